/**
 * How long a half-filled form stays on the device after its last change (draft-store.ts). Its
 * own module, so the privacy policy can state it without loading the store.
 */
export const DRAFT_KEEP_DAYS = 7;

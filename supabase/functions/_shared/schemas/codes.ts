/**
 * Validation results travel as stable codes, never as English text: the app maps them to its
 * catalog messages, and the function returns them in `issues`.
 */
export const VALIDATION_CODES = [
  'first_name_required',
  'last_name_required',
  'email_required',
  'email_invalid',
  'phone_required',
  'service_required',
  'date_required',
  'date_invalid',
  'date_past',
  'date_too_far',
  'time_required',
  'passengers_range',
  'passengers_car_max',
  'passengers_tour_max',
  'tour_invalid',
  'pickup_required',
  'destination_required',
  'car_required',
  'flight_number_invalid',
  'suitcases_range',
  'child_age_range',
  'child_seats_max',
  'return_incomplete',
  'return_date_invalid',
  'return_before_outbound',
  'pickup_past',
  'name_min',
  'subject_min',
  'message_min',
  'agb_required',
  'privacy_required',
  'locale_invalid',
  'type_invalid',
  'honeypot_filled',
  'too_long',
  'text_invalid',
  'invalid',
  // The operator's console (schemas/lifecycle.ts).
  'price_invalid',
  'deposit_invalid',
  'deposit_over_price',
  'reason_required',
  'passphrase_required',
  'reference_invalid',
  'token_invalid',
  'decision_invalid',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && (VALIDATION_CODES as readonly string[]).includes(value);
}

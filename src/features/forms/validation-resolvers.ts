import { zodResolver } from '@hookform/resolvers/zod';
import { bookingFormSchema, contactFormSchema } from '#shared/schemas/form.ts';
import { fallbackErrorMap } from './validation-messages.ts';

/** The forms' validation (zod and the shared field rules); loaded apart from the page by validation-loader.ts. */
export const bookingResolver = zodResolver(bookingFormSchema, { error: fallbackErrorMap });
export const contactResolver = zodResolver(contactFormSchema, { error: fallbackErrorMap });

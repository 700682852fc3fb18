/**
 * The booking and contact FORM schemas (spec point 3 field names), built from the same field
 * rules as the payload schemas. Use with react-hook-form through @hookform/resolvers/zod and map
 * each issue's message (a ValidationCode) to a catalog text.
 */
import { z } from 'zod';
import {
  carTypeField,
  consentField,
  contactNameField,
  createDateValueField,
  destinationField,
  emailField,
  firstNameField,
  lastNameField,
  messageField,
  passengersField,
  passengersFitCar,
  phoneField,
  pickupLocationField,
  serviceField,
  specialRequestsField,
  subjectField,
  timeField,
  type ClockOptions,
} from './fields.ts';

const consent = {
  agbAccepted: consentField('agb_required'),
  privacyAccepted: consentField('privacy_required'),
} as const;

export function createBookingFormSchema(options: ClockOptions = {}) {
  const now = options.now ?? (() => new Date());
  return z
    .object({
      first_name: firstNameField,
      last_name: lastNameField,
      email: emailField,
      phone: phoneField,
      service: serviceField,
      date: createDateValueField(now),
      time: timeField,
      passengers: passengersField,
      pickup_location: pickupLocationField,
      destination: destinationField,
      car_type: carTypeField,
      special_requests: specialRequestsField.optional(),
      ...consent,
    })
    .refine((value) => passengersFitCar(value.passengers, value.car_type), {
      message: 'passengers_car_max',
      path: ['passengers'],
    });
}

export const bookingFormSchema = createBookingFormSchema();

export const contactFormSchema = z.object({
  name: contactNameField,
  email: emailField,
  subject: subjectField,
  message: messageField,
  ...consent,
});

/** What the form holds while being filled (react-hook-form's first type parameter). */
export type BookingFormInput = z.input<typeof bookingFormSchema>;
/** What the resolver hands to onSubmit once valid. */
export type BookingFormValues = z.output<typeof bookingFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

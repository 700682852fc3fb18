import { NO_SPECIAL_REQUESTS, type Locale } from './constants.ts';
import { localCalendarDate } from './dates.ts';
import type { BookingFormValues, ContactFormValues } from './form.ts';
import type { BookingPayload, ContactPayload } from './payload.ts';

/** Form values → POST body. The consent flags stay behind (decisions.md). */
export function toBookingPayload(values: BookingFormValues, locale: Locale): BookingPayload {
  return {
    type: 'booking',
    firstName: values.first_name.trim(),
    lastName: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    service: values.service,
    // The visitor picked a day in their own calendar; send that day, not a UTC instant.
    date: localCalendarDate(values.date),
    time: values.time,
    passengers: values.passengers,
    pickupLocation: values.pickup_location.trim(),
    destination: values.destination.trim(),
    specialRequests: values.special_requests?.trim() || NO_SPECIAL_REQUESTS,
    carType: values.car_type,
    locale,
  };
}

export function toContactPayload(values: ContactFormValues, locale: Locale): ContactPayload {
  return {
    type: 'contact',
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    locale,
  };
}

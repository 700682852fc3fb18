-- The VIP page books a service of its own, 'vipTransport'. The list below is the function's
-- (supabase/functions/_shared/schemas/bookable-services.ts), which a test holds it to on
-- PostgreSQL and PGlite. Deploy this before the function that accepts the new value, and that
-- before the site that sends it (README, "Adding a bookable service"). A value is never taken
-- out while a request with it can still wait on a visitor's device (7 days).

alter table public.booking_requests drop constraint booking_requests_service_check;
alter table public.booking_requests add constraint booking_requests_service_check check (
  service in (
    'airportTransfer', 'trainTransfer', 'cityTour', 'eaglesTour', 'salzburgTour',
    'soundOfMusicTour', 'lakeDistrictTour', 'weddingService', 'corporateTransport',
    'vipTransport', 'longDistanceTrip', 'customService'
  )
);

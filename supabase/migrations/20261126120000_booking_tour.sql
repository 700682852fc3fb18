-- The exact tour or sight a booking asks for (optional: a transfer names none, and older clients
-- send none). The ids are the function's (supabase/functions/_shared/schemas/bookable-tours.ts),
-- which a test holds this list to; the column follows the request model.

alter table public.booking_requests
  add column tour text constraint booking_requests_tour_check check (
    tour in (
      'altstadt', 'salzkammergut', 'movieTour', 'eaglesNest', 'salzwelten', 'mirabell',
      'hellbrunn', 'leopoldskron', 'fortress'
    )
  );

-- Booking details a chauffeur acts on without calling back, all optional (older clients send
-- none), and each booking's short reference for the phone ('SLZ-7K3M'). Column names follow
-- the request model (supabase/functions/_shared/schemas/request-model.ts).

alter table public.booking_requests
  add column flight_number text check (char_length(flight_number) between 1 and 10),
  add column suitcases smallint check (suitcases between 0 and 20),
  -- One age per child seat, in whole years.
  add column child_seat_ages smallint[] check (
    cardinality(child_seat_ages) between 1 and 20
    and 0 <= all (child_seat_ages) and 12 >= all (child_seat_ages)
  ),
  add column return_date date,
  add column return_time text check (return_time ~ '^([01][0-9]|2[0-3]):[03]0$'),
  add column reference text,
  add constraint booking_requests_child_seats_fit check (
    cardinality(child_seat_ages) <= passengers
  ),
  add constraint booking_requests_return_complete check (
    (return_date is null) = (return_time is null)
  ),
  add constraint booking_requests_return_after check (
    return_date is null
    or return_date > requested_date
    or (return_date = requested_date and return_time > requested_time)
  );

alter table public.booking_requests drop constraint booking_requests_service_check;
alter table public.booking_requests add constraint booking_requests_service_check check (
  service in (
    'airportTransfer', 'trainTransfer', 'cityTour', 'eaglesTour', 'salzburgTour',
    'soundOfMusicTour', 'lakeDistrictTour', 'weddingService', 'corporateTransport',
    'longDistanceTrip', 'customService'
  )
);

-- Requests stored before this migration get a reference too, drawn like the function draws
-- one: 'SLZ-' and four characters without 0/O, 1/I/L, again until it is free.
do $$
declare
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  request record;
  candidate text;
begin
  for request in select id from public.booking_requests where reference is null loop
    loop
      select 'SLZ-' || string_agg(substr(alphabet, 1 + floor(random() * 31)::int, 1), '')
        into candidate from generate_series(1, 4);
      exit when not exists (select 1 from public.booking_requests where reference = candidate);
    end loop;
    update public.booking_requests set reference = candidate where id = request.id;
  end loop;
end
$$;

alter table public.booking_requests
  alter column reference set not null,
  add constraint booking_requests_reference_format check (
    reference ~ '^SLZ-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$'
  );
create unique index booking_requests_reference_key on public.booking_requests (reference);

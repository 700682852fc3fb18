/**
 * The database accepts exactly the services and tours the function accepts, on PostgreSQL and
 * PGlite: a service added to the registry without its migration passes every other test and
 * fails in production at the first booking of it (README, "Adding a bookable service").
 */
import { describe, expect, it } from 'vitest';
import { setupTestDb, type DbKind } from '../../../server/test/test-db.ts';
import { BOOKABLE_SERVICE_VALUES } from './schemas/bookable-services.ts';
import { TOUR_IDS } from './schemas/bookable-tours.ts';

describe.each<DbKind>(['postgres', 'pglite'])('bookable services in the database (%s)', (kind) => {
  const t = setupTestDb(kind);

  /** The quoted values of a CHECK constraint on booking_requests, sorted. */
  async function allowed(constraint: string): Promise<string[]> {
    const [row] = await t.db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
       where conname = $1 and conrelid = 'public.booking_requests'::regclass`,
      [constraint],
    );
    expect(row, constraint).toBeDefined();
    return [...row!.definition.matchAll(/'(\w+)'/g)].map((match) => match[1]!).sort();
  }

  it("allows exactly the registry's service values", async () => {
    expect(await allowed('booking_requests_service_check')).toEqual(
      [...BOOKABLE_SERVICE_VALUES].sort(),
    );
  });

  it("allows exactly the registry's tour ids", async () => {
    expect(await allowed('booking_requests_tour_check')).toEqual([...TOUR_IDS].sort());
  });
});

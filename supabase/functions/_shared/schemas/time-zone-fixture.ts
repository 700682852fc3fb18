/**
 * Runs `work` with the process in another time zone, as a phone set to it, and puts the zone
 * back after (Node reads TZ again when it changes; an unset TZ is unset again, not "undefined").
 */
export function inTimeZone(zone: string, work: () => void): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    work();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

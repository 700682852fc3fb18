import { useLingui } from '@lingui/react/macro';
import { TIME_SLOTS } from '#shared/schemas/constants.ts';

/** A time select's choices: an empty one that asks for a time, then every bookable slot. */
export function TimeSlotOptions() {
  const { t } = useLingui();
  return (
    <>
      <option value="">{t`Uhrzeit wählen`}</option>
      {TIME_SLOTS.map((slot) => (
        <option key={slot} value={slot}>
          {slot}
        </option>
      ))}
    </>
  );
}

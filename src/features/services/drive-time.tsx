import { Trans } from '@lingui/react/macro';

/** 270 → '4½': the drive in hours, to the half hour. */
function hoursText(minutes: number): string {
  const halves = Math.round(minutes / 30);
  return `${Math.floor(halves / 2)}${halves % 2 ? '½' : ''}`;
}

/** The approximate drive from Salzburg: 'ca. 4½ Std. Fahrt' / 'about 4½ hours' drive'. */
export function DriveTime({ minutes }: { minutes: number }) {
  const hours = hoursText(minutes);
  return <Trans>ca. {hours} Std. Fahrt</Trans>;
}

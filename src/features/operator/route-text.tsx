import { useLingui } from '@lingui/react/macro';

/** 'Hotel Sacher → Flughafen München', read aloud as 'Hotel Sacher nach Flughafen München'. */
export function RouteText({ from, to }: { from: string; to: string }) {
  const { t } = useLingui();
  return (
    <>
      {from} <span aria-hidden="true">→</span>
      <span className="visually-hidden">{t`nach`}</span> {to}
    </>
  );
}

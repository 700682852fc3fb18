import { Trans } from '@lingui/react/macro';

/** / and its aliases; the splash is the layout's concern (route table). */
export function HomePage(_props: { splash?: boolean }) {
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-hero__title">
          <Trans>
            <strong>Chauffeurservice</strong> der Extraklasse in Salzburg
          </Trans>
        </h1>
      </section>
    </>
  );
}

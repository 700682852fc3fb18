import { Trans } from '@lingui/react/macro';
import { business } from '../../content/business.ts';
import '../../components/ui/section.css';

/** The founder's quote, on a dark band between the tours and the fleet. */
export function FounderQuote() {
  return (
    <section className="founder" aria-labelledby="founder-title">
      <div className="container">
        <h2 id="founder-title" className="eyebrow founder__eyebrow">
          <Trans>Ein Wort des Gründers</Trans>
        </h2>
        <figure className="founder__figure">
          <blockquote className="founder__quote">
            <p>
              <Trans>
                „Ein guter Chauffeur bringt Sie nicht nur ans Ziel. Er schenkt Ihnen Zeit – für
                Gespräche, für Ruhe und für den Blick aus dem Fenster, den Sie nicht vergessen.“
              </Trans>
            </p>
          </blockquote>
          <figcaption className="founder__caption">
            <span className="founder__name">{business.owner}</span>
            <span>
              <Trans>Gründer von {business.name}</Trans>
            </span>
          </figcaption>
        </figure>
        <p className="founder__tagline">
          <Trans>Die Reise ist der Moment – nicht nur ein Mittel zum Zweck.</Trans>
        </p>
      </div>
    </section>
  );
}

import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { SectionHeader } from '../../components/ui/section.tsx';
import { business } from '../../content/business.ts';
import { badges, serviceHighlights } from '../../content/home.ts';
import { Icon, type IconName } from '../../components/ui/icons.tsx';

const highlightIcons: Record<string, IconName> = { europe: 'globe', discretion: 'shield' };
const badgeIcons: Record<string, IconName> = {
  'first-class': 'star',
  chauffeurs: 'wheel',
  'tailor-made': 'compass',
  discretion: 'lock',
  europe: 'globe',
};

export const PREMIUM_SECTION_ID = 'premium-service';

/** The home page's second section: two paragraphs, two highlights, the slogan card (md up), five badges. */
export function PremiumService() {
  const { i18n } = useLingui();
  return (
    <section
      id={PREMIUM_SECTION_ID}
      className="home-section premium"
      aria-labelledby="premium-title"
      tabIndex={-1}
    >
      <div className="container">
        <div className="premium__grid">
          <div className="premium__text">
            <SectionHeader
              id="premium-title"
              eyebrow={<Trans>Premium-Service</Trans>}
              title={<Trans>Luxus, der Sie bewegt</Trans>}
            />
            <p>
              <Trans>
                Wir begleiten Gäste aus aller Welt durch Salzburg und weit darüber hinaus. Ob
                Flughafentransfer, Geschäftstermin, Hochzeit oder Ausflug ins Salzkammergut: Jede
                Fahrt planen wir so sorgfältig, als wäre sie die einzige des Tages.
              </Trans>
            </p>
            <p>
              <Trans>
                In unseren Mercedes-Limousinen reisen Sie ruhig, sicher und in Ihrem eigenen
                Rhythmus. Unsere Chauffeure kennen die Region, sprechen Deutsch und Englisch und
                wissen, wann ein Gespräch willkommen ist und wann Ruhe der größere Luxus ist.
              </Trans>
            </p>
            <ul className="premium__highlights">
              {serviceHighlights.map((highlight) => (
                <li key={highlight.id} className="premium__highlight">
                  <span className="premium__icon" aria-hidden="true">
                    <Icon name={highlightIcons[highlight.id] ?? 'star'} />
                  </span>
                  <div>
                    <h3>{i18n._(highlight.title)}</h3>
                    <p>{i18n._(highlight.text)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <figure className="slogan-card">
            <span className="slogan-card__mark" aria-hidden="true">
              “
            </span>
            <blockquote>
              <p>
                <Trans>Die Reise ist der Moment – nicht nur ein Mittel zum Zweck.</Trans>
              </p>
            </blockquote>
            <figcaption>{business.name}</figcaption>
          </figure>
        </div>
        <ul className="badges">
          {badges.map((badge) => (
            <li key={badge.id} className="badge">
              <span className="badge__icon" aria-hidden="true">
                <Icon name={badgeIcons[badge.id] ?? 'star'} />
              </span>
              {i18n._(badge.label)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

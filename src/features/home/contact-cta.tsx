import { Trans } from '@lingui/react/macro';
import { BookingLink } from '../../components/ui/page-link.tsx';
import { EmailAddress, PhoneNumber } from '../../components/ui/contact-values.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { business, mailtoHref, telHref } from '../../content/business.ts';
import '../../components/ui/section.css';

/** The home page's call to action: book the service, contact details and the request-now button. */
export function ContactCta() {
  const { opens, closes } = business.hours;
  return (
    <section className="home-cta" aria-labelledby="cta-title">
      <div className="container home-cta__inner">
        <div>
          <p className="eyebrow">
            <Trans>Reservierung</Trans>
          </p>
          <h2 id="cta-title" className="home-cta__title">
            <Trans>Buchen Sie Ihren Chauffeur</Trans>
          </h2>
          <p className="home-cta__text">
            <Trans>
              Sagen Sie uns, wann und wohin – wir melden uns innerhalb von 24 Stunden mit einem
              persönlichen Angebot. Telefonisch erreichen Sie uns täglich von {opens} bis {closes}{' '}
              Uhr.
            </Trans>
          </p>
        </div>
        <div className="home-cta__actions">
          <BookingLink className="button button--gold home-cta__button">
            <Trans>Jetzt anfragen</Trans>
          </BookingLink>
          <a href={telHref} className="home-cta__contact">
            <Icon name="phone" size={20} />
            <PhoneNumber />
          </a>
          <a href={mailtoHref} className="home-cta__contact">
            <Icon name="mail" size={20} />
            <EmailAddress />
          </a>
        </div>
      </div>
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import { Icon } from '../../components/ui/icons.tsx';
import { mailtoHref, telHref } from '../../content/business.ts';
import { BusinessHours } from '../../components/ui/business-hours.tsx';
import { EmailAddress, PhoneNumber, StreetAddress } from '../../components/ui/contact-values.tsx';

/** The contact page's aside: phone, e-mail, address and business hours, beside the forms. */
export function ContactCard() {
  return (
    <aside className="contact-card" aria-labelledby="direct-contact">
      <h2 id="direct-contact" className="contact-card__title">
        <Trans>Direkter Kontakt</Trans>
      </h2>
      <p className="contact-card__text">
        <Trans>Lieber persönlich? Rufen Sie uns an oder schreiben Sie eine E-Mail.</Trans>
      </p>
      <ul className="contact-card__list">
        <li>
          <Icon name="phone" size={18} strokeWidth={1.8} />
          <a href={telHref}>
            <PhoneNumber />
          </a>
        </li>
        <li>
          <Icon name="mail" size={18} strokeWidth={1.8} />
          <a href={mailtoHref} className="contact-card__email email-fit">
            <EmailAddress />
          </a>
        </li>
        <li>
          <Icon name="pin" size={18} strokeWidth={1.8} />
          <span>
            <StreetAddress />
          </span>
        </li>
      </ul>
      <div className="contact-card__hours">
        <h3 className="contact-card__subtitle">
          <Trans>Geschäftszeiten</Trans>
        </h3>
        <BusinessHours />
      </div>
      <p className="contact-card__promise">
        <Trans>
          Antwort innerhalb von 24 Stunden{'\u00a0'}· 100{'\u00a0'}% Diskretion
        </Trans>
      </p>
    </aside>
  );
}

import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { business, mailtoHref, telHref } from '../../content/business.ts';
import { footerMoreLinks, footerQuickLinks, type NavItem } from '../../content/navigation.ts';
import { BusinessHours } from '../../components/ui/business-hours.tsx';
import { EmailAddress, PhoneNumber, StreetAddress } from '../../components/ui/contact-values.tsx';
import { PageLink } from '../../components/ui/page-link.tsx';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__brand">
            {business.name}
          </h2>
          <p className="site-footer__slogan">
            <Trans>Die Reise ist der Moment – nicht nur ein Mittel zum Zweck.</Trans>
          </p>
          <a
            className="site-footer__social"
            href={business.instagram}
            rel="noopener"
            target="_blank"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <rect
                x="3"
                y="3"
                width="18"
                height="18"
                rx="5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
              <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
            </svg>
            <Trans>Instagram</Trans>
          </a>
        </section>
        <LinkList
          id="footer-quick"
          title={<Trans>Schnellzugriff</Trans>}
          items={footerQuickLinks}
        />
        <LinkList id="footer-more" title={<Trans>Weitere Links</Trans>} items={footerMoreLinks} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            <Trans>Kontakt</Trans>
          </h2>
          <address className="site-footer__address">
            <a href={telHref}>
              <PhoneNumber />
            </a>
            <a href={mailtoHref} className="site-footer__email email-fit">
              <EmailAddress />
            </a>
            <span>
              <StreetAddress />
            </span>
          </address>
          <BusinessHours />
          <a href={telHref} className="button button--gold site-footer__call">
            <Trans>Jetzt anrufen</Trans>
          </a>
        </section>
      </div>
      <p className="site-footer__copyright">
        © <span suppressHydrationWarning>{year}</span> {business.name}.{' '}
        <Trans>Alle Rechte vorbehalten.</Trans>
      </p>
    </footer>
  );
}

function LinkList({ id, title, items }: { id: string; title: React.ReactNode; items: NavItem[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="site-footer__title">
        {title}
      </h2>
      <ul className="site-footer__links">
        {items.map((item) => (
          <li key={item.to}>
            <PageLink to={item.to}>{i18n._(item.label)}</PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

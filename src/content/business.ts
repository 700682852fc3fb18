import { business } from '#shared/schemas/business.ts';

/** The business details live beside the request schemas, where the e-mails read them too. */
export { business };

export const telHref = `tel:${business.phone}`;
export const mailtoHref = `mailto:${business.email}`;

/** A page's or a view's title in the tab, search results and link previews: 'Kontakt | …'. */
export const pageTitle = (title: string) => `${title} | ${business.name}`;

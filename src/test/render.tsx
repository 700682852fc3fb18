import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { activateLocale, i18n } from '../lib/i18n.ts';
import type { Locale } from '../lib/locales.ts';

/** Renders UI inside the app's providers, in the given language, at the given path. */
export async function renderWithProviders(
  ui: ReactElement,
  {
    locale = 'de',
    path = '/',
    ...options
  }: { locale?: Locale; path?: string } & RenderOptions = {},
): Promise<RenderResult> {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nProvider>,
    options,
  );
}

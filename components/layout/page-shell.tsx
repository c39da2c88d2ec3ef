import type { ReactNode } from 'react';
import { languageLink } from '@/lib/pages/registry';
import type { Locale } from '@/lib/i18n/locale';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface PageShellProps {
  locale: Locale;
  /** The page's own address: its language link leads to the same page in the other language. */
  path: string;
  children: ReactNode;
}

/**
 * The header, the page's main content and the footer. Rendered by each page rather than the
 * layout, because the language links need the page's own address, which a layout is not given.
 */
export function PageShell({ locale, path, children }: PageShellProps) {
  const language = languageLink(path, locale);
  return (
    <>
      <SiteHeader locale={locale} language={language} />
      <main id="main">{children}</main>
      <SiteFooter locale={locale} language={language} />
    </>
  );
}

import type { ReactNode } from 'react';
import { AnalyticsIsland } from '@/components/analytics/analytics-island';
import { AttributionCapture } from '@/components/forms/attribution-capture';
import { ToastRegion } from '@/components/forms/toast-region';
import { languageTags, type Locale } from '@/lib/i18n/locale';
import { sans } from '@/components/layout/fonts';
import { FloatingActions } from './floating-actions';
import { HydrationMark } from './hydration-mark';
import { ScreenEdges } from './screen-edges';
import { SkipLink } from './skip-link';

/**
 * The whole document of a page in one language, around the page's own header, main content and
 * footer (components/layout/page-shell.tsx): each language is its own root layout
 * (app/(en)/layout.tsx, app/es/layout.tsx), so `<html lang>` is the page's own
 * (docs/decisions/110-two-languages.md).
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={languageTags[locale]} className={sans.variable}>
      <body>
        <SkipLink locale={locale} />
        {children}
        <FloatingActions locale={locale} />
        <ToastRegion />
        <ScreenEdges />
        <AttributionCapture />
        {process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER ? <AnalyticsIsland /> : null}
        <HydrationMark />
      </body>
    </html>
  );
}

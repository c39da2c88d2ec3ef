import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { business } from '@/lib/content/business';
import { AnalyticsIsland } from '@/components/analytics/analytics-island';
import { AttributionCapture } from '@/components/forms/attribution-capture';
import { ToastRegion } from '@/components/forms/toast-region';
import { FloatingActions } from '@/components/layout/floating-actions';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { navy } from '@/tailwind.config';
import { sans } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(business.siteUrl),
  applicationName: business.name,
  formatDetection: { telephone: false },
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = {
  // The browser's theme colour (the address bar on phones): the header's navy.
  themeColor: navy[900],
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" className={sans.variable}>
      <body>
        <SkipLink locale="en" />
        <SiteHeader locale="en" />
        <main id="main">{children}</main>
        <SiteFooter locale="en" />
        <FloatingActions locale="en" />
        <ToastRegion />
        <AttributionCapture />
        {process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER ? <AnalyticsIsland /> : null}
        <HydrationMark />
      </body>
    </html>
  );
}

import type { Metadata, Viewport } from 'next';
import { business } from '@/lib/content/business';
import { navy } from '@/tailwind.config';

/** What every page's head says, in both languages: the site's address, name and icon. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(business.siteUrl),
  applicationName: business.name,
  formatDetection: { telephone: false },
  icons: { icon: '/favicon.svg' },
};

export const siteViewport: Viewport = {
  // The browser's theme colour (the address bar on phones): the header's navy.
  themeColor: navy[900],
  width: 'device-width',
  initialScale: 1,
};

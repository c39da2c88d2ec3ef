import type { Metadata } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page';
import { siteMetadata, siteViewport } from '@/lib/site/site-document';
import './globals.css';

// Each language is a root layout of its own, so the page any unknown address gets is a whole
// document (Next's global not-found page; docs/decisions/110-two-languages.md). The Spanish one is
// /es/404 (app/es/[slug]), which the host files serve for unknown addresses under /es/.
export const metadata: Metadata = { ...siteMetadata, ...notFoundMetadata('en') };
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundPage locale="en" />
    </SiteDocument>
  );
}

import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { siteMetadata, siteViewport } from '@/lib/site/site-document';
import '../globals.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/** The Spanish pages' document: `<html lang="es-US">`. */
export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="es">{children}</SiteDocument>;
}

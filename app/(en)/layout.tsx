import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { siteMetadata, siteViewport } from '@/lib/site/site-document';
import '../globals.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/** The English pages' document: `<html lang="en-US">`. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}

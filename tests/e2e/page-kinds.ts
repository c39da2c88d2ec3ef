import { sitePages, spanishPages } from '@/lib/pages/registry';
import { spanishHome } from '@/lib/i18n/locale';

/**
 * One page of each kind a visitor lands on, in both languages where the Spanish differs in
 * layout (its hero's longer words, its help line): the accessibility specs walk these.
 */
export const pageKinds: readonly { kind: string; path: string }[] = [
  { kind: 'home', path: '/' },
  { kind: 'service', path: firstOf('service') },
  { kind: 'town', path: firstOf('city') },
  { kind: 'county', path: firstOf('county') },
  { kind: 'emergency', path: '/emergency-service' },
  { kind: 'FAQ', path: '/faq' },
  // Contact is the about page (the navigation's "Contact").
  { kind: 'contact', path: '/about-us' },
  { kind: 'Spanish home', path: spanishHome },
  { kind: 'Spanish town', path: spanishPages.find((page) => page.kind === 'city')!.spanish.path },
];

function firstOf(kind: 'service' | 'city' | 'county') {
  return sitePages.find((page) => page.kind === kind)!.path;
}

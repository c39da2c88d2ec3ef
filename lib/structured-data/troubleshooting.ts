import type { ItemList, WebPage, WithContext } from 'schema-dts';
import type { Symptom } from '@/content/troubleshooting';
import { businessId } from '@/lib/jsonld';
import { absoluteUrl } from '@/lib/metadata';

/**
 * The troubleshooting guide as what it is: a WebPage about garage door repair whose main content
 * is a list of symptoms, each an anchored section. Not a HowTo (most advice is "do not touch")
 * and not an FAQPage (the sections are not questions).
 */
export function troubleshootingJsonLd(page: { path: string; title: string; description: string }, symptoms: readonly Symptom[]): WithContext<WebPage> {
  const url = absoluteUrl(page.path);
  const list: ItemList = {
    '@type': 'ItemList',
    name: 'Garage door symptoms',
    itemListElement: symptoms.map((symptom, index) => ({ '@type': 'ListItem', position: index + 1, name: symptom.title, url: `${url}#${symptom.slug}` })),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    about: { '@type': 'Thing', name: 'Garage door repair' },
    publisher: { '@id': businessId },
    mainEntity: list,
  };
}

import type { ItemList, Thing } from 'schema-dts';
import type { Symptom, TroubleshootingWords } from '@/lib/content/troubleshooting';
import { absoluteUrl } from '@/lib/site/metadata';

/**
 * The troubleshooting guide as what it is: a WebPage about garage door repair whose main content
 * is a list of symptoms, each an anchored section. Not a HowTo (most advice is "do not touch")
 * and not an FAQPage (the sections are not questions).
 */
export function troubleshootingPageProps(
  path: string,
  symptoms: readonly Symptom[],
  names: TroubleshootingWords['searchNames'],
): { about: Thing; mainEntity: ItemList } {
  const url = absoluteUrl(path);
  return {
    about: { '@type': 'Thing', name: names.topic },
    mainEntity: {
      '@type': 'ItemList',
      name: names.list,
      itemListElement: symptoms.map((symptom, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: symptom.title,
        url: `${url}#${symptom.slug}`,
      })),
    },
  };
}

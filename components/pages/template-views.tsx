import type { Metadata } from 'next';
import { cityPageIn } from '@/lib/content/cities';
import { getService } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import type { SitePage } from '@/lib/pages/registry';
import { CityPage, cityMetadata } from '@/components/templates/city-page';
import { CountyPage, countyMetadata } from '@/components/templates/county-page';
import { ServicePage, serviceMetadata } from '@/components/templates/service-page';
import { TownGroupPage, townGroupMetadata } from '@/components/templates/town-group-page';

/**
 * The pages made from one template per kind (a service, a town, a county), which share a route:
 * their islands are the same, so the route's first-load JavaScript is too. One-off pages have a
 * route of their own (app/(en)/<address>/), so none loads another's islands.
 */
export type TemplatePage = Extract<SitePage, { kind: 'service' | 'city' | 'county' | 'townGroup' }>;

export const isTemplatePage = <P extends SitePage>(page: P): page is P & TemplatePage =>
  page.kind === 'service' || page.kind === 'city' || page.kind === 'county' || page.kind === 'townGroup';

/** A template page of the registry, rendered in a language. */
export function TemplatePageOf({ page, locale }: { page: TemplatePage; locale: Locale }) {
  switch (page.kind) {
    case 'service':
      return <ServicePage service={getService(page.key, locale)!} locale={locale} />;
    case 'city':
      return <CityPage page={locale === 'en' ? page.route : cityPageIn(page.key, locale)!} locale={locale} />;
    case 'county':
      return <CountyPage county={page.key} locale={locale} />;
    case 'townGroup':
      return <TownGroupPage county={page.key} number={page.number} locale={locale} />;
  }
}

/** The head of a template page in a language. */
export function templateMetadata(page: TemplatePage, locale: Locale): Metadata {
  switch (page.kind) {
    case 'service':
      return serviceMetadata(getService(page.key, locale)!, locale);
    case 'city':
      return cityMetadata(locale === 'en' ? page.route : cityPageIn(page.key, locale)!, locale);
    case 'county':
      return countyMetadata(page.key, locale);
    case 'townGroup':
      return townGroupMetadata(page.key, page.number, locale);
  }
}

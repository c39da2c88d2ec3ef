import { IntentLink } from '@/components/ui/intent-link';
import { cities, cityPath, getCity, type CitySlug } from '@/lib/content/cities';
import type { Locale } from '@/lib/i18n/locale';
import { PageSection } from '@/components/sections/shared/page-section';
import { MapPinIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { linkCard } from '@/components/ui/link-card';

export interface CityLinksProps {
  /** Defaults to every city we serve. */
  citySlugs?: readonly CitySlug[];
  title: string;
  intro?: string;
  id?: string;
  tone?: 'white' | 'muted';
  locale: Locale;
}

/** Links from a service page to each city's page, so visitors and crawlers find the local pages. */
export function CityLinks({ citySlugs, title, intro, id = 'service-areas', tone = 'white', locale }: CityLinksProps) {
  const list = citySlugs ? citySlugs.map(getCity) : cities;
  return (
    <PageSection id={id} title={title} intro={intro} tone={tone}>
      <ul className="grid grid-cols-1 gap-3 2xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {list.map((city) => (
          <li key={city.slug}>
            <IntentLink
              href={cityPath(city.slug, locale)}
              className={cn(linkCard, 'flex min-h-12 items-center gap-2 rounded-xl px-4 py-2 font-semibold text-navy-900')}
            >
              <MapPinIcon className="size-5 shrink-0 text-gold-600" />
              {city.name}
            </IntentLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

import type { CityRecord } from '@/lib/content/cities';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { PageSection } from '@/components/sections/shared/page-section';
import { MapPinIcon } from '@/components/ui/icons';

export interface NeighbourhoodsProps {
  city: CityRecord;
  neighbourhoods: readonly string[];
  tone?: 'white' | 'muted';
  locale: Locale;
}

export function Neighbourhoods({ city, neighbourhoods, tone = 'muted', locale }: NeighbourhoodsProps) {
  const words = pageWordsIn(locale).cityPages.neighbourhoods;
  return (
    <PageSection
      id="neighbourhoods"
      tone={tone}
      title={fill(words.title, { city: city.name })}
      intro={fill(words.intro, { city: city.name, zips: city.zipCodes.join(', ') })}
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {neighbourhoods.map((name) => (
          <li
            key={name}
            className="flex min-h-12 items-center gap-2 rounded-xl bg-white px-4 py-2 font-semibold text-navy-900 ring-1 ring-navy-100"
          >
            <MapPinIcon className="size-5 shrink-0 text-gold-600" />
            {name}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

import { IntentLink } from '@/components/ui/intent-link';
import { MapPinIcon } from '@/components/ui/icons';
import type { ServedCity } from '@/lib/service-area';
import { textLink } from '@/components/ui/link-card';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/content/fill';
import { formsWords } from '@/lib/content/forms';
import type { Locale } from '@/lib/i18n/locale';

export interface CityZipListProps {
  cities: readonly ServedCity[];
  locale: Locale;
}

/** Every served city as a card: its county, ZIP codes, neighbourhoods and a link to its page. */
export function CityZipList({ cities, locale }: CityZipListProps) {
  const words = formsWords(locale).zipChecker;
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {cities.map((city) => (
        <li key={city.slug} id={`city-${city.slug}`} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
          <h3 className="flex items-center gap-2 text-xl font-extrabold text-navy-900">
            <MapPinIcon className="size-5 shrink-0 text-gold-700" />
            {city.name}
          </h3>
          <p className="text-sm text-slate-700">{city.county}</p>
          <p className="mt-3 font-semibold text-navy-900">{words.zipCodes}</p>
          <p className="font-mono text-slate-900" data-zip-codes={city.slug}>
            {city.zipCodes.join(', ')}
          </p>
          <p className="mt-3 font-semibold text-navy-900">{words.neighbourhoods}</p>
          <p className="text-slate-800">{city.neighbourhoods.join(', ')}</p>
          <IntentLink href={city.href} className={cn('mt-4', textLink)}>
            {fill(words.cityLink, { city: city.name })}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}

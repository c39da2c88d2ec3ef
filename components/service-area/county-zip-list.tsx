import { ChevronDownIcon } from '@/components/ui/icons';
import { fill } from '@/lib/content/fill';
import { formsWordsIn } from '@/lib/content/forms';
import type { Locale } from '@/lib/i18n/locale';
import type { CountyZips } from '@/lib/service-area';

export interface CountyZipListProps {
  counties: readonly CountyZips[];
  locale: Locale;
}

/**
 * Every ZIP code of the area, one disclosure per county, then town by town. Plain HTML: it is
 * where the checker's form leads without JavaScript, and find-in-page opens a closed county.
 */
export function CountyZipList({ counties, locale }: CountyZipListProps) {
  const { countyZips } = formsWordsIn(locale).zipChecker;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {counties.map(({ county, places, count }) => (
        <details key={county} data-county={county} className="group rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 open:lg:col-span-2">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 text-lg font-bold text-navy-900 [&::-webkit-details-marker]:hidden">
            {fill(countyZips, { county, count })}
            <ChevronDownIcon className="size-5 shrink-0 text-gold-700 transition-transform group-open:rotate-180" />
          </summary>
          <dl className="grid gap-x-6 gap-y-2 px-5 pb-5 sm:grid-cols-2 lg:grid-cols-3">
            {places.map(({ place, zips }) => (
              <div key={place}>
                <dt className="font-semibold text-navy-900">{place}</dt>
                <dd className="font-mono text-slate-800">{zips.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </details>
      ))}
    </div>
  );
}

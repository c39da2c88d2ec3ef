import { IntentLink } from '@/components/ui/intent-link';
import { MapPinIcon } from '@/components/ui/icons';
import { counties, countyPath } from '@/lib/content/counties';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { citiesOfCounty, countyLabel, countyReach, crewDays } from '@/lib/pages/places';

/**
 * The service area's counties as cards, north to south: each links its county page and names
 * (without linking) its towns with a page, with how our crews serve it. The county page links the
 * towns, so this page stays the same size as towns are added.
 */
export function CountyCards({ locale }: { locale: Locale }) {
  const words = pageWordsIn(locale).countyPages.towns;
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {counties.map((county) => {
        const { reach } = countyReach(county.slug);
        const lines = [
          ...(reach === 'scheduled' ? [] : [words.arrival]),
          ...(reach === 'arrival' ? [] : [fill(words.scheduled, { crewDays: crewDays(county, locale) })]),
        ];
        return (
          <li key={county.slug} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
            <h3 className="text-xl font-extrabold text-navy-900">
              <IntentLink
                href={countyPath(county.slug, locale)}
                className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:text-gold-700 hover:underline"
              >
                <MapPinIcon className="size-5 shrink-0 text-gold-700" />
                {countyLabel(county, locale)}
              </IntentLink>
            </h3>
            <p className="mt-1 text-slate-800">
              {citiesOfCounty(county.slug)
                .map((city) => city.name)
                .join(', ')}
            </p>
            {lines.map((line) => (
              <p key={line} className="mt-2 text-sm font-semibold text-navy-800">
                {line}
              </p>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

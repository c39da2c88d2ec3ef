import { IntentLink } from '@/components/ui/intent-link';
import { MapPinIcon } from '@/components/ui/icons';
import { FilledText } from '@/components/ui/filled-text';
import { inlineLink } from '@/components/ui/link-card';
import { counties, countyPath, type CountyRecord } from '@/lib/content/counties';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { citiesOfCounty, countyLabel, countyReach, nextVisitLine } from '@/lib/pages/places';
import { NextVisit } from './next-visit';

const lineClass = 'mt-2 text-sm font-semibold text-navy-800';

/**
 * The service area's counties as cards, north to south: each links its county page and names
 * (without linking) its towns with a page, with how our crews serve it: the arrival aim near the
 * shop, and farther out the next visit, linked to the county page's form. The county page links
 * the towns, so this page stays the same size as towns are added.
 */
export function CountyCards({ locale }: { locale: Locale }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {counties.map((county) => (
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
          <CountyReach county={county} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

/** Near the shop the arrival aim; farther out the crew days, and where every town is far, the next visit. */
function CountyReach({ county, locale }: { county: CountyRecord; locale: Locale }) {
  const { reach } = countyReach(county.slug);
  const arrival = pageWordsIn(locale).countyPages.towns.arrival;
  if (reach === 'arrival') return <p className={lineClass}>{arrival}</p>;
  const line = nextVisitLine(county, locale);
  const link = (
    <IntentLink href={`${countyPath(county.slug, locale)}#lead-form`} className={inlineLink}>
      {line.book}
    </IntentLink>
  );
  // Some towns near, some far: the county's form offers every day, so no one next day is true for all of it.
  if (reach === 'mixed')
    return (
      <>
        <p className={lineClass}>{arrival}</p>
        <p className={lineClass}>
          <FilledText text={line.crews} values={{ book: link }} />
        </p>
      </>
    );
  return <NextVisit line={line} locale={locale} link={link} className={lineClass} />;
}

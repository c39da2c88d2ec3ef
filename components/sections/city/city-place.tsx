import type { CityRecord } from '@/lib/content/cities';
import { countyName as countyNameIn, countyPath } from '@/lib/content/counties';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { PageSection } from '@/components/sections/shared/page-section';
import { PlaceLinks } from '@/components/sections/shared/place-links';
import { PlaceNextVisit } from '@/components/sections/shared/place-next-visit';
import { IntentLink } from '@/components/ui/intent-link';
import { textLink } from '@/components/ui/link-card';
import { countyOf, crewDays, nearbyTownLinks, nextVisitLine, townMap } from '@/lib/pages/places';

export interface CityPlaceProps {
  city: CityRecord;
  locale: Locale;
  tone?: 'white' | 'muted';
}

/**
 * Where a town sits in the service area: who permits a new door there, how our crews reach it
 * (the arrival aim near the shop; farther out the county's crew days and its next visit) and its
 * nearest neighbours and county (docs/decisions/073-place-pages.md).
 */
export function CityPlace({ city, locale, tone = 'white' }: CityPlaceProps) {
  const words = pageWordsIn(locale).cityPages;
  const county = countyOf(city);
  const countyName = countyNameIn(county.name, locale);
  const inCity = (text: string) => fill(text, { city: city.name });
  const miles = townMap().milesFromShop(city.slug);
  const far = townMap().reach(city.slug) === 'scheduled';
  const reach = far
    ? fill(words.reach.scheduled, { city: city.name, miles, county: countyName, crewDays: crewDays(county, locale) })
    : fill(words.reach.arrival, { city: city.name, miles });
  const other = tone === 'white' ? 'muted' : 'white';
  return (
    <>
      <PageSection id="permits" tone={tone} title={inCity(words.permitsTitle)}>
        <div className="max-w-3xl space-y-3 text-lg text-slate-800">
          <p>
            <span className="font-semibold text-navy-900">{words.permitsOffice}</span> {city.permits.office}
          </p>
          <p>{city.permits.text}</p>
        </div>
      </PageSection>
      <PageSection id="how-we-reach" tone={other} title={inCity(words.reach.title)}>
        <p className="max-w-3xl text-lg text-slate-800">{reach}</p>
        {far && <PlaceNextVisit line={nextVisitLine(county, locale)} locale={locale} />}
      </PageSection>
      <PageSection id="nearby" tone={tone} title={inCity(words.nearby.title)}>
        <PlaceLinks items={nearbyTownLinks(city.slug, locale)} />
        <IntentLink href={countyPath(county.slug, locale)} className={`mt-4 ${textLink}`}>
          {fill(words.nearby.county, { county: countyName })}
        </IntentLink>
      </PageSection>
    </>
  );
}

import { countyName, getCounty, type CountySlug } from '@/lib/content/counties';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { PageStructure } from '@/components/layout/page-structure';
import { PageHero } from '@/components/sections/page-hero';
import { PageSection } from '@/components/sections/shared/page-section';
import { PlaceLinks } from '@/components/sections/shared/place-links';
import { townGroupPath, townGroups, townGroupWordsIn, townLinks } from '@/lib/pages/places';
import { countyCrumb, serviceAreaCrumb } from '@/lib/site/breadcrumbs';
import { absoluteUrl, pageMetadata } from '@/lib/site/metadata';
import { countyPageDate } from '@/lib/site/page-dates';
import { placeListJsonLd } from '@/lib/structured-data/service-area';

export interface TownGroupPageProps {
  county: CountySlug;
  number: number;
  locale: Locale;
}

/** A list of a big county's towns is a way to its towns, not a page to find: kept out of search. */
export function townGroupMetadata(county: CountySlug, number: number, locale: Locale) {
  const { title, description } = townGroupWordsIn(county, number, locale);
  return pageMetadata({ title, description, path: townGroupPath(county, number, locale), noindex: true, locale });
}

/** One list of a big county's towns (docs/decisions/073-place-pages.md): at most fifteen, A to Z. */
export function TownGroupPage({ county: slug, number, locale }: TownGroupPageProps) {
  const { title, description, h1 } = townGroupWordsIn(slug, number, locale);
  const group = townGroups(slug).find((candidate) => candidate.number === number)!;
  const path = townGroupPath(slug, number, locale);
  const towns = townLinks(slug, locale, group.towns);
  const county = getCounty(slug);
  const words = pageWordsIn(locale).countyPages;
  return (
    <PageStructure
      locale={locale}
      path={path}
      title={title}
      description={description}
      type="CollectionPage"
      mainEntity={placeListJsonLd(
        `${absoluteUrl(path)}#towns`,
        towns.map((town) => ({ name: town.label, path: town.href })),
      )}
      crumbs={[
        serviceAreaCrumb(locale),
        countyCrumb(slug, locale),
        { name: fill(words.groups.link, { first: group.towns[0].name, last: group.towns.at(-1)!.name }), path },
      ]}
      dateModified={countyPageDate(slug)}
    >
      <PageHero
        eyebrow={fill(words.eyebrow, { county: countyName(county.name, locale) })}
        title={h1}
        lead={fill(words.groups.intro, { county: countyName(county.name, locale) })}
        locale={locale}
      />
      <PageSection id="towns" tone="muted" title={fill(words.towns.title, { county: countyName(county.name, locale) })}>
        <PlaceLinks items={towns} />
      </PageSection>
    </PageStructure>
  );
}

import { pageWordsIn, pageIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { CallLink } from '@/components/layout/call-link';
import { PageHero } from '@/components/sections/page-hero';
import { PageSection } from '@/components/sections/shared/page-section';
import { CountyCards } from '@/components/service-area/county-cards';
import { CountyZipList } from '@/components/service-area/county-zip-list';
import { serviceAreaListId, ZipCheck } from '@/components/service-area/zip-check';
import { recordPageMetadata } from '@/lib/site/metadata';
import { zipsByCounty } from '@/lib/service-area';
import { regionTable } from '@/lib/pages/places';
import { serviceAreaJsonLd } from '@/lib/structured-data/service-area';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';
import { textLink } from '@/components/ui/link-card';

export const serviceAreaMetadata = recordPageMetadata('serviceArea');

/** "Do you serve me?": the ZIP checker, every ZIP code of the area by county, then the county pages; all readable without JavaScript. */
export function ServiceAreaPage({ locale }: { locale: Locale }) {
  const page = pageIn('serviceArea', locale);
  const { serviceArea: words, shared } = pageWordsIn(locale);
  return (
    <PageStructure
      locale={locale}
      {...page}
      mainEntity={serviceAreaJsonLd(page.path, locale)}
      crumbs={[{ name: page.crumb, path: page.path }]}
      dateModified={staticPageDate('serviceArea')}
    >
      <PageHero eyebrow={shared.serving} title={page.h1} lead={words.lead} locale={locale}>
        <div className="mt-10 max-w-2xl rounded-2xl bg-navy-950/60 p-6 ring-1 ring-white/15 sm:p-8">
          <ZipCheck tone="dark" locale={locale} />
        </div>
      </PageHero>
      <PageSection id={serviceAreaListId} tone="muted" title={words.allZips.title} intro={words.allZips.intro}>
        <CountyZipList counties={zipsByCounty(regionTable())} locale={locale} />
      </PageSection>
      <PageSection id="counties" title={words.cities.title} intro={words.cities.intro}>
        <CountyCards locale={locale} />
      </PageSection>
      <PageSection id="outside-the-area" tone="muted" title={words.outside.title}>
        <p className="max-w-3xl text-lg text-slate-800">
          {words.outside.text} <CallLink className={textLink}>{shared.callNumber}</CallLink>
        </p>
      </PageSection>
    </PageStructure>
  );
}

import { countyIn, countyName, countyPath, getCounty, type CountySlug } from '@/lib/content/counties';
import { fill } from '@/lib/content/fill';
import { pageIn, pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { PageStructure } from '@/components/layout/page-structure';
import { PageHero } from '@/components/sections/page-hero';
import { FeatureCards } from '@/components/sections/shared/feature-cards';
import { PageSection } from '@/components/sections/shared/page-section';
import { PlaceLinks } from '@/components/sections/shared/place-links';
import { PlaceNextVisit } from '@/components/sections/shared/place-next-visit';
import { PlaceReview } from '@/components/sections/shared/place-review';
import { countyProof } from '@/lib/pages/proof';
import { buttonClasses } from '@/components/ui/button-styles';
import { textLink } from '@/components/ui/link-card';
import { IntentLink } from '@/components/ui/intent-link';
import { countyPageForm } from '@/lib/pages/forms';
import {
  countyLabel,
  countyReach,
  countyZipCodes,
  crewDays,
  neighbouringCounties,
  nextVisitLine,
  townGroupLinks,
  townLinks,
} from '@/lib/pages/places';
import { countyCrumb, serviceAreaCrumb } from '@/lib/site/breadcrumbs';
import { absoluteUrl, pageMetadata } from '@/lib/site/metadata';
import { countyPageDate } from '@/lib/site/page-dates';
import { placeListJsonLd } from '@/lib/structured-data/service-area';
import { ProjectPhotos } from '@/components/sections/gallery/project-photos';
import { WithCallCard } from '@/components/sections/shared/call-card';

export interface CountyPageProps {
  county: CountySlug;
  locale: Locale;
}

export function countyMetadata(slug: CountySlug, locale: Locale) {
  const { route } = countyIn(slug, locale);
  return pageMetadata({ title: route.title, description: route.description, path: countyPath(slug, locale), locale });
}

/** How the county is served, in one paragraph: the arrival promise, the crew days, or both. */
function reachText(slug: CountySlug, locale: Locale): string {
  const words = pageWordsIn(locale).countyPages.reach;
  const county = getCounty(slug);
  // In a sentence: "Lee County", "el condado de Lee".
  const name = countyName(county.name, locale);
  const { reach, near } = countyReach(slug);
  const days = crewDays(county, locale);
  if (reach === 'arrival') return fill(words.arrival, { county: name });
  if (reach === 'scheduled') return fill(words.scheduled, { county: name, crewDays: days });
  const list = new Intl.ListFormat(locale === 'es' ? 'es-US' : 'en-US').format(near.map((city) => city.name));
  return fill(words.mixed, { county: name, crewDays: days, near: list });
}

/**
 * A county's page (docs/decisions/073-place-pages.md): how we serve it, its towns with a page of
 * their own, what is different about doors there, every ZIP code, its neighbours and a form.
 */
export function CountyPage({ county: slug, locale }: CountyPageProps) {
  const county = countyIn(slug, locale);
  const words = pageWordsIn(locale).countyPages;
  // In a sentence: "Lee County", "el condado de Lee".
  const name = countyName(county.name, locale);
  const path = countyPath(slug, locale);
  // A county with more towns than a page may link lists them in groups, each a page of its own.
  const groups = townGroupLinks(slug, locale);
  const towns = groups.length ? groups : townLinks(slug, locale);
  const zips = countyZipCodes(county);
  const serviceArea = pageIn('serviceArea', locale);
  return (
    <PageStructure
      locale={locale}
      path={path}
      title={county.route.title}
      description={county.route.description}
      type="CollectionPage"
      mainEntity={placeListJsonLd(
        `${absoluteUrl(path)}#towns`,
        towns.map((town) => ({ name: town.label, path: town.href })),
      )}
      crumbs={[serviceAreaCrumb(locale), countyCrumb(slug, locale)]}
      dateModified={countyPageDate(slug)}
    >
      <PageHero
        eyebrow={fill(words.eyebrow, { county: name })}
        title={county.route.h1}
        lead={county.lead}
        locale={locale}
        actions={
          <LeadFormLink fallbackHref="#lead-form" className={buttonClasses({ size: 'lg', variant: 'outline', className: 'border-white' })}>
            {pageWordsIn(locale).shared.freeQuote}
          </LeadFormLink>
        }
      />
      <WithCallCard formLabel={pageWordsIn(locale).shared.freeQuote} locale={locale}>
        <PageSection id="how-we-serve" title={fill(words.reach.title, { county: name })}>
          <p className="max-w-3xl text-lg text-slate-800">{reachText(slug, locale)}</p>
          {countyReach(slug).reach === 'scheduled' && <PlaceNextVisit line={nextVisitLine(county, locale)} locale={locale} />}
        </PageSection>
        {towns.length > 0 && (
          <PageSection id="towns" tone="muted" title={fill(words.towns.title, { county: name })} intro={words.towns.intro}>
            <PlaceLinks items={towns} />
          </PageSection>
        )}
        <CountyReview slug={slug} locale={locale} />
        <PageSection id="local-know-how" title={fill(words.notesTitle, { county: name })}>
          <FeatureCards cards={county.notes} />
        </PageSection>
        <PageSection
          id="zip-codes"
          tone="muted"
          title={fill(words.zips.title, { county: name })}
          intro={fill(words.zips.intro, { count: zips.length })}
        >
          <p className="font-mono text-slate-900" data-zip-codes={slug}>
            {zips.join(', ')}
          </p>
        </PageSection>
        <PageSection id="neighbouring-counties" title={words.neighbours.title}>
          <PlaceLinks
            items={neighbouringCounties(slug).map((other) => ({ href: countyPath(other.slug, locale), label: countyLabel(other, locale) }))}
          />
          <IntentLink href={serviceArea.path} className={`mt-4 ${textLink}`}>
            {words.neighbours.all}
          </IntentLink>
        </PageSection>
        <ProjectPhotos locale={locale} county={slug} />
      </WithCallCard>
      <LeadFormSection
        form={countyPageForm(slug, locale)}
        title={fill(words.formTitle, { county: name })}
        intro={words.formIntro}
        city={`${county.name} County`}
      />
    </PageStructure>
  );
}

/** The county's proof: a review from one of its towns, or the nearest one, saying where it is from. */
function CountyReview({ slug, locale }: { slug: CountySlug; locale: Locale }) {
  const proof = countyProof(slug);
  const title = proof ? fill(pageWordsIn(locale).reviewCard.fromTown, { town: proof.town }) : '';
  return <PlaceReview proof={proof} ownTitle={title} tone="white" locale={locale} />;
}

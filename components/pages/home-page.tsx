import { SidePromo } from '@/components/sections/home/side-promo';
import { WelcomePopup } from '@/components/sections/home/welcome-popup';
import { BrandsGrid } from '@/components/sections/home/brands-grid';
import { EmailBar } from '@/components/sections/home/email-bar';
import { HomeHero } from '@/components/sections/home/home-hero';
import { HomeLeadForm } from '@/components/sections/home/home-lead-form';
import { HomeTrustBar } from '@/components/sections/home/home-trust-bar';
import { MaintenanceTips } from '@/components/sections/home/maintenance-tips';
import { ProjectShowcase } from '@/components/sections/home/project-showcase';
import { PromoVideo } from '@/components/sections/home/promo-video';
import { PromotionForm } from '@/components/sections/home/promotion-form';
import { RecentProjects } from '@/components/sections/home/recent-projects';
import { ServiceArea } from '@/components/sections/home/service-area';
import { ServicesGrid } from '@/components/sections/home/services-grid';
import { Testimonials } from '@/components/sections/home/testimonials';
import { TeamSection } from '@/components/sections/shared/team-section';
import { WhyChooseUs } from '@/components/sections/home/why-choose-us';
import { WhyUs } from '@/components/sections/home/why-us';
import { business, businessIn, phoneLink } from '@/lib/content/business';
import { counties } from '@/lib/content/counties';
import { fill } from '@/lib/content/fill';
import { homeWordsIn } from '@/lib/content/home';
import { pageIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { businessId } from '@/lib/structured-data/jsonld';
import { pageMetadata } from '@/lib/site/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';

export function homeMetadata(locale: Locale) {
  const page = pageIn('home', locale);
  const words = homeWordsIn(locale);
  return pageMetadata({
    ...page,
    locale,
    // One per county, not per town: the head stays the same size as towns are added.
    keywords: [...words.keywords.list, ...counties.map((county) => fill(words.keywords.perCity, { city: `${county.name} County` }))],
  });
}

/** The home page's sections in order (docs/product.md#the-home-page-top-to-bottom); header and footer come from the layout. */
export function HomePage({ locale }: { locale: Locale }) {
  const page = pageIn('home', locale);
  const words = homeWordsIn(locale);
  const { offer } = businessIn(locale);
  return (
    <PageStructure locale={locale} {...page} page={{ mainEntity: { '@id': businessId } }} dateModified={staticPageDate('home')}>
      <HomeTrustBar locale={locale} />
      <HomeHero locale={locale} />
      {/* Proof before the form, within a phone's first three screens (docs/product.md, the home page). */}
      <Testimonials locale={locale} />
      <HomeLeadForm locale={locale} />
      {/* Below the first screen: rendered as each section nears the viewport (globals.css). */}
      <div className="render-on-approach">
        <ServicesGrid locale={locale} />
        <ServiceArea locale={locale} />
        <ProjectShowcase locale={locale} />
        {/* Shown only to readers of the language it is spoken in. */}
        {business.promoVideo.spokenIn === locale && <PromoVideo locale={locale} />}
        <BrandsGrid locale={locale} />
        <WhyUs locale={locale} />
        <TeamSection locale={locale} />
        <WhyChooseUs locale={locale} />
        <MaintenanceTips locale={locale} />
        <RecentProjects locale={locale} />
      </div>
      {/* Short sections: rendered as they are, so a jump to the end of the page lands where its
          sections already measure (a 1000px placeholder for a 212px band moved the footer). */}
      <PromotionForm locale={locale} />
      <EmailBar locale={locale} />
      <WelcomePopup words={{ ...words.popup, terms: offer.terms, phone: { ...phoneLink } }} />
      <SidePromo words={{ ...words.sidePromo, headline: offer.headline, terms: offer.terms }} />
    </PageStructure>
  );
}

import { homeKeywords } from '@/content/home';
import { staticPages } from '@/content/pages';
import { SidePromo } from '@/components/home/side-promo';
import { WelcomePopup } from '@/components/home/welcome-popup';
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
import { businessId } from '@/lib/jsonld';
import { pageMetadata } from '@/lib/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';

const page = staticPages.home;

export const metadata = pageMetadata({ ...page, keywords: homeKeywords });

/** The home page's sections in order (docs/product.md#the-home-page-top-to-bottom); header and footer come from the layout. */
export default function HomePage() {
  return (
    <>
      <PageStructure {...page} page={{ mainEntity: { '@id': businessId } }} dateModified={staticPageDate('', ['home'])} />
      <HomeTrustBar />
      <HomeHero />
      <HomeLeadForm />
      {/* Below the first screen: rendered as each section nears the viewport (globals.css). */}
      <div className="render-on-approach">
        <ServicesGrid />
        <ServiceArea />
        <ProjectShowcase />
        <PromoVideo />
        <BrandsGrid />
        <WhyUs />
        <Testimonials />
        <TeamSection />
        <WhyChooseUs />
        <MaintenanceTips />
        <RecentProjects />
        <PromotionForm />
        <EmailBar />
      </div>
      <WelcomePopup />
      <SidePromo />
    </>
  );
}

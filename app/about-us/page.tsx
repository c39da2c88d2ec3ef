import { aboutUsContent } from '@/content/about';
import { aboutUsForm } from '@/content/forms';
import { staticPages } from '@/content/pages';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { AreasServed } from '@/components/sections/about/areas-served';
import { CallBox } from '@/components/sections/about/call-box';
import { Differences } from '@/components/sections/about/differences';
import { Mission } from '@/components/sections/about/mission';
import { WhoWeAre } from '@/components/sections/about/who-we-are';
import { PageHero } from '@/components/sections/page-hero';
import { TeamSection } from '@/components/sections/shared/team-section';
import { pageMetadata } from '@/lib/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';
import { aboutPageGraph } from '@/lib/structured-data/about';
import { contentLinks } from '@/content/navigation';

const page = staticPages.aboutUs;
const content = aboutUsContent;

export const metadata = pageMetadata(page);

/**
 * About, variant A: the coloured page with the 'Get In Touch' form
 * (docs/decisions/022-two-about-pages-thank-you-and-not-found.md).
 */
export default function AboutUsPage() {
  return (
    <>
      <PageStructure
        {...page}
        {...aboutPageGraph}
        crumbs={[{ name: 'About Us', path: page.path }]}
        dateModified={staticPageDate('about-us', ['about'])}
      />
      <PageHero eyebrow="About us & contact" title={page.h1} lead={page.description} />
      <WhoWeAre paragraphs={content.whoWeAre} more={contentLinks.team} />
      <TeamSection />
      <Differences points={content.differences} />
      <Mission text={content.mission} />
      <AreasServed intro={content.areasIntro} />
      <CallBox title={content.callBox.title} text={content.callBox.text} />
      <LeadFormSection form={aboutUsForm} title={content.form.title} intro={content.form.intro} />
    </>
  );
}

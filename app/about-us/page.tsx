import { aboutUsContent } from '@/content/about';
import { aboutUsForm } from '@/content/forms';
import { staticPages } from '@/content/pages';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { JsonLd } from '@/components/json-ld';
import { AreasServed } from '@/components/sections/about/areas-served';
import { CallBox } from '@/components/sections/about/call-box';
import { Differences } from '@/components/sections/about/differences';
import { Mission } from '@/components/sections/about/mission';
import { WhoWeAre } from '@/components/sections/about/who-we-are';
import { PageHero } from '@/components/sections/page-hero';
import { TeamSection } from '@/components/sections/shared/team-section';
import { breadcrumbJsonLd } from '@/lib/jsonld';
import { pageMetadata } from '@/lib/metadata';
import { aboutPageJsonLd } from '@/lib/structured-data/about';

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
      <JsonLd data={breadcrumbJsonLd([{ name: 'About Us', path: page.path }])} />
      <JsonLd data={aboutPageJsonLd(page)} />
      <PageHero eyebrow="About us & contact" title={page.h1} lead={page.description} />
      <WhoWeAre paragraphs={content.whoWeAre} />
      <TeamSection />
      <Differences points={content.differences} />
      <Mission text={content.mission} />
      <AreasServed intro={content.areasIntro} />
      <CallBox title={content.callBox.title} text={content.callBox.text} />
      <LeadFormSection form={aboutUsForm} title={content.form.title} intro={content.form.intro} />
    </>
  );
}

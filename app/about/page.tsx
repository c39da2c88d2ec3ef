import { aboutContent } from '@/content/about';
import { aboutForm } from '@/content/forms';
import { staticPages } from '@/content/pages';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { TeamIntro } from '@/components/sections/about/team-intro';
import { VisitSteps } from '@/components/sections/about/visit-steps';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-styles';
import { pageMetadata } from '@/lib/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';
import { aboutPageGraph } from '@/lib/structured-data/about';

const page = staticPages.about;
const content = aboutContent;

export const metadata = pageMetadata(page);

/**
 * About, variant B: the team's page with Call Now, Contact Us and a form card
 * (docs/decisions/022-two-about-pages-thank-you-and-not-found.md).
 */
export default function AboutPage() {
  return (
    <>
      <PageStructure
        {...page}
        {...aboutPageGraph}
        crumbs={[{ name: 'About', path: page.path }]}
        dateModified={staticPageDate('about', ['about'])}
      />
      <PageHero
        title={page.h1}
        lead={page.description}
        actions={<LeadFormLink className={buttonClasses({ variant: 'outline', size: 'lg' })}>Contact Us</LeadFormLink>}
      />
      <TeamIntro paragraphs={content.intro} credentials={content.credentials} />
      <VisitSteps steps={content.visitSteps} />
      <LeadFormSection form={aboutForm} title={content.form.title} intro={content.form.intro} />
    </>
  );
}

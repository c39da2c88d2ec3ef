import { aboutForm } from '@/lib/forms/definitions';
import { aboutWordsIn } from '@/lib/content/about';
import { pageIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { TeamIntro } from '@/components/sections/about/team-intro';
import { TeamSection } from '@/components/sections/shared/team-section';
import { teamMembersIn } from '@/lib/content/team';
import { VisitSteps } from '@/components/sections/about/visit-steps';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-styles';
import { recordPageMetadata } from '@/lib/site/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';
import { aboutPageGraph } from '@/lib/structured-data/about';

export const aboutMetadata = recordPageMetadata('about');

/**
 * About, variant B: the team's page with Call Now, Contact Us and a form card
 * (docs/decisions/022-two-about-pages-thank-you-and-not-found.md).
 */
export function AboutPage({ locale }: { locale: Locale }) {
  const page = pageIn('about', locale);
  const words = aboutWordsIn(locale).about;
  return (
    <PageStructure
      locale={locale}
      {...page}
      {...aboutPageGraph}
      crumbs={[{ name: page.crumb, path: page.path }]}
      dateModified={staticPageDate('about')}
    >
      <PageHero
        title={page.h1}
        lead={page.description}
        locale={locale}
        actions={
          <LeadFormLink fallbackHref="#lead-form" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {words.contact}
          </LeadFormLink>
        }
      />
      {/* The technicians are described, and named, only once the team record holds real people. */}
      <TeamIntro
        title={words.technicians.title}
        paragraphs={teamMembersIn(locale).length ? words.technicians.paragraphs : undefined}
        credentials={words.credentials}
      />
      <TeamSection locale={locale} />
      <VisitSteps {...words.visit} />
      <LeadFormSection form={aboutForm(locale)} title={words.form.title} intro={words.form.intro} />
    </PageStructure>
  );
}

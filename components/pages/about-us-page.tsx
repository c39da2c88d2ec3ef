import { aboutUsForm } from '@/lib/forms/definitions';
import { aboutWordsIn } from '@/lib/content/about';
import { pageIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { AreasServed } from '@/components/sections/about/areas-served';
import { CallBox } from '@/components/sections/about/call-box';
import { Differences } from '@/components/sections/about/differences';
import { Mission } from '@/components/sections/about/mission';
import { WhoWeAre } from '@/components/sections/about/who-we-are';
import { ContactFirst } from '@/components/sections/about/contact-first';
import { TeamSection } from '@/components/sections/shared/team-section';
import { recordPageMetadata } from '@/lib/site/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';
import { aboutPageGraph } from '@/lib/structured-data/about';
import { navigationIn } from '@/lib/site/navigation';

export const aboutUsMetadata = recordPageMetadata('aboutUs');

/**
 * About, variant A: the coloured page with the 'Get In Touch' form
 * (docs/decisions/022-two-about-pages-thank-you-and-not-found.md).
 */
export function AboutUsPage({ locale }: { locale: Locale }) {
  const page = pageIn('aboutUs', locale);
  const words = aboutWordsIn(locale).aboutUs;
  return (
    <PageStructure
      locale={locale}
      {...page}
      {...aboutPageGraph}
      crumbs={[{ name: page.crumb, path: page.path }]}
      dateModified={staticPageDate('aboutUs')}
    >
      {/* The menu's Contact lands here: the ways to reach us and the form first, the story after. */}
      <ContactFirst eyebrow={words.eyebrow} title={page.h1} textUs={words.callBox.textUs} locale={locale} />
      <LeadFormSection form={aboutUsForm(locale)} title={words.form.title} intro={words.form.intro} />
      <WhoWeAre {...words.whoWeAre} more={navigationIn(locale).contentLinks.team} />
      <TeamSection locale={locale} />
      <Differences {...words.differences} />
      <Mission {...words.mission} />
      <AreasServed {...words.areas} locale={locale} />
      <CallBox {...words.callBox} locale={locale} />
    </PageStructure>
  );
}

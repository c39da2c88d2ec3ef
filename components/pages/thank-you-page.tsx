import { IntentLink } from '@/components/ui/intent-link';
import { NoOfferMarker } from '@/components/layout/site-header';
import { pageIn, pageWordsIn, thankYouWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { PageHero } from '@/components/sections/page-hero';
import { CallLink } from '@/components/layout/call-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { SectionHeading } from '@/components/ui/section-heading';
import { recordPageMetadata } from '@/lib/site/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';

export const thankYouMetadata = recordPageMetadata('thankYou');

export function ThankYouPage({ locale }: { locale: Locale }) {
  const page = pageIn('thankYou', locale);
  const words = thankYouWordsIn(locale);
  return (
    <PageStructure locale={locale} {...page} crumbs={[{ name: page.crumb, path: page.path }]} dateModified={staticPageDate('thankYou')}>
      <PageHero title={page.h1} lead={words.lead} locale={locale} />
      <NoOfferMarker />
      {/* data-lead-receipt: how a Netlify build knows its lead arrived (lib/leads/thank-you.ts). */}
      <section aria-labelledby="next-steps" data-lead-receipt="" className="py-14 sm:py-20">
        <Container className="max-w-4xl">
          <SectionHeading id="next-steps" title={words.stepsTitle} />
          <NumberedSteps steps={words.steps} className="sm:grid-cols-3" itemClassName="rounded-2xl bg-navy-50 p-6 ring-1 ring-navy-100" />
          <div className="mt-10 rounded-2xl bg-navy-900 p-6 text-white sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-8">
            <p className="text-lg">{words.urgentNote}</p>
            <CallLink className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'mt-4 shrink-0 sm:mt-0' })} icon="size-5">
              {pageWordsIn(locale).shared.callNumber}
            </CallLink>
          </div>
          <p className="mt-8 text-center">
            <IntentLink
              href="/"
              className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline underline-offset-4 hover:text-gold-700"
            >
              {words.back}
            </IntentLink>
          </p>
        </Container>
      </section>
    </PageStructure>
  );
}

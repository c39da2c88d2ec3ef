import { IntentLink } from '@/components/ui/intent-link';
import { business, telHref } from '@/lib/content/business';
import { staticPages } from '@/content/pages';
import { NoOfferMarker } from '@/components/layout/site-header';
import { thankYouLead, thankYouSteps, thankYouUrgentNote } from '@/lib/content/pages';
import { PageHero } from '@/components/sections/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PhoneIcon } from '@/components/ui/icons';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageMetadata } from '@/lib/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';

const page = staticPages.thankYou;

export const metadata = pageMetadata(page);

export default function ThankYouPage() {
  return (
    <>
      <PageStructure
        {...page}
        crumbs={[{ name: 'Thank you', path: page.path }]}
        dateModified={staticPageDate('thank-you', ['thank-you'])}
      />
      <PageHero title={page.h1} lead={thankYouLead} />
      <NoOfferMarker />
      {/* data-lead-receipt: how a Netlify build knows its lead arrived (lib/leads/thank-you.ts). */}
      <section aria-labelledby="next-steps" data-lead-receipt="" className="py-14 sm:py-20">
        <Container className="max-w-4xl">
          <SectionHeading id="next-steps" title="What happens next" />
          <NumberedSteps steps={thankYouSteps} className="sm:grid-cols-3" itemClassName="rounded-2xl bg-navy-50 p-6 ring-1 ring-navy-100" />
          <div className="mt-10 rounded-2xl bg-navy-900 p-6 text-white sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-8">
            <p className="text-lg">{thankYouUrgentNote}</p>
            <ButtonLink href={telHref} variant="secondary" size="lg" className="mt-4 shrink-0 sm:mt-0">
              <PhoneIcon className="size-5" />
              Call {business.phone.display}
            </ButtonLink>
          </div>
          <p className="mt-8 text-center">
            <IntentLink
              href="/"
              className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline underline-offset-4 hover:text-gold-700"
            >
              Back to the home page
            </IntentLink>
          </p>
        </Container>
      </section>
    </>
  );
}

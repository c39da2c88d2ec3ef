import { business } from '@/lib/content/business';
import { NoOfferMarker } from '@/components/layout/site-header';
import { fill } from '@/lib/content/fill';
import { pageIn, reviewRequest } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { CallLink } from '@/components/layout/call-link';
import { Container } from '@/components/ui/container';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { recordPageMetadata } from '@/lib/site/metadata';
import { qrCodeDataUrl } from '@/lib/site/qr-code';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';

export const reviewUsMetadata = recordPageMetadata('reviewUs');

/** A one-page card the owner prints or shows on a phone after each job; not in search or the sitemap. */
export async function ReviewUsPage({ locale }: { locale: Locale }) {
  const page = pageIn('reviewUs', locale);
  const [profile] = business.reviewProfiles;
  const qrCode = await qrCodeDataUrl(profile.writeUrl);
  return (
    <PageStructure locale={locale} {...page} crumbs={[{ name: page.crumb, path: page.path }]} dateModified={staticPageDate('reviewUs')}>
      <NoOfferMarker />
      <section aria-labelledby="review-us-title" className="bg-navy-50 py-10 sm:py-16 print:bg-white print:py-0">
        <Container className="max-w-3xl">
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-navy-100 sm:p-10 print:shadow-none print:ring-0">
            <p className="text-sm font-bold tracking-wider text-gold-700 uppercase">{business.name}</p>
            <h1 id="review-us-title" className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-4xl">
              {page.h1}
            </h1>
            <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-slate-700">{reviewRequest.ask}</p>
            <figure className="mt-8">
              {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL made at build time; nothing to optimise */}
              <img
                src={qrCode}
                alt={fill(reviewRequest.qrAlt, { network: profile.network })}
                width={240}
                height={240}
                className="mx-auto size-60 rounded-lg ring-1 ring-navy-100"
              />
              <figcaption className="mt-3 text-slate-700">{reviewRequest.qrCaption}</figcaption>
            </figure>
            <p className="mt-6 font-semibold text-navy-900">{reviewRequest.linkLabel}:</p>
            <p className="mt-1">
              <a
                href={profile.writeUrl}
                rel="noopener"
                className="inline-flex min-h-11 items-center font-bold break-all text-navy-700 underline underline-offset-4 hover:text-gold-700"
              >
                {fill(reviewRequest.link, { network: profile.network })}
              </a>
            </p>
            <p className="mt-1 text-sm break-all text-slate-600">{profile.writeUrl}</p>
          </div>
          <h2 className="mt-10 text-center text-2xl font-extrabold text-navy-900 print:mt-6">{reviewRequest.stepsTitle}</h2>
          <NumberedSteps
            steps={reviewRequest.steps}
            className="mt-6 sm:grid-cols-3"
            itemClassName="rounded-2xl bg-white p-5 ring-1 ring-navy-100"
          />
          <div className="mt-10 flex flex-col items-center gap-3 text-center print:mt-6">
            <p className="text-slate-700">{reviewRequest.questions}</p>
            <CallLink
              className="inline-flex min-h-11 items-center gap-2 text-xl font-extrabold text-navy-900 hover:text-gold-700"
              icon="size-5 text-gold-600"
            />
          </div>
        </Container>
      </section>
    </PageStructure>
  );
}

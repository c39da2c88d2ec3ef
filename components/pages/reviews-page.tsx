import { reviewForm } from '@/lib/forms/definitions';
import { pageWordsIn, pageIn } from '@/lib/content/pages';
import { customerReviews } from '@/lib/content/reviews';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { PageHero } from '@/components/sections/page-hero';
import { ReviewList } from '@/components/sections/reviews/review-list';
import { ReviewProfileLinks } from '@/components/sections/reviews/review-profile-links';
import { buttonClasses } from '@/components/ui/button-styles';
import { recordPageMetadata } from '@/lib/site/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';
import { businessReviews } from '@/lib/structured-data/review';

export const reviewsMetadata = recordPageMetadata('reviews');

export function ReviewsPage({ locale }: { locale: Locale }) {
  const page = pageIn('reviews', locale);
  const words = pageWordsIn(locale).reviews;
  return (
    <PageStructure
      locale={locale}
      {...page}
      crumbs={[{ name: page.crumb, path: page.path }]}
      business={businessReviews(customerReviews)}
      dateModified={staticPageDate('reviews', ['reviews'])}
    >
      <PageHero
        title={page.h1}
        lead={words.lead}
        locale={locale}
        actions={<LeadFormLink className={buttonClasses({ variant: 'outline', size: 'lg' })}>{words.write}</LeadFormLink>}
      >
        <ReviewProfileLinks tone="light" align="start" className="mt-4" locale={locale} />
      </PageHero>
      <ReviewList reviews={customerReviews} locale={locale} />
      <LeadFormSection form={reviewForm(locale)} title={words.form.title} intro={words.form.intro} />
    </PageStructure>
  );
}

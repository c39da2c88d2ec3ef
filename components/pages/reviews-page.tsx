import { pageWordsIn, pageIn } from '@/lib/content/pages';
import { customerReviews, newestFirst } from '@/lib/content/reviews';
import type { Locale } from '@/lib/i18n/locale';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { ReviewList } from '@/components/sections/reviews/review-list';
import { ReviewProfileLinks } from '@/components/sections/reviews/review-profile-links';
import { buttonClasses } from '@/components/ui/button-styles';
import { IntentLink } from '@/components/ui/intent-link';
import { localePath } from '@/lib/pages/registry';
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
      dateModified={staticPageDate('reviews')}
    >
      <PageHero
        title={page.h1}
        lead={words.lead}
        locale={locale}
        actions={
          // Writing a review has its own page (/review-us, English only); this page asks for the next visit.
          <IntentLink href={pageIn('reviewUs', 'en').path} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {words.write}
          </IntentLink>
        }
      >
        <ReviewProfileLinks tone="light" align="start" className="mt-4" locale={locale} />
      </PageHero>
      <ReviewList reviews={newestFirst(customerReviews)} locale={locale} />
      <CtaBand title={words.ask.title} text={words.ask.intro} fallbackHref={localePath('/#lead-form', locale)} locale={locale} />
    </PageStructure>
  );
}

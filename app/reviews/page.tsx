import { business } from '@/lib/content/business';
import { reviewForm } from '@/content/forms';
import { staticPages } from '@/content/pages';
import { customerReviews } from '@/lib/content/reviews';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { PageHero } from '@/components/sections/page-hero';
import { ReviewList } from '@/components/sections/reviews/review-list';
import { ReviewProfileLinks } from '@/components/sections/reviews/review-profile-links';
import { buttonClasses } from '@/components/ui/button-styles';
import { pageMetadata } from '@/lib/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';
import { businessReviews } from '@/lib/structured-data/review';

const page = staticPages.reviews;

export const metadata = pageMetadata(page);

export default function ReviewsPage() {
  return (
    <>
      <PageStructure
        {...page}
        crumbs={[{ name: 'Reviews', path: page.path }]}
        business={businessReviews(customerReviews)}
        dateModified={staticPageDate('reviews', ['reviews'])}
      />
      <PageHero
        title={page.h1}
        lead={`${business.rating.count} Southwest Florida homeowners have rated our repairs and installations ${business.rating.value} out of ${business.rating.best}. Read what they say, then tell us how your visit went.`}
        actions={<LeadFormLink className={buttonClasses({ variant: 'outline', size: 'lg' })}>Write a Review</LeadFormLink>}
      >
        <ReviewProfileLinks tone="light" align="start" className="mt-4" />
      </PageHero>
      <ReviewList reviews={customerReviews} />
      <LeadFormSection
        form={reviewForm}
        title="Submit Your Review"
        intro="Had a visit from our team? Your feedback helps your neighbours choose, and it helps us get better. We read every review."
      />
    </>
  );
}

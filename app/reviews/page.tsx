import { staticPages } from '@/content/pages';
import { reviewForm } from '@/content/forms';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';

const page = staticPages.reviews;

export const metadata = pageMetadata(page);

export default function ReviewsPage() {
  return (
    <>
      <PageHero title={page.h1} lead={page.description} />
      <LeadFormSection form={reviewForm} title="Submit Your Review" />
    </>
  );
}

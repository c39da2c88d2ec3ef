import { staticPages } from '@/content/pages';
import { faqForm } from '@/content/forms';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';

const page = staticPages.faq;

export const metadata = pageMetadata(page);

export default function FaqPage() {
  return (
    <>
      <PageHero title={page.h1} lead={page.description} />
      <LeadFormSection form={faqForm} title="Ask Us a Question" />
    </>
  );
}

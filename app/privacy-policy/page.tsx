import { legalEffectiveDate, legalSections } from '@/content/legal';
import { staticPages } from '@/content/pages';
import { LegalSections } from '@/components/sections/legal/legal-sections';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';

const page = staticPages.privacy;

export const metadata = pageMetadata(page);

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageStructure
        {...page}
        crumbs={[{ name: 'Privacy Policy and Terms of Use', path: page.path }]}
        dateModified={staticPageDate('privacy-policy', ['legal'])}
      />
      <PageHero
        title={page.h1}
        lead="In short: the site has no accounts and no tracking, your requests reach only our office, and we never sell your information."
      />
      <LegalSections sections={legalSections()} effectiveDate={legalEffectiveDate} />
    </>
  );
}

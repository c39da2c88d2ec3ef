import { legalEffectiveDate, legalSections } from '@/content/legal';
import { staticPages } from '@/content/pages';
import { JsonLd } from '@/components/json-ld';
import { LegalSections } from '@/components/sections/legal/legal-sections';
import { PageHero } from '@/components/sections/page-hero';
import { breadcrumbJsonLd } from '@/lib/jsonld';
import { pageMetadata } from '@/lib/metadata';

const page = staticPages.privacy;

export const metadata = pageMetadata(page);

export default function PrivacyPolicyPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Privacy Policy and Terms of Use', path: page.path }])} />
      <PageHero
        title={page.h1}
        lead="In short: the site has no accounts and no tracking, your requests reach only our office, and we never sell your information."
      />
      <LegalSections sections={legalSections} effectiveDate={legalEffectiveDate} />
    </>
  );
}

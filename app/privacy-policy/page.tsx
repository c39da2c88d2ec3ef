import { legalEffectiveDate, legalSections } from '@/content/legal';
import { pageWords, staticPagesIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LegalSections } from '@/components/sections/legal/legal-sections';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';

const locale: Locale = 'en';
const page = staticPagesIn(locale).privacy;
const words = pageWords(locale).privacy;

export const metadata = pageMetadata(page);

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageStructure
        {...page}
        crumbs={[{ name: page.crumb, path: page.path }]}
        dateModified={staticPageDate('privacy-policy', ['legal'])}
      />
      <PageHero title={page.h1} lead={words.lead} locale={locale} />
      <LegalSections sections={legalSections()} effectiveDate={legalEffectiveDate} words={words} />
    </>
  );
}

import { legalEffectiveDate, legalSections } from '@/lib/legal/policy';
import { pageWordsIn, pageIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LegalSections } from '@/components/sections/legal/legal-sections';
import { PageHero } from '@/components/sections/page-hero';
import { recordPageMetadata } from '@/lib/site/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';

export const privacyMetadata = recordPageMetadata('privacy');

export function PrivacyPolicyPage({ locale }: { locale: Locale }) {
  const page = pageIn('privacy', locale);
  const words = pageWordsIn(locale).privacy;
  return (
    <PageStructure locale={locale} {...page} crumbs={[{ name: page.crumb, path: page.path }]} dateModified={staticPageDate('privacy')}>
      <PageHero title={page.h1} lead={words.lead} locale={locale} />
      <LegalSections sections={legalSections(locale)} effectiveDate={legalEffectiveDate} words={words} locale={locale} />
    </PageStructure>
  );
}

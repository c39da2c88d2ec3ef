import { homePromotionForm } from '@/lib/forms/definitions';
import { homeWordsIn } from '@/lib/content/home';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';

/**
 * The promotion form (anchor #promotion), the home page's second form: it opens from a button, so
 * the page shows one form in its flow and names the offer only in the hero and the lead form's
 * section (docs/product.md, the home page).
 */
export function PromotionForm({ locale }: { locale: Locale }) {
  const { title, intro, open } = homeWordsIn(locale).promotion;
  return (
    <LeadFormSection id="promotion" form={homePromotionForm(locale)} title={title} intro={intro} followDetectedCity openLabel={open} />
  );
}

import { businessIn } from '@/lib/content/business';
import { homePromotionForm } from '@/content/forms';
import { fill } from '@/lib/content/fill';
import { homeWords } from '@/lib/content/home';
import { pageWords } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';

export function PromotionForm({ locale }: { locale: Locale }) {
  const { title, intro, note } = homeWords(locale).promotion;
  const { headline, terms } = businessIn(locale).offer;
  return (
    <LeadFormSection
      id="promotion"
      form={homePromotionForm}
      eyebrow={headline}
      title={title}
      intro={fill(intro, { terms: terms.join(' · ').toLowerCase() })}
      followDetectedCity
      aside={
        <div className="rounded-xl bg-navy-900 p-6 text-white">
          <p className="text-5xl font-extrabold text-gold-300">{pageWords(locale).shared.offerBadge}</p>
          <p className="mt-2 text-navy-100">{fill(note, { note: businessIn(locale).payment.emergencyPricing.toLowerCase() })}</p>
        </div>
      }
    />
  );
}

import { businessIn } from '@/lib/content/business';
import { homeLeadForm } from '@/lib/forms/definitions';
import { homeWordsIn } from '@/lib/content/home';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { CheckIcon } from '@/components/ui/icons';

export function HomeLeadForm({ locale }: { locale: Locale }) {
  const { eyebrow, title, intro } = homeWordsIn(locale).leadForm;
  return (
    <LeadFormSection
      form={homeLeadForm(locale)}
      eyebrow={eyebrow}
      title={title}
      intro={intro}
      followDetectedCity
      aside={
        <ul className="space-y-3">
          {businessIn(locale).offer.terms.map((term) => (
            <li key={term} className="flex items-center gap-3 font-semibold text-navy-900">
              <CheckIcon className="size-5 shrink-0 text-gold-600" />
              {term}
            </li>
          ))}
        </ul>
      }
    />
  );
}

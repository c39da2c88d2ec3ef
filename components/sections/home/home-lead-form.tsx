import { business } from '@/lib/content/business';
import { homeLeadForm } from '@/content/forms';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { CheckIcon } from '@/components/ui/icons';

export function HomeLeadForm() {
  return (
    <LeadFormSection
      form={homeLeadForm}
      eyebrow={`${business.offer.percent}% off this month`}
      title="Claim your discount and a free estimate"
      intro="Tell us how to reach you. We call back within 30 minutes during business hours, give you an upfront price and book a time that suits you."
      followDetectedCity
      aside={
        <ul className="space-y-3">
          {business.offer.terms.map((term) => (
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

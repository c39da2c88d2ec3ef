import { business } from '@/lib/content/business';
import { homePromotionForm } from '@/content/forms';
import { LeadFormSection } from '@/components/forms/lead-form-section';

export function PromotionForm() {
  return (
    <LeadFormSection
      id="promotion"
      form={homePromotionForm}
      eyebrow={business.offer.headline}
      title="Book your service and save"
      intro={`Pick a service and a time that suits you. Offer terms: ${business.offer.terms.join(' · ').toLowerCase()}.`}
      followDetectedCity
      aside={
        <div className="rounded-xl bg-navy-900 p-6 text-white">
          <p className="text-5xl font-extrabold text-gold-300">{business.offer.percent}% OFF</p>
          <p className="mt-2 text-navy-100">
            Hurricane-rated doors, springs, openers and tune-ups all qualify. Emergencies: {business.payment.emergencyPricing.toLowerCase()}
          </p>
        </div>
      }
    />
  );
}

import { business, telHref } from '@/lib/content/business';
import { OfferReminder } from '@/components/sections/shared/offer-reminder';
import { TrustBadges } from '@/components/sections/shared/trust-badges';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { TextAndMailItems } from '@/components/sections/shared/text-and-mail-items';
import { ClockIcon, PhoneIcon } from '@/components/ui/icons';

export interface ContactPanelProps {
  cityName: string;
}

/** The featured city page's closing block: call button, the offer, trust badges, contact details. */
export function ContactPanel({ cityName }: ContactPanelProps) {
  return (
    <section id="contact-details" aria-labelledby="contact-details-heading" className="border-t border-navy-100 bg-white py-12 sm:py-16">
      <Container className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="contact-details-heading" className="text-3xl font-extrabold tracking-tight text-navy-900">
            Your {cityName} Garage Door Team
          </h2>
          <OfferReminder className="mt-4" />
          <ButtonLink href={telHref} size="lg" variant="default" className="mt-6">
            <PhoneIcon className="size-5" />
            Call {business.phone.display}
          </ButtonLink>
          <ul className="mt-6 space-y-2 text-slate-800">
            <TextAndMailItems tone="onWhite" locale="en" />
            <li className="flex min-h-11 items-center gap-3">
              <ClockIcon className="size-5 shrink-0 text-gold-700" />
              {business.hours.days}, {business.hours.label}; emergencies {business.emergency.availability}
            </li>
          </ul>
        </div>
        <TrustBadges className="content-start" />
      </Container>
    </section>
  );
}

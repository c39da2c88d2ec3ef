import { business, mailtoHref, smsHref, telHref } from '@/content/business';
import { OfferReminder } from '@/components/sections/shared/offer-reminder';
import { TrustBadges } from '@/components/sections/shared/trust-badges';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { TextMessageIcon } from '@/components/ui/text-message-icon';
import { ClockIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';

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
            <li>
              <a href={smsHref} className="inline-flex min-h-11 items-center gap-3 hover:text-gold-700">
                <TextMessageIcon className="size-5 shrink-0 text-gold-700" />
                Text us at {business.textNumber.display}
              </a>
            </li>
            <li>
              <a href={mailtoHref} className="inline-flex min-h-11 items-center gap-3 break-all hover:text-gold-700">
                <MailIcon className="size-5 shrink-0 text-gold-700" />
                {business.email}
              </a>
            </li>
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

import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { OfferReminder } from '@/components/sections/shared/offer-reminder';
import { TrustBadges } from '@/components/sections/shared/trust-badges';
import { CallLink } from '@/components/layout/call-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { TextAndMailItems } from '@/components/layout/text-and-mail-items';
import { ClockIcon } from '@/components/ui/icons';

export interface ContactPanelProps {
  cityName: string;
  locale: Locale;
}

/** The featured city page's closing block: call button, the offer, trust badges, contact details. */
export function ContactPanel({ cityName, locale }: ContactPanelProps) {
  const { shared, cityPages } = pageWordsIn(locale);
  return (
    <section id="contact-details" aria-labelledby="contact-details-heading" className="border-t border-navy-100 bg-white py-12 sm:py-16">
      <Container className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="contact-details-heading" className="text-3xl font-extrabold tracking-tight text-navy-900">
            {fill(cityPages.featured.contactTitle, { city: cityName })}
          </h2>
          <OfferReminder className="mt-4" locale={locale} />
          <CallLink className={buttonClasses({ size: 'lg', className: 'mt-6' })} icon="size-5">
            {shared.callNumber}
          </CallLink>
          <ul className="mt-6 space-y-2 text-slate-800">
            <TextAndMailItems tone="onWhite" locale={locale} />
            <li className="flex min-h-11 items-center gap-3">
              <ClockIcon className="size-5 shrink-0 text-gold-700" />
              {shared.hoursLine}
            </li>
          </ul>
        </div>
        <TrustBadges className="content-start" locale={locale} />
      </Container>
    </section>
  );
}

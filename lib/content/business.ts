import { data as businessData } from '@/lib/content/generated/business';
// The record itself, not ./service-area: islands that read the business must not pull in the
// site's words (lib/content/site) through it.
import { data as serviceArea } from '@/lib/content/generated/service-area';
import type { BookingSettings } from '@/lib/booking/settings';

/** The business record (content/business.json); its siteUrl is the address the build is for (lib/site-address.ts). */
export const business = {
  ...businessData,
  /** How the texts name the area served (content/service-area.json). */
  serviceArea: { summary: serviceArea.summary },
};

export const telHref = `tel:${business.phone.e164}`;
export const smsHref = `sms:${business.textNumber.e164}`;
export const mailtoHref = `mailto:${business.email}`;
export const messagingHref = `https://wa.me/${business.messaging.number}?text=${encodeURIComponent(business.messaging.prefilledText)}`;

/** The booking rules with the office hours they depend on (lib/booking takes them as one object). */
export const bookingSettings: BookingSettings = { ...business.booking, opens: business.hours.opens, closes: business.hours.closes };

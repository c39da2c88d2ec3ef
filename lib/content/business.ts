import { data as businessData, es as businessEs } from '@/lib/content/generated/business';
import type { Locale } from '@/lib/i18n/locale';
// The record itself, not ./service-area: islands that read the business must not pull in the
// site's words (lib/content/site) through it.
import { data as serviceArea } from '@/lib/content/generated/service-area';
import type { BookingSettings } from '@/lib/booking/settings';
import { byLocale } from './by-locale';

/** The business record (content/business.json); its siteUrl is the address the build is for (scripts/content/site-address.ts). */
export const business = {
  ...businessData,
  /** How the texts name the area served (content/service-area.json). */
  serviceArea: { summary: serviceArea.summary },
};

/**
 * The business in a page's language: the same facts, with the words the Spanish file gives
 * (hours as shown, the offer, the promises, the chat's opening message...).
 */
const spanishBusiness = businessEs && { ...business, ...businessEs, siteUrl: business.siteUrl, serviceArea: business.serviceArea };
export const businessIn: (locale: Locale) => typeof business = byLocale('business', business, spanishBusiness);

/**
 * The business phone as a link shows it: the number people read and the tel: address that dials
 * it. Components draw it with CallLink (components/layout/call-link.tsx); an island gets a copy
 * (`{ ...phoneLink }`), since a page's payload refers back to an object it has already sent by a
 * path longer than the object.
 */
export const phoneLink = { display: business.phone.display, href: `tel:${business.phone.e164}` };
export const smsHref = `sms:${business.textNumber.e164}`;
export const mailtoHref = `mailto:${business.email}`;
/** The channels a form offers when its send fails, as props for its island (lib/leads/contact-links.ts types them where they are used). */
export const contactChannels = {
  phone: { ...phoneLink },
  sms: business.textNumber.e164,
  whatsapp: business.messaging.number.replace(/\D/g, ''),
  email: business.email,
};
/** The chat link, opening with the message in the page's language. */
export const messagingHrefIn = (locale: Locale) =>
  `https://wa.me/${business.messaging.number}?text=${encodeURIComponent(businessIn(locale).messaging.prefilledText)}`;

/** The booking rules with the office hours they depend on (lib/booking takes them as one object). */
export const bookingSettings: BookingSettings = { ...business.booking, opens: business.hours.opens, closes: business.hours.closes };

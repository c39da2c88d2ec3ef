import { IntentLink } from '@/components/ui/intent-link';
import { businessIn, phoneLink } from '@/lib/content/business';
import { mobileMenuLimit, navigationIn } from '@/lib/site/navigation';
import { LinkLabel, linkLanguage } from './link-label';
import { buttonClasses } from '@/components/ui/button-styles';
import { CallLink } from './call-link';
import { LeadFormLink } from './lead-form-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';
import { siteWordsIn } from '@/lib/content/site';
import { type LanguageLink as LanguageTarget, localePath } from '@/lib/pages/registry';
import { LanguageLink } from './language-link';
import { fill } from '@/lib/content/fill';
import type { Locale } from '@/lib/i18n/locale';
import { spanishFirstAction } from '@/lib/content/spanish-help';

const plainLink = 'flex min-h-11 items-center rounded-md px-2 font-semibold 2xl:px-3 text-navy-900 hover:text-gold-700';

/*
 * The one filled action. From md up it shows the number; below md it is a short "Call" at the top
 * right (ruling 40), the number as text being the bottom bar's: docs/decisions/050-phone-first-chrome.md.
 */
const callLink =
  'hidden min-h-11 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-emergency-700 px-3 font-bold text-white hover:bg-emergency-800 md:ml-auto md:flex xl:ml-4';
const phoneCallLink =
  'flex min-h-11 shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg bg-emergency-700 px-3 font-bold text-white hover:bg-emergency-800 md:hidden';
/*
 * Pages for visitors who have already asked or already bought render NoOfferMarker: no coupon
 * there. Below md the coupon is in the menu, not the header (docs/decisions/050).
 */
const offerLink = buttonClasses({
  variant: 'outline',
  size: 'sm',
  className: 'border-navy-300 px-3 text-navy-900 max-md:hidden [body:has([data-no-offer])_&]:hidden',
});

export function SiteHeader({ locale, language }: { locale: Locale; language: LanguageTarget }) {
  const { primaryLinks, serviceLinks, locationLinks } = navigationIn(locale);
  const { home, reviews, gallery, contact } = primaryLinks;
  const words = siteWordsIn(locale).header;
  const call = fill(words.call, { phone: phoneLink.display });
  // A Spanish page whose phone answers in English says so under the call, as its hero and bottom bar do.
  const inEnglish = spanishFirstAction(locale) ? siteWordsIn(locale).language.inEnglish : undefined;
  return (
    <header
      data-screen-edge="top"
      className="sticky top-0 z-40 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/90 print:hidden"
    >
      {/* From 1280 px the full menu shows: the row may use 80rem, so the Spanish words fit beside the number. */}
      <div className="relative mx-auto flex max-w-content items-center gap-x-2 px-4 py-1 md:h-[4.5rem] md:px-6 md:py-0 lg:px-8 xl:max-w-[80rem] xl:px-6">
        {/* Zero basis below 768 px: the name wraps to two lines before the offer and menu run off screen. */}
        <div className="min-w-0 flex-1 basis-0 md:flex-none md:basis-auto">
          <Logo locale={locale} />
        </div>
        <nav aria-label={words.nav} className="ml-auto hidden items-center xl:flex">
          <IntentLink href={home.href} className={plainLink}>
            {home.label}
          </IntentLink>
          <NavMenu label={words.services} links={serviceLinks} />
          <NavMenu label={words.locations} links={locationLinks} columns={2} />
          {[reviews, gallery, contact].map((link) => (
            <IntentLink key={link.href} href={link.href} {...linkLanguage(link)} className={plainLink}>
              <LinkLabel link={link} stacked />
            </IntentLink>
          ))}
          <LanguageLink locale={locale} target={language} className={plainLink} />
        </nav>
        <CallLink className={callLink} data-header-call="number" icon="size-5" note={inEnglish} />
        <div className="ml-auto flex items-center gap-1.5 md:ml-0 md:gap-2">
          <CallLink className={phoneCallLink} aria-label={call} data-header-call="phone" icon="size-5" note={inEnglish}>
            {words.callShort}
          </CallLink>
          <LeadFormLink fallbackHref={localePath('/#lead-form', locale)} className={offerLink}>
            {businessIn(locale).offer.label}
          </LeadFormLink>
          <MobileMenu
            callHref={phoneLink.href}
            primary={[home, reviews, gallery, contact]}
            services={[...serviceLinks.slice(0, mobileMenuLimit), { href: localePath('/#services', locale), label: words.allServices }]}
            locations={locationLinks}
            language={{ ...language, label: siteWordsIn(locale).language.other }}
            offer={{ label: businessIn(locale).offer.label, href: localePath('/#lead-form', locale) }}
            words={{
              open: words.openMenu,
              close: words.closeMenu,
              name: words.phoneMenu,
              call,
              emergency: words.emergency,
              services: words.services,
              locations: words.locations,
            }}
          />
        </div>
      </div>
    </header>
  );
}

/** Rendered by a page whose visitors have already asked or bought, or came in an emergency: the header and the bottom bar leave out the coupon. */
export function NoOfferMarker() {
  return <span data-no-offer hidden />;
}

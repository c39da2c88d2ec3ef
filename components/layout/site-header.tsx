import { IntentLink } from '@/components/ui/intent-link';
import { business, telHref } from '@/lib/content/business';
import { locationLinks, mobileMenuLimit, primaryLinks, serviceLinks } from '@/content/navigation';
import { buttonClasses } from '@/components/ui/button-styles';
import { PhoneIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { LeadFormLink } from './lead-form-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';

const plainLink =
  'flex min-h-11 items-center rounded-md px-3 font-semibold text-navy-900 hover:text-gold-700 focus-visible:outline-3 focus-visible:outline-gold-400';

/*
 * A page where calling is the one thing to do (the emergency page) carries `data-call-first`
 * (see CallFirstMarker): there the number turns into the red primary button and the coupon
 * steps back to an outline. Plain CSS (`body:has(...)`), so the header stays one static block.
 */
const callLink = cn(
  'flex min-h-11 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-bold text-navy-900 hover:text-gold-700 focus-visible:outline-3 focus-visible:outline-gold-400 md:ml-auto md:px-2 xl:ml-4',
  // Below 768 px the number has a full-width row of its own: beside the name and the offer it would not fit.
  'max-md:order-last max-md:-mx-4 max-md:mt-2 max-md:basis-[calc(100%+2rem)] max-md:rounded-none max-md:bg-navy-900 max-md:text-white max-md:hover:bg-navy-800 max-md:hover:text-gold-300',
  '[body:has([data-call-first])_&]:bg-emergency-700 [body:has([data-call-first])_&]:text-white [body:has([data-call-first])_&]:hover:bg-emergency-800 [body:has([data-call-first])_&]:hover:text-white md:[body:has([data-call-first])_&]:px-3',
);
const quietOffer =
  '[body:has([data-call-first])_&]:bg-white [body:has([data-call-first])_&]:font-medium [body:has([data-call-first])_&]:text-navy-800 [body:has([data-call-first])_&]:shadow-none [body:has([data-call-first])_&]:ring-1 [body:has([data-call-first])_&]:ring-navy-200 [body:has([data-call-first])_&]:hover:bg-gold-50';

export function SiteHeader() {
  const { home, reviews, gallery, contact } = primaryLinks;
  return (
    <header className="sticky top-0 z-40 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/90 print:hidden">
      <div className="relative mx-auto flex max-w-content flex-wrap items-center gap-x-2 px-4 pt-2.5 md:h-[4.5rem] md:flex-nowrap md:px-6 md:pt-0 lg:px-8">
        {/* Zero basis below 768 px: the name wraps to two lines before the offer and menu would wrap under it. */}
        <div className="min-w-0 flex-1 basis-0 md:flex-none md:basis-auto">
          <Logo />
        </div>
        <nav aria-label="Main" className="ml-auto hidden items-center xl:flex">
          <IntentLink href={home.href} className={plainLink}>
            {home.label}
          </IntentLink>
          <NavMenu label="Services" links={serviceLinks} />
          <NavMenu label="Locations" links={locationLinks} columns={2} />
          {[reviews, gallery, contact].map((link) => (
            <IntentLink key={link.href} href={link.href} className={plainLink}>
              {link.label}
            </IntentLink>
          ))}
        </nav>
        <a href={telHref} className={callLink}>
          <PhoneIcon className="size-5 text-gold-600 max-md:text-gold-300 [body:has([data-call-first])_&]:text-white" />
          <span className="md:hidden">Call</span>
          {business.phone.display}
          <span className="font-medium md:hidden">· 24/7</span>
        </a>
        <div className="ml-auto flex items-center gap-1.5 md:ml-0 md:gap-2">
          <LeadFormLink className={buttonClasses({ variant: 'secondary', size: 'sm', className: cn('px-3', quietOffer) })}>{business.offer.label}</LeadFormLink>
          <MobileMenu
            primary={[home, reviews, gallery, contact]}
            services={serviceLinks.slice(0, mobileMenuLimit)}
            locations={locationLinks.slice(0, mobileMenuLimit)}
          />
        </div>
      </div>
    </header>
  );
}

/** Rendered by a page whose main action is the call (see the header above). */
export function CallFirstMarker() {
  return <span data-call-first hidden />;
}

import { IntentLink } from '@/components/ui/intent-link';
import { business, telHref } from '@/content/business';
import { locationLinks, mobileMenuLimit, primaryLinks, serviceLinks } from '@/content/navigation';
import { buttonClasses } from '@/components/ui/button-styles';
import { PhoneIcon } from '@/components/ui/icons';
import { LeadFormLink } from './lead-form-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';

const plainLink =
  'flex min-h-11 items-center rounded-md px-3 font-semibold text-navy-900 hover:text-gold-700 focus-visible:outline-3 focus-visible:outline-gold-400';

export function SiteHeader() {
  const { home, reviews, gallery, contact } = primaryLinks;
  return (
    <header className="sticky top-0 z-40 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/90">
      <div className="relative mx-auto flex h-[4.5rem] max-w-content items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-auto hidden items-center lg:flex">
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
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2 lg:ml-4">
          <a
            href={telHref}
            className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg font-bold text-navy-900 hover:text-gold-700 focus-visible:outline-3 focus-visible:outline-gold-400 sm:px-2"
          >
            <PhoneIcon className="size-5 text-gold-600" />
            <span className="sr-only sm:not-sr-only">{business.phone.display}</span>
          </a>
          <LeadFormLink className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'px-3' })}>
            {business.offer.label}
          </LeadFormLink>
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

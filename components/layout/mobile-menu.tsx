'use client';

import { useEffect } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import type { NavLink } from '@/lib/site/navigation';
import { LinkLabel, linkLanguage } from './link-label';
import { LeadFormLink } from './lead-form-link';
import { CloseIcon, MenuIcon, PhoneIcon } from '@/components/ui/icons';

export interface MobileMenuProps {
  primary: NavLink[];
  services: NavLink[];
  locations: NavLink[];
  /** The same page in the other language, named in that language. */
  language: { href: string; locale: string; label: string };
  /** Below md the header's coupon lives here (docs/decisions/050): its words and where it leads without a lead form on the page. */
  offer: { label: string; href: string };
  /** Its words, from the page's language (content/site.json). */
  words: { open: string; close: string; name: string; call: string; emergency: string; services: string; locations: string };
  /** The business's call link (content/business.json), from the header. */
  callHref: string;
}

/** The emergency service page, offered at the top of the menu beside the call. */
const emergencyHref = '/emergency-service';

const linkClass = 'block rounded-lg px-3 py-3 font-medium text-navy-900 hover:bg-gold-50 hover:text-gold-700';

const menuId = 'mobile-menu';

/**
 * The phone's menu is the platform's popover: the button opens it, a tap outside or Escape closes
 * it and gives the focus back to the button, all from the page's HTML, before any script has
 * loaded (STYLE.md 17). Once the page's code runs, this component only enhances that markup (no
 * state of its own): the button says whether the menu is open (aria-expanded and "Close menu"),
 * which also tells the welcome offer that the visitor is busy (lib/browser/visitor-busy.ts), and
 * a link that navigates within the page's document closes the menu. A menu opened before then is
 * read as it is. A client component, so that the page's payload carries only its props.
 */
export function MobileMenu({ primary, services, locations, language, offer, words, callHref }: MobileMenuProps) {
  useEffect(() => {
    const menu = document.getElementById(menuId);
    const button = document.querySelector<HTMLButtonElement>(`[popovertarget="${menuId}"]`);
    if (!menu || !button) return;
    const show = () => {
      const open = menu.matches(':popover-open');
      button.setAttribute('aria-expanded', String(open));
      button.setAttribute('aria-label', open ? words.close : words.open);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) menu.hidePopover();
    };
    show();
    menu.addEventListener('toggle', show);
    menu.addEventListener('click', onClick);
    return () => {
      menu.removeEventListener('toggle', show);
      menu.removeEventListener('click', onClick);
    };
  }, [words.open, words.close]);

  return (
    <div className="group/menu flex xl:hidden">
      <button
        type="button"
        popoverTarget={menuId}
        aria-controls={menuId}
        aria-label={words.open}
        className="flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
      >
        <MenuIcon className="size-6 group-has-[:popover-open]/menu:hidden" />
        <CloseIcon className="hidden size-6 group-has-[:popover-open]/menu:block" />
      </button>
      <nav
        id={menuId}
        popover="auto"
        aria-label={words.name}
        className="fixed inset-x-0 top-(--layers-top) bottom-auto m-0 h-auto max-h-[calc(100dvh-var(--layers-top))] w-auto overflow-y-auto border-t border-navy-100 bg-white px-4 pb-6 text-slate-800 shadow-xl xl:hidden"
      >
        <div className="grid gap-2 pt-3 pb-1 2xs:grid-cols-2">
          <a
            href={callHref}
            className="flex min-h-12 items-center justify-center gap-2 rounded-lg bg-emergency-600 px-2 text-sm font-bold text-white hover:bg-emergency-700"
          >
            <PhoneIcon className="size-5 shrink-0" />
            {words.call}
          </a>
          <IntentLink
            href={emergencyHref}
            className="flex min-h-12 items-center justify-center rounded-lg border-2 border-emergency-600 px-2 text-center text-sm font-bold text-emergency-700 hover:bg-emergency-50"
          >
            {words.emergency}
          </IntentLink>
        </div>
        {/* From md up the coupon is in the header itself; pages for visitors who have asked already leave it out. */}
        <LeadFormLink
          fallbackHref={offer.href}
          className="mt-2 flex min-h-12 items-center justify-center rounded-lg border-2 border-navy-300 bg-white font-bold text-navy-900 hover:bg-gold-50 md:hidden [body:has([data-no-offer])_&]:hidden"
        >
          {offer.label}
        </LeadFormLink>
        <MenuLinks links={primary.slice(0, 1)} className="pt-2" />
        <MenuGroup id="services" title={words.services} links={services} />
        <MenuGroup id="locations" title={words.locations} links={locations} />
        <MenuLinks links={primary.slice(1)} className="mt-2 border-t border-navy-100 pt-2" />
        <a href={language.href} hrefLang={language.locale} lang={language.locale} className={linkClass} data-language-link>
          {language.label}
        </a>
      </nav>
    </div>
  );
}

interface MenuLinksProps {
  links: NavLink[];
  className?: string;
  group?: string;
}

function MenuLinks({ links, className, group }: MenuLinksProps) {
  return (
    <ul className={className} data-menu-group={group}>
      {links.map((link) => (
        <li key={link.href}>
          <IntentLink href={link.href} {...linkLanguage(link)} className={linkClass}>
            <LinkLabel link={link} />
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}

function MenuGroup({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <div className="mt-2 border-t border-navy-100 pt-2">
      <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-wider text-gold-700 uppercase">{title}</p>
      <MenuLinks links={links} group={id} />
    </div>
  );
}

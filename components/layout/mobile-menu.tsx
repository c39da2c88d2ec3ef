'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useRef, useState } from 'react';
import type { NavLink } from '@/lib/site/navigation';
import { LinkLabel, linkLanguage } from './link-label';
import { CloseIcon, MenuIcon, PhoneIcon } from '@/components/ui/icons';
import { LeadFormLink } from './lead-form-link';

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

export function MobileMenu({ primary, services, locations, language, offer, words, callHref }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? words.close : words.open}
        onClick={() => setOpen((value) => !value)}
        className="flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 xl:hidden"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav
        id="mobile-menu"
        aria-label={words.name}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.25rem)] overflow-y-auto border-t border-navy-100 bg-white px-4 pb-6 shadow-xl md:max-h-[calc(100dvh-4.5rem)] xl:hidden"
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
            onClick={close}
            className="flex min-h-12 items-center justify-center rounded-lg border-2 border-emergency-600 px-2 text-center text-sm font-bold text-emergency-700 hover:bg-emergency-50"
          >
            {words.emergency}
          </IntentLink>
        </div>
        {/* From md up the coupon is in the header itself; pages for visitors who have asked already leave it out. */}
        <LeadFormLink
          fallbackHref={offer.href}
          onClick={close}
          className="mt-2 flex min-h-12 items-center justify-center rounded-lg border-2 border-navy-300 bg-white font-bold text-navy-900 hover:bg-gold-50 md:hidden [body:has([data-no-offer])_&]:hidden"
        >
          {offer.label}
        </LeadFormLink>
        <MenuLinks links={primary.slice(0, 1)} onNavigate={close} className="pt-2" />
        <MenuGroup id="services" title={words.services} links={services} onNavigate={close} />
        <MenuGroup id="locations" title={words.locations} links={locations} onNavigate={close} />
        <MenuLinks links={primary.slice(1)} onNavigate={close} className="mt-2 border-t border-navy-100 pt-2" />
        <a href={language.href} hrefLang={language.locale} lang={language.locale} className={linkClass} data-language-link>
          {language.label}
        </a>
      </nav>
    </>
  );
}

interface MenuLinksProps {
  links: NavLink[];
  onNavigate: () => void;
  className?: string;
  group?: string;
}

function MenuLinks({ links, onNavigate, className, group }: MenuLinksProps) {
  return (
    <ul className={className} data-menu-group={group}>
      {links.map((link) => (
        <li key={link.href}>
          <IntentLink href={link.href} onClick={onNavigate} {...linkLanguage(link)} className={linkClass}>
            <LinkLabel link={link} />
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}

function MenuGroup({ id, title, links, onNavigate }: { id: string; title: string; links: NavLink[]; onNavigate: () => void }) {
  return (
    <div className="mt-2 border-t border-navy-100 pt-2">
      <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-wider text-gold-700 uppercase">{title}</p>
      <MenuLinks links={links} onNavigate={onNavigate} group={id} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { businessIn, phoneLink } from '@/lib/content/business';
import { pageWordsIn } from '@/lib/content/pages';
import { siteWordsIn } from '@/lib/content/site';
import { spanishFirstAction } from '@/lib/content/spanish-help';
import type { Locale } from '@/lib/i18n/locale';
import { CallLink } from '@/components/layout/call-link';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';

export interface WithCallCardProps {
  /** The page's own label for its form button, as its hero says it. */
  formLabel: string;
  locale: Locale;
  /** The page's sections between its hero and its form: each a `section` around a Container. */
  children: ReactNode;
}

/**
 * The sections of a service, town or county page with, from 1024 px up, a call card pinned in a
 * column beside them: the number, the hours and a button to the page's form stay in sight while
 * the visitor reads. Plain CSS (position: sticky), no script. Each section's Container leaves
 * the column free (right padding), so the card covers no content and no focus; the column ends
 * where the form begins. Below 1024 px nothing changes: the phone has its bottom bar.
 */
export function WithCallCard({ formLabel, locale, children }: WithCallCardProps) {
  return (
    <div className="relative lg:[&>section>div]:pr-[22.5rem] xl:[&>section>div]:pr-[27rem]">
      {children}
      <div className="pointer-events-none absolute inset-0 hidden lg:block print:hidden">
        <Container className="flex h-full justify-end py-16">
          <CallCard formLabel={formLabel} locale={locale} />
        </Container>
      </div>
    </div>
  );
}

/** The card: a heading, the call, the hours and the form's button, pinned 1.5rem below the sticky header (--layers-top, app/globals.css). */
function CallCard({ formLabel, locale }: Omit<WithCallCardProps, 'children'>) {
  const { callCard, factsCard } = pageWordsIn(locale).shared;
  const { hours, emergency } = businessIn(locale);
  // A Spanish page whose phone answers in English offers the Spanish channel first, the call after it
  // (the hero shows the channel's icon; here its words alone keep the page light).
  const first = spanishFirstAction(locale);
  return (
    <aside
      aria-labelledby="call-card-title"
      data-call-card
      className="pointer-events-auto sticky top-[calc(var(--layers-top)+1.5rem)] w-72 self-start rounded-2xl border border-navy-100 bg-white p-5 text-navy-900 shadow-sm xl:w-[22rem]"
    >
      <p id="call-card-title" className="text-lg font-bold text-balance">
        {callCard.title}
      </p>
      <div className="mt-4 space-y-3">
        {first && (
          <a
            href={first.href}
            className={buttonClasses({ className: 'w-full' })}
            {...(first.channel === 'whatsapp' && { target: '_blank', rel: 'noopener' })}
          >
            {first.label}
          </a>
        )}
        <CallLink
          icon="size-5"
          className={buttonClasses({ size: 'lg', variant: first ? 'outline' : 'default', className: 'w-full flex-wrap gap-x-2 gap-y-0' })}
        >
          {phoneLink.display}
          {first && <span className="w-full text-sm font-normal">{siteWordsIn(locale).language.callInEnglish}</span>}
        </CallLink>
      </div>
      <ul className="mt-4 space-y-1 text-sm text-slate-700">
        <li>
          <span className="font-semibold text-navy-900">{factsCard.office}</span> {hours.days}, {hours.label}
        </li>
        <li>
          <span className="font-semibold text-navy-900">{factsCard.emergencies}</span> {emergency.availability}
        </li>
      </ul>
      <LeadFormLink fallbackHref="#lead-form" className={buttonClasses({ variant: 'outline', className: 'mt-4 w-full' })}>
        {formLabel}
      </LeadFormLink>
    </aside>
  );
}

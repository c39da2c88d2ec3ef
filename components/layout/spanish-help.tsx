import { business, messagingHrefIn, smsHref } from '@/lib/content/business';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { spanishHelp } from '@/lib/content/spanish-help';
import { cn } from '@/lib/cn';

/**
 * On a Spanish page, who answers in Spanish and where, said plainly from the business record,
 * and that calls are answered in English while the phone is not ticked
 * (docs/decisions/110-two-languages.md). Nothing on an English page.
 */
export function SpanishHelp({ locale, className, plain = false }: { locale: Locale; className?: string; plain?: boolean }) {
  const help = locale === 'es' ? spanishHelp() : undefined;
  if (!help) return null;
  const { channels } = siteWordsIn(locale).language;
  // A hero leads with the first channel's own button just above: there the sentence stands alone.
  if (plain)
    return (
      <p className={cn('text-base', className)} data-spanish-help>
        {help}
      </p>
    );
  // The two channels are 44 px actions a thumb can hit (WCAG 2.5.8), after the sentence that names them.
  return (
    <p className={cn('text-base', className)} data-spanish-help>
      {help}
      {business.spanish.whatsapp && (
        <>
          {' '}
          <a href={messagingHrefIn(locale)} rel="noopener" target="_blank" className={action}>
            {channels.whatsapp}
          </a>
        </>
      )}
      {business.spanish.text && (
        <>
          {' · '}
          <a href={smsHref} className={action}>
            {channels.text}
          </a>
        </>
      )}
    </p>
  );
}

const action = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-4';

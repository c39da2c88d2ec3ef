import { business, messagingHrefIn, smsHref } from '@/lib/content/business';
import { fill } from '@/lib/content/fill';
import { siteWords } from '@/lib/content/site';
import { languageTags, type Locale } from '@/lib/i18n/locale';
import { cn } from '@/lib/cn';

/**
 * On a Spanish page, who answers in Spanish and where, said plainly from the business record,
 * and that calls are answered in English while the phone is not ticked
 * (docs/decisions/110-two-languages.md). Nothing on an English page.
 */
export function SpanishHelp({ locale, className }: { locale: Locale; className?: string }) {
  if (locale !== 'es') return null;
  const { spanishHelp, phoneInEnglish, channels } = siteWords(locale).language;
  const ticked = (['phone', 'text', 'whatsapp', 'email'] as const).filter((channel) => business.spanish[channel]);
  if (ticked.length === 0) return null;
  const list = new Intl.ListFormat(languageTags[locale], { type: 'disjunction' }).format(ticked.map((channel) => channels[channel]));
  return (
    <p className={cn('text-base', className)} data-spanish-help>
      {fill(spanishHelp, { channels: list })}
      {!business.spanish.phone && ` ${phoneInEnglish}`}
      {business.spanish.whatsapp && (
        <>
          {' '}
          <a href={messagingHrefIn(locale)} rel="noopener" target="_blank" className="font-semibold underline underline-offset-4">
            {channels.whatsapp}
          </a>
        </>
      )}
      {business.spanish.text && (
        <>
          {' · '}
          <a href={smsHref} className="font-semibold underline underline-offset-4">
            {channels.text}
          </a>
        </>
      )}
    </p>
  );
}

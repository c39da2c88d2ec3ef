import { siteWordsIn } from '@/lib/content/site';
import type { LanguageLink as Target } from '@/lib/pages/registry';
import type { Locale } from '@/lib/i18n/locale';

export interface LanguageLinkProps {
  /** The page's language: the link is worded by it ("Español" on an English page). */
  locale: Locale;
  target: Target;
  className?: string;
}

/**
 * The same page in the other language, named in that language. A plain link: each language is
 * its own document, and nothing switches by the browser's language (docs/decisions/110-two-languages.md).
 */
export function LanguageLink({ locale, target, className }: LanguageLinkProps) {
  const words = siteWordsIn(locale).language;
  return (
    <a href={target.href} hrefLang={target.locale} lang={target.locale} className={className} data-language-link>
      {words.other}
      <span className="sr-only">: {words.otherPage}</span>
    </a>
  );
}

import { clsx } from 'clsx';
import { business, mailtoHref, smsHref } from '@/lib/content/business';
import { MailIcon } from '@/components/ui/icons';
import { TextMessageIcon } from '@/components/ui/icons';
import { fill } from '@/lib/content/fill';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';

/** Gold on navy (the footer) or a darker gold on white (a page's contact block): both keep AA contrast. */
const tones = {
  onNavy: { link: 'hover:text-gold-300', icon: 'text-gold-400' },
  onWhite: { link: 'hover:text-gold-700', icon: 'text-gold-700' },
} as const;

/** The "text us" and e-mail lines of a contact list, as two list items for the caller's <ul>. */
export function TextAndMailItems({ tone, locale }: { tone: keyof typeof tones; locale: Locale }) {
  const { link, icon } = tones[tone];
  return (
    <>
      <li>
        <a href={smsHref} className={clsx('inline-flex min-h-11 items-center gap-3', link)}>
          <TextMessageIcon className={clsx('size-5 shrink-0', icon)} />
          {fill(siteWordsIn(locale).footer.textUs, { number: business.textNumber.display })}
        </a>
      </li>
      <li>
        <a href={mailtoHref} className={clsx('inline-flex min-h-11 items-center gap-3 break-all', link)}>
          <MailIcon className={clsx('size-5 shrink-0', icon)} />
          {business.email}
        </a>
      </li>
    </>
  );
}

import { IntentLink } from '@/components/ui/intent-link';
import { business, businessIn } from '@/lib/content/business';
import { GarageMarkIcon } from '@/components/ui/icons';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/pages/registry';

export function Logo({ locale, tone = 'dark' }: { locale: Locale; tone?: 'dark' | 'light' }) {
  return (
    <IntentLink href={localePath('/', locale)} className="flex min-h-11 items-center gap-2.5 rounded-md">
      {/* Below 480 px the name needs the room: it keeps to two lines instead of three. */}
      <GarageMarkIcon className={tone === 'dark' ? 'hidden size-10 shrink-0 xs:block' : 'size-10 shrink-0'} />
      <span className="flex flex-col leading-tight">
        <span
          className={
            tone === 'dark' ? 'text-[0.95rem] font-extrabold text-balance text-navy-900 sm:text-lg' : 'text-lg font-extrabold text-white'
          }
        >
          {business.name}
        </span>
        <span className={tone === 'dark' ? 'hidden text-xs text-slate-600 sm:block' : 'text-xs text-navy-200'}>
          {businessIn(locale).tagline}
        </span>
      </span>
      <span className="sr-only">{siteWordsIn(locale).header.homeLink}</span>
    </IntentLink>
  );
}

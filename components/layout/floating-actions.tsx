import { business, messagingHrefIn, smsHref } from '@/lib/content/business';
import { ChatIcon, ClipboardCheckIcon, PhoneIcon, TextMessageIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { CallLink } from './call-link';
import { LeadFormLink } from './lead-form-link';
import { fill } from '@/lib/content/fill';
import { siteWordsIn } from '@/lib/content/site';
import { localePath } from '@/lib/pages/registry';
import type { Locale } from '@/lib/i18n/locale';
import { spanishFirstAction } from '@/lib/content/spanish-help';

/**
 * Below md one bottom bar, whose spacer keeps every form above it; from md up the chat button
 * alone. See docs/decisions/050-phone-first-chrome.md.
 */
export function FloatingActions({ locale }: { locale: Locale }) {
  const { bottomBar: words, language } = siteWordsIn(locale);
  // A Spanish page whose phone answers in English leads with the channel that answers in Spanish.
  const first = spanishFirstAction(locale)?.channel;
  const cells = {
    call: (
      <li key="call" className="md:hidden">
        <CallLink
          data-floating="call"
          className={cn(item, first ? plain : 'bg-emergency-700 text-white hover:bg-emergency-800')}
          number={first ? 'spoken' : 'shown'}
        >
          <span className="flex items-center gap-1 text-sm whitespace-nowrap">
            <PhoneIcon className="size-4" />
            {first ? words.callShort : words.call}
          </span>
          {first && <span className="whitespace-nowrap">{language.inEnglish}</span>}
        </CallLink>
      </li>
    ),
    text: (
      <li key="text" className="md:hidden">
        <a href={smsHref} data-floating="text" className={cn(item, first === 'text' ? lead : plain)}>
          <TextMessageIcon className="size-5" />
          {words.text} <span className="sr-only">{fill(words.textHidden, { number: business.textNumber.display })}</span>
        </a>
      </li>
    ),
    chat: (
      <li key="chat">
        <a
          href={messagingHrefIn(locale)}
          data-floating="chat"
          rel="noopener"
          target="_blank"
          className={cn(
            item,
            first === 'whatsapp' ? lead : plain,
            'md:size-14 md:rounded-full md:bg-whatsapp md:text-white md:shadow-lg md:ring-4 md:ring-white/70 md:hover:bg-whatsapp-dark',
          )}
        >
          <ChatIcon className={cn('size-5 md:size-7 md:text-white', first !== 'whatsapp' && 'text-whatsapp')} />
          <span className="md:sr-only">{business.messaging.app}</span>
          <span className="sr-only">{words.chatHidden}</span>
        </a>
      </li>
    ),
    estimate: (
      <li key="estimate" className="md:hidden [body:has([data-no-offer])_&]:hidden">
        <LeadFormLink
          fallbackHref={localePath('/#lead-form', locale)}
          data-floating="estimate"
          className={cn(item, 'bg-navy-900 text-white hover:bg-navy-800')}
        >
          <ClipboardCheckIcon className="size-5" />
          {words.estimate}
        </LeadFormLink>
      </li>
    ),
  };
  return (
    <>
      <div aria-hidden="true" className="h-[calc(3.5rem+1px+env(safe-area-inset-bottom,0px))] md:hidden print:hidden" />
      <nav
        aria-label={words.name}
        data-action-bar
        data-screen-edge="bottom"
        className={cn(
          'fixed inset-x-0 bottom-0 z-30 border-t border-navy-100 bg-white pb-[env(safe-area-inset-bottom,0px)] shadow-bar-up transition-[translate,visibility] duration-200 print:hidden',
          'max-md:[body:has(:is(input,textarea,select):focus)_&]:invisible max-md:[body:has(:is(input,textarea,select):focus)_&]:translate-y-full',
          'md:inset-x-auto md:right-4 md:bottom-4 md:border-0 md:bg-transparent md:pb-0 md:shadow-none',
        )}
      >
        {/* A page without the offer (NoOfferMarker: thank-you, review-us, emergency) offers no estimate either. */}
        <ul className="grid h-14 grid-cols-[1.5fr_1fr_1fr_1fr] md:block md:h-auto [body:has([data-no-offer])_&]:grid-cols-[1.5fr_1fr_1fr]">
          {order(first).map((action) => cells[action])}
        </ul>
      </nav>
    </>
  );
}

const item =
  'flex h-full min-h-11 flex-col items-center justify-center gap-0.5 text-center text-xs leading-tight font-bold focus-visible:-outline-offset-4';
const plain = 'text-navy-900 hover:bg-gold-50 hover:text-gold-700';
const lead = 'bg-whatsapp-dark text-white hover:bg-navy-900';

/** The cells in order: the call first, unless a Spanish channel leads and the call (in English) follows it. */
const order = (first?: 'whatsapp' | 'text') =>
  first === 'whatsapp'
    ? (['chat', 'call', 'text', 'estimate'] as const)
    : first === 'text'
      ? (['text', 'call', 'chat', 'estimate'] as const)
      : (['call', 'text', 'chat', 'estimate'] as const);

import { business, messagingHrefIn, smsHref } from '@/lib/content/business';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { CallLink } from '@/components/layout/call-link';
import { ButtonLink } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { ChatIcon, TextMessageIcon } from '@/components/ui/icons';
import { callLabelIn, spanishFirstAction } from '@/lib/content/spanish-help';

export interface ContactFirstProps {
  eyebrow: string;
  title: string;
  textUs: string;
  locale: Locale;
}

/**
 * The top of the contact page: its heading and the ways to reach the business (call, text,
 * WhatsApp), short enough that the form after it starts on a phone's first screen; the story
 * follows (docs/product.md, the contact page).
 */
export function ContactFirst({ eyebrow, title, textUs, locale }: ContactFirstProps) {
  const first = spanishFirstAction(locale);
  const callNumber = pageWordsIn(locale).shared.callNumber;
  const call = (
    <CallLink
      key="call"
      className={buttonClasses({ variant: first ? 'outline' : 'secondary', className: first ? half : 'col-span-2 whitespace-nowrap' })}
      icon="size-5 shrink-0"
    >
      {first ? callLabelIn(locale, callNumber) : callNumber}
    </CallLink>
  );
  const lead = (channel: 'text' | 'whatsapp') =>
    first?.channel === channel
      ? { variant: 'secondary' as const, className: 'col-span-2 min-h-12' }
      : { variant: 'outline' as const, className: half };
  const channels = {
    text: (
      <ButtonLink key="text" href={smsHref} {...lead('text')}>
        <TextMessageIcon className="size-5 shrink-0" />
        {first?.channel === 'text' ? first.label : textUs}
      </ButtonLink>
    ),
    whatsapp: (
      <ButtonLink key="whatsapp" href={messagingHrefIn(locale)} rel="noopener" target="_blank" {...lead('whatsapp')}>
        <ChatIcon className="size-5 shrink-0" />
        {first?.channel === 'whatsapp' ? first.label : business.messaging.app}
      </ButtonLink>
    ),
  };
  return (
    <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 text-white">
      <Container className="pt-3 pb-4 sm:py-10">
        <p className="text-sm font-bold tracking-wider text-gold-300 uppercase">{eyebrow}</p>
        <h1 className="mt-1 max-w-3xl text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:flex-wrap sm:gap-3">
          {/* On a Spanish page whose phone answers in English, the Spanish channel leads and the call, said as English, follows. */}
          {first
            ? [channels[first.channel], call, channels[first.channel === 'whatsapp' ? 'text' : 'whatsapp']]
            : [call, channels.text, channels.whatsapp]}
        </div>
      </Container>
    </section>
  );
}

// Half a phone's width each: a longer label ("Envíenos un mensaje de texto") wraps inside its button.
const half = 'px-3 text-center leading-tight whitespace-normal!';

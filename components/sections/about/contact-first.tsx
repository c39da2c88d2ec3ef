import { business, messagingHrefIn, smsHref, telHref } from '@/lib/content/business';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ChatIcon, PhoneIcon, TextMessageIcon } from '@/components/ui/icons';

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
  return (
    <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 text-white">
      <Container className="py-4 sm:py-10">
        <p className="text-sm font-bold tracking-wider text-gold-300 uppercase">{eyebrow}</p>
        <h1 className="mt-1 max-w-3xl text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:flex-wrap sm:gap-3">
          <ButtonLink href={telHref} variant="secondary" className="col-span-2 whitespace-nowrap">
            <PhoneIcon className="size-5 shrink-0" />
            {pageWordsIn(locale).shared.callNumber}
          </ButtonLink>
          {/* Half a phone's width each: a longer label ("Envíenos un mensaje de texto") wraps inside its button. */}
          <ButtonLink href={smsHref} variant="outline" className="px-3 text-center leading-tight whitespace-normal!">
            <TextMessageIcon className="size-5 shrink-0" />
            {textUs}
          </ButtonLink>
          <ButtonLink
            href={messagingHrefIn(locale)}
            variant="outline"
            rel="noopener"
            target="_blank"
            className="px-3 text-center leading-tight whitespace-normal!"
          >
            <ChatIcon className="size-5 shrink-0" />
            {business.messaging.app}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}

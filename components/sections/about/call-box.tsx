import { businessIn, smsHref } from '@/lib/content/business';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { CallLink } from '@/components/layout/call-link';
import { ButtonLink } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { TextMessageIcon } from '@/components/ui/icons';

export interface CallBoxProps {
  title: string;
  /** May hold {openDays}: the office days, in lower case mid-sentence. */
  text: string;
  textUs: string;
  locale: Locale;
}

export function CallBox({ title, text, textUs, locale }: CallBoxProps) {
  return (
    <section aria-labelledby="call-box" className="pb-14 sm:pb-20">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-gold-400 p-8 text-navy-950 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="call-box" className="text-2xl font-extrabold sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 max-w-xl text-lg">{fill(text, { openDays: businessIn(locale).hours.days.toLowerCase() })}</p>
          </div>
          {/* Below 640 px each button takes the row and may wrap: the Spanish labels run longer. */}
          <div className="flex w-full shrink-0 flex-wrap gap-3 sm:w-auto">
            {/* The call's label never wraps: "Llame al" stays with the number. */}
            <CallLink className={buttonClasses({ size: 'lg', className: 'max-sm:w-full max-sm:px-4' })} icon="size-5">
              {pageWordsIn(locale).shared.callNumber}
            </CallLink>
            <ButtonLink href={smsHref} size="lg" variant="outline" className="max-sm:w-full max-sm:whitespace-normal">
              <TextMessageIcon className="size-5" />
              {textUs}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}

import { fill } from '@/lib/content/fill';
import { formsWordsIn } from '@/lib/content/forms';
import { spanishHelp, spanishReply } from '@/lib/content/spanish-help';
import type { Locale } from '@/lib/i18n/locale';
import { photoLimits } from '@/lib/photos/plan';
import type { LeadFormWords } from './types';

const made = new Map<Locale, LeadFormWords>();

/**
 * The words every form island of a page needs besides its own fields. One object per language,
 * so a page with two forms sends it once (React's payload writes a repeated object once).
 */
export function leadFormWordsIn(locale: Locale): LeadFormWords {
  const ready = made.get(locale);
  if (ready) return ready;
  const { buttons, requiredMark, spamTrap, unsent: all, photos, arrival, confirmation } = formsWordsIn(locale);
  const { greeting, page, ...unsent } = all;
  const max = { max: photoLimits.count };
  const words: LeadFormWords = {
    locale,
    sending: buttons.sending,
    requiredMark,
    spamTrap,
    unsent,
    request: { greeting, page, arrivalWindow: arrival.summary },
    photos: {
      ...photos,
      labelNote: fill(photos.labelNote, max),
      overLimit: { one: fill(photos.overLimit.one, max), other: fill(photos.overLimit.other, max) },
    },
    arrival,
    confirmation,
    spanishHelp: locale === 'es' ? spanishHelp() : undefined,
    spanishReply: locale === 'es' ? spanishReply() : undefined,
  };
  made.set(locale, words);
  return words;
}

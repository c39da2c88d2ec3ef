import { business, messagingHrefIn, smsHref } from './business';
import { fill } from './fill';
import { siteWordsIn } from './site';
import { languageTags } from '@/lib/i18n/locale';
import { firstChannel, replySentence } from './spanish-reply';

const channels = ['phone', 'text', 'whatsapp', 'email'] as const;
/**
 * What a Spanish page says about who answers in Spanish, from the business record's `spanish`
 * channels (docs/decisions/110-two-languages.md): the channels that do, that calls are answered
 * in English while the phone is not ticked, and that messages go to the main line while the
 * channel offered first has no number of its own. Undefined when no channel is ticked: nothing
 * is promised beyond the record.
 */
export function spanishHelp(): string | undefined {
  const { language } = siteWordsIn('es');
  const ticked = channels.filter((channel) => business.spanish[channel]);
  if (ticked.length === 0) return undefined;
  const list = new Intl.ListFormat(languageTags.es, { type: 'disjunction' }).format(ticked.map((channel) => language.channels[channel]));
  const help = [fill(language.spanishHelp, { channels: list })];
  if (!business.spanish.phone) help.push(language.phoneInEnglish);
  const first = firstChannel(business.spanish);
  if (first !== 'phone' && !business.ownNumber[first]) help.push(fill(language.sameLine, { phone: business.phone.display }));
  return help.join(' ');
}

export interface FirstAction {
  channel: 'whatsapp' | 'text';
  href: string;
  label: string;
}

/**
 * On a Spanish page whose phone is answered in English, the message channel that answers in
 * Spanish, as the hero's and the bottom bar's first action; undefined on English pages and
 * wherever the phone comes first.
 */
export function spanishFirstAction(locale: 'en' | 'es'): FirstAction | undefined {
  if (locale !== 'es') return undefined;
  const channel = firstChannel(business.spanish);
  if (channel === 'phone') return undefined;
  const { language } = siteWordsIn('es');
  return channel === 'whatsapp'
    ? { channel, href: messagingHrefIn('es'), label: language.whatsappFirst }
    : { channel, href: smsHref, label: language.textFirst };
}

/** What a Spanish confirmation and failure say about who answers, and how. */
export function spanishReply(): string {
  const { language } = siteWordsIn('es');
  const reply = replySentence(business.spanish, language, languageTags.es);
  return business.spanish.phone ? reply : `${reply} ${language.phoneInEnglish}`;
}

/** The call button's label beside a Spanish first action: it says the call is answered in English. */
export const callLabelIn = (locale: 'en' | 'es', label: string) =>
  spanishFirstAction(locale) ? siteWordsIn('es').language.callInEnglish : label;

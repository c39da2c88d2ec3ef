import { business } from './business';
import { fill } from './fill';
import { siteWordsIn } from './site';
import { languageTags } from '@/lib/i18n/locale';

const channels = ['phone', 'text', 'whatsapp', 'email'] as const;

/**
 * What a Spanish page says about who answers in Spanish, from the business record's `spanish`
 * channels (docs/decisions/110-two-languages.md): the channels that do, and that calls are
 * answered in English while the phone is not ticked. Undefined when no channel is ticked:
 * nothing is promised beyond the record.
 */
export function spanishHelp(): string | undefined {
  const { language } = siteWordsIn('es');
  const ticked = channels.filter((channel) => business.spanish[channel]);
  if (ticked.length === 0) return undefined;
  const list = new Intl.ListFormat(languageTags.es, { type: 'disjunction' }).format(ticked.map((channel) => language.channels[channel]));
  const help = fill(language.spanishHelp, { channels: list });
  return business.spanish.phone ? help : `${help} ${language.phoneInEnglish}`;
}

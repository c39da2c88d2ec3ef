import { business } from '@/lib/content/business';
import { fill } from '@/lib/content/fill';
import { siteWords } from '@/lib/content/site';
import { languageTags } from './locale';

const channels = ['phone', 'text', 'whatsapp', 'email'] as const;

/**
 * What a Spanish page says about who answers in Spanish, from the business record's `spanish`
 * channels (docs/decisions/110-two-languages.md): the channels that do, and that calls are
 * answered in English while the phone is not ticked. Nothing is promised beyond the record.
 */
export function spanishHelp(): string[] {
  const { language } = siteWords('es');
  const answered = channels.filter((channel) => business.spanish[channel]).map((channel) => language.channels[channel]);
  const list = new Intl.ListFormat(languageTags.es, { type: 'disjunction' }).format(answered);
  return [
    ...(answered.length ? [fill(language.spanishHelp, { channels: list })] : []),
    ...(business.spanish.phone ? [] : [language.phoneInEnglish]),
  ];
}

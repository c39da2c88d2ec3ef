import type { Business } from '@/lib/content/schemas/business';
import type { SiteWords } from '@/lib/content/schemas/site';
import { fill } from '@/lib/content/fill';

// Pure: the content build fills {reply} and {phoneLanguage} with these before any generated module exists.
type Spanish = Business['spanish'];

/**
 * The channel a Spanish page offers first (docs/decisions/110-two-languages.md): the phone when it
 * answers in Spanish, else WhatsApp, else text; the phone when no message channel does.
 */
export function firstChannel(spanish: Spanish): 'phone' | 'whatsapp' | 'text' {
  if (spanish.phone) return 'phone';
  if (spanish.whatsapp) return 'whatsapp';
  return spanish.text ? 'text' : 'phone';
}

/**
 * Who answers a request, on which channel and in which language, from the record: the `{reply}`
 * token of the confirmations and the thank-you page. Pure, so the content build fills it too.
 */
export function replySentence(spanish: Spanish, language: SiteWords['language'], tag: string): string {
  if (spanish.phone) return language.replyByPhone;
  const messages = (['whatsapp', 'text'] as const).filter((channel) => spanish[channel]);
  if (messages.length === 0) return language.replyInEnglish;
  const list = new Intl.ListFormat(tag, { type: 'disjunction' }).format(messages.map((channel) => language.channels[channel]));
  return fill(language.replyByMessage, { channels: list });
}

/** The language calls are answered in, as `{phoneLanguage}` says it ("en inglés"). */
export const phoneLanguage = (spanish: Spanish, language: SiteWords['language']) =>
  spanish.phone ? language.inSpanish : language.inEnglish;

// Who answers in Spanish, from the business record's ticks (docs/decisions/110-two-languages.md):
// the channel a Spanish page offers first, and what a confirmation says about who answers, how and
// in which language. The words are the fixture's Spanish site file; the ticks are varied here.
import { siteWordsIn } from '@/lib/content/site';
import { firstChannel, phoneLanguage, replySentence } from '@/lib/content/spanish-reply';

const { language } = siteWordsIn('es');
const ticks = (on: Partial<Record<'phone' | 'text' | 'whatsapp' | 'email', boolean>>) => ({
  phone: false,
  text: false,
  whatsapp: false,
  email: false,
  sample: false,
  ...on,
});

describe('the channel a Spanish page offers first', () => {
  it('is WhatsApp, then text, while calls are answered in English; the phone once it answers in Spanish or nothing else does', () => {
    expect(firstChannel(ticks({ text: true, whatsapp: true }))).toBe('whatsapp');
    expect(firstChannel(ticks({ text: true, email: true }))).toBe('text');
    expect(firstChannel(ticks({ phone: true, whatsapp: true }))).toBe('phone');
    expect(firstChannel(ticks({ email: true }))).toBe('phone');
  });
});

describe('who answers a Spanish request', () => {
  it('names the message channels and Spanish while calls are in English, and never promises a Spanish call', () => {
    const reply = replySentence(ticks({ text: true, whatsapp: true }), language, 'es-US');
    expect(reply).toContain(language.inSpanish);
    expect(reply).toContain(language.channels.whatsapp);
    expect(reply).toContain(language.channels.text);
    expect(reply).not.toBe(language.replyByPhone);
    expect(phoneLanguage(ticks({ text: true }), language)).toBe(language.inEnglish);
  });

  it('promises a call in Spanish only when calls are ticked, and a call in English when nothing is', () => {
    expect(replySentence(ticks({ phone: true, whatsapp: true }), language, 'es-US')).toBe(language.replyByPhone);
    expect(phoneLanguage(ticks({ phone: true }), language)).toBe(language.inSpanish);
    expect(replySentence(ticks({ email: true }), language, 'es-US')).toBe(language.replyInEnglish);
  });
});

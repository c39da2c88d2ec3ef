import { business, contactChannels } from '@/lib/content/business';
import { emergencyForm, faqForm, homeLeadForm, homePromotionForm } from '@/lib/forms/definitions';
import { contactLinks, emailLink, leadText, maxBodyLength, type RequestWords, smsLink, whatsappLink } from '@/lib/leads/contact-links';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import type { Locale } from '@/lib/i18n/locale';

const page = 'https://www.example.com/faq';
const wordsIn = (locale: Locale): RequestWords => leadFormWordsIn(locale).request;
const words = wordsIn('en');

function query(link: string, key: string): string {
  return new URLSearchParams(link.slice(link.indexOf('?') + 1)).get(key) ?? '';
}

describe('leadText', () => {
  it('carries the arrival window picked on the forms that ask for one', () => {
    const values = { fullName: 'Maria Gonzalez', phone: '(941) 555-0199', arrivalWindow: 'Thu Nov 26, 10 AM-12 PM' };
    expect(leadText(emergencyForm('en'), values, page, words)).toContain(`\n${words.arrivalWindow}: Thu Nov 26, 10 AM-12 PM\n`);
    expect(leadText(emergencyForm('en'), { ...values, arrivalWindow: '' }, page, words)).not.toContain(words.arrivalWindow);
    expect(leadText(homeLeadForm('en'), values, page, words)).not.toContain(words.arrivalWindow);
  });

  it('writes the request out in readable lines: name, phone, what they need, the page', () => {
    const text = leadText(
      homePromotionForm('en'),
      {
        name: 'Tom Becker',
        phone: '941-555-0100',
        service: homePromotionForm('en').fields.find((f) => f.name === 'service')!.options![1].value,
      },
      page,
      words,
    );
    const service = homePromotionForm('en').fields.find((f) => f.name === 'service')!;
    expect(text.split('\n')).toEqual([
      words.greeting,
      `${homePromotionForm('en').fields[0].label}: Tom Becker`,
      `${homePromotionForm('en').fields.find((f) => f.name === 'phone')!.label}: 941-555-0100`,
      `${service.label}: ${service.options![1].label}`,
      `${words.page}: ${page}`,
    ]);
  });

  it('leaves out empty fields and never carries the honeypot', () => {
    const text = leadText(
      homeLeadForm('en'),
      { fullName: 'Maria Gonzalez', phone: '(941) 555-0199', email: '', _honey: 'bot' },
      page,
      words,
    );
    expect(text).toContain('Maria Gonzalez');
    expect(text).toContain('(941) 555-0199');
    expect(text).not.toContain('bot');
    expect(text).not.toMatch(/email/i);
  });

  it('caps a long message so the whole body stays within the limit, name, phone and page first', () => {
    const message = faqForm('en').fields.find((f) => f.type === 'textarea')!;
    const text = leadText(
      faqForm('en'),
      { fullName: 'Maria Gonzalez', phone: '(941) 555-0199', [message.name]: 'word '.repeat(400) },
      page,
      words,
    );
    expect(text.length).toBeLessThanOrEqual(maxBodyLength);
    expect(text).toContain('Maria Gonzalez');
    expect(text).toContain(`${words.page}: ${page}`);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('the links', () => {
  const text = 'Full name: Maria Gonzalez\nPhone: (941) 555-0199 & more?';

  it('sms: the business text number with the request as its body', () => {
    const link = smsLink(text, contactChannels);
    expect(link.startsWith(`sms:${business.textNumber.e164}?body=`)).toBe(true);
    expect(query(link, 'body')).toBe(text);
  });

  it('WhatsApp: the messaging number with the request as its text', () => {
    const link = whatsappLink(text, contactChannels);
    expect(link.startsWith(`https://wa.me/${business.messaging.number.replace(/\D/g, '')}?text=`)).toBe(true);
    expect(query(link, 'text')).toBe(text);
  });

  it('mailto: the business address, a subject, and CRLF line breaks in the body', () => {
    const link = emailLink('New lead', text, contactChannels);
    expect(link.startsWith(`mailto:${business.email}?subject=New%20lead&body=`)).toBe(true);
    expect(query(link, 'body')).toBe(text.replace('\n', '\r\n'));
  });

  it('contactLinks carries the same typed name and phone in all three', () => {
    const links = contactLinks(homeLeadForm('en'), { fullName: 'Maria Gonzalez', phone: '(941) 555-0199' }, page, words, contactChannels);
    for (const link of Object.values(links)) {
      const decoded = decodeURIComponent(link);
      expect(decoded).toContain('Maria Gonzalez');
      expect(decoded).toContain('(941) 555-0199');
      expect(decoded).toContain(page);
    }
    expect(query(links.email, 'subject')).toBe(homeLeadForm('en').subject);
  });

  it('a Spanish form prefills a Spanish request, with the subject the owner notices', () => {
    const spanish = wordsIn('es');
    const form = emergencyForm('es');
    const type = form.fields.find((f) => f.name === 'emergencyType')!;
    const values = {
      fullName: 'María González',
      phone: '(941) 555-0199',
      emergencyType: 'stuck-closed',
      arrivalWindow: 'Thu Nov 26, 10 AM-12 PM',
    };
    const text = leadText(form, values, page, spanish);
    expect(text.split('\n')).toEqual([
      spanish.greeting,
      `${form.fields[0].label}: María González`,
      `${form.fields[1].label}: (941) 555-0199`,
      `${type.label}: ${type.options!.find((o) => o.value === 'stuck-closed')!.label}`,
      // The window stays in the words the office reads.
      `${spanish.arrivalWindow}: Thu Nov 26, 10 AM-12 PM`,
      `${spanish.page}: ${page}`,
    ]);
    expect(spanish.greeting).not.toBe(words.greeting);
    expect(query(contactLinks(form, values, page, spanish, contactChannels).email, 'subject')).toBe(form.subject);
    expect(form.subject).not.toBe(emergencyForm('en').subject);
  });
});

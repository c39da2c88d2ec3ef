import { business } from '@/lib/content/business';
import { emergencyForm, faqForm, homeLeadForm, homePromotionForm } from '@/content/forms';
import { contactLinks, emailLink, leadText, maxBodyLength, smsLink, whatsappLink } from '@/lib/contact-links';

const page = 'https://www.example.com/faq';

function query(link: string, key: string): string {
  return new URLSearchParams(link.slice(link.indexOf('?') + 1)).get(key) ?? '';
}

describe('leadText', () => {
  it('carries the arrival window picked on the forms that ask for one', () => {
    const values = { fullName: 'Maria Gonzalez', phone: '(941) 555-0199', arrivalWindow: 'Thu Nov 26, 10 AM-12 PM' };
    expect(leadText(emergencyForm, values, page)).toContain('\nArrival window: Thu Nov 26, 10 AM-12 PM\n');
    expect(leadText(emergencyForm, { ...values, arrivalWindow: '' }, page)).not.toContain('Arrival window');
    expect(leadText(homeLeadForm, values, page)).not.toContain('Arrival window');
  });

  it('writes the request out in readable lines: name, phone, what they need, the page', () => {
    const text = leadText(
      homePromotionForm,
      { name: 'Tom Becker', phone: '941-555-0100', service: homePromotionForm.fields.find((f) => f.name === 'service')!.options![1].value },
      page,
    );
    const service = homePromotionForm.fields.find((f) => f.name === 'service')!;
    expect(text.split('\n')).toEqual([
      'Hello, my request from your website:',
      `${homePromotionForm.fields[0].label}: Tom Becker`,
      `${homePromotionForm.fields.find((f) => f.name === 'phone')!.label}: 941-555-0100`,
      `${service.label}: ${service.options![1].label}`,
      `Page: ${page}`,
    ]);
  });

  it('leaves out empty fields and never carries the honeypot', () => {
    const text = leadText(homeLeadForm, { fullName: 'Maria Gonzalez', phone: '(941) 555-0199', email: '', _honey: 'bot' }, page);
    expect(text).toContain('Maria Gonzalez');
    expect(text).toContain('(941) 555-0199');
    expect(text).not.toContain('bot');
    expect(text).not.toMatch(/email/i);
  });

  it('caps a long message so the whole body stays within the limit, name, phone and page first', () => {
    const message = faqForm.fields.find((f) => f.type === 'textarea')!;
    const text = leadText(faqForm, { fullName: 'Maria Gonzalez', phone: '(941) 555-0199', [message.name]: 'word '.repeat(400) }, page);
    expect(text.length).toBeLessThanOrEqual(maxBodyLength);
    expect(text).toContain('Maria Gonzalez');
    expect(text).toContain(`Page: ${page}`);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('the links', () => {
  const text = 'Full name: Maria Gonzalez\nPhone: (941) 555-0199 & more?';

  it('sms: the business text number with the request as its body', () => {
    const link = smsLink(text);
    expect(link.startsWith(`sms:${business.textNumber.e164}?body=`)).toBe(true);
    expect(query(link, 'body')).toBe(text);
  });

  it('WhatsApp: the messaging number with the request as its text', () => {
    const link = whatsappLink(text);
    expect(link.startsWith(`https://wa.me/${business.messaging.number}?text=`)).toBe(true);
    expect(query(link, 'text')).toBe(text);
  });

  it('mailto: the business address, a subject, and CRLF line breaks in the body', () => {
    const link = emailLink('New lead', text);
    expect(link.startsWith(`mailto:${business.email}?subject=New%20lead&body=`)).toBe(true);
    expect(query(link, 'body')).toBe(text.replace('\n', '\r\n'));
  });

  it('contactLinks carries the same typed name and phone in all three', () => {
    const links = contactLinks(homeLeadForm, { fullName: 'Maria Gonzalez', phone: '(941) 555-0199' }, page);
    for (const link of Object.values(links)) {
      const decoded = decodeURIComponent(link);
      expect(decoded).toContain('Maria Gonzalez');
      expect(decoded).toContain('(941) 555-0199');
      expect(decoded).toContain(page);
    }
    expect(query(links.email, 'subject')).toBe(homeLeadForm.subject);
  });
});

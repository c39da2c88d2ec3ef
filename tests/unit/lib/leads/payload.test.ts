import { cityLeadForm, emergencyForm, faqForm, homeLeadForm, homePromotionForm, reviewForm } from '@/lib/forms/definitions';
import { getCity } from '@/lib/content/cities';
import { buildLeadPayload, encodeLead, leadSchema } from '@/lib/leads/payload';
import { basin } from '@/lib/leads/providers/basin';
import { formsubmit } from '@/lib/leads/providers/formsubmit';
import { web3forms } from '@/lib/leads/providers/web3forms';

const person = { fullName: 'Maria Gonzalez', phone: '(941) 555-0199', email: 'maria@example.net' };
const promotion = { ...person, name: 'Tom B.', location: '34293' };

describe('buildLeadPayload', () => {
  it('sends the home lead form exactly as the spec: fullName, phone, email, city, source, _subject, _captcha', () => {
    const { encoding, fields } = buildLeadPayload(homeLeadForm('en'), person, { pagePath: '/', cityContext: 'Venice' });
    expect(encoding).toBe('json');
    expect(fields).toEqual({
      ...person,
      city: 'Venice',
      source: 'Discount Form Section',
      _subject: homeLeadForm('en').subject,
      _captcha: false,
      pagePath: '/',
      formId: 'home-lead',
      _honey: '',
    });
  });

  it('sends the default city on the home forms before detection', () => {
    expect(buildLeadPayload(homeLeadForm('en'), person, { pagePath: '/' }).fields.city).toBe('Southwest Florida');
    expect(buildLeadPayload(homePromotionForm('en'), promotion, { pagePath: '/', cityContext: '  ' }).fields.detected_city).toBe(
      'Southwest Florida',
    );
  });

  it('sends the promotion form as form data with detected_city and a string _captcha', () => {
    const values = {
      name: 'Tom B.',
      phone: '941-555-0100',
      email: 't@example.org',
      location: '34293',
      service: 'Emergency repair',
      time: 'Weekend',
    };
    const payload = buildLeadPayload(homePromotionForm('en'), values, { pagePath: '/', cityContext: 'Nokomis' });
    expect(payload.encoding).toBe('form-data');
    expect(payload.fields).toEqual({
      ...values,
      detected_city: 'Nokomis',
      source: 'Promotion Form',
      _subject: homePromotionForm('en').subject,
      _captcha: 'false',
      pagePath: '/',
      formId: 'home-promotion',
      _honey: '',
    });
    const { body, headers } = encodeLead(payload);
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries((body as FormData).entries())).toEqual({ ...payload.fields });
    expect(headers).toEqual({ Accept: 'application/json' });
  });

  it('sends other forms as JSON with their own fields, a cityContext key and attribution', () => {
    const form = cityLeadForm(getCity('sarasota'), 'long', 'en');
    const values = { ...person, zipCode: '34236', service: 'spring-repair' };
    const payload = buildLeadPayload(form, values, {
      pagePath: '/garage-door-sarasota',
      cityContext: 'Sarasota',
      attribution: { utm_source: 'google', utm_campaign: 'spring', referrer: 'https://www.google.com/' },
    });
    expect(payload.fields).toEqual({
      ...values,
      source: form.source,
      _subject: form.subject,
      _captcha: false,
      pagePath: '/garage-door-sarasota',
      formId: form.id,
      cityContext: 'Sarasota',
      arrivalWindow: 'As soon as possible',
      utm_source: 'google',
      utm_campaign: 'spring',
      referrer: 'https://www.google.com/',
      _honey: '',
    });
    expect(payload.fields).not.toHaveProperty('city');
    const { body, headers } = encodeLead(payload);
    expect(JSON.parse(body as string)).toEqual(payload.fields);
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends the arrival window in words on the forms that ask for one, and only there', () => {
    const chosen = { ...person, zipCode: '34275', message: 'Stuck', arrivalWindow: 'Thu Nov 26, 10 AM-12 PM' };
    expect(buildLeadPayload(emergencyForm('en'), chosen, { pagePath: '/emergency-service' }).fields.arrivalWindow).toBe(
      'Thu Nov 26, 10 AM-12 PM',
    );
    expect(
      buildLeadPayload(emergencyForm('en'), { ...chosen, arrivalWindow: '' }, { pagePath: '/emergency-service' }).fields.arrivalWindow,
    ).toBe('As soon as possible');
    expect(buildLeadPayload(homeLeadForm('en'), chosen, { pagePath: '/' }).fields).not.toHaveProperty('arrivalWindow');
    expect(buildLeadPayload(faqForm('en'), chosen, { pagePath: '/faq' }).fields).not.toHaveProperty('arrivalWindow');
  });

  it('sends only the form’s own fields, empty strings for optional ones left blank', () => {
    const { fields } = buildLeadPayload(
      emergencyForm('en'),
      { ...person, zipCode: '34275', injected: 'x' },
      { pagePath: '/emergency-service' },
    );
    expect(fields.emergencyType).toBe('');
    expect(fields).not.toHaveProperty('injected');
    expect(fields).not.toHaveProperty('cityContext');
  });

  it('keeps markup as plain text and passes the honeypot through', () => {
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const { fields } = buildLeadPayload(
      faqForm('en'),
      { fullName: markup, phone: '1', message: markup, _honey: 'spam' },
      { pagePath: '/faq' },
    );
    expect(fields.fullName).toBe(markup);
    expect(fields._honey).toBe('spam');
    const review = { fullName: 'Maria', city: 'Venice', review: 'Great', rating: '4' };
    expect(buildLeadPayload(reviewForm('en'), review, { pagePath: '/reviews' }).fields.rating).toBe('4');
  });
});

describe('leadSchema: what a lead is, for the form’s resolver and for buildLeadPayload alike', () => {
  it('takes the form’s fields, its arrival window and the honeypot as strings, an optional one left out as empty', () => {
    const parsed = leadSchema(emergencyForm('en'), formsubmit).parse({ ...person, zipCode: '34275', injected: 'x' });
    expect(parsed).toEqual({ ...person, zipCode: '34275', emergencyType: '', arrivalWindow: '', _honey: '' });
  });

  it('refuses a required field left empty and a choice that is not one of its options', () => {
    const schema = leadSchema(emergencyForm('en'), formsubmit);
    expect(schema.safeParse({ ...person, phone: '' }).error?.issues.map((issue) => issue.path)).toEqual([['phone']]);
    expect(schema.safeParse({ ...person, emergencyType: 'kitchen sink' }).success).toBe(false);
    expect(schema.safeParse({ ...person, emergencyType: 'stuck-open' }).success).toBe(true);
    // E-mail and ZIP code may be left out on the emergency form (docs/product.md), not the name or the phone.
    expect(schema.safeParse({ fullName: 'Ann', phone: '941-555-0199', email: '', zipCode: '' }).success).toBe(true);
    // So no lead is built without what the form requires.
    expect(() => buildLeadPayload(emergencyForm('en'), { fullName: 'Ann' }, { pagePath: '/emergency-service' })).toThrow();
  });
});

describe('photos with a lead', () => {
  const photo = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });
  const photos = [photo('spring.jpg'), photo('cable.jpg')];

  it('makes a repair or estimate lead multipart, photos under the service’s file field, fields unchanged', () => {
    const plain = buildLeadPayload(homeLeadForm('en'), person, { pagePath: '/' }, formsubmit);
    const payload = buildLeadPayload(homeLeadForm('en'), person, { pagePath: '/', photos }, formsubmit);
    expect(payload.encoding).toBe('form-data');
    expect(payload.attachments).toEqual({ field: 'attachment', files: photos });
    // Form data has only strings, so _captcha is the string FormSubmit reads either way.
    expect(payload.fields).toEqual({ ...plain.fields, _captcha: 'false' });

    const { body, headers } = encodeLead(payload);
    expect(headers).not.toHaveProperty('Content-Type');
    const sent = body as FormData;
    expect(sent.get('fullName')).toBe('Maria Gonzalez');
    expect(sent.getAll('attachment').map((file) => (file as File).name)).toEqual(['spring.jpg', 'cable.jpg']);
  });

  it('sends Basin’s photos as attachments[]', () => {
    const payload = buildLeadPayload(
      emergencyForm('en'),
      { ...person, zipCode: '34275' },
      { pagePath: '/emergency-service', photos },
      basin,
    );
    expect(payload.encoding).toBe('form-data');
    expect(payload.attachments?.field).toBe('attachments[]');
  });

  it('leaves photos out where the form takes none or the service accepts no files', () => {
    const faq = buildLeadPayload(faqForm('en'), { ...person, message: 'Hi' }, { pagePath: '/faq', photos }, formsubmit);
    expect(faq.encoding).toBe('json');
    expect(faq).not.toHaveProperty('attachments');
    const web3 = buildLeadPayload(homeLeadForm('en'), person, { pagePath: '/', photos }, web3forms);
    expect(web3.encoding).toBe('json');
    expect(web3).not.toHaveProperty('attachments');
  });

  it('sends a lead with no photos picked exactly as before', () => {
    const none = buildLeadPayload(
      cityLeadForm(getCity('venice'), 'long', 'en'),
      { ...person, zipCode: '34285' },
      { pagePath: '/garage-door-venice', photos: [] },
      formsubmit,
    );
    expect(none.encoding).toBe('json');
    expect(none).not.toHaveProperty('attachments');
  });
});

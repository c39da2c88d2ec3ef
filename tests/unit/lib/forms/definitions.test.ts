import { cities, cityPages, getCity } from '@/lib/content/cities';
import { pageForms, servicePageForm } from '@/content/page-forms';
import {
  aboutForm,
  aboutUsForm,
  cityLeadForm,
  emergencyForm,
  faqForm,
  type FormDefinition,
  galleryForm,
  homeLeadForm,
  homePromotionForm,
  reviewForm,
} from '@/content/forms';
import { business } from '@/lib/content/business';
import { getLeadMessages, leadMessages } from '@/content/messages';
import { fieldMaxLength } from '@/components/forms/form-field';

const values = (form: FormDefinition, name: string) => form.fields.find((f) => f.name === name)?.options?.map((o) => o.value);
const names = (form: FormDefinition) => form.fields.map((f) => f.name);
const required = (form: FormDefinition) => form.fields.filter((f) => f.required).map((f) => f.name);

// The spec's option values and message texts: tests/unit/content/spec-values.test.ts.
describe('select options come from the records', () => {
  it.each(cities.map((c) => [c.slug, c] as const))('city %s offers its own select, on every template', (_slug, city) => {
    for (const template of ['featured', 'long', 'short'] as const) {
      expect(values(cityLeadForm(city, template), city.form.select.name)).toEqual(city.form.select.options.map((o) => o.value));
    }
  });
});

describe('fields and required fields match docs/product.md, "Forms"', () => {
  it.each(
    (
      [
        [homeLeadForm, ['fullName', 'phone', 'email'], ['fullName', 'phone', 'email']],
        [homePromotionForm, ['name', 'phone', 'email', 'location', 'service', 'time'], ['name', 'phone', 'email', 'location']],
        [
          cityLeadForm(getCity('nokomis'), 'featured'),
          ['fullName', 'phone', 'email', 'zipCode', 'service'],
          ['fullName', 'phone', 'email', 'zipCode'],
        ],
        [
          cityLeadForm(getCity('venice'), 'long'),
          ['fullName', 'phone', 'email', 'zipCode', 'service'],
          ['fullName', 'phone', 'email', 'zipCode'],
        ],
        [cityLeadForm(getCity('bradenton'), 'short'), ['fullName', 'phone', 'email', 'zipCode', 'issue'], ['fullName', 'phone', 'email']],
        [emergencyForm, ['fullName', 'phone', 'email', 'zipCode', 'emergencyType'], ['fullName', 'phone', 'email', 'zipCode']],
        [aboutUsForm, ['fullName', 'phone', 'email', 'message'], ['fullName', 'phone', 'email', 'message']],
        [aboutForm, ['fullName', 'phone', 'email', 'message'], ['fullName', 'phone', 'email']],
        [faqForm, ['fullName', 'phone', 'message'], ['fullName', 'phone', 'message']],
        [reviewForm, ['fullName', 'city', 'rating', 'review'], ['fullName', 'city', 'review']],
        [galleryForm, ['fullName', 'phone', 'zipCode', 'issue'], ['fullName', 'phone', 'zipCode']],
      ] as [FormDefinition, string[], string[]][]
    ).map(([form, fields, needed]) => [form.id, form, fields, needed] as const),
  )('%s', (_id, form, fields, needed) => {
    expect(names(form)).toEqual(fields);
    expect(required(form)).toEqual(needed);
  });

  it('the repair page form keeps zip code and issue optional', () => {
    const repair = servicePageForm('garage-door-repair');
    expect(names(repair)).toEqual(['fullName', 'phone', 'email', 'zipCode', 'issue']);
    expect(required(repair)).toEqual(['fullName', 'phone', 'email']);
  });

  it('About A has a 4-row message; short-form pages mark required fields in the placeholder', () => {
    expect(aboutUsForm.fields.find((f) => f.name === 'message')?.rows).toBe(4);
    expect(cityLeadForm(getCity('venice'), 'short').requiredMark).toBe('placeholder');
    expect(homePromotionForm.requiredMark).toBe('label');
  });

  it('every text field has a generous but bounded maxlength', () => {
    const forms = [homeLeadForm, homePromotionForm, emergencyForm, aboutUsForm, aboutForm, faqForm, reviewForm, galleryForm];
    for (const field of forms.flatMap((form) => form.fields).filter((f) => f.type !== 'select')) {
      expect(fieldMaxLength(field)).toBeGreaterThanOrEqual(field.type === 'textarea' ? 1000 : 10);
      expect(fieldMaxLength(field)).toBeLessThanOrEqual(5000);
    }
  });
});

describe('message catalogue', () => {
  it('covers every form’s key, and every failure offers the phone number', () => {
    const forms = [
      homeLeadForm,
      homePromotionForm,
      emergencyForm,
      aboutUsForm,
      aboutForm,
      faqForm,
      reviewForm,
      galleryForm,
      cityLeadForm(getCity('osprey'), 'featured'),
      cityLeadForm(getCity('venice'), 'long'),
    ];
    for (const form of forms) expect(Object.keys(leadMessages)).toContain(form.messages);
    for (const messages of Object.values(leadMessages)) expect(messages.failure.description).toContain(business.phone.display);
    expect(getLeadMessages('no-such-key')).toBe(leadMessages.serviceRequest);
  });

  it('promises the same call-back time in the next step as in the form’s own message', () => {
    for (const [key, messages] of Object.entries(leadMessages)) {
      const callWithin = 'callWithin' in messages ? messages.callWithin : '30 minutes';
      const promised = /within (\d+ \w+|minutes)/.exec(messages.success.description)?.[1];
      if (promised) expect([key, callWithin]).toEqual([key, promised]);
    }
    expect(leadMessages.review.callWithin).toBe(false);
  });
});

describe('each city page form', () => {
  it('suggests a ZIP code of its own city in the ZIP field (Nokomis is not shown a Sarasota code)', () => {
    const checked: string[] = [];
    for (const page of cityPages) {
      const entry = pageForms.find(({ path }) => path === `/${page.slug}`);
      const zip = entry?.form.fields.find((field) => field.name === 'zipCode');
      if (!zip) continue;
      const digits = zip.placeholder?.match(/\d{5}/)?.[0];
      const ofTheCity = (getCity(page.city).zipCodes as readonly string[]).includes(digits ?? '');
      expect({ page: page.slug, zip: digits, ofTheCity }).toEqual({ page: page.slug, zip: expect.any(String), ofTheCity: true });
      checked.push(page.slug);
    }
    expect(checked.length).toBe(cityPages.length);
  });
});

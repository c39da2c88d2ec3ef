import { business } from '@/lib/content/business';
import { cities, cityIn, cityPages, getCity } from '@/lib/content/cities';
import { formsWordsIn } from '@/lib/content/forms';
import { fieldMaxLength } from '@/components/forms/form-field';
import { choiceValues } from '@/lib/forms/choices';
import {
  aboutForm,
  aboutUsForm,
  cityLeadForm,
  emergencyForm,
  faqForm,
  galleryForm,
  homeLeadForm,
  homePromotionForm,
  reviewForm,
} from '@/lib/forms/definitions';
import { pageForms, servicePageForm, spanishPageForms } from '@/lib/pages/forms';
import type { FormDefinition } from '@/lib/forms/types';

const values = (form: FormDefinition, name: string) => form.fields.find((f) => f.name === name)?.options?.map((o) => o.value);
const names = (form: FormDefinition) => form.fields.map((f) => f.name);
const required = (form: FormDefinition) => form.fields.filter((f) => f.required).map((f) => f.name);

// The spec's option values and message texts: tests/unit/content/spec-values.test.ts.
describe('select options come from the records', () => {
  it.each(cities.map((c) => [c.slug, c] as const))('city %s offers its own select, on every template', (_slug, city) => {
    for (const template of ['featured', 'long', 'short'] as const) {
      expect(values(cityLeadForm(city, template, 'en'), city.form.select.name)).toEqual(city.form.select.options.map((o) => o.value));
    }
  });

  it("each of the forms' own choice lists shows the record's lines beside the code's values, in order", () => {
    const { choices } = formsWordsIn('en');
    const emergency = emergencyForm('en').fields.find((f) => f.name === 'emergencyType');
    expect(emergency?.options).toEqual(choiceValues.emergencyType.map((value, i) => ({ value, label: choices.emergencyType.options[i] })));
    expect(emergency?.emptyOption).toBe(choices.emergencyType.emptyOption);
  });
});

describe('fields and required fields match docs/product.md, "Forms"', () => {
  it.each(
    (
      [
        [homeLeadForm('en'), ['fullName', 'phone', 'email'], ['fullName', 'phone']],
        [homePromotionForm('en'), ['name', 'phone', 'email', 'location', 'service', 'time'], ['name', 'phone']],
        [cityLeadForm(getCity('nokomis'), 'featured', 'en'), ['fullName', 'phone', 'email', 'zipCode', 'service'], ['fullName', 'phone']],
        [cityLeadForm(getCity('venice'), 'long', 'en'), ['fullName', 'phone', 'email', 'zipCode', 'service'], ['fullName', 'phone']],
        [cityLeadForm(getCity('bradenton'), 'short', 'en'), ['fullName', 'phone', 'email', 'zipCode', 'issue'], ['fullName', 'phone']],
        [emergencyForm('en'), ['fullName', 'phone', 'email', 'zipCode', 'emergencyType'], ['fullName', 'phone']],
        [aboutUsForm('en'), ['fullName', 'phone', 'email', 'message'], ['fullName', 'phone', 'message']],
        [aboutForm('en'), ['fullName', 'phone', 'email', 'message'], ['fullName', 'phone']],
        [faqForm('en'), ['fullName', 'phone', 'message'], ['fullName', 'phone', 'message']],
        [reviewForm('en'), ['fullName', 'city', 'rating', 'review'], ['fullName', 'city', 'review']],
        [galleryForm('en'), ['fullName', 'phone', 'zipCode', 'issue'], ['fullName', 'phone']],
      ] as [FormDefinition, string[], string[]][]
    ).map(([form, fields, needed]) => [form.id, form, fields, needed] as const),
  )('%s', (_id, form, fields, needed) => {
    expect(names(form)).toEqual(fields);
    expect(required(form)).toEqual(needed);
  });

  it('the repair page form keeps zip code and issue optional', () => {
    const repair = servicePageForm('garage-door-repair', 'en');
    expect(names(repair)).toEqual(['fullName', 'phone', 'email', 'zipCode', 'issue']);
    expect(required(repair)).toEqual(['fullName', 'phone']);
  });

  // A name and a phone are all the business needs to answer. The About Us message (its own
  // ruling) and the FAQ question are what those two forms are for; a review is not a lead.
  const askingForms = new Set(['about-us', 'faq', 'review']);
  it.each([
    ['English', pageForms],
    ['Spanish', spanishPageForms],
  ] as const)('every lead form of every %s page requires only a name and a phone', (_language, forms) => {
    const leadForms = forms.filter(({ form }) => !askingForms.has(form.id));
    expect(leadForms.length).toBeGreaterThan(20);
    for (const { form } of leadForms) expect([form.id, required(form)]).toEqual([form.id, [form.fields[0]!.name, 'phone']]);
  });

  it('About A has a 4-row message; short-form pages mark required fields in the placeholder', () => {
    expect(aboutUsForm('en').fields.find((f) => f.name === 'message')?.rows).toBe(4);
    expect(cityLeadForm(getCity('venice'), 'short', 'en').requiredMark).toBe('placeholder');
    expect(homePromotionForm('en').requiredMark).toBe('label');
  });

  it('every text field has a generous but bounded maxlength', () => {
    const forms = [homeLeadForm, homePromotionForm, emergencyForm, aboutUsForm, aboutForm, faqForm, reviewForm, galleryForm];
    for (const field of forms.flatMap((form) => form('en').fields).filter((f) => f.type !== 'select')) {
      expect(fieldMaxLength(field)).toBeGreaterThanOrEqual(field.type === 'textarea' ? 1000 : 10);
      expect(fieldMaxLength(field)).toBeLessThanOrEqual(5000);
    }
  });
});

describe('messages', () => {
  it('every failure offers the phone number', () => {
    for (const { form } of pageForms) expect(form.messages.failure.description).toContain(business.phone.display);
  });

  it('promises the same call-back time in the next step as in the form’s own message', () => {
    for (const { form } of pageForms) {
      const promised = /within (\d+ \w+|minutes)/.exec(form.messages.success.description)?.[1];
      if (promised) expect([form.id, form.messages.callWithin]).toEqual([form.id, promised]);
    }
    expect(reviewForm('en').messages.callWithin).toBe(false);
    expect(emergencyForm('en').messages.anyHour).toBe(true);
  });
});

describe('a Spanish form', () => {
  it('has the same field names, required marks and option values as the English one, in Spanish words', () => {
    const pairs: [FormDefinition, FormDefinition][] = [
      [homeLeadForm('en'), homeLeadForm('es')],
      [homePromotionForm('en'), homePromotionForm('es')],
      [emergencyForm('en'), emergencyForm('es')],
      [cityLeadForm(getCity('bradenton'), 'long', 'en'), cityLeadForm(cityIn('bradenton', 'es'), 'long', 'es')],
      [servicePageForm('garage-door-repair', 'en'), servicePageForm('garage-door-repair', 'es')],
    ];
    const wire = (form: FormDefinition) => ({
      id: form.id,
      source: form.source,
      encoding: form.encoding,
      fields: form.fields.map((field) => [field.name, field.type, !!field.required, field.options?.map((o) => o.value)]),
    });
    for (const [english, spanish] of pairs) {
      expect(wire(spanish)).toEqual(wire(english));
      expect(spanish.fields.map((f) => f.label)).not.toEqual(english.fields.map((f) => f.label));
      expect(spanish.submitLabel).not.toBe(english.submitLabel);
    }
    expect(emergencyForm('es').fields[0].label).toBe(formsWordsIn('es').fields.fullName.label);
  });

  it('marks its subject for the owner, says its language and returns to the Spanish thank-you page', () => {
    expect(faqForm('es').subject).toBe(formsWordsIn('en').spanishLeadSubject.replace('{subject}', faqForm('en').subject));
    expect(faqForm('es').subject).not.toBe(faqForm('en').subject);
    expect([faqForm('en').locale, faqForm('es').locale]).toEqual(['en', 'es']);
    expect(faqForm('en').thankYouPath).toBe('/thank-you');
    expect(faqForm('es').thankYouPath).toMatch(/^\/es\/[a-z-]+$/);
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

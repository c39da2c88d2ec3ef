/**
 * Every lead form of the site: its fields, required marks, choice values, wire format and
 * message key (docs/product.md#forms). The words come from content/forms.json in the page's
 * language; components render these and lib/leads sends them.
 */
import type { FormsWords } from '@/lib/content/forms';
import type { CityRecord, CityTemplate } from '@/lib/content/cities';
import type { CountyRecord } from '@/lib/content/counties';
import { troubleshootingWordsIn } from '@/lib/content/troubleshooting';
import type { Locale } from '@/lib/i18n/locale';
import { box, choice, defineForm } from './resolve';
import type { FieldDefinition, FormDefinition } from './types';

type Words = FormsWords;

const fullName = (w: Words) => box(w, 'fullName', { name: 'fullName', type: 'text', required: true, autoComplete: 'name' });
const phone = (w: Words) => box(w, 'phone', { name: 'phone', type: 'tel', required: true, autoComplete: 'tel' });
// A name and a phone are all the business needs to answer: e-mail, ZIP code, town, service and
// time are asked on every lead form but never required (docs/product.md#forms).
const email = (w: Words) => box(w, 'email', { name: 'email', type: 'email', required: false, autoComplete: 'email' });
const zipCode = (w: Words) => box(w, 'zipCode', { name: 'zipCode', type: 'text', required: false, autoComplete: 'postal-code' });
const message = (w: Words, required: boolean) => box(w, 'message', { name: 'message', type: 'textarea', required, rows: 4 });

/** The home page's two forms keep their exact fields and wire format (docs/product.md#the-two-home-forms-wire-format-exactly). */
export const homeLeadForm = defineForm((w) => ({
  id: 'home-lead',
  source: 'Discount Form Section',
  subject: 'New discount request from the website',
  submitLabel: w.buttons.discount,
  encoding: 'json',
  requiredMark: 'label',
  messages: 'homeLead',
  cityField: 'city',
  fields: [fullName(w), phone(w), email(w)],
  photos: true,
}));

export const homePromotionForm = defineForm((w) => ({
  id: 'home-promotion',
  source: 'Promotion Form',
  subject: 'New promotion request from the website',
  submitLabel: w.buttons.estimate,
  encoding: 'form-data',
  requiredMark: 'label',
  messages: 'promotion',
  cityField: 'detected_city',
  fields: [
    { ...fullName(w), name: 'name' },
    phone(w),
    email(w),
    box(w, 'location', { name: 'location', type: 'text', required: false, autoComplete: 'address-level2' }),
    choice(w, 'promotionService', 'service'),
    choice(w, 'preferredTime', 'time'),
  ],
}));

/**
 * The lead form of a city page: the template decides the required fields, the city (its record
 * in the page's language) its question and its ZIP code example.
 */
export function cityLeadForm(city: Pick<CityRecord, 'slug' | 'name' | 'form'>, template: CityTemplate, locale: Locale): FormDefinition {
  return defineForm((w) => {
    const { select, zipPlaceholder } = city.form;
    const short = template === 'short';
    const picker: FieldDefinition = { ...select, type: 'select', emptyOption: w.choices.anyOption };
    return {
      id: `city-${template}-${city.slug}`,
      source: `${city.name} ${template === 'featured' ? 'Service Request' : short ? 'Quick Request' : 'Quote Request'} Form`,
      subject: `New service request from ${city.name}`,
      submitLabel: template === 'long' ? w.buttons.quote : w.buttons.requestService,
      encoding: 'json',
      requiredMark: short ? 'placeholder' : 'label',
      messages: template === 'featured' ? 'cityFeatured' : 'cityRequest',
      fields: [fullName(w), phone(w), email(w), { ...zipCode(w), placeholder: zipPlaceholder }, picker],
      photos: true,
      arrivalWindow: true,
    };
  })(locale);
}

/**
 * The lead form of a county page: the city form's fields, with the county's towns that have a
 * page as the question (and "another town" last), so the lead says where the door is.
 */
export function countyLeadForm(
  county: Pick<CountyRecord, 'slug' | 'name'>,
  towns: readonly { slug: string; name: string }[],
  zipPlaceholder: string,
  locale: Locale,
): FormDefinition {
  return defineForm((w) => {
    const town: FieldDefinition = {
      name: 'town',
      type: 'select',
      label: w.countyTown.label,
      required: false,
      emptyOption: w.choices.anyOption,
      options: [...towns.map((place) => ({ value: place.slug, label: place.name })), { value: 'other', label: w.countyTown.other }],
    };
    return {
      id: `county-${county.slug}`,
      source: `${county.name} County Quote Request Form`,
      subject: `New service request from ${county.name} County`,
      submitLabel: w.buttons.quote,
      encoding: 'json',
      requiredMark: 'label',
      messages: 'cityRequest',
      // A county without a town page yet asks no town question.
      fields: [fullName(w), phone(w), email(w), { ...zipCode(w), placeholder: zipPlaceholder }, ...(towns.length ? [town] : [])],
      photos: true,
      arrivalWindow: true,
    };
  })(locale);
}

export const emergencyForm = defineForm((w) => ({
  id: 'emergency',
  source: 'Emergency Service Form',
  subject: 'EMERGENCY garage door request',
  submitLabel: w.buttons.emergency,
  encoding: 'json',
  requiredMark: 'label',
  messages: 'emergency',
  submitVariant: 'destructive',
  fields: [fullName(w), phone(w), email(w), zipCode(w), choice(w, 'emergencyType', 'emergencyType')],
  photos: true,
  arrivalWindow: true,
}));

export const aboutUsForm = defineForm((w) => ({
  id: 'about-us',
  source: 'About Us Contact Form',
  subject: 'New message from the About Us page',
  submitLabel: w.buttons.message,
  encoding: 'json',
  requiredMark: 'label',
  messages: 'aboutUs',
  fields: [fullName(w), phone(w), email(w), message(w, true)],
}));

export const aboutForm = defineForm((w) => ({
  id: 'about',
  source: 'About Page Contact Form',
  subject: 'New message from the About page',
  submitLabel: w.buttons.message,
  encoding: 'json',
  requiredMark: 'label',
  messages: 'about',
  fields: [fullName(w), phone(w), email(w), message(w, false)],
}));

export const faqForm = defineForm((w) => ({
  id: 'faq',
  source: 'FAQ Question Form',
  subject: 'New question from the FAQ page',
  submitLabel: w.buttons.question,
  encoding: 'json',
  requiredMark: 'label',
  messages: 'faq',
  fields: [fullName(w), phone(w), box(w, 'question', { name: 'message', type: 'textarea', required: true, rows: 4 })],
}));

export const reviewForm = defineForm((w) => ({
  id: 'review',
  source: 'Customer Review Form',
  subject: 'New customer review from the website',
  submitLabel: w.buttons.review,
  encoding: 'json',
  requiredMark: 'label',
  messages: 'review',
  fields: [
    fullName(w),
    box(w, 'reviewCity', { name: 'city', type: 'text', required: true, autoComplete: 'address-level2' }),
    choice(w, 'rating', 'rating'),
    box(w, 'review', { name: 'review', type: 'textarea', required: true, rows: 5 }),
  ],
}));

export const galleryForm = defineForm((w) => ({
  id: 'gallery',
  source: 'Gallery Service Request Form',
  subject: 'New service request from the Gallery page',
  submitLabel: w.buttons.requestService,
  encoding: 'json',
  requiredMark: 'label',
  messages: 'serviceRequest',
  fields: [fullName(w), phone(w), zipCode(w), box(w, 'galleryIssue', { name: 'issue', type: 'textarea', rows: 3 })],
}));

export interface ServiceFormOptions {
  id: string;
  /** The service's English name: the form's name and subject in the owner's inbox. */
  serviceName: string;
  /** The page's own question, from the service's record in the page's language. */
  select: FieldDefinition;
  submitLabel?: string;
}

/** A service page's form: the four text fields (name and phone required), plus the page's own optional select. */
export function serviceLeadForm(options: ServiceFormOptions, locale: Locale): FormDefinition {
  return defineForm((w) => ({
    id: options.id,
    source: `${options.serviceName} Request Form`,
    subject: `New ${options.serviceName.toLowerCase()} request`,
    submitLabel: options.submitLabel ?? w.buttons.requestService,
    encoding: 'json',
    requiredMark: 'label',
    messages: 'serviceRequest',
    fields: [fullName(w), phone(w), email(w), zipCode(w), options.select],
    photos: true,
    arrivalWindow: true,
  }))(locale);
}

/** The troubleshooting guide's repair request: "Request this repair" arrives with the symptom chosen. */
export function troubleshootingForm(locale: Locale): FormDefinition {
  return defineForm((w) => ({
    id: 'troubleshooting',
    source: 'Troubleshooting Repair Request Form',
    subject: 'New repair request from the troubleshooting guide',
    submitLabel: w.buttons.repair,
    encoding: 'json',
    requiredMark: 'label',
    messages: 'serviceRequest',
    fields: [
      fullName(w),
      phone(w),
      email(w),
      zipCode(w),
      {
        name: 'symptom',
        type: 'select',
        ...w.choices.symptom,
        // One choice per symptom of the guide, its value the section's anchor.
        options: troubleshootingWordsIn(locale).symptoms.map((symptom) => ({ value: symptom.slug, label: symptom.label })),
      },
      box(w, 'details', { name: 'details', type: 'textarea', rows: 3 }),
    ],
    arrivalWindow: true,
  }))(locale);
}

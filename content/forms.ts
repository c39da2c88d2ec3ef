/**
 * Every lead form of the site as data: fields, required marks, placeholders and the exact
 * select option values (docs/product.md#forms). Components render these; lib/leads sends them.
 */
import type { CityRecord, CityTemplate, SelectOption } from '@/lib/content/cities';
import { emergencyTypeOptions, preferredTimeOptions, promotionServiceOptions, reviewRatingOptions } from './form-options';
import { symptomOptions } from '@/lib/content/troubleshooting';

type FieldType = 'text' | 'tel' | 'email' | 'textarea' | 'select';

export interface FieldDefinition {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** Textareas only. */
  rows?: number;
  /** Selects only: the empty first option's text, and the options. */
  emptyOption?: string;
  options?: readonly SelectOption[];
  maxLength?: number;
}

export interface FormDefinition {
  /** Stable id, sent with each lead as `formId`. */
  id: string;
  /** Sent as `source`: the form's name in the owner's inbox. */
  source: string;
  subject: string;
  submitLabel: string;
  /** 'json' posts application/json; 'form-data' posts multipart form data (promotion form). */
  encoding: 'json' | 'form-data';
  /** Where required fields are marked: beside the label, or with an asterisk in the placeholder. */
  requiredMark: 'label' | 'placeholder';
  fields: readonly FieldDefinition[];
  /** Key into the message catalogue (content/messages.ts) for the success and failure texts. */
  messages: string;
  /**
   * The key that carries the city on the wire (home forms: `city`, `detected_city`; docs/product.md,
   * "The two home forms: wire format, exactly").
   * Forms without one send the city as the `cityContext` attribution key.
   */
  cityField?: 'city' | 'detected_city';
  /** The submit button's look; the emergency form's is red. */
  submitVariant?: 'default' | 'destructive';
  /**
   * Repair and estimate forms: up to three optional photos of the problem, where the build's
   * delivery service takes files (docs/decisions/051-lead-photos.md). Not one of `fields`: a lead
   * without photos is sent exactly as before.
   */
  photos?: boolean;
  /**
   * Repair, estimate, emergency and city forms: "When can we come?", the arrival windows of the
   * business's booking settings (lib/booking), sent as `arrivalWindow` in words. Not one of
   * `fields`: its options are computed in the browser from the time of day.
   */
  arrivalWindow?: boolean;
}

const fullName: FieldDefinition = {
  name: 'fullName',
  label: 'Full name',
  type: 'text',
  required: true,
  placeholder: 'John Smith',
  autoComplete: 'name',
};
const phone: FieldDefinition = {
  name: 'phone',
  label: 'Phone',
  type: 'tel',
  required: true,
  placeholder: '(941) 555-0123',
  autoComplete: 'tel',
};
const email: FieldDefinition = {
  name: 'email',
  label: 'Email',
  type: 'email',
  required: true,
  placeholder: 'john@example.com',
  autoComplete: 'email',
};
const zipCode: FieldDefinition = {
  name: 'zipCode',
  label: 'ZIP code',
  type: 'text',
  required: true,
  placeholder: '34236',
  autoComplete: 'postal-code',
};

function optional(field: FieldDefinition): FieldDefinition {
  return { ...field, required: false };
}

function select(name: string, label: string, options: readonly SelectOption[], emptyOption = 'Select an option'): FieldDefinition {
  return { name, label, type: 'select', options, emptyOption };
}

/** The home page's two forms keep their exact fields and wire format (docs/product.md#the-two-home-forms-wire-format-exactly). */
export const homeLeadForm: FormDefinition = {
  id: 'home-lead',
  source: 'Discount Form Section',
  subject: 'New discount request from the website',
  submitLabel: 'Claim My 20% Discount',
  encoding: 'json',
  requiredMark: 'label',
  messages: 'homeLead',
  cityField: 'city',
  fields: [fullName, phone, email],
  photos: true,
};

export const homePromotionForm: FormDefinition = {
  id: 'home-promotion',
  source: 'Promotion Form',
  subject: 'New promotion request from the website',
  submitLabel: 'Get My Free Estimate',
  encoding: 'form-data',
  requiredMark: 'label',
  messages: 'promotion',
  cityField: 'detected_city',
  fields: [
    { ...fullName, name: 'name' },
    phone,
    email,
    {
      name: 'location',
      label: 'City or ZIP code',
      type: 'text',
      required: true,
      placeholder: 'Sarasota or 34236',
      autoComplete: 'address-level2',
    },
    select('service', 'Service needed', promotionServiceOptions, 'Select a service'),
    select('time', 'Preferred time', preferredTimeOptions, 'Select preferred time'),
  ],
};

/**
 * The lead form of a city page: the template decides the required fields, the city its select
 * and its ZIP code example.
 */
export function cityLeadForm(city: Pick<CityRecord, 'slug' | 'name' | 'form'>, template: CityTemplate): FormDefinition {
  const { select: choice, zipPlaceholder } = city.form;
  const picker = select(choice.name, choice.label, choice.options, 'Select an option');
  const cityZip = { ...zipCode, placeholder: zipPlaceholder };
  const short = template === 'short';
  return {
    id: `city-${template}-${city.slug}`,
    source: `${city.name} ${template === 'featured' ? 'Service Request' : short ? 'Quick Request' : 'Quote Request'} Form`,
    subject: `New service request from ${city.name}`,
    submitLabel: template === 'long' ? 'Get My Free Quote' : 'Request Service',
    encoding: 'json',
    requiredMark: short ? 'placeholder' : 'label',
    messages: template === 'featured' ? 'cityFeatured' : 'cityRequest',
    fields: [fullName, phone, email, short ? optional(cityZip) : cityZip, picker],
    photos: true,
    arrivalWindow: true,
  };
}

export const emergencyForm: FormDefinition = {
  id: 'emergency',
  source: 'Emergency Service Form',
  subject: 'EMERGENCY garage door request',
  submitLabel: 'Request Emergency Service',
  encoding: 'json',
  requiredMark: 'label',
  messages: 'emergency',
  submitVariant: 'destructive',
  fields: [fullName, phone, email, zipCode, select('emergencyType', 'Type of emergency', emergencyTypeOptions, 'Select the emergency')],
  photos: true,
  arrivalWindow: true,
};

const message = (required: boolean, rows = 4): FieldDefinition => ({
  name: 'message',
  label: 'Message',
  type: 'textarea',
  required,
  rows,
  placeholder: 'Tell us about your garage door',
});

export const aboutUsForm: FormDefinition = {
  id: 'about-us',
  source: 'About Us Contact Form',
  subject: 'New message from the About Us page',
  submitLabel: 'Send Message',
  encoding: 'json',
  requiredMark: 'label',
  messages: 'aboutUs',
  fields: [fullName, phone, email, message(true, 4)],
};

export const aboutForm: FormDefinition = {
  id: 'about',
  source: 'About Page Contact Form',
  subject: 'New message from the About page',
  submitLabel: 'Send Message',
  encoding: 'json',
  requiredMark: 'label',
  messages: 'about',
  fields: [fullName, phone, email, message(false, 4)],
};

export const faqForm: FormDefinition = {
  id: 'faq',
  source: 'FAQ Question Form',
  subject: 'New question from the FAQ page',
  submitLabel: 'Ask Your Question',
  encoding: 'json',
  requiredMark: 'label',
  messages: 'faq',
  fields: [fullName, phone, { ...message(true, 4), label: 'Your question', placeholder: 'What would you like to know?' }],
};

export const reviewForm: FormDefinition = {
  id: 'review',
  source: 'Customer Review Form',
  subject: 'New customer review from the website',
  submitLabel: 'Submit Review',
  encoding: 'json',
  requiredMark: 'label',
  messages: 'review',
  fields: [
    fullName,
    { name: 'city', label: 'City', type: 'text', required: true, placeholder: 'Venice', autoComplete: 'address-level2' },
    select('rating', 'Rating', reviewRatingOptions, 'Select a rating'),
    { name: 'review', label: 'Your review', type: 'textarea', required: true, rows: 5, placeholder: 'How did the visit go?' },
  ],
};

export const galleryForm: FormDefinition = {
  id: 'gallery',
  source: 'Gallery Service Request Form',
  subject: 'New service request from the Gallery page',
  submitLabel: 'Request Service',
  encoding: 'json',
  requiredMark: 'label',
  messages: 'serviceRequest',
  fields: [
    fullName,
    phone,
    zipCode,
    {
      name: 'issue',
      label: 'What needs fixing?',
      type: 'textarea',
      rows: 3,
      placeholder: 'For example: the door is off its track on one side',
    },
  ],
};

/** A service page's form: the four text fields, required, plus the page's own optional select. */
export function serviceLeadForm(options: {
  id: string;
  serviceName: string;
  select: FieldDefinition;
  /** The repair page's estimate form makes ZIP code optional (docs/product.md#every-other-form). */
  zipOptional?: boolean;
  submitLabel?: string;
}): FormDefinition {
  return {
    id: options.id,
    source: `${options.serviceName} Request Form`,
    subject: `New ${options.serviceName.toLowerCase()} request`,
    submitLabel: options.submitLabel ?? 'Request Service',
    encoding: 'json',
    requiredMark: 'label',
    messages: 'serviceRequest',
    fields: [fullName, phone, email, options.zipOptional ? optional(zipCode) : zipCode, options.select],
    photos: true,
    arrivalWindow: true,
  };
}

/** The troubleshooting guide's repair request: "Request this repair" arrives with the symptom chosen. */
export const troubleshootingForm: FormDefinition = {
  id: 'troubleshooting',
  source: 'Troubleshooting Repair Request Form',
  subject: 'New repair request from the troubleshooting guide',
  submitLabel: 'Request This Repair',
  encoding: 'json',
  requiredMark: 'label',
  messages: 'serviceRequest',
  fields: [
    fullName,
    phone,
    optional(email),
    zipCode,
    select('symptom', 'What is the door doing?', symptomOptions, 'Choose what you see'),
    {
      name: 'details',
      label: 'Anything else we should know?',
      type: 'textarea',
      rows: 3,
      placeholder: 'For example: the door is stuck halfway and the car is inside',
    },
  ],
  arrivalWindow: true,
};

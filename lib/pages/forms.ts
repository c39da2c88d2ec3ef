import { type CityPageRecord, cityIn, getCity } from '@/lib/content/cities';
import { countyIn, getCounty, type CountySlug } from '@/lib/content/counties';
import type { PageKey } from '@/lib/content/pages';
import { getService, serviceCopy, serviceCopyIn, type ServiceSlug } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { emergencySlug } from '@/lib/content/collections';
import {
  aboutForm,
  aboutUsForm,
  cityLeadForm,
  countyLeadForm,
  emergencyForm,
  faqForm,
  galleryForm,
  homeLeadForm,
  homePromotionForm,
  serviceLeadForm,
  troubleshootingForm,
} from '@/lib/forms/definitions';
import type { FormDefinition } from '@/lib/forms/types';
import { citiesOfCounty, countyOf, countyReach, countyZipCodes, townMap } from './places';
import { sitePages, type SitePage } from './registry';

type StandardSlug = Exclude<ServiceSlug, typeof emergencySlug>;
const isStandard = (slug: string): slug is StandardSlug => Object.hasOwn(serviceCopy, slug);

/** Which lead form each page shows. Templates take their form from here; the lead tests walk it. */
export interface PageForm {
  path: string;
  form: FormDefinition;
  /** The page's own city (or county), sent as the lead's city context. */
  city?: string;
}

/** The lead form of a city page, named for its city and shaped by its template; a far town's offers its county's crew days. */
export function cityPageForm(page: Pick<CityPageRecord, 'city' | 'template'>, locale: Locale): FormDefinition {
  const form = cityLeadForm(cityIn(page.city, locale), page.template, locale);
  const far = townMap().reach(page.city) === 'scheduled';
  return far ? { ...form, workDays: countyOf(getCity(page.city)).schedule.days } : form;
}

/** The lead form of a county page: which of its towns the door is in. */
export function countyPageForm(slug: CountySlug, locale: Locale): FormDefinition {
  const towns = citiesOfCounty(slug);
  const county = countyIn(slug, locale);
  const form = countyLeadForm(county, towns, towns[0]?.form.zipPlaceholder ?? countyZipCodes(county)[0], locale);
  // Where no town of the county is near the shop, a crew comes on the county's days only.
  return countyReach(slug).reach === 'scheduled' ? { ...form, workDays: county.schedule.days } : form;
}

/** The lead form of a standard service page, with that service's own question. */
export function servicePageForm(slug: string, locale: Locale): FormDefinition {
  // The service's English name names the form in the owner's inbox, whatever the page's language.
  const service = getService(slug);
  if (!service || !isStandard(slug)) throw new Error(`No standard service page ${slug}`);
  const { select, submitLabel } = serviceCopyIn(slug, locale).form;
  return serviceLeadForm({ id: `service-${slug}`, serviceName: service.name, select, submitLabel }, locale);
}

type FormMaker = (locale: Locale) => FormDefinition;

/** The one-off pages' forms. */
const staticForms: Partial<Record<PageKey, readonly FormMaker[]>> = {
  home: [homeLeadForm, homePromotionForm],
  aboutUs: [aboutUsForm],
  about: [aboutForm],
  faq: [faqForm],
  gallery: [galleryForm],
  troubleshooting: [troubleshootingForm],
};

/** The forms a page of the registry shows, each made in a language, and the city context its leads carry. */
function formsOf(page: SitePage): { forms: readonly FormMaker[]; city?: string } {
  switch (page.kind) {
    case 'static':
      return { forms: staticForms[page.key] ?? [] };
    case 'service':
      if (page.key === emergencySlug) return { forms: [emergencyForm] };
      return { forms: [(locale) => servicePageForm(page.key, locale)] };
    case 'city':
      return { forms: [(locale) => cityPageForm(page.route, locale)], city: getCity(page.key).name };
    case 'county':
      return { forms: [(locale) => countyPageForm(page.key, locale)], city: `${getCounty(page.key).name} County` };
    case 'article':
    case 'townGroup':
      return { forms: [] };
  }
}

const withForms = sitePages.map((page) => ({ page, ...formsOf(page) }));

/** Every form on every English page of the site. */
export const pageForms: readonly PageForm[] = withForms.flatMap(({ page, forms, city }) =>
  forms.map((form) => ({ path: page.path, form: form('en'), ...(city ? { city } : {}) })),
);

/**
 * Every form on every Spanish page: the English page's form in Spanish, at the Spanish address.
 * The city context stays the place's English name, as the English lead carries it.
 */
export const spanishPageForms: readonly PageForm[] = withForms.flatMap(({ page, forms, city }) =>
  page.spanish ? forms.map((form) => ({ path: page.spanish!.path, form: form('es'), ...(city ? { city } : {}) })) : [],
);

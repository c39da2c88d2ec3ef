import { getCity } from '@/content/cities';
import type { CityPageRecord } from '@/content/city-pages';
import { cityLeadForm } from '@/content/forms';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { PageHero } from '@/components/sections/page-hero';

export function CityPage({ page }: { page: CityPageRecord }) {
  const city = getCity(page.city);
  return (
    <>
      <PageHero eyebrow={`${city.name}, ${city.county}`} title={page.h1} lead={page.description} />
      <LeadFormSection form={cityLeadForm(city.slug, city.name, page.template)} title={`Request Service in ${city.name}`} city={city.name} />
    </>
  );
}

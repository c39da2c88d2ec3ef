import { getCity } from '@/content/cities';
import type { CityPageRecord } from '@/content/city-pages';
import { PageHero } from '@/components/sections/page-hero';

export function CityPage({ page }: { page: CityPageRecord }) {
  const city = getCity(page.city);
  return <PageHero eyebrow={`${city.name}, ${city.county}`} title={page.h1} lead={page.description} />;
}

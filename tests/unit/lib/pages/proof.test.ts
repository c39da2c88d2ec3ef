import { cities } from '@/lib/content/cities';
import { counties } from '@/lib/content/counties';
import { citiesOfCounty } from '@/lib/pages/places';
import { countyProof, townProof } from '@/lib/pages/proof';

describe('proof on place pages: the own place’s review, or the nearest with its own town', () => {
  it('a town with a review of its own shows it, as local', () => {
    const town = cities.find((city) => city.review)!;
    expect(townProof(town.slug)).toEqual({ review: town.review, local: true, town: town.name });
  });

  it('a town without one shows another town’s review, never as local, naming that town', () => {
    const bare = cities.filter((city) => !city.review);
    expect(bare.length).toBeGreaterThan(0);
    for (const city of bare) {
      const proof = townProof(city.slug)!;
      expect(proof.local).toBe(false);
      expect(proof.town).not.toBe(city.name);
      expect(proof.review.location).toContain(proof.town);
    }
  });

  it('every county has a review; a local one is from one of its towns', () => {
    for (const county of counties) {
      const proof = countyProof(county.slug);
      expect(proof).not.toBeNull();
      const towns = citiesOfCounty(county.slug).map((city) => city.name);
      if (towns.includes(proof!.town)) expect(proof!.local).toBe(true);
    }
    expect(counties.some((county) => countyProof(county.slug)!.local)).toBe(true);
    expect(counties.some((county) => !countyProof(county.slug)!.local)).toBe(true);
  });
});

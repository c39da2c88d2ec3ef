import { cities } from '@/lib/content/cities';
import { brandList, brands } from '@/lib/content/brands';
import { business } from '@/lib/content/business';
import { homeKeywords, maintenanceSchedule, trustPoints, whyChooseUs } from '@/content/home';
import { carouselProjects, galleryProjects, projectCategories } from '@/lib/content/projects';
import { homeTestimonials } from '@/lib/content/reviews';
import { experienceLabel } from '@/lib/experience';

describe('home content records', () => {
  it('has the spec’s counts: 3 testimonials, 3 carousel projects, 6 gallery projects, 5 brands', () => {
    expect(homeTestimonials).toHaveLength(3);
    expect(carouselProjects).toHaveLength(3);
    expect(galleryProjects).toHaveLength(6);
    expect(brands.map((b) => b.name)).toEqual(['LiftMaster', 'Chamberlain', 'Genie', 'Clopay', 'Amarr']);
    expect(brandList()).toBe('LiftMaster, Chamberlain, Genie, Clopay and Amarr');
  });

  it('names reviewers by first name and last initial, with a city and a 1-5 rating', () => {
    for (const t of homeTestimonials) {
      expect(t.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(cities.map((c) => c.name)).toContain(t.location);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
    }
  });

  it('gives every project images with alt text and every gallery project a known category', () => {
    for (const p of carouselProjects) for (const stage of [p.before, p.during, p.after]) expect(stage.alt.length).toBeGreaterThan(10);
    for (const p of galleryProjects) expect(projectCategories).toContain(p.category);
    expect(new Set(galleryProjects.map((p) => p.category))).toEqual(new Set(projectCategories));
  });

  it('keeps the maintenance schedule', () => {
    expect(maintenanceSchedule.map((row) => row.when)).toEqual(['Once a year', 'Every 6 months', 'Before hurricane season']);
    expect(maintenanceSchedule[1].who).toMatch(/heavy-use.*rental/i);
  });

  it('derives claims from the business record', () => {
    expect(trustPoints).toEqual(['Licensed & insured', '5-star rated', 'Same-day service']);
    expect(whyChooseUs.stats[0].value).toBe(String(business.foundedYear));
    expect(whyChooseUs.intro).toContain(experienceLabel(business.foundedYear));
    expect(homeKeywords).toContain('garage door repair Sarasota');
  });
});

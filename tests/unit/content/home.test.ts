import { cities } from '@/lib/content/cities';
import { business } from '@/lib/content/business';
import { homeWordsIn } from '@/lib/content/home';
import { carouselProjects, galleryProjects, projectCategories } from '@/lib/content/projects';
import { homeTestimonials } from '@/lib/content/reviews';
import { fill } from '@/lib/content/fill';
import { siteWordsIn } from '@/lib/content/site';
import { experienceYears } from '@/lib/facts/experience';

// The spec's counts (testimonials, projects, brands) and schedule: tests/unit/content/spec-values.test.ts.
describe('home content records', () => {
  it('names reviewers by first name and last initial, with a city we serve and a 1-5 rating', () => {
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

  it('states the founding year and the years of experience as the business record has them', () => {
    const { whyChooseUs, hero } = homeWordsIn('en');
    const experience = fill(siteWordsIn('en').phrases.experience, { years: experienceYears(business.foundedYear) });
    expect(whyChooseUs.stats[0].value).toBe(String(business.foundedYear));
    expect(whyChooseUs.intro).toContain(experience);
    expect(hero.eyebrow).toContain(String(business.foundedYear));
    expect(hero.lead).toContain(experience);
  });
});

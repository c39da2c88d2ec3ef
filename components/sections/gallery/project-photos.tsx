import { countyIn, countyName, type CountySlug } from '@/lib/content/counties';
import { type CitySlug, getCity } from '@/lib/content/cities';
import { fill } from '@/lib/content/fill';
import { projectsFor } from '@/lib/content/gallery';
import { pageIn, pageWordsIn } from '@/lib/content/pages';
import { serviceArea } from '@/lib/content/service-area';
import type { Locale } from '@/lib/i18n/locale';
import { citiesOfCounty } from '@/lib/pages/places';
import { PageSection } from '@/components/sections/shared/page-section';
import { IntentLink } from '@/components/ui/intent-link';
import { textLink } from '@/components/ui/link-card';
import { ProjectPairs } from './project-pairs';

/** Pairs a page shows at most: proof, not a second gallery (the gallery holds the rest). */
const projectPhotosShown = 2;

export interface ProjectPhotosProps {
  locale: Locale;
  /** A town page: the projects in that town. */
  city?: CitySlug;
  /** A county page: the projects in its towns. */
  county?: CountySlug;
  /** A service page (its English address): the projects of that work. */
  service?: string;
}

/**
 * The owner's real before-and-after photos where they sell: a town's, its county's and its
 * service's pages show the projects of the one gallery record (content/gallery.json)
 * that are theirs. Nothing is shown until a project's two pictures are real photos.
 */
export function ProjectPhotos({ locale, city, county, service }: ProjectPhotosProps) {
  const place = city
    ? { name: getCity(city).name, towns: [getCity(city).name] }
    : county
      ? { name: countyName(countyIn(county, locale).name, locale), towns: citiesOfCounty(county).map((town) => town.name) }
      : undefined;
  const projects = projectsFor({ towns: place?.towns, service }).slice(0, projectPhotosShown);
  if (projects.length === 0) return null;
  const { gallery: words, shared } = pageWordsIn(locale);
  return (
    <PageSection id="our-work" title={place ? fill(words.nearby.title, { place: place.name }) : words.nearby.titleAll}>
      <ProjectPairs projects={projects} stages={shared.stages} state={serviceArea.state} labelledBy="our-work-heading" />
      <p className="mt-4">
        <IntentLink href={pageIn('gallery', locale).path} className={textLink}>
          {words.nearby.more}
        </IntentLink>
      </p>
    </PageSection>
  );
}

import { numbered } from '@/lib/content/fill';
import { homeWordsIn } from '@/lib/content/home';
import { pageWordsIn } from '@/lib/content/pages';
import { allPhotos, carouselProjects as englishProjects, projectsIn } from '@/lib/content/projects';
import { serviceArea } from '@/lib/content/service-area';
import type { Locale } from '@/lib/i18n/locale';
import { ProjectCarousel } from '@/components/sections/home/project-carousel';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

/** The intro calls the pictures real only when every one is a photo (docs/decisions/020). */
const photographed = allPhotos(englishProjects.flatMap((project) => [project.before, project.during, project.after]));

export function ProjectShowcase({ locale }: { locale: Locale }) {
  const { showcase } = homeWordsIn(locale);
  const carouselProjects = projectsIn(locale).carouselProjects;
  const { carousel, stages } = pageWordsIn(locale).shared;
  return (
    <section aria-labelledby="showcase-heading" className="bg-navy-50 py-14 sm:py-20">
      <Container>
        <SectionHeading
          id="showcase-heading"
          eyebrow={showcase.eyebrow}
          title={showcase.title}
          intro={photographed ? showcase.intro.photos : showcase.intro.drawings}
        />
        <ProjectCarousel
          projects={carouselProjects}
          state={serviceArea.state}
          words={{
            name: showcase.name,
            slides: numbered(showcase.slide, carouselProjects.length, (index) => ({ title: carouselProjects[index].title })),
            previous: carousel.previous,
            next: carousel.next,
            dots: numbered(carousel.show, carouselProjects.length),
            stages,
          }}
        />
      </Container>
    </section>
  );
}

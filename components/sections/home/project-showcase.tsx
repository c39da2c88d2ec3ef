import { carouselIntro, carouselProjects } from '@/lib/content/projects';
import { ProjectCarousel } from '@/components/home/project-carousel';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

export function ProjectShowcase() {
  return (
    <section aria-labelledby="showcase-heading" className="bg-navy-50 py-14 sm:py-20">
      <Container>
        <SectionHeading
          id="showcase-heading"
          eyebrow="Before, during & after"
          title="See the work, start to finish"
          intro={carouselIntro}
        />
        <ProjectCarousel projects={carouselProjects} />
      </Container>
    </section>
  );
}

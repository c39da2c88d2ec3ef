import { galleryForm } from '@/content/forms';
import { galleryProjects, galleryShowsPhotos, galleryVisibleCount } from '@/lib/content/gallery';
import { staticPages } from '@/content/pages';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { GalleryCarousel } from '@/components/sections/gallery/gallery-carousel';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageMetadata } from '@/lib/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/page-dates';
import { galleryImages } from '@/lib/structured-data/collections';
import { serviceArea } from '@/lib/content/service-area';

const page = staticPages.gallery;

export const metadata = pageMetadata(page);

export default function GalleryPage() {
  return (
    <>
      <PageStructure
        {...page}
        type="ImageGallery"
        page={{ image: galleryImages(galleryProjects) }}
        crumbs={[{ name: 'Gallery', path: page.path }]}
        dateModified={staticPageDate('gallery', ['gallery'])}
      />
      <PageHero
        title={page.h1}
        lead={`${galleryShowsPhotos ? 'Real jobs from around' : 'Drawings of the kinds of jobs we do around'} ${serviceArea.regionName}: broken springs, storm upgrades, salt-worn hardware and doors that needed a fresh start.`}
        actions={<LeadFormLink className={buttonClasses({ variant: 'outline', size: 'lg' })}>Request Service</LeadFormLink>}
      />
      <section aria-labelledby="projects-heading" className="py-14 sm:py-20">
        <Container>
          <SectionHeading
            id="projects-heading"
            eyebrow="Before and after"
            title="Recent projects"
            intro="Use the arrows or the dots to browse all five projects."
          />
          <GalleryCarousel projects={galleryProjects} visibleCount={galleryVisibleCount} />
        </Container>
      </section>
      <LeadFormSection
        form={galleryForm}
        title="Request Service"
        intro="Want results like these? Tell us what your door is doing and we will call you to book a visit."
      />
    </>
  );
}

import { galleryForm } from '@/lib/forms/definitions';
import { fill } from '@/lib/content/fill';
import { galleryProjects, galleryShowsPhotos } from '@/lib/content/gallery';
import { pageWordsIn, pageIn } from '@/lib/content/pages';
import { serviceArea } from '@/lib/content/service-area';
import { siteWordsIn } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormSection } from '@/components/forms/lead-form-section';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { ProjectPairs } from '@/components/sections/gallery/project-pairs';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { recordPageMetadata } from '@/lib/site/metadata';
import { PageStructure } from '@/components/layout/page-structure';
import { staticPageDate } from '@/lib/site/page-dates';
import { galleryImages } from '@/lib/structured-data/collections';

export const galleryMetadata = recordPageMetadata('gallery');

const projectTotal = galleryProjects.length;

export function GalleryPage({ locale }: { locale: Locale }) {
  const page = pageIn('gallery', locale);
  const { gallery: words, shared } = pageWordsIn(locale);
  const projectCount = siteWordsIn(locale).phrases.numbers[projectTotal] ?? String(projectTotal);
  const { projects } = words;
  return (
    <PageStructure
      locale={locale}
      {...page}
      type="ImageGallery"
      page={{ image: galleryImages(galleryProjects) }}
      crumbs={[{ name: page.crumb, path: page.path }]}
      dateModified={staticPageDate('gallery')}
    >
      <PageHero
        title={page.h1}
        lead={galleryShowsPhotos ? words.lead.photos : words.lead.drawings}
        locale={locale}
        actions={<LeadFormLink className={buttonClasses({ variant: 'outline', size: 'lg' })}>{words.request}</LeadFormLink>}
      />
      <section aria-labelledby="projects-heading" className="py-14 sm:py-20">
        <Container>
          <SectionHeading
            id="projects-heading"
            eyebrow={projects.eyebrow}
            title={projects.title}
            intro={fill(projects.intro, { count: projectCount })}
          />
          <ProjectPairs projects={galleryProjects} stages={shared.stages} state={serviceArea.state} labelledBy="projects-heading" />
        </Container>
      </section>
      <LeadFormSection form={galleryForm(locale)} title={words.request} intro={words.formIntro} />
    </PageStructure>
  );
}

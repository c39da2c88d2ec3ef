import { homeWordsIn } from '@/lib/content/home';
import { allPhotos, projectsIn } from '@/lib/content/projects';
import { projectImageSize } from '@/lib/content/pictures';
import { serviceArea } from '@/lib/content/service-area';
import type { Locale } from '@/lib/i18n/locale';
import { Container } from '@/components/ui/container';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { swipeRow } from '@/components/ui/swipe-row';
import { cn } from '@/lib/cn';
import { fromScreen } from '@/tailwind.config';

/**
 * The home page's projects grid, anchor #gallery. Drawings are not passed off as jobs: until every
 * picture is a photo the section says these are the kinds of jobs we do, and a customer is named
 * only beside a real photo of their job.
 */
export function RecentProjects({ locale }: { locale: Locale }) {
  const galleryProjects = projectsIn(locale).recentProjects;
  const photos = allPhotos(galleryProjects.map((project) => project.image));
  const { recentProjects, projectCategories } = homeWordsIn(locale);
  const { photos: photoWords, drawings } = recentProjects;
  const { eyebrow, title, intro } = photos ? photoWords : drawings;
  return (
    <section id="gallery" aria-labelledby="gallery-heading" className="bg-white py-14 sm:py-20">
      <Container>
        <SectionHeading id="gallery-heading" eyebrow={eyebrow} title={title} intro={intro} />
        <ul tabIndex={0} aria-labelledby="gallery-heading" className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', swipeRow)}>
          {galleryProjects.map((project) => (
            <li key={project.title} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-navy-100">
              <ResponsiveImage
                src={project.image.src}
                alt={project.image.alt}
                {...projectImageSize}
                sizes={`${fromScreen('lg')} 33vw, ${fromScreen('sm')} 50vw, 80vw`}
                className="w-full"
              />
              <div className="flex flex-1 flex-col p-5">
                <p className="self-start rounded-full bg-gold-100 px-3 py-1 text-xs font-bold tracking-wider text-navy-900 uppercase">
                  {projectCategories[project.category]}
                </p>
                <h3 className="mt-3 text-lg font-bold text-navy-900">{project.title}</h3>
                <p className="mt-1 text-sm font-semibold text-slate-600">
                  {project.location}, {serviceArea.state}
                  {project.image.source === 'photo' ? ` · ${project.client}` : ''}
                </p>
                <p className="mt-2 text-slate-700">{project.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

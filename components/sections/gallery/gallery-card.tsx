import type { GalleryProject } from '@/lib/content/gallery';
import { projectImageSize } from '@/lib/content/pictures';
import type { ProjectImage } from '@/lib/content/projects';
import { publishedImage } from '@/lib/image-manifest';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { fromScreen } from '@/tailwind.config';

/** One picture of the pair; a tap opens it full size (its largest generated file, never the upload). */
function Shot({ image, stage, label }: { image: ProjectImage; stage: 'before' | 'after'; label: string }) {
  return (
    <a href={publishedImage(image.src)} className="relative block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2">
      <ResponsiveImage
        src={image.src}
        alt={image.alt}
        width={projectImageSize.width}
        height={projectImageSize.height}
        sizes={`${fromScreen('lg')} 300px, ${fromScreen('sm')} 25vw, 46vw`}
        className="w-full rounded-lg"
      />
      <span
        aria-hidden="true"
        className={
          stage === 'before'
            ? 'absolute top-2 left-2 rounded-md bg-navy-950/85 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase'
            : 'absolute top-2 left-2 rounded-md bg-gold-400 px-2 py-0.5 text-xs font-bold tracking-wide text-navy-950 uppercase'
        }
      >
        {label}
      </span>
    </a>
  );
}

export interface GalleryCardProps {
  project: GalleryProject;
  /** The labels on the two pictures. */
  stages: { before: string; after: string };
  /** The state the place is in (the service-area record's), after the place's name. */
  state: string;
}

export function GalleryCard({ project, stages, state }: GalleryCardProps) {
  return (
    <article data-gallery-card className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-3 shadow-sm sm:p-4">
      <div className="grid grid-cols-2 items-start gap-2">
        <Shot image={project.beforeImage} stage="before" label={stages.before} />
        <Shot image={project.afterImage} stage="after" label={stages.after} />
      </div>
      <div className="px-2 pt-4 pb-2">
        <p className="text-sm font-bold tracking-wide text-gold-700 uppercase">
          {project.location}, {state}
        </p>
        <h3 className="mt-1 text-xl font-bold text-navy-900">{project.title}</h3>
        <p className="mt-2 text-slate-700">{project.description}</p>
      </div>
    </article>
  );
}

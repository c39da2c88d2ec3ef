import type { GalleryProject } from '@/lib/content/gallery';
import { GalleryCard, type GalleryCardProps } from './gallery-card';

export interface ProjectPairsProps {
  projects: readonly GalleryProject[];
  stages: GalleryCardProps['stages'];
  state: string;
  /** The list's name: the id of the heading above it. */
  labelledBy: string;
}

/**
 * Before-and-after pairs, large enough to judge on a phone: there one pair fills the screen's
 * width and the row swipes sideways (CSS scroll snap, no script); from `lg` two pairs a row. The
 * row takes tabIndex 0 so a keyboard scrolls it too.
 */
export function ProjectPairs({ projects, stages, state, labelledBy }: ProjectPairsProps) {
  return (
    <ul
      tabIndex={0}
      aria-labelledby={labelledBy}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4 *:w-[calc(100%-1.5rem)] *:shrink-0 *:snap-start sm:*:w-[calc(50%-0.5rem)] lg:mx-0 lg:grid lg:grid-cols-2 lg:gap-6 lg:overflow-visible lg:px-0 lg:*:w-auto"
    >
      {projects.map((project) => (
        <li key={project.title}>
          <GalleryCard project={project} stages={stages} state={state} />
        </li>
      ))}
    </ul>
  );
}

'use client';

import { useState } from 'react';
import type { GalleryProject } from '@/lib/content/gallery';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { jumpTo, nextIndex, previousIndex, visibleIndices } from '@/lib/browser/carousel';
import { cn } from '@/lib/cn';
import { GalleryCard, type GalleryCardProps } from './gallery-card';

export interface GalleryCarouselProps {
  projects: readonly GalleryProject[];
  visibleCount: number;
  /** The state after each place's name (the service-area record's). */
  state: string;
  /** Read out by screen readers but the stage names on each card; what shows from each start, and each dot's name. */
  words: {
    showing: readonly string[];
    previous: string;
    next: string;
    dotsName: string;
    dots: readonly string[];
    stages: GalleryCardProps['stages'];
  };
}

/** Shows `visibleCount` consecutive projects from a start index that wraps both ways. */
export function GalleryCarousel({ projects, visibleCount, state, words }: GalleryCarouselProps) {
  const [start, setStart] = useState(0);
  const total = projects.length;
  const shown = visibleIndices(start, total, visibleCount);
  return (
    <div>
      <p aria-live="polite" className="sr-only">
        {words.showing[start]}
      </p>
      <ul className="grid gap-6 lg:grid-cols-3">
        {shown.map((index) => (
          <li key={projects[index].title} data-project-index={index}>
            <GalleryCard project={projects[index]} stages={words.stages} state={state} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex items-center justify-center gap-2">
        <Button variant="outline" size="icon" aria-label={words.previous} onClick={() => setStart(previousIndex(start, total))}>
          <ChevronLeftIcon className="size-5" />
        </Button>
        <ul className="flex" aria-label={words.dotsName}>
          {projects.map((project, index) => (
            <li key={project.title}>
              <button
                type="button"
                aria-label={words.dots[index]}
                aria-current={index === start ? 'true' : undefined}
                onClick={() => setStart(jumpTo(index, total))}
                className="group flex size-11 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block rounded-full transition-all',
                    index === start ? 'h-3 w-7 bg-navy-800' : 'size-3 bg-navy-200 group-hover:bg-gold-500',
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        <Button variant="outline" size="icon" aria-label={words.next} onClick={() => setStart(nextIndex(start, total))}>
          <ChevronRightIcon className="size-5" />
        </Button>
      </div>
    </div>
  );
}

'use client';

import { useState } from 'react';
import type { CarouselProject } from '@/lib/content/projects';
import { projectImageSize } from '@/lib/content/pictures';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';
import { jumpTo, nextIndex, previousIndex } from '@/lib/browser/carousel';
import { CarouselDots } from './carousel-dots';
import { fromScreen } from '@/tailwind.config';

const stages = ['before', 'during', 'after'] as const;

export interface ProjectCarouselProps {
  projects: readonly CarouselProject[];
  /** The state after each place's name (the service-area record's). */
  state: string;
  /** Read out by screen readers but the stage names; one slide and one dot name per project. */
  words: {
    name: string;
    slides: readonly string[];
    previous: string;
    next: string;
    dots: readonly string[];
    stages: Record<(typeof stages)[number], string>;
  };
}

const arrow =
  'flex size-12 items-center justify-center rounded-full bg-white text-navy-900 shadow-md ring-1 ring-navy-100 hover:bg-gold-400 hover:text-navy-950';

/** One project at a time, before, during and after; previous and next wrap, dots jump. */
export function ProjectCarousel({ projects, state, words }: ProjectCarouselProps) {
  const [index, setIndex] = useState(0);
  const count = projects.length;
  return (
    <div role="region" aria-roledescription="carousel" aria-label={words.name}>
      <div className="grid" aria-live="polite">
        {projects.map((project, i) => (
          <div
            key={project.title}
            role="group"
            aria-roledescription="slide"
            aria-label={words.slides[i]}
            aria-hidden={i !== index}
            inert={i !== index}
            className={cn('col-start-1 row-start-1', i !== index && 'invisible')}
          >
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
              {stages.map((stage) => (
                <figure
                  key={stage}
                  className={cn(
                    'overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-navy-100',
                    stage === 'after' && 'col-span-2 sm:col-span-1',
                  )}
                >
                  <ResponsiveImage
                    src={project[stage].src}
                    alt={project[stage].alt}
                    {...projectImageSize}
                    sizes={`${fromScreen('sm')} 33vw, 50vw`}
                    className="w-full"
                  />
                  <figcaption className="px-3 py-2 text-xs font-bold tracking-wider text-navy-800 uppercase sm:px-4 sm:py-2.5 sm:text-sm">
                    {words.stages[stage]}
                  </figcaption>
                </figure>
              ))}
            </div>
            <div className="mt-6 max-w-3xl">
              <h3 className="text-xl font-bold text-navy-900 sm:text-2xl">{project.title}</h3>
              <p className="mt-1 text-sm font-semibold text-gold-700">
                {project.location}, {state}
              </p>
              <p className="mt-2 text-slate-700">{project.description}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button type="button" className={arrow} aria-label={words.previous} onClick={() => setIndex((i) => previousIndex(i, count))}>
          <ChevronLeftIcon className="size-6" />
        </button>
        <CarouselDots count={count} current={index} labels={words.dots} onSelect={(i) => setIndex(jumpTo(i, count))} />
        <button type="button" className={arrow} aria-label={words.next} onClick={() => setIndex((i) => nextIndex(i, count))}>
          <ChevronRightIcon className="size-6" />
        </button>
      </div>
    </div>
  );
}

'use client';

import { useEffect, useState } from 'react';
import type { Review } from '@/lib/content/page-copy';
import type { ReviewSourceLine } from '@/lib/content/reviews';
import { StarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { jumpTo, nextIndex } from '@/lib/browser/carousel';
import { usePrefersReducedMotion } from '@/lib/browser/reduced-motion';
import { CarouselDots } from './carousel-dots';

const rotationMs = 4_000;

export interface TestimonialRotatorProps {
  testimonials: readonly Review[];
  /** Read out by screen readers but pause and play; one slide, dot and stars name per testimonial. */
  words: {
    name: string;
    slides: readonly string[];
    dots: readonly string[];
    rated: readonly string[];
    /** Where each testimonial can be read (lib/content/reviews.ts). */
    sources: readonly ReviewSourceLine[];
    pause: string;
    play: string;
  };
}

/** Shows one testimonial at a time, advancing every 4 s; hover, focus, the pause button or reduced motion stop it. */
export function TestimonialRotator({ testimonials, words }: TestimonialRotatorProps) {
  const [index, setIndex] = useState(0);
  // 'auto' follows the visitor's motion preference until they press play or pause.
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = testimonials.length;
  const rotating = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const running = rotating && !hovered && !focused;

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = setInterval(() => setIndex((current) => nextIndex(current, count)), rotationMs);
    return () => clearInterval(timer);
  }, [running, count]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={words.name}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="mx-auto max-w-3xl"
    >
      {/* Every slide shares one grid cell, so the box is as tall as the longest and never jumps. */}
      <div className="grid" aria-live={running ? 'off' : 'polite'}>
        {testimonials.map((item, i) => (
          <div
            key={item.author}
            role="group"
            aria-roledescription="slide"
            aria-label={words.slides[i]}
            aria-hidden={i !== index}
            inert={i !== index}
            className={cn(
              'col-start-1 row-start-1 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-navy-100 sm:p-10',
              i !== index && 'invisible',
            )}
          >
            <figure>
              <div className="flex gap-1 text-gold-500" role="img" aria-label={words.rated[i]}>
                {Array.from({ length: item.rating }, (_, star) => (
                  <StarIcon key={star} className="size-5" />
                ))}
              </div>
              <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-bold text-navy-900">
                  {item.author}, {item.location}
                </span>
                <span className="block text-sm text-slate-600">{item.service}</span>
                <span className="block text-sm text-slate-600">
                  {words.sources[i].href ? (
                    <a
                      href={words.sources[i].href}
                      rel="noopener"
                      className="inline-flex min-h-6 items-center font-semibold text-navy-700 underline underline-offset-4 hover:text-gold-700"
                    >
                      {words.sources[i].text}
                    </a>
                  ) : (
                    words.sources[i].text
                  )}
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-2">
        <CarouselDots count={count} current={index} labels={words.dots} onSelect={(i) => setIndex(jumpTo(i, count))} />
        <button
          type="button"
          onClick={() => setChoice(rotating ? 'paused' : 'playing')}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-navy-800 underline-offset-4 hover:text-gold-700 hover:underline"
        >
          {rotating ? words.pause : words.play}
        </button>
      </div>
    </div>
  );
}

import { cn } from '@/lib/cn';

export interface CarouselDotsProps {
  count: number;
  current: number;
  /** One name per dot ("Show project 2 of 3"): every dot names its position. */
  labels: readonly string[];
  onSelect: (index: number) => void;
  tone?: 'light' | 'dark';
}

/** Dot buttons named by position; each is a 44 px target around a small visible dot. */
export function CarouselDots({ count, current, labels, onSelect, tone = 'light' }: CarouselDotsProps) {
  return (
    <div className="flex items-center justify-center">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={labels[index]}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className="group flex size-11 items-center justify-center rounded-full"
        >
          <span
            className={cn(
              'block size-3 rounded-full transition-colors',
              index === current
                ? 'bg-gold-500'
                : tone === 'dark'
                  ? 'bg-navy-300 group-hover:bg-gold-300'
                  : 'bg-navy-200 group-hover:bg-gold-400',
            )}
          />
        </button>
      ))}
    </div>
  );
}

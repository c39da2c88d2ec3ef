import type { Feature } from '@/lib/content/page-copy';
import { cn } from '@/lib/cn';

export interface FeatureCardsProps {
  cards: readonly Feature[];
  /** Cards sit under a section's h2, so their titles are h3. */
  columns?: 2 | 3;
  className?: string;
}

export function FeatureCards({ cards, columns = 3, className }: FeatureCardsProps) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', className)}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
          <h3 className="text-xl font-bold text-navy-900">{card.title}</h3>
          <p className="mt-2 text-slate-700">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

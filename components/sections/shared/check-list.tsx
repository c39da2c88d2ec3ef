import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export interface CheckListProps {
  items: readonly string[];
  columns?: 1 | 2 | 3;
  className?: string;
}

export function CheckList({ items, columns = 2, className }: CheckListProps) {
  return (
    <ul className={cn('grid gap-x-8 gap-y-3', columns >= 2 && 'sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-800">
          <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700">
            <CheckIcon className="size-4" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

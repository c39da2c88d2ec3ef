import { business } from '@/lib/content/business';
import { cn } from '@/lib/cn';

/** The 20% reminder, in the one offer record's words, so every page words it the same, on a gold ground with navy text. */
export function OfferReminder({ className }: { className?: string }) {
  const { headline, terms } = business.offer;
  return (
    <p data-offer className={cn('rounded-xl bg-gold-400 px-4 py-3 text-navy-950', className)}>
      <strong>Book this week: {headline.toLowerCase()}.</strong> {terms.join(' · ')}.
    </p>
  );
}

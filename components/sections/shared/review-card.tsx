import { fill } from '@/lib/content/fill';
import type { Review } from '@/lib/content/page-copy';
import { pageWordsIn } from '@/lib/content/pages';
import { reviewSourceLine } from '@/lib/content/reviews';
import { serviceArea } from '@/lib/content/service-area';
import type { Locale } from '@/lib/i18n/locale';
import { StarRating } from '@/components/sections/reviews/star-rating';
import { StarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/i18n/format-date';

/** In a list, each card fades in this much later than the one before (docs/product.md, /reviews). */
const reviewStaggerSeconds = 0.2;

export interface ReviewCardProps {
  review: Review;
  /**
   * 'single': one large review standing alone in a section (city and service pages).
   * 'list': a card in the /reviews list (an <li>), with the date, fading in `index` steps late.
   */
  variant?: 'single' | 'list';
  index?: number;
  className?: string;
  locale: Locale;
}

/** Where a review can be read, linked (lib/content/reviews.ts). */
function ReviewSource({ review, locale }: { review: Review; locale: Locale }) {
  const line = reviewSourceLine(review, locale);
  if (!line.href) return <>{line.text}</>;
  return (
    <a
      href={line.href}
      rel="noopener"
      className="inline-flex min-h-6 items-center font-semibold text-navy-700 underline underline-offset-4 hover:text-gold-700"
    >
      {line.text}
    </a>
  );
}

/** One customer's words, their stars, and who they are: first name, last initial, place. */
export function ReviewCard({ review, variant = 'single', index = 0, className, locale }: ReviewCardProps) {
  if (variant === 'list') {
    return (
      <li
        data-review-card
        className={cn(
          'flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm motion-safe:animate-review-in sm:p-7',
          className,
        )}
        style={{ animationDelay: `${(index * reviewStaggerSeconds).toFixed(1)}s` }}
      >
        <figure className="flex h-full flex-col">
          <StarRating rating={review.rating} locale={locale} />
          <p className="mt-2 text-sm font-semibold tracking-wide text-gold-700 uppercase">{review.service}</p>
          <blockquote className="mt-3 flex-1 text-lg text-slate-800">“{review.quote}”</blockquote>
          <figcaption className="mt-5 border-t border-navy-100 pt-4">
            <span className="block font-bold text-navy-900">{review.author}</span>
            <span className="text-slate-600">
              {review.date ? (
                <>
                  {review.location}, {serviceArea.state} · <time dateTime={review.date}>{formatDate(review.date, locale)}</time>
                </>
              ) : (
                <>
                  {review.location}, {serviceArea.state}
                </>
              )}
            </span>
            <span className="block text-sm text-slate-600">
              <ReviewSource review={review} locale={locale} />
            </span>
          </figcaption>
        </figure>
      </li>
    );
  }
  return (
    <figure data-review className={cn('mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-md ring-1 ring-navy-100 sm:p-8', className)}>
      <p className="flex gap-1 text-gold-500" role="img" aria-label={fill(pageWordsIn(locale).reviewCard.rated, { stars: review.rating })}>
        {Array.from({ length: review.rating }, (_, star) => (
          <StarIcon key={star} className="size-6" />
        ))}
      </p>
      <blockquote lang={locale === 'en' ? undefined : 'en'} className="mt-4 text-lg text-pretty text-slate-800 sm:text-xl">
        <p>“{review.quote}”</p>
      </blockquote>
      <figcaption className="mt-5 text-slate-700">
        <span className="font-bold text-navy-900">{review.author}</span>, {review.location}
        <span className="block text-sm text-slate-600">{review.service}</span>
        <span className="block text-sm text-slate-600">
          <ReviewSource review={review} locale={locale} />
        </span>
      </figcaption>
    </figure>
  );
}

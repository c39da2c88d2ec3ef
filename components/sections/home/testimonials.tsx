import { numbered } from '@/lib/content/fill';
import { homeWordsIn } from '@/lib/content/home';
import { pageWordsIn } from '@/lib/content/pages';
import { homeTestimonialsIn, reviewSourceLine } from '@/lib/content/reviews';
import type { Locale } from '@/lib/i18n/locale';
import { TestimonialRotator } from '@/components/sections/home/testimonial-rotator';
import { ReviewProfileLinks } from '@/components/sections/reviews/review-profile-links';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

export function Testimonials({ locale }: { locale: Locale }) {
  const { eyebrow, title, name, slide, show, pause, play } = homeWordsIn(locale).testimonials;
  const homeTestimonials = homeTestimonialsIn(locale);
  const count = homeTestimonials.length;
  if (count === 0) return null;
  const rated = pageWordsIn(locale).shared.rated;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-white py-14 sm:py-20">
      <Container>
        <SectionHeading id="testimonials-heading" eyebrow={eyebrow} title={title} />
        <TestimonialRotator
          testimonials={homeTestimonials}
          words={{
            name,
            slides: numbered(slide, count),
            dots: numbered(show, count),
            rated: numbered(rated, count, (index) => ({ stars: homeTestimonials[index].rating })),
            sources: homeTestimonials.map((testimonial) => reviewSourceLine(testimonial, locale)),
            pause,
            play,
          }}
        />
        <ReviewProfileLinks className="mt-8" locale={locale} />
      </Container>
    </section>
  );
}

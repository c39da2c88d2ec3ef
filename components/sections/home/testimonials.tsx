import { business } from '@/lib/content/business';
import { homeTestimonials } from '@/lib/content/reviews';
import { TestimonialRotator } from '@/components/home/testimonial-rotator';
import { ReviewProfileLinks } from '@/components/sections/reviews/review-profile-links';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-navy-50 py-14 sm:py-20">
      <Container>
        <SectionHeading
          id="testimonials-heading"
          eyebrow={`${business.rating.value} stars from ${business.rating.count} reviews`}
          title="What our neighbors say"
        />
        <TestimonialRotator testimonials={homeTestimonials} />
        <ReviewProfileLinks className="mt-8" />
      </Container>
    </section>
  );
}

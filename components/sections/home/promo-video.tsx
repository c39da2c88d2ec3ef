import { business } from '@/lib/content/business';
import { videoPoster } from '@/lib/content/projects';
import { VideoFacade } from '@/components/home/video-facade';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

/** The player loads only when the visitor asks for it: docs/decisions/019-click-to-load-video.md. */
export function PromoVideo() {
  return (
    <section aria-labelledby="video-heading" className="py-14 sm:py-20">
      <Container className="max-w-4xl">
        <SectionHeading
          id="video-heading"
          eyebrow="Watch us work"
          title={business.promoVideo.title}
          intro="A torsion spring holds the weight of your whole door. See why we replace them in pairs and balance the door before we leave."
        />
        <VideoFacade videoId={business.promoVideo.videoId} title={business.promoVideo.title} poster={videoPoster.src} />
      </Container>
    </section>
  );
}

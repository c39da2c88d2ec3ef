import { businessIn } from '@/lib/content/business';
import { fill } from '@/lib/content/fill';
import { homeWordsIn } from '@/lib/content/home';
import { videoPoster } from '@/lib/content/projects';
import type { Locale } from '@/lib/i18n/locale';
import { VideoFacade } from '@/components/sections/home/video-facade';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

/** The player loads only when the visitor asks for it: docs/decisions/019-click-to-load-video.md. */
export function PromoVideo({ locale }: { locale: Locale }) {
  const { video } = homeWordsIn(locale);
  const { title, videoId } = businessIn(locale).promoVideo;
  return (
    <section aria-labelledby="video-heading" className="py-14 sm:py-20">
      <Container className="max-w-4xl">
        <SectionHeading id="video-heading" eyebrow={video.eyebrow} title={title} intro={video.intro} />
        <VideoFacade videoId={videoId} title={title} playLabel={fill(video.play, { title })} poster={videoPoster.src} />
      </Container>
    </section>
  );
}

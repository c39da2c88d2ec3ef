import { Container } from '@/components/ui/container';

export interface MissionProps {
  title: string;
  text: string;
}

export function Mission({ title, text }: MissionProps) {
  return (
    <section aria-labelledby="our-mission" className="bg-gold-50 py-14 sm:py-20">
      <Container className="max-w-3xl text-center">
        <h2 id="our-mission" className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
          {title}
        </h2>
        <p className="mt-6 text-left text-xl leading-relaxed text-pretty text-navy-900 sm:text-center">{text}</p>
      </Container>
    </section>
  );
}

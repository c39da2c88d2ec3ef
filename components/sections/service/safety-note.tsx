import { Container } from '@/components/ui/container';
import { ShieldIcon } from '@/components/ui/icons';
import { TroubleshootingGuideLink } from '@/components/sections/troubleshooting/guide-link';
import { Callout } from '@/components/ui/callout';
import type { Locale } from '@/lib/i18n/locale';

export interface SafetyNoteProps {
  title: string;
  text: string;
  locale: Locale;
}

export function SafetyNote({ title, text, locale }: SafetyNoteProps) {
  return (
    <section id="safety" aria-labelledby="safety-heading" className="bg-white py-12 sm:py-16">
      <Container>
        <Callout tone="warning" className="flex max-w-4xl flex-col gap-4 sm:flex-row sm:p-8">
          <ShieldIcon className="size-10 shrink-0 text-emergency-700" />
          <div>
            <h2 id="safety-heading" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 text-lg text-slate-800">{text}</p>
            <TroubleshootingGuideLink className="mt-3" locale={locale} />
          </div>
        </Callout>
      </Container>
    </section>
  );
}

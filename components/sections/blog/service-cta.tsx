import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { LeadFormLink } from '@/components/layout/lead-form-link';
import { CallLink } from '@/components/layout/call-link';
import { buttonClasses } from '@/components/ui/button-styles';

export interface ServiceCtaProps {
  title: string;
  text: string;
  headingId: string;
  locale: Locale;
}

/** The call button and 'Request Service Online' (the home page's form: the blog has none). */
export function ServiceCta({ title, text, headingId, locale }: ServiceCtaProps) {
  const words = pageWordsIn(locale);
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-navy-50 p-7 text-center ring-1 ring-navy-100 sm:p-10">
      <h2 id={headingId} className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">{text}</p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <CallLink className={buttonClasses({ size: 'lg' })} icon="size-5">
          {words.shared.callNumber}
        </CallLink>
        <LeadFormLink className={buttonClasses({ variant: 'outline', size: 'lg' })}>{words.blog.requestOnline}</LeadFormLink>
      </div>
    </section>
  );
}

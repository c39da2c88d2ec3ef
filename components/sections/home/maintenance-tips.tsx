import { fill } from '@/lib/content/fill';
import { homeWordsIn } from '@/lib/content/home';
import { maintenanceSchedule } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { ScheduleTable } from '@/components/sections/shared/schedule-table';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { swipeRow } from '@/components/ui/swipe-row';
import { cn } from '@/lib/cn';

export function MaintenanceTips({ locale }: { locale: Locale }) {
  const { eyebrow, title, intro, tipLabel, tips, scheduleCaption } = homeWordsIn(locale).maintenance;
  return (
    <section aria-labelledby="tips-heading" className="bg-navy-50 py-14 sm:py-20">
      <Container>
        <SectionHeading id="tips-heading" eyebrow={eyebrow} title={title} intro={intro} />
        <ol tabIndex={0} aria-labelledby="tips-heading" className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3', swipeRow)}>
          {tips.map((tip, i) => (
            <li key={tip.title} className="rounded-xl border border-navy-100 bg-white p-5">
              <span className="text-sm font-bold text-gold-700">{fill(tipLabel, { number: i + 1 })}</span>
              <h3 className="mt-1 text-lg font-bold text-navy-900">{tip.title}</h3>
              <p className="mt-2 text-slate-700">{tip.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 rounded-xl bg-white p-5 ring-1 ring-navy-100 sm:mt-12 sm:px-6">
          <ScheduleTable rows={maintenanceSchedule(locale)} caption={scheduleCaption} locale={locale} />
        </div>
      </Container>
    </section>
  );
}

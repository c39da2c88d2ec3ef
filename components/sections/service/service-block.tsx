import { inspectionPointsIn, type ServiceBlock as Block } from '@/lib/content/services';
import { CheckList } from '@/components/sections/shared/check-list';
import { FeatureCards } from '@/components/sections/shared/feature-cards';
import { PageSection } from '@/components/sections/shared/page-section';
import { ScheduleTable } from '@/components/sections/shared/schedule-table';
import { Callout } from '@/components/ui/callout';
import type { Locale } from '@/lib/i18n/locale';

export interface ServiceBlockProps {
  block: Block;
  id: string;
  tone: 'white' | 'muted';
  locale: Locale;
}

/** Renders one page-specific section of a service page from its record. */
export function ServiceBlock({ block, id, tone, locale }: ServiceBlockProps) {
  if (block.kind === 'callout') {
    return (
      <PageSection id={id} tone={tone} title={block.title}>
        <Callout tone="note" as="p" className="max-w-3xl text-lg text-slate-800">
          {block.text}
        </Callout>
      </PageSection>
    );
  }
  return (
    <PageSection id={id} tone={tone} title={block.title} intro={block.intro}>
      {block.kind === 'list' && <CheckList items={block.items} columns={block.items.length > 12 ? 3 : 2} />}
      {block.kind === 'inspection' && <CheckList items={inspectionPointsIn(locale)} columns={3} />}
      {/* Beside the call card (from 1024 px) four cards in a row are too narrow to read: two rows of two. */}
      {block.kind === 'cards' && <FeatureCards cards={block.cards} columns={[2, 4].includes(block.cards.length) ? 2 : 3} />}
      {block.kind === 'schedule' && <ScheduleTable rows={block.rows} locale={locale} />}
      {block.kind === 'brands' && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {block.brands.map((brand) => (
            <li
              key={brand}
              className="flex min-h-14 items-center justify-center rounded-xl bg-white px-3 text-center font-bold text-navy-900 ring-1 ring-navy-100"
            >
              {brand}
            </li>
          ))}
        </ul>
      )}
      {block.kind === 'groups' && (
        <div className="grid gap-5 sm:grid-cols-2">
          {block.groups.map((group) => (
            <div key={group.title} className="rounded-2xl border border-navy-100 bg-white p-6">
              <h3 className="text-lg font-bold text-navy-900">{group.title}</h3>
              <CheckList items={group.items} columns={1} className="mt-4" />
            </div>
          ))}
        </div>
      )}
    </PageSection>
  );
}

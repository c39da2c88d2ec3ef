import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';

export interface ScheduleTableProps {
  rows: readonly { who: string; when: string; why: string }[];
  /** Shown above the table and read as its name. */
  caption?: string;
  locale: Locale;
}

/** The maintenance schedule as a real table, stacked into cards on small screens. */
export function ScheduleTable({ rows, caption, locale }: ScheduleTableProps) {
  const headers = pageWordsIn(locale).shared.scheduleTable;
  return (
    <table className="w-full text-left">
      {caption && <caption className="pt-2 pb-4 text-left text-lg font-bold text-navy-900">{caption}</caption>}
      <thead className="sr-only sm:not-sr-only">
        <tr className="border-b-2 border-navy-200 text-navy-900">
          <th scope="col" className="py-3 pr-4">
            {headers.who}
          </th>
          <th scope="col" className="py-3 pr-4">
            {headers.when}
          </th>
          <th scope="col" className="py-3">
            {headers.why}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.who} className="block border-b border-navy-100 py-3 last:border-b-0 sm:table-row sm:py-0">
            <th scope="row" className="block font-bold text-navy-900 sm:table-cell sm:py-4 sm:pr-4">
              {row.who}
            </th>
            <td className="block text-lg font-extrabold text-gold-700 sm:table-cell sm:py-4 sm:pr-4">{row.when}</td>
            <td className="block text-slate-700 sm:table-cell sm:py-4">{row.why}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

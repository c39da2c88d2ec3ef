import { maintenanceSchedule, maintenanceTips } from '@/content/home';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

/** Section 13: maintenance tips and the schedule of spec section 9. */
export function MaintenanceTips() {
  return (
    <section aria-labelledby="tips-heading" className="bg-navy-50 py-14 sm:py-20">
      <Container>
        <SectionHeading
          id="tips-heading"
          eyebrow="Maintenance tips"
          title="Keep your door working through salt, sun and storms"
          intro="Ten minutes of care now and then saves most of the emergency calls we get."
        />
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {maintenanceTips.map((tip, i) => (
            <li key={tip.title} className="rounded-xl border border-navy-100 bg-white p-5">
              <span className="text-sm font-bold text-gold-700">Tip {i + 1}</span>
              <h3 className="mt-1 text-lg font-bold text-navy-900">{tip.title}</h3>
              <p className="mt-2 text-slate-700">{tip.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 overflow-hidden rounded-xl bg-white ring-1 ring-navy-100">
          <table className="w-full text-left">
            <caption className="bg-navy-900 px-5 py-4 text-left text-lg font-bold text-white">How often to book a tune-up</caption>
            <thead className="sr-only sm:not-sr-only">
              <tr className="bg-navy-50 text-sm text-navy-900">
                <th scope="col" className="px-5 py-3">Garage</th>
                <th scope="col" className="px-5 py-3">How often</th>
                <th scope="col" className="px-5 py-3">Why</th>
              </tr>
            </thead>
            <tbody>
              {maintenanceSchedule.map((row) => (
                <tr key={row.who} className="flex flex-col border-t border-navy-100 px-5 py-4 sm:table-row sm:p-0">
                  <th scope="row" className="font-bold text-navy-900 sm:px-5 sm:py-4">
                    {row.who}
                  </th>
                  <td className="font-semibold text-gold-700 sm:px-5 sm:py-4">{row.when}</td>
                  <td className="text-slate-700 sm:px-5 sm:py-4">{row.why}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Container>
    </section>
  );
}

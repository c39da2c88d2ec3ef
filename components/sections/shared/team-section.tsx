import { Container } from '@/components/ui/container';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageWordsIn } from '@/lib/content/pages';
import { teamMembersIn } from '@/lib/content/team';
import type { Locale } from '@/lib/i18n/locale';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * The owner and technicians, with the licence number. Renders nothing
 * until the team record holds real people: no invented names or faces.
 */
export function TeamSection({ locale }: { locale: Locale }) {
  const teamMembers = teamMembersIn(locale);
  if (teamMembers.length === 0) return null;
  const words = pageWordsIn(locale).shared.team;
  return (
    <section aria-labelledby="team-heading" className="bg-white py-14 sm:py-20">
      <Container>
        <SectionHeading id="team-heading" eyebrow={words.eyebrow} title={words.title} intro={words.licence} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {teamMembers.map((person) => (
            <li key={person.name} className="flex items-center gap-4 rounded-2xl border border-navy-100 p-5">
              {person.photo ? (
                <ResponsiveImage
                  src={person.photo}
                  alt={person.name}
                  width={96}
                  height={96}
                  sizes="96px"
                  className="size-24 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden
                  className="flex size-24 shrink-0 items-center justify-center rounded-full bg-navy-900 text-2xl font-bold text-white"
                >
                  {initials(person.name)}
                </span>
              )}
              <div>
                <p className="text-lg font-bold text-navy-900">{person.name}</p>
                <p className="text-sm font-semibold text-gold-700">{person.role}</p>
                <p className="mt-1 text-slate-700">{person.line}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

import { business } from '@/content/business';

/** Whole years since founding, rounded down to a multiple of five: "15+ years" while true. */
export function experienceYears(now: Date = new Date(), foundedYear = business.foundedYear): number {
  const years = now.getFullYear() - foundedYear;
  return Math.max(0, Math.floor(years / 5) * 5);
}

export function experienceLabel(now?: Date, foundedYear?: number): string {
  return `${experienceYears(now, foundedYear)}+ years`;
}

/** Whole years since founding, rounded down to a multiple of five: "15+ years" while true. */
export function experienceYears(foundedYear: number, now: Date = new Date()): number {
  const years = now.getFullYear() - foundedYear;
  return Math.max(0, Math.floor(years / 5) * 5);
}

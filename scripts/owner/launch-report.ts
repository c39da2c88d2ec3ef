// How launch:check prints its findings: each on its own line, except a kind found more than
// three times (the example reviews, the drawings, the Spanish files waiting for a reader), which
// is said once, with the files and the places in them listed.

/** One thing launch:check lists. */
export interface Finding {
  /** The finding on a line of its own. */
  line: string;
  /** What findings of one kind share: what is wrong and what to do, said once for all of them. */
  kind?: string;
  /** The file the owner changes, listed on the kind's line. */
  file?: string;
  /** Where in the file, and what it says there, listed after the file: `reviews[0]: Linda P.`. */
  item?: string;
}

/** More of one kind than this and they share one line. */
export const mostLinesPerKind = 3;

/** `content/reviews.json (reviews[0]: Linda P.; reviews[1]: Robert H.), content/testimonials.json (...)`. */
function listed(findings: readonly Finding[]): string {
  const byFile = new Map<string, string[]>();
  for (const { file = '', item } of findings) byFile.set(file, [...(byFile.get(file) ?? []), ...(item ? [item] : [])]);
  return [...byFile].map(([file, items]) => (items.length ? `${file} (${items.join('; ')})` : file)).join(', ');
}

/** The lines to print, in the findings' order: a kind with more than three findings becomes one line where it first appears. */
export function launchReport(findings: readonly Finding[]): string[] {
  const byKind = new Map<string, Finding[]>();
  for (const finding of findings) if (finding.kind) byKind.set(finding.kind, [...(byKind.get(finding.kind) ?? []), finding]);
  const said = new Set<string>();
  return findings.flatMap((finding) => {
    const group = finding.kind ? byKind.get(finding.kind)! : [];
    if (!finding.kind || group.length <= mostLinesPerKind) return [finding.line];
    if (said.has(finding.kind)) return [];
    said.add(finding.kind);
    return [`${finding.kind} (${group.length}): ${listed(group)}`];
  });
}

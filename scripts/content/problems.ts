import type { z } from 'zod';

/** One thing wrong in one data file, worded for the owner who edited it. */
export interface ContentProblem {
  file: string;
  /** Where in the record: `zipCodes[2]`, `pages.long.routes[0].title`; empty for the whole file. */
  field: string;
  message: string;
}

export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`;
}

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

function shown(value: unknown): string {
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return value === null ? 'nothing' : typeof value === 'object' ? 'a group of fields' : typeof value;
}

/** Zod's own wording ("Invalid input: expected string, received undefined") said the owner's way. */
function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'invalid_type' && input === undefined) return 'is missing (required)';
  if (issue.code === 'invalid_type')
    return `expected ${issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'a group of fields' : `a ${issue.expected}`}, got ${shown(input)}`;
  if (issue.code === 'invalid_value')
    return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${shown(input)}`;
  if (issue.code === 'unrecognized_keys') return `has fields this record does not know: ${issue.keys.join(', ')}`;
  const wanted = /^(Invalid|Too )/.test(issue.message) ? issue.message.toLowerCase() : `expected ${issue.message}`;
  const got = input === undefined || typeof input === 'object' || wanted.includes('got ') ? '' : ` (got ${shown(input)})`;
  return `${wanted}${got}`;
}

/** The value at `path` inside `data`, to show what the owner wrote. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

export function problemsFromZod(file: string, error: z.ZodError, data: unknown): ContentProblem[] {
  return error.issues.map((issue) => ({ file, field: fieldPath(issue.path), message: describeIssue(issue, valueAt(data, issue.path)) }));
}

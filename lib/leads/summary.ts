import type { FormDefinition } from '@/lib/forms/types';
import { parseUsPhone } from '@/lib/facts/us-phone';
import type { LeadFields } from './providers';
import { arrivalWindowField } from './fields';

export interface SummaryRow {
  label: string;
  value: string;
}

function valueOf(fields: LeadFields, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The names of the rows that are not one of the form's own fields. */
export interface SummaryLabels {
  name: string;
  phone: string;
  arrivalWindow: string;
}

/**
 * What a delivered request said, for its confirmation: the name, the phone, the problem (the
 * form's first choice or text box that was filled, under its own label) and the arrival window
 * (`window`: as the page says it; else as the lead carries it).
 */
export function leadSummary(
  form: Pick<FormDefinition, 'fields' | 'arrivalWindow'>,
  fields: LeadFields,
  text: SummaryLabels,
  window?: string,
): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const name = form.fields.find((field) => field.autoComplete === 'name');
  if (name && valueOf(fields, name.name)) rows.push({ label: text.name, value: valueOf(fields, name.name) });
  const phone = valueOf(fields, 'phone');
  // Shown as people read a number; anything that is not a US number stays as it was typed.
  if (phone) rows.push({ label: text.phone, value: parseUsPhone(phone)?.display ?? phone });
  const problem = form.fields.find((field) => (field.type === 'select' || field.type === 'textarea') && valueOf(fields, field.name));
  if (problem) {
    const raw = valueOf(fields, problem.name);
    rows.push({ label: problem.label, value: problem.options?.find((option) => option.value === raw)?.label ?? raw });
  }
  if (form.arrivalWindow && valueOf(fields, arrivalWindowField))
    rows.push({ label: text.arrivalWindow, value: window ?? valueOf(fields, arrivalWindowField) });
  return rows;
}

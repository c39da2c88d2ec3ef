import type { ReactNode } from 'react';
import type { FormDefinition } from '@/content/forms';
import { FormField } from './form-field';

export interface LeadFormProps {
  form: FormDefinition;
  city?: string;
  /** Extra fields inside the form, such as the home page's detected-city input. */
  children?: ReactNode;
}

/** Renders a form definition as a real HTML form. */
export function LeadForm({ form, city, children }: LeadFormProps) {
  return (
    <form method="post" data-form-id={form.id} data-city={city} className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-navy-100 sm:p-8">
      <div className="grid gap-4 sm:grid-cols-2">
        {form.fields.map((field) => (
          <FormField key={field.name} field={field} requiredMark={form.requiredMark} />
        ))}
      </div>
      {children}
      <button type="submit" className="mt-6 min-h-12 w-full rounded-lg bg-navy-800 px-5 font-bold text-white hover:bg-gold-400 hover:text-navy-950">
        {form.submitLabel}
      </button>
    </form>
  );
}

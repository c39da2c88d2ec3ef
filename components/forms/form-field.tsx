import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { maxLengths } from '@/lib/forms/limits';
import type { FieldDefinition, FormDefinition } from '@/lib/forms/types';

export const fieldControlClass =
  'mt-1.5 block min-h-12 w-full rounded-lg border border-slate-400 bg-white px-3.5 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-navy-600 focus:outline-3 focus:outline-gold-400';

export function fieldMaxLength(field: FieldDefinition): number {
  if (field.maxLength) return field.maxLength;
  if (field.type === 'textarea') return maxLengths.long;
  if (field.type === 'email') return maxLengths.email;
  if (field.type === 'tel') return maxLengths.phone;
  return maxLengths.short;
}

export interface FormFieldProps {
  field: FieldDefinition;
  /** Unique on the page: the home page shows two forms with the same field names. */
  id: string;
  /** Where the form marks required fields besides the label: 'placeholder' also repeats it there (the spec's short-form pages). */
  requiredMark: FormDefinition['requiredMark'];
  /** The mark itself, from the record ("*"). */
  mark: string;
  /** react-hook-form's binding, once its code has loaded (see LeadForm). */
  registration?: UseFormRegisterReturn;
}

export function FormField({ field, id, requiredMark, mark, registration }: FormFieldProps) {
  const wide = field.type === 'textarea' || field.type === 'select';
  const placeholder =
    field.placeholder && field.required && requiredMark === 'placeholder' ? `${field.placeholder} ${mark}` : field.placeholder;
  const common = { id, name: field.name, required: field.required, className: fieldControlClass, ...registration };
  return (
    <div className={cn(wide && 'sm:col-span-2')}>
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {field.label}
        {/* In the label always: a mark only in the placeholder goes with the first letter typed. */}
        {field.required && (
          <span className="text-emergency-700" aria-hidden="true">
            {' '}
            {mark}
          </span>
        )}
      </label>
      {field.type === 'select' ? (
        <select {...common}>
          <option value="">{field.emptyOption}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea {...common} rows={field.rows ?? 4} maxLength={fieldMaxLength(field)} placeholder={placeholder} />
      ) : (
        <input
          {...common}
          type={field.type}
          autoComplete={field.autoComplete}
          maxLength={fieldMaxLength(field)}
          placeholder={placeholder}
        />
      )}
    </div>
  );
}

import type { FieldDefinition, FormDefinition } from '@/content/forms';
import { maxLengths } from '@/content/forms';
import { cn } from '@/lib/cn';

const control =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-navy-600 focus:outline-3 focus:outline-gold-400';

function defaultMaxLength(field: FieldDefinition): number {
  if (field.maxLength) return field.maxLength;
  if (field.type === 'textarea') return maxLengths.long;
  if (field.type === 'email') return maxLengths.email;
  if (field.type === 'tel') return maxLengths.phone;
  return maxLengths.short;
}

export function FormField({ field, requiredMark }: { field: FieldDefinition; requiredMark: FormDefinition['requiredMark'] }) {
  const id = `field-${field.name}`;
  const wide = field.type === 'textarea' || field.type === 'select';
  const placeholder = field.placeholder && field.required && requiredMark === 'placeholder' ? `${field.placeholder} *` : field.placeholder;
  return (
    <div className={cn(wide && 'sm:col-span-2')}>
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {field.label}
        {field.required && requiredMark === 'label' && (
          <span className="text-emergency-600" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {field.type === 'select' ? (
        <select id={id} name={field.name} required={field.required} className={control} defaultValue="">
          <option value="">{field.emptyOption}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea id={id} name={field.name} required={field.required} rows={field.rows ?? 4} maxLength={defaultMaxLength(field)} placeholder={placeholder} className={control} />
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.type}
          required={field.required}
          autoComplete={field.autoComplete}
          maxLength={defaultMaxLength(field)}
          placeholder={placeholder}
          className={control}
        />
      )}
    </div>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { business, telHref } from '@/content/business';
import type { FormDefinition } from '@/content/forms';
import type { LeadMessages } from '@/content/messages';
import { defaultCityContext, honeypotField } from '@/lib/leads/payload';
import { leadProvider } from '@/lib/leads/providers';
import type { LeadStatus } from './lead-form-state';

/** Bots fill every input; people never see this one. The service drops leads that fill it. */
export function Honeypot({ id, registration }: { id: string; registration?: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/**
 * What the delivery service needs when the browser posts the form itself, without JavaScript
 * (docs/decisions/004-no-js-forms-post-to-the-service.md).
 */
export function NoScriptFields({ form, cityContext }: { form: FormDefinition; cityContext?: string }) {
  const city = cityContext ?? (form.cityField ? defaultCityContext : undefined);
  return (
    <>
      {leadProvider.hiddenFields(form).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="source" value={form.source} />
      <input type="hidden" name="formId" value={form.id} />
      {city && <input type="hidden" name={form.cityField ?? 'cityContext'} value={city} />}
    </>
  );
}

export interface FormFeedbackProps {
  status: LeadStatus;
  messages: LeadMessages;
}

/** The in-card confirmation some forms show, and the phone number beside a failed send. */
export function FormFeedback({ status, messages }: FormFeedbackProps) {
  const confirmed = status === 'success' && messages.inlineConfirmation;
  return (
    <>
      <p role="status" className={confirmed ? 'mt-5 rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200' : 'sr-only'}>
        {confirmed && (
          <>
            <strong className="block font-bold">{messages.success.title}</strong> {messages.success.description}
          </>
        )}
      </p>
      {status === 'failure' && (
        <p data-lead-failure className="mt-5 rounded-lg bg-emergency-50 p-4 text-emergency-800 ring-1 ring-emergency-100">
          Your details are still in the form, so you can try again. Or call us now:{' '}
          <a href={telHref} className="inline-flex min-h-11 items-center font-bold underline underline-offset-4">
            {business.phone.display}
          </a>
        </p>
      )}
    </>
  );
}

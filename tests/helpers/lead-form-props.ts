import { bookingSettings, contactChannels } from '@/lib/content/business';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import type { FormDefinition } from '@/lib/forms/types';

/** What a form's server parent (LeadFormSection) hands its island: the form, its words, the booking settings and the business's channels. */
export const islandProps = (form: FormDefinition) => ({
  form,
  words: leadFormWordsIn(form.locale),
  booking: bookingSettings,
  contact: contactChannels,
});

import { ButtonLink } from '@/components/ui/button';
import { ChatIcon, TextMessageIcon } from '@/components/ui/icons';
import type { Locale } from '@/lib/i18n/locale';
import { spanishFirstAction } from '@/lib/content/spanish-help';

/**
 * On a Spanish page whose phone is answered in English, the channel the business record says
 * answers in Spanish, full size and before the call button (docs/decisions/110-two-languages.md).
 * Nothing on an English page, nor where the phone answers in Spanish.
 */
export function SpanishFirstAction({ locale, className }: { locale: Locale; className?: string }) {
  const action = spanishFirstAction(locale);
  if (!action) return null;
  const whatsapp = action.channel === 'whatsapp';
  const Icon = whatsapp ? ChatIcon : TextMessageIcon;
  return (
    <ButtonLink
      href={action.href}
      size="lg"
      variant="secondary"
      data-first-action={action.channel}
      className={className}
      {...(whatsapp && { target: '_blank', rel: 'noopener' })}
    >
      <Icon className="size-5 shrink-0" />
      {action.label}
    </ButtonLink>
  );
}

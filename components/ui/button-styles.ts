import { cn } from '@/lib/cn';
import { linkCardHover } from '@/components/ui/link-card';

export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

// Below 640 px a label longer than the screen wraps (a Spanish one at 320 px): no sideways scroll (WCAG 1.4.10).
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors duration-150 focus-visible:shadow-focus disabled:pointer-events-none disabled:opacity-60 sm:whitespace-nowrap';

const variants: Record<ButtonVariant, string> = {
  default: 'bg-navy-800 text-white shadow-sm hover:bg-gold-400 hover:text-navy-950',
  destructive: 'bg-emergency-600 text-white shadow-sm hover:bg-emergency-700',
  outline: `border-2 border-navy-800 bg-white text-navy-800 ${linkCardHover}`,
  secondary: 'bg-gold-400 text-navy-950 shadow-sm hover:bg-gold-300',
  ghost: 'text-navy-800 hover:bg-navy-50 hover:text-navy-950',
  link: 'text-navy-700 underline underline-offset-4 hover:text-gold-700',
};

const sizes: Record<ButtonSize, string> = {
  default: 'min-h-11 px-5 py-2.5 text-base',
  sm: 'min-h-11 px-3.5 py-2 text-sm',
  lg: 'min-h-14 px-7 py-3 text-lg',
  icon: 'size-11 p-0',
};

export function buttonClasses({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], variant === 'link' ? 'min-h-0 px-0 py-0' : sizes[size], className);
}

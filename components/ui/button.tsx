import { IntentLink } from './intent-link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, StyleProps {
  href: string;
}

/** A link that looks like a button. Internal paths go through IntentLink (client-side navigation, prefetched on intent); text, mail and chat links and anchors do not. */
export function ButtonLink({ variant, size, className, href, ...props }: ButtonLinkProps) {
  const classes = buttonClasses({ variant, size, className });
  if (href.startsWith('/') && !href.startsWith('//')) {
    return <IntentLink href={href} className={classes} {...props} />;
  }
  return <a href={href} className={classes} {...props} />;
}

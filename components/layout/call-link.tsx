import { type AnchorHTMLAttributes, createElement, type ReactNode } from 'react';
import { PhoneIcon } from '@/components/ui/icons';
import { phoneLink } from '@/lib/content/business';

export interface CallLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The phone icon's classes; no icon when left out (or drawn inside the children). */
  icon?: string;
  /** The words on the link, after the icon; without them the link is the number itself. */
  children?: ReactNode;
  /**
   * The number after the words: shown (an element of its own, a line in a column such as the
   * bottom bar's cell), or read out only (": (239) 555-0100", skipped when the words hold it).
   */
  number?: 'shown' | 'spoken';
  /** A smaller second line under the words: the language the call is answered in. */
  note?: string;
}

/**
 * Every link that dials the business: the tel: address and the number come from the business
 * record (lib/content/business.ts); the caller gives the words, classes and data attributes.
 * Islands get the same two strings as props (`phoneLink`), since the record stays on the server.
 */
export function CallLink({ icon, children, number, note, ...props }: CallLinkProps) {
  const words = children ?? phoneLink.display;
  const said = typeof children === 'string' && children.includes(phoneLink.display);
  const parts = [
    icon ? <PhoneIcon className={icon} /> : undefined,
    ...(note ? [noted(words, note)] : [words].flat()),
    number === 'shown' ? <span>{phoneLink.display}</span> : undefined,
    number === 'spoken' && !said ? <span className="sr-only">: {phoneLink.display}</span> : undefined,
  ];
  // Only the parts there are, each a child of its own, so the page's payload carries no empty
  // slots (false, "$undefined") beside the markup.
  return createElement('a', { href: phoneLink.href, ...props }, ...parts.filter(present));
}

/** The words over a smaller line; the space keeps them two words wherever the link is read as text. */
function noted(words: ReactNode, note: string) {
  return (
    <span className="flex flex-col leading-tight">
      {typeof words === 'string' ? `${words} ` : words}
      <span className="text-xs">{note}</span>
    </span>
  );
}

const present = (part: ReactNode) => part !== undefined && part !== null && typeof part !== 'boolean' && part !== '';

import type { NavLink } from '@/lib/site/navigation';

/** The attributes a link to another language's page carries (hreflang), for any link element; no data, so islands may use it. */
export function linkLanguage(link: NavLink): { hrefLang?: string } {
  return link.otherLanguage ? { hrefLang: link.otherLanguage.locale } : {};
}

export interface LinkLabelProps {
  link: NavLink;
  /** The words under the name, smaller, where a row has no room beside it (the desktop header). */
  stacked?: boolean;
}

/**
 * A link's name, followed, when it leads to a page in another language, by the words that say
 * so ("Galería (en inglés)"): a visitor is not sent to an English page without being told. One
 * element, so a link laid out as a flex row keeps the space and wraps the words together.
 */
export function LinkLabel({ link, stacked = false }: LinkLabelProps) {
  if (!link.otherLanguage) return <>{link.label}</>;
  const note = `(${link.otherLanguage.note})`;
  if (stacked)
    return (
      <span className="flex flex-col items-center leading-tight">
        {link.label} <span className="text-xs font-normal whitespace-nowrap">{note}</span>
      </span>
    );
  return (
    <span>
      {link.label} <span className="text-[0.85em] font-normal whitespace-nowrap">{note}</span>
    </span>
  );
}

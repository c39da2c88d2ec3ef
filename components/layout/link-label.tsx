import type { NavLink } from '@/lib/site/navigation';

/** The attributes a link to another language's page carries (hreflang), for any link element; no data, so islands may use it. */
export function linkLanguage(link: NavLink): { hrefLang?: string } {
  return link.otherLanguage ? { hrefLang: link.otherLanguage.locale } : {};
}

/**
 * A link's name, followed, when it leads to a page in another language, by the words that say
 * so ("Galería (en inglés)"): a visitor is not sent to an English page without being told.
 */
export function LinkLabel({ link }: { link: NavLink }) {
  if (!link.otherLanguage) return <>{link.label}</>;
  return (
    <>
      {link.label} <span className="text-[0.85em] font-normal">({link.otherLanguage.note})</span>
    </>
  );
}

// The site's redirected addresses with their targets, read from the navigation: /contact goes
// where the menu's Contact goes (docs/decisions/100-host-files-as-code.md), so moving that link moves the redirect on every host.
import { primaryLinks } from '../../lib/site/navigation';
import { redirectedPaths, type SiteRedirect } from './host-files';

const targets: Record<string, { href: string; label: string }> = { '/contact': primaryLinks.contact };

/** Every redirected address, its target page and the words its stand-in page shows. */
export const siteRedirects: (SiteRedirect & { label: string })[] = redirectedPaths.map((from) => ({
  from,
  to: targets[from].href,
  label: targets[from].label,
}));

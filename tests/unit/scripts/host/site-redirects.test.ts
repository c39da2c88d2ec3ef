/** @jest-environment node */
import { primaryLinks } from '@/lib/site/navigation';
import { redirectedPaths } from '@/scripts/host/host-files';
import { siteRedirects } from '@/scripts/host/site-redirects';

// /contact answers with a redirect to the page the menu's Contact opens (docs/product.md), read from the
// navigation (so moving that link moves the redirect on every host), worded as the menu words it.
test('/contact leads where the menu’s Contact leads', () => {
  expect(redirectedPaths).toContain('/contact');
  expect(siteRedirects).toContainEqual({ from: '/contact', to: primaryLinks.contact.href, label: primaryLinks.contact.label });
  expect(primaryLinks.contact.href).not.toBe('/contact');
});

import { IntentLink } from '@/components/ui/intent-link';
import type { Article } from '@/lib/content/articles';
import { ChevronRightIcon } from '@/components/ui/icons';

export interface RelatedLinksProps {
  links: Article['related'];
  title: string;
}

export function RelatedLinks({ links, title }: RelatedLinksProps) {
  return (
    <nav aria-labelledby="related-services" className="mt-12 border-t border-navy-100 pt-8">
      <h2 id="related-services" className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      <ul className="mt-3">
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-700 underline underline-offset-4 hover:text-gold-700"
            >
              <ChevronRightIcon className="size-4" />
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

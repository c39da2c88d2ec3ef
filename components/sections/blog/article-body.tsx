import type { BlogSection } from '@/content/blog';

export interface ArticleBodyProps {
  sections: readonly BlogSection[];
}

export function ArticleBody({ sections }: ArticleBodyProps) {
  return (
    <div data-article-body className="text-lg leading-relaxed text-slate-800">
      {sections.map((section) => (
        <section key={section.heading} className="mt-10 first:mt-0">
          <h2 className="text-2xl font-bold text-navy-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-gold-600">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

import { brandList, brandLogoSize, brandsIn } from '@/lib/content/brands';
import { fill } from '@/lib/content/fill';
import { homeWordsIn } from '@/lib/content/home';
import type { Locale } from '@/lib/i18n/locale';
import { Container } from '@/components/ui/container';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SectionHeading } from '@/components/ui/section-heading';

/** Our own wordmarks, never copied logo files: docs/decisions/020-honest-imagery-and-labelled-placeholders.md. */
export function BrandsGrid({ locale }: { locale: Locale }) {
  const { eyebrow, title, intro } = homeWordsIn(locale).brands;
  return (
    <section aria-labelledby="brands-heading" className="border-y border-navy-100 bg-white py-14 sm:py-16">
      <Container>
        <SectionHeading id="brands-heading" eyebrow={eyebrow} title={fill(title, { brands: brandList(locale) })} intro={intro} />
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {brandsIn(locale).map((brand) => (
            <li
              key={brand.name}
              className="flex flex-col items-center rounded-xl border border-navy-100 p-4 text-center last:col-span-2 sm:last:col-span-1"
            >
              <div className="w-full max-w-40">
                <ResponsiveImage src={brand.logo} alt={brand.name} {...brandLogoSize} className="w-full" />
              </div>
              <p className="mt-2 text-sm text-slate-600">{brand.note}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

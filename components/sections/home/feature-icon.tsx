import type { FeatureIcon as FeatureIconName } from '@/lib/content/page-copy';
import { ClipboardCheckIcon, ClockIcon, ShieldIcon, SirenIcon, StarIcon, TagIcon } from '@/components/ui/icons';

const icons = { clock: ClockIcon, shield: ShieldIcon, star: StarIcon, siren: SirenIcon, tag: TagIcon, clipboard: ClipboardCheckIcon };

/** The why-us icons, by the name a record gives. */
export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} />;
}

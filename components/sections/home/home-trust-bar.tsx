import { trustPoints } from '@/content/home';
import { TrustBar } from '@/components/home/trust-bar';
import { CheckIcon } from '@/components/ui/icons';

export function HomeTrustBar() {
  return (
    <TrustBar>
      <ul className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1 py-1.5">
        {trustPoints.map((point) => (
          <li key={point} className="inline-flex items-center gap-1.5 font-semibold">
            <CheckIcon className="size-4 text-gold-300" />
            {point}
          </li>
        ))}
      </ul>
    </TrustBar>
  );
}

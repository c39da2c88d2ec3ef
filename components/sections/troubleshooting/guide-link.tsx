import { staticPages } from '@/content/pages';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/lib/cn';
import { textLink } from '@/components/ui/link-card';

/** The way into the troubleshooting guide from the service and emergency pages. */
export function TroubleshootingGuideLink({ className }: { className?: string }) {
  return (
    <p className={cn('text-lg text-slate-800', className)}>
      Not sure what is wrong, or whether the door is safe to use?{' '}
      <IntentLink href={staticPages.troubleshooting.path} className={textLink}>
        Check the symptoms in our troubleshooting guide
      </IntentLink>
    </p>
  );
}

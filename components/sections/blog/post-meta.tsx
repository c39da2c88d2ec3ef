import { ClockIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/i18n/format-date';

export interface PostMetaProps {
  date: string;
  readTime: string;
  className?: string;
}

export function PostMeta({ date, readTime, className }: PostMetaProps) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      <time dateTime={date}>{formatDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1.5">
        <ClockIcon className="size-4" />
        {readTime}
      </span>
    </p>
  );
}

import { cn } from '../../lib/cn.ts';

/**
 * A grey placeholder with the size of what is loading, so nothing shifts when data arrives.
 * Without JavaScript nothing will arrive: the placeholder is not shown at all. `inline` keeps a
 * value's place inside a line of text (a heading, a paragraph); `onDark` is for a dark ground.
 */
export function Skeleton({
  className,
  inline = false,
  onDark = false,
}: {
  className?: string;
  inline?: boolean;
  onDark?: boolean;
}) {
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-md noscript:hidden',
        onDark ? 'bg-white/20' : 'bg-stone-200',
        inline && 'inline-block align-middle',
        className,
      )}
    />
  );
}

import { cn } from '../../lib/cn.ts';

/**
 * A grey placeholder with the size of what is loading, so nothing shifts when data arrives.
 * Without JavaScript nothing will arrive: the placeholder is not shown at all.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-stone-200 noscript:hidden', className)}
    />
  );
}

import { cn } from '../../lib/cn.ts';

/**
 * A tailor's round badge with the first letter of the name (tailors have no photos yet): the one
 * avatar of every screen that shows a tailor. `className` sets its size and text (default 14 / xl).
 */
export function TailorAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-800 to-brand-900 font-bold text-gold-100 ring-2 ring-gold-500/60',
        className ?? 'size-14 text-xl',
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

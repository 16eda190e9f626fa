import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const tones = {
  brand: 'bg-brand-100 text-brand-900',
  gold: 'bg-gold-100 text-gold-700',
  neutral: 'bg-stone-100 text-stone-800',
  blue: 'bg-blue-100 text-blue-900',
  red: 'bg-red-100 text-red-900',
} as const;

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

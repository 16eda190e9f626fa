import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';

/** Telo's mark (a needle threading a gold stitch) and wordmark, linking home. */
export function BrandLogo({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <Link
      to={paths.home}
      aria-label="Telo home"
      className={cn('inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md', className)}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill={tone === 'dark' ? '#14532d' : '#fef3c7'} />
        <path
          d="M9 22 L22 9"
          stroke={tone === 'dark' ? '#fef3c7' : '#14532d'}
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <circle cx="20.5" cy="10.5" r="1.2" fill={tone === 'dark' ? '#14532d' : '#fef3c7'} />
        <path
          d="M8 14 q4 -3 6 1 t6 1 t5 -1"
          fill="none"
          stroke="#d97706"
          strokeWidth="2"
          strokeLinecap="round"
          strokeDasharray="2.5 2"
        />
      </svg>
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-brand-900' : 'text-white',
        )}
      >
        Telo
      </span>
    </Link>
  );
}

import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './field.tsx';

/** A search box with its magnifier icon; label it through Field. */
export function SearchInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
      />
      <Input type="search" enterKeyHint="search" className={cn('pl-10', className)} {...props} />
    </div>
  );
}

import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export const buttonVariants = {
  primary: 'bg-brand-900 text-white hover:bg-brand-800 disabled:bg-stone-400',
  secondary: 'bg-gold-700 text-white hover:bg-gold-800 disabled:bg-stone-400',
  outline:
    'border border-stone-300 bg-white text-stone-900 hover:bg-stone-50 disabled:text-stone-400',
  ghost: 'text-stone-700 hover:bg-stone-100 disabled:text-stone-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-stone-400',
} as const;

export const buttonSizes = {
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11',
} as const;

/** Class names of a button, for links that look like buttons. */
export function buttonClasses(
  variant: keyof typeof buttonVariants = 'primary',
  size: keyof typeof buttonSizes = 'md',
  className?: string,
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed',
    buttonVariants[variant],
    buttonSizes[size],
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof buttonVariants;
  size?: keyof typeof buttonSizes;
};

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

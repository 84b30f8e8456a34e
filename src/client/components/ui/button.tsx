import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'dark' | 'outline' | 'outline-light' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition-colors duration-200 disabled:pointer-events-none disabled:opacity-50 select-none';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold text-ink hover:bg-gold-light active:bg-gold-dark active:text-ivory',
  dark: 'bg-ink text-ivory hover:bg-ink-muted',
  outline: 'border border-ink/25 text-ink hover:border-ink hover:bg-ink hover:text-ivory',
  'outline-light': 'border border-ivory/40 text-ivory hover:border-gold hover:text-gold',
  ghost: 'text-ink hover:bg-ink/5',
  link: 'text-gold-dark underline-offset-4 hover:underline rounded-sm',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-xs uppercase',
  md: 'h-11 px-6 text-sm uppercase',
  lg: 'h-13 px-8 text-sm uppercase',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(base, variants[variant], variant === 'link' ? 'h-auto px-0 normal-case' : sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...rest} />;
});

export function ButtonLink({
  variant,
  size,
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}

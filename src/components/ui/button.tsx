import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows the button as busy and blocks further clicks (e.g. while a form submits). */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-500/60',
  secondary:
    'bg-white text-ink-900 ring-1 ring-inset ring-ink-500/30 hover:bg-brand-50 disabled:text-ink-500',
  ghost: 'text-ink-700 hover:bg-brand-100 disabled:text-ink-500',
  link: 'text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:text-ink-500',
};

const SIZES: Record<ButtonSize, string> = {
  small: 'min-h-8 px-3 text-sm',
  medium: 'min-h-10 px-4 text-sm',
  large: 'min-h-12 px-5 text-base',
};

export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> = {}): string {
  const shape =
    variant === 'link'
      ? 'inline p-0 min-h-0'
      : `inline-flex items-center justify-center gap-2 rounded-xl font-medium ${SIZES[size]}`;
  return [
    shape,
    VARIANTS[variant],
    fullWidth ? 'w-full' : '',
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A button; `type` defaults to "button" so that a button inside a form never submits it by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[buttonClassName({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}

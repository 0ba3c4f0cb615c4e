import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import * as styles from './Button.css.ts';
import type { ButtonVariants } from './Button.css.ts';
import { LoaderCircleIcon } from '../private/staticIcons.tsx';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** contained (main action), outlined or text. */
  variant?: ButtonVariants['variant'];
  /** primary, error (destructive) or neutral. */
  tone?: ButtonVariants['tone'];
  /** small (32 px high) or medium (40 px, default). */
  size?: ButtonVariants['size'];
  /** An icon before the label (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  /** submit inside forms; button otherwise. */
  type?: 'button' | 'submit' | 'reset';
  /**
   * The button's action is running: a spinner replaces the icon, clicks are ignored and the button
   * is `aria-disabled` but keeps keyboard focus (a natively disabled button would drop it).
   */
  pending?: boolean;
  /** The underlying `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the design system. Labels come from the caller (SALVA, Annulla…). */
export function Button({
  variant,
  tone,
  size,
  icon,
  type = 'button',
  pending = false,
  className,
  children,
  ref,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled does not stop activation, and a submit button would still submit its form.
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={[styles.button({ variant, tone, size }), className].filter(Boolean).join(' ')}
      data-disabled={rest.disabled || pending || undefined}
      data-pending={pending || undefined}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={handleClick}
      {...rest}
    >
      {pending ? <LoaderCircleIcon className={styles.spinner} size={18} /> : icon}
      {children}
    </button>
  );
}

import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from '../IconButton/IconButton.css.ts';
import type { IconButtonVariants } from '../IconButton/IconButton.css.ts';

export interface IconButtonBaseProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'aria-label'
> {
  /** Accessible name. */
  label: string;
  /** The icon. */
  icon: ReactNode;
  size?: IconButtonVariants['size'];
  ref?: Ref<HTMLButtonElement>;
}

/**
 * `IconButton` without its tooltip, for the close buttons of dialogs, drawers and toasts, whose
 * label would only repeat what they do: they do not bundle the tooltip at all.
 */
export function IconButtonBase({
  label,
  icon,
  size,
  className,
  ref,
  ...rest
}: IconButtonBaseProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      className={[styles.iconButton, styles.iconButtonSize[size ?? 'medium'], className]
        .filter(Boolean)
        .join(' ')}
      data-disabled={rest.disabled || undefined}
      {...rest}
    >
      {icon}
    </button>
  );
}

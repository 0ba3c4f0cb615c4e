import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './IconButton.css.ts';
import type { IconButtonVariants } from './IconButton.css.ts';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'aria-label'
> {
  /** Accessible name, also shown as the tooltip unless `tooltip` is false. */
  label: string;
  /** The icon. */
  icon: ReactNode;
  /** Show the label as a tooltip (default true). */
  tooltip?: boolean;
  size?: IconButtonVariants['size'];
  ref?: Ref<HTMLButtonElement>;
}

/** A round button with only an icon; its label is its accessible name and its tooltip. */
export function IconButton({
  label,
  icon,
  tooltip = true,
  size,
  className,
  ref,
  ...rest
}: IconButtonProps) {
  const button = (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      className={[styles.iconButton({ size }), className].filter(Boolean).join(' ')}
      data-disabled={rest.disabled || undefined}
      {...rest}
    >
      {icon}
    </button>
  );
  return tooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}

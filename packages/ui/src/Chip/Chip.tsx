import type { ReactNode } from 'react';
import { chipBase, chipSize, chipTone } from './chipClasses.css.ts';
import type { ChipVariants } from './Chip.css.ts';

export interface ChipProps {
  /** The visible text. */
  label: ReactNode;
  /** Semantic colour: default, primary, success, warning, error or info (the tones domain returns). */
  tone?: ChipVariants['tone'];
  /** small (dense lists) or medium. */
  size?: ChipVariants['size'];
  /** An icon before the label. */
  icon?: ReactNode;
  /** Makes the chip a button. */
  onClick?: () => void;
  /** Disables a clickable chip. */
  disabled?: boolean;
  /** Accessible name when the label alone is not enough. */
  'aria-label'?: string;
}

/** A compact label with a tone: order states, badges, filters. Clickable when given `onClick`. */
export function Chip({
  label,
  tone,
  size,
  icon,
  onClick,
  disabled,
  'aria-label': ariaLabel,
}: ChipProps) {
  const className = `${chipBase} ${chipTone[tone ?? 'default']} ${chipSize[size ?? 'medium']}`;
  if (onClick) {
    return (
      <button
        type="button"
        className={className}
        onClick={onClick}
        disabled={disabled}
        data-disabled={disabled || undefined}
        aria-label={ariaLabel}
      >
        {icon}
        {label}
      </button>
    );
  }
  return (
    <span className={className} aria-label={ariaLabel} data-tone={tone ?? 'default'}>
      {icon}
      {label}
    </span>
  );
}

import { descriptionChipText } from '@portineria/domain';
import type { ChipVariants } from '../Chip/Chip.css.ts';
import { chip } from '../Chip/Chip.css.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';

export interface DescriptionChipProps {
  /** The full description. */
  text: string;
  /** The chip's tone; default. */
  tone?: ChipVariants['tone'];
  /** small or medium (default). */
  size?: ChipVariants['size'];
  /** Controlled tooltip state, for stories and tests. */
  open?: boolean;
}

/**
 * A chip with a description reduced to 64 characters (002 §5.7, domain's `descriptionChipText`).
 * When reduced, the full text shows in a tooltip on hover and keyboard focus; a description that
 * fits is a plain chip.
 */
export function DescriptionChip({ text, tone, size, open }: DescriptionChipProps) {
  const shown = descriptionChipText(text);
  const className = chip({ tone, size });
  if (shown === text) {
    return (
      <span className={className} data-tone={tone ?? 'default'}>
        {text}
      </span>
    );
  }
  return (
    <Tooltip content={text} open={open}>
      {/* Focusable so that keyboard users can reach the full text too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span tabIndex={0} className={className} data-tone={tone ?? 'default'} data-truncated="">
        {shown}
      </span>
    </Tooltip>
  );
}

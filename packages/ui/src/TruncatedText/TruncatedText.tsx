import { TRUNCATE_LENGTH, truncateText } from '@portineria/domain';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './TruncatedText.css.ts';

export interface TruncatedTextProps {
  /** The full text. */
  text: string | null | undefined;
  /** The most characters shown, ellipsis included; 100 by default (000 §9). */
  maxLength?: number;
  /** Tooltip side; top by default. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled tooltip state, for stories and tests. */
  open?: boolean;
}

/**
 * Text cut at 100 characters with an ellipsis (000 §9, domain's `truncateText`). When it is cut,
 * the full text shows in a tooltip (250 ms delay, 350 px wide, 002 §9) on hover and on keyboard
 * focus; text that fits is plain text with no tooltip and no tab stop.
 */
export function TruncatedText({
  text,
  maxLength = TRUNCATE_LENGTH,
  side,
  open,
}: TruncatedTextProps) {
  const full = text ?? '';
  const shown = truncateText(full, maxLength);
  if (shown === full) return <span className={styles.text}>{full}</span>;
  return (
    <Tooltip content={full} side={side} open={open}>
      {/* Focusable so that keyboard users can reach the full text too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span tabIndex={0} className={styles.text} data-truncated="">
        {shown}
      </span>
    </Tooltip>
  );
}

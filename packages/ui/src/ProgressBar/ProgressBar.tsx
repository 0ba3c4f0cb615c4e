import * as Progress from '@radix-ui/react-progress';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import * as styles from './ProgressBar.css.ts';
import type { ProgressBarVariants } from './ProgressBar.css.ts';

/** The progress bar's labels. */
export interface ProgressBarLabels {
  /** The name of the bar: 'Avanzamento'. */
  label: string;
  /** The value text, `{value}` being the whole percentage: '{value}%'. */
  value: string;
}

export interface ProgressBarProps {
  /**
   * Progress from 0 to `max`; `null` for indeterminate (something runs, its end is unknown). Pass
   * the domain's result as is: `quoteProgress(…)` (002 §5.7), `progressPercent(…)` (002 §9).
   */
  value: number | null;
  /** The value of a finished task: 100. */
  max?: number;
  /** The visible name ('Preventivi ricevuti'); 'Avanzamento' by default. */
  label?: ReactNode;
  /** Keeps the name for screen readers only. */
  hideLabel?: boolean;
  /** Shows the percentage ('40%') beside the name (true). */
  showValue?: boolean;
  /** primary (default), success, info, warning or error. */
  tone?: ProgressBarVariants['tone'];
  /** small (4 px) or medium (8 px, default). */
  size?: ProgressBarVariants['size'];
  /** Overrides of the labels. */
  labels?: Partial<ProgressBarLabels>;
}

/**
 * A horizontal progress bar on Radix Progress: `role="progressbar"` with its value text, a visible
 * name and percentage, tones, and an indeterminate state. The percentage shows whole numbers, the
 * fraction cut off (progress never shows more than is done).
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  hideLabel = false,
  showValue = true,
  tone,
  size,
  labels,
}: ProgressBarProps) {
  const text: ProgressBarLabels = {
    label: feedbackMessage('progressBar.label'),
    value: feedbackMessage('progressBar.value'),
    ...labels,
  };
  const labelId = useId();
  // Radix refuses values out of range (it falls back to indeterminate): keep them in.
  const clamped =
    value === null || !Number.isFinite(value) ? null : Math.min(Math.max(value, 0), max);
  const percentText = (current: number, maximum: number) =>
    text.value.replace('{value}', String(Math.floor((current / maximum) * 100)));
  const percent = clamped === null ? null : (clamped / max) * 100;
  const name = label ?? text.label;
  return (
    <div className={styles.root} data-state={clamped === null ? 'indeterminate' : undefined}>
      {hideLabel ? (
        <VisuallyHidden.Root id={labelId}>{name}</VisuallyHidden.Root>
      ) : (
        <div className={styles.header}>
          <span id={labelId} className={styles.label}>
            {name}
          </span>
          {showValue && clamped !== null ? (
            // The bar carries the same text as aria-valuetext: read once, there.
            <span className={styles.value} aria-hidden>
              {percentText(clamped, max)}
            </span>
          ) : null}
        </div>
      )}
      <Progress.Root
        className={styles.track({ size })}
        value={clamped}
        max={max}
        getValueLabel={percentText}
        aria-labelledby={labelId}
      >
        <Progress.Indicator
          className={[styles.indicator({ tone }), styles.indeterminateMotion].join(' ')}
          style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
        />
      </Progress.Root>
    </div>
  );
}

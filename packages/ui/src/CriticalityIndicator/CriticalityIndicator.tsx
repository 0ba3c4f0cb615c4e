import { criticalityLevel } from '@portineria/domain';
import type { CriticalityLevel } from '@portineria/domain';
import { dataDisplayMessage } from '../messages/it-IT/dataDisplay.ts';
import * as styles from './CriticalityIndicator.css.ts';

/** How many of the three steps each level fills. */
const FILLED_STEPS = { none: 0, low: 1, medium: 2, high: 3 } as const satisfies Record<
  CriticalityLevel,
  number
>;
const STEPS = [1, 2, 3] as const;

export interface CriticalityIndicatorProps {
  /** The criticality value: null is none, 1–2 low, 3–4 medium, 5 and above high (001 §4.7). */
  value: number | null | undefined;
  /** Show the level's label beside the bars (true by default); it is always the accessible value. */
  showLabel?: boolean;
  /** Replacement labels by level ('Nessuna', 'Bassa', 'Media', 'Alta' by default). */
  labels?: Partial<Record<CriticalityLevel, string>>;
  /** Accessible name of the meter; 'Criticità' by default. */
  'aria-label'?: string;
}

/**
 * The criticality of a qualification folder (001 §4.7, domain's `criticalityLevel`): three steps
 * filled in the level's colour — low success, medium warning, high error — and the level's label.
 * Exposed as a meter from 0 (none) to 3 (high) whose value text is the label.
 */
export function CriticalityIndicator({
  value,
  showLabel = true,
  labels,
  'aria-label': ariaLabel,
}: CriticalityIndicatorProps) {
  const criticality = criticalityLevel(value);
  const filled = FILLED_STEPS[criticality.level];
  const label =
    labels?.[criticality.level] ??
    criticality.label ??
    dataDisplayMessage('criticalityIndicator.none');
  return (
    <span
      role="meter"
      aria-label={ariaLabel ?? dataDisplayMessage('criticalityIndicator.label')}
      aria-valuemin={0}
      aria-valuemax={3}
      aria-valuenow={filled}
      aria-valuetext={label}
      className={styles.root}
      data-level={criticality.level}
    >
      <span className={styles.bars} aria-hidden>
        {STEPS.map((step) => (
          <span
            key={step}
            className={styles.bar({
              step,
              tone: step <= filled ? (criticality.tone ?? 'none') : 'none',
            })}
            data-filled={step <= filled || undefined}
          />
        ))}
      </span>
      {showLabel ? (
        <span className={styles.label} aria-hidden>
          {label}
        </span>
      ) : null}
    </span>
  );
}

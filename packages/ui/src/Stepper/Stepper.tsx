import { Check } from 'lucide-react';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import * as styles from './Stepper.css.ts';

/** One step: a label and an optional second line. */
export interface StepperStep {
  /** The step's name: 'Scarica il modello', 'Anteprima'. */
  label: ReactNode;
  /** An optional second line. */
  description?: ReactNode;
}

/** complete (before the current one), current, or upcoming (after it). */
export type StepperStepState = 'complete' | 'current' | 'upcoming';

/** The stepper's labels. */
export interface StepperLabels {
  /** Name of the navigation landmark: 'Passaggi'. */
  nav: string;
  /** Read after a completed step's label: 'completato'. */
  completed: string;
}

export interface StepperProps {
  /** The steps in order: labels, or `{ label, description }`. */
  steps: ReadonlyArray<StepperStep | string>;
  /**
   * The current step, from 0 (import wizard 0–4, 002 §2.7; dashboard settings 0–2, 000 §2). A value
   * equal to `steps.length` shows every step complete.
   */
  current: number;
  /**
   * Makes completed steps buttons that go back to them: called with the step's index. Without it
   * the stepper only shows progress.
   */
  onStepClick?: (index: number) => void;
  /** Disables going back (e.g. while an import runs). */
  disabled?: boolean;
  /** Overrides of the labels. */
  labels?: Partial<StepperLabels>;
}

/** The state of a step given the current one. */
function stateOf(index: number, current: number): StepperStepState {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}

/**
 * Horizontal steps of a flow (000 §2 dashboard settings, 002 §2.7 import wizard): an ordered list
 * in a navigation landmark, the current step marked `aria-current="step"`, completed steps
 * optionally buttons to go back.
 */
export function Stepper({ steps, current, onStepClick, disabled = false, labels }: StepperProps) {
  const text: StepperLabels = {
    nav: feedbackMessage('stepper.label'),
    completed: feedbackMessage('stepper.completed'),
    ...labels,
  };
  return (
    <nav aria-label={text.nav}>
      <ol className={styles.list}>
        {steps.map((entry, index) => {
          const step = typeof entry === 'string' ? { label: entry } : entry;
          const state = stateOf(index, current);
          const content = (
            <>
              <span className={styles.indicator} aria-hidden>
                {state === 'complete' ? <Check size={18} strokeWidth={3} /> : index + 1}
              </span>
              <span className={styles.texts}>
                <span className={styles.label}>
                  {step.label}
                  {state === 'complete' ? (
                    <VisuallyHidden.Root>{`, ${text.completed}`}</VisuallyHidden.Root>
                  ) : null}
                </span>
                {step.description ? (
                  <span className={styles.description}>{step.description}</span>
                ) : null}
              </span>
            </>
          );
          const clickable = state === 'complete' && onStepClick !== undefined;
          return (
            <li
              // Steps are a fixed sequence: the position is the identity.
              key={`step-${index}`}
              className={styles.item}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {clickable ? (
                <button
                  type="button"
                  className={styles.step}
                  disabled={disabled}
                  data-disabled={disabled || undefined}
                  onClick={() => onStepClick(index)}
                >
                  {content}
                </button>
              ) : (
                <div className={styles.step}>{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { folderCriticalityMessage } from '../messages/it-IT/folderCriticality.ts';

/** A criticality level (001 §4.7: none, low, medium, high). */
export type CriticalityLevel = 'none' | 'low' | 'medium' | 'high';

/** The colour of a criticality level (001 §4.7: success, warning, error; none has no colour). */
export type CriticalityTone = 'success' | 'warning' | 'error';

/** A criticality level, its tone and, for a level other than none, its Italian label. */
export interface Criticality {
  level: CriticalityLevel;
  tone: CriticalityTone | null;
  label?: string;
}

/**
 * The level of a criticality value (001 §4.7: "Criticality scale: null is none, 1-2 is low
 * (success colour), 3-4 is medium (warning), 5 and above is high (error)").
 *
 * Values the scale does not name (DECISIONS.md): 0, negatives and non-numbers are none;
 * fractions fall in the band below the next whole step (2.5 is low, 4.9 is medium). The labels
 * 'Bassa', 'Media', 'Alta' are ours: the spec names the levels only in English.
 */
export function criticalityLevel(value: number | null | undefined): Criticality {
  if (value == null || Number.isNaN(value) || value < 1) return { level: 'none', tone: null };
  if (value < 3)
    return {
      level: 'low',
      tone: 'success',
      label: folderCriticalityMessage('folders.criticality.low'),
    };
  if (value < 5) {
    return {
      level: 'medium',
      tone: 'warning',
      label: folderCriticalityMessage('folders.criticality.medium'),
    };
  }
  return {
    level: 'high',
    tone: 'error',
    label: folderCriticalityMessage('folders.criticality.high'),
  };
}

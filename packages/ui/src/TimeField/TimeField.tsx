import { timeOptions } from '@portineria/domain';
import { Clock } from 'lucide-react';
import { useMemo } from 'react';
import { formsMessage } from '../messages/it-IT/forms.ts';
import type { SelectOption, SelectProps } from '../Select/Select.tsx';
import { Select } from '../Select/Select.tsx';

/** Props of {@link TimeField}. */
export interface TimeFieldProps extends Omit<SelectProps, 'options' | 'icon'> {
  /**
   * The times offered, 'HH:mm' in 24-hour format; domain's `timeOptions()` by default (every 15
   * minutes, 002 §5.1).
   */
  times?: readonly string[];
  /** Times shown but not choosable (e.g. end times before the start). */
  disabledTimes?: readonly string[];
}

/**
 * A time of day in 15-minute steps, 24-hour 'HH:mm' (002 §5.1), chosen from a list: typing the
 * digits on the focused field jumps to the matching time ('14:30'), arrows move by one step.
 * Disable it while it makes no sense (the end time before a start time exists) with `disabled`.
 */
export function TimeField({
  times,
  disabledTimes,
  placeholder = formsMessage('timeField.placeholder'),
  ...props
}: TimeFieldProps) {
  const options = useMemo<SelectOption[]>(() => {
    const disabled = new Set(disabledTimes);
    return (times ?? timeOptions()).map((time) => ({
      value: time,
      label: time,
      disabled: disabled.has(time),
    }));
  }, [times, disabledTimes]);
  return <Select {...props} options={options} placeholder={placeholder} icon={<Clock />} />;
}

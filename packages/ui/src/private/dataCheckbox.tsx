import { Check, Minus } from 'lucide-react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useRef } from 'react';
import * as styles from '../DataTable/DataTable.css.ts';

export interface DataCheckboxProps {
  /** Checked, unchecked or indeterminate (some rows selected). */
  checked: boolean | 'indeterminate';
  /** Called with the new state and whether Shift was held (a range selection). */
  onCheckedChange: (checked: boolean, withShift: boolean) => void;
  /** The accessible name ('Seleziona la riga'). */
  label: string;
  /** The id of the element that tells which row the checkbox selects. */
  describedBy?: string;
  disabled?: boolean;
  /** -1 keeps it out of the Tab order (a focused table row toggles it with Space instead). */
  tabIndex?: number;
}

/**
 * The selection checkbox of the DataTable rows, header and cards (Radix Checkbox): Space toggles
 * it; a click with Shift held is reported so the table can select a range.
 */
export function DataCheckbox({
  checked,
  onCheckedChange,
  label,
  describedBy,
  disabled,
  tabIndex,
}: DataCheckboxProps) {
  const withShift = useRef(false);
  return (
    <RadixCheckbox.Root
      className={styles.checkbox}
      checked={checked}
      disabled={disabled}
      tabIndex={tabIndex}
      aria-label={label}
      aria-describedby={describedBy}
      onClick={(event) => {
        withShift.current = event.shiftKey;
      }}
      onCheckedChange={(next) => {
        onCheckedChange(next === true, withShift.current);
        withShift.current = false;
      }}
    >
      <RadixCheckbox.Indicator className={styles.checkboxIndicator}>
        {checked === 'indeterminate' ? <Minus aria-hidden="true" /> : <Check aria-hidden="true" />}
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}

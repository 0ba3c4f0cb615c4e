import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import * as RadixSelect from '@radix-ui/react-select';
import type { FocusEvent, ReactNode, Ref } from 'react';
import { useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { formsMessage } from '../messages/it-IT/forms.ts';
import type { FormsFieldBaseProps } from '../private/formsField.tsx';
import { FormsFieldFrame, formsClassNames, useFormsField } from '../private/formsField.tsx';
import * as fieldStyles from '../private/formsField.css.ts';
import * as styles from './Select.css.ts';

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** The value given to `onChange`; unique, not empty. */
  value: string;
  /** The visible text. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends FormsFieldBaseProps<string | null> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen value, or null (controlled). */
  value?: string | null;
  /** The initial value (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen value. */
  onChange?: (value: string | null) => void;
  /** The text shown while nothing is chosen; 'Seleziona' by default. */
  placeholder?: string;
  /** An icon before the value. */
  icon?: ReactNode;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  /** The trigger button. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * A single choice from a list (Radix Select): a labelled combobox button that opens a listbox;
 * arrows, Home/End and typeahead move through the options, Enter chooses, Escape closes and focus
 * returns to the trigger. `validate` runs on change and when the trigger loses focus with the list
 * closed (or the list closes without a choice).
 */
export function Select(props: SelectProps) {
  const {
    options,
    value: valueProp,
    defaultValue = null,
    onChange,
    placeholder = formsMessage('select.placeholder'),
    icon,
    onBlur,
    triggerRef,
    label,
    description,
    required,
    requiredMarker,
    disabled,
    readOnly,
    name,
    className,
  } = props;
  const [value, setValue] = useControlledState<string | null>(valueProp, defaultValue, onChange);
  const aria = useFormsField<string | null>(props);
  // Focus moves into the list while it is open: that blur is not the user leaving the field.
  const isOpen = useRef(false);
  const [open, setOpen] = useState(false);
  // A choice closes the list too; it has been validated as an input already.
  const hasJustChosen = useRef(false);

  return (
    <FormsFieldFrame
      aria={aria}
      label={label}
      required={required}
      requiredMarker={requiredMarker}
      description={description}
      className={className}
    >
      <RadixSelect.Root
        value={value ?? ''}
        name={name}
        disabled={disabled}
        required={required}
        open={open && !readOnly}
        onValueChange={(next) => {
          if (readOnly) return;
          const chosen = next === '' ? null : next;
          hasJustChosen.current = true;
          setValue(chosen);
          aria.validateOnInput(chosen);
        }}
        onOpenChange={(next) => {
          if (readOnly) return;
          const wasOpen = isOpen.current;
          isOpen.current = next;
          setOpen(next);
          if (wasOpen && !next && !hasJustChosen.current) aria.validateOnBlur(value);
          hasJustChosen.current = false;
        }}
      >
        <RadixSelect.Trigger
          {...aria.fieldProps}
          ref={triggerRef}
          className={formsClassNames(fieldStyles.controlBox, styles.trigger)}
          {...aria.stateAttributes}
          aria-required={required || undefined}
          aria-readonly={readOnly || undefined}
          onBlur={(event) => {
            if (!isOpen.current) aria.validateOnBlur(value);
            onBlur?.(event);
          }}
        >
          {icon ? (
            <span className={fieldStyles.adornment} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <span className={styles.value}>
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon className={styles.chevron}>
            <ChevronDown aria-hidden="true" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.ScrollUpButton className={styles.scrollButton}>
              <ChevronUp aria-hidden="true" size={16} />
            </RadixSelect.ScrollUpButton>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <RadixSelect.ItemIndicator className={styles.itemIndicator}>
                    <Check aria-hidden="true" />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton className={styles.scrollButton}>
              <ChevronDown aria-hidden="true" size={16} />
            </RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </FormsFieldFrame>
  );
}

import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { pickersMessage } from '../messages/it-IT/pickers.ts';
import { SearchPicker } from './SearchPicker.tsx';
import type { SearchPickerMultipleProps, SearchPickerSingleProps } from './SearchPicker.tsx';
import * as styles from './SearchPicker.css.ts';

/** The dialog's own texts. */
export interface SearchPickerDialogLabels {
  /** 'Conferma' */
  confirm: string;
  /** 'Annulla' */
  cancel: string;
}

/** The picker props the dialog does not take over. */
type PickerPart<P> = Omit<P, 'onChange' | 'defaultValue' | 'resultsLayout' | 'onResultsOpenChange'>;

interface SearchPickerDialogCommonProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false when the dialog closes (confirm, cancel, Escape, the close button). */
  onOpenChange: (open: boolean) => void;
  /** The dialog title; the picker's `label` by default. */
  title?: string;
  /** A subtitle under the title. */
  dialogDescription?: ReactNode;
  /** An optional trigger that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  /** Called when the user cancels (Annulla, Escape, the close button). */
  onCancel?: () => void;
  /** Replaces the dialog's texts (the picker's are in `labels`). */
  dialogLabels?: Partial<SearchPickerDialogLabels>;
}

/** Single selection in a dialog. */
export interface SearchPickerDialogSingleProps<T>
  extends PickerPart<SearchPickerSingleProps<T>>, SearchPickerDialogCommonProps {
  /** Called with the chosen item when the user confirms. */
  onConfirm: (item: T | null) => void;
}

/** Multiple selection in a dialog. */
export interface SearchPickerDialogMultipleProps<T>
  extends PickerPart<SearchPickerMultipleProps<T>>, SearchPickerDialogCommonProps {
  /** Called with the chosen items when the user confirms. */
  onConfirm: (items: T[]) => void;
}

export type SearchPickerDialogProps<T> =
  SearchPickerDialogSingleProps<T> | SearchPickerDialogMultipleProps<T>;

function toArray<T>(value: T | null | undefined | readonly T[], multiple: boolean): T[] {
  if (value === undefined || value === null) return [];
  return multiple ? [...(value as readonly T[])] : [value as T];
}

/**
 * A search picker in a dialog of at most 600 px (002 §2.3, §9), with Conferma and Annulla. The
 * picker works on a draft, taken from `value` each time the dialog opens: Conferma calls
 * `onConfirm` with it and closes, Annulla (or Escape, or the close button) drops it. The results
 * are shown in the dialog's flow under the field; while they are open, Escape closes them first
 * and a second Escape closes the dialog, with focus back on the trigger.
 */
export function SearchPickerDialog<T>(props: SearchPickerDialogProps<T>) {
  const {
    open,
    onOpenChange,
    title,
    dialogDescription,
    trigger,
    onCancel,
    dialogLabels,
    value,
    onConfirm: _onConfirm,
    ...pickerProps
  } = props;
  const multiple = props.selectionMode === 'multiple';
  const texts: SearchPickerDialogLabels = {
    confirm: pickersMessage('picker.confirm'),
    cancel: pickersMessage('picker.cancel'),
    ...dialogLabels,
  };

  // The draft restarts from `value` every time the dialog opens.
  const [draft, setDraft] = useState<T[]>(() => toArray(value, multiple));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(toArray(value, multiple));
  }

  // Radix closes the dialog on Escape before the input sees the key: while the results are open
  // that Escape is meant for them, so the close request is ignored and react-aria closes them.
  const resultsOpen = useRef(false);
  const close = () => {
    onCancel?.();
    onOpenChange(false);
  };
  const confirm = () => {
    if (props.selectionMode === 'multiple') props.onConfirm(draft);
    else props.onConfirm(draft[0] ?? null);
    onOpenChange(false);
  };

  const shared = {
    ...pickerProps,
    hideLabel: true,
    autoFocus: true,
    resultsLayout: 'inline' as const,
    onResultsOpenChange: (isOpen: boolean) => {
      resultsOpen.current = isOpen;
    },
  };
  const picker = multiple ? (
    <SearchPicker<T>
      {...(shared as Omit<SearchPickerMultipleProps<T>, 'value' | 'onChange'>)}
      selectionMode="multiple"
      value={draft}
      onChange={setDraft}
    />
  ) : (
    <SearchPicker<T>
      {...(shared as Omit<SearchPickerSingleProps<T>, 'value' | 'onChange'>)}
      selectionMode="single"
      value={draft[0] ?? null}
      onChange={(item) => setDraft(item === null ? [] : [item])}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else if (!resultsOpen.current) close();
      }}
      trigger={trigger}
      title={title ?? pickerProps.label}
      description={dialogDescription}
      maxWidth={600}
      actions={
        <>
          <Button variant="text" tone="neutral" onClick={close}>
            {texts.cancel}
          </Button>
          <Button onClick={confirm}>{texts.confirm}</Button>
        </>
      }
    >
      <div className={styles.dialogBody}>{picker}</div>
    </Dialog>
  );
}

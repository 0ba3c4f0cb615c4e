import { parseSupplierCategories } from '@portineria/domain';
import { ChevronDown, X } from 'lucide-react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useButton } from 'react-aria/useButton';
import { useComboBox } from 'react-aria/useComboBox';
import { useFilter } from 'react-aria/useFilter';
import { Item } from 'react-stately/Item';
import { useComboBoxState } from 'react-stately/useComboBoxState';
import { useControlledState } from 'react-stately/useControlledState';
import { formsMessage } from '../messages/it-IT/forms.ts';
import type { FormsFieldBaseProps } from '../private/formsField.tsx';
import { FormsFieldFrame, formsClassNames, useFormsField } from '../private/formsField.tsx';
import * as fieldStyles from '../private/formsField.css.ts';
import { FormsListBox, FormsPopover } from '../private/formsListBoxPopover.tsx';
import * as styles from './TagInput.css.ts';

/** The texts of a {@link TagInput} a product may reword. */
export interface TagInputLabels {
  /** Accessible name of a tag's remove button; `{tag}` is the tag. 'Rimuovi {tag}'. */
  remove: string;
  /** The input placeholder. */
  placeholder: string;
  /** Accessible name of the list of tags. */
  tags: string;
  /** Accessible name of the suggestions list. */
  suggestions: string;
  /** Accessible name of the button that opens the suggestions. */
  showSuggestions: string;
  /** Announced when a tag is added; `{tag}` is the tag. */
  added: string;
  /** Announced when a tag is removed; `{tag}` is the tag. */
  removed: string;
}

/** Props of {@link TagInput}. */
export interface TagInputProps extends FormsFieldBaseProps<string[]> {
  /** The tags (controlled). A comma-separated string is read with domain's `parseSupplierCategories`. */
  value?: string[];
  /** The initial tags (uncontrolled). */
  defaultValue?: string[];
  /** Called with the new list after each addition or removal. */
  onChange?: (tags: string[]) => void;
  /**
   * Suggestions offered while typing (filtered by what is typed, tags already added left out), e.g.
   * domain's `SUPPLIER_CATEGORY_SUGGESTIONS` (002 §5.6).
   */
  suggestions?: readonly string[];
  /** Overrides of the default Italian texts. */
  labels?: Partial<TagInputLabels>;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

function fill(template: string, tag: string): string {
  return template.replaceAll('{tag}', tag);
}

/**
 * Comma-delimited tags (supplier categories, 002 §3.9, §5.6) typed with the keyboard: Enter or a
 * comma adds what is typed, Backspace in the empty input removes the last tag, every tag has a
 * remove button, and suggestions come in a listbox (react-aria combobox: arrows, Enter, Escape).
 * Tags are trimmed and kept once whatever the case, as domain's `parseSupplierCategories` does;
 * save them with `joinSupplierCategories`.
 */
export function TagInput(props: TagInputProps) {
  const {
    value: valueProp,
    defaultValue = [],
    onChange,
    suggestions = [],
    labels: labelOverrides,
    onBlur,
    label,
    description,
    required,
    requiredMarker,
    disabled,
    readOnly,
    className,
  } = props;
  const labels: TagInputLabels = {
    remove: formsMessage('tagInput.remove'),
    placeholder: formsMessage('tagInput.placeholder'),
    tags: formsMessage('tagInput.tags'),
    suggestions: formsMessage('tagInput.suggestions'),
    showSuggestions: formsMessage('tagInput.showSuggestions'),
    added: formsMessage('tagInput.added'),
    removed: formsMessage('tagInput.removed'),
    ...labelOverrides,
  };
  const [tags, setTags] = useControlledState<string[]>(valueProp, defaultValue, onChange);
  const [inputValue, setInputValue] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const aria = useFormsField<string[]>(props);
  const { contains } = useFilter({ sensitivity: 'base' });

  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  // Inside a modal dialog the popover must live in the dialog (as SearchPicker's does), or the
  // dialog's pointer lock would leave its options unclickable; found once the field is mounted.
  const [portalContainer, setPortalContainer] = useState<Element | undefined>(undefined);
  useLayoutEffect(() => {
    setPortalContainer(boxRef.current?.closest('[role="dialog"]') ?? undefined);
  }, []);

  // Items are given to react-aria already filtered: it does not filter controlled items.
  const items = useMemo(() => {
    const added = new Set(tags.map((tag) => tag.toLocaleLowerCase('it')));
    return suggestions
      .filter((suggestion) => !added.has(suggestion.toLocaleLowerCase('it')))
      .filter((suggestion) => contains(suggestion, inputValue.trim()))
      .map((suggestion) => ({ id: suggestion }));
  }, [suggestions, tags, inputValue, contains]);
  const hasSuggestions = suggestions.some(
    (suggestion) =>
      !tags.some((tag) => tag.toLocaleLowerCase('it') === suggestion.toLocaleLowerCase('it')),
  );

  const update = (next: string[], message: string) => {
    setTags(next);
    setAnnouncement(message);
    aria.validateOnInput(next);
  };

  /** Adds the typed texts (split on commas) as tags; returns whether something was added. */
  const addTags = (text: string): boolean => {
    const next = parseSupplierCategories([...tags, text].join(','));
    if (next.length === tags.length) return false;
    update(
      next,
      next
        .slice(tags.length)
        .map((tag) => fill(labels.added, tag))
        .join(', '),
    );
    return true;
  };

  const removeTag = (index: number) => {
    const removed = tags[index];
    if (removed === undefined) return;
    update(
      tags.filter((_, position) => position !== index),
      fill(labels.removed, removed),
    );
  };

  const state = useComboBoxState({
    items,
    children: (item: { id: string }) => <Item key={item.id}>{item.id}</Item>,
    allowsCustomValue: true,
    // Opened here on typing, not by react-aria on every input change: clearing the input after a
    // tag is added must not pop the whole suggestion list open again.
    menuTrigger: 'manual',
    inputValue,
    onInputChange: (text) => {
      // A comma (typed or pasted) closes the tags before it; the rest stays in the input.
      const lastComma = text.lastIndexOf(',');
      const rest = lastComma >= 0 ? text.slice(lastComma + 1).trimStart() : text;
      if (lastComma >= 0) addTags(text.slice(0, lastComma));
      setInputValue(rest);
      if (rest.trim() === '') state.close();
      else if (!state.isOpen) state.open(null, 'input');
    },
    value: null,
    onChange: (key) => {
      if (key == null) return;
      addTags(String(key));
      setInputValue('');
      state.close();
    },
    isDisabled: disabled,
    isReadOnly: readOnly,
    isInvalid: aria.invalid,
    validationBehavior: 'aria',
  });

  const {
    inputProps,
    listBoxProps,
    buttonProps: toggleProps,
  } = useComboBox(
    {
      inputRef,
      buttonRef,
      listBoxRef,
      popoverRef,
      id: aria.fieldProps.id,
      'aria-labelledby': aria.fieldProps['aria-labelledby'],
      'aria-describedby': aria.fieldProps['aria-describedby'],
      isDisabled: disabled,
      isReadOnly: readOnly,
      isInvalid: aria.invalid,
      validationBehavior: 'aria',
    },
    state,
  );
  const { buttonProps } = useButton(
    { ...toggleProps, 'aria-label': labels.showSuggestions },
    buttonRef,
  );

  const [popoverWidth, setPopoverWidth] = useState<number>();
  useLayoutEffect(() => {
    if (state.isOpen && boxRef.current) setPopoverWidth(boxRef.current.offsetWidth);
  }, [state.isOpen]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Read before react-aria handles the key: choosing an option closes the list and clears focus.
    const choosingOption = state.isOpen && state.selectionManager.focusedKey != null;
    inputProps.onKeyDown?.(event);
    if (readOnly || disabled) return;
    if (event.key === 'Enter' && !choosingOption && inputValue.trim() !== '') {
      // Enter adds the typed text; it never submits the surrounding form meanwhile.
      event.preventDefault();
      addTags(inputValue);
      setInputValue('');
      state.close();
    } else if (event.key === 'Backspace' && inputValue === '' && tags.length > 0) {
      event.preventDefault();
      removeTag(tags.length - 1);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    // What is left typed when focus leaves becomes a tag rather than being lost.
    let next = tags;
    if (!readOnly && !disabled && inputValue.trim() !== '') {
      next = parseSupplierCategories([...tags, inputValue].join(','));
      if (next.length !== tags.length) {
        setTags(next);
        setAnnouncement(
          next
            .slice(tags.length)
            .map((tag) => fill(labels.added, tag))
            .join(', '),
        );
      }
      setInputValue('');
    }
    aria.validateOnBlur(next);
    onBlur?.(event);
  };

  const editable = !disabled && !readOnly;

  return (
    <FormsFieldFrame
      aria={aria}
      label={label}
      required={required}
      requiredMarker={requiredMarker}
      description={description}
      className={className}
    >
      <div
        ref={boxRef}
        className={formsClassNames(fieldStyles.controlBox, styles.box)}
        {...aria.stateAttributes}
      >
        <div className={styles.tagArea}>
          {tags.length > 0 ? (
            <ul className={styles.tags} aria-label={labels.tags}>
              {tags.map((tag, index) => (
                <li
                  key={tag}
                  className={styles.tag}
                  data-disabled={disabled || undefined}
                  data-readonly={readOnly || undefined}
                >
                  <span className={styles.tagText}>{tag}</span>
                  {editable ? (
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={fill(labels.remove, tag)}
                      // While the suggestions are open react-aria hides everything but the input
                      // and the list from assistive technologies: nothing hidden may stay tabbable.
                      tabIndex={state.isOpen ? -1 : undefined}
                      onClick={() => {
                        removeTag(index);
                        inputRef.current?.focus();
                      }}
                    >
                      <X aria-hidden="true" />
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <input
            {...mergeProps(inputProps, { onBlur: handleBlur })}
            onKeyDown={handleKeyDown}
            ref={inputRef}
            className={formsClassNames(fieldStyles.input, styles.input)}
            placeholder={editable && tags.length === 0 ? labels.placeholder : undefined}
            aria-required={required || undefined}
          />
        </div>
        {editable && hasSuggestions ? (
          <button {...buttonProps} ref={buttonRef} className={styles.toggle}>
            <ChevronDown aria-hidden="true" />
          </button>
        ) : null}
        <span className={fieldStyles.visuallyHidden} aria-live="polite">
          {announcement}
        </span>
      </div>
      {state.isOpen ? (
        <FormsPopover
          state={state}
          triggerRef={boxRef}
          popoverRef={popoverRef}
          width={popoverWidth}
          portalContainer={portalContainer}
        >
          <FormsListBox
            {...listBoxProps}
            aria-label={labels.suggestions}
            listBoxRef={listBoxRef}
            state={state}
          />
        </FormsPopover>
      ) : null}
    </FormsFieldFrame>
  );
}

/**
 * Internal parts of the search pickers: the results popover, the listbox and its options, and the
 * tag group of selected items. Behaviour comes from react-aria hooks; styles from SearchPicker.
 */
import { Check, X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { AriaListBoxOptions } from 'react-aria';
import {
  DismissButton,
  Overlay,
  mergeProps,
  useButton,
  useFocusRing,
  useListBox,
  useOption,
  usePopover,
  useTag,
  useTagGroup,
} from 'react-aria';
import type { Key, Node } from 'react-stately';
import { Item, useListState } from 'react-stately';
import type { ComboBoxState, ListState, OverlayTriggerState } from 'react-stately';
import { Chip } from '../Chip/Chip.tsx';
import type { ChipProps } from '../Chip/Chip.tsx';
import * as styles from '../SearchPicker/SearchPicker.css.ts';

/** A chip shown after an item's label in the results (e.g. 'Disabilitato', 'Ordine ripetuto'). */
export interface SearchPickerBadge {
  /** The chip's text. */
  label: string;
  /** The chip's tone; default by default. */
  tone?: ChipProps['tone'];
}

/** How an option renders its item: the texts already resolved, fallbacks included. */
export interface OptionContent {
  label: string;
  description: string | undefined;
  subtext: string | undefined;
  badges: readonly SearchPickerBadge[];
}

interface PopoverProps {
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  popoverRef: RefObject<HTMLDivElement | null>;
  /** Where to portal: inside an enclosing modal dialog, else the body. */
  portalContainer: Element | undefined;
  children: ReactNode;
}

/** The floating results, positioned under the field and as wide as it. */
export function PickerPopover({
  state,
  triggerRef,
  popoverRef,
  portalContainer,
  children,
}: PopoverProps) {
  const { popoverProps } = usePopover(
    {
      triggerRef,
      popoverRef,
      isNonModal: true,
      placement: 'bottom start',
      // Far enough that the popover's shadow never touches the field's focus ring.
      offset: 8,
      maxHeight: 360,
    },
    state,
  );
  // As wide as the field, measured once the popover mounts (refs are not read during render).
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    setWidth(triggerRef.current?.getBoundingClientRect().width);
  }, [triggerRef]);
  return (
    <Overlay portalContainer={portalContainer}>
      <div
        {...popoverProps}
        ref={popoverRef}
        className={styles.popover}
        style={{ ...popoverProps.style, width }}
      >
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

interface ListBoxProps<T> {
  listBoxProps: AriaListBoxOptions<T>;
  listBoxRef: RefObject<HTMLUListElement | null>;
  state: ComboBoxState<T, 'single' | 'multiple'>;
  /** Resolves the texts of an item. */
  content: (item: T) => OptionContent;
  /** Whether a new answer is on its way (the listbox is busy). */
  busy: boolean;
}

/** The results listbox (react-aria `useListBox`, virtual focus from the combobox input). */
export function PickerListBox<T>({
  listBoxProps,
  listBoxRef,
  state,
  content,
  busy,
}: ListBoxProps<T>) {
  const { listBoxProps: props } = useListBox(listBoxProps, state, listBoxRef);
  return (
    <ul {...props} ref={listBoxRef} className={styles.listBox} aria-busy={busy || undefined}>
      {[...state.collection].map((node) => (
        <PickerOption key={node.key} node={node} state={state} content={content} />
      ))}
    </ul>
  );
}

interface OptionProps<T> {
  node: Node<T>;
  state: ComboBoxState<T, 'single' | 'multiple'>;
  content: (item: T) => OptionContent;
}

function PickerOption<T>({ node, state, content }: OptionProps<T>) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, labelProps, descriptionProps, isSelected, isFocused, isDisabled } =
    useOption({ key: node.key }, state, ref);
  const { label, description, subtext, badges } = content(node.value as T);
  // The option is named by its content, all its visible text in order (label, chips,
  // description, sub-text): a name that left visible words out would not match what speech-input
  // users say, so useOption's aria-labelledby (the label alone) is dropped.
  return (
    <li
      {...optionProps}
      aria-labelledby={undefined}
      aria-describedby={undefined}
      ref={ref}
      className={styles.option}
      data-focused={isFocused || undefined}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <span className={styles.optionText}>
        <span className={styles.optionTitle}>
          <span id={labelProps.id} className={styles.optionLabel}>
            {label}
          </span>
          {badges.length > 0 ? (
            <span className={styles.optionTitle}>
              {badges.map((badge) => (
                <Chip key={badge.label} label={badge.label} tone={badge.tone} size="small" />
              ))}
            </span>
          ) : null}
        </span>
        {description !== undefined ? (
          <span id={descriptionProps.id} className={styles.optionDescription}>
            {description}
          </span>
        ) : null}
        {subtext !== undefined ? <span className={styles.optionSubtext}>{subtext}</span> : null}
      </span>
      {isSelected ? <Check size={18} aria-hidden className={styles.optionCheck} /> : null}
    </li>
  );
}

interface SelectionTagsProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  getLabel: (item: T) => string;
  /** Accessible name of the group. */
  label: string;
  /** Accessible name of an item's remove button. */
  removeLabel: (label: string) => string;
  /** Called with the keys to remove (remove button, Delete or Backspace on a tag). */
  onRemove: (keys: Set<Key>) => void;
  isDisabled?: boolean;
  /**
   * Makes the chips inert: while the results are open the combobox hides everything but the input
   * and the results from assistive technologies, and a hidden chip must not stay focusable.
   */
  isInert?: boolean;
}

/**
 * The selected items of a multiple picker as removable chips: a react-aria tag group, one tab
 * stop, arrows between chips, Delete or Backspace (or the × button) to remove.
 */
export function SelectionTags<T>({
  items,
  getKey,
  getLabel,
  label,
  removeLabel,
  onRemove,
  isDisabled,
  isInert,
}: SelectionTagsProps<T>) {
  const state = useListState<T>({
    items,
    children: (item) => (
      <Item key={getKey(item)} textValue={getLabel(item)}>
        {getLabel(item)}
      </Item>
    ),
    selectionMode: 'none',
  });
  const ref = useRef<HTMLDivElement>(null);
  const { gridProps } = useTagGroup(
    { 'aria-label': label, onRemove: isDisabled ? undefined : onRemove, escapeKeyBehavior: 'none' },
    state,
    ref,
  );
  if (items.length === 0) return null;
  return (
    <div {...gridProps} ref={ref} className={styles.tags} inert={isInert}>
      {[...state.collection].map((node) => (
        <SelectionTag key={node.key} node={node} state={state} removeLabel={removeLabel} />
      ))}
    </div>
  );
}

function SelectionTag<T>({
  node,
  state,
  removeLabel,
}: {
  node: Node<T>;
  state: ListState<T>;
  removeLabel: (label: string) => string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { rowProps, gridCellProps, removeButtonProps, allowsRemoving } = useTag(
    { item: node },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing({ within: false });
  const { buttonProps } = useButton(
    {
      ...removeButtonProps,
      'aria-label': removeLabel(node.textValue),
      'aria-labelledby': undefined,
    },
    buttonRef,
  );
  return (
    <div
      {...mergeProps(rowProps, focusProps)}
      ref={ref}
      className={styles.tag}
      data-focus-visible={isFocusVisible || undefined}
    >
      <div {...gridCellProps} className={styles.tagCell}>
        <span className={styles.tagLabel}>{node.rendered}</span>
        {allowsRemoving ? (
          <button {...buttonProps} ref={buttonRef} className={styles.tagRemove}>
            <X size={14} aria-hidden />
          </button>
        ) : null}
      </div>
    </div>
  );
}

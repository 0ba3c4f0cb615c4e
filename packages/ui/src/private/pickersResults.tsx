/**
 * The results of the search pickers: the popover, the listbox and its options. Loaded when a
 * picker is first used (see `SearchPicker`); behaviour from react-aria hooks, styles from
 * SearchPicker.
 */
import type { ReactNode, RefObject } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { AriaListBoxOptions } from 'react-aria';
// Each hook from its own entry, not the react-aria barrel: this module is loaded lazily, and a
// barrel shared with the page would put its hooks in the page's chunk.
import { DismissButton, Overlay } from 'react-aria/Overlay';
import { useListBox, useOption } from 'react-aria/useListBox';
import { usePopover } from 'react-aria/usePopover';
import type { ComboBoxState, Node, OverlayTriggerState } from 'react-stately';
import { Chip } from '../Chip/Chip.tsx';
import type { ChipProps } from '../Chip/Chip.tsx';
import * as styles from '../SearchPicker/SearchPicker.css.ts';
import { CheckIcon } from './staticIcons.tsx';

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
      {isSelected ? <CheckIcon size={18} className={styles.optionCheck} /> : null}
    </li>
  );
}

/**
 * The popover and listbox of the forms comboboxes (TagInput), built on react-aria's `usePopover`,
 * `useListBox` and `useOption`: positioning, Escape, outside clicks and option semantics come from
 * there.
 */
import type { ReactNode, RefObject } from 'react';
import { useRef } from 'react';
import type { AriaListBoxOptions } from 'react-aria';
import { DismissButton, Overlay } from 'react-aria/Overlay';
import { useListBox, useOption } from 'react-aria/useListBox';
import { usePopover } from 'react-aria/usePopover';
import type { ListState, Node, OverlayTriggerState } from 'react-stately';
import * as styles from './formsListBoxPopover.css.ts';

/** A non-modal popover under `triggerRef`, as wide as `width`. */
export function FormsPopover({
  state,
  triggerRef,
  popoverRef,
  width,
  portalContainer,
  children,
}: {
  state: OverlayTriggerState;
  triggerRef: RefObject<Element | null>;
  popoverRef: RefObject<HTMLDivElement | null>;
  width?: number;
  /** Where the popover lives: the modal dialog around the field, else the document's body. */
  portalContainer?: Element | undefined;
  children: ReactNode;
}) {
  const { popoverProps } = usePopover(
    { triggerRef, popoverRef, isNonModal: true, placement: 'bottom start', offset: 4 },
    state,
  );
  return (
    <Overlay portalContainer={portalContainer}>
      <div
        {...popoverProps}
        ref={popoverRef}
        className={styles.popover}
        style={{ ...popoverProps.style, width }}
      >
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

/** The listbox of a combobox; options carry data-focused, data-selected, data-disabled. */
export function FormsListBox<Item>({
  state,
  listBoxRef,
  ...props
}: AriaListBoxOptions<Item> & {
  state: ListState<Item>;
  listBoxRef: RefObject<HTMLUListElement | null>;
}) {
  const { listBoxProps } = useListBox(props, state, listBoxRef);
  return (
    <ul {...listBoxProps} ref={listBoxRef} className={styles.listBox}>
      {[...state.collection].map((item) => (
        <FormsOption key={item.key} item={item} state={state} />
      ))}
    </ul>
  );
}

function FormsOption<Item>({ item, state }: { item: Node<Item>; state: ListState<Item> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused, isSelected, isDisabled } = useOption(
    { key: item.key },
    state,
    ref,
  );
  return (
    <li
      {...optionProps}
      ref={ref}
      className={styles.option}
      data-focused={isFocused || undefined}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      {item.rendered}
    </li>
  );
}

/**
 * The selected items of a multiple search picker as removable chips; behaviour from react-aria
 * hooks, styles from SearchPicker.
 */
import { useRef } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useButton } from 'react-aria/useButton';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useTag, useTagGroup } from 'react-aria/useTagGroup';
import type { Key, ListState, Node } from 'react-stately';
import { Item } from 'react-stately/Item';
import { useListState } from 'react-stately/useListState';
import * as styles from '../SearchPicker/SearchPicker.css.ts';
import { XIcon } from './staticIcons.tsx';

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
            <XIcon size={14} />
          </button>
        ) : null}
      </div>
    </div>
  );
}

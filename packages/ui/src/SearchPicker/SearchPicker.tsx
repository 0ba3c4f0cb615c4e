import { SEARCH_DEBOUNCE_MS } from '@portineria/domain';
import type { KeyboardEvent } from 'react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useButton } from 'react-aria/useButton';
import { useComboBox } from 'react-aria/useComboBox';
import { useFocusRing } from 'react-aria/useFocusRing';
import type { Key } from 'react-stately';
import { Item } from 'react-stately/Item';
import { useComboBoxState } from 'react-stately/useComboBoxState';
import { Button } from '../Button/Button.tsx';
import { pickersMessage } from '../messages/it-IT/pickers.ts';
import { formatLabel } from '../private/formatLabel.ts';
import { ChevronDownIcon, LoaderCircleIcon, SearchIcon } from '../private/staticIcons.tsx';
import { lazyPart, useLazyPart } from '../private/lazyPart.ts';
import type { OptionContent, SearchPickerBadge } from '../private/pickersResults.tsx';
import { SelectionTags } from '../private/pickersTags.tsx';
import { useSearchResults } from '../private/pickersSearch.ts';
import type { SearchPickerResult, SearchPickerSearch } from '../private/pickersSearch.ts';
import * as styles from './SearchPicker.css.ts';

export type { SearchPickerBadge, SearchPickerResult, SearchPickerSearch };

/**
 * The results (popover, listbox, options) carry a third of react-aria's weight and show only after
 * an interaction: they load the first time a picker is used (focus, pointer, open results). The
 * chips of a multiple selection are on screen from the start, so they are not deferred.
 */
const resultsPart = lazyPart(() => import('../private/pickersResults.tsx'));

/** Every visible text of the picker; the defaults are the spec's (002 §5.2, §8). */
export interface SearchPickerLabels {
  /** 'Inizia a digitare per una ricerca più accurata' */
  placeholder: string;
  /** 'Nessun risultato trovato' */
  noResults: string;
  /** 'Digita i primi {count} caratteri per ottenere dei risultati' ({count} is replaced). */
  minChars: string;
  /** 'Nessuna descrizione disponibile', when `getDescription` gives nothing. */
  noDescription: string;
  /** 'Nessuna informazione aggiuntiva', when `getSubtext` gives nothing. */
  noSubtext: string;
  /** 'Ricerca in corso…' */
  loading: string;
  /** 'Impossibile completare la ricerca' */
  error: string;
  /** 'Riprova' */
  retry: string;
  /** Accessible name of the button that opens the results: 'Mostra i risultati'. */
  showResults: string;
  /** Accessible name of the selected chips: 'Elementi selezionati'. */
  selection: string;
  /** Accessible name of a chip's remove button: 'Rimuovi {label}'. */
  remove: string;
  /** Announced when selected items leave the selection: '… rimosso dalla selezione: {labels}'. */
  removed: string;
}

function defaultLabels(): SearchPickerLabels {
  return {
    placeholder: pickersMessage('picker.placeholder'),
    noResults: pickersMessage('picker.noResults'),
    minChars: pickersMessage('picker.minChars'),
    noDescription: pickersMessage('picker.noDescription'),
    noSubtext: pickersMessage('picker.noSubtext'),
    loading: pickersMessage('picker.loading'),
    error: pickersMessage('searchPicker.error'),
    retry: pickersMessage('searchPicker.retry'),
    showResults: pickersMessage('searchPicker.showResults'),
    selection: pickersMessage('searchPicker.selection'),
    remove: pickersMessage('picker.remove'),
    removed: pickersMessage('searchPicker.removed'),
  };
}

/** How the picker reads and shows an item: spread a ready-made presentation (`buildingPickerPresentation()`…). */
export interface SearchPickerPresentation<T> {
  /** The field label (and the dialog title), e.g. 'Immobile'. */
  label: string;
  /** A stable key of an item (its id). */
  getKey: (item: T) => Key;
  /** The item's main text, shown in the option, the input (single) and the chip (multiple). */
  getLabel: (item: T) => string;
  /**
   * The second line. When given, an item for which it returns nothing (undefined, null or
   * blank) shows 'Nessuna descrizione disponibile'; when not given there is no second line.
   */
  getDescription?: (item: T) => string | null | undefined;
  /** The third line; 'Nessuna informazione aggiuntiva' when it returns nothing (as above). */
  getSubtext?: (item: T) => string | null | undefined;
  /** Chips after the label (e.g. 'Disabilitato'). */
  getBadges?: (item: T) => readonly SearchPickerBadge[];
  /**
   * Which results may be picked; the others are left out of the list (002 §5.2: closed claims,
   * activities not todo or working) — and, for an authoritative search, out of the selection.
   */
  isItemPickable?: (item: T) => boolean;
}

interface SearchPickerCommonProps<T> extends SearchPickerPresentation<T> {
  /**
   * Searches the items for the typed text. Called `debounceMs` (250 ms, 002 §9) after the last
   * keystroke; the signal is aborted as soon as the call is stale (the text changed, the results
   * closed, the picker unmounted) and an answer that arrives after that is ignored. Resolve an
   * array, or `{ items, authoritative }`: see "Removal of missing items" on `SearchPicker`.
   */
  search: SearchPickerSearch<T>;
  /** Minimum number of characters before searching (searchToLoad); below it the hint is shown. 0 by default: the empty text is searched too. */
  minChars?: number;
  /** Debounce of the search in ms; `SEARCH_DEBOUNCE_MS` (250) by default. */
  debounceMs?: number;
  /** Called with the items an authoritative search removed from the selection. */
  onSelectionPruned?: (removed: T[]) => void;
  /** Hides the label visually (it still names the input), e.g. when a dialog title says it. */
  hideLabel?: boolean;
  /** A help text under the field. */
  description?: string;
  /** Disables the picker. */
  isDisabled?: boolean;
  /** Focuses the input on mount. */
  autoFocus?: boolean;
  /** What opens the results: typing (default), focusing the input, or only the button and arrows. */
  menuTrigger?: 'input' | 'focus' | 'manual';
  /** popover: floating under the field (default); inline: in the flow under the field (dialogs). */
  resultsLayout?: 'popover' | 'inline';
  /** Called when the results open or close (the dialog uses it so that Escape closes them first). */
  onResultsOpenChange?: (open: boolean) => void;
  /** Replaces any visible text. */
  labels?: Partial<SearchPickerLabels>;
}

/** Single selection: one item or none; the input shows the selected item's label. */
export interface SearchPickerSingleProps<T> extends SearchPickerCommonProps<T> {
  selectionMode?: 'single';
  /** The selected item (controlled). */
  value?: T | null;
  /** The initially selected item (uncontrolled). */
  defaultValue?: T | null;
  /** Called with the new selection. */
  onChange?: (item: T | null) => void;
}

/** Multiple selection: the selected items are removable chips above the input. */
export interface SearchPickerMultipleProps<T> extends SearchPickerCommonProps<T> {
  selectionMode: 'multiple';
  /** The selected items (controlled). */
  value?: readonly T[];
  /** The initially selected items (uncontrolled). */
  defaultValue?: readonly T[];
  /** Called with the new selection. */
  onChange?: (items: T[]) => void;
}

export type SearchPickerProps<T> = SearchPickerSingleProps<T> | SearchPickerMultipleProps<T>;

function toArray<T>(value: T | null | undefined | readonly T[], multiple: boolean): readonly T[] {
  if (value === undefined || value === null) return [];
  return multiple ? (value as readonly T[]) : [value as T];
}

function blankToUndefined(text: string | null | undefined): string | undefined {
  return text === undefined || text === null || text.trim() === '' ? undefined : text;
}

/**
 * A search-as-you-type picker (002 §2.3, §5.2, §8, §9) on react-aria's combobox, generic over the
 * item type: debounced (250 ms) and cancellable search, optional minimum of characters with the
 * hint 'Digita i primi N caratteri per ottenere dei risultati', loading, 'Nessun risultato
 * trovato', an error with 'Riprova', options with label, description and sub-text (with their
 * fallbacks) and chips, single or multiple selection (chips removable with the keyboard).
 *
 * Keyboard: type to search, ArrowDown/ArrowUp to open and move, Enter to select, Escape to close
 * (a second Escape clears nothing: it reaches the enclosing dialog), Tab to the chips, then the
 * arrows between chips and Delete or Backspace to remove one; Backspace in an empty input removes
 * the last chip.
 *
 * Removal of missing items (002 §5.2 "A selected item no longer found by the picker is removed
 * from the selection"): only a search the caller marks authoritative removes anything. When a
 * current (not stale) search resolves `{ items, authoritative: true }`, every selected item whose
 * key is not among its pickable items (`isItemPickable`) leaves the selection: `onChange` is
 * called once with the rest, `onSelectionPruned` with the removed items, and the removal is
 * announced. Mark a result authoritative only when it holds every pickable item — not a page, not
 * narrowed by a text the selected items need not match — typically the empty-text search of a
 * picker whose call returns all the items; a plain array is never authoritative, because an item
 * missing from a page or from a text search may still exist.
 *
 * State as data attributes: `data-open`, `data-status` (idle, hint, loading, success, error),
 * `data-disabled`, `data-selection-mode` on the root.
 */
export function SearchPicker<T>(props: SearchPickerProps<T>) {
  const {
    label,
    getKey,
    getLabel,
    getDescription,
    getSubtext,
    getBadges,
    isItemPickable,
    search,
    minChars = 0,
    debounceMs = SEARCH_DEBOUNCE_MS,
    onSelectionPruned,
    hideLabel = false,
    description,
    isDisabled = false,
    autoFocus,
    menuTrigger = 'input',
    resultsLayout = 'popover',
    onResultsOpenChange,
  } = props;
  const multiple = props.selectionMode === 'multiple';
  const labels = { ...defaultLabels(), ...props.labels };

  // ——— Selection (controlled or not), as items: chips and the input need their labels even
  // when the current results no longer contain them.
  const [uncontrolled, setUncontrolled] = useState<readonly T[]>(() =>
    toArray(props.defaultValue, multiple),
  );
  const selection = props.value === undefined ? uncontrolled : toArray(props.value, multiple);
  const selectionRef = useRef(selection);
  useEffect(() => {
    selectionRef.current = selection;
  });
  const setSelection = (next: T[]) => {
    selectionRef.current = next;
    if (props.value === undefined) setUncontrolled(next);
    if (props.selectionMode === 'multiple') props.onChange?.(next);
    else props.onChange?.(next[0] ?? null);
  };
  const selectedKeys = useMemo(() => selection.map(getKey), [selection, getKey]);

  // ——— Input text: in single mode it shows the selected item's label until the user types.
  const [typedText, setTypedText] = useState('');
  const [isTyping, setIsTyping] = useState(false);
  const selectedLabel = !multiple && selection[0] !== undefined ? getLabel(selection[0]) : '';
  const inputValue = multiple || isTyping ? typedText : selectedLabel;
  const searchText = multiple || isTyping ? typedText : '';

  const [isOpen, setIsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const onResult = (result: SearchPickerResult<T>) => {
    if (!result.authoritative) return;
    const found = new Set(
      result.items.filter((item) => isItemPickable?.(item) ?? true).map((item) => getKey(item)),
    );
    const current = selectionRef.current;
    const removed = current.filter((item) => !found.has(getKey(item)));
    if (removed.length === 0) return;
    setSelection(current.filter((item) => found.has(getKey(item))));
    onSelectionPruned?.(removed);
    setAnnouncement(formatLabel(labels.removed, { labels: removed.map(getLabel).join(', ') }));
  };

  const results = useSearchResults<T>({
    search,
    text: searchText,
    enabled: isOpen && !isDisabled,
    minChars,
    debounceMs,
    onResult,
  });
  const items = useMemo(
    () => (isItemPickable ? results.items.filter(isItemPickable) : results.items),
    [results.items, isItemPickable],
  );

  const findItem = (key: Key): T | undefined =>
    items.find((item) => getKey(item) === key) ??
    selectionRef.current.find((item) => getKey(item) === key);

  const commitInput = () => {
    setIsTyping(false);
    setTypedText('');
  };

  const handleChange = (value: Key | null | readonly Key[]) => {
    const keys =
      value === null ? [] : Array.isArray(value) ? (value as readonly Key[]) : [value as Key];
    const current = selectionRef.current.map(getKey);
    const same = keys.length === current.length && keys.every((key) => current.includes(key));
    if (!multiple) commitInput();
    if (same) return;
    setSelection(keys.map(findItem).filter((item): item is T => item !== undefined));
  };

  const state = useComboBoxState<T, 'single' | 'multiple'>({
    items,
    children: (item: T) => (
      <Item key={getKey(item)} textValue={getLabel(item)}>
        {getLabel(item)}
      </Item>
    ),
    selectionMode: multiple ? 'multiple' : 'single',
    value: multiple ? selectedKeys : (selectedKeys[0] ?? null),
    onChange: handleChange,
    inputValue,
    onInputChange: (text: string) => {
      setTypedText(text);
      setIsTyping(true);
      // Clearing the text of a single picker clears its selection, as react-aria does.
      if (!multiple && text === '' && selectionRef.current.length > 0) setSelection([]);
      if (menuTrigger !== 'manual' && stateRef.current?.isOpen === false) {
        stateRef.current.open(null, 'input');
      }
    },
    allowsEmptyCollection: true,
    // react-stately reopens the results by itself when the input differs from the text of the
    // selected item in the current results; with async results (the selected item may be
    // missing) that would reopen them right after Escape. So it gets 'manual', and typing and
    // focusing open the results here.
    menuTrigger: 'manual',
    isDisabled,
    onOpenChange: (open: boolean) => {
      setIsOpen(open);
      if (open) setAnnouncement('');
      onResultsOpenChange?.(open);
    },
  });

  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  const rootRef = useRef<HTMLDivElement>(null);
  // Inside a modal dialog the popover must live in the dialog, or the dialog would treat a click
  // on it as an outside click, and its focus trap and pointer lock would shut the popover out.
  const [portalContainer, setPortalContainer] = useState<Element | undefined>(undefined);
  useLayoutEffect(() => {
    setPortalContainer(rootRef.current?.closest('[role="dialog"]') ?? undefined);
  }, []);
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Backspace in an empty input removes the last chip (multiple selection).
    if (multiple && event.key === 'Backspace' && inputValue === '' && selection.length > 0) {
      setSelection(selection.slice(0, -1));
    }
  };

  const { labelProps, inputProps, listBoxProps, buttonProps, descriptionProps } = useComboBox<
    T,
    'single' | 'multiple'
  >(
    {
      label,
      description,
      inputRef,
      buttonRef,
      listBoxRef,
      popoverRef,
      isDisabled,
      autoFocus,
      placeholder: labels.placeholder,
      selectionMode: multiple ? 'multiple' : 'single',
      onKeyDown,
      onFocus: () => {
        if (menuTrigger === 'focus' && !state.isOpen) state.open(null, 'focus');
      },
    },
    state,
  );
  const { buttonProps: toggleProps } = useButton(
    { ...buttonProps, 'aria-label': labels.showResults, 'aria-labelledby': undefined },
    buttonRef,
  );
  const { focusProps: toggleFocusProps, isFocusVisible: toggleFocusVisible } = useFocusRing();

  const content = useCallback(
    (item: T): OptionContent => ({
      label: getLabel(item),
      description: getDescription
        ? (blankToUndefined(getDescription(item)) ?? labels.noDescription)
        : undefined,
      subtext: getSubtext ? (blankToUndefined(getSubtext(item)) ?? labels.noSubtext) : undefined,
      badges: getBadges?.(item) ?? [],
    }),
    [getLabel, getDescription, getSubtext, getBadges, labels.noDescription, labels.noSubtext],
  );

  // The results load on first use.
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  const resultsParts = useLazyPart(resultsPart, engaged || state.isOpen);

  const removeKeys = (keys: Set<Key>) => {
    setSelection(selectionRef.current.filter((item) => !keys.has(getKey(item))));
  };

  const statusText = announcement
    ? announcement
    : results.status === 'hint'
      ? formatLabel(labels.minChars, { count: minChars })
      : results.status === 'loading'
        ? labels.loading
        : results.status === 'error'
          ? labels.error
          : results.status === 'success' && items.length === 0
            ? labels.noResults
            : '';

  // Until the results part has loaded (a moment, the first time any picker is used), the open
  // results show nothing.
  const panel = resultsParts ? (
    <>
      <div className={styles.status} role="status" data-status={results.status}>
        {results.status === 'loading' ? (
          <LoaderCircleIcon size={16} className={styles.spinner} />
        ) : null}
        {statusText}
      </div>
      <resultsParts.PickerListBox
        listBoxProps={listBoxProps}
        listBoxRef={listBoxRef}
        state={state}
        content={content}
        busy={results.status === 'loading'}
      />
    </>
  ) : null;

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-open={state.isOpen || undefined}
      data-status={results.status}
      data-disabled={isDisabled || undefined}
      data-selection-mode={multiple ? 'multiple' : 'single'}
      onFocus={engage}
      onPointerEnter={engage}
    >
      <label {...labelProps} className={hideLabel ? styles.visuallyHidden : styles.label}>
        {label}
      </label>
      {multiple ? (
        <SelectionTags
          items={selection}
          getKey={getKey}
          getLabel={getLabel}
          label={labels.selection}
          removeLabel={(text) => formatLabel(labels.remove, { label: text })}
          onRemove={removeKeys}
          isDisabled={isDisabled}
          isInert={state.isOpen}
        />
      ) : null}
      <div ref={fieldRef} className={styles.field} data-disabled={isDisabled || undefined}>
        <SearchIcon size={18} className={styles.searchIcon} />
        {/* The placeholder as text that wraps: an input's own placeholder is cut in a narrow
            picker. The attribute stays for assistive technologies; this copy is visual only. */}
        <div className={styles.inputArea}>
          <input {...inputProps} ref={inputRef} className={styles.input} />
          {inputValue === '' ? (
            <span className={styles.placeholder} aria-hidden="true" data-placeholder="">
              {labels.placeholder}
            </span>
          ) : null}
        </div>
        {results.status === 'loading' && !state.isOpen ? (
          <LoaderCircleIcon size={18} className={styles.spinner} />
        ) : null}
        <button
          {...mergeProps(toggleProps, toggleFocusProps)}
          ref={buttonRef}
          className={styles.toggle}
          data-focus-visible={toggleFocusVisible || undefined}
        >
          <ChevronDownIcon size={18} />
        </button>
      </div>
      {description ? (
        <div {...descriptionProps} className={styles.description}>
          {description}
        </div>
      ) : null}
      {results.status === 'error' && !state.isOpen ? (
        <div className={styles.error} role="alert">
          {labels.error}
          <Button
            size="small"
            variant="text"
            tone="error"
            onClick={() => {
              inputRef.current?.focus();
              state.open(null, 'manual');
              results.retry();
            }}
          >
            {labels.retry}
          </Button>
        </div>
      ) : null}
      {/* The inline results' box is there as soon as the results open, even before their part
          has loaded: react-aria hides from assistive technology (aria-hidden) everything outside
          the input and this box when they open, and a box added after that would stay hidden —
          options and all, on a slow first load. */}
      {state.isOpen && resultsLayout === 'inline' ? (
        <div ref={popoverRef} className={styles.inlineResults}>
          {panel}
        </div>
      ) : state.isOpen && resultsParts ? (
        <resultsParts.PickerPopover
          state={state}
          triggerRef={fieldRef}
          popoverRef={popoverRef}
          portalContainer={portalContainer}
        >
          {panel}
        </resultsParts.PickerPopover>
      ) : null}
    </div>
  );
}

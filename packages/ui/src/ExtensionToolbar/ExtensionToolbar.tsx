import {
  ArrowLeft,
  ArrowUpDown,
  Check,
  CheckCheck,
  ChevronDown,
  EllipsisVertical,
  LayoutGrid,
  Plus,
  RefreshCw,
  Save,
  Search,
  Send,
  SlidersHorizontal,
  Table,
  Trash2,
  X,
} from 'lucide-react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Select from '@radix-ui/react-select';
import * as Toolbar from '@radix-ui/react-toolbar';
import type { ReactNode } from 'react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useSearchField } from 'react-aria/useSearchField';
import { useSearchFieldState } from 'react-stately/useSearchFieldState';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { layoutMessage } from '../messages/it-IT/layout.ts';
import { overlaysMessage } from '../messages/it-IT/overlays.ts';
import { LayoutMenuContent } from '../private/layoutMenu.tsx';
import type { LayoutMenuItem } from '../private/layoutMenu.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './ExtensionToolbar.css.ts';

/** A choosable view of the page (e.g. 'Tutti', 'Aperti', 'Chiusi'). */
export interface ExtensionToolbarView {
  /** Unique; given to `onViewChange`. */
  id: string;
  /** The visible text. */
  text: string;
}

/** The two presentations of a list. */
export type ExtensionToolbarLayout = 'grid' | 'table';

/** An item of the overflow menu (map, export, import, 'Proposte di fatturazione'…). */
export type ExtensionToolbarMenuItem = LayoutMenuItem;

/** The controls that can be disabled (or, for the three buttons, shown as pending). */
export type ExtensionToolbarActionId =
  | 'back'
  | 'save'
  | 'send'
  | 'delete'
  | 'reload'
  | 'sort'
  | 'markAsRead'
  | 'advancedFilters'
  | 'new';

/** When secondary actions move into the overflow menu. */
export type ExtensionToolbarCollapse = 'auto' | 'always' | 'never';

/** The labels of the toolbar, all overridable. */
export interface ExtensionToolbarLabels {
  /** Accessible name of the actions toolbar: 'Azioni della pagina'. */
  toolbar: string;
  back: string;
  /** Placeholder and accessible name of the search field: 'Cerca...'. */
  search: string;
  clearSearch: string;
  save: string;
  send: string;
  delete: string;
  /** Accessible name of the view selector: 'Vista'. */
  view: string;
  reload: string;
  sort: string;
  markAsRead: string;
  /** Accessible name of the grid/table group: 'Visualizzazione'. */
  layout: string;
  gridView: string;
  tableView: string;
  advancedFilters: string;
  /** Accessible text of the active-filters badge. */
  activeFilters: (count: number) => string;
  new: string;
  /** The overflow menu button: 'Altre azioni'. */
  more: string;
}

export interface ExtensionToolbarProps {
  /** Shows 'Indietro' and is called by it. */
  onBack?: () => void;
  /** Shows the search field; called with the text on Enter, and with '' when it is cleared. */
  onSearch?: (value: string) => void;
  /** Shows the search field; called on every keystroke (debounce with `SEARCH_DEBOUNCE_MS`). */
  onSearchChange?: (value: string) => void;
  /** The search text (controlled). */
  searchValue?: string;
  /** The initial search text (uncontrolled). */
  defaultSearchValue?: string;
  /** Shows SALVA. */
  onSave?: () => void;
  /** Shows INVIA. */
  onSend?: () => void;
  /** Shows ELIMINA. */
  onDelete?: () => void;
  /** The views of the selector; it is shown with `onViewChange`. */
  views?: readonly ExtensionToolbarView[];
  /** The chosen view's id. */
  view?: string;
  /** Shows the view selector and is called with the chosen id. */
  onViewChange?: (id: string) => void;
  /** Shows 'Ricarica'. */
  onReload?: () => void;
  /** Shows 'Ordinamento'. */
  onSort?: () => void;
  /** Shows 'Segna come lette'. */
  onMarkAsRead?: () => void;
  /** The current presentation. */
  layout?: ExtensionToolbarLayout;
  /** Shows the grid/table toggle and is called with the chosen presentation. */
  onLayoutChange?: (layout: ExtensionToolbarLayout) => void;
  /** Shows 'Filtri avanzati'. */
  onAdvancedFilters?: () => void;
  /** Active advanced filters, shown as a badge on 'Filtri avanzati' (hidden at 0). */
  activeFilterCount?: number;
  /** Shows NUOVO. */
  onNew?: () => void;
  /** Items of the overflow menu. */
  menuItems?: readonly ExtensionToolbarMenuItem[];
  /** Controls shown but not usable. */
  disabledActions?: readonly ExtensionToolbarActionId[];
  /** SALVA, INVIA or ELIMINA while their action runs (spinner, clicks ignored). */
  pendingActions?: readonly Extract<ExtensionToolbarActionId, 'save' | 'send' | 'delete'>[];
  /**
   * `auto` (default): when the row does not fit, 'Ricarica', 'Ordinamento' and 'Segna come lette'
   * move into the overflow menu, 'Filtri avanzati' keeps only its icon, and the rest wraps.
   */
  collapse?: ExtensionToolbarCollapse;
  /** Overrides of the labels. */
  labels?: Partial<ExtensionToolbarLabels>;
}

const defaultLabels = (): ExtensionToolbarLabels => ({
  toolbar: layoutMessage('extensionToolbar.label'),
  back: layoutMessage('toolbar.back'),
  search: layoutMessage('toolbar.search'),
  clearSearch: layoutMessage('extensionToolbar.clearSearch'),
  save: layoutMessage('toolbar.save'),
  send: layoutMessage('toolbar.send'),
  delete: layoutMessage('toolbar.delete'),
  view: layoutMessage('toolbar.view'),
  reload: layoutMessage('toolbar.reload'),
  sort: layoutMessage('toolbar.sort'),
  markAsRead: layoutMessage('toolbar.markAsRead'),
  layout: layoutMessage('extensionToolbar.layout'),
  gridView: layoutMessage('toolbar.gridView'),
  tableView: layoutMessage('toolbar.tableView'),
  advancedFilters: layoutMessage('toolbar.advancedFilters'),
  activeFilters: (count) =>
    count === 1
      ? layoutMessage('extensionToolbar.activeFiltersOne')
      : overlaysMessage('filters.active', { count }),
  new: layoutMessage('toolbar.new'),
  more: layoutMessage('toolbar.more'),
});

/**
 * Compact once the row overflows; back to full once the row is as wide as the full layout
 * needed (remembered at the moment it overflowed, so the two states do not flicker).
 */
function useCompact(mode: ExtensionToolbarCollapse) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [compact, setCompact] = useState(false);
  const neededWidth = useRef(0);
  const ref = useCallback((node: HTMLDivElement | null) => setElement(node), []);
  useLayoutEffect(() => {
    if (!element || mode !== 'auto') return undefined;
    const measure = () => {
      setCompact((current) => {
        if (!current && element.scrollWidth > element.clientWidth + 1) {
          neededWidth.current = element.scrollWidth;
          return true;
        }
        if (current && element.clientWidth >= neededWidth.current) return false;
        return current;
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, mode]);
  return { ref, compact: mode === 'always' || (mode === 'auto' && compact) };
}

interface SearchFieldProps {
  labels: ExtensionToolbarLabels;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onSubmit?: (value: string) => void;
}

/** The search field (react-aria): Enter submits, Escape or the clear button empties it. */
function SearchField({ labels, value, defaultValue, onChange, onSubmit }: SearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const props = {
    'aria-label': labels.search,
    value,
    defaultValue,
    onChange,
    onSubmit,
    onClear: () => onSubmit?.(''),
  };
  const state = useSearchFieldState(props);
  const { inputProps } = useSearchField(props, state, inputRef);
  return (
    <div role="search" className={styles.search}>
      <Search className={styles.searchIcon} size={18} aria-hidden />
      <input
        {...inputProps}
        ref={inputRef}
        className={styles.searchInput}
        placeholder={labels.search}
      />
      {state.value ? (
        <IconButton
          className={styles.searchClear}
          size="small"
          label={labels.clearSearch}
          tooltip={false}
          icon={<X size={16} aria-hidden />}
          onClick={() => {
            state.setValue('');
            onSubmit?.('');
            inputRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The optional toolbar under the top bar (002 §2.11): back, search ('Cerca...'), SALVA, INVIA,
 * ELIMINA, a view selector, 'Ricarica', 'Ordinamento', 'Segna come lette', the grid/table toggle,
 * 'Filtri avanzati' with its active-count badge, NUOVO and an overflow menu. Each control is shown
 * only when its handler is given. The actions form one WAI-ARIA toolbar (Radix Toolbar: one Tab
 * stop, arrow keys between the controls); back and search stay separate Tab stops.
 */
export function ExtensionToolbar({
  onBack,
  onSearch,
  onSearchChange,
  searchValue,
  defaultSearchValue,
  onSave,
  onSend,
  onDelete,
  views = [],
  view,
  onViewChange,
  onReload,
  onSort,
  onMarkAsRead,
  layout,
  onLayoutChange,
  onAdvancedFilters,
  activeFilterCount = 0,
  onNew,
  menuItems = [],
  disabledActions = [],
  pendingActions = [],
  collapse = 'auto',
  labels: labelsProp,
}: ExtensionToolbarProps) {
  const labels = { ...defaultLabels(), ...labelsProp };
  const { ref, compact } = useCompact(collapse);
  const disabled = (id: ExtensionToolbarActionId) => disabledActions.includes(id);
  const pending = (id: 'save' | 'send' | 'delete') => pendingActions.includes(id);

  const secondary: {
    id: ExtensionToolbarActionId;
    label: string;
    icon: ReactNode;
    onSelect?: () => void;
  }[] = [
    {
      id: 'reload',
      label: labels.reload,
      icon: <RefreshCw size={20} aria-hidden />,
      onSelect: onReload,
    },
    {
      id: 'sort',
      label: labels.sort,
      icon: <ArrowUpDown size={20} aria-hidden />,
      onSelect: onSort,
    },
    {
      id: 'markAsRead',
      label: labels.markAsRead,
      icon: <CheckCheck size={20} aria-hidden />,
      onSelect: onMarkAsRead,
    },
  ];
  const shownSecondary = secondary.filter((action) => action.onSelect);
  const collapsedItems: LayoutMenuItem[] = compact
    ? shownSecondary.map((action) => ({
        id: action.id,
        label: action.label,
        icon: action.icon,
        onSelect: action.onSelect ?? (() => undefined),
        disabled: disabled(action.id),
      }))
    : [];
  const overflowItems = [
    ...collapsedItems,
    ...menuItems.map((item, index) =>
      index === 0 && collapsedItems.length > 0 ? { ...item, separatorBefore: true } : item,
    ),
  ];
  const currentView = views.find((option) => option.id === view);

  const actions: ReactNode[] = [];
  if (onSave) {
    actions.push(
      <Toolbar.Button key="save" asChild disabled={disabled('save')}>
        <Button
          icon={<Save size={18} aria-hidden />}
          onClick={onSave}
          pending={pending('save')}
          disabled={disabled('save')}
        >
          {labels.save}
        </Button>
      </Toolbar.Button>,
    );
  }
  if (onSend) {
    actions.push(
      <Toolbar.Button key="send" asChild disabled={disabled('send')}>
        <Button
          variant="outlined"
          icon={<Send size={18} aria-hidden />}
          onClick={onSend}
          pending={pending('send')}
          disabled={disabled('send')}
        >
          {labels.send}
        </Button>
      </Toolbar.Button>,
    );
  }
  if (onDelete) {
    actions.push(
      <Toolbar.Button key="delete" asChild disabled={disabled('delete')}>
        <Button
          variant="outlined"
          tone="error"
          icon={<Trash2 size={18} aria-hidden />}
          onClick={onDelete}
          pending={pending('delete')}
          disabled={disabled('delete')}
        >
          {labels.delete}
        </Button>
      </Toolbar.Button>,
    );
  }
  if (onViewChange && views.length > 0) {
    actions.push(
      <Select.Root key="view" value={view} onValueChange={onViewChange}>
        <Toolbar.Button asChild>
          <Select.Trigger className={styles.selectTrigger} aria-label={labels.view}>
            <span className={styles.selectValue}>
              <Select.Value>{currentView?.text}</Select.Value>
            </span>
            <Select.Icon asChild>
              <ChevronDown size={18} aria-hidden />
            </Select.Icon>
          </Select.Trigger>
        </Toolbar.Button>
        <Select.Portal>
          <Select.Content className={styles.selectContent} position="popper" sideOffset={4}>
            <Select.Viewport>
              {views.map((option) => (
                <Select.Item key={option.id} value={option.id} className={styles.selectItem}>
                  <Select.ItemText>{option.text}</Select.ItemText>
                  <Select.ItemIndicator>
                    <Check size={16} aria-hidden />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>,
    );
  }
  if (!compact) {
    for (const action of shownSecondary) {
      actions.push(
        <Toolbar.Button key={action.id} asChild disabled={disabled(action.id)}>
          <IconButton
            label={action.label}
            icon={action.icon}
            onClick={action.onSelect}
            disabled={disabled(action.id)}
          />
        </Toolbar.Button>,
      );
    }
  }
  if (onLayoutChange) {
    actions.push(
      <Toolbar.ToggleGroup
        key="layout"
        type="single"
        className={styles.group}
        aria-label={labels.layout}
        value={layout ?? ''}
        // Radix reports '' when the pressed item is pressed again: a presentation is always chosen.
        onValueChange={(next) => {
          if (next === 'grid' || next === 'table') onLayoutChange(next);
        }}
      >
        <Tooltip content={labels.gridView}>
          <Toolbar.ToggleItem
            value="grid"
            className={styles.toggleItem}
            aria-label={labels.gridView}
          >
            <LayoutGrid size={18} aria-hidden />
          </Toolbar.ToggleItem>
        </Tooltip>
        <Tooltip content={labels.tableView}>
          <Toolbar.ToggleItem
            value="table"
            className={styles.toggleItem}
            aria-label={labels.tableView}
          >
            <Table size={18} aria-hidden />
          </Toolbar.ToggleItem>
        </Tooltip>
      </Toolbar.ToggleGroup>,
    );
  }
  if (onAdvancedFilters) {
    const button = compact ? (
      <Toolbar.Button asChild disabled={disabled('advancedFilters')}>
        <IconButton
          label={labels.advancedFilters}
          icon={<SlidersHorizontal size={20} aria-hidden />}
          onClick={onAdvancedFilters}
          disabled={disabled('advancedFilters')}
        />
      </Toolbar.Button>
    ) : (
      <Toolbar.Button asChild disabled={disabled('advancedFilters')}>
        <Button
          variant="text"
          tone="neutral"
          icon={<SlidersHorizontal size={18} aria-hidden />}
          onClick={onAdvancedFilters}
          disabled={disabled('advancedFilters')}
        >
          {labels.advancedFilters}
        </Button>
      </Toolbar.Button>
    );
    actions.push(
      <Badge
        key="advancedFilters"
        count={activeFilterCount}
        tone="primary"
        label={labels.activeFilters}
      >
        {button}
      </Badge>,
    );
  }
  if (onNew) {
    actions.push(
      <Toolbar.Button key="new" asChild disabled={disabled('new')}>
        <Button icon={<Plus size={18} aria-hidden />} onClick={onNew} disabled={disabled('new')}>
          {labels.new}
        </Button>
      </Toolbar.Button>,
    );
  }
  if (overflowItems.length > 0) {
    actions.push(
      // Not modal, like the avatar menu: Escape, Tab or an outside click close it.
      <DropdownMenu.Root key="more" modal={false}>
        <DropdownMenu.Trigger asChild>
          <Toolbar.Button asChild>
            <IconButton label={labels.more} icon={<EllipsisVertical size={20} aria-hidden />} />
          </Toolbar.Button>
        </DropdownMenu.Trigger>
        <LayoutMenuContent items={overflowItems} />
      </DropdownMenu.Root>,
    );
  }

  const showSearch = Boolean(onSearch || onSearchChange);
  return (
    <div ref={ref} className={styles.root} data-compact={compact || undefined}>
      {onBack ? (
        <IconButton
          label={labels.back}
          icon={<ArrowLeft size={20} aria-hidden />}
          onClick={onBack}
          disabled={disabled('back')}
        />
      ) : null}
      {showSearch ? (
        <SearchField
          labels={labels}
          value={searchValue}
          defaultValue={defaultSearchValue}
          onChange={onSearchChange}
          onSubmit={onSearch}
        />
      ) : null}
      {actions.length > 0 ? (
        <Toolbar.Root className={styles.toolbar} aria-label={labels.toolbar} loop>
          {actions}
        </Toolbar.Root>
      ) : null}
    </div>
  );
}

import { permissionGroupState } from '@portineria/domain';
import type { PermissionDecision } from '@portineria/domain';
import { ChevronsLeft, ChevronsRight, Lock } from 'lucide-react';
import * as Separator from '@radix-ui/react-separator';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { KeyboardEvent, MouseEvent, ReactElement, ReactNode } from 'react';
import { useCallback, useId, useRef } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import type { BadgeProps } from '../Badge/Badge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { layoutMessage } from '../messages/it-IT/layout.ts';
import { permissionMessage } from '../messages/it-IT/permission.ts';
import type { createFocusManager as createFocusManagerType } from 'react-aria/private/focus/FocusScope';
import { lazyPart } from '../private/lazyPart.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './NavDrawer.css.ts';
import { useMiniDrawer } from './useMiniDrawer.ts';

/** The counter shown at the end of an entry (e.g. the red badge of the tokens not yet invoiced). */
export interface NavItemBadge {
  /** The number; the badge is hidden at 0. */
  count: number;
  /** Colour; `error` (red) by default. */
  tone?: BadgeProps['tone'];
  /** Accessible text of the badge; '{count} elementi' by default. */
  label?: string;
}

/** One entry of the navigation drawer. */
export interface NavItem {
  /** Unique in the drawer; matched by `activeId`. */
  id: string;
  /** The visible text; in mini mode a tooltip, and always the accessible name. */
  label: string;
  /** A decorative icon (lucide, `aria-hidden`), shown in both modes. */
  icon?: ReactNode;
  /** Where the entry leads; rendered through `renderLink`. */
  href?: string;
  /** Called when the entry is activated (with `href`, on click of the link; without, the entry is a button). */
  onSelect?: (item: NavItem) => void;
  /** A counter at the end of the entry. */
  badge?: NavItemBadge;
  /** Shown but not activatable (e.g. USR communications while the active building is private, 002 §2.10). */
  disabled?: boolean;
  /** Tooltip of a disabled entry, explaining why. */
  disabledReason?: string;
  /**
   * The permission decision of domain's `evaluatePermission`: `hidden` entries are not rendered,
   * `locked` ones are disabled with a lock icon and the tooltip 'Funzionalità non disponibile' (or
   * 'Funzionalità non abilitata' when a module is disabled, 000 §8).
   */
  decision?: PermissionDecision;
  /** The current page: `aria-current="page"`. Alternatively give the drawer `activeId`. */
  active?: boolean;
}

/** A group of entries, with an optional subtitle ('Anagrafiche', 'SEGRETERIA', 'OPERATIVITÀ'…). */
export interface NavSection {
  /** Unique in the drawer. */
  id: string;
  /** Shown only when the drawer is expanded; replaced by a divider in mini mode (002 §2.10). */
  subtitle?: string;
  /** The entries, in order. */
  items: readonly NavItem[];
}

/** What `renderLink` receives: spread it onto the link element (it carries the focus and tooltip wiring). */
export interface NavLinkRenderProps {
  /** The destination. */
  href: string;
  /** The entry being rendered. */
  item: NavItem;
  /** The entry's class: keep it on the element. */
  className: string;
  /** The icon, label and badge. */
  children: ReactNode;
  /** `page` on the current entry. */
  'aria-current'?: 'page';
  /** Calls the entry's `onSelect` and the drawer's `onItemSelect`. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
  /** Arrow keys, Home and End move to the other entries. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Marks the element as a drawer entry (arrow-key navigation). */
  'data-nav-item': '';
}

/** The labels of the drawer, all overridable. */
export interface NavDrawerLabels {
  /** Accessible name of the `<nav>`: 'Navigazione principale'. */
  navigation: string;
  /** Subtitle of the pinned links: 'Link preferiti'. */
  pinned: string;
  /** Tooltip of a locked entry: 'Funzionalità non disponibile'. */
  locked: string;
  /** Tooltip of an entry whose module is disabled: 'Funzionalità non abilitata'. */
  moduleDisabled: string;
  /** The toggle while expanded: 'Riduci il menu'. */
  collapse: string;
  /** The toggle while mini: 'Espandi il menu'. */
  expand: string;
}

export interface NavDrawerProps {
  /** The groups of entries, in order. Groups whose entries are all hidden are not rendered. */
  sections: readonly NavSection[];
  /** Pinned links (at most three, 000 §9), shown first under 'Link preferiti'. */
  pinned?: readonly NavItem[];
  /** The id of the current page's entry (alternative to `item.active`). */
  activeId?: string;
  /** Mini mode, 90 px wide: icons only, labels as tooltips, subtitles as dividers. */
  mini?: boolean;
  /** When `mini` is not given, follow the window: mini below 1904 px (`useMiniDrawer`). */
  autoMini?: boolean;
  /** Shows a collapse/expand toggle at the bottom and reports the requested mode. */
  onMiniChange?: (mini: boolean) => void;
  /** Renders a link; the app passes react-router's `Link`. Defaults to an `<a href>`. */
  renderLink?: (props: NavLinkRenderProps) => ReactElement;
  /** Called after any entry is activated (e.g. to close the drawer on small screens). */
  onItemSelect?: (item: NavItem) => void;
  /** Content above the entries (logo, profile switch). */
  header?: ReactNode;
  /** Overrides of the labels. */
  labels?: Partial<NavDrawerLabels>;
  /** Extra class of the `<nav>`. */
  className?: string;
}

const defaultLabels = (): NavDrawerLabels => ({
  navigation: layoutMessage('navDrawer.label'),
  pinned: layoutMessage('navDrawer.pinned'),
  locked: permissionMessage('permission.locked'),
  moduleDisabled: permissionMessage('permission.moduleDisabled'),
  collapse: layoutMessage('navDrawer.collapse'),
  expand: layoutMessage('navDrawer.expand'),
});

/** The default link: a plain anchor. */
export function defaultRenderLink({
  href,
  item: _item,
  children,
  ...props
}: NavLinkRenderProps): ReactElement {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

const stateOf = (item: NavItem) => item.decision?.state ?? 'allowed';

/** Why an entry cannot be used, or undefined when it can. */
function unavailableReason(
  item: NavItem,
  labels: NavDrawerLabels,
  overridden: Partial<NavDrawerLabels>,
) {
  if (stateOf(item) === 'locked') {
    const moduleDisabled = item.decision?.reason === 'module-disabled';
    const override = moduleDisabled ? overridden.moduleDisabled : overridden.locked;
    return (
      override ?? item.decision?.message ?? (moduleDisabled ? labels.moduleDisabled : labels.locked)
    );
  }
  if (item.disabled) return item.disabledReason ?? '';
  return undefined;
}

/**
 * react-aria's focus manager (`createFocusManager`, the manager `FocusScope` gives its children,
 * made for an element), loaded when focus first enters the entries: a pointer user never needs
 * it, a keyboard user has it by the first arrow key (a key pressed before it arrives moves focus
 * when it does). react-aria exports it under `private/` only; the version is pinned.
 */
const focusManagerPart = lazyPart(() => import('react-aria/private/focus/FocusScope'));

/** Starts loading the focus manager; a failed download is tried again at the next key. */
const preloadFocusManager = () => {
  focusManagerPart.load().catch(() => undefined);
};

/** The focus moves of the arrow keys, Home and End between the entries (Tab still visits each). */
const ARROW_MOVES: Readonly<
  Record<string, 'focusNext' | 'focusPrevious' | 'focusFirst' | 'focusLast'>
> = {
  ArrowDown: 'focusNext',
  ArrowUp: 'focusPrevious',
  Home: 'focusFirst',
  End: 'focusLast',
};

/** Arrow keys, Home and End move between the entries inside `scope`; Tab still visits each. */
function moveBetweenEntries(event: KeyboardEvent<HTMLElement>, scope: HTMLElement | null) {
  const move = ARROW_MOVES[event.key];
  if (!move || !scope) return;
  event.preventDefault();
  const accept = (node: Element) => node.hasAttribute('data-nav-item');
  const wrap = move === 'focusNext' || move === 'focusPrevious';
  const run = ({ createFocusManager }: { createFocusManager: typeof createFocusManagerType }) =>
    createFocusManager({ current: scope })[move]({ accept, wrap });
  const loaded = focusManagerPart.current();
  if (loaded) run(loaded);
  else focusManagerPart.load().then(run, () => undefined);
}

interface EntryProps {
  item: NavItem;
  active: boolean;
  mini: boolean;
  labels: NavDrawerLabels;
  overridden: Partial<NavDrawerLabels>;
  renderLink: (props: NavLinkRenderProps) => ReactElement;
  onItemSelect?: (item: NavItem) => void;
  /** The arrow keys' handler of the drawer. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

function Entry({
  item,
  active,
  mini,
  labels,
  overridden,
  renderLink,
  onItemSelect,
  onKeyDown,
}: EntryProps) {
  const reasonId = useId();
  const locked = stateOf(item) === 'locked';
  const reason = unavailableReason(item, labels, overridden);
  const unavailable = reason !== undefined;

  const content = (
    <>
      <span className={styles.icon} aria-hidden>
        {item.icon}
      </span>
      {mini ? (
        <VisuallyHidden.Root>{item.label}</VisuallyHidden.Root>
      ) : (
        <span className={styles.label}>{item.label}</span>
      )}
      {(item.badge && item.badge.count > 0) || locked ? (
        <span className={styles.trailing}>
          {item.badge ? (
            <Badge
              count={item.badge.count}
              tone={item.badge.tone ?? 'error'}
              label={item.badge.label}
            />
          ) : null}
          {locked ? <Lock className={styles.lock} size={mini ? 12 : 16} aria-hidden /> : null}
        </span>
      ) : null}
    </>
  );

  const common = {
    className: styles.item,
    onKeyDown,
    'data-nav-item': '' as const,
    'data-active': active || undefined,
    'data-locked': locked || undefined,
    'data-disabled': unavailable || undefined,
  };

  let element: ReactElement;
  if (unavailable) {
    // Focusable on purpose: keyboard users must reach the tooltip that says why it is unavailable.
    element = (
      <a
        {...common}
        role="link"
        tabIndex={0}
        aria-disabled="true"
        aria-describedby={reason ? reasonId : undefined}
      >
        {content}
      </a>
    );
  } else {
    const select = () => {
      item.onSelect?.(item);
      onItemSelect?.(item);
    };
    element = item.href ? (
      renderLink({
        ...common,
        href: item.href,
        item,
        children: content,
        'aria-current': active ? 'page' : undefined,
        onClick: select,
      })
    ) : (
      <button {...common} type="button" aria-current={active ? 'page' : undefined} onClick={select}>
        {content}
      </button>
    );
  }

  const tooltip = mini ? (
    <span className={styles.tooltipLines}>
      <span>{item.label}</span>
      {reason ? <span>{reason}</span> : null}
    </span>
  ) : (
    reason || undefined
  );

  return (
    <li>
      {tooltip ? (
        <Tooltip content={tooltip} side="right">
          {element}
        </Tooltip>
      ) : (
        element
      )}
      {/* Outside the entry, so that it describes it without becoming part of its name. */}
      {reason ? (
        <span id={reasonId} hidden>
          {reason}
        </span>
      ) : null}
    </li>
  );
}

interface GroupProps extends Omit<EntryProps, 'item' | 'active'> {
  subtitle?: string;
  items: readonly NavItem[];
  activeId?: string;
}

function Group({ subtitle, items, activeId, ...entry }: GroupProps) {
  const subtitleId = useId();
  const visible = items.filter((item) => stateOf(item) !== 'hidden');
  if (permissionGroupState(items.map(stateOf)) === 'hidden' || visible.length === 0) return null;
  const showSubtitle = Boolean(subtitle) && !entry.mini;
  return (
    <div className={styles.section}>
      {showSubtitle ? (
        <div id={subtitleId} className={styles.subtitle}>
          {subtitle}
        </div>
      ) : null}
      {/* 002 §2.10 "Group subtitles show only when the menu is expanded; otherwise a divider is
          shown": in mini mode every group opens with a divider, and an untitled group always does
          (the first group's is hidden by the styles). */}
      {entry.mini || !subtitle ? <Separator.Root className={styles.divider} decorative /> : null}
      <ul
        className={styles.list}
        aria-labelledby={showSubtitle ? subtitleId : undefined}
        aria-label={subtitle && !showSubtitle ? subtitle : undefined}
      >
        {visible.map((item) => (
          <Entry
            key={item.id}
            item={item}
            active={item.active ?? item.id === activeId}
            {...entry}
          />
        ))}
      </ul>
    </div>
  );
}

/** Mini state from the `mini` prop, else from the window when `autoMini`. */
function useMini(mini: boolean | undefined, autoMini: boolean) {
  const narrow = useMiniDrawer();
  return mini ?? (autoMini ? narrow : false);
}

/**
 * The left navigation drawer (000 §2; 002 §2.10): groups of links with optional subtitles, pinned
 * links, badges and permission states. 256 px, or 90 px in mini mode where labels become
 * tooltips and subtitles dividers. Tab visits every entry, arrow keys move between them, and the
 * current page is marked `aria-current="page"`.
 */
export function NavDrawer({
  sections,
  pinned,
  activeId,
  mini: miniProp,
  autoMini = false,
  onMiniChange,
  renderLink = defaultRenderLink,
  onItemSelect,
  header,
  labels: labelsProp = {},
  className,
}: NavDrawerProps) {
  const mini = useMini(miniProp, autoMini);
  const labels = { ...defaultLabels(), ...labelsProp };
  const scroller = useRef<HTMLDivElement>(null);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => moveBetweenEntries(event, scroller.current),
    [],
  );
  const shared = {
    mini,
    labels,
    overridden: labelsProp,
    renderLink,
    onItemSelect,
    activeId,
    onKeyDown,
  };
  return (
    <nav
      aria-label={labels.navigation}
      className={[styles.drawer({ mini }), className].filter(Boolean).join(' ')}
      data-mini={mini || undefined}
    >
      {header ? <div className={styles.header}>{header}</div> : null}
      <div ref={scroller} className={styles.scroller} onFocus={preloadFocusManager}>
        {pinned && pinned.length > 0 ? (
          <Group subtitle={labels.pinned} items={pinned} {...shared} />
        ) : null}
        {sections.map((section) => (
          <Group key={section.id} subtitle={section.subtitle} items={section.items} {...shared} />
        ))}
      </div>
      {onMiniChange ? (
        <div className={styles.footer}>
          <IconButton
            label={mini ? labels.expand : labels.collapse}
            icon={
              mini ? (
                <ChevronsRight size={20} aria-hidden />
              ) : (
                <ChevronsLeft size={20} aria-hidden />
              )
            }
            onClick={() => onMiniChange(!mini)}
          />
        </div>
      ) : null}
    </nav>
  );
}

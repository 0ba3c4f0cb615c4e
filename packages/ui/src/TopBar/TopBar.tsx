import { BELL_RING_MS } from '@portineria/domain';
import { Bell, Ellipsis, Menu } from 'lucide-react';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import type { BadgeProps } from '../Badge/Badge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { layoutMessage } from '../messages/it-IT/layout.ts';
import { LazyLayoutMenu } from '../private/lazyLayoutMenu.tsx';
import type { LayoutMenuItem } from '../private/layoutMenu.tsx';
import * as menuStyles from '../private/layoutMenu.css.ts';
import { bellShouldRing } from '@portineria/domain';
import * as styles from './TopBar.css.ts';

/** An icon action of the top bar (reminders, chat, help, changelog…): its label is its name and tooltip. */
export interface TopBarAction {
  /** Unique in the bar. */
  id: string;
  /** Accessible name and tooltip ('Chat aziendale', 'Helpdesk', 'Visualizza le ultime novitá'…). */
  label: string;
  /** The icon (lucide, `aria-hidden`). */
  icon: ReactNode;
  /** Called on activation. */
  onClick: () => void;
  /** A counter on the icon (hidden at 0): a number, or a number with tone and accessible text. */
  badge?: number | { count: number; tone?: BadgeProps['tone']; label?: string };
  /** Shown but not activatable. */
  disabled?: boolean;
}

/** An item of the avatar menu ('Il mio profilo', 'Cambia profilo', 'Esci'…), supplied by the caller. */
export type TopBarMenuItem = LayoutMenuItem;

/** The signed-in profile shown as the avatar, and its menu. */
export interface TopBarAccount {
  /** Full name: the avatar's initials and colour, and the menu's heading. */
  name: string;
  /** The picture, if any. */
  src?: string | null;
  /** A line under the name in the menu (role, organisation). */
  description?: ReactNode;
  /** The menu items, in order. */
  items: readonly TopBarMenuItem[];
}

/** The labels of the top bar, all overridable. */
export interface TopBarLabels {
  /** The menu button: 'Apri il menu'. */
  menu: string;
  /** The bell: 'Notifiche'. */
  notifications: string;
  /** The avatar button: 'Il mio account'. */
  account: string;
  /** The bell's description while notifications are unread: '{count} notifiche non lette'. */
  unread: (count: number) => string;
  /** The button that gathers the actions on a narrow bar: 'Altre azioni'. */
  moreActions: string;
}

export interface TopBarProps {
  /** The page title. */
  title?: ReactNode;
  /** The title's element: `h1` by default (the page's main heading). */
  titleAs?: 'h1' | 'h2' | 'div';
  /** Content right after the title (profile switch, go to manager profile). */
  leading?: ReactNode;
  /** Shows the menu button (small screens, where the navigation is a temporary drawer). */
  showMenuButton?: boolean;
  /** Called by the menu button. */
  onMenuClick?: () => void;
  /** Whether the navigation the menu button opens is open (`aria-expanded`). */
  menuExpanded?: boolean;
  /** Icon actions, in order, before the bell. */
  actions?: readonly TopBarAction[];
  /**
   * Unread notifications; the bell rings for 4 s whenever it rises (002 §2.11). Undefined while
   * the count is not known yet: the first count that arrives is not a rise, so signing in with
   * unread notifications does not ring.
   */
  notificationCount?: number;
  /** Shows the bell and is called by it (the app opens the notifications drawer). */
  onNotificationsClick?: () => void;
  /** How long the bell rings; `BELL_RING_MS` (4 s) by default. */
  ringDurationMs?: number;
  /** The avatar and its menu. */
  account?: TopBarAccount;
  /** Content under the bar: the optional `ExtensionToolbar`. */
  extension?: ReactNode;
  /** Overrides of the labels. */
  labels?: Partial<TopBarLabels>;
  /** Extra class of the `<header>`. */
  className?: string;
}

const defaultLabels = (): TopBarLabels => ({
  menu: layoutMessage('topBar.menu'),
  notifications: layoutMessage('topBar.notifications'),
  account: layoutMessage('topBar.account'),
  unread: (count) => layoutMessage('topBar.unread', { count }),
  moreActions: layoutMessage('topBar.moreActions'),
});

/**
 * True for `durationMs` after each rise of `count` (a new rise restarts it); a fall or an
 * unchanged count never starts it.
 */
export function useBellRing(count: number | undefined, durationMs: number = BELL_RING_MS): boolean {
  const [previous, setPrevious] = useState(count);
  const [ringing, setRinging] = useState(false);
  const [rises, setRises] = useState(0);
  // Compared during render (React's "adjust state on prop change"), so the ring starts with the
  // very render that shows the new count.
  if (count !== previous) {
    setPrevious(count);
    if (bellShouldRing(previous, count)) {
      setRinging(true);
      setRises((value) => value + 1);
    }
  }
  useEffect(() => {
    if (rises === 0) return undefined;
    const timer = window.setTimeout(() => setRinging(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [rises, durationMs]);
  return ringing;
}

/** An action as an item of the overflow menu: its icon and label, its count after the label. */
function overflowItem(action: TopBarAction): TopBarMenuItem {
  const count = typeof action.badge === 'number' ? action.badge : action.badge?.count;
  return {
    id: action.id,
    label: count ? `${action.label} (${count})` : action.label,
    icon: action.icon,
    onSelect: action.onClick,
    ...(action.disabled ? { disabled: true } : {}),
  };
}

/**
 * The actions gathered in one menu, shown instead of the icon buttons when the bar is narrow
 * (a phone: the styles switch between the two by the bar's width), so that the bell and the
 * avatar always stay on screen.
 */
function OverflowActions({ actions, label }: { actions: readonly TopBarAction[]; label: string }) {
  return (
    <span className={styles.overflowActions}>
      <LazyLayoutMenu
        trigger={<IconButton label={label} icon={<Ellipsis size={24} aria-hidden />} />}
        items={actions.map(overflowItem)}
      />
    </span>
  );
}

function ActionButton({ action }: { action: TopBarAction }) {
  const button = (
    <IconButton
      label={action.label}
      icon={action.icon}
      onClick={action.onClick}
      disabled={action.disabled}
    />
  );
  if (action.badge === undefined) return button;
  const badge = typeof action.badge === 'number' ? { count: action.badge } : action.badge;
  return (
    <Badge count={badge.count} tone={badge.tone} label={badge.label}>
      {button}
    </Badge>
  );
}

/**
 * The application's top bar (002 §2.11): menu button on small screens, title, icon actions with
 * tooltips (gathered in an 'Altre azioni' menu when the bar is narrower than 600 px, so that a
 * phone keeps the bell and the avatar on screen), the notifications bell (which rings for 4 s when its counter rises; `data-ringing`
 * while it does, no motion under prefers-reduced-motion), the avatar menu, and an optional
 * extension toolbar underneath.
 */
export function TopBar({
  title,
  titleAs: TitleElement = 'h1',
  leading,
  showMenuButton = false,
  onMenuClick,
  menuExpanded,
  actions = [],
  notificationCount,
  onNotificationsClick,
  ringDurationMs = BELL_RING_MS,
  account,
  extension,
  labels: labelsProp,
  className,
}: TopBarProps) {
  const labels = { ...defaultLabels(), ...labelsProp };
  const ringing = useBellRing(notificationCount, ringDurationMs);

  return (
    <header className={[styles.bar, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        {showMenuButton ? (
          <IconButton
            label={labels.menu}
            icon={<Menu size={24} aria-hidden />}
            onClick={onMenuClick}
            aria-expanded={menuExpanded}
          />
        ) : null}
        {title ? <TitleElement className={styles.title}>{title}</TitleElement> : null}
        {leading ? <div className={styles.leading}>{leading}</div> : null}
        <div className={styles.spacer} />
        <div className={styles.actions}>
          {/* One action stays a button at any width; two or more fold into 'Altre azioni' on a
              narrow bar. */}
          <span className={actions.length > 1 ? styles.inlineActions : styles.actionsGroup}>
            {actions.map((action) => (
              <ActionButton key={action.id} action={action} />
            ))}
          </span>
          {actions.length > 1 ? (
            <OverflowActions actions={actions} label={labels.moreActions} />
          ) : null}
          {onNotificationsClick ? (
            <Badge count={notificationCount ?? 0} label={labels.unread}>
              <IconButton
                label={labels.notifications}
                icon={<Bell className={styles.bellIcon} size={24} aria-hidden />}
                onClick={onNotificationsClick}
                data-ringing={ringing || undefined}
                data-bell=""
              />
            </Badge>
          ) : null}
          {account ? (
            <LazyLayoutMenu
              tooltip={labels.account}
              trigger={
                <button type="button" className={styles.avatarTrigger}>
                  {/* Named by hidden text rather than aria-label, so the initials shown are not a mismatched label. */}
                  <Avatar name={account.name} src={account.src} decorative />
                  <VisuallyHidden.Root>{labels.account}</VisuallyHidden.Root>
                </button>
              }
              items={account.items}
              heading={
                <>
                  <span className={menuStyles.headingName}>{account.name}</span>
                  {account.description ? (
                    <span className={menuStyles.headingDescription}>{account.description}</span>
                  ) : null}
                </>
              }
            />
          ) : null}
        </div>
      </div>
      {extension ? <div className={styles.extension}>{extension}</div> : null}
    </header>
  );
}

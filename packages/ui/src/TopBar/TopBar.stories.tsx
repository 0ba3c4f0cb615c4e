import type { Meta, StoryObj } from '@storybook/react-vite';
import { BELL_RING_MS } from '@portineria/domain';
import {
  ArrowLeftRight,
  CalendarClock,
  CircleHelp,
  LogOut,
  MessageCircle,
  Sparkles,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { bellShouldRing } from '@portineria/domain';
import { TopBar } from './TopBar.tsx';
import type { TopBarProps } from './TopBar.tsx';

const onProfile = fn();
const onSwitchProfile = fn();
const onLogout = fn();

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  args: {
    title: 'Dashboard',
    actions: [
      {
        id: 'reminders',
        label: 'Promemoria',
        icon: <CalendarClock size={24} aria-hidden />,
        onClick: fn(),
        badge: 2,
      },
      {
        id: 'chat',
        label: 'Chat aziendale',
        icon: <MessageCircle size={24} aria-hidden />,
        onClick: fn(),
      },
      { id: 'help', label: 'Helpdesk', icon: <CircleHelp size={24} aria-hidden />, onClick: fn() },
      {
        id: 'changelog',
        label: 'Visualizza le ultime novitá',
        icon: <Sparkles size={24} aria-hidden />,
        onClick: fn(),
      },
    ],
    notificationCount: 3,
    onNotificationsClick: fn(),
    account: {
      name: 'Giulia Bianchini',
      description: 'Studio Bianchi Amministrazioni · Direzione',
      items: [
        {
          id: 'profile',
          label: 'Il mio profilo',
          icon: <UserRound size={18} aria-hidden />,
          onSelect: onProfile,
        },
        {
          id: 'switch',
          label: 'Cambia profilo',
          icon: <ArrowLeftRight size={18} aria-hidden />,
          onSelect: onSwitchProfile,
        },
        {
          id: 'logout',
          label: 'Esci',
          icon: <LogOut size={18} aria-hidden />,
          onSelect: onLogout,
          tone: 'error',
          separatorBefore: true,
        },
      ],
    },
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    onProfile.mockClear();
    onSwitchProfile.mockClear();
    onLogout.mockClear();
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const bellOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Notifiche' });
const noTooltip = () =>
  waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(bellOf(canvasElement)).toHaveAccessibleDescription('3 notifiche non lette');
    await expect(bellOf(canvasElement)).not.toHaveAttribute('data-ringing');
  },
};

export const Test_ActionsAndTooltips: Story = {
  name: 'Test: icon actions with tooltips',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chat = canvas.getByRole('button', { name: 'Chat aziendale' });
    await userEvent.hover(chat);
    await expect((await within(document.body).findByRole('tooltip')).textContent).toBe(
      'Chat aziendale',
    );
    await userEvent.click(chat);
    await expect(args.actions?.[1]?.onClick).toHaveBeenCalledTimes(1);
    await userEvent.unhover(chat);
    // Keyboard: the reminders button, with its badge as description.
    const reminders = canvas.getByRole('button', { name: 'Promemoria' });
    await expect(reminders).toHaveAccessibleDescription('2 elementi');
    reminders.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.actions?.[0]?.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(bellOf(canvasElement));
    await expect(args.onNotificationsClick).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await noTooltip();
  },
};

export const WithMenuButton: Story = {
  name: 'With menu button (small screens)',
  args: {
    showMenuButton: true,
    onMenuClick: fn(),
    menuExpanded: false,
    title: 'Ordini di servizio',
  },
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'Apri il menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
    menu.blur();
    await noTooltip();
  },
};

export const AvatarMenu: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    // Found by name each time: the menu's code loads on first use and its trigger takes over.
    const trigger = () => within(canvasElement).getByRole('button', { name: 'Il mio account' });
    await expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    // Keyboard: Enter opens with focus on the first item, arrows move, Escape closes and focus returns.
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText('Giulia Bianchini')).toBeVisible();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Il mio profilo' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Cambia profilo' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(onSwitchProfile).not.toHaveBeenCalled();
    // Choosing an item calls it and closes the menu.
    await userEvent.keyboard('{ArrowDown}');
    const again = await body.findByRole('menu');
    await userEvent.keyboard('{End}');
    await expect(within(again).getByRole('menuitem', { name: 'Esci' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger()).toHaveFocus());
    // By pointer, left open for the screenshot.
    trigger().blur();
    await noTooltip();
    await userEvent.click(trigger());
    await userEvent.click(await body.findByRole('menuitem', { name: 'Il mio profilo' }));
    await expect(onProfile).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger());
    await body.findByRole('menu');
  },
};

/** Renders the bar with buttons that change the counter, as new notifications arrive or are read. */
function BellDemo(args: TopBarProps) {
  const [count, setCount] = useState(args.notificationCount ?? 0);
  const [, setRenders] = useState(0);
  return (
    <>
      <TopBar {...args} notificationCount={count} />
      <div style={{ display: 'flex', gap: 8, padding: 16 }}>
        <Button variant="outlined" onClick={() => setCount((value) => value + 1)}>
          Nuova notifica
        </Button>
        <Button variant="outlined" onClick={() => setCount((value) => Math.max(0, value - 1))}>
          Leggi una notifica
        </Button>
        <Button variant="outlined" onClick={() => setRenders((value) => value + 1)}>
          Aggiorna
        </Button>
      </div>
    </>
  );
}

export const Test_BellRingsOnlyOnARise: Story = {
  name: 'Test: bell rings only on a rise',
  args: { ringDurationMs: 600 },
  render: (args) => <BellDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = bellOf(canvasElement);
    // The first count is not a rise.
    await expect(bell).not.toHaveAttribute('data-ringing');
    // A fall does not ring.
    await userEvent.click(canvas.getByRole('button', { name: 'Leggi una notifica' }));
    await expect(bell).toHaveAccessibleDescription('2 notifiche non lette');
    await expect(bell).not.toHaveAttribute('data-ringing');
    // A render with the same count does not ring.
    await userEvent.click(canvas.getByRole('button', { name: 'Aggiorna' }));
    await expect(bell).not.toHaveAttribute('data-ringing');
    // A rise rings, then stops by itself.
    await userEvent.click(canvas.getByRole('button', { name: 'Nuova notifica' }));
    await expect(bell).toHaveAccessibleDescription('3 notifiche non lette');
    await expect(bell).toHaveAttribute('data-ringing');
    await waitFor(() => expect(bell).not.toHaveAttribute('data-ringing'), { timeout: 2000 });
    // From zero: reading everything, then a new one.
    for (let read = 0; read < 3; read += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Leggi una notifica' }));
    }
    await expect(bell).not.toHaveAttribute('data-ringing');
    await userEvent.click(canvas.getByRole('button', { name: 'Nuova notifica' }));
    await expect(bell).toHaveAttribute('data-ringing');
    await waitFor(() => expect(bell).not.toHaveAttribute('data-ringing'), { timeout: 2000 });
    await expect([
      bellShouldRing(undefined, 3),
      bellShouldRing(3, 3),
      bellShouldRing(3, 2),
      bellShouldRing(2, 3),
    ]).toEqual([false, false, false, true]);
  },
};

/** Starts with the count unknown, as the app does while the unread count loads. */
function PendingBellDemo(args: TopBarProps) {
  const [count, setCount] = useState<number | undefined>(undefined);
  return (
    <>
      <TopBar {...args} notificationCount={count} />
      <div style={{ display: 'flex', gap: 8, padding: 16 }}>
        <Button variant="outlined" onClick={() => setCount(3)}>
          Conteggio caricato
        </Button>
        <Button variant="outlined" onClick={() => setCount((value) => (value ?? 0) + 1)}>
          Nuova notifica
        </Button>
      </div>
    </>
  );
}

export const Test_FirstCountDoesNotRing: Story = {
  name: 'Test: the first count that arrives does not ring',
  args: { ringDurationMs: 600 },
  render: (args) => <PendingBellDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = bellOf(canvasElement);
    // Signing in with unread notifications: the count arrives, the bell shows it and stays still.
    await userEvent.click(canvas.getByRole('button', { name: 'Conteggio caricato' }));
    await expect(bell).toHaveAccessibleDescription('3 notifiche non lette');
    await expect(bell).not.toHaveAttribute('data-ringing');
    // A notification after that is a rise.
    await userEvent.click(canvas.getByRole('button', { name: 'Nuova notifica' }));
    await expect(bell).toHaveAccessibleDescription('4 notifiche non lette');
    await expect(bell).toHaveAttribute('data-ringing');
    await waitFor(() => expect(bell).not.toHaveAttribute('data-ringing'), { timeout: 2000 });
  },
};

export const Test_BellRingsFor4Seconds: Story = {
  name: 'Test: bell rings for 4 s',
  render: (args) => <BellDemo {...args} />,
  play: async ({ canvasElement }) => {
    const bell = bellOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nuova notifica' }));
    const started = performance.now();
    await expect(bell).toHaveAttribute('data-ringing');
    await new Promise((resolve) => setTimeout(resolve, BELL_RING_MS - 500));
    await expect(bell).toHaveAttribute('data-ringing');
    await waitFor(() => expect(bell).not.toHaveAttribute('data-ringing'), {
      timeout: 2000,
      interval: 20,
    });
    const rang = performance.now() - started;
    await expect(rang).toBeGreaterThanOrEqual(BELL_RING_MS - 100);
    await expect(rang).toBeLessThan(BELL_RING_MS + 1000);
  },
};

export const Ringing: Story = {
  name: 'Ringing (still frame under reduced motion)',
  render: (args) => <BellDemo {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nuova notifica' }));
    await expect(bellOf(canvasElement)).toHaveAttribute('data-ringing');
    // Under prefers-reduced-motion (as in the test browser) the bell does not swing.
    const icon = bellOf(canvasElement).querySelector('svg');
    await expect(icon && getComputedStyle(icon).animationName).toBe('none');
    (document.activeElement as HTMLElement | null)?.blur();
    await noTooltip();
  },
};

export const LongItalianTitle: Story = {
  args: {
    title:
      'Manutenzioni programmate degli impianti di riscaldamento centralizzato del condominio Via Roma 12',
    showMenuButton: true,
    onMenuClick: fn(),
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    // The title is cut with an ellipsis; the actions keep their place.
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    await expect(bellOf(canvasElement)).toBeVisible();
  },
};

export const Minimal: Story = {
  name: 'Minimal (title only)',
  args: { actions: [], onNotificationsClick: undefined, account: undefined, title: 'Benvenuto' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { showMenuButton: true, onMenuClick: fn() },
};

/**
 * A phone (390 px): the icon actions fold into 'Altre azioni' so the bell and the avatar stay on
 * screen; each action keeps its name and its count in the menu.
 */
export const Test_NarrowBarFoldsActions: Story = {
  name: 'Test: narrow bar (390 px) folds the actions into Altre azioni',
  args: { onMenuClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    const right = banner.getBoundingClientRect().right;
    const avatar = canvas.getByRole('button', { name: 'Il mio account' });
    await expect(avatar.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await expect(bellOf(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await expect(
      canvas.getByRole('button', { name: 'Chat aziendale', hidden: true }),
    ).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Altre azioni' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Promemoria (2)' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Chat aziendale' }));
    await expect(args.actions?.[1]?.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

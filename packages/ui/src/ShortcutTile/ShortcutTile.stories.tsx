import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, Mail, Megaphone, MessagesSquare, Newspaper, Ticket } from 'lucide-react';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectClientNavigation, withClientRouter } from '../private/routerStory.tsx';
import { ShortcutTile } from './ShortcutTile.tsx';

const navigate = fn();

/** A 2x1 dashboard cell (000 §9). */
const cell = (Story: () => ReactElement) => (
  <div style={{ width: 300, height: 160 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Dashboard/ShortcutTile',
  component: ShortcutTile,
  args: {
    label: 'Ordini',
    icon: <ClipboardList size={24} aria-hidden />,
    href: '/USR/orders',
  },
  decorators: [withClientRouter(navigate)],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ShortcutTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [cell],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ordini' });
    await expectClientNavigation(link, navigate, '/USR/orders');
  },
};

export const WithBadge: Story = {
  decorators: [cell],
  args: {
    label: 'Comunicazioni',
    icon: <Mail size={24} aria-hidden />,
    href: '/USR/communications',
    badge: 3,
    badgeLabel: (count) => `${count} da leggere`,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Comunicazioni 3 da leggere' }),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  decorators: [cell],
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('link', { name: 'Ordini' });
    await expect(tile).toHaveAttribute('aria-disabled', 'true');
    await expect(tile).not.toHaveAttribute('href');
    await userEvent.click(tile);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const Locked: Story = {
  decorators: [cell],
  args: { locked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Ordini: Funzionalità non disponibile' }),
    ).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Funzionalità non disponibile');
  },
};

export const LongItalianText: Story = {
  decorators: [cell],
  args: {
    label: 'Corrispondenza condominiale ricevuta dall’amministratore dello stabile',
    icon: <Newspaper size={24} aria-hidden />,
    badge: 120,
  },
};

/** The USR shortcuts of 000 §2 in a row of 2x1 cells, as the dashboard lays them out. */
export const UsrShortcuts: Story = {
  name: 'USR shortcuts',
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 260px)',
        gridAutoRows: 160,
        gap: 16,
      }}
    >
      <ShortcutTile
        label="Ordini"
        icon={<ClipboardList size={24} aria-hidden />}
        href="/USR/orders"
      />
      <ShortcutTile
        label="Comunicazioni"
        icon={<Mail size={24} aria-hidden />}
        href="/USR/communications"
        badge={2}
      />
      <ShortcutTile label="Ticket" icon={<Ticket size={24} aria-hidden />} href="/USR/tickets" />
      <ShortcutTile
        label="Corrispondenza condominiale"
        icon={<Newspaper size={24} aria-hidden />}
        href="/USR/correspondences"
      />
      <ShortcutTile
        label="Comunicazioni generali"
        icon={<MessagesSquare size={24} aria-hidden />}
        href="/USR/general-communications"
        locked
      />
      <ShortcutTile
        label="Avvisi"
        icon={<Megaphone size={24} aria-hidden />}
        href="/USR/notices"
        disabled
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(5);
  },
};

/**
 * A row of tiles as the USR dashboard draws them at 1366 px, where 'Corrispondenza condominiale'
 * takes two lines: every icon stays on one line with its neighbours'.
 */
export const TestIconsInLine: Story = {
  name: 'Test: a label on two lines keeps the icons of the row in line',
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 200px)', gap: 16 }}>
      <ShortcutTile label="Ticket" icon={<Ticket size={24} aria-hidden />} href="/USR/tickets" />
      <ShortcutTile
        label="Corrispondenza condominiale"
        icon={<Newspaper size={24} aria-hidden />}
        href="/USR/correspondences"
      />
      <ShortcutTile
        label="Comunicazioni generali"
        icon={<MessagesSquare size={24} aria-hidden />}
        href="/USR/general-communications"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    const lines = links.map((link) => link.querySelectorAll('span')[1]?.getBoundingClientRect());
    // The tiles share their row's height; one of the labels wraps, the others do not.
    await expect(Math.max(...lines.map((line) => line?.height ?? 0))).toBeGreaterThan(
      Math.min(...lines.map((line) => line?.height ?? 0)),
    );
    const iconTops = links.map(
      (link) => link.querySelector('span')?.getBoundingClientRect().top ?? Number.NaN,
    );
    for (const top of iconTops) await expect(top).toBeCloseTo(iconTops[0] ?? Number.NaN, 0);
  },
};

export const DarkTheme: Story = { ...UsrShortcuts, name: 'Dark theme', globals: { theme: 'dark' } };

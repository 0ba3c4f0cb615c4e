import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, Users } from 'lucide-react';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectClientNavigation, withClientRouter } from '../private/routerStory.tsx';
import { LauncherTile } from './LauncherTile.tsx';

const navigate = fn();

/** A 2x1 dashboard cell (000 §9). */
const cell = (Story: () => ReactElement) => (
  <div style={{ width: 420, height: 160 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Dashboard/LauncherTile',
  component: LauncherTile,
  args: {
    title: 'Immobili',
    description: "Apre l'elenco degli immobili",
    icon: <Building2 size={24} aria-hidden />,
    href: '/SPL/buildings',
  },
  decorators: [cell, withClientRouter(navigate)],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof LauncherTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buildings: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: "Immobili Apre l'elenco degli immobili",
    });
    await expect(link).toHaveAttribute('href', '/SPL/buildings');
    await expectClientNavigation(link, navigate, '/SPL/buildings');
  },
};

export const Employees: Story = {
  args: {
    title: 'Dipendenti',
    description: "Apre l'elenco dei dipendenti",
    icon: <Users size={24} aria-hidden />,
    href: '/SPL/employees',
  },
};

export const Locked: Story = {
  args: { locked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Not a link: the tile is inert; the lock badge is the keyboard's stop, with its tooltip.
    const tile = canvas.getByText('Immobili').closest('[inert]');
    await expect(tile).not.toBeNull();
    await userEvent.tab();
    const badge = canvas.getByRole('button', { name: 'Immobili: Funzionalità non disponibile' });
    await expect(badge).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Funzionalità non disponibile');
    await userEvent.click(canvas.getByText('Immobili'));
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const WithoutDescription: Story = { args: { description: undefined } };

export const LongItalianText: Story = {
  args: {
    title: 'Immobili e condomini serviti dalla vostra impresa di manutenzione',
    description:
      "Apre l'elenco completo degli immobili e dei condomini in cui la vostra impresa ha ordini, contratti o attività pianificate",
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

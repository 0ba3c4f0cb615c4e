import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, FolderOpen, RotateCw } from 'lucide-react';
import type { ReactElement } from 'react';
import { expect, fn, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { expectClientNavigation, withClientRouter } from '../private/routerStory.tsx';
import { ChipCounterCard } from './ChipCounterCard.tsx';

const navigate = fn();

/** A 4x1 dashboard cell (000 §9) of a 1200 px grid. */
const cell = (Story: () => ReactElement) => (
  <div style={{ width: 1200, height: 160 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Dashboard/ChipCounterCard',
  component: ChipCounterCard,
  args: {
    title: 'Riepilogo ordini',
    icon: <ClipboardList size={18} aria-hidden />,
    items: [
      { id: 'open', label: 'Aperti', value: 12, tone: 'primary', href: '/ORG/orders?view=open' },
      {
        id: 'not-confirmed',
        label: 'Aperti non confermati',
        value: 5,
        tone: 'warning',
        href: '/ORG/orders?view=not-confirmed',
      },
      {
        id: 'expired',
        label: 'Scaduti',
        value: 3,
        tone: 'error',
        href: '/ORG/orders?view=expired',
      },
      {
        id: 'opportunity',
        label: 'Con opportunità',
        value: 1234,
        tone: 'info',
        href: '/ORG/orders?view=opportunity',
      },
    ],
  },
  decorators: [cell, withClientRouter(navigate)],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ChipCounterCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Riepilogo ordini' });
    const list = within(card).getByRole('list', { name: 'Contatori di Riepilogo ordini' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // Each chip is a link named by its view and count; counts are grouped from four digits.
    const open = within(card).getByRole('link', { name: 'Aperti 12' });
    await expect(open).toHaveAttribute('href', '/ORG/orders?view=open');
    await expect(within(card).getByRole('link', { name: 'Con opportunità 1.234' })).toBeVisible();
    await expectClientNavigation(open, navigate, '/ORG/orders?view=open');
  },
};

export const Static: Story = {
  name: 'Without links (SPL folders)',
  args: {
    title: 'Cartelle certificazioni',
    icon: <FolderOpen size={18} aria-hidden />,
    items: [
      { id: 'empty', label: 'Da caricare', value: 2, tone: 'warning' },
      { id: 'expired', label: 'Scadute', value: 1, tone: 'error' },
      { id: 'expiring', label: 'In scadenza', value: 0, tone: 'info' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('In scadenza')).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    items: [
      { id: 'open', label: 'Aperti', value: null, loading: true, href: '/ORG/orders?view=open' },
      { id: 'expired', label: 'Scaduti', value: null, loading: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Riepilogo ordini' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    // Not a link while loading; the loading state is read per chip.
    await expect(within(card).queryByRole('link')).toBeNull();
    await expect(within(card).getAllByText('Caricamento in corso')).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: {
    items: [
      { id: 'open', label: 'Aperti', value: null, href: '/ORG/orders?view=open' },
      { id: 'expired', label: 'Scaduti', value: 3, tone: 'error' },
    ],
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Aperti Valore non disponibile',
    });
    await expect(link).toHaveTextContent('-');
    await expect(link).toHaveAttribute('data-state', 'error');
  },
};

export const WithHeaderActions: Story = {
  args: {
    headerActions: (
      <IconButton label="Ricarica" icon={<RotateCw size={18} aria-hidden />} size="small" />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ricarica' })).toBeVisible();
  },
};

export const LongItalianText: Story = {
  args: {
    title:
      'Riepilogo degli ordini di servizio di tutti gli immobili gestiti dallo studio amministrativo',
    items: [
      {
        id: 'long',
        label: 'Aperti in attesa della conferma di presa in carico da parte del fornitore',
        value: 42,
        tone: 'warning',
        href: '/ORG/orders?view=not-confirmed',
      },
      { id: 'expired', label: 'Scaduti', value: 3, tone: 'error' },
      { id: 'opportunity', label: 'Con opportunità di rinnovo', value: 7, tone: 'info' },
      { id: 'closed', label: 'Chiusi in validazione', value: 15, tone: 'success' },
      { id: 'suspended', label: 'Sospesi', value: 2 },
    ],
  },
};

export const CustomLabels: Story = {
  args: {
    items: [{ id: 'open', label: 'Open', value: null }],
    labels: { unavailable: 'Value not available', missing: 'n/d', list: 'Counters of {title}' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Counters of Riepilogo ordini' })).toBeVisible();
    await expect(canvas.getByText('Value not available')).toBeInTheDocument();
    await expect(canvas.getByText('n/d')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

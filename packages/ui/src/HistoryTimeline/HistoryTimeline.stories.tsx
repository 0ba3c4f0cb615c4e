import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { HistoryTimeline } from './HistoryTimeline.tsx';

const meta = {
  title: 'Workflow/HistoryTimeline',
  component: HistoryTimeline,
  args: {
    entries: [
      {
        id: '3',
        title: 'Ordine pianificato',
        at: '2026-03-12T09:30:00',
        who: 'Paolo Bianchi · Idraulica Bianchi',
        changes: [
          { label: 'Pianificato', from: 'No', to: 'Sì' },
          { label: 'Data fine lavori stimata', from: null, to: '20/03/2026' },
        ],
      },
      {
        id: '2',
        title: 'Ordine accettato',
        at: '2026-03-11T16:05:00',
        who: 'Paolo Bianchi · Idraulica Bianchi',
        changes: [{ label: 'Accettato', from: 'No', to: 'Sì' }],
      },
      {
        id: '1',
        title: 'Ordine inviato',
        at: '2026-03-10T10:00:00',
        who: 'Giulia Rossi · Studio Rossi Amministrazioni',
        changes: [{ label: 'Stato', from: 'Bozza', to: 'Aperto' }],
      },
    ],
  },
} satisfies Meta<typeof HistoryTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Cronologia' })).getAllByText(/^Ordine /);
    await expect(items.map((item) => item.textContent)).toEqual([
      'Ordine pianificato',
      'Ordine accettato',
      'Ordine inviato',
    ]);
    await expect(canvas.getByText('Data fine lavori stimata: - → 20/03/2026')).toBeVisible();
    await expect(canvas.getByText('Stato: Bozza → Aperto')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nessuna modifica registrata')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Error: Story = {
  args: {
    entries: [],
    error: (
      <>
        <p>Impossibile caricare la cronologia.</p>
        <Button variant="outlined">Riprova</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Impossibile caricare la cronologia.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Riprova' })).toBeEnabled();
  },
};

/** Values written by users are text: markup in them is shown, never run. */
export const UserTextIsText: Story = {
  name: 'Test: user text is shown as text',
  args: {
    entries: [
      {
        id: '9',
        title: 'Nota modificata',
        at: '2026-03-12T09:30:00',
        who: 'Giulia Rossi · Studio Rossi',
        changes: [{ label: 'Nota', from: null, to: '<img src=x onerror=alert(1)>' }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nota: - → <img src=x onerror=alert(1)>'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

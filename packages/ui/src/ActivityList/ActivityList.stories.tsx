import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivityList } from './ActivityList.tsx';

const REJECT_REASON = "Solo un'attività da fare di un ordine aperto può essere rifiutata.";

const meta = {
  title: 'Workflow/ActivityList',
  component: ActivityList,
  args: {
    onAction: fn(),
    items: [
      {
        id: '11',
        code: 'ATT-0011',
        href: '/ORG/OPR/activities/mod/11',
        statusLabel: 'Da fare',
        validFrom: '2026-03-16',
        validTo: '2026-03-16',
        actions: [
          { id: 'edit', label: 'Modifica', enabled: true },
          { id: 'reject', label: 'Rifiuta', enabled: true, tone: 'error' },
        ],
      },
      {
        id: '12',
        code: 'ATT-0012',
        statusLabel: 'Eseguita',
        statusTone: 'success',
        validFrom: '2026-03-18',
        validTo: '2026-03-18',
        note: 'Sostituito il sifone del bagno.',
        actions: [
          { id: 'edit', label: 'Modifica', enabled: false, reason: REJECT_REASON },
          { id: 'reject', label: 'Rifiuta', enabled: false, reason: REJECT_REASON, tone: 'error' },
        ],
      },
      {
        id: '13',
        code: 'ATT-0013',
        statusLabel: "Annullata dall'amministratore",
        statusTone: 'error',
        validFrom: '2026-03-20',
        validTo: '2026-03-20',
      },
    ],
  },
} satisfies Meta<typeof ActivityList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each activity's actions: an enabled one runs with the activity's id, a disabled one says why. */
export const WithActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('group', { name: 'Azioni attività ATT-0011' }));
    await userEvent.click(first.getByRole('button', { name: 'Rifiuta' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('11', 'reject');
    const second = within(canvas.getByRole('group', { name: 'Azioni attività ATT-0012' }));
    const edit = second.getByRole('button', { name: 'Modifica' });
    await expect(edit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(edit);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText("Annullata dall'amministratore")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ATT-0011' })).toHaveAttribute(
      'href',
      '/ORG/OPR/activities/mod/11',
    );
  },
};

export const Pending: Story = {
  args: { pendingAction: '11:reject' },
  play: async ({ canvasElement }) => {
    const group = within(
      within(canvasElement).getByRole('group', { name: 'Azioni attività ATT-0011' }),
    );
    await expect(group.getByRole('button', { name: 'Rifiuta' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** An order without activities says the empty-list wording of 001 §8. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nessun elemento da visualizzare')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Error: Story = {
  args: { items: [], error: 'Impossibile caricare le attività.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Impossibile caricare le attività.'),
    ).toBeVisible();
  },
};

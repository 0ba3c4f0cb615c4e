import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderChips } from './OrderChips.tsx';

/** A fixed clock: 'Scaduto' is judged against it, so the screenshots never change. */
const NOW = new Date('2025-03-10T10:00:00');

const meta = {
  title: 'Data display/OrderChips',
  component: OrderChips,
  args: {
    role: 'org_2',
    now: NOW,
    order: { status: 'OPEN', validTo: '2025-03-01', isPending: true },
  },
} satisfies Meta<typeof OrderChips>;
export default meta;
type Story = StoryObj<typeof meta>;

const chipTexts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: "Stato dell'ordine" }),
    ).toBeVisible();
    await expect(chipTexts(canvasElement)).toEqual(['Scaduto', 'Attività in corso']);
  },
};

export const Draft: Story = {
  args: { order: { status: 'DRAFT', validTo: '2025-03-01' } },
  play: async ({ canvasElement }) => {
    await expect(chipTexts(canvasElement)).toEqual(['Bozza']);
  },
};

export const OpenAllFlags: Story = {
  args: {
    order: {
      status: 'OPEN',
      validTo: '2025-03-01',
      isPending: true,
      isSuspended: true,
      isPartial: true,
      isRejected: true,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(chipTexts(canvasElement)).toEqual([
      'Scaduto',
      'Attività in corso',
      'Esecuzione attività sospesa',
      'Attività rifiutate',
      'Rifiutato',
    ]);
  },
};

export const Usr3Planned: Story = {
  args: {
    role: 'usr_3',
    order: {
      status: 'OPEN',
      isPlanned: true,
      isAccepted: true,
      isRead: true,
      estimatedJobEndDate: '2025-03-20',
    },
  },
  play: async ({ canvasElement }) => {
    const [first] = chipTexts(canvasElement);
    await expect(first).toContain('20/03/2025');
  },
};

export const Usr3Accepted: Story = {
  args: { role: 'usr_3', order: { status: 'OPEN', isAccepted: true, isRead: true } },
};

export const Usr3Read: Story = { args: { role: 'usr_3', order: { status: 'OPEN', isRead: true } } };

export const Usr3Unread: Story = { args: { role: 'usr_3', order: { status: 'OPEN' } } };

export const ClosedInValidation: Story = {
  args: { order: { status: 'CLOSE', askedPrice: 1250, isPartial: true, isForcedClose: true } },
  play: async ({ canvasElement }) => {
    await expect(chipTexts(canvasElement)).toEqual([
      'In validazione',
      'Attività rifiutate',
      'Chiusura forzata',
    ]);
  },
};

export const Validation: Story = {
  args: { order: { status: 'VALIDATION', isRejected: true, isForcedClose: true } },
};

export const Medium: Story = { args: { size: 'medium' } };

export const NoChips: Story = {
  name: 'Test: no chips renders nothing',
  args: { order: { status: 'OPEN', validTo: '2025-12-31' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const CustomLabels: Story = {
  args: { labels: { expired: 'Oltre la scadenza' } },
  play: async ({ canvasElement }) => {
    await expect(chipTexts(canvasElement)).toEqual(['Oltre la scadenza', 'Attività in corso']);
  },
};

export const Narrow: Story = {
  ...OpenAllFlags,
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { ...OpenAllFlags, globals: { theme: 'dark' } };

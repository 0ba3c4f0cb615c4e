import { resolveDashboardCell } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleAlert } from 'lucide-react';
import type { ReactElement } from 'react';
import { expect, within } from 'storybook/test';
import { DashboardCellMessage } from './DashboardCellMessage.tsx';

const unknown = resolveDashboardCell('buildings_total_counter_legacy');
const MESSAGE = unknown.kind === 'unknown' ? unknown.message : '';

/** A 2x1 dashboard cell (000 §9). */
const cell = (Story: () => ReactElement) => (
  <div style={{ width: 300, height: 160 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Dashboard/DashboardCellMessage',
  component: DashboardCellMessage,
  args: { message: MESSAGE },
  decorators: [cell],
} satisfies Meta<typeof DashboardCellMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownComponent: Story = {
  name: 'Unknown component',
  play: async ({ canvasElement }) => {
    // Domain's exact message (000 §2, §8), with the id as the name.
    await expect(
      within(canvasElement).getByText(
        "Non riesco a trovare il componente buildings_total_counter_legacy, contatta l'assistenza.",
      ),
    ).toBeVisible();
    // Calm: part of the page, not an alert that interrupts.
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    // It fills its cell.
    const card = canvasElement.querySelector<HTMLElement>('[data-state="error"]');
    await expect(card?.getBoundingClientRect().height).toBe(160);
  },
};

export const WideCell: Story = {
  name: 'In a 4x2 cell, with a title',
  args: { title: 'Componente non disponibile', icon: <CircleAlert size={28} aria-hidden /> },
  decorators: [
    (Story) => (
      <div style={{ width: 900, height: 336 }}>
        <Story />
      </div>
    ),
  ],
};

export const WithoutIcon: Story = { args: { icon: false } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

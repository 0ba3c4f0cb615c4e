import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateTime } from './DateTime.tsx';

const meta = {
  title: 'Data display/DateTime',
  component: DateTime,
  args: { value: '2025-03-10T14:30:00' },
} satisfies Meta<typeof DateTime>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('10/03/2025 14:30');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2025-03-10T14:30');
  },
};

export const DateOnly: Story = {
  args: { format: 'date' },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('10/03/2025');
    await expect(time).toHaveAttribute('datetime', '2025-03-10');
  },
};

export const FromDateObject: Story = { args: { value: new Date(2024, 11, 31, 23, 59) } };

export const Missing: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('-');
    await expect(text.tagName).toBe('SPAN');
  },
};

export const Invalid: Story = {
  name: 'Test: invalid date',
  args: { value: 'non è una data' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toHaveAttribute('data-missing');
  },
};

export const CustomMissingLabel: Story = {
  args: { value: undefined, missingLabel: 'Nessuna scadenza' },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

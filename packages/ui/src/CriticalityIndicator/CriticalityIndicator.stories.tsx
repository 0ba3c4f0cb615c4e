import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CriticalityIndicator } from './CriticalityIndicator.tsx';

const meta = {
  title: 'Data display/CriticalityIndicator',
  component: CriticalityIndicator,
  args: { value: 3 },
} satisfies Meta<typeof CriticalityIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectMeter =
  (valueText: string, valueNow: number) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Criticità' });
    await expect(meter).toHaveAttribute('aria-valuetext', valueText);
    await expect(meter).toHaveAttribute('aria-valuenow', String(valueNow));
  };

export const None: Story = { args: { value: null }, play: expectMeter('Nessuna', 0) };
export const Low: Story = { args: { value: 2 }, play: expectMeter('Bassa', 1) };
export const Medium: Story = { args: { value: 3 }, play: expectMeter('Media', 2) };
export const High: Story = { args: { value: 7 }, play: expectMeter('Alta', 3) };

export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[null, 1, 2, 3, 4, 5, 9].map((value, index) => (
        <CriticalityIndicator key={index} value={value} />
      ))}
    </div>
  ),
};

export const WithoutLabel: Story = {
  args: { value: 5, showLabel: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Alta')).toBeNull();
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      'Alta',
    );
  },
};

export const CustomLabels: Story = {
  args: {
    value: 5,
    labels: { high: 'Critica' },
    'aria-label': 'Livello di criticità della cartella',
  },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', {
      name: 'Livello di criticità della cartella',
    });
    await expect(meter).toHaveAttribute('aria-valuetext', 'Critica');
  },
};

export const DarkTheme: Story = { ...AllLevels, globals: { theme: 'dark' } };

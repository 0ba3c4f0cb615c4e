import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from './Chip.tsx';

const meta = {
  title: 'Data display/Chip',
  component: Chip,
  args: { label: 'Scaduto' },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Chip {...args} tone="default" label="Bozza" />
      <Chip {...args} tone="primary" label="Letto" />
      <Chip {...args} tone="success" label="Validato" />
      <Chip {...args} tone="warning" label="Da validare" />
      <Chip {...args} tone="error" label="Scaduto" />
      <Chip {...args} tone="info" label="In validazione" />
    </div>
  ),
};
export const Small: Story = {
  args: { size: 'small', tone: 'warning', label: 'Attività in corso' },
};
export const LongItalianText: Story = {
  args: {
    label: 'Esecuzione attività sospesa in attesa della conferma dell’amministratore',
    tone: 'warning',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
};
export const Clickable: Story = {
  args: { onClick: fn(), tone: 'primary', label: 'Filtri attivi' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Filtri attivi' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
export const Disabled: Story = {
  args: { onClick: fn(), disabled: true, label: 'Non disponibile' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Non disponibile' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

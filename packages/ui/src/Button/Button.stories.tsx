import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'SALVA', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'SALVA' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

const variants = ['contained', 'outlined', 'text'] as const;
const tones = ['primary', 'error', 'neutral'] as const;
const toneLabels = { primary: 'SALVA', error: 'ELIMINA', neutral: 'Annulla' } as const;

function VariantGrid() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 12 }}>
      {variants.map((variant) =>
        tones.map((tone) => (
          <Button key={`${variant}-${tone}`} variant={variant} tone={tone}>
            {toneLabels[tone]}
          </Button>
        )),
      )}
    </div>
  );
}

export const Variants: Story = { render: () => <VariantGrid /> };

export const VariantsDarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => <VariantGrid />,
};

export const Small: Story = { args: { size: 'small', children: 'Applica' } };

export const WithIcon: Story = {
  args: { icon: <Plus size={18} aria-hidden />, children: 'NUOVO' },
  play: async ({ canvasElement }) => {
    // The icon is decorative: the name is the label alone.
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('NUOVO');
  },
};

export const Destructive: Story = {
  args: { tone: 'error', icon: <Trash2 size={18} aria-hidden />, children: 'ELIMINA' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'SALVA' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'SALVA' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-pending');
    // Unlike `disabled`, a pending button keeps keyboard focus, and ignores activation.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongItalianText: Story = {
  args: { children: 'Proposte di fatturazione del mese corrente', variant: 'outlined' },
};

export const Test_Keyboard: Story = {
  name: 'Test: Enter and Space activate it',
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'SALVA' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const onSubmit = fn();

export const Test_SubmitsItsForm: Story = {
  name: 'Test: type submit submits its form',
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Button {...args} type="submit" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SALVA' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Test_PendingSubmitDoesNotSubmit: Story = {
  name: 'Test: a pending submit button does not submit',
  args: { pending: true },
  render: Test_SubmitsItsForm.render,
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SALVA' }));
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

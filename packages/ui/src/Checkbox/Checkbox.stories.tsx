import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CheckboxState } from './Checkbox.tsx';
import { Checkbox } from './Checkbox.tsx';

const mustAccept = (checked: boolean) =>
  checked ? null : 'Per continuare accetta le condizioni del servizio';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Proprietario', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { label: 'Seleziona tutti gli immobili', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Seleziona tutti gli immobili' }),
    ).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const WithDescription: Story = {
  args: { label: 'Consigliere', description: 'Riceve le comunicazioni riservate al consiglio' },
};

export const WithError: Story = {
  args: {
    label: 'Accetto le condizioni del servizio',
    required: true,
    error: 'Per continuare accetta le condizioni del servizio',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Accetto le condizioni del servizio',
    });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAttribute('aria-required', 'true');
  },
};

/** A disabled checkbox's label is greyed like its box: the colour of disabled text. */
async function expectGreyedLabel(canvasElement: HTMLElement, name: string) {
  const checkbox = within(canvasElement).getByRole('checkbox', { name });
  await expect(checkbox).toBeDisabled();
  const label = within(canvasElement).getByText(name);
  await expect(getComputedStyle(label).color).toBe(getComputedStyle(checkbox).color);
  await expect(getComputedStyle(label).color).not.toBe(
    getComputedStyle(canvasElement.firstElementChild ?? canvasElement).color,
  );
}

export const Disabled: Story = {
  args: { label: 'Portiere', disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expectGreyedLabel(canvasElement, 'Portiere');
  },
};

export const DisabledUnchecked: Story = {
  args: { label: 'Firmato', disabled: true },
  play: async ({ canvasElement }) => {
    await expectGreyedLabel(canvasElement, 'Firmato');
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Firmato' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

export const ReadOnly: Story = {
  args: { label: 'Inquilino', readOnly: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Inquilino' });
    await userEvent.click(checkbox);
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongItalianLabel: Story = {
  args: {
    label:
      'Invia una copia della convocazione dell’assemblea anche ai conduttori degli immobili locati',
    description: 'La comunicazione parte all’indirizzo email registrato in anagrafica',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Checkbox {...args} label="Proprietario" defaultChecked />
      <Checkbox {...args} label="Inquilino" />
      <Checkbox {...args} label="Tutti" checked="indeterminate" />
      <Checkbox {...args} label="Portiere" disabled />
    </div>
  ),
};

export const TestToggleWithKeyboard: Story = {
  name: 'Test: Space toggles, the label too',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Proprietario' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Proprietario'));
    await expect(checkbox).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const TestRequiredValidation: Story = {
  name: 'Test: validates on change and blur',
  args: { label: 'Accetto le condizioni del servizio', required: true, validate: mustAccept },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Accetto le condizioni del servizio' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText(mustAccept(false) as string)).toBeVisible();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(mustAccept(false) as string)).toBeNull();
  },
};

function SelectAllExample() {
  const [rows, setRows] = useState([true, false, false]);
  const all: CheckboxState = rows.every(Boolean)
    ? true
    : rows.some(Boolean)
      ? 'indeterminate'
      : false;
  const names = ['Scala A', 'Scala B', 'Scala C'];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox
        label="Tutte le scale"
        checked={all}
        onCheckedChange={(checked) => setRows(rows.map(() => checked))}
      />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, paddingLeft: 26 }}>
        {names.map((name, index) => (
          <Checkbox
            key={name}
            label={name}
            checked={rows[index] ?? false}
            onCheckedChange={(checked) =>
              setRows(rows.map((row, position) => (position === index ? checked : row)))
            }
          />
        ))}
      </div>
    </div>
  );
}

export const TestIndeterminateParent: Story = {
  name: 'Test: an indeterminate parent selects all',
  render: () => <SelectAllExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parent = canvas.getByRole('checkbox', { name: 'Tutte le scale' });
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
    parent.focus();
    await userEvent.keyboard(' ');
    await expect(parent).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Scala C' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Scala B' }));
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
  },
};

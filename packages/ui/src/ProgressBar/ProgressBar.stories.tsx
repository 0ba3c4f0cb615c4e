import { progressPercent, quoteProgress } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 40 },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Avanzamento' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const QuoteProgress: Story = {
  name: 'Quotes received (2 of 3)',
  // 002 §5.7: received / requested × 100, computed by domain.
  args: {
    value: quoteProgress({ got: 2, requests: 3 }),
    label: 'Preventivi ricevuti',
    tone: 'success',
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Preventivi ricevuti' });
    await expect(bar).toHaveAttribute('aria-valuetext', '66%');
  },
};

export const ImportProgress: Story = {
  name: 'Import (37 of 120 rows)',
  // 002 §9: the percent rounded down, computed by domain.
  args: { value: progressPercent(37, 120), label: 'Importazione in corso' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('30%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 100, tone: 'success', label: 'Importazione completata' },
};

export const Empty: Story = { args: { value: 0 } };

export const Indeterminate: Story = {
  args: { value: null, label: 'Verifica dei dati' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Verifica dei dati' });
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ProgressBar {...args} tone="primary" label="Primario" value={20} />
      <ProgressBar {...args} tone="success" label="Completato" value={100} />
      <ProgressBar {...args} tone="info" label="Informazione" value={50} />
      <ProgressBar {...args} tone="warning" label="Attenzione" value={70} />
      <ProgressBar {...args} tone="error" label="Errori" value={10} />
      <ProgressBar {...args} tone="primary" label="Indeterminato" value={null} />
    </div>
  ),
};

export const Small: Story = { args: { size: 'small', value: 75 } };

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Caricamento del file', value: 55 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Caricamento del file' }),
    ).toBeVisible();
  },
};

export const LongItalianText: Story = {
  args: {
    label: 'Preventivi ricevuti per la sostituzione dell’impianto di riscaldamento centralizzato',
    value: 25,
  },
};

export const Test_OutOfRange: Story = {
  name: 'Test: values out of range are kept in',
  args: { value: 130 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
  },
};

export const Test_CustomMax: Story = {
  name: 'Test: a max other than 100',
  args: { value: 3, max: 4, labels: { value: '{value} per cento' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemax', '4');
    await expect(bar).toHaveAttribute('aria-valuetext', '75 per cento');
  },
};

/** An import that advances one row per click. */
function Advancing() {
  const [done, setDone] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <ProgressBar value={progressPercent(done, 3)} label="Importazione in corso" />
      <div>
        <Button onClick={() => setDone((rows) => Math.min(rows + 1, 3))}>Riga successiva</Button>
      </div>
    </div>
  );
}

export const Test_ValueText: Story = {
  name: 'Test: the value text follows the value',
  render: () => <Advancing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Importazione in corso' });
    await expect(bar).toHaveAttribute('aria-valuetext', '0%');
    const next = canvas.getByRole('button', { name: 'Riga successiva' });
    await userEvent.click(next);
    await expect(bar).toHaveAttribute('aria-valuetext', '33%');
    await expect(canvas.getByText('33%')).toBeVisible();
    await userEvent.click(next);
    await expect(bar).toHaveAttribute('aria-valuetext', '66%');
    await userEvent.click(next);
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

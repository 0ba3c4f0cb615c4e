import { IMPORT_STEPS, importStepTitle } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stepper } from './Stepper.tsx';
import type { StepperProps } from './Stepper.tsx';

/** The import wizard's steps, titled by domain (002 §2.7). */
const importSteps = IMPORT_STEPS.map((definition) => importStepTitle(definition.step));
/** The dashboard settings steps (000 §2). */
const dashboardSteps = [
  { label: 'Layout', description: 'Scegli una delle 3 varianti' },
  { label: 'Componenti', description: 'Scegli un widget per ogni cella' },
  { label: 'Anteprima', description: 'Controlla il layout finale prima di salvare' },
];

/**
 * A completed step's accessible name: its label and the hidden ', completato' (Chrome and
 * dom-accessibility-api may put a space between the two, the hidden text being a separate box).
 */
const completed = (label: string) => new RegExp(`^${label}\\s*, completato$`);

const meta = {
  title: 'Feedback/Stepper',
  component: Stepper,
  args: { steps: importSteps, current: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ImportWizard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Passaggi' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveAttribute('data-state', 'complete');
    await expect(items[0]).toHaveTextContent('Scarica il modello, completato');
    await expect(items[4]).toHaveAttribute('data-state', 'upcoming');
    // Without onStepClick nothing is a button.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const FirstStep: Story = { args: { current: 0 } };

export const AllComplete: Story = {
  args: { current: importSteps.length },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    for (const item of items) await expect(item).toHaveAttribute('data-state', 'complete');
  },
};

export const DashboardSettings: Story = {
  args: { steps: dashboardSteps, current: 1, onStepClick: fn() },
};

export const Disabled: Story = {
  name: 'Going back disabled (import running)',
  args: { current: 3, onStepClick: fn(), disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: completed('Carica il file') });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onStepClick).not.toHaveBeenCalled();
  },
};

export const LongItalianText: Story = {
  args: {
    steps: [
      'Scelta del modello di importazione delle anagrafiche',
      'Caricamento del foglio di calcolo compilato',
      'Verifica preliminare dei dati e dei codici fiscali',
    ],
    current: 1,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 520 }}>
        <Story />
      </div>
    ),
  ],
};

/** A wizard that goes forward with Avanti and back by clicking a completed step. */
function Wizard({ onStepClick, ...props }: Omit<StepperProps, 'current'>) {
  const [current, setCurrent] = useState(2);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Stepper
        {...props}
        current={current}
        onStepClick={(index) => {
          onStepClick?.(index);
          setCurrent(index);
        }}
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => setCurrent((step) => Math.min(step + 1, props.steps.length - 1))}>
          Avanti
        </Button>
      </div>
    </div>
  );
}

export const Test_KeyboardNavigation: Story = {
  name: 'Test: back to a completed step by keyboard',
  args: { onStepClick: fn() },
  render: (args) => <Wizard steps={args.steps} onStepClick={args.onStepClick} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Completed steps are buttons in order; the current and upcoming ones are not tab stops.
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: completed('Scarica il modello') }),
    ).toHaveFocus();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: completed('Carica il file') });
    await expect(second).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Avanti' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepClick).toHaveBeenCalledWith(1);
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    // Forward again with Avanti, then back to the first step with Space.
    await userEvent.click(canvas.getByRole('button', { name: 'Avanti' }));
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    canvas.getByRole('button', { name: completed('Scarica il modello') }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onStepClick).toHaveBeenLastCalledWith(0);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('button', { name: /completato/ })).not.toBeInTheDocument();
  },
};

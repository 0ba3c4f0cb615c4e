import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionBar } from './ActionBar.tsx';

const SENT = "L'ordine è già stato inviato al fornitore.";

const meta = {
  title: 'Workflow/ActionBar',
  component: ActionBar,
  args: {
    onAction: fn(),
    actions: [
      { id: 'send', label: 'Invia al fornitore', enabled: false, reason: SENT },
      { id: 'suspend', label: 'Sospendi', enabled: true },
      { id: 'close', label: 'Chiudi ordine', enabled: true, variant: 'contained' },
      { id: 'forceClose', label: 'Chiusura forzata', enabled: true, tone: 'error' },
    ],
  },
} satisfies Meta<typeof ActionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The visible line under the bar that says why the focused action is unavailable. */
const reasonLine = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-reason-line]') as HTMLElement;

/** An enabled action runs; a forbidden one stays visible, says why and does nothing. */
export const WithDisabledAction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Azioni' })).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Invia al fornitore' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAccessibleDescription(`Non disponibile: ${SENT}`);
    await userEvent.click(send);
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(reasonLine(canvasElement)).toHaveTextContent(`Non disponibile: ${SENT}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Chiudi ordine' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('close');
  },
};

/** Keyboard: Tab reaches the forbidden action too, and focusing it shows its reason. */
export const KeyboardReachesDisabled: Story = {
  name: 'Test: keyboard reaches a disabled action',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Invia al fornitore' })).toHaveFocus();
    await expect(reasonLine(canvasElement)).toHaveTextContent(`Non disponibile: ${SENT}`);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sospendi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('suspend');
  },
};

/** While an action's request runs, its button shows progress and no other action starts. */
export const Pending: Story = {
  args: { pendingId: 'close' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', { name: 'Chiudi ordine' });
    await expect(close).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Sospendi' }));
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** No action available: every button disabled, each with its reason. */
export const AllDisabled: Story = {
  args: {
    actions: [
      { id: 'accept', label: 'Accetta', enabled: false, reason: "L'ordine è chiuso." },
      { id: 'plan', label: 'Pianifica', enabled: false, reason: "L'ordine è chiuso." },
    ],
  },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Every action available: the bar is only its buttons, with no empty reason line under them (it
 * sat as a blank band in activity cards and off-centred the bar from the heading beside it).
 */
export const AllEnabled: Story = {
  name: 'Test: a bar with every action available keeps no room for a reason',
  args: {
    actions: [
      { id: 'edit', label: 'Modifica', enabled: true },
      { id: 'reject', label: 'Rifiuta attività', enabled: true, tone: 'error' },
    ],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Azioni' });
    await expect(reasonLine(canvasElement)).toBeNull();
    const bar = group.parentElement as HTMLElement;
    await expect(bar.getBoundingClientRect().height).toBe(group.getBoundingClientRect().height);
  },
};

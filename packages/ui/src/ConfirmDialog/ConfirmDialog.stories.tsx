import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import {
  clickOutside,
  expectEscapeBlocked,
  expectOverlayBehaviour,
  openOverlay,
} from '../private/overlayBehaviour.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const TRIGGER = 'Elimina attività';
const DELETE_QUESTION = "Sei sicuro di voler cancellare l'attività ?";
const COMPLETE_QUESTION = "Chiudendo l'attività decidi di registrare un intervento come eseguito.";
const RESET_MESSAGE =
  'Sei sicuro di voler resettare la dashboard? La configurazione attualmente salvata verrà eliminata per sempre.';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    message: DELETE_QUESTION,
    variant: 'yesNo',
    tone: 'destructive',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    onConfirmError: fn(),
  },
  render: (args) => (
    <ConfirmDialog {...args} trigger={<Button variant="outlined">{TRIGGER}</Button>} />
  ),
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: TRIGGER });
const open = (
  canvasElement: HTMLElement,
  name: string | RegExp,
  openWith: 'click' | 'Enter' = 'click',
) => openOverlay({ trigger: triggerOf(canvasElement), name, role: 'alertdialog', openWith });

/** Delete an activity (001 §5): SI / NO. */
export const YesNo: Story = {
  name: 'Yes / no (delete activity)',
  play: async ({ canvasElement, args }) => {
    await expectOverlayBehaviour({
      trigger: triggerOf(canvasElement),
      name: DELETE_QUESTION,
      role: 'alertdialog',
      onClose: args.onCancel,
    });
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const dialog = await open(canvasElement, DELETE_QUESTION);
    // Focus starts on the least destructive answer.
    await expect(within(dialog).getByRole('button', { name: 'NO' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'SI' })).toBeEnabled();
  },
};

/** Quick completion of an activity (001 §5): CONTINUA / ANNULLA. */
export const ContinueCancel: Story = {
  name: 'Continue / cancel (complete activity)',
  args: { message: COMPLETE_QUESTION, variant: 'continueCancel', tone: 'default' },
  render: (args) => (
    <ConfirmDialog {...args} trigger={<Button variant="outlined">{TRIGGER}</Button>} />
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = triggerOf(canvasElement);
    const dialog = await open(canvasElement, COMPLETE_QUESTION, 'Enter');
    await expect(within(dialog).getByRole('button', { name: 'ANNULLA' })).toHaveFocus();
    // Keyboard: Tab to CONTINUA, Enter confirms.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'CONTINUA' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await open(canvasElement, COMPLETE_QUESTION);
  },
};

/** 'Reset dashboard' (000 §2): 600 px, Annulla / Reset. */
export const ResetDashboard: Story = {
  args: {
    title: 'Reset dashboard',
    message: RESET_MESSAGE,
    variant: 'cancelReset',
    tone: undefined,
  },
  play: async ({ canvasElement, args }) => {
    await expectOverlayBehaviour({
      trigger: triggerOf(canvasElement),
      name: 'Reset dashboard',
      role: 'alertdialog',
      onClose: args.onCancel,
    });
    const dialog = await open(canvasElement, 'Reset dashboard');
    await expect(dialog).toHaveAccessibleDescription(RESET_MESSAGE);
    await expect(dialog.getBoundingClientRect().width).toBe(600);
    await expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    title: 'Reset dashboard',
    message: RESET_MESSAGE,
    variant: 'cancelReset',
    tone: undefined,
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Reset dashboard');
  },
};

export const Test_Cancel: Story = {
  name: 'Test: NO by click and by keyboard',
  play: async ({ canvasElement, args }) => {
    const trigger = triggerOf(canvasElement);
    let dialog = await open(canvasElement, DELETE_QUESTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    dialog = await open(canvasElement, DELETE_QUESTION, 'Enter');
    // NO has focus: Enter answers it.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Test_Confirm: Story = {
  name: 'Test: SI by click',
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, DELETE_QUESTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(triggerOf(canvasElement)).toHaveFocus());
  },
};

export const Test_OutsideClickDoesNotAnswer: Story = {
  name: 'Test: a click outside does not answer',
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, DELETE_QUESTION);
    await clickOutside(dialog);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'NO' })).toHaveFocus();
  },
};

/** Resolves the pending confirmation of the busy stories. */
let settle: ((outcome: 'resolve' | 'reject') => void) | undefined;
const pendingConfirm = () =>
  new Promise<void>((resolve, reject) => {
    settle = (outcome) =>
      outcome === 'resolve' ? resolve() : reject(new Error('Rete non disponibile'));
  });

/** While the action runs: spinner, buttons blocked, Escape blocked (the final frame of this story). */
export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, DELETE_QUESTION);
    const yes = within(dialog).getByRole('button', { name: 'SI' });
    await userEvent.click(yes);
    await waitFor(() => expect(yes).toHaveAttribute('aria-disabled', 'true'));
    await expect(yes).toHaveAttribute('aria-busy', 'true');
    await expect(yes).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'NO' })).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Operazione in corso…');
    // A second click does not run the action twice.
    await userEvent.click(yes);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expectEscapeBlocked(dialog, args.onCancel);
  },
};

export const Test_BusyThenResolved: Story = {
  name: 'Test: busy, then resolved closes',
  args: { onConfirm: fn(pendingConfirm) },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, DELETE_QUESTION, 'Enter');
    await userEvent.tab();
    const yes = within(dialog).getByRole('button', { name: 'SI' });
    await expect(yes).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(yes).toHaveAttribute('aria-disabled', 'true'));
    // Enter again while busy is ignored.
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    settle?.('resolve');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(triggerOf(canvasElement)).toHaveFocus());
  },
};

export const Test_BusyThenRejected: Story = {
  name: 'Test: busy, then rejected stays open',
  args: { onConfirm: fn(pendingConfirm) },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, DELETE_QUESTION);
    const yes = within(dialog).getByRole('button', { name: 'SI' });
    await userEvent.click(yes);
    await waitFor(() => expect(yes).toHaveAttribute('aria-disabled', 'true'));
    settle?.('reject');
    await waitFor(() => expect(yes).not.toHaveAttribute('aria-disabled'));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onConfirmError).toHaveBeenCalledTimes(1);
    await expect(args.onConfirmError).toHaveBeenCalledWith(new Error('Rete non disponibile'));
    await expect(yes).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'NO' })).toBeEnabled();
    // The user can now cancel, which Escape does once.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Test_LabelsOverridden: Story = {
  name: 'Test: labels overridden',
  args: { confirmLabel: 'Elimina', cancelLabel: 'Mantieni' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, DELETE_QUESTION);
    await expect(within(dialog).getByRole('button', { name: 'Elimina' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Mantieni' })).toHaveFocus();
  },
};

export const LongItalianText: Story = {
  args: {
    title: 'Eliminazione del fornitore Impianti Elettrici Lombardi e Figli S.n.c.',
    message:
      "Sei sicuro di voler eliminare il fornitore? Tutti gli ordini di servizio ancora aperti, le attività pianificate e i documenti di qualifica collegati resteranno consultabili nell'archivio ma non potranno più essere modificati.",
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement, /Eliminazione del fornitore/);
  },
};

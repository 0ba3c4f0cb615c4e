import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { expectOverlayBehaviour, openOverlay } from '../private/overlayBehaviour.ts';
import { InfoDialog } from './InfoDialog.tsx';

const TRIGGER = 'Condominio Via Roma 12';
const NOT_ALLOWED = 'Non hai i permessi per aprire questo elemento';

const meta = {
  title: 'Overlays/InfoDialog',
  component: InfoDialog,
  args: { title: 'Immobile', children: NOT_ALLOWED, onOpenChange: fn() },
  render: (args) => (
    <InfoDialog {...args} trigger={<Button variant="outlined">{TRIGGER}</Button>} />
  ),
} satisfies Meta<typeof InfoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: TRIGGER });

/** The related building cannot be opened (002 §2.2). */
export const Building: Story = {
  name: 'Immobile',
  play: async ({ canvasElement, args }) => {
    await expectOverlayBehaviour({
      trigger: triggerOf(canvasElement),
      name: 'Immobile',
      onClose: args.onOpenChange,
      closeArgs: [false],
    });
    const dialog = await openOverlay({
      trigger: triggerOf(canvasElement),
      name: 'Immobile',
      openWith: 'click',
    });
    await expect(dialog).toHaveAccessibleDescription(NOT_ALLOWED);
    // The only control, Chiudi, has focus.
    await expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveFocus();
  },
};

export const Administrator: Story = {
  name: 'Amministratore',
  args: { title: 'Amministratore' },
  play: async ({ canvasElement }) => {
    await openOverlay({
      trigger: triggerOf(canvasElement),
      name: 'Amministratore',
      openWith: 'click',
    });
  },
};

export const LongItalianText: Story = {
  name: 'Fornitore, long text',
  args: {
    title: 'Fornitore',
    children:
      'Non hai i permessi per aprire la scheda del fornitore Impianti Elettrici Lombardi e Figli S.n.c.: chiedi all’amministratore del tuo profilo di abilitare la funzionalità Fornitori per consultare anagrafica, documenti di qualifica e ordini di servizio collegati.',
  },
  play: async ({ canvasElement }) => {
    await openOverlay({ trigger: triggerOf(canvasElement), name: 'Fornitore', openWith: 'click' });
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openOverlay({ trigger: triggerOf(canvasElement), name: 'Immobile', openWith: 'click' });
  },
};

export const Test_CloseWithEnter: Story = {
  name: 'Test: Chiudi with Enter and by click',
  play: async ({ canvasElement, args }) => {
    const trigger = triggerOf(canvasElement);
    let dialog = await openOverlay({ trigger, name: 'Immobile' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    dialog = await openOverlay({ trigger, name: 'Immobile', openWith: 'click' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
  },
};

export const Test_CloseLabelOverridden: Story = {
  name: 'Test: close label overridden',
  args: { closeLabel: 'Ho capito' },
  play: async ({ canvasElement }) => {
    const dialog = await openOverlay({
      trigger: triggerOf(canvasElement),
      name: 'Immobile',
      openWith: 'click',
    });
    await expect(within(dialog).getByRole('button', { name: 'Ho capito' })).toHaveFocus();
  },
};

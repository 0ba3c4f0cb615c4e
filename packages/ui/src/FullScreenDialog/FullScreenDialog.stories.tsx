import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { expectOverlayBehaviour, openOverlay } from '../private/overlayBehaviour.ts';
import { FullScreenDialog } from './FullScreenDialog.tsx';
import type { FullScreenDialogProps } from './FullScreenDialog.tsx';

const TRIGGER = 'Modifica profilo';

const fieldStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  maxWidth: 480,
  marginBottom: 16,
} as const;

/** Stand-in fields: the real editors are composed by the app from the forms group's components. */
function ProfileFields({ rows = 3 }: { rows?: number }) {
  const fields = [
    ['Nome', 'Giulia'],
    ['Cognome', 'Bianchi'],
    ['Email', 'giulia.bianchi@studiobianchi.it'],
    ['Cellulare', '+39 347 123 4567'],
    ['Indirizzo', 'Via Roma 12'],
    ['Città', 'Milano'],
  ] as const;
  return (
    <>
      {Array.from({ length: rows }, (_, round) =>
        fields.map(([label, value]) => (
          <label key={`${round}-${label}`} style={fieldStyle}>
            {round ? `${label} (${round + 1})` : label}
            <input
              defaultValue={value}
              name={`${label}-${round}`}
              style={{ font: 'inherit', padding: 8 }}
            />
          </label>
        )),
      )}
    </>
  );
}

const meta = {
  title: 'Overlays/FullScreenDialog',
  component: FullScreenDialog,
  args: {
    title: 'Il mio profilo',
    onOpenChange: fn(),
    children: <ProfileFields rows={1} />,
  },
  render: (args) => (
    <FullScreenDialog {...args} trigger={<Button variant="outlined">{TRIGGER}</Button>} />
  ),
} satisfies Meta<typeof FullScreenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: TRIGGER });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expectOverlayBehaviour({
      trigger: triggerOf(canvasElement),
      name: 'Il mio profilo',
      onClose: args.onOpenChange,
      closeArgs: [false],
    });
    const dialog = await openOverlay({
      trigger: triggerOf(canvasElement),
      name: 'Il mio profilo',
      openWith: 'click',
    });
    // It covers the viewport.
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight);
    // The close button comes first.
    await expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveFocus();
  },
};

/** With `onSubmit` the dialog is a form: SALVA in the title bar submits it (edit supplier, 000 §2). */
function WithSaveDemo(args: FullScreenDialogProps & { onSave?: () => void }) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    args.onOpenChange?.(next);
  };
  return (
    <FullScreenDialog
      {...args}
      open={open}
      onOpenChange={change}
      trigger={<Button variant="outlined">{TRIGGER}</Button>}
      actions={<Button type="submit">SALVA</Button>}
      onSubmit={(event) => {
        event.preventDefault();
        args.onSave?.();
        change(false);
      }}
    >
      <ProfileFields rows={3} />
    </FullScreenDialog>
  );
}

export const WithActions: Story = {
  name: 'With actions (SALVA), long body',
  args: { title: 'Modifica fornitore', description: 'Impianti Elettrici Lombardi e Figli S.n.c.' },
  render: (args) => <WithSaveDemo {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await openOverlay({
      trigger: triggerOf(canvasElement),
      name: 'Modifica fornitore',
      openWith: 'click',
    });
    await expect(dialog).toHaveAccessibleDescription('Impianti Elettrici Lombardi e Figli S.n.c.');
    await expect(within(dialog).getByRole('button', { name: 'SALVA' })).toBeInTheDocument();
  },
};

const onSave = fn();

export const Test_SaveWithKeyboard: Story = {
  name: 'Test: SALVA with Enter, and Enter in a field',
  args: { title: 'Modifica fornitore' },
  render: (args) => <WithSaveDemo {...args} onSave={onSave} />,
  play: async ({ canvasElement, args }) => {
    onSave.mockClear();
    const trigger = triggerOf(canvasElement);
    let dialog = await openOverlay({ trigger, name: 'Modifica fornitore' });
    // Close, title… then SALVA: Tab once from the close button.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'SALVA' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(onSave).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    dialog = await openOverlay({ trigger, name: 'Modifica fornitore' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome' }), ' Maria{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(onSave).toHaveBeenCalledTimes(2);
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { title: 'La mia azienda', description: 'Studio Bianchi Amministrazioni' },
  render: (args) => <WithSaveDemo {...args} />,
  play: async ({ canvasElement }) => {
    await openOverlay({
      trigger: triggerOf(canvasElement),
      name: 'La mia azienda',
      openWith: 'click',
    });
  },
};

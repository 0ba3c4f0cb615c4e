import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import {
  clickOutside,
  expectEscapeBlocked,
  expectOverlayBehaviour,
  openOverlay,
} from '../private/overlayBehaviour.ts';
import { vars } from '../theme/vars.css.ts';
import { Dialog } from './Dialog.tsx';
import type { DialogProps } from './Dialog.tsx';

const TRIGGER = 'Apri il dialogo';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Sostituzione lampade vano scala',
    onOpenChange: fn(),
    children: (
      <p style={{ margin: 0 }}>
        L’intervento è previsto per giovedì 14 marzo alle 9:00. Il fornitore ritirerà le chiavi del
        locale contatori in portineria.
      </p>
    ),
  },
  render: (args) => <Dialog {...args} trigger={<Button variant="outlined">{TRIGGER}</Button>} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: TRIGGER });

/** Opens the dialog again at the end of a play function, so the screenshot shows it. */
async function reopen(canvasElement: HTMLElement, name: string | RegExp) {
  return openOverlay({ trigger: triggerOf(canvasElement), name, openWith: 'click' });
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expectOverlayBehaviour({
      trigger: triggerOf(canvasElement),
      name: 'Sostituzione lampade vano scala',
      onClose: args.onOpenChange,
      closeArgs: [false],
    });
    await reopen(canvasElement, 'Sostituzione lampade vano scala');
  },
};

export const WithDescription: Story = {
  args: {
    description: 'Condominio Via Roma 12, Milano',
    actions: (
      <>
        <Button variant="text" tone="neutral">
          Annulla
        </Button>
        <Button>SALVA</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await reopen(canvasElement, 'Sostituzione lampade vano scala');
    await expect(dialog).toHaveAccessibleDescription('Condominio Via Roma 12, Milano');
  },
};

const paragraphs = [
  'Il presente verbale riassume le decisioni dell’assemblea straordinaria del condominio di Via Garibaldi 8, convocata per deliberare sul rifacimento della facciata e sulla sostituzione dell’impianto di riscaldamento centralizzato.',
  'L’amministratore ha illustrato i tre preventivi ricevuti, evidenziando le differenze di prezzo, i tempi di esecuzione e le garanzie offerte da ciascun fornitore. I condòmini hanno chiesto chiarimenti sulla ripartizione delle spese tra proprietari e inquilini.',
  'Dopo ampia discussione, l’assemblea ha approvato a maggioranza il preventivo della ditta Edilnord S.r.l., con inizio lavori previsto per il mese di aprile e conclusione entro la fine di settembre, salvo condizioni meteorologiche avverse.',
  'È stato inoltre deliberato di affidare la direzione dei lavori all’ingegnere incaricato, che provvederà a redigere il piano di sicurezza e a coordinare gli interventi con la ditta esecutrice e con il fornitore dell’impianto termico.',
  'I condòmini sono invitati a liberare balconi e terrazzi da vasi, tende e oggetti personali entro la data di montaggio dei ponteggi, che verrà comunicata con almeno quindici giorni di anticipo tramite avviso affisso in bacheca.',
  'Le rate straordinarie saranno addebitate in quattro soluzioni trimestrali; chi desidera pagare in un’unica soluzione può farne richiesta all’amministrazione entro trenta giorni dalla ricezione del presente verbale.',
];

export const LongItalianText: Story = {
  args: {
    title: 'Verbale dell’assemblea straordinaria del condominio di Via Garibaldi 8 del 12 febbraio',
    children: [...paragraphs, ...paragraphs].map((text, index) => <p key={index}>{text}</p>),
    actions: <Button>Ho letto il verbale</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await reopen(canvasElement, /Verbale dell’assemblea/);
    // The body overflows: it becomes a keyboard stop so the text can be scrolled without a mouse.
    const body = dialog.querySelector<HTMLElement>('[data-scrollable]');
    await waitFor(() => expect(dialog.querySelector('[data-scrollable]')).not.toBeNull());
    await expect(body).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(dialog.querySelector('[data-scrollable]')).toHaveFocus();
    // The dialog never grows past the viewport.
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Test_ShortBodyIsNotATabStop: Story = {
  name: 'Test: short body is not a Tab stop',
  play: async ({ canvasElement }) => {
    const dialog = await reopen(canvasElement, 'Sostituzione lampade vano scala');
    await expect(dialog.querySelector('[tabindex="0"]')).toBeNull();
  },
};

/** A blocking dialog ('Permessi insufficienti', 000 §4): no close button, Escape and outside clicks do nothing. */
function BlockingDemo(args: DialogProps) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    args.onOpenChange?.(next);
  };
  return (
    <Dialog
      {...args}
      open={open}
      onOpenChange={change}
      trigger={<Button variant="outlined">{TRIGGER}</Button>}
      actions={<Button onClick={() => change(false)}>Torna al login</Button>}
    />
  );
}

export const Blocking: Story = {
  args: {
    title: 'Permessi insufficienti',
    blocking: true,
    children: (
      <p style={{ margin: 0 }}>
        Hai perso l’accesso ad alcune parti dell’applicazione: è necessario avviare una nuova
        sessione.
      </p>
    ),
  },
  render: (args) => <BlockingDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = triggerOf(canvasElement);
    const dialog = await openOverlay({ trigger, name: 'Permessi insufficienti' });
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(within(dialog).queryByRole('button', { name: 'Chiudi' })).toBeNull();
    await expectEscapeBlocked(dialog, args.onOpenChange);
    // An outside click does not close it either.
    await clickOutside(dialog);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    // Focus sits on the only action; Enter closes it.
    await expect(within(dialog).getByRole('button', { name: 'Torna al login' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger).toHaveFocus());
    await reopen(canvasElement, 'Permessi insufficienti');
  },
};

export const MaxWidth600: Story = {
  name: 'Max width 600 (pickers, reset)',
  args: {
    title: 'Seleziona un immobile',
    maxWidth: 600,
    children: (
      <p style={{ margin: 0 }}>
        La larghezza dei dialoghi di selezione e del reset della dashboard è 600 px.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await reopen(canvasElement, 'Seleziona un immobile');
    await expect(dialog.getBoundingClientRect().width).toBe(600);
  },
};

export const MaxWidthFromToken: Story = {
  name: 'Test: max width from a size token',
  args: { title: 'Seleziona un fornitore', maxWidth: vars.size.pickerDialog },
  play: async ({ canvasElement }) => {
    const dialog = await reopen(canvasElement, 'Seleziona un fornitore');
    await expect(dialog.getBoundingClientRect().width).toBe(600);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    description: 'Condominio Via Roma 12, Milano',
    actions: (
      <>
        <Button variant="text" tone="neutral">
          Annulla
        </Button>
        <Button>SALVA</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await reopen(canvasElement, 'Sostituzione lampade vano scala');
  },
};

export const Test_CloseButton: Story = {
  name: 'Test: close button',
  play: async ({ canvasElement, args }) => {
    const trigger = triggerOf(canvasElement);
    const dialog = await openOverlay({ trigger, name: 'Sostituzione lampade vano scala' });
    const close = within(dialog).getByRole('button', { name: 'Chiudi' });
    // Focus starts on the first control, the close button; Enter activates it.
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    // And by pointer.
    const again = await openOverlay({
      trigger,
      name: 'Sostituzione lampade vano scala',
      openWith: 'click',
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
  },
};

export const Test_OutsideClickCloses: Story = {
  name: 'Test: outside click closes',
  play: async ({ canvasElement, args }) => {
    const trigger = triggerOf(canvasElement);
    const dialog = await openOverlay({
      trigger,
      name: 'Sostituzione lampade vano scala',
      openWith: 'Space',
    });
    await clickOutside(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

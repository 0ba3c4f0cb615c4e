import { dashboardWidgetById } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { expectOverlayBehaviour, openOverlay } from '../private/overlayBehaviour.ts';
import { WidgetInfoSheet } from './WidgetInfoSheet.tsx';

const dailyEvents = dashboardWidgetById('daily_events');
if (!dailyEvents) throw new Error('daily_events is in the catalogue (000 §3)');

const TRIGGER = 'Informazioni su Eventi del calendario';

const meta = {
  title: 'Dashboard/WidgetInfoSheet',
  component: WidgetInfoSheet,
  args: {
    widget: dailyEvents,
    onOpenChange: fn(),
    trigger: <Button variant="outlined">{TRIGGER}</Button>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WidgetInfoSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: TRIGGER });

/** The known example of 000 §3: 'Eventi del calendario', width 4, height 2, its description. */
export const DailyEvents: Story = {
  name: 'Daily events (000 §3)',
  play: async ({ canvasElement, args }) => {
    await expectOverlayBehaviour({
      trigger: triggerOf(canvasElement),
      name: 'Informazioni',
      onClose: args.onOpenChange,
      closeArgs: [false],
    });
    const sheet = await openOverlay({ trigger: triggerOf(canvasElement), name: 'Informazioni' });
    const fields = within(sheet);
    const valueOf = (term: string) => fields.getByText(term).nextElementSibling;
    await expect(valueOf('Nome')).toHaveTextContent('Eventi del calendario');
    await expect(valueOf('Altezza')).toHaveTextContent('2');
    await expect(valueOf('Larghezza')).toHaveTextContent('4');
    await expect(
      fields.getByText('Mostra gli eventi aggiunti al calendario giorno per giorno'),
    ).toBeVisible();
    // The single button has the focus, as in every info dialog.
    await expect(fields.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
  },
};

export const SeveralLines: Story = {
  name: 'Several description lines',
  args: {
    widget: {
      name: 'Assegnati a me',
      size: { width: 4, height: 2 },
      info: [
        'Mostra i ticket, gli ordini e i sinistri assegnati a te, dal più recente.',
        'Vedi solo gli elementi delle sezioni a cui hai accesso.',
        'Fino a 50 elementi per sezione.',
      ],
    },
    defaultOpen: true,
    trigger: undefined,
  },
  play: async () => {
    const sheet = await within(document.body).findByRole('dialog', { name: 'Informazioni' });
    await expect(sheet.querySelectorAll('dd')).toHaveLength(3);
    await expect(within(sheet).getByText('Fino a 50 elementi per sezione.')).toBeVisible();
  },
};

export const WithoutDescription: Story = {
  args: {
    widget: { name: 'Persone', size: { width: 2, height: 1 }, info: [] },
    defaultOpen: true,
    trigger: undefined,
  },
  play: async () => {
    const sheet = await within(document.body).findByRole('dialog', { name: 'Informazioni' });
    await expect(within(sheet).queryByText('Descrizione')).toBeNull();
  },
};

export const LongItalianText: Story = {
  args: {
    widget: {
      name: 'Ordini di servizio aperti non ancora confermati dal fornitore per gli immobili gestiti dallo studio',
      size: { width: 2, height: 1 },
      info: [
        'Mostra il numero degli ordini di servizio aperti che il fornitore non ha ancora confermato, così da poterlo sollecitare prima della data di inizio prevista per l’intervento.',
      ],
    },
    defaultOpen: true,
    trigger: undefined,
  },
};

export const CustomLabels: Story = {
  args: {
    labels: { title: 'Info', name: 'Name', height: 'Height', width: 'Width', close: 'Close' },
    defaultOpen: true,
    trigger: undefined,
  },
  play: async () => {
    const sheet = await within(document.body).findByRole('dialog', { name: 'Info' });
    await expect(within(sheet).getByText('Height')).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  args: { defaultOpen: true, trigger: undefined },
  globals: { theme: 'dark' },
};

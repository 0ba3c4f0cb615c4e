import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckCheck } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { expectOverlayBehaviour, openOverlay } from '../private/overlayBehaviour.ts';
import * as styles from './SideDrawer.css.ts';
import { SideDrawer } from './SideDrawer.tsx';

const TRIGGER = 'Apri il pannello';

const notifications = [
  { id: 1, title: 'Nuovo ticket: perdita d’acqua nel box 14', when: '14/03/2024 09:12' },
  { id: 2, title: 'Preventivo ricevuto da Idraulica Rossi S.r.l.', when: '13/03/2024 17:40' },
  { id: 3, title: 'Ordine ODS-2024-0153 completato', when: '13/03/2024 11:05' },
  {
    id: 4,
    title: 'Nuovo avviso pubblicato per il Condominio Via Roma 12',
    when: '12/03/2024 08:30',
  },
];

const onMarkAsRead = fn();

const meta = {
  title: 'Layout/SideDrawer',
  component: SideDrawer,
  args: {
    title: 'Notifiche',
    onOpenChange: fn(),
    headerActions: (
      <IconButton
        label="Segna come lette"
        icon={<CheckCheck size={20} aria-hidden />}
        onClick={onMarkAsRead}
      />
    ),
    children: (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
        {notifications.map((notification) => (
          <li key={notification.id}>
            <div style={{ fontWeight: 500 }}>{notification.title}</div>
            <div style={{ fontSize: 13 }}>{notification.when}</div>
          </li>
        ))}
      </ul>
    ),
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <SideDrawer {...args} trigger={<Button variant="outlined">{TRIGGER}</Button>} />
  ),
  beforeEach: () => {
    onMarkAsRead.mockClear();
  },
} satisfies Meta<typeof SideDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: TRIGGER });

/** Opens the drawer again at the end of a play function, for the screenshot. */
async function reopen(canvasElement: HTMLElement, name: string) {
  return openOverlay({ trigger: triggerOf(canvasElement), name, openWith: 'click' });
}

/** The notifications drawer; the shared overlay suite proves focus trap, Escape, aria-modal and focus return. */
export const Notifications: Story = {
  play: async ({ canvasElement, args }) => {
    await expectOverlayBehaviour({
      trigger: triggerOf(canvasElement),
      name: 'Notifiche',
      onClose: args.onOpenChange,
      closeArgs: [false],
    });
    const drawer = await reopen(canvasElement, 'Notifiche');
    // 500 px, against the right edge, full height.
    const box = drawer.getBoundingClientRect();
    await expect(box.width).toBe(500);
    await expect(box.right).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Test_CloseButtonAndHeaderActions: Story = {
  name: 'Test: close button and header actions',
  play: async ({ canvasElement, args }) => {
    const trigger = triggerOf(canvasElement);
    const drawer = await openOverlay({ trigger, name: 'Notifiche' });
    // Focus starts on the first control of the header.
    const markAsRead = within(drawer).getByRole('button', { name: 'Segna come lette' });
    await expect(markAsRead).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onMarkAsRead).toHaveBeenCalledTimes(1);
    await expect(drawer).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Test_OutsideClickCloses: Story = {
  name: 'Test: outside click closes',
  play: async ({ canvasElement, args }) => {
    const trigger = triggerOf(canvasElement);
    const drawer = await openOverlay({ trigger, name: 'Notifiche', openWith: 'Space' });
    // The scrim covers the page left of the drawer; its centre is the window's centre.
    const scrim = document.querySelector<HTMLElement>(`.${styles.overlay}`);
    await expect(scrim).not.toBeNull();
    await userEvent.click(scrim as HTMLElement);
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Help: Story = {
  args: {
    title: 'Helpdesk',
    description: 'Ordini di servizio',
    headerActions: undefined,
    children: (
      <>
        <p style={{ marginTop: 0 }}>
          Da questa pagina puoi consultare gli ordini di servizio inviati ai fornitori, filtrarli
          per stato e aprirne il dettaglio.
        </p>
        <p>Per creare un nuovo ordine usa il pulsante NUOVO nella barra delle azioni.</p>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await expectOverlayBehaviour({
      trigger: triggerOf(canvasElement),
      name: 'Helpdesk',
      onClose: args.onOpenChange,
      closeArgs: [false],
    });
    const drawer = await reopen(canvasElement, 'Helpdesk');
    await expect(drawer).toHaveAccessibleDescription('Ordini di servizio');
    // The only control is 'Chiudi'; the short body is no Tab stop.
    await expect(within(drawer).getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await expect(drawer.querySelector('[tabindex="0"]')).toBeNull();
  },
};

export const Test_LongContentScrolls: Story = {
  name: 'Test: long content scrolls',
  args: {
    title: 'Chat aziendale',
    headerActions: undefined,
    children: (
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {Array.from({ length: 60 }, (_, index) => (
          <li key={index} style={{ padding: '6px 0' }}>
            Messaggio {index + 1}: il fornitore passerà domani mattina per il sopralluogo.
          </li>
        ))}
      </ol>
    ),
    footer: <Button>Nuova chat</Button>,
  },
  play: async ({ canvasElement }) => {
    const drawer = await openOverlay({ trigger: triggerOf(canvasElement), name: 'Chat aziendale' });
    const body = drawer.querySelector<HTMLElement>('[data-scrollable]');
    await waitFor(() => expect(body).not.toBeNull());
    // The scrolling body is a Tab stop so that the keyboard can scroll it.
    await expect(body?.scrollHeight).toBeGreaterThan(body?.clientHeight ?? 0);
    await userEvent.tab();
    await expect(body).toHaveFocus();
    // The footer stays visible at the bottom.
    const footer = within(drawer).getByRole('button', { name: 'Nuova chat' });
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Test_ControlledWidth: Story = {
  name: 'Test: custom width',
  args: { title: 'Chat', width: 380, headerActions: undefined },
  play: async ({ canvasElement }) => {
    const drawer = await reopen(canvasElement, 'Chat');
    await expect(drawer.getBoundingClientRect().width).toBe(380);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await reopen(canvasElement, 'Notifiche');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

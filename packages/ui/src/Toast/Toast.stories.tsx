import { notificationToast } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Snackbar } from '../Snackbar/Snackbar.tsx';
import { SnackbarProvider } from '../Snackbar/SnackbarProvider.tsx';
import { Toast } from './Toast.tsx';
import { useToast } from './useToast.ts';
import type { ToastOptions } from './useToast.ts';

const TITLE = 'Nuovo ticket: perdita d’acqua al piano terra';
const DESCRIPTION = 'Condominio Via Roma 12, Milano';

/** A notification message as it arrives from the window message (002 §3.10). */
const notificationMessage = {
  messageId: 'msg-2024-0315-001',
  data: { notificationTitle: TITLE },
};

/** A button that shows a toast through the hook, as the notification listener would. */
function ShowButton({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>Simula notifica</Button>;
}

const body = () => within(document.body);

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  // Stories that show a toast keep it open so that the screenshot is stable.
  args: { title: TITLE, description: DESCRIPTION, onOpen: fn(), duration: Infinity },
  render: (args) => (
    <SnackbarProvider>
      <Toast {...args} />
    </SnackbarProvider>
  ),
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const open = await body().findByRole('button', {
      name: /^Nuovo ticket: perdita d’acqua al piano terra\s*Condominio Via Roma 12, Milano$/,
    });
    await expect(open).toBeVisible();
    await expect(body().getByRole('button', { name: 'Chiudi notifica' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: {
    title: notificationToast({ messageId: 'msg-1', data: {} }).title,
    description: undefined,
  },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Nuova notifica' })).toBeVisible();
  },
};

export const NotOpenable: Story = {
  name: 'Without a target',
  args: {
    onOpen: undefined,
    title: 'Manutenzione programmata',
    description: 'Il servizio sarà sospeso sabato dalle 22:00 alle 23:00',
  },
  play: async () => {
    await expect(await body().findByText('Manutenzione programmata')).toBeVisible();
    await expect(
      body().queryByRole('button', { name: /Manutenzione programmata/ }),
    ).not.toBeInTheDocument();
  },
};

export const LongItalianText: Story = {
  args: {
    title:
      'Preventivo ricevuto per la sostituzione dell’impianto di riscaldamento centralizzato del condominio',
    description:
      'Edilnord S.r.l. ha inviato il preventivo richiesto per il Condominio Via Garibaldi 8: l’importo e le condizioni sono disponibili nella scheda dell’ordine.',
  },
  play: async () => {
    await expect(await body().findByText(/Edilnord S\.r\.l\./)).toBeVisible();
  },
};

export const WithSnackbar: Story = {
  name: 'Beside a snackbar (one viewport)',
  render: (args) => (
    <SnackbarProvider>
      <Snackbar message="Salvataggio avvenuto con successo" tone="success" timeout={null} />
      <Toast {...args} />
    </SnackbarProvider>
  ),
  play: async () => {
    // The provider draws its messages once Radix's toast code has loaded, in the landmark that
    // replaces the empty one it showed until then: the messages first, then their landmark.
    await body().findByText(TITLE);
    const region = body().getByRole('region', { name: 'Notifiche (F8)' });
    await expect(within(region).getByText(TITLE)).toBeVisible();
    await expect(within(region).getByText('Salvataggio avvenuto con successo')).toBeVisible();
  },
};

export const Test_ClickOpens: Story = {
  name: 'Test: a click opens the target and dismisses',
  render: (args) => {
    const toast = notificationToast(notificationMessage);
    return (
      <SnackbarProvider>
        <ShowButton
          options={{
            id: toast.id,
            title: toast.title,
            duration: toast.visibleForMs,
            onOpen: args.onOpen,
          }}
        />
      </SnackbarProvider>
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simula notifica' }));
    await userEvent.click(await body().findByRole('button', { name: TITLE }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByText(TITLE)).not.toBeInTheDocument());
  },
};

export const Test_EnterOpens: Story = {
  name: 'Test: Enter on the toast opens the target',
  render: (args) => (
    <SnackbarProvider>
      <ShowButton
        options={{ title: TITLE, description: DESCRIPTION, duration: 60_000, onOpen: args.onOpen }}
      />
    </SnackbarProvider>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simula notifica' }));
    await body().findByText(TITLE);
    // F8 moves focus to the viewport, Tab to the toast itself.
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    const toast = body().getByText(TITLE).closest('li');
    await expect(toast).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByText(TITLE)).not.toBeInTheDocument());
  },
};

export const Test_Dismiss: Story = {
  name: 'Test: dismiss without opening',
  render: (args) => (
    <SnackbarProvider>
      <ShowButton options={{ title: TITLE, duration: 60_000, onOpen: args.onOpen }} />
    </SnackbarProvider>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simula notifica' }));
    await userEvent.click(await body().findByRole('button', { name: 'Chiudi notifica' }));
    await waitFor(() => expect(body().queryByText(TITLE)).not.toBeInTheDocument());
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Test_AutoRemoval: Story = {
  name: 'Test: removed after its duration',
  render: (args) => (
    <SnackbarProvider toastDuration={300}>
      <ShowButton options={{ title: TITLE, onOpen: args.onOpen }} />
    </SnackbarProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simula notifica' }));
    await expect(await body().findByText(TITLE)).toBeVisible();
    await waitFor(() => expect(body().queryByText(TITLE)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const Test_Escape: Story = {
  name: 'Test: Escape dismisses',
  render: (args) => (
    <SnackbarProvider>
      <ShowButton options={{ title: TITLE, duration: 60_000, onOpen: args.onOpen }} />
    </SnackbarProvider>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simula notifica' }));
    await body().findByText(TITLE);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByText(TITLE)).not.toBeInTheDocument());
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

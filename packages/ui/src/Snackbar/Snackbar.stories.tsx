import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Snackbar } from './Snackbar.tsx';
import { SnackbarProvider } from './SnackbarProvider.tsx';
import type { SnackbarProviderProps } from './SnackbarProvider.tsx';
import { useSnackbar } from './useSnackbar.ts';
import type { SnackbarOptions } from './useSnackbar.ts';

const SUCCESS = 'Salvataggio avvenuto con successo';
const READ_ERROR = 'Errore di lettura, riprovare più tardi';

/** A button that queues one or more snackbars through the hook, as an app screen would. */
function ShowButton({ label, options }: { label: string; options: SnackbarOptions[] }) {
  const snackbar = useSnackbar();
  return (
    <Button onClick={() => options.forEach((option) => snackbar.show(option))}>{label}</Button>
  );
}

/** A provider (one per story: two would give two landmarks with the same name) and a trigger. */
function Demo({
  provider,
  ...button
}: {
  label: string;
  options: SnackbarOptions[];
  provider?: Omit<SnackbarProviderProps, 'children'>;
}) {
  return (
    <SnackbarProvider {...provider}>
      <ShowButton {...button} />
    </SnackbarProvider>
  );
}

const body = () => within(document.body);

const meta = {
  title: 'Feedback/Snackbar',
  component: Snackbar,
  // Stories that show a snackbar keep it open (timeout null) so that the screenshot is stable.
  args: { message: SUCCESS, tone: 'success', timeout: null, onOpenChange: fn() },
  render: (args) => (
    <SnackbarProvider>
      <Snackbar {...args} />
    </SnackbarProvider>
  ),
} satisfies Meta<typeof Snackbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async () => {
    // The provider draws its messages once Radix's toast code has loaded, in the landmark that
    // replaces the empty one it showed until then: the message first, then its landmark.
    await body().findByText(SUCCESS);
    const region = body().getByRole('region', { name: 'Notifiche (F8)' });
    await expect(within(region).getByText(SUCCESS)).toBeVisible();
    // Only errors have 'Chiudi' (002 §8).
    await expect(within(region).queryByRole('button', { name: 'Chiudi' })).not.toBeInTheDocument();
  },
};

export const ErrorMessage: Story = {
  args: { message: READ_ERROR, tone: 'error' },
  play: async () => {
    await expect(await body().findByText(READ_ERROR)).toBeVisible();
    await expect(body().getByRole('button', { name: 'Chiudi' })).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <SnackbarProvider maxVisible={5}>
      <Snackbar {...args} tone="neutral" message="Bozza salvata" />
      <Snackbar {...args} tone="success" message={SUCCESS} />
      <Snackbar {...args} tone="info" message="Sincronizzazione dei dati in corso" />
      <Snackbar {...args} tone="warning" message="Elemento già presente in anagrafica" />
      <Snackbar
        {...args}
        tone="error"
        message="Salvataggio non consentito. Controlla i dati inseriti"
      />
    </SnackbarProvider>
  ),
  play: async () => {
    await expect(await body().findByText('Bozza salvata')).toBeVisible();
    await expect(body().getAllByRole('button', { name: 'Chiudi' })).toHaveLength(1);
  },
};

export const WithAction: Story = {
  args: {
    tone: 'neutral',
    message: 'Promemoria eliminato',
    action: { label: 'Annulla', onClick: fn(), altText: 'Annulla l’eliminazione del promemoria' },
  },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Annulla' })).toBeVisible();
  },
};

export const ErrorWithAction: Story = {
  args: {
    tone: 'error',
    message: 'Si è verificato un errore, riprovare più tardi',
    action: { label: 'Riprova', onClick: fn() },
  },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Riprova' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Chiudi' })).toBeVisible();
  },
};

export const LongItalianText: Story = {
  args: {
    tone: 'warning',
    message:
      'Il file caricato contiene 14 righe con un codice fiscale già presente in anagrafica: le righe sono state ignorate perché l’aggiornamento degli elementi esistenti è disattivato.',
    closable: true,
  },
  play: async () => {
    await expect(await body().findByText(/14 righe/)).toBeVisible();
  },
};

export const Test_AutoHide: Story = {
  name: 'Test: auto-hide after the timeout',
  render: () => (
    <Demo label="Salva" options={[{ message: SUCCESS, tone: 'success', timeout: 300 }]} />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    await expect(await body().findByText(SUCCESS)).toBeVisible();
    await waitFor(() => expect(body().queryByText(SUCCESS)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const Test_DefaultTimeout: Story = {
  name: 'Test: default timeout of 2500 ms',
  render: () => <Demo label="Salva" options={[{ message: SUCCESS, tone: 'success' }]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    await expect(await body().findByText(SUCCESS)).toBeVisible();
    // Still there after 2 s, gone soon after 2.5 s.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(body().getByText(SUCCESS)).toBeVisible();
    await waitFor(() => expect(body().queryByText(SUCCESS)).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

export const Test_ErrorStays: Story = {
  name: 'Test: an error does not close by itself',
  render: () => (
    <Demo
      label="Carica"
      provider={{ timeout: 200 }}
      options={[
        { message: 'Caricamento completato', tone: 'success' },
        { message: READ_ERROR, tone: 'error' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Carica' }));
    await expect(await body().findByText(READ_ERROR)).toBeVisible();
    // The success snackbar follows the provider's 200 ms; the error outlives it.
    await waitFor(
      () => expect(body().queryByText('Caricamento completato')).not.toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(body().getByText(READ_ERROR)).toBeVisible();
  },
};

export const Test_ErrorCloseButton: Story = {
  name: 'Test: an error closes with Chiudi',
  render: () => <Demo label="Apri chat" options={[{ message: READ_ERROR, tone: 'error' }]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apri chat' }));
    await expect(await body().findByText(READ_ERROR)).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(body().queryByText(READ_ERROR)).not.toBeInTheDocument());
  },
};

export const Test_ErrorEscape: Story = {
  name: 'Test: an error closes with Escape',
  render: () => <Demo label="Apri chat" options={[{ message: READ_ERROR, tone: 'error' }]} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Apri chat' });
    await userEvent.click(trigger);
    await expect(await body().findByText(READ_ERROR)).toBeVisible();
    // Focus is still on the trigger: Escape reaches the snackbar without moving into it.
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByText(READ_ERROR)).not.toBeInTheDocument());
  },
};

export const Test_KeyboardReach: Story = {
  name: 'Test: F8 reaches the snackbar, Chiudi by keyboard',
  render: () => <Demo label="Apri chat" options={[{ message: READ_ERROR, tone: 'error' }]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apri chat' }));
    await expect(await body().findByText(READ_ERROR)).toBeVisible();
    await userEvent.keyboard('[F8]');
    const region = body().getByRole('region', { name: 'Notifiche (F8)' });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    const close = body().getByRole('button', { name: 'Chiudi' });
    for (let step = 0; step < 5 && document.activeElement !== close; step += 1)
      await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByText(READ_ERROR)).not.toBeInTheDocument());
  },
};

export const Test_KeyboardReachBeforeAnyMessage: Story = {
  name: 'Test: F8 focuses the empty Notifiche landmark, and a message then shows in it',
  render: () => (
    <Demo label="Salva" options={[{ message: SUCCESS, tone: 'success', timeout: null }]} />
  ),
  play: async ({ canvasElement }) => {
    // Nothing shown yet: the landmark is there and empty, and F8 moves focus into it from the
    // page (here from the story's button, reached with Tab).
    const empty = body().getByRole('region', { name: 'Notifiche (F8)' });
    await expect(within(empty).queryAllByRole('listitem')).toHaveLength(0);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Salva' })).toHaveFocus();
    await userEvent.keyboard('[F8]');
    await waitFor(() =>
      expect(
        body().getByRole('region', { name: 'Notifiche (F8)' }).contains(document.activeElement),
      ).toBe(true),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    await body().findByText(SUCCESS);
    const region = body().getByRole('region', { name: 'Notifiche (F8)' });
    await expect(within(region).getByText(SUCCESS)).toBeVisible();
  },
};

export const Test_Action: Story = {
  name: 'Test: the action runs and closes the snackbar',
  args: {
    message: 'Promemoria eliminato',
    tone: 'neutral',
    action: { label: 'Annulla', onClick: fn() },
  },
  render: (args) => (
    <Demo
      label="Elimina"
      options={[{ message: args.message, tone: args.tone, action: args.action, timeout: null }]}
    />
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Elimina' }));
    await userEvent.click(await body().findByRole('button', { name: 'Annulla' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByText('Promemoria eliminato')).not.toBeInTheDocument());
  },
};

export const Test_Queue: Story = {
  name: 'Test: a queue of two, one at a time',
  render: () => (
    <Demo
      label="Salva tutto"
      provider={{ maxVisible: 1 }}
      options={[
        { message: 'Salvataggio non consentito. Controlla i dati inseriti', tone: 'error' },
        { message: 'Salvataggio avvenuto correttamente', tone: 'success', timeout: null },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva tutto' }));
    await expect(
      await body().findByText('Salvataggio non consentito. Controlla i dati inseriti'),
    ).toBeVisible();
    // The second waits for the first.
    await expect(body().queryByText('Salvataggio avvenuto correttamente')).not.toBeInTheDocument();
    await userEvent.click(body().getByRole('button', { name: 'Chiudi' }));
    await expect(await body().findByText('Salvataggio avvenuto correttamente')).toBeVisible();
    await waitFor(() =>
      expect(
        body().queryByText('Salvataggio non consentito. Controlla i dati inseriti'),
      ).not.toBeInTheDocument(),
    );
  },
};

export const Test_Stack: Story = {
  name: 'Test: two at once by default',
  render: () => (
    <Demo
      label="Salva tutto"
      options={[
        { message: 'Profilo aggiornato', tone: 'success', timeout: null },
        { message: 'Fornitore aggiornato', tone: 'success', timeout: null },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva tutto' }));
    await expect(await body().findByText('Profilo aggiornato')).toBeVisible();
    await expect(await body().findByText('Fornitore aggiornato')).toBeVisible();
  },
};

export const Test_PauseOnHover: Story = {
  name: 'Test: the timer pauses while hovered',
  render: () => (
    <Demo label="Salva" options={[{ message: SUCCESS, tone: 'success', timeout: 400 }]} />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    const message = await body().findByText(SUCCESS);
    await userEvent.hover(message);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(body().getByText(SUCCESS)).toBeVisible();
    await userEvent.unhover(message);
    await waitFor(() => expect(body().queryByText(SUCCESS)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const Test_SameIdReplaces: Story = {
  name: 'Test: the same id replaces the message',
  render: () => (
    <Demo
      label="Sincronizza"
      options={[
        { id: 'sync', message: 'Sincronizzazione in corso', tone: 'info', timeout: null },
        { id: 'sync', message: 'Sincronizzazione completata', tone: 'success', timeout: null },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sincronizza' }));
    await expect(await body().findByText('Sincronizzazione completata')).toBeVisible();
    await expect(body().queryByText('Sincronizzazione in corso')).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';

/** Some content to load, with a button that must not be reachable while loading. */
function Content() {
  return (
    <div
      style={{
        display: 'grid',
        gap: 12,
        padding: 24,
        border: '1px solid',
        borderRadius: 8,
        minHeight: 240,
      }}
    >
      <h2 style={{ margin: 0 }}>Condominio Via Roma 12</h2>
      <p style={{ margin: 0 }}>24 unità immobiliari, 3 scale, amministratore Studio Bianchi.</p>
      <div>
        <Button variant="outlined">Apri scheda</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true, onTimeout: fn() },
  render: (args) => (
    <div style={{ width: 480 }}>
      <LoadingOverlay {...args}>
        <Content />
      </LoadingOverlay>
    </div>
  ),
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Caricamento in corso');
    // The content below is busy and out of reach.
    const content = canvas
      .getByRole('heading', { name: 'Condominio Via Roma 12' })
      .closest('[aria-busy]');
    await expect(content).toHaveAttribute('aria-busy', 'true');
    await expect(content).toHaveAttribute('inert');
    await userEvent.tab();
    await expect(canvas.getByText('Apri scheda')).not.toHaveFocus();
  },
};

export const WithText: Story = {
  args: { text: 'Caricamento dei dati del condominio…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Caricamento dei dati del condominio…',
    );
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apri scheda' })).toHaveFocus();
    await expect(args.onTimeout).not.toHaveBeenCalled();
  },
};

export const WithoutChildren: Story = {
  name: 'Over a positioned area',
  render: (args) => (
    <div
      style={{
        position: 'relative',
        width: 480,
        height: 240,
        border: '1px dashed',
        borderRadius: 8,
      }}
    >
      <LoadingOverlay {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const FullScreen: Story = {
  args: { cover: 'screen', text: 'Accesso in corso…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Accesso in corso…');
  },
};

export const LongItalianText: Story = {
  args: {
    text: 'Stiamo preparando l’elenco completo delle unità immobiliari, dei condòmini e dei fornitori: l’operazione può richiedere qualche secondo.',
  },
};

export const Test_Timeout: Story = {
  name: 'Test: onTimeout after the timeout',
  args: { timeout: 300 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onTimeout).toHaveBeenCalledTimes(1), { timeout: 3000 });
    // Once, not every 300 ms.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(args.onTimeout).toHaveBeenCalledTimes(1);
  },
};

/** The app's side: after the timeout it closes the overlay and says what happened. */
function TimeoutDemo({ timeout, onTimeout }: { timeout: number; onTimeout?: () => void }) {
  const [state, setState] = useState<'loading' | 'slow'>('loading');
  return (
    <div style={{ width: 480 }}>
      <LoadingOverlay
        open={state === 'loading'}
        timeout={timeout}
        onTimeout={() => {
          onTimeout?.();
          setState('slow');
        }}
      >
        <Content />
      </LoadingOverlay>
      {state === 'slow' ? (
        <p role="alert">Il caricamento sta richiedendo più tempo del previsto.</p>
      ) : null}
    </div>
  );
}

export const Test_TimeoutHandled: Story = {
  name: 'Test: the app reacts to the timeout',
  args: { timeout: 300 },
  render: (args) => <TimeoutDemo timeout={args.timeout ?? 300} onTimeout={args.onTimeout} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Il caricamento sta richiedendo più tempo del previsto.',
    );
    await expect(args.onTimeout).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Closing before the timeout cancels it. */
function ToggleDemo({ timeout, onTimeout }: { timeout: number; onTimeout?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 12, width: 480 }}>
      <div>
        <Button onClick={() => setOpen(false)}>Dati caricati</Button>
      </div>
      <LoadingOverlay open={open} timeout={timeout} onTimeout={onTimeout}>
        <Content />
      </LoadingOverlay>
    </div>
  );
}

export const Test_ClosedBeforeTimeout: Story = {
  name: 'Test: closing before the timeout cancels it',
  args: { timeout: 400 },
  render: (args) => <ToggleDemo timeout={args.timeout ?? 400} onTimeout={args.onTimeout} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dati caricati' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(args.onTimeout).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarX2, ImageOff, LayoutGrid } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { uiMessage } from '../messages/it-IT.ts';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nessun elemento da visualizzare')).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { variant: 'noResults' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nessun risultato trovato')).toBeVisible();
    await expect(canvas.getByText('Prova a modificare i criteri di ricerca')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    variant: 'noResults',
    action: (
      <Button variant="outlined" onClick={fn()}>
        Ripristina
      </Button>
    ),
  },
};

export const NoActivities: Story = {
  args: { title: uiMessage('emptyState.noActivities'), size: 'small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nessuna attività pianificata')).toBeVisible();
  },
};

export const NoEvents: Story = {
  args: { title: uiMessage('emptyState.noEvents'), icon: <CalendarX2 size={24} aria-hidden /> },
};

export const NoWidgets: Story = {
  args: {
    title: uiMessage('emptyState.noWidgets'),
    icon: <LayoutGrid size={20} aria-hidden />,
    size: 'small',
  },
};

export const NoPreview: Story = {
  args: { title: uiMessage('emptyState.noPreview'), icon: <ImageOff size={24} aria-hidden /> },
};

export const WithoutIcon: Story = {
  args: { variant: 'noResults', icon: false, size: 'small' },
};

export const Small: Story = {
  args: { size: 'small' },
  decorators: [
    (Story) => (
      <div style={{ width: 280, border: '1px solid', borderRadius: 8 }}>
        <Story />
      </div>
    ),
  ],
};

export const LongItalianText: Story = {
  args: {
    title:
      'Nessun preventivo ricevuto per gli ordini di servizio aperti negli ultimi trenta giorni',
    description:
      'I fornitori invitati non hanno ancora risposto: puoi sollecitarli dalla scheda dell’ordine oppure invitare altri fornitori qualificati per la stessa categoria.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

const onReset = fn();

export const Test_ActionClick: Story = {
  name: 'Test: the action is a real button',
  args: { variant: 'noResults' },
  render: (args) => (
    <EmptyState
      {...args}
      action={
        <Button variant="outlined" onClick={onReset}>
          Ripristina
        </Button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    onReset.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Ripristina' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onReset).toHaveBeenCalledTimes(1);
  },
};

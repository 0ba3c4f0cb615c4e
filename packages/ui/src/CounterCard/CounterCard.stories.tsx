import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { ClipboardList, FileWarning, Ticket, Wrench } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectClientNavigation, withClientRouter } from '../private/routerStory.tsx';
import { CounterCard } from './CounterCard.tsx';

/** A 2x1 dashboard cell (000 §9) of a 4-column grid. */
const cell = (Story: () => ReactElement) => (
  <div style={{ width: 280, height: 120 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Data display/CounterCard',
  component: CounterCard,
  args: { title: 'Ordini aperti', value: 12 },
  decorators: [cell],
} satisfies Meta<typeof CounterCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Clickable: Story = {
  args: { onClick: fn(), tone: 'primary', icon: <ClipboardList size={18} aria-hidden /> },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', { name: 'Ordini aperti 12' });
    await userEvent.click(card);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    card.blur();
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Link: Story = {
  args: {
    href: '#/ORG/orders/service?status=open',
    tone: 'info',
    icon: <ClipboardList size={18} aria-hidden />,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ordini aperti 12' });
    await expect(link).toHaveAttribute('href', '#/ORG/orders/service?status=open');
  },
};

const navigate = fn();

/** Under UiRouterProvider (the app's), the card's link navigates client-side. */
export const Test_ClientSideLink: Story = {
  name: 'Test: client-side link',
  args: {
    href: '/ORG/orders/service?status=open',
    tone: 'info',
    icon: <ClipboardList size={18} aria-hidden />,
  },
  decorators: [withClientRouter(navigate)],
  beforeEach: () => {
    navigate.mockClear();
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ordini aperti 12' });
    await expectClientNavigation(link, navigate, '/ORG/orders/service?status=open');
  },
};

export const Loading: Story = {
  args: { loading: true, onClick: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Not clickable while loading; the loading state is announced.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Caricamento in corso')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { value: null, onClick: fn() },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', {
      name: 'Ordini aperti Valore non disponibile',
    });
    await expect(card).toHaveTextContent('-');
  },
};

export const Zero: Story = { args: { value: 0, tone: 'success' } };

export const LargeValue: Story = {
  args: { value: 12345, tone: 'warning', icon: <FileWarning size={18} aria-hidden /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12.345')).toBeVisible();
  },
};

export const Tones: Story = {
  decorators: [],
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 240px)',
        gridAutoRows: 120,
        gap: 16,
      }}
    >
      <CounterCard
        title="Ticket da assegnare"
        value={4}
        tone="warning"
        icon={<Ticket size={18} aria-hidden />}
        onClick={() => {}}
      />
      <CounterCard
        title="Ordini scaduti"
        value={2}
        tone="error"
        icon={<ClipboardList size={18} aria-hidden />}
        onClick={() => {}}
      />
      <CounterCard
        title="Interventi completati"
        value={57}
        tone="success"
        icon={<Wrench size={18} aria-hidden />}
      />
      <CounterCard title="Preventivi richiesti" value={9} tone="info" />
      <CounterCard title="Contratti attivi" value={31} tone="primary" />
      <CounterCard title="Sinistri aperti" value={null} />
    </div>
  ),
};

export const LongItalianTitle: Story = {
  args: {
    title:
      'Ordini di servizio in attesa di validazione da parte dell’amministratore del condominio',
    value: 8,
    onClick: fn(),
    icon: <ClipboardList size={18} aria-hidden />,
  },
};

export const DarkTheme: Story = { ...Tones, globals: { theme: 'dark' } };

import { dashboardWidgetById } from '@portineria/domain';
import type { DashboardWidgetPreview } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, within } from 'storybook/test';
import { WidgetPreview } from './WidgetPreview.tsx';

/** The preview a catalogue widget carries (000 §3 "Preview samples"). */
function previewOf(id: string): DashboardWidgetPreview | null {
  return dashboardWidgetById(id)?.preview ?? null;
}

/** As wide as an option card in the 500 px picker drawer. */
const card = (Story: () => ReactElement) => (
  <div style={{ width: 420 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Dashboard/WidgetPreview',
  component: WidgetPreview,
  args: { preview: previewOf('tickets_list') },
  decorators: [card],
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The miniature is hidden from assistive technology; the summary is read instead. */
async function expectSummary(canvasElement: HTMLElement, summary: string) {
  const root = canvasElement.querySelector<HTMLElement>('[data-kind]');
  if (!root) throw new Error('No preview');
  await expect(root.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  await expect(within(root).getByText(summary)).toBeInTheDocument();
  // Static: nothing to focus or press.
  await expect(root.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
}

export const Ticket: Story = {
  play: async ({ canvasElement }) => {
    await expectSummary(
      canvasElement,
      "Anteprima: Perdita d'acqua nel vano scala, 18/03/2024 09:30, Condominio Via Roma 12, Mario Rossi",
    );
  },
};

export const Order: Story = {
  args: { preview: previewOf('orders_list') },
  play: async ({ canvasElement }) => {
    await expectSummary(
      canvasElement,
      'Anteprima: Manutenzione ascensore, 18/03/2024 09:30, Condominio Via Roma 12, Ascensori Bianchi S.r.l.',
    );
  },
};

export const OrderQuotes: Story = {
  name: 'Order quotes',
  args: { preview: previewOf('quotes_list') },
  play: async ({ canvasElement }) => {
    await expectSummary(canvasElement, 'Anteprima: Preventivi ricevuti 2 di 3');
    // 002 §5.7: received (2) divided by requested (3), times 100.
    const bar = canvasElement.querySelector('[role="progressbar"]');
    await expect(bar).toHaveAttribute('aria-valuenow', String((2 / 3) * 100));
    await expect(canvasElement).toHaveTextContent('66%');
  },
};

export const Activity: Story = {
  args: { preview: previewOf('activities_list') },
  play: async ({ canvasElement }) => {
    await expectSummary(
      canvasElement,
      'Anteprima: Pulizia scale e androne, Residenza I Tigli, Pulizie Verdi S.n.c.',
    );
  },
};

export const CalendarEvent: Story = {
  name: 'Calendar event',
  args: { preview: previewOf('daily_events') },
  play: async ({ canvasElement }) => {
    await expectSummary(canvasElement, 'Anteprima: Assemblea condominiale, 18/03/2024 09:30');
  },
};

export const Unavailable: Story = {
  args: { preview: null },
  play: async ({ canvasElement }) => {
    // Read and shown as is (000 §2, §8).
    await expect(within(canvasElement).getByText('Anteprima non disponibile')).toBeVisible();
  },
};

export const LongItalianText: Story = {
  args: {
    preview: {
      kind: 'order',
      props: {
        title:
          'Sostituzione integrale della pompa di sollevamento delle acque reflue nel locale tecnico',
        date: '2025-11-30T17:45:00',
        buildingName: 'Condominio Residenza dei Giardini di Via Giuseppe Garibaldi 128',
        supplierName: 'Impianti Idraulici Bianchi e Figli S.n.c.',
      },
    },
  },
};

export const CustomLabels: Story = {
  args: {
    preview: { kind: 'order-quotes', props: { requests: 4, submit: 1 } },
    labels: { quotes: 'Quotes received', quotesCount: '{submit}/{requests}', summary: '{content}' },
  },
  play: async ({ canvasElement }) => {
    await expectSummary(canvasElement, 'Quotes received 1/4');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <WidgetPreview preview={previewOf('tickets_list')} />
      <WidgetPreview preview={previewOf('quotes_list')} />
      <WidgetPreview preview={previewOf('daily_events')} />
      <WidgetPreview preview={null} />
    </div>
  ),
};

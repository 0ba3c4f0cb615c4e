import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CalendarEvent } from '@portineria/domain';
import { COLLEAGUE_COLORS, DEFAULT_EVENT_COLOR } from '@portineria/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarEventChip } from './CalendarEventChip.tsx';

const meeting: CalendarEvent = {
  id: 1,
  object: 'Riunione fornitori',
  startTime: '2025-03-12 09:15',
  endTime: '2025-03-12 11:00',
};
const shortCall: CalendarEvent = {
  id: 2,
  object: 'Telefonata amministratore',
  startTime: '2025-03-12 09:00',
  endTime: '2025-03-12 09:45',
};
const allDay: CalendarEvent = {
  id: 3,
  object: 'Ferie',
  startTime: '2025-03-13',
  endTime: '2025-03-14',
  isAllDay: true,
};
const urgentOrder: CalendarEvent = {
  id: 4,
  object: 'Intervento idraulico scala B',
  startTime: '2025-03-12 14:00',
  endTime: '2025-03-12 16:00',
  _order: 501,
  org_orders: { id: 501, category: 'ODS', priority: 2, isSuspended: true },
};
const done: CalendarEvent = { ...meeting, id: 5, object: 'Verbale inviato', status: 1 };

const meta = {
  title: 'Calendar/CalendarEventChip',
  component: CalendarEventChip,
  args: { event: meeting, color: DEFAULT_EVENT_COLOR, onClick: fn() },
  decorators: [
    // One chip is drawn in a 260 × 84 box, as in a day of the grid; the palettes are not.
    (Story, context) =>
      context.parameters['chipFrame'] === false ? (
        <Story />
      ) : (
        <div style={{ width: 260, height: 84 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof CalendarEventChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button');
    await expect(chip).toHaveAccessibleName('Riunione fornitori 09:15 – 11:00');
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** 002 §9: 45 minutes or less show only the start time. */
export const ShortEvent: Story = {
  args: { event: shortCall, color: COLLEAGUE_COLORS[3] },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button');
    await expect(chip).toHaveTextContent('09:00');
    await expect(chip).not.toHaveTextContent('09:45');
  },
};

export const Bar: Story = { args: { variant: 'bar', color: COLLEAGUE_COLORS[0] } };

export const AllDayBar: Story = {
  args: { event: allDay, variant: 'bar', color: COLLEAGUE_COLORS[1], continuesAfter: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(
      // What only a screen reader needs follows what shows.
      /^Ferie ?, Tutto il giorno, continua dopo$/,
    );
  },
};

export const ListRow: Story = { args: { variant: 'list', color: COLLEAGUE_COLORS[7] } };

/** 002 §4.6: 'Urgente' for priority 2, 'Sospeso' when suspended. */
export const OrderLabels: Story = {
  args: { event: urgentOrder, variant: 'list', color: COLLEAGUE_COLORS[2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(
      '14:00 – 16:00 Intervento idraulico scala B Urgente Sospeso',
    );
  },
};

/**
 * A block as narrow as a day of the week grid beside the open side pane: the 'Urgente' and
 * 'Sospeso' tags show whole, the time gives way.
 */
export const TestNarrowBlockTags: Story = {
  name: 'Test: a narrow block keeps its tags whole',
  args: { event: urgentOrder, color: COLLEAGUE_COLORS[2] },
  parameters: { chipFrame: false },
  decorators: [
    (Story) => (
      <div style={{ width: 120, height: 48 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button');
    await expect(chip).toHaveAccessibleName(
      'Intervento idraulico scala B Urgente Sospeso 14:00 – 16:00',
    );
    const chipBox = chip.getBoundingClientRect();
    for (const name of ['Urgente', 'Sospeso']) {
      const tag = within(chip).getByText(name);
      await expect(tag.scrollWidth).toBeLessThanOrEqual(tag.clientWidth);
      await expect(tag.getBoundingClientRect().right).toBeLessThanOrEqual(chipBox.right);
    }
  },
};

/** 002 §4.2: done items are struck through. */
export const Done: Story = {
  args: { event: done },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button');
    await expect(chip).toHaveAccessibleName(/^Verbale inviato 09:15 – 11:00 ?, completato$/);
    await expect(chip).toHaveAttribute('data-done');
  },
};

/** The 12 colleague colours of 002 §9 and the default blue, in every variant, light and dark. */
function Palette() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 220px)', gap: 8 }}>
      {[DEFAULT_EVENT_COLOR, ...COLLEAGUE_COLORS].map((color, index) => (
        <div key={color} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <div style={{ height: 40 }}>
            <CalendarEventChip
              event={{ ...meeting, id: index, object: `Evento ${color}` }}
              color={color}
            />
          </div>
          <CalendarEventChip
            event={{ ...allDay, id: 100 + index, object: `Tutto il giorno ${color}` }}
            color={color}
            variant="bar"
          />
        </div>
      ))}
    </div>
  );
}

export const ColourPalette: Story = {
  parameters: { chipFrame: false },
  render: () => <Palette />,
};

export const ColourPaletteDark: Story = {
  name: 'Colour palette (dark theme)',
  parameters: { chipFrame: false },
  globals: { theme: 'dark' },
  render: () => <Palette />,
};

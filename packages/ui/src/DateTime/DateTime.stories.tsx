import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatDate, formatDateTime } from '@portineria/domain';
import type { DateValue } from '@portineria/domain';
import dayjs from 'dayjs';
import { expect, within } from 'storybook/test';
import { DateTime } from './DateTime.tsx';

const meta = {
  title: 'Data display/DateTime',
  component: DateTime,
  args: { value: '2025-03-10T14:30:00' },
} satisfies Meta<typeof DateTime>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('10/03/2025 14:30');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2025-03-10T14:30');
  },
};

export const DateOnly: Story = {
  args: { format: 'date' },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('10/03/2025');
    await expect(time).toHaveAttribute('datetime', '2025-03-10');
  },
};

export const FromDateObject: Story = { args: { value: new Date(2024, 11, 31, 23, 59) } };

export const Missing: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('-');
    await expect(text.tagName).toBe('SPAN');
  },
};

export const Invalid: Story = {
  name: 'Test: invalid date',
  args: { value: 'non è una data' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toHaveAttribute('data-missing');
  },
};

export const CustomMissingLabel: Story = {
  args: { value: undefined, missingLabel: 'Nessuna scadenza' },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/**
 * DateTime writes its dates without dayjs; these values (the forms the API and the app pass, the
 * daylight-saving changes of Italy, the United States and Brazil, edge years, invalid input) must
 * read exactly as domain's dayjs formatters write them, text and `datetime` attribute alike.
 */
const SAME_AS_DOMAIN: DateValue[] = [
  '2025-03-30T01:59',
  '2025-03-30T02:00',
  '2025-03-30T02:30',
  '2025-03-30T03:00',
  '2025-10-26T01:59',
  '2025-10-26T02:00',
  '2025-10-26T02:30:00.123',
  '2025-10-26T03:00',
  '2025-03-09 02:30',
  '2025-11-02 01:30:00',
  '2018-11-04',
  '2025-03-30T00:30:00Z',
  '2025-10-26T01:30:00+02:00',
  '2025-10-26T00:59:59.999Z',
  '2025-03-10',
  '2025/03/10',
  '20250310',
  '2025',
  '2025-3-1',
  '0050-01-01T10:00',
  '9999-12-31T23:59',
  '2025-02-30',
  '10/03/2025',
  'Mon, 10 Mar 2025 14:30:00 GMT',
  1741613400000,
  0,
  new Date(2024, 11, 31, 23, 59),
  new Date(Date.UTC(2025, 2, 30, 1, 0)),
  dayjs('2025-03-10T14:30'),
  '2025-13-40',
  'non è una data',
  Number.NaN,
];

export const SameAsDomainFormatters: Story = {
  name: "Test: same text as domain's formatters",
  render: () => (
    <ul style={{ margin: 0, paddingLeft: 16, columns: 2 }}>
      {SAME_AS_DOMAIN.map((value, index) => (
        <li key={index} data-index={index}>
          <DateTime value={value} /> · <DateTime value={value} format="date" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('li');
    await expect(rows).toHaveLength(SAME_AS_DOMAIN.length);
    for (const [index, value] of SAME_AS_DOMAIN.entries()) {
      const [withTime, dateOnly] = Array.from(rows[index]!.children);
      const parsed = dayjs(value);
      await expect(withTime?.textContent).toBe(formatDateTime(value));
      await expect(dateOnly?.textContent).toBe(formatDate(value));
      if (parsed.isValid()) {
        await expect(withTime).toHaveAttribute('datetime', parsed.format('YYYY-MM-DDTHH:mm'));
        await expect(dateOnly).toHaveAttribute('datetime', parsed.format('YYYY-MM-DD'));
      } else {
        await expect(withTime).toHaveAttribute('data-missing');
        await expect(dateOnly).toHaveAttribute('data-missing');
      }
    }
  },
};

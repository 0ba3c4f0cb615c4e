import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from './Money.tsx';

const meta = {
  title: 'Data display/Money',
  component: Money,
  args: { value: 1234.5 },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.234,50 €')).toBeVisible();
  },
};

export const Negative: Story = {
  args: { value: -1234.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-1.234,50 €')).toHaveAttribute('data-negative');
  },
};

export const DecimalString: Story = {
  args: { value: '98765.4' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('98.765,40 €')).toBeVisible();
  },
};

export const Missing: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toHaveAttribute('data-missing');
  },
};

export const CustomMissingLabel: Story = {
  args: { value: undefined, missingLabel: 'Non indicato' },
};

export const Values: Story = {
  render: () => (
    <table>
      <tbody>
        {[0, 12, 1234.5, -1234.5, 1000000, '1.005', null].map((value, index) => (
          <tr key={index}>
            <td style={{ textAlign: 'right' }}>
              <Money value={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const DarkTheme: Story = { ...Values, globals: { theme: 'dark' } };

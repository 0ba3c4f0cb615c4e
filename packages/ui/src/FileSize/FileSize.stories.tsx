import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FileSize } from './FileSize.tsx';

const meta = {
  title: 'Data display/FileSize',
  component: FileSize,
  args: { bytes: 1500 },
} satisfies Meta<typeof FileSize>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,50 KB')).toBeVisible();
  },
};

export const Zero: Story = { args: { bytes: 0 } };

export const Missing: Story = {
  args: { bytes: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toHaveAttribute('data-missing');
  },
};

export const Sizes: Story = {
  render: () => (
    <ul>
      {[0, 1, 999, 1500, 999999, 2_345_678, 4.2e9, 1e24, -1].map((bytes) => (
        <li key={bytes}>
          <FileSize bytes={bytes} />
        </li>
      ))}
    </ul>
  ),
};

export const DarkTheme: Story = { ...Sizes, globals: { theme: 'dark' } };

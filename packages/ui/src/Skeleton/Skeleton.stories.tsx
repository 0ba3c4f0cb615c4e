import { DASHBOARD_GRID_COLUMNS, DASHBOARD_SKELETON_CELLS } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text' },
  render: (args) => (
    <SkeletonGroup style={{ width: 320 }}>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One accessible label per region; the skeletons themselves are hidden. */
async function expectOneLabel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const statuses = canvas.getAllByRole('status');
  await expect(statuses).toHaveLength(1);
  await expect(statuses[0]).toHaveTextContent(/^Caricamento in corso$/);
  for (const skeleton of canvasElement.querySelectorAll('[data-skeleton]')) {
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  }
}

export const Text: Story = { play: async ({ canvasElement }) => expectOneLabel(canvasElement) };

export const Paragraph: Story = {
  args: { lines: 4 },
  play: async ({ canvasElement }) => expectOneLabel(canvasElement),
};

export const Rect: Story = { args: { shape: 'rect', height: 120 } };

export const Circle: Story = { args: { shape: 'circle' } };

export const ListItem: Story = {
  name: 'A list item',
  render: () => (
    <SkeletonGroup style={{ display: 'grid', gap: 16, width: 360 }}>
      {['a', 'b', 'c'].map((key) => (
        <div key={key} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton shape="circle" />
          <div style={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => expectOneLabel(canvasElement),
};

export const DashboardGrid: Story = {
  name: 'Dashboard: 12 cells',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <SkeletonGroup
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${DASHBOARD_GRID_COLUMNS}, 1fr)`,
        gap: 16,
        padding: 24,
      }}
    >
      {Array.from({ length: DASHBOARD_SKELETON_CELLS }, (_, index) => (
        <Skeleton key={`cell-${index}`} shape="rect" height={120} />
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expectOneLabel(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(
      DASHBOARD_SKELETON_CELLS,
    );
  },
};

export const CustomLabel: Story = {
  render: (args) => (
    <SkeletonGroup label="Caricamento delle attività" style={{ width: 320 }}>
      <Skeleton {...args} lines={3} />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Caricamento delle attività',
    );
  },
};

export const Test_NoAnimationWithReducedMotion: Story = {
  name: 'Test: no animation with reduced motion',
  args: { shape: 'rect', height: 80 },
  play: async ({ canvasElement }) => {
    // The test-runner emulates prefers-reduced-motion: reduce.
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const skeleton = canvasElement.querySelector('[data-skeleton]');
    if (!skeleton) throw new Error('No skeleton rendered');
    await expect(getComputedStyle(skeleton).animationName).toBe('none');
  },
};

import { DASHBOARD_VARIANTS, gridPlacement } from '@portineria/domain';
import type { DashboardVariant } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LayoutCarousel } from './LayoutCarousel.tsx';
import type { LayoutCarouselProps } from './LayoutCarousel.tsx';

/** The three layouts of 000 §3 with domain's placements; the names are domain's 'Layout N'. */
const VARIANTS = DASHBOARD_VARIANTS.map((id, index) => ({
  id,
  label: `Layout ${index + 1}`,
  placements: gridPlacement(id),
}));

/** The wizard keeps the shown layout; the carousel reports changes. */
function Harness(props: LayoutCarouselProps) {
  const [value, setValue] = useState<DashboardVariant | null>(props.value);
  return (
    <div style={{ width: 640 }}>
      <LayoutCarousel
        {...props}
        value={value}
        onChange={(variant) => {
          setValue(variant);
          props.onChange(variant);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Dashboard/LayoutCarousel',
  component: LayoutCarousel,
  args: {
    variants: VARIANTS,
    value: null,
    onChange: fn(),
    onCancel: fn(),
    onSelect: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof LayoutCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const carouselOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Layout della dashboard' });
const slideOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: /^Layout \d di 3$/ });

export const FirstLayout: Story = {
  name: 'First layout',
  play: async ({ canvasElement, args }) => {
    const carousel = carouselOf(canvasElement);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = slideOf(canvasElement);
    await expect(slide).toHaveAccessibleName('Layout 1 di 3');
    await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    // The cells of variant1 (000 §3): six 2x1, three 4x1, three 4x2, sizes visible.
    const cells = within(slide).getAllByRole('listitem');
    await expect(cells.map((cell) => cell.textContent)).toEqual([
      ...Array.from({ length: 6 }, () => '2x1'),
      ...Array.from({ length: 3 }, () => '4x1'),
      ...Array.from({ length: 3 }, () => '4x2'),
    ]);
    // At the first layout, previous is disabled but stays focusable.
    const previous = within(carousel).getByRole('button', { name: 'Layout precedente' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      within(carousel).getByRole('button', { name: 'Mostra il layout 1' }),
    ).toHaveAttribute('aria-current', 'true');
    // Seleziona chooses the layout shown; Annulla leaves.
    await userEvent.click(within(carousel).getByRole('button', { name: 'Seleziona' }));
    await expect(args.onSelect).toHaveBeenCalledWith('variant1');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Annulla' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Test_ArrowsAndKeys: Story = {
  name: 'Test: arrows, dots and keys',
  play: async ({ canvasElement, args }) => {
    const carousel = carouselOf(canvasElement);
    const next = within(carousel).getByRole('button', { name: 'Layout successivo' });
    await userEvent.click(next);
    await expect(args.onChange).toHaveBeenLastCalledWith('variant2');
    await expect(slideOf(canvasElement)).toHaveAccessibleName('Layout 2 di 3');
    // variant2 starts with the three 4x1 cells (000 §3).
    await expect(within(slideOf(canvasElement)).getAllByRole('listitem')[0]).toHaveTextContent(
      '4x1',
    );
    // Arrow keys on the slide: Right to the third, Right again stays, Home back to the first.
    const slide = slideOf(canvasElement);
    slide.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slideOf(canvasElement)).toHaveAccessibleName('Layout 3 di 3');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Home}');
    await expect(slideOf(canvasElement)).toHaveAccessibleName('Layout 1 di 3');
    // The dots: Enter on the third shows it; Left moves the focus with the layout.
    const third = within(carousel).getByRole('button', { name: 'Mostra il layout 3' });
    third.focus();
    await userEvent.keyboard('{Enter}');
    await expect(third).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    const second = within(carousel).getByRole('button', { name: 'Mostra il layout 2' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-current', 'true');
    // Tab reaches Seleziona after the last dot and Annulla; Space selects the layout shown.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(carousel).getByRole('button', { name: 'Seleziona' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledWith('variant2');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ThirdLayout: Story = {
  name: 'Third layout',
  args: { value: 'variant3' },
  play: async ({ canvasElement }) => {
    await expect(slideOf(canvasElement)).toHaveAccessibleName('Layout 3 di 3');
    await expect(within(slideOf(canvasElement)).getAllByRole('listitem')).toHaveLength(9);
  },
};

export const CustomLabels: Story = {
  args: {
    labels: {
      label: 'Dashboard layouts',
      slide: 'Layout {index} of {count}',
      cancel: 'Cancel',
      select: 'Select',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Dashboard layouts' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Layout 1 of 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Select' })).toBeVisible();
  },
};

export const DarkTheme: Story = { args: { value: 'variant2' }, globals: { theme: 'dark' } };

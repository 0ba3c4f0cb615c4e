import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_PROFILE_ID, storyColleagues } from '../private/calendarStoryData.ts';
import { settleFocus } from '../private/calendarStoryFrame.tsx';
import { ColleagueList } from './ColleagueList.tsx';

const meta = {
  title: 'Calendar/ColleagueList',
  component: ColleagueList,
  args: {
    colleagues: storyColleagues,
    currentProfileId: STORY_PROFILE_ID,
    onToggle: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onAdd: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColleagueList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Giulia Rossi (tu)' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Luca Ferrari' })).not.toBeChecked();
    // 002 §6: one's own entry has no edit menu.
    await expect(canvas.queryByRole('button', { name: 'Azioni per Giulia Rossi' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Azioni per Marco Bianchi' })).toBeVisible();
  },
};

/** 002 §6: base roles cannot add colleagues (the screen passes no onAdd). */
export const BaseRole: Story = {
  args: { onAdd: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Aggiungi collaboratore' }),
    ).toBeNull();
  },
};

export const Empty: Story = { args: { colleagues: [] } };

export const Loading: Story = { args: { colleagues: [], loading: true } };

export const Error: Story = { args: { colleagues: [], error: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const TestActions: Story = {
  name: 'Test: toggle, edit, delete',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    // Toggling a colleague shows or hides their events.
    await userEvent.click(canvas.getByRole('switch', { name: 'Marco Bianchi' }));
    await expect(args.onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ _employee: 11 }),
      false,
    );
    canvas.getByRole('switch', { name: 'Luca Ferrari' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenLastCalledWith(
      expect.objectContaining({ _employee: 13 }),
      true,
    );
    // The menu: Modifica and Elimina.
    await userEvent.click(canvas.getByRole('button', { name: 'Azioni per Sara Colombo' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Modifica' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ _employee: 12 }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Azioni per Sara Colombo' }));
    await userEvent.click(
      within(await body.findByRole('menu')).getByRole('menuitem', { name: 'Elimina' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ _employee: 12 }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Aggiungi collaboratore' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await settleFocus(waitFor);
  },
};

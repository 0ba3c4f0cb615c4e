import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TruncatedText } from './TruncatedText.tsx';

const LONG =
  'Sostituzione della pompa di sollevamento delle acque reflue nel locale tecnico del piano interrato, con verifica dell’impianto elettrico e smaltimento del materiale rimosso a norma di legge.';
const SHOWN =
  'Sostituzione della pompa di sollevamento delle acque reflue nel locale tecnico del piano interrato,…';

const meta = {
  title: 'Data display/TruncatedText',
  component: TruncatedText,
  args: { text: LONG },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, paddingTop: 140 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TruncatedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Truncated: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SHOWN)).toBeVisible();
  },
};

export const Short: Story = {
  args: { text: 'Manutenzione ascensore' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Manutenzione ascensore');
    // Not cut: no tab stop and no tooltip.
    await expect(text).not.toHaveAttribute('tabindex');
    await userEvent.hover(text);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};

export const TooltipOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByText(SHOWN));
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(LONG);
  },
};

export const TooltipOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(SHOWN);
    await userEvent.tab();
    await expect(text).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(LONG);
    await expect(text).toHaveAccessibleDescription(LONG);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await expect(text).toHaveFocus();
  },
};

export const ExactlyAtLimit: Story = {
  name: 'Test: 100 characters are not cut',
  args: { text: 'a'.repeat(100) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('a'.repeat(100));
  },
};

export const CustomLength: Story = {
  args: { maxLength: 30 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sostituzione della pompa di s…')).toBeVisible();
  },
};

export const Empty: Story = { name: 'Test: missing text', args: { text: null } };

export const DarkTheme: Story = { ...TooltipOnHover, globals: { theme: 'dark' } };

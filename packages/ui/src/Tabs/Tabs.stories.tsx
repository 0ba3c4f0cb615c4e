import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Il mio profilo',
    onValueChange: fn(),
    items: [
      { value: 'registry', label: 'Anagrafica', content: <p>Nome, cognome e recapiti</p> },
      { value: 'password', label: 'Password', content: <p>Nuova password e conferma</p> },
      {
        value: 'preferences',
        label: 'Preferenze',
        content: <p>Notifiche via campanella ed email</p>,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Anagrafica' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nome, cognome e recapiti');
  },
};

export const SelectsOnClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Password' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nuova password e conferma');
    await expect(args.onValueChange).toHaveBeenCalledWith('password');
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Anagrafica' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Password' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Preferenze' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Notifiche via campanella');
  },
};

export const DisabledTab: Story = {
  args: {
    label: 'La mia azienda',
    items: [
      { value: 'registry', label: 'Anagrafica', content: <p>Dati certificati</p> },
      { value: 'licences', label: 'Licenze', content: <p>Licenze</p>, disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Licenze' })).toBeDisabled();
  },
};

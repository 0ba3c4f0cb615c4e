import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

/** A local picture (an inline SVG), so the story needs no network and never changes. */
const PICTURE = `data:image/svg+xml;utf8,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 108 108'><rect width='108' height='108' fill='steelblue'/><circle cx='54' cy='42' r='20' fill='white'/><rect x='22' y='70' width='64' height='40' rx='32' fill='white'/></svg>",
)}`;

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Mario De Rossi' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Avatar di Mario De Rossi' });
    await expect(avatar).toHaveTextContent('MR');
  },
};

export const WithImage: Story = {
  args: { src: PICTURE },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeNull());
    await expect(
      within(canvasElement).getByRole('img', { name: 'Avatar di Mario De Rossi' }),
    ).not.toHaveTextContent('MR');
  },
};

export const BrokenImageFallsBack: Story = {
  name: 'Test: broken image falls back to initials',
  args: { src: 'data:image/png;base64,broken', name: 'Élodie Conti' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Avatar di Élodie Conti' }),
    ).toHaveTextContent('ÉC');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const EditSize: Story = { args: { size: 'edit' } };

export const EditSizeWithImage: Story = {
  args: { size: 'edit', src: PICTURE },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeNull());
  },
};

/** Colours by name length (000 §9): names of 1 to 26 characters cover the whole palette. */
export const Palette: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(13, max-content)', gap: 8 }}>
      {Array.from({ length: 26 }, (_, index) => {
        const name = `A${'n'.repeat(index)}`;
        return <Avatar key={index} name={name} label={`Colore ${index + 1}`} />;
      })}
    </div>
  ),
};

export const CompanyName: Story = { args: { name: "Impresa Edile D'Angelo & Figli S.p.A." } };

export const NoName: Story = {
  name: 'Test: empty name shows an icon',
  args: { name: '', label: 'Avatar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Avatar' })).toHaveTextContent('');
  },
};

export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} decorative />
      Mario De Rossi
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const DarkTheme: Story = { ...Palette, globals: { theme: 'dark' } };

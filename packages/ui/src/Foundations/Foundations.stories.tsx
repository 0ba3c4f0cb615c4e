import { COLLEAGUE_COLORS } from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultEventColor, namePalette, overlayColors, roleColors } from '../theme/tokens.ts';
import { vars } from '../theme/vars.css.ts';
import * as styles from './Foundations.css.ts';

/** The theme's colour sets as designers review them: semantic tokens and the spec's palettes. */
function Swatches({
  title,
  colours,
}: {
  title: string;
  colours: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <section aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.grid}>
        {colours.map(([name, value]) => (
          <li key={name} className={styles.swatch}>
            <span className={styles.chipOfColour} style={{ background: value }} />
            <span>{name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const semantic = Object.entries(vars.color).filter(([name]) =>
  ['surface', 'text', 'primary', 'success', 'warning', 'error', 'info', 'focus', 'border'].includes(
    name,
  ),
);

const meta = {
  title: 'Foundations/Colours',
  component: Swatches,
  args: { title: 'Token semantici', colours: semantic },
} satisfies Meta<typeof Swatches>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Semantic tokens follow the theme: switch to the dark theme in the toolbar to review it. */
export const SemanticTokens: Story = {};
/** Role colours (000 §6): ORG light blue, SPL amber, SYS crimson, USR green. */
export const RoleColours: Story = {
  args: { title: 'Colori dei ruoli', colours: Object.entries(roleColors) },
};
/** The 26-colour palette assigned by name length (000 §9). */
export const NamePalette: Story = {
  args: {
    title: 'Palette dei nomi (26)',
    colours: namePalette.map((value, index) => [`${index}`, value] as const),
  },
};
/** The 12 colleague colours of 002 §9 (domain's `COLLEAGUE_COLORS`) and the default event blue #448aff. */
export const ColleagueColours: Story = {
  args: {
    title: 'Colori dei collaboratori (12) ed evento predefinito',
    colours: [
      ...COLLEAGUE_COLORS.map((value, index) => [`${index + 1}`, value] as const),
      ['evento', defaultEventColor] as const,
    ],
  },
};
/** The 5 overlay colours (002 §9). */
export const OverlayColours: Story = {
  args: {
    title: 'Colori di sovrapposizione (5)',
    colours: overlayColors.map((value, index) => [`${index + 1}`, value] as const),
  },
};

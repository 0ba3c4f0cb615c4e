import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { namePalette as namePaletteColors, palette } from '../theme/tokens.ts';
import { vars } from '../theme/vars.css.ts';

/** The background of the initials: one of the 26 name colours (000 §9). */
const nameColor = createVar();

/**
 * One class per colour of the 26-colour name palette (000 §9), indexed like domain's
 * `paletteIndexForName`. The palette is the same in both themes, under white initials; every
 * colour reaches AA contrast against them (checked when the tokens were chosen).
 */
export const namePalette = namePaletteColors.map((color) =>
  style({ vars: { [nameColor]: color } }),
);

// A base class and one class per size rather than a recipe: the recipe's runtime (0.7 KB gzipped)
// would be a quarter of the avatar's 3 KB budget.
export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radii.round,
  verticalAlign: 'middle',
  userSelect: 'none',
  background: nameColor,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1,
});

/** 32 px, or 108 px in edit view (002 §2.3, §9). */
export const avatarSize = styleVariants({
  default: { width: vars.size.avatar, height: vars.size.avatar, fontSize: vars.font.size.sm },
  edit: {
    width: vars.size.avatarEdit,
    height: vars.size.avatarEdit,
    fontSize: vars.font.size.xxl,
  },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  // White on every name colour: `readableOnWhite` keeps each at 4.5:1 or more.
  color: palette.white,
  letterSpacing: '0.02em',
});

export interface AvatarVariants {
  /** `default` (32 px) or `edit` (108 px). */
  size?: keyof typeof avatarSize;
}

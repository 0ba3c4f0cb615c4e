import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The tone's colour, read by the bar and by the indeterminate stripes. */
const toneColor = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const label = style({
  fontWeight: vars.font.weight.medium,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const value = style({
  flex: '0 0 auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    borderRadius: vars.radii.pill,
    background: vars.color.disabledSurface,
    // Safari clips rounded overflow with transforms only on its own layer.
    transform: 'translateZ(0)',
  },
  variants: {
    size: {
      small: { height: vars.space.xs },
      medium: { height: vars.space.sm },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** A square tile holding exactly two stripe periods along its diagonal, so it repeats seamlessly. */
const stripeTile = `calc(${vars.space.lg} * 2 * 1.4142)`;
const stripes = keyframes({
  from: { backgroundPosition: '0 0' },
  to: { backgroundPosition: `${stripeTile} 0` },
});

export const indicator = recipe({
  base: {
    width: '100%',
    height: '100%',
    borderRadius: 'inherit',
    background: toneColor,
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: `transform ${vars.duration.slow} ease-out`,
      },
    },
    selectors: {
      // No value: stripes of the tone on the whole track, moving only without reduced motion.
      '&[data-state="indeterminate"]': {
        backgroundImage: `repeating-linear-gradient(-45deg, ${toneColor} 0, ${toneColor} ${vars.space.lg}, transparent ${vars.space.lg}, transparent calc(${vars.space.lg} * 2))`,
        backgroundColor: 'transparent',
        backgroundSize: `${stripeTile} ${stripeTile}`,
      },
    },
  },
  variants: {
    tone: {
      primary: { vars: { [toneColor]: vars.color.primary } },
      success: { vars: { [toneColor]: vars.color.success } },
      info: { vars: { [toneColor]: vars.color.info } },
      warning: { vars: { [toneColor]: vars.color.warning } },
      error: { vars: { [toneColor]: vars.color.error } },
    },
  },
  defaultVariants: { tone: 'primary' },
});

/** The stripes move only for users who did not ask for reduced motion. */
export const indeterminateMotion = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-state="indeterminate"]': { animation: `${stripes} 1s linear infinite` },
      },
    },
  },
});

export type ProgressBarVariants = NonNullable<RecipeVariants<typeof indicator>> &
  NonNullable<RecipeVariants<typeof track>>;

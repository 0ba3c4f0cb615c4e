import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const bars = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
});

/** One of the three steps; filled in the level's tone up to the level, an outline above it. */
export const bar = recipe({
  base: {
    display: 'block',
    width: '6px',
    borderRadius: vars.radii.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    background: 'transparent',
  },
  variants: {
    step: {
      1: { height: '8px' },
      2: { height: '12px' },
      3: { height: '16px' },
    },
    tone: {
      none: {},
      success: { background: vars.color.success, borderColor: vars.color.success },
      warning: { background: vars.color.warning, borderColor: vars.color.warning },
      error: { background: vars.color.error, borderColor: vars.color.error },
    },
  },
  defaultVariants: { tone: 'none' },
});

export const label = style({
  selectors: {
    [`${root}[data-level="none"] &`]: { color: vars.color.textMuted },
  },
});

export type CriticalityBarVariants = NonNullable<RecipeVariants<typeof bar>>;

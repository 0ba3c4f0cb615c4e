import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';
import { dashboardCardSurface, dashboardCardTitle } from '../private/dashboardCard.css.ts';

/** The card fills its 4x1 dashboard cell (000 §9 "chip counters 4x1"). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  ...dashboardCardSurface,
  padding: vars.space.lg,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radii.round,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
});

export const title = dashboardCardTitle;

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  marginLeft: 'auto',
});

/** The chips fill the rest of the cell, centred in it. */
export const list = style({
  flex: '1 1 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const item = style({ display: 'flex', minWidth: 0, maxWidth: '100%' });

/** One chip: the view's name and its count in a round badge of the chip's tone. */
export const chip = recipe({
  base: {
    font: 'inherit',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minWidth: 0,
    maxWidth: '100%',
    boxSizing: 'border-box',
    minHeight: '40px',
    padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radii.pill,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      'a&': { cursor: 'pointer' },
      'a&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.elevation.low },
    },
  },
  variants: {
    tone: {
      default: {},
      primary: {},
      success: {},
      warning: {},
      error: {},
      info: {},
    },
  },
  defaultVariants: { tone: 'default' },
});

export const chipLabel = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const count = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    minWidth: '32px',
    height: '32px',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radii.pill,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-missing]': { background: vars.color.surfaceRaised, color: vars.color.textMuted },
    },
  },
  variants: {
    tone: {
      default: { background: vars.color.surfaceRaised, color: vars.color.text },
      primary: { background: vars.color.primarySubtle, color: vars.color.primary },
      success: { background: vars.color.successSubtle, color: vars.color.success },
      warning: { background: vars.color.warningSubtle, color: vars.color.warning },
      error: { background: vars.color.errorSubtle, color: vars.color.error },
      info: { background: vars.color.infoSubtle, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type ChipCounterVariants = NonNullable<RecipeVariants<typeof count>>;

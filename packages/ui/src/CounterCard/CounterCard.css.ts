import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/**
 * The card fills its 2x1 dashboard cell (000 §9), compact: the title with the arrow of the list it
 * opens, the number right under it, both from the top so the eye reads a row of counters at once.
 */
export const card = recipe({
  base: {
    font: 'inherit',
    fontFamily: vars.font.family,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    width: '100%',
    height: '100%',
    minHeight: `calc(${vars.space.xxxl} * 2)`,
    margin: 0,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radii.md,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: vars.space.xs,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    textAlign: 'left',
    textDecoration: 'none',
    boxShadow: vars.elevation.none,
    transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      'button&, a&': { cursor: 'pointer' },
      'button&:hover, a&:hover': {
        borderColor: vars.color.borderStrong,
        boxShadow: vars.elevation.low,
      },
    },
  },
  variants: {
    tone: {
      default: { borderLeftColor: vars.color.borderStrong },
      primary: { borderLeftColor: vars.color.primary },
      success: { borderLeftColor: vars.color.success },
      warning: { borderLeftColor: vars.color.warning },
      error: { borderLeftColor: vars.color.error },
      info: { borderLeftColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.avatar,
    height: vars.size.avatar,
    borderRadius: vars.radii.round,
  },
  variants: {
    tone: {
      default: { background: vars.color.surfaceSunken, color: vars.color.text },
      primary: { background: vars.color.primarySubtle, color: vars.color.primary },
      success: { background: vars.color.successSubtle, color: vars.color.success },
      warning: { background: vars.color.warningSubtle, color: vars.color.warning },
      error: { background: vars.color.errorSubtle, color: vars.color.error },
      info: { background: vars.color.infoSubtle, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'default' },
});

/** The arrow of a card that opens its list, at the end of the title line. */
export const arrow = style({
  flexShrink: 0,
  marginLeft: 'auto',
  color: vars.color.textMuted,
  selectors: {
    [`${card.classNames.base}:hover &`]: { color: vars.color.primary },
  },
});

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});

export const value = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  selectors: {
    '&[data-missing]': { color: vars.color.textMuted },
  },
});

export type CounterCardVariants = NonNullable<RecipeVariants<typeof card>>;

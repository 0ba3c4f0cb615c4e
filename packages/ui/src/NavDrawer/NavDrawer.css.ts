import { globalStyle, style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The drawer: 256 px full, 90 px mini (000 §2, §9). */
export const drawer = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    flexShrink: 0,
    height: '100%',
    minHeight: 0,
    boxSizing: 'border-box',
    overflow: 'hidden',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRight: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    transition: `width ${vars.duration.normal} ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    mini: {
      false: { width: vars.size.navDrawer },
      true: { width: vars.size.navDrawerMini },
    },
  },
  defaultVariants: { mini: false },
});

export type NavDrawerVariants = NonNullable<RecipeVariants<typeof drawer>>;

export const header = style({ flex: '0 0 auto' });

export const scroller = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${vars.space.sm} ${vars.space.sm}`,
});

export const section = style({
  selectors: { '& + &': { marginTop: vars.space.sm } },
});

export const subtitle = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  overflowWrap: 'anywhere',
});

export const divider = style({
  height: 0,
  margin: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

// Nothing comes before the first group: no line above it.
globalStyle(`${section}:first-of-type > ${divider}`, { display: 'none' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** One entry: a link, a button, or an unavailable (aria-disabled) link. */
export const item = style({
  font: 'inherit',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  // 40 px: the height of the design system's medium controls.
  minHeight: `calc(${vars.space.xxl} + ${vars.space.sm})`,
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      background: vars.color.primarySubtle,
      color: vars.color.primary,
      fontWeight: vars.font.weight.medium,
    },
    '&[aria-current="page"]:hover': { background: vars.color.primarySubtle },
    '&[aria-disabled="true"]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    '[data-mini] &': {
      flexDirection: 'column',
      justifyContent: 'center',
      gap: 0,
      minHeight: vars.space.xxxl,
      padding: vars.space.sm,
    },
  },
});

export const icon = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: vars.space.xl,
  height: vars.space.xl,
});

export const label = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const trailing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '0 0 auto',
  selectors: {
    // Mini: the badge sits on the icon's top-right corner, the lock on its bottom-right.
    '[data-mini] &': {
      position: 'absolute',
      top: vars.space.xxs,
      right: vars.space.md,
      flexDirection: 'column',
    },
  },
});

export const lock = style({ flex: '0 0 auto' });

export const tooltipLines = style({ display: 'flex', flexDirection: 'column' });

export const footer = style({
  flex: '0 0 auto',
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '[data-mini] &': { justifyContent: 'center' } },
});

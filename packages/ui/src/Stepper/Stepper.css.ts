import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const list = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
});

/** A step and, after it, the line that joins it to the next one. */
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  // Content width first; the space left is shared by the connectors, so they come out equal.
  flex: '1 1 auto',
  minWidth: 0,
  selectors: {
    '&:last-child': { flex: '0 1 auto' },
    '&:not(:last-child)::after': {
      content: '""',
      flex: '1 1 auto',
      minWidth: vars.space.lg,
      height: '2px',
      // Centred on the 32 px indicator.
      marginTop: `calc(${vars.size.avatar} / 2 + ${vars.space.xs} - 1px)`,
      borderRadius: vars.radii.pill,
      background: vars.color.border,
    },
    '&[data-state="complete"]:not(:last-child)::after': { background: vars.color.primary },
  },
});

/** The indicator and the texts; a button when a completed step can be revisited. */
export const step = style({
  font: 'inherit',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    'button&:disabled': { cursor: 'not-allowed' },
  },
});

export const indicator = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radii.round,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '[data-state="current"] &, [data-state="complete"] &': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.textOnPrimary,
    },
  },
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  // Aligns the first line with the middle of the indicator.
  paddingTop: `calc((${vars.size.avatar} - ${vars.font.size.md} * ${vars.font.lineHeight.tight}) / 2)`,
});

export const label = style({
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
  selectors: {
    '[data-state="current"] &': { fontWeight: vars.font.weight.bold },
    '[data-state="upcoming"] &': { color: vars.color.textMuted },
  },
});

export const description = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

import { style } from '@vanilla-extract/css';
import { motion } from '../Snackbar/Snackbar.css.ts';
import { vars } from '../theme/vars.css.ts';

/** A raised card with the notification; it shares the snackbars' motion and viewport. */
export const toast = style([
  motion,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    padding: vars.space.xs,
    borderRadius: vars.radii.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.elevation.high,
    fontFamily: vars.font.family,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

/** The body: a button when the notification can be opened. */
export const body = style({
  font: 'inherit',
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'start',
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});

export const icon = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  color: vars.color.primary,
  paddingTop: vars.space.xxs,
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

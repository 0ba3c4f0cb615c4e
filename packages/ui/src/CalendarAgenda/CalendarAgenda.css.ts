import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const days = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const dayHeading = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  '::first-letter': { textTransform: 'uppercase' },
});

export const dayButton = style({
  font: 'inherit',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const todayMark = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.pill,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const events = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

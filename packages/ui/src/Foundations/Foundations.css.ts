import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  color: vars.color.text,
});

export const chipOfColour = style({
  height: '48px',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});

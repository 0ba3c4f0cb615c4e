import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const code = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const link = style({
  color: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const date = style({ display: 'flex', gap: vars.space.xs });

export const dateLabel = style({ color: vars.color.textMuted });

export const dateValue = style({ margin: 0 });

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
});

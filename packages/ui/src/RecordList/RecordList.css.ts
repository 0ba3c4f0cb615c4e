import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** The title on the left, the search and the actions on the right; they wrap on narrow screens. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

/** An empty value: the dash reads quieter than the data around it. */
export const emptyValue = style({
  color: vars.color.textMuted,
});

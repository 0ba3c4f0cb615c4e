import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Compact enough for a `ListCard` header: two icon buttons around the day. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontFamily: vars.font.family,
});

export const day = style({
  display: 'inline-block',
  minWidth: '84px',
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-today]': { color: vars.color.primary },
  },
});

export const today = style({
  font: 'inherit',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
  },
});

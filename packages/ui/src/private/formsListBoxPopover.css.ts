import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const popover = style({
  zIndex: vars.zIndex.popover,
  maxHeight: '280px',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
});

export const listBox = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primarySubtle },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

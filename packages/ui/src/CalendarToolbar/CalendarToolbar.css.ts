import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const titleGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const navigation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const period = style({
  margin: 0,
  marginLeft: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
  '::first-letter': { textTransform: 'uppercase' },
});

export const views = style({
  display: 'inline-flex',
  padding: '2px',
  gap: '2px',
  borderRadius: vars.radii.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const viewButton = style({
  font: 'inherit',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.primary,
      boxShadow: vars.elevation.low,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:focus-visible': { outline: 'none' },
  },
});

/** On a phone the 'Nuovo evento' text gives way to its icon. */
export const newLabel = style({
  '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
});

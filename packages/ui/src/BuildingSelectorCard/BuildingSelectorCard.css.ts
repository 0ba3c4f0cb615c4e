import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { dashboardCardSurface } from '../private/dashboardCard.css.ts';

/** The card fills its 4x1 dashboard cell. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.md,
  ...dashboardCardSurface,
  padding: vars.space.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  flexWrap: 'wrap',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  borderRadius: vars.radii.md,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 200px',
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outlineOffset: '2px' },
  },
});

export const address = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const navigation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  marginLeft: 'auto',
});

export const position = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  minHeight: '24px',
});

export const publicPage = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
  color: vars.color.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { dashboardCardSurface } from '../private/dashboardCard.css.ts';

/** A tile that fills its 2x1 dashboard cell: icon, title, description and an arrow. */
export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  ...dashboardCardSurface,
  padding: vars.space.lg,
  textDecoration: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    'a&': { cursor: 'pointer' },
    'a&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.elevation.low },
  },
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

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});

export const arrow = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: {
    'a:hover > &': { color: vars.color.primary },
  },
});

/** A locked tile keeps its cell: the gate's block wrapper and its inert content fill it too. */
export const gate = style({ display: 'block', width: '100%', height: '100%' });
globalStyle(`${gate} > *, ${gate} > * > [data-disabled]`, { height: '100%' });

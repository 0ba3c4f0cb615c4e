import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { dashboardCardSurface } from '../private/dashboardCard.css.ts';

/**
 * A shortcut fills its 2x1 dashboard cell: the icon above its label, a count beside it. The icon
 * keeps to the top: in a row of tiles, one whose label takes two lines ('Corrispondenza
 * condominiale') would otherwise centre its icon higher than its neighbours'.
 */
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.sm,
  ...dashboardCardSurface,
  padding: vars.space.lg,
  textAlign: 'center',
  textDecoration: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    'a&': { cursor: 'pointer' },
    'a&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.elevation.low },
    '&[aria-disabled="true"]': {
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  borderRadius: vars.radii.round,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
  selectors: {
    '[aria-disabled="true"] > &': {
      background: vars.color.surfaceSunken,
      color: vars.color.disabledText,
    },
  },
});

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

/** The count sits on the tile's top-right corner. */
export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
});

/** A locked tile keeps its cell: the gate's block wrapper and its inert content fill it too. */
export const gate = style({ display: 'block', width: '100%', height: '100%' });
globalStyle(`${gate} > *, ${gate} > * > [data-disabled]`, { height: '100%' });

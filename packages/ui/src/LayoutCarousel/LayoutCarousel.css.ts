import { DASHBOARD_GRID_COLUMNS } from '@portineria/domain';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const stage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The shown layout; focusable so that the arrow keys move between layouts from it. */
export const slide = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  selectors: {
    '&:focus-visible': { outlineOffset: '2px' },
  },
});

export const slideTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
});

/** The miniature of the 4-column grid (000 §3), cells on their explicit lines. */
export const miniature = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${DASHBOARD_GRID_COLUMNS}, minmax(0, 1fr))`,
  gridAutoRows: vars.space.xl,
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** A dot: a 24 px target around a 10 px mark. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.round,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      width: '10px',
      height: '10px',
      borderRadius: vars.radii.round,
      background: vars.color.borderStrong,
    },
    '&[aria-current="true"]::before': { background: vars.color.primary },
    '&:hover::before': { background: vars.color.text },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

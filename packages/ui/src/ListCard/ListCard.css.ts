import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { dashboardCardSurface, dashboardCardTitle } from '../private/dashboardCard.css.ts';

/** The card fills its 4x2 dashboard cell (000 §9). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  ...dashboardCardSurface,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.space.xxxl,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = dashboardCardTitle;

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

/**
 * The rows scroll inside the card when the card has less height than they need (a 4x2 cell of the
 * ORG grid holding 'Assegnati a me', up to 50 rows, 001 §9): the cell keeps its size.
 */
export const list = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minWidth: 0,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const skeletonItem = style([
  item,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
]);

/** The empty and error states, centred in the body. */
export const placeholder = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

export const placeholderIcon = style({ color: vars.color.textMuted });

export const errorIcon = style({ color: vars.color.error });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const showAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const placeholderText = style({ margin: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

// The shared form layout, and what only the order forms have (the stale save, the wizard's plans).
export { actions, error, form, grid, hint, picker } from '../../lib/form.css.ts';

/** A stale save: what happened and the way on, above the kept input. */
export const stale = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.error}`,
  background: vars.color.errorSubtle,
});

export const staleText = style({ margin: 0, flex: '1 1 320px', color: vars.color.text });

/** The wizard's activity plans. */
export const plans = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const plan = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.border}`,
});

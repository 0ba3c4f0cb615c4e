import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 960,
});

/** Side by side where there is room; one under the other on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
});

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const error = style({
  margin: 0,
  color: vars.color.error,
  fontSize: vars.font.size.sm,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

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

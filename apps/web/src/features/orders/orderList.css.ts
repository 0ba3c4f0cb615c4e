import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

/** The list's tools beside its title: the watch views, the sort, the filters, NUOVO. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
  padding: vars.space.md,
});

/** The Preferenze list of 'Il mio profilo'. */
import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const preferences = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** One notification: its name, then its two checkboxes; under each other on a phone. */
export const preference = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: `${vars.space.xs} 0`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (max-width: 599px)': { gridTemplateColumns: 'auto auto' },
  },
});

export const preferenceName = style({
  float: 'left',
  padding: 0,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 599px)': { gridColumn: '1 / -1' } },
});

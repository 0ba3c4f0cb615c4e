import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

/** One column on a phone; the history beside the order from a laptop's width. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1100px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

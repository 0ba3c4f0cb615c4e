import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const item = style({ display: 'inline-flex', minWidth: 0, maxWidth: '100%' });

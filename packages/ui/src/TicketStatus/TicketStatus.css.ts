import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const group = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

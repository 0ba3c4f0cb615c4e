import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const text = style({
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-truncated]': { cursor: 'default', borderRadius: vars.radii.sm },
  },
});

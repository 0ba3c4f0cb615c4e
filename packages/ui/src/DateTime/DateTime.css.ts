import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const dateTime = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-missing]': { color: vars.color.textMuted },
  },
});

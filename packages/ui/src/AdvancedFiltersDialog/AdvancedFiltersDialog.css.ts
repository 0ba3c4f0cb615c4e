import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The filter fields, in a readable column centred in the full-screen body. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.size.pickerDialog,
  margin: '0 auto',
});

export const count = style({
  selectors: {
    '&[data-active]': { color: vars.color.primary, fontWeight: vars.font.weight.medium },
  },
});

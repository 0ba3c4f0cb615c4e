import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Added to the chip recipe for the interactive forms (link and button). */
export const interactive = style({
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { filter: 'brightness(0.96)', textDecoration: 'underline' },
    '&[data-allowed="false"]': { cursor: 'help' },
  },
});

export const icon = style({ flexShrink: 0 });

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const entity = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
});

export const details = style({ marginTop: vars.space.md });

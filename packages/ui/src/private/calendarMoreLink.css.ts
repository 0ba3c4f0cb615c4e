import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The "more events" link on a day's last line (month view, all-day row). */
export const more = style({
  font: 'inherit',
  position: 'absolute',
  left: '2px',
  right: '2px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

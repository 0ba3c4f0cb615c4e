import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  width: '36px',
  height: '20px',
  padding: '2px',
  borderRadius: vars.radii.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&[data-invalid]:not([data-state="checked"])': { borderColor: vars.color.error },
    '&[data-readonly]': { cursor: 'default' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.disabledSurface,
      borderColor: vars.color.disabledText,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const thumb = style({
  display: 'block',
  width: '14px',
  height: '14px',
  borderRadius: vars.radii.round,
  background: vars.color.borderStrong,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': {
      transform: 'translateX(16px)',
      background: vars.color.textOnPrimary,
    },
    '&[data-disabled]': { background: vars.color.disabledText },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

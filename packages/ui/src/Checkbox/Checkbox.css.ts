import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.sm,
  background: vars.color.surface,
  color: vars.color.textOnPrimary,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:hover:not([data-disabled]):not([data-readonly])': { borderColor: vars.color.text },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[data-invalid]:not([data-state="checked"]):not([data-state="indeterminate"])': {
      borderColor: vars.color.error,
    },
    '&[data-readonly]': { cursor: 'default' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      borderColor: vars.color.disabledText,
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
    },
    '&[data-disabled][data-state="checked"], &[data-disabled][data-state="indeterminate"]': {
      background: vars.color.disabledSurface,
      borderColor: vars.color.disabledText,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const indicator = style({ display: 'inline-flex' });
globalStyle(`${indicator} svg`, { width: '14px', height: '14px', strokeWidth: 3 });

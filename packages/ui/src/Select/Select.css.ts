import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const trigger = style({
  cursor: 'pointer',
  selectors: {
    '&[data-readonly], &[data-disabled]': { cursor: 'default' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: `${vars.space.sm} 0`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    // Radix marks the trigger while the placeholder is shown.
    '[data-placeholder] > &': { color: vars.color.textMuted },
    '[data-disabled][data-placeholder] > &': { color: vars.color.disabledText },
  },
});

export const chevron = style({
  flex: 'none',
  display: 'inline-flex',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(180deg)' },
    '[data-disabled] > &': { color: vars.color.disabledText },
    '[data-readonly] > &': { visibility: 'hidden' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
globalStyle(`${chevron} svg`, { width: '18px', height: '18px' });

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(320px, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xxl}`,
  borderRadius: vars.radii.sm,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primarySubtle, color: vars.color.text },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  display: 'inline-flex',
  color: vars.color.primary,
});
globalStyle(`${itemIndicator} svg`, { width: '16px', height: '16px' });

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '24px',
  color: vars.color.textMuted,
  cursor: 'default',
});

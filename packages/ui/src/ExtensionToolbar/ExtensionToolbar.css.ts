import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/**
 * The row: one line while everything fits; once it does not, secondary actions move into the
 * overflow menu (`data-compact`) and what is left may wrap.
 */
export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  flexWrap: 'nowrap',
  selectors: { '&[data-compact]': { flexWrap: 'wrap' } },
});

export const search = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: `calc(5 * ${vars.space.xxl})`,
  maxWidth: `calc(12 * ${vars.space.xxl})`,
});

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  font: 'inherit',
  width: '100%',
  minHeight: `calc(${vars.space.xxl} + ${vars.space.sm})`,
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.xxl} ${vars.space.xs} ${vars.space.xxl}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-1px',
      borderColor: vars.color.focus,
    },
  },
});

export const searchClear = style({ position: 'absolute', right: vars.space.xxs });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  marginLeft: 'auto',
  // Full layout: the actions keep their width so that a row too narrow overflows (and is measured).
  flexWrap: 'nowrap',
  flexShrink: 0,
  selectors: {
    [`${root}[data-compact] > &`]: { flexWrap: 'wrap', flexShrink: 1, minWidth: 0 },
  },
});

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
});

export const toggleItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    // aria-checked, not data-state: the tooltip around each item writes its own data-state.
    '&[aria-checked="true"]': { background: vars.color.primarySubtle, color: vars.color.primary },
  },
});

export const selectTrigger = style({
  font: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: `calc(${vars.space.xxl} + ${vars.space.sm})`,
  maxWidth: `calc(8 * ${vars.space.xxl})`,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
});

export const selectValue = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const selectContent = style({
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  padding: vars.space.xs,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.medium,
  zIndex: vars.zIndex.popover,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
});

export const selectItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.space.xxl,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primarySubtle },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.medium },
  },
});

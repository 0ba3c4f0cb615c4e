import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const box = style({
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`,
});

/** Tags and input wrap together; the suggestions button stays at the top right. */
export const tagArea = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '30px',
});

export const tags = style({
  display: 'contents',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: '28px',
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radii.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    '&[data-readonly], &[data-disabled]': { paddingInlineEnd: vars.space.sm },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const tagText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const remove = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '24px',
  height: '24px',
  borderRadius: vars.radii.round,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.border, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});
globalStyle(`${remove} svg`, { width: '14px', height: '14px' });

export const input = style({
  flex: '1 1 120px',
  padding: `${vars.space.xs} ${vars.space.xs}`,
});

export const toggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  marginTop: '1px',
  width: '28px',
  height: '28px',
  borderRadius: vars.radii.round,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
globalStyle(`${toggle} svg`, { width: '18px', height: '18px' });

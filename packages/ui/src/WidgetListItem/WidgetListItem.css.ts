import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/**
 * One row. As a link it reaches a little past the list item's padding, so that its hover and
 * focus surface frames the text without moving it.
 */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    'a&': {
      margin: `calc(-1 * ${vars.space.xs}) calc(-1 * ${vars.space.sm})`,
      padding: `${vars.space.xs} ${vars.space.sm}`,
      borderRadius: vars.radii.sm,
      cursor: 'pointer',
      transition: `background ${vars.duration.fast}`,
    },
    'a&:hover': { background: vars.color.surfaceSunken },
    'a&:focus-visible': { outlineOffset: 0 },
  },
});

export const leading = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

const oneLine = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const title = style([
  oneLine,
  {
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    selectors: { 'a:hover > * > &': { color: vars.color.primary } },
  },
]);

export const subtitle = style([
  oneLine,
  {
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.textMuted,
  },
]);

export const trailing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  flexShrink: 0,
  maxWidth: '45%',
  minWidth: 0,
});

export const meta = style([
  oneLine,
  {
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const accessory = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
});

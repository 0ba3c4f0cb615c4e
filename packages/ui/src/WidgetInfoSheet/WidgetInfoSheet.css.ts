import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Name, height and width as label–value rows. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const descriptionTitle = style({
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const line = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

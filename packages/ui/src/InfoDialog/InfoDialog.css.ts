import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const title = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.xl} 0`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const text = style({
  paddingTop: vars.space.md,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.lg} ${vars.space.xl}`,
});

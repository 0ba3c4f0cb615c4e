import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const content = style({
  maxWidth: vars.size.tooltip,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.elevation.medium,
  zIndex: vars.zIndex.tooltip,
  overflowWrap: 'anywhere',
});

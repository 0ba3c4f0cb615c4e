import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** A calm card that fills its cell: a muted surface, a dashed border, an error-toned icon. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radii.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  textAlign: 'center',
  overflow: 'hidden',
});

export const icon = style({ display: 'inline-flex', color: vars.color.error, flexShrink: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const message = style({
  margin: 0,
  maxWidth: '60ch',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

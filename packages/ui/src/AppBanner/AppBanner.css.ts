import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** A strip that fills its 4x1 dashboard cell, tinted with the primary colour. */
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  minWidth: 0,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.primarySubtle,
  color: vars.color.text,
  fontFamily: vars.font.family,
  flexWrap: 'wrap',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  borderRadius: vars.radii.round,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 240px',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const body = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** The action, a link that looks like the contained primary button. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  boxSizing: 'border-box',
  borderRadius: vars.radii.md,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
  },
});

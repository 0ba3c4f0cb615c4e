import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const centred = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const company = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  maxWidth: '40rem',
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Markdown and helper content: readable line length, the theme's text colour. */
export const markdown = style({
  color: vars.color.text,
  maxWidth: '48rem',
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});

/** A page of text without the shell (the help page). */
export const article = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The question itself when the dialog has no separate title ("Sei sicuro di voler cancellare l'attività ?"). */
export const questionTitle = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.sm}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.xl} 0`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.lg}`,
});

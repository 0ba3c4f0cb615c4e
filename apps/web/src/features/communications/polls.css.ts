/** The poll's vote and results sections (DECISIONS.md "Polls" 4, 6). */
import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const text = style({ margin: 0, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const answers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** One bar a line: the answer, its bar, its value written out (readable without colour). */
export const chart = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(8rem, 1fr) max-content',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  maxWidth: 720,
});

export const table = style({
  borderCollapse: 'collapse',
  maxWidth: 720,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const caption = style({ textAlign: 'left', paddingBottom: vars.space.xs });

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.md} ${vars.space.xxs} 0`,
  textAlign: 'left',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const number = style([cell, { textAlign: 'right' }]);

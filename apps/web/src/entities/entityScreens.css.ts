import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const fieldLabel = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const fieldValue = style({
  margin: 0,
  color: vars.color.text,
});

export const notice = style({
  color: vars.color.textMuted,
  margin: 0,
});

import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const wizard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '960px',
  marginInline: 'auto',
  width: '100%',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const error = style({
  margin: 0,
  color: vars.color.error,
  fontWeight: vars.font.weight.medium,
});

export const notice = style({
  margin: 0,
  color: vars.color.text,
});

/** Wide tables scroll inside the dialog instead of widening it. */
export const tableScroll = style({
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  paddingBlockEnd: vars.space.sm,
  color: vars.color.text,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const reasons = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
});

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
});

export const count = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

globalStyle(`${count} dd`, {
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

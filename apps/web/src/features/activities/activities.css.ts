import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const dialogForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

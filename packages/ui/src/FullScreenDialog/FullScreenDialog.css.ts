import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The title bar: close button, title, actions; it stays put while the body scrolls. */
/**
 * The close button, the title and the actions on one row; where the actions would leave the
 * title less than 10rem (a 390 px phone: 'Filtri ava…'), they move to a row of their own, at its
 * end, and the title keeps the whole width.
 */
export const titleBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  minHeight: vars.size.topBar,
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  flex: '0 0 auto',
});

export const heading = style({ flex: '1 1 10rem', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const description = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '0 0 auto',
  marginInlineStart: 'auto',
});

export const body = style({ padding: vars.space.xl });

/** With `onSubmit`, the form that holds title bar and body keeps the column layout so the body still scrolls. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
});

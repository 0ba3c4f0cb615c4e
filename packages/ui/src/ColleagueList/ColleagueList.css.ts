import { style } from '@vanilla-extract/css';
import { EVENT_COLOR_PROPERTY } from '../private/calendarModel.ts';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.xxs} 0 ${vars.space.xxs} ${vars.space.xs}`,
});

/** The colleague's colour (one of the 12 of 002 §9), as their events show it. */
export const swatch = style({
  flex: '0 0 auto',
  width: '14px',
  height: '14px',
  borderRadius: vars.radii.round,
  background: `var(${EVENT_COLOR_PROPERTY}, ${vars.eventDefault})`,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const toggle = style({ flex: '1 1 auto', minWidth: 0 });

/** Keeps rows aligned whether or not they have a menu. */
export const menuSpace = style({ flex: '0 0 32px' });

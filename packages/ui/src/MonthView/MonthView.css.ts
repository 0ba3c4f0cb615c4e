import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The height of one event line of a day; the view counts how many fit. */
export const LINE_HEIGHT = 22;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  minHeight: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const grid = style({
  flex: '1 1 auto',
  minHeight: 0,
  display: 'grid',
  gridTemplateRows: 'auto',
  gridAutoRows: 'minmax(88px, 1fr)',
  // The 1 px gaps show the border colour behind the days.
  gap: '1px',
  background: vars.color.border,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  overflow: 'hidden',
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const week = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: '1px',
});

export const columnHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textTransform: 'capitalize',
  textAlign: 'center',
});

export const day = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  background: vars.color.surface,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-outside]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.primarySubtle },
    // The focused day's button rings its date; the whole day is outlined too.
    '&:has([data-day]:focus-visible)': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
      zIndex: 2,
    },
  },
});

export const dayHeader = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxs} 0`,
});

export const dateButton = style({
  font: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '26px',
  height: '26px',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radii.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '[data-outside] &': { color: vars.color.textMuted },
    '[data-today] &': { background: vars.color.primary, color: vars.color.textOnPrimary },
  },
});

export const events = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  // Bars adapt to the day's width (a narrow day drops the time, see CalendarEventChip).
  containerType: 'inline-size',
});

/** A bar sits on its line and spans its days (each day is 100% wide, plus the 1 px gaps). */
export const bar = style({
  position: 'absolute',
  left: '2px',
  zIndex: 1,
  height: `${LINE_HEIGHT - 2}px`,
});

export const help = style({ display: 'none' });

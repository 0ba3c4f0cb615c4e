import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The height of a 15-minute slot: an hour is 48 px. */
export const SLOT_HEIGHT = 12;
/** The height of one line of the all-day row. */
export const ALL_DAY_LINE_HEIGHT = 22;

const gutter = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  minHeight: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

/** The grid scrolls; its head (days and all-day row) stays on top. */
export const grid = style({
  vars: { [gutter]: '56px' },
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  outline: 'none',
  '@media': { 'screen and (max-width: 480px)': { vars: { [gutter]: '44px' } } },
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: 4,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A row: the gutter, then equal days (flex: a week draws 98 rows, flex lays them out faster than grid). */
export const row = style({ display: 'flex' });

const gutterCell = { flex: `0 0 ${gutter}`, width: gutter } as const;
const dayCell = { flex: '1 1 0', minWidth: 0 } as const;

export const corner = style({ ...gutterCell, borderRight: `1px solid ${vars.color.border}` });

export const dayHeader = style({
  ...dayCell,
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xs} 2px`,
  borderLeft: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { [`${corner} + &`]: { borderLeft: 'none' } },
});

export const dayButton = style({
  font: 'inherit',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 0,
  minWidth: 0,
  maxWidth: '100%',
  padding: `2px ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const weekday = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textTransform: 'capitalize',
  whiteSpace: 'nowrap',
});

export const dayNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '30px',
  height: '30px',
  borderRadius: vars.radii.pill,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-today] &': { background: vars.color.primary, color: vars.color.textOnPrimary },
  },
});

export const gutterLabel = style({
  ...gutterCell,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  paddingRight: vars.space.xs,
  borderRight: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '11px',
  lineHeight: '13px',
  textAlign: 'end',
});

export const allDayCell = style({
  ...dayCell,
  position: 'relative',
  padding: '2px 0',
  borderLeft: `1px solid ${vars.color.border}`,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  outline: 'none',
  selectors: {
    [`${gutterLabel} + &`]: { borderLeft: 'none' },
    '&[data-selected]': { background: vars.color.primarySubtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const allDayLabel = style([gutterLabel, { borderTop: `1px solid ${vars.color.border}` }]);

/** A bar of the all-day row spans its days (each day 100% wide, plus the 1 px borders). */
export const allDayBar = style({
  position: 'absolute',
  left: '2px',
  zIndex: 1,
  height: `${ALL_DAY_LINE_HEIGHT - 2}px`,
});

/** How many day columns the grid has (7 or 1): the body draws one vertical line per day. */
export const dayCount = createVar();

/**
 * The slots' lines are the body's background (one painted image), not 672 bordered cells: an hour
 * line every four slots, a line at the left of each day.
 */
export const body = style({
  position: 'relative',
  backgroundImage: [
    `repeating-linear-gradient(to bottom, ${vars.color.border} 0 1px, transparent 1px ${SLOT_HEIGHT * 4}px)`,
    `repeating-linear-gradient(to right, ${vars.color.border} 0 1px, transparent 1px calc(100% / ${dayCount}))`,
  ].join(', '),
  backgroundPosition: `0 0, ${gutter} 0`,
  backgroundSize: `100% 100%, calc(100% - ${gutter}) 100%`,
  backgroundRepeat: 'no-repeat',
});

export const slotLabel = style([
  gutterLabel,
  {
    alignItems: 'flex-start',
    height: `${SLOT_HEIGHT}px`,
    overflow: 'visible',
    selectors: {
      // The hour sits on its line, half above it.
      '&[data-hour]': { transform: `translateY(-7px)` },
    },
  },
]);

export const slot = style({
  ...dayCell,
  position: 'relative',
  height: `${SLOT_HEIGHT}px`,
  outline: 'none',
  // Its size never depends on what it holds (its events are positioned out of flow).
  contain: 'size layout style',
  selectors: {
    '&[data-selected]': { background: vars.color.primarySubtle },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
      zIndex: 2,
    },
  },
});

/** The focusable target of a slot (or all-day cell) that holds events: the whole cell. */
export const slotTarget = style({
  position: 'absolute',
  inset: 0,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/** A timed event, placed from its start slot over the slots below it. */
export const event = style({
  position: 'absolute',
  zIndex: 1,
  minHeight: `${SLOT_HEIGHT - 1}px`,
  selectors: {
    // A one-slot event (15 minutes, 002 §9) gets a line its height.
    '&[data-slots="1"]': { fontSize: '10px', lineHeight: '9px', paddingTop: 0, paddingBottom: 0 },
    '&[data-slots="2"]': { lineHeight: '20px' },
    '&[data-dragging]': { zIndex: 3 },
    '&:focus-visible': { zIndex: 3 },
  },
});

/** The resize handle at the bottom (or right end) of an own event; the pointer's only. */
export const resizeHandle = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: '6px',
  cursor: 'ns-resize',
  touchAction: 'none',
  selectors: {
    '[data-variant="bar"] &': {
      left: 'auto',
      top: 0,
      width: '6px',
      height: 'auto',
      cursor: 'ew-resize',
    },
  },
});

/** The current-time line across the days, stronger on today. */
export const nowLine = style({
  position: 'absolute',
  left: gutter,
  right: 0,
  zIndex: 2,
  height: 0,
  borderTop: `1px solid color-mix(in srgb, ${vars.color.error} 45%, transparent)`,
  pointerEvents: 'none',
});

export const nowToday = style({
  position: 'absolute',
  top: '-1px',
  height: '2px',
  background: vars.color.error,
  '::before': {
    content: '""',
    position: 'absolute',
    left: '-5px',
    top: '-4px',
    width: '10px',
    height: '10px',
    borderRadius: vars.radii.round,
    background: vars.color.error,
  },
});

export const help = style({ display: 'none' });

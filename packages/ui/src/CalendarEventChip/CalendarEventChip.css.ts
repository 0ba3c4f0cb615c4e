import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { EVENT_COLOR_PROPERTY } from '../private/calendarModel.ts';
import { vars } from '../theme/vars.css.ts';

/** The event's own colour (owner's entry, event colour or the default blue #448aff). */
const eventColor = `var(${EVENT_COLOR_PROPERTY}, ${vars.eventDefault})`;
/**
 * A tint of the event colour over the surface: the text keeps the theme's text colour, so it stays
 * readable on every colour of the palette (#FFB600 as well as #232D78) and in the dark theme.
 */
const tint = (percent: number) =>
  `color-mix(in srgb, ${eventColor} ${percent}%, ${vars.color.surface})`;

export const chip = recipe({
  base: {
    font: 'inherit',
    display: 'flex',
    minWidth: 0,
    width: '100%',
    margin: 0,
    border: 'none',
    textAlign: 'start',
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.xs,
    lineHeight: '16px',
    cursor: 'pointer',
    overflow: 'hidden',
    outline: 'none',
    selectors: {
      // The keyboard's ring only (CSS :focus-visible, no per-event hook: a week draws hundreds).
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '-2px',
      },
      '&[data-draggable]': { cursor: 'grab', touchAction: 'none' },
      '&[data-dragging]': { cursor: 'grabbing', opacity: 0.85, boxShadow: vars.elevation.medium },
    },
  },
  variants: {
    variant: {
      /** A block of the week and day time grid. */
      block: {
        position: 'relative',
        flexDirection: 'column',
        alignItems: 'stretch',
        height: '100%',
        padding: `0 ${vars.space.xs} 0 ${vars.space.xs}`,
        borderRadius: vars.radii.sm,
        background: tint(18),
        // The left rule carries the colour; the surface border separates events side by side.
        // Borders, not shadows: a week paints hundreds of events.
        border: `1px solid ${vars.color.surface}`,
        borderLeft: `3px solid ${eventColor}`,
        selectors: { '&:hover': { background: tint(28) } },
      },
      /** One line of a month day or of the all-day row. */
      bar: {
        alignItems: 'center',
        gap: vars.space.xs,
        height: '20px',
        padding: `0 ${vars.space.xs}`,
        borderRadius: vars.radii.sm,
        background: 'transparent',
        whiteSpace: 'nowrap',
        selectors: {
          '&:hover': { background: vars.color.surfaceSunken },
          '&[data-all-day]': {
            background: tint(22),
            borderLeft: `3px solid ${eventColor}`,
          },
          '&[data-all-day]:hover': { background: tint(32) },
          '&[data-continues-before]': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
          '&[data-continues-after]': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
        },
      },
      /** A row of a list: the more-events dialog and the agenda. */
      list: {
        alignItems: 'flex-start',
        gap: vars.space.sm,
        padding: `${vars.space.sm} ${vars.space.sm}`,
        borderRadius: vars.radii.md,
        background: 'transparent',
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.normal,
        selectors: { '&:hover': { background: vars.color.surfaceSunken } },
      },
    },
  },
  defaultVariants: { variant: 'block' },
});

export type CalendarEventChipVariants = NonNullable<RecipeVariants<typeof chip>>;

export const dot = style({
  flex: '0 0 auto',
  width: '8px',
  height: '8px',
  borderRadius: vars.radii.round,
  background: eventColor,
  selectors: { '[data-variant="list"] &': { width: '10px', height: '10px', marginTop: '7px' } },
});

export const line = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const title = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontWeight: vars.font.weight.medium,
  selectors: { '[data-done] &': { textDecoration: 'line-through' } },
});

/**
 * A block's title may take two lines before the time (a height, not line-clamp: cheaper to lay
 * out); a word too long for a narrow block is cut at its edge, not broken in two.
 */
export const blockTitle = style({
  flex: '0 0 auto',
  maxHeight: '32px',
  overflow: 'hidden',
  whiteSpace: 'normal',
  fontWeight: vars.font.weight.medium,
  selectors: { '[data-done] &': { textDecoration: 'line-through' } },
});

export const time = style({
  flex: '0 0 auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[data-variant="block"] &': { color: vars.color.text } },
  // In a day too narrow for both (a month on a phone), a bar keeps its title, not its time.
  '@container': {
    '(max-width: 96px)': { selectors: { '[data-variant="bar"] &': { display: 'none' } } },
  },
});

/** The time under a block's title: what gives way, with an ellipsis, in a narrow block. */
export const blockTime = style([
  time,
  { flex: '0 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
]);

export const listBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 auto',
});

export const listTime = style({
  flex: '0 0 112px',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  '@media': { 'screen and (max-width: 480px)': { flexBasis: '88px' } },
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A small tag ('Urgente', 'Sospeso') inside a block or a bar, where a Chip is too big. */
export const tag = style({
  flex: '0 0 auto',
  padding: '0 4px',
  borderRadius: vars.radii.sm,
  fontSize: '11px',
  lineHeight: '14px',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[data-tone="error"]': { background: vars.color.errorSubtle, color: vars.color.error },
    '&[data-tone="warning"]': { background: vars.color.warningSubtle, color: vars.color.warning },
  },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The cell of the settings grid; it fills its place like the dashboard's cells. */
export const cell = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  minWidth: 0,
  minHeight: 0,
  borderRadius: vars.radii.md,
  fontFamily: vars.font.family,
  selectors: {
    '&[data-state="empty"]': {
      border: `2px dashed ${vars.color.borderStrong}`,
      background: vars.color.surfaceSunken,
    },
    // A hovered or focused empty cell takes the primary colour around its add button.
    '&[data-state="empty"][data-hovered], &[data-state="empty"]:focus-within': {
      borderColor: vars.color.primary,
      background: vars.color.primarySubtle,
    },
    '&[data-state="filled"]': {
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surfaceRaised,
    },
  },
});

/** The size of an empty cell, always visible so the layout reads at a glance. */
export const placeholder = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** The placed component, shown but not operable while the layout is edited. */
export const content = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
});

globalStyle(`${content} > *`, { flex: '1 1 auto', minHeight: 0 });

/** The name of a placed component when no preview is given. */
export const name = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

/**
 * The add or remove overlay: hidden until the cell is hovered or holds the keyboard focus (its
 * button stays in the Tab order, and focusing it shows it); always shown where there is no hover.
 */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  // Above the placed widget, which comes after it in the DOM.
  zIndex: 1,
  display: 'flex',
  // The button sits at the bottom, so the size or the name stays readable above it.
  alignItems: 'flex-end',
  justifyContent: 'center',
  padding: vars.space.md,
  // Its own rounding rather than a clip by the cell: the corners render the same every time.
  borderRadius: 'inherit',
  opacity: 0,
  transition: `opacity ${vars.duration.fast}`,
  selectors: {
    [`${cell}[data-hovered] > &, ${cell}:focus-within > &`]: { opacity: 1 },
    [`${cell}[data-state="filled"] > &`]: { background: vars.color.scrim },
  },
  '@media': {
    '(hover: none)': { opacity: 1 },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

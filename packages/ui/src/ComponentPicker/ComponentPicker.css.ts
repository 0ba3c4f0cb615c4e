import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const accordion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
});

export const item = style({
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});

export const header = style({ margin: 0 });

export const trigger = style({
  font: 'inherit',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.space.xxxl,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const triggerLabel = style({ flex: '1 1 auto', minWidth: 0 });

/** How many widgets the category offers, a small pill. */
export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  height: '24px',
  padding: `0 ${vars.space.xs}`,
  boxSizing: 'border-box',
  borderRadius: vars.radii.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-count="0"]': { color: vars.color.disabledText },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.normal}`,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const content = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.sm} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One option: the widget's name and preview, and the actions revealed over it. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-actions="visible"]': { borderColor: vars.color.primary },
  },
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const name = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    [`${card}[data-locked] &`]: { color: vars.color.textMuted },
  },
});

/** The lock of an option the profile may not add (000 §5, §8). */
export const lock = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  borderRadius: vars.radii.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});

export const previewArea = style({
  selectors: {
    [`${card}[data-locked] &`]: { opacity: 0.6, filter: 'grayscale(1)' },
  },
});

/**
 * The actions over the card. Hidden (but in the Tab order) until the card has been hovered for
 * 125 ms or holds the keyboard focus; always shown where there is no hover.
 */
export const actions = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: 'inherit',
  background: vars.color.scrim,
  opacity: 0,
  pointerEvents: 'none',
  transition: `opacity ${vars.duration.fast}`,
  selectors: {
    [`${card}[data-actions="visible"] > &`]: { opacity: 1, pointerEvents: 'auto' },
  },
  '@media': {
    '(hover: none)': { opacity: 1, pointerEvents: 'auto' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

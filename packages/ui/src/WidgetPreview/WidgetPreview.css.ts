import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** A miniature of one widget row, on a raised surface like the widget's own card. */
export const preview = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.family,
  color: vars.color.text,
  // Static: no hover, no selection, no pointer.
  userSelect: 'none',
  pointerEvents: 'none',
});

export const quotes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const quotesCount = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** An event's colour, as the calendar shows it. */
export const dot = style({
  display: 'inline-block',
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radii.round,
  flexShrink: 0,
});

export const unavailable = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.space.xxxl,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
});

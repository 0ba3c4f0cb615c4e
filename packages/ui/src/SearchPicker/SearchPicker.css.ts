import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  selectors: { [`${root}[data-disabled] &`]: { color: vars.color.disabledText } },
});

/** The input group: the focus ring is drawn here, around the input and its button. */
export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.xxs} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  selectors: {
    '&:focus-within': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-1px',
      borderColor: vars.color.focus,
    },
    '&[data-disabled]': {
      background: vars.color.disabledSurface,
      borderColor: vars.color.border,
      color: vars.color.disabledText,
    },
    '&[data-invalid]': { borderColor: vars.color.error },
  },
});

/** The magnifier keeps its size however long the text beside it. */
export const searchIcon = style({ flex: 'none' });

/** The input and its placeholder text in one cell: the text wraps, the field grows with it. */
export const inputArea = style({
  display: 'grid',
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
});

export const input = style({
  gridArea: '1 / 1',
  minWidth: 0,
  height: '100%',
  minHeight: '38px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    // The placeholder is drawn by `placeholder` below, which wraps.
    '&::placeholder': { color: 'transparent', opacity: 0 },
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
    // The ring is on the field.
    '&:focus-visible': { outline: 'none' },
  },
});

export const placeholder = style({
  gridArea: '1 / 1',
  alignSelf: 'center',
  padding: `${vars.space.xxs} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
  userSelect: 'none',
  // Muted, not dimmed further when the picker is disabled: on the disabled surface the disabled
  // text colour falls below 4.5:1, and this visual copy is not the disabled input axe exempts.
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.round,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const spinner = style({
  flex: 'none',
  color: vars.color.primary,
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The floating results (popover layout). */
export const popover = style({
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.family,
});

/**
 * The results in the flow under the field (inline layout, used by the picker dialog). No scroll
 * of their own: the dialog's body scrolls, and it holds the focusable input.
 */
export const inlineResults = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  // Open before the results' part has loaded (the first use on a slow connection): no empty frame.
  selectors: { '&:empty': { display: 'none' } },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const listBox = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  outline: 'none',
  selectors: { '&:empty': { padding: 0 } },
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-selected]': { background: vars.color.primarySubtle },
    '&[data-selected][data-focused]': { boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const optionTitle = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const optionLabel = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const optionDescription = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const optionSubtext = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const optionCheck = style({
  flex: 'none',
  color: vars.color.primary,
  marginTop: vars.space.xxs,
});

/** The selected items of a multiple picker: a tag group (grid) of removable chips. */
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  borderRadius: vars.radii.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const tagCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
});

export const tagLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '20px',
  height: '20px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.round,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.border, color: vars.color.text } },
});

/** The error under the field, with its retry button: reachable with Tab once the results close. */
export const error = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.error,
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: '240px',
});

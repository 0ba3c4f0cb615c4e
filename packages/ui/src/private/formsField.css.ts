import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The column of a field: label, control, help line. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    [`${field}[data-disabled] &`]: { color: vars.color.textMuted },
  },
});

export const requiredMarker = style({
  marginInlineStart: vars.space.xs,
});

/**
 * The bordered box around an input and its adornments; the same look for a Select trigger. State
 * comes from data attributes set by the component: data-invalid, data-disabled, data-readonly.
 */
export const controlBox = style({
  font: 'inherit',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([data-disabled]):not([data-readonly])': { borderColor: vars.color.text },
    // The outline belongs to the box, not to the borderless input inside it.
    '&:has(:is(input, textarea):focus-visible), &:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[data-invalid]': { borderColor: vars.color.error },
    '&[data-readonly]': {
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
    '&[data-disabled]': {
      background: vars.color.disabledSurface,
      borderColor: vars.color.border,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

/** The borderless input (or textarea) inside {@link controlBox}. */
export const input = style({
  font: 'inherit',
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: `${vars.space.sm} 0`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledText },
    '&:disabled::placeholder': { color: vars.color.disabledText },
  },
});

/** A text or icon before or after the input (€, a calendar icon…). */
export const adornment = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  selectors: {
    [`${controlBox}[data-disabled] &`]: { color: vars.color.disabledText },
  },
});
globalStyle(`${adornment} svg`, { width: '18px', height: '18px' });

/** Description, error and counter under the control. */
export const help = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  selectors: { '&:empty': { display: 'none' } },
});

export const helpTexts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const description = style({ color: vars.color.textMuted });

export const errorMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.error,
  fontWeight: vars.font.weight.medium,
});
globalStyle(`${errorMessage} svg`, {
  flex: 'none',
  width: '14px',
  height: '14px',
  marginTop: '2px',
});

export const counter = style({
  flex: 'none',
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over]': { color: vars.color.error, fontWeight: vars.font.weight.medium } },
});

/** Hidden from sight, still read by screen readers. */
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

/** The box of a textarea: the text starts at the top. */
export const multilineBox = style({ alignItems: 'flex-start' });

export const textarea = style({
  resize: 'vertical',
  minHeight: '80px',
  lineHeight: vars.font.lineHeight.normal,
});

/** A checkbox or switch with its label beside it. */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const choiceControl = style({
  display: 'flex',
  alignItems: 'center',
  // Centres the control on the first line of the label (line height 1.5 of 14px ≈ 21px).
  minHeight: '21px',
});

export const choiceLabel = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  cursor: 'pointer',
  selectors: {
    // A disabled choice's label greys out with its box ('Firmato' on the order form).
    [`${choice}[data-disabled] &`]: { cursor: 'not-allowed', color: vars.color.disabledText },
    [`${choice}[data-readonly] &`]: { cursor: 'default' },
  },
});

export const choiceHelp = style({ gridColumn: '2' });

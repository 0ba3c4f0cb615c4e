import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/**
 * The chip's classes: a base and one class per tone and per size. Chip and OrderChips join them
 * themselves, so that they do not carry the recipe runtime (0.7 KB gzipped, a seventh of
 * OrderChips' budget); `Chip.css.ts` composes the same classes into the `chip` recipe that
 * other components call.
 */
export const chipBase = style({
  // First, so that the family, size and weight below win over the shorthand on <button>.
  font: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  borderRadius: vars.radii.pill,
  border: '1px solid transparent',
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { filter: 'brightness(0.96)' },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const chipTone = styleVariants({
  default: {
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    borderColor: vars.color.border,
  },
  primary: { background: vars.color.primarySubtle, color: vars.color.primary },
  success: { background: vars.color.successSubtle, color: vars.color.success },
  warning: { background: vars.color.warningSubtle, color: vars.color.warning },
  error: { background: vars.color.errorSubtle, color: vars.color.error },
  info: { background: vars.color.infoSubtle, color: vars.color.info },
});

export const chipSize = styleVariants({
  small: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.font.size.xs },
  medium: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.size.sm },
});

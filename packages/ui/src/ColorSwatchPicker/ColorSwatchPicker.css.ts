import { globalStyle, style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: vars.space.xxs,
});

/** One swatch: a round label around a visually hidden radio; the fill is the colour itself. */
export const swatch = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radii.round,
    // A hairline keeps light colours visible on a light surface (and dark ones on a dark one).
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    cursor: 'pointer',
    transition: `box-shadow ${vars.duration.fast}`,
    selectors: {
      '&:has(input:focus-visible)': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '4px',
      },
      '&[data-selected]': {
        boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}`,
      },
      '&[data-invalid]:not([data-selected])': {
        boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 3px ${vars.color.error}`,
      },
      '&[data-readonly]': { cursor: 'default' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.4 },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    size: {
      small: { width: '24px', height: '24px' },
      medium: { width: '32px', height: '32px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type ColorSwatchVariants = NonNullable<RecipeVariants<typeof swatch>>;

/** The chosen mark: a small theme-coloured badge, readable on every fill in both themes. */
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '60%',
  height: '60%',
  borderRadius: vars.radii.round,
  background: vars.color.surface,
  color: vars.color.text,
});
globalStyle(`${check} svg`, { width: '75%', height: '75%', strokeWidth: 3 });

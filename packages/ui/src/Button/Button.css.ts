import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const button = recipe({
  base: {
    font: 'inherit',
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.medium,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radii.md,
    border: '1px solid transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.disabledText,
        background: vars.color.disabledSurface,
        borderColor: 'transparent',
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      contained: {},
      outlined: { background: 'transparent' },
      text: { background: 'transparent' },
    },
    tone: { primary: {}, error: {}, neutral: {} },
    size: {
      small: { padding: `${vars.space.xs} ${vars.space.md}`, minHeight: '32px' },
      medium: { padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: '40px' },
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'contained', tone: 'primary' },
      style: {
        background: vars.color.primary,
        color: vars.color.textOnPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
    },
    {
      variants: { variant: 'contained', tone: 'error' },
      style: { background: vars.color.error, color: vars.color.textInverse },
    },
    {
      variants: { variant: 'contained', tone: 'neutral' },
      style: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
    {
      variants: { variant: 'outlined', tone: 'primary' },
      style: { color: vars.color.primary, borderColor: vars.color.primary },
    },
    {
      variants: { variant: 'outlined', tone: 'error' },
      style: { color: vars.color.error, borderColor: vars.color.error },
    },
    {
      variants: { variant: 'outlined', tone: 'neutral' },
      style: { color: vars.color.text, borderColor: vars.color.borderStrong },
    },
    {
      variants: { variant: 'text', tone: 'primary' },
      style: {
        color: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySubtle } },
      },
    },
    { variants: { variant: 'text', tone: 'error' }, style: { color: vars.color.error } },
    {
      variants: { variant: 'text', tone: 'neutral' },
      style: {
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
    },
  ],
  defaultVariants: { variant: 'contained', tone: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

/** The spinner shown before the label while the button's action runs (`pending`). */
export const spinner = style({
  flex: '0 0 auto',
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

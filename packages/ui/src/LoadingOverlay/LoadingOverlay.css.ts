import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The wrapper that holds the content and the overlay when `children` are given. */
export const container = style({ position: 'relative' });

export const overlay = recipe({
  base: {
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.xl,
    background: vars.color.scrim,
  },
  variants: {
    /** area: covers the nearest positioned ancestor; screen: covers the window. */
    cover: {
      area: { position: 'absolute', zIndex: vars.zIndex.overlay },
      screen: { position: 'fixed', zIndex: vars.zIndex.dialog },
    },
  },
  defaultVariants: { cover: 'area' },
});

export type LoadingOverlayVariants = NonNullable<RecipeVariants<typeof overlay>>;

/** The card that carries the spinner and the text, readable on any content below the scrim. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.size.mobileDialog,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  textAlign: 'center',
});

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

/** Turns only for users who did not ask for reduced motion (and so never in screenshots). */
export const spinner = style({
  color: vars.color.primary,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 900ms linear infinite` },
  },
});

import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

const slideIn = keyframes({
  from: { transform: `translateX(calc(100% + ${vars.space.xl}))` },
  to: { transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space.xl}))` },
});

/**
 * The one place where snackbars and notification toasts appear: bottom right, newest at the
 * bottom, above every other layer. Items are as wide as a compact overlay (the mobile dialog's 400 px).
 */
export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `calc(${vars.size.mobileDialog} + 2 * ${vars.space.xl})`,
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.xl,
  listStyle: 'none',
  outline: 'none',
});

/**
 * The motion every item of the viewport shares: slide in, fade out, follow the finger while swiped.
 * Only for users who did not ask for reduced motion (and so never in screenshots).
 */
export const motion = style({
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-state="open"]': {
          animation: `${slideIn} ${vars.duration.slow} cubic-bezier(0.16, 1, 0.3, 1)`,
        },
        '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.normal} ease-in` },
        '&[data-swipe="cancel"]': { transition: `transform ${vars.duration.normal} ease-out` },
        '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.normal} ease-out` },
      },
    },
  },
});

export const snackbar = recipe({
  base: [
    motion,
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.md,
      minHeight: '48px',
      padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
      borderRadius: vars.radii.md,
      boxShadow: vars.elevation.high,
      fontFamily: vars.font.family,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.normal,
      color: vars.color.textInverse,
      selectors: {
        // Offset outside the coloured surface, so the theme's focus colour stays visible on the page.
        '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      },
    },
  ],
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceInverse },
      success: { background: vars.color.success },
      info: { background: vars.color.info },
      warning: { background: vars.color.warning },
      error: { background: vars.color.error },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type SnackbarVariants = NonNullable<RecipeVariants<typeof snackbar>>;

export const icon = style({ flex: '0 0 auto', display: 'inline-flex' });

export const message = style({
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const actions = style({
  flex: '0 0 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** Action and 'Chiudi': text buttons in the snackbar's own text colour. */
export const button = style({
  font: 'inherit',
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: 'inherit',
  background: 'transparent',
  border: '1px solid transparent',
  borderRadius: vars.radii.sm,
  minHeight: '32px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: 'currentColor' },
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '0' },
  },
});

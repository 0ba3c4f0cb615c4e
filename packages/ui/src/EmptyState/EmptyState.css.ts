import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const emptyState = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    fontFamily: vars.font.family,
    color: vars.color.text,
  },
  variants: {
    size: {
      /** Inside a widget or a card. */
      small: { gap: vars.space.xs, padding: vars.space.lg },
      /** A page or a panel. */
      medium: { gap: vars.space.sm, padding: `${vars.space.xxl} ${vars.space.xl}` },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type EmptyStateVariants = NonNullable<RecipeVariants<typeof emptyState>>;

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radii.round,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
  },
  variants: {
    size: {
      small: { width: vars.size.avatar, height: vars.size.avatar, marginBottom: vars.space.xxs },
      medium: { width: vars.space.xxxl, height: vars.space.xxxl, marginBottom: vars.space.xs },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const title = recipe({
  base: { margin: 0, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.normal },
  variants: {
    size: {
      small: { fontSize: vars.font.size.sm },
      medium: { fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const description = style({
  margin: 0,
  maxWidth: vars.size.mobileDialog,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.sm });

import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const chip = recipe({
  base: {
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
  },
  variants: {
    tone: {
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
    },
    size: {
      small: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.font.size.xs },
      medium: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { tone: 'default', size: 'medium' },
});

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>;

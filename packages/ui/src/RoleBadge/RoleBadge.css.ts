import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** A pill with the role's icon in a disc of the role colour, then the role's label. */
export const roleBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    borderRadius: vars.radii.pill,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-icon-only]': { padding: 0, border: 'none', background: 'transparent' },
    },
  },
  variants: {
    size: {
      small: {
        padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.xxs} ${vars.space.xxs}`,
        fontSize: vars.font.size.xs,
      },
      medium: {
        padding: `${vars.space.xxs} ${vars.space.md} ${vars.space.xxs} ${vars.space.xxs}`,
        fontSize: vars.font.size.sm,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** The disc behind the icon, in the role colour (000 §6). */
export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radii.round,
    // The icon is a symbol on a coloured disc; the label beside it carries the meaning.
    color: vars.color.textOnPrimary,
  },
  variants: {
    /** The colour token domain's `roleColorToken` returns, mapped to the theme's role colours. */
    color: {
      lightBlue: { background: vars.role.ORG },
      amber: { background: vars.role.SPL },
      crimson: { background: vars.role.SYS },
      green: { background: vars.role.USR },
      none: { background: vars.color.borderStrong },
    },
    size: {
      small: { width: '20px', height: '20px' },
      medium: { width: '24px', height: '24px' },
    },
  },
  defaultVariants: { color: 'none', size: 'medium' },
});

export type RoleBadgeVariants = NonNullable<RecipeVariants<typeof roleBadge>>;

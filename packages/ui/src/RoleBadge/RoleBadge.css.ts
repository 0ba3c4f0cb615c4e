import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

// Base classes and one class per variant rather than recipes: the recipes' runtime (0.8 KB
// gzipped) would be a quarter of the badge's 3 KB budget.

/** A pill with the role's icon in a disc of the role colour, then the role's label. */
export const roleBadge = style({
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
});

export const roleBadgeSize = styleVariants({
  small: {
    padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.xxs} ${vars.space.xxs}`,
    fontSize: vars.font.size.xs,
  },
  medium: {
    padding: `${vars.space.xxs} ${vars.space.md} ${vars.space.xxs} ${vars.space.xxs}`,
    fontSize: vars.font.size.sm,
  },
});

/** The disc behind the icon, in the role colour (000 §6). */
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radii.round,
  // The icon is a symbol on a coloured disc; the label beside it carries the meaning.
  color: vars.color.textOnPrimary,
});

/** The colour token domain's `roleColorToken` returns, mapped to the theme's role colours. */
export const iconColor = styleVariants({
  lightBlue: { background: vars.role.ORG },
  amber: { background: vars.role.SPL },
  crimson: { background: vars.role.SYS },
  green: { background: vars.role.USR },
  none: { background: vars.color.borderStrong },
});

export const iconSize = styleVariants({
  small: { width: '20px', height: '20px' },
  medium: { width: '24px', height: '24px' },
});

export interface RoleBadgeVariants {
  /** small (lists) or medium. */
  size?: keyof typeof roleBadgeSize;
}

import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The wrapper that anchors the badge to the top-right corner of its child. */
export const root = style({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  flexShrink: 0,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.xs,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    borderRadius: vars.radii.pill,
    fontVariantNumeric: 'tabular-nums',
    // A ring in the surface colour separates the badge from the icon it overlaps.
    boxShadow: `0 0 0 2px ${vars.color.surface}`,
    pointerEvents: 'none',
    selectors: {
      [`${root} > &`]: {
        position: 'absolute',
        top: 0,
        right: 0,
        transform: 'translate(35%, -35%)',
      },
    },
  },
  variants: {
    tone: {
      default: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
      primary: { background: vars.color.primary, color: vars.color.textOnPrimary },
      success: { background: vars.color.success, color: vars.color.textInverse },
      warning: { background: vars.color.warning, color: vars.color.textInverse },
      error: { background: vars.color.error, color: vars.color.textInverse },
      info: { background: vars.color.info, color: vars.color.textInverse },
    },
    variant: {
      count: {
        minWidth: '20px',
        height: '20px',
        padding: `0 ${vars.space.xs}`,
      },
      dot: {
        width: '10px',
        height: '10px',
        padding: 0,
        selectors: {
          [`${root} > &`]: { transform: 'translate(10%, -10%)' },
        },
      },
    },
  },
  defaultVariants: { tone: 'error', variant: 'count' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

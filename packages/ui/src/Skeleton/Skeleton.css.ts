import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    background: vars.color.disabledSurface,
    // Pulses only for users who did not ask for reduced motion (and so never in screenshots).
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${pulse} 1.6s ease-in-out infinite`,
      },
    },
  },
  variants: {
    shape: {
      /** One line of body text: the text's height, slightly rounded. */
      text: {
        height: `calc(${vars.font.size.md} * ${vars.font.lineHeight.tight})`,
        marginBlock: `calc(${vars.font.size.md} * (${vars.font.lineHeight.normal} - ${vars.font.lineHeight.tight}) / 2)`,
        borderRadius: vars.radii.sm,
      },
      rect: { height: vars.space.xxxl, borderRadius: vars.radii.md },
      circle: { width: vars.size.avatar, height: vars.size.avatar, borderRadius: vars.radii.round },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

/** Several text lines. */
export const lines = style({ display: 'flex', flexDirection: 'column' });

/** The region: a plain block that only names the loading state. */
export const group = style({ display: 'block' });

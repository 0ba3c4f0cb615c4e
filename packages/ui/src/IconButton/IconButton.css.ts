import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    border: 'none',
    borderRadius: vars.radii.round,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
      '&:disabled, &[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      small: { width: '32px', height: '32px' },
      medium: { width: '40px', height: '40px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

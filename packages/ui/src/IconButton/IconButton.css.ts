import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

// A base class and one class per size rather than a recipe: the recipe's runtime (0.6 KB gzipped)
// would be most of what the close buttons of dialogs and drawers weigh.
export const iconButton = style({
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
});

export const iconButtonSize = styleVariants({
  small: { width: '32px', height: '32px' },
  medium: { width: '40px', height: '40px' },
});

export interface IconButtonVariants {
  /** 40 px by default, 32 px for the close buttons of dialogs. */
  size?: keyof typeof iconButtonSize;
}

import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/**
 * The locked wrapper. It is the tooltip trigger: the wrapped content is inert, so the pointer
 * "falls through" it onto this element, and the tooltip opens wherever the feature is hovered.
 */
export const gate = recipe({
  base: {
    position: 'relative',
    maxWidth: '100%',
    cursor: 'not-allowed',
  },
  variants: {
    layout: {
      /** Buttons, chips, menu items: the lock badge follows the content. */
      inline: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        verticalAlign: 'middle',
      },
      /** Cards and groups: the lock badge sits in the top-right corner. */
      block: { display: 'block' },
    },
  },
  defaultVariants: { layout: 'inline' },
});

export type GateVariants = NonNullable<RecipeVariants<typeof gate>>;

/** The wrapped, inert content: greyed out so the lock reads at a glance. */
export const content = recipe({
  base: {
    minWidth: 0,
    selectors: {
      '&[data-disabled]': { opacity: 0.6, filter: 'grayscale(1)' },
    },
  },
  variants: {
    layout: {
      inline: { display: 'inline-flex' },
      /** Block content keeps its box so that the badge can sit on its corner. */
      block: { display: 'block' },
    },
  },
  defaultVariants: { layout: 'inline' },
});

/** The focusable lock badge: keyboard users reach it with Tab and read the tooltip. */
export const lockBadge = recipe({
  base: {
    font: 'inherit',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: '24px',
    height: '24px',
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radii.round,
    background: vars.color.surfaceRaised,
    color: vars.color.textMuted,
    cursor: 'help',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    layout: {
      inline: { order: 1 },
      block: {
        position: 'absolute',
        top: vars.space.sm,
        right: vars.space.sm,
        boxShadow: vars.elevation.low,
        zIndex: 1,
      },
    },
  },
  defaultVariants: { layout: 'inline' },
});

/**
 * The render-prop wrapper, the tooltip trigger around the caller's node. It keeps a box (not
 * `display: contents`) because the tooltip is positioned against it.
 */
export const renderTrigger = recipe({
  base: { maxWidth: '100%', cursor: 'not-allowed' },
  variants: {
    layout: {
      inline: { display: 'inline-flex', verticalAlign: 'middle' },
      block: { display: 'block' },
    },
  },
  defaultVariants: { layout: 'inline' },
});

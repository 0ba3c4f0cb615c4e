import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from '../theme/tokens.ts';
import { vars } from '../theme/vars.css.ts';

/** Layout sprinkles, built only from the theme's variables. `wide` is the 1904 px breakpoint. */
const layout = defineProperties({
  conditions: { base: {}, wide: { '@media': `screen and (min-width: ${breakpoints.wide}px)` } },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['nowrap', 'wrap'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    margin: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radii,
  },
});

export const sprinkles = createSprinkles(layout, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];

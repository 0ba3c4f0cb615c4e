import {
  defaultEventColor,
  durations,
  elevation,
  fontFamily,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  sizes,
  space,
  zIndices,
} from './tokens.ts';

/** The parts of the theme that do not change between light and dark. */
export const sharedTokens = {
  space,
  radii,
  font: { family: fontFamily, size: fontSizes, weight: fontWeights, lineHeight: lineHeights },
  elevation,
  zIndex: zIndices,
  size: sizes,
  duration: durations,
  eventDefault: defaultEventColor,
};

import { createTheme } from '@vanilla-extract/css';
import { sharedTokens } from './shared.ts';
import { palette, roleColors } from './tokens.ts';
import { vars } from './vars.css.ts';

/** A second theme is a file, not a rewrite: the same contract filled with dark values. */
export const darkTheme = createTheme(vars, {
  color: {
    surface: palette.grey900,
    surfaceRaised: palette.grey850,
    surfaceSunken: palette.black,
    surfaceInverse: palette.grey100,
    text: palette.grey50,
    textMuted: palette.grey300,
    textInverse: palette.grey900,
    textOnPrimary: palette.grey900,
    border: palette.grey700,
    borderStrong: palette.grey300,
    primary: palette.blue300,
    primaryHover: palette.blue100,
    primarySubtle: palette.grey800,
    success: palette.green300,
    successSubtle: palette.grey800,
    warning: palette.amber300,
    warningSubtle: palette.grey800,
    error: palette.red300,
    errorSubtle: palette.grey800,
    info: palette.cyan300,
    infoSubtle: palette.grey800,
    focus: palette.blue300,
    scrim: 'rgba(0, 0, 0, 0.64)',
    disabledText: palette.grey500,
    disabledSurface: palette.grey800,
  },
  role: {
    ORG: roleColors.lightBlue,
    SPL: roleColors.amber,
    SYS: roleColors.crimson,
    USR: roleColors.green,
  },
  ...sharedTokens,
});

import { createTheme } from '@vanilla-extract/css';
import { sharedTokens } from './shared.ts';
import { palette, roleColors } from './tokens.ts';
import { vars } from './vars.css.ts';

/** The default Portineria theme. Put its class on `<html>` so portalled overlays inherit it. */
export const lightTheme = createTheme(vars, {
  color: {
    surface: palette.white,
    surfaceRaised: palette.white,
    surfaceSunken: palette.grey50,
    surfaceInverse: palette.grey800,
    text: palette.grey900,
    textMuted: palette.grey600,
    textInverse: palette.white,
    textOnPrimary: palette.white,
    border: palette.grey200,
    borderStrong: palette.grey500,
    primary: palette.blue600,
    primaryHover: palette.blue700,
    primarySubtle: palette.blue50,
    success: palette.green700,
    successSubtle: palette.green50,
    warning: palette.amber800,
    warningSubtle: palette.amber50,
    error: palette.red700,
    errorSubtle: palette.red50,
    info: palette.cyan800,
    infoSubtle: palette.cyan50,
    focus: palette.blue600,
    scrim: 'rgba(21, 23, 28, 0.48)',
    disabledText: palette.grey500,
    disabledSurface: palette.grey100,
  },
  role: {
    ORG: roleColors.lightBlue,
    SPL: roleColors.amber,
    SYS: roleColors.crimson,
    USR: roleColors.green,
  },
  ...sharedTokens,
});

/**
 * Every raw value of the design system (hex, px). Nothing else in the package spells a colour or a
 * size: semantic tokens in the themes point at these. The layout sizes the spec fixes are domain's
 * constants (000 §9, 002 §9), written here as CSS lengths.
 */
import {
  AVATAR_EDIT_SIZE,
  AVATAR_SIZE,
  COLLEAGUE_DIALOG_WIDTH,
  MINI_DRAWER_BREAKPOINT,
  MOBILE_DIALOG_MAX_WIDTH,
  NAV_DRAWER_MINI_WIDTH,
  NAV_DRAWER_WIDTH,
  PICKER_DIALOG_MAX_WIDTH,
  RESET_DIALOG_WIDTH,
  SIDE_DRAWER_WIDTH,
  TOOLTIP_MAX_WIDTH,
} from '@portineria/domain';

export const palette = {
  white: '#ffffff',
  black: '#000000',
  grey50: '#f7f8fa',
  grey100: '#eef0f4',
  grey200: '#dde1e8',
  grey300: '#c3c9d4',
  grey500: '#6b7385',
  grey600: '#545b6b',
  grey700: '#3d4350',
  grey800: '#262a33',
  grey850: '#1e2129',
  grey900: '#15171c',
  blue50: '#e8f1ff',
  blue100: '#cfe1ff',
  blue300: '#8ab4ff',
  blue600: '#1757c2',
  blue700: '#0f4299',
  green50: '#e7f6ec',
  green300: '#7fd19b',
  green700: '#1b6e3a',
  amber50: '#fff5e0',
  amber300: '#ffc766',
  amber800: '#8a4b00',
  red50: '#fdecee',
  red300: '#ff9aa6',
  red700: '#b3261e',
  cyan50: '#e3f4fa',
  cyan300: '#7cd3ef',
  cyan800: '#00607e',
} as const;

/** Role colours (000 §6): ORG light blue, SPL amber, SYS crimson, USR green. */
export const roleColors = {
  lightBlue: '#0288d1',
  amber: '#b26a00',
  crimson: '#c2185b',
  green: '#2e7d32',
} as const;

/**
 * The 26-colour palette assigned by name length (000 §9). The spec does not list the colours; these
 * are 26 distinct hues dark enough for white initials (contrast ≥ 4.5:1).
 */
export const namePalette = [
  '#c62828',
  '#ad1457',
  '#6a1b9a',
  '#4527a0',
  '#283593',
  '#1565c0',
  '#0277bd',
  '#00695c',
  '#2e7d32',
  '#4e7d2a',
  '#8d6e63',
  '#6d4c41',
  '#5d4037',
  '#bf360c',
  '#c2410c',
  '#37474f',
  '#455a64',
  '#4e342e',
  '#880e4f',
  '#4a148c',
  '#311b92',
  '#1a237e',
  '#0d47a1',
  '#01579b',
  '#004d40',
  '#1b5e20',
] as const;

/*
 * The 12 colleague colours (002 §9) are not here: they are data a user picks and the gateway
 * validates, so domain owns them (`COLLEAGUE_COLORS`) and ColorSwatchPicker reads them from there.
 */

/** The 5 overlay colours (002 §9: "Overlay colours palette of 5"; values not given, ours). */
export const overlayColors = ['#1757c2', '#2e7d32', '#b26a00', '#c2185b', '#6a1b9a'] as const;

/** Default event colour, blue #448aff (001 §9, 002 §9). */
export const defaultEventColor = '#448aff';

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '999px',
  round: '50%',
} as const;

export const fontSizes = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
} as const;
export const lineHeights = { tight: '1.2', normal: '1.5' } as const;
export const fontWeights = { regular: '400', medium: '500', bold: '700' } as const;
export const fontFamily = "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const elevation = {
  none: 'none',
  low: '0 1px 2px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.1)',
  medium: '0 4px 8px rgba(16, 24, 40, 0.1), 0 2px 4px rgba(16, 24, 40, 0.06)',
  high: '0 16px 32px rgba(16, 24, 40, 0.16), 0 4px 8px rgba(16, 24, 40, 0.08)',
} as const;

export const zIndices = {
  base: '0',
  drawer: '1200',
  overlay: '1300',
  dialog: '1400',
  popover: '1500',
  toast: '1600',
  tooltip: '1700',
} as const;

/** Layout sizes of the spec (000 §9, 002 §9). */
export const sizes = {
  navDrawer: `${NAV_DRAWER_WIDTH}px`,
  navDrawerMini: `${NAV_DRAWER_MINI_WIDTH}px`,
  sideDrawer: `${SIDE_DRAWER_WIDTH}px`,
  pickerDialog: `${PICKER_DIALOG_MAX_WIDTH}px`,
  resetDialog: `${RESET_DIALOG_WIDTH}px`,
  mobileDialog: `${MOBILE_DIALOG_MAX_WIDTH}px`,
  colleagueDialog: `${COLLEAGUE_DIALOG_WIDTH}px`,
  tooltip: `${TOOLTIP_MAX_WIDTH}px`,
  avatar: `${AVATAR_SIZE}px`,
  avatarEdit: `${AVATAR_EDIT_SIZE}px`,
  topBar: '64px',
} as const;

/** The breakpoint below which the navigation drawer is mini (000 §2). */
export const breakpoints = { wide: MINI_DRAWER_BREAKPOINT } as const;

export const durations = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

/** Off-screen until focused: then the first thing on the page, over everything. */
export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radii.md,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  boxShadow: vars.elevation.medium,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': { transform: 'none' },
  },
});

/** The permanent drawer: full window height, beside the page, scrolling on its own. */
export const navigation = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  flex: '0 0 auto',
  display: 'flex',
  zIndex: vars.zIndex.drawer,
});

const slideIn = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const navigationScrim = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.scrim,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The temporary drawer of small screens, over the page from the left edge. */
export const navigationOverlay = style({
  position: 'fixed',
  top: 0,
  left: 0,
  bottom: 0,
  display: 'flex',
  maxWidth: '100vw',
  zIndex: vars.zIndex.dialog,
  boxShadow: vars.elevation.high,
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const column = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.drawer,
});

export const main = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: vars.space.xl,
  selectors: {
    '&:focus': { outline: 'none' },
    '&[data-flush]': { padding: 0 },
  },
});

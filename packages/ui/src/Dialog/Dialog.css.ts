import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.scrim,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  // The viewport minus a margin on each side, so the scrim stays visible around the dialog.
  width: `calc(100vw - 2 * ${vars.space.lg})`,
  maxHeight: `calc(100vh - 2 * ${vars.space.lg})`,
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radii.lg,
  boxShadow: vars.elevation.high,
  zIndex: vars.zIndex.dialog,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: { '&:focus': { outline: 'none' } },
});

/** The standard dialog's default maximum width, the pickers' 600 px (a `maxWidth` prop replaces it). */
export const pickerWidth = style({ maxWidth: vars.size.pickerDialog });

export const fullScreen = style({
  top: 0,
  left: 0,
  transform: 'none',
  width: '100vw',
  height: '100vh',
  maxHeight: '100vh',
  borderRadius: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.sm}`,
});

export const heading = style({ minWidth: 0, flex: '1 1 auto' });

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '0 0 auto',
  // Pull the round close button into the padding so its icon lines up with the title's cap height.
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.sm})`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

export const body = style({
  padding: `${vars.space.sm} ${vars.space.xl}`,
  overflowY: 'auto',
  flex: '1 1 auto',
  minHeight: 0,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
});

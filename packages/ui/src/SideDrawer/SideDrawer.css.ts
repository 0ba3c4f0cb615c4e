import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.scrim,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The panel: 500 px from the right edge, full height, never wider than the window (000 §2, §9). */
export const content = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: '100%',
  maxWidth: vars.size.sideDrawer,
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.high,
  zIndex: vars.zIndex.dialog,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  animation: `${slideIn} ${vars.duration.slow} ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ flex: '1 1 auto', minWidth: 0, paddingTop: vars.space.xs });

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

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '0 0 auto',
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
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
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/**
 * The surface the dashboard's cells share (ChipCounterCard, ListCard, LauncherTile, ShortcutTile,
 * BuildingSelectorCard): filling the cell, a raised background, the border and radius of a card.
 * Each component spreads it into its own root style and adds its layout and padding.
 */
export const dashboardCardSurface = {
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  minWidth: 0,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
} as const;

/** The one-line bold title of a card with a header (ChipCounterCard, ListCard). */
export const dashboardCardTitle = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

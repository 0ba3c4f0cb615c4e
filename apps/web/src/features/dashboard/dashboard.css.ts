import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

/** A widget's wrapper fills its grid cell, so the card inside keeps the cell's height. */
export const fill = style({
  height: '100%',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

// vanilla-extract selectors must target the styled element itself: the child rule is global.
globalStyle(`${fill} > *`, { flex: 1, minHeight: 0 });

/** The title row of a dashboard page: title, then its actions at the end. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const title = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

/** A column of dashboard sections (SPL and USR dashboards). */
export const sections = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});

/** A section that spans the whole row. */
export const wide = style({ gridColumn: '1 / -1' });

/** The row of launcher tiles or shortcuts. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gridColumn: '1 / -1',
});

/** The wizard's step body and its button row. */
export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** The colour dot of a calendar event (its colour comes from the event, 002 §3.1). */
export const eventColour = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radii.round,
  flexShrink: 0,
});

/** The layout every form of the app shares: orders, tickets (README, Forms). */
import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 960,
});

/** Side by side where there is room; one under the other on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
  // Its fields size themselves by the room the grid has ({@link pair}), not the window's.
  containerType: 'inline-size',
});

/** A field of {@link grid} across the whole row (a text of several lines). */
export const wide = style({ gridColumn: '1 / -1' });

/** Check boxes side by side, wrapping on a narrow screen (an entitlement's roles). */
export const flags = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
});

/**
 * A field of {@link grid} two columns wide where two fit (a record picker, whose name would be
 * cut in one column of four); one column on a phone, where a span of two would add a column.
 */
export const pair = style({
  '@container': { '(min-width: 456px)': { gridColumn: 'span 2' } },
});

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const error = style({
  margin: 0,
  color: vars.color.error,
  fontSize: vars.font.size.sm,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** A form in a dialog (FormDialog). */
export const dialogForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

/** The sections of a detail screen, one under the other. */
export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

const phone = 'screen and (max-width: 600px)';

/**
 * The label and value pairs of a section. The label column has one width in every section, so
 * the values of a detail line up from its first section to its last (a column sized by each
 * section's own longest label started the values at a different place in each). On a phone the
 * label sits above its value, which gets the whole width: beside a label column, relation chips
 * and long values were cut to half the screen.
 */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 13rem) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': {
    [phone]: { display: 'flex', flexDirection: 'column', gap: vars.space.md },
  },
});

/** One label and value pair; its children sit on the grid of `fields`. */
export const fieldRow = style({
  display: 'contents',
  '@media': {
    [phone]: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
  },
});

export const fieldLabel = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const fieldValue = style({
  margin: 0,
  color: vars.color.text,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** Long text and notes keep the line breaks their author typed. */
export const multiline = style({
  whiteSpace: 'pre-wrap',
});

/** What an empty note says ('Nessuna nota da visualizzare'), quieter than a value. */
export const muted = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const chipList = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const colorValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const colorSwatch = style({
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.border}`,
});

/** An editable note: the text area and its SALVA. */
export const noteForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '48rem',
});

export const noteActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const notice = style({
  color: vars.color.textMuted,
  margin: 0,
});

/** A list value with its marker icon beside it (the key of 002 §4.6). */
export const markedValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const marker = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
});

/** A record's files: one row each, the name taking what the size and the buttons leave. */
export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minWidth: 0,
});

export const fileName = style({
  flex: '1 1 12rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

/** A file going up: its bar takes the row's whole width below the name. */
export const fileProgress = style({
  flexBasis: '100%',
});

/** Why a file was not stored, in the error colour, before its Riprova. */
export const fileError = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.error,
  fontSize: vars.font.size.sm,
});

/** A list's own views as buttons with their counts (ListViewButtons). */
export const listViews = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

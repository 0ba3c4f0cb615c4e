/** The licence figures of 'La mia azienda'. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const licences = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { 'screen and (max-width: 599px)': { gridTemplateColumns: '1fr' } },
});

globalStyle(`${licences} dt`, { fontWeight: vars.font.weight.medium });
globalStyle(`${licences} dd`, { margin: 0 });

/** A section's heading inside an editor tab (the supplier's own data, the cover). */
export const sectionTitle = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

/** The supplier's cover image: the column's width, a banner's proportions at most. */
export const cover = style({
  display: 'block',
  width: '100%',
  maxHeight: 240,
  objectFit: 'cover',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
});

/** The layout of 'La mia azienda': the editor's column and the licence figures. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 960,
  margin: '0 auto',
  width: '100%',
});

export const licences = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { 'screen and (max-width: 599px)': { gridTemplateColumns: '1fr' } },
});

globalStyle(`${licences} dt`, { fontWeight: vars.font.weight.medium });
globalStyle(`${licences} dd`, { margin: 0 });

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

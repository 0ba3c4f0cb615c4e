/** The centred column of a full-screen editor (lib/EditorDialog.tsx). */
import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 960,
  margin: '0 auto',
  width: '100%',
});

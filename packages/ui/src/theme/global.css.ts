import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';

/** The base styles every consumer imports once (`@portineria/ui/styles.css`). */
globalStyle('html', {
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

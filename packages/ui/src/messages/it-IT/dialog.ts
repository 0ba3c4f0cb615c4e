/**
 * Italian defaults of Dialog alone, part of the overlays group (`./overlays.ts`) and kept apart so
 * that a bundle with only a dialog carries only its own string.
 */
export const dialogMessages = {
  // Dialog: the close button.
  'dialog.close': 'Chiudi',
} as const;

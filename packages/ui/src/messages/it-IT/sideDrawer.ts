/**
 * Italian defaults of SideDrawer alone, part of the layout group (`./layout.ts`) and kept apart so
 * that a bundle with only a drawer carries only its own string.
 */
export const sideDrawerMessages = {
  // SideDrawer: the close button.
  'sideDrawer.close': 'Chiudi',
} as const;

/**
 * Italian defaults of the layout components (keys prefixed by the component, camelCase).
 * Shared keys already in base.ts and reused here: 'topBar.menu', 'topBar.notifications',
 * 'topBar.account', 'navDrawer.label', 'navDrawer.expand', 'navDrawer.collapse',
 * 'sideDrawer.close', 'toolbar.*', 'permission.locked', 'permission.moduleDisabled',
 * 'filters.active'.
 */
export const layoutMessages = {
  // AppShell (000 §2 Shell): the first Tab stop of every page, jumping over the navigation.
  'appShell.skipLink': 'Vai al contenuto',
  // NavDrawer (000 §2, 002 §2.10): the default subtitle of the pinned links (000 §2 'Barra di navigazione').
  'navDrawer.pinned': 'Link preferiti',
  // TopBar (002 §2.11): the bell's accessible description while unread notifications exist.
  'topBar.unread': '{count} notifiche non lette',
  // TopBar on a narrow bar (a phone): the menu that gathers its actions, so the avatar stays on screen.
  'topBar.moreActions': 'Altre azioni',
  // ExtensionToolbar (002 §2.11): the toolbar's accessible name and the grid/table group's.
  'extensionToolbar.label': 'Azioni della pagina',
  'extensionToolbar.layout': 'Visualizzazione',
  'extensionToolbar.clearSearch': 'Cancella la ricerca',
  // The badge of one active filter ('filters.active' reads '{count} filtri attivi' for the others).
  'extensionToolbar.activeFiltersOne': '1 filtro attivo',
} as const;

import { messageLookup } from '../messageLookup.ts';
import { sideDrawerMessages } from './sideDrawer.ts';

/** Italian defaults of the layout components (keys prefixed by the component, camelCase). */
export const layoutMessages = {
  // AppShell (000 §2 Shell): the first Tab stop of every page, jumping over the navigation.
  'appShell.skipLink': 'Vai al contenuto',
  // TopBar (002 §2.11)
  'topBar.menu': 'Apri il menu',
  'topBar.notifications': 'Notifiche',
  'topBar.account': 'Il mio account',
  // TopBar: the bell's accessible description while unread notifications exist.
  'topBar.unread': '{count} notifiche non lette',
  // TopBar on a narrow bar (a phone): the menu that gathers its actions, so the avatar stays on screen.
  'topBar.moreActions': 'Altre azioni',
  // NavDrawer (000 §2, 002 §2.10)
  'navDrawer.label': 'Navigazione principale',
  'navDrawer.expand': 'Espandi il menu',
  'navDrawer.collapse': 'Riduci il menu',
  // NavDrawer: the default subtitle of the pinned links (000 §2 'Barra di navigazione').
  'navDrawer.pinned': 'Link preferiti',
  // SideDrawer: the close button (its own module).
  ...sideDrawerMessages,
  // ExtensionToolbar (002 §2.11)
  'toolbar.back': 'Indietro',
  'toolbar.search': 'Cerca...',
  'toolbar.save': 'SALVA',
  'toolbar.send': 'INVIA',
  'toolbar.delete': 'ELIMINA',
  'toolbar.reload': 'Ricarica',
  'toolbar.sort': 'Ordinamento',
  'toolbar.markAsRead': 'Segna come lette',
  'toolbar.gridView': 'Vista a griglia',
  'toolbar.tableView': 'Vista a tabella',
  'toolbar.advancedFilters': 'Filtri avanzati',
  'toolbar.new': 'NUOVO',
  'toolbar.more': 'Altre azioni',
  'toolbar.view': 'Vista',
  // ExtensionToolbar: the toolbar's accessible name and the grid/table group's.
  'extensionToolbar.label': 'Azioni della pagina',
  'extensionToolbar.layout': 'Visualizzazione',
  'extensionToolbar.clearSearch': 'Cancella la ricerca',
  // The badge of one active filter (overlays' 'filters.active' reads '{count} filtri attivi' for the others).
  'extensionToolbar.activeFiltersOne': '1 filtro attivo',
} as const;

/** A layout default, with `{name}` placeholders filled from `values`. */
export const layoutMessage = /* @__PURE__ */ messageLookup(layoutMessages);

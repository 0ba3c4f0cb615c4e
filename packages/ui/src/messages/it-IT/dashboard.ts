import { messageLookup } from '../messageLookup.ts';

/**
 * Italian defaults of the dashboard components (keys prefixed by the component, camelCase). The
 * spec's own strings ('Componenti', its subtitle, 'Nessun widget disponibile', 'Anteprima non
 * disponibile', 'Annulla', 'Seleziona', the info sheet fields) are copied exactly: domain's
 * `dashboard.*` messages hold the same wording and the app passes those. The keys shared with
 * other groups are read from there and not repeated: 'skeleton.label' ('Caricamento in corso'),
 * 'counter.missing' ('-'), 'counterCard.unavailable' ('Valore non disponibile'),
 * 'permission.locked' ('Funzionalità non disponibile'), 'emptyState.noWidgets',
 * 'emptyState.noPreview'.
 */
export const dashboardMessages = {
  // DashboardGrid (000 §2): the accessible name of the grid and of its 12 loading cells; ours.
  'dashboardGrid.label': 'Dashboard',
  'dashboardGrid.loading': 'Caricamento della dashboard in corso',

  // DashboardEditCell (000 §2 "an empty cell shows an add overlay … a filled cell shows a remove
  // overlay"): the wording is ours. {size} is '2x1', '4x1' or '4x2'.
  'dashboardEditCell.add': 'Aggiungi',
  'dashboardEditCell.addLabel': 'Aggiungi un componente {size}',
  'dashboardEditCell.remove': 'Rimuovi',
  'dashboardEditCell.removeLabel': 'Rimuovi {name}',
  'dashboardEditCell.emptyCell': 'Cella vuota {size}',
  'dashboardEditCell.filledCell': '{name}, {size}',
  'dashboardEditCell.size': '{width}x{height}',

  // ChipCounterCard: the accessible name of the chip list; ours.
  'chipCounterCard.list': 'Contatori di {title}',

  // DayNavigator (001 §2.7 daily events day navigation): ours.
  'dayNavigator.label': 'Giorno mostrato',
  'dayNavigator.previous': 'Giorno precedente',
  'dayNavigator.next': 'Giorno successivo',
  'dayNavigator.today': 'Oggi',
  'dayNavigator.goToToday': 'Vai a oggi',

  // WidgetPreview (000 §2, §3 "Preview samples"): the accessible summary and the quote bar; ours.
  'widgetPreview.summary': 'Anteprima: {content}',
  'widgetPreview.quotes': 'Preventivi ricevuti',
  'widgetPreview.quotesCount': '{submit} di {requests}',

  // ComponentPicker (000 §2): the spec's title, subtitle and actions ('Aggiungi', 'Informazioni'
  // are named by the spec, not worded: ours, as in domain).
  'componentPicker.title': 'Componenti',
  'componentPicker.subtitle':
    'Naviga tra le varie sezioni e seleziona il widget che vuoi aggiungere',
  'componentPicker.add': 'Aggiungi',
  'componentPicker.info': 'Informazioni',
  'componentPicker.addLabel': 'Aggiungi {name}',
  'componentPicker.infoLabel': 'Informazioni su {name}',
  'componentPicker.count': '{count} widget',

  // WidgetInfoSheet (000 §2 "shows name, height, width and description lines").
  'widgetInfoSheet.title': 'Informazioni',
  'widgetInfoSheet.name': 'Nome',
  'widgetInfoSheet.height': 'Altezza',
  'widgetInfoSheet.width': 'Larghezza',
  'widgetInfoSheet.description': 'Descrizione',
  'widgetInfoSheet.close': 'Chiudi',

  // LayoutCarousel (002 §2.12 "choose a layout among 3 variants in a carousel (Annulla,
  // Seleziona)"): the buttons are the spec's, the rest ours.
  'layoutCarousel.label': 'Layout della dashboard',
  'layoutCarousel.slide': 'Layout {index} di {count}',
  'layoutCarousel.previous': 'Layout precedente',
  'layoutCarousel.next': 'Layout successivo',
  'layoutCarousel.goTo': 'Mostra il layout {index}',
  'layoutCarousel.cancel': 'Annulla',
  'layoutCarousel.select': 'Seleziona',

  // RouterLink (private): read after the name of a link that opens a new tab; ours.
  'routerLink.newTab': '(si apre in una nuova scheda)',

  // BuildingSelectorCard (000 §2 "a building selector, or the selected-building card with
  // previous, next and unselect"; §4): ours.
  'buildingSelectorCard.title': 'Immobile',
  'buildingSelectorCard.select': 'Seleziona un immobile',
  'buildingSelectorCard.placeholder': 'Scegli un immobile',
  'buildingSelectorCard.empty': 'Nessun immobile disponibile',
  'buildingSelectorCard.option': '{name}, {address}',
  'buildingSelectorCard.previous': 'Immobile precedente',
  'buildingSelectorCard.next': 'Immobile successivo',
  'buildingSelectorCard.unselect': "Deseleziona l'immobile",
  'buildingSelectorCard.position': '{index} di {count}',
  'buildingSelectorCard.private': 'Immobile privato',
  'buildingSelectorCard.publicPage': 'Pagina pubblica',
} as const;

/** A dashboard default, with `{name}` placeholders filled from `values`. */
export const dashboardMessage = /* @__PURE__ */ messageLookup(dashboardMessages);

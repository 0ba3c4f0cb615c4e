import { messageLookup } from '../messageLookup.ts';
import { displayLeavesMessages } from './displayLeaves.ts';

/** Italian defaults of the dataDisplay components (keys prefixed by the component, camelCase). */
export const dataDisplayMessages = {
  // What a missing count or amount shows (000 §9).
  'counter.missing': '-',
  'money.missing': '-',
  // Avatar, RoleBadge, OrderChips and DateTime (their own module).
  ...displayLeavesMessages,
  // Badge: the accessible text of a count.
  'badge.count': '{count} elementi',
  'listCard.empty': 'Nessun elemento da visualizzare',
  'relationChip.notAllowed': 'Non hai i permessi per aprire questo elemento',
  // Badge: the accessible text of a dot badge without a count.
  'badge.dot': 'Nuovi elementi',
  // TicketStatus: the name of the status group.
  'ticketStatus.label': 'Stato del ticket',
  // RelationChip (002 §2.2): entity types the info dialog is titled by.
  'relationChip.type.order': 'Ordine',
  'relationChip.type.contract': 'Contratto',
  'relationChip.type.ticket': 'Ticket',
  'relationChip.type.building': 'Immobile',
  'relationChip.type.administrator': 'Amministratore',
  'relationChip.type.supplier': 'Fornitore',
  'relationChip.type.employee': 'Dipendente',
  'relationChip.close': 'Chiudi',
  'relationChip.typePrefix': '{type}: ',
  // CriticalityIndicator (001 §4.7): the name of the meter and the level without a label.
  'criticalityIndicator.label': 'Criticità',
  'criticalityIndicator.none': 'Nessuna',
  // CounterCard (000 §2, §8): the accessible text of the '-' shown on failure.
  'counterCard.unavailable': 'Valore non disponibile',
  // ListCard (000 §9)
  'listCard.error': 'Impossibile caricare gli elementi',
  'listCard.retry': 'Riprova',
  'listCard.showAll': 'Mostra tutti',
} as const;

/** A dataDisplay default, with `{name}` placeholders filled from `values`. */
export const dataDisplayMessage = /* @__PURE__ */ messageLookup(dataDisplayMessages);

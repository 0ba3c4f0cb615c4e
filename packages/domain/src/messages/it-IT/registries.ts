import { areaMessage } from '../placeholders.ts';

/**
 * Italian strings of the registries' keeping (create, edit, delete; 001 §2.2–2.4). The spec gives
 * no wording for a refused delete: 'Usato da 3 ordini e 1 ticket' is ours (DECISIONS.md "Deleting
 * a registry record in use"), and so are the nouns below, one and many, of what can use a record.
 * Keys are prefixed with 'registries.'.
 */
export const registriesMessages = {
  /** The refusal of a delete: what uses the record, 'Usato da 3 ordini e 1 ticket' (ours). */
  'registries.usage.refusal': 'Usato da {uses}',
  /** The last join of the list ('3 ordini e 1 ticket'). */
  'registries.usage.and': 'e',
  'registries.usage.building.one': 'edificio',
  'registries.usage.building.many': 'edifici',
  'registries.usage.unit.one': 'unità',
  'registries.usage.unit.many': 'unità',
  'registries.usage.entitlement.one': 'diritto',
  'registries.usage.entitlement.many': 'diritti',
  'registries.usage.order.one': 'ordine',
  'registries.usage.order.many': 'ordini',
  'registries.usage.ticket.one': 'ticket',
  'registries.usage.ticket.many': 'ticket',
  'registries.usage.claim.one': 'sinistro',
  'registries.usage.claim.many': 'sinistri',
  'registries.usage.quote.one': 'preventivo',
  'registries.usage.quote.many': 'preventivi',
  'registries.usage.token.one': 'token',
  'registries.usage.token.many': 'token',
  'registries.usage.activity.one': 'attività',
  'registries.usage.activity.many': 'attività',
  'registries.usage.task.one': 'intervento',
  'registries.usage.task.many': 'interventi',
  'registries.usage.notice.one': 'avviso',
  'registries.usage.notice.many': 'avvisi',
  'registries.usage.poll.one': 'sondaggio',
  'registries.usage.poll.many': 'sondaggi',
  'registries.usage.communication.one': 'comunicazione',
  'registries.usage.communication.many': 'comunicazioni',
  'registries.usage.event.one': 'evento',
  'registries.usage.event.many': 'eventi',
  'registries.usage.reminder.one': 'promemoria',
  'registries.usage.reminder.many': 'promemoria',
  'registries.usage.chat.one': 'chat',
  'registries.usage.chat.many': 'chat',
  'registries.usage.plannedMaintenance.one': 'manutenzione programmata',
  'registries.usage.plannedMaintenance.many': 'manutenzioni programmate',
  'registries.usage.procurement.one': 'approvvigionamento',
  'registries.usage.procurement.many': 'approvvigionamenti',
  'registries.usage.profile.one': 'profilo utente',
  'registries.usage.profile.many': 'profili utente',
  'registries.usage.other.one': 'altro elemento',
  'registries.usage.other.many': 'altri elementi',

  // A registry form's field named otherwise than elsewhere (`registryFieldLabel`): ours.
  /** A contact's or supplier's second name line. */
  'registries.label.name2': 'Denominazione aggiuntiva',
  /** A supplier's organisation-side access status (000 §3, §4 'Accesso disabilitato'). */
  'registries.label.supplierStatus': 'Accesso',
  /** The contact an entitlement is of. */
  'registries.label.entitlementContact': 'Nominativo',
  /** The contact whose entitlement an access delegates. */
  'registries.label.delegator': 'Delegante',

  // Delegated accesses (DECISIONS.md "Delegated accesses: created, removed, never self-delegated").
  /** A deputy who is the delegating contact (the X of 'Il campo X …' is the deputy's label). */
  'registries.access.deputyIsDelegator':
    'Il campo {label} deve indicare una persona diversa dal titolare del diritto',
  /** A new access whose contact has no entitlement on the building (or unit) picked. */
  'registries.access.noEntitlement':
    'Il contatto non ha un diritto su questo immobile: aggiungilo prima tra i Diritti',
  /** A new access whose contact has several entitlements on the building and no unit picked. */
  'registries.access.unitNeeded': "Il contatto ha più diritti su questo immobile: indica l'unità",
  /** A new access on an entitlement that already has a deputy. */
  'registries.access.alreadyDelegated':
    "Il diritto ha già un delegato: modifica l'accesso esistente",
} as const;

/** A message of the registries area, its `{name}` placeholders filled. */
export const registriesMessage = /* @__PURE__ */ areaMessage(registriesMessages);

/** A key of the registries area's messages. */
export type RegistriesMessageKey = keyof typeof registriesMessages;

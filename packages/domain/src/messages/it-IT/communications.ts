import { areaMessage } from '../placeholders.ts';

/**
 * Italian strings of the communications area. Keys are prefixed with 'communications.'. The spec
 * names the notices (001 §2.2 /ORG/COM/notices, /new, /mod; ORG_COM_NOTICES) but none of their
 * labels: the form's, the actions' and the refusals' words are ours (DECISIONS.md "Notices").
 */
export const communicationsMessages = {
  'communications.notice.form.label.title': 'Titolo',
  'communications.notice.form.label.body': 'Testo',
  'communications.notice.form.label.building': 'Immobile',
  'communications.notice.form.label.validTo': 'Visibile fino al',
  'communications.notice.status.draft': 'Bozza',
  'communications.notice.status.published': 'Pubblicato',
  'communications.notice.status.withdrawn': 'Ritirato',
  'communications.notice.action.publish': 'Pubblica',
  'communications.notice.action.withdraw': 'Ritira',
  'communications.notice.confirm.withdraw':
    "L'avviso non sarà più visibile ai condòmini. Vuoi ritirarlo?",
  'communications.notice.confirm.continue': 'Ritira',
  'communications.notice.confirm.cancel': 'Annulla',
  'communications.notice.refusal.organisationOnly': "Questa azione spetta all'amministrazione",
  'communications.notice.refusal.published': "L'avviso è già pubblicato",
  'communications.notice.refusal.withdrawn': "L'avviso è stato ritirato",
  'communications.notice.refusal.notPublished': "L'avviso non è pubblicato",
  'communications.notice.refusal.privateBuilding':
    'Un immobile privato non ha la bacheca degli avvisi',
  'communications.notice.history.action.create': 'Avviso creato',
  'communications.notice.history.action.update': 'Avviso modificato',
  'communications.notice.history.field.status': 'Stato',
  'communications.notice.history.action.PUBLISH': 'Avviso pubblicato',
  'communications.notice.history.action.WITHDRAW': 'Avviso ritirato',
  'communications.notice.notification.title': 'Nuovo avviso: {title}',
} as const;

/** A message of the communications area, its `{name}` placeholders filled. */
export const communicationsMessage = /* @__PURE__ */ areaMessage(communicationsMessages);

/** A key of the communications area's messages. */
export type CommunicationsMessageKey = keyof typeof communicationsMessages;

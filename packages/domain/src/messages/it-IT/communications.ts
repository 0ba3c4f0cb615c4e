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
  'communications.notice.form.label.buildings': 'Altri immobili',
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
  'communications.board.error.buildings': 'Scegli gli immobili tra quelli dell’elenco',
  'communications.notice.refusal.editWithdrawn': 'Un avviso ritirato non si può modificare',
  'communications.notice.refusal.notPublished': "L'avviso non è pubblicato",
  'communications.notice.refusal.privateBuilding':
    'Un immobile privato non ha la bacheca degli avvisi',
  'communications.notice.history.action.create': 'Avviso creato',
  'communications.notice.history.action.update': 'Avviso modificato',
  'communications.notice.history.field.status': 'Stato',
  'communications.notice.history.action.PUBLISH': 'Avviso pubblicato',
  'communications.notice.history.action.WITHDRAW': 'Avviso ritirato',
  'communications.notice.notification.title': 'Nuovo avviso: {title}',
  'communications.poll.form.label.building': 'Immobile',
  'communications.poll.form.label.buildings': 'Altri immobili',
  'communications.poll.form.label.object': 'Titolo',
  'communications.poll.form.label.question': 'Domanda',
  'communications.poll.form.label.options': 'Risposte',
  'communications.poll.form.label.validTo': 'Data di chiusura',
  'communications.poll.form.error.optionsCount': 'Indica da {min} a {max} risposte',
  'communications.poll.form.error.optionEmpty': 'Una risposta non può essere vuota',
  'communications.poll.form.error.optionLength':
    'Ogni risposta può avere al massimo {max} caratteri',
  'communications.poll.form.error.optionDuplicate': 'Le risposte devono essere diverse tra loro',
  'communications.poll.form.error.validToPast': 'La data di chiusura non può essere nel passato',
  'communications.poll.status.draft': 'Bozza',
  'communications.poll.status.open': 'Aperto',
  'communications.poll.status.closed': 'Chiuso',
  'communications.poll.action.publish': 'Pubblica',
  'communications.poll.action.close': 'Chiudi',
  'communications.poll.confirm.close':
    'Dopo la chiusura nessuno potrà più votare e i condòmini vedranno i risultati. Vuoi chiudere il sondaggio?',
  'communications.poll.confirm.continue': 'Chiudi il sondaggio',
  'communications.poll.confirm.cancel': 'Annulla',
  'communications.poll.refusal.organisationOnly': "Questa azione spetta all'amministrazione",
  'communications.poll.refusal.residentsOnly': "Votano solo i condòmini dell'immobile",
  'communications.poll.refusal.published': 'Il sondaggio è già pubblicato',
  'communications.poll.refusal.closed': 'Il sondaggio è chiuso: non si può più votare',
  'communications.poll.refusal.notPublished': 'Il sondaggio non è ancora pubblicato',
  'communications.poll.refusal.pastClosingDate': 'Il sondaggio si è chiuso il {date}',
  'communications.poll.refusal.editClosed': 'Un sondaggio chiuso non si può modificare',
  'communications.poll.refusal.editVoted':
    "Le risposte e l'immobile non si possono cambiare: il sondaggio ha già ricevuto voti",
  'communications.poll.refusal.alreadyVoted': 'Hai già votato questo sondaggio',
  'communications.poll.refusal.unknownOption': 'Scegli una delle risposte del sondaggio',
  'communications.poll.refusal.privateBuilding': 'Un immobile privato non ha sondaggi',
  'communications.poll.history.action.create': 'Sondaggio creato',
  'communications.poll.history.action.update': 'Sondaggio modificato',
  'communications.poll.history.action.PUBLISH': 'Sondaggio pubblicato',
  'communications.poll.history.action.CLOSE': 'Sondaggio chiuso',
  'communications.poll.history.field.status': 'Stato',
  'communications.poll.notification.title': 'Nuovo sondaggio: {object}',
} as const;

/** A message of the communications area, its `{name}` placeholders filled. */
export const communicationsMessage = /* @__PURE__ */ areaMessage(communicationsMessages);

/** A key of the communications area's messages. */
export type CommunicationsMessageKey = keyof typeof communicationsMessages;

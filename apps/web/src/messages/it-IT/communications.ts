/**
 * The communications screens: the notice and poll forms, their actions, the vote and the results
 * (DECISIONS.md "Notices", "Polls").
 */
export const communicationMessages = {
  'notice.list.new': 'NUOVO',
  'notice.create.title': 'Nuovo avviso',
  'notice.create.send': 'Pubblica avviso',
  'notice.create.sent': 'Avviso pubblicato',
  'notice.edit.title': 'Modifica avviso',
  'notice.edit.saved': 'Avviso modificato',
  'notice.detail.actions': 'Azioni sull’avviso',
  'notice.action.stale':
    'L’avviso è stato modificato da un altro utente: ora vedi la versione aggiornata.',
  'poll.list.new': 'NUOVO',
  'poll.create.title': 'Nuovo sondaggio',
  'poll.create.send': 'Pubblica sondaggio',
  'poll.create.sent': 'Sondaggio pubblicato',
  'poll.create.optionsHint': 'Una risposta per riga, da {min} a {max}',
  'poll.edit.title': 'Modifica sondaggio',
  'poll.edit.saved': 'Sondaggio modificato',
  'poll.detail.actions': 'Azioni sul sondaggio',
  'poll.action.stale':
    'Il sondaggio è stato modificato da un altro utente: ora vedi la versione aggiornata.',
  'poll.vote.title': 'Il tuo voto',
  'poll.vote.hint': 'Scegli una risposta: il voto non si può cambiare.',
  'poll.vote.confirmTitle': 'Conferma il voto',
  'poll.vote.confirm': 'Voti «{label}»? Dopo l’invio il voto non si potrà cambiare.',
  'poll.vote.confirmAction': 'Vota',
  'poll.vote.cancel': 'Annulla',
  'poll.vote.sent': 'Voto registrato',
  'poll.vote.done': 'Hai votato: «{label}»',
  'poll.results.title': 'Risultati',
  'poll.results.hidden': 'I risultati saranno visibili alla chiusura del sondaggio.',
  'poll.results.empty': 'Nessun voto ancora.',
  'poll.results.caption': 'Risultati del sondaggio: {total} in totale',
  'poll.results.answer': 'Risposta',
  'poll.results.count': 'Voti',
  'poll.results.percent': 'Percentuale',
  'poll.results.percentValue': '{percent}%',
  'poll.results.value': '{votes} · {percent}%',
  'poll.results.voteOne': '1 voto',
  'poll.results.votes': '{votes} voti',
} as const;

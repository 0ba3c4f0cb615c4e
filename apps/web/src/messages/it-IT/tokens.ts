/** The billing token screens: the detail's status, its actions and the reason dialog. */
export const tokenMessages = {
  'token.detail.status': 'Stato del gettone',
  'token.detail.actions': 'Azioni sul gettone',
  'token.detail.activities': 'Attività collegate',
  'token.action.stale':
    'Il gettone è stato modificato da un altro utente: ora vedi la versione aggiornata.',
  'token.markNotInvoiced.title': 'Riporta a da fatturare',
  /** 'Proposte di fatturazione' (002 §2.8; domain DECISIONS.md "Billing proposals"; ours). */
  'token.proposal.new': 'Nuova proposta',
  'token.proposal.choose': 'Seleziona i gettoni da fatturare con questa proposta',
  'token.proposal.noTokens':
    'Nessun gettone da proporre: quelli da fatturare sono già in una proposta in attesa, oppure non ce ne sono.',
  'token.proposal.total': 'Gettoni selezionati: {count} · Totale {total}',
  'token.proposal.send': 'Invia proposta',
  'token.proposal.sent': 'Proposta di fatturazione inviata',
  'token.proposal.actions': 'Azioni sulla proposta n. {id}',
  'token.proposal.refuse.title': 'Rifiuta la proposta',
  'token.proposal.stale':
    'La proposta è stata modificata da un altro utente: ora vedi la versione aggiornata.',
  /** The proposals' list and detail (domain DECISIONS.md "Billing proposals: their list and detail"). */
  'token.proposal.none': 'Nessuna proposta di fatturazione',
  'token.proposal.detail.tokens': 'Gettoni della proposta',
  'token.proposal.detail.noTokens': 'Nessun gettone di questa proposta è visibile.',
} as const;

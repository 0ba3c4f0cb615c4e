import { areaMessage } from '../placeholders.ts';

/** Italian strings of the session area, worded exactly as the spec. Keys are prefixed with 'session.'. */
export const sessionMessages = {
  /** 000 §2 Dashboards: the Loading screen shows it above the company name of the active profile. */
  'session.loading.accessingWithProfile': 'Stai per accedere con il profilo',

  /** 000 §4, §8: dialog title for the 'missing-permissions' event. */
  'session.dialog.missingPermissions.title': 'Permessi insufficienti',
  /**
   * 000 §4 gives only the meaning ("access to some parts lost; the session must restart"); the
   * wording is ours (DECISIONS.md).
   */
  'session.dialog.missingPermissions.text':
    "Non hai più accesso ad alcune parti dell'applicazione. Per continuare è necessario riavviare la sessione.",
  /** 000 §4, §8: dialog title for the 'invalid-profile' event. */
  'session.dialog.invalidProfile.title': 'Profilo invalido',
  /**
   * 000 §4 gives only the meaning ("profile changed or no longer available"); the wording is ours
   * (DECISIONS.md).
   */
  'session.dialog.invalidProfile.text':
    'Il profilo con cui stai lavorando è stato modificato o non è più disponibile. Per continuare accedi di nuovo.',
  /** The spec names no button for the blocking dialogs; it leads back to the login page (000 §4). */
  'session.dialog.confirm': 'Torna al login',

  /** 000 §2 Error 403 page: the spec gives no text, the wording is ours (DECISIONS.md). */
  'session.forbidden.title': 'Accesso negato',
  /** 000 §2: "shown when there is no user". */
  'session.forbidden.noUser': "Nessun utente ha effettuato l'accesso. Accedi per continuare.",
  /** 000 §2: "the requested profile is not found". */
  'session.forbidden.profileNotFound':
    'Il profilo richiesto non è stato trovato tra quelli associati al tuo utente.',
  /** 000 §2: "the product module is missing" (000 §4: product identifier differs). */
  'session.forbidden.productMismatch': 'Il profilo selezionato non è abilitato a questo prodotto.',
  /** Not in the spec: a profile whose role type cannot be read has no dashboard (DECISIONS.md). */
  'session.forbidden.unknownRole': 'Il ruolo del profilo selezionato non è riconosciuto.',
  /**
   * Not in the spec: /403 opened by a signed-in user whose profile passed every check; nothing was
   * refused, so the page says so instead of a reason that is not true (DECISIONS.md).
   */
  'session.forbidden.notRefused':
    "Hai effettuato l'accesso e il tuo profilo è attivo: nessun accesso è stato negato. Torna alla dashboard per continuare.",
} as const;

/** A message of the session area, its `{name}` placeholders filled. */
export const sessionMessage = /* @__PURE__ */ areaMessage(sessionMessages);

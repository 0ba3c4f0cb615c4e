import { describe, expect, it } from 'vitest';
import {
  applyQuoteOfferTransition,
  isQuoteDeadlinePassed,
  isQuoteRequestClosed,
  quoteAmountValue,
  quoteCountsOf,
  quoteOfferActions,
  quoteOfferLifecycleState,
  quoteOfferStatusLabel,
  quoteOffersNotChosen,
} from './quoteOfferLifecycle.ts';
import type { QuoteOfferAction } from './quoteOfferLifecycle.ts';
import type { QuoteOfferFacts, QuoteOfferRecord } from './quoteOfferTypes.ts';
import { ORG, ORG_READ_ONLY, SUPPLIER, SUPPLIER_READ_ONLY } from './quoteTestActors.ts';

const NOW = new Date(2026, 5, 10, 12, 0);
const REQUESTED: QuoteOfferRecord = { status: 'REQUESTED', _supplier: 7 };
const SUBMITTED: QuoteOfferRecord = {
  status: 'SUBMITTED',
  _supplier: 7,
  amount: '1200.00',
  note: 'Materiali compresi',
  submittedAt: '2026-06-08T09:00:00.000Z',
};
const OPEN_REQUEST = { dueDate: '2026-06-10', closed: false };

function supplierFacts(
  offer: QuoteOfferRecord,
  overrides: Partial<QuoteOfferFacts> = {},
): QuoteOfferFacts {
  return {
    offer,
    request: OPEN_REQUEST,
    actor: SUPPLIER,
    actorCompanyId: 7,
    now: NOW,
    ...overrides,
  };
}

function organisationFacts(
  offer: QuoteOfferRecord,
  overrides: Partial<QuoteOfferFacts> = {},
): QuoteOfferFacts {
  return { offer, request: OPEN_REQUEST, actor: ORG, actorCompanyId: 1, now: NOW, ...overrides };
}

/** The visible actions as 'id: enabled' or 'id: reason', for compact literal expectations. */
function visible(actions: QuoteOfferAction[]): string[] {
  return actions
    .filter((action) => !action.hidden)
    .map((action) => `${action.id}: ${action.enabled ? 'enabled' : (action.reason ?? '')}`);
}

describe('applyQuoteOfferTransition: the supplier answers (DECISIONS.md "Quote lifecycle" 2–3)', () => {
  it('DECISIONS.md "Quote lifecycle" 2: SUBMIT writes the amount, the notes and when, and the offer is SUBMITTED', () => {
    // Act
    const result = applyQuoteOfferTransition(supplierFacts(REQUESTED), {
      type: 'SUBMIT',
      amount: '980,50',
      note: '  Sopralluogo compreso ',
    });

    // Assert
    expect(result).toEqual({
      ok: true,
      changes: {
        status: 'SUBMITTED',
        amount: 980.5,
        note: 'Sopralluogo compreso',
        submittedAt: NOW,
      },
      history: [
        { field: 'status', from: 'REQUESTED', to: 'SUBMITTED' },
        { field: 'amount', from: null, to: 980.5 },
        { field: 'note', from: null, to: 'Sopralluogo compreso' },
        { field: 'submittedAt', from: null, to: NOW },
      ],
      effects: [],
      state: 'submitted',
    });
  });

  it('DECISIONS.md "Quote lifecycle" 2: the notes are optional, a blank note is none', () => {
    // Act
    const result = applyQuoteOfferTransition(supplierFacts(REQUESTED), {
      type: 'SUBMIT',
      amount: 300,
      note: '   ',
    });

    // Assert
    expect(result.ok && result.changes).toEqual({
      status: 'SUBMITTED',
      amount: 300,
      submittedAt: NOW,
    });
  });

  it('DECISIONS.md "Quote lifecycle" 2: SUBMIT without an amount, or with zero, is refused on the amount', () => {
    // Act
    const missing = applyQuoteOfferTransition(supplierFacts(REQUESTED), { type: 'SUBMIT' });
    const zero = applyQuoteOfferTransition(supplierFacts(REQUESTED), {
      type: 'SUBMIT',
      amount: '0',
    });

    // Assert
    expect(missing).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: "Indica l'importo",
      fieldErrors: { amount: "Indica l'importo" },
    });
    expect(zero).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: "L'importo deve essere maggiore di zero",
      fieldErrors: { amount: "L'importo deve essere maggiore di zero" },
    });
  });

  it('DECISIONS.md "Quote lifecycle" 2: DECLINE keeps the reason as the note and the offer is DECLINED', () => {
    // Act
    const result = applyQuoteOfferTransition(supplierFacts(REQUESTED), {
      type: 'DECLINE',
      reason: ' Nessuna squadra disponibile a giugno ',
    });

    // Assert
    expect(result).toEqual({
      ok: true,
      changes: { status: 'DECLINED', note: 'Nessuna squadra disponibile a giugno' },
      history: [
        { field: 'status', from: 'REQUESTED', to: 'DECLINED' },
        { field: 'note', from: null, to: 'Nessuna squadra disponibile a giugno' },
      ],
      effects: [],
      state: 'declined',
    });
  });

  it('DECISIONS.md "Quote lifecycle" 2: DECLINE without a reason is refused on the reason', () => {
    // Act
    const result = applyQuoteOfferTransition(supplierFacts(REQUESTED), {
      type: 'DECLINE',
      reason: ' ',
    });

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Indica il motivo',
      fieldErrors: { reason: 'Indica il motivo' },
    });
  });

  it('DECISIONS.md "Quote lifecycle" 2: an answer is given once: a second SUBMIT or DECLINE is a conflict naming the state', () => {
    // Act
    const again = applyQuoteOfferTransition(supplierFacts(SUBMITTED), {
      type: 'SUBMIT',
      amount: 10,
    });
    const declined = applyQuoteOfferTransition(
      supplierFacts({ status: 'DECLINED', _supplier: 7 }),
      { type: 'SUBMIT', amount: 10 },
    );

    // Assert
    expect(again).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Il preventivo è 'Presentato': questo passaggio non è possibile",
    });
    expect(declined).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Il preventivo è 'Declinato': questo passaggio non è possibile",
    });
  });

  it('DECISIONS.md "Quote lifecycle" 3: past the deadline day the supplier can no longer answer', () => {
    // Arrange
    const late = { request: { dueDate: '2026-06-09', closed: false } };

    // Act
    const submit = applyQuoteOfferTransition(supplierFacts(REQUESTED, late), {
      type: 'SUBMIT',
      amount: 10,
    });
    const decline = applyQuoteOfferTransition(supplierFacts(REQUESTED, late), {
      type: 'DECLINE',
      reason: 'Troppo tardi',
    });
    const onTheDay = applyQuoteOfferTransition(supplierFacts(REQUESTED), {
      type: 'SUBMIT',
      amount: 10,
    });

    // Assert
    const deadline = {
      ok: false,
      code: 'CONFLICT',
      message: 'La scadenza della richiesta è passata: non è più possibile rispondere',
    };
    expect(submit).toEqual(deadline);
    expect(decline).toEqual(deadline);
    expect(onTheDay.ok).toBe(true);
  });

  it('DECISIONS.md "Quote lifecycle" 2: only the supplier asked answers; another supplier, the organisation and a supplier without APP_UPDATE are refused', () => {
    // Act
    const other = applyQuoteOfferTransition(supplierFacts(REQUESTED, { actorCompanyId: 8 }), {
      type: 'SUBMIT',
      amount: 10,
    });
    const organisation = applyQuoteOfferTransition(organisationFacts(REQUESTED), {
      type: 'SUBMIT',
      amount: 10,
    });
    const readOnly = applyQuoteOfferTransition(
      supplierFacts(REQUESTED, { actor: SUPPLIER_READ_ONLY }),
      {
        type: 'DECLINE',
        reason: 'No',
      },
    );

    // Assert
    const notAsked = {
      ok: false,
      code: 'FORBIDDEN',
      message: 'Solo il fornitore a cui è stato chiesto il preventivo può rispondere',
    };
    expect(other).toEqual(notAsked);
    expect(organisation).toEqual(notAsked);
    expect(readOnly).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non disponibile',
    });
  });
});

describe('applyQuoteOfferTransition: the organisation chooses (DECISIONS.md "Quote lifecycle" 4)', () => {
  it('DECISIONS.md "Quote lifecycle" 4: ACCEPT on a submitted offer makes it ACCEPTED', () => {
    // Act
    const result = applyQuoteOfferTransition(organisationFacts(SUBMITTED), { type: 'ACCEPT' });

    // Assert
    expect(result).toEqual({
      ok: true,
      changes: { status: 'ACCEPTED' },
      history: [{ field: 'status', from: 'SUBMITTED', to: 'ACCEPTED' }],
      effects: [],
      state: 'accepted',
    });
  });

  it('DECISIONS.md "Quote lifecycle" 4: accepting an offer not submitted, or on a request already assigned, is a conflict', () => {
    // Act
    const requested = applyQuoteOfferTransition(organisationFacts(REQUESTED), { type: 'ACCEPT' });
    const closed = applyQuoteOfferTransition(
      organisationFacts(SUBMITTED, { request: { dueDate: null, closed: true } }),
      { type: 'ACCEPT' },
    );
    const refused = applyQuoteOfferTransition(
      organisationFacts({ ...SUBMITTED, status: 'REFUSED' }),
      { type: 'ACCEPT' },
    );

    // Assert
    expect(requested).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Si può accettare solo un preventivo presentato',
    });
    expect(closed).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'La richiesta è già stata assegnata a un fornitore',
    });
    expect(refused).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Il preventivo è 'Non scelto': questo passaggio non è possibile",
    });
  });

  it('DECISIONS.md "Quote lifecycle" 4: a supplier or an organisation without APP_UPDATE cannot accept', () => {
    // Act
    const supplier = applyQuoteOfferTransition(supplierFacts(SUBMITTED), { type: 'ACCEPT' });
    const readOnly = applyQuoteOfferTransition(
      organisationFacts(SUBMITTED, { actor: ORG_READ_ONLY }),
      {
        type: 'ACCEPT',
      },
    );

    // Assert
    expect(supplier).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministrazione",
    });
    expect(readOnly).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Funzionalità non disponibile',
    });
  });

  it('DECISIONS.md "Quote lifecycle" 4: a supplier answers no more once the request is assigned', () => {
    // Act
    const result = applyQuoteOfferTransition(
      supplierFacts(REQUESTED, { request: { dueDate: '2026-06-30', closed: true } }),
      { type: 'SUBMIT', amount: 10 },
    );

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'La richiesta è già stata assegnata a un fornitore',
    });
  });

  it('DECISIONS.md "Quote lifecycle" 4: the other requested and submitted offers become REFUSED, a declined one stays', () => {
    // Arrange
    const offers = [
      { id: 1, ...SUBMITTED },
      { id: 2, status: 'REQUESTED' as const, _supplier: 8 },
      { id: 3, status: 'SUBMITTED' as const, _supplier: 9, amount: 1500 },
      { id: 4, status: 'DECLINED' as const, _supplier: 10, note: 'No' },
    ];

    // Act
    const others = quoteOffersNotChosen(offers, 1);

    // Assert
    expect(others).toEqual([
      {
        id: 2,
        changes: { status: 'REFUSED' },
        history: [{ field: 'status', from: 'REQUESTED', to: 'REFUSED' }],
      },
      {
        id: 3,
        changes: { status: 'REFUSED' },
        history: [{ field: 'status', from: 'SUBMITTED', to: 'REFUSED' }],
      },
    ]);
  });
});

describe('quoteOfferActions (DECISIONS.md "Quote lifecycle" 2–4)', () => {
  it('DECISIONS.md "Quote lifecycle" 2: the asked supplier sees Invia preventivo and Declina on a requested offer', () => {
    expect(visible(quoteOfferActions(supplierFacts(REQUESTED)))).toEqual([
      'submit: enabled',
      'decline: enabled',
    ]);
  });

  it('DECISIONS.md "Quote lifecycle" 3: past the deadline both are disabled with the reason', () => {
    const late = supplierFacts(REQUESTED, { request: { dueDate: '2026-06-01', closed: false } });
    expect(visible(quoteOfferActions(late))).toEqual([
      'submit: La scadenza della richiesta è passata: non è più possibile rispondere',
      'decline: La scadenza della richiesta è passata: non è più possibile rispondere',
    ]);
  });

  it('DECISIONS.md "Quote lifecycle" 4: the organisation sees Accetta with its confirmation on a submitted offer only', () => {
    // Act
    const onSubmitted = quoteOfferActions(organisationFacts(SUBMITTED));
    const onRequested = quoteOfferActions(organisationFacts(REQUESTED));

    // Assert
    expect(visible(onSubmitted)).toEqual(['accept: enabled']);
    expect(onSubmitted.find((action) => action.id === 'accept')).toMatchObject({
      label: 'Accetta',
      confirmation: {
        message:
          "Accettando questo preventivo si crea l'ordine per il fornitore e gli altri fornitori vengono informati che non sono stati scelti.",
        confirmLabel: 'CONFERMA',
        cancelLabel: 'ANNULLA',
      },
    });
    expect(visible(onRequested)).toEqual([]);
  });

  it('DECISIONS.md "Quote lifecycle" 2: another supplier sees no action on an offer not asked of it', () => {
    expect(visible(quoteOfferActions(supplierFacts(REQUESTED, { actorCompanyId: 99 })))).toEqual(
      [],
    );
    expect(visible(quoteOfferActions(supplierFacts(REQUESTED, { actorCompanyId: null })))).toEqual(
      [],
    );
  });
});

describe('quote request facts (002 §3.10 "quotes.got and quotes.requests"; DECISIONS.md "Quote lifecycle" 3–5)', () => {
  it('DECISIONS.md "Quote lifecycle" 5: requests are the suppliers asked, got the offers submitted', () => {
    expect(
      quoteCountsOf([
        { submittedAt: '2026-06-08T09:00:00.000Z' },
        { submittedAt: null },
        {},
        { submittedAt: '' },
      ]),
    ).toEqual({ requests: 4, got: 1 });
  });

  it('DECISIONS.md "Quote lifecycle" 4: a request is closed once one offer is accepted', () => {
    expect(isQuoteRequestClosed([{ status: 'SUBMITTED' }, { status: 'REQUESTED' }])).toBe(false);
    expect(isQuoteRequestClosed([{ status: 'REFUSED' }, { status: 'ACCEPTED' }])).toBe(true);
  });

  it('DECISIONS.md "Quote lifecycle" 3: the deadline passes after its day; no deadline never passes', () => {
    expect(isQuoteDeadlinePassed({ dueDate: '2026-06-10' }, NOW)).toBe(false);
    expect(isQuoteDeadlinePassed({ dueDate: '2026-06-09' }, NOW)).toBe(true);
    expect(isQuoteDeadlinePassed({ dueDate: null }, NOW)).toBe(false);
  });

  it('DECISIONS.md "Quote lifecycle": the amounts as numbers, the states and the Italian status names', () => {
    expect([
      quoteAmountValue(12),
      quoteAmountValue('12,5'),
      quoteAmountValue(' '),
      quoteAmountValue(null),
    ]).toEqual([12, 12.5, Number.NaN, Number.NaN]);
    expect(
      (['REQUESTED', 'SUBMITTED', 'DECLINED', 'ACCEPTED', 'REFUSED'] as const).map(
        (status) => `${quoteOfferLifecycleState({ status })} ${quoteOfferStatusLabel(status)}`,
      ),
    ).toEqual([
      'requested Richiesto',
      'submitted Presentato',
      'declined Declinato',
      'accepted Accettato',
      'refused Non scelto',
    ]);
    expect(quoteOfferLifecycleState({ status: 'UNKNOWN' as never })).toBe('requested');
  });
});

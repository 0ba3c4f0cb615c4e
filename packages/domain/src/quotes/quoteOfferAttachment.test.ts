import { describe, expect, it } from 'vitest';
import { quoteOfferAttachmentRefusal } from './quoteOfferAttachment.ts';
import type { QuoteOfferFacts, QuoteOfferRecord } from './quoteOfferTypes.ts';
import { ORG, SUPPLIER, SUPPLIER_READ_ONLY } from './quoteTestActors.ts';

const NOW = new Date(2026, 5, 10, 12, 0);
const REQUESTED: QuoteOfferRecord = { status: 'REQUESTED', _supplier: 7 };
const SUBMITTED: QuoteOfferRecord = { status: 'SUBMITTED', _supplier: 7, amount: 1200 };

function facts(offer: QuoteOfferRecord, overrides: Partial<QuoteOfferFacts> = {}): QuoteOfferFacts {
  return {
    offer,
    request: { dueDate: '2026-06-10', closed: false },
    actor: SUPPLIER,
    actorCompanyId: 7,
    now: NOW,
    ...overrides,
  };
}

describe('quoteOfferAttachmentRefusal: the file of an answer (DECISIONS.md "Quote lifecycle" 10)', () => {
  it('DECISIONS.md "Quote lifecycle" 10: the supplier asked adds a file to its offer being answered or just submitted, up to the deadline day', () => {
    expect(quoteOfferAttachmentRefusal(facts(REQUESTED))).toBeUndefined();
    expect(quoteOfferAttachmentRefusal(facts(SUBMITTED))).toBeUndefined();
  });

  it('DECISIONS.md "Quote lifecycle" 10: another supplier, the organisation and a supplier without APP_UPDATE are FORBIDDEN', () => {
    expect(quoteOfferAttachmentRefusal(facts(REQUESTED, { actorCompanyId: 8 }))).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Solo il fornitore a cui è stato chiesto il preventivo può rispondere',
    });
    expect(
      quoteOfferAttachmentRefusal(facts(REQUESTED, { actor: ORG, actorCompanyId: 1 }))?.code,
    ).toBe('FORBIDDEN');
    expect(quoteOfferAttachmentRefusal(facts(REQUESTED, { actor: SUPPLIER_READ_ONLY }))?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('DECISIONS.md "Quote lifecycle" 10: a closed request, a declined or decided offer and a passed deadline are a CONFLICT with the reason', () => {
    expect(
      quoteOfferAttachmentRefusal(facts(SUBMITTED, { request: { dueDate: null, closed: true } })),
    ).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'La richiesta è già stata assegnata a un fornitore',
    });
    expect(quoteOfferAttachmentRefusal(facts({ status: 'DECLINED', _supplier: 7 }))).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "Il preventivo è 'Declinato': questo passaggio non è possibile",
    });
    expect(
      quoteOfferAttachmentRefusal(facts(REQUESTED, { now: new Date(2026, 5, 11, 8, 0) })),
    ).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'La scadenza della richiesta è passata: non è più possibile rispondere',
    });
  });
});

-- A supplier may decline a quote request (domain DECISIONS.md "Quote lifecycle" 2): its offer
-- becomes DECLINED, with the reason kept as the offer's note. REFUSED stays the organisation's
-- answer to an offer it did not choose (4), so the two are told apart.
ALTER TABLE quote_offers DROP CONSTRAINT quote_offers_status_check;
ALTER TABLE quote_offers ADD CONSTRAINT quote_offers_status_check
  CHECK (status IN ('REQUESTED', 'SUBMITTED', 'DECLINED', 'ACCEPTED', 'REFUSED'));

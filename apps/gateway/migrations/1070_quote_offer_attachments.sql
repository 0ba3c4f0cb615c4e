-- A supplier's answer to a quote request carries a file (domain DECISIONS.md "Quote lifecycle"
-- 10): version 2 uploads may attach to an offer (entity 'quoteOffers', entity_id the offer's id),
-- read by the request's organisation and the supplier asked.
ALTER TABLE chat_attachments DROP CONSTRAINT chat_attachments_entity_check;
ALTER TABLE chat_attachments ADD CONSTRAINT chat_attachments_entity_check
  CHECK (entity IN ('chatData', 'qualifications', 'consultancies', 'tickets', 'quoteOffers'));

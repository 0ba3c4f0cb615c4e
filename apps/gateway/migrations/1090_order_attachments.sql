-- An order carries files of its own (domain DECISIONS.md "Order files"): version 2 uploads may
-- attach to an order (entity 'orders', entity_id the order's id, ODS or ODP), read by whoever
-- reads the order; a ticket turned into an order copies its files here.
ALTER TABLE chat_attachments DROP CONSTRAINT chat_attachments_entity_check;
ALTER TABLE chat_attachments ADD CONSTRAINT chat_attachments_entity_check
  CHECK (entity IN ('chatData', 'qualifications', 'consultancies', 'tickets', 'quoteOffers', 'orders'));

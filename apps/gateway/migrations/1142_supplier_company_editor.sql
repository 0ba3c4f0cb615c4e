-- The supplier company editor (002 §2.9 "Supplier company editor with tabs Anagrafica and
-- Informazioni (cover image)", §5.6; ./src/resources/supplierCompany.ts; domain DECISIONS.md
-- "Supplier company editor"): the company's keywords (comma-separated tags, the "keyword area"),
-- its cover image (the public id of an upload of entity 'supplierCovers', kept by the one
-- attachments table), and its own history — record kind 'supplierCompany', keyed by the company
-- (the kind 'supplier' is an organisation's registry row).

ALTER TABLE suppliers
  ADD COLUMN keywords text CONSTRAINT suppliers_keywords_length CHECK (char_length(keywords) <= 1000),
  ADD COLUMN cover_id text CONSTRAINT suppliers_cover_id_length CHECK (char_length(cover_id) <= 255);

ALTER TABLE chat_attachments DROP CONSTRAINT chat_attachments_entity_check;
ALTER TABLE chat_attachments ADD CONSTRAINT chat_attachments_entity_check
  CHECK (entity IN ('chatData', 'qualifications', 'consultancies', 'tickets', 'quoteOffers', 'orders', 'supplierCovers'));

SELECT portineria_add_record_history_kind('supplierCompany');

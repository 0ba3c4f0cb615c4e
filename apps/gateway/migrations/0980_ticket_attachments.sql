-- A resident's ticket carries photos and files: version 2 uploads may attach to a ticket
-- (entity 'tickets', entity_id the ticket's id), read by whoever reads the ticket.
ALTER TABLE chat_attachments DROP CONSTRAINT chat_attachments_entity_check;
ALTER TABLE chat_attachments ADD CONSTRAINT chat_attachments_entity_check
  CHECK (entity IN ('chatData', 'qualifications', 'consultancies', 'tickets'));

-- The doorkeeper's hours of a building, shown on its public page (000 §2 public building pages):
-- free text written by the organisation ('Dal lunedì al sabato, 7:30–12:30 e 15:00–19:00'), not
-- the doorkeeper's name or contacts, which stay in the registry. Held to the limit of a text field
-- without one of its own (domain's TEXT_LIMITS default).
ALTER TABLE buildings
  ADD COLUMN doorkeeper_hours text,
  ADD CONSTRAINT buildings_doorkeeper_hours_length CHECK (char_length(doorkeeper_hours) <= 255);

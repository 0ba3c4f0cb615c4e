-- Notices and polls for several chosen buildings (domain DECISIONS.md "Notices and polls for
-- several buildings"): `building_ids` lists every building a notice or a poll is for, the main one
-- (`building_id`, the watch record's `_building`, 000 §3) first. Residents of any of them see it;
-- a private building is never one of them (002 §2.10). Every notice and poll stored before this
-- migration is for its one building.

ALTER TABLE notices ADD COLUMN building_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
UPDATE notices SET building_ids = jsonb_build_array(building_id) WHERE building_id IS NOT NULL;
CREATE INDEX notices_building_ids_idx ON notices USING gin (building_ids);

ALTER TABLE polls ADD COLUMN building_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
UPDATE polls SET building_ids = jsonb_build_array(building_id) WHERE building_id IS NOT NULL;
CREATE INDEX polls_building_ids_idx ON polls USING gin (building_ids);

-- Portineria reference gateway, registries (H4): what the registry endpoints need beyond 0001.

-- The property-manager view (buildings/manager/search): the organisation that manages a building
-- on behalf of the organisation that owns it (the owner sees the building as externally managed).
ALTER TABLE buildings
  ADD COLUMN manager_organization_id integer REFERENCES organizations (id) ON DELETE SET NULL;
CREATE INDEX buildings_manager_idx ON buildings (manager_organization_id)
  WHERE manager_organization_id IS NOT NULL;

-- fullname follows the name fields when an update changes them (the resource kit writes only the
-- fields a client sends, so the derived column is kept here, next to the data): persons are
-- 'firstname lastname', clients and companies 'name1 name2'.
CREATE FUNCTION portineria_contact_fullname() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_person THEN
    NEW.fullname := btrim(concat_ws(' ', NEW.firstname, NEW.lastname));
  ELSE
    NEW.fullname := btrim(concat_ws(' ', NEW.name1, NEW.name2));
  END IF;
  IF NEW.fullname = '' THEN
    NEW.fullname := OLD.fullname;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER contacts_fullname
  BEFORE UPDATE OF firstname, lastname, name1, name2, is_person ON contacts
  FOR EACH ROW EXECUTE FUNCTION portineria_contact_fullname();

CREATE FUNCTION portineria_employee_fullname() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.fullname := btrim(concat_ws(' ', NEW.firstname, NEW.lastname));
  IF NEW.fullname = '' THEN
    NEW.fullname := OLD.fullname;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER employees_fullname
  BEFORE UPDATE OF firstname, lastname ON employees
  FOR EACH ROW EXECUTE FUNCTION portineria_employee_fullname();

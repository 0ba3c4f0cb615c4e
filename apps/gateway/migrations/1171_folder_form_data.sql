-- A qualification folder of kind FORM is submitted with its form instead of documents (001 §3
-- "Folder kind: FORM or FINAL_DOC"; domain DECISIONS.md "Qualification folder forms"): the form
-- as last submitted, normalised by domain's `normalizeFolderForm`; null until then and for a
-- FINAL_DOC folder.
ALTER TABLE certification_folders ADD COLUMN form_data jsonb;

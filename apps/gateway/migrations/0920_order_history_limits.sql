-- The order history's texts get the limits of domain's TEXT_LIMITS, as every other text column
-- (0910_text_limits.sql): the entry's entity and action are enumerations (40), the writer's name
-- a full name (161), their role an enumeration (40) and their company a company name (161).
-- The table is append-only (0700), so no row is cut first: these values come from the gateway,
-- which writes names and roles already held to the same limits.
ALTER TABLE order_history
  ADD CONSTRAINT order_history_entity_length CHECK (char_length(entity) <= 40),
  ADD CONSTRAINT order_history_action_length CHECK (char_length(action) <= 40),
  ADD CONSTRAINT order_history_user_fullname_length CHECK (char_length(user_fullname) <= 161),
  ADD CONSTRAINT order_history_profile_role_length CHECK (char_length(profile_role) <= 40),
  ADD CONSTRAINT order_history_company_name_length CHECK (char_length(company_name) <= 161);

-- Sessions of the stand-in login service. The session cookie (a JWT) names its row by `sid`; the
-- cookie is honoured only while its row exists, is not revoked and has not expired, so a logout
-- ends the session on the server: the old cookie mints no more tokens. Rows live in the database,
-- so revocations survive a restart exactly as the sessions do (the secret lives in the data folder).
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);
CREATE INDEX auth_sessions_expires_idx ON auth_sessions (expires_at);

/**
 * The REST service's tables and columns (docs/api.md), beside the library's own migrations.
 * Never edit: add a new file.
 * - api_keys: one row per key; only the SHA-256 of the key is stored.
 * - api_audit: one row per modification made through the service or `citeflow keys`.
 * - library_citations gains the spec's `context` and bibliographic `metadata`, and a
 *   full-text vector over title (weight A), publisher (B) and excerpt (C) for search.
 * - indexes for the service's keyset pagination (newest first; by last check).
 */
export const up = `
CREATE TABLE api_keys (
  key_id                text PRIMARY KEY,
  key_hash              text NOT NULL,
  name                  text NOT NULL DEFAULT '',
  role                  text NOT NULL CHECK (role IN ('viewer', 'editor', 'admin')),
  rate_limit_per_minute integer NOT NULL CHECK (rate_limit_per_minute > 0),
  created_at            timestamptz NOT NULL DEFAULT now(),
  created_by            text NOT NULL,
  last_used_at          timestamptz,
  revoked_at            timestamptz,
  revoked_by            text
);

CREATE TABLE api_audit (
  id      bigserial PRIMARY KEY,
  at      timestamptz NOT NULL DEFAULT now(),
  actor   text NOT NULL,
  role    text,
  action  text NOT NULL,
  target  text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX api_audit_target ON api_audit (target, id);

ALTER TABLE library_citations
  ADD COLUMN context  text,
  ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(publisher, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(excerpt, '')), 'C')
  ) STORED;
CREATE INDEX library_citations_search ON library_citations USING gin (search_tsv);
CREATE INDEX library_citations_created ON library_citations (created_at DESC, cid DESC);
CREATE INDEX library_citations_verified ON library_citations (last_verified DESC NULLS LAST, cid DESC);
`;

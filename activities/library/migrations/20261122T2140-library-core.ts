/** The citation library's first tables (docs/library.md "The model"). Never edit: add a new file. */
export const up = `
CREATE TABLE library_citations (
  cid                 text PRIMARY KEY,
  normalized_url      text NOT NULL UNIQUE,
  url                 text NOT NULL,
  final_url           text,
  title               text,
  authors             jsonb NOT NULL DEFAULT '[]'::jsonb,
  publisher           text,
  publication_date    text,
  source_type         text,
  excerpt             text,
  content_hash        text,
  verification_status text NOT NULL DEFAULT 'pending'
                      CHECK (verification_status IN ('pending', 'verified', 'failed', 'stale')),
  last_status         text CHECK (last_status IN ('valid', 'paywalled', 'blocked', 'mismatch', 'invalid')),
  last_http_status    integer,
  last_verified       timestamptz,
  usage_count         integer NOT NULL DEFAULT 0,
  last_run_id         text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX library_citations_due ON library_citations (last_verified NULLS FIRST, cid);
CREATE INDEX library_citations_usage ON library_citations (usage_count DESC, cid);

CREATE TABLE library_usages (
  run_id            text NOT NULL,
  claim_id          text NOT NULL,
  cid               text NOT NULL REFERENCES library_citations (cid) ON DELETE CASCADE,
  claim             text NOT NULL,
  quote             text NOT NULL,
  quote_found       boolean NOT NULL,
  validated         boolean NOT NULL,
  credibility_score integer,
  created_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_id, claim_id)
);
CREATE INDEX library_usages_cid ON library_usages (cid);

CREATE TABLE library_runs (
  run_id       text PRIMARY KEY,
  workflow_id  text NOT NULL,
  ingested_at  timestamptz NOT NULL DEFAULT now(),
  citations    integer NOT NULL,
  usages       integer NOT NULL,
  -- the run's network settings (resolve / allow_cidrs / limits / ladder: env-variable names,
  -- never a secret), so its citations are re-checked the way the run checked them
  network      jsonb
);

CREATE TABLE library_verifications (
  id                  bigserial PRIMARY KEY,
  cid                 text NOT NULL REFERENCES library_citations (cid) ON DELETE CASCADE,
  workflow_id         text NOT NULL,
  checked_at          timestamptz NOT NULL,
  status              text NOT NULL CHECK (status IN ('valid', 'paywalled', 'blocked', 'mismatch', 'invalid')),
  http_status         integer,
  content_hash        text,
  changed             boolean,
  change_ratio        double precision,
  quotes_total        integer NOT NULL,
  quotes_present      integer NOT NULL,
  verification_status text NOT NULL CHECK (verification_status IN ('verified', 'failed')),
  affected            jsonb NOT NULL DEFAULT '[]'::jsonb,
  notes               text NOT NULL DEFAULT '',
  UNIQUE (workflow_id, cid)
);
CREATE INDEX library_verifications_cid ON library_verifications (cid, checked_at DESC, id DESC);

-- The shingles of the last main text seen, kept to measure how much a page changed.
CREATE TABLE library_page_text (
  cid          text PRIMARY KEY REFERENCES library_citations (cid) ON DELETE CASCADE,
  content_hash text NOT NULL,
  shingles     jsonb NOT NULL
);

-- The cids one batch of a citeflow-reverify workflow checks, chosen once and kept, so a
-- retried or replayed batch checks exactly the same citations; the workflow only sees
-- (workflow id, page number, count).
CREATE TABLE library_reverify_pages (
  workflow_id text NOT NULL,
  page_no     integer NOT NULL,
  cids        jsonb NOT NULL,
  last_cid    text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workflow_id, page_no)
);

CREATE TABLE library_feedback (
  id            bigserial PRIMARY KEY,
  cid           text NOT NULL REFERENCES library_citations (cid) ON DELETE CASCADE,
  metric_type   text NOT NULL CHECK (metric_type IN ('relevance', 'factual', 'availability')),
  score         double precision NOT NULL CHECK (score >= 0 AND score <= 1),
  feedback_type text NOT NULL CHECK (feedback_type IN ('user', 'automated', 'expert')),
  feedback_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  evaluator_id  text,
  evaluated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX library_feedback_cid ON library_feedback (cid);
`;

/**
 * The deep_research_citations_validate tool's small, serializable surface. These values
 * travel as Temporal payloads, so they hold paths, counts and digests — never page bodies
 * and never a credential-bearing URL.
 */
import type { CitationStatus } from '../../shared/schemas/citation';
import type { Classification as FullClassification } from '../classify';
import type { FixtureResponse } from '../../shared/schemas/fixtures';
import type { Mode, ValidationTier } from '../../shared/schemas/run-config';

export type ValidateArgs = {
  manifest_path: string;
  url_map_path?: string;
  citations_path?: string;
  offline_fixtures_path?: string;
  reason: string;
};

export type ValidationPlan = {
  run_id: string;
  run_root: string;
  mode: Mode;
  validation_tier: ValidationTier;
  url_count: number;
  citations_path: string;
  plan_path: string;
  inputs_digest: string;
  checked_at: string;
};

/** The fields of the classifier's verdict (activities/classify) that a citation record keeps. */
export type Classification = Pick<
  FullClassification,
  'status' | 'http_status' | 'url' | 'title' | 'publisher' | 'evidence_snippet' | 'notes'
>;

/** Classifies a recorded (or live) response; the real one lives in activities/classify. */
export type Classifier = (input: {
  url: string;
  normalized_url: string;
  response: FixtureResponse;
  context: { title?: string | null };
}) => Classification | Promise<Classification>;

export type BatchResult = { batch_path: string; by_status: Record<CitationStatus, number> };

export type ValidateSuccess = {
  ok: true;
  run_id: string;
  citations_path: string;
  mode: Mode;
  validated: number;
  inputs_digest: string;
};

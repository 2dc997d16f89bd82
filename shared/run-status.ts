/**
 * What a run shows operators without a live worker (pure: workflows import it).
 *
 * - The memo `citeflow` (`RunMemo`): stage, URL counts by status, mode, the Gate C verdict and
 *   the outcome, upserted by the workflow at every stage change and every finished batch. It is
 *   part of the workflow's description and of every visibility listing, so `citeflow status`,
 *   `citeflow list` and the UI's Memo panel answer "where is it?" after every worker is gone.
 * - The workflow's current details (the UI's "Current Details"): the same, as markdown.
 * - A failing verdict fails the workflow with a non-retryable ApplicationFailure whose type
 *   names the rule (`GateCFailed.<rule>`, `GroundingFailed.min_grounded_claims`) and whose
 *   message is the verdict; its details carry the run's result.
 * Never a URL in any of them: counts, stage names and verdict texts only.
 */
export const RUN_MEMO_KEY = 'citeflow';

/** The patch id guarding all of this in the workflows (older runs and histories replay without it). */
export const OPS_PATCH = 'citeflow-ops-visibility';

export type RunOutcome = 'report_written' | 'gate_c_failed' | 'grounding_failed';

export type RunMemo = {
  stage: string;
  total: number;
  done: number;
  by_status: Record<string, number>;
  mode: string | null;
  sources: number | null;
  claims: number | null;
  gate_c: 'pass' | 'fail' | null;
  rule: string | null;
  verdict: string | null;
  grounded: number | null;
  outcome: RunOutcome | null;
};

export function emptyRunMemo(stage = 'starting'): RunMemo {
  return { stage, total: 0, done: 0, by_status: {}, mode: null, sources: null, claims: null, gate_c: null, rule: null, verdict: null, grounded: null, outcome: null };
}

/** The rule a failing result names (the first failed Gate C rule, or Stage 4's minimum). */
export function failedRule(result: { outcome: RunOutcome; gate_c: { failed_rules: string[] } }): string {
  return result.outcome === 'grounding_failed' ? 'min_grounded_claims' : (result.gate_c.failed_rules[0] ?? 'gate_c');
}

export const GATE_C_FAILURE_PREFIX = 'GateCFailed.';
export const GROUNDING_FAILURE_PREFIX = 'GroundingFailed.';

/** The ApplicationFailure type of a failing verdict: names the stage and the rule. */
export function verdictFailureType(outcome: Exclude<RunOutcome, 'report_written'>, rule: string): string {
  return (outcome === 'gate_c_failed' ? GATE_C_FAILURE_PREFIX : GROUNDING_FAILURE_PREFIX) + rule;
}

export function isVerdictFailureType(type: string | undefined | null): boolean {
  return typeof type === 'string' && (type.startsWith(GATE_C_FAILURE_PREFIX) || type.startsWith(GROUNDING_FAILURE_PREFIX));
}

function counts(byStatus: Record<string, number>): string {
  const keys = Object.keys(byStatus).sort();
  return keys.length ? keys.map((k) => `${k} ${byStatus[k]}`).join(', ') : 'none yet';
}

const STAGE_NAMES: Record<string, string> = {
  starting: 'starting',
  stage1: 'Stage 1 · search results',
  stage2: 'Stage 2 · extracted citations',
  stage3: 'Stage 3 · validating URLs',
  gate_c: 'Gate C',
  stage4: 'Stage 4 · grounding and the report',
  done: 'done',
  failed: 'failed',
};

/** The UI's "Current Details" (markdown): stage, URL counts by status, the Gate C verdict. */
export function currentDetailsMarkdown(m: RunMemo): string {
  const lines = [`**Stage:** ${STAGE_NAMES[m.stage] ?? m.stage}`];
  if (m.mode) lines.push(`**Mode:** ${m.mode}`);
  if (m.total > 0 || m.stage === 'stage3') lines.push(`**URLs:** ${m.done}/${m.total} validated (${counts(m.by_status)})`);
  if (m.gate_c) lines.push(`**Gate C:** ${m.gate_c}${m.rule && m.gate_c === 'fail' ? ` (rule ${m.rule})` : ''}`);
  if (m.grounded !== null) lines.push(`**Grounded claims:** ${m.grounded}${m.claims !== null ? ` of ${m.claims}` : ''}`);
  if (m.verdict) lines.push(`**Verdict:** ${m.verdict}`);
  return lines.join('\n\n');
}

/** citeflow-validate-<run_id>: the deep_research_citations_validate tool as a workflow (Stage 3 alone). */
import { defineQuery, isCancellation, patched, setCurrentDetails, setHandler, upsertMemo, upsertSearchAttributes } from '@temporalio/workflow';
import type { ValidateArgs, ValidateSuccess } from '../activities/validate/types';
import { currentDetailsMarkdown, emptyRunMemo, OPS_PATCH, RUN_MEMO_KEY } from '../shared/run-status';
import { CiteflowMode, CiteflowStage } from '../shared/search-attributes';
import { runValidationStage, type ValidationProgress } from './validation-stage';
import type { Progress } from './run';

export const validateProgressQuery = defineQuery<Progress>('progress');

export async function citeflowValidate(args: ValidateArgs): Promise<ValidateSuccess> {
  const progress: Progress & ValidationProgress = { stage: 'stage3', total: 0, done: 0, by_status: {} };
  setHandler(validateProgressQuery, () => progress);
  // Same visibility as the run workflow (memo, current details, CiteflowStage=failed), patched.
  const visible = patched(OPS_PATCH);
  const memo = emptyRunMemo('stage3');
  const publish = () => {
    Object.assign(memo, { stage: progress.stage, total: progress.total, done: progress.done, by_status: { ...progress.by_status } });
    setCurrentDetails(currentDetailsMarkdown(memo));
    if (visible) upsertMemo({ [RUN_MEMO_KEY]: { ...memo } });
  };
  upsertSearchAttributes([{ key: CiteflowStage, value: 'stage3' }]);
  publish();
  try {
    const result = await runValidationStage(
      args,
      progress,
      (plan) => {
        upsertSearchAttributes([{ key: CiteflowMode, value: plan.mode }]);
        memo.mode = plan.mode;
      },
      publish,
    );
    progress.stage = 'done';
    upsertSearchAttributes([{ key: CiteflowStage, value: 'done' }]);
    publish();
    return result;
  } catch (err) {
    if (visible && !isCancellation(err)) {
      progress.stage = 'failed';
      upsertSearchAttributes([{ key: CiteflowStage, value: 'failed' }]);
      publish();
    }
    throw err;
  }
}

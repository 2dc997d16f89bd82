/** citeflow-validate-<run_id>: the deep_research_citations_validate tool as a workflow (Stage 3 alone). */
import { defineQuery, setHandler, upsertSearchAttributes } from '@temporalio/workflow';
import type { ValidateArgs, ValidateSuccess } from '../activities/validate/types';
import { CiteflowMode, CiteflowStage } from '../shared/search-attributes';
import { runValidationStage, type ValidationProgress } from './validation-stage';
import type { Progress } from './run';

export const validateProgressQuery = defineQuery<Progress>('progress');

export async function citeflowValidate(args: ValidateArgs): Promise<ValidateSuccess> {
  const progress: Progress & ValidationProgress = { stage: 'stage3', total: 0, done: 0, by_status: {} };
  setHandler(validateProgressQuery, () => progress);
  upsertSearchAttributes([{ key: CiteflowStage, value: 'stage3' }]);
  const result = await runValidationStage(args, progress, (plan) => upsertSearchAttributes([{ key: CiteflowMode, value: plan.mode }]));
  progress.stage = 'done';
  upsertSearchAttributes([{ key: CiteflowStage, value: 'done' }]);
  return result;
}

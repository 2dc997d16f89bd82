export type { BatchResult, Classification, Classifier, ValidateArgs, ValidateSuccess, ValidationPlan } from './types';
export { planValidation, checkValidateArgs, resolveMode, computeInputsDigest, DEFAULT_VALIDATION_TIER } from './plan';
export { validateOfflineBatch, NO_FIXTURE_NOTE } from './batch';
export { finalizeCitations } from './finalize';
export { readPlanFile, type PlanFile, type PlannedUrl } from './plan-file';

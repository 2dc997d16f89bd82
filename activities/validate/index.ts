export type { BatchResult, Classification, Classifier, ValidateArgs, ValidateSuccess, ValidationPlan } from './types';
export { planValidation, contextsByCid, checkValidateArgs, resolveMode, computeInputsDigest, DEFAULT_VALIDATION_TIER } from './plan';
export { validateOfflineBatch, toCitation, emptyStatusCounts, NO_FIXTURE_NOTE } from './batch';
export { privateTargetReason, type NetworkOverrides } from './safety';
export { finalizeCitations } from './finalize';
export { readPlanFile, readPlanSlice, readPlanSummary, forgetPlan, batchPathFor, type PlanFile, type PlannedUrl, type PlanSettings, type WholePlan } from './plan-file';
export { rateLimitStep, type RateLimitRetry, type RateLimitSignal, type RateLimitStep } from './rate-limit';

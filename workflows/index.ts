// Every workflow the citeflow worker runs (this file is the worker's workflowsPath / bundle entry).
export { citeflowRun, progressQuery } from './run';
export { citeflowValidate } from './validate';
export { citeflowReverify, reverifyProgressQuery } from './reverify';

export { analysePage, guardedClassify, unanalysedVerdict, type PageAnalysis, type PageEvidenceOut, type PageJob } from './analyse';
export { guardPage, MAX_NESTING, MAX_PAGE_CHARS } from './guard';
export { createPagePool, defaultThreadScript, INLINE_MAX_CHARS, type PagePool, type PagePoolOptions } from './pool';

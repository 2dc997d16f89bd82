import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/** The Keyword search attributes operators filter runs by in the Temporal UI (CONTRACT.md §4). Never put a URL in one. */
export const CiteflowRunId = defineSearchAttributeKey('CiteflowRunId', SearchAttributeType.KEYWORD);
export const CiteflowStage = defineSearchAttributeKey('CiteflowStage', SearchAttributeType.KEYWORD);
export const CiteflowMode = defineSearchAttributeKey('CiteflowMode', SearchAttributeType.KEYWORD);
export const CiteflowGateC = defineSearchAttributeKey('CiteflowGateC', SearchAttributeType.KEYWORD);

export const SEARCH_ATTRIBUTE_NAMES = ['CiteflowRunId', 'CiteflowStage', 'CiteflowMode', 'CiteflowGateC'] as const;

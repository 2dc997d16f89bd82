export { removeOrphanTemps, writeFileAtomic, writeFileAtomicStreaming } from './atomic-write';
export { forEachJsonlRecord, jsonlRecords, readJsonArrayProjected, readJsonFile, readJsonFileWithDigest, readJsonlFile } from './read-json';
export { activityIdentity, appendAudit, type AuditOptions } from './audit';
export { sha256File, sha256Hex } from './hash';
export { prepareRunOutput, readRunInput, resolveRunInput } from './run-guard';
export { readFileBoundedSync } from './read-bounded-sync';

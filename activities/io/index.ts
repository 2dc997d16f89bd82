export { writeFileAtomic } from './atomic-write';
export { readJsonFile, readJsonFileWithDigest, readJsonlFile } from './read-json';
export { appendAudit } from './audit';
export { sha256File, sha256Hex } from './hash';

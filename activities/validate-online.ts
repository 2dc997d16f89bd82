/** ONLINE stage-3 batches: placeholder until the SSRF-safe fetcher and ladder are wired (issue 4). */
import { CiteflowError } from '../shared/errors';
import type { BatchResult } from './validate';

export async function validateOnlineBatch(_planPath: string, _start: number, _end: number): Promise<BatchResult> {
  throw new CiteflowError('INVALID_ARGS', 'online validation is not available yet in this build; set effective.citations.mode to "offline"');
}

/** What a ladder service step yields: a page to classify, or a reason it got none. */
import type { RecordedResponse } from '../classify/classify';

export type ServiceResult = { kind: 'page'; response: RecordedResponse } | { kind: 'failed'; reason: string };

/** A reason safe to store: the error's class and HTTP status only — never its message (it may echo a request). */
export function describeServiceError(service: string, err: unknown): string {
  const e = err as { name?: string; statusCode?: number; type?: string; code?: string };
  const status = typeof e?.statusCode === 'number' ? ` HTTP ${e.statusCode}` : '';
  const kind = e?.type ?? e?.code ?? e?.name ?? 'error';
  return `${service} request failed (${kind}${status})`;
}

/** A fetch that produced no response still gets a status and a reason. */
import type { FetchOutcome } from '../fetch/types';
import type { Classification } from './classify';

type FetchFailure = Extract<FetchOutcome, { kind: 'error' }>;

export function classifyFetchFailure(url: string, failure: FetchFailure): Classification {
  const blank = { http_status: null, url, title: null, publisher: null, author: null, published: null, evidence_snippet: null };
  switch (failure.code) {
    case 'DISALLOWED':
      return { ...blank, status: 'invalid', notes: `disallowed by the URL safety policy: ${failure.message}`, escalate: false };
    case 'TOO_MANY_REDIRECTS':
      // A loop whose hops kept setting cookies (the fetcher marks it retryable) is a live site's
      // session or bot check a browser completes: blocked after the ladder, not a dead link.
      return failure.retryable
        ? { ...blank, status: 'blocked', notes: `cookie redirect loop (a session or bot check only a browser completes): ${failure.message}`, escalate: true }
        : { ...blank, status: 'invalid', notes: `redirect loop: ${failure.message}`, escalate: false };
    case 'PROTOCOL':
      return { ...blank, status: 'invalid', notes: `unusable response: ${failure.message}`, escalate: false };
    case 'DNS':
      return failure.retryable
        ? { ...blank, status: 'blocked', notes: `DNS failure: ${failure.message}`, escalate: true }
        : { ...blank, status: 'invalid', notes: `dead link: ${failure.message}`, escalate: false };
    case 'TOO_LARGE':
      // Something is there, but not something we may read whole: let the ladder try.
      return { ...blank, status: 'blocked', notes: `body too large: ${failure.message}`, escalate: true };
    case 'TIMEOUT':
      return { ...blank, status: 'blocked', notes: `timeout: ${failure.message}`, escalate: true };
    case 'CONNECT':
      return { ...blank, status: 'blocked', notes: `connection failed: ${failure.message}`, escalate: true };
  }
}

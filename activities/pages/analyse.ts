/**
 * Everything done with a fetched page's body, in one call: the classifier's verdict and, when
 * the run's claims cite this source, the evidence claim checks need (text, title, author,
 * date). Pure and synchronous; the page pool (pool.ts) runs it in a worker thread. It only
 * calls the classifier's entry point (classifyResponse) on a guarded body.
 */
import { classifyResponse, type Classification, type ClassifyInput } from '../classify';
import { guardPage } from './guard';

export type PageJob = { input: ClassifyInput; evidence: boolean };
export type PageEvidenceOut = { page_text: string | null; title: string | null; author: string | null; published: string | null };
export type PageAnalysis = { classification: Classification; evidence: PageEvidenceOut | null };

export function analysePage(job: PageJob): PageAnalysis {
  const { input } = job;
  const guarded = guardPage(input.response.body);
  const body = guarded.body;
  const safeInput = body === input.response.body ? input : { ...input, response: { ...input.response, body } };
  // The classifier's one parse of the page also yields the evidence; it crosses the thread
  // boundary only when the run's claims need it.
  const { evidence: found, ...verdict } = classifyResponse(safeInput);
  const classification: Classification = guarded.note ? { ...verdict, notes: `${verdict.notes} (${guarded.note})` } : verdict;
  if (!job.evidence || classification.escalate || !found) return { classification, evidence: null };
  return { classification: { ...classification, evidence: found }, evidence: found };
}

/** The verdict of a page whose analysis hit the time or memory limit: not judged, and it says why. */
export function unanalysedVerdict(job: PageJob, why: string): PageAnalysis {
  const r = job.input.response;
  return {
    classification: {
      status: 'blocked',
      http_status: r.http_status,
      url: r.final_url,
      title: null,
      publisher: null,
      author: null,
      published: null,
      evidence_snippet: null,
      notes: `HTTP ${r.http_status}, but the page could not be analysed: ${why}`,
      escalate: false,
    },
    evidence: null,
  };
}

/**
 * The classifier offline batches use (fixture `response` items): the same classifyResponse on a
 * guarded body, in-line — a hostile or huge fixture body (650,000 nested tags, 30 MB) is cut by
 * the guard instead of parsing for minutes.
 */
export function guardedClassify(input: ClassifyInput): Classification {
  return analysePage({ input, evidence: false }).classification;
}

/** What claim checks need from a fetched page: its visible text, title, author and date. */
import type { RecordedResponse } from './classify';
import { pageMetadata } from './metadata';
import { foldWhitespace, parsePage } from './page';

export type ResponseEvidence = { page_text: string | null; title: string | null; author: string | null; published: string | null };

/** For callers that hold a response but no classification (classifyResponse returns the same as `evidence`). */
export function evidenceFromResponse(response: RecordedResponse): ResponseEvidence {
  const doc = response.document;
  if (doc?.kind === 'pdf') return { page_text: foldWhitespace(doc.text), title: doc.title, author: doc.author, published: doc.published };
  const page = parsePage(response.body);
  const meta = pageMetadata(page, response.final_url);
  return { page_text: page.ownText, title: meta.title, author: meta.author, published: meta.published };
}

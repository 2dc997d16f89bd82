/** What claim checks need from a fetched page: its visible text, title, author and date. */
import type { RecordedResponse } from './classify';
import { extractMetadata, extractPageText } from './html';

export type ResponseEvidence = { page_text: string | null; title: string | null; author: string | null; published: string | null };

export function evidenceFromResponse(response: RecordedResponse): ResponseEvidence {
  const meta = extractMetadata(response.body);
  return { page_text: extractPageText(response.body), title: meta.title, author: meta.author, published: meta.published };
}

/**
 * HTML → visible text and metadata. Both come from the one htmlparser2 pass in page.ts; these
 * helpers are for callers that need only one of them.
 */
import { pageMetadata, type PageMetadata } from './metadata';
import { foldWhitespace, parsePage } from './page';

export { foldWhitespace } from './page';
export { AUTHOR_SEPARATOR, type PageMetadata } from './metadata';

/** The text a reader sees: no scripts, styles, head or hidden templates; whitespace folded. */
export function extractPageText(html: string): string {
  return parsePage(html).text;
}

/** Visible text block by block (paragraphs, headings, list items…), each whitespace-folded. */
export function extractTextBlocks(html: string): string[] {
  return parsePage(html).blocks;
}

export function extractMetadata(html: string): PageMetadata {
  return pageMetadata(parsePage(html));
}

void foldWhitespace;

/**
 * HTML → visible text and metadata, with htmlparser2's streaming parser (no DOM kept).
 * Pure: no I/O, so offline fixtures and live pages go through exactly the same code.
 */
import { Parser } from 'htmlparser2';
import { sanitizeField } from '../../shared/safe-text';
import { normalizePublicationDate } from '../../shared/stages/dates';

export type PageMetadata = {
  title: string | null;
  publisher: string | null;
  /** Every author the page names, joined with "; " (names themselves may contain commas). */
  author: string | null;
  /** YYYY-MM-DD (normalizePublicationDate), or null when the page gives no whole date. */
  published: string | null;
  description: string | null;
  /** schema.org isAccessibleForFree from JSON-LD; null when the page does not say. */
  isAccessibleForFree: boolean | null;
};

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object', 'canvas']);
const BLOCK = new Set([
  'p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'table', 'section',
  'article', 'header', 'footer', 'nav', 'aside', 'main', 'blockquote', 'pre', 'figure', 'figcaption', 'dd', 'dt', 'hr', 'title',
]);

/**
 * Page text as citeflow keeps it: whitespace folded, and control characters, bidi controls and
 * invisible format characters removed (a page is untrusted: `<title>&#27;]0;…` must not reach a
 * record, the report or a terminal). Every text and metadata value of a page passes through here.
 */
export function foldWhitespace(s: string): string {
  return sanitizeField(s).replace(/\s+/g, ' ').trim();
}

/** The text a reader sees: no scripts, styles, head or hidden templates; whitespace folded. */
export function extractPageText(html: string): string {
  return extractTextBlocks(html).join(' ');
}

/** Visible text block by block (paragraphs, headings, list items…), each whitespace-folded. */
export function extractTextBlocks(html: string): string[] {
  const parts: string[] = [];
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hiddenDepth++;
        if (BLOCK.has(name)) parts.push('\n');
      },
      ontext(text) {
        if (hiddenDepth === 0) parts.push(text);
      },
      onclosetag(name) {
        if (HIDDEN.has(name) && hiddenDepth > 0) hiddenDepth--;
        if (BLOCK.has(name)) parts.push('\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return parts
    .join('')
    .split('\n')
    .map(foldWhitespace)
    .filter((b) => b !== '');
}

/** Several authors in one string: "Andreas Haas; Andreas Rossberg" (split by shared/formats). */
export const AUTHOR_SEPARATOR = '; ';
/** Meta tags that may repeat, one author each (`<meta name="citation_author">` per author). */
const AUTHOR_META = ['author', 'article:author', 'citation_author', 'dc.creator'];

type JsonLdFacts = { headline?: string; author?: string; publisher?: string; published?: string; free?: boolean };

function nameOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (Array.isArray(v)) {
    const names = v.map(nameOf).filter((x): x is string => !!x);
    return names.length ? names.join(AUTHOR_SEPARATOR) : undefined;
  }
  if (v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string') return nameOf((v as { name: string }).name);
  return undefined;
}

function freeFlag(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v.trim())) return v.trim().toLowerCase() === 'true';
  return undefined;
}

/** Walks JSON-LD (objects, arrays, @graph) collecting the first value of each fact. */
function collectJsonLd(node: unknown, facts: JsonLdFacts, depth = 0): void {
  if (depth > 8 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) collectJsonLd(item, facts, depth + 1);
    return;
  }
  const o = node as Record<string, unknown>;
  facts.headline ??= typeof o.headline === 'string' ? o.headline.trim() : undefined;
  facts.author ??= nameOf(o.author);
  facts.publisher ??= nameOf(o.publisher);
  facts.published ??= typeof o.datePublished === 'string' ? o.datePublished.trim() : undefined;
  const free = freeFlag(o.isAccessibleForFree);
  // Any part marked not free makes the page a (partial) paywall.
  if (free !== undefined) facts.free = facts.free === false ? false : free;
  if (o['@graph']) collectJsonLd(o['@graph'], facts, depth + 1);
  if (o.hasPart) collectJsonLd(o.hasPart, facts, depth + 1);
  if (o.mainEntity) collectJsonLd(o.mainEntity, facts, depth + 1);
}

export function extractMetadata(html: string): PageMetadata {
  const meta = new Map<string, string>();
  const authorsByKey = new Map<string, string[]>();
  let titleText = '';
  let inTitle = false;
  let titleDone = false;
  let inJsonLd = false;
  let jsonLdBuffer = '';
  const jsonLdBlocks: string[] = [];

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'title' && !titleDone) inTitle = true;
        if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? '').trim().toLowerCase();
          const content = attrs.content;
          if (key && content !== undefined && !meta.has(key)) meta.set(key, foldWhitespace(content));
          if (AUTHOR_META.includes(key) && content !== undefined && foldWhitespace(content) !== '') {
            authorsByKey.set(key, [...(authorsByKey.get(key) ?? []), foldWhitespace(content)]);
          }
        }
        if (name === 'script' && (attrs.type ?? '').trim().toLowerCase() === 'application/ld+json') {
          inJsonLd = true;
          jsonLdBuffer = '';
        }
      },
      ontext(text) {
        if (inTitle) titleText += text;
        if (inJsonLd) jsonLdBuffer += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleDone = true;
        }
        if (name === 'script' && inJsonLd) {
          inJsonLd = false;
          jsonLdBlocks.push(jsonLdBuffer);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const facts: JsonLdFacts = {};
  for (const block of jsonLdBlocks) {
    try {
      collectJsonLd(JSON.parse(block), facts);
    } catch {
      /* malformed JSON-LD is common; the other sources still count */
    }
  }
  const first = (...vals: (string | undefined)[]) => vals.map((v) => v && foldWhitespace(v)).find((v) => !!v) ?? null;
  return {
    title: first(meta.get('og:title'), facts.headline, meta.get('citation_title'), meta.get('twitter:title'), meta.get('dc.title'), titleText),
    publisher: first(meta.get('og:site_name'), facts.publisher, meta.get('citation_publisher'), meta.get('dc.publisher'), meta.get('application-name')),
    author: mostAuthors([...['author', 'article:author', 'citation_author'].map((k) => authorsByKey.get(k)), facts.author?.split(AUTHOR_SEPARATOR), authorsByKey.get('dc.creator')]),
    published: normalizePublicationDate(
      first(
        meta.get('article:published_time'), facts.published, meta.get('citation_publication_date'), meta.get('citation_date'),
        meta.get('dc.date'), meta.get('date'),
      ),
    ),
    description: first(meta.get('description'), meta.get('og:description'), meta.get('twitter:description')),
    isAccessibleForFree: facts.free ?? null,
  };
}

/**
 * The author list from the source that names the most authors (each source is one meta key,
 * repeated tags included, or JSON-LD); on a tie the earlier source wins, in the order given:
 * meta author, article:author, citation_author, JSON-LD author, dc.creator. Names are distinct
 * and joined with AUTHOR_SEPARATOR.
 */
function mostAuthors(candidates: Array<string[] | undefined>): string | null {
  let best: string[] = [];
  for (const list of candidates) {
    const names = [...new Set((list ?? []).map(foldWhitespace).filter((n) => n !== ''))];
    if (names.length > best.length) best = names;
  }
  return best.length > 0 ? best.join(AUTHOR_SEPARATOR) : null;
}

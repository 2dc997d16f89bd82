/**
 * A page's main text, its content hash and a change sketch, for re-verification.
 *
 * Main text: what an article says, not what surrounds it — only <main>/<article> when the page
 * has one; never scripts, styles, navigation, headers, footers, asides, forms, or elements
 * whose class / id / role marks them as ads, banners, promotions or cookie notices; whitespace
 * folded; clock times and full timestamps masked. So a rotating ad or a "generated at" time does
 * not change the hash, and an edited paragraph does.
 *
 * Change measure: 1 − Jaccard similarity of the texts' 5-word shingles, estimated from
 * bottom-k sketches (the 256 smallest shingle hashes), so the store keeps ~2 KB per page.
 */
import { Parser } from 'htmlparser2';
import { sha256Hex } from '../io';
import { foldWhitespace } from '../classify';

const SKIP_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object', 'canvas', 'nav', 'header', 'footer', 'aside', 'form', 'button', 'select']);
const MAIN_TAGS = new Set(['main', 'article']);
const BLOCK_TAGS = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'table', 'section', 'article', 'main', 'blockquote', 'pre', 'figure', 'figcaption', 'dd', 'dt', 'hr']);
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** class / id words that mark page furniture rather than content. */
const FURNITURE = /(^|[\s_-])(ad|ads|adv|advert|advertisement|adslot|ad-slot|banner|sponsor|sponsored|promo|promotion|cookie|cookies|consent|newsletter|related|share|social|comments?)($|[\s_-])/i;
const FURNITURE_ROLES = new Set(['banner', 'navigation', 'complementary', 'contentinfo', 'search', 'dialog', 'alert']);

function isFurniture(attrs: Record<string, string>): boolean {
  if (attrs.role && FURNITURE_ROLES.has(attrs.role.toLowerCase())) return true;
  if ('hidden' in attrs || attrs['aria-hidden'] === 'true') return true;
  if (Object.keys(attrs).some((k) => k.startsWith('data-ad'))) return true;
  return FURNITURE.test(attrs.class ?? '') || FURNITURE.test(attrs.id ?? '');
}

/** Timestamps and clock times (volatile on many pages) become one placeholder. */
function maskVolatile(text: string): string {
  return text
    .replace(/\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?\b/g, '<time>')
    .replace(/\b\d{1,2}:\d{2}(:\d{2})?(\s?[AaPp][Mm])?\b/g, '<time>');
}

export function mainText(html: string): string {
  type Frame = { tag: string; skip: boolean };
  const stack: Frame[] = [];
  const all: string[] = [];
  const inMain: string[] = [];
  let skipDepth = 0;
  let mainDepth = 0;
  let sawMain = false;
  const push = (s: string) => {
    all.push(s);
    if (mainDepth > 0) inMain.push(s);
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const skip = SKIP_TAGS.has(name) || isFurniture(attrs);
        if (VOID_TAGS.has(name)) {
          if (BLOCK_TAGS.has(name) && skipDepth === 0) push('\n');
          return;
        }
        stack.push({ tag: name, skip });
        if (skip) skipDepth++;
        if (MAIN_TAGS.has(name) && skipDepth === 0) {
          mainDepth++;
          sawMain = true;
        }
        if (BLOCK_TAGS.has(name) && skipDepth === 0) push('\n');
      },
      ontext(text) {
        if (skipDepth === 0) push(text);
      },
      onclosetag(name) {
        if (VOID_TAGS.has(name)) return;
        // Close up to the matching open tag (htmlparser2 closes implied tags for us).
        for (let i = stack.length - 1; i >= 0; i--) {
          if (stack[i].tag !== name) continue;
          while (stack.length > i) {
            const frame = stack.pop()!;
            if (BLOCK_TAGS.has(frame.tag) && skipDepth === 0) push('\n');
            if (MAIN_TAGS.has(frame.tag) && skipDepth === 0 && mainDepth > 0) mainDepth--;
            if (frame.skip) skipDepth--;
          }
          break;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const parts = sawMain ? inMain : all;
  return parts
    .join('')
    .split('\n')
    .map((line) => maskVolatile(foldWhitespace(line)))
    .filter((line) => line !== '')
    .join('\n');
}

/** `sha256:` + hex of the normalized main text (empty text hashes too: an empty page is a state). */
export function contentHash(text: string): string {
  return `sha256:${sha256Hex(text)}`;
}

const SHINGLE_WORDS = 5;
export const SKETCH_SIZE = 256;

/** FNV-1a, 32 bits: a fast, stable hash for shingles (not for security). */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The bottom-k sketch of the text's word shingles (sorted, unique). */
export function textSketch(text: string): number[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const hashes = new Set<number>();
  if (words.length < SHINGLE_WORDS) hashes.add(fnv1a(words.join(' ')));
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) hashes.add(fnv1a(words.slice(i, i + SHINGLE_WORDS).join(' ')));
  return [...hashes].sort((a, b) => a - b).slice(0, SKETCH_SIZE);
}

/**
 * Rendering a turn for a terminal: the text, then a numbered "Sources:" block. Every
 * provider-supplied field is sanitized first; only http(s) URLs become OSC 8 hyperlinks, and
 * only when the caller says the terminal supports them.
 */
import type { CitationLocation, CitationPayload } from './model';
import { dedupeSources, urlsShownInline, type CitationEntry } from './dedup';
import { linkTarget, sanitizeField, sanitizeMultiline, truncateChars, EXCERPT_MAX_CHARS } from '../safe-text';

export type RenderOptions = {
  /** Emit OSC 8 hyperlinks (decide with the terminal's support, e.g. cli/terminal.ts). */
  hyperlinks: boolean;
  /** Show the Sources block at all (from `resolveCitationsEnabled`). */
  citations: boolean;
  /** URLs already visible in the turn; default: the source URLs that occur in the text. */
  inlineUrls?: Iterable<string>;
};

const OSC = '\u001b]8;;';
const ST = '\u001b\\';

/** An OSC 8 hyperlink. `target` must come from `linkTarget`; `label` must already be sanitized. */
export function hyperlink(label: string, target: string): string {
  return `${OSC}${target}${ST}${label}${OSC}${ST}`;
}

function locationLabel(location: CitationLocation | null): string {
  if (!location) return '';
  switch (location.type) {
    case 'char_range':
      return ` (chars ${location.start}–${location.end})`;
    case 'page_range': {
      // Anthropic page ranges are 1-based with an exclusive end: shown inclusive.
      const last = Math.max(location.start, location.end - 1);
      return last === location.start ? ` (page ${location.start})` : ` (pages ${location.start}–${last})`;
    }
    case 'content_block_range': {
      const last = Math.max(location.start, location.end - 1);
      return last === location.start ? ` (block ${location.start})` : ` (blocks ${location.start}–${last})`;
    }
    default:
      return '';
  }
}

/** A single-line field as shown: sanitized, trimmed, cut to 200 characters; null when nothing visible is left. */
function shownField(value: string | null): string | null {
  const clean = value === null ? '' : sanitizeField(value).trim();
  return clean === '' ? null : truncateChars(clean, EXCERPT_MAX_CHARS);
}

function entryLines(entry: CitationEntry, number: number, hyperlinks: boolean): string[] {
  const title = shownField(entry.title);
  const url = entry.url ? sanitizeField(entry.url) : null;
  const target = hyperlinks && entry.url ? linkTarget(entry.url) : null;
  const parts: string[] = [];
  if (title) parts.push(target ? hyperlink(title, target) : title);
  if (url) {
    // A URL that is not http(s) is shown (cut short) but never becomes a link.
    const shown = target || linkTarget(entry.url!) ? url : truncateChars(url);
    parts.push(target ? hyperlink(shown, target) : shown);
  }
  const head = parts.length > 0 ? parts.join(' — ') : 'Untitled source';
  const location = locationLabel(entry.location);
  // An excerpt with nothing visible left after cleaning (only spaces or controls) is not shown.
  const excerpts = [...new Set(entry.excerpts.map(shownField).filter((e): e is string => e !== null))];
  const colon = excerpts.length > 0 && location ? ':' : '';
  const lines = [`  ${number}. ${head}${location}${colon}`];
  for (const excerpt of excerpts) lines.push(`     > "${excerpt}"`);
  return lines;
}

/** The "Sources:" block alone ('' when there is nothing to list). */
export function renderCitationBlock(entries: CitationEntry[], options: { hyperlinks: boolean }): string {
  if (entries.length === 0) return '';
  const lines = ['Sources:'];
  entries.forEach((entry, i) => lines.push(...entryLines(entry, i + 1, options.hyperlinks)));
  return lines.join('\n') + '\n';
}

/** The whole turn: sanitized text, then (when citations are on and any remain after dedup) the Sources block. */
export function renderTurn(payload: CitationPayload, options: RenderOptions): string {
  const text = sanitizeMultiline(payload.text);
  let out = text === '' || text.endsWith('\n') ? text : text + '\n';
  if (!options.citations) return out;
  const entries = dedupeSources(payload.sources, options.inlineUrls ?? urlsShownInline(payload));
  const block = renderCitationBlock(entries, options);
  if (block) out += (out === '' ? '' : '\n') + block;
  return out;
}

/**
 * Rendering a turn for a terminal: the text, then a numbered "Sources:" block. Every
 * provider-supplied field is sanitized first; only http(s) URLs become OSC 8 hyperlinks, and
 * only when the caller says the terminal supports them.
 */
import type { CitationLocation, CitationPayload, CitationReview } from './model';
import { dedupeSources, defaultInlineUrls, type CitationEntry } from './dedup';
import { linkTarget, sanitizeField, sanitizeMultiline, truncateChars, EXCERPT_MAX_CHARS } from '../safe-text';
import { isSensitiveKey, redactUrl, REDACTED } from '../url';

export type RenderOptions = {
  /** Emit OSC 8 hyperlinks (decide with the terminal's support, e.g. cli/terminal.ts). */
  hyperlinks: boolean;
  /** Show the Sources block at all (from `resolveCitationsEnabled`). */
  citations: boolean;
  /**
   * URLs already visible in the turn, left out of the Sources block. Default: for Gemini, the
   * source URLs its text shows (spec FR-8); for OpenAI and Anthropic, none.
   */
  inlineUrls?: Iterable<string>;
};

const OSC = '\u001b]8;;';
const ST = '\u001b\\';

/** An OSC 8 hyperlink. `target` must come from `linkTarget`; `label` must already be sanitized. */
export function hyperlink(label: string, target: string): string {
  return `${OSC}${target}${ST}${label}${OSC}${ST}`;
}

/** Anything URL-shaped in free text: `scheme://…` up to whitespace or a closing delimiter. */
const URL_IN_TEXT = /\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s<>"'`()[\]]+/g;
/** A `key=value` pair outside a URL (`… access_token=abc …`). */
const PAIR_IN_TEXT = /(^|[\s?&;,(])([^\s=?&;,()]{1,64})=([^\s&;,()]+)/g;

/**
 * Provider text as the run records keep it: every URL redacted with shared/url.ts's
 * `redactUrl` (userinfo removed, values of sensitive query and fragment keys replaced), and a
 * bare `key=value` whose key is sensitive (token, key, auth, session, password, …) redacted too.
 */
export function redactSecrets(value: string): string {
  const urls: string[] = [];
  // URLs first (each redacted whole), parked so the pair rule does not see them twice.
  const parked = value.replace(URL_IN_TEXT, (url) => {
    urls.push(redactUrl(url).url);
    return `\u0000${urls.length - 1}\u0000`;
  });
  const pairs = parked.replace(PAIR_IN_TEXT, (whole, lead: string, key: string) => (isSensitiveKey(key) ? `${lead}${key}=${REDACTED}` : whole));
  return pairs.replace(/\u0000(\d+)\u0000/g, (_, i: string) => urls[Number(i)]);
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

/**
 * A single-line field as shown: sanitized (sanitizing first, so an invisible character cannot
 * hide a key from redaction), secrets redacted, trimmed, cut to 200 characters / 800 bytes;
 * null when nothing visible is left.
 */
function shownField(value: string | null): string | null {
  const clean = value === null ? '' : redactSecrets(sanitizeField(value)).trim();
  return clean === '' ? null : truncateChars(clean, EXCERPT_MAX_CHARS);
}

/** Title and URL, each linked when allowed: `Title — https://url`. The URL is redacted first; only its redacted form is linked. */
function titleAndUrl(rawTitle: string | null, rawUrl: string | null, hyperlinks: boolean): string[] {
  const title = shownField(rawTitle);
  const url = rawUrl ? redactUrl(sanitizeField(rawUrl)).url : null;
  const target = hyperlinks && url ? linkTarget(url) : null;
  const parts: string[] = [];
  if (title) parts.push(target ? hyperlink(title, target) : title);
  if (url) {
    // A URL that is not http(s) is shown (cut short) but never becomes a link.
    const shown = linkTarget(url) ? url : truncateChars(url);
    parts.push(target ? hyperlink(shown, target) : shown);
  }
  return parts;
}

function reviewLines(review: CitationReview, hyperlinks: boolean): string[] {
  const parts = titleAndUrl(review.title, review.url, hyperlinks);
  const text = shownField(review.text);
  const lines = parts.length > 0 || text ? [`     review: ${parts.length > 0 ? parts.join(' — ') : 'untitled'}`] : [];
  if (text) lines.push(`       > "${text}"`);
  return lines;
}

function entryLines(entry: CitationEntry, number: number, hyperlinks: boolean): string[] {
  const parts = titleAndUrl(entry.title, entry.url, hyperlinks);
  const head = parts.length > 0 ? parts.join(' — ') : 'Untitled source';
  const location = locationLabel(entry.location);
  // An excerpt with nothing visible left after cleaning (only spaces or controls) is not shown.
  const excerpts = [...new Set(entry.excerpts.map(shownField).filter((e): e is string => e !== null))];
  const colon = excerpts.length > 0 && location ? ':' : '';
  const lines = [`  ${number}. ${head}${location}${colon}`];
  for (const excerpt of excerpts) lines.push(`     > "${excerpt}"`);
  for (const review of entry.reviews) lines.push(...reviewLines(review, hyperlinks));
  return lines;
}

/** The "Sources:" block alone ('' when there is nothing to list). */
export function renderCitationBlock(entries: CitationEntry[], options: { hyperlinks: boolean }): string {
  if (entries.length === 0) return '';
  const lines = ['Sources:'];
  entries.forEach((entry, i) => lines.push(...entryLines(entry, i + 1, options.hyperlinks)));
  return lines.join('\n') + '\n';
}

/** The "Notes:" block: what extraction saw but could not show ('' when there is nothing). */
export function renderNotes(notes: string[]): string {
  const shown = [...new Set(notes.map(shownField).filter((n): n is string => n !== null))];
  return shown.length === 0 ? '' : ['Notes:', ...shown.map((n) => `  - ${n}`)].join('\n') + '\n';
}

/**
 * The whole turn: sanitized text (URLs in it redacted), then — when citations are on — the
 * Sources block (what remains after dedup) and the Notes block (when there are notes).
 */
export function renderTurn(payload: CitationPayload, options: RenderOptions): string {
  const text = sanitizeMultiline(payload.text).replace(URL_IN_TEXT, (url) => redactUrl(url).url);
  let out = text === '' || text.endsWith('\n') ? text : text + '\n';
  if (!options.citations) return out;
  const entries = dedupeSources(payload.sources, options.inlineUrls ?? defaultInlineUrls(payload));
  for (const block of [renderCitationBlock(entries, options), renderNotes(payload.notes ?? [])]) {
    if (block) out += (out === '' ? '' : '\n') + block;
  }
  return out;
}

/**
 * One response → one status with a reason. Pure: the same function judges live pages and
 * recorded fixture responses, so offline and online runs cannot drift apart.
 */
import * as nodeCrypto from 'node:crypto';
import { findQuote } from '../../shared/stages/claims';
import { opensAsHtmlDocument, TEXT_DOCUMENT } from '../fetch/body';
import { looksLikeArticle, pageMetadata, type PageMetadata } from './metadata';
import { foldWhitespace, parsePage, PROFILE_PATH, type ParsedPage } from './page';
import { denseChars, overlap, significantWords, textWeight } from './relevance';
import { detectConsentDialog, detectDefaultServerPage, detectDeletedItem, detectMissingThread, detectGoneNotice, detectMovedNotice, detectRetiredNotice, detectWithdrawnWork, detectNotYetPublished, detectParkedDomain, detectPayOrConsent, detectPrivateItem, isConsentLine } from './gone';
import {
  detectAgeGate, detectBinaryJunk, detectUntypedMedia, detectBotWall, detectClosedStore, detectDisambiguation, detectLocaleGateway, detectThinWall, isDescribed, isThin, detectConsentRedirect, detectEmptySearch, detectLoginWall, detectAccountRequired, detectEidLogin, detectOrgLogin, geoBlockAround, detectPaywall, detectSitePassword, detectSoft404, detectTakedown, otherStandard, splitSentences,
  type Signals,
} from './signals';

export type CitationStatus = 'valid' | 'paywalled' | 'blocked' | 'mismatch' | 'invalid';

export type Classification = {
  status: CitationStatus;
  http_status: number | null;
  url: string | null;
  title: string | null;
  publisher: string | null;
  author: string | null;
  published: string | null;
  evidence_snippet: string | null;
  notes: string;
  /** Bot wall, rate limit, empty shell, transient failure: the next ladder step may do better. */
  escalate: boolean;
  /** "sha256:<hex>" of the visible text, so others can tell whether a page changed. */
  page_text_digest?: string;
  /**
   * Length of an HTML page's visible text (the classifier's one parse), so the ladder can tell
   * a script-rendered shell without parsing the page again (browser/client-rendered.ts).
   */
  visible_text_chars?: number;
  /**
   * What claim checks need from the page (its visible text, title, author, date), from the same
   * single parse that classified it — so nobody parses the page a second time.
   */
  evidence?: { page_text: string | null; title: string | null; author: string | null; published: string | null };
  /** From Retry-After (429, 5xx, bot walls): how long the site asked us to stay away. */
  retry_after_ms?: number;
  /**
   * The site asked to come back later (429, or a 5xx with Retry-After): waiting may help, so the
   * caller may retry before escalating. Not set for bot walls — waiting does not cure those.
   */
  rate_limited?: boolean;
};

export type ClassifyContext = { title?: string | null; claims?: string[]; quotes?: string[] };
/** Text and metadata read from a non-HTML document (a PDF), by the fetching side before classification. */
export type DocumentContent = {
  kind: 'pdf';
  text: string;
  title: string | null;
  author: string | null;
  published: string | null;
  pages: number;
};
export type RecordedResponse = {
  http_status: number;
  final_url: string;
  headers: Record<string, string>;
  body: string;
  /** Epoch ms when a live response's headers arrived: the clock for a Retry-After date without a Date header. Fixtures have none. */
  received_at?: number;
  /** The body was longer than the cap: `body` holds its first max_body_bytes (the page is judged on them). */
  truncated?: boolean;
  /** The server broke the body off before its end: `body` holds the part that arrived (the page is judged on it). */
  cut_short?: boolean;
  /** A PDF's text and metadata (then `body` is empty), or `unreadable` when the PDF could not be read. */
  document?: DocumentContent | { kind: 'unreadable'; reason: string };
};
export type ClassifyInput = { url: string; normalized_url: string; response: RecordedResponse; context: ClassifyContext };

const SNIPPET_MAX = 300;
const EMPTY_META: PageMetadata = { title: null, publisher: null, author: null, published: null, description: null, isAccessibleForFree: null };

function lowerKeys(h: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) out[k.toLowerCase()] = String(v);
  return out;
}

export function truncateSnippet(s: string, max = SNIPPET_MAX): string {
  const folded = foldedPrefix(s, max);
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * foldWhitespace(s), or — for a long text — the fold of its first part when that is already
 * longer than `max`: folding works character by character (a whitespace run and a pair of
 * surrogates cut at the end of the part only shorten the part's tail), so the first `max`
 * characters are the same, and a snippet of a page's text no longer folds the whole page.
 */
function foldedPrefix(s: string, max: number): string {
  const part = 8 * max + 64;
  if (s.length > part) {
    const folded = foldWhitespace(s.slice(0, part));
    if (folded.length > max) return folded;
  }
  return foldWhitespace(s);
}

/**
 * Retry-After as milliseconds: delta-seconds, or an HTTP-date measured against the response's
 * Date header — else against `receivedAt`, when the response arrived. Without either (a
 * recorded fixture) a date gives undefined, so offline output never depends on the clock.
 */
export function parseRetryAfter(headers: Record<string, string>, receivedAt?: number): number | undefined {
  const raw = headers['retry-after']?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw) * 1000;
  const at = Date.parse(raw);
  const dated = headers.date ? Date.parse(headers.date) : NaN;
  const now = Number.isFinite(dated) ? dated : receivedAt ?? NaN;
  if (Number.isFinite(at) && Number.isFinite(now)) return Math.max(0, at - now);
  return undefined;
}

const QUOTE_NOT_FOUND = '; quote not found on page';

/** The quote as it stands on the page, else the passage that best matches a claim, else the description or the opening. */
function evidenceFor(blocks: string[], text: string, description: string | null, context: ClassifyContext): { snippet: string | null; quoteNote: string } {
  const quotes = (context.quotes ?? []).filter((q) => q.trim() !== '');
  if (quotes.length > 0) {
    for (const q of quotes) {
      const match = findQuote(q, text);
      if (!match.found) continue;
      const differed = match.verbatim ? '' : ` (differs in ${(match.differences ?? []).join(', ')})`;
      return { snippet: truncateSnippet(match.matched ?? q), quoteNote: `; quote found on page${differed}` };
    }
  }
  const quoteNote = quotes.length > 0 ? QUOTE_NOT_FOUND : '';
  const claims = (context.claims ?? []).filter((c) => c.trim() !== '');
  if (claims.length > 0 && text) {
    const claimWords = significantWords(claims.join(' '));
    let best: { sentence: string; score: number } | null = null;
    // The best sentence from the first RELEVANCE_CHARS of the page (a 2 MB page's comments do not need scoring).
    const sentences: string[] = [];
    let seen = 0;
    for (const b of blocks) {
      if (seen > RELEVANCE_CHARS || sentences.length >= 2000) break;
      seen += b.length;
      sentences.push(...splitSentences(b));
    }
    for (const sentence of sentences) {
      let score = 0;
      for (const w of significantWords(sentence)) if (claimWords.has(w)) score++;
      if (score > 0 && (!best || score > best.score)) best = { sentence, score };
    }
    if (best) return { snippet: truncateSnippet(best.sentence), quoteNote };
  }
  const fallback = description ?? (text || null);
  return { snippet: fallback ? truncateSnippet(fallback) : null, quoteNote };
}

/**
 * A citing title that is only the file name of the cited address ("counts_daily.csv",
 * "annual-report-2023.pdf" for …/annual-report-2023.pdf) says what the file is called, not what it
 * says: no measure of relevance.
 */
function isFileNameTitle(title: string, urls: string[]): boolean {
  const t = title.trim().toLowerCase();
  if (!/^[^\s/]+\.[a-z0-9]{1,5}$/i.test(t)) return false;
  return urls.some((u) => {
    try {
      return decodeURIComponent(new URL(u).pathname.split('/').pop() ?? '').toLowerCase() === t;
    } catch {
      return false;
    }
  });
}

/** What the relevance rules read of a page: its own words (collected on demand), the parsed page, and its own text for numbers. */
type RelevanceView = { words: () => ReadonlySet<string>; page: ParsedPage; text: string; quoteMissing: boolean };

/** A written figure: two or more digits, or digits with thousands or decimal marks between them. */
const FIGURE = /\d[\d.,\u00a0\u202f]*\d|\d{2,}/g;
/** A year written plainly (1800–2099): no figure of a claim. */
const YEAR = /^(1[89]|20)\d\d$/;

/** Numbers of two or more digits in `s`, separators dropped ("1,2" and "1.2" both give "12"; full-width digits folded). */
function numbersOf(s: string): Set<string> {
  return new Set((s.normalize('NFKC').match(FIGURE) ?? []).map((n) => n.replace(/[^\d]/g, '')));
}

/**
 * Unrelated content: the citing title or claims share almost no words with the page — or the page
 * is another story on the same site (blind8, blind9): its own headline carries under 40 % of the
 * citing title's words, so does its text (the shared ones are the site's places, streets and
 * names), and the claims, if any, are not there either (under 30 % of their words, and none of
 * their numbers). When the citation's quote is not on the page either, the page may share more —
 * the same places, people and subject (blind11's sibling stories) —: under three quarters of the
 * title's words in its headline and its text, and of half the claims' words. Measured over every
 * labelled set: valid pages whose headline differs from the citing title carry 57 % or more of its
 * words in their text, a translation cited under its original title 40 % (its years); the other
 * stories without a quote 25–38 %.
 */
function unrelatedReason(view: RelevanceView, context: ClassifyContext, urls: string[]): string | null {
  // The page's words are only worth collecting when the citation says what it should be about.
  const title = context.title && !isFileNameTitle(context.title, urls) ? context.title : undefined;
  if (!title && !context.claims?.length) return null;
  const pageWords = view.words();
  const claims = context.claims?.length ? context.claims.join(' ') : null;
  const byTitle = title ? overlap(title, pageWords, 3) : null;
  const byClaims = claims ? overlap(claims, pageWords, 5) : null;
  const lowTitle = byTitle !== null && byTitle < 0.25;
  const lowClaims = byClaims !== null && byClaims < 0.15;
  const figures = `title overlap ${byTitle === null ? 'n/a' : byTitle.toFixed(2)}, claim overlap ${byClaims === null ? 'n/a' : byClaims.toFixed(2)}`;
  // Both signals must agree when both exist; one thin signal alone is not "clearly" wrong.
  if (byTitle !== null && byClaims !== null ? lowTitle && lowClaims : lowTitle || lowClaims) return `content unrelated to the citation (${figures})`;
  // The citation's quote missing from the page is the third witness: then a page sharing more
  // (the same places, people and subject, blind11's sibling stories) is another story too.
  const limit = view.quoteMissing ? 0.75 : 0.4;
  const claimLimit = view.quoteMissing ? 0.5 : 0.3;
  if (title && byTitle !== null && byTitle < limit && (byClaims === null || byClaims < claimLimit)) {
    // A page without a headline of its own (a text file, a feed, a shell) names no other story.
    const headline = headlineWords(view.page);
    if (headline.size < 2) return null;
    const byHeadline = overlap(title, headline, 3);
    if (byHeadline === null || byHeadline >= limit) return null;
    const claimNumbers = claims ? numbersOf(claims) : null;
    if (claimNumbers?.size) {
      const pageNumbers = numbersOf(view.text);
      if ([...claimNumbers].some((n) => pageNumbers.has(n))) return null;
    }
    return `another story: the page's headline is not the cited title (headline overlap ${byHeadline.toFixed(2)}, ${figures})`;
  }
  return null;
}

/**
 * A query that only marks where a visitor came from or why ("/?ref=404", "/?error=notfound",
 * "/?utm_source=…", blind8): the page is still the home page or section. A query naming content
 * ("?p=123", "?id=…", "?s=…") is a page of its own.
 */
function markerQuery(search: string): boolean {
  const keys = [...new URLSearchParams(search).keys()];
  return keys.length > 0 && keys.every((k) => /^(ref|referrer|from|source|src|origin|reason|error|err|notfound|not_found|404|410|redirect(ed)?|redirect_from|moved|old|utm_\w+|gclid|fbclid)$/i.test(k));
}

/** A path segment that names a site's home page, in the languages we read (blind18). */
const HOME_SEGMENT = /^(home|homepage|home-page|start|startseite|startsida|startside|inicio|portada|accueil|pagina-?principal|página-?principal|pagina-?iniziale|homepagina|etusivu|forside|strona-?glowna|strona-?główna|uvod|úvod|anasayfa|glavnaya|главная|welcome|main|index|default)(\.(html?|php|aspx?|jsp|cfm|shtml|do))?$/i;

/**
 * s12, from blind23: the root of a documentation site or of one of its versions or languages —
 * every segment of the path a docs word, a language code, a version or channel name, or an index
 * file ("/en/stable/", "/docs/", "/de/latest/index.html", "/v2.3/"). A deep docs page redirected
 * there (Read the Docs and Sphinx sites send a removed page to the version's index) is the docs'
 * home page, not the cited page.
 */
/** A docs word, a version or a channel name: a docs root's path holds at least one. */
const DOCS_MARK = 'docs?|documentation|manual|latest|stable|current|dev|main|master|next|v?\\d{1,3}(\\.\\d{1,3}){0,2}(\\.x)?';
const DOCS_MARK_SEGMENT = new RegExp(`^(${DOCS_MARK})$`, 'i');
const DOCS_ROOT_SEGMENT = new RegExp(`^(${DOCS_MARK}|handbook|guide|en|de|fr|es|it|ja|zh|ko|pt|ru|nl|pl|cs|sv|tr|uk|[a-z]{2}[-_][a-z]{2,4}|devel|development|nightly|index\\.html?)$`, 'i');
function isDocsRoot(path: string): boolean {
  const segs = path.split('/').filter(Boolean);
  return segs.length >= 1 && segs.length <= 3 && segs.some((x) => DOCS_MARK_SEGMENT.test(x)) && segs.every((x) => DOCS_ROOT_SEGMENT.test(x));
}

/** A directory's index file: the directory's own page under another name. */
const INDEX_FILE = /^(index|default|home)\.(html?|php|aspx?|jsp|shtml|cfm)$/i;

function isHomePageRedirect(normalizedUrl: string, finalUrl: string): boolean {
  try {
    const from = new URL(normalizedUrl);
    const to = new URL(finalUrl);
    if (from.pathname === '/' || from.pathname === '' || (to.search !== '' && !markerQuery(to.search))) return false;
    // The home page, or a section above the cited page ("/local/2020/03/story.html" → "/local/",
    // or "/sociedad/2023/07/14/story" → "/sociedad", blind8).
    const section = to.pathname.endsWith('/') ? to.pathname : `${to.pathname}/`;
    // A portal's home under a path of its own ("/wps/portal/wss/internet/Inicio", "/de/startseite",
    // "/index.html", blind18): the last segment names the home page, and the cited page was not one.
    const last = (p: string) => decodeURIComponent(p.replace(/\/+$/, '').split('/').pop() ?? '');
    // s13, from blind26: the cited address was a directory's index file and the site dropped it
    // ("/2023/10/19/story/index.html" → "/2023/10/19/story/"): the same page, not a section above it.
    if (from.host === to.host && INDEX_FILE.test(last(from.pathname)) && to.pathname.replace(/\/?$/, '/') === from.pathname.replace(/[^/]*$/, '')) return false;
    // Not the cited directory's own index ("/report/2024" → "/report/2024/index.html" is the same page).
    const sameDir = from.host === to.host && to.pathname.replace(/[^/]*$/, '') === from.pathname.replace(/\/?$/, '/');
    if (to.pathname !== from.pathname && !sameDir && HOME_SEGMENT.test(last(to.pathname)) && !HOME_SEGMENT.test(last(from.pathname))) return true;
    if (from.host === to.host && isDocsRoot(to.pathname) && !isDocsRoot(from.pathname)) return true;
    return to.pathname === '/' || (from.host === to.host && from.pathname.startsWith(section) && from.pathname.length > section.length + 1);
  } catch {
    return false;
  }
}

/** A path segment naming a listing: tags, categories, topics, archives, sections… in several languages. */
const LISTING_SEGMENT = /^(tags?|tagged|category|categories|topics?|archives?|sections?|labels?|subjects?|series|rubri(que|ques|k|ken|ca|che|ky)|kategori(e|en|a|as|ja|y|er)?|categor(ia|ias|ie|ies|ía|ías)|themen?|thema|temas?|etiquetas?|schlagw(ort|oerter|örter)|stichw(ort|örter)|argomenti|onderwerp(en)?|aihe(et)?|emner?|ämnen?|tagi|konu|etiket|tema-?\d*)$/i;

/**
 * A listing page (tag / category / archive path, or five or more teaser headings): short and
 * unrelated to a citation, it is the wrong page (mismatch), not an interstitial — walls do not list
 * stories. Found by blind5 (a cited /tag/ page called blocked).
 */
function isListingPage(finalUrl: string, page: ParsedPage): boolean {
  try {
    // An author's or staff profile lists their stories (blind7): a listing too, not an interstitial.
    const u = new URL(finalUrl);
    // s14, from blind29: a video or audio platform's channel or creator page ("/@CoastlineFilms", "/channel/UC…",
    // "/c/name/videos") lists the creator's items — where a removed video's address sends readers: a listing too.
    return isListingAddress(u) || PROFILE_PATH.test(u.pathname) || CHANNEL_PATH.test(u.pathname) || page.headings.length >= 5;
  } catch {
    return false;
  }
}

/** A platform's channel or creator page: "/@name", "/channel/ID", "/c/name", "/user/name", optionally one tab ("/videos", "/about"). */
const CHANNEL_PATH = /^\/(@[^/?#]+|(channel|c|user)\/[^/?#]+)\/?(videos|featured|shorts|streams|playlists|about|episodes|posts|clips)?\/?$/i;

/** A URL's path segments, percent-decoded where they decode. */
function pathSegments(u: URL): string[] {
  return u.pathname.split('/').filter(Boolean).map((x) => { try { return decodeURIComponent(x); } catch { return x; } });
}

/** The same host, with or without "www.". */
function sameHost(a: URL, b: URL): boolean {
  const bare = (h: string) => h.replace(/^www\./i, '').toLowerCase();
  return bare(a.host) === bare(b.host);
}

/** An address of a listing: a listing segment in its path (`/tag/`, `/kategorie/`…) or a `?cat=` / `?tag=` query. */
function isListingAddress(u: URL): boolean {
  const segments = pathSegments(u);
  return segments.some((x) => LISTING_SEGMENT.test(x)) || /[?&](cat|tag|category|topic)=/i.test(u.search);
}

/**
 * An address of the site's search: a path segment naming search ("/search", "/suche",
 * "/recherche", "/buscar", "/szukaj", "/catalogsearch"…) or a search query key (`q`, `query`,
 * `search`, `keyword`…; WordPress's `s` on the root).
 */
const SEARCH_SEGMENT = /^(search|searches|search-?results|catalogsearch|suche|suchergebnisse|recherche|rechercher|buscar|busca|busqueda|búsqueda|cerca|ricerca|zoeken|zoek|sok|sök|soeg|søg|szukaj|wyszukiwanie|hledat|hledani|hledání|vyhledavani|vyhledávání|vyhladavanie|vyhľadávanie|poisk|поиск|arama|ara|haku|検索|搜索|搜尋|검색)$/i;
const SEARCH_KEY = /^(q|query|search|search_query|searchterm|search_term|searchtext|keyword|keywords|ssearch|kw)$/i;
function isSearchAddress(u: URL): boolean {
  const segments = pathSegments(u);
  const keys = [...new URLSearchParams(u.search).keys()];
  // `?s=` is WordPress's search only on the site root ("/?s=term"); elsewhere it is a share marker ("?s=20").
  return segments.some((x) => SEARCH_SEGMENT.test(x)) || keys.some((k) => SEARCH_KEY.test(k)) || (segments.length === 0 && keys.includes('s'));
}

/**
 * A cited page whose address now redirects to the site's search for it (blind17: a retired product
 * URL sent to "/search?q=merino+throw+grey", a wine to "/suche?sSearch=…"): the search echoes the
 * cited name, so its headline shares the title's words, but a list of results is not the cited
 * page, with or without hits. Not when the cited address was a search itself.
 */
function searchRedirect(normalizedUrl: string, finalUrl: string): string | null {
  try {
    const from = new URL(normalizedUrl);
    const to = new URL(finalUrl);
    if (!sameHost(from, to) || (from.pathname === to.pathname && from.search === to.search)) return null;
    if (!isSearchAddress(to) || isSearchAddress(from)) return null;
    return `redirected to the site's search (${to.pathname}${to.search ? '?…' : ''}), not the cited page`;
  } catch {
    return null;
  }
}

/** The words of the page's own headline: its <title> and first h1. */
function headlineWords(page: ParsedPage): ReadonlySet<string> {
  return significantWords(`${page.title} ${page.h1s?.[0] ?? ''}`);
}

/**
 * A cited address that redirected to another page whose words carry none of the citing title's own
 * words — those left when the site's name (its publisher, og:site_name, application-name) is taken out: a removed
 * item's address sent to a generic page of the site ("ParkPilot Frankfurt im App Store" → the
 * store's front page "App Store – Apple", blind16). The words the two share are the site's name,
 * which the overlap rules count as relevance. Two or more own words needed.
 */
function redirectedAwayFromTitle(citedUrl: string, finalUrl: string, meta: PageMetadata, page: ParsedPage, context: ClassifyContext, pageWords: () => ReadonlySet<string>): string | null {
  if (!context.title) return null;
  let from: URL;
  let to: URL;
  try {
    from = new URL(citedUrl);
    to = new URL(finalUrl);
  } catch {
    return null;
  }
  if (from.pathname.replace(/\/+$/, '') === to.pathname.replace(/\/+$/, '')) return null;
  const site = significantWords([meta.publisher, ...(page.meta.get('og:site_name') ?? []), ...(page.meta.get('application-name') ?? [])].filter(Boolean).join(' '));
  const own = [...significantWords(context.title)].filter((w) => !site.has(w));
  if (own.length < 2 || site.size === 0) return null;
  const words = pageWords();
  if (own.some((w) => words.has(w))) return null;
  return `redirected to another page (${to.pathname}) that carries none of the cited title's own words (${own.slice(0, 4).join(', ')}): not the cited page`;
}

/**
 * s14, from blind30: an "ended" status line over an item the page still shows — a job ad "no longer
 * accepting applications" / "Ogłoszenie wygasło" / "この求人の掲載は終了しました" above the whole
 * advert, a flat "nicht mehr verfügbar" above its exposé, a discontinued product's "No longer
 * available" above its specs, "Diese Aktion ist beendet" above the promotion's terms. The citation
 * (what the advert, listing or offer said) is still on the page: the banner is part of what it
 * says, not a gone notice. Only when the page's own headline carries the cited title (so a board
 * that keeps the title but replaced the ad with similar jobs — link lists, no prose — is still gone),
 * the notice is not itself the headline or the <title>, and the page still describes the item: 120
 * or more of sentences and fact lines (blocks of weight 50 or more) beside the notice, headings and
 * cookie lines (blind9's expired job keeps its title over a notice and a list of similar jobs: none).
 */
function bannerOverShownItem(s: Signals, context: ClassifyContext, reason: string): boolean {
  if (!context.title || !headlineCarriesTitle(s.page, context)) return false;
  const said = /\("([^"]+)"\)/.exec(reason)?.[1]?.trim();
  if (!said) return false;
  if ([s.page.title, ...(s.page.h1s ?? [])].some((t) => (t ?? '').includes(said))) return false;
  // The item's own description: sentences and fact lines of the main text (blocks of weight 50 or
  // more), not the notice, a heading, a cookie line or the short titles of a similar-items list.
  const headings = new Set(s.page.headings);
  const own = s.page.mainBlocks.filter((b) => !b.includes(said) && !headings.has(b) && !isConsentLine(b) && textWeight(b) >= 50);
  return own.reduce((n, b) => n + textWeight(b), 0) >= 120;
}

/** The page's own headline (<title> and first h1) carries most (≥ 60 %) of a citing title of three or more words. */
function headlineCarriesTitle(page: ParsedPage, context: ClassifyContext): boolean {
  if (!context.title) return false;
  const o = headlineOverlap(context.title, page);
  return o !== null && o >= 0.6;
}

/** Share of the citing title's words in the page's own headline; null when the title is too thin. */
function headlineOverlap(title: string, page: ParsedPage): number | null {
  return overlap(title, headlineWords(page), 3);
}

/**
 * A deleted article whose URL now redirects to a listing: a tag / category / topic / archive path
 * (the cited path was not one), or a page of many teaser headings, whose headline is not the
 * cited title (nor, without a title, about the claims). The page answers, but not with the cited work.
 */
function listingRedirect(normalizedUrl: string, finalUrl: string, page: ParsedPage, context: ClassifyContext, article = false): string | null {
  try {
    const from = new URL(normalizedUrl);
    const to = new URL(finalUrl);
    const trim = (p: string) => p.replace(/\/+$/, '') || '/';
    if (!sameHost(from, to) || trim(from.pathname) === trim(to.pathname)) return null;
    const byPath = isListingAddress(to);
    // A listing cited and moved to another listing address is the site renaming its listings
    // (citedListing judges those). A cited address that merely holds a listing word (`/story/section`,
    // `/themen/verkehr/neue-tram`) and lands on a front is judged like any other (blind12).
    if (byPath && isListingAddress(from)) return null;
    const byShape = page.headings.length >= 5 && textWeight(page.proseText) < 3000;
    // A section front's "river": headline links in list items, not headings (blind11). No article,
    // and the main text is mostly link text — an article's own paragraphs are not links.
    // A cookie banner after the footer is main text and prose, but not the page's own words (s9).
    const banner = page.mainBlocks.reduce((n, b) => (isConsentLine(b) ? n + textWeight(b) : n), 0);
    const main = textWeight(page.mainText) - banner;
    const byLinks = !article && main >= 150 && textWeight(page.proseText) - banner < 0.25 * main;
    if (!byPath && !byShape && !byLinks) return null;
    if (context.title) {
      const o = headlineOverlap(context.title, page);
      if (o === null || o >= 0.5) return null;
    } else if (context.claims?.length) {
      const o = overlap(context.claims.join(' '), significantWords(page.mainText.slice(0, RELEVANCE_CHARS)), 5);
      if (o === null || o >= 0.3) return null;
    } else return null;
    return `redirected to a listing page (${byPath ? to.pathname : byShape ? `${page.headings.length} teaser headings` : `${to.pathname}, mostly headline links`}), not the cited article`;
  } catch {
    return null;
  }
}

/**
 * A listing cited for one piece: the cited address is itself a tag / category / topic / archive
 * page, the page is made of teasers (≥ 5 headings, little prose), and its headline is not the
 * citing title. Its teasers name other pages; the cited work is one of them at best (blind7's
 * Vietnamese tag page, whose syllables overlapped the title by chance).
 */
function citedListing(normalizedUrl: string, finalUrl: string, page: ParsedPage, context: ClassifyContext): string | null {
  if (!context.title) return null;
  try {
    const to = new URL(finalUrl);
    if (!isListingAddress(new URL(normalizedUrl)) || !isListingAddress(to)) return null;
    if (page.headings.length < 5 || textWeight(page.proseText) >= 3000) return null;
    const o = headlineOverlap(context.title, page);
    if (o === null || o >= 0.5) return null;
    return `a listing page (${to.pathname}, ${page.headings.length} teaser headings) cited for one piece: not the cited work`;
  } catch {
    return null;
  }
}

/**
 * s13, from blind26: a site's search results or a tag page cited as the source of one piece. The
 * cited address is a search (a search path segment or query key) or a tag / category page (a
 * listing segment as the last or next-to-last segment: "/tag/elektrobusy/"), the page answering
 * there is the same kind of address — or its headline opens with "Search results for …" in the
 * site's language —, it is not an article, and its headline does not carry the cited title. The
 * results may list the cited piece (its title then counts as "found"), but a list is not the work.
 */
const SEARCH_RESULTS_HEAD = /^\s*(search results|results|suchergebnisse|ergebnisse der suche|résultats de (la )?recherche|résultats|resultados de (la )?búsqueda|resultados da (busca|pesquisa)|resultados|risultati (della )?ricerca|zoekresultaten|sökresultat|søgeresultater|wyniki wyszukiwania|výsledky hledání|výsledky vyhledávání|результаты поиска|результати пошуку|arama sonuçları|αποτελέσματα αναζήτησης|kết quả tìm kiếm|検索結果|搜索结果|搜尋結果|검색\s?결과|نتائج البحث)\s*(for|für|pour|para|per|voor|för|for|dla|pro|по запросу|за запитом|για|cho|[:：「“„"«])/iu;
function citedSearchOrTag(normalizedUrl: string, finalUrl: string, page: ParsedPage, context: ClassifyContext, article: boolean): string | null {
  if (article || !context.title) return null;
  try {
    const from = new URL(normalizedUrl);
    const to = new URL(finalUrl);
    const tagAddress = (u: URL) => {
      const segs = pathSegments(u);
      return segs.slice(-2).some((x) => LISTING_SEGMENT.test(x)) || /[?&](cat|tag|category|topic)=/i.test(u.search);
    };
    const head = page.h1s?.[0] ?? page.title;
    const resultsHead = SEARCH_RESULTS_HEAD.test(head) || SEARCH_RESULTS_HEAD.test(page.title);
    // A search address here: a search query key, or a search segment as the last one (not a record's
    // address that passes through "/search/" on its way: Espacenet's "/patent/search/family/…", a
    // registry's "/KRS/wyszukiwanie/0000287654", a museum's "/relic/search/view?id=…").
    const searchAddress = (u: URL) => {
      const keys = [...new URLSearchParams(u.search).keys()];
      return keys.some((k) => SEARCH_KEY.test(k)) || pathSegments(u).slice(-1).some((x) => SEARCH_SEGMENT.test(x));
    };
    const kind = searchAddress(from) && (searchAddress(to) || resultsHead) ? 'search results' : tagAddress(from) && tagAddress(to) ? 'tag / topic page' : resultsHead ? 'search results' : null;
    if (!kind) return null;
    // A results page's headline echoes its query, so it shares the title's words: there the citing
    // title is only checked not to name a search itself. A tag page's headline is its topic.
    if (kind === 'search results' ? SEARCH_RESULTS_HEAD.test(context.title) || /\b(search|suche|recherche|búsqueda|busca|ricerca|zoek|sök|szukaj|поиск|arama)\b/iu.test(context.title) : (headlineOverlap(context.title, page) ?? 1) >= 0.5) return null;
    return `the site's ${kind} (${to.pathname}${to.search ? '?…' : ''}; headline ${JSON.stringify(head.slice(0, 60))}) cited as the source: a list of pieces, not the cited work`;
  } catch {
    return null;
  }
}

/**
 * s13, from blind26: a document's address (…/report-2021.pdf) that now redirects to an HTML page of
 * the site whose headline does not carry the cited title — a publications list, the home of a
 * section —: the cited document is not there. (A landing page of the same report carries its title.)
 */
const DOCUMENT_PATH = /\.(pdf|docx?|xlsx?|pptx?|odt|ods|odp|rtf|epub)$/i;
function documentRedirectedAway(normalizedUrl: string, finalUrl: string, page: ParsedPage, context: ClassifyContext): string | null {
  if (!context.title) return null;
  try {
    const from = new URL(normalizedUrl);
    const to = new URL(finalUrl);
    if (!DOCUMENT_PATH.test(from.pathname) || DOCUMENT_PATH.test(to.pathname) || from.pathname === to.pathname) return null;
    // Short report titles count too ("Verkehrsbericht 2020"): half of the title's words in the headline keeps the page.
    const wanted = [...significantWords(context.title)];
    if (wanted.length < 2) return null;
    const headline = headlineWords(page);
    if (wanted.filter((w) => headline.has(w)).length >= 0.5 * wanted.length) return null;
    return `the cited document's address (${from.pathname.split('/').pop()}) now redirects to another page of the site (${to.pathname}), whose headline is not the cited title`;
  } catch {
    return null;
  }
}

/**
 * s13, from blind26: the page is on the cited subject but does not give the claim's figures — the
 * same story cited for other numbers, a figure corrected since, an encyclopaedia article without the
 * cited statistic. The claims carry two or more numbers that are not years (two or more digits;
 * "1,2" and "1.2" alike), the page's text carries numbers of its own (three or more), and none of the
 * claims' numbers is among them (nor the start of one: "4.02 million" against "4,020,000"). Not for a
 * body cut at the size cap, nor when the citation's quote is on the page.
 */
function claimFiguresAbsent(context: ClassifyContext, pageText: string, meta: PageMetadata, page: ParsedPage): string | null {
  const claims = (context.claims ?? []).filter((c) => c.trim() !== '');
  if (!claims.length) return null;
  // Years are left out (a page dates itself in ways the text does not repeat), and two figures at
  // least must be wanted: one number written another way ("58 %" for 58.4 %, a figure in words) is
  // too thin a witness.
  const tokens = (claims.join(' ').normalize('NFKC').match(FIGURE) ?? []).filter((t) => !YEAR.test(t));
  const wanted = new Set(tokens.map((t) => t.replace(/[^\d]/g, '')));
  if (wanted.size < 2) return null;
  const pageFigures = `${pageText} ${meta.title ?? ''} ${meta.description ?? ''} ${page.title} ${page.h1s?.[0] ?? ''}`;
  const shown = numbersOf(pageFigures);
  if (shown.size < 3) return null;
  const has = (n: string) => shown.has(n) || (n.length >= 3 && [...shown].some((p) => p.length > n.length && p.startsWith(n)));
  if ([...wanted].some(has)) return null;
  // A claim rounds or rescales the page's figure ("23 %" for 22.7 %, "$4.6 billion" for $4,560 million,
  // "1,2 miliardi" for "1.200 milioni"): any claim figure within 5 % of a page figure, at the same scale
  // or a thousand, million or billion times apart, is the page's own. Years on either side are no
  // figures (a page's "2024" is not "2.000 posti letto").
  const shownValues = figureValues((pageFigures.normalize('NFKC').match(FIGURE) ?? []).filter((t) => !YEAR.test(t)), 3000);
  const wantedValues = figureValues(tokens, 50);
  if (wantedValues.some((w) => shownValues.some((p) => SCALES.some((k) => near(w * k, p) || near(w, p * k))))) return null;
  return `the page is on the cited subject but gives none of the claim's figures (${[...wanted].slice(0, 4).join(', ')})`;
}

const SCALES = [1, 1e3, 1e6, 1e9];
const near = (a: number, b: number) => a > 0 && b > 0 && Math.abs(a - b) <= 0.05 * Math.max(a, b);

/**
 * The values a written figure may mean, at most `limit` of them: "1.234.567" and "1 234" are whole
 * numbers; one "," or "." may be a decimal mark or a thousands separator ("1,2" → 1.2 or 12,
 * "2.000" → 2 or 2000); with both, the last is the decimal mark ("1,234.5", "1.234,5").
 */
function figureValues(tokens: string[], limit: number): number[] {
  const out: number[] = [];
  for (const raw of tokens) {
    if (out.length >= limit) break;
    const t = raw.replace(/[\u00a0\u202f]/g, '');
    const marks = t.match(/[.,]/g) ?? [];
    const whole = Number(t.replace(/[.,]/g, ''));
    if (marks.length === 0) out.push(whole);
    else if (new Set(marks).size === 2) {
      const at = Math.max(t.lastIndexOf('.'), t.lastIndexOf(','));
      out.push(Number(`${t.slice(0, at).replace(/[.,]/g, '')}.${t.slice(at + 1)}`));
    } else if (marks.length > 1) out.push(whole);
    else out.push(whole, Number(t.replace(',', '.')));
  }
  return out.filter((v) => Number.isFinite(v));
}

/**
 * s11, from blind20: the cited edition replaced by another at the same address — a festival's
 * programme, a season's fixtures, a yearly list cited for one year and now showing another: the
 * cited title names one year (1950–2049), the page's headline names another year and not that one,
 * the rest of the two titles are the same thing (half or more of the cited title's other words),
 * and the cited year is nowhere in the page's main text (an article that looks back names it).
 */
const EDITION_YEAR = /(?<![\d])(?:19[5-9]\d|20[0-4]\d)(?![\d])/g;
/** The headline a reader sees: the first h1, else the metadata's title, else the <title>. */
const shownHeadline = (page: ParsedPage, meta: PageMetadata): string => page.h1s?.[0] ?? meta.title ?? page.title;
/**
 * s12, from blind23: another numbered part of the same series at the cited address — lecture notes
 * cited as "Lecture 6 …" whose page is "Lecture 5 …", "Chapter 4" for "Chapter 3", "Week 3" for
 * "Week 2": the cited title opens with a part label and a number, the page's headline opens with
 * the same label and another number, and the cited "label number" is nowhere in the page's main
 * text (a page that covers both parts, or links to the next one, names it). The shared label and
 * subject words make such pages look relevant to the word-overlap rules.
 */
// s15, from edges2: a podcast's or series' episode in other languages too ("Folge 5", "Épisode 5", "Aflevering 5", "Odcinek 5", "Серия 5"…).
const PART_LABEL = '(lecture|lec\\.|chapter|ch\\.|week|module|part|unit|lesson|session|episode|volume|vol\\.|tutorial|lab|exercise sheet|problem sheet|homework|assignment|kapitel|vorlesung|teil|woche|übung|übungsblatt|lektion|chapitre|cours|séance|semaine|partie|leçon|td|tp|capítulo|lección|clase|tema|semana|módulo|capitolo|lezione|parte|settimana|esercitazione|hoofdstuk|college|les|deel|rozdział|wykład|część|tydzień|lekcja|kapitola|přednáška|cvičení|лекция|глава|часть|неделя|урок|занятие|семинар|лекція|розділ|частина|тиждень|заняття|ders|bölüm|hafta|ünite|κεφάλαιο|διάλεξη|μάθημα|εβδομάδα|folge|épisode|episodio|episódio|aflevering|avsnitt|afsnit|episode|jakso|odcinek|epizoda|epizóda|díl|epizód|серия|выпуск|серія|випуск|επεισόδιο)';
const PART_OPEN = new RegExp(`^\\s*${PART_LABEL}\\s*(\\d{1,3})(?![\\d.,]\\d)`, 'iu');
const PART_CJK = /^\s*第\s*(\d{1,3})\s*(章|回|講|讲|课|課|週|周|部|節|节|話|话)|^\s*(\d{1,3})\s*(강|주차|장)(?![\p{L}])/u;
function partOf(t: string): { label: string; n: string } | null {
  const m = PART_OPEN.exec(t);
  if (m) return { label: m[1]!.toLowerCase(), n: m[2]! };
  const c = PART_CJK.exec(t);
  if (c) return c[1] ? { label: c[2]!, n: c[1] } : { label: c[4]!, n: c[3]! };
  return null;
}
function otherPart(page: ParsedPage, meta: PageMetadata, context: ClassifyContext): string | null {
  if (!context.title) return null;
  const cited = partOf(context.title);
  if (!cited) return null;
  const headline = shownHeadline(page, meta);
  if (!headline) return null;
  const shown = partOf(headline) ?? partOf(page.title ?? '');
  if (!shown || shown.label !== cited.label || shown.n === cited.n) return null;
  const named = new RegExp(`(?<![\\p{L}])${cited.label.replace(/[.]/g, '\\.')}\\s*${cited.n}(?![\\d])|第\\s*${cited.n}\\s*${cited.label}|${cited.n}\\s*${cited.label}`, 'iu');
  if (named.test(page.mainText.slice(0, RELEVANCE_CHARS))) return null;
  return `another part of the series: the cited title is ${cited.label} ${cited.n}, the page is ${shown.label} ${shown.n}`;
}

function otherEdition(page: ParsedPage, meta: PageMetadata, context: ClassifyContext): string | null {
  const cited = context.title;
  if (!cited) return null;
  const citedYears = new Set(cited.match(EDITION_YEAR) ?? []);
  if (citedYears.size !== 1) return null;
  const year = [...citedYears][0]!;
  const headline = shownHeadline(page, meta);
  if (!headline) return null;
  const shown = new Set(headline.match(EDITION_YEAR) ?? []);
  if (shown.size === 0 || shown.has(year)) return null;
  if (page.mainText.includes(year) || (meta.title ?? '').includes(year)) return null;
  // The headline with the page's <title> (s14, from blind30: a festival's "Line-up 2026" whose
  // <title> adds the festival's name, "Line-up 2026 | Zomerfestival Duinen"), unless the <title>
  // names the cited year.
  const titled = page.title && !page.title.includes(year) ? `${headline} ${page.title}` : headline;
  const o = overlap(cited.replace(EDITION_YEAR, ' '), significantWords(titled.replace(EDITION_YEAR, ' ')), 2);
  if (o === null || o < 0.5) return null;
  return `another edition at the cited address: the citation names ${year}, the page is headed ${JSON.stringify(headline.slice(0, 80))} and does not mention ${year}`;
}

/**
 * s14, from blind30: another model at the cited address — a discontinued product whose address now
 * shows (or redirects to) its successor: the cited title names one model code (capital letters, then
 * two to five digits, "DW-4420", "RC-X900", "SM 500"), the page's headline names a code with the
 * same letters and another number, and the cited code is nowhere on the page (a successor's page
 * that says "replaces the DW-4420" names it and stays valid). A number that is a year is no model.
 */
const MODEL_CODE = /(?<![\p{L}\p{N}])([A-Z]{1,4})[- ]?([A-Z]?)(\d{2,5})(?![\p{L}\p{N}])/gu;
function otherModel(page: ParsedPage, meta: PageMetadata, context: ClassifyContext): string | null {
  const cited = context.title;
  if (!cited) return null;
  const codes = [...cited.matchAll(MODEL_CODE)].filter((m) => !YEAR.test(m[3]!));
  if (codes.length !== 1) return null;
  const c = codes[0]!;
  const key = (letters: string, mid: string, num: string) => `${letters}${mid}${num}`.toUpperCase();
  const flat = (t: string) => t.normalize('NFKC').toUpperCase().replace(/[-\s\u00a0]/g, '');
  const cKey = key(c[1]!, c[2]!, c[3]!);
  if (flat(`${page.text} ${meta.title ?? ''} ${page.title}`).includes(cKey)) return null;
  const headline = shownHeadline(page, meta);
  if (!headline) return null;
  const sib = [...headline.matchAll(MODEL_CODE)].find((m) => m[1]!.toUpperCase() === c[1]!.toUpperCase() && m[2]!.toUpperCase() === c[2]!.toUpperCase() && m[3] !== c[3] && !YEAR.test(m[3]!));
  if (!sib) return null;
  return `another model at the cited address: the citation names ${c[0]}, the page is headed ${JSON.stringify(headline.slice(0, 80))} (${sib[0]}) and never names ${c[0]}`;
}

/**
 * s15, from blind32: an API reference whose cited item is gone, its address redirected to another
 * item of the same reference — "tokio_throttle::Throttle::acquire_many" → the page of
 * `struct.ThrottleBuilder`, "QueueClient.sendBatch()" → the class overview. The crate, package or
 * class names are shared, so the word-overlap rules see the cited page; the item's own name is the
 * witness. The cited title names a code identifier — a `::`, `#` or `->` path, a snake_case name
 * (an underscore between letters or digits), a lowerCamelCase name (getElementById) or a call
 * (`name()`) — and the last part of it (the item) is nowhere in the page's text, title or final
 * address. Only after a redirect to another path of the same host: a page at the cited address is
 * judged by the other rules. UpperCamelCase words are left alone (brand names: iPhone, YouTube).
 */
const CODE_IDENT = /[A-Za-z_][\w$]*(?:(?:::|#|->)[A-Za-z_][\w$]*)+(?:\(\))?|[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+(?:\(\))?|[a-z][a-z0-9]+(?:[A-Z][a-z0-9]*)+(?:\(\))?|[A-Za-z_][\w$]*\(\)/g;
function otherCodeItem(citedUrl: string, finalUrl: string, page: ParsedPage, meta: PageMetadata, context: ClassifyContext): string | null {
  if (!context.title) return null;
  let from: URL;
  let to: URL;
  try {
    from = new URL(citedUrl);
    to = new URL(finalUrl);
  } catch {
    return null;
  }
  if (!sameHost(from, to) || from.pathname.replace(/\/+$/, '') === to.pathname.replace(/\/+$/, '')) return null;
  const items = [...context.title.matchAll(CODE_IDENT)].map((m) => m[0].replace(/\(\)$/, '').split(/::|#|->/).pop()!).filter((x) => x.length >= 4);
  if (!items.length) return null;
  const where = `${page.text} ${meta.title ?? ''} ${page.title} ${decodeURIComponent(to.pathname)}`.toLowerCase();
  const missing = items.find((x) => !where.includes(x.toLowerCase()));
  if (!missing) return null;
  return `redirected to another item of the reference (${to.pathname.split('/').pop() || to.pathname}): the cited item ${JSON.stringify(missing)} is nowhere on it`;
}

/**
 * A listing served at the cited article's own URL (a home page or section front answering for a
 * deleted story, blind8): no article, little prose (links left out) against a page of headline
 * lists under several headings, and the page's own headline is not the cited title — though a
 * teaser may share words with it. Checked after every wall and paywall rule.
 */
function listingAtCitedUrl(s: Signals, page: ParsedPage, context: ClassifyContext): string | null {
  if (s.article || !context.title) return null;
  // A front's own headline is the site's or section's name, which its <title> carries too. A headline
  // the title does not carry is a message or a story (a geo-block or cookie wall inside the site's
  // chrome and rails of headlines, blind9): the rules after this judge it.
  const h1 = page.h1s?.[0];
  const h1InTitle = h1 ? overlap(h1, significantWords(page.title), 1) : null;
  if (h1InTitle !== null && h1InTitle < 0.5) return null;
  // Home and section fronts put their headline lists in widgets and rails, so the whole text is the measure.
  const all = textWeight(page.text);
  if (s.prose >= 400 || s.prose > 0.25 * all) return null;
  // A big front has several headed lists; a small one (a section front of one "Latest" list, blind6)
  // at least five headline-shaped lines.
  if ((all < 600 || page.headings.length < 3) && headlineLines(page.blocks) < 5) return null;
  const o = headlineOverlap(context.title, page);
  if (o === null || o >= 0.5) return null;
  return 'a list of other stories (home page, section or tag front) where the cited article should be';
}

/**
 * Blocks shaped like headlines: 4–16 words, at most 120 characters (a dense script's characters
 * weigh three), no sentence-ending punctuation — teasers in a list, not a wall's sentences.
 */
function headlineLines(blocks: string[]): number {
  let n = 0;
  for (const b of blocks) {
    if (b.length > 120 || textWeight(b) > 120 || /[.!?。！？:]$/.test(b)) continue;
    const words = b.split(/\s+/).length;
    if ((words >= 4 && words <= 16) || (denseChars(b) >= 8 && textWeight(b) <= 120)) n++;
  }
  return n;
}

/**
 * s14, from blind28: an XML media type — the subtype `xml` or a `+xml` suffix (application/xml,
 * text/xml, application/vnd.sdmx.genericdata+xml, application/atom+xml). Not a type that merely
 * holds the letters ("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" is an XLSX
 * workbook, a zip: it was read as an empty HTML page and called blocked).
 */
const XML_TYPE = /^[^;]*(\/|\+)xml\s*(;|$)/i;

/**
 * (s15, from edges2) An object store's error document for a key it does not hold: the XML `<Error>` root whose first
 * child `<Code>` names a missing object, bucket, container or blob (S3 and its clones "NoSuchKey", "NoSuchBucket",
 * Azure "BlobNotFound" / "ContainerNotFound" after its BOM, GCS, R2, MinIO), whatever the declared type.
 */
const STORE_NOT_FOUND = /^\ufeff?\s*(?:<\?xml[^>]*\?>\s*)?<Error>\s*<Code>\s*(NoSuchKey|NoSuchBucket|NoSuchVersion|BlobNotFound|ContainerNotFound|ResourceNotFound|ObjectNotFound|KeyNotFound|NotFound)\s*<\/Code>/i;
function objectStoreNotFound(body: string): string | null {
  const m = STORE_NOT_FOUND.exec(body.slice(0, 2048));
  return m ? `an object store's "${m[1]}" error document (the stored file does not exist) answered with a 2xx: not the cited source` : null;
}
function isHtml(contentType: string | undefined, body: string): boolean {
  if (!contentType) return /<html|<body|<head|<p[\s>]|<title|<meta|<div/i.test(body.slice(0, 4096));
  // s13, from blind26: an HTML page sent under a PDF or download type (the fetcher keeps such a body
  // only when it opens like an HTML document) is the page the reader gets: read as HTML.
  if (/pdf|octet-stream|download|binary|unknown/i.test(contentType) && opensAsHtmlDocument(body)) return true;
  if (/html/i.test(contentType)) return true;
  // s14, from blind28: an XML document is a page only when it is one (XHTML: it opens like HTML).
  // A data answer (SDMX, an API's XML, a feed) is read as text, markup included — a browser shows the
  // XML tree, and its names and labels sit in attributes an HTML parse drops: the SDMX series'
  // "HICP - Overall index" was lost, its figures left alone, and the answer called an interstitial.
  return XML_TYPE.test(contentType) && /<(!doctype\s+html|html|body|head)[\s>]/i.test(body.slice(0, 4096));
}

/**
 * s15, from blind32: an API's error object answered with 200 — `{"error":"not_found","reason":"…"}`,
 * `{"message":"Not Found","documentation_url":"…"}`, `{"ok":false,"error":"…"}`, an RFC 9457 problem
 * (`title`, `status`, `detail`). The body is one JSON object whose every key is an error report's
 * (error, errors, message, reason, detail, title, status, code, ok, success, documentation_url,
 * request id, timestamp, path, type, instance) and that says it failed: an `error` / `errors`
 * member, `ok` / `success` false, a 4xx / 5xx `status` or `code`, or a not-found word in its
 * message. A record of data has keys of its own; an error object is the API's "not here" under a
 * success status (mismatch), never the cited data.
 */
const ERROR_KEYS = /^(error|errors|error_code|errorcode|error_description|error_message|message|msg|reason|detail|details|title|status|status_code|statuscode|code|ok|success|documentation_url|doc_url|help|request_id|requestid|trace_id|traceid|timestamp|path|type|instance)$/i;
const NOT_FOUND_WORDS = /not[ _-]?found|does ?n[o'’]t exist|does not exist|no such|unknown (package|resource|object|item|id|repository|user|record)|has been (removed|deleted|unpublished)|no longer exists|\bgone\b/i;
function jsonErrorObject(body: string, contentType: string | undefined): string | null {
  const t = body.trim();
  if (!t.startsWith('{') || t.length > 4000 || (contentType && !/json/i.test(contentType))) return null;
  let o: unknown;
  try {
    o = JSON.parse(t);
  } catch {
    return null;
  }
  if (!o || typeof o !== 'object' || Array.isArray(o)) return null;
  const r = o as Record<string, unknown>;
  const keys = Object.keys(r);
  if (keys.length === 0 || keys.length > 8 || !keys.every((k) => ERROR_KEYS.test(k))) return null;
  const num = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\d{3}$/.test(v)) ? Number(v) : NaN);
  const failed = ('error' in r && r.error !== null && r.error !== false && r.error !== '') || (Array.isArray(r.errors) && r.errors.length > 0)
    || r.ok === false || r.success === false || num(r.status) >= 400 || num(r.code) >= 400 || num(r.status_code) >= 400
    || [r.message, r.msg, r.reason, r.detail, r.title, r.code, r.status].some((v) => typeof v === 'string' && NOT_FOUND_WORDS.test(v));
  if (!failed) return null;
  const said = [r.message, r.reason, r.detail, r.title, typeof r.error === 'string' ? r.error : null].find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;
  return `the API answered 200 with an error object${said ? ` ("${said.slice(0, 60)}")` : ''}: not the cited data`;
}

/** A page read once: HTML through parsePage, a PDF from its extracted text, anything else as plain text. */
function readPage(response: RecordedResponse, html: boolean, url: string): { page: ParsedPage; meta: PageMetadata } {
  const doc = response.document?.kind === 'pdf' ? response.document : null;
  if (html && !doc) {
    const page = parsePage(response.body);
    return { page, meta: pageMetadata(page, url) };
  }
  const raw = doc ? doc.text : response.body;
  const blocks = raw.split(/\n\s*\n|\r\n\s*\r\n/).map(foldWhitespace).filter((b) => b !== '');
  const text = blocks.join(' ');
  const page: ParsedPage = {
    blocks, text, mainText: text, ownText: text, proseText: text, mainBlocks: blocks.slice(0, 200).map((b) => b.slice(0, 1000)),
    title: doc?.title ?? '', headings: [], meta: new Map(), jsonLd: [], items: [], bylines: [], times: [], markup: '',
    hasPasswordInput: false, metaRefresh: null, hasArticleElement: false,
  };
  const meta: PageMetadata = {
    title: doc?.title ? foldWhitespace(doc.title) : null, publisher: null, author: doc?.author ? foldWhitespace(doc.author) : null,
    published: doc?.published ?? null, description: null, isAccessibleForFree: null,
  };
  return { page, meta };
}

/** SHA-256 of a string's UTF-8 bytes, hex: the one-shot crypto.hash where Node has it (≥ 20.12), else a Hash object. */
const sha256Hex: (text: string) => string =
  typeof (nodeCrypto as { hash?: unknown }).hash === 'function'
    ? (text) => (nodeCrypto as unknown as { hash(alg: string, data: string, enc: 'hex'): string }).hash('sha256', text, 'hex')
    : (text) => nodeCrypto.createHash('sha256').update(text, 'utf8').digest('hex');

const DEFINITIVE_DEAD = new Set([404, 410]);
/** Prose a body cut short must carry (with article signs) to be judged as the page: the terse-wall line. */
const CUT_SHORT_MIN_PROSE = 300;
/** How much of a page's text relevance and snippet choice read: about 40,000 words, more than any article. */
const RELEVANCE_CHARS = 250_000;

export function classifyResponse(input: ClassifyInput): Classification {
  const { response, context } = input;
  const headers = lowerKeys(response.headers);
  const status = response.http_status;
  const contentType = headers['content-type'];
  const isPdf = response.document?.kind === 'pdf';
  const html = !isPdf && isHtml(contentType, response.body);
  const { page, meta } = readPage(response, html, response.final_url || input.url);
  const text = page.text;
  const base = {
    http_status: status,
    url: response.final_url || input.url,
    title: meta.title,
    publisher: meta.publisher,
    author: meta.author,
    published: meta.published,
    // node:crypto (OpenSSL), not the pure-JS hash: same digest of the UTF-8 text, a tenth of the CPU.
    page_text_digest: `sha256:${sha256Hex(text)}`,
    // What the page shows itself: the browser rung's "client-rendered?" test reads it, whatever text was recovered from a shell.
    ...(html && !response.document ? { visible_text_chars: page.shownChars ?? text.length } : {}),
    evidence: { page_text: page.ownText, title: meta.title, author: meta.author, published: meta.published },
  };
  const { snippet, quoteNote } = evidenceFor(page.blocks, page.ownText, meta.description, context);
  const truncNote = (response.truncated ? '; judged on the first part of a body over the size cap' : '') + (response.cut_short ? '; judged on the part of the body that arrived before the server closed the connection' : '');
  const result = (s: CitationStatus, notes: string, escalate = false, extra: Partial<Classification> = {}): Classification => {
    // A body the server broke off counts only when what arrived shows the cited page — an article
    // with its paragraphs, found valid or paywalled; a part with only the site's chrome, rails or a
    // stub is the failed connection it was (blocked, escalate), whatever its words overlap (blind11).
    if (response.cut_short && s !== 'blocked' && !((s === 'valid' || s === 'paywalled') && signals.article && signals.prose >= CUT_SHORT_MIN_PROSE)) {
      return { ...base, status: 'blocked', evidence_snippet: null, notes: `the server closed the connection before the page was complete, and the part that arrived does not show the cited page (read as ${s}: ${notes})`, escalate: true };
    }
    return resultOf(s, notes, escalate, extra);
  };
  const resultOf = (s: CitationStatus, notes: string, escalate = false, extra: Partial<Classification> = {}): Classification => ({
    ...base,
    status: s,
    evidence_snippet: s === 'valid' || s === 'paywalled' || s === 'mismatch' ? snippet : null,
    notes: `${notes}${truncNote}`,
    escalate,
    ...extra,
  });
  const signals: Signals = {
    status, headers, page, meta, article: looksLikeArticle(page, meta), prose: textWeight(page.proseText),
    finalUrl: base.url, citedUrl: input.normalized_url,
  };

  const wall = html || !contentType ? detectBotWall(signals) : null;
  const serverErrorPage = wall?.startsWith('server error page') && status >= 500;
  // A maintenance or outage notice that is itself the cited page (a status page's "Scheduled
  // maintenance: customer portal on 16 March", blind16) carries the cited headline; a wall replaces
  // the page and shows its own. Only for these two kinds, on a 2xx: consent and bot walls served at
  // an article's address often keep its <title>.
  const citedNotice = wall !== null && status < 300 && /^(maintenance page|server error page)/.test(wall) && headlineCarriesTitle(page, context);
  if (wall && !serverErrorPage && !citedNotice) return result('blocked', `${wall} (HTTP ${status})`, true, { retry_after_ms: parseRetryAfter(headers, response.received_at) });
  if (status === 402) {
    // A shop its platform closed for an unpaid bill ("This store is unavailable", blind17): nothing a reader can pay for.
    const closed = html ? detectClosedStore(signals) : null;
    if (closed) return result('blocked', `${closed} (HTTP 402): the site's bill, not a paywall`, true);
    return result('paywalled', 'HTTP 402 Payment Required');
  }
  if (DEFINITIVE_DEAD.has(status)) return result('invalid', `dead link (HTTP ${status})`);
  if (status === 401) {
    const scheme = (headers['www-authenticate'] ?? '').trim().split(/\s+/)[0]?.toLowerCase();
    if (scheme === 'basic' || scheme === 'digest' || scheme === 'negotiate' || scheme === 'ntlm') {
      return result('blocked', `HTTP ${scheme === 'basic' ? 'Basic' : scheme} authentication required (a private or staging server, not a paywall) (HTTP 401)`);
    }
    // A shop's or site's shared password page answered with 401 and no auth scheme is a site password, not a login (blind9).
    const sitePassword401 = html ? detectSitePassword(signals) : null;
    if (sitePassword401) return result('blocked', `${sitePassword401} (HTTP 401); a shared password, not an account: not public, not citable`);
    return result('paywalled', 'login required (HTTP 401)');
  }
  if (status === 429) {
    const wait = parseRetryAfter(headers, response.received_at);
    return result('blocked', `rate limited (HTTP 429${wait !== undefined ? `, Retry-After ${Math.round(wait / 1000)} s` : ''})`, true, { retry_after_ms: wait, rate_limited: true });
  }
  // s15, from blind31: forum engines (XenForo, Invision, Discourse) answer 403 with their "you must be
  // logged in / only visible to members" page: a login wall by the documented rule, not a refusal.
  const login403 = status === 403 && html ? detectAccountRequired(signals) : null;
  if (login403) return result('paywalled', `${login403} (HTTP 403); login walls are paywalled (citable with caution)`);
  if (status === 403) return result('blocked', 'access denied (HTTP 403)', true);
  if (status === 451) return result('blocked', 'unavailable for legal reasons (HTTP 451)', true);
  if (status >= 500) {
    const wait = parseRetryAfter(headers, response.received_at);
    return result('blocked', `server error (HTTP ${status})`, true, wait === undefined ? {} : { retry_after_ms: wait, rate_limited: true });
  }
  if (status >= 300 && status < 400) return result('invalid', `redirect (HTTP ${status}) without a usable Location`);
  // Only 404 and 410 say "this does not exist". Any other refusal (400, 405, 406, 418, 999…) smells of bot defence.
  if (status >= 400) return result('blocked', `refused (HTTP ${status}; not a definitive "not found" — likely bot defence)`, true);
  if (status < 200) return result('invalid', `unexpected HTTP ${status}`);

  // 2xx from here on.
  // 204 / 205: the server answers that it has nothing to show — a live answer that is not the source (blind9).
  if (status === 204 || status === 205) return result('mismatch', `HTTP ${status}: the server sent no content, not the cited source`);
  // A PDF that PDF.js cannot read (encrypted, damaged, unusual) is still a live document: not judged on its content.
  if (response.document?.kind === 'unreadable') return result('valid', `HTTP ${status}; ${response.document.reason} (content not inspected)`);
  // s14, from blind29: a media file sent without any Content-Type is what a browser sniffs and shows (signals.ts detectUntypedMedia).
  const untyped = !contentType && !isPdf ? detectUntypedMedia(response.body) : null;
  if (untyped) return result('valid', `HTTP ${status}; no Content-Type: the body is ${untyped} by its signature, which a browser sniffs and plays or shows (content not inspected)`);
  const junk = isPdf ? null : detectBinaryJunk(response.body);
  if (junk) return result('invalid', junk);
  if (contentType && !html && !isPdf && !/^text\/|json/i.test(contentType) && !XML_TYPE.test(contentType) && !TEXT_DOCUMENT.test(contentType.split(';')[0]!.trim())) {
    return result('valid', `HTTP ${status}; ${contentType.split(';')[0]} document (content not inspected)`);
  }
  // s15, from edges2: an object store's (S3, GCS, Azure Blob, R2, MinIO) not-found error document served with a 2xx — a CDN or
  // proxy in front of the bucket rewrote the status, or a static host answers every path: the cited file is not there.
  const storeMissing = objectStoreNotFound(response.body);
  if (storeMissing) return result('mismatch', storeMissing);
  const apiError = !html && !isPdf ? jsonErrorObject(response.body, contentType) : null;
  if (apiError) return result('mismatch', apiError);
  // s15, from blind32: the words a gone rule read inside a geo-block sentence opened by its reason
  // ("由于相关法律法规…，该内容在您所在的地区无法访问") make the page a geo-block, not a removed item.
  const goneOrGeo = (gone: string): Classification => {
    const said = /\("([^"]+)"\)/.exec(gone)?.[1];
    const geo = said && html ? geoBlockAround(signals, said) : null;
    if (geo) return result('blocked', `${geo} (HTTP ${status}); the words read as a gone notice (${JSON.stringify(said)}) stand in it`, true);
    return result('mismatch', gone);
  };
  const consent = detectConsentRedirect(signals);
  if (consent) return result('blocked', consent, true);
  const sitePassword = detectSitePassword(signals);
  if (sitePassword) return result('blocked', `${sitePassword}; a shared password, not an account: not public, not citable`);
  // A platform's notice that the cited item was deleted or is private (blind16): checked before
  // the login wall, whose sign-in box such pages carry too ("This content isn't available right
  // now" above Facebook's login form) — unless the chain itself ended on a login address.
  const itemNotice = html ? detectDeletedItem(signals) ?? detectPrivateItem(signals) ?? detectMissingThread(signals) : null;
  const login = detectLoginWall(signals);
  if (itemNotice && !login?.startsWith('login wall (redirected')) return goneOrGeo(itemNotice);
  if (login) {
    // An e-government identity login (DigiD, FranceConnect, BankID, マイナンバーカード…, blind18)
    // opens a citizen's own records: no subscription or sign-up lets a reader see the cited page,
    // so, like a site password, it is not citable (blocked; no unblocker logs in as a citizen).
    const eid = detectEidLogin(signals);
    if (eid) return result('blocked', `${login}; ${eid}: an e-government identity login opens a citizen's own records, which no reader can subscribe or register to see — blocked, not paywalled`);
    // s15, from blind32: an organisation's own login (SSO, partner portal, staff) likewise opens to no paying or registering reader.
    const org = detectOrgLogin(signals);
    if (org) return result('blocked', `${login}; ${org}: what it guards opens to no reader who pays or registers — blocked, not paywalled`);
    return result('paywalled', `${login}; login walls are paywalled (citable with caution)`);
  }
  if (isHomePageRedirect(input.normalized_url, base.url)) return result('mismatch', new URL(base.url).pathname === '/' ? 'redirected to the site home page' : `redirected to a section page above the cited one (${new URL(base.url).pathname})`);
  const search = html && !signals.article ? searchRedirect(input.normalized_url, base.url) : null;
  if (search) return result('mismatch', search);
  const listing = html ? listingRedirect(input.normalized_url, base.url, page, context, signals.article) ?? citedListing(input.normalized_url, base.url, page, context) ?? citedSearchOrTag(input.normalized_url, base.url, page, context, signals.article) : null;
  if (listing) return result('mismatch', listing);
  // A status line over an item the page still shows in full (s14, from blind30): not a gone notice.
  const unlessShown = (reason: string | null) => (reason && html && bannerOverShownItem(signals, context, reason) ? null : reason);
  const notThere = unlessShown(detectSoft404(signals)) ?? detectEmptySearch(signals) ?? detectTakedown(signals) ?? (html ? detectDisambiguation(signals, context.title) : null);
  if (notThere) return result('mismatch', notThere);
  const gone = html ? detectParkedDomain(signals) ?? unlessShown(detectGoneNotice(signals)) ?? detectMovedNotice(signals) ?? detectWithdrawnWork(signals) ?? detectDefaultServerPage(signals) ?? detectRetiredNotice(signals) ?? detectNotYetPublished(signals) : null;
  if (gone) return goneOrGeo(gone);
  const payOrConsent = html ? detectPayOrConsent(signals) : null;
  if (payOrConsent) return result('blocked', payOrConsent, true);
  // Another standard than the cited one (s13, from blind27): checked before the shop's paywall, which would sell the wrong document.
  const otherStd = html ? otherStandard(signals, context.title) : null;
  if (otherStd) return result('mismatch', otherStd);
  const paywall = detectPaywall(signals);
  if (paywall) return result('paywalled', `${paywall}${quoteNote}`);
  const gate = html ? detectAgeGate(signals) ?? detectLocaleGateway(signals) : null;
  if (gate) return result('blocked', `${gate} (HTTP ${status})`, true);
  const thinWall = html ? detectThinWall(signals) : null;
  // The cited maintenance or incident notice itself (see citedNotice above) is no wall.
  const citedThinNotice = thinWall !== null && /^(maintenance page|error page)/.test(thinWall) && headlineCarriesTitle(page, context);
  if (thinWall && !citedThinNotice) return result('blocked', `${thinWall} (HTTP ${status})`, true);
  const servedListing = html ? listingAtCitedUrl(signals, page, context) : null;
  if (servedListing) return result('mismatch', servedListing);
  // s15, from edges2: a cited document's address that now leads to a headed page of the site (a publications list whose
  // entries sit in link lists, so its main text is only its heading) is that page, not an empty shell: checked before the
  // no-content row. A page without any heading (a script-rendered viewer) still is a shell.
  const docAwayEarly = html && page.headings.length > 0 ? documentRedirectedAway(input.normalized_url, base.url, page, context) : null;
  if (docAwayEarly) return result('mismatch', docAwayEarly);
  if (textWeight(page.mainText || text) < 40) return result('blocked', `no meaningful content (HTTP ${status}; empty or script-rendered page)`, true);
  const docNote = (isPdf ? `; PDF, ${response.document!.kind === 'pdf' ? (response.document as DocumentContent).pages : 0} page(s) read` : '')
    + (page.recoveredFrom ? `; client-rendered page: text read from its ${page.recoveredFrom === 'noscript' ? '<noscript> copy' : page.recoveredFrom === 'description' ? 'description meta (a media or social post)' : page.recoveredFrom === 'hidden markup' ? 'markup hidden until its script shows it (display:none)' : 'embedded data'}` : '');
  // The page's own words: sidebars, rails and footers list other stories — one of them may be the
  // cited one (blind8: a page about another story whose sidebar links to it).
  const ownWords = page.mainText || text;
  // A table of data (CSV, TSV) has column codes and numbers, not the words its citation uses: it
  // cannot be judged by word overlap (blind10: a city's population CSV called unrelated).
  if (contentType && /^text\/(csv|tab-separated-values)|^application\/(csv|vnd\.ms-excel)/i.test(contentType.trim())) return result('valid', `HTTP ${status}; ${contentType.split(';')[0]!.trim()} data file (relevance not judged by words)${quoteNote}`);
  const ownSlice = ownWords.slice(0, RELEVANCE_CHARS);
  const unrelated = unrelatedReason({
    words: () => significantWords(`${meta.title ?? ''} ${meta.description ?? ''} ${ownSlice}`),
    page,
    text: ownSlice,
    quoteMissing: quoteNote === QUOTE_NOT_FOUND,
  }, context, [input.normalized_url, base.url]);
  const consentPage = unrelated && html ? detectConsentDialog(signals) : null;
  if (consentPage) return result('blocked', consentPage, true);
  const docAway = html ? documentRedirectedAway(input.normalized_url, base.url, page, context) : null;
  if (docAway) return result('mismatch', docAway);
  // Another edition, part or model of the cited work (s15, from edges2): checked before the near-empty
  // row, so a short page of the series' next episode is the wrong page, not an unnamed interstitial.
  const edition = html ? otherEdition(page, meta, context) ?? otherPart(page, meta, context) ?? otherModel(page, meta, context) : null;
  if (edition) return result('mismatch', edition);
  // A near-empty page that says nothing about the citation is an interstitial we could not name, not "clearly wrong content".
  if (unrelated && html && isThin(signals) && !isDescribed(signals) && !isListingPage(base.url, page)) return result('blocked', `near-empty page unrelated to the citation (${page.mainBlocks.length} short blocks; likely an interstitial)`, true);
  if (unrelated) return result('mismatch', `${unrelated}${docNote}`);
  const away = html ? redirectedAwayFromTitle(input.normalized_url, base.url, meta, page, context, () => significantWords(`${meta.title ?? ''} ${meta.description ?? ''} ${ownSlice}`)) : null;
  if (away) return result('mismatch', away);
  const codeItem = html ? otherCodeItem(input.normalized_url, base.url, page, meta, context) : null;
  if (codeItem) return result('mismatch', codeItem);
  // The whole page's text (a forum's or an issue tracker's comments are outside its main part), and
  // not when the citation's quote is on the page: then the page is the source, whatever the figures.
  const figures = response.truncated || quoteNote.startsWith('; quote found') ? null : claimFiguresAbsent(context, text.slice(0, RELEVANCE_CHARS), meta, page);
  if (figures) return result('mismatch', `${figures}${docNote}${quoteNote}`);
  return result('valid', `HTTP ${status}${docNote}${meta.title ? '; title found' : ''}${quoteNote}`);
}

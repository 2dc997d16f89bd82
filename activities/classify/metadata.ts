/**
 * Title, publisher, author and date from a parsed page. Sources, strongest first, are documented
 * in docs/online-validation.md ("Metadata"). Pure.
 */
import { normalizePublicationDate } from '../../shared/stages/dates';
import { foldWhitespace, type LdNode, type ParsedPage } from './page';
import { significantWords } from './relevance';

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

/** Several authors in one string: "Andreas Haas; Andreas Rossberg" (split by shared/formats). */
export const AUTHOR_SEPARATOR = '; ';

const ARTICLE_TYPE = /^(Article|NewsArticle|ReportageNewsArticle|AnalysisNewsArticle|OpinionNewsArticle|BlogPosting|LiveBlogPosting|SocialMediaPosting|DiscussionForumPosting|ScholarlyArticle|MedicalScholarlyArticle|TechArticle|Report|Review|CreativeWork|Chapter|Book|Thesis|Dataset|Legislation|Recipe|HowTo|Periodical|PublicationIssue|VideoObject|Movie|WebPage|MedicalWebPage|AboutPage|Question|QAPage)$/;
const STRONG_ARTICLE = /Article|Posting|Report|Review|Chapter|Thesis|Legislation|Recipe|HowTo|VideoObject/;

function types(n: LdNode): string[] {
  const t = n['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^.*[/#:]/, ''));
}

/** Every node of the JSON-LD and microdata/RDFa trees, and an @id index for references. */
function collectNodes(roots: LdNode[]): { nodes: LdNode[]; byId: Map<string, LdNode> } {
  const nodes: LdNode[] = [];
  const byId = new Map<string, LdNode>();
  const walk = (v: unknown, depth: number) => {
    if (depth > 10 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) return v.forEach((x) => walk(x, depth + 1));
    const o = v as LdNode;
    nodes.push(o);
    if (typeof o['@id'] === 'string' && Object.keys(o).length > 1 && !byId.has(o['@id'])) byId.set(o['@id'], o);
    for (const [k, x] of Object.entries(o)) if (k !== '@context') walk(x, depth + 1);
  };
  walk(roots, 0);
  return { nodes, byId };
}

function resolve(v: unknown, byId: Map<string, LdNode>): unknown {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const id = (v as LdNode)['@id'];
    if (typeof id === 'string' && Object.keys(v).length <= 2) return byId.get(id) ?? v;
  }
  return v;
}

const URLISH = /^(https?:)?\/\/|^www\.|^\/[\w-]|\.(com|org|net)\b|@/i;

/** A person's or organisation's name from a string, node or list; profile URLs are not names. */
/** "Bradley M. Kuhn (http://ebb.org/bkuhn/)" → "Bradley M. Kuhn"; a bare URL or handle path is no name. */
export function cleanName(raw: string): string | null {
  const s = foldWhitespace(raw.replace(/\s*[(<[][^)>\]]*(https?:|www\.|@|\.com|\.org)[^)>\]]*[)>\]]/gi, '').replace(/\s*\((avec|with|and|und|et|con|mit)\b[^)]*\)/gi, ''));
  return s && !URLISH.test(s) ? s : null;
}

function namesOf(v: unknown, byId: Map<string, LdNode>, depth = 0): string[] {
  if (depth > 4) return [];
  const r = resolve(v, byId);
  if (typeof r === 'string') {
    const s = cleanName(r);
    return s ? [s] : [];
  }
  if (Array.isArray(r)) return r.flatMap((x) => namesOf(x, byId, depth + 1));
  if (r && typeof r === 'object') {
    const o = r as LdNode;
    if (typeof o.name === 'string') return namesOf(o.name, byId, depth + 1);
    if (Array.isArray(o.name)) return namesOf(o.name[0], byId, depth + 1);
    const given = typeof o.givenName === 'string' ? o.givenName : '';
    const family = typeof o.familyName === 'string' ? o.familyName : '';
    if (given || family) return [foldWhitespace(`${given} ${family}`)];
  }
  return [];
}

function str(v: unknown): string | undefined {
  if (typeof v === 'string') return foldWhitespace(v) || undefined;
  if (Array.isArray(v)) return str(v[0]);
  if (v && typeof v === 'object' && typeof (v as LdNode)['@value'] === 'string') return str((v as LdNode)['@value']);
  return undefined;
}

function freeFlag(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v.trim())) return v.trim().toLowerCase() === 'true';
  return undefined;
}

/** How far two titles speak of the same thing: the share of the shorter one's words the other has (0..1). */
function agreement(a: string, b: string): number {
  const wa = significantWords(a);
  const wb = significantWords(b);
  if (wa.size === 0 || wb.size === 0) return foldWhitespace(a).toLowerCase() === foldWhitespace(b).toLowerCase() ? 1 : 0;
  let hit = 0;
  const [small, big] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  for (const w of small) if (big.has(w)) hit++;
  return hit / small.size;
}
const agrees = (a: string, b: string) => agreement(a, b) >= 0.6;

const TITLE_SEPARATORS = [' | ', ' - ', ' – ', ' — ', ' :: ', ' · ', ' • ', ' « ', ' » '];

/** "Headline | Site" → { head: "Headline", site: "Site" } (the last separator splits). */
function splitTitle(title: string): { head: string; site: string } | null {
  let best: { head: string; site: string } | null = null;
  for (const sep of TITLE_SEPARATORS) {
    const at = title.lastIndexOf(sep);
    if (at > 0 && (!best || at > best.head.length)) best = { head: title.slice(0, at).trim(), site: title.slice(at + sep.length).trim() };
  }
  if (!best || best.site === '' || best.head === '') return null;
  if (best.site.split(/\s+/).length > 6 || best.site.length > 60) return null;
  return best;
}

const sameText = (a: string | undefined, b: string | undefined) => !!a && !!b && foldWhitespace(a).toLowerCase() === foldWhitespace(b).toLowerCase();

const NOT_A_NAME = /^(by|von|par|por|di|door|av|af)$|\b(about|author|authors|senior|president|editor|editors|staff|follow|share|twitter|facebook|email|contact|subscribe|journalist|journaliste|reporter|correspondent|updated|published|read more|more from|view all|posts by|profile)\b|\d/i;
const PARTICLES = /^(de|da|di|do|dos|du|van|von|der|den|la|le|bin|al|el|y|del|ten|ter)$/i;

/** Does a string look like a person's (or a desk's) name: 1–5 words, capitalised except particles, nothing but letters? */
function nameLike(n: string): boolean {
  const words = n.split(/\s+/);
  if (words.length > 5 || n.length > 60 || NOT_A_NAME.test(n)) return false;
  return words.every((w) => PARTICLES.test(w) || /^[\p{Lu}\p{Lo}]/u.test(w) || /^[\p{Lo}]/u.test(w));
}

/** "By Jane Doe and John Roe | Updated 5 May" → ["Jane Doe", "John Roe"]. */
export function namesFromByline(raw: string): string[] {
  let s = (cleanName(raw) ?? '')
    .replace(/^(written |posted |reported |story |words |text )?(by|von|par|por|di|door|av|af)\s*:?\s+/i, '')
    .replace(/^(author|autor|auteur|authors)\s*:\s*/i, '');
  s = s.split(/\s+[|·•—–]\s+|\s+(on|am|le|el|updated|published|aktualisiert)\s+|,?\s+\d{1,2}[./ ]\w+[./ ]\d{2,4}|\s*\d{4}-\d{2}-\d{2}/i)[0] ?? '';
  return s
    .split(/\s*(?:,|;|&|(?<!\p{L})(?:and|und|et|y|e|i)(?!\p{L}))\s*/iu)
    .map((n) => n.replace(/[,.:]+$/, '').trim())
    .filter((n) => n.length >= 2 && !URLISH.test(n) && nameLike(n));
}

export function pageMetadata(page: ParsedPage): PageMetadata {
  const m = (k: string) => page.meta.get(k)?.[0];
  const { nodes, byId } = collectNodes([...page.jsonLd, ...page.items]);
  const typed = nodes.filter((n) => types(n).some((t) => ARTICLE_TYPE.test(t)));
  const main = typed.find((n) => types(n).some((t) => STRONG_ARTICLE.test(t))) ?? typed.find((n) => typeof n.headline === 'string') ?? typed[0];
  const ordered = main ? [main, ...nodes.filter((n) => n !== main)] : nodes;
  const firstOf = <T>(fn: (n: LdNode) => T | undefined): T | undefined => {
    for (const n of ordered) {
      const v = fn(n);
      if (v !== undefined && !(Array.isArray(v) && v.length === 0)) return v;
    }
    return undefined;
  };

  // — title —
  const rawTitle = page.title;
  const h1 = page.headings[0];
  const split = rawTitle ? splitTitle(rawTitle) : null;
  const ldHeadline = str(main?.headline) ?? str(main?.name);
  const ldName = str(main?.name);
  const anchors = [rawTitle, h1, m('og:title')].filter((x): x is string => !!x);
  // A JSON-LD headline counts when it agrees with what the page shows (Wikipedia's headline is a Wikidata description).
  const score = (t: string | undefined) => (!t ? -1 : anchors.length === 0 ? 1 : Math.max(...anchors.map((a) => agreement(t, a))));
  const bestLd = score(ldName) > score(ldHeadline) ? ldName : ldHeadline;
  const ldTitle = bestLd && score(bestLd) >= 0.6 ? bestLd : undefined;
  const knownSite = m('og:site_name') ?? namesOf(main?.publisher, byId)[0] ?? m('application-name');
  let tagTitle: string | undefined = rawTitle || undefined;
  let siteFromTitle: string | undefined;
  if (split) {
    const siteMatches = knownSite && (sameText(split.site, knownSite) || agrees(split.site, knownSite));
    const headMatches = (h1 && sameText(split.head, h1)) || (ldTitle && sameText(split.head, ldTitle));
    if (siteMatches || headMatches) {
      tagTitle = split.head;
      siteFromTitle = split.site;
    }
  }
  const ogTitle = m('og:title');
  const cleanOg = ogTitle && split && sameText(ogTitle, rawTitle) && siteFromTitle ? split.head : ogTitle;
  // og:title is often a social-media headline: when it disagrees with what the page shows (<title> and h1 agree), the page wins.
  const shown = tagTitle && h1 && agrees(tagTitle, h1) ? tagTitle : undefined;
  const social = (t: string | undefined) => (t && shown && agreement(t, shown) < 0.5 ? undefined : t);
  const title = stripSite(first(ldTitle, social(cleanOg), m('citation_title'), m('dc.title'), m('dcterms.title'), social(m('twitter:title')), tagTitle, h1), knownSite, siteFromTitle);

  // — publisher —
  const siteName = m('og:site_name');
  const siteSplit = siteName ? splitTitle(siteName) : null; // "Aktuálně.cz - Víte, co se právě děje": a name and a tagline
  const publisher = first(
    siteSplit && siteFromTitle && sameText(siteSplit.head, siteFromTitle) ? siteSplit.head : siteName,
    namesOf(firstOf((n) => (n === main || types(n).some((t) => STRONG_ARTICLE.test(t)) ? n.publisher : undefined)), byId)[0],
    m('citation_journal_title'), m('citation_publisher'), m('citation_conference_title'), m('dc.publisher'), m('dcterms.publisher'),
    siteFromTitle, m('application-name'), namesOf(firstOf((n) => n.publisher), byId)[0],
  );

  // — author —
  const metaNames = (k: string) => (page.meta.get(k) ?? []).map(cleanName).filter((v): v is string => v !== null);
  const ldAuthors = namesOf(firstOf((n) => (n === main ? n.author ?? n.creator : undefined)), byId);
  const anyLdAuthors = ldAuthors.length ? ldAuthors : namesOf(firstOf((n) => (types(n).some((t) => STRONG_ARTICLE.test(t)) ? n.author : undefined)), byId);
  const bylineNames = page.bylines.map(namesFromByline).find((names) => names.length > 0) ?? [];
  const fromMeta = mostAuthors([
    metaNames('author'), metaNames('article:author'), metaNames('citation_author'), anyLdAuthors,
    metaNames('dc.creator'), metaNames('dcterms.creator'), metaNames('parsely-author'), metaNames('sailthru.author'),
  ]);
  // A handle ("devindra") in a meta tag gives way to the byline's full name.
  const handle = fromMeta !== null && /^[\p{Ll}\d._-]+$/u.test(fromMeta) && bylineNames.some((n) => n.toLowerCase().includes(fromMeta));
  const author = (handle ? null : fromMeta) ?? mostAuthors([bylineNames.slice(0, 4)]);

  // — date —
  const candidates = [
    m('article:published_time'), str(firstOf((n) => (n === main ? n.datePublished ?? n.dateCreated : undefined))), m('citation_publication_date'),
    m('citation_date'), m('citation_online_date'), m('dc.date'), m('dc.date.issued'), m('dcterms.issued'), m('dcterms.created'), m('date'), m('pubdate'),
    m('publish-date'), m('parsely-pub-date'), m('sailthru.date'), m('og:published_time'), m('datepublished'),
    str(firstOf((n) => n.datePublished)), ...page.times,
  ];
  let published: string | null = null;
  for (const c of candidates) {
    if (!c) continue;
    published = normalizePublicationDate(c);
    if (published) break;
  }

  let free: boolean | undefined;
  for (const n of nodes) {
    const f = freeFlag(n.isAccessibleForFree);
    if (f !== undefined) free = free === false ? false : f;
  }
  return {
    title,
    publisher,
    author,
    published,
    description: first(m('description'), m('og:description'), m('twitter:description')),
    isAccessibleForFree: free ?? null,
  };
}

/** "Headline | Site" → "Headline" when Site is the page's known site name. */
function stripSite(title: string | null, ...sites: (string | undefined)[]): string | null {
  if (!title) return title;
  const sp = splitTitle(title);
  if (!sp) return title;
  return sites.some((s) => s && (sameText(sp.site, s) || agrees(sp.site, s) || foldWhitespace(s).toLowerCase().startsWith(sp.site.toLowerCase()))) ? sp.head : title;
}

function first(...vals: (string | undefined)[]): string | null {
  return vals.map((v) => v && foldWhitespace(v)).find((v) => !!v) ?? null;
}

/** The list that names the most distinct authors; the earlier list wins a tie. */
function mostAuthors(candidates: Array<string[] | undefined>): string | null {
  let best: string[] = [];
  for (const list of candidates) {
    const names = [...new Set((list ?? []).map(foldWhitespace).filter((n) => n !== ''))];
    if (names.length > best.length) best = names;
  }
  return best.length > 0 ? best.join(AUTHOR_SEPARATOR) : null;
}

/** Does the page present itself as an article (structured Article, og:type article, author or date)? */
export function looksLikeArticle(page: ParsedPage, meta: PageMetadata): boolean {
  const ogType = page.meta.get('og:type')?.[0]?.toLowerCase();
  return ogType === 'article' || (meta.author !== null && meta.published !== null);
}

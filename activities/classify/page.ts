/**
 * One htmlparser2 pass over a page → everything classification needs: the visible text (block by
 * block, and the "main" text without navigation, sidebars and footers), the raw metadata sources
 * (meta tags, JSON-LD, microdata, RDFa, bylines, <time>) and the structural signals the wall,
 * paywall and soft-404 rules read (headings, forms, markup fingerprints, meta refresh).
 * Pure: no I/O. Every string that reaches a record later passes through foldWhitespace.
 */
import { Parser, type Handler } from 'htmlparser2';
import { sanitizeField } from '../../shared/safe-text';
import { isStateScript, recoverShellText } from './hydration';
import { textWeight } from './relevance';
import { CJK_LETTERS } from './cjk';

/** Already folded: printable ASCII, no double spaces, no space at either end (most text nodes). */
const FOLDED_ASCII = /^(?:[\x21-\x7e]+(?: [\x21-\x7e]+)*)?$/;

export function foldWhitespace(s: string): string {
  if (FOLDED_ASCII.test(s)) return s;
  return sanitizeField(s).replace(/\s+/g, ' ').trim();
}

/** A node of structured data (JSON-LD, or microdata / RDFa converted to the same shape). */
export type LdNode = Record<string, unknown>;

export type ParsedPage = {
  /** Visible text blocks (paragraphs, headings, list items…), whitespace-folded. */
  blocks: string[];
  /** All visible text, blocks joined with a space. */
  text: string;
  /** Visible text outside nav/header/footer/aside/forms and boilerplate containers. */
  mainText: string;
  /**
   * Visible text outside reader comments and related-story lists: the source's own words, where
   * quotes and claims are looked up (a reader's comment or another story's headline is not what
   * the source says).
   */
  ownText: string;
  /** Main text that is not link text (what an article's paragraphs are made of). */
  proseText: string;
  /** The first 200 blocks of the main text (each cut at 1,000 characters): where wall and error messages stand. */
  mainBlocks: string[];
  /** The first <title>, folded. */
  title: string;
  /** h1–h3 texts in document order (at most 12). */
  headings: string[];
  /** Texts of the h1 elements outside page furniture (at most 4): the page's visible headline is the first. */
  h1s?: string[];
  /** meta name/property/itemprop (lower-cased) → every content value, in order. */
  meta: Map<string, string[]>;
  /** Parsed JSON-LD blocks (arrays flattened). */
  jsonLd: LdNode[];
  /** Microdata and RDFa items, as LdNode trees. */
  items: LdNode[];
  /** Visible bylines: rel=author links, .byline/.author elements, itemprop=author text. */
  bylines: string[];
  /** <time datetime> values, the ones inside an article or marked as published first. */
  times: string[];
  /**
   * (s10) Links to the site's home page ("/", "https://host/", rel=home), in document order (at most
   * 6, outside comments): their text, the alt text of an image inside them, the address, and whether
   * the link is marked as the site's logo (a logo/brand/site-title class on it or its parent, rel=home,
   * an image inside). The header's logo link names the site where no meta tag does.
   */
  homeLinks?: Array<{ text: string; alt: string; href: string; logo: boolean }>;
  /** (s10) Texts of links to a one-segment path ("/opinion/", "https://host/district"): the site's section names (at most 150, each ≤ 40 characters). */
  sectionLinks?: string[];
  /** <time datetime> values inside page furniture (related stories, sidebars) or comments: other pieces' dates, read last. */
  timesAside?: string[];
  /**
   * Blocks of the site's chrome — nav, header, footer, menu and the like (at most 300): the same on
   * every page of a site, so a "Subscribe" or "Read the issue" link there says nothing of this page.
   */
  chromeBlocks?: string[];
  /**
   * (s10) The texts of elements marked as a modification date (`class="updated"`, `date-modified`,
   * `itemprop="dateModified"`, not also marked published), at most 8: a date shown in one is an update.
   */
  updatedTexts?: string[];
  /**
   * (s10) The alt texts of author pictures outside comments (an `<img>` whose class, id or address says
   * avatar, author, profile, headshot or a round crop), at most 6: a byline shown as a face and a name.
   */
  avatarAlts?: string[];
  /** (s12) Lines of text inside <pre> and <code> (at most 300): program text ("AUTHOR" | "SUBSCRIBER" in an enum), never a byline's label or name. */
  codeBlocks?: string[];
  /** Fingerprints from markup (ids, classes, script/iframe src, form actions, inline script heads) for vendor detection. */
  markup: string;
  hasPasswordInput: boolean;
  /**
   * The most fields a visitor must fill in one form that asks for an e-mail address (by its input
   * type, name or label) and has no message box (text, e-mail, phone inputs and selects; not hidden,
   * check boxes, buttons or a search box): a newsletter box asks one, a contact form has a message
   * box, a lead-capture form before a download asks name, company and e-mail (blind17). Absent when
   * no such form.
   */
  emailFormFields?: number;
  /** <meta http-equiv="refresh" content="…">. */
  metaRefresh: string | null;
  /** Is there an <article> element, og:type article or a structured Article? (set by the metadata step) */
  hasArticleElement: boolean;
  /** The page's language as its <html lang> declares it, lower-cased ("pt-br", "de"); absent when not declared. */
  lang?: string;
  /**
   * Where the text of a client-rendered page came from when its visible main text was near-empty:
   * its `<noscript>` copy or its embedded data (hydration scripts, JSON-LD articleBody). The text
   * fields then hold that text (hydration.ts). Absent for a page judged on what it shows.
   */
  recoveredFrom?: 'noscript' | 'embedded data' | 'description' | 'hidden markup';
  /** With recoveredFrom: the length of the text the page showed itself (what `text` was before the recovered text joined it). */
  shownChars?: number;
};

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object', 'canvas', 'select', 'option', 'textarea']);
const BLOCK = new Set([
  'p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'table', 'section', 'center',
  'article', 'header', 'footer', 'nav', 'aside', 'main', 'blockquote', 'pre', 'figure', 'figcaption', 'dd', 'dt', 'hr', 'title',
  'form', 'button', 'label', 'address', 'details', 'summary', 'dialog',
]);
const BOILER_TAGS = new Set(['nav', 'header', 'footer', 'aside', 'form', 'menu', 'button']);
/** (s14) Class tokens of a notice box: with one of them, a bare "banner" token does not make the box furniture. */
const ALERT_CLASS = /(^|\s)(alert|warning|notice|message|callout)(\s|$)/i;
const BANNER_TOKEN = /(^|\s)banner(?=\s|$)/gi;
/** A class or id token that names page furniture ("site-header", "sidebar", "cookie-banner"), not a wrapper like "header_message". */
const BOILER_CLASS = /(^|\s)((site|main|global|page|top|primary|secondary|mobile|footer|header|left|right)[-_])?(nav|navbar|navigation|menu|sidebar|side-bar|footer|header|masthead|breadcrumbs?|related(-\w+)?|recommended|most-?read|popular|trending|share|sharing|social|newsletter|cookie-?\w*|consent|gdpr|banner|ad|ads|advert\w*|promo|comments?|widget)(\s|$)/i;
/** (s10) A class naming an element as the modification date ("updated", "entry-modified-time", "date-modified", "last-updated"). */
const UPDATED_MARK = /(^|[\s_-])(updated|modified|modified-?(date|time)|date-?modified|last-?updated|update-?date)([\s_-]|$)/i;
/** (s10) An author's picture: its class, id or file name says so ("avatar", "author-photo", "autor_thumbnail", "headshot", "rounded-full"). */
const AVATAR_MARK = /avatar|author|autor|auteur|profile|profil|headshot|byline|gravatar|rounded-full|(^|[\s_-])(circle|round)([\s_-]|$)/i;
/** A class or id token naming the writer's line: English, glued ("authorname-txt") or in other languages ("autor", "auteur", "autore"). */
const BYLINE_CLASS = /(^|[\s_-])(byline|author|authors|author-?name|writer|contributor|article-author|by-author|autor|autore|autori|auteur|auteurs)([\s_-]|$)/i;
const MAX_SCAN = 2_200_000;
/** Visible main text below this weight makes a page a shell whose <noscript> copy or embedded data is read (hydration.ts). */
const SHELL_WEIGHT = 80;
/** A description that can stand for a media or social post's text: a sentence or two, not a site slogan. */
const DESCRIPTION_MIN_WEIGHT = 100;
/** Least weight of the text a shell hides with an inline `display:none` (tabs a script reveals) for it to stand as the page's text. */
const STYLE_HIDDEN_MIN_WEIGHT = 120;
/** Most characters read of one page-state script (`application/json` data), and of any other script (JSON-LD, inline JavaScript). */
const MAX_STATE_SCRIPT = 1_000_000;
const MAX_SCRIPT = 200_000;
/** What may stand in <head>; any other start tag ends it (the HTML parsing algorithm's "in head" mode). */
const HEAD_CONTENT = new Set(['meta', 'link', 'title', 'style', 'script', 'noscript', 'noframes', 'base', 'basefont', 'bgsound', 'template']);
/** The site's chrome: navigation, header, footer and sidebars (not asides, forms or buttons, where a page's own wall may stand). */
// A bare <header> is not chrome: articles and walls have their own ("tagespresse-paywall-header" holds a
// registration wall's heading); the site's header says so by role=banner or its class.
const CHROME_TAGS = new Set(['nav', 'footer', 'menu']);
const CHROME_CLASS = /(^|[\s_-])(nav|navbar|navigation|menu|footer|masthead|sidebar|side-bar|(site|global|main|top)[-_]?header)([\s_-]|$)/i;
const FURNITURE_CLASS = /related|recommend|most-?(read|popular|viewed)|popular|trending|sidebar|side-bar|widget|promo|more-(from|stories)|outbrain|taboola|(^|[\s_-])(rail|teaser|card)s?([\s_-]|$)/i;
/** A path under an author's or staff member's page ("/author/jane-doe", "/autores/…", "/staff/…"). */
export const PROFILE_PATH = /\/(author|authors|autor|autoren|auteur|auteurs|profile|profiles|writers?|staff|contributors?|journalists?|reporters?|columnists?|editors)\/[^/?#\s]+/i;
/** A link to an author's page (a profile path, "/toireporter/author-…", "?author="): its text is a byline. */
/** (s10) A link to the site's root: "/", "./", "/index.html", "https://host" or "https://host/" (a query or fragment may follow). */
/** (s10) A class, id or title marking a site's logo or name in its header. */
const LOGO_CLASS = /logo|brand|site-?(?:title|name|branding)|masthead|blog-?title|header__title|navbar-brand/i;
/** (s10) A link to a one-segment path, a site's section ("/opinion/", "https://host/district"). */
const SECTION_HREF = /^(?:(?:https?:)?\/\/[^/?#\s]+)?\/[\p{L}\d][\p{L}\d_-]{1,40}\/?$/iu;
const HOME_HREF = /^(?:(?:https?:)?\/\/[^/?#\s]+\/?|\.?\/|\/index\.(?:html?|php|aspx?))(?:[?#]\S*)?$/i;
const AUTHOR_HREF = new RegExp(`${PROFILE_PATH.source}|\\/author-[\\w-]+|[?&]author=`, 'i');

/**
 * A class or id token of a list of other stories ("related-posts", "most-read", "read-next"): their headlines are not this
 * page's words. Whole tokens only, narrower than FURNITURE_CLASS: a quote is dropped from the page's
 * own text only where the container surely holds other pieces ("card", "teaser", an <aside> pull-quote
 * may hold the article's own words).
 */
const RELATED_TOKEN = /^(?:related|related[-_]?(?:posts?|stories|articles?|links?|content|news|items?)|more[-_](?:stories|articles|news|from[-_]\w+)|read[-_]next|also[-_]read|recommended|recommendations?|most[-_]?(?:read|popular|viewed|shared)|popular[-_]posts|trending|outbrain|taboola|ob[-_]widget|yarpp(?:[-_]\w+)?|jp-relatedposts|similar[-_](?:articles?|posts?|stories|items|content|news)|more[-_]like[-_]this|cited[-_]by)$/i;

/** Prose (outside furniture, links, comments, related lists) a page needs before its comments count as readers' words rather than its content. */
const OWN_PROSE_MIN = 400;

/** A class or id token of a comment section or of one comment ("comments-area", "comment-author"): names there are readers', not the writer's. */
const COMMENT_TOKEN = /^(?:comments?|commentlist|comment-list|comments-list|comments-area|comment-area|comments-section|comment-section|recentcomments|comment-author|comment-author-link|comment-meta|comment-body|comment-content|comment-respond|disqus_thread|cmt|cmt[-_](?:news|list|box|area|wrap|section|view)|u_cbox(?:[-_]\w+)?|kommentare|commentaires|comentarios|commenti|reacties|komentarze|yorumlar)$/i;

type Frame = {
  name: string;
  /** Its class and id (kept only where a child may ask: the parent of a link home). */
  cls?: string;
  hidden: boolean;
  noscript?: boolean;
  /** Hidden only by an inline display:none (see styleHiddenParts). */
  styleHidden?: boolean;
  comment?: boolean;
  related?: boolean;
  boiler: boolean;
  furniture?: boolean;
  chrome?: boolean;
  /** Text captures this element opened (closed with it). */
  captures: Capture[];
  /** The item this element opened (itemscope / typeof). */
  item?: LdNode;
  /** Its itemprop / property names, to attach its value to the enclosing item. */
  props?: string[];
  /** Value given by an attribute (content, datetime, href…), which wins over the text. */
  attrValue?: string;
  /** A <form> (its fields are counted until it closes). */
  form?: boolean;
};
/** `cut`: (s14) a byline capture's text length at the close of a block element or link, where a CJK run may stop. */
type Capture = { text: string; done: (text: string) => void; cut?: number };
/** (s14) A CJK character at the end / start of a text. */
const CJK_END = new RegExp(`[${CJK_LETTERS}]$`, 'u');
const CJK_START = new RegExp(`^\\s*[${CJK_LETTERS}]`, 'u');
/** A form's label naming an e-mail field, by language ("E-mail", "Courriel", "メールアドレス", "邮箱"…), for fields typed as plain text. */
const EMAIL_LABEL = /e-?mail|courriel|correo|posta elettronica|adres e-?mail|e-?postadress|почт|eposta|メール|邮箱|郵箱|电子邮件|電子郵件|이메일|البريد/i;

function propNames(raw: string | undefined): string[] | undefined {
  if (!raw) return undefined;
  const names = raw
    .trim()
    .split(/\s+/)
    .map((p) => p.replace(/^.*[/#:]/, '').toLowerCase())
    .filter((p) => p !== '');
  return names.length ? names : undefined;
}

const PROP_KEYS: Record<string, string> = { datepublished: 'datePublished', datecreated: 'dateCreated', isaccessibleforfree: 'isAccessibleForFree', givenname: 'givenName', familyname: 'familyName' };

function addProp(item: LdNode, name: string, value: unknown): void {
  const key = PROP_KEYS[name] ?? name;
  const prev = item[key];
  if (prev === undefined) item[key] = value;
  else if (Array.isArray(prev)) prev.push(value);
  else item[key] = [prev, value];
}

/**
 * A documentation generator's permalink anchor glued to the end of a heading (Sphinx's and MkDocs'
 * "¶", the "🔗" of others): the anchor's symbol, not the heading's words (blind14).
 */
function withoutPermalink(h: string): string {
  return h.replace(/\s*(\u00b6|\u{1f517})+$/u, '');
}

export function stripCdata(s: string): string {
  return s
    .replace(/^\s*(\/\/|\/\*)?\s*<!\[CDATA\[(\s*\*\/)?/, '')
    .replace(/(\/\/|\/\*)?\s*\]\]>\s*(\*\/)?\s*$/, '')
    .trim();
}

/**
 * A feed or other XML document (RSS, Atom, RDF, a sitemap): its elements are unknown to HTML, so
 * each is read as a block — "…GMT</pubDate><description>We recorded…" are two lines, not "GMTWe".
 * XHTML (an XML declaration before <html>) stays HTML.
 */
const XML_DOCUMENT = /^(?:\ufeff)?\s*(?:<\?xml[^>]*>\s*(?:<!--[\s\S]*?-->\s*|<\?[^>]*>\s*|<!DOCTYPE[^>]*>\s*)*<(?!html[\s>])[a-z]|<(?:rss|feed|rdf:rdf)[\s>])/i;

/**
 * s14, from blind29: an RSS / Atom feed cited as a source keeps its items' text (show notes,
 * summaries) in CDATA sections; the items' text is the feed's text, so a feed's CDATA sections are
 * opened (their markup read as the items' markup) before it is parsed. Only for a feed (an XML
 * document with an <rss>, <feed> or <rdf:RDF> element at its start); found with indexOf (linear).
 */
const FEED_ROOT = /<(rss|feed|rdf:RDF)[\s>]/i;
function withoutCdata(body: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const open = body.indexOf('<![CDATA[', at);
    if (open < 0) break;
    const close = body.indexOf(']]>', open + 9);
    if (close < 0) break;
    out += body.slice(at, open) + body.slice(open + 9, close);
    at = close + 3;
  }
  return at === 0 ? body : out + body.slice(at);
}

export function parsePage(html: string): ParsedPage {
  const scanned = html.length > MAX_SCAN ? html.slice(0, MAX_SCAN) : html;
  const xmlDocument = XML_DOCUMENT.test(scanned.slice(0, 4096));
  const source = xmlDocument && FEED_ROOT.test(scanned.slice(0, 4096)) ? withoutCdata(scanned) : scanned;
  const stack: Frame[] = [];
  const parts: string[] = [];
  const mainParts: string[] = [];
  const ownParts: string[] = [];
  const proseParts: string[] = [];
  const meta = new Map<string, string[]>();
  const jsonLdTexts: string[] = [];
  const items: LdNode[] = [];
  const bylines: string[] = [];
  /** Bylines inside page furniture (related stories, sidebars, footers): used only when the main content has none. */
  const bylinesAside: string[] = [];
  const updatedTexts: string[] = [];
  const avatarAlts: string[] = [];
  const timesArticle: string[] = [];
  const timesOther: string[] = [];
  const timesAside: string[] = [];
  const headings: string[] = [];
  const h1s: string[] = [];
  const homeLinks: Array<{ text: string; alt: string; href: string; logo: boolean }> = [];
  const sectionLinks: string[] = [];
  /** Links home and section links whose capture was opened (bounded at the open, not at the close: unclosed <a> tags on a hostile page must not pile up captures). */
  let homeOpened = 0;
  let sectionOpened = 0;
  /** The open link home whose image alt is still to be read. */
  let openHome: { alt: string; logo: boolean } | null = null;
  const markup: string[] = [];
  let markupLen = 0;
  let title = '';
  let titleDone = false;
  let hasPasswordInput = false;
  /** The open <form>'s fields (outermost form; nested forms count into it), and the best e-mail form so far. */
  let formDepth = 0;
  let formFields = 0;
  let formEmail = false;
  let formText = '';
  let formMessage = false;
  let emailFormFields = 0;
  let metaRefresh: string | null = null;
  let hasArticleElement = false;
  let hiddenDepth = 0;
  /** Inside <rt>/<rp>: a ruby annotation (the reading of 子 as こ above it) is not part of the text or of a title. */
  let rubyDepth = 0;
  /** Inside <style> or a <script> not read as data: style sheets and code are never words of a heading, title or byline. */
  let codeDepth = 0;
  /** Inside <pre> or <code>: program text shown to readers (still text, but no byline). */
  let preDepth = 0;
  const codeParts: string[] = [];
  let commentDepth = 0;
  let relatedDepth = 0;
  let ownProseChars = 0;
  let lang: string | undefined;
  let boilerDepth = 0;
  /** Inside related stories, sidebars, footers (not the article's own header): bylines there belong to other pages. */
  let furnitureDepth = 0;
  let chromeDepth = 0;
  let headOpen = false;
  const chromeParts: string[] = [];
  let linkDepth = 0;
  let articleDepth = 0;
  /** The open <script>: where its text starts and ends in `source` (script text is raw, so it is sliced once at the close, not built up chunk by chunk). */
  let scriptText: { kind: 'ld' | 'js' | 'data'; start: number; end: number } | null = null;
  /** Page-state scripts (hydration data) and the <noscript> copy: read only if the page turns out to be a shell. */
  const stateScripts: string[] = [];
  let stateChars = 0;
  const noscriptParts: string[] = [];
  let noscriptDepth = 0;
  /** Text hidden only by inline `display:none` (a sheet's or tab's panel a script reveals), kept in case the page is a shell. */
  const styleHiddenParts: string[] = [];
  let styleHiddenDepth = 0;
  const openCaptures: Capture[] = [];
  const addMarkup = (s: string) => {
    if (markupLen > 20_000 || !s) return;
    markup.push(s);
    markupLen += s.length;
  };
  const itemStack = () => [...stack].reverse().find((f) => f.item)?.item;

  const handlers: Partial<Handler> = {
      onopentag(name, attrs) {
        // A start tag that cannot stand in <head> ends it, as a browser's parser does ("in head" mode):
        // a page that never closes its <head> (no </head>, no <body>) still shows its body to readers.
        // Only directly in <head>: an <img> inside its <noscript> (a tracking pixel) is that element's content.
        if (headOpen && stack[stack.length - 1]?.name === 'head' && !HEAD_CONTENT.has(name)) handlers.onclosetag!('head', true);
        const cls = attrs.class ?? '';
        const id = attrs.id ?? '';
        // (s14, fresh17) React's streamed server rendering sends each finished part of the page as
        // `<div hidden id="S:1">…</div>`, which its inline script moves into the `<template id="B:1">`
        // placeholder at once: a reader sees that part (LessWrong's whole post was read as an empty page).
        const streamed = name === 'div' && /^S:\d{1,5}$/.test(id);
        const hiddenAttr = (attrs.hidden !== undefined && !streamed) || attrs['aria-hidden'] === 'true' || /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attrs.style ?? '');
        const hidden = HIDDEN.has(name) || hiddenAttr;
        // (lead, s14, from blind28) A box that is a banner and says it is an alert or a message ("ui warning
        // message banner", "alert alert-danger banner", role=alert) is the page's notice to its reader, not
        // furniture: a deaccession or removal notice there was invisible to every rule.
        const alertBox = attrs.role === 'alert' || ALERT_CLASS.test(cls);
        const boiler = BOILER_TAGS.has(name) || BOILER_CLASS.test(alertBox ? cls.replace(BANNER_TOKEN, ' ') : cls) || BOILER_CLASS.test(id) || attrs.role === 'navigation' || attrs.role === 'banner' || attrs.role === 'contentinfo' || attrs.role === 'complementary';
        const frame: Frame = { name, hidden, boiler, captures: [] };
        if (cls || id) frame.cls = `${cls} ${id}`.slice(0, 200);
        if (hidden) hiddenDepth++;
        if (name === 'head') headOpen = true;
        if (hidden && !HIDDEN.has(name) && attrs.hidden === undefined && attrs['aria-hidden'] !== 'true' && /display\s*:\s*none/i.test(attrs.style ?? '')) { styleHiddenDepth++; frame.styleHidden = true; }
        if (name === 'noscript') { noscriptDepth++; frame.noscript = true; }
        if (name === 'rt' || name === 'rp') rubyDepth++;
        if (name === 'style' || name === 'script') codeDepth++;
        if (name === 'pre' || name === 'code') preDepth++;
        if (name !== 'html' && name !== 'body' && `${cls} ${id}`.split(/\s+/).some((t) => COMMENT_TOKEN.test(t))) { commentDepth++; frame.comment = true; }
        if (name !== 'html' && name !== 'body' && `${cls} ${id}`.split(/\s+/).some((t) => RELATED_TOKEN.test(t))) { relatedDepth++; frame.related = true; }
        if (name === 'html' && lang === undefined && attrs.lang) lang = attrs.lang.trim().toLowerCase().slice(0, 20) || undefined;
        if (boiler) boilerDepth++;
        // Root classes ("is-sidebar-enabled" on <body>) name site features, and a BEM modifier
        // ("article--two-column-right-rail") the element's layout: neither makes the element furniture.
        const furniture = name === 'aside' || name === 'nav' || name === 'footer' || (name !== 'html' && name !== 'body' && FURNITURE_CLASS.test(`${cls} ${id}`.replace(/--[\w-]*/g, '')));
        if (furniture) { furnitureDepth++; frame.furniture = true; }
        if (CHROME_TAGS.has(name) || attrs.role === 'navigation' || attrs.role === 'banner' || attrs.role === 'contentinfo' || (name !== 'html' && name !== 'body' && CHROME_CLASS.test(`${cls} ${id}`))) { chromeDepth++; frame.chrome = true; }
        if (name === 'a') linkDepth++;
        if (name === 'article') { articleDepth++; hasArticleElement = true; }
        if (BLOCK.has(name) || xmlDocument) {
          parts.push('\n'); ownParts.push('\n'); mainParts.push('\n'); proseParts.push('\n');
          if (noscriptDepth > 0) noscriptParts.push('\n');
          if (chromeDepth > 0) chromeParts.push('\n');
          if (styleHiddenDepth > 0) styleHiddenParts.push('\n');
          for (const c of openCaptures) c.text += '\n'; // "By Jane Doe" and "NEW YORK DAILY NEWS" in two divs stay two lines
        }
        if ((id || cls) && name !== 'html' && name !== 'body') addMarkup(`${id} ${cls}`); // a root class ("paywall" on <body>) names a site feature, not this page's state
        if ((name === 'script' || name === 'iframe' || name === 'img') && attrs.src) addMarkup(attrs.src);
        if (name === 'form' && attrs.action) addMarkup(`form:${attrs.action}`);
        for (const k of ['data-sitekey', 'data-cf-beacon', 'data-translate']) if (attrs[k] !== undefined) addMarkup(k);
        if (name === 'input' && (attrs.type ?? '').toLowerCase() === 'password') hasPasswordInput = true;
        if (name === 'form') { if (formDepth === 0) { formFields = 0; formEmail = false; formText = ''; formMessage = false; } formDepth++; frame.form = true; }
        if (formDepth > 0 && name === 'textarea') formMessage = true;
        if (formDepth > 0 && (name === 'input' || name === 'select' || name === 'textarea')) {
          const type = (attrs.type ?? 'text').trim().toLowerCase();
          if (name !== 'input' || /^(text|email|tel|number|url)?$/.test(type)) {
            formFields++;
            if (type === 'email' || /e-?mail/i.test(`${attrs.name ?? ''} ${attrs.id ?? ''} ${attrs.autocomplete ?? ''}`)) formEmail = true;
          }
        }
        if (name === 'title' && !titleDone) {
          frame.captures.push({ text: '', done: (t) => { if (!titleDone) { title = foldWhitespace(t); titleDone = true; } } });
        }
        if (name === 'h1' && h1s.length < 4 && hiddenDepth === 0 && furnitureDepth === 0) {
          frame.captures.push({ text: '', done: (t) => { const f = withoutPermalink(foldWhitespace(t)); if (f) h1s.push(f); } });
        }
        if (/^h[1-3]$/.test(name) && headings.length < 12 && hiddenDepth === 0) {
          frame.captures.push({ text: '', done: (t) => { const f = withoutPermalink(foldWhitespace(t)); if (f) headings.push(f); } });
        }
        if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? '').trim().toLowerCase();
          // (s10) `value=` where `content=` belongs (<meta name="application-name" value="Ars Technica">,
          // a template's slip browsers ignore but readers of the source see): read as the content.
          const content = attrs.content ?? (attrs['http-equiv'] === undefined ? attrs.value : undefined);
          if (key && content !== undefined) {
            const v = foldWhitespace(content);
            if (v !== '') meta.set(key, [...(meta.get(key) ?? []), v]);
          }
          if ((attrs['http-equiv'] ?? '').toLowerCase() === 'refresh' && content !== undefined && metaRefresh === null && hiddenDepth <= 1) metaRefresh = content;
        }
        if (name === 'script') {
          const type = (attrs.type ?? '').trim().toLowerCase();
          const kind = type === 'application/ld+json' ? 'ld' : type === '' || /javascript|module/.test(type) ? 'js' : /^(application|text)\/json$/.test(type) ? 'data' : null;
          scriptText = kind ? { kind, start: -1, end: -1 } : null;
        }
        // Bylines: rel=author, .byline / .author containers, itemprop=author without an item.
        const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
        const isBylineEl = rel.includes('author') || (BYLINE_CLASS.test(cls) && !/(^|\s)(author-?(bio|box|image|avatar|photo)|avatar)/i.test(cls)) || (attrs.itemprop === 'author' && attrs.itemscope === undefined)
          || (name === 'a' && AUTHOR_HREF.test(attrs.href ?? ''));
        const bylineList = furnitureDepth > 0 ? bylinesAside : bylines;
        if (name === 'a' && commentDepth === 0 && homeOpened < 6 && (HOME_HREF.test((attrs.href ?? '').trim()) || rel.includes('home'))) {
          homeOpened++;
          const parent = stack[stack.length - 1];
          const entry = { alt: '', logo: rel.includes('home') || LOGO_CLASS.test(`${cls} ${id} ${attrs.title ?? ''}`) || (!!parent && LOGO_CLASS.test(parent.cls ?? '')) };
          const href = (attrs.href ?? '').trim().slice(0, 300);
          openHome = entry;
          frame.captures.push({ text: '', done: (t) => { if (homeLinks.length < 6) homeLinks.push({ text: foldWhitespace(t).slice(0, 200), alt: entry.alt, href, logo: entry.logo }); if (openHome === entry) openHome = null; } });
        }
        if (name === 'a' && commentDepth === 0 && sectionOpened < 150 && SECTION_HREF.test((attrs.href ?? '').trim())) {
          sectionOpened++;
          frame.captures.push({ text: '', done: (t) => { const f = foldWhitespace(t); if (f && f.length <= 40 && sectionLinks.length < 150) sectionLinks.push(f); } });
        }
        if ((name === 'img' || name === 'svg') && openHome) {
          openHome.logo = true;
          if (!openHome.alt && attrs.alt) openHome.alt = foldWhitespace(attrs.alt).slice(0, 200);
        }
        if (isBylineEl && commentDepth === 0 && bylineList.length < 8) {
          frame.captures.push({ text: '', cut: -1, done: (t) => { const f = t.split('\n').map(foldWhitespace).filter((l) => l !== '').join('\n'); if (f && f.length < 200) bylineList.push(f); } });
        }
        if (updatedTexts.length < 8 && (UPDATED_MARK.test(cls) || /^datemodified$/i.test(attrs.itemprop ?? '')) && !/publish/i.test(`${cls} ${attrs.itemprop ?? ''}`)) {
          frame.captures.push({ text: '', done: (t) => { const f = foldWhitespace(t); if (f && f.length < 120) updatedTexts.push(f); } });
        }
        if (name === 'img' && attrs.alt && commentDepth === 0 && avatarAlts.length < 6 && AVATAR_MARK.test(`${cls} ${id} ${(attrs.src ?? '').slice(0, 300)}`)) {
          const alt = foldWhitespace(attrs.alt);
          if (alt && alt.length <= 60) avatarAlts.push(alt);
        }
        // (s15, fresh20) The hAtom microformat's date (Blogger's and older WordPress templates): `<abbr
        // class="published" title="2010-02-15T08:11:00+01:00">poniedziałek, luty 15, 2010</abbr>` — a
        // machine-readable stamp in the title, as a <time datetime> holds it.
        if (name === 'abbr' && attrs.title && /(?:^|\s)(?:published|dtstart|dtpublished)(?:\s|$)/i.test(cls) && /^\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d|$)/.test(attrs.title.trim())) {
          (furnitureDepth > 0 || commentDepth > 0 ? timesAside : timesArticle).push(attrs.title.trim());
        }
        if (name === 'time' && attrs.datetime) {
          const marked = /pub|date-?published|published|posted|created/i.test(`${cls} ${attrs.itemprop ?? ''} ${attrs.pubdate !== undefined ? 'pubdate' : ''}`);
          // A <time> in a related-stories list or a comment dates another piece, even inside its own <article>.
          (furnitureDepth > 0 || commentDepth > 0 ? timesAside : articleDepth > 0 || marked ? timesArticle : timesOther).push(attrs.datetime);
        }
        // Microdata (itemscope/itemprop) and RDFa (typeof/property) as LdNodes.
        const props = propNames(attrs.itemprop ?? (name !== 'meta' ? attrs.property : undefined));
        const opensItem = attrs.itemscope !== undefined || attrs.typeof !== undefined;
        if (opensItem) {
          const type = (attrs.itemtype ?? attrs.typeof ?? '').trim().split(/\s+/).map((t) => t.replace(/^.*[/#:]/, ''));
          frame.item = { '@type': type.length === 1 ? type[0] : type };
          if (props) frame.props = props;
          else items.push(frame.item);
        } else if (props) {
          frame.props = props;
          const attrValue = attrs.content ?? attrs.datetime ?? (name === 'a' || name === 'link' ? undefined : undefined);
          if (attrValue !== undefined) frame.attrValue = attrValue;
          else if (name !== 'meta' && name !== 'link' && name !== 'img') frame.captures.push({ text: '', done: () => undefined });
        }
        if (name === 'meta' && attrs.itemprop && attrs.content !== undefined) {
          const item = itemStack();
          if (item) for (const p of propNames(attrs.itemprop) ?? []) addProp(item, p, foldWhitespace(attrs.content));
        }
        if (name === 'meta' && attrs.property && attrs.content !== undefined && !attrs.itemprop) {
          const item = itemStack();
          if (item) for (const p of propNames(attrs.property) ?? []) addProp(item, p, foldWhitespace(attrs.content));
        }
        for (const c of frame.captures) openCaptures.push(c);
        stack.push(frame);
      },
      ontext(text) {
        if (scriptText) {
          if (scriptText.start < 0) scriptText.start = parser.startIndex;
          scriptText.end = parser.endIndex + 1;
          return;
        }
        if (rubyDepth > 0) return;
        if (codeDepth > 0) return;
        if (formDepth > 0 && formText.length < 600) formText += ` ${text}`;
        // A line break in the source is white space ("<a>Bruno\n   Campos</a>" is one name): only element boundaries break lines.
        if (openCaptures.length) {
          const flat = text.replace(/\s*[\r\n]\s*/g, ' ');
          for (const c of openCaptures) {
            if (c.text.length >= 2000) continue;
            // (s14, fresh18) In a byline, a CJK name in its own link or block and a CJK word right after it in the
            // next element ("<a>王文</a><span>中国人民大学…院长</span>", "<div>扬眼</div><span>企鹅号</span>") are two
            // lines, not one run of characters (CJK writes no space between words).
            if (c.cut !== undefined && c.cut === c.text.length && c.cut > 0 && CJK_END.test(c.text) && CJK_START.test(flat)) c.text += '\n';
            const at = c.text.length;
            c.text += flat;
            if (c.cut === at && flat.trim() === '') c.cut = c.text.length; // white space between the two elements
          }
        }
        if (hiddenDepth > 0) {
          // Hidden only by <noscript> (not by a <style> or <head> around it): the copy shown to readers without JavaScript.
          if (noscriptDepth > 0 && hiddenDepth === noscriptDepth) noscriptParts.push(text);
          else if (styleHiddenDepth > 0 && hiddenDepth === styleHiddenDepth && styleHiddenParts.length < 20_000) styleHiddenParts.push(text);
          return;
        }
        parts.push(text);
        if (chromeDepth > 0) chromeParts.push(text);
        if (commentDepth === 0 && relatedDepth === 0) {
          ownParts.push(text);
          if (boilerDepth === 0 && linkDepth === 0) ownProseChars += textWeight(text.trim()); // CJK characters count triple (blind8: a Korean story of 300 characters is prose enough)
        }
        if (preDepth > 0 && codeParts.length < 20_000) codeParts.push(text);
        if (boilerDepth === 0) {
          mainParts.push(text);
          if (linkDepth === 0) proseParts.push(text);
        }
      },
      onclosetag(name) {
        // Pop to the matching element (htmlparser2 reports implied closes too).
        let idx = stack.length - 1;
        while (idx >= 0 && stack[idx]!.name !== name) idx--;
        if (idx < 0) return;
        while (stack.length > idx) {
          const f = stack.pop()!;
          if (f.hidden && hiddenDepth > 0) hiddenDepth--;
          if (f.name === 'head') headOpen = false;
          if (f.styleHidden && styleHiddenDepth > 0) styleHiddenDepth--;
          if (f.noscript && noscriptDepth > 0) noscriptDepth--;
          if ((f.name === 'rt' || f.name === 'rp') && rubyDepth > 0) rubyDepth--;
          if ((f.name === 'style' || f.name === 'script') && codeDepth > 0) codeDepth--;
          if ((f.name === 'pre' || f.name === 'code') && preDepth > 0 && --preDepth === 0) codeParts.push('\n');
          if (f.comment && commentDepth > 0) commentDepth--;
          if (f.related && relatedDepth > 0) relatedDepth--;
          if (f.boiler && boilerDepth > 0) boilerDepth--;
          if (f.furniture && furnitureDepth > 0) furnitureDepth--;
          if (f.chrome && chromeDepth > 0) { chromeDepth--; chromeParts.push('\n'); }
          if (f.name === 'a' && linkDepth > 0) linkDepth--;
          if (f.name === 'article' && articleDepth > 0) articleDepth--;
          if (f.form && formDepth > 0 && --formDepth === 0 && !formMessage && (formEmail || EMAIL_LABEL.test(formText)) && formFields > emailFormFields) emailFormFields = formFields;
          if (BLOCK.has(f.name) || xmlDocument) { parts.push('\n'); ownParts.push('\n'); mainParts.push('\n'); proseParts.push('\n'); if (noscriptDepth > 0) noscriptParts.push('\n'); if (chromeDepth > 0) chromeParts.push('\n'); if (styleHiddenDepth > 0) styleHiddenParts.push('\n'); }
          // (s10) Two <time> elements side by side are two dates, not one run of digits ("15 gennaio 2024" +
          // "12 ottobre 2021" was "…202412 ottobre…"): a space after each.
          else if (f.name === 'time') { parts.push(' '); ownParts.push(' '); mainParts.push(' '); proseParts.push(' '); }
          if (f.name === 'script' && scriptText) {
            const { kind, start, end } = scriptText;
            const text = start < 0 ? '' : source.slice(start, Math.min(end, start + (kind === 'data' ? MAX_STATE_SCRIPT : MAX_SCRIPT)));
            if (kind === 'ld') jsonLdTexts.push(text);
            else if (kind === 'data' || isStateScript(text)) {
              if (stateChars < 2 * MAX_STATE_SCRIPT) { stateScripts.push(text); stateChars += text.length; }
            }
            if (kind === 'js' && text.trim()) addMarkup(text.slice(0, 600));
            scriptText = null;
          }
          if (BLOCK.has(f.name) || f.name === 'a') for (const c of openCaptures) if (c.cut !== undefined) c.cut = c.text.length;
          let captured = '';
          for (const c of f.captures) {
            const at = openCaptures.indexOf(c);
            if (at >= 0) openCaptures.splice(at, 1);
            c.done(c.text);
            captured = c.text;
          }
          if (f.props) {
            const parent = [...stack].reverse().find((s) => s.item)?.item;
            if (parent) {
              const value = f.item ?? foldWhitespace(f.attrValue ?? captured);
              if (value !== '') for (const p of f.props) addProp(parent, p, value);
            } else if (f.item) items.push(f.item);
          }
        }
      },
  };
  const parser = new Parser(handlers, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.write(source);
  parser.end();

  const jsonLd: LdNode[] = [];
  for (const raw of jsonLdTexts) {
    try {
      const parsed: unknown = parseLd(stripCdata(raw));
      for (const node of Array.isArray(parsed) ? parsed : [parsed]) if (node && typeof node === 'object') jsonLd.push(node as LdNode);
    } catch {
      /* malformed JSON-LD is common; the other sources still count */
    }
  }
  const toBlocks = (ps: string[]) => ps.join('').split('\n').map(foldWhitespace).filter((b) => b !== '');
  let blocks = toBlocks(parts);
  let mainBlocks = toBlocks(mainParts);
  let proseBlocks = toBlocks(proseParts);
  // Furniture detection that swallowed most of a long page hit a wrapper: judge the whole text instead.
  const len = (bs: string[]) => bs.reduce((n, b) => n + b.length, 0);
  if (len(blocks) > 3000 && len(mainBlocks) < 0.2 * len(blocks)) {
    mainBlocks = blocks;
    proseBlocks = blocks;
  }
  // Likewise a comment or related-story class on a wrapper of most of the page: keep the whole text.
  // And on a page whose content *is* its comments (an issue, a forum thread: little prose of its
  // own outside them), the comments are the source's words.
  let ownBlocks = toBlocks(ownParts);
  if ((len(blocks) > 3000 && len(ownBlocks) < 0.5 * len(blocks)) || ownProseChars < OWN_PROSE_MIN) ownBlocks = blocks;
  // A client-rendered shell: the text its readers see is in the response, only not as visible markup.
  let recoveredFrom: ParsedPage['recoveredFrom'];
  let shownChars = 0;
  /** The recovered text joins every text field, after what the page showed itself. */
  const recover = (from: NonNullable<ParsedPage['recoveredFrom']>, extra: string[]) => {
    recoveredFrom = from;
    shownChars = blocks.join(' ').length;
    blocks = [...blocks, ...extra];
    mainBlocks = [...mainBlocks, ...extra];
    proseBlocks = [...proseBlocks, ...extra];
    ownBlocks = [...ownBlocks, ...extra];
  };
  if ((noscriptParts.length || stateScripts.length || jsonLd.length) && textWeight(mainBlocks.join(' ')) < SHELL_WEIGHT) {
    const recovered = recoverShellText(toBlocks(noscriptParts), stateScripts, articleBodies(jsonLd));
    if (recovered) recover(recovered.from, recovered.blocks);
  }
  // A shell whose content is in the markup but hidden by an inline `display:none` that its script
  // lifts (a published spreadsheet's sheet panels, tabs; blind16): that text is what its reader sees.
  if (!recoveredFrom && textWeight(mainBlocks.join(' ')) < SHELL_WEIGHT && styleHiddenParts.length) {
    const hiddenBlocks = toBlocks(styleHiddenParts);
    if (textWeight(hiddenBlocks.join(' ')) >= STYLE_HIDDEN_MIN_WEIGHT) recover('hidden markup', hiddenBlocks);
  }
  // A media or social-post page rendered by script (a video, a track, a Mastodon-style post: og:type
  // video.* / music.*, or a profile:username) whose server sends the item's own words only as its
  // description meta: that description is what its reader sees as the post or the video's text (blind10).
  if (!recoveredFrom && textWeight(mainBlocks.join(' ')) < SHELL_WEIGHT) {
    const first = (k: string) => meta.get(k)?.[0]?.trim() ?? '';
    const type = first('og:type').toLowerCase();
    const description = foldWhitespace(first('og:description') || first('twitter:description') || first('description'));
    if ((/^(video|music)\b/.test(type) || meta.has('profile:username')) && textWeight(description) >= DESCRIPTION_MIN_WEIGHT) recover('description', [description]);
  }
  return {
    blocks,
    text: blocks.join(' '),
    mainText: mainBlocks.join(' '),
    ownText: ownBlocks.join(' '),
    proseText: proseBlocks.join(' '),
    mainBlocks: mainBlocks.slice(0, 200).map((b) => b.slice(0, 1000)),
    title,
    headings,
    h1s,
    meta,
    jsonLd,
    items,
    bylines: [...bylines, ...bylinesAside],
    times: [...timesArticle, ...timesOther],
    timesAside,
    chromeBlocks: toBlocks(chromeParts).slice(0, 300),
    homeLinks,
    sectionLinks,
    ...(updatedTexts.length ? { updatedTexts } : {}),
    ...(avatarAlts.length ? { avatarAlts } : {}),
    ...(codeParts.length ? { codeBlocks: toBlocks(codeParts).slice(0, 300) } : {}),
    markup: markup.join(' '),
    hasPasswordInput,
    ...(emailFormFields ? { emailFormFields } : {}),
    metaRefresh,
    hasArticleElement,
    ...(lang ? { lang } : {}),
    ...(recoveredFrom ? { recoveredFrom, shownChars } : {}),
  };
}

/** The `articleBody` texts of a page's JSON-LD (inside `@graph` too). */
function articleBodies(nodes: LdNode[]): string[] {
  const out: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > 4 || out.length > 20 || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) { for (const x of v) walk(x, depth + 1); return; }
    const node = v as LdNode;
    if (typeof node.articleBody === 'string') out.push(node.articleBody);
    if (node['@graph']) walk(node['@graph'], depth + 1);
    if (node.mainEntity) walk(node.mainEntity, depth + 1);
  };
  walk(nodes, 0);
  return out;
}

/**
 * JSON-LD as sites write it: a raw line break or tab inside a string ("…effort.\n…" written out by a
 * template) is invalid JSON, but what it means is plain: it is read as a space; a semicolon after the
 * object (Capital.gr's `{"@type":"NewsArticle",…};`) ends a script's statement, not the data. Tried
 * only when the strict parse fails.
 */
function parseLd(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    // (s15, fresh20) A statement's end written after the object as in a script (`{…};`): the object.
    const t = text.replace(/[\s;]+$/u, '');
    if (!/[\u0000-\u001f]/.test(t) && t === text) throw err;
    return JSON.parse(t.replace(/[\u0000-\u001f]+/g, ' '));
  }
}

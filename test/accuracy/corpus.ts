/**
 * The labeled accuracy corpus: cited URLs served on loopback, each with the status a careful
 * human gives it and a one-line reason, plus expected metadata and quote checks where they apply.
 *
 * Every family generates several variants; variants are split into `dev` (the rules were
 * written looking at these) and `holdout` (checked only by the score). Pages are generated here
 * (no copied articles); real-site pages come from test/accuracy/real/ (see its NOTICE).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as zlib from 'node:zlib';
import iconv from 'iconv-lite';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';
import { buildPdf, wrap } from './pdf';
import { prose, TEXTS, type LangText } from './texts';

export type Meta = { title?: string[]; publisher?: string[]; author?: string[]; published?: string[] };
/**
 * An accepted alternative we added to an upstream label (real/fresh/fresh2 `labels.json`, key
 * `added`, each listed in the set's NOTICE.md): the human form of a field, decided from the page
 * (its h1, og:title, `<title>`, site name), with a one-line reason. `--upstream-labels` (env
 * ACCURACY_UPSTREAM_LABELS=1) scores without them.
 */
export type AddedLabel = { field: keyof Meta; value: string; reason: string };
export function withAdded(meta: Meta, added: AddedLabel[] | undefined): Meta {
  if (!added?.length || process.env.ACCURACY_UPSTREAM_LABELS === '1') return meta;
  const out: Meta = { ...meta };
  for (const a of added) out[a.field] = [...(out[a.field] ?? []), a.value];
  return out;
}
export type QuoteCheck = { quote: string; present: boolean };
export type Refs = { origin(host: string): string; port: number };
export type Handler = (req: IncomingMessage, res: ServerResponse, web: Refs) => void;
export type CorpusCase = {
  id: string;
  family: string;
  split: 'dev' | 'holdout';
  host: string;
  path: string;
  expected: CitationStatus;
  /** The source gives no status label (a metadata-only set): the verdict is shown, not scored. */
  statusUnlabeled?: boolean;
  reason: string;
  context: ClassifyContext;
  meta?: Meta;
  quotes?: QuoteCheck[];
  handle: Handler;
};

const send = (res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string | number | string[]> = {}) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
};
const redirect = (res: ServerResponse, status: number, location: string, headers: Record<string, string | string[]> = {}) => {
  res.writeHead(status, { location, 'content-type': 'text/html', ...headers });
  res.end(`<a href="${location}">moved</a>`);
};
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

type ArticleStyle = 'og' | 'jsonld-graph' | 'microdata' | 'rdfa' | 'byline' | 'rel-author' | 'dc' | 'citation' | 'ddmmyyyy' | 'plain';
type ArticleOpts = {
  title: string;
  publisher: string;
  author: string;
  date: string; // YYYY-MM-DD
  paragraphs: string[];
  lang?: string;
  charset?: string;
  style: ArticleStyle;
  extraBody?: string;
  extraHead?: string;
  sidebar?: boolean;
};

/** An article page in one of several real-world markup styles (what carries title, author, date). */
export function articleHtml(o: ArticleOpts): string {
  const [y, m, d] = o.date.split('-');
  const head: string[] = [o.charset ? `<meta charset="${o.charset}">` : '<meta charset="utf-8">'];
  let bodyOpen = '<article>';
  let h1 = `<h1>${esc(o.title)}</h1>`;
  let byline = '';
  let titleTag = `${o.title} | ${o.publisher}`;
  switch (o.style) {
    case 'og':
      head.push(`<meta property="og:title" content="${esc(o.title)}">`, `<meta property="og:site_name" content="${esc(o.publisher)}">`,
        `<meta name="author" content="${esc(o.author)}">`, `<meta property="article:published_time" content="${o.date}T08:30:00+01:00">`);
      break;
    case 'jsonld-graph': {
      const graph = {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', '@id': '#org', name: o.publisher },
          { '@type': 'Person', '@id': '#author', name: o.author, url: '/people/x' },
          { '@type': 'WebPage', '@id': '#page', name: titleTag },
          { '@type': 'NewsArticle', '@id': '#article', isPartOf: { '@id': '#page' }, headline: o.title, author: { '@id': '#author' },
            publisher: { '@id': '#org' }, datePublished: `${o.date}T06:00:00Z` },
        ],
      };
      head.push(`<script type="application/ld+json">//<![CDATA[\n${JSON.stringify(graph)}\n//]]></script>`);
      break;
    }
    case 'microdata':
      bodyOpen = '<article itemscope itemtype="https://schema.org/NewsArticle">';
      h1 = `<h1 itemprop="headline">${esc(o.title)}</h1>`;
      byline = `<div class="meta">By <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${esc(o.author)}</span></span>
        · <meta itemprop="datePublished" content="${o.date}"><span>${d}.${m}.${y}</span>
        <span itemprop="publisher" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="${esc(o.publisher)}"></span></div>`;
      break;
    case 'rdfa':
      bodyOpen = '<article vocab="https://schema.org/" typeof="BlogPosting">';
      h1 = `<h1 property="headline">${esc(o.title)}</h1>`;
      byline = `<p class="meta">Posted by <span property="author" typeof="Person"><span property="name">${esc(o.author)}</span></span> on
        <time property="datePublished" datetime="${o.date}">${d}/${m}/${y}</time></p><div property="publisher" typeof="Organization"><meta property="name" content="${esc(o.publisher)}"></div>`;
      break;
    case 'byline':
      head.push(`<meta property="og:site_name" content="${esc(o.publisher)}">`);
      byline = `<div class="byline">By <a href="/authors/someone">${esc(o.author)}</a></div><p class="dateline"><time datetime="${o.date}T09:00">${d}/${m}/${y}</time></p>`;
      break;
    case 'rel-author':
      head.push(`<meta property="article:author" content="https://social.example/profiles/${encodeURIComponent(o.author.toLowerCase().replace(/\s+/g, '.'))}">`,
        `<meta property="og:title" content="${esc(o.title)}">`);
      titleTag = `${o.title} — ${o.publisher}`;
      byline = `<p>Written by <a rel="author" href="/staff/1">${esc(o.author)}</a>, <time datetime="${o.date}">${o.date}</time></p>`;
      break;
    case 'dc':
      head.push(`<meta name="DC.title" content="${esc(o.title)}">`, `<meta name="DC.creator" content="${esc(o.author)}">`,
        `<meta name="DC.date" content="${o.date}">`, `<meta name="DC.publisher" content="${esc(o.publisher)}">`);
      titleTag = o.title;
      break;
    case 'citation':
      head.push(`<meta name="citation_title" content="${esc(o.title)}">`, `<meta name="citation_author" content="${esc(o.author)}">`,
        `<meta name="citation_publication_date" content="${y}/${m}/${d}">`, `<meta name="citation_journal_title" content="${esc(o.publisher)}">`);
      titleTag = o.title;
      break;
    case 'ddmmyyyy':
      head.push(`<meta property="og:title" content="${esc(o.title)}">`, `<meta property="og:site_name" content="${esc(o.publisher)}">`,
        `<meta name="author" content="${esc(o.author)}">`, `<meta name="date" content="${d}/${m}/${y}">`);
      break;
    case 'plain':
      titleTag = o.title;
      break;
  }
  const sidebar = o.sidebar ? `<aside class="sidebar"><h3>Most read</h3><ul>${[0, 1, 2, 3, 4, 5].map((i) => `<li><a href="/s/${i}">${prose(1, i)}</a></li>`).join('')}</ul></aside>` : '';
  return `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head>${head.join('\n')}<title>${esc(titleTag)}</title>${o.extraHead ?? ''}
<script>var dataLayer=[];</script><style>body{font-family:serif}</style></head><body>
<header><nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a> <a href="/culture">Culture</a></nav></header>
<main>${bodyOpen}${h1}${byline}${o.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}${o.extraBody ?? ''}</article>${sidebar}</main>
<footer><p>© ${o.publisher}. All rights reserved. <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p></footer></body></html>`;
}

/** Encodes `html` in a legacy charset; characters it cannot represent become numeric references, as real pages do. */
export function encodeWithEntities(html: string, charset: string): Buffer {
  const fits = new Map<string, boolean>();
  let out = '';
  for (const ch of html) {
    let f = fits.get(ch);
    if (f === undefined) fits.set(ch, (f = iconv.decode(iconv.encode(ch, charset), charset) === ch));
    out += f ? ch : `&#${ch.codePointAt(0)};`;
  }
  return iconv.encode(out, charset);
}

const ok = (body: string | Buffer, headers: Record<string, string> = {}): Handler => (_q, r) => send(r, 200, body, headers);

/** A "wall" page: a short page whose only message is the wall's. */
function wallPage(title: string, bodyHtml: string, extraHead = ''): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title>${extraHead}</head><body>${bodyHtml}</body></html>`;
}

export function buildCorpus(): CorpusCase[] {
  const cases: CorpusCase[] = [];
  const counters = new Map<string, number>();
  const add = (family: string, c: Omit<CorpusCase, 'id' | 'family' | 'split' | 'host' | 'path'> & { host?: string; path?: string }) => {
    const n = counters.get(family) ?? 0;
    counters.set(family, n + 1);
    const id = `${family}-${n}`;
    cases.push({ id, family, split: n % 3 === 2 ? 'holdout' : 'dev', host: c.host ?? `${family}.corpus.example`, path: c.path ?? `/p/${n}`, ...c });
  };

  // ——— valid: articles in many languages and encodings, every metadata style ———
  const styles: ArticleStyle[] = ['og', 'jsonld-graph', 'microdata', 'rdfa', 'byline', 'rel-author', 'dc', 'citation', 'ddmmyyyy'];
  TEXTS.forEach((t, i) => {
    const charsets = ['utf-8', ...t.charsets];
    charsets.forEach((cs, j) => {
      const style = styles[(i + j) % styles.length]!;
      const date = `20${String(10 + ((i + j) % 14)).padStart(2, '0')}-${String(1 + ((i * 3 + j) % 12)).padStart(2, '0')}-${String(13 + ((i + j * 5) % 15)).padStart(2, '0')}`;
      const html = articleHtml({ title: t.title, publisher: t.publisher, author: t.author, date, paragraphs: [...t.paragraphs, prose(4, i + j)], lang: t.lang, charset: cs, style });
      const bytes = cs === 'utf-8' ? Buffer.from(html) : encodeWithEntities(html, cs);
      const declareInHeader = j % 2 === 0;
      add('lang', {
        expected: 'valid', reason: `${t.lang} article in ${cs} (${style} metadata), charset declared ${declareInHeader ? 'in the header' : 'in <meta> only'}`,
        context: { title: t.title, claims: [t.claim], quotes: [t.quote, 'a sentence that this page never contains anywhere at all'] },
        meta: { title: [t.title], publisher: [t.publisher], author: [t.author], published: [date] },
        quotes: [{ quote: t.quote, present: true }, { quote: 'a sentence that this page never contains anywhere at all', present: false }],
        handle: ok(bytes, { 'content-type': declareInHeader ? `text/html; charset=${cs}` : 'text/html' }),
      });
    });
  });

  // Curly/straight quotes, dashes, soft hyphens, NFD between the quote and the page.
  const typo: { page: string; quote: string; what: string }[] = [
    { page: 'He said it was “the best decision we ever made” for the town.', quote: 'He said it was "the best decision we ever made" for the town.', what: 'curly vs straight double quotes' },
    { page: "The mayor's office called it 'a turning point' in the city's history.", quote: 'The mayor’s office called it ‘a turning point’ in the city’s history.', what: 'straight page, curly quote' },
    { page: 'The project ran from 2019 – 2023 and cost less than planned.', quote: 'The project ran from 2019 - 2023 and cost less than planned.', what: 'en dash vs hyphen' },
    { page: 'The com\u00admit\u00adtee ap\u00adproved the bud\u00adget unanimously on Monday.', quote: 'The committee approved the budget unanimously on Monday.', what: 'soft hyphens in the page' },
    { page: 'The cafe\u0301 on the corner re\u0301opened with a new menu this week.', quote: 'The café on the corner réopened with a new menu this week.', what: 'NFD page, NFC quote' },
    { page: 'The café on the corner reopened with a new menu this summer.', quote: 'The cafe\u0301 on the corner reopened with a new menu this summer.', what: 'NFC page, NFD quote' },
    { page: 'Officials said the repairs — delayed twice — would finish in May.', quote: 'Officials said the repairs -- delayed twice -- would finish in May.', what: 'em dash vs double hyphen' },
    { page: 'The survey found that 42\u00a0per\u00a0cent of residents cycle weekly.', quote: 'The survey found that 42 per cent of residents cycle weekly.', what: 'no-break spaces' },
    { page: 'Experts warned that the “new rules” could raise prices.', quote: 'Experts warned that the «new rules» could raise prices.', what: 'guillemets vs curly quotes' },
  ];
  typo.forEach((t, i) => {
    const title = 'Town budget and repairs: what changed this year';
    add('typography', {
      expected: 'valid', reason: `quote differs from the page only in typography (${t.what})`,
      context: { title, claims: ['The town approved repairs and a budget this year.'], quotes: [t.quote, 'The council rejected every proposal on the agenda.'] },
      meta: { title: [title], publisher: ['Town Gazette'], author: ['Sam Reed'], published: [`2022-04-${String(10 + i).padStart(2, '0')}`] },
      quotes: [{ quote: t.quote, present: true }, { quote: 'The council rejected every proposal on the agenda.', present: false }],
      handle: ok(articleHtml({ title, publisher: 'Town Gazette', author: 'Sam Reed', date: `2022-04-${String(10 + i).padStart(2, '0')}`, style: 'og', paragraphs: [prose(3, i), t.page, prose(3, i + 2)] })),
    });
  });

  // Real articles whose text or title merely mentions error, wall or paywall words.
  const mentions: { title: string; para: string; why: string }[] = [
    { title: 'Page Not Found: a short history of the 404 error', para: 'The famous 404 page not found message dates back to the early web, when servers returned a terse error for missing documents. Designers later turned the error page into an art form.', why: 'real article titled "Page Not Found"' },
    { title: '404 days at sea: a sailor’s diary', para: 'After 404 days at sea the crew finally reached the harbour, tired but healthy. The logbook records storms, calm weeks and one broken mast.', why: 'title starts with 404 but is an article' },
    { title: 'Why websites ask you to verify you are human', para: 'Many sites show a box asking visitors to verify you are human before they continue. Researchers say these checks annoy people but stop a large share of automated traffic.', why: 'short article mentioning "verify you are human"' },
    { title: 'How newspapers use metered paywalls', para: 'Some publishers let readers see a few free articles before asking them to subscribe to continue reading. Others prefer a hard wall for all content.', why: 'article about paywalls (no wall on it)' },
    { title: 'Cookie banners explained', para: 'A cookie consent banner asks you to accept all cookies or manage your choices. Regulators have criticised designs that make it hard to reject tracking.', why: 'article about consent banners' },
    { title: 'When the database goes down', para: 'An error establishing a database connection is one of the most common failures for small blogs, engineers say. Backups and monitoring help sites recover quickly.', why: 'article mentioning a database error' },
    { title: 'Scheduled maintenance windows, explained', para: 'Operators plan maintenance windows at night, when traffic is low. A good status page tells users the site is down for maintenance and when it will be back.', why: 'article about maintenance pages' },
    { title: 'Search engines and zero results', para: 'When a search returns no results found for a query, users often give up. Search teams study these queries to improve their indexes.', why: 'article mentioning "no results found"' },
    { title: 'Is this content not available in your country?', para: 'Geo-blocking means a video is not available in your country because of licensing. Travellers often meet such messages abroad.', why: 'article about geo-blocking' },
  ];
  mentions.forEach((m, i) => {
    add('mention', {
      expected: 'valid', reason: m.why,
      context: { title: m.title, claims: [m.para.split('. ')[0]!] },
      meta: { title: [m.title], publisher: ['Web Weekly'], author: ['Alex Kim'], published: [`2021-0${1 + (i % 9)}-1${i % 9}`] },
      handle: ok(articleHtml({ title: m.title, publisher: 'Web Weekly', author: 'Alex Kim', date: `2021-0${1 + (i % 9)}-1${i % 9}`, style: i % 2 ? 'jsonld-graph' : 'og', paragraphs: [m.para, prose(2, i)] })),
    });
  });

  // Articles with a consent banner or subscribe promo in the markup but the full text present.
  for (let i = 0; i < 3; i++) {
    const t = TEXTS[i]!;
    add('banner', {
      expected: 'valid', reason: 'full article with a cookie banner / newsletter box beside it',
      context: { title: t.title, claims: [t.claim] },
      meta: { title: [t.title], publisher: [t.publisher], author: [t.author], published: ['2020-02-02'] },
      handle: ok(articleHtml({ title: t.title, publisher: t.publisher, author: t.author, date: '2020-02-02', style: 'og', paragraphs: [...t.paragraphs, prose(6, i)],
        extraBody: `<div id="cookie-banner" class="consent"><p>We use cookies to improve your experience. By continuing you agree to our use of cookies.</p><button>Accept all</button><button>Manage choices</button></div><div class="newsletter"><p>Sign up for our free newsletter.</p></div>` })),
    });
  }

  // Wikipedia-style page: JSON-LD headline is a description; title is the <title> / h1.
  for (let i = 0; i < 3; i++) {
    const name = ['Mozilla', 'Rust (programming language)', 'Temporal logic'][i]!;
    const ld = { '@context': 'https://schema.org', '@type': 'Article', name, url: `https://en.wikipedia.example/wiki/${i}`, headline: ['free software community', 'general-purpose programming language', 'system of rules for reasoning about time'][i],
      publisher: { '@type': 'Organization', name: 'Wikimedia Foundation, Inc.' }, datePublished: '2004-06-05T12:00:00Z', author: { '@type': 'Organization', name: 'Contributors to Wikimedia projects' } };
    add('wikipedia', {
      expected: 'valid', reason: 'encyclopedia article (JSON-LD headline is a description, not the title)',
      context: { title: name },
      meta: { title: [`${name} - Wikipedia`, name], publisher: ['Wikipedia', 'Wikimedia Foundation, Inc.'] },
      handle: ok(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(name)} - Wikipedia</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head>
<body><div id="content"><h1 id="firstHeading">${esc(name)}</h1><div id="bodyContent"><p><b>${esc(name)}</b> is a subject with a long history. ${prose(8, i)}</p></div></div></body></html>`),
    });
  }

  // Plain text, PDFs.
  const pdfText = 'Annual report on regional water quality. Samples from forty rivers were tested in 2022. Nitrate levels fell in most rivers compared with the previous decade, while phosphate levels stayed about the same.';
  const pdf = buildPdf({ title: 'Regional Water Quality Report 2022', author: 'Environment Agency Research Unit', created: '2023-03-14', lines: [...wrap(pdfText), ...wrap(prose(12))] });
  const pdfQuote = 'Samples from forty rivers were tested in 2022.';
  const pdfContext: ClassifyContext = { title: 'Regional water quality report 2022', claims: ['Nitrate levels fell in most rivers compared with the previous decade.'], quotes: [pdfQuote, 'Every river failed the test.'] };
  const pdfMeta: Meta = { title: ['Regional Water Quality Report 2022'], author: ['Environment Agency Research Unit'], published: ['2023-03-14'] };
  const pdfQuotes = [{ quote: pdfQuote, present: true }, { quote: 'Every river failed the test.', present: false }];
  add('pdf', { expected: 'valid', reason: 'PDF report served as application/pdf', context: pdfContext, meta: pdfMeta, quotes: pdfQuotes, handle: ok(pdf, { 'content-type': 'application/pdf' }) });
  add('pdf', { expected: 'valid', reason: 'PDF served as application/octet-stream', context: pdfContext, meta: pdfMeta, quotes: pdfQuotes, handle: ok(pdf, { 'content-type': 'application/octet-stream' }) });
  add('pdf', { expected: 'valid', reason: 'PDF served with no content type', context: pdfContext, meta: pdfMeta, quotes: pdfQuotes,
    handle: (_q, r) => { r.writeHead(200, {}); r.end(pdf); } });
  add('pdf', { expected: 'valid', reason: 'PDF with content-disposition attachment and a .pdf path', path: '/files/report.pdf', context: pdfContext, meta: pdfMeta, quotes: pdfQuotes,
    handle: ok(pdf, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="report.pdf"' }) });
  add('pdf', { expected: 'valid', reason: 'PDF served as application/x-download (a "save this file" type): read like any PDF', context: pdfContext, meta: pdfMeta, quotes: pdfQuotes,
    handle: ok(pdf, { 'content-type': 'application/x-download' }) });
  add('pdf', { expected: 'valid', reason: 'PDF under an unrelated binary type, named a .pdf file by Content-Disposition', path: '/download/7', context: pdfContext, meta: pdfMeta, quotes: pdfQuotes,
    handle: ok(pdf, { 'content-type': 'application/vnd.example-blob', 'content-disposition': "attachment; filename*=UTF-8''rapport%20annuel.pdf" }) });
  add('pdf', { expected: 'mismatch', reason: 'PDF on a different subject than the citation', context: { title: 'Rust 1.0 release announcement', claims: ['Rust 1.0 was released in May 2015 as the first stable version of the language.'] },
    handle: ok(pdf, { 'content-type': 'application/pdf' }) });
  add('plaintext', { expected: 'valid', reason: 'plain-text RFC-like document', context: { title: 'Regional water quality report', claims: ['Nitrate levels fell in most rivers.'] },
    handle: ok(`Regional water quality report\n\n${pdfText}\n\n${prose(6)}`, { 'content-type': 'text/plain; charset=utf-8' }) });

  // Big pages (> 2 MB): judged on the first 2 MB.
  for (let i = 0; i < 3; i++) {
    const t = TEXTS[i]!;
    const padding = `<div class="comments">${Array.from({ length: 9000 }, (_, k) => `<p>Comment ${k}: ${prose(1, k)}</p>`).join('')}</div>`;
    const html = articleHtml({ title: t.title, publisher: t.publisher, author: t.author, date: '2019-09-09', style: 'og', paragraphs: t.paragraphs, extraBody: padding });
    add('big', {
      expected: 'valid', reason: `article followed by ${Math.round(Buffer.byteLength(html) / 1e6)} MB of comments (${['plain', 'chunked', 'gzip'][i]})`,
      context: { title: t.title, claims: [t.claim], quotes: [t.quote] }, quotes: [{ quote: t.quote, present: true }],
      meta: { title: [t.title], publisher: [t.publisher], author: [t.author], published: ['2019-09-09'] },
      handle: (_q, r) => {
        if (i === 0) return send(r, 200, html, { 'content-length': Buffer.byteLength(html) });
        if (i === 1) { r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); r.on('error', () => {}); r.write(html.slice(0, 100_000)); r.end(html.slice(100_000)); return; }
        r.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }); r.end(zlib.gzipSync(html));
      },
    });
  }

  // Live pages behind mechanics: cookie + self-redirect, meta refresh, Refresh header, one-off 5xx.
  for (let i = 0; i < 3; i++) {
    const t = TEXTS[i + 3]!;
    const page = articleHtml({ title: t.title, publisher: t.publisher, author: t.author, date: '2018-03-03', style: 'og', paragraphs: t.paragraphs, lang: t.lang });
    add('cookie', {
      expected: 'valid', reason: 'sets a cookie and redirects to itself (needs a cookie jar)',
      context: { title: t.title, claims: [t.claim] }, meta: { title: [t.title], publisher: [t.publisher] },
      handle: (q, r) => {
        if (/session_check=ok/.test(q.headers.cookie ?? '')) return send(r, 200, page);
        redirect(r, i === 1 ? 307 : 302, q.url ?? '/', { 'set-cookie': [`session_check=ok; Path=/; HttpOnly${i === 2 ? '; Expires=Wed, 21 Oct 2037 07:28:00 GMT' : ''}`, 'other=1; Path=/'] });
      },
    });
  }
  for (let i = 0; i < 4; i++) {
    const t = TEXTS[i + 6]!;
    const page = articleHtml({ title: t.title, publisher: t.publisher, author: t.author, date: '2017-07-07', style: 'og', paragraphs: t.paragraphs, lang: t.lang });
    const target = `/target/${i}`;
    const host = 'refresh.corpus.example';
    cases.push({ id: `refresh-target-${i}`, family: 'refresh-target', split: 'dev', host, path: target, expected: 'valid', reason: 'meta-refresh target', context: { title: t.title }, handle: ok(page) });
    add('refresh', {
      host, expected: 'valid', reason: i < 2 ? 'meta refresh (0 s) to the article' : 'Refresh header to the article',
      context: { title: t.title, claims: [t.claim] }, meta: { title: [t.title], publisher: [t.publisher] },
      handle: (_q, r, w) => {
        const to = i % 2 ? `${w.origin(host)}${target}` : target;
        if (i < 2) return send(r, 200, `<html><head><meta http-equiv="refresh" content="0; url='${to}'"><title>Redirecting</title></head><body>Redirecting…</body></html>`);
        send(r, 200, '<html><body>Moved</body></html>', { refresh: `${i - 2}; url=${to}` });
      },
    });
  }
  for (let i = 0; i < 3; i++) {
    const t = TEXTS[i + 9]!;
    const page = articleHtml({ title: t.title, publisher: t.publisher, author: t.author, date: '2016-06-06', style: 'og', paragraphs: t.paragraphs, lang: t.lang });
    let hits = 0;
    add('flaky', {
      expected: 'valid', reason: `one-off HTTP ${[500, 502, 503][i]} without Retry-After, then the article`,
      context: { title: t.title, claims: [t.claim] }, meta: { title: [t.title] },
      handle: (_q, r) => (hits++ % 2 === 0 ? send(r, [500, 502, 503][i]!, '<html><body><h1>Server error</h1></body></html>') : send(r, 200, page)),
    });
  }
  // Home pages and section pages cited as such.
  for (let i = 0; i < 2; i++) {
    add('home', {
      expected: 'valid', reason: 'cited home page of an organisation', path: '/',
      host: `org${i}.corpus.example`,
      context: { title: ['Riverside Rowing Club', 'Valley Orchestra'][i]! },
      handle: ok(`<html><head><title>${['Riverside Rowing Club', 'Valley Orchestra'][i]} — Home</title></head><body><h1>Welcome to the ${['Riverside Rowing Club', 'Valley Orchestra'][i]}</h1><p>${prose(5, i)}</p></body></html>`),
    });
  }

  // ——— paywalled ———
  const walls: { kind: string; html: string }[] = [
    { kind: 'metered wall', html: `<div class="meter"><h2>You've read all 3 of your free articles this month.</h2><p>Subscribe for unlimited access.</p></div>` },
    { kind: 'metered wall', html: `<div><p>You have reached your limit of free articles. Become a subscriber for just $1 a week.</p></div>` },
    { kind: 'metered wall', html: `<section><p>This is your last free article this month.</p><a href="/subscribe">Subscribe</a></section>` },
    { kind: 'member-only', html: `<div class="members"><p>This story is only available to members.</p><a>Become a member</a></div>` },
    { kind: 'member-only', html: `<div><span class="badge">Member-only story</span><p>Upgrade to read the rest of this story.</p></div>` },
    { kind: 'member-only', html: `<div class="locked"><p>Premium content: exclusive to subscribers.</p></div>` },
    { kind: 'free registration', html: `<div class="regwall-box"><h3>Register for free to continue reading</h3><p>Create a free account to read this article and more.</p></div>` },
    { kind: 'free registration', html: `<div><p>Sign up for free to keep reading. It only takes a minute.</p></div>` },
    { kind: 'free registration', html: `<div><p>Create your free account to continue reading this article.</p></div>` },
    { kind: 'Piano membership', html: `<div class="tp-container-inner"><h2>Continue reading with a membership</h2><p>Get unlimited access to our journalism.</p></div>` },
    { kind: 'Piano membership', html: `<div id="piano-inline"><h2>Continue reading your article with a digital subscription</h2></div>` },
    { kind: 'subscriber wall', html: `<div><p>To continue reading, subscribe now or log in to your account.</p></div>` },
    { kind: 'subscriber wall', html: `<div><p>Unlock this article. Start your free trial to continue.</p></div>` },
  ];
  walls.forEach((w, i) => {
    const t = TEXTS[i % TEXTS.length]!;
    add('paywall', {
      expected: 'paywalled', reason: `${w.kind}: teaser paragraph and "${w.html.replace(/<[^>]+>/g, ' ').trim().slice(0, 50)}…"`,
      context: { title: t.title, claims: [t.claim], quotes: [t.paragraphs[0]!.split(/[。.]/)[0]!] },
      meta: { title: [t.title], publisher: [t.publisher] },
      handle: ok(articleHtml({ title: t.title, publisher: t.publisher, author: t.author, date: '2023-01-05', style: 'og', paragraphs: [t.paragraphs[0]!], lang: t.lang, extraBody: w.html })),
    });
  });
  // Journal landing pages selling the PDF.
  const journal = ['Purchase PDF', 'Buy article', 'Access through your institution'];
  journal.forEach((label, i) => {
    add('journal', {
      expected: 'paywalled', reason: `journal landing page with abstract and "${label}"`,
      context: { title: 'Sediment transport in braided rivers', claims: ['Sediment transport in braided rivers depends on channel width.'] },
      meta: { title: ['Sediment transport in braided rivers'], author: ['Ana Costa'], published: ['2020-11-02'] },
      handle: ok(`<html><head><meta name="citation_title" content="Sediment transport in braided rivers"><meta name="citation_author" content="Ana Costa"><meta name="citation_publication_date" content="2020/11/02"><meta name="citation_journal_title" content="Journal of River Science"><meta name="citation_pdf_url" content="/pdf/x.pdf"><title>Sediment transport in braided rivers | Journal of River Science</title></head>
<body><h1>Sediment transport in braided rivers</h1><p>Ana Costa</p><h2>Abstract</h2><p>We measured sediment transport in six braided rivers and found that channel width controls the rate. ${prose(2, i)}</p>
<div class="access-options"><h3>Access options</h3><p>${i === 2 ? 'Access through your institution' : 'Get access to the full article'}</p><p>${label} — USD 39.95</p><p>Rent this article via DeepDyve</p></div></body></html>`),
    });
  });
  add('paywall-ld', {
    expected: 'paywalled', reason: 'JSON-LD isAccessibleForFree=false on a teaser',
    context: { title: TEXTS[0]!.title }, meta: { title: [TEXTS[0]!.title] },
    handle: ok(articleHtml({ title: TEXTS[0]!.title, publisher: TEXTS[0]!.publisher, author: TEXTS[0]!.author, date: '2023-02-02', style: 'og', paragraphs: [TEXTS[0]!.paragraphs[0]!],
      extraHead: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","isAccessibleForFree":false,"hasPart":{"@type":"WebPageElement","isAccessibleForFree":false,"cssSelector":".paywall"}}</script>` })),
  });
  // Login walls: a 200 login page, or a 302 to /login.
  const loginForm = (title: string) => wallPage(title, `<h1>${title}</h1><form action="/session" method="post"><label>Email <input type="email" name="email"></label><label>Password <input type="password" name="password"></label><button>Log in</button></form><p>Forgot your password? New here? <a href="/join">Create an account</a></p>`);
  add('login', { expected: 'paywalled', reason: 'login wall served with 200 at the cited URL', context: { title: 'Quarterly results discussion' }, handle: ok(loginForm('Sign in to continue')) });
  add('login', { expected: 'paywalled', reason: 'login wall: 200 "Log in to see this post"', context: { title: 'Team offsite photos' }, handle: ok(loginForm('Log in to see this post')) });
  add('login', { expected: 'paywalled', reason: 'login wall: 302 to /login?next=…', context: { title: 'Quarterly results discussion' },
    handle: (q, r) => redirect(r, 302, `/login?next=${encodeURIComponent(q.url ?? '/')}`) });
  add('login', { expected: 'paywalled', reason: 'login wall: 302 to /accounts/signin', context: { title: 'Quarterly results discussion' },
    handle: (_q, r) => redirect(r, 302, '/accounts/signin') });
  cases.push({ id: 'login-page', family: 'login-target', split: 'dev', host: 'login.corpus.example', path: '/login', expected: 'paywalled', reason: 'the login page itself', context: {}, handle: ok(loginForm('Log in')) });
  cases.push({ id: 'login-page-2', family: 'login-target', split: 'dev', host: 'login.corpus.example', path: '/accounts/signin', expected: 'paywalled', reason: 'the login page itself', context: {}, handle: ok(loginForm('Sign in')) });
  add('status-paywall', { expected: 'paywalled', reason: 'HTTP 402', context: {}, handle: (_q, r) => send(r, 402, '<html><body>Payment required</body></html>') });
  add('status-paywall', { expected: 'paywalled', reason: 'HTTP 401 with a Bearer challenge (account required)', context: {}, handle: (_q, r) => send(r, 401, '<html><body>Please sign in</body></html>', { 'www-authenticate': 'Bearer realm="api"' }) });

  // ——— blocked ———
  const blockedWalls: { kind: string; status: number; title: string; body: string; headers?: Record<string, string> }[] = [
    { kind: 'Sucuri JS challenge', status: 200, title: 'You are being redirected...', body: `<script>var s={},u,c,U,r,i,l=0,a,e=eval,w=String.fromCharCode,sucuri_cloudproxy_js='',S='cz0i';document.cookie='sucuri_cloudproxy_uuid_x=1';location.reload();</script><noscript>Javascript is required. Please enable javascript before you are allowed to see this page.</noscript>` },
    { kind: 'generic JS challenge', status: 200, title: 'Checking your browser', body: `<h1>Checking your browser before accessing the site.</h1><p>This process is automatic. Your browser will redirect to your requested content shortly.</p><p>Please allow up to 5 seconds…</p>` },
    { kind: 'enable JS and cookies', status: 200, title: 'One moment, please...', body: `<noscript><h1>Please enable JavaScript and cookies to continue</h1></noscript><script src="/challenge.js"></script>` },
    { kind: 'AWS WAF challenge', status: 202, title: '', body: `<script src="https://x.token.awswaf.com/challenge.js"></script><script>AwsWafIntegration.getToken()</script><div id="challenge-container"></div>` },
    { kind: 'Distil "Pardon Our Interruption"', status: 200, title: 'Pardon Our Interruption', body: `<h1>Pardon Our Interruption</h1><p>As you were browsing something about your browser made us think you were a bot.</p>` },
    { kind: 'F5 WAF Request Rejected', status: 200, title: 'Request Rejected', body: `The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 1234567890123456789<br><br><a href='javascript:history.back();'>[Go Back]</a>` },
    { kind: 'WAF block page', status: 200, title: 'Access Denied', body: `<h1>Access Denied</h1><p>You don't have permission to access this resource on this server.</p><p>Reference #18.5f3e1602.1700000000.1a2b3c</p>` },
    { kind: 'Wordfence block', status: 503, title: 'Your access to this site has been limited', body: `<h1>Your access to this site has been limited by the site owner</h1><p>Generated by Wordfence</p>` },
    { kind: 'Cloudflare "Sorry, you have been blocked"', status: 403, title: 'Attention Required! | Cloudflare', body: `<h1>Sorry, you have been blocked</h1><h2>You are unable to access news.example</h2><p>Why have I been blocked?</p>`, headers: { server: 'cloudflare' } },
    { kind: 'mod_security 406', status: 406, title: 'Not Acceptable!', body: `<h1>Not Acceptable!</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p>` },
    { kind: 'WAF 406 bare', status: 406, title: '406 Not Acceptable', body: `<h1>406 Not Acceptable</h1>` },
    { kind: '418 to bots', status: 418, title: "I'm a teapot", body: `<h1>I'm a teapot</h1>` },
    { kind: 'LinkedIn-style 999', status: 999, title: '', body: `<script>window.location.href="https://www.example/authwall"</script>` },
    { kind: '400 from a WAF', status: 400, title: 'Bad Request', body: `<h1>Bad Request</h1><p>Your request has been blocked.</p>` },
    { kind: 'plain 403', status: 403, title: '403 Forbidden', body: `<h1>Forbidden</h1><hr><center>nginx</center>` },
    { kind: 'consent interstitial', status: 200, title: 'Before you continue', body: `<h1>Before you continue to News Example</h1><p>We use cookies and data to deliver and maintain our services, measure audience engagement and show personalised ads.</p><button>Reject all</button><button>Accept all</button><a>More options</a>` },
    { kind: 'consent interstitial (TCF)', status: 200, title: 'Privacy settings', body: `<div id="sp_message_container"><h2>We value your privacy</h2><p>We and our 842 partners store and access information on your device, such as cookies, to process personal data.</p><button>Accept</button><button>Reject</button><button>Manage options</button></div>` },
    { kind: 'geo-block', status: 200, title: 'Not available in your region', body: `<h1>This content is not available in your country</h1><p>Due to licensing restrictions we cannot show this page in your region.</p>` },
    { kind: 'GDPR geo-block', status: 200, title: 'Notice', body: `<p>Unfortunately, our website is currently unavailable in most European countries. We are engaged on the issue and committed to looking at options that support our full range of digital offerings to the EU market.</p>` },
    { kind: 'geo-block 451', status: 451, title: 'Unavailable For Legal Reasons', body: `<h1>Unavailable For Legal Reasons</h1>` },
    { kind: 'maintenance 200', status: 200, title: 'Down for maintenance', body: `<h1>We’ll be back soon!</h1><p>Sorry for the inconvenience but we’re performing some maintenance at the moment. We’ll be back online shortly!</p>` },
    { kind: 'maintenance 503', status: 503, title: 'Maintenance', body: `<h1>Site under maintenance</h1><p>Please check back later.</p>` },
    { kind: 'maintenance (German)', status: 200, title: 'Wartungsarbeiten', body: `<h1>Wartungsarbeiten</h1><p>Unsere Website wird gerade gewartet. Bitte versuchen Sie es später erneut.</p>` },
    { kind: 'database error', status: 200, title: 'Database Error', body: `<h1>Error establishing a database connection</h1>` },
    { kind: 'database error (SQL)', status: 200, title: 'Site error', body: `<p>SQLSTATE[HY000] [2002] Connection refused</p><p>Fatal error: Uncaught PDOException in /var/www/html/db.php on line 12</p>` },
    { kind: 'database error (too many connections)', status: 500, title: '', body: `<b>Warning</b>: mysqli_connect(): (HY000/1040): Too many connections in <b>/srv/www/index.php</b> on line <b>4</b>` },
    { kind: 'DDoS protection', status: 200, title: 'DDoS-Guard', body: `<h1>Checking your browser before accessing</h1><p>DDoS protection by DDoS-Guard</p>` },
    { kind: 'captcha', status: 200, title: 'Are you a robot?', body: `<h1>Please verify you are a human</h1><div class="g-recaptcha" data-sitekey="x"></div>` },
    { kind: 'captcha (Chinese)', status: 200, title: '安全验证', body: `<h1>请完成安全验证</h1><p>为了保护网站安全，请您输入验证码后继续访问。</p>` },
    { kind: 'rate limit 429', status: 429, title: 'Too Many Requests', body: `<h1>Too Many Requests</h1>` },
    { kind: 'persistent 503', status: 503, title: 'Service Unavailable', body: `<h1>Service Unavailable</h1><p>The server is temporarily unable to service your request.</p>` },
    { kind: 'persistent 502', status: 502, title: '502 Bad Gateway', body: `<center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center>` },
    { kind: 'persistent 500', status: 500, title: '500 Internal Server Error', body: `<h1>Internal Server Error</h1>` },
    { kind: 'empty JS shell', status: 200, title: '', body: `<div id="__next"></div><script src="/_next/static/chunks/main.js"></script>` },
    { kind: 'empty JS shell with title', status: 200, title: 'Loading…', body: `<div id="app"></div><noscript>You need to enable JavaScript to run this app.</noscript><script src="/app.js"></script>` },
  ];
  blockedWalls.forEach((w) => {
    add('wall', {
      expected: 'blocked', reason: `${w.kind} (HTTP ${w.status})`,
      context: { title: TEXTS[0]!.title, claims: [TEXTS[0]!.claim], quotes: [TEXTS[0]!.quote] }, quotes: [{ quote: TEXTS[0]!.quote, present: false }],
      handle: (_q, r) => send(r, w.status, wallPage(w.title, w.body), w.headers ?? {}),
    });
  });
  add('basic-auth', { expected: 'blocked', reason: 'staging server: 401 with Basic auth is not a paywall', context: {},
    handle: (_q, r) => send(r, 401, '<html><body>401 Authorization Required</body></html>', { 'www-authenticate': 'Basic realm="Staging"' }) });
  add('basic-auth', { expected: 'blocked', reason: 'Basic auth 401 (Digest)', context: {},
    handle: (_q, r) => send(r, 401, '<html><body>Unauthorized</body></html>', { 'www-authenticate': 'Digest realm="intranet", qop="auth", nonce="abc"' }) });
  add('consent-redirect', { expected: 'blocked', reason: 'redirect to a consent. host interstitial', context: { title: TEXTS[0]!.title },
    handle: (q, r, w) => redirect(r, 302, `${w.origin('consent.corpus.example')}/ml?continue=${encodeURIComponent(`http://x${q.url}`)}`) });
  add('consent-redirect', { expected: 'blocked', reason: 'redirect to a consent. host with a collect-consent path', context: { title: TEXTS[1]!.title },
    handle: (_q, r, w) => redirect(r, 302, `${w.origin('consent.corpus.example')}/collectConsent?sessionId=1`) });
  cases.push({ id: 'consent-host', family: 'consent-target', split: 'dev', host: 'consent.corpus.example', path: '/ml', expected: 'blocked', reason: 'consent host', context: {},
    handle: ok(wallPage('Before you continue', '<h1>Before you continue</h1><p>We use cookies and data to deliver our services.</p><button>Accept all</button>')) });
  cases.push({ id: 'consent-host-2', family: 'consent-target', split: 'dev', host: 'consent.corpus.example', path: '/collectConsent', expected: 'blocked', reason: 'consent host', context: {},
    handle: ok(wallPage('Your privacy', '<p>Your privacy choices: accept or reject cookies.</p><button>OK</button>')) });
  add('timeout', { expected: 'blocked', reason: 'server never answers (timeout)', context: {}, handle: () => undefined });

  // ——— mismatch ———
  const soft404: { title: string; body: string; kind: string; sidebar?: boolean }[] = [
    { kind: 'short soft 404', title: 'Page not found | Example Times', body: '<h1>Oops!</h1><p>Try the search box.</p>' },
    { kind: 'soft 404 by text', title: 'Example Times', body: '<h1>Sorry</h1><p>The page you are looking for could not be found.</p>' },
    { kind: 'soft 404 "Oops, nothing here"', title: 'Example Times', body: '<h1>Oops, nothing here</h1><p>Looks like this page went on vacation.</p>', sidebar: true },
    { kind: 'long soft 404 with sidebar', title: 'Example Times — Error', body: `<h1>We can’t find that page</h1><p>It may have been moved or deleted.</p>`, sidebar: true },
    { kind: 'soft 404 "doesn\'t exist"', title: 'Example Blog', body: `<h2>This page doesn't exist.</h2><p>Head back to the homepage.</p>`, sidebar: true },
    { kind: 'soft 404 (German)', title: 'Seite nicht gefunden', body: `<h1>Seite nicht gefunden</h1><p>Die angeforderte Seite existiert nicht.</p>`, sidebar: true },
    { kind: 'soft 404 (French)', title: 'Page introuvable', body: `<h1>Page introuvable</h1><p>La page que vous recherchez n’existe pas.</p>` },
    { kind: 'soft 404 (Spanish)', title: 'Página no encontrada', body: `<h1>Error 404</h1><p>Lo sentimos, la página que buscas no existe.</p>`, sidebar: true },
    { kind: 'soft 404 "no longer available"', title: 'Example Shop', body: `<h1>This page is no longer available</h1><p>Browse our other products.</p>`, sidebar: true },
  ];
  soft404.forEach((s) => {
    const side = s.sidebar ? `<aside><h3>Latest stories</h3><ul>${Array.from({ length: 12 }, (_, k) => `<li><a href="/a/${k}">${prose(1, k)}</a></li>`).join('')}</ul></aside>` : '';
    add('soft404', {
      expected: 'mismatch', reason: s.kind, context: { title: TEXTS[0]!.title, claims: [TEXTS[0]!.claim], quotes: [TEXTS[0]!.quote] }, quotes: [{ quote: TEXTS[0]!.quote, present: false }],
      handle: ok(`<html><head><title>${esc(s.title)}</title></head><body><header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header><main>${s.body}</main>${side}<footer>© Example</footer></body></html>`),
    });
  });
  const search = [
    `<h1>Search results for "cycling lanes council"</h1><p>0 results found.</p>`,
    `<h1>Search</h1><p>Your search - cycling lanes - did not match any documents.</p>`,
    `<h1>Sorry, no results were found for “cycling lanes”.</h1><p>Try different keywords.</p>`,
    `<h2>No results found</h2><p>We couldn't find anything matching your search.</p>`,
  ];
  search.forEach((b, i) => {
    add('search', {
      expected: 'mismatch', reason: 'search page with zero results', path: i % 2 ? `/search/p${i}` : `/p${i}/search`,
      context: { title: TEXTS[0]!.title, claims: [TEXTS[0]!.claim] },
      handle: ok(`<html><head><title>Search | Northern Courier</title></head><body><nav>Home News Sport</nav><main>${b}</main><aside>${prose(3, i)}</aside></body></html>`),
    });
  });
  const takedown = [
    'This content has been removed due to a copyright claim.',
    'This article has been removed at the request of the publisher.',
    'This video is no longer available because the account associated with it has been terminated.',
    'This account has been suspended.',
    'The page you requested has been taken down in response to a DMCA notice.',
  ];
  takedown.forEach((t, i) => {
    add('takedown', {
      expected: 'mismatch', reason: `takedown notice: "${t.slice(0, 40)}…"`, context: { title: TEXTS[0]!.title, claims: [TEXTS[0]!.claim] },
      handle: ok(`<html><head><title>${['Content removed', 'Notice', 'Video unavailable', 'Account suspended', 'Removed'][i]}</title></head><body><main><h1>${t}</h1><p>Learn more about our policies.</p></main></body></html>`),
    });
  });
  for (let i = 0; i < 3; i++) {
    add('home-redirect', { expected: 'mismatch', reason: 'deep link redirected to the site home page', context: { title: TEXTS[i]!.title },
      handle: (_q, r, w) => redirect(r, 301, `${w.origin('homeland.corpus.example')}/`) });
  }
  cases.push({ id: 'homeland', family: 'home-target', split: 'dev', host: 'homeland.corpus.example', path: '/', expected: 'valid', reason: 'a home page', context: {},
    handle: ok(`<html><head><title>Homeland News</title></head><body><h1>Top stories</h1><ul><li>${prose(1)}</li><li>${prose(1, 1)}</li></ul></body></html>`) });
  for (let i = 0; i < 5; i++) {
    const t = TEXTS[i]!;
    const other = TEXTS[(i + 5) % TEXTS.length]!;
    add('unrelated', {
      expected: 'mismatch', reason: `page about "${other.title.slice(0, 30)}…" cited for "${t.title.slice(0, 30)}…"`,
      context: { title: t.title, claims: [t.claim], quotes: [t.quote] }, quotes: [{ quote: t.quote, present: false }],
      handle: ok(articleHtml({ title: other.title, publisher: other.publisher, author: other.author, date: '2015-05-05', style: 'og', paragraphs: other.paragraphs, lang: other.lang })),
    });
  }

  // ——— invalid ———
  for (const status of [404, 404, 410, 404]) {
    add('dead', { expected: 'invalid', reason: `HTTP ${status}`, context: {},
      handle: (_q, r) => send(r, status, `<html><head><title>${status}</title></head><body><h1>Not Found</h1></body></html>`) });
  }
  add('dead', { expected: 'invalid', reason: 'HTTP 404 with a full branded page (sidebar, links)', context: {},
    handle: (_q, r) => send(r, 404, articleHtml({ title: 'Page not found', publisher: 'X', author: 'X', date: '2020-01-01', style: 'plain', paragraphs: [prose(6)], sidebar: true })) });
  add('malformed', { expected: 'invalid', reason: '302 without a Location', context: {}, handle: (_q, r) => { r.writeHead(302, { 'content-type': 'text/html' }); r.end('moved'); } });
  add('malformed', { expected: 'invalid', reason: 'not HTTP at all', context: {}, handle: (q) => { q.socket.end('220 mail.example ESMTP\r\n'); } });
  add('unsafe', { expected: 'invalid', reason: 'redirect to cloud metadata address', context: {}, handle: (_q, r) => redirect(r, 302, 'http://169.254.169.254/latest/meta-data/') });
  add('unsafe', { expected: 'invalid', reason: 'meta refresh to a private address', context: {},
    handle: ok('<html><head><meta http-equiv="refresh" content="0;url=http://10.0.0.7/admin"></head><body>Redirecting</body></html>') });
  add('unsafe', { expected: 'invalid', reason: 'redirect to file://', context: {}, handle: (_q, r) => redirect(r, 302, 'file:///etc/passwd') });
  for (let i = 0; i < 3; i++) {
    const junk = Buffer.alloc(6000);
    let x = 12345 + i;
    for (let k = 0; k < junk.length; k++) { x = (x * 1103515245 + 12345) & 0x7fffffff; junk[k] = x >> 16 & 0xff; }
    add('junk', { expected: 'invalid', reason: ['random bytes served as text/html', 'a PNG image served as text/html', 'a zip archive served as text/html'][i]!, context: { title: TEXTS[0]!.title },
      handle: ok(Buffer.concat([Buffer.from(['', '\x89PNG\r\n\x1a\n', 'PK\x03\x04'][i]!, 'latin1'), junk]), { 'content-type': 'text/html' }) });
  }
  return cases;
}

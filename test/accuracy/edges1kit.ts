/**
 * Helpers of the edge set edges1 (test/accuracy/edges1.ts): near-miss articles and far-hit notices.
 * Written from the signal → status table in words (docs/online-validation.md) without reading the
 * classifier or the other sets' pages.
 */
import { article, entry, esc, linkList, serveArticle, shell, write, type ArticleOpts, type Entry, type Send } from './blindkit';
import type { Handler, QuoteCheck } from './corpus';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';

export const q = (quote: string, present = true): QuoteCheck => ({ quote, present });

const strip = (s: string) => s.replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
/** The first sentence of a paragraph, as a citing claim. */
export function claimOf(p: string): string {
  const t = strip(p);
  const m = /^(.{40,220}?[.!?。！？])(\s|$)/u.exec(t);
  return (m ? m[1]! : t.slice(0, 160)).trim();
}

export type Near = {
  id: string;
  host: string;
  lang: string;
  site: string;
  title: string;
  paras: string[];
  /** Which table row the page probes (the label's one-line reason). */
  row: string;
  author?: string | null;
  date?: string | null;
  section?: string;
  charset?: string;
  quotes?: QuoteCheck[];
  expected?: CitationStatus;
  context?: ClassifyContext;
  /** article (default), or a page that is not a news article: docs / help centre, forum thread, product page. */
  shape?: 'article' | 'docs' | 'forum' | 'product';
  o?: Partial<ArticleOpts>;
  send?: Omit<Send, 'body'>;
  sidebar?: string;
};

/** A near miss: a real page ABOUT the thing a rule detects. Valid unless told otherwise. */
export function near(n: Near): Entry {
  const ctx = n.context ?? { title: n.title, claims: [claimOf(n.paras[1] ?? n.paras[0]!)] };
  const reason = `near miss — ${n.row}`;
  if (!n.shape || n.shape === 'article') {
    const page = article({
      site: n.site,
      siteUrl: `https://${n.host}`,
      lang: n.lang,
      title: n.title,
      author: n.author === undefined ? 'Staff' : n.author,
      date: n.date === undefined ? '2025-03-14T08:30:00Z' : n.date,
      section: n.section,
      paras: n.paras,
      charset: n.charset,
      cookie: true,
      related: ['Markets steady ahead of the rate decision', 'Council approves new cycling budget', 'Five books to read this spring'],
      ...(n.sidebar ? { sidebar: n.sidebar } : {}),
      ...(n.o ?? {}),
    });
    return entry(n.id, n.host, n.expected ?? 'valid', reason, serveArticle(page, { ...(n.send ?? {}), charset: n.charset }), { context: ctx, quotes: n.quotes });
  }
  const body = n.paras.map((p) => (/^<(h2|h3|ul|ol|blockquote|pre|div|table)/.test(p) ? p : `<p>${p}</p>`)).join('\n');
  let main: string;
  if (n.shape === 'docs') {
    main = `<div class="docs-layout"><nav class="docs-toc" aria-label="Contents"><ul><li><a href="#a">Overview</a></li><li><a href="#b">Causes</a></li><li><a href="#c">What to do</a></li></ul></nav><article class="docs-article"><h1>${esc(n.title)}</h1><p class="updated">${esc(n.date?.slice(0, 10) ?? '')}</p>${body}<div class="helpful">Was this article helpful? <button>Yes</button> <button>No</button></div></article></div>`;
  } else if (n.shape === 'forum') {
    const [question, ...answers] = n.paras;
    main = `<div class="thread"><h1 class="thread-title">${esc(n.title)}</h1><div class="post op"><div class="post-author">asked by <a href="/u/kestrel_77">kestrel_77</a></div><div class="post-body"><p>${question}</p></div></div>${answers
      .map((a, i) => `<div class="post answer"><div class="post-author">answered by <a href="/u/${['marlow', 'ines_v', 'tobiask', 'r_okafor'][i % 4]}">${['marlow', 'ines_v', 'tobiask', 'r_okafor'][i % 4]}</a> · ${12 - i} votes</div><div class="post-body"><p>${a}</p></div></div>`)
      .join('')}<form class="reply"><textarea name="reply" placeholder="Your answer"></textarea><button>Post your answer</button></form></div>`;
  } else {
    main = `<div class="product"><h1 itemprop="name">${esc(n.title)}</h1><div class="rating">★★★★☆ 4.2 (318 reviews)</div>${body}</div>`;
  }
  const html = shell({ lang: n.lang, site: n.site, title: `${n.title} | ${n.site}`, main, cookie: true, charset: n.charset, sidebar: n.sidebar ?? linkList('Popular', ['Getting started', 'Account and billing', 'Privacy and security', 'Troubleshooting']) });
  return entry(n.id, n.host, n.expected ?? 'valid', reason, (_q, r) => write(r, { ...(n.send ?? {}), charset: n.charset, body: html }), { context: ctx, quotes: n.quotes });
}

export type Far = {
  id: string;
  host: string;
  lang: string;
  expected: CitationStatus;
  row: string;
  /** The <title> of the page served. */
  title: string;
  /** Main content of the notice (HTML). */
  main: string;
  /** The citation's title (the page that was cited). */
  cited: string;
  claim?: string;
  status?: number;
  headers?: Record<string, string>;
  charset?: string;
  /** chrome: the site's header, nav, footer, sidebar and cookie banner around the notice; bare: a page of its own. */
  layout?: 'chrome' | 'bare';
  head?: string;
  sidebar?: string;
  site?: string;
  path?: string;
};

/** A far hit: a wall / notice / soft 404 written the way a site nobody copied writes it. */
export function far(f: Far): Entry {
  const site = f.site ?? f.host.replace(/^www\./, '').replace(/\.example$/, '');
  const html =
    (f.layout ?? 'chrome') === 'chrome'
      ? shell({ lang: f.lang, site, title: f.title, main: f.main, head: f.head, sidebar: f.sidebar, cookie: true, charset: f.charset })
      : `<!DOCTYPE html><html lang="${f.lang}"${['ar', 'he', 'fa'].includes(f.lang) ? ' dir="rtl"' : ''}><head><meta charset="${f.charset ?? 'utf-8'}"><meta name="viewport" content="width=device-width"><title>${esc(f.title)}</title>${f.head ?? ''}</head><body>${f.main}</body></html>`;
  const handle: Handler = (_q, r) => write(r, { status: f.status ?? 200, headers: f.headers, charset: f.charset, body: html });
  return entry(f.id, f.host, f.expected, `far hit — ${f.row}`, handle, {
    path: f.path,
    context: { title: f.cited, ...(f.claim ? { claims: [f.claim] } : {}) },
    ...(f.claim ? { quotes: [q(f.claim, false)] } : {}),
  });
}

/** Related-story rail in a language (rich chrome around a notice). */
export const rail = (title: string, items: string[]) => linkList(title, items);

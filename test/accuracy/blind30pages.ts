/**
 * Page templates for the held-out set blind30 (pages whose content has a shelf life): a job board,
 * a conference / event site, an auction lot, a property listing, a shop's product page, a petition,
 * a procurement notice, a live blog, a match centre / results board, a rates table, a transport
 * notice and a report landing page, each with its own site chrome. Written for blind30 only,
 * without reading the classifier. Labels live in blind30.ts and its data modules.
 */
import { esc, footerHtml, navHtml, cookieBanner, TRACKERS, AD } from './blindkit';

export type Facts = [string, string][];
const factsDl = (f: Facts, cls = 'facts') => `<dl class="${cls}">${f.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`;
const para = (p: string) => (/^<(h2|h3|ul|ol|table|blockquote|div|figure)/.test(p) ? p : `<p>${p}</p>`);
const ldScript = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;

export type Base = {
  lang: string;
  site: string;
  charset?: string;
  /** <title>; defaults to "<h1> | site" */
  docTitle?: string;
  title: string;
  nav?: string[];
  /** a status banner shown above the content ("this job is no longer accepting applications") */
  banner?: string;
  bannerKind?: 'closed' | 'info' | 'warn';
  paras: string[];
  facts?: Facts;
  related?: { head: string; items: string[] };
  crumbs?: string[];
  cookie?: boolean;
  ads?: boolean;
  ld?: unknown;
  og?: boolean;
  date?: string;
  extraHead?: string;
  after?: string;
};

function head(o: Base, url: string, kind: string): string {
  const cs = o.charset ?? 'utf-8';
  const dt = o.docTitle ?? `${o.title} | ${o.site}`;
  const desc = o.paras[0]?.replace(/<[^>]+>/g, '').slice(0, 150) ?? '';
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${cs}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(dt)}</title>
<meta name="description" content="${esc(desc)}">
<link rel="canonical" href="${esc(url)}">
${o.og === false ? '' : `<meta property="og:site_name" content="${esc(o.site)}">
<meta property="og:title" content="${esc(o.title)}">
<meta property="og:type" content="${kind}">
<meta property="og:url" content="${esc(url)}">`}
${o.date ? `<meta property="article:published_time" content="${o.date}">` : ''}
${o.ld ? ldScript(o.ld) : ''}
<link rel="stylesheet" href="/assets/${kind}.b30.css">
${o.extraHead ?? ''}
${o.ads ? TRACKERS : ''}
</head>`;
}

const crumbs = (c?: string[]) => (c?.length ? `<nav class="breadcrumb" aria-label="breadcrumb"><ol>${c.map((x, i) => `<li><a href="/${i ? `c${i}/` : ''}">${esc(x)}</a></li>`).join('')}</ol></nav>` : '');
const bannerHtml = (o: Base) => (o.banner ? `<div class="status-banner status-${o.bannerKind ?? 'closed'}" role="status"><strong>${esc(o.banner)}</strong></div>` : '');
const relatedHtml = (r?: Base['related']) => (r ? `<section class="related"><h2>${esc(r.head)}</h2><ul>${r.items.map((t, i) => `<li><a href="/item/${7100 + i}">${esc(t)}</a></li>`).join('')}</ul></section>` : '');

/** A job board's ad page (Stepstone / Indeed / Pracuj-like). */
export function jobPage(o: Base & { company: string; apply?: string }): (url: string) => string {
  return (url) => `${head(o, url, 'website')}
<body class="job-detail">
<header class="jb-header"><a class="jb-logo" href="/">${esc(o.site)}</a><nav class="jb-nav"><a href="/jobs">${esc(o.nav?.[0] ?? 'Jobs')}</a> <a href="/companies">${esc(o.nav?.[1] ?? 'Companies')}</a> <a href="/salary">${esc(o.nav?.[2] ?? 'Salaries')}</a> <a href="/login">${esc(o.nav?.[3] ?? 'Sign in')}</a></nav></header>
${crumbs(o.crumbs)}
<main class="jb-main">
${bannerHtml(o)}
<article class="job-ad" itemscope itemtype="https://schema.org/JobPosting">
<h1 class="job-title" itemprop="title">${esc(o.title)}</h1>
<div class="job-company" itemprop="hiringOrganization">${esc(o.company)}</div>
${o.facts ? factsDl(o.facts, 'job-facts') : ''}
<div class="job-description" itemprop="description">
${o.paras.map(para).join('\n')}
</div>
${o.apply ? `<div class="apply-box"><button class="apply-btn" ${o.banner ? 'disabled' : ''}>${esc(o.apply)}</button></div>` : ''}
</article>
${relatedHtml(o.related)}
</main>
${o.after ?? ''}
${footerHtml(o.lang, o.site)}
${o.cookie === false ? '' : cookieBanner(o.lang)}
</body></html>`;
}

/** A conference / event site page: hero, key dates, programme, ticket box. */
export function eventPage(o: Base & { when: string; where: string; programme?: [string, string][]; ticket?: string }): (url: string) => string {
  return (url) => `${head(o, url, 'website')}
<body class="event-page">
<header class="ev-top"><div class="wrap"><a href="/" class="ev-brand">${esc(o.site)}</a>${navHtml(o.lang, o.nav)}</div></header>
${bannerHtml(o)}
<section class="ev-hero"><h1>${esc(o.title)}</h1><p class="ev-when">${esc(o.when)}</p><p class="ev-where">${esc(o.where)}</p>${o.ticket ? `<a class="btn ticket" href="/tickets">${esc(o.ticket)}</a>` : ''}</section>
<main class="ev-main wrap">
${o.facts ? factsDl(o.facts, 'ev-facts') : ''}
${o.paras.map(para).join('\n')}
${o.programme ? `<table class="programme"><tbody>${o.programme.map(([t, s]) => `<tr><td class="time">${esc(t)}</td><td>${esc(s)}</td></tr>`).join('')}</tbody></table>` : ''}
${relatedHtml(o.related)}
</main>
${o.after ?? ''}
${footerHtml(o.lang, o.site, `<p class="sponsors">Partners · Sponsors · Press</p>`)}
${o.cookie ? cookieBanner(o.lang) : ''}
</body></html>`;
}

/** An auction lot / marketplace item page. */
export function lotPage(o: Base & { lotNo: string; bids?: [string, string][] }): (url: string) => string {
  return (url) => `${head(o, url, 'product')}
<body class="lot-page">
<div class="topbar">${esc(o.site)} · <a href="/help">?</a></div>
<header class="ah-header"><a href="/" class="logo">${esc(o.site)}</a><form action="/search"><input name="q"></form>${navHtml(o.lang, o.nav)}</header>
${crumbs(o.crumbs)}
<main class="lot">
${bannerHtml(o)}
<div class="lot-gallery"><img src="/img/lot-${esc(o.lotNo)}-1.jpg" alt=""><img src="/img/lot-${esc(o.lotNo)}-2.jpg" alt=""></div>
<div class="lot-info">
<span class="lot-no">${esc(o.lotNo)}</span>
<h1>${esc(o.title)}</h1>
${o.facts ? factsDl(o.facts, 'lot-facts') : ''}
<div class="lot-desc">${o.paras.map(para).join('\n')}</div>
${o.bids ? `<table class="bid-history"><tbody>${o.bids.map(([a, b]) => `<tr><td>${esc(a)}</td><td>${esc(b)}</td></tr>`).join('')}</tbody></table>` : ''}
</div>
${relatedHtml(o.related)}
</main>
${o.after ?? ''}
${footerHtml(o.lang, o.site)}
${o.cookie === false ? '' : cookieBanner(o.lang)}
</body></html>`;
}

/** A property portal listing (Rightmove / Immoscout / Idealista-like). */
export function propertyPage(o: Base & { price: string; badge?: string; agent: string }): (url: string) => string {
  return (url) => `${head(o, url, 'website')}
<body class="expose">
<header class="pp-header"><a href="/" class="pp-logo">${esc(o.site)}</a>${navHtml(o.lang, o.nav)}<a class="pp-login" href="/login">👤</a></header>
${crumbs(o.crumbs)}
<main class="pp-main">
${bannerHtml(o)}
<section class="pp-gallery">${o.badge ? `<span class="badge">${esc(o.badge)}</span>` : ''}<img src="/media/listing-main.jpg" alt=""></section>
<section class="pp-summary"><h1>${esc(o.title)}</h1><p class="price">${esc(o.price)}</p>${o.facts ? factsDl(o.facts, 'key-facts') : ''}</section>
<section class="pp-description">${o.paras.map(para).join('\n')}</section>
<aside class="pp-agent"><p>${esc(o.agent)}</p><button>✉</button></aside>
${relatedHtml(o.related)}
</main>
${o.after ?? ''}
${footerHtml(o.lang, o.site)}
${o.cookie === false ? '' : cookieBanner(o.lang)}
</body></html>`;
}

/** A shop's product page with a specs table and a stock line. */
export function productPage(o: Base & { price?: string; stock?: string; specs?: Facts }): (url: string) => string {
  return (url) => `${head(o, url, 'product')}
<body class="pdp">
<div class="promo-strip">${esc(o.nav?.[0] ?? '')}</div>
<header class="shop-header"><a href="/" class="shop-logo">${esc(o.site)}</a><form class="shop-search" action="/search"><input name="q"></form><a href="/cart">🛒</a></header>
${crumbs(o.crumbs)}
<main class="pdp-main">
${bannerHtml(o)}
<div class="pdp-media"><img src="/p/hero.jpg" alt=""></div>
<div class="pdp-buy"><h1 class="pdp-title">${esc(o.title)}</h1>${o.price ? `<p class="pdp-price">${esc(o.price)}</p>` : ''}${o.stock ? `<p class="pdp-stock">${esc(o.stock)}</p>` : ''}</div>
<div class="pdp-desc">${o.paras.map(para).join('\n')}</div>
${o.specs ? `<table class="specs"><tbody>${o.specs.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</tbody></table>` : ''}
${o.facts ? factsDl(o.facts) : ''}
${relatedHtml(o.related)}
</main>
${o.after ?? ''}
${footerHtml(o.lang, o.site)}
${o.cookie === false ? '' : cookieBanner(o.lang)}
</body></html>`;
}

/** A petition / consultation / procurement / grant notice (one civic template, several skins). */
export function noticePage(o: Base & { skin: 'petition' | 'consultation' | 'tender' | 'grant' | 'transport'; counter?: string }): (url: string) => string {
  return (url) => `${head(o, url, 'website')}
<body class="${o.skin}-page govuk-template__body">
<a href="#main" class="skip">↓</a>
<header class="gov-header"><div class="gov-crest">${esc(o.site)}</div>${navHtml(o.lang, o.nav)}</header>
${crumbs(o.crumbs)}
<main id="main" class="gov-main">
${bannerHtml(o)}
<h1 class="gov-heading-xl">${esc(o.title)}</h1>
${o.counter ? `<p class="counter"><span class="count">${esc(o.counter)}</span></p>` : ''}
${o.facts ? factsDl(o.facts, 'summary-list') : ''}
<div class="gov-body">${o.paras.map(para).join('\n')}</div>
${relatedHtml(o.related)}
</main>
${o.after ?? ''}
${footerHtml(o.lang, o.site, '<p class="licence">Open licence · Accessibility statement</p>')}
${o.cookie ? cookieBanner(o.lang) : ''}
</body></html>`;
}

/** A news live blog: timestamped posts, newest first. */
export function liveBlog(o: Base & { posts: [string, string][]; ended?: string }): (url: string) => string {
  return (url) => `${head(o, url, 'article')}
<body class="liveblog">
<header class="site-header"><a href="/" class="logo">${esc(o.site)}</a>${navHtml(o.lang, o.nav)}</header>
${o.ads ? AD('top') : ''}
<main class="lb-main">
<span class="live-label">${esc(o.ended ?? 'LIVE')}</span>
<h1>${esc(o.title)}</h1>
${bannerHtml(o)}
<div class="lb-summary">${o.paras.map(para).join('\n')}</div>
<ol class="lb-posts">${o.posts.map(([t, p]) => `<li class="lb-post"><time>${esc(t)}</time><div class="lb-body"><p>${esc(p)}</p></div></li>`).join('\n')}</ol>
${relatedHtml(o.related)}
</main>
${o.after ?? ''}
${footerHtml(o.lang, o.site)}
${o.cookie === false ? '' : cookieBanner(o.lang)}
</body></html>`;
}

/** A data board: match centre, election results, exchange rates, weather warnings, rankings. */
export function boardPage(o: Base & { table: string[][]; caption?: string; stamp?: string }): (url: string) => string {
  return (url) => `${head(o, url, 'website')}
<body class="board">
<header class="site-header"><a href="/" class="logo">${esc(o.site)}</a>${navHtml(o.lang, o.nav)}</header>
${crumbs(o.crumbs)}
<main class="board-main">
${bannerHtml(o)}
<h1>${esc(o.title)}</h1>
${o.stamp ? `<p class="stamp">${esc(o.stamp)}</p>` : ''}
${o.paras.map(para).join('\n')}
<table class="data">${o.caption ? `<caption>${esc(o.caption)}</caption>` : ''}<thead><tr>${o.table[0]!.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${o.table.slice(1).map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>
${o.facts ? factsDl(o.facts) : ''}
${relatedHtml(o.related)}
</main>
${o.after ?? ''}
${footerHtml(o.lang, o.site)}
${o.cookie ? cookieBanner(o.lang) : ''}
</body></html>`;
}

/** A short notice page in site chrome (gone notices, search pages, walls): no article body. */
export function noticeShell(o: { lang: string; site: string; docTitle: string; h1: string; lines: string[]; related?: Base['related']; charset?: string; cookie?: boolean; search?: string; head?: string; status?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head><meta http-equiv="Content-Type" content="text/html; charset=${o.charset ?? 'utf-8'}"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.docTitle)}</title>
<meta name="robots" content="noindex">
<meta property="og:site_name" content="${esc(o.site)}">
${o.head ?? ''}
</head>
<body class="notice">
<header class="site-header"><a href="/" class="logo">${esc(o.site)}</a>${navHtml(o.lang)}${o.search !== undefined ? `<form action="/search"><input name="q" value="${esc(o.search)}"></form>` : ''}</header>
<main class="notice-main">
<div class="notice-box${o.status ? ` ${o.status}` : ''}"><h1>${esc(o.h1)}</h1>${o.lines.map((l) => `<p>${esc(l)}</p>`).join('')}</div>
${relatedHtml(o.related)}
</main>
${footerHtml(o.lang, o.site)}
${o.cookie === false ? '' : cookieBanner(o.lang)}
</body></html>`;
}

/**
 * Page templates for the held-out set blind27 (law, standards, patents, security advisories and
 * software vendors). Each template imitates one kind of site's chrome — court portals, legislation
 * databases with version and language switches, law-firm insight pages, standards-body shops,
 * spec documents, patent records, CVE / CERT advisories, vendor product / changelog / knowledge-base
 * pages, app and extension stores, package registries and code hosts. Written without looking at
 * citeflow's classifier; the labels live in blind27.ts.
 */
import { esc } from './blindkit';

const p = (x: string) => (/^<(h2|h3|h4|ul|ol|table|pre|blockquote|div|dl|section)/.test(x) ? x : `<p>${x}</p>`);
const paras = (xs: string[]) => xs.map(p).join('\n');

export type Base = { lang: string; charset?: string; site: string; title: string; docTitle?: string; paras: string[]; head?: string; date?: string; author?: string };

const metaHead = (o: Base, extra = '') => `<meta charset="${o.charset ?? 'utf-8'}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.docTitle ?? `${o.title} – ${o.site}`)}</title>
<meta property="og:site_name" content="${esc(o.site)}">
<meta property="og:title" content="${esc(o.title)}">
${o.date ? `<meta name="dcterms.date" content="${o.date}">` : ''}
${o.author ? `<meta name="author" content="${esc(o.author)}">` : ''}
${extra}${o.head ?? ''}`;

/** A court portal: breadcrumbs, case header table, decision text, print/download links. */
export function courtPage(o: Base & { court: string; caseNo: string; ecli?: string; banner?: string; nav?: string[]; sideLinks?: string[] }): string {
  const nav = o.nav ?? ['Home', 'Decisions', 'Calendar', 'Press', 'Rules', 'Contact'];
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head>${metaHead(o, `<meta name="DC.identifier" content="${esc(o.ecli ?? o.caseNo)}">\n<link rel="stylesheet" href="/res/css/portal.css">`)}</head>
<body class="court-portal">
<div id="top-bar"><a href="/">${esc(o.court)}</a> <span class="lang-switch">${['de', 'en', 'fr'].map((l) => `<a href="?lang=${l}">${l.toUpperCase()}</a>`).join(' | ')}</span></div>
<nav class="mainmenu"><ul>${nav.map((n, i) => `<li><a href="/m${i}">${esc(n)}</a></li>`).join('')}</ul></nav>
<div class="breadcrumb">${esc(nav[0]!)} › ${esc(nav[1]!)} › ${esc(o.caseNo)}</div>
${o.banner ?? ''}
<main id="content">
<table class="case-header"><tr><th>${esc(o.court)}</th><td>${esc(o.caseNo)}</td></tr>${o.ecli ? `<tr><th>ECLI</th><td>${esc(o.ecli)}</td></tr>` : ''}${o.date ? `<tr><th>Date</th><td>${esc(o.date)}</td></tr>` : ''}</table>
<h1>${esc(o.title)}</h1>
<div class="decision-text">
${paras(o.paras)}
</div>
<div class="doc-actions"><a href="#print">Print</a> · <a href="#pdf">PDF</a> · <a href="#cite">Cite</a></div>
</main>
<aside class="side">${(o.sideLinks ?? []).map((s) => `<a href="/s/${encodeURIComponent(s)}">${esc(s)}</a>`).join('<br>')}</aside>
<footer><p>${esc(o.court)} · Accessibility · Privacy · Legal notice</p></footer>
</body></html>`;
}

/** A legislation database: version selector, status banner, table of contents, language bar. */
export function lawPage(o: Base & { status?: string; versions?: string[]; langs?: string[]; toc?: string[]; portal: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head>${metaHead(o, '<link rel="stylesheet" href="/css/legal.min.css">\n<script src="/js/toc.js" defer></script>')}</head>
<body>
<header class="portal-header"><div class="logo">${esc(o.portal)}</div>
${o.langs ? `<div class="language-bar" role="navigation">${o.langs.map((l) => `<a class="lang" href="?locale=${l}" hreflang="${l}">${l}</a>`).join(' ')}</div>` : ''}
<form class="quicksearch" action="/search"><input name="text" aria-label="Search"><button>Search</button></form></header>
${o.versions ? `<div class="timeline"><label>Version</label><select>${o.versions.map((v, i) => `<option${i === 0 ? ' selected' : ''}>${esc(v)}</option>`).join('')}</select></div>` : ''}
${o.status ? `<div class="status-banner" role="note">${o.status}</div>` : ''}
<div class="layout">
${o.toc ? `<nav class="toc"><ol>${o.toc.map((t, i) => `<li><a href="#s${i}">${esc(t)}</a></li>`).join('')}</ol></nav>` : ''}
<main class="act">
<h1 class="act-title">${esc(o.title)}</h1>
${paras(o.paras)}
</main></div>
<footer class="portal-footer"><a href="/about">${esc(o.portal)}</a> · <a href="/help">Help</a> · <a href="/legal">Legal notice</a> · <a href="/cookies">Cookies</a></footer>
</body></html>`;
}

/** A law firm's insights page: hero, authors with photos, disclaimer, related alerts, subscribe box. */
export function firmAlert(o: Base & { firm: string; kind?: string; authors: string[]; disclaimer: string; related?: string[]; wall?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head>${metaHead(o, `<meta property="article:published_time" content="${o.date ?? ''}">\n<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Article', headline: o.title, datePublished: o.date, author: o.authors.map((a) => ({ '@type': 'Person', name: a })), publisher: { '@type': 'Organization', name: o.firm } })}</script>`)}</head>
<body class="insights-detail">
<header><a class="brand" href="/">${esc(o.firm)}</a><nav><a href="/people">People</a> <a href="/practices">Practices</a> <a href="/insights">Insights</a> <a href="/offices">Offices</a> <a href="/careers">Careers</a></nav></header>
<section class="hero"><span class="eyebrow">${esc(o.kind ?? 'Client Alert')}</span><h1>${esc(o.title)}</h1><time datetime="${o.date ?? ''}">${esc(o.date ?? '')}</time></section>
<div class="authors">${o.authors.map((a) => `<div class="author-card"><img src="/img/people/${encodeURIComponent(a)}.jpg" alt=""><a href="/people/${encodeURIComponent(a)}">${esc(a)}</a></div>`).join('')}</div>
<article class="rich-text">
${paras(o.paras)}
${o.wall ?? ''}
</article>
<div class="disclaimer"><small>${o.disclaimer}</small></div>
${o.related ? `<section class="related-insights"><h2>Related</h2><ul>${o.related.map((r, i) => `<li><a href="/insights/r${i}">${esc(r)}</a></li>`).join('')}</ul></section>` : ''}
<section class="subscribe"><h2>Stay informed</h2><form><input type="email" placeholder="E-mail"><button>Subscribe</button></form></section>
<footer>© ${esc(o.firm)} · Attorney advertising · Privacy · Cookie preferences</footer>
</body></html>`;
}

/** A standards body's shop page: reference, status, abstract, price table, add-to-basket, preview. */
export function standardShop(o: Base & { ref: string; status: string; price?: string; buy?: string; shop: string; extra?: string; lifecycle?: string[] }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head>${metaHead(o, `<link rel="stylesheet" href="/assets/store.css">`)}</head>
<body class="product-page">
<header class="shop-header"><a href="/">${esc(o.shop)}</a><nav><a href="/standards">Standards</a> <a href="/sectors">Sectors</a> <a href="/about">About</a> <a href="/news">News</a> <a href="/cart">🛒 Cart (0)</a> <a href="/login">Sign in</a></nav></header>
<div class="breadcrumbs"><a href="/">${esc(o.shop)}</a> / <a href="/standards">Standards catalogue</a> / ${esc(o.ref)}</div>
<main>
<div class="product-head"><span class="ref">${esc(o.ref)}</span><h1>${esc(o.title)}</h1></div>
<dl class="general-info"><dt>Status</dt><dd>${o.status}</dd>${o.date ? `<dt>Publication date</dt><dd>${esc(o.date)}</dd>` : ''}</dl>
<section class="abstract"><h2>Abstract</h2>${paras(o.paras)}</section>
${o.lifecycle ? `<section class="lifecycle"><h2>Life cycle</h2><ol>${o.lifecycle.map((l) => `<li>${l}</li>`).join('')}</ol></section>` : ''}
${o.price ? `<section class="buy-box"><table><tr><th>Format</th><th>Language</th><th>Price</th></tr><tr><td>PDF</td><td>English</td><td>${esc(o.price)}</td></tr><tr><td>Paper</td><td>English</td><td>${esc(o.price)}</td></tr></table><button class="add-to-cart">${esc(o.buy ?? 'Buy')}</button></section>` : ''}
${o.extra ?? ''}
</main>
<footer>© ${esc(o.shop)} · Terms · Copyright · Privacy</footer>
</body></html>`;
}

/** A spec document (W3C / IETF / WHATWG style): status block, abstract, numbered sections. */
export function specDoc(o: Base & { org: string; status: string; sections: [string, string[]][]; header?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head>${metaHead(o, '<link rel="stylesheet" href="/StyleSheets/TR/2021/base.css">')}</head>
<body class="h-entry">
<div class="head"><p class="logo"><a href="/">${esc(o.org)}</a></p>
<h1 class="p-name no-ref" id="title">${esc(o.title)}</h1>
${o.header ?? ''}
</div>
<section id="abstract"><h2>Abstract</h2>${paras(o.paras)}</section>
<section id="sotd"><h2>Status of This Document</h2>${o.status}</section>
<nav id="toc"><h2>Table of Contents</h2><ol>${o.sections.map(([h], i) => `<li><a href="#sec-${i + 1}">${i + 1}. ${esc(h)}</a></li>`).join('')}</ol></nav>
${o.sections.map(([h, ps], i) => `<section id="sec-${i + 1}"><h2>${i + 1}. ${esc(h)}</h2>${paras(ps)}</section>`).join('\n')}
</body></html>`;
}

/** A patent record (patent-search style): bibliographic data, legal events, abstract, claims. */
export function patentPage(o: Base & { number: string; status: string; events: [string, string][]; claims: string[]; labels: { abstract: string; claims: string; status: string; events: string }; inventors?: string[] }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head>${metaHead(o, `<meta name="citation_patent_number" content="${esc(o.number)}">\n<meta name="DC.title" content="${esc(o.title)}">`)}</head>
<body>
<header class="search-bar"><a href="/">${esc(o.site)}</a><form action="/"><input name="q" value="${esc(o.number)}"></form></header>
<main class="patent-result">
<div class="pub-number">${esc(o.number)}</div>
<h1 id="title">${esc(o.title)}</h1>
<dl class="biblio"><dt>${esc(o.labels.status)}</dt><dd class="legal-status">${o.status}</dd>${o.inventors ? `<dt>Inventor</dt><dd>${o.inventors.map(esc).join(', ')}</dd>` : ''}${o.date ? `<dt>Priority</dt><dd>${esc(o.date)}</dd>` : ''}</dl>
<section class="abstract"><h2>${esc(o.labels.abstract)}</h2>${paras(o.paras)}</section>
<section class="claims"><h2>${esc(o.labels.claims)}</h2><ol>${o.claims.map((c) => `<li class="claim">${c}</li>`).join('')}</ol></section>
<section class="events"><h2>${esc(o.labels.events)}</h2><table>${o.events.map(([d, e]) => `<tr><td>${esc(d)}</td><td>${e}</td></tr>`).join('')}</table></section>
</main>
<footer>${esc(o.site)} · Help · Terms · Privacy</footer>
</body></html>`;
}

/** A security advisory (CVE record / CERT bulletin / vendor PSIRT): ID, severity, affected table, references. */
export function advisory(o: Base & { id: string; org: string; severity?: string; affected?: [string, string][]; refs?: string[]; labels?: { desc: string; affected: string; refs: string }; banner?: string }): string {
  const l = o.labels ?? { desc: 'Description', affected: 'Affected products', refs: 'References' };
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head>${metaHead(o, '<link rel="stylesheet" href="/static/advisory.css">')}</head>
<body>
<header class="org-header"><a href="/">${esc(o.org)}</a><nav><a href="/advisories">Advisories</a> <a href="/alerts">Alerts</a> <a href="/report">Report a vulnerability</a> <a href="/rss">RSS</a></nav></header>
${o.banner ?? ''}
<main class="advisory">
<p class="adv-id">${esc(o.id)}</p>
<h1>${esc(o.title)}</h1>
${o.severity ? `<p class="severity">${o.severity}</p>` : ''}
<section><h2>${esc(l.desc)}</h2>${paras(o.paras)}</section>
${o.affected ? `<section><h2>${esc(l.affected)}</h2><table><tr><th>Product</th><th>Version</th></tr>${o.affected.map(([a, b]) => `<tr><td>${esc(a)}</td><td>${esc(b)}</td></tr>`).join('')}</table></section>` : ''}
${o.refs ? `<section><h2>${esc(l.refs)}</h2><ul>${o.refs.map((r) => `<li><a href="${esc(r)}">${esc(r)}</a></li>`).join('')}</ul></section>` : ''}
</main>
<footer>${esc(o.org)} · Disclosure policy · PGP key · Contact</footer>
</body></html>`;
}

/** A software vendor page (product, release notes, KB, EOL notice): mega-menu, sidebar, feedback widget. */
export function vendorPage(o: Base & { vendor: string; kind: 'product' | 'notes' | 'kb' | 'eol' | 'blog' | 'docs'; banner?: string; side?: string[]; articleId?: string }): string {
  const menu = ['Products', 'Solutions', 'Support', 'Developers', 'Partners', 'Company'];
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head>${metaHead(o, `<link rel="stylesheet" href="/etc/clientlibs/site.min.css">\n<script>window.__ANALYTICS__={page:"${o.kind}"}</script>`)}</head>
<body class="page-${o.kind}">
<header class="global-header"><a class="logo" href="/">${esc(o.vendor)}</a><nav class="mega">${menu.map((m) => `<a href="/${m.toLowerCase()}">${m}</a>`).join(' ')}</nav><a class="signin" href="/account">Sign in</a></header>
${o.banner ?? ''}
<div class="container">
${o.side ? `<aside class="left-nav"><ul>${o.side.map((s) => `<li><a href="#">${esc(s)}</a></li>`).join('')}</ul></aside>` : ''}
<main class="content">
${o.articleId ? `<div class="kb-meta">Article ID: ${esc(o.articleId)}${o.date ? ` · Updated: ${esc(o.date)}` : ''}</div>` : ''}
<h1>${esc(o.title)}</h1>
${paras(o.paras)}
${o.kind === 'kb' ? '<div class="feedback">Was this article helpful? <button>Yes</button> <button>No</button></div>' : ''}
</main></div>
<footer class="global-footer"><div>© ${esc(o.vendor)} · Privacy · Terms of use · Trademarks · Cookie preferences · Sitemap</div></footer>
</body></html>`;
}

/** An app / extension store listing: icon, rating, install button, description, reviews, "more by". */
export function storeListing(o: Base & { store: string; developer: string; rating?: string; install?: string; notice?: string; more?: string[] }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head>${metaHead(o, `<meta name="apple-itunes-app" content="app-id=1">`)}</head>
<body class="store">
<header class="store-nav"><a href="/">${esc(o.store)}</a><nav><a href="/discover">Discover</a> <a href="/categories">Categories</a> <a href="/top">Top charts</a></nav><input type="search" placeholder="Search"></header>
<main>
${o.notice ? `<div class="notice">${o.notice}</div>` : ''}
<section class="product-header"><img src="/icons/app.png" alt=""><h1>${esc(o.title)}</h1><a class="developer" href="/dev">${esc(o.developer)}</a>${o.rating ? `<div class="rating">${esc(o.rating)}</div>` : ''}${o.install ? `<button class="install">${esc(o.install)}</button>` : ''}</section>
<section class="description">${paras(o.paras)}</section>
${o.more ? `<section class="more-by"><h2>More by ${esc(o.developer)}</h2><ul>${o.more.map((m) => `<li>${esc(m)}</li>`).join('')}</ul></section>` : ''}
</main>
<footer>${esc(o.store)} · Terms · Privacy · Help</footer>
</body></html>`;
}

/** A package registry / code host page: header with badges, tabs, README, sidebar with install command. */
export function registryPage(o: Base & { registry: string; pkg: string; install?: string; notice?: string; tabs?: string[]; sideInfo?: [string, string][] }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head>${metaHead(o, '<link rel="stylesheet" href="/static/registry.css">')}</head>
<body>
<header class="reg-header"><a href="/">${esc(o.registry)}</a><form action="/search"><input name="q" placeholder="Search packages"></form><a href="/login">Sign in</a> <a href="/signup">Sign up</a></header>
<main>
<div class="pkg-title"><h1>${esc(o.pkg)}</h1></div>
${o.notice ? `<div class="flash flash-warn">${o.notice}</div>` : ''}
${o.tabs ? `<ul class="tabs">${o.tabs.map((t) => `<li><a href="#">${esc(t)}</a></li>`).join('')}</ul>` : ''}
<div class="readme"><h2>${esc(o.title)}</h2>${paras(o.paras)}</div>
</main>
<aside class="pkg-side">${o.install ? `<h3>Install</h3><code>${esc(o.install)}</code>` : ''}${(o.sideInfo ?? []).map(([k, v]) => `<h3>${esc(k)}</h3><p>${esc(v)}</p>`).join('')}</aside>
<footer>${esc(o.registry)} · Docs · Status · Security · Terms · Privacy</footer>
</body></html>`;
}

/** A bare error / wall page with a small site header (for walls and notices). */
export function wallPage(o: { lang: string; charset?: string; title: string; body: string; head?: string; site?: string; footer?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head><meta charset="${o.charset ?? 'utf-8'}"><title>${esc(o.title)}</title>${o.head ?? ''}</head>
<body>${o.site ? `<header><a href="/">${esc(o.site)}</a></header>` : ''}
${o.body}
${o.footer ?? ''}
</body></html>`;
}

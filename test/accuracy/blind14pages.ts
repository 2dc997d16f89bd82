/**
 * blind14's own page templates: the kinds of pages a deep-research report on specialist topics
 * cites (journal platforms, preprint servers, statistics offices and government portals, central
 * banks, court judgment databases, standards bodies, documentation generators, code hosting,
 * security advisories, encyclopedias, university news, news magazines, blogs) and the walls and
 * gone pages such a report meets. Written for blind14 without reading citeflow's classifier, its
 * rules table or any other set's pages (blindkit's article()/shell() templates are not used).
 */
import { esc } from './blindkit';

/** One source page's content, in its own language. */
export type Src = {
  lang: string;
  site: string;
  title: string;
  author?: string;
  /** ISO date (YYYY-MM-DD). */
  date?: string;
  paras: string[];
  charset?: string;
  /** Site-specific small print (journal name, court, docket, version …). */
  extra?: string;
};

const P = (paras: string[]) => paras.map((p) => `<p>${p}</p>`).join('\n');
const head = (s: Src, more = '') => `<meta charset="${s.charset ?? 'utf-8'}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(s.title)}</title>${more}`;
const dmy = (iso?: string) => (iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const long = (iso?: string) => (iso ? `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : '');

/** Open Journal Systems: citation_* tags, abstract, keywords, references, galley links. */
export function ojs(s: Src, url: string): string {
  return `<!DOCTYPE html><html lang="${s.lang}" xml:lang="${s.lang}"><head>${head(s, `
<meta name="generator" content="Open Journal Systems 3.3.0.14">
<meta name="citation_journal_title" content="${esc(s.site)}">
<meta name="citation_title" content="${esc(s.title)}">
${s.author ? s.author.split('; ').map((a) => `<meta name="citation_author" content="${esc(a)}">`).join('\n') : ''}
<meta name="citation_publication_date" content="${s.date?.replace(/-/g, '/') ?? ''}">
<meta name="citation_language" content="${s.lang}">
<meta name="citation_abstract_html_url" content="${url}">
<meta name="citation_pdf_url" content="${url}/galley.pdf">
<link rel="stylesheet" href="/plugins/themes/default/styles/index.css">`)}</head>
<body class="pkp_page_article pkp_op_view">
<div class="pkp_structure_head"><div class="pkp_site_name"><a href="/index.php">${esc(s.site)}</a></div>
<nav class="pkp_navigation_primary"><ul><li><a href="/issue/current">Current</a></li><li><a href="/issue/archive">Archives</a></li><li><a href="/about">About</a></li><li><a href="/about/submissions">Submissions</a></li></ul></nav></div>
<div class="pkp_structure_main"><div class="page page_article"><nav class="cmp_breadcrumbs"><a href="/index.php">Home</a> / <a href="/issue/archive">Archives</a> / ${esc(s.extra ?? '')}</nav>
<article class="obj_article_details"><h1 class="page_title">${esc(s.title)}</h1>
<section class="item authors"><ul class="authors">${(s.author ?? '').split('; ').filter(Boolean).map((a) => `<li><span class="name">${esc(a)}</span></li>`).join('')}</ul></section>
<section class="item doi"><span class="label">DOI:</span> <a href="https://doi.org/10.5281/b14.${url.length}">https://doi.org/10.5281/b14.${url.length}</a></section>
<section class="item abstract"><h2 class="label">Abstract</h2>${P(s.paras)}</section>
<section class="item keywords"><span class="label">Keywords:</span> <span class="value">${esc(s.title.split(/\s+/).slice(0, 3).join(', '))}</span></section>
<div class="entry_details"><div class="item galleys"><ul class="value galleys_links"><li><a class="obj_galley_link pdf" href="${url}/galley.pdf">PDF</a></li></ul></div>
<div class="item published"><section class="sub_item"><h2 class="label">Published</h2><div class="value"><span>${s.date ?? ''}</span></div></section></div>
<div class="item issue"><section class="sub_item"><h2 class="label">Issue</h2><div class="value"><a class="title" href="/issue/view/41">${esc(s.extra ?? '')}</a></div></section></div>
<div class="item copyright"><p>Copyright (c) the authors. This work is licensed under a Creative Commons Attribution 4.0 International License.</p></div></div>
</article></div></div>
<div class="pkp_structure_footer_wrapper"><div class="pkp_brand_footer"><a href="/about/aboutThisPublishingSystem">Platform &amp; workflow by OJS / PKP</a></div></div>
</body></html>`;
}

/** A large commercial journal platform: dc.* tags, JSON-LD ScholarlyArticle, full text in sections. */
export function atypon(s: Src, url: string): string {
  const ld = { '@context': 'https://schema.org', '@type': 'ScholarlyArticle', headline: s.title, datePublished: s.date, author: (s.author ?? '').split('; ').filter(Boolean).map((name) => ({ '@type': 'Person', name })), isPartOf: { '@type': 'Periodical', name: s.site }, url };
  const [abs, ...rest] = s.paras;
  return `<!DOCTYPE html><html lang="${s.lang}"><head>${head(s, `
<meta name="dc.Title" content="${esc(s.title)}">
${(s.author ?? '').split('; ').filter(Boolean).map((a) => `<meta name="dc.Creator" content="${esc(a)}">`).join('\n')}
<meta name="dc.Publisher" content="${esc(s.site)}">
<meta name="dc.Date" scheme="WTN8601" content="${s.date ?? ''}">
<meta name="dc.Type" content="research-article">
<script type="application/ld+json">${JSON.stringify(ld)}</script>
<link rel="stylesheet" href="/wro/product.css">`)}</head>
<body class="pb-ui">
<header class="header"><a class="journal-logo" href="/">${esc(s.site)}</a><ul class="rlist header-menu"><li><a href="/toc/current">Current issue</a></li><li><a href="/loi">All issues</a></li><li><a href="/action/showLogin">Sign in</a></li></ul></header>
<main class="article__body"><div class="citation"><span class="citation__top__item article__tocHeading">Original Article</span>
<h1 class="citation__title">${esc(s.title)}</h1>
<ul class="rlist loa">${(s.author ?? '').split('; ').filter(Boolean).map((a) => `<li class="loa__item"><a class="author-name" href="#"><span>${esc(a)}</span></a></li>`).join('')}</ul>
<div class="epub-section"><span class="epub-section__title">First published: </span><span class="epub-section__date">${long(s.date)}</span> · ${esc(s.extra ?? '')}</div></div>
<section class="article-section__abstract"><h2>Abstract</h2><p>${abs}</p></section>
<section class="article-section__full">${rest.map((p, i) => `<h2>${['Background', 'Methods', 'Results', 'Discussion'][i % 4]}</h2><p>${p}</p>`).join('\n')}</section>
<section class="article-section__references"><h2>References</h2><ol class="rlist separator"><li>Altman DG, Bland JM. Statistics notes: absence of evidence is not evidence of absence. BMJ 1995;311:485.</li><li>Moher D, Hopewell S, Schulz KF, et al. CONSORT 2010 explanation and elaboration. BMJ 2010;340:c869.</li></ol></section>
</main>
<footer class="footer"><p>© ${s.date?.slice(0, 4) ?? ''} ${esc(s.site)}. All rights reserved, including those for text and data mining.</p></footer>
</body></html>`;
}

/** A preprint server abstract page (arXiv / medRxiv style). */
export function preprint(s: Src, url: string): string {
  return `<!DOCTYPE html><html lang="en"><head>${head(s, `
<meta name="citation_title" content="${esc(s.title)}">
${(s.author ?? '').split('; ').filter(Boolean).map((a) => `<meta name="citation_author" content="${esc(a)}">`).join('\n')}
<meta name="citation_date" content="${s.date?.replace(/-/g, '/') ?? ''}">
<meta name="citation_online_date" content="${s.date?.replace(/-/g, '/') ?? ''}">
<meta name="citation_pdf_url" content="${url.replace('/abs/', '/pdf/')}">
<meta property="og:site_name" content="${esc(s.site)}">`)}</head>
<body><div id="header"><a href="/">${esc(s.site)}</a> &gt; ${esc(s.extra ?? 'preprint')}</div>
<div id="content"><div id="abs"><div class="dateline">[Submitted on ${long(s.date)}]</div>
<h1 class="title mathjax"><span class="descriptor">Title:</span>${esc(s.title)}</h1>
<div class="authors"><span class="descriptor">Authors:</span>${(s.author ?? '').split('; ').map((a) => `<a href="/a/${encodeURIComponent(a)}">${esc(a)}</a>`).join(', ')}</div>
<blockquote class="abstract mathjax"><span class="descriptor">Abstract:</span>${s.paras.join(' ')}</blockquote>
<div class="metatable"><table summary="Additional metadata"><tr><td class="tablecell label">Comments:</td><td class="tablecell comments">This article is a preprint and has not been certified by peer review.</td></tr><tr><td class="tablecell label">Subjects:</td><td class="tablecell subjects">${esc(s.extra ?? '')}</td></tr></table></div>
</div><div class="extra-services"><h2>Access Paper:</h2><ul><li><a href="${url.replace('/abs/', '/pdf/')}">View PDF</a></li><li><a href="${url}/src">Other Formats</a></li></ul></div></div>
<div id="footer"><a href="/about">About</a> · <a href="/help">Help</a> · <a href="/license">License</a></div></body></html>`;
}

/** A government or statistics-office portal page: dcterms tags, breadcrumbs, "last updated". */
export function gov(s: Src, _url: string): string {
  return `<!DOCTYPE html><html lang="${s.lang}"><head>${head(s, `
<meta name="DCTERMS.title" content="${esc(s.title)}">
<meta name="DCTERMS.creator" content="${esc(s.site)}">
<meta name="DCTERMS.issued" content="${s.date ?? ''}">
<meta name="DCTERMS.language" content="${s.lang}">
<meta property="og:site_name" content="${esc(s.site)}">
<meta property="og:title" content="${esc(s.title)}">`)}</head>
<body class="govuk-template__body"><a href="#main-content" class="skip-link">Skip to main content</a>
<header class="gov-header"><div class="gov-header__logo"><a href="/">${esc(s.site)}</a></div><nav><a href="/topics">Topics</a> <a href="/statistics">Statistics</a> <a href="/publications">Publications</a> <a href="/news">News</a> <a href="/contact">Contact</a></nav></header>
<div class="gov-width-container"><nav class="breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/statistics">Statistics</a></li><li>${esc(s.extra ?? '')}</li></ol></nav>
<main id="main-content" role="main"><h1 class="gov-heading-xl">${esc(s.title)}</h1>
<dl class="metadata"><dt>From:</dt><dd>${esc(s.site)}</dd><dt>Published</dt><dd>${dmy(s.date)}</dd></dl>
<div class="gem-c-govspeak">${P(s.paras)}</div>
<p class="contact">Media enquiries: press office, telephone +00 000 000 000.</p></main></div>
<footer class="gov-footer"><a href="/help">Help</a> · <a href="/accessibility">Accessibility</a> · <a href="/cookies">Cookies</a> · <a href="/privacy">Privacy</a> · <a href="/open-data">Open data</a></footer></body></html>`;
}

/** A central bank press release / monetary policy statement, with a small rates table. */
export function bank(s: Src, _url: string): string {
  return `<!DOCTYPE html><html lang="${s.lang}"><head>${head(s, `
<meta name="description" content="${esc(s.paras[0]!.replace(/<[^>]+>/g, '').slice(0, 150))}">
<meta property="og:type" content="article">
<meta property="og:title" content="${esc(s.title)}">
<meta property="og:site_name" content="${esc(s.site)}">
<meta property="article:published_time" content="${s.date ?? ''}T13:15:00+00:00">`)}</head>
<body><div class="top-bar"><a class="logo" href="/">${esc(s.site)}</a><ul class="menu"><li>Monetary policy</li><li>Financial stability</li><li>Statistics</li><li>Publications</li><li>Press</li></ul></div>
<div class="container"><aside class="left-nav"><ul><li><a href="/press">Press releases</a></li><li><a href="/speeches">Speeches</a></li><li><a href="/interviews">Interviews</a></li></ul></aside>
<main class="press-release"><div class="title"><div class="ecb-pressContentPubDate">${long(s.date)}</div><h1>${esc(s.title)}</h1><div class="type">${esc(s.extra ?? 'Press release')}</div></div>
<div class="section">${P(s.paras)}</div>
<table class="rates"><caption>Key rates</caption><tr><th>Facility</th><th>Rate</th></tr><tr><td>Deposit</td><td>–</td></tr><tr><td>Main refinancing</td><td>–</td></tr></table>
<p class="contact">For media queries: press office.</p></main></div>
<footer><p>Copyright · Disclaimer · Privacy statement · Cookies · Legal notice</p></footer></body></html>`;
}

/** A court judgment in a case-law database: numbered paragraphs, case data table. */
export function court(s: Src, _url: string): string {
  return `<!DOCTYPE html><html lang="${s.lang}"><head>${head(s, `
<meta name="DC.title" content="${esc(s.title)}">
<meta name="DC.date" content="${s.date ?? ''}">
<meta name="DC.publisher" content="${esc(s.site)}">`)}</head>
<body><div id="banner"><a href="/">${esc(s.site)}</a> | <a href="/search">Search case law</a> | <a href="/help">Help</a></div>
<div id="judgment"><h1>${esc(s.title)}</h1>
<table class="casedata"><tr><th>Court</th><td>${esc(s.extra ?? '')}</td></tr><tr><th>Date</th><td>${dmy(s.date)}</td></tr>${s.author ? `<tr><th>Judge</th><td>${esc(s.author)}</td></tr>` : ''}</table>
<div class="text">${s.paras.map((p, i) => `<p class="para"><span class="num">[${i + 1}]</span> ${p}</p>`).join('\n')}</div></div>
<div id="footer">Case law database · Terms of use · Re-use of decisions · Contact the registry</div></body></html>`;
}

/** A standards document (RFC / W3C style plain text in <pre>). */
export function standard(s: Src, _url: string): string {
  const body = s.paras.map((p, i) => `${i + 1}.  ${p.replace(/<[^>]+>/g, '')}`).join('\n\n');
  return `<!DOCTYPE html><html lang="en"><head>${head(s, `
<meta name="dcterms.title" content="${esc(s.title)}">
<meta name="dcterms.creator" content="${esc(s.author ?? '')}">
<meta name="dcterms.issued" content="${s.date ?? ''}">
<meta name="dcterms.publisher" content="${esc(s.site)}">`)}</head>
<body><div class="header"><a href="/">${esc(s.site)}</a> · <a href="/standards">Standards</a> · <a href="/drafts">Drafts</a></div>
<pre class="standard">${esc(s.extra ?? '')}                                         ${esc(s.author ?? '')}
Category: Standards Track                                    ${MONTHS[Number(s.date?.slice(5, 7) ?? 1) - 1]} ${s.date?.slice(0, 4) ?? ''}

</pre><h1 class="title">${esc(s.title)}</h1><pre>
Abstract

${esc(body)}

Status of This Memo

   This is an Internet Standards Track document. Information about the current status of this
   document, any errata, and how to provide feedback on it may be obtained online.
</pre></body></html>`;
}

/** A documentation page from a static-site generator (Sphinx / Docusaurus / MkDocs flavour). */
export function docs(s: Src, _url: string, flavour: 'sphinx' | 'docusaurus' | 'mkdocs' = 'sphinx'): string {
  const gen = flavour === 'sphinx' ? 'Sphinx 7.2.6' : flavour === 'docusaurus' ? 'Docusaurus v3.1.0' : 'mkdocs-1.5.3, mkdocs-material-9.5.3';
  const side = `<nav class="sidebar"><p class="caption">Contents</p><ul><li><a href="../index.html">Overview</a></li><li><a href="../install.html">Installation</a></li><li><a href="../tutorial.html">Tutorial</a></li><li class="current"><a href="#">${esc(s.title)}</a></li><li><a href="../api.html">API reference</a></li><li><a href="../changelog.html">Changelog</a></li></ul></nav>`;
  return `<!DOCTYPE html><html lang="${s.lang}"><head>${head(s, `
<meta name="generator" content="${gen}">
<meta property="og:title" content="${esc(s.title)}">
<meta property="og:site_name" content="${esc(s.site)}">`)}</head>
<body class="${flavour}"><div class="wy-grid-for-nav">${side}
<div class="version-switch">Version: ${esc(s.extra ?? 'stable')}</div>
<div role="main" class="document"><div class="body" itemprop="articleBody"><section id="main"><h1>${esc(s.title)}<a class="headerlink" href="#main" title="Link to this heading">¶</a></h1>
${P(s.paras)}
<div class="highlight-python notranslate"><pre><span></span>$ pip install --upgrade package</pre></div>
</section></div></div>
<footer><div role="contentinfo"><p>© Copyright the project contributors. Built with ${gen.split(',')[0]}.</p></div>${s.date ? `<p class="last-updated">Last updated on ${long(s.date)}.</p>` : ''}</footer></div></body></html>`;
}

/** A code-hosting repository page (README rendered) or a release page. */
export function codehost(s: Src, url: string): string {
  return `<!DOCTYPE html><html lang="en" data-color-mode="auto"><head>${head(s, `
<meta property="og:title" content="${esc(s.title)}">
<meta property="og:site_name" content="${esc(s.site)}">
<meta property="og:url" content="${url}">
<meta name="octolytics-dimension-repository_nwo" content="${esc(s.extra ?? '')}">`)}</head>
<body class="logged-out env-production page-responsive"><div class="position-relative js-header-wrapper"><header class="Header-old"><a class="mr-lg-3" href="/" aria-label="Homepage">${esc(s.site)}</a><a href="/login">Sign in</a> <a href="/signup">Sign up</a></header></div>
<div class="application-main"><div id="repository-container-header"><strong itemprop="name"><a href="#">${esc(s.extra ?? '')}</a></strong> <span class="Label">Public</span>
<ul class="UnderlineNav-body"><li>Code</li><li>Issues 212</li><li>Pull requests 37</li><li>Actions</li><li>Security</li><li>Insights</li></ul></div>
<div class="Box-body"><article class="markdown-body entry-content container-lg" itemprop="text"><h1>${esc(s.title)}</h1>
${P(s.paras)}
</article></div>${s.date ? `<relative-time datetime="${s.date}T10:00:00Z">${long(s.date)}</relative-time>` : ''}</div>
<footer class="footer"><ul><li>Terms</li><li>Privacy</li><li>Security</li><li>Status</li><li>Docs</li><li>Contact</li></ul></footer></body></html>`;
}

/** A security advisory page (CVE / GHSA / vendor PSIRT style). */
export function advisory(s: Src, _url: string): string {
  return `<!DOCTYPE html><html lang="${s.lang}"><head>${head(s, `
<meta name="description" content="${esc(s.paras[0]!.replace(/<[^>]+>/g, '').slice(0, 150))}">
<meta property="og:title" content="${esc(s.title)}">
<meta property="og:site_name" content="${esc(s.site)}">`)}</head>
<body><header><a href="/">${esc(s.site)}</a> <a href="/advisories">Advisories</a> <a href="/feeds">RSS</a></header>
<main><h1 class="advisory-title">${esc(s.title)}</h1>
<table class="adv-meta"><tr><th>ID</th><td>${esc(s.extra ?? '')}</td></tr><tr><th>Published</th><td>${s.date ?? ''}</td></tr><tr><th>Severity</th><td>High (CVSS 3.1: 8.1)</td></tr><tr><th>Weakness</th><td>CWE-787 Out-of-bounds Write</td></tr></table>
<h2>Description</h2>${P(s.paras)}
<h2>Workarounds</h2><p>No workaround is known; upgrade to a fixed release.</p>
<h2>References</h2><ul><li><a href="/nvd">NVD entry</a></li><li><a href="/commit">Fix commit</a></li></ul></main>
<footer>Advisory database · Report a vulnerability · Disclosure policy</footer></body></html>`;
}

/** A MediaWiki encyclopedia article. */
export function wiki(s: Src, url: string): string {
  const ld = { '@context': 'https://schema.org', '@type': 'Article', name: s.title, url, headline: 'topic of an encyclopedia article', datePublished: s.date ? `${s.date}T00:00:00Z` : undefined, publisher: { '@type': 'Organization', name: s.site } };
  return `<!DOCTYPE html><html class="client-nojs" lang="${s.lang}" dir="${['ar', 'he', 'fa'].includes(s.lang) ? 'rtl' : 'ltr'}"><head>${head(s, ` – ${esc(s.site)}
<meta name="generator" content="MediaWiki 1.43.0-wmf.12">
<meta property="og:title" content="${esc(s.title)}">
<script type="application/ld+json">${JSON.stringify(ld)}</script>`).replace(`<title>${esc(s.title)}</title> – ${esc(s.site)}`, `<title>${esc(s.title)} – ${esc(s.site)}</title>`)}</head>
<body class="mediawiki skin-vector-2022 action-view"><div class="vector-header"><a class="mw-logo" href="/">${esc(s.site)}</a><form id="searchform"><input name="search"></form></div>
<div class="mw-page-container"><nav id="mw-panel"><ul><li>Main page</li><li>Contents</li><li>Current events</li><li>Random article</li></ul></nav>
<main id="content" class="mw-body"><h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">${esc(s.title)}</span></h1>
<div id="bodyContent"><div id="siteSub">${esc(s.extra ?? 'From the free encyclopedia')}</div><div id="mw-content-text" class="mw-body-content"><div class="mw-parser-output">
${P(s.paras)}
<div class="reflist"><ol class="references"><li id="cite_note-1">^ Source cited in the original article.</li></ol></div></div></div></div></main></div>
<footer id="footer"><ul><li id="footer-info-lastmod">${s.date ? `This page was last edited on ${long(s.date)}.` : ''}</li><li>Text is available under the Creative Commons Attribution-ShareAlike License 4.0.</li></ul></footer></body></html>`;
}

/** A news magazine / newspaper feature: OpenGraph, JSON-LD NewsArticle, visible byline. */
export function news(s: Src, url: string, o: { free?: boolean; after?: string; wallClass?: string } = {}): string {
  const ld: Record<string, unknown> = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: s.title, datePublished: s.date ? `${s.date}T06:00:00+00:00` : undefined, author: s.author ? { '@type': 'Person', name: s.author } : undefined, publisher: { '@type': 'NewsMediaOrganization', name: s.site }, mainEntityOfPage: url };
  if (o.free === false) Object.assign(ld, { isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: `.${o.wallClass ?? 'premium'}` } });
  return `<!DOCTYPE html><html lang="${s.lang}" dir="${['ar', 'he', 'fa'].includes(s.lang) ? 'rtl' : 'ltr'}"><head>${head(s, ` | ${esc(s.site)}
<meta property="og:type" content="article">
<meta property="og:title" content="${esc(s.title)}">
<meta property="og:site_name" content="${esc(s.site)}">
<meta property="og:url" content="${url}">
${s.author ? `<meta name="author" content="${esc(s.author)}">` : ''}
<meta property="article:published_time" content="${s.date ?? ''}T06:00:00+00:00">
<script type="application/ld+json">${JSON.stringify(ld)}</script>
<script async src="https://cdn.example-ads.net/prebid.js"></script>`).replace(`<title>${esc(s.title)}</title> | ${esc(s.site)}`, `<title>${esc(s.title)} | ${esc(s.site)}</title>`)}</head>
<body class="article-page"><header class="masthead"><a href="/" class="brand">${esc(s.site)}</a><nav><a href="/science">Science</a> <a href="/health">Health</a> <a href="/economy">Economy</a> <a href="/tech">Tech</a> <a href="/subscribe" class="cta">Subscribe</a></nav></header>
<main><article class="story"><h1 class="headline">${esc(s.title)}</h1>
<div class="byline">${s.author ? `<span class="author">${esc(s.author)}</span> · ` : ''}<time datetime="${s.date ?? ''}">${long(s.date)}</time></div>
<div class="story-body ${o.wallClass ?? ''}">${P(s.paras)}</div>${o.after ?? ''}</article>
<aside class="rail"><h3>Most read</h3><ol><li><a href="/a/1">Why hospital waiting lists keep growing</a></li><li><a href="/a/2">The quiet revolution in battery chemistry</a></li><li><a href="/a/3">What the new budget means for renters</a></li></ol></aside></main>
<footer class="site-footer">© ${esc(s.site)} · Terms · Privacy · Cookie preferences · Contact us</footer></body></html>`;
}

/** A personal or engineering blog post (static generator, h-entry, almost no meta). */
export function blog(s: Src, _url: string): string {
  return `<!DOCTYPE html><html lang="${s.lang}"><head>${head(s, `
<meta name="generator" content="Hugo 0.121.1">
<link rel="alternate" type="application/rss+xml" href="/index.xml">`)}</head>
<body><header class="site"><a href="/">${esc(s.site)}</a> <a href="/posts/">Posts</a> <a href="/about/">About</a></header>
<main><article class="h-entry"><h1 class="p-name">${esc(s.title)}</h1>
<p class="meta"><time class="dt-published" datetime="${s.date ?? ''}">${s.date ?? ''}</time>${s.author ? ` · <a class="p-author h-card" rel="author" href="/about/">${esc(s.author)}</a>` : ''}</p>
<div class="e-content">${P(s.paras)}</div></article>
<nav class="pagination"><a href="/posts/">← all posts</a></nav></main>
<footer>Powered by Hugo · Theme by someone nice · RSS</footer></body></html>`;
}

/** University news (Drupal): visible date and author in a field list. */
export function uni(s: Src, _url: string): string {
  return `<!DOCTYPE html><html lang="${s.lang}" dir="ltr"><head>${head(s, ` | ${esc(s.site)}
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta property="og:title" content="${esc(s.title)}">
<meta property="og:site_name" content="${esc(s.site)}">
<meta property="article:published_time" content="${s.date ?? ''}T09:00:00+01:00">`).replace(`<title>${esc(s.title)}</title> | ${esc(s.site)}`, `<title>${esc(s.title)} | ${esc(s.site)}</title>`)}</head>
<body class="path-node page-node-type-news"><div class="dialog-off-canvas-main-canvas"><header role="banner"><div class="region region-header"><a href="/" rel="home">${esc(s.site)}</a></div>
<nav role="navigation"><ul class="menu"><li>Study</li><li>Research</li><li>About</li><li>News</li><li>Library</li></ul></nav></header>
<main role="main"><div class="region region-content"><article role="article" class="node node--type-news node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">${esc(s.title)}</span></h1>
<div class="node__meta"><span class="field--name-field-news-date">${dmy(s.date)}</span>${s.author ? ` <span class="field--name-field-author">${esc(s.author)}</span>` : ''}</div>
<div class="clearfix text-formatted field field--name-body">${P(s.paras)}</div>
<div class="field--name-field-contact"><h3>Contact</h3><p>Press and communications office</p></div></article></div></main>
<footer role="contentinfo">Imprint · Data protection · Accessibility · Sitemap</footer></div></body></html>`;
}

/** A bare page in site chrome, for walls, gone pages and listings. */
export function chrome(o: { lang: string; site: string; title: string; main: string; head?: string; charset?: string; rail?: boolean }): string {
  return `<!DOCTYPE html><html lang="${o.lang}"><head><meta charset="${o.charset ?? 'utf-8'}"><title>${esc(o.title)}</title><meta property="og:site_name" content="${esc(o.site)}">${o.head ?? ''}</head>
<body><header class="masthead"><a href="/" class="brand">${esc(o.site)}</a><nav><a href="/research">Research</a> <a href="/news">News</a> <a href="/publications">Publications</a> <a href="/data">Data</a> <a href="/about">About</a></nav><form action="/search"><input name="q"></form></header>
<main>${o.main}</main>${o.rail ? `<aside class="rail"><h3>Latest</h3><ul><li><a href="/n/1">Annual report published</a></li><li><a href="/n/2">New data portal launched</a></li><li><a href="/n/3">Call for evidence opens</a></li><li><a href="/n/4">Board meeting minutes</a></li><li><a href="/n/5">Consultation on fees</a></li></ul></aside>` : ''}
<footer>© ${esc(o.site)} · Privacy · Cookies · Accessibility · Contact</footer></body></html>`;
}

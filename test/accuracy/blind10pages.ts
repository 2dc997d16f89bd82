/**
 * Page templates for the tenth held-out set (blind10.ts): scholarly, reference and platform
 * sources, modelled on how such sites emit HTML today (publisher platforms with citation_* meta,
 * preprint servers, PubMed, repositories, MediaWiki, encyclopedias, government portals, courts,
 * standards shops, archives, social platforms, code hosts, Q&A, newsletters, data portals) and on
 * the walls and error pages of their CDNs. Written without blindkit's article()/shell() and
 * without looking at citeflow's classifier.
 */
import { esc } from './blindkit';

export type Doc = { lang: string; title: string; head?: string; body: string; dir?: 'rtl' | 'ltr'; charset?: string; htmlAttrs?: string; bodyAttrs?: string; legacyMeta?: boolean; doctype?: string };

/** A whole HTML document. `legacyMeta` writes the old http-equiv charset form. */
export function doc(d: Doc): string {
  const cs = d.charset ?? 'utf-8';
  const charsetTag = d.legacyMeta ? `<meta http-equiv="Content-Type" content="text/html; charset=${cs}">` : `<meta charset="${cs}">`;
  return `${d.doctype ?? '<!DOCTYPE html>'}
<html lang="${d.lang}"${d.dir ? ` dir="${d.dir}"` : ''}${d.htmlAttrs ? ' ' + d.htmlAttrs : ''}>
<head>
${charsetTag}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(d.title)}</title>
${d.head ?? ''}
</head>
<body${d.bodyAttrs ? ' ' + d.bodyAttrs : ''}>
${d.body}
</body>
</html>`;
}

const P = (paras: string[]) => paras.map((p) => (/^<(h\d|ul|ol|table|figure|blockquote|div|pre)/.test(p) ? p : `<p>${p}</p>`)).join('\n');

export const GTM = (id: string) =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;
export const ONETRUST = `<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0190a3b2-7c3e-7c1f-a3b2-4f6e9d1c2b3a" charset="UTF-8"></script><script>function OptanonWrapper(){}</script>`;
export const COOKIEBOT = `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="7c1e2d3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f" data-blockingmode="auto" type="text/javascript"></script>`;
export const USERCENTRICS = `<script id="usercentrics-cmp" src="https://web.cmp.usercentrics.eu/ui/loader.js" data-settings-id="Xy7_k2PqLm" async></script>`;

// =============================================================================================
// Scholarly publisher platforms

export type Author = { name: string; aff?: string };
export type Paper = {
  title: string;
  authors: Author[];
  journal: string;
  publisher: string;
  date: string; // YYYY-MM-DD
  doi: string;
  volume?: string;
  issue?: string;
  pages?: string;
  abstract: string[];
  keywords?: string[];
  sections?: { h: string; paras: string[] }[];
  lang?: string;
  open: boolean;
  /** Text of the access box on a closed article. */
  access?: string;
  price?: string;
  pdfUrl?: string;
  charset?: string;
  retracted?: boolean;
};

const citationMeta = (p: Paper, url: string) =>
  [
    `<meta name="citation_title" content="${esc(p.title)}">`,
    ...p.authors.map((a) => `<meta name="citation_author" content="${esc(a.name)}">${a.aff ? `\n<meta name="citation_author_institution" content="${esc(a.aff)}">` : ''}`),
    `<meta name="citation_journal_title" content="${esc(p.journal)}">`,
    `<meta name="citation_publisher" content="${esc(p.publisher)}">`,
    `<meta name="citation_publication_date" content="${p.date.replace(/-/g, '/')}">`,
    p.volume ? `<meta name="citation_volume" content="${p.volume}">` : '',
    p.issue ? `<meta name="citation_issue" content="${p.issue}">` : '',
    p.pages ? `<meta name="citation_firstpage" content="${p.pages.split(/[–-]/)[0]}">` : '',
    `<meta name="citation_doi" content="${p.doi}">`,
    p.lang ? `<meta name="citation_language" content="${p.lang}">` : '',
    p.pdfUrl ? `<meta name="citation_pdf_url" content="${esc(p.pdfUrl)}">` : '',
    `<meta name="citation_abstract_html_url" content="${esc(url)}">`,
    `<meta name="dc.identifier" content="doi:${p.doi}">`,
  ]
    .filter(Boolean)
    .join('\n');

/** Atypon-like (Wiley, T&F, SAGE, ACS): abstract page; full text only when open. */
export function atypon(p: Paper, url: string, brand: { site: string; color?: string }): string {
  const authors = p.authors.map((a, i) => `<span class="author-name accordion-tabbed__control" data-id="a${i + 1}"><a href="/action/doSearch?ContribAuthorRaw=${encodeURIComponent(a.name)}"><span>${esc(a.name)}</span></a>${a.aff ? `<div class="author-info accordion-tabbed__content"><p class="author-affiliation">${esc(a.aff)}</p></div>` : ''}</span>`).join(', ');
  const access = p.open
    ? `<div class="article-section__full">${(p.sections ?? []).map((s) => `<section class="article-section__content"><h2 class="article-section__title section__title">${esc(s.h)}</h2>${P(s.paras)}</section>`).join('\n')}</div>`
    : `<div class="article-section__access-options"><div class="access-options__login"><h3>Access options</h3><p>${p.access ?? 'Log in to your personal account or through your institution to get full access to this article.'}</p><a class="btn" href="/action/ssostart?redirectUri=${encodeURIComponent(url)}">Access through your institution</a></div><div class="access-options__purchase"><h4>Purchase this article</h4><ul class="purchase-options"><li><span>Online access for 48 hours to article PDF &amp; ePub</span> <span class="price">${p.price ?? 'USD 42.00'}</span> <a class="btn" href="/action/addToCart?doi=${encodeURIComponent(p.doi)}">Add to cart</a></li></ul><p class="purchase-note">* Local tax will be added as applicable</p></div></div>`;
  return doc({
    lang: p.lang ?? 'en',
    title: `${p.title} - ${p.journal} - ${brand.site}`,
    head: `${citationMeta(p, url)}
<meta property="og:title" content="${esc(p.title)}">
<meta property="og:type" content="Article">
<meta property="og:site_name" content="${esc(brand.site)}">
<meta name="dc.Title" content="${esc(p.title)}">
<link rel="canonical" href="${esc(url)}">
<link rel="stylesheet" href="/products/${brand.site.toLowerCase().replace(/\W+/g, '')}/releasedAssets/css/build.min-8f4a.css">
${ONETRUST}
${GTM('GTM-KQ7PX3')}
<script>window.AAData = {"page":{"pageInfo":{"pageType":"Article","accessType":"${p.open ? 'Free' : 'No Access'}","doi":"${p.doi}"}},"user":{"authenticated":"false"}};</script>`,
    bodyAttrs: `class="pb-ui" data-doi="${p.doi}"`,
    body: `<div class="pageHeader"><header class="header"><a class="header__logo" href="/"><img src="/pb-assets/logo.svg" alt="${esc(brand.site)}"></a><nav class="header__nav"><a href="/search/advanced">Advanced search</a> <a href="/action/showLogin?uri=${encodeURIComponent(url)}">Login / Register</a></nav></header></div>
<main class="content"><div class="article-citation"><div class="doi-access-container">${p.open ? '<div class="doi-access-wrapper"><div class="doi-access free" tabindex="0">Free Access</div></div>' : ''}</div>
<div class="epub-section"><span class="primary-heading">${p.retracted ? 'RETRACTED: ' : ''}Research Article</span></div>
<h1 class="citation__title">${esc(p.title)}</h1>
<div class="loa-wrapper loa-authors hidden-xs desktop-authors">${authors}</div>
<div class="epub-sections"><div class="epub-section"><span class="epub-state">First published: </span><span class="epub-date">${p.date}</span></div><div class="epub-section"><a class="epub-doi" href="https://doi.org/${p.doi}">https://doi.org/${p.doi}</a></div></div>
<div class="journal-banner"><a href="/journal/x">${esc(p.journal)}</a> Volume ${p.volume ?? '12'}, Issue ${p.issue ?? '3'}</div></div>
<section class="article-section article-section__abstract" lang="${p.lang ?? 'en'}"><h2 class="article-section__header section__title main abstractlang_en main">Abstract</h2><div class="article-section__content en main">${P(p.abstract)}</div></section>
${p.keywords ? `<section class="keywords"><h3>Keywords</h3><ul class="rlist">${p.keywords.map((k) => `<li><a class="badge-type" href="/action/doSearch?AllField=${encodeURIComponent(k)}">${esc(k)}</a></li>`).join('')}</ul></section>` : ''}
${access}
<section class="article-section__references"><h2>References</h2><ul class="rlist separator"><li>Citing literature</li></ul></section>
</main>
<footer class="footer"><div class="footer__links"><a href="/privacy">Privacy Policy</a> <a href="/terms">Terms of Use</a> <a href="/cookies">Cookies</a> <a href="/accessibility">Accessibility</a></div><p>© ${p.date.slice(0, 4)} ${esc(p.publisher)}. All rights reserved.</p></footer>
<script src="/products/releasedAssets/js/main.bundle-4f3a.js"></script>`,
  });
}

/** A React-rendered publisher page (Springer Nature / Elsevier style) with JSON-LD and a data layer. */
export function reactJournal(p: Paper, url: string, brand: { site: string; style: 'springer' | 'sd' | 'nature' | 'frontiers' | 'mdpi' | 'plos' }): string {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: p.title,
    name: p.title,
    author: p.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.aff ? { affiliation: { '@type': 'Organization', name: a.aff } } : {}) })),
    datePublished: p.date,
    isPartOf: { '@type': ['Periodical', 'PublicationVolume'], name: p.journal, volumeNumber: p.volume ?? '1' },
    publisher: { '@type': 'Organization', name: p.publisher },
    isAccessibleForFree: p.open,
    ...(p.open ? {} : { hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.main-content' } }),
    identifier: `doi:${p.doi}`,
    inLanguage: p.lang ?? 'en',
  };
  const body = p.open
    ? (p.sections ?? []).map((s, i) => `<section data-title="${esc(s.h)}"><div class="c-article-section" id="Sec${i + 1}-section"><h2 class="c-article-section__title js-section-title js-c-reading-companion-sections-item" id="Sec${i + 1}">${esc(s.h)}</h2><div class="c-article-section__content" id="Sec${i + 1}-content">${P(s.paras)}</div></div></section>`).join('\n')
    : `<div class="c-article-access-provider"><aside class="c-article-access" data-test="access-options"><h2 class="c-article-access__heading">${p.access ?? 'Access this article'}</h2><div class="c-article-access__options"><a class="c-article-access__institution" href="/institutional-login?redirect_uri=${encodeURIComponent(url)}">Access through your institution</a><div class="c-article-buy-box"><h3>Buy article PDF</h3><p class="c-article-buy-box__price">${p.price ?? '39,95 €'}</p><p>Price includes VAT (Germany)</p><p>Instant access to the full article PDF.</p><a class="c-article-buy-box__button" href="/checkout/cart?doi=${encodeURIComponent(p.doi)}">Buy article</a></div><div class="c-article-subscribe"><h3>Rent this article via DeepDyve</h3><a href="https://www.deepdyve.com/lp/doi/${p.doi}">Learn more about Institutional subscriptions</a></div></div></aside></div>`;
  const cls = brand.style === 'sd' ? 'Article' : 'c-article-body';
  return doc({
    lang: p.lang ?? 'en',
    title: brand.style === 'sd' ? `${p.title} - ScienceDirect` : `${p.title} | ${p.journal}`,
    head: `${citationMeta(p, url)}
<meta name="dc.title" content="${esc(p.title)}">
<meta name="dc.source" content="${esc(p.journal)}">
<meta name="prism.publicationName" content="${esc(p.journal)}">
<meta name="prism.doi" content="doi:${p.doi}">
<meta property="og:site_name" content="${esc(brand.site)}">
<meta property="og:title" content="${esc(p.title)}">
<meta property="og:url" content="${esc(url)}">
<meta name="twitter:site" content="@${brand.style}">
<link rel="canonical" href="${esc(url)}">
<script type="application/ld+json">${JSON.stringify({ mainEntity: ld, '@context': 'https://schema.org', '@type': 'WebPage' })}</script>
<script>window.dataLayer = [{"content":{"category":{"contentType":"article","publishingSegment":"${esc(p.journal)}"},"article":{"doi":"${p.doi}"},"attributes":{"deliveryPlatform":"oscar","environment":"live"}},"session":{"authentication":{"authenticationID":[],"legacy":{"webtrendsSiteID":""}}},"page":{"attributes":{"openAccess":"${p.open ? 'Y' : 'N'}","featureFlags":[]}}}];</script>
${brand.style === 'sd' ? COOKIEBOT : ONETRUST}
<link rel="stylesheet" href="/oscar-static/app-springerlink/css/enhanced-article-ec4b1d.css" media="print" onload="this.media='only print, only all and (prefers-color-scheme: no-preference), only all and (prefers-color-scheme: light), only all and (prefers-color-scheme: dark)';this.onload=null">`,
    bodyAttrs: `class="shared-article-renderer" data-track-component="${brand.style}"`,
    body: `<div class="u-visually-hidden" aria-hidden="true"><svg xmlns="http://www.w3.org/2000/svg"><symbol id="icon-eds-i-download-medium" viewBox="0 0 24 24"><path d="M12 1a1 1 0 0 1 1 1v11.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.4l3.3 3.3V2a1 1 0 0 1 1-1Z"/></symbol></svg></div>
<a class="c-skip-link" href="#main">Skip to main content</a>
<header class="eds-c-header" data-eds-c-header><div class="eds-c-header__container"><a class="eds-c-header__brand" href="/"><span class="u-visually-hidden">${esc(brand.site)}</span></a><nav class="eds-c-header__nav"><a href="/search">Search</a> <a href="/cart">Cart</a> <a href="/login">Log in</a></nav></div></header>
<div id="app"><main class="c-article-main-column u-float-left js-main-column" data-track-component="article body" id="main">
<article lang="${p.lang ?? 'en'}">
<div class="c-article-header"><header><ul class="c-article-identifiers" data-test="article-identifier"><li class="c-article-identifiers__item" data-test="article-category">${p.retracted ? 'Retracted Article' : 'Research'}</li>${p.open ? '<li class="c-article-identifiers__item"><a href="/open-access" data-test="open-access">Open access</a></li>' : ''}<li class="c-article-identifiers__item">Published: <time datetime="${p.date}">${p.date}</time></li></ul>
<h1 class="c-article-title" data-test="article-title" data-article-title="">${esc(p.title)}</h1>
<ul class="c-article-author-list c-article-author-list--short" data-test="authors-list">${p.authors.map((a, i) => `<li class="c-article-author-list__item"><a data-test="author-name" data-author-popup="auth-${i}" href="#auth-${i}">${esc(a.name)}</a><sup class="u-js-hide"><a href="#Aff${i + 1}">${i + 1}</a></sup></li>`).join(' ')}</ul>
<p class="c-article-info-details" data-container-section="info"><a data-test="journal-link" href="/journal/x"><i data-test="journal-title">${esc(p.journal)}</i></a> <b data-test="journal-volume"><span class="u-visually-hidden">volume</span> ${p.volume ?? '1'}</b>, Article number: ${p.pages ?? '101'} (${p.date.slice(0, 4)}) <a href="#citeas">Cite this article</a></p>
${p.retracted ? '<div class="c-article-retraction-note"><strong>This article was retracted on 12 March 2025.</strong> The online version of this article contains the retraction notice.</div>' : ''}
</header></div>
<div class="c-article-body"><section aria-labelledby="Abs1" data-title="Abstract" lang="${p.lang ?? 'en'}"><div class="c-article-section" id="Abs1-section"><h2 class="c-article-section__title js-section-title js-c-reading-companion-sections-item" id="Abs1">Abstract</h2><div class="c-article-section__content" id="Abs1-content">${P(p.abstract)}</div></div></section>
<div class="main-content ${cls}">${body}</div></div>
</article></main>
<aside class="c-article-extras u-hide-print"><div class="c-pdf-download"><a class="u-button u-button--primary" href="${esc(p.pdfUrl ?? '#')}" data-article-pdf="true">${p.open ? 'Download PDF' : 'Access options'}</a></div></aside></div>
<footer class="eds-c-footer"><div class="eds-c-footer__container"><p>© ${p.date.slice(0, 4)} ${esc(p.publisher)}. Part of ${esc(brand.site)}.</p><ul><li><a href="/privacy">Your privacy choices/Manage cookies</a></li><li><a href="/terms">Terms and conditions</a></li><li><a href="/accessibility">Accessibility statement</a></li></ul></div></footer>
<script type="text/javascript">window.__PRELOADED_STATE__={"article":{"doi":"${p.doi}","isOpenAccess":${p.open},"entitled":${p.open}}};</script>
<script src="/oscar-static/js/app-springerlink.bundle.js" async></script>`,
  });
}

/** Open Journal Systems (OJS 3) article page — the shape of thousands of society and university journals. */
export function ojs(p: Paper, url: string, o: { site: string; galleyLabel?: string; labels?: Record<string, string> }): string {
  const L = { abstract: 'Abstract', keywords: 'Keywords', published: 'Published', issue: 'Issue', section: 'Section', license: 'License', ...(o.labels ?? {}) };
  return doc({
    lang: p.lang ?? 'en',
    charset: p.charset,
    title: `${p.title} | ${o.site}`,
    head: `<meta name="generator" content="Open Journal Systems 3.3.0.14">
${citationMeta(p, url)}
<meta name="DC.Creator.PersonalName" content="${esc(p.authors[0]!.name)}">
<meta name="DC.Date.issued" scheme="ISO8601" content="${p.date}">
<meta name="DC.Identifier.DOI" content="${p.doi}">
<meta name="DC.Title" content="${esc(p.title)}">
<link rel="stylesheet" href="${esc(url.replace(/\/article\/.*/, ''))}/$$$call$$$/page/page/css?name=stylesheet" type="text/css">`,
    bodyAttrs: 'class="pkp_page_article pkp_op_view has_site_logo" dir="ltr"',
    body: `<div class="pkp_structure_page">
<header class="pkp_structure_head" id="headerNavigationContainer" role="banner"><nav class="cmp_skip_to_content" aria-label="Jump to content links"><a href="#pkp_content_main">Skip to main content</a></nav><div class="pkp_site_name_wrapper"><div class="pkp_site_name"><a href="/index" class="is_text">${esc(o.site)}</a></div></div><nav class="pkp_site_nav_menu" aria-label="Site Navigation"><ul id="navigationPrimary" class="pkp_navigation_primary pkp_nav_list"><li><a href="/issue/current">Current</a></li><li><a href="/issue/archive">Archives</a></li><li><a href="/about">About</a></li></ul></nav></header>
<div class="pkp_structure_content has_sidebar"><div class="pkp_structure_main" role="main"><a id="pkp_content_main"></a>
<div class="page page_article"><nav class="cmp_breadcrumbs" role="navigation"><ol><li><a href="/index">Home</a><span class="separator">/</span></li><li><a href="/issue/archive">Archives</a><span class="separator">/</span></li><li class="current">${esc(p.journal)} Vol. ${p.volume ?? '1'} No. ${p.issue ?? '1'} (${p.date.slice(0, 4)})</li></ol></nav>
<article class="obj_article_details"><h1 class="page_title">${esc(p.title)}</h1>
<div class="row"><div class="main_entry"><section class="item authors"><h2 class="pkp_screen_reader">Authors</h2><ul class="authors">${p.authors.map((a) => `<li><span class="name">${esc(a.name)}</span>${a.aff ? `<span class="affiliation">${esc(a.aff)}</span>` : ''}</li>`).join('')}</ul></section>
<section class="item doi"><h2 class="label">DOI:</h2><span class="value"><a href="https://doi.org/${p.doi}">https://doi.org/${p.doi}</a></span></section>
${p.keywords ? `<section class="item keywords"><h2 class="label">${L.keywords}:</h2><span class="value">${p.keywords.map(esc).join(', ')}</span></section>` : ''}
<section class="item abstract"><h2 class="label">${L.abstract}</h2>${P(p.abstract)}</section>
${(p.sections ?? []).map((s) => `<section class="item"><h3>${esc(s.h)}</h3>${P(s.paras)}</section>`).join('')}
</div><div class="entry_details"><div class="item galleys"><h2 class="pkp_screen_reader">Downloads</h2><ul class="value galleys_links"><li><a class="obj_galley_link pdf" href="${esc(p.pdfUrl ?? url + '/pdf')}">${o.galleyLabel ?? 'PDF'}</a></li></ul></div>
<div class="item published"><section class="sub_item"><h2 class="label">${L.published}</h2><div class="value"><span>${p.date}</span></div></section></div>
<div class="item issue"><section class="sub_item"><h2 class="label">${L.issue}</h2><div class="value"><a class="title" href="/issue/view/${p.issue ?? '1'}">Vol. ${p.volume ?? '1'} No. ${p.issue ?? '1'} (${p.date.slice(0, 4)})</a></div></section></div>
<div class="item copyright"><h2 class="label">${L.license}</h2><p>Copyright (c) ${p.date.slice(0, 4)} ${esc(p.authors[0]!.name)}</p><a rel="license" href="https://creativecommons.org/licenses/by/4.0/"><img alt="Creative Commons License" src="//i.creativecommons.org/l/by/4.0/88x31.png"></a></div>
</div></div></article></div></div>
<div class="pkp_structure_sidebar left" role="complementary"><div class="pkp_block block_make_submission"><div class="content"><a class="block_make_submission_link" href="/about/submissions">Make a Submission</a></div></div><div class="pkp_block block_information"><h2 class="title">Information</h2><div class="content"><ul><li><a href="/information/readers">For Readers</a></li><li><a href="/information/authors">For Authors</a></li><li><a href="/information/librarians">For Librarians</a></li></ul></div></div></div></div>
<div class="pkp_structure_footer_wrapper" role="contentinfo"><div class="pkp_structure_footer"><div class="pkp_footer_content"><p>ISSN ${p.doi.slice(3, 7)}-${p.doi.slice(-4).replace(/\D/g, '1').padStart(4, '0')}</p></div><div class="pkp_brand_footer" role="complementary"><a href="/about/aboutThisPublishingSystem"><img alt="More information about the publishing system, Platform and Workflow by OJS/PKP." src="/templates/images/ojs_brand.png"></a></div></div></div></div>
<script src="/lib/pkp/lib/vendor/components/jquery/jquery.min.js?v=3.3.0.14" type="text/javascript"></script>`,
  });
}

// =============================================================================================
// Preprints, PubMed, PMC

export function arxivAbs(o: { id: string; version: string; title: string; authors: string[]; abstract: string; subjects: string; submitted: string; comments?: string }, url: string): string {
  return doc({
    lang: 'en',
    title: `[${o.id}] ${o.title}`,
    head: `<link rel="stylesheet" type="text/css" media="screen" href="/static/browse/0.3.4/css/arXiv.css?v=20241206">
<meta property="og:type" content="website"><meta property="og:site_name" content="arXiv.org"><meta property="og:title" content="${esc(o.title)}"><meta property="og:url" content="${esc(url)}"><meta property="og:description" content="${esc(o.abstract.slice(0, 300))}">
<meta name="citation_title" content="${esc(o.title)}">${o.authors.map((a) => `<meta name="citation_author" content="${esc(a.split(' ').reverse().join(', '))}">`).join('')}
<meta name="citation_date" content="${o.submitted.replace(/-/g, '/')}"><meta name="citation_online_date" content="${o.submitted.replace(/-/g, '/')}"><meta name="citation_pdf_url" content="https://arxiv.org/pdf/${o.id}"><meta name="citation_arxiv_id" content="${o.id}">
<meta name="citation_abstract" content="${esc(o.abstract)}">
<script src="//static.arxiv.org/MathJax-2.7.3/MathJax.js?config=TeX-AMS_CHTML" async></script>`,
    bodyAttrs: 'class="with-cu-identity"',
    body: `<div class="flex-wrap-footer"><header><a href="#content" class="is-sr-only">Skip to main content</a><div id="cu-identity"><div id="cu-logo"><a href="https://www.cornell.edu/"><img src="/static/browse/0.3.4/images/icons/cu/cornell-reduced-white-SMALL.svg" alt="Cornell University"></a></div><div id="support-ack"><a href="https://info.arxiv.org/about/ourmembers.html">We gratefully acknowledge support from the Simons Foundation, member institutions, and all contributors.</a> <a href="https://info.arxiv.org/about/donate.html" class="btn-header-donate">Donate</a></div></div>
<div id="header" class="is-hidden-mobile"><a aria-hidden="true" tabindex="-1" href="/abs/${o.id}"></a><div class="header-breadcrumbs is-hidden-mobile"><a href="/"><img src="/static/browse/0.3.4/images/arxiv-logo-one-color-white.svg" alt="arxiv logo" style="height:40px;"></a> <span>&gt;</span> <a href="/list/${o.subjects.match(/\(([^)]+)\)/)?.[1] ?? 'cs'}/recent">${esc(o.subjects.match(/\(([^)]+)\)/)?.[1] ?? 'cs')}</a> <span>&gt;</span> arXiv:${o.id}</div><div class="search-block level-right"><form class="level-item mini-search" method="GET" action="https://arxiv.org/search"><input class="input is-small" type="text" name="query" placeholder="Search..." aria-label="Search term or terms"></form></div></div></header>
<main><div id="content"><div id="abs-outer"><div class="leftcolumn"><div class="subheader"><h1>${esc(o.subjects.split(';')[0]!.replace(/\s*\(.*/, ''))}</h1></div><div class="header-breadcrumbs-mobile"><strong>arXiv:${o.id}</strong> (${esc(o.subjects.match(/\(([^)]+)\)/)?.[1] ?? '')})</div>
<div id="content-inner"><div id="abs"><div class="dateline">[Submitted on ${o.submitted}${o.version !== 'v1' ? ` (v1), last revised 3 Feb 2025 (this version, ${o.version})` : ''}]</div>
<h1 class="title mathjax"><span class="descriptor">Title:</span>${esc(o.title)}</h1>
<div class="authors"><span class="descriptor">Authors:</span>${o.authors.map((a) => `<a href="https://arxiv.org/search/?searchtype=author&amp;query=${encodeURIComponent(a)}">${esc(a)}</a>`).join(', ')}</div>
<a class="mobile-submission-download" href="/pdf/${o.id}">View PDF</a>
<blockquote class="abstract mathjax"><span class="descriptor">Abstract:</span>${esc(o.abstract)}</blockquote>
<div class="metatable"><table summary="Additional metadata">${o.comments ? `<tr><td class="tablecell label">Comments:</td><td class="tablecell comments mathjax">${esc(o.comments)}</td></tr>` : ''}<tr><td class="tablecell label">Subjects:</td><td class="tablecell subjects"><span class="primary-subject">${esc(o.subjects)}</span></td></tr><tr><td class="tablecell label">Cite as:</td><td class="tablecell arxivid"><span class="arxivid"><a href="https://arxiv.org/abs/${o.id}">arXiv:${o.id}</a> [${esc(o.subjects.match(/\(([^)]+)\)/)?.[1] ?? '')}]</span></td></tr><tr><td class="tablecell label">&nbsp;</td><td class="tablecell arxividv">(or <span class="arxivid"><a href="https://arxiv.org/abs/${o.id}${o.version}">arXiv:${o.id}${o.version}</a> [${esc(o.subjects.match(/\(([^)]+)\)/)?.[1] ?? '')}]</span> for this version)</td></tr><tr><td class="tablecell label"><abbr title="Digital Object Identifier">https://doi.org/10.48550/arXiv.${o.id}</abbr></td><td class="tablecell"><i>arXiv-issued DOI via DataCite</i></td></tr></table></div></div></div>
<div class="submission-history"><h2>Submission history</h2> From: ${esc(o.authors[0]!)} [<a href="/show-email/9a1b2c3d/${o.id}">view email</a>]<br><strong>[v1]</strong> ${o.submitted} UTC (1,204 KB)<br></div></div>
<div class="extra-services"><div class="full-text"><a name="other"></a><h2>Access Paper:</h2><ul><li><a href="/pdf/${o.id}" class="abs-button download-pdf">View PDF</a></li><li><a href="https://arxiv.org/html/${o.id}${o.version}" class="abs-button" id="latexml-download-link">HTML (experimental)</a></li><li><a href="/src/${o.id}" class="abs-button download-eprint">TeX Source</a></li></ul><div class="abs-license"><a href="http://creativecommons.org/licenses/by/4.0/" title="Rights to this article" class="has_license">view license</a></div></div>
<div class="browse"><div class="current">Current browse context: <br>${esc(o.subjects.match(/\(([^)]+)\)/)?.[1] ?? '')}</div></div></div></div></div></main>
<footer style="clear: both;"><div class="columns is-desktop" role="navigation" aria-label="Secondary"><ul class="nav-spaced"><li><a href="https://info.arxiv.org/about">About</a></li><li><a href="https://info.arxiv.org/help">Help</a></li><li><a href="https://info.arxiv.org/help/contact.html">Contact</a></li><li><a href="https://info.arxiv.org/help/license/index.html">Copyright</a></li><li><a href="https://info.arxiv.org/help/policies/privacy_policy.html">Privacy Policy</a></li><li><a href="https://status.arxiv.org">arXiv Operational Status</a></li></ul></div></footer></div>`,
  });
}

export function pubmed(o: { pmid: string; title: string; authors: string[]; journal: string; cite: string; abstract: { label?: string; text: string }[]; doi?: string; lang?: string; note?: string }, url: string): string {
  return doc({
    lang: 'en',
    title: `${o.title} - PubMed`,
    head: `<meta name="ncbi_app" content="pubmed"><meta name="ncbi_db" content="pubmed"><meta name="ncbi_pdid" content="abstract"><meta name="ncbi_uid" content="${o.pmid}">
<meta name="citation_title" content="${esc(o.title)}"><meta name="citation_authors" content="${esc(o.authors.join(';'))}"><meta name="citation_journal_title" content="${esc(o.journal)}"><meta name="citation_date" content="${esc(o.cite.split(';')[0]!.split('.').pop()!.trim())}">${o.doi ? `<meta name="citation_doi" content="${o.doi}">` : ''}<meta name="citation_pmid" content="${o.pmid}">
<meta property="og:title" content="${esc(o.title)} - PubMed"><meta property="og:url" content="${esc(url)}"><meta property="og:site_name" content="PubMed"><meta property="og:description" content="${esc(o.abstract.map((a) => a.text).join(' ').slice(0, 250))}">
<meta name="description" content="${esc(o.abstract.map((a) => a.text).join(' ').slice(0, 250))}">
<link rel="stylesheet" href="https://cdn.ncbi.nlm.nih.gov/pubmed/0c2c3ae0-0f5b-4ab9-9d3c-e54c5a7e2a13/CACHE/css/output.9b7e1c2a0a8c.css" type="text/css">
<script type="text/javascript">window.ncbi = window.ncbi || {}; ncbi.pinger = {cookieDomain: '.nih.gov', params: {"ncbi_app":"pubmed","ncbi_pdid":"abstract","ncbi_uid":"${o.pmid}"}};</script>`,
    bodyAttrs: 'class="article-page"',
    body: `<div id="ui-ncbiexternallink-tooltip"></div><section class="usa-banner" aria-label="Official government website"><header class="usa-banner__header"><p class="usa-banner__header-text">An official website of the United States government</p></header></section>
<div class="ncbi-header" role="banner"><a class="ncbi-logo" href="https://www.ncbi.nlm.nih.gov/">NIH National Library of Medicine NCBI</a><a class="account" href="https://account.ncbi.nlm.nih.gov">Log in</a></div>
<main class="article-details" id="article-details"><header class="heading" id="heading"><div class="article-citation"><div class="article-source"><div class="journal-actions dropdown-block"><button class="journal-actions-trigger trigger" title="${esc(o.journal)}">${esc(o.journal.split(' ').map((w) => w.slice(0, 4)).join(' '))}</button></div><span class="cit">${esc(o.cite)}</span></div>${o.doi ? `<span class="citation-doi">doi: ${o.doi}.</span>` : ''}</div>
<h1 class="heading-title">${esc(o.title)}</h1>
<div class="inline-authors"><div class="authors"><div class="authors-list">${o.authors.map((a, i) => `<span class="authors-list-item"><a class="full-name" href="/?term=${encodeURIComponent(a)}&amp;cauthor_id=${o.pmid}" data-ga-label="${esc(a)}">${esc(a)}</a><sup class="affiliation-links"> ${i + 1}</sup></span>`).join('<span class="comma">,&nbsp;</span>')}</div></div></div>
<ul class="identifiers" id="full-view-identifiers"><li><span class="identifier pubmed"><span class="id-label">PMID:</span> <strong class="current-id">${o.pmid}</strong></span></li>${o.doi ? `<li><span class="identifier doi"><span class="id-label">DOI:</span> <a class="id-link" href="https://doi.org/${o.doi}">${o.doi}</a></span></li>` : ''}</ul>
${o.note ? `<p class="item-list">${esc(o.note)}</p>` : ''}</header>
<div class="abstract" id="abstract"><h2 class="title">Abstract</h2><div class="abstract-content selected" id="eng-abstract">${o.abstract.map((a) => `<p>${a.label ? `<strong class="sub-title">${esc(a.label)}: </strong>` : ''}${esc(a.text)}</p>`).join('\n')}</div></div>
<div class="keywords-section"><p class="disclaimer">Copyright © ${o.cite.match(/\d{4}/)?.[0] ?? '2024'} Elsevier Ltd. All rights reserved.</p></div>
<div class="similar-articles" id="similar"><h2 class="title">Similar articles</h2><ul class="articles-list"><li class="full-docsum"><a class="docsum-title" href="/3790${o.pmid.slice(-4)}/">See all similar articles</a></li></ul></div>
</main>
<footer class="ncbi-footer"><a href="https://www.nlm.nih.gov/">National Library of Medicine</a> 8600 Rockville Pike, Bethesda, MD 20894 · <a href="https://www.nlm.nih.gov/web_policies.html">Web Policies</a> · <a href="https://www.hhs.gov/vulnerability-disclosure-policy/index.html">HHS Vulnerability Disclosure</a></footer>
<script type="text/javascript" src="https://cdn.ncbi.nlm.nih.gov/core/pinger/pinger.js"></script>`,
  });
}

export function pmc(p: Paper, url: string, pmcid: string): string {
  return doc({
    lang: 'en',
    title: `${p.title} - PMC`,
    head: `${citationMeta(p, url)}<meta name="ncbi_app" content="cloudpmc-viewer"><meta name="ncbi_pcid" content="${pmcid}"><meta property="og:title" content="${esc(p.title)}"><meta property="og:site_name" content="PubMed Central (PMC)"><link rel="canonical" href="${esc(url)}">`,
    bodyAttrs: 'class="pmc-article-page"',
    body: `<section class="usa-banner" aria-label="Official website of the United States government"><p>An official website of the United States government</p></section>
<header class="pmc-header"><a href="/">PMC</a> <a href="/search/">Search PMC Full-Text Archive</a> <a href="https://account.ncbi.nlm.nih.gov">Log in</a></header>
<div class="pmc-layout"><main id="main-content" class="usa-layout-docs__main"><article lang="en"><section aria-label="Article citation and metadata"><section class="pmc-layout__citation"><div class="pmc-header-citation"><button class="usa-button usa-button--unstyled">${esc(p.journal)}</button>. ${p.date.slice(0, 4)};${p.volume ?? '12'}(${p.issue ?? '1'}):${p.pages ?? 'e1'}. doi: <a href="https://doi.org/${p.doi}">${p.doi}</a></div></section>
<section class="front-matter"><div class="ameta p font-secondary font-xs"><hgroup><h1>${esc(p.title)}</h1></hgroup><div class="cg p"><a href="#" class="usa-link" aria-describedby="id1"><span class="name western">${p.authors.map((a) => esc(a.name)).join('</span></a>, <a href="#" class="usa-link"><span class="name western">')}</span></a></div>
<ul class="d-buttons inline-list"><li><span class="pmcid">PMCID: ${pmcid}</span></li></ul></div></section></section>
<section class="body main-article-body"><section class="abstract" id="abstract1"><h2 class="pmc_sec_title">Abstract</h2>${P(p.abstract)}</section>
${(p.sections ?? []).map((s, i) => `<section id="sec${i + 1}"><h2 class="pmc_sec_title">${i + 1}. ${esc(s.h)}</h2>${P(s.paras)}</section>`).join('\n')}</section>
<section class="ref-list"><h2 class="pmc_sec_title">References</h2><ul class="ref-list font-sm"><li>1. See the original article.</li></ul></section></article></main></div>
<footer class="ncbi-footer"><p>Follow NCBI</p><a href="https://www.nlm.nih.gov/">NLM</a> | <a href="https://www.nih.gov/">NIH</a> | <a href="https://www.hhs.gov/">HHS</a> | <a href="https://www.usa.gov/">USA.gov</a></footer>`,
  });
}

// =============================================================================================
// Repositories

export function dspace(o: { site: string; title: string; authors: string[]; date: string; abstract: string[]; handle: string; file: string; size: string; type?: string; lang?: string; labels?: Partial<Record<'authors' | 'date' | 'abstract' | 'files' | 'uri' | 'type' | 'view', string>>; restricted?: string; withdrawn?: string }, url: string): string {
  const L = { authors: 'Authors', date: 'Date', abstract: 'Abstract', files: 'Files', uri: 'URI', type: 'Type', view: 'View/Open', ...(o.labels ?? {}) };
  return doc({
    lang: o.lang ?? 'en',
    title: `${o.title} - ${o.site}`,
    head: `<meta name="Generator" content="DSpace 7.6.1">
<meta name="citation_title" content="${esc(o.title)}">${o.authors.map((a) => `<meta name="citation_author" content="${esc(a)}">`).join('')}<meta name="citation_publication_date" content="${o.date}"><meta name="citation_pdf_url" content="${esc(url.replace(/\/handle\/.*/, ''))}/bitstreams/${o.handle.replace('/', '-')}/download"><meta name="citation_abstract_html_url" content="${esc(url)}">
<meta name="DC.title" content="${esc(o.title)}"><meta name="DCTERMS.issued" content="${o.date}">
<base href="/"><link rel="stylesheet" href="/styles.c3e5a1.css"><script>window.__DSPACE_CONFIG__={"ui":{"ssl":true,"nameSpace":"/"},"rest":{"ssl":true,"host":"api.example","port":443,"nameSpace":"/server"}};</script>`,
    bodyAttrs: '',
    body: `<ds-app _nghost-sc0="" ng-version="16.2.12"><ds-root><div class="outer-wrapper"><ds-header-navbar-wrapper><header class="header"><nav role="navigation" class="navbar"><a class="navbar-brand" href="/home"><img src="/assets/images/dspace-logo.svg" alt="Repository logo"></a><a class="nav-link" href="/community-list">Communities &amp; Collections</a><a class="nav-link" href="/browse/dateissued">${esc(L.date)}</a><a class="nav-link" href="/login">Log In</a></nav></header></ds-header-navbar-wrapper>
<main class="main-content"><ds-item-page><div class="container"><div class="item-page"><ds-item-type-badge><span class="badge badge-info">${esc(o.type ?? 'Thesis')}</span></ds-item-type-badge>
${o.withdrawn ? `<div class="alert alert-warning">${esc(o.withdrawn)}</div>` : `<h1 class="item-page-title-field"><span class="dont-break-out">${esc(o.title)}</span></h1>
<div class="row"><div class="col-xs-12 col-md-4"><ds-item-page-file-section><div class="item-page-field"><h5 class="simple-view-element-header">${esc(L.files)}</h5><div class="file-section">${o.restricted ? `<span class="request-a-copy">${esc(o.restricted)}</span>` : `<a href="/bitstreams/${o.handle.replace('/', '-')}/download" class="dont-break-out"><span>${esc(o.file)}</span><span> (${o.size})</span></a>`}</div></div></ds-item-page-file-section>
<ds-item-page-date-field><div class="item-page-field"><h5 class="simple-view-element-header">${esc(L.date)}</h5><span>${o.date}</span></div></ds-item-page-date-field>
<ds-metadata-representation-list><div class="item-page-field"><h5 class="simple-view-element-header">${esc(L.authors)}</h5>${o.authors.map((a) => `<a href="/browse/author?value=${encodeURIComponent(a)}" class="dont-break-out">${esc(a)}</a>`).join('<br>')}</div></ds-metadata-representation-list></div>
<div class="col-xs-12 col-md-6"><ds-item-page-abstract-field><div class="item-page-field"><h5 class="simple-view-element-header">${esc(L.abstract)}</h5><div class="content">${P(o.abstract)}</div></div></ds-item-page-abstract-field>
<ds-item-page-uri-field><div class="item-page-field"><h5 class="simple-view-element-header">${esc(L.uri)}</h5><a href="https://hdl.handle.net/${o.handle}">https://hdl.handle.net/${o.handle}</a></div></ds-item-page-uri-field></div></div>`}
</div></div></ds-item-page></main>
<ds-footer><footer class="text-lg-start"><div class="bottom-footer"><ul class="footer-info"><li><a href="/info/end-user-agreement">End User Agreement</a></li><li><a href="/info/privacy">Privacy policy</a></li><li><a href="/info/feedback">Send Feedback</a></li></ul><p>Built with <a href="https://dspace.lyrasis.org/">DSpace-CRIS</a> software</p></div></footer></ds-footer></div></ds-root></ds-app>
<script src="/runtime.8a7b.js" type="module"></script><script src="/main.f3e2.js" type="module"></script>`,
  });
}

export function eprints(o: { site: string; title: string; authors: string[]; year: string; abstract: string; docLine: string; restricted?: string; lang?: string; charset?: string }, url: string): string {
  return doc({
    lang: o.lang ?? 'en',
    charset: o.charset,
    legacyMeta: true,
    doctype: '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
    htmlAttrs: 'xmlns="http://www.w3.org/1999/xhtml"',
    title: `${o.title} - ${o.site}`,
    head: `<meta name="eprints.eprintid" content="${url.match(/(\d+)\/?$/)?.[1] ?? '1'}" />
<meta name="eprints.title" content="${esc(o.title)}" />${o.authors.map((a) => `\n<meta name="eprints.creators_name" content="${esc(a)}" />`).join('')}
<meta name="eprints.date" content="${o.year}" />
<meta name="DC.title" content="${esc(o.title)}" />${o.authors.map((a) => `\n<meta name="DC.creator" content="${esc(a)}" />`).join('')}
<meta name="DC.date" content="${o.year}" />
<link rel="stylesheet" type="text/css" href="/style/auto-3.4.5.css" />
<script type="text/javascript" src="/javascript/auto-3.4.5.js"></script>`,
    body: `<div class="ep_tm_header ep_noprint"><div class="ep_tm_site_logo"><a href="/" title="${esc(o.site)}"><img alt="${esc(o.site)}" src="/images/sitelogo.png" /></a></div><ul class="ep_tm_menu"><li><a href="/">Home</a></li><li><a href="/information.html">About</a></li><li><a href="/view/">Browse</a></li></ul><table class="ep_tm_searchbar"><tr><td align="left"><ul class="ep_tm_key_tools" id="ep_tm_menu_tools"><li><a href="/cgi/users/home">Login</a></li></ul></td></tr></table></div>
<div class="ep_tm_page_content"><h1 class="ep_tm_pagetitle">${esc(o.title)}</h1>
<div class="ep_summary_content"><div class="ep_summary_content_main"><p style="margin-bottom: 1em">${o.authors.map((a) => `<span class="person_name">${esc(a)}</span>`).join(' and ')} (${o.year}) <em>${esc(o.title)}.</em> ${esc(o.docLine)}</p>
<div class="ep_block"><table>${o.restricted ? `<tr><td valign="top" align="right"><a class="ep_document_link" href="#"><img class="ep_doc_icon" alt="[thumbnail of Text]" src="/style/images/fileicons/text.png" border="0" /></a></td><td valign="top"><span class="ep_document_citation">Text</span><br />${esc(o.restricted)}<br /><a href="/cgi/request_doc?docid=4${url.length}">Request a copy</a></td></tr>` : `<tr><td valign="top" align="right"><a class="ep_document_link" href="${esc(url)}1/fulltext.pdf"><img class="ep_doc_icon" alt="[thumbnail of fulltext.pdf]" src="/style/images/fileicons/application_pdf.png" border="0" /></a></td><td valign="top"><span class="ep_document_citation"><span class="document_format">PDF</span><br /><span class="document_filename">fulltext.pdf</span> - Published Version<br />Available under License Creative Commons Attribution.</span><br />Download (1MB)</td></tr>`}</table></div>
<h2>Abstract</h2><p style="text-align: left; margin: 1em auto 0em auto">${esc(o.abstract)}</p>
<table style="margin-bottom: 1em; margin-top: 1em;" cellpadding="3"><tr><th align="right">Item Type:</th><td>Article</td></tr><tr><th align="right">Date Deposited:</th><td>14 Mar ${o.year} 10:22</td></tr><tr><th align="right">URI:</th><td><a href="${esc(url)}">${esc(url)}</a></td></tr></table></div></div></div>
<div class="ep_tm_footer ep_noprint"><div class="ep_tm_eprints_logo"><a href="http://eprints.org/software/"><img alt="EPrints Logo" src="/images/eprintslogo.png" /></a></div><div>${esc(o.site)} is powered by <em><a href="http://eprints.org/software/">EPrints 3.4</a></em> which is developed by the <a href="https://www.ecs.soton.ac.uk/">School of Electronics and Computer Science</a> at the University of Southampton.</div></div>`,
  });
}

// =============================================================================================
// MediaWiki

export type Wiki = { lang: string; title: string; paras: string[]; site?: string; dir?: 'rtl' | 'ltr'; toc?: string[]; redirectedFrom?: string; categories?: string[]; charset?: string; disambig?: boolean; tagline?: string };

export function mediawiki(w: Wiki, url: string): string {
  const site = w.site ?? 'Wikipedia';
  const title = w.title;
  const host = new URL(url).host;
  return doc({
    lang: w.lang,
    dir: w.dir,
    htmlAttrs: 'class="client-nojs vector-feature-language-in-header-enabled vector-feature-page-tools-pinned-disabled vector-feature-main-menu-pinned-disabled skin-theme-clientpref-day"',
    title: `${title} — ${site}`.replace(' — ', w.lang === 'en' ? ' - ' : ' — '),
    head: `<script>(function(){var className="client-js vector-feature-language-in-header-enabled";document.documentElement.className=className;}());RLCONF={"wgBreakFrames":false,"wgSeparatorTransformTable":["",""],"wgDigitTransformTable":["",""],"wgDefaultDateFormat":"dmy","wgMonthNames":[],"wgRequestId":"c5b0e9f4-1a2b-4c3d-9e8f-7a6b5c4d3e2f","wgCanonicalNamespace":"","wgCanonicalSpecialPageName":false,"wgNamespaceNumber":0,"wgPageName":"${esc(title.replace(/ /g, '_'))}","wgTitle":"${esc(title)}","wgCurRevisionId":1254418273,"wgRevisionId":1254418273,"wgArticleId":48213,"wgIsArticle":true,"wgIsRedirect":false,"wgAction":"view","wgUserName":null,"wgPageContentLanguage":"${w.lang}","wgPageContentModel":"wikitext","wgRelevantPageName":"${esc(title.replace(/ /g, '_'))}","wgRelevantArticleId":48213,"wgIsProbablyEditable":true,"wgWikibaseItemId":"Q${(title.length * 7919) % 99991}"${w.redirectedFrom ? `,"wgRedirectedFrom":"${esc(w.redirectedFrom.replace(/ /g, '_'))}","wgInternalRedirectTargetUrl":"/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}"` : ''}};RLSTATE={"ext.globalCssJs.user.styles":"ready","site.styles":"ready","user.styles":"ready","skins.vector.styles":"ready","ext.cite.styles":"ready"};RLPAGEMODULES=["ext.cite.ux-enhancements","site","mediawiki.page.ready","skins.vector.js","ext.eventLogging","ext.wikimediaEvents","ext.uls.interface"];</script>
<script>(RLQ=window.RLQ||[]).push(function(){mw.loader.impl(function(){return["user.options@12s5i",function($,jQuery,require,module){mw.user.tokens.set({"patrolToken":"+\\\\","watchToken":"+\\\\","csrfToken":"+\\\\"});}];});});</script>
<link rel="stylesheet" href="/w/load.php?lang=${w.lang}&amp;modules=ext.cite.styles%7Cskins.vector.styles&amp;only=styles&amp;skin=vector-2022">
<script async="" src="/w/load.php?lang=${w.lang}&amp;modules=startup&amp;only=scripts&amp;raw=1&amp;skin=vector-2022"></script>
<meta name="generator" content="MediaWiki 1.44.0-wmf.8">
<meta name="referrer" content="origin-when-cross-origin">
<meta name="robots" content="max-image-preview:standard">
<meta property="og:title" content="${esc(title)} - ${esc(site)}">
<meta property="og:type" content="website">
<link rel="alternate" type="application/x-wiki" title="Edit this page" href="/w/index.php?title=${encodeURIComponent(title.replace(/ /g, '_'))}&amp;action=edit">
<link rel="search" type="application/opensearchdescription+xml" href="/w/rest.php/v1/search" title="${esc(site)} (${w.lang})">
<link rel="canonical" href="https://${host}/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}">
<link rel="license" href="https://creativecommons.org/licenses/by-sa/4.0/deed.${w.lang}">
<script type="application/ld+json">{"@context":"https:\\/\\/schema.org","@type":"Article","name":"${esc(title)}","url":"https:\\/\\/${host}\\/wiki\\/${encodeURIComponent(title.replace(/ /g, '_'))}","sameAs":"http:\\/\\/www.wikidata.org\\/entity\\/Q${(title.length * 7919) % 99991}","mainEntity":"http:\\/\\/www.wikidata.org\\/entity\\/Q${(title.length * 7919) % 99991}","author":{"@type":"Organization","name":"Contributors to Wikimedia projects"},"publisher":{"@type":"Organization","name":"Wikimedia Foundation, Inc.","logo":{"@type":"ImageObject","url":"https:\\/\\/www.wikimedia.org\\/static\\/images\\/wmf-hor-googpub.png"}},"datePublished":"2004-03-11T09:12:44Z","dateModified":"2025-09-30T17:02:11Z","headline":"${esc((w.paras[0] ?? '').replace(/<[^>]+>/g, '').slice(0, 60))}"}</script>`,
    bodyAttrs: `class="skin--responsive skin-vector skin-vector-search-vue mediawiki ${w.dir === 'rtl' ? 'rtl sitedir-rtl' : 'ltr sitedir-ltr'} mw-hide-empty-elt ns-0 ns-subject mw-editable page-${esc(title.replace(/ /g, '_'))} rootpage-${esc(title.replace(/ /g, '_'))} skin-vector-2022 action-view"`,
    body: `<a class="mw-jump-link" href="#bodyContent">Jump to content</a>
<div class="vector-header-container"><header class="vector-header mw-header"><div class="vector-header-start"><nav class="vector-main-menu-landmark" aria-label="Site"><div id="vector-main-menu-dropdown" class="vector-dropdown vector-main-menu-dropdown"><input type="checkbox" id="vector-main-menu-dropdown-checkbox" role="button" aria-haspopup="true" class="vector-dropdown-checkbox" aria-label="Main menu"><label class="vector-dropdown-label" aria-hidden="true"><span class="vector-icon mw-ui-icon-menu"></span><span class="vector-dropdown-label-text">Main menu</span></label></div></nav><a href="/wiki/" class="mw-logo"><img class="mw-logo-icon" src="/static/images/icons/wikipedia.png" alt="" aria-hidden="true" height="50" width="50"><span class="mw-logo-container skin-invert"><img class="mw-logo-wordmark" alt="${esc(site)}" src="/static/images/mobile/copyright/wikipedia-wordmark-${w.lang}.svg" style="width: 7.5em; height: 1.125em;"></span></a></div>
<div class="vector-header-end"><div id="p-search" role="search" class="vector-search-box-vue vector-search-box-collapses vector-search-box-show-thumbnail vector-search-box-auto-expand-width vector-search-box"><form action="/w/index.php" id="searchform" class="cdx-search-input cdx-search-input--has-end-button"><input class="cdx-text-input__input" type="search" name="search" placeholder="Search ${esc(site)}" aria-label="Search ${esc(site)}" autocapitalize="sentences" title="Search ${esc(site)} [f]" accesskey="f" id="searchInput"><input type="hidden" name="title" value="Special:Search"></form></div><nav class="vector-user-links" aria-label="Personal tools"><a href="/w/index.php?title=Special:CreateAccount&amp;returnto=${encodeURIComponent(title)}">Create account</a> <a href="/w/index.php?title=Special:UserLogin&amp;returnto=${encodeURIComponent(title)}">Log in</a></nav></div></header></div>
<div class="mw-page-container"><div class="mw-page-container-inner"><div class="vector-main-menu-container"><div id="mw-navigation"><nav id="mw-panel" class="vector-main-menu-landmark"><div id="vector-main-menu" class="vector-main-menu vector-pinnable-element"><div class="vector-menu mw-portlet mw-portlet-navigation" id="p-navigation"><div class="vector-menu-heading">Navigation</div><div class="vector-menu-content"><ul class="vector-menu-content-list"><li id="n-mainpage-description" class="mw-list-item"><a href="/wiki/Main_Page" title="Visit the main page [z]" accesskey="z"><span>Main page</span></a></li><li id="n-contents" class="mw-list-item"><a href="/wiki/Wikipedia:Contents"><span>Contents</span></a></li><li id="n-currentevents" class="mw-list-item"><a href="/wiki/Portal:Current_events"><span>Current events</span></a></li><li id="n-randompage" class="mw-list-item"><a href="/wiki/Special:Random"><span>Random article</span></a></li><li id="n-aboutsite" class="mw-list-item"><a href="/wiki/Wikipedia:About"><span>About Wikipedia</span></a></li></ul></div></div></div></nav></div></div>
${w.toc?.length ? `<div class="vector-column-start"><nav id="mw-panel-toc" aria-label="Contents" class="mw-table-of-contents-container vector-toc-landmark"><div id="vector-toc" class="vector-toc vector-pinnable-element"><div class="vector-pinnable-header vector-toc-pinnable-header"><h2 class="vector-pinnable-header-label">Contents</h2></div><ul class="vector-toc-contents" id="mw-panel-toc-list"><li id="toc-mw-content-text" class="vector-toc-list-item vector-toc-level-1"><a href="#" class="vector-toc-link"><div class="vector-toc-text">(Top)</div></a></li>${w.toc.map((t, i) => `<li id="toc-${encodeURIComponent(t)}" class="vector-toc-list-item vector-toc-level-1"><a class="vector-toc-link" href="#${encodeURIComponent(t.replace(/ /g, '_'))}"><div class="vector-toc-text"><span class="vector-toc-numb">${i + 1}</span><span>${esc(t)}</span></div></a></li>`).join('')}</ul></div></nav></div>` : ''}
<div class="mw-content-container"><main id="content" class="mw-body"><header class="mw-body-header vector-page-titlebar"><h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">${esc(title)}</span></h1><div id="p-lang-btn" class="vector-dropdown mw-portlet mw-portlet-lang"><input type="checkbox" id="p-lang-btn-checkbox" role="button" aria-haspopup="true" data-event-name="ui.dropdown-p-lang-btn" class="vector-dropdown-checkbox mw-interlanguage-selector" aria-label="Go to an article in another language. Available in 87 languages"><label id="p-lang-btn-label" for="p-lang-btn-checkbox" class="vector-dropdown-label cdx-button cdx-button--fake-button cdx-button--fake-button--enabled cdx-button--weight-quiet" aria-hidden="true"><span class="vector-icon mw-ui-icon-language-progressive"></span><span class="vector-dropdown-label-text">87 languages</span></label></div></header>
<div class="vector-page-toolbar"><nav aria-label="Namespaces"><a href="/wiki/${encodeURIComponent(title)}">Article</a> <a href="/wiki/Talk:${encodeURIComponent(title)}">Talk</a></nav><nav aria-label="Views"><a href="/wiki/${encodeURIComponent(title)}">Read</a> <a href="/w/index.php?title=${encodeURIComponent(title)}&amp;action=edit">Edit</a> <a href="/w/index.php?title=${encodeURIComponent(title)}&amp;action=history">View history</a></nav></div>
<div id="bodyContent" class="vector-body" aria-labelledby="firstHeading" data-mw-ve-target-container><div class="vector-body-before-content"><div class="mw-indicators"></div><div id="siteSub" class="noprint">${esc(w.tagline ?? 'From Wikipedia, the free encyclopedia')}</div></div><div id="contentSub"><div id="mw-content-subtitle">${w.redirectedFrom ? `<span class="mw-redirectedfrom">(Redirected from <a href="/w/index.php?title=${encodeURIComponent(w.redirectedFrom)}&amp;redirect=no" class="mw-redirect" title="${esc(w.redirectedFrom)}">${esc(w.redirectedFrom)}</a>)</span>` : ''}</div></div>
<div id="mw-content-text" class="mw-body-content"><div class="mw-content-${w.dir ?? 'ltr'} mw-parser-output" lang="${w.lang}" dir="${w.dir ?? 'ltr'}">${w.disambig ? '<div class="hatnote dablink">' : '<div class="shortdescription nomobile noexcerpt noprint searchaux" style="display:none">'}${w.disambig ? '' : esc(title)}</div>
${w.paras.map((p) => (/^<(h\d|ul|ol|table|figure|div)/.test(p) ? p.replace(/^<h2>(.*?)<\/h2>$/, (_m, h) => `<div class="mw-heading mw-heading2"><h2 id="${esc(String(h).replace(/ /g, '_'))}">${h}</h2><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/w/index.php?action=edit&amp;section=1">edit</a><span class="mw-editsection-bracket">]</span></span></div>`) : `<p>${p}</p>`)).join('\n')}
${w.disambig ? `<table id="setindexbox" class="metadata plainlinks dmbox dmbox-disambig" role="presentation"><tbody><tr><td class="mbox-image"><span typeof="mw:File"><img alt="" src="//upload.wikimedia.org/wikipedia/en/thumb/5/5f/Disambig_gray.svg/30px-Disambig_gray.svg.png" decoding="async" width="30" height="23"></span></td><td class="mbox-text">This <a href="/wiki/Help:Disambiguation">disambiguation</a> page lists articles associated with the title <b>${esc(title)}</b>.<br>If an <a class="external text" href="/w/index.php?title=Special:WhatLinksHere/${encodeURIComponent(title)}">internal link</a> led you here, you may wish to change the link to point directly to the intended article.</td></tr></tbody></table>` : ''}
<div class="mw-references-wrap"><ol class="references"><li id="cite_note-1"><span class="mw-cite-backlink"><b><a href="#cite_ref-1">^</a></b></span> <span class="reference-text"><cite class="citation web cs1">Archived from the original on 2019-05-04.</cite></span></li></ol></div>
<!-- NewPP limit report Parsed by mw-api-ext.eqiad.main-7d8f9c Cached time: 20251014083011 CPU time usage: 0.412 seconds Real time usage: 0.533 seconds -->
</div><noscript><img src="https://${host}/wiki/Special:CentralAutoLogin/start?type=1x1&amp;usesul3=0" alt="" width="1" height="1" style="border: none; position: absolute;"></noscript><div class="printfooter" data-nosnippet="">Retrieved from "<a dir="ltr" href="https://${host}/w/index.php?title=${encodeURIComponent(title)}&amp;oldid=1254418273">https://${host}/w/index.php?title=${encodeURIComponent(title)}&amp;oldid=1254418273</a>"</div></div>
<div id="catlinks" class="catlinks" data-mw="interface"><div id="mw-normal-catlinks" class="mw-normal-catlinks"><a href="/wiki/Help:Category" title="Help:Category">Categories</a>: <ul>${(w.categories ?? []).map((c) => `<li><a href="/wiki/Category:${encodeURIComponent(c)}">${esc(c)}</a></li>`).join('')}</ul></div></div></div></main></div>
<div class="mw-footer-container"><footer id="footer" class="mw-footer"><ul id="footer-info"><li id="footer-info-lastmod"> This page was last edited on 30 September 2025, at 17:02<span class="anonymous-show">&#160;(UTC)</span>.</li><li id="footer-info-copyright">Text is available under the <a rel="nofollow" class="external text" href="https://creativecommons.org/licenses/by-sa/4.0/deed.${w.lang}">Creative Commons Attribution-ShareAlike 4.0 License</a>; additional terms may apply.</li></ul><ul id="footer-places"><li id="footer-places-privacy"><a href="https://foundation.wikimedia.org/wiki/Special:MyLanguage/Policy:Privacy_policy">Privacy policy</a></li><li id="footer-places-about"><a href="/wiki/Wikipedia:About">About Wikipedia</a></li><li id="footer-places-disclaimers"><a href="/wiki/Wikipedia:General_disclaimer">Disclaimers</a></li><li id="footer-places-mobileview"><a href="//${host.replace(/^(\w+)\./, '$1.m.')}/wiki/${encodeURIComponent(title)}?useskin=vector" class="noprint stopMobileRedirectToggle">Mobile view</a></li></ul></footer></div></div></div>
<script>(RLQ=window.RLQ||[]).push(function(){mw.config.set({"wgHostname":"mw-web.codfw.main-6c9b8d-x2f4k","wgBackendResponseTime":148,"wgPageParseReport":{"limitreport":{"cputime":"0.412","walltime":"0.533","ppvisitednodes":{"value":4012,"limit":1000000},"expansiondepth":{"value":12,"limit":100}}}});});</script>`,
  });
}

// =============================================================================================
// Generic institutional page (government, statistics office, court, standards body, company)

export type Inst = {
  lang: string;
  site: string;
  title: string;
  h1?: string;
  lead?: string;
  paras: string[];
  date?: string;
  dateLabel?: string;
  author?: string;
  nav?: string[];
  breadcrumbs?: string[];
  charset?: string;
  legacyMeta?: boolean;
  dir?: 'rtl' | 'ltr';
  head?: string;
  aside?: string;
  footer?: string;
  banner?: string;
  style?: 'govuk' | 'uswds' | 'bund' | 'legacy' | 'corporate' | 'court' | 'shop';
  after?: string;
  description?: string;
};

export function inst(o: Inst, url: string): string {
  const style = o.style ?? 'corporate';
  const crumbs = o.breadcrumbs?.length ? `<nav aria-label="${style === 'govuk' ? 'Breadcrumb' : 'breadcrumb'}" class="${style === 'govuk' ? 'govuk-breadcrumbs' : 'breadcrumb'}"><ol>${o.breadcrumbs.map((b, i) => `<li><a href="/${i ? 'p' + i : ''}">${esc(b)}</a></li>`).join('')}</ol></nav>` : '';
  const nav = o.nav?.length ? `<nav class="${style === 'bund' ? 'c-navigation' : 'main-nav'}"><ul>${o.nav.map((n, i) => `<li><a href="/${i}">${esc(n)}</a></li>`).join('')}</ul></nav>` : '';
  const dateLine = o.date ? `<p class="${style === 'govuk' ? 'gem-c-metadata__definition' : 'date'}">${esc(o.dateLabel ?? 'Published')} <time datetime="${o.date}">${o.date}</time></p>` : '';
  const head = `<meta name="description" content="${esc(o.description ?? (o.lead ?? o.paras[0] ?? '').replace(/<[^>]+>/g, '').slice(0, 160))}">
<meta property="og:title" content="${esc(o.h1 ?? o.title)}"><meta property="og:site_name" content="${esc(o.site)}"><meta property="og:url" content="${esc(url)}">
${o.date ? `<meta name="dcterms.date" content="${o.date}"><meta property="article:published_time" content="${o.date}">` : ''}
${o.author ? `<meta name="author" content="${esc(o.author)}">` : ''}
<link rel="canonical" href="${esc(url)}">
${style === 'govuk' ? '<link rel="stylesheet" href="/assets/frontend/application-4a1c.css"><meta name="govuk:format" content="guide"><meta name="govuk:content-id" content="5f2d3e4a-1b2c-4d5e-8f9a-0b1c2d3e4f5a">' : style === 'uswds' ? '<link rel="stylesheet" href="/themes/custom/uswds_base/dist/css/styles.css?t8k2q">' : style === 'bund' ? '<link rel="stylesheet" href="/resource/blob/1234/css/main.css">' + USERCENTRICS : style === 'legacy' ? '<link rel="stylesheet" type="text/css" href="/css/common.css">' : '<link rel="stylesheet" href="/_next/static/css/8f3a1b2c.css">' + ONETRUST}
${o.head ?? ''}`;
  const banner = style === 'govuk'
    ? `<div id="global-cookie-message" class="gem-c-cookie-banner govuk-clearfix" data-module="cookie-banner" role="region" aria-label="Cookies on GOV.UK" data-nosnippet><div class="govuk-cookie-banner js-banner-wrapper" role="region" aria-label="Cookies on GOV.UK"><div class="gem-c-cookie-banner__message govuk-cookie-banner__message govuk-width-container"><h2 class="govuk-cookie-banner__heading govuk-heading-m">Cookies on GOV.UK</h2><div class="govuk-cookie-banner__content"><p class="govuk-body">We use some essential cookies to make this website work.</p><p class="govuk-body">We’d like to set additional cookies to understand how you use GOV.UK, remember your settings and improve government services.</p></div><div class="js-confirmation-buttons govuk-button-group"><button class="govuk-button" type="submit" data-accept-cookies="true">Accept additional cookies</button><button class="govuk-button" type="submit" data-reject-cookies="true">Reject additional cookies</button><a class="govuk-link" href="/help/cookies">View cookies</a></div></div></div></div>`
    : style === 'uswds'
      ? `<section class="usa-banner" aria-label="Official website of the United States government"><div class="usa-accordion"><header class="usa-banner__header"><div class="usa-banner__inner"><div class="grid-col-fill tablet:grid-col-auto" aria-hidden="true"><p class="usa-banner__header-text">An official website of the United States government</p><p class="usa-banner__header-action">Here’s how you know</p></div></div></header></div></section>`
      : '';
  return doc({
    lang: o.lang,
    dir: o.dir,
    charset: o.charset,
    legacyMeta: o.legacyMeta,
    title: o.title,
    head,
    bodyAttrs: `class="${style === 'govuk' ? 'govuk-template__body' : style}"`,
    body: `${banner}${o.banner ?? ''}
<header class="site-header" role="banner"><div class="container"><a class="logo" href="/">${esc(o.site)}</a>${nav}<form class="search" action="/search"><label for="q" class="visually-hidden">Search</label><input id="q" name="q" type="search"></form></div></header>
<div class="container">${crumbs}
<main id="main-content" class="main" role="main"><article>
<h1 class="${style === 'govuk' ? 'gem-c-title__text govuk-heading-l' : 'page-title'}">${esc(o.h1 ?? o.title)}</h1>
${o.lead ? `<p class="lead">${o.lead}</p>` : ''}
<div class="meta">${o.author ? `<span class="author">${esc(o.author)}</span> ` : ''}${dateLine}</div>
<div class="${style === 'govuk' ? 'govspeak' : 'body-text'}">${P(o.paras)}</div>
${o.after ?? ''}
</article></main>
${o.aside ? `<aside class="sidebar">${o.aside}</aside>` : ''}
</div>
<footer class="site-footer">${o.footer ?? `<ul><li><a href="/privacy">Privacy</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/contact">Contact</a></li><li><a href="/cookies">Cookies</a></li></ul><p>© ${esc(o.site)}</p>`}</footer>
<script src="/js/site.bundle.js" defer></script>`,
  });
}

// =============================================================================================
// Archives

export function wayback(inner: string, o: { original: string; ts: string; captures?: number }): string {
  const toolbar = `<script src="//archive.org/includes/athena.js" type="text/javascript"></script>
<script type="text/javascript">window.addEventListener('DOMContentLoaded',function(){var v=archive_analytics.values;v.service='wb';v.server_name='wwwb-app223.us.archive.org';v.server_ms=412;archive_analytics.send_pageview({});});</script>
<script type="text/javascript" src="https://web-static.archive.org/_static/js/bundle-playback.js?v=1WaXNDFE" charset="utf-8"></script>
<script type="text/javascript" src="https://web-static.archive.org/_static/js/wombat.js?v=txqj7nKC" charset="utf-8"></script>
<script>window.RufflePlayer=window.RufflePlayer||{};window.RufflePlayer.config={"autoplay":"on","unmuteOverlay":"hidden"};</script>
<script type="text/javascript">__wm.init("https://web.archive.org/web");__wm.wombat("${o.original}","${o.ts}","https://web.archive.org/","web","https://web-static.archive.org/_static/","${Math.floor(Date.UTC(+o.ts.slice(0, 4), +o.ts.slice(4, 6) - 1, +o.ts.slice(6, 8)) / 1000)}");</script>
<link rel="stylesheet" type="text/css" href="https://web-static.archive.org/_static/css/banner-styles.css?v=S1zqJCYt" />
<link rel="stylesheet" type="text/css" href="https://web-static.archive.org/_static/css/iconochive.css?v=3PDvdIFv" />
<!-- End Wayback Rewrite JS Include -->`;
  const bar = `<!-- BEGIN WAYBACK TOOLBAR INSERT -->
<script>__wm.rw(0);</script>
<div id="wm-ipp-base" lang="en" style="display:none;direction:ltr;"><div id="wm-ipp" style="position:fixed;left:0;top:0;right:0;"><div id="donato" style="position:relative;width:100%;"><div id="donato-base"><iframe id="donato-if" src="https://archive.org/includes/donate.php?as_page=1&amp;platform=wb&amp;referer=${encodeURIComponent('https://web.archive.org/web/' + o.ts + '/' + o.original)}" scrolling="no" frameborder="0" style="width:100%; height:100%"></iframe></div></div><div id="wm-ipp-inside"><div id="wm-toolbar" style="position:relative;display:flex;flex-flow:row nowrap;justify-content:space-between;"><div id="wm-logo" style="/*width:110px;*/padding-top:12px;"><a href="/web/" title="Wayback Machine home page"><img src="https://web-static.archive.org/_static/images/toolbar/wayback-toolbar-logo-200.png" srcset="https://web-static.archive.org/_static/images/toolbar/wayback-toolbar-logo-100.png, https://web-static.archive.org/_static/images/toolbar/wayback-toolbar-logo-150.png 1.5x" alt="Wayback Machine" style="width:100px" border="0" /></a></div><div class="c" style="display:flex;flex-flow:column nowrap;justify-content:space-between;flex:1;"><form class="u" style="display:flex;flex-direction:row;flex-wrap:nowrap;" target="_top" method="get" action="/web/submit" name="wmtb" id="wmtb"><input type="text" name="url" id="wmtbURL" value="${esc(o.original)}" onfocus="this.focus();this.select();" style="flex:1;"/><input type="hidden" name="type" value="replay" /><input type="hidden" name="date" value="${o.ts}" /><input type="submit" value="Go" /></form><div style="display:flex;flex-flow:row nowrap;align-items:flex-end;"><div class="s" id="wm-nav-captures" style="flex:1;"><a class="t" href="/web/${o.ts}*/${esc(o.original)}" title="See a list of every capture for this URL">${(o.captures ?? 37).toLocaleString('en')} captures</a><div class="r" title="Timespan for captures of this URL">14 Mar 2016 - ${o.ts.slice(6, 8)} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][+o.ts.slice(4, 6) - 1]} ${o.ts.slice(0, 4)}</div></div><div class="k" style="flex:1;"><a href="" id="wm-graph-anchor"><div id="wm-ipp-sparkline" title="Explore captures for this URL" style="position: relative"><canvas class="sparkline" width="425" height="27" id="wm-sparkline-canvas"></canvas></div></a></div></div></div><div class="n"><table><tbody><tr class="y"><td class="b" nowrap="nowrap"><a href="https://web.archive.org/web/20230101000000*/${esc(o.original)}" title="07 Feb 2023">FEB</a></td></tr></tbody></table></div><div class="r" style="display:flex;flex-flow:column nowrap;align-items:flex-end;justify-content:space-between;"><div id="wm-btns" style="white-space:nowrap;"><a href="https://archive.org/account/login.php" title="Sign In"><span class="iconochive-person"></span></a><a id="wm-expand" class="wm-btn wm-closed" href="#expand"><span class="iconochive-down-solid"></span> <span class="wm-btn-text">About this capture</span></a></div></div></div></div><div id="wm-capinfo" style="border-top:1px solid #777;display:none; overflow: hidden"><div id="wm-capinfo-collected-by"><div style="background-color:#666;color:#fff;font-weight:bold;text-align:center">COLLECTED BY</div><div style="padding:3px;position:relative" id="wm-collected-by-content"><div style="display:inline-block;vertical-align:top;width:50%;"><span class="c-logo" style="background-image:url(https://archive.org/services/img/alexacrawls);"></span> Organization: <a style="color:#33f;" href="https://archive.org/details/alexacrawls" target="_new"><span class="wm-title">Alexa Crawls</span></a><div style="max-height:75px;overflow:hidden;position:relative;"><div style="position:absolute;top:0;left:0;width:100%;height:75px;background:linear-gradient(to bottom,rgba(255,255,255,0) 0%,rgba(255,255,255,0) 90%,rgba(255,255,255,255) 100%);"></div>Starting in 1996, <a href="http://www.alexa.com/">Alexa Internet</a> has been donating their crawl data to the Internet Archive. Flowing in every day, these data are added to the <a href="http://web.archive.org/">Wayback Machine</a> after an embargo period.</div></div></div></div><div id="wm-capinfo-timestamps"><div style="background-color:#666;color:#fff;font-weight:bold;text-align:center" title="Timestamps for the elements of this page">TIMESTAMPS</div><div><div id="wm-capresources" style="margin:0 5px 5px 5px;max-height:250px;overflow-y:scroll !important"></div><div id="wm-capresources-loading" style="text-align:left;margin:0 20px 5px 5px;display:none"><img src="https://web-static.archive.org/_static/images/loading.gif" alt="loading" /></div></div></div></div></div></div><div id="wm-ipp-print">The Wayback Machine - https://web.archive.org/web/${o.ts}/${esc(o.original)}</div>
<script type="text/javascript">//<![CDATA[
__wm.bt(750,27,25,2,"web","${o.original}","${o.ts}",1996,"https://web-static.archive.org/_static/",["https://web-static.archive.org/_static/css/banner-styles.css?v=S1zqJCYt","https://web-static.archive.org/_static/css/iconochive.css?v=3PDvdIFv"], false);
  __wm.rw(1);
//]]></script>
<!-- END WAYBACK TOOLBAR INSERT -->`;
  const withHead = inner.replace(/<head>/i, `<head>${toolbar}`);
  const out = withHead.replace(/<body([^>]*)>/i, `<body$1>${bar}`);
  return `${out}\n<!--\n     FILE ARCHIVED ON ${o.ts.slice(8, 10)}:${o.ts.slice(10, 12)}:${o.ts.slice(12, 14)} ${o.ts.slice(6, 8)}/${o.ts.slice(4, 6)}/${o.ts.slice(0, 4)} AND RETRIEVED FROM THE\n     INTERNET ARCHIVE ON 12:41:07 Oct 14, 2025.\n     JAVASCRIPT APPENDED BY WAYBACK MACHINE, COPYRIGHT INTERNET ARCHIVE.\n\n     ALL OTHER CONTENT MAY ALSO BE PROTECTED BY COPYRIGHT (17 U.S.C.\n     SECTION 108(a)(3)).\n-->\n<!--\nplayback timings (ms):\n  captures_list: 0.61\n  exclusion.robots: 0.027\n  RedisCDXSource: 1.532\n  esindex: 0.011\n  load_resource: 211.4\n  PetaboxLoader3.resolve: 174.19\n-->`;
}

// =============================================================================================
// Platform shells and walls

export const cfChallenge = (host: string) => `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem}</style><meta http-equiv="refresh" content="390"></head><body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript></div></div><script>(function(){window._cf_chl_opt={cvId: '3',cZone: "${host}",cType: 'managed',cRay: '8d2f4a1b9c3e7f60',cH: 'q8Xk2.Lm4Rt7Yv1Pz9Nw3Ja6Hb0Fc5Ed-1728901234-1.2.1.1-kV3p',cUPMDTk: "\\/?__cf_chl_tk=Zx9.Ab3Cd6Ef-1728901234-0.0.1.1-1802",cFPWv: 'b',cITimeS: '1728901234',cTplC:0,cTplV:5,cTplB: 'cf',cK: "visitor-time",fa:"\\/?__cf_chl_f_tk=Zx9.Ab3Cd6Ef-1728901234-0.0.1.1-1802",md: 'Fq2w.A8s3D7f6G5h4J1k0L9z8X7c6V5b4N3m2Q1w0E-1728901234-1.1.1.1-bT3x',};var cpo = document.createElement('script');cpo.src = '/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8d2f4a1b9c3e7f60';window._cf_chl_opt.cOgUHash = location.hash === '' && location.href.indexOf('#') !== -1 ? '#' : location.hash;window._cf_chl_opt.cOgUQuery = location.search === '' && location.href.slice(0, location.href.length - window._cf_chl_opt.cOgUHash.length).indexOf('?') !== -1 ? '?' : location.search;if (window.history && window.history.replaceState) {var ogU = location.pathname + window._cf_chl_opt.cOgUQuery + window._cf_chl_opt.cOgUHash;history.replaceState(null, null, "\\/?__cf_chl_rt_tk=Zx9.Ab3Cd6Ef-1728901234-0.0.1.1-1802" + window._cf_chl_opt.cOgUHash);cpo.onload = function() {history.replaceState(null, null, ogU);}}document.getElementsByTagName('head')[0].appendChild(cpo);}());</script></body></html>`;

export const akamaiDenied = (host: string, path: string) => `<HTML><HEAD>
<TITLE>Access Denied</TITLE>
</HEAD><BODY>
<H1>Access Denied</H1>
 
You don't have permission to access "http&#58;&#47;&#47;${host}${path.replace(/\//g, '&#47;')}" on this server.<P>
Reference&#32;&#35;18&#46;4f2a1b17&#46;1728901234&#46;9c3e7f6
<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;4f2a1b17&#46;1728901234&#46;9c3e7f6</P>
</BODY>
</HTML>
`;

export const perimeterX = (site: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Access to this page has been denied</title><meta name="description" content="px-captcha"><style>.px-captcha-error-header{color:#f0f1f2;font-size:29px;margin:67px 0 33px;font-weight:500;line-height:.83;text-align:center}</style></head><body><section class="px-captcha-error-container"><div class="px-captcha-error-header">Before we continue...</div><div class="px-captcha-error-wrapper"><div class="px-captcha-error-message">Press &amp; Hold to confirm you are<br>a human (and not a bot).</div><div id="px-captcha"></div></div><div class="px-captcha-error-footer"><div class="px-captcha-error-refid">Reference ID 8c1f3e2a-89ab-11ef-b4d1-5f6e7a8b9c0d</div></div></section><script>window._pxAppId='PXu4K2a9Qd';window._pxJsClientSrc='/u4K2a9Qd/init.js';window._pxFirstPartyEnabled=true;window._pxVid='';window._pxUuid='8c1f3e2a-89ab-11ef-b4d1-5f6e7a8b9c0d';window._pxHostUrl='/u4K2a9Qd/xhr';window._pxreCaptchaTheme='light';window._pxSite='${site}';</script><script src="/u4K2a9Qd/captcha/captcha.js?a=c&u=8c1f3e2a&v=&m=0"></script></body></html>`;

export const dataDome = `<html lang="en"><head><title>ft.com</title><style>#cmsg{animation: A 1.5s;}@keyframes A{0%{opacity:0;}99%{opacity:0;}100%{opacity:1;}}</style></head><body style="margin:0"><p id="cmsg">Please enable JS and disable any ad blocker</p><script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMA1x8P2bNq4hQAr0lPlw==','hsh':'E5BA4F2C7B0E4B1D3E6A9C8F1D2E3F4','t':'bv','s':48213,'e':'3f9a1c2b7d8e4f5a6b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2','host':'geo.captcha-delivery.com','cookie':'kq~3pX1z_QmRt7Yv'}</script><script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>`;

export const imperva = `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"><meta name="viewport" content="initial-scale=1.0"><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?SWUDNSAI=31&xinfo=4-48213117-0%200NNN%20RT%281728901234123%20211%29%20q%280%20-1%20-1%200%29%20r%280%20-1%29%20B12%2814%2c0%2c0%29%20U18&incident_id=1234000560012345678-123456789012345678&edet=12&cinfo=0e000000&rpinfo=0&cts=Zx9Ab3Cd6Ef&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: 1234000560012345678-123456789012345678</iframe></body></html>`;

export const nginxError = (code: number, text: string) => `<html>
<head><title>${code} ${text}</title></head>
<body>
<center><h1>${code} ${text}</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

export const apacheError = (code: number, text: string, msg: string) => `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">
<html><head>
<title>${code} ${text}</title>
</head><body>
<h1>${text}</h1>
<p>${msg}</p>
<hr>
<address>Apache/2.4.62 (Debian) Server at www Port 443</address>
</body></html>
`;

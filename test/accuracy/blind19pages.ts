/**
 * Page templates for the held-out set blind19 (archives, libraries, digitised collections):
 * web-archive replay pages, archive.today copies, digitised newspapers, book previews, digital
 * libraries, institutional repositories (DSpace, EPrints), OPAC records, museum objects, finding
 * aids, genealogy indexes, oral-history pages, legacy server pages, proxy login pages and the
 * walls such sites put up. Written without reading citeflow's classifier.
 */
import { esc } from './blindkit';
import type { Doc } from './blind19text';

/** How the cited quote differs between the page and the citing text. */
export type Variant = 'plain' | 'curly' | 'straight' | 'dash' | 'nbsp' | 'shy' | 'nfd';

/** Puts a typographic variant of `d.quote` on the page (the quote as cited stays plain). */
export function vary(d: Doc, v: Variant = 'plain'): string[] {
  if (v === 'plain') return d.paras;
  if (v === 'nfd') return d.paras.map((p) => p.normalize('NFD'));
  return d.paras.map((p) => {
    if (!p.includes(d.quote)) return p;
    let q = d.quote;
    if (v === 'nbsp') q = q.replace(/ (?=\d)/g, '\u00a0').replace(/(\d) /g, '$1\u00a0');
    if (v === 'shy') q = q.replace(/([\p{L}]{4})([\p{L}]{4,})/u, '$1\u00ad$2');
    if (v === 'dash') q = q.replace(/ - /g, ' — ');
    if (v === 'curly') q = q.replace(/'/g, '\u2019').replace(/"([^"]*)"/g, '\u201c$1\u201d');
    return p.replace(d.quote, q);
  });
}

const P = (paras: string[]) => paras.map((p) => `<p>${esc(p)}</p>`).join('\n');

const head = (title: string, charset: string, extra = '') =>
  `<head>\n<meta http-equiv="Content-Type" content="text/html; charset=${charset}">\n<title>${esc(title)}</title>\n${extra}\n</head>`;

// ---------------------------------------------------------------------------------------------
// The original sites as they looked when captured (table layouts, font tags, frames, cgi-bin)

export function oldSite(d: Doc, o: { charset?: string; paras?: string[]; base?: string } = {}): string {
  const cs = o.charset ?? d.charset;
  const base = o.base ?? '';
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="${d.lang}">
${head(`${d.title} - ${d.site}`, cs, `<meta name="keywords" content="archive, history, ${esc(d.site)}">\n<link rel="stylesheet" type="text/css" href="${base}/css/style.css">\n<script language="JavaScript" src="${base}/js/menu.js"></script>`)}
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<table width="780" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="2" bgcolor="#003366"><a href="${base}/"><img src="${base}/img/logo.gif" width="300" height="60" border="0" alt="${esc(d.site)}"></a></td></tr>
<tr><td width="160" valign="top" bgcolor="#E6E6E6"><font face="Verdana, Arial" size="1">
<a href="${base}/index.html">Home</a><br><a href="${base}/cgi-bin/search.pl">Search</a><br><a href="${base}/collections/">Collections</a><br><a href="${base}/about.html">About</a><br><a href="${base}/links.html">Links</a><br><br>
<img src="${base}/img/counter.gif" alt=""></font></td>
<td width="620" valign="top"><font face="Georgia, Times New Roman" size="2">
<h2>${esc(d.title)}</h2>
${d.author ? `<p><i>${esc(d.author)}</i></p>` : ''}${d.date ? `<p><small>${esc(d.date)}</small></p>` : ''}
${P(o.paras ?? d.paras)}
<hr size="1" noshade><p><small>&copy; ${esc(d.site)}. Best viewed with Internet Explorer 5.0 at 800x600.</small></p>
</font></td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Web archives

export function waybackToolbar(url: string, ts: string, captures = 214): string {
  const y = ts.slice(0, 4);
  return `<!-- BEGIN WAYBACK TOOLBAR INSERT -->
<script>__wm.rw(0);</script>
<div id="wm-ipp-base" lang="en" style="display:none;direction:ltr;">
<div id="wm-ipp" style="position:fixed;left:0;top:0;right:0;">
<div id="donato"></div>
<div id="wm-ipp-inside">
<div id="wm-logo" style="float:left;width:110px;padding-top:12px;"><a href="/web/" title="Wayback Machine home page"><img src="/_static/images/toolbar/wayback-toolbar-logo-200.png" alt="Wayback Machine" width="100" height="34"></a></div>
<div class="c"><div class="u" style="position:relative;"><form target="_top" method="get" action="/web/submit" name="wmtb" id="wmtb"><input type="text" name="url" id="wmtbURL" value="${esc(url)}"><input type="hidden" name="type" value="replay"><input type="hidden" name="date" value="${ts}"><input type="submit" value="Go"></form></div>
<div class="n"><table><tr class="y"><td class="b"><a href="/web/${Number(y) - 1}0101000000*/${esc(url)}">${Number(y) - 1}</a></td><td class="c"><span>${y}</span></td><td class="f"><a href="/web/${Number(y) + 1}0101000000*/${esc(url)}">${Number(y) + 1}</a></td></tr></table></div>
<div class="s"><div id="wm-nav-captures"><a class="t" href="/web/*/${esc(url)}" title="See a list of every capture for this URL">${captures} captures</a><div class="r" title="Timespan for captures of this URL">12 Mar 1999 - 04 Nov 2021</div></div></div>
</div>
<div class="r" id="wm-btns"><a href="https://archive.org/account/login">Log in</a> · <a href="#" id="wm-tb-close">Close</a> · <a href="/details/${esc(url)}">About this capture</a></div>
</div></div></div>
<div id="wm-capinfo" style="display:none"><div id="wm-capinfo-collected-by"><div class="wm-title">COLLECTED BY</div><div>Organization: <a href="/details/alexacrawls">Alexa Crawls</a></div><div>Starting in 1996, Alexa Internet has been donating their crawl data to the Internet Archive.</div></div><div id="wm-capinfo-timestamps"><div class="wm-title">TIMESTAMPS</div></div></div>
<!-- END WAYBACK TOOLBAR INSERT -->`;
}

/** A replayed capture: the original page with the toolbar inserted after <body>. */
export function wayback(inner: string, url: string, ts: string): string {
  const scripts = `<script src="//archive.org/includes/athena.js" type="text/javascript"></script>
<script type="text/javascript">window.addEventListener('DOMContentLoaded',function(){var v=archive_analytics.values;v.service='wb';v.server_name='wwwb-app220.us.archive.org';v.server_ms=312;archive_analytics.send_pageview({});});</script>
<script type="text/javascript" src="/_static/js/bundle-playback.js?v=1WaXNDFE" charset="utf-8"></script>
<script type="text/javascript" src="/_static/js/wombat.js?v=txqj7nKC" charset="utf-8"></script>
<script>window.RufflePlayer=window.RufflePlayer||{};window.RufflePlayer.config={"autoplay":"on","unmuteOverlay":"hidden"};</script>
<script type="text/javascript">__wm.init("https://web.archive.org/web");__wm.wombat("${esc(url)}","${ts}","https://web.archive.org/","web","/_static/","${ts.slice(0, 10)}");</script>
<link rel="stylesheet" type="text/css" href="/_static/css/banner-styles.css?v=S1zqJCYt" />
<link rel="stylesheet" type="text/css" href="/_static/css/iconochive.css?v=3PDvdIFv" />
<!-- End Wayback Rewrite JS Include -->`;
  const withHead = inner.replace(/<head>/i, `<head>${scripts}`);
  const withBar = withHead.replace(/<body([^>]*)>/i, (_m, a: string) => `<body${a}>${waybackToolbar(url, ts)}`);
  return `${withBar}
<!--
     FILE ARCHIVED ON ${ts.slice(8, 10)}:${ts.slice(10, 12)}:${ts.slice(12, 14)} ${ts.slice(6, 8)}/${ts.slice(4, 6)}/${ts.slice(0, 4)} AND RETRIEVED FROM THE
     INTERNET ARCHIVE ON 14:02:11 Nov 20, 2026.
     JAVASCRIPT APPENDED BY WAYBACK MACHINE, COPYRIGHT INTERNET ARCHIVE.

     ALL OTHER CONTENT MAY ALSO BE PROTECTED BY COPYRIGHT (17 U.S.C.
     SECTION 108(a)(3)).
-->
<!--
playback timings (ms):
  captures_list: 0.612
  exclusion.robots: 0.029
  RedisCDXSource: 2.417
  esindex: 0.011
  LoadShardBlock: 118.9 (3)
  load_resource: 201.33
  PetaboxLoader3.resolve: 98.12
-->`;
}

/** The Wayback Machine's own pages (not a capture): not archived, excluded, calendar. */
export function waybackNotice(kind: 'not-archived' | 'excluded' | 'blocked-robots', url: string): string {
  const body = {
    'not-archived': `<div id="error"><h2 class="blue">Hrm.</h2><p class="code">The Wayback Machine has not archived that URL.</p><p class="code shift">This page is not available on the web because page does not exist</p><p class="impatient"><a href="https://web.archive.org/save/${esc(url)}">Save this url in the Wayback Machine</a></p><h3>Click here to search for all archived pages under <a href="/web/*/${esc(url)}*">${esc(url.replace(/\/[^/]*$/, '/'))}</a>.</h3></div>`,
    excluded: `<div id="error"><h2 class="blue">Sorry.</h2><p class="code">This URL has been excluded from the Wayback Machine.</p></div>`,
    'blocked-robots': `<div id="error"><h2 class="blue">Sorry.</h2><p class="code">This URL has been excluded from the Wayback Machine.</p><p class="code shift">The site owner may have asked that it not be made available.</p></div>`,
  }[kind];
  return `<!DOCTYPE html><html lang="en"><head><title>Wayback Machine</title><meta charset="utf-8"><link rel="stylesheet" href="/_static/css/web.css"><script src="/_static/js/ia-topnav.min.js"></script></head>
<body><div id="topnav"><ia-topnav></ia-topnav></div><header class="wayback-header"><a href="/"><img src="/_static/images/logo_WM.png" alt="Wayback Machine"></a><form action="/web/*/" method="get"><input type="text" name="url" value="${esc(url)}" placeholder="Enter a URL or words related to a site's home page"><button>Browse History</button></form></header>
<div id="positionHome"><section>${body}</section></div>
<footer><p>The Wayback Machine is an initiative of the <a href="//archive.org/">Internet Archive</a>, a 501(c)(3) non-profit, building a digital library of Internet sites and other cultural artifacts in digital form.</p><p>Other <a href="//archive.org/projects/">projects</a> include <a href="//openlibrary.org/">Open Library</a> &amp; <a href="//archive-it.org/">archive-it.org</a></p><p>Your use of the Wayback Machine is subject to the Internet Archive's <a href="//archive.org/about/terms.php">Terms of Use</a>.</p></footer></body></html>`;
}

export function archiveToday(d: Doc, url: string, o: { paras?: string[]; when?: string } = {}): string {
  const when = o.when ?? '17 Sep 2019 08:41:27 UTC';
  return `<!DOCTYPE html><html prefix="og: http://ogp.me/ns# article: http://ogp.me/ns/article#" itemscope itemtype="http://schema.org/Article"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${esc(d.title)} - ${esc(d.site)}</title>
<meta property="og:title" content="${esc(d.title)}"><meta itemprop="name" content="${esc(d.title)}"><meta property="article:modified_time" itemprop="dateModified" content="2019-09-17T08:41:27Z"><meta property="og:type" content="article"><meta property="og:site_name" content="archive.ph"><link rel="canonical" href="https://archive.ph/Xk7pQ"></head>
<body><center><div id="HEADER" style="width:1024px;border-bottom:1px solid #ccc"><table style="width:1024px"><tr><td rowspan="2" style="width:100px"><a href="/"><img src="/logo.png" alt="archive.today webpage capture" width="100"></a></td><td style="font-size:10px">archive.today<br>webpage capture</td><td style="font-size:10px">Saved from <input readonly style="width:550px" value="${esc(url)}"><br>search · <a href="/${esc(url)}">history</a> ← prior · next →</td><td style="font-size:10px;text-align:right">${esc(when)}</td></tr><tr><td colspan="3" style="font-size:10px">All snapshots from host <a href="/${esc(new URL(url).host)}">${esc(new URL(url).host)}</a> · <a href="/download/Xk7pQ.zip">download .zip</a> · <a href="#">report bug or abuse</a> · <a href="/donate">Buy me a coffee</a></td></tr></table></div>
<div id="CONTENT" style="width:1024px;text-align:left"><div style="position:relative;width:1024px"><div style="font-family:Georgia;font-size:28px;font-weight:bold;margin:20px 0">${esc(d.title)}</div>${d.author ? `<div style="color:#666">${esc(d.author)}</div>` : ''}${(o.paras ?? d.paras).map((p) => `<div style="font-family:Georgia;font-size:17px;line-height:27px;margin-bottom:18px">${esc(p)}</div>`).join('')}</div></div>
<div style="width:1024px;font-size:10px;border-top:1px solid #ccc;margin-top:20px">Webpage <a href="/">Screenshot</a> · share · download .zip · report bug or abuse</div></center></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Digitised newspapers

export function newspaperPage(d: Doc, style: 'chronam' | 'delpher' | 'gallica' | 'trove' | 'generic', o: { paras?: string[]; note?: string; lang?: string } = {}): string {
  const lang = o.lang ?? d.lang;
  const L = {
    chronam: { home: 'Chronicling America', issue: 'Image provided by', text: 'Text (OCR)', lbl: 'About this newspaper', pages: 'Page 3' },
    delpher: { home: 'Delpher', issue: 'Krant', text: 'Tekst (OCR)', lbl: 'Bekijk de krant', pages: 'Pagina 1' },
    gallica: { home: 'Gallica', issue: 'Titre', text: 'Mode texte', lbl: 'Notice du document', pages: 'Page 1 / 4' },
    trove: { home: 'Trove', issue: 'Newspaper article', text: 'OCR text', lbl: 'Cite this', pages: 'Page 6' },
    generic: { home: d.site, issue: '', text: 'OCR', lbl: '', pages: '1' },
  }[style];
  const ocr = (o.paras ?? d.paras).map((p) => `<p class="ocr-line">${esc(p)}</p>`).join('\n');
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(d.title)} | ${esc(d.site)} | ${d.date ?? ''} | ${L.home}</title>
<meta name="viewport" content="width=device-width"><meta name="citation_title" content="${esc(d.title)}"><meta name="citation_publication_date" content="${d.date ?? ''}"><meta name="dc.source" content="${esc(d.site)}">
<link rel="stylesheet" href="/static/viewer/openseadragon.css"><script src="/static/viewer/openseadragon.min.js"></script></head>
<body class="page-view ${style}"><div class="top-bar"><a class="brand" href="/">${esc(L.home)}</a><ul class="menu"><li><a href="/search/">Search</a></li><li><a href="/titles/">Titles</a></li><li><a href="/help/">Help</a></li></ul></div>
<nav class="breadcrumb"><a href="/">${esc(L.home)}</a> › <a href="/titles/">${esc(d.site)}</a> › ${esc(d.date ?? '')} › ${esc(L.pages)}</nav>
<div class="row"><div class="col viewer"><div id="osd" style="height:900px" data-tiles="/iiif/2/page-${d.key}/info.json"></div><div class="viewer-tools"><a href="#">Zoom in</a> <a href="#">Zoom out</a> <a href="/download/page-${d.key}.jp2">JPEG2000</a> <a href="/download/page-${d.key}.pdf">PDF</a> <a href="#" class="clip">Clip</a></div></div>
<div class="col side"><h1 class="issue-title">${esc(d.site)}, ${esc(d.date ?? '')}, ${esc(L.pages)}</h1><h2 class="article-title">${esc(d.title)}</h2>${L.issue ? `<p class="issue-meta">${esc(L.issue)}: ${esc(d.site)}</p>` : ''}${o.note ?? ''}
<section class="ocr"><h3>${esc(L.text)}</h3><div class="ocr-text">${ocr}</div><p class="ocr-warning">Text produced by optical character recognition may contain errors.</p></section>
${L.lbl ? `<p><a href="/about/">${esc(L.lbl)}</a></p>` : ''}</div></div>
<footer><p>${esc(L.home)} · <a href="/about/">About</a> · <a href="/rights/">Rights and reuse</a> · <a href="/contact/">Contact</a></p></footer></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Book search and previews

export function bookPage(d: Doc, mode: 'limited' | 'none' | 'snippet' | 'full', o: { paras?: string[] } = {}): string {
  const banner = {
    limited: '<div class="viewability">Limited preview - Some pages are omitted</div>',
    none: '<div class="viewability">No preview available</div>',
    snippet: '<div class="viewability">Snippet view</div><p class="snip-note">This book is in copyright. Only snippets of text around your search terms are shown.</p>',
    full: '<div class="viewability">Full view</div>',
  }[mode];
  const body =
    mode === 'limited' || mode === 'full'
      ? `<div class="preview-pages"><div class="page" data-page="PA37"><p class="pagenum">Page 37</p>${P(o.paras ?? d.paras)}</div><div class="omitted">Pages 38–41 are not shown in this preview.</div></div>`
      : mode === 'snippet'
        ? `<div class="snippets"><p class="snippet">... ${esc(d.paras[0]!.slice(0, 60))} ...</p><p class="snippet">... ${esc(d.paras[2]!.slice(10, 70))} ...</p><p>Page 37 · <a href="#">More snippets</a></p></div>`
        : `<div class="no-preview"><img src="/books/content?id=Q${d.key}&printsec=frontcover&img=1" alt="Front Cover"><p>We haven't found any reviews in the usual places.</p></div>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(d.title)} - ${esc(d.author ?? d.site)} - Google Books</title><meta property="og:title" content="${esc(d.title)}"><meta property="og:type" content="book"><meta property="og:site_name" content="Google Books"><meta name="description" content="${esc(d.paras[0]!.slice(0, 140))}"></head>
<body><div id="gb"><a href="/">Books</a> <form action="/books"><input name="q"><button>Search</button></form><a href="/accounts/login">Sign in</a></div>
<div id="volume-main"><div id="volume-left"><div class="bookcover"><img src="/books/content?id=Q${d.key}&printsec=frontcover" alt="Front Cover"></div><a href="#">0 Reviews</a><br><a href="#">Write review</a></div>
<div id="volume-center"><h1 class="booktitle">${esc(d.title)}</h1><div class="bookinfo_sectionwrap"><div>${esc(d.author ?? d.site)}</div><div>${esc(d.site)}, ${esc((d.date ?? '').slice(0, 4))} - ${216 + d.paras.length} pages</div></div>${banner}
<div id="synopsis"><div id="synopsistext">${mode === 'none' || mode === 'snippet' ? esc(d.paras[0]!.slice(0, 120)) + '…' : ''}</div></div>
${body}
<div id="buy"><h3>Get this book in print</h3><ul><li><a href="#">AbeBooks</a></li><li><a href="#">Amazon</a></li><li><a href="#">Find in a library</a></li><li><a href="#">All sellers »</a></li></ul></div>
<div id="bibliographic"><h3>Bibliographic information</h3><table><tr><td>Title</td><td>${esc(d.title)}</td></tr><tr><td>Publisher</td><td>${esc(d.site)}</td></tr><tr><td>Original from</td><td>the University of Michigan</td></tr><tr><td>Digitized</td><td>3 Sep 2008</td></tr><tr><td>Length</td><td>${216 + d.paras.length} pages</td></tr></table><p><a href="#">Export Citation</a>: BiBTeX EndNote RefMan</p></div></div></div>
<div id="footer"><a href="/intl/en/googlebooks/about.html">About Google Books</a> - <a href="/policies/privacy/">Privacy Policy</a> - <a href="/books/terms">Terms of Service</a> - <a href="/help/">Help</a></div></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Digital libraries

export function dlItem(d: Doc, mode: 'full' | 'search-only' | 'checked-out' | 'waitlist' | 'geo', o: { paras?: string[]; lang?: string } = {}): string {
  const status = {
    full: '<div class="access full-view"><span class="icon-unlocked"></span> Full view</div>',
    'search-only': '<div class="access search-only"><span class="icon-locked"></span> Limited (search only)</div><div class="alert">Full view is not available for this item due to copyright &copy; restrictions. You can search inside this item to find the pages where your terms appear.</div><form action="/cgi/ls"><input name="q1" placeholder="Search in this text"><button>Find in this item</button></form>',
    'checked-out': '<div class="access lending"><h3>This book is currently checked out.</h3><p>1 of 1 copies are in use. Join the waitlist to be notified when it is available to borrow.</p><button class="btn">Join waitlist</button><p><a href="/account/login">Log in</a> to borrow. Borrowing is available for registered patrons for up to 14 days.</p></div>',
    waitlist: '<div class="access lending"><h3>Borrow for 1 hour</h3><p>You are #4 on the waitlist for this book.</p><p>This book is available through controlled digital lending. <a href="/account/login">Log in</a> or <a href="/account/signup">sign up</a> to borrow it.</p><button class="btn">Borrow for 14 days</button></div>',
    geo: '<div class="access geo"><h3>This item is not available in your country.</h3><p>Due to copyright restrictions, this item cannot be viewed from your current location. If you believe this is an error, please contact us.</p></div>',
  }[mode];
  const text = mode === 'full' ? `<section id="text"><h2>Full text</h2><div class="page-text">${P(o.paras ?? d.paras)}</div></section>` : `<section id="desc"><h2>Description</h2><p>${esc(d.paras[0]!.slice(0, 90))}…</p></section>`;
  return `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head><meta charset="utf-8"><title>${esc(d.title)} : ${esc(d.site)} : Free Download, Borrow, and Streaming : Digital Library</title>
<meta property="og:title" content="${esc(d.title)}"><meta name="description" content="${esc(d.title)}"><link rel="stylesheet" href="/offshoot_assets/index.css"><script src="/offshoot_assets/index.js" type="module"></script></head>
<body class="navia"><header id="topnav"><a href="/">Digital Library</a><nav><a href="/details/texts">Texts</a> <a href="/details/movies">Video</a> <a href="/details/audio">Audio</a> <a href="/details/software">Software</a> <a href="/details/image">Images</a></nav><a href="/account/login">Sign up | Log in</a></header>
<main id="maincontent"><div class="container"><div class="item-title"><h1 class="item-title">${esc(d.title)}</h1></div>
<div class="bookreader-frame" data-item="${d.key}"><noscript>This viewer requires JavaScript.</noscript></div>
${status}
<dl class="metadata-definition"><dt>Publication date</dt><dd>${esc(d.date ?? '')}</dd><dt>Publisher</dt><dd>${esc(d.site)}</dd><dt>Language</dt><dd>${esc(d.lang)}</dd><dt>Collection</dt><dd>americana; inlibrary; printdisabled</dd><dt>Identifier</dt><dd>${d.key}00sp</dd><dt>Scanningcenter</dt><dd>shenzhen</dd></dl>
${text}
<section class="reviews"><h3>Reviews</h3><p>There are no reviews yet. Be the first one to <a href="#">write a review</a>.</p></section>
<section class="related"><h3>Similar items (based on metadata)</h3><ul><li><a href="#">Annual report of the commissioners</a></li><li><a href="#">Proceedings of the society</a></li><li><a href="#">A history of the county</a></li></ul></section></div></main>
<footer><a href="/about/">About</a> · <a href="/blog/">Blog</a> · <a href="/projects/">Projects</a> · <a href="/help/">Help</a> · <a href="/donate/">Donate</a> · <a href="/about/terms">Terms</a></footer></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Institutional repositories

export function dspace(d: Doc, mode: 'open' | 'embargo' | 'campus' | 'request' | 'withdrawn' | 'not-found', o: { lang?: string; uni?: string; handle?: string } = {}): string {
  const uni = o.uni ?? 'University Repository';
  const handle = o.handle ?? `10${d.key.length}4/${3000 + d.key.length * 37}`;
  const de = o.lang === 'de';
  const files = {
    open: `<h5>Files in this item</h5><table class="ds-table file-list"><tr><th>Name:</th><th>Size:</th><th>Format:</th><th>View/Open</th></tr><tr><td>${d.key}_thesis.pdf</td><td>2.41Mb</td><td>PDF</td><td><a href="/bitstream/handle/${handle}/${d.key}_thesis.pdf?sequence=1&isAllowed=y">View/Open</a></td></tr></table>`,
    embargo: de
      ? `<h5>Dateien zu dieser Ressource</h5><table class="ds-table file-list"><tr><td>${d.key}_diss.pdf</td><td>5.02Mb</td><td>PDF</td><td><span class="embargo">Gesperrt bis 2027-06-30</span></td></tr></table><div class="alert alert-info">Der Volltext dieses Dokuments ist bis zum Ablauf der Sperrfrist nicht zugänglich.</div>`
      : `<h5>Files in this item</h5><table class="ds-table file-list"><tr><td>${d.key}_thesis.pdf</td><td>5.02Mb</td><td>PDF</td><td><span class="embargo"><i class="icon-lock"></i> Embargoed until 2027-06-30</span></td></tr></table><div class="alert alert-info">The full text of this item is under embargo until 30 June 2027. Only the metadata is available.</div>`,
    campus: `<h5>Files in this item</h5><table class="ds-table file-list"><tr><td>${d.key}.pdf</td><td>1.77Mb</td><td>PDF</td><td><i class="icon-lock"></i> Restricted to campus</td></tr></table><div class="alert alert-warning">Access to this file is restricted to users on the campus network or logged in with a university account. <a href="/login">Log in</a></div>`,
    request: `<h5>Files in this item</h5><table class="ds-table file-list"><tr><td>${d.key}_final.pdf</td><td>3.10Mb</td><td>PDF</td><td><i class="icon-lock"></i> Restricted</td></tr></table><div class="alert">This file is restricted. You can <a href="/request-a-copy/${handle}">request a copy</a> from the author.</div><form class="request-copy" action="/request-a-copy/${handle}" method="post"><h4>Request a copy</h4><label>Your name <input name="reqname"></label><label>Your e-mail <input name="email"></label><label>Message <textarea name="message"></textarea></label><button>Request copy</button></form>`,
    withdrawn: '',
    'not-found': '',
  }[mode];
  const fields = `<table class="ds-includeSet-table detailtable"><tr><td class="label-cell">dc.contributor.author</td><td class="word-break">${esc(d.author ?? d.site)}</td><td>en</td></tr><tr><td class="label-cell">dc.date.issued</td><td>${esc((d.date ?? '').slice(0, 4))}</td></tr><tr><td class="label-cell">dc.identifier.uri</td><td><a href="http://hdl.handle.net/${handle}">http://hdl.handle.net/${handle}</a></td></tr><tr><td class="label-cell">dc.description.abstract</td><td class="word-break">${esc(d.paras.slice(0, 2).join(' '))}</td><td>${d.lang}</td></tr><tr><td class="label-cell">dc.title</td><td>${esc(d.title)}</td></tr><tr><td class="label-cell">dc.type</td><td>Thesis</td></tr></table>`;
  let main: string;
  if (mode === 'withdrawn') {
    main = `<div class="tombstone"><h2>${de ? 'Zurückgezogen' : 'Item withdrawn'}</h2><p>${de ? 'Dieses Dokument wurde aus dem Repositorium zurückgezogen und ist nicht mehr verfügbar.' : 'This item has been withdrawn and is no longer available.'}</p><p>${de ? 'Grund: auf Wunsch der Autorin.' : 'Reason for withdrawal: at the request of the author.'}</p><p><a href="/">${de ? 'Zur Startseite' : 'Go to repository home'}</a></p></div>`;
  } else if (mode === 'not-found') {
    main = `<h2>Invalid Identifier</h2><p>The identifier ${esc(handle)} does not correspond to a valid Item in DSpace. This may be a result of one of the following reasons:</p><ul><li>The URL of the current page is incorrect - if you followed a link from outside of DSpace it may be mistyped or corrupt.</li><li>You entered an invalid ID into a form - please try again.</li></ul><p>If you're having problems, or you expected the ID to work, feel free to contact the site administrators.</p><p><a href="/">Go to the DSpace home page</a></p>`;
  } else {
    main = `<h2 class="page-header first-page-header">${esc(d.title)}</h2><div class="row"><div class="col-sm-4"><div class="thumbnail"><img src="/themes/Mirage2/images/mime.png" alt="Thumbnail"></div>${files}</div><div class="col-sm-8"><div class="simple-item-view-authors"><h5>Author</h5><div>${esc(d.author ?? d.site)}</div></div><div class="simple-item-view-date"><h5>Date</h5>${esc((d.date ?? '').slice(0, 4))}</div><div class="simple-item-view-description"><h5>Abstract</h5><div>${P(d.paras.slice(0, mode === 'open' ? 4 : 1))}</div></div><div class="simple-item-view-uri"><h5>URI</h5><a href="http://hdl.handle.net/${handle}">http://hdl.handle.net/${handle}</a></div><div class="simple-item-view-show-full"><h5>Metadata</h5><a href="?show=full">Show full item record</a></div></div></div>${mode === 'open' ? '' : fields}`;
  }
  const title = mode === 'withdrawn' ? `${uni}: Item withdrawn` : mode === 'not-found' ? `${uni}: Invalid Identifier` : `${uni}: ${d.title}`;
  return `<!DOCTYPE html><html class="no-js" lang="${o.lang ?? 'en'}"><head><meta charset="UTF-8"><meta name="Generator" content="DSpace 6.3"><title>${esc(title)}</title>
${mode === 'open' || mode === 'embargo' || mode === 'campus' || mode === 'request' ? `<meta name="DC.creator" content="${esc(d.author ?? d.site)}"><meta name="DCTERMS.issued" content="${esc((d.date ?? '').slice(0, 4))}"><meta name="DC.title" content="${esc(d.title)}"><meta name="citation_title" content="${esc(d.title)}"><meta name="citation_author" content="${esc(d.author ?? d.site)}">${mode === 'open' ? `<meta name="citation_pdf_url" content="/bitstream/handle/${handle}/${d.key}_thesis.pdf">` : ''}` : ''}
<link rel="stylesheet" href="/themes/Mirage2/styles/main.css"></head>
<body><header><div class="navbar navbar-default navbar-static-top"><div class="container"><a href="/" class="navbar-brand"><img src="/themes/Mirage2/images/logo.svg" alt="${esc(uni)}"></a><ul class="nav navbar-nav"><li><a href="/login">${de ? 'Anmelden' : 'Login'}</a></li></ul></div></div></header>
<div class="trail-wrapper"><ul class="breadcrumb"><li><a href="/">${esc(uni)} Home</a></li><li><a href="/handle/1/1">Theses and Dissertations</a></li><li class="active">View Item</li></ul></div>
<div class="container" id="main-container"><div class="row row-offcanvas row-offcanvas-right"><div class="col-xs-12 col-sm-12 col-md-9 main-content"><div id="aspect_artifactbrowser_ItemViewer_div_item-view" class="ds-static-div primary">${main}</div></div>
<div class="col-xs-6 col-sm-3 sidebar-offcanvas" id="sidebar" role="navigation"><div class="word-break hidden-print" id="ds-options"><div class="ds-option-set" id="ds-search-option"><form action="/discover"><input name="query" class="ds-text-field form-control" placeholder="Search the repository"></form></div><h2 class="ds-option-set-head">Browse</h2><div class="list-group"><a class="list-group-item" href="/community-list">Communities &amp; Collections</a><a class="list-group-item" href="/browse?type=dateissued">By Issue Date</a><a class="list-group-item" href="/browse?type=author">Authors</a><a class="list-group-item" href="/browse?type=title">Titles</a><a class="list-group-item" href="/browse?type=subject">Subjects</a></div><h2 class="ds-option-set-head">My Account</h2><div class="list-group"><a class="list-group-item" href="/login">Login</a><a class="list-group-item" href="/register">Register</a></div></div></div></div>
<footer><div class="row"><hr><div class="col-xs-7 col-sm-8"><div><a href="http://www.dspace.org/" target="_blank">DSpace software</a> copyright © 2002-2016 <a href="http://www.duraspace.org/">DuraSpace</a></div><div class="hidden-print"><a href="/contact">Contact Us</a> | <a href="/feedback">Send Feedback</a></div></div></div></footer></div></body></html>`;
}

export function eprints(d: Doc, mode: 'open' | 'staff-only' | 'not-available', o: { uni?: string } = {}): string {
  const uni = o.uni ?? 'White Rose eTheses Online';
  const doc = {
    open: `<div class="ep_summary_content_main"><h3>Downloads</h3><div class="ep_document"><a href="/id/eprint/${d.key.length * 113}/1/${d.key}.pdf" class="ep_document_link"><img class="ep_doc_icon" alt="[thumbnail of ${d.key}.pdf]" src="/style/images/fileicons/application_pdf.png"></a> <span class="document_format">PDF</span> ${d.key}.pdf - Accepted Version<br>Available under License Creative Commons Attribution 4.0. <br>Download (812kB)</div></div>`,
    'staff-only': `<div class="ep_summary_content_main"><div class="ep_document"><span class="document_format">PDF</span> (Full text) - Published Version<br><strong>Restricted to Repository staff only</strong><br>Download (1MB) | <a href="/cgi/request_doc?docid=${d.key.length * 91}">Request a copy</a></div></div>`,
    'not-available': `<div class="ep_summary_content_main"><p><strong>Full text not available from this repository.</strong></p><p>Official URL: <a href="https://doi.org/10.1016/j.jhg.${d.key.length}04">https://doi.org/10.1016/j.jhg.${d.key.length}04</a></p></div>`,
  }[mode];
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="X-UA-Compatible" content="IE=edge" /><title> ${esc(d.title)} - ${esc(uni)}</title>
<meta name="eprints.eprintid" content="${d.key.length * 113}" /><meta name="eprints.creators_name" content="${esc(d.author ?? d.site)}" /><meta name="eprints.title" content="${esc(d.title)}" /><meta name="eprints.date" content="${esc(d.date ?? '')}" /><meta name="citation_title" content="${esc(d.title)}" /><meta name="citation_author" content="${esc(d.author ?? d.site)}" />
<link rel="stylesheet" href="/style/auto.css" type="text/css" /><script type="text/javascript" src="/javascript/auto.js"></script></head>
<body><div class="ep_tm_header ep_noprint"><div class="ep_tm_site_logo"><a href="/" title="${esc(uni)}"><img alt="${esc(uni)}" src="/images/sitelogo.png" /></a></div><ul class="ep_tm_menu"><li><a href="/">Home</a></li><li><a href="/information.html">About</a></li><li><a href="/view/">Browse</a></li></ul><div class="ep_tm_searchbar"><form method="get" action="/cgi/search/simple"><input class="ep_tm_searchbarbox" size="20" type="text" name="q" /><input class="ep_tm_searchbarbutton" value="Search" type="submit" name="_action_search" /></form></div></div>
<div class="ep_tm_page_content"><h1 class="ep_tm_pagetitle">${esc(d.title)}</h1><div class="ep_summary_content"><div class="ep_summary_content_top"></div><div class="ep_summary_content_left"></div><div class="ep_summary_content_right"></div>
<p style="margin-bottom: 1em"><span class="person_name">${esc(d.author ?? d.site)}</span> (${esc((d.date ?? '').slice(0, 4))}) <em>${esc(d.title)}.</em> ${mode === 'open' ? 'PhD thesis' : 'Journal of Historical Geography, 41. pp. 12-29.'}</p>
${doc}
<h2>Abstract</h2><p style="text-align: left; margin: 1em auto 0em auto">${esc(d.paras.slice(0, mode === 'open' ? 3 : 1).join(' '))}</p>
<table style="margin-bottom: 1em; margin-top: 1em;" cellpadding="3"><tr><th align="right">Item Type:</th><td>${mode === 'open' ? 'Thesis (PhD)' : 'Article'}</td></tr><tr><th align="right">Depositing User:</th><td>Repository Officer</td></tr><tr><th align="right">Date Deposited:</th><td>12 Mar 2019 09:14</td></tr><tr><th align="right">URI:</th><td><a href="/id/eprint/${d.key.length * 113}">/id/eprint/${d.key.length * 113}</a></td></tr></table>
<h3>Actions (login required)</h3><table class="ep_summary_page_actions"><tr><td><a href="/cgi/users/home?screen=EPrint::View&amp;eprintid=${d.key.length * 113}"><img src="/style/images/action_view.png" alt="View Item" class="ep_form_action_icon" /></a></td><td>View Item</td></tr></table></div></div>
<div class="ep_tm_footer ep_noprint"><div class="ep_tm_eprints_logo"><a href="http://eprints.org/software/"><img alt="EPrints Logo" src="/images/eprintslogo.png" /></a></div><div>${esc(uni)} is powered by <em><a href="http://eprints.org/software/">EPrints 3</a></em> which is developed by the <a href="https://www.ecs.soton.ac.uk/">School of Electronics and Computer Science</a> at the University of Southampton.</div></div></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Catalogues, museums, finding aids, genealogy, oral history

export function opac(d: Doc, o: { lang?: string; notFound?: string } = {}): string {
  const rows: [string, string][] = [
    ['Title', `${d.title} / ${d.author ?? d.site}`],
    ['Published', `${d.site}, ${(d.date ?? '').slice(0, 4)}`],
    ['Description', `${180 + d.paras.length * 7} p. : ill., maps ; 24 cm`],
    ['Language', d.lang],
    ['Subjects', d.paras[0]!.split(/[,.]/)[0]!.slice(0, 80)],
    ['Notes', d.paras[1]!],
    ['Call number', `HE${d.key.length * 41}.${d.key.slice(0, 2).toUpperCase()} ${(d.date ?? '').slice(0, 4)}`],
  ];
  const main = o.notFound
    ? `<div class="alert">${esc(o.notFound)}</div><p><a href="/cgi-bin/koha/opac-main.pl">Return to the catalogue</a></p>`
    : `<div id="catalogue_detail_biblio"><h1 class="title">${esc(d.title)}</h1><table class="record">${rows.map(([k, v]) => `<tr><th>${esc(k)}:</th><td>${esc(v)}</td></tr>`).join('')}</table></div>
<div id="holdings"><h2>Holdings (2)</h2><table class="holdingst"><thead><tr><th>Item type</th><th>Current library</th><th>Call number</th><th>Status</th><th>Date due</th></tr></thead><tbody><tr><td>Book</td><td>Main Library, Closed Stacks</td><td>${esc(rows[6]![1])}</td><td class="status">Available</td><td></td></tr><tr><td>Reference</td><td>Special Collections Reading Room</td><td>${esc(rows[6]![1])} c.2</td><td class="status">Not for loan</td><td></td></tr></tbody></table></div>`;
  return `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head><meta charset="utf-8"><title>${o.notFound ? 'Catalog' : `Details for: ${esc(d.title)}`} › Library Catalog</title><meta name="generator" content="Koha 22.11"><link rel="stylesheet" href="/opac-tmpl/bootstrap/css/opac.css"></head>
<body id="opac-detail" class="branch-default"><div id="wrapper"><div id="header-region"><nav class="navbar"><a class="navbar-brand" href="/cgi-bin/koha/opac-main.pl">Library Catalog</a><a href="/cgi-bin/koha/opac-user.pl">Log in to your account</a></nav><div id="opac-main-search"><form action="/cgi-bin/koha/opac-search.pl"><select name="idx"><option>Library catalog</option><option>Title</option><option>Author</option></select><input name="q"><button>Go</button></form></div></div>
<nav aria-label="breadcrumb"><ol class="breadcrumb"><li><a href="/cgi-bin/koha/opac-main.pl">Home</a></li><li>Details</li></ol></nav>
<div class="main"><div class="row"><div class="col-lg-9">${main}</div><div class="col-lg-3"><ul id="action"><li><a href="#">Place hold</a></li><li><a href="#">Print</a></li><li><a href="#">Save to your lists</a></li><li><a href="#">Add to your cart</a></li><li><a href="#">Save record: MARCXML, RIS, BibTeX</a></li></ul></div></div></div>
<footer id="changelanguage">Languages: English · Deutsch · Français · Español</footer></div></body></html>`;
}

export function museum(d: Doc, mode: 'display' | 'not-display' | 'rights' | 'not-found', o: { lang?: string; labels?: Record<string, string> } = {}): string {
  const L = { on: 'On display', off: 'Not currently on display', img: 'Image not available due to rights restrictions', acc: 'Accession number', dims: 'Dimensions', cred: 'Credit line', ...(o.labels ?? {}) };
  const status = mode === 'display' ? `<p class="location">${esc(L.on)}: Gallery 2, Early instruments</p>` : mode === 'not-display' ? `<p class="location">${esc(L.off)}</p>` : `<p class="location">${esc(L.on)}: Gallery 5</p>`;
  const img = mode === 'rights' ? `<div class="image-unavailable"><span>${esc(L.img)}</span></div>` : `<figure><img src="/iiif/${d.key}/full/843,/0/default.jpg" alt="${esc(d.title)}"><figcaption><a href="/iiif/${d.key}/manifest.json">IIIF manifest</a> · <a href="#">Download image</a> · CC BY 4.0</figcaption></figure>`;
  const main =
    mode === 'not-found'
      ? `<div class="empty-state"><h1>${esc(o.labels?.nf ?? 'Object not found')}</h1><p>${esc(o.labels?.nfText ?? 'We could not find the object you were looking for. It may have been removed from the online collection.')}</p><p><a href="/collection/search">${esc(o.labels?.back ?? 'Search the collection')}</a></p></div>
<section class="highlights"><h2>Collection highlights</h2><ul><li><a href="/collection/object/1">Armillary sphere</a></li><li><a href="/collection/object/2">Pocket sundial</a></li><li><a href="/collection/object/3">Orrery</a></li><li><a href="/collection/object/4">Quadrant</a></li><li><a href="/collection/object/5">Microscope</a></li><li><a href="/collection/object/6">Globe</a></li></ul></section>`
      : `<div class="object-header"><h1 class="object-title">${esc(d.title)}</h1>${status}</div>${img}<div class="object-description">${P(d.paras)}</div>
<dl class="object-facts"><dt>${esc(L.acc)}</dt><dd>inv. ${d.key.length * 4421}</dd><dt>${esc(L.dims)}</dt><dd>342 mm</dd><dt>${esc(L.cred)}</dt><dd>${esc(d.site)}</dd><dt>Date</dt><dd>${esc(d.date ?? '')}</dd></dl>`;
  return `<!DOCTYPE html><html lang="${o.lang ?? d.lang}"><head><meta charset="utf-8"><title>${mode === 'not-found' ? esc(o.labels?.nf ?? 'Object not found') : esc(d.title)} | ${esc(d.site)} Collection</title><meta name="viewport" content="width=device-width,initial-scale=1"><meta property="og:title" content="${mode === 'not-found' ? 'Collection' : esc(d.title)}"><meta property="og:site_name" content="${esc(d.site)}"><link rel="stylesheet" href="/assets/collection.css"></head>
<body class="collection-object"><a class="skip" href="#main">Skip to main content</a><header class="museum-header"><a href="/" class="logo">${esc(d.site)}</a><nav><a href="/visit">Visit</a> <a href="/whats-on">What's on</a> <a href="/collection">Collection</a> <a href="/learn">Learn</a> <a href="/shop">Shop</a> <a href="/support">Support us</a></nav></header>
<nav class="crumbs"><a href="/">Home</a> / <a href="/collection">Collection</a> / <a href="/collection/search">Search</a></nav>
<main id="main">${main}</main>
<aside class="related-objects"><h2>Related objects</h2><ul><li><a href="/collection/object/9021">Astronomical compendium</a></li><li><a href="/collection/object/9034">Nocturnal</a></li><li><a href="/collection/object/9102">Equatorium</a></li></ul></aside>
<div class="cookie-notice" role="dialog"><p>We use cookies to understand how visitors use our website. <a href="/privacy">Privacy notice</a></p><button>Accept all</button><button>Essential only</button></div>
<footer><p>${esc(d.site)} · Registered charity · <a href="/accessibility">Accessibility</a> · <a href="/terms">Terms</a> · <a href="/privacy">Privacy</a></p><p>Opening hours: Tue–Sun 12:00–17:00</p></footer></body></html>`;
}

export function findingAid(d: Doc, o: { repo?: string } = {}): string {
  const repo = o.repo ?? d.site;
  return `<!DOCTYPE html><html lang="${d.lang}"><head><meta charset="utf-8"><title>${esc(d.title)} | ${esc(repo)}</title><meta name="generator" content="ArchivesSpace v3.3.1"><link rel="stylesheet" href="/assets/application.css"></head>
<body><div class="skipnav"><a href="#maincontent">Skip to main content</a></div><div class="container-fluid no-pad"><section id="header"><div class="row"><div class="col-sm-9"><h1><a title="Return to the ArchivesSpace homepage" href="/">${esc(repo)}</a></h1></div></div></section>
<section id="navigation"><ul class="nav nav-pills"><li><a href="/repositories">Repositories</a></li><li><a href="/repositories/resources">Collections</a></li><li><a href="/objects">Digital Materials</a></li><li><a href="/accessions">Unprocessed Material</a></li><li><a href="/subjects">Subjects</a></li><li><a href="/agents">Names</a></li><li><a href="/classifications">Record Groups</a></li></ul></section>
<div id="maincontent"><div class="row"><div class="information col-sm-7"><h1>${esc(d.title)}</h1><div class="badge-and-identifier"><div class="record-type-badge resource"><i class="fa fa-archive"></i> Collection</div><div class="identifier"><span class="id-label">Identifier:</span> MS ${d.key.length * 37}</div></div></div></div>
<div class="row" id="notes_row"><div class="col-sm-9"><div class="upper-record-details">
<div class="abstract single_note"><h3>Scope and Contents</h3>${P(d.paras.slice(0, 3))}</div>
<div class="dates"><h3>Dates</h3><ul><li>Creation: ${esc(d.date ?? '')}</li></ul></div>
<div class="extent"><h3>Extent</h3><p>14.5 Linear Feet (29 boxes)</p></div>
<div class="langmaterials"><h3>Language of Materials</h3><p>${esc(d.lang)}</p></div>
<h3>Conditions Governing Access</h3><p>Open for research. Material is stored off-site; allow two working days for retrieval.</p>
<h3>Arrangement</h3><p>${esc(d.paras[3] ?? '')}</p></div>
<div class="acc_holder"><div class="panel-group" id="res_accordion"><div class="panel"><h4>Finding Aid &amp; Administrative Information</h4></div><div class="panel"><h4>Repository Details</h4><p>Part of the ${esc(repo)} Repository</p></div></div></div></div>
<div class="col-sm-3"><div id="tree-container"><h2>Collection organization</h2><ul><li>Series 1: Correspondence</li><li>Series 2: Reports</li><li>Series 3: Photographs</li></ul></div></div></div></div>
<footer id="footer"><p>Staff Interface | Visit ArchivesSpace.org | v3.3.1 | <a href="/contact">Send Feedback or Report a Problem</a></p></footer></div></body></html>`;
}

export function genealogy(d: Doc, mode: 'index' | 'paid' | 'no-results', o: { who?: string; lang?: string } = {}): string {
  const who = o.who ?? 'Heinrich Wilhelm Brandt';
  const main = {
    index: `<h1>${esc(who)}</h1><p class="record-collection">${esc(d.title)}</p><table class="record-facts"><tr><th>Name</th><td>${esc(who)}</td></tr><tr><th>Event Type</th><td>Emigration</td></tr><tr><th>Event Date</th><td>14 Apr 1923</td></tr><tr><th>Age</th><td>27</td></tr><tr><th>Residence Place</th><td>Osnabrück</td></tr><tr><th>Ship Name</th><td>George Washington</td></tr><tr><th>Destination</th><td>New York</td></tr></table><section class="collection-info"><h2>About this collection</h2>${P(d.paras)}</section><div class="image-info">Image available at partner site (fee may apply).</div>`,
    paid: `<h1>${esc(d.title)}</h1><div class="paywall"><div class="blurred-image" style="filter:blur(12px)"><img src="/images/record-preview-blur.jpg" alt=""></div><div class="overlay"><h2>See the original record image</h2><p>Start your free trial or subscribe to view this record image and over 30 billion others.</p><a class="btn btn-primary" href="/subscribe">Start free trial</a><a class="btn" href="/login">Sign in</a><p class="small">Membership required. Cancel anytime.</p></div></div><p class="record-summary">${esc(who)} · born about 1896</p>`,
    'no-results': `<h1>Search results</h1><p class="no-results">No records matched your search for “${esc(who)}”.</p><p>Tips: try fewer search terms, use wildcards, or broaden the date range.</p><section class="tips"><h2>Popular collections</h2><ul><li><a href="#">1921 Census of England and Wales</a></li><li><a href="#">US Federal Census 1940</a></li><li><a href="#">Passenger lists leaving UK 1890-1960</a></li></ul></section>`,
  }[mode];
  return `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head><meta charset="utf-8"><title>${mode === 'no-results' ? 'Search results' : esc(who)} — ${esc(mode === 'paid' ? 'Record image' : d.title)} — AncestryArchives</title><link rel="stylesheet" href="/css/site.min.css"></head>
<body><header class="gh"><a href="/" class="logo">AncestryArchives</a><nav><a href="/search">Search</a> <a href="/tree">Family Tree</a> <a href="/dna">DNA</a> <a href="/help">Help</a></nav><a href="/login">Sign in</a> <a class="btn" href="/subscribe">Free trial</a></header>
<main class="page">${main}</main><footer><p>© AncestryArchives · <a href="/privacy">Privacy</a> · <a href="/terms">Terms and conditions</a> · <a href="/cookies">Cookie preferences</a></p></footer></body></html>`;
}

export function oralHistory(d: Doc, mode: 'transcript' | 'unavailable-with' | 'unavailable-none', o: { paras?: string[] } = {}): string {
  const player = mode === 'transcript' ? `<div class="player"><audio controls preload="none" src="/media/${d.key}.mp3"></audio><p>Duration 01:12:44</p></div>` : `<div class="player unavailable"><p class="media-error">Media unavailable. This recording cannot be played at this time.</p></div>`;
  const transcript = mode === 'unavailable-none' ? `<section class="transcript"><h2>Transcript</h2><p>No transcript is available for this item.</p></section>` : `<section class="transcript"><h2>Transcript</h2>${P(o.paras ?? d.paras)}</section>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(d.title)} | ${esc(d.site)}</title><meta name="description" content="${esc(d.title)}"><link rel="stylesheet" href="/sites/all/themes/oh/style.css"></head>
<body class="node-type-interview"><header><a href="/" class="site-name">${esc(d.site)}</a><nav><a href="/interviews">Interviews</a> <a href="/themes">Themes</a> <a href="/about">About the project</a> <a href="/contribute">Contribute</a></nav></header>
<main><h1>${esc(d.title)}</h1><div class="field field-interviewer">${esc(d.author ?? '')}</div><div class="field field-date">Recorded: ${esc(d.date ?? '')}</div>${player}
<div class="field field-summary"><h2>Summary</h2><p>Life on the London docks from the 1930s to the closures of the 1970s: casual labour, the call-on, strikes, containerisation.</p></div>${transcript}
<div class="rights">Rights: Copyright held by the project. Not for commercial reuse.</div></main>
<footer>${esc(d.site)} is supported by the Heritage Fund · <a href="/accessibility">Accessibility</a></footer></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Notices, logins, walls

export function retiredPortal(lang: 'en' | 'nl' | 'ja', newUrl: string): string {
  const t = {
    en: { title: 'This service has been retired', h: 'This service has been retired', p: 'The Historic Documents Portal was retired on 31 March 2021. Its collections are being migrated to the new Digital Collections platform; not all items have been transferred yet. Existing links to individual items no longer work.', l: 'Go to Digital Collections' },
    nl: { title: 'Deze website is uit de lucht', h: 'Deze website is niet meer beschikbaar', p: 'Het Geheugen van Nederland is per 1 januari 2020 gestopt. De collecties zijn verhuisd naar een nieuwe website. Oude links naar afzonderlijke objecten werken niet meer.', l: 'Ga naar de nieuwe website' },
    ja: { title: 'サービス終了のお知らせ', h: '本サービスは終了しました', p: '旧デジタル資料館は2019年3月31日をもちまして公開を終了いたしました。長らくご利用いただき、誠にありがとうございました。資料は新しいデジタルアーカイブで順次公開しています。個別資料へのリンクは無効となっております。', l: '新しいデジタルアーカイブへ' },
  }[lang];
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t.title)}</title><link rel="stylesheet" href="/notice.css"></head><body class="notice"><div class="box"><img src="/logo.png" alt=""><h1>${esc(t.h)}</h1><p>${esc(t.p)}</p><p><a class="btn" href="${esc(newUrl)}">${esc(t.l)}</a></p></div></body></html>`;
}

export function ezproxyLogin(inst: string): string {
  return `<!DOCTYPE html><html><head><title>${esc(inst)} Library - Off-campus access</title><meta charset="utf-8"><link rel="stylesheet" href="/public/login.css"></head>
<body><div id="page"><img src="/public/logo.png" alt="${esc(inst)} Library"><h1>Off-campus access to library resources</h1><p>The resource you are trying to reach is licensed for current students, faculty and staff of ${esc(inst)}. Please log in with your university ID to continue.</p>
<form action="/login" method="post"><input type="hidden" name="url" value="^U"><label>Username <input type="text" name="user"></label><label>Password <input type="password" name="pass"></label><input type="submit" value="Login"></form>
<p>Alumni and visitors: licensed e-resources are available on library computers only. <a href="https://library.example/help/offcampus">Help with off-campus access</a></p><p class="small">EZproxy</p></div></body></html>`;
}

export function wayf(): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Select your institution - WAYF</title><link rel="stylesheet" href="/shibboleth-ds/idpselect.css"></head>
<body><div id="container"><h1>Log in via your institution</h1><p>The resource you requested is available to members of subscribing institutions. Select your organisation to log in with your institutional account (Shibboleth).</p>
<div id="idpSelect"><label for="idpSelectInput">Search for your organisation</label><input id="idpSelectInput" type="text" placeholder="e.g. University of ..."><ul class="idpSelectList"><li>University of Bristol</li><li>University of Edinburgh</li><li>Universiteit Leiden</li><li>Universität Wien</li></ul><button>Continue</button><label><input type="checkbox"> Remember my choice</label></div>
<p><a href="/help">Help</a> · <a href="/privacy">Privacy</a> · Powered by Shibboleth Embedded Discovery Service</p></div></body></html>`;
}

export function openAthens(): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in - OpenAthens</title><meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/static/oa-wayfinder.css"></head>
<body><main class="oa-login"><img src="/static/openathens-logo.svg" alt="OpenAthens"><h1>Sign in</h1><p>Access to this collection requires an institutional subscription. Find your institution to sign in.</p><form action="/wayfinder" method="get"><label for="q">Find your institution</label><input id="q" name="q" type="search" autocomplete="organization"><button type="submit">Search</button></form><p><a href="/login">Sign in with an OpenAthens account</a></p><p class="small">Can't find your institution? Contact your librarian.</p></main></body></html>`;
}

export function anubis(site: string): string {
  return `<!doctype html><html lang="en"><head><title>Making sure you&#39;re not a bot!</title><link rel="stylesheet" href="/.within.website/x/xess/xess.min.css"><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="robots" content="noindex,nofollow"></head>
<body id="top"><main><h1 id="title" class="centered-div">Making sure you&#39;re not a bot!</h1><div class="centered-div"><img id="image" style="width:100%;max-width:256px;" src="/.within.website/x/cmd/anubis/static/img/pensive.webp"><img style="display:none;" src="/.within.website/x/cmd/anubis/static/img/happy.webp"><p id="status">Loading...</p><script async type="module" src="/.within.website/x/cmd/anubis/static/js/main.mjs"></script><div id="testarea"></div><script id="anubis_challenge" type="application/json">{"challenge":"8f1c2e9d0b7a","rules":{"difficulty":4,"report_as":4,"algorithm":"fast"}}</script>
<details><summary>Why am I seeing this?</summary><p>You are seeing this because the administrator of ${esc(site)} has set up Anubis to protect the server against the scourge of AI companies aggressively scraping websites. This can and does cause downtime for the websites, which makes their resources inaccessible for everyone.</p><p>Please note that Anubis requires the use of modern JavaScript features that plugins like JShelter will disable.</p></details><noscript><p>Sadly, you must enable JavaScript to get past this challenge.</p></noscript></div>
<footer><div class="centered-div"><p>Protected by <a href="https://github.com/TecharoHQ/anubis">Anubis</a> From <a href="https://techaro.lol">Techaro</a>. Made with ❤️ in 🇨🇦.</p></div></footer></main></body></html>`;
}

export function framesetPage(title: string, navSrc: string, mainSrc: string, charset = 'iso-8859-1'): string {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN" "http://www.w3.org/TR/html4/frameset.dtd">
<html>${head(title, charset)}
<frameset cols="180,*" border="0" frameborder="0">
<frame src="${esc(navSrc)}" name="nav" scrolling="auto" noresize>
<frame src="${esc(mainSrc)}" name="main">
<noframes><body><p>This page uses frames, but your browser doesn't support them. <a href="${esc(mainSrc)}">View the document without frames</a>.</p></body></noframes>
</frameset></html>`;
}

export function navFrame(site: string): string {
  return `<html><head><title>Navigation</title></head><body bgcolor="#EEEEEE"><font size="2"><b>${esc(site)}</b><br><a href="/index.htm" target="_top">Home</a><br><a href="/catalog.htm" target="main">Catalogue</a><br><a href="/search.htm" target="main">Search</a></font></body></html>`;
}

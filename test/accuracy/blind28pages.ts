/**
 * Page templates for the held-out status set blind28 (data, statistics, science outputs and
 * international organisations). Written from the shapes real sites emit — statistics offices'
 * release pages, CKAN/Socrata/DKAN dataset pages, Zenodo/figshare/Dryad/OSF/Dataverse records,
 * preprint servers, notebook viewers, chart pages, international organisations' report pages, think
 * tanks' report pages, polling firms' pages and the walls in front of them — without looking at
 * citeflow's classifier. The labels live in blind28.ts.
 */
import { esc } from './blindkit';

export type Lx = {
  lang: string;
  site: string;
  /** Breadcrumb / nav words in the page's language. */
  nav: string[];
  footer: string;
  cookie?: string;
  charset?: string;
  dir?: 'rtl' | 'ltr';
};

const head = (o: { lang: string; title: string; charset?: string; site: string; extra?: string; desc?: string }) => `<!DOCTYPE html>
<html lang="${o.lang}"${['ar', 'fa', 'he'].includes(o.lang) ? ' dir="rtl"' : ''}>
<head>
<meta charset="${o.charset ?? 'utf-8'}">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.desc ? `<meta name="description" content="${esc(o.desc)}">` : ''}
<meta property="og:site_name" content="${esc(o.site)}">
<meta property="og:title" content="${esc(o.title)}">
<link rel="stylesheet" href="/assets/css/site.min.css?v=20251104">
${o.extra ?? ''}
</head>`;

const topbar = (l: Lx) => `<div class="gov-topbar"><div class="container"><a href="/" class="brand"><img src="/assets/img/logo.svg" alt="" width="40" height="40"> ${esc(l.site)}</a>
<nav class="primary" aria-label="primary"><ul>${l.nav.map((n, i) => `<li><a href="/${['', 'statistics', 'data', 'publications', 'news', 'about'][i % 6]}">${esc(n)}</a></li>`).join('')}</ul></nav>
<form class="site-search" action="/search"><input type="search" name="q" aria-label="search"><button type="submit">⌕</button></form></div></div>`;

const foot = (l: Lx) => `<footer class="site-footer"><div class="container"><ul class="footer-links">${l.footer.split(' · ').map((f, i) => `<li><a href="/f/${i}">${esc(f)}</a></li>`).join('')}</ul>
<p class="license">© ${esc(l.site)} · CC BY 4.0</p></div></footer>
${l.cookie ? `<div class="cookie-consent" role="dialog" aria-live="polite"><p>${l.cookie}</p><button class="accept">OK</button></div>` : ''}
<script src="/assets/js/bundle.js" defer></script>
<script>(function(){var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);})();</script>
</body></html>`;

const crumbs = (items: string[]) => `<nav class="breadcrumb" aria-label="breadcrumb"><ol>${items.map((c, i) => `<li${i === items.length - 1 ? ' aria-current="page"' : ''}><a href="/${i}">${esc(c)}</a></li>`).join('')}</ol></nav>`;

/** A page of a site in full chrome around `main`. */
export function sitePage(l: Lx, o: { title: string; main: string; crumbs?: string[]; extraHead?: string; desc?: string; aside?: string; bodyClass?: string }): string {
  return `${head({ lang: l.lang, title: o.title, charset: l.charset, site: l.site, extra: o.extraHead, desc: o.desc })}
<body class="${o.bodyClass ?? 'page'}">
<a class="skip" href="#main">↓</a>
${topbar(l)}
<div class="container">${o.crumbs ? crumbs(o.crumbs) : ''}
<main id="main" class="content">
${o.main}
</main>
${o.aside ? `<aside class="sidebar">${o.aside}</aside>` : ''}
</div>
${foot(l)}`;
}

// ---------------------------------------------------------------------------------------------
// Statistics office release page

export type Release = {
  title: string;
  /** Labels: release date, next release, contact, key figures, table, methodology, downloads. */
  labels: [string, string, string, string, string, string, string];
  released: string;
  next?: string;
  contact: string;
  lead: string;
  key: string[];
  table?: { caption: string; head: string[]; rows: string[][] };
  paras: string[];
  notice?: string;
  downloads?: string[];
  jsonld?: boolean;
};

export function statRelease(l: Lx, r: Release, crumbsList: string[]): string {
  const [lRel, lNext, lContact, lKey, , lMeth, lDown] = r.labels;
  const table = r.table
    ? `<figure class="table-wrap"><table class="stat-table"><caption>${esc(r.table.caption)}</caption><thead><tr>${r.table.head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${r.table.rows.map((row) => `<tr>${row.map((c, i) => (i === 0 ? `<th scope="row">${esc(c)}</th>` : `<td class="num">${esc(c)}</td>`)).join('')}</tr>`).join('')}</tbody></table></figure>`
    : '';
  const ld = r.jsonld
    ? `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Dataset', name: r.title, description: r.lead, publisher: { '@type': 'GovernmentOrganization', name: l.site }, datePublished: r.released.slice(0, 10) })}</script>`
    : '';
  return sitePage(l, {
    title: `${r.title} - ${l.site}`,
    crumbs: crumbsList,
    desc: r.lead.replace(/<[^>]+>/g, '').slice(0, 150),
    extraHead: ld,
    bodyClass: 'release-page',
    main: `${r.notice ? `<div class="alert alert-info" role="status">${r.notice}</div>` : ''}
<article class="release">
<header><p class="release-type">${esc(crumbsList[crumbsList.length - 1] ?? '')}</p><h1>${esc(r.title)}</h1>
<dl class="release-meta"><dt>${esc(lRel)}</dt><dd><time datetime="${r.released}">${esc(r.released.slice(0, 10))}</time></dd>${r.next ? `<dt>${esc(lNext)}</dt><dd>${esc(r.next)}</dd>` : ''}<dt>${esc(lContact)}</dt><dd>${esc(r.contact)}</dd></dl></header>
<p class="lead">${r.lead}</p>
<section class="key-figures"><h2>${esc(lKey)}</h2><ul>${r.key.map((k) => `<li>${k}</li>`).join('')}</ul></section>
${table}
${r.paras.map((p) => `<p>${p}</p>`).join('\n')}
<section class="methodology"><h2>${esc(lMeth)}</h2><p><a href="/methodology">${esc(lMeth)} (PDF, 412 kB)</a></p></section>
${r.downloads ? `<section class="downloads"><h2>${esc(lDown)}</h2><ul>${r.downloads.map((d) => `<li><a href="/files/${encodeURIComponent(d)}" class="dl">${esc(d)}</a></li>`).join('')}</ul></section>` : ''}
</article>`,
    aside: `<div class="box"><h3>${esc(lDown)}</h3><ul><li><a href="/api">API</a></li><li><a href="/calendar">📅</a></li><li><a href="/rss">RSS</a></li></ul></div>`,
  });
}

// ---------------------------------------------------------------------------------------------
// CKAN / DKAN dataset page

export type Dataset = {
  title: string;
  org: string;
  notes: string[];
  resources: { name: string; format: string; desc?: string }[];
  tags: string[];
  extras: [string, string][];
  license?: string;
  flash?: string;
};

export function ckanDataset(l: Lx, d: Dataset): string {
  return `${head({ lang: l.lang, title: `${d.title} - ${l.site}`, charset: l.charset, site: l.site, extra: `<meta name="generator" content="ckan 2.10.4">\n<link rel="alternate" type="application/rdf+xml" href="/dataset/x.rdf">` })}
<body>
<div class="account-masthead"><div class="container"><nav class="account not-authed"><ul class="list-unstyled"><li><a href="/user/login">Log in</a></li><li><a href="/user/register">Register</a></li></ul></nav></div></div>
<header class="navbar navbar-static-top masthead"><div class="container"><a class="logo" href="/">${esc(l.site)}</a><nav class="section navigation"><ul class="nav nav-pills">${l.nav.slice(0, 4).map((n, i) => `<li><a href="/${['dataset', 'organization', 'group', 'about'][i]}/">${esc(n)}</a></li>`).join('')}</ul></nav></div></header>
<div class="main"><div class="container">
${d.flash ? `<div class="flash-messages"><div class="alert fade in alert-info">${d.flash}</div></div>` : ''}
<div class="toolbar" role="navigation">${crumbs([l.nav[0] ?? 'Datasets', d.org, d.title.slice(0, 35)])}</div>
<div class="row wrapper">
<aside class="secondary col-sm-3"><section class="module module-narrow"><h2 class="module-heading">${esc(d.org)}</h2><p><a href="/organization/x">${esc(d.org)}</a></p></section>
<section class="module module-narrow"><h2 class="module-heading">Social</h2><ul class="nav"><li><a href="#">Twitter</a></li><li><a href="#">Facebook</a></li></ul></section>
<section class="module module-narrow"><h2 class="module-heading">License</h2><p>${esc(d.license ?? 'Creative Commons Attribution 4.0')}</p></section></aside>
<div class="primary col-sm-9 col-xs-12" role="main"><article class="module"><div class="module-content">
<h1>${esc(d.title)}</h1>
<div class="notes embedded-content">${d.notes.map((n) => `<p>${n}</p>`).join('')}</div>
<section id="dataset-resources" class="resources"><h3>Data and Resources</h3><ul class="resource-list">${d.resources.map((r, i) => `<li class="resource-item"><a class="heading" href="/dataset/x/resource/${i}">${esc(r.name)}<span class="format-label" data-format="${r.format.toLowerCase()}">${r.format}</span></a><p class="description">${esc(r.desc ?? '')}</p><div class="dropdown btn-group"><a href="#" class="btn btn-primary">Explore</a></div></li>`).join('')}</ul></section>
<section class="tags"><ul class="tag-list">${d.tags.map((t) => `<li><a class="tag" href="/dataset/?tags=${encodeURIComponent(t)}">${esc(t)}</a></li>`).join('')}</ul></section>
<section class="additional-info"><h3>Additional Info</h3><table class="table table-striped table-bordered table-condensed"><thead><tr><th>Field</th><th>Value</th></tr></thead><tbody>${d.extras.map(([k, v]) => `<tr><th class="dataset-label">${esc(k)}</th><td class="dataset-details">${esc(v)}</td></tr>`).join('')}</tbody></table></section>
</div></article></div></div></div></div>
<footer class="site-footer"><div class="container"><ul>${l.footer.split(' · ').map((f) => `<li><a href="#">${esc(f)}</a></li>`).join('')}</ul><p>Powered by <a href="https://ckan.org">CKAN</a></p></div></footer>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Research repository record (Zenodo / figshare / Dryad / Dataverse look-alikes)

export type Rec = {
  title: string;
  creators: string[];
  published: string;
  doi: string;
  type: string;
  description: string[];
  files: { name: string; size: string }[] | null;
  /** Replaces the files box: restricted, embargoed, request access. */
  filesNotice?: string;
  versionNotice?: string;
  banner?: string;
  keywords?: string[];
  citationMeta?: boolean;
};

export function repoRecord(site: string, r: Rec, flavour: 'zenodo' | 'figshare' | 'dryad' | 'dataverse' | 'osf'): string {
  const meta = r.citationMeta === false ? '' : `<meta name="citation_title" content="${esc(r.title)}">
${r.creators.map((c) => `<meta name="citation_author" content="${esc(c)}">`).join('\n')}
<meta name="citation_publication_date" content="${r.published.replace(/-/g, '/')}">
<meta name="citation_doi" content="${esc(r.doi)}">
<meta name="citation_publisher" content="${esc(site)}">`;
  const files = r.files
    ? `<section id="files" class="files"><h2>Files</h2><table class="ui table files"><thead><tr><th>Name</th><th>Size</th><th></th></tr></thead><tbody>${r.files.map((f) => `<tr><td><a href="/files/${encodeURIComponent(f.name)}">${esc(f.name)}</a><br><small class="checksum">md5:${(f.name.length * 2654435761 >>> 0).toString(16).padStart(8, '0')}a91c0d3e</small></td><td>${esc(f.size)}</td><td><a class="ui compact mini button" href="/files/${encodeURIComponent(f.name)}?download=1">Download</a></td></tr>`).join('')}</tbody></table></section>`
    : '';
  const cls = { zenodo: 'invenio-rdm', figshare: 'fs-item', dryad: 'dryad-dataset', dataverse: 'dataverse', osf: 'osf-project' }[flavour];
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(r.title)}${flavour === 'figshare' ? '' : ` | ${esc(site)}`}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="description" content="${esc(r.description[0]!.replace(/<[^>]+>/g, '').slice(0, 160))}">
${meta}
<meta property="og:title" content="${esc(r.title)}"><meta property="og:site_name" content="${esc(site)}">
<link rel="stylesheet" href="/static/dist/css/theme.${cls}.css">
</head><body class="${cls}">
<header class="theme header"><div class="outer-navbar"><div class="ui container"><a href="/" class="logo-link">${esc(site)}</a>
<form action="/search" class="searchbar"><input name="q" placeholder="Search records..."></form><div class="right menu"><a href="/login">Log in</a> <a href="/signup">Sign up</a></div></div></div></header>
<main id="main" class="ui container grid">
${r.banner ? `<div class="ui warning message banner">${r.banner}</div>` : ''}
<div class="eleven wide column"><section class="record-header">
<div class="badges"><span class="ui label">${esc(r.published)}</span> <span class="ui label">${esc(r.type)}</span> <span class="ui label access-${r.filesNotice ? 'restricted' : 'open'}">${r.filesNotice ? 'Restricted' : 'Open'}</span></div>
<h1 id="record-title">${esc(r.title)}</h1>
<div class="creatibutors"><ul class="creatibutors">${r.creators.map((c) => `<li class="creatibutor-wrap"><a class="creatibutor-link" href="/search?q=${encodeURIComponent(c)}">${esc(c)}</a></li>`).join('')}</ul></div>
</section>
${r.versionNotice ? `<div class="ui info message">${r.versionNotice}</div>` : ''}
<section id="description" class="rel-mt-2"><h2 class="sr-only">Description</h2>${r.description.map((p) => `<p>${p}</p>`).join('')}</section>
${r.filesNotice ? `<section id="files" class="restricted"><h2>Files</h2><div class="ui message">${r.filesNotice}</div></section>` : files}
${r.keywords ? `<section class="keywords"><h3>Keywords and subjects</h3>${r.keywords.map((k) => `<span class="ui label">${esc(k)}</span>`).join(' ')}</section>` : ''}
</div>
<aside class="five wide column sidebar"><div class="ui segment"><h2>Details</h2><dl><dt>DOI</dt><dd><a href="https://doi.org/${esc(r.doi)}">${esc(r.doi)}</a></dd><dt>Resource type</dt><dd>${esc(r.type)}</dd><dt>Publisher</dt><dd>${esc(site)}</dd></dl></div>
<div class="ui segment"><h2>Versions</h2><div class="versions"><a href="#">Version v1</a></div></div>
<div class="ui segment"><h2>Export</h2><select><option>JSON</option><option>DataCite XML</option><option>BibTeX</option></select></div></aside>
</main>
<footer class="footer"><div class="ui container"><a href="/about">About</a> · <a href="/policies">Policies</a> · <a href="/support">Support</a> · <a href="/privacy">Privacy</a></div></footer>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// International organisation report landing page

export type Report = {
  title: string;
  subtitle?: string;
  date: string;
  kicker: string;
  summary: string[];
  findings?: string[];
  findingsLabel?: string;
  downloads: string;
  langs?: string[];
  related?: string[];
  gate?: string;
  authors?: string;
};

export function orgReport(l: Lx, r: Report): string {
  return sitePage(l, {
    title: `${r.title} | ${l.site}`,
    crumbs: [l.nav[0] ?? 'Home', l.nav[3] ?? 'Publications', r.kicker],
    desc: r.summary[0]!.replace(/<[^>]+>/g, '').slice(0, 155),
    extraHead: `<meta property="og:type" content="article"><meta name="dc.date" content="${r.date}">${r.authors ? `<meta name="author" content="${esc(r.authors)}">` : ''}`,
    bodyClass: 'publication',
    main: `<section class="pub-hero"><p class="pub-type">${esc(r.kicker)}</p><h1>${esc(r.title)}</h1>${r.subtitle ? `<p class="subtitle">${esc(r.subtitle)}</p>` : ''}<p class="pub-date"><time datetime="${r.date}">${esc(r.date)}</time>${r.authors ? ` · ${esc(r.authors)}` : ''}</p>
${r.langs ? `<ul class="lang-switch">${r.langs.map((x) => `<li><a href="?lang=${x}" hreflang="${x}">${x.toUpperCase()}</a></li>`).join('')}</ul>` : ''}</section>
<section class="pub-summary">${r.summary.map((p) => `<p>${p}</p>`).join('\n')}</section>
${r.findings ? `<section class="key-findings"><h2>${esc(r.findingsLabel ?? 'Key findings')}</h2><ol>${r.findings.map((f) => `<li>${f}</li>`).join('')}</ol></section>` : ''}
${r.gate ?? `<section class="pub-downloads"><a class="btn btn-primary" href="/download/report.pdf">${esc(r.downloads)}</a></section>`}
${r.related ? `<section class="related-pubs"><h2>…</h2><ul>${r.related.map((x, i) => `<li><a href="/pub/${i}">${esc(x)}</a></li>`).join('')}</ul></section>` : ''}`,
  });
}

// ---------------------------------------------------------------------------------------------
// Walls, errors and notices written as the sites write them

export function cfChallenge(host: string): string {
  return `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15}</style><meta http-equiv="refresh" content="390"></head><body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">${esc(host)}</h1><h2 id="challenge-running" class="h2">Verifying you are human. This may take a few seconds.</h2><noscript><div id="challenge-error-title"><div class="h2"><span class="icon-wrapper"><div class="heading-icon warning-icon"></div></span><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></div></noscript><div id="challenge-body-text" class="core-msg spacer">${esc(host)} needs to review the security of your connection before proceeding.</div></div></div><script>(function(){window._cf_chl_opt={cvId:'3',cZone:"${esc(host)}",cType:'managed',cNounce:'31782',cRay:'8a1f3c2b9d0e4f21',cHash:'5c0b2e1a',cFPWv:'b',cTTimeMs:'1000',cMTimeMs:'390000'};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8a1f3c2b9d0e4f21';document.getElementsByTagName('head')[0].appendChild(cpo);}());</script><div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8a1f3c2b9d0e4f21</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com" target="_blank">Cloudflare</a></div></div></div></body></html>`;
}

export function akamaiDenied(host: string, path: string): string {
  return `<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have permission to access "http&#58;&#47;&#47;${esc(host)}&#47;${esc(path.replace(/^\//, ''))}" on this server.<P>\nReference&#32;&#35;18&#46;4f2c1002&#46;1732751633&#46;2b9a01f3\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;4f2c1002&#46;1732751633&#46;2b9a01f3</P>\n</BODY>\n</HTML>\n`;
}

/** A tiny XLSX (stored zip) with one sheet of inline strings and numbers. */
export function xlsx(rows: (string | number)[][]): Buffer {
  const { crc32 } = require('node:zlib') as { crc32(b: Buffer): number };
  const col = (i: number) => String.fromCharCode(65 + i);
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map((r, ri) => `<row r="${ri + 1}">${r.map((c, ci) => (typeof c === 'number' ? `<c r="${col(ci)}${ri + 1}"><v>${c}</v></c>` : `<c r="${col(ci)}${ri + 1}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`)).join('')}</row>`)
    .join('')}</sheetData></worksheet>`;
  const files: [string, string][] = [
    ['[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`],
    ['_rels/.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
    ['xl/worksheets/sheet1.xml', sheet],
  ];
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text, 'utf8');
    const nm = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0); lh.writeUInt16LE(20, 4); lh.writeUInt16LE(0, 6); lh.writeUInt16LE(0, 8); lh.writeUInt16LE(0, 10); lh.writeUInt16LE(0x5a21, 12);
    lh.writeUInt32LE(crc, 14); lh.writeUInt32LE(data.length, 18); lh.writeUInt32LE(data.length, 22); lh.writeUInt16LE(nm.length, 26); lh.writeUInt16LE(0, 28);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0); ch.writeUInt16LE(20, 4); ch.writeUInt16LE(20, 6); ch.writeUInt16LE(0, 8); ch.writeUInt16LE(0, 10); ch.writeUInt16LE(0, 12); ch.writeUInt16LE(0x5a21, 14);
    ch.writeUInt32LE(crc, 16); ch.writeUInt32LE(data.length, 20); ch.writeUInt32LE(data.length, 24); ch.writeUInt16LE(nm.length, 28); ch.writeUInt32LE(offset, 42);
    parts.push(lh, nm, data);
    central.push(ch, nm);
    offset += 30 + nm.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(files.length, 8); end.writeUInt16LE(files.length, 10); end.writeUInt32LE(cd.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

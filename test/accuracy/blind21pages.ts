/**
 * Page templates of the held-out set blind21 (health and medicine): public health portals and
 * condition pages, fact sheets, hospital and clinic pages, drug monographs and leaflets, trial
 * registry records, pharmacy products, patient forums, journal news, insurers, a legacy ministry
 * layout, JS app shells, and the walls and error pages these sites show. Written for blind21
 * without looking at citeflow's classifier; they know nothing about statuses.
 */
import { esc } from './blindkit';

export type Body = { lang: string; site: string; title: string; paras: string[]; charset?: string; dir?: 'rtl' | 'ltr' };

const p = (s: string) => (/^<(h2|h3|ul|ol|table|div|blockquote|dl)/.test(s) ? s : `<p>${s}</p>`);
const dirOf = (lang: string) => (['ar', 'he', 'fa'].includes(lang) ? 'rtl' : 'ltr');
const head = (o: { lang: string; title: string; charset?: string; extra?: string; legacy?: boolean }) =>
  `${o.legacy ? `<meta http-equiv="Content-Type" content="text/html; charset=${o.charset ?? 'utf-8'}">` : `<meta charset="${o.charset ?? 'utf-8'}">`}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.extra ?? ''}`;

/** A national health service condition page: breadcrumbs, "on this page", review dates, feedback widget. */
export function conditionPage(o: Body & { crumbs: string[]; reviewed: string; nextReview?: string; notice?: string; sideLinks?: string[]; footer?: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang}" dir="${o.dir ?? dirOf(o.lang)}"><head>${head({ lang: o.lang, title: `${o.title} - ${o.site}`, charset: o.charset, extra: `<meta name="description" content="${esc(o.paras[0]!.replace(/<[^>]+>/g, '').slice(0, 150))}">
<meta property="og:title" content="${esc(o.title)}"><meta property="og:site_name" content="${esc(o.site)}"><link rel="stylesheet" href="/assets/css/frontend.min.css">` })}
<script src="/assets/js/analytics.js" async></script></head>
<body class="condition-page"><a class="skip" href="#maincontent">Skip to main content</a>
<header class="site-header" role="banner"><div class="header-logo"><a href="/"><svg width="40" height="16" aria-label="${esc(o.site)}"></svg></a></div>
<form class="header-search" action="/search/" role="search"><label for="search-field" class="visually-hidden">Search</label><input id="search-field" name="q" type="search"><button type="submit">Search</button></form>
<nav class="header-nav"><ul><li><a href="/health-a-to-z/">A–Z</a></li><li><a href="/live-well/">Live well</a></li><li><a href="/mental-health/">Mental health</a></li><li><a href="/care/">Care and support</a></li><li><a href="/pregnancy/">Pregnancy</a></li><li><a href="/services/">Services</a></li></ul></nav></header>
<nav class="breadcrumb" aria-label="Breadcrumb"><ol>${o.crumbs.map((c) => `<li><a href="/${encodeURIComponent(c.toLowerCase())}/">${esc(c)}</a></li>`).join('')}</ol></nav>
<main id="maincontent" class="main-wrapper">
${o.notice ?? ''}
<h1>${esc(o.title)}</h1>
<nav class="contents" aria-label="Pages in this guide"><h2 class="visually-hidden">Contents</h2><ol><li>Overview</li><li>Symptoms</li><li>Treatment</li><li>Prevention</li></ol></nav>
<article>${o.paras.map(p).join('\n')}</article>
<div class="review-date"><p>${esc(o.reviewed)}</p>${o.nextReview ? `<p>${esc(o.nextReview)}</p>` : ''}</div>
${o.sideLinks ? `<aside class="related"><h2>Related</h2><ul>${o.sideLinks.map((l, i) => `<li><a href="/related/${i}/">${esc(l)}</a></li>`).join('')}</ul></aside>` : ''}
<section class="feedback"><h2>Page feedback</h2><p>Is this page useful?</p><button>Yes</button> <button>No</button></section>
</main>
<footer class="site-footer"><ul><li><a href="/about/">About</a></li><li><a href="/accessibility/">Accessibility</a></li><li><a href="/our-policies/cookies-policy/">Cookies</a></li><li><a href="/contact/">Contact</a></li></ul>${o.footer ?? ''}<p>© Crown copyright</p></footer>
</body></html>`;
}

/** A WHO/CDC-style fact sheet: key facts list, sections, "fact sheets" side menu, last-reviewed line. */
export function factSheet(o: Body & { keyFacts: string[]; date: string; menu: string[]; archived?: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang}" dir="${o.dir ?? dirOf(o.lang)}"><head>${head({ lang: o.lang, title: `${o.title}`, charset: o.charset, extra: `<meta name="DC.title" content="${esc(o.title)}"><meta name="DC.publisher" content="${esc(o.site)}"><meta name="DC.date" content="${o.date}">` })}
<script>window.sfDataIntell={pageType:'factsheet'};</script></head>
<body><div class="top-bar"><a href="/">${esc(o.site)}</a> <span class="lang-switch">العربية · 中文 · English · Français · Русский · Español</span></div>
<nav class="mega-menu"><a href="/health-topics">Health topics</a> <a href="/countries">Countries</a> <a href="/newsroom">Newsroom</a> <a href="/emergencies">Emergencies</a> <a href="/data">Data</a> <a href="/about">About</a></nav>
${o.archived ?? ''}
<div class="layout"><aside class="sf-menu"><h3>Fact sheets</h3><ul>${o.menu.map((m, i) => `<li><a href="/news-room/fact-sheets/detail/${i}">${esc(m)}</a></li>`).join('')}</ul></aside>
<section class="content"><div class="date"><span class="timestamp">${esc(o.date)}</span> | Fact sheet</div>
<h1>${esc(o.title)}</h1>
<h2>Key facts</h2><ul class="key-facts">${o.keyFacts.map((k) => `<li>${k}</li>`).join('')}</ul>
<h2>Overview</h2>${o.paras.map(p).join('\n')}
<div class="share">Share: <a href="#">Facebook</a> <a href="#">X</a> <a href="#">LinkedIn</a> <a href="#">Print</a></div></section></div>
<footer><p>Subscribe to our newsletters →</p><p>Privacy policy · Permissions · Contact us · Careers · Fraud alert</p><p>© 2025 ${esc(o.site)}</p></footer>
<script src="/ScriptResource.axd?d=x1"></script></body></html>`;
}

/** A hospital department page: contact card, opening hours, referral info. */
export function hospitalPage(o: Body & { phone: string; address: string; hours: [string, string][] }): string {
  return `<!DOCTYPE html><html lang="${o.lang}" dir="${o.dir ?? dirOf(o.lang)}"><head>${head({ lang: o.lang, title: `${o.title} | ${o.site}`, charset: o.charset, extra: `<meta property="og:site_name" content="${esc(o.site)}"><meta property="og:type" content="website">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Hospital', name: o.site, telephone: o.phone, address: o.address })}</script>` })}</head>
<body class="page-department"><div class="emergency-bar">In an emergency call 999 · <a href="/a-e-waiting-times">A&amp;E waiting times</a></div>
<header><a class="logo" href="/">${esc(o.site)}</a><nav><a href="/patients-visitors">Patients and visitors</a> <a href="/services">Our services</a> <a href="/careers">Work for us</a> <a href="/research">Research</a> <a href="/contact">Contact</a></nav><a class="btn-donate" href="/charity">Donate</a></header>
<div class="hero"><h1>${esc(o.title)}</h1></div>
<div class="two-col"><main>${o.paras.map(p).join('\n')}</main>
<aside class="contact-card"><h2>Contact</h2><p>${esc(o.phone)}</p><p>${esc(o.address)}</p><table class="hours">${o.hours.map(([d, h]) => `<tr><th>${esc(d)}</th><td>${esc(h)}</td></tr>`).join('')}</table><a href="/maps">Find us</a></aside></div>
<footer><p>Freedom of information · Accessibility · Privacy notice · Modern slavery statement</p><p>© ${esc(o.site)}</p></footer>
<div class="cookie-bar"><p>We use necessary cookies to make our site work. We'd also like to set analytics cookies.</p><button>Accept additional cookies</button><button>Reject additional cookies</button></div>
</body></html>`;
}

/** A drug-database monograph: badges, dl of facts, dosing table, side-effect lists. */
export function drugMonograph(o: Body & { badges: string[]; facts: [string, string][]; dosing: [string, string][]; updated: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang}"><head>${head({ lang: o.lang, title: `${o.title} - ${o.site}`, charset: o.charset, extra: `<meta name="robots" content="index,follow"><meta property="og:site_name" content="${esc(o.site)}"><meta property="og:title" content="${esc(o.title)}">` })}
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script></head>
<body><header class="ddc-header"><a href="/">${esc(o.site)}</a><nav><a href="/drug_information.html">Drugs A-Z</a> <a href="/pill-identifier.html">Pill Identifier</a> <a href="/interaction/list/">Interaction Checker</a> <a href="/news/">News</a> <a href="/pro/">Pro Edition</a></nav></header>
<div class="ad-slot" id="ad-top" style="min-height:90px"><span>Advertisement</span></div>
<main class="contentBox"><h1>${esc(o.title)}</h1><div class="badges">${o.badges.map((b) => `<span class="badge">${esc(b)}</span>`).join(' ')}</div>
<dl class="drug-facts">${o.facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>
${o.paras.map(p).join('\n')}
<h2>Dosing</h2><table class="dosing"><thead><tr><th>Indication</th><th>Dose</th></tr></thead><tbody>${o.dosing.map(([a, b]) => `<tr><td>${esc(a)}</td><td>${esc(b)}</td></tr>`).join('')}</tbody></table>
<p class="reviewed">${esc(o.updated)}</p></main>
<aside class="sidebar"><h3>Popular comparisons</h3><ul><li>Ozempic vs Wegovy</li><li>Eliquis vs Xarelto</li><li>Lexapro vs Zoloft</li></ul><div class="ad-slot" style="min-height:250px">Advertisement</div></aside>
<footer>Medical Disclaimer · Privacy Policy · Editorial Policy · Advertising Policy · Contact</footer></body></html>`;
}

/** An old table-layout ministry page (legacy charset in a meta http-equiv, <font> tags, frames-era nav). */
export function legacyMinistry(o: Body & { dept: string; date: string }): string {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="${o.lang}"${o.dir === 'rtl' || dirOf(o.lang) === 'rtl' ? ' dir="rtl"' : ''}><head>${head({ lang: o.lang, title: `${o.site} - ${o.title}`, charset: o.charset, legacy: true })}
<link rel="stylesheet" type="text/css" href="/css/style.css"><script language="JavaScript" src="/js/menu.js"></script></head>
<body bgcolor="#ffffff" leftmargin="0" topmargin="0"><table width="980" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="2" class="banner"><img src="/img/banner.gif" width="980" height="110" alt="${esc(o.site)}"></td></tr>
<tr><td width="200" valign="top" class="leftmenu"><table><tr><td><a href="/index.html">&gt;&gt; ${esc(o.site)}</a></td></tr><tr><td><a href="/news/">&gt;&gt; ${esc(o.dept)}</a></td></tr><tr><td><a href="/docs/">&gt;&gt; ...</a></td></tr></table></td>
<td valign="top" class="content"><font face="Verdana" size="2"><p class="path"><a href="/">${esc(o.site)}</a> &gt; ${esc(o.dept)}</p>
<h2 align="center">${esc(o.title)}</h2><p align="right">${esc(o.date)}</p>
${o.paras.map((s) => `<p align="justify">${s}</p>`).join('\n')}
</font></td></tr><tr><td colspan="2" class="bottom" align="center"><font size="1">© ${esc(o.site)} · webmaster</font><br><img src="/cgi-bin/counter.gif" alt=""></td></tr></table></body></html>`;
}

/** A clinical-trial registry record: a table of fields, status, dates, contacts. */
export function trialRecord(o: Body & { id: string; fields: [string, string][]; banner?: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang}"><head>${head({ lang: o.lang, title: `${o.id} | ${o.site}`, charset: o.charset, extra: `<meta name="description" content="${esc(o.title)}">` })}</head>
<body class="trial"><header class="reg-header"><a href="/">${esc(o.site)}</a><nav><a href="/search">Search</a> <a href="/register">Register a trial</a> <a href="/help">Help</a> <a href="/about">About</a></nav></header>
${o.banner ?? ''}
<main><div class="record-id">${esc(o.id)}</div><h1>${esc(o.title)}</h1>
<table class="record">${o.fields.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>Brief summary</h2>${o.paras.map(p).join('\n')}
<p class="disclaimer">Listing a study does not mean it has been evaluated by the registry. The safety and scientific validity of a study is the responsibility of the sponsor and investigators.</p></main>
<footer>Registry · Data protection · Terms · API · Contact</footer></body></html>`;
}

/** A pharmacy product page: price, availability, prescription badge, tabs. */
export function productPage(o: Body & { price: string; availability: string; badge?: string; notice?: string; sku: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang}"><head>${head({ lang: o.lang, title: `${o.title} | ${o.site}`, charset: o.charset, extra: `<meta property="og:type" content="product"><meta property="og:title" content="${esc(o.title)}">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: o.title, sku: o.sku, offers: { '@type': 'Offer', price: o.price.replace(/[^0-9.,]/g, ''), availability: 'https://schema.org/' + (/(out|vergriffen|épuisé|agotado|niet)/i.test(o.availability) ? 'OutOfStock' : 'InStock') } })}</script>` })}</head>
<body class="pdp"><div class="usp-bar">Free delivery over 30 · Registered pharmacy · Discreet packaging</div>
<header><a href="/">${esc(o.site)}</a><nav><a href="/medicines">Medicines</a> <a href="/beauty">Beauty</a> <a href="/baby">Baby</a> <a href="/offers">Offers</a> <a href="/prescriptions">Prescriptions</a></nav><a href="/basket">Basket (0)</a></header>
${o.notice ?? ''}
<main><nav class="crumbs">Home › Medicines › ${esc(o.title)}</nav><div class="gallery"><img src="/media/p/${o.sku}.jpg" alt=""></div>
<div class="buybox"><h1>${esc(o.title)}</h1>${o.badge ? `<span class="rx-badge">${esc(o.badge)}</span>` : ''}<p class="price">${esc(o.price)}</p><p class="stock">${esc(o.availability)}</p><button>Add to basket</button></div>
<section class="tabs"><h2>Description</h2>${o.paras.map(p).join('\n')}</section>
<section class="reviews"><h2>Reviews</h2><p>★★★★☆ 4.3 (128)</p></section></main>
<footer>Pharmacy registration · Superintendent pharmacist · Terms · Privacy · Returns</footer></body></html>`;
}

/** A patient forum thread: posts with usernames and dates. */
export function forumThread(o: Body & { posts: { user: string; date: string; text: string }[]; after?: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang}"><head>${head({ lang: o.lang, title: `${o.title} - ${o.site}`, charset: o.charset, extra: '<meta name="generator" content="Discourse 3.2">' })}</head>
<body class="forum"><header><a href="/">${esc(o.site)}</a> <a href="/latest">Latest</a> <a href="/categories">Categories</a> <a href="/login">Log in</a> <a href="/signup">Sign up</a></header>
<main><nav class="crumbs">Communities › ${esc(o.site)} › Discussions</nav><h1>${esc(o.title)}</h1>
${o.posts.map((x, i) => `<article class="post" id="post_${i + 1}"><div class="author"><span class="username">${esc(x.user)}</span> <time>${esc(x.date)}</time></div><div class="cooked">${p(x.text)}</div><div class="actions">Like · Reply · Report</div></article>`).join('\n')}
${o.after ?? ''}</main>
<aside><h3>Related discussions</h3><ul><li>Anyone else get this after the second dose?</li><li>Tips for the first week</li><li>Questions to ask your consultant</li></ul></aside>
<footer>Community guidelines · This forum is not a substitute for medical advice · Privacy</footer></body></html>`;
}

/** A medical journal's news section or a press release page. */
export function journalNews(o: Body & { kicker: string; author: string; date: string; extraBody?: string; extraHead?: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang}"><head>${head({ lang: o.lang, title: `${o.title} | ${o.site}`, charset: o.charset, extra: `<meta name="citation_title" content="${esc(o.title)}"><meta name="dc.creator" content="${esc(o.author)}"><meta property="og:site_name" content="${esc(o.site)}"><meta property="article:published_time" content="${o.date}">${o.extraHead ?? ''}` })}</head>
<body class="news-article"><header class="journal-header"><a href="/">${esc(o.site)}</a><nav><a href="/research">Research</a> <a href="/news">News</a> <a href="/opinion">Opinion</a> <a href="/education">Education</a> <a href="/campaigns">Campaigns</a> <a href="/subscribe">Subscribe</a> <a href="/login">Log in</a></nav></header>
<main><div class="kicker">${esc(o.kicker)}</div><h1>${esc(o.title)}</h1><p class="byline">${esc(o.author)} · <time datetime="${o.date}">${esc(o.date.slice(0, 10))}</time></p>
<div class="article-body">${o.paras.map(p).join('\n')}</div>${o.extraBody ?? ''}
<section class="related"><h2>Related content</h2><ul><li>Editorial: what next for screening?</li><li>Research: cohort study of 2.1 million adults</li></ul></section></main>
<footer>Contact us · Authors · Reviewers · Advertising · Permissions · Terms and conditions · Privacy</footer></body></html>`;
}

/** A Next.js-style app shell: empty root, the page's text only in __NEXT_DATA__ JSON state. */
export function nextShell(o: Body & { blocks: string[] }): string {
  const data = { props: { pageProps: { page: { title: o.title, site: o.site, locale: o.lang, body: o.blocks.map((t) => ({ type: 'paragraph', text: t })) } } }, page: '/[...slug]', buildId: 'Xk2p9', isFallback: false };
  return `<!DOCTYPE html><html lang="${o.lang}"><head><meta charset="utf-8"><title>${esc(o.title)} | ${esc(o.site)}</title><meta name="next-head-count" content="3"><link rel="preload" href="/_next/static/css/a1.css" as="style"></head>
<body><div id="__next"><div class="loading-spinner" aria-busy="true"></div></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>
<script src="/_next/static/chunks/webpack-7d.js" defer></script><script src="/_next/static/chunks/main-2f.js" defer></script></body></html>`;
}

/** A minimal page around a wall or error message, in a site's chrome. */
export function wallPage(o: { lang: string; site: string; title: string; main: string; charset?: string; head?: string; bodyClass?: string; chrome?: boolean }): string {
  const chrome = o.chrome !== false;
  return `<!DOCTYPE html><html lang="${o.lang}" dir="${dirOf(o.lang)}"><head>${head({ lang: o.lang, title: o.title, charset: o.charset, extra: o.head })}</head>
<body class="${o.bodyClass ?? ''}">${chrome ? `<header><a class="logo" href="/">${esc(o.site)}</a><nav><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav></header>` : ''}
<main>${o.main}</main>${chrome ? `<footer><p>© ${esc(o.site)} · Privacy · Terms · Imprint</p></footer>` : ''}</body></html>`;
}

/**
 * blind29 page templates, part 2: photo agencies, stock and photo-sharing pages, document
 * readers, newsletter and creator platforms, fan wikis, broadcasters and TV schedules.
 */
import { esc, cookieBanner } from './blindkit';
import type { Topic } from './blind29text';

const strip = (s: string) => s.replace(/<[^>]+>/g, '');
const short = (s: string, n = 155) => { const t = strip(s); return t.length > n ? `${t.slice(0, n - 1)}…` : t; };
const p = (x: string) => `<p>${esc(x)}</p>`;

// ---------------------------------------------------------------------------------------------
// Photo agency caption page

export function agencyPage(o: { t?: Topic; agency: string; id: string; lang?: string; wall?: string; captionHidden?: boolean }): string {
  const t = o.t;
  return `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head><meta charset="utf-8">
<title>${t ? `${esc(t.title)} – ${esc(o.agency)}` : esc(o.agency)}</title>
${t && o.captionHidden ? `<meta property="og:title" content="${esc(t.title)}">` : ''}
${t && !o.captionHidden ? `<meta property="og:title" content="${esc(t.title)}"><meta property="og:image" content="https://cdn.${o.agency.toLowerCase().replace(/\W+/g, '')}.example/comp/${o.id}.jpg"><meta property="og:description" content="${esc(short(t.paras[0]!))}">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'ImageObject', name: t.title, caption: strip(t.paras[0]!), creator: { '@type': 'Person', name: t.author }, copyrightNotice: `© ${o.agency}`, license: `https://www.${o.agency.toLowerCase().replace(/\W+/g, '')}.example/licence`, acquireLicensePage: `https://www.${o.agency.toLowerCase().replace(/\W+/g, '')}.example/licence/${o.id}`, datePublished: t.date.slice(0, 10) })}</script>` : ''}
</head><body class="asset-detail">
<header><a class="logo" href="/">${esc(o.agency)}</a><nav><a href="/creative">Creative</a> <a href="/editorial">Editorial</a> <a href="/video">Video</a> <a href="/music">Music</a> <a href="/signin">Sign in</a> <a class="cta" href="/plans">Plans &amp; pricing</a></nav><form action="/search"><input name="phrase" placeholder="Search the world’s best editorial photos"></form></header>
<div class="breadcrumbs"><a href="/">Home</a> › <a href="/editorial">Editorial</a> › <a href="/editorial/news">News</a> › ${o.id}</div>
<main>
<div class="asset-viewer"><img src="https://cdn.agency.example/comp/${o.id}.jpg?watermark=1" alt="${t ? esc(t.title) : ''}" width="612" height="408"><span class="watermark">${esc(o.agency)}</span></div>
${o.wall ? `<div class="access-wall">${o.wall}</div>` : ''}
${t && !o.captionHidden ? `<section class="asset-caption"><h1>${esc(t.title)}</h1>${t.paras.map(p).join('')}</section>` : ''}
<aside class="licence-panel"><h2>Editorial use only</h2><p>Not released. This image may not be used for advertising or commercial purposes.</p>
<ul class="sizes"><li><label><input type="radio" name="s"> Small — 612×408 px — $175</label></li><li><label><input type="radio" name="s"> Medium — 1024×683 px — $375</label></li><li><label><input type="radio" name="s" checked> Large — 5184×3456 px — $499</label></li></ul>
<button class="add-to-cart">Add to cart</button><button class="license-now">License this image</button><p class="small">Save with an image pack. <a href="/plans">View plans</a></p></aside>
<section class="details"><h2>DETAILS</h2><dl><dt>Credit:</dt><dd>${t ? esc(t.author) : '—'} / ${esc(o.agency)}</dd><dt>Editorial #:</dt><dd>${o.id}</dd><dt>Collection:</dt><dd>${esc(o.agency)} News</dd><dt>Date created:</dt><dd>${t ? t.date.slice(0, 10) : ''}</dd><dt>Max file size:</dt><dd>5184 x 3456 px (17.28 x 11.52 in) - 300 dpi - 4 MB</dd></dl></section>
<section class="keywords"><h2>Keywords</h2><a>Flood Barrier</a> <a>River Thames</a> <a>London</a> <a>Tide</a> <a>Infrastructure</a> <a>Horizontal</a> <a>Color Image</a></section>
<section class="more"><h2>More from this event</h2><ul>${[1, 2, 3, 4, 5, 6].map((i) => `<li><a href="/detail/news-photo/${Number(o.id) + i}"><img src="/thumb/${Number(o.id) + i}.jpg" alt=""></a></li>`).join('')}</ul></section>
</main>
<footer>© ${esc(o.agency)} · <a href="/licence">Licence information</a> · <a href="/privacy">Privacy</a> · <a href="/cookies">Cookies</a> · <a href="/terms">Website terms</a></footer>
${cookieBanner('en')}
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Photo sharing ("Fotolio") photo page

export function photoPage(o: { t?: Topic; user: string; lang?: string; notice?: string; noticeTitle?: string; charset?: string }): string {
  const t = o.t;
  return `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head><meta charset="${o.charset ?? 'utf-8'}">
<title>${o.notice ? esc(o.noticeTitle ?? 'Fotolio') : `${esc(t!.title)} | Fotolio`}</title>
${t && !o.notice ? `<meta property="og:title" content="${esc(t.title)}"><meta property="og:site_name" content="Fotolio"><meta property="og:description" content="${esc(short(t.paras[0]!))}"><meta property="og:type" content="fotolio:photo">` : ''}
</head><body class="photo-page">
<div class="global-nav"><a href="/" class="logo">fotolio</a> <a href="/explore">Explore</a> <a href="/prints">Prints</a> <a href="/signin">Log In</a> <a class="signup" href="/signup">Sign Up</a></div>
<main>
${o.notice ? `<div class="photo-notice"><h1>${o.notice}</h1><p><a href="/explore">Explore popular photos</a></p></div>` : `
<div class="photo-well"><img class="main-photo" src="https://live.fotolio-cdn.example/65535/${t!.key}_b.jpg" alt="${esc(t!.title)}"></div>
<div class="attribution"><a class="owner-name" href="/photos/${encodeURIComponent(o.user)}/">${esc(o.user)}</a> <button>Follow</button></div>
<div class="title-desc-block"><h1 class="photo-title">${esc(t!.title)}</h1><div class="photo-desc">${t!.paras.map(p).join('')}</div></div>
<div class="view-count">3,418 views · 57 faves · 9 comments</div>
<div class="date-taken-label">Taken on ${t!.date.slice(0, 10)}</div>
<div class="tags-list"><a>thames</a> <a>london</a> <a>barrier</a> <a>tide</a></div>
<div class="license">All rights reserved</div>
<div class="comments"><div class="comment"><b>northwind_photo</b> Superb timing!</div><div class="comment"><b>ellie.m</b> Wow, never seen it closed.</div></div>`}
</main>
<footer class="foot"><a href="/about">About</a> <a href="/jobs">Jobs</a> <a href="/blog">Blog</a> <a href="/help/guidelines">Guidelines</a> <a href="/help/privacy">Privacy</a> <a href="/help/terms">Terms</a> <a href="/help/cookies">Cookies</a></footer>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Document readers ("Slidedeck", "Docushelf", "Pageflip")

export function docReader(o: { t?: Topic; site: string; lang?: string; text?: 'full' | 'preview' | 'none'; wall?: string; notice?: string; noticeTitle?: string; pages?: number }): string {
  const t = o.t;
  const mode = o.text ?? 'full';
  const paras = !t ? [] : mode === 'full' ? t.paras : mode === 'preview' ? t.paras.slice(0, 1) : [];
  return `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head><meta charset="utf-8">
<title>${o.notice ? esc(o.noticeTitle ?? o.site) : `${esc(t!.title)} | ${esc(o.site)}`}</title>
${t && !o.notice ? `<meta property="og:title" content="${esc(t.title)}"><meta property="og:site_name" content="${esc(o.site)}"><meta property="og:description" content="${esc(short(t.paras[0]!))}"><meta property="og:type" content="article"><meta name="author" content="${esc(t.author)}">` : ''}
<script>window.__READER_CONFIG__={"pageCount":${o.pages ?? 24},"viewer":"flip","lazy":true};</script>
</head><body>
<header class="top"><a class="brand" href="/">${esc(o.site)}</a><input type="search" placeholder="Search documents, presentations…"><a href="/upload" class="btn">Upload</a><a href="/login">Login</a><a href="/signup" class="btn primary">Signup</a></header>
<main class="doc">
${o.notice ? `<div class="doc-notice"><h1>${o.notice}</h1><p><a href="/">Browse popular documents</a></p></div>` : `
<h1 class="doc-title">${esc(t!.title)}</h1>
<div class="doc-meta"><a class="author" href="/u/${encodeURIComponent(t!.author)}">${esc(t!.author)}</a> · ${t!.date.slice(0, 10)} · ${o.pages ?? 24} ${o.lang === 'en' || !o.lang ? 'pages' : ''} · 12,408 views</div>
<div class="viewer"><div class="page-canvas" data-page="1"><img src="/pages/${t!.key}/1.webp" alt="page 1"></div><div class="page-canvas" data-page="2"></div><div class="viewer-controls"><button>‹</button> 1 / ${o.pages ?? 24} <button>›</button> <button>⛶</button></div></div>
<div class="doc-actions"><button class="download">⤓ Download</button><button>Save</button><button>Embed</button><button>Share</button><button>Print</button></div>
${o.wall ? `<div class="wall">${o.wall}</div>` : ''}
${paras.length ? `<section class="transcript"><h2>${o.lang === 'en' || !o.lang ? 'Transcript' : '…'}</h2>${paras.map(p).join('')}</section>` : ''}
<section class="recommended"><h2>Recommended</h2><ul><li><a href="/doc/1">Kubernetes at scale — lessons from 3 years</a></li><li><a href="/doc/2">Annual report 2023</a></li><li><a href="/doc/3">Introduction to HLS and DASH</a></li><li><a href="/doc/4">Brand guidelines v4</a></li></ul></section>`}
</main>
<footer><a href="/about">About</a> · <a href="/support">Support</a> · <a href="/terms">Terms</a> · <a href="/privacy">Privacy</a> · <a href="/copyright">Copyright</a> · <a href="/cookies">Cookie preferences</a></footer>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Newsletter platforms: "Stackpost" (Substack-like), Ghost, "Beehive"

export function newsletterPost(o: { t: Topic; pub: string; platform: 'stack' | 'ghost' | 'beehive'; lang?: string; paid?: { visible: number; wall: string }; free?: boolean; charset?: string; subtitle?: string }): string {
  const t = o.t;
  const shown = o.paid ? t.paras.slice(0, o.paid.visible) : t.paras;
  const ld = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: t.title, datePublished: t.date, author: [{ '@type': 'Person', name: t.author }], publisher: { '@type': 'Organization', name: o.pub }, ...(o.free === false ? { isAccessibleForFree: false } : {}) };
  const gen = o.platform === 'ghost' ? '<meta name="generator" content="Ghost 5.82">' : o.platform === 'beehive' ? '<meta name="generator" content="beehive">' : '';
  return `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head><meta charset="${o.charset ?? 'utf-8'}">
<title>${esc(t.title)} - ${esc(o.pub)}</title>${gen}
<meta name="description" content="${esc(o.subtitle ?? short(t.paras[0]!))}">
<meta property="og:title" content="${esc(t.title)}"><meta property="og:type" content="article"><meta property="og:site_name" content="${esc(o.pub)}"><meta property="og:description" content="${esc(o.subtitle ?? short(t.paras[0]!))}">
<meta name="author" content="${esc(t.author)}"><meta property="article:published_time" content="${t.date}">
<script type="application/ld+json">${JSON.stringify(ld)}</script>
</head><body class="${o.platform === 'ghost' ? 'post-template' : 'post-page'}">
<div class="topbar"><a class="pub-logo" href="/">${esc(o.pub)}</a><div class="actions"><a class="subscribe" href="/subscribe">Subscribe</a> <a href="/signin">Sign in</a></div></div>
<article class="post">
<h1 class="post-title">${esc(t.title)}</h1>
${o.subtitle ? `<h3 class="subtitle">${esc(o.subtitle)}</h3>` : ''}
<div class="post-meta"><span class="byline"><a href="/p/about">${esc(t.author)}</a></span> · <time datetime="${t.date}">${t.date.slice(0, 10)}</time></div>
<div class="post-ufi"><button>♡ 214</button><button>💬 38</button><button>Share</button></div>
<div class="body markup">${shown.map(p).join('\n')}</div>
${o.paid ? `<div class="paywall">${o.paid.wall}</div>` : ''}
</article>
${o.paid ? '' : `<div class="subscription-widget"><p>${esc(o.pub)} is a reader-supported publication. To receive new posts and support my work, consider becoming a free or paid subscriber.</p><form><input type="email" placeholder="Type your email…"><button>Subscribe</button></form></div>`}
<section class="comments-section"><h4>38 Comments</h4><div class="comment"><b>Ana P.</b> Really useful numbers, thank you.</div></section>
<footer class="footer"><p>© ${t.date.slice(0, 4)} ${esc(t.author)}</p><a href="/privacy">Privacy</a> ∙ <a href="/tos">Terms</a> ∙ <a href="/collection">Collection notice</a>${o.platform === 'stack' ? ' · <a href="https://stackpost.example/publish">Start writing</a>' : o.platform === 'ghost' ? ' · Powered by Ghost' : ' · Powered by beehive'}</footer>
</body></html>`;
}

/** "Mediumish" story page (member-only marker, metered wall). */
export function storyPage(o: { t: Topic; lang?: string; memberOnly?: boolean; wall?: string; visible?: number }): string {
  const t = o.t;
  const shown = t.paras.slice(0, o.visible ?? t.paras.length);
  return `<!doctype html><html lang="${o.lang ?? 'en'}"><head><meta charset="utf-8"><title>${esc(t.title)} | by ${esc(t.author)} | Mediumish</title>
<meta property="og:title" content="${esc(t.title)}"><meta property="og:site_name" content="Mediumish"><meta property="og:description" content="${esc(short(t.paras[0]!))}"><meta name="author" content="${esc(t.author)}"><meta property="article:published_time" content="${t.date}">
${o.memberOnly ? '<meta property="article:content_tier" content="metered">' : '<meta property="article:content_tier" content="free">'}
</head><body><div id="root"><div class="metabar"><a href="/">Mediumish</a> <a href="/new-story">Write</a> <a href="/m/signin">Sign in</a> <a class="btn" href="/m/signup">Get started</a></div>
<article><div class="pw-post-body">
${o.memberOnly ? '<div class="member-star">★ Member-only story</div>' : ''}
<h1 class="pw-post-title">${esc(t.title)}</h1>
<div class="pw-author"><a href="/@${encodeURIComponent(t.author)}">${esc(t.author)}</a> · Follow · 7 min read · ${t.date.slice(0, 10)}</div>
${shown.map(p).join('\n')}
</div>${o.wall ? `<div class="meteredContent">${o.wall}</div>` : ''}</article>
<div class="responses">Responses (12)</div><div class="more-from"><h2>More from ${esc(t.author)}</h2><a href="/p/1">Why I stopped using analytics</a> <a href="/p/2">Ten lessons from ten years of podcasting</a></div>
<footer><a href="/help">Help</a> <a href="/status">Status</a> <a href="/about">About</a> <a href="/careers">Careers</a> <a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer></div></body></html>`;
}

/** Creator membership post ("Patronly"). */
export function creatorPost(o: { t?: Topic; creator: string; locked?: string; notice?: string; lang?: string; teaser?: string }): string {
  const t = o.t;
  return `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head><meta charset="utf-8"><title>${t && !o.notice ? `${esc(t.title)} | ${esc(o.creator)} on Patronly` : 'Patronly'}</title>
${t && !o.notice ? `<meta property="og:title" content="${esc(t.title)} | ${esc(o.creator)} on Patronly"><meta property="og:description" content="${esc(o.teaser ?? (o.locked ? `Get more from ${o.creator} on Patronly` : short(t.paras[0]!)))}">` : ''}
</head><body><div id="renderPageContentWrapper"><header class="pt-nav"><a href="/">Patronly</a> <a href="/creators">Creators</a> <a href="/pricing">Pricing</a> <a href="/login">Log in</a> <a href="/signup">Get started</a></header>
<main>
${o.notice ? `<div class="empty-state"><h1>${o.notice}</h1></div>` : `
<div class="creator-header"><img src="/c/avatar.png" alt=""><h2><a href="/${encodeURIComponent(o.creator)}">${esc(o.creator)}</a></h2><span>creating podcasts and field recordings</span></div>
<div class="post-card"><h1 data-tag="post-title">${esc(t!.title)}</h1><div class="post-date">${t!.date.slice(0, 10)}</div>
${o.locked ? `${o.teaser ? p(o.teaser) : ''}<div class="locked-post">${o.locked}</div>` : `<div data-tag="post-content">${t!.paras.map(p).join('')}</div>`}
<div class="post-actions"><button>♡ 87</button><button>💬 14</button><button>Share</button></div></div>
<aside class="tiers"><h3>Select a membership level</h3><div class="tier"><b>Listener</b> €3/month</div><div class="tier"><b>Supporter</b> €6/month</div><div class="tier"><b>Producer</b> €15/month</div></aside>`}
</main><footer>© Patronly · <a href="/policy/legal">Legal</a> · <a href="/policy/privacy">Privacy</a> · <a href="/help">Help Centre</a></footer></div></body></html>`;
}

/** A tip-jar page ("Tipcup") with a creator's public post. */
export function tipPage(o: { t: Topic; creator: string }): string {
  const t = o.t;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(t.title)} - ${esc(o.creator)}'s Tipcup Post</title>
<meta property="og:title" content="${esc(t.title)}"><meta property="og:description" content="${esc(short(t.paras[0]!))}"></head>
<body><nav class="tc-nav"><a href="/">Tipcup</a> <a href="/explore">Explore creators</a> <a href="/account/login">Log in</a> <a href="/account/register">Sign up</a></nav>
<div class="profile-header"><img src="/img/avatar.jpg" alt=""><h2>${esc(o.creator)}</h2><button class="support">☕ Buy a coffee</button></div>
<div class="feed-item"><h1>${esc(t.title)}</h1><span class="date">${t.date.slice(0, 10)}</span>${t.paras.map(p).join('')}</div>
<div class="supporters"><h3>Recent supporters</h3><p>Someone bought 3 coffees. “Love the channel!”</p><p>Martina bought 1 coffee.</p></div>
<footer>Tipcup · <a href="/terms">Terms</a> · <a href="/privacy">Privacy</a></footer></body></html>`;
}

/** An e-mail campaign archive page (table layout, inline styles). */
export function campaignArchive(o: { t: Topic; list: string; charset?: string }): string {
  const t = o.t;
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=${o.charset ?? 'UTF-8'}" /><meta property="og:title" content="${esc(t.title)}" /><meta property="og:description" content="${esc(short(t.paras[0]!))}" />
<title>${esc(t.title)}</title><style type="text/css">body{margin:0;padding:0}table{border-collapse:collapse}#bodyTable{background:#fafafa}.mcnTextContent{font-family:Helvetica;font-size:16px}</style></head>
<body><div id="awesomewrap"><div id="awesomebar"><a href="/home/?u=8f2c&amp;id=41aa">View this email in your browser</a> · <a href="/home/?u=8f2c&amp;id=41aa">Past Issues</a> · <a href="#">RSS</a> · <a href="#">Translate</a></div></div>
<center><table id="bodyTable" width="100%"><tr><td align="center" valign="top"><table width="600" class="templateContainer">
<tr><td class="mcnTextContent" style="padding:18px"><h1 style="font-size:26px">${esc(t.title)}</h1><p style="color:#777">${esc(o.list)} · ${t.date.slice(0, 10)}</p></td></tr>
${t.paras.map((x) => `<tr><td class="mcnTextContent" style="padding:9px 18px">${esc(x)}</td></tr>`).join('\n')}
<tr><td class="footerContent" style="font-size:12px;color:#656565;padding:18px"><em>Copyright © ${t.date.slice(0, 4)} ${esc(o.list)}, All rights reserved.</em><br/>You are receiving this email because you opted in via our website.<br/><a href="#">unsubscribe from this list</a> · <a href="#">update subscription preferences</a></td></tr>
</table></td></tr></table></center></body></html>`;
}

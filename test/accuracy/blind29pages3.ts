/**
 * blind29 page templates, part 3: fan wikis, broadcasters' programme and catch-up pages, TV
 * schedules, news pages with an embedded player, and a few platform notices.
 */
import { esc, cookieBanner, TRACKERS, AD } from './blindkit';
import type { Topic } from './blind29text';

const strip = (s: string) => s.replace(/<[^>]+>/g, '');
const short = (s: string, n = 155) => { const t = strip(s); return t.length > n ? `${t.slice(0, n - 1)}…` : t; };
const p = (x: string) => `<p>${esc(x)}</p>`;

// ---------------------------------------------------------------------------------------------
// Fan wiki ("Fanwiki", Fandom-like): heavy ads, infobox, fan feed.

export function wikiPage(o: { t?: Topic; wiki: string; lang: string; notice?: string; noticeTitle?: string; redirectedFrom?: string; charset?: string; infobox?: [string, string][] }): string {
  const t = o.t;
  const title = o.notice ? (o.noticeTitle ?? o.wiki) : `${t!.title} | ${o.wiki} | Fanwiki`;
  return `<!DOCTYPE html><html lang="${o.lang}" dir="ltr"><head><meta charset="${o.charset ?? 'utf-8'}"><title>${esc(title)}</title>
${t && !o.notice ? `<meta property="og:title" content="${esc(t.title)}"><meta property="og:site_name" content="${esc(o.wiki)}"><meta property="og:type" content="article"><meta name="description" content="${esc(short(t.paras[0]!))}">` : ''}
<meta name="generator" content="MediaWiki 1.39.3">
${TRACKERS}
<script>var fandomContext={"site":{"wikiId":73321,"language":"${o.lang}","vertical":"tv"},"partnerSlot":true};</script>
</head><body class="skin-fandomdesktop mediawiki ltr ns-0">
<div class="global-navigation"><a href="/" class="logo">FANWIKI</a> <a href="/explore">Explore</a> <a href="/games">Games</a> <a href="/movies">Movies</a> <a href="/tv">TV</a> <a href="/video">Video</a> <a href="/signin">Sign In</a> <a href="/register">Register</a></div>
${AD('top-leaderboard')}
<div class="community-header-wrapper"><h2 class="wiki-name">${esc(o.wiki)}</h2><nav><a href="/wiki/Main_Page">Main Page</a> <a href="/wiki/Special:AllPages">All pages</a> <a href="/wiki/Special:RecentChanges">Recent changes</a> <a href="/wiki/Category:Characters">Characters</a> <a href="/wiki/Category:Episodes">Episodes</a> <a href="/f">Discuss</a></nav></div>
<main class="page__main">
<div class="page-header"><h1 class="page-header__title" id="firstHeading">${esc(o.notice ? (o.noticeTitle ?? '') : t!.title)}</h1><div class="page-header__actions"><a href="?action=edit">EDIT</a> <a href="?action=history">History</a> <a href="/wiki/Talk:x">Talk (0)</a></div></div>
<div id="content" class="page-content"><div id="mw-content-text" class="mw-body-content">
${o.notice ? `<div class="noarticletext">${o.notice}</div>` : `
${o.redirectedFrom ? `<span class="mw-redirectedfrom">(Redirected from <a href="?redirect=no">${esc(o.redirectedFrom)}</a>)</span>` : ''}
<aside class="portable-infobox pi-theme-wikia"><h2 class="pi-title">${esc(t!.title)}</h2>${(o.infobox ?? [['Status', 'Alive'], ['First appearance', '—']]).map(([k, v]) => `<div class="pi-item"><h3 class="pi-data-label">${esc(k)}</h3><div class="pi-data-value">${esc(v)}</div></div>`).join('')}</aside>
${t!.paras.map((x, i) => (i === 2 ? `${AD('incontent_boxad_1')}\n` : '') + p(x)).join('\n')}
<div id="toc" class="toc"><h2>Contents</h2><ul><li>1 Biography</li><li>2 Appearances</li><li>3 Trivia</li><li>4 Gallery</li></ul></div>
<h2>Gallery</h2><div class="wikia-gallery">${[1, 2, 3, 4].map((i) => `<div class="wikia-gallery-item"><img src="/images/${i}.png" alt=""><div class="lightbox-caption">Screenshot ${i}</div></div>`).join('')}</div>`}
</div></div>
<div class="page-footer"><div class="categories">Categories: <a>Characters</a> · <a>Season 2</a> · <a>Community content</a></div><div class="license-description">Community content is available under <a href="/wiki/Licensing">CC-BY-SA</a> unless otherwise noted.</div></div>
</main>
<aside class="page__right-rail">${AD('top_boxad')}<section class="rail-module recent-wiki-activity"><h2>Recent Wiki Activity</h2><ul><li>Episode guide — edited 2 hours ago</li><li>Season 5 — edited by StarFan77</li><li>Meridian (ship) — new image</li></ul></section><section class="fan-feed"><h2>Fan Feed</h2><ul><li>10 details you missed in the season finale</li><li>The best animated sci-fi of the decade</li><li>Quiz: which captain are you?</li></ul></section>${AD('bottom_boxad')}</aside>
<footer class="global-footer"><div>Explore properties: Fanwiki · Fanwiki Games · Giantfan</div><div><a href="/terms">Terms of Use</a> · <a href="/privacy">Privacy Policy</a> · <a href="/dnsmpi">Do Not Sell My Info</a></div></footer>
${cookieBanner('en')}
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Broadcaster: programme / catch-up page

export type BroadcastOpts = {
  t?: Topic; lang: string; brand: string; charset?: string;
  /** A notice over the player (geo-block, expired, sign-in). Synopsis still shown unless noSynopsis. */
  notice?: string; noSynopsis?: boolean; title?: string;
  available?: string; duration?: string;
};

const BNAV: Record<string, string[]> = {
  en: ['Home', 'TV Guide', 'Channels', 'Categories', 'A-Z', 'My Programmes'],
  de: ['Startseite', 'Sendung verpasst?', 'Sendungen A–Z', 'Live', 'Rubriken', 'Mein Bereich'],
  it: ['Home', 'Dirette', 'Guida TV', 'Programmi', 'Film', 'La mia lista'],
  ja: ['トップ', '番組表', 'ジャンル', '見逃し配信', '特集', 'マイページ'],
  el: ['Αρχική', 'Πρόγραμμα', 'Εκπομπές', 'Ζωντανά', 'Ταινίες', 'Σειρές'],
  fr: ['Accueil', 'Direct', 'Programmes', 'Émissions', 'Documentaires', 'Mon espace'],
  sv: ['Start', 'Kanaler', 'Program A–Ö', 'Kategorier', 'Min lista'],
  cs: ['Úvod', 'Stanice', 'Pořady', 'Archiv', 'Program'],
};

export function broadcastPage(o: BroadcastOpts): string {
  const t = o.t;
  const nav = BNAV[o.lang] ?? BNAV.en!;
  const showSyn = t && !o.noSynopsis;
  return `<!DOCTYPE html><html lang="${o.lang}"><head><meta charset="${o.charset ?? 'utf-8'}">
<title>${esc(o.title ?? (t ? `${t.title} - ${o.brand}` : o.brand))}</title>
${showSyn ? `<meta property="og:title" content="${esc(t!.title)}"><meta property="og:type" content="video.episode"><meta property="og:site_name" content="${esc(o.brand)}"><meta property="og:description" content="${esc(short(t!.paras[0]!))}"><meta name="description" content="${esc(short(t!.paras[0]!))}">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'TVEpisode', name: t!.title, description: strip(t!.paras[0]!), datePublished: t!.date.slice(0, 10), partOfSeries: { '@type': 'TVSeries', name: o.brand } })}</script>` : ''}
</head><body class="programme-page">
<header class="orb"><a class="brand" href="/">${esc(o.brand)}</a><nav>${nav.map((n, i) => `<a href="/n${i}">${esc(n)}</a>`).join(' ')}</nav><a class="account" href="/account">${o.lang === 'en' ? 'Sign in' : '👤'}</a></header>
<main>
<div class="playback">${o.notice ? `<div class="playback-notice" role="status">${o.notice}</div>` : `<div class="smp-player" data-vpid="p0${(t?.key.length ?? 3) * 7}k"><button class="play">▶ ${o.lang === 'en' ? 'Play' : '▶'}</button><span class="duration">${o.duration ?? '58 min'}</span></div>`}</div>
${showSyn ? `<h1 class="programme-title">${esc(t!.title)}</h1>
<div class="availability">${esc(o.available ?? (o.lang === 'en' ? 'Available for 29 days' : ''))}</div>
<section class="synopsis">${t!.paras.map(p).join('')}</section>
<dl class="broadcast-info"><dt>${o.lang === 'en' ? 'First broadcast' : '📺'}</dt><dd>${t!.date.slice(0, 10)}</dd><dt>${o.lang === 'en' ? 'Duration' : '⏱'}</dt><dd>${o.duration ?? '58 min'}</dd></dl>` : ''}
<section class="more-episodes"><h2>${o.lang === 'en' ? 'More episodes' : '…'}</h2><ul><li><a href="/episode/a1">Episode 1</a></li><li><a href="/episode/a2">Episode 2</a></li><li><a href="/episode/a3">Episode 3</a></li></ul></section>
</main>
<footer class="site-footer"><a href="/terms">Terms of Use</a> · <a href="/about">About</a> · <a href="/privacy">Privacy Policy</a> · <a href="/cookies">Cookies</a> · <a href="/accessibility">Accessibility Help</a> · <a href="/contact">Contact</a></footer>
${cookieBanner(o.lang)}
</body></html>`;
}

/** A day's TV schedule. */
export function schedulePage(o: { lang: string; brand: string; day: string; rows: [string, string, string?][]; charset?: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang}"><head><meta charset="${o.charset ?? 'utf-8'}"><title>${esc(o.brand)} – ${esc(o.day)}</title></head>
<body class="schedule"><header><a href="/">${esc(o.brand)}</a> <nav><a href="/live">Live</a> <a href="/schedule">Schedule</a> <a href="/programmes">Programmes</a></nav></header>
<main><h1>${esc(o.brand)} · ${esc(o.day)}</h1><div class="day-picker"><a>‹</a> <b>${esc(o.day)}</b> <a>›</a></div>
<ol class="broadcasts">${o.rows.map(([time, title, sub]) => `<li class="broadcast"><span class="time">${esc(time)}</span> <span class="title">${esc(title)}</span>${sub ? ` <span class="synopsis">${esc(sub)}</span>` : ''}</li>`).join('\n')}</ol></main>
<footer><a href="/help">Help</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></footer></body></html>`;
}

/** A plain platform notice page (gone, removed, ended, shut down…) inside the site's chrome. */
export function noticePage(o: { site: string; title: string; head: string; body?: string; lang?: string; links?: string[]; charset?: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head><meta charset="${o.charset ?? 'utf-8'}"><title>${esc(o.title)}</title><meta name="viewport" content="width=device-width"></head>
<body><header class="nav"><a class="logo" href="/">${esc(o.site)}</a> <a href="/explore">Explore</a> <a href="/login">Log in</a></header>
<main class="notice"><h1>${o.head}</h1>${o.body ? `<p>${o.body}</p>` : ''}${o.links?.length ? `<ul class="suggestions">${o.links.map((l, i) => `<li><a href="/s/${i}">${esc(l)}</a></li>`).join('')}</ul>` : ''}</main>
<footer><a href="/help">Help</a> · <a href="/terms">Terms</a> · <a href="/privacy">Privacy</a> · © ${esc(o.site)}</footer></body></html>`;
}

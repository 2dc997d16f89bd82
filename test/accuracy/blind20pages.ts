/**
 * Page templates for the held-out set blind20 (culture, sport and entertainment): film/TV
 * databases, streaming catalogues, music and lyrics sites, ticketing, live-score and league sites,
 * fan wikis, review magazines, game stores, theatre/festival programmes, podcasts. Each template
 * imitates a different kind of site's chrome. Written without reading citeflow's classifier.
 */
import { esc } from './blindkit';

export type Chrome = { lang: string; site: string; title: string; charset?: string; head?: string; dir?: 'rtl' | 'ltr' };

const head = (c: Chrome, extra = '') => `<!DOCTYPE html>
<html lang="${c.lang}"${c.dir ? ` dir="${c.dir}"` : ''}>
<head>
<meta charset="${c.charset ?? 'utf-8'}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(c.title)}</title>
<meta property="og:site_name" content="${esc(c.site)}">
${c.head ?? ''}
${extra}
</head>`;

/** A film/TV database title page (IMDb / Kinopoisk / Filmweb style). */
export function filmPage(c: Chrome & { film: string; year: string; director: string; cast: [string, string][]; synopsis: string[]; genres: string[]; rating?: string; banner?: string; labels: { cast: string; director: string; synopsis: string; rating: string; trivia: string } }): string {
  const ld = { '@context': 'https://schema.org', '@type': 'Movie', name: c.film, datePublished: c.year, director: { '@type': 'Person', name: c.director }, actor: c.cast.slice(0, 4).map(([a]) => ({ '@type': 'Person', name: a })), genre: c.genres };
  return `${head(c, `<meta property="og:type" content="video.movie"><meta property="og:title" content="${esc(c.film)} (${c.year})"><script type="application/ld+json">${JSON.stringify(ld)}</script><link rel="stylesheet" href="/_css/title.9f3.css">`)}
<body class="title-page">
<div id="top-bar"><a class="logo" href="/">${esc(c.site)}</a><form action="/find"><input name="q" placeholder="Search"><select><option>All</option><option>Titles</option><option>Celebs</option></select></form><a href="/registration/signin">Sign In</a> <a href="/watchlist">Watchlist</a></div>
${c.banner ?? ''}
<section class="hero" data-testid="hero"><h1 data-testid="hero-title">${esc(c.film)}</h1><ul class="meta"><li>${c.year}</li><li>${c.genres.map(esc).join(' · ')}</li></ul>
${c.rating ? `<div class="rating"><span>${esc(c.labels.rating)}</span> <b>${c.rating}</b>/10</div>` : ''}</section>
<section class="storyline"><h2>${esc(c.labels.synopsis)}</h2>${c.synopsis.map((p) => `<p>${p}</p>`).join('\n')}</section>
<section class="credits"><h3>${esc(c.labels.director)}</h3><p><a href="/name/nm01">${esc(c.director)}</a></p>
<h3>${esc(c.labels.cast)}</h3><table class="cast_list">${c.cast.map(([a, r], i) => `<tr class="${i % 2 ? 'even' : 'odd'}"><td class="primary_photo"><img alt="${esc(a)}" src="/img/p${i}.jpg"></td><td><a href="/name/nm${100 + i}">${esc(a)}</a></td><td class="ellipsis">…</td><td class="character">${esc(r)}</td></tr>`).join('')}</table></section>
<section class="trivia"><h3>${esc(c.labels.trivia)}</h3><ul><li><a href="/trivia">…</a></li></ul></section>
<aside class="more-like-this"><h3>More like this</h3><ul><li><a href="/title/tt1">…</a></li><li><a href="/title/tt2">…</a></li><li><a href="/title/tt3">…</a></li></ul></aside>
<footer><a href="/help">Help</a> <a href="/conditions">Conditions of Use</a> <a href="/privacy">Privacy Policy</a> <a href="/ads">Advertising</a><p>© 1990-2026 ${esc(c.site)}</p></footer>
<script src="/_js/title.bundle.js"></script>
</body></html>`;
}

/** A streaming catalogue page (Netflix / Disney+ / Viaplay style), server-rendered or with a notice. */
export function streamingPage(c: Chrome & { main: string; rows?: string[] }): string {
  return `${head(c, `<link rel="stylesheet" href="/nq/website/memberapp/css/main.css"><script>window.netflix=window.netflix||{};netflix.reactContext={"models":{"geo":{"data":{"requestCountry":{"id":"XX"}}}}};</script>`)}
<body class="nm-collections-page">
<div class="nm-collections-header"><a class="logo" href="/" aria-label="${esc(c.site)}"><svg viewBox="0 0 111 30"><path d="M105 0z"/></svg></a><a class="authLinks" href="/login">Sign In</a></div>
<main class="nm-collections-container">${c.main}
${(c.rows ?? []).map((r) => `<section class="nm-collections-row"><h2 class="nm-collections-row-name">${esc(r)}</h2><ul class="nm-content-horizontal-row-item-container"><li><a href="/title/81000001">…</a></li><li><a href="/title/81000002">…</a></li><li><a href="/title/81000003">…</a></li></ul></section>`).join('\n')}
</main>
<footer class="site-footer"><p>Questions? Contact us.</p><ul><li><a href="/faq">FAQ</a></li><li><a href="/help">Help Center</a></li><li><a href="/terms">Terms of Use</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/cookies">Cookie Preferences</a></li></ul></footer>
</body></html>`;
}

/** A ticketing page (Ticketmaster / Eventim / Fnac Spectacles style). */
export function ticketPage(c: Chrome & { event: string; venue: string; when: string; status?: string; body: string[]; lineup?: string[]; labels?: { venue: string; date: string; info: string } }): string {
  const l = c.labels ?? { venue: 'Venue', date: 'Date', info: 'Event info' };
  const ld = { '@context': 'https://schema.org', '@type': 'MusicEvent', name: c.event, startDate: c.when, location: { '@type': 'Place', name: c.venue }, ...(c.status ? { eventStatus: c.status } : {}) };
  return `${head(c, `<script type="application/ld+json">${JSON.stringify(ld)}</script>`)}
<body class="event-detail">
<header class="tm-header"><a href="/" class="brand">${esc(c.site)}</a><nav><a href="/concerts">Concerts</a> <a href="/sports">Sports</a> <a href="/arts-theater">Arts &amp; Theater</a> <a href="/family">Family</a></nav><a href="/member">My Account</a></header>
<nav class="breadcrumb"><a href="/">Home</a> › <a href="/concerts">Concerts</a> › <span>${esc(c.event)}</span></nav>
<main><section class="event-header"><h1>${esc(c.event)}</h1><dl><dt>${esc(l.venue)}</dt><dd>${esc(c.venue)}</dd><dt>${esc(l.date)}</dt><dd>${esc(c.when.replace('T', ' ').slice(0, 16))}</dd></dl></section>
<section class="event-info"><h2>${esc(l.info)}</h2>${c.body.map((p) => `<p>${p}</p>`).join('\n')}</section>
${c.lineup ? `<section class="lineup"><h3>Lineup</h3><ul>${c.lineup.map((a) => `<li>${esc(a)}</li>`).join('')}</ul></section>` : ''}
<section class="recommend"><h3>You may also like</h3><ul><li><a href="/event/1">…</a></li><li><a href="/event/2">…</a></li></ul></section></main>
<footer><a href="/help">Help</a> · <a href="/purchase-policy">Purchase Policy</a> · <a href="/privacy">Privacy Policy</a> · <a href="/accessibility">Accessibility</a><p>© 2026 ${esc(c.site)}. All rights reserved.</p></footer>
</body></html>`;
}

/** A fan wiki article (Fandom / MediaWiki style) with heavy ad slots. */
export function wikiPage(c: Chrome & { heading: string; paras: string[]; infobox?: [string, string][]; fandom?: boolean; categories?: string[] }): string {
  const ads = c.fandom ? `<div class="top-ads-container"><div id="top_leaderboard" class="gpt-ad"></div></div>` : '';
  return `${head(c, `${c.fandom ? '<script src="https://static.wikia.nocookie.net/silversurfer/video/prod/vendor.js" async></script><script>window.ads={context:{targeting:{wikiVertical:"tv",pageType:"article"}}};</script>' : ''}<link rel="stylesheet" href="/load.php?modules=skins.vector.styles&amp;only=styles">`)}
<body class="mediawiki ltr skin-${c.fandom ? 'fandomdesktop' : 'vector'} page-${esc(c.heading.replace(/\s/g, '_'))}">
${c.fandom ? `<div class="global-navigation"><a href="https://www.fandom.com/">FANDOM</a> <a href="/explore">Explore</a> <a href="/fan-central">Fan Central</a> <a href="/signin">Sign In</a> <a href="/register">Register</a></div>` : ''}
${ads}
<div id="content" class="mw-body"><h1 id="firstHeading" class="firstHeading">${esc(c.heading)}</h1>
<div id="bodyContent"><div id="siteSub">From ${esc(c.site)}</div>
<div class="mw-parser-output">
${c.infobox ? `<aside class="portable-infobox">${c.infobox.map(([k, v]) => `<div class="pi-item"><h3 class="pi-data-label">${esc(k)}</h3><div class="pi-data-value">${esc(v)}</div></div>`).join('')}</aside>` : ''}
${c.paras.map((p, i) => (c.fandom && i === 1 ? `<div id="incontent_player" class="ad-slot"></div><p>${p}</p>` : /^<h2|^<ul|^<table/.test(p) ? p : `<p>${p}</p>`)).join('\n')}
</div>
${c.categories ? `<div id="catlinks">Categories: ${c.categories.map((k) => `<a href="/wiki/Category:${encodeURIComponent(k)}">${esc(k)}</a>`).join(' | ')}</div>` : ''}
</div></div>
${c.fandom ? '<div id="WikiaRail"><section class="rail-module"><h2>Popular pages</h2><ul><li><a href="/wiki/A">…</a></li><li><a href="/wiki/B">…</a></li></ul></section><div id="top_boxad" class="gpt-ad"></div></div>' : '<div id="mw-navigation"><div id="p-navigation"><ul><li><a href="/wiki/Main_Page">Main page</a></li><li><a href="/wiki/Special:Random">Random page</a></li><li><a href="/wiki/Special:RecentChanges">Recent changes</a></li></ul></div></div>'}
<div id="footer"><ul id="footer-info"><li>This page was last edited on 3 March 2025.</li><li>Content is available under CC BY-SA unless otherwise noted.</li></ul></div>
</body></html>`;
}

/** A live-score / league page (Flashscore / league site style). `state` is embedded JSON. */
export function scorePage(c: Chrome & { main: string; state?: unknown; scripts?: string }): string {
  return `${head(c, `<link rel="preload" as="script" href="/res/_fs/build/core.js">${c.state !== undefined ? `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(c.state)}</script>` : ''}`)}
<body class="soccer flat">
<div id="header"><a href="/" class="header__logo">${esc(c.site)}</a><div class="header__menu"><a href="/football/">Football</a> <a href="/tennis/">Tennis</a> <a href="/basketball/">Basketball</a> <a href="/hockey/">Hockey</a></div></div>
${c.main}
${c.scripts ?? ''}
</body></html>`;
}

/** A game store page (Steam / GOG style). */
export function storePage(c: Chrome & { game: string; about: string[]; dev: string; release: string; reviews?: string; tags?: string[] }): string {
  return `${head(c, `<meta property="og:title" content="${esc(c.game)} on ${esc(c.site)}">`)}
<body class="v6 app game_bg responsive_page">
<div id="global_header"><div class="content"><a class="logo" href="/">${esc(c.site)}</a><a class="menuitem" href="/store/">STORE</a><a class="menuitem" href="/community/">COMMUNITY</a><a class="menuitem" href="/about/">ABOUT</a><a class="menuitem" href="/support/">SUPPORT</a></div></div>
<div class="page_content"><div class="breadcrumbs"><a href="/games/">All Games</a> &gt; <a href="/genre/">${esc((c.tags ?? ['Games'])[0]!)}</a> &gt; <span>${esc(c.game)}</span></div>
<div class="apphub_AppName" id="appHubAppName">${esc(c.game)}</div>
<div class="glance_ctn"><div class="dev_row"><b>DEVELOPER:</b> <a href="/developer/">${esc(c.dev)}</a></div><div class="release_date"><b>RELEASE DATE:</b> ${esc(c.release)}</div>${c.reviews ? `<div class="user_reviews_summary_row">${esc(c.reviews)}</div>` : ''}<div class="glance_tags">${(c.tags ?? []).map((t) => `<a class="app_tag" href="/tags/${encodeURIComponent(t)}">${esc(t)}</a>`).join('')}</div></div>
<div id="game_area_description" class="game_area_description"><h2>ABOUT THIS GAME</h2>${c.about.map((p) => `<p>${p}</p>`).join('\n')}</div>
<div class="game_area_purchase_game"><h1>Buy ${esc(c.game)}</h1><div class="game_purchase_price price">€29,99</div><a class="btn_green_steamui" href="/cart/">Add to Cart</a></div>
</div>
<div id="footer"><a href="/privacy_agreement/">Privacy Policy</a> | <a href="/legal/">Legal</a> | <a href="/subscriber_agreement/">Subscriber Agreement</a> | <a href="/account/cookiepreferences/">Cookies</a></div>
</body></html>`;
}

/** A plain old fan site, table layout, legacy charset (1999–2008 style). */
export function oldFanSite(c: Chrome & { heading: string; paras: string[]; menu: string[] }): string {
  return `<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${c.charset ?? 'iso-8859-1'}">
<title>${esc(c.title)}</title>
</head>
<body bgcolor="#000033" text="#FFFFCC" link="#FFCC00" vlink="#CC9900">
<table width="760" border="0" cellpadding="4" align="center"><tr><td colspan="2"><img src="/img/banner.gif" width="760" height="90" alt="${esc(c.site)}"></td></tr>
<tr><td width="160" valign="top" bgcolor="#000066"><font size="2">${c.menu.map((m, i) => `<a href="/p${i}.htm">${esc(m)}</a><br>`).join('\n')}</font><br><img src="/img/counter.gif" alt="counter"></td>
<td valign="top"><h2>${esc(c.heading)}</h2>
${c.paras.map((p) => `<p><font face="Verdana" size="2">${p}</font></p>`).join('\n')}
<hr><font size="1">${esc(c.site)} · Guestbook · Links · E-mail the webmaster</font></td></tr></table>
</body></html>`;
}

/** A podcast episode page (Apple Podcasts / Spotify-for-Podcasters / Podigee style). */
export function podcastPage(c: Chrome & { show: string; episode: string; date: string; notes: string[]; duration: string }): string {
  const ld = { '@context': 'https://schema.org', '@type': 'PodcastEpisode', name: c.episode, datePublished: c.date, partOfSeries: { '@type': 'PodcastSeries', name: c.show }, timeRequired: c.duration };
  return `${head(c, `<script type="application/ld+json">${JSON.stringify(ld)}</script><meta property="og:type" content="music.song">`)}
<body class="episode">
<header class="podcast-header"><a href="/" class="show-cover"><img src="/cover.jpg" alt="${esc(c.show)}"></a><div><a href="/" class="show-title">${esc(c.show)}</a><nav><a href="/episodes">Episodes</a> <a href="/about">About</a> <a href="/subscribe">Subscribe</a></nav></div></header>
<main><article class="episode-detail"><h1>${esc(c.episode)}</h1><p class="episode-meta"><time datetime="${c.date}">${c.date}</time> · ${esc(c.duration)}</p>
<div class="player"><audio controls preload="none" src="/media/ep.mp3"></audio></div>
<div class="show-notes">${c.notes.map((p) => `<p>${p}</p>`).join('\n')}</div>
<div class="subscribe-links"><a href="#">Apple Podcasts</a> <a href="#">Spotify</a> <a href="#">RSS</a></div></article></main>
<footer><p>Hosted by ${esc(c.site)} · <a href="/privacy">Privacy</a> · <a href="/imprint">Imprint</a></p></footer>
</body></html>`;
}

/** A wall or notice page inside a site's minimal chrome. */
export function noticePage(c: Chrome & { body: string; bodyClass?: string }): string {
  return `${head(c)}
<body class="${c.bodyClass ?? 'notice'}">
<div class="brand-bar"><a href="/">${esc(c.site)}</a></div>
<div class="notice-wrap">${c.body}</div>
<footer class="mini"><a href="/help">Help</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></footer>
</body></html>`;
}

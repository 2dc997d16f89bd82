/**
 * Held-out accuracy set 3 (issue 12): ~80 more cited URLs on loopback with other sites, CMSes,
 * languages, charsets and phrasings than blind2. Written without reading citeflow's classifier or
 * its rules. Reserved for the lead's final measurement: do not tune on it.
 * Score it alone with `node dist/test/accuracy/run.js --set blind3`.
 */
import { deflateRawSync } from 'node:zlib';
import type { CorpusCase, QuoteCheck } from './corpus';
import {
  article, type ArticleOpts, type Entry, type Send, esc, linkList, pdf, redirect, respond, serveArticle, shell, toCases, wrap, write,
} from './blindkit';

const q = (quote: string, present = true): QuoteCheck => ({ quote, present });

function A(
  id: string,
  host: string,
  path: string,
  o: ArticleOpts,
  x: { reason: string; claims?: string[]; quotes?: QuoteCheck[]; meta?: boolean; send?: Omit<Send, 'body'>; expected?: Entry['expected']; title?: string },
): Entry {
  return {
    id,
    host,
    path,
    expected: x.expected ?? 'valid',
    reason: x.reason,
    context: { title: x.title ?? o.title, ...(x.claims ? { claims: x.claims } : {}) },
    ...(x.meta
      ? { meta: { title: [o.title], publisher: [o.site], ...(o.author ? { author: [o.author] } : {}), ...(o.date ? { published: [o.date.slice(0, 10)] } : {}) } }
      : {}),
    ...(x.quotes ? { quotes: x.quotes } : {}),
    handle: serveArticle(article(o), { charset: o.charset ?? 'utf-8', ...(x.send ?? {}) }),
  };
}

const MEGA_MENU = Array.from({ length: 12 }, (_, i) => `<li class="mega"><a href="/s/${i}">${['News', 'Sport', 'Business', 'Money', 'Property', 'Travel', 'Motoring', 'Lifestyle', 'Food', 'Health', 'Puzzles', 'Obituaries'][i]}</a><ul>${Array.from({ length: 9 }, (_, j) => `<li><a href="/s/${i}/${j}">${['Latest', 'Local', 'National', 'World', 'Analysis', 'Video', 'Photos', 'Podcasts', 'Newsletters'][j]}</a></li>`).join('')}</ul></li>`).join('');

// ---------------------------------------------------------------------------------------------
// valid

function arcPage(o: { site: string; title: string; author: string; date: string; section: string; paras: string[]; lang?: string }): (url: string) => string {
  return (url) => `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(o.title)} - ${esc(o.site)}</title><link rel="canonical" href="${esc(url)}"><meta name="description" content="${esc(o.paras[0]!.slice(0, 150))}"><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: o.title, datePublished: o.date, dateModified: o.date, author: [{ '@type': 'Person', name: o.author }], publisher: { '@type': 'NewsMediaOrganization', name: o.site }, articleSection: o.section, isAccessibleForFree: true })}</script><script id="fusion-engine-script" type="application/javascript" src="/pf/dist/engine/react.js?d=1234" defer=""></script><script>window.Fusion=window.Fusion||{};Fusion.arcSite="${o.site.toLowerCase().replace(/\W/g, '')}";Fusion.deployment="1234";Fusion.globalContent={"_id":"ABCDEF1234567890","type":"story","headlines":{"basic":${JSON.stringify(o.title)}}};</script></head><body><div id="fusion-app" class="layout-article"><header class="masthead"><button class="hamburger" aria-label="Sections">☰</button><a href="/" class="masthead-logo">${esc(o.site)}</a><nav class="mega-menu"><ul>${MEGA_MENU}</ul></nav><a class="btn-subscribe" href="/subscribe">Subscribe</a><a href="/account/login">Sign in</a></header><main><article class="article-body"><div class="overline"><a href="/${o.section.toLowerCase()}/">${esc(o.section)}</a></div><h1 class="headline">${esc(o.title)}</h1><div class="byline">By <a href="/people/${o.author.toLowerCase().replace(/\s+/g, '-')}/">${esc(o.author)}</a></div><div class="timestamp"><time datetime="${o.date}">Published ${o.date.slice(0, 10)}</time></div>${o.paras.map((p, i) => `<p class="article-body-text" data-index="${i}">${p}</p>${i === 1 ? '<div class="ad-container" id="arcad_inline-1"></div>' : ''}`).join('')}</article><aside class="right-rail">${linkList('Trending', ['Storm closes coastal road for second day', 'Opinion: the city needs more night buses', 'Restaurant review: dim sum worth the queue'])}</aside></main><footer><p>© ${esc(o.site)}. All rights reserved.</p><a href="/privacy">Privacy Policy</a> <a href="/terms">Terms of Service</a> <a href="#" class="ot-sdk-show-settings">Do Not Sell or Share My Personal Information</a></footer></div><script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0190abcd-1234"></script></body></html>`;
}

function validB3(): Entry[] {
  const out: Entry[] = [];

  out.push({
    id: 'arc-metro-mega-menu', host: 'www.pacific-star-tribune.example', path: '/local/2025/04/17/seawall-repairs-approved/', expected: 'valid',
    reason: 'big-newspaper article (Arc-style render) with a 100-link mega menu before the text; the claim and quote are in the article',
    context: { title: 'City approves $212 million seawall repair', claims: ['The city approved a $212 million seawall repair.'] },
    meta: { title: ['City approves $212 million seawall repair'], author: ['Grace Mendoza'], published: ['2025-04-17'] },
    quotes: [q('We are buying ourselves fifty years, not forever'), q('We are buying ourselves a hundred years', false)],
    handle: serveArticle(arcPage({
      site: 'Pacific Star-Tribune', section: 'Local', title: 'City approves $212 million seawall repair', author: 'Grace Mendoza', date: '2025-04-17T14:30:00-07:00',
      paras: ['The city council voted 8-1 on Thursday to spend $212 million repairing the downtown seawall, a 1930s structure that engineers say could fail in a major earthquake.', 'Construction will start next spring and close parts of the waterfront promenade in phases until 2029.', '“We are buying ourselves fifty years, not forever,” said public works director Alan Whitcombe, who urged the council to start planning for sea-level rise beyond 2075.', 'The lone vote against came from councilmember Rosa Ibarra, who argued the plan underestimated long-term flooding.'],
    })),
  });

  out.push({
    id: 'blogger-classic', host: 'trainspotting-notes.blogspot-like.example', path: '/2012/09/last-steam-run-on-the-branch-line.html', expected: 'valid',
    reason: 'an old Blogger-style personal blog post (classic template, widgets, blog archive) with the cited date of the last run',
    context: { title: 'The last steam run on the branch line', claims: ['The last scheduled steam train on the Hartley branch ran on 7 September 1963.'] },
    quotes: [q('the last scheduled steam train ran on 7 September 1963')],
    handle: respond({ body: `<!DOCTYPE html><html class='v2' dir='ltr' xmlns='http://www.w3.org/1999/xhtml' xmlns:b='http://www.google.com/2005/gml/b' xmlns:data='http://www.google.com/2005/gml/data' xmlns:expr='http://www.google.com/2005/gml/expr'><head><meta content='width=1100' name='viewport'/><meta content='text/html; charset=UTF-8' http-equiv='Content-Type'/><meta content='blogger' name='generator'/><link href='/favicon.ico' rel='icon' type='image/x-icon'/><title>Trainspotting Notes: The last steam run on the branch line</title><meta content='The last steam run on the branch line' property='og:title'/><link type='text/css' rel='stylesheet' href='https://www.blogger.example/static/v1/widgets/1234-widget_css_bundle.css' /></head><body class='loading variant-simplysimple'><div class='navbar section' id='navbar'><div class='widget Navbar' id='Navbar1'><iframe src='https://www.blogger.example/navbar.g?targetBlogID=123' height='30px' width='100%'></iframe></div></div><div class='content'><header><div class='header-outer'><div class='Header widget'><h1 class='title'><a href='/'>Trainspotting Notes</a></h1><p class='description'><span>Memories of the railways of the North, 1955–1970</span></p></div></div></header><div class='main-outer'><div class='main-inner'><div class='date-outer'><h2 class='date-header'><span>Sunday, 16 September 2012</span></h2><div class='post-outer'><div class='post hentry uncustomized-post-template' itemprop='blogPost' itemscope='itemscope' itemtype='http://schema.org/BlogPosting'><h3 class='post-title entry-title' itemprop='name'>The last steam run on the branch line</h3><div class='post-body entry-content' id='post-body-5512' itemprop='description articleBody'>My father took me to Hartley station when I was nine. I did not know then that I was watching the end of something: the last scheduled steam train ran on 7 September 1963, hauled by an old tank engine that the crew had polished for the occasion.<br /><br />There were perhaps two hundred people on the platform. Somebody had chalked "Farewell" on the smokebox door.<br /><br />The line itself survived another four years with diesel railcars before closing to passengers in 1967.</div><div class='post-footer'><span class='post-author vcard'>Posted by <span class='fn' itemprop='author' itemscope='itemscope' itemtype='http://schema.org/Person'><span itemprop='name'>Derek W.</span></span></span> <span class='post-timestamp'>at <a class='timestamp-link' href='#'><abbr class='published' itemprop='datePublished' title='2012-09-16T19:42:00+01:00'>19:42</abbr></a></span> <span class='post-comment-link'><a class='comment-link' href='#comments'>4 comments:</a></span></div></div></div></div></div></div><div class='sidebar'><div class='widget BlogArchive'><h2>Blog Archive</h2><ul><li>2013 (12)</li><li>2012 (31)<ul><li>September (4)</li><li>August (3)</li></ul></li><li>2011 (27)</li></ul></div><div class='widget Followers'><h2 class='title'>Followers</h2></div></div></div><div class='footer-outer'>Simple theme. Powered by <a href='https://www.blogger.example' target='_blank'>Blogger</a>.</div></body></html>` }),
  });

  out.push({
    id: 'mkdocs-material', host: 'docs.geotiler.example', path: '/latest/user-guide/caching/', expected: 'valid',
    reason: 'MkDocs Material documentation page: nav drawer, search, TOC; the cited default TTL is in the text',
    context: { title: 'Caching - GeoTiler', claims: ['GeoTiler caches rendered tiles for 24 hours by default.'] },
    quotes: [q('rendered tiles are kept for 24 hours')],
    handle: respond({ body: `<!doctype html><html lang="en" class="no-js"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="Tile caching in GeoTiler"><link rel="canonical" href="https://docs.geotiler.example/latest/user-guide/caching/"><link rel="prev" href="../styles/"><link rel="next" href="../deployment/"><link rel="icon" href="../../assets/images/favicon.png"><meta name="generator" content="mkdocs-1.6.0, mkdocs-material-9.5.27"><title>Caching - GeoTiler</title><link rel="stylesheet" href="../../assets/stylesheets/main.6543a935.min.css"></head><body dir="ltr" data-md-color-scheme="default" data-md-color-primary="indigo"><input class="md-toggle" data-md-toggle="drawer" type="checkbox" id="__drawer" autocomplete="off"><input class="md-toggle" data-md-toggle="search" type="checkbox" id="__search" autocomplete="off"><label class="md-overlay" for="__drawer"></label><div data-md-component="skip"><a href="#caching" class="md-skip">Skip to content</a></div><header class="md-header md-header--shadow" data-md-component="header"><nav class="md-header__inner md-grid" aria-label="Header"><a href="../.." title="GeoTiler" class="md-header__button md-logo">GeoTiler</a><div class="md-header__title"><span class="md-ellipsis">Caching</span></div><div class="md-search" data-md-component="search" role="dialog"><label class="md-search__overlay" for="__search"></label><div class="md-search__inner" role="search"><form class="md-search__form" name="search"><input type="text" class="md-search__input" name="query" aria-label="Search" placeholder="Search"></form></div></div></nav></header><div class="md-container" data-md-component="container"><main class="md-main" data-md-component="main"><div class="md-main__inner md-grid"><div class="md-sidebar md-sidebar--primary" data-md-component="sidebar" data-md-type="navigation"><nav class="md-nav md-nav--primary" aria-label="Navigation"><ul class="md-nav__list"><li class="md-nav__item"><a href="../.." class="md-nav__link">Home</a></li><li class="md-nav__item"><a href="../install/" class="md-nav__link">Installation</a></li><li class="md-nav__item"><a href="../styles/" class="md-nav__link">Styles</a></li><li class="md-nav__item md-nav__item--active"><a href="./" class="md-nav__link md-nav__link--active">Caching</a></li><li class="md-nav__item"><a href="../deployment/" class="md-nav__link">Deployment</a></li></ul></nav></div><div class="md-content" data-md-component="content"><article class="md-content__inner md-typeset"><h1 id="caching">Caching<a class="headerlink" href="#caching" title="Permanent link">&para;</a></h1><p>Rendering a vector tile is expensive, so GeoTiler keeps every tile it renders. By default rendered tiles are kept for 24&nbsp;hours in the on-disk cache; after that the next request renders the tile again.</p><h2 id="configuration">Configuration<a class="headerlink" href="#configuration">&para;</a></h2><div class="language-yaml highlight"><pre><span></span><code>cache:\n  backend: disk\n  ttl: 24h\n  max_size: 20GiB\n</code></pre></div><div class="admonition tip"><p class="admonition-title">Tip</p><p>Use the <code>redis</code> backend when you run more than one instance.</p></div><h2 id="purging">Purging</h2><p>Send <code>PURGE /tiles/{z}/{x}/{y}.pbf</code> to drop a single tile.</p></article></div></div></main><footer class="md-footer"><div class="md-copyright">Copyright &copy; 2024 GeoTiler contributors · Made with <a href="https://squidfunk.github.io/mkdocs-material/" target="_blank" rel="noopener">Material for MkDocs</a></div></footer></div><script id="__config" type="application/json">{"base": "../..", "features": ["navigation.instant", "search.highlight"], "search": "../../assets/javascripts/workers/search.b8dbb3d2.min.js"}</script><script src="../../assets/javascripts/bundle.fe8b6f2b.min.js"></script></body></html>` }),
  });

  out.push({
    id: 'mastodon-status', host: 'social.fediverse-town.example', path: '/@harbourmaster/112987654321098765', expected: 'valid',
    reason: 'a microblog post page (server-rendered status) whose text carries the cited announcement',
    context: { title: 'Harbour master: north pier closed for repairs until 1 March', claims: ['The north pier is closed for repairs until 1 March.'] },
    quotes: [q('The north pier is closed to all vessels until 1 March')],
    handle: respond({ body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta content="width=device-width, initial-scale=1" name="viewport"><title>Harbour Master (@harbourmaster@social.fediverse-town.example)</title><link href="/packs/css/common-7a1b2c.css" rel="stylesheet"><meta content="social.fediverse-town.example" property="og:site_name"><meta content="article" property="og:type"><meta content="Harbour Master (@harbourmaster@social.fediverse-town.example)" property="og:title"><meta content="The north pier is closed to all vessels until 1 March while contractors replace the fendering. Use the south berths; pilots are informed. #harbour #notice" property="og:description"><meta content="2025-01-20T09:15:00Z" property="og:published_time"><link href="https://social.fediverse-town.example/users/harbourmaster/statuses/112987654321098765" rel="alternate" type="application/activity+json"></head><body class="app-body theme-default"><div class="notranslate app-holder" id="mastodon" data-props="{&quot;locale&quot;:&quot;en&quot;}"><noscript><img alt="Mastodon" src="/packs/media/images/mastodon-not-found.svg"><div>To use the Mastodon web application, please enable JavaScript. Alternatively, try one of the <a href="https://joinmastodon.org/apps">native apps</a> for Mastodon for your platform.</div></noscript></div><div class="detailed-status"><a class="detailed-status__display-name" href="/@harbourmaster"><strong class="display-name__html">Harbour Master</strong> <span class="display-name__account">@harbourmaster</span></a><div class="status__content"><p>The north pier is closed to all vessels until 1 March while contractors replace the fendering. Use the south berths; pilots are informed. <a href="/tags/harbour" class="mention hashtag">#<span>harbour</span></a> <a href="/tags/notice" class="mention hashtag">#<span>notice</span></a></p></div><div class="detailed-status__meta"><time datetime="2025-01-20T09:15:00Z">Jan 20, 2025, 09:15</time> · 14 boosts · 9 favourites</div></div></body></html>` }),
  });

  out.push(A('cs-1250', 'www.pravo-denik.example', '/domaci/2024/11/08/tramvaj-na-barrandov-prodlouzi', {
    site: 'Deník Právo', lang: 'cs', charset: 'windows-1250', title: 'Tramvajová trať na Barrandov se prodlouží o 2,8 kilometru', author: 'Petr Dvořák', date: '2024-11-08T10:00:00+01:00', metaStyle: 'og',
    nav: ['Zprávy', 'Domácí', 'Zahraniční', 'Ekonomika', 'Kultura', 'Sport'],
    paras: ['Pražský magistrát schválil prodloužení tramvajové trati na Barrandov o 2,8 kilometru. Stavba má začít v roce 2026.', '„Trať konečně obslouží sídliště, kde dnes jezdí jen přeplněné autobusy,“ uvedl náměstek primátora pro dopravu.', 'Náklady se odhadují na 2,1 miliardy korun.'],
  }, { reason: 'Czech news in windows-1250 (ř, ů, ě) with „…“ quotes', claims: ['Tramvajová trať na Barrandov se prodlouží o 2,8 kilometru.'], quotes: [q('Trať konečně obslouží sídliště, kde dnes jezdí jen přeplněné autobusy')] }));

  out.push(A('hu-8859-2', 'www.alfold-hirek.example', '/belfold/2024/06/12/szeged-uj-hid', {
    site: 'Alföldi Hírek', lang: 'hu', charset: 'iso-8859-2', title: 'Új híd épül a Tiszán Szegednél 2027-re', author: 'Kovács Eszter', date: '2024-06-12T09:00:00+02:00', metaStyle: 'og',
    nav: ['Címlap', 'Belföld', 'Külföld', 'Gazdaság', 'Sport'],
    paras: ['Új közúti híd épül a Tiszán Szegednél, amely a tervek szerint 2027 végére készül el — jelentette be a polgármester.', '„A belváros végre megszabadulhat az átmenő teherforgalomtól” — fogalmazott.', 'A híd 620 méter hosszú lesz, két forgalmi sávval és kerékpárúttal.'],
  }, { reason: 'Hungarian news in ISO-8859-2 (ő, ű)', claims: ['Új híd épül a Tiszán Szegednél 2027-re.'], quotes: [q('A belváros végre megszabadulhat az átmenő teherforgalomtól')] }));

  out.push(A('he-1255', 'www.yedioth-hadarom.example', '/local/article/55123', {
    site: 'ידיעות הדרום', lang: 'he', charset: 'windows-1255', title: 'באר שבע: נפתח פארק הנחל המורחב', author: 'אבי כהן', date: '2024-04-18T11:00:00+03:00', metaStyle: 'og',
    paras: ['העירייה פתחה השבוע את הקטע החדש של פארק הנחל, באורך של ארבעה קילומטרים לאורך נחל באר שבע.', 'ראש העיר אמר: "זה הפארק הגדול ביותר בדרום, והוא שייך לכל התושבים".', 'בפארק שבילי אופניים, אגם מלאכותי ומגרשי משחקים.'],
  }, { reason: 'Hebrew local news in windows-1255', claims: ['נפתח קטע חדש של פארק הנחל באורך ארבעה קילומטרים.'], quotes: [q('זה הפארק הגדול ביותר בדרום, והוא שייך לכל התושבים')] }));

  out.push(A('th-874', 'www.chiangmai-post.example', '/news/2025/01/air-quality', {
    site: 'เชียงใหม่โพสต์', lang: 'th', charset: 'windows-874', title: 'เชียงใหม่เตรียมรับมือฝุ่น PM2.5 ช่วงต้นปี', author: 'วิไล ศรีสุข', date: '2025-01-06T08:00:00+07:00', metaStyle: 'og',
    paras: ['จังหวัดเชียงใหม่ประกาศมาตรการรับมือฝุ่นละออง PM2.5 โดยห้ามเผาในที่โล่งตั้งแต่วันที่ 1 กุมภาพันธ์ถึง 30 เมษายน', 'ผู้ว่าราชการจังหวัดกล่าวว่า "เราจะใช้ดาวเทียมตรวจจุดความร้อนทุกวัน"', 'โรงเรียนหลายแห่งเตรียมห้องปลอดฝุ่นสำหรับนักเรียน'],
  }, { reason: 'Thai news in windows-874 (TIS-620), no spaces between words', claims: ['เชียงใหม่ห้ามเผาในที่โล่งตั้งแต่ 1 กุมภาพันธ์ถึง 30 เมษายน'], quotes: [q('เราจะใช้ดาวเทียมตรวจจุดความร้อนทุกวัน')] }));

  out.push(A('uk-koi8u', 'www.odesa-visnyk.example', '/misto/2024/09/port-vidnovlyuie-robotu', {
    site: 'Одеський вісник', lang: 'uk', charset: 'koi8-u', title: 'Порт Одеси збільшив перевалку зерна на 40 відсотків', author: 'Ірина Мельник', date: '2024-09-19T13:00:00+03:00', metaStyle: 'og',
    paras: ['Одеський порт у серпні збільшив перевалку зерна на 40 відсотків порівняно з липнем, повідомила адміністрація морських портів.', '«Судна заходять щодня, черги на рейді скоротилися», — сказав представник адміністрації.', 'Основні напрямки експорту — Єгипет, Іспанія та Туреччина.'],
  }, { reason: 'Ukrainian city news in KOI8-U (ї, є, ґ)', claims: ['Порт Одеси збільшив перевалку зерна на 40 відсотків.'], quotes: [q('Судна заходять щодня, черги на рейді скоротилися')] }));

  out.push(A('vi-1258', 'www.dantri-online.example', '/xa-hoi/cau-vuot-song-han-moi-20241010.htm', {
    site: 'Dân Trí Online', lang: 'vi', charset: 'windows-1258', title: 'Đà Nẵng khởi công cầu mới qua sông Hàn', author: 'Trần Minh', date: '2024-10-10T09:00:00+07:00', metaStyle: 'og',
    paras: ['Đà Nẵng chính thức khởi công cây cầu thứ bảy bắc qua sông Hàn, dự kiến hoàn thành vào năm 2027.', 'Chủ tịch thành phố nói: “Cây cầu sẽ giảm tải giao thông cho trung tâm”.', 'Tổng vốn đầu tư khoảng 1.200 tỷ đồng.'],
  }, { reason: 'Vietnamese news in windows-1258 (tone marks partly as numeric references)', claims: ['Đà Nẵng khởi công cầu mới qua sông Hàn, hoàn thành năm 2027.'], quotes: [q('Cây cầu sẽ giảm tải giao thông cho trung tâm')] }));

  out.push(A('ja-cp932-local', 'www.shinshu-minpo.example', '/news/20241201/kensho-ringo.html', {
    site: '信州民報', lang: 'ja', charset: 'shift_jis', title: '長野のりんご輸出、初の100億円突破', author: '小林 拓也', date: '2024-12-01T06:00:00+09:00', metaStyle: 'og', ads: true,
    paras: ['長野県産りんごの輸出額が今年、初めて100億円を突破した。台湾と香港向けが全体の8割を占める。', '県の担当者は「大玉で甘い品種が海外で高く評価されている」と話す。', '一方、生産者の高齢化が進み、栽培面積は10年前より1割減っている。'],
  }, { reason: 'Japanese regional news in Shift_JIS with ads', claims: ['長野県産りんごの輸出額が初めて100億円を突破した。'], quotes: [q('大玉で甘い品種が海外で高く評価されている')] }));

  out.push(A('zh-gb2312-notice', 'www.jiaotong-ju.example', '/tzgg/202408/t20240815_998877.html', {
    site: '市交通运输局', lang: 'zh', charset: 'gb2312', title: '关于调整部分公交线路的通告', author: null, date: '2024-08-15T16:00:00+08:00', metaStyle: 'none', cookie: false,
    nav: ['首页', '机构概况', '政务公开', '通知公告', '办事服务', '互动交流'],
    paras: ['为方便市民出行，经研究决定，自2024年9月1日起对15路、27路、108路公交线路进行调整。', '调整后，15路延伸至高铁站北广场，首班车时间提前至5时30分。', '特此通告。'],
  }, { reason: 'Chinese government notice in GB2312 (charset in header), a 政务 layout without byline', claims: ['自2024年9月1日起调整15路、27路、108路公交线路。'], quotes: [q('15路延伸至高铁站北广场')] }));

  out.push(A('ko-naver-blog', 'blog.naver-like.example', '/hanbit_travel/223456789012', {
    site: '한빛의 여행 블로그', lang: 'ko', title: '제주 올레길 7코스 완주 후기', author: '한빛', date: '2024-05-21T21:00:00+09:00', type: 'BlogPosting', metaStyle: 'og', cookie: false,
    paras: ['제주 올레길 7코스는 외돌개에서 시작해 월평마을까지 약 17.6km 이어지는 해안 코스입니다.', '걷는 데 여섯 시간 정도 걸렸는데, "바다를 옆에 두고 걷는 길 중 최고"라는 말이 과장이 아니었어요.', '중간에 편의점이 거의 없으니 물은 꼭 챙기세요.'],
  }, { reason: 'Korean personal travel blog post (UTF-8)', claims: ['제주 올레길 7코스는 약 17.6km이다.'], quotes: [q('바다를 옆에 두고 걷는 길 중 최고')] }));

  out.push(A('ru-habr-like', 'habr-like.example', '/ru/articles/812345/', {
    site: 'Хабр-подобный', lang: 'ru', title: 'Как мы ускорили сборку фронтенда в 6 раз', author: 'dmitry_k', date: '2024-03-14T10:00:00+03:00', type: 'BlogPosting', metaStyle: 'og+jsonld',
    paras: ['Полгода назад полная сборка нашего фронтенда занимала 18 минут. Сегодня — три. Рассказываю, что сработало, а что нет.', '<h2>Кэш важнее параллелизма</h2>', 'Главный выигрыш дал удалённый кэш сборки: «повторно собирать то, что не менялось, — самый дорогой способ тратить время», как любит говорить наш тимлид.', '<pre><code>turbo run build --cache-dir=.turbo</code></pre>', 'Переход на новый бандлер дал ещё 30 %.'],
  }, { reason: 'Russian tech blog article with code blocks and «» quotes', claims: ['Сборку фронтенда ускорили с 18 до 3 минут.'], quotes: [q('повторно собирать то, что не менялось, — самый дорогой способ тратить время')] }));

  out.push(A('id-news', 'www.kabar-nusantara.example', '/nasional/2024/07/22/mrt-jakarta-fase-2', {
    site: 'Kabar Nusantara', lang: 'id', title: 'MRT Jakarta Fase 2 ditargetkan beroperasi 2029', author: 'Dewi Lestari', date: '2024-07-22T12:00:00+07:00', metaStyle: 'og+jsonld', ads: true,
    nav: ['Beranda', 'Nasional', 'Ekonomi', 'Olahraga', 'Teknologi'],
    paras: ['Pembangunan MRT Jakarta Fase 2 dari Bundaran HI ke Kota ditargetkan selesai dan beroperasi pada 2029.', '"Progres fisik sudah mencapai 40 persen," kata direktur utama perusahaan.', 'Jalur sepanjang 5,8 kilometer itu akan memiliki tujuh stasiun bawah tanah.'],
  }, { reason: 'Indonesian national news', claims: ['MRT Jakarta Fase 2 ditargetkan beroperasi pada 2029.'], quotes: [q('Progres fisik sudah mencapai 40 persen')] }));

  out.push(A('fi-news', 'www.savon-sanomat-like.example', '/kotimaa/art-2000010123456.html', {
    site: 'Savon Sanomat', lang: 'fi', title: 'Kuopion uusi uimahalli avataan syksyllä', author: 'Mikko Heikkinen', date: '2025-02-14T07:00:00+02:00', metaStyle: 'og+jsonld',
    nav: ['Etusivu', 'Kotimaa', 'Ulkomaat', 'Talous', 'Urheilu'],
    paras: ['Kuopion uusi uimahalli avataan yleisölle syyskuussa, kertoo kaupunki.', '”Halli on mitoitettu niin, että koululaisten uimaopetus mahtuu aamupäiviin”, sanoo liikuntapalvelujen johtaja.', 'Hallin hinta on noin 38 miljoonaa euroa.'],
  }, { reason: 'Finnish local news with Finnish-style ”…” quotes', claims: ['Kuopion uusi uimahalli avataan syyskuussa.'], quotes: [q('"Halli on mitoitettu niin, että koululaisten uimaopetus mahtuu aamupäiviin"')] }));

  out.push(A('da-news', 'www.fyns-avis.example', '/odense/letbanen-passagerrekord', {
    site: 'Fyns Avis', lang: 'da', charset: 'iso-8859-15', title: 'Letbanen satte passagerrekord i december', author: 'Søren Kjær', date: '2025-01-08T06:00:00+01:00', metaStyle: 'og',
    nav: ['Forside', 'Odense', 'Danmark', 'Erhverv', 'Sport'],
    paras: ['Odense Letbane kørte med 1,4 millioner passagerer i december, det højeste tal siden åbningen.', '»Julehandlen og de mange koncerter trak folk ind til byen,« siger direktør Lone Bæk.', 'Billetprisen er uændret i 2025 – 24 kr. for en enkeltbillet.'],
  }, { reason: 'Danish news in ISO-8859-15 with »…« quotes and an en dash', claims: ['Odense Letbane havde 1,4 millioner passagerer i december.'], quotes: [q('Julehandlen og de mange koncerter trak folk ind til byen')] }));

  out.push(A('pt-pt-news', 'www.jornal-do-minho.example', '/braga/2024/10/30/metrobus-aprovado', {
    site: 'Jornal do Minho', lang: 'pt', title: 'Braga aprova metrobus com 19 quilómetros', author: 'Rui Sousa', date: '2024-10-30T18:00:00+00:00', metaStyle: 'og+jsonld',
    paras: ['A câmara municipal de Braga aprovou o projeto do metrobus, com duas linhas e 19 quilómetros de extensão.', '«É a maior obra de mobilidade da história da cidade», afirmou o presidente da câmara.', 'As obras deverão arrancar em 2026.'],
  }, { reason: 'European Portuguese regional news', claims: ['Braga aprovou o metrobus com 19 quilómetros.'], quotes: [q('É a maior obra de mobilidade da história da cidade')] }));

  out.push({
    id: 'wiki-fr', host: 'fr.encyclopedie-libre.example', path: '/wiki/Viaduc_de_Millau', expected: 'valid',
    reason: 'French encyclopedia article (MediaWiki markup, infobox, references) with the cited height',
    context: { title: 'Viaduc de Millau', claims: ['Le viaduc de Millau culmine à 343 mètres.'] },
    quotes: [q('une hauteur maximale de 343 mètres')],
    handle: respond({ body: `<!DOCTYPE html><html class="client-nojs" lang="fr" dir="ltr"><head><meta charset="UTF-8"><title>Viaduc de Millau — Wikipédia</title><meta name="generator" content="MediaWiki 1.44.0-wmf.5"><meta property="og:title" content="Viaduc de Millau — Wikipédia"><link rel="stylesheet" href="/w/load.php?lang=fr&amp;modules=site.styles&amp;only=styles&amp;skin=vector-2022"></head><body class="skin-vector mediawiki ltr sitedir-ltr mw-hide-empty-elt ns-0 ns-subject page-Viaduc_de_Millau rootpage-Viaduc_de_Millau skin-vector-2022 action-view"><div class="vector-header-container"><header class="vector-header mw-header"><a href="/wiki/Wikip%C3%A9dia:Accueil_principal" class="mw-logo">Wikipédia</a><form id="searchform"><input type="search" name="search" placeholder="Rechercher sur Wikipédia"></form><nav><a href="#">Créer un compte</a> <a href="#">Se connecter</a></nav></header></div><div class="mw-page-container"><nav id="mw-panel"><ul><li><a href="#">Accueil</a></li><li><a href="#">Portails thématiques</a></li><li><a href="#">Article au hasard</a></li><li><a href="#">Contact</a></li></ul></nav><main id="content" class="mw-body"><h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">Viaduc de Millau</span></h1><div id="siteSub">Un article de Wikipédia, l'encyclopédie libre.</div><div id="mw-content-text" class="mw-body-content"><div class="mw-parser-output"><div class="infobox_v3 noarchive"><div class="entete">Viaduc de Millau</div><table><tr><th>Hauteur</th><td>343&#160;m</td></tr><tr><th>Longueur</th><td>2&#160;460&#160;m</td></tr><tr><th>Mise en service</th><td>16 décembre 2004</td></tr></table></div><p>Le <b>viaduc de Millau</b> est un pont à haubans franchissant la vallée du Tarn, dans le département de l'Aveyron, en France. Il atteint une hauteur maximale de 343&#160;mètres au sommet de son pylône P2, ce qui en fait l'un des ponts les plus hauts du monde<sup class="reference"><a href="#cite_note-1">[1]</a></sup>.</p><p>Conçu par l'ingénieur Michel Virlogeux et l'architecte Norman Foster, il a été inauguré le 14&#160;décembre 2004.</p><h2 id="Construction">Construction</h2><p>Les travaux ont duré trois ans et ont mobilisé jusqu'à 500 ouvriers.</p><h2 id="Références">Références</h2><ol class="references"><li id="cite_note-1"><span class="reference-text">« Le viaduc en chiffres », sur le site officiel, consulté le 3 mars 2023.</span></li></ol></div></div><div id="catlinks">Catégories : Pont en France | Pont à haubans</div></main><footer id="footer"><ul><li>La dernière modification de cette page a été faite le 3 novembre 2024 à 10:12.</li><li>Droit d'auteur : les textes sont disponibles sous licence Creative Commons attribution, partage dans les mêmes conditions.</li></ul></footer></div></body></html>` }),
  });

  out.push({
    id: 'wiki-ja', host: 'ja.hyakka-jiten.example', path: '/wiki/%E6%98%8E%E7%9F%B3%E6%B5%B7%E5%B3%A1%E5%A4%A7%E6%A9%8B', expected: 'valid',
    reason: 'Japanese encyclopedia article with the cited central-span length',
    context: { title: '明石海峡大橋', claims: ['明石海峡大橋の中央支間は1991メートルである。'] },
    quotes: [q('中央支間は1,991メートル')],
    handle: respond({ body: `<!DOCTYPE html><html class="client-nojs" lang="ja" dir="ltr"><head><meta charset="UTF-8"><title>明石海峡大橋 - Wikipedia</title><meta name="generator" content="MediaWiki 1.44.0-wmf.5"></head><body class="mediawiki ltr sitedir-ltr ns-0 skin-vector-2022"><header class="vector-header"><a href="/" class="mw-logo">ウィキペディア</a><form><input type="search" placeholder="Wikipedia内を検索"></form></header><nav id="mw-panel"><ul><li><a href="#">メインページ</a></li><li><a href="#">コミュニティ・ポータル</a></li><li><a href="#">おまかせ表示</a></li></ul></nav><main id="content"><h1 id="firstHeading"><span class="mw-page-title-main">明石海峡大橋</span></h1><div id="siteSub">出典: フリー百科事典『ウィキペディア（Wikipedia）』</div><div class="mw-parser-output"><p><b>明石海峡大橋</b>（あかしかいきょうおおはし）は、兵庫県神戸市垂水区と淡路市を結ぶ吊り橋である。中央支間は1,991メートルで、1998年の開通から2022年まで世界最長の吊り橋であった<sup class="reference"><a href="#cite_note-1">[1]</a></sup>。</p><h2>概要</h2><p>全長は3,911メートル。主塔の高さは海面上298.3メートルである。</p><h2>脚注</h2><ol class="references"><li id="cite_note-1">本州四国連絡高速道路「明石海峡大橋の概要」</li></ol></div></main><footer><ul><li>最終更新 2024年9月30日 (月) 08:12 （日時は個人設定で未設定ならばUTC）。</li><li>テキストはクリエイティブ・コモンズ 表示-継承ライセンスのもとで利用できます。</li></ul></footer></body></html>` }),
  });

  out.push({
    id: 'forum-es-phpbb', host: 'www.foro-ciclismo.example', path: '/viewtopic.php', expected: 'valid',
    reason: 'Spanish cycling forum thread (phpBB prosilver) with the cited tyre-pressure advice in a reply',
    context: { title: 'Presión de neumáticos para gravel', claims: ['Para gravel se recomiendan unos 2,2 bar con neumáticos de 40 mm.'] },
    quotes: [q('con cubiertas de 40 mm yo voy a 2,2 bar delante y 2,4 detrás')],
    handle: respond({ body: `<!DOCTYPE html><html dir="ltr" lang="es"><head><meta charset="utf-8"><title>Presión de neumáticos para gravel - Foro Ciclismo</title><link href="./styles/prosilver/theme/stylesheet.css?assets_version=45" rel="stylesheet"></head><body id="phpbb" class="nojs notouch section-viewtopic ltr"><div id="wrap" class="wrap"><div class="headerbar"><h1>Foro Ciclismo</h1><p>Comunidad de ciclistas de carretera, montaña y gravel</p></div><ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks"><li class="breadcrumbs"><span class="crumb"><a href="./index.php">Índice general</a></span><span class="crumb"><a href="./viewforum.php?f=12">Gravel</a></span></li></ul><div id="page-body" class="page-body"><h2 class="topic-title"><a href="#">Presión de neumáticos para gravel</a></h2><div class="post bg2"><div class="postbody"><p class="author">por <a class="username">marta_rueda</a> » 12 Mar 2024, 19:02</p><div class="content">Acabo de montar unas cubiertas de 40 mm tubeless y no sé qué presión poner. Peso 62 kg. ¿Consejos?</div></div></div><div class="post bg1"><div class="postbody"><p class="author">por <a class="username">Josu_Bikes</a> » 12 Mar 2024, 20:15</p><div class="content">Depende mucho del terreno, pero con cubiertas de 40 mm yo voy a 2,2 bar delante y 2,4 detrás (peso 70 kg). Para pista muy rota, baja 0,2.</div></div></div><div class="post bg2"><div class="postbody"><p class="author">por <a class="username">marta_rueda</a> » 13 Mar 2024, 08:40</p><div class="content">¡Gracias! Probaré este finde.</div></div></div></div><div id="page-footer" class="page-footer"><div class="copyright">Desarrollado por <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited<br>Traducción al español: phpbb-es.com</div></div></div></body></html>` }),
  });

  out.push({
    id: 'confluence-wiki-de', host: 'wiki.stadtwerke-it.example', path: '/display/PUB/Stoerungsmeldung+Verfahren', expected: 'valid',
    reason: 'a public Confluence-style wiki page (German) describing the cited 30-minute response time',
    context: { title: 'Störungsmeldung: Verfahren', claims: ['Kritische Störungen werden innerhalb von 30 Minuten bearbeitet.'] },
    quotes: [q('Kritische Störungen (Priorität 1) werden innerhalb von 30 Minuten aufgenommen')],
    handle: respond({ body: `<!DOCTYPE html><html lang="de-DE"><head><title>Störungsmeldung: Verfahren - Öffentliche Dokumentation - Wiki der Stadtwerke-IT</title><meta http-equiv="X-UA-Compatible" content="IE=EDGE,chrome=IE7"><meta charset="UTF-8"><meta name="confluence-request-time" content="1732320000000"><meta name="ajs-page-title" content="Störungsmeldung: Verfahren"><meta name="ajs-space-key" content="PUB"><meta name="ajs-version-number" content="8.5.4"><link rel="stylesheet" href="/s/d41d8cd98f00b204e9800998ecf8427e-CDN/-1234/8.5.4/_/download/batch/confluence.web.resources:all/confluence.web.resources:all.css"></head><body id="com-atlassian-confluence" class="theme-default aui-layout aui-theme-default"><div id="page"><header id="header" role="banner"><nav class="aui-header aui-dropdown2-trigger-group" role="navigation"><div class="aui-header-primary"><a href="/" class="aui-nav-imagelink"><span class="aui-header-logo-device">Wiki der Stadtwerke-IT</span></a><ul class="aui-nav"><li><a href="/spacedirectory/view.action">Bereiche</a></li><li><a href="/browsepeople.action">Personen</a></li></ul></div><div class="aui-header-secondary"><ul class="aui-nav"><li><form class="aui-quicksearch"><input id="quick-search-query" type="search" placeholder="Suchen"></form></li><li><a href="/login.action" class="aui-nav-link login-link">Anmelden</a></li></ul></div></nav></header><div id="main" class="aui-page-panel"><div id="main-header"><ol id="breadcrumbs"><li><a href="/display/PUB">Öffentliche Dokumentation</a></li><li><a href="/display/PUB/Betrieb">Betrieb</a></li></ol><h1 id="title-heading" class="pagetitle with-breadcrumbs"><span id="title-text"><a href="#">Störungsmeldung: Verfahren</a></span></h1></div><div id="content" class="page view"><div class="page-metadata"><ul><li class="page-metadata-modification-info">Erstellt von <a class="url fn confluence-userlink">Sabine Wolff</a>, zuletzt geändert am <a class="last-modified">07.05.2024</a></li></ul></div><div id="main-content" class="wiki-content"><h2 id="Verfahren-Prioritäten">Prioritäten</h2><div class="table-wrap"><table class="confluenceTable"><tbody><tr><th class="confluenceTh">Priorität</th><th class="confluenceTh">Beispiel</th><th class="confluenceTh">Reaktionszeit</th></tr><tr><td class="confluenceTd">1 – kritisch</td><td class="confluenceTd">Ausfall Leitstelle</td><td class="confluenceTd">30 Minuten</td></tr><tr><td class="confluenceTd">2 – hoch</td><td class="confluenceTd">Ausfall Kundenportal</td><td class="confluenceTd">4 Stunden</td></tr></tbody></table></div><p>Kritische Störungen (Priorität 1) werden innerhalb von 30 Minuten aufgenommen, rund um die Uhr. Die Meldung erfolgt telefonisch an die Leitstelle.</p><div class="confluence-information-macro confluence-information-macro-note"><div class="confluence-information-macro-body"><p>E-Mail-Meldungen werden nur werktags bearbeitet.</p></div></div></div></div></div><div id="footer" role="contentinfo"><section class="footer-body"><ul id="poweredby"><li class="noprint">Bereitgestellt von <a href="https://www.atlassian.com/software/confluence" class="hover-footer-link">Atlassian Confluence</a> <span id="footer-build-information">8.5.4</span></li></ul></section></div></div></body></html>` }),
  });

  const frReport = pdf({
    title: 'Bilan de la qualité de l\'air 2023', author: 'Observatoire régional de l\'air', date: '2024-05-15',
    pages: [wrap('Bilan de la qualite de l air 2023 - Observatoire regional de l air\nSynthese\nEn 2023, la concentration moyenne annuelle de dioxyde d azote a baisse de 9 % par rapport a 2022 dans les agglomerations de la region. Aucun depassement de la valeur limite annuelle n a ete constate pour les particules PM10.\nLes episodes de pollution a l ozone ont ete plus nombreux que l an passe, avec 14 jours de procedure prefectorale.')],
  });
  out.push({
    id: 'pdf-fr-x-pdf', host: 'www.air-observatoire.example', path: '/publications/bilan-2023', expected: 'valid',
    reason: 'a French annual report PDF served as application/x-pdf from a URL without .pdf',
    context: { title: 'Bilan de la qualité de l\'air 2023', claims: ['Le dioxyde d\'azote a baissé de 9 % en 2023.'] },
    quotes: [q('a baisse de 9 % par rapport a 2022')],
    handle: respond({ body: frReport, type: 'application/x-pdf' }),
  });

  const pdf2 = pdf({
    title: 'Annual Water Quality Report 2024', author: 'Lakeside Water Utility', date: '2025-03-01',
    pages: [wrap('Annual Water Quality Report 2024\nLakeside Water Utility\nYour drinking water met every federal and state standard in 2024. Average lead levels at the 90th percentile were 2.1 parts per billion, well below the action level of 15 ppb.\nWe replaced 1,140 lead service lines during the year and plan to replace the remaining 3,800 by 2030.')],
  });
  out.push({
    id: 'pdf-via-cdn-redirect', host: 'www.lakeside-water.example', path: '/documents/ccr-2024', expected: 'valid',
    reason: 'a document URL that 302s to a CDN object served as application/pdf; the report contains the cited lead figure',
    context: { title: 'Annual Water Quality Report 2024', claims: ['Lead levels at the 90th percentile were 2.1 ppb in 2024.'] },
    quotes: [q('Average lead levels at the 90th percentile were 2.1 parts per billion')],
    handle: redirect((o) => `${o('files.lakeside-cdn.example')}/d/ccr-2024-final.pdf?X-Amz-Expires=3600&X-Amz-Signature=abc123`, 302),
  });
  out.push({ id: 'pdf-via-cdn-redirect-target', host: 'files.lakeside-cdn.example', path: '/d/ccr-2024-final.pdf', expected: 'valid', reason: 'target', target: true, handle: respond({ body: pdf2, type: 'application/pdf', headers: { 'x-amz-request-id': 'ABCDEF1234', server: 'AmazonS3' } }) });

  out.push(A('paginated-page1', 'www.history-monthly.example', '/features/the-great-frost-of-1709', {
    site: 'History Monthly', lang: 'en', title: 'The Great Frost of 1709', author: 'Eleanor Marsh', date: '2024-01-10T09:00:00+00:00', metaStyle: 'og+jsonld', ads: true,
    paras: ['In the first days of January 1709, temperatures across Europe fell so fast that birds reportedly froze in mid-flight. The winter would become known as the Great Frost, the coldest European winter of the last 500 years.', 'In Paris, the temperature dropped to about −18 °C on 13 January. The Seine froze; so did the lagoon of Venice.', '“The wine froze in the glass at the King’s table,” wrote a courtier at Versailles.', '<nav class="pagination"><span>Page 1 of 3</span> <a href="?page=2">Next page →</a></nav>'],
  }, { reason: 'page 1 of a 3-page feature ("Next page →"); the cited fact is on this first page', claims: ['In Paris the temperature dropped to about −18 °C on 13 January 1709.'], quotes: [q('The wine froze in the glass at the King\'s table')] }));

  out.push(A('explainer-http-403', 'blog.webdev-basics.example', '/http-403-vs-401', {
    site: 'WebDev Basics', lang: 'en', title: '403 Forbidden vs 401 Unauthorized: what is the difference?', author: 'Chris Alvarez', date: '2023-08-30T10:00:00+00:00', type: 'BlogPosting', template: 'ghost', metaStyle: 'og+jsonld',
    paras: ['Both status codes mean “you can’t see this”, but they say different things. A 401 Unauthorized means the server does not know who you are: send credentials and try again. A 403 Forbidden means the server knows who you are — or does not care — and the answer is still no.', '<h2>What users see</h2>', 'Most sites show a page titled “Access Denied” or “403 Forbidden”. CDNs and web application firewalls send 403s too, often with a reference number you can quote to support.', '<h2>Which one should your API send?</h2>', 'Send 401 with a WWW-Authenticate header when a token is missing or expired. Send 403 when the token is valid but lacks the permission.'],
  }, { reason: 'a developer blog post explaining 403 vs 401: the text is full of "403 Forbidden" and "Access Denied" but it is an ordinary article', claims: ['A 401 means the server does not know who you are; a 403 means access is refused.'], quotes: [q('A 401 Unauthorized means the server does not know who you are')] }));

  out.push(A('postmortem-db-error', 'engineering.shopfront-co.example', '/blog/postmortem-black-friday-database-outage', {
    site: 'Shopfront Engineering', lang: 'en', title: 'Postmortem: the 38 minutes our database said no', author: 'Fatima Zahra', date: '2024-12-04T16:00:00+00:00', type: 'BlogPosting', metaStyle: 'og+jsonld',
    paras: ['At 09:02 UTC on Black Friday, every page on our storefront started showing “Error establishing a database connection”. For 38 minutes, customers could not check out.', 'The root cause was a connection-pool setting: after a routine failover, the new primary accepted only 100 connections and our 240 application pods each wanted two.', '“We had tested failover. We had never tested failover under peak load,” said our VP of Engineering.', 'We have since put PgBouncer in front of the primary and added a load test of failover to our release checklist.'],
  }, { reason: 'an engineering postmortem quoting the database-error message; it is the cited article', claims: ['The Black Friday outage lasted 38 minutes and was caused by a connection-pool limit.'], quotes: [q('We had never tested failover under peak load')] }));

  out.push(A('geo-block-explainer', 'www.digital-rights-watch.example', '/2024/03/geoblocking-eu-rules-explained', {
    site: 'Digital Rights Watch', lang: 'en', title: 'Why “not available in your country” still happens in the EU', author: 'Marek Nowak', date: '2024-03-18T11:00:00+00:00', metaStyle: 'og+jsonld',
    paras: ['Since 2018 the EU’s geo-blocking regulation has banned many forms of discrimination by location in online shopping. Yet visitors still regularly see messages like “This content is not available in your country”.', 'The reason: the regulation excludes copyrighted audiovisual content. Streaming services may still license films and football country by country.', '“The rule protects your right to buy a fridge abroad, not to watch a match abroad,” said consumer lawyer Ana Petrović.', 'A review of the regulation is due in 2025.'],
  }, { reason: 'an explainer about geo-blocking quoting "not available in your country" — an article, not a geo-block', claims: ['The EU geo-blocking regulation excludes copyrighted audiovisual content.'], quotes: [q('The rule protects your right to buy a fridge abroad, not to watch a match abroad')] }));

  out.push(A('liveblog', 'www.election-night-live.example', '/live/2024/11/05/results-as-they-happen', {
    site: 'The National Desk', lang: 'en', title: 'Election night: results as they happen', author: 'Live team', date: '2024-11-05T23:00:00+00:00', metaStyle: 'og+jsonld', ads: true,
    paras: ['<div class="live-post"><time>03:12</time><h3>Turnout estimated at 64 %</h3><p>The electoral commission estimates turnout at 64 %, the highest since 1992.</p></div>', '<div class="live-post"><time>02:47</time><h3>Recount ordered in Westford</h3><p>A recount has been ordered in Westford, where the margin is 41 votes.</p></div>', '<div class="live-post"><time>02:15</time><p>“We will wait for every vote to be counted,” the party chair told supporters.</p></div>', '<div class="live-post"><time>01:30</time><p>The first result is in: Eastbridge declares, with a 6-point swing.</p></div>'],
  }, { reason: 'a live-blog page whose posts include the cited turnout estimate', claims: ['Turnout was estimated at 64 %, the highest since 1992.'], quotes: [q('We will wait for every vote to be counted')] }));

  out.push(A('podcast-transcript', 'www.science-talk-podcast.example', '/episodes/214-octopus-sleep/transcript', {
    site: 'Science Talk Podcast', lang: 'en', title: 'Episode 214: Do octopuses dream? — Transcript', author: 'Nora Lindgren', date: '2024-02-02T05:00:00+00:00', metaStyle: 'og', cookie: false,
    paras: ['<p><b>NORA:</b> Welcome back. My guest today studies sleep in cephalopods. Dr. Okafor, do octopuses dream?</p>', '<p><b>DR. OKAFOR:</b> We can’t ask them, of course. But we see an active sleep phase about every hour, lasting around a minute, where the skin flashes through colour patterns they use when awake.</p>', '<p><b>NORA:</b> So it looks like replay?</p>', '<p><b>DR. OKAFOR:</b> It looks like replay. I’d put it no stronger than that.</p>'],
  }, { reason: 'a podcast transcript page with speaker labels; the cited description of active sleep is in the transcript', claims: ['Octopuses have an active sleep phase about every hour lasting around a minute.'], quotes: [q('an active sleep phase about every hour, lasting around a minute')] }));

  out.push(A('court-judgment', 'www.court-decisions-portal.example', '/judgments/2023/ewca-civ-1187', {
    site: 'Court Decisions Portal', lang: 'en', title: 'Harlow v Northgate Housing Association [2023] EWCA Civ 1187', author: null, date: '2023-10-12T10:00:00+00:00', metaStyle: 'og', cookie: false,
    paras: ['<p class="judgment-meta">Neutral Citation Number: [2023] EWCA Civ 1187 · Case No: CA-2022-001234 · IN THE COURT OF APPEAL (CIVIL DIVISION)</p>', '1. This appeal concerns the duty of a landlord to remedy damp and mould in a rented home.', '2. The judge below found that the association had notice of the mould from March 2019 and failed to act for over two years.', '34. In my judgment the landlord’s duty to repair was engaged once it had notice of the defect; it is no answer that the tenant did not chase.', '35. The appeal is dismissed.'],
  }, { reason: 'a published court judgment with numbered paragraphs; the cited holding is paragraph 34', claims: ['The court held the landlord\'s duty to repair was engaged once it had notice of the defect.'], quotes: [q('the landlord\'s duty to repair was engaged once it had notice of the defect')] }));

  out.push(A('email-obfuscation-cf', 'www.press-office-unicity.example', '/news/2025/02/new-rector-elected', {
    site: 'University of Unicity', lang: 'en', title: 'Professor Helena Ortiz elected rector', author: 'Press Office', date: '2025-02-26T12:00:00+00:00', metaStyle: 'og', template: 'drupal',
    paras: ['The university senate has elected Professor Helena Ortiz, a materials scientist, as rector for a five-year term starting in October.', 'Ortiz won 61 of 98 votes in the second round.', '“A university has to be a place where disagreement is safe,” she said after the vote.', 'Media contact: <a href="/cdn-cgi/l/email-protection#a1d1d3c4d2d2e1"><span class="__cf_email__" data-cfemail="a1d1d3c4d2d2e1">[email&#160;protected]</span></a>'],
    extraHead: '<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>',
  }, { reason: 'a university press release behind Cloudflare with obfuscated e-mail ("[email protected]", /cdn-cgi/ links) — an ordinary page', claims: ['Helena Ortiz was elected rector with 61 of 98 votes.'], quotes: [q('A university has to be a place where disagreement is safe')], send: { headers: { server: 'cloudflare', 'cf-ray': '8f3d2c1b0a9e8d7c-LHR' } } }));

  out.push(A('recaptcha-comment-form', 'www.birdwatch-journal.example', '/sightings/2024/hoopoe-in-norfolk', {
    site: 'Birdwatch Journal', lang: 'en', title: 'Rare hoopoe delights birders in Norfolk', author: 'Ian Fairweather', date: '2024-04-22T18:00:00+01:00', metaStyle: 'og+jsonld',
    paras: ['A hoopoe, a rare spring overshoot from southern Europe, has been feeding on a village green in north Norfolk since Saturday, drawing more than 300 birdwatchers.', '“It’s the bird everyone hopes to find on their own patch,” said local recorder Jean Pike.', 'Visitors are asked to park at the village hall and keep off private lawns.'],
    afterBody: '<section class="comment-respond"><h3>Leave a comment</h3><form><textarea name="comment"></textarea><div class="g-recaptcha" data-sitekey="6Lc_aCMTAAAAABx7u2W0WPXnVbI_v6ZdbM6rYf16"></div><p class="recaptcha-note">This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply. Please verify that you are not a robot before posting.</p><button>Post comment</button></form></section><script src="https://www.google.com/recaptcha/api.js" async defer></script>',
  }, { reason: 'an article whose comment form carries reCAPTCHA ("verify that you are not a robot") — the article is fully readable', claims: ['A hoopoe has been feeding on a village green in north Norfolk.'], quotes: [q('It\'s the bird everyone hopes to find on their own patch')] }));

  out.push(A('noscript-banner', 'www.weather-insights.example', '/articles/why-forecasts-got-better', {
    site: 'Weather Insights', lang: 'en', title: 'Why five-day forecasts are now as good as one-day forecasts were in 1980', author: 'Dr. Paul Henning', date: '2023-06-15T10:00:00+00:00', metaStyle: 'og+jsonld',
    beforeBody: '<noscript><div class="noscript-warning">Please enable JavaScript for the best experience on this site. Some features, such as radar maps, will not work without it.</div></noscript>',
    paras: ['Forecast skill has improved by roughly one day per decade: a five-day forecast today is about as accurate as a one-day forecast was in 1980.', 'Three things drove this: satellite data, faster supercomputers, and better ways of combining observations with models.', '“The quiet revolution in weather forecasting saved more lives than almost any other science,” says meteorologist Dr. Paul Henning.'],
  }, { reason: 'an article with a noscript "Please enable JavaScript for the best experience" notice; all text is server-rendered', claims: ['A five-day forecast today is as accurate as a one-day forecast was in 1980.'], quotes: [q('Forecast skill has improved by roughly one day per decade')] }));

  const chunkedPage = article({
    site: 'Mountain Rescue Today', lang: 'en', title: 'Mountain rescue call-outs reach record 1,140', author: 'Alison Grey', date: '2025-01-15T09:00:00+00:00', metaStyle: 'og+jsonld',
    paras: ['Volunteer mountain rescue teams were called out 1,140 times last year, a record, their national body said.', 'Most incidents involved walkers who were lost or injured on descent, often late in the day.', '“Start early, carry a head torch and tell someone your route,” said team leader Dave Price.'],
  });
  out.push({
    id: 'chunked-slow', host: 'www.mountainrescue-today.example', path: '/news/record-callouts', expected: 'valid',
    reason: 'article sent with chunked transfer encoding in several pieces over ~0.6 s (no Content-Length)',
    context: { title: 'Mountain rescue call-outs reach record 1,140', claims: ['Mountain rescue teams were called out 1,140 times last year.'] },
    quotes: [q('Start early, carry a head torch and tell someone your route')],
    handle: (req, res, web) => {
      const body = Buffer.from(chunkedPage(`${web.origin('www.mountainrescue-today.example')}${req.url}`));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'transfer-encoding': 'chunked' });
      const parts = 4;
      const size = Math.ceil(body.length / parts);
      let i = 0;
      const next = () => {
        if (i >= parts) return res.end();
        res.write(body.subarray(i * size, (i + 1) * size));
        i++;
        setTimeout(next, 150);
      };
      next();
    },
  });

  const chainTarget = article({
    site: 'Allotment Monthly', lang: 'en', title: 'Waiting lists for allotments double in five years', author: 'Peter Crane', date: '2024-08-05T08:00:00+01:00', metaStyle: 'og+jsonld',
    paras: ['The number of people on council waiting lists for an allotment has doubled in five years to about 174,000, a survey of councils found.', 'In some cities the wait is now more than ten years.', '“Demand exploded during the pandemic and never came down,” said the survey’s author.'],
  });
  out.push({
    id: 'redirect-chain-3', host: 'allotment-monthly.example', path: '/a/5521', expected: 'valid',
    reason: 'three redirects (bare domain → www → trailing slash) before the article',
    context: { title: 'Waiting lists for allotments double in five years', claims: ['Allotment waiting lists doubled in five years to about 174,000.'] },
    quotes: [q('Demand exploded during the pandemic and never came down')],
    handle: redirect((o) => `${o('www.allotment-monthly.example')}/a/5521`, 301),
  });
  out.push({ id: 'redirect-chain-3-hop2', host: 'www.allotment-monthly.example', path: '/a/5521', expected: 'valid', reason: 'target', target: true, handle: redirect('/news/2024/08/waiting-lists-double', 301) });
  out.push({ id: 'redirect-chain-3-hop3', host: 'www.allotment-monthly.example', path: '/news/2024/08/waiting-lists-double', expected: 'valid', reason: 'target', target: true, handle: redirect('/news/2024/08/waiting-lists-double/', 308) });
  out.push({ id: 'redirect-chain-3-final', host: 'www.allotment-monthly.example', path: '/news/2024/08/waiting-lists-double/', expected: 'valid', reason: 'target', target: true, handle: serveArticle(chainTarget) });

  const deflated = article({
    site: 'Nordic Design Review', lang: 'sv', title: 'Stockholms nya bibliotek vinner arkitekturpris', author: 'Klara Nyberg', date: '2024-10-20T10:00:00+02:00', metaStyle: 'og+jsonld',
    paras: ['Det nya stadsbiblioteket i Stockholm har tilldelats årets stora arkitekturpris.', '”Byggnaden är generös mot staden och mot läsaren”, skriver juryn i sin motivering.', 'Biblioteket har haft 1,2 miljoner besökare sedan öppningen.'],
  });
  out.push({
    id: 'deflate-raw', host: 'www.nordic-design-review.example', path: '/arkitektur/stadsbiblioteket-pris', expected: 'valid',
    reason: 'Swedish article sent with Content-Encoding: deflate as raw deflate (as some servers do)',
    context: { title: 'Stockholms nya bibliotek vinner arkitekturpris', claims: ['Stockholms nya stadsbibliotek har vunnit ett arkitekturpris.'] },
    quotes: [q('Byggnaden är generös mot staden och mot läsaren')],
    handle: (req, res, web) => {
      const body = deflateRawSync(Buffer.from(deflated(`${web.origin('www.nordic-design-review.example')}${req.url}`)));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'deflate', 'content-length': String(body.length) });
      res.end(body);
    },
  });

  out.push(A('takedown-topic-article', 'www.media-policy-review.example', '/2024/06/platform-takedowns-transparency', {
    site: 'Media Policy Review', lang: 'en', title: '“This post has been removed”: what platform transparency reports do not tell you', author: 'Sofia Reyes', date: '2024-06-11T09:00:00+00:00', metaStyle: 'og+jsonld',
    paras: ['Every day millions of users see a grey box reading “This post has been removed” or “This content is no longer available”. Transparency reports count these removals — but rarely explain them.', 'Our analysis of 14 platforms’ reports found that only three disclosed how many removals were later reversed on appeal.', '“A number without a denominator is not transparency, it is marketing,” said researcher Tomás Lindqvist.'],
  }, { reason: 'a policy analysis whose title quotes "This post has been removed" — an ordinary article about takedowns', claims: ['Only three of 14 platforms disclosed how many removals were reversed on appeal.'], quotes: [q('A number without a denominator is not transparency, it is marketing')] }));

  out.push(A('ar-utf8-tashkeel', 'www.aljazeera-like.example', '/culture/2024/5/3/manuscripts-timbuktu', {
    site: 'الجزيرة الثقافية', lang: 'ar', title: 'رقمنة 40 ألف مخطوطة من مخطوطات تمبكتو', author: 'يوسف المصري', date: '2024-05-03T10:00:00+03:00', metaStyle: 'og+jsonld',
    paras: ['أعلن مشروع دولي الانتهاء من رقمنة أربعين ألف مخطوطة من مخطوطات تمبكتو التاريخية، وإتاحتها للباحثين عبر الإنترنت.', 'وقال مدير المشروع: «هذه المخطوطات ذاكرةُ أفريقيا المكتوبة، وحمايتها مسؤولية العالم».', 'وتعود أقدم المخطوطات إلى القرن الثالث عشر الميلادي.'],
  }, { reason: 'Arabic culture article (UTF-8) with a quote containing a diacritic (damma)', claims: ['تمت رقمنة أربعين ألف مخطوطة من مخطوطات تمبكتو.'], quotes: [q('هذه المخطوطات ذاكرةُ أفريقيا المكتوبة، وحمايتها مسؤولية العالم')] }));

  out.push(A('el-utf8-blog', 'www.taxidia-blog.example', '/2024/09/naxos-monopatia/', {
    site: 'Ταξίδια με τα πόδια', lang: 'el', title: 'Νάξος: τα πέντε καλύτερα μονοπάτια', author: 'Ελένη Μαυρίδη', date: '2024-09-25T19:00:00+03:00', type: 'BlogPosting', metaStyle: 'graph',
    paras: ['Η Νάξος έχει πάνω από 300 χιλιόμετρα σηματοδοτημένων μονοπατιών, τα περισσότερα παλιά καλντερίμια που ένωναν τα ορεινά χωριά.', 'Το αγαπημένο μου είναι η διαδρομή Χαλκί – Φιλότι: «δύο ώρες περπάτημα μέσα σε ελαιώνες και βυζαντινά εκκλησάκια».', 'Πάρτε νερό· πηγές υπάρχουν, αλλά όχι παντού.'],
  }, { reason: 'Greek travel blog (WordPress/Yoast graph, UTF-8) with the cited trail figure', claims: ['Η Νάξος έχει πάνω από 300 χιλιόμετρα σηματοδοτημένων μονοπατιών.'], quotes: [q('δύο ώρες περπάτημα μέσα σε ελαιώνες και βυζαντινά εκκλησάκια')] }));

  out.push(A('tr-utf8-ekonomi', 'www.dunya-ekonomi.example', '/sektorler/findik-ihracati-rekor-haberi-745123', {
    site: 'Dünya Ekonomi', lang: 'tr', title: 'Fındık ihracatı 2,5 milyar doları aştı', author: 'Emre Şahin', date: '2024-09-02T09:00:00+03:00', metaStyle: 'og+jsonld', ads: true,
    paras: ['Türkiye’nin fındık ihracatı 2023/24 sezonunda 2,5 milyar doları aşarak rekor kırdı.', 'Karadeniz İhracatçı Birlikleri Başkanı, “Avrupa’daki çikolata üreticilerinin talebi hiç bu kadar yüksek olmamıştı” dedi.', 'En büyük alıcılar Almanya, İtalya ve Fransa oldu.'],
  }, { reason: 'Turkish business news in UTF-8 with ğ, ı, ş and curly quotes', claims: ['Fındık ihracatı 2,5 milyar doları aştı.'], quotes: [q('Avrupa\'daki çikolata üreticilerinin talebi hiç bu kadar yüksek olmamıştı')] }));

  out.push(A('hi-blog', 'www.kisan-gyan.example', '/kheti/gehun-ki-buvai-sahi-samay', {
    site: 'किसान ज्ञान', lang: 'hi', title: 'गेहूं की बुवाई का सही समय और तरीका', author: 'सुनील यादव', date: '2024-10-28T07:00:00+05:30', type: 'BlogPosting', metaStyle: 'og',
    paras: ['उत्तर भारत में गेहूं की बुवाई का सबसे अच्छा समय 1 नवंबर से 20 नवंबर के बीच माना जाता है।', 'कृषि वैज्ञानिक डॉ. मीना वर्मा कहती हैं, "देर से बुवाई करने पर हर दिन की देरी से उपज लगभग 25 किलो प्रति हेक्टेयर घटती है।"', 'बीज को बुवाई से पहले उपचारित करना न भूलें।'],
  }, { reason: 'Hindi farming advice blog with the cited sowing window', claims: ['गेहूं की बुवाई का सबसे अच्छा समय 1 से 20 नवंबर है।'], quotes: [q('देर से बुवाई करने पर हर दिन की देरी से उपज लगभग 25 किलो प्रति हेक्टेयर घटती है।')] }));

  return out;
}

// ---------------------------------------------------------------------------------------------
// paywalled

function paywallsB3(): Entry[] {
  const out: Entry[] = [];
  const P = (id: string, host: string, path: string, o: ArticleOpts, x: { reason: string; claims?: string[]; send?: Omit<Send, 'body'> }) => A(id, host, path, o, { ...x, expected: 'paywalled' });

  out.push(P('en-continue-with-subscription', 'www.financial-ledger.example', '/articles/central-bank-holds-rates-11732320000', {
    site: 'The Financial Ledger', lang: 'en', title: 'Central bank holds rates, signals two cuts next year', author: 'Victoria Chen', date: '2024-12-18T19:00:00Z', metaStyle: 'og+jsonld', free: false, paywallSelector: '.snippet-promotion',
    paras: ['The central bank kept its benchmark rate unchanged at 4.5 % on Wednesday and signalled two quarter-point cuts in the coming year.', '<div class="snippet-promotion" id="cx-snippet-overlay"><h3>Continue reading your article with a Ledger membership</h3><ul><li>Unlimited access to all articles</li><li>The Ledger app and the daily print replica</li></ul><p class="price">$4 per week, billed monthly. Cancel anytime.</p><a class="cta" href="/subscribe">Subscribe now</a> <a href="/login">Sign in</a></div>'],
  }, { reason: 'business paper: one sentence, then "Continue reading your article with a … membership" and prices', claims: ['The central bank held rates at 4.5 % and signalled two cuts.'] }));

  out.push(P('de-zplus', 'www.wochenblatt-hamburg.example', '/wirtschaft/2024-10/wohnungsbau-genehmigungen-einbruch', {
    site: 'Wochenblatt', lang: 'de', title: 'Wohnungsbau: Genehmigungen brechen um ein Drittel ein', author: 'Felix Brandt', date: '2024-10-17T05:00:00+02:00', metaStyle: 'og+jsonld', free: false,
    paras: ['<span class="zplus-badge">W+</span> Im ersten Halbjahr wurden ein Drittel weniger Wohnungen genehmigt als im Vorjahreszeitraum.', '<div class="paywall-box"><p><strong>Sie möchten weiterlesen?</strong> Mit W+ erhalten Sie Zugang zu allen Artikeln – 4 Wochen kostenlos, danach 3,95 € pro Woche.</p><a href="/abo/wplus">Jetzt kostenlos testen</a><p>Bereits registriert? <a href="/anmelden">Hier anmelden</a></p></div>'],
  }, { reason: 'German premium article ("Sie möchten weiterlesen? Mit W+ …") after one sentence', claims: ['Die Baugenehmigungen sind um ein Drittel eingebrochen.'] }));

  out.push(P('nl-abonnees', 'www.de-dagkrant.example', '/binnenland/woningmarkt-huurprijzen-stijgen~b1234567/', {
    site: 'De Dagkrant', lang: 'nl', title: 'Huurprijzen vrije sector stijgen met 9 procent', author: 'Pieter Jansen', date: '2024-08-12T06:00:00+02:00', metaStyle: 'og+jsonld',
    paras: ['De huren in de vrije sector zijn het afgelopen jaar gemiddeld met 9 procent gestegen.', '<div class="premium-wall"><h3>Dit artikel is exclusief voor abonnees</h3><p>Word abonnee en lees onbeperkt alle artikelen op de site en in de app.</p><a href="/abonnement">Bekijk abonnementen</a> · <a href="/inloggen">Al abonnee? Log in</a></div>'],
  }, { reason: 'Dutch "Dit artikel is exclusief voor abonnees" wall', claims: ['Huurprijzen in de vrije sector stegen met 9 procent.'] }));

  out.push(P('ja-remaining-chars', 'www.asahi-like.example', '/articles/ASS5T1234ABCD.html', {
    site: '朝日ライク新聞デジタル', lang: 'ja', title: '公立中学の部活動、地域移行が3割に', author: '田中 翔', date: '2024-05-29T05:00:00+09:00', metaStyle: 'og',
    paras: ['公立中学校の休日の部活動のうち、地域のクラブなどに運営を移した割合が約3割に達したことが、スポーツ庁の調査でわかった。', '<div class="paywall"><p>この記事は有料記事です。残り1206文字</p><p>有料会員になると続きをお読みいただけます。</p><a href="/subscribe/">今すぐ登録（初月無料）</a> <a href="/login/">ログイン</a></div>'],
  }, { reason: 'Japanese paid article ("この記事は有料記事です。残りN文字")', claims: ['休日の部活動の地域移行が約3割に達した。'] }));

  out.push(P('ko-premium', 'www.maeil-business-like.example', '/news/economy/11112222', {
    site: '매일경제라이크', lang: 'ko', title: '반도체 수출 14개월 연속 증가', author: '이지은', date: '2025-01-01T09:00:00+09:00', metaStyle: 'og',
    paras: ['지난달 반도체 수출이 전년 동월 대비 31% 늘며 14개월 연속 증가세를 이어갔다.', '<div class="premium_box"><p>이 기사는 유료 회원 전용 기사입니다.</p><p>구독하고 전체 기사를 읽어보세요.</p><a href="/subscribe">구독하기</a> <a href="/login">로그인</a></div>'],
  }, { reason: 'Korean "유료 회원 전용 기사" (paid-members-only) article', claims: ['반도체 수출이 14개월 연속 증가했다.'] }));

  out.push(P('pl-subskrypcja', 'www.gazeta-krakowska-like.example', '/biznes/art123456-ceny-mieszkan-w-krakowie', {
    site: 'Gazeta Krakowska', lang: 'pl', title: 'Ceny mieszkań w Krakowie wzrosły o 14 procent', author: 'Tomasz Nowak', date: '2024-07-03T07:00:00+02:00', metaStyle: 'og+jsonld',
    paras: ['Średnia cena metra kwadratowego nowego mieszkania w Krakowie wzrosła w ciągu roku o 14 procent.', '<div class="paywall-premium"><h3>Ten artykuł jest dostępny tylko dla subskrybentów</h3><p>Wykup dostęp, aby czytać dalej. Pierwszy miesiąc za 1,99 zł.</p><a href="/subskrypcja">Kup dostęp</a> <a href="/logowanie">Zaloguj się</a></div>'],
  }, { reason: 'Polish subscribers-only article ("dostępny tylko dla subskrybentów")', claims: ['Ceny mieszkań w Krakowie wzrosły o 14 procent.'] }));

  out.push(P('tr-abonelere-ozel', 'www.ekonomi-gazetesi.example', '/piyasalar/merkez-bankasi-faiz-karari-8812345', {
    site: 'Ekonomi Gazetesi', lang: 'tr', title: 'Merkez Bankası faizi sabit tuttu', author: 'Burak Aydın', date: '2024-11-21T14:00:00+03:00', metaStyle: 'og',
    paras: ['Merkez Bankası politika faizini yüzde 50’de sabit bıraktı.', '<div class="abone-duvari"><h3>Bu içerik abonelere özeldir</h3><p>Haberin devamını okumak için abone olun. İlk ay 1 TL.</p><a href="/abonelik">Abone ol</a> <a href="/giris">Giriş yap</a></div>'],
  }, { reason: 'Turkish "Bu içerik abonelere özeldir" wall', claims: ['Merkez Bankası politika faizini yüzde 50’de sabit bıraktı.'] }));

  out.push({
    id: 'ieee-like-sign-in', host: 'ieeexplore-like.example', path: '/document/10234567', expected: 'paywalled',
    reason: 'conference paper landing page: abstract, then "Sign in to continue reading", "Purchase Details — PDF $33.00"',
    context: { title: 'A 28 GHz Phased Array with 1.2 W Output Power in 22 nm FD-SOI', claims: ['The phased array delivers 1.2 W output power at 28 GHz.'] },
    handle: respond({ body: shell({ lang: 'en', site: 'Xplore-like Digital Library', title: 'A 28 GHz Phased Array with 1.2 W Output Power in 22 nm FD-SOI | Xplore-like', head: '<meta name="citation_title" content="A 28 GHz Phased Array with 1.2 W Output Power in 22 nm FD-SOI"><meta name="citation_conference_title" content="International Microwave Symposium">', main: `<div class="document-main"><h1 class="document-title">A 28 GHz Phased Array with 1.2 W Output Power in 22 nm FD-SOI</h1><div class="authors-info">Li Wei; Sarah O'Connell; Ravi Iyer</div><div class="abstract-text"><strong>Abstract:</strong> We present a 16-element 28 GHz phased-array transmitter in 22 nm FD-SOI delivering 1.2 W of total output power with 18 % efficiency.</div><div class="document-access"><h3>Sign in to continue reading</h3><p>Access to this document requires a subscription or purchase.</p><a href="/servlet/Login">Institutional Sign In</a> <a href="/personal-sign-in">Personal Sign In</a></div><div class="purchase-details"><h3>Purchase Details</h3><p>PDF File &nbsp; $33.00</p><p>Member: $13.00</p><a href="/cart">Add to Cart</a></div></div>` }) }),
  });

  out.push({
    id: 'login-303-sso', host: 'insights.market-research-pro.example', path: '/reports/ev-charging-europe-2025', expected: 'paywalled',
    reason: 'a report URL that 303s to an SSO sign-in page (login wall — paywalled by the documented rule)',
    context: { title: 'EV charging in Europe: 2025 outlook', claims: ['Europe will have 1.8 million public chargers by 2025.'] },
    handle: redirect((o) => `${o('accounts.market-research-pro.example')}/signin?continue=https%3A%2F%2Finsights.market-research-pro.example%2Freports%2Fev-charging-europe-2025`, 303),
  });
  out.push({
    id: 'login-303-sso-target', host: 'accounts.market-research-pro.example', path: '/signin', expected: 'paywalled', reason: 'target', target: true,
    handle: respond({ body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in – Market Research Pro</title></head><body><div class="login-box"><img src="/logo.svg" alt="Market Research Pro"><h1>Sign in</h1><p>to continue to Insights</p><form method="post"><label>Email address<input type="email" name="identifier"></label><button>Next</button></form><p>Don't have an account? <a href="/signup">Talk to sales</a></p></div></body></html>` }),
  });

  out.push(P('patreon-like', 'www.supporter-platform.example', '/posts/making-of-chapter-12-98765432', {
    site: 'Supporter Platform', lang: 'en', title: 'The making of chapter 12: storyboards and cut scenes', author: 'Inkwell Studio', date: '2024-11-30T18:00:00Z', metaStyle: 'og', cookie: false,
    paras: ['<div class="locked-post"><span class="lock-icon">🔒</span><h2>Unlock this post by joining Inkwell Studio</h2><p>Join the $5 tier or above to see this post and 212 others.</p><a href="/join/inkwell">Join now</a><p>Already a member? <a href="/login">Log in</a></p></div>'],
  }, { reason: 'creator-platform post locked behind a paid tier ("Unlock this post by joining…")', claims: ['Chapter 12 storyboards were drawn in a single week.'] }));

  out.push(P('regwall-trade', 'www.hospitality-trade-news.example', '/news/hotel-occupancy-hits-81-percent', {
    site: 'Hospitality Trade News', lang: 'en', title: 'Hotel occupancy hits 81 % in August', author: 'Lena Fischer', date: '2024-09-24T08:00:00+01:00', metaStyle: 'og+jsonld',
    paras: ['Hotel occupancy in the capital reached 81 % in August, the highest August figure since 2019, according to industry data.', '<div class="tp-regwall"><h3>Register for FREE to continue reading</h3><p>Join 60,000 hospitality professionals. Registration is free and gives you access to all news, the daily newsletter and our data hub.</p><a href="/register">Register now</a> <a href="/sign-in">Sign in</a></div>'],
  }, { reason: 'trade-news free-registration wall ("Register for FREE to continue reading")', claims: ['Hotel occupancy in the capital reached 81 % in August.'] }));

  out.push(P('fr-liberation-like', 'www.quotidien-libre.example', '/societe/education/harcelement-scolaire-un-eleve-sur-dix-20241105_ABCD1234/', {
    site: 'Quotidien Libre', lang: 'fr', title: 'Harcèlement scolaire : un élève sur dix se dit victime', author: 'Camille Robert', date: '2024-11-05T06:00:00+01:00', metaStyle: 'og+jsonld', free: false,
    paras: ['Un élève sur dix déclare avoir été victime de harcèlement au cours de l’année, selon une enquête publiée mardi par le ministère.', '<div class="paywall-abo"><p class="paywall-title">Article réservé aux abonnés</p><p>Pour lire la suite, abonnez-vous à notre offre numérique : 1&nbsp;€ pendant 3 mois, sans engagement.</p><a href="/abonnement/">Je m’abonne</a> <a href="/connexion/">Je me connecte</a></div>'],
  }, { reason: 'French "Article réservé aux abonnés" with an offer after one sentence', claims: ['Un élève sur dix se dit victime de harcèlement scolaire.'] }));

  return out;
}

// ---------------------------------------------------------------------------------------------
// blocked

function wallsB3(): Entry[] {
  const out: Entry[] = [];
  const B = (id: string, host: string, path: string, reason: string, title: string, handle: Entry['handle']): Entry => ({ id, host, path, expected: 'blocked', reason, context: { title }, handle });

  out.push(B('cf-1020', 'www.gaming-deals-hub.example', '/deals/steam-winter-sale-2024',
    'Cloudflare "Error 1020 — Access denied" (a firewall rule) with 403', 'Steam winter sale 2024: best deals',
    respond({ status: 403, headers: { server: 'cloudflare', 'cf-ray': '8f4a3b2c1d0e9f8a-CDG' }, body: `<!DOCTYPE html><html class="no-js" lang="en-US"><head><title>Access denied | www.gaming-deals-hub.example used Cloudflare to restrict access</title><meta charset="UTF-8"><meta name="robots" content="noindex, nofollow"><link rel="stylesheet" href="/cdn-cgi/styles/main.css"></head><body><div id="cf-wrapper"><div id="cf-error-details" class="p-0"><header class="mx-auto pt-10 lg:pt-6 lg:px-8 w-240 lg:w-full mb-15 antialiased"><h1 class="inline-block md:block mr-2 md:mb-2 font-light text-60 md:text-3xl text-black-dark leading-tight"><span data-translate="error">Error</span><span>1020</span></h1><span class="inline-block md:block heading-ray-id font-mono text-15 lg:text-sm lg:leading-relaxed">Ray ID: 8f4a3b2c1d0e9f8a &bull;</span><h2 class="text-gray-600 leading-1.3 text-3xl lg:text-2xl font-light">Access denied</h2></header><section class="w-240 lg:w-full mx-auto mb-8 lg:px-8"><div id="what-happened-section" class="w-1/2 md:w-full"><h2 class="text-3xl leading-tight font-normal mb-4 text-black-dark antialiased" data-translate="what_happened">What happened?</h2><p>This website is using a security service to protect itself from online attacks.</p></div></section><div class="cf-error-footer cf-wrapper w-240 lg:w-full py-10 sm:py-4 sm:px-8 mx-auto text-center sm:text-left border-solid border-0 border-t border-gray-300"><p class="text-13"><span class="cf-footer-item sm:block sm:mb-1">Cloudflare Ray ID: <strong class="font-semibold">8f4a3b2c1d0e9f8a</strong></span><span class="cf-footer-item sm:block sm:mb-1"><span>Performance &amp; security by</span> <a rel="noopener noreferrer" href="https://www.cloudflare.com/5xx-error-landing" target="_blank">Cloudflare</a></span></p></div></div></div></body></html>` })));

  out.push(B('cf-iuam-503', 'www.anime-news-central.example', '/news/2024-10-02/season-2-announced/.214512',
    'older Cloudflare "Checking your browser before accessing …" page sent with 503', 'Season 2 announced for studio\'s hit series',
    respond({ status: 503, headers: { server: 'cloudflare', 'cf-ray': '7b2c3d4e5f6a7b8c-SJC' }, body: `<!DOCTYPE HTML><html lang="en-US"><head><meta charset="UTF-8" /><meta http-equiv="X-UA-Compatible" content="IE=Edge,chrome=1" /><meta name="robots" content="noindex, nofollow" /><meta name="viewport" content="width=device-width,initial-scale=1" /><title>Just a moment...</title></head><body><table width="100%" height="100%" cellpadding="20"><tr><td align="center" valign="middle"><div class="cf-browser-verification cf-im-under-attack"><noscript><h1 data-translate="turn_on_js" style="color:#bd2426;">Please turn JavaScript on and reload the page.</h1></noscript><div id="cf-content" style="display:none"><div><div class="bubbles"></div></div><h1><span data-translate="checking_browser">Checking your browser before accessing</span> www.anime-news-central.example.</h1><p data-translate="process_is_automatic">This process is automatic. Your browser will redirect to your requested content shortly.</p><p data-translate="allow_5_secs" id="cf-spinner-allow-5-secs">Please allow up to 5 seconds&hellip;</p></div><form class="challenge-form" id="challenge-form" action="/news/2024-10-02/season-2-announced/.214512?__cf_chl_jschl_tk__=abc" method="POST" enctype="application/x-www-form-urlencoded"><input type="hidden" name="r" value="xyz"/></form></div><div class="attribution">DDoS protection by <a rel="noopener noreferrer" href="https://www.cloudflare.com/5xx-error-landing/" target="_blank">Cloudflare</a><br /><span class="ray_id">Ray ID: <code>7b2c3d4e5f6a7b8c</code></span></div></td></tr></table></body></html>` })));

  out.push(B('distil-pardon', 'www.realestate-listings-pro.example', '/homes/for-sale/12-elm-street-springfield',
    'Distil/Imperva "Pardon Our Interruption" bot page served with 200', '12 Elm Street, Springfield — for sale',
    respond({ body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Pardon Our Interruption</title><meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/distil_r_blocked.css"></head><body><div class="container"><h1>Pardon Our Interruption</h1><p>As you were browsing something about your browser made us think you were a bot. There are a few reasons this might happen:</p><ul><li>You're a power user moving through this website with super-human speed.</li><li>You've disabled cookies in your web browser.</li><li>A third-party browser plugin, such as Ghostery or NoScript, is preventing JavaScript from running.</li></ul><p>To regain access, please make sure that cookies and JavaScript are enabled before reloading the page.</p><div id="distil_ident_block">&nbsp;</div></div></body></html>` })));

  out.push(B('azure-frontdoor', 'www.public-transit-authority.example', '/service-changes/line-4-weekend-closure',
    'Azure Front Door/WAF "The request is blocked." page (403, x-azure-ref)', 'Line 4 weekend closure',
    respond({ status: 403, headers: { 'x-azure-ref': '20241123T001122Z-1a2b3c4d5e6f7g8h9i0jklmnop0000000001', 'x-cache': 'CONFIG_NOCACHE' }, body: '<!DOCTYPE html><html><head><title>Azure WAF</title><style>body{font-family:Segoe UI,Arial}</style></head><body><div><h2>The request is blocked.</h2><p>20241123T001122Z-1a2b3c4d5e6f7g8h9i0jklmnop0000000001</p></div></body></html>' })));

  out.push(B('radware-captcha', 'www.flight-status-now.example', '/flights/LH400',
    'Radware Bot Manager captcha page ("We apologize for the inconvenience…") with 200', 'LH400 flight status',
    respond({ body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Radware Bot Manager Captcha</title><script src="https://www.google.com/recaptcha/api.js" async defer></script></head><body><div class="main"><h1>We apologize for the inconvenience...</h1><p>...but your activity and behavior on this site made us think that you are a bot.</p><p>Note: A number of things could be going on here.</p><ol><li>If you are using a VPN or a proxy, please disconnect it and try again.</li><li>Please solve this CAPTCHA to request unblock to the website.</li></ol><form method="post" action="/perfdrive_captcha"><div class="g-recaptcha" data-sitekey="6LcZ1aAUAAAAAL5Ey3mY1p7cDiyM27ib5FHXwZzU"></div><button type="submit">Submit</button></form><p class="incident">Incident ID: 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d</p></div></body></html>` })));

  out.push(B('qrator-403-ru', 'www.bank-novosti.example', '/press/2024/11/kurs-valyut',
    'Russian anti-DDoS block ("Доступ к сайту временно ограничен", Qrator) with 403', 'Курсы валют на 22 ноября',
    respond({ status: 403, headers: { server: 'QRATOR' }, body: `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>403 Forbidden</title></head><body><div class="block"><h1>Доступ к сайту временно ограничен</h1><p>Ваш запрос был заблокирован системой защиты сайта. Если вы считаете, что это произошло по ошибке, сообщите администрации сайта следующий идентификатор:</p><p><code>qrator-4f2a9b1c-77e3</code></p></div></body></html>` })));

  out.push(B('tencent-waf-zh', 'www.youxi-zixun.example', '/news/2024/1122/998877.html',
    'a Chinese cloud WAF page ("您的请求疑似攻击行为，已被拦截") with 403', '新游戏版本今日上线',
    respond({ status: 403, body: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>501 安全拦截</title></head><body><div class="box"><h2>抱歉，您的请求疑似攻击行为，已被网站管理员设置拦截。</h2><p>可能原因：您提交的内容包含危险的攻击请求</p><p>如何解决：1）检查提交内容；2）如网站托管，请联系空间提供商；3）普通网站访客，请联系网站管理员</p><p>事件ID：a1b2c3d4e5f6</p></div></body></html>` })));

  out.push(B('consent-video-redirect', 'www.videohub-global.example', '/watch/how-to-fix-a-bike-puncture',
    'a video URL that 302s to consent.<host> ("Before you continue to VideoHub") — a consent interstitial', 'How to fix a bike puncture',
    redirect((o) => `${o('consent.videohub-global.example')}/m?continue=https%3A%2F%2Fwww.videohub-global.example%2Fwatch%2Fhow-to-fix-a-bike-puncture&gl=DE&hl=de`, 302)));
  out.push({
    id: 'consent-video-redirect-target', host: 'consent.videohub-global.example', path: '/m', expected: 'blocked', reason: 'target', target: true,
    handle: respond({ body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Bevor Sie zu VideoHub weitergehen</title></head><body><div class="consent-bump"><h1>Bevor Sie zu VideoHub weitergehen</h1><p>Wir verwenden Cookies und Daten, um Dienste bereitzustellen und zu betreiben, Ausfälle zu verfolgen und vor Spam, Betrug und Missbrauch zu schützen.</p><p>Wenn Sie „Alle akzeptieren“ auswählen, verwenden wir Cookies und Daten auch, um neue Dienste zu entwickeln und zu verbessern und personalisierte Werbung anzuzeigen.</p><form action="https://consent.videohub-global.example/save" method="POST"><button name="set_eom" value="true">Alle ablehnen</button><button name="set_eom" value="false">Alle akzeptieren</button></form><a href="/d">Weitere Optionen</a><p><a href="/privacy">Datenschutzerklärung</a> · <a href="/terms">Nutzungsbedingungen</a></p></div></body></html>` }),
  });

  out.push(B('tcf-wall-en', 'www.uk-regional-news.example', '/news/local-news/council-approves-new-leisure-centre-9912345',
    'a 200 page carrying only a full-screen TCF consent wall ("We value your privacy… AGREE") — the article is not served until consent', 'Council approves new leisure centre',
    respond({ body: `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>We value your privacy</title><script src="https://cmp.quantcast-like.example/choice/abc/uk-regional-news.example/choice.js"></script></head><body class="qc-cmp2-container"><div class="qc-cmp2-summary-section"><h2 class="qc-cmp2-summary-info">We value your privacy</h2><p>We and our partners store and/or access information on a device, such as cookies and process personal data, such as unique identifiers and standard information sent by a device for personalised advertising and content, advertising and content measurement, audience research and services development.</p><p>With your permission we and our partners may use precise geolocation data and identification through device scanning. You may click to consent to our and our 812 partners’ processing as described above.</p><div class="qc-cmp2-summary-buttons"><button mode="secondary">MORE OPTIONS</button><button mode="primary">AGREE</button></div></div></body></html>` })));

  out.push(B('geo-zh-copyright', 'v.shipin-wang.example', '/play/98765.html',
    'a Chinese video page saying that due to copyright the content cannot be played in your region (200)', '纪录片《长江》第三集',
    respond({ body: shell({ lang: 'zh', site: '视频网', title: '纪录片《长江》第三集 - 视频网', main: '<div class="player-error"><h2>很抱歉，由于版权限制，您所在的地区暂时无法观看该视频。</h2><p>Sorry, this video is not available in your region due to copyright restrictions.</p></div>' }) })));

  out.push(B('isp-block-ru', 'www.independent-media-ru.example', '/2024/03/15/reportazh-iz-regiona',
    'an ISP/regulator block page ("Доступ к информационному ресурсу ограничен") in place of the article (200)', 'Репортаж из региона',
    respond({ body: `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Доступ ограничен</title></head><body><div style="max-width:700px;margin:80px auto;font-family:Arial"><h1>Доступ к информационному ресурсу ограничен</h1><p>Доступ к запрашиваемому ресурсу ограничен на основании решения уполномоченного органа в соответствии с законодательством.</p><p>Реестр: <a href="#">проверить ресурс</a></p><p>Ваш оператор связи</p></div></body></html>` })));

  out.push(B('maintenance-de-503', 'www.vereinsportal-sport.example', '/news/2024/jahreshauptversammlung',
    'German maintenance page ("Wartungsarbeiten — wir sind gleich wieder da") with 503', 'Jahreshauptversammlung 2024: neuer Vorstand gewählt',
    respond({ status: 503, headers: { 'retry-after': '1800' }, body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Wartungsarbeiten</title></head><body><div class="wartung"><h1>Wartungsarbeiten</h1><p>Wir führen gerade Wartungsarbeiten durch und sind in Kürze wieder für Sie da.</p><p>Vielen Dank für Ihr Verständnis!</p></div></body></html>` })));

  out.push(B('maintenance-ja-503', 'www.city-info-kanazawa.example', '/kurashi/gomi/bunbetsu.html',
    'Japanese city site under maintenance ("ただいまメンテナンス中です") with 503', 'ごみの分け方・出し方',
    respond({ status: 503, headers: { 'retry-after': '3600' }, charset: 'shift_jis', body: `<!DOCTYPE html><html lang="ja"><head><meta charset="Shift_JIS"><title>メンテナンス中</title></head><body><div class="maintenance"><h1>ただいまメンテナンス中です</h1><p>システムメンテナンスのため、サービスを一時停止しております。</p><p>作業終了予定：11月23日 6:00</p><p>ご迷惑をおかけしますが、しばらくお待ちください。</p></div></body></html>` })));

  out.push(B('drupal-500', 'www.heritage-trust-site.example', '/places/old-rectory-garden',
    'Drupal "The website encountered an unexpected error. Please try again later." (500 on every try)', 'The Old Rectory Garden',
    respond({ status: 500, body: `<!DOCTYPE html><html><head><title>Error | Heritage Trust</title></head><body>The website encountered an unexpected error. Please try again later.</body></html>` })));

  out.push(B('digest-401', 'intranet-docs.engineering-firm.example', '/projects/bridge-retrofit/summary.html',
    'HTTP Digest-auth 401 on a private project page — access refused, not a paywall', 'Bridge retrofit: project summary',
    respond({ status: 401, headers: { 'www-authenticate': 'Digest realm="Project Docs", qop="auth", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", opaque="5ccc069c403ebaf9f0171e9517f40e41"' }, body: '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>401 Unauthorized</title>\n</head><body>\n<h1>Unauthorized</h1>\n<p>This server could not verify that you are authorized to access the document requested.</p>\n</body></html>\n' })));

  out.push(B('akamai-zero-size-503', 'www.retail-chain-news.example', '/newsroom/store-openings-2025',
    'Akamai "Service Unavailable - Zero size object" 503 on every try (edge cannot serve it)', 'Store openings planned for 2025',
    respond({ status: 503, headers: { server: 'AkamaiGHost' }, body: '<HTML><HEAD><TITLE>Service Unavailable - Zero size object</TITLE></HEAD><BODY><H1>Service Unavailable - Zero size object</H1>The server is temporarily unable to service your request.  Please try again later.<P>Reference&#32;&#35;15&#46;8f3a1b17&#46;1732321999&#46;2c4d6e8</BODY></HTML>' })));

  return out;
}

// ---------------------------------------------------------------------------------------------
// mismatch

function mismatchesB3(): Entry[] {
  const out: Entry[] = [];
  const M = (id: string, host: string, path: string, reason: string, title: string, handle: Entry['handle'], claims?: string[]): Entry => ({ id, host, path, expected: 'mismatch', reason, context: { title, ...(claims ? { claims } : {}) }, handle });
  const soft = (o: { lang: string; site: string; title: string; main: string; charset?: string; sidebar?: string }) => respond({ charset: o.charset ?? 'utf-8', body: shell({ ...o, ads: true }) });

  out.push(M('soft404-ko', 'www.hankyung-like.example', '/article/2023051234567', 'Korean "요청하신 페이지를 찾을 수 없습니다" page with 200', '전기차 배터리 가격 20% 하락',
    soft({ lang: 'ko', site: '한경라이크', title: '페이지를 찾을 수 없습니다', main: '<div class="error_wrap"><h2>요청하신 페이지를 찾을 수 없습니다.</h2><p>방문하시려는 페이지의 주소가 잘못 입력되었거나, 페이지의 주소가 변경 혹은 삭제되어 요청하신 페이지를 찾을 수 없습니다.</p><a href="/">메인으로 가기</a></div>', sidebar: linkList('많이 본 뉴스', ['코스피 2600선 회복', '서울 아파트값 3주 연속 상승', '올겨울 한파 예보']) })));

  out.push(M('soft404-pl', 'www.portal-wiadomosci.example', '/kraj/2022/03/nowa-linia-metra', 'Polish "Nie znaleziono strony" with 200 and a news list', 'Nowa linia metra: harmonogram budowy',
    soft({ lang: 'pl', site: 'Portal Wiadomości', title: 'Nie znaleziono strony - Portal Wiadomości', main: '<div class="blad-404"><h1>Ups! Nie znaleziono strony</h1><p>Strona, której szukasz, nie istnieje lub została przeniesiona.</p><a href="/">Przejdź na stronę główną</a></div>', sidebar: linkList('Najczęściej czytane', ['Prognoza pogody na weekend', 'Nowe stawki podatku od nieruchomości', 'Remont dworca: utrudnienia']) })));

  out.push(M('soft404-cs-1250', 'www.zpravy-dnes-like.example', '/domaci/2021/povoden-na-morave', 'Czech "Stránka nenalezena" (200) in windows-1250', 'Povodeň na Moravě: škody za miliardy',
    soft({ lang: 'cs', charset: 'windows-1250', site: 'Zprávy dnes', title: 'Stránka nenalezena | Zprávy dnes', main: '<div class="e404"><h1>Požadovaná stránka nebyla nalezena</h1><p>Omlouváme se, ale stránka, kterou hledáte, neexistuje nebo byla přesunuta.</p><a href="/">Zpět na titulní stranu</a></div>' })));

  out.push(M('soft404-id', 'www.berita-kota.example', '/metro/2023/banjir-jakarta-utara', 'Indonesian "Halaman tidak ditemukan" (200)', 'Banjir rendam 40 RT di Jakarta Utara',
    soft({ lang: 'id', site: 'Berita Kota', title: 'Halaman tidak ditemukan - Berita Kota', main: '<div class="not-found"><h1>Maaf, halaman yang Anda cari tidak ditemukan</h1><p>Halaman mungkin telah dihapus atau alamatnya salah.</p><a href="/">Kembali ke beranda</a><h3>Berita terpopuler</h3><ul><li><a href="/1">Harga beras naik lagi</a></li><li><a href="/2">Jadwal KRL berubah mulai Senin</a></li></ul></div>' })));

  out.push(M('soft404-uk-long', 'www.kyiv-daily-like.example', '/kultura/2022/vystavka-mystectva', 'Ukrainian "Сторінку не знайдено" page with a long sidebar and mega menu (200)', 'Виставка сучасного мистецтва відкрилася у Києві',
    soft({ lang: 'uk', site: 'Київський щоденник', title: 'Сторінку не знайдено', main: `<nav class="mega"><ul>${MEGA_MENU}</ul></nav><div class="e404"><h1>Сторінку не знайдено</h1><p>Можливо, сторінку було видалено або ви ввели неправильну адресу.</p><a href="/">На головну</a></div>`, sidebar: linkList('Популярне', ['Прогноз погоди на тиждень', 'Нові правила вʼїзду до ЄС', 'Курс гривні стабільний', 'Як отримати субсидію взимку', 'Відкрито новий міст через Дніпро', 'Результати футбольного туру']) })));

  out.push(M('soft404-en-moved', 'www.state-parks-guide.example', '/parks/cedar-falls/trail-map', 'a 200 page saying "This page has moved or no longer exists" with a full site search and park list', 'Cedar Falls State Park trail map',
    soft({ lang: 'en', site: 'State Parks Guide', title: 'Page Not Available | State Parks Guide', main: '<div class="alert-box"><h1>This page has moved or no longer exists</h1><p>We recently redesigned our website, and some pages have moved. Please use the search below or browse parks by region.</p><form><input name="q" placeholder="Search parks, trails, campgrounds"></form></div><div class="regions"><h2>Browse by region</h2><ul><li>Northern Lakes (14 parks)</li><li>Central Plains (9 parks)</li><li>River Valley (11 parks)</li><li>Southern Hills (12 parks)</li></ul></div>' })));

  out.push(M('search-none-es', 'www.boletin-municipal.example', '/buscar', 'Spanish site search "No se encontraron resultados" instead of the cited ordinance', 'Ordenanza de terrazas 2023',
    soft({ lang: 'es', site: 'Boletín Municipal', title: 'Resultados de búsqueda - Boletín Municipal', main: '<div class="buscador"><h1>Resultados de búsqueda</h1><p>No se encontraron resultados para «ordenanza terrazas 2023».</p><p>Sugerencias: compruebe la ortografía o utilice términos más generales.</p></div>' })));

  out.push(M('removed-post', 'www.discussion-site.example', '/r/AskHistorians/comments/xyz123/why_did_the_bronze_age_collapse/', 'a discussion page where the cited post shows only "[removed]" and a removal notice', 'Why did the Bronze Age collapse?',
    soft({ lang: 'en', site: 'Discussion Site', title: 'r/AskHistorians', main: '<div class="post removed"><h1>[ Removed by moderator ]</h1><p class="removal-reason">Sorry, this post has been removed by the moderators of r/AskHistorians.</p><p>Moderators remove posts from feeds for a variety of reasons, including keeping communities safe, civil, and true to their purpose.</p></div><div class="comments"><p>0 comments</p></div>' })));

  out.push(M('category-redirect', 'www.craft-beer-news.example', '/2021/06/brewery-closes-after-40-years/', 'a deleted article URL that 301s to a tag archive page listing other stories', 'Brewery closes after 40 years',
    redirect((o) => `${o('www.craft-beer-news.example')}/tag/breweries/`, 301)));
  out.push({
    id: 'category-redirect-target', host: 'www.craft-beer-news.example', path: '/tag/breweries/', expected: 'mismatch', reason: 'target', target: true,
    handle: respond({ body: shell({ lang: 'en', site: 'Craft Beer News', title: 'Breweries Archives - Craft Beer News', main: `<header class="archive-header"><h1>Tag: Breweries</h1></header>${['New taproom opens in the old fire station', 'Five breweries team up for a charity IPA', 'Hop shortage: what it means for your pint', 'Meet the brewer: 30 years of stouts', 'Festival guide: 12 beers to try this summer'].map((t, i) => `<article class="post type-post"><h2><a href="/2024/0${i + 1}/x">${t}</a></h2><p>${t}… <a href="#">Read more</a></p></article>`).join('')}<nav class="pagination"><a>1</a> <a>2</a> <a>3</a> … <a>14</a></nav>`, ads: true }) }),
  });

  out.push(M('unrelated-id-reused', 'www.provincial-times.example', '/story/448812', 'the article ID now serves a different, unrelated story (a restaurant review), not the cited report', 'Province to close three rural hospitals',
    serveArticle(article({ site: 'Provincial Times', lang: 'en', title: 'Review: a tiny ramen bar that is worth the wait', author: 'Mei Tanaka', date: '2024-02-11T18:00:00+00:00', metaStyle: 'og+jsonld', paras: ['There are eleven seats at Nakamura Ramen, and on a Friday night the queue outside is longer than the menu.', 'The tonkotsu broth simmers for 18 hours; the noodles are made in the back room every morning.', '“We make one thing and try to make it well,” says owner Kenji Nakamura.'] })), ['The province will close three rural hospitals.']));

  out.push(M('unrelated-pdf', 'www.regional-council-docs.example', '/agenda/2024-05-item-7.pdf', 'a PDF that is a parking-permit form, cited as the council\'s climate action plan', 'Regional Climate Action Plan 2024–2030',
    respond({ type: 'application/pdf', body: pdf({ title: 'Resident Parking Permit Application', author: 'Regional Council', pages: [wrap('Resident Parking Permit Application Form\nPlease complete all sections in block capitals.\nSection A: Applicant details - name, address, telephone.\nSection B: Vehicle details - registration number, make, model.\nSection C: Proof of residence - attach a council tax bill or tenancy agreement.\nThe fee for a 12-month permit is 60 pounds. Permits are not transferable.')] }) }), ['The plan commits the region to net zero emissions by 2030.']));

  return out;
}

// ---------------------------------------------------------------------------------------------
// invalid

function invalidsB3(): Entry[] {
  const out: Entry[] = [];
  const I = (id: string, host: string, path: string, reason: string, title: string, handle: Entry['handle']): Entry => ({ id, host, path, expected: 'invalid', reason, context: { title }, handle });

  out.push(I('json-404', 'api-docs-site.example', '/v2/articles/88123', '404 with a JSON error body ({"error":"not_found"})', 'Release notes v2.3',
    respond({ status: 404, type: 'application/json', body: '{"error":"not_found","message":"Article 88123 does not exist","status":404}' })));

  out.push(I('404-ko', 'www.seoul-culture.example', '/event/2019/lantern-festival', 'Korean 404 page with status 404', '서울 빛초롱 축제 2019',
    respond({ status: 404, body: shell({ lang: 'ko', site: '서울문화', title: '404 Not Found', main: '<h1>404</h1><p>페이지를 찾을 수 없습니다.</p>' }) })));

  out.push(I('410-empty', 'cdn.podcast-hosting.example', '/episodes/ep-112.html', '410 Gone with an empty body', 'Episode 112: the history of salt',
    respond({ status: 410, type: 'text/plain', body: '' })));

  out.push(I('redirect-file-scheme', 'www.link-shortener-x.example', '/Zq9', 'a redirect to file:///etc/passwd — an unsafe scheme, never followed', 'Quarterly report',
    redirect('file:///etc/passwd', 302)));

  out.push(I('redirect-172-16', 'www.partner-portal-links.example', '/out/report-2024', 'redirects into a private range (172.16.5.4) — unsafe', 'Partner report 2024',
    redirect('http://172.16.5.4:8080/reports/2024.html', 307)));

  out.push({ id: 'malformed-percent-host', host: 'www.%zz.example', path: '/news', expected: 'invalid', reason: 'malformed URL: an invalid percent-escape in the host name', context: { title: 'News' }, handle: respond({ body: '<html><body>never reached</body></html>' }) });

  out.push(I('redirect-nxdomain-2', 'www.old-newspaper-archive.example', '/1998/05/12/page3', 'redirects to a newspaper domain that no longer resolves (NXDOMAIN)', 'Harbour fire destroys warehouses',
    redirect('http://archive.defunct-daily.invalid/1998/05/12/page3.html', 301)));

  const zipJunk = Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x08\x00\x08\x00', 'latin1'), Buffer.from(Array.from({ length: 6000 }, (_, i) => (i * 7919 + 13) & 0xff))]);
  out.push(I('zip-as-html', 'www.downloads-mirror.example', '/papers/whitepaper-2023', 'a ZIP archive served as text/html: binary junk, nothing to read', 'Whitepaper 2023: edge computing',
    respond({ body: zipJunk, type: 'text/html' })));

  return out;
}

export function blind3Cases(): CorpusCase[] {
  return toCases('blind3', [...validB3(), ...paywallsB3(), ...wallsB3(), ...mismatchesB3(), ...invalidsB3()]);
}

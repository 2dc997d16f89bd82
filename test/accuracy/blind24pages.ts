/**
 * Page templates for the held-out set blind24 (everyday local life: travel, places, classifieds,
 * community and faith). Written from real sites' shapes as remembered (OTA hotel pages, review
 * sites, classifieds, community calendars, transit agencies, small self-hosted charity and faith
 * sites, phpBB / vBulletin / Discourse, Blogger and WordPress.com, hosting-provider error pages),
 * without reading citeflow's classifier. The templates know nothing about statuses.
 */
import * as iconv from 'iconv-lite';
import { esc, footerHtml, navHtml, cookieBanner } from './blindkit';

const head = (o: { lang: string; title: string; charset?: string; extra?: string; desc?: string; site?: string; url?: string }) => `<meta charset="${o.charset ?? 'utf-8'}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.desc ? `<meta name="description" content="${esc(o.desc)}">` : ''}
${o.site ? `<meta property="og:site_name" content="${esc(o.site)}">` : ''}
${o.url ? `<link rel="canonical" href="${esc(o.url)}">` : ''}
${o.extra ?? ''}`;

const rtl = (lang: string) => (['ar', 'fa', 'ur', 'he'].includes(lang) ? 'rtl' : 'ltr');
const p = (paras: string[]) => paras.map((x) => (/^<(h2|h3|ul|ol|table|div|blockquote|figure)/.test(x) ? x : `<p>${x}</p>`)).join('\n');

/** An online travel agency's hotel or tour page: breadcrumbs, gallery, booking widget, amenities, reviews. */
export function hotelPage(o: { site: string; lang: string; name: string; crumbs: string[]; paras: string[]; price?: string; rating?: string; amenities?: string[]; reviews?: [string, string][]; banner?: string; charset?: string; widgetOnly?: boolean }) {
  return (url: string) => `<!DOCTYPE html>
<html lang="${o.lang}" dir="${rtl(o.lang)}"><head>${head({ lang: o.lang, title: `${o.name} – ${o.crumbs[o.crumbs.length - 1] ?? ''} | ${o.site}`, charset: o.charset, desc: o.paras[0]?.replace(/<[^>]+>/g, '').slice(0, 150), site: o.site, url })}
<meta property="og:type" content="hotel"><meta property="og:title" content="${esc(o.name)}">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Hotel', name: o.name, url, ...(o.rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: o.rating, bestRating: '10' } } : {}) })}</script>
<link rel="stylesheet" href="/static/ota.9c1f.css"><script src="/static/react.production.min.js" defer></script></head>
<body class="hotel-page">
<header class="ota-header"><a class="logo" href="/">${esc(o.site)}</a><nav><a href="/stays">Stays</a> <a href="/flights">Flights</a> <a href="/car-rental">Car rental</a> <a href="/attractions">Attractions</a> <a href="/login">Sign in</a> <a href="/register">Register</a></nav><span class="currency">USD</span></header>
<div class="searchbox"><form action="/searchresults"><input name="ss" placeholder="Where are you going?"><input type="date" name="checkin"><input type="date" name="checkout"><select name="group_adults"><option>2 adults</option></select><button>Search</button></form></div>
<ol class="breadcrumbs">${o.crumbs.map((c, i) => `<li><a href="/region/${i}">${esc(c)}</a></li>`).join('')}<li>${esc(o.name)}</li></ol>
${o.banner ? `<div class="alert-banner" role="alert">${o.banner}</div>` : ''}
<main id="hotel">
<div class="gallery">${[1, 2, 3, 4, 5].map((i) => `<img src="/images/hotel/max1024x768/${4512 + i}.jpg" alt="">`).join('')}<a href="#photos">+38 photos</a></div>
<h1 class="hotel-name">${esc(o.name)}</h1>
${o.rating ? `<div class="review-score"><span class="score">${o.rating}</span> <span>Very good</span> · <a href="#reviews">1,284 reviews</a></div>` : ''}
${o.widgetOnly ? '' : `<div class="property-description">${p(o.paras)}</div>`}
${o.amenities ? `<div class="facilities"><h2>Most popular facilities</h2><ul>${o.amenities.map((a) => `<li>${esc(a)}</li>`).join('')}</ul></div>` : ''}
<div class="booking-widget" data-widget="availability"><h2>Availability</h2>${o.price ? `<p class="price">From <strong>${esc(o.price)}</strong> per night</p>` : ''}<button class="reserve">Reserve</button><noscript>Enable JavaScript to see prices and availability.</noscript></div>
${o.reviews ? `<section id="reviews"><h2>Guest reviews</h2>${o.reviews.map(([who, t]) => `<div class="review"><span class="reviewer">${esc(who)}</span><p>${t}</p></div>`).join('')}<a href="/reviews/all">Read all reviews</a></section>` : ''}
${o.widgetOnly ? `<div class="property-description">${p(o.paras)}</div>` : ''}
</main>
<footer class="ota-footer"><a href="/about">About</a> · <a href="/careers">Careers</a> · <a href="/partners">List your property</a> · <a href="/terms">Terms &amp; conditions</a> · <a href="/privacy">Privacy &amp; cookies</a> · <span>Prices in USD incl. taxes</span></footer>
${cookieBanner('en')}
</body></html>`;
}

/** A review site's place page (restaurant, shop, venue): rating, address, hours, reviews, map stub. */
export function placePage(o: { site: string; lang: string; name: string; category: string; address: string; paras: string[]; reviews: [string, string, number][]; closed?: string; hours?: string[]; moreWall?: string; charset?: string }) {
  return (url: string) => `<!DOCTYPE html>
<html lang="${o.lang}" dir="${rtl(o.lang)}"><head>${head({ lang: o.lang, title: `${o.name} - ${o.category} - ${o.address.split(',').pop()?.trim()} | ${o.site}`, charset: o.charset, site: o.site, url, desc: o.paras[0]?.slice(0, 140) })}
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Restaurant', name: o.name, address: o.address, servesCuisine: o.category })}</script></head>
<body class="biz-details">
<header class="topbar"><a href="/" class="logo">${esc(o.site)}</a><form action="/search"><input name="find_desc" placeholder="tacos, cheap dinner, Max's"><input name="find_loc" placeholder="Near"></form><a href="/writeareview">Write a review</a> <a href="/login">Log in</a> <a href="/signup">Sign up</a></header>
<main>
${o.closed ? `<div class="closed-banner"><strong>${o.closed}</strong></div>` : ''}
<h1>${esc(o.name)}</h1>
<div class="rating"><span class="stars" aria-label="4 star rating">★★★★☆</span> <a href="#reviews">${o.reviews.length * 37} reviews</a> · <span class="category">${esc(o.category)}</span></div>
<section class="location"><h2>Location &amp; Hours</h2><address>${esc(o.address)}</address><div class="map" data-lat="0" data-lng="0"><img src="/maps/static?size=315x150" alt="Map"></div>${o.hours ? `<table class="hours">${o.hours.map((h) => `<tr><td>${esc(h)}</td></tr>`).join('')}</table>` : ''}</section>
<section class="about"><h2>About the business</h2>${p(o.paras)}</section>
<section id="reviews"><h2>Recommended reviews</h2>${o.reviews.map(([who, t, s]) => `<div class="review"><div class="user">${esc(who)}</div><div class="stars">${'★'.repeat(s)}${'☆'.repeat(5 - s)}</div><p class="comment">${t}</p><button>Helpful</button> <button>Funny</button></div>`).join('\n')}
${o.moreWall ? `<div class="read-more-wall">${o.moreWall}</div>` : '<nav class="pagination"><a href="?start=10">Next page</a></nav>'}</section>
</main>
<aside><h3>People also viewed</h3><ul><li><a href="/biz/a">Nearby café</a></li><li><a href="/biz/b">Harbour Grill</a></li><li><a href="/biz/c">Night market stalls</a></li></ul></aside>
<footer><a href="/about">About</a> · <a href="/business">For businesses</a> · <a href="/guidelines">Content guidelines</a> · <a href="/tos">Terms of service</a> · <a href="/privacy">Privacy policy</a></footer>
</body></html>`;
}

/** A classifieds or real-estate listing: price, attribute table, seller box, similar ads. */
export function listingPage(o: { site: string; lang: string; title: string; price: string; attrs: [string, string][]; paras: string[]; seller: string; badge?: string; charset?: string; crumbs?: string[] }) {
  return (url: string) => `<!DOCTYPE html>
<html lang="${o.lang}" dir="${rtl(o.lang)}"><head>${head({ lang: o.lang, title: `${o.title} - ${o.price} | ${o.site}`, charset: o.charset, site: o.site, url, desc: o.paras[0]?.slice(0, 140) })}
<meta property="og:title" content="${esc(o.title)}"><meta property="og:type" content="product"></head>
<body class="ad-view">
<header><a class="logo" href="/">${esc(o.site)}</a><a class="post-ad" href="/post">+ Post an ad</a> <a href="/account">My account</a></header>
${o.crumbs ? `<nav class="crumbs">${o.crumbs.map((c) => `<a href="/c/${encodeURIComponent(c)}">${esc(c)}</a>`).join(' › ')}</nav>` : ''}
<main class="listing">
${o.badge ? `<div class="status-badge">${o.badge}</div>` : ''}
<h1>${esc(o.title)}</h1>
<div class="price">${esc(o.price)}</div>
<div class="photos"><img src="/img/ad/1.jpg" alt=""><img src="/img/ad/2.jpg" alt=""><img src="/img/ad/3.jpg" alt=""></div>
<table class="attributes">${o.attrs.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>
<div class="description">${p(o.paras)}</div>
<div class="seller"><span class="name">${esc(o.seller)}</span> <button>Show phone number</button> <button>Message</button></div>
<p class="ad-id">ID: ${Math.abs(o.title.length * 7919) % 1000000} · <a href="/report">Report this ad</a></p>
</main>
<section class="similar"><h2>Similar ads</h2><ul><li><a href="/ad/1">2-bedroom flat near the market</a></li><li><a href="/ad/2">Studio, furnished</a></li><li><a href="/ad/3">Used scooter, 2019</a></li></ul></section>
<footer>Safety tips · Terms · Privacy · Help centre</footer>
</body></html>`;
}

/** A community calendar's event page. */
export function eventPage(o: { site: string; lang: string; title: string; when: string; where: string; paras: string[]; status?: string; organiser: string; charset?: string }) {
  return (url: string) => `<!DOCTYPE html>
<html lang="${o.lang}" dir="${rtl(o.lang)}"><head>${head({ lang: o.lang, title: `${o.title} | ${o.site}`, charset: o.charset, site: o.site, url })}
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Event', name: o.title, location: { '@type': 'Place', name: o.where }, organizer: { '@type': 'Organization', name: o.organiser } })}</script></head>
<body class="single-tribe_events">
<header class="site-header"><a href="/">${esc(o.site)}</a><nav><a href="/events/">Events</a> <a href="/events/month/">Month</a> <a href="/events/list/">List</a> <a href="/submit-event/">Submit an event</a></nav></header>
<main class="tribe-events-single">
<p class="tribe-events-back"><a href="/events/">« All Events</a></p>
${o.status ? `<div class="tribe-events-notices"><ul><li>${o.status}</li></ul></div>` : ''}
<h1 class="tribe-events-single-event-title">${esc(o.title)}</h1>
<div class="tribe-events-schedule"><span class="tribe-event-date-start">${esc(o.when)}</span></div>
<div class="tribe-events-single-event-description">${p(o.paras)}</div>
<div class="tribe-events-meta-group"><h2>Venue</h2><p>${esc(o.where)}</p><h2>Organizer</h2><p>${esc(o.organiser)}</p></div>
<div class="tribe-events-cal-links"><a href="?ical=1">+ Export to iCal</a> <a href="#gcal">+ Google Calendar</a></div>
</main>
<footer>${esc(o.site)} · Community calendar powered by volunteers · <a href="/contact">Contact</a></footer>
</body></html>`;
}

/** A transit agency or utility's service alert page. */
export function alertPage(o: { site: string; lang: string; title: string; paras: string[]; lines?: string[]; updated: string; state?: string; charset?: string }) {
  return (url: string) => `<!DOCTYPE html>
<html lang="${o.lang}" dir="${rtl(o.lang)}"><head>${head({ lang: o.lang, title: `${o.title} - ${o.site}`, charset: o.charset, site: o.site, url })}</head>
<body class="service-alert">
<div class="skip"><a href="#main">Skip to main content</a></div>
<header class="agency"><a href="/">${esc(o.site)}</a><nav><a href="/plan">Trip planner</a> <a href="/schedules">Schedules</a> <a href="/fares">Fares</a> <a href="/alerts">Service alerts</a> <a href="/accessibility">Accessibility</a></nav></header>
<main id="main">
<nav class="breadcrumb"><a href="/">Home</a> / <a href="/alerts">Service alerts</a></nav>
${o.state ? `<span class="alert-state">${esc(o.state)}</span>` : ''}
<h1>${esc(o.title)}</h1>
${o.lines ? `<ul class="affected">${o.lines.map((l) => `<li class="route-badge">${esc(l)}</li>`).join('')}</ul>` : ''}
<div class="alert-body">${p(o.paras)}</div>
<p class="updated">${esc(o.updated)}</p>
<aside class="subscribe"><a href="/alerts/subscribe">Get alerts by e-mail or SMS</a></aside>
</main>
<footer>${esc(o.site)} · <a href="/contact">Customer service</a> · <a href="/lost-found">Lost &amp; found</a> · <a href="/privacy">Privacy</a></footer>
</body></html>`;
}

/** A small self-hosted WordPress site of a charity, mosque, church, temple or community group. */
export function smallSite(o: { site: string; lang: string; title: string; paras: string[]; sidebar?: string; charset?: string; date?: string; extraMain?: string; tagline?: string }) {
  return (url: string) => `<!DOCTYPE html>
<html lang="${o.lang}" dir="${rtl(o.lang)}"><head>${head({ lang: o.lang, title: `${o.title} &#8211; ${o.site}`.replace(/&#8211;/, '–'), charset: o.charset, site: o.site, url })}
<meta name="generator" content="WordPress 5.8.2">
<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=3.7.5" media="all">
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.6.0"></script></head>
<body class="page-template-default page">
<div id="page" class="hfeed site">
<header class="site-header"><p class="site-title"><a href="/">${esc(o.site)}</a></p>${o.tagline ? `<p class="site-description">${esc(o.tagline)}</p>` : ''}
<nav class="main-navigation"><ul><li><a href="/">Home</a></li><li><a href="/about/">About</a></li><li><a href="/programmes/">Programmes</a></li><li><a href="/news/">News</a></li><li><a href="/donate/">Donate</a></li><li><a href="/contact/">Contact</a></li></ul></nav></header>
<div id="content" class="site-content"><main id="main" class="site-main">
<article class="page type-page status-publish hentry">
<h1 class="entry-title">${esc(o.title)}</h1>
${o.date ? `<div class="entry-meta"><time class="entry-date published" datetime="${o.date}">${o.date}</time></div>` : ''}
<div class="entry-content">${p(o.paras)}</div>
${o.extraMain ?? ''}
</article></main>
<aside id="secondary" class="widget-area">${o.sidebar ?? '<section class="widget widget_search"><form role="search" action="/"><input type="search" name="s"></form></section><section class="widget"><h2 class="widget-title">Recent Posts</h2><ul><li><a href="/2023/05/">Annual general meeting</a></li><li><a href="/2023/03/">Volunteers needed</a></li></ul></section>'}</aside>
</div>
<footer class="site-footer"><div class="site-info">Copyright © 2024 ${esc(o.site)} | Powered by <a href="https://wordpress.org/">WordPress</a></div></footer>
</div></body></html>`;
}

/** A phpBB 3 topic page (prosilver). */
export function phpbbTopic(o: { board: string; lang: string; forum: string; title: string; posts: [string, string, string][]; charset?: string }) {
  return (url: string) => `<!DOCTYPE html>
<html dir="${rtl(o.lang)}" lang="${o.lang}"><head>${head({ lang: o.lang, title: `${o.title} - ${o.board}`, charset: o.charset, url })}
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=42" rel="stylesheet"></head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr">
<div id="wrap" class="wrap"><div class="headerbar"><h1><a href="./index.php">${esc(o.board)}</a></h1><p>Discussion board</p></div>
<div class="navbar"><ul class="nav-main linklist"><li><a href="/faq.php">FAQ</a></li><li><a href="./ucp.php?mode=login">Login</a></li><li><a href="./ucp.php?mode=register">Register</a></li></ul>
<ul class="navlinks"><li class="breadcrumbs"><a href="./index.php">Board index</a> ‹ <a href="./viewforum.php?f=7">${esc(o.forum)}</a></li></ul></div>
<div id="page-body" class="page-body">
<h2 class="topic-title"><a href="${esc(url)}">${esc(o.title)}</a></h2>
<div class="action-bar bar-top"><a href="./posting.php?mode=reply" class="button">Post Reply</a><div class="pagination">${o.posts.length} posts • Page <strong>1</strong> of <strong>1</strong></div></div>
${o.posts.map(([who, when, body], i) => `<div id="p${9000 + i}" class="post has-profile bg${(i % 2) + 1}"><div class="inner"><dl class="postprofile"><dt><a href="./memberlist.php?mode=viewprofile&amp;u=${50 + i}" class="username">${esc(who)}</a></dt><dd class="profile-posts"><strong>Posts:</strong> ${120 + i * 13}</dd></dl><div class="postbody"><h3><a href="#p${9000 + i}">Re: ${esc(o.title)}</a></h3><p class="author">by <strong>${esc(who)}</strong> » ${esc(when)}</p><div class="content">${body}</div></div></div></div><hr class="divider">`).join('\n')}
</div>
<div class="page-footer"><p>Powered by <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited</p><p>All times are UTC+07:00</p></div></div>
</body></html>`;
}

/** A phpBB information box (the board's own message page). */
export function phpbbMessage(o: { board: string; lang: string; title: string; message: string; login?: boolean; charset?: string }) {
  return `<!DOCTYPE html>
<html dir="ltr" lang="${o.lang}"><head>${head({ lang: o.lang, title: `${o.board} - ${o.title}`, charset: o.charset })}
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=42" rel="stylesheet"></head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr">
<div id="wrap" class="wrap"><div class="headerbar"><h1><a href="./index.php">${esc(o.board)}</a></h1></div>
<div class="navbar"><ul class="nav-main linklist"><li><a href="/faq.php">FAQ</a></li><li><a href="./ucp.php?mode=login">Login</a></li><li><a href="./ucp.php?mode=register">Register</a></li></ul><ul class="navlinks"><li class="breadcrumbs"><a href="./index.php">Board index</a></li></ul></div>
<div id="page-body" class="page-body">
${o.login ? `<form action="./ucp.php?mode=login" method="post" id="login"><div class="panel"><div class="inner"><div class="content"><h2 class="login-title">${esc(o.title)}</h2><p>${o.message}</p><fieldset class="fields1"><dl><dt><label for="username">Username:</label></dt><dd><input type="text" name="username" id="username"></dd></dl><dl><dt><label for="password">Password:</label></dt><dd><input type="password" id="password" name="password"></dd></dl><dl><dd><input type="submit" name="login" value="Login" class="button1"></dd></dl></fieldset></div></div></div><div class="panel"><div class="inner"><div class="content"><h3>Register</h3><p>In order to login you must be registered. Registering takes only a few moments but gives you increased capabilities.</p><p><a href="./ucp.php?mode=register" class="button2">Register</a></p></div></div></div></form>`
    : `<div class="panel" id="message"><div class="inner"><h2 class="message-title">${esc(o.title)}</h2><p>${o.message}</p><p><a href="./index.php">Return to the board index</a></p></div></div>`}
</div>
<div class="page-footer"><p>Powered by <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited</p></div></div>
</body></html>`;
}

/** A vBulletin 4 thread page or its message page. */
export function vbPage(o: { board: string; lang: string; title: string; posts?: [string, string][]; message?: string; charset?: string }) {
  return (url: string) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="${o.lang}"><head>
<meta http-equiv="Content-Type" content="text/html; charset=${o.charset ?? 'utf-8'}" />
<meta name="generator" content="vBulletin 4.2.5" />
<title>${esc(o.message ? o.board : `${o.title} - ${o.board}`)}</title>
<link rel="canonical" href="${esc(url)}" />
<script type="text/javascript" src="clientscript/vbulletin_global.js?v=425"></script></head>
<body>
<div class="above_body"><div id="header" class="floatcontainer"><a href="forum.php"><img src="images/misc/vbulletin4_logo.png" alt="${esc(o.board)}" /></a><div id="toplinks"><ul class="nouser"><li><a href="register.php" rel="nofollow">Register</a></li><li><a href="faq.php">Help</a></li><li><form action="login.php?do=login" method="post"><input type="text" name="vb_login_username" value="User Name" /><input type="password" name="vb_login_password" /><input type="submit" value="Log in" /></form></li></ul></div></div>
<div id="navbar" class="navbar"><ul id="navtabs"><li><a href="forum.php">Forum</a></li><li><a href="search.php?do=getnew">New Posts</a></li><li><a href="faq.php">FAQ</a></li><li><a href="calendar.php">Calendar</a></li></ul></div></div>
<div class="body_wrapper">
<div id="breadcrumb" class="breadcrumb"><ul class="floatcontainer"><li class="navbithome"><a href="index.php">Home</a></li><li class="navbit"><a href="forum.php">Forum</a></li></ul></div>
${o.message ? `<div class="standard_error"><h2 class="blockhead">${esc(o.board)} Message</h2><div class="blockbody formcontrols"><div class="blockrow restore">${o.message}</div></div></div>`
    : `<div id="pagetitle"><h1>Thread: <span class="threadtitle"><a href="${esc(url)}">${esc(o.title)}</a></span></h1></div>
<div id="postlist" class="postlist restrain"><ol id="posts" class="posts">${(o.posts ?? []).map(([who, body], i) => `<li class="postbitlegacy postbitim postcontainer" id="post_${77120 + i}"><div class="posthead"><span class="postdate old"><span class="date">03-14-2012,&nbsp;<span class="time">09:${10 + i} PM</span></span></span><span class="nodecontrols"><a name="post${77120 + i}" href="#post${77120 + i}" class="postcounter">#${i + 1}</a></span></div><div class="postdetails"><div class="userinfo"><a class="username offline popupctrl" href="member.php?u=${300 + i}"><strong>${esc(who)}</strong></a><span class="usertitle">Senior Member</span></div><div class="postbody"><div class="postrow"><h2 class="title icon">${i ? '' : esc(o.title)}</h2><div class="content"><div id="post_message_${77120 + i}"><blockquote class="postcontent restore ">${body}</blockquote></div></div></div></div></div></li>`).join('\n')}</ol></div>`}
</div>
<div id="footer" class="floatcontainer footer"><ul id="footer_links" class="footer_links"><li><a href="sendmessage.php" rel="nofollow">Contact Us</a></li><li><a href="archive/index.php">Archive</a></li><li><a href="#top">Top</a></li></ul></div>
<div id="footer_copyright" class="shade footer_copyright">Powered by <a href="https://www.vbulletin.com">vBulletin®</a> Version 4.2.5<br />Copyright © 2026 vBulletin Solutions Inc. All rights reserved.</div>
</body></html>`;
}

/** A Discourse topic as served to clients without JavaScript (the crawler view in <noscript>/body). */
export function discourseTopic(o: { site: string; lang: string; title: string; category: string; posts: [string, string][] }) {
  return (url: string) => `<!DOCTYPE html>
<html lang="${o.lang}" class="desktop-view not-mobile-device text-size-normal anon"><head>
<meta charset="utf-8"><title>${esc(o.title)} - ${esc(o.category)} - ${esc(o.site)}</title>
<meta name="description" content="${esc(o.posts[0]![1].replace(/<[^>]+>/g, '').slice(0, 150))}">
<meta name="generator" content="Discourse 3.2.0 - https://github.com/discourse/discourse version 9c8d1b3">
<link rel="canonical" href="${esc(url)}"><meta property="og:site_name" content="${esc(o.site)}"><meta property="og:type" content="website"><meta property="og:title" content="${esc(o.title)}">
<script defer src="/assets/start-discourse-b1c2.js"></script><script defer src="/assets/vendor-3f2a.js"></script></head>
<body class="crawler">
<header><a href="/"><img src="/uploads/default/original/1X/logo.png" alt="${esc(o.site)}" id="site-logo"></a></header>
<div id="main-outlet" class="wrap" role="main">
<div id="topic-title"><h1><a href="${esc(url)}">${esc(o.title)}</a></h1><div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList"><span itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><a href="/c/${encodeURIComponent(o.category.toLowerCase())}/5" class="badge-wrapper bullet" itemprop="item"><span class="badge-category-bg"></span><span class="badge-category clear-badge"><span class="category-name" itemprop="name">${esc(o.category)}</span></span></a></span></div></div>
${o.posts.map(([who, body], i) => `<div itemscope itemtype="http://schema.org/DiscussionForumPosting" class="topic-body crawler-post" id="post_${i + 1}"><div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url" href="/u/${encodeURIComponent(who)}"><span itemprop="name">${esc(who)}</span></a></span><span class="crawler-post-infos"><time itemprop="datePublished" datetime="2024-02-1${i}T10:22:00Z" class="post-time">February 1${i}, 2024, 10:22am</time><span itemprop="position">${i + 1}</span></span></div><div class="post" itemprop="text">${body}</div><div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter"><meta itemprop="userInteractionCount" content="${3 + i}"><span class="post-likes">${3 + i} Likes</span></div></div>`).join('\n')}
</div>
<footer class="container wrap"><nav class="crawler-nav"><ul><li><a href="/">Home</a></li><li><a href="/categories">Categories</a></li><li><a href="/guidelines">FAQ/Guidelines</a></li><li><a href="/tos">Terms of Service</a></li><li><a href="/privacy">Privacy Policy</a></li></ul></nav></footer>
<div class="buorg"><div>Unfortunately, <a href="https://www.discourse.org/faq/#browser">your browser is unsupported</a>. Please <a href="https://browsehappy.com">switch to a supported browser</a> to view rich content, log in and reply.</div></div>
<p class="powered-by-link">Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p>
</body></html>`;
}

/** A Blogger post (free host): header widget, post body, labels, comments form, blog archive. */
export function bloggerPost(o: { blog: string; lang: string; title: string; author: string; date: string; paras: string[]; charset?: string; labels?: string[] }) {
  return (url: string) => `<!DOCTYPE html>
<html class="v2" dir="${rtl(o.lang)}" lang="${o.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:b="http://www.google.com/2005/gml/b" xmlns:data="http://www.google.com/2005/gml/data" xmlns:expr="http://www.google.com/2005/gml/expr">
<head><meta content="width=1100" name="viewport"><meta content="text/html; charset=${o.charset ?? 'UTF-8'}" http-equiv="Content-Type">
<meta content="blogger" name="generator"><link href="${esc(url)}" rel="canonical">
<title>${esc(o.blog)}: ${esc(o.title)}</title>
<meta content="${esc(o.title)}" property="og:title"><meta content="${esc(url)}" property="og:url">
<link type="text/css" rel="stylesheet" href="https://www.blogger.com/static/v1/widgets/2975350028-css_bundle_v2.css"></head>
<body class="variant-simplysimple">
<div class="navbar section" id="navbar"><div class="widget Navbar" id="Navbar1"><iframe src="https://www.blogger.com/navbar.g?targetBlogID=7312&amp;blogName=x" height="30" title="Blogger Navigation and Search"></iframe></div></div>
<div class="header-outer"><div class="Header widget"><h1 class="title"><a href="/">${esc(o.blog)}</a></h1><p class="description"><span></span></p></div></div>
<div class="main-outer"><div class="main-inner"><div class="date-outer"><h2 class="date-header"><span>${esc(o.date)}</span></h2>
<div class="post-outer"><div class="post hentry uncustomized-post-template" itemprop="blogPost" itemscope itemtype="http://schema.org/BlogPosting">
<h3 class="post-title entry-title" itemprop="name">${esc(o.title)}</h3>
<div class="post-body entry-content" id="post-body-8812" itemprop="description articleBody">${o.paras.map((x) => `${x}<br /><br />`).join('\n')}</div>
<div class="post-footer"><span class="post-author vcard">Posted by <span class="fn" itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">${esc(o.author)}</span></span></span> <span class="post-labels">Labels: ${(o.labels ?? []).map((l) => `<a href="/search/label/${encodeURIComponent(l)}" rel="tag">${esc(l)}</a>`).join(', ')}</span></div>
</div></div>
<div class="comments" id="comments"><h4>No comments:</h4><div id="comment-holder"></div><p class="comment-footer"><a href="https://www.blogger.com/comment/fullpage/post/7312/8812">Post a Comment</a></p></div>
</div></div></div>
<div class="sidebar section"><div class="widget BlogArchive"><h2>Blog Archive</h2><ul><li><a href="/2019/">2019</a> (4)</li><li><a href="/2018/">2018</a> (11)</li><li><a href="/2017/">2017</a> (23)</li></ul></div><div class="widget Profile"><h2>About Me</h2><a href="https://www.blogger.com/profile/0712">${esc(o.author)}</a><a href="https://www.blogger.com/profile/0712">View my complete profile</a></div></div>
<div class="footer-outer">Simple theme. Powered by <a href="https://www.blogger.com" target="_blank">Blogger</a>.</div>
</body></html>`;
}

/** Encodes for windows-1258 as real Vietnamese pages did: base letters the code page holds, tone marks as combining characters. */
export function enc1258(html: string): Buffer {
  let out = '';
  const fits = (s: string) => iconv.decode(iconv.encode(s, 'windows-1258'), 'windows-1258') === s;
  for (const ch of html) {
    if (ch.codePointAt(0)! < 0x80 || fits(ch)) {
      out += ch;
      continue;
    }
    const d = [...ch.normalize('NFD')];
    // Compose the base with its non-tone marks when the code page holds it (ê, ô, ơ, ư, ă, â), then the tone mark.
    const tones = d.slice(1).filter((m) => /[\u0300\u0301\u0303\u0309\u0323]/.test(m));
    const base2 = [d[0]!, ...d.slice(1).filter((m) => !tones.includes(m))].join('').normalize('NFC');
    if ([...base2].length === 1 && fits(base2) && tones.every(fits)) out += base2 + tones.join('');
    else if (d.every(fits)) out += d.join('');
    else out += `&#${ch.codePointAt(0)};`;
  }
  return iconv.encode(out, 'windows-1258');
}

export { esc, footerHtml, navHtml };

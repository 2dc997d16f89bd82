/**
 * Page templates of the blind31 set (community and personal publishing): forum engines (phpBB,
 * vBulletin, XenForo, Discourse, Invision), Q&A sites, mailing-list and newsgroup archives, personal
 * blogs (Blogger, WordPress.com, Tumblr, LiveJournal, static sites, old home pages), community wikis
 * and newsletter archives. Each template takes either posts (the source) or a notice (what the
 * engine shows instead: errors, walls, removals), inside the engine's own chrome. Knows nothing of
 * statuses; the labels live in blind31*.ts.
 */
import { esc, cookieBanner } from './blindkit';

export type Post = { user: string; date: string; html: string; rank?: string; banned?: boolean };
export type Engine = 'phpbb' | 'vb' | 'xf' | 'discourse' | 'ips';

const L = (lang: string, m: Record<string, string>) => m[lang] ?? m.en!;

const W: Record<string, Record<string, string>> = {
  login: { en: 'Login', de: 'Anmelden', fr: 'Connexion', es: 'Iniciar sesión', it: 'Accedi', pt: 'Entrar', nl: 'Inloggen', pl: 'Zaloguj', ru: 'Вход', uk: 'Вхід', ja: 'ログイン', zh: '登录', ko: '로그인', tr: 'Giriş', el: 'Σύνδεση', cs: 'Přihlásit', sv: 'Logga in', hu: 'Belépés', he: 'התחברות', ar: 'تسجيل الدخول', vi: 'Đăng nhập', th: 'เข้าสู่ระบบ' },
  register: { en: 'Register', de: 'Registrieren', fr: 'S’enregistrer', es: 'Registrarse', it: 'Registrati', pt: 'Registrar', nl: 'Registreren', pl: 'Zarejestruj', ru: 'Регистрация', uk: 'Реєстрація', ja: '新規登録', zh: '注册', ko: '회원가입', tr: 'Kayıt ol', el: 'Εγγραφή', cs: 'Registrovat', sv: 'Registrera', hu: 'Regisztráció', he: 'הרשמה', ar: 'التسجيل', vi: 'Đăng ký', th: 'สมัครสมาชิก' },
  index: { en: 'Board index', de: 'Foren-Übersicht', fr: 'Index du forum', es: 'Índice general', it: 'Indice', pt: 'Índice do fórum', nl: 'Forumoverzicht', pl: 'Strona główna forum', ru: 'Список форумов', uk: 'Список форумів', ja: 'ボード一覧', zh: '论坛首页', ko: '포럼 목록', tr: 'Forum ana sayfası', el: 'Ευρετήριο', cs: 'Přehled fór', sv: 'Forumindex', hu: 'Fórum főoldal', he: 'אינדקס הפורומים', ar: 'الفهرس', vi: 'Trang chủ diễn đàn', th: 'หน้าแรกบอร์ด' },
  reply: { en: 'Reply', de: 'Antworten', fr: 'Répondre', es: 'Responder', it: 'Rispondi', pt: 'Responder', nl: 'Reageer', pl: 'Odpowiedz', ru: 'Ответить', uk: 'Відповісти', ja: '返信', zh: '回复', ko: '답글', tr: 'Yanıtla', el: 'Απάντηση', cs: 'Odpovědět', sv: 'Svara', hu: 'Válasz', he: 'הגב', ar: 'رد', vi: 'Trả lời', th: 'ตอบกลับ' },
  posts: { en: 'Posts', de: 'Beiträge', fr: 'Messages', es: 'Mensajes', it: 'Messaggi', pt: 'Mensagens', nl: 'Berichten', pl: 'Posty', ru: 'Сообщения', uk: 'Повідомлення', ja: '投稿', zh: '帖子', ko: '게시물', tr: 'Mesajlar', el: 'Δημοσιεύσεις', cs: 'Příspěvky', sv: 'Inlägg', hu: 'Hozzászólások', he: 'הודעות', ar: 'المشاركات', vi: 'Bài viết', th: 'โพสต์' },
  who: { en: 'Who is online', de: 'Wer ist online?', fr: 'Qui est en ligne ?', es: '¿Quién está conectado?', it: 'Chi c’è in linea', pt: 'Quem está ligado', nl: 'Wie is er online', pl: 'Kto jest online', ru: 'Кто сейчас на конференции', uk: 'Хто зараз онлайн', ja: 'オンライン中のユーザー', zh: '当前在线', ko: '현재 접속자', tr: 'Kimler çevrimiçi', el: 'Ποιοι είναι συνδεδεμένοι', cs: 'Kdo je online', sv: 'Vilka är online', hu: 'Ki van itt', he: 'מי מחובר', ar: 'المتواجدون الآن', vi: 'Ai đang trực tuyến', th: 'ใครออนไลน์บ้าง' },
};

const forumList = (lang: string, forums: string[]) => `<div class="forabg"><ul class="topiclist forums">${forums.map((f, i) => `<li class="row"><dl class="row-item forum_read"><dt><a href="./viewforum.php?f=${i + 2}" class="forumtitle">${esc(f)}</a></dt><dd class="topics">${120 + i * 37}</dd><dd class="posts">${2400 + i * 311} ${esc(L(lang, W.posts!))}</dd></dl></li>`).join('')}</ul></div>`;

export type ForumOpts = {
  engine: Engine;
  lang: string;
  site: string;
  forum: string;
  title: string;
  posts?: Post[];
  /** Replaces the posts with an engine message (error, wall, removal). */
  notice?: string;
  /** A banner above the posts (locked, archived, moved, warnings). */
  banner?: string;
  charset?: string;
  forums?: string[];
  extraHead?: string;
  docTitle?: string;
  cookie?: boolean;
  jsonld?: boolean;
};

function phpbb(o: ForumOpts, url: string): string {
  const posts = (o.posts ?? [])
    .map((p, i) => `<div id="p${8812 + i}" class="post has-profile bg${(i % 2) + 1}"><div class="inner"><dl class="postprofile" id="profile${8812 + i}"><dt class="has-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&amp;u=${40 + i}" class="username">${esc(p.user)}</a></dt><dd class="profile-rank">${esc(p.rank ?? (p.banned ? 'Banned' : 'Member'))}</dd><dd class="profile-posts"><strong>${esc(L(o.lang, W.posts!))}:</strong> ${300 + i * 71}</dd></dl><div class="postbody"><div id="post_content${8812 + i}"><h3${i === 0 ? ' class="first"' : ''}><a href="#p${8812 + i}">${i === 0 ? '' : 'Re: '}${esc(o.title)}</a></h3><p class="author"><span class="responsive-hide"><strong>${esc(p.user)}</strong> » </span>${esc(p.date)}</p><div class="content">${p.html}</div></div></div><div class="back2top"><a href="#top" class="top">↑</a></div></div></div><hr class="divider">`)
    .join('\n');
  return `<!DOCTYPE html>
<html dir="${['he', 'ar'].includes(o.lang) ? 'rtl' : 'ltr'}" lang="${o.lang}">
<head>
<meta charset="${o.charset ?? 'utf-8'}">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.docTitle ?? `${o.title} - ${o.site}`)}</title>
<link rel="alternate" type="application/atom+xml" title="Feed - ${esc(o.site)}" href="/app.php/feed">
${o.posts ? `<link rel="canonical" href="${esc(url)}">` : ''}
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=58" rel="stylesheet">
${o.extraHead ?? ''}
</head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr">
<div id="wrap" class="wrap"><a id="top" class="top-anchor" accesskey="t"></a>
<div id="page-header"><div class="headerbar" role="banner"><div class="inner"><div id="site-description" class="site-description"><a id="logo" class="logo" href="./index.php"><span class="site_logo"></span></a><h1>${esc(o.site)}</h1><p class="skiplink"><a href="#start_here">Skip to content</a></p></div>
<div id="search-box" class="search-box search-header" role="search"><form action="./search.php" method="get" id="search"><fieldset><input name="keywords" id="keywords" type="search" maxlength="128" class="inputbox search tiny" size="20" value=""><button class="button button-search" type="submit">🔍</button></fieldset></form></div></div></div>
<div class="navbar" role="navigation"><ul id="nav-main" class="nav-main linklist" role="menubar"><li><a href="/app.php/help/faq" rel="help">FAQ</a></li><li class="rightside"><a href="./ucp.php?mode=login" accesskey="x">${esc(L(o.lang, W.login!))}</a></li><li class="rightside"><a href="./ucp.php?mode=register">${esc(L(o.lang, W.register!))}</a></li></ul>
<ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks" role="menubar"><li class="breadcrumbs"><span class="crumb"><a href="./index.php" accesskey="h">${esc(L(o.lang, W.index!))}</a></span><span class="crumb"><a href="./viewforum.php?f=12">${esc(o.forum)}</a></span></li></ul></div></div>
<a id="start_here" class="anchor"></a>
<div id="page-body" class="page-body" role="main">
${o.posts ? `<h2 class="topic-title"><a href="${esc(url)}">${esc(o.title)}</a></h2>` : ''}
${o.banner ?? ''}
${o.posts ? `<div class="action-bar bar-top"><a href="./posting.php?mode=reply&amp;t=4471" class="button" title="${esc(L(o.lang, W.reply!))}"><span>${esc(L(o.lang, W.reply!))}</span></a><div class="pagination">${o.posts.length} ${esc(L(o.lang, W.posts!))} • 1</div></div>` : ''}
${o.posts ? posts : `<div class="panel" id="message"><div class="inner"><h2 class="message-title">${esc(o.site)}</h2>${o.notice ?? ''}</div></div>`}
${o.forums ? forumList(o.lang, o.forums) : ''}
<div class="stat-block online-list"><h3>${esc(L(o.lang, W.who!))}</h3><p>${o.lang === 'en' ? 'Users browsing this forum: No registered users and 3 guests' : '3 · 0 · Bing [Bot]'}</p></div>
</div>
<div id="page-footer" class="page-footer" role="contentinfo"><div class="navbar" role="navigation"><ul id="nav-footer" class="nav-footer linklist"><li class="breadcrumbs"><a href="./index.php">${esc(L(o.lang, W.index!))}</a></li><li class="rightside">UTC+01:00</li></ul></div>
<div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited</div></div>
</div>
${o.cookie ? cookieBanner(o.lang) : ''}
<script src="./assets/javascript/jquery-3.6.0.min.js?assets_version=58"></script>
<script src="./styles/prosilver/template/forum_fn.js?assets_version=58"></script>
</body>
</html>`;
}

function vb(o: ForumOpts, url: string): string {
  const posts = (o.posts ?? [])
    .map((p, i) => `<li class="postbitlegacy postbitim postcontainer old" id="post_${55120 + i}"><div class="posthead"><span class="postdate old"><span class="date">${esc(p.date)}</span></span><span class="nodecontrols"><a name="post${55120 + i}" href="${esc(url)}#post${55120 + i}" class="postcounter">#${i + 1}</a></span></div>
<div class="postdetails"><div class="userinfo"><div class="username_container"><a class="username offline popupctrl" href="member.php?u=${900 + i}"><strong>${esc(p.user)}</strong></a></div><span class="usertitle">${esc(p.rank ?? (p.banned ? 'Banned' : 'Senior Member'))}</span><dl class="userinfo_extra"><dt>Join Date</dt><dd>Mar 2007</dd><dt>${esc(L(o.lang, W.posts!))}</dt><dd>${1200 + i * 13}</dd></dl></div>
<div class="postbody"><div class="postrow"><h2 class="title icon">${i === 0 ? esc(o.title) : ''}</h2><div class="content"><div id="post_message_${55120 + i}"><blockquote class="postcontent restore ">${p.html}</blockquote></div></div></div></div></div>
<div class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols"><a href="newreply.php?do=newreply&amp;p=${55120 + i}" rel="nofollow">${esc(L(o.lang, W.reply!))}</a></span></div></div><hr></li>`)
    .join('\n');
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="${o.lang}" id="vbulletin_html">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${o.charset ?? 'utf-8'}" />
<meta id="e_vb_meta_bburl" name="vb_meta_bburl" content="/forum" />
<meta name="generator" content="vBulletin 4.2.5" />
<meta name="keywords" content="${esc(o.forum)}" />
<title>${esc(o.docTitle ?? `${o.title}${o.posts ? ` - ${o.site}` : ''}`)}</title>
${o.posts ? `<link rel="canonical" href="${esc(url)}" />` : ''}
<link rel="stylesheet" type="text/css" href="clientscript/vbulletin_css/style00012l/main-rollup.css?d=1530012219" />
<script type="text/javascript" src="clientscript/yui/yuiloader-dom-event/yuiloader-dom-event.js?v=425"></script>
${o.extraHead ?? ''}
</head>
<body>
<div class="above_body"><div id="header" class="floatcontainer doc_header"><div><a name="top" href="forum.php" class="logo-image"><img src="images/misc/logo.png" alt="${esc(o.site)}" /></a></div>
<div id="toplinks" class="toplinks"><ul class="nouser"><li><a href="register.php" rel="nofollow">${esc(L(o.lang, W.register!))}</a></li><li><a rel="help" href="faq.php">Help</a></li><li><form id="navbar_loginform" action="login.php?do=login" method="post"><input type="text" class="textbox default-value" name="vb_login_username" size="10" value="User Name" /><input type="password" class="textbox" name="vb_login_password" size="10" /><input type="submit" class="loginbutton" value="${esc(L(o.lang, W.login!))}" /></form></li></ul></div></div>
<div id="navbar" class="navbar"><ul id="navtabs" class="navtabs floatcontainer"><li class="selected"><a class="navtab" href="forum.php">Forum</a></li><li><a class="navtab" href="search.php?do=getnew">New Posts</a></li><li><a class="navtab" href="calendar.php">Calendar</a></li></ul></div></div>
<div class="body_wrapper"><div id="breadcrumb" class="breadcrumb"><ul class="floatcontainer"><li class="navbithome"><a href="index.php" accesskey="1"><img src="images/misc/navbit-home.png" alt="Home" /></a></li><li class="navbit"><a href="forum.php">${esc(o.site)}</a></li><li class="navbit"><a href="forumdisplay.php?f=31">${esc(o.forum)}</a></li>${o.posts ? `<li class="navbit lastnavbit"><span>${esc(o.title)}</span></li>` : ''}</ul><hr /></div>
${o.banner ?? ''}
${o.posts ? `<div id="pagetitle"><h1>Thread: <span class="threadtitle"><a href="${esc(url)}" title="Reload this Page">${esc(o.title)}</a></span></h1></div>
<div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1">${posts}</ol></div>` : `<div class="standard_error"><form class="block vbform" method="post" action="login.php?do=login"><h2 class="blockhead">vBulletin Message</h2><div class="blockbody formcontrols"><div class="blockrow restore">${o.notice ?? ''}</div></div></form></div>`}
</div>
<div id="footer" class="floatcontainer footer"><ul id="footer_links" class="footer_links"><li><a href="sendmessage.php" rel="nofollow" accesskey="9">Contact Us</a></li><li><a href="/">${esc(o.site)}</a></li><li><a href="archive/index.php">Archive</a></li><li><a href="#top" onclick="document.location.hash='top'; return false;">Top</a></li></ul></div>
<div id="footer_copyright" class="shade footer_copyright">Powered by <a href="https://www.vbulletin.com" id="vbulletinlink">vBulletin®</a> Version 4.2.5 <br />Copyright © 2025 vBulletin Solutions Inc. All rights reserved.</div>
${o.cookie ? cookieBanner(o.lang) : ''}
</body>
</html>`;
}

function xf(o: ForumOpts, url: string): string {
  const posts = (o.posts ?? [])
    .map((p, i) => `<article class="message message--post js-post js-inlineModContainer" data-author="${esc(p.user)}" data-content="post-${1733400 + i}" id="js-post-${1733400 + i}">
<span class="u-anchorTarget" id="post-${1733400 + i}"></span><div class="message-inner"><div class="message-cell message-cell--user"><section class="message-user"><div class="message-userDetails"><h4 class="message-name"><a href="/members/${encodeURIComponent(p.user.toLowerCase())}.${2000 + i}/" class="username" dir="auto" data-user-id="${2000 + i}">${esc(p.user)}</a></h4><h5 class="userTitle message-userTitle" dir="auto">${esc(p.rank ?? (p.banned ? 'Banned' : 'Well-known member'))}</h5></div></section></div>
<div class="message-cell message-cell--main"><div class="message-main js-quickEditTarget"><header class="message-attribution message-attribution--split"><ul class="message-attribution-main listInline"><li class="u-concealed"><a href="${esc(url)}post-${1733400 + i}" rel="nofollow"><time class="u-dt" dir="auto" datetime="${esc(p.date)}">${esc(p.date.slice(0, 10))}</time></a></li></ul><ul class="message-attribution-opposite listInline"><li><a href="#post-${1733400 + i}">#${i + 1}</a></li></ul></header>
<div class="message-content js-messageContent"><div class="message-userContent lbContainer js-lbContainer"><article class="message-body js-selectToQuote"><div class="bbWrapper">${p.html}</div><div class="js-selectToQuoteEnd">&nbsp;</div></article></div></div>
<footer class="message-footer"><div class="message-actionBar actionBar"><div class="actionBar-set actionBar-set--external"><a href="#" class="actionBar-action actionBar-action--reply">${esc(L(o.lang, W.reply!))}</a></div></div></footer></div></div></div></article>`)
    .join('\n');
  const ld = o.posts && o.jsonld !== false
    ? `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'DiscussionForumPosting', '@id': url, headline: o.title, articleBody: o.posts[0]!.html.replace(/<[^>]+>/g, '').slice(0, 300), articleSection: o.forum, author: { '@type': 'Person', name: o.posts[0]!.user }, datePublished: o.posts[0]!.date, interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: o.posts.length - 1 }, publisher: { '@type': 'Organization', name: o.site } })}</script>`
    : '';
  return `<!DOCTYPE html>
<html id="XF" lang="${o.lang}" dir="LTR" data-xf="2.2" data-app="public" data-template="${o.posts ? 'thread_view' : 'error'}" data-container-key="node-14" data-logged-in="false" class="has-no-js template-${o.posts ? 'thread_view' : 'error'}">
<head>
<meta charset="${o.charset ?? 'utf-8'}" />
<meta http-equiv="X-UA-Compatible" content="IE=Edge" />
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${esc(o.docTitle ?? `${o.title} | ${o.site}`)}</title>
<link rel="manifest" href="/webmanifest.php">
${o.posts ? `<link rel="canonical" href="${esc(url)}" />
<meta property="og:site_name" content="${esc(o.site)}" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${esc(o.title)}" />
<meta property="og:url" content="${esc(url)}" />
<meta name="description" content="${esc((o.posts[0]?.html ?? '').replace(/<[^>]+>/g, '').slice(0, 150))}" />` : ''}
<link rel="stylesheet" href="/css.php?css=public%3Anormalize.css%2Cpublic%3Afa.css%2Cpublic%3Acore.less%2Cpublic%3Aapp.less&amp;s=1&amp;l=1&amp;d=1712345678&amp;k=abc" />
${ld}
${o.extraHead ?? ''}
</head>
<body data-template="${o.posts ? 'thread_view' : 'error'}">
<div class="p-pageWrapper" id="top">
<header class="p-header" id="header"><div class="p-header-inner"><div class="p-header-content"><div class="p-header-logo p-header-logo--image"><a href="/"><img src="/styles/default/xenforo/xenforo-logo.png" alt="${esc(o.site)}" width="100" height="36" /></a></div></div></div></header>
<div class="p-navSticky p-navSticky--primary" data-xf-init="sticky-header"><nav class="p-nav"><div class="p-nav-inner"><div class="p-nav-scroller hScroller"><ul class="p-nav-list js-offCanvasNavSource"><li><div class="p-navEl is-selected"><a href="/" class="p-navEl-link">Forums</a></div></li><li><div class="p-navEl"><a href="/whats-new/" class="p-navEl-link">What's new</a></div></li><li><div class="p-navEl"><a href="/members/" class="p-navEl-link">Members</a></div></li></ul></div><div class="p-nav-opposite"><div class="p-navgroup p-account p-navgroup--guest"><a href="/login/" class="p-navgroup-link p-navgroup-link--textual p-navgroup-link--logIn" data-xf-click="overlay"><span class="p-navgroup-linkText">${esc(L(o.lang, W.login!))}</span></a><a href="/register/" class="p-navgroup-link p-navgroup-link--textual p-navgroup-link--register" data-xf-click="overlay"><span class="p-navgroup-linkText">${esc(L(o.lang, W.register!))}</span></a></div></div></div></nav></div>
<div class="p-body"><div class="p-body-inner">
<ul class="p-breadcrumbs " itemscope itemtype="https://schema.org/BreadcrumbList"><li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a href="/" itemprop="item"><span itemprop="name">Forums</span></a><meta itemprop="position" content="1" /></li><li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a href="/forums/14/" itemprop="item"><span itemprop="name">${esc(o.forum)}</span></a><meta itemprop="position" content="2" /></li></ul>
${o.banner ?? ''}
${o.posts ? `<div class="p-body-header"><div class="p-title "><h1 class="p-title-value">${esc(o.title)}</h1></div><div class="p-description"><ul class="listInline listInline--bullet"><li><a href="/members/x/" class="username u-concealed">${esc(o.posts[0]!.user)}</a></li><li><time class="u-dt" datetime="${esc(o.posts[0]!.date)}">${esc(o.posts[0]!.date.slice(0, 10))}</time></li></ul></div></div>
<div class="p-body-main"><div class="p-body-content"><div class="p-body-pageContent"><div class="block block--messages" data-xf-init="" data-type="post" data-href="/inline-mod/"><div class="block-container lbContainer"><div class="block-body js-replyNewMessageContainer">${posts}</div></div></div></div></div></div>` : `<div class="p-body-header"><div class="p-title "><h1 class="p-title-value">Oops! We ran into some problems.</h1></div></div><div class="p-body-main"><div class="p-body-content"><div class="p-body-pageContent"><div class="blockMessage">${o.notice ?? ''}</div></div></div></div>`}
</div></div>
<footer class="p-footer" id="footer"><div class="p-footer-inner"><div class="p-footer-row"><div class="p-footer-row-opposite"><ul class="p-footer-linkList"><li><a href="/misc/contact" data-xf-click="overlay">Contact us</a></li><li><a href="/help/terms/">Terms and rules</a></li><li><a href="/help/privacy-policy/">Privacy policy</a></li><li><a href="/help/">Help</a></li></ul></div></div><div class="p-footer-copyright"><a href="https://xenforo.com" class="u-concealed" dir="ltr" target="_blank" rel="sponsored noopener">Community platform by XenForo<sup>®</sup> <span class="copyright">© 2010-2024 XenForo Ltd.</span></a></div></div></footer>
</div>
${o.cookie ? cookieBanner(o.lang) : ''}
<script src="/js/xf/preamble.min.js?_v=6f5b2a1c"></script>
</body>
</html>`;
}

function discourse(o: ForumOpts, url: string): string {
  const posts = (o.posts ?? [])
    .map((p, i) => `<div id="post_${i + 1}" ${i === 0 ? '' : 'itemprop="comment" itemscope itemtype="http://schema.org/Comment"'} class="topic-body crawler-post">
<div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url" href="/u/${encodeURIComponent(p.user)}"><span itemprop="name">${esc(p.user)}</span></a>${p.rank ? `\n(${esc(p.rank)})` : ''}</span>
<link itemprop="mainEntityOfPage" href="${esc(url)}"><span class="crawler-post-infos"><time itemprop="datePublished" datetime="${esc(p.date)}" class="post-time">${esc(p.date.slice(0, 10))}</time><meta itemprop="dateModified" content="${esc(p.date)}"><span itemprop="position">${i + 1}</span></span></div>
<div class="post" itemprop="${i === 0 ? 'articleBody' : 'text'}">${p.html}</div>
<div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter"><meta itemprop="interactionType" content="http://schema.org/LikeAction"/><meta itemprop="userInteractionCount" content="${7 - i}" /><span class="post-likes">${7 - i} Likes</span></div></div>`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="${o.charset ?? 'utf-8'}">
<title>${esc(o.docTitle ?? `${o.title} - ${o.forum} - ${o.site}`)}</title>
<meta name="description" content="${esc((o.posts?.[0]?.html ?? '').replace(/<[^>]+>/g, '').slice(0, 150))}">
<meta name="generator" content="Discourse 3.3.0.beta1 - https://github.com/discourse/discourse version 7a1c">
<link rel="icon" type="image/png" href="/uploads/default/optimized/1X/favicon_32x32.png">
<meta name="theme-color" media="all" content="#ffffff">
<meta name="viewport" content="width=device-width, initial-scale=1.0, minimum-scale=1.0, user-scalable=yes, viewport-fit=cover">
${o.posts ? `<link rel="canonical" href="${esc(url)}" />
<meta property="og:site_name" content="${esc(o.site)}" />
<meta property="og:type" content="website" />
<meta property="og:url" content="${esc(url)}" />
<meta property="og:title" content="${esc(o.title)}" />
<meta property="article:published_time" content="${esc(o.posts[0]!.date)}" />
<meta property="article:section" content="${esc(o.forum)}" />` : ''}
<link href="/stylesheets/color_definitions_light_2_3_abc.css?__ws=forum" media="all" rel="stylesheet" class="light-scheme"/>
<link href="/stylesheets/desktop_abc.css?__ws=forum" media="all" rel="stylesheet" data-target="desktop"/>
${o.extraHead ?? ''}
</head>
<body class="crawler ">
<header><a href="/"><img src="/uploads/default/original/1X/logo.png" alt="${esc(o.site)}" id="site-logo" style="max-width: 150px;"></a></header>
<div id="main-outlet" class="wrap" role="main">
${o.banner ?? ''}
${o.posts ? `<div id="topic-title"><h1><a href="${esc(url)}">${esc(o.title)}</a></h1><div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList"><span itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><a href="/c/${encodeURIComponent(o.forum.toLowerCase())}/5" class="badge-wrapper bullet" itemprop="item"><span class="badge-category-bg" style="background-color: #0088CC"></span><span class="badge-category clear-badge"><span class="category-name" itemprop="name">${esc(o.forum)}</span></span></a><meta itemprop="position" content="1" /></span></div></div>
<div itemscope itemtype="http://schema.org/DiscussionForumPosting"><meta itemprop="headline" content="${esc(o.title)}"><link itemprop="url" href="${esc(url)}"><meta itemprop="datePublished" content="${esc(o.posts[0]!.date)}"><meta itemprop="articleSection" content="${esc(o.forum)}"><meta itemprop="keywords" content="">
${posts}
</div>
<div id="related-topics" class="more-topics__list " role="complementary" aria-labelledby="related-topics-title"><h3 id="related-topics-title" class="more-topics__list-title">Related topics</h3><div class="topic-list-container" itemscope itemtype="http://schema.org/ItemList"><table class="topic-list"><tbody><tr class="topic-list-item"><td class="main-link"><span class="link-top-line"><a href="/t/welcome/1" class="title raw-link raw-topic-link">Welcome — start here</a></span></td><td class="replies"><span class="posts">14</span></td></tr></tbody></table></div></div>` : `<div class="page-not-found">${o.notice ?? ''}</div>`}
</div>
<footer class="container wrap"><nav class="crawler-nav"><ul><li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/" itemprop="url">Home </a></span></li><li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/categories" itemprop="url">Categories </a></span></li><li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/guidelines" itemprop="url">Guidelines </a></span></li><li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/tos" itemprop="url">Terms of Service </a></span></li><li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/privacy" itemprop="url">Privacy Policy </a></span></li></ul></nav><p class="powered-by-link">Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer>
${o.cookie ? cookieBanner(o.lang) : ''}
</body>
</html>`;
}

function ips(o: ForumOpts, url: string): string {
  const posts = (o.posts ?? [])
    .map((p, i) => `<article id="elComment_${70211 + i}" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone">
<aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone"><h3 class="ipsType_sectionHead cAuthorPane_author ipsType_blendLinks ipsType_break"><strong><a href="/profile/${300 + i}-${encodeURIComponent(p.user.toLowerCase())}/" rel="nofollow" data-ipsHover class="ipsType_break">${esc(p.user)}</a></strong></h3><ul class="cAuthorPane_info ipsList_reset"><li data-role="group">${esc(p.rank ?? (p.banned ? 'Banned' : 'Members'))}</li><li data-role="stats" class="ipsMargin_top ipsType_light">${88 + i * 9} ${esc(L(o.lang, W.posts!))}</li></ul></aside>
<div class="ipsColumn ipsColumn_fluid ipsMargin:none"><div id="comment-${70211 + i}_wrap" data-controller="core.front.core.comment" data-commentApp="forums" data-commentType="forums" data-commentID="${70211 + i}" class="ipsComment_content ipsType_medium"><div class="ipsComment_meta ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:between ipsFlex-fd:row-reverse"><div class="ipsType_reset ipsType_blendLinks"><a href="?do=findComment&amp;comment=${70211 + i}" rel="nofollow" class="ipsType_blendLinks"><time datetime="${esc(p.date)}" title="${esc(p.date)}" data-short="1 yr">${esc(p.date.slice(0, 10))}</time></a></div></div>
<div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained" data-controller="core.front.core.lightboxedImages">${p.html}</div></div></div></div></article>`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${o.lang}" dir="ltr">
<head>
<meta charset="${o.charset ?? 'utf-8'}">
<title>${esc(o.docTitle ?? `${o.title} - ${o.forum} - ${o.site}`)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${o.posts ? `<meta property="og:title" content="${esc(o.title)}">
<meta property="og:type" content="website">
<meta property="og:url" content="${esc(url)}">
<meta property="og:site_name" content="${esc(o.site)}">
<meta property="og:locale" content="${o.lang}">
<link rel="canonical" href="${esc(url)}">` : ''}
<link rel="stylesheet" href="/uploads/css_built_1/341e4a57816af3ba440d891ca87450ff_framework.css?v=f9e2d8" media="all">
${o.extraHead ?? ''}
</head>
<body class="ipsApp ipsApp_front ipsJS_none ipsClearfix" data-controller="core.front.core.app" data-pageApp="forums" data-pageLocation="front" data-pageModule="forums" data-pageController="topic">
<a href="#ipsLayout_mainArea" class="ipsHide" title="Go to main content on this page" accesskey="m">Jump to content</a>
<div id="ipsLayout_header" class="ipsClearfix"><header><div class="ipsLayout_container ipsFlex ipsFlex-ai:center ipsFlex-jc:between"><a href="/" id="elLogo" accesskey="1"><img src="/uploads/monthly_2021_01/logo.png.7c1e.png" alt="${esc(o.site)}"></a><ul id="elUserNav" class="ipsList_inline cSignedOut ipsResponsive_showDesktop"><li id="elSignInLink"><a href="/login/" data-ipsMenu-closeOnClick="false" data-ipsMenu id="elUserSignIn">${esc(L(o.lang, W.login!))} &nbsp;<i class="fa fa-caret-down"></i></a></li><li><a href="/register/" data-ipsDialog data-ipsDialog-size="narrow" class="ipsButton ipsButton_primary">${esc(L(o.lang, W.register!))}</a></li></ul></div></header>
<nav data-controller="core.front.core.navBar" class="ipsResponsive_showDesktop"><div class="ipsNavBar_primary ipsLayout_container"><ul data-role="primaryNavBar" class="ipsClearfix"><li id="elNavSecondary_1" data-role="navBarItem" data-navApp="core" data-navExt="CustomItem"><a href="/">Browse</a></li><li><a href="/discover/">Activity</a></li><li><a href="/leaderboard/">Leaderboard</a></li></ul></div></nav></div>
<main id="ipsLayout_body" class="ipsLayout_container"><div id="ipsLayout_contentArea"><div id="ipsLayout_contentWrapper"><nav class="ipsBreadcrumb ipsBreadcrumb_top ipsFaded_withHover"><ul data-role="breadcrumbList"><li itemprop="itemListElement"><a href="/">Home</a></li><li><a href="/forum/12/">${esc(o.forum)}</a></li></ul></nav>
<div id="ipsLayout_mainArea">
${o.banner ?? ''}
${o.posts ? `<div class="ipsPageHeader ipsResponsive_pull ipsBox ipsPadding sm:ipsPadding:half ipsMargin_bottom"><div class="ipsFlex ipsFlex-ai:center ipsFlex-fw:wrap ipsGap:4"><div class="ipsFlex-flex:11"><h1 class="ipsType_pageTitle ipsContained_container"><span class="ipsType_break ipsContained"><span>${esc(o.title)}</span></span></h1></div></div></div>
<div id="comments" data-controller="core.front.core.commentFeed,forums.front.topic.view, core.front.core.ignoredComments" data-autoPoll data-baseURL="${esc(url)}" data-lastPage data-feedID="topic-4410" class="cTopic ipsClear ipsSpacer_top">${posts}</div>` : `<div class="ipsBox ipsPadding ipsType_center"><div id="elError" class="ipsType_center"><div class="ipsType_pageTitle ipsType_reset"><h1 class="ipsType_pageTitle">Sorry, there is a problem</h1></div>${o.notice ?? ''}</div></div>`}
</div></div></div></main>
<footer id="ipsLayout_footer" class="ipsClearfix"><div class="ipsLayout_container"><ul class="ipsList_inline ipsType_center ipsSpacer_top" id="elFooterLinks"><li><a href="/privacy/">Privacy Policy</a></li><li><a href="/contact/" data-ipsdialog data-ipsDialog-remoteSubmit data-ipsDialog-flashMessage="Thanks, your message has been sent to the administrators." data-ipsdialog-title="Contact Us">Contact Us</a></li></ul><p id="elCopyright"><span id="elCopyright_userLine">${esc(o.site)}</span> <a rel="nofollow" title="Invision Community" href="https://www.invisioncommunity.com/">Powered by Invision Community</a></p></div></footer>
${o.cookie ? cookieBanner(o.lang) : ''}
</body>
</html>`;
}

export function forum(o: ForumOpts): (url: string) => string {
  return (url) => (o.engine === 'phpbb' ? phpbb(o, url) : o.engine === 'vb' ? vb(o, url) : o.engine === 'xf' ? xf(o, url) : o.engine === 'discourse' ? discourse(o, url) : ips(o, url));
}

// ---------------------------------------------------------------------------------------------
// Q&A sites

export type Answer = { user: string; date: string; html: string; votes: number; accepted?: boolean };
export type QaOpts = { style: 'se' | 'chiebukuro' | 'zhihu' | 'kin' | 'otvet'; lang: string; site: string; title: string; question?: string; asker?: string; date?: string; answers?: Answer[]; tags?: string[]; notice?: string; banner?: string; charset?: string; docTitle?: string; cookie?: boolean };

const QA_WORDS: Record<string, [string, string, string]> = {
  se: ['Answers', 'Accepted answer', 'asked'],
  chiebukuro: ['回答', 'ベストアンサー', '質問日時'],
  zhihu: ['个回答', '最佳回答', '发布于'],
  kin: ['답변', '채택된 답변', '질문일'],
  otvet: ['Ответы', 'Лучший ответ', 'Вопрос задан'],
};

export function qa(o: QaOpts): (url: string) => string {
  const [wAns, wBest, wAsked] = QA_WORDS[o.style]!;
  return (url) => {
    const answers = (o.answers ?? [])
      .map((a, i) => `<div id="answer-${61002 + i}" class="answer js-answer${a.accepted ? ' accepted-answer' : ''}" data-answerid="${61002 + i}" itemprop="${a.accepted ? 'acceptedAnswer' : 'suggestedAnswer'}" itemscope itemtype="https://schema.org/Answer"><div class="post-layout"><div class="votecell post-layout--left"><div class="js-vote-count" itemprop="upvoteCount" data-value="${a.votes}">${a.votes}</div>${a.accepted ? `<div class="js-accepted-answer-indicator" title="${esc(wBest)}">✔ ${esc(wBest)}</div>` : ''}</div><div class="answercell post-layout--right"><div class="s-prose js-post-body" itemprop="text">${a.html}</div><div class="post-signature"><div class="user-info"><div class="user-action-time"><span title="${esc(a.date)}" class="relativetime">${esc(a.date.slice(0, 10))}</span></div><div class="user-details" itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="/users/${7000 + i}/${encodeURIComponent(a.user)}"><span itemprop="name">${esc(a.user)}</span></a></div></div></div></div></div></div>`)
      .join('\n');
    const ld = o.question
      ? `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'QAPage', mainEntity: { '@type': 'Question', name: o.title, text: o.question.replace(/<[^>]+>/g, '').slice(0, 400), answerCount: o.answers?.length ?? 0, dateCreated: o.date, author: { '@type': 'Person', name: o.asker }, ...(o.answers?.find((a) => a.accepted) ? { acceptedAnswer: { '@type': 'Answer', text: o.answers.find((a) => a.accepted)!.html.replace(/<[^>]+>/g, '').slice(0, 300), upvoteCount: o.answers.find((a) => a.accepted)!.votes, url: `${url}#answer-61002` } } : {}) } })}</script>`
      : '';
    return `<!DOCTYPE html>
<html lang="${o.lang}" itemscope itemtype="https://schema.org/QAPage">
<head>
<meta charset="${o.charset ?? 'utf-8'}">
<title>${esc(o.docTitle ?? `${o.title} - ${o.site}`)}</title>
<meta name="viewport" content="width=device-width, height=device-height, initial-scale=1.0, minimum-scale=1.0">
${o.question ? `<meta property="og:type" content="website">
<meta property="og:url" content="${esc(url)}">
<meta property="og:site_name" content="${esc(o.site)}">
<meta name="twitter:title" property="og:title" itemprop="name" content="${esc(o.title)}">
<meta name="twitter:description" property="og:description" itemprop="description" content="${esc(o.question.replace(/<[^>]+>/g, '').slice(0, 160))}">
<link rel="canonical" href="${esc(url)}">` : ''}
<link rel="stylesheet" type="text/css" href="/static/css/stacks.css?v=8a1d7e2c">
${ld}
</head>
<body class="question-page unified-theme">
<div id="notify-container"></div>
<header class="s-topbar ps-fixed t0 l0 js-top-bar"><div class="s-topbar--container"><a href="/" class="s-topbar--logo js-gps-track"><span class="-img _glyph">${esc(o.site)}</span></a><ol class="s-navigation" role="presentation"><li class="md:d-none"><a href="/questions" class="s-navigation--item">Questions</a></li><li><a href="/tags" class="s-navigation--item">Tags</a></li></ol><form id="search" role="search" action="/search" class="s-topbar--searchbar js-searchbar"><input name="q" type="text" role="combobox" placeholder="Search…" value="" autocomplete="off" maxlength="240" class="s-input s-input__search js-search-field"></form><ol class="s-topbar--content" role="menubar"><li role="none"><a href="/users/login?ssrc=head" class="s-topbar--item s-topbar--item__unset s-btn s-btn__filled ws-nowrap js-gps-track" rel="nofollow">${esc(L(o.lang, W.login!))}</a></li><li role="none"><a href="/users/signup?ssrc=head" class="s-topbar--item s-topbar--item__unset ml4 s-btn s-btn__primary ws-nowrap" rel="nofollow">${esc(L(o.lang, W.register!))}</a></li></ol></div></header>
<div class="container"><div id="left-sidebar" data-is-here-when="md lg" class="left-sidebar js-pinned-left-sidebar ps-relative"><nav role="navigation"><ol class="nav-links"><li><a href="/" class="pl8 js-gps-track nav-links--link">Home</a></li><li><a href="/questions" class="nav-links--link">Questions</a></li><li><a href="/tags" class="nav-links--link">Tags</a></li><li><a href="/users" class="nav-links--link">Users</a></li></ol></nav></div>
<div id="content" class="snippet-hidden">
${o.banner ?? ''}
${o.question ? `<div id="question-header" class="d-flex sm:fd-column"><h1 itemprop="name" class="fs-headline1 ow-break-word mb8 flex--item fl1"><a href="${esc(url)}" class="question-hyperlink">${esc(o.title)}</a></h1></div>
<div class="d-flex fw-wrap pb8 mb16 bb bc-black-075"><div class="flex--item ws-nowrap mr16 mb8" title="${esc(o.date ?? '')}"><span class="fc-light mr2">${esc(wAsked)}</span><time itemprop="dateCreated" datetime="${esc(o.date ?? '')}">${esc((o.date ?? '').slice(0, 10))}</time></div></div>
<div id="mainbar" role="main" aria-label="question and answers"><div class="question js-question" data-questionid="4410877" id="question"><div class="post-layout"><div class="postcell post-layout--right"><div class="s-prose js-post-body" itemprop="text">${o.question}</div><div class="post-taglist d-flex gs4 gsy fd-column"><ul class="ml0 list-ls-none js-post-tag-list-wrapper d-inline">${(o.tags ?? []).map((t) => `<li class="d-inline mr4 js-post-tag-list-item"><a href="/questions/tagged/${encodeURIComponent(t)}" class="post-tag" rel="tag">${esc(t)}</a></li>`).join('')}</ul></div><div class="user-info"><div class="user-details" itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="/users/6001/x"><span itemprop="name">${esc(o.asker ?? '')}</span></a></div></div></div></div></div>
<div id="answers"><a name="tab-top"></a><div id="answers-header"><h2 class="mb0" data-answercount="${o.answers?.length ?? 0}">${o.answers?.length ?? 0} ${esc(wAns)}</h2></div>${answers}</div></div>` : `<div id="mainbar" role="main">${o.notice ?? ''}</div>`}
<div id="sidebar" class="show-votes" role="complementary" aria-label="sidebar"><div class="s-sidebarwidget s-sidebarwidget__yellow"><ul class="d-block p0 m0"><div class="s-sidebarwidget--header">The Overflow Blog</div><li class="s-sidebarwidget--item d-flex px16"><a href="/blog/1">How we keep the community moderated</a></li></ul></div><div class="module sidebar-related"><h4 id="h-related">Related</h4><div class="related js-gps-related-questions"><div class="spacer"><a href="/q/1"><div class="answer-votes answered-accepted">12</div></a><a href="/questions/1/related" class="question-hyperlink">How do I back up a board before upgrading?</a></div><div class="spacer"><a href="/q/2"><div class="answer-votes">3</div></a><a href="/questions/2/related" class="question-hyperlink">Why is my feed showing old posts?</a></div></div></div></div>
</div></div>
<footer id="footer" class="site-footer js-footer" role="contentinfo"><div class="site-footer--container"><nav class="site-footer--nav"><div class="site-footer--col"><ul class="-list"><li><a href="/tour" class="js-gps-track -link">Tour</a></li><li><a href="/help" class="js-gps-track -link">Help</a></li><li><a href="/legal/privacy-policy">Privacy</a></li><li><a href="/legal/terms-of-service">Terms</a></li></ul></div></nav><div class="site-footer--copyright fs-fine md:mt24"><p class="md:mb0">Site design / logo © 2025 ${esc(o.site)}; user contributions licensed under <a href="/help/licensing">CC BY-SA</a>.</p></div></div></footer>
${o.cookie ? cookieBanner(o.lang) : ''}
</body>
</html>`;
  };
}

// ---------------------------------------------------------------------------------------------
// Mailing lists and newsgroups

export type MailOpts = { style: 'pipermail' | 'hyperkitty' | 'groups'; list: string; subject: string; from: string; email?: string; date: string; body: string; lang: string; charset?: string; notice?: string };

export function mail(o: MailOpts): (url: string) => string {
  return (url) => {
    if (o.style === 'pipermail')
      return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML>
 <HEAD>
   <TITLE> [${esc(o.list)}] ${esc(o.subject)}
   </TITLE>
   <LINK REL="Index" HREF="index.html" >
   <LINK REL="made" HREF="mailto:${esc(o.list.toLowerCase())}%40lists.example.org?Subject=Re%3A%20%5B${encodeURIComponent(o.list)}%5D&In-Reply-To=%3C20090303142201.GA1234%40example.org%3E">
   <META NAME="robots" CONTENT="index,nofollow">
   <META http-equiv="Content-Type" content="text/html; charset=${o.charset ?? 'us-ascii'}">
   <LINK REL="Previous"  HREF="001234.html">
   <LINK REL="Next"  HREF="001236.html">
 </HEAD>
 <BODY BGCOLOR="#ffffff">
   <H1>[${esc(o.list)}] ${esc(o.subject)}</H1>
    <B>${esc(o.from)}</B> 
    <A HREF="mailto:${esc(o.list.toLowerCase())}%40lists.example.org?Subject=Re%3A%20${encodeURIComponent(o.subject)}"
       TITLE="[${esc(o.list)}] ${esc(o.subject)}">${esc((o.email ?? 'someone at example.org'))}
       </A><BR>
    <I>${esc(o.date)}</I>
    <P><UL>
        <LI>Previous message (by thread): <A HREF="001234.html">[${esc(o.list)}] Weekly status report</A></LI>
        <LI>Next message (by thread): <A HREF="001236.html">[${esc(o.list)}] Re: ${esc(o.subject)}</A></LI>
         <LI> <B>Messages sorted by:</B> 
              <a href="date.html#1235">[ date ]</a>
              <a href="thread.html#1235">[ thread ]</a>
              <a href="subject.html#1235">[ subject ]</a>
              <a href="author.html#1235">[ author ]</a>
         </LI>
       </UL>
    <HR>  
<!--beginarticle-->
<PRE>${o.notice ?? esc(o.body)}
</PRE>

<!--endarticle-->
    <HR>
    <P><UL>
        <!--threads-->
	<LI>Previous message (by thread): <A HREF="001234.html">[${esc(o.list)}] Weekly status report</A></LI>
	<LI>Next message (by thread): <A HREF="001236.html">[${esc(o.list)}] Re: ${esc(o.subject)}</A></LI>
       </UL>
<hr>
<a href="https://lists.example.org/mailman/listinfo/${esc(o.list.toLowerCase())}">More information about the ${esc(o.list)}
mailing list</a><br>
</body></html>`;
    if (o.style === 'hyperkitty')
      return `<!DOCTYPE HTML>
<html lang="${o.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${o.charset ?? 'UTF-8'}" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="ROBOTS" content="INDEX, FOLLOW" />
<title>${esc(o.subject)} - ${esc(o.list)} - ${esc(o.list.toLowerCase())}@lists.example.org - Mailing lists</title>
<meta name="author" content="${esc(o.from)}" />
<meta name="dc.language" content="${o.lang}" />
<link rel="shortcut icon" href="/static/hyperkitty/img/favicon.ico" />
<link rel="stylesheet" href="/static/CACHE/css/output.8c1e3a.css" type="text/css" media="all">
</head>
<body>
<nav class="navbar sticky-top navbar-light bg-light navbar-expand-md"><div class="container-xxl"><div class="navbar-header col-md"><a class="navbar-brand ps-3" href="/archives/">Mailman 3 Archives</a></div><div class="collapse navbar-collapse" id="navbar-main"><ul class="nav navbar-nav"><li class="nav-item"><a class="nav-link" href="/mailman3/lists/"><span class="fa fa-cog"></span> Postorius</a></li></ul><form name="search" method="get" action="/archives/search" class="navbar-form navbar-right my-2 my-lg-0 order-1" role="search"><input name="q" type="text" class="form-control rounded-4 search-query" placeholder="Search this list" /></form><ul class="nav navbar-nav navbar-right auth"><li class="nav-item"><a class="nav-link" role="menuitem" href="/accounts/login/?next=${encodeURIComponent(url)}"><span class="fa fa-sign-in"></span> Sign In</a></li><li class="nav-item"><a class="nav-link" role="menuitem" href="/accounts/signup/?next=${encodeURIComponent(url)}"><span class="fa fa-user-plus"></span> Sign Up</a></li></ul></div></div></nav>
<div class="modal fade" tabindex="-1" role="dialog" id="keyboard-shortcuts"></div>
<div class="container-xxl" role="main"><div class="row"><div class="d-none d-md-block col-sm-2"><div class="row"><div class="col-12 accordion" id="months-list"><div class="card"><h3 class="card-header"><a data-bs-toggle="collapse" href="#collapse0">2024</a></h3></div></div></div></div>
<div class="col-sm-12 col-md-10"><div class="message-header row"><div class="col-tn-2 message-back"><a href="/archives/list/${esc(o.list.toLowerCase())}@lists.example.org/thread/ABCDEF/"><span class="fa fa-chevron-left icon"></span><span class="d-none d-md-inline hidden-tn hidden-xs">thread</span></a></div><div class="col-10"><h1>${esc(o.subject)}</h1></div></div>
<div class="row"><div class="col-sm-9"><section id="thread-content"><div class="email email-first"><div id="1234" class="email-header"><div class="gravatar-wrapper"><div class="gravatar circle"><img class="gravatar" src="https://secure.gravatar.com/avatar/0?s=120&amp;d=mm&amp;r=g" width="120" height="120" alt=""></div><div class="email-author"><span class="name"><a href="/archives/users/4412/">${esc(o.from)}</a></span></div></div><div class="email-date right"><span class="date d-none d-sm-inline">${esc(o.date)}</span><div class="time"><span title="Sender's time: ${esc(o.date)}">12:01</span></div></div></div>
<div class="email-body">${o.notice ?? esc(o.body).replace(/\n/g, '<br>\n')}</div>
<div class="email-info"><div class="likeform-wrapper right"><div class="messagelink pull-right"><span class="fa fa-font cursor-pointer toggle-font" data-bs-toggle="tooltip" title="Display in fixed font"></span><a href="${esc(url)}" title="Permalink for this message"><i class="fa fa-link"></i></a></div></div><div class="email-info-text">0 replies</div></div></div></section></div></div></div></div></div>
<footer class="footer"><div class="container"><p class="text-muted">Powered by <a href="http://hyperkitty.readthedocs.org">HyperKitty</a> version 1.3.9.</p></div></footer>
</body>
</html>`;
    return `<!DOCTYPE html>
<html lang="${o.lang}">
<head><meta charset="${o.charset ?? 'utf-8'}"><title>${esc(o.subject)} — ${esc(o.list)}</title>
<meta name="description" content="${esc(o.body.slice(0, 150))}">
<meta property="og:title" content="${esc(o.subject)}"><meta property="og:site_name" content="${esc(o.list)} archive">
<link rel="stylesheet" href="/_/assets/groups.css"></head>
<body><div id="gb" class="gb_Sa"><a class="gb_logo" href="/">Groups archive</a><a class="gb_login" href="/signin">Sign in</a></div>
<div role="main" class="list-archive"><div class="crumbs"><a href="/">All groups</a> › <a href="/g/${encodeURIComponent(o.list)}">${esc(o.list)}</a> › <a href="/g/${encodeURIComponent(o.list)}/c/thread">Conversations</a></div>
<h1 class="thread-title">${esc(o.subject)}</h1><section class="msg" role="listitem"><div class="msg-head"><span class="msg-author">${esc(o.from)}</span> <span class="msg-date">${esc(o.date)}</span></div><div class="msg-body" dir="auto">${o.notice ?? esc(o.body).replace(/\n\n/g, '</p><p>').replace(/^/, '<p>') + '</p>'}</div></section>
<p class="archive-note">You received this message because you are subscribed to the Groups archive. To unsubscribe from this group and stop receiving emails from it, send an email to ${esc(o.list)}+unsubscribe@groups.example.</p></div>
<footer><a href="/about">About</a> · <a href="/terms">Terms</a> · <a href="/privacy">Privacy</a></footer></body></html>`;
  };
}

/** A Usenet article served by a mirror as text/plain. */
export const usenet = (o: { group: string; from: string; subject: string; date: string; msgid: string; body: string }) =>
  `Path: archive.example!news.example!not-for-mail\nFrom: ${o.from}\nNewsgroups: ${o.group}\nSubject: ${o.subject}\nDate: ${o.date}\nOrganization: None\nLines: ${o.body.split('\n').length}\nMessage-ID: <${o.msgid}>\nMime-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\nX-Newsreader: trn 4.0-test77\n\n${o.body}\n`;

// ---------------------------------------------------------------------------------------------
// Personal blogs and home pages

export type BlogOpts = {
  platform: 'blogger' | 'tumblr' | 'lj' | 'static' | 'home' | 'wiki' | 'newsletter';
  lang: string;
  blog: string;
  title?: string;
  author?: string;
  date?: string; // ISO
  dateText?: string;
  paras?: string[];
  notice?: string;
  charset?: string;
  comments?: Post[];
  docTitle?: string;
  sidebar?: string;
  cookie?: boolean;
  extraHead?: string;
  /** Emit JSON-LD BlogPosting (static sites, newsletters). */
  jsonld?: boolean;
};

const bodyOf = (paras: string[]) => paras.map((p) => (/^<(h2|h3|ul|ol|blockquote|figure|pre|table|div)/.test(p) ? p : `<p>${p}</p>`)).join('\n');

export function blog(o: BlogOpts): (url: string) => string {
  return (url) => {
    const cs = o.charset ?? 'utf-8';
    const docTitle = o.docTitle ?? (o.title ? (o.platform === 'blogger' || o.platform === 'lj' ? `${o.blog}: ${o.title}` : `${o.title} — ${o.blog}`) : o.blog);
    const comments = (o.comments ?? []).map((c, i) => `<li class="comment" id="c${4401 + i}"><div class="comment-author"><cite class="fn">${esc(c.user)}</cite></div><div class="comment-meta"><a href="#c${4401 + i}">${esc(c.date)}</a></div><div class="comment-content">${c.html}</div></li>`).join('');
    const commentsBlock = o.comments ? `<section class="comments" id="comments"><h4>${o.comments.length} ${o.lang === 'en' ? 'comments' : '💬'}</h4><ol class="comment-list">${comments}</ol></section>` : '';
    const ld = o.jsonld && o.title ? `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: o.title, ...(o.author ? { author: { '@type': 'Person', name: o.author } } : {}), ...(o.date ? { datePublished: o.date } : {}), mainEntityOfPage: url, publisher: { '@type': 'Organization', name: o.blog }, inLanguage: o.lang })}</script>` : '';
    const main = o.notice ?? '';
    if (o.platform === 'blogger')
      return `<!DOCTYPE html>
<html class='v2' dir='ltr' lang='${o.lang}' xmlns='http://www.w3.org/1999/xhtml' xmlns:b='http://www.google.com/2005/gml/b' xmlns:data='http://www.google.com/2005/gml/data' xmlns:expr='http://www.google.com/2005/gml/expr'>
<head>
<meta content='width=1100' name='viewport'/>
<meta content='text/html; charset=${cs.toUpperCase()}' http-equiv='Content-Type'/>
<meta content='blogger' name='generator'/>
<link href='/favicon.ico' rel='icon' type='image/x-icon'/>
${o.title ? `<link href='${esc(url)}' rel='canonical'/>
<meta content='${esc(url)}' property='og:url'/>
<meta content='${esc(o.title)}' property='og:title'/>
<meta content='${esc((o.paras?.[0] ?? '').replace(/<[^>]+>/g, '').slice(0, 150))}' property='og:description'/>` : ''}
<title>${esc(docTitle)}</title>
<link type='text/css' rel='stylesheet' href='https://www.blogger.com/static/v1/widgets/2975350028-css_bundle_v2.css' />
${o.extraHead ?? ''}
</head>
<body class='loading variant-simplysimple'>
<div class='navbar section' id='navbar' name='Navbar'><div class='widget Navbar' data-version='1' id='Navbar1'><script type="text/javascript">if (window.jstiming) window.jstiming.load.tick('headerDone');</script></div></div>
<div class='content'><div class='content-outer'><header><div class='header-outer'><div class='header section' id='header'><div class='widget Header' id='Header1'><div id='header-inner'><div class='titlewrapper'><h1 class='title'><a href='/'>${esc(o.blog)}</a></h1></div><div class='descriptionwrapper'><p class='description'><span></span></p></div></div></div></div></div></header>
<div class='main-outer'><div class='main-inner columns fauxcolumns'><div class='columns-inner'><div class='column-center-outer'><div class='column-center-inner'><div class='main section' id='main' name='Main'><div class='widget Blog' data-version='1' id='Blog1'><div class='blog-posts hfeed'>
${o.title ? `<div class="date-outer"><h2 class='date-header'><span>${esc(o.dateText ?? (o.date ?? '').slice(0, 10))}</span></h2><div class="date-posts"><div class='post-outer'><div class='post hentry uncustomized-post-template' itemprop='blogPost' itemscope='itemscope' itemtype='http://schema.org/BlogPosting'><meta content='${esc(o.blog)}' itemprop='name'/><a name='7781920382712'></a><h3 class='post-title entry-title' itemprop='name'>${esc(o.title)}</h3><div class='post-header'><div class='post-header-line-1'></div></div>
<div class='post-body entry-content' id='post-body-7781920382712' itemprop='description articleBody'>${bodyOf(o.paras ?? [])}<div style='clear: both;'></div></div>
<div class='post-footer'><div class='post-footer-line post-footer-line-1'><span class='post-author vcard'>${o.lang === 'en' ? 'Posted by' : ''} <span class='fn' itemprop='author' itemscope='itemscope' itemtype='http://schema.org/Person'><meta content='https://www.blogger.com/profile/0420' itemprop='url'/><a class='g-profile' href='https://www.blogger.com/profile/0420' rel='author' title='author profile'><span itemprop='name'>${esc(o.author ?? '')}</span></a></span></span> <span class='post-timestamp'><meta content='${esc(url)}' itemprop='url'/><a class='timestamp-link' href='${esc(url)}' rel='bookmark' title='permanent link'><abbr class='published' itemprop='datePublished' title='${esc(o.date ?? '')}'>${esc((o.date ?? '').slice(11, 16))}</abbr></a></span> <span class='post-comment-link'></span></div></div></div>${commentsBlock}</div></div></div>` : `<div class='status-msg-wrap'><div class='status-msg-body'>${main}</div><div class='status-msg-border'><div class='status-msg-bg'><div class='status-msg-hidden'>${main}</div></div></div></div>`}
</div><div class='blog-pager' id='blog-pager'><a class='home-link' href='/'>Home</a></div></div></div></div></div>
<div class='column-right-outer'><div class='column-right-inner'><aside><div class='sidebar section' id='sidebar-right-1'>${o.sidebar ?? `<div class='widget BlogArchive' id='BlogArchive1'><h2>Blog Archive</h2><div class='widget-content'><div id='ArchiveList'><ul class='hierarchy'><li class='archivedate expanded'><a class='post-count-link' href='/2012/'>2012</a> <span class='post-count' dir='ltr'>(14)</span></li><li class='archivedate collapsed'><a class='post-count-link' href='/2011/'>2011</a> <span class='post-count' dir='ltr'>(31)</span></li></ul></div></div></div><div class='widget Profile' id='Profile1'><h2>About Me</h2><div class='widget-content'><dl class='profile-datablock'><dt class='profile-data'><a class='profile-name-link g-profile' href='https://www.blogger.com/profile/0420' rel='author'>${esc(o.author ?? '')}</a></dt></dl></div></div>`}</div></aside></div></div>
</div></div></div>
<footer><div class='footer-outer'><div class='foot section' id='footer-1'><div class='widget Attribution' id='Attribution1'><div class='widget-content' style='text-align: center;'>Powered by <a href='https://www.blogger.com' target='_blank'>Blogger</a>.</div></div></div></div></footer>
</div></div>
<script type="text/javascript" src="https://www.blogger.com/static/v1/widgets/1166699449-widgets.js"></script>
</body>
</html>`;
    if (o.platform === 'tumblr')
      return `<!DOCTYPE html>
<html lang="${o.lang}"><head><meta charset="${cs}"><title>${esc(docTitle)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${o.title ? `<meta property="og:type" content="tumblr-feed:entry"><meta property="og:url" content="${esc(url)}"><meta property="og:title" content="${esc(o.title)}"><meta property="og:site_name" content="${esc(o.blog)}"><meta property="og:description" content="${esc((o.paras?.[0] ?? '').replace(/<[^>]+>/g, '').slice(0, 150))}"><meta property="article:published_time" content="${esc(o.date ?? '')}"><link rel="canonical" href="${esc(url)}">` : ''}
<link rel="alternate" type="application/rss+xml" href="/rss"><link rel="stylesheet" href="https://assets.tumblr.com/fonts/favorit/stylesheet.css?v=3"></head>
<body class="index-page"><div id="container"><header id="header"><h1 class="blog-title"><a href="/">${esc(o.blog)}</a></h1><p class="description">${o.lang === 'en' ? 'notes, links and things I keep coming back to' : '·'}</p><nav class="pages"><a href="/archive">Archive</a> <a href="/ask">Ask me anything</a> <a href="/rss">RSS</a></nav></header>
<main id="posts">${o.title ? `<article class="post text" id="post-7183391042"><div class="post-content"><h2 class="title"><a href="${esc(url)}">${esc(o.title)}</a></h2><div class="body-text">${bodyOf(o.paras ?? [])}</div></div><footer class="post-meta"><a href="${esc(url)}" class="date permalink">${esc(o.dateText ?? (o.date ?? '').slice(0, 10))}</a> · <a href="${esc(url)}#notes" class="notes">${(o.comments?.length ?? 0) + 23} notes</a> · <ul class="tags"><li><a href="/tagged/longform">#longform</a></li></ul></footer></article>` : `<section class="post text no-posts">${main}</section>`}</main>
<footer id="footer"><p>Theme by <a href="/theme">${esc(o.blog)}</a> · Powered by Tumblr</p></footer></div>
<iframe class="tmblr-iframe tmblr-iframe--desktop-loggedout-controls" src="https://www.tumblr.com/dashboard/iframe?tumblelogName=x" title="Tumblr controls" width="0" height="0"></iframe></body></html>`;
    if (o.platform === 'lj')
      return `<!DOCTYPE html>
<html lang="${o.lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=${cs}"><title>${esc(docTitle)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${o.title ? `<meta property="og:title" content="${esc(o.title)}"><meta property="og:type" content="article"><meta property="og:url" content="${esc(url)}"><meta property="og:site_name" content="LiveJournal"><meta name="description" content="${esc((o.paras?.[0] ?? '').replace(/<[^>]+>/g, '').slice(0, 150))}"><link rel="canonical" href="${esc(url)}">` : ''}
<link rel="stylesheet" href="https://l-stat.livejournal.net/??lj_base.css,flatbutton.css,s2-journal.css?v=1712345"></head>
<body class="page-entry s2-entrytext"><div class="s-header-sub-list"><a href="https://www.livejournal.com/">LiveJournal</a> · <a href="https://www.livejournal.com/login.bml">${esc(L(o.lang, W.login!))}</a> · <a href="https://www.livejournal.com/create">${esc(L(o.lang, W.register!))}</a></div>
<div id="container"><div class="header"><h1><a href="/">${esc(o.blog)}</a></h1></div>
<div class="content">${o.title ? `<div class="entry-wrap entry-wrap--userpic"><dl class="entry-header"><dt class="entry-title"><h3 class="entry-title"><a href="${esc(url)}">${esc(o.title)}</a></h3></dt><dd class="entry-date"><abbr class="updated" title="${esc(o.date ?? '')}">${esc(o.dateText ?? (o.date ?? '').slice(0, 10))}</abbr></dd></dl><div class="entry-content">${bodyOf(o.paras ?? [])}</div><div class="entry-tags">Метки: <a href="/tag/">заметки</a></div>${commentsBlock}</div>` : `<div class="b-msgsystem-warningbox">${main}</div>`}</div>
<div class="sidebar"><div class="sidebar-calendar"><h2>${o.lang === 'ru' ? 'Календарь' : 'Calendar'}</h2></div></div></div>
<div class="footer">Powered by <a href="https://www.livejournal.com">LiveJournal.com</a></div></body></html>`;
    if (o.platform === 'home')
      return `<HTML><HEAD><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=${cs}"><TITLE>${esc(docTitle)}</TITLE></HEAD>
<BODY BGCOLOR="#FFFFF0" TEXT="#000000" LINK="#0000CC" VLINK="#551A8B">
<CENTER><FONT SIZE="+2"><B>${esc(o.blog)}</B></FONT><BR><A HREF="index.html">[Home]</A> <A HREF="links.html">[Links]</A> <A HREF="guestbook.html">[Guestbook]</A></CENTER><HR>
${o.title ? `<H2>${esc(o.title)}</H2>${o.dateText ? `<P><I>${esc(o.dateText)}</I></P>` : ''}${bodyOf(o.paras ?? [])}` : main}
<HR><P><FONT SIZE="-1">${o.author ? esc(o.author) + ' · ' : ''}<A HREF="mailto:webmaster@example.org">webmaster</A> · <IMG SRC="/cgi-bin/counter.gif" ALT="counter"> visitors since 1999</FONT></P>
</BODY></HTML>`;
    if (o.platform === 'wiki')
      return `<!DOCTYPE html>
<html class="client-nojs" lang="${o.lang}" dir="${['he', 'ar'].includes(o.lang) ? 'rtl' : 'ltr'}">
<head>
<meta charset="${cs}">
<title>${esc(o.docTitle ?? `${o.title ?? ''} - ${o.blog}`)}</title>
<script>document.documentElement.className="client-js";RLCONF={"wgCanonicalNamespace":"","wgPageName":${JSON.stringify((o.title ?? '').replace(/ /g, '_'))},"wgTitle":${JSON.stringify(o.title ?? '')},"wgIsArticle":true};</script>
<link rel="stylesheet" href="/load.php?lang=${o.lang}&amp;modules=site.styles&amp;only=styles&amp;skin=vector">
<meta name="generator" content="MediaWiki 1.41.1">
${o.title && !o.notice ? `<meta property="og:title" content="${esc(o.title)}"><meta property="og:type" content="website"><meta property="og:site_name" content="${esc(o.blog)}"><link rel="canonical" href="${esc(url)}">` : ''}
<link rel="license" href="https://creativecommons.org/licenses/by-sa/4.0/">
</head>
<body class="skin-vector skin-vector-search-vue mediawiki ltr sitedir-ltr mw-hide-empty-elt ns-0 ns-subject page-${esc((o.title ?? '').replace(/ /g, '_'))} rootpage skin-vector-2022 action-view">
<a class="mw-jump-link" href="#bodyContent">Jump to content</a>
<div class="vector-header-container"><header class="vector-header mw-header"><div class="vector-header-start"><a href="/wiki/Main_Page" class="mw-logo"><span class="mw-logo-container">${esc(o.blog)}</span></a></div><div class="vector-header-end"><div id="p-search" role="search" class="vector-search-box-vue vector-search-box"><form action="/index.php" id="searchform"><input type="search" name="search" placeholder="Search ${esc(o.blog)}" id="searchInput"></form></div><nav class="vector-user-links"><a href="/index.php?title=Special:CreateAccount">Create account</a> <a href="/index.php?title=Special:UserLogin">Log in</a></nav></div></header></div>
<div class="mw-page-container"><div class="mw-page-container-inner"><div class="vector-main-menu-container"><nav id="mw-panel-toc" class="mw-table-of-contents-container"><div id="p-navigation" class="vector-menu mw-portlet"><ul class="vector-menu-content-list"><li id="n-mainpage-description"><a href="/wiki/Main_Page">Main page</a></li><li id="n-recentchanges"><a href="/wiki/Special:RecentChanges">Recent changes</a></li><li id="n-randompage"><a href="/wiki/Special:Random">Random page</a></li><li><a href="/wiki/Help:Contents">Help</a></li></ul></div></nav></div>
<div class="mw-content-container"><main id="content" class="mw-body"><header class="mw-body-header vector-page-titlebar"><h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">${esc(o.title ?? '')}</span></h1></header>
<div id="bodyContent" class="vector-body"><div id="siteSub" class="noprint">From ${esc(o.blog)}</div><div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="${o.lang}" dir="ltr">${o.notice ?? bodyOf(o.paras ?? [])}</div><div class="printfooter">Retrieved from "<a dir="ltr" href="${esc(url)}">${esc(url)}</a>"</div></div><div id="catlinks" class="catlinks" data-mw="interface"><div id="mw-normal-catlinks" class="mw-normal-catlinks"><a href="/wiki/Special:Categories">Categories</a>: <ul><li><a href="/wiki/Category:Pages">Pages</a></li></ul></div></div></div></main></div></div></div>
<div class="mw-footer-container"><footer id="footer" class="mw-footer"><ul id="footer-info"><li id="footer-info-lastmod"> This page was last edited on ${esc(o.dateText ?? '3 March 2024')}.</li><li id="footer-info-copyright">Content is available under <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a> unless otherwise noted.</li></ul><ul id="footer-places"><li><a href="/wiki/Project:Privacy_policy">Privacy policy</a></li><li><a href="/wiki/Project:About">About ${esc(o.blog)}</a></li><li><a href="/wiki/Project:General_disclaimer">Disclaimers</a></li></ul><ul id="footer-icons" class="noprint"><li id="footer-poweredbyico"><a href="https://www.mediawiki.org/"><img src="/resources/assets/poweredby_mediawiki.svg" alt="Powered by MediaWiki" width="88" height="31" loading="lazy"></a></li></ul></footer></div>
</body></html>`;
    if (o.platform === 'newsletter')
      return `<!DOCTYPE html>
<html lang="${o.lang}"><head><meta charset="${cs}"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(docTitle)}</title>
${o.title ? `<meta property="og:type" content="article"><meta property="og:title" content="${esc(o.title)}"><meta property="og:site_name" content="${esc(o.blog)}"><meta property="og:url" content="${esc(url)}"><meta name="author" content="${esc(o.author ?? '')}"><meta property="article:published_time" content="${esc(o.date ?? '')}"><link rel="canonical" href="${esc(url)}">` : ''}
${ld}
${o.extraHead ?? ''}
<link rel="stylesheet" href="/static/css/newsletter.3c1f.css"></head>
<body class="post-page"><div class="topbar"><a class="navbar-title-link" href="/">${esc(o.blog)}</a><div class="navbar-buttons"><a class="button subscribe-btn" href="/subscribe">Subscribe</a> <a class="button sign-in-link" href="/sign-in">Sign in</a></div></div>
<div class="container"><article class="typography newsletter-post post">${o.title ? `<div class="post-header"><h1 class="post-title">${esc(o.title)}</h1><div class="post-meta"><span class="byline-names">${esc(o.author ?? '')}</span> · <time datetime="${esc(o.date ?? '')}">${esc(o.dateText ?? (o.date ?? '').slice(0, 10))}</time></div></div>` : ''}<div class="available-content"><div class="body markup" dir="auto">${o.notice ? o.notice : bodyOf(o.paras ?? [])}</div></div></article>
<div class="subscribe-widget"><p>${o.lang === 'en' ? 'Get new posts by e-mail. No spam, unsubscribe any time.' : '✉'}</p><form action="/subscribe" method="post"><input type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button></form></div>${commentsBlock}</div>
<footer class="footer-wrap"><p>© ${new Date().getUTCFullYear()} ${esc(o.author ?? o.blog)} · <a href="/privacy">Privacy</a> · <a href="/tos">Terms</a> · <a href="/archive">Archive</a></p></footer>
${o.cookie ? cookieBanner(o.lang) : ''}
</body></html>`;
    // static (Hugo / Jekyll personal site)
    return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${['he', 'ar'].includes(o.lang) ? 'rtl' : 'ltr'}"><head><meta charset="${cs}"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(docTitle)}</title>
<meta name="generator" content="Hugo 0.121.1">
${o.title ? `<meta name="description" content="${esc((o.paras?.[0] ?? '').replace(/<[^>]+>/g, '').slice(0, 150))}">${o.author ? `<meta name="author" content="${esc(o.author)}">` : ''}<meta property="og:title" content="${esc(o.title)}"><meta property="og:type" content="article"><meta property="og:url" content="${esc(url)}">${o.date ? `<meta property="article:published_time" content="${esc(o.date)}">` : ''}<link rel="canonical" href="${esc(url)}">` : ''}
${ld}
${o.extraHead ?? ''}
<link rel="stylesheet" href="/css/style.min.4b2c.css"><link rel="alternate" type="application/rss+xml" href="/index.xml" title="${esc(o.blog)}"></head>
<body><header class="site-header"><a class="site-title" href="/">${esc(o.blog)}</a><nav><a href="/posts/">Posts</a> <a href="/about/">About</a> <a href="/now/">Now</a> <a href="/index.xml">RSS</a></nav></header>
<main class="content">${o.title ? `<article class="post h-entry"><header><h1 class="post-title p-name">${esc(o.title)}</h1><p class="post-meta">${o.date ? `<time class="dt-published" datetime="${esc(o.date)}">${esc(o.dateText ?? o.date.slice(0, 10))}</time>` : ''}${o.author ? ` · <span class="p-author h-card">${esc(o.author)}</span>` : ''}</p></header><div class="post-content e-content">${bodyOf(o.paras ?? [])}</div></article>${commentsBlock}` : main}</main>
<footer class="site-footer"><p>© ${esc(o.author ?? o.blog)} · <a href="/index.xml">RSS</a> · Built with Hugo</p></footer>
${o.cookie ? cookieBanner(o.lang) : ''}
</body></html>`;
  };
}

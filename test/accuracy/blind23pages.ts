/**
 * Page templates of the held-out set blind23 (education, science communication, technical
 * documentation): a university CMS, a course catalogue, a MOOC lesson player, a Sphinx / Read-the-
 * Docs theme, a Docusaurus-style docs site, a package registry, a code host, a Q&A site, a
 * pipermail archive, an RFC-style plain-text document, a phpBB-style forum, a rendered notebook, a
 * DSpace-style thesis repository, an old personal homepage and an Apache directory listing.
 * Written for this set without reading citeflow's classifier.
 */
import { esc } from './blindkit';
import type { Text } from './blind23text';

const P = (paras: string[]) => paras.map((p) => (/^<(h2|h3|ul|ol|pre|table|div|blockquote|figure)/.test(p) ? p : `<p>${p}</p>`)).join('\n');

// ---------------------------------------------------------------------------------------------
// University CMS (Drupal-like): utility bar, crest, breadcrumb, section nav, contact block.

export type UniOpts = {
  uni: string;
  lang: string;
  charset?: string;
  title: string;
  docTitle?: string;
  crumbs?: string[];
  section?: string;
  sideNav?: string[];
  body: string;
  date?: string;
  dateLabel?: string;
  author?: string;
  head?: string;
  cookie?: boolean;
  contact?: string;
  banner?: string;
};

const UNI_LABELS: Record<string, { util: string[]; home: string; news: string; contact: string; cookie: string; accept: string; address: string; search: string }> = {
  en: { util: ['Students', 'Staff', 'Alumni', 'Library', 'Give'], home: 'Home', news: 'News', contact: 'Contact', cookie: 'This website uses cookies to improve your experience. By continuing you agree to our use of cookies.', accept: 'Accept', address: 'University Road, Northgate NG1 4AB · Registered charity no. 1137421', search: 'Search the university' },
  de: { util: ['Studierende', 'Beschäftigte', 'Alumni', 'Bibliothek', 'Presse'], home: 'Startseite', news: 'Aktuelles', contact: 'Kontakt', cookie: 'Diese Website verwendet Cookies. Mit der Nutzung stimmen Sie der Verwendung zu.', accept: 'Einverstanden', address: 'Mönchebergstraße 19, 34125 Kassel', search: 'Suche' },
  es: { util: ['Estudiantes', 'PDI', 'PAS', 'Biblioteca', 'Sede electrónica'], home: 'Inicio', news: 'Noticias', contact: 'Contacto', cookie: 'Utilizamos cookies propias y de terceros para fines analíticos.', accept: 'Aceptar', address: 'Avda. de la Universidad s/n, 28911 Valdemar', search: 'Buscar' },
  pl: { util: ['Kandydaci', 'Studenci', 'Pracownicy', 'Biblioteka', 'BIP'], home: 'Strona główna', news: 'Aktualności', contact: 'Kontakt', cookie: 'Serwis wykorzystuje pliki cookies.', accept: 'Zgoda', address: 'ul. Akademicka 2A, 44-100 Gliwice', search: 'Szukaj' },
  cs: { util: ['Uchazeči', 'Studenti', 'Zaměstnanci', 'Knihovna', 'Úřední deska'], home: 'Úvod', news: 'Aktuality', contact: 'Kontakt', cookie: 'Tento web používá soubory cookie.', accept: 'Souhlasím', address: 'Malostranské náměstí 25, 118 00 Praha 1', search: 'Hledat' },
  hu: { util: ['Hallgatóknak', 'Munkatársaknak', 'Felvételizőknek', 'Könyvtár'], home: 'Kezdőlap', news: 'Hírek', contact: 'Kapcsolat', cookie: 'A weboldal sütiket használ.', accept: 'Elfogadom', address: 'Egyetem tér 1., 6720 Szeged', search: 'Keresés' },
  el: { util: ['Φοιτητές', 'Προσωπικό', 'Βιβλιοθήκη', 'Διαύγεια'], home: 'Αρχική', news: 'Νέα', contact: 'Επικοινωνία', cookie: 'Ο ιστότοπος χρησιμοποιεί cookies.', accept: 'Αποδοχή', address: 'Πανεπιστημιούπολη, 81100 Μυτιλήνη', search: 'Αναζήτηση' },
  tr: { util: ['Öğrenci', 'Personel', 'Mezun', 'Kütüphane'], home: 'Ana Sayfa', news: 'Haberler', contact: 'İletişim', cookie: 'Sitemizde çerezler kullanılmaktadır.', accept: 'Kabul et', address: 'Kampüs, 35100 Bornova / İzmir', search: 'Ara' },
  th: { util: ['นักศึกษา', 'บุคลากร', 'ศิษย์เก่า', 'ห้องสมุด'], home: 'หน้าแรก', news: 'ข่าวสาร', contact: 'ติดต่อ', cookie: 'เว็บไซต์นี้ใช้คุกกี้', accept: 'ยอมรับ', address: 'ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมือง จังหวัดเชียงใหม่ 50200', search: 'ค้นหา' },
  ar: { util: ['الطلاب', 'أعضاء هيئة التدريس', 'الخريجون', 'المكتبة'], home: 'الرئيسية', news: 'الأخبار', contact: 'اتصل بنا', cookie: 'يستخدم هذا الموقع ملفات تعريف الارتباط.', accept: 'موافق', address: 'ص.ب 2455، الرياض 11451', search: 'بحث' },
  ja: { util: ['在学生の方', '受験生の方', '教職員', '図書館'], home: 'ホーム', news: 'お知らせ', contact: 'お問い合わせ', cookie: '本サイトはCookieを使用しています。', accept: '同意する', address: '〒113-8656 東京都文京区本郷7-3-1', search: '検索' },
  zh: { util: ['学生', '教职工', '校友', '图书馆'], home: '首页', news: '新闻', contact: '联系我们', cookie: '本网站使用Cookie。', accept: '同意', address: '地址：北京市海淀区学院路37号 邮编：100191', search: '搜索' },
  'zh-TW': { util: ['在校生', '教職員', '校友', '圖書館'], home: '首頁', news: '最新消息', contact: '聯絡我們', cookie: '本網站使用Cookie。', accept: '同意', address: '地址：臺北市大安區羅斯福路四段1號', search: '搜尋' },
  ko: { util: ['재학생', '교직원', '졸업생', '도서관'], home: '홈', news: '소식', contact: '연락처', cookie: '이 사이트는 쿠키를 사용합니다.', accept: '동의', address: '서울특별시 관악구 관악로 1', search: '검색' },
  uk: { util: ['Студентам', 'Співробітникам', 'Вступникам', 'Бібліотека'], home: 'Головна', news: 'Новини', contact: 'Контакти', cookie: 'Сайт використовує файли cookie.', accept: 'Погоджуюсь', address: 'вул. Володимирська, 64/13, Київ, 01601', search: 'Пошук' },
  ru: { util: ['Абитуриентам', 'Студентам', 'Сотрудникам', 'Библиотека'], home: 'Главная', news: 'Новости', contact: 'Контакты', cookie: 'Сайт использует файлы cookie.', accept: 'Согласен', address: '119991, Москва, Ленинские горы, д. 1', search: 'Поиск' },
  fr: { util: ['Étudiants', 'Personnels', 'Entreprises', 'Bibliothèques'], home: 'Accueil', news: 'Actualités', contact: 'Contact', cookie: 'Ce site utilise des cookies de mesure d’audience.', accept: 'J’accepte', address: '2 place Jussieu, 75005 Paris', search: 'Rechercher' },
  it: { util: ['Studenti', 'Docenti', 'Personale', 'Biblioteche'], home: 'Home', news: 'Notizie', contact: 'Contatti', cookie: 'Questo sito utilizza cookie tecnici.', accept: 'Accetto', address: 'Piazza Università 1, 95131 Catania', search: 'Cerca' },
  pt: { util: ['Estudantes', 'Servidores', 'Egressos', 'Biblioteca'], home: 'Início', news: 'Notícias', contact: 'Contato', cookie: 'Este site usa cookies.', accept: 'Aceitar', address: 'Av. Prof. Luciano Gualberto, 908 - São Paulo/SP', search: 'Buscar' },
};

export function uniPage(o: UniOpts): string {
  const L = UNI_LABELS[o.lang] ?? UNI_LABELS.en!;
  const dir = o.lang === 'ar' ? 'rtl' : 'ltr';
  const crumbs = [L.home, ...(o.crumbs ?? [L.news])];
  return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${dir}">
<head>
<meta charset="${o.charset ?? 'utf-8'}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${esc(o.docTitle ?? `${o.title} | ${o.uni}`)}</title>
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta property="og:site_name" content="${esc(o.uni)}">
<meta property="og:title" content="${esc(o.title)}">
${o.date ? `<meta property="article:published_time" content="${o.date}">` : ''}
<link rel="stylesheet" media="all" href="/themes/custom/unitheme/css/style.css?s8k2pq">
${o.head ?? ''}
</head>
<body class="path-node page-node-type-${o.section ?? 'news'}">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="utility-bar"><ul>${L.util.map((u, i) => `<li><a href="/u/${i}">${esc(u)}</a></li>`).join('')}</ul></div>
<header role="banner" class="uni-header"><a href="/" class="crest"><img src="/themes/custom/unitheme/crest.svg" alt="${esc(o.uni)}"></a><span class="uni-name">${esc(o.uni)}</span>
<form action="/search" class="uni-search"><label>${esc(L.search)}</label><input type="text" name="keys"></form></header>
${o.banner ?? ''}
<nav class="breadcrumb" aria-label="Breadcrumb"><ol>${crumbs.map((c, i) => `<li><a href="/${i ? `c${i}` : ''}">${esc(c)}</a></li>`).join('')}</ol></nav>
<div class="layout-container">
${o.sideNav ? `<aside class="section-nav"><ul>${o.sideNav.map((n, i) => `<li><a href="/s/${i}">${esc(n)}</a></li>`).join('')}</ul></aside>` : ''}
<main id="main-content" role="main">
<h1 class="page-title">${esc(o.title)}</h1>
${o.date ? `<div class="node-meta">${o.dateLabel ?? ''} <time datetime="${o.date}">${o.date.slice(0, 10)}</time>${o.author ? ` · ${esc(o.author)}` : ''}</div>` : ''}
<div class="field--name-body">
${o.body}
</div>
${o.contact ? `<div class="contact-block"><h2>${esc(L.contact)}</h2>${o.contact}</div>` : ''}
</main>
</div>
<footer class="uni-footer"><p>${esc(o.uni)}</p><p>${esc(L.address)}</p><ul><li><a href="/impressum">Impressum</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/privacy">Privacy</a></li></ul></footer>
${o.cookie === false ? '' : `<div class="eu-cookie-compliance-banner"><p>${esc(L.cookie)}</p><button class="agree-button">${esc(L.accept)}</button></div>`}
<script src="/core/misc/drupal.js?v=10.2.4"></script>
</body>
</html>`;
}

export const uniArticle = (t: Text, o: Omit<UniOpts, 'title' | 'body' | 'lang'> & { extra?: string }) => uniPage({ ...o, lang: t.lang, title: t.title, body: P(t.paras) + (o.extra ?? '') });

// ---------------------------------------------------------------------------------------------
// Course catalogue entry.

export function courseCatalog(o: { uni: string; lang?: string; code: string; title: string; body: string; rows: [string, string][]; term?: string; notice?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"><head><meta charset="utf-8"><title>${esc(`${o.code} ${o.title} - Course Catalog - ${o.uni}`)}</title>
<link rel="stylesheet" href="/catalog/assets/catalog.css"></head>
<body class="catalog">
<header><div class="wordmark">${esc(o.uni)}</div><nav><a href="/catalog/">Course Catalog</a> <a href="/catalog/programs">Programs of Study</a> <a href="/catalog/archive">Catalog Archive</a> <a href="/registrar">Registrar</a></nav>
<form action="/catalog/search"><input name="q" placeholder="Search courses"> <select name="term"><option>${esc(o.term ?? '2025-2026')}</option><option>2024-2025</option></select></form></header>
<div class="crumbs"><a href="/catalog/">Catalog</a> › <a href="/catalog/subjects">Subjects</a> › ${esc(o.code.split(' ')[0]!)}</div>
<main>
${o.notice ?? ''}
<h1><span class="code">${esc(o.code)}</span> ${esc(o.title)}</h1>
<div class="course-desc">${o.body}</div>
<table class="course-facts">${o.rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>
<p class="print"><a href="?print=1">Print this page</a> · <a href="/catalog/export.pdf">Download PDF of the entire catalog</a></p>
</main>
<footer><p>The catalog is published by the Office of the Registrar. Course offerings are subject to change.</p><p>© ${esc(o.uni)}</p></footer>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// MOOC lesson player.

export function moocLesson(o: { platform: string; lang?: string; course: string; lesson: string; modules: string[]; current: number; body: string; upsell?: string; transcript?: string; head?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${esc(`${o.lesson} | ${o.course} | ${o.platform}`)}</title>
<meta property="og:site_name" content="${esc(o.platform)}"><meta property="og:title" content="${esc(o.lesson)}">
${o.head ?? ''}
<link rel="stylesheet" href="/static/learner/app.9f3e.css"></head>
<body class="learner-app">
<header class="topbar"><a class="logo" href="/">${esc(o.platform)}</a><span class="course-title">${esc(o.course)}</span><a href="/my-courses">My courses</a> <a href="/account">Account</a></header>
<div class="progress"><div class="bar" style="width:${Math.round((100 * o.current) / o.modules.length)}%"></div><span>${o.current}/${o.modules.length}</span></div>
<div class="player">
<nav class="outline"><h2>Course outline</h2><ol>${o.modules.map((m, i) => `<li class="${i + 1 === o.current ? 'current' : i + 1 < o.current ? 'done' : ''}"><a href="/learn/m${i + 1}">${esc(m)}</a></li>`).join('')}</ol></nav>
<main class="lesson">
<h1>${esc(o.lesson)}</h1>
<div class="video"><video controls preload="none" poster="/media/poster.jpg"><source src="/media/lesson.mp4" type="video/mp4"></video></div>
${o.upsell ?? ''}
<div class="reading">${o.body}</div>
${o.transcript ? `<details class="transcript"><summary>Transcript</summary>${o.transcript}</details>` : ''}
<div class="lesson-nav"><a href="/learn/prev">← Previous</a> <a href="/learn/next">Next →</a></div>
</main></div>
<footer class="learner-footer"><a href="/help">Help Center</a> · <a href="/terms">Terms</a> · <a href="/privacy">Privacy</a> · <a href="/accessibility">Accessibility</a></footer>
<script src="/static/learner/runtime.js"></script><script src="/static/learner/app.js"></script>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Sphinx / Read the Docs theme.

export function sphinxPage(o: { project: string; version: string; title: string; body: string; toc: string[]; banner?: string; lang?: string; charset?: string; versions?: string[] }): string {
  return `<!DOCTYPE html>
<html class="writer-html5" lang="${o.lang ?? 'en'}" data-content_root="../">
<head>
<meta charset="${o.charset ?? 'utf-8'}" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>${esc(o.title)} &mdash; ${esc(o.project)} ${esc(o.version)} documentation</title>
<link rel="stylesheet" type="text/css" href="../_static/pygments.css?v=b86133f3" />
<link rel="stylesheet" type="text/css" href="../_static/css/theme.css?v=e59714d7" />
<script src="../_static/documentation_options.js?v=5929fcd5"></script>
<script src="../_static/doctools.js?v=9a2dae69"></script>
<link rel="index" title="Index" href="../genindex.html" /><link rel="search" title="Search" href="../search.html" />
</head>
<body class="wy-body-for-nav">
<div class="wy-grid-for-nav">
<nav data-toggle="wy-nav-shift" class="wy-nav-side"><div class="wy-side-scroll"><div class="wy-side-nav-search">
<a href="../index.html" class="icon icon-home">${esc(o.project)}</a><div class="version">${esc(o.version)}</div>
<div role="search"><form id="rtd-search-form" class="wy-form" action="../search.html" method="get"><input type="text" name="q" placeholder="Search docs" aria-label="Search docs" /></form></div></div>
<div class="wy-menu wy-menu-vertical" role="navigation" aria-label="Navigation menu"><p class="caption" role="heading"><span class="caption-text">Contents</span></p><ul>${o.toc.map((t, i) => `<li class="toctree-l1"><a class="reference internal" href="../t${i}.html">${esc(t)}</a></li>`).join('')}</ul></div>
</div></nav>
<section data-toggle="wy-nav-shift" class="wy-nav-content-wrap">
<div class="wy-nav-content"><div class="rst-content">
<div role="navigation" aria-label="Page navigation"><ul class="wy-breadcrumbs"><li><a href="../index.html" class="icon icon-home" aria-label="Home"></a></li><li class="breadcrumb-item active">${esc(o.title)}</li><li class="wy-breadcrumbs-aside"><a href="../_sources/page.rst.txt" rel="nofollow"> View page source</a></li></ul><hr/></div>
${o.banner ?? ''}
<div role="main" class="document" itemscope="itemscope" itemtype="http://schema.org/Article"><div itemprop="articleBody">
<section id="main"><h1>${esc(o.title)}<a class="headerlink" href="#main" title="Link to this heading">¶</a></h1>
${o.body}
</section></div></div>
<footer><div class="rst-footer-buttons" role="navigation"><a href="../prev.html" class="btn btn-neutral float-left" rel="prev">Previous</a><a href="../next.html" class="btn btn-neutral float-right" rel="next">Next</a></div><hr/>
<div role="contentinfo"><p>&#169; Copyright 2014-2025, the ${esc(o.project)} developers.</p></div>Built with <a href="https://www.sphinx-doc.org/">Sphinx</a> using a <a href="https://github.com/readthedocs/sphinx_rtd_theme">theme</a> provided by <a href="https://readthedocs.org">Read the Docs</a>.</footer>
</div></div></section></div>
${o.versions ? `<div class="rst-versions" data-toggle="rst-versions" role="note"><span class="rst-current-version">v: ${esc(o.version)}</span><div class="rst-other-versions"><dl><dt>Versions</dt>${o.versions.map((v) => `<dd><a href="/en/${v}/">${esc(v)}</a></dd>`).join('')}</dl></div></div>` : ''}
<script>jQuery(function () { SphinxRtdTheme.Navigation.enable(true); });</script>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Docusaurus-style docs site.

export function docusaurusPage(o: { project: string; title: string; body: string; sidebar: string[]; lang?: string; version?: string; banner?: string; head?: string }): string {
  return `<!doctype html>
<html lang="${o.lang ?? 'en'}" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page">
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v3.5.2">
<title data-rh="true">${esc(o.title)} | ${esc(o.project)}</title>
<meta data-rh="true" name="viewport" content="width=device-width,initial-scale=1">
<meta data-rh="true" property="og:title" content="${esc(o.title)} | ${esc(o.project)}">
<meta data-rh="true" name="docusaurus_version" content="${esc(o.version ?? 'current')}">
<link rel="stylesheet" href="/assets/css/styles.8a6d1b3c.css">
${o.head ?? ''}
<script src="/assets/js/runtime~main.4e1f.js" defer></script><script src="/assets/js/main.97b2.js" defer></script>
</head>
<body class="navigation-with-keyboard">
<div id="__docusaurus"><div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content</a></div>
<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items"><a class="navbar__brand" href="/"><b class="navbar__title">${esc(o.project)}</b></a><a class="navbar__item navbar__link" href="/docs/intro">Docs</a><a class="navbar__item navbar__link" href="/blog">Blog</a><a class="navbar__item navbar__link" href="/community">Community</a></div>
<div class="navbar__items navbar__items--right"><div class="navbar__item dropdown"><a class="navbar__link" href="#">${esc(o.version ?? 'Next')}</a></div><a href="https://github.com/" class="navbar__item navbar__link header-github-link" aria-label="GitHub repository"></a><div class="navbarSearchContainer"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search"><span class="DocSearch-Button-Placeholder">Search</span></button></div></div></div></nav>
${o.banner ?? ''}
<div id="__docusaurus_skipToContent_fallback" class="main-wrapper mainWrapper_z2l0"><div class="docsWrapper_hBAB"><div class="docRoot_UBD9">
<aside class="theme-doc-sidebar-container"><nav aria-label="Docs sidebar" class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list">${o.sidebar.map((s, i) => `<li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link" href="/docs/s${i}">${esc(s)}</a></li>`).join('')}</ul></nav></aside>
<main class="docMainContainer_TBSr"><div class="container padding-top--md padding-bottom--lg"><div class="row"><div class="col docItemCol_VOVn"><div class="docItemContainer_Djhp"><article>
<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/">🏠</a></li><li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">${esc(o.title)}</span></li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>${esc(o.title)}</h1></header>
${o.body}
</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-edit-meta-row"><div class="col"><a href="https://github.com/example/edit/main/docs/page.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">Edit this page</a></div><div class="col lastUpdated_JAkA">Last updated on <b><time datetime="2025-03-14T09:12:00.000Z">Mar 14, 2025</time></b></div></div></footer>
</article><nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="/docs/prev"><div class="pagination-nav__sublabel">Previous</div></a><a class="pagination-nav__link pagination-nav__link--next" href="/docs/next"><div class="pagination-nav__sublabel">Next</div></a></nav>
<div class="feedback"><span>Was this page helpful?</span> <button>👍</button> <button>👎</button></div>
</div></div></div></div></main></div></div></div>
<footer class="footer footer--dark"><div class="container container-fluid"><div class="footer__links">Docs · Community · More</div><div class="footer__copyright">Copyright © 2025 ${esc(o.project)} contributors. Built with Docusaurus.</div></div></footer></div>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Package registry.

export function registryPage(o: { registry: 'pypi' | 'npm'; name: string; version: string; summary: string; readme: string; banner?: string; released?: string; license?: string; versions?: string[] }): string {
  if (o.registry === 'pypi') {
    return `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="defaultLanguage" content="en"><meta name="availableLanguages" content="en, es, fr, ja, pt-br, uk, el, de, zh-hans, zh-hant, ru, he, eo, ko">
<title>${esc(o.name)} · PyPI</title>
<meta name="description" content="${esc(o.summary)}">
<meta property="og:title" content="${esc(o.name)}"><meta property="og:site_name" content="PyPI"><meta property="og:type" content="website">
<link rel="stylesheet" href="/static/css/warehouse-ltr.0a3ef0f7.css"></head>
<body data-controller="viewport-toggle">
<a href="#content" class="skip-to-content">Skip to main content</a>
<header class="site-header"><div class="site-container"><a href="/" class="site-header__logo">PyPI</a><form class="search-form" action="/search/" role="search"><input id="search" type="text" name="q" placeholder="Search projects"></form>
<nav class="horizontal-menu"><a href="/help/">Help</a> <a href="/sponsors/">Sponsors</a> <a href="/account/login/">Log in</a> <a href="/account/register/">Register</a></nav></div></header>
<main id="content">
<div class="banner"><div class="package-header"><h1 class="package-header__name">${esc(o.name)} ${esc(o.version)}</h1>
<div class="package-header__pip-instructions"><span id="pip-command">pip install ${esc(o.name)}==${esc(o.version)}</span></div>
<p class="package-header__date">Released: <time datetime="${o.released ?? '2024-06-02'}T10:00:00+0000">${o.released ?? '2024-06-02'}</time></p></div></div>
${o.banner ?? ''}
<div class="package-description"><p class="package-description__summary">${esc(o.summary)}</p></div>
<div class="tabs-container"><div class="vertical-tabs"><div class="vertical-tabs__tabs"><div class="sidebar-section"><h3 class="sidebar-section__title">Navigation</h3><nav><a href="#description">Project description</a><a href="#history">Release history</a><a href="#files">Download files</a></nav></div>
<div class="sidebar-section"><h3 class="sidebar-section__title">Meta</h3><p><strong>License:</strong> ${esc(o.license ?? 'MIT License')}</p><p><strong>Requires:</strong> Python &gt;=3.9</p></div></div>
<div class="vertical-tabs__panel"><div id="description" class="vertical-tabs__content"><h2 class="page-title">Project description</h2><div class="project-description">${o.readme}</div></div>
<div id="history" class="vertical-tabs__content"><h2 class="page-title">Release history</h2>${(o.versions ?? [o.version]).map((v) => `<div class="release"><p class="release__version">${esc(v)}</p></div>`).join('')}</div></div></div></div>
</main>
<footer class="footer"><div class="footer__logo">PyPI</div><p>Developed and maintained by the Python community, for the Python community. <a href="/donate/">Donate today!</a></p><p>"PyPI", "Python Package Index", and the blocks logos are registered trademarks of the Python Software Foundation.</p></footer>
</body></html>`;
  }
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(o.name)} - npm</title>
<meta name="description" content="${esc(o.summary)}. Latest version: ${esc(o.version)}. Start using ${esc(o.name)} in your project by running \`npm i ${esc(o.name)}\`.">
<meta property="og:title" content="${esc(o.name)}"><meta property="og:site_name" content="npm">
<link rel="stylesheet" href="/static/styles.1d7a5f1c.css"></head>
<body><div id="app"><header class="header"><a href="/" aria-label="npm Homepage">npm</a><nav><a href="/products/pro">Pro</a> <a href="/products/teams">Teams</a> <a href="/products">Pricing</a> <a href="https://docs.npmjs.com">Documentation</a></nav>
<form id="search" action="/search"><input type="search" name="q" placeholder="Search packages"></form><a href="/signup">Sign Up</a> <a href="/login">Sign In</a></header>
<main><div class="package-header"><h1><span title="${esc(o.name)}">${esc(o.name)}</span></h1><span>${esc(o.version)} • <span>Public</span> • Published ${esc(o.released ?? '2 years ago')}</span></div>
${o.banner ?? ''}
<ul class="tabs" role="tablist"><li><a href="?activeTab=readme">Readme</a></li><li><a href="?activeTab=code">Code</a></li><li><a href="?activeTab=dependencies">Dependencies</a></li><li><a href="?activeTab=versions">Versions</a></li></ul>
<div class="package-layout"><article id="readme">${o.readme}</article>
<aside><h3>Install</h3><p><code>npm i ${esc(o.name)}</code></p><h3>Weekly Downloads</h3><p>48,211</p><h3>Version</h3><p>${esc(o.version)}</p><h3>License</h3><p>${esc(o.license ?? 'MIT')}</p></aside></div></main>
<footer><a href="/support">Support</a> · <a href="/policies/">Terms &amp; Policies</a> · <a href="https://status.npmjs.org/">Status</a></footer></div>
<script>window.__context__ = {"context":{"packageVersion":{"name":"${esc(o.name)}","version":"${esc(o.version)}"}}}</script>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Code host (README / file view / rendered notebook).

export function repoPage(o: { owner: string; repo: string; path?: string; title: string; body: string; banner?: string; branch?: string; notebook?: boolean }): string {
  const tabs = ['Code', 'Issues 23', 'Pull requests 4', 'Actions', 'Wiki', 'Security', 'Insights'];
  return `<!DOCTYPE html>
<html lang="en" data-color-mode="auto"><head><meta charset="utf-8">
<title>${esc(o.path ? `${o.repo}/${o.path} at ${o.branch ?? 'main'} · ${o.owner}/${o.repo}` : `GitHub - ${o.owner}/${o.repo}: ${o.title}`)}</title>
<meta name="description" content="${esc(o.title)}"><meta property="og:site_name" content="GitHub"><meta property="og:title" content="${esc(`${o.owner}/${o.repo}`)}">
<meta name="octolytics-dimension-repository_nwo" content="${esc(`${o.owner}/${o.repo}`)}">
<link crossorigin="anonymous" rel="stylesheet" href="https://github.githubassets.com/assets/primer-0e3420bbec16.css"></head>
<body class="logged-out env-production page-responsive">
<div class="position-relative js-header-wrapper"><header class="HeaderMktg header-logged-out"><a class="mr-lg-3" href="/" aria-label="Homepage">GitHub</a><nav><a href="/features">Product</a> <a href="/solutions">Solutions</a> <a href="/resources">Resources</a> <a href="/open-source">Open Source</a> <a href="/pricing">Pricing</a></nav><div class="search-input">Search or jump to...</div><a href="/login">Sign in</a> <a href="/signup">Sign up</a></header></div>
<main id="js-repo-pjax-container">
<div id="repository-container-header" class="pt-3"><div class="d-flex"><strong itemprop="name"><a href="/${esc(o.owner)}/${esc(o.repo)}">${esc(o.owner)} / ${esc(o.repo)}</a></strong> <span class="Label Label--secondary">Public</span></div>
<ul class="UnderlineNav-body">${tabs.map((t) => `<li><a class="UnderlineNav-item" href="#">${esc(t)}</a></li>`).join('')}</ul></div>
${o.banner ?? ''}
<div class="repository-content">
${o.path ? `<div class="file-navigation"><span class="branch">${esc(o.branch ?? 'main')}</span> <nav aria-label="Breadcrumb" class="breadcrumb"><a href="/${esc(o.owner)}/${esc(o.repo)}">${esc(o.repo)}</a> / ${esc(o.path)}</nav></div>` : '<div class="about"><h2>About</h2><p>' + esc(o.title) + '</p><p>☆ 2.3k stars · 118 forks</p></div>'}
<div id="readme" class="Box-body ${o.notebook ? 'notebook-render' : 'markdown-body'}"><article class="markdown-body entry-content" itemprop="text">
${o.body}
</article></div></div>
</main>
<footer class="footer"><ul><li>© 2025 GitHub, Inc.</li><li><a href="/site/terms">Terms</a></li><li><a href="/site/privacy">Privacy</a></li><li><a href="https://www.githubstatus.com/">Status</a></li><li><a href="https://docs.github.com">Docs</a></li></ul></footer>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Q&A site.

export function qaPage(o: { site: string; title: string; question: string; answers: string[]; notice?: string; tags: string[]; lang?: string }): string {
  return `<!DOCTYPE html>
<html itemscope itemtype="https://schema.org/QAPage" class="html__responsive" lang="${o.lang ?? 'en'}"><head>
<title>${esc(o.title)} - ${esc(o.site)}</title>
<meta name="viewport" content="width=device-width, height=device-height, initial-scale=1.0, minimum-scale=1.0">
<meta property="og:type" content="website"><meta property="og:site_name" content="${esc(o.site)}"><meta itemprop="name" content="${esc(o.title)}">
<link rel="stylesheet" type="text/css" href="https://cdn.sstatic.net/Shared/stacks.css?v=0ea2d3d"></head>
<body class="question-page unified-theme">
<header class="s-topbar"><a class="s-topbar--logo" href="/">${esc(o.site)}</a><ol class="s-navigation"><li><a href="/questions">Questions</a></li><li><a href="/tags">Tags</a></li><li><a href="/users">Users</a></li></ol><form action="/search" class="s-topbar--searchbar"><input name="q" type="text" placeholder="Search…" maxlength="240"></form><a href="/users/login">Log in</a> <a href="/users/signup">Sign up</a></header>
<div class="container"><div id="left-sidebar"><nav><ol><li><a href="/">Home</a></li><li><a href="/questions">Questions</a></li><li><a href="/tags">Tags</a></li><li><a href="/jobs">Jobs</a></li></ol></nav></div>
<div id="content"><div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">
<div id="question-header"><h1 itemprop="name" class="fs-headline1"><a href="#" class="question-hyperlink">${esc(o.title)}</a></h1></div>
<div class="d-flex fw-wrap"><div class="flex--item">Asked <time itemprop="dateCreated" datetime="2019-03-11T14:02:33">6 years ago</time></div><div class="flex--item">Viewed 412k times</div></div>
${o.notice ?? ''}
<div class="question"><div class="votecell"><div class="js-vote-count" itemprop="upvoteCount">2981</div></div><div class="s-prose js-post-body" itemprop="text">${o.question}</div>
<div class="post-taglist">${o.tags.map((t) => `<a href="/questions/tagged/${esc(t)}" class="post-tag">${esc(t)}</a>`).join(' ')}</div></div>
<div id="answers"><h2>${o.answers.length} Answers</h2>${o.answers.map((a, i) => `<div class="answer${i === 0 ? ' accepted-answer' : ''}" itemprop="${i === 0 ? 'acceptedAnswer' : 'suggestedAnswer'}" itemscope itemtype="https://schema.org/Answer"><div class="js-vote-count">${900 - i * 300}</div><div class="s-prose js-post-body" itemprop="text">${a}</div></div>`).join('')}</div>
</div></div>
<div id="sidebar"><div class="s-sidebarwidget"><h4>Linked</h4><ul><li><a href="/q/1">Is floating point math broken?</a></li><li><a href="/q/2">How to deal with floating point number precision in JavaScript?</a></li></ul></div><div class="s-sidebarwidget"><h4>Hot Network Questions</h4><ul><li><a href="/q/3">Why do airliners not have ejection seats?</a></li><li><a href="/q/4">How do I tell my advisor I want to switch fields?</a></li></ul></div></div></div>
<footer id="footer" class="site-footer"><p>Site design / logo © 2025 ${esc(o.site)} Inc; user contributions licensed under CC BY-SA.</p></footer>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Mailing-list archive (pipermail / hypermail).

export function pipermail(o: { list: string; subject: string; from: string; date: string; body: string }): string {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML>
 <HEAD>
   <TITLE> ${esc(o.subject)}
   </TITLE>
   <LINK REL="Index" HREF="index.html" >
   <LINK REL="made" HREF="mailto:${esc(o.list)}%40lists.example.org?Subject=Re:%20${encodeURIComponent(o.subject)}">
   <META NAME="robots" CONTENT="index,nofollow">
   <style type="text/css">pre { white-space: pre-wrap; }</style>
   <META http-equiv="Content-Type" content="text/html; charset=us-ascii">
 </HEAD>
 <BODY BGCOLOR="#ffffff">
   <H1>${esc(o.subject)}</H1>
    <B>${esc(o.from)}</B> 
    <A HREF="mailto:${esc(o.list)}%40lists.example.org" TITLE="${esc(o.subject)}">marta at example.org
       </A><BR>
    <I>${esc(o.date)}</I>
    <P><UL>
        <LI>Previous message (by thread): <A HREF="004211.html">[dev] Release schedule for 3.9
</A></li>
        <LI>Next message (by thread): <A HREF="004213.html">[dev] Proposal: deprecate the legacy XML parser in 3.x
</A></li>
         <LI> <B>Messages sorted by:</B> 
              <a href="date.html#4212">[ date ]</a>
              <a href="thread.html#4212">[ thread ]</a>
              <a href="subject.html#4212">[ subject ]</a>
              <a href="author.html#4212">[ author ]</a>
         </LI>
       </UL>
    <HR>  
<!--beginarticle-->
<PRE>${o.body}
</PRE>

<!--endarticle-->
    <HR>
    <P><UL>
        <!--threads-->
	<LI>Previous message (by thread): <A HREF="004211.html">[dev] Release schedule for 3.9</A></li>
	<LI>Next message (by thread): <A HREF="004213.html">[dev] Proposal: deprecate the legacy XML parser in 3.x</A></li>
       </UL>
<hr>
<a href="https://lists.example.org/mailman/listinfo/${esc(o.list)}">More information about the ${esc(o.list)}
mailing list</a><br>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// RFC-style plain document rendered as HTML.

export function rfcPage(o: { number: number; title: string; status: string; obsoletedBy?: number; body: string[]; date: string }): string {
  const header = `Internet Engineering Task Force (IETF)                        M. Okafor
Request for Comments: ${o.number}                                 Widgetworks
${o.obsoletedBy ? `Obsoleted by: ${o.obsoletedBy}                                          ` : ''}Category: ${o.status}                                       ${o.date}
ISSN: 2070-1721`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>RFC ${o.number}: ${esc(o.title)}</title>
<meta name="description" content="${esc(o.title)} (RFC ${o.number})"><link rel="stylesheet" href="/css/rfc.css"></head>
<body>
${o.obsoletedBy ? `<div class="obsoleted-notice"><p><strong>This RFC has been obsoleted by <a href="/rfc/rfc${o.obsoletedBy}.html">RFC ${o.obsoletedBy}</a>.</strong> Please see the newer document for the current specification.</p></div>` : ''}
<div class="meta"><dl><dt>Status:</dt><dd>${esc(o.status)}${o.obsoletedBy ? ` · Obsoleted by RFC ${o.obsoletedBy}` : ''}</dd><dt>Stream:</dt><dd>IETF</dd></dl><a href="/rfc/rfc${o.number}.txt">TXT</a> · <a href="/rfc/rfc${o.number}.pdf">PDF</a> · <a href="/rfc/rfc${o.number}.xml">XML</a></div>
<pre class="rfc">
${esc(header)}


                ${esc(o.title)}

Abstract

${o.body.map((b, i) => `${i === 0 ? '' : `${i + 1}.  Section ${i + 1}\n\n`}   ${esc(b)}`).join('\n\n')}

Status of This Memo

   This is an Internet Standards Track document.  Information about the
   current status of this document, any errata, and how to provide
   feedback on it may be obtained at https://www.rfc-editor.org/info/rfc${o.number}.
</pre>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// phpBB-style developer forum thread.

export function forumThread(o: { forum: string; lang: string; charset?: string; title: string; posts: { user: string; date: string; text: string }[]; notice?: string }): string {
  return `<!DOCTYPE html>
<html dir="ltr" lang="${o.lang}"><head><meta charset="${o.charset ?? 'utf-8'}"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)} - ${esc(o.forum)}</title>
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=312" rel="stylesheet"></head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr">
<div id="wrap" class="wrap"><div id="page-header"><div class="headerbar"><a id="logo" class="logo" href="./index.php">${esc(o.forum)}</a><div id="search-box" class="search-box"><form action="./search.php"><input name="keywords" type="search" placeholder="Search…"></form></div></div>
<div class="navbar"><ul class="nav-main"><li><a href="/app.php/help/faq">FAQ</a></li><li><a href="./ucp.php?mode=login">Login</a></li><li><a href="./ucp.php?mode=register">Register</a></li></ul><ul class="nav-breadcrumbs"><li><a href="./index.php">Board index</a> ‹ <a href="./viewforum.php?f=4">C/C++</a></li></ul></div></div>
<div id="page-body" class="page-body">
<h2 class="topic-title"><a href="#">${esc(o.title)}</a></h2>
${o.notice ?? ''}
${o.posts.map((p, i) => `<div id="p${1000 + i}" class="post has-profile bg${(i % 2) + 1}"><div class="inner"><dl class="postprofile"><dt><a href="./memberlist.php?u=${i}" class="username">${esc(p.user)}</a></dt><dd>Posts: ${40 + i * 17}</dd></dl><div class="postbody"><h3>${i ? 'Re: ' : ''}${esc(o.title)}</h3><p class="author">${esc(p.date)}</p><div class="content">${p.text}</div></div></div></div>`).join('\n')}
<div class="action-bar bar-bottom"><div class="pagination">${o.posts.length} posts · Page <strong>1</strong> of <strong>1</strong></div></div>
</div>
<div id="page-footer"><p>Powered by <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited</p></div></div>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// DSpace-style thesis repository item.

export function thesisItem(o: { repo: string; lang?: string; title: string; author: string; year: string; abstract: string; files: string; notice?: string; degree: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"><head><meta charset="utf-8"><title>${esc(o.repo)}: ${esc(o.title)}</title>
<meta name="citation_title" content="${esc(o.title)}"><meta name="citation_author" content="${esc(o.author)}"><meta name="citation_publication_date" content="${o.year}"><meta name="DC.type" content="Thesis">
<link rel="stylesheet" href="/static/css/dspace.css"></head>
<body><header class="ds-header"><a href="/" class="navbar-brand">${esc(o.repo)}</a><nav><a href="/browse/title">Browse</a> <a href="/communities">Communities &amp; Collections</a> <a href="/statistics">Statistics</a> <a href="/login">Log In</a></nav></header>
<div class="container"><nav class="trail"><a href="/">${esc(o.repo)}</a> › <a href="/handle/1/2">Theses and Dissertations</a> › Item</nav>
<h2 class="item-page-title-field">${esc(o.title)}</h2>
${o.notice ?? ''}
<div class="row"><div class="col-md-4"><h5>Files in this item</h5>${o.files}
<h5>Author</h5><div class="author">${esc(o.author)}</div><h5>Date</h5><div>${o.year}</div><h5>Degree</h5><div>${esc(o.degree)}</div></div>
<div class="col-md-8"><h5>Abstract</h5><div class="simple-item-view-description">${o.abstract}</div>
<h5>URI</h5><div><a href="/handle/1/48211">/handle/1/48211</a></div><h5>Collections</h5><div><a href="/handle/1/2">Theses and Dissertations</a></div></div></div>
<a href="?show=full">Show full item record</a></div>
<footer class="ds-footer"><p>DSpace software copyright © 2002-2025 LYRASIS · <a href="/contact">Contact Us</a> · <a href="/feedback">Send Feedback</a></p></footer>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// An old personal homepage on a ~user path (2000s markup, legacy charset).

export function oldHomepage(o: { name: string; lang: string; charset: string; title: string; body: string; updated: string; metaCharset?: boolean }): string {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">
<html>
<head>
${o.metaCharset === false ? '' : `<meta http-equiv="Content-Type" content="text/html; charset=${o.charset}">`}
<title>${esc(o.title)}</title>
</head>
<body bgcolor="#FFFFF0" text="#000000" link="#0000CC" vlink="#551A8B">
<table width="760" border="0" cellpadding="4"><tr><td valign="top" width="160" bgcolor="#DDE6F0">
<font face="Verdana" size="2"><b>${esc(o.name)}</b><br><br>
<a href="index.html">Home</a><br><a href="teaching.html">Teaching</a><br><a href="papers.html">Publications</a><br><a href="cv.pdf">CV</a><br><a href="links.html">Links</a></font>
</td><td valign="top">
<h2>${esc(o.title)}</h2>
<font face="Times New Roman" size="3">
${o.body}
</font>
<hr noshade size="1">
<font size="1">${esc(o.updated)}</font><br>
<img src="/cgi-bin/counter.cgi?page=home" alt="counter" width="88" height="31">
</td></tr></table>
</body>
</html>`;
}

// ---------------------------------------------------------------------------------------------
// Apache directory listing.

export function dirListing(path: string, files: [string, string, string][]): string {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<html>
 <head>
  <title>Index of ${esc(path)}</title>
 </head>
 <body>
<h1>Index of ${esc(path)}</h1>
  <table>
   <tr><th valign="top"><img src="/icons/blank.gif" alt="[ICO]"></th><th><a href="?C=N;O=D">Name</a></th><th><a href="?C=M;O=A">Last modified</a></th><th><a href="?C=S;O=A">Size</a></th><th><a href="?C=D;O=A">Description</a></th></tr>
   <tr><th colspan="5"><hr></th></tr>
<tr><td valign="top"><img src="/icons/back.gif" alt="[PARENTDIR]"></td><td><a href="../">Parent Directory</a></td><td>&nbsp;</td><td align="right">  - </td><td>&nbsp;</td></tr>
${files.map(([n, d, s]) => `<tr><td valign="top"><img src="/icons/layout.gif" alt="[   ]"></td><td><a href="${esc(n)}">${esc(n)}</a></td><td align="right">${d}  </td><td align="right">${s}</td><td>&nbsp;</td></tr>`).join('\n')}
   <tr><th colspan="5"><hr></th></tr>
</table>
<address>Apache/2.2.22 (Debian) Server at www.example.edu Port 80</address>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Science-communication magazine (its own chrome, not the kit's article template).

export function sciMag(o: { mag: string; lang?: string; title: string; dek: string; author: string; date: string; body: string; head?: string; beforeBody?: string; afterBody?: string; section?: string; charset?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"><head><meta charset="${o.charset ?? 'utf-8'}"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)} | ${esc(o.mag)}</title>
<meta name="description" content="${esc(o.dek)}">
<meta property="og:type" content="article"><meta property="og:title" content="${esc(o.title)}"><meta property="og:site_name" content="${esc(o.mag)}">
<meta name="author" content="${esc(o.author)}"><meta property="article:published_time" content="${o.date}">
${o.head ?? ''}
<link rel="stylesheet" href="/assets/mag.css"></head>
<body class="article-page">
<div class="top-strip"><a href="/newsletter">Get our free weekly newsletter</a> · <a href="/subscribe">Subscribe</a> · <a href="/login">Sign in</a></div>
<header class="masthead"><a href="/" class="logo">${esc(o.mag)}</a><nav><a href="/space">Space</a> <a href="/health">Health</a> <a href="/environment">Environment</a> <a href="/life">Life</a> <a href="/physics">Physics</a> <a href="/tech">Technology</a> <a href="/mind">Mind</a></nav></header>
<main><article>
<div class="rubric"><a href="/${(o.section ?? 'life').toLowerCase()}">${esc(o.section ?? 'Life')}</a></div>
<h1>${esc(o.title)}</h1><p class="dek">${esc(o.dek)}</p>
<div class="byline">By <a rel="author" href="/author/x">${esc(o.author)}</a> · <time datetime="${o.date}">${o.date.slice(0, 10)}</time></div>
<figure class="lead"><img src="/img/lead.jpg" alt=""><figcaption>Credit: Science Photo Library</figcaption></figure>
${o.beforeBody ?? ''}
<div class="article-body">${o.body}</div>
${o.afterBody ?? ''}
<section class="more"><h3>Read more</h3><ul><li><a href="/a/1">The hidden maths of sunflower seeds</a></li><li><a href="/a/2">How far can a bird fly without landing?</a></li><li><a href="/a/3">Why the Moon is slowly drifting away</a></li></ul></section>
</article></main>
<footer class="mag-footer"><p>© 2025 ${esc(o.mag)} Media Ltd. All rights reserved.</p><a href="/about">About us</a> · <a href="/contact">Contact</a> · <a href="/privacy">Privacy</a> · <a href="/cookies">Cookie settings</a></footer>
</body></html>`;
}

export const paras = P;

/**
 * Page templates for the held-out set blind18 (government and public-sector sources), written for
 * this set: the chrome of statistics offices, parliaments, legislation databases, ministries,
 * courts, open-data portals (CKAN / Socrata style), intergovernmental bodies, procurement and
 * election sites, city portals and old government servers (table layouts, frames, legacy charsets),
 * plus the walls, notices and error pages such sites serve. Knows nothing about statuses.
 */
import { esc, pdf, wrap } from './blindkit';
import type { Doc } from './blind18text';

const P = (paras: string[]) => paras.map((p) => `<p>${esc(p)}</p>`).join('\n');
const fmt = (iso: string, lang: string) => {
  try {
    return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
};
const head = (o: { lang: string; title: string; charset?: string; extra?: string; desc?: string; site?: string }) => `<!DOCTYPE html>
<html lang="${o.lang}"${['ar', 'he', 'fa'].includes(o.lang) ? ' dir="rtl"' : ''}>
<head>
<meta charset="${o.charset ?? 'utf-8'}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.desc ? `<meta name="description" content="${esc(o.desc)}">` : ''}
${o.site ? `<meta property="og:site_name" content="${esc(o.site)}">` : ''}
${o.extra ?? ''}
</head>`;

// ---------------------------------------------------------------------------------------------
// Government chrome, one per kind of office

/** GOV.UK-like: crown header, breadcrumbs, "From:", metadata, contents, feedback, OGL footer. */
export function govuk(d: Doc, o: { banner?: string; body?: string; crumbs?: string[]; from?: string; updated?: string } = {}) {
  return (url: string) => `${head({ lang: d.lang, title: `${d.title} - GOV.UK`, desc: d.paras[0]!.slice(0, 150), extra: `<meta property="og:title" content="${esc(d.title)}"><meta property="og:site_name" content="GOV.UK"><meta property="og:type" content="article"><meta name="govuk:format" content="detailed_guide"><meta name="govuk:first-published-at" content="${d.date}"><link rel="canonical" href="${esc(url)}">
<script type="application/ld+json">${JSON.stringify({ '@context': 'http://schema.org', '@type': 'Article', headline: d.title, datePublished: d.date, publisher: { '@type': 'Organization', name: 'GOV.UK', url: 'https://www.gov.uk' }, author: { '@type': 'Organization', name: o.from ?? d.author ?? 'Cabinet Office' } })}</script>` })}
<body class="govuk-template__body">
<div id="global-cookie-message" class="gem-c-cookie-banner" role="region" aria-label="Cookies on GOV.UK"><p>We use some essential cookies to make this website work. We’d like to set additional cookies to understand how you use GOV.UK, remember your settings and improve government services.</p><button>Accept additional cookies</button> <button>Reject additional cookies</button> <a href="/help/cookies">View cookies</a></div>
<a href="#content" class="govuk-skip-link">Skip to main content</a>
<header class="govuk-header"><a href="/" class="govuk-header__link--homepage">GOV.UK</a><nav><a href="/browse">Menu</a> <a href="/search">Search GOV.UK</a></nav></header>
<div class="govuk-width-container">
<div class="govuk-breadcrumbs"><ol>${['Home', ...(o.crumbs ?? ['Business and self-employed', 'Business tax'])].map((c) => `<li><a href="/browse/${esc(c.toLowerCase().replace(/\W+/g, '-'))}">${esc(c)}</a></li>`).join('')}</ol></div>
<main id="content" role="main" lang="${d.lang}">
${o.banner ?? ''}
<div class="gem-c-title"><span class="gem-c-title__context">Guidance</span><h1 class="gem-c-title__text">${esc(d.title)}</h1></div>
<p class="gem-c-lead-paragraph">${esc(d.paras[0]!.slice(0, 120))}…</p>
<div class="gem-c-metadata"><dl><dt>From:</dt><dd><a href="/government/organisations/x">${esc(o.from ?? d.author ?? 'Cabinet Office')}</a></dd><dt>Published</dt><dd>${fmt(d.date, 'en-GB')}</dd>${o.updated ? `<dt>Last updated</dt><dd>${esc(o.updated)}</dd>` : ''}</dl></div>
<nav class="gem-c-contents-list" aria-label="Contents"><h2>Contents</h2><ol><li><a href="#who">Who must register</a></li><li><a href="#how">How to register</a></li><li><a href="#late">If you register late</a></li></ol></nav>
<div class="govspeak">${o.body ?? P(d.paras)}</div>
<div class="gem-c-print-link"><button>Print this page</button></div>
</main>
<div class="gem-c-related-navigation"><h2>Related content</h2><ul><li><a href="/vat-registration">VAT registration</a></li><li><a href="/vat-rates">VAT rates</a></li><li><a href="/guidance/vat-guide-notice-700">VAT guide (VAT Notice 700)</a></li></ul><h3>Explore the topic</h3><ul><li><a href="/business-tax/vat">VAT</a></li></ul></div>
<div class="gem-c-feedback"><h2>Is this page useful?</h2><button>Yes</button> <button>No</button> <a href="/contact/govuk/problem_reports">Report a problem with this page</a></div>
</div>
<footer class="govuk-footer"><h2>Services and information</h2><ul><li>Benefits</li><li>Births, death, marriages and care</li><li>Business and self-employed</li><li>Childcare and parenting</li><li>Citizenship and living in the UK</li><li>Crime, justice and the law</li></ul><p>All content is available under the <a href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/">Open Government Licence v3.0</a>, except where otherwise stated</p><p>© Crown copyright</p></footer>
<script src="/assets/static/application.js"></script>
</body></html>`;
}

/** A statistics office's release page: release info, main points, a table, downloads, contact. */
export function statsRelease(d: Doc, o: { banner?: string; table?: string; charset?: string; cookie?: boolean } = {}) {
  const L = LBL[d.lang] ?? LBL.en!;
  return (url: string) => `${head({ lang: d.lang, title: `${d.title} - ${d.site}`, charset: o.charset ?? d.charset, site: d.site, desc: d.paras[0]!.slice(0, 150), extra: `<meta property="og:title" content="${esc(d.title)}"><meta name="dcterms.created" content="${d.date.slice(0, 10)}"><meta name="dcterms.publisher" content="${esc(d.site)}"><link rel="canonical" href="${esc(url)}">` })}
<body class="release-page">
<div class="top-bar"><span>${esc(d.site)}</span> <a href="/${d.lang}/">${esc(L.home)}</a> | <a href="/release-calendar">${esc(L.calendar)}</a> | <a href="/methods">${esc(L.methods)}</a> | <a href="/contact">${esc(L.contact)}</a></div>
<header><a class="logo" href="/"><img src="/img/logo.svg" alt="${esc(d.site)}"></a><form action="/search"><input name="q" placeholder="${esc(L.search)}"></form></header>
<nav class="topics"><ul>${L.topics.map((t, i) => `<li><a href="/topic/${i}">${esc(t)}</a></li>`).join('')}</ul></nav>
<main>
${o.banner ?? ''}
<div class="release-meta"><span class="badge">${esc(d.kind)}</span> <time datetime="${d.date}">${esc(fmt(d.date, d.lang))}</time></div>
<h1>${esc(d.title)}</h1>
<section class="main-points"><h2>${esc(L.main)}</h2><ul>${d.paras.slice(0, 2).map((p) => `<li>${esc(p)}</li>`).join('')}</ul></section>
<section class="body">${P(d.paras.slice(2))}</section>
${o.table ?? `<table class="data"><caption>${esc(L.table)}</caption><thead><tr><th></th><th>2024</th><th>2025</th></tr></thead><tbody><tr><td>A</td><td>101,2</td><td>103,4</td></tr><tr><td>B</td><td>98,7</td><td>99,1</td></tr><tr><td>C</td><td>4,6</td><td>4,9</td></tr></tbody></table>`}
<section class="downloads"><h2>${esc(L.downloads)}</h2><ul><li><a href="/files/table1.xlsx">XLSX (34 kB)</a></li><li><a href="/files/table1.csv">CSV (12 kB)</a></li><li><a href="/files/release.pdf">PDF (412 kB)</a></li></ul></section>
<aside class="contact"><h2>${esc(L.contact)}</h2><p>${esc(d.site)} · +00 000 000 000 · info@${esc(d.host.replace(/^www\./, ''))}</p><p>${esc(L.next)}: 2026-03-17</p></aside>
</main>
<footer><p>© ${esc(d.site)} ${d.date.slice(0, 4)} · ${esc(L.footer)}</p></footer>
${o.cookie === false ? '' : `<div class="cookie-consent" role="dialog"><p>${esc(L.cookie)}</p><button>OK</button></div>`}
</body></html>`;
}

type Lbl = { home: string; calendar: string; methods: string; contact: string; search: string; topics: string[]; main: string; table: string; downloads: string; next: string; footer: string; cookie: string };
const LBL: Record<string, Lbl> = {
  en: { home: 'Home', calendar: 'Release calendar', methods: 'Methodology', contact: 'Contact', search: 'Search', topics: ['Economy', 'Employment and labour market', 'People, population and community', 'Business, industry and trade'], main: 'Main points', table: 'Table 1: Summary of estimates', downloads: 'Download this release', next: 'Next release', footer: 'Open Government Licence', cookie: 'This site uses cookies to make it work and to collect analytics.' },
  de: { home: 'Startseite', calendar: 'Veröffentlichungskalender', methods: 'Methoden', contact: 'Kontakt', search: 'Suchbegriff', topics: ['Wirtschaft', 'Gesellschaft und Umwelt', 'Länder und Regionen', 'Preise'], main: 'Auf einen Blick', table: 'Tabelle 1: Überblick', downloads: 'Downloads', next: 'Nächste Veröffentlichung', footer: 'Impressum · Datenschutz · Barrierefreiheit', cookie: 'Diese Website verwendet ausschließlich technisch notwendige Cookies.' },
  fr: { home: 'Accueil', calendar: 'Calendrier des publications', methods: 'Méthodes', contact: 'Contact', search: 'Rechercher', topics: ['Économie', 'Population', 'Emploi – Revenus', 'Entreprises'], main: 'En bref', table: 'Tableau 1 : Évolution', downloads: 'Télécharger', next: 'Prochaine publication', footer: 'Mentions légales · Accessibilité', cookie: 'Ce site utilise des cookies de mesure d’audience.' },
  es: { home: 'Inicio', calendar: 'Calendario', methods: 'Metodología', contact: 'Contacto', search: 'Buscar', topics: ['Economía', 'Demografía y población', 'Mercado laboral', 'Sociedad'], main: 'Principales resultados', table: 'Tabla 1. Resumen', downloads: 'Descargas', next: 'Próxima publicación', footer: 'Aviso legal · Accesibilidad', cookie: 'Este sitio web utiliza cookies técnicas.' },
  pt: { home: 'Início', calendar: 'Calendário', methods: 'Metodologia', contact: 'Contato', search: 'Buscar', topics: ['Economia', 'População', 'Trabalho', 'Sociedade'], main: 'Destaques', table: 'Tabela 1', downloads: 'Downloads', next: 'Próxima divulgação', footer: 'Política de privacidade', cookie: 'Utilizamos cookies conforme a LGPD.' },
  nl: { home: 'Home', calendar: 'Publicatiekalender', methods: 'Methoden', contact: 'Contact', search: 'Zoeken', topics: ['Economie', 'Bevolking', 'Arbeid', 'Zorg'], main: 'In het kort', table: 'Tabel 1', downloads: 'Downloads', next: 'Volgende publicatie', footer: 'Privacy · Toegankelijkheid', cookie: 'Wij gebruiken alleen functionele cookies.' },
  cs: { home: 'Úvod', calendar: 'Katalog produktů', methods: 'Metodika', contact: 'Kontakty', search: 'Hledat', topics: ['Ekonomika', 'Obyvatelstvo', 'Práce a mzdy', 'Ceny'], main: 'Hlavní výsledky', table: 'Tabulka 1', downloads: 'Ke stažení', next: 'Příští zveřejnění', footer: 'Prohlášení o přístupnosti', cookie: 'Tento web používá soubory cookie.' },
  hu: { home: 'Főoldal', calendar: 'Közzétételi naptár', methods: 'Módszertan', contact: 'Kapcsolat', search: 'Keresés', topics: ['Gazdaság', 'Népesség', 'Munkaerőpiac', 'Árak'], main: 'Főbb megállapítások', table: '1. tábla', downloads: 'Letöltés', next: 'Következő megjelenés', footer: 'Adatvédelem', cookie: 'Az oldal sütiket használ.' },
  ru: { home: 'Главная', calendar: 'Календарь публикаций', methods: 'Методология', contact: 'Контакты', search: 'Поиск', topics: ['Экономика', 'Население', 'Рынок труда', 'Цены'], main: 'Основные показатели', table: 'Таблица 1', downloads: 'Скачать', next: 'Следующая публикация', footer: 'Официальный сайт', cookie: 'Сайт использует файлы cookie.' },
  el: { home: 'Αρχική', calendar: 'Ανακοινώσεις', methods: 'Μεθοδολογία', contact: 'Επικοινωνία', search: 'Αναζήτηση', topics: ['Οικονομία', 'Πληθυσμός', 'Απασχόληση', 'Τιμές'], main: 'Κύρια σημεία', table: 'Πίνακας 1', downloads: 'Λήψη', next: 'Επόμενη ανακοίνωση', footer: 'Όροι χρήσης', cookie: 'Χρησιμοποιούμε cookies.' },
  ar: { home: 'الرئيسية', calendar: 'تقويم الإصدارات', methods: 'المنهجية', contact: 'اتصل بنا', search: 'بحث', topics: ['الاقتصاد', 'السكان', 'سوق العمل', 'الأسعار'], main: 'أبرز النتائج', table: 'جدول 1', downloads: 'تحميل', next: 'الإصدار القادم', footer: 'جميع الحقوق محفوظة', cookie: 'يستخدم هذا الموقع ملفات تعريف الارتباط.' },
  ja: { home: 'ホーム', calendar: '公表予定', methods: '調査の概要', contact: 'お問い合わせ', search: 'サイト内検索', topics: ['統計データ', '調査の結果', '統計の解説', '刊行物'], main: '結果の概要', table: '表1', downloads: 'ダウンロード', next: '次回公表', footer: '利用規約', cookie: '本サイトはCookieを使用しています。' },
  zh: { home: '首页', calendar: '发布日程', methods: '统计制度', contact: '联系我们', search: '搜索', topics: ['数据查询', '统计公报', '统计标准', '统计知识'], main: '主要数据', table: '表1', downloads: '下载', next: '下次发布', footer: '版权所有', cookie: '本网站使用Cookie。' },
  ko: { home: '홈', calendar: '공표일정', methods: '통계설명', contact: '문의', search: '검색', topics: ['경제', '인구', '고용', '물가'], main: '주요 내용', table: '표 1', downloads: '다운로드', next: '다음 공표', footer: '개인정보처리방침', cookie: '이 사이트는 쿠키를 사용합니다.' },
  th: { home: 'หน้าหลัก', calendar: 'ปฏิทินเผยแพร่', methods: 'ระเบียบวิธี', contact: 'ติดต่อเรา', search: 'ค้นหา', topics: ['เศรษฐกิจ', 'ประชากร', 'แรงงาน', 'ราคา'], main: 'สรุปผล', table: 'ตาราง 1', downloads: 'ดาวน์โหลด', next: 'เผยแพร่ครั้งต่อไป', footer: 'นโยบายเว็บไซต์', cookie: 'เว็บไซต์นี้ใช้คุกกี้' },
  tr: { home: 'Ana Sayfa', calendar: 'Ulusal Veri Yayımlama Takvimi', methods: 'Metaveri', contact: 'İletişim', search: 'Ara', topics: ['Ekonomi', 'Nüfus', 'İstihdam', 'Enflasyon'], main: 'Öne çıkanlar', table: 'Tablo 1', downloads: 'İndir', next: 'Bir sonraki yayın', footer: 'Gizlilik', cookie: 'Bu sitede çerezler kullanılmaktadır.' },
  da: { home: 'Forside', calendar: 'Udgivelseskalender', methods: 'Dokumentation', contact: 'Kontakt', search: 'Søg', topics: ['Økonomi', 'Befolkning', 'Arbejde', 'Priser'], main: 'Hovedresultater', table: 'Tabel 1', downloads: 'Hent', next: 'Næste udgivelse', footer: 'Tilgængelighed', cookie: 'Vi bruger kun nødvendige cookies.' },
};

/** A parliament page (debate record, bill, committee report, vote). */
export function parliament(d: Doc, o: { charset?: string; banner?: string; extra?: string } = {}) {
  return (url: string) => `${head({ lang: d.lang, title: `${d.title} - ${d.site}`, charset: o.charset ?? d.charset, site: d.site, extra: `<meta name="citation_title" content="${esc(d.title)}"><meta name="DC.date" content="${d.date.slice(0, 10)}"><link rel="canonical" href="${esc(url)}">` })}
<body class="parl">
<header class="masthead"><div class="portcullis" aria-hidden="true"></div><a href="/">${esc(d.site)}</a><nav><a href="/business">Business</a> <a href="/members">Members</a> <a href="/committees">Committees</a> <a href="/votes">Votes</a> <a href="/visit">Visiting</a></nav></header>
<div class="debate-nav"><a href="/previous">◀</a> <span>${esc(fmt(d.date, d.lang))}</span> <a href="/next">▶</a> <span class="volume">Volume 754</span></div>
<main>
${o.banner ?? ''}
<h1 class="title">${esc(d.title)}</h1>
<div class="meta"><span class="kind">${esc(d.kind)}</span> · <time datetime="${d.date}">${esc(fmt(d.date, d.lang))}</time></div>
${d.paras.map((p, i) => `<div class="contribution" id="c${i}"><span class="col">Col. ${412 + i}</span><p>${esc(p)}</p><a class="share" href="#c${i}">Share</a></div>`).join('\n')}
${o.extra ?? ''}
</main>
<aside><h2>In this debate</h2><ul><li><a href="/d/1">Amendment 1</a></li><li><a href="/d/2">Division 142</a></li><li><a href="/d/3">Programme motion</a></li></ul></aside>
<footer><a href="/accessibility">Accessibility</a> · <a href="/cookies">Cookie policy</a> · <a href="/copyright">Parliamentary copyright</a></footer>
</body></html>`;
}

/** A legislation database viewer: table of contents, version flags, point-in-time timeline. */
export function legislation(d: Doc, o: { status?: string; charset?: string; toc?: boolean } = {}) {
  return (url: string) => `${head({ lang: d.lang, title: `${d.title} - ${d.site}`, charset: o.charset ?? d.charset, site: d.site, extra: `<meta name="DC.title" content="${esc(d.title)}"><meta name="DC.publisher" content="${esc(d.site)}"><meta name="DC.date.modified" content="${d.date.slice(0, 10)}"><link rel="canonical" href="${esc(url)}">` })}
<body>
<div id="bandeau-gouv"><span>${d.lang === 'fr' ? 'République française' : esc(d.site)}</span></div>
<header><a href="/">${esc(d.site)}</a><nav><a href="/codes">Codes</a> <a href="/lois">Textes</a> <a href="/jorf">Journal officiel</a> <a href="/juri">Jurisprudence</a> <a href="/circulaires">Circulaires</a></nav><form action="/search"><input name="query"><button>OK</button></form></header>
<main>
${o.toc === false ? '' : `<nav class="toc"><h2>Sommaire</h2><ul><li>Partie législative</li><li>Livre V : Prévention des pollutions, des risques et des nuisances</li><li>Titre IV : Déchets</li><li>Chapitre Ier : Prévention et gestion des déchets</li></ul></nav>`}
<div class="version">${o.status ?? `<span class="in-force">Version en vigueur</span>`}</div>
<h1>${esc(d.title)}</h1>
<div class="dates"><span>${esc(fmt(d.date, d.lang))}</span> <a href="/timeline">Versions</a> <a href="/liens">Liens relatifs</a></div>
<article class="content">${P(d.paras)}</article>
</main>
<footer><a href="/accessibilite">Accessibilité</a> · <a href="/donnees">Données personnelles</a> · <a href="/licence">Licence ouverte</a></footer>
</body></html>`;
}

/** A ministry or agency press release on a Drupal-style site with a mega menu and related items. */
export function ministry(d: Doc, o: { banner?: string; charset?: string; cookie?: string } = {}) {
  return (url: string) => `${head({ lang: d.lang, title: `${d.title} | ${d.site}`, charset: o.charset ?? d.charset, site: d.site, extra: `<meta name="Generator" content="Drupal 10 (https://www.drupal.org)"><meta property="og:title" content="${esc(d.title)}"><meta property="og:type" content="article"><meta property="article:published_time" content="${d.date}">${d.author ? `<meta name="author" content="${esc(d.author)}">` : ''}<link rel="canonical" href="${esc(url)}">` })}
<body class="path-node page-node-type-press-release">
<div class="usa-banner"><p>An official website of the government. <button>Here’s how you know</button></p></div>
<header class="site-header"><a class="logo" href="/">${esc(d.site)}</a><nav class="mega"><ul><li><a href="/environmental-topics">Topics</a><ul><li>Air</li><li>Water</li><li>Land, waste and cleanup</li><li>Chemicals and toxics</li></ul></li><li><a href="/laws-regulations">Laws &amp; Regulations</a></li><li><a href="/newsroom">News</a></li><li><a href="/aboutepa">About</a></li></ul></nav></header>
<main id="main">
${o.banner ?? ''}
<div class="field-type">${esc(d.kind)}</div>
<h1 class="page-title">${esc(d.title)}</h1>
<div class="date"><time datetime="${d.date}">${esc(fmt(d.date, d.lang))}</time>${d.author ? ` · ${esc(d.author)}` : ''}</div>
<div class="field-body">${P(d.paras)}</div>
<div class="contact"><h2>Contact information</h2><p>press@${esc(d.host.replace(/^www\./, ''))}</p></div>
</main>
<aside class="related"><h2>Related</h2><ul><li><a href="/news/1">Agency announces new grants for water infrastructure</a></li><li><a href="/news/2">Public comment period opens on proposed rule</a></li><li><a href="/news/3">Regional office hosts community meeting</a></li></ul></aside>
<footer class="site-footer"><ul><li>Accessibility</li><li>Budget &amp; Performance</li><li>No FEAR Act Data</li><li>Freedom of Information Act</li><li>Privacy</li><li>Inspector General</li></ul></footer>
${o.cookie ?? ''}
</body></html>`;
}

/** An old government server: table layout, <font>, spacer gifs, legacy charset, index.cfm?id=. */
export function legacy(d: Doc, o: { charset?: string; extraHead?: string; title?: string; noTitleTag?: boolean } = {}) {
  const cs = o.charset ?? d.charset ?? 'utf-8';
  return (_url: string) => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML>
<HEAD>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=${cs}">
<META NAME="keywords" CONTENT="${esc(d.site)}">
${o.noTitleTag ? '' : `<TITLE>${esc(o.title ?? `${d.site} - ${d.title}`)}</TITLE>`}
<LINK REL="stylesheet" HREF="/css/style.css" TYPE="text/css">
<SCRIPT LANGUAGE="JavaScript" SRC="/js/menu.js"></SCRIPT>
${o.extraHead ?? ''}
</HEAD>
<BODY BGCOLOR="#FFFFFF" LEFTMARGIN="0" TOPMARGIN="0" MARGINWIDTH="0" MARGINHEIGHT="0">
<TABLE WIDTH="780" BORDER="0" CELLPADDING="0" CELLSPACING="0" ALIGN="center">
<TR><TD COLSPAN="2" BGCOLOR="#003366"><IMG SRC="/img/top_logo.gif" WIDTH="780" HEIGHT="90" ALT="${esc(d.site)}"></TD></TR>
<TR><TD WIDTH="180" VALIGN="top" BGCOLOR="#E6ECF2"><FONT FACE="Verdana" SIZE="1"><A HREF="index.cfm?id=1">${d.lang === 'en' ? 'Home' : '■'}</A><BR><A HREF="index.cfm?id=12">${d.lang === 'en' ? 'Publications' : '■■'}</A><BR><A HREF="index.cfm?id=17">${d.lang === 'en' ? 'Statistics' : '■■■'}</A><BR><IMG SRC="/img/spacer.gif" WIDTH="1" HEIGHT="200"></FONT></TD>
<TD WIDTH="600" VALIGN="top"><FONT FACE="Verdana, Arial" SIZE="2">
<H2><FONT COLOR="#003366">${esc(d.title)}</FONT></H2>
<P><I>${esc(d.date.slice(0, 10))}</I></P>
${d.paras.map((p) => `<P>${esc(p)}</P>`).join('\n')}
<HR SIZE="1" NOSHADE>
<P><A HREF="javascript:window.print()">Print</A> | <A HREF="index.cfm?id=1">Top</A></P>
</FONT></TD></TR>
<TR><TD COLSPAN="2" ALIGN="center"><FONT SIZE="1">&copy; ${esc(d.site)} · Best viewed with Internet Explorer 6.0 at 800x600</FONT></TD></TR>
</TABLE>
</BODY>
</HTML>`;
}

/** A CKAN-style open-data dataset page. */
export function ckan(o: { lang: string; portal: string; title: string; notes: string[]; org: string; resources: [string, string][]; license: string; modified: string; tags: string[] }) {
  return (url: string) => `${head({ lang: o.lang, title: `${o.title} - Datasets - ${o.portal}`, site: o.portal, extra: `<meta name="generator" content="ckan 2.10.4"><link rel="canonical" href="${esc(url)}"><link rel="alternate" type="application/rdf+xml" href="${esc(url)}.rdf">` })}
<body>
<header class="masthead"><a class="logo" href="/">${esc(o.portal)}</a><nav><a href="/dataset/">Datasets</a> <a href="/organization/">Organisations</a> <a href="/group/">Groups</a> <a href="/about">About</a></nav><a href="/user/login">Log in</a> <a href="/user/register">Register</a></header>
<div class="toolbar"><ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/organization/">Organisations</a></li><li><a href="/organization/x">${esc(o.org)}</a></li><li class="active">${esc(o.title.slice(0, 35))}…</li></ol></div>
<div class="main"><aside class="secondary"><section class="module"><h2>${esc(o.org)}</h2><p>Publisher of official data.</p></section><section class="module"><h2>Social</h2><a href="#">Twitter</a> <a href="#">Facebook</a></section><section class="module"><h2>License</h2><p>${esc(o.license)}</p></section></aside>
<article class="module prose">
<h1>${esc(o.title)}</h1>
<div class="notes embedded-content">${o.notes.map((n) => `<p>${esc(n)}</p>`).join('')}</div>
<section id="dataset-resources"><h2>Data and Resources</h2><ul class="resource-list">${o.resources.map(([n, f]) => `<li class="resource-item"><a class="heading" href="/dataset/x/resource/${esc(n.replace(/\W+/g, '-'))}">${esc(n)} <span class="format-label">${esc(f)}</span></a><p class="description">${esc(n)} (${esc(f)})</p><a class="btn" href="#">Explore</a></li>`).join('')}</ul></section>
<section class="tags"><ul>${o.tags.map((t) => `<li><a href="/dataset/?tags=${esc(t)}">${esc(t)}</a></li>`).join('')}</ul></section>
<section class="additional-info"><h3>Additional Info</h3><table class="table"><tbody><tr><th>Field</th><th>Value</th></tr><tr><td>Publisher</td><td>${esc(o.org)}</td></tr><tr><td>Last Updated</td><td>${esc(o.modified)}</td></tr><tr><td>Update frequency</td><td>monthly</td></tr><tr><td>Temporal coverage</td><td>2010 – 2025</td></tr><tr><td>Geographical granularity</td><td>Local authority</td></tr></tbody></table></section>
</article></div>
<footer><a href="/about">About</a> · <a href="/api/3">API</a> · Powered by CKAN</footer>
</body></html>`;
}

/** A court's judgment page: case number, parties, numbered paragraphs. */
export function court(o: { lang: string; site: string; title: string; caseNo: string; date: string; paras: string[]; charset?: string }) {
  return (url: string) => `${head({ lang: o.lang, title: `${o.title} | ${o.site}`, charset: o.charset, site: o.site, extra: `<link rel="canonical" href="${esc(url)}">` })}
<body class="judgment">
<header><a href="/">${esc(o.site)}</a><nav><a href="/judgments">Judgments</a> <a href="/hearings">Hearings</a> <a href="/about">About the court</a></nav></header>
<main>
<div class="case-meta"><dl><dt>Case</dt><dd>${esc(o.caseNo)}</dd><dt>Date</dt><dd>${esc(o.date)}</dd></dl></div>
<h1>${esc(o.title)}</h1>
<div class="judgment-body">${o.paras.map((p, i) => `<p class="para"><span class="num">${i + 1}.</span> ${esc(p)}</p>`).join('\n')}</div>
<p class="download"><a href="/docs/${esc(o.caseNo.replace(/\W+/g, '_'))}.pdf">Download judgment (PDF)</a></p>
</main>
<footer>© ${esc(o.site)} · Terms · Privacy · Accessibility</footer>
</body></html>`;
}

/** An intergovernmental report landing (OECD / World Bank / UN style). */
export function intergov(o: { lang: string; org: string; title: string; summary: string[]; date: string; series: string; buy?: string; downloads?: boolean; extraHead?: string }) {
  return (url: string) => `${head({ lang: o.lang, title: `${o.title} | ${o.org}`, site: o.org, desc: o.summary[0]!.slice(0, 150), extra: `<meta name="citation_title" content="${esc(o.title)}"><meta name="citation_publisher" content="${esc(o.org)}"><meta name="citation_publication_date" content="${o.date}"><link rel="canonical" href="${esc(url)}">${o.extraHead ?? ''}` })}
<body>
<header class="org-header"><a class="logo" href="/">${esc(o.org)}</a><nav><a href="/topics">Topics</a> <a href="/countries">Countries</a> <a href="/publications">Publications</a> <a href="/data">Data</a> <a href="/about">About</a></nav><div class="lang-switch"><a href="?lang=en">EN</a> <a href="?lang=fr">FR</a></div></header>
<main>
<div class="series">${esc(o.series)}</div>
<h1>${esc(o.title)}</h1>
<div class="pubdate">${esc(o.date)}</div>
<section class="abstract">${o.summary.map((s) => `<p>${esc(s)}</p>`).join('')}</section>
${o.buy ?? ''}
${o.downloads === false ? '' : `<section class="downloads"><a class="btn" href="/pub/full-report.pdf">Download the full report (PDF, 4.2 MB)</a> <a href="/pub/summary.pdf">Executive summary</a> <a href="/pub/data.xlsx">Data (XLSX)</a></section>`}
<section class="related"><h2>Related publications</h2><ul><li><a href="/pub/1">Economic Outlook, Volume 2025 Issue 2</a></li><li><a href="/pub/2">Society at a Glance 2024</a></li><li><a href="/pub/3">Taxing Wages 2025</a></li></ul></section>
</main>
<footer><a href="/terms">Terms and conditions</a> · <a href="/privacy">Privacy policy</a> · <a href="/contact">Contact us</a></footer>
</body></html>`;
}

/** An Asian government portal: dense link lists, text-size buttons, "skip to body" link. */
export function asiaGov(d: Doc, o: { charset?: string; banner?: string } = {}) {
  const cs = o.charset ?? d.charset ?? 'utf-8';
  const skip: Record<string, string> = { ja: '本文へ', zh: '跳转到正文', 'zh-TW': '跳到主要內容', ko: '본문 바로가기', th: 'ข้ามไปยังเนื้อหา' };
  const sz: Record<string, string> = { ja: '文字サイズ 標準 大', zh: '字号 大 中 小', 'zh-TW': '字級 大 中 小', ko: '글자크기 확대 축소', th: 'ขนาดตัวอักษร ก ก ก' };
  return (url: string) => `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${cs}">
<title>${esc(d.title)}｜${esc(d.site)}</title>
<meta name="keywords" content="${esc(d.site)},${esc(d.kind)}">
<meta name="description" content="${esc(d.paras[0]!.slice(0, 80))}">
<link rel="canonical" href="${esc(url)}">
</head>
<body>
<div id="skip"><a href="#main">${esc(skip[d.lang] ?? 'Skip')}</a></div>
<div id="header"><h1 id="logo"><a href="/"><img src="/common/img/logo.png" alt="${esc(d.site)}"></a></h1><div class="tool"><span>${esc(sz[d.lang] ?? '')}</span> <a href="/english/">English</a> <a href="/sitemap/">Sitemap</a></div>
<ul id="gnav">${Array.from({ length: 6 }, (_, i) => `<li><a href="/g${i}/">${esc(['统计', '政策', '公告', '服务', '机构', '互动'][i]!)}</a></li>`).join('')}</ul></div>
<div id="pankuzu"><a href="/">TOP</a> &gt; <a href="/data/">${esc(d.kind)}</a> &gt; ${esc(d.title)}</div>
<div id="main">
${o.banner ?? ''}
<h2 class="title">${esc(d.title)}</h2>
<p class="date">${esc(d.date.slice(0, 10))}</p>
${P(d.paras)}
<ul class="files"><li><a href="/data/result.pdf">PDF</a></li><li><a href="/data/table.xlsx">Excel</a></li></ul>
</div>
<div id="side"><ul>${Array.from({ length: 8 }, (_, i) => `<li><a href="/side/${i}">${esc(d.kind)} ${i + 1}</a></li>`).join('')}</ul></div>
<div id="footer"><address>${esc(d.site)}</address><p>Copyright © ${esc(d.site)} All Rights Reserved.</p></div>
</body>
</html>`;
}

/** A city portal page with an e-services sidebar. */
export function city(o: { lang: string; city: string; title: string; paras: string[]; charset?: string; banner?: string; date?: string }) {
  return (url: string) => `${head({ lang: o.lang, title: `${o.title} - ${o.city}`, charset: o.charset, site: o.city, extra: `<link rel="canonical" href="${esc(url)}">` })}
<body>
<div class="alert-bar">${o.lang === 'en' ? 'Service alert: Waste collection delayed by one day this week.' : '⚠'}</div>
<header><a class="brand" href="/">${esc(o.city)}</a><nav><a href="/residents">Residents</a> <a href="/business">Business</a> <a href="/government">Government</a> <a href="/visitors">Visitors</a> <a href="/services">Online services</a></nav></header>
<main>
${o.banner ?? ''}
<h1>${esc(o.title)}</h1>
${o.date ? `<p class="posted">${esc(o.date)}</p>` : ''}
${o.paras.map((p) => `<p>${esc(p)}</p>`).join('\n')}
</main>
<aside class="eservices"><h2>${o.lang === 'en' ? 'Popular services' : '★'}</h2><ul><li><a href="/pay-parking-ticket">Pay a parking ticket</a></li><li><a href="/report-pothole">Report a pothole</a></li><li><a href="/permits">Building permits</a></li><li><a href="/311">311 requests</a></li><li><a href="/council/agendas">Council agendas and minutes</a></li></ul></aside>
<footer><p>${esc(o.city)} · City Hall · 100 Main Street</p><p><a href="/accessibility">Accessibility</a> · <a href="/privacy">Privacy</a> · <a href="/foia">Public records requests</a></p></footer>
</body></html>`;
}

/** A procurement notice (TED / e-procurement style). */
export function procurement(o: { lang: string; portal: string; title: string; noticeNo: string; buyer: string; fields: [string, string][]; paras: string[] }) {
  return (url: string) => `${head({ lang: o.lang, title: `${o.noticeNo} - ${o.title} - ${o.portal}`, site: o.portal, extra: `<link rel="canonical" href="${esc(url)}">` })}
<body>
<header><a href="/">${esc(o.portal)}</a><nav><a href="/search">Search notices</a> <a href="/browse">Browse</a> <a href="/help">Help</a></nav><a href="/login">Sign in</a></header>
<main>
<div class="notice-id">${esc(o.noticeNo)}</div>
<h1>${esc(o.title)}</h1>
<dl class="notice-fields">${o.fields.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>
<section><h2>Description</h2>${o.paras.map((p) => `<p>${esc(p)}</p>`).join('')}</section>
<section><h2>Buyer</h2><p>${esc(o.buyer)}</p></section>
<p><a href="/notice/xml">XML</a> · <a href="/notice/pdf">PDF</a> · <a href="/notice/print">Print</a></p>
</main>
<footer>Publications Office · Legal notice · Cookies · Contact</footer>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Walls, notices and error pages of public-sector sites

/** A minimal government error / notice page in site chrome. */
export function notice(o: { lang: string; site: string; title: string; h1: string; body: string; charset?: string; sidebar?: boolean; cookie?: boolean; extraHead?: string }) {
  return `${head({ lang: o.lang, title: o.title, charset: o.charset, site: o.site, extra: o.extraHead })}
<body>
<header class="gov-header"><a href="/" class="logo">${esc(o.site)}</a><nav><a href="/">${o.lang === 'de' ? 'Startseite' : o.lang === 'fr' ? 'Accueil' : 'Home'}</a> <a href="/news">News</a> <a href="/publications">Publications</a> <a href="/contact">Contact</a></nav><form action="/search"><input name="q"></form></header>
<main>
<h1>${o.h1}</h1>
${o.body}
</main>
${o.sidebar ? `<aside><h2>Popular</h2><ul><li><a href="/a">Annual report 2025</a></li><li><a href="/b">Budget 2026: key figures</a></li><li><a href="/c">Careers</a></li><li><a href="/d">Open data</a></li><li><a href="/e">Freedom of information</a></li><li><a href="/f">Press releases</a></li><li><a href="/g">Consultations</a></li></ul></aside>` : ''}
<footer><a href="/accessibility">Accessibility</a> · <a href="/privacy">Privacy</a> · <a href="/cookies">Cookies</a> · © ${esc(o.site)}</footer>
${o.cookie ? `<div class="cookie-banner"><p>We use cookies to improve this service.</p><button>Accept</button><button>Reject</button></div>` : ''}
</body></html>`;
}

export const F5_REJECT = `<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 14962553701238871202<br><br><a href='javascript:history.back();'>[Go Back]</a></body></html>`;
export const AKAMAI_DENIED = (host: string) => `<HTML><HEAD>
<TITLE>Access Denied</TITLE>
</HEAD><BODY>
<H1>Access Denied</H1>
 
You don't have permission to access "http&#58;&#47;&#47;${host}&#47;" on this server.<P>
Reference&#32;&#35;18&#46;3c7d1402&#46;1767962210&#46;5a1b2f
<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;3c7d1402&#46;1767962210&#46;5a1b2f</P>
</BODY>
</HTML>`;
export const INCAPSULA = `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"><meta name="viewport" content="initial-scale=1.0"><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=24&xinfo=9-81203941-0%200NNN%20RT%281767962210123%2019%29%20q%280%20-1%20-1%20-1%29%20r%280%20-1%29%20B15%284%2c200%2c0%29%20U18&incident_id=1289000340182347823-501230985123412&edet=15&cinfo=04000000&rpinfo=0&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: 1289000340182347823-501230985123412</iframe></body></html>`;
export const FORTIGUARD = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Web Page Blocked</title><style>body{font-family:Arial}</style></head><body><div class="main"><h1>Web Page Blocked!</h1><p>The page you have requested has been blocked, because the URL is banned.</p><table><tr><td>URL:</td><td>portal.example/forms/view</td></tr><tr><td>Client IP:</td><td>203.0.113.7</td></tr><tr><td>Attack ID:</td><td>20000051</td></tr><tr><td>Message ID:</td><td>000004312876</td></tr></table><p>If you believe this is an error, contact the service desk and quote the Message ID.</p></div></body></html>`;
export const CF_CHALLENGE = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><style>*{box-sizing:border-box;margin:0;padding:0}</style></head><body><div class="main-wrapper" role="main"><div class="main-content"><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript></div></div><script>(function(){window._cf_chl_opt={cvId: '3',cZone: "www.example",cType: 'managed',cRay: '8f1c2a3b4d5e6f70',cH: 'x',cUPMDTk: "\\/?__cf_chl_tk=abc",md: 'abc'};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f1c2a3b4d5e6f70';document.getElementsByTagName('head')[0].appendChild(cpo);}());</script></body></html>`;

/** A PDF document (a report, a judgment, a gazette) with wrapped text. */
export function pdfDoc(o: { title: string; author?: string; date?: string; paras: string[] }): Buffer {
  const lines = wrap(o.paras.join('\n'), 86);
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += 48) pages.push(lines.slice(i, i + 48));
  return pdf({ title: o.title, author: o.author, date: o.date, pages: [[o.title, '', ...(pages[0] ?? [])], ...pages.slice(1)] });
}

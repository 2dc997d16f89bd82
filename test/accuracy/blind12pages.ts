/**
 * Page templates for blind12 (the typical-mix held-out set). Written for this set, without
 * blindkit's article()/shell()/linkList(): each template follows a kind of site as it is built
 * today (news CMS, public-broadcaster CMS, government portal, NGO, WordPress blog, journal,
 * statistics office, wiki) with its own chrome. The templates know nothing about statuses.
 */
import { esc } from './blindkit';

export type Kind = 'news' | 'broadcaster' | 'gov' | 'ngo' | 'blog' | 'journal' | 'stats' | 'wiki';

export type Page = {
  kind: Kind;
  lang: string;
  site: string;
  title: string;
  paras: string[];
  author?: string;
  date: string; // YYYY-MM-DD
  section?: string;
  charset?: string;
  desc?: string;
  related?: string[];
  /** extra HTML appended inside the article after the body (walls, teasers). */
  after?: string;
  /** schema.org isAccessibleForFree=false */
  notFree?: boolean;
  /** replaces the article body entirely (walls). */
  bodyOverride?: string;
};

const COOKIE: Record<string, [string, string, string]> = {
  en: ['We and our 143 partners store and access information on your device to measure audiences and personalise content.', 'Accept all', 'Manage preferences'],
  de: ['Wir und unsere Partner speichern Informationen auf Ihrem Gerät, um Reichweite zu messen und Inhalte zu personalisieren.', 'Alle akzeptieren', 'Einstellungen'],
  fr: ['Avec nos partenaires, nous traitons des données pour mesurer l’audience et personnaliser les contenus.', 'Tout accepter', 'Paramétrer'],
  es: ['Este sitio utiliza cookies propias y de terceros con fines analíticos.', 'Aceptar', 'Configurar'],
  it: ['Questo sito utilizza cookie tecnici e di terze parti per finalità statistiche.', 'Accetta', 'Personalizza'],
  pt: ['Utilizamos cookies para melhorar a sua experiência de navegação.', 'Aceitar', 'Definições'],
  nl: ['Wij gebruiken cookies om de website goed te laten werken en het gebruik te meten.', 'Akkoord', 'Instellingen'],
  pl: ['Używamy plików cookies w celach statystycznych.', 'Zgadzam się', 'Ustawienia'],
  sv: ['Vi använder kakor för att förbättra webbplatsen.', 'Godkänn', 'Inställningar'],
  ja: ['当サイトではアクセス解析のためにCookieを利用しています。', '同意する', '設定'],
  zh: ['本网站使用Cookie以改善浏览体验。', '接受', '设置'],
  ko: ['이 사이트는 서비스 개선을 위해 쿠키를 사용합니다.', '동의', '설정'],
  ru: ['Сайт использует файлы cookie для сбора статистики.', 'Принять', 'Настроить'],
  tr: ['Sitemizde çerezler kullanılmaktadır.', 'Kabul et', 'Ayarlar'],
};

const NAV: Record<string, string[]> = {
  en: ['News', 'Politics', 'Business', 'Climate', 'Health', 'Tech', 'Sport', 'Culture'],
  de: ['Nachrichten', 'Politik', 'Wirtschaft', 'Klima', 'Gesundheit', 'Digital', 'Sport', 'Kultur'],
  fr: ['Actualités', 'Politique', 'Économie', 'Planète', 'Santé', 'Tech', 'Sport', 'Culture'],
  es: ['Noticias', 'Política', 'Economía', 'Clima', 'Salud', 'Tecnología', 'Deportes', 'Cultura'],
  it: ['Notizie', 'Politica', 'Economia', 'Ambiente', 'Salute', 'Tecnologia', 'Sport', 'Cultura'],
  pt: ['Notícias', 'Política', 'Economia', 'Clima', 'Saúde', 'Tecnologia', 'Desporto', 'Cultura'],
  nl: ['Nieuws', 'Politiek', 'Economie', 'Klimaat', 'Gezondheid', 'Tech', 'Sport', 'Cultuur'],
  pl: ['Wiadomości', 'Polityka', 'Gospodarka', 'Klimat', 'Zdrowie', 'Technologie', 'Sport', 'Kultura'],
  sv: ['Nyheter', 'Politik', 'Ekonomi', 'Klimat', 'Hälsa', 'Teknik', 'Sport', 'Kultur'],
  ja: ['ニュース', '政治', '経済', '気候', '医療', 'テック', 'スポーツ', '文化'],
  zh: ['新闻', '政治', '经济', '气候', '健康', '科技', '体育', '文化'],
  ko: ['뉴스', '정치', '경제', '기후', '건강', '기술', '스포츠', '문화'],
  ru: ['Новости', 'Политика', 'Экономика', 'Климат', 'Здоровье', 'Технологии', 'Спорт', 'Культура'],
  tr: ['Haberler', 'Siyaset', 'Ekonomi', 'İklim', 'Sağlık', 'Teknoloji', 'Spor', 'Kültür'],
  ar: ['أخبار', 'سياسة', 'اقتصاد', 'مناخ', 'صحة', 'تكنولوجيا', 'رياضة', 'ثقافة'],
  el: ['Ειδήσεις', 'Πολιτική', 'Οικονομία', 'Κλίμα', 'Υγεία', 'Τεχνολογία', 'Αθλητισμός', 'Πολιτισμός'],
  uk: ['Новини', 'Політика', 'Економіка', 'Клімат', 'Здоров’я', 'Технології', 'Спорт', 'Культура'],
  hi: ['समाचार', 'राजनीति', 'अर्थव्यवस्था', 'जलवायु', 'स्वास्थ्य', 'टेक', 'खेल', 'संस्कृति'],
  vi: ['Tin tức', 'Chính trị', 'Kinh tế', 'Khí hậu', 'Sức khỏe', 'Công nghệ', 'Thể thao', 'Văn hóa'],
  he: ['חדשות', 'פוליטיקה', 'כלכלה', 'אקלים', 'בריאות', 'טכנולוגיה', 'ספורט', 'תרבות'],
  cs: ['Zprávy', 'Politika', 'Ekonomika', 'Klima', 'Zdraví', 'Technologie', 'Sport', 'Kultura'],
};

const RTL = new Set(['ar', 'he', 'fa']);
const slug = (s: string) => s.toLowerCase().normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60);
const nav = (lang: string, cls: string) => `<nav class="${cls}" aria-label="primary"><ul>${(NAV[lang] ?? NAV.en!).map((n) => `<li><a href="/${slug(n)}/">${esc(n)}</a></li>`).join('')}</ul></nav>`;
const cookie = (lang: string) => {
  const c = COOKIE[lang] ?? COOKIE.en!;
  return `<div id="cmp-root" class="cmp-banner" role="dialog" aria-modal="false" data-nosnippet><p>${esc(c[0])} <a href="/privacy">Privacy</a></p><button class="cmp-accept">${esc(c[1])}</button><button class="cmp-manage">${esc(c[2])}</button></div>`;
};
const lazyImg = (alt: string, n: number) => `<figure class="media"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/media/${n}/1200x675.webp" loading="lazy" decoding="async" width="1200" height="675" alt="${esc(alt)}"><figcaption>${esc(alt)}</figcaption></figure>`;
const rail = (lang: string, items: string[], label: string) =>
  items.length ? `<aside class="related-rail"><h2>${esc(label)}</h2><ol>${items.map((t) => `<li><a href="/${slug(t)}">${esc(t)}</a></li>`).join('')}</ol></aside>` : '';
const fmt = (iso: string, lang: string) => {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso + 'T09:30:00Z'));
  } catch {
    return iso;
  }
};

function ld(p: Page, url: string): string {
  const type = p.kind === 'journal' ? 'ScholarlyArticle' : p.kind === 'blog' ? 'BlogPosting' : p.kind === 'gov' || p.kind === 'stats' ? 'WebPage' : p.kind === 'ngo' ? 'Report' : 'NewsArticle';
  const o: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    headline: p.title,
    url,
    datePublished: `${p.date}T09:30:00Z`,
    inLanguage: p.lang,
    publisher: { '@type': 'Organization', name: p.site },
    ...(p.author ? { author: { '@type': 'Person', name: p.author } } : {}),
    ...(p.notFree ? { isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.article-premium' } } : {}),
  };
  return `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
}

function head(p: Page, url: string, docTitle: string): string {
  const desc = p.desc ?? p.paras[0]!.replace(/<[^>]+>/g, '').slice(0, 150);
  return `<head>
<meta charset="${p.charset ?? 'utf-8'}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(docTitle)}</title>
<meta name="description" content="${esc(desc)}">
<link rel="canonical" href="${esc(url)}">
<meta property="og:title" content="${esc(p.title)}"><meta property="og:site_name" content="${esc(p.site)}"><meta property="og:type" content="article"><meta property="og:url" content="${esc(url)}">
${p.author ? `<meta name="author" content="${esc(p.author)}">` : ''}
<meta property="article:published_time" content="${p.date}T09:30:00Z">
${p.kind === 'journal' ? `<meta name="citation_title" content="${esc(p.title)}"><meta name="citation_journal_title" content="${esc(p.site)}"><meta name="citation_publication_date" content="${p.date.replace(/-/g, '/')}">${p.author ? `<meta name="citation_author" content="${esc(p.author)}">` : ''}` : ''}
${ld(p, url)}
<link rel="preload" as="font" href="/fonts/sans.woff2" crossorigin>
<link rel="stylesheet" href="/assets/app.${(p.site.length * 7919).toString(16)}.css">
<script>window.__CONFIG__={"env":"prod","ads":true,"consent":"tcf2"};</script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-K3X9PZ"></script>
</head>`;
}

const body = (p: Page) => p.bodyOverride ?? p.paras.map((x, i) => (i === 1 ? lazyImg(p.title.slice(0, 60), i) : '') + (x.startsWith('<') ? x : `<p>${x}</p>`)).join('\n');

/** A full page for the URL it is served at. */
export function page(p: Page, url: string): string {
  const dir = RTL.has(p.lang) ? 'rtl' : 'ltr';
  const rel = p.related ?? [];
  const k = p.kind;
  const docTitle =
    k === 'news' ? `${p.title} | ${p.site}` : k === 'broadcaster' ? `${p.title} - ${p.site}` : k === 'gov' ? `${p.title} - ${p.site}` : k === 'wiki' ? `${p.title} — ${p.site}` : k === 'stats' ? `${p.site}: ${p.title}` : k === 'journal' ? `${p.title} | ${p.site}` : `${p.title} – ${p.site}`;
  const byline = p.author ? `<p class="byline">${p.lang === 'en' ? 'By ' : ''}<a rel="author" href="/autor/${slug(p.author)}">${esc(p.author)}</a></p>` : '';
  const time = `<time datetime="${p.date}T09:30:00Z">${esc(fmt(p.date, p.lang))}</time>`;
  let main: string;
  if (k === 'news' || k === 'broadcaster') {
    main = `<div class="ad-top" id="ad-leaderboard" aria-hidden="true"></div>
<main id="main-content"><article class="article${p.notFree ? ' article--premium' : ''}">
<header class="article-header">${p.section ? `<a class="kicker" href="/${slug(p.section)}/">${esc(p.section)}</a>` : ''}<h1 class="headline">${esc(p.title)}</h1>${byline}<div class="meta">${time} · <span class="read-time">4 min</span></div></header>
<div class="article-body${p.notFree ? ' article-premium' : ''}" data-component="text-block">
${body(p)}
</div>${p.after ?? ''}
<div class="share-bar"><button>Share</button><button>Copy link</button></div>
</article>
${rail(p.lang, rel, p.lang === 'en' ? 'Most read' : '…')}
<section class="newsletter-signup"><h3>Newsletter</h3><form action="/newsletter"><input type="email" name="email"><button>OK</button></form></section></main>`;
  } else if (k === 'gov') {
    main = `<div class="govuk-width-container"><div class="gem-c-breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/news">${esc(p.section ?? 'News')}</a></li></ol></div>
<main class="govuk-main-wrapper" id="main-content" role="main"><span class="govuk-caption-xl">${esc(p.section ?? 'Press release')}</span><h1 class="gem-c-title__text govuk-heading-xl">${esc(p.title)}</h1>
<div class="gem-c-metadata"><dl><dt>From:</dt><dd><a href="/org">${esc(p.site)}</a></dd><dt>Published</dt><dd>${time}</dd></dl></div>
<div class="govspeak">${body(p)}</div>${p.after ?? ''}
<div class="gem-c-contextual-footer">${rail(p.lang, rel, 'Related content')}</div></main></div>`;
  } else if (k === 'blog') {
    main = `<div id="page" class="site"><div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-8812" class="post-8812 post type-post status-publish format-standard has-post-thumbnail hentry">
<header class="entry-header"><h1 class="entry-title">${esc(p.title)}</h1><div class="entry-meta"><span class="posted-on">${time}</span> <span class="byline">${byline}</span></div></header>
<div class="entry-content">${body(p)}</div>${p.after ?? ''}
<footer class="entry-footer"><span class="cat-links">${esc(p.section ?? 'Uncategorized')}</span></footer></article>
<div id="comments" class="comments-area"><h2 class="comments-title">3 thoughts</h2><ol class="comment-list"><li class="comment">Thanks, very useful summary.</li></ol></div>
</main></div><aside id="secondary" class="widget-area">${rail(p.lang, rel, 'Recent posts')}<section class="widget widget_tag_cloud"><h2>Tags</h2><a href="/tag/policy">policy</a> <a href="/tag/data">data</a></section></aside></div></div>`;
  } else if (k === 'journal') {
    main = `<main class="c-article-main"><article itemscope itemtype="https://schema.org/ScholarlyArticle"><div class="c-article-header"><ul class="c-article-identifiers"><li>Research article</li>${p.after ? "" : "<li>Open access</li>"}<li>Published: ${time}</li></ul>
<h1 class="c-article-title" itemprop="headline">${esc(p.title)}</h1><ul class="c-article-author-list"><li>${esc(p.author ?? '')}</li></ul><p class="c-article-info-details"><i>${esc(p.site)}</i></p></div>
<section aria-labelledby="Abs1"><h2 id="Abs1">Abstract</h2><div class="c-article-section__content">${body(p)}</div></section>${p.after ?? ''}
<section><h2>References</h2><ol class="c-article-references"><li>World Health Organization. Global report. 2023.</li><li>Smith J, et al. Lancet. 2021;398:112–120.</li></ol></section></article>
${rail(p.lang, rel, 'Similar content being viewed by others')}</main>`;
  } else if (k === 'stats') {
    main = `<main id="main" class="release"><div class="release-header"><p class="release-type">${esc(p.section ?? 'Statistical release')}</p><h1>${esc(p.title)}</h1><p class="release-date">${time}</p></div>
<div class="release-body">${body(p)}</div>${p.after ?? ''}
<div class="downloads"><h2>Downloads</h2><ul><li><a href="/data/table1.xlsx">Table 1 (XLSX, 48 kB)</a></li><li><a href="/data/table1.csv">Table 1 (CSV)</a></li></ul></div>
<div class="contact"><h2>Contact</h2><p>statistics@${esc(p.site.toLowerCase().replace(/\W+/g, ''))}.example</p></div></main>`;
  } else if (k === 'wiki') {
    main = `<div id="mw-page-base"></div><div id="content" class="mw-body" role="main"><h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">${esc(p.title)}</span></h1>
<div id="bodyContent" class="vector-body"><div id="siteSub">${esc(p.site)}</div><div id="mw-content-text" class="mw-body-content"><div class="mw-parser-output">${body(p)}
<div class="navbox">${rail(p.lang, rel, 'Siehe auch')}</div></div></div></div></div>`;
  } else {
    main = `<main class="ngo-main"><section class="hero"><p class="eyebrow">${esc(p.section ?? 'Report')}</p><h1>${esc(p.title)}</h1><p class="hero-meta">${time}${p.author ? ' · ' + esc(p.author) : ''}</p></section>
<section class="content-block rich-text">${body(p)}</section>${p.after ?? ''}
<section class="cta"><h2>Support our work</h2><a class="btn" href="/donate">Donate</a></section>
${rail(p.lang, rel, 'Related publications')}</main>`;
  }
  const cookieOn = k !== 'wiki' && k !== 'journal';
  return `<!DOCTYPE html>
<html lang="${p.lang}" dir="${dir}" class="no-js">
${head(p, url, docTitle)}
<body class="page-${k}">
<a class="skip" href="#main">Skip</a>
<header class="site-header" role="banner"><a class="brand" href="/"><img src="/logo.svg" alt="${esc(p.site)}" width="160" height="32"></a>${nav(p.lang, 'site-nav')}<button class="menu-toggle" aria-expanded="false">☰</button><form role="search" action="/search"><input name="q" type="search"></form></header>
${main}
<footer class="site-footer"><div class="footer-cols"><ul><li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li></ul></div><p>© 2025 ${esc(p.site)}</p></footer>
${cookieOn ? cookie(p.lang) : ''}
<script src="/assets/runtime.js" defer></script><script src="/assets/main.js" defer></script>
</body></html>`;
}

/** A minimal page around arbitrary main content in a site's chrome (error pages, walls, home pages). */
export function chrome(o: { lang: string; site: string; title: string; main: string; cookie?: boolean; charset?: string; headExtra?: string }): string {
  const dir = RTL.has(o.lang) ? 'rtl' : 'ltr';
  return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${dir}">
<head><meta charset="${o.charset ?? 'utf-8'}"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(o.title)}</title>
<meta property="og:site_name" content="${esc(o.site)}"><link rel="stylesheet" href="/assets/site.css">${o.headExtra ?? ''}
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-K3X9PZ"></script></head>
<body><header class="site-header"><a class="brand" href="/">${esc(o.site)}</a>${nav(o.lang, 'site-nav')}<form role="search" action="/search"><input name="q" type="search"></form></header>
<main id="main">${o.main}</main>
<footer class="site-footer"><ul><li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy">Privacy</a></li></ul><p>© 2025 ${esc(o.site)}</p></footer>
${o.cookie === false ? '' : cookie(o.lang)}
<script src="/assets/main.js" defer></script></body></html>`;
}

export const railHtml = rail;
export const slugify = slug;

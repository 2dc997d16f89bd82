/**
 * Page-building kit for the held-out accuracy sets (blind2.ts, blind3.ts): full-page templates
 * modelled on how real CMSes and sites emit HTML (head with meta / OpenGraph / JSON-LD, nav,
 * cookie banners, ad slots, scripts, footers), legacy-charset encoding, a small PDF writer and
 * response helpers. The kit knows nothing about statuses; the labels live in the set files.
 * Written without looking at citeflow's classifier or its rules (see /work/notes/issue-12-blind.md).
 */
import type { ServerResponse } from 'node:http';
import { gzipSync, brotliCompressSync, deflateSync } from 'node:zlib';
import * as iconv from 'iconv-lite';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';
import type { CorpusCase, Handler, Meta, QuoteCheck } from './corpus';

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Encodes in a legacy charset; characters it cannot hold become numeric references, as real pages do. */
export function enc(html: string, charset: string): Buffer {
  const cs = charset.toLowerCase();
  if (cs === 'utf-8' || cs === 'utf8') return Buffer.from(html, 'utf8');
  const cache = new Map<string, boolean>();
  let out = '';
  for (const ch of html) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) {
      out += ch;
      continue;
    }
    let ok = cache.get(ch);
    if (ok === undefined) {
      ok = iconv.decode(iconv.encode(ch, cs), cs) === ch;
      cache.set(ch, ok);
    }
    out += ok ? ch : `&#${cp};`;
  }
  return iconv.encode(out, cs);
}

export type Send = { status?: number; headers?: Record<string, string | string[]>; body?: string | Buffer; charset?: string; type?: string; encoding?: 'gzip' | 'br' | 'deflate' };

/** A handler that answers with one fixed response. */
export function respond(o: Send): Handler {
  return (_req, res) => write(res, o);
}

export function write(res: ServerResponse, o: Send): void {
  const charset = o.charset ?? 'utf-8';
  let body: Buffer = typeof o.body === 'string' ? enc(o.body, charset) : (o.body ?? Buffer.alloc(0));
  const headers: Record<string, string | string[]> = {
    date: new Date().toUTCString(),
    ...(o.type !== '' ? { 'content-type': o.type ?? `text/html; charset=${charset === 'utf-8' ? 'UTF-8' : charset}` } : {}),
    ...(o.headers ?? {}),
  };
  if (o.encoding) {
    body = o.encoding === 'gzip' ? gzipSync(body) : o.encoding === 'br' ? brotliCompressSync(body) : deflateSync(body);
    headers['content-encoding'] = o.encoding;
    headers['vary'] = 'Accept-Encoding';
  }
  headers['content-length'] = String(body.length);
  res.writeHead(o.status ?? 200, headers);
  res.end(body);
}

export function redirect(location: string | ((origin: (h: string) => string) => string), status = 301, extra: Record<string, string | string[]> = {}): Handler {
  return (_req, res, web) => {
    const to = typeof location === 'string' ? location : location(web.origin);
    res.writeHead(status, { location: to, 'content-type': 'text/html; charset=UTF-8', ...extra });
    res.end(`<html><head><title>${status} Moved</title></head><body><h1>Moved</h1><p>The document has moved <a href="${esc(to)}">here</a>.</p></body></html>`);
  };
}

// ---------------------------------------------------------------------------------------------
// Common page furniture

const COOKIE_BANNERS: Record<string, string> = {
  en: `<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><div class="ot-sdk-container"><div id="onetrust-policy"><p id="onetrust-policy-text">We use cookies and similar technologies to personalise content and ads, to provide social media features and to analyse our traffic. <a href="/privacy">Privacy policy</a></p></div><div id="onetrust-button-group"><button id="onetrust-pc-btn-handler">Cookie settings</button><button id="onetrust-accept-btn-handler">Accept All Cookies</button></div></div></div></div>`,
  de: `<div class="cmp-banner" data-nosnippet><p>Wir verwenden Cookies, um Inhalte zu personalisieren und die Zugriffe auf unsere Website zu analysieren. Weitere Informationen finden Sie in unserer <a href="/datenschutz">Datenschutzerklärung</a>.</p><button class="cmp-accept">Alle akzeptieren</button> <button class="cmp-settings">Einstellungen</button></div>`,
  fr: `<div id="didomi-host" class="didomi-notice" data-nosnippet><p>Nous et nos partenaires utilisons des cookies pour stocker et/ou accéder à des informations sur un appareil. <a href="/confidentialite">En savoir plus</a></p><button id="didomi-notice-agree-button">Accepter &amp; Fermer</button><button>Continuer sans accepter →</button></div>`,
  es: `<div class="cookie-notice" role="dialog"><p>Utilizamos cookies propias y de terceros para mejorar nuestros servicios. Si continúa navegando, consideramos que acepta su uso.</p><a class="btn" href="#">Aceptar</a> <a href="/politica-de-cookies">Más información</a></div>`,
  ja: `<div class="cookie-consent"><p>当サイトでは、サービス向上のためにCookieを使用しています。詳しくは<a href="/privacy/">プライバシーポリシー</a>をご覧ください。</p><button>同意する</button></div>`,
  ru: `<div class="cookie-warning"><p>Мы используем файлы cookie, чтобы сайт работал лучше. Продолжая пользоваться сайтом, вы соглашаетесь с <a href="/cookie">правилами</a>.</p><button>Хорошо</button></div>`,
  tr: `<div class="kvkk-bar"><p>Sitemizde çerezler kullanılmaktadır. Detaylı bilgi için <a href="/cerez-politikasi">Çerez Politikası</a>'nı inceleyebilirsiniz.</p><button>Kabul Et</button></div>`,
  it: `<div id="iubenda-cs-banner"><p>Questo sito utilizza cookie tecnici e, previo tuo consenso, cookie di profilazione. <a href="/cookie-policy">Cookie policy</a></p><button class="iubenda-cs-accept-btn">Accetta</button><button class="iubenda-cs-reject-btn">Rifiuta</button></div>`,
  nl: `<div class="cookiebar"><p>Wij gebruiken cookies om onze website en uw gebruikerservaring te verbeteren.</p><button>Akkoord</button> <a href="/privacy">Instellingen</a></div>`,
  pl: `<div class="rodo-popup"><p>Korzystamy z plików cookies, aby zapewnić najlepszą jakość usług. <a href="/polityka-prywatnosci">Polityka prywatności</a></p><button>Przejdź do serwisu</button></div>`,
  pt: `<div class="lgpd-banner"><p>Usamos cookies para melhorar sua experiência. Ao continuar navegando, você concorda com a nossa <a href="/privacidade">Política de Privacidade</a>.</p><button>Entendi</button></div>`,
};

export function cookieBanner(lang: string): string {
  return COOKIE_BANNERS[lang] ?? COOKIE_BANNERS.en!;
}

export const TRACKERS = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-7XK2Q9WZ1L"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7XK2Q9WZ1L',{anonymize_ip:true});</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{cmd:[]};googletag.cmd.push(function(){googletag.defineSlot('/21709104/site/article',[[728,90],[970,250]],'div-gpt-ad-top').addService(googletag.pubads());googletag.pubads().enableSingleRequest();googletag.enableServices();});</script>`;

export const AD = (id: string) => `<div class="ad-slot ad-${id}" aria-hidden="true"><div id="div-gpt-ad-${id}" style="min-height:250px"></div><span class="ad-label">Advertisement</span></div>`;

export type ArticleOpts = {
  site: string;
  siteUrl?: string;
  lang: string;
  dir?: 'rtl' | 'ltr';
  title: string;
  /** HTML <title>; defaults to "title | site". */
  docTitle?: string;
  author?: string | null;
  authorUrl?: string;
  date?: string | null; // ISO date-time
  modified?: string;
  section?: string;
  description?: string;
  paras: string[];
  charset?: string;
  /** How the metadata is carried. */
  metaStyle?: 'og+jsonld' | 'og' | 'jsonld' | 'microdata' | 'none' | 'graph';
  nav?: string[];
  sidebar?: string;
  extraHead?: string;
  beforeBody?: string;
  afterBody?: string;
  cookie?: boolean;
  ads?: boolean;
  related?: string[];
  footer?: string;
  type?: 'NewsArticle' | 'BlogPosting' | 'Article' | 'ScholarlyArticle' | 'TechArticle' | 'Report';
  image?: string;
  /** schema.org isAccessibleForFree (paywall markup, as Google asks publishers to emit). */
  free?: boolean;
  paywallSelector?: string;
  bylineLabel?: string;
  template?: 'wp' | 'ghost' | 'drupal' | 'arc' | 'plain';
  bodyClass?: string;
};

function jsonLd(o: ArticleOpts, url: string): string {
  const img = o.image ?? `${url.replace(/\/[^/]*$/, '')}/media/lead.jpg`;
  const art: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': o.type ?? 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    headline: o.title,
    description: o.description ?? o.paras[0]?.replace(/<[^>]+>/g, '').slice(0, 160),
    image: [img],
    ...(o.date ? { datePublished: o.date, dateModified: o.modified ?? o.date } : {}),
    ...(o.author ? { author: [{ '@type': 'Person', name: o.author, url: o.authorUrl ?? `${o.siteUrl ?? ''}/author/${o.author.toLowerCase().replace(/\s+/g, '-')}` }] } : {}),
    publisher: { '@type': 'Organization', name: o.site, logo: { '@type': 'ImageObject', url: `${o.siteUrl ?? ''}/static/logo-600x60.png` } },
    inLanguage: o.lang,
    ...(o.free === false ? { isAccessibleForFree: 'False', hasPart: { '@type': 'WebPageElement', isAccessibleForFree: 'False', cssSelector: o.paywallSelector ?? '.paywalled-content' } } : {}),
  };
  if (o.metaStyle === 'graph') {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', '@id': `${o.siteUrl ?? ''}/#organization`, name: o.site, url: `${o.siteUrl ?? ''}/` },
        { '@type': 'WebSite', '@id': `${o.siteUrl ?? ''}/#website`, url: `${o.siteUrl ?? ''}/`, name: o.site, publisher: { '@id': `${o.siteUrl ?? ''}/#organization` }, inLanguage: o.lang },
        ...(o.author ? [{ '@type': 'Person', '@id': `${o.siteUrl ?? ''}/#/schema/person/a1b2c3`, name: o.author }] : []),
        { '@type': 'WebPage', '@id': url, url, name: o.docTitle ?? `${o.title} - ${o.site}`, isPartOf: { '@id': `${o.siteUrl ?? ''}/#website` }, datePublished: o.date ?? undefined },
        {
          '@type': o.type ?? 'Article',
          '@id': `${url}#article`,
          isPartOf: { '@id': url },
          headline: o.title,
          ...(o.date ? { datePublished: o.date, dateModified: o.modified ?? o.date } : {}),
          ...(o.author ? { author: { '@id': `${o.siteUrl ?? ''}/#/schema/person/a1b2c3` } } : {}),
          publisher: { '@id': `${o.siteUrl ?? ''}/#organization` },
          mainEntityOfPage: { '@id': url },
          inLanguage: o.lang,
          ...(o.free === false ? { isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: o.paywallSelector ?? '.paywalled-content' } } : {}),
        },
      ],
    };
    return `<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify(graph)}</script>`;
  }
  const breadcrumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: o.site, item: `${o.siteUrl ?? ''}/` }, ...(o.section ? [{ '@type': 'ListItem', position: 2, name: o.section, item: `${o.siteUrl ?? ''}/${o.section.toLowerCase()}/` }] : [])] };
  return `<script type="application/ld+json">${JSON.stringify(art)}</script>\n<script type="application/ld+json">${JSON.stringify(breadcrumbs)}</script>`;
}

const fmtDate = (iso: string, lang: string) => {
  const d = new Date(iso);
  try {
    return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(d);
  } catch {
    return iso.slice(0, 10);
  }
};

const NAV_DEFAULT: Record<string, string[]> = {
  en: ['Home', 'World', 'Politics', 'Business', 'Technology', 'Science', 'Culture', 'Opinion', 'Sport'],
  de: ['Startseite', 'Politik', 'Wirtschaft', 'Panorama', 'Kultur', 'Wissen', 'Sport', 'Meinung'],
  fr: ['Accueil', 'International', 'Politique', 'Économie', 'Culture', 'Sciences', 'Sport', 'Idées'],
  es: ['Portada', 'Internacional', 'España', 'Economía', 'Sociedad', 'Cultura', 'Deportes', 'Opinión'],
  ja: ['トップ', '国内', '国際', '経済', 'エンタメ', 'スポーツ', 'IT・科学', 'ライフ'],
  zh: ['首页', '国内', '国际', '财经', '科技', '体育', '娱乐', '评论'],
  ru: ['Главная', 'Политика', 'Экономика', 'Общество', 'Наука', 'Культура', 'Спорт'],
  ar: ['الرئيسية', 'أخبار', 'سياسة', 'اقتصاد', 'رياضة', 'ثقافة', 'تكنولوجيا'],
  he: ['ראשי', 'חדשות', 'כלכלה', 'ספורט', 'תרבות', 'דעות', 'טכנולוגיה'],
  el: ['Αρχική', 'Ελλάδα', 'Κόσμος', 'Πολιτική', 'Οικονομία', 'Πολιτισμός', 'Αθλητισμός'],
  tr: ['Ana Sayfa', 'Gündem', 'Dünya', 'Ekonomi', 'Spor', 'Kültür-Sanat', 'Teknoloji'],
  vi: ['Trang chủ', 'Thời sự', 'Thế giới', 'Kinh doanh', 'Khoa học', 'Giải trí', 'Thể thao'],
  hi: ['होम', 'देश', 'विदेश', 'राजनीति', 'खेल', 'मनोरंजन', 'टेक्नोलॉजी'],
  ko: ['홈', '정치', '경제', '사회', '국제', '문화', '스포츠'],
  pt: ['Início', 'Brasil', 'Mundo', 'Política', 'Economia', 'Cultura', 'Esportes'],
  it: ['Home', 'Cronaca', 'Politica', 'Economia', 'Esteri', 'Cultura', 'Sport'],
  pl: ['Strona główna', 'Kraj', 'Świat', 'Biznes', 'Nauka', 'Kultura', 'Sport'],
  nl: ['Home', 'Binnenland', 'Buitenland', 'Economie', 'Cultuur', 'Sport'],
  uk: ['Головна', 'Новини', 'Політика', 'Економіка', 'Суспільство', 'Спорт'],
  fa: ['صفحه اصلی', 'سیاسی', 'اقتصادی', 'اجتماعی', 'ورزشی', 'فرهنگی'],
  th: ['หน้าแรก', 'ข่าว', 'การเมือง', 'เศรษฐกิจ', 'กีฬา', 'บันเทิง'],
  sv: ['Start', 'Nyheter', 'Sverige', 'Världen', 'Ekonomi', 'Kultur', 'Sport'],
};

const FOOTER: Record<string, string> = {
  en: 'About us · Contact · Advertise · Terms of use · Privacy policy · Cookie settings',
  de: 'Impressum · Datenschutz · Kontakt · AGB · Mediadaten · Cookie-Einstellungen',
  fr: 'Mentions légales · Contact · Publicité · Conditions générales · Gestion des cookies',
  es: 'Aviso legal · Contacto · Publicidad · Política de privacidad · Configuración de cookies',
  ja: '会社概要 · お問い合わせ · 広告掲載 · 利用規約 · プライバシーポリシー',
  zh: '关于我们 · 联系我们 · 广告服务 · 隐私政策 · 版权声明',
  ru: 'О проекте · Контакты · Реклама · Пользовательское соглашение · Политика конфиденциальности',
  ar: 'من نحن · اتصل بنا · أعلن معنا · شروط الاستخدام · سياسة الخصوصية',
  he: 'אודות · צור קשר · פרסום · תנאי שימוש · מדיניות פרטיות',
  el: 'Ποιοι είμαστε · Επικοινωνία · Διαφήμιση · Όροι χρήσης · Προσωπικά δεδομένα',
  tr: 'Künye · İletişim · Reklam · Kullanım Koşulları · Gizlilik Politikası',
  vi: 'Giới thiệu · Liên hệ · Quảng cáo · Điều khoản sử dụng · Chính sách bảo mật',
  hi: 'हमारे बारे में · संपर्क करें · विज्ञापन · उपयोग की शर्तें · गोपनीयता नीति',
};

export function navHtml(lang: string, items?: string[]): string {
  const list = items ?? NAV_DEFAULT[lang] ?? NAV_DEFAULT.en!;
  return `<nav class="main-nav" aria-label="Main"><ul>${list.map((n, i) => `<li><a href="/${i === 0 ? '' : `section-${i}/`}">${esc(n)}</a></li>`).join('')}</ul></nav>`;
}

export function footerHtml(lang: string, site: string, extra = ''): string {
  return `<footer class="site-footer"><div class="footer-links">${(FOOTER[lang] ?? FOOTER.en!)
    .split(' · ')
    .map((l, i) => `<a href="/p/${i}">${esc(l)}</a>`)
    .join(' ')}</div>${extra}<p class="copyright">© ${new Date().getUTCFullYear() - 1} ${esc(site)}</p></footer>`;
}

/** A full article page. `url` is filled at serve time for canonical/og:url. */
export function article(o: ArticleOpts): (url: string) => string {
  return (url: string) => {
    const charset = o.charset ?? 'utf-8';
    const dir = o.dir ?? (['ar', 'he', 'fa', 'ur'].includes(o.lang) ? 'rtl' : 'ltr');
    const docTitle = o.docTitle ?? `${o.title} | ${o.site}`;
    const ms = o.metaStyle ?? 'og+jsonld';
    const desc = o.description ?? o.paras[0]!.replace(/<[^>]+>/g, '').slice(0, 155);
    const og =
      ms === 'og+jsonld' || ms === 'og'
        ? `<meta property="og:type" content="article">
<meta property="og:site_name" content="${esc(o.site)}">
<meta property="og:title" content="${esc(o.title)}">
<meta property="og:description" content="${esc(desc)}">
<meta property="og:url" content="${esc(url)}">
<meta property="og:image" content="${esc(o.image ?? `${o.siteUrl ?? ''}/media/og-default.jpg`)}">
<meta property="og:locale" content="${o.lang}">
${o.date ? `<meta property="article:published_time" content="${o.date}">\n<meta property="article:modified_time" content="${o.modified ?? o.date}">` : ''}
${o.section ? `<meta property="article:section" content="${esc(o.section)}">` : ''}
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${esc(o.title)}">
${o.author ? `<meta name="author" content="${esc(o.author)}">` : ''}`
        : '';
    const ld = ms === 'og+jsonld' || ms === 'jsonld' || ms === 'graph' ? jsonLd(o, url) : '';
    const micro = ms === 'microdata';
    const byline = o.author
      ? `<div class="byline">${o.bylineLabel ?? (o.lang === 'en' ? 'By' : '')} <a rel="author" href="/author/${encodeURIComponent(o.author.toLowerCase())}" ${micro ? 'itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">' : '>'}${esc(o.author)}${micro ? '</span>' : ''}</a></div>`
      : '';
    const time = o.date ? `<time class="published" datetime="${o.date}"${micro ? ' itemprop="datePublished"' : ''}>${esc(fmtDate(o.date, o.lang))}</time>` : '';
    const paras = o.paras
      .map((p, i) => {
        const tag = /^<(h2|h3|ul|ol|blockquote|figure|table|pre|div)/.test(p) ? p : `<p>${p}</p>`;
        return o.ads && i === 2 ? `${AD(`mid-${i}`)}\n${tag}` : tag;
      })
      .join('\n');
    const related = o.related?.length
      ? `<section class="related"><h3>${o.lang === 'en' ? 'More from ' + esc(o.site) : '…'}</h3><ul>${o.related.map((r, i) => `<li><a href="/story/${1000 + i}">${esc(r)}</a></li>`).join('')}</ul></section>`
      : '';
    const tpl = o.template ?? 'wp';
    const bodyClass = o.bodyClass ?? (tpl === 'wp' ? 'post-template-default single single-post postid-48213 single-format-standard' : tpl === 'ghost' ? 'post-template tag-essays' : tpl === 'drupal' ? 'path-node page-node-type-article' : 'article-page');
    return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${dir}"${micro ? '' : ''}>
<head>
<meta charset="${charset}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(docTitle)}</title>
<meta name="description" content="${esc(desc)}">
<link rel="canonical" href="${esc(url)}">
${tpl === 'wp' ? `<meta name="generator" content="WordPress 6.4.3">\n<link rel="stylesheet" id="wp-block-library-css" href="/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3" media="all">` : ''}
${tpl === 'ghost' ? `<meta name="generator" content="Ghost 5.75">\n<link rel="stylesheet" href="/assets/built/screen.css?v=3b2a1c">` : ''}
${tpl === 'drupal' ? `<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">\n<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qx1.css">` : ''}
${og}
${ld}
<link rel="icon" href="/favicon.ico">
${o.extraHead ?? ''}
${o.ads || tpl === 'arc' ? TRACKERS : ''}
</head>
<body class="${bodyClass}">
<a class="skip-link screen-reader-text" href="#content">${o.lang === 'en' ? 'Skip to content' : '↓'}</a>
<header class="site-header"><div class="brand"><a href="/" class="logo">${esc(o.site)}</a></div>${navHtml(o.lang, o.nav)}<form class="search" action="/search" role="search"><input type="search" name="q"><button>🔍</button></form></header>
${o.ads ? AD('leaderboard') : ''}
${o.beforeBody ?? ''}
<main id="content" class="site-main">
<article class="post hentry"${micro ? ` itemscope itemtype="https://schema.org/${o.type ?? 'NewsArticle'}"` : ''}>
<header class="entry-header">
${o.section ? `<div class="kicker"><a href="/${encodeURIComponent(o.section.toLowerCase())}/">${esc(o.section)}</a></div>` : ''}
<h1 class="entry-title"${micro ? ' itemprop="headline"' : ''}>${esc(o.title)}</h1>
<div class="entry-meta">${byline} ${time}</div>
${micro ? `<span itemprop="publisher" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="${esc(o.site)}"></span>` : ''}
</header>
<div class="entry-content"${micro ? ' itemprop="articleBody"' : ''}>
${paras}
</div>
${o.afterBody ?? ''}
<footer class="entry-footer"><div class="share"><a href="#">Facebook</a> <a href="#">X</a> <a href="#">WhatsApp</a> <a href="#">E-mail</a></div></footer>
</article>
${related}
</main>
${o.sidebar ? `<aside class="sidebar widget-area">${o.sidebar}</aside>` : ''}
${footerHtml(o.lang, o.site, o.footer ?? '')}
${o.cookie === false ? '' : cookieBanner(o.lang)}
<script src="/static/js/app.${o.lang}.min.js" defer></script>
</body>
</html>`;
  };
}

/** A page shell (header, nav, footer) around arbitrary main content — for error pages, walls, listings. */
export function shell(o: { lang: string; site: string; title: string; main: string; head?: string; sidebar?: string; cookie?: boolean; charset?: string; dir?: 'rtl' | 'ltr'; bodyClass?: string; ads?: boolean }): string {
  const dir = o.dir ?? (['ar', 'he', 'fa'].includes(o.lang) ? 'rtl' : 'ltr');
  return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${dir}">
<head>
<meta charset="${o.charset ?? 'utf-8'}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
<meta property="og:site_name" content="${esc(o.site)}">
<link rel="stylesheet" href="/static/css/main.4f2a.css">
${o.head ?? ''}
${o.ads ? TRACKERS : ''}
</head>
<body class="${o.bodyClass ?? ''}">
<header class="site-header"><a href="/" class="logo">${esc(o.site)}</a>${navHtml(o.lang)}<form class="search" action="/search"><input type="search" name="q" placeholder="…"></form></header>
<main id="main">
${o.main}
</main>
${o.sidebar ? `<aside class="sidebar">${o.sidebar}</aside>` : ''}
${footerHtml(o.lang, o.site)}
${o.cookie ? cookieBanner(o.lang) : ''}
<script src="/static/js/vendor.js"></script>
</body>
</html>`;
}

/** A list of headline links, used for home pages, sidebars and "you may also like" blocks. */
export const linkList = (title: string, items: string[]) => `<section class="widget"><h3 class="widget-title">${esc(title)}</h3><ul>${items.map((t, i) => `<li><a href="/${2020 + (i % 5)}/${(i % 12) + 1}/${t.toLowerCase().replace(/[^a-z0-9\u00c0-\uffff]+/g, '-').slice(0, 40)}">${esc(t)}</a></li>`).join('')}</ul></section>`;

// ---------------------------------------------------------------------------------------------
// PDF

/** A small but well-formed PDF (Helvetica, WinAnsi) with an Info dictionary. */
export function pdf(o: { title?: string; author?: string; date?: string; pages: string[][] }): Buffer {
  const winAnsi = (s: string) => iconv.encode(s.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/\u2014/g, '-'), 'win1252').toString('latin1').replace(/([\\()])/g, '\\$1');
  const pdfString = (s: string) => {
    // Info strings: PDFDocEncoding for Latin, UTF-16BE with BOM otherwise.
    if (/^[\x20-\x7e]*$/.test(s)) return `(${s.replace(/([\\()])/g, '\\$1')})`;
    const b = Buffer.from(s, 'utf16le');
    b.swap16();
    return `<FEFF${b.toString('hex').toUpperCase()}>`;
  };
  const objs: string[] = [];
  const pageIds: number[] = [];
  const fontId = 3;
  objs[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objs[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  let id = 4;
  for (const lines of o.pages) {
    const content = ['BT', '/F1 11 Tf', '14 TL', '56 780 Td', ...lines.map((l) => `(${winAnsi(l)}) Tj T*`), 'ET'].join('\n');
    const contentId = id++;
    const pageId = id++;
    objs[contentId] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
    objs[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >>`;
    pageIds.push(pageId);
  }
  objs[2] = `<< /Type /Pages /Kids [${pageIds.map((p) => `${p} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoId = id++;
  const d = o.date ? `D:${o.date.replace(/-/g, '')}120000Z` : undefined;
  objs[infoId] = `<< ${o.title ? `/Title ${pdfString(o.title)} ` : ''}${o.author ? `/Author ${pdfString(o.author)} ` : ''}${d ? `/CreationDate (${d}) ` : ''}/Producer (LibreOffice 7.6) >>`;
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let i = 1; i < objs.length; i++) {
    offsets[i] = Buffer.byteLength(out, 'latin1');
    out += `${i} 0 obj\n${objs[i]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length}\n0000000000 65535 f \n${offsets.slice(1).map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Wraps prose into PDF text lines of at most `width` characters. */
export function wrap(text: string, width = 88): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const w of para.split(/\s+/)) {
      if ((line + ' ' + w).trim().length > width) {
        out.push(line.trim());
        line = w;
      } else line += ' ' + w;
    }
    out.push(line.trim(), '');
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Entries

export type Entry = {
  id: string;
  host: string;
  path?: string;
  expected: CitationStatus;
  reason: string;
  context?: ClassifyContext;
  meta?: Meta;
  quotes?: QuoteCheck[];
  handle: Handler;
  /** Served (redirect targets) but not scored. */
  target?: boolean;
};

/** The host a request was sent to, without its port. */
export const hostOf = (req: { headers: { host?: string } }) => (req.headers.host ?? '').replace(/:\d+$/, '');

/** The page's own URL as the loopback web serves it (query left out). */
export const urlOf = (req: { headers: { host?: string }; url?: string }, web: { origin(h: string): string }) => `${web.origin(hostOf(req))}${(req.url ?? '/').split('?')[0]}`;

/** One cited URL of a set (served at `/<id>` unless given a path). */
export function entry(id: string, host: string, expected: CitationStatus, reason: string, handle: Handler, x: { path?: string; context?: ClassifyContext; quotes?: QuoteCheck[]; meta?: Meta; target?: boolean } = {}): Entry {
  return { id, host, path: x.path ?? `/${id}`, expected, reason, ...(x.context ? { context: x.context } : {}), ...(x.quotes ? { quotes: x.quotes } : {}), ...(x.meta ? { meta: x.meta } : {}), ...(x.target ? { target: true } : {}), handle };
}

/** A redirect target: served, not scored. */
export const target = (id: string, host: string, path: string, handle: Handler) => entry(id, host, 'valid', 'redirect target (not scored)', handle, { path, target: true });

/** Writes a raw HTTP answer on the socket (for framing Node's server would refuse to produce). */
export const rawAnswer = (bytes: () => Buffer): Handler => (req) => {
  const s = req.socket;
  s.write(bytes());
  s.end();
};

export function toCases(set: string, entries: Entry[]): CorpusCase[] {
  const seen = new Set<string>();
  return entries.map((e) => {
    const path = e.path ?? '/';
    const key = `${e.host}${path}`;
    if (seen.has(key)) throw new Error(`${set}: two entries serve ${key}`);
    seen.add(key);
    return {
      id: `${set}-${e.id}`,
      family: e.target ? `${set}-target` : set,
      split: 'holdout',
      host: e.host,
      path,
      expected: e.expected,
      reason: e.reason,
      context: e.context ?? {},
      ...(e.meta ? { meta: e.meta } : {}),
      ...(e.quotes ? { quotes: e.quotes } : {}),
      handle: e.handle,
    } satisfies CorpusCase;
  });
}

/** Serves an article built by `article()` with its own URL filled in. */
export function serveArticle(page: (url: string) => string, o: Omit<Send, 'body'> = {}): Handler {
  return (req, res, web) => write(res, { ...o, body: page(urlOf(req, web)) });
}

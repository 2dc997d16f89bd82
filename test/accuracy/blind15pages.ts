/**
 * Page templates of the blind15 held-out set (my own, written for this set): a small-CMS article
 * page with several metadata styles, and the walls / error pages a current-affairs report meets.
 * Knows nothing about statuses; the labels live in blind15.ts.
 */
import { esc } from './blindkit';

export type Style = 'og' | 'jsonld' | 'graph' | 'microdata' | 'byline' | 'plain' | 'rdfa';
export type PageOpts = {
  lang: string; site: string; title: string; h1?: string; author?: string; date?: string; paras: string[];
  style: Style; dir?: 'rtl'; cookie?: string; top?: string; bottom?: string; canonical?: string;
  free?: false; section?: string; kind?: string; charsetMeta?: string; noNav?: boolean;
};

const NAV: Record<string, string[]> = {
  en: ['Home', 'News', 'Local', 'Politics', 'Weather', 'Sport', 'Opinion'],
  de: ['Startseite', 'Region', 'Politik', 'Wirtschaft', 'Sport', 'Kultur'],
  fr: ['Accueil', 'Actualités', 'Région', 'Politique', 'Sports', 'Météo'],
  es: ['Portada', 'Local', 'Nacional', 'Internacional', 'Deportes', 'Opinión'],
  it: ['Home', 'Cronaca', 'Politica', 'Economia', 'Sport', 'Meteo'],
  pt: ['Início', 'Região', 'País', 'Mundo', 'Desporto', 'Opinião'],
  ru: ['Главная', 'Новости', 'Регион', 'Политика', 'Экономика', 'Спорт'],
  ja: ['トップ', '国内', '国際', '経済', '地域', 'スポーツ'],
  zh: ['首页', '新闻', '本地', '国际', '财经', '体育'],
};
const nav = (lang: string) => (NAV[lang] ?? NAV.en!).map((t, i) => `<li><a href="/${i ? 's' + i : ''}">${esc(t)}</a></li>`).join('');

function metaHead(o: PageOpts, url: string): string {
  const h: string[] = [];
  if (o.style !== 'plain' && o.style !== 'byline') {
    h.push(`<meta property="og:site_name" content="${esc(o.site)}">`, `<meta property="og:title" content="${esc(o.h1 ?? o.title)}">`, `<meta property="og:type" content="article">`, `<meta property="og:url" content="${esc(url)}">`);
  }
  if (o.style === 'og') {
    if (o.author) h.push(`<meta name="author" content="${esc(o.author)}">`);
    if (o.date) h.push(`<meta property="article:published_time" content="${o.date}T07:30:00+00:00">`);
  }
  if (o.style === 'jsonld') {
    h.push(`<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: o.h1 ?? o.title, ...(o.date ? { datePublished: `${o.date}T06:15:00Z`, dateModified: `${o.date}T09:40:00Z` } : {}), ...(o.author ? { author: [{ '@type': 'Person', name: o.author }] } : {}), publisher: { '@type': 'Organization', name: o.site }, ...(o.free === false ? { isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywalled' } } : {}), mainEntityOfPage: url })}</script>`);
  }
  if (o.style === 'graph') {
    h.push(`<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [
      { '@type': 'Organization', '@id': '/#org', name: o.site },
      ...(o.author ? [{ '@type': 'Person', '@id': '/#p1', name: o.author }] : []),
      { '@type': 'WebPage', '@id': url, name: o.title },
      { '@type': 'Article', '@id': url + '#article', headline: o.h1 ?? o.title, isPartOf: { '@id': url }, ...(o.author ? { author: { '@id': '/#p1' } } : {}), publisher: { '@id': '/#org' }, ...(o.date ? { datePublished: `${o.date}T11:02:00+02:00` } : {}), ...(o.free === false ? { isAccessibleForFree: 'False' } : {}) },
    ] })}</script>`);
  }
  return h.join('\n');
}

function byline(o: PageOpts): string {
  if (!o.author && !o.date) return '';
  if (o.style === 'microdata') return `<div class="meta">${o.author ? `<span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${esc(o.author)}</span></span>` : ''} ${o.date ? `<time itemprop="datePublished" datetime="${o.date}">${o.date}</time>` : ''}</div>`;
  if (o.style === 'rdfa') return `<div class="meta">${o.author ? `<span property="author" typeof="Person"><span property="name">${esc(o.author)}</span></span>` : ''} ${o.date ? `<time property="datePublished" datetime="${o.date}">${o.date}</time>` : ''}</div>`;
  return `<div class="byline">${o.author ? `<a rel="author" href="/autor/${encodeURIComponent(o.author.toLowerCase().replace(/\s+/g, '-'))}">${esc(o.author)}</a>` : ''} ${o.date ? `<time datetime="${o.date}T08:00:00Z">${o.date}</time>` : ''}</div>`;
}

/** A small-CMS article page. */
export function page(o: PageOpts, url: string): string {
  const scope = o.style === 'microdata' ? ' itemscope itemtype="https://schema.org/NewsArticle"' : o.style === 'rdfa' ? ' vocab="https://schema.org/" typeof="NewsArticle"' : '';
  const h1prop = o.style === 'microdata' ? ' itemprop="headline"' : o.style === 'rdfa' ? ' property="headline"' : '';
  const body = o.paras.map((p) => `<p>${p}</p>`).join('\n');
  return `<!DOCTYPE html>
<html lang="${o.lang}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
${o.charsetMeta ? `<meta charset="${o.charsetMeta}">` : '<meta charset="utf-8">'}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.canonical ? `<link rel="canonical" href="${esc(o.canonical)}">` : ''}
${metaHead(o, url)}
<link rel="stylesheet" href="/static/css/main.min.css?v=4.12">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-Q4R7S2"></script>
</head>
<body class="single post-template ${o.kind ?? 'article'}">
${o.noNav ? '' : `<header class="site-header"><a class="logo" href="/">${esc(o.site)}</a><nav><ul>${nav(o.lang)}</ul></nav></header>`}
${o.top ?? ''}
<main id="content"><article${scope}${o.style === 'rdfa' ? '' : ''}>
${o.section ? `<div class="kicker">${esc(o.section)}</div>` : ''}
<h1${h1prop}>${esc(o.h1 ?? o.title)}</h1>
${byline(o)}
<div class="entry-content${o.free === false ? ' paywalled' : ''}"${o.style === 'microdata' ? ' itemprop="articleBody"' : ''}>
${body}
</div>
${o.bottom ?? ''}
<div class="share"><a href="#">Facebook</a> <a href="#">X</a> <a href="#">WhatsApp</a> <a href="#">E-mail</a></div>
</article>
<aside class="sidebar"><h3>Most read</h3><ol><li><a href="/m1">Council approves new bus lanes</a></li><li><a href="/m2">Hospital car park charges to rise</a></li><li><a href="/m3">Weekend weather: rain clears by Sunday</a></li></ol></aside>
</main>
${o.cookie ?? ''}
<footer class="site-footer"><p>© 2026 ${esc(o.site)}. <a href="/impressum">Imprint</a> · <a href="/privacy">Privacy</a> · <a href="/contact">Contact</a></p></footer>
<script src="/static/js/app.bundle.js?v=4.12" defer></script>
</body></html>`;
}

/** A bare page (walls, error pages, notices) inside minimal site chrome. */
export function bare(o: { lang: string; site: string; title: string; body: string; head?: string; chrome?: boolean }): string {
  return `<!DOCTYPE html><html lang="${o.lang}"><head><meta charset="utf-8"><title>${esc(o.title)}</title>${o.head ?? ''}<meta name="robots" content="noindex"></head><body>${o.chrome ? `<header class="site-header"><a class="logo" href="/">${esc(o.site)}</a><nav><ul>${nav(o.lang)}</ul></nav></header>` : ''}<main>${o.body}</main>${o.chrome ? `<footer><p>© 2026 ${esc(o.site)}</p></footer>` : ''}</body></html>`;
}

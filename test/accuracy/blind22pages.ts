/**
 * Page templates for the held-out set blind22 (finance, business and markets): investor-relations
 * sites, press-release wires, quote and market-data pages, company registries, fund factsheets,
 * exchange and central-bank notices, bank rate pages, crypto trackers, job boards, financial news
 * and the walls in front of them. Written for this set from how such sites look, without reading
 * citeflow's classifier. The templates know nothing about statuses; labels live in blind22.ts.
 */
import { esc, linkList } from './blindkit';

export type Story = {
  key: string;
  lang: string;
  charset?: string;
  company: string;
  site: string;
  title: string;
  date: string; // ISO
  author?: string;
  place?: string;
  paras: string[];
  claim: string;
  quote: string;
};

const dateFmt = (iso: string, lang: string) => {
  try {
    return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
};

const L = (lang: string, m: Record<string, string>) => m[lang] ?? m[lang.slice(0, 2)] ?? m.en ?? Object.values(m)[0]!;

const IR_LABELS: Record<string, Record<string, string>> = {
  investors: { en: 'Investors', de: 'Investor Relations', fr: 'Investisseurs', es: 'Inversores', it: 'Investitori', pt: 'Investidores', nl: 'Investeerders', ja: '株主・投資家情報', zh: '投资者关系', 'zh-TW': '投資人關係', ko: '투자정보', ru: 'Инвесторам', uk: 'Інвесторам', pl: 'Relacje inwestorskie', cs: 'Pro investory', el: 'Επενδυτικές Σχέσεις', ar: 'علاقات المستثمرين', th: 'นักลงทุนสัมพันธ์', tr: 'Yatırımcı İlişkileri', sv: 'Investerare', vi: 'Quan hệ cổ đông', hi: 'निवेशक संबंध' },
  news: { en: 'Press releases', de: 'Pressemitteilungen', fr: 'Communiqués de presse', es: 'Notas de prensa', it: 'Comunicati stampa', pt: 'Comunicados', nl: 'Persberichten', ja: 'ニュースリリース', zh: '公司公告', 'zh-TW': '新聞稿', ko: '보도자료', ru: 'Пресс-релизы', uk: 'Прес-релізи', pl: 'Komunikaty prasowe', cs: 'Tiskové zprávy', el: 'Δελτία Τύπου', ar: 'البيانات الصحفية', th: 'ข่าวประชาสัมพันธ์', tr: 'Basın bültenleri', sv: 'Pressmeddelanden', vi: 'Thông cáo báo chí', hi: 'प्रेस विज्ञप्ति' },
  download: { en: 'Download PDF', de: 'PDF herunterladen', fr: 'Télécharger le PDF', es: 'Descargar PDF', it: 'Scarica PDF', pt: 'Baixar PDF', nl: 'Download PDF', ja: 'PDFダウンロード', zh: '下载PDF', 'zh-TW': '下載PDF', ko: 'PDF 다운로드', ru: 'Скачать PDF', uk: 'Завантажити PDF', pl: 'Pobierz PDF', cs: 'Stáhnout PDF', el: 'Λήψη PDF', ar: 'تحميل PDF', th: 'ดาวน์โหลด PDF', tr: 'PDF indir', sv: 'Ladda ner PDF', vi: 'Tải PDF', hi: 'पीडीएफ डाउनलोड करें' },
  contact: { en: 'Investor contact', de: 'Kontakt Investor Relations', fr: 'Contact investisseurs', es: 'Contacto inversores', it: 'Contatti IR', pt: 'Contato RI', nl: 'Contact', ja: 'お問い合わせ先', zh: '联系方式', 'zh-TW': '聯絡人', ko: '문의', ru: 'Контакты для инвесторов', uk: 'Контакти', pl: 'Kontakt dla inwestorów', cs: 'Kontakt', el: 'Επικοινωνία', ar: 'للاتصال', th: 'ติดต่อ', tr: 'İletişim', sv: 'Kontakt', vi: 'Liên hệ', hi: 'संपर्क' },
};

function corpHeader(company: string, lang: string, extra = ''): string {
  const items = L(lang, { en: 'About us|Products|Sustainability|Investors|Careers|Media', de: 'Unternehmen|Produkte|Nachhaltigkeit|Investor Relations|Karriere|Presse', fr: 'Le groupe|Activités|RSE|Investisseurs|Carrières|Presse', ja: '企業情報|事業紹介|サステナビリティ|株主・投資家情報|採用情報|ニュース' }).split('|');
  return `<header class="global-header"><div class="container"><a class="logo" href="/"><img src="/assets/img/logo.svg" alt="${esc(company)}"></a><nav class="gnav"><ul>${items.map((i, k) => `<li class="gnav__item"><a href="/${['about', 'products', 'esg', 'investors', 'careers', 'media'][k]}/">${esc(i)}</a></li>`).join('')}</ul></nav><div class="lang-switch"><a href="/en/">EN</a> | <a href="/${lang}/">${lang.toUpperCase()}</a></div>${extra}</div></header>`;
}

function corpFooter(company: string, lang: string): string {
  return `<footer class="global-footer"><div class="container"><ul class="footer-links"><li><a href="/legal/">${esc(L(lang, { en: 'Legal notice', de: 'Impressum', fr: 'Mentions légales', ja: 'ご利用条件' }))}</a></li><li><a href="/privacy/">${esc(L(lang, { en: 'Privacy', de: 'Datenschutz', fr: 'Confidentialité', ja: '個人情報保護方針' }))}</a></li><li><a href="/sitemap/">Sitemap</a></li><li><a href="/contact/">${esc(L(lang, IR_LABELS.contact!))}</a></li></ul><p class="copyright">© 2026 ${esc(company)}. All rights reserved.</p></div></footer>`;
}

const head = (o: { lang: string; charset?: string; title: string; desc?: string; extra?: string; metaCharset?: boolean }) => `<!DOCTYPE html>
<html lang="${o.lang}"${['ar', 'he', 'fa'].includes(o.lang) ? ' dir="rtl"' : ''}>
<head>
${o.metaCharset === false ? '' : `<meta charset="${o.charset ?? 'utf-8'}">`}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.desc ? `<meta name="description" content="${esc(o.desc)}">` : ''}
${o.extra ?? ''}
</head>`;

const plain = (s: string) => s.replace(/<[^>]+>/g, '');

/** A corporate investor-relations press release (the company's own site). */
export function irRelease(s: Story, o: { variant?: 'modern' | 'table' | 'sitecore'; pdfLink?: boolean; forwardLooking?: boolean; overlay?: string } = {}): string {
  const v = o.variant ?? 'modern';
  const fl = o.forwardLooking !== false ? `<section class="disclaimer"><h3>${esc(L(s.lang, { en: 'Forward-looking statements', de: 'Zukunftsgerichtete Aussagen', fr: 'Déclarations prospectives', ja: '将来見通しに関する注意事項', es: 'Declaraciones prospectivas' }))}</h3><p>${esc(L(s.lang, { en: 'This release contains forward-looking statements that are based on current expectations and assumptions. Actual results may differ materially from those expressed or implied.', de: 'Diese Mitteilung enthält zukunftsgerichtete Aussagen, die auf den gegenwärtigen Einschätzungen des Managements beruhen. Die tatsächlichen Ergebnisse können wesentlich abweichen.', fr: 'Ce communiqué contient des déclarations prospectives fondées sur des hypothèses actuelles. Les résultats réels peuvent différer sensiblement.', ja: '本資料に記載されている業績見通し等の将来に関する記述は、当社が現在入手している情報に基づくものであり、実際の業績は様々な要因により異なる可能性があります。' }))}</p></section>` : '';
  const ld = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: s.title, datePublished: s.date, publisher: { '@type': 'Organization', name: s.company }, inLanguage: s.lang })}</script>`;
  const body = s.paras.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n');
  const crumbs = `<ol class="breadcrumb"><li><a href="/">${esc(s.company)}</a></li><li><a href="/investors/">${esc(L(s.lang, IR_LABELS.investors!))}</a></li><li><a href="/investors/news/">${esc(L(s.lang, IR_LABELS.news!))}</a></li><li aria-current="page">${esc(s.title.slice(0, 40))}…</li></ol>`;
  if (v === 'table') {
    // An older IR site: table layout, font tags, the charset declared in a http-equiv meta.
    return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=${s.charset ?? 'utf-8'}"><title>${esc(s.company)} - ${esc(s.title)}</title></head>
<body bgcolor="#ffffff" topmargin="0"><table width="960" border="0" cellpadding="0" cellspacing="0" align="center"><tr><td colspan="2"><img src="/img/top_logo.gif" alt="${esc(s.company)}"></td></tr>
<tr><td width="180" valign="top" class="left"><ul><li><a href="/ir/">${esc(L(s.lang, IR_LABELS.investors!))}</a></li><li><a href="/ir/news/">${esc(L(s.lang, IR_LABELS.news!))}</a></li><li><a href="/ir/library/">IR Library</a></li><li><a href="/ir/stock/">Stock</a></li></ul></td>
<td valign="top"><font size="2" color="#666666">${esc(dateFmt(s.date, s.lang))}</font><br><h2>${esc(s.title)}</h2>
${body}
${o.pdfLink ? `<p><a href="/ir/pdf/${s.key}.pdf"><img src="/img/icon_pdf.gif"> ${esc(L(s.lang, IR_LABELS.download!))} (312KB)</a></p>` : ''}
${fl}
</td></tr><tr><td colspan="2" align="center"><font size="1">Copyright (C) ${esc(s.company)} All Rights Reserved.</font></td></tr></table></body></html>`;
  }
  return `${head({ lang: s.lang, charset: s.charset, title: `${s.title} | ${s.company}`, desc: plain(s.paras[0]!).slice(0, 150), extra: `<meta property="og:title" content="${esc(s.title)}"><meta property="og:site_name" content="${esc(s.company)}"><meta property="og:type" content="article">${ld}${v === 'sitecore' ? '<meta name="CMS" content="Sitecore">' : ''}` })}
<body class="page-ir page-press-release ${v}">
${corpHeader(s.company, s.lang)}
<div class="subnav"><a href="/investors/">${esc(L(s.lang, IR_LABELS.investors!))}</a> · <a href="/investors/results/">Results</a> · <a href="/investors/agm/">AGM</a> · <a href="/investors/share/">Share</a> · <a href="/investors/news/">${esc(L(s.lang, IR_LABELS.news!))}</a></div>
<main class="container">
${crumbs}
<article class="press-release">
<p class="pr-meta"><time datetime="${s.date}">${esc(dateFmt(s.date, s.lang))}</time> · ${esc(L(s.lang, { en: 'Ad hoc / Regulatory news', de: 'Ad-hoc-Mitteilung', fr: 'Information réglementée', ja: '適時開示' }))}</p>
<h1>${esc(s.title)}</h1>
<div class="pr-body">
${s.place ? `<p class="dateline"><strong>${esc(s.place)}</strong></p>` : ''}
${body}
</div>
${o.pdfLink ? `<p class="pr-download"><a class="btn btn--pdf" href="/investors/news/${s.key}.pdf">${esc(L(s.lang, IR_LABELS.download!))}</a></p>` : ''}
<aside class="pr-contact"><h3>${esc(L(s.lang, IR_LABELS.contact!))}</h3><p>ir@${s.site}<br>+44 20 7946 0${s.key.length}12</p></aside>
${fl}
</article>
<section class="related-releases"><h2>${esc(L(s.lang, { en: 'Related releases', de: 'Weitere Meldungen', fr: 'Autres communiqués', ja: '関連ニュース' }))}</h2><ul><li><a href="/investors/news/q3">${esc(L(s.lang, { en: 'Financial calendar 2026', de: 'Finanzkalender 2026', fr: 'Agenda financier 2026', ja: '2026年 IRカレンダー' }))}</a></li><li><a href="/investors/news/agm">AGM 2026</a></li></ul></section>
</main>
${corpFooter(s.company, s.lang)}
${o.overlay ?? ''}
<script src="/assets/js/ir-widgets.js" defer></script>
</body></html>`;
}

/** A press-release wire's copy of a release (dateline, "/Wire/ --", SOURCE line, more releases). */
export function wireRelease(s: Story, wire: { name: string; tag: string; lang?: string }, o: { removed?: string; related?: string[] } = {}): string {
  const body = s.paras.map((p, i) => (i === 0 && s.place ? `<p><span class="dateline">${esc(s.place)}, ${esc(dateFmt(s.date, s.lang))} /${esc(wire.tag)}/ --</span> ${p}</p>` : p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n');
  const main = o.removed
    ? `<div class="release-removed"><h1>${esc(o.removed)}</h1><p>${esc(L(wire.lang ?? 'en', { en: 'Browse the latest releases from our newsroom.', de: 'Weitere aktuelle Meldungen finden Sie im Newsroom.' }))}</p></div>`
    : `<article class="release"><div class="release-header"><p class="news-provided">NEWS PROVIDED BY <a href="/news/${s.key}-org">${esc(s.company)}</a> <span>→</span></p><p class="release-date"><time datetime="${s.date}">${esc(dateFmt(s.date, 'en'))}</time>, ${new Date(s.date).getUTCHours()}:00 ET</p><h1 class="release-title">${esc(s.title)}</h1></div><section class="release-body">${body}<p class="source">SOURCE ${esc(s.company)}</p></section><div class="share-bar"><a href="#">Share</a> <a href="#">Print</a> <a href="#">RSS</a></div></article>`;
  return `${head({ lang: s.lang, charset: s.charset, title: o.removed ? `${wire.name}` : `${s.title} | ${wire.name}`, extra: o.removed ? '' : `<meta name="og:title" content="${esc(s.title)}"><meta property="article:published_time" content="${s.date}"><meta name="author" content="${esc(s.company)}">` })}
<body class="wire-release">
<header class="wire-header"><a class="logo" href="/">${esc(wire.name)}</a><nav><a href="/news-releases/">News</a> <a href="/products/">Products</a> <a href="/contact/">Contact</a> <a class="btn" href="/account/signup">Sign up</a> <a href="/account/login">Log in</a></nav><form action="/search/"><input name="keyword" placeholder="Search"></form></header>
<main class="wire-main">${main}
${linkList(o.removed ? 'Latest news releases' : `More news from ${s.company}`, o.related ?? ['Nordic Freight Announces Date of Q1 Earnings Call', 'Solvane Therapeutics to Present at Healthcare Conference', 'Kestrel Mining Reports Drill Results at Eastern Block', 'Maritime Capital Prices Offering of Senior Notes'])}
</main>
<footer class="wire-footer"><p>${esc(wire.name)} · Terms of Use · Privacy Policy · Information Security Policy · Site Map · Cookie Settings</p><p>Copyright © 2026 ${esc(wire.name)}, Inc. All Rights Reserved.</p></footer>
</body></html>`;
}

/** A market-data quote page. `shell`: a JS app whose figures live only in the embedded JSON state. */
export function quotePage(o: { lang: string; site: string; symbol: string; name: string; exchange: string; price: string; change: string; currency: string; profile: string; mode: 'shell' | 'table'; charset?: string; delayed?: string; extraData?: Record<string, unknown> }): string {
  const state = { props: { pageProps: { quote: { symbol: o.symbol, longName: o.name, exchange: o.exchange, regularMarketPrice: o.price, regularMarketChangePercent: o.change, currency: o.currency, marketState: 'CLOSED', ...(o.extraData ?? {}) }, profile: { longBusinessSummary: o.profile } } }, page: '/quote/[symbol]', query: { symbol: o.symbol }, buildId: 'k3Jd9sQ' };
  if (o.mode === 'shell') {
    return `<!DOCTYPE html><html lang="${o.lang}"><head><meta charset="utf-8"><title>${esc(o.name)} (${esc(o.symbol)}) Stock Price, News, Quote &amp; History - ${esc(o.site)}</title><meta name="description" content="Find the latest ${esc(o.name)} (${esc(o.symbol)}) stock quote, history, news and other vital information to help you with your stock trading and investing."><link rel="preload" href="/_next/static/css/9a1f.css" as="style"></head>
<body><div id="__next"><div class="app-loading"><div class="spinner"></div></div></div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>
<script src="/_next/static/chunks/webpack-2f3a.js" defer></script><script src="/_next/static/chunks/framework-8d1c.js" defer></script><script src="/_next/static/chunks/pages/quote/[symbol]-77ab.js" defer></script></body></html>`;
  }
  const rows = Object.entries({ [L(o.lang, { en: 'Previous close', ja: '前日終値', 'zh-TW': '昨收', ko: '전일종가', th: 'ราคาปิดก่อนหน้า' })]: o.price, [L(o.lang, { en: 'Change', ja: '前日比', 'zh-TW': '漲跌幅', ko: '등락률', th: 'เปลี่ยนแปลง' })]: o.change, ...(o.extraData as Record<string, string> ?? {}) });
  return `${head({ lang: o.lang, charset: o.charset, title: `${o.name} (${o.symbol}) | ${o.site}` })}
<body class="quote">
<header><a href="/">${esc(o.site)}</a> <nav><a href="/markets/">Markets</a> <a href="/screener/">Screener</a> <a href="/news/">News</a> <a href="/portfolio/">Portfolio</a></nav><form action="/search"><input name="q" placeholder="Symbol"></form></header>
<main><h1>${esc(o.name)} <small>${esc(o.symbol)} · ${esc(o.exchange)}</small></h1>
<div class="price-box"><span class="last">${esc(o.price)}</span> <span class="ccy">${esc(o.currency)}</span> <span class="chg">${esc(o.change)}</span></div>
<p class="delay-note">${esc(o.delayed ?? 'Data delayed at least 15 minutes, as of market close.')}</p>
<table class="quote-table">${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(String(v))}</td></tr>`).join('')}</table>
<section class="profile"><h2>${esc(L(o.lang, { en: 'Company profile', ja: '企業概要', 'zh-TW': '公司簡介', ko: '기업개요', th: 'ข้อมูลบริษัท' }))}</h2><p>${o.profile}</p></section>
</main>
<footer><p>${esc(L(o.lang, { en: 'Market data provided for information only. Not investment advice.', ja: '掲載情報は投資勧誘を目的としたものではありません。', 'zh-TW': '本資料僅供參考，不構成投資建議。', ko: '본 정보는 투자 권유를 목적으로 하지 않습니다.', th: 'ข้อมูลนี้มิใช่คำแนะนำในการลงทุน' }))}</p></footer>
</body></html>`;
}

/** A company-registry page (profile, search form, captcha gate, paid extract). */
export function registryPage(o: { lang: string; charset?: string; registry: string; title: string; main: string; sidebar?: string }): string {
  return `${head({ lang: o.lang, charset: o.charset, title: o.title })}
<body class="govuk-template__body registry">
<a href="#main-content" class="skip">Skip to main content</a>
<header class="registry-header"><div class="crest">${esc(o.registry)}</div><nav><a href="/search">Search</a> <a href="/help">Help</a> <a href="/account">Your account</a></nav></header>
<div class="phase-banner"><strong>BETA</strong> This is a new service – your feedback will help us to improve it.</div>
<main id="main-content" class="registry-main">${o.main}</main>
${o.sidebar ? `<aside>${o.sidebar}</aside>` : ''}
<footer class="registry-footer"><a href="/cookies">Cookies</a> <a href="/accessibility">Accessibility statement</a> <a href="/terms">Terms and conditions</a> <a href="/privacy">Privacy notice</a></footer>
</body></html>`;
}

/** A fund factsheet page; `gate` adds a jurisdiction / investor-type modal (over the page, or instead of it). */
export function fundPage(o: { lang: string; charset?: string; house: string; fund: string; isin: string; paras: string[]; gate?: 'overlay' | 'only'; gateText: string; table?: [string, string][] }): string {
  const modal = `<div class="investor-gate modal is-open" role="dialog" aria-modal="true"><div class="modal__inner"><h2>${esc(o.gateText.split('|')[0]!)}</h2><p>${esc(o.gateText.split('|')[1] ?? '')}</p><form action="/gate" method="post"><label><input type="radio" name="type" value="retail"> ${esc(L(o.lang, { en: 'Private investor', de: 'Privatanleger', fr: 'Investisseur particulier', it: 'Investitore privato', nl: 'Particuliere belegger' }))}</label><label><input type="radio" name="type" value="pro"> ${esc(L(o.lang, { en: 'Professional investor', de: 'Professioneller Anleger', fr: 'Investisseur professionnel', it: 'Investitore professionale', nl: 'Professionele belegger' }))}</label><select name="country"><option>United Kingdom</option><option>Deutschland</option><option>France</option><option>Italia</option><option>Nederland</option><option>Schweiz</option></select><button type="submit">${esc(L(o.lang, { en: 'I accept', de: 'Ich stimme zu', fr: "J'accepte", it: 'Accetto', nl: 'Ik ga akkoord' }))}</button></form></div></div>`;
  const content = `<section class="fund-hero"><h1>${esc(o.fund)}</h1><p class="isin">ISIN ${esc(o.isin)}</p></section>
<section class="fund-body">${o.paras.map((p) => `<p>${p}</p>`).join('')}</section>
${o.table ? `<table class="fund-facts">${o.table.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>` : ''}
<p class="risk">${esc(L(o.lang, { en: 'Capital at risk. Past performance is not a reliable indicator of future results.', de: 'Kapitalverlustrisiko. Die frühere Wertentwicklung ist kein verlässlicher Indikator für künftige Ergebnisse.', fr: 'Risque de perte en capital. Les performances passées ne préjugent pas des performances futures.', it: 'Capitale a rischio. I rendimenti passati non sono indicativi di quelli futuri.', nl: 'Uw kapitaal loopt risico. In het verleden behaalde resultaten bieden geen garantie voor de toekomst.' }))}</p>`;
  return `${head({ lang: o.lang, charset: o.charset, title: o.gate === 'only' ? `${o.house} – ${L(o.lang, { en: 'Select your location', de: 'Bitte wählen Sie Ihr Land', fr: 'Choisissez votre profil', it: 'Seleziona il tuo profilo', nl: 'Kies uw profiel' })}` : `${o.fund} | ${o.house}` })}
<body class="fund-centre${o.gate ? ' has-gate' : ''}">
<header class="fh"><a href="/">${esc(o.house)}</a><nav><a href="/funds/">Funds</a> <a href="/insights/">Insights</a> <a href="/about/">About us</a></nav></header>
<main>${o.gate === 'only' ? '' : content}</main>
${o.gate ? modal : ''}
<footer class="ff"><p>${esc(o.house)} · Legal · Privacy · Cookies · Accessibility</p></footer></body></html>`;
}

/** An exchange or central-bank notice in an older, table-built layout (legacy charsets). */
export function noticePage(s: Story, o: { org: string; crumb: string; metaCharsetOnly?: boolean }): string {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="${s.lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=${s.charset ?? 'utf-8'}"><title>${esc(s.title)} - ${esc(o.org)}</title><link rel="stylesheet" href="/css/common.css"></head>
<body><div id="wrap"><div id="header"><a href="/"><img src="/images/logo.gif" alt="${esc(o.org)}"></a><div class="util"><a href="/sitemap.html">Sitemap</a> | <a href="/eng/">English</a></div></div>
<div id="gnb"><a href="/market/">${esc(o.crumb.split('>')[0]!.trim())}</a></div>
<div id="location">${esc(o.crumb)}</div>
<div id="contents"><table class="board_view" summary="notice"><tr><th>${esc(L(s.lang, { en: 'Subject', fr: 'Objet', cs: 'Předmět', tr: 'Konu', ko: '제목', ja: '件名', 'zh-TW': '主旨', zh: '标题', th: 'เรื่อง', ru: 'Тема', el: 'Θέμα', ar: 'الموضوع' }))}</th><td><h3>${esc(s.title)}</h3></td></tr>
<tr><th>${esc(L(s.lang, { en: 'Date', fr: 'Date', cs: 'Datum', tr: 'Tarih', ko: '등록일', ja: '掲載日', 'zh-TW': '日期', zh: '日期', th: 'วันที่', ru: 'Дата', el: 'Ημερομηνία', ar: 'التاريخ' }))}</th><td>${s.date.slice(0, 10)}</td></tr>
<tr><td colspan="2" class="view_cont">${s.paras.map((p) => `<p>${p}</p>`).join('\n')}</td></tr></table>
<div class="btn_list"><a href="../list.html">${esc(L(s.lang, { en: 'Back to list', fr: 'Retour à la liste', cs: 'Zpět na seznam', tr: 'Listeye dön', ko: '목록', ja: '一覧へ戻る', 'zh-TW': '回列表', zh: '返回列表', th: 'กลับ', ru: 'К списку', el: 'Επιστροφή', ar: 'العودة' }))}</a></div></div>
<div id="footer">Copyright © ${esc(o.org)}. All rights reserved.</div></div></body></html>`;
}

/** A financial-news article page (markets desk), optionally cut short by a wall. */
export function newsPage(s: Story, o: { brand: string; section: string; wall?: string; freeParas?: number; free?: boolean; tickers?: string[]; live?: boolean }): string {
  const shown = o.wall ? s.paras.slice(0, o.freeParas ?? 1) : s.paras;
  const ld = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: s.title, datePublished: s.date, author: s.author ? { '@type': 'Person', name: s.author } : undefined, publisher: { '@type': 'Organization', name: o.brand }, ...(o.free === false ? { isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.article-body--locked' } } : {}) };
  const ticker = `<div class="ticker-strip">${(o.tickers ?? ['S&P 500 5,812.4 +0.3%', 'DAX 19,204 −0.2%', 'Nikkei 39,870 +0.8%', 'EUR/USD 1.0842', 'Brent $81.20', 'Gold $2,391'].map((t) => `<span>${esc(t)}</span>`)).join(' ')}</div>`;
  return `${head({ lang: s.lang, charset: s.charset, title: `${s.title} | ${o.brand}`, desc: plain(s.paras[0]!).slice(0, 150), extra: `<meta property="og:title" content="${esc(s.title)}"><meta property="og:site_name" content="${esc(o.brand)}"><meta property="article:published_time" content="${s.date}">${s.author ? `<meta name="author" content="${esc(s.author)}">` : ''}<script type="application/ld+json">${JSON.stringify(ld)}</script>` })}
<body class="article markets">
${ticker}
<header class="masthead"><a class="brand" href="/">${esc(o.brand)}</a><nav><a href="/markets">Markets</a> <a href="/companies">Companies</a> <a href="/economy">Economy</a> <a href="/opinion">Opinion</a> <a href="/data">Data</a></nav><a class="subscribe" href="/subscribe">${esc(L(s.lang, { en: 'Subscribe', de: 'Abonnieren', fr: "S'abonner", es: 'Suscríbete', it: 'Abbonati', pt: 'Assine', ja: '購読する', zh: '订阅', ru: 'Подписка', nl: 'Abonneren', sv: 'Prenumerera', ko: '구독', pl: 'Subskrybuj' }))}</a></header>
<main><article>
<p class="kicker"><a href="/${esc(o.section.toLowerCase())}">${esc(o.section)}</a></p>
<h1>${esc(s.title)}</h1>
<p class="byline">${s.author ? esc(s.author) : ''} · <time datetime="${s.date}">${esc(dateFmt(s.date, s.lang))}</time></p>
<div class="article-body${o.free === false ? ' article-body--locked' : ''}">${shown.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n')}</div>
${o.wall ?? ''}
</article>
<aside class="most-read">${linkList(L(s.lang, { en: 'Most read', de: 'Meistgelesen', fr: 'Les plus lus', es: 'Lo más leído', it: 'I più letti', pt: 'Mais lidas', ja: 'アクセスランキング', zh: '热门文章', ru: 'Самое читаемое', nl: 'Meest gelezen', sv: 'Mest läst', ko: '많이 본 뉴스', pl: 'Najczęściej czytane' }), ['Fed holds rates steady as inflation cools', 'Oil slips on demand worries', 'Chipmakers lead tech rally', 'Bond yields climb ahead of auction', 'Bank earnings beat estimates'])}</aside>
</main>
<footer class="site-foot"><p>${esc(o.brand)} · Terms · Privacy · Cookies · Accessibility · Help</p><p>Markets data delayed by 15 minutes.</p></footer>
</body></html>`;
}

/** A generic site shell for walls, errors and gone pages, in a finance site's chrome. */
export function finShell(o: { lang: string; charset?: string; site: string; title: string; main: string; aside?: string; noChrome?: boolean; extraHead?: string }): string {
  if (o.noChrome) return `${head({ lang: o.lang, charset: o.charset, title: o.title, extra: o.extraHead })}<body>${o.main}</body></html>`;
  return `${head({ lang: o.lang, charset: o.charset, title: o.title, extra: o.extraHead })}
<body>
<header class="top"><a href="/" class="logo">${esc(o.site)}</a><nav><a href="/markets/">Markets</a> <a href="/news/">News</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header>
<main>${o.main}</main>
${o.aside ? `<aside>${o.aside}</aside>` : ''}
<footer><p>© 2026 ${esc(o.site)} · Privacy · Terms · Cookie preferences</p></footer>
</body></html>`;
}

/** A job-board posting (active, or closed). */
export function jobPage(o: { lang: string; company: string; board: string; title: string; location: string; paras: string[]; closed?: string }): string {
  return `${head({ lang: o.lang, title: `${o.title} - ${o.company} - ${o.location} | ${o.board}` })}
<body class="job-posting"><header><a href="/">${esc(o.board)}</a> <nav><a href="/jobs">Jobs</a> <a href="/companies">Companies</a> <a href="/salaries">Salaries</a> <a href="/login">Sign in</a></nav></header>
<main>${o.closed ? `<div class="job-closed-banner" role="alert"><h2>${esc(o.closed)}</h2></div>` : ''}
<h1 class="job-title">${esc(o.title)}</h1><p class="job-company">${esc(o.company)} · ${esc(o.location)}</p>
${o.closed ? '' : `<div class="job-description">${o.paras.map((p) => `<p>${p}</p>`).join('')}</div><a class="apply" href="/apply">Apply now</a>`}
${linkList(L(o.lang, { en: 'Similar jobs', de: 'Ähnliche Jobs', fr: 'Offres similaires', es: 'Empleos similares', pl: 'Podobne oferty' }), ['Financial Analyst – Treasury', 'Senior Credit Risk Manager', 'Equity Research Associate', 'Fund Accountant', 'Compliance Officer (AML)'])}
</main><footer>${esc(o.board)} · Privacy · Terms · Cookies</footer></body></html>`;
}

/**
 * Page templates of blind26 (held-out set: the ways AI-written citations break on the real web).
 * Written for this set: several site chromes (a national news site, a regional paper with an old
 * table layout, an Asian portal, an engineering blog), their AMP / mobile / print variants, error
 * and soft-404 pages, search and tag listings, home and section fronts, MediaWiki, Wayback and
 * archive.today frames, syndication and press-release mirrors, journal landing pages, parked
 * domains, walls. Statuses live in blind26.ts, not here.
 */
import { esc } from './blindkit';
import type { Story } from './blind26stories';

type Ui = { home: string; notFound: string; notFoundBody: string; back: string; search: string; resultsFor: string; didYouMean: string; noResults: string; related: string; tag: string; updated: string; correction: string; print: string; latest: string; most: string; cookie: string; subscribe: string };

export const UI: Record<string, Ui> = {
  en: { home: 'Home', notFound: 'Page not found', notFoundBody: 'Sorry, we couldn’t find the page you were looking for. It may have been moved or deleted, or the address may be mistyped.', back: 'Go to the home page', search: 'Search', resultsFor: 'Search results for', didYouMean: 'Did you mean', noResults: 'No results matched your search.', related: 'Related stories', tag: 'Topic', updated: 'This article has been updated', correction: 'Correction', print: 'Print', latest: 'Latest', most: 'Most read', cookie: 'We use cookies to improve your experience. By continuing you agree to our cookie policy.', subscribe: 'Subscribe' },
  de: { home: 'Startseite', notFound: 'Seite nicht gefunden', notFoundBody: 'Die von Ihnen aufgerufene Seite existiert leider nicht (mehr). Vielleicht hilft Ihnen unsere Suche weiter.', back: 'Zur Startseite', search: 'Suche', resultsFor: 'Suchergebnisse für', didYouMean: 'Meinten Sie', noResults: 'Keine Treffer gefunden.', related: 'Mehr zum Thema', tag: 'Thema', updated: 'Dieser Artikel wurde aktualisiert', correction: 'Korrektur', print: 'Drucken', latest: 'Neueste Artikel', most: 'Meistgelesen', cookie: 'Wir verwenden Cookies, um unser Angebot zu verbessern.', subscribe: 'Abonnieren' },
  fr: { home: 'Accueil', notFound: 'Page introuvable', notFoundBody: 'Oups ! La page que vous recherchez n’existe pas ou a été déplacée.', back: 'Retour à l’accueil', search: 'Rechercher', resultsFor: 'Résultats de recherche pour', didYouMean: 'Essayez avec cette orthographe', noResults: 'Aucun résultat ne correspond à votre recherche.', related: 'À lire aussi', tag: 'Sujet', updated: 'Cet article a été mis à jour', correction: 'Rectificatif', print: 'Imprimer', latest: 'Dernières infos', most: 'Les plus lus', cookie: 'Ce site utilise des cookies pour améliorer votre expérience.', subscribe: 'S’abonner' },
  es: { home: 'Portada', notFound: 'Página no encontrada', notFoundBody: 'Lo sentimos, la página que buscas no existe o ha cambiado de dirección.', back: 'Volver a la portada', search: 'Buscar', resultsFor: 'Resultados de búsqueda para', didYouMean: 'Quizás quisiste decir', noResults: 'No se han encontrado resultados.', related: 'Noticias relacionadas', tag: 'Tema', updated: 'Esta noticia ha sido actualizada', correction: 'Fe de errores', print: 'Imprimir', latest: 'Última hora', most: 'Lo más leído', cookie: 'Utilizamos cookies propias y de terceros.', subscribe: 'Suscríbete' },
  it: { home: 'Home', notFound: 'Pagina non trovata', notFoundBody: 'Spiacenti, la pagina che stai cercando non esiste o è stata spostata.', back: 'Torna alla home', search: 'Cerca', resultsFor: 'Risultati della ricerca per', didYouMean: 'Forse cercavi', noResults: 'Nessun risultato trovato.', related: 'Leggi anche', tag: 'Argomento', updated: 'Articolo aggiornato', correction: 'Rettifica', print: 'Stampa', latest: 'Ultime notizie', most: 'I più letti', cookie: 'Questo sito utilizza cookie tecnici e di profilazione.', subscribe: 'Abbonati' },
  pt: { home: 'Início', notFound: 'Página não encontrada', notFoundBody: 'Ops! A página que você procura não existe ou foi removida.', back: 'Voltar para a página inicial', search: 'Buscar', resultsFor: 'Resultados da busca por', didYouMean: 'Você quis dizer', noResults: 'Nenhum resultado encontrado.', related: 'Leia também', tag: 'Tema', updated: 'Esta reportagem foi atualizada', correction: 'Errata', print: 'Imprimir', latest: 'Últimas', most: 'Mais lidas', cookie: 'Usamos cookies para melhorar sua experiência.', subscribe: 'Assine' },
  pl: { home: 'Strona główna', notFound: 'Nie znaleziono strony', notFoundBody: 'Przepraszamy, strona, której szukasz, nie istnieje lub została przeniesiona.', back: 'Wróć na stronę główną', search: 'Szukaj', resultsFor: 'Wyniki wyszukiwania dla', didYouMean: 'Czy chodziło Ci o', noResults: 'Brak wyników.', related: 'Zobacz także', tag: 'Temat', updated: 'Artykuł został zaktualizowany', correction: 'Sprostowanie', print: 'Drukuj', latest: 'Najnowsze', most: 'Najczęściej czytane', cookie: 'Korzystamy z plików cookies.', subscribe: 'Subskrybuj' },
  cs: { home: 'Úvod', notFound: 'Stránka nenalezena', notFoundBody: 'Omlouváme se, požadovaná stránka neexistuje nebo byla přesunuta.', back: 'Zpět na úvodní stránku', search: 'Hledat', resultsFor: 'Výsledky hledání pro', didYouMean: 'Měli jste na mysli', noResults: 'Nic nebylo nalezeno.', related: 'Související články', tag: 'Téma', updated: 'Článek byl aktualizován', correction: 'Oprava', print: 'Tisk', latest: 'Nejnovější', most: 'Nejčtenější', cookie: 'Tento web používá soubory cookie.', subscribe: 'Předplatné' },
  ru: { home: 'Главная', notFound: 'Страница не найдена', notFoundBody: 'К сожалению, запрашиваемая страница не существует или была удалена.', back: 'Вернуться на главную', search: 'Поиск', resultsFor: 'Результаты поиска по запросу', didYouMean: 'Возможно, вы имели в виду', noResults: 'Ничего не найдено.', related: 'Читайте также', tag: 'Тема', updated: 'Материал обновлён', correction: 'Исправление', print: 'Версия для печати', latest: 'Последние новости', most: 'Самое читаемое', cookie: 'Мы используем файлы cookie.', subscribe: 'Подписаться' },
  uk: { home: 'Головна', notFound: 'Сторінку не знайдено', notFoundBody: 'На жаль, сторінка, яку ви шукаєте, не існує або була видалена.', back: 'На головну', search: 'Пошук', resultsFor: 'Результати пошуку за запитом', didYouMean: 'Можливо, ви мали на увазі', noResults: 'Нічого не знайдено.', related: 'Читайте також', tag: 'Тема', updated: 'Матеріал оновлено', correction: 'Виправлення', print: 'Друк', latest: 'Останні новини', most: 'Найпопулярніше', cookie: 'Ми використовуємо файли cookie.', subscribe: 'Підписатися' },
  el: { home: 'Αρχική', notFound: 'Η σελίδα δεν βρέθηκε', notFoundBody: 'Λυπούμαστε, η σελίδα που αναζητάτε δεν υπάρχει ή έχει μετακινηθεί.', back: 'Επιστροφή στην αρχική', search: 'Αναζήτηση', resultsFor: 'Αποτελέσματα αναζήτησης για', didYouMean: 'Μήπως εννοείτε', noResults: 'Δεν βρέθηκαν αποτελέσματα.', related: 'Διαβάστε επίσης', tag: 'Θέμα', updated: 'Το άρθρο ενημερώθηκε', correction: 'Διόρθωση', print: 'Εκτύπωση', latest: 'Τελευταία νέα', most: 'Δημοφιλή', cookie: 'Χρησιμοποιούμε cookies.', subscribe: 'Συνδρομή' },
  tr: { home: 'Ana Sayfa', notFound: 'Sayfa bulunamadı', notFoundBody: 'Aradığınız sayfa bulunamadı. Kaldırılmış ya da adresi değişmiş olabilir.', back: 'Ana sayfaya dön', search: 'Ara', resultsFor: 'Arama sonuçları:', didYouMean: 'Bunu mu demek istediniz', noResults: 'Sonuç bulunamadı.', related: 'İlgili haberler', tag: 'Etiket', updated: 'Bu haber güncellendi', correction: 'Düzeltme', print: 'Yazdır', latest: 'Son dakika', most: 'En çok okunanlar', cookie: 'Sitemizde çerezler kullanılmaktadır.', subscribe: 'Abone ol' },
  ja: { home: 'トップ', notFound: 'ページが見つかりません', notFoundBody: 'お探しのページは削除されたか、URLが変更された可能性があります。', back: 'トップページへ戻る', search: '検索', resultsFor: '検索結果：', didYouMean: 'もしかして', noResults: '該当する記事はありませんでした。', related: '関連記事', tag: 'タグ', updated: 'この記事は更新されました', correction: '訂正', print: '印刷', latest: '最新ニュース', most: 'アクセスランキング', cookie: '当サイトはCookieを使用しています。', subscribe: '購読する' },
  ko: { home: '홈', notFound: '페이지를 찾을 수 없습니다', notFoundBody: '요청하신 페이지가 삭제되었거나 주소가 변경되었습니다.', back: '홈으로 가기', search: '검색', resultsFor: '검색 결과:', didYouMean: '이것을 찾으셨나요', noResults: '검색 결과가 없습니다.', related: '관련 기사', tag: '태그', updated: '이 기사는 수정되었습니다', correction: '바로잡습니다', print: '인쇄', latest: '최신 기사', most: '많이 본 뉴스', cookie: '이 사이트는 쿠키를 사용합니다.', subscribe: '구독' },
  zh: { home: '首页', notFound: '页面不存在', notFoundBody: '抱歉，您访问的页面不存在或已被删除。', back: '返回首页', search: '搜索', resultsFor: '搜索结果：', didYouMean: '您是不是要找', noResults: '没有找到相关结果。', related: '相关新闻', tag: '标签', updated: '本文已更新', correction: '更正', print: '打印', latest: '最新', most: '热门', cookie: '本网站使用Cookie。', subscribe: '订阅' },
  'zh-TW': { home: '首頁', notFound: '找不到網頁', notFoundBody: '很抱歉，您要找的網頁不存在或已移除。', back: '回首頁', search: '搜尋', resultsFor: '搜尋結果：', didYouMean: '您是不是要找', noResults: '查無相關結果。', related: '相關新聞', tag: '標籤', updated: '本文已更新', correction: '更正', print: '列印', latest: '即時', most: '熱門', cookie: '本網站使用Cookie。', subscribe: '訂閱' },
  ar: { home: 'الرئيسية', notFound: 'الصفحة غير موجودة', notFoundBody: 'عذرا، الصفحة التي تبحث عنها غير موجودة أو تم نقلها.', back: 'العودة إلى الرئيسية', search: 'بحث', resultsFor: 'نتائج البحث عن', didYouMean: 'هل تقصد', noResults: 'لا توجد نتائج.', related: 'أخبار ذات صلة', tag: 'وسم', updated: 'تم تحديث هذا الخبر', correction: 'تصحيح', print: 'طباعة', latest: 'آخر الأخبار', most: 'الأكثر قراءة', cookie: 'يستخدم هذا الموقع ملفات تعريف الارتباط.', subscribe: 'اشترك' },
  nl: { home: 'Home', notFound: 'Pagina niet gevonden', notFoundBody: 'Helaas, de pagina die je zoekt bestaat niet (meer).', back: 'Naar de homepage', search: 'Zoeken', resultsFor: 'Zoekresultaten voor', didYouMean: 'Bedoelde je', noResults: 'Geen resultaten gevonden.', related: 'Lees ook', tag: 'Onderwerp', updated: 'Dit artikel is bijgewerkt', correction: 'Correctie', print: 'Afdrukken', latest: 'Net binnen', most: 'Meest gelezen', cookie: 'Wij gebruiken cookies.', subscribe: 'Abonneren' },
  hu: { home: 'Címlap', notFound: 'Az oldal nem található', notFoundBody: 'Sajnáljuk, a keresett oldal nem létezik vagy áthelyeztük.', back: 'Vissza a címlapra', search: 'Keresés', resultsFor: 'Keresési eredmények:', didYouMean: 'Erre gondolt', noResults: 'Nincs találat.', related: 'Kapcsolódó cikkek', tag: 'Címke', updated: 'A cikket frissítettük', correction: 'Helyesbítés', print: 'Nyomtatás', latest: 'Friss', most: 'Legolvasottabb', cookie: 'Az oldal sütiket használ.', subscribe: 'Előfizetés' },
  vi: { home: 'Trang chủ', notFound: 'Không tìm thấy trang', notFoundBody: 'Rất tiếc, trang bạn tìm không tồn tại hoặc đã bị xóa.', back: 'Về trang chủ', search: 'Tìm kiếm', resultsFor: 'Kết quả tìm kiếm cho', didYouMean: 'Có phải bạn muốn tìm', noResults: 'Không có kết quả.', related: 'Tin liên quan', tag: 'Chủ đề', updated: 'Bài viết đã được cập nhật', correction: 'Đính chính', print: 'In bài', latest: 'Tin mới', most: 'Đọc nhiều', cookie: 'Trang web sử dụng cookie.', subscribe: 'Đăng ký' },
  sv: { home: 'Start', notFound: 'Sidan hittades inte', notFoundBody: 'Tyvärr finns inte sidan du letar efter. Den kan ha flyttats eller tagits bort.', back: 'Till startsidan', search: 'Sök', resultsFor: 'Sökresultat för', didYouMean: 'Menade du', noResults: 'Inga träffar.', related: 'Läs också', tag: 'Ämne', updated: 'Artikeln har uppdaterats', correction: 'Rättelse', print: 'Skriv ut', latest: 'Senaste', most: 'Mest läst', cookie: 'Vi använder kakor.', subscribe: 'Prenumerera' },
};
export const ui = (lang: string): Ui => UI[lang] ?? UI.en!;

const slug = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9\u0400-\u04ff\u0370-\u03ff]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'story';
export const storySlug = (s: Story) => (/^[a-z]/.test(slug(s.title)) ? slug(s.title) : `${s.key}-${s.date.slice(0, 10)}`);
const dirOf = (lang: string) => (['ar', 'he', 'fa'].includes(lang) ? 'rtl' : 'ltr');
const day = (iso: string) => iso.slice(0, 10);

function headMeta(s: Story, url: string, o: { canonical?: string; amphtml?: string; free?: boolean; modified?: string; robots?: string } = {}): string {
  const ld = {
    '@context': 'https://schema.org', '@type': 'NewsArticle', headline: s.title, description: s.dek, datePublished: s.date, dateModified: o.modified ?? s.date,
    author: { '@type': 'Person', name: s.author }, publisher: { '@type': 'Organization', name: s.site }, mainEntityOfPage: o.canonical ?? url,
    ...(o.free === false ? { isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paid' } } : {}),
  };
  return `<meta charset="${s.charset}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(s.title)} - ${esc(s.site)}</title>
<meta name="description" content="${esc(s.dek)}">
<link rel="canonical" href="${esc(o.canonical ?? url)}">
${o.amphtml ? `<link rel="amphtml" href="${esc(o.amphtml)}">` : ''}
${o.robots ? `<meta name="robots" content="${o.robots}">` : ''}
<meta property="og:type" content="article"><meta property="og:title" content="${esc(s.title)}"><meta property="og:site_name" content="${esc(s.site)}"><meta property="og:url" content="${esc(o.canonical ?? url)}">
<meta property="article:published_time" content="${s.date}">${o.modified ? `<meta property="article:modified_time" content="${o.modified}">` : ''}
<meta name="author" content="${esc(s.author)}">
<script type="application/ld+json">${JSON.stringify(ld)}</script>`;
}

const nav = (s: Story) => {
  const u = ui(s.lang);
  return `<nav class="topnav"><a href="/">${esc(u.home)}</a> <a href="/${encodeURIComponent(s.section.toLowerCase())}/">${esc(s.section)}</a> <a href="/latest/">${esc(u.latest)}</a> <a href="/search">${esc(u.search)}</a> <a class="sub" href="/subscribe">${esc(u.subscribe)}</a></nav>`;
};

const relatedBlock = (s: Story) => `<section class="related"><h2>${esc(ui(s.lang).related)}</h2><ul>${s.others.map((t, i) => `<li><a href="/${s.section.length > 0 ? 'news' : 'a'}/${2023 + (i % 2)}/${i + 3}/${slug(t) || `item-${i}`}">${esc(t)}</a></li>`).join('')}</ul></section>`;

const footer = (s: Story) => `<footer class="site-footer"><p>© ${esc(s.site)} ${s.date.slice(0, 4)} · <a href="/impressum">Impressum / Legal</a> · <a href="/privacy">Privacy</a> · <a href="/contact">Contact</a></p></footer>`;

export type ArticleVariant = 'national' | 'regional' | 'portal' | 'blog';
export type PageOpts = { canonical?: string; amphtml?: string; free?: boolean; wall?: string; updatedNote?: string; modified?: string; paras?: string[]; cookie?: boolean };

/** The article as the site serves it on its canonical URL, in one of four chromes. */
export function articlePage(s: Story, url: string, variant: ArticleVariant, o: PageOpts = {}): string {
  const u = ui(s.lang);
  const paras = o.paras ?? s.paras;
  const shown = o.wall ? paras.slice(0, 1) : paras;
  const body = shown.map((p) => `<p>${esc(p)}</p>`).join('\n') + (o.wall ?? '');
  const note = o.updatedNote ? `<div class="update-note"><strong>${esc(u.updated)}</strong> ${esc(o.updatedNote)}</div>` : '';
  const head = headMeta(s, url, { canonical: o.canonical, amphtml: o.amphtml, free: o.free, modified: o.modified });
  const time = `<time datetime="${s.date}">${day(s.date)}</time>`;
  const cookie = o.cookie === false ? '' : `<div class="cc-banner" role="dialog"><p>${esc(u.cookie)}</p><button>OK</button></div>`;
  if (variant === 'regional')
    return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="${s.lang}" dir="${dirOf(s.lang)}"><head>${head}<link rel="stylesheet" href="/css/style.css?v=2011"></head>
<body bgcolor="#ffffff"><table width="980" align="center" cellpadding="0" cellspacing="0"><tr><td colspan="2" class="masthead"><a href="/"><img src="/img/logo.gif" alt="${esc(s.site)}"></a></td></tr>
<tr><td colspan="2">${nav(s)}</td></tr>
<tr><td valign="top" width="700" class="content"><div class="crumbs"><a href="/">${esc(u.home)}</a> &raquo; <a href="/${encodeURIComponent(s.section.toLowerCase())}/">${esc(s.section)}</a></div>
<h1 class="title">${esc(s.title)}</h1><p class="lead"><b>${esc(s.dek)}</b></p><p class="info">${esc(s.author)} | ${time} | <a href="?print=1">${esc(u.print)}</a></p>${note}
<div class="text">${body}</div>${relatedBlock(s)}</td>
<td valign="top" width="280" class="right"><div class="box"><h3>${esc(u.most)}</h3><ol>${s.others.map((t) => `<li><a href="/">${esc(t)}</a></li>`).join('')}</ol></div><div class="banner"><img src="/ads/300x250.gif" alt=""></div></td></tr>
<tr><td colspan="2">${footer(s)}</td></tr></table>${cookie}</body></html>`;
  if (variant === 'portal')
    return `<!DOCTYPE html><html lang="${s.lang}"><head>${head}<link rel="stylesheet" href="/static/pc/common.css"></head>
<body class="pc"><div id="hd"><div class="logo"><a href="/">${esc(s.site)}</a></div>${nav(s)}<div class="hot-words">${s.others.map((t) => `<a href="/">${esc(t)}</a>`).join(' | ')}</div></div>
<div id="bd" class="wrap"><div class="main"><div class="breadcrumb"><a href="/">${esc(u.home)}</a> &gt; <a href="/${encodeURIComponent(s.section)}/">${esc(s.section)}</a> &gt; ${esc(u.latest)}</div>
<div class="article"><h1>${esc(s.title)}</h1><div class="info"><span class="source">${esc(s.site)}</span> <span class="time">${s.date.slice(0, 16).replace('T', ' ')}</span> <span class="author">${esc(s.author)}</span></div>${note}
<div class="summary">${esc(s.dek)}</div><div class="content">${body}</div><div class="editor">(${esc(s.author)})</div></div>${relatedBlock(s)}</div>
<div class="side"><div class="rank"><h3>${esc(u.most)}</h3><ul>${s.others.map((t, i) => `<li><em>${i + 1}</em><a href="/">${esc(t)}</a></li>`).join('')}</ul></div></div></div>
<div id="ft">${footer(s)}</div></body></html>`;
  if (variant === 'blog')
    return `<!doctype html><html lang="${s.lang}"><head>${head}<meta name="generator" content="Hugo 0.121.1"><link rel="stylesheet" href="/css/main.min.css"></head>
<body><header class="blog-header"><a class="brand" href="/">${esc(s.site)}</a><nav><a href="/blog/">Blog</a> <a href="/careers/">Careers</a> <a href="/rss.xml">RSS</a></nav></header>
<main class="post"><p class="post-meta">${time} · ${esc(s.author)} · 7 min read</p><h1>${esc(s.title)}</h1><p class="subtitle">${esc(s.dek)}</p>${note}
<div class="post-content">${body}</div><div class="tags"><a href="/tags/postgres/">#postgres</a> <a href="/tags/incident/">#incident</a></div>
<aside class="more"><h2>More posts</h2><ul>${s.others.map((t) => `<li><a href="/blog/${slug(t)}/">${esc(t)}</a></li>`).join('')}</ul></aside></main>
<footer class="blog-footer">© ${esc(s.site)} · We’re hiring</footer></body></html>`;
  return `<!DOCTYPE html><html lang="${s.lang}" dir="${dirOf(s.lang)}"><head>${head}<link rel="stylesheet" href="/assets/app.3f9c1.css">
<script>window.__PRELOADED_STATE__={"section":${JSON.stringify(s.section)},"ads":true};</script></head>
<body class="article-page"><a class="skip" href="#main">↓</a><header class="masthead"><a class="logo" href="/">${esc(s.site)}</a>${nav(s)}</header>
<div class="ticker"><span>${esc(u.latest)}:</span> ${s.others.map((t) => `<a href="/">${esc(t)}</a>`).join(' · ')}</div>
<main id="main"><article><ol class="breadcrumbs"><li><a href="/">${esc(u.home)}</a></li><li><a href="/${encodeURIComponent(s.section.toLowerCase())}/">${esc(s.section)}</a></li></ol>
<h1>${esc(s.title)}</h1><p class="standfirst">${esc(s.dek)}</p><div class="byline"><span class="author">${esc(s.author)}</span> ${time}</div>${note}
<figure><img src="/images/lead-${s.key}.jpg" alt=""><figcaption>${esc(s.dek)}</figcaption></figure>
<div class="article-body">${body}</div><div class="share"><a href="#">Facebook</a> <a href="#">X</a> <a href="#">WhatsApp</a></div></article>${relatedBlock(s)}</main>
<aside class="rail"><div class="ad" data-slot="mpu"></div><h3>${esc(u.most)}</h3><ol>${s.others.map((t) => `<li><a href="/">${esc(t)}</a></li>`).join('')}</ol></aside>
${footer(s)}${cookie}</body></html>`;
}

/** The AMP copy: amp-html, canonical pointing at the full article. */
export function ampPage(s: Story, canonical: string): string {
  return `<!doctype html><html ⚡ lang="${s.lang}" dir="${dirOf(s.lang)}"><head><meta charset="utf-8"><title>${esc(s.title)}</title>
<link rel="canonical" href="${esc(canonical)}"><meta name="viewport" content="width=device-width">
<script async src="https://cdn.ampproject.org/v0.js"></script><script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>
<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both}</style><style amp-custom>h1{font-size:1.6rem}</style>
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: s.title, datePublished: s.date, author: { '@type': 'Person', name: s.author }, publisher: { '@type': 'Organization', name: s.site } })}</script></head>
<body><header class="amp-header"><a href="/">${esc(s.site)}</a></header><article><h1>${esc(s.title)}</h1><p class="byline">${esc(s.author)} · ${day(s.date)}</p>
<amp-img src="/images/lead-${s.key}.jpg" width="1200" height="675" layout="responsive"></amp-img>
${s.paras.map((p, i) => `<p>${esc(p)}</p>${i === 1 ? '<amp-ad width="300" height="250" type="doubleclick" data-slot="/1234/amp"></amp-ad>' : ''}`).join('\n')}</article>
<footer><a href="${esc(canonical)}">${esc(ui(s.lang).home)}</a> · © ${esc(s.site)}</footer></body></html>`;
}

/** The mobile site (m. host): slim chrome, same text. */
export function mobilePage(s: Story, canonical: string): string {
  const u = ui(s.lang);
  return `<!DOCTYPE html><html lang="${s.lang}" dir="${dirOf(s.lang)}"><head><meta charset="${s.charset}"><meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>${esc(s.title)} | ${esc(s.site)}</title><link rel="canonical" href="${esc(canonical)}"><meta property="og:title" content="${esc(s.title)}"><meta property="og:site_name" content="${esc(s.site)}"><meta name="author" content="${esc(s.author)}"><meta property="article:published_time" content="${s.date}"></head>
<body class="m"><div class="m-top"><a href="/" class="m-logo">${esc(s.site)}</a><a class="m-menu" href="#menu">☰</a></div>
<div class="m-article"><h1>${esc(s.title)}</h1><div class="m-info">${esc(s.author)} ${day(s.date)}</div>${s.paras.map((p) => `<p>${esc(p)}</p>`).join('')}</div>
<div class="m-more"><h3>${esc(u.related)}</h3>${s.others.map((t) => `<a href="/">${esc(t)}</a>`).join('<br>')}</div><div class="m-foot"><a href="${esc(canonical)}?desktop=1">PC</a> · © ${esc(s.site)}</div></body></html>`;
}

/** The print view: no chrome, the text and a footer with the original URL. */
export function printPage(s: Story, canonical: string): string {
  return `<!DOCTYPE html><html lang="${s.lang}"><head><meta charset="${s.charset}"><title>${esc(s.title)}</title><meta name="robots" content="noindex"><link rel="canonical" href="${esc(canonical)}">
<style>body{font:12pt Georgia,serif;max-width:40em;margin:2em auto}</style></head><body onload="window.print()">
<p><img src="/img/logo-print.png" alt="${esc(s.site)}"></p><h1>${esc(s.title)}</h1><p><i>${esc(s.author)}, ${day(s.date)}</i></p>
${s.paras.map((p) => `<p>${esc(p)}</p>`).join('\n')}<hr><p style="font-size:9pt">${esc(s.site)} — ${esc(canonical)}</p></body></html>`;
}

/** A site's real 404 page (sent with 404 or, for soft 404s, with 200). */
export function notFoundPage(s: Pick<Story, 'lang' | 'charset' | 'site' | 'others' | 'section'>, style: 'big' | 'plain' | 'search' | 'illustrated' = 'big'): string {
  const u = ui(s.lang);
  const list = `<ul>${s.others.map((t) => `<li><a href="/">${esc(t)}</a></li>`).join('')}</ul>`;
  const main =
    style === 'plain'
      ? `<h1>404 — ${esc(u.notFound)}</h1><p>${esc(u.notFoundBody)}</p><p><a href="/">${esc(u.back)}</a></p>`
      : style === 'search'
        ? `<div class="err"><h1>${esc(u.notFound)}</h1><p>${esc(u.notFoundBody)}</p><form action="/search"><input name="q" placeholder="${esc(u.search)}"><button>${esc(u.search)}</button></form></div><h2>${esc(u.latest)}</h2>${list}`
        : style === 'illustrated'
          ? `<div class="e404"><img src="/img/404-lost-robot.svg" alt="404"><h1>${esc(u.notFound)}</h1><p>${esc(u.notFoundBody)}</p><a class="btn" href="/">${esc(u.back)}</a></div><section class="popular"><h2>${esc(u.most)}</h2>${list}</section>`
          : `<section class="error-page"><p class="code">404</p><h1>${esc(u.notFound)}</h1><p>${esc(u.notFoundBody)}</p><p><a href="/">${esc(u.back)}</a> · <a href="/search">${esc(u.search)}</a></p></section><section class="teasers"><h2>${esc(u.latest)}</h2>${list}</section><section class="teasers"><h2>${esc(u.most)}</h2>${list}</section>`;
  return `<!DOCTYPE html><html lang="${s.lang}" dir="${dirOf(s.lang)}"><head><meta charset="${s.charset}"><title>${esc(u.notFound)} | ${esc(s.site)}</title><meta name="robots" content="noindex"><link rel="stylesheet" href="/assets/app.css"></head>
<body class="error404"><header class="masthead"><a class="logo" href="/">${esc(s.site)}</a><nav><a href="/">${esc(u.home)}</a> <a href="/${encodeURIComponent(s.section.toLowerCase())}/">${esc(s.section)}</a> <a href="/search">${esc(u.search)}</a></nav></header>
<main>${main}</main><footer>© ${esc(s.site)}</footer></body></html>`;
}

/** A home page or section front: a list of teasers, none of them the cited story. */
export function frontPage(s: Story, kind: 'home' | 'section', teasers: string[]): string {
  const u = ui(s.lang);
  const items = teasers.map((t, i) => `<article class="teaser${i === 0 ? ' lead' : ''}"><h2><a href="/news/${2024}/${i + 1}/${slug(t) || `t${i}`}">${esc(t)}</a></h2>${i < 3 ? `<p>${esc(s.dek.slice(0, 0))}${esc(t)} …</p>` : ''}</article>`).join('\n');
  return `<!DOCTYPE html><html lang="${s.lang}" dir="${dirOf(s.lang)}"><head><meta charset="${s.charset}"><title>${kind === 'home' ? `${esc(s.site)} — ${esc(u.latest)}` : `${esc(s.section)} | ${esc(s.site)}`}</title>
<meta property="og:type" content="website"><meta property="og:site_name" content="${esc(s.site)}"><link rel="stylesheet" href="/assets/app.css"></head>
<body class="${kind}-front"><header class="masthead"><a class="logo" href="/">${esc(s.site)}</a>${nav(s)}</header>
<main><h1 class="visually-hidden">${kind === 'home' ? esc(s.site) : esc(s.section)}</h1><section class="top-stories">${items}</section>
<section class="most"><h2>${esc(u.most)}</h2><ol>${s.others.map((t) => `<li><a href="/">${esc(t)}</a></li>`).join('')}</ol></section></main>${footer(s)}
<div class="cc-banner"><p>${esc(u.cookie)}</p><button>OK</button></div></body></html>`;
}

/** A site search page: results (teasers) or none, with a "did you mean" line. */
export function searchPage(s: Story, query: string, results: string[], suggestion?: string): string {
  const u = ui(s.lang);
  const res = results.length
    ? `<ol class="results">${results.map((t, i) => `<li class="result"><a href="/news/2023/${i + 1}/${slug(t) || `r${i}`}"><h3>${esc(t)}</h3></a><p class="snippet">${esc(t)} … ${day(s.date)}</p></li>`).join('')}</ol><nav class="pager"><a href="?page=2">2</a> <a href="?page=3">3</a></nav>`
    : `<p class="none">${esc(u.noResults)}</p>`;
  return `<!DOCTYPE html><html lang="${s.lang}" dir="${dirOf(s.lang)}"><head><meta charset="${s.charset}"><title>${esc(u.resultsFor)} „${esc(query)}“ | ${esc(s.site)}</title><meta name="robots" content="noindex,follow"></head>
<body class="search"><header class="masthead"><a class="logo" href="/">${esc(s.site)}</a>${nav(s)}</header><main><h1>${esc(u.resultsFor)} “${esc(query)}”</h1>
<form action="/search"><input name="q" value="${esc(query)}"><button>${esc(u.search)}</button></form>${suggestion ? `<p class="spell">${esc(u.didYouMean)}: <a href="/search?q=${encodeURIComponent(suggestion)}"><b>${esc(suggestion)}</b></a>?</p>` : ''}
${res}</main>${footer(s)}</body></html>`;
}

/** A tag / topic page listing teasers. */
export function tagPage(s: Story, tag: string, teasers: string[]): string {
  const u = ui(s.lang);
  return `<!DOCTYPE html><html lang="${s.lang}" dir="${dirOf(s.lang)}"><head><meta charset="${s.charset}"><title>${esc(u.tag)}: ${esc(tag)} | ${esc(s.site)}</title><meta property="og:type" content="website"></head>
<body class="tag-page"><header class="masthead"><a class="logo" href="/">${esc(s.site)}</a>${nav(s)}</header><main><h1>${esc(u.tag)}: ${esc(tag)}</h1><p class="count">${teasers.length * 17}</p>
<ul class="stream">${teasers.map((t, i) => `<li><time>${2024 - (i % 3)}-0${1 + (i % 9)}-1${i % 9}</time> <a href="/news/${i}/${slug(t) || `x${i}`}">${esc(t)}</a><p>${esc(t)}…</p></li>`).join('')}</ul><nav class="pager"><a href="?p=2">›</a></nav></main>${footer(s)}</body></html>`;
}

/** A MediaWiki article page (Wikipedia skin, Vector 2022). */
export function wikiPage(o: { lang: string; title: string; paras: string[]; oldid?: number; infobox?: [string, string][]; missing?: boolean }): string {
  const host = `${o.lang}.wikipedia.org`;
  const rev = o.oldid ? `<div class="mw-revision"><div id="mw-revision-info">Revision as of 14:02, 3 May 2022 by Xqbot (talk | contribs)</div><div id="mw-revision-nav">(diff) ← Previous revision | Latest revision (diff) | Newer revision → (diff)</div></div>` : '';
  const box = o.infobox ? `<table class="infobox"><tbody>${o.infobox.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</tbody></table>` : '';
  const body = o.missing
    ? `<div class="noarticletext mw-content-ltr"><p><b>Wikipedia does not have an article with this exact name.</b> Please search for <a href="/w/index.php?search=${encodeURIComponent(o.title)}">${esc(o.title)}</a> in Wikipedia to check for alternative titles or spellings.</p><ul><li>Start the <a href="/w/index.php?title=${encodeURIComponent(o.title)}&action=edit">${esc(o.title)}</a> article, using the Article Wizard if you wish, or add a request for it.</li><li>Search for "${esc(o.title)}" in existing articles.</li></ul></div>`
    : `${rev}<div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="${o.lang}">${box}${o.paras.map((p) => (p.startsWith('<h2') ? p : `<p>${p}</p>`)).join('\n')}<div class="reflist"><ol class="references"><li id="cite_note-1">^ Annual report, 2021.</li><li id="cite_note-2">^ Press release, 2020.</li></ol></div></div></div>`;
  return `<!DOCTYPE html><html class="client-nojs vector-feature-language-in-header-enabled" lang="${o.lang}" dir="ltr"><head><meta charset="UTF-8"><title>${esc(o.title)} - Wikipedia</title>
<meta name="generator" content="MediaWiki 1.42.0-wmf.5"><link rel="canonical" href="https://${host}/wiki/${encodeURIComponent(o.title.replace(/ /g, '_'))}"><meta property="og:title" content="${esc(o.title)} - Wikipedia"></head>
<body class="skin-vector skin-vector-2022 mediawiki ltr ns-0 page-${esc(o.title.replace(/ /g, '_'))}"><div class="vector-header-container"><header class="vector-header"><a href="/wiki/Main_Page" class="mw-logo">Wikipedia The Free Encyclopedia</a><form id="searchform"><input name="search" placeholder="Search Wikipedia"></form><nav>Create account · Log in</nav></header></div>
<div class="mw-page-container"><nav id="mw-panel"><a href="/wiki/Main_Page">Main page</a> <a href="/wiki/Portal:Contents">Contents</a> <a href="/wiki/Portal:Current_events">Current events</a> <a href="/wiki/Special:Random">Random article</a></nav>
<main id="content" class="mw-body"><h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">${esc(o.title)}</span></h1><div class="vector-page-toolbar">Article · Talk · Read · Edit · View history</div>
<div id="siteSub">From Wikipedia, the free encyclopedia</div>${body}</main></div>
<footer id="footer"><ul><li>This page was last edited on 2 November 2024, at 09:14 (UTC).</li><li>Text is available under the Creative Commons Attribution-ShareAlike License 4.0</li></ul><ul><li><a href="/wiki/Wikipedia:About">About Wikipedia</a></li><li><a href="/wiki/Wikipedia:General_disclaimer">Disclaimers</a></li></ul></footer></body></html>`;
}

/** A Wayback Machine capture: the toolbar, then the archived page's own markup. */
export function waybackFrame(original: string, ts: string, archivedHtml: string): string {
  const inner = archivedHtml.replace(/^<!DOCTYPE[^>]*>/i, '');
  const bar = `<!-- BEGIN WAYBACK TOOLBAR INSERT --><div id="wm-ipp-base" lang="en" style="display:none;direction:ltr;"><div id="wm-ipp" style="position:fixed;left:0;top:0;right:0;"><div id="wm-ipp-inside"><div id="wm-logo"><a href="/web/">Wayback Machine</a></div><form id="wm-toolbar"><input id="wmtbURL" type="text" name="url" value="${esc(original)}"></form><div id="wm-capinfo">${ts.slice(0, 4)} captures · ${ts.slice(6, 8)} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(ts.slice(4, 6)) - 1]} ${ts.slice(0, 4)}</div><a href="https://archive.org/account/login">log in</a></div></div></div><!-- END WAYBACK TOOLBAR INSERT -->`;
  return `<!DOCTYPE html><script src="//archive.org/includes/athena.js" type="text/javascript"></script>
<script type="text/javascript">window.addEventListener('DOMContentLoaded',function(){var v=archive_analytics.values;v.service='wb';v.server_name='wwwb-app223.us.archive.org';});</script>
<link rel="stylesheet" type="text/css" href="/_static/css/banner-styles.css?v=S1zqJCYt" />
${inner.replace(/<body([^>]*)>/i, `<body$1>${bar}`)}
<!--
     FILE ARCHIVED ON ${ts.slice(8, 10)}:${ts.slice(10, 12)}:${ts.slice(12, 14)} ${ts.slice(0, 4)}-${ts.slice(4, 6)}-${ts.slice(6, 8)} AND RETRIEVED FROM THE
     INTERNET ARCHIVE ON 12:04:51 Nov 20, 2026.
     JAVASCRIPT APPENDED BY WAYBACK MACHINE, COPYRIGHT INTERNET ARCHIVE.
-->`;
}

/** An archive.today capture page. */
export function archiveTodayFrame(original: string, when: string, s: Story): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(s.title)} - ${esc(s.site)}</title><meta property="og:title" content="${esc(s.title)}"><link rel="canonical" href="https://archive.ph/Xk3pQ"></head>
<body><div id="HEADER" style="background:#ffffe0"><table><tr><td><a href="/">archive.today</a><br>webpage capture</td><td>Saved from <a href="${esc(original)}">${esc(original)}</a><br>${esc(when)}</td><td><a href="/Xk3pQ/image">screenshot</a> · <a href="/download/Xk3pQ.zip">download .zip</a> · <a href="/report">report bug or abuse</a></td></tr></table></div>
<div id="CONTENT"><div class="html1" style="width:1024px"><div style="font-size:28px;font-weight:700">${esc(s.title)}</div><div style="color:#666">${esc(s.author)} · ${day(s.date)}</div>
${s.paras.map((p) => `<div style="margin:12px 0">${esc(p)}</div>`).join('\n')}</div></div></body></html>`;
}

/** A syndicated copy on an aggregator (Yahoo / MSN style), crediting the original. */
export function syndicatedPage(s: Story, agg: { name: string; lang: string; credit: string; originalUrl: string }): string {
  return `<!DOCTYPE html><html lang="${agg.lang}"><head><meta charset="utf-8"><title>${esc(s.title)}</title><meta property="og:site_name" content="${esc(agg.name)}"><meta property="og:title" content="${esc(s.title)}">
<link rel="canonical" href="${esc(agg.originalUrl)}"><meta name="author" content="${esc(s.author)}"><meta property="article:published_time" content="${s.date}"></head>
<body class="caas"><header id="ybar"><a href="/">${esc(agg.name)}</a><form><input placeholder="Search the web"></form><a href="/login">Sign in</a><a href="/mail">Mail</a></header>
<main><article class="caas-container"><header class="caas-title-wrapper"><h1>${esc(s.title)}</h1></header><div class="caas-attr"><div class="caas-logo"><img alt="${esc(s.site)}" src="/logos/provider.png"></div><span class="caas-author-byline-collapse">${esc(s.author)}</span> · <time datetime="${s.date}">${day(s.date)}</time></div>
<div class="caas-body">${s.paras.map((p) => `<p>${esc(p)}</p>`).join('\n')}<p class="credit"><em>${esc(agg.credit)} <a href="${esc(agg.originalUrl)}">${esc(s.site)}</a>.</em></p></div></article>
<aside class="stream"><h3>Trending</h3><ul><li><a href="/">Stocks rally as inflation cools</a></li><li><a href="/">Storm warning for the weekend</a></li><li><a href="/">Celebrity couple announce split</a></li></ul></aside></main>
<footer>Terms · Privacy · Your Privacy Choices · About our ads</footer></body></html>`;
}

/** A journal landing page (DOI target): open full text or abstract with a purchase box. */
export function journalPage(o: { journal: string; publisher: string; title: string; authors: string[]; doi: string; date: string; abstract: string; body?: string[]; buy?: boolean }): string {
  const meta = `<meta name="citation_title" content="${esc(o.title)}">${o.authors.map((a) => `<meta name="citation_author" content="${esc(a)}">`).join('')}<meta name="citation_journal_title" content="${esc(o.journal)}"><meta name="citation_publisher" content="${esc(o.publisher)}"><meta name="citation_doi" content="${esc(o.doi)}"><meta name="citation_publication_date" content="${o.date.replace(/-/g, '/')}"><meta name="dc.identifier" content="doi:${esc(o.doi)}">`;
  const access = o.buy
    ? `<div class="access-options"><h2>Access options</h2><p>Get full access to this article. View all available purchase options and get full access to this article.</p><div class="price"><b>Buy article PDF</b> 39,95 € <small>Price includes VAT</small></div><a class="btn" href="/checkout?doi=${encodeURIComponent(o.doi)}">Buy now</a><p>Already have access? <a href="/login">Log in via an institution</a></p><p>Rent this article via DeepDyve</p></div>`
    : `<div class="oa-badge">Open Access</div><div class="article-body"><h2>1. Introduction</h2>${(o.body ?? []).map((p) => `<p>${esc(p)}</p>`).join('\n')}</div><p class="license">This article is licensed under a Creative Commons Attribution 4.0 International License.</p>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(o.title)} | ${esc(o.journal)}</title>${meta}</head>
<body class="article-landing"><header class="pub-header"><a href="/">${esc(o.publisher)}</a> <a href="/journals">Journals</a> <a href="/login">Log in</a></header>
<main><p class="journal">${esc(o.journal)}</p><h1 class="article-title">${esc(o.title)}</h1><ul class="authors">${o.authors.map((a) => `<li>${esc(a)}</li>`).join('')}</ul><p>Published: ${o.date} · <a href="https://doi.org/${esc(o.doi)}">https://doi.org/${esc(o.doi)}</a></p>
<section class="abstract"><h2>Abstract</h2><p>${esc(o.abstract)}</p></section>${access}</main><footer>© ${esc(o.publisher)}</footer></body></html>`;
}

/** A parked domain (domain lapsed; shortener now lands here). */
export function parkedPage(domain: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(domain)} - This domain may be for sale!</title><script src="https://www.google.com/adsense/domains/caf.js"></script></head>
<body><div class="parked"><h1>${esc(domain)}</h1><p>This domain may be for sale! <a href="https://www.sedo.com/search/details/?domain=${esc(domain)}">Buy now</a></p><h2>Related Searches</h2><ul><li><a href="/?q=cheap+flights">Cheap Flights</a></li><li><a href="/?q=online+degree">Online Degree</a></li><li><a href="/?q=car+insurance">Car Insurance Quotes</a></li></ul><p class="small">Copyright © 2026. All rights reserved. Privacy Policy</p></div></body></html>`;
}

/** A spam landing page (a shortener whose target domain was taken over). */
export function spamPage(): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Congratulations! You have been selected</title></head>
<body style="background:#111;color:#fff"><div class="box"><h1>🎉 Congratulations, lucky visitor!</h1><p>You have been selected to receive an iPhone 15 Pro. Answer 3 quick questions to claim your prize. Offer valid only today!</p><ol><li>How old are you?</li><li>Which brand do you prefer?</li></ol><a class="cta" href="/claim?sid=88213">CLAIM NOW</a><p class="fine">Limited to one per household. 17 people are viewing this offer.</p></div></body></html>`;
}

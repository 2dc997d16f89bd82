/**
 * Thirteenth held-out status set (`node dist/test/accuracy/run.js --set blind13`, never part of
 * the default run). Written BLIND from: the text of issue 12 (its list of classes is what the
 * graders' set is built from), /work/shared/CONTRACT.md, the paragraph "Three labelling rules the
 * table implies" of docs/online-validation.md (not the rules table), and for wiring only
 * blindkit.ts (serving helpers, entry/target/hostOf/urlOf/rawAnswer/pdf — not its article()/shell()
 * page templates), the type declarations of corpus.ts, run.ts, the first 60 lines of blind9.ts and
 * the one-line ClassifyContext type. Not read before the first score: the classifier
 * (activities/), other sets' cases or pages, classes.ts, texts.ts, the rest of the docs, git
 * history. Pages come from blind13pages.ts (own templates: newsroom, table portal, h-entry blog,
 * RDFa, microdata, bare chrome) and prose written for this set in 18 languages.
 *
 * Angle — every class issue 12 lists, each in several forms, languages, scripts and charsets
 * (windows-1250/1251/1252/1253/1254/1255/1256, iso-8859-1/2/7/9/15, koi8-r, shift_jis, euc-jp,
 * euc-kr, gb18030, gbk, big5, tis-620), plus forms a rule written from the common form would miss:
 * charset only in a meta or contradicting the header, latin1 labels on cp1252 bytes, consent
 * redirects by 303 and to a path, two-step cookie redirects, Refresh with a relative URL or quoted
 * URL, PDFs behind octet-stream / no type / x-pdf, a 202 challenge, walls in CJK and RTL scripts.
 *
 * Labelling (the three rules + CONTRACT): a 2xx page that says it is gone or is not the cited
 * source (soft 404, empty search, takedown, parked domain, home/section page, another story) is
 * `mismatch`; `invalid` only for 404/410, redirect loops, unsafe targets, malformed answers and
 * binary junk served as text/html; metered, member-only, registration, Piano-style, journal PDF
 * sale and isAccessibleForFree=false pages are `paywalled`; login walls (200 page or 302 to a login
 * page) are `paywalled` too (arguable: the source is behind an account, as a registration wall is;
 * a Basic-auth 401 on a staging host is not an account the public can get, so it is `blocked`);
 * bot / JS challenges, WAF rejections (406, 418, F5, Imperva), CAPTCHAs, consent interstitials and
 * consent-host redirects, pay-or-consent, geo-blocks incl. 451, maintenance and database-error
 * pages, persistent 5xx, 429, 401 are `blocked`; a one-off 5xx then 200 is the page. A quote is
 * present when the page says it; curly vs straight quotes, dashes, NFD/NFC and soft hyphens do not
 * make it absent; a changed word does.
 *
 * FIRST SIGHT (set committed at ed418b1 on main d2afeb1's rules, scored once with
 * `nice -n 5 npm run --silent build && nice -n 5 node dist/test/accuracy/run.js --set blind13`):
 * status 201/211 = 95.3 %; live pages called invalid 0; quote checks 160/160 right; quote_found
 * true for an absent quote 0; metadata title 65/78, publisher 58/71, author 77/77, date 76/77.
 * Confusion (expected → got):
 *   valid      78 valid
 *   paywalled  28 paywalled, 3 valid
 *   blocked    48 blocked, 3 valid, 1 paywalled
 *   mismatch   29 mismatch, 2 valid, 1 blocked
 *   invalid    18 invalid
 * Misses: paywalled→valid: p-member-pl, p-register-de, p-register-es; blocked→valid: b-js-check-ja
 * (Japanese "checking your access" JS page), b-consent-200-fr (French full-page cookie choice),
 * b-geo-en (GDPR "unavailable in the EEA" page with a "451:" heading on HTTP 200);
 * blocked→paywalled: b-consent-redirect-path-it (Italian accept-or-subscribe gate reached by a
 * redirect to /privacy-gate); mismatch→valid: m-search0-ja (redirect to a Shift_JIS "検索結果 0件"
 * page), m-takedown-ko (EUC-KR takedown notice); mismatch→blocked: m-parked-de (German parked domain,
 * "near-empty page … likely an interstitial"). Metadata: 12 table-portal pages keep "Site :: Title"
 * as the title and get no publisher; v-de-latin1-portal's date "05/11/2023" is not read (the label
 * says 2023-11-05; the page's dd/mm form is ambiguous to a reader without the page's locale, so
 * that label is arguable).
 * AUTHORING ERROR found after the first score, fixed, re-scored: three of my own templates
 * (hblog, micro, rdfa in blind13pages.ts) ignored the `cut` option and rdfa dropped `extraBody`,
 * so p-member-pl was a whole free article with no wall at all and p-register-de a whole article
 * above its wall. After the template fix (no label changed), the same command gives status
 * 202/211 = 95.7 % (paywalled 29 + 2 valid: p-register-de, p-register-es), everything else as above.
 * AFTER the class fixes (rows "s9, blind13" in docs/online-validation.md, cls-b13-* in classes.ts),
 * same command: status 211/211 = 100 %, 0 live pages invalid, quotes 160/160, 0 absent quotes found;
 * metadata title 78/78, publisher 71/71, author 77/77, date 76/77 (v-de-latin1-portal, see above).
 */
import { entry, esc, pdf, rawAnswer, target, toCases, wrap, write, type Entry } from './blindkit';
import type { CorpusCase, Handler, Meta, QuoteCheck } from './corpus';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';
import { TOPICS, SITE_SLUG, chrome, headlines, hblog, localDate, micro, newsroom, portal, rdfa, type PageOpts, type Topic } from './blind13pages';

const T = TOPICS;
const q = (quote: string, present = true): QuoteCheck => ({ quote, present });
/** Straight quotes and hyphens for curly ones and dashes (how a report retypes a quote). */
const straight = (s: string) => s.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d\u201e]/g, '"').replace(/[\u2013\u2014]/g, '-').replace(/\u00ab\s?|\s?\u00bb/g, '"');
const hostFor = (t: Topic, sub = 'www') => `${sub}.${SITE_SLUG(t)}.example`;
const metaOf = (t: Topic, over: Partial<Record<keyof Meta, string[]>> = {}): Meta => ({ title: [t.title], publisher: [t.site], author: [t.author], published: [t.date], ...over });
const ctxOf = (t: Topic, quotes: QuoteCheck[] = [], title = t.title, claims = [t.claim]): ClassifyContext => ({ title, claims, quotes: quotes.map((x) => x.quote) });
const qs = (t: Topic, variant: 'same' | 'straight' = 'same') => [q(variant === 'straight' ? straight(t.quote) : t.quote, true), q(t.absent, false)];

const out: Entry[] = [];
const add = (id: string, host: string, expected: CitationStatus, reason: string, handle: Handler, x: { path?: string; context?: ClassifyContext; quotes?: QuoteCheck[]; meta?: Meta } = {}) => {
  if (x.quotes && !x.context) throw new Error(`${id}: quotes without context`);
  out.push(entry(id, host, expected, reason, handle, x));
};
const html = (body: string | ((url: string) => string), o: { status?: number; charset?: string; type?: string; headers?: Record<string, string | string[]>; encoding?: 'gzip' | 'br' | 'deflate' } = {}): Handler =>
  (req, res, web) => write(res, { ...o, body: typeof body === 'string' ? body : body(`${web.origin((req.headers.host ?? '').replace(/:\d+$/, ''))}${req.url ?? '/'}`) });

// =============================================================================================
// VALID — real articles in legacy charsets, templates and metadata carriers
// =============================================================================================

type V = { id: string; t: Topic; tpl: (t: Topic, o: PageOpts) => string; charset: string; header?: 'yes' | 'none' | 'wrong-utf8' | 'latin1'; o?: PageOpts; reason: string; quoteVariant?: 'same' | 'straight'; meta?: Partial<Record<keyof Meta, string[]>> | null };
const charsetPages: V[] = [
  { id: 'v-en-1252-newsroom', t: T.en!, tpl: newsroom, charset: 'windows-1252', reason: 'English article in windows-1252 with curly quotes, € and dashes; quote retyped with straight quotes', quoteVariant: 'straight' },
  { id: 'v-en-latin1-label-cp1252-bytes', t: T.en!, tpl: hblog, charset: 'windows-1252', header: 'latin1', o: { charset: 'iso-8859-1' }, reason: 'page labelled ISO-8859-1 but bytes are cp1252 (0x93/0x94/0x80), as most "latin1" pages are; real article', meta: { publisher: [T.en!.site] } },
  { id: 'v-de-latin1-portal', t: T.de!, tpl: (t, o) => portal(t, { ...o, dateStyle: 'dmy' }), charset: 'iso-8859-1', reason: 'German article, ISO-8859-1, table portal, date only as dd/mm/yyyy' },
  { id: 'v-de-1252-shy', t: T.de!, tpl: newsroom, charset: 'windows-1252', o: { text: (s) => s.replace(/([a-zäöüß]{5})([a-zäöüß]{4,})/g, '$1\u00ad$2') }, reason: 'German article with soft hyphens inside long words; quote typed without them' },
  { id: 'v-fr-885915-hblog', t: T.fr!, tpl: hblog, charset: 'iso-8859-15', reason: 'French h-entry blog in ISO-8859-15 (€ at 0xA4), rel=author byline', quoteVariant: 'straight' },
  { id: 'v-fr-1252-micro', t: T.fr!, tpl: micro, charset: 'windows-1252', reason: 'French magazine page, microdata, windows-1252 with œ/’/€' },
  { id: 'v-es-1252-rdfa', t: T.es!, tpl: rdfa, charset: 'windows-1252', reason: 'Spanish RDFa (Drupal) page in windows-1252' },
  { id: 'v-ru-koi8-portal', t: T.ru!, tpl: portal, charset: 'koi8-r', reason: 'Russian article in KOI8-R on a table portal' },
  { id: 'v-ru-1251-newsroom', t: T.ru!, tpl: newsroom, charset: 'windows-1251', o: { meta: 'og' }, reason: 'Russian article in windows-1251 with OpenGraph only' },
  { id: 'v-ja-sjis-portal', t: T.ja!, tpl: (t, o) => portal(t, { ...o, dateStyle: 'cjk' }), charset: 'shift_jis', reason: 'Japanese article in Shift_JIS, no spaces between words' },
  { id: 'v-ja-eucjp-newsroom', t: T.ja!, tpl: newsroom, charset: 'euc-jp', reason: 'Japanese article in EUC-JP, JSON-LD @graph' },
  { id: 'v-zh-gb18030-portal', t: T.zh!, tpl: (t, o) => portal(t, { ...o, dateStyle: 'cjk' }), charset: 'gb18030', reason: 'Simplified Chinese article in GB18030, no spaces' },
  { id: 'v-zh-gbk-hblog', t: T.zh!, tpl: hblog, charset: 'gbk', reason: 'Simplified Chinese blog post in GBK' },
  { id: 'v-tw-big5-portal', t: T.tw!, tpl: (t, o) => portal(t, { ...o, dateStyle: 'cjk' }), charset: 'big5', reason: 'Traditional Chinese article in Big5' },
  { id: 'v-ko-euckr-portal', t: T.ko!, tpl: portal, charset: 'euc-kr', reason: 'Korean article in EUC-KR on a table portal' },
  { id: 'v-ko-utf8-micro', t: T.ko!, tpl: micro, charset: 'utf-8', reason: 'Korean magazine page with microdata' },
  { id: 'v-el-1253-newsroom', t: T.el!, tpl: newsroom, charset: 'windows-1253', reason: 'Greek article in windows-1253' },
  { id: 'v-el-88597-portal', t: T.el!, tpl: portal, charset: 'iso-8859-7', reason: 'Greek article in ISO-8859-7' },
  { id: 'v-pl-88592-portal', t: T.pl!, tpl: portal, charset: 'iso-8859-2', reason: 'Polish article in ISO-8859-2 (em dash becomes a reference)' },
  { id: 'v-pl-utf8-rdfa', t: T.pl!, tpl: rdfa, charset: 'utf-8', reason: 'Polish RDFa page' },
  { id: 'v-cs-1250-newsroom', t: T.cs!, tpl: newsroom, charset: 'windows-1250', reason: 'Czech article in windows-1250 with „…“ quotes', quoteVariant: 'straight' },
  { id: 'v-tr-1254-portal', t: T.tr!, tpl: portal, charset: 'windows-1254', reason: 'Turkish article in windows-1254 (ş, ğ, İ; curly quotes)', quoteVariant: 'straight' },
  { id: 'v-tr-88599-hblog', t: T.tr!, tpl: hblog, charset: 'iso-8859-9', reason: 'Turkish blog in ISO-8859-9' },
  { id: 'v-he-1255-portal', t: T.he!, tpl: portal, charset: 'windows-1255', reason: 'Hebrew article in windows-1255, RTL' },
  { id: 'v-ar-1256-newsroom', t: T.ar!, tpl: newsroom, charset: 'windows-1256', reason: 'Arabic article in windows-1256, RTL' },
  { id: 'v-th-tis620-portal', t: T.th!, tpl: portal, charset: 'tis-620', reason: 'Thai article in TIS-620, no spaces between words' },
  { id: 'v-th-874-hblog', t: T.th!, tpl: hblog, charset: 'windows-874', reason: 'Thai blog post in windows-874' },
  { id: 'v-vi-nfd-hblog', t: T.vi!, tpl: hblog, charset: 'utf-8', o: { text: (s) => s.normalize('NFD') }, reason: 'Vietnamese article whose body is in NFD (decomposed marks); quote typed in NFC' },
  { id: 'v-fr-nfd-micro', t: T.fr!, tpl: micro, charset: 'utf-8', o: { text: (s) => s.normalize('NFD') }, reason: 'French article with NFD text (macOS-exported CMS); quote in NFC' },
  { id: 'v-ja-sjis-meta-only', t: T.ja!, tpl: micro, charset: 'shift_jis', header: 'none', reason: 'Shift_JIS page whose charset is only in the <meta> (header says text/html)' },
  { id: 'v-ru-1251-meta-only', t: T.ru!, tpl: portal, charset: 'windows-1251', header: 'none', reason: 'windows-1251 page, charset only in <meta http-equiv>' },
  { id: 'v-ko-header-wins', t: T.ko!, tpl: newsroom, charset: 'euc-kr', header: 'yes', o: { charset: 'utf-8' }, reason: 'EUC-KR bytes, header says euc-kr, stale <meta> says utf-8 (header wins per HTML spec)' },
  { id: 'v-he-utf8-gzip', t: T.he!, tpl: micro, charset: 'utf-8', reason: 'Hebrew microdata page, gzip-encoded' },
  { id: 'v-ar-utf8-rdfa-br', t: T.ar!, tpl: rdfa, charset: 'utf-8', reason: 'Arabic RDFa page, brotli-encoded' },
  { id: 'v-es-utf8-graph-cdata', t: T.es!, tpl: newsroom, charset: 'utf-8', o: { meta: 'graph-cdata', byline: false }, reason: 'JSON-LD @graph wrapped in //<![CDATA[ ]]>, author only via @id reference' },
  { id: 'v-en-utf8-graph-nobyline', t: T.en!, tpl: newsroom, charset: 'utf-8', o: { byline: false }, reason: 'author only via @graph @id reference, no visible byline', quoteVariant: 'straight' },
];
for (const v of charsetPages) {
  const cs = v.charset;
  const body = v.tpl(v.t, { charset: cs, ...v.o });
  const type = v.header === 'none' ? 'text/html' : v.header === 'wrong-utf8' ? 'text/html; charset=utf-8' : v.header === 'latin1' ? 'text/html; charset=ISO-8859-1' : undefined;
  const encoding = v.id.endsWith('-gzip') ? 'gzip' as const : v.id.endsWith('-br') ? 'br' as const : undefined;
  const quotes = qs(v.t, v.quoteVariant);
  add(v.id, hostFor(v.t), 'valid', v.reason, html(body, { charset: cs, ...(type ? { type } : {}), ...(encoding ? { encoding } : {}) }), {
    path: `/${v.t.section.toLowerCase().replace(/[^a-z]/g, '') || 'news'}/${v.id}`,
    context: ctxOf(v.t, quotes), quotes, ...(v.meta === null ? {} : { meta: metaOf(v.t, v.meta ?? {}) }),
  });
}

// Extra quote typography on one page each: an em-dash quote retyped with a hyphen, a guillemet quote.
{
  const t = T.pl!;
  const quotes = [q('Chcieliśmy zachować ślady pracy - suwnice, szyny, nawet plamy smaru na posadzce'), q('Chcieliśmy zachować ślady pracy - suwnice, szyny, nawet plamy oleju na posadzce', false)];
  add('v-pl-dash-quote', hostFor(t, 'm'), 'valid', 'Polish article; quote with a hyphen where the page has an em dash (typography only)', html(micro(t, {})), { path: '/artykul/stocznia', context: ctxOf(t, quotes), quotes, meta: metaOf(t) });
  const f = T.fr!;
  const fq = [q('"On a retrouvé la Bédan et la Fréquin rouge chez des particuliers"'), q('On a retrouvé la Bédan chez des voisins qui ne savaient même pas ce qu’ils avaient', false)];
  add('v-fr-guillemets-quote', hostFor(f, 'm'), 'valid', 'French article; the page prints « … » with narrow spaces, the quote uses straight double quotes', html(rdfa(f, {})), { path: '/vergers', context: ctxOf(f, fq), quotes: fq, meta: metaOf(f) });
}

// Real articles whose titles mention 404 / Page Not Found, and short ones about "verify you are human".
const extraTopics: Topic[] = [
  {
    key: 'x404en', lang: 'en', site: 'Pixel & Grain', title: 'Why the 404 page became a design genre of its own', author: 'Devon Achterberg', date: '2022-05-03', section: 'Design',
    paras: [
      'There was a time when a missing page on the web meant a grey screen and the words “Not Found” in Times New Roman. Today the 404 page is a small stage: designers fill it with jokes, games and lost astronauts.',
      'The shift began in the late 2000s, when agencies noticed that visitors landing on an error page left the site almost immediately. A friendly page with a search box and a few links kept, by one agency’s count, a third of them.',
      'Some studios now keep galleries of their favourite examples. One museum shows a missing painting frame; a bakery shows an empty plate; a map service shows a blank area labelled “here be dragons”.',
      'Accessibility consultants warn that clever pages can hide the one thing users need — a plain sentence saying the page is gone and what to do next.',
    ],
    claim: 'Agencies found that a friendly 404 page kept about a third of visitors on the site.', quote: 'A friendly page with a search box and a few links kept, by one agency’s count, a third of them.', absent: 'A friendly page with a search box and a few links kept, by one agency’s count, half of them.',
  },
  {
    key: 'x404de', lang: 'de', site: 'Kinoblatt Nord', title: '„Seite nicht gefunden“: Ein Theaterstück über das Vergessen im Netz', author: 'Katrin Oberländer', date: '2023-02-19', section: 'Kultur',
    paras: [
      'Das Hamburger Ensemble „Leerstelle“ hat am Freitag sein neues Stück „Seite nicht gefunden“ uraufgeführt. Es erzählt von einer Archivarin, die gelöschte Internetseiten sammelt, bevor sie für immer verschwinden.',
      'Die Bühne besteht aus hunderten ausgedruckten Fehlermeldungen, die im Lauf des Abends von der Decke fallen. Das Publikum reagierte mit langem Applaus.',
      'Regisseurin Merle Sandvoß sagt, das Stück sei eine Liebeserklärung an alle, die „das Netz als Gedächtnis ernst nehmen“. Weitere Vorstellungen sind bis Ende März geplant.',
      'Die Karten kosten zwischen 12 und 28 Euro; Schülerinnen und Schüler zahlen die Hälfte.',
    ],
    claim: 'Das Stück „Seite nicht gefunden“ wurde in Hamburg uraufgeführt.', quote: 'das Netz als Gedächtnis ernst nehmen', absent: 'das Netz als Archiv ernst nehmen',
  },
  {
    key: 'x404ja', lang: 'ja', site: '技術ノート', title: '「404 Not Found」の由来を調べてみた', author: '佐藤 健', date: '2021-09-14', section: 'コラム',
    paras: [
      'ウェブを使っていれば誰もが一度は目にする「404 Not Found」。この数字は、ある研究所の部屋番号に由来するという話が広く知られているが、実際には根拠がないとされている。',
      'HTTPの仕様では、四百番台はクライアント側の誤りを表し、その中の四番目として「見つからない」が割り当てられただけだという。',
      '筆者が当時の仕様書を読み比べたところ、初期の草案からすでに同じ番号が使われていた。部屋番号説は後から作られた物語だと考えるのが自然だろう。',
      'それでも、この数字が多くの人に親しまれ、エラーページのデザインが一つの文化になったことは興味深い。',
    ],
    claim: '「404」が研究所の部屋番号に由来するという説には根拠がない。', quote: '部屋番号説は後から作られた物語だと考えるのが自然だろう', absent: '部屋番号説は当時から知られていた事実だと考えるのが自然だろう',
  },
  {
    key: 'xvhen', lang: 'en', site: 'Safer Clicks', title: 'Fake “verify you are human” boxes trick users into running malware', author: 'Priya Raman', date: '2024-10-02', section: 'Security',
    paras: [
      'Security researchers have warned about fake CAPTCHA pages that ask visitors to “verify you are human” by pressing a key combination that pastes and runs a command on their computer.',
      'Real verification checks never ask you to open a terminal or the Run dialog. If a page does, close it, the researchers said.',
    ],
    claim: 'Fake CAPTCHA pages ask users to paste and run a command.', quote: 'Real verification checks never ask you to open a terminal or the Run dialog.', absent: 'Real verification checks never ask you to open a browser or the Run dialog.',
  },
  {
    key: 'xvhfr', lang: 'fr', site: 'Numérique Pratique', title: 'Faux captchas : « Vérifiez que vous êtes humain » cache un piège', author: 'Lucas Bernard', date: '2025-01-20', section: 'Sécurité',
    paras: [
      'De faux captchas demandant de « vérifier que vous êtes humain » se multiplient sur des sites piratés. Ils invitent l’internaute à copier une commande dans son ordinateur.',
      'Un vrai test de vérification ne demande jamais d’ouvrir une fenêtre de commande, rappelle l’agence nationale de cybersécurité.',
    ],
    claim: 'De faux captchas invitent à copier une commande.', quote: 'Un vrai test de vérification ne demande jamais d’ouvrir une fenêtre de commande', absent: 'Un vrai test de vérification ne demande jamais d’ouvrir un navigateur',
  },
  {
    key: 'xvhru', lang: 'ru', site: 'Цифровая безопасность', title: 'Поддельная проверка «Подтвердите, что вы не робот» распространяет вирусы', author: 'Дмитрий Орлов', date: '2024-11-05', section: 'Безопасность',
    paras: [
      'На взломанных сайтах появилась поддельная проверка «подтвердите, что вы не робот»: она просит нажать сочетание клавиш, которое запускает вредоносную команду.',
      'Настоящая капча никогда не просит открывать командную строку, напоминают специалисты.',
    ],
    claim: 'Поддельная капча просит запустить команду.', quote: 'Настоящая капча никогда не просит открывать командную строку', absent: 'Настоящая капча никогда не просит открывать браузер',
  },
];
const X = Object.fromEntries(extraTopics.map((t) => [t.key, t])) as Record<string, Topic>;
add('v-404-title-en', 'www.pixel-and-grain.example', 'valid', 'real article whose headline is about 404 pages', html(hblog(X.x404en!, {})), { path: '/posts/404-design-genre', context: ctxOf(X.x404en!, [q(straight(X.x404en!.quote)), q(X.x404en!.absent, false)]), quotes: [q(straight(X.x404en!.quote)), q(X.x404en!.absent, false)], meta: metaOf(X.x404en!) });
add('v-404-title-de', 'www.kinoblatt-nord.example', 'valid', 'German theatre review titled "Seite nicht gefunden" (a play), windows-1252', html(newsroom(X.x404de!, { charset: 'windows-1252' }), { charset: 'windows-1252' }), { path: '/kultur/seite-nicht-gefunden-premiere', context: ctxOf(X.x404de!, qs(X.x404de!)), quotes: qs(X.x404de!), meta: metaOf(X.x404de!) });
add('v-404-title-ja', 'tech-note.example', 'valid', 'Japanese column about the origin of "404 Not Found", EUC-JP', html(micro(X.x404ja!, { charset: 'euc-jp' }), { charset: 'euc-jp' }), { path: '/column/404-origin', context: ctxOf(X.x404ja!, qs(X.x404ja!)), quotes: qs(X.x404ja!), meta: metaOf(X.x404ja!) });
add('v-verify-human-en', 'safer-clicks.example', 'valid', 'short news item that mentions "verify you are human" (about scams), not a wall', html(hblog(X.xvhen!, {})), { path: '/2024/fake-captcha', context: ctxOf(X.xvhen!, qs(X.xvhen!)), quotes: qs(X.xvhen!), meta: metaOf(X.xvhen!) });
add('v-verify-human-fr', 'numerique-pratique.example', 'valid', 'short French item quoting "vérifiez que vous êtes humain", ISO-8859-15', html(micro(X.xvhfr!, { charset: 'iso-8859-15' }), { charset: 'iso-8859-15' }), { path: '/securite/faux-captchas', context: ctxOf(X.xvhfr!, qs(X.xvhfr!)), quotes: qs(X.xvhfr!), meta: metaOf(X.xvhfr!) });
add('v-verify-human-ru', 'cyber-bez.example', 'valid', 'short Russian item about a fake "I am not a robot" check, KOI8-R', html(portal(X.xvhru!, { charset: 'koi8-r' }), { charset: 'koi8-r' }), { path: '/news/fake-captcha', context: ctxOf(X.xvhru!, qs(X.xvhru!)), quotes: qs(X.xvhru!), meta: metaOf(X.xvhru!) });

// Big pages: > 2 MB (article first), ~1 MB.
const filler = (n: number, seed: string) => {
  const words = ['comment', 'reply', 'thanks', 'great', 'read', 'agree', 'harbour', 'town', 'council', 'wall', 'storm', 'beach', 'residents', 'survey', 'phase'];
  let s = '';
  let i = 0;
  while (s.length < n) {
    s += `<li class="cmt"><b>user${(i * 7919) % 100000}</b> <span>${words.slice(i % 5, (i % 5) + 8).join(' ')} ${seed} #${i}</span></li>\n`;
    i++;
  }
  return `<ol class="comments">${s}</ol>`;
};
{
  const t = T.en!;
  const big = newsroom(t, { extraBody: filler(2_400_000, 'c') });
  add('v-over-2mb-comments', hostFor(t, 'big'), 'valid', 'article in its first KBs, then 2.4 MB of comments (over the cap): judged on the first 2 MB', html(big), { path: '/environment/seawall-with-comments', context: ctxOf(t, qs(t)), quotes: qs(t), meta: metaOf(t) });
  const z = T.zh!;
  const state = `<script>window.__STATE__=${JSON.stringify({ items: Array.from({ length: 9000 }, (_, i) => ({ id: i, t: `条目${i}`, body: 'x'.repeat(120) })) })}</script>`;
  add('v-over-2mb-zh-state', hostFor(z, 'big'), 'valid', 'Chinese article with 1.3 MB hydration state in <head> and 1 MB of comments after: text within the first 2 MB', html(newsroom(z, { headExtra: state, extraBody: filler(1_200_000, '评论') })), { path: '/shehui/chaguan-big', context: ctxOf(z, qs(z)), quotes: qs(z), meta: metaOf(z) });
  const d = T.de!;
  add('v-1mb-de', hostFor(d, 'big'), 'valid', '~1 MB German article page (long comment thread), windows-1252', html(newsroom(d, { charset: 'windows-1252', extraBody: filler(1_000_000, 'Kommentar') }), { charset: 'windows-1252' }), { path: '/wirtschaft/waermepumpen-kommentare', context: ctxOf(d, qs(d)), quotes: qs(d), meta: metaOf(d) });
  const j = T.ja!;
  add('v-1mb-ja', hostFor(j, 'big'), 'valid', '~1 MB Japanese page (inline SVG sprite + comments)', html(portal(j, { headExtra: `<svg style="display:none">${'<symbol id="i"><path d="M0 0L10 10"/></symbol>'.repeat(20000)}</svg>`, extraBody: filler(300_000, 'コメント') })), { path: '/keizai/setokaze-big', context: ctxOf(j, qs(j)), quotes: qs(j), meta: metaOf(j, { publisher: [j.site] }) });
  const r = T.ru!;
  add('v-1mb-ru-gzip', hostFor(r, 'big'), 'valid', '~1.1 MB Russian page sent gzip-compressed', html(hblog(r, { extraBody: filler(1_100_000, 'комментарий') }), { encoding: 'gzip' }), { path: '/gorod/doma-big', context: ctxOf(r, qs(r)), quotes: qs(r), meta: metaOf(r) });
}

// One-off 5xx then OK.
const onceThen = (first: { status: number; body: string; headers?: Record<string, string> }, then: Handler): Handler => {
  let n = 0;
  return (req, res, web) => (n++ === 0 ? write(res, { status: first.status, body: first.body, ...(first.headers ? { headers: first.headers } : {}) }) : then(req, res, web));
};
for (const [id, t, status, body, tpl] of [
  ['v-once-500', T.en!, 500, '<html><body><h1>Internal Server Error</h1><p>The server encountered an internal error and was unable to complete your request.</p></body></html>', hblog],
  ['v-once-502', T.es!, 502, '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>', newsroom],
  ['v-once-503', T.ko!, 503, '<!doctype html><title>Service Unavailable</title><h1>일시적으로 서비스를 이용할 수 없습니다</h1>', micro],
  ['v-once-504', T.pl!, 504, '<html><body><h1>504 Gateway Time-out</h1></body></html>', rdfa],
] as const) {
  add(id, hostFor(t, 'flaky'), 'valid', `a one-off ${status} without Retry-After, then the article on the next try`, onceThen({ status, body }, html(tpl(t, {}))), { path: `/story/${id}`, context: ctxOf(t, qs(t)), quotes: qs(t), meta: metaOf(t) });
}

// Cookie-setting self-redirects.
const cookieGate = (name: string, page: Handler, o: { status?: number; steps?: string[] } = {}): Handler => (req, res, web) => {
  const jar = String(req.headers.cookie ?? '');
  const need = o.steps ?? [name];
  const missing = need.find((c) => !new RegExp(`(^|;\\s*)${c}=`).test(jar));
  if (!missing) return page(req, res, web);
  res.writeHead(o.status ?? 302, { location: (req.url ?? '/').split('?')[0]!, 'set-cookie': [`${missing}=${Math.abs(missing.length * 7919)}a; Path=/; HttpOnly; SameSite=Lax`, 'tz=UTC; Path=/'], 'content-type': 'text/html', 'cache-control': 'no-store' });
  res.end('<html><body>Redirecting…</body></html>');
};
{
  const cases: [string, Topic, (t: Topic, o: PageOpts) => string, { status?: number; steps?: string[] }, string][] = [
    ['v-cookie-302-en', T.en!, newsroom, {}, 'sets a session cookie and 302s to itself; with the cookie, the article'],
    ['v-cookie-301-de', T.de!, portal, { status: 301 }, 'German site: 301 to itself with Set-Cookie; then the article'],
    ['v-cookie-307-ja', T.ja!, micro, { status: 307 }, 'Japanese site: 307 to itself with Set-Cookie'],
    ['v-cookie-two-step-fr', T.fr!, hblog, { steps: ['visid', 'incap_ses'] }, 'two cookies set on two successive self-redirects, then the article'],
    ['v-cookie-303-zh', T.zh!, newsroom, { status: 303 }, 'Chinese site: 303 to itself with Set-Cookie (GB18030 page)'],
  ];
  for (const [id, t, tpl, o, reason] of cases) {
    const cs = t.key === 'zh' ? 'gb18030' : 'utf-8';
    add(id, hostFor(t, 'ck'), 'valid', reason, cookieGate('sess', html(tpl(t, { charset: cs }), { charset: cs }), o), { path: `/a/${id}`, context: ctxOf(t, qs(t)), quotes: qs(t), meta: metaOf(t) });
  }
}

// Meta refresh and Refresh header to the article.
{
  const t = T.en!;
  const stub = (to: string, style: 'meta' | 'meta-quoted' | 'meta-upper') => {
    const m = style === 'meta' ? `<meta http-equiv="refresh" content="0; url=${to}">` : style === 'meta-quoted' ? `<meta http-equiv="Refresh" content="0;URL='${to}'">` : `<META HTTP-EQUIV="REFRESH" CONTENT="1;URL=${to}">`;
    return `<!DOCTYPE html><html><head><title>Redirecting</title>${m}</head><body><p>If you are not redirected, <a href="${to}">click here</a>.</p></body></html>`;
  };
  out.push(target('t-mr-en', 'news.coastline-courier.example', '/2024/03/seawall', html(newsroom(t, {}))));
  add('v-meta-refresh-en', 'coastline-courier.example', 'valid', 'meta refresh (0; url=absolute) to the article on another host', (req, res, web) => write(res, { body: stub(`${web.origin('news.coastline-courier.example')}/2024/03/seawall`, 'meta') }), { path: '/s/abc12', context: ctxOf(t, qs(t)), quotes: qs(t), meta: metaOf(t) });
  const d = T.de!;
  out.push(target('t-mr-de', hostFor(d, 'www'), '/wirtschaft/2023/waermepumpen-altbau', html(portal(d, { charset: 'iso-8859-1' }), { charset: 'iso-8859-1' })));
  add('v-meta-refresh-quoted-de', hostFor(d, 'alt'), 'valid', 'meta refresh with quoted URL (0;URL=\'…\') to the German article', (req, res, web) => write(res, { body: stub(`${web.origin(hostFor(d, 'www'))}/wirtschaft/2023/waermepumpen-altbau`, 'meta-quoted') }), { path: '/artikel/4711', context: ctxOf(d, qs(d)), quotes: qs(d), meta: metaOf(d) });
  const j = T.ja!;
  out.push(target('t-rh-ja', hostFor(j, 'www'), '/keizai/setokaze', html(newsroom(j, { charset: 'shift_jis' }), { charset: 'shift_jis' })));
  add('v-refresh-header-ja', hostFor(j, 'amp'), 'valid', 'Refresh: 0;url=… header (empty 200 body) to the Japanese article', (req, res, web) => write(res, { headers: { refresh: `0;url=${web.origin(hostFor(j, 'www'))}/keizai/setokaze` }, body: '' }), { path: '/amp/setokaze', context: ctxOf(j, qs(j)), quotes: qs(j), meta: metaOf(j) });
  const r = T.ru!;
  out.push(target('t-rh-ru', hostFor(r, 'www'), '/gorod/derevyannye-doma', html(newsroom(r, { charset: 'windows-1251' }), { charset: 'windows-1251' })));
  add('v-refresh-header-relative-ru', hostFor(r, 'www'), 'valid', 'Refresh header with a relative URL and a small "redirecting" body, to the Russian article', html('<html><body>Переадресация…</body></html>', { headers: { refresh: '0; URL=/gorod/derevyannye-doma' } }), { path: '/news/12345', context: ctxOf(r, qs(r)), quotes: qs(r), meta: metaOf(r) });
  const k = T.ko!;
  out.push(target('t-mr-ko', hostFor(k, 'www'), '/news/view/2022021601', html(portal(k, { charset: 'euc-kr' }), { charset: 'euc-kr' })));
  add('v-meta-refresh-upper-ko', hostFor(k, 'old'), 'valid', 'upper-case META REFRESH with a 1 s delay, EUC-KR stub, to the Korean article', (req, res, web) => write(res, { charset: 'euc-kr', body: stub(`${web.origin(hostFor(k, 'www'))}/news/view/2022021601`, 'meta-upper') }), { path: '/news/read.php', context: ctxOf(k, qs(k)), quotes: qs(k), meta: metaOf(k) });
}

// PDFs.
{
  const reportText = [
    'Regional Water Reuse Programme: Annual Report 2022',
    'Summary',
    'In 2022 the programme treated 14.2 million cubic metres of wastewater for agricultural reuse, a 17 per cent increase on 2021. Irrigation demand on the islands was met to 31 per cent by reclaimed water during the summer months.',
    'Water quality was sampled weekly at each of the nine plants. All samples met the class A limits for unrestricted irrigation except two in July, which were traced to a faulty ultraviolet lamp.',
    'The board recommends extending the programme to three further islands by 2025, subject to funding.',
  ].join('\n');
  const doc = pdf({ title: 'Regional Water Reuse Programme: Annual Report 2022', author: 'Aegean Water Authority', date: '2023-04-18', pages: [wrap(reportText)] });
  const meta: Meta = { title: ['Regional Water Reuse Programme: Annual Report 2022'], author: ['Aegean Water Authority'], published: ['2023-04-18'] };
  const quote = 'Irrigation demand on the islands was met to 31 per cent by reclaimed water during the summer months.';
  const pq = [q(quote), q('Irrigation demand on the islands was met to 13 per cent by reclaimed water during the summer months.', false)];
  const ctx: ClassifyContext = { title: 'Regional Water Reuse Programme: Annual Report 2022', claims: ['Reclaimed water met 31 per cent of summer irrigation demand in 2022.'], quotes: pq.map((x) => x.quote) };
  const send = (type: string | null): Handler => (_req, res) => write(res, { body: doc, type: type ?? '' });
  add('v-pdf-application', 'water-authority.example', 'valid', 'annual report served as application/pdf', send('application/pdf'), { path: '/reports/2022/annual-report.pdf', context: ctx, quotes: pq, meta });
  add('v-pdf-octet', 'files.water-authority.example', 'valid', 'the same PDF as application/octet-stream (signature %PDF)', send('application/octet-stream'), { path: '/download/7731', context: ctx, quotes: pq, meta });
  add('v-pdf-notype', 'cdn.water-authority.example', 'valid', 'the same PDF with no Content-Type header at all', send(null), { path: '/d/annual-2022', context: ctx, quotes: pq, meta });
  add('v-pdf-x-pdf', 'archive.water-authority.example', 'valid', 'the same PDF as application/x-pdf (legacy type)', send('application/x-pdf'), { path: '/docs/ar2022.pdf', context: ctx, quotes: pq, meta });
  add('v-pdf-disposition', 'portal.water-authority.example', 'valid', 'PDF as binary/octet-stream with Content-Disposition: attachment', (_req, res) => write(res, { body: doc, type: 'binary/octet-stream', headers: { 'content-disposition': 'attachment; filename="annual-report-2022.pdf"' } }), { path: '/getfile/ar2022', context: ctx, quotes: pq, meta });
  const de = pdf({ title: 'Wärmepumpen im Bestand – Zwischenbericht', author: 'Hochschule Niederrhein', date: '2024-02-01', pages: [wrap('Zwischenbericht zum Feldversuch\nIn zwölf unsanierten Mehrfamilienhäusern erreichten die Luft-Wasser-Wärmepumpen eine mittlere Jahresarbeitszahl von 3,1. Ausschlaggebend war der Tausch einzelner Heizkörper.\nDie Geräuschemissionen der Außeneinheiten lagen nachts teilweise über den Richtwerten.')] });
  const dq = [q('eine mittlere Jahresarbeitszahl von 3,1'), q('eine mittlere Jahresarbeitszahl von 4,1', false)];
  add('v-pdf-de-octet', 'www.hs-niederrhein-projekte.example', 'valid', 'German interim report PDF as octet-stream', (_req, res) => write(res, { body: de, type: 'application/octet-stream' }), { path: '/media/zwischenbericht.pdf', context: { title: 'Wärmepumpen im Bestand – Zwischenbericht', claims: ['Die Wärmepumpen erreichten eine mittlere Jahresarbeitszahl von 3,1.'], quotes: dq.map((x) => x.quote) }, quotes: dq, meta: { title: ['Wärmepumpen im Bestand – Zwischenbericht'], author: ['Hochschule Niederrhein'], published: ['2024-02-01'] } });
}

// Metadata carriers: article:author profile URL, a wiki page, <time datetime> only.
{
  const t = T.en!;
  const page = newsroom(t, { meta: 'og', headExtra: `<meta property="article:author" content="https://www.facebook.com/margaret.odonnell.reporter">` }).replace(`<meta name="author" content="${esc(t.author)}">`, '');
  add('v-author-profile-url', hostFor(t, 'www2'), 'valid', 'article:author is a Facebook profile URL (not a name); the byline carries the name', html(page), { path: '/environment/seawall-og', context: ctxOf(t, qs(t)), quotes: qs(t), meta: metaOf(t) });
  const wiki = `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Port Avelin seawall - Wikipedia</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","name":"Port Avelin seawall","headline":"coastal defence structure in Port Avelin","author":{"@type":"Organization","name":"Contributors to Wikimedia projects"},"publisher":{"@type":"Organization","name":"Wikimedia Foundation, Inc."},"datePublished":"2021-04-02T10:00:00Z","dateModified":"2024-05-01T09:00:00Z"}</script></head>
<body class="mediawiki skin-vector"><div id="mw-head"><a href="/wiki/Main_Page">Main page</a></div><div id="content"><h1 id="firstHeading" class="firstHeading"><span class="mw-page-title-main">Port Avelin seawall</span></h1>
<div id="bodyContent"><div id="siteSub">From Wikipedia, the free encyclopedia</div><div class="mw-parser-output">${t.paras.map((p) => `<p>${esc(p)}</p>`).join('')}<h2>References</h2><ol class="references"><li>Coastline Courier, 12 March 2024.</li></ol></div></div></div>
<div id="footer">Text is available under the Creative Commons Attribution-ShareAlike License 4.0.</div></body></html>`;
  add('v-wiki', 'en.wikipedia.example', 'valid', 'a wiki article: JSON-LD headline is a Wikidata-style description, not the title', html(wiki), { path: '/wiki/Port_Avelin_seawall', context: ctxOf(t, qs(t), 'Port Avelin seawall', [t.claim]), quotes: qs(t), meta: { title: ['Port Avelin seawall'] } });
  const tr = T.tr!;
  add('v-time-datetime-tr', hostFor(tr, 'blog'), 'valid', 'Turkish blog: date only in <time datetime>, author only as rel=author', html(hblog(tr, {})), { path: '/2020/12/zeytin', context: ctxOf(tr, qs(tr)), quotes: qs(tr), meta: metaOf(tr) });
  const es = T.es!;
  add('v-ddmmyyyy-es', hostFor(es, 'archivo'), 'valid', 'Spanish table portal: date only as 18/06/2021 in the page', html(portal(es, { dateStyle: 'dmy', charset: 'iso-8859-1' }), { charset: 'iso-8859-1' }), { path: '/noticia.php/4412', context: ctxOf(es, qs(es)), quotes: qs(es), meta: metaOf(es) });
}

// Adversarial valid: full articles carrying words of walls (banner, noscript, membership pitch, a consent overlay).
{
  const t = T.en!;
  const pitch = `<aside class="support-box"><h3>Support local journalism</h3><p>Become a member from £5 a month. Members get our weekly newsletter and invitations to events. This article is free to read for everyone.</p><a href="/membership">Become a member</a> <a href="/login">Sign in</a></aside>`;
  add('v-member-pitch-en', hostFor(t, 'free'), 'valid', 'whole free article with a membership pitch and sign-in link below it', html(newsroom(t, { extraBody: pitch })), { path: '/environment/seawall-free', context: ctxOf(t, qs(t)), quotes: qs(t), meta: metaOf(t) });
  const d = T.de!;
  const overlay = `<div id="sp_message_container_4711" class="sp-message-open" style="position:fixed;inset:0;z-index:2147483647"><div class="message"><h2>Wir brauchen Ihre Zustimmung</h2><p>Wir und unsere Partner verwenden Cookies und ähnliche Technologien. Mit „Zustimmen“ akzeptieren Sie die Verarbeitung.</p><button>Zustimmen</button> <button>Einstellungen</button></div></div>`;
  add('v-consent-overlay-full-de', hostFor(d, 'www3'), 'valid', 'whole German article in the response with a consent overlay box on top (banner, not an interstitial)', html(newsroom(d, { tail: overlay })), { path: '/wirtschaft/waermepumpen-overlay', context: ctxOf(d, qs(d)), quotes: qs(d), meta: metaOf(d) });
  const j = T.ja!;
  const ns = `<noscript><div class="ns-warn">このサイトをご利用いただくにはJavaScriptを有効にしてください。</div></noscript>`;
  add('v-noscript-ja', hostFor(j, 'www3'), 'valid', 'Japanese article with a noscript "enable JavaScript" note', html(newsroom(j, { tail: ns })), { path: '/keizai/setokaze-ns', context: ctxOf(j, qs(j)), quotes: qs(j), meta: metaOf(j) });
  const z = T.zh!;
  const login = `<div class="login-tip">登录后可发表评论 <a href="/passport/login">登录</a> | <a href="/passport/reg">注册</a></div>`;
  add('v-login-for-comments-zh', hostFor(z, 'www3'), 'valid', 'Chinese article whose comment box says "log in to comment" (not a login wall)', html(portal(z, { extraBody: login, charset: 'gbk' }), { charset: 'gbk' }), { path: '/news/2018/0709/chaguan.shtml', context: ctxOf(z, qs(z)), quotes: qs(z), meta: metaOf(z) });
  const es = T.es!;
  const maint = `<div class="notice">Aviso: el sábado de 02:00 a 04:00 la web estará en mantenimiento programado.</div>`;
  add('v-maint-notice-es', hostFor(es, 'www3'), 'valid', 'Spanish article with a notice of planned maintenance next Saturday (the site works)', html(micro(es, { extraBody: maint })), { path: '/campo/trigo-antiguo', context: ctxOf(es, qs(es)), quotes: qs(es), meta: metaOf(es) });
}

// =============================================================================================
// PAYWALLED
// =============================================================================================
type W = { id: string; t: Topic; tpl: (t: Topic, o: PageOpts) => string; charset?: string; wall: string; reason: string; cut?: number; free?: boolean; status?: number };
const walls: W[] = [
  { id: 'p-metered-en', t: T.en!, tpl: newsroom, wall: `<div class="meter-wall"><h2>You’ve read all 3 of your free articles this month.</h2><p>Subscribe for unlimited access from $1 a week. Already a subscriber? <a href="/login">Log in</a></p></div>`, reason: 'metered wall after the first paragraph ("read all 3 of your free articles")', cut: 1 },
  { id: 'p-metered-de', t: T.de!, tpl: portal, charset: 'iso-8859-1', wall: `<div class="abo-schranke"><b>Sie haben Ihr Kontingent von 5 kostenlosen Artikeln für diesen Monat erreicht.</b> Lesen Sie weiter mit RA+ für 7,99 € im Monat. <a href="/abo">Jetzt abonnieren</a></div>`, reason: 'German metered wall ("Kontingent von 5 kostenlosen Artikeln erreicht"), ISO-8859-1', cut: 1 },
  { id: 'p-metered-fr', t: T.fr!, tpl: micro, charset: 'windows-1252', wall: `<div class="paywall-compteur"><p>Vous avez atteint la limite de 3 articles gratuits ce mois-ci.</p><p>Abonnez-vous pour 1 € le premier mois et continuez votre lecture.</p></div>`, reason: 'French metered wall, windows-1252', cut: 1 },
  { id: 'p-metered-es', t: T.es!, tpl: newsroom, wall: `<div class="muro-contador"><p>Has agotado las 10 noticias gratuitas de este mes.</p><a class="btn" href="/suscripcion">Suscríbete por 1 € al mes</a></div>`, reason: 'Spanish metered wall ("agotado las 10 noticias gratuitas")', cut: 1 },
  { id: 'p-metered-ja', t: T.ja!, tpl: portal, charset: 'shift_jis', wall: `<div class="limit-box">今月の無料閲覧本数（5本）の上限に達しました。続きは有料会員登録でお読みいただけます。</div>`, reason: 'Japanese metered wall in Shift_JIS', cut: 1 },
  { id: 'p-member-substack', t: T.en!, tpl: hblog, wall: `<div class="paywall"><h2>This post is for paid subscribers</h2><p><a href="/subscribe">Subscribe</a> · Already a paid subscriber? <a href="/sign-in">Sign in</a></p></div>`, reason: 'newsletter post for paid subscribers only (teaser then wall)', cut: 1 },
  { id: 'p-member-de-plus', t: T.de!, tpl: newsroom, charset: 'windows-1252', wall: `<div class="plus-hinweis"><span class="badge">RA+</span> Dieser Artikel ist exklusiv für Abonnenten. <a href="/plus">Jetzt 4 Wochen gratis testen</a></div>`, reason: 'German "exklusiv für Abonnenten" marker after the teaser', cut: 1 },
  { id: 'p-member-fr-abonnes', t: T.fr!, tpl: newsroom, wall: `<div class="article-reserve"><p>Cet article est réservé aux abonnés. Il vous reste 80 % à découvrir.</p><a href="/abonnement">Je m’abonne</a></div>`, reason: 'French "réservé aux abonnés" with teaser', cut: 1 },
  { id: 'p-member-ko', t: T.ko!, tpl: portal, charset: 'euc-kr', wall: `<div class="premium">이 기사는 유료회원 전용 기사입니다. 로그인 후 이용해 주세요.</div>`, reason: 'Korean member-only article, EUC-KR', cut: 1 },
  { id: 'p-member-zh', t: T.zh!, tpl: portal, charset: 'gb18030', wall: `<div class="vip-only">本文为会员专享内容，开通会员后可阅读全文。<a href="/vip">立即开通</a></div>`, reason: 'Chinese member-only content, GB18030', cut: 1 },
  { id: 'p-member-ru', t: T.ru!, tpl: newsroom, charset: 'windows-1251', wall: `<div class="paywall-ru">Материал доступен только подписчикам. <a href="/subscribe">Оформить подписку</a> от 299 ₽ в месяц.</div>`, reason: 'Russian subscriber-only material, windows-1251', cut: 1 },
  { id: 'p-member-pl', t: T.pl!, tpl: rdfa, wall: `<div class="paywall-pl">Artykuł dostępny tylko dla subskrybentów. Wykup dostęp, aby czytać dalej.</div>`, reason: 'Polish subscribers-only article', cut: 1 },
  { id: 'p-register-en', t: T.en!, tpl: micro, wall: `<div class="regwall"><h3>Create a free account to keep reading</h3><p>It takes 30 seconds. No credit card needed.</p><a href="/register">Register for free</a> <a href="/signin">Sign in</a></div>`, reason: 'free-registration wall', cut: 1 },
  { id: 'p-register-de', t: T.de!, tpl: hblog, wall: `<div class="registrierung">Jetzt kostenlos registrieren und weiterlesen. Mit Ihrem kostenlosen Konto lesen Sie alle Artikel auf rheinischer-anzeiger.</div>`, reason: 'German free-registration wall', cut: 1 },
  { id: 'p-register-es', t: T.es!, tpl: portal, charset: 'windows-1252', wall: `<div class="registro">Regístrate gratis para seguir leyendo esta noticia. <a href="/registro">Crear cuenta</a></div>`, reason: 'Spanish free-registration wall, windows-1252', cut: 1 },
  { id: 'p-register-ja', t: T.ja!, tpl: micro, charset: 'euc-jp', wall: `<div class="member-reg">この記事の続きを読むには無料会員登録が必要です。<a href="/regist">無料会員登録</a> / <a href="/login">ログイン</a></div>`, reason: 'Japanese free-registration wall, EUC-JP', cut: 1 },
  { id: 'p-piano-en', t: T.en!, tpl: newsroom, wall: `<div class="tp-container-inner"><div class="tp-modal"><div class="tp-iframe-wrapper"><h2>Continue reading with a membership</h2><p>Get unlimited access to Coastline Courier for just $2.99 a month.</p><button class="tp-button">See my options</button></div></div></div><script src="https://cdn.tinypass.com/api/tinypass.min.js"></script>`, reason: 'Piano-style "Continue reading with a membership" modal', cut: 2 },
  { id: 'p-piano-fr', t: T.fr!, tpl: micro, wall: `<div class="tp-modal"><h2>Poursuivez votre lecture avec un abonnement</h2><p>Accès illimité au Courrier du Bocage dès 1 € le premier mois.</p></div><script src="https://experience.tinypass.com/xbuilder/experience/load?aid=AbC"></script>`, reason: 'French Piano-style membership modal', cut: 1 },
  { id: 'p-piano-tr', t: T.tr!, tpl: newsroom, charset: 'windows-1254', wall: `<div class="tp-modal piano-offer"><h2>Okumaya devam etmek için abone olun</h2><p>Ege Postası dijital aboneliği ayda 49,90 TL.</p></div>`, reason: 'Turkish Piano-style subscribe modal, windows-1254', cut: 1 },
  { id: 'p-hard-el', t: T.el!, tpl: newsroom, charset: 'windows-1253', wall: `<div class="subscribe-box">Για να διαβάσετε ολόκληρο το άρθρο, γίνετε συνδρομητής. <a href="/syndromi">Συνδρομή</a></div>`, reason: 'Greek "become a subscriber to read the whole article", windows-1253', cut: 1 },
  { id: 'p-free-false-en', t: T.en!, tpl: newsroom, wall: '', free: false, reason: 'whole article sent, but the publisher marks it isAccessibleForFree=false (rule 2)' },
  { id: 'p-free-false-ja', t: T.ja!, tpl: newsroom, wall: '', free: false, reason: 'Japanese: whole text sent, isAccessibleForFree=false in JSON-LD (rule 2)' },
];
for (const w of walls) {
  const cs = w.charset ?? 'utf-8';
  const page = w.tpl(w.t, { charset: cs, ...(w.cut !== undefined ? { cut: w.cut } : {}), extraBody: w.wall, ...(w.free === false ? { free: false } : {}) });
  const quotes = w.free === false ? qs(w.t) : undefined;
  add(w.id, hostFor(w.t, 'pay'), 'paywalled', w.reason, html(page, { charset: cs }), { path: `/premium/${w.id}`, context: ctxOf(w.t, quotes ?? []), ...(quotes ? { quotes } : {}) });
}
// Journal landing pages that sell the PDF.
{
  const journal = (o: { lang: string; jtitle: string; title: string; authors: string[]; date: string; abstract: string; buy: string; charset?: string; publisher: string }) => `<!DOCTYPE html><html lang="${o.lang}"><head><meta charset="${o.charset ?? 'utf-8'}"><title>${esc(o.title)} | ${esc(o.jtitle)}</title>
<meta name="citation_title" content="${esc(o.title)}">${o.authors.map((a) => `<meta name="citation_author" content="${esc(a)}">`).join('')}<meta name="citation_publication_date" content="${o.date.replace(/-/g, '/')}"><meta name="citation_journal_title" content="${esc(o.jtitle)}"><meta name="citation_publisher" content="${esc(o.publisher)}"><meta name="DC.title" content="${esc(o.title)}"></head>
<body class="journal-article"><div class="jhead"><a href="/">${esc(o.publisher)}</a> › <a href="/j">${esc(o.jtitle)}</a></div>
<div class="article-header"><h1>${esc(o.title)}</h1><ul class="authors">${o.authors.map((a) => `<li>${esc(a)}</li>`).join('')}</ul><p class="pub-date">${o.date}</p></div>
<section class="abstract"><h2>Abstract</h2><p>${esc(o.abstract)}</p></section>
<div class="access-options">${o.buy}</div>
<div class="jfoot">© ${esc(o.publisher)}</div></body></html>`;
  add('p-journal-en', 'journals.coastal-eng-press.example', 'paywalled', 'journal landing page: abstract only, "Purchase PDF $39.95 / Rent / Institutional login"', html(journal({ lang: 'en', jtitle: 'Journal of Coastal Engineering Practice', publisher: 'Coastal Engineering Press', title: 'Recycled aggregate in curved-crest seawalls: a field study', authors: ['R. Halloran', 'M. Quist'], date: '2024-01-15', abstract: 'We report settlement and overtopping measurements for a 400 m seawall built of interlocking blocks cast from recycled concrete aggregate. Over two storm seasons no measurable settlement was observed.', buy: `<h3>Access options</h3><p>Buy article PDF <b>$39.95</b> · Rent for 48 hours <b>$6.00</b></p><a class="btn" href="/cart/add">Purchase PDF</a> <a href="/institutional-login">Access through your institution</a>` })), { path: '/doi/10.5555/jcep.2024.0012' });
  add('p-journal-de', 'verlag-bautechnik.example', 'paywalled', 'German journal landing page, "Artikel kaufen 34,95 €" (PDF for sale)', html(journal({ lang: 'de', jtitle: 'Bauphysik aktuell', publisher: 'Verlag Bautechnik', title: 'Wärmepumpen in unsanierten Mehrfamilienhäusern', authors: ['S. Kröger', 'T. Hamm'], date: '2023-10-02', abstract: 'Feldmessungen an zwölf Gebäuden zeigen mittlere Jahresarbeitszahlen von 3,1 ohne Dämmung der Gebäudehülle.', buy: `<p>Artikel kaufen (PDF): <b>34,95 €</b> inkl. MwSt. <a href="/warenkorb">In den Warenkorb</a></p><p>Zugang über Ihre Institution</p>` }), { charset: 'utf-8' }), { path: '/zeitschrift/bph/2023/10/waermepumpen' });
  add('p-journal-fr', 'revues-agronomie.example', 'paywalled', 'French journal page selling the article PDF ("Acheter cet article – 25 €"), windows-1252', html(journal({ lang: 'fr', charset: 'windows-1252', jtitle: 'Cahiers d’agronomie', publisher: 'Éditions du Bocage', title: 'Vergers hautes tiges et stockage de carbone en Normandie', authors: ['O. Lecornu', 'P. Gosselin'], date: '2022-03-11', abstract: 'Nous comparons le stockage de carbone de vergers hautes tiges et de vergers intensifs dans le pays d’Auge.', buy: `<p>Acheter cet article (PDF) – 25 € · Accès via votre établissement</p>` }), { charset: 'windows-1252' }), { path: '/article/cda-2022-0031' });
  add('p-journal-ja', 'jstage-like.example', 'paywalled', 'Japanese journal page: abstract, "論文PDFを購入 ¥3,300", Shift_JIS', html(journal({ lang: 'ja', charset: 'shift_jis', jtitle: '地域交通研究', publisher: '地域交通学会', title: '観光列車導入によるローカル線の収支改善効果', authors: ['山本 誠', '高橋 直子'], date: '2020-06-30', abstract: '本研究では観光列車の導入が地方路線の収支に与える影響を分析した。', buy: `<p>この論文の全文PDFは有料です。<a href="/buy">論文PDFを購入（¥3,300）</a> 会員の方は<a href="/login">ログイン</a></p>` }), { charset: 'shift_jis' }), { path: '/article/chiiki/12/2/12_45/_article' });
}
// Login walls: 200 page and 302 to /login.
{
  const loginPage = (lang: string, site: string, h: string, p: string) => chrome({ lang, site, title: h, main: `<div class="auth-card"><h1>${esc(h)}</h1><p>${esc(p)}</p><form method="post" action="/session"><label>E-mail <input name="email" type="email"></label><label>Password <input name="password" type="password"></label><button>→</button></form><p><a href="/signup">Create account</a> · <a href="/forgot">Forgot password?</a></p></div>` });
  add('p-login-200-en', 'members.harbour-weekly.example', 'paywalled', 'a 200 login form at the article URL ("Sign in to continue reading") — login wall (documented: paywalled)', html(loginPage('en', 'Harbour Weekly', 'Sign in to continue reading', 'This story is available to registered readers. Sign in or create an account.')), { path: '/stories/seawall-recycled-concrete' });
  add('p-login-200-de', 'konto.rheinischer-anzeiger.example', 'paywalled', 'German 200 login page "Bitte melden Sie sich an, um weiterzulesen" at the article URL', html(loginPage('de', 'Rheinischer Anzeiger', 'Anmelden und weiterlesen', 'Bitte melden Sie sich an, um diesen Artikel weiterzulesen.')), { path: '/artikel/waermepumpen-altbau' });
  add('p-login-200-ja', 'members.setouchi-nippo.example', 'paywalled', 'Japanese 200 login page "ログインして続きを読む"', html(loginPage('ja', '瀬戸内日報', 'ログインして続きを読む', 'この記事は会員限定です。ログインしてください。')), { path: '/articles/setokaze' });
  const loginTarget = (id: string, host: string, path: string, lang: string, site: string) => out.push(target(id, host, path, html(loginPage(lang, site, lang === 'fr' ? 'Connexion' : 'Log in', lang === 'fr' ? 'Connectez-vous pour accéder à cet article.' : 'Log in to read this story.'))));
  loginTarget('t-login-en', 'www.harbour-weekly.example', '/login', 'en', 'Harbour Weekly');
  add('p-login-302-en', 'www.harbour-weekly.example', 'paywalled', '302 from the article to /login (login wall, documented as paywalled)', (req, res, web) => { res.writeHead(302, { location: '/login' }); res.end(); }, { path: '/news/2024/seawall' });
  loginTarget('t-login-fr', 'compte.courrier-bocage.example', '/connexion', 'fr', 'Le Courrier du Bocage');
  add('p-login-302-fr', 'www.courrier-bocage.example', 'paywalled', '302 from a French article to a login page on an account host', (req, res, web) => { res.writeHead(302, { location: `${web.origin('compte.courrier-bocage.example')}/connexion` }); res.end(); }, { path: '/territoires/vergers' });
}

// =============================================================================================
// BLOCKED
// =============================================================================================
const B = (id: string, host: string, reason: string, h: Handler, path = `/article/${id}`) => add(id, host, 'blocked', reason, h, { path });
// WAF 406 / 418 / 403 / 429 / 999
B('b-406-modsec', 'www.garden-forum.example', '406 with a ModSecurity "Not Acceptable!" page (WAF)', html('<head><title>Not Acceptable!</title></head><body><h1>Not Acceptable!</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p></body>', { status: 406 }));
B('b-406-empty', 'api.transit-news.example', '406 with an empty body to a bot-like client', html('', { status: 406 }));
B('b-406-safedog-zh', 'www.jiangnan-wanbao.example', '406 Chinese WAF page ("您的请求带有不合法参数，已被网站管理员设置拦截")', html('<html><head><meta charset="gbk"><title>网站防火墙</title></head><body><div class="box"><h3>您的请求带有不合法参数，已被网站管理员设置拦截！</h3><p>可能原因：您提交的内容包含危险的攻击请求</p></div></body></html>', { status: 406, charset: 'gbk' }));
B('b-418-teapot', 'blog.teapot-tech.example', '418 "I\'m a teapot" returned to bots', html("<html><body><h1>418 I'm a teapot</h1><p>Bots are not welcome here.</p></body></html>", { status: 418 }));
B('b-418-json', 'shop.kettle.example', '418 with a JSON body', html('{"error":"blocked","code":418}', { status: 418, type: 'application/json' }));
B('b-403-cf', 'www.forum-velo.example', '403 Cloudflare "Attention Required!" block page', html('<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head><body><div id="cf-wrapper"><h1>Sorry, you have been blocked</h1><h2>You are unable to access forum-velo.example</h2><p>This website is using a security service to protect itself from online attacks.</p><p>Cloudflare Ray ID: <strong>8a1b2c3d4e5f6a7b</strong></p></div></body></html>', { status: 403 }));
B('b-403-akamai', 'www.bigretail.example', '403 Akamai "Access Denied … Reference #18."', html('<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY><H1>Access Denied</H1>You don\'t have permission to access "http&#58;&#47;&#47;www&#46;bigretail&#46;example&#47;" on this server.<P>Reference&#32;&#35;18&#46;3c1d2217&#46;1700000000&#46;1a2b3c4d</BODY></HTML>', { status: 403 }));
B('b-429-persistent', 'www.stats-portal.example', '429 Too Many Requests on every try', html('<html><body><h1>Too Many Requests</h1></body></html>', { status: 429, headers: { 'retry-after': '3600' } }));
B('b-999', 'www.pro-network.example', 'status 999 (LinkedIn-style bot refusal)', html('<html><head><script>window.location.href="https://www.pro-network.example/authwall"</script></head></html>', { status: 999 }));
// JS challenges served 200.
B('b-sucuri', 'www.harbour-chamber.example', 'Sucuri-style JS challenge "You are being redirected…" served 200', html(`<html><title>You are being redirected...</title>\n<noscript>Javascript is required. Please enable javascript before you are allowed to see this page.</noscript>\n<script>var s={},u,c,U,r,i,l=0,a,e=eval,w=String.fromCharCode,sucuri_cloudproxy_js='',S='cz0iOSIuc2xpY2UoMCwxKSArICc0';L=S.length;U=0;r='';A='ABCDEFGHIJKLMNOPQRSTUVWXYZ';document.cookie='sucuri_cloudproxy_uuid_5f3=0f2a9;path=/;max-age=86400';location.reload();</script></html>`));
B('b-checking-browser', 'www.coin-daily.example', '"Checking your browser before accessing" JS challenge, 200', html('<!DOCTYPE html><html><head><title>Just a moment...</title><meta http-equiv="refresh" content="8"></head><body><div class="main-wrapper"><h1>Checking your browser before accessing coin-daily.example.</h1><p>This process is automatic. Your browser will redirect to your requested content shortly.</p><p>Please allow up to 5 seconds…</p></div><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/jsch/v1"></script></body></html>'));
B('b-ddos-guard-ru', 'www.severny-vestnik.example', 'Russian DDoS-Guard-style "Проверка браузера" JS page, 200, windows-1251', html('<html><head><meta charset="windows-1251"><title>DDoS-Guard</title></head><body><div>Проверка браузера перед переходом на сайт severny-vestnik.example</div><div>Это займёт не более 5 секунд. Пожалуйста, подождите…</div><script src="/.well-known/ddos-guard/check?context=free_splash"></script></body></html>', { charset: 'windows-1251' }));
B('b-jsl-zh', 'news.chaguan.example', 'Chinese JS cookie challenge (加速乐-style): only a script that sets a cookie and reloads, 200', html('<html><head><meta charset="utf-8"></head><body><script>document.cookie=("__jsl_clearance_s=")+(1700000000)+("|0|")+"a1b2c3"+";max-age=3600;path=/";location.href=location.pathname+location.search</script></body></html>'));
B('b-js-check-ja', 'www.kabu-info.example', 'Japanese "アクセスを確認しています" JS check page, 200, Shift_JIS', html('<html><head><meta charset="Shift_JIS"><title>アクセス確認中</title></head><body><p>ただいまアクセスを確認しています。しばらくお待ちください。</p><p>この画面が続く場合は、ブラウザのJavaScriptとCookieを有効にしてください。</p><script src="/_sec/verify.js"></script></body></html>', { charset: 'shift_jis' }));
B('b-aws-waf-202', 'www.ticket-hub.example', 'AWS WAF challenge: 202 with an empty-looking JS page', html('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title></title><script>window.awsWafCookieDomainList=[];window.gokuProps={"key":"AQID","iv":"A6weaA","context":"x"};</script><script src="https://abc.token.awswaf.com/abc/challenge.js"></script></head><body><div id="challenge-container"></div><noscript><h1>JavaScript is disabled</h1>In order to continue, we need to verify that you\'re not a robot. This requires JavaScript.</noscript></body></html>', { status: 202 }));
// F5 / Imperva / Barracuda rejections.
B('b-f5-rejected', 'www.city-permits.example', 'F5 ASM "Request Rejected … support ID" page served 200', html('<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 4820596338201734512<br><br><a href=\'javascript:history.back();\'>[Go Back]</a></body></html>'));
B('b-imperva', 'www.insure-direct.example', 'Imperva "Request unsuccessful. Incapsula incident ID" served 200', html('<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=27&xinfo=8-1234&incident_id=0-123456789&edet=15" frameborder=0 width="100%" height="100%">Request unsuccessful. Incapsula incident ID: 0-123456789012345678</iframe></body></html>'));
B('b-barracuda', 'portal.uni-hochschule.example', 'Barracuda WAF "The requested URL was rejected" in German, 200', html('<html><head><title>Anfrage abgelehnt</title></head><body><h2>Die angeforderte URL wurde abgelehnt.</h2><p>Bitte wenden Sie sich an Ihren Administrator. Ihre Support-ID lautet: 9911827364</p><p>Barracuda Web Application Firewall</p></body></html>'));
B('b-waf-403-ko', 'www.hanbit-ilbo.example', 'Korean WAF block page ("비정상적인 접근이 감지되었습니다"), 403, EUC-KR', html('<html><head><meta charset="euc-kr"><title>접근 차단</title></head><body><h2>비정상적인 접근이 감지되어 차단되었습니다.</h2><p>보안 정책에 의해 요청이 거부되었습니다. 관리자에게 문의하세요.</p></body></html>', { status: 403, charset: 'euc-kr' }));
// CAPTCHAs.
B('b-hcaptcha', 'www.recipe-box.example', 'hCaptcha page "Please verify you are a human" (only the challenge), 200', html(chrome({ lang: 'en', site: 'Recipe Box', title: 'Security check', main: '<div class="captcha-wrap"><h1>Please verify you are a human</h1><p>Complete the security check to access recipe-box.example.</p><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div><script src="https://hcaptcha.com/1/api.js" async defer></script></div>' })));
B('b-perimeterx', 'www.home-decor-shop.example', 'PerimeterX "Press & Hold to confirm you are a human (and not a bot)", 403', html('<!DOCTYPE html><html lang="en"><head><title>Access to this page has been denied.</title></head><body><div class="px-captcha-container"><h1>Press &amp; Hold to confirm you are a human (and not a bot).</h1><div id="px-captcha"></div><p>Reference ID 7f3c2a10-aaaa-11ee-bbbb-0242ac120002</p></div></body></html>', { status: 403 }));
B('b-datadome-fr', 'www.immo-annonces.example', 'DataDome-style French captcha page, 403', html('<html lang="fr"><head><title>immo-annonces.example</title></head><body><p>Veuillez confirmer que vous n’êtes pas un robot.</p><iframe src="https://geo.captcha-delivery.com/captcha/?initialCid=AHrlqAAA" title="DataDome CAPTCHA" width="100%" height="100%"></iframe></body></html>', { status: 403 }));
B('b-captcha-zh', 'www.jiangnan-forum.example', 'Chinese slider captcha "请完成安全验证", 200, GB18030', html('<html><head><meta charset="gb18030"><title>安全验证</title></head><body><div class="verify"><h2>请完成下方安全验证后继续访问</h2><p>拖动滑块完成拼图</p><div id="nc"></div></div></body></html>', { charset: 'gb18030' }));
// Consent interstitials.
B('b-consent-200-en', 'www.vidhub.example', 'full-page consent interstitial ("Before you continue") at the article URL, 200', html(chrome({ lang: 'en', site: 'VidHub', title: 'Before you continue to VidHub', main: '<div class="consent-bump"><h1>Before you continue to VidHub</h1><p>We use cookies and data to deliver and maintain our services, measure audience engagement and show personalised ads.</p><form action="/save"><button name="set_eom" value="true">Reject all</button> <button name="set_eom" value="false">Accept all</button></form><a href="/consent/more">More options</a></div>' })));
B('b-consent-200-de', 'www.wetter-nord.example', 'German full-page consent wall "Bevor Sie fortfahren… Zustimmen und weiter", 200, ISO-8859-1', html(chrome({ lang: 'de', site: 'Wetter Nord', charset: 'iso-8859-1', title: 'Datenschutz-Einstellungen', main: '<div class="cmp-wall"><h1>Bevor Sie fortfahren</h1><p>Wir und unsere 184 Partner speichern und/oder greifen auf Informationen auf Ihrem Gerät zu. Mit „Zustimmen und weiter“ willigen Sie in die Verarbeitung ein.</p><button>Zustimmen und weiter</button> <a href="/einstellungen">Einstellungen verwalten</a></div>' }), { charset: 'iso-8859-1' }));
B('b-consent-200-fr', 'www.meteo-bocage.example', 'French full-page "Vos choix concernant les cookies" wall, 200', html(chrome({ lang: 'fr', site: 'Météo Bocage', title: 'Vos choix concernant les cookies', main: '<div class="gdpr-gate"><h1>Vos choix concernant les cookies</h1><p>Avec nos partenaires, nous utilisons des cookies pour mesurer l’audience et personnaliser la publicité. Vous pouvez accepter ou refuser.</p><button>Tout accepter</button> <button>Tout refuser</button></div>' })));
{
  const consentPage = (lang: string) => chrome({ lang, site: 'VidHub', title: lang === 'de' ? 'Bevor Sie zu VidHub weitergehen' : 'Before you continue', main: lang === 'de' ? '<h1>Bevor Sie zu VidHub weitergehen</h1><p>Wir verwenden Cookies und Daten, um Dienste bereitzustellen. Alle ablehnen · Alle akzeptieren</p>' : '<h1>Before you continue</h1><p>We use cookies and data to deliver our services. Reject all · Accept all</p>' });
  out.push(target('t-consent-en', 'consent.vidhub.example', '/ml', html(consentPage('en'))));
  B('b-consent-redirect-en', 'www.vidhub.example', '302 from the cited page to a consent.vidhub.example interstitial', (req, res, web) => { res.writeHead(302, { location: `${web.origin('consent.vidhub.example')}/ml` }); res.end(); }, '/watch/seawall-footage');
  out.push(target('t-consent-de', 'consent.nachrichten-sued.example', '/de/cmp', html(consentPage('de'))));
  B('b-consent-303-de', 'www.nachrichten-sued.example', '303 to a consent.* host (German)', (req, res, web) => { res.writeHead(303, { location: `${web.origin('consent.nachrichten-sued.example')}/de/cmp` }); res.end(); }, '/politik/artikel-88');
  out.push(target('t-consent-path', 'www.giornale-lago.example', '/privacy-gate', html(chrome({ lang: 'it', site: 'Giornale del Lago', title: 'Il tuo consenso', main: '<h1>Il tuo consenso sulla privacy</h1><p>Accetta i cookie per continuare a leggere o rifiuta e abbonati. <button>Accetta e continua</button> <button>Rifiuta e abbonati</button></p>' }))));
  B('b-consent-redirect-path-it', 'www.giornale-lago.example', 'Italian site: 302 to its own /privacy-gate pay-or-consent page (rule 3: blocked)', (req, res) => { res.writeHead(302, { location: '/privacy-gate' }); res.end(); }, '/cronaca/lago-2024');
  B('b-pur-de', 'www.stadtblatt-ost.example', 'German pay-or-consent (PUR-Abo) wall at the article URL (rule 3)', html(chrome({ lang: 'de', site: 'Stadtblatt Ost', title: 'Stadtblatt Ost', main: '<div class="pur-wall"><h2>Werbefrei lesen oder mit Werbung und Tracking</h2><p>Nutzen Sie Stadtblatt Ost mit personalisierter Werbung und Tracking kostenlos, oder lesen Sie werbefrei mit dem PUR-Abo für 2,99 € im Monat.</p><button>Akzeptieren und weiter</button> <button>Jetzt PUR-Abo abschließen</button></div>' })));
}
// Geo-blocks.
B('b-geo-en', 'www.us-metro-herald.example', 'geo-block: "our website is unavailable in most European countries", 200', html(chrome({ lang: 'en', site: 'Metro Herald', title: 'Metro Herald', main: '<h1>451: Unavailable due to legal reasons</h1><p>We recognize you are attempting to access this website from a country belonging to the European Economic Area (EEA) including the EU which enforces the General Data Protection Regulation (GDPR) and therefore access cannot be granted at this time.</p>' })));
B('b-geo-451', 'www.streaming-news.example', 'HTTP 451 Unavailable For Legal Reasons (region)', html('<html><body><h1>Unavailable For Legal Reasons</h1><p>This content is not available in your region.</p></body></html>', { status: 451 }));
B('b-geo-de', 'www.sender-mediathek.example', 'German geo-block "aus rechtlichen Gründen nur in Deutschland verfügbar", 200', html(chrome({ lang: 'de', site: 'Mediathek', title: 'Nicht verfügbar', main: '<div class="geoblock"><h2>Dieser Inhalt ist in Ihrem Land leider nicht verfügbar.</h2><p>Aus rechtlichen Gründen können wir diesen Beitrag nur in Deutschland zeigen.</p></div>' })));
B('b-geo-ja', 'www.tv-setouchi.example', 'Japanese geo-block "日本国外からはご利用いただけません", 403, EUC-JP', html('<html><head><meta charset="euc-jp"><title>ご利用いただけません</title></head><body><p>申し訳ございません。このサービスは日本国外からはご利用いただけません。</p></body></html>', { status: 403, charset: 'euc-jp' }));
B('b-geo-es', 'www.liga-videos.example', 'Spanish geo-block "no está disponible en tu país", 200', html(chrome({ lang: 'es', site: 'Liga Vídeos', title: 'Contenido no disponible', main: '<h1>Lo sentimos</h1><p>Este contenido no está disponible en tu país o región.</p>' })));
// Maintenance.
B('b-maint-en-200', 'www.harbour-museum.example', 'maintenance page "We’ll be back soon!" served 200', html(chrome({ lang: 'en', site: 'Harbour Museum', title: 'Maintenance', main: '<h1>We’ll be back soon!</h1><p>Sorry for the inconvenience. We’re performing some scheduled maintenance at the moment. We’ll be back online shortly.</p>' })));
B('b-maint-de-503', 'www.stadtwerke-gv.example', 'German "Wartungsarbeiten" page on a persistent 503', html('<html><head><title>Wartungsarbeiten</title></head><body><h1>Wegen Wartungsarbeiten vorübergehend nicht erreichbar</h1><p>Bitte versuchen Sie es später erneut.</p></body></html>', { status: 503 }));
B('b-maint-ja-200', 'www.setouchi-tetsudo.example', 'Japanese maintenance page "ただいまメンテナンス中です", 200, Shift_JIS', html('<html><head><meta charset="Shift_JIS"><title>メンテナンス中</title></head><body><h1>ただいまメンテナンス中です</h1><p>ご不便をおかけして申し訳ございません。メンテナンス終了まで今しばらくお待ちください。</p></body></html>', { charset: 'shift_jis' }));
B('b-maint-zh-200', 'www.nanxun-travel.example', 'Chinese "系统维护中" page, 200, GBK', html('<html><head><meta charset="gbk"><title>系统维护</title></head><body><h2>系统维护中，请稍后访问</h2><p>给您带来的不便，敬请谅解。</p></body></html>', { charset: 'gbk' }));
B('b-maint-fr-503-ra', 'www.mairie-dives.example', 'French maintenance page, 503 with Retry-After: 3600 (persistent)', html('<html><body><h1>Site en maintenance</h1><p>Nous revenons très vite.</p></body></html>', { status: 503, headers: { 'retry-after': '3600' } }));
// Database errors.
B('b-db-wp-200', 'blog.harbour-sailing.example', 'WordPress "Error establishing a database connection", 200', html('<!DOCTYPE html><html><head><title>Database Error</title></head><body id="error-page"><h1>Error establishing a database connection</h1></body></html>'));
B('b-db-wp-500', 'news.quay-lane.example', 'WordPress database error on 500', html('<html><head><title>Database Error</title></head><body><h1>Error establishing a database connection</h1></body></html>', { status: 500 }));
B('b-db-php-200', 'www.ege-postasi.example', 'PHP mysqli warning dumped as the page, 200 (Turkish site)', html('<br />\n<b>Warning</b>:  mysqli_connect(): (HY000/2002): Connection refused in <b>/var/www/html/inc/db.php</b> on line <b>12</b><br />\nVeritabanına bağlanılamadı.'));
B('b-db-pdo-ru', 'www.vologda-doma.example', 'SQLSTATE connection error page in Russian, 200, windows-1251', html('<html><head><meta charset="windows-1251"><title>Ошибка</title></head><body><h1>Ошибка подключения к базе данных</h1><pre>SQLSTATE[08006] [7] could not connect to server: Connection refused</pre></body></html>', { charset: 'windows-1251' }));
B('b-db-zh', 'www.jiangnan-bbs.example', 'Chinese "数据库连接失败" page, 200, GB18030', html('<html><head><meta charset="gb18030"><title>Discuz! Database Error</title></head><body><h3>数据库连接失败，请稍后再试</h3><p>(2002) Can\'t connect to local MySQL server through socket</p></body></html>', { charset: 'gb18030' }));
// Basic-auth 401 on staging, other 401.
B('b-basic-401-staging', 'staging.coastline-courier.example', 'staging server answers 401 with WWW-Authenticate: Basic (not a paywall)', html('<html><head><title>401 Authorization Required</title></head><body><center><h1>401 Authorization Required</h1></center><hr><center>nginx</center></body></html>', { status: 401, headers: { 'www-authenticate': 'Basic realm="Staging"' } }), '/environment/seawall');
B('b-basic-401-de', 'dev.rheinischer-anzeiger.example', 'German dev server Basic-auth 401 ("Zugang nur für Mitarbeiter")', html('<html><body><h1>Anmeldung erforderlich</h1><p>Zugang nur für Mitarbeiter.</p></body></html>', { status: 401, headers: { 'www-authenticate': 'Basic realm="Redaktion Vorschau", charset="UTF-8"' } }), '/wirtschaft/waermepumpen');
B('b-digest-401', 'preview.setouchi-nippo.example', 'preview host with Digest auth 401', html('<html><body>401 Unauthorized</body></html>', { status: 401, headers: { 'www-authenticate': 'Digest realm="preview", qop="auth", nonce="abc123"' } }));
// Persistent 5xx.
B('b-500-always', 'www.broken-cms.example', '500 on every try', html('<html><body><h1>500 Internal Server Error</h1></body></html>', { status: 500 }));
B('b-502-always', 'www.proxy-fail.example', '502 Bad Gateway on every try', html('<html><body><h1>502 Bad Gateway</h1><hr>openresty</body></html>', { status: 502 }));
B('b-503-always', 'www.overloaded.example', '503 without Retry-After on every try', html('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>', { status: 503 }));
B('b-504-always', 'www.slow-upstream.example', '504 on every try', html('<html><body><h1>504 Gateway Timeout</h1></body></html>', { status: 504 }));

// =============================================================================================
// MISMATCH — live pages that are not the cited source
// =============================================================================================
const M = (id: string, host: string, reason: string, h: Handler, ctx: ClassifyContext, path = `/${id}`) => add(id, host, 'mismatch', reason, h, { path, context: ctx });
const soft404: [string, Topic, string, string, string, string?][] = [
  ['m-soft404-en', T.en!, 'Oops, nothing here', 'Oops, nothing here', 'The page you were looking for may have moved or never existed. Try searching our archive, or browse the latest stories below.'],
  ['m-soft404-de', T.de!, 'Seite nicht gefunden', 'Hoppla! Diese Seite gibt es nicht (mehr)', 'Die aufgerufene Seite wurde verschoben oder gelöscht. Nutzen Sie die Suche oder lesen Sie unsere aktuellen Artikel.', 'iso-8859-1'],
  ['m-soft404-fr', T.fr!, 'Page introuvable', 'Page introuvable', 'Désolé, la page que vous cherchez n’existe pas ou a été déplacée. Retrouvez nos derniers articles ci-dessous.', 'windows-1252'],
  ['m-soft404-es', T.es!, 'Página no encontrada', 'Lo sentimos, la página que buscas no existe', 'Es posible que la dirección esté mal escrita o que la noticia haya sido retirada. Te recomendamos estas noticias.'],
  ['m-soft404-ja', T.ja!, 'ページが見つかりません', 'お探しのページは見つかりませんでした', '申し訳ございません。お探しのページは削除されたか、URLが変更された可能性があります。最新のニュースは以下をご覧ください。', 'euc-jp'],
  ['m-soft404-zh', T.zh!, '页面不存在', '抱歉，您访问的页面不存在', '您要查看的网址可能已被删除、名称已被更改，或者暂时不可用。请返回首页或浏览以下热门新闻。', 'gb18030'],
  ['m-soft404-ko', T.ko!, '페이지를 찾을 수 없습니다', '요청하신 페이지를 찾을 수 없습니다', '방문하시려는 페이지의 주소가 잘못 입력되었거나, 페이지가 삭제되어 요청하신 페이지를 찾을 수 없습니다.', 'euc-kr'],
  ['m-soft404-ru', T.ru!, 'Страница не найдена', 'Такой страницы нет', 'Возможно, она была удалена или вы ошиблись в адресе. Посмотрите последние новости ниже.', 'windows-1251'],
  ['m-soft404-pl', T.pl!, 'Nie znaleziono strony', 'Ups! Ta strona nie istnieje', 'Strona, której szukasz, została usunięta lub przeniesiona. Zobacz najnowsze artykuły.', 'iso-8859-2'],
  ['m-soft404-tr', T.tr!, 'Sayfa bulunamadı', 'Aradığınız sayfa bulunamadı', 'Aradığınız içerik kaldırılmış ya da adresi değişmiş olabilir. Son haberlerimize göz atın.', 'windows-1254'],
  ['m-soft404-he', T.he!, 'הדף לא נמצא', 'אופס, הדף שחיפשת לא נמצא', 'ייתכן שהדף הוסר או שהכתובת שגויה. הנה הכתבות האחרונות שלנו.', 'windows-1255'],
];
for (const [id, t, title, h, p, cs] of soft404) {
  const charset = cs ?? 'utf-8';
  const page = chrome({ lang: t.lang, site: t.site, charset, title: `${title} - ${t.site}`, main: `<div class="err-block"><h1>${esc(h)}</h1><p>${esc(p)}</p><form action="/search"><input name="q"></form></div>${headlines(t, 6)}`, side: headlines(t, 14) + headlines(t, 8) });
  M(id, hostFor(t, 'www'), `long soft 404 ("${h}") with sidebars, HTTP 200${cs ? `, ${cs}` : ''}`, html(page, { charset }), ctxOf(t), `/${t.section.toLowerCase().replace(/[^a-z]/g, '') || 'n'}/gone-${id}`);
}
const search0: [string, Topic, string, string?][] = [
  ['m-search0-en', T.en!, 'Your search for “seawall recycled concrete” returned 0 results. Check the spelling or try fewer words.'],
  ['m-search0-de', T.de!, 'Ihre Suche nach „Wärmepumpen Altbau“ ergab 0 Treffer.', 'windows-1252'],
  ['m-search0-fr', T.fr!, 'Aucun résultat ne correspond à votre recherche « vergers normands ».'],
  ['m-search0-ja', T.ja!, '「観光列車 せとかぜ」の検索結果　0件', 'shift_jis'],
  ['m-search0-zh', T.zh!, '抱歉，没有找到与“老茶馆 评弹”相关的结果（共0条）', 'gbk'],
  ['m-search0-ru', T.ru!, 'По вашему запросу «деревянные дома Вологда» ничего не найдено.', 'koi8-r'],
  ['m-search0-es', T.es!, '0 resultados para «trigo antiguo». Prueba con otras palabras.'],
];
for (const [id, t, msg, cs] of search0) {
  const charset = cs ?? 'utf-8';
  const page = chrome({ lang: t.lang, site: t.site, charset, title: `Search – ${t.site}`, main: `<div class="search-page"><form action="/search"><input name="q" value=""><button>Go</button></form><p class="result-count">${esc(msg)}</p><ul class="results"></ul></div><div class="popular">${headlines(t, 10)}</div>`, side: headlines(t, 12) });
  const redir = id.endsWith('-ja') || id.endsWith('-de') || id.endsWith('-ru');
  if (redir) {
    out.push(target(`t-${id}`, hostFor(t, 'www'), `/search/${id}`, html(page, { charset })));
    M(id, hostFor(t, 'www'), `the cited article URL 301s to an empty search page ("0 results")${cs ? `, ${cs}` : ''}`, (req, res) => { res.writeHead(301, { location: `/search/${id}` }); res.end(); }, ctxOf(t), `/archive/${id}`);
  } else M(id, hostFor(t, 'www'), `"0 results" search page at the cited URL${cs ? `, ${cs}` : ''}`, html(page, { charset }), ctxOf(t), `/search/results/${id}`);
}
const takedown: [string, Topic, string, string?][] = [
  ['m-takedown-en', T.en!, 'This article has been removed following a legal complaint under the Digital Millennium Copyright Act. We regret any inconvenience.'],
  ['m-takedown-de', T.de!, 'Dieser Beitrag wurde aus rechtlichen Gründen entfernt. Wir bitten um Ihr Verständnis.', 'iso-8859-1'],
  ['m-takedown-fr', T.fr!, 'Cet article a été retiré à la suite d’une décision de justice.'],
  ['m-takedown-zh', T.zh!, '该内容因违反相关法律法规，已被删除。', 'gb18030'],
  ['m-takedown-ja', T.ja!, 'この記事は、権利者からの申し立てにより削除されました。', 'shift_jis'],
  ['m-takedown-ko', T.ko!, '해당 게시물은 저작권자의 요청에 의해 삭제되었습니다.', 'euc-kr'],
];
for (const [id, t, msg, cs] of takedown) {
  const charset = cs ?? 'utf-8';
  M(id, hostFor(t, 'www'), `takedown notice at the cited URL, HTTP 200${cs ? `, ${cs}` : ''}`, html(chrome({ lang: t.lang, site: t.site, charset, title: t.site, main: `<div class="removed-notice"><h2>${esc(msg)}</h2></div>${headlines(t, 8)}` }), { charset }), ctxOf(t), `/story/removed-${id}`);
}
{
  const t = T.en!;
  out.push(target('t-home-en', 'www.quay-gazette.example', '/', html(chrome({ lang: 'en', site: 'Quay Gazette', title: 'Quay Gazette — news from the coast', main: `<h1 class="sr-only">Quay Gazette</h1>${headlines(t, 20)}`, side: headlines(t, 10) }))));
  M('m-redirect-home', 'www.quay-gazette.example', 'the cited article 301s to the home page', (req, res) => { res.writeHead(301, { location: '/' }); res.end(); }, ctxOf(t), '/2024/03/seawall-recycled');
  const d = T.de!;
  out.push(target('t-home-de', 'www.kreisblatt-rhein.example', '/startseite', html(chrome({ lang: 'de', site: 'Kreisblatt Rhein', title: 'Kreisblatt Rhein – Nachrichten', main: headlines(d, 20) }))));
  M('m-metarefresh-home-de', 'www.kreisblatt-rhein.example', 'meta refresh from the cited URL to the German home page', html((u) => `<html><head><meta http-equiv="refresh" content="0; url=/startseite"></head><body></body></html>`), ctxOf(d), '/artikel/waermepumpen');
  const f = T.fr!;
  out.push(target('t-section-fr', 'www.echo-bocage.example', '/territoires', html(chrome({ lang: 'fr', site: 'L’Écho du Bocage', title: 'Territoires – L’Écho du Bocage', main: `<h1>Territoires</h1>${headlines(f, 20)}` }))));
  M('m-refresh-section-fr', 'www.echo-bocage.example', 'Refresh header from the cited URL to a section front', html('', { headers: { refresh: '0;url=/territoires' } }), ctxOf(f), '/territoires/vergers-2022');
  M('m-parked-en', 'seawall-news.example', 'parked domain "This domain is for sale"', html(chrome({ lang: 'en', site: 'seawall-news.example', title: 'seawall-news.example', main: '<h1>seawall-news.example</h1><p>This domain is for sale! Make an offer today.</p><p>Related searches: Seawall Construction · Concrete Recycling · Coastal Engineering</p>' })), ctxOf(t), '/2024/seawall');
  M('m-parked-de', 'waermepumpe-ratgeber.example', 'parked German domain "Diese Domain kann erworben werden"', html(chrome({ lang: 'de', site: 'waermepumpe-ratgeber.example', title: 'waermepumpe-ratgeber.example', main: '<h1>Diese Domain kann erworben werden</h1><p>Sie sind an dieser Domain interessiert? Kontaktieren Sie den Inhaber.</p>' })), ctxOf(d), '/artikel/altbau');
  // Another story: a real article, but not the one cited.
  M('m-other-story-en', hostFor(T.en!, 'www4'), 'a real article on the same site about something else (cited: the seawall)', html(newsroom({ ...T.en!, title: 'Lifeboat crew marks 150 years with open day', paras: ['The Port Avelin lifeboat crew celebrated the station’s 150th anniversary on Saturday with an open day that drew more than two thousand visitors.', 'Volunteers demonstrated a cliff rescue and invited children aboard the all-weather boat. The station has launched over 3,400 times since 1874.', 'A new boathouse, funded by a legacy from a local fisherman, is due to open next year.', 'The crew is looking for new volunteers, particularly people who live or work within five minutes of the station.'] })), ctxOf(T.en!), '/environment/seawall-recycled-concrete');
  M('m-other-story-ja', hostFor(T.ja!, 'www4'), 'Japanese: another article of the same paper at the cited URL', html(newsroom({ ...T.ja!, title: '瀬戸内の島で秋祭り、三年ぶりに開催', paras: ['瀬戸内海の島で、三年ぶりとなる秋祭りが開かれ、多くの帰省客でにぎわった。', '神輿が港から神社までの坂道を練り歩き、島の子どもたちが太鼓を披露した。', '祭りの実行委員会は来年、島外からの参加者を募る方針だ。'] }, { charset: 'shift_jis' }), { charset: 'shift_jis' }), ctxOf(T.ja!), '/keizai/setokaze-2019');
  M('m-other-story-ru', hostFor(T.ru!, 'www4'), 'Russian: the cited URL now shows a different article', html(portal({ ...T.ru!, title: 'В Вологде открыли новый мост через реку', paras: ['В Вологде после трёх лет строительства открыли новый автомобильный мост через реку Вологду.', 'Мост длиной 280 метров должен разгрузить центр города.', 'Стоимость строительства составила 2,4 миллиарда рублей.'] }, { charset: 'windows-1251' }), { charset: 'windows-1251' }), ctxOf(T.ru!), '/gorod/doma-2020');
}

// =============================================================================================
// INVALID — definitive answers
// =============================================================================================
const I = (id: string, host: string, reason: string, h: Handler, path = `/${id}`) => add(id, host, 'invalid', reason, h, { path, context: { title: 'A cited page', claims: [] } });
I('i-404-rich-en', hostFor(T.en!, 'www'), '404 with a full site page and sidebars', html(chrome({ lang: 'en', site: T.en!.site, title: 'Page not found', main: `<h1>Oops, nothing here</h1>${headlines(T.en!, 10)}`, side: headlines(T.en!, 12) }), { status: 404 }), '/environment/missing-story');
I('i-404-ja', hostFor(T.ja!, 'www'), '404 Japanese, Shift_JIS', html('<html><head><meta charset="Shift_JIS"><title>404 ページが見つかりません</title></head><body><h1>お探しのページは見つかりませんでした</h1></body></html>', { status: 404, charset: 'shift_jis' }), '/keizai/missing');
I('i-404-zh', hostFor(T.zh!, 'www'), '404 Chinese, GBK', html('<html><head><meta charset="gbk"><title>404</title></head><body><h1>页面不存在</h1></body></html>', { status: 404, charset: 'gbk' }), '/news/missing.shtml');
I('i-404-article-like', hostFor(T.de!, 'www'), '404 status with a body of related teasers (status is definitive)', html(newsroom({ ...T.de!, title: 'Seite nicht gefunden' }, { byline: false }), { status: 404 }), '/wirtschaft/verschwunden');
I('i-410-en', 'www.old-portal.example', '410 Gone', html('<html><body><h1>Gone</h1><p>The requested resource is no longer available on this server and there is no forwarding address.</p></body></html>', { status: 410 }));
I('i-410-fr', 'www.ancien-site.example', '410 Gone, French page', html('<html><body><h1>Contenu supprimé</h1></body></html>', { status: 410 }));
out.push(target('t-404-dest', hostFor(T.es!, 'www'), '/no-existe', html('<html><body><h1>404</h1></body></html>', { status: 404 })));
I('i-redirect-to-404', hostFor(T.es!, 'www'), '301 to a page that answers 404', (req, res) => { res.writeHead(301, { location: '/no-existe' }); res.end(); }, '/campo/trigo-viejo');
out.push(target('t-mr-404', hostFor(T.ko!, 'www'), '/deleted', html('<html><body>Not Found</body></html>', { status: 404 })));
I('i-metarefresh-to-404', hostFor(T.ko!, 'www'), 'meta refresh to a 404 (followed like a redirect, checked like one)', html('<html><head><meta http-equiv="refresh" content="0;url=/deleted"></head><body>이동 중…</body></html>'), '/news/old.php');
out.push(target('t-rh-410', hostFor(T.el!, 'www'), '/removed', html('<html><body>Gone</body></html>', { status: 410 })));
I('i-refresh-to-410', hostFor(T.el!, 'www'), 'Refresh header to a 410', html('', { headers: { refresh: '0; url=/removed' } }), '/arthro/4411');
out.push(target('t-loop-b', 'www.loop-site.example', '/b', (req, res) => { res.writeHead(302, { location: '/a' }); res.end(); }));
I('i-redirect-loop', 'www.loop-site.example', 'redirect loop /a → /b → /a', (req, res) => { res.writeHead(302, { location: '/b' }); res.end(); }, '/a');
I('i-binary-random', 'www.junk-host.example', 'binary junk served as text/html', (req, res) => { const b = Buffer.alloc(6000); let x = 12345; for (let i = 0; i < b.length; i++) { x = (x * 1103515245 + 12345) >>> 0; b[i] = x >>> 24; } write(res, { body: b, type: 'text/html' }); });
I('i-binary-png', 'img.junk-host.example', 'a PNG image served as text/html; charset=utf-8', (req, res) => { const b = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(4000, 0xa7)]); write(res, { body: b, type: 'text/html; charset=utf-8' }); });
I('i-binary-gzip-noheader', 'dl.junk-host.example', 'gzip bytes served as text/html without Content-Encoding', (req, res) => { const zl = require('node:zlib') as typeof import('node:zlib'); const b = zl.gzipSync(Buffer.from('x'.repeat(50000) + Math.random().toString(36).repeat(200))); write(res, { body: b, type: 'text/html' }); });
I('i-malformed-status', 'www.bad-server.example', 'malformed HTTP answer (no status line)', rawAnswer(() => Buffer.from('garbage garbage garbage\r\n\r\n')));
I('i-malformed-length', 'www.bad-server2.example', 'malformed answer: Content-Length is not a number', rawAnswer(() => Buffer.from('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: abc\r\n\r\n<html>hi</html>')));
I('i-redirect-private', 'www.ssrf-bait.example', 'redirect to a private address (10.0.0.7): unsafe target', (req, res) => { res.writeHead(302, { location: 'http://10.0.0.7/admin' }); res.end(); });
I('i-redirect-metadata', 'www.ssrf-bait2.example', 'redirect to the cloud metadata address: unsafe target', (req, res) => { res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }); res.end(); });
I('i-redirect-file', 'www.ssrf-bait3.example', 'redirect to a file: URL: unsafe scheme', (req, res) => { res.writeHead(302, { location: 'file:///etc/passwd' }); res.end(); });

export function blind13Cases(): CorpusCase[] {
  return toCases('blind13', out);
}

/**
 * Twenty-second held-out status set (`node dist/test/accuracy/run.js --set blind22`, never part of
 * the default run). Theme: what research reports cite from finance, business and markets —
 * investor-relations releases and annual-report PDFs, press-release wires (syndicated and removed
 * copies), quote and market-data pages (JS shells with the figures in JSON state, delayed-data
 * notes, "symbol not found"), company registries (profiles, search forms, captcha gates, paid
 * extracts), fund factsheets behind investor-type / jurisdiction gates, exchange and central-bank
 * notices, rating agencies and research houses behind free registration, financial news behind
 * metered and subscriber walls, crypto trackers (challenges, delisted tokens), bank rate pages
 * (geo-blocks, region pickers), job postings (filled, expired), merger redirects, firms that no
 * longer exist (parked domains, "ceased trading"), and transport quirks (consent walls, WAF
 * rejections, Retry-After, legacy charsets of Asian and Eastern European sites).
 *
 * Written from issue 12, /work/shared/CONTRACT.md, the "Three labelling rules the table implies"
 * paragraph of docs/online-validation.md, blindkit.ts, corpus.ts's types, run.ts, the first 60
 * lines of blind9.ts and serveCorpus in score.ts — without reading the classifier, the other sets'
 * pages or the rest of the docs. Pages: blind22pages.ts (templates), blind22text.ts (stories).
 * Languages: en, de, fr, es, it, pt, nl, sv, pl, cs, ru, uk, el, ar, ja, zh, zh-TW, ko, th, tr,
 * vi, hi; charsets windows-1250/1251/1252/1254/1256, ISO-8859-2/7, KOI8-U, Shift_JIS, EUC-KR,
 * GB18030, Big5, TIS-620 besides UTF-8.
 *
 * Labelling (issue 12 and the three rules): the cited source, readable by any reader = valid
 * (a quote page whose figures a browser renders from the page's embedded JSON state is the cited
 * quote page; a factsheet under a dismissable investor-type modal with the factsheet in the page is
 * the factsheet — debatable, the reader clicks "private investor" and reads it); metered, subscriber,
 * free-registration walls, paid registry extracts and isAccessibleForFree=false = paywalled;
 * bot/JS challenges, WAF rejections, captchas, consent and pay-or-consent walls, geo-blocks, region
 * pickers and investor-type gates that serve no content (debatable: a free click gets past them,
 * as with consent), rate limits, maintenance and database errors, Basic-auth 401, other 4xx/5xx that
 * persist = blocked; a live page that is not the cited source (document no longer available,
 * removed release, symbol not found, delisted token, position filled, parked domain, ceased
 * trading, empty registry search, deep link sent to a home page or listing, another company's or
 * another quarter's release) = mismatch; 404/410, loops, unsafe targets, malformed answers and
 * binary junk = invalid.
 *
 * FIRST SIGHT (set committed at 4a04bbc on main ac18197's rules, scored once with
 * `nice -n 5 npm run build && node dist/test/accuracy/run.js --set blind22`, before any rule
 * changed): status 147/157 = 93.6 %; live pages called invalid 0; quote checks 99/100 right;
 * quote_found true for an absent quote 0. Confusion (expected → got):
 *   valid      71 valid, 2 blocked
 *   paywalled  17 paywalled, 2 valid
 *   blocked    26 blocked, 1 valid
 *   mismatch   19 mismatch, 4 valid, 1 blocked
 *   invalid    14 invalid
 * Misses: valid→blocked: the two quote pages whose figures live only in __NEXT_DATA__ (en, zh-TW;
 * "no meaningful content"); paywalled→valid: the subscriber-only markets-data table ("available to
 * Premium subscribers" over a blurred table) and the German register's per-document fee page
 * ("Gebühr 4,50 € … kostenpflichtig abrufen"); blocked→valid: the Chinese registry's click-captcha
 * (请完成验证 … 验证码); mismatch→valid: another quarter's release at the cited IR URL, the Chinese
 * empty disclosure search (没有找到…相关的公告), the French liquidated-fund notice ("Ce fonds a été
 * liquidé … ne sont plus disponibles"), the wire newsroom with "0 news releases"; mismatch→blocked:
 * the "has ceased trading" administrators' notice (near-empty page read as an interstitial).
 * Quote: missed the Expansión quote, which the set cut mid-number ("… en 14,2" where the page says
 * "14,20") — an authoring slip of the set, not a rule question; after first sight the quote was written
 * out whole ("… en 14,20 euros por acción"), the only label change. No status label changed.
 * After the class fixes (cls-b22-* in classes.ts; docs/online-validation.md rows "s12, from blind22"):
 * 153/157 = 97.5 %, live pages called invalid 0, quotes 100/100, 0 false found. Left: the two
 * JSON-state quote pages (figures as key/value data, no prose for the hydration reader; `blocked`
 * sends them up the ladder — labelled debatable), another quarter's release at the cited IR URL
 * (shares the cited title's words; relevance is word overlap) and the wire newsroom with "0 news
 * releases" (a listing, not a search-shaped page). This set is now tuned and no longer measures
 * unseen pages.
 */
import { entry, esc, hostOf, linkList, pdf, rawAnswer, redirect, respond, serveArticle, article, target, toCases, wrap, write, type Entry, type Send } from './blindkit';
import type { CorpusCase, Handler, QuoteCheck } from './corpus';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';
import { finShell, fundPage, irRelease, jobPage, newsPage, noticePage, quotePage, registryPage, wireRelease, type Story } from './blind22pages';
import { S } from './blind22text';

const q = (quote: string, present = true): QuoteCheck => ({ quote, present });
const C = (s: Story): ClassifyContext => ({ title: s.title, claims: [s.claim], quotes: [s.quote] });
const out: Entry[] = [];

type O = Omit<Send, 'body'> & { path?: string; context?: ClassifyContext; quotes?: QuoteCheck[] };
/** One HTML answer (built once, or from the page's URL). */
function add(id: string, host: string, expected: CitationStatus, reason: string, body: string | Buffer | ((url: string) => string), o: O = {}): void {
  const { path, context, quotes, ...send } = o;
  out.push(entry(id, host, expected, reason, (req, res, web) => write(res, { ...send, body: typeof body === 'function' ? body(`${web.origin(hostOf(req))}${(req.url ?? '/').split('?')[0]}`) : body }), { path, context, quotes }));
}
function addH(id: string, host: string, expected: CitationStatus, reason: string, handle: Handler, o: { path?: string; context?: ClassifyContext; quotes?: QuoteCheck[] } = {}): void {
  out.push(entry(id, host, expected, reason, handle, o));
}
/** Variants of a quote as a report writes it: straight quotes, NBSP, soft hyphen, NFD, dash. */
const straight = (s: string) => s.replace(/[‘’]/g, "'").replace(/[“”„]/g, '"');
const curly = (s: string) => s.replace(/'/g, '’');
const nbsp = (s: string) => s.replace(/ (?=\d)/, '\u00a0');
const shy = (s: string) => s.replace(/(\p{L}{4})(\p{L}{4,})/u, '$1\u00ad$2');
const nfd = (s: string) => s.normalize('NFD');

// =============================================================================================
// VALID — the cited source, readable
// ---------------------------------------------------------------------------------------------
// Investor-relations releases on the companies' own sites.
add('v-ir-nordfreight', 'www.nordicfreight.example', 'valid', 'IR press release (Q3 trading update), modern corporate IR chrome, PDF link', irRelease(S.nordfreight!, { pdfLink: true }),
  { path: '/investors/news/2026/q3-trading-update', context: C(S.nordfreight!), quotes: [q(S.nordfreight!.quote), q(nbsp('revenue of £1.42 billion for the three months ended 30 September 2026')), q('We are raising our full-year guidance for adjusted operating profit to between £700 million and £720 million.', false)] });
add('v-ir-solvane', 'investors.solvane.example', 'valid', 'biotech IR release (Sitecore-style), quote cited with curly quotes where the page has straight ones', irRelease(S.solvane!, { variant: 'sitecore' }),
  { path: '/news-releases/news-release-details/solvane-therapeutics-announces-positive-topline-results-phase-3', context: C(S.solvane!), quotes: [q('“These data put SLV-204 among the most effective oral therapies studied in psoriasis,”'), q(S.solvane!.quote)] });
add('v-ir-rheinwerk', 'www.rheinwerk-ag.example', 'valid', 'German ad-hoc release on an old table-layout IR site, windows-1252 (€, „“, –)', irRelease(S.rheinwerk!, { variant: 'table', pdfLink: true }),
  { path: '/ir/news/adhoc_2026_10_14.html', charset: 'windows-1252', context: C(S.rheinwerk!), quotes: [q(S.rheinwerk!.quote), q('„Wir reagieren auf die schwächere Nachfrage mit einem Programm zur Senkung der Sachkosten um 80 Mio. €“', false)] });
add('v-ir-lumiere', 'www.lumiere-groupe.example', 'valid', 'French annual results release, windows-1252, quote cited with straight apostrophes', irRelease(S.lumiere!),
  { path: '/finance/communiques/resultats-annuels-2025', charset: 'windows-1252', context: C(S.lumiere!), quotes: [q(S.lumiere!.quote), q("Le Groupe Lumière Distribution (Euronext Paris : LUMD) publie un chiffre d'affaires consolidé de 3,8 milliards d'euros")] });
add('v-ir-fondiaria', 'www.fondiaria-assicurazioni.example', 'valid', 'Italian insurer half-year release', irRelease(S.fondiaria!, { pdfLink: true }),
  { path: '/investor-relations/comunicati-stampa/2026/risultati-primo-semestre', context: C(S.fondiaria!), quotes: [q(S.fondiaria!.quote), q(nbsp('utile netto consolidato di 412 milioni di euro'))] });
add('v-ir-cafeira', 'ri.cafeira.example', 'valid', 'Brazilian "fato relevante" on the RI site', irRelease(S.cafeira!, { forwardLooking: false }),
  { path: '/comunicados-e-fatos-relevantes/2026/conclusao-aquisicao-torrefacao-serrana', context: C(S.cafeira!), quotes: [q(S.cafeira!.quote)] });
add('v-ir-skogskraft', 'www.skogskraft.example', 'valid', 'Swedish interim report release, quote cited with an en dash lead', irRelease(S.nordea_sv!),
  { path: '/investerare/pressmeddelanden/delarsrapport-q3-2026', context: C(S.nordea_sv!), quotes: [q(`– ${S.nordea_sv!.quote}`), q(nbsp('Rörelseresultatet ökade till 1 240 MSEK'))] });
add('v-ir-wisla', 'www.wisla-energia.example', 'valid', 'Polish current report on a table-layout IR site, ISO-8859-2', irRelease(S.wisla!, { variant: 'table' }),
  { path: '/relacje-inwestorskie/raporty-biezace/2026/18', charset: 'iso-8859-2', context: C(S.wisla!), quotes: [q(S.wisla!.quote), q('Nadzwyczajne walne zgromadzenie zwołano na 15 sierpnia 2026 r.', false)] });
add('v-ir-uralneft', 'www.uralneftegaz.example', 'valid', 'Russian dividend recommendation, windows-1251', irRelease(S.uralneft!),
  { path: '/investors/news/2026/dividendy', charset: 'windows-1251', context: C(S.uralneft!), quotes: [q(S.uralneft!.quote), q(nfd('Годовое собрание акционеров пройдёт 26 июня в заочной форме.'))] });
add('v-ir-dniprobank', 'dniprobank.example', 'valid', 'Ukrainian bank results on a table-layout site, KOI8-U', irRelease(S.dniprobank!, { variant: 'table', forwardLooking: false }),
  { path: '/about/news/2026/zvit-9m', charset: 'koi8-u', context: C(S.dniprobank!), quotes: [q(S.dniprobank!.quote)] });
add('v-ir-aigaio', 'www.aigaio-naftiliaki.example', 'valid', 'Greek half-year results, ISO-8859-7, quote cited in NFD', irRelease(S.aigaio!, { variant: 'table' }),
  { path: '/ependytes/anakoinoseis/examino-2026', charset: 'iso-8859-7', context: C(S.aigaio!), quotes: [q(nfd(S.aigaio!.quote))] });
add('v-ir-khaleej', 'www.khaleej-bank.example', 'valid', 'Arabic sukuk release, windows-1256, RTL', irRelease(S.khaleej!),
  { path: '/ar/investor-relations/news/sukuk-2026', charset: 'windows-1256', context: C(S.khaleej!), quotes: [q(S.khaleej!.quote)] });
add('v-ir-sakura', 'www.sakura-denshi.example', 'valid', 'Japanese 決算短信 on a table-layout IR page, Shift_JIS', irRelease(S.sakura!, { variant: 'table', pdfLink: true }),
  { path: '/ir/news/2026/20261106.html', charset: 'shift_jis', context: C(S.sakura!), quotes: [q(S.sakura!.quote), q('通期の営業利益は1,200億円（前回予想1,020億円）を見込んでおります。', false)] });

// Exchange / regulator / central-bank notices (older layouts, legacy charsets).
add('v-cb-bceao', 'www.banque-centrale-ao.example', 'valid', 'central-bank monetary-policy communiqué (French)', noticePage(S.bceao!, { org: 'Banque Centrale', crumb: 'Accueil > Communiqués > Politique monétaire' }),
  { path: '/fr/communiques/cpm-2026-3', context: C(S.bceao!), quotes: [q(S.bceao!.quote)] });
add('v-ex-huaxin', 'static.cninfo-like.example', 'valid', 'Shanghai-style listed-company announcement, GB18030', noticePage(S.huaxin!, { org: '信息披露平台', crumb: '首页 > 公告 > 业绩预告' }),
  { path: '/finalpage/2026-10-10/1219876543.html', charset: 'gb18030', context: C(S.huaxin!), quotes: [q(S.huaxin!.quote)] });
add('v-ex-taiyi', 'mops.twse-like.example', 'valid', 'Taiwan monthly revenue notice, Big5', noticePage(S.taiyi!, { org: '公開資訊觀測站', crumb: '首頁 > 重大訊息 > 營收公告' }),
  { path: '/mops/web/t05st01_detail', charset: 'big5', context: C(S.taiyi!), quotes: [q(S.taiyi!.quote)] });
add('v-ex-hanbit', 'dart.fss-like.example', 'valid', 'Korean disclosure (DART-style), EUC-KR', noticePage(S.hanbit!, { org: '전자공시시스템', crumb: '공시서류검색 > 주요사항보고서' }),
  { path: '/dsaf001/main.do', charset: 'euc-kr', context: C(S.hanbit!), quotes: [q(S.hanbit!.quote)] });
add('v-ex-siam', 'www.set-like.example', 'valid', 'Thai exchange company news, TIS-620', noticePage(S.siam!, { org: 'ตลาดหลักทรัพย์', crumb: 'หน้าแรก > ข่าวบริษัทจดทะเบียน' }),
  { path: '/th/market/news-and-alert/newsdetails', charset: 'tis-620', context: C(S.siam!), quotes: [q(S.siam!.quote)] });
add('v-ex-vltava', 'www.pse-like.example', 'valid', 'Prague exchange issuer notice, windows-1250', noticePage(S.vltava!, { org: 'Burza cenných papírů Praha', crumb: 'Emitenti > Oznámení > Dividendy' }),
  { path: '/emitenti/oznameni/vltava-dividenda-2026', charset: 'windows-1250', context: C(S.vltava!), quotes: [q(S.vltava!.quote)] });
add('v-ex-anadolu', 'www.kap-like.example', 'valid', 'Turkish disclosure platform notice, windows-1254, charset only in meta', noticePage(S.anadolu!, { org: 'Kamuyu Aydınlatma Platformu', crumb: 'Bildirimler > Özel Durum Açıklaması' }),
  { path: '/tr/Bildirim/1187654', charset: 'windows-1254', type: 'text/html', context: C(S.anadolu!), quotes: [q(S.anadolu!.quote)] });

// Press-release wires: syndicated copies.
add('v-wire-nordfreight', 'www.prwire-news.example', 'valid', 'wire copy of the IR release (dateline, SOURCE line, more releases)', wireRelease(S.nordfreight!, { name: 'PR Wire', tag: 'PRWire' }),
  { path: '/news-releases/nordic-freight-group-reports-third-quarter-revenue-302214718.html', context: C(S.nordfreight!), quotes: [q('Our ferry and container businesses both grew faster than the market this quarter')] });
add('v-wire-solvane', 'www.globe-wire.example', 'valid', 'biotech release on a second wire', wireRelease(S.solvane!, { name: 'GlobeWire', tag: 'GlobeWire' }),
  { path: '/news-release/2026/06/02/2891234/0/en/Solvane-Therapeutics-Announces-Positive-Topline-Results.html', context: C(S.solvane!), quotes: [q('The trial enrolled 812 patients at 94 sites in North America and Europe.'), q('The trial enrolled 912 patients at 94 sites in North America and Europe.', false)] });
add('v-wire-kestrel', 'www.business-wire.example', 'valid', 'merger announcement on a wire (original of the redirected IR page)', wireRelease(S.kestrel!, { name: 'Business Wire', tag: 'Business Wire' }),
  { path: '/news/home/20250915005123/en/Kestrel-Mining-and-Aurelia-Resources-to-Combine', context: C(S.kestrel!), quotes: [q(S.kestrel!.quote)] });
add('v-wire-iberenergia', 'www.comunicae-like.example', 'valid', 'Spanish wire copy of an IPO pricing release', wireRelease(S.iberenergia!, { name: 'Comunicados Financieros', tag: 'CF' }),
  { path: '/nota/iberenergia-renovables-fija-el-precio-de-su-salida-a-bolsa-1287', context: C(S.iberenergia!), quotes: [q(S.iberenergia!.quote)] });
add('v-wire-rheinwerk', 'www.dgap-like.example', 'valid', 'German ad-hoc on a regulatory news service (UTF-8 copy of the windows-1252 IR page)', wireRelease(S.rheinwerk!, { name: 'EQS-News', tag: 'EQS', lang: 'de' }),
  { path: '/news/rheinwerk-maschinenbau-ag-senkt-umsatzprognose/2087731', context: C(S.rheinwerk!), quotes: [q(straight(S.rheinwerk!.quote))] });

// Financial and business news, free to read.
const kitNews = (id: string, host: string, path: string, s: Story, site: string, reason: string, quotes: QuoteCheck[], over: Record<string, unknown> = {}) =>
  out.push(entry(id, host, 'valid', reason, serveArticle(article({ site, siteUrl: `https://${host}`, lang: s.lang.slice(0, 2), title: s.title, author: s.author ?? null, date: s.date, section: 'Business', paras: s.paras, charset: s.charset, cookie: true, ...over }), { charset: 'charset' in over ? (over.charset as string | undefined) : s.charset }), { path, context: C(s), quotes }));
kitNews('v-news-tagesgeld', 'www.geldratgeber.example', '/tagesgeld/nordbank-direkt-erhoeht-zins', S.sparkasse!, 'Geldratgeber', 'German personal-finance news (savings rate), WordPress, cookie banner', [q(S.sparkasse!.quote)], { template: 'wp', related: ['Festgeld-Vergleich', 'ETF-Sparplan'] });
kitNews('v-news-austral', 'www.cronista-like.example', '/finanzas-mercados/banco-austral-sube-tasa-plazo-fijo', S.bancoaustral!, 'El Cronista Financiero', 'Spanish (Argentina) bank-rate news', [q(S.bancoaustral!.quote)], { template: 'arc', ads: true });
kitNews('v-news-havenbank', 'nos-like.example', '/artikel/2512345-havenbank-schrapt-1200-banen', S.havenbank!, 'NOS-achtig', 'Dutch public broadcaster business story, quote cited with straight quotes', [q(straight(`‘${S.havenbank!.quote}’`))], { template: 'drupal' });
kitNews('v-news-saigon', 'cafef-like.example', '/ngan-hang-sai-gon-phat-trien-bao-lai-188261028.chn', S.saigon!, 'CafeF', 'Vietnamese financial news', [q(S.saigon!.quote)], { template: 'plain', ads: true });
kitNews('v-news-bharat', 'hindi.moneycontrol-like.example', '/news/business/ipo/bharat-finserv-ipo-subscription-1287.html', S.bharat!, 'मनीकंट्रोल हिंदी', 'Hindi IPO news', [q(S.bharat!.quote)], { template: 'arc' });
kitNews('v-news-copper-syndicated', 'www.miningweekly-like.example', '/article/copper-hits-record-2026-09-22', S.copper!, 'Mining Weekly', 'free syndicated copy of the metals story (the original is metered)', [q(S.copper!.quote), q(S.copper!.quote.replace('38', '28'), false)], { template: 'ghost' });
kitNews('v-news-sakura-kabu', 'kabutan-like.example', '/news/marketnews/n202611060412', S.sakura!, '株探', 'Japanese stock news site relaying the earnings revision (UTF-8)', [q(S.sakura!.quote)], { template: 'plain', charset: undefined });
kitNews('v-news-uralneft', 'www.interfax-like.example', '/business/1012345', S.uralneft!, 'Интерфакс-like', 'Russian business wire news (UTF-8 copy)', [q(S.uralneft!.quote)], { template: 'drupal', charset: undefined });
kitNews('v-news-huaxin', 'finance.sina-like.example', '/stock/relnews/cn/2026-10-10/doc-inhxyz.shtml', S.huaxin!, '新浪财经', 'Chinese finance portal relaying the announcement (UTF-8)', [q(S.huaxin!.quote)], { template: 'arc', ads: true, charset: undefined });
kitNews('v-news-hanbit', 'www.hankyung-like.example', '/economy/article/202605130812i', S.hanbit!, '한국경제', 'Korean business news (UTF-8 copy of the disclosure)', [q(S.hanbit!.quote)], { template: 'plain', charset: undefined });
kitNews('v-news-aigaio', 'www.naftemporiki-like.example', '/finance/story/1789012/aigaio-naftiliaki-examino', S.aigaio!, 'Ναυτεμπορική', 'Greek financial news (UTF-8 copy)', [q(S.aigaio!.quote)], { template: 'wp', charset: undefined });
kitNews('v-news-lumiere', 'www.zonebourse-like.example', '/cours/action/GROUPE-LUMIERE-4712/actualite/Groupe-Lumiere-chiffre-d-affaires-annuel-45123/', S.lumiere!, 'Zonebourse', 'French market news relaying the results', [q(S.lumiere!.quote)], { template: 'arc', ads: true, charset: undefined });

kitNews('v-news-wisla', 'www.bankier-like.example', '/wiadomosc/Wisla-Energia-emisja-akcji-2-4-mld-zl-8812345.html', S.wisla!, 'Bankier-like', 'Polish finance portal (UTF-8 copy of the current report)', [q(S.wisla!.quote)], { template: 'arc', ads: true, charset: undefined });
kitNews('v-news-vltava', 'www.e15-like.example', '/firmy-a-trhy/vltava-pojistovna-dividenda-84-kc-1412345', S.vltava!, 'E15-like', 'Czech business news, windows-1250', [q(S.vltava!.quote)], { template: 'wp' });
kitNews('v-news-dniprobank', 'www.epravda-like.example', '/news/2026/10/20/dniprobank-prybutok/', S.dniprobank!, 'Економічна правда-like', 'Ukrainian business news (UTF-8)', [q(S.dniprobank!.quote)], { template: 'plain', charset: undefined });
kitNews('v-news-anadolu', 'www.bloomberght-like.example', '/anadolu-tekstil-bedelsiz-sermaye-artirimi-3712345', S.anadolu!, 'BloombergHT-like', 'Turkish market news (UTF-8)', [q(S.anadolu!.quote)], { template: 'arc', charset: undefined });
kitNews('v-news-khaleej-ar', 'www.alborsa-like.example', '/news/banks/2026/03/04/khaleej-sukuk', S.khaleej!, 'البورصة', 'Arabic market news (UTF-8, RTL)', [q(S.khaleej!.quote)], { template: 'drupal', charset: undefined });
kitNews('v-news-bceao', 'www.financialafrik-like.example', '/2026/09/11/la-banque-centrale-maintient-son-taux-directeur/', S.bceao!, 'Financial Afrik-like', 'French-language African finance news relaying the communiqué', [q(curly("Le Comité a décidé de maintenir inchangé le principal taux directeur"))], { template: 'wp', ads: true });
kitNews('v-news-taiyi', 'news.cnyes-like.example', '/news/id/5712345', S.taiyi!, '鉅亨網', 'Taiwanese market news (UTF-8 copy)', [q(S.taiyi!.quote)], { template: 'arc', charset: undefined });
kitNews('v-news-siam', 'www.kaohoon-like.example', '/content/712345', S.siam!, 'ข่าวหุ้น', 'Thai stock news (UTF-8 copy)', [q(S.siam!.quote)], { template: 'plain', charset: undefined });
kitNews('v-news-kaiun-free', 'www.jiji-like.example', '/jc/article/2026080100612', S.nikkeiwire!, '時事ドットコム', 'Japanese wire news, free (the Nikkei-style copy is member-only)', [q(S.nikkeiwire!.quote)], { template: 'plain' });
add('v-wire-skogskraft', 'news.cision-like.example', 'valid', 'Swedish interim report on a regulatory wire (Cision-style)', wireRelease(S.nordea_sv!, { name: 'Cision News', tag: 'Cision', lang: 'sv' }),
  { path: '/se/skogskraft-ab/r/delarsrapport-januari-september-2026,c4123456', context: C(S.nordea_sv!), quotes: [q(S.nordea_sv!.quote)] });
add('v-wire-rating', 'www.business-wire.example', 'valid', 'rating agency’s free press release of the rating action on a wire (the full research is behind registration)', wireRelease(S.ratings!, { name: 'Business Wire', tag: 'Business Wire' }),
  { path: '/news/home/20260717005901/en/Meridian-Ratings-Downgrades-Halvorsen-Retail-Group-to-B', context: C(S.ratings!), quotes: [q(S.ratings!.quote)] });
{
  const cbPdf = pdf({ title: 'Communique de presse du Comite de politique monetaire', author: 'Banque Centrale', date: '2026-09-10', pages: [wrap(S.bceao!.paras.map((p) => p.replace(/’/g, "'")).join('\n'))] });
  addH('v-pdf-cb', 'www.banque-centrale-ao.example', 'valid', 'central-bank communiqué as a PDF (application/pdf)', respond({ body: cbPdf, type: 'application/pdf' }),
    { path: '/sites/default/files/2026-09/communique-cpm-10-septembre-2026.pdf', context: C(S.bceao!), quotes: [q(S.bceao!.quote)] });
}

// Market data: quote pages.
add('v-quote-shell-nfg', 'www.marketdata-hub.example', 'valid', 'quote page as a Next.js shell: figures and profile only in __NEXT_DATA__ (a browser renders them) — debatable: no visible text without JS',
  quotePage({ lang: 'en', site: 'MarketData Hub', symbol: 'NFG.L', name: 'Nordic Freight Group plc', exchange: 'LSE', price: '1,284.50', change: '+2.31%', currency: 'GBp', mode: 'shell', profile: 'Nordic Freight Group plc operates ferry, container and port terminal businesses across northern Europe, with 64 vessels and 21 port terminals.', extraData: { marketCap: '4.1B', trailingPE: 14.2, dividendYield: '3.1%' } }),
  { path: '/quote/NFG.L', context: { title: 'Nordic Freight Group plc (NFG.L) share price', claims: ['Nordic Freight Group operates 64 vessels and 21 port terminals and trades on the LSE as NFG.'] } });
add('v-quote-table-slvn', 'www.stockfacts.example', 'valid', 'server-rendered quote page with a delayed-data note', quotePage({ lang: 'en', site: 'StockFacts', symbol: 'SLVN', name: 'Solvane Therapeutics, Inc.', exchange: 'Nasdaq', price: '48.17', change: '+61.4%', currency: 'USD', mode: 'table', profile: 'Solvane Therapeutics is a clinical-stage biopharmaceutical company developing SLV-204, an oral therapy for moderate-to-severe plaque psoriasis, in the Phase 3 TRELLIS trial.', extraData: { 'Day range': '39.02 – 51.88', Volume: '18,402,117', 'Market cap': '3.2B' } }),
  { path: '/symbol/SLVN', context: { title: 'Solvane Therapeutics (SLVN) stock quote', claims: ['Solvane Therapeutics shares rose 61.4% to $48.17 after the TRELLIS Phase 3 results.'] } });
add('v-quote-table-sakura', 'stocks.kabuka-like.example', 'valid', 'Japanese quote page, Shift_JIS', quotePage({ lang: 'ja', site: '株価情報', symbol: '6789', name: '桜電子工業', exchange: '東証プライム', price: '8,432', change: '+7.12%', currency: '円', mode: 'table', charset: 'shift_jis', delayed: '株価は20分以上遅れて表示されます。', profile: '桜電子工業は半導体製造装置の大手で、車載向け半導体製造装置に強みを持つ。東証プライム上場。', extraData: { 時価総額: '2兆1,480億円', 'PER（予想）': '24.3倍', 配当利回り: '1.42%' } }),
  { path: '/stock/6789', charset: 'shift_jis', context: { title: '桜電子工業（6789）の株価', claims: ['桜電子工業の株価は8,432円、時価総額は2兆1,480億円。'] } });
add('v-quote-shell-taiyi', 'tw.stock-portal.example', 'valid', 'Taiwan quote page as a JS shell with the figures in JSON state (zh-TW)', quotePage({ lang: 'zh-TW', site: '股市入口', symbol: '3711.TW', name: '台億半導體', exchange: '臺灣證券交易所', price: '742.00', change: '+3.20%', currency: 'TWD', mode: 'shell', profile: '台億半導體專注於先進封裝與測試服務，10月份合併營收為新台幣218億元，較去年同期增加31.0%。' }),
  { path: '/quote/3711.TW', context: { title: '台億半導體 (3711.TW) 股價', claims: ['台億半導體10月份合併營收為新台幣218億元，年增31%。'] } });

// Company registries (free profiles).
add('v-registry-uk', 'find-and-update.company-register.example', 'valid', 'company registry overview page (free)', registryPage({ lang: 'en', registry: 'Company Register', title: 'NORDIC FREIGHT GROUP PLC overview - Find and update company information - Company Register',
  main: `<h1 class="heading-xlarge">NORDIC FREIGHT GROUP PLC</h1><p class="company-number">Company number <strong>04839211</strong></p><nav class="tabs"><a class="active" href="#">Overview</a> <a href="/filing-history">Filing history</a> <a href="/officers">People</a> <a href="/charges">Charges</a></nav><dl><dt>Registered office address</dt><dd>14 Harbour Exchange Square, London, E14 9GE</dd><dt>Company status</dt><dd>Active</dd><dt>Company type</dt><dd>Public limited Company</dd><dt>Incorporated on</dt><dd>22 July 2003</dd></dl><h2>Accounts</h2><p>Next accounts made up to 31 December 2026 due by 30 June 2027</p><p>Last accounts made up to 31 December 2025</p><h2>Nature of business (SIC)</h2><ul><li>50200 - Sea and coastal freight water transport</li><li>52220 - Service activities incidental to water transportation</li></ul>` }),
  { path: '/company/04839211', context: { title: 'NORDIC FREIGHT GROUP PLC - company number 04839211', claims: ['Nordic Freight Group PLC, company number 04839211, was incorporated on 22 July 2003 and is active.'] } });
add('v-registry-pl', 'ekrs.ms-like.example', 'valid', 'Polish court register extract (free, ISO-8859-2)', registryPage({ lang: 'pl', charset: 'iso-8859-2', registry: 'Krajowy Rejestr Sądowy', title: 'Wyszukiwarka KRS – WISŁA ENERGIA SPÓŁKA AKCYJNA',
  main: `<h1>Informacja odpowiadająca odpisowi aktualnemu z Rejestru Przedsiębiorców</h1><table><tr><th>Numer KRS</th><td>0000287654</td></tr><tr><th>Nazwa</th><td>WISŁA ENERGIA SPÓŁKA AKCYJNA</td></tr><tr><th>Siedziba</th><td>Kraków, województwo małopolskie</td></tr><tr><th>Kapitał zakładowy</th><td>1 248 000 000,00 zł</td></tr><tr><th>Data wpisu</th><td>14.08.2007</td></tr><tr><th>Przedmiot działalności</th><td>35.11.Z Wytwarzanie energii elektrycznej</td></tr></table><p>Stan na dzień 20.06.2026 r., godz. 10:14:22</p>` }),
  { path: '/KRS/wyszukiwanie/0000287654', charset: 'iso-8859-2', context: { title: 'Wisła Energia S.A. – KRS 0000287654', claims: ['Wisła Energia S.A. (KRS 0000287654) ma siedzibę w Krakowie i kapitał zakładowy 1 248 000 000 zł.'] } });

// Fund factsheets with an investor-type modal over the whole factsheet.
const fundDe = { lang: 'de', house: 'Alpenfonds Kapitalverwaltung', fund: 'Alpenfonds Europa Dividende A (EUR)', isin: 'DE000A2QX7Y1',
  paras: ['Der Alpenfonds Europa Dividende investiert in europäische Unternehmen mit nachhaltig hohen Dividendenrenditen. Der Fonds erzielte 2025 eine Wertentwicklung von 11,8 % nach Kosten.', 'Die laufenden Kosten betragen 1,45 % p. a.; der Ausgabeaufschlag liegt bei bis zu 5,00 %. Das Fondsvermögen beläuft sich auf 1,86 Mrd. €.'],
  table: [['Auflagedatum', '01.03.2011'], ['Fondswährung', 'EUR'], ['Ertragsverwendung', 'ausschüttend'], ['SRI', '4 von 7']] as [string, string][] };
add('v-fund-overlay-de', 'www.alpenfonds.example', 'valid', 'factsheet page under a "Privatanleger / Profi" modal; the factsheet is in the page (debatable: a click away)',
  fundPage({ ...fundDe, gate: 'overlay', gateText: 'Willkommen bei Alpenfonds|Bitte bestätigen Sie Ihr Land und Ihren Anlegertyp. Die Informationen richten sich nur an Anleger mit Wohnsitz in Deutschland.' }),
  { path: '/fonds/DE000A2QX7Y1', context: { title: 'Alpenfonds Europa Dividende A (EUR) – Factsheet', claims: ['Der Alpenfonds Europa Dividende erzielte 2025 eine Wertentwicklung von 11,8 % und hat laufende Kosten von 1,45 % p. a.'] }, quotes: [q('Die laufenden Kosten betragen 1,45 % p. a.')] });
add('v-fund-page-en', 'www.harbourline-funds.example', 'valid', 'UK fund factsheet page, no gate, cookie footer', fundPage({ lang: 'en', house: 'Harbourline Investors', fund: 'Harbourline Global Infrastructure Fund I Acc GBP', isin: 'GB00BK7Z1234',
  paras: ['The fund aims to deliver income and capital growth over rolling five-year periods by investing in listed infrastructure companies worldwide.', 'Over the year to 30 September 2026 the fund returned 9.4%, against 7.9% for its benchmark. The ongoing charges figure is 0.82%.'], gateText: '', table: [['Fund size', '£2.31bn'], ['Launch date', '14/05/2014'], ['Holdings', '48']] }),
  { path: '/funds/global-infrastructure/i-acc-gbp', context: { title: 'Harbourline Global Infrastructure Fund – factsheet', claims: ['The Harbourline Global Infrastructure Fund returned 9.4% in the year to 30 September 2026 against 7.9% for its benchmark.'] }, quotes: [q('The ongoing charges figure is 0.82%.')] });

// Jobs, bank rates, crypto.
add('v-job-en', 'careers.jobboard-fin.example', 'valid', 'active job posting (bank treasury)', jobPage({ lang: 'en', company: 'HavenBank N.V.', board: 'FinJobs', title: 'Treasury Analyst – Liquidity Management', location: 'Rotterdam, NL (hybrid)',
  paras: ['HavenBank is looking for a Treasury Analyst to join its Asset & Liability Management team. You will monitor the bank’s liquidity coverage ratio daily and prepare the monthly funding plan.', 'You have a master’s degree in finance or econometrics, two to four years of experience in treasury or risk, and strong SQL and Python skills.', 'We offer a salary between €4,800 and €6,400 gross per month, a 13th month and a pension scheme.'] }),
  { path: '/jobs/view/3981276541', context: { title: 'Treasury Analyst – Liquidity Management, HavenBank', claims: ['HavenBank offers a Treasury Analyst salary between €4,800 and €6,400 gross per month.'] } });
add('v-job-pl', 'www.pracuj-like.example', 'valid', 'active Polish job posting', jobPage({ lang: 'pl', company: 'Wisła Energia S.A.', board: 'PracaFin', title: 'Analityk ds. relacji inwestorskich', location: 'Kraków',
  paras: ['Do zespołu relacji inwestorskich Wisła Energia S.A. poszukujemy analityka, który będzie przygotowywał raporty okresowe i materiały dla inwestorów.', 'Oferujemy umowę o pracę, wynagrodzenie od 11 000 do 14 500 zł brutto oraz prywatną opiekę medyczną.'] }),
  { path: '/praca/analityk-ds-relacji-inwestorskich-krakow,oferta,1003456789', context: { title: 'Analityk ds. relacji inwestorskich – Wisła Energia', claims: ['Wisła Energia oferuje analitykowi ds. relacji inwestorskich wynagrodzenie od 11 000 do 14 500 zł brutto.'] } });
add('v-rates-uk', 'www.harbourmutual.example', 'valid', 'building-society savings rates page (table, region-neutral)', finShell({ lang: 'en', site: 'Harbour Mutual Building Society', title: 'Fixed rate bonds | Savings | Harbour Mutual',
  main: `<nav class="breadcrumb"><a href="/">Home</a> › <a href="/savings/">Savings</a> › Fixed rate bonds</nav><h1>Fixed rate bonds</h1><p>Lock your savings away for a fixed term and know exactly what you’ll earn. Rates effective from 2 March 2026.</p><table class="rates"><thead><tr><th>Account</th><th>Term</th><th>AER/Gross p.a.</th><th>Minimum</th></tr></thead><tbody><tr><td>1 Year Fixed Rate Bond (Issue 41)</td><td>12 months</td><td>4.35%</td><td>£1,000</td></tr><tr><td>2 Year Fixed Rate Bond (Issue 18)</td><td>24 months</td><td>4.10%</td><td>£1,000</td></tr><tr><td>3 Year Fixed Rate Bond (Issue 9)</td><td>36 months</td><td>3.95%</td><td>£1,000</td></tr></tbody></table><p>Interest is calculated daily and paid annually. No withdrawals are permitted during the term.</p><p class="fscs">Eligible deposits are protected by the Financial Services Compensation Scheme up to £85,000.</p>` }),
  { path: '/savings/fixed-rate-bonds', context: { title: 'Harbour Mutual fixed rate bonds', claims: ['Harbour Mutual’s 1 Year Fixed Rate Bond paid 4.35% AER from 2 March 2026.'] }, quotes: [q('Interest is calculated daily and paid annually.')] });
add('v-crypto-token', 'www.coinledger-like.example', 'valid', 'crypto tracker token page, server-rendered', finShell({ lang: 'en', site: 'CoinLedger', title: 'Solara (SLR) price today, SLR to USD live price, marketcap and chart | CoinLedger',
  main: `<h1>Solara <span class="sym">SLR</span></h1><div class="price">$2.184 <span class="up">▲ 4.7% (24h)</span></div><table><tr><th>Market cap</th><td>$1,942,118,406</td></tr><tr><th>Volume (24h)</th><td>$211,870,332</td></tr><tr><th>Circulating supply</th><td>889,204,117 SLR</td></tr><tr><th>Max. supply</th><td>1,000,000,000 SLR</td></tr></table><h2>About Solara</h2><p>Solara is a proof-of-stake blockchain focused on payments. Its mainnet launched in April 2023 and the network processed 1.2 billion transactions in 2025.</p>` }),
  { path: '/currencies/solara/', context: { title: 'Solara (SLR) price, market cap', claims: ['Solara (SLR) has a circulating supply of about 889 million tokens and a max supply of 1 billion.'] } });

// Annual reports and results as PDFs.
const arPdf = pdf({ title: 'Nordic Freight Group plc Annual Report and Accounts 2025', author: 'Nordic Freight Group plc', date: '2026-03-20', pages: [
  wrap('Nordic Freight Group plc\nAnnual Report and Accounts 2025\nStrategic report'),
  wrap('Chair\'s statement. 2025 was a year of disciplined growth. Group revenue rose 7% to £5.31 billion and adjusted operating profit increased to £642 million. The Board recommends a final dividend of 15.0 pence per share, bringing the total for the year to 22.0 pence.\nOur fleet renewal programme delivered four new dual-fuel container vessels, cutting the fleet\'s carbon intensity by 6% compared with 2024.'),
  wrap('Principal risks. Fuel price volatility, regulatory change in emissions trading and cyber security remain our principal risks. The Group hedges around 60% of expected fuel consumption twelve months forward.'),
] });
addH('v-pdf-annual-report', 'www.nordicfreight.example', 'valid', 'annual-report PDF (application/pdf)', respond({ body: arPdf, type: 'application/pdf' }),
  { path: '/investors/results-centre/2025/nfg-annual-report-2025.pdf', context: { title: 'Nordic Freight Group Annual Report and Accounts 2025', claims: ['Nordic Freight Group revenue rose 7% to £5.31 billion in 2025 and the total dividend was 22.0 pence.'] }, quotes: [q('The Board recommends a final dividend of 15.0 pence per share'), q('The Board recommends a final dividend of 16.0 pence per share', false)] });
const urdPdf = pdf({ title: 'Document d\'enregistrement universel 2025', author: 'Groupe Lumière Distribution', date: '2026-04-02', pages: [
  wrap('Groupe Lumière Distribution\nDocument d\'enregistrement universel 2025\nRapport financier annuel'),
  wrap('Chiffres clés. Le chiffre d\'affaires consolidé s\'établit à 3,8 milliards d\'euros, en hausse de 5,6 % à périmètre constant. Le groupe exploite 1 412 magasins de proximité en France et en Belgique.\nL\'endettement financier net atteint 942 millions d\'euros au 31 décembre 2025.'),
] });
addH('v-pdf-urd-octet', 'www.lumiere-groupe.example', 'valid', 'French universal registration document PDF served as application/octet-stream', respond({ body: urdPdf, type: 'application/octet-stream', headers: { 'content-disposition': 'attachment; filename="URD-2025.pdf"' } }),
  { path: '/finance/documents/urd-2025.pdf', context: { title: 'Groupe Lumière – Document d’enregistrement universel 2025', claims: ['Le Groupe Lumière exploite 1 412 magasins de proximité en France et en Belgique.'] }, quotes: [q('Le groupe exploite 1 412 magasins de proximité en France et en Belgique.')] });
const gbPdf = pdf({ title: 'Geschäftsbericht 2025', author: 'Rheinwerk Maschinenbau AG', date: '2026-03-05', pages: [
  wrap('Rheinwerk Maschinenbau AG\nGeschäftsbericht 2025'),
  wrap('Der Konzernumsatz stieg im Geschäftsjahr 2025 um 4,1 % auf 2,38 Mrd. EUR. Der Auftragseingang lag mit 2,51 Mrd. EUR leicht über dem Vorjahr. Zum Jahresende beschäftigte der Konzern 9.640 Mitarbeiterinnen und Mitarbeiter.'),
] });
addH('v-pdf-no-type', 'www.rheinwerk-ag.example', 'valid', 'German annual report PDF served without a content type', (_req, res) => { res.writeHead(200, { 'content-length': String(gbPdf.length) }); res.end(gbPdf); },
  { path: '/ir/publikationen/geschaeftsbericht-2025.pdf', context: { title: 'Rheinwerk Maschinenbau Geschäftsbericht 2025', claims: ['Der Konzernumsatz von Rheinwerk stieg 2025 um 4,1 % auf 2,38 Mrd. EUR.'] }, quotes: [q('Zum Jahresende beschäftigte der Konzern 9.640 Mitarbeiterinnen und Mitarbeiter.')] });

// Transport quirks that still end on the cited page.
{
  let n = 0;
  addH('v-503-once', 'ir.kestrelmining.example', 'valid', 'IR page answers 503 once (no Retry-After), then the release', (req, res, web) => {
    if (n++ === 0) return write(res, { status: 503, body: '<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>' });
    write(res, { body: irRelease(S.kestrel!) });
  }, { path: '/news/2025/kestrel-aurelia-merger', context: C(S.kestrel!), quotes: [q(S.kestrel!.quote)] });
}
addH('v-cookie-self-redirect', 'www.bancoaustral.example', 'valid', 'bank sets a session cookie and redirects to itself; with the cookie, the rate news', (req, res, web) => {
  if (!/bsess=ok/.test(req.headers.cookie ?? '')) { res.writeHead(302, { location: '/personas/novedades/plazo-fijo-tasa', 'set-cookie': 'bsess=ok; Path=/; HttpOnly', 'content-length': '0' }); return res.end(); }
  write(res, { body: article({ site: 'Banco Austral', lang: 'es', title: S.bancoaustral!.title, date: S.bancoaustral!.date, paras: S.bancoaustral!.paras, template: 'drupal', cookie: true })(`${web.origin(hostOf(req))}/personas/novedades/plazo-fijo-tasa`) });
}, { path: '/personas/novedades/plazo-fijo-tasa', context: C(S.bancoaustral!), quotes: [q(S.bancoaustral!.quote)] });
add('v-gzip-khaleej-en', 'www.gulf-markets-like.example', 'valid', 'English market news, gzip-encoded, charset only in meta', newsPage({ ...S.khaleej!, lang: 'en', charset: undefined, title: 'Khaleej Commercial Bank prices $750m five-year sukuk at 5.125%', paras: ['Khaleej Commercial Bank has priced a $750 million five-year dollar sukuk with a profit rate of 5.125%, the lender said in a bourse filing on Wednesday.', 'The order book exceeded $2.6 billion, or 3.5 times the issue size, with strong demand from Asian and European investors.', 'The sukuk will be listed on Nasdaq Dubai. Proceeds will be used for general funding purposes.'], claim: '', quote: '' }, { brand: 'Gulf Markets', section: 'Banking' }),
  { path: '/banking/khaleej-commercial-bank-prices-sukuk', type: 'text/html', encoding: 'gzip', context: { title: 'Khaleej Commercial Bank prices $750m five-year sukuk at 5.125%', claims: ['Khaleej Commercial Bank priced a $750 million five-year sukuk at 5.125%, with orders of $2.6 billion.'] }, quotes: [q('The order book exceeded $2.6 billion, or 3.5 times the issue size')] });
addH('v-slash-redirect', 'www.siam-clean.example', 'valid', 'IR news path redirects to its trailing-slash form, then the Thai release (UTF-8)', (req, res, web) => {
  if (!(req.url ?? '').endsWith('/')) { res.writeHead(301, { location: `${web.origin(hostOf(req))}/ir/news/q3-2569/`, 'content-length': '0' }); return res.end(); }
  write(res, { body: irRelease({ ...S.siam!, charset: undefined }) });
}, { path: '/ir/news/q3-2569', context: C(S.siam!), quotes: [q(S.siam!.quote)] });
out.push(target('t-siam-slash', 'www.siam-clean.example', '/ir/news/q3-2569/', (_req, res) => write(res, { body: irRelease({ ...S.siam!, charset: undefined }) })));
add('v-meta-refresh', 'newsroom.hanbit-chem.example', 'valid', 'old newsroom URL with a meta refresh to the release on the new IR site', (url) => `<html><head><meta http-equiv="refresh" content="0; url=${url.replace(/\/old\/.*$/, '/ir/news/2026/0513')}"><title>이동 중…</title></head><body><p>페이지가 이동되었습니다.</p></body></html>`,
  { path: '/old/board.asp', context: C(S.hanbit!), quotes: [q(S.hanbit!.quote)] });
out.push(target('t-hanbit-new', 'newsroom.hanbit-chem.example', '/ir/news/2026/0513', (_req, res) => write(res, { body: irRelease({ ...S.hanbit!, charset: undefined }) })));
addH('v-merger-redirect-content', 'www.kestrelmining.example', 'valid', 'acquired company’s release URL 301s to the same release on the acquirer’s site', redirect((o) => `${o('www.aureliakestrel.example')}/news/legacy-kestrel/kestrel-aurelia-merger-announcement`),
  { path: '/investors/news-releases/2025/kestrel-aurelia-merger', context: C(S.kestrel!), quotes: [q(S.kestrel!.quote)] });
out.push(target('t-aurelia-release', 'www.aureliakestrel.example', '/news/legacy-kestrel/kestrel-aurelia-merger-announcement', (_req, res) => write(res, { body: irRelease({ ...S.kestrel!, company: 'Aurelia Kestrel Copper' }) })));

// Real articles about things that look like walls or gone pages (they report them; they are not them).
add('v-topic-ceased-trading', 'www.retailgazette-like.example', 'valid', 'article reporting that a retailer has ceased trading (about it, not a notice of it)', newsPage({ key: 'halv', lang: 'en', company: '', site: '', author: 'Priya Nair', date: '2026-08-12T09:00:00Z', title: 'Halvorsen Home ceases trading as administrators fail to find buyer', claim: '', quote: '',
  paras: ['Halvorsen Home has ceased trading with the loss of 2,300 jobs after administrators failed to find a buyer for the 96-store homewares chain.', 'Administrators from a Big Four firm said all stores closed on Sunday and that the website is no longer taking orders. Gift cards will not be honoured.', 'The chain, owned by Halvorsen Retail Group, had been downgraded to ‘B’ by Meridian Ratings in July over weak liquidity.', 'Suppliers are owed an estimated £48 million, according to the administrators’ first report.'] }, { brand: 'Retail Gazette', section: 'Retail' }),
  { path: '/2026/08/halvorsen-home-ceases-trading', context: { title: 'Halvorsen Home ceases trading as administrators fail to find buyer', claims: ['Halvorsen Home ceased trading with the loss of 2,300 jobs after administrators found no buyer.'] }, quotes: [q('Suppliers are owed an estimated £48 million')] });
add('v-topic-delisting', 'www.cryptonews-like.example', 'valid', 'news that an exchange delists a token (an article, not a delisted-token page)', newsPage({ key: 'delist', lang: 'en', company: '', site: '', author: 'Tom Becker', date: '2026-05-04T14:00:00Z', title: 'Exchange to delist Vexo token, citing compliance concerns', claim: '', quote: '',
  paras: ['A major cryptocurrency exchange said on Monday it will delist the Vexo (VXO) token on 18 May, citing concerns about the project’s compliance with new EU crypto-asset rules.', 'Trading pairs against the dollar and the euro will be removed, and deposits will no longer be credited after the delisting date. Users have until 18 August to withdraw their tokens.', 'VXO fell 41% after the announcement, wiping about $300 million off its market value.'] }, { brand: 'Crypto Daily Brief', section: 'Markets' }),
  { path: '/news/exchange-to-delist-vexo-token', context: { title: 'Exchange to delist Vexo token, citing compliance concerns', claims: ['An exchange will delist the Vexo (VXO) token on 18 May; VXO fell 41%.'] }, quotes: [q('VXO fell 41% after the announcement')] });
add('v-topic-geoblock', 'www.fintech-review.example', 'valid', 'article about banks geo-blocking EU visitors (mentions "not available in your region")', newsPage({ key: 'geo', lang: 'en', company: '', site: '', author: 'Elena Vasquez', date: '2026-02-11T10:00:00Z', title: 'Why some US banks show European visitors a “not available in your region” page', claim: '', quote: '',
  paras: ['Visitors from the European Union who try to open the rate pages of several US regional banks are greeted by a message: “This content is not available in your region.”', 'Compliance officers told us the blocks are a cheap way to avoid questions about data protection and cross-border marketing of deposits. Roughly one in six of the 200 banks we checked blocks EU addresses.', 'Consumer groups say the practice makes it harder for expatriates to manage accounts at home.'] }, { brand: 'Fintech Review', section: 'Banking' }),
  { path: '/analysis/us-banks-geo-block-eu-visitors', context: { title: 'Why some US banks show European visitors a “not available in your region” page', claims: ['Roughly one in six of 200 US banks checked blocks EU visitors from their rate pages.'] }, quotes: [q('Roughly one in six of the 200 banks we checked blocks EU addresses.')] });

// =============================================================================================
// PAYWALLED
// ---------------------------------------------------------------------------------------------
const wallBox = (h: string, p: string, btn: string, extra = '') => `<div class="paywall-offer" id="paywall"><h2>${esc(h)}</h2><p>${esc(p)}</p><a class="btn-subscribe" href="/subscribe">${esc(btn)}</a>${extra}</div>`;
const pw = (id: string, host: string, path: string, s: Story, brand: string, wall: string, reason: string, o: { free?: boolean; freeParas?: number; quotes?: QuoteCheck[]; charset?: string } = {}) =>
  add(id, host, 'paywalled', reason, newsPage(s, { brand, section: 'Markets', wall, free: o.free, freeParas: o.freeParas }), { path, charset: o.charset ?? s.charset, context: C(s), quotes: o.quotes });
pw('p-metered-copper', 'www.theledger.example', '/content/7f3a2c1e-copper-record-chile', S.copper!, 'The Ledger', wallBox('You’ve reached your limit of free articles this month', 'Subscribe for unlimited access to The Ledger’s journalism, markets data and newsletters. Cancel anytime.', 'Subscribe for £1 a week', '<p>Already a subscriber? <a href="/login">Sign in</a></p>'),
  'metered wall after the first paragraph ("limit of free articles")', { quotes: [q('Copper prices rose to a record $11,480 a tonne on the London Metal Exchange'), q(S.copper!.quote, false)] });
pw('p-de-handelsblatt', 'www.wirtschaftsblatt.example', '/unternehmen/industrie/rheinwerk-senkt-prognose/100071234.html', { ...S.rheinwerk!, charset: undefined, author: 'Markus Fischer' }, 'Wirtschaftsblatt', wallBox('Jetzt weiterlesen mit WB Premium', 'Sie haben Zugriff auf alle Artikel, die digitale Ausgabe und das Archiv. 4 Wochen für 1 €, danach 29,99 € monatlich.', 'Jetzt testen', '<p>Sie sind bereits Abonnent? <a href="/login">Anmelden</a></p>'),
  'German business daily: subscriber wall ("Jetzt weiterlesen mit Premium")', { free: false });
pw('p-fr-echos', 'www.lesechos-like.example', '/industrie-services/conso-distribution/groupe-lumiere-dividende-2134567', { ...S.lumiere!, charset: undefined, author: 'Claire Dubois' }, 'Les Échos-like', wallBox('Cet article est réservé aux abonnés', 'Abonnez-vous pour lire la suite et accéder à l’ensemble de nos contenus. Sans engagement.', 'Je m’abonne – 1 € le premier mois'),
  'French business daily: "réservé aux abonnés"', { freeParas: 1 });
pw('p-es-expansion', 'www.expansion-like.example', '/mercados/2026/05/21/iberenergia-precio-opv.html', { ...S.iberenergia!, author: 'Pablo Serrano' }, 'Expansión-like', wallBox('Contenido exclusivo para suscriptores', 'Suscríbete a Premium para seguir leyendo este artículo y acceder a todo nuestro contenido.', 'Suscríbete'),
  'Spanish business daily: subscriber-only piece', { quotes: [q('Iberenergía Renovables ha fijado el precio de su oferta pública de venta en 14,20 euros por acción')] });
pw('p-it-sole', 'www.ilsole-like.example', '/art/fondiaria-utile-semestrale-412-milioni-AGxyz', { ...S.fondiaria!, author: 'Giulia Ferri' }, 'Il Sole-like', wallBox('Contenuto riservato agli abbonati', 'Abbonati per leggere l’articolo completo e tutti i contenuti del giornale. Disdici quando vuoi.', 'Abbonati ora'),
  'Italian financial daily: "riservato agli abbonati"', { free: false, freeParas: 1 });
pw('p-pt-valor', 'valor.globo-like.example', '/empresas/noticia/2026/07/01/cafeira-conclui-aquisicao.ghtml', { ...S.cafeira!, author: 'Renata Alves' }, 'Valor-like', wallBox('Conteúdo exclusivo para assinantes', 'Assine o Valor e tenha acesso ilimitado a notícias, análises e dados de mercado.', 'Assine já'),
  'Brazilian business daily: subscriber-only content');
pw('p-ja-nikkei', 'www.nikkei-like.example', '/article/DGXZQOUC0112A0R00C26A8000000/', S.nikkeiwire!, '日経風', wallBox('この記事は会員限定です', '登録すると続きをお読みいただけます。有料会員なら、すべての記事が読み放題。', '有料会員に登録する', '<p>初割：2カ月無料</p>'),
  'Japanese business daily: member-only article', { quotes: [q(S.nikkeiwire!.paras[0]!)] });
pw('p-zh-caixin', 'www.caixin-like.example', '/2026-10-10/102198765.html', { ...S.huaxin!, charset: undefined, author: '王晓峰', title: '华信新能源前三季度净利预增超四成 储能电池出货大增' }, '财新风', wallBox('本文为付费内容', '订阅财新通后即可阅读全文，享受全部付费内容。', '立即订阅'),
  'Chinese business weekly: paid content (订阅后阅读全文)');
pw('p-ru-kommersant', 'www.kommersant-like.example', '/doc/7012345', { ...S.uralneft!, charset: undefined, author: 'Дмитрий Козлов' }, 'Коммерсантъ-like', wallBox('Материал доступен только подписчикам', 'Оформите подписку, чтобы читать полные версии статей и архив.', 'Оформить подписку'),
  'Russian business daily: subscribers only');
pw('p-sv-di', 'www.di-like.example', '/nyheter/skogskraft-rorelseresultat-okade/', { ...S.nordea_sv!, author: 'Erik Sandberg' }, 'Dagens Industri-like', wallBox('Läs vidare – bli prenumerant', 'Få tillgång till alla artiklar på di-like.example. Första månaden för 1 kr.', 'Prenumerera nu'),
  'Swedish business daily: subscriber wall');
pw('p-pl-parkiet', 'www.parkiet-like.example', '/spolki/art38123451-wisla-energia-emisja', { ...S.wisla!, charset: undefined, author: 'Anna Wiśniewska' }, 'Parkiet-like', wallBox('Artykuł dostępny tylko dla prenumeratorów', 'Kup dostęp, aby przeczytać cały artykuł i korzystać z serwisu bez ograniczeń.', 'Kup dostęp'),
  'Polish market daily: subscribers only');
pw('p-ko-paid', 'www.maeil-like.example', '/news/stock/11012345', { ...S.hanbit!, charset: undefined, author: '김민수' }, '매일경제풍', wallBox('유료 회원 전용 기사입니다', '프리미엄 구독을 시작하고 전체 기사를 읽어보세요.', '구독하기'),
  'Korean business daily: paid-member article');
pw('p-nl-fd', 'fd-like.example', '/financiele-instellingen/1534567/havenbank-schrapt-1200-banen', S.havenbank!, 'FD-achtig', wallBox('Lees verder met een abonnement', 'Krijg onbeperkt toegang tot alle artikelen, de krant en de app.', 'Bekijk abonnementen'),
  'Dutch financial daily: subscriber wall');
add('p-rating-registration', 'www.meridian-ratings.example', 'paywalled', 'rating-agency research: free registration required to read the full rationale', newsPage(S.ratings!, { brand: 'Meridian Ratings', section: 'Research Update', wall: wallBox('Register for free to continue reading', 'Create a free Meridian Ratings account to read full research updates, rating rationales and criteria.', 'Register for free', '<p>Already registered? <a href="/login">Log in</a></p>'), freeParas: 1 }),
  { path: '/research/halvorsen-retail-group-downgraded-to-b-outlook-negative-3098812', context: C(S.ratings!), quotes: [q(S.ratings!.paras[0]!), q(S.ratings!.quote, false)] });
add('p-research-de', 'research.boersenanalysen.example', 'paywalled', 'German research house: free registration wall before the analyst note', finShell({ lang: 'de', site: 'Börsenanalysen Research', title: 'Rheinwerk Maschinenbau: Kursziel gesenkt – Halten | Börsenanalysen Research',
  main: `<article><h1>Rheinwerk Maschinenbau: Kursziel gesenkt – Halten</h1><p class="meta">Analyst: Thomas Kröger · 15.10.2026</p><p>Nach der Prognosesenkung reduzieren wir unser Kursziel für Rheinwerk von 64 auf 52 Euro.</p><div class="regwall"><h2>Kostenlos registrieren und weiterlesen</h2><p>Die vollständige Studie steht registrierten Nutzern kostenlos zur Verfügung. Registrieren Sie sich mit Ihrer E-Mail-Adresse.</p><form><input type="email" placeholder="E-Mail"><button>Kostenlos registrieren</button></form><p>Bereits registriert? <a href="/login">Anmelden</a></p></div></article>` }),
  { path: '/studien/rheinwerk-maschinenbau-kursziel-gesenkt', context: { title: 'Rheinwerk Maschinenbau: Kursziel gesenkt – Halten', claims: ['Börsenanalysen senkte das Kursziel für Rheinwerk von 64 auf 52 Euro, Empfehlung Halten.'] } });
add('p-markets-data', 'www.theledger.example', 'paywalled', 'subscriber-only markets-data table (figures hidden, subscribe prompt)', finShell({ lang: 'en', site: 'The Ledger', title: 'Copper futures – LME 3-month: prices, curves and stocks | The Ledger Markets Data',
  main: `<h1>Copper – LME 3-month</h1><p class="sub">Official prices, forward curve and warehouse stocks</p><div class="data-locked"><table class="blurred"><tr><th>Date</th><th>Cash</th><th>3-month</th><th>Stocks (t)</th></tr><tr><td>—</td><td>—</td><td>—</td><td>—</td></tr></table><div class="lock-overlay"><h2>Markets Data is available to Premium subscribers</h2><p>Upgrade to Premium for full access to prices, curves and historical data.</p><a href="/subscribe/premium">Upgrade now</a></div></div>` }),
  { path: '/markets-data/commodities/copper-lme-3m', context: { title: 'Copper LME 3-month prices and warehouse stocks', claims: ['LME copper warehouse stocks fell 38% since June to their lowest since 2008.'] } });
add('p-newsletter-free-false', 'www.biotechbrief.example', 'paywalled', 'whole article in the response, isAccessibleForFree=false (subscriber newsletter wall in the browser)', newsPage({ ...S.solvane!, author: 'Helen Park', title: 'Solvane’s psoriasis pill clears Phase 3 bar with 71% PASI 75 response' }, { brand: 'Biotech Brief', section: 'Clinical trials', free: false }),
  { path: '/2026/06/02/solvane-psoriasis-pill-phase-3', context: { title: 'Solvane’s psoriasis pill clears Phase 3 bar with 71% PASI 75 response', claims: [S.solvane!.claim] }, quotes: [q(S.solvane!.quote)] });
add('p-registry-extract', 'find-and-update.company-register.example', 'paywalled', 'registry: a certified extract for sale (pay per document)', registryPage({ lang: 'en', registry: 'Company Register', title: 'Order a certified copy - NORDIC FREIGHT GROUP PLC - Company Register',
  main: `<h1>Order a certified copy of the incorporation documents</h1><p>Company: <strong>NORDIC FREIGHT GROUP PLC</strong> (04839211)</p><p>Certified copies cost <strong>£15</strong> each and are sent by post within 10 working days. Express delivery (same day) costs £50.</p><p>You need to sign in to order. Payment is taken by debit or credit card.</p><a class="button" href="/signin">Sign in to continue</a>` }),
  { path: '/company/04839211/orderable/certified-copies', context: { title: 'Nordic Freight Group plc – certificate of incorporation', claims: ['Nordic Freight Group plc was incorporated on 22 July 2003.'] } });
add('p-registry-de', 'www.unternehmensregister-like.example', 'paywalled', 'German commercial-register document behind a per-document fee', registryPage({ lang: 'de', registry: 'Registerportal', title: 'Registerportal – Dokumentenabruf',
  main: `<h1>Dokumentenabruf</h1><p>Rheinwerk Maschinenbau AG, Amtsgericht Düsseldorf HRB 45612</p><p>Aktueller Abdruck (AD) – Gebühr: 4,50 € je Abruf. Der Abruf ist erst nach Anmeldung und Bestätigung der Kostenpflicht möglich.</p><p><label><input type="checkbox"> Ich bestätige die kostenpflichtige Bestellung.</label></p><button>Kostenpflichtig abrufen</button>` }),
  { path: '/ia.xhtml', context: { title: 'Rheinwerk Maschinenbau AG – Handelsregisterauszug HRB 45612', claims: ['Rheinwerk Maschinenbau AG ist beim Amtsgericht Düsseldorf unter HRB 45612 eingetragen.'] } });

// =============================================================================================
// BLOCKED
// ---------------------------------------------------------------------------------------------
const wallCtx = (s: Story) => ({ context: C(s), quotes: [q(s.quote, false)] });
add('b-cf-challenge-crypto', 'www.coinledger-like.example', 'blocked', 'Cloudflare managed challenge ("Just a moment...", 403, cf-mitigated)', `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="refresh" content="390"><meta name="robots" content="noindex,nofollow"></head><body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.coinledger-like.example</h1><h2 class="h2" id="challenge-running">Verifying you are human. This may take a few seconds.</h2><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript><div id="challenge-body-text" class="core-msg spacer">www.coinledger-like.example needs to review the security of your connection before proceeding.</div></div></div><script>(function(){window._cf_chl_opt={cvId: '3',cZone: "www.coinledger-like.example",cType: 'managed'};}());</script><div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8c1f2a3b4d5e6f70</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by Cloudflare</div></div></div></body></html>`,
  { path: '/currencies/vexo/', status: 403, headers: { server: 'cloudflare', 'cf-mitigated': 'challenge', 'cf-ray': '8c1f2a3b4d5e6f70-FRA' }, context: { title: 'Vexo (VXO) price today', claims: ['Vexo (VXO) fell 41% after the delisting announcement.'] } });
add('b-turnstile-exchange', 'www.cryptex-exchange.example', 'blocked', 'crypto exchange: Turnstile "verify you are human" page with HTTP 200', finShell({ lang: 'en', site: 'Cryptex', title: 'Security check | Cryptex', noChrome: true,
  main: `<div class="cx-check"><img src="/logo.svg" alt="Cryptex"><h1>Security check</h1><p>Please complete the security check to access Cryptex.</p><div class="cf-turnstile" data-sitekey="0x4AAAAAAAB12cd"></div><script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script><p class="small">Why am I seeing this? Automated traffic from your network was detected.</p></div>` }),
  { path: '/en/support/announcement/delist-vxo-2026', context: { title: 'Cryptex will delist VXO on 2026-05-18', claims: ['Cryptex will delist the VXO token on 18 May 2026.'] } });
add('b-waf-406-exchange', 'www.bourse-like.example', 'blocked', 'exchange site: ModSecurity 406 Not Acceptable', '<html><head><title>406 Not Acceptable</title></head><body><h1>Not Acceptable</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p></body></html>',
  { path: '/fr/avis/2026/avis-ipo-iberenergia', status: 406, ...wallCtx(S.iberenergia!) });
add('b-f5-bank', 'www.havenbank.example', 'blocked', 'bank site: F5 "Request Rejected" page with HTTP 200', `<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 17843920155823049921<br><br><a href='javascript:history.back();'>[Go Back]</a></body></html>`,
  { path: '/nl/over-havenbank/pers/havenbank-schrapt-banen', ...wallCtx(S.havenbank!) });
add('b-akamai-broker', 'www.brokerplus.example', 'blocked', 'broker research page: Akamai "Access Denied" 403 with reference number', `<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have permission to access "http&#58;&#47;&#47;www&#46;brokerplus&#46;example&#47;research&#47;nfg" on this server.<P>\nReference&#32;&#35;18&#46;4c2d1602&#46;1764241234&#46;2a1b3c4d\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;4c2d1602&#46;1764241234&#46;2a1b3c4d</P>\n</BODY>\n</HTML>`,
  { path: '/research/nfg', status: 403, headers: { server: 'AkamaiGHost' }, ...wallCtx(S.nordfreight!) });
add('b-incapsula-insurer', 'www.fondiaria-assicurazioni.example', 'blocked', 'insurer: Imperva/Incapsula "Request unsuccessful" iframe page, 200', `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"><meta name="viewport" content="initial-scale=1.0"><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=9&xinfo=5-123456-0%200NNN%20RT%281764241234%20123%29&incident_id=1234000560012345678-98765432101234567&edet=12&cinfo=04000000" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: 1234000560012345678-98765432101234567</iframe></body></html>`,
  { path: '/investor-relations/comunicati-stampa/2026/solvency', ...wallCtx(S.fondiaria!) });
add('b-datadome-fr', 'www.boursier-like.example', 'blocked', 'French market news: DataDome captcha (403)', `<html lang="fr"><head><title>boursier-like.example</title><style>#cmsg{animation: A 1.5s;}</style></head><body style="margin:0"><p id="cmsg">Please enable JS and disable any ad blocker</p><script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMA1x2y','hsh':'2211F522B61E269B869FA6EAFFB5E1','t':'fe','s':17434,'e':'8f3c','host':'geo.captcha-delivery.com','cookie':'x'}</script><script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>`,
  { path: '/actualites/groupe-lumiere-dividende-releve', status: 403, headers: { 'x-datadome': 'protected', 'x-dd-b': '1' }, ...wallCtx(S.lumiere!) });
add('b-perimeterx-quote', 'www.quotesphere.example', 'blocked', 'quote site: PerimeterX "Press & Hold" human challenge (403)', `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Access to this page has been denied</title></head><body><div class="px-captcha-container"><div class="px-captcha-header">Before we continue...</div><div class="px-captcha-message">Press &amp; Hold to confirm you are<br>a human (and not a bot).</div><div id="px-captcha"></div><p class="px-captcha-refid">Reference ID 3f9a1c2e-8b7d-11f0-a1b2-7a4d5e6f7081</p></div><script>window._pxAppId='PXa1B2c3D4';window._pxJsClientSrc='/a1B2c3D4/init.js';</script></body></html>`,
  { path: '/quote/KMC', status: 403, context: { title: 'Kestrel Mining Corp (KMC) stock quote', claims: ['Kestrel Mining shares trade on the TSX under the symbol KMC.'] } });
add('b-consent-de', 'www.finanzblatt.example', 'blocked', 'German finance news: consent interstitial (no article behind it in the response)', finShell({ lang: 'de', site: 'Finanzblatt', title: 'Finanzblatt – Ihre Zustimmung',
  main: `<div class="consent-layer" role="dialog"><h1>Willkommen bei Finanzblatt</h1><p>Wir und unsere 214 Partner speichern und/oder greifen auf Informationen auf Ihrem Gerät zu, wie z. B. Cookies, und verarbeiten personenbezogene Daten, um Anzeigen und Inhalte zu personalisieren, Anzeigen und Inhalte zu messen und Erkenntnisse über Zielgruppen zu gewinnen.</p><p>Mit Klick auf „Zustimmen“ willigen Sie ein. Ihre Einwilligung können Sie jederzeit über „Datenschutz-Einstellungen“ am Seitenende widerrufen.</p><button class="accept">Zustimmen</button> <button class="settings">Einstellungen</button></div>` }),
  { path: '/anleihen/rendite-bundesanleihen-steigt-ueber-2-8-prozent', ...wallCtx(S.bundesbank!) });
addH('b-consent-redirect', 'finance.portal-like.example', 'blocked', 'finance portal quote news: 302 to a consent. host', redirect((o) => `${o('consent.portal-like.example')}/v2/collectConsent?sessionId=3_cc-session_7d1e2f&lang=en-GB`, 302),
  { path: '/news/nordic-freight-raises-guidance-070012345.html', ...wallCtx(S.nordfreight!) });
out.push(target('t-consent-portal', 'consent.portal-like.example', '/v2/collectConsent', (_req, res) => write(res, { body: finShell({ lang: 'en', site: 'Portal', title: 'Portal is part of the Portal family of brands', noChrome: true, main: `<div class="con-wizard"><h2>Portal is part of the Portal family of brands</h2><p>When you use our sites and apps, we use cookies to provide them, authenticate users, apply security measures and prevent spam and abuse.</p><p>If you click ‘Accept all’, we and our partners, including 238 who are part of the IAB Transparency &amp; Consent Framework, will also store and/or access information on a device.</p><form method="post"><button name="agree" value="agree">Accept all</button><button name="reject" value="reject">Reject all</button></form><a href="/v2/partners">Manage privacy settings</a></div>` }) })));
add('b-pay-or-consent-fr', 'www.journal-financier.example', 'blocked', 'French finance news: pay-or-consent wall ("Accepter ou s’abonner sans publicité")', finShell({ lang: 'fr', site: 'Journal Financier', title: 'Journal Financier',
  main: `<div class="pur-wall"><h1>Vos choix concernant l’utilisation de cookies</h1><p>Pour accéder gratuitement au Journal Financier, acceptez l’utilisation de cookies pour la mesure d’audience et la publicité personnalisée. Vous pouvez aussi vous abonner à l’offre sans publicité ni traceurs pour 3,99 € par mois.</p><button>Accepter et continuer</button> <button>S’abonner sans publicité</button><p><a href="/login">Déjà abonné ? Se connecter</a></p></div>` }),
  { path: '/bourse/iberenergia-introduction-prix', context: { title: 'Iberenergía : prix de l’introduction en Bourse fixé à 14,20 euros', claims: ['Iberenergía a fixé le prix de son introduction en Bourse à 14,20 euros par action.'] } });
add('b-geo-bank-us', 'www.prairiebank.example', 'blocked', 'US bank CD-rates page: "not available in your region" geo-block (HTTP 200)', finShell({ lang: 'en', site: 'Prairie National Bank', title: 'Prairie National Bank',
  main: `<section class="geo"><h1>We’re sorry</h1><p>This website is not available in your country or region. Prairie National Bank serves customers in the United States only.</p><p>If you are a customer traveling abroad, please use our mobile app or call 1-800-555-0142.</p></section>` }),
  { path: '/personal/savings/cd-rates', context: { title: 'Prairie National Bank CD rates', claims: ['Prairie National Bank’s 12-month CD pays 4.60% APY.'] } });
add('b-region-picker', 'www.globalbank-like.example', 'blocked', 'global bank: region picker interstitial instead of the rates page (no content; debatable — one free click)', finShell({ lang: 'en', site: 'Global Bank', title: 'Global Bank – Select your location',
  main: `<div class="location-selector"><h1>Please select your location</h1><p>The products and services on this website are offered by different Global Bank entities depending on where you live.</p><ul class="regions"><li><a href="/uk/">United Kingdom</a></li><li><a href="/de/">Deutschland</a></li><li><a href="/hk/">Hong Kong SAR</a></li><li><a href="/sg/">Singapore</a></li><li><a href="/us/">United States</a></li><li><a href="/ae/">United Arab Emirates</a></li></ul><label><input type="checkbox"> Remember my choice</label></div>` }),
  { path: '/savings/fixed-deposit-rates', context: { title: 'Global Bank fixed deposit rates', claims: ['Global Bank pays 3.8% a year on 12-month fixed deposits.'] } });
add('b-fund-gate-only', 'www.harbourline-funds.example', 'blocked', 'fund page: "confirm you are a professional investor" gate, factsheet not served (debatable — a click away, like consent)',
  fundPage({ lang: 'en', house: 'Harbourline Investors', fund: 'Harbourline Credit Opportunities Fund', isin: 'IE00BF1234X9', paras: [], gate: 'only', gateText: 'Important information|This area of the website is intended for professional investors only. Please confirm your investor type and country of residence to continue. The information is not for distribution to US persons.' }),
  { path: '/funds/credit-opportunities/institutional', context: { title: 'Harbourline Credit Opportunities Fund – factsheet', claims: ['The Harbourline Credit Opportunities Fund yields 7.2% to worst.'] } });
add('b-us-person-it', 'www.fondi-milano.example', 'blocked', 'Italian fund house: "non sono una US person" disclaimer page, no factsheet in the response (debatable)', fundPage({ lang: 'it', house: 'Milano Gestioni SGR', fund: 'Milano Obbligazionario Euro', isin: 'IT0005123456', paras: [], gate: 'only', gateText: 'Avviso importante|Le informazioni contenute in questa sezione sono riservate a investitori residenti in Italia e non sono destinate a US Person. Dichiaro di aver letto e accettato le condizioni.' }),
  { path: '/fondi/obbligazionario-euro/scheda', context: { title: 'Milano Obbligazionario Euro – scheda prodotto', claims: ['Il fondo Milano Obbligazionario Euro ha reso il 4,1% nel 2025.'] } });
add('b-captcha-registry-zh', 'www.gsxt-like.example', 'blocked', 'Chinese enterprise-credit registry: captcha before the company record', registryPage({ lang: 'zh', registry: '企业信用信息公示系统', title: '国家企业信用信息公示系统',
  main: `<div class="captcha-box"><h2>请完成验证</h2><p>为保障系统安全，请按顺序点击图中文字后继续访问。</p><img src="/captcha/click?t=1764241234" alt="验证码"><button>确定</button><p>验证失败次数过多将暂时限制访问。</p></div>` }),
  { path: '/corp-query-entprise-info-hot-search-list.html', context: { title: '华信新能源股份有限公司 企业信用信息', claims: ['华信新能源股份有限公司的统一社会信用代码为91320000MA1XYZ1234。'] } });
add('b-captcha-registry-ru', 'egrul-like.example', 'blocked', 'Russian company registry: "введите код с картинки" captcha, windows-1251', registryPage({ lang: 'ru', charset: 'windows-1251', registry: 'Сведения из ЕГРЮЛ', title: 'Предоставление сведений из ЕГРЮЛ/ЕГРИП',
  main: `<h1>Проверка</h1><p>Слишком много запросов с вашего адреса. Для продолжения введите код с картинки.</p><img src="/static/captcha.bin?a=88213" alt="captcha"><input name="captcha" maxlength="6"><button>Продолжить</button>` }),
  { path: '/search/1026600001234', charset: 'windows-1251', context: { title: 'ПАО «Уралнефтегаз» — выписка из ЕГРЮЛ', claims: ['ПАО «Уралнефтегаз» зарегистрировано в Екатеринбурге.'] } });
add('b-429-retry-after', 'www.marketdata-hub.example', 'blocked', 'market-data API page: 429 with Retry-After: 3600 (rate limited)', '<html><head><title>429 Too Many Requests</title></head><body><h1>Too Many Requests</h1><p>You have exceeded the rate limit for unauthenticated requests. Please retry after 60 minutes.</p></body></html>',
  { path: '/quote/SLVN/history', status: 429, headers: { 'retry-after': '3600', 'x-ratelimit-remaining': '0' }, context: { title: 'Solvane Therapeutics (SLVN) historical prices', claims: ['SLVN closed at $48.17 on 2 June 2026.'] } });
add('b-maint-ir-ja', 'www.nihon-kaiun.example', 'blocked', 'Japanese IR site: persistent 503 maintenance page (メンテナンス中)', '<html lang="ja"><head><meta charset="utf-8"><title>メンテナンス中</title></head><body><h1>ただいまメンテナンス中です</h1><p>システムメンテナンスのため、2026年11月27日 2:00～8:00の間、サービスを停止しております。ご迷惑をおかけいたしますが、しばらくお待ちください。</p></body></html>',
  { path: '/ir/news/20260801.html', status: 503, ...wallCtx(S.nikkeiwire!) });
add('b-maint-platform', 'app.tradedesk.example', 'blocked', 'trading platform: "scheduled maintenance" page with 200', finShell({ lang: 'en', site: 'TradeDesk', title: 'TradeDesk – Scheduled maintenance', noChrome: true,
  main: `<div class="maint"><img src="/img/tools.svg" alt=""><h1>We’re down for scheduled maintenance</h1><p>TradeDesk is undergoing scheduled maintenance to upgrade our trading systems. Markets and research will be back at 06:00 GMT. Open orders are not affected.</p><p>Follow <a href="https://status.tradedesk.example">status.tradedesk.example</a> for updates.</p></div>` }),
  { path: '/research/copper-outlook-q4', context: { title: 'TradeDesk research: copper outlook Q4 2026', claims: ['TradeDesk expects copper to average $10,900 a tonne in Q4 2026.'] } });
add('b-db-error-exchange', 'www.athex-like.example', 'blocked', 'Greek exchange announcements: database error on a 200 page', '<html><head><title>Σφάλμα</title></head><body><br /><b>Warning</b>:  mysqli_connect(): (HY000/2002): Connection refused in <b>/var/www/html/announcements/inc/db.php</b> on line <b>17</b><br />Error connecting to database.</body></html>',
  { path: '/el/anakoinoseis/aigaio-examino-2026', ...wallCtx(S.aigaio!) });
add('b-basic-auth-staging', 'staging-ir.solvane.example', 'blocked', 'staging IR server: 401 with Basic auth (not a paywall)', '<html><head><title>401 Authorization Required</title></head><body><h1>Authorization Required</h1></body></html>',
  { path: '/news-releases/phase-3-trellis', status: 401, headers: { 'www-authenticate': 'Basic realm="Staging"' }, ...wallCtx(S.solvane!) });
add('b-403-nginx', 'www.nordbank-direkt.example', 'blocked', 'bank news page: bare nginx 403', '<html>\r\n<head><title>403 Forbidden</title></head>\r\n<body>\r\n<center><h1>403 Forbidden</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>',
  { path: '/presse/tagesgeld-zinserhoehung', status: 403, ...wallCtx(S.sparkasse!) });
add('b-empty-shell-quote', 'www.quotesphere.example', 'blocked', 'quote app shell with no data in the page (everything fetched by JS)', '<!DOCTYPE html><html><head><meta charset="utf-8"><title>QuoteSphere</title><link rel="stylesheet" href="/static/css/main.9c1e.css"></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><script src="/static/js/main.4b7a2f.js"></script></body></html>',
  { path: '/quote/NFG', context: { title: 'Nordic Freight Group (NFG) share price', claims: ['Nordic Freight Group shares trade at 1,284.50 pence.'] } });
add('b-418-crypto', 'api.cryptex-exchange.example', 'blocked', 'crypto exchange answers 418 to bots', '<html><head><title>418 I\'m a teapot</title></head><body><h1>I\'m a teapot</h1></body></html>',
  { path: '/en/markets/VXO-USDT', status: 418, context: { title: 'VXO/USDT market on Cryptex', claims: ['VXO/USDT traded at $0.41 on Cryptex.'] } });
add('b-sucuri-pt', 'www.cafeira.example', 'blocked', 'Brazilian company site: Sucuri-style JS redirect challenge ("You are being redirected")', '<html><head><title>You are being redirected...</title><noscript>Javascript is required. Please enable javascript before you are allowed to see this page.</noscript><script>var s={},u,c,U,r,i,l=0,a,e=eval,w=String.fromCharCode,sucuri_cloudproxy_js=\'\',S=\'cz0iMnN1Y3VyaSI=\';L=S.length;U=0;r=\'\';document.cookie=\'sucuri_cloudproxy_uuid_1a2b3c=\'+r+\';path=/;max-age=86400\'; location.reload();</script></head><body></body></html>',
  { path: '/noticias/aquisicao-torrefacao-serrana', ...wallCtx(S.cafeira!) });
add('b-ratelimit-200-ja', 'minkabu-like.example', 'blocked', 'Japanese stock community: 200 page saying access is temporarily restricted (too many requests)', finShell({ lang: 'ja', site: '株コミュ', title: 'アクセスが集中しています', noChrome: true,
  main: '<h1>アクセスが制限されています</h1><p>短時間に大量のアクセスがあったため、一時的にアクセスを制限しています。しばらく時間をおいてから再度アクセスしてください。</p>' }),
  { path: '/stock/6789/news/2026110601', ...wallCtx(S.sakura!) });

// =============================================================================================
// MISMATCH — a live page that is not the cited source
// ---------------------------------------------------------------------------------------------
add('m-ir-doc-unavailable', 'www.nordicfreight.example', 'mismatch', 'IR page: "This document is no longer available" (releases archived after 12 months), full site chrome', irRelease({ ...S.nordfreight!, title: 'Document no longer available', paras: ['This document is no longer available. In line with our disclosure policy, press releases are removed from our website 12 months after publication.', 'Please visit our <a href="/investors/news/">news archive</a> for current releases, or contact the investor relations team.'] }, { forwardLooking: false }),
  { path: '/investors/news/2024/q3-trading-update', context: { title: 'Nordic Freight Group Q3 2024 trading update', claims: ['Nordic Freight Group reported Q3 2024 revenue of £1.30 billion.'] }, quotes: [q('Nordic Freight Group reported Q3 2024 revenue of £1.30 billion', false)] });
add('m-ir-doc-unavailable-de', 'www.rheinwerk-ag.example', 'mismatch', 'German IR page: "Dieses Dokument ist nicht mehr verfügbar"', irRelease({ ...S.rheinwerk!, charset: undefined, title: 'Dokument nicht verfügbar', paras: ['Das von Ihnen aufgerufene Dokument ist nicht mehr verfügbar.', 'Ältere Veröffentlichungen finden Sie in unserem <a href="/ir/archiv/">Archiv</a>.'] }, { forwardLooking: false }),
  { path: '/ir/news/adhoc_2024_07_02.html', context: { title: 'Rheinwerk Maschinenbau bestätigt Prognose 2024', claims: ['Rheinwerk Maschinenbau bestätigte im Juli 2024 seine Prognose.'] } });
add('m-wire-removed', 'www.prwire-news.example', 'mismatch', 'wire: "This news release has been removed at the request of the issuer"', wireRelease(S.kestrel!, { name: 'PR Wire', tag: 'PRWire' }, { removed: 'This news release has been removed at the request of the issuer.' }),
  { path: '/news-releases/kestrel-mining-announces-private-placement-301998877.html', context: { title: 'Kestrel Mining Announces C$40 Million Private Placement', claims: ['Kestrel Mining announced a C$40 million private placement.'] } });
add('m-symbol-not-found', 'www.stockfacts.example', 'mismatch', 'quote search: symbol not found', finShell({ lang: 'en', site: 'StockFacts', title: 'Symbol Lookup | StockFacts',
  main: `<h1>Symbol lookup</h1><form action="/lookup"><input name="q" value="AURK"><button>Search</button></form><div class="no-results"><h2>No results for “AURK”</h2><p>We couldn’t find a stock, ETF or fund matching that symbol. It may have been delisted, renamed or merged. Check the spelling and try again.</p></div>`, aside: linkList('Trending tickers', ['NVDA', 'TSLA', 'AAPL', 'SLVN', 'MSFT']) }),
  { path: '/lookup', context: { title: 'Aurelia Kestrel Copper (AURK) stock quote', claims: ['Aurelia Kestrel Copper trades under the symbol AURK.'] } });
add('m-symbol-not-found-ja', 'stocks.kabuka-like.example', 'mismatch', 'Japanese quote site: 該当する銘柄は見つかりませんでした (Shift_JIS)', finShell({ lang: 'ja', charset: 'shift_jis', site: '株価情報', title: '銘柄検索結果 - 株価情報',
  main: '<h1>銘柄検索</h1><p>「9876」に該当する銘柄は見つかりませんでした。</p><p>上場廃止となった銘柄は表示されません。銘柄コードまたは銘柄名を確認して、再度検索してください。</p>', aside: '<h3>値上がり率ランキング</h3><ol><li>桜電子工業</li><li>日本海運HD</li></ol>' }),
  { path: '/search', charset: 'shift_jis', context: { title: '旧みなと銀行（9876）の株価', claims: ['みなと銀行の株価は1,204円。'] } });
add('m-delisted-token', 'www.coinledger-like.example', 'mismatch', 'crypto tracker: token delisted, no longer tracked (no price data)', finShell({ lang: 'en', site: 'CoinLedger', title: 'Vexo (VXO) | CoinLedger',
  main: '<h1>Vexo <span class="sym">VXO</span></h1><div class="notice notice--warning"><strong>This asset has been untracked.</strong> Vexo is no longer listed on any exchange we track, so price, volume and market cap data are not available.</div><p>Last updated: 2026-05-19</p>', aside: linkList('Trending coins', ['Bitcoin', 'Ethereum', 'Solara', 'Tether']) }),
  { path: '/currencies/vexo-token/', context: { title: 'Vexo (VXO) price, market cap and volume', claims: ['Vexo (VXO) had a market cap of $730 million before the delisting.'] } });
add('m-job-filled', 'careers.jobboard-fin.example', 'mismatch', 'job posting: "This position has been filled"', jobPage({ lang: 'en', company: 'Nordic Freight Group plc', board: 'FinJobs', title: 'Head of Investor Relations', location: 'London, UK', paras: [], closed: 'This position has been filled. It is no longer accepting applications.' }),
  { path: '/jobs/view/3712098845', context: { title: 'Head of Investor Relations – Nordic Freight Group', claims: ['Nordic Freight Group offered a Head of Investor Relations salary of £140,000–£165,000.'] } });
add('m-job-expired-de', 'www.stepstone-like.example', 'mismatch', 'German job board: "Diese Stellenanzeige ist nicht mehr verfügbar"', jobPage({ lang: 'de', company: 'Rheinwerk Maschinenbau AG', board: 'JobPortal', title: 'Controller (m/w/d) Konzernrechnungswesen', location: 'Düsseldorf', paras: [], closed: 'Diese Stellenanzeige ist leider nicht mehr verfügbar.' }),
  { path: '/stellenangebote--Controller-m-w-d-Duesseldorf-Rheinwerk--11223344-inline.html', context: { title: 'Controller (m/w/d) Konzernrechnungswesen – Rheinwerk', claims: ['Rheinwerk suchte einen Controller für das Konzernrechnungswesen in Düsseldorf mit 38-Stunden-Woche.'] } });
addH('m-merger-home', 'www.kestrelmining.example', 'mismatch', 'acquired company’s sustainability report URL 301s to the acquirer’s home page', redirect((o) => `${o('www.aureliakestrel.example')}/`),
  { path: '/sustainability/2024-esg-report', context: { title: 'Kestrel Mining 2024 ESG Report', claims: ['Kestrel Mining cut Scope 1 emissions by 12% in 2024.'] } });
out.push(target('t-aurelia-home', 'www.aureliakestrel.example', '/', (_req, res) => write(res, { body: finShell({ lang: 'en', site: 'Aurelia Kestrel Copper', title: 'Aurelia Kestrel Copper – Copper for the energy transition', main: '<section class="hero"><h1>Copper for the energy transition</h1><p>Four operating mines in Chile, Peru and Western Australia.</p></section><section><h2>Latest news</h2><ul><li>Q3 2026 production report</li><li>Aurelia Kestrel completes merger</li></ul></section>' }) })));
add('m-parked-domain', 'www.halvorsenhome.example', 'mismatch', 'former retailer’s domain parked and for sale', `<html><head><title>halvorsenhome.example - This domain may be for sale!</title><meta name="robots" content="noindex"></head><body><div class="parking"><h1>halvorsenhome.example</h1><p>This domain may be for sale! <a href="https://domains.example/buy?d=halvorsenhome.example">Make an offer</a></p><h3>Related searches</h3><ul><li><a href="/?q=home+furniture">Home Furniture</a></li><li><a href="/?q=sofa+sale">Sofa Sale</a></li><li><a href="/?q=kitchen+accessories">Kitchen Accessories</a></li></ul><p class="disclaimer">The sponsored listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers.</p></div><script src="https://parking.example/js/ads.js"></script></body></html>`,
  { path: '/about/store-locations', context: { title: 'Halvorsen Home store locations', claims: ['Halvorsen Home operated 96 stores across the UK.'] } });
add('m-ceased-trading', 'www.halvorsen-retail.example', 'mismatch', 'company site reduced to a "has ceased trading" administrators’ notice (cited for its product range)', finShell({ lang: 'en', site: 'Halvorsen Retail Group', title: 'Halvorsen Retail Group – Notice', noChrome: true,
  main: '<div class="notice"><h1>Halvorsen Retail Group Limited (in administration)</h1><p>Halvorsen Retail Group has ceased trading. Joint administrators were appointed on 4 August 2026.</p><p>Customers, creditors and employees should direct enquiries to the administrators at halvorsen@administrators.example. Gift cards and credit notes cannot be redeemed.</p></div>' }),
  { path: '/our-brands/outdoor-living', context: { title: 'Halvorsen Outdoor Living range', claims: ['Halvorsen’s Outdoor Living range included 400 garden furniture products.'] } });
add('m-registry-no-results-es', 'www.registro-mercantil-like.example', 'mismatch', 'Spanish companies registry search form: no results', registryPage({ lang: 'es', registry: 'Registro Mercantil', title: 'Búsqueda de sociedades – Registro Mercantil',
  main: '<h1>Búsqueda de sociedades</h1><form><label>Denominación social <input name="den" value="IBERENERGIA RENOVABLES"></label><button>Buscar</button></form><p class="resultado">No se han encontrado resultados para los criterios de búsqueda indicados.</p><p>Compruebe la denominación o utilice el NIF de la sociedad.</p>' }),
  { path: '/buscar-sociedad', context: { title: 'Iberenergía Renovables S.A. – datos registrales', claims: ['Iberenergía Renovables S.A. está inscrita en el Registro Mercantil de Madrid, tomo 41.234.'] } });
addH('m-ir-deeplink-home-fr', 'www.lumiere-groupe.example', 'mismatch', 'French IR deep link redirected to the IR landing page', redirect('/finance/'),
  { path: '/finance/communiques/chiffre-affaires-t3-2024', context: { title: 'Groupe Lumière : chiffre d’affaires du troisième trimestre 2024', claims: ['Le Groupe Lumière a publié un chiffre d’affaires de 940 millions d’euros au troisième trimestre 2024.'] } });
out.push(target('t-lumiere-finance', 'www.lumiere-groupe.example', '/finance/', (_req, res) => write(res, { charset: 'windows-1252', body: finShell({ lang: 'fr', charset: 'windows-1252', site: 'Groupe Lumière', title: 'Finance – Groupe Lumière', main: '<h1>Espace finance</h1><p>Retrouvez nos publications financières, l’agenda et les informations sur l’action.</p><ul><li><a href="/finance/communiques/resultats-annuels-2025">Résultats annuels 2025</a></li><li><a href="/finance/documents/urd-2025.pdf">Document d’enregistrement universel 2025</a></li><li><a href="/finance/agenda/">Agenda financier</a></li></ul><p>Cours de l’action : 38,42 € (+0,6 %)</p>' }) })));
add('m-soft404-ru', 'www.uralneftegaz.example', 'mismatch', 'Russian IR site: soft 404 "Страница не найдена" with 200 (windows-1251)', finShell({ lang: 'ru', charset: 'windows-1251', site: 'Уралнефтегаз', title: 'Страница не найдена — ПАО «Уралнефтегаз»',
  main: '<h1>Страница не найдена</h1><p>К сожалению, запрашиваемая страница не существует или была перемещена. Воспользуйтесь поиском или перейдите на <a href="/">главную страницу</a>.</p>', aside: linkList('Новости', ['Производственные результаты за 9 месяцев', 'Годовой отчёт 2025', 'Совет директоров рекомендовал дивиденды']) }),
  { path: '/investors/news/2023/dividendy-2022', charset: 'windows-1251', context: { title: '«Уралнефтегаз» рекомендовал дивиденды за 2022 год', claims: ['«Уралнефтегаз» рекомендовал дивиденды за 2022 год в размере 28 рублей на акцию.'] } });
add('m-other-company-wire', 'www.globe-wire.example', 'mismatch', 'wire URL serves another company’s release (cited release replaced by a different issuer’s)', wireRelease({ ...S.solvane!, key: 'maritime', company: 'Maritime Capital Partners', title: 'Maritime Capital Partners Prices $500 Million Offering of 6.75% Senior Notes Due 2031', place: 'NEW YORK',
  paras: ['Maritime Capital Partners today announced the pricing of its previously announced offering of $500 million aggregate principal amount of 6.75% senior notes due 2031.', 'The notes will be issued at par. The offering is expected to close on June 5, 2026, subject to customary closing conditions. Net proceeds will be used to repay borrowings under the revolving credit facility.'] }, { name: 'GlobeWire', tag: 'GlobeWire' }),
  { path: '/news-release/2026/06/02/2891299/0/en/Solvane-Therapeutics-to-Host-Conference-Call.html', context: { title: 'Solvane Therapeutics to Host Conference Call on TRELLIS Phase 3 Results', claims: ['Solvane Therapeutics hosted a conference call at 8:00 a.m. ET on its TRELLIS Phase 3 results.'] } });
add('m-other-quarter-ir', 'www.nordicfreight.example', 'mismatch', 'IR URL for the Q3 update serves the Q2 half-year release (another quarter’s figures; the cited claim is not there)', irRelease({ ...S.nordfreight!, title: 'Nordic Freight Group: half-year results 2026', date: '2026-07-24T06:00:00Z',
  paras: ['Nordic Freight Group plc (LSE: NFG) today announced results for the six months ended 30 June 2026. Revenue was £2.61 billion, up 6%, and adjusted operating profit was £301 million.', 'The Board declared an interim dividend of 7.0 pence per share. Full-year guidance for adjusted operating profit is unchanged at £650 million to £680 million.', 'Chief executive Ingrid Solheim said the Group had seen softer volumes on Baltic routes in the second quarter.'] }),
  { path: '/investors/news/2026/q3-results-presentation', context: C(S.nordfreight!), quotes: [q(S.nordfreight!.quote, false)] });
addH('m-pdf-to-listing', 'www.rheinwerk-ag.example', 'mismatch', 'cited quarterly-statement PDF redirects to the publications listing page', redirect('/ir/publikationen/', 302),
  { path: '/ir/publikationen/quartalsmitteilung-q3-2024.pdf', context: { title: 'Rheinwerk Maschinenbau Quartalsmitteilung Q3 2024', claims: ['Rheinwerk steigerte den Auftragseingang im dritten Quartal 2024 um 3 %.'] } });
out.push(target('t-rheinwerk-pub', 'www.rheinwerk-ag.example', '/ir/publikationen/', (_req, res) => write(res, { body: finShell({ lang: 'de', site: 'Rheinwerk Maschinenbau AG', title: 'Publikationen – Rheinwerk Maschinenbau AG', main: '<h1>Publikationen</h1><table><tr><th>Datum</th><th>Titel</th><th>Format</th></tr><tr><td>05.03.2026</td><td><a href="/ir/publikationen/geschaeftsbericht-2025.pdf">Geschäftsbericht 2025</a></td><td>PDF, 8,4 MB</td></tr><tr><td>06.11.2025</td><td>Quartalsmitteilung Q3 2025</td><td>PDF, 1,1 MB</td></tr><tr><td>07.08.2025</td><td>Halbjahresfinanzbericht 2025</td><td>PDF, 2,3 MB</td></tr></table><p>Ältere Berichte finden Sie im Archiv.</p>' }) })));
add('m-empty-search-zh', 'www.cninfo-like.example', 'mismatch', 'Chinese disclosure portal: search with no results (没有找到相关公告)', finShell({ lang: 'zh', site: '信息披露平台', title: '公告搜索 - 信息披露平台',
  main: '<h1>公告搜索</h1><form><input name="keyword" value="华信新能源 2025年年度报告"><button>搜索</button></form><div class="empty"><p>抱歉，没有找到与“华信新能源 2025年年度报告”相关的公告。</p><p>建议：检查输入是否正确，或缩短关键词后重试。</p></div>', aside: linkList('热门公告', ['贵州茅台2026年第三季度报告', '宁德时代关于回购股份的公告', '招商银行董事会决议公告']) }),
  { path: '/new/fulltextSearch', context: { title: '华信新能源股份有限公司2025年年度报告', claims: ['华信新能源2025年实现营业收入152亿元。'] } });
add('m-fund-liquidated-fr', 'www.gestion-privee-like.example', 'mismatch', 'French fund page: "ce fonds a été liquidé" (share class closed, no factsheet)', finShell({ lang: 'fr', site: 'Gestion Privée AM', title: 'Fonds Actions Europe Small Caps – Gestion Privée AM',
  main: '<h1>Actions Europe Small Caps (part C)</h1><div class="alert"><p>Ce fonds a été liquidé le 30 juin 2025. Les informations relatives à ce produit ne sont plus disponibles.</p><p>Pour toute question, contactez votre conseiller.</p></div>', aside: linkList('Nos fonds', ['Obligations Euro Court Terme', 'Actions Monde ISR', 'Patrimoine Flexible']) }),
  { path: '/fonds/FR0010987654', context: { title: 'Actions Europe Small Caps – fiche produit', claims: ['Le fonds Actions Europe Small Caps a progressé de 14,2 % en 2024.'] } });
add('m-offer-ended', 'www.nordbank-direkt.example', 'mismatch', 'bank promo page: "Diese Aktion ist beendet" (the cited rate offer is gone)', finShell({ lang: 'de', site: 'Nordbank Direkt', title: 'Aktion beendet | Nordbank Direkt',
  main: '<h1>Diese Aktion ist leider beendet</h1><p>Das Angebot ist nicht mehr verfügbar. Entdecken Sie unsere aktuellen Konditionen für <a href="/tagesgeld/">Tagesgeld</a> und <a href="/festgeld/">Festgeld</a>.</p>' }),
  { path: '/aktion/tagesgeld-neukunden-2025', context: { title: 'Nordbank Direkt: 3,50 Prozent Tagesgeld für Neukunden (Aktion 2025)', claims: ['Nordbank Direkt zahlte 2025 Neukunden 3,50 Prozent Tagesgeldzinsen.'] } });
addH('m-cb-home', 'www.banque-centrale-ao.example', 'mismatch', 'central-bank communiqué URL redirected to the home page', redirect((o) => `${o('www.banque-centrale-ao.example')}/fr/`),
  { path: '/fr/communiques/cpm-2024-2', context: { title: 'Communiqué du Comité de politique monétaire du 5 juin 2024', claims: ['En juin 2024 le Comité a relevé le taux directeur de 25 points de base à 3,50 %.'] } });
out.push(target('t-bc-home', 'www.banque-centrale-ao.example', '/fr/', (_req, res) => write(res, { body: finShell({ lang: 'fr', site: 'Banque Centrale', title: 'Accueil – Banque Centrale', main: '<h1>Banque Centrale</h1><section><h2>Actualités</h2><ul><li>Communiqué du Comité de politique monétaire du 10 septembre 2026</li><li>Rapport annuel 2025</li><li>Taux de change de référence</li></ul></section><section><h2>Statistiques</h2><p>Taux directeur : 3,50 %</p></section>' }) })));
add('m-soft404-ko', 'www.hanbit-chem.example', 'mismatch', 'Korean IR site: 200 page "요청하신 페이지를 찾을 수 없습니다" (EUC-KR)', finShell({ lang: 'ko', charset: 'euc-kr', site: '한빛화학', title: '한빛화학 - 페이지를 찾을 수 없습니다',
  main: '<h1>요청하신 페이지를 찾을 수 없습니다.</h1><p>방문하시려는 페이지의 주소가 잘못 입력되었거나, 페이지의 주소가 변경 혹은 삭제되어 요청하신 페이지를 찾을 수 없습니다.</p><a href="/">메인으로</a>' }),
  { path: '/ir/notice/view.asp', charset: 'euc-kr', ...wallCtx(S.hanbit!) });
add('m-suspended-quote', 'www.marketdata-hub.example', 'mismatch', 'quote page of a delisted share: "no data available — security delisted"', finShell({ lang: 'en', site: 'MarketData Hub', title: 'Kestrel Mining Corp (KMC.TO) | MarketData Hub',
  main: '<h1>Kestrel Mining Corp <small>KMC.TO</small></h1><div class="status-banner">This security is no longer listed. Trading ceased on 27 March 2026 following its acquisition by Aurelia Kestrel Copper. No quote data is available.</div>', aside: linkList('Related', ['Aurelia Kestrel Copper (AKC.AX)', 'Copper futures']) }),
  { path: '/quote/KMC.TO', context: { title: 'Kestrel Mining Corp (KMC.TO) stock price and market cap', claims: ['Kestrel Mining had a market capitalisation of C$2.1 billion on the TSX.'] } });
add('m-wire-no-releases', 'www.business-wire.example', 'mismatch', 'wire company newsroom with no releases found', finShell({ lang: 'en', site: 'Business Wire', title: 'Halvorsen Retail Group – News releases | Business Wire',
  main: '<h1>Halvorsen Retail Group</h1><p class="count">0 news releases</p><p>No news releases found for this organization.</p>', aside: linkList('Latest releases', ['Solvane Therapeutics Announces Positive Topline Results', 'Kestrel Mining and Aurelia Resources to Combine']) }),
  { path: '/newsroom/halvorsen-retail-group', context: { title: 'Halvorsen Retail Group announces store closures', claims: ['Halvorsen Retail Group announced it would close 30 stores.'] } });

// =============================================================================================
// INVALID — definitive protocol answers
// ---------------------------------------------------------------------------------------------
add('i-404-ir', 'investors.solvane.example', 'invalid', 'IR release: 404 with the full branded IR page', irRelease({ ...S.solvane!, title: 'Page not found', paras: ['Sorry, the page you requested could not be found.'] }, { forwardLooking: false }),
  { path: '/news-releases/news-release-details/solvane-announces-phase-2-results', status: 404, context: { title: 'Solvane Announces Phase 2 Results for SLV-204', claims: ['SLV-204 met its Phase 2 endpoint.'] } });
add('i-410-wire', 'www.business-wire.example', 'invalid', 'wire: 410 Gone for a withdrawn release', '<html><head><title>410 Gone</title></head><body><h1>Gone</h1><p>This release is no longer available.</p></body></html>',
  { path: '/news/home/20240301005678/en/Halvorsen-Retail-Group-Refinancing', status: 410, context: { title: 'Halvorsen Retail Group completes refinancing', claims: ['Halvorsen Retail Group refinanced its term loan.'] } });
add('i-404-pdf', 'www.lumiere-groupe.example', 'invalid', 'annual-report PDF URL answers 404', '<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache Server</address></body></html>',
  { path: '/finance/documents/urd-2023.pdf', status: 404, context: { title: 'Groupe Lumière – Document d’enregistrement universel 2023', claims: ['Le Groupe Lumière exploitait 1 310 magasins fin 2023.'] } });
add('i-404-json', 'api.stockfacts.example', 'invalid', 'quote API: 404 JSON "symbol not found"', JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Symbol AURK not found' } }),
  { path: '/v1/quote/AURK', status: 404, type: 'application/json', context: { title: 'AURK quote', claims: ['AURK closed at A$3.12.'] } });
addH('i-redirect-loop', 'www.globalbank-like.example', 'invalid', 'bank rates URL redirects to itself forever (no cookie helps)', (req, res) => { res.writeHead(302, { location: '/rates/loop-a?x=1' }); res.end(); },
  { path: '/rates/loop-a', context: { title: 'Global Bank mortgage rates', claims: ['Global Bank’s 5-year fixed mortgage rate is 4.19%.'] } });
addH('i-redirect-private', 'www.cryptex-exchange.example', 'invalid', 'redirect to a private address (10.0.0.8)', redirect('http://10.0.0.8/internal/listing-notice', 302),
  { path: '/en/support/announcement/new-listing-slr', context: { title: 'Cryptex lists Solara (SLR)', claims: ['Cryptex listed SLR on 3 March.'] } });
addH('i-302-no-location', 'www.tradedesk.example', 'invalid', '302 without a Location header', (_req, res) => { res.writeHead(302, { 'content-type': 'text/html' }); res.end('<html><body>Moved</body></html>'); },
  { path: '/insights/copper', context: { title: 'TradeDesk insights: copper', claims: ['TradeDesk sees copper at $12,000.'] } });
{
  const png = Buffer.alloc(5000);
  let x = 2203;
  for (let k = 0; k < png.length; k++) { x = (x * 1103515245 + 12345) & 0x7fffffff; png[k] = (x >> 16) & 0xff; }
  addH('i-junk-png', 'www.sakura-denshi.example', 'invalid', 'chart image bytes (PNG) served as text/html', respond({ body: Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR', 'latin1'), png]), type: 'text/html' }),
    { path: '/ir/stock/chart.html', context: { title: '桜電子工業 株価チャート', claims: ['桜電子工業の株価は1年で2倍になった。'] } });
}
addH('i-not-http', 'ftp-mirror.bourse-like.example', 'invalid', 'the port answers with an FTP banner, not HTTP', rawAnswer(() => Buffer.from('220 ProFTPD Server (Bourse data mirror) ready.\r\n')),
  { path: '/data/avis/2026/iberenergia.pdf', context: { title: 'Avis Iberenergía', claims: ['Avis d’admission des actions Iberenergía.'] } });
add('i-404-ja', 'www.sakura-denshi.example', 'invalid', 'Japanese IR page 404 (Shift_JIS, branded)', irRelease({ ...S.sakura!, title: 'お探しのページは見つかりませんでした', paras: ['お探しのページは移動または削除された可能性があります。'] }, { variant: 'table', forwardLooking: false }),
  { path: '/ir/news/2024/20240510.html', status: 404, charset: 'shift_jis', context: { title: '2024年3月期 決算短信', claims: ['桜電子工業の2024年3月期の売上高は8,120億円。'] } });
add('i-410-job', 'www.pracuj-like.example', 'invalid', 'job posting URL answers 410 Gone', '<html lang="pl"><head><title>Oferta wygasła</title></head><body><h1>Ta oferta wygasła</h1></body></html>',
  { path: '/praca/kontroler-finansowy-krakow,oferta,1002233445', status: 410, context: { title: 'Kontroler finansowy – Wisła Energia', claims: ['Wisła Energia szukała kontrolera finansowego w Krakowie.'] } });
addH('i-redirect-file', 'www.halvorsen-retail.example', 'invalid', 'redirect to a file:// URL', redirect('file:///var/www/annual-report-2025.pdf', 302),
  { path: '/investors/annual-report-2025', context: { title: 'Halvorsen Retail Group annual report 2025', claims: ['Halvorsen Retail Group reported a loss in 2025.'] } });
addH('i-merger-chain-404', 'www.aurelia-resources.example', 'invalid', 'acquired company’s page 301s to the acquirer, which answers 404', redirect((o) => `${o('www.aureliakestrel.example')}/investors/aurelia-asx-announcements-2024`),
  { path: '/asx-announcements/2024/quarterly-activities-report', context: { title: 'Aurelia Resources quarterly activities report', claims: ['Aurelia produced 41,000 tonnes of copper in the quarter.'] } });
out.push(target('t-aurelia-404', 'www.aureliakestrel.example', '/investors/aurelia-asx-announcements-2024', (_req, res) => write(res, { status: 404, body: '<html><head><title>Not found</title></head><body><h1>404</h1><p>Page not found.</p></body></html>' })));
add('i-404-registry-de', 'www.unternehmensregister-like.example', 'invalid', 'registry document link answers 404', '<html lang="de"><head><title>Fehler 404</title></head><body><h1>Die angeforderte Seite wurde nicht gefunden</h1></body></html>',
  { path: '/dokument/HRB45612-2019.pdf', status: 404, context: { title: 'Rheinwerk Maschinenbau AG Jahresabschluss 2019', claims: ['Rheinwerk wies 2019 einen Jahresüberschuss aus.'] } });

export function blind22Cases(): CorpusCase[] {
  return toCases('blind22', out);
}

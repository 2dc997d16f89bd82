/**
 * Eighth held-out status set (`node dist/test/accuracy/run.js --set blind8`, never part of the
 * default run). Written from the issue text (issue 12), CONTRACT.md, the paragraph "Three
 * labelling rules the table implies" of docs/online-validation.md (not its rules table) and the
 * status definitions of the brief, and — for wiring only — blindkit.ts, the type declarations of
 * corpus.ts, run.ts and the import lines / `entry` helper of blind7.ts; without reading the
 * classifier, the fetch code, the other blind sets' cases, classes.ts or the notes. Committed
 * before it was first scored.
 *
 * Angle: "the web as research agents really cite it" — full pages modelled on real CMSes and
 * publishers (WordPress, Drupal, Ghost, Substack, Medium, Blogger, Wix, Squarespace, Arc XP,
 * Brightspot, Next.js / Nuxt news sites), government and NGO reports, statistics offices, wikis,
 * academic publishers and preprint servers (ScienceDirect-, Springer-, Wiley-, T&F-, SAGE-, IEEE-,
 * ACM-, JSTOR-, PubMed-, arXiv-, bioRxiv-like pages), press releases and investor pages,
 * documentation; in English and 21 other languages, some in legacy encodings; with the
 * boilerplate real pages carry (nav, OneTrust / Cookiebot / Didomi / Usercentrics / Quantcast
 * banners, newsletter boxes, related stories, comments, footers, inline scripts, JSON-LD). Walls,
 * soft 404s and takedowns use vendor wordings and languages other than the stock English phrases.
 *
 * Labels applied (brief + the three documented rules): `valid` = the live cited source (a free
 * abstract page, an open-access article, a preprint, a PDF report are valid); `paywalled` =
 * metered walls, member-only posts, free-registration and login walls in front of the text,
 * journal landing pages that sell the text (abstract + "purchase PDF"), isAccessibleForFree
 * false; `blocked` = bot walls / JS challenges / WAF rejections / CAPTCHAs (200 or 4xx), 406 and
 * 418 from bot defences, consent interstitials and pay-or-consent walls (incl. a redirect to a
 * consent. host), geo-blocks, maintenance and database-error pages, site passwords, Basic-auth
 * 401 (a staging server is not a paywall), persistent 403/429/5xx, timeouts, a self-redirect
 * that wants a cookie only a browser's script can set; `mismatch` = a live 2xx page that is not
 * the source: soft 404s (with sidebars), empty searches, takedown notices, parked / expired
 * domains, redirects to the home page or a section, pages about another story, web-server
 * default pages; `invalid` = 404 / 410, a name that does not exist, unsafe targets (private
 * addresses), redirect loops, malformed answers, binary junk served as text/html. A title that
 * merely mentions "404" or "Page Not Found", or a short article that mentions "verify you are
 * human", is still a valid article. Quotes: present only when the source's own text says it;
 * a sentence only in a reader comment or a related-story link is absent; typography (curly /
 * straight quotes, dashes, NBSP, soft hyphens, NFD) does not matter.
 *
 * FIRST SIGHT (set committed at 163cf42 on main 3e1deb1's rules, scored once with
 * `npm run build && node dist/test/accuracy/run.js --set blind8`, before any rule changed):
 * status 225/241 = 93.4 %; live pages called invalid 1; quote checks 162/176 right; quote_found
 * true for an absent quote 2. Confusion (expected → got):
 *   valid      88 valid, 1 paywalled, 1 blocked
 *   paywalled   4 valid, 31 paywalled
 *   blocked     1 paywalled, 46 blocked, 1 invalid
 *   mismatch    5 valid, 3 blocked, 40 mismatch
 *   invalid    20 invalid
 * Misses: valid→paywalled a free Medium story (its standard sign-up box says "Read member-only
 * stories"); valid→blocked a one-off 503 with Retry-After: 1 (not retried into the article);
 * paywalled→valid journal landing pages selling the text (ScienceDirect "Purchase PDF", T&F "Buy
 * single article … Add to cart", SAGE "purchase options … 24 hour online access", Oxford Academic
 * in German "Artikel kaufen"); blocked→paywalled an Italian pay-or-consent cookie wall ("Accetta
 * e continua … Abbonati"); blocked→invalid a self-redirect cookie dance (Set-Cookie + script);
 * mismatch→valid a German empty search ("ergab keine Treffer"), a German parking page ("steht zum
 * Verkauf"), a home page served at the article URL, Japanese and Portuguese pages about another
 * story; mismatch→blocked a Japanese registrar parking page, an Italian home page (its cookie
 * banner read as a consent interstitial), a Spanish section listing ("no meaningful content").
 * Quotes: the lead paragraph above 11 paywalls missed; found although only in PubMed's "Similar
 * articles" link list and in a Korean portal's reader comments.
 * No status label changed after first sight. One construction bug fixed after it: the default
 * quote of 11 paywall teasers was the first 60 characters of the lead sentence, cut inside a word
 * ("… have postponed plan"), which the page does not say; it is now cut at a word boundary (still
 * the page's own words, still present). Those 11 quote misses were the set's, not citeflow's.
 * After the class fixes (docs/online-validation.md rows marked "blind8"; cls-b8-* in classes.ts):
 * 240/241 = 99.6 %, live pages called invalid 0, quotes 176/176, none false found; every other set
 * unchanged (the same five known misses). Left: the Japanese page about another story (title
 * overlap 0.25, just at the threshold, by generic words "金沢", "利用"). This set is now tuned and
 * no longer measures unseen pages.
 */
import * as iconv from 'iconv-lite';
import { article, entry, esc, hostOf, linkList, pdf, rawAnswer, redirect, respond, serveArticle, shell, toCases, wrap, write, type ArticleOpts, type Entry, type Send } from './blindkit';
import type { CorpusCase, Handler, Meta, QuoteCheck } from './corpus';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';

const urlOf = (req: { headers: { host?: string }; url?: string }, web: { origin(h: string): string }) => `${web.origin(hostOf(req))}${(req.url ?? '/').split('?')[0]}`;

type X = { path?: string; context?: ClassifyContext; quotes?: QuoteCheck[]; meta?: Meta; target?: boolean };


/** An article built by the kit; the citation's title is the headline unless told otherwise. */
function art(id: string, host: string, expected: CitationStatus, reason: string, o: ArticleOpts, x: X & { send?: Omit<Send, 'body'> } = {}): Entry {
  return entry(id, host, expected, reason, serveArticle(article(o), { ...(x.send ?? {}), charset: o.charset ?? x.send?.charset }), { ...x, context: x.context ?? { title: o.title } });
}

/** A page whose body is a function of its own URL. */
function page(id: string, host: string, expected: CitationStatus, reason: string, body: (url: string) => string, send: Omit<Send, 'body'> = {}, x: X = {}): Entry {
  return entry(id, host, expected, reason, (req, res, web) => write(res, { ...send, body: body(urlOf(req, web)) }), x);
}

const q = (quote: string, present = true): QuoteCheck => ({ quote, present });

// ---------------------------------------------------------------------------------------------
// Consent banners of the common vendors (non-blocking: the article is under them).

const BANNER = {
  cookiebot: (t: string, ok: string) => `<div id="CybotCookiebotDialog" name="CybotCookiebotDialog" role="dialog" aria-modal="false" data-template="slideup" style="display:none"><div class="CybotCookiebotDialogContentWrapper"><div id="CybotCookiebotDialogBodyContentText">${t}</div><div id="CybotCookiebotDialogBodyButtons"><button id="CybotCookiebotDialogBodyButtonDecline">×</button><button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll">${ok}</button></div></div></div><script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="0b5e2d1a-7f3c-4c2e-9d61-2a3b8f5e6c71" data-blockingmode="auto" type="text/javascript"></script>`,
  usercentrics: (t: string) => `<div id="usercentrics-root" data-nosnippet></div><script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk2_9aQpL" async></script><noscript><p class="uc-noscript">${t}</p></noscript>`,
  quantcast: (t: string) => `<div class="qc-cmp2-container" id="qc-cmp2-container" data-nosnippet><div class="qc-cmp2-summary-info"><p>${t}</p></div><div class="qc-cmp2-summary-buttons"><button mode="secondary">MORE OPTIONS</button><button mode="primary">AGREE</button></div></div><script type="text/javascript" async src="https://cmp.inmobi.com/choice/8kQ2Zx/www.example/choice.js?tag_version=V3"></script>`,
  didomi: (t: string) => `<script type="text/javascript">window.gdprAppliesGlobally=true;(function(){function a(e){if(!window.frames[e]){if(document.body&&document.body.firstChild){var t=document.body;var n=document.createElement("iframe");n.style.display="none";n.name=e;n.title=e;t.insertBefore(n,t.firstChild)}else{setTimeout(function(){a(e)},5)}}}a("__cmpLocator")})();</script><div id="didomi-host" data-nosnippet aria-hidden="true"><div class="didomi-popup-notice"><p>${t}</p></div></div>`,
  onetrust: (t: string) => `<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="018e2c3a-5b7d-7e1f-9a0c-3d4e5f6a7b8c" charset="UTF-8"></script><script>function OptanonWrapper(){}</script><div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" class="otFloatingRoundedCorner" tabindex="0"><div id="onetrust-policy-text">${t}</div><button id="onetrust-accept-btn-handler">OK</button></div></div>`,
};

const NEWSLETTER = (t: string, b: string) => `<aside class="newsletter-signup"><h4>${t}</h4><form action="/newsletter/subscribe" method="post"><input type="email" name="email" placeholder="you@example.com"><button type="submit">${b}</button></form></aside>`;
const COMMENTS = (items: [string, string][], label = 'Comments') => `<section id="comments" class="comments-area"><h2 class="comments-title">${items.length} ${label}</h2><ol class="comment-list">${items.map(([who, t], i) => `<li id="comment-${4410 + i}" class="comment even thread-even depth-1"><article class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><b class="fn">${esc(who)}</b> <span class="says">says:</span></div><div class="comment-metadata"><a href="#comment-${4410 + i}"><time datetime="2025-03-0${(i % 8) + 1}T10:1${i}:00+00:00">March ${i + 1}, 2025 at 10:1${i} am</time></a></div></footer><div class="comment-content"><p>${esc(t)}</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="#respond">Reply</a></div></article></li>`).join('')}</ol></section>`;

// ---------------------------------------------------------------------------------------------
// Article prose in 22 languages: a headline, paragraphs, a fragment the page says (yes) and a
// changed one it does not say (no).

type Lang = { lang: string; site: string; title: string; section: string; author: string; paras: string[]; yes: string; no: string };

const L: Record<string, Lang> = {
  en: {
    lang: 'en', site: 'The Harbour Ledger', section: 'Environment', author: 'Megan O\u2019Rourke',
    title: 'Coastal councils quietly shelve sea-wall upgrades as insurance costs climb',
    paras: [
      'Three coastal councils in the south-west have postponed planned upgrades to their sea defences, according to budget papers published this week, despite warnings from engineers that parts of the existing walls are nearing the end of their design life.',
      'The papers show that a combined \u00a341 million of work has been moved into a "future years" column, with officials citing rising contractor prices and a fall in central government grants.',
      'Insurance brokers say premiums for homes within 200 metres of the shoreline have risen by between 18 and 27 per cent since 2022, and several underwriters have stopped quoting for new policies in the most exposed streets.',
      'Dr Alun Parry, a coastal engineer at the University of Plymouth, said the decision would "store up a much larger bill for the next decade" if winter storms damaged the older sections before they were replaced.',
      'A spokesperson for one of the councils said the schemes had not been cancelled and that the authority was still bidding for flood-defence funding from the Environment Agency.',
      'Residents\u2019 groups in two of the towns have called public meetings for next month and are gathering evidence of recent overtopping to present to councillors.',
    ],
    yes: 'store up a much larger bill for the next decade',
    no: 'store up a much larger bill for the next generation',
  },
  es: {
    lang: 'es', site: 'Diario del Sur', section: 'Sociedad', author: 'Lucía Ferrández',
    title: 'Los embalses andaluces cierran el invierno por debajo del 30 % de su capacidad',
    paras: [
      'Los embalses de la cuenca del Guadalquivir han terminado el invierno con una reserva del 28,4 % de su capacidad total, según los datos publicados este lunes por la Confederación Hidrográfica.',
      'La cifra es ligeramente superior a la del año pasado, pero sigue muy lejos de la media de la última década, que se sitúa en torno al 55 %.',
      'Los regantes de la campiña cordobesa han advertido de que, si la primavera no trae lluvias abundantes, la dotación para los cultivos de verano tendrá que reducirse de nuevo a la mitad.',
      'La consejera de Agricultura aseguró en rueda de prensa que el abastecimiento urbano está garantizado hasta el otoño y que las obras de interconexión entre sistemas avanzan según lo previsto.',
      'Los ecologistas, por su parte, reclaman que se revisen las concesiones de regadío aprobadas en los últimos años y que se cierre el medio millar de pozos ilegales detectados en el entorno de Doñana.',
    ],
    yes: 'el abastecimiento urbano está garantizado hasta el otoño',
    no: 'el abastecimiento urbano está garantizado hasta el invierno',
  },
  pt: {
    lang: 'pt', site: 'Folha do Planalto', section: 'Economia', author: 'Renata Albuquerque',
    title: 'Exportações de café batem recorde no primeiro trimestre puxadas pela demanda asiática',
    paras: [
      'As exportações brasileiras de café somaram 11,2 milhões de sacas de 60 quilos no primeiro trimestre, o maior volume já registrado para o período, segundo o Conselho dos Exportadores de Café do Brasil.',
      'O crescimento foi puxado principalmente pela China e pela Coreia do Sul, que ampliaram as compras em 64% e 31%, respectivamente, em relação ao mesmo período do ano passado.',
      'Para o presidente da entidade, a abertura de novos mercados compensou a queda nos embarques para a Europa, afetados pelas novas regras de rastreabilidade contra o desmatamento.',
      'Produtores do sul de Minas Gerais, porém, relatam dificuldades com o custo dos fertilizantes e com a falta de mão de obra na colheita, que começa em maio.',
      'Analistas projetam que a safra 2025/26 será ligeiramente menor que a anterior, o que deve manter os preços internacionais em patamar elevado até o fim do ano.',
    ],
    yes: 'a abertura de novos mercados compensou a queda nos embarques para a Europa',
    no: 'a abertura de novos mercados superou a queda nos embarques para a Europa',
  },
  fr: {
    lang: 'fr', site: 'Le Courrier de l\u2019Ouest', section: 'Société', author: 'Élodie Marchand',
    title: 'À Nantes, la ligne de tramway vers l\u2019aéroport ne verra pas le jour avant 2031',
    paras: [
      'Le projet de prolongement de la ligne 3 du tramway jusqu\u2019à l\u2019aéroport de Nantes-Atlantique prend du retard : la métropole a annoncé jeudi que la mise en service n\u2019interviendrait pas avant 2031.',
      'En cause, selon la vice-présidente chargée des mobilités, des études environnementales complémentaires exigées par l\u2019État sur la traversée des zones humides de la vallée de la Jaguère.',
      'Le coût du chantier est désormais estimé à 312 millions d\u2019euros, contre 240 millions lors de la présentation du projet en 2021.',
      'Les associations d\u2019usagers regrettent un « report de trop » et demandent le renforcement immédiat de la navette par bus, saturée aux heures de pointe.',
      'L\u2019opposition municipale réclame quant à elle la publication intégrale des études, qu\u2019elle juge indispensables pour comprendre l\u2019envolée des coûts.',
    ],
    yes: 'la mise en service n\u2019interviendrait pas avant 2031',
    no: 'la mise en service n\u2019interviendrait pas avant 2029',
  },
  de: {
    lang: 'de', site: 'Rhein-Kurier', section: 'Wirtschaft', author: 'Johannes Brückner',
    title: 'Zulieferer im Siegerland kündigen Kurzarbeit für 2.400 Beschäftigte an',
    paras: [
      'Drei große Automobilzulieferer im Siegerland wollen ab Mai für insgesamt rund 2.400 Beschäftigte Kurzarbeit beantragen. Das teilten die Unternehmen am Dienstag nach Gesprächen mit den Betriebsräten mit.',
      'Als Grund nannten sie die schwache Nachfrage nach Bauteilen für Verbrennungsmotoren und Verzögerungen bei neuen Aufträgen für Elektrofahrzeuge.',
      'Die IG Metall sprach von einem „Warnsignal für die ganze Region“ und forderte von der Landesregierung ein Programm zur Weiterbildung der betroffenen Fachkräfte.',
      'Nach Angaben der Industrie- und Handelskammer hängen im Kreis Siegen-Wittgenstein etwa elf Prozent aller sozialversicherungspflichtigen Stellen direkt oder indirekt an der Fahrzeugindustrie.',
      'Die Bundesagentur für Arbeit rechnet damit, dass die Anträge innerhalb von zwei Wochen bearbeitet werden können.',
    ],
    yes: 'etwa elf Prozent aller sozialversicherungspflichtigen Stellen',
    no: 'etwa zwölf Prozent aller sozialversicherungspflichtigen Stellen',
  },
  it: {
    lang: 'it', site: 'Gazzetta di Romagna', section: 'Cronaca', author: 'Francesca Rinaldi',
    title: 'Ravenna, il porto avvia i lavori per il nuovo terminal container da 90 milioni',
    paras: [
      'Sono partiti lunedì i lavori per il nuovo terminal container del porto di Ravenna, un intervento da 90 milioni di euro finanziato in parte con i fondi del Piano nazionale di ripresa e resilienza.',
      'Il progetto prevede l\u2019approfondimento dei fondali fino a 14,5 metri e la realizzazione di una banchina lunga un chilometro, in grado di accogliere navi di nuova generazione.',
      'Secondo l\u2019Autorità di sistema portuale, a regime il terminal potrà movimentare fino a 500 mila container all\u2019anno, quasi il doppio del volume attuale.',
      'Gli ambientalisti chiedono garanzie sullo smaltimento dei fanghi di dragaggio, mentre le categorie economiche parlano di un\u2019occasione storica per il territorio.',
      'La conclusione del cantiere è prevista per la fine del 2027.',
    ],
    yes: 'potrà movimentare fino a 500 mila container all\u2019anno',
    no: 'potrà movimentare fino a 800 mila container all\u2019anno',
  },
  ru: {
    lang: 'ru', site: 'Сибирские ведомости', section: 'Общество', author: 'Анна Воронцова',
    title: 'В Новосибирске открыли третий мост через Обь после шести лет строительства',
    paras: [
      'В Новосибирске в субботу открыли движение по новому мосту через Обь. Строительство переправы длиной 1,5 километра продолжалось почти шесть лет.',
      'По словам губернатора, мост позволит разгрузить два существующих перехода и сократить время в пути между левым и правым берегом в часы пик примерно на двадцать минут.',
      'Проект реализован по концессионной схеме; общая стоимость работ превысила 60 миллиардов рублей.',
      'Жители прилегающих районов жалуются на шум и просят установить дополнительные шумозащитные экраны вдоль эстакады.',
      'Мэрия обещает до конца года запустить по мосту два новых автобусных маршрута.',
    ],
    yes: 'сократить время в пути между левым и правым берегом в часы пик примерно на двадцать минут',
    no: 'сократить время в пути между левым и правым берегом в часы пик примерно на сорок минут',
  },
  ja: {
    lang: 'ja', site: '北陸日報', section: '地域', author: '山本 彩',
    title: '金沢港の新クルーズターミナル、来春の利用予約が過去最多に',
    paras: [
      '金沢港のクルーズターミナルで、来年春の大型客船の寄港予約が過去最多の四十二回に達したことが、石川県の発表で分かった。',
      '県によると、震災後の復興支援を目的とした国内クルーズの増加に加え、欧州や台湾の船会社からの新規予約が相次いだという。',
      '寄港一回あたりの経済効果は約三千万円と試算されており、県は地元の観光事業者と連携して市内への周遊バスを増便する方針だ。',
      '一方、港周辺の道路渋滞や観光客の集中を懸念する声もあり、市は交通整理の人員を増やすなどの対策を検討している。',
      '知事は記者会見で「能登の復興を世界に発信する機会にしたい」と述べた。',
    ],
    yes: '寄港一回あたりの経済効果は約三千万円と試算されており',
    no: '寄港一回あたりの経済効果は約五千万円と試算されており',
  },
  zh: {
    lang: 'zh', site: '南方财经观察', section: '财经', author: '陈思远',
    title: '深圳前海新增跨境数据流动试点 首批十二家企业获准参与',
    paras: [
      '深圳前海管理局本周宣布启动跨境数据流动试点，首批十二家企业获准在安全评估框架下向境外传输特定类型的业务数据。',
      '据介绍，试点企业主要集中在跨境电商、国际物流和金融科技领域，相关数据须经过分级分类并在指定平台登记备案。',
      '前海管理局相关负责人表示，试点期限为两年，期间将根据评估结果逐步扩大企业名单和数据类型。',
      '业内人士认为，此举有望降低企业的合规成本，但具体的审核时限和责任划分仍有待细则明确。',
      '今年以来，前海已吸引外资企业新设四百余家，同比增长约百分之十八。',
    ],
    yes: '试点期限为两年，期间将根据评估结果逐步扩大企业名单和数据类型',
    no: '试点期限为三年，期间将根据评估结果逐步扩大企业名单和数据类型',
  },
  ko: {
    lang: 'ko', site: '한빛일보', section: '사회', author: '김서연',
    title: '부산 북항 재개발 2단계 착공… 2030년까지 해양문화지구 조성',
    paras: [
      '부산 북항 재개발 2단계 사업이 15일 착공식을 열고 본격적인 공사에 들어갔다. 사업비는 약 4조 원 규모로, 2030년 완공을 목표로 한다.',
      '부산시는 옛 부두 부지 220만 제곱미터에 해양문화지구와 업무·주거 복합단지를 조성할 계획이라고 밝혔다.',
      '시 관계자는 "원도심과 바다를 다시 잇는 사업"이라며 약 3만 개의 일자리가 창출될 것으로 내다봤다.',
      '다만 시민단체들은 공공 녹지 비율이 당초 계획보다 줄었다며 사업 계획의 재검토를 요구하고 있다.',
      '해양수산부는 연내 기반시설 설계를 마무리하고 내년 상반기 민간 사업자 공모를 진행할 예정이다.',
    ],
    yes: '약 3만 개의 일자리가 창출될 것으로 내다봤다',
    no: '약 5만 개의 일자리가 창출될 것으로 내다봤다',
  },
  ar: {
    lang: 'ar', site: 'صحيفة الخليج اليوم', section: 'اقتصاد', author: 'سارة الحمادي',
    title: 'سلطنة عمان تطلق أول مشروع لإنتاج الهيدروجين الأخضر في الدقم',
    paras: [
      'أعلنت وزارة الطاقة والمعادن في سلطنة عمان إطلاق أول مشروع تجاري لإنتاج الهيدروجين الأخضر في المنطقة الاقتصادية الخاصة بالدقم، بطاقة إنتاجية تبلغ مئة وخمسين ألف طن سنويا.',
      'وقال وكيل الوزارة إن المشروع سيعتمد على محطات للطاقة الشمسية وطاقة الرياح بقدرة إجمالية تتجاوز أربعة غيغاواط.',
      'ومن المتوقع أن يبدأ الإنتاج الفعلي في عام ألفين وثلاثين، على أن يصدر الجزء الأكبر منه إلى الأسواق الأوروبية والآسيوية.',
      'ويرى خبراء أن المشروع يمثل خطوة مهمة في خطة السلطنة لتنويع مصادر الدخل وتقليل الاعتماد على النفط.',
      'وأشارت الوزارة إلى أن المشروع سيوفر نحو ألفي فرصة عمل خلال مرحلة البناء.',
    ],
    yes: 'سيوفر نحو ألفي فرصة عمل خلال مرحلة البناء',
    no: 'سيوفر نحو خمسة آلاف فرصة عمل خلال مرحلة البناء',
  },
  hi: {
    lang: 'hi', site: 'जनवाणी समाचार', section: 'देश', author: 'प्रिया शर्मा',
    title: 'राजस्थान में सौर ऊर्जा से चलने वाले पहले ग्रामीण कोल्ड स्टोरेज का उद्घाटन',
    paras: [
      'राजस्थान के जोधपुर जिले में सौर ऊर्जा से चलने वाले पहले ग्रामीण कोल्ड स्टोरेज का मंगलवार को उद्घाटन किया गया। इसकी क्षमता पाँच सौ टन है।',
      'कृषि विभाग के अधिकारियों ने बताया कि इससे आसपास के तीस गाँवों के किसान अपनी सब्जियाँ और फल लंबे समय तक सुरक्षित रख सकेंगे।',
      'परियोजना पर लगभग चार करोड़ रुपये खर्च हुए हैं, जिसमें से आधी राशि केंद्र सरकार की योजना से मिली है।',
      'किसानों का कहना है कि अब उन्हें फसल कटते ही कम दाम पर बेचने की मजबूरी नहीं रहेगी।',
      'राज्य सरकार अगले दो वर्षों में ऐसे बीस और केंद्र खोलने की योजना बना रही है।',
    ],
    yes: 'आसपास के तीस गाँवों के किसान अपनी सब्जियाँ और फल लंबे समय तक सुरक्षित रख सकेंगे',
    no: 'आसपास के पचास गाँवों के किसान अपनी सब्जियाँ और फल लंबे समय तक सुरक्षित रख सकेंगे',
  },
  tr: {
    lang: 'tr', site: 'Ege Postası', section: 'Ekonomi', author: 'Elif Yıldırım',
    title: 'İzmir’de zeytinyağı ihracatı son on yılın zirvesine çıktı',
    paras: [
      'Ege İhracatçı Birlikleri verilerine göre İzmir’den yapılan zeytinyağı ihracatı geçen yıl 214 bin tona ulaşarak son on yılın en yüksek seviyesine çıktı.',
      'İhracatın yüzde 40’ından fazlası İspanya ve İtalya’ya yapıldı; bu ülkelerde yaşanan kuraklık Türk üreticilerine yeni pazar kapıları açtı.',
      'Birlik başkanı, markalı ürün ihracatının payının hâlâ düşük olduğunu ve dökme satışların katma değeri sınırladığını söyledi.',
      'Üreticiler ise gübre ve işçilik maliyetlerindeki artışın kârlılığı olumsuz etkilediğini belirtiyor.',
      'Bu sezon için rekolte tahmini 380 bin ton olarak açıklandı.',
    ],
    yes: 'markalı ürün ihracatının payının hâlâ düşük olduğunu',
    no: 'markalı ürün ihracatının payının artık yüksek olduğunu',
  },
  pl: {
    lang: 'pl', site: 'Gazeta Pomorska Online', section: 'Kraj', author: 'Katarzyna Nowicka',
    title: 'Gdańsk: nowa linia tramwajowa na Morenę ruszy w czerwcu',
    paras: [
      'Nowa linia tramwajowa łącząca Śródmieście z osiedlami na Morenie zostanie uruchomiona w czerwcu – poinformował w czwartek zarząd Gdańskich Inwestycji Komunalnych.',
      'Trasa ma długość 3,6 kilometra i obejmuje siedem przystanków, w tym węzeł przesiadkowy przy stacji Pomorskiej Kolei Metropolitalnej.',
      'Koszt inwestycji wyniósł 310 milionów złotych, z czego blisko 80 procent pochodziło z funduszy unijnych.',
      'Mieszkańcy skarżyli się na utrudnienia w ruchu podczas budowy, ale – jak zapewniają urzędnicy – ostatnie objazdy znikną w maju.',
      'Według prognoz z nowej linii będzie codziennie korzystać około 25 tysięcy pasażerów.',
    ],
    yes: 'codziennie korzystać około 25 tysięcy pasażerów',
    no: 'codziennie korzystać około 40 tysięcy pasażerów',
  },
  nl: {
    lang: 'nl', site: 'Brabants Nieuwsblad', section: 'Binnenland', author: 'Sanne de Vries',
    title: 'Eindhoven wil 4.000 extra studentenkamers bouwen op oud fabrieksterrein',
    paras: [
      'De gemeente Eindhoven wil de komende vijf jaar ruim 4.000 studentenkamers bouwen op een voormalig fabrieksterrein aan de rand van Strijp. Dat staat in een plan dat het college dinsdag presenteerde.',
      'De woningnood onder studenten is in de stad de afgelopen jaren sterk opgelopen; volgens de studentenvakbond staan er ruim 6.000 jongeren op een wachtlijst.',
      'Het terrein is eigendom van een projectontwikkelaar, die zich heeft verplicht om minstens de helft van de kamers onder de huurtoeslaggrens te verhuren.',
      'Omwonenden maken zich zorgen over parkeerdruk en geluidsoverlast en willen dat de gemeente een verkeersonderzoek laat doen.',
      'De gemeenteraad stemt naar verwachting in juni over het plan.',
    ],
    yes: 'minstens de helft van de kamers onder de huurtoeslaggrens te verhuren',
    no: 'minstens een derde van de kamers onder de huurtoeslaggrens te verhuren',
  },
  id: {
    lang: 'id', site: 'Warta Nusantara', section: 'Nasional', author: 'Dewi Lestari',
    title: 'Pemerintah targetkan 1.000 desa terhubung internet satelit tahun ini',
    paras: [
      'Kementerian Komunikasi dan Digital menargetkan 1.000 desa di wilayah terpencil terhubung dengan layanan internet satelit hingga akhir tahun ini.',
      'Program tersebut difokuskan pada desa-desa di Papua, Maluku, dan Nusa Tenggara Timur yang belum terjangkau jaringan serat optik.',
      'Menurut juru bicara kementerian, setiap titik akses akan dipasang di sekolah, puskesmas, atau kantor desa agar dapat dimanfaatkan oleh masyarakat luas.',
      'Pengamat telekomunikasi menilai biaya operasional jangka panjang perlu diperhitungkan agar layanan tidak berhenti setelah kontrak awal selesai.',
      'Anggaran program ini mencapai Rp 1,8 triliun.',
    ],
    yes: 'setiap titik akses akan dipasang di sekolah, puskesmas, atau kantor desa',
    no: 'setiap titik akses akan dipasang di masjid, pasar, atau kantor desa',
  },
  vi: {
    lang: 'vi', site: 'Báo Đồng Bằng', section: 'Kinh tế', author: 'Nguyễn Thị Hương',
    title: 'Xuất khẩu gạo của Việt Nam đạt kỷ lục trong quý đầu năm',
    paras: [
      'Theo số liệu của Bộ Nông nghiệp và Môi trường, xuất khẩu gạo của Việt Nam trong quý đầu năm đạt 2,4 triệu tấn, mức cao nhất từ trước đến nay trong cùng kỳ.',
      'Philippines và Indonesia tiếp tục là hai thị trường tiêu thụ lớn nhất, chiếm hơn 60% tổng lượng gạo xuất khẩu.',
      'Các doanh nghiệp cho biết giá gạo thơm và gạo chất lượng cao vẫn giữ ổn định, trong khi giá gạo thường có xu hướng giảm nhẹ.',
      'Nông dân ở Đồng bằng sông Cửu Long lo ngại tình trạng xâm nhập mặn có thể ảnh hưởng đến vụ hè thu sắp tới.',
      'Hiệp hội Lương thực Việt Nam dự báo xuất khẩu cả năm có thể đạt 8 triệu tấn.',
    ],
    yes: 'chiếm hơn 60% tổng lượng gạo xuất khẩu',
    no: 'chiếm hơn 70% tổng lượng gạo xuất khẩu',
  },
  th: {
    lang: 'th', site: 'ข่าวภาคเหนือ', section: 'ข่าว', author: 'สุภาพร วงศ์ใหญ่',
    title: 'เชียงใหม่เร่งแก้ปัญหาฝุ่นควัน ตั้งศูนย์เฝ้าระวังไฟป่าเพิ่มอีกยี่สิบแห่ง',
    paras: [
      'จังหวัดเชียงใหม่ประกาศจัดตั้งศูนย์เฝ้าระวังไฟป่าเพิ่มอีกยี่สิบแห่งในพื้นที่อำเภอรอบนอก เพื่อรับมือกับปัญหาฝุ่นควันที่มักรุนแรงในช่วงเดือนมีนาคมถึงเมษายน',
      'ผู้ว่าราชการจังหวัดกล่าวว่าแต่ละศูนย์จะมีอาสาสมัครประจำการตลอดยี่สิบสี่ชั่วโมงและมีโดรนสำหรับตรวจจับจุดความร้อน',
      'ข้อมูลจากกรมควบคุมมลพิษระบุว่าเมื่อปีที่แล้วค่าฝุ่นละออง PM2.5 ในเมืองเชียงใหม่เกินมาตรฐานนานกว่าห้าสิบวัน',
      'ผู้ประกอบการด้านการท่องเที่ยวหวังว่ามาตรการนี้จะช่วยลดผลกระทบต่อจำนวนนักท่องเที่ยวในช่วงฤดูแล้ง',
      'ทั้งนี้ จังหวัดยังขอความร่วมมือเกษตรกรงดเผาเศษวัสดุทางการเกษตรจนถึงสิ้นเดือนพฤษภาคม',
    ],
    yes: 'แต่ละศูนย์จะมีอาสาสมัครประจำการตลอดยี่สิบสี่ชั่วโมง',
    no: 'แต่ละศูนย์จะมีเจ้าหน้าที่ตำรวจประจำการตลอดยี่สิบสี่ชั่วโมง',
  },
  uk: {
    lang: 'uk', site: 'Західний вісник', section: 'Суспільство', author: 'Олена Коваль',
    title: 'У Львові відкрили новий реабілітаційний центр для військових на 300 місць',
    paras: [
      'У Львові в середу відкрили новий реабілітаційний центр для військових і цивільних, які отримали поранення. Центр розрахований на 300 пацієнтів одночасно.',
      'За словами міського голови, у закладі працюватимуть фізичні терапевти, психологи та фахівці з протезування.',
      'Будівництво тривало півтора року і було профінансоване міжнародними донорами та міським бюджетом.',
      'Перші пацієнти мають прибути вже наступного тижня; черга на реабілітацію наразі становить понад тисячу осіб.',
      'Міська рада планує відкрити ще два подібні центри до кінця наступного року.',
    ],
    yes: 'черга на реабілітацію наразі становить понад тисячу осіб',
    no: 'черга на реабілітацію наразі становить понад дві тисячі осіб',
  },
  fa: {
    lang: 'fa', site: 'روزنامه نگاه شرق', section: 'اقتصادی', author: 'مریم احمدی',
    title: 'بهره‌برداری از بزرگ‌ترین نیروگاه خورشیدی شرق کشور در مشهد آغاز شد',
    paras: [
      'بزرگ‌ترین نیروگاه خورشیدی شرق کشور با ظرفیت پنجاه مگاوات روز دوشنبه در حومه مشهد به بهره‌برداری رسید.',
      'به گفته مدیرعامل شرکت برق منطقه‌ای خراسان، این نیروگاه برق مورد نیاز حدود سی هزار خانوار را تامین می‌کند.',
      'ساخت این نیروگاه هجده ماه طول کشید و با سرمایه‌گذاری بخش خصوصی انجام شد.',
      'کارشناسان می‌گویند توسعه انرژی‌های تجدیدپذیر می‌تواند از خاموشی‌های تابستانی بکاهد.',
      'قرار است تا پایان سال دو نیروگاه دیگر نیز در استان راه‌اندازی شود.',
    ],
    yes: 'برق مورد نیاز حدود سی هزار خانوار را تامین می‌کند',
    no: 'برق مورد نیاز حدود صد هزار خانوار را تامین می‌کند',
  },
  he: {
    lang: 'he', site: 'חדשות הצפון', section: 'חדשות', author: 'נועה כהן',
    title: 'חיפה: הרכבל החדש לטכניון יתחיל לפעול בקיץ',
    paras: [
      'הרכבל החדש שיחבר בין מרכזית המפרץ לקריית הטכניון בחיפה יתחיל לפעול באופן מלא בקיץ הקרוב, כך הודיעה היום חברת יפה נוף.',
      'לפי החברה, הנסיעה לאורך ארבעה וחצי קילומטרים תימשך כשמונה עשרה דקות, ובכל שעה יוכלו לנסוע עד אלף ומאתיים נוסעים בכל כיוון.',
      'הפרויקט, שעלותו מוערכת בכחצי מיליארד שקל, נתקל בעיכובים רבים בשל בעיות תכנון ותקלות טכניות.',
      'סטודנטים בטכניון מקווים שהרכבל יקצר משמעותית את זמני ההגעה לקמפוס בשעות העומס.',
      'העירייה בוחנת גם הארכה עתידית של הקו לאוניברסיטת חיפה.',
    ],
    yes: 'הנסיעה לאורך ארבעה וחצי קילומטרים תימשך כשמונה עשרה דקות',
    no: 'הנסיעה לאורך ארבעה וחצי קילומטרים תימשך כעשרים וחמש דקות',
  },
  sv: {
    lang: 'sv', site: 'Norrlandsposten', section: 'Nyheter', author: 'Erik Lindqvist',
    title: 'Skellefteå bygger ny skola för 900 elever när befolkningen växer',
    paras: [
      'Skellefteå kommun har beslutat att bygga en ny grundskola för 900 elever i stadsdelen Norrböle. Byggstarten planeras till hösten och skolan ska stå klar 2028.',
      'Bakgrunden är den snabba befolkningsökningen i samband med etableringen av batterifabriken, som har lockat tusentals nya invånare till kommunen.',
      'Enligt kommunens prognos kommer antalet barn i grundskoleålder att öka med nästan 30 procent fram till 2030.',
      'Oppositionen kritiserar kostnaden på 640 miljoner kronor och vill att kommunen först utreder om befintliga skolor kan byggas ut.',
      'Skolan ska byggas i trä och få solceller på taket.',
    ],
    yes: 'antalet barn i grundskoleålder att öka med nästan 30 procent fram till 2030',
    no: 'antalet barn i grundskoleålder att öka med nästan 50 procent fram till 2030',
  },
};

// ---------------------------------------------------------------------------------------------
// VALID — articles in 22 languages on different CMSes, banners and metadata styles.

const SLUG = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50) || 'article';
const HOSTS: Record<string, string> = {
  en: 'www.harbourledger.co.uk', es: 'www.diariodelsur.es', pt: 'www.folhadoplanalto.com.br', fr: 'www.courrier-ouest.fr', de: 'www.rhein-kurier.de',
  it: 'www.gazzettadiromagna.it', ru: 'sib-vedomosti.ru', ja: 'www.hokuriku-nippo.jp', zh: 'www.nanfang-caijing.cn', ko: 'www.hanbit-ilbo.co.kr',
  ar: 'www.khaleej-today-news.ae', hi: 'www.janvani-samachar.in', tr: 'www.egepostasi.com.tr', pl: 'pomorska-online.pl', nl: 'www.brabantsnieuwsblad.nl',
  id: 'www.wartanusantara.co.id', vi: 'baodongbang.vn', th: 'www.khaonuea.co.th', uk: 'zakhidnyi-visnyk.com.ua', fa: 'www.negah-e-shargh.ir', he: 'www.hadashot-hatzafon.co.il',
  sv: 'www.norrlandsposten.se',
};
const BANNER_TEXT: Record<string, string> = {
  en: 'We and our 842 partners store and access information on your device, such as cookies, and process personal data for personalised ads and content, ad and content measurement, audience research and services development.',
  de: 'Wir und unsere 214 Partner speichern und/oder greifen auf Informationen auf Ihrem Gerät zu. Sie können Ihre Auswahl jederzeit in den Privatsphäre-Einstellungen ändern.',
  fr: 'Avec votre accord, nos partenaires et nous utilisons des cookies ou technologies similaires pour stocker et accéder à des informations personnelles comme votre visite sur ce site.',
  es: 'Este sitio web utiliza cookies para que usted tenga la mejor experiencia de usuario. Puede cambiar la configuración u obtener más información en nuestra política de cookies.',
  it: 'Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella cookie policy.',
  nl: 'Wij en onze partners gebruiken cookies en vergelijkbare technieken om je een betere gebruikservaring te bieden en gepersonaliseerde advertenties te tonen.',
  pl: 'Szanowny Użytkowniku, zanim przejdziesz do serwisu, zapoznaj się z informacjami dotyczącymi przetwarzania danych osobowych przez nas i naszych zaufanych partnerów.',
  pt: 'Utilizamos cookies essenciais e tecnologias semelhantes de acordo com a nossa Política de Privacidade e, ao continuar navegando, você concorda com estas condições.',
  sv: 'Vi använder kakor för att ge dig en bättre upplevelse, för statistik och för att visa relevant reklam. Läs mer i vår kakpolicy.',
};
const vendors = ['onetrust', 'cookiebot', 'didomi', 'usercentrics', 'quantcast', 'none'] as const;
const templates = ['wp', 'ghost', 'drupal', 'arc', 'plain'] as const;
const metaStyles = ['og+jsonld', 'graph', 'og', 'microdata', 'jsonld'] as const;
const RELATED: Record<string, string[]> = {
  en: ['Ferry operator warns of timetable cuts over winter', 'Opinion: our towns deserve a proper flood plan', 'Harbour master retires after 31 years'],
  es: ['La sequía obliga a cortar el riego en la vega', 'Opinión: el agua no puede esperar', 'Sevilla estrena carril bici en la Ronda'],
  de: ['Stahlwerk meldet Gewinneinbruch', 'Kommentar: Die Region braucht einen Plan', 'Neue S-Bahn-Linie verzögert sich'],
  fr: ['Le périphérique nantais fermé trois nuits', 'Tribune : repenser la mobilité', 'Saint-Nazaire : record aux Chantiers'],
};

function banner(lang: string, i: number): string {
  const v = vendors[i % vendors.length]!;
  const t = BANNER_TEXT[lang] ?? BANNER_TEXT.en!;
  if (v === 'none') return '';
  if (v === 'cookiebot') return BANNER.cookiebot(t, lang === 'de' ? 'Alle zulassen' : 'OK');
  return BANNER[v](t);
}

function langArticle(k: string, i: number, over: Partial<ArticleOpts> = {}): ArticleOpts {
  const p = L[k]!;
  return {
    site: p.site,
    siteUrl: `https://${HOSTS[k]}`,
    lang: p.lang,
    title: p.title,
    author: p.author,
    date: `2025-0${(i % 9) + 1}-1${i % 9}T0${i % 9}:30:00+00:00`,
    section: p.section,
    paras: p.paras,
    template: templates[i % templates.length],
    metaStyle: metaStyles[i % metaStyles.length],
    beforeBody: banner(k, i),
    cookie: i % 3 === 0,
    ads: i % 2 === 0,
    related: RELATED[k],
    sidebar: i % 4 === 1 ? linkList(k === 'en' ? 'Most read' : '★', RELATED[k] ?? [p.title.slice(0, 20) + ' …']) : undefined,
    afterBody: i % 5 === 2 ? NEWSLETTER(k === 'en' ? 'Get the morning briefing' : '✉', k === 'en' ? 'Sign up' : 'OK') : undefined,
    ...over,
  };
}

const validLang: Entry[] = Object.keys(L).map((k, i) =>
  art(`v-${k}`, HOSTS[k]!, 'valid', `a full ${k} news article (${templates[i % templates.length]} template, ${vendors[i % vendors.length]} banner) — the cited source`, langArticle(k, i), {
    path: `/${2025}/${k}/${SLUG(L[k]!.title)}-${1000 + i}`,
    quotes: [q(L[k]!.yes), q(L[k]!.no, false)],
  }),
);

// Legacy encodings: the same stories served in the charset their region's older CMSes still use.
const LEGACY: [string, string, 'both' | 'meta' | 'header'][] = [
  ['fr', 'windows-1252', 'both'], ['de', 'iso-8859-1', 'meta'], ['es', 'windows-1252', 'header'], ['ja', 'shift_jis', 'both'], ['ja', 'euc-jp', 'meta'],
  ['ko', 'euc-kr', 'both'], ['zh', 'gbk', 'both'], ['ru', 'windows-1251', 'meta'], ['ru', 'koi8-r', 'both'], ['ar', 'windows-1256', 'both'],
  ['tr', 'iso-8859-9', 'both'], ['pl', 'iso-8859-2', 'meta'], ['he', 'windows-1255', 'both'], ['th', 'windows-874', 'both'], ['uk', 'windows-1251', 'header'],
];
const validLegacy: Entry[] = LEGACY.map(([k, cs, where], i) => {
  const o = langArticle(k, i + 3, { charset: cs, ads: false, beforeBody: '', cookie: false });
  const page = article(o);
  return entry(`v-enc-${k}-${cs}`, `archiv.${HOSTS[k]!.replace(/^www\./, '')}`, 'valid', `${k} article served in ${cs} (charset in ${where}) — the cited source`, (req, res, web) => {
    let html = page(urlOf(req, web));
    if (where === 'header') html = html.replace(/<meta charset="[^"]*">/, '');
    write(res, { body: html, charset: cs, ...(where === 'meta' ? { type: 'text/html' } : {}) });
  }, { path: `/archiv/${1990 + i}/artikel_${48210 + i}.html`, context: { title: L[k]!.title }, quotes: [q(L[k]!.yes), q(L[k]!.no, false)] });
});

// ---------------------------------------------------------------------------------------------
// VALID — platforms, publishers, institutions.

const head = (title: string, extra = '') => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>${extra}</head>`;
const ps = (a: string[]) => a.map((p) => `<p>${p}</p>`).join('\n');

const SUB = {
  title: 'The quiet collapse of local weather stations',
  sub: 'Volunteer observers kept a century of records. Most have now stopped.',
  paras: [
    'For 112 years, someone in the village of Ashby Parva has walked to a white wooden box at nine every morning and written down the temperature. Last October, nobody did.',
    'The station is one of roughly 240 volunteer climate sites in England and Wales that have closed since 2015, according to figures I obtained from the national weather service through a freedom of information request.',
    'Most closures were not decisions. Observers grew old, moved away or died, and nobody took over the notebook. "The network was built on retired schoolteachers," one regional manager told me, "and we never planned for the day they stopped."',
    'The gaps matter more than they seem. Long, unbroken series from the same spot are what let climatologists separate real warming from changes in instruments or surroundings.',
    'The weather service says automatic stations now cover most of the country. But automatic sensors cost money to maintain, and several of those installed to replace volunteers have themselves gone offline.',
  ],
};
const substack = (url: string) => `${head(`${SUB.title} - by Hannah Reeve - Field Notes`, `<meta property="og:title" content="${SUB.title}"><meta property="og:description" content="${SUB.sub}"><meta property="og:site_name" content="Field Notes"><meta name="author" content="Hannah Reeve"><link rel="canonical" href="${url}"><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', url, headline: SUB.title, description: SUB.sub, datePublished: '2025-02-11T13:02:41+00:00', isAccessibleForFree: true, author: [{ '@type': 'Person', name: 'Hannah Reeve', url: 'https://substack.com/@hannahreeve' }], publisher: { '@type': 'Organization', name: 'Field Notes' } })}</script>`)}
<body><div id="entry"><div class="main-menu"><a href="/">Field Notes</a> <a href="/subscribe?utm_source=menu" class="button primary">Subscribe</a> <a href="/sign-in">Sign in</a></div>
<div class="single-post-container"><article class="typography newsletter-post post"><div class="post-header"><h1 class="post-title published">${SUB.title}</h1><h3 class="subtitle">${SUB.sub}</h3><div class="post-meta"><a href="https://substack.com/@hannahreeve">Hannah Reeve</a> · Feb 11, 2025</div></div>
<div class="available-content"><div class="body markup" dir="auto">${ps(SUB.paras)}
<div class="subscription-widget-wrap"><div class="subscription-widget"><p class="cta-caption">Field Notes is a reader-supported publication. To receive new posts and support my work, consider becoming a free or paid subscriber.</p><form class="form"><input type="email" placeholder="Type your email…"><button>Subscribe</button></form></div></div>
<p>If you know of a volunteer station near you that is still running, I\u2019d love to hear from you.</p></div></div>
<div class="post-footer"><button class="like-button">142</button> <a href="${url}/comments">38 Comments</a> <button>Share</button></div></article></div>
<script>window._preloads = JSON.parse("{\\"isFreePost\\":true,\\"post\\":{\\"audience\\":\\"everyone\\"}}")</script></div></body></html>`;

const MED = {
  title: 'What We Learned Migrating 400 Services to Kubernetes',
  paras: [
    'Two years ago our platform team set out to move roughly four hundred services off a fleet of hand-managed virtual machines. We finished in March. This is an honest account of what went well and what did not.',
    'The biggest surprise was not technical. Teams that owned their own deployment pipelines moved three times faster than teams that relied on the central platform group, regardless of how complex their services were.',
    'We also underestimated the cost of observability. Our logging bill grew by 70 percent in the first six months because every pod emitted debug logs by default.',
    'If we did it again, we would migrate the noisiest, most stateless services first, and leave databases on virtual machines until the very end.',
  ],
};
const medium = (url: string) => `${head(`${MED.title} | by Priya Natarajan | Engineering at Lumen | Medium`, `<meta property="og:title" content="${MED.title}"><meta property="og:site_name" content="Medium"><meta property="og:type" content="article"><meta name="author" content="Priya Natarajan"><meta property="article:published_time" content="2025-01-22T16:40:11.512Z"><link rel="canonical" href="${url}"><script type="application/ld+json">${JSON.stringify({ '@context': 'http://schema.org', '@type': 'SocialMediaPosting', headline: MED.title, datePublished: '2025-01-22T16:40:11.512Z', author: { '@type': 'Person', name: 'Priya Natarajan' }, publisher: { '@type': 'Organization', name: 'Engineering at Lumen' }, isAccessibleForFree: true, mainEntityOfPage: url })}</script>`)}
<body><div id="root"><div class="a b c"><div class="l"><a href="/?source=post_page" aria-label="Homepage">Medium</a> <a href="/m/signin">Sign in</a> <a href="/m/signin?operation=register">Get started</a></div>
<article><div class="gn go gp"><h1 data-testid="storyTitle" class="pw-post-title" id="8f2c">${MED.title}</h1><div class="speechify-ignore"><a data-testid="authorName" href="/@priyan">Priya Natarajan</a> · <span data-testid="storyReadTime">6 min read</span> · <span data-testid="storyPublishDate">Jan 22, 2025</span> <button>Follow</button></div>
<section>${MED.paras.map((p, i) => `<p id="p${i}" class="pw-post-body-paragraph">${p}</p>`).join('')}</section></div></article>
<div class="pw-multi-vote-count"><button>1.2K</button></div><div><h2>Written by Priya Natarajan</h2><p>Staff engineer. Distributed systems, boring technology.</p></div>
<div class="ab"><h2>Sign up to discover human stories that deepen your understanding of the world.</h2><p>Free</p><p>Distraction-free reading. No ads.</p><p>Membership</p><p>Read member-only stories</p><a href="/m/signin?operation=register">Sign up for free</a> <a href="/plans">Try for $5/month</a></div>
<div><h2>More from Engineering at Lumen</h2><a href="/p/1">Our on-call handbook, two years later</a></div></div>
<script>window.__APOLLO_STATE__ = {"Post:8f2c":{"isLocked":false,"title":"${MED.title}"}}</script></body></html>`;

const BLOG = {
  title: 'Recorrido por las salinas de Añana: historia y visita',
  paras: [
    'El Valle Salado de Añana, en Álava, es uno de los paisajes salineros más antiguos de Europa: se produce sal aquí desde hace al menos 6.500 años.',
    'La visita guiada dura una hora y media y recorre las eras de evaporación, los canales de madera por los que corre la salmuera y el manantial de Santa Engracia.',
    'Lo que más me sorprendió es que la salmuera brota con una concentración de unos 210 gramos de sal por litro, casi seis veces más que el agua del mar.',
    'Consejo práctico: reservad con antelación en verano, porque los grupos se llenan, y llevad calzado cómodo, que el suelo de madera resbala.',
  ],
};
const blogger = (url: string) => `<!DOCTYPE html><html class="v2" dir="ltr" lang="es" xmlns="http://www.w3.org/1999/xhtml" xmlns:b="http://www.google.com/2005/gml/b" xmlns:data="http://www.google.com/2005/gml/data"><head><meta content="width=1100" name="viewport"><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"><meta content="blogger" name="generator"><link href="${url}" rel="canonical"><title>Cuaderno de viaje: ${BLOG.title}</title><meta content="${BLOG.title}" property="og:title"><style id="page-skin-1" type="text/css">body{font:normal normal 14px Georgia}</style></head>
<body class="variant-simplysimple"><div class="content"><div class="header-outer"><div class="Header"><h1 class="title"><a href="/">Cuaderno de viaje</a></h1><p class="description">Rutas, pueblos y paisajes del norte</p></div></div>
<div class="main-inner"><div class="blog-posts hfeed"><div class="date-outer"><h2 class="date-header"><span>sábado, 8 de marzo de 2025</span></h2><div class="post-outer"><div class="post hentry uncustomized-post-template" itemprop="blogPost" itemscope itemtype="http://schema.org/BlogPosting"><meta content="${BLOG.title}" itemprop="headline"><h3 class="post-title entry-title" itemprop="name">${BLOG.title}</h3>
<div class="post-body entry-content" id="post-body-5511" itemprop="description articleBody">${BLOG.paras.join('<br><br>')}</div>
<div class="post-footer"><span class="post-author vcard">Publicado por <span class="fn" itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Marta Izaguirre</span></span></span> <span class="post-timestamp">en <a class="timestamp-link" href="${url}"><abbr class="published" title="2025-03-08T10:12:00+01:00">10:12</abbr></a></span> <span class="post-comment-link">3 comentarios</span></div></div>
<div class="comments" id="comments"><h4>3 comentarios:</h4><dl id="comments-block"><dt>Anónimo dijo...</dt><dd><p>¡Qué buena pinta! Nosotros fuimos en otoño y la salmuera brota con una concentración de unos 300 gramos, nos dijo la guía.</p></dd><dt>Marta Izaguirre dijo...</dt><dd><p>¡Gracias! Puede ser, depende de la época.</p></dd></dl><p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=771">Publicar un comentario</a></p></div></div></div></div></div>
<div class="sidebar"><div class="widget BlogArchive"><h2>Archivo del blog</h2><ul><li>2025 (14)</li><li>2024 (37)</li></ul></div><div class="widget Followers"><h2>Seguidores</h2></div></div></div>
<script type="text/javascript" src="https://www.blogger.com/static/v1/widgets/2975350028-widgets.js"></script><script type="text/javascript">window['__wavt'] = 'AOuZoY7x';_WidgetManager._Init('//www.blogger.com/rearrange?blogID=771','//cuaderno.blogspot.com/','771');</script></body></html>`;

const WIX = {
  title: 'Our 2024 Impact Report: 12,000 Meals and Counting',
  paras: [
    'Thanks to 310 volunteers and the support of local growers, Riverside Community Kitchen served 12,480 hot meals in 2024, up from 8,900 the year before.',
    'We also launched a Saturday cooking class for teenagers, which ran for 30 weeks and had a waiting list by the end of the spring term.',
    'Food waste remains our biggest challenge: about a fifth of donated produce arrived too close to its best-before date to be used.',
    'In 2025 we plan to open a second site in the Eastgate neighbourhood and to hire our first paid coordinator.',
  ],
};
const wix = (url: string) => `<!DOCTYPE html><html lang="en"><head><meta charset='utf-8'><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="Wix.com Website Builder"><link rel="canonical" href="${url}"><title>${WIX.title}</title><meta property="og:title" content="${WIX.title}"><meta property="og:site_name" content="Riverside Community Kitchen"><meta property="og:type" content="article">
<script type="application/json" id="wix-viewer-model">${JSON.stringify({ site: { metaSiteId: 'c0a2f5e1-9d3b-4b7a-8f61-0e2d3c4b5a69', isHttps: true }, requestUrl: url, fleetConfig: { fleetName: 'wix-thunderbolt', code: 0 }, experiments: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`specs.thunderbolt.exp${i}`, true])) })}</script>
<script>window.viewerModel = JSON.parse(document.getElementById('wix-viewer-model').textContent);window.fedops={};window.thunderboltTag="QA_READY"</script><script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.7c3a1.bundle.min.js" async></script></head>
<body><div id="SITE_CONTAINER"><div id="main_MF"><div id="SCROLL_TO_TOP"></div><header id="SITE_HEADER"><div data-testid="linkElement"><a href="/">Riverside Community Kitchen</a></div><nav><a href="/about">About</a> <a href="/volunteer">Volunteer</a> <a href="/blog">Blog</a> <a href="/donate">Donate</a></nav></header>
<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><div class="post-page"><article data-hook="post"><h1 data-hook="post-title" class="blog-post-title-font">${WIX.title}</h1><div data-hook="post-metadata"><span data-hook="user-name">Rosa Mendel</span> · <span data-hook="time-ago">Jan 14</span> · <span data-hook="time-to-read">2 min read</span></div>
<div data-hook="post-description"><div class="post-content__body" data-id="content-viewer">${WIX.paras.map((p) => `<div data-testid="richTextElement"><p class="font_8"><span style="letter-spacing:normal">${p}</span></p></div>`).join('')}</div></div></article></div></div></main>
<footer id="SITE_FOOTER"><p>© 2025 by Riverside Community Kitchen. Proudly created with Wix.com</p></footer></div></div></body></html>`;

const SQS = {
  title: 'Restoring a 1920s Terrazzo Floor, Step by Step',
  paras: [
    'When we lifted the carpet in the hallway we found about twelve square metres of original terrazzo, cracked in places and dull with a century of wax.',
    'We started with a 50-grit diamond pad on a slow orbital machine, working wet, and moved up through 100, 200 and 400 grit before polishing.',
    'The cracks were filled with an epoxy tinted to match the cement matrix; getting the colour right took five test batches.',
    'The whole job took nine working days and cost a little under £1,400 in hire and materials.',
  ],
};
const squarespace = (url: string) => `<!doctype html><html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="initial-scale=1"><!-- This is Squarespace. --><!-- ochre-tile-studio --><base href=""><title>${SQS.title} — Ochre Tile Studio</title><link rel="canonical" href="${url}"><meta property="og:site_name" content="Ochre Tile Studio"><meta property="og:title" content="${SQS.title} — Ochre Tile Studio"><meta property="og:type" content="article"><meta itemprop="author" content="Tom Ellery"><meta itemprop="datePublished" content="2024-11-04T09:15:22+0000">
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script><script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","showAnnouncementBar":false,"website":{"id":"5f1a","siteTitle":"Ochre Tile Studio"}};</script>
<script type="application/ld+json">{"url":"${url}","name":"Ochre Tile Studio","@context":"http://schema.org","@type":"WebSite"}</script></head>
<body id="item-6728a" class="tweak-blog-item-width-narrow view-item collection-type-blog"><div class="sqs-announcement-bar-dropzone"></div><header id="header"><a href="/" class="header-title-logo">Ochre Tile Studio</a><nav class="header-nav"><a href="/work">Work</a> <a href="/journal">Journal</a> <a href="/contact">Contact</a></nav></header>
<main id="page" role="main"><article class="BlogItem hentry" id="article-6728a" data-item-id="6728a"><div class="BlogItem-title"><h1 class="entry-title" data-content-field="title">${SQS.title}</h1></div><div class="blog-item-meta"><time class="dt-published">4 Nov</time> <span>Written By Tom Ellery</span></div>
<div class="sqs-layout sqs-grid-12 columns-12" data-type="item"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${ps(SQS.paras)}</div></div></div></div></div></div></article>
<section class="BlogItem-pagination"><a href="/journal/lime-plaster" class="BlogItem-pagination-link--prev">Previous: Lime plaster in a damp cellar</a></section></main>
<footer class="sections"><div class="newsletter-block"><h2>Subscribe</h2><p>Sign up with your email address to receive news and updates.</p><form><input type="email" placeholder="Email Address"><button>Sign Up</button></form><p>We respect your privacy.</p></div></footer>
<script defer src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.ab13d.js"></script></body></html>`;

const NXT = {
  title: 'Inside the race to recycle solar panels before the first wave retires',
  paras: [
    'The first large generation of solar farms, built around 2010, is approaching the end of its warranty period, and with it comes a problem few planned for: what to do with millions of panels.',
    'Researchers estimate that 8 million tonnes of photovoltaic waste will accumulate worldwide by 2030, most of it glass and aluminium, but also silver, copper and small amounts of lead.',
    'A handful of start-ups now recover silver from old cells using chemical baths, and say they can make money at current metal prices. Larger recyclers still mostly crush panels and sell the glass as low-grade filler.',
    'Europe requires producers to pay for collection and recycling; in most other markets, retired panels can still legally go to landfill.',
  ],
};
const nextjs = (url: string) => `${head(`${NXT.title} | Grid Report`, `<meta property="og:title" content="${NXT.title}"><meta property="og:site_name" content="Grid Report"><meta name="author" content="Daniel Kovacs"><meta property="article:published_time" content="2025-03-17T07:00:00.000Z"><link rel="canonical" href="${url}"><link rel="preload" href="/_next/static/css/8a1f.css" as="style"><script src="/_next/static/chunks/webpack-5c1d.js" defer></script><script src="/_next/static/chunks/main-app-2e4f.js" defer></script>`)}
<body><div id="__next"><div class="Layout_root__x1"><header class="Header_bar__a2"><a href="/">Grid Report</a><nav><a href="/energy">Energy</a> <a href="/climate">Climate</a> <a href="/newsletters">Newsletters</a></nav></header>
<main><article class="Article_article__k3"><span class="Article_kicker__q">Energy</span><h1 class="Article_headline__f9">${NXT.title}</h1><p class="Byline_byline__z">By <a href="/authors/daniel-kovacs">Daniel Kovacs</a> · March 17, 2025</p><div class="ArticleBody_body__m1">${ps(NXT.paras)}</div></article>
<aside class="Newsletter_box__n"><h3>The Grid Report Daily</h3><p>Our best stories in your inbox every morning.</p><button>Subscribe</button></aside></main></div></div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { article: { headline: NXT.title, authors: [{ name: 'Daniel Kovacs' }], publishedAt: '2025-03-17T07:00:00.000Z', body: NXT.paras.map((p) => ({ type: 'paragraph', text: p })) } }, __N_SSG: true }, page: '/[section]/[slug]', query: { section: 'energy', slug: 'solar-recycling' }, buildId: 'aB3xQ9', isFallback: false, gsp: true })}</script></body></html>`;

const NUXT = {
  title: 'Le tribunal administratif suspend l\u2019extension du parc éolien de la baie',
  paras: [
    'Le tribunal administratif de Rennes a suspendu mardi l\u2019arrêté préfectoral autorisant l\u2019extension du parc éolien en mer de la baie, saisi par deux associations de pêcheurs.',
    'Le juge des référés estime qu\u2019il existe « un doute sérieux » sur la légalité de l\u2019étude d\u2019impact, qui ne tiendrait pas suffisamment compte des zones de frayère.',
    'L\u2019opérateur du parc a annoncé son intention de se pourvoir devant le Conseil d\u2019État et assure que le calendrier global du projet n\u2019est pas remis en cause.',
    'Les huit nouvelles éoliennes devaient entrer en service en 2027 et porter la puissance totale du site à 580 mégawatts.',
  ],
};
const nuxt = (url: string) => `<!DOCTYPE html><html lang="fr" data-n-head="%7B%22lang%22:%7B%221%22:%22fr%22%7D%7D"><head><meta charset="utf-8"><title>${esc(NUXT.title)} - Ouest Matin</title><meta data-n-head="ssr" property="og:title" content="${esc(NUXT.title)}"><meta data-n-head="ssr" property="og:site_name" content="Ouest Matin"><meta data-n-head="ssr" name="author" content="Yann Le Goff"><link data-n-head="ssr" rel="canonical" href="${url}"><link rel="preload" href="/_nuxt/app.3f2c1.js" as="script"></head>
<body><div data-server-rendered="true" id="__nuxt"><div id="__layout"><div class="layout-default"><header class="o-header"><a href="/" class="o-logo">Ouest Matin</a><ul class="o-nav"><li><a href="/bretagne">Bretagne</a></li><li><a href="/economie">Économie</a></li></ul></header>
<main class="o-article"><h1 class="o-article__title">${esc(NUXT.title)}</h1><div class="o-article__meta">Par Yann Le Goff · Publié le 4 février 2025 à 18h12</div><div class="o-article__body">${ps(NUXT.paras.map(esc))}</div>
<div class="o-newsletter">Recevez chaque matin l\u2019essentiel de l\u2019actualité bretonne. <a href="/newsletters">Je m\u2019inscris</a></div></main></div></div></div>
<script>window.__NUXT__=(function(a,b){return {layout:"default",data:[{article:{title:a,author:b,paragraphs:${JSON.stringify(NUXT.paras.length)}}}],fetch:{},error:null,serverRendered:true,routePath:"/bretagne/eolien"}}("${NUXT.title.replace(/"/g, '\\"')}","Yann Le Goff"));</script><script src="/_nuxt/app.3f2c1.js" defer></script></body></html>`;

const ARC = {
  title: 'State regulators approve 9 percent rate increase for the region\u2019s largest water utility',
  paras: [
    'The Public Utility Commission on Thursday approved a 9 percent increase in residential water rates for customers of Tri-County Water, the region\u2019s largest supplier, after a year-long review.',
    'The utility had asked for 14 percent, arguing that it needs to replace more than 300 miles of cast-iron mains installed before 1960.',
    'Commissioners said the smaller increase would still allow the replacement program to proceed, but ordered the company to report quarterly on its progress.',
    'For a typical household, the change will add about $6.40 to the monthly bill starting in July.',
    'Consumer advocates, who had urged the commission to reject the request entirely, said they were weighing an appeal.',
  ],
};
const arcPage = (url: string) => article({
  site: 'The Valley Tribune', siteUrl: 'https://www.valleytribune.com', lang: 'en', title: ARC.title, author: 'Marcus Bell', date: '2025-04-03T21:14:00Z', section: 'Local', paras: ARC.paras, template: 'arc', ads: true,
  extraHead: `<script type="application/javascript" id="fusion-metadata">window.Fusion=window.Fusion||{};Fusion.arcSite="valley-tribune";Fusion.contextPath="/pf";Fusion.mxId="00000000";Fusion.deployment="412";Fusion.globalContent={"_id":"QX7ZK3V5RFD4BNJ2","type":"story","headlines":{"basic":"${ARC.title.replace(/"/g, '\\"')}"},"credits":{"by":[{"name":"Marcus Bell"}]},"content_restrictions":{"content_code":"free"},"display_date":"2025-04-03T21:14:00Z"};Fusion.spa=false;</script>`,
  afterBody: NEWSLETTER('Morning Briefing', 'Sign up'), cookie: false,
})(url);

const BSP = {
  title: 'Hospital nurses ratify contract ending six-week strike',
  paras: [
    'Nurses at St. Brendan\u2019s Medical Center voted overwhelmingly on Sunday to ratify a new three-year contract, ending a six-week strike that had forced the hospital to divert ambulances.',
    'The agreement raises base pay by 21 percent over three years and sets minimum staffing ratios in the emergency department and intensive care units.',
    'Union leaders said 94 percent of members who voted approved the deal. Nurses will return to work on Tuesday morning.',
    'Hospital executives said the strike had cost the system about $38 million in replacement staffing and lost revenue.',
  ],
};
const brightspot = (url: string) => `<!DOCTYPE html><html class="Page" lang="en"><head><meta charset="UTF-8"><title>${BSP.title} | Lakeshore Public Radio</title><meta property="og:title" content="${BSP.title}"><meta property="og:site_name" content="Lakeshore Public Radio"><meta name="brightspot.contentId" content="00000195-8c4e-d0a1-a3df-fdee8a4b0000"><meta name="brightspot.cached" content="true"><link rel="canonical" href="${url}"><meta property="article:published_time" content="2025-02-23T23:05:00"><meta name="author" content="Gina Moretti">
<script type="application/ld+json">${JSON.stringify({ '@context': 'http://schema.org', '@type': 'NewsArticle', headline: BSP.title, author: [{ '@type': 'Person', name: 'Gina Moretti' }], datePublished: '2025-02-23T23:05:00Z', publisher: { '@type': 'Organization', name: 'Lakeshore Public Radio' }, mainEntityOfPage: { '@type': 'WebPage', '@id': url } })}</script></head>
<body class="Page-body"><bsp-header class="Page-header"><div class="Page-header-bar"><a class="Page-header-logo" href="/">Lakeshore Public Radio</a><a class="DonateButton" href="/donate">Donate</a> <button class="PlayerButton">Listen Live · All Things Considered</button></div></bsp-header>
<main class="Page-main"><div class="ArticlePage-mainContent"><div class="ArticlePage-articleContainer"><div class="ArticlePage-headline"><h1 class="headline">${BSP.title}</h1></div><div class="ArticlePage-authorInfo"><div class="ArticlePage-authorName">By <a href="/people/gina-moretti">Gina Moretti</a></div><div class="ArticlePage-datePublished">Published February 23, 2025 at 6:05 PM EST</div></div>
<div class="RichTextArticleBody RichTextBody">${ps(BSP.paras)}</div><div class="ArticlePage-tags"><a href="/tags/labor">Labor</a> <a href="/tags/health-care">Health Care</a></div></div>
<div class="PromoB"><p>Lakeshore Public Radio is a nonprofit newsroom. Your donation keeps local journalism free for everyone.</p><a href="/donate">Give now</a></div></div></main>
<footer class="Page-footer"><p>© 2025 Lakeshore Public Radio · FCC Public Files · Privacy Policy</p></footer><script src="/resource/00000178-9d3c/styleguide/All.min.2f1e.gz.js" async></script></body></html>`;

const validPlatforms: Entry[] = [
  page('v-substack', 'fieldnotes.substack.com', 'valid', 'a free Substack post with subscribe widgets — the cited source', substack, {}, { path: '/p/the-quiet-collapse-of-local-weather', context: { title: SUB.title }, quotes: [q('roughly 240 volunteer climate sites in England and Wales that have closed since 2015'), q('The network was built on retired schoolteachers'), q('roughly 340 volunteer climate sites', false)] }),
  page('v-medium', 'medium.com', 'valid', 'a free (not member-only) Medium story; the sign-up box is Medium\u2019s standard footer', medium, {}, { path: '/lumen-engineering/what-we-learned-migrating-400-services-to-kubernetes-3f9a1c2d8e7b', context: { title: MED.title }, quotes: [q('Our logging bill grew by 70 percent in the first six months'), q('Our logging bill grew by 40 percent', false)] }),
  page('v-blogger', 'cuaderno-de-viaje.blogspot.com', 'valid', 'a Blogger travel post with comments — the cited source; a figure only in a reader comment is absent', blogger, {}, { path: '/2025/03/recorrido-salinas-anana.html', context: { title: BLOG.title }, quotes: [q('la salmuera brota con una concentración de unos 210 gramos de sal por litro'), q('la salmuera brota con una concentración de unos 300 gramos', false)] }),
  page('v-wix', 'www.riversidekitchen.org', 'valid', 'a Wix blog post (Thunderbolt viewer, content server-rendered) — the cited source', wix, {}, { path: '/post/our-2024-impact-report-12-000-meals-and-counting', context: { title: WIX.title }, quotes: [q('served 12,480 hot meals in 2024')] }),
  page('v-squarespace', 'www.ochretilestudio.co.uk', 'valid', 'a Squarespace journal post with a newsletter block — the cited source', squarespace, {}, { path: '/journal/restoring-terrazzo', context: { title: SQS.title }, quotes: [q('The whole job took nine working days and cost a little under \u00a31,400')] }),
  page('v-nextjs', 'www.gridreport.com', 'valid', 'a Next.js news site (SSR body plus __NEXT_DATA__) — the cited source', nextjs, {}, { path: '/energy/solar-panel-recycling-first-wave', context: { title: NXT.title }, quotes: [q('8 million tonnes of photovoltaic waste will accumulate worldwide by 2030'), q('80 million tonnes of photovoltaic waste', false)] }),
  page('v-nuxt', 'www.ouest-matin.fr', 'valid', 'a Nuxt SSR news page (French) — the cited source', nuxt, {}, { path: '/bretagne/eolien-baie-tribunal-suspend', context: { title: NUXT.title }, quotes: [q('un doute sérieux')] }),
  page('v-arc', 'www.valleytribune.com', 'valid', 'an Arc XP (Fusion) story with content_code free — the cited source', arcPage, {}, { path: '/news/local/2025/04/03/water-rate-increase-approved/', context: { title: ARC.title }, quotes: [q('add about $6.40 to the monthly bill starting in July')] }),
  page('v-brightspot', 'www.lakeshorepublic.org', 'valid', 'a Brightspot public-radio story with a donate promo — the cited source', brightspot, {}, { path: '/news/2025-02-23/nurses-ratify-contract', context: { title: BSP.title }, quotes: [q('raises base pay by 21 percent over three years')] }),
];

// ---------------------------------------------------------------------------------------------
// VALID — wikis, preprints, open-access journals, statistics offices, governments, NGOs,
// companies, documentation, PDFs.

const WIKI_TITLE = 'Tolbachik';
const wiki = (url: string) => `<!DOCTYPE html><html class="client-nojs vector-feature-language-in-header-enabled" lang="en" dir="ltr"><head><meta charset="UTF-8"><title>${WIKI_TITLE} - Wikipedia</title><script>(function(){var className="client-js";document.documentElement.className=className;}());RLCONF={"wgPageName":"Tolbachik","wgTitle":"Tolbachik","wgCurRevisionId":1254771032,"wgArticleId":1821404,"wgIsArticle":true};RLSTATE={"ext.cite.styles":"ready"};</script><meta property="og:title" content="${WIKI_TITLE} - Wikipedia"><link rel="canonical" href="${url}"></head>
<body class="skin-vector mediawiki ltr sitedir-ltr ns-0 ns-subject page-Tolbachik rootpage-Tolbachik skin-vector-2022 action-view"><div class="vector-header-container"><header class="vector-header mw-header"><a href="/wiki/Main_Page" class="mw-logo">Wikipedia The Free Encyclopedia</a><div id="p-search"><form action="/w/index.php" id="searchform"><input type="search" name="search" placeholder="Search Wikipedia"></form></div><nav><a href="/w/index.php?title=Special:CreateAccount">Create account</a> <a href="/w/index.php?title=Special:UserLogin">Log in</a></nav></header></div>
<div class="mw-page-container"><main id="content" class="mw-body"><header class="mw-body-header vector-page-titlebar"><h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">${WIKI_TITLE}</span></h1></header>
<div id="bodyContent" class="vector-body"><div id="siteSub" class="noprint">From Wikipedia, the free encyclopedia</div><div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="en" dir="ltr">
<table class="box-More_citations_needed plainlinks metadata ambox ambox-content" role="presentation"><tbody><tr><td class="mbox-text"><div class="mbox-text-span">This article <b>needs additional citations for verification</b>. Please help improve this article by adding citations to reliable sources. Unsourced material may be challenged and removed.</div></td></tr></tbody></table>
<table class="infobox"><tbody><tr><th colspan="2" class="infobox-above">Tolbachik</th></tr><tr><th>Highest point</th><td>3,682 m (12,080 ft)</td></tr><tr><th>Location</th><td>Kamchatka, Russia</td></tr><tr><th>Last eruption</th><td>2012–2013</td></tr></tbody></table>
<p><b>Tolbachik</b> is a volcanic complex on the Kamchatka Peninsula in the far east of Russia. It consists of two volcanoes, Plosky Tolbachik, a shield volcano, and Ostry Tolbachik, a stratovolcano.<sup class="reference"><a href="#cite_note-1">[1]</a></sup></p>
<p>The 1975–1976 Great Tolbachik Fissure Eruption was the largest basaltic eruption in the recorded history of Kamchatka, producing about 2.2 cubic kilometres of lava and tephra.<sup class="reference"><a href="#cite_note-2">[2]</a></sup></p>
<h2><span class="mw-headline" id="2012–2013_eruption">2012–2013 eruption</span></h2><p>A new fissure eruption began on 27 November 2012 and continued until September 2013. Lava flows covered an area of about 36 square kilometres, and two scientific bases were destroyed.<sup class="reference"><a href="#cite_note-3">[3]</a></sup></p>
<h2><span class="mw-headline" id="References">References</span></h2><div class="reflist"><ol class="references"><li id="cite_note-1"><cite class="citation journal">Fedotov, S. A. (1984). "The Great Tolbachik Fissure Eruption". Cambridge University Press.</cite></li><li id="cite_note-2"><cite>Global Volcanism Program. "Tolbachik". Smithsonian Institution.</cite></li><li id="cite_note-3"><cite>Belousov, A. et al. (2015). Journal of Volcanology and Geothermal Research 307.</cite></li></ol></div>
<div class="navbox"><div class="navbox-title">Volcanoes of Kamchatka</div><div class="navbox-list">Avachinsky · Bezymianny · Klyuchevskaya Sopka · Koryaksky · Shiveluch · Tolbachik</div></div></div></div>
<div id="catlinks" class="catlinks"><a href="/wiki/Help:Category">Categories</a>: <a href="/wiki/Category:Volcanoes_of_Kamchatka">Volcanoes of Kamchatka</a> · <a href="/wiki/Category:Shield_volcanoes">Shield volcanoes</a></div></div></main></div>
<footer id="footer" class="mw-footer"><ul id="footer-info"><li id="footer-info-lastmod"> This page was last edited on 2 November 2024, at 14:03<span class="anonymous-show">&#160;(UTC)</span>.</li><li id="footer-info-copyright">Text is available under the <a href="//en.wikipedia.org/wiki/Wikipedia:Text_of_the_Creative_Commons_Attribution-ShareAlike_4.0_International_License">Creative Commons Attribution-ShareAlike 4.0 License</a>; additional terms may apply.</li></ul><ul id="footer-places"><li><a href="/wiki/Wikipedia:About">About Wikipedia</a></li><li><a href="/wiki/Wikipedia:General_disclaimer">Disclaimers</a></li></ul></footer></body></html>`;

const ARX = {
  title: 'Sparse Mixture-of-Experts Routing Under Distribution Shift',
  abs: 'Sparse mixture-of-experts (MoE) models route each token to a small subset of experts, but little is known about how routing behaves when the input distribution shifts at test time. We study routing stability across 14 domain-shift benchmarks and find that expert utilisation collapses onto fewer than 20% of experts under moderate shift, degrading accuracy by up to 9.3 points. We propose a lightweight entropy regulariser applied at inference that restores balanced routing without retraining and recovers most of the lost accuracy. Code is available.',
};
const arxiv = (url: string) => `<!DOCTYPE html><html lang="en"><head><title>[2503.04417] ${ARX.title}</title><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="citation_title" content="${ARX.title}"><meta name="citation_author" content="Okafor, Chidera"><meta name="citation_author" content="Lindgren, Mats"><meta name="citation_author" content="Zhou, Wen"><meta name="citation_date" content="2025/03/06"><meta name="citation_online_date" content="2025/03/11"><meta name="citation_pdf_url" content="http://arxiv.org/pdf/2503.04417"><meta name="citation_arxiv_id" content="2503.04417"><meta name="citation_abstract" content="${ARX.abs}"><meta property="og:title" content="${ARX.title}"><meta property="og:site_name" content="arXiv.org"><link rel="canonical" href="${url}"></head>
<body class="with-cu-identity"><div class="flex-wrap-footer"><header><div id="cu-identity"><div id="cu-logo"><a href="https://www.cornell.edu/">Cornell University</a></div><div id="support-ack">We gratefully acknowledge support from the Simons Foundation, member institutions, and all contributors. <a href="/about/donate">Donate</a></div></div><div id="header"><a href="/">arxiv logo</a> &gt; <a href="/list/cs/recent">cs</a> &gt; arXiv:2503.04417</div></header>
<main><div id="content"><div id="abs-outer"><div class="leftcolumn"><div class="subheader"><h1>Computer Science &gt; Machine Learning</h1></div><div id="content-inner"><div id="abs"><div class="dateline">[Submitted on 6 Mar 2025 (<a href="/abs/2503.04417v1">v1</a>), last revised 11 Mar 2025 (this version, v2)]</div>
<h1 class="title mathjax"><span class="descriptor">Title:</span>${ARX.title}</h1><div class="authors"><span class="descriptor">Authors:</span><a href="/a/okafor_c_1">Chidera Okafor</a>, <a href="/a/lindgren_m_1">Mats Lindgren</a>, <a href="/a/zhou_w_3">Wen Zhou</a></div>
<blockquote class="abstract mathjax"><span class="descriptor">Abstract:</span>${ARX.abs}</blockquote><div class="metatable"><table summary="Additional metadata"><tr><td class="tablecell label">Comments:</td><td class="tablecell comments mathjax">12 pages, 6 figures</td></tr><tr><td class="tablecell label">Subjects:</td><td class="tablecell subjects"><span class="primary-subject">Machine Learning (cs.LG)</span>; Computation and Language (cs.CL)</td></tr><tr><td class="tablecell label">Cite as:</td><td class="tablecell arxivid"><a href="/abs/2503.04417">arXiv:2503.04417</a> [cs.LG]</td></tr></table></div></div></div>
<div class="submission-history"><h2>Submission history</h2> From: Chidera Okafor [<a href="/show-email/1a2b/2503.04417">view email</a>]<br><strong><a href="/abs/2503.04417v1">[v1]</a></strong> Thu, 6 Mar 2025 17:02:11 UTC (1,204 KB)<br><strong>[v2]</strong> Tue, 11 Mar 2025 09:40:52 UTC (1,210 KB)</div></div>
<div class="extra-services"><div class="full-text"><h2>Access Paper:</h2><ul><li><a href="/pdf/2503.04417" class="abs-button download-pdf">View PDF</a></li><li><a href="https://arxiv.org/html/2503.04417v2" class="abs-button">HTML (experimental)</a></li><li><a href="/src/2503.04417" class="abs-button download-eprint">TeX Source</a></li></ul><div class="abs-license"><a href="http://creativecommons.org/licenses/by/4.0/">view license</a></div></div></div></div></div></main>
<footer><a href="/help/contact">Contact</a> · <a href="/help/subscribe">Subscribe</a> · <a href="/help/license">Copyright</a> · <a href="/help/policies/privacy_policy">Privacy Policy</a></footer></div></body></html>`;

const BIOR = {
  title: 'Gut microbiome diversity predicts recovery time after antibiotic treatment in older adults',
  abs: 'Antibiotic courses disrupt the gut microbiome, but the speed of recovery varies widely between individuals. In a prospective cohort of 212 adults aged 65 and older, we sequenced stool samples before, during and up to 180 days after a standard antibiotic course. Participants in the highest tertile of baseline Shannon diversity returned to their pre-treatment community composition a median of 41 days sooner than those in the lowest tertile. Baseline diversity was a stronger predictor of recovery than age, diet score or antibiotic class.',
};
const biorxiv = (url: string) => `${head(`${BIOR.title} | bioRxiv`, `<meta name="citation_title" content="${BIOR.title}"><meta name="citation_author" content="Mwangi, Grace W."><meta name="citation_author" content="Hoffmann, Lukas"><meta name="citation_publisher" content="Cold Spring Harbor Laboratory"><meta name="citation_publication_date" content="2025/01/29"><meta name="citation_doi" content="10.1101/2025.01.27.635112"><meta name="DC.Title" content="${BIOR.title}"><meta property="og:site_name" content="bioRxiv"><link rel="canonical" href="${url}">`)}
<body class="html not-front not-logged-in page-node node-type-highwire-article hw-article-type-new-results"><div id="page"><header id="section-header"><a href="/" class="logo">bioRxiv</a><span class="tagline">THE PREPRINT SERVER FOR BIOLOGY</span><a href="/user/login">Log in</a></header>
<div class="pane-highwire-preprint-notice"><div class="highwire-markup"><em>This article is a preprint and has not been certified by peer review</em> [<a href="/about/FAQ#unrefereed">what does this mean?</a>].</div></div>
<div class="highwire-article-citation"><h1 class="highwire-cite-title" id="page-title">${BIOR.title}</h1><div class="highwire-cite-authors">Grace W. Mwangi, Lukas Hoffmann, Aiko Tanaka, Rafael Ortega</div><div class="highwire-cite-metadata"><span class="highwire-cite-metadata-doi">doi: https://doi.org/10.1101/2025.01.27.635112</span></div><div>This article is a preprint and has not been certified by peer review.</div></div>
<div class="pane-content"><ul class="tabs"><li class="active"><a>Abstract</a></li><li><a href="${url}.full-text">Full Text</a></li><li><a href="${url}.supplementary-material">Info/History</a></li><li><a href="${url}.article-metrics">Metrics</a></li><li><a href="${url}.full.pdf+html">Preview PDF</a></li></ul>
<div class="section abstract" id="abstract-1"><h2>Abstract</h2><p id="p-2">${BIOR.abs}</p></div><div class="section competing-interests"><h2>Competing Interest Statement</h2><p>The authors have declared no competing interest.</p></div>
<div class="pane-highwire-article-license"><p>The copyright holder for this preprint is the author/funder, who has granted bioRxiv a license to display the preprint in perpetuity. It is made available under a CC-BY 4.0 International license.</p></div></div>
<div class="comments"><h2>0 Comments</h2><p>Comments are moderated. Please sign in with Disqus.</p></div></div></body></html>`;

const PUB = {
  title: 'Association of Daily Step Count With Incident Dementia in a Prospective Cohort of 78 430 Adults',
  abs: [
    '<b>Importance:</b> Physical activity is associated with lower dementia risk, but the dose-response relationship for daily steps is uncertain.',
    '<b>Objective:</b> To examine associations of step count and intensity with incident dementia.',
    '<b>Results:</b> Among 78 430 participants followed for a median of 6.9 years, 866 developed dementia. Walking approximately 9800 steps per day was associated with a 51% lower risk of dementia, and as few as 3800 steps per day with a 25% lower risk.',
    '<b>Conclusions and relevance:</b> In this cohort, step counts below the commonly cited 10 000 were associated with substantially lower dementia risk.',
  ],
};
const pubmed = (url: string) => `${head(`${PUB.title} - PubMed`, `<meta name="citation_title" content="${PUB.title}"><meta name="citation_journal_title" content="JAMA Neurol"><meta name="citation_date" content="2022 Oct 1"><meta name="citation_pmid" content="36066876"><meta name="citation_author" content="Del Pozo Cruz B"><meta property="og:site_name" content="PubMed"><meta property="og:title" content="${PUB.title} - PubMed"><link rel="canonical" href="${url}">`)}
<body><div class="usa-banner"><div class="usa-accordion"><p>An official website of the United States government</p><button>Here's how you know</button></div></div><header class="ncbi-header"><a href="https://www.ncbi.nlm.nih.gov/">NIH National Library of Medicine NCBI</a> <a href="https://account.ncbi.nlm.nih.gov/">Log in</a></header>
<main class="article-details" id="article-details"><div class="full-view" id="full-view-heading"><div class="article-citation"><div class="article-source"><span class="cit">JAMA Neurol. 2022 Oct 1;79(10):1059-1063.</span> <span class="citation-doi">doi: 10.1001/jamaneurol.2022.2672.</span></div></div><h1 class="heading-title">${PUB.title}</h1>
<div class="authors-list"><span class="authors-list-item"><a class="full-name" href="/?term=Del+Pozo+Cruz+B">Borja Del Pozo Cruz</a></span>, <span class="authors-list-item"><a class="full-name">Matthew Ahmadi</a></span>, <span class="authors-list-item"><a class="full-name">Emmanuel Stamatakis</a></span></div><ul class="identifiers"><li><span class="identifier pubmed">PMID: <strong class="current-id">36066876</strong></span></li><li><span class="identifier pmc">PMCID: <a href="/pmc/articles/PMC9449869/">PMC9449869</a></span></li></ul></div>
<div class="abstract" id="abstract"><h2 class="title">Abstract</h2><div class="abstract-content selected" id="eng-abstract">${PUB.abs.map((p) => `<p>${p}</p>`).join('')}</div></div>
<div class="full-text-links"><h3>Full text links</h3><a class="link-item" href="https://jamanetwork.com/journals/jamaneurology/fullarticle/2795819">JAMA Network</a> <a class="link-item pmc" href="/pmc/articles/PMC9449869/">Free PMC article</a></div>
<div class="similar-articles"><h2>Similar articles</h2><ul><li><a href="/35000001/">Steps per day and all-cause mortality: a meta-analysis of 15 international cohorts.</a></li><li><a href="/35000002/">Step count and cardiovascular events in older women.</a></li></ul></div>
<div class="mesh-terms"><h2>MeSH terms</h2><ul><li>Dementia* / epidemiology</li><li>Exercise</li><li>Walking*</li></ul></div></main></body></html>`;

const SPR = {
  title: 'Soil carbon gains under regenerative grazing are concentrated in the top 10 cm: a meta-analysis',
  paras: [
    'Regenerative grazing has been promoted as a way to sequester carbon in grassland soils, but field results vary widely. We synthesised 96 paired comparisons from 41 studies on four continents.',
    'Across studies, soil organic carbon increased by a mean of 0.34 Mg C ha\u207b\u00b9 yr\u207b\u00b9 under adaptive multi-paddock grazing compared with continuous grazing, but more than 80% of the gain was confined to the top 10 cm of soil.',
    'Gains were largest in humid temperate climates and were not detectable in arid rangelands. Studies shorter than five years were more likely to report large effects.',
    'We conclude that regenerative grazing can increase topsoil carbon but that claims of deep, permanent sequestration are not supported by the current evidence.',
  ],
};
const springerOA = (url: string) => article({
  site: 'Springer Nature Link', siteUrl: 'https://link.springer.com', lang: 'en', title: SPR.title, author: 'Ingrid Solheim', date: '2024-12-09T00:00:00Z', type: 'ScholarlyArticle', free: true, template: 'plain', cookie: true, metaStyle: 'jsonld',
  docTitle: `${SPR.title} | Agronomy for Sustainable Development`,
  extraHead: `<meta name="citation_title" content="${SPR.title}"><meta name="citation_journal_title" content="Agronomy for Sustainable Development"><meta name="citation_publisher" content="Springer Paris"><meta name="citation_doi" content="10.1007/s13593-024-00991-7"><meta name="citation_pdf_url" content="https://link.springer.com/content/pdf/10.1007/s13593-024-00991-7.pdf"><meta name="dc.rights" content="OpenAccess"><meta name="citation_author" content="Solheim, Ingrid">`,
  beforeBody: `<div class="c-article-header"><ul class="c-article-identifiers"><li class="c-article-identifiers__item" data-test="article-category">Review Article</li><li class="c-article-identifiers__item"><a href="https://www.springernature.com/gp/open-research/about/the-fundamentals-of-open-access-and-open-research" data-test="open-access">Open access</a></li><li>Published: 09 December 2024</li></ul><div class="c-pdf-download"><a href="/content/pdf/10.1007/s13593-024-00991-7.pdf" class="u-button" data-article-pdf="true">Download PDF</a></div></div>`,
  paras: [`<h2>Abstract</h2>`, ...SPR.paras, `<h2>Rights and permissions</h2>`, '<b>Open Access</b> This article is licensed under a Creative Commons Attribution 4.0 International License, which permits use, sharing, adaptation, distribution and reproduction in any medium or format, as long as you give appropriate credit to the original author(s) and the source.'],
  sidebar: `<div class="c-article-associated-content"><h3>Access this article</h3><p>Open access — free to read and download.</p></div>`,
})(url);

const SD = {
  title: 'Urban heat island intensity and nocturnal cooling in mid-sized European cities: evidence from 1,200 crowdsourced weather stations',
  abs: 'Using 1,200 quality-controlled citizen weather stations in 11 mid-sized European cities, we quantify the nocturnal urban heat island during the summers of 2019–2023. Median night-time excess temperature in dense city centres was 3.1 K, and each 10 percentage-point increase in tree canopy cover was associated with 0.4 K lower night-time temperatures.',
};
const sciencedirectOA = (url: string) => `${head(`${SD.title} - ScienceDirect`, `<meta name="citation_title" content="${SD.title}"><meta name="citation_journal_title" content="Urban Climate"><meta name="citation_publisher" content="Elsevier"><meta name="citation_doi" content="10.1016/j.uclim.2025.102311"><meta name="citation_publication_date" content="2025/03/01"><meta property="og:site_name" content="ScienceDirect"><link rel="canonical" href="${url}">`)}
<body><div id="root"><header class="gh-header"><a href="/" aria-label="ScienceDirect home">ScienceDirect</a> <a href="/browse/journals-and-books">Journals &amp; Books</a> <a href="/user/register">Register</a> <a href="/user/login">Sign in</a></header>
<div class="accessbar"><ul><li><a class="link-button" href="/science/article/pii/S2212095525000271/pdfft?md5=a1&amp;pid=1-s2.0-S2212095525000271-main.pdf">View PDF</a></li><li>Download full issue</li></ul></div>
<article class="col-lg-12 col-md-16 pad-left pad-right" role="main"><div class="Publication"><h2 class="publication-title"><a href="/journal/urban-climate">Urban Climate</a></h2><div class="text-xs">Volume 60, March 2025, 102311</div></div><div class="OpenAccessLabel"><span class="pill">Open access</span></div>
<h1 id="screen-reader-main-title" class="Head"><span class="title-text">${SD.title}</span></h1><div class="AuthorGroups"><a class="author">Lena Vogt</a>, <a class="author">Pieter Claes</a>, <a class="author">Marta Nowak</a></div>
<div class="Abstracts u-font-serif"><div class="abstract author"><h2 class="section-title">Abstract</h2><div id="abs0010"><p>${SD.abs}</p></div></div></div>
<div class="Body u-font-serif" id="body"><section id="s0005"><h2>1. Introduction</h2><p>Heat-related mortality in Europe during the summer of 2022 has been estimated at more than 60,000 deaths, with a disproportionate share in urban areas. Official weather stations are, however, usually located outside cities.</p></section><section id="s0010"><h2>2. Data and methods</h2><p>We retrieved hourly air temperature from 1,200 citizen weather stations and applied a five-step quality-control procedure.</p></section></div>
<div class="License"><p>© 2025 The Authors. Published by Elsevier B.V. This is an open access article under the CC BY license.</p></div></article>
<aside class="related-content"><h2>Recommended articles</h2><ul><li><a href="/science/article/pii/S1">Cooling effect of urban parks: a global meta-analysis</a></li></ul></aside></div></body></html>`;

const STAT_DE = (url: string) => shell({
  lang: 'de', site: 'Statistisches Landesamt', title: 'Pressemitteilung Nr. 087: Einwohnerzahl in Sachsen erstmals seit 1990 leicht gestiegen - Statistisches Landesamt',
  head: `<link rel="canonical" href="${url}"><meta name="description" content="Zum Stichtag 31. Dezember lebten in Sachsen 4 089 520 Menschen, 0,1 Prozent mehr als ein Jahr zuvor.">`,
  main: `<nav class="breadcrumb"><a href="/">Startseite</a> › <a href="/presse/">Presse</a> › Pressemitteilungen 2025</nav><article class="press-release"><p class="pm-nr">Pressemitteilung Nr. 087/2025 vom 14. April 2025</p><h1>Einwohnerzahl in Sachsen erstmals seit 1990 leicht gestiegen</h1>
<p><strong>Kamenz.</strong> Zum Stichtag 31. Dezember 2024 lebten in Sachsen 4 089 520 Menschen. Das waren nach Angaben des Statistischen Landesamtes 3 870 Personen oder 0,1 Prozent mehr als ein Jahr zuvor.</p>
<p>Der Zuwachs beruht ausschließlich auf dem positiven Wanderungssaldo: Es zogen 28 410 Personen mehr nach Sachsen als aus dem Freistaat fort. Die Zahl der Gestorbenen überstieg die der Lebendgeborenen dagegen um 24 540.</p>
<table class="data"><caption>Bevölkerung nach Kreisfreien Städten</caption><thead><tr><th>Gebiet</th><th>31.12.2023</th><th>31.12.2024</th><th>Veränderung in %</th></tr></thead><tbody><tr><td>Chemnitz</td><td>248 563</td><td>247 902</td><td>-0,3</td></tr><tr><td>Dresden</td><td>566 222</td><td>569 010</td><td>0,5</td></tr><tr><td>Leipzig</td><td>619 879</td><td>626 411</td><td>1,1</td></tr></tbody></table>
<p class="hinweis">Methodischer Hinweis: Die Ergebnisse beruhen auf der Fortschreibung des Bevölkerungsstandes auf Basis des Zensus 2022.</p><p>Ansprechpartnerin: Referat Bevölkerung, Telefon 03578 33-1913</p><p><a href="/download/pm087_2025.pdf">Pressemitteilung als PDF (142 KB)</a></p></article>`,
  sidebar: linkList('Weitere Pressemitteilungen', ['Verbraucherpreise im März 2025', 'Baugenehmigungen im Februar 2025', 'Gästeübernachtungen 2024']),
  cookie: true,
});

const STAT_FR = (url: string) => shell({
  lang: 'fr', site: 'Institut régional de la statistique', title: 'En 2024, le taux de chômage baisse à 6,9 % en Occitanie - Informations rapides',
  head: `<link rel="canonical" href="${url}">`,
  main: `<article><p class="surtitre">Informations rapides · Paru le : 13/03/2025</p><h1>En 2024, le taux de chômage baisse à 6,9 % en Occitanie</h1><p class="chapo">Au quatrième trimestre 2024, le taux de chômage au sens du Bureau international du travail (BIT) s\u2019établit à 6,9 % de la population active en Occitanie, en baisse de 0,2 point sur un an.</p>
<p>Il reste supérieur de 0,6 point à la moyenne de France métropolitaine. Le recul concerne dix des treize départements de la région ; il est le plus marqué dans l\u2019Aveyron (-0,4 point).</p><p>Les Pyrénées-Orientales restent le département le plus touché, avec un taux de 9,8 %.</p>
<table><caption>Taux de chômage localisé par département (en %)</caption><tr><th>Département</th><th>T4 2023</th><th>T4 2024</th></tr><tr><td>Aveyron</td><td>5,5</td><td>5,1</td></tr><tr><td>Haute-Garonne</td><td>6,8</td><td>6,6</td></tr><tr><td>Pyrénées-Orientales</td><td>9,9</td><td>9,8</td></tr></table>
<p class="source">Source : estimations de taux de chômage localisés, données CVS.</p><p><a href="/fichier/ir_occ_2025_13.xlsx">Télécharger les données (xlsx, 32 Ko)</a></p></article>`,
  cookie: false,
});

const GOVUK = (url: string) => `<!DOCTYPE html><html lang="en" class="govuk-template"><head><meta charset="utf-8"><title>New rules to cut waiting times for driving tests - GOV.UK</title><meta name="govuk:content-id" content="5c7e9a1b-2d3f-4e5a-8b6c-7d8e9f0a1b2c"><meta name="govuk:format" content="press_release"><meta name="govuk:first-published-at" content="2025-03-21T00:01:00+00:00"><meta property="og:site_name" content="GOV.UK"><meta property="og:title" content="New rules to cut waiting times for driving tests"><link rel="canonical" href="${url}"></head>
<body class="govuk-template__body"><div id="global-cookie-message" class="gem-c-cookie-banner govuk-clearfix" data-module="cookie-banner" role="region" aria-label="Cookies on GOV.UK"><div class="govuk-cookie-banner__message govuk-width-container"><h2 class="govuk-cookie-banner__heading govuk-heading-m">Cookies on GOV.UK</h2><div class="govuk-cookie-banner__content"><p class="govuk-body">We use some essential cookies to make this website work.</p><p class="govuk-body">We\u2019d like to set additional cookies to understand how you use GOV.UK, remember your settings and improve government services.</p></div><div class="govuk-button-group"><button class="govuk-button" data-accept-cookies="true">Accept additional cookies</button><button class="govuk-button" data-reject-cookies="true">Reject additional cookies</button><a class="govuk-link" href="/help/cookies">View cookies</a></div></div></div>
<a href="#main-content" class="govuk-skip-link">Skip to main content</a><header class="gem-c-layout-super-navigation-header"><a href="/" class="govuk-header__link--homepage">GOV.UK</a><nav><a href="/browse">Menu</a> <a href="/search">Search GOV.UK</a></nav></header>
<div class="govuk-width-container"><nav class="govuk-breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/browse/driving">Driving and transport</a></li></ol></nav><main class="govuk-main-wrapper" id="main-content" role="main" lang="en">
<div class="gem-c-title"><span class="govuk-caption-xl">Press release</span><h1 class="gem-c-title__text govuk-heading-l">New rules to cut waiting times for driving tests</h1></div><p class="gem-c-lead-paragraph">Learner drivers will have to wait longer before rebooking after a failed test, as part of measures to free up 40,000 extra test slots a year.</p>
<div class="gem-c-metadata"><dl><dt>From:</dt><dd><a href="/government/organisations/driver-and-vehicle-standards-agency">Driver and Vehicle Standards Agency</a></dd><dt>Published</dt><dd>21 March 2025</dd></dl></div>
<div class="govuk-govspeak"><p>The minimum wait before a candidate who fails can sit another practical test will rise from 10 working days to 28 days from 1 June.</p><p>The agency says modelling shows this will free up around 40,000 test slots a year, because candidates who rebook straight away have a pass rate 9 points below the national average.</p><p>The changes also introduce a limit of 2 test bookings per learner at any one time, to stop slots being resold by third-party booking services.</p><h2 id="background">Background</h2><p>The average wait for a practical driving test in England was 20.6 weeks in February.</p></div>
<div class="gem-c-published-dates">Published 21 March 2025</div></main></div><footer class="govuk-footer"><p>All content is available under the Open Government Licence v3.0, except where otherwise stated</p><p>© Crown copyright</p></footer></body></html>`;

const WHO = (url: string) => shell({
  lang: 'en', site: 'World Health Organization (WHO)', title: 'Snakebite envenoming - Fact sheet',
  head: `<link rel="canonical" href="${url}"><meta property="og:title" content="Snakebite envenoming">`,
  main: `<article class="sf-detail-body-wrapper"><div class="sf-content-block"><p class="date">12 September 2024</p><h1>Snakebite envenoming</h1><h2>Key facts</h2><ul><li>Each year, an estimated 4.5–5.4 million people are bitten by snakes.</li><li>Of these, 1.8–2.7 million develop clinical illness after snakebite.</li><li>Deaths range from 81 410 to 137 880 people a year.</li><li>Around three times as many amputations and other permanent disabilities are caused by snakebites annually.</li></ul>
<h2>Overview</h2><p>Snakebite envenoming is a potentially life-threatening disease that typically results from the injection of a mixture of different toxins (venom) following the bite of a venomous snake.</p><p>Most snakebites occur in Africa, Asia and Latin America, and many victims are agricultural workers and children in poor rural communities.</p><h2>WHO response</h2><p>WHO launched a strategy in 2019 that aims to halve deaths and disabilities caused by snakebite envenoming by 2030.</p></div></article>`,
  sidebar: `<section><h3>Related</h3><ul><li><a href="/health-topics/snakebite">Snakebite envenoming health topic</a></li><li><a href="/publications/i/item/9789241515641">Snakebite envenoming: a strategy for prevention and control</a></li></ul></section>`,
  cookie: false,
});

const NGO = (url: string) => article({
  site: 'Coastal Futures Trust', siteUrl: 'https://www.coastalfutures.org', lang: 'en', title: 'Report: Seagrass meadows in the Solent have shrunk by 43% since 2000', author: 'Coastal Futures Trust', date: '2025-01-29T10:00:00Z', type: 'Report', template: 'drupal', metaStyle: 'og',
  paras: [
    'A new survey published today by the Coastal Futures Trust finds that seagrass cover in the Solent has declined by 43% since 2000, from an estimated 1,020 hectares to 580 hectares.',
    'The report, based on aerial imagery and 312 diver transects carried out in 2023 and 2024, identifies boat moorings, nutrient run-off and dredging as the main pressures.',
    '<h3>Key findings</h3>',
    '<ul><li>The steepest losses were recorded in sheltered harbours with high densities of swing moorings.</li><li>Restoration trials using advanced mooring systems saw seagrass return within three growing seasons.</li><li>Nitrogen levels exceeded the good-status threshold at 7 of 11 monitoring sites.</li></ul>',
    'The Trust is calling on harbour authorities to replace traditional chain moorings in sensitive areas by 2030.',
    '<p class="download"><a href="/sites/default/files/2025-01/solent-seagrass-report.pdf">Download the full report (PDF, 6.2 MB)</a></p>',
  ],
  afterBody: NEWSLETTER('Stay in touch', 'Subscribe') + `<div class="donate-cta"><h3>Support our work</h3><p>We are a registered charity. <a href="/donate">Donate today</a></p></div>`,
})(url);

const PR = (url: string) => article({
  site: 'Nordhavn Robotics', siteUrl: 'https://www.nordhavnrobotics.com', lang: 'en', title: 'Nordhavn Robotics opens €120 million autonomous-warehouse plant in Aarhus', author: null, date: '2025-02-18T07:30:00+01:00', type: 'Article', template: 'plain', metaStyle: 'og+jsonld', section: 'Newsroom',
  paras: [
    '<strong>AARHUS, Denmark, 18 February 2025</strong> – Nordhavn Robotics A/S today opened its new production facility in Aarhus, a €120 million investment that will triple the company\u2019s annual output of autonomous mobile robots to 9,000 units.',
    'The 42,000 m² plant will employ around 350 people when fully operational in 2026, including 80 engineers in a new research and development centre.',
    '\u201cThis is the largest single investment in our history and a clear commitment to manufacturing in Europe,\u201d said Chief Executive Officer Sofie Dahl.',
    '<h3>About Nordhavn Robotics</h3>',
    'Nordhavn Robotics A/S develops autonomous mobile robots for warehouses and hospitals. The company was founded in 2014 and is listed on Nasdaq Copenhagen (ticker: NHR).',
    '<p class="contact"><strong>Media contact:</strong> press@nordhavnrobotics.com, +45 70 20 31 40</p>',
  ],
  footer: '<p>Forward-looking statements: This release contains forward-looking statements that involve risks and uncertainties.</p>',
})(url);

const WIRE = (url: string) => shell({
  lang: 'en', site: 'BusinessWire Daily', title: 'Halcyon Therapeutics Reports Positive Topline Results From Phase 2 Trial of HLC-207 in Moderate-to-Severe Eczema',
  head: `<link rel="canonical" href="${url}"><meta property="og:title" content="Halcyon Therapeutics Reports Positive Topline Results From Phase 2 Trial of HLC-207 in Moderate-to-Severe Eczema"><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Halcyon Therapeutics Reports Positive Topline Results From Phase 2 Trial of HLC-207 in Moderate-to-Severe Eczema', datePublished: '2025-03-04T12:00:00Z', publisher: { '@type': 'Organization', name: 'BusinessWire Daily' } })}</script>`,
  main: `<article class="release"><h1>Halcyon Therapeutics Reports Positive Topline Results From Phase 2 Trial of HLC-207 in Moderate-to-Severe Eczema</h1><p class="release-meta">News provided by <b>Halcyon Therapeutics, Inc.</b> · Mar 04, 2025, 07:00 ET</p>
<p>BOSTON, March 4, 2025 /BusinessWire Daily/ -- Halcyon Therapeutics, Inc. (Nasdaq: HLCT) today announced that its Phase 2 trial of HLC-207 met its primary endpoint, with 58% of patients on the highest dose achieving at least a 75% improvement in eczema severity scores at week 16, compared with 21% on placebo.</p>
<p>The trial enrolled 240 adults across 31 sites in the United States and Canada. The most common adverse events were headache and nasopharyngitis; no serious treatment-related events were reported.</p><p>The company plans to discuss Phase 3 design with regulators in the second half of 2025.</p>
<h3>Forward-Looking Statements</h3><p>This press release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995.</p><p>SOURCE Halcyon Therapeutics, Inc.</p></article>`,
  sidebar: linkList('More news releases', ['Halcyon to present at healthcare conference', 'Halcyon announces pricing of public offering']),
  cookie: true,
});

const IR = (url: string) => shell({
  lang: 'en', site: 'Kestrel Foods plc — Investors', title: 'Full-year results 2024 | Kestrel Foods plc',
  head: `<link rel="canonical" href="${url}">`,
  main: `<section class="ir-results"><h1>Full-year results 2024</h1><p class="date">Released 07:00 26-Feb-2025 · RNS Number: 4821K</p><h2>Highlights</h2><ul><li>Revenue up 6.2% to £1,482 million (2023: £1,395 million)</li><li>Adjusted operating profit £168 million, margin 11.3%</li><li>Final dividend of 14.8p per share, making 21.6p for the year</li><li>Net debt reduced to 1.1x EBITDA</li></ul>
<p>Chief Executive Helen Marsh said: "2024 was a year of disciplined growth. Volumes recovered in the second half and our plant-based range passed £100 million in sales for the first time."</p><h2>Outlook</h2><p>The Board expects adjusted operating profit for 2025 to be in line with current market expectations.</p>
<table class="financials"><tr><th>£m</th><th>2024</th><th>2023</th></tr><tr><td>Revenue</td><td>1,482</td><td>1,395</td></tr><tr><td>Adjusted operating profit</td><td>168</td><td>151</td></tr></table><p><a href="/~/media/files/k/kestrel/results/fy-2024-presentation.pdf">Download presentation (PDF)</a> · <a href="/investors/webcast">Listen to the webcast</a></p></section>`,
  sidebar: `<nav class="ir-nav"><ul><li>Share price: 412.5p (+1.2%)</li><li><a href="/investors/reports">Reports and presentations</a></li><li><a href="/investors/calendar">Financial calendar</a></li><li><a href="/investors/alerts">Email alerts</a></li></ul></nav>`,
  cookie: true,
});

const JA_IR = (url: string) => shell({
  lang: 'ja', site: '株式会社ミナト精機', title: '2025年3月期 通期決算短信〔日本基準〕(連結)を発表 | ニュースリリース | 株式会社ミナト精機',
  head: `<link rel="canonical" href="${url}">`,
  main: `<article class="news-detail"><p class="date">2025年5月13日</p><h1>2025年3月期 通期決算短信〔日本基準〕(連結)を発表</h1><p>株式会社ミナト精機（本社：横浜市、代表取締役社長：佐藤 健一）は、本日、2025年3月期の連結決算を発表しました。</p><p>売上高は前期比8.4％増の1,284億円、営業利益は同12.1％増の96億円となり、いずれも過去最高を更新しました。半導体製造装置向け精密部品の需要が回復したことが主な要因です。</p><p>期末配当は1株当たり42円とし、年間配当は前期から10円増配の80円となる予定です。</p><p>2026年3月期の業績予想は、売上高1,350億円、営業利益100億円を見込んでいます。</p><p class="pdf"><a href="/ir/library/2025/tanshin_fy2024.pdf">決算短信（PDF：612KB）</a></p></article>`,
  cookie: true,
});

const DOCS = (url: string) => `<!DOCTYPE html><html lang="en" data-theme="light"><head><meta charset="utf-8"><title>AbortSignal.timeout() static method - Web APIs | Weave Docs</title><meta name="description" content="The AbortSignal.timeout() static method returns an AbortSignal that will automatically abort after a specified time."><link rel="canonical" href="${url}"><meta property="og:title" content="AbortSignal.timeout() static method - Web APIs | Weave Docs"></head>
<body><div class="page-wrapper document-page"><div class="top-navigation"><a href="/" class="logo">Weave Docs</a><nav><a href="/en-US/docs/Web">References</a> <a href="/en-US/docs/Learn">Guides</a> <a href="/en-US/plus">Plus</a></nav><button class="theme-switcher">Theme</button></div>
<div class="main-wrapper"><aside class="sidebar"><nav class="sidebar-inner"><h4>In this article</h4><ol><li><a href="#syntax">Syntax</a></li><li><a href="#examples">Examples</a></li><li><a href="#specifications">Specifications</a></li><li><a href="#browser_compatibility">Browser compatibility</a></li></ol></nav></aside>
<main id="content" class="main-content" role="main"><article class="main-page-content" lang="en-US"><header><h1>AbortSignal: timeout() static method</h1><div class="baseline-indicator high"><h2>Baseline Widely available</h2><p>This feature is well established and works across many devices and browser versions.</p></div></header>
<div class="section-content"><p>The <strong><code>AbortSignal.timeout()</code></strong> static method returns an <code>AbortSignal</code> that will automatically abort after a specified time.</p><p>The signal aborts with a <code>TimeoutError</code> <code>DOMException</code> on timeout.</p><p>The timeout is based on active rather than elapsed time, and will effectively be paused if the code is running in a suspended worker, or while the document is in a back-forward cache.</p></div>
<section aria-labelledby="syntax"><h2 id="syntax">Syntax</h2><div class="code-example"><pre class="brush: js notranslate"><code>AbortSignal.timeout(time)</code></pre></div><h3>Parameters</h3><dl><dt><code>time</code></dt><dd>The "active time" in milliseconds before the returned AbortSignal will abort. The value must be within range of 0 and Number.MAX_SAFE_INTEGER.</dd></dl></section>
<section aria-labelledby="examples"><h2 id="examples">Examples</h2><pre><code>const res = await fetch(url, { signal: AbortSignal.timeout(5000) });</code></pre></section></article>
<aside class="article-footer"><h2>Help improve Weave Docs</h2><p>Was this page helpful to you?</p><button>Yes</button><button>No</button><p>This page was last modified on Nov 14, 2024 by Weave contributors.</p></aside></main></div></div></body></html>`;

const RTD = (url: string) => `<!DOCTYPE html><html class="writer-html5" lang="en"><head><meta charset="utf-8"><meta name="generator" content="Docutils 0.18.1: http://docutils.sourceforge.net/"><title>Configuring retries &mdash; tidewater 3.2.1 documentation</title><link rel="stylesheet" href="_static/css/theme.css" type="text/css"><link rel="canonical" href="${url}"><script data-url_root="./" id="documentation_options" src="_static/documentation_options.js"></script><script src="_static/doctools.js"></script></head>
<body class="wy-body-for-nav"><div class="wy-grid-for-nav"><nav data-toggle="wy-nav-shift" class="wy-nav-side"><div class="wy-side-scroll"><div class="wy-side-nav-search"><a href="index.html" class="icon icon-home">tidewater</a><div class="version">3.2.1</div><div role="search"><form id="rtd-search-form" class="wy-form" action="search.html" method="get"><input type="text" name="q" placeholder="Search docs"></form></div></div><div class="wy-menu wy-menu-vertical"><ul><li class="toctree-l1"><a href="install.html">Installation</a></li><li class="toctree-l1 current"><a class="current reference internal" href="#">Configuring retries</a></li><li class="toctree-l1"><a href="api.html">API reference</a></li></ul></div></div></nav>
<section data-toggle="wy-nav-shift" class="wy-nav-content-wrap"><div class="wy-nav-content"><div class="rst-content"><div role="navigation" aria-label="Page navigation"><ul class="wy-breadcrumbs"><li><a href="index.html" class="icon icon-home"></a></li><li class="breadcrumb-item active">Configuring retries</li></ul></div>
<div role="main" class="document" itemscope="itemscope" itemtype="http://schema.org/Article"><div itemprop="articleBody"><section id="configuring-retries"><h1>Configuring retries<a class="headerlink" href="#configuring-retries" title="Permalink to this heading">¶</a></h1><p>By default, tidewater retries a failed request three times with exponential backoff, starting at 200 milliseconds and doubling after each attempt.</p><p>Only idempotent methods (GET, HEAD, PUT, DELETE, OPTIONS) are retried automatically. To retry a POST, pass <code class="docutils literal notranslate"><span class="pre">retry_non_idempotent=True</span></code>.</p>
<div class="admonition warning"><p class="admonition-title">Warning</p><p>Retrying non-idempotent requests can create duplicate side effects on the server.</p></div><div class="highlight-python notranslate"><div class="highlight"><pre><span class="n">client</span> <span class="o">=</span> <span class="n">Client</span><span class="p">(</span><span class="n">retries</span><span class="o">=</span><span class="mi">5</span><span class="p">)</span></pre></div></div></section></div></div>
<footer><div class="rst-footer-buttons"><a href="install.html" class="btn btn-neutral float-left">Previous</a><a href="api.html" class="btn btn-neutral float-right">Next</a></div><hr><div role="contentinfo"><p>&#169; Copyright 2025, the tidewater developers.</p></div>Built with <a href="https://www.sphinx-doc.org/">Sphinx</a> using a <a href="https://github.com/readthedocs/sphinx_rtd_theme">theme</a> provided by <a href="https://readthedocs.org">Read the Docs</a>.</footer></div></div></section></div>
<div class="rst-versions" data-toggle="rst-versions" role="note" aria-label="Versions"><span class="rst-current-version">Read the Docs v: stable</span></div></body></html>`;

const PDF_GOV = pdf({
  title: 'National Survey of Household Energy Use 2024: Summary Report', author: 'Department for Energy Security', date: '2025-01-30',
  pages: [
    wrap('National Survey of Household Energy Use 2024\nSummary Report\nPublished 30 January 2025\n1. Key findings\nAverage household gas consumption fell to 10,300 kWh in 2024, the lowest level since the survey began in 2005. Electricity consumption was broadly stable at 2,700 kWh.\nAround 14 per cent of households reported that they had used less heating than they needed during the winter because of cost, down from 19 per cent in 2023.'),
    wrap('2. Heat pumps and insulation\nThe number of households heating primarily with a heat pump rose to 410,000. Cavity wall insulation now covers 72 per cent of homes with cavity walls.\n3. Methodology\nThe survey interviewed 11,842 households in England between March and November 2024. Results are weighted to be representative of all households.'),
  ],
});
const PDF_ARX = pdf({
  title: 'Benchmarking Retrieval-Augmented Generation on Multilingual Legal Questions', author: 'Ana Ribeiro; Tomasz Wiśniewski', date: '2025-02-14',
  pages: [wrap('Benchmarking Retrieval-Augmented Generation on Multilingual Legal Questions\nAna Ribeiro, Tomasz Wisniewski\nAbstract\nWe introduce LexiQA, a benchmark of 6,120 legal questions in nine European languages with gold passages drawn from national statutes. Retrieval-augmented models answer 61.4% of questions correctly, compared with 38.9% for the same models without retrieval. Errors concentrate on questions that require combining two provisions.\n1 Introduction\nLegal question answering is a demanding test for retrieval-augmented generation because answers must be grounded in specific provisions.')],
});
const PDF_DE = pdf({
  title: 'Jahresbericht 2024 der Verbraucherzentrale', author: 'Verbraucherzentrale', date: '2025-04-02',
  pages: [wrap('Jahresbericht 2024\nIm Jahr 2024 haben sich 184.000 Verbraucherinnen und Verbraucher an unsere Beratungsstellen gewandt, so viele wie nie zuvor. Die meisten Anfragen betrafen Energieverträge, gefolgt von Fragen zu Telekommunikation und Reisen.\nBesonders stark gestiegen sind Beschwerden über untergeschobene Verträge am Telefon.')],
});

const validInstitutions: Entry[] = [
  page('v-wiki', 'en.wikipedia.org', 'valid', 'a MediaWiki article with a "needs additional citations" box — the cited source', wiki, {}, { path: '/wiki/Tolbachik', context: { title: 'Tolbachik - Wikipedia' }, quotes: [q('producing about 2.2 cubic kilometres of lava and tephra'), q('producing about 3.2 cubic kilometres of lava', false)] }),
  page('v-arxiv', 'arxiv.org', 'valid', 'an arXiv abstract page — a free preprint, the cited source', arxiv, {}, { path: '/abs/2503.04417', context: { title: ARX.title }, quotes: [q('expert utilisation collapses onto fewer than 20% of experts under moderate shift')] }),
  page('v-biorxiv', 'www.biorxiv.org', 'valid', 'a bioRxiv preprint (free; "not certified by peer review" is not a wall)', biorxiv, {}, { path: '/content/10.1101/2025.01.27.635112v1', context: { title: BIOR.title }, quotes: [q('a median of 41 days sooner than those in the lowest tertile')] }),
  page('v-pubmed', 'pubmed.ncbi.nlm.nih.gov', 'valid', 'a PubMed record with the full abstract — free, the cited source for an abstract claim', pubmed, {}, { path: '/36066876/', context: { title: PUB.title }, quotes: [q('Walking approximately 9800 steps per day was associated with a 51% lower risk of dementia'), q('Steps per day and all-cause mortality', false)] }),
  page('v-springer-oa', 'link.springer.com', 'valid', 'a Springer open-access article (isAccessibleForFree true, CC BY)', springerOA, {}, { path: '/article/10.1007/s13593-024-00991-7', context: { title: SPR.title }, quotes: [q('more than 80% of the gain was confined to the top 10 cm of soil')] }),
  page('v-sciencedirect-oa', 'www.sciencedirect.com', 'valid', 'a ScienceDirect open-access article with full body — the cited source', sciencedirectOA, {}, { path: '/science/article/pii/S2212095525000271', context: { title: SD.title }, quotes: [q('Median night-time excess temperature in dense city centres was 3.1 K')] }),
  page('v-stat-de', 'www.statistik.sachsen.de', 'valid', 'a German statistics office press release with a table', STAT_DE, {}, { path: '/presse/2025/pm087', context: { title: 'Einwohnerzahl in Sachsen erstmals seit 1990 leicht gestiegen' }, quotes: [q('Zum Stichtag 31. Dezember 2024 lebten in Sachsen 4 089 520 Menschen')] }),
  page('v-stat-fr', 'www.stat-occitanie.fr', 'valid', 'a French regional statistics "Informations rapides" release', STAT_FR, {}, { path: '/statistiques/ir/2025-13', context: { title: 'En 2024, le taux de chômage baisse à 6,9 % en Occitanie' }, quotes: [q('Les Pyrénées-Orientales restent le département le plus touché, avec un taux de 9,8 %')] }),
  page('v-govuk', 'www.gov.uk', 'valid', 'a GOV.UK press release under the GOV.UK cookie banner', GOVUK, {}, { path: '/government/news/new-rules-to-cut-waiting-times-for-driving-tests', context: { title: 'New rules to cut waiting times for driving tests' }, quotes: [q('will rise from 10 working days to 28 days from 1 June')] }),
  page('v-who', 'www.who.int', 'valid', 'a WHO fact sheet — the cited source', WHO, {}, { path: '/news-room/fact-sheets/detail/snakebite-envenoming', context: { title: 'Snakebite envenoming' }, quotes: [q('Deaths range from 81 410 to 137 880 people a year')] }),
  page('v-ngo', 'www.coastalfutures.org', 'valid', 'an NGO report landing page with findings and a PDF link — the cited source', NGO, {}, { path: '/news/solent-seagrass-report-2025', context: { title: 'Report: Seagrass meadows in the Solent have shrunk by 43% since 2000' }, quotes: [q('from an estimated 1,020 hectares to 580 hectares')] }),
  page('v-pr', 'www.nordhavnrobotics.com', 'valid', 'a company newsroom press release', PR, {}, { path: '/newsroom/aarhus-plant-opening', context: { title: 'Nordhavn Robotics opens €120 million autonomous-warehouse plant in Aarhus' }, quotes: [q('triple the company\u2019s annual output of autonomous mobile robots to 9,000 units')] }),
  page('v-wire', 'www.businesswiredaily.com', 'valid', 'a syndicated wire press release', WIRE, {}, { path: '/news-releases/halcyon-therapeutics-phase-2-hlc-207-302391.html', context: { title: 'Halcyon Therapeutics Reports Positive Topline Results From Phase 2 Trial of HLC-207 in Moderate-to-Severe Eczema' }, quotes: [q('58% of patients on the highest dose achieving at least a 75% improvement')] }),
  page('v-ir', 'www.kestrelfoods.com', 'valid', 'an investor-relations results page', IR, {}, { path: '/investors/results-centre/full-year-2024', context: { title: 'Full-year results 2024' }, quotes: [q('Final dividend of 14.8p per share')] }),
  page('v-ja-ir', 'www.minato-seiki.co.jp', 'valid', 'a Japanese company earnings news release', JA_IR, {}, { path: '/ir/news/2025/0513.html', context: { title: '2025年3月期 通期決算短信〔日本基準〕(連結)を発表' }, quotes: [q('売上高は前期比8.4％増の1,284億円')] }),
  page('v-docs', 'docs.weave.dev', 'valid', 'a reference documentation page', DOCS, {}, { path: '/en-US/docs/Web/API/AbortSignal/timeout_static', context: { title: 'AbortSignal: timeout() static method' }, quotes: [q('The signal aborts with a TimeoutError DOMException on timeout')] }),
  page('v-rtd', 'tidewater.readthedocs.io', 'valid', 'a Sphinx / Read the Docs page', RTD, {}, { path: '/en/stable/retries.html', context: { title: 'Configuring retries' }, quotes: [q('retries a failed request three times with exponential backoff')] }),
  entry('v-pdf-gov', 'assets.publishing.service.gov.uk', 'valid', 'a government PDF report', respond({ body: PDF_GOV, type: 'application/pdf' }), { path: '/media/67a1/household-energy-survey-2024.pdf', context: { title: 'National Survey of Household Energy Use 2024: Summary Report' }, quotes: [q('Average household gas consumption fell to 10,300 kWh in 2024')] }),
  entry('v-pdf-arxiv', 'export.arxiv.org', 'valid', 'an arXiv PDF', respond({ body: PDF_ARX, type: 'application/pdf' }), { path: '/pdf/2502.09911v1', context: { title: 'Benchmarking Retrieval-Augmented Generation on Multilingual Legal Questions' }, quotes: [q('Retrieval-augmented models answer 61.4% of questions correctly')] }),
  entry('v-pdf-de', 'www.verbraucherzentrale-nord.de', 'valid', 'a German annual-report PDF served as application/octet-stream with a .pdf name', respond({ body: PDF_DE, type: 'application/octet-stream', headers: { 'content-disposition': 'attachment; filename="jahresbericht-2024.pdf"' } }), { path: '/sites/default/files/2025-04/jahresbericht-2024.pdf', context: { title: 'Jahresbericht 2024 der Verbraucherzentrale' }, quotes: [q('184.000 Verbraucherinnen und Verbraucher')] }),
];

// ---------------------------------------------------------------------------------------------
// VALID — edges the issue names: error words in real headlines, one-off 5xx, refreshes,
// cookie redirects, big pages, typography.

const once = (first: Send, then: () => Handler): Handler => {
  let n = 0;
  return (req, res, web) => (n++ === 0 ? write(res, first) : then()(req, res, web));
};

const E404 = {
  title: 'Why \u201c404 Page Not Found\u201d errors are quietly costing online retailers millions',
  paras: [
    'Broken links are one of the oldest problems on the web, and one of the most expensive to ignore. An analysis of 2,300 mid-sized online shops found that the average store had 4.2% of its product pages returning a "404 Page Not Found" error at any given time.',
    'Most broken pages are created when products are discontinued and their addresses are deleted rather than redirected to a replacement or a category page.',
    'The study estimates that shoppers who land on an error page are 3.5 times more likely to leave the site without buying anything than those who land on a working product page.',
    'Search engines also drop broken addresses from their indexes within weeks, taking any accumulated ranking with them.',
    'The fix is mostly organisational, the authors argue: someone has to own the redirect map when the catalogue changes.',
  ],
};
const FILM = {
  title: 'Review: \u2018Error 404\u2019 is a clever little horror film about a website that never loads',
  paras: [
    'The premise of Error 404, the debut feature from Icelandic director Sunna Hákonardóttir, sounds like a joke: a night-shift moderator keeps receiving a link to a page that refuses to load, and every refresh brings something in her flat a little closer.',
    'What could have been a gimmick becomes, in Hákonardóttir\u2019s hands, a tense 88-minute chamber piece about loneliness and screens. Most of the film is shot in a single room lit only by a monitor.',
    'Lead actress Ragna Björk carries it almost alone, and her slow realisation of what the page is trying to show her is genuinely unsettling.',
    'The final ten minutes lean too hard on jump scares, but this is still one of the smartest genre debuts of the year. Four stars.',
  ],
};
const HUMAN = {
  title: 'Police warn of fake \u201cverify you are human\u201d pop-ups that install malware',
  paras: [
    'Police have warned internet users about fake "verify you are human" pop-ups that trick visitors into pasting a malicious command into their computer.',
    'The pop-ups imitate the checkbox puzzles used by many websites, but instead ask the user to press a key combination that runs code copied to the clipboard.',
    'Officers said at least 60 people in the county reported infections in February alone. Genuine website checks never ask you to run anything on your computer.',
  ],
};
const ROBOT_DE = {
  title: 'Betrugsmasche: Falsche „Ich bin kein Roboter“-Abfragen auf gehackten Webseiten',
  paras: [
    'Das Landeskriminalamt warnt vor einer neuen Betrugsmasche: Auf gehackten Webseiten erscheinen gefälschte Abfragen mit dem Text „Bitte bestätigen Sie, dass Sie kein Roboter sind“.',
    'Wer den Anweisungen folgt, installiert unbemerkt eine Schadsoftware, die Passwörter und Bankdaten ausspäht. Seit Jahresbeginn wurden dem LKA mehr als 120 Fälle gemeldet.',
    'Echte Sicherheitsabfragen verlangen niemals, dass Nutzer Befehle in ihr Betriebssystem eingeben, betonen die Ermittler.',
  ],
};
const BIG = {
  title: 'The great river census: counting every fish that passes the Bonneville Dam',
  paras: [
    'Every spring, technicians at the Bonneville Dam on the Columbia River sit at underwater windows and count the fish that swim up the ladders, one by one. Last year they counted 1.3 million adult salmon and steelhead.',
    'The count, which began in 1938, is one of the longest continuous wildlife records in North America and is used to set fishing seasons from Oregon to Alaska.',
    'Counters work in 50-minute shifts to avoid fatigue, and the busiest days in September can see more than 60,000 fish pass a single window.',
    'Biologists say the record has shown the collapse and partial recovery of several runs, including the coho, which almost disappeared in the 1990s.',
  ],
};
const bigPage = (url: string) => {
  const base = article({ site: 'Northwest Field Journal', lang: 'en', title: BIG.title, author: 'Owen Pratt', date: '2024-10-02T16:00:00Z', paras: BIG.paras, template: 'wp', cookie: false })(url);
  const comments = Array.from({ length: 9000 }, (_, i) => `<li class="comment" id="c-${i}"><p>Reader ${i}: great read, thanks for covering the fish counters at the dam; my grandfather did this job in the 1960s and loved it.</p></li>`).join('');
  return base.replace('</main>', `<section id="comments"><h2>9000 comments</h2><ol>${comments}</ol></section></main>`);
};
const TYPO = {
  title: 'A city\u2019s \u201cfifteen-minute\u201d plan meets its first real test',
  paras: [
    'When the council adopted its \u201cfifteen-minute neighbourhood\u201d strategy in 2022, officials promised that every resident would live within a short walk of a school, a clinic and a grocery store \u2014 by 2030.',
    'Two years on, progress is uneven. The council\u2019s own audit, published on Monday, says 61\u00a0per\u00a0cent of homes now meet the standard, up from 54\u00a0per\u00a0cent.',
    '\u201cWe\u2019re not where we wanted to be,\u201d the deputy mayor admitted \u2013 \u201cbut the direction is right.\u201d',
    'Critics point out that most of the improvement came from a single new health centre in the north of the city.',
  ],
};
const SHY_DE = {
  title: 'Hochwasserschutz: Landkreis investiert 18 Millionen Euro in neue Deiche',
  paras: [
    'Der Land\u00adkreis will in den kommenden vier Jahren rund 18 Millionen Euro in den Hoch\u00adwasser\u00adschutz investieren. Das hat der Kreistag am Montag\u00a0beschlossen.',
    'Geplant sind unter anderem die Erhöhung von elf Kilo\u00admetern Deich an der Elbe sowie zwei neue Pumpwerke.',
    'Die Maßnahmen sind eine Reaktion auf das Weihnachts\u00adhochwasser, bei dem mehrere Ortsteile tagelang von der Außenwelt abgeschnitten waren.',
    'Naturschutzverbände begrüßen, dass zugleich 60\u00a0Hektar neue Überflutungsflächen ausgewiesen werden.',
  ],
};
const NFD_VI = {
  title: 'Đà Nẵng khánh thành cầu đi bộ mới qua sông Hàn',
  paras: [
    'Thành phố Đà Nẵng vừa khánh thành cây cầu đi bộ mới bắc qua sông Hàn, dài 420 mét, nối hai bờ đông và tây của trung tâm thành phố.',
    'Theo Sở Xây dựng, cây cầu được thiết kế để chịu được gió bão cấp 12 và có hệ thống chiếu sáng nghệ thuật thay đổi màu theo mùa.',
    'Người dân và du khách có thể đi bộ qua cầu miễn phí từ sáu giờ sáng đến mười một giờ đêm mỗi ngày.',
    'Tổng vốn đầu tư của công trình là khoảng 350 tỷ đồng.',
  ],
};

const REL_TXT = 'Ferry fares to rise 12% from May, operator confirms';
const COMMENTED = {
  title: 'Town council approves new cycle lanes on the high street after heated meeting',
  paras: [
    'Councillors voted 9 to 6 on Tuesday night to approve protected cycle lanes along the length of the high street, after a three-hour meeting that drew more than 200 residents.',
    'The scheme will remove 38 on-street parking spaces and introduce a 20 mph limit. Work is expected to start in September and take about four months.',
    'Traders had presented a petition with 1,100 signatures opposing the plan, arguing that the loss of parking would hurt small shops.',
    'Supporters pointed to data from the county council showing that cycling in the town had doubled since 2019.',
  ],
};

const validEdges: Entry[] = [
  art('v-404-title', 'www.retailinsider.co.uk', 'valid', 'a real article whose headline is about "404 Page Not Found" errors', { site: 'Retail Insider', lang: 'en', title: E404.title, docTitle: `404 Page Not Found errors are costing retailers millions | Retail Insider`, author: 'Clare Hodgson', date: '2025-02-27T09:00:00Z', paras: E404.paras, cookie: true, ads: true }, { path: '/ecommerce/404-page-not-found-errors-cost', quotes: [q('4.2% of its product pages returning a "404 Page Not Found" error')] }),
  art('v-film-404', 'www.screen-notes.com', 'valid', 'a film review whose title is "Error 404"', { site: 'Screen Notes', lang: 'en', title: FILM.title, docTitle: 'Error 404 review – a horror film about a page that never loads', author: 'Ben Carrow', date: '2025-03-14T12:00:00Z', paras: FILM.paras, template: 'ghost', type: 'BlogPosting' }, { path: '/reviews/error-404', quotes: [q('a tense 88-minute chamber piece about loneliness and screens')] }),
  art('v-verify-human', 'www.midshire-gazette.co.uk', 'valid', 'a short news story about fake "verify you are human" pop-ups — not a bot wall', { site: 'Midshire Gazette', lang: 'en', title: HUMAN.title, author: 'Local Democracy Reporter', date: '2025-03-03T15:20:00Z', paras: HUMAN.paras, cookie: true }, { path: '/news/crime/fake-verify-you-are-human-popups', quotes: [q('at least 60 people in the county reported infections in February alone')] }),
  art('v-kein-roboter', 'www.nordkurier-online.de', 'valid', 'a short German news story about fake "kein Roboter" checks — not a bot wall', { site: 'Nordkurier Online', lang: 'de', title: ROBOT_DE.title, author: 'dpa', date: '2025-02-10T08:45:00+01:00', paras: ROBOT_DE.paras, cookie: true }, { path: '/ratgeber/betrugsmasche-kein-roboter-abfrage-12345', quotes: [q('Seit Jahresbeginn wurden dem LKA mehr als 120 Fälle gemeldet')] }),
  entry('v-503-once', 'www.ledger-ohio.com', 'valid', 'a one-off 503 (Varnish "Guru Meditation"), then the article on retry', once({ status: 503, body: '<!DOCTYPE html><html><head><title>503 Backend fetch failed</title></head><body><h1>Error 503 Backend fetch failed</h1><p>Backend fetch failed</p><h3>Guru Meditation:</h3><p>XID: 84721931</p><hr><p>Varnish cache server</p></body></html>', headers: { 'retry-after': '1' } }, () => serveArticle(article({ site: 'The Ohio Ledger', lang: 'en', title: COMMENTED.title.replace('Town', 'Village'), paras: COMMENTED.paras, author: 'Amy Novak', date: '2025-04-01T10:00:00Z' }))), { path: '/news/village-council-cycle-lanes', context: { title: COMMENTED.title.replace('Town', 'Village') }, quotes: [q('Councillors voted 9 to 6 on Tuesday night')] }),
  entry('v-502-once', 'www.tagesblick.at', 'valid', 'a one-off 502 from the CDN, then the article', once({ status: 502, body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>' }, () => serveArticle(article(langArticle('de', 7)))), { path: '/wirtschaft/zulieferer-kurzarbeit', context: { title: L.de!.title }, quotes: [q(L.de!.yes)] }),
  page('v-meta-refresh', 'www.kyoto-shimbun-digital.jp', 'valid', 'a meta refresh (0 s) to the article, which is the cited source', () => `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; URL='/news/2025/article-58812.html'"><title>リダイレクト中</title></head><body><p>自動的に移動しない場合は<a href="/news/2025/article-58812.html">こちら</a>をクリックしてください。</p></body></html>`, {}, { path: '/a/58812', context: { title: L.ja!.title }, quotes: [q(L.ja!.yes)] }),
  art('v-meta-refresh-t', 'www.kyoto-shimbun-digital.jp', 'valid', 'target of the meta refresh', langArticle('ja', 4), { path: '/news/2025/article-58812.html', target: true }),
  entry('v-refresh-header', 'www.jornal-litoral.pt', 'valid', 'a Refresh header to the article', (req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', refresh: '0;url=/economia/2025/03/cafe-exportacoes-recorde.html' }); res.end('<html><body>A carregar…</body></html>'); }, { path: '/go/98312', context: { title: L.pt!.title }, quotes: [q(L.pt!.yes)] }),
  art('v-refresh-header-t', 'www.jornal-litoral.pt', 'valid', 'target of the Refresh header', langArticle('pt', 5), { path: '/economia/2025/03/cafe-exportacoes-recorde.html', target: true }),
  entry('v-cookie-self', 'www.lanacion-digital.com.ar', 'valid', 'a self-redirect that sets a session cookie and serves the article once the cookie comes back', (req, res, web) => {
    if (/\bnsess=ok\b/.test(String(req.headers.cookie ?? ''))) return serveArticle(article(langArticle('es', 8)))(req, res, web);
    res.writeHead(302, { location: req.url ?? '/', 'set-cookie': 'nsess=ok; Path=/; HttpOnly; SameSite=Lax', 'content-type': 'text/html' });
    res.end('');
  }, { path: '/sociedad/embalses-andalucia-invierno-nid1203', context: { title: L.es!.title }, quotes: [q(L.es!.yes)] }),
  page('v-big', 'www.nwfieldjournal.com', 'valid', 'an article followed by 9,000 comments (page over 2 MB) — judged on its first 2 MB', bigPage, {}, { path: '/2024/10/bonneville-fish-count', context: { title: BIG.title }, quotes: [q('Last year they counted 1.3 million adult salmon and steelhead')] }),
  art('v-typo', 'www.civic-review.org', 'valid', 'an article with curly quotes, dashes and NBSP; the quotes are given with straight quotes and hyphens', { site: 'Civic Review', lang: 'en', title: TYPO.title, author: 'Nadia Hussain', date: '2025-01-20T06:00:00Z', paras: TYPO.paras, template: 'ghost' }, { path: '/urbanism/fifteen-minute-plan-test', context: { title: 'A city\'s "fifteen-minute" plan meets its first real test' }, quotes: [q('"We\'re not where we wanted to be," the deputy mayor admitted - "but the direction is right."'), q('61 per cent of homes now meet the standard'), q('71 per cent of homes now meet the standard', false)] }),
  art('v-shy', 'www.elbe-nachrichten.de', 'valid', 'a German article with soft hyphens and NBSP inside words the quote spells plainly', { site: 'Elbe-Nachrichten', lang: 'de', title: SHY_DE.title, author: 'Birgit Lange', date: '2025-02-03T17:00:00+01:00', paras: SHY_DE.paras, template: 'drupal' }, { path: '/region/hochwasserschutz-deiche-18-millionen', quotes: [q('Erhöhung von elf Kilometern Deich an der Elbe'), q('Der Landkreis will in den kommenden vier Jahren rund 18 Millionen Euro in den Hochwasserschutz investieren')] }),
  page('v-nfd', 'dulichdanang.vn', 'valid', 'a Vietnamese article stored in NFD (decomposed diacritics); the quote is NFC', (url) => article({ site: 'Du lịch Đà Nẵng', lang: 'vi', title: NFD_VI.title, paras: NFD_VI.paras, author: 'Trần Minh', date: '2025-03-28T02:00:00Z' })(url).normalize('NFD'), {}, { path: '/tin-tuc/cau-di-bo-song-han', context: { title: NFD_VI.title }, quotes: [q('có thể đi bộ qua cầu miễn phí từ sáu giờ sáng đến mười một giờ đêm'), q('có thể đi bộ qua cầu miễn phí từ năm giờ sáng', false)] }),
  art('v-gzip', 'www.tribune-lyonnaise.fr', 'valid', 'a gzip-encoded French article', langArticle('fr', 9, { related: undefined }), { path: '/actualite/nantes-tram-aeroport-2031', send: { encoding: 'gzip' }, quotes: [q(L.fr!.yes)] }),
  art('v-br', 'www.oosterbode.nl', 'valid', 'a brotli-encoded Dutch article', langArticle('nl', 10), { path: '/nieuws/eindhoven-studentenkamers', send: { encoding: 'br' }, quotes: [q(L.nl!.yes), q(L.nl!.no, false)] }),
  art('v-comments', 'www.eastvale-echo.co.uk', 'valid', 'a local news article with reader comments and related links — the cited source', {
    site: 'Eastvale Echo', lang: 'en', title: COMMENTED.title, author: 'Tom Pask', date: '2025-04-09T21:40:00Z', paras: COMMENTED.paras, cookie: true, ads: true, related: [REL_TXT, 'Bin collections move to fortnightly', 'Library opening hours cut'],
    afterBody: COMMENTS([['JohnB', 'Typical. The lanes will cost at least £2 million and nobody will use them.'], ['CyclingMum', 'Great news, my kids can finally ride to school.'], ['Pete_R', 'Shops on the high street will close within a year, mark my words.']]),
  }, { path: '/news/local/cycle-lanes-approved-high-street', quotes: [q('The scheme will remove 38 on-street parking spaces'), q('The lanes will cost at least £2 million', false), q(REL_TXT, false)] }),
  entry('v-301-slug', 'www.ege-postasi.com', 'valid', 'a 301 from a short id URL to the article\u2019s canonical slug', redirect('/ekonomi/izmir-zeytinyagi-ihracati-zirve-2410'), { path: '/haber/2410', context: { title: L.tr!.title }, quotes: [q(L.tr!.yes)] }),
  art('v-301-slug-t', 'www.ege-postasi.com', 'valid', 'target of the 301', langArticle('tr', 11), { path: '/ekonomi/izmir-zeytinyagi-ihracati-zirve-2410', target: true }),
];

// ---------------------------------------------------------------------------------------------
// PAYWALLED — meters, memberships, registration and login walls, journal landing pages,
// isAccessibleForFree false.

/** The opening of a paragraph's first sentence, cut at a word boundary (CJK: at 60 characters). */
const lead60 = (para: string) => {
  const first = para.split(/[.。]/)[0]!;
  const space = first.lastIndexOf(' ', 60);
  return first.length <= 60 ? first : first.slice(0, space > 20 ? space : 60);
};

/** The first paragraph(s) of a story and a wall where the rest would be. */
function walled(id: string, host: string, k: string, wallHtml: string, reason: string, over: Partial<ArticleOpts> = {}, lead = 1, quotes?: QuoteCheck[]): Entry {
  const p = L[k]!;
  return art(id, host, 'paywalled', reason, langArticle(k, id.length, { paras: [...p.paras.slice(0, lead), `<div class="paywall-gate" id="paywall">${wallHtml}</div>`], related: undefined, ...over }), {
    path: `/${k}/premium/${SLUG(p.title)}`,
    quotes: quotes ?? [q(lead60(p.paras[0]!))],
  });
}

const PIANO = (inner: string) => `<div class="tp-container-inner"><div class="tp-modal"><div class="tp-iframe-wrapper tp-active">${inner}</div></div></div><script>tp=window.tp||[];tp.push(["setAid","Qk3xL9pA2z"]);tp.push(["setCxenseSiteId","1141832"]);tp.push(["init",function(){tp.experience.init()}]);</script>`;

const walls: Entry[] = [
  walled('pw-meter-en', 'www.harbourledger.com', 'en', PIANO(`<h2>You\u2019ve used all 5 of your complimentary stories this month.</h2><p>Subscribe for unlimited digital access from £1 a week. Cancel anytime.</p><a class="btn" href="/subscribe?ref=meter">See subscription options</a><p>Already a subscriber? <a href="/login">Log in</a></p>`), 'metered wall: the monthly allowance of free stories is used up'),
  walled('pw-meter-es', 'www.elcorreo-digital.es', 'es', `<div class="meter-exhausted"><h3>Has agotado tus 10 artículos gratuitos de este mes</h3><p>Suscríbete por solo 1 € el primer mes y disfruta de acceso ilimitado a todas nuestras noticias.</p><a href="/suscripcion">Suscríbete</a> · <a href="/acceso">¿Ya eres suscriptor? Inicia sesión</a></div>`, 'Spanish metered wall (10 free articles used up)'),
  walled('pw-meter-de', 'www.weser-rundschau.de', 'de', `<div class="plus-meter"><p><strong>Ihr monatliches Kontingent von 3 kostenlosen Artikeln ist aufgebraucht.</strong></p><p>Lesen Sie weiter mit RundschauPlus – die ersten 4 Wochen für 0,99 €, danach 9,99 € monatlich, jederzeit kündbar.</p><a href="/abo">Jetzt weiterlesen</a> <a href="/login">Bereits Abonnent? Anmelden</a></div>`, 'German metered wall'),
  walled('pw-meter-fr', 'www.la-depeche-atlantique.fr', 'fr', `<div class="poool-widget"><p>Vous avez lu vos 3 articles offerts ce mois-ci.</p><p>Pour poursuivre votre lecture, profitez de notre offre : 1 € le premier mois, sans engagement.</p><a href="/abonnement">Je m\u2019abonne</a> <a href="/connexion">Déjà abonné ? Se connecter</a></div>`, 'French metered wall (Poool widget)'),
  walled('pw-meter-pt', 'www.gazetadoplanalto.com.br', 'pt', `<div class="barreira-paywall"><h3>Você atingiu o limite de 5 matérias gratuitas por mês.</h3><p>Assine e tenha acesso ilimitado ao conteúdo do site e do app por R$ 1,90 no primeiro mês.</p><a href="/assine">Assine agora</a> <a href="/login">Já é assinante? Entre</a></div>`, 'Portuguese metered wall'),
  walled('pw-meter-it', 'www.ilgazzettino-emilia.it', 'it', `<div class="paywall-box"><p>Hai raggiunto il limite di articoli gratuiti disponibili per questo mese.</p><p>Abbonati a Gazzetta Digital: 1 € al mese per i primi 3 mesi.</p><a href="/abbonamenti">Abbonati</a> <a href="/login">Sei già abbonato? Accedi</a></div>`, 'Italian metered wall'),
  walled('pw-meter-ja', 'www.hokuriku-np.co.jp', 'ja', `<div class="paywall"><p>今月の無料閲覧本数（10本）の上限に達しました。</p><p>続きは有料会員（月額1,980円）に登録するとお読みいただけます。初月無料キャンペーン実施中。</p><a href="/subscribe">有料会員に登録する</a> <a href="/login">ログイン</a></div>`, 'Japanese metered wall'),
  walled('pw-piano-en', 'www.thewestcountrytimes.com', 'en', PIANO(`<h2>Keep reading with a Premium membership</h2><p>Get unlimited access to award-winning local journalism, the daily puzzle and our ad-lite app.</p><ul><li>Monthly — $9.99</li><li>Annual — $89</li></ul><a href="/membership">Become a member</a><p>Already a member? <a href="/account/login">Sign in</a></p>`), 'Piano membership wall in a new wording', { site: 'The West Country Times' }),
  walled('pw-piano-pl', 'wyborcza-pomorze.pl', 'pl', PIANO(`<h3>Ten artykuł jest dostępny tylko dla subskrybentów</h3><p>Czytaj dalej z subskrypcją Premium – pierwszy miesiąc za 1 zł.</p><a href="/prenumerata">Kup subskrypcję</a> <a href="/logowanie">Masz już konto? Zaloguj się</a>`), 'Polish Piano wall (subscribers only)'),
  walled('pw-piano-nl', 'www.brabantsdagblad-digitaal.nl', 'nl', `<div class="premium-wall"><span class="label">PREMIUM</span><h3>Lees verder met een abonnement</h3><p>Word abonnee en lees onbeperkt alle artikelen. Nu 3 maanden voor € 1 per week.</p><a href="/abonneren">Neem een abonnement</a> <a href="/inloggen">Al abonnee? Log in</a></div>`, 'Dutch premium wall'),
  walled('pw-zh', 'www.caixin-weekly.cn', 'zh', `<div class="pay-wall"><p>本文为付费内容，订阅后阅读全文。</p><p>财新通会员：首月仅需12元，畅读全部深度报道。</p><a href="/subscribe">立即订阅</a> <a href="/login">已是会员？登录</a></div>`, 'Chinese paid-content wall'),
  walled('pw-ar', 'www.alyaum-economy.com', 'ar', `<div class="subscribers-only"><p>هذا المحتوى متاح للمشتركين فقط.</p><p>اشترك الآن واحصل على وصول غير محدود إلى جميع المقالات والتحليلات مقابل 15 درهما شهريا.</p><a href="/subscribe">اشترك الآن</a> <a href="/login">لديك اشتراك؟ سجل الدخول</a></div>`, 'Arabic subscribers-only wall'),
  walled('pw-tr', 'www.ekonomi-gazetesi.com.tr', 'tr', `<div class="abone-duvari"><p>Bu içerik yalnızca abonelerimize özeldir.</p><p>Haberin devamını okumak için dijital aboneliğinizi başlatın: aylık 99 TL.</p><a href="/abonelik">Abone ol</a> <a href="/giris">Zaten abone misiniz? Giriş yapın</a></div>`, 'Turkish subscribers-only wall'),
  walled('pw-hi', 'www.janvani-plus.in', 'hi', `<div class="premium-lock"><p>यह एक प्रीमियम खबर है। पूरी खबर पढ़ने के लिए सब्सक्राइब करें।</p><p>सिर्फ ₹49 प्रति माह में अनलिमिटेड डिजिटल एक्सेस।</p><a href="/subscribe">अभी सब्सक्राइब करें</a> <a href="/login">पहले से सदस्य हैं? लॉग इन करें</a></div>`, 'Hindi premium-story wall'),
  walled('pw-sv', 'www.norrlandsposten-plus.se', 'sv', `<div class="plus-wall"><span class="plus-badge">Plus</span><p>Den här artikeln ingår i Norrlandsposten Plus.</p><p>Fortsätt läsa – prova 1 månad för 1 kr.</p><a href="/erbjudande">Bli prenumerant</a> <a href="/logga-in">Logga in</a></div>`, 'Swedish Plus wall'),
  walled('pw-reg-de', 'www.markt-und-mittelstand.de', 'de', `<div class="regwall"><h3>Kostenlos registrieren und weiterlesen</h3><p>Mit einem kostenlosen Konto lesen Sie alle Artikel auf markt-und-mittelstand.de – ohne Abo, ohne Kosten.</p><form><input type="email" placeholder="E-Mail-Adresse"><button>Kostenloses Konto anlegen</button></form><p>Sie haben bereits ein Konto? <a href="/login">Anmelden</a></p></div>`, 'German free-registration wall'),
  walled('pw-reg-fr', 'www.lettre-pro-sante.fr', 'fr', `<div class="reg-wall"><p>Cet article est réservé aux inscrits.</p><p>Inscrivez-vous gratuitement pour lire la suite et recevoir notre lettre quotidienne.</p><a href="/inscription">Créer mon compte gratuit</a> <a href="/connexion">J\u2019ai déjà un compte</a></div>`, 'French free-registration wall'),
  walled('pw-reg-ja', 'www.nikkan-keizai.jp', 'ja', `<div class="member-only"><p>この記事は会員限定です。</p><p>無料会員に登録すると、続きをお読みいただけます。登録は1分で完了します。</p><a href="/register">無料会員登録</a> <a href="/login">ログイン</a></div>`, 'Japanese free member-only wall'),
  walled('pw-reg-ko', 'www.hanbit-biz.co.kr', 'ko', `<div class="member-wall"><p>이 기사는 회원 전용 콘텐츠입니다.</p><p>로그인 또는 무료 회원가입 후 기사 전문을 보실 수 있습니다.</p><a href="/member/join">무료 회원가입</a> <a href="/member/login">로그인</a></div>`, 'Korean member-only wall'),
  walled('pw-login-en', 'www.constructionweekly-pro.com', 'en', `<div class="login-gate"><h3>Log in to read the full story</h3><p>This article is available to registered readers of Construction Weekly Pro. Registration is free for industry professionals.</p><a href="/user/login?destination=/news">Log in</a> <a href="/user/register">Create a free account</a></div>`, 'trade-press login wall before the story (registered readers only)', { site: 'Construction Weekly Pro' }),
  walled('pw-login-ru', 'www.sib-delo.ru', 'ru', `<div class="auth-wall"><p>Чтобы прочитать статью полностью, войдите или зарегистрируйтесь.</p><p>Регистрация бесплатна и займёт меньше минуты.</p><a href="/auth/login">Войти</a> <a href="/auth/register">Зарегистрироваться</a></div>`, 'Russian login/registration wall'),
];

// Platform member walls.
const MEM_T = 'The Architecture Decision Records We Wish We Had Written Sooner';
const mediumLocked = (url: string) => medium(url).split(MED.title).join(MEM_T)
  .replace(/<section>[\s\S]*?<\/section>/, `<div class="member-star"><span>Member-only story</span></div><section><p class="pw-post-body-paragraph">Every team we talked to had the same regret: a decision made in a hallway conversation three years ago that nobody can now explain.</p></section><div class="paywall-upsell"><h2>Create an account to read the full story.</h2><p>The author made this story available to Medium members only. If you\u2019re new to Medium, create a new account to read this story on us.</p><a href="/m/signin?operation=register">Continue in app</a> <a href="/m/signin">Or, continue in mobile web</a><p>Already have an account? <a href="/m/signin">Sign in</a></p></div>`)
  .replace('"isLocked":false', '"isLocked":true').replace('isAccessibleForFree":true', 'isAccessibleForFree":false');
const substackPaid = (url: string) => substack(url).replace(/<div class="available-content">[\s\S]*?<\/div><\/div>\n/, `<div class="available-content"><div class="body markup"><p>${SUB.paras[0]}</p></div></div><div class="paywall"><h2 class="paywall-title">This post is for paid subscribers</h2><a class="button primary" href="/subscribe?simple=true&amp;next=%2Fp%2Fnotes&amp;utm_source=paywall">Subscribe</a><div class="paywall-login">Already a paid subscriber? <a href="/sign-in">Sign in</a></div></div>\n`).replace('isAccessibleForFree":true', 'isAccessibleForFree":false').replace('\\"isFreePost\\":true', '\\"isFreePost\\":false').replace('\\"audience\\":\\"everyone\\"', '\\"audience\\":\\"only_paid\\"');
const GHOST_T = 'Inside the county budget: where the road money actually went';
const ghostPaid = (url: string) => article({ site: 'The Lowland Dispatch', lang: 'en', title: GHOST_T, author: 'Iris Campbell', date: '2025-03-02T08:00:00Z', template: 'ghost', type: 'BlogPosting', paras: ['County records show that less than a third of the money set aside for road repairs last year was spent on the roads it was meant for.', `<div class="gh-post-upgrade-cta"><div class="gh-post-upgrade-cta-content" style="background-color:#ff1a75"><h2>This post is for paying subscribers only</h2><a class="gh-btn" data-portal="signup" href="#/portal/signup">Subscribe now</a><p>Already have an account? <a data-portal="signin" href="#/portal/signin">Sign in</a></p></div></div>`] })(url);

const members: Entry[] = [
  page('pw-medium', 'medium.com', 'paywalled', 'a Medium member-only story cut after one paragraph', mediumLocked, {}, { path: '/@devon.k/the-architecture-decision-records-we-wish-we-had-written-sooner-1b2c3d4e5f60', context: { title: MEM_T } }),
  page('pw-substack', 'thecivicledger.substack.com', 'paywalled', 'a Substack post for paid subscribers', substackPaid, {}, { path: '/p/the-quiet-collapse-paid', context: { title: SUB.title }, quotes: [q('For 112 years, someone in the village of Ashby Parva'), q('The network was built on retired schoolteachers', false)] }),
  page('pw-ghost', 'www.lowlanddispatch.com', 'paywalled', 'a Ghost post for paying subscribers', ghostPaid, {}, { path: '/county-budget-road-money/', context: { title: GHOST_T } }),
];

// Journal landing pages that sell the text.
function landing(o: { pub: string; title: string; journal: string; doi: string; authors: string; abs: string; access: string; lang?: string }) {
  return (url: string) => `<!DOCTYPE html><html lang="${o.lang ?? 'en'}"><head><meta charset="utf-8"><title>${esc(o.title)} | ${esc(o.journal)}</title><meta name="citation_title" content="${esc(o.title)}"><meta name="citation_journal_title" content="${esc(o.journal)}"><meta name="citation_publisher" content="${esc(o.pub)}"><meta name="citation_doi" content="${o.doi}"><meta name="citation_author" content="${esc(o.authors.split(',')[0]!)}"><meta name="dc.identifier" content="doi:${o.doi}"><meta property="og:site_name" content="${esc(o.pub)}"><link rel="canonical" href="${url}"></head>
<body><header class="site-header"><a href="/" class="logo">${esc(o.pub)}</a><nav><a href="/search">Search</a> <a href="/action/showLogin">Log in</a> <a href="/action/registration">Register</a></nav></header>
<main><div class="article-header"><p class="journal">${esc(o.journal)}</p><h1 class="citation__title">${esc(o.title)}</h1><p class="authors">${esc(o.authors)}</p><p class="doi">https://doi.org/${o.doi}</p></div>
<section class="abstract"><h2>Abstract</h2><p>${o.abs}</p></section>
<aside class="access-options">${o.access}</aside>
<section class="references"><h2>References</h2><ol><li>Smith, J. (2019). Earlier work. Journal of Things 12(3).</li><li>Wong, L. (2021). Related findings. Annals of Stuff 44.</li></ol></section></main>
<footer>© ${new Date().getUTCFullYear()} ${esc(o.pub)}. All rights reserved. · Privacy · Terms · Cookies</footer></body></html>`;
}
const JOURNALS: [string, string, Parameters<typeof landing>[0]][] = [
  ['pw-sd', 'www.sciencedirect.com', { pub: 'ScienceDirect', journal: 'Journal of Hydrology', title: 'Groundwater recharge estimates for semi-arid basins under CMIP6 scenarios', doi: '10.1016/j.jhydrol.2024.131877', authors: 'R. Haddad, M. Ouali, P. Gómez', abs: 'We estimate diffuse groundwater recharge for 37 semi-arid basins under three CMIP6 scenarios and find a median decline of 14% by 2070, with the largest losses in basins dominated by winter rainfall.', access: `<div class="PdfDownloadButton"><a class="button" href="/science/article/pii/S0022169424012737/pdfft">Purchase PDF</a></div><div class="AccessOptions"><h3>Get access to this article</h3><ul><li><a href="/user/institution/login">Access through your organization</a></li><li>Purchase PDF — USD 35.95</li><li><a href="/rent">Rent at DeepDyve</a></li></ul><p>Check access to the full text by signing in through your organization.</p></div>` }],
  ['pw-springer', 'link.springer.com', { pub: 'Springer Nature Link', journal: 'Climatic Change', title: 'Heat stress and labour productivity in South Asian construction: a panel analysis', doi: '10.1007/s10584-024-03811-2', authors: 'Anjali Rao, Farhan Siddiqui', abs: 'Using daily site records from 212 construction projects, we estimate that each additional day above 35 °C wet-bulb globe temperature reduces output by 2.1%.', access: `<div class="c-article-access-provider"><h2>Access this article</h2><p><a href="/athens-shibboleth-login">Log in via an institution</a></p><div class="buybox"><h3>Buy article PDF</h3><p class="price">39,95 €</p><p>Price includes VAT (Germany)</p><p>Instant access to the full article PDF.</p><a class="buy" href="/checkout">Buy article PDF</a></div><p><a href="/products/journals">Subscribe to this journal</a></p></div>` }],
  ['pw-wiley', 'onlinelibrary.wiley.com', { pub: 'Wiley Online Library', journal: 'Journal of Applied Ecology', title: 'Hedgerow age predicts pollinator richness more strongly than hedgerow width', doi: '10.1111/1365-2664.14620', authors: 'Catriona Bell, Owen Price', abs: 'Across 96 hedgerows in lowland England, hedgerow age explained 38% of variation in bee species richness, compared with 9% for width.', access: `<div class="article-access-options"><h2>Access options</h2><p><a href="/action/showLogin">Log in to Wiley Online Library</a></p><h3>Purchase instant access</h3><ul><li>48-hour online access — $12.00</li><li>Online-only access — $18.00</li><li>PDF download and online access — $59.00</li></ul><p>Check out</p><p><a href="/action/ssostart">Institutional Login</a></p></div>` }],
  ['pw-tandf', 'www.tandfonline.com', { pub: 'Taylor & Francis Online', journal: 'Regional Studies', title: 'Remote work and the geography of local service employment', doi: '10.1080/00343404.2024.2389011', authors: 'Marta Kowalczyk, David Levin', abs: 'Local service employment grew fastest in commuter towns with a high share of remote-capable jobs, at the expense of city-centre districts.', access: `<div class="accessOptions"><h3>Access options</h3><p>Buy single article</p><p>Instant access to the full article PDF.</p><p class="price">USD 61.00</p><p>Tax will be calculated during checkout.</p><a class="add-to-cart" href="/action/addToCart">Add to cart</a><p><a href="/action/showLogin">Log in via your institution</a></p></div>` }],
  ['pw-sage', 'journals.sagepub.com', { pub: 'SAGE Journals', journal: 'Urban Studies', title: 'Short-term rentals and neighbourhood rents in mid-sized Spanish cities', doi: '10.1177/00420980241301122', authors: 'Iker Etxeberria, Nuria Soler', abs: 'A ten-percentage-point increase in short-term rental density is associated with 3.2% higher long-term rents in the surrounding census tracts.', access: `<div class="access-panel"><h3>Get full access to this article</h3><p>View all access and purchase options for this article.</p><a href="/doi/10.1177/00420980241301122#purchase">Purchase 24 hour online access to view and download content — US$ 42.50</a><p><a href="/action/ssostart">Access through your institution</a></p></div>` }],
  ['pw-ieee', 'ieeexplore.ieee.org', { pub: 'IEEE Xplore', journal: 'IEEE Transactions on Power Systems', title: 'Frequency Response Reserves From Aggregated Residential Heat Pumps', doi: '10.1109/TPWRS.2024.3412290', authors: 'Henrik Aas, Lucía Moreno', abs: 'We show that an aggregator controlling 10,000 residential heat pumps can provide 8 MW of primary frequency response with acceptable comfort deviations.', access: `<div class="document-access"><div class="stats-document-abstract-purchase"><h3>Purchase Details</h3><p>PDF: Members $15.00 · Non-members $33.00</p><a href="/servlet/opac?punumber=59">Purchase PDF</a></div><p>Access to this document requires a subscription or purchase. <a href="/servlet/Login">Sign In</a> for institutional access.</p></div>` }],
  ['pw-acm', 'dl.acm.org', { pub: 'ACM Digital Library', journal: 'Proceedings of the ACM on Human-Computer Interaction', title: 'How Volunteer Moderators Handle Coordinated Harassment on Community Wikis', doi: '10.1145/3711021', authors: 'Sam Okoye, Tessa Grün', abs: 'Interviews with 31 volunteer moderators reveal that coordinated harassment is detected mostly through informal back-channel communication rather than platform tools.', access: `<div class="article__access"><h3>Get Access</h3><ul><li><a href="/action/showLogin">Login options</a></li><li>Check if you have access through your login credentials or your institution to get full access on this article.</li><li><a href="/action/ssostart">Sign in</a></li></ul><h3>Purchase</h3><p>Purchase this Article — $15.00</p><p>ACM members get reduced prices.</p></div>` }],
  ['pw-jstor', 'www.jstor.org', { pub: 'JSTOR', journal: 'The Economic History Review', title: 'Grain Prices and Famine Relief in Eighteenth-Century Provence', doi: '10.2307/2598761', authors: 'Jean-Marc Aubert', abs: 'Municipal granaries in Provence stabilised bread prices during the subsistence crises of 1709 and 1747, but at a fiscal cost that towns could rarely sustain.', access: `<div class="purchase-options"><h3>Purchase this article</h3><p>$29.00 — Download PDF, print, keep forever</p><a href="/checkout">Buy PDF</a><p>Have library access? <a href="/action/showLogin">Log in through your library</a></p><p>Preview: first page only</p></div>` }],
  ['pw-oup-de', 'academic.oup.com', { pub: 'Oxford Academic', journal: 'German History', title: 'Die Hamburger Choleraepidemie von 1892 und die Presse', doi: '10.1093/gerhis/ghae041', authors: 'Katrin Ebert', lang: 'de', abs: 'Der Beitrag untersucht die Berichterstattung Hamburger Tageszeitungen während der Choleraepidemie von 1892 und zeigt, wie die Presse die Debatte über Trinkwasserfilter prägte.', access: `<div class="article-access"><h3>Sie haben derzeit keinen Zugang zu diesem Artikel.</h3><p><a href="/login">Anmelden</a> · Über Ihre Institution anmelden</p><h3>Kaufen</h3><p>Kurzzeitzugang: Artikel für 24 Stunden 44,00 €</p><a href="/purchase">Artikel kaufen</a></div>` }],
];
const journals: Entry[] = JOURNALS.map(([id, host, o]) => page(id, host, 'paywalled', `${o.pub} landing page: abstract only, the text is sold (${id})`, landing(o), {}, { path: `/doi/${o.doi}`, context: { title: o.title }, quotes: [q(o.abs.split(/[.,]/)[0]!)] }));

// isAccessibleForFree false with the whole text in the response.
const IAFF = {
  title: 'The hidden cost of cheap flights: inside a regional airport\u2019s subsidy deals',
  paras: [
    'Documents obtained by this newsletter show that the regional airport paid two low-cost carriers a combined \u20ac11.4 million in "marketing support" between 2021 and 2024.',
    'The payments were calculated per departing passenger and were not disclosed in the airport\u2019s published accounts.',
    'The regional government, which owns 70% of the airport, said the agreements complied with EU state-aid guidelines.',
    'Competition lawyers contacted for this story said the per-passenger structure could attract the attention of the European Commission.',
  ],
};
const iaff: Entry[] = [
  art('pw-iaff-en', 'www.aviation-briefing.eu', 'paywalled', 'a premium newsletter article: the whole text is sent but the page declares isAccessibleForFree false', { site: 'Aviation Briefing', lang: 'en', title: IAFF.title, author: 'Lars Ødegaard', date: '2025-02-19T05:00:00Z', paras: IAFF.paras, free: false, paywallSelector: '.entry-content', metaStyle: 'og+jsonld' }, { path: '/premium/regional-airport-subsidy-deals', quotes: [q('a combined \u20ac11.4 million in "marketing support" between 2021 and 2024')] }),
  art('pw-iaff-es', 'www.expansion-sur.es', 'paywalled', 'a Yoast @graph article with isAccessibleForFree false (premium section)', langArticle('es', 12, { free: false, metaStyle: 'graph', paywallSelector: '.entry-content' }), { path: '/premium/embalses-andaluces-invierno', quotes: [q(L.es!.yes)] }),
];

// ---------------------------------------------------------------------------------------------
// BLOCKED — bot walls, WAFs, challenges, consent, geo, maintenance, database errors, passwords,
// Basic auth, persistent errors, timeouts.

const bare = (title: string, body: string, lang = 'en', headExtra = '') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>${esc(title)}</title>${headExtra}</head><body>${body}</body></html>`;
const CTX = (title: string): X => ({ context: { title } });

const blockedBot: Entry[] = [
  entry('b-incapsula', 'www.pharmaceutical-times.com', 'blocked', 'Imperva/Incapsula incident page served with 200', respond({ body: `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"><meta name="viewport" content="initial-scale=1.0"><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=27&xinfo=10-78421932-0%200NNN%20RT%281711111111%20131%29%20q%280%20-1%20-1%20-1%29%20r%280%20-1%29%20B12%284%2c316%2c0%29%20U18&incident_id=1298000420112846221-61831190983372045&edet=12&cinfo=04000000&rpinfo=0&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: 1298000420112846221-61831190983372045</iframe></body></html>` }), { path: '/news/drug-pricing-reform-2025', ...CTX('Senate panel advances drug pricing reform') }),
  entry('b-js-redirect', 'www.eveningpost-digital.com', 'blocked', 'JS challenge "You are being redirected…" that sets a cookie with script and reloads (200)', respond({ body: bare('You are being redirected...', `<noscript>Javascript is required. Please enable javascript before you are allowed to see this page.</noscript><script>var s={},u,c,U,r,i,l=0,a,e=eval,w=String.fromCharCode,sucuri_cloudproxy_js='',S='Yz0nOCcuc2xpY2UoMCwxKSArICc0Jy5zbGljZSgwLDEpICsgJ2UnLnN1YnN0cigwLCAxKQ==';L=S.length;U=0;r='';var A='ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';for(u=0;u<64;u++){s[A.charAt(u)]=u;}document.cookie='sucuri_cloudproxy_uuid_4a1f=8c2d91e7;path=/;max-age=86400';location.reload();</script>`) }), { path: '/politics/mayor-budget-vote', ...CTX('Mayor\u2019s budget passes after late-night vote') }),
  entry('b-datadome', 'www.leboncommerce.fr', 'blocked', 'DataDome captcha page with 403', respond({ status: 403, headers: { 'x-datadome': 'protected', 'x-dd-b': '1' }, body: `<html lang="fr"><head><title>leboncommerce.fr</title><style>#cmsg{animation: A 1.5s;}@keyframes A{0%{opacity:0;}99%{opacity:0;}100%{opacity:1;}}</style></head><body style="margin:0"><p id="cmsg">Veuillez activer JS et désactiver tout bloqueur de publicité</p><script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMAJxx4dfgwjzwAUOf5Yw==','hsh':'05B30BD9055986BD2EE8F5A199D973','t':'fe','s':39092,'e':'4b3a7c2d','host':'geo.captcha-delivery.com','cookie':'Lq0~7qSxkT2'}</script><script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>` }), { path: '/annonces/immobilier/appartement-lyon-3-t3', ...CTX('Appartement T3 Lyon 3e — 68 m²') }),
  entry('b-perimeterx', 'www.homegoods-direct.com', 'blocked', 'PerimeterX / HUMAN "Press & Hold" challenge, 403', respond({ status: 403, body: bare('Access to this page has been denied', `<div class="px-container"><div class="px-captcha-container"><div class="px-captcha-header">Before we continue...</div><div class="px-captcha-message">Press &amp; Hold to confirm you are<br>a human (and not a bot).</div><div id="px-captcha"></div></div><div class="px-captcha-footer"><p>Reference ID 8f3e2a10-1b2c-11f0-a4d5-6e7f80912ab3</p></div></div><script>window._pxAppId='PXu6b0qd2S';window._pxJsClientSrc='/u6b0qd2S/init.js';window._pxHostUrl='/u6b0qd2S/xhr';window._pxreCaptchaTheme='light';</script><script src="/u6b0qd2S/captcha/captcha.js?a=c&u=8f3e2a10&v=&m=0"></script>`) }), { path: '/blog/sofa-buying-guide-2025', ...CTX('How to choose a sofa that lasts: our 2025 buying guide') }),
  entry('b-akamai', 'www.autohaus-magazin.de', 'blocked', 'Akamai "Access Denied … Reference #" 403', respond({ status: 403, headers: { server: 'AkamaiGHost' }, body: `<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have permission to access "http&#58;&#47;&#47;www&#46;autohaus&#45;magazin&#46;de&#47;tests&#47;e&#45;suv&#45;vergleich" on this server.<P>\nReference&#32;&#35;18&#46;5c2e1702&#46;1741234567&#46;2b9f4a1c\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;5c2e1702&#46;1741234567&#46;2b9f4a1c</P>\n</BODY>\n</HTML>\n` }), { path: '/tests/e-suv-vergleich', ...CTX('Großer Vergleich: Fünf Elektro-SUV im Alltagstest') }),
  entry('b-cloudfront', 'www.outdoorgearlab-reviews.com', 'blocked', 'CloudFront/AWS WAF "Request blocked" 403', respond({ status: 403, headers: { 'x-cache': 'Error from cloudfront', via: '1.1 4c1d.cloudfront.net (CloudFront)' }, body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd"><HTML><HEAD><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1"><TITLE>ERROR: The request could not be satisfied</TITLE></HEAD><BODY><H1>403 ERROR</H1><H2>The request could not be satisfied.</H2><HR noshade size="1px">Request blocked. We can't connect to the server for this app or website at this time. There might be too much traffic or a configuration error. Try again later, or contact the app or website owner.<BR clear="all">If you provide content to customers through CloudFront, you can find steps to troubleshoot and help prevent this error by reviewing the CloudFront documentation.<BR clear="all"><HR noshade size="1px"><PRE>Generated by cloudfront (CloudFront)\nRequest ID: qL2x9Vb3Yk1wZpR4sT7uA0cD5eF6gH8iJ==\n</PRE></BODY></HTML>` }), { path: '/reviews/best-hiking-boots', ...CTX('The 9 best hiking boots of 2025, tested') }),
  entry('b-f5', 'portal.citizens-bank-news.com', 'blocked', 'F5 ASM rejection ("Request Rejected", support ID) with 200', respond({ body: `<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 13248790561207519842<br><br><a href='javascript:history.back();'>[Go Back]</a></body></html>` }), { path: '/press/2025/q1-results', ...CTX('Citizens Bank reports first-quarter 2025 results') }),
  entry('b-sucuri', 'www.gardenersworld-forum.net', 'blocked', 'Sucuri firewall block page (bot), 403', respond({ status: 403, headers: { server: 'Sucuri/Cloudproxy', 'x-sucuri-block': 'BOT17' }, body: bare('Sucuri WebSite Firewall - Access Denied', `<div id="main-container"><h1>Access Denied - Sucuri Website Firewall</h1><p>If you are the site owner (or you manage this site), please whitelist your IP or if you think this block is an error please <a href="https://support.sucuri.net/">open a support ticket</a> and make sure to include the block details (displayed in the box below), so we can assist you in troubleshooting the issue.</p><h2>Block details:</h2><table><tr><td>Your IP:</td><td>203.0.113.57</td></tr><tr><td>URL:</td><td>www.gardenersworld-forum.net/threads/tomato-blight</td></tr><tr><td>Block ID:</td><td>BOT17</td></tr><tr><td>Block reason:</td><td>Bad bot access attempt.</td></tr><tr><td>Time:</td><td>2025-03-11 10:41:07</td></tr><tr><td>Server ID:</td><td>14013</td></tr></table></div>`) }), { path: '/threads/tomato-blight', ...CTX('Tomato blight: what finally worked for me') }),
  entry('b-wordfence', 'www.smallfarmjournal.org', 'blocked', 'Wordfence "access limited by the site owner", 503', respond({ status: 503, body: bare('Your access to this site has been limited', `<h1>Your access to this site has been limited by the site owner</h1><p>Your access to this service has been limited. (HTTP response code 503)</p><p>If you think you have been blocked in error, contact the owner of this site for assistance.</p><h2>Block Technical Data</h2><table><tr><th>Block Reason:</th><td>Access from your area has been temporarily limited for security reasons.</td></tr><tr><th>Time:</th><td>Tue, 11 Mar 2025 10:42:00 GMT</td></tr></table><p class="generated">Generated by Wordfence at Tue, 11 Mar 2025 10:42:00 GMT.<br>Your computer's time: <script>document.write(new Date().toUTCString());</script>.</p>`) }), { path: '/2025/02/raised-bed-soil-mix/', ...CTX('The soil mix we use in every raised bed') }),
  entry('b-modsec-406', 'www.kochrezepte-oma.de', 'blocked', 'ModSecurity 406 "Not Acceptable" to a bot user agent', respond({ status: 406, body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>406 Not Acceptable</title></head><body><h1>Not Acceptable</h1><p>An appropriate representation of the requested resource could not be found on this server.</p><p>Additionally, a 406 Not Acceptable error was encountered while trying to use an ErrorDocument to handle the request.</p></body></html>` }), { path: '/rezepte/apfelstrudel-wie-bei-oma', ...CTX('Apfelstrudel wie bei Oma') }),
  entry('b-teapot', 'www.sneaker-drops.io', 'blocked', '418 returned to non-browser clients (bot defence)', respond({ status: 418, body: '<html><body><h1>418</h1><p>🫖</p></body></html>' }), { path: '/news/retro-runner-restock', ...CTX('Retro Runner restock confirmed for Friday') }),
  entry('b-429-ja', 'www.kakaku-news.jp', 'blocked', '429 on every attempt, Japanese "access concentrated" page', respond({ status: 429, headers: { 'retry-after': '3600' }, body: bare('アクセスが集中しています', '<h1>ただいまアクセスが集中しております</h1><p>しばらく時間をおいてから再度アクセスしてください。</p>', 'ja') }), { path: '/article/2025/0312-smartphone-prices', ...CTX('スマートフォン価格、4月から一斉値上げへ') }),
  entry('b-503-always', 'www.localnews-herald.com', 'blocked', 'a persistent 503 (every retry)', respond({ status: 503, headers: { 'retry-after': '120' }, body: '<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>openresty</center></body></html>' }), { path: '/news/school-board-vote', ...CTX('School board votes to close two elementary schools') }),
  entry('b-500-es', 'www.noticias-aragon.es', 'blocked', 'a persistent 500 with a Spanish error page', respond({ status: 500, body: shell({ lang: 'es', site: 'Noticias de Aragón', title: 'Error interno del servidor', main: '<h1>Vaya, algo ha fallado</h1><p>Se ha producido un error interno en el servidor. Nuestro equipo técnico ya ha sido notificado. Por favor, inténtelo de nuevo más tarde.</p><p>Código de error: 500</p>' }) }), { path: '/aragon/2025/03/10/zaragoza-tranvia-linea-2', ...CTX('Zaragoza aprueba el trazado de la línea 2 del tranvía') }),
  entry('b-403-nginx', 'data.regional-observatory.eu', 'blocked', 'a bare nginx 403 Forbidden', respond({ status: 403, body: '<html>\r\n<head><title>403 Forbidden</title></head>\r\n<body>\r\n<center><h1>403 Forbidden</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n' }), { path: '/reports/2024/air-quality-summary', ...CTX('Air quality summary 2024') }),
  entry('b-captcha-zh', 'www.zhihu-like-qa.cn', 'blocked', 'Chinese "安全验证" CAPTCHA interstitial (200)', respond({ body: bare('安全验证', '<div class="verify-wrap"><h2>安全验证</h2><p>系统检测到您的网络环境存在异常，访问过于频繁。</p><p>为保证您的正常访问，请完成下方验证后继续。</p><div id="captcha-box" class="geetest_holder"></div><p class="tip">拖动滑块完成拼图</p></div><script src="https://static.geetest.com/v4/gt4.js"></script><script>initGeetest4({captchaId:"8f2c1a",product:"embed"},function(c){c.appendTo("#captcha-box")});</script>', 'zh') }), { path: '/question/58213390/answer/2210', ...CTX('如何评价今年的新能源汽车补贴政策？') }),
  entry('b-captcha-ru', 'market-otzyvy.ru', 'blocked', 'Yandex SmartCaptcha interstitial in Russian (200)', respond({ body: bare('Вы не робот?', '<div class="CheckboxCaptcha"><h1>Подтвердите, что запросы отправляли вы, а не робот</h1><p>Нам очень жаль, но запросы с вашего устройства похожи на автоматические.</p><form method="post" action="/checkcaptcha?key=00A1b2C3d4"><div class="CheckboxCaptcha-Anchor"><input type="submit" class="CheckboxCaptcha-Button" value="Я не робот"></div></form><p class="small">Почему так случилось? Возможно, автоматические запросы принадлежат не вам, а другому пользователю, выходящему в сеть с одного с вами IP-адреса.</p></div>', 'ru') }), { path: '/product/1784231/reviews', ...CTX('Отзывы о пылесосе Vortex X9') }),
  entry('b-kasada', 'www.ticketshop-arena.com', 'blocked', 'Kasada 429 with only its probe script', respond({ status: 429, headers: { 'x-kpsdk-ct': '0Bn3mHc1', 'cache-control': 'no-store' }, body: `<!DOCTYPE html><html><head></head><body><script>window.KPSDK={};KPSDK.now=typeof performance!=='undefined'&&performance.now?performance.now.bind(performance):Date.now.bind(Date);KPSDK.start=KPSDK.now();</script><script src="/149e9513-01fa-4fb0-aad4-566afd725d1b/2d206a39-8ed7-437e-a3be-862e0f06eea3/ips.js?tkrm_alpekz_s1.3=0Ex7mq"></script></body></html>` }), { path: '/events/2025-06-14-summer-open-air', ...CTX('Summer Open Air 2025 — line-up announced') }),
  entry('b-ddosguard', 'forum-rybakov.ru', 'blocked', 'DDoS-Guard browser check, 403', respond({ status: 403, headers: { server: 'ddos-guard' }, body: bare('DDoS-Guard', '<div class="ddg-wrap"><h1>Проверка браузера перед переходом на сайт forum-rybakov.ru</h1><p>Это может занять несколько секунд. Пожалуйста, подождите.</p><p class="ddg-footer">DDoS protection by <a href="https://ddos-guard.net">DDoS-Guard</a></p></div><script src="/.well-known/ddos-guard/check?context=free_splash"></script>', 'ru') }), { path: '/topic/45120-zimnyaya-rybalka-na-obi', ...CTX('Зимняя рыбалка на Оби: отчёт') }),
  entry('b-barracuda-de', 'www.stadtwerke-nordheim.de', 'blocked', 'a WAF block page in German with an incident ID (200)', respond({ body: shell({ lang: 'de', site: 'Stadtwerke Nordheim', title: 'Anfrage blockiert', main: '<h1>Ihre Anfrage wurde blockiert</h1><p>Die Web Application Firewall hat Ihre Anfrage als potenziell schädlich eingestuft und abgewiesen.</p><p>Falls Sie glauben, dass es sich um einen Fehler handelt, wenden Sie sich bitte unter Angabe der folgenden Vorfall-ID an den Administrator: <code>BNWF-4f2a91c7e3</code></p>' }) }), { path: '/presse/strompreise-2025', ...CTX('Stadtwerke senken Strompreise zum 1. April') }),
  entry('b-radware', 'www.flights-compare.in', 'blocked', 'Radware Bot Manager captcha page (200)', respond({ body: bare('Radware Bot Manager Captcha', '<div class="container"><h1>We apologize for the inconvenience...</h1><p>...but your activity and behavior on this site made us think that you are a bot.</p><p>Note: A number of things could be going on here. Please solve this CAPTCHA to request unblock to the website.</p><div class="g-recaptcha" data-sitekey="6LcjIXsUAAAAAHbL8u8dLq2xzp"></div><p>Incident ID: 7f2a-1c3e-9b41</p></div><script src="https://www.google.com/recaptcha/api.js" async defer></script>') }), { path: '/deals/delhi-to-goa-flights', ...CTX('Cheap flights from Delhi to Goa') }),
  entry('b-vercel', 'www.launchlog.dev', 'blocked', 'Vercel security checkpoint, 429', respond({ status: 429, headers: { 'x-vercel-mitigated': 'challenge', server: 'Vercel' }, body: bare('Vercel Security Checkpoint', '<div class="container"><div class="spinner"></div><p class="title">We\u2019re verifying your browser</p><p class="subtitle">Website owner? Click here to fix</p><noscript>Enable JavaScript to continue</noscript></div><script src="/.well-known/vercel/security/static/challenge.v2.min.js" async></script>') }), { path: '/posts/v3-release-notes', ...CTX('Launchlog v3 release notes') }),
  entry('b-awswaf-202', 'www.petsupplies-outlet.co.uk', 'blocked', 'AWS WAF JavaScript challenge (202, empty page with the challenge script)', respond({ status: 202, headers: { 'x-amzn-waf-action': 'challenge' }, body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title><script>window.awsWafCookieDomainList=[];window.gokuProps={"key":"AQIDAHjcYu/GjX+QlghicBgQ/7bFaQZ+m5FKCMDnO+vTbNg96AE","iv":"A6we9gCYoQAAALwT","context":"kLZb7fC1"};</script><script src="https://9b2c81e4a0f1.edge.sdk.awswaf.com/9b2c81e4a0f1/3f5a/challenge.js"></script></head><body><div id="challenge-container"></div><noscript><h1>JavaScript is disabled</h1>In order to continue, we need to verify that you're not a robot. This requires JavaScript. Enable JavaScript and then reload the page.</noscript><script>AwsWafIntegration.checkForceRefresh().then((f)=>{if(f){AwsWafIntegration.forceRefreshToken().then(()=>{window.location.reload(true)})}else{AwsWafIntegration.getToken().then(()=>{window.location.reload(true)})}});</script></body></html>` }), { path: '/blog/best-dog-food-for-puppies', ...CTX('The best dog food for puppies, according to vets') }),
  entry('b-timeout', 'www.slow-archive.org', 'blocked', 'the server accepts the connection and never answers (timeout)', () => { /* never answers */ }, { path: '/records/1931/harbour-survey', ...CTX('Harbour survey of 1931') }),
];

// Consent interstitials and pay-or-consent walls.
const CONSENT_PORTAL = (url: string) => shell({ lang: 'de', site: 'Nachrichtenportal', title: 'Datenschutzeinstellungen', main: `<div class="consent-page"><h1>Bevor Sie fortfahren</h1><p>Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um Informationen auf Ihrem Gerät zu speichern und abzurufen, personalisierte Anzeigen und Inhalte zu zeigen und Zielgruppen zu messen.</p><p>Wenn Sie auf „Alle akzeptieren“ klicken, stimmen Sie dieser Verarbeitung zu. Mit „Alle ablehnen“ lehnen Sie sie ab; unter „Einstellungen verwalten“ können Sie eine Auswahl treffen.</p><form method="post" action="${esc(url)}"><input type="hidden" name="sessionId" value="3_cc-session_8f2c1a9b"><input type="hidden" name="originalDoneUrl" value="https://www.nachrichtenportal.de/politik/landtag-haushalt-2025"><button name="agree" value="agree">Alle akzeptieren</button><button name="reject" value="reject">Alle ablehnen</button><a href="/v2/partners">Einstellungen verwalten</a></form></div>` });
const PUR = (lang: string, title: string, main: string) => shell({ lang, site: '', title, main, bodyClass: 'sp-message-open' });

const blockedConsent: Entry[] = [
  entry('b-consent-host', 'www.nachrichtenportal.de', 'blocked', 'a redirect to a consent. host collecting consent before the article', redirect((o) => `${o('consent.nachrichtenportal.de')}/v2/collectConsent?sessionId=3_cc-session_8f2c1a9b&lang=de-DE`, 302), { path: '/politik/landtag-haushalt-2025', ...CTX('Landtag beschließt Doppelhaushalt 2025/26') }),
  page('b-consent-host-t', 'consent.nachrichtenportal.de', 'blocked', 'the consent host\u2019s page', CONSENT_PORTAL, {}, { path: '/v2/collectConsent', target: true }),
  page('b-pur-de', 'www.stuttgarter-abendblatt.de', 'blocked', 'Sourcepoint pay-or-consent wall: accept advertising or read ad-free with a paid plan', () => PUR('de', 'Stuttgarter Abendblatt', `<div id="sp_message_container_1122" class="sp_message_container"><div class="message-component"><h2>Mit Werbung weiterlesen oder werbefrei lesen</h2><p>Nutzen Sie stuttgarter-abendblatt.de wie gewohnt mit Werbung und Tracking, indem Sie Ihre Zustimmung geben. Details zur Datenverarbeitung finden Sie in der Datenschutzerklärung.</p><button title="Zustimmen und weiter">Zustimmen und weiter</button><h3>Werbefrei lesen</h3><p>Lesen Sie ohne Werbebanner und ohne Tracking für 3,99 € im Monat. <a href="/werbefrei">Jetzt abonnieren</a> – Bereits Abonnent? <a href="/login">Anmelden</a></p></div></div><script src="https://cdn.privacy-mgmt.com/unified/wrapperMessagingWithoutDetection.js"></script>`), {}, { path: '/inhalt.stuttgart-wohnungsbau-neubauquote.a1b2c3.html', ...CTX('Stuttgart verfehlt Neubauziel erneut') }),
  page('b-consent-it', 'www.corriere-veneto.it', 'blocked', 'Italian cookie wall: accept or subscribe without ads', () => PUR('it', 'Corriere Veneto', `<div class="cookiewall"><h2>Per continuare a leggere accetta i cookie o abbonati</h2><p>Noi e i nostri partner utilizziamo cookie per mostrarti pubblicità personalizzata e misurarne l\u2019efficacia. Puoi accettare e continuare a navigare gratuitamente con pubblicità, oppure abbonarti per navigare senza cookie di profilazione a 3,49 € al mese.</p><button class="accept">Accetta e continua</button> <a class="subscribe" href="/abbonati-senza-pubblicita">Abbonati</a> <p>Sei già abbonato? <a href="/login">Accedi</a></p></div>`), {}, { path: '/notizie/venezia/2025/03/ticket-accesso-centro-storico.shtml', ...CTX('Venezia, il ticket d\u2019accesso torna per 54 giorni') }),
  page('b-consent-nl', 'www.nieuwsblad-oost.nl', 'blocked', 'Dutch cookiewall before the article (DPG-style, 200)', () => PUR('nl', 'Nieuwsblad Oost', `<div class="cookiewall"><h1>Nieuwsblad Oost vraagt je toestemming</h1><p>Wij en onze partners gebruiken cookies en vergelijkbare technieken om je een persoonlijke ervaring te bieden, om advertenties te tonen die aansluiten bij je interesses en om het gebruik van onze sites te meten.</p><p>Klik op ‘Akkoord’ om door te gaan naar het artikel, of kies ‘Instellingen’ om je voorkeuren aan te passen.</p><button>Akkoord</button> <a href="/privacy-gate/instellingen">Instellingen</a></div><script src="https://myprivacy-static.dpgmedia.net/consent.js"></script>`), {}, { path: '/regio/zwolle/nieuwe-brug-ijssel~a4f1b2c3/', ...CTX('Zwolle krijgt nieuwe fietsbrug over de IJssel') }),
  page('b-consent-es', 'www.heraldo-norte.es', 'blocked', 'Spanish pay-or-consent wall', () => PUR('es', 'Heraldo del Norte', `<div class="cmp-paywall"><h2>Tu privacidad es importante para nosotros</h2><p>Para seguir leyendo de forma gratuita, acepta el uso de cookies con fines publicitarios. Si lo prefieres, suscríbete por 0,99 € al mes y navega sin publicidad personalizada.</p><button>Aceptar y continuar</button> <a href="/suscripcion-sin-cookies">Suscribirme</a> <a href="/login">Ya soy suscriptor</a></div>`), {}, { path: '/bilbao/2025/03/12/metro-linea-5-obras.html', ...CTX('Las obras de la línea 5 del metro de Bilbao arrancan en mayo') }),
  page('b-consent-fr', 'www.actu-bretagne.fr', 'blocked', 'French consent interstitial (Didomi notice as the whole page, 200)', () => PUR('fr', 'Actu Bretagne', `<div id="didomi-host"><div class="didomi-popup-container"><h1>Vos choix concernant les cookies</h1><p>Avec votre accord, nous et nos 312 partenaires utilisons des cookies ou technologies similaires pour stocker, consulter et traiter des données personnelles telles que votre visite sur ce site internet.</p><button id="didomi-notice-agree-button">Accepter &amp; Fermer</button> <button id="didomi-notice-learn-more-button">Paramétrer</button> <a href="#" class="didomi-continue-without-agreeing">Continuer sans accepter</a></div></div>`), {}, { path: '/rennes/metro-ligne-c-2025', ...CTX('Rennes : la ligne C du métro, un projet à 1,5 milliard') }),
];

const blockedGeo: Entry[] = [
  page('b-geo-gdpr', 'www.plainsdailynews.com', 'blocked', 'US local news unavailable from the EEA (geo-block, 200)', () => bare('Plains Daily News', `<div class="geo-block"><img src="/static/logo.png" alt="Plains Daily News"><p>We recognize you are attempting to access this website from a country belonging to the European Economic Area (EEA) including the EU which enforces the General Data Protection Regulation (GDPR) and therefore access cannot be granted at this time.</p><p>For any issues, contact news@plainsdailynews.com or call 605-555-0143.</p></div>`), {}, { path: '/news/county-commission-wind-farm-permit', ...CTX('County commission approves wind farm permit') }),
  entry('b-geo-451', 'www.tristate-courier.com', 'blocked', '451 Unavailable For Legal Reasons to European visitors', respond({ status: 451, body: bare('451: Unavailable for legal reasons', '<h1>451: Unavailable for legal reasons</h1><p>Unfortunately, our website is currently unavailable in most European countries. We are engaged on the issue and committed to looking at options that support our full range of digital offerings to the EU market.</p>') }), { path: '/local/2025/03/11/bridge-repair-delay', ...CTX('Bridge repair delayed until fall') }),
  page('b-geo-pl', 'vod.telewizja-pomorze.pl', 'blocked', 'Polish geo-block: content not available in your country (200)', () => shell({ lang: 'pl', site: 'Telewizja Pomorze', title: 'Materiał niedostępny', main: '<div class="geoblock"><h1>Ta treść nie jest dostępna w Twoim kraju</h1><p>Ze względu na ograniczenia licencyjne materiał można oglądać wyłącznie na terytorium Rzeczypospolitej Polskiej.</p></div>' }), {}, { path: '/program/reportaz/stocznia-gdanska-odc-4', ...CTX('Reportaż: Stocznia Gdańska po latach') }),
  entry('b-geo-it', 'www.rai-regioni.it', 'blocked', 'Italian geo-block 403', respond({ status: 403, body: shell({ lang: 'it', site: 'Rai Regioni', title: 'Contenuto non disponibile', main: '<h1>Contenuto non disponibile nel tuo Paese</h1><p>Siamo spiacenti, per motivi legati ai diritti questo contenuto è disponibile solo in Italia.</p>' }) }), { path: '/tgr/veneto/articoli/2025/03/alluvione-vicenza', ...CTX('Alluvione a Vicenza, la conta dei danni') }),
  page('b-geo-ja', 'www.chiho-tv.jp', 'blocked', 'Japanese service available only from Japan (200)', () => shell({ lang: 'ja', site: '地方テレビ', title: 'ご利用いただけません', main: '<h1>申し訳ございません</h1><p>このサービスは日本国内からのみご利用いただけます。海外からのアクセスには対応しておりません。</p>' }), {}, { path: '/news/20250311/kyushu-shinkansen', ...CTX('九州新幹線、新型車両を公開') }),
];

const blockedOps: Entry[] = [
  entry('b-maint-de', 'www.landkreis-weserbergland.de', 'blocked', 'German maintenance page, 503', respond({ status: 503, headers: { 'retry-after': '3600' }, body: shell({ lang: 'de', site: 'Landkreis Weserbergland', title: 'Wartungsarbeiten', main: '<h1>Wir sind gleich wieder da</h1><p>Wegen geplanter Wartungsarbeiten ist unser Internetangebot vorübergehend nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.</p><p>Vielen Dank für Ihr Verständnis.</p>' }) }), { path: '/aktuelles/pressemitteilungen/kreistag-haushalt-2025', ...CTX('Kreistag verabschiedet Haushalt 2025') }),
  page('b-maint-fr', 'www.mairie-saint-brieuc-infos.fr', 'blocked', 'French maintenance page served with 200', () => bare('Site en maintenance', '<div style="text-align:center;margin-top:15%"><h1>Site en maintenance</h1><p>Notre site fait peau neuve ! Nous revenons très vite.</p><p>Merci de votre patience.</p></div>', 'fr'), {}, { path: '/actualites/conseil-municipal-budget-2025', ...CTX('Conseil municipal : le budget 2025 adopté') }),
  entry('b-maint-wp-es', 'www.revista-huerta.es', 'blocked', 'WordPress maintenance message in Spanish, 503', respond({ status: 503, headers: { 'retry-after': '600' }, body: '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Mantenimiento</title></head><body><p>Temporalmente no disponible por mantenimiento programado. Vuelve a comprobarlo en un minuto.</p></body></html>' }), { path: '/2025/02/tomates-en-maceta/', ...CTX('Cómo cultivar tomates en maceta') }),
  page('b-maint-ja', 'www.shiminbunka-kaikan.jp', 'blocked', 'Japanese maintenance notice (200)', () => bare('メンテナンス中', '<div class="maintenance"><h1>ただいまメンテナンス中です</h1><p>システムメンテナンスのため、現在サイトをご利用いただけません。</p><p>終了予定：2025年3月12日（水）6:00</p><p>ご迷惑をおかけしますが、しばらくお待ちください。</p></div>', 'ja'), {}, { path: '/event/2025/spring-concert.html', ...CTX('春の市民コンサート2025') }),
  entry('b-db-wp-es', 'www.blog-viajero-andino.com', 'blocked', 'WordPress database-connection error in Spanish, 500', respond({ status: 500, body: '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Error de la base de datos</title></head><body id="error-page"><div class="wp-die-message"><h1>Error al establecer una conexión con la base de datos</h1></div></body></html>' }), { path: '/2024/11/salar-de-uyuni-guia/', ...CTX('Salar de Uyuni: guía completa') }),
  page('b-db-mysql', 'www.regional-sport-news.com', 'blocked', 'PHP/MySQL "Too many connections" error page with 200', () => `<br />\n<b>Warning</b>:  mysqli_connect(): (HY000/1040): Too many connections in <b>/var/www/html/includes/db.php</b> on line <b>14</b><br />\nDatabase connection failed. Please try again later.`, {}, { path: '/football/cup-final-report-2025', ...CTX('Cup final report: Rovers lift the trophy') }),
  entry('b-db-drupal-pt', 'www.prefeitura-nova-serra.gov.br', 'blocked', 'Drupal "unexpected error" page in Portuguese, 500', respond({ status: 500, body: '<!DOCTYPE html><html lang="pt-br"><head><title>Erro | Prefeitura de Nova Serra</title></head><body><h1>Erro</h1><p>O site encontrou um erro inesperado. Por favor, tente novamente mais tarde.</p></body></html>' }), { path: '/noticias/vacinacao-gripe-2025', ...CTX('Campanha de vacinação contra a gripe começa segunda') }),
  page('b-pw-squarespace', 'www.atelier-mareike.com', 'blocked', 'a Squarespace site-wide password page', () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><!-- This is Squarespace. --><title>Atelier Mareike</title></head><body class="site-password-page"><div class="lock-screen"><h1>Atelier Mareike</h1><p>This site is password protected.</p><form class="password-form"><input type="password" name="password" placeholder="Password" aria-label="Password"><button type="submit">→</button></form><a href="/config">Site owner login</a></div></body></html>`, {}, { path: '/journal/spring-collection-2025', ...CTX('Spring collection 2025') }),
  entry('b-pw-shopify', 'www.kaffeeroesterei-alpen.com', 'blocked', 'a Shopify store behind its password page (302 to /password)', redirect('/password', 302), { path: '/blogs/news/neue-roestung-fruehling', ...CTX('Neue Röstung: Frühlingsmischung 2025') }),
  page('b-pw-shopify-t', 'www.kaffeeroesterei-alpen.com', 'blocked', 'the Shopify password page', () => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Kaffeerösterei Alpen – Demnächst geöffnet</title><meta name="shopify-checkout-api-token" content="a1b2c3"></head><body class="template-password"><div class="password-page"><h1>Demnächst geöffnet</h1><p>Hier entsteht unser neuer Onlineshop. Trag dich ein, um als Erstes informiert zu werden.</p><form><input type="email" placeholder="E-Mail"><button>Benachrichtigen</button></form><details><summary>Mit Passwort eingeben</summary><form action="/password" method="post"><label for="password">Passwort</label><input type="password" id="password" name="password"><button>Eingeben</button></form></details><p>Dieser Shop wird unterstützt von Shopify</p></div></body></html>`, {}, { path: '/password', target: true }),
  art('b-pw-wp-post', 'www.familienblog-sonnenschein.de', 'blocked', 'a WordPress post protected by a password (German)', { site: 'Familienblog Sonnenschein', lang: 'de', title: 'Geschützt: Unser Umzug nach Schweden – Teil 3', author: 'Julia', date: '2025-01-08T12:00:00+01:00', paras: ['<form action="/wp-login.php?action=postpass" class="post-password-form" method="post"><p>Dieser Inhalt ist passwortgeschützt. Um ihn anzuschauen, gib dein Passwort bitte unten ein:</p><p><label for="pwbox-811">Passwort: <input name="post_password" id="pwbox-811" type="password" size="20"></label> <input type="submit" name="Submit" value="Absenden"></p></form>'] }, { path: '/2025/01/umzug-schweden-teil-3/', context: { title: 'Unser Umzug nach Schweden – Teil 3' } }),
  entry('b-basic-staging', 'staging.meridian-health.org', 'blocked', 'a staging server\u2019s Basic-auth 401 (not a paywall)', respond({ status: 401, headers: { 'www-authenticate': 'Basic realm="Staging - authorised users only"' }, body: '<html><head><title>401 Authorization Required</title></head><body><center><h1>401 Authorization Required</h1></center><hr><center>nginx/1.24.0</center></body></html>' }), { path: '/news/new-cardiology-wing-opens', ...CTX('New cardiology wing opens at Meridian Hospital') }),
  entry('b-basic-fr', 'intranet.cc-vallee-loire.fr', 'blocked', 'an intranet Basic-auth 401 in French (Apache)', respond({ status: 401, headers: { 'www-authenticate': 'Basic realm="Espace agents"' }, body: '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>401 Unauthorized</title></head><body><h1>Unauthorized</h1><p>This server could not verify that you are authorized to access the document requested.</p><hr><address>Apache/2.4.62 (Debian) Server at intranet.cc-vallee-loire.fr Port 443</address></body></html>' }), { path: '/documents/deliberations/2025-02-conseil.html', ...CTX('Délibérations du conseil communautaire, février 2025') }),
];

// ---------------------------------------------------------------------------------------------
// MISMATCH — soft 404s (with sidebars), empty searches, takedowns, parked and expired domains,
// redirects to home / sections, other stories, server default pages, listings.

const HEADLINES: Record<string, string[]> = {
  en: ['Council tax to rise 4.99% in April', 'Hospital waiting lists fall for third month', 'Storm warning issued for the coast', 'New bakery opens on Market Street', 'Rugby club celebrates centenary'],
  es: ['El Gobierno aprueba la reforma de las pensiones', 'La ola de calor se prolonga hasta el domingo', 'El Betis ficha a un delantero brasileño', 'Abre el nuevo hospital de Málaga'],
  pt: ['Governo anuncia novo salário mínimo', 'Chuvas fortes atingem o litoral paulista', 'Inflação desacelera em março', 'Flamengo vence o clássico'],
  fr: ['Grève SNCF : le trafic perturbé jeudi', 'Le prix de l\u2019électricité baisse en février', 'Nantes : un nouveau pont sur la Loire', 'Ligue 1 : le FC Nantes s\u2019impose'],
  de: ['Bahnstreik: Was Pendler jetzt wissen müssen', 'Grundsteuer: So viel zahlen Eigentümer', 'Neuer Radweg am Rhein eröffnet', 'Bundesliga: Köln verliert knapp'],
  it: ['Bollette, da aprile cala il gas', 'Maltempo in Liguria, allerta arancione', 'Scuola, le nuove date della maturità', 'Serie A, pari nel derby'],
  ru: ['Курс рубля на неделю', 'В городе откроют новую станцию метро', 'Синоптики обещают потепление', 'Хоккей: «Сибирь» вышла в плей-офф'],
  ja: ['日経平均、反落して取引終了', '北陸新幹線、敦賀延伸から1年', '週末は全国的に晴れ', '高校野球、選抜出場校決まる'],
  zh: ['央行宣布降准0.5个百分点', '春运返程客流高峰到来', '新能源车销量同比增长三成', '多地发布暴雨预警'],
  ko: ['기준금리 동결… 연 3.0% 유지', '서울 아파트값 3주 연속 상승', '주말 전국 봄비 소식', '프로야구 개막전 매진'],
  ar: ['ارتفاع أسعار النفط في التعاملات الآسيوية', 'افتتاح معرض الكتاب الدولي', 'توقعات بأمطار غزيرة نهاية الأسبوع', 'المنتخب يتأهل إلى النهائي'],
  hi: ['शेयर बाजार में जोरदार तेजी', 'मानसून समय से पहले पहुंचेगा', 'नई शिक्षा नीति पर बड़ा फैसला', 'भारत ने सीरीज जीती'],
  tr: ['Merkez Bankası faizi sabit tuttu', 'İstanbul’da yeni metro hattı açıldı', 'Hafta sonu hava nasıl olacak?', 'Süper Lig’de derbi heyecanı'],
  pl: ['Nowe stawki podatku od nieruchomości', 'Pociągi Intercity z opóźnieniami', 'Prognoza pogody na weekend', 'Lech wygrywa w Poznaniu'],
  nl: ['Kabinet presenteert Voorjaarsnota', 'NS rijdt minder treinen door storing', 'Weerbericht: lente zet door', 'PSV wint van Ajax'],
  id: ['Harga BBM naik mulai bulan depan', 'Banjir rendam ribuan rumah di Bekasi', 'Timnas menang 2-0', 'Jadwal mudik Lebaran 2025'],
  vi: ['Giá xăng giảm lần thứ ba liên tiếp', 'TP HCM khởi công tuyến metro số 2', 'Dự báo thời tiết cuối tuần', 'Đội tuyển Việt Nam thắng Thái Lan'],
  th: ['ราคาน้ำมันปรับลดลงอีกครั้ง', 'กรุงเทพฯ เตรียมรับมือฝนตกหนัก', 'ผลบอลไทยลีกล่าสุด', 'เปิดตัวรถไฟฟ้าสายใหม่'],
  uk: ['Курс гривні на тиждень', 'У Києві відкрили новий міст', 'Прогноз погоди на вихідні', 'Динамо перемогло у дербі'],
  fa: ['قیمت دلار امروز', 'افتتاح خط جدید مترو تهران', 'پیش‌بینی هوای آخر هفته', 'پرسپولیس قهرمان شد'],
  he: ['הבורסה בתל אביב ננעלה בעליות', 'קו הרכבת הקלה נפתח', 'תחזית מזג האוויר לסוף השבוע', 'מכבי ניצחה בדרבי'],
};

const SOFT404: [string, string, string, string][] = [
  ['es', 'Página no encontrada', '<h1>¡Vaya! Esta página se ha ido de vacaciones</h1><p>La dirección que has escrito no corresponde a ningún contenido de nuestra web. Puede que el enlace esté roto o que la noticia haya cambiado de sitio.</p><p>Prueba a buscar lo que necesitas o vuelve a la <a href="/">portada</a>.</p>', 'Spanish playful soft 404 ("this page went on holiday")'],
  ['pt', 'Ops! Conteúdo não encontrado', '<h1>Ops! Não encontramos o que você procurava</h1><p>O endereço acessado pode ter sido removido, ter mudado de nome ou estar temporariamente indisponível.</p><p>Confira as últimas notícias abaixo.</p>', 'Portuguese soft 404'],
  ['fr', 'Oups ! Page introuvable', '<h1>Oups… cette page s\u2019est égarée</h1><p>Le lien que vous avez suivi est peut-être cassé, ou la page a été déplacée. Erreur 404.</p><p><a href="/">Retour à l\u2019accueil</a></p>', 'French soft 404 (200 with sidebar)'],
  ['de', 'Seite nicht gefunden', '<h1>Hoppla – hier ist nichts</h1><p>Die von Ihnen aufgerufene Seite existiert leider nicht (mehr). Vielleicht haben Sie sich vertippt, oder der Artikel ist nicht mehr online.</p><p>Nutzen Sie unsere Suche oder stöbern Sie in den aktuellen Nachrichten.</p>', 'German soft 404'],
  ['it', 'Pagina non trovata', '<h1>Spiacenti, la pagina che cerchi non esiste</h1><p>Potrebbe essere stata rimossa o l\u2019indirizzo potrebbe essere errato.</p><p>Torna alla <a href="/">home page</a> o consulta le ultime notizie.</p>', 'Italian soft 404'],
  ['ru', 'Страница не найдена', '<h1>Такой страницы нет</h1><p>Возможно, она была удалена или вы ошиблись в адресе. Попробуйте воспользоваться поиском или перейдите на <a href="/">главную</a>.</p>', 'Russian soft 404'],
  ['ja', 'ページが見つかりません', '<h1>お探しのページは見つかりませんでした</h1><p>申し訳ございません。お探しのページは削除されたか、URLが変更された可能性があります。</p><p><a href="/">トップページへ戻る</a></p>', 'Japanese soft 404'],
  ['zh', '页面不存在', '<h1>抱歉，您访问的页面不存在或已被删除</h1><p>请检查网址是否正确，或返回<a href="/">首页</a>浏览更多内容。</p><p>5秒后自动跳转到首页……</p>', 'Chinese soft 404'],
  ['ko', '페이지를 찾을 수 없습니다', '<h1>요청하신 페이지를 찾을 수 없습니다</h1><p>방문하시려는 페이지의 주소가 잘못 입력되었거나, 페이지의 주소가 변경 혹은 삭제되어 요청하신 페이지를 찾을 수 없습니다.</p>', 'Korean soft 404'],
  ['ar', 'الصفحة غير موجودة', '<h1>عذرا، الصفحة التي تبحث عنها غير موجودة</h1><p>ربما تم حذف الصفحة أو تغيير عنوانها. يمكنك العودة إلى <a href="/">الصفحة الرئيسية</a>.</p>', 'Arabic soft 404'],
  ['tr', 'Sayfa bulunamadı', '<h1>Aradığınız sayfaya ulaşılamıyor</h1><p>Sayfa kaldırılmış, adı değiştirilmiş ya da geçici olarak kullanım dışı olabilir.</p><p><a href="/">Ana sayfaya dön</a></p>', 'Turkish soft 404'],
  ['pl', 'Nie znaleziono strony', '<h1>Ups! Strona, której szukasz, nie istnieje</h1><p>Mogła zostać usunięta lub przeniesiona pod inny adres.</p>', 'Polish soft 404'],
  ['nl', 'Pagina niet gevonden', '<h1>Deze pagina bestaat niet (meer)</h1><p>Misschien heb je een verkeerde link gevolgd of is het artikel verwijderd. Gebruik de zoekfunctie of ga naar de <a href="/">homepage</a>.</p>', 'Dutch soft 404'],
  ['id', 'Halaman tidak ditemukan', '<h1>Maaf, halaman yang Anda cari tidak ditemukan</h1><p>Halaman mungkin telah dihapus atau alamatnya salah ketik.</p>', 'Indonesian soft 404'],
  ['vi', 'Không tìm thấy trang', '<h1>Rất tiếc, trang bạn tìm kiếm không tồn tại</h1><p>Đường dẫn có thể đã bị thay đổi hoặc bài viết đã bị gỡ bỏ.</p>', 'Vietnamese soft 404'],
  ['th', 'ไม่พบหน้าที่ต้องการ', '<h1>ขออภัย ไม่พบหน้าที่คุณต้องการ</h1><p>หน้านี้อาจถูกลบหรือย้ายไปยังที่อยู่อื่นแล้ว</p>', 'Thai soft 404'],
  ['fa', 'صفحه یافت نشد', '<h1>متأسفیم، صفحه مورد نظر شما یافت نشد</h1><p>ممکن است این صفحه حذف شده یا نشانی آن تغییر کرده باشد.</p>', 'Persian soft 404'],
  ['he', 'העמוד לא נמצא', '<h1>אופס, העמוד שחיפשת לא נמצא</h1><p>ייתכן שהכתובת שגויה או שהכתבה הוסרה מהאתר.</p>', 'Hebrew soft 404'],
];
const soft404s: Entry[] = SOFT404.map(([k, title, main, reason], i) =>
  page(`m-404-${k}`, HOSTS[k]!.replace(/^www\./, 'm.'), 'mismatch', `${reason} — the cited story is gone`, () => shell({ lang: k, site: L[k]?.site ?? 'News', title: `${title} | ${L[k]?.site ?? ''}`, main: `<div class="error-404">${main}</div>${linkList('★', HEADLINES[k] ?? HEADLINES.en!)}`, sidebar: linkList('☰', [...(HEADLINES[k] ?? []), ...(HEADLINES.en!)]), cookie: i % 2 === 0, ads: i % 3 === 0 }), {}, { path: `/${k}/2024/${SLUG(L[k]?.title ?? 'x')}-${500 + i}`, context: { title: L[k]?.title ?? title } }),
);

const searchPage = (lang: string, site: string, title: string, main: string) => () => shell({ lang, site, title, main: `${main}${linkList('…', HEADLINES[lang] ?? HEADLINES.en!)}`, sidebar: linkList('Trending', HEADLINES.en!) });
const emptySearch: Entry[] = [
  page('m-search-en', 'www.coastal-chronicle.com', 'mismatch', 'a "0 results" search page', searchPage('en', 'Coastal Chronicle', 'Search results for "desalination plant contract" | Coastal Chronicle', '<h1>Search</h1><form action="/search"><input name="q" value="desalination plant contract"></form><p class="results-count">0 results for <b>desalination plant contract</b></p><p>Try different keywords or check your spelling.</p>'), {}, { path: '/search', context: { title: 'City signs $400m desalination plant contract' } }),
  page('m-search-es', 'www.diario-levante.es', 'mismatch', 'a Spanish empty search ("no se encontraron resultados")', searchPage('es', 'Diario Levante', 'Resultados de búsqueda | Diario Levante', '<h1>Buscador</h1><p>No se encontraron resultados para «plan hidrológico Júcar 2025».</p><p>Sugerencias: compruebe la ortografía o utilice términos más generales.</p>'), {}, { path: '/buscador', context: { title: 'El plan hidrológico del Júcar recorta los caudales' } }),
  page('m-search-de', 'www.kieler-tagblatt.de', 'mismatch', 'a German empty search ("keine Treffer")', searchPage('de', 'Kieler Tagblatt', 'Suche | Kieler Tagblatt', '<h1>Suchergebnisse</h1><p>Ihre Suche nach „Werft Insolvenz Kiel“ ergab keine Treffer.</p><p>Tipps: Überprüfen Sie die Schreibweise oder verwenden Sie andere Suchbegriffe.</p>'), {}, { path: '/suche', context: { title: 'Kieler Werft meldet Insolvenz an' } }),
  page('m-search-ja', 'www.chubu-shimbun.jp', 'mismatch', 'a Japanese search page with 0 hits', searchPage('ja', '中部新聞', '検索結果 | 中部新聞', '<h1>検索結果</h1><p>「リニア 静岡 工事再開」の検索結果 0件</p><p>該当する記事は見つかりませんでした。キーワードを変えて再度検索してください。</p>'), {}, { path: '/search/', context: { title: 'リニア中央新幹線、静岡工区の工事再開へ' } }),
  entry('m-search-redirect-pt', 'www.jornal-do-vale.com.br', 'mismatch', 'the missing article redirects to an empty search (Portuguese)', redirect('/busca?q=ponte+rio+doce+interditada', 302), { path: '/cidades/ponte-rio-doce-interditada-8812', context: { title: 'Ponte sobre o Rio Doce é interditada após rachaduras' } }),
  page('m-search-redirect-pt-t', 'www.jornal-do-vale.com.br', 'mismatch', 'target: empty search', searchPage('pt', 'Jornal do Vale', 'Busca | Jornal do Vale', '<h1>Busca</h1><p>Nenhum resultado encontrado para "ponte rio doce interditada".</p>'), {}, { path: '/busca', target: true }),
];

const takedowns: Entry[] = [
  page('m-takedown-en', 'www.northern-echo-online.co.uk', 'mismatch', 'an article removed for legal reasons (200 notice)', () => shell({ lang: 'en', site: 'Northern Echo Online', title: 'Article removed | Northern Echo Online', main: '<article><h1>This article has been removed</h1><p>This article has been removed following a complaint and is no longer available. We apologise for any inconvenience.</p><p>If you have any questions, please contact our editorial standards team.</p></article>', sidebar: linkList('Latest', HEADLINES.en!) }), {}, { path: '/news/24718822.businessman-fraud-trial/', context: { title: 'Businessman goes on trial accused of £3m fraud' } }),
  page('m-takedown-de', 'www.wetterauer-anzeiger.de', 'mismatch', 'German takedown notice ("aus rechtlichen Gründen entfernt")', () => shell({ lang: 'de', site: 'Wetterauer Anzeiger', title: 'Artikel nicht mehr verfügbar', main: '<h1>Dieser Artikel ist nicht mehr verfügbar</h1><p>Der Beitrag wurde aus rechtlichen Gründen von unserer Website entfernt.</p><p>Wir bitten um Ihr Verständnis.</p>', sidebar: linkList('Aktuell', HEADLINES.de!) }), {}, { path: '/lokales/friedberg/bauunternehmer-anklage-91822134.html', context: { title: 'Anklage gegen Bauunternehmer aus Friedberg erhoben' } }),
  page('m-takedown-fr', 'www.lindependant-sud.fr', 'mismatch', 'French "article retiré" notice', () => shell({ lang: 'fr', site: 'L\u2019Indépendant du Sud', title: 'Contenu retiré', main: '<h1>Cet article a été retiré</h1><p>À la demande d\u2019une des personnes concernées, et conformément à notre charte, cet article n\u2019est plus accessible en ligne.</p>', sidebar: linkList('À la une', HEADLINES.fr!) }), {}, { path: '/faits-divers/2023/05/12/proces-perpignan-1192', context: { title: 'Procès à Perpignan : deux ans de prison requis' } }),
  page('m-takedown-dmca', 'www.vidshare-hub.com', 'mismatch', 'a video page taken down after a copyright complaint (200)', () => shell({ lang: 'en', site: 'VidShare Hub', title: 'Video unavailable - VidShare Hub', main: '<div class="player-unavailable"><h1>Video unavailable</h1><p>This video is no longer available due to a copyright claim by Harborline Media Ltd.</p></div>', sidebar: linkList('Up next', ['Top 10 goals of the season', 'Cooking pasta the Italian way', 'Cat vs cucumber compilation']) }), {}, { path: '/watch/Xk29Lq0pRz', context: { title: 'Full interview: harbour commissioner on the dredging contract' } }),
];

const parked: Entry[] = [
  page('m-parked-en', 'www.greenvalleyobserver.com', 'mismatch', 'a parked domain with "related searches" links', () => bare('greenvalleyobserver.com', `<div id="main"><h1>greenvalleyobserver.com</h1><p class="sale">This domain may be for sale! <a href="https://www.afternic-like.example/forsale/greenvalleyobserver.com">Inquire now</a></p><div class="related-searches"><h2>Related Searches</h2><ul><li><a href="/search?q=local+newspaper">Local Newspaper</a></li><li><a href="/search?q=online+news">Online News</a></li><li><a href="/search?q=subscription+offers">Subscription Offers</a></li><li><a href="/search?q=community+events">Community Events</a></li></ul></div><p class="disclaimer">The Sponsored Listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers.</p></div><script src="//www.google.com/adsense/domains/caf.js"></script>`), {}, { path: '/2019/06/library-expansion-approved', context: { title: 'Library expansion approved by county board' } }),
  page('m-parked-de', 'www.tageblatt-mittelland.de', 'mismatch', 'a German parked domain (Sedo-style, "steht zum Verkauf")', () => bare('tageblatt-mittelland.de steht zum Verkauf', '<div class="container"><h1>Die Domain tageblatt-mittelland.de steht zum Verkauf!</h1><p>Der Eigentümer bietet diese Domain zum Kauf an. Preis: 1.490 €</p><a href="/kaufen">Jetzt kaufen</a><p>Sichere Abwicklung über unseren Treuhandservice.</p></div>', 'de'), {}, { path: '/region/artikel/schulsanierung-beschlossen', context: { title: 'Sanierung der Gesamtschule beschlossen' } }),
  page('m-parked-ja', 'www.machi-shimbun.jp', 'mismatch', 'a Japanese registrar parking page', () => bare('machi-shimbun.jp', '<div class="parking"><h1>machi-shimbun.jp</h1><p>このドメインは、お名前.comで取得されています。</p><p>お名前.comのトップページへ <a href="https://www.onamae.example/">こちら</a></p></div>', 'ja'), {}, { path: '/news/2021/0405.html', context: { title: '町の図書館、来春リニューアルへ' } }),
  page('m-expired', 'www.riverside-times-online.com', 'mismatch', 'an expired domain notice page', () => bare('This domain has expired', '<div class="expired"><h1>riverside-times-online.com has expired</h1><p>This domain name expired on 2024-11-30 and is pending renewal or deletion.</p><p>If you are the registrant of this domain, please log in to your account to renew it. Renewal may still be possible during the grace period.</p></div>'), {}, { path: '/news/mill-redevelopment-plans', context: { title: 'Old mill redevelopment plans unveiled' } }),
  page('m-parked-zh', 'www.hangzhou-ribao-net.cn', 'mismatch', 'a Chinese "domain for sale" page', () => bare('域名出售', '<div class="box"><h1>hangzhou-ribao-net.cn</h1><p>该域名正在出售中，欢迎议价。</p><p>联系电话：400-800-0000</p></div>', 'zh'), {}, { path: '/news/2022/0611/34521.html', context: { title: '杭州地铁三期规划获批' } }),
];

const HOME = (lang: string, site: string) => () => shell({ lang, site, title: `${site} — latest news`, main: `<section class="top-stories"><h1 class="visually-hidden">${esc(site)}</h1>${linkList('Top stories', HEADLINES[lang] ?? HEADLINES.en!)}${linkList('More', HEADLINES.en!)}</section>`, sidebar: linkList('Most read', HEADLINES.en!), ads: true, cookie: true });
const redirects: Entry[] = [
  entry('m-home-en', 'www.westfield-gazette.com', 'mismatch', 'the article URL 301s to the home page', redirect('/', 301), { path: '/news/2023/11/harbour-dredging-contract', context: { title: 'Harbour dredging contract awarded to Dutch firm' } }),
  page('m-home-en-t', 'www.westfield-gazette.com', 'mismatch', 'home page', HOME('en', 'Westfield Gazette'), {}, { path: '/', target: true }),
  entry('m-home-it', 'www.il-tirreno-online.it', 'mismatch', 'Italian article URL redirects to the home page (302)', redirect('/?ref=404', 302), { path: '/cronaca/2022/04/08/news/porto-livorno-dragaggio-1.4412', context: { title: 'Porto di Livorno, via libera al dragaggio' } }),
  page('m-home-it-t', 'www.il-tirreno-online.it', 'mismatch', 'home page', HOME('it', 'Il Tirreno Online'), {}, { path: '/', target: true }),
  entry('m-section-de', 'www.hessen-bote.de', 'mismatch', 'the article redirects to its section front', redirect('/wirtschaft/', 301), { path: '/wirtschaft/opel-ruesselsheim-stellenabbau-a-912233.html', context: { title: 'Opel streicht 1.000 Stellen in Rüsselsheim' } }),
  page('m-section-de-t', 'www.hessen-bote.de', 'mismatch', 'section front', () => shell({ lang: 'de', site: 'Hessen-Bote', title: 'Wirtschaft | Hessen-Bote', main: `<h1>Wirtschaft</h1>${linkList('Aktuelle Meldungen', HEADLINES.de!)}${linkList('Unternehmen', ['Lufthansa erhöht Gebühren', 'Commerzbank mit Rekordgewinn', 'Fraport: Passagierzahlen steigen'])}`, sidebar: linkList('Meistgelesen', HEADLINES.de!) }), {}, { path: '/wirtschaft/', target: true }),
  entry('m-section-es', 'www.cronica-canaria.es', 'mismatch', 'the article redirects to the "Sociedad" listing', redirect('/sociedad', 302), { path: '/sociedad/2023/07/14/volcan-la-palma-indemnizaciones', context: { title: 'Las indemnizaciones del volcán de La Palma llegan al 90 % de los afectados' } }),
  page('m-section-es-t', 'www.cronica-canaria.es', 'mismatch', 'section listing', () => shell({ lang: 'es', site: 'Crónica Canaria', title: 'Sociedad | Crónica Canaria', main: `<h1>Sociedad</h1>${linkList('Últimas noticias', HEADLINES.es!)}<nav class="pagination"><a href="?page=2">Siguiente »</a></nav>`, sidebar: linkList('Lo más leído', HEADLINES.es!) }), {}, { path: '/sociedad', target: true }),
  page('m-home-200', 'www.danube-daily.at', 'mismatch', 'the home page served with 200 at the cited article URL', HOME('de', 'Donau Tagblatt'), {}, { path: '/chronik/2024/linz-hochwasserschutz-eroeffnet', context: { title: 'Linz: Neuer Hochwasserschutz eröffnet' } }),
  page('m-tag-fr', 'www.lepetitnordiste.fr', 'mismatch', 'a tag listing page cited for a specific article', () => shell({ lang: 'fr', site: 'Le Petit Nordiste', title: 'Tag : métropole lilloise | Le Petit Nordiste', main: `<h1>Tous nos articles sur : métropole lilloise</h1>${linkList('Articles', ['Lille : le métro automatique prolongé', 'Roubaix : un nouveau marché couvert', 'Tourcoing : la piscine rouvre', 'Villeneuve-d\u2019Ascq : travaux sur la rocade'])}<nav><a href="?page=2">Page suivante</a></nav>` }), {}, { path: '/tag/metropole-lilloise', context: { title: 'Lille : la MEL vote un plan vélo de 90 millions d\u2019euros' } }),
];

const OTHER = (k: string, i: number, otherTitle: string, otherParas: string[]) => langArticle(k, i, { title: otherTitle, paras: otherParas });
const otherStory: Entry[] = [
  art('m-other-en', 'www.harbour-ledger.net', 'mismatch', 'a live article about a different story than the cited one (title and claim don\u2019t match)', OTHER('en', 1, 'Ferry operator warns of timetable cuts over winter', ['The operator of the island ferry service has warned that it may cut winter sailings by a third because of crew shortages.', 'The company said it had been unable to recruit enough qualified engineers since the pandemic.', 'Island businesses said fewer sailings would make it harder to get supplies in bad weather.', 'The local MP has asked the transport secretary to intervene.']), { path: '/news/coastal-councils-shelve-sea-wall-upgrades', context: { title: L.en!.title, claims: ['Three coastal councils postponed £41 million of sea-wall upgrades.'] } }),
  art('m-other-es', 'www.diariodelsur-digital.es', 'mismatch', 'a Spanish article about another topic at the cited URL', OTHER('es', 2, 'Sevilla estrena un carril bici en la Ronda Histórica', ['El Ayuntamiento de Sevilla inauguró este martes un nuevo carril bici de 2,8 kilómetros en la Ronda Histórica.', 'La obra ha costado 1,9 millones de euros y conecta el casco antiguo con la estación de Santa Justa.', 'Las asociaciones de ciclistas celebran la medida, aunque piden más aparcamientos para bicicletas.', 'El alcalde anunció que el próximo tramo se licitará en otoño.']), { path: '/andalucia/embalses-30-por-ciento-invierno', context: { title: L.es!.title, claims: ['Los embalses del Guadalquivir cierran el invierno al 28,4 %.'] } }),
  art('m-other-de', 'www.rhein-kurier-online.de', 'mismatch', 'a German article about a different company and event', OTHER('de', 3, 'Stahlwerk in Duisburg meldet Gewinneinbruch', ['Der Stahlkonzern hat im vergangenen Geschäftsjahr einen Gewinneinbruch um 62 Prozent verbucht.', 'Als Gründe nannte der Vorstand hohe Energiepreise und die Billigkonkurrenz aus Asien.', 'Ein Stellenabbau sei derzeit nicht geplant, hieß es.', 'Die Aktie gab im frühen Handel um vier Prozent nach.']), { path: '/wirtschaft/siegerland-zulieferer-kurzarbeit', context: { title: L.de!.title, claims: ['Drei Zulieferer im Siegerland beantragen Kurzarbeit für 2.400 Beschäftigte.'] } }),
  art('m-other-ja', 'www.hokuriku-nippo.com', 'mismatch', 'a Japanese article about another topic', OTHER('ja', 4, '北陸新幹線、敦賀延伸から1年 利用者は想定の9割', ['北陸新幹線の金沢―敦賀間の延伸開業から1年がたち、利用者数は想定の約9割にとどまったことがJR西日本の発表で分かった。', '観光需要は堅調だったが、ビジネス利用の回復が遅れているという。', '沿線自治体は誘客キャンペーンを強化する方針だ。']), { path: '/news/kanazawa-cruise-terminal-yoyaku', context: { title: L.ja!.title, claims: ['金沢港のクルーズ船寄港予約が過去最多の42回に達した'] } }),
  art('m-other-pt', 'www.folha-planalto.com', 'mismatch', 'a Portuguese article on another subject', OTHER('pt', 5, 'Chuvas fortes atingem o litoral paulista e deixam desalojados', ['As chuvas que atingiram o litoral norte de São Paulo no fim de semana deixaram cerca de 600 pessoas desalojadas.', 'A Defesa Civil mantém alerta para novos deslizamentos em Ubatuba e Caraguatatuba.', 'O governo estadual enviou equipes de resgate e mantimentos para a região.']), { path: '/economia/cafe-exportacoes-recorde-trimestre', context: { title: L.pt!.title, claims: ['As exportações de café somaram 11,2 milhões de sacas no trimestre.'] } }),
];

const serverDefaults: Entry[] = [
  page('m-apache', 'www.oldtown-historical-society.org', 'mismatch', 'Apache "It works!" default page', () => '<html><body><h1>It works!</h1></body></html>', {}, { path: '/newsletters/2019-spring.html', context: { title: 'Spring 2019 newsletter: restoring the town clock' } }),
  page('m-ubuntu', 'www.lakeside-rowing-club.org', 'mismatch', 'Apache2 Ubuntu default page', () => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Apache2 Ubuntu Default Page: It works</title></head><body><div class="main_page"><div class="page_header floating_element"><span class="floating_element">Apache2 Ubuntu Default Page</span></div><div class="content_section floating_element"><div class="section_header section_header_red"><div id="about"></div>It works!</div><div class="content_section_text"><p>This is the default welcome page used to test the correct operation of the Apache2 server after installation on Ubuntu systems. It is based on the equivalent page on Debian, from which the Ubuntu Apache packaging is derived. If you can read this page, it means that the Apache HTTP server installed at this site is working properly. You should <b>replace this file</b> (located at <tt>/var/www/html/index.html</tt>) before continuing to operate your HTTP server.</p><p>If you are a normal user of this web site and don't know what this page is about, this probably means that the site is currently unavailable due to maintenance. If the problem persists, please contact the site's administrator.</p></div><div class="section_header"><div id="changes"></div>Configuration Overview</div><div class="content_section_text"><p>Ubuntu's Apache2 default configuration is different from the upstream default configuration, and split into several files optimized for interaction with Ubuntu tools. The configuration system is <b>fully documented in /usr/share/doc/apache2/README.Debian.gz</b>.</p><pre>/etc/apache2/\n|-- apache2.conf\n|       \`--  ports.conf\n|-- mods-enabled\n|       |-- *.load\n|       \`-- *.conf\n|-- conf-enabled\n|       \`-- *.conf\n|-- sites-enabled\n|       \`-- *.conf</pre></div></div></div></body></html>`, {}, { path: '/', context: { title: 'Lakeside Rowing Club: 2024 regatta results' } }),
  page('m-iis', 'intranet-news.hafenstadt.de', 'mismatch', 'IIS welcome page', () => '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1" /><title>IIS Windows Server</title><style type="text/css">body{color:#000000;background-color:#0072C6;margin:0;}</style></head><body><div id="container"><a href="http://go.microsoft.com/fwlink/?linkid=66138&amp;clcid=0x409"><img src="iisstart.png" alt="IIS" width="960" height="600" /></a></div></body></html>', {}, { path: '/aktuelles/hafenfest-2025', context: { title: 'Hafenfest 2025: Programm steht fest' } }),
  page('m-plesk', 'www.sportverein-eintracht-nord.de', 'mismatch', 'Plesk "Web Server\u2019s Default Page"', () => bare('Default Parallels Plesk Page', '<div class="page-container"><h1>Web Server\'s Default Page</h1><p>This page is generated by <a href="https://www.plesk.com">Plesk</a>, the leading hosting automation software. You see this page because there is no Web site at this address.</p><p>You can do the following:</p><ul><li>Create domains and set up Web hosting using Plesk.</li></ul></div>'), {}, { path: '/news/aufstieg-2025', context: { title: 'Eintracht Nord steigt in die Landesliga auf' } }),
  page('m-cpanel', 'www.family-dental-austin.com', 'mismatch', 'cPanel "future home of something quite cool" placeholder', () => bare('Future home of something quite cool', '<div class="container"><h1>Future home of something quite cool.</h1><p>If you\'re the <strong>site owner</strong>, <a href="/cpanel">log in</a> to launch this site</p><p>If you are a visitor, check back soon.</p></div>'), {}, { path: '/blog/dental-implants-cost', context: { title: 'How much do dental implants cost in Austin?' } }),
];

// ---------------------------------------------------------------------------------------------
// INVALID — 404 / 410, names that do not exist, unsafe targets, loops, malformed answers,
// binary junk.

function junk(n: number, seed: number): Buffer {
  const b = Buffer.alloc(n);
  let x = seed >>> 0;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    b[i] = x >>> 24;
  }
  return b;
}

const NOTFOUND = (lang: string, site: string, main: string) => shell({ lang, site, title: `404 | ${site}`, main, sidebar: linkList('★', HEADLINES[lang] ?? HEADLINES.en!), cookie: true });
const invalids: Entry[] = [
  entry('i-404-en', 'www.thecountyrecord.com', 'invalid', 'HTTP 404 with a full branded error page and sidebar', respond({ status: 404, body: NOTFOUND('en', 'The County Record', '<h1>We can\u2019t find that page</h1><p>Sorry, the page you were looking for doesn\u2019t exist or has been moved.</p>') }), { path: '/news/2021/03/sheriff-election-recount', ...CTX('Sheriff election heads to recount') }),
  entry('i-404-de', 'www.neue-presse-harz.de', 'invalid', 'HTTP 404, German error page', respond({ status: 404, body: NOTFOUND('de', 'Neue Presse Harz', '<h1>Fehler 404</h1><p>Die angeforderte Seite konnte nicht gefunden werden.</p>') }), { path: '/lokales/goslar/brocken-bahn-preise-4412', ...CTX('Brockenbahn erhöht die Preise') }),
  entry('i-404-fr', 'www.le-journal-alpin.fr', 'invalid', 'HTTP 404, French error page', respond({ status: 404, body: NOTFOUND('fr', 'Le Journal alpin', '<h1>Erreur 404</h1><p>La page demandée est introuvable.</p>') }), { path: '/savoie/station-ski-fermeture-2024', ...CTX('Une station de ski ferme définitivement') }),
  entry('i-404-ja', 'www.kansai-keizai.jp', 'invalid', 'HTTP 404, Japanese error page (Shift_JIS)', respond({ status: 404, charset: 'shift_jis', body: NOTFOUND('ja', '関西経済新聞', '<h1>404 Not Found</h1><p>指定されたページは存在しません。</p>') }), { path: '/article/2020/kix-terminal.html', ...CTX('関空ターミナル改修完了') }),
  entry('i-404-es', 'www.elnorte-cantabria.es', 'invalid', 'HTTP 404, Spanish error page', respond({ status: 404, body: NOTFOUND('es', 'El Norte de Cantabria', '<h1>Error 404</h1><p>La página que buscas no existe.</p>') }), { path: '/santander/2022/08/tren-cercanias-averia', ...CTX('Una avería deja sin cercanías a Santander') }),
  entry('i-404-ar', 'www.akhbar-alkhaleej.net', 'invalid', 'HTTP 404, Arabic error page', respond({ status: 404, body: NOTFOUND('ar', 'أخبار الخليج', '<h1>خطأ 404</h1><p>الصفحة المطلوبة غير موجودة.</p>') }), { path: '/economy/2023/oman-hydrogen', ...CTX(L.ar!.title) }),
  entry('i-410-en', 'www.metro-weekly-news.com', 'invalid', 'HTTP 410 Gone', respond({ status: 410, body: bare('410 Gone', '<h1>Gone</h1><p>The requested resource is no longer available on this server and there is no forwarding address.</p>') }), { path: '/archive/2016/07/stadium-plan', ...CTX('Stadium plan unveiled') }),
  entry('i-410-nl', 'www.dagblad-friesland.nl', 'invalid', 'HTTP 410 with a Dutch message', respond({ status: 410, body: shell({ lang: 'nl', site: 'Dagblad Friesland', title: 'Artikel verwijderd', main: '<h1>Dit artikel is verwijderd</h1><p>Dit artikel is niet meer beschikbaar.</p>' }) }), { path: '/nieuws/leeuwarden/elfstedentocht-2019', ...CTX('Elfstedentocht: ijsmeesters houden hoop') }),
  entry('i-410-pl', 'www.kurier-lubelski.pl', 'invalid', 'HTTP 410, Polish', respond({ status: 410, body: shell({ lang: 'pl', site: 'Kurier Lubelski', title: 'Strona usunięta', main: '<h1>410</h1><p>Ta strona została trwale usunięta.</p>' }) }), { path: '/lublin/artykul/nowy-dworzec-2018', ...CTX('Nowy dworzec w Lublinie') }),
  entry('i-dns-1', 'www.shortlink-hub.co', 'invalid', 'a short link that redirects to a host name that does not exist', redirect('http://www.vanished-gazette-b8.invalid/news/2019/mayor-resigns', 301), { path: '/x7Kq2', ...CTX('Mayor resigns after audit') }),
  entry('i-dns-2', 'www.newsletter-tracker.com', 'invalid', 'a newsletter click-tracker redirecting to a domain that no longer resolves', redirect('https://blog.defunct-startup-b8.invalid/2020/launch', 302), { path: '/c/eJx1kM0KgzAQhF9F', ...CTX('We are launching today') }),
  entry('i-private-10', 'www.redirect-svc.net', 'invalid', 'a redirect to a private 10.x address (unsafe target)', redirect('http://10.12.0.5/internal/report.html', 302), { path: '/r/internal-report', ...CTX('Quarterly internal report') }),
  entry('i-metadata', 'www.image-proxy.io', 'invalid', 'a redirect to the cloud metadata address (unsafe)', redirect('http://169.254.169.254/latest/meta-data/', 302), { path: '/fetch?u=meta', ...CTX('Image') }),
  entry('i-private-192', 'www.router-guides.net', 'invalid', 'a redirect to a 192.168 address (unsafe)', redirect('http://192.168.0.10/admin/', 301), { path: '/go/admin-panel', ...CTX('Router admin guide') }),
  entry('i-loop-ab', 'www.cms-migration-gone-wrong.com', 'invalid', 'a redirect loop between two paths', redirect('/b', 301), { path: '/a', ...CTX('Migration notes') }),
  entry('i-loop-ab-t', 'www.cms-migration-gone-wrong.com', 'invalid', 'other half of the loop', redirect('/a', 301), { path: '/b', target: true }),
  entry('i-loop-self', 'www.loopy-redirects.org', 'invalid', 'a page that redirects to itself forever without setting anything', (req, res) => { res.writeHead(302, { location: req.url ?? '/' }); res.end(); }, { path: '/story/forever', ...CTX('A story') }),
  entry('i-malformed', 'www.legacy-cgi-host.com', 'invalid', 'a malformed HTTP answer (not a status line)', rawAnswer(() => Buffer.from('HELLO THIS IS NOT HTTP\r\n\r\n<html>garbage</html>')), { path: '/cgi-bin/news.pl?id=4412', ...CTX('News item 4412') }),
  entry('i-malformed-len', 'www.broken-proxy.net', 'invalid', 'an HTTP answer with an invalid Content-Length header', rawAnswer(() => Buffer.from('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: twelve\r\n\r\n<html></html>')), { path: '/article/991', ...CTX('Article 991') }),
  entry('i-junk', 'www.files-mirror.net', 'invalid', 'binary junk served as text/html', respond({ body: junk(6000, 7), type: 'text/html; charset=UTF-8' }), { path: '/reports/annual-2024.html', ...CTX('Annual report 2024') }),
  entry('i-junk-2', 'cdn.statics-host.com', 'invalid', 'random bytes served as text/html without charset', respond({ body: junk(12000, 99), type: 'text/html' }), { path: '/news/page.html', ...CTX('City news') }),
];

// A cookie dance a non-browser can never finish (the cookie is set by script): a live site
// defending itself, not a dead link.
const cookieJs: Entry[] = [
  entry('b-cookie-js', 'www.bolsa-noticias.com.mx', 'blocked', 'a self-redirect that sets a cookie and wants a second one computed by script; never serves a non-browser', (req, res) => {
    res.writeHead(302, { location: req.url ?? '/', 'set-cookie': `__bm_s=${Date.now()}; Path=/`, 'content-type': 'text/html' });
    res.end('<html><body><script>document.cookie="__bm_v="+btoa(navigator.userAgent)+";path=/";location.reload()</script></body></html>');
  }, { path: '/mercados/2025/03/peso-mexicano-cierre', ...CTX('El peso mexicano cierra con ganancias') }),
];


// A few more valid sources: open-access full texts, a government note, a free Ghost post, AMP,
// a short wire item and a Korean portal view with comments.
const PMC = (url: string) => `${head('Nighttime light exposure and sleep duration in adolescents: a cross-sectional study - PMC', `<meta name="citation_title" content="Nighttime light exposure and sleep duration in adolescents: a cross-sectional study"><meta name="citation_journal_title" content="BMC Public Health"><meta name="citation_doi" content="10.1186/s12889-024-18811-2"><meta name="ncbi_pcid" content="PMC11022341"><link rel="canonical" href="${url}">`)}
<body><div class="usa-banner">An official website of the United States government</div><header><a href="/pmc/">PMC</a> <a href="/pmc/about/disclaimer/">PMC Disclaimer</a> <a href="https://account.ncbi.nlm.nih.gov">Log in</a></header>
<main><article><section class="front-matter"><div class="journal">BMC Public Health. 2024; 24: 1187. Published online 2024 Apr 29. doi: 10.1186/s12889-024-18811-2</div><h1>Nighttime light exposure and sleep duration in adolescents: a cross-sectional study</h1><div class="contrib-group">Marisol Quintero, Jae-won Park, Helen Ashworth</div><div class="permissions">© The Author(s) 2024. <b>Open Access</b> This article is licensed under a Creative Commons Attribution 4.0 International License.</div></section>
<section class="abstract"><h2>Abstract</h2><p>Among 4,912 adolescents aged 13–18, those in the highest quartile of satellite-measured outdoor artificial light at night slept on average 29 minutes less on school nights than those in the lowest quartile.</p></section>
<section><h2>Background</h2><p>Artificial light at night suppresses melatonin and delays circadian timing. Adolescents, whose circadian rhythms already shift later during puberty, may be particularly susceptible.</p><h2>Methods</h2><p>We linked survey responses to satellite radiance data at each participant\u2019s home address.</p><h2>Results</h2><p>The association persisted after adjustment for screen time, neighbourhood income and urbanicity.</p></section></article></main></body></html>`;

const MDPI = (url: string) => article({
  site: 'MDPI', siteUrl: 'https://www.mdpi.com', lang: 'en', title: 'Microplastic Concentrations in Alpine Lakes Increase with Altitude-Adjusted Tourist Pressure', author: 'Elena Ricci', date: '2025-01-15T00:00:00Z', type: 'ScholarlyArticle', template: 'plain', free: true, cookie: true,
  docTitle: 'Water | Free Full-Text | Microplastic Concentrations in Alpine Lakes Increase with Altitude-Adjusted Tourist Pressure',
  beforeBody: '<div class="article-icons"><span class="label openaccess">Open Access</span> <span>Article</span></div><div class="download"><a href="/2073-4441/17/2/231/pdf?version=1736938712">Download PDF</a></div>',
  paras: ['<h2>Abstract</h2>', 'We sampled surface water in 24 alpine lakes in the Italian and Swiss Alps between 1,800 and 2,900 m. Microplastic concentrations ranged from 0.9 to 14.2 particles per cubic metre and were best explained by the number of overnight stays in huts within the catchment.', 'Fibres made up 71% of all particles, suggesting clothing as the main source.', '<h2>1. Introduction</h2>', 'Remote mountain lakes were long assumed to be free of plastic pollution, but recent studies have found particles even at high altitude.'],
})(url);

const GOB_ES = (url: string) => shell({ lang: 'es', site: 'Ministerio para la Transición Ecológica', title: 'El Gobierno destina 120 millones a la restauración de ríos - Nota de prensa', head: `<link rel="canonical" href="${url}">`, cookie: true,
  main: '<article class="nota-prensa"><p class="fecha">Madrid, 17 de febrero de 2025</p><h1>El Gobierno destina 120 millones de euros a la restauración de ríos en 11 comunidades autónomas</h1><ul class="destacados"><li>Las actuaciones permitirán recuperar 340 kilómetros de cauces y eliminar 56 barreras transversales en desuso</li><li>Los proyectos se financian con fondos del Plan de Recuperación</li></ul><p>El Consejo de Ministros ha autorizado hoy una inversión de 120 millones de euros para la restauración fluvial en 11 comunidades autónomas.</p><p>La vicepresidenta ha destacado que la eliminación de presas y azudes obsoletos es una de las medidas más eficaces para mejorar el estado ecológico de los ríos.</p><p>Las obras comenzarán en el segundo semestre del año y se prolongarán hasta 2027.</p></article>' });

const GHOST_FREE = 'Notes from a year of teaching coding to retirees';
const ghostFree = (url: string) => article({ site: 'Second Act', lang: 'en', title: GHOST_FREE, author: 'Ruth Adeyemi', date: '2025-02-26T18:00:00Z', template: 'ghost', type: 'BlogPosting', cookie: false,
  paras: ['Last January I started a free Thursday-afternoon coding class at our local library. Eleven people came the first week; the youngest was 64 and the oldest 88.', 'The biggest obstacle was not the code. It was the mouse. Half the class had never needed to double-click quickly, and we spent the whole second session on it.', 'By the summer, four students had built small websites: a family tree, a bowls club fixture list, a recipe collection and a guide to local walks.', 'What I learned is simple: go slower than you think you need to, and never say "just".'],
  afterBody: '<section class="gh-cta"><h3>Subscribe to Second Act</h3><p>Get new posts by email. Free, no spam.</p><a data-portal="signup" href="#/portal/signup" class="gh-btn">Subscribe</a></section>' })(url);

const amp = (url: string) => `<!doctype html><html \u26a1 lang="en"><head><meta charset="utf-8"><script async src="https://cdn.ampproject.org/v0.js"></script><script async custom-element="amp-consent" src="https://cdn.ampproject.org/v0/amp-consent-0.1.js"></script><title>${esc(BSP.title)} | Lakeshore Public Radio</title><link rel="canonical" href="${url.replace('/amp/', '/')}"><meta name="viewport" content="width=device-width"><style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both}</style><noscript><style amp-boilerplate>body{-webkit-animation:none}</style></noscript><script type="application/ld+json">${JSON.stringify({ '@context': 'http://schema.org', '@type': 'NewsArticle', headline: BSP.title, datePublished: '2025-02-23T23:05:00Z', author: { '@type': 'Person', name: 'Gina Moretti' } })}</script></head>
<body><amp-consent id="consent" layout="nodisplay"><script type="application/json">{"consentInstanceId":"lpr","consentRequired":"remote","checkConsentHref":"https://cmp.example/check","promptUI":"consent-ui"}</script><div id="consent-ui"><p>We use cookies to improve your experience.</p><button on="tap:consent.accept">Accept</button><button on="tap:consent.reject">Reject</button></div></amp-consent>
<header><a href="/">Lakeshore Public Radio</a></header><article><h1>${esc(BSP.title)}</h1><p class="byline">By Gina Moretti · February 23, 2025</p>${ps(BSP.paras)}</article><footer>© 2025 Lakeshore Public Radio</footer></body></html>`;

const WIRE_SHORT = 'Chile central bank holds key rate at 5%';
const koPortal = (url: string) => shell({ lang: 'ko', site: '다음뉴스', title: `${L.ko!.title} | 다음뉴스`, head: `<link rel="canonical" href="${url}"><meta property="og:title" content="${esc(L.ko!.title)}"><meta property="og:article:author" content="${esc(L.ko!.site)}">`,
  main: `<div class="news_view"><h3 class="tit_view">${esc(L.ko!.title)}</h3><span class="info_view"><span class="txt_info">${esc(L.ko!.author)} 기자</span> <span class="txt_info">입력 2025. 3. 15. 14:02</span></span><div class="article_view" data-translation-body="true"><section dmcf-sid="x1">${L.ko!.paras.map((p) => `<p dmcf-ptype="general">${p}</p>`).join('')}</section></div><p class="copyright">저작권자 ⓒ ${esc(L.ko!.site)}, 무단전재 및 재배포 금지</p></div>
<div class="cmt_news"><h4>댓글 3</h4><ul><li><strong>바다사랑</strong><p>약 5만 개의 일자리가 창출될 것으로 내다봤다니 기대됩니다</p></li><li><strong>부산시민</strong><p>녹지 비율 줄인 건 문제네요</p></li></ul></div>` , cookie: false });

const validMore: Entry[] = [
  page('v-pmc', 'pmc.ncbi.nlm.nih.gov', 'valid', 'a PMC open-access full text', PMC, {}, { path: '/articles/PMC11022341/', context: { title: 'Nighttime light exposure and sleep duration in adolescents: a cross-sectional study' }, quotes: [q('slept on average 29 minutes less on school nights')] }),
  page('v-mdpi', 'www.mdpi.com', 'valid', 'an MDPI open-access article', MDPI, {}, { path: '/2073-4441/17/2/231', context: { title: 'Microplastic Concentrations in Alpine Lakes Increase with Altitude-Adjusted Tourist Pressure' }, quotes: [q('Fibres made up 71% of all particles')] }),
  page('v-gob-es', 'www.miteco-prensa.gob.es', 'valid', 'a Spanish ministry press note', GOB_ES, {}, { path: '/es/prensa/ultimas-noticias/2025/02/restauracion-rios.html', context: { title: 'El Gobierno destina 120 millones de euros a la restauración de ríos en 11 comunidades autónomas' }, quotes: [q('recuperar 340 kilómetros de cauces y eliminar 56 barreras transversales')] }),
  page('v-ghost-free', 'secondact.ghost.io', 'valid', 'a free Ghost post with a subscribe call to action', ghostFree, {}, { path: '/notes-from-a-year-of-teaching-coding/', context: { title: GHOST_FREE }, quotes: [q('the youngest was 64 and the oldest 88')] }),
  page('v-amp', 'www.lakeshorepublic.org', 'valid', 'the AMP version of a public-radio story with an amp-consent prompt', amp, {}, { path: '/amp/news/2025-02-23/nurses-ratify-contract', context: { title: BSP.title }, quotes: [q('sets minimum staffing ratios in the emergency department')] }),
  art('v-wire-short', 'www.andes-wire.com', 'valid', 'a short two-paragraph wire brief under a cookie banner — still the cited source', { site: 'Andes Wire', lang: 'en', title: WIRE_SHORT, author: 'Andes Wire staff', date: '2025-03-18T22:10:00Z', paras: ['SANTIAGO, March 18 (Andes Wire) - Chile\u2019s central bank held its benchmark interest rate at 5% on Tuesday, as expected by all 14 economists polled, citing persistent services inflation.', 'The board said future decisions would depend on how quickly inflation converges to its 3% target.'], cookie: true, beforeBody: BANNER.onetrust(BANNER_TEXT.en!) }, { path: '/markets/chile-central-bank-holds-rate-2025-03-18', quotes: [q('as expected by all 14 economists polled')] }),
  page('v-ko-portal', 'v.daum-news.net', 'valid', 'a Korean portal news view with reader comments; a comment\u2019s changed figure is absent', koPortal, {}, { path: '/v/20250315140212345', context: { title: L.ko!.title }, quotes: [q(L.ko!.yes), q(L.ko!.no, false)] }),
];

// ---------------------------------------------------------------------------------------------

export function blind8Cases(): CorpusCase[] {
  return toCases('blind8', [
    ...validLang, ...validLegacy, ...validPlatforms, ...validInstitutions, ...validEdges, ...validMore,
    ...walls, ...members, ...journals, ...iaff,
    ...blockedBot, ...blockedConsent, ...blockedGeo, ...blockedOps, ...cookieJs,
    ...soft404s, ...emptySearch, ...takedowns, ...parked, ...redirects, ...otherStory, ...serverDefaults,
    ...invalids,
  ]);
}

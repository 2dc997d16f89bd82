/**
 * Eleventh held-out status set (`node dist/test/accuracy/run.js --set blind11`, never part of the
 * default run). Written from the issue text (issue 12), /work/shared/CONTRACT.md, the paragraph
 * "Three labelling rules the table implies" of docs/online-validation.md (not the rules table above
 * it), and for wiring only: blindkit.ts (serving helpers: write/redirect/enc/toCases/esc — no page
 * templates of it are used), the type declarations of corpus.ts, run.ts, and the first ~100 lines of
 * blind9.ts (header, imports, `entry`). Without reading the classifier, the fetch code, the other
 * blind sets' cases, classes.ts, the rest of the docs or the notes. Every page template here is new
 * (modelled on Arc XP, WordPress + Yoast, Next.js, Drupal, Bitrix, Japanese/Chinese/Korean news CMSes,
 * AMP, print views, mobile sites, and on the real markup of the wall vendors). Committed before it
 * was first scored.
 *
 * Angle — the commercial web's machinery, vendor by vendor, and the same story in many forms:
 * 23 invented local news stories (en, de, fr, es, it, pt, nl, pl, sv, cs, ru, uk, el, tr, ar, he, ja,
 * zh, ko, hi, vi, th), each served (1) as its site's article with a consent manager banner
 * (OneTrust, Didomi, Sourcepoint, Usercentrics, Cookiebot, Quantcast, iubenda, Borlabs, Complianz),
 * (2) in other forms — AMP, print view, m. host, page 2 of a paginated article, live blog, syndicated
 * copy, translated edition, retitled update, tracking parameters / fragment, old slug and archive
 * redirects, canonical elsewhere — and (3) behind the walls real vendors render: Cloudflare, Akamai,
 * DataDome, PerimeterX/HUMAN, Imperva, AWS WAF / CloudFront, Sucuri, Fastly/Varnish, hCaptcha,
 * reCAPTCHA, Aliyun WAF; consent walls and consent-host redirects, pay-or-consent; Piano, Poool,
 * Zephr, Laterpay, Steady, Memberful, Ghost, MemberPress, Substack, metered and registration walls;
 * geo-blocks and age gates; (4) as the wrong page: a sibling story of the same site sharing places
 * and people, redirects to home, section, another story, soft 404s and removals; (5) through real
 * servers' transport quirks: x-gzip, raw deflate, br, no content type, chunked and slow bodies,
 * truncated bodies and lying Content-Length, HTTP/1.0, redirect chains, relative and
 * protocol-relative Location, cookie-then-redirect, HEAD/GET differences, 429/503 once and
 * persistent, legacy charsets declared only in a meta tag, in the header only, or wrongly.
 *
 * Labelling rules applied: the article is `valid` in whatever form carries it (the careful reader
 * gets the story); a consent banner over a full article does not change that. A page whose text is
 * held back for subscribers (teaser + wall, metered, registration, member-only) or that declares
 * isAccessibleForFree=false is `paywalled`; a redirect to a login page of a subscription site is
 * `paywalled` too (decided: the login is the subscriber's door). Bot/CDN challenges and denials,
 * consent walls (incl. consent-host redirects and pay-or-consent), geo-blocks, age gates,
 * persistent 429/5xx, Basic-auth 401 and other refusals are `blocked`. A live 2xx page that is not
 * the cited story (sibling story, home, section, soft 404, removal notice) is `mismatch`. `invalid`
 * only for 404/410, redirect loops, unsafe redirect targets, malformed answers and binary junk.
 *
 * 221 scored URLs: valid 104, paywalled 33, blocked 41, mismatch 27, invalid 16.
 *
 * Also read before the first score, beyond the list above (said here for honesty): the serving and
 * scoring loop of score.ts (serveCorpus / scoreCorpus: how hosts resolve and that quotes count only
 * on valid/paywalled verdicts), the `ClassifyContext` type and the next few type lines of
 * activities/classify/classify.ts, and the one paragraph after the three labelling rules in
 * docs/online-validation.md (network failures → statuses; it printed with the same range).
 *
 * FIRST SIGHT (set committed at b6c6fed on main e53ecea's rules, scored once with
 * `nice -n 5 npm run --silent build && nice -n 5 node dist/test/accuracy/run.js --set blind11`, before
 * any rule changed): status 197/221 = 89.1 %; live pages called invalid 0; quote checks 392/394
 * right; quote_found true for an absent quote 0. Confusion (expected → got):
 *   valid      100 valid, 2 blocked, 2 mismatch
 *   paywalled   33 paywalled
 *   blocked     39 blocked, 2 paywalled
 *   mismatch     9 mismatch, 18 valid
 *   invalid     16 invalid
 * Misses: valid→mismatch: the English editions of the Greek and Hebrew stories cited under their
 * original headlines (title overlap 0.13 / 0.11); valid→blocked: a body cut short of its
 * Content-Length after the article (UND_ERR_SOCKET), one 429 with Retry-After: 1 then 200 (not
 * retried); blocked→paywalled: the Spanish and the German pay-or-consent walls ("subscription gate
 * after a teaser"); mismatch→valid ("title found"): all 12 sibling stories of the same site at the
 * cited URL (en×2, de, fr, es, ru, ja, zh, ko, tr, ar, pl), the 3 redirects to a section front
 * (cs, pt, uk) and the 3 redirects to another story of the same site (sv, he, hi). Quotes: the two
 * present quotes on the two valid→blocked pages. Labels changed after first sight: none.
 *
 * After the class fixes (cls-b11-* in classes.ts; docs/online-validation.md rows and paragraphs
 * marked blind11): 204/221 = 92.3 %, live pages called invalid 0, quotes 394/394, 0 false found.
 * Fixed: pay-or-consent accept buttons after "read with ads" or leading a row of buttons (gone.ts);
 * a 429 with a Retry-After of ≤ 5 s retried in the fetch like a short 5xx (fetcher.ts); a 2xx body
 * the server breaks off judged on the part that arrived when that part shows an article (fetcher.ts /
 * body.ts / classify.ts, `cut_short`; a part with only the site's chrome stays blocked); a
 * redirect to a section front made of list-item headline links is a listing (classify.ts). Left
 * for the lead's relevance work: the 12 sibling stories and 3 redirects to another story of the
 * same site ("title found": they share places, people and the site's words with the cited title,
 * and the sibling pages' most-read rail lists the cited headline), and the 2 translated editions
 * cited under their original-language headline (word overlap cannot cross languages; debatable —
 * labelled valid: same report, same publisher). This set is now tuned and no longer measures unseen pages.
 */
import { deflateRawSync, gzipSync, brotliCompressSync } from 'node:zlib';
import { enc, entry, esc, hostOf, redirect, target, toCases, urlOf, write, type Entry, type Send } from './blindkit';
import type { CorpusCase, Handler, QuoteCheck } from './corpus';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';
import { STORIES, byKey, type Story } from './blind11pages';

const q = (quote: string, present = true): QuoteCheck => ({ quote, present });

/** A page built from its own URL. */
const html = (body: (url: string) => string, send: Omit<Send, 'body'> = {}): Handler => (req, res, web) => write(res, { ...send, body: body(urlOf(req, web)) });
const ctx = (s: Story, title = s.h): ClassifyContext => ({ title, quotes: [s.q] });
const qs = (s: Story): QuoteCheck[] => [q(s.q), q(s.nq, false)];
const artPath = (s: Story) => `/${s.k}/${slug(s)}`;
const slug = (s: Story) => `${s.date.slice(0, 10).replace(/-/g, '/')}/${s.k}-${s.date.slice(11, 13)}${s.k.length}`;

// ---------------------------------------------------------------------------------------------
// Site furniture, per language

const NAV: Record<string, string[]> = {
  en: ['News', 'Local', 'Politics', 'Business', 'Sports', 'Opinion', 'Obituaries', 'e-Edition'],
  de: ['Region', 'Politik', 'Wirtschaft', 'Sport', 'Kultur', 'Panorama', 'Service'],
  fr: ['Actualité', 'Nantes', 'Loire-Atlantique', 'Sports', 'Économie', 'Loisirs'],
  es: ['Valencia', 'Comunitat', 'España', 'Economía', 'Deportes', 'Cultura'],
  it: ['Cronaca', 'Politica', 'Economia', 'Sport', 'Cultura', 'Eventi'],
  pt: ['Curitiba', 'Paraná', 'Política', 'Economia', 'Esportes', 'Viver Bem'],
  nl: ['Utrecht', 'Regio', 'Binnenland', 'Sport', 'Cultuur', 'Podcasts'],
  pl: ['Gdańsk', 'Pomorze', 'Kraj', 'Biznes', 'Sport', 'Kultura'],
  sv: ['Umeå', 'Västerbotten', 'Sverige', 'Sport', 'Kultur', 'Debatt'],
  cs: ['Brno', 'Kraj', 'Domov', 'Ekonomika', 'Sport', 'Kultura'],
  ru: ['Новости', 'Город', 'Политика', 'Экономика', 'Спорт', 'Культура'],
  uk: ['Новини', 'Місто', 'Політика', 'Економіка', 'Спорт', 'Культура'],
  el: ['Ειδήσεις', 'Θεσσαλονίκη', 'Πολιτική', 'Οικονομία', 'Αθλητισμός'],
  tr: ['Gündem', 'İzmir', 'Ekonomi', 'Spor', 'Kültür', 'Yaşam'],
  ar: ['الرئيسية', 'محليات', 'اقتصاد', 'رياضة', 'ثقافة'],
  he: ['חדשות', 'חיפה', 'כלכלה', 'ספורט', 'תרבות'],
  ja: ['ニュース', '札幌', '道内', '経済', 'スポーツ', 'くらし'],
  zh: ['首页', '本地', '国内', '财经', '体育', '文化'],
  ko: ['정치', '경제', '사회', '국제', '문화', '스포츠'],
  hi: ['होम', 'शहर', 'राज्य', 'देश', 'खेल', 'मनोरंजन'],
  vi: ['Thời sự', 'Đà Nẵng', 'Kinh tế', 'Thể thao', 'Văn hóa'],
  th: ['หน้าแรก', 'ข่าวท้องถิ่น', 'การเมือง', 'เศรษฐกิจ', 'กีฬา'],
};
const MOST_READ: Record<string, string> = { en: 'Most read', de: 'Meistgelesen', fr: 'Les plus lus', es: 'Lo más leído', it: 'I più letti', pt: 'Mais lidas', nl: 'Meest gelezen', pl: 'Najczęściej czytane', sv: 'Mest läst', cs: 'Nejčtenější', ru: 'Самое читаемое', uk: 'Найпопулярніше', el: 'Δημοφιλή', tr: 'En çok okunanlar', ar: 'الأكثر قراءة', he: 'הנקראים ביותר', ja: 'アクセスランキング', zh: '热门文章', ko: '많이 본 뉴스', hi: 'सबसे ज्यादा पढ़ी गईं', vi: 'Đọc nhiều', th: 'ข่าวยอดนิยม' };
const RTL = new Set(['ar', 'he', 'fa']);

type Cmp = 'onetrust' | 'didomi' | 'sourcepoint' | 'usercentrics' | 'cookiebot' | 'quantcast' | 'iubenda' | 'borlabs' | 'complianz' | 'none';
const CMP_TEXT: Record<string, [string, string, string]> = {
  en: ['We and our partners use cookies and similar technologies to store and access information on your device, for personalised ads and content, ad and content measurement and audience research.', 'Accept all', 'Manage preferences'],
  de: ['Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um Informationen auf Ihrem Gerät zu speichern und abzurufen, für personalisierte Werbung und Inhalte sowie Reichweitenmessung.', 'Alle akzeptieren', 'Einstellungen'],
  fr: ['Avec votre accord, nos partenaires et nous utilisons des cookies ou technologies similaires pour stocker et accéder à des informations personnelles comme votre visite sur ce site.', 'Accepter', 'Paramétrer'],
  es: ['Utilizamos cookies propias y de terceros con fines analíticos y para mostrarte publicidad personalizada en base a un perfil elaborado a partir de tus hábitos de navegación.', 'Aceptar y continuar', 'Configurar'],
  it: ['Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella cookie policy.', 'Accetta', 'Scopri di più e personalizza'],
  pt: ['Utilizamos cookies essenciais e tecnologias semelhantes de acordo com a nossa Política de Privacidade e, ao continuar navegando, você concorda com estas condições.', 'Aceitar', 'Configurações'],
  nl: ['Wij en onze partners gebruiken cookies en vergelijkbare technieken om je een betere ervaring te bieden en advertenties te personaliseren.', 'Akkoord', 'Instellingen aanpassen'],
  pl: ['Szanujemy Twoją prywatność. Wraz z naszymi partnerami przetwarzamy dane osobowe zapisywane w plikach cookies w celach marketingowych i analitycznych.', 'Przejdź do serwisu', 'Ustawienia zaawansowane'],
  sv: ['Vi och våra partner använder cookies för att anpassa innehåll och annonser och för att analysera trafiken.', 'Godkänn alla', 'Inställningar'],
  cs: ['Na našich webových stránkách používáme soubory cookies k personalizaci obsahu a reklam a k analýze návštěvnosti.', 'Přijmout vše', 'Nastavení'],
};
const cmpText = (lang: string) => CMP_TEXT[lang] ?? CMP_TEXT.en!;
function cmp(kind: Cmp, lang: string): string {
  const [t, yes, more] = cmpText(lang);
  switch (kind) {
    case 'onetrust':
      return `<div id="onetrust-consent-sdk"><div class="onetrust-pc-dark-filter ot-hide ot-fade-in"></div><div id="onetrust-banner-sdk" class="otCenterRounded" tabindex="0" role="region" aria-label="Cookie banner"><div role="dialog" aria-modal="true" aria-describedby="onetrust-policy-text"><div id="onetrust-policy"><p id="onetrust-policy-text">${esc(t)} <a class="ot-cookie-policy-link" href="/cookie-policy">Cookie Policy</a></p></div><div id="onetrust-button-group-parent"><div id="onetrust-button-group"><button id="onetrust-pc-btn-handler">${esc(more)}</button><button id="onetrust-accept-btn-handler">${esc(yes)}</button></div></div></div></div></div><script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0191b2c4-7e21-7d3a-9f55-3e2b1d0c8a77"></script>`;
    case 'didomi':
      return `<script type="text/javascript">window.gdprAppliesGlobally=true;(function(){function a(e){if(!window.frames[e]){if(document.body&&document.body.firstChild){var t=document.body;var n=document.createElement("iframe");n.style.display="none";n.name=e;n.title=e;t.insertBefore(n,t.firstChild)}else{setTimeout(function(){a(e)},5)}}}a("__cmpLocator")})();</script><div id="didomi-host" data-nosnippet="true" aria-hidden="true"></div><script src="https://sdk.privacy-center.org/1d9c3b8f-4a2e-4c1a-9a77-2f6b0c3e5d11/loader.js?target=www.example.fr" async></script>`;
    case 'sourcepoint':
      return `<script>window._sp_queue=[];window._sp_={config:{accountId:1632,baseEndpoint:'https://cdn.privacy-mgmt.com',gdpr:{},events:{onMessageReady:function(){}}}};</script><script src="https://cdn.privacy-mgmt.com/unified/wrapperMessagingWithoutDetection.js" async></script>`;
    case 'usercentrics':
      return `<script id="usercentrics-cmp" src="https://web.cmp.usercentrics.eu/ui/loader.js" data-settings-id="x3Kd9_Pq2" async></script><div id="usercentrics-root" data-nosnippet></div>`;
    case 'cookiebot':
      return `<div id="CybotCookiebotDialog" name="CybotCookiebotDialog" role="dialog" aria-modal="true" aria-label="" tabindex="-1" lang="${lang}" class="CybotCookiebotDialogActive" data-template="popup"><div class="CybotCookiebotDialogContentWrapper"><h2 id="CybotCookiebotDialogBodyContentTitle">${lang === 'en' ? 'This website uses cookies' : 'Cookies'}</h2><div id="CybotCookiebotDialogBodyContentText">${esc(t)}</div><button id="CybotCookiebotDialogBodyButtonDecline">${lang === 'en' ? 'Deny' : '✕'}</button><button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll">${esc(yes)}</button></div></div><script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="a4d2e1f0-77c3-4b5e-9d1a-0c2f8e6b3a91" data-blockingmode="auto"></script>`;
    case 'quantcast':
      return `<div id="qc-cmp2-container" data-nosnippet><div class="qc-cmp2-summary-section"><p class="qc-cmp2-summary-info">We value your privacy</p><p>${esc(t)}</p><div class="qc-cmp2-summary-buttons"><button mode="secondary">MORE OPTIONS</button><button mode="primary">AGREE</button></div></div></div><script>(function(){var host=window.location.hostname;var element=document.createElement('script');var url='https://cmp.inmobi.com'.concat('/choice/','Xq2pL9','/',host,'/choice.js?tag_version=V3');element.async=true;element.type='text/javascript';element.src=url;document.head.appendChild(element);})();</script>`;
    case 'iubenda':
      return `<script>var _iub=_iub||[];_iub.csConfiguration={"siteId":3218875,"cookiePolicyId":71442010,"lang":"${lang}","banner":{"acceptButtonDisplay":true,"customizeButtonDisplay":true,"position":"float-bottom-center"}};</script><script src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script><div id="iubenda-cs-banner" class="iubenda-cs-default-floating"><div class="iubenda-cs-content"><div id="iubenda-cs-paragraph">${esc(t)}</div><button class="iubenda-cs-accept-btn">${esc(yes)}</button><button class="iubenda-cs-customize-btn">${esc(more)}</button></div></div>`;
    case 'borlabs':
      return `<div data-nosnippet><script id="BorlabsCookieBoxWrap" type="text/template"><div id="BorlabsCookieBox" class="BorlabsCookie" role="dialog" aria-labelledby="CookieBoxTextHeadline"><div class="_brlbs-box"><span id="CookieBoxTextHeadline">Datenschutzeinstellungen</span><p>${esc(t)}</p><a class="_brlbs-btn-accept-all" href="#" data-cookie-accept-all>${esc(yes)}</a></div></div></script></div>`;
    case 'complianz':
      return `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" aria-modal="true" data-nosnippet="true" role="dialog"><div class="cmplz-header"><div class="cmplz-title">${esc(more)}</div></div><div class="cmplz-body"><div class="cmplz-message">${esc(t)}</div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">${esc(yes)}</button><button class="cmplz-btn cmplz-deny">✕</button></div></div></div>`;
    default:
      return '';
  }
}

const headerBar = (s: Story, lang = s.lang) => `<header class="site-header" role="banner"><div class="masthead"><a class="brand" href="/">${esc(s.site)}</a><span class="edition-date"></span></div><nav aria-label="primary"><ul>${(NAV[lang] ?? NAV.en!).map((n, i) => `<li><a href="/${i ? `c${i}/` : ''}">${esc(n)}</a></li>`).join('')}</ul></nav><div class="header-actions"><a class="btn-subscribe" href="/subscribe">${lang === 'en' ? 'Subscribe' : lang === 'de' ? 'Abo' : '★'}</a> <a href="/account/login">${lang === 'en' ? 'Sign in' : '👤'}</a></div></header>`;
const mostRead = (s: Story, items: string[]) => `<aside class="rail"><section class="most-read"><h2>${esc(MOST_READ[s.lang] ?? MOST_READ.en!)}</h2><ol>${items.map((t, i) => `<li><a href="/${s.section.toLowerCase().replace(/\s+/g, '-')}/${2025}/${i + 3}/item-${i + 11}">${esc(t)}</a></li>`).join('')}</ol></section><div class="ad-rail"><div id="div-gpt-ad-rail-1" data-ad-slot="rail"></div></div></aside>`;
const footerBar = (s: Story) => `<footer class="site-footer"><p>© 2025 ${esc(s.site)} · <a href="/impressum">${s.lang === 'de' ? 'Impressum' : s.lang === 'en' ? 'About' : 'ⓘ'}</a> · <a href="/privacy">${s.lang === 'en' ? 'Privacy' : '🔒'}</a> · <a href="/contact">@</a></p></footer>`;
const fmtDate = (iso: string, lang: string) => { try { return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)); } catch { return iso; } };

type Flavor = 'arc' | 'wp' | 'next' | 'drupal' | 'bitrix' | 'jcms';
const FLAVOR: Record<string, Flavor> = {
  tucson: 'arc', leeds: 'wp', freiburg: 'next', nantes: 'drupal', valencia: 'wp', bologna: 'next', curitiba: 'wp', utrecht: 'drupal', gdansk: 'next', umea: 'wp', brno: 'drupal',
  novosib: 'bitrix', lviv: 'bitrix', thess: 'drupal', izmir: 'next', dubai: 'arc', haifa: 'wp', sapporo: 'jcms', chengdu: 'jcms', busan: 'jcms', pune: 'arc', danang: 'wp', chiangmai: 'jcms',
};
const CMPS: Cmp[] = ['onetrust', 'complianz', 'usercentrics', 'didomi', 'sourcepoint', 'iubenda', 'borlabs', 'cookiebot', 'quantcast', 'onetrust', 'cookiebot', 'none', 'none', 'didomi', 'quantcast', 'onetrust', 'complianz', 'none', 'none', 'none', 'onetrust', 'none', 'none'];

export type DocOpts = {
  flavor?: Flavor;
  headline?: string;
  paras?: string[];
  /** The HTML <title>; defaults to headline | site. */
  docTitle?: string;
  charset?: string | null; // declared in <meta charset>; null = none
  httpEquiv?: string; // declared as <meta http-equiv content-type>
  cmp?: Cmp;
  canonical?: string;
  /** Inserted after the paragraphs (walls, pagers, update notes). */
  after?: string;
  before?: string;
  headExtra?: string;
  bodyEnd?: string;
  free?: boolean;
  updated?: string;
  rail?: string[];
  author?: string | null;
  type?: string;
};

/** A desktop article page of the story's site, in the site's CMS flavor. */
export function doc(s: Story, url: string, o: DocOpts = {}): string {
  const flavor = o.flavor ?? FLAVOR[s.k] ?? 'wp';
  const h = o.headline ?? s.h;
  const paras = o.paras ?? s.paras;
  const title = o.docTitle ?? `${h} | ${s.site}`;
  const canonical = o.canonical ?? url;
  const author = o.author === undefined ? s.author : o.author;
  const modified = o.updated ?? s.date;
  const dir = RTL.has(s.lang) ? 'rtl' : 'ltr';
  const cs = o.charset === undefined ? 'utf-8' : o.charset;
  const charsetTag = cs ? `<meta charset="${cs}">` : '';
  const equiv = o.httpEquiv ? `<meta http-equiv="Content-Type" content="text/html; charset=${o.httpEquiv}">` : '';
  const og = `<meta property="og:type" content="article"><meta property="og:title" content="${esc(h)}"><meta property="og:description" content="${esc(s.dek)}"><meta property="og:url" content="${esc(canonical)}"><meta property="og:site_name" content="${esc(s.site)}"><meta property="og:image" content="https://${s.host}/resizer/v2/${s.k}-lead.jpg?auth=0&amp;width=1200"><meta property="article:published_time" content="${s.date}"><meta property="article:modified_time" content="${modified}"><meta name="twitter:card" content="summary_large_image">`;
  const paywallLd = o.free === false ? { isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywall' } } : o.free === true ? { isAccessibleForFree: true } : {};
  const ld = {
    '@context': 'https://schema.org', '@type': o.type ?? 'NewsArticle', headline: h, description: s.dek, datePublished: s.date, dateModified: modified, inLanguage: s.lang,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    ...(author ? { author: [{ '@type': 'Person', name: author }] } : {}),
    publisher: { '@type': 'NewsMediaOrganization', name: s.site, logo: { '@type': 'ImageObject', url: `https://${s.host}/img/logo.png` } },
    ...paywallLd,
  };
  const rail = mostRead(s, o.rail ?? [s.sib.h, ...STORIES.filter((x) => x.lang === s.lang && x.k !== s.k).map((x) => x.h)]);
  const body = paras.map((p) => p);
  const time = `<time datetime="${s.date}">${esc(fmtDate(s.date, s.lang))}</time>`;
  const cmpHtml = cmp(o.cmp ?? 'none', s.lang);
  let head = '';
  let main = '';
  switch (flavor) {
    case 'arc': {
      head = `${og}<script type="application/ld+json">${JSON.stringify(ld)}</script><script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{};Fusion.arcSite="${s.k}";Fusion.contextPath="/pf";Fusion.deployment="2381";Fusion.globalContent={"_id":"${s.k.toUpperCase()}4QZ7","type":"story","canonical_url":"${esc(canonical)}","headlines":{"basic":${JSON.stringify(h)}}};</script><link rel="preload" as="script" href="/pf/dist/engine/react.js?d=2381">`;
      main = `<main id="main" class="b-single-chain"><div class="c-stack b-article"><div class="c-overline"><a href="/${s.section.toLowerCase().replace(/\s+/g, '-')}/">${esc(s.section)}</a></div><h1 class="c-heading b-headline">${esc(h)}</h1><h2 class="c-heading b-subheadline">${esc(s.dek)}</h2><div class="b-byline">${author ? `<span class="c-attribution">By <a class="c-link" href="/people/${s.k}-staff/">${esc(author)}</a></span>` : ''} ${time}</div>${o.before ?? ''}<article class="b-article-body">${body.map((p) => `<p class="c-paragraph">${esc(p)}</p>`).join('\n')}</article>${o.after ?? ''}</div>${rail}</main>`;
      break;
    }
    case 'wp': {
      const graph = { '@context': 'https://schema.org', '@graph': [
        { '@type': 'NewsArticle', '@id': `${canonical}#article`, isPartOf: { '@id': canonical }, ...(author ? { author: { '@id': `https://${s.host}/#/schema/person/9f1c` } } : {}), headline: h, datePublished: s.date, dateModified: modified, mainEntityOfPage: { '@id': canonical }, publisher: { '@id': `https://${s.host}/#organization` }, inLanguage: s.lang, ...paywallLd },
        { '@type': 'WebPage', '@id': canonical, url: canonical, name: title, isPartOf: { '@id': `https://${s.host}/#website` }, datePublished: s.date, dateModified: modified },
        { '@type': 'WebSite', '@id': `https://${s.host}/#website`, url: `https://${s.host}/`, name: s.site, publisher: { '@id': `https://${s.host}/#organization` } },
        { '@type': 'Organization', '@id': `https://${s.host}/#organization`, name: s.site, url: `https://${s.host}/` },
        ...(author ? [{ '@type': 'Person', '@id': `https://${s.host}/#/schema/person/9f1c`, name: author }] : []),
      ] };
      head = `<meta name="robots" content="index, follow, max-image-preview:large">${og}<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify(graph)}</script><meta name="generator" content="WordPress 6.6.2"><link rel="stylesheet" id="td-theme-css" href="/wp-content/themes/Newspaper/style.css?ver=12.6.6" type="text/css" media="all"><link rel="https://api.w.org/" href="/wp-json/">`;
      main = `<div class="td-main-content-wrap td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span8 td-main-content" role="main"><article id="post-88412" class="post-88412 post type-post status-publish format-standard has-post-thumbnail category-${s.k}"><div class="td-post-header"><ul class="td-category"><li class="entry-category"><a href="/category/${s.k}/">${esc(s.section)}</a></li></ul><header class="td-post-title"><h1 class="entry-title">${esc(h)}</h1><div class="td-module-meta-info">${author ? `<div class="td-post-author-name"><div class="td-author-by">${s.lang === 'en' ? 'By' : ''}</div> <a href="/author/${s.k}-desk/">${esc(author)}</a></div>` : ''}<span class="td-post-date">${time}</span></div></header></div>${o.before ?? ''}<div class="td-post-content tagdiv-type"><p class="td-post-sub-title">${esc(s.dek)}</p>${body.map((p) => `<p>${esc(p)}</p>`).join('\n')}</div>${o.after ?? ''}<footer><div class="td-post-source-tags"></div><div class="td-post-sharing-bottom"><a class="td-social-sharing-button" href="#">Facebook</a><a class="td-social-sharing-button" href="#">WhatsApp</a></div></footer></article></div><div class="td-pb-span4 td-main-sidebar" role="complementary">${rail}</div></div></div></div>`;
      break;
    }
    case 'next': {
      const data = { props: { pageProps: { article: { id: `${s.k}-48c1`, headline: h, teaser: s.dek, section: s.section, author: author ? { name: author } : null, publishedAt: s.date, updatedAt: modified, paywall: o.free === false ? 'plus' : 'free', canonical } }, __N_SSG: true }, page: '/[...slug]', query: { slug: [s.k] }, buildId: 'k3Jx9w2Lh0', isFallback: false, gsp: true, locale: s.lang };
      head = `${og}<script type="application/ld+json">${JSON.stringify(ld)}</script><link rel="preload" href="/_next/static/css/7a1e2c1d0f.css" as="style"><noscript data-n-css=""></noscript>`;
      main = `<div id="__next"><div class="Layout_page__Xr3tQ">${''}<main class="Article_main__8hYq1"><div class="ArticleHeader_kicker__pK2nV">${esc(s.section)}</div><h1 class="ArticleHeader_headline__2Jq0M">${esc(h)}</h1><p class="ArticleHeader_teaser__v9cQe">${esc(s.dek)}</p><div class="ArticleHeader_meta__q3Lw1">${author ? `<span class="Byline_name__a7dGs">${esc(author)}</span>` : ''} ${time}</div>${o.before ?? ''}<div class="ArticleBody_body__x7Ys2">${body.map((p) => `<p class="Paragraph_p__lQ0eT">${esc(p)}</p>`).join('')}</div>${o.after ?? ''}</main>${rail}</div></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`;
      break;
    }
    case 'drupal': {
      head = `<meta name="Generator" content="Drupal 10 (https://www.drupal.org)"><meta name="MobileOptimized" content="width">${og}<meta name="dcterms.title" content="${esc(h)}"><meta name="dcterms.creator" content="${esc(author ?? s.site)}"><meta name="dcterms.date" content="${s.date.slice(0, 10)}"><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [ld] })}</script><link rel="shortlink" href="/node/51207">`;
      main = `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="layout-container"><main role="main"><div class="region region-content"><div id="block-${s.k}-content" class="block block-system block-system-main-block"><article data-history-node-id="51207" role="article" class="node node--type-article node--view-mode-full"><h1 class="page-title"><span class="field field--name-title field--type-string">${esc(h)}</span></h1><div class="node__meta">${author ? `<span class="field field--name-uid"><span>${esc(author)}</span></span>` : ''} <span class="field field--name-created">${time}</span></div><div class="field field--name-field-chapeau"><p>${esc(s.dek)}</p></div>${o.before ?? ''}<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${body.map((p) => `<p>${esc(p)}</p>`).join('\n')}</div>${o.after ?? ''}</article></div></div></main>${rail}</div></div>`;
      break;
    }
    case 'bitrix': {
      head = `<meta name="keywords" content="${esc(s.section)}, ${esc(s.site)}"><meta name="description" content="${esc(s.dek)}">${og}<script type="text/javascript">if(!window.BX)window.BX={};if(!window.BX.message)window.BX.message=function(mess){if(typeof mess==='object'){for(let i in mess) {BX.message[i]=mess[i];} return true;}};</script><script type="text/javascript">(window.BX||top.BX).message({'LANGUAGE_ID':'${s.lang}','FORMAT_DATE':'DD.MM.YYYY','SITE_ID':'s1','USER_ID':'','SERVER_TIME':'1764219600'});</script><link href="/bitrix/cache/css/s1/news/template_4c1e0b7.css?176421" type="text/css" rel="stylesheet">`;
      main = `<div class="workarea"><div class="breadcrumbs"><a href="/">${esc(s.site)}</a> / <a href="/news/">${esc(s.section)}</a></div><div class="news-detail" itemscope itemtype="https://schema.org/NewsArticle"><h1 itemprop="headline">${esc(h)}</h1><span class="news-date-time" itemprop="datePublished" content="${s.date}">${esc(fmtDate(s.date, s.lang))}</span>${author ? ` <span class="news-author" itemprop="author">${esc(author)}</span>` : ''}<div class="news-preview" itemprop="description"><b>${esc(s.dek)}</b></div>${o.before ?? ''}<div class="news-text" itemprop="articleBody">${body.map((p) => `<p>${esc(p)}</p>`).join('\n')}</div>${o.after ?? ''}<meta itemprop="publisher" content="${esc(s.site)}"></div>${rail}</div>`;
      break;
    }
    case 'jcms': {
      head = `${og}<meta name="cXenseParse:recs:articleid" content="${s.k}-20250805"><meta name="cXenseParse:author" content="${esc(author ?? '')}"><script type="application/ld+json">${JSON.stringify(ld)}</script>`;
      main = `<div id="wrapper"><div id="contents" class="clearfix"><div id="main-column"><div class="article-header"><p class="category">${esc(s.section)}</p><h1 class="article-title">${esc(h)}</h1><p class="article-date">${time}</p>${author ? `<p class="article-author">${esc(author)}</p>` : ''}</div><div class="article-lead"><p>${esc(s.dek)}</p></div>${o.before ?? ''}<div class="article-body" id="article-body">${body.map((p) => `<p>${esc(p)}</p>`).join('\n')}</div>${o.after ?? ''}<div class="sns-share"><a href="#">X</a><a href="#">LINE</a><a href="#">はてな</a></div></div><div id="side-column">${rail}</div></div></div>`;
      break;
    }
  }
  return `<!DOCTYPE html>
<html lang="${s.lang}" dir="${dir}"${flavor === 'jcms' ? ' prefix="og: https://ogp.me/ns#"' : ''}>
<head>
${charsetTag}${equiv}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="canonical" href="${esc(canonical)}">
${head}
${o.headExtra ?? ''}
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-5QK2N7R"></script>
</head>
<body class="${flavor}-article lang-${s.lang}">
${headerBar(s)}
${main}
${footerBar(s)}
${cmpHtml}
${o.bodyEnd ?? ''}
</body>
</html>`;
}

/** The AMP edition of a story. */
function ampDoc(s: Story, url: string, canonical: string): string {
  return `<!doctype html>
<html ⚡ lang="${s.lang}"${RTL.has(s.lang) ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-analytics" src="https://cdn.ampproject.org/v0/amp-analytics-0.1.js"></script>
<script async custom-element="amp-consent" src="https://cdn.ampproject.org/v0/amp-consent-0.1.js"></script>
<title>${esc(s.h)} - ${esc(s.site)}</title>
<link rel="canonical" href="${esc(canonical)}">
<meta name="viewport" content="width=device-width">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: s.h, datePublished: s.date, author: { '@type': 'Person', name: s.author }, publisher: { '@type': 'Organization', name: s.site }, mainEntityOfPage: canonical })}</script>
<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;animation:none}</style></noscript>
<style amp-custom>body{font-family:Georgia,serif}.amp-header{background:#111;color:#fff;padding:8px}.amp-body p{line-height:1.6}</style>
</head>
<body>
<amp-consent id="consent" layout="nodisplay"><script type="application/json">{"consentInstanceId":"${s.k}-consent","consentRequired":"remote","checkConsentHref":"https://${s.host}/amp/consent-check","promptUI":"consent-ui"}</script><div id="consent-ui" class="consent-ui"><p>${esc(cmpText(s.lang)[0])}</p><button on="tap:consent.accept">${esc(cmpText(s.lang)[1])}</button></div></amp-consent>
<header class="amp-header"><a href="/">${esc(s.site)}</a></header>
<article class="amp-article">
<h1>${esc(s.h)}</h1>
<p class="amp-byline">${esc(s.author)} · <time datetime="${s.date}">${s.date.slice(0, 10)}</time></p>
<amp-img src="https://${s.host}/img/${s.k}-lead.jpg" width="1200" height="675" layout="responsive" alt=""></amp-img>
<div class="amp-body">${s.paras.map((p) => `<p>${esc(p)}</p>`).join('\n')}</div>
</article>
<amp-analytics type="googleanalytics"><script type="application/json">{"vars":{"account":"UA-000000-2"},"triggers":{"trackPageview":{"on":"visible","request":"pageview"}}}</script></amp-analytics>
<footer><a href="${esc(canonical)}">${s.lang === 'en' ? 'View full site' : '↗'}</a></footer>
</body>
</html>`;
}

/** A print view: bare HTML, the story and a source line, window.print() on load. */
function printDoc(s: Story, canonical: string): string {
  return `<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>${esc(s.site)} - ${esc(s.h)}</title>
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${esc(canonical)}">
<style>body{font:12pt Times,serif;margin:2cm}.noprint{display:none}</style>
</head>
<body onload="window.print()">
<div class="print-logo"><img src="/img/logo-print.gif" alt="${esc(s.site)}"></div>
<h1>${esc(s.h)}</h1>
<p><i>${esc(s.dek)}</i></p>
<p>${esc(s.author)} — ${s.date.slice(0, 10)}</p>
<hr>
${s.paras.map((p) => `<p>${esc(p)}</p>`).join('\n')}
<hr>
<p class="source">URL: ${esc(canonical)}</p>
<p>© ${esc(s.site)}</p>
</body>
</html>`;
}

/** The mobile site (m. host): light chrome, the story, a "desktop version" link. */
function mobileDoc(s: Story, canonical: string, charset = 'utf-8'): string {
  return `<!DOCTYPE html>
<html lang="${s.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${charset}">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">
<meta name="format-detection" content="telephone=no">
<title>${esc(s.h)}_${esc(s.site)}</title>
<link rel="canonical" href="${esc(canonical)}">
<meta property="og:title" content="${esc(s.h)}">
<meta property="og:site_name" content="${esc(s.site)}">
<link rel="stylesheet" href="/m/css/m.min.css">
</head>
<body class="m-body">
<div class="m-top"><a href="/" class="m-logo">${esc(s.site)}</a><a class="m-menu" href="#menu">≡</a></div>
<div class="m-article">
<h1 class="m-title">${esc(s.h)}</h1>
<div class="m-info"><span>${s.date.slice(0, 10)}</span> <span>${esc(s.author)}</span></div>
<div class="m-content">
${s.paras.map((p) => `<p>${esc(p)}</p>`).join('\n')}
</div>
</div>
<div class="m-more"><a href="/">${esc(MOST_READ[s.lang] ?? 'More')}</a></div>
<div class="m-foot"><a href="${esc(canonical)}">PC</a> | © ${esc(s.site)}</div>
</body>
</html>`;
}

const liveLabel: Record<string, [string, string]> = { en: ['LIVE', 'Key updates'], uk: ['НАЖИВО', 'Головне'], es: ['EN DIRECTO', 'Última hora'], ko: ['라이브', '주요 소식'] };
/** A live blog: the story's paragraphs as timestamped updates, newest first, plus two unrelated updates. */
function liveDoc(s: Story, url: string, extra: [string, string]): string {
  const [live, key] = liveLabel[s.lang] ?? liveLabel.en!;
  const base = Date.parse(s.date);
  const updates = [...s.paras.map((p, i) => ({ t: new Date(base + i * 23 * 60000).toISOString(), p })), { t: new Date(base + 130 * 60000).toISOString(), p: extra[0] }, { t: new Date(base + 170 * 60000).toISOString(), p: extra[1] }].reverse();
  const ld = { '@context': 'https://schema.org', '@type': 'LiveBlogPosting', headline: `${live}: ${s.h}`, coverageStartTime: s.date, coverageEndTime: updates[0]!.t, datePublished: s.date, dateModified: updates[0]!.t, author: { '@type': 'Person', name: s.author }, publisher: { '@type': 'Organization', name: s.site }, liveBlogUpdate: updates.slice(0, 3).map((u) => ({ '@type': 'BlogPosting', datePublished: u.t, headline: u.p.slice(0, 90), articleBody: u.p })) };
  return `<!DOCTYPE html><html lang="${s.lang}"><head><meta charset="utf-8"><title>${esc(live)}: ${esc(s.h)} | ${esc(s.site)}</title><link rel="canonical" href="${esc(url)}"><meta property="og:title" content="${esc(`${live}: ${s.h}`)}"><meta property="og:site_name" content="${esc(s.site)}"><script type="application/ld+json">${JSON.stringify(ld)}</script><meta http-equiv="refresh" content="300"></head>
<body class="liveblog">${headerBar(s)}<main><div class="live-badge"><span class="pulse"></span>${esc(live)}</div><h1>${esc(s.h)}</h1><div class="live-summary"><h2>${esc(key)}</h2><ul><li>${esc(s.dek)}</li></ul></div><div class="live-feed" aria-live="polite">${updates.map((u, i) => `<article class="live-post" id="post-${900 + i}"><header><time datetime="${u.t}">${u.t.slice(11, 16)}</time> <span class="live-author">${esc(s.author)}</span></header><div class="live-post-body"><p>${esc(u.p)}</p></div><a class="live-share" href="#post-${900 + i}">🔗</a></article>`).join('\n')}</div><button class="live-load-more">${s.lang === 'en' ? 'Load more updates' : '…'}</button></main>${footerBar(s)}<script src="/static/live-poller.js"></script></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Walls, as their vendors render them

const cfChallenge = (host: string) => `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem}</style><meta http-equiv="refresh" content="390"></head><body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">${host}</h1><h2 id="challenge-running" class="h2">Verifying you are human. This may take a few seconds.</h2><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript><div id="challenge-body-text" class="core-msg spacer">${host} needs to review the security of your connection before proceeding.</div></div></div><script>(function(){window._cf_chl_opt={cvId: '3',cZone: "${host}",cType: 'managed',cRay: '8e4f1c2a9b7d5e31',cH: 'Yx1.kQ2pL_9sd',cUPMDTk: "\\/?__cf_chl_tk=Zq3.x9",cFPWv: 'b',cITimeS: '1764219600',cTTimeMs: '1000',cMTimeMs: '390000',cTplC: 0,cTplV: 5,cTplB: 'cf',cK: "",fa: "\\/?__cf_chl_f_tk=Zq3.x9",md: "kq9L2x",mdrd: "",};var cpo = document.createElement('script');cpo.src = '/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8e4f1c2a9b7d5e31';window._cf_chl_opt.cOgUHash = location.hash === '' && location.href.indexOf('#') !== -1 ? '#' : location.hash;document.getElementsByTagName('head')[0].appendChild(cpo);}());</script><div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8e4f1c2a9b7d5e31</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com" target="_blank">Cloudflare</a></div></div></div></body></html>`;
const cfHeaders = { server: 'cloudflare', 'cf-ray': '8e4f1c2a9b7d5e31-FRA', 'cf-mitigated': 'challenge', 'cache-control': 'private, max-age=0, no-store, no-cache, must-revalidate, post-check=0, pre-check=0', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'same-origin' };
const cfOldChecking = (host: string) => `<!DOCTYPE HTML><html lang="en-US"><head><meta charset="UTF-8" /><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><meta http-equiv="X-UA-Compatible" content="IE=Edge,chrome=1" /><meta name="robots" content="noindex, nofollow" /><meta name="viewport" content="width=device-width,initial-scale=1" /><title>Just a moment...</title><style type="text/css">html, body {width: 100%; height: 100%; margin: 0; padding: 0;}body {background-color: #ffffff; color: #000000; font-family:-apple-system, system-ui, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen, Ubuntu, "Helvetica Neue",Arial, sans-serif; font-size: 16px; line-height: 1.7em;-webkit-font-smoothing: antialiased;}h1 { text-align: center; font-weight:700; margin: 16px 0; font-size: 32px; color:#000000; line-height: 36px;}</style></head><body><table width="100%" height="100%" cellpadding="20"><tr><td align="center" valign="middle"><div class="cf-browser-verification cf-im-under-attack"><noscript><h1 data-translate="turn_on_js" style="color:#bd2426;">Please turn JavaScript on and reload the page.</h1></noscript><div id="cf-content" style="display:none"><div><div class="bubbles"></div><div class="bubbles"></div><div class="bubbles"></div></div><h1><span data-translate="checking_browser">Checking your browser before accessing</span> ${host}.</h1><p data-translate="process_is_automatic">This process is automatic. Your browser will redirect to your requested content shortly.</p><p data-translate="allow_5_secs" id="cf-spinner-allow-5-secs" >Please allow up to 5 seconds&hellip;</p></div><form class="challenge-form" id="challenge-form" action="/?__cf_chl_jschl_tk__=pmd_x8Qw" method="POST" enctype="application/x-www-form-urlencoded"><input type="hidden" name="md" value="kq9L2x"/><input type="hidden" name="r" value="a1b2c3"/></form></div><div class="attribution"><a href="https://www.cloudflare.com/5xx-error-landing/" target="_blank" style="font-size: 12px;">DDoS protection by Cloudflare</a><br /><span class="ray_id">Ray ID: <code>6a1d0e9f8c7b6a52</code></span></div></td></tr></table></body></html>`;
const cfBlocked = (host: string, code: string) => `<!DOCTYPE html><!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]--><!--[if gt IE 8]><!--> <html class="no-js" lang="en-US"> <!--<![endif]--><head><title>Attention Required! | Cloudflare</title><meta charset="UTF-8" /><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><meta name="robots" content="noindex, nofollow" /><link rel="stylesheet" id="cf_styles-css" href="/cdn-cgi/styles/cf.errors.css" /></head><body><div id="cf-wrapper"><div class="cf-alert cf-alert-error cf-cookie-error" id="cookie-alert" data-translate="enable_cookies">Please enable cookies.</div><div id="cf-error-details" class="cf-error-details-wrapper"><div class="cf-wrapper cf-header cf-error-overview"><h1 data-translate="block_headline">Sorry, you have been blocked</h1><h2 class="cf-subheadline"><span data-translate="unable_to_access">You are unable to access</span> ${host}</h2></div><div class="cf-section cf-highlight"><div class="cf-wrapper"><div class="cf-screenshot-container cf-screenshot-full"><span class="cf-no-screenshot error"></span></div></div></div><div class="cf-section cf-wrapper"><div class="cf-columns two"><div class="cf-column"><h2 data-translate="blocked_why_headline">Why have I been blocked?</h2><p data-translate="blocked_why_detail">This website is using a security service to protect itself from online attacks. The action you just performed triggered the security solution. There are several actions that could trigger this block including submitting a certain word or phrase, a SQL command or malformed data.</p></div><div class="cf-column"><h2 data-translate="blocked_resolve_headline">What can I do to resolve this?</h2><p data-translate="blocked_resolve_detail">You can email the site owner to let them know you were blocked. Please include what you were doing when this page came up and the Cloudflare Ray ID found at the bottom of this page.</p></div></div></div><div class="cf-error-footer cf-wrapper w-240 lg:w-full py-10 sm:py-4 sm:px-8 mx-auto text-center sm:text-left border-solid border-0 border-t border-gray-300"><p class="text-13"><span class="cf-footer-item sm:block sm:mb-1">Cloudflare Ray ID: <strong class="font-semibold">8e4f2d11aa0c3b72</strong></span><span class="cf-footer-separator sm:hidden">&bull;</span><span id="cf-footer-item-ip" class="cf-footer-item hidden sm:block sm:mb-1">Your IP: <button type="button" id="cf-footer-ip-reveal" class="cf-footer-ip-reveal-btn">Click to reveal</button></span><span class="cf-footer-separator sm:hidden">&bull;</span><span class="cf-footer-item sm:block sm:mb-1"><span>Performance &amp; security by</span> <a rel="noopener noreferrer" href="https://www.cloudflare.com/5xx-error-landing" id="brand_link" target="_blank">Cloudflare</a></span></p></div>${code ? `<p class="cf-error-code">Error ${code}</p>` : ''}</div></div></body></html>`;
const akamaiDenied = (url: string) => `<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have permission to access "${esc(url)}" on this server.<P>\nReference&#32;&#35;18&#46;4c3e1502&#46;1764219600&#46;1a2b3c4d\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;4c3e1502&#46;1764219600&#46;1a2b3c4d</P>\n</BODY>\n</HTML>\n`;
const datadome = (host: string) => `<html lang="en"><head><title>${host}</title><style>#cmsg{animation: A 1.5s;}@keyframes A{0%{opacity:0;}99%{opacity:0;}100%{opacity:1;}}</style></head><body style="margin:0"><p id="cmsg">Please enable JS and disable any ad blocker</p><script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMAx9fQ2k3LwPwAQ8kQ==','hsh':'2211F522B61E269B869FA6EAFFB5E1','t':'bv','s':43337,'e':'b3c1f0a9d2','host':'geo.captcha-delivery.com','cookie':'x1Yk2~fP3_'}</script><script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>\n`;
const perimeterx = (lang = 'en') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Access to this page has been denied</title><link href="https://fonts.googleapis.com/css?family=Open+Sans:300,400,600,700" rel="stylesheet"><style>html,body{margin:0;padding:0;font-family:'Open Sans',sans-serif;color:#000}.px-container{width:100%;max-width:530px;margin:60px auto}.page-title-wrapper{padding-bottom:24px}.page-title{font-size:24px;font-weight:600}</style><script>window._pxVid = '';window._pxUuid = '4f0b2c1e-9a77-11ef-8b3d-5f2e1c7a9b10';window._pxAppId = 'PXq7R2sT9w';window._pxHostUrl = '/q7R2sT9w/xhr';window._pxCustomLogo = '';window._pxJsClientSrc = '/q7R2sT9w/init.js';window._pxFirstPartyEnabled = true;var pxCaptchaSrc = '/q7R2sT9w/captcha/captcha.js?a=c&u=4f0b2c1e&v=&m=0';</script></head><body><section class="px-container"><div class="page-title-wrapper"><div class="page-title"><h1>Before we continue...</h1></div></div><div class="content-wrapper"><div class="content"><p>Press &amp; Hold to confirm you are<br>a human (and not a bot).</p><div id="px-captcha"></div></div></div><div class="page-footer-wrapper"><div class="page-footer"><p>Reference ID 4f0b2c1e-9a77-11ef-8b3d-5f2e1c7a9b10</p></div></div></section><script src="/q7R2sT9w/captcha/captcha.js?a=c&u=4f0b2c1e&v=&m=0"></script></body></html>`;
const incapsulaJs = () => `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"><meta name="viewport" content="initial-scale=1.0"><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=27&xinfo=9-65437915-0%200NNN%20RT%281764219600123%20411%29%20q%280%20-1%20-1%200%29%20r%280%20-1%29%20B12%2814%2c0%2c0%29%20U18&incident_id=1330000380123451234-31298765432109876&edet=12&cinfo=0e000000&rpinfo=0&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: 1330000380123451234-31298765432109876</iframe></body></html>`;
const incapsulaBlock = () => `<html><head><META NAME="robots" CONTENT="noindex,nofollow"><script src="/_Incapsula_Resource?SWJIYLWA=5074a744e2e3d891814e9a2dace20bd4,719d34d31c8e3a6e6fffd425f7e032f3"></script><body></body></html>`;
const awsWafChallenge = () => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title><style>body{font-family:"Arial"}</style><script type="text/javascript">window.awsWafCookieDomainList = [];window.gokuProps = {"key":"AQIDAHjcYu/GjX+QlghicBgQ/7bFaQZ+m5FKCMDnO+vTbNg96AEwXk3w9Ld+1ZmC3S5nD3kRAAAAfjB8BgkqhkiG9w0BBwagbzBtAgEAMGgGCSqGSIb3DQEHATAeBglghkgBZQMEAS4wEQQM","iv":"CgAF+Dg2XHIAAAXt","context":"Qx7kLm2p"};</script><script src="https://3e1f9a2b7c4d.5c6d7e8f.eu-west-1.token.awswaf.com/3e1f9a2b7c4d/9f8e7d6c5b4a/challenge.js"></script></head><body><div id="challenge-container"></div><script type="text/javascript">AwsWafIntegration.saveReferrer();AwsWafIntegration.checkForceRefresh().then((forceRefresh) => {if (forceRefresh) {AwsWafIntegration.forceRefreshToken().then(() => {window.location.reload(true);});} else {AwsWafIntegration.getToken().then(() => {window.location.reload(true);});}});</script><noscript><h1>JavaScript is disabled</h1>In order to continue, we need to verify that you're not a robot. This requires JavaScript. Enable JavaScript and then reload the page.</noscript></body></html>`;
const cloudfront403 = () => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n<HTML><HEAD><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1">\n<TITLE>ERROR: The request could not be satisfied</TITLE>\n</HEAD><BODY>\n<H1>403 ERROR</H1>\n<H2>The request could not be satisfied.</H2>\n<HR noshade size="1px">\nRequest blocked.\nWe can't connect to the server for this app or website at this time. There might be too much traffic or a configuration error. Try again later, or contact the app or website owner.\n<BR clear="all">\nIf you provide content to customers through CloudFront, you can find steps to troubleshoot and help prevent this error by reviewing the CloudFront documentation.\n<BR clear="all">\n<HR noshade size="1px">\n<PRE>\nGenerated by cloudfront (CloudFront)\nRequest ID: Zx9kL2pQ7rT4vW1yB3nM5cD8fH0jK6sA==\n</PRE>\n<ADDRESS>\n</ADDRESS>\n</BODY></HTML>`;
const sucuriJs = () => `<html><title>You are being redirected...</title>\n<noscript>Javascript is required. Please enable javascript before you are allowed to see this page.</noscript>\n<script>var s={},u,c,U,r,i,l=0,a,e=eval,w=String.fromCharCode,sucuri_cloudproxy_js='',S='cz0iMnNlY3VyaSIuc3Vic3RyKDAsMSkgKyAiNXN1Y3VyIi5jaGFyQXQoMCkgKyAnMScgKyAgJycgKyJkIi5zbGljZSgwLDEpICsgIjRzdWN1ciIuY2hhckF0KDApICsgIiIgKyJmc3VjIi5jaGFyQXQoMCkrICcnICsnYicgKyAnYScgKyAgJycgKyAgIjkiLnNsaWNlKDAsMSkgKyAnN0RxJy5zdWJzdHIoMCwxKSArIjgiOyAgZG9jdW1lbnQuY29va2llPSdzdWN1cmknKydfJysnY2xvdWRwcm94eScrJ191dWlkXycrJzFhMmIzYzRkNScrIj0iICsgcyArICc7cGF0aD0vO21heC1hZ2U9ODY0MDAnOyBsb2NhdGlvbi5yZWxvYWQoKTs=';L=S.length;U=0;r='';var A='ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';for(u=0;u<64;u++){s[A.charAt(u)]=u;}for(i=0;i<L;i++){c=s[S.charAt(i)];U=(U<<6)+c;l+=6;while(l>=8){((a=(U>>>(l-=8))&0xff)||(i<(L-2)))&&(r+=w(a));}}e(r);</script></html>`;
const sucuriDenied = (host: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sucuri WebSite Firewall - Access Denied</title><link rel="stylesheet" href="https://cdn.sucuri.net/sucuri-firewall-block.css"></head><body><div id="main-container"><div id="error-container"><h1>Access Denied - Sucuri Website Firewall</h1></div><div id="description-container"><p>If you are the site owner (or you manage this site), please whitelist your IP or if you think this block is an error please <a href="https://support.sucuri.net/">open a support ticket</a> and make sure to include the block details (displayed in the box below), so we can assist you in troubleshooting the issue.</p></div><div id="block-details-container"><h3>Block details:</h3><table><tr><td>Your IP:</td><td>127.0.0.1</td></tr><tr><td>URL:</td><td>${host}/</td></tr><tr><td>Your Browser:</td><td>citeflow</td></tr><tr><td>Block ID:</td><td>BNP005</td></tr><tr><td>Block reason:</td><td>Bad bot access attempt.</td></tr><tr><td>Time:</td><td>2025-11-27 04:40:00</td></tr><tr><td>Server ID:</td><td>14013</td></tr></table></div><div id="footer-container"><p>Sucuri Website Firewall - CloudProxy<br>Copyright (c) 2025 Sucuri Inc. All rights reserved.</p></div></div></body></html>`;
const fastly503 = () => `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"\n "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html>\n  <head>\n    <title>503 Backend is unhealthy</title>\n  </head>\n  <body>\n    <h1>Error 503 Backend is unhealthy</h1>\n    <p>Backend is unhealthy</p>\n    <h3>Error 54113</h3>\n    <p>Details: cache-fra-eddf8230059-FRA 1764219600 2783726354</p>\n    <hr>\n    <p>Varnish cache server</p>\n  </body>\n</html>\n`;
const varnishGuru = () => `<!DOCTYPE html>\n<html>\n  <head>\n    <title>503 Service Unavailable</title>\n  </head>\n  <body>\n    <h1>Error 503 Service Unavailable</h1>\n    <p>Service Unavailable</p>\n    <h3>Guru Meditation:</h3>\n    <p>XID: 98305421</p>\n    <hr>\n    <p>Varnish cache server</p>\n  </body>\n</html>\n`;
const hcaptcha = (lang: string, title: string, text: string, btn: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title><script src="https://js.hcaptcha.com/1/api.js" async defer></script><style>.box{max-width:420px;margin:15vh auto;text-align:center;font-family:sans-serif}</style></head><body><div class="box"><h1>${esc(title)}</h1><p>${esc(text)}</p><form method="post" action="/.well-known/captcha/verify"><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div><input type="hidden" name="return" value="/"><button type="submit">${esc(btn)}</button></form></div></body></html>`;

// Paywall and meter texts, in the sites' languages.
const SUBONLY: Record<string, [string, string, string]> = {
  en: ['This article is for subscribers only', 'Subscribe now for unlimited access to local journalism. Already a subscriber? Sign in.', 'Subscribe'],
  de: ['Dieser Artikel ist nur für Abonnenten verfügbar', 'Lesen Sie jetzt weiter mit BN+ – 4 Wochen für 0,99 €. Bereits Abonnent? Hier anmelden.', 'Jetzt abonnieren'],
  fr: ['Cet article est réservé aux abonnés', 'Abonnez-vous pour lire la suite : 1 € le premier mois, sans engagement. Déjà abonné ? Se connecter.', 'Je m\'abonne'],
  es: ['Este contenido es exclusivo para suscriptores', 'Suscríbete para seguir leyendo: primer mes por 1 €. ¿Ya eres suscriptor? Inicia sesión.', 'Suscríbete'],
  it: ['Hai raggiunto il limite di articoli gratuiti di questo mese', 'Abbonati per continuare a leggere tutti gli articoli: 1 € al mese per 3 mesi. Sei già abbonato? Accedi.', 'Abbonati ora'],
  pt: ['Conteúdo exclusivo para assinantes', 'Assine para continuar lendo por R$ 1,90 no primeiro mês. Já é assinante? Entre.', 'Assine'],
  nl: ['Je hebt je gratis artikelen voor deze maand gelezen', 'Lees onbeperkt verder met een digitaal abonnement: de eerste maand voor € 1. Al abonnee? Log in.', 'Word abonnee'],
  pl: ['Ten artykuł jest dostępny tylko dla prenumeratorów', 'Wykup dostęp, aby czytać dalej. Pierwszy miesiąc za 1 zł. Masz już prenumeratę? Zaloguj się.', 'Kup dostęp'],
  sv: ['Du har läst dina fria artiklar', 'Fortsätt läsa med VD Digital – första månaden för 1 kr. Redan prenumerant? Logga in.', 'Prenumerera'],
  cs: ['Článek je dostupný pouze pro předplatitele', 'Předplaťte si digitální vydání a čtěte dál. První měsíc za 1 Kč. Už máte předplatné? Přihlaste se.', 'Předplatit'],
  ru: ['Материал доступен только подписчикам', 'Оформите подписку, чтобы продолжить чтение. Первый месяц — 1 рубль. Уже подписаны? Войдите.', 'Оформить подписку'],
  uk: ['Матеріал доступний лише передплатникам', 'Оформіть передплату, щоб читати далі. Вже маєте передплату? Увійдіть.', 'Передплатити'],
  el: ['Το άρθρο είναι διαθέσιμο μόνο για συνδρομητές', 'Γίνετε συνδρομητής για να συνεχίσετε την ανάγνωση. Είστε ήδη συνδρομητής; Συνδεθείτε.', 'Εγγραφή'],
  tr: ['Bu içerik abonelerimize özeldir', 'Haberin devamını okumak için abone olun. Zaten abone misiniz? Giriş yapın.', 'Abone ol'],
  ar: ['هذا المقال متاح للمشتركين فقط', 'اشترك الآن لمواصلة القراءة والوصول غير المحدود. مشترك بالفعل؟ سجّل الدخول.', 'اشترك الآن'],
  he: ['הכתבה מיועדת למנויים בלבד', 'הצטרפו למינוי דיגיטלי כדי להמשיך לקרוא. כבר מנויים? התחברו.', 'לרכישת מינוי'],
  ja: ['この記事は有料会員限定です', '続きを読むには有料会員登録が必要です。登録済みの方はログインしてください。', '有料会員に登録する'],
  zh: ['本文为付费内容', '订阅后即可阅读全文。已订阅？请登录。', '立即订阅'],
  ko: ['이 기사는 유료 회원 전용입니다', '구독하고 기사 전문을 읽어보세요. 이미 구독 중이신가요? 로그인하세요.', '구독하기'],
  hi: ['यह लेख केवल सब्सक्राइबर्स के लिए है', 'आगे पढ़ने के लिए सब्सक्राइब करें। पहले से सब्सक्राइबर हैं? लॉग इन करें।', 'सब्सक्राइब करें'],
  vi: ['Bài viết dành riêng cho thành viên trả phí', 'Đăng ký gói thành viên để đọc tiếp. Đã là thành viên? Đăng nhập.', 'Đăng ký'],
  th: ['บทความนี้สำหรับสมาชิกเท่านั้น', 'สมัครสมาชิกเพื่ออ่านต่อ หากเป็นสมาชิกแล้วกรุณาเข้าสู่ระบบ', 'สมัครสมาชิก'],
};
const subWall = (lang: string, cls = 'paywall') => { const [h, p, b] = SUBONLY[lang] ?? SUBONLY.en!; return `<div class="${cls}" data-paywall="hard"><div class="paywall__fade"></div><h3 class="paywall__title">${esc(h)}</h3><p class="paywall__text">${esc(p)}</p><a class="paywall__cta" href="/subscribe?ref=article">${esc(b)}</a></div>`; };

// ---------------------------------------------------------------------------------------------
// The set

function buildEntries(): Entry[] {
  const E: Entry[] = [];
  const add = (e: Entry) => E.push(e);

  // (1) Every story on its own site, full text, with the site's consent manager banner: valid.
  STORIES.forEach((s, i) => {
    const c = CMPS[i] ?? 'none';
    add(entry(`art-${s.k}`, s.host, 'valid', `the story on its own site (${FLAVOR[s.k]} template${c !== 'none' ? `, ${c} banner over it` : ''}); a banner does not hide the article`, html((u) => doc(s, u, { cmp: c })), { path: artPath(s), context: ctx(s), quotes: qs(s) }));
  });

  // (2) The same story in other forms.
  const canon = (s: Story, web: { origin(h: string): string }) => `${web.origin(s.host)}${artPath(s)}`;
  for (const k of ['tucson', 'nantes', 'izmir', 'busan', 'pune']) {
    const s = byKey(k);
    add(entry(`amp-${k}`, s.host, 'valid', 'the AMP edition of the story (amp-consent prompt, amp-img, analytics)', (req, res, web) => write(res, { body: ampDoc(s, urlOf(req, web), canon(s, web)) }), { path: `${artPath(s)}/amp`, context: ctx(s), quotes: qs(s) }));
  }
  for (const k of ['leeds', 'freiburg', 'gdansk', 'brno']) {
    const s = byKey(k);
    add(entry(`print-${k}`, s.host, 'valid', 'the print view of the story (bare HTML, window.print on load)', (_req, res, web) => write(res, { body: printDoc(s, canon(s, web)) }), { path: `/print${artPath(s)}`, context: ctx(s), quotes: qs(s) }));
  }
  for (const [k, cs] of [['valencia', 'utf-8'], ['novosib', 'koi8-r'], ['sapporo', 'euc-jp']] as const) {
    const s = byKey(k);
    const mhost = s.host.replace(/^www\./, 'm.');
    add(entry(`m-${k}`, mhost, 'valid', `the mobile site's copy of the story on the m. host${cs !== 'utf-8' ? ` (${cs}, declared in a meta http-equiv only)` : ''}`, (_req, res, web) => write(res, { body: mobileDoc(s, canon(s, web), cs), charset: cs, type: 'text/html' }), { path: `/news/${s.k}-${s.date.slice(0, 10)}.html`, context: ctx(s), quotes: qs(s) }));
  }
  // Paginated: page 2 holds paragraphs 4-5 (and the quote); page 1 the rest.
  const PAGER: Record<string, [string, string]> = { de: ['Seite 2 von 2', '« Zurück zu Seite 1'], it: ['Pagina 2 di 2', '« Pagina precedente'], ja: ['2ページ目 / 全2ページ', '« 前のページ'], zh: ['第2页 共2页', '« 上一页'], en: ['Page 2 of 2', '« Previous page'] };
  for (const k of ['tucson', 'freiburg', 'bologna', 'sapporo', 'chengdu']) {
    const s = byKey(k);
    const [pn, prev] = PAGER[s.lang] ?? PAGER.en!;
    add(entry(`page2-${k}`, s.host, 'valid', 'page 2 of a paginated article, cited for a sentence that is on page 2', html((u) => doc(s, u, { paras: s.paras.slice(3), before: `<div class="pager-top">${esc(pn)}</div>`, after: `<nav class="pagination"><a rel="prev" href="${esc(u.replace(/\/2$/, ''))}">${esc(prev)}</a> <span class="current">2</span></nav>`, canonical: u })), { path: `${artPath(s)}/2`, context: ctx(s), quotes: qs(s) }));
  }
  const LIVE_EXTRA: Record<string, [string, string]> = {
    en: ['Traffic on the Kirkstall Road is moving normally again after an earlier breakdown near the retail park, West Yorkshire Police said.', 'That is all from us for today. Thank you for following along; we will be back tomorrow morning.'],
    uk: ['На вулиці Стрийській відновили рух після ранкової аварії, повідомили в патрульній поліції.', 'На цьому все на сьогодні. Дякуємо, що були з нами, продовжимо завтра зранку.'],
    ko: ['해운대구는 오늘 오후 교통 통제 구간을 안내했다.', '오늘 라이브는 여기까지입니다. 내일 아침 다시 찾아뵙겠습니다.'],
  };
  for (const k of ['leeds', 'lviv', 'busan']) {
    const s = byKey(k);
    add(entry(`live-${k}`, s.host, 'valid', 'a live blog whose timestamped updates carry the story (and two unrelated updates)', html((u) => liveDoc(s, u, LIVE_EXTRA[s.lang]!)), { path: `/live/${s.date.slice(0, 10)}-${s.k}-updates`, context: ctx(s), quotes: qs(s) }));
  }
  // Syndicated copies on partner sites.
  const SYN: [string, string, string, string][] = [
    ['tucson', 'www.azdailywire.com', 'Arizona Daily Wire', 'This story originally appeared in the Tucson Ledger and is republished here under a content-sharing agreement.'],
    ['curitiba', 'www.noticiasdosul.com.br', 'Notícias do Sul', 'Este conteúdo foi publicado originalmente pela Gazeta Paranaense e é reproduzido mediante parceria.'],
    ['novosib', 'www.sibir-info.ru', 'Сибирь-Инфо', 'Материал впервые опубликован изданием «Сибирский вестник» и перепечатан с разрешения редакции.'],
  ];
  for (const [k, host, site, note] of SYN) {
    const s = byKey(k);
    const partner: Story = { ...s, host, site };
    add(entry(`syn-${k}`, host, 'valid', `a syndicated copy of the story on a partner site (${site}), credited to the original`, (req, res, web) => write(res, { body: doc(partner, urlOf(req, web), { canonical: canon(s, web), after: `<p class="syndication-note"><em>${esc(note)}</em></p>`, flavor: 'wp', rail: [] }) }), { path: `/partner/${s.k}`, context: ctx(s), quotes: qs(s) }));
  }
  // Translated editions (English edition of a Greek and a Hebrew site), cited with the original title.
  const TR: [string, string, string[]][] = [
    ['thess', 'Thessaloniki: metro extension to Kalamaria gets under way', [
      'Work began on Monday on the extension of the Thessaloniki metro towards Kalamaria and Mikra. The new line will be 4.8 kilometres long and have five stations.',
      'The transport minister said the project, with a budget of 520 million euros, is largely funded by the Recovery Fund and should be completed by the end of 2027.',
      'The mayor of Kalamaria called the extension "the most important project for the city in decades", as the area faces daily traffic congestion.',
      'According to the studies, the extension will serve about 60,000 passengers a day and cut the journey time from Mikra to the city centre to 15 minutes.',
      'Residents are asking for measures against noise and dust during the works.',
    ]],
    ['haifa', 'Haifa approves new cable car from Bat Galim to the university', [
      'Haifa city council this week approved a new cable car line linking the Bat Galim neighbourhood with the University of Haifa. The line will be 4.6 kilometres long with five stations.',
      'The project is estimated to cost 380 million shekels, most of it funded by the Transport Ministry. The ride from Bat Galim to the campus will take about 17 minutes.',
      'The mayor told the meeting the cable car would change how residents of the western neighbourhoods get to study and work. Opposition members said the money should go to existing public transport.',
      'Under the plan, cabins will pass every 20 seconds, each carrying up to ten passengers, giving the line a capacity of about 3,000 passengers an hour in each direction.',
      'Construction is expected to begin next year and last about three years.',
    ]],
  ];
  for (const [k, h, paras] of TR) {
    const s = byKey(k);
    const en: Story = { ...s, lang: 'en', h, paras, dek: paras[0]!.slice(0, 120) };
    add(entry(`transl-${k}`, s.host, 'valid', `the site's English edition of the story, cited under its original ${s.lang} headline: the same report, same publisher`, html((u) => doc(en, u, { flavor: 'wp' })), { path: `/en${artPath(s)}`, context: { title: s.h } }));
  }
  // Retitled since cited: the headline changed, the story (and the quote) did not.
  const RETITLE: [string, string, string][] = [
    ['gdansk', 'Gdańsk: umowa podpisana. Pesa dostarczy 20 tramwajów na Morenę do 2027 roku', 'Aktualizacja: tytuł zmieniony po podpisaniu umowy.'],
    ['busan', '해운대해수욕장 밤 9시까지 수영 가능…야간 개장 8월 말까지', '※ 이 기사는 제목이 수정됐습니다.'],
    ['umea', 'Klart: Ny simhall med 50-metersbassäng byggs vid Gammliavallen', 'Uppdaterad: Rubriken har ändrats sedan publiceringen.'],
  ];
  for (const [k, h, note] of RETITLE) {
    const s = byKey(k);
    add(entry(`retitled-${k}`, s.host, 'valid', 'the story after an update changed its headline; the cited (old) headline is gone but the report and the quote are the same', html((u) => doc(s, u, { headline: h, updated: '2025-11-20T10:00:00Z', after: `<p class="update-note"><em>${esc(note)}</em></p>` })), { path: `/${s.k}/${s.date.slice(0, 10)}/story`, context: ctx(s), quotes: qs(s) }));
  }
  // Tracking parameters and fragments: the server ignores them (served by the clean URL's route).
  for (const [k, tail] of [['utrecht', '?utm_source=facebook&utm_medium=social&utm_campaign=ochtend&fbclid=IwAR2xQ9'], ['lviv', '#comments'], ['chengdu', '?from=timeline&isappinstalled=0&scene=1'], ['dubai', '?ref=homepage&sessionid=4f1c9e2a#related']] as const) {
    const s = byKey(k);
    const p = `/t/${s.k}-${s.date.slice(0, 10)}`;
    add(target(`tracked-${k}-page`, s.host, p, html((u) => doc(s, u, { canonical: `${u}` }))));
    add(entry(`tracked-${k}`, s.host, 'valid', `the story's URL as shared, with tracking parameters / a fragment (${tail.slice(0, 24)}…)`, html(() => 'unused'), { path: `${p}${tail}`, context: ctx(s), quotes: qs(s) }));
  }
  // Old slug and archive moves (301), canonical elsewhere.
  for (const k of ['bologna', 'brno', 'danang']) {
    const s = byKey(k);
    const newPath = `/${s.k}/news/${s.date.slice(0, 10)}-${s.k}-final-slug`;
    add(target(`newslug-${k}`, s.host, newPath, html((u) => doc(s, u))));
    add(entry(`oldslug-${k}`, s.host, 'valid', 'an old slug that 301-redirects to the story\'s current URL', redirect((o) => `${o(s.host)}${newPath}`, 301), { path: `/${s.k}/news/draft-${s.k}-old-slug`, context: ctx(s), quotes: qs(s) }));
  }
  for (const [k, arch] of [['valencia', '/hemeroteca/2025/04/08/'], ['umea', '/arkiv/2025/01/29/']] as const) {
    const s = byKey(k);
    add(target(`archived-${k}`, s.host, `${arch}${s.k}`, html((u) => doc(s, u, { before: `<div class="archive-banner">${s.lang === 'es' ? 'Archivo · Este artículo fue publicado hace más de seis meses' : 'Arkiv · Den här artikeln publicerades för mer än sex månader sedan'}</div>` }))));
    add(entry(`toarchive-${k}`, s.host, 'valid', 'the story moved into the archive section (301 from its old place)', redirect((o) => `${o(s.host)}${arch}${s.k}`, 301), { path: `/nyheter/${s.k}-moved`, context: ctx(s), quotes: qs(s) }));
  }
  for (const k of ['izmir', 'pune']) {
    const s = byKey(k);
    add(entry(`canonical-${k}`, s.host, 'valid', 'the story served on a campaign path whose rel=canonical points to another URL (the story itself is here)', (_req, res, web) => write(res, { body: doc(s, `${web.origin(s.host)}/campaign/${s.k}`, { canonical: `https://www.${s.k}-edition.example/haber/${s.k}` }) }), { path: `/campaign/${s.k}`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('curitiba');
    add(entry('piano-free-curitiba', s.host, 'valid', 'a free article on a Piano site: the tp.push scripts are there but isAccessibleForFree is true and the text is whole', html((u) => doc(s, u, { free: true, headExtra: `<script>tp=window.tp||[];tp.push(["setAid","Qk7xP2mR9s"]);tp.push(["setContentSection","${s.section}"]);tp.push(["setTags",["gratuito"]]);tp.push(["init",function(){tp.experience.init()}]);</script><script src="https://cdn.tinypass.com/api/tinypass.min.js" async></script>` })), { path: `/curitiba/gratis/${s.k}`, context: ctx(s), quotes: qs(s) }));
  }

  // (3) Transport behaviour of real servers (valid unless said).
  {
    const s = byKey('tucson');
    const final = `/news/2025/09/16/${s.k}-water-rates/`;
    add(target('chain-final', s.host, final, html((u) => doc(s, u))));
    add(target('chain-2', s.host, `/news/2025/09/16/${s.k}-water-rates`, redirect(`/news/2025/09/16/${s.k}-water-rates/`, 301)));
    add(target('chain-1', 'tucsonledger.com', `/news/2025/09/16/${s.k}-water-rates`, redirect((o) => `${o(s.host)}/news/2025/09/16/${s.k}-water-rates`, 301)));
    add(entry('chain', 'tucsonledger.com', 'valid', 'a 4-hop redirect chain (short link → bare domain → www → trailing slash) ending at the story', redirect((o) => `${o('tucsonledger.com')}/news/2025/09/16/${s.k}-water-rates`, 302), { path: '/s/7Qx2', context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('nantes');
    add(target('rel-final', s.host, `/actualite/2025/${s.k}-busway`, html((u) => doc(s, u))));
    add(entry('relative-location', s.host, 'valid', 'a 301 with a relative Location ("../2025/…") to the story', (_req, res) => { res.writeHead(301, { location: `../2025/${s.k}-busway`, 'content-length': '0' }); res.end(); }, { path: '/actualite/old/busway-reze', context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('gdansk');
    add(target('proto-final', s.host, `/wiadomosci/${s.k}-tramwaje`, html((u) => doc(s, u))));
    add(entry('protocol-relative', s.host, 'valid', 'a 302 whose Location is protocol-relative (//host:port/…)', (_req, res, web) => { res.writeHead(302, { location: `//${s.host}:${web.port}/wiadomosci/${s.k}-tramwaje` }); res.end(); }, { path: '/r/tramwaje-morena', context: ctx(s), quotes: qs(s) }));
  }
  for (const [k, cookieName] of [['leeds', 'ak_bmsc'], ['thess', '__cf_bm']] as const) {
    const s = byKey(k);
    add(entry(`cookie-self-${k}`, s.host, 'valid', `the server sets a ${cookieName} cookie and redirects to the same URL; with the cookie it serves the story`, (req, res, web) => {
      if (!(req.headers.cookie ?? '').includes(`${cookieName}=`)) {
        res.writeHead(302, { location: urlOf(req, web), 'set-cookie': `${cookieName}=7F3c9A1e0b2D4f6a8C0e2g4i6k8m0o2q~1; Domain=${s.host}; Path=/; Max-Age=7200; HttpOnly`, 'cache-control': 'no-store' });
        return res.end();
      }
      write(res, { body: doc(s, urlOf(req, web)) });
    }, { path: `/cookie/${s.k}`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('valencia');
    add(target('cookie-redirect-final', s.host, `/valencia/2025/04/08/${s.k}-huerta.html`, (req, res, web) => write(res, { body: doc(s, urlOf(req, web)) })));
    add(entry('cookie-then-redirect', s.host, 'valid', 'Set-Cookie (session) and a 302 to the article, as newsletter click trackers do', (_req, res, web) => { res.writeHead(302, { location: `${web.origin(s.host)}/valencia/2025/04/08/${s.k}-huerta.html`, 'set-cookie': ['nl_src=boletin-diario; Path=/; Max-Age=600', 'uid=8c1f2e; Path=/; SameSite=Lax'] }); res.end(); }, { path: '/nl/click/8c1f2e', context: ctx(s), quotes: qs(s) }));
  }
  const rawHandler = (build: (web: { origin(h: string): string; port: number }, req: { headers: { host?: string }; url?: string }) => Buffer, delayMs = 0): Handler => (req, _res, web) => {
    const go = () => { const sock = req.socket; sock.write(build(web, req)); sock.end(); };
    if (delayMs) setTimeout(go, delayMs); else go();
  };
  for (const k of ['brno', 'chiangmai']) {
    const s = byKey(k);
    const cs = s.legacy!;
    add(entry(`http10-${k}`, s.host, 'valid', `an HTTP/1.0 server: no Content-Length, body ends when the connection closes (${cs} declared in the header)`, rawHandler((web, req) => Buffer.concat([Buffer.from(`HTTP/1.0 200 OK\r\nServer: Apache/1.3.42 (Unix)\r\nContent-Type: text/html; charset=${cs}\r\nConnection: close\r\n\r\n`, 'latin1'), enc(doc(s, urlOf(req, web), { charset: null }), cs)])), { path: `/cgi-bin/clanek.cgi/${s.k}`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('haifa');
    add(entry('slow-first-byte', s.host, 'valid', 'the first byte after 2.2 s (a cold application server), then the story', (req, res, web) => { setTimeout(() => write(res, { body: doc(s, urlOf(req, web)) }), 2200); }, { path: `/slow/${s.k}`, context: ctx(s), quotes: qs(s) }));
  }
  for (const k of ['dubai', 'pune']) {
    const s = byKey(k);
    add(entry(`chunked-${k}`, s.host, 'valid', 'a chunked body flushed in four parts with pauses (streaming SSR)', (req, res, web) => {
      const body = Buffer.from(doc(s, urlOf(req, web)), 'utf8');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'transfer-encoding': 'chunked' });
      const n = 4;
      const size = Math.ceil(body.length / n);
      let i = 0;
      const tick = () => { if (i < n) { res.write(body.subarray(i * size, (i + 1) * size)); i++; setTimeout(tick, 120); } else res.end(); };
      tick();
    }, { path: `/stream/${s.k}`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('umea');
    add(entry('truncated-body', s.host, 'valid', 'Content-Length larger than what is sent; the connection drops after the article and before the footer (a browser shows the story)', (req, res, web) => {
      const page = Buffer.from(doc(s, urlOf(req, web)), 'utf8');
      const cut = page.indexOf(Buffer.from('<footer class="site-footer"'));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(page.length) });
      res.write(page.subarray(0, cut));
      setTimeout(() => res.socket?.destroy(), 80);
    }, { path: `/nyheter/${s.k}-simhall-avbruten`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('bologna');
    add(entry('content-length-short', s.host, 'valid', 'a Content-Length shorter than the body, on a kept-alive connection (the page is cut after the article, inside the rail; the extra bytes are garbage after the response)', rawHandler((web, req) => {
      const page = Buffer.from(doc(s, urlOf(req, web)), 'utf8');
      const cut = page.indexOf(Buffer.from('<aside class="rail">')) + 40;
      return Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${cut}\r\n\r\n`, 'latin1'), page]);
    }), { path: `/cronaca/${s.k}-zona30-cl`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('izmir');
    add(entry('x-gzip', s.host, 'valid', 'a gzip body labelled Content-Encoding: x-gzip (old Apache mod_deflate setups)', (req, res, web) => { const b = gzipSync(Buffer.from(doc(s, urlOf(req, web)), 'utf8')); res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8', 'content-encoding': 'x-gzip', 'content-length': String(b.length) }); res.end(b); }, { path: `/haber/${s.k}-vapur-gz`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('sapporo');
    add(entry('gzip-no-type', s.host, 'valid', 'a gzip body with no Content-Type header at all (browsers sniff HTML; charset in a meta tag)', (req, res, web) => { const b = gzipSync(Buffer.from(doc(s, urlOf(req, web)), 'utf8')); res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(b.length) }); res.end(b); }, { path: `/news/${s.k}-gz.html`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('lviv');
    add(entry('raw-deflate', s.host, 'valid', 'Content-Encoding: deflate carrying raw deflate (no zlib header), as IIS sent it', (req, res, web) => { const b = deflateRawSync(Buffer.from(doc(s, urlOf(req, web)), 'utf8')); res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'deflate', 'content-length': String(b.length) }); res.end(b); }, { path: `/news/${s.k}-deflate`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('busan');
    add(entry('br-legacy', s.host, 'valid', 'a brotli body in EUC-KR whose only charset declaration is a meta http-equiv (Content-Type without charset)', (req, res, web) => { const b = brotliCompressSync(enc(doc(s, urlOf(req, web), { charset: null, httpEquiv: 'euc-kr' }), 'euc-kr')); res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br', 'content-length': String(b.length) }); res.end(b); }, { path: `/news/articleView.html`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('chengdu');
    add(entry('head-405', s.host, 'valid', 'HEAD answers 405 Method Not Allowed, GET answers the story', (req, res, web) => { if (req.method === 'HEAD') { res.writeHead(405, { allow: 'GET, POST' }); return res.end(); } write(res, { body: doc(s, urlOf(req, web)) }); }, { path: `/html/2025-07/02/content_${s.k}.htm`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('danang');
    add(entry('head-404', s.host, 'valid', 'HEAD answers 404 (the CMS only routes GET), GET answers the story', (req, res, web) => { if (req.method === 'HEAD') { res.writeHead(404, { 'content-type': 'text/html' }); return res.end(); } write(res, { body: doc(s, urlOf(req, web)) }); }, { path: `/${s.k}-cau-song-han-post1.html`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('haifa');
    let n = 0;
    add(entry('429-once', s.host, 'valid', 'one 429 with Retry-After: 1, then the story (rate limit that clears)', (req, res, web) => { if (n++ === 0) { res.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' }); return res.end('Too Many Requests'); } write(res, { body: doc(s, urlOf(req, web)) }); }, { path: `/rl/${s.k}`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('utrecht');
    let n = 0;
    add(entry('503-once', s.host, 'valid', 'one 503 from the load balancer without Retry-After, then the story', (req, res, web) => { if (n++ === 0) { res.writeHead(503, { 'content-type': 'text/html' }); return res.end('<html><body><h1>503 Service Temporarily Unavailable</h1><hr><center>nginx</center></body></html>'); } write(res, { body: doc(s, urlOf(req, web)) }); }, { path: `/utrecht/${s.k}-lb`, context: ctx(s), quotes: qs(s) }));
  }
  // Legacy charsets: declared only in a meta tag (header without charset), or wrongly.
  for (const s of STORIES.filter((x) => x.legacy)) {
    const cs = s.legacy!;
    const style = ['novosib', 'sapporo', 'thess', 'dubai', 'brno'].includes(s.k) ? 'http-equiv' : 'meta';
    add(entry(`charset-${s.k}`, s.host, 'valid', `the story in ${cs}, declared only in ${style === 'meta' ? '<meta charset>' : 'a <meta http-equiv> tag'} (Content-Type: text/html without charset)`, (req, res, web) => write(res, { body: doc(s, urlOf(req, web), style === 'meta' ? { charset: cs } : { charset: null, httpEquiv: cs }), charset: cs, type: 'text/html' }), { path: `/legacy/${s.k}.html`, context: ctx(s), quotes: qs(s) }));
  }
  {
    const s = byKey('freiburg');
    add(entry('latin1-header-cp1252-body', s.host, 'valid', 'header says ISO-8859-1, body is windows-1252 („…“ quotes in 0x84/0x93) — browsers read ISO-8859-1 as windows-1252', (req, res, web) => write(res, { body: enc(doc(s, urlOf(req, web), { charset: 'iso-8859-1' }), 'windows-1252'), type: 'text/html; charset=ISO-8859-1' }), { path: `/legacy/${s.k}-latin1.html`, context: ctx(s), quotes: [...qs(s), q('„Fernwärmekunden können ihren Anbieter nicht wechseln und sind der Preispolitik ausgeliefert“')] }));
  }
  {
    const s = byKey('nantes');
    add(entry('bom-vs-header', s.host, 'valid', 'a UTF-8 BOM with a header that says windows-1252 (the BOM wins in browsers)', (req, res, web) => write(res, { body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(doc(s, urlOf(req, web)), 'utf8')]), type: 'text/html; charset=windows-1252' }), { path: `/legacy/${s.k}-bom.html`, context: ctx(s), quotes: qs(s) }));
  }

  // (4) Paywalls, vendor by vendor.
  const teaser = (s: Story, n = 2) => s.paras.slice(0, n);
  const p0 = (s: Story) => (/\s/.test(s.paras[0]!.slice(0, 40)) ? s.paras[0]!.split(' ').slice(0, 9).join(' ') : s.paras[0]!.slice(0, 20));
  const pwQuotes = (s: Story): QuoteCheck[] => [q(p0(s)), q(s.q, false), q(s.nq, false)];
  const pw = (id: string, k: string, reason: string, o: (s: Story, u: string) => DocOpts, path?: string, quotes?: (s: Story) => QuoteCheck[]) => {
    const s = byKey(k);
    add(entry(id, s.host, 'paywalled', reason, html((u) => doc(s, u, o(s, u))), { path: path ?? `/plus/${id}`, context: ctx(s), quotes: (quotes ?? pwQuotes)(s) }));
  };
  pw('piano-tucson', 'tucson', 'Piano/Tinypass: two teaser paragraphs, "Subscribe to continue reading" offer, isAccessibleForFree false', (s) => ({ paras: teaser(s), free: false, after: `<div id="piano-inline" class="tp-container-inner"><div class="piano-offer"><h3>Subscribe to continue reading</h3><p>Get unlimited digital access for $1 a week for the first 6 months. Cancel anytime.</p><a class="btn" href="/subscribe/?offer=OF3HQTHR122F">Subscribe</a> <a href="/account/login">Already a subscriber? Log in</a></div></div>`, headExtra: `<script>tp=window.tp||[];tp.push(["setAid","TlX9cQ2wHk"]);tp.push(["setCxenseSiteId","1139721301232412"]);tp.push(["setContentIsNative",false]);tp.push(["setTags",["premium","local-news"]]);tp.push(["init",function(){tp.experience.init()}]);</script><script src="https://cdn.tinypass.com/api/tinypass.min.js" async></script>` }));
  pw('piano-meter-leeds', 'leeds', 'Piano metered wall in place of the body: "Continue reading with a membership" after the first paragraph', (s) => ({ paras: teaser(s, 1), after: `<div class="tp-modal"><div class="meter-expired"><h2>You've read all of your free articles this month</h2><p>Continue reading with a membership. Support local journalism from £1.99 a month.</p><a href="/membership">See membership options</a><a href="/login">Sign in</a></div></div>` }));
  pw('full-text-not-free', 'freiburg', 'BN+ article: the response carries the whole text but the publisher declares isAccessibleForFree=false (the browser hides it behind the Piano wall) — labelling rule 2', (s) => ({ free: false, before: `<span class="plus-badge" aria-label="BN+">BN+</span>`, headExtra: `<script>tp=window.tp||[];tp.push(["setAid","Bn9Qx2"]);tp.push(["setTags",["bnplus"]]);</script>` }), '/freiburg/bnplus/fernwaerme', (s) => qs(s));
  pw('poool-nantes', 'nantes', 'Poool (French paywall vendor): teaser and "Cet article est réservé aux abonnés" widget', (s) => ({ paras: teaser(s), after: `<div id="poool-widget" data-poool-mode="hide"><div class="poool-widget-content"><h3>Cet article est réservé aux abonnés.</h3><p>Pour lire la suite, abonnez-vous dès 1 € le premier mois.</p><a class="poool-btn" href="/abonnement">Je m'abonne</a> <a href="/connexion">Déjà abonné ? Je me connecte</a></div></div><script>poool("init","K3D9Q-2LMX7-...");poool("config",{"mode":"hide","percent":80,"post_container":".field--name-body","widget_container":"#poool-widget"});poool("send","page-view","premium");</script>` }));
  pw('zephr-leeds', 'leeds', 'Zephr feature: registration wall after the first paragraph ("Register for free to keep reading")', (s) => ({ paras: teaser(s, 1), after: `<div data-zephr-feature="article-regwall" class="zephr-feature_article-regwall"><div class="zephr-registration-form"><h3>Register for free to keep reading</h3><p>To continue reading this article, create a free Yorkshire Evening Courier account or sign in.</p><form><input type="email" placeholder="Email address"><button>Continue</button></form></div></div>` }), '/news/zephr-regwall-kirkstall');
  pw('laterpay-freiburg', 'freiburg', 'Laterpay: teaser and "Artikel für 0,39 € freischalten"', (s) => ({ paras: teaser(s), after: `<div class="lp_paid-content-teaser"><div class="lp_purchase-overlay"><h3>Weiterlesen mit Laterpay</h3><p>Diesen Artikel für 0,39 € freischalten – jetzt lesen, später bezahlen.</p><a class="lp_purchase-link" href="#" data-laterpay="eyJhbGciOiJIUzI1NiJ9">Artikel freischalten</a></div></div><script src="https://lpcdn.laterpay.net/connector/latest/app-de-DE.js" async></script>` }), '/freiburg/lp/fernwaerme');
  {
    const s = byKey('freiburg');
    add(entry('steady-blog', 'blog.freiburg-energie.de', 'paywalled', 'a Steady-powered blog post: first paragraph, then "Dieser Beitrag ist nur für Mitglieder"', html((u) => doc({ ...s, host: 'blog.freiburg-energie.de', site: 'Freiburger Energieblog', author: 'Jonas Albiez' }, u, { flavor: 'wp', paras: teaser(s, 1), rail: [], after: `<div class="steady-paywall" id="steady-checkout"><h3>Dieser Beitrag ist nur für Mitglieder</h3><p>Werde Mitglied ab 4 € im Monat, um weiterzulesen und unabhängigen Energiejournalismus zu unterstützen.</p><a href="https://steadyhq.com/de/freiburgerenergieblog/plans">Jetzt Mitglied werden</a></div><script src="https://steadyhq.com/widget_loader/6f1c2b3a-9d8e-4f7a-b6c5-d4e3f2a1b0c9"></script>` })), { path: '/2025/10/fernwaerme-badenova', context: ctx(s), quotes: pwQuotes(s) }));
  }
  {
    const s = byKey('tucson');
    const host = 'www.desertwaterreport.com';
    add(entry('memberful', host, 'paywalled', 'a Memberful members-only post: "This post is for members only"', html((u) => doc({ ...s, host, site: 'Desert Water Report', author: 'Ray Castillo' }, u, { flavor: 'wp', paras: teaser(s, 1), rail: [], after: `<div class="memberful-restricted"><h3>This post is for members only</h3><p>Become a member to read the full analysis of Tucson Water's rate case, or sign in if you already have an account.</p><a href="https://desertwater.memberful.com/checkout?plan=88211">Become a member</a> <a href="https://desertwater.memberful.com/account">Sign in</a></div><script src="https://d35xxde4fgg0cx.cloudfront.net/assets/embedded.js" async></script>` })), { path: '/analysis/tucson-rates', context: ctx(s), quotes: pwQuotes(s) }));
    const sub = 'tucsonwater.substack.com';
    add(entry('substack', sub, 'paywalled', 'a Substack post for paid subscribers: preview paragraph, then the paywall', html((u) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(s.h)} - Tucson Water Watch</title><meta property="og:title" content="${esc(s.h)}"><meta property="og:site_name" content="Tucson Water Watch"><meta name="author" content="Ray Castillo"><link rel="canonical" href="${esc(u)}"><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: s.h, datePublished: s.date, isAccessibleForFree: false, author: [{ '@type': 'Person', name: 'Ray Castillo' }], publisher: { '@type': 'Organization', name: 'Tucson Water Watch' } })}</script></head><body><div id="entry"><div class="main-menu"><a href="/">Tucson Water Watch</a> <a href="/subscribe">Subscribe</a> <a href="/account/login">Sign in</a></div><div class="single-post-container"><article class="typography newsletter-post post"><div class="post-header"><h1 class="post-title published">${esc(s.h)}</h1><h3 class="subtitle">${esc(s.dek)}</h3><div class="post-meta">Ray Castillo · Sep 16, 2025 · Paid</div></div><div class="available-content"><div class="body markup" dir="auto"><p>${esc(s.paras[0]!)}</p></div></div><div class="paywall"><h2 class="paywall-title">This post is for paid subscribers</h2><div class="paywall-cta"><a class="button primary" href="/subscribe?simple=true&next=${encodeURIComponent(u)}">Subscribe</a></div><div class="paywall-login">Already a paid subscriber? <a href="/account/login">Sign in</a></div></div></article></div></div><script>window._preloads = JSON.parse("{\\"isEligibleForFreeTrial\\":true}")</script></body></html>`), { path: '/p/tucson-water-rate-increase', context: ctx(s), quotes: pwQuotes(s) }));
  }
  {
    const s = byKey('valencia');
    const host = 'www.huertadigital.es';
    add(entry('ghost-members', host, 'paywalled', 'a Ghost site post for paying members: "Esta publicación es solo para suscriptores de pago"', html((u) => `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>${esc(s.h)}</title><meta name="generator" content="Ghost 5.96"><link rel="canonical" href="${esc(u)}"><meta property="og:site_name" content="Huerta Digital"><meta property="og:type" content="article"><meta property="og:title" content="${esc(s.h)}"><meta property="article:published_time" content="${s.date}"><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Article', publisher: { '@type': 'Organization', name: 'Huerta Digital' }, author: { '@type': 'Person', name: 'Amparo Soler' }, headline: s.h, datePublished: s.date })}</script><script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.44/umd/portal.min.js" data-i18n="true" data-ghost="https://${host}/" data-key="1f2e3d4c5b6a79881726354433" data-api="https://${host}/ghost/api/content/" crossorigin="anonymous"></script></head><body class="post-template tag-albufera"><div class="site"><header class="gh-head"><a class="gh-head-logo" href="/">Huerta Digital</a><a href="#/portal/signin">Iniciar sesión</a> <a href="#/portal/signup">Suscribirse</a></header><main class="site-main"><article class="article post tag-albufera"><header class="article-header gh-canvas"><h1 class="article-title">${esc(s.h)}</h1><p class="article-excerpt">${esc(s.dek)}</p><div class="article-byline"><a href="/author/amparo/">Amparo Soler</a> <time datetime="${s.date.slice(0, 10)}">8 abr 2025</time></div></header><section class="gh-content gh-canvas"><p>${esc(s.paras[0]!)}</p><aside class="gh-post-upgrade-cta"><div class="gh-post-upgrade-cta-content" style="background-color: #0f5132"><h2>Esta publicación es solo para suscriptores de pago</h2><a class="gh-btn" data-portal="signup" href="#/portal/signup">Suscríbete ahora</a><p><small>¿Ya tienes una cuenta? <a data-portal="signin" href="#/portal/signin">Inicia sesión</a></small></p></div></aside></section></article></main></div></body></html>`), { path: '/albufera-plan-48-millones/', context: ctx(s), quotes: pwQuotes(s) }));
  }
  pw('memberpress-curitiba', 'curitiba', 'WordPress MemberPress rule: "Este conteúdo é exclusivo para assinantes" unauthorized message instead of the body', (s) => ({ paras: teaser(s, 1), after: `<div class="mepr-unauthorized-message"><p><strong>Este conteúdo é exclusivo para assinantes.</strong> Faça login ou assine a Gazeta Paranaense para ler a reportagem completa.</p></div><div class="mp_wrapper mp_login_form"><form name="mepr_loginform" id="mepr_loginform" action="/login/" method="post"><label for="user_login">Usuário ou e-mail</label><input type="text" name="log" id="user_login"><label for="user_pass">Senha</label><input type="password" name="pwd" id="user_pass"><input type="submit" value="Entrar"></form></div>` }), '/assinantes/onibus-eletrico-boqueirao');
  // Metered / subscriber walls in many languages (own CMS, teaser then wall).
  const METERED: [string, string][] = [['bologna', 'metered wall ("Hai raggiunto il limite di articoli gratuiti")'], ['utrecht', 'metered wall ("Je hebt je gratis artikelen voor deze maand gelezen")'], ['gdansk', 'subscriber wall ("Ten artykuł jest dostępny tylko dla prenumeratorów")'], ['umea', 'metered wall ("Du har läst dina fria artiklar")'], ['brno', 'subscriber wall ("Článek je dostupný pouze pro předplatitele")'], ['novosib', 'subscriber wall ("Материал доступен только подписчикам")'], ['lviv', 'subscriber wall ("Матеріал доступний лише передплатникам")'], ['thess', 'subscriber wall (Greek)'], ['izmir', 'subscriber wall ("Bu içerik abonelerimize özeldir")'], ['dubai', 'subscriber wall (Arabic)'], ['haifa', 'subscriber wall (Hebrew)'], ['sapporo', 'members-only wall ("この記事は有料会員限定です")'], ['chengdu', 'paid content wall ("本文为付费内容")'], ['busan', 'paid members wall ("유료 회원 전용")'], ['pune', 'subscriber wall (Hindi)'], ['chiangmai', 'members-only wall (Thai)']];
  for (const [k, what] of METERED) pw(`wall-${k}`, k, `${what}: teaser paragraphs, then the offer`, (s) => ({ paras: teaser(s), after: subWall(s.lang) }), `/premium/${k}`);
  pw('regwall-freiburg', 'freiburg', 'free registration wall: "Jetzt kostenlos registrieren und weiterlesen"', (s) => ({ paras: teaser(s, 1), after: `<div class="regwall"><h3>Jetzt kostenlos registrieren und weiterlesen</h3><p>Mit einem kostenlosen Konto lesen Sie diesen Artikel und 5 weitere pro Monat.</p><a href="/registrierung">Kostenlos registrieren</a> <a href="/login">Anmelden</a></div>` }), '/freiburg/registrieren/fernwaerme');
  pw('regwall-nantes', 'nantes', 'free registration wall: "Inscrivez-vous gratuitement pour lire la suite"', (s) => ({ paras: teaser(s, 1), after: `<div class="regwall" data-wall="registration"><h3>Inscrivez-vous gratuitement pour lire la suite</h3><p>Créez votre compte gratuit en 30 secondes et accédez à cet article.</p><a href="/inscription">Créer mon compte</a> <a href="/connexion">J'ai déjà un compte</a></div>` }), '/nantes/inscription/busway');
  pw('meter-overlay-sapporo', 'sapporo', 'the full text is in the HTML but the publisher marks it isAccessibleForFree=false with a members-only overlay (rule 2)', (s) => ({ free: false, after: `<div class="paywall-overlay" hidden><p>${esc(SUBONLY.ja![0])}</p></div>` }), '/premium/full/sapporo', (s) => qs(s));
  {
    const s = byKey('dubai');
    add(target('login-dubai', s.host, '/account/login', html(() => `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>تسجيل الدخول | ${esc(s.site)}</title></head><body>${headerBar(s)}<main class="auth"><h1>تسجيل الدخول</h1><p>هذا المحتوى متاح لمشتركي ${esc(s.site)} الرقمي. سجّل الدخول لمتابعة القراءة أو اشترك الآن.</p><form method="post" action="/account/login"><label>البريد الإلكتروني<input type="email" name="email"></label><label>كلمة المرور<input type="password" name="password"></label><button>دخول</button></form><a href="/subscribe">اشترك الآن</a></main>${footerBar(s)}</body></html>`)));
    add(entry('login-redirect-dubai', s.host, 'paywalled', 'subscribers-only story: 302 to /account/login?return=… with a "content for subscribers" message (decided: paywalled, the login is the subscriber door)', (req, res, web) => { res.writeHead(302, { location: `${web.origin(s.host)}/account/login?return=${encodeURIComponent(req.url ?? '/')}` }); res.end(); }, { path: `/premium/expo-station-${s.k}`, context: ctx(s) }));
  }
  pw('wall-danang', 'danang', 'members-only wall (Vietnamese): teaser, then "Bài viết dành riêng cho thành viên trả phí"', (x) => ({ paras: teaser(x), after: subWall(x.lang) }), '/premium/danang');
  pw('wall-valencia', 'valencia', 'subscriber wall ("Este contenido es exclusivo para suscriptores"): teaser then the offer', (s) => ({ paras: teaser(s), after: subWall(s.lang) }), '/premium/valencia');

  // (5) Walls that are not paywalls: bot/CDN defences, consent, geo, age, refusals.
  const blocked = (id: string, host: string, reason: string, h: Handler, s: Story, path?: string) => add(entry(id, host, 'blocked', reason, h, { path: path ?? `/b/${id}`, context: ctx(s), quotes: [q(s.nq, false)] }));
  {
    const s = byKey('tucson');
    blocked('cf-challenge', s.host, 'Cloudflare managed challenge, 403 with cf-mitigated: challenge ("Just a moment…", Verifying you are human)', html(() => cfChallenge(s.host), { status: 403, headers: cfHeaders }), s);
    blocked('geo-gdpr-451', s.host, 'US local news refusing EU readers: 451 "unavailable in most European countries" (GDPR geo-block)', html(() => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(s.site)}</title></head><body><div class="gdpr-block" style="max-width:640px;margin:10vh auto;font-family:Arial"><img src="/static/logo.svg" alt="${esc(s.site)}"><h1>451: Unavailable due to legal reasons</h1><p>We recognize you are attempting to access this website from a country belonging to the European Economic Area (EEA) including the EU which enforces the General Data Protection Regulation (GDPR) and therefore access cannot be granted at this time.</p><p>For any issues, contact newsroom@tucsonledger.com or call (520) 555-0142.</p></div></body></html>`, { status: 451 }), s);
    blocked('head-ok-get-403', s.host, 'HEAD answers 200, GET answers a Cloudflare 403 block page (the site treats bots on GET)', (req, res) => { if (req.method === 'HEAD') { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); return res.end(); } write(res, { status: 403, headers: { server: 'cloudflare', 'cf-ray': '8e4f2d11aa0c3b72-AMS' }, body: cfBlocked(s.host, '') }); }, s);
  }
  {
    const s = byKey('izmir');
    blocked('cf-checking-503', s.host, 'old Cloudflare "I\'m Under Attack" mode: 503 "Checking your browser before accessing…"', html(() => cfOldChecking(s.host), { status: 503, headers: { server: 'cloudflare', 'cf-ray': '6a1d0e9f8c7b6a52-IST', 'retry-after': '8' } }), s);
    blocked('modsec-406', s.host, 'ModSecurity on Apache answering 406 Not Acceptable to the client', html(() => `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>406 Not Acceptable</title>\n</head><body>\n<h1>Not Acceptable</h1>\n<p>An appropriate representation of the requested resource could not be found on this server.</p>\n<p>Additionally, a 406 Not Acceptable\nerror was encountered while trying to use an ErrorDocument to handle the request.</p>\n</body></html>\n`, { status: 406, headers: { server: 'Apache' }, type: 'text/html; charset=iso-8859-1' }), s);
  }
  {
    const s = byKey('busan');
    blocked('cf-blocked', s.host, 'Cloudflare WAF block page: 403 "Sorry, you have been blocked"', html(() => cfBlocked(s.host, ''), { status: 403, headers: { server: 'cloudflare', 'cf-ray': '8e4f2d11aa0c3b72-ICN' } }), s);
  }
  {
    const s = byKey('pune');
    blocked('cf-1020', s.host, 'Cloudflare error 1020 Access denied (firewall rule), 403', html(() => cfBlocked(s.host, '1020').replace('Sorry, you have been blocked', 'Access denied').replace('Attention Required! | Cloudflare', `Access denied | ${s.host} used Cloudflare to restrict access`), { status: 403, headers: { server: 'cloudflare' } }), s);
  }
  {
    const s = byKey('leeds');
    blocked('akamai-denied', s.host, 'Akamai edge denial: 403 "Access Denied … Reference #18.…" (Server: AkamaiGHost)', (req, res, web) => write(res, { status: 403, headers: { server: 'AkamaiGHost', 'mime-version': '1.0', expires: new Date().toUTCString() }, body: akamaiDenied(urlOf(req, web)) }), s);
    const ch = `consent.${s.host.replace(/^www\./, '')}`;
    add(target('consent-host-page', ch, '/v2/collectConsent', html(() => `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Before you continue to ${esc(s.site)}</title><meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/v2/assets/consent.css"></head><body><div class="consent-container"><img class="logo" src="/v2/assets/logo.svg" alt="${esc(s.site)}"><h1>Before you continue</h1><p>${esc(s.site)} is part of the Northern Media family. We and our 843 partners use cookies and data to deliver and maintain our services, measure audience engagement and site statistics, and, if you choose "Accept all", to develop new services and show personalised advertising.</p><p>If you choose "Reject all", we will not use cookies for these additional purposes. Select "Manage privacy settings" for more options.</p><form method="post" action="/v2/collectConsent"><input type="hidden" name="sessionId" value="3_cc-session_0b8f9e2a"><button name="agree" value="agree" class="btn primary">Accept all</button><button name="reject" value="reject" class="btn secondary">Reject all</button></form><a href="/v2/partners">Manage privacy settings</a></div></body></html>`)));
    blocked('consent-host-redirect', s.host, 'redirect (302) to the group\'s consent. host: "Before you continue … Accept all / Reject all"', (_req, res, web) => { res.writeHead(302, { location: `${web.origin(ch)}/v2/collectConsent?sessionId=3_cc-session_0b8f9e2a&lang=en-GB`, 'set-cookie': 'A3=d=AQABBK9; Path=/; Domain=.yorkshirecourier.co.uk' }); res.end(); }, s);
    blocked('sourcepoint-wall', s.host, 'Sourcepoint message page that replaces the article until consent ("We care about your privacy" with accept / subscribe-without-ads)', html(() => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(s.site)}</title>${cmp('sourcepoint', 'en')}</head><body><div id="sp_message_container_1098312" class="sp-message-open" style="position:fixed;inset:0"><div class="message-component message-column"><p class="message-title">We care about your privacy</p><p>To read ${esc(s.site)} you can accept cookies and personalised advertising from us and our 211 partners, or subscribe to our ad-free reading experience.</p><button title="Accept all" class="message-button">Accept all</button><button title="Subscribe" class="message-button">Subscribe without ads</button><a href="/privacy-settings">Manage preferences</a></div></div><noscript>Please enable JavaScript to manage your privacy choices.</noscript></body></html>`), s);
  }
  {
    const s = byKey('nantes');
    blocked('datadome', s.host, 'DataDome: 403 with the captcha-delivery.com script and x-datadome header', html(() => datadome(s.host), { status: 403, headers: { 'x-datadome': 'protected', 'x-dd-b': '1', 'set-cookie': 'datadome=Qx2~kP9; Max-Age=31536000; Domain=.ouestloire-infos.fr; Path=/; Secure; SameSite=Lax' } }), s);
    blocked('didomi-wall', s.host, 'Didomi consent wall replacing the page: "Accepter et continuer" or "Refuser et s\'abonner" (pay-or-consent, rule 3)', html(() => `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${esc(s.site)} – Votre choix concernant les cookies</title>${cmp('didomi', 'fr')}</head><body class="didomi-popup-open"><div class="didomi-popup-container didomi-notice-popup" role="dialog"><div class="didomi-popup-notice-text"><h1>Vos données, votre choix</h1><p>Pour accéder au site, vous pouvez accepter le dépôt de cookies par ${esc(s.site)} et ses 132 partenaires, qui permettent de financer l'information grâce à la publicité personnalisée. Vous pouvez aussi refuser et vous abonner à l'offre sans publicité pour 2 € par mois.</p></div><div class="didomi-popup-notice-buttons"><button id="didomi-notice-agree-button" class="didomi-button">Accepter et continuer</button><button class="didomi-button didomi-button-standard">Refuser et s'abonner</button></div><a href="/confidentialite">Paramétrer mes choix</a></div></body></html>`), s);
  }
  {
    const s = byKey('valencia');
    blocked('perimeterx', s.host, 'PerimeterX / HUMAN: 403 "Access to this page has been denied", Press & Hold captcha', html(() => perimeterx('es'), { status: 403 }), s);
    blocked('consent-es', s.host, 'Spanish pay-or-consent cookie wall ("Acepta las cookies o suscríbete") replacing the page', html(() => `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>${esc(s.site)}</title></head><body><div class="cookiewall" role="dialog" aria-modal="true"><img src="/img/logo.svg" alt="${esc(s.site)}"><h1>Tu privacidad es importante para nosotros</h1><p>Para seguir navegando en ${esc(s.site)}, acepta el uso de cookies y el tratamiento de tus datos con fines publicitarios, o suscríbete para navegar sin publicidad personalizada por 1,99 € al mes.</p><button class="accept">Aceptar y continuar gratis</button> <a class="subscribe" href="/suscripcion-sin-cookies">Suscribirme sin cookies</a> <a href="/politica-de-cookies">Política de cookies</a></div></body></html>`), s);
  }
  {
    const s = byKey('bologna');
    blocked('incapsula-js', s.host, 'Imperva/Incapsula JS challenge: 200 with an _Incapsula_Resource script and an empty body', html(() => incapsulaBlock(), { headers: { 'x-iinfo': '9-65437915-0 0NNN RT(1764219600123 411)', 'x-cdn': 'Imperva', 'set-cookie': 'visid_incap_2733156=QzE1x; expires=Fri, 27 Nov 2026 04:40:00 GMT; HttpOnly; path=/; Domain=.cronacheemiliane.it' } }), s);
    blocked('consent-it', s.host, 'Italian cookie wall (pay-or-consent): "Accetta e continua" or "Abbonati senza pubblicità"', html(() => `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>${esc(s.site)}</title>${cmp('iubenda', 'it')}</head><body><div class="cookiewall-overlay"><div class="cookiewall"><h2>Per continuare a leggere</h2><p>Puoi accettare i cookie di profilazione e continuare gratuitamente, oppure abbonarti a Cronache Emiliane senza pubblicità a 3,99 € al mese. I cookie tecnici sono sempre attivi.</p><button class="cw-accept">Accetta e continua</button> <a class="cw-subscribe" href="/abbonati-senza-pubblicita">Abbonati senza pubblicità</a> <a href="/cookie-policy">Cookie policy</a></div></div></body></html>`), s);
    blocked('age-gate-it', s.host, 'age gate on a wine region\'s site ("Per accedere devi essere maggiorenne") in place of the page', html(() => `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Verifica dell'età – ${esc(s.site)} Vino</title></head><body class="age-gate-open"><div id="age-gate" role="dialog"><h1>Benvenuto</h1><p>Per accedere a questo sito devi essere maggiorenne secondo la legge del tuo paese. Hai almeno 18 anni?</p><button data-age="yes">Sì, ho 18 anni</button> <button data-age="no">No</button><p class="small">Bevi responsabilmente.</p></div></body></html>`), s, '/vino/zona30-enoteche');
  }
  {
    const s = byKey('gdansk');
    blocked('incapsula-incident', s.host, 'Imperva "Request unsuccessful. Incapsula incident ID" iframe page', html(() => incapsulaJs(), { headers: { 'x-cdn': 'Imperva' } }), s);
    blocked('rodo-wall', s.host, 'Polish consent wall ("Zanim przejdziesz do serwisu") replacing the page', html(() => `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>${esc(s.site)} – zgoda</title></head><body><div class="rodo-wall" role="dialog"><h1>Zanim przejdziesz do serwisu</h1><p>Twoja prywatność jest dla nas ważna. Aby korzystać z serwisu ${esc(s.site)}, wyraź zgodę na przetwarzanie danych w plikach cookies przez nas i naszych 412 partnerów w celach marketingowych.</p><button class="rodo-accept">Przejdź do serwisu</button> <button class="rodo-settings">Ustawienia zaawansowane</button></div></body></html>`), s);
  }
  {
    const s = byKey('utrecht');
    blocked('aws-waf', s.host, 'AWS WAF challenge action: 202 with challenge.js and an empty container', html(() => awsWafChallenge(), { status: 202, headers: { 'x-amzn-waf-action': 'challenge', server: 'awselb/2.0' } }), s);
    const mp = `myprivacy.${s.host.replace(/^www\./, '')}`;
    add(target('dpg-consent', mp, '/consent', html(() => `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Privacy-instellingen | ${esc(s.site)}</title></head><body><div class="pg-consent"><h1>${esc(s.site)} vraagt je toestemming</h1><p>Wij en onze partners gebruiken cookies en vergelijkbare technieken om onze websites te verbeteren, advertenties te personaliseren en de effectiviteit ervan te meten. Zonder jouw toestemming kun je de site alleen bezoeken met een abonnement zonder gepersonaliseerde advertenties.</p><button class="pg-accept-button">Akkoord</button> <a href="/consent/settings">Instellingen aanpassen</a></div></body></html>`)));
    blocked('dpg-consent-redirect', s.host, 'redirect to the publisher group\'s myprivacy. consent host ("vraagt je toestemming")', (req, res, web) => { res.writeHead(303, { location: `${web.origin(mp)}/consent?siteKey=Qx7Lm2&callbackUrl=${encodeURIComponent(urlOf(req, web))}` }); res.end(); }, s);
  }
  {
    const s = byKey('umea');
    blocked('cloudfront-403', s.host, 'CloudFront 403 "The request could not be satisfied. Request blocked."', html(() => cloudfront403(), { status: 403, headers: { server: 'CloudFront', 'x-cache': 'Error from cloudfront', 'x-amz-cf-id': 'Zx9kL2pQ7rT4vW1yB3nM5cD8fH0jK6sA==' }, charset: 'iso-8859-1' }), s);
    blocked('maintenance-503', s.host, 'persistent 503 maintenance page with Retry-After ("Vi uppdaterar sajten")', html(() => `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>Underhåll pågår – ${esc(s.site)}</title></head><body><div style="text-align:center;margin-top:20vh"><h1>Vi uppdaterar sajten</h1><p>${esc(s.site)} genomför planerat underhåll och är tillbaka inom kort. Tack för ditt tålamod!</p></div></body></html>`, { status: 503, headers: { 'retry-after': '3600' } }), s);
  }
  {
    const s = byKey('brno');
    blocked('sucuri-js', s.host, 'Sucuri CloudProxy JS challenge: 200 "You are being redirected…" with sucuri_cloudproxy_js', html(() => sucuriJs(), { headers: { server: 'Sucuri/Cloudproxy', 'x-sucuri-id': '14013' } }), s);
    blocked('429-persistent', s.host, 'persistent 429 with Retry-After: 3600 (rate limit on the whole site)', html(() => `<html><head><title>429 Too Many Requests</title></head><body><center><h1>429 Too Many Requests</h1></center><hr><center>nginx</center></body></html>`, { status: 429, headers: { 'retry-after': '3600' } }), s);
  }
  {
    const s = byKey('thess');
    blocked('sucuri-denied', s.host, 'Sucuri WebSite Firewall 403 "Access Denied" with block details', html(() => sucuriDenied(s.host), { status: 403, headers: { server: 'Sucuri/Cloudproxy', 'x-sucuri-block': 'BNP005' } }), s);
  }
  {
    const s = byKey('sapporo');
    blocked('fastly-503', s.host, 'Fastly 503 "Backend is unhealthy" on every request (origin down)', html(() => fastly503(), { status: 503, headers: { server: 'Varnish', via: '1.1 varnish', 'x-served-by': 'cache-nrt-rjtf7700089-NRT', 'x-cache': 'MISS' } }), s);
    blocked('age-gate-ja', s.host, 'age confirmation gate ("年齢確認 あなたは20歳以上ですか？") in place of the page', html(() => `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>年齢確認 | ${esc(s.site)}</title></head><body><div class="age-check"><h1>年齢確認</h1><p>このページには20歳未満の方の閲覧に適さない内容が含まれています。あなたは20歳以上ですか？</p><a class="yes" href="?age=ok">はい</a> <a class="no" href="/">いいえ</a></div></body></html>`), s, '/sake/age-check');
  }
  {
    const s = byKey('novosib');
    blocked('varnish-guru', s.host, 'Varnish "Guru Meditation" 503 on every request', html(() => varnishGuru(), { status: 503, headers: { server: 'Varnish', 'x-varnish': '98305421' } }), s);
    blocked('geo-ru', s.host, 'geo-block: "Доступ к сайту ограничен для вашего региона" (200 page)', html(() => `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Доступ ограничен</title></head><body><div class="geo-block"><h1>Доступ ограничен</h1><p>К сожалению, доступ к сайту «${esc(s.site)}» ограничен для вашего региона. Если вы считаете, что это ошибка, напишите нам на support@sibvestnik.ru.</p></div></body></html>`), s);
  }
  {
    const s = byKey('lviv');
    blocked('hcaptcha', s.host, 'hCaptcha check page: "Перевірка безпеки" in place of the article', html(() => hcaptcha('uk', 'Перевірка безпеки', 'Підтвердіть, що ви не робот, щоб продовжити перегляд сайту.', 'Продовжити')), s);
  }
  {
    const s = byKey('danang');
    blocked('turnstile-vi', s.host, 'site-embedded Cloudflare Turnstile page: "Xác minh bạn là con người"', html(() => `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><title>Xác minh bảo mật</title><script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script></head><body><div class="verify"><h1>Xác minh bạn là con người</h1><p>Vui lòng hoàn tất bước kiểm tra bên dưới để tiếp tục truy cập ${esc(s.site)}.</p><form action="/verify" method="POST"><div class="cf-turnstile" data-sitekey="0x4AAAAAAAB3c4D5e6F7g8H9"></div><button type="submit">Tiếp tục</button></form></div></body></html>`), s);
    blocked('db-error', s.host, 'WordPress "Error establishing a database connection" (500) on every request', html(() => `<!DOCTYPE html><html lang="vi"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width"><meta name='robots' content='max-image-preview:large, noindex, follow'><title>Database Error</title><style type="text/css">html{background:#f1f1f1}body{background:#fff;border:1px solid #ccd0d4;color:#444;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;margin:2em auto;padding:1em 2em;max-width:700px}</style></head><body id="error-page"><div class="wp-die-message"><h1>Error establishing a database connection</h1></div></body></html>`, { status: 500 }), s);
  }
  {
    const s = byKey('dubai');
    blocked('recaptcha-ar', s.host, 'reCAPTCHA security check page in Arabic ("التحقق من أنك لست روبوتاً")', html(() => `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>التحقق الأمني</title><script src="https://www.google.com/recaptcha/api.js" async defer></script></head><body><div class="sec-check"><h1>التحقق من أنك لست روبوتاً</h1><p>لاحظنا نشاطاً غير معتاد من شبكتك. يرجى إكمال التحقق للمتابعة إلى ${esc(s.site)}.</p><form method="post" action="/__verify"><div class="g-recaptcha" data-sitekey="6LcX2xQqAAAAAK3b"></div><button>متابعة</button></form></div></body></html>`), s);
  }
  {
    const s = byKey('chengdu');
    blocked('aliyun-waf', s.host, 'Aliyun WAF block page (405): "很抱歉，由于您访问的URL有可能对网站造成安全威胁，您的访问被阻断"', html(() => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>405</title><style>body{font-family:"Microsoft YaHei"}</style></head><body><div class="wrap"><div class="err-img"></div><div class="err-text"><h3>很抱歉，由于您访问的URL有可能对网站造成安全威胁，您的访问被阻断。</h3><p>您的请求ID是：<span>0bc3f2a117642196001234567e</span></p><p>如果您是网站管理员，请登录阿里云WAF控制台查看详情。</p></div></div></body></html>`, { status: 405, headers: { server: 'Tengine' } }), s);
  }
  {
    const s = byKey('haifa');
    blocked('basic-auth-401', s.host, 'a staging host behind Basic auth (401 with WWW-Authenticate) — not a paywall', html(() => '<html><head><title>401 Authorization Required</title></head><body><center><h1>401 Authorization Required</h1></center><hr><center>nginx</center></body></html>', { status: 401, headers: { 'www-authenticate': 'Basic realm="staging"' } }), s);
  }
  {
    const s = byKey('freiburg');
    blocked('pur-abo', s.host, 'pay-or-consent wall ("Mit Werbung lesen" or "Pur-Abo") replacing the article — rule 3', html(() => `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>${esc(s.site)} – Datenschutzeinstellungen</title>${cmp('usercentrics', 'de')}</head><body><div class="consent-wall"><h1>Willkommen bei ${esc(s.site)}</h1><p>Lesen Sie unsere Artikel wie gewohnt mit Werbung und Tracking. Dafür benötigen wir Ihre Zustimmung zur Nutzung von Cookies durch uns und 174 Partner.</p><button class="cw-accept">Mit Werbung lesen – Zustimmen</button><hr><p>Oder lesen Sie ohne Werbung und ohne Tracking mit dem Pur-Abo für 2,99 € im Monat.</p><a class="cw-pur" href="/pur-abo">Pur-Abo abschließen</a> <a href="/login">Bereits Pur-Abonnent? Anmelden</a></div></body></html>`), s);
    blocked('geo-de', s.host, 'geo-block in German: "Dieses Angebot ist in Ihrem Land leider nicht verfügbar"', html(() => `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Nicht verfügbar</title></head><body><div class="geoblock"><h1>Nicht verfügbar</h1><p>Dieses Angebot ist in Ihrem Land aus lizenzrechtlichen Gründen leider nicht verfügbar.</p></div></body></html>`, { status: 403 }), s);
  }
  {
    const s = byKey('curitiba');
    blocked('wp-maintenance', s.host, 'WordPress "Briefly unavailable for scheduled maintenance" (503, Retry-After 600) on every request', html(() => `<!DOCTYPE html><html lang="pt-BR"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Manutenção</title></head><body><h1>Briefly unavailable for scheduled maintenance. Check back in a minute.</h1></body></html>`, { status: 503, headers: { 'retry-after': '600' } }), s);
  }
  {
    const s = byKey('chiangmai');
    blocked('forbidden-th', s.host, 'a plain nginx 403 Forbidden (the server refuses the client)', html(() => '<html>\r\n<head><title>403 Forbidden</title></head>\r\n<body>\r\n<center><h1>403 Forbidden</h1></center>\r\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>\r\n', { status: 403, headers: { server: 'nginx/1.18.0 (Ubuntu)' } }), s);
  }
  {
    const c2 = byKey('leeds');
    blocked('geo-bbc-style', c2.host, 'video/audio page geo-restricted: "This content is not available in your location"', html(() => `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>${esc(c2.site)} Video</title></head><body>${headerBar(c2)}<main><div class="media-player media-player--unavailable"><h1>This content is not available in your location</h1><p>Sorry, due to rights restrictions this video and its article are only available to viewers in the UK.</p></div></main>${footerBar(c2)}</body></html>`), c2, '/video/kirkstall-footbridge');
  }

  // (6) The wrong page: another story of the same site, home, section, soft 404, removals.
  for (const k of ['tucson', 'leeds', 'freiburg', 'nantes', 'valencia', 'novosib', 'sapporo', 'chengdu', 'busan', 'izmir', 'dubai', 'gdansk']) {
    const s = byKey(k);
    const sib: Story = { ...s, h: s.sib.h, paras: s.sib.paras, dek: s.sib.paras[0]!.slice(0, 110) };
    add(entry(`sibling-${k}`, s.host, 'mismatch', `another story of the same site (same places and people) at the cited URL: "${s.sib.h.slice(0, 50)}…"`, html((u) => doc(sib, u, { rail: [s.h, s.sib.h] })), { path: `/story/${s.k}-${s.date.slice(5, 10)}`, context: ctx(s), quotes: [q(s.q, false), q(s.nq, false)] }));
  }
  const HOMEH: Record<string, string> = {};
  const home = (s: Story, u: string) => `<!DOCTYPE html><html lang="${s.lang}"${RTL.has(s.lang) ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><title>${esc(s.site)}${HOMEH[s.lang] ?? ''}</title><link rel="canonical" href="${esc(u)}"><meta property="og:type" content="website"><meta property="og:site_name" content="${esc(s.site)}"><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'WebSite', name: s.site, url: u })}</script></head><body class="home">${headerBar(s)}<main class="front"><section class="top-stories">${[s.sib, ...STORIES.filter((x) => x.lang === s.lang && x.k !== s.k).map((x) => ({ h: x.h, paras: x.paras }))].map((x, i) => `<article class="teaser${i === 0 ? ' teaser--lead' : ''}"><h2><a href="/story/${i}">${esc(x.h)}</a></h2><p>${esc(x.paras[0]!.slice(0, 140))}…</p></article>`).join('')}<article class="teaser"><h2><a href="/weather">${esc(NAV[s.lang]?.[0] ?? 'News')}</a></h2></article></section>${mostRead(s, [s.sib.h])}</main>${footerBar(s)}</body></html>`;
  const section = (s: Story, u: string) => `<!DOCTYPE html><html lang="${s.lang}"${RTL.has(s.lang) ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><title>${esc(s.section)} | ${esc(s.site)}</title><link rel="canonical" href="${esc(u)}"><meta property="og:type" content="website"></head><body class="section-front">${headerBar(s)}<main><h1 class="section-title">${esc(s.section)}</h1><ul class="river">${[s.sib.h, `${s.section}: ${s.sib.paras[2]!.slice(0, 60)}`, `${s.section} — ${s.dek.slice(0, 50)}`].map((t, i) => `<li class="river-item"><a href="/story/x${i}">${esc(t)}</a><span class="time">${i + 1}h</span></li>`).join('')}</ul><nav class="pager"><a href="?page=2">›</a></nav></main>${footerBar(s)}</body></html>`;
  for (const k of ['utrecht', 'bologna', 'thess']) {
    const s = byKey(k);
    add(target(`home-${k}`, s.host, '/', html((u) => home(s, u))));
    add(entry(`to-home-${k}`, s.host, 'mismatch', 'the cited story URL 301-redirects to the site\'s home page (story gone, home shows other headlines)', redirect((o) => `${o(s.host)}/`, 301), { path: `/nieuws/${s.k}-verwijderd`, context: ctx(s), quotes: [q(s.q, false)] }));
  }
  for (const k of ['brno', 'curitiba', 'lviv']) {
    const s = byKey(k);
    const sp = `/${s.k}-news/`;
    add(target(`section-${k}`, s.host, sp, html((u) => section(s, u))));
    add(entry(`to-section-${k}`, s.host, 'mismatch', 'the cited story URL redirects (302) to its section front, a river of other headlines', redirect((o) => `${o(s.host)}${sp}`, 302), { path: `/clanek/${s.k}-puvodni`, context: ctx(s), quotes: [q(s.q, false)] }));
  }
  for (const k of ['umea', 'haifa', 'pune']) {
    const s = byKey(k);
    const sib: Story = { ...s, h: s.sib.h, paras: s.sib.paras, dek: s.sib.paras[0]!.slice(0, 110) };
    add(target(`other-${k}`, s.host, `/story/${s.k}-other`, html((u) => doc(sib, u))));
    add(entry(`to-other-${k}`, s.host, 'mismatch', 'the cited URL 301-redirects to a different story of the same site sharing its places and people', redirect((o) => `${o(s.host)}/story/${s.k}-other`, 301), { path: `/story/${s.k}-cited`, context: ctx(s), quotes: [q(s.q, false)] }));
  }
  const SOFT404: [string, string, string][] = [
    ['valencia', 'Página no encontrada', 'Lo sentimos, la página que buscas no existe o ha sido trasladada. Puedes volver a la portada o utilizar el buscador.'],
    ['sapporo', 'お探しのページは見つかりませんでした', '申し訳ございません。お探しのページは削除されたか、URLが変更された可能性があります。トップページから記事をお探しください。'],
    ['freiburg', 'Seite nicht gefunden', 'Die von Ihnen aufgerufene Seite existiert leider nicht (mehr). Vielleicht finden Sie das Gesuchte über unsere Suche oder auf der Startseite.'],
    ['dubai', 'الصفحة غير موجودة', 'عذراً، الصفحة التي تبحث عنها غير موجودة أو ربما تم نقلها. يمكنك العودة إلى الصفحة الرئيسية.'],
  ];
  for (const [k, t, p] of SOFT404) {
    const s = byKey(k);
    add(entry(`soft404-${k}`, s.host, 'mismatch', `a soft 404 (200) in site chrome: "${t}" with most-read headlines`, html((u) => `<!DOCTYPE html><html lang="${s.lang}"${RTL.has(s.lang) ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><title>${esc(t)} | ${esc(s.site)}</title><link rel="canonical" href="${esc(u)}"><meta name="robots" content="noindex"></head><body class="error404">${headerBar(s)}<main class="not-found"><h1>${esc(t)}</h1><p>${esc(p)}</p><form action="/search"><input type="search" name="q"></form></main>${mostRead(s, [s.sib.h, ...STORIES.filter((x) => x.lang === s.lang && x.k !== s.k).map((x) => x.h)])}${footerBar(s)}</body></html>`), { path: `/${s.k}/2025/articulo-borrado-${s.k}`, context: ctx(s), quotes: [q(s.q, false)] }));
  }
  {
    const s = byKey('tucson');
    add(entry('removed-legal', s.host, 'mismatch', 'a 200 "This article has been removed" notice (legal takedown) in site chrome', html((u) => doc({ ...s, h: 'Editor\'s note', dek: 'This article has been removed.' }, u, { headline: 'This article has been removed', paras: ['This article has been removed from our website following a legal complaint. The Tucson Ledger is reviewing the matter and regrets any inconvenience.', 'Questions may be directed to the managing editor at standards@tucsonledger.com.'], author: null, rail: [s.sib.h] })), { path: '/local/2025/09/16/removed-water-rates', context: ctx(s), quotes: [q(s.q, false)] }));
    const n = byKey('nantes');
    add(entry('retire-fr', n.host, 'mismatch', 'a 200 "Cet article a été retiré" notice (content withdrawn) in site chrome', html((u) => doc({ ...n, dek: 'Article retiré.' }, u, { headline: 'Cet article n\'est plus disponible', paras: ['Cet article a été retiré de notre site à la demande de son auteur. Nous vous prions de nous excuser pour la gêne occasionnée.', 'Retrouvez toute l\'actualité de Nantes et de la Loire-Atlantique sur notre page d\'accueil.'], author: null })), { path: '/nantes/article-retire-busway', context: ctx(n), quotes: [q(n.q, false)] }));
  }

  // (7) Dead and broken answers: invalid.
  const dead = (id: string, s: Story, reason: string, h: Handler, path?: string) => add(entry(id, s.host, 'invalid', reason, h, { path: path ?? `/gone/${id}`, context: ctx(s), quotes: [q(s.q, false)] }));
  const notFoundPage = (s: Story, t: string) => `<!DOCTYPE html><html lang="${s.lang}"><head><meta charset="utf-8"><title>${esc(t)} | ${esc(s.site)}</title></head><body>${headerBar(s)}<main><h1>${esc(t)}</h1></main>${mostRead(s, [s.h, s.sib.h])}${footerBar(s)}</body></html>`;
  dead('404-en', byKey('leeds'), '404 with site chrome; the most-read rail still lists the cited headline', html(() => notFoundPage(byKey('leeds'), 'Page not found'), { status: 404 }));
  dead('404-fr', byKey('nantes'), '404 "Page introuvable"', html(() => notFoundPage(byKey('nantes'), 'Page introuvable'), { status: 404 }));
  dead('404-pl', byKey('gdansk'), '404 "Nie znaleziono strony"', html(() => notFoundPage(byKey('gdansk'), 'Nie znaleziono strony'), { status: 404 }));
  dead('404-ko', byKey('busan'), '404 "페이지를 찾을 수 없습니다"', html(() => notFoundPage(byKey('busan'), '페이지를 찾을 수 없습니다'), { status: 404 }));
  dead('410-de', byKey('freiburg'), '410 Gone "Dieser Artikel ist nicht mehr verfügbar"', html(() => notFoundPage(byKey('freiburg'), 'Dieser Artikel ist nicht mehr verfügbar'), { status: 410 }));
  dead('410-ja', byKey('sapporo'), '410 Gone (掲載期間が終了しました)', html(() => notFoundPage(byKey('sapporo'), 'この記事は掲載期間が終了しました'), { status: 410 }));
  dead('fastly-404', byKey('tucson'), 'a bare Fastly/Varnish 404 from the CDN', html(() => `<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found.</p><hr><p>Varnish cache server</p></body></html>`, { status: 404, headers: { server: 'Varnish', 'x-served-by': 'cache-phx12345-PHX' } }));
  {
    const s = byKey('bologna');
    add(target('gone-target-it', s.host, '/errore/404', html(() => notFoundPage(s, 'Pagina non trovata'), { status: 404 })));
    dead('redirect-to-404', s, 'an old slug that 301-redirects to a page answering 404', redirect((o) => `${o(s.host)}/errore/404`, 301));
    const t = byKey('izmir');
    add(target('gone-target-tr', t.host, '/haber/silinen', html(() => notFoundPage(t, 'Sayfa bulunamadı'), { status: 410 })));
    dead('redirect-to-410', t, 'a 302 to a page answering 410', redirect((o) => `${o(t.host)}/haber/silinen`, 302));
  }
  {
    const s = byKey('curitiba');
    add(target('loop-b', s.host, '/loop/b', redirect((o) => `${o(s.host)}/loop/a`, 301)));
    add(entry('redirect-loop', s.host, 'invalid', 'a redirect loop (/loop/a → /loop/b → /loop/a), no cookies involved', redirect((o) => `${o(s.host)}/loop/b`, 301), { path: '/loop/a', context: ctx(s) }));
  }
  dead('to-private-ip', byKey('pune'), 'a redirect to a private address (10.0.3.7): unsafe target', redirect('http://10.0.3.7/internal/story', 302));
  dead('to-metadata-ip', byKey('danang'), 'a redirect to the cloud metadata address 169.254.169.254: unsafe target', redirect('http://169.254.169.254/latest/meta-data/', 302));
  dead('to-ftp', byKey('brno'), 'a redirect to an ftp:// URL (not http): unsafe/unsupported target', redirect('ftp://ftp.jihomoravsky-denik.cz/archiv/nadrazi.html', 301));
  dead('malformed-status', byKey('novosib'), 'a malformed answer: the status line is not HTTP ("HTTP/1.1 2OO OK")', rawHandler(() => Buffer.from('HTTP/1.1 2OO OK\r\nContent-Type: text/html\r\n\r\n<html><body>ok</body></html>', 'latin1')));
  dead('binary-junk', byKey('chiangmai'), 'binary junk (random bytes of a broken upload) served as text/html', (_req, res) => {
    const b = Buffer.alloc(6000);
    let x = 2463534242;
    for (let i = 0; i < b.length; i++) { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; b[i] = x & 0xff; }
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(b.length) });
    res.end(b);
  });
  dead('404-uk', byKey('lviv'), '404 "Сторінку не знайдено"', html(() => notFoundPage(byKey('lviv'), 'Сторінку не знайдено'), { status: 404 }));

  return E;
}

export function blind11Cases(): CorpusCase[] {
  return toCases('blind11', buildEntries());
}

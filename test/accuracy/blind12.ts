/**
 * Twelfth held-out status set (`node dist/test/accuracy/run.js --set blind12`, never part of the
 * default run): the TYPICAL case, not the adversarial one. A natural mix of what a research report
 * on everyday topics (public health, energy prices, housing, transport, climate adaptation,
 * elections, technology regulation, sport, culture) cites, in proportions close to reality:
 * mostly ordinary articles, releases and reports that are fine (valid), some paywalled news and
 * journals, some bot / consent / geo walls and rate limits, some wrong or moved pages (soft 404s,
 * redirects to the home page, a section or another story, expired and removed pages, an empty
 * search, a parked domain), and dead links (404, 410, a domain that no longer resolves).
 *
 * Written blind: from the issue text (issue 12), /work/shared/CONTRACT.md, the paragraph "Three
 * labelling rules the table implies" of docs/online-validation.md, and for wiring only blindkit.ts
 * (serving helpers), the type declarations of corpus.ts, run.ts and the first lines of blind9.ts
 * (its `entry` helper). Without reading the classifier, the other sets' cases or pages, classes.ts,
 * texts.ts, the rest of the docs or the notes. (While locating the paragraph, the two table rows
 * printed just above it — "another story" and "otherwise" — were on screen; nothing was built
 * from them.) Page templates are this set's own (blind12pages.ts), not blindkit's article()/shell().
 * Rows are data (blind12data.ts): 86 articles in 21 languages, 11 of them in legacy charsets
 * (windows-1252/1250/1251/1254/1256, iso-8859-1/2/7/15, shift_jis, gbk, big5, euc-kr).
 *
 * Labels, as a careful human reads the page a reader would meet: the cited page, reachable, about
 * what the report says → valid (also after a redirect to its own new address, gzip/br, PDFs); the
 * text behind a subscription, metered, registration or journal-purchase wall, or marked
 * isAccessibleForFree=false by the publisher → paywalled; a bot challenge, WAF / CDN rejection,
 * CAPTCHA, consent interstitial (incl. pay-or-consent), geo-block, persistent rate limit or
 * maintenance page → blocked; a live 2xx page that is not the cited source (soft 404, removed or
 * expired item, home page, section front, another story, empty search, parked domain) → mismatch;
 * a definitive protocol answer (404, 410, a name that does not resolve) → invalid.
 *
 * FIRST SIGHT (set committed at 82bccf0 on main 629fc34's classifier, scored once with
 * `nice -n 5 npm run --silent build && nice -n 5 node dist/test/accuracy/run.js --set blind12`,
 * nothing changed before): status 147/153 = 96.1 %; live pages called invalid 0; quote checks
 * 242/242 right; quote_found true for an absent quote 0. Confusion (expected → got):
 *   valid      86 valid
 *   paywalled  19 paywalled
 *   blocked    17 blocked
 *   mismatch   16 mismatch, 1 blocked
 *   invalid     9 invalid, 5 blocked
 * Misses (all six are short pages in site chrome carrying the site's ordinary, non-modal English
 * cookie banner "We and our 143 partners store and access information on your device…", read as a
 * consent interstitial):
 *   iv-404-en      404 styled error page + banner → blocked ("consent interstitial (HTTP 404)")
 *   iv-404-en2     404 NGO error page + banner → blocked (same)
 *   iv-410-wp      410 blog "permanently deleted" page + banner → blocked (same, HTTP 410)
 *   iv-moved-404   301 then a 404 error page + banner → blocked (same)
 *   iv-pdf-404     a PDF URL answering a 404 HTML page + banner → blocked (same)
 *   ms-section     302 to a politics section front (headline list) + banner → blocked (same)
 * The same 404 pages with the German, French, Spanish, Russian and Japanese banners were invalid;
 * the English soft 404 and home page with the same banner were mismatch. No label changed after
 * first sight (no authoring error found).
 * After the lead's class fix (a consent line on a 404/410 page is the site's banner; main b2cc835,
 * cls-gone-banner): 152/153 = 99.3 %. Left: ms-section — its cited path `/story/section` ends in a
 * listing word, so the redirect-to-a-listing rule takes the cited address for a listing itself.
 * Ninth round (lead, cls-listword-front): such a cited address is skipped only when it lands on a
 * listing address too → 153/153. This set is now tuned and no longer measures unseen pages.
 */
import { entry, esc, hostOf, pdf, redirect, respond, target, toCases, wrap, write, type Entry } from './blindkit';
import type { CorpusCase, Handler, QuoteCheck } from './corpus';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';
import { chrome, page, railHtml, slugify, type Page } from './blind12pages';
import { FILL, ROWS, type Row } from './blind12data';

const q = (quote: string, present = true): QuoteCheck => ({ quote, present });


/** Splits a row's text into paragraphs and pulls out the quoted sentence. */
function parse(text: string): { paras: string[]; quote: string } {
  const m = /\{\{([\s\S]+?)\}\}/.exec(text);
  if (!m) throw new Error(`blind12: no quote in ${text.slice(0, 40)}`);
  return { paras: text.replace(/\{\{|\}\}/g, '').split(/\n\n/).map((p) => esc(p)), quote: m[1]! };
}
const nearMiss = (quote: string, miss?: string) => miss ?? quote.replace(/\d+/, (d) => String(Number(d) + 3));

/** Serves a blind12 page at whatever URL it is fetched. */
function serve(p: Page, o: { status?: number; encoding?: 'gzip' | 'br'; headers?: Record<string, string> } = {}): Handler {
  return (req, res, web) => {
    const url = `${web.origin(hostOf(req))}${(req.url ?? '/').split('?')[0]}`;
    write(res, { status: o.status, body: page(p, url), charset: p.charset ?? 'utf-8', ...(o.encoding ? { encoding: o.encoding } : {}), ...(o.headers ? { headers: o.headers } : {}) });
  };
}

const PDF_IDS = new Set(['en-report-pdfref', 'en-ngo-wash', 'fr-logement']);
const out: Entry[] = [];

// ------------------------------------------------------------------------------------------- valid
ROWS.forEach((row: Row, i) => {
  const { paras, quote } = parse(row.text);
  const related = ROWS.filter((o) => o.lang === row.lang && o.id !== row.id).slice(0, 4).map((o) => o.title);
  const p: Page = { kind: row.kind, lang: row.lang, site: row.site, title: row.title, paras: [...paras, ...(FILL[row.lang] ?? FILL.en!).map(esc)], date: row.date, related, ...(row.author ? { author: row.author } : {}), ...(row.charset ? { charset: row.charset } : {}), section: row.kind === 'gov' ? 'Press release' : undefined };
  const cite = row.cite ?? (i % 5 === 2 ? `${row.title} | ${row.site}` : row.title);
  const context: ClassifyContext = { title: cite, claims: [row.claim], quotes: [quote] };
  const quotes = [q(quote), q(nearMiss(quote, row.miss), false)];
  const path = encodeURI(`/${row.date.replace(/-/g, '/')}/${slugify(row.title) || row.id}`);
  if (PDF_IDS.has(row.id)) {
    const lines = row.text.replace(/\{\{|\}\}/g, '').split('\n\n').flatMap((t) => wrap(t));
    const body = pdf({ title: row.title, author: row.site, date: row.date, pages: [[row.title, '', ...lines]] });
    out.push(entry(row.id, row.host, 'valid', `the publisher's own report as a PDF (${row.lang}), the quoted figure in its text`, respond({ body, type: 'application/pdf' }), { path: `/sites/default/files/${row.id}.pdf`, context, quotes }));
    return;
  }
  const legacy = row.charset ? `, ${row.charset}` : '';
  if (i % 11 === 5) {
    out.push(entry(row.id, row.host, 'valid', `old short link 301 to the same ${row.kind} page at its canonical address (${row.lang}${legacy})`, redirect((o) => `${o(row.host)}${path}`, 301), { path: `/a/${1000 + i}`, context, quotes }));
    out.push(target(`${row.id}-t`, row.host, path, serve(p)));
    return;
  }
  if (i % 13 === 8) {
    out.push(entry(row.id, row.host, 'valid', `${row.kind} page, trailing-slash redirect then the page (${row.lang}${legacy})`, redirect((o) => `${o(row.host)}${path}/`, 301), { path, context, quotes }));
    out.push(target(`${row.id}-t`, row.host, `${path}/`, serve(p)));
    return;
  }
  const encoding = i % 7 === 3 ? 'gzip' : i % 9 === 4 ? 'br' : undefined;
  out.push(entry(row.id, row.host, 'valid', `ordinary ${row.kind} page (${row.lang}${legacy}${encoding ? ', ' + encoding : ''}) carrying the cited story and the quoted sentence`, serve(p, encoding ? { encoding } : {}), { path, context, quotes }));
});

// -------------------------------------------------------------------------------------- paywalled
type Wall = 'metered' | 'piano' | 'notfree' | 'journal' | 'register' | 'local';
type PRow = [id: string, lang: string, host: string, site: string, date: string, title: string, teaser: string, claim: string, wall: Wall, wallText?: string];
const PAY: PRow[] = [
  ['pw-en-metered', 'en', 'www.metro-times-daily.com', 'Metro Times Daily', '2025-03-04', 'Why your water bill is about to jump 26%',
    'Households across England and Wales face the biggest rise in water bills in decades after the regulator approved a five-year spending plan. {{Average bills will rise by 26% over five years, to about £603 a year by 2030.}}', 'Average water bills will rise 26% to ~£603 by 2030.', 'metered',
    'You\'ve read all 3 of your free articles this month. Subscribe now for unlimited access to trusted journalism — just £1 a week for your first 3 months.'],
  ['pw-en-piano', 'en', 'www.financial-morning.com', 'The Financial Morning', '2024-11-12', 'Offshore wind auction secures record 9.6GW',
    'The government\'s latest renewables auction has secured a record amount of offshore wind capacity.', 'The auction secured a record 9.6GW of offshore wind.', 'piano',
    'Continue reading with a membership. Unlock this article and all our journalism with a digital subscription. Already a member? Sign in'],
  ['pw-en-notfree', 'en', 'www.policy-insider.com', 'Policy Insider', '2025-01-28', 'Inside the fight over congestion pricing in New York',
    'Manhattan drivers now pay a toll to enter the busiest part of the city. {{The $9 daily charge applies to passenger cars entering below 60th Street during peak hours.}} Transit advocates say the first weeks show faster bus journeys; opponents plan further lawsuits. The authority expects the scheme to raise $500m a year for subway upgrades, and early data show 43,000 fewer vehicles entering the zone each day.', 'New York\'s congestion charge is $9 a day for cars below 60th Street.', 'notfree'],
  ['pw-en-journal', 'en', 'www.elite-medical-journal.com', 'Journal of Clinical Epidemiology Reports', '2024-09-02', 'Air conditioning access and heat-related hospital admissions among older adults',
    'Abstract. Objective: To assess whether household air conditioning modifies heat-related admissions. {{Among 2.3 million Medicare beneficiaries, each 1 °C increase above 29 °C was associated with a 4.2% increase in admissions in areas with low air-conditioning prevalence.}}', 'Each 1 °C above 29 °C raised admissions 4.2% where air conditioning was scarce.', 'journal'],
  ['pw-en-journal2', 'en', 'www.transport-research-quarterly.com', 'Transport Research Quarterly', '2023-05-10', 'Fare-free public transport and car use: evidence from Tallinn and Luxembourg',
    'Abstract: We compare changes in modal share after fare abolition in two European capitals. {{Fare-free transit increased public transport trips by 14% in Tallinn but reduced car trips by less than 5%.}}', 'Fare-free transit in Tallinn raised PT trips 14% but cut car trips by under 5%.', 'journal'],
  ['pw-en-register', 'en', 'www.local-government-chronicle.com', 'Local Government Chronicle', '2025-02-20', 'Councils warn of £2.3bn black hole in temporary accommodation budgets',
    'Councils in England expect to overspend on homelessness services this year. {{Councils spent £2.29bn on temporary accommodation in 2023-24, up 29% on the year before.}}', 'English councils spent £2.29bn on temporary accommodation in 2023-24.', 'register',
    'Register for free to continue reading. Create your free account to read 5 articles a month and receive our daily briefing. Already registered? Log in'],
  ['pw-en-metered2', 'en', 'www.westcoast-herald.com', 'West Coast Herald', '2024-10-15', 'California insurers can now use catastrophe models to set wildfire rates',
    'California will let insurers use forward-looking catastrophe models in exchange for writing more policies in fire-prone areas.', 'California lets insurers use catastrophe models for wildfire rates.', 'metered',
    'This article is for subscribers. You have reached your free article limit. Subscribe for 99¢ to keep reading. Already a subscriber? Log in.'],
  ['pw-en-sport', 'en', 'www.the-sports-desk.com', 'The Sports Desk', '2025-05-02', 'Inside the Premier League\'s new spending rules',
    'Premier League clubs have voted to replace profit and sustainability rules with a squad-cost ratio from next season.', 'The Premier League voted to adopt a squad-cost ratio.', 'piano',
    'Subscribe to continue reading. Get unlimited access to in-depth reporting on every club. Cancel anytime.'],
  ['pw-de-plus', 'de', 'www.sueddeutsche-beispiel.de', 'Süddeutsche Morgenpost', '2024-11-26', 'Wärmepumpen: Warum der Absatz eingebrochen ist',
    'Die Heizungsbranche erlebt ein schwieriges Jahr. {{Im ersten Halbjahr 2024 wurden 90.000 Wärmepumpen verkauft, 54 Prozent weniger als im Vorjahreszeitraum.}}', 'Heat pump sales in Germany fell 54% to 90,000 in H1 2024.', 'local',
    'SZ Plus: Dieser Artikel ist exklusiv für Abonnenten. Jetzt weiterlesen mit SZ Plus – 4 Wochen für 1 €. Sie sind bereits Abonnent? Anmelden'],
  ['pw-de-faz', 'de', 'www.frankfurter-beispiel.de', 'Frankfurter Tageszeitung', '2025-01-20', 'Wie Deutschland seine Bahnbrücken sanieren will',
    'Mehr als 4000 Eisenbahnbrücken gelten als sanierungsbedürftig.', 'Over 4,000 German railway bridges need renovation.', 'local',
    'F+ Artikel. Lesen Sie weiter mit F+: Zugang zu allen Artikeln. 30 Tage kostenlos testen, danach monatlich kündbar.'],
  ['pw-fr-abonnes', 'fr', 'www.le-journal-exemple.fr', 'Le Journal', '2024-09-17', 'Logement : pourquoi les permis de construire s’effondrent',
    'La crise du logement neuf s’aggrave. {{Sur douze mois, 332 000 logements ont été autorisés, soit 23 % de moins qu’avant la crise sanitaire.}}', 'France authorised 332,000 homes over 12 months, 23% fewer than pre-pandemic.', 'local',
    'Cet article est réservé aux abonnés. Il vous reste 78 % de cet article à lire. La suite est réservée aux abonnés. Déjà abonné ? Se connecter'],
  ['pw-es-suscriptores', 'es', 'www.diario-economico-ejemplo.es', 'Diario Económico', '2025-03-05', 'Los alquileres de temporada se disparan tras la nueva ley',
    'Los contratos de alquiler de temporada crecieron con fuerza en las grandes ciudades.', 'Seasonal rentals surged in Spain after the housing law.', 'local',
    'Este contenido es exclusivo para suscriptores. Suscríbete desde 1 € el primer mes para seguir leyendo. ¿Ya eres suscriptor? Inicia sesión'],
  ['pw-it-abbonati', 'it', 'www.quotidiano-esempio.it', 'Il Quotidiano', '2024-12-04', 'Caro affitti, Milano la città più cara d’Italia',
    'Milano resta la città italiana con gli affitti più alti. {{Il canone medio ha raggiunto 22,9 euro al metro quadro al mese.}}', 'Milan\'s average rent hit €22.9/m² a month.', 'local',
    'Questo articolo è riservato agli abbonati. Abbonati per continuare a leggere: 1 € al mese per 3 mesi. Sei già abbonato? Accedi'],
  ['pw-nl-premium', 'nl', 'www.dagblad-voorbeeld.nl', 'Het Dagblad', '2025-02-07', 'Netbeheerders: wachtlijst voor stroomaansluiting groeit tot 12.000 bedrijven',
    'Steeds meer bedrijven kunnen niet worden aangesloten op het elektriciteitsnet.', 'Over 12,000 Dutch companies wait for a grid connection.', 'local',
    'Dit is een premium artikel. Lees verder met een abonnement vanaf € 1,75 per week. Ben je al abonnee? Log in'],
  ['pw-ja-kaiin', 'ja', 'www.nikkei-example.jp', '日本経済速報', '2025-02-14', '再エネ賦課金、2025年度は1キロワット時3.98円に',
    '経済産業省は再生可能エネルギーの普及のために電気料金に上乗せする賦課金の単価を発表した。{{2025年度の賦課金単価は1キロワット時あたり3.98円となる。}}', 'Japan\'s renewable surcharge for FY2025 is ¥3.98/kWh.', 'local',
    'この記事は会員限定です。有料会員になると続きをお読みいただけます。初月無料で登録する。すでに会員の方はログイン'],
  ['pw-pt-assinantes', 'pt', 'www.folha-exemplo.com.br', 'Folha do Dia', '2024-10-28', 'Eleição em São Paulo: Nunes vence com 59,35% dos votos',
    'Ricardo Nunes foi reeleito prefeito de São Paulo no segundo turno.', 'Nunes won São Paulo\'s runoff with 59.35%.', 'local',
    'Conteúdo exclusivo para assinantes. Assine por R$ 1,90 no primeiro mês e tenha acesso ilimitado. Já é assinante? Faça login'],
  ['pw-sv-plus', 'sv', 'www.svenska-exempel.se', 'Svenska Morgonbladet', '2024-12-11', 'Elpriset i södra Sverige rusade till 8 kronor',
    'Vindstilla väder fick elpriset att rusa i elområde 4 under onsdagen.', 'Electricity in southern Sweden spiked to SEK 8/kWh.', 'local',
    'Den här artikeln ingår i Plus. Bli prenumerant för att läsa vidare – första månaden för 1 kr. Redan prenumerant? Logga in'],
  ['pw-en-notfree2', 'en', 'www.energy-markets-weekly.com', 'Energy Markets Weekly', '2024-06-03', 'European gas storage passes 70% weeks ahead of schedule',
    'Europe\'s gas storage sites are filling faster than expected after a mild winter. {{EU storage reached 70.1% of capacity on 2 June, compared with a legal target of 90% by 1 November.}} Traders say the comfortable position has kept summer prices below €35 per megawatt-hour. Analysts caution that a cold winter could still tighten the market, especially with Russian pipeline flows via Ukraine set to end.', 'EU gas storage reached 70.1% on 2 June 2024.', 'notfree'],
  ['pw-en-journal3', 'en', 'www.journal-of-housing-econ.com', 'Journal of Housing Economics', '2024-02-19', 'Short-term rentals and local rents: evidence from Barcelona',
    'Abstract: We estimate the effect of short-term rental listings on residential rents. {{A 1% increase in listings raises rents by 1.9% in the most affected neighbourhoods.}}', 'A 1% increase in Airbnb listings raised rents 1.9% in the most affected Barcelona areas.', 'journal'],
];

const WALL_HTML = (w: Wall, lang: string, text = ''): string => {
  if (w === 'journal')
    return `<div class="c-article-access-options"><h2>Access options</h2><div class="buy-box"><p><strong>Buy article PDF</strong> USD 39.95</p><p>Price excludes VAT (USA). Tax calculation will be finalised during checkout.</p><a class="buy" href="/checkout">Buy article</a></div><div class="inst"><a href="/institution">Access through your institution</a></div><div class="rent"><a href="/rent">Rent this article via DeepDyve</a></div><p>Full text and PDF available to subscribers.</p></div>`;
  if (w === 'notfree')
    return `<div class="paywall-overlay" hidden data-paywall="premium"><h3>${lang === 'en' ? 'This story is for Insiders only' : '—'}</h3><p>Become an Insider for full access.</p><a href="/subscribe">Subscribe</a></div>`;
  return `<div class="paywall" id="regwall" data-piano-container><h3>${esc(text.split('. ')[0]!)}</h3><p>${esc(text.split('. ').slice(1).join('. '))}</p><a class="btn-primary" href="/subscribe">${lang === 'en' ? 'Subscribe' : '→'}</a> <a href="/login">${lang === 'en' ? 'Sign in' : '⟶'}</a></div>`;
};

PAY.forEach(([id, lang, host, site, date, title, teaser, claim, wall, wallText], idx) => {
  const hasQuote = teaser.includes('{{');
  const quote = hasQuote ? parse(teaser).quote : claim;
  const paras = teaser.replace(/\{\{|\}\}/g, '').split(/\n\n/).map(esc);
  const p: Page = {
    kind: wall === 'journal' ? 'journal' : 'news',
    lang, site, title, date, paras, ...(wall === 'journal' ? { author: 'A. Researcher' } : {}),
    notFree: wall === 'piano' || wall === 'notfree' || (wall === 'local' && idx % 2 === 0),
    after: WALL_HTML(wall, lang, wallText),
  };
  const reason =
    wall === 'metered' ? 'metered wall: teaser then "free articles" limit, subscribe to read on' :
    wall === 'piano' ? 'Piano-style wall: teaser then "continue reading with a membership / subscribe"' :
    wall === 'notfree' ? 'publisher marks isAccessibleForFree=false (the response carries the text, the browser shows a wall): rule 2' :
    wall === 'journal' ? 'journal landing page: abstract only, buy the PDF or access through an institution' :
    wall === 'register' ? 'free-registration wall after the first paragraph' : `subscriber-only article (${lang}): teaser then a subscription wall`;
  const quotes = hasQuote ? [q(quote), q(nearMiss(quote), false)] : [];
  out.push(entry(id, host, 'paywalled', reason, serve(p), { path: encodeURI(`/${date.slice(0, 4)}/${slugify(title)}`), context: { title, claims: [claim], quotes: [quote] }, ...(quotes.length ? { quotes } : {}) }));
});

// ---------------------------------------------------------------------------------------- blocked
const cite = (title: string, claim: string, quote: string): ClassifyContext => ({ title, claims: [claim], quotes: [quote] });
const CF = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15}</style></head><body><div class="main-wrapper" role="main"><div class="main-content"><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript></div></div><script>(function(){window._cf_chl_opt={cvId: '3',cZone: "HOST",cType: 'managed',cRay: '8f3a1c2b9d4e7a10',cH: 'Xk2.Fq9',cUPMDTk: "\\/path?__cf_chl_tk=abc",md: 'q1w2e3'};var cpo = document.createElement('script');cpo.src = '/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f3a1c2b9d4e7a10';window._cf_chl_opt.cOgUHash = location.hash;document.getElementsByTagName('head')[0].appendChild(cpo);}());</script></body></html>`;
const AKAMAI = `<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have permission to access "http&#58;&#47;&#47;www&#46;HOST&#47;news&#47;article" on this server.<P>\nReference&#32;&#35;18&#46;a3c21002&#46;1732611931&#46;5c1f0e2b\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;a3c21002&#46;1732611931&#46;5c1f0e2b</P>\n</BODY>\n</HTML>\n`;
const DATADOME = `<html lang="en"><head><title>HOST</title><style>#cmsg{animation: A 1.5s;}@keyframes A{0%{opacity:0;}99%{opacity:0;}100%{opacity:1;}}</style></head><body style="margin:0"><p id="cmsg">Please enable JS and disable any ad blocker</p><script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMA1x2','hsh':'2211F522B61E269B869FA6EAFFB5E1','t':'fe','s':17434,'e':'7c1e','host':'geo.captcha-delivery.com'}</script><script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>`;
const PX = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Access to this page has been denied</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div class="px-captcha-container"><div class="px-captcha-header">Before we continue...</div><div class="px-captcha-message">Press &amp; Hold to confirm you are<br>a human (and not a bot).</div><div id="px-captcha"></div><p class="px-captcha-refid">Reference ID 5e0c9a10-ab3f-11ef-9c1b-4b7a6f0e1c2d</p></div><script>window._pxAppId='PXu6b0qd2S';window._pxJsClientSrc='/u6b0qd2S/init.js';window._pxHostUrl='/u6b0qd2S/xhr';</script><script src="/u6b0qd2S/captcha/captcha.js?a=c&m=0"></script></body></html>`;
const INCAPSULA = `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"><meta name="viewport" content="initial-scale=1.0"><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=27&xinfo=8-51827384-0%200NNN%20RT%281732611931523%2039%29%20q%280%20-1%20-1%200%29%20r%280%20-1%29%20B12%284%2C316%2C0%29%20U18&incident_id=1234000560102938475-297455108243622983&edet=12&cinfo=04000000&rpinfo=0&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: 1234000560102938475-297455108243622983</iframe></body></html>`;
const SUCURI = `<!DOCTYPE html><html lang="en"><head><title>Sucuri WebSite Firewall - Access Denied</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body><div id="main-container"><div id="error-container"><h1>Access Denied - Sucuri Website Firewall</h1><p>If you are the site owner (or you manage this site), please whitelist your IP or if you think this block is an error please <a href="https://support.sucuri.net">open a support ticket</a> and make sure to include the block details (displayed in the box below), so we can assist you in troubleshooting the issue.</p><table><tr><td>Your IP:</td><td>203.0.113.77</td></tr><tr><td>URL:</td><td>HOST/2024/11/story</td></tr><tr><td>Block ID:</td><td>BNP005</td></tr><tr><td>Block reason:</td><td>Bad bot access attempt.</td></tr><tr><td>Time:</td><td>2024-11-26 09:15:31</td></tr><tr><td>Server ID:</td><td>14013</td></tr></table></div></div></body></html>`;
const MODSEC = `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>406 Not Acceptable</title></head><body><h1>Not Acceptable</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p></body></html>`;
const ALIYUN = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>访问验证</title><meta name="viewport" content="width=device-width"></head><body><div class="container"><div class="header"><h2>访问验证</h2></div><div class="content"><p>亲，请拖动下方滑块完成验证</p><div id="nc"></div><p class="tips">为保障您的正常访问，请进行如下验证</p><p class="rid">请求ID：0bc1a2d617326119315234567e</p></div></div><script src="//g.alicdn.com/sd/nch5/index.js?t=2015052012"></script><script>var nc_token = ["FFFF0N0000000000A95D", (new Date()).getTime(), Math.random()].join(':');</script></body></html>`;
const host = (s: string, h: string) => s.replace(/HOST/g, h);

type BRow = [id: string, host: string, reason: string, handle: Handler, ctx: ClassifyContext];
const BLK: BRow[] = [
  ['bk-cf-managed', 'www.aus-energy-news.com.au', 'Cloudflare managed challenge, 403 "Just a moment..." (cf_chl_opt)', respond({ status: 403, body: host(CF, 'www.aus-energy-news.com.au'), headers: { server: 'cloudflare', 'cf-ray': '8f3a1c2b9d4e7a10-SYD', 'cf-mitigated': 'challenge' } }),
    cite('Australian households to get $300 energy bill relief in 2024-25', 'Every Australian household gets $300 of energy bill relief in 2024-25.', 'Every household will receive a $300 rebate on their electricity bills from 1 July.')],
  ['bk-cf-503', 'www.nordic-housing-review.com', 'Cloudflare JS challenge on 503 ("Just a moment...", cf-ray)', respond({ status: 503, body: host(CF, 'www.nordic-housing-review.com'), headers: { server: 'cloudflare', 'cf-ray': '8f3a1c2b9d4e7a11-ARN' } }),
    cite('Stockholm housing queue reaches 800,000 people', 'Stockholm\'s rental queue exceeds 800,000 people.', 'The average waiting time for a rental flat in the inner city is now 18 years.')],
  ['bk-akamai', 'www.us-health-news.com', 'Akamai edge "Access Denied" 403 with a Reference # (bot filter)', respond({ status: 403, body: host(AKAMAI, 'us-health-news.com'), type: 'text/html', headers: { server: 'AkamaiGHost' } }),
    cite('CDC: bird flu risk to the public remains low', 'The CDC says the bird flu risk to the general public remains low.', 'The current public health risk is low, CDC said.')],
  ['bk-datadome', 'www.lequipe-exemple.fr', 'DataDome CAPTCHA page on 403', respond({ status: 403, body: host(DATADOME, 'www.lequipe-exemple.fr'), headers: { 'x-datadome': 'protected', 'x-dd-b': '1' } }),
    cite('JO 2024 : la France termine avec 64 médailles', 'France finished Paris 2024 with 64 medals.', 'La France termine ses Jeux avec 64 médailles, dont 16 en or.')],
  ['bk-px', 'www.realestate-listings-news.com', 'PerimeterX "Press & Hold to confirm you are a human" on 403', respond({ status: 403, body: PX }),
    cite('Median US home price hits record $435,300', 'The US median existing-home price hit a record $435,300.', 'The median existing-home price rose 4.1% from a year earlier to $435,300.')],
  ['bk-429', 'www.global-elections-data.org', 'rate limit: 429 Too Many Requests with Retry-After: 3600, every time', respond({ status: 429, body: '<html><head><title>429 Too Many Requests</title></head><body><h1>Too Many Requests</h1><p>You have sent too many requests in a given amount of time. Please try again later.</p></body></html>', headers: { 'retry-after': '3600' } }),
    cite('Global voter turnout database: Europe 2024', 'Average turnout in European national elections in 2024 was about 63%.', 'Average turnout across European parliamentary elections in 2024 was 63.2%.')],
  ['bk-consent-redirect', 'www.yahoo-style-news.com', 'consent interstitial: 302 to a consent. host that asks to accept cookies before continuing', redirect((o) => `${o('consent.yahoo-style-news.com')}/v2/collectConsent?sessionId=3_cc-session_5b1c`, 302, { 'set-cookie': 'A3=d=AQABBK; Path=/; Domain=yahoo-style-news.com' }),
    cite('Oil prices fall as OPEC+ delays output increase', 'Brent crude fell below $72 a barrel.', 'Brent crude futures fell 1.2% to $71.80 a barrel.')],
  ['bk-consent-de', 'www.nachrichten-portal-beispiel.de', 'pay-or-consent wall (accept tracking or buy "Pur-Abo") served as 200: rule 3', respond({ body: chrome({ lang: 'de', site: 'Nachrichtenportal', title: 'Nachrichtenportal – Zustimmung', cookie: false, main: `<div class="consent-wall"><h1>Nachrichtenportal mit Werbung und Tracking nutzen</h1><p>Wir und unsere 214 Partner benötigen Ihre Zustimmung, um Informationen auf Ihrem Gerät zu speichern und personalisierte Werbung auszuspielen. Sie können Ihre Zustimmung jederzeit widerrufen.</p><button>Akzeptieren und weiter</button><h2>Oder werbefrei im Pur-Abo</h2><p>Alle Inhalte ohne Werbung und ohne Tracking für 2,99 € im Monat. Bereits Pur-Abonnent? <a href="/login">Hier anmelden</a></p></div>` }) }),
    cite('Bahn: Nur 62,5 Prozent der Fernzüge pünktlich', 'Only 62.5% of German long-distance trains were on time in 2024.', 'Im Jahr 2024 waren nur 62,5 Prozent der Fernzüge pünktlich.')],
  ['bk-geo-451', 'www.chicago-metro-daily.com', 'geo-block: 451 "unavailable in most European countries" (GDPR)', respond({ status: 451, body: chrome({ lang: 'en', site: 'Chicago Metro Daily', title: 'Chicago Metro Daily', cookie: false, main: '<h1>Unfortunately, our website is currently unavailable in most European countries.</h1><p>We are engaged on the issue and committed to looking at options that support our full range of digital offerings to the EU market. We continue to identify technical compliance solutions that will provide all readers with our award-winning journalism.</p>' }) }),
    cite('CTA ridership grows 10% in 2024', 'CTA ridership grew 10% in 2024.', 'Total CTA ridership rose 10 percent to 307 million rides in 2024.')],
  ['bk-geo-200', 'www.streaming-sport-tv.com', 'geo-block served with 200: "This content is not available in your region"', respond({ body: chrome({ lang: 'en', site: 'Sport TV+', title: 'Not available in your region | Sport TV+', main: '<div class="geo-block"><h1>This content is not available in your region</h1><p>Due to licensing restrictions, this video and article are only available to viewers in the United States. If you believe you are seeing this message in error, please contact support.</p><p>Error code: GEO-403</p></div>' }) }),
    cite('NBA Finals Game 7 draws 16.4 million viewers', 'NBA Finals Game 7 drew 16.4 million viewers.', 'Game 7 averaged 16.4 million viewers, the most-watched NBA game since 2019.')],
  ['bk-maint', 'www.regional-rail-authority.org', 'maintenance page on 503 with Retry-After 7200, every time', respond({ status: 503, headers: { 'retry-after': '7200' }, body: chrome({ lang: 'en', site: 'Regional Rail Authority', title: 'Scheduled maintenance', cookie: false, main: '<h1>We\'ll be back soon</h1><p>Our website is undergoing scheduled maintenance between 02:00 and 06:00. Journey planning remains available in our app. We apologise for any inconvenience.</p>' }) }),
    cite('New timetable adds 300 weekly services', 'The December timetable adds 300 weekly train services.', 'The new timetable adds more than 300 services a week across the network.')],
  ['bk-incapsula', 'www.insurance-weekly-news.com', 'Imperva/Incapsula "Request unsuccessful" iframe, 200', respond({ body: INCAPSULA }),
    cite('Flood insurance premiums up 32% in high-risk areas', 'Flood insurance premiums in high-risk areas rose 32%.', 'Average premiums in high-risk postcodes rose by 32% between 2021 and 2024.')],
  ['bk-sucuri', 'www.smalltown-election-blog.com', 'Sucuri website firewall "Access Denied" on 403', respond({ status: 403, body: host(SUCURI, 'www.smalltown-election-blog.com'), headers: { server: 'Sucuri/Cloudproxy', 'x-sucuri-block': 'BNP005' } }),
    cite('County results: turnout 71% in mayoral race', 'Turnout in the county mayoral race was 71%.', 'Turnout reached 71 percent, the highest for a mayoral election in the county.')],
  ['bk-406', 'www.municipal-climate-plans.org', 'web application firewall 406 (Mod_Security), not a dead link', respond({ status: 406, body: MODSEC, headers: { server: 'Apache' } }),
    cite('Climate adaptation plans of 120 municipalities', 'Only 38 of 120 municipalities had adopted an adaptation plan.', 'Just 38 of the 120 municipalities surveyed had formally adopted an adaptation plan.')],
  ['bk-aliyun', 'www.guangzhou-news-example.cn', 'Aliyun WAF slider verification ("访问验证"), 200', respond({ body: ALIYUN }),
    cite('广州地铁2024年客运量达33亿人次', 'Guangzhou Metro carried 3.3 billion passengers in 2024.', '2024年广州地铁全年客运量达33亿人次。')],
  ['bk-ja-busy', 'www.tokyo-kotsu-example.jp', 'overload page: 503 "アクセスが集中" (please retry later), every time', respond({ status: 503, body: chrome({ lang: 'ja', site: '東京交通新聞', title: 'ただいまアクセスが集中しています', cookie: false, main: '<h1>ただいまアクセスが集中しています</h1><p>現在、アクセスが集中しており、ページを表示しにくい状態になっております。お手数ですが、しばらく時間をおいてから再度アクセスしてください。</p>' }) }),
    cite('都営地下鉄、初乗り運賃を10円値上げへ', 'Toei Subway will raise its base fare by ¥10.', '都営地下鉄は初乗り運賃を10円引き上げる。')],
  ['bk-google-consent', 'www.video-news-hub.com', 'cookie-consent interstitial "Before you continue" (200) in place of the page', respond({ body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Before you continue</title></head><body><div class="consent-bump"><h1>Before you continue to Video News Hub</h1><p>We use cookies and data to deliver and maintain our services, track outages and protect against spam, fraud and abuse, and measure audience engagement and site statistics.</p><p>If you choose to "Accept all", we will also use cookies and data to develop and improve new services and show personalised content and ads.</p><form action="/save" method="POST"><button name="set_eom" value="true">Reject all</button><button name="set_eom" value="false">Accept all</button></form><a href="/settings">More options</a></div></body></html>` }),
    cite('Watch: how Rotterdam builds floating homes', 'Rotterdam is building floating homes as a climate adaptation measure.', 'Floating homes rise and fall with the water, so they never flood.')],
];
for (const [id, h, reason, handle, ctx] of BLK) out.push(entry(id, h, 'blocked', reason, handle, { path: `/news/${id}`, context: ctx, quotes: [q(ctx.quotes![0]!, false)] }));
out.push(target('bk-consent-host', 'consent.yahoo-style-news.com', '/v2/collectConsent', respond({ body: chrome({ lang: 'en', site: 'Yahoo-style News', title: 'Yahoo-style News is part of the Family of Brands', cookie: false, main: '<div class="consent-form"><h1>Yahoo-style News is part of the Family of Brands</h1><p>We, and our 812 partners, use cookies and similar technologies to provide our sites and apps, authenticate users, apply security measures and prevent spam and abuse, and measure your use of our sites and apps.</p><p>If you click "Accept all", we and our partners will also store and/or access information on a device and use precise geolocation data and other personal data.</p><button name="agree" value="agree">Accept all</button><button name="reject" value="reject">Reject all</button><a href="/v2/partners">Manage privacy settings</a></div>' }) })));

// --------------------------------------------------------------------------------------- mismatch
const TRENDING_EN = ['Energy bills: what the new price cap means for you', 'Five charts on the housing market', 'Election live: latest results', 'Heatwave warning extended to Sunday', 'Transfer news: deadline day', 'Review: the best new exhibitions this autumn'];
const homePage = (lang: string, site: string, heads: string[]) => chrome({ lang, site, title: `${site} – ${lang === 'en' ? 'Latest news, analysis and opinion' : lang === 'es' ? 'Últimas noticias' : 'Nachrichten'}`, main: `<section class="top-stories">${heads.map((h, i) => `<article class="card card--${i === 0 ? 'lead' : 'std'}"><a href="/${slugify(h)}"><h${i === 0 ? 2 : 3}>${esc(h)}</h${i === 0 ? 2 : 3}></a><p class="standfirst">${i === 0 ? esc(h) + '.' : ''}</p></article>`).join('')}</section>${railHtml(lang, heads.slice(0, 4), 'Most read')}` });

type MRow = [id: string, host: string, reason: string, handle: Handler, ctx: ClassifyContext, extra?: Entry];
const MIS: MRow[] = [
  ['ms-soft404-en', 'www.northern-echo-daily.com', 'soft 404 served with 200: "Sorry, we couldn\'t find that page" with a trending rail', respond({ body: chrome({ lang: 'en', site: 'Northern Echo Daily', title: 'Page not found | Northern Echo Daily', main: `<div class="error-page"><h1>Sorry, we couldn't find that page</h1><p>The page you were looking for may have been moved, deleted or may never have existed. Try searching or go back to the <a href="/">homepage</a>.</p></div>${railHtml('en', TRENDING_EN, 'Trending now')}` }) }),
    cite('Bus franchising to start in Sheffield in 2027', 'Bus franchising in South Yorkshire starts in 2027.', 'The first franchised services will begin operating in 2027.')],
  ['ms-soft404-de', 'www.ostsee-kurier-beispiel.de', 'soft 404 (200): "Seite nicht gefunden" in full site chrome', respond({ body: chrome({ lang: 'de', site: 'Ostsee-Kurier', title: 'Seite nicht gefunden – Ostsee-Kurier', main: `<h1>Ups! Diese Seite gibt es leider nicht (mehr)</h1><p>Die von Ihnen aufgerufene Seite wurde möglicherweise verschoben oder gelöscht. Nutzen Sie unsere Suche oder besuchen Sie die Startseite.</p>${railHtml('de', ['Sturmflut: Deiche halten', 'Hansa Rostock gewinnt Derby', 'Neue Fähre nach Gedser'], 'Meistgelesen')}` }) }),
    cite('Rostock: Mieten steigen um 7 Prozent', 'Rents in Rostock rose 7%.', 'Die Angebotsmieten in Rostock stiegen um 7 Prozent.')],
  ['ms-soft404-fr', 'www.sudouest-exemple.fr', 'soft 404 (200): "Oups ! Cette page n’existe pas ou plus"', respond({ body: chrome({ lang: 'fr', site: 'Sud Matin', title: 'Page introuvable - Sud Matin', main: `<h1>Oups ! Cette page n’existe pas ou plus.</h1><p>Le contenu que vous cherchez a peut-être été déplacé. Retrouvez toute l’actualité sur notre page d’accueil.</p>${railHtml('fr', ['Bordeaux : le tram prolongé', 'Vendanges précoces en Gironde', 'Rugby : l’UBB en finale'], 'À lire aussi')}` }) }),
    cite('Sécheresse : restrictions d’eau dans 40 communes', 'Water restrictions applied in 40 municipalities.', 'Quarante communes sont concernées par les restrictions d’usage de l’eau.')],
  ['ms-soft404-ja', 'www.kanagawa-shimbun-example.jp', 'soft 404 (200): "お探しのページは見つかりませんでした"', respond({ body: chrome({ lang: 'ja', site: '神奈川日日新聞', title: 'ページが見つかりません | 神奈川日日新聞', main: '<h1>お探しのページは見つかりませんでした</h1><p>指定されたページは削除されたか、URLが変更された可能性があります。トップページからお探しください。</p><ul class="ranking"><li><a href="/a">横浜市、路線バス減便へ</a></li><li><a href="/b">箱根駅伝、往路の結果</a></li></ul>' }) }),
    cite('横浜市、ごみ有料化を検討', 'Yokohama is considering charging for household waste.', '横浜市は家庭ごみの有料化について検討を始めた。')],
  ['ms-soft404-nl', 'www.noord-nieuws-voorbeeld.nl', 'soft 404 (200): "Pagina niet gevonden"', respond({ body: chrome({ lang: 'nl', site: 'Noord Nieuws', title: 'Pagina niet gevonden - Noord Nieuws', main: '<h1>Pagina niet gevonden</h1><p>Helaas, de pagina die je zoekt bestaat niet meer of is verplaatst.</p>' }) }),
    cite('Groningen: 2.400 woningen versterkt in 2024', '2,400 homes in Groningen were reinforced in 2024.', 'In 2024 zijn 2.400 woningen versterkt.')],
  ['ms-home-en', 'www.westfield-star.com', 'old article URL 301 to the home page (a list of other headlines)', redirect((o) => `${o('www.westfield-star.com')}/`, 301),
    cite('Westfield council approves 1,200 new homes on former airfield', 'The council approved 1,200 homes on the former airfield.', 'Planners approved outline permission for up to 1,200 homes on the former airfield.'),
    target('ms-home-en-t', 'www.westfield-star.com', '/', respond({ body: homePage('en', 'Westfield Star', ['Hospital waiting lists fall for third month', 'Town centre parking charges scrapped', 'Westfield United sign new striker', 'Flood defences: work starts on riverside wall', 'Library opening hours extended']) }))],
  ['ms-home-es', 'www.heraldo-ejemplo.es', 'article URL 302 to the home page', redirect((o) => `${o('www.heraldo-ejemplo.es')}/`, 302),
    cite('Zaragoza amplía el tranvía con una segunda línea', 'Zaragoza will build a second tram line.', 'La segunda línea del tranvía tendrá 12 kilómetros y 20 paradas.'),
    target('ms-home-es-t', 'www.heraldo-ejemplo.es', '/', respond({ body: homePage('es', 'Heraldo del Ebro', ['El Real Zaragoza empata en casa', 'Ola de calor: aviso naranja en el valle', 'Nuevo hospital en Alcañiz', 'Las Fiestas del Pilar baten récord de visitantes']) }))],
  ['ms-other-story', 'www.capital-city-news.com', 'article URL 301 to another story on the same site (different subject)', redirect((o) => `${o('www.capital-city-news.com')}/2025/03/zoo-welcomes-twin-pandas`, 301),
    cite('City bans new petrol stations from 2026', 'The city will ban new petrol stations from 2026.', 'No new petrol stations will receive planning permission from January 2026.'),
    target('ms-other-story-t', 'www.capital-city-news.com', '/2025/03/zoo-welcomes-twin-pandas', serve({ kind: 'news', lang: 'en', site: 'Capital City News', title: 'Zoo welcomes twin panda cubs', date: '2025-03-18', paras: ['The city zoo has announced the birth of twin giant panda cubs, the first born there in its 150-year history.', 'Keepers said mother and cubs were doing well and would stay out of public view for several months.', 'Visitors can follow the cubs on a live camera on the zoo\'s website.'], related: TRENDING_EN.slice(0, 3) }))],
  ['ms-other-story-it', 'www.giornale-esempio.it', 'article URL 301 to a different story of the same site', redirect((o) => `${o('www.giornale-esempio.it')}/cronaca/2024/nuovo-parcheggio-stazione`, 301),
    cite('Milano, Area B: dal 2025 stop ai diesel Euro 6', 'Milan bans Euro 6 diesel cars from Area B from 2025.', 'Dal 1° ottobre 2025 i diesel Euro 6 non potranno più entrare in Area B.'),
    target('ms-other-story-it-t', 'www.giornale-esempio.it', '/cronaca/2024/nuovo-parcheggio-stazione', serve({ kind: 'news', lang: 'it', site: 'Il Giornale del Mattino', title: 'Inaugurato il nuovo parcheggio della stazione di Monza', date: '2024-11-02', paras: ['È stato inaugurato il parcheggio multipiano accanto alla stazione di Monza.', 'La struttura offre 620 posti auto e 200 posti per biciclette.', 'Il costo dell’opera è stato di 9 milioni di euro.'] }))],
  ['ms-section', 'www.the-regional-times.com', 'article URL 302 to the politics section front (a list of headlines)', redirect((o) => `${o('www.the-regional-times.com')}/politics/`, 302),
    cite('Mayor wins second term with 58% of vote', 'The mayor was re-elected with 58% of the vote.', 'The mayor won 58 per cent of first-preference votes.'),
    target('ms-section-t', 'www.the-regional-times.com', '/politics/', respond({ body: chrome({ lang: 'en', site: 'The Regional Times', title: 'Politics | The Regional Times', main: `<h1>Politics</h1><ul class="story-list">${['MPs debate rail funding', 'County budget: council tax up 4.99%', 'Opposition names new leader', 'Boundary changes explained', 'Poll: voters back bus franchising', 'Parliament week ahead'].map((h) => `<li><a href="/${slugify(h)}"><h3>${esc(h)}</h3></a><time>2 hours ago</time></li>`).join('')}</ul>` }) }))],
  ['ms-depub-de', 'www.ard-beispiel.de', 'depublished item (200): "Dieser Beitrag ist nicht mehr verfügbar" (rundfunkrechtliche Verweildauer)', respond({ body: chrome({ lang: 'de', site: 'Tagesbericht', title: 'Beitrag nicht mehr verfügbar | Tagesbericht', main: '<h1>Dieser Beitrag ist nicht mehr verfügbar</h1><p>Aus rechtlichen Gründen (Rundfunkstaatsvertrag) sind Inhalte nur für einen begrenzten Zeitraum abrufbar. Dieser Beitrag ist daher nicht mehr online verfügbar.</p><p><a href="/">Zur Startseite</a></p>' }) }),
    cite('Mietpreisbremse: Wo sie wirkt und wo nicht', 'The German rent brake has limited effect in big cities.', 'In den sieben größten Städten liegen die Angebotsmieten im Schnitt 20 Prozent über der zulässigen Grenze.')],
  ['ms-removed-en', 'www.the-sunday-record.com', 'takedown (200): "This article has been removed" for legal reasons', respond({ body: chrome({ lang: 'en', site: 'The Sunday Record', title: 'Article removed | The Sunday Record', main: '<h1>This article has been removed</h1><p>This article has been removed from our website for legal reasons. We apologise for any inconvenience.</p>' }) }),
    cite('Football club owner faces tax inquiry', 'The club owner faces a tax inquiry.', 'HMRC has opened an inquiry into the owner\'s offshore holdings.')],
  ['ms-expired-pt', 'www.noticias-exemplo.pt', 'expired item (200): "Esta notícia já não está disponível"', respond({ body: chrome({ lang: 'pt', site: 'Notícias ao Minuto', title: 'Conteúdo indisponível', main: '<h1>Esta notícia já não está disponível</h1><p>O conteúdo que procura expirou ou foi removido. Consulte as últimas notícias na página inicial.</p>' }) }),
    cite('Lisboa: passes gratuitos para jovens até aos 23 anos', 'Lisbon offers free transit passes to young people up to 23.', 'Os jovens até aos 23 anos passam a viajar gratuitamente na rede da Carris.')],
  ['ms-empty-search', 'www.metro-herald-example.com', 'old URL 302 to the site search, which finds 0 results', redirect((o) => `${o('www.metro-herald-example.com')}/search?q=housing-benefit-freeze-2025`, 302),
    cite('Housing benefit freeze to hit 1.6 million families', 'The housing benefit freeze will hit 1.6 million families.', 'Some 1.6 million private renters will see no increase in support next year.'),
    target('ms-empty-search-t', 'www.metro-herald-example.com', '/search', respond({ body: chrome({ lang: 'en', site: 'Metro Herald', title: 'Search results | Metro Herald', main: '<h1>Search</h1><form action="/search"><input name="q" value="housing-benefit-freeze-2025"></form><p class="search-count">0 results for "housing-benefit-freeze-2025"</p><p>Try different keywords or check your spelling.</p>' }) }))],
  ['ms-parked', 'www.olddowntownnews.com', 'parked domain (200): "This domain may be for sale"', respond({ body: `<!DOCTYPE html><html><head><title>olddowntownnews.com</title><meta name="viewport" content="width=device-width"></head><body><div class="parking"><h1>olddowntownnews.com</h1><p>This domain may be for sale!</p><a href="https://sedo.example/search/details/?domain=olddowntownnews.com">Buy this domain</a><div class="related-links"><h2>Related Links</h2><ul><li><a href="/?q=Local+News">Local News</a></li><li><a href="/?q=Newspaper+Subscription">Newspaper Subscription</a></li><li><a href="/?q=Cheap+Flights">Cheap Flights</a></li></ul></div><p class="disclaimer">The Sponsored Listings displayed above are served automatically by a third party.</p></div></body></html>` }),
    cite('Downtown tram extension opens to passengers', 'The downtown tram extension opened with four new stops.', 'The 2.4-mile extension adds four stops.')],
  ['ms-soft404-ko', 'www.seoul-ilbo-example.co.kr', 'soft 404 (200): "요청하신 페이지를 찾을 수 없습니다"', respond({ body: chrome({ lang: 'ko', site: '서울일보', title: '페이지를 찾을 수 없습니다 - 서울일보', main: '<h1>요청하신 페이지를 찾을 수 없습니다</h1><p>페이지가 삭제되었거나 주소가 변경되었을 수 있습니다. 입력하신 주소를 다시 한번 확인해 주세요.</p>' }) }),
    cite('서울시, 기후동행카드 이용자 100만명 돌파', 'Seoul\'s climate card passed one million users.', '기후동행카드 누적 판매량이 100만 장을 넘어섰다.')],
  ['ms-gov-withdrawn', 'www.energy-dept.gov.example', 'government page (200) that says the page is no longer available and points to the archive', respond({ body: chrome({ lang: 'en', site: 'Department for Energy', title: 'Page no longer available - Department for Energy', main: '<h1>This page is no longer available</h1><p>This page has been removed from our website. You may be able to find an archived version in the National Web Archive.</p><p><a href="/">Go to the homepage</a></p>' }) }),
    cite('Boiler Upgrade Scheme grant rises to £7,500', 'The Boiler Upgrade Scheme grant rose to £7,500.', 'Grants for air source heat pumps will increase from £5,000 to £7,500.')],
];
for (const [id, h, reason, handle, ctx, extra] of MIS) {
  out.push(entry(id, h, 'mismatch', reason, handle, { path: `/${id.replace(/^ms-/, 'story/')}`, context: ctx, quotes: [q(ctx.quotes![0]!, false)] }));
  if (extra) out.push(extra);
}

// ---------------------------------------------------------------------------------------- invalid
const nf = (lang: string, site: string, title: string, h1: string, p: string, status = 404) =>
  respond({ status, body: chrome({ lang, site, title, main: `<div class="error-404"><h1>${esc(h1)}</h1><p>${esc(p)}</p></div>${lang === 'en' ? railHtml('en', TRENDING_EN.slice(0, 4), 'Popular') : ''}` }) });
type IRow = [id: string, host: string, reason: string, handle: Handler, ctx: ClassifyContext, extra?: Entry];
const INV: IRow[] = [
  ['iv-404-en', 'www.sunrise-coast-news.com', '404 Not Found with a styled error page', nf('en', 'Sunrise Coast News', '404 | Sunrise Coast News', 'Page not found', 'The page you requested does not exist.'),
    cite('Coastal erosion: 300 homes at risk by 2050', '300 homes are at risk from coastal erosion by 2050.', 'About 300 homes could be lost to coastal erosion by 2050.')],
  ['iv-404-en2', 'www.health-policy-watch.org', '404 from an NGO site', nf('en', 'Health Policy Watch', 'Page Not Found – Health Policy Watch', 'Nothing here', 'This page may have moved.'),
    cite('WHO pandemic agreement adopted', 'The World Health Assembly adopted the pandemic agreement.', 'Member states adopted the agreement by 124 votes in favour.')],
  ['iv-404-de', 'www.kieler-anzeiger-beispiel.de', '404 (de)', nf('de', 'Kieler Anzeiger', 'Fehler 404 – Seite nicht gefunden', 'Fehler 404', 'Die angeforderte Seite wurde nicht gefunden.'),
    cite('Kiel: Landstrom für Kreuzfahrtschiffe', 'Kiel provides shore power to cruise ships.', 'Sechs von zehn Kreuzfahrtschiffen nutzten Landstrom.')],
  ['iv-404-fr', 'www.ouest-exemple.fr', '404 (fr)', nf('fr', 'Ouest Matin', 'Erreur 404', 'Erreur 404', 'La page demandée est introuvable.'),
    cite('Rennes : le métro ligne b dépasse 100 000 voyageurs par jour', 'Rennes metro line b exceeds 100,000 daily riders.', 'La ligne b transporte plus de 100 000 voyageurs par jour.')],
  ['iv-404-es', 'www.la-voz-ejemplo.es', '404 (es)', nf('es', 'La Voz del Norte', 'Página no encontrada (404)', 'Error 404', 'La página que buscas no existe.'),
    cite('Bilbao, la ciudad con el agua más barata', 'Bilbao has the cheapest water in Spain.', 'El recibo medio del agua en Bilbao es de 180 euros al año.')],
  ['iv-404-ru', 'www.gazeta-example.ru', '404 (ru)', nf('ru', 'Городская газета', 'Страница не найдена', 'Ошибка 404', 'Запрашиваемая страница не найдена.'),
    cite('Москва: метро перевезло 2,5 млрд пассажиров', 'The Moscow metro carried 2.5 billion passengers.', 'Московское метро перевезло 2,5 млрд пассажиров за год.')],
  ['iv-404-ja', 'www.hokkaido-example.jp', '404 (ja)', nf('ja', '北海道新報', '404 Not Found', 'ページが見つかりません', 'お探しのページは存在しません。'),
    cite('札幌市、冬季五輪招致を断念', 'Sapporo dropped its Winter Olympics bid.', '札幌市は2030年冬季五輪の招致を断念した。')],
  ['iv-410', 'www.campaign-site-2022.org', '410 Gone: the campaign page was retired', respond({ status: 410, body: '<html><head><title>410 Gone</title></head><body><h1>Gone</h1><p>The requested resource is no longer available on this server and there is no forwarding address.</p></body></html>' }),
    cite('Vote Yes: the case for a regional assembly', 'Campaigners said an assembly would bring £2bn of investment.', 'A regional assembly would unlock £2bn of investment.')],
  ['iv-410-wp', 'www.old-festival-blog.net', '410 from a blog for a deleted post', respond({ status: 410, body: chrome({ lang: 'en', site: 'Old Festival Blog', title: 'Content deleted', main: '<h1>410 – This content has been permanently deleted</h1>' }) }),
    cite('Glastonbury 2019 in numbers', 'Glastonbury 2019 sold 135,000 tickets.', '135,000 tickets sold out in 36 minutes.')],
  ['iv-nxdomain', 'www.tinylink-short.co', 'short link redirects to a domain that no longer exists (NXDOMAIN)', redirect((o) => `http://www.defunct-transport-journal.invalid:${o('x').split(':')[2]}/2019/fares-report`, 301),
    cite('Report: cost of commuting in 10 cities', 'Commuters in London spend 14% of income on transport.', 'London commuters spend on average 14% of their monthly income on travel.')],
  ['iv-nxdomain2', 'www.election-archive-redirect.org', 'old archive host redirects to a campaign domain that has lapsed (does not resolve)', redirect(() => 'https://results2020.county-elections.invalid/summary', 302),
    cite('County election results 2020: summary', 'Turnout in the county was 68%.', 'Overall turnout across the county was 68.4 percent.')],
  ['iv-moved-404', 'www.science-daily-example.com', '301 to a new path which is 404', redirect((o) => `${o('www.science-daily-example.com')}/releases/2023/08/heat-mortality`, 301),
    cite('Heat-related deaths in Europe topped 47,000 in 2023', 'Over 47,000 people died from heat in Europe in 2023.', 'The study estimates 47,690 heat-related deaths in 2023.'),
    target('iv-moved-404-t', 'www.science-daily-example.com', '/releases/2023/08/heat-mortality', nf('en', 'Science Daily Example', 'Not Found', '404 – Not Found', 'We can\'t find that release.'))],
  ['iv-pdf-404', 'www.transport-agency.gov.example', 'PDF report URL answers 404', respond({ status: 404, body: chrome({ lang: 'en', site: 'Transport Agency', title: 'Page not found - Transport Agency', main: '<h1>Page not found</h1><p>If you entered a web address please check it was correct.</p>' }) }),
    cite('Road safety statistics 2023 (PDF)', 'Road deaths fell 1% to 1,624 in 2023.', 'There were 1,624 reported road deaths in 2023, a decrease of 1%.')],
  ['iv-404-plain', 'www.university-research-news.edu.example', 'bare nginx 404', respond({ status: 404, body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n', headers: { server: 'nginx' } }),
    cite('Study: four-day week cut burnout by 71%', 'A four-day week trial cut burnout by 71%.', '71% of employees reported reduced levels of burnout.')],
];
for (const [id, h, reason, handle, ctx, extra] of INV) {
  out.push(entry(id, h, 'invalid', reason, handle, { path: id === 'iv-pdf-404' ? '/assets/road-safety-2023.pdf' : `/news/${id}`, context: ctx, quotes: [q(ctx.quotes![0]!, false)] }));
  if (extra) out.push(extra);
}

export function blind12Cases(): CorpusCase[] {
  return toCases('blind12', out);
}

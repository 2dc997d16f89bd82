/** blind30 — walls (bot, queue, consent, geo, maintenance, paywalls) in front of shelf-life pages; HTTP edges; extra pages. */
import { article, redirect, respond, serveArticle, target, write, type Entry } from './blindkit';
import { eventPage, jobPage, liveBlog, lotPage, noticePage, noticeShell, productPage, propertyPage } from './blind30pages';
import { ctx, pg, q } from './blind30kit';
import { entry30redirect, entry30status } from './blind30jobs';

const bare = (lang: string, title: string, body: string, charset = 'utf-8', head = '') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="${charset}"><title>${title}</title>${head}</head><body>${body}</body></html>`;

export function wallEntries(): Entry[] {
  const out: Entry[] = [];
  // ---------------------------------------------------------------- blocked: bot defences, queues, consent, geo, maintenance
  out.push(entry30status('bw-pt-cf', 'www.empregos-portugal.pt', '/oferta/enfermeiro-porto-88123', 403, 'blocked', 'Cloudflare managed challenge ("Just a moment...") in front of a job ad',
    bare('pt', 'Just a moment...', '<div class="main-wrapper"><h1>www.empregos-portugal.pt</h1><h2>Verifying you are human. This may take a few seconds.</h2><noscript>Enable JavaScript and cookies to continue</noscript><div id="challenge-stage"></div><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f1a2b3c4d5e6f70"></script><div class="footer">Ray ID: <code>8f1a2b3c4d5e6f70</code> · Performance &amp; security by Cloudflare</div></div>'),
    { 'cf-mitigated': 'challenge', server: 'cloudflare', 'cf-ray': '8f1a2b3c4d5e6f70-LIS' }, ctx('Enfermeiro/a – Hospital privado, Porto')));

  out.push(entry30status('bw-fr-datadome', 'www.immo-annonces-idf.fr', '/annonces/location/appartement/paris-11eme/a-2291044', 403, 'blocked', 'DataDome captcha page (403) in front of a rental listing',
    bare('fr', 'immo-annonces-idf.fr', '<p>Please enable JS and disable any ad blocker</p><script>var dd={"rt":"c","cid":"AHrlqAAAAAMA1x","hsh":"2211F522B61E269B869FA6EAFFB5E1","t":"fe","host":"geo.captcha-delivery.com"}</script><script src="https://ct.captcha-delivery.com/c.js"></script>'),
    { server: 'nginx', 'x-datadome': 'protected', 'set-cookie': 'datadome=abc; Path=/' }, ctx('Appartement 2 pièces 38 m² – Paris 11e')));

  out.push(pg('bw-en-queue', 'tickets.arena-events-example.com', '/event/summer-tour-2025-wembley', 'blocked',
    'virtual waiting room ("You are now in line") before the ticket page — a queue, not the event page',
    () => bare('en', 'Queue-it', '<div id="queue-it_log"><h1>You are now in line</h1><p>Thank you for your patience. When it is your turn, you will have 10 minutes to enter the website.</p><p>Your number in line: 48,212</p><p>Estimated wait time: more than an hour</p><p>Last status update: 14:02:11</p></div><script src="//static.queue-it.net/script/queueclient.min.js"></script>'),
    { context: ctx('Summer Tour 2025 – Wembley Stadium tickets') }));

  out.push(entry30status('bw-en-akamai', 'www.global-auction-house.com', '/auction/2025/modern-british/lot-18', 403, 'blocked', 'Akamai "Access Denied" reference page on an auction lot',
    bare('en', 'Access Denied', '<H1>Access Denied</H1>You don\'t have permission to access "http&#58;&#47;&#47;www&#46;global&#45;auction&#45;house&#46;com&#47;auction&#47;2025&#47;" on this server.<P>Reference&#32;&#35;18&#46;7a3c1002&#46;1716298841&#46;2e5b9f1</P>'), { server: 'AkamaiGHost' }, ctx('Modern British Art – Lot 18')));

  out.push(entry30status('bw-de-perimeterx', 'www.kleinanzeigen-sued-example.de', '/anzeige/e-bike-cube-kathmandu-2023/2901177812', 403, 'blocked', 'PerimeterX "press & hold" human check on a classified ad',
    bare('de', 'Zugriff verweigert', '<div id="px-captcha-wrapper"><h1>Bitte bestätigen Sie, dass Sie ein Mensch sind</h1><p>Halten Sie die Taste gedrückt.</p><div id="px-captcha"></div><p>Referenz-ID: 9c2e2f10-3a1b-11f0-8b3d-0242ac120002</p></div><script>window._pxAppId="PXu6b0qd2S";</script><script src="/u6b0qd2S/init.js"></script>'),
    {}, ctx('E-Bike Cube Kathmandu 2023 – Kleinanzeige')));

  out.push(entry30status('bw-es-429', 'www.entradas-norte.es', '/evento/concierto-bilbao-bbk-live', 429, 'blocked', 'persistent 429 Too Many Requests on a ticket page',
    bare('es', '429 Too Many Requests', '<h1>Demasiadas solicitudes</h1><p>Has realizado demasiadas peticiones. Inténtalo de nuevo más tarde.</p>'), { 'retry-after': '3600' }, ctx('Bilbao BBK Live – entradas')));

  out.push(pg('bw-it-consent', 'www.quotidiano-nord-example.it', '/diretta/2025/elezioni-regionali-risultati', 'blocked',
    'full-page consent interstitial (no article text) in front of a live results page',
    () => bare('it', 'Quotidiano Nord – Privacy', '<div class="cmp-wall"><h1>Il tuo consenso per la privacy</h1><p>Noi e i nostri 842 partner utilizziamo cookie e tecnologie simili per archiviare e accedere a informazioni sul dispositivo, per annunci e contenuti personalizzati, misurazione e sviluppo di servizi.</p><button>Accetta e continua</button> <button>Personalizza</button><p><a href="/privacy">Informativa privacy</a></p></div><script src="https://cmp.quotidiano-nord-example.it/tcfv2/stub.js"></script>'),
    { context: ctx('Elezioni regionali: i risultati in diretta') }));

  out.push(pg('bw-de-pur', 'www.zeitung-west-example.de', '/lokales/liveticker-karneval-2025-koeln', 'blocked',
    'pay-or-consent wall ("mit Werbung lesen oder Pur-Abo") — a consent dialog any reader can pass by accepting',
    () => bare('de', 'Zeitung West – Ihre Wahl', '<div class="pur-wall"><h1>Lesen Sie Zeitung West mit Werbung oder werbefrei</h1><div class="opt"><h2>Mit Werbung</h2><p>Sie stimmen der Nutzung von Cookies und der Verarbeitung Ihrer Daten für personalisierte Werbung zu.</p><button>Akzeptieren und weiter</button></div><div class="opt"><h2>Pur-Abo</h2><p>Werbefrei und ohne Tracking für 3,99 € im Monat.</p><button>Jetzt Pur-Abo abschließen</button></div><p>Bereits Pur-Abonnent? <a href="/login">Anmelden</a></p></div>'),
    { context: ctx('Karneval in Köln: Der Liveticker zum Rosenmontag') }));

  out.push(pg('bw-en-geo', 'www.us-sweepstakes-example.com', '/promotions/summer-giveaway-2025', 'blocked',
    'geo-block page ("not available in your country") instead of the promotion',
    () => noticeShell({ lang: 'en', site: 'US Sweepstakes', docTitle: 'Not available in your region', h1: 'Sorry, this site is not available in your country', lines: ['Due to legal restrictions, our promotions are only open to residents of the 50 United States and D.C.', 'Error code: GEO-403'] }),
    { context: ctx('Summer Giveaway 2025 – official rules') }));

  out.push(entry30status('bw-de-maint', 'www.jobportal-mitte-example.de', '/stellen/erzieherin-kita-leipzig-30041', 503, 'blocked', 'maintenance page (503 with Retry-After) on a job portal — persists through retries',
    bare('de', 'Wartungsarbeiten', '<div class="maintenance"><h1>Wir sind gleich wieder da</h1><p>Wegen geplanter Wartungsarbeiten ist das Jobportal vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.</p></div>'), { 'retry-after': '1800' }, ctx('Erzieherin (m/w/d) Kita Leipzig')));

  out.push(entry30status('bw-ru-incap', 'www.torgi-auktsion-example.ru', '/lot/2025/44120', 200, 'blocked', 'Imperva/Incapsula "Request unsuccessful" script page instead of the lot',
    '<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=24&xinfo=8-1234567-0%200NNN%20RT%281716298841000%20101%29&incident_id=812000120155551234-67890&edet=12" frameborder=0 width="100%" height="100%">Request unsuccessful. Incapsula incident ID: 812000120155551234-67890</iframe></body></html>',
    {}, ctx('Лот № 44120: нежилое помещение, Екатеринбург')));

  out.push(pg('bw-pl-captcha', 'www.ogloszenia-mazowsze-example.pl', '/oferta/mieszkanie-2-pokoje-warszawa-mokotow-ID4kQ2x', 'blocked',
    'captcha page ("potwierdź, że nie jesteś robotem") instead of a flat listing',
    () => bare('pl', 'Weryfikacja', '<div class="verify"><h1>Potwierdź, że nie jesteś robotem</h1><p>Wykryliśmy nietypowy ruch z Twojej sieci. Zaznacz pole poniżej, aby kontynuować.</p><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div><script src="https://hcaptcha.com/1/api.js" async defer></script></div>', 'utf-8'),
    { context: ctx('Mieszkanie 2 pokoje, Warszawa Mokotów') }));

  out.push(entry30status('bw-en-basic', 'staging.conference-site-example.org', '/2026/programme', 401, 'blocked', 'staging host behind HTTP Basic auth (401 WWW-Authenticate): not a paywall, the page cannot be seen',
    bare('en', '401 Authorization Required', '<h1>401 Authorization Required</h1><hr><center>nginx</center>'), { 'www-authenticate': 'Basic realm="Staging"' }, ctx('Conference programme 2026')));

  out.push(entry30status('bw-en-f5', 'etendering.procurement-portal-example.ie', '/notice/2025-tender-082331', 200, 'blocked', 'F5 ASM "Request Rejected" page in front of a tender notice',
    bare('en', 'Request Rejected', 'The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 15372688842234710532<br><br><a href="javascript:history.back();">[Go Back]</a>'), {}, ctx('Tender 2025/082331 – Road resurfacing works')));

  out.push(pg('bw-ko-sucuri', 'www.bodonggi-auction-example.kr', '/lot/view/220134', 'blocked',
    'Sucuri-style JavaScript redirect challenge ("You are being redirected") instead of the lot page',
    () => bare('ko', 'You are being redirected...', '<noscript>Javascript is required. Please enable javascript before you are allowed to see this page.</noscript><script>var s={},u,c,U,r,i,l=0,a,e=eval,w=String.fromCharCode,sucuri_cloudproxy_js=\'\',S=\'cz0iMXNlYyI7\';L=S.length;U=0;r=\'\';</script>'),
    { context: ctx('조선백자 달항아리 – 경매 220134') }));

  out.push(entry30status('bw-en-dberror', 'www.citymarathon-example.org', '/results/2024', 500, 'blocked', 'WordPress "Error establishing a database connection" (500, every try) on a results page',
    bare('en', 'Database Error', '<h1>Error establishing a database connection</h1>'), {}, ctx('City Marathon 2024 results')));

  out.push(entry30status('bw-ja-busy', 'ticket.kouen-navi.jp', '/event/2025/kabuki-shinshun', 503, 'blocked', 'Japanese "access concentrated" busy page (503) on a ticket site, every try',
    bare('ja', 'アクセス集中', '<h1>ただいまアクセスが集中しています</h1><p>大変混み合っております。しばらく時間をおいてから再度アクセスしてください。</p>', 'shift_jis'), {}, ctx('新春歌舞伎公演 2025 チケット'), 'shift_jis'));

  out.push(pg('bw-zh-verify', 'www.ershou-jiaoyi-example.cn', '/item/9981203344', 'blocked',
    'Chinese slider security check (安全验证) instead of a second-hand listing',
    () => bare('zh', '安全验证', '<div class="nc-container"><h1>安全验证</h1><p>请拖动下方滑块完成验证</p><div id="nc_1_wrapper"></div><p>访问过于频繁，请完成验证后继续访问</p></div><script src="//g.alicdn.com/AWSC/AWSC/awsc.js"></script>'),
    { context: ctx('二手 iPhone 14 128G 国行') }));

  out.push(entry30status('bw-nl-403', 'www.overheid-inspraak-example.nl', '/consultatie/windparken-op-zee/reacties', 403, 'blocked', 'bare 403 Forbidden (nginx) on a consultation page, every try',
    bare('nl', '403 Forbidden', '<center><h1>403 Forbidden</h1></center><hr><center>nginx</center>'), {}, ctx('Consultatie windparken op zee – reacties')));

  out.push(pg('bw-tr-consent', 'www.haber-canli-example.com.tr', '/canli/secim-sonuclari-2024', 'blocked',
    'Turkish full-page cookie consent (KVKK) interstitial, nothing else served',
    () => bare('tr', 'Çerez Tercihleri', '<div class="consent-wall"><h1>Çerez tercihleriniz</h1><p>Size daha iyi hizmet sunabilmek için çerezler kullanıyoruz. Devam etmek için çerez kullanımını kabul edin veya tercihlerinizi düzenleyin.</p><button>Kabul Et</button><button>Tercihleri Yönet</button></div>', 'iso-8859-9'),
    { charset: 'iso-8859-9', context: ctx('Yerel seçim sonuçları 2024 canlı') }));

  // ---------------------------------------------------------------- paywalled
  out.push(pg('pw-en-metered', 'www.financial-daily-example.com', '/markets/live/2025-04-07-tariff-sell-off', 'paywalled',
    'metered wall on a markets live blog: headline and first paragraph, then "You have reached your limit of free articles"',
    (url) => article({ lang: 'en', site: 'Financial Daily', siteUrl: 'https://www.financial-daily-example.com', title: 'Markets live: global stocks tumble as tariff fears deepen', date: '2025-04-07T06:00:00Z', template: 'arc', author: 'Lena Ortiz',
      paras: ['Stocks fell sharply in Asia and Europe on Monday as investors braced for a trade war.', '<div class="meter-wall"><h3>You have reached your limit of free articles this month</h3><p>Subscribe for unlimited access from $1 a week. Already a subscriber? Sign in.</p></div>'] })(url),
    { context: ctx('Markets live: global stocks tumble as tariff fears deepen') }));

  out.push(pg('pw-de-flag', 'www.wirtschaft-woche-example.de', '/unternehmen/ranking-arbeitgeber-2024', 'paywalled',
    'premium article marked isAccessibleForFree=false in its JSON-LD (full text in the response): the publisher says readers meet a wall',
    (url) => article({ lang: 'de', site: 'Wirtschaft Woche', siteUrl: 'https://www.wirtschaft-woche-example.de', title: 'Arbeitgeber-Ranking 2024: Die beliebtesten Unternehmen', date: '2024-05-13T05:00:00Z', author: 'Tobias Renner', free: false, paywallSelector: '.paywall', cookie: true,
      paras: ['Zum dritten Mal in Folge führt ein Autobauer das Ranking der beliebtesten Arbeitgeber an.', 'Befragt wurden 12.400 Berufstätige mit Hochschulabschluss.', 'Auf Platz zwei folgt ein Softwarekonzern aus Walldorf, Platz drei belegt ein Luftfahrtunternehmen.'] })(url),
    { context: ctx('Arbeitgeber-Ranking 2024: Die beliebtesten Unternehmen'), quotes: [q('Befragt wurden 12.400 Berufstätige mit Hochschulabschluss'), q('Befragt wurden 21.400 Berufstätige', false)] }));

  out.push(pg('pw-fr-abonnes', 'www.journal-du-soir-example.fr', '/politique/article/2024/07/08/legislatives-resultats-analyse', 'paywalled',
    '"Cet article est réservé aux abonnés" after a teaser',
    (url) => article({ lang: 'fr', site: 'Le Journal du Soir', title: 'Législatives : ce que disent les résultats du second tour', date: '2024-07-08T05:30:00Z', author: 'Claire Dubois', cookie: true,
      paras: ['Aucun bloc n’obtient la majorité absolue à l’Assemblée nationale.', '<div class="paywall"><p>Cet article est réservé aux abonnés. Il vous reste 85 % à découvrir.</p><p>Abonnez-vous à partir de 1 € le premier mois. Déjà abonné ? Se connecter</p></div>'] })(url),
    { context: ctx('Législatives : ce que disent les résultats du second tour') }));

  out.push(pg('pw-es-suscriptores', 'www.diario-licitaciones-example.es', '/analisis/adjudicaciones-metro-2025', 'paywalled',
    'trade-press analysis of tender awards behind "contenido exclusivo para suscriptores"',
    (url) => article({ lang: 'es', site: 'Diario de Licitaciones', title: 'Quién ganó los contratos del metro en 2025', date: '2025-06-02T07:00:00Z', author: 'Marta Gil', cookie: true,
      paras: ['Las constructoras españolas se adjudicaron siete de los diez grandes lotes.', '<div class="premium-wall"><p>Contenido exclusivo para suscriptores. Suscríbete para seguir leyendo.</p><a href="/suscripcion">Ver planes</a> · <a href="/login">Iniciar sesión</a></div>'] })(url),
    { context: ctx('Quién ganó los contratos del metro en 2025') }));

  out.push(pg('pw-nl-test', 'www.consumententest-example.nl', '/test/wasmachines/2024/bosch-serie-6-wgg244', 'paywalled',
    'product test result (discontinued washing machine) behind a members wall: "word lid om de testresultaten te zien"',
    () => noticeShell({ lang: 'nl', site: 'ConsumentenTest', docTitle: 'Bosch Serie 6 WGG244 – Testresultaten | ConsumentenTest', h1: 'Bosch Serie 6 WGG244 (niet meer leverbaar)', lines: ['Getest in maart 2024 · Testoordeel: ●●●●○', 'Word lid om de volledige testresultaten, het rapportcijfer en de vergelijking te zien.', 'Lid worden vanaf € 4,95 per maand. Al lid? Log in.'] }),
    { context: ctx('Bosch Serie 6 WGG244 testresultaten') }));

  out.push(pg('pw-ja-member', 'www.keizai-shimbun-example.jp', '/article/DGXZQO2025052300', 'paywalled',
    'Japanese paid-member article ("この記事は有料会員限定です") about a company\'s annual results',
    (url) => article({ lang: 'ja', site: '経済新聞', charset: 'euc-jp', title: '大手商社、今期純利益15%増の見通し', date: '2025-05-23T06:00:00Z', cookie: false,
      paras: ['大手総合商社は23日、2026年3月期の連結純利益が前期比15%増になる見通しだと発表した。', '<div class="paywall"><p>この記事は有料会員限定です。有料会員になると続きをお読みいただけます。</p><p>初月無料で登録　ログイン</p></div>'] })(url),
    { charset: 'euc-jp', context: ctx('大手商社、今期純利益15%増の見通し') }));

  out.push(pg('pw-sv-plus', 'www.dagbladet-syd-example.se', '/bostad/a/8Jq2Lm/bostadspriserna-faller-i-malmo', 'paywalled',
    'Swedish "Plus" article: teaser then "Redan prenumerant? Logga in" / subscribe box',
    (url) => article({ lang: 'sv', site: 'Dagbladet Syd', title: 'Bostadspriserna faller i Malmö – så mycket har de sjunkit', date: '2025-03-11T06:00:00Z', cookie: true,
      paras: ['Bostadsrättspriserna i Malmö har sjunkit för fjärde månaden i rad.', '<div class="plus-wall"><p>Detta är en Plus-artikel. Prenumerera för att läsa vidare – första månaden för 1 kr.</p><p>Redan prenumerant? Logga in</p></div>'] })(url),
    { context: ctx('Bostadspriserna faller i Malmö') }));

  out.push(pg('pw-it-piano', 'www.corriere-economia-example.it', '/mercati/prezzo-del-gas-record', 'paywalled',
    'Piano-style "Continua a leggere con l\'abbonamento" wall after the lead',
    (url) => article({ lang: 'it', site: 'Corriere Economia', title: 'Prezzo del gas al Ttf, nuovo massimo dell\'anno', date: '2025-02-10T08:00:00Z', cookie: true,
      paras: ['Il prezzo del gas naturale ad Amsterdam ha toccato il livello più alto dall\'inizio dell\'anno.', '<div class="tp-container-inner"><p>Continua a leggere con l\'abbonamento. Accedi a tutti i contenuti a 1 € al mese per 3 mesi.</p><p>Sei già abbonato? Accedi</p></div>'] })(url),
    { context: ctx('Prezzo del gas al Ttf, nuovo massimo dell\'anno') }));

  out.push(pg('pw-en-pricedata', 'www.commodity-prices-pro.com', '/metals/lithium-carbonate-china-spot', 'paywalled',
    'price-assessment page: heading and methodology teaser, prices only for subscribers',
    () => noticeShell({ lang: 'en', site: 'Commodity Prices Pro', docTitle: 'Lithium carbonate 99.5% Li2CO3 min, battery grade, spot price CIF China | Commodity Prices Pro', h1: 'Lithium carbonate 99.5% battery grade, spot CIF China', lines: ['Assessed weekly on Thursday. Unit: USD/tonne.', 'This price is available to subscribers only.', 'Request a trial to view current and historical prices. Already a subscriber? Log in.'] }),
    { context: ctx('Lithium carbonate spot price CIF China') }));

  out.push(pg('pw-pl-subskr', 'www.rynek-nieruchomosci-example.pl', '/analizy/ceny-mieszkan-gdansk-2025', 'paywalled',
    'Polish article (windows-1250) "artykuł dostępny tylko dla subskrybentów" after the lead',
    (url) => article({ lang: 'pl', site: 'Rynek Nieruchomości', charset: 'windows-1250', title: 'Ceny mieszkań w Gdańsku w 2025 r. – analiza', date: '2025-02-20T07:00:00Z', cookie: true,
      paras: ['Średnia cena metra kwadratowego na rynku pierwotnym w Gdańsku przekroczyła 16 tys. zł.', '<div class="paywall-box"><p>Artykuł dostępny tylko dla subskrybentów. Wykup subskrypcję, aby czytać dalej.</p><p>Masz już subskrypcję? Zaloguj się</p></div>'] })(url),
    { charset: 'windows-1250', context: ctx('Ceny mieszkań w Gdańsku w 2025 r.') }));

  out.push(pg('pw-ko-paid', 'www.gyeongje-ilbo-example.co.kr', '/article/2025041012345', 'paywalled',
    'Korean paid-member article (유료회원 전용) on apartment prices',
    (url) => article({ lang: 'ko', site: '경제일보', charset: 'euc-kr', title: '서울 아파트값 3주 연속 상승', date: '2025-04-10T06:00:00Z', cookie: false,
      paras: ['서울 아파트 매매가격이 3주 연속 올랐다.', '<div class="paywall"><p>이 기사는 유료회원 전용입니다. 구독하고 전체 기사를 읽어보세요.</p><p>로그인</p></div>'] })(url),
    { charset: 'euc-kr', context: ctx('서울 아파트값 3주 연속 상승') }));

  // ---------------------------------------------------------------- HTTP edges and more valid pages
  let n503 = 0;
  out.push({ ...target('job-en-503once', 'www.careers-westmidlands-example.co.uk', '/jobs/warehouse-team-leader-coventry', (req, res, web) => {
    if (n503++ === 0) return write(res, { status: 503, body: '<html><body><h1>Service Unavailable</h1></body></html>' });
    return write(res, { body: jobPage({ lang: 'en', site: 'Careers West Midlands', title: 'Warehouse Team Leader – Coventry', company: 'Midlands Distribution Ltd', apply: 'Apply', banner: 'This job is no longer accepting applications.', facts: [['Salary', '£31,500 per annum'], ['Shifts', 'Nights, 4 on 4 off']],
      paras: ['Lead a team of 15 warehouse operatives on our night shift at the Coventry distribution centre.', 'Previous supervisory experience in a warehouse environment is essential.'] })(`${web.origin('www.careers-westmidlands-example.co.uk')}/jobs/warehouse-team-leader-coventry`) });
  }), expected: 'valid', reason: 'one-off 503 then the job ad (closed to applications, advert still shown)', target: undefined, context: ctx('Warehouse Team Leader – Coventry') });

  out.push({ ...target('home-de-cookie', 'www.wohnen-rheinmain-example.de', '/angebot/4-zimmer-wiesbaden-9912', (req, res, web) => {
    const cookie = req.headers.cookie ?? '';
    if (!/sid=/.test(cookie)) {
      res.writeHead(302, { location: `${web.origin('www.wohnen-rheinmain-example.de')}/angebot/4-zimmer-wiesbaden-9912`, 'set-cookie': 'sid=ab12cd; Path=/; HttpOnly' });
      return res.end();
    }
    return write(res, { body: propertyPage({ lang: 'de', site: 'Wohnen RheinMain', title: '4-Zimmer-Wohnung in Wiesbaden-Nordost', price: '2.150 € Kaltmiete', badge: 'Reserviert', agent: 'Taunus Immobilien', cookie: true, facts: [['Wohnfläche', '118 m²'], ['Zimmer', '4']],
      paras: ['Großzügige Altbauwohnung in Villenlage mit Wintergarten und Blick ins Grüne.', 'Das Objekt ist bereits reserviert; weitere Besichtigungen finden nicht statt.'] })(`${web.origin('www.wohnen-rheinmain-example.de')}/angebot/4-zimmer-wiesbaden-9912`) });
  }), expected: 'valid', reason: 'sets a session cookie and redirects to itself, then shows the listing (reserved, still described)', target: undefined, context: ctx('4-Zimmer-Wohnung in Wiesbaden-Nordost') });

  out.push(pg('job-hu-lejart', 'www.allas-budapest-example.hu', '/allas/penzugyi-elemzo-2091133', 'valid',
    'Hungarian job ad (ISO-8859-2) "a hirdetés lejárt" with the full ad',
    jobPage({ lang: 'hu', site: 'Állás Budapest', charset: 'iso-8859-2', title: 'Pénzügyi elemző', company: 'Duna Bank Zrt.', nav: ['Állások', 'Cégek', 'Fizetések', 'Belépés'], banner: 'A hirdetés lejárt, jelentkezni már nem lehet.', apply: 'Jelentkezem',
      facts: [['Helyszín', 'Budapest XIII. kerület'], ['Fizetés', 'bruttó 850 000 – 1 100 000 Ft']],
      paras: ['Feladatok: havi vezetői riportok készítése, költségvetés-tervezés támogatása, üzleti elemzések.', 'Elvárás: közgazdasági végzettség, legalább 2 év tapasztalat, magas szintű Excel-tudás.'] }),
    { charset: 'iso-8859-2', context: ctx('Pénzügyi elemző – Duna Bank Zrt.'), quotes: [q('legalább 2 év tapasztalat, magas szintű Excel-tudás')] }));

  out.push(pg('lot-ro-incheiat', 'www.licitatii-arta-example.ro', '/licitatie/2025-martie/lot-45', 'valid',
    'Romanian auction lot "licitație încheiată" with the adjudication price and description',
    lotPage({ lang: 'ro', site: 'Licitații Artă', title: 'Nicolae Grigorescu – Car cu boi, ulei pe carton', lotNo: 'Lot 45', banner: 'Licitație încheiată. Adjudecat la 42.000 €.',
      facts: [['Estimare', '30.000 – 40.000 €'], ['Dimensiuni', '32 × 41 cm']], paras: ['Lucrare semnată dreapta jos. Provine dintr-o colecție particulară din București.'] }),
    { context: ctx('Nicolae Grigorescu – Car cu boi – Lot 45'), quotes: [q('Adjudecat la 42.000 €')] }));

  out.push(pg('prod-tr-discontinued', 'www.beyaz-esya-example.com.tr', '/urun/buzdolabi-nf-540-inox', 'valid',
    'Turkish product page (ISO-8859-9) "üretimi durduruldu" banner with specs',
    productPage({ lang: 'tr', site: 'Beyaz Eşya Dünyası', charset: 'iso-8859-9', title: 'NF 540 İnox No-Frost Buzdolabı', banner: 'Bu ürünün üretimi durdurulmuştur.', stock: 'Stokta yok',
      paras: ['540 litre toplam hacim, A++ enerji sınıfı ve dijital ekran.'], specs: [['Toplam hacim', '540 L'], ['Enerji sınıfı', 'A++'], ['Gürültü', '41 dB']] }),
    { charset: 'iso-8859-9', context: ctx('NF 540 İnox No-Frost Buzdolabı'), quotes: [q('540 litre toplam hacim, A++ enerji sınıfı')] }));

  out.push(pg('home-da-solgt', 'www.boligsiden-nord-example.dk', '/bolig/villa-aalborg-hasseris-77120', 'valid',
    'Danish house listing marked "solgt" with the listing text and price',
    propertyPage({ lang: 'da', site: 'Boligsiden Nord', title: 'Villa, Hasseris, Aalborg – 168 m²', price: 'Kontantpris 4.295.000 kr.', badge: 'SOLGT', agent: 'Nordjysk Bolig',
      facts: [['Boligareal', '168 m²'], ['Grund', '912 m²'], ['Opført', '1968']], paras: ['Velholdt villa i attraktivt kvarter tæt på skoler og indkøb.'] }),
    { context: ctx('Villa i Hasseris, Aalborg – 168 m²') }));

  out.push(pg('ev-nl-past', 'www.museumnacht-example.nl', '/2024/programma', 'valid',
    'Dutch event programme of last year\'s edition, marked "afgelopen"',
    eventPage({ lang: 'nl', site: 'Museumnacht Leiden', title: 'Museumnacht Leiden 2024 – programma', when: 'Zaterdag 2 november 2024, 19:00–01:00', where: '14 musea in de binnenstad', banner: 'Deze editie is afgelopen. Bedankt voor je bezoek!',
      paras: ['Veertien musea openden hun deuren voor een avond vol concerten, rondleidingen en workshops.', 'Er werden 9.800 tickets verkocht, een record.'] }),
    { context: ctx('Museumnacht Leiden 2024 programma'), quotes: [q('Er werden 9.800 tickets verkocht, een record')] }));

  out.push(pg('pet-it-chiusa', 'www.firme-petizioni-example.it', '/petizione/salviamo-il-tram-di-firenze', 'valid',
    'Italian petition "raccolta firme chiusa" with final count and text',
    noticePage({ lang: 'it', site: 'Firme Petizioni', skin: 'petition', title: 'Salviamo la linea storica del tram di Firenze', counter: '23.418 firme', banner: 'La raccolta firme è chiusa.', cookie: true,
      paras: ['Chiediamo al Comune di mantenere in servizio la linea turistica del tram storico sul lungarno.'] }),
    { context: ctx('Petizione: Salviamo la linea storica del tram di Firenze'), quotes: [q('23.418 firme')] }));

  out.push(pg('tender-ru-zaversh', 'www.goszakupki-region-example.ru', '/notice/0162300005325000112', 'valid',
    'Russian procurement notice (windows-1251) "закупка завершена" with the contract details',
    noticePage({ lang: 'ru', site: 'Госзакупки региона', skin: 'tender', charset: 'windows-1251', title: 'Поставка школьных автобусов для муниципальных школ', banner: 'Закупка завершена. Контракт заключён.',
      facts: [['Начальная цена', '48 600 000 руб.'], ['Заказчик', 'Управление образования г. Челябинска']], paras: ['Поставка 12 автобусов, оборудованных для перевозки детей, с гарантией не менее 24 месяцев.'] }),
    { charset: 'windows-1251', context: ctx('Поставка школьных автобусов – закупка 0162300005325000112'), quotes: [q('Поставка 12 автобусов, оборудованных для перевозки детей')] }));

  out.push(pg('prod-el-recall', 'www.katanalotis-example.gr', '/anaklhseis/2025/paidiko-kranos-podilatou', 'valid',
    'Greek recall notice (ISO-8859-7) for a bike helmet: the recall is the cited thing',
    noticePage({ lang: 'el', site: 'Προστασία Καταναλωτή', skin: 'consultation', charset: 'iso-8859-7', title: 'Ανάκληση παιδικού κράνους ποδηλάτου', banner: 'Ανάκληση προϊόντος',
      paras: ['Το κράνος δεν πληροί το πρότυπο EN 1078 και ενδέχεται να μην προστατεύει επαρκώς σε περίπτωση πτώσης.', 'Οι καταναλωτές καλούνται να σταματήσουν τη χρήση και να το επιστρέψουν στο κατάστημα αγοράς.'] }),
    { charset: 'iso-8859-7', context: ctx('Ανάκληση παιδικού κράνους ποδηλάτου'), quotes: [q('Το κράνος δεν πληροί το πρότυπο EN 1078')] }));

  // ---------------------------------------------------------------- more gone notices (mismatch)
  out.push(pg('cls-tr-kaldirildi', 'www.ilan-pazari-example.com.tr', '/ilan/satilik-daire-kadikoy-3-1-1190223', 'mismatch',
    'Turkish classifieds (ISO-8859-9): "bu ilan yayından kaldırılmıştır" with other ads; the flat listing is gone',
    () => noticeShell({ lang: 'tr', site: 'İlan Pazarı', charset: 'iso-8859-9', docTitle: 'İlan yayından kaldırıldı', h1: 'Bu ilan yayından kaldırılmıştır', lines: ['Aradığınız ilan artık yayında değil.'], related: { head: 'Benzer ilanlar', items: ['Kadıköy Moda 2+1 – 8.750.000 TL', 'Kadıköy Göztepe 3+1 – 11.200.000 TL'] } }),
    { charset: 'iso-8859-9', context: ctx('Satılık 3+1 daire, Kadıköy') }));

  out.push(pg('home-ko-deleted', 'www.budongsan-example.co.kr', '/article/2504123344', 'mismatch',
    'Korean property portal (EUC-KR): "삭제된 매물입니다" (deleted listing) with recommendations',
    () => noticeShell({ lang: 'ko', site: '부동산마켓', charset: 'euc-kr', docTitle: '삭제된 매물', h1: '삭제된 매물입니다', lines: ['중개사가 매물을 삭제했거나 거래가 완료되었습니다.'], related: { head: '추천 매물', items: ['마포구 아파트 84㎡ 매매 13억', '용산구 오피스텔 전세 3억'] } }),
    { charset: 'euc-kr', context: ctx('마포구 아파트 84㎡ 매매') }));

  out.push(pg('lot-ru-snyat', 'www.auktsion-antik-example.ru', '/lots/ikona-xix-vek-3321', 'mismatch',
    'Russian auction page (windows-1251): "лот снят с торгов" and nothing else about the lot',
    () => noticeShell({ lang: 'ru', site: 'Аукцион Антик', charset: 'windows-1251', docTitle: 'Лот недоступен', h1: 'Лот снят с торгов', lines: ['Информация о лоте больше недоступна.'], related: { head: 'Другие лоты', items: ['Самовар, Тула, 1890-е', 'Серебряный подстаканник'] } }),
    { charset: 'windows-1251', context: ctx('Икона Богоматерь Казанская, XIX век – лот 3321') }));

  out.push(pg('job-ja-search', 'www.tenshoku-navi-example.jp', '/job/00349912/', 'mismatch',
    'Japanese job page (UTF-8) replaced by "掲載終了" and a job search result list — the ad\'s details are gone',
    () => noticeShell({ lang: 'ja', site: '転職ナビ', docTitle: '掲載終了 | 転職ナビ', h1: 'この求人情報の掲載は終了しました', lines: ['条件の近い求人を表示しています（1,204件）'], related: { head: '似た求人', items: ['Webエンジニア（東京都渋谷区）年収600万円〜', 'フロントエンド開発（東京都港区）', 'アプリ開発エンジニア（リモート可）'] } }),
    { context: ctx('Webエンジニア（React）株式会社ミライ', ['株式会社ミライは年収700万円〜900万円でWebエンジニアを募集していた']) }));

  out.push(pg('offer-ro-expirat', 'www.oferte-zilei-example.ro', '/oferta/sejur-mamaia-7-nopti', 'mismatch',
    'Romanian offer page now only "oferta a expirat" with other offers',
    () => noticeShell({ lang: 'ro', site: 'Oferte Zilei', docTitle: 'Oferta a expirat', h1: 'Această ofertă a expirat', lines: ['Vezi ofertele active de mai jos.'], related: { head: 'Oferte active', items: ['Sejur Eforie Nord – 5 nopți', 'City break Viena – 3 nopți'] } }),
    { context: ctx('Sejur Mamaia 7 nopți – 1.299 lei') }));

  // ---------------------------------------------------------------- more invalid
  out.push(entry30status('cls-de-410', 'www.kleinanzeigen-nord-example.de', '/s-anzeige/sofa-3-sitzer/2211904', 410, 'invalid', 'classified ad deleted: 410 Gone', bare('de', 'Anzeige gelöscht', '<h1>Diese Anzeige wurde gelöscht</h1>')));
  out.push(entry30status('ev-ja-404', 'www.ticket-kyushu-example.jp', '/event/2023/hakata-dontaku', 404, 'invalid', 'event page 404', bare('ja', 'ページが見つかりません', '<h1>404 ページが見つかりません</h1>')));
  out.push(entry30status('pet-pl-404', 'www.petycje-online-example.pl', '/petycja/ratujmy-park-zdrojowy', 404, 'invalid', 'petition page 404', bare('pl', 'Nie znaleziono', '<h1>404 – nie znaleziono strony</h1>')));
  out.push(entry30status('tender-sv-410', 'www.upphandling-example.se', '/annons/2023-0044', 410, 'invalid', 'procurement notice archived away: 410', bare('sv', 'Borttagen', '<h1>Annonsen är borttagen</h1>')));
  out.push(entry30redirect('offer-en-private', 'go.coupon-links-example.com', '/c/SPRING25', 'http://10.20.30.40/promo/spring25', 'invalid', 'coupon short link redirects to a private network address (unsafe target)', true));
  out.push({ ...target('job-en-malformed', 'www.jobs-relay-example.com', '/r/88123', (_q, res) => { res.writeHead(302, { 'content-type': 'text/html' }); res.end('moved'); }), expected: 'invalid', reason: 'job redirect service answers 302 without a Location (malformed)', target: undefined });

  // ---------------------------------------------------------------- a few more
  out.push(pg('live-ru-ended', 'www.novosti-sibiri-example.ru', '/online/2025/03/28/navodnenie-translyatsiya', 'valid',
    'Russian live broadcast page (windows-1251) "трансляция завершена" with its posts kept',
    liveBlog({ lang: 'ru', site: 'Новости Сибири', charset: 'windows-1251', title: 'Паводок в Сибири: онлайн-трансляция', ended: 'Трансляция завершена',
      paras: ['Трансляция завершена. Ниже — хронология событий.'],
      posts: [['21:40', 'Уровень воды в реке у Барнаула снизился до 620 см.'], ['15:05', 'Эвакуированы жители двух сёл Заринского района.'], ['09:30', 'В регионе введён режим ЧС.']] }),
    { charset: 'windows-1251', context: ctx('Паводок в Сибири: онлайн-трансляция'), quotes: [q('Уровень воды в реке у Барнаула снизился до 620 см')] }));

  out.push(pg('prod-pl-niedostepny', 'www.sklep-agd-example.pl', '/produkt/odkurzacz-pionowy-v15-detect', 'valid',
    'Polish shop page (windows-1250) "produkt niedostępny" with the full description and specs',
    productPage({ lang: 'pl', site: 'Sklep AGD', charset: 'windows-1250', title: 'Odkurzacz pionowy V15 Detect Absolute', price: '2 999 zł', stock: 'Produkt niedostępny', banner: 'Produkt został wycofany z oferty.',
      paras: ['Czujnik laserowy ujawnia niewidoczny kurz, a ekran LCD pokazuje liczbę i wielkość zassanych drobin.'], specs: [['Czas pracy', 'do 60 min'], ['Pojemność pojemnika', '0,76 l']] }),
    { charset: 'windows-1250', context: ctx('Odkurzacz pionowy V15 Detect Absolute'), quotes: [q('Czujnik laserowy ujawnia niewidoczny kurz')] }));

  out.push(pg('pw-de-register', 'www.vergabe-fachblatt-example.de', '/nachrichten/2025/autobahn-ausschreibung-a45-vergeben', 'paywalled',
    'trade journal: teaser then "kostenlos registrieren und weiterlesen" (free-registration wall)',
    (url) => article({ lang: 'de', site: 'Vergabe Fachblatt', title: 'A45: Auftrag für Talbrücke Rahmede vergeben', date: '2025-01-15T07:00:00Z', cookie: true,
      paras: ['Die Autobahn GmbH hat den Auftrag für den Neubau der Talbrücke vergeben.', '<div class="regwall"><p>Lesen Sie weiter mit einem kostenlosen Konto. Jetzt kostenlos registrieren und weiterlesen.</p><p>Bereits registriert? Anmelden</p></div>'] })(url),
    { context: ctx('A45: Auftrag für Talbrücke Rahmede vergeben') }));

  out.push(pg('bw-fr-maint', 'www.encheres-paris-example.fr', '/vente/2025/arts-asiatiques/lot-12', 'blocked',
    'auction site maintenance page (200): "site en maintenance", no lot',
    () => bare('fr', 'Maintenance en cours', '<div class="maintenance"><h1>Site en maintenance</h1><p>Notre site est actuellement en cours de maintenance. Nous serons de retour très bientôt. Merci de votre patience.</p></div>'),
    { context: ctx('Arts asiatiques – Lot 12') }));

  out.push(pg('job-zh-closed', 'www.zhaopin-beijing-example.cn', '/job/CC120934455.htm', 'valid',
    'Chinese job page (GB18030) "该职位已暂停招聘" above the full job description',
    jobPage({ lang: 'zh', site: '北京招聘网', charset: 'gb18030', title: '高级数据分析师', company: '北京云图科技有限公司', nav: ['职位', '公司', '薪酬', '登录'], banner: '该职位已暂停招聘', apply: '申请职位',
      facts: [['工作地点', '北京·海淀区'], ['薪资', '25-35K·14薪'], ['经验', '3-5年']],
      paras: ['负责用户增长数据分析，搭建指标体系，输出专题分析报告。', '熟练使用SQL和Python，有互联网行业经验者优先。'] }),
    { charset: 'gb18030', context: ctx('高级数据分析师 - 北京云图科技'), quotes: [q('负责用户增长数据分析，搭建指标体系')] }));

  void redirect;
  void respond;
  void serveArticle;
  return out;
}

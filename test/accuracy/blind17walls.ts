/**
 * blind17 (see blind17.ts for provenance and labels): the defences commerce sites put between a
 * reader and the cited page — bot managers (Akamai "Access Denied" with a reference number,
 * PerimeterX press-and-hold, DataDome device check, Cloudflare managed challenge, Imperva, F5,
 * DDoS-Guard, bare 429/406/418), age gates, country / language selector interstitials, geo-blocks,
 * maintenance and closed-store pages, consent interstitials, staging Basic auth, database errors —
 * and the corporate-site dead ends (a removed press release, another release, the newsroom index,
 * dead PDF links).
 */
import { entry, redirect, target, write, type Entry } from './blindkit';
import { serve } from './blind17corp';
import { ageGate, akamaiDenied, cloudflare, countrySelector, datadome, ddosGuard, f5Rejected, generic, incapsula, notice, perimeterx, pressRelease, shopifyPassword, standalone, type Site } from './blind17pages';

const cask: Site = { name: 'Cask & Copper Distilling Co.', lang: 'en', kind: 'shop', locale: 'en-US', cmp: 'none' };
const lindenhof: Site = { name: 'Weinhandel Lindenhof', lang: 'de', kind: 'shop', cmp: 'plain' };
const rhone: Site = { name: 'Cave des Coteaux du Rhône', lang: 'fr', kind: 'shop', cmp: 'plain' };
const sakagura: Site = { name: '蔵元 白嶺酒造', lang: 'ja', kind: 'shop', cmp: 'plain' };
const bodega: Site = { name: 'Bodegas Viña Alta', lang: 'es', kind: 'shop', cmp: 'plain' };
const halvard: Site = { name: 'Halvard Home', lang: 'en', kind: 'corp', locale: 'en-GB' };
const kessler: Site = { name: 'Kessler Küchentechnik AG', lang: 'de', kind: 'corp', cmp: 'usercentrics' };
const almendra: Site = { name: 'Grupo Almendra', lang: 'es', kind: 'corp', cmp: 'onetrust' };

const ak = (host: string, path: string, ref: string, status = 403) => (_req: unknown, res: import('node:http').ServerResponse) => write(res, { status, body: akamaiDenied(host, path, ref), headers: { server: 'AkamaiGHost', 'cache-control': 'max-age=0, no-cache, no-store', expires: 'Thu, 01 Jan 1970 00:00:00 GMT' }, type: 'text/html' });

export function wallEntries(): Entry[] {
  const out: Entry[] = [];

  // ---- bot managers (blocked) ----------------------------------------------------------------
  out.push(entry('bot-akamai-en', 'www.megamart-electronics.com', 'blocked', 'Akamai "Access Denied … Reference #18.…" with 403 (server AkamaiGHost): bot manager → blocked',
    ak('www.megamart-electronics.com', '/site/halvard-crispair-8l/6543210.p', '18.3c1e2617.1761900000.2a9f4b1', 403), { path: '/site/halvard-crispair-8l/6543210.p', context: { title: 'Halvard CrispAir Dual 8L Air Fryer – MegaMart' } }));
  out.push(entry('bot-akamai-200', 'www.homecentre-direct.com', 'blocked', 'the same Akamai "Access Denied / Reference #" page served with HTTP 200: still a bot wall → blocked',
    ak('www.homecentre-direct.com', '/p/aria-kettle-1-7l', '97.8f1d3b17.1761912345.5c0e77a', 200), { path: '/p/aria-kettle-1-7l', context: { title: 'Halvard Aria Kettle 1.7L' } }));
  out.push(entry('bot-akamai-de', 'www.elektrohaus-mueller.de', 'blocked', 'a German retailer answering with the (English) Akamai Access Denied page, 403 → blocked',
    ak('www.elektrohaus-mueller.de', '/kaffeevollautomat-kessler-kv-580', '18.a81f2e17.1761923456.7d1b2c0', 403), { path: '/kaffeevollautomat-kessler-kv-580' }));
  out.push(entry('bot-px-en', 'www.sneakerfoundry.com', 'blocked', 'PerimeterX "Press & Hold to confirm you are a human" challenge, 403 → blocked',
    (_req, res) => write(res, { status: 403, body: perimeterx('en', 'sneakerfoundry.com', 'a1b2c3d4-5e6f-11f0-9a7b-0242ac120002'), headers: { 'cache-control': 'no-cache' } }), { path: '/products/airstride-runner-2026' }));
  out.push(entry('bot-px-fr', 'www.maisonetdeco-shop.fr', 'blocked', 'French PerimeterX "Appuyez longuement pour confirmer que vous êtes un humain" served with HTTP 200 → blocked',
    (_req, res) => write(res, { status: 200, body: perimeterx('fr', 'maisonetdeco-shop.fr', 'c0ffee12-3456-11f0-8abc-0242ac120003') }), { path: '/canape-3-places-lin-naturel', context: { title: 'Canapé 3 places lin naturel' } }));
  out.push(entry('bot-px-de', 'www.moebelwelt24.de', 'blocked', 'German PerimeterX "Halten Sie die Taste gedrückt" challenge, 403 → blocked',
    (_req, res) => write(res, { status: 403, body: perimeterx('de', 'moebelwelt24.de', 'deadbeef-0001-11f0-8abc-0242ac120004') }), { path: '/sofas/3-sitzer-vika' }));
  out.push(entry('bot-dd-en', 'www.fashionloop.co.uk', 'blocked', 'DataDome device check (captcha-delivery.com script, "Please enable JS and disable any ad blocker"), 403 with x-datadome header → blocked',
    (_req, res) => write(res, { status: 403, body: datadome('en', 'www.fashionloop.co.uk'), headers: { 'x-datadome': 'protected', 'x-dd-b': '1', 'set-cookie': 'datadome=8xKq~2vD0Pz; Max-Age=31536000; Domain=.fashionloop.co.uk; Path=/; Secure; SameSite=Lax' } }), { path: '/product/linen-shirt-relaxed-fit-ecru' }));
  out.push(entry('bot-dd-fr', 'www.leboncomparatif.fr', 'blocked', 'French DataDome device check ("Veuillez activer JS…"), 403 → blocked',
    (_req, res) => write(res, { status: 403, body: datadome('fr', 'www.leboncomparatif.fr'), headers: { 'x-datadome': 'protected' } }), { path: '/aspirateur-robot/minato-rc-600' }));
  out.push(entry('bot-cf-en', 'www.gadgetdealshub.com', 'blocked', 'Cloudflare managed challenge "Just a moment… Verifying you are human", 403 (cf-mitigated: challenge) → blocked',
    (_req, res) => write(res, { status: 403, body: cloudflare('www.gadgetdealshub.com', '8d1f0a2b3c4d5e6f'), headers: { server: 'cloudflare', 'cf-ray': '8d1f0a2b3c4d5e6f-LHR', 'cf-mitigated': 'challenge' } }), { path: '/deals/robot-vacuum-black-friday-2026' }));
  out.push(entry('bot-cf-ja', 'www.gadget-kakaku.jp', 'blocked', 'Cloudflare challenge served with 503 on a Japanese site → blocked',
    (_req, res) => write(res, { status: 503, body: cloudflare('www.gadget-kakaku.jp', '8d1f0a2b3c4d9999'), headers: { server: 'cloudflare', 'cf-ray': '8d1f0a2b3c4d9999-NRT', 'cf-mitigated': 'challenge' } }), { path: '/item/rc-600/' }));
  out.push(entry('bot-incap', 'www.electroworld-outlet.com', 'blocked', 'Imperva/Incapsula "Request unsuccessful. Incapsula incident ID" iframe page, 200 → blocked',
    (_req, res) => write(res, { status: 200, body: incapsula('1234000560123456789-98765432101234567'), headers: { 'x-iinfo': '8-7461923-0 0NNN RT(1761900000000 31) q(0 -1 -1 0) r(0 -1)', 'x-cdn': 'Imperva' } }), { path: '/kitchen/air-fryers/halvard-crispair' }));
  out.push(entry('bot-f5', 'www.supermarkt-online.at', 'blocked', 'F5 ASM "The requested URL was rejected. … Your support ID is" page, 200 → blocked',
    (_req, res) => write(res, { status: 200, body: f5Rejected('17483920117739201834') }), { path: '/sortiment/getraenke/hafer-drink-1l' }));
  out.push(entry('bot-ddg-ru', 'www.elektromir-shop.ru', 'blocked', 'DDoS-Guard "Проверка браузера перед переходом на сайт" splash, 403 → blocked',
    (_req, res) => write(res, { status: 403, body: ddosGuard(), headers: { server: 'ddos-guard' } }), { path: '/catalog/konditsionery/sv-09-inverter' }));
  out.push(entry('bot-429', 'www.pricewatch-api.com', 'blocked', 'a persistent 429 Too Many Requests (Retry-After: 3600) on every attempt → blocked',
    (_req, res) => write(res, { status: 429, headers: { 'retry-after': '3600' }, body: '<html><head><title>429 Too Many Requests</title></head><body><h1>Too Many Requests</h1><p>You have sent too many requests in a given amount of time.</p></body></html>' }), { path: '/product/halvard-aria-kettle/prices' }));
  out.push(entry('bot-406', 'www.grossmarkt-direkt.de', 'blocked', 'a 406 Not Acceptable from a web application firewall (ModSecurity page) → blocked',
    (_req, res) => write(res, { status: 406, body: '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>406 Not Acceptable</title></head><body><h1>Not Acceptable</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p></body></html>' }), { path: '/angebote/haferdrink-barista' }));
  out.push(entry('bot-418', 'www.teapotdeals.co.uk', 'blocked', 'a 418 sent to suspected bots → blocked',
    (_req, res) => write(res, { status: 418, body: '<html><body><h1>418 I\'m a teapot</h1><p>Automated requests are not permitted.</p></body></html>' }), { path: '/deal/aria-kettle-half-price' }));
  out.push(entry('bot-kasada', 'www.ticketmarket-shop.com', 'blocked', 'Kasada-style 429 with an empty body and x-kpsdk-ct header (challenge script expected) → blocked',
    (_req, res) => write(res, { status: 429, body: '', headers: { 'x-kpsdk-ct': '0Hq2LxA9', 'x-kpsdk-r': '1-B', 'cache-control': 'no-store' } }), { path: '/merch/tour-hoodie-2026' }));

  // ---- age gates (blocked, arguable) -------------------------------------------------------
  const ageReason = (what: string) => `ARGUABLE: ${what} — the response is ONLY the age question (no product text in the HTML); any adult passes by answering, citeflow's fetchers cannot → an interstitial like a consent page → blocked (escalated). A gate drawn as a modal over the full content is valid (age-*-overlay)`;
  out.push(entry('age-en-21', 'www.caskandcopper.com', 'blocked', ageReason('bourbon distillery "Are you of legal drinking age? (21+)" gate page'),
    serve(ageGate(cask, { title: 'Age verification', q: 'Are you of legal drinking age?', yes: 'Yes, I\'m 21 or older', no: 'No', note: 'You must be 21 or older to enter this site. Please drink responsibly.', remember: 'Remember me for 30 days' })),
    { path: '/spirits/rickhouse-reserve-12-year', context: { title: 'Rickhouse Reserve 12 Year Bourbon' } }));
  out.push(entry('age-de-18', 'www.lindenhof-weine.de', 'blocked', ageReason('German wine shop "Bist du mindestens 18 Jahre alt?" gate (date of birth form)'),
    serve(ageGate(lindenhof, { title: 'Altersprüfung', q: 'Bist du mindestens 18 Jahre alt?', yes: 'Weiter', no: 'Nein', note: 'Der Verkauf von Alkohol an Personen unter 18 Jahren ist gesetzlich verboten.', dob: ['TT', 'MM', 'JJJJ'] })),
    { path: '/spirituosen/obstbrand-williams-christ', context: { title: 'Williams-Christ-Birnenbrand 0,5 l' } }));
  out.push(entry('age-fr', 'www.cave-coteaux-rhone.fr', 'blocked', ageReason('French wine cellar "Avez-vous l\'âge légal pour consommer de l\'alcool ?" gate'),
    serve(ageGate(rhone, { title: 'Vérification de l’âge', q: 'Avez-vous l’âge légal pour consommer de l’alcool dans votre pays de résidence ?', yes: 'Oui, j’ai plus de 18 ans', no: 'Non', note: 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.' })),
    { path: '/vins/cotes-du-rhone-villages-2022', context: { title: 'Côtes du Rhône Villages 2022' } }));
  out.push(entry('age-ja', 'www.hakurei-shuzo.jp', 'blocked', ageReason('Japanese sake brewery 「あなたは20歳以上ですか？」 gate'),
    serve(ageGate(sakagura, { title: '年齢確認', q: 'あなたは20歳以上ですか？', yes: 'はい', no: 'いいえ', note: '20歳未満の方の飲酒は法律で禁止されています。' })),
    { path: '/products/junmai-daiginjo-hakurei/', context: { title: '純米大吟醸 白嶺' } }));
  out.push(entry('age-es', 'www.bodegasvinaalta.es', 'blocked', ageReason('Spanish winery "¿Eres mayor de edad?" gate'),
    serve(ageGate(bodega, { title: 'Verificación de edad', q: '¿Eres mayor de edad?', yes: 'Sí, soy mayor de 18 años', no: 'No', note: 'Bebe con moderación. Es tu responsabilidad.' })),
    { path: '/vinos/crianza-2021', context: { title: 'Viña Alta Crianza 2021' } }));
  out.push(entry('age-en-302', 'www.northpeakbrewing.com', 'blocked', ageReason('a craft brewery that 302-redirects every page to /age-gate?return=… (the gate only)'),
    redirect('/age-gate?return=%2Fbeers%2Fsummit-hazy-ipa', 302), { path: '/beers/summit-hazy-ipa', context: { title: 'Summit Hazy IPA – North Peak Brewing' } }));
  out.push(target('age-en-302-t', 'www.northpeakbrewing.com', '/age-gate',
    serve(ageGate({ name: 'North Peak Brewing Co.', lang: 'en', kind: 'shop', locale: 'en-US' }, { title: 'Welcome', q: 'Are you 21 or older?', yes: 'Yes', no: 'No', note: 'By entering you accept our terms. Drink responsibly.' }))));

  // ---- country / language selector interstitials (blocked, arguable) ------------------------
  const ctyReason = (what: string) => `ARGUABLE: ${what} — a "choose your country / language" interstitial without the cited content; a reader who picks a market (or has the locale cookie) reaches the page → an interstitial like consent/age → blocked (escalated), not mismatch (the site did not say the page is gone)`;
  const regionsEn: Array<[string, string[]]> = [['Europe', ['United Kingdom – English', 'Deutschland – Deutsch', 'France – Français', 'Italia – Italiano', 'España – Español', 'Nederland – Nederlands']], ['Americas', ['United States – English', 'Canada – English', 'Canada – Français', 'Brasil – Português']], ['Asia Pacific', ['Japan – 日本語', 'Australia – English']]];
  out.push(entry('cty-en', 'www.lumosskincare.com', 'blocked', ctyReason('a cosmetics brand 302-redirecting the product URL to /choose-region'),
    redirect('/choose-region?redirect=%2Fproducts%2Fvitamin-c-serum-30ml', 302), { path: '/products/vitamin-c-serum-30ml', context: { title: 'Lumos Vitamin C Serum 30 ml' } }));
  out.push(target('cty-en-t', 'www.lumosskincare.com', '/choose-region',
    serve(countrySelector({ name: 'Lumos Skincare', lang: 'en', kind: 'shop' }, { title: 'Choose your region', heading: 'Choose your country or region', text: 'Select your location to see products, prices and delivery options available where you are.', remember: 'Remember my choice', regions: regionsEn }))));
  out.push(entry('cty-de', 'www.sportwerk-global.com', 'blocked', ctyReason('a sportswear brand serving "Bitte wählen Sie Ihr Land und Ihre Sprache" with 200 at the product URL'),
    serve(countrySelector({ name: 'Sportwerk', lang: 'de', kind: 'shop' }, { title: 'Land und Sprache wählen', heading: 'Bitte wählen Sie Ihr Land und Ihre Sprache', text: 'Damit wir Ihnen die richtigen Produkte, Preise und Lieferoptionen zeigen können.', remember: 'Auswahl speichern', regions: [['Europa', ['Deutschland – Deutsch', 'Österreich – Deutsch', 'Schweiz – Deutsch', 'Schweiz – Français']], ['Weitere Länder', ['United Kingdom – English', 'United States – English']]] })),
    { path: '/laufschuhe/sw-trail-pro-herren', context: { title: 'SW Trail Pro Herren Laufschuh' } }));
  out.push(entry('cty-fr', 'www.parfums-delaunay.com', 'blocked', ctyReason('a French perfume house answering 200 "Choisissez votre pays" at the product URL'),
    serve(countrySelector({ name: 'Parfums Delaunay', lang: 'fr', kind: 'shop' }, { title: 'Choisissez votre pays', heading: 'Choisissez votre pays et votre langue', text: 'Pour découvrir nos créations, nos prix et nos services disponibles dans votre pays.', remember: 'Mémoriser mon choix', regions: [['Europe', ['France – Français', 'Belgique – Français', 'Suisse – Français', 'Deutschland – Deutsch']], ['Monde', ['United States – English', 'Japan – 日本語']]] })),
    { path: '/parfums/eau-de-parfum-iris-poudre-100ml', context: { title: 'Eau de parfum Iris Poudré 100 ml' } }));
  out.push(entry('cty-it', 'www.calzaturificio-serena.com', 'blocked', ctyReason('an Italian shoemaker\'s "Seleziona il tuo paese" gateway reached by a 302'),
    redirect('/gateway', 302), { path: '/it/scarpe/mocassino-pelle-nero', context: { title: 'Mocassino in pelle nero' } }));
  out.push(target('cty-it-t', 'www.calzaturificio-serena.com', '/gateway',
    serve(countrySelector({ name: 'Calzaturificio Serena', lang: 'it', kind: 'shop' }, { title: 'Seleziona il tuo paese', heading: 'Seleziona il tuo paese e la lingua', text: 'Scegli il paese di spedizione per vedere prezzi e disponibilità.', remember: 'Ricorda la mia scelta', regions: [['Europa', ['Italia – Italiano', 'France – Français', 'Deutschland – Deutsch', 'España – Español']], ['Resto del mondo', ['United States – English']]] }))));

  // ---- geo-blocks (blocked) ------------------------------------------------------------------
  out.push(entry('geo-en', 'www.shopusa-outlet.com', 'blocked', 'a US retailer\'s 403 "Sorry, our site is not available in your country" (geo-block) → blocked',
    serve(standalone({ name: 'ShopUSA Outlet', lang: 'en', kind: 'shop' }, { title: 'Not available in your region', heading: 'Sorry, our website is not available in your country', text: ['Due to regional restrictions, shopusa-outlet.com can only be accessed from the United States and Canada.', 'If you believe you are seeing this message in error, please contact support and quote reference GEO-403.'] }), { status: 403 }),
    { path: '/kitchen/air-fryers/crispair-dual-8qt' }));
  out.push(entry('geo-de-451', 'www.versandhaus-alpen.ch', 'blocked', 'a Swiss mail-order shop answering 451 Unavailable For Legal Reasons "In Ihrem Land nicht verfügbar" → blocked (geo / legal block)',
    serve(standalone({ name: 'Versandhaus Alpen', lang: 'de', kind: 'shop' }, { title: 'Nicht verfügbar', heading: 'Dieses Angebot ist in Ihrem Land nicht verfügbar', text: ['Aus rechtlichen Gründen können wir diese Seite in Ihrer Region nicht anzeigen.'], code: '451' }), { status: 451 }),
    { path: '/haushalt/kaffeemaschinen/kv-580' }));
  out.push(entry('geo-fr', 'www.boutique-quebec-direct.ca', 'blocked', 'a Canadian shop answering 200 "Ce site n\'est pas accessible depuis votre pays" → blocked (geo-block)',
    serve(standalone({ name: 'Boutique Québec Direct', lang: 'fr', kind: 'shop' }, { title: 'Accès restreint', heading: 'Ce site n’est pas accessible depuis votre pays', text: ['Notre boutique en ligne est réservée aux clients résidant au Canada.', 'Nous vous prions de nous excuser pour ce désagrément.'] })),
    { path: '/produits/sirop-erable-ambre-1l', context: { title: 'Sirop d’érable ambré 1 L' } }));
  out.push(entry('geo-ja', 'www.nihon-only-mall.jp', 'blocked', 'a Japanese mall answering 200 「海外からのアクセスは制限しています」 (geo-block) → blocked',
    serve(standalone({ name: 'ニホンモール', lang: 'ja', kind: 'shop' }, { title: 'アクセス制限', heading: '申し訳ございません。海外からのアクセスは制限しています', text: ['本サービスは日本国内からのみご利用いただけます。'] })),
    { path: '/item/rc-600-white', context: { title: 'ミナト電機 RC-600 ホワイト' } }));
  out.push(entry('geo-pl', 'www.sklep-polska-tylko.pl', 'blocked', 'a Polish shop answering 403 "Sklep jest niedostępny w Twoim kraju" → blocked (geo-block)',
    serve(standalone({ name: 'Sklep Polska', lang: 'pl', kind: 'shop' }, { title: 'Dostęp ograniczony', heading: 'Sklep jest niedostępny w Twoim kraju', text: ['Realizujemy zamówienia wyłącznie na terenie Polski.'] }), { status: 403 }),
    { path: '/produkt/czajnik-halvard-aria' }));

  // ---- maintenance / closed store (blocked) --------------------------------------------------
  out.push(entry('maint-en', 'shop.lumosskincare.com', 'blocked', 'a persistent 503 with Retry-After "We\'ll be back soon — scheduled maintenance" → blocked',
    serve(standalone({ name: 'Lumos Skincare', lang: 'en', kind: 'shop' }, { title: 'Down for maintenance', heading: 'We\'ll be back soon', text: ['Our store is undergoing scheduled maintenance to bring you a better shopping experience.', 'We expect to be back online by 6:00 a.m. GMT. Thank you for your patience.'] }), { status: 503, headers: { 'retry-after': '7200' } }),
    { path: '/products/retinol-night-cream-50ml' }));
  out.push(entry('maint-de', 'www.kessler-kuechentechnik.de', 'blocked', 'German 200 "Wartungsarbeiten – wir sind bald wieder für Sie da" → blocked (maintenance page)',
    serve(standalone({ name: 'Kessler Küchentechnik AG', lang: 'de', kind: 'corp' }, { title: 'Wartungsarbeiten', heading: 'Wir führen gerade Wartungsarbeiten durch', text: ['Unsere Website ist vorübergehend nicht erreichbar. Wir sind in Kürze wieder für Sie da.', 'Vielen Dank für Ihr Verständnis.'] })),
    { path: '/produkte/backoefen/db-600-dampfbackofen', context: { title: 'Dampfbackofen DB 600' } }));
  out.push(entry('maint-es', 'www.bodegasvinaalta.es', 'blocked', 'Spanish 503 "Tienda en mantenimiento" (no Retry-After, on every attempt) → blocked',
    serve(standalone(bodega, { title: 'En mantenimiento', heading: 'Tienda en mantenimiento', text: ['Estamos realizando tareas de mantenimiento. Volveremos a estar operativos en breve.'] }), { status: 503 }),
    { path: '/vinos/reserva-2018' }));
  out.push(entry('shopify-pw', 'www.kiln-and-clay.com', 'blocked', 'a Shopify store 302-redirecting to its /password page ("Opening soon … Enter store using password"): the store is closed to the public → blocked',
    redirect('/password', 302), { path: '/products/speckled-stoneware-mug', context: { title: 'Speckled Stoneware Mug – Kiln & Clay' } }));
  out.push(target('shopify-pw-t', 'www.kiln-and-clay.com', '/password',
    serve(shopifyPassword({ name: 'Kiln & Clay', lang: 'en', kind: 'shop' }, { heading: 'Opening soon', text: 'Be the first to know when we launch.', enter: 'Enter using password', owner: 'Are you the store owner?' }))));
  out.push(entry('store-unavail', 'www.pebblepaperco.com', 'blocked', 'ARGUABLE: Shopify "This store is unavailable" (store frozen/paused by the platform) with 402: a temporary closure, not a statement that the page is gone → blocked',
    (_req, res) => write(res, { status: 402, body: '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>This store is unavailable</title><meta name="robots" content="noindex"></head><body class="unavailable"><div class="page"><h1>This store is unavailable</h1><p>Are you the store owner? <a href="https://www.shopify.com/login">Log in here</a></p></div></body></html>' }),
    { path: '/products/letterpress-notebook-a5' }));

  // ---- consent interstitials, Basic auth, database error (blocked) ---------------------------
  out.push(entry('consent-host', 'www.dailydealsnews.com', 'blocked', 'a deals site 302-redirecting to consent.dailydealsnews.com (a consent interstitial host) → blocked',
    redirect((o) => `${o('consent.dailydealsnews.com')}/v2/collectConsent?sessionId=3_cc-session_4b1d&continue=${encodeURIComponent(`${o('www.dailydealsnews.com')}/deals/air-fryer-black-friday`)}`, 302), { path: '/deals/air-fryer-black-friday', context: { title: 'Best air fryer Black Friday deals' } }));
  out.push(target('consent-host-t', 'consent.dailydealsnews.com', '/v2/collectConsent',
    serve(standalone({ name: 'Daily Deals News', lang: 'en', kind: 'media' }, { title: 'Before you continue', heading: 'We value your privacy', text: ['We and our 146 partners store and access information on your device, such as cookies, and process personal data for personalised advertising and content, measurement and audience research.', '<form action="/v2/save" method="post"><button name="c" value="accept">Accept all</button> <button name="c" value="reject">Reject all</button> <a href="/v2/options">Manage options</a></form>'] }))));
  out.push(entry('consent-it', 'www.offertecasa.it', 'blocked', 'an Italian deals site serving only a full-page consent wall (iubenda "Accetta / Rifiuta", no content until a choice) → blocked',
    serve(standalone({ name: 'OfferteCasa', lang: 'it', kind: 'media' }, { title: 'OfferteCasa – Consenso', heading: 'Il tuo consenso è importante', text: ['Noi e 212 terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella cookie policy.', 'Puoi liberamente prestare, rifiutare o revocare il tuo consenso in qualsiasi momento. Per continuare a navigare clicca su «Accetta» o «Rifiuta».', '<button class="iubenda-cs-accept-btn">Accetta</button> <button class="iubenda-cs-reject-btn">Rifiuta</button>'] })),
    { path: '/offerte/friggitrice-ad-aria-halvard-crispair', context: { title: 'Friggitrice ad aria Halvard CrispAir in offerta' } }));
  out.push(entry('basic-auth', 'staging.halvardhome.com', 'blocked', 'a staging server\'s 401 with WWW-Authenticate: Basic (not a paywall) → blocked',
    (_req, res) => write(res, { status: 401, headers: { 'www-authenticate': 'Basic realm="Halvard staging"' }, body: '<html><head><title>401 Authorization Required</title></head><body><center><h1>401 Authorization Required</h1></center><hr><center>nginx</center></body></html>' }),
    { path: '/products/aria-rapid-boil-kettle-brushed-steel' }));
  out.push(entry('db-error', 'www.teashop-blog.com', 'blocked', 'WordPress "Error establishing a database connection" (500, on every attempt) → blocked',
    (_req, res) => write(res, { status: 500, body: '<!DOCTYPE html><html dir="ltr" lang="en-US"><head><meta charset="utf-8"><title>Database Error</title></head><body id="error-page"><div class="wp-die-message"><h1>Error establishing a database connection</h1></div></body></html>' }),
    { path: '/2026/04/oolong-tea-prices-taiwan/' }));

  // ---- corporate dead ends -----------------------------------------------------------------
  out.push(entry('pr-removed', 'newsroom.halvardhome.com', 'mismatch', 'a 200 newsroom page "This press release is no longer available" (withdrawn): the cited release is not there → mismatch',
    serve(notice({ site: halvard, title: 'Press release not available | Halvard Home', heading: 'This press release is no longer available', text: ['The release you are looking for has been archived or withdrawn.', 'Visit our newsroom for the latest announcements.'], cards: [] })),
    { path: '/news/2024/halvard-appoints-new-cfo', context: { title: 'Halvard Home appoints new Chief Financial Officer' } }));
  out.push(entry('pr-other', 'www.kessler-kuechentechnik.de', 'mismatch', 'a German press-release URL 301-redirecting to ANOTHER, unrelated release on the same newsroom (the cited one was replaced): not the cited source',
    redirect('/presse/pressemitteilungen/2026/neuer-ausbildungsrekord', 301), { path: '/presse/pressemitteilungen/2025/werk-heilbronn-erweiterung', context: { title: 'Kessler erweitert Werk Heilbronn um 12.000 Quadratmeter', claims: ['Kessler erweitert sein Werk in Heilbronn um 12.000 Quadratmeter und schafft 180 Arbeitsplätze'] } }));
  out.push(target('pr-other-t', 'www.kessler-kuechentechnik.de', '/presse/pressemitteilungen/2026/neuer-ausbildungsrekord',
    serve(pressRelease({ site: kessler, title: 'Kessler startet mit 64 Auszubildenden ins neue Ausbildungsjahr', date: '2026-09-01', dateText: '1. September 2026', city: 'Heilbronn',
      body: ['So viele Auszubildende wie nie zuvor beginnen in diesem Jahr ihre Ausbildung bei der Kessler Küchentechnik AG: 64 junge Menschen starten in elf Ausbildungsberufen.', 'Besonders gefragt sind die Berufe Mechatroniker und Fachinformatikerin.', 'Die Übernahmequote lag in den vergangenen fünf Jahren bei 94 Prozent.'],
      boilerplate: 'Die Kessler Küchentechnik AG mit Sitz in Heilbronn entwickelt und fertigt Einbaugeräte für die Küche.', contact: 'presse@kessler-kuechentechnik.de' }))));
  out.push(entry('pr-index', 'www.grupoalmendra.es', 'mismatch', 'a Spanish press-release URL 302-redirecting to the newsroom index (a list of releases): not the cited release',
    redirect('/sala-de-prensa/', 302), { path: '/sala-de-prensa/notas/nueva-planta-sagunto', context: { title: 'Grupo Almendra inaugura su nueva planta en Sagunto' } }));
  out.push(target('pr-index-t', 'www.grupoalmendra.es', '/sala-de-prensa/',
    serve(generic({ site: almendra, title: 'Sala de prensa', h1: 'Sala de prensa', intro: 'Últimas notas de prensa, recursos gráficos y contacto para medios.', sections: [['Notas de prensa', ['12/05/2026 — Grupo Almendra lanza una gama de bebidas vegetales sin azúcares añadidos', '02/04/2026 — Informe anual 2025', '14/02/2026 — Grupo Almendra, Top Employer 2026']], ['Contacto', ['prensa@grupoalmendra.es']]] }))));
  out.push(entry('pdf-404', 'investors.halvardhome.com', 'invalid', 'an annual-report PDF link answering 404 (the file was moved): a dead link',
    (_req, res) => write(res, { status: 404, body: '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>media/annual-report-2022.pdf</Key></Error>', type: 'application/xml' }),
    { path: '/media/annual-report-2022.pdf' }));
  out.push(entry('pr-410', 'www.grupoalmendra.es', 'invalid', 'a Spanish press release answering 410 Gone: a dead link',
    serve(notice({ site: almendra, title: 'Contenido eliminado | Grupo Almendra', heading: 'Este contenido ya no existe', text: ['La página ha sido eliminada de forma permanente.'], status: '410' }), { status: 410 }),
    { path: '/sala-de-prensa/notas/resultados-2019' }));
  out.push(entry('ir-404-de', 'ir.kessler-kuechentechnik.de', 'invalid', 'a German IR page answering 404 with the IR site\'s chrome: a dead link',
    serve(notice({ site: kessler, title: 'Seite nicht gefunden – Kessler Investor Relations', heading: 'Die angeforderte Seite wurde nicht gefunden', text: ['Bitte nutzen Sie die Navigation oder die Suche.'], status: '404' }), { status: 404 }),
    { path: '/de/finanzberichte/quartal-3-2023' }));

  return out;
}

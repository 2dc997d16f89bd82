/**
 * blind17 (see blind17.ts for provenance and labels): review and comparison sites, price pages,
 * recipes, travel pages, job postings, trade press (open, registration-walled, metered,
 * subscriber-only), analyst reports behind lead-capture forms, report shops, statistics portals
 * (free and premium), and what happens to them (expired jobs, removed pages, redirects).
 */
import { entry, redirect, target, write, type Entry } from './blindkit';
import { serve } from './blind17corp';
import { article, generic, job, leadGen, notice, pricing, recipe, statPage, type Site } from './blind17pages';

const comparo: Site = { name: 'ComparoTech', lang: 'en', kind: 'media', locale: 'en-GB', cmp: 'onetrust' };
const testfreunde: Site = { name: 'Testfreunde', lang: 'de', kind: 'media', cmp: 'usercentrics' };
const malin: Site = { name: 'Comparatif Malin', lang: 'fr', kind: 'media', cmp: 'didomi' };
const provato: Site = { name: 'ProvatoPerVoi', lang: 'it', kind: 'media', cmp: 'iubenda' };
const analisis: Site = { name: 'Análisis al Detalle', lang: 'es', kind: 'media', cmp: 'onetrust' };
const getest: Site = { name: 'Getest.nl', lang: 'nl', kind: 'media', cmp: 'cookiebot' };
const kakaku: Site = { name: '価格ナビ', lang: 'ja', kind: 'portal', charset: 'shift_jis', cmp: 'plain' };
const ranking: Site = { name: 'RankingAGD.pl', lang: 'pl', kind: 'media', cmp: 'plain' };
const trustly: Site = { name: 'TrustVoice', lang: 'en', kind: 'portal', locale: 'en-US', cmp: 'onetrust' };
const ledger: Site = { name: 'Retail Ledger', lang: 'en', kind: 'media', locale: 'en-GB', cmp: 'onetrust' };
const handels: Site = { name: 'Handelsjournal', lang: 'de', kind: 'media', cmp: 'usercentrics' };
const lineaires: Site = { name: 'Linéaires Hebdo', lang: 'fr', kind: 'media', charset: 'windows-1252', cmp: 'didomi' };
const distribucion: Site = { name: 'Distribución Hoy', lang: 'es', kind: 'media', cmp: 'onetrust' };
const ryutsu: Site = { name: '流通ジャーナル', lang: 'ja', kind: 'media', cmp: 'plain' };
const mercatoNews: Site = { name: 'Mercati & Consumi', lang: 'it', kind: 'media', cmp: 'iubenda' };
const retailNl: Site = { name: 'RetailVisie', lang: 'nl', kind: 'media', cmp: 'cookiebot' };
const handelPl: Site = { name: 'Gazeta Handlowa', lang: 'pl', kind: 'media', charset: 'iso-8859-2', cmp: 'plain' };
const yutong: Site = { name: '유통경제신문', lang: 'ko', kind: 'media', cmp: 'none' };
const statlas: Site = { name: 'Statlas', lang: 'en', kind: 'portal', cmp: 'onetrust' };
const statlasDe: Site = { name: 'Statlas', lang: 'de', kind: 'portal', cmp: 'onetrust' };
const statlasFr: Site = { name: 'Statlas', lang: 'fr', kind: 'portal', cmp: 'onetrust' };
const statlasEs: Site = { name: 'Statlas', lang: 'es', kind: 'portal', cmp: 'onetrust' };
const bundesamt: Site = { name: 'Landesamt für Statistik Nord', lang: 'de', kind: 'portal', cmp: 'none' };
const institut: Site = { name: 'Observatoire national de la consommation', lang: 'fr', kind: 'portal', cmp: 'none' };
const brightline: Site = { name: 'Brightline Research', lang: 'en', kind: 'corp', cmp: 'onetrust', locale: 'en-US' };
const marktDe: Site = { name: 'Marktblick Research', lang: 'de', kind: 'corp', cmp: 'usercentrics' };
const etudeFr: Site = { name: 'Xerfi-Conseil Études', lang: 'fr', kind: 'corp', cmp: 'didomi' };
const estudioEs: Site = { name: 'Kanto Insights', lang: 'es', kind: 'corp', cmp: 'onetrust' };
const rapportNl: Site = { name: 'Panelwijzer Research', lang: 'nl', kind: 'corp', cmp: 'cookiebot' };
const shiryoJa: Site = { name: 'マーケットリサーチ総研', lang: 'ja', kind: 'corp', cmp: 'plain' };
const reportStore: Site = { name: 'GlobalMarket Reports Store', lang: 'en', kind: 'shop', cmp: 'onetrust', locale: 'en-US' };
const pantry: Site = { name: 'Pantry & Plate', lang: 'en', kind: 'media', locale: 'en-US', cmp: 'plain' };
const nonnaPia: Site = { name: 'Le Ricette di Nonna Pia', lang: 'it', kind: 'media', cmp: 'iubenda' };
const margaux: Site = { name: 'La Cuisine de Margaux', lang: 'fr', kind: 'media', charset: 'iso-8859-1', cmp: 'plain' };
const okazu: Site = { name: 'おかず日和', lang: 'ja', kind: 'media', charset: 'euc-jp', cmp: 'plain' };
const cocina: Site = { name: 'Cocina con Lola', lang: 'es', kind: 'media', cmp: 'plain' };
const wayfarer: Site = { name: 'Wayfarer Notes', lang: 'en', kind: 'media', cmp: 'plain', locale: 'en-GB' };
const otel: Site = { name: 'Kapadokya Taş Otel', lang: 'tr', kind: 'portal', charset: 'iso-8859-9', cmp: 'plain' };
const pousada: Site = { name: 'Pousada Maré Mansa', lang: 'pt', kind: 'portal', locale: 'pt-BR', cmp: 'plain' };
const reiseDe: Site = { name: 'Reiseblatt', lang: 'de', kind: 'media', cmp: 'plain' };
const jejuKo: Site = { name: '제주여행길잡이', lang: 'ko', kind: 'media', charset: 'euc-kr', cmp: 'none' };
const jobbly: Site = { name: 'Jobbly', lang: 'en', kind: 'portal', cmp: 'onetrust', locale: 'en-GB' };
const stellen: Site = { name: 'Stellenwerk', lang: 'de', kind: 'portal', cmp: 'usercentrics' };
const emploi: Site = { name: 'EmploiCadres', lang: 'fr', kind: 'portal', cmp: 'didomi' };
const vacatures: Site = { name: 'Vacaturebank Noord', lang: 'nl', kind: 'portal', cmp: 'cookiebot' };
const jobbSv: Site = { name: 'Jobbtorget', lang: 'sv', kind: 'portal', cmp: 'cookiebot' };
const saasEn: Site = { name: 'Shelfwise', lang: 'en', kind: 'corp', cmp: 'onetrust', locale: 'en-US' };
const saasDe: Site = { name: 'Kassenfuchs', lang: 'de', kind: 'corp', cmp: 'usercentrics' };
const prixFr: Site = { name: 'PrixScope', lang: 'fr', kind: 'portal', cmp: 'didomi' };
const ceny: Site = { name: 'ЦенаМер', lang: 'ru', kind: 'portal', charset: 'windows-1251', cmp: 'plain' };
const cocoa: Site = { name: 'Commodity Desk', lang: 'en', kind: 'media', cmp: 'onetrust' };

const regWall = (h: string, t: string, cta: string, login: string) => `<div class="regwall" id="regwall" data-paywall="registration"><div class="regwall__fade"></div><div class="regwall__box"><h2>${h}</h2><p>${t}</p><a class="btn btn--primary" href="/register?returnUrl=%2F">${cta}</a><p class="regwall__login">${login}</p></div></div>`;

export function mediaEntries(): Entry[] {
  const out: Entry[] = [];

  // ---- reviews and comparisons (valid) -------------------------------------------------------
  out.push(entry('rev-en-vacuums', 'www.comparotech.co.uk', 'valid', 'a "best robot vacuums" comparison article (affiliate links, comparison table, OneTrust): the cited source',
    serve(article({ site: comparo, title: 'The best robot vacuums 2026: 9 models tested in a real home', dek: 'We ran every robot through the same 45 m² flat for three weeks.', author: 'Ellie Fraser', date: '2026-09-04', dateText: '4 September 2026', section: 'Home tech', type: 'Article',
      body: [
        'Robot vacuums have become far better at avoiding socks and cables, but the gap between the cheapest and the best is still wide. We tested nine models from £199 to £1,199 in the same flat, with the same mix of hard floor and rugs, for three weeks each.',
        '<table class="comparison"><thead><tr><th>Model</th><th>Price</th><th>Pick-up (hard floor)</th><th>Our score</th></tr></thead><tbody><tr><td>Minato RC-600</td><td>£649</td><td>97%</td><td>9/10</td></tr><tr><td>Halvard Roam S</td><td>£399</td><td>93%</td><td>8/10</td></tr><tr><td>Budget pick: Zoomi Q3</td><td>£199</td><td>84%</td><td>6/10</td></tr></tbody></table>',
        'Our best overall, the Minato RC-600, picked up 97% of our test debris on hard floors and mapped the flat in a single run. Its self-emptying station holds around 60 days of dust.',
        'If you have pets, suction on carpet matters more than mopping: the Halvard Roam S removed 88% of embedded pet hair from our rug test, the best result under £400.',
        'How we test: each robot cleans a standard mix of rice, flour, cereal and pet hair; we weigh what is left. We buy or borrow the products and are not paid by manufacturers for reviews. When you buy through links on our site we may earn an affiliate commission.',
      ], related: ['Best cordless vacuums', 'Best air fryers 2026', 'Robot mops: are they worth it?'] })),
    { path: '/reviews/best-robot-vacuums', meta: { title: ['The best robot vacuums 2026: 9 models tested in a real home'], author: ['Ellie Fraser'], published: ['2026-09-04'], publisher: ['ComparoTech'] },
      quotes: [{ quote: 'picked up 97% of our test debris on hard floors', present: true }, { quote: 'picked up 99% of our test debris on hard floors', present: false }] }));

  out.push(entry('rev-de-test', 'www.testfreunde.de', 'valid', 'German "Kaffeevollautomaten im Test" review (table, affiliate notice): the cited source',
    serve(article({ site: testfreunde, title: 'Kaffeevollautomaten im Test: 12 Geräte zwischen 300 und 1.500 Euro', author: 'Jonas Brandt', date: '2026-06-18', dateText: '18.06.2026', section: 'Küche', type: 'Article',
      body: [
        'Ein guter Kaffeevollautomat muss nicht teuer sein – das ist das wichtigste Ergebnis unseres Tests. Wir haben zwölf Geräte vier Wochen lang im Redaktionsalltag genutzt.',
        'Testsieger ist der Kessler KV 580 mit der Note 1,6: Er brüht den besten Espresso im Testfeld und reinigt sein Milchsystem vollautomatisch. Preis-Leistungs-Sieger wird der KV 480 für rund 700 Euro.',
        'Beim Stromverbrauch gab es große Unterschiede: Die sparsamsten Maschinen brauchten im Standby weniger als 0,5 Watt, die durstigste fast 3 Watt.',
        'Transparenz: Wenn Sie über unsere Links kaufen, erhalten wir eventuell eine Provision. Auf das Testergebnis hat das keinen Einfluss.',
      ] })),
    { path: '/kueche/kaffeevollautomaten-test', meta: { author: ['Jonas Brandt'], published: ['2026-06-18'] }, quotes: [{ quote: 'Testsieger ist der Kessler KV 580 mit der Note 1,6', present: true }] }));

  out.push(entry('rev-fr-comparatif', 'www.comparatif-malin.fr', 'valid', 'French comparison of solid shampoos (Didomi): the cited source',
    serve(article({ site: malin, title: 'Comparatif 2026 : les meilleurs shampooings solides', author: 'Léa Dumont', date: '2026-04-09', dateText: '9 avril 2026', section: 'Beauté', type: 'Article',
      body: [
        'Nous avons testé 15 shampooings solides vendus entre 6 et 14 euros pendant deux mois, sur des cheveux secs, normaux et gras.',
        'Le shampooing Lavande & Argile de Maison Verlaine arrive en tête pour les cheveux gras : il a tenu 41 lavages, le meilleur rendement de notre sélection.',
        'Côté prix, le coût par lavage varie de 0,18 € à 0,52 € selon les marques.',
        'Méthode : chaque produit a été utilisé par trois testeuses ; nous ne sommes pas rémunérés par les marques.',
      ] })),
    { path: '/beaute/meilleurs-shampooings-solides', quotes: [{ quote: 'il a tenu 41 lavages', present: true }] }));

  out.push(entry('rev-it-recensione', 'www.provatopervoi.it', 'valid', 'Italian product review with rating (Review JSON-LD): the cited source',
    serve(article({ site: provato, title: 'Recensione Moka Torreverde Classica: la moka tradizionale che non delude', author: 'Francesca Riva', date: '2026-02-20', dateText: '20 febbraio 2026', section: 'Cucina', rating: 4, itemReviewed: 'Moka Torreverde Classica 6 tazze', type: 'Review',
      body: [
        'Abbiamo usato la Moka Classica da sei tazze ogni mattina per un mese. Il caffè esce in circa cinque minuti su fornello a gas medio ed è corposo, con poca amarezza.',
        'La guarnizione è di buona qualità e il manico non scalda. Manca però la compatibilità con l’induzione senza adattatore.',
        'Voto finale: 4 su 5. Prezzo consigliato 32,90 euro.',
      ] })),
    { path: '/cucina/recensione-moka-torreverde-classica' }));

  out.push(entry('rev-es-analisis', 'www.analisisaldetalle.es', 'valid', 'Spanish air-fryer review: the cited source',
    serve(article({ site: analisis, title: 'Análisis de la freidora de aire Halvard CrispAir: dos cestas, la mitad de espera', author: 'Carlos Medina', date: '2026-03-15', dateText: '15 de marzo de 2026', section: 'Hogar', type: 'Review', rating: 4,
      body: [
        'La CrispAir de Halvard tiene dos cestas de cuatro litros que funcionan por separado. En nuestras pruebas, 500 gramos de patatas congeladas quedaron crujientes en 17 minutos a 200 grados.',
        'Mide el consumo: con un enchufe medidor registramos 0,41 kWh por ciclo, frente a 1,05 kWh del horno convencional para la misma ración.',
        'Lo peor: es voluminosa y ocupa casi medio metro de encimera.',
      ] })),
    { path: '/hogar/analisis-freidora-halvard-crispair', quotes: [{ quote: 'registramos 0,41 kWh por ciclo', present: true }] }));

  out.push(entry('rev-nl-review', 'www.getest.nl', 'valid', 'Dutch e-bike review: the cited source',
    serve(article({ site: getest, title: 'Review Van Dalen E-Comfort 7: comfortabel, maar zwaar', author: 'Pieter Mulder', date: '2026-05-08', dateText: '8 mei 2026', section: 'Fietsen', type: 'Review',
      body: [
        'We reden zes weken op de Van Dalen E-Comfort 7, in totaal 780 kilometer. De middenmotor trekt soepel op en de traploze naaf is ideaal in de stad.',
        'De opgegeven actieradius van 140 kilometer haalden we niet: in de middelste stand kwamen we gemiddeld tot 92 kilometer.',
        'Met 26,4 kilo is de fiets zwaar om een trap op te tillen. Eindcijfer: 8,1.',
      ] })),
    { path: '/fietsen/review-van-dalen-e-comfort-7', quotes: [{ quote: 'in de middelste stand kwamen we gemiddeld tot 92 kilometer', present: true }] }));

  out.push(entry('rev-ja-kakaku', 'kakaku-navi.jp', 'valid', 'Japanese price-comparison / review page in Shift_JIS (lowest prices across shops, user reviews): the cited source',
    serve(generic({ site: kakaku, title: 'ミナト電機 RC-600 価格比較・レビュー', h1: 'ミナト電機 ロボット掃除機 RC-600 の価格比較', intro: '最安価格（税込）：64,780円　掲載ショップ数：23店舗　満足度：4.52（レビュー128件）',
      table: { head: ['ショップ', '価格（税込）', '送料', '在庫'], rows: [['家電ストアA', '64,780円', '無料', '在庫あり'], ['カクヤス電器', '65,980円', '無料', '在庫あり'], ['ミナト電機 公式', '69,800円', '無料', '在庫あり']] },
      sections: [['価格推移', ['発売時の価格は79,800円でしたが、3か月で約19％下がりました。']], ['レビュー', ['「段差も問題なく、水拭きも十分。」（満足度5）', '「アプリの地図作成が速い。ただしゴミステーションの音が大きい。」（満足度4）']]] }), { charset: 'shift_jis' }),
    { path: '/item/K0001598765/', quotes: [{ quote: '最安価格（税込）：64,780円', present: true }] }));

  out.push(entry('rev-pl-ranking', 'www.rankingagd.pl', 'valid', 'Polish ranking of kettles: the cited source',
    serve(article({ site: ranking, title: 'Ranking czajników elektrycznych 2026 – który czajnik kupić?', author: 'Tomasz Nowak', date: '2026-01-30', dateText: '30 stycznia 2026', section: 'AGD małe', type: 'Article',
      body: [
        'Przetestowaliśmy 11 czajników w cenach od 79 do 449 zł. Mierzyliśmy czas zagotowania litra wody, głośność i dokładność wskaźnika poziomu wody.',
        'Najszybszy okazał się Halvard Aria: litr wody zagotował w 2 minuty i 6 sekund. Najcichszy był model z ceramiczną grzałką (52 dB).',
        'Nasz wybór w kategorii do 150 zł: czajnik szklany z filtrem kamienia i podświetleniem LED.',
      ] })),
    { path: '/ranking/czajniki-elektryczne', quotes: [{ quote: 'litr wody zagotował w 2 minuty i 6 sekund', present: true }] }));

  out.push(entry('rev-en-company', 'www.trustvoice.com', 'valid', 'a company-reviews page (rating summary, review list): the cited source',
    serve(generic({ site: trustly, title: 'Halvard Home Reviews | Read Customer Service Reviews of halvardhome.com', h1: 'Halvard Home', intro: 'Reviews 4,812 · TrustScore 4.3 out of 5 · Excellent',
      sections: [['Rating distribution', ['5-star 68% · 4-star 17% · 3-star 6% · 2-star 3% · 1-star 6%']], ['Most recent reviews', ['"Kettle arrived next day, well packed." — Jo, GB, 2 days ago', '"Air fryer was out of stock for weeks but customer service kept me updated." — R. Patel, GB, 4 days ago', '"Replacement part sent free of charge within the guarantee." — Mike, IE, 1 week ago']], ['Company details', ['Halvard Home plc, Leeds, United Kingdom. Category: Appliance store. Claimed profile; replies to 92% of negative reviews, typically within 48 hours.']]] })),
    { path: '/review/halvardhome.com', quotes: [{ quote: 'replies to 92% of negative reviews', present: true }] }));

  out.push(entry('rev-en-br', 'www.comparotech.co.uk', 'valid', 'a review page served brotli-encoded: the cited source',
    serve(article({ site: comparo, title: 'Halvard CrispAir Dual review: the two-drawer air fryer to beat', author: 'Tom Hale', date: '2026-02-02', dateText: '2 February 2026', section: 'Kitchen', type: 'Review', rating: 5,
      body: ['The CrispAir Dual cooked the crispiest chips we have measured, and its Sync button finishes both drawers at once.', 'In our energy test it used 0.41 kWh for a 500 g batch of chips against 1.05 kWh for a fan oven.', 'Verdict: five stars, the air fryer we recommend to most people.'] }), { encoding: 'br' }),
    { path: '/reviews/halvard-crispair-dual-review' }));

  // ---- price pages (valid) -------------------------------------------------------------------
  out.push(entry('price-en-saas', 'www.shelfwise.io', 'valid', 'a retail-analytics SaaS pricing page (plans, FAQ JSON-LD): the cited source',
    serve(pricing({ site: saasEn, title: 'Pricing', intro: 'Shelf-price monitoring for brands and retailers. Save 20% with annual billing.',
      plans: [{ name: 'Starter', price: '$249', per: 'per month, billed annually', features: ['500 tracked products', '10 retailers', 'Daily price checks'], cta: 'Start free trial' }, { name: 'Growth', price: '$799', per: 'per month, billed annually', features: ['5,000 tracked products', '50 retailers', 'Hourly price checks', 'MAP violation alerts'], cta: 'Start free trial' }, { name: 'Enterprise', price: 'Custom', per: '', features: ['Unlimited products', 'API access', 'Dedicated analyst'], cta: 'Talk to sales' }],
      faq: [['Is there a free trial?', 'Yes, every plan has a 14-day free trial, no credit card required.'], ['Can I change plans?', 'You can upgrade or downgrade at any time; changes are prorated.']] })),
    { path: '/pricing', quotes: [{ quote: '5,000 tracked products', present: true }] }));

  out.push(entry('price-de-saas', 'www.kassenfuchs.de', 'valid', 'German POS-system price page: the cited source',
    serve(pricing({ site: saasDe, title: 'Preise', intro: 'Das Kassensystem für Einzelhandel und Gastronomie. Alle Preise zzgl. MwSt.',
      plans: [{ name: 'Basis', price: '29 €', per: 'pro Monat', features: ['1 Kasse', 'TSE inklusive', 'Bon per E-Mail'], cta: 'Kostenlos testen' }, { name: 'Pro', price: '59 €', per: 'pro Monat', features: ['3 Kassen', 'Warenwirtschaft', 'DATEV-Export'], cta: 'Kostenlos testen' }],
      faq: [['Gibt es eine Mindestlaufzeit?', 'Nein, Sie können monatlich kündigen.'], ['Ist die TSE inklusive?', 'Ja, die technische Sicherheitseinrichtung ist in allen Tarifen enthalten.']] })),
    { path: '/preise' }));

  out.push(entry('price-fr-comparateur', 'www.prixscope.fr', 'valid', 'French price-comparison page for one product (offers table): the cited source',
    serve(generic({ site: prixFr, title: 'Halvard CrispAir Dual 8L au meilleur prix', h1: 'Halvard CrispAir Dual 8 L : comparer les prix', intro: 'Meilleur prix : 119,99 € chez 9 marchands · Historique des prix sur 6 mois',
      table: { head: ['Marchand', 'Prix', 'Livraison', 'Disponibilité'], rows: [['ElectroDépôt', '119,99 €', 'Gratuite', 'En stock'], ['Boulanger-like', '124,90 €', '4,99 €', 'En stock'], ['Marketplace X', '129,00 €', 'Gratuite', 'Expédié sous 5 jours']] },
      sections: [['Historique', ['Le prix le plus bas observé sur six mois est de 109,00 €, lors du Black Friday.']], ['Fiche technique', ['Capacité 8 L (2 × 4 L), puissance 2 400 W, 8 programmes.']]] })),
    { path: '/friteuses-sans-huile/halvard-crispair-dual-8l', quotes: [{ quote: 'Le prix le plus bas observé sur six mois est de 109,00 €', present: true }] }));

  out.push(entry('price-ru-list', 'www.cenamer.ru', 'valid', 'Russian price-monitoring page in windows-1251: the cited source',
    serve(generic({ site: ceny, title: 'Цены на кондиционеры в Москве — октябрь 2026', h1: 'Средние цены на сплит-системы в Москве, октябрь 2026', intro: 'Средняя цена инверторной сплит-системы мощностью 2,5 кВт составила 38 900 рублей, что на 6% ниже, чем в июле.',
      table: { head: ['Мощность', 'Средняя цена', 'Изменение за квартал'], rows: [['2,0 кВт', '31 400 ₽', '−5%'], ['2,5 кВт', '38 900 ₽', '−6%'], ['3,5 кВт', '47 200 ₽', '−4%']] },
      sections: [['Методика', ['Цены собраны в 42 интернет-магазинах 1–5 октября 2026 года.']]] }), { charset: 'windows-1251' }),
    { path: '/klimat/ceny-konditsionery-moskva-2026-10', quotes: [{ quote: 'составила 38 900 рублей', present: true }] }));

  out.push(entry('price-en-cocoa', 'www.commoditydesk.com', 'valid', 'a commodity price page (cocoa futures table, commentary): the cited source',
    serve(generic({ site: cocoa, title: 'Cocoa prices today: ICE futures and chart', h1: 'Cocoa futures (ICE London, £/tonne)', intro: 'Cocoa settled at £4,912 a tonne on Friday, down 38% from its April 2024 peak as West African harvests recovered.',
      table: { head: ['Contract', 'Last', 'Change', 'Volume'], rows: [['Dec 26', '4,912', '−61', '12,410'], ['Mar 27', '4,835', '−58', '8,302'], ['May 27', '4,790', '−52', '3,117']] },
      sections: [['What moved the market', ['Arrivals at Ivorian ports are running 9% ahead of last season, according to exporters\' estimates.', 'Chocolate makers have cut grindings in Europe for six consecutive quarters.']]], date: '2026-10-16', dateText: '16 October 2026' })),
    { path: '/softs/cocoa', quotes: [{ quote: 'Cocoa settled at £4,912 a tonne on Friday', present: true }] }));

  // one-off 503 on a price page is in the shop file; here a price page with Vary/ETag headers
  // ---- recipes (valid) -----------------------------------------------------------------------
  out.push(entry('rec-en-banana', 'www.pantryandplate.com', 'valid', 'a recipe blog post (life story, ad slots, WPRM recipe card, comments, JSON-LD @graph): the cited source',
    serve(recipe({ site: pantry, title: 'One-Bowl Brown Butter Banana Bread', author: 'Maggie Collins', date: '2026-03-08', dateText: 'March 8, 2026',
      story: ['I have baked banana bread every week for eleven years, and this is the version my family asks for. Browning the butter takes five extra minutes and gives the loaf a toasty, almost caramel flavour.', 'Use bananas with plenty of black spots — they are sweeter, so this recipe uses only 100 g of sugar for the whole loaf.', 'Grocery prices note: bananas remain one of the cheapest fruits in US supermarkets, averaging about 62 cents a pound this year.'],
      ingredients: ['115 g (1/2 cup) unsalted butter', '3 very ripe bananas', '100 g brown sugar', '1 egg', '1 tsp vanilla', '1 tsp baking soda', '190 g all-purpose flour', 'pinch of salt'],
      steps: ['Brown the butter in a small pan until it smells nutty; cool 10 minutes.', 'Mash the bananas in a large bowl, then whisk in the butter, sugar, egg and vanilla.', 'Stir in baking soda, salt and flour until just combined.', 'Bake in a lined loaf tin at 175°C (350°F) for 55–60 minutes.'], times: ['Prep 15 min', 'Cook 60 min', 'Total 1 h 15 min'], serves: '10 slices',
      comments: [['Ana', 'Made it twice this week, the brown butter is everything!'], ['Greg', 'Added walnuts, baked 5 minutes longer. Perfect.']] })),
    { path: '/brown-butter-banana-bread/', meta: { title: ['One-Bowl Brown Butter Banana Bread'], author: ['Maggie Collins'], published: ['2026-03-08'] },
      quotes: [{ quote: 'this recipe uses only 100 g of sugar for the whole loaf', present: true }] }));
  out.push(entry('rec-it-tiramisu', 'www.ricettedinonnapia.it', 'valid', 'Italian recipe page (iubenda): the cited source',
    serve(recipe({ site: nonnaPia, title: 'Tiramisù classico senza panna', author: 'Pia Lombardi', date: '2026-01-12', dateText: '12 gennaio 2026',
      story: ['Il tiramisù della domenica, come lo faceva mia madre a Treviso: solo mascarpone, uova, zucchero, savoiardi e caffè della moka.', 'Il segreto è bagnare i savoiardi velocemente, un secondo per lato, così restano morbidi senza sfaldarsi.'],
      ingredients: ['500 g di mascarpone', '4 uova freschissime', '100 g di zucchero', '300 g di savoiardi', '300 ml di caffè della moka', 'cacao amaro'],
      steps: ['Montate i tuorli con lo zucchero fino a ottenere una crema chiara.', 'Aggiungete il mascarpone e poi gli albumi montati a neve.', 'Alternate strati di savoiardi bagnati nel caffè e crema.', 'Riposo in frigorifero per almeno 6 ore; spolverate di cacao.'], times: ['Preparazione 30 min', 'Riposo 6 h', 'Totale 6 h 30 min'], serves: '8 persone' })),
    { path: '/dolci/tiramisu-classico-senza-panna/' }));
  out.push(entry('rec-fr-quiche', 'www.cuisinedemargaux.fr', 'valid', 'French recipe in ISO-8859-1: the cited source',
    serve(recipe({ site: margaux, title: 'Quiche lorraine traditionnelle', author: 'Margaux Petit', date: '2025-11-20', dateText: '20 novembre 2025',
      story: ['La vraie quiche lorraine ne contient ni fromage ni oignons : seulement une pâte brisée, des lardons, des œufs et de la crème.', 'Comptez environ 6 € d’ingrédients pour six parts.'],
      ingredients: ['1 pâte brisée', '200 g de lardons fumés', '3 œufs', '25 cl de crème fraîche épaisse', '20 cl de lait', 'muscade, poivre'],
      steps: ['Préchauffez le four à 180 °C.', 'Faites revenir les lardons sans matière grasse.', 'Battez les œufs avec la crème et le lait.', 'Garnissez la pâte, versez l’appareil et enfournez 35 minutes.'], times: ['Préparation 15 min', 'Cuisson 35 min', 'Total 50 min'], serves: '6 parts' }), { charset: 'iso-8859-1' }),
    { path: '/recettes/quiche-lorraine-traditionnelle.html', quotes: [{ quote: 'Comptez environ 6 € d’ingrédients pour six parts', present: true }] }));
  out.push(entry('rec-ja-karaage', 'www.okazu-biyori.jp', 'valid', 'Japanese recipe in EUC-JP: the cited source',
    serve(recipe({ site: okazu, title: '冷めてもおいしい鶏のから揚げ', author: '山田さちこ', date: '2026-05-03', dateText: '2026年5月3日',
      story: ['お弁当に入れても固くならない、しっとりジューシーなから揚げのレシピです。', 'ポイントは下味に片栗粉を少し混ぜて、肉汁を閉じ込めること。'],
      ingredients: ['鶏もも肉 2枚（約600g）', 'しょうゆ 大さじ2', '酒 大さじ1', 'おろしにんにく 小さじ1', '片栗粉 大さじ5', '揚げ油 適量'],
      steps: ['鶏肉を一口大に切り、調味料をもみ込んで20分おく。', '片栗粉をまぶす。', '170度の油で3分揚げ、取り出して4分休ませる。', '190度で1分二度揚げする。'], times: ['準備 25分', '調理 15分', '合計 40分'], serves: '4人分' }), { charset: 'euc-jp' }),
    { path: '/recipe/karaage-bento.html' }));
  out.push(entry('rec-es-tortilla', 'www.cocinaconlola.es', 'valid', 'Spanish recipe: the cited source',
    serve(recipe({ site: cocina, title: 'Tortilla de patatas jugosa (con cebolla)', author: 'Lola Fernández', date: '2026-02-27', dateText: '27 de febrero de 2026',
      story: ['La tortilla de patatas es el plato que más preparo en casa. Con cebolla, bien jugosa por dentro y cuajada por fuera.', 'Con los precios actuales, una tortilla para cuatro sale por unos 3,20 euros.'],
      ingredients: ['5 patatas medianas', '1 cebolla', '6 huevos', 'aceite de oliva virgen extra', 'sal'],
      steps: ['Pela y corta las patatas en láminas finas.', 'Confita patata y cebolla en abundante aceite a fuego medio 25 minutos.', 'Mezcla con los huevos batidos y deja reposar 10 minutos.', 'Cuaja en la sartén 2 minutos por cada lado.'], times: ['Preparación 15 min', 'Cocción 35 min', 'Total 50 min'], serves: '4 raciones' })),
    { path: '/recetas/tortilla-de-patatas-jugosa/', quotes: [{ quote: 'una tortilla para cuatro sale por unos 3,20 euros', present: true }] }));

  // ---- travel (valid) ------------------------------------------------------------------------
  out.push(entry('trv-en-lisbon', 'www.wayfarernotes.com', 'valid', 'a travel guide article with practical prices: the cited source',
    serve(article({ site: wayfarer, title: 'Lisbon on a budget: what things really cost in 2026', author: 'Hannah Oduya', date: '2026-04-22', dateText: '22 April 2026', section: 'Europe', type: 'Article',
      body: ['Lisbon is no longer Europe\'s bargain capital, but it is still cheaper than Paris or Amsterdam. Here is what we paid on a week-long trip in April.', 'A 24-hour public transport pass costs €6.80 and covers trams, buses, the metro and the Santa Justa lift. A pastel de nata at a neighbourhood bakery is €1.30; at the famous bakeries in Belém it is €1.50.', 'A double room in a mid-range guesthouse in Alfama averaged €118 a night, about 20% more than two years ago.', 'Tip: the Lisboa Card pays for itself only if you visit at least three paid museums in a day.'] })),
    { path: '/europe/lisbon-budget-costs-2026/', quotes: [{ quote: 'A 24-hour public transport pass costs €6.80', present: true }, { quote: 'A 24-hour public transport pass costs €8.60', present: false }] }));
  out.push(entry('trv-tr-otel', 'www.kapadokyatasotel.com.tr', 'valid', 'Turkish hotel page in ISO-8859-9 (rooms, prices, booking widget): the cited source',
    serve(generic({ site: otel, title: 'Odalar ve Fiyatlar', h1: 'Kapadokya Taş Otel – Odalar ve Fiyatlar', intro: 'Göreme\'nin merkezinde, 200 yıllık bir taş konakta 14 mağara odası.',
      table: { head: ['Oda tipi', 'Kişi', 'Gecelik fiyat (kahvaltı dahil)'], rows: [['Standart Mağara Oda', '2', '3.200 TL'], ['Deluxe Mağara Oda', '2', '4.450 TL'], ['Aile Süiti', '4', '6.900 TL']] },
      sections: [['Otel hakkında', ['Tüm odalarda yerden ısıtma, ücretsiz Wi-Fi ve özel banyo bulunur. Terasımızdan sabahları balonlar izlenebilir.', 'Havalimanı transferi Kayseri\'den 45 dakika, Nevşehir\'den 35 dakika sürer.']]] }), { charset: 'iso-8859-9' }),
    { path: '/odalar-ve-fiyatlar', quotes: [{ quote: 'Göreme\'nin merkezinde, 200 yıllık bir taş konakta 14 mağara odası', present: true }] }));
  out.push(entry('trv-pt-pousada', 'www.pousadaremansa.com.br', 'valid', 'Brazilian guesthouse page: the cited source',
    serve(generic({ site: pousada, title: 'Acomodações e tarifas', h1: 'Pousada Maré Mansa – Acomodações', intro: 'A 80 metros da praia de Taipu de Fora, em Barra Grande, Península de Maraú (BA).',
      sections: [['Chalés', ['São 9 chalés com ar-condicionado, varanda com rede e café da manhã regional incluído.', 'Diárias a partir de R$ 520 na baixa temporada e R$ 890 no verão.']], ['Como chegar', ['De Salvador, lancha até Camamu e travessia de barco até Barra Grande (cerca de 4 horas).']]] })),
    { path: '/acomodacoes' }));
  out.push(entry('trv-de-reise', 'www.reiseblatt.de', 'valid', 'German travel article: the cited source',
    serve(article({ site: reiseDe, title: 'Weihnachtsmärkte 2026: Was Glühwein und Bratwurst jetzt kosten', author: 'Miriam Keller', date: '2026-11-27', dateText: '27.11.2026', section: 'Reise', type: 'Article',
      body: ['Die Preise auf deutschen Weihnachtsmärkten sind erneut gestiegen. Ein Becher Glühwein kostet in Nürnberg in diesem Jahr im Schnitt 4,50 Euro, in München 5 Euro.', 'Für eine Bratwurst im Brötchen zahlen Besucher zwischen 3,50 und 5 Euro. Das Pfand für die Tasse liegt meist bei 3 bis 5 Euro.', 'Am günstigsten sind kleine Märkte in Thüringen und Sachsen.'] })),
    { path: '/reise/weihnachtsmaerkte-preise-2026', quotes: [{ quote: 'Ein Becher Glühwein kostet in Nürnberg in diesem Jahr im Schnitt 4,50 Euro', present: true }] }));
  out.push(entry('trv-ko-jeju', 'www.jejutravelguide.co.kr', 'valid', 'Korean travel guide page in EUC-KR: the cited source',
    serve(article({ site: jejuKo, title: '제주 올레길 7코스 완벽 가이드: 소요 시간과 교통편', author: '김지은', date: '2026-06-11', dateText: '2026.06.11', section: '여행', type: 'Article',
      body: ['올레길 7코스는 서귀포 외돌개에서 월평 아왜낭목까지 이어지는 약 17.6킬로미터 구간으로, 걷는 데 5~6시간이 걸린다.', '해안 절벽과 바다 풍경이 아름다워 올레길 중 가장 인기가 많은 코스로 꼽힌다.', '서귀포 버스터미널에서 외돌개까지는 버스로 약 15분 거리다.'] }), { charset: 'euc-kr' }),
    { path: '/olle/course-7', quotes: [{ quote: '약 17.6킬로미터 구간으로', present: true }] }));

  // ---- jobs (open: valid) ----------------------------------------------------------------------
  out.push(entry('job-en-analyst', 'www.jobbly.co.uk', 'valid', 'an open job posting (JobPosting JSON-LD, Apply button): the cited source',
    serve(job({ site: jobbly, title: 'Consumer Insights Analyst', company: 'Halvard Home plc', location: 'Leeds (hybrid)', date: '2026-10-01', dateText: 'Posted 1 October 2026', type: 'Permanent, full-time', salary: '£38,000 – £44,000', validThrough: '2026-12-31',
      body: ['Halvard Home is looking for a Consumer Insights Analyst to turn survey, panel and sales data into recommendations for our product and marketing teams.', 'You will run our quarterly brand tracker (n=2,000 UK adults) and work with our e-commerce team on price-elasticity testing.'],
      requirements: ['2+ years in market research or consumer insights', 'Confident with SQL and survey tools', 'Clear writer and presenter'] })),
    { path: '/jobs/consumer-insights-analyst-halvard-home-leeds-4471209', quotes: [{ quote: 'run our quarterly brand tracker (n=2,000 UK adults)', present: true }] }));
  out.push(entry('job-de-werkstudent', 'www.stellenwerk.de', 'valid', 'German open job posting: the cited source',
    serve(job({ site: stellen, title: 'Werkstudent (m/w/d) Marktforschung', company: 'Marktblick Research GmbH', location: 'Hamburg', date: '2026-09-20', dateText: '20.09.2026', type: 'Werkstudent, 20 Std./Woche', salary: '16 € pro Stunde', validThrough: '2026-12-15',
      body: ['Du unterstützt unser Team bei quantitativen Studien für Kunden aus Handel und Konsumgüterindustrie.', 'Du programmierst Online-Fragebögen, bereitest Daten in SPSS und R auf und erstellst Charts für Kundenpräsentationen.'],
      requirements: ['Studium der Wirtschafts- oder Sozialwissenschaften', 'Erste Erfahrung mit Statistiksoftware', 'Sehr gute Deutschkenntnisse'] })),
    { path: '/stellenangebote/werkstudent-marktforschung-hamburg-88213' }));
  out.push(entry('job-fr-cdi', 'www.emploicadres.fr', 'valid', 'French open job posting: the cited source',
    serve(job({ site: emploi, title: 'Chef de produit marketing – soins capillaires (H/F)', company: 'Maison Verlaine', location: 'Grasse (06)', date: '2026-10-07', dateText: '7 octobre 2026', type: 'CDI', salary: '45 – 52 k€ brut annuel', validThrough: '2027-01-07',
      body: ['Rattaché(e) à la directrice marketing, vous pilotez la gamme capillaire solide, de l’étude de marché au lancement en pharmacie.', 'Vous analysez les panels de distribution et suivez la concurrence.'],
      requirements: ['Bac+5 école de commerce', '3 ans d’expérience en marketing produit cosmétique', 'Anglais courant'] })),
    { path: '/offres/chef-de-produit-marketing-soins-capillaires-grasse-552190' }));
  out.push(entry('job-nl-vacature', 'www.vacaturebanknoord.nl', 'valid', 'Dutch open job posting: the cited source',
    serve(job({ site: vacatures, title: 'E-commerce specialist fietsen', company: 'Van Dalen Fietsen', location: 'Zwolle', date: '2026-10-12', dateText: '12 oktober 2026', type: 'Vast, 36–40 uur', salary: '€ 3.400 – € 4.300 per maand', validThrough: '2026-12-31',
      body: ['Je bent verantwoordelijk voor onze webshop en de verkoop via marktplaatsen in Nederland, België en Duitsland.', 'Je optimaliseert productpagina\'s, beheert de campagnes en rapporteert wekelijks over conversie en marge.'],
      requirements: ['HBO werk- en denkniveau', 'Minimaal 3 jaar ervaring in e-commerce', 'Kennis van Shopify of vergelijkbaar'] })),
    { path: '/vacature/e-commerce-specialist-fietsen-zwolle-311487' }));

  // ---- jobs filled / expired (mismatch) ------------------------------------------------------
  const expired = (site: Site, title: string, heading: string, text: string[], cardsTitle: string, cards: Array<{ name: string; price: string }>) => notice({ site, title, heading, text, cards, cardsTitle });
  out.push(entry('jobx-en', 'www.jobbly.co.uk', 'mismatch', 'an expired job posting: 200 "This job is no longer accepting applications" with similar jobs, the ad text gone — not the cited posting',
    serve(expired(jobbly, 'Job expired | Jobbly', 'This job is no longer accepting applications', ['The employer has closed this vacancy. Here are similar jobs near Leeds.'], 'Similar jobs', [{ name: 'Market Research Executive – Leeds', price: '£30,000' }, { name: 'Data Analyst – Bradford', price: '£35,000' }])),
    { path: '/jobs/senior-pricing-analyst-halvard-home-leeds-4390011', context: { title: 'Senior Pricing Analyst – Halvard Home' } }));
  out.push(entry('jobx-de', 'www.stellenwerk.de', 'mismatch', 'German filled job: 200 "Diese Stelle ist bereits besetzt" with other offers — not the cited posting',
    serve(expired(stellen, 'Stelle nicht mehr verfügbar | Stellenwerk', 'Diese Stelle ist bereits besetzt', ['Leider ist dieses Stellenangebot nicht mehr aktuell. Vielleicht passen diese Jobs zu Ihnen:'], 'Ähnliche Jobs', [{ name: 'Junior Consultant Marktforschung, Hamburg', price: 'Vollzeit' }, { name: 'Praktikum Consumer Insights, Berlin', price: 'Praktikum' }])),
    { path: '/stellenangebote/senior-research-manager-hamburg-80117', context: { title: 'Senior Research Manager (m/w/d), Hamburg' } }));
  out.push(entry('jobx-fr', 'www.emploicadres.fr', 'mismatch', 'French expired job: 200 "Cette offre n\'est plus disponible" — not the cited posting',
    serve(expired(emploi, 'Offre expirée | EmploiCadres', 'Cette offre n’est plus disponible', ['Le recruteur a clôturé cette offre. Découvrez des offres similaires.'], 'Offres similaires', [{ name: 'Chargé(e) d’études marketing – Nice', price: 'CDI' }])),
    { path: '/offres/responsable-category-management-lyon-540022', context: { title: 'Responsable category management (H/F) – Lyon' } }));
  out.push(entry('jobx-nl', 'www.vacaturebanknoord.nl', 'mismatch', 'Dutch expired job: 200 "Deze vacature is niet meer beschikbaar" — not the cited posting',
    serve(expired(vacatures, 'Vacature verlopen | Vacaturebank Noord', 'Deze vacature is niet meer beschikbaar', ['De werkgever heeft deze vacature gesloten.'], 'Vergelijkbare vacatures', [{ name: 'Online marketeer – Zwolle', price: '32 uur' }])),
    { path: '/vacature/category-manager-fietsonderdelen-zwolle-300018', context: { title: 'Category manager fietsonderdelen' } }));
  out.push(entry('jobx-sv', 'www.jobbtorget.se', 'mismatch', 'Swedish expired job: 200 "Annonsen har gått ut" — not the cited posting',
    serve(expired(jobbSv, 'Annonsen har gått ut | Jobbtorget', 'Annonsen har gått ut', ['Sista ansökningsdag har passerat och annonsen är inte längre aktiv.'], 'Liknande jobb', [{ name: 'Butikschef – Nordkulla Möbler Umeå', price: 'Heltid' }])),
    { path: '/jobb/inkopare-soffor-nordkulla-jonkoping-77120', context: { title: 'Inköpare soffor – Nordkulla Möbler' } }));
  out.push(entry('job-410-en', 'www.jobbly.co.uk', 'invalid', 'a job posting answering HTTP 410 Gone: a dead link',
    serve(notice({ site: jobbly, title: 'Gone | Jobbly', heading: 'This job has been removed', text: ['The listing was removed by the employer.'], status: '410' }), { status: 410 }),
    { path: '/jobs/retail-data-scientist-london-4012345' }));

  // ---- trade press open (valid) --------------------------------------------------------------
  out.push(entry('tp-en-ledger', 'www.retailledger.co.uk', 'valid', 'a trade-press article open to all (newsletter pop-up markup, most-read list, OneTrust): the cited source',
    serve(article({ site: ledger, title: 'Discounters take 19.8% of UK grocery market as shoppers trade down', dek: 'Aldi and Lidl together now outsell Sainsbury\'s, latest till data show.', author: 'Rachel Osei', date: '2026-10-14', dateText: '14 October 2026', section: 'Grocery', authorMarkup: 'meta',
      modal: '<div class="newsletter-modal" role="dialog" aria-label="Newsletter" hidden><h2>Get the Retail Ledger daily briefing</h2><form><input type="email" placeholder="Work email"><button>Sign up free</button></form><button class="close">No thanks</button></div>',
      body: ['The discount supermarkets\' combined share of the UK grocery market reached a record 19.8% in the 12 weeks to 5 October, according to till data from a consumer panel of 30,000 households.', 'Grocery price inflation eased to 3.1%, its lowest level since 2021, but shoppers continued to switch to own-label products, whose sales grew 6.4% compared with 1.9% for brands.', '"Value has become a permanent habit rather than a temporary response," said the panel\'s head of retail insight.', 'Online grocery held a 12.3% share of the market.'],
      related: ['Own-label sales hit record high', 'Convenience stores: the new battleground', 'Retail footfall falls 2% in September'] })),
    { path: '/news/grocery/discounters-record-share-october-2026', meta: { title: ['Discounters take 19.8% of UK grocery market as shoppers trade down'], author: ['Rachel Osei'], published: ['2026-10-14'], publisher: ['Retail Ledger'] },
      quotes: [{ quote: 'own-label products, whose sales grew 6.4%', present: true }, { quote: 'own-label products, whose sales grew 8.4%', present: false }] }));
  out.push(entry('tp-de-handels', 'www.handelsjournal.de', 'valid', 'German trade-press article (open): the cited source',
    serve(article({ site: handels, title: 'Onlinehandel wächst wieder: Umsatz steigt 2026 um 4 Prozent', author: 'Katrin Weber', date: '2026-08-05', dateText: '05.08.2026', section: 'E-Commerce',
      body: ['Der deutsche Onlinehandel ist nach zwei schwachen Jahren wieder auf Wachstumskurs. Im ersten Halbjahr 2026 stiegen die Umsätze mit Waren um 4,1 Prozent auf 38,6 Milliarden Euro.', 'Besonders stark wuchsen Lebensmittel und Drogeriewaren online, während Mode stagnierte.', 'Marktplätze vereinen inzwischen 51 Prozent des Onlineumsatzes auf sich.'] })),
    { path: '/e-commerce/onlinehandel-halbjahr-2026', quotes: [{ quote: 'Marktplätze vereinen inzwischen 51 Prozent des Onlineumsatzes auf sich', present: true }] }));
  out.push(entry('tp-fr-lineaires', 'www.lineaires-hebdo.fr', 'valid', 'French trade-press article in windows-1252 (curly quotes, €): the cited source',
    serve(article({ site: lineaires, title: 'Marques de distributeur : une part de marché record de 34,7 %', author: 'Julien Garnier', date: '2026-09-22', dateText: '22 septembre 2026', section: 'Distribution',
      body: ['Les marques de distributeur (MDD) atteignent une part de marché record de 34,7 % en valeur dans les produits de grande consommation, selon les données de panel à fin août.', '« L’écart de prix moyen avec les grandes marques reste de 30 % », souligne l’analyste d’un institut d’études.', 'Le panier moyen en hypermarché s’établit à 61,20 €.'] }), { charset: 'windows-1252' }),
    { path: '/distribution/mdd-part-de-marche-record', quotes: [{ quote: "L'écart de prix moyen avec les grandes marques reste de 30 %", present: true }] }));
  out.push(entry('tp-es-distribucion', 'www.distribucionhoy.es', 'valid', 'Spanish trade-press article (open): the cited source',
    serve(article({ site: distribucion, title: 'La marca blanca ya supone el 44% de las ventas en supermercados', author: 'Elena Ruiz', date: '2026-07-10', dateText: '10/07/2026', section: 'Gran consumo',
      body: ['La cuota de la marca de distribuidor en el gran consumo envasado alcanzó el 44,2% en volumen en el primer semestre, 1,3 puntos más que un año antes.', 'Aceite, leche y huevos son las categorías donde más ha crecido la marca propia.'] })),
    { path: '/gran-consumo/marca-blanca-44-por-ciento' }));
  out.push(entry('tp-ja-ryutsu', 'www.ryutsu-journal.jp', 'valid', 'Japanese trade-press article (UTF-8): the cited source',
    serve(article({ site: ryutsu, title: 'ドラッグストアの食品売上、初の3兆円超え', author: '中村彩', date: '2026-05-20', dateText: '2026年5月20日', section: '小売',
      body: ['ドラッグストア業界の2025年度の食品売上高が3兆1200億円となり、初めて3兆円を超えた。', '低価格の食品を集客の柱とする戦略がスーパーマーケットの顧客を奪っている。'] })),
    { path: '/article/2026/05/20/drugstore-food', quotes: [{ quote: '食品売上高が3兆1200億円となり', present: true }] }));
  out.push(entry('tp-en-botmgmt', 'www.retailledger.co.uk', 'valid', 'ADVERSARIAL: a trade-press feature ABOUT bot managers that quotes "Access Denied", "Reference #", "Press & Hold" and device checks — a real article, the cited source',
    serve(article({ site: ledger, title: 'Sneaker bots, scalpers and "Press & Hold": how retailers fight automated shoppers', author: 'Dan Whitmore', date: '2026-03-26', dateText: '26 March 2026', section: 'Technology',
      body: ['Anyone who has tried to buy a limited-edition trainer online has met them: the "Access Denied" page with a reference number, the "Press & Hold to confirm you are a human" button, the device check that spins for five seconds.', 'Bot-management vendors say automated traffic now makes up 37% of requests to large retail sites during product drops, up from 24% three years ago.', 'Retailers are caught between blocking scalpers and frustrating genuine shoppers. One fashion chain told Retail Ledger that a misconfigured rule blocked 4% of real customers for an afternoon.', 'Privacy advocates also question device fingerprinting, which the vendors defend as proportionate.', 'The cost of getting it wrong is high: a single failed drop can cost a brand hundreds of thousands of pounds in lost sales and reputation.'] })),
    { path: '/technology/retail-bot-management-scalpers', quotes: [{ quote: 'automated traffic now makes up 37% of requests', present: true }] }));
  out.push(entry('tp-de-alterscheck', 'www.handelsjournal.de', 'valid', 'ADVERSARIAL: a German trade article ABOUT age checks in online alcohol sales ("Bist du über 18?", Altersverifikation): a real article, the cited source',
    serve(article({ site: handels, title: 'Alterscheck im Onlinehandel: Warum ein Klick auf „Ich bin über 18“ nicht reicht', author: 'Sven Albers', date: '2026-02-12', dateText: '12.02.2026', section: 'Recht',
      body: ['Viele Onlineshops für Wein und Spirituosen begnügen sich mit einer Abfrage „Bist du über 18?“. Juristen halten das für unzureichend.', 'Nach dem Jugendschutzgesetz dürfen Spirituosen nicht an Minderjährige abgegeben werden; der Händler muss das Alter bei der Zustellung prüfen lassen.', 'Dienstleister für Altersverifikation berichten von einem Anstieg der Anfragen um 60 Prozent seit 2024.', 'Eine Ident-Prüfung per Post kostet Händler zwischen 1,50 und 4 Euro pro Sendung.'] })),
    { path: '/recht/alterscheck-onlinehandel-alkohol', quotes: [{ quote: 'kostet Händler zwischen 1,50 und 4 Euro pro Sendung', present: true }] }));

  // ---- trade press walled (paywalled) --------------------------------------------------------
  out.push(entry('tp-en-regwall', 'www.retailledger.co.uk', 'paywalled', 'trade-press article cut after two paragraphs by "Register for free to continue reading": a free-registration wall → paywalled',
    serve(article({ site: ledger, title: 'Exclusive: Halvard Home in talks to buy Nordic vacuum brand', author: 'Rachel Osei', date: '2026-10-20', dateText: '20 October 2026', section: 'Deals', free: false,
      body: ['Halvard Home is in advanced talks to acquire a Scandinavian maker of cordless vacuum cleaners, Retail Ledger understands.', 'The deal, which could be announced before Christmas, would give the Leeds-based group its first factory outside the UK.', 'Sources close to the talks said the valuation was around £140 million.', 'Halvard declined to comment.'],
      wall: { visible: 2, html: regWall('Register for free to continue reading', 'Create a free Retail Ledger account to read this article and get 5 free articles every month, plus our daily newsletter.', 'Register for free', 'Already registered? <a href="/login">Sign in</a>') } })),
    { path: '/deals/halvard-home-talks-nordic-vacuum-brand', context: { title: 'Halvard Home in talks to buy Nordic vacuum brand' } }));
  out.push(entry('tp-de-regwall', 'www.handelsjournal.de', 'paywalled', 'German trade article behind "Kostenlos registrieren und weiterlesen": registration wall → paywalled',
    serve(article({ site: handels, title: 'Exklusiv: Drogeriekette plant 300 neue Filialen', author: 'Katrin Weber', date: '2026-09-01', dateText: '01.09.2026', section: 'Handel', free: false,
      body: ['Eine der großen Drogerieketten will in den kommenden drei Jahren rund 300 neue Filialen eröffnen.', 'Das geht aus einem internen Papier hervor, das dem Handelsjournal vorliegt.', 'Die Expansion soll vor allem in Mittelstädten stattfinden.'],
      wall: { visible: 1, html: regWall('Kostenlos registrieren und weiterlesen', 'Mit einem kostenlosen Handelsjournal-Konto lesen Sie diesen Artikel und erhalten unseren Newsletter.', 'Jetzt kostenlos registrieren', 'Schon registriert? <a href="/login">Anmelden</a>') } })),
    { path: '/handel/drogeriekette-300-filialen' }));
  out.push(entry('tp-fr-regwall', 'www.lineaires-hebdo.fr', 'paywalled', 'French trade article behind "Inscrivez-vous gratuitement pour lire la suite" (windows-1252): registration wall → paywalled',
    serve(article({ site: lineaires, title: 'Négociations commerciales 2027 : les industriels demandent +4 %', author: 'Julien Garnier', date: '2026-10-30', dateText: '30 octobre 2026', section: 'Négociations', free: false,
      body: ['Les fournisseurs de produits de grande consommation réclament en moyenne une hausse de 4 % de leurs tarifs pour 2027.', 'Les distributeurs jugent ces demandes injustifiées.'],
      wall: { visible: 1, html: regWall('Inscrivez-vous gratuitement pour lire la suite', 'Cet article est réservé aux inscrits. L’inscription est gratuite et ne prend qu’une minute.', 'Je m’inscris gratuitement', 'Déjà inscrit ? <a href="/connexion">Se connecter</a>') } }), { charset: 'windows-1252' }),
    { path: '/negociations/industriels-demandent-4-pourcent-2027' }));
  out.push(entry('tp-es-regwall', 'www.distribucionhoy.es', 'paywalled', 'Spanish trade article behind "Regístrate gratis para seguir leyendo": registration wall → paywalled',
    serve(article({ site: distribucion, title: 'Exclusiva: una cadena alemana negocia la compra de 90 supermercados en Levante', author: 'Elena Ruiz', date: '2026-10-02', dateText: '02/10/2026', section: 'Operaciones', free: false,
      body: ['Una cadena alemana de supermercados negocia la compra de unos 90 establecimientos en la Comunidad Valenciana y Murcia.', 'La operación rondaría los 250 millones de euros.'],
      wall: { visible: 1, html: regWall('Regístrate gratis para seguir leyendo', 'Este contenido es exclusivo para usuarios registrados.', 'Crear cuenta gratis', '¿Ya tienes cuenta? <a href="/login">Inicia sesión</a>') } })),
    { path: '/operaciones/cadena-alemana-90-supermercados-levante' }));
  out.push(entry('tp-ja-regwall', 'www.ryutsu-journal.jp', 'paywalled', 'Japanese trade article behind 「この記事は会員限定です。無料会員登録で続きを読めます」: registration wall → paywalled',
    serve(article({ site: ryutsu, title: 'コンビニ大手、冷凍食品売り場を1.5倍に拡大へ', author: '中村彩', date: '2026-09-12', dateText: '2026年9月12日', section: '小売', free: false,
      body: ['コンビニエンスストア大手が、全国の店舗で冷凍食品売り場を約1.5倍に拡大する方針を固めた。', '共働き世帯の増加で冷凍食品の需要が高まっている。'],
      wall: { visible: 1, html: regWall('この記事は会員限定です', '無料会員登録をすると続きをお読みいただけます。', '無料会員登録', '会員の方は<a href="/login">ログイン</a>') } })),
    { path: '/article/2026/09/12/cvs-frozen' }));
  out.push(entry('tp-it-regwall', 'www.mercatieconsumi.it', 'paywalled', 'Italian trade article behind "Registrati gratuitamente per continuare a leggere": registration wall → paywalled',
    serve(article({ site: mercatoNews, title: 'Discount alimentari, quota al 24% nel 2026', author: 'Luca Bassi', date: '2026-06-25', dateText: '25 giugno 2026', section: 'Retail', free: false,
      body: ['I discount alimentari hanno raggiunto in Italia una quota del 24% del largo consumo confezionato.', 'Crescono soprattutto al Nord-Est.'],
      wall: { visible: 1, html: regWall('Registrati gratuitamente per continuare a leggere', 'Questo articolo è riservato agli utenti registrati.', 'Registrati gratis', 'Sei già registrato? <a href="/login">Accedi</a>') } })),
    { path: '/retail/discount-quota-24-2026' }));
  out.push(entry('tp-en-metered', 'www.retailledger.co.uk', 'paywalled', 'metered wall: "You\'ve read all 5 of your free articles this month" over the first paragraph → paywalled',
    serve(article({ site: ledger, title: 'Footfall falls 2% as shoppers stay home in wet September', author: 'Dan Whitmore', date: '2026-10-06', dateText: '6 October 2026', section: 'High street', free: false,
      body: ['UK retail footfall fell 2% year on year in September, with high streets hit hardest by the wettest month in a decade.', 'Retail parks saw a smaller decline of 0.4%.'],
      wall: { visible: 1, html: '<div class="meter-wall" data-meter="5/5"><h2>You\'ve read all 5 of your free articles this month</h2><p>Subscribe for unlimited access to Retail Ledger news, data and analysis from £9.99 a month.</p><a class="btn" href="/subscribe">Subscribe now</a> <a href="/login">Sign in</a></div>' } })),
    { path: '/high-street/footfall-september-2026' }));
  out.push(entry('tp-de-plus', 'www.handelsjournal.de', 'paywalled', 'German "Plus" article: teaser and a Piano "Weiterlesen mit Handelsjournal Plus – 1 Monat für 1 €" box → paywalled',
    serve(article({ site: handels, title: 'Analyse: Welche Warenhäuser die Krise überleben', author: 'Sven Albers', date: '2026-10-18', dateText: '18.10.2026', section: 'Plus', free: false,
      body: ['Die Zahl der Warenhäuser in Deutschland hat sich seit 2010 mehr als halbiert. Eine Analyse der Standorte zeigt, welche Häuser Chancen haben.', 'Dabei spielen Innenstadtlage und Mietniveau die größte Rolle.'],
      wall: { visible: 1, html: '<div id="piano-offer" class="tp-container-inner"><div class="paywall"><span class="plus-badge">PLUS</span><h2>Weiterlesen mit Handelsjournal Plus</h2><p>Alle Plus-Artikel, Marktdaten und das E-Paper. 1 Monat für 1 €, danach 14,99 € monatlich, jederzeit kündbar.</p><a class="btn" href="/abo">Jetzt für 1 € testen</a><p>Bereits Abonnent? <a href="/login">Anmelden</a></p></div></div><script>tp=window.tp||[];tp.push(["setAid","Kq9xZ2mP1a"]);tp.push(["setContentIsNative",true]);</script>' } })),
    { path: '/plus/warenhaeuser-analyse-standorte' }));
  out.push(entry('tp-en-iaff', 'www.marketpulse-daily.com', 'paywalled', 'business daily whose whole article is in the HTML but whose JSON-LD says isAccessibleForFree: false (subscriber wall in the browser): rule 2 → paywalled, quote still checked on the text',
    serve(article({ site: { name: 'MarketPulse Daily', lang: 'en', kind: 'media', locale: 'en-US', cmp: 'onetrust' }, title: 'Pet food makers bet on fresh formats as kibble growth stalls', author: 'Laura Kim', date: '2026-10-01', dateText: 'October 1, 2026', section: 'Consumer', free: false,
      body: ['Fresh and refrigerated dog food now accounts for 6% of U.S. dog food sales and is growing at more than 20% a year, while dry kibble volumes are flat.', 'Lumera Pet Foods\' purchase of FreshBowl for $215 million is the third acquisition of a fresh-food subscription brand this year.', 'Analysts expect fresh formats to reach 10% of the category by 2030.', '"The humanisation of pets is the single biggest driver in the category," one analyst wrote in a note to clients.'] })),
    { path: '/consumer/pet-food-fresh-formats-kibble', quotes: [{ quote: 'Analysts expect fresh formats to reach 10% of the category by 2030', present: true }, { quote: 'Analysts expect fresh formats to reach 15% of the category by 2030', present: false }] }));
  out.push(entry('tp-nl-iaff', 'www.retailvisie.nl', 'paywalled', 'Dutch trade article with full text in the HTML and isAccessibleForFree: false (premium) → paywalled (rule 2)',
    serve(article({ site: retailNl, title: 'Fietsenbranche: omzet e-bikes stijgt naar 2,1 miljard euro', author: 'Joost van Leeuwen', date: '2026-03-04', dateText: '4 maart 2026', section: 'Premium', free: false,
      body: ['De omzet van e-bikes in Nederland is in 2025 gestegen naar 2,1 miljard euro, blijkt uit branchecijfers.', 'Het aandeel e-bikes in het totaal aantal verkochte fietsen kwam uit op 57 procent.', 'De gemiddelde prijs van een nieuwe e-bike steeg met 4 procent.'] })),
    { path: '/premium/e-bike-omzet-2025', quotes: [{ quote: 'Het aandeel e-bikes in het totaal aantal verkochte fietsen kwam uit op 57 procent', present: true }] }));
  out.push(entry('tp-pl-paywall', 'www.gazetahandlowa.pl', 'paywalled', 'Polish trade article in ISO-8859-2 with "Treść dostępna tylko dla prenumeratorów" box after the lead → paywalled',
    serve(article({ site: handelPl, title: 'Dyskonty zwiększyły udział w rynku do 41 proc.', author: 'Ewa Kowalczyk', date: '2026-07-15', dateText: '15 lipca 2026', section: 'Handel', free: false,
      body: ['Sieci dyskontowe odpowiadają już za 41 proc. sprzedaży artykułów spożywczych w Polsce.', 'Tracą na tym przede wszystkim małe sklepy osiedlowe.'],
      wall: { visible: 1, html: '<div class="paywall-box"><h2>Treść dostępna tylko dla prenumeratorów</h2><p>Wykup prenumeratę cyfrową Gazety Handlowej, aby przeczytać cały artykuł. Pierwszy miesiąc za 1 zł.</p><a class="btn" href="/prenumerata">Kup prenumeratę</a> <a href="/logowanie">Zaloguj się</a></div>' } }), { charset: 'iso-8859-2' }),
    { path: '/handel/dyskonty-udzial-41-proc' }));
  out.push(entry('tp-ko-paywall', 'www.yutongnews.co.kr', 'paywalled', 'Korean trade article with "유료회원 전용 기사입니다" box after the lead → paywalled',
    serve(article({ site: yutong, title: '편의점 3사, PB 상품 매출 비중 30% 돌파', author: '박민수', date: '2026-08-28', dateText: '2026.08.28', section: '유통', free: false,
      body: ['국내 편의점 3사의 자체 브랜드(PB) 상품 매출 비중이 처음으로 30%를 넘어섰다.'],
      wall: { visible: 1, html: '<div class="paywall"><h2>유료회원 전용 기사입니다</h2><p>전체 기사는 유료회원 가입 후 이용하실 수 있습니다. 월 9,900원.</p><a class="btn" href="/subscribe">유료회원 가입</a> <a href="/login">로그인</a></div>' } })),
    { path: '/news/articleView.html/20260828', context: { title: '편의점 3사, PB 상품 매출 비중 30% 돌파' } }));

  // ---- analyst lead capture (paywalled, arguable) --------------------------------------------
  const leadReason = (lang: string) => `ARGUABLE: an analyst report's landing page (${lang}) — a short marketing summary and a lead-capture form ("download the report" after giving name, company, e-mail); the cited report's findings are behind a free-registration step → paywalled (the issue counts free-registration walls as paywalls; it is not mismatch because the page IS the report's official page, and not blocked because a reader can pass by registering)`;
  out.push(entry('lead-en', 'www.brightlineresearch.com', 'paywalled', leadReason('en'),
    serve(leadGen({ site: brightline, kicker: 'Research report', title: 'The State of Grocery E-commerce 2026', summary: ['How US households buy groceries online: channels, basket sizes, delivery expectations and the retailers winning share.', 'Based on a survey of 4,000 US adults and transaction data from 120 retailers.'], bullets: ['Which channels gained share in 2026', 'What shoppers will pay for 1-hour delivery', 'Five predictions for 2027'], formTitle: 'Download the free report', fields: ['First name', 'Last name', 'Business email', 'Company', 'Job title', 'Country'], button: 'Download now', legal: 'I agree to receive communications from Brightline Research. You can unsubscribe at any time.' })),
    { path: '/reports/state-of-grocery-ecommerce-2026', context: { title: 'The State of Grocery E-commerce 2026' } }));
  out.push(entry('lead-de', 'www.marktblick-research.de', 'paywalled', leadReason('de, "Studie kostenlos herunterladen"'),
    serve(leadGen({ site: marktDe, kicker: 'Studie', title: 'Handelsbarometer Kleingeräte 2026', summary: ['Wie die Deutschen Küchen-Kleingeräte kaufen: Kanäle, Preisbereitschaft und Markenwechsel.', 'Repräsentative Befragung von 2.500 Personen.'], bullets: ['Marktanteile nach Kanal', 'Preisbereitschaft für Heißluftfritteusen', 'Die wichtigsten Kaufkriterien'], formTitle: 'Studie kostenlos herunterladen', fields: ['Vorname', 'Nachname', 'Geschäftliche E-Mail', 'Unternehmen', 'Position'], button: 'Jetzt herunterladen', legal: 'Ich willige ein, dass Marktblick Research mich per E-Mail kontaktiert.' })),
    { path: '/studien/handelsbarometer-kleingeraete-2026' }));
  out.push(entry('lead-fr', 'www.xerfi-conseil-etudes.fr', 'paywalled', leadReason('fr, livre blanc'),
    serve(leadGen({ site: etudeFr, kicker: 'Livre blanc', title: 'Cosmétique naturelle : le marché français à l’horizon 2028', summary: ['Taille du marché, circuits de distribution et stratégies des marques indépendantes.'], bullets: ['Chiffres clés 2025', 'Parts de marché par circuit', 'Scénarios 2028'], formTitle: 'Téléchargez le livre blanc', fields: ['Prénom', 'Nom', 'E-mail professionnel', 'Société', 'Fonction'], button: 'Télécharger', legal: 'J’accepte que mes données soient utilisées pour me recontacter.' })),
    { path: '/livres-blancs/cosmetique-naturelle-2028' }));
  out.push(entry('lead-es', 'www.kantoinsights.es', 'paywalled', leadReason('es, informe'),
    serve(leadGen({ site: estudioEs, kicker: 'Informe', title: 'Radiografía del consumidor de bebidas vegetales 2026', summary: ['Quién compra bebidas vegetales en España, por qué y cuánto paga.'], bullets: ['Perfil del comprador', 'Frecuencia de compra', 'Marcas preferidas'], formTitle: 'Descarga el informe gratis', fields: ['Nombre', 'Apellidos', 'Email corporativo', 'Empresa', 'Cargo'], button: 'Descargar informe', legal: 'Acepto la política de privacidad.' })),
    { path: '/informes/consumidor-bebidas-vegetales-2026' }));
  out.push(entry('lead-nl', 'www.panelwijzer.nl', 'paywalled', leadReason('nl, rapport'),
    serve(leadGen({ site: rapportNl, kicker: 'Rapport', title: 'Fietsmonitor 2026: zo kiest Nederland een e-bike', summary: ['Onderzoek onder 3.000 Nederlanders naar aankoopmotieven en prijsbereidheid voor e-bikes.'], bullets: ['Prijsbereidheid per leeftijdsgroep', 'Online vs. winkel', 'Merkvoorkeur'], formTitle: 'Download het rapport', fields: ['Voornaam', 'Achternaam', 'Zakelijk e-mailadres', 'Bedrijf'], button: 'Downloaden', legal: 'Ik ga akkoord met de privacyverklaring.' })),
    { path: '/rapporten/fietsmonitor-2026' }));
  out.push(entry('lead-ja', 'www.mr-soken.co.jp', 'paywalled', leadReason('ja, 資料ダウンロード'),
    serve(leadGen({ site: shiryoJa, kicker: '調査レポート', title: '生活家電の購買行動調査2026', summary: ['20〜69歳の男女5,000人を対象に、生活家電の購入チャネルと購入理由を調査しました。'], bullets: ['購入チャネル別シェア', '価格重視層の特徴', 'ロボット掃除機の購入意向'], formTitle: '資料ダウンロード（無料）', fields: ['氏名', '会社名', 'メールアドレス', '電話番号'], button: 'ダウンロードする', legal: '個人情報の取り扱いに同意する' })),
    { path: '/report/kaden-2026/' }));

  // ---- report shops (paywalled) ----------------------------------------------------------------
  out.push(entry('store-en', 'www.globalmarketreports.com', 'paywalled', 'a market-research report sold on a report store ("Single user licence $4,950 – Buy now"): summary and table of contents only, the report itself is sold → paywalled (like a journal landing page selling the PDF)',
    serve(generic({ site: reportStore, title: 'Air Fryer Market – Global Industry Analysis, Size, Share and Forecast 2026–2032', h1: 'Air Fryer Market – Global Industry Analysis, Size, Share and Forecast 2026–2032', intro: 'Published: September 2026 · 214 pages · Report code GMR-AF-2026 · Format: PDF',
      sections: [['Report summary', ['The global air fryer market is analysed by product type, capacity, distribution channel and region. The report profiles 18 manufacturers.']], ['Table of contents', ['1. Executive summary', '2. Market dynamics', '3. Market by product type', '4. Market by distribution channel', '5. Regional analysis', '6. Company profiles']], ['Purchase', ['<div class="buy-box"><p><strong>Single user licence: $4,950</strong></p><p>Multi user licence: $6,450 · Enterprise licence: $8,950</p><a class="btn" href="/cart/add/GMR-AF-2026">Buy now</a> <a href="/request-sample/GMR-AF-2026">Request free sample</a></div>']]] })),
    { path: '/reports/air-fryer-market-global-2026-2032', context: { title: 'Air Fryer Market – Global Industry Analysis 2026–2032' } }));
  out.push(entry('store-de', 'www.marktblick-research.de', 'paywalled', 'German market study sold as PDF ("Studie kaufen – 1.490 € zzgl. MwSt."): summary only → paywalled',
    serve(generic({ site: marktDe, title: 'Marktstudie Einbaugeräte Deutschland 2026', h1: 'Marktstudie Einbaugeräte Deutschland 2026', intro: 'Erscheinungstermin: Oktober 2026 · 156 Seiten · PDF',
      sections: [['Inhalt', ['Marktvolumen, Vertriebskanäle und Wettbewerbsanalyse für Kochfelder, Backöfen, Geschirrspüler und Dunstabzüge.']], ['Bestellung', ['<div class="buy-box"><p><strong>Preis: 1.490 € zzgl. MwSt.</strong></p><a class="btn" href="/warenkorb/add/einbau-2026">Studie kaufen</a></div>']]] })),
    { path: '/studien/einbaugeraete-deutschland-2026' }));

  // ---- statistics portals -------------------------------------------------------------------
  out.push(entry('stat-en-free', 'www.statlas.com', 'valid', 'a statistics-portal page whose statistic is free (data table shown, "premium" only for downloads): the cited source',
    serve(statPage({ site: statlas, title: 'Air fryer household penetration in the United Kingdom from 2019 to 2026', description: ['In 2026, 58 percent of UK households owned an air fryer, up from 9 percent in 2019.', 'The figures are based on an annual online survey of 2,000 adults.'], source: 'Statlas Consumer Survey', released: 'August 2026',
      table: { head: ['Year', 'Share of households'], rows: [['2019', '9%'], ['2021', '24%'], ['2023', '45%'], ['2025', '55%'], ['2026', '58%']] }, related: ['Kettle sales UK', 'Small appliance market size UK', 'Online share of appliance sales'] })),
    { path: '/statistics/1429876/uk-air-fryer-household-penetration/', quotes: [{ quote: '58 percent of UK households owned an air fryer', present: true }] }));
  out.push(entry('stat-de-amt', 'www.statistik-nord.de', 'valid', 'a public statistics office\'s press/data page (free): the cited source',
    serve(generic({ site: bundesamt, title: 'Einzelhandelsumsatz im September 2026', h1: 'Einzelhandelsumsatz im September 2026 real um 1,2 % gestiegen', intro: 'Pressemitteilung Nr. 214 vom 31. Oktober 2026',
      table: { head: ['Wirtschaftszweig', 'Veränderung real zum Vorjahresmonat'], rows: [['Einzelhandel insgesamt', '+1,2 %'], ['Lebensmittel', '+0,4 %'], ['Internet- und Versandhandel', '+5,8 %']] },
      sections: [['Methodische Hinweise', ['Die Ergebnisse beruhen auf einer monatlichen Stichprobe von 1.800 Unternehmen des Einzelhandels.']]] })),
    { path: '/presse/pressemitteilungen/2026/214-einzelhandel-september', quotes: [{ quote: 'Internet- und Versandhandel', present: true }] }));
  out.push(entry('stat-fr-obs', 'www.observatoire-conso.fr', 'valid', 'a French public observatory\'s free data page: the cited source',
    serve(generic({ site: institut, title: 'Prix des produits de grande consommation – septembre 2026', h1: 'Les prix des produits de grande consommation reculent de 0,6 % sur un an', intro: 'Publication du 10 octobre 2026',
      sections: [['Principaux résultats', ['En septembre 2026, les prix des produits de grande consommation vendus en grande surface baissent de 0,6 % sur un an.', 'Les produits frais augmentent de 1,4 %, l’épicerie recule de 1,1 %.']]] })),
    { path: '/publications/prix-pgc-septembre-2026' }));
  const premium = (lang: 'en' | 'de' | 'fr' | 'es') => ({
    en: { heading: 'Get full access to this statistic', text: 'This is a premium statistic. To access the data, the chart and the download (XLS, PDF, PNG), you need a Statlas Professional account from $199 per month.', cta: 'Get full access', login: 'Already a customer? Log in' },
    de: { heading: 'Voller Zugriff auf diese Statistik', text: 'Dies ist eine Premium-Statistik. Für Daten, Grafik und Download (XLS, PDF, PNG) benötigen Sie einen Statlas-Professional-Account ab 199 € pro Monat.', cta: 'Jetzt Zugang erhalten', login: 'Bereits Kunde? Einloggen' },
    fr: { heading: 'Accédez à cette statistique', text: 'Cette statistique est réservée aux abonnés Premium. Pour afficher les données, le graphique et le téléchargement, un compte Statlas Professional est nécessaire à partir de 199 € par mois.', cta: 'Obtenir l’accès', login: 'Déjà client ? Se connecter' },
    es: { heading: 'Acceso completo a esta estadística', text: 'Esta es una estadística premium. Para ver los datos, el gráfico y la descarga necesita una cuenta Statlas Professional desde 199 € al mes.', cta: 'Obtener acceso', login: '¿Ya es cliente? Iniciar sesión' },
  })[lang];
  out.push(entry('stat-en-premium', 'www.statlas.com', 'paywalled', 'a premium statistic: title and one-line description, chart blurred, "This is a premium statistic … Professional account from $199 per month" → paywalled',
    serve(statPage({ site: statlas, title: 'Market share of leading robot vacuum brands in Europe 2026', description: ['This statistic shows the market share of the leading robot vacuum brands in Europe in the first half of 2026.'], source: 'Statlas Market Insights', released: 'September 2026', premium: premium('en'), related: ['Robot vacuum unit sales Europe', 'Cordless vacuum prices'] })),
    { path: '/statistics/1430112/europe-robot-vacuum-brand-share/', context: { title: 'Market share of leading robot vacuum brands in Europe 2026', claims: ['Minato held 18% of the European robot vacuum market in H1 2026'] } }));
  out.push(entry('stat-de-premium', 'de.statlas.com', 'paywalled', 'German premium statistic ("Dies ist eine Premium-Statistik") → paywalled',
    serve(statPage({ site: statlasDe, title: 'Umsatz mit Kaffeevollautomaten in Deutschland bis 2026', description: ['Die Statistik zeigt den Umsatz mit Kaffeevollautomaten in Deutschland in den Jahren 2018 bis 2026.'], source: 'Statlas Market Insights', released: 'Juli 2026', premium: premium('de'), related: ['Kaffeekonsum pro Kopf', 'Absatz von Kapselmaschinen'] })),
    { path: '/statistik/daten/studie/418822/umfrage/umsatz-kaffeevollautomaten/' }));
  out.push(entry('stat-fr-premium', 'fr.statlas.com', 'paywalled', 'French premium statistic ("réservée aux abonnés Premium") → paywalled',
    serve(statPage({ site: statlasFr, title: 'Part de marché des cosmétiques naturels en France 2020-2026', description: ['Cette statistique présente la part de marché des cosmétiques naturels et bio en France.'], source: 'Statlas Market Insights', released: 'juin 2026', premium: premium('fr'), related: ['Ventes de shampooings solides', 'Pharmacies en France'] })),
    { path: '/statistiques/1198223/part-marche-cosmetiques-naturels-france/' }));
  out.push(entry('stat-es-premium', 'es.statlas.com', 'paywalled', 'Spanish premium statistic ("Esta es una estadística premium") → paywalled',
    serve(statPage({ site: statlasEs, title: 'Consumo per cápita de bebidas vegetales en España 2018-2025', description: ['Esta estadística muestra el consumo per cápita de bebidas vegetales en España.'], source: 'Statlas Market Insights', released: 'mayo 2026', premium: premium('es'), related: ['Consumo de leche en España', 'Marca blanca cuota'] })),
    { path: '/estadisticas/1300456/consumo-bebidas-vegetales-espana/' }));
  out.push(entry('stat-gone-en', 'www.statlas.com', 'mismatch', 'a statistics portal\'s 200 "This statistic is no longer available" page with suggestions: the cited statistic is gone → mismatch',
    serve(notice({ site: statlas, title: 'Statistic not available | Statlas', heading: 'This statistic is no longer available', text: ['The statistic you requested has been removed or replaced by a more recent version.', 'Browse related topics below.'], cards: [{ name: 'UK small appliance market size', price: 'Topic' }, { name: 'Air fryer penetration UK', price: 'Statistic' }] })),
    { path: '/statistics/1009912/uk-toaster-sales-volume/', context: { title: 'Toaster sales volume in the UK 2015-2021' } }));

  // ---- login walls (paywalled) ---------------------------------------------------------------
  out.push(entry('login-en-302', 'portal.brightlineresearch.com', 'paywalled', 'a client-portal report URL that 302-redirects to /login ("Sign in to access Brightline research"): a login wall → paywalled (the documented rule for login walls in this set: paywalled, i.e. citable with caution, content needs an account)',
    redirect('/login?returnUrl=%2Freports%2F2026%2Fgrocery-delivery-pricing', 302), { path: '/reports/2026/grocery-delivery-pricing', context: { title: 'Grocery delivery pricing benchmark 2026' } }));
  out.push(target('login-en-302-t', 'portal.brightlineresearch.com', '/login',
    serve(generic({ site: brightline, title: 'Sign in', h1: 'Sign in to access Brightline research', intro: 'Client access only. Use your company email address.', sections: [['', ['<form class="login" action="/login" method="post"><label>Email <input type="email" name="email"></label><label>Password <input type="password" name="password"></label><button>Sign in</button></form>', 'Not a client yet? Contact sales to request access to our research library.']]] }))));
  out.push(entry('login-fr-200', 'www.lineaires-hebdo.fr', 'paywalled', 'French "Espace abonnés": a 200 page that asks to log in before the market data ("Connectez-vous pour accéder à ce contenu réservé aux abonnés") → paywalled',
    serve(generic({ site: { ...lineaires, charset: 'utf-8' }, title: 'Panorama des parts de marché – Espace abonnés', h1: 'Panorama trimestriel des parts de marché des enseignes', intro: 'Contenu réservé aux abonnés.',
      sections: [['', ['<div class="login-wall"><h2>Connectez-vous pour accéder à ce contenu réservé aux abonnés</h2><form action="/connexion" method="post"><input type="email" name="login" placeholder="E-mail"><input type="password" name="pwd" placeholder="Mot de passe"><button>Se connecter</button></form><p>Pas encore abonné ? <a href="/abonnement">Découvrez nos offres</a></p></div>']]] })),
    { path: '/abonnes/panorama-parts-de-marche-t3-2026', context: { title: 'Panorama des parts de marché des enseignes T3 2026' } }));

  // ---- removed / moved content (mismatch) ----------------------------------------------------
  out.push(entry('rec-gone-it', 'www.ricettedinonnapia.it', 'mismatch', 'Italian recipe blog soft 404: 200 "Ops! Questa ricetta non esiste più" with other recipes',
    serve(notice({ site: nonnaPia, title: 'Pagina non trovata - Le Ricette di Nonna Pia', heading: 'Ops! Questa ricetta non esiste più', text: ['Forse è stata spostata o rinominata. Prova a cercarla qui sotto.'], cards: [{ name: 'Tiramisù classico senza panna', price: 'Dolci' }, { name: 'Lasagne alla bolognese', price: 'Primi' }], cardsTitle: 'Ricette più amate' })),
    { path: '/dolci/pastiera-napoletana-facile/', context: { title: 'Pastiera napoletana facile' } }));
  out.push(entry('trv-gone-en', 'www.wayfarernotes.com', 'mismatch', 'a travel site 200 "Sorry, this page has gone on a journey of its own" soft 404 with popular guides',
    serve(notice({ site: wayfarer, title: 'Page not found – Wayfarer Notes', heading: 'Sorry, this page has gone on a journey of its own', text: ['We couldn\'t find the page you were looking for. It may have been moved or deleted.', 'Try one of our popular guides instead.'], cards: [{ name: 'Lisbon on a budget', price: 'Europe' }, { name: 'Two weeks in Japan by rail', price: 'Asia' }], cardsTitle: 'Popular guides' })),
    { path: '/europe/porto-hotel-prices-2025/', context: { title: 'Porto hotel prices in 2025' } }));
  out.push(entry('rev-home-nl', 'www.getest.nl', 'mismatch', 'a Dutch review URL 301-redirecting to the review site\'s home page: not the cited review',
    redirect('/', 301), { path: '/keuken/review-halvard-aria-waterkoker', context: { title: 'Review Halvard Aria waterkoker' } }));
  out.push(target('rev-home-nl-t', 'www.getest.nl', '/',
    serve(generic({ site: getest, title: 'Getest.nl – onafhankelijke reviews', h1: 'Onafhankelijke reviews van elektronica, fietsen en huishouden', sections: [['Nieuwste reviews', ['Review Van Dalen E-Comfort 7: comfortabel, maar zwaar', 'De beste robotstofzuigers van 2026', 'Airfryer-test: 14 modellen vergeleken']], ['Populair', ['Beste e-bike onder 2.000 euro', 'Waterkokers getest']]] }))));

  return out;
}

void write;

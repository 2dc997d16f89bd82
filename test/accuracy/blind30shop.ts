/** blind30 — auctions, marketplace and property listings, product pages, offers and coupons. */
import { target, write, type Entry } from './blindkit';
import { lotPage, noticeShell, productPage, propertyPage } from './blind30pages';
import { ctx, pg, q } from './blind30kit';
import { entry30redirect, entry30status } from './blind30jobs';

export function shopEntries(): Entry[] {
  const out: Entry[] = [];
  // ---------------------------------------------------------------- auctions / marketplace
  out.push(pg('lot-en-ended', 'www.hartley-auctions.co.uk', '/lot/2025-03-fine-art/lot-214', 'valid',
    'ended auction lot: "auction closed, sold for £18,500" with the full catalogue description — exactly what a citation of the sale points to',
    lotPage({ lang: 'en', site: 'Hartley & Sons Auctioneers', title: 'Attributed to John Constable (1776–1837), Study of clouds over Hampstead Heath', lotNo: 'Lot 214', crumbs: ['Home', 'Fine Art Sale, 12 March 2025', 'Lot 214'],
      banner: 'This auction has closed. Sold for £18,500 (hammer price, excluding buyer’s premium).',
      facts: [['Estimate', '£6,000 – £9,000'], ['Medium', 'Oil on paper laid on board'], ['Dimensions', '24 × 30 cm'], ['Provenance', 'Private collection, Suffolk']],
      paras: ['A loose study of cumulus clouds in the late afternoon, the lower edge with a strip of heath and a single tree.', 'Condition: minor surface dirt; a small repaired tear to the upper left corner, visible under UV.', 'The sky studies of 1821–22 were made on the heath above Constable’s rented house in Hampstead.'],
      bids: [['12 Mar 2025 14:31', '£18,500 (room)'], ['12 Mar 2025 14:31', '£18,000 (online)'], ['12 Mar 2025 14:30', '£17,000 (telephone)']] }),
    { context: ctx('Attributed to John Constable, Study of clouds over Hampstead Heath – Lot 214', ['A cloud study attributed to Constable sold for £18,500 at Hartley & Sons in March 2025']), quotes: [q("Sold for £18,500 (hammer price, excluding buyer's premium)"), q('Sold for £81,500', false)] }));

  out.push(pg('lot-de-beendet', 'www.auktionshaus-bodensee.de', '/katalog/auktion-88/los-1032', 'valid',
    'German auction lot (windows-1252) marked "Auktion beendet – Zuschlag" with the description intact',
    lotPage({ lang: 'de', site: 'Auktionshaus Bodensee', charset: 'windows-1252', title: 'Biedermeier-Sekretär, Kirschbaum, süddeutsch um 1825', lotNo: 'Los 1032', crumbs: ['Start', 'Auktion 88', 'Möbel'],
      banner: 'Auktion beendet. Zuschlag: 3.400 €', facts: [['Schätzpreis', '2.500 – 3.000 €'], ['Maße', 'H. 156 cm, B. 98 cm']],
      paras: ['Kirschbaum furniert, Schreibklappe mit Innenleben aus sieben Schubladen und Geheimfach. Originale Messingbeschläge.', 'Altersgemäßer Zustand, Furnier an der rechten Seite mit kleinem Riss.'] }),
    { charset: 'windows-1252', context: ctx('Biedermeier-Sekretär, Kirschbaum, um 1825 – Los 1032'), quotes: [q('Schreibklappe mit Innenleben aus sieben Schubladen und Geheimfach')] }));

  out.push(pg('lot-fr-unsold', 'www.encheres-loire.fr', '/vente/2025-02-bijoux/lot-77', 'valid',
    'French auction lot "invendu" (unsold): the lot description and estimate remain — the page still documents the lot',
    lotPage({ lang: 'fr', site: 'Enchères Loire', title: 'Bague en or jaune sertie d’un saphir de Ceylan d’environ 3 carats', lotNo: 'Lot 77', banner: 'Vente terminée – lot invendu',
      facts: [['Estimation', '2 800 – 3 500 €'], ['Poids brut', '5,2 g'], ['Tour de doigt', '54']],
      paras: ['Le saphir ovale est épaulé de deux diamants taille brillant. Poinçon tête d’aigle.', 'Certificat du laboratoire GemParis indiquant une absence de modification thermique.'] }),
    { context: ctx('Bague en or jaune sertie d’un saphir de Ceylan – Lot 77') }));

  out.push(pg('lot-en-marketplace-sold', 'www.secondhand-exchange.com', '/itm/canon-ae-1-program-50mm-f1-8/334918277601', 'valid',
    'marketplace listing that has ended ("This listing was ended by the seller because the item was sold") — the item description and sold price still shown',
    lotPage({ lang: 'en', site: 'Secondhand Exchange', title: 'Canon AE-1 Program 35mm film camera with FD 50mm f/1.8 lens – tested', lotNo: 'Item 334918277601', crumbs: ['Cameras & Photo', 'Film Cameras', '35mm SLR'], cookie: false,
      banner: 'This listing was ended by the seller because the item was sold. Sold for US $189.00 on 4 May 2025.',
      facts: [['Condition', 'Used'], ['Shutter', 'Tested at all speeds'], ['Seller', 'vintagecam_ohio (2,341)']],
      paras: ['Light meter works and is accurate against a modern DSLR. Light seals replaced in 2024. Small dent on the prism cover, see photos.', 'Ships in a double box from Columbus, Ohio.'] }),
    { context: ctx('Canon AE-1 Program with FD 50mm f/1.8 – sold listing'), quotes: [q('Light seals replaced in 2024')] }));

  out.push(pg('lot-pl-nolonger', 'www.allegrolike-aukcje.pl', '/oferta/rower-trekkingowy-kross-trans-5-0-12993301', 'mismatch',
    'marketplace item page answering 200 "ta oferta jest już niedostępna" with other offers; the cited item description is gone',
    () => noticeShell({ lang: 'pl', site: 'Aukcje24', charset: 'iso-8859-2', docTitle: 'Oferta niedostępna – Aukcje24', h1: 'Ta oferta jest już niedostępna', lines: ['Sprzedający zakończył sprzedaż lub przedmiot został sprzedany.', 'Zobacz podobne oferty:'], related: { head: 'Podobne oferty', items: ['Rower Kross Trans 4.0 – 1 899 zł', 'Rower trekkingowy Romet Wagant – 2 149 zł', 'Kross Evado 5.0 – 2 399 zł'] } }),
    { charset: 'iso-8859-2', context: ctx('Rower trekkingowy Kross Trans 5.0 rama M – Aukcje24') }));

  out.push(pg('lot-ja-ended', 'page.auctions-kansai.jp', '/auction/x1122930044', 'valid',
    'Japanese auction (Shift_JIS) ended: "このオークションは終了しています" with the item description and final price',
    lotPage({ lang: 'ja', site: 'かんさいオークション', charset: 'shift_jis', title: 'ニコン F3 HP ボディ 動作確認済み', lotNo: 'x1122930044', banner: 'このオークションは終了しています（落札価格 42,000円）',
      facts: [['開始価格', '10,000円'], ['入札件数', '37'], ['終了日時', '2025年5月18日 22時14分']],
      paras: ['シャッター全速、露出計ともに正常に動作しています。', 'ファインダー内に小さなチリがありますが撮影に影響はありません。'] }),
    { charset: 'shift_jis', context: ctx('ニコン F3 HP ボディ 動作確認済み'), quotes: [q('落札価格 42,000円'), q('落札価格 24,000円', false)] }));

  out.push(entry30status('lot-it-404', 'www.aste-milano.it', '/lotto/asta-61/lotto-5520', 404, 'invalid', 'auction lot URL answers 404 after the catalogue was archived',
    noticeShell({ lang: 'it', site: 'Aste Milano', docTitle: 'Pagina non trovata – Aste Milano', h1: 'Errore 404', lines: ['La pagina richiesta non è disponibile.'] })));

  out.push(pg('lot-en-results-regwall', 'www.artprice-archive.com', '/results/lot/2025/9931022', 'paywalled',
    'auction results database: lot title shown, the hammer price and description only for subscribers ("Subscribe to see results")',
    () => noticeShell({ lang: 'en', site: 'ArtPrice Archive', docTitle: 'Untitled (Blue Composition), 1962 – Auction result | ArtPrice Archive', h1: 'Untitled (Blue Composition), 1962', lines: ['Sold at Dorotheum, Vienna, 14 May 2025 · Lot 61', 'Hammer price: ●●●●● EUR', 'Subscribe to see the hammer price, estimate and full lot description.', 'Plans from €29.90 a month. Already a subscriber? Log in.'], head: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","name":"Untitled (Blue Composition), 1962","isAccessibleForFree":false}</script>' }),
    { context: ctx('Untitled (Blue Composition), 1962 – auction result Dorotheum 2025') }));

  // ---------------------------------------------------------------- property listings
  out.push(pg('home-en-letagreed', 'www.homefinder-uk.co.uk', '/properties/148822391', 'valid',
    'rental listing marked "Let agreed"; rent, rooms, description all still displayed',
    propertyPage({ lang: 'en', site: 'HomeFinder', title: '2 bedroom flat to rent, Marchmont Road, Edinburgh EH9', price: '£1,450 pcm', badge: 'LET AGREED', agent: 'Marchmont Lettings, Edinburgh', crumbs: ['Home', 'To rent', 'Edinburgh'],
      facts: [['Bedrooms', '2'], ['Bathrooms', '1'], ['Available', '1 August 2025'], ['Furnishing', 'Furnished'], ['EPC', 'D']],
      paras: ['A bright second-floor tenement flat with bay windows overlooking the Meadows, recently redecorated throughout.', 'Gas central heating, double glazing, shared drying green. HMO licence not held: suitable for a couple or family.', 'Deposit equivalent to one month’s rent, held in an approved tenancy deposit scheme.'] }),
    { context: ctx('2 bedroom flat to rent, Marchmont Road, Edinburgh'), quotes: [q('£1,450 pcm'), q('£1,540 pcm', false)] }));

  out.push(pg('home-de-vermietet', 'www.immo-suche-nord.de', '/expose/143990221', 'valid',
    'German exposé with "Objekt nicht mehr verfügbar" notice above the full listing (price, area, description)',
    propertyPage({ lang: 'de', site: 'ImmoSuche Nord', title: 'Helle 3-Zimmer-Wohnung mit Balkon in Hamburg-Eimsbüttel', price: '1.380 € Kaltmiete', badge: 'Vermietet', agent: 'Alster Immobilien GmbH', cookie: true,
      banner: 'Dieses Objekt ist nicht mehr verfügbar. Das Exposé dient nur noch zur Information.', bannerKind: 'info',
      facts: [['Wohnfläche', '78 m²'], ['Zimmer', '3'], ['Etage', '2 von 4'], ['Baujahr', '1908']],
      paras: ['Altbauwohnung mit Stuck, Dielenböden und Südbalkon zum ruhigen Innenhof.', 'Die Küche wurde 2023 erneuert, das Bad verfügt über Wanne und Fenster.'] }),
    { context: ctx('3-Zimmer-Wohnung mit Balkon, Hamburg-Eimsbüttel'), quotes: [q('Altbauwohnung mit Stuck, Dielenböden und Südbalkon')] }));

  out.push(pg('home-es-vendido', 'www.pisos-mediterraneo.es', '/inmueble/99120344/', 'valid',
    'Spanish sale listing with "vendido" ribbon; the advert text and price are still there',
    propertyPage({ lang: 'es', site: 'Pisos Mediterráneo', title: 'Piso en venta en calle de Colón, Valencia', price: '315.000 €', badge: 'VENDIDO', agent: 'Inmobiliaria Turia', cookie: true,
      facts: [['Superficie', '110 m²'], ['Habitaciones', '3'], ['Planta', '4ª exterior con ascensor']],
      paras: ['Piso reformado en pleno centro, a dos minutos del mercado de Colón.', 'Suelos de mármol, calefacción por bomba de calor y trastero incluido.'] }),
    { context: ctx('Piso en venta en calle de Colón, Valencia – 315.000 €') }));

  out.push(pg('home-sv-sald', 'www.bostad-vast.se', '/bostad/lagenhet-goteborg-majorna-3rok-5520118', 'valid',
    'Swedish listing marked "Såld" with final price and the description kept',
    propertyPage({ lang: 'sv', site: 'Bostad Väst', title: 'Lägenhet 3 rok, Majorna, Göteborg', price: 'Slutpris 3 950 000 kr', badge: 'SÅLD', agent: 'Mäklarhuset Väst',
      facts: [['Boarea', '74 m²'], ['Avgift', '4 212 kr/mån'], ['Byggår', '1929']],
      paras: ['Charmig landshövdingehuslägenhet med kakelugn och inglasad balkong.', 'Föreningen har nyligen renoverat stammar och fasad.'] }),
    { context: ctx('Lägenhet 3 rok, Majorna, Göteborg') }));

  out.push(entry30redirect('home-en-removed-search', 'www.rent-finder-au.com.au', '/property/unit-12-44-glebe-point-rd-glebe-nsw-2037', '/rent/in-glebe,+nsw+2037/list-1', 'mismatch',
    'removed rental listing redirects to the suburb search results — other properties, not the cited one'));
  out.push(target('home-en-removed-search-t', 'www.rent-finder-au.com.au', '/rent/in-glebe,+nsw+2037/list-1', (_q, res) => write(res, { body: noticeShell({ lang: 'en', site: 'RentFinder', docTitle: 'Real Estate & Property for Rent in Glebe, NSW 2037', h1: '48 properties for rent in Glebe, NSW 2037', lines: ['Sort: Featured', 'Save search'],
    related: { head: 'Results', items: ['3/17 Wigram Rd, Glebe – $720 per week', '8 Bridge Rd, Glebe – $1,100 per week', '22/1 Cowper St, Glebe – $650 per week', '5 Toxteth Rd, Glebe – $950 per week'] } }) })));

  out.push(entry30status('home-nl-410', 'www.woningzoeker-nl.nl', '/huur/utrecht/appartement-oudegracht-41b', 410, 'invalid', 'removed listing answers 410 Gone',
    noticeShell({ lang: 'nl', site: 'WoningZoeker', docTitle: 'Woning niet meer beschikbaar', h1: 'Deze woning is niet meer beschikbaar', lines: [] })));

  out.push(pg('home-fr-retire', 'www.annonces-immo-sud.fr', '/annonce/vente-maison-aix-en-provence-4p-112804', 'mismatch',
    'property ad withdrawn: 200 page "cette annonce a été retirée" with similar ads; the house description is gone',
    () => noticeShell({ lang: 'fr', site: 'Annonces Immo Sud', charset: 'windows-1252', docTitle: 'Annonce retirée – Annonces Immo Sud', h1: 'Cette annonce a été retirée par l’annonceur', lines: ['Le bien n’est plus disponible à la vente.', 'Découvrez des biens similaires à Aix-en-Provence :'], related: { head: 'Annonces similaires', items: ['Maison 5 pièces, Puyricard – 749 000 €', 'Villa 4 pièces, Luynes – 690 000 €', 'Maison de village, Éguilles – 520 000 €'] } }),
    { charset: 'windows-1252', context: ctx('Vente maison 4 pièces Aix-en-Provence – 112804'), quotes: [q('maison de 120 m² avec piscine', false)] }));

  out.push(pg('home-cs-prodano', 'www.reality-praha.cz', '/detail/prodej/byt/3+kk/praha-vinohrady/3312903420', 'valid',
    'Czech listing (windows-1250) marked "prodáno" — the listing text and price remain',
    propertyPage({ lang: 'cs', site: 'Reality Praha', charset: 'windows-1250', title: 'Prodej bytu 3+kk 82 m², Praha – Vinohrady', price: '11 900 000 Kč', badge: 'PRODÁNO', agent: 'RK Vinohradská',
      facts: [['Užitná plocha', '82 m²'], ['Podlaží', '3. podlaží'], ['Stav', 'po rekonstrukci']],
      paras: ['Světlý byt v činžovním domě z roku 1912 s původními parketami a balkonem do vnitrobloku.', 'V blízkosti náměstí Míru a stanice metra.'] }),
    { charset: 'windows-1250', context: ctx('Prodej bytu 3+kk 82 m², Praha – Vinohrady'), quotes: [q('Světlý byt v činžovním domě z roku 1912')] }));

  out.push(pg('home-en-soldprices-reg', 'www.propertydata-pro.co.uk', '/sold-prices/bristol/bs6/redland-road', 'paywalled',
    'sold-price history page: street heading visible, the sold prices behind a free account ("Create a free account to see sold prices")',
    () => noticeShell({ lang: 'en', site: 'PropertyData Pro', docTitle: 'Sold house prices in Redland Road, Bristol BS6 | PropertyData Pro', h1: 'Sold house prices in Redland Road, Bristol BS6', lines: ['21 sales recorded since 1995.', 'Create a free account to see sold prices, dates and floor plans for every property on this street.', 'Sign up free · Log in'] }),
    { context: ctx('Sold house prices in Redland Road, Bristol BS6') }));

  // ---------------------------------------------------------------- products
  out.push(pg('prod-en-discontinued', 'www.audiogear-direct.com', '/products/studio-monitor-sm5-mk2', 'valid',
    'product page with a "discontinued — see the successor" banner; the cited product and its specs are still on the page',
    productPage({ lang: 'en', site: 'AudioGear Direct', title: 'SM5 MkII Active Studio Monitor (single)', price: '$249.00', stock: 'No longer available', nav: ['Free shipping over $99'], crumbs: ['Home', 'Studio', 'Monitors'],
      banner: 'This product has been discontinued. Its successor, the SM5 MkIII, is available here.', bannerKind: 'info',
      paras: ['A compact two-way monitor with a 5-inch Kevlar woofer and a 1-inch silk-dome tweeter, bi-amplified with 70 W of class-D power.', 'Rear-panel room correction switches for desk, wall and corner placement.'],
      specs: [['Frequency response', '48 Hz – 22 kHz (±3 dB)'], ['Power', '45 W LF + 25 W HF'], ['Inputs', 'XLR, TRS, RCA'], ['Weight', '5.4 kg']] }),
    { context: ctx('SM5 MkII Active Studio Monitor', ['The SM5 MkII studio monitor has a frequency response of 48 Hz to 22 kHz']), quotes: [q('48 Hz - 22 kHz (±3 dB)'), q('45 Hz – 22 kHz', false)] }));

  out.push(entry30redirect('prod-en-successor', 'www.homeappliance-store.com', '/dishwashers/dw-4420-quiet', '/dishwashers/dw-4520-quiet-plus', 'mismatch',
    'discontinued dishwasher redirects to its successor model, whose page states a different noise level: the cited model and figure are gone', false,
    ctx('DW-4420 Quiet dishwasher', ['The DW-4420 Quiet dishwasher runs at 44 dB and uses 9.5 litres per cycle'])));
  out.push(target('prod-en-successor-t', 'www.homeappliance-store.com', '/dishwashers/dw-4520-quiet-plus', (_q, res, web) => write(res, { body: productPage({ lang: 'en', site: 'HomeAppliance Store', title: 'DW-4520 Quiet+ Built-in Dishwasher, 60 cm', price: '$899.00', stock: 'In stock – ships in 2 days', nav: ['Spring sale: up to 25% off'],
    paras: ['Our quietest dishwasher yet, with a third cutlery rack and automatic door opening for better drying.', 'Runs at just 42 dB and uses only 8.9 litres of water per cycle.'], specs: [['Noise', '42 dB'], ['Water per cycle', '8.9 l'], ['Energy class', 'B'], ['Place settings', '14']] })(`${web.origin('www.homeappliance-store.com')}/dishwashers/dw-4520-quiet-plus`) })));

  out.push(pg('prod-de-ausverkauft', 'www.technik-versand.de', '/p/kaffeevollautomat-barista-pro-700', 'valid',
    'out-of-stock product ("derzeit nicht lieferbar"): page and specs intact',
    productPage({ lang: 'de', site: 'Technik Versand', charset: 'windows-1252', title: 'Kaffeevollautomat Barista Pro 700', price: '649,00 €', stock: 'Derzeit nicht lieferbar – kein Liefertermin bekannt', nav: ['Versandkostenfrei ab 50 €'],
      paras: ['Kegelmahlwerk aus Edelstahl mit 13 Mahlgraden, Milchsystem mit Selbstreinigung und 15 bar Pumpendruck.', 'Bis zu 24 Getränkespezialitäten per Touchdisplay.'],
      specs: [['Wassertank', '1,8 l'], ['Bohnenbehälter', '250 g'], ['Leistung', '1.450 W']] }),
    { charset: 'windows-1252', context: ctx('Kaffeevollautomat Barista Pro 700'), quotes: [q('Kegelmahlwerk aus Edelstahl mit 13 Mahlgraden')] }));

  out.push(pg('prod-fr-recall', 'www.jouets-eveil.fr', '/rappel-produit/hochet-girafe-bois', 'valid',
    'recall notice page for a toy: the cited recall (batch numbers, risk, what to do) is the page',
    productPage({ lang: 'fr', site: 'Jouets Éveil', title: 'Rappel de produit : hochet girafe en bois', banner: 'Rappel conso : ne plus utiliser ce produit', bannerKind: 'warn', nav: ['Livraison offerte dès 49 €'],
      paras: ['Par mesure de précaution, nous rappelons le hochet girafe en bois vendu entre le 1er septembre 2024 et le 15 janvier 2025.', 'Risque : la tête de la girafe peut se détacher et présenter un risque d’étouffement pour les enfants de moins de 3 ans.', 'Lots concernés : 24-0912, 24-1003 et 24-1121. Rapportez le produit en magasin pour un remboursement intégral.'] }),
    { context: ctx('Rappel : hochet girafe en bois – Jouets Éveil'), quotes: [q('Lots concernés : 24-0912, 24-1003 et 24-1121'), q('Lots concernés : 24-0912, 24-1003 et 24-1212', false)] }));

  out.push(pg('prod-it-fuori', 'www.elettro-casa.it', '/prodotto/friggitrice-aria-5-5l-ac550', 'valid',
    'Italian product "fuori produzione" banner, specs still shown',
    productPage({ lang: 'it', site: 'ElettroCasa', title: 'Friggitrice ad aria AC550 da 5,5 litri', price: '89,90 €', stock: 'Prodotto fuori produzione', banner: 'Questo prodotto è fuori produzione e non è più acquistabile.',
      paras: ['Cestello antiaderente da 5,5 litri, 8 programmi preimpostati e timer fino a 60 minuti.'], specs: [['Potenza', '1700 W'], ['Temperatura', '80–200 °C']] }),
    { context: ctx('Friggitrice ad aria AC550 5,5 l') }));

  out.push(pg('prod-es-gone', 'www.tienda-deportes.es', '/p/zapatillas-trail-cumbre-3-hombre', 'mismatch',
    'product URL answers 200 "producto no disponible" with a grid of other shoes; no trace of the cited product',
    () => noticeShell({ lang: 'es', site: 'Tienda Deportes', docTitle: 'Producto no disponible | Tienda Deportes', h1: 'Lo sentimos, este producto ya no está disponible', lines: ['Puede que te interesen estos productos:'], related: { head: 'Te puede interesar', items: ['Zapatillas trail Cumbre 4 – 119,99 €', 'Zapatillas running Viento – 89,99 €', 'Botas senderismo Pico – 139,99 €'] } }),
    { context: ctx('Zapatillas de trail Cumbre 3 hombre', ['Las zapatillas Cumbre 3 pesan 290 gramos y tienen un drop de 6 mm']) }));

  out.push(pg('prod-ja-shuryo', 'www.kaden-navi.jp', '/item/rc-x900/', 'valid',
    'Japanese product page (EUC-JP) with "生産終了" notice; specs still given',
    productPage({ lang: 'ja', site: '家電ナビ', charset: 'euc-jp', title: '炊飯器 RC-X900 圧力IH 5.5合', stock: '生産終了品', banner: 'この商品は生産を終了しました。後継機種はRC-X1000です。',
      paras: ['圧力IH方式で、もちもち・しゃっきりなど7通りの炊き分けができます。'], specs: [['容量', '5.5合'], ['消費電力', '1,250W']] }),
    { charset: 'euc-jp', context: ctx('炊飯器 RC-X900 圧力IH 5.5合'), quotes: [q('7通りの炊き分けができます')] }));

  out.push(pg('prod-ko-soldout', 'www.shop-hanul.co.kr', '/goods/view/77120341', 'valid',
    'Korean shop page (EUC-KR) "품절" (sold out) with product details',
    productPage({ lang: 'ko', site: '하늘쇼핑', charset: 'euc-kr', title: '무선 청소기 하늘 V7 플러스', price: '329,000원', stock: '일시품절', paras: ['최대 60분 연속 사용이 가능한 무선 청소기입니다.', '먼지통 용량은 0.6리터이며 무게는 1.5kg입니다.'] }),
    { charset: 'euc-kr', context: ctx('무선 청소기 하늘 V7 플러스'), quotes: [q('최대 60분 연속 사용이 가능한 무선 청소기입니다')] }));

  out.push(entry30status('prod-ru-404', 'www.magazin-tehniki.ru', '/catalog/smartfony/nova-x12-128gb', 404, 'invalid', 'product page removed: 404',
    noticeShell({ lang: 'ru', site: 'Магазин техники', charset: 'windows-1251', docTitle: 'Страница не найдена', h1: 'Ошибка 404', lines: ['Такой страницы нет.'] }), {}, undefined, 'windows-1251'));

  out.push(entry30redirect('prod-nl-home', 'www.fietsenwinkel-online.nl', '/e-bikes/stadsfiets-volt-c3', '/', 'mismatch', 'discontinued e-bike redirects to the shop home page'));
  out.push(target('prod-nl-home-t', 'www.fietsenwinkel-online.nl', '/', (_q, res) => write(res, { body: noticeShell({ lang: 'nl', site: 'Fietsenwinkel Online', docTitle: 'Fietsenwinkel Online – e-bikes, stadsfietsen en accessoires', h1: 'Welkom bij Fietsenwinkel Online', lines: ['Gratis bezorging in heel Nederland.'], related: { head: 'Populair', items: ['E-bikes', 'Stadsfietsen', 'Kinderfietsen', 'Accessoires'] } }) })));

  // ---------------------------------------------------------------- offers and coupons
  out.push(pg('offer-en-ended-only', 'www.travelsaver-deals.com', '/deals/lisbon-city-break-3-nights-299', 'mismatch',
    'deal page now only says "this offer has ended" with other deals; the cited price and terms are gone',
    () => noticeShell({ lang: 'en', site: 'TravelSaver Deals', docTitle: 'Deal ended | TravelSaver', h1: 'Sorry, this offer has ended', lines: ['Deals sell out fast. Sign up to our newsletter to be the first to hear about new offers.'], related: { head: 'Current deals', items: ['Porto: 2 nights + flights from £199', 'Seville city break from £249', 'Madeira 5 nights from £429'] } }),
    { context: ctx('Lisbon city break: 3 nights with flights from £299', ['TravelSaver offered a three-night Lisbon break with flights for £299']), quotes: [q('3 nights with flights from £299', false)] }));

  out.push(pg('offer-de-ended-terms', 'www.mobilfunk-vergleich.de', '/aktion/sommer-tarif-30gb', 'valid',
    'promotion page with "Aktion beendet" banner, the tariff terms still listed — the citation (what the promotion offered) is supported',
    productPage({ lang: 'de', site: 'Mobilfunk Vergleich', title: 'Sommer-Aktion: 30 GB für 9,99 € im Monat', banner: 'Diese Aktion ist beendet.', price: '9,99 €/Monat', nav: ['Tarife vergleichen'],
      paras: ['Das Angebot galt für Neukunden bei Vertragsabschluss bis zum 31. August 2025.', 'Laufzeit 24 Monate, danach monatlich kündbar; 5G inklusive, EU-Roaming ohne Aufpreis.'] }),
    { context: ctx('Sommer-Aktion: 30 GB für 9,99 € im Monat'), quotes: [q('Das Angebot galt für Neukunden bei Vertragsabschluss bis zum 31. August 2025')] }));

  out.push(pg('offer-fr-coupon-expired', 'www.codes-promo-malins.fr', '/code-promo/chaussures-pas-cheres', 'valid',
    'coupon page listing an expired code with its terms (marked "expiré") among the current ones; the cited code and its terms are still there',
    productPage({ lang: 'fr', site: 'Codes Promo Malins', title: 'Code promo Chaussures Pas Chères', nav: ['Top codes du jour'],
      paras: ['<h3>Codes actifs</h3><ul><li>-10 % dès 60 € d’achat avec le code PRINTEMPS10</li></ul>', '<h3>Codes expirés</h3><ul><li>Expiré — -20 % sur toute la collection hiver avec le code HIVER20 (valable jusqu’au 28/02/2025)</li></ul>'] }),
    { context: ctx('Code promo Chaussures Pas Chères HIVER20') }));

  out.push(pg('offer-pt-expired', 'www.promocoes-brasil.com.br', '/oferta/smart-tv-55-4k-black-friday', 'mismatch',
    'offer page that now only says "oferta expirada" and lists other offers — the cited price is gone',
    () => noticeShell({ lang: 'pt', site: 'Promoções Brasil', docTitle: 'Oferta expirada – Promoções Brasil', h1: 'Esta oferta expirou', lines: ['O preço ou o estoque desta promoção mudou.'], related: { head: 'Ofertas ativas', items: ['Smart TV 50" 4K – R$ 2.199', 'Soundbar 2.1 – R$ 599', 'Smart TV 65" QLED – R$ 4.499'] } }),
    { context: ctx('Smart TV 55" 4K por R$ 1.899 na Black Friday') }));
  return out;
}

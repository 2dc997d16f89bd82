/**
 * blind17 (see blind17.ts for provenance and labels): shops — product pages (in stock, low stock,
 * out of stock, discontinued, behind an age-gate modal, region suggestion), the ways a product URL
 * goes wrong (soft 404, "no longer available", redirects to a category, the home page or a search,
 * empty searches, a parked domain, 404/410, loops, unsafe targets, malformed answers, binary junk)
 * and transport oddities around a live product page.
 */
import { entry, rawAnswer, redirect, target, write, type Entry } from './blindkit';
import { serve } from './blind17corp';
import { ageOverlay, category, home, junk, notice, parked, product, searchPage, type Card, type Site } from './blind17pages';

const halvardShop: Site = { name: 'Halvard Home', lang: 'en', kind: 'shop', locale: 'en-GB', cmp: 'onetrust' };
const kesslerShop: Site = { name: 'Kessler Shop', lang: 'de', kind: 'shop', cmp: 'usercentrics' };
const verlaineShop: Site = { name: 'Maison Verlaine', lang: 'fr', kind: 'shop', cmp: 'didomi' };
const almazara: Site = { name: 'Almazara Sierra Sur', lang: 'es', kind: 'shop', cmp: 'plain' };
const torreShop: Site = { name: 'Torreverde Shop', lang: 'it', kind: 'shop', cmp: 'iubenda' };
const vandalenShop: Site = { name: 'Van Dalen Fietsen', lang: 'nl', kind: 'shop', cmp: 'cookiebot' };
const bursztyn: Site = { name: 'Sklep Bursztyn', lang: 'pl', kind: 'shop', charset: 'iso-8859-2', cmp: 'plain' };
const nordkullaShop: Site = { name: 'Nordkulla Möbler', lang: 'sv', kind: 'shop', cmp: 'cookiebot' };
const minatoShop: Site = { name: 'ミナト電機 公式オンラインストア', lang: 'ja', kind: 'shop', charset: 'euc-jp', cmp: 'plain' };
const teaShop: Site = { name: '山嵐茶行', lang: 'zh', kind: 'shop', charset: 'big5', locale: 'zh-TW', cmp: 'none' };
const hanbitMall: Site = { name: '한빛몰', lang: 'ko', kind: 'shop', cmp: 'none' };
const hali: Site = { name: 'Anadolu Halı', lang: 'tr', kind: 'shop', charset: 'iso-8859-9', cmp: 'plain' };
const pixel: Site = { name: 'Pixel Threads', lang: 'en', kind: 'shop', locale: 'en-US', cmp: 'plain' };
const tidewater: Site = { name: 'Tidewater Outfitters', lang: 'en', kind: 'shop', locale: 'en-US', cmp: 'onetrust' };
const bramble: Site = { name: 'Bramble & Birch', lang: 'en', kind: 'shop', locale: 'en-GB', cmp: 'cookiebot' };
const cask: Site = { name: 'Cask & Copper Distilling Co.', lang: 'en', kind: 'shop', locale: 'en-US', cmp: 'none' };
const serraShop: Site = { name: 'Cervejaria Serra Alta', lang: 'pt', kind: 'shop', locale: 'pt-BR', cmp: 'plain' };
const kakuyasu: Site = { name: 'カクヤス電器', lang: 'ja', kind: 'shop', cmp: 'plain' };
const lojaIpe: Site = { name: 'Loja Ipê', lang: 'pt', kind: 'shop', locale: 'pt-BR', cmp: 'plain' };
const huashengMall: Site = { name: '华晟家电官方商城', lang: 'zh', kind: 'shop', cmp: 'none' };
const tehnopark: Site = { name: 'ТехноДвор', lang: 'ru', kind: 'shop', charset: 'windows-1251', cmp: 'plain' };
const casaLuz: Site = { name: 'Casa Luz Iluminación', lang: 'es', kind: 'shop', cmp: 'plain' };
const fietsdepot: Site = { name: 'Fietsdepot', lang: 'nl', kind: 'shop', cmp: 'plain' };
const mercato: Site = { name: 'Il Mercato della Casa', lang: 'it', kind: 'shop', cmp: 'iubenda' };
const allegroLike: Site = { name: 'Domowy Rynek', lang: 'pl', kind: 'shop', cmp: 'plain' };
const kmall: Site = { name: '누리마켓', lang: 'ko', kind: 'shop', cmp: 'none' };

const cardsEn: Card[] = [{ name: 'Aria Glass Kettle 1.7L', price: '£49.99' }, { name: 'Solo 2-Slice Toaster', price: '£34.99' }, { name: 'CrispAir Dual Basket Air Fryer 8L', price: '£129.00' }, { name: 'Stick Vac V12 Cordless', price: '£199.00' }, { name: 'Brew Station Filter Coffee Maker', price: '£59.99' }, { name: 'Kitchen Scale Slim', price: '£19.99' }];
const cardsDe: Card[] = [{ name: 'Induktionskochfeld KI 8040', price: '1.149,00 €' }, { name: 'Dampfbackofen DB 600', price: '1.399,00 €' }, { name: 'Kaffeevollautomat KV 480', price: '699,00 €' }, { name: 'Geschirrspüler GS 45 teilintegriert', price: '749,00 €' }];
const cardsFr: Card[] = [{ name: 'Savon surgras Karité', price: '8,90 €' }, { name: 'Baume lèvres Calendula', price: '6,50 €' }, { name: 'Déodorant solide Palmarosa', price: '11,90 €' }, { name: 'Huile sèche Immortelle', price: '24,00 €' }];

export function shopEntries(): Entry[] {
  const out: Entry[] = [];

  // ---- products in stock (valid) ------------------------------------------------------------
  out.push(entry('prod-en-kettle', 'shop.halvardhome.com', 'valid', 'a product page in stock (JSON-LD Product InStock, region picker in the header, reviews, Next.js state blob): the cited source',
    serve(product({ site: halvardShop, name: 'Aria Rapid Boil Kettle 1.7L – Brushed Steel', brand: 'Halvard', sku: 'HK-1703-BS', price: '44.99', currency: 'GBP', priceText: '£44.99', availability: 'InStock', regionPicker: true, crumbs: ['Kitchen', 'Kettles'],
      description: ['The Aria boils a single cup in 45 seconds and a full 1.7 litres in under three minutes, using a 3kW concealed element and a rapid-boil spout that pours without splashing.', 'A one-cup minimum fill line and a 360° base make it easy to boil only the water you need — Halvard estimates this saves an average household around £18 a year in electricity.', 'Limescale filter removable for washing. Two-year guarantee, extendable to five years when you register online.'],
      specs: [['Capacity', '1.7 litres'], ['Power', '3000 W'], ['Minimum fill', '250 ml (one cup)'], ['Weight', '1.1 kg'], ['Cord length', '0.75 m'], ['Guarantee', '2 years']],
      reviews: [{ author: 'Kath, York', rating: 5, title: 'Quick and quiet', text: 'Boils fast and is noticeably quieter than my old one. The one-cup line is genuinely useful.', date: '2026-08-14' }, { author: 'Dev', rating: 4, title: 'Good but lid is stiff', text: 'Great kettle, lid button needs a firm press.', date: '2026-09-02' }],
      related: ['Solo 2-Slice Toaster', 'Aria Glass Kettle 1.7L', 'Brew Station Filter Coffee Maker'] })),
    { path: '/products/aria-rapid-boil-kettle-brushed-steel', context: { title: 'Aria Rapid Boil Kettle 1.7L' },
      quotes: [{ quote: 'boils a single cup in 45 seconds', present: true }, { quote: 'boils a single cup in 30 seconds', present: false }] }));

  out.push(entry('prod-de-kaffee', 'shop.kessler-kuechentechnik.de', 'valid', 'German product page, gzip-encoded, Usercentrics: the cited source',
    serve(product({ site: kesslerShop, name: 'Kaffeevollautomat KV 580 Barista Pro', brand: 'Kessler', sku: 'KV580-SW', price: '899.00', currency: 'EUR', priceText: '899,00 €', availability: 'InStock', crumbs: ['Kaffee & Genuss', 'Kaffeevollautomaten'],
      description: ['Der KV 580 mahlt die Bohnen mit einem Kegelmahlwerk aus Keramik in 13 Stufen und bereitet 18 Kaffeespezialitäten auf Knopfdruck zu – vom Ristretto bis zum Flat White.', 'Das Milchsystem reinigt sich nach jedem Bezug automatisch mit Dampf. Über die Kessler-App lassen sich bis zu acht Benutzerprofile speichern.', 'Im Energiesparmodus verbraucht die Maschine weniger als 0,5 Watt.'],
      specs: [['Wassertank', '2,2 l'], ['Bohnenbehälter', '300 g'], ['Pumpendruck', '15 bar'], ['Leistung', '1.500 W'], ['Maße (B×H×T)', '25 × 38 × 45 cm']],
      reviews: [{ author: 'Thomas K.', rating: 5, title: 'Top Milchschaum', text: 'Der Milchschaum ist fein und die Reinigung wirklich automatisch.', date: '2026-06-10' }],
      related: ['Kaffeevollautomat KV 480', 'Milchkühler MK 1'] }), { encoding: 'gzip' }),
    { path: '/kaffeevollautomaten/kv-580-barista-pro', quotes: [{ quote: 'bereitet 18 Kaffeespezialitäten auf Knopfdruck zu', present: true }] }));

  out.push(entry('prod-fr-shampoing', 'www.maison-verlaine.fr', 'valid', 'French product page (Didomi, reviews): the cited source',
    serve(product({ site: verlaineShop, name: 'Shampooing solide Lavande & Argile – cheveux gras', brand: 'Maison Verlaine', sku: 'MV-SS-LAV-75', price: '10.90', currency: 'EUR', priceText: '10,90 €', availability: 'InStock', crumbs: ['Cheveux', 'Shampooings solides'],
      description: ['Ce shampooing solide à l’argile verte et à l’huile essentielle de lavande purifie le cuir chevelu sans le dessécher. Un pain de 75 g remplace jusqu’à deux flacons de 250 ml.', 'Formulé et fabriqué à Grasse, 99 % d’ingrédients d’origine naturelle, sans sulfates ni silicones.', 'Conseil d’utilisation : frotter le pain humide entre les mains ou directement sur les cheveux mouillés, masser puis rincer.'],
      specs: [['Poids', '75 g'], ['Type de cheveux', 'Gras'], ['Origine naturelle', '99 %'], ['Fabrication', 'Grasse, France']],
      reviews: [{ author: 'Sophie L.', rating: 5, title: 'Adopté', text: 'Mes cheveux restent propres un jour de plus. Le pain dure deux mois.', date: '2026-07-21' }, { author: 'Nadia', rating: 4, title: 'Bien', text: 'Mousse moins qu’un shampooing liquide mais lave bien.', date: '2026-08-03' }],
      related: cardsFr.map((c) => c.name) })),
    { path: '/produits/shampooing-solide-lavande-argile', quotes: [{ quote: 'Un pain de 75 g remplace jusqu’à deux flacons de 250 ml', present: true }] }));

  out.push(entry('prod-es-aceite', 'www.almazarasierrasur.es', 'valid', 'Spanish product page whose charset (windows-1252) is declared only in the <meta>, the header says text/html without charset: the cited source',
    serve(product({ site: { ...almazara, charset: 'windows-1252' }, name: 'Aceite de oliva virgen extra Hojiblanca – garrafa 5 L', brand: 'Almazara Sierra Sur', sku: 'AOVE-HB-5L', price: '42.50', currency: 'EUR', priceText: '42,50 €', availability: 'InStock', crumbs: ['Aceites', 'Virgen extra'],
      description: ['Aceite de oliva virgen extra de la variedad hojiblanca, extraído en frío en nuestra almazara de Estepa (Sevilla) durante la campaña 2025/2026.', 'Acidez inferior al 0,2 %. Frutado medio de aceituna verde con notas de alcachofa y almendra; ligero picor al final.', 'Envío en 24–48 h a la península. El precio por litro equivale a 8,50 €.'],
      specs: [['Variedad', 'Hojiblanca'], ['Formato', 'Garrafa PET 5 L'], ['Acidez', '< 0,2 %'], ['Origen', 'Estepa, Sevilla']],
      reviews: [{ author: 'Manuel G.', rating: 5, title: 'Excelente', text: 'Sabor intenso, repetiré seguro.', date: '2026-01-19' }] }), { charset: 'windows-1252', type: 'text/html' }),
    { path: '/tienda/aceite-oliva-virgen-extra-hojiblanca-5l', quotes: [{ quote: 'El precio por litro equivale a 8,50 €', present: true }] }));

  out.push(entry('prod-it-moka', 'shop.torreverde.it', 'valid', 'Italian product page (iubenda): the cited source',
    serve(product({ site: torreShop, name: 'Moka Torreverde Classica 6 tazze', brand: 'Torreverde', sku: 'MOKA-CL-6', price: '32.90', currency: 'EUR', priceText: '32,90 €', availability: 'InStock', crumbs: ['Accessori', 'Moka'],
      description: ['La moka Classica in alluminio prepara sei tazzine di caffè in circa cinque minuti. Valvola di sicurezza brevettata e manico in bachelite resistente al calore.', 'Compatibile con fornelli a gas, elettrici e vetroceramica; per l’induzione serve l’adattatore venduto separatamente.', 'Prodotta in Italia. Si consiglia di lavarla solo con acqua, senza detersivi.'],
      specs: [['Capacità', '6 tazze (300 ml)'], ['Materiale', 'Alluminio'], ['Induzione', 'No (con adattatore)'], ['Peso', '640 g']],
      reviews: [{ author: 'Giulia', rating: 5, title: 'Come quella della nonna', text: 'Caffè cremoso, guarnizione di ottima qualità.', date: '2026-02-05' }] })),
    { path: '/prodotti/moka-classica-6-tazze' }));

  out.push(entry('prod-nl-fiets', 'shop.vandalenfietsen.nl', 'valid', 'Dutch e-bike product page (pre-order / limited availability): the cited source',
    serve(product({ site: vandalenShop, name: 'Van Dalen E-Comfort 7 damesfiets 53 cm', brand: 'Van Dalen', sku: 'VD-EC7-53', price: '2699.00', currency: 'EUR', priceText: '€ 2.699,00', availability: 'LimitedAvailability', stockText: 'Nog 3 op voorraad – levering binnen 5 werkdagen', crumbs: ['E-bikes', 'Stadsfietsen'],
      description: ['De E-Comfort 7 heeft een middenmotor met 75 Nm koppel en een accu van 625 Wh, goed voor een actieradius tot 140 kilometer in de laagste ondersteuningsstand.', 'Met de Enviolo-naaf schakel je traploos, ook stilstaand voor het stoplicht. De lage instap maakt op- en afstappen makkelijk.', 'Inclusief ART-slot, bagagedrager tot 27 kg en geïntegreerde verlichting.'],
      specs: [['Motor', 'Middenmotor 75 Nm'], ['Accu', '625 Wh'], ['Actieradius', 'tot 140 km'], ['Versnellingen', 'Enviolo traploos'], ['Gewicht', '26,4 kg']],
      reviews: [{ author: 'Henk', rating: 5, title: 'Heerlijk', text: 'Rijdt als een zonnetje, accu gaat een week mee.', date: '2026-05-30' }] })),
    { path: '/e-bikes/e-comfort-7-dames-53', quotes: [{ quote: 'een accu van 625 Wh', present: true }, { quote: 'een accu van 500 Wh', present: false }] }));

  out.push(entry('prod-pl-bursztyn', 'www.sklep-bursztyn.pl', 'valid', 'Polish product page in ISO-8859-2: the cited source',
    serve(product({ site: bursztyn, name: 'Naszyjnik z bursztynu bałtyckiego – koniakowy, 45 cm', brand: 'Bursztyn Gdański', sku: 'NB-KON-45', price: '189.00', currency: 'PLN', priceText: '189,00 zł', availability: 'InStock', crumbs: ['Biżuteria', 'Naszyjniki'],
      description: ['Naszyjnik wykonany ręcznie w Gdańsku z naturalnego bursztynu bałtyckiego w odcieniu koniakowym. Każdy kamień jest polerowany i nawlekany na jedwabną nić z węzełkami.', 'Do naszyjnika dołączamy certyfikat autentyczności Międzynarodowego Stowarzyszenia Bursztynników.', 'Zapięcie ze srebra próby 925.'],
      specs: [['Długość', '45 cm'], ['Kolor', 'koniakowy'], ['Zapięcie', 'srebro 925'], ['Waga', 'ok. 12 g']],
      reviews: [{ author: 'Anna z Poznania', rating: 5, title: 'Piękny', text: 'Wygląda jeszcze lepiej niż na zdjęciach.', date: '2026-03-11' }] }), { charset: 'iso-8859-2' }),
    { path: '/naszyjniki/naszyjnik-bursztyn-koniakowy-45', quotes: [{ quote: 'nawlekany na jedwabną nić z węzełkami', present: true }] }));

  out.push(entry('prod-sv-soffa', 'www.nordkulla.se', 'valid', 'Swedish sofa product page: the cited source',
    serve(product({ site: nordkullaShop, name: 'Vika 3-sits soffa, tyg Grå melange', brand: 'Nordkulla', sku: 'VIKA-3-GRM', price: '8995', currency: 'SEK', priceText: '8 995 kr', availability: 'InStock', crumbs: ['Soffor', '3-sitssoffor'],
      description: ['Vika är en rymlig tresitssoffa med djupa sittplatser och avtagbar klädsel som tål tvätt i 40 grader.', 'Stommen är tillverkad av FSC-certifierat trä i vår fabrik i Småland, och sittdynorna har pocketresårer för bättre komfort.', 'Leverans med inbärning ingår vid köp över 5 000 kr.'],
      specs: [['Bredd', '228 cm'], ['Djup', '96 cm'], ['Sitthöjd', '45 cm'], ['Material', 'Polyester 100 %']] })),
    { path: '/soffor/vika-3-sits-gra-melange' }));

  out.push(entry('prod-ja-suihanki', 'shop.minato-denki.co.jp', 'valid', 'Japanese rice-cooker product page in EUC-JP: the cited source',
    serve(product({ site: minatoShop, name: '圧力IH炊飯器 MR-H10 5.5合炊き', brand: 'ミナト電機', sku: 'MR-H10-W', price: '39800', currency: 'JPY', priceText: '39,800円（税込）', availability: 'InStock', crumbs: ['キッチン家電', '炊飯器'],
      description: ['1.2気圧の圧力と大火力IHで、お米の芯までふっくら炊き上げます。銘柄炊き分け機能で、全国42銘柄に合わせた炊き方を選べます。', '内釜は5層構造の厚釜で、蓄熱性にすぐれています。早炊きモードなら約25分で炊き上がります。'],
      specs: [['炊飯容量', '0.5〜5.5合'], ['消費電力', '1,200W'], ['内釜', '5層厚釜'], ['質量', '5.4kg']],
      reviews: [{ author: 'みどり', rating: 5, title: 'ごはんがおいしい', text: '冷めてもおいしいです。', date: '2026-04-02' }] }), { charset: 'euc-jp' }),
    { path: '/item/MR-H10-W.html', quotes: [{ quote: '全国42銘柄に合わせた炊き方を選べます', present: true }] }));

  out.push(entry('prod-zhtw-tea', 'www.shanlan-tea.com.tw', 'valid', 'Traditional-Chinese tea product page in Big5: the cited source',
    serve(product({ site: teaShop, name: '阿里山高山烏龍茶 150克', brand: '山嵐茶行', sku: 'AL-OOL-150', price: '880', currency: 'TWD', priceText: 'NT$880', availability: 'InStock', crumbs: ['烏龍茶', '高山茶'],
      description: ['產自阿里山海拔一千五百公尺以上茶園，春茶手採一心二葉，輕焙火製程，帶有花香與奶香。', '建議以攝氏九十五度熱水沖泡，第一泡浸泡五十秒，可回沖六至八次。'],
      specs: [['產地', '嘉義阿里山'], ['重量', '150克'], ['焙火', '輕焙火'], ['保存期限', '兩年']] }), { charset: 'big5' }),
    { path: '/products/alishan-oolong-150g' }));

  out.push(entry('prod-ko-blender', 'mall.hanbit-elec.co.kr', 'valid', 'Korean blender product page (UTF-8): the cited source',
    serve(product({ site: hanbitMall, name: '한빛 초고속 블렌더 HB-900', brand: '한빛전자', sku: 'HB-900', price: '159000', currency: 'KRW', priceText: '159,000원', availability: 'InStock', crumbs: ['주방가전', '블렌더'],
      description: ['분당 최대 3만 회전의 2마력 모터로 견과류와 얼음까지 곱게 갈아 줍니다. 2리터 트라이탄 용기는 가볍고 깨지지 않습니다.', '저소음 커버를 씌우면 작동 소음이 약 62데시벨로 줄어듭니다.'],
      specs: [['모터', '2마력(1,500W)'], ['용기', '2L 트라이탄'], ['소음', '약 62dB(커버 장착 시)'], ['보증', '2년']] })),
    { path: '/goods/HB-900' }));

  out.push(entry('prod-tr-hali', 'www.anadoluhali.com.tr', 'valid', 'Turkish carpet product page in ISO-8859-9: the cited source',
    serve(product({ site: hali, name: 'El Dokuma Kilim Yörük Desen 160x230', brand: 'Anadolu Halı', sku: 'KLM-YRK-160', price: '7450', currency: 'TRY', priceText: '7.450,00 TL', availability: 'InStock', crumbs: ['Kilimler', 'El dokuma'],
      description: ['Uşak\'ta yün ve pamuk ipliklerle el tezgâhında dokunan bu kilim, geleneksel Yörük motiflerini taşır. Her parça tektir; renk tonlarında küçük farklılıklar olabilir.', 'Doğal kök boyalar kullanılmıştır. Kuru temizleme önerilir.'],
      specs: [['Ölçü', '160 x 230 cm'], ['Malzeme', 'Yün ve pamuk'], ['Üretim yeri', 'Uşak']] }), { charset: 'iso-8859-9' }),
    { path: '/kilim/el-dokuma-yoruk-160x230' }));

  out.push(entry('prod-en-404tee', 'www.pixelthreads.com', 'valid', 'a real product whose name is "404 Page Not Found" (a programmer T-shirt): title mentions 404, still the cited source',
    serve(product({ site: pixel, name: '404 Page Not Found – Classic Tee', brand: 'Pixel Threads', sku: 'PT-404-BLK', price: '24.00', currency: 'USD', priceText: '$24.00', availability: 'InStock', crumbs: ['Tees', 'Developer humour'],
      description: ['Our best-selling developer tee: "404 Page Not Found" screen-printed in water-based ink on a 100% combed ring-spun cotton shirt. Pre-shrunk, unisex fit.', 'Every order is printed on demand in our Portland studio and ships within 3 business days.', 'Care: machine wash cold, inside out; tumble dry low.'],
      specs: [['Material', '100% combed cotton, 150 gsm'], ['Fit', 'Unisex classic'], ['Print', 'Water-based screen print'], ['Sizes', 'XS–3XL']],
      reviews: [{ author: 'Marta R.', rating: 5, title: 'Got laughs at standup', text: 'Soft, true to size, print survived 20 washes.', date: '2026-05-18' }] })),
    { path: '/products/404-page-not-found-classic-tee', context: { title: '404 Page Not Found – Classic Tee' } }));

  const geoModal = `<div class="geo-suggest-modal" role="dialog" aria-modal="true" aria-labelledby="geo-title"><div class="geo-suggest-modal__box"><h2 id="geo-title">It looks like you're in Germany</h2><p>Would you like to visit our German store for local prices, delivery and returns?</p><a class="btn" href="https://www.tidewater-outfitters.de/">Go to Tidewater Outfitters Germany</a> <button class="btn btn--ghost" data-dismiss>Stay on the US store</button></div></div>`;
  out.push(entry('prod-en-geosuggest', 'www.tidewateroutfitters.com', 'valid', 'a product page with a "visit your country\'s store?" suggestion modal over the full page (the content is there, the modal dismissible): the cited source',
    serve(product({ site: tidewater, name: 'Harbor 3-in-1 Waterproof Jacket – Men\'s', brand: 'Tidewater', sku: 'TW-HRB-M', price: '249.00', currency: 'USD', priceText: '$249.00', availability: 'InStock', overlay: geoModal, crumbs: ['Men', 'Jackets'],
      description: ['The Harbor pairs a 3-layer waterproof shell (20,000 mm hydrostatic head) with a zip-in recycled fleece, so you can wear them together or apart.', 'Fully taped seams, pit zips and a helmet-compatible hood. The shell fabric is made from 100% recycled nylon with a PFC-free water repellent finish.'],
      specs: [['Waterproofing', '20,000 mm'], ['Breathability', '15,000 g/m²/24h'], ['Weight', '890 g (with liner)'], ['Fabric', '100% recycled nylon']] })),
    { path: '/products/harbor-3-in-1-jacket-mens', quotes: [{ quote: 'a 3-layer waterproof shell (20,000 mm hydrostatic head)', present: true }] }));

  out.push(entry('prod-en-lowstock', 'www.brambleandbirch.co.uk', 'valid', 'a product page with "Only 2 left" low-stock warning: the cited source',
    serve(product({ site: bramble, name: 'Linen Duvet Cover Set – King, Sage', brand: 'Bramble & Birch', sku: 'BB-LIN-K-SAGE', price: '145.00', currency: 'GBP', priceText: '£145.00', availability: 'LimitedAvailability', stockText: 'Hurry – only 2 left in stock', crumbs: ['Bedding', 'Duvet covers'],
      description: ['Stonewashed 100% European flax linen, 165 gsm, woven in Lithuania and sewn in our Lancashire workroom. Set includes one duvet cover and two Oxford pillowcases.', 'Linen softens with every wash and regulates temperature, keeping you cool in summer and warm in winter.'],
      specs: [['Size', 'King (225 × 220 cm)'], ['Fabric', '100% linen, 165 gsm'], ['Closure', 'Coconut buttons'], ['Care', 'Machine wash 40°C']] })),
    { path: '/products/linen-duvet-cover-set-king-sage' }));

  // ---- out of stock but the product page (valid) --------------------------------------------
  out.push(entry('prod-en-oos', 'shop.halvardhome.com', 'valid', 'a product temporarily out of stock ("Email me when available"), full description and specs: the product page is still the cited source',
    serve(product({ site: halvardShop, name: 'CrispAir Dual Basket Air Fryer 8L', brand: 'Halvard', sku: 'HAF-8D-BLK', price: '129.00', currency: 'GBP', priceText: '£129.00', availability: 'OutOfStock', crumbs: ['Kitchen', 'Air fryers'],
      description: ['Two independent 4-litre drawers let you cook chips and chicken at different temperatures and finish them at the same time with the Sync button.', 'Halvard\'s tests found the CrispAir used 61% less energy than a conventional fan oven to cook 500 g of frozen chips.', 'Dishwasher-safe non-stick drawers and crisper plates.'],
      specs: [['Capacity', '8 litres (2 × 4 L)'], ['Power', '2400 W'], ['Temperature', '80–200°C'], ['Programmes', '8']],
      reviews: [{ author: 'Sam', rating: 5, title: 'Use it every day', text: 'Two drawers is a game changer.', date: '2026-02-11' }] })),
    { path: '/products/crispair-dual-basket-air-fryer-8l', quotes: [{ quote: 'used 61% less energy than a conventional fan oven', present: true }] }));

  out.push(entry('prod-de-oos', 'shop.kessler-kuechentechnik.de', 'valid', 'German product "Derzeit nicht auf Lager" with notify form, full page: the cited source',
    serve(product({ site: kesslerShop, name: 'Induktionskochfeld mit Dunstabzug KI 8090 Vario', brand: 'Kessler', sku: 'KI8090', price: '2199.00', currency: 'EUR', priceText: '2.199,00 €', availability: 'OutOfStock', crumbs: ['Kochen', 'Kochfelder mit Dunstabzug'],
      description: ['Das KI 8090 Vario kombiniert ein 80 cm breites Induktionskochfeld mit einem integrierten Muldenlüfter, der Dampf direkt am Topf absaugt.', 'Die Absaugleistung beträgt bis zu 620 m³/h in der Intensivstufe; im Umluftbetrieb filtert ein Aktivkohle-Keramikfilter Gerüche für bis zu zehn Jahre.', 'Voraussichtlich wieder lieferbar ab KW 48.'],
      specs: [['Breite', '80 cm'], ['Kochzonen', '4 (2 Flexzonen)'], ['Absaugleistung', 'max. 620 m³/h'], ['Energieeffizienz Lüfter', 'A+']] })),
    { path: '/kochfelder/ki-8090-vario' }));

  out.push(entry('prod-fr-rupture', 'www.maison-verlaine.fr', 'valid', 'French product page in "Rupture de stock" with back-in-stock alert, full description: the cited source',
    serve(product({ site: verlaineShop, name: 'Crème mains réparatrice au Calendula 50 ml', brand: 'Maison Verlaine', sku: 'MV-CM-CAL-50', price: '9.50', currency: 'EUR', priceText: '9,50 €', availability: 'OutOfStock', crumbs: ['Corps', 'Mains'],
      description: ['Une crème non grasse au calendula bio et au beurre de karité qui répare les mains sèches et abîmées. Pénètre en 30 secondes.', 'Testée sous contrôle dermatologique. Tube en aluminium recyclé.'],
      specs: [['Contenance', '50 ml'], ['Origine naturelle', '98 %'], ['Tube', 'Aluminium recyclé']] })),
    { path: '/produits/creme-mains-calendula-50ml' }));

  // ---- discontinued but still described (valid, arguable) -----------------------------------
  out.push(entry('prod-en-disc', 'shop.halvardhome.com', 'valid', 'ARGUABLE: a discontinued product ("This product has been discontinued" + link to its successor) that still carries its full description and specs — the page still documents the cited product, so valid; a "no longer available" page WITHOUT the product\'s content is mismatch (gone-* cases)',
    serve(product({ site: halvardShop, name: 'Solo 4-Slice Toaster – Cream (2022 model)', brand: 'Halvard', sku: 'HT-4S-CRM-22', price: '54.99', currency: 'GBP', priceText: '£54.99', availability: 'Discontinued', stockText: 'This product has been discontinued. Its successor is the Solo 4-Slice Toaster (2025 model).', badge: 'Discontinued', crumbs: ['Kitchen', 'Toasters'],
      description: ['Two extra-wide 38 mm slots take bagels and thick-cut bread, with independent controls so you can toast two slices or four.', 'Seven browning levels, reheat, defrost and cancel functions, and a high-lift lever for small items such as crumpets.', 'Spare crumb trays and user manuals for this model remain available from our parts service.'],
      specs: [['Slots', '2 × extra wide (38 mm)'], ['Power', '1800 W'], ['Browning levels', '7'], ['Launched', '2022'], ['Discontinued', 'March 2026']] })),
    { path: '/products/solo-4-slice-toaster-cream-2022', quotes: [{ quote: 'Two extra-wide 38 mm slots take bagels and thick-cut bread', present: true }] }));

  out.push(entry('prod-de-disc', 'www.kessler-kuechentechnik.de', 'valid', 'ARGUABLE: German "Auslaufmodell – nicht mehr lieferbar" product sheet that still shows full description and technical data: still documents the cited product → valid',
    serve(product({ site: { ...kesslerShop, name: 'Kessler Küchentechnik AG' }, name: 'Geschirrspüler GS 60 vollintegriert (Modell 2021)', brand: 'Kessler', sku: 'GS60VI-21', price: '899.00', currency: 'EUR', priceText: 'UVP 899,00 €', availability: 'Discontinued', stockText: 'Auslaufmodell – nicht mehr lieferbar. Nachfolger: GS 60 VI (2025).', badge: 'Auslaufmodell', crumbs: ['Spülen', 'Geschirrspüler'],
      description: ['Der vollintegrierbare Geschirrspüler GS 60 bietet Platz für 14 Maßgedecke und arbeitet mit 42 dB besonders leise.', 'Im Eco-Programm verbraucht er 9,5 Liter Wasser und 0,85 kWh pro Spülgang.', 'Ersatzteile und Bedienungsanleitungen sind weiterhin über den Kundendienst erhältlich.'],
      specs: [['Maßgedecke', '14'], ['Geräusch', '42 dB'], ['Wasserverbrauch Eco', '9,5 l'], ['Energieverbrauch Eco', '0,85 kWh'], ['Produktionsende', '2025']] })),
    { path: '/produkte/geschirrspueler/gs-60-vi-2021', quotes: [{ quote: 'Im Eco-Programm verbraucht er 9,5 Liter Wasser', present: true }] }));

  out.push(entry('prod-ja-disc', 'www.minato-denki.co.jp', 'valid', 'ARGUABLE: Japanese manufacturer product page marked 生産終了品 (production ended) with full specs: still documents the cited product → valid',
    serve(product({ site: { ...minatoShop, name: 'ミナト電機株式会社', charset: 'utf-8' }, name: 'ロボット掃除機 RC-500', brand: 'ミナト電機', sku: 'RC-500', price: '59800', currency: 'JPY', priceText: 'オープン価格', availability: 'Discontinued', stockText: '本製品は生産を終了いたしました。後継機種はRC-600です。', badge: '生産終了品', crumbs: ['生活家電', 'ロボット掃除機'],
      description: ['レーザーセンサーで部屋の形を学習し、効率よく掃除するロボット掃除機です。最大稼働時間は約120分、段差は2センチまで乗り越えます。', '消耗品（フィルター・サイドブラシ）は引き続き販売しております。'],
      specs: [['稼働時間', '約120分'], ['集じん容量', '0.4L'], ['段差乗り越え', '2cm'], ['発売', '2021年']] })),
    { path: '/products/cleaner/rc-500/', quotes: [{ quote: '最大稼働時間は約120分', present: true }] }));

  // ---- age-gate modal over the full page (valid, arguable) ----------------------------------
  out.push(entry('age-en-overlay', 'www.caskandcopper.com', 'valid', 'ARGUABLE: a bourbon product page whose "Are you 21 or older?" gate is a dismissible modal over the full page (description, tasting notes and specs are in the HTML): any reader passes it by clicking Yes, and the response carries the source → valid (a gate page WITHOUT the content is blocked, age-* cases)',
    serve(product({ site: cask, name: 'Copper Still Small Batch Bourbon, 750 ml', brand: 'Cask & Copper', sku: 'CC-SB-750', price: '54.99', currency: 'USD', priceText: '$54.99', availability: 'InStock', crumbs: ['Spirits', 'Bourbon'],
      overlay: ageOverlay({ title: 'Age verification', q: 'Are you 21 or older?', yes: 'Yes, I am 21+', no: 'No', note: 'By entering this site you agree to our Terms and Privacy Policy. Please enjoy responsibly.' }),
      description: ['Distilled from a mash bill of 70% corn, 21% rye and 9% malted barley and aged at least six years in new charred American oak, bottled at 94 proof.', 'Tasting notes: caramel, orange peel and baking spice on the nose; a long, peppery finish.', 'Each batch is limited to 24 barrels from the upper floors of Rickhouse B.'],
      specs: [['ABV', '47% (94 proof)'], ['Age', '6 years minimum'], ['Mash bill', '70% corn, 21% rye, 9% malted barley'], ['Size', '750 ml']] })),
    { path: '/spirits/copper-still-small-batch-bourbon', quotes: [{ quote: 'a mash bill of 70% corn, 21% rye and 9% malted barley', present: true }] }));

  out.push(entry('age-pt-overlay', 'loja.serraalta.com.br', 'valid', 'ARGUABLE: Brazilian beer product page with a "Você tem mais de 18 anos?" modal over the full page content → valid (as age-en-overlay)',
    serve(product({ site: serraShop, name: 'Serra Alta IPA Catarinense – lata 473 ml', brand: 'Serra Alta', sku: 'SA-IPA-473', price: '14.90', currency: 'BRL', priceText: 'R$ 14,90', availability: 'InStock', crumbs: ['Cervejas', 'IPA'],
      overlay: ageOverlay({ title: 'Verificação de idade', q: 'Você tem mais de 18 anos?', yes: 'Sim, tenho 18 anos ou mais', no: 'Não', note: 'Beba com moderação. Venda proibida para menores de 18 anos.' }),
      description: ['Uma IPA de amargor marcante (60 IBU) com lúpulos Citra e Mosaic, que trazem aromas de maracujá e manga. Teor alcoólico de 6,5%.', 'Produzida em Blumenau com água da Serra do Itajaí. Harmoniza com hambúrgueres e queijos curados.'],
      specs: [['Estilo', 'India Pale Ale'], ['Teor alcoólico', '6,5%'], ['Amargor', '60 IBU'], ['Volume', '473 ml']] })),
    { path: '/cervejas/ipa-catarinense-lata-473', quotes: [{ quote: 'Teor alcoólico de 6,5%', present: true }] }));

  // ---- transport oddities around live product pages (valid) ---------------------------------
  const lamp = product({ site: casaLuz, name: 'Lámpara de pie Arco Nogal LED', brand: 'Casa Luz', sku: 'CL-ARCO-NOG', price: '189.00', currency: 'EUR', priceText: '189,00 €', availability: 'InStock', crumbs: ['Lámparas', 'De pie'],
    description: ['Lámpara de pie de arco con brazo de nogal macizo y pantalla de lino natural. Incluye bombilla LED E27 de 9 W regulable.', 'Altura total 190 cm y alcance del arco 140 cm: ideal para iluminar el sofá sin necesidad de instalación en el techo.'],
    specs: [['Altura', '190 cm'], ['Alcance', '140 cm'], ['Bombilla', 'LED E27 9 W incluida'], ['Materiales', 'Nogal macizo, lino']] });
  out.push(entry('redir-es-moved', 'www.casaluz.es', 'valid', 'an old product URL 301-redirecting to the same product\'s new URL: the cited source',
    redirect('/lamparas/de-pie/arco-nogal-led', 301), { path: '/producto/lampara-arco-nogal', context: { title: 'Lámpara de pie Arco Nogal LED' } }));
  out.push(target('redir-es-moved-t', 'www.casaluz.es', '/lamparas/de-pie/arco-nogal-led', serve(lamp)));

  out.push(entry('redir-de-locale', 'shop.kessler-kuechentechnik.de', 'valid', 'a product URL without market prefix 302-redirecting to its /de-de/ locale version (same product): the cited source',
    redirect('/de-de/kaffeevollautomaten/kv-480', 302, { vary: 'Accept-Language' }), { path: '/kaffeevollautomaten/kv-480', context: { title: 'Kaffeevollautomat KV 480' } }));
  out.push(target('redir-de-locale-t', 'shop.kessler-kuechentechnik.de', '/de-de/kaffeevollautomaten/kv-480',
    serve(product({ site: kesslerShop, name: 'Kaffeevollautomat KV 480', brand: 'Kessler', sku: 'KV480', price: '699.00', currency: 'EUR', priceText: '699,00 €', availability: 'InStock', crumbs: ['Kaffee & Genuss', 'Kaffeevollautomaten'],
      description: ['Der KV 480 ist das Einstiegsmodell der Kessler-Vollautomaten: 10 Kaffeespezialitäten, Kegelmahlwerk aus Stahl und ein abnehmbarer Milchbehälter.', 'Die Brüheinheit ist herausnehmbar und kann unter fließendem Wasser gereinigt werden.'],
      specs: [['Wassertank', '1,8 l'], ['Pumpendruck', '15 bar'], ['Leistung', '1.450 W']] }))));

  out.push(entry('redir-fr-slash', 'www.maison-verlaine.fr', 'valid', 'a product URL 301-redirecting to the same path with a trailing slash: the cited source',
    redirect('/produits/baume-levres-calendula/', 301), { path: '/produits/baume-levres-calendula', context: { title: 'Baume lèvres Calendula' } }));
  out.push(target('redir-fr-slash-t', 'www.maison-verlaine.fr', '/produits/baume-levres-calendula/',
    serve(product({ site: verlaineShop, name: 'Baume lèvres Calendula', brand: 'Maison Verlaine', sku: 'MV-BL-CAL', price: '6.50', currency: 'EUR', priceText: '6,50 €', availability: 'InStock', crumbs: ['Visage', 'Lèvres'],
      description: ['Un baume nourrissant à la cire d’abeille, au calendula et à l’huile d’amande douce pour les lèvres sèches et gercées.', 'Stick en carton compostable de 4,5 g.'], specs: [['Contenance', '4,5 g'], ['Origine naturelle', '100 %']] }))));

  let cookieHits = 0;
  const fietsPage = product({ site: fietsdepot, name: 'Gazelle-stijl Transportfiets Cargo N7 zwart', brand: 'Fietsdepot Huismerk', sku: 'FD-CARGO-N7', price: '849.00', currency: 'EUR', priceText: '€ 849,00', availability: 'InStock', crumbs: ['Fietsen', 'Transportfietsen'],
    description: ['Stevige transportfiets met 7 versnellingen in de naaf, een voordrager tot 20 kg en een achterdrager tot 25 kg.', 'Met trommelremmen voor en achter en een gesloten kettingkast is deze fiets vrijwel onderhoudsvrij.'], specs: [['Versnellingen', 'Shimano Nexus 7'], ['Framemaat', '57 cm'], ['Gewicht', '21 kg']] });
  out.push(entry('cookie-self-nl', 'www.fietsdepot.nl', 'valid', 'a shop that sets a session cookie and 302-redirects to the same URL; with the cookie sent back it serves the product (a browser with a cookie jar gets the page): the cited source',
    (req, res, web) => {
      if (/(?:^|;\s*)fd_session=/.test(req.headers.cookie ?? '')) return serve(fietsPage)(req, res, web);
      cookieHits++;
      res.writeHead(302, { location: `${web.origin('www.fietsdepot.nl')}/fietsen/transportfiets-cargo-n7`, 'set-cookie': `fd_session=s${cookieHits}x7Qm2; Path=/; HttpOnly; SameSite=Lax`, 'content-type': 'text/html' });
      res.end('');
    }, { path: '/fietsen/transportfiets-cargo-n7' }));

  let onceHits = 0;
  const mercatoPage = product({ site: mercato, name: 'Set 3 padelle antiaderenti Pietra Lavica 20/24/28 cm', brand: 'Il Mercato della Casa', sku: 'MC-PAD-3', price: '59.90', currency: 'EUR', priceText: '59,90 €', availability: 'InStock', crumbs: ['Cucina', 'Padelle'],
    description: ['Tre padelle in alluminio forgiato con rivestimento effetto pietra lavica senza PFOA, adatte a tutti i piani cottura compresa l’induzione.', 'Manici in bachelite soft-touch; lavabili in lavastoviglie.'], specs: [['Diametri', '20, 24, 28 cm'], ['Induzione', 'Sì'], ['Garanzia', '2 anni']] });
  out.push(entry('once-503-it', 'www.ilmercatodellacasa.it', 'valid', 'a one-off 503 without Retry-After, then 200 with the product page: the cited source (retried)',
    (req, res, web) => {
      if (onceHits++ === 0) {
        res.writeHead(503, { 'content-type': 'text/html' });
        return res.end('<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>');
      }
      return serve(mercatoPage)(req, res, web);
    }, { path: '/cucina/padelle/set-3-padelle-pietra-lavica' }));

  out.push(entry('big-en-state', 'www.tidewateroutfitters.com', 'valid', 'a product page over 2 MB (server-rendered content first, then a ~2.6 MB catalogue-cache JSON blob): judged on its first 2 MB, the cited source',
    serve(product({ site: tidewater, name: 'Drift 45L Waterproof Duffel – Kelp Green', brand: 'Tidewater', sku: 'TW-DRF-45', price: '139.00', currency: 'USD', priceText: '$139.00', availability: 'InStock', bigState: 9000, crumbs: ['Gear', 'Bags'],
      description: ['A 45-litre duffel made from 840D TPU-laminated nylon with welded seams and a waterproof TIZIP zipper, rated IP67.', 'Removable padded backpack straps and four daisy-chain lash points. Weighs 1.3 kg.'],
      specs: [['Volume', '45 L'], ['Rating', 'IP67'], ['Weight', '1.3 kg'], ['Fabric', '840D TPU-laminated nylon']] })),
    { path: '/products/drift-45l-waterproof-duffel-kelp', quotes: [{ quote: 'a waterproof TIZIP zipper, rated IP67', present: true }] }));

  // ---- mismatch: soft 404s inside the shop chrome -------------------------------------------
  out.push(entry('s404-en', 'www.brambleandbirch.co.uk', 'mismatch', 'soft 404: HTTP 200 "Sorry, we couldn\'t find that page" with bestsellers grid, not the cited product',
    serve(notice({ site: bramble, title: 'Page not found | Bramble & Birch', heading: 'Sorry, we couldn\'t find that page', text: ['The page you were looking for may have moved, or the link may be out of date.', 'Try searching, or browse our bestsellers below.'], cards: [{ name: 'Linen Duvet Cover Set – King, Sage', price: '£145.00' }, { name: 'Waffle Bath Towel', price: '£28.00' }, { name: 'Wool Throw, Oatmeal', price: '£89.00' }, { name: 'Stoneware Mug Set', price: '£32.00' }], cardsTitle: 'Bestsellers' })),
    { path: '/products/merino-blanket-double-charcoal', context: { title: 'Merino Blanket Double – Charcoal' } }));
  out.push(entry('s404-de', 'shop.kessler-kuechentechnik.de', 'mismatch', 'German soft 404: 200 "Hoppla! Diese Seite gibt es leider nicht (mehr)" with product tiles',
    serve(notice({ site: kesslerShop, title: 'Seite nicht gefunden – Kessler Shop', heading: 'Hoppla! Diese Seite gibt es leider nicht (mehr).', text: ['Vielleicht hat sich ein Tippfehler eingeschlichen oder die Seite wurde verschoben.', 'Nutzen Sie unsere Suche oder stöbern Sie in unseren Topsellern.'], cards: cardsDe, cardsTitle: 'Topseller' })),
    { path: '/kochfelder/ki-7020-flex', context: { title: 'Induktionskochfeld KI 7020 Flex' } }));
  out.push(entry('s404-fr', 'www.maison-verlaine.fr', 'mismatch', 'French soft 404: 200 "Oups ! Cette page est introuvable" with suggestions',
    serve(notice({ site: verlaineShop, title: 'Page introuvable – Maison Verlaine', heading: 'Oups ! Cette page est introuvable', text: ['Le lien que vous avez suivi est peut-être erroné ou la page a été supprimée.', 'Découvrez plutôt nos best-sellers.'], cards: cardsFr })),
    { path: '/produits/serum-eclat-vitamine-c', context: { title: 'Sérum éclat Vitamine C' } }));
  out.push(entry('s404-ja', 'www.kakuyasu-denki.jp', 'mismatch', 'Japanese soft 404: 200 「お探しのページは見つかりませんでした」 with ranking tiles',
    serve(notice({ site: kakuyasu, title: 'ページが見つかりません｜カクヤス電器', heading: 'お探しのページは見つかりませんでした', text: ['お探しのページは、削除されたかURLが変更された可能性があります。', 'お手数ですが、トップページまたは検索からお探しください。'], cards: [{ name: 'ドラム式洗濯乾燥機 12kg', price: '198,000円' }, { name: '4Kテレビ 55型', price: '89,800円' }, { name: 'ノートパソコン 14型', price: '119,800円' }], cardsTitle: '人気ランキング' })),
    { path: '/item/4902530112345.html', context: { title: 'ドラム式洗濯乾燥機 DX-12 価格' } }));
  out.push(entry('s404-es', 'www.casaluz.es', 'mismatch', 'Spanish soft 404: 200 "Vaya, esta página no existe"',
    serve(notice({ site: casaLuz, title: 'Página no encontrada | Casa Luz Iluminación', heading: 'Vaya, esta página no existe', text: ['Es posible que el producto haya cambiado de dirección o que el enlace sea incorrecto.', 'Vuelve a la página de inicio o utiliza el buscador.'], cards: [{ name: 'Lámpara de pie Arco Nogal LED', price: '189,00 €' }, { name: 'Aplique Mimbre', price: '59,00 €' }] })),
    { path: '/producto/plafon-techo-ratan-60', context: { title: 'Plafón de techo ratán 60 cm' } }));

  // ---- mismatch: "no longer available" pages without the product (arguable) -----------------
  out.push(entry('gone-en', 'www.tidewateroutfitters.com', 'mismatch', 'ARGUABLE: a 200 "This product is no longer available" page that shows only the product name and similar items (no description, specs or price) — a live page that no longer carries the cited source → mismatch (rule 1)',
    serve(notice({ site: tidewater, title: 'Squall Insulated Parka – Women\'s | Tidewater Outfitters', heading: 'This product is no longer available', text: ['Squall Insulated Parka – Women\'s has been retired from our range.', 'You might like these similar styles instead.'], cards: [{ name: 'Harbor 3-in-1 Waterproof Jacket – Women\'s', price: '$249.00' }, { name: 'Cove Down Parka', price: '$319.00' }, { name: 'Tern Rain Shell', price: '$159.00' }], bodyClass: 'template-product product-unavailable' })),
    { path: '/products/squall-insulated-parka-womens', context: { title: 'Squall Insulated Parka – Women\'s' } }));
  out.push(entry('gone-de', 'www.lindenhof-weine.de', 'mismatch', 'German "Dieser Artikel ist leider nicht mehr verfügbar" page with alternatives only → mismatch (arguable, as gone-en)',
    serve(notice({ site: { name: 'Weinhandel Lindenhof', lang: 'de', kind: 'shop', cmp: 'plain' }, title: 'Riesling Spätlese 2019 Bernkasteler Badstube | Weinhandel Lindenhof', heading: 'Dieser Artikel ist leider nicht mehr verfügbar', text: ['Der Jahrgang ist ausverkauft und wird nicht mehr nachgeliefert.', 'Ähnliche Weine aus unserem Sortiment:'], cards: [{ name: 'Riesling Spätlese 2022 Graacher Himmelreich', price: '18,90 €' }, { name: 'Riesling Kabinett 2023 trocken', price: '12,50 €' }] })),
    { path: '/weine/mosel/riesling-spaetlese-2019-badstube', context: { title: 'Riesling Spätlese 2019 Bernkasteler Badstube' } }));
  out.push(entry('gone-it', 'www.ilmercatodellacasa.it', 'mismatch', 'Italian "Prodotto non più disponibile" page with alternatives only → mismatch (arguable, as gone-en)',
    serve(notice({ site: mercato, title: 'Prodotto non più disponibile | Il Mercato della Casa', heading: 'Ci dispiace, questo prodotto non è più disponibile', text: ['L’articolo che cercavi è stato rimosso dal catalogo.', 'Scopri le alternative selezionate per te.'], cards: [{ name: 'Set 3 padelle antiaderenti Pietra Lavica', price: '59,90 €' }, { name: 'Casseruola in ghisa 24 cm', price: '79,00 €' }] })),
    { path: '/cucina/pentole/pentola-a-pressione-6l', context: { title: 'Pentola a pressione 6 litri' } }));

  // ---- mismatch: redirects to category / home / search --------------------------------------
  out.push(entry('cat-en', 'shop.halvardhome.com', 'mismatch', 'a retired product URL 301-redirecting to its category listing (Kettles): not the cited product',
    redirect('/collections/kettles', 301), { path: '/products/aria-glass-kettle-2021-blue', context: { title: 'Aria Glass Kettle (2021) Blue' } }));
  out.push(target('cat-en-t', 'shop.halvardhome.com', '/collections/kettles',
    serve(category({ site: halvardShop, title: 'Kettles', intro: 'Fast-boil, quiet and cordless kettles in steel and glass.', count: '12 products', filters: ['Colour', 'Capacity', 'Price'], cards: cardsEn.slice(0, 4) }))));
  out.push(entry('cat-fr', 'www.maison-verlaine.fr', 'mismatch', 'French product URL 302-redirecting to the "Soins visage" category: not the cited product',
    redirect('/collections/soins-visage', 302), { path: '/produits/creme-nuit-rose-musquee', context: { title: 'Crème de nuit Rose musquée' } }));
  out.push(target('cat-fr-t', 'www.maison-verlaine.fr', '/collections/soins-visage',
    serve(category({ site: verlaineShop, title: 'Soins visage', intro: 'Crèmes, sérums et huiles pour le visage, formulés à Grasse.', count: '24 produits', filters: ['Type de peau', 'Prix'], cards: cardsFr }))));
  out.push(entry('cat-ja', 'www.kakuyasu-denki.jp', 'mismatch', 'Japanese product URL redirecting to the category list (掃除機): not the cited product',
    redirect('/category/cleaner/', 301), { path: '/item/4549980123456.html', context: { title: 'コードレス掃除機 CV-30 価格' } }));
  out.push(target('cat-ja-t', 'www.kakuyasu-denki.jp', '/category/cleaner/',
    serve(category({ site: kakuyasu, title: '掃除機', intro: 'コードレス掃除機・ロボット掃除機・キャニスター掃除機の一覧です。', count: '全248件', filters: ['メーカー', '価格帯', 'タイプ'], cards: [{ name: 'コードレス掃除機 CV-40', price: '39,800円' }, { name: 'ロボット掃除機 RC-600', price: '69,800円' }] }))));

  const homeEn = home({ site: { ...pixel, tagline: 'Tees for people who write code' }, hero: 'New drop: Merge Conflict collection', heroText: 'Soft tees and hoodies for developers, printed on demand in Portland.', sections: [['Bestsellers', [{ name: '404 Page Not Found – Classic Tee', price: '$24.00' }, { name: 'It Works On My Machine Hoodie', price: '$48.00' }]]] });
  out.push(entry('home-en', 'www.pixelthreads.com', 'mismatch', 'a removed product URL 301-redirecting to the shop\'s home page: not the cited product',
    redirect('/', 301), { path: '/products/sudo-make-me-a-sandwich-mug', context: { title: 'sudo make me a sandwich – Mug' } }));
  out.push(target('home-en-t', 'www.pixelthreads.com', '/', serve(homeEn)));
  out.push(entry('home-es', 'www.almazarasierrasur.es', 'mismatch', 'Spanish product URL 302-redirecting to the home page: not the cited product',
    redirect('/', 302), { path: '/tienda/aceite-picual-ecologico-3l', context: { title: 'Aceite picual ecológico 3 L' } }));
  out.push(target('home-es-t', 'www.almazarasierrasur.es', '/', serve(home({ site: almazara, hero: 'Aceite de oliva de nuestra almazara a tu mesa', heroText: 'Cosecha 2025/2026 ya disponible. Envío gratis a partir de 60 €.', sections: [['Lo más vendido', [{ name: 'Aceite de oliva virgen extra Hojiblanca 5 L', price: '42,50 €' }, { name: 'Estuche regalo 3 × 500 ml', price: '29,90 €' }]]] }))));
  out.push(entry('home-nl', 'www.fietsdepot.nl', 'mismatch', 'Dutch product URL 301-redirecting to the home page: not the cited product',
    redirect('/', 301), { path: '/fietsen/kinderfiets-20-inch-blauw', context: { title: 'Kinderfiets 20 inch blauw' } }));
  out.push(target('home-nl-t', 'www.fietsdepot.nl', '/', serve(home({ site: fietsdepot, hero: 'De grootste fietsenwinkel van Utrecht', heroText: 'Meer dan 600 fietsen op voorraad, proefrijden zonder afspraak.', sections: [['Populair', [{ name: 'Transportfiets Cargo N7', price: '€ 849,00' }, { name: 'E-bike Stad 500', price: '€ 1.999,00' }]]] }))));

  out.push(entry('srch-en', 'www.brambleandbirch.co.uk', 'mismatch', 'a product URL 302-redirecting to site search results for its name (a listing of other items): not the cited product',
    redirect('/search?q=merino+throw+grey&type=product', 302), { path: '/products/merino-throw-grey-2023', context: { title: 'Merino Throw – Grey (2023)' } }));
  out.push(target('srch-en-t', 'www.brambleandbirch.co.uk', '/search', serve(searchPage({ site: bramble, heading: 'Search results for "merino throw grey"', summary: '4 results', cards: [{ name: 'Wool Throw, Oatmeal', price: '£89.00' }, { name: 'Merino Blanket Double – Charcoal', price: '£165.00' }, { name: 'Cashmere Blend Throw', price: '£120.00' }, { name: 'Waffle Bath Towel', price: '£28.00' }] }))));
  out.push(entry('srch-de', 'www.lindenhof-weine.de', 'mismatch', 'German product URL redirecting to "Suchergebnisse für …": not the cited product',
    redirect('/suche?sSearch=Sp%C3%A4tburgunder+2020', 302), { path: '/weine/baden/spaetburgunder-2020-kaiserstuhl', context: { title: 'Spätburgunder 2020 Kaiserstuhl' } }));
  out.push(target('srch-de-t', 'www.lindenhof-weine.de', '/suche', serve(searchPage({ site: { name: 'Weinhandel Lindenhof', lang: 'de', kind: 'shop', cmp: 'plain' }, heading: 'Suchergebnisse für „Spätburgunder 2020“', summary: '7 Treffer', cards: [{ name: 'Spätburgunder 2021 Kaiserstuhl', price: '16,90 €' }, { name: 'Spätburgunder Rosé 2023', price: '9,90 €' }, { name: 'Spätburgunder Reserve 2019', price: '34,00 €' }] }))));
  out.push(entry('srch-empty-en', 'shop.halvardhome.com', 'mismatch', 'a product URL 302-redirecting to a site search with 0 results: not the cited product',
    redirect('/search?q=HSV-900', 302), { path: '/products/hsv-900-steam-mop', context: { title: 'HSV-900 Steam Mop' } }));
  out.push(target('srch-empty-en-t', 'shop.halvardhome.com', '/search', serve(searchPage({ site: halvardShop, heading: 'Search results', summary: '0 results for "HSV-900"', cards: [], empty: { text: 'Sorry, we couldn\'t find any products matching "HSV-900".', tips: ['Check the spelling', 'Use fewer or more general words', 'Browse by category'] }, popular: cardsEn.slice(0, 3) }))));
  out.push(entry('srch-empty-pl', 'www.domowyrynek.pl', 'mismatch', 'Polish path-style search page cited directly: "Nie znaleziono produktów" (0 results) — no source',
    serve(searchPage({ site: allegroLike, heading: 'Wyniki wyszukiwania: „ekspres przelewowy Halvard BrewStation”', summary: 'Znaleziono 0 produktów', cards: [], empty: { text: 'Niestety, nie znaleźliśmy produktów pasujących do zapytania.', tips: ['Sprawdź pisownię', 'Użyj bardziej ogólnych słów'] }, popular: [{ name: 'Czajnik elektryczny 1,7 l', price: '129,00 zł' }, { name: 'Toster 2-kromkowy', price: '99,00 zł' }] })),
    { path: '/szukaj/ekspres-przelewowy-halvard-brewstation', context: { title: 'Halvard Brew Station ekspres przelewowy – cena' } }));
  out.push(entry('srch-empty-ko', 'www.nurimarket.co.kr', 'mismatch', 'Korean path-style search page cited directly: "검색 결과가 없습니다" (0 results) — no source',
    serve(searchPage({ site: kmall, heading: '"한빛 HB-700 블렌더" 검색 결과', summary: '총 0개의 상품', cards: [], empty: { text: '검색 결과가 없습니다. 다른 검색어를 입력해 주세요.', tips: ['검색어의 철자가 정확한지 확인해 주세요', '보다 일반적인 검색어로 다시 검색해 주세요'] } })),
    { path: '/search/%ED%95%9C%EB%B9%9B-HB-700', context: { title: '한빛 HB-700 블렌더 최저가' } }));

  out.push(entry('parked-en', 'www.aerobrewkettles.com', 'mismatch', 'a small appliance brand\'s lapsed domain now a parked "This domain may be for sale" page: not the cited source',
    (_req, res) => write(res, { body: parked('aerobrewkettles.com') }), { path: '/products/aerobrew-pro', context: { title: 'AeroBrew Pro Smart Kettle' } }));

  // ---- invalid: dead links -------------------------------------------------------------------
  const shop404 = (site: Site, heading: string, text: string[], code = '404') => notice({ site, title: `${code} | ${site.name}`, heading, text, status: code, cards: [] });
  out.push(entry('404-en', 'www.tidewateroutfitters.com', 'invalid', 'HTTP 404 with a full shop 404 page: a dead link',
    serve(shop404(tidewater, 'Page not found', ['We looked everywhere but couldn\'t find this page.', 'Head back to the home page or try a search.']), { status: 404 }), { path: '/products/gale-softshell-vest-mens' }));
  out.push(entry('404-de', 'www.lindenhof-weine.de', 'invalid', 'HTTP 404 (German shop chrome): a dead link',
    serve(shop404({ name: 'Weinhandel Lindenhof', lang: 'de', kind: 'shop', cmp: 'plain' }, 'Seite nicht gefunden', ['Die angeforderte Seite existiert nicht.']), { status: 404 }), { path: '/weine/pfalz/grauburgunder-2018' }));
  out.push(entry('404-fr', 'www.maison-verlaine.fr', 'invalid', 'HTTP 404 (French shop chrome): a dead link',
    serve(shop404(verlaineShop, 'Erreur 404 – page introuvable', ['Cette page n’existe pas ou plus.']), { status: 404 }), { path: '/produits/coffret-noel-2023' }));
  out.push(entry('404-ja', 'shop.minato-denki.co.jp', 'invalid', 'HTTP 404 in EUC-JP: a dead link',
    serve(shop404(minatoShop, '404 Not Found　ページが見つかりません', ['指定されたページは存在しません。']), { status: 404, charset: 'euc-jp' }), { path: '/item/MR-E10-W.html' }));
  out.push(entry('404-zh', 'mall.huasheng-appliance.com.cn', 'invalid', 'HTTP 404 on a Chinese mall: a dead link',
    serve(shop404(huashengMall, '抱歉，您访问的页面不存在', ['该商品可能已下架或链接有误。']), { status: 404 }), { path: '/item/100023456789.html' }));
  out.push(entry('404-ru', 'www.tehnodvor.ru', 'invalid', 'HTTP 404 in windows-1251: a dead link',
    serve(shop404(tehnopark, 'Страница не найдена', ['Возможно, товар снят с продажи или ссылка устарела.']), { status: 404, charset: 'windows-1251' }), { path: '/catalog/konditsionery/split-sistema-sv-09' }));
  out.push(entry('404-pt', 'www.lojaipe.com.br', 'invalid', 'HTTP 404 on a Brazilian shop: a dead link',
    serve(shop404(lojaIpe, 'Página não encontrada', ['O endereço que você acessou não existe.']), { status: 404 }), { path: '/produto/cafeteira-italiana-6-xicaras' }));
  out.push(entry('410-de', 'shop.kessler-kuechentechnik.de', 'invalid', 'HTTP 410 Gone for a delisted product: a dead link',
    serve(shop404(kesslerShop, 'Dieser Artikel wurde dauerhaft entfernt', ['Der Artikel ist nicht mehr Teil unseres Sortiments.'], '410'), { status: 410 }), { path: '/backoefen/bo-450-einbaubackofen' }));
  out.push(entry('redir-404-en', 'www.brambleandbirch.co.uk', 'invalid', 'a 301 to a new URL that answers 404: a dead link',
    redirect('/products/copper-bath-caddy-v2', 301), { path: '/products/copper-bath-caddy' }));
  out.push(target('redir-404-en-t', 'www.brambleandbirch.co.uk', '/products/copper-bath-caddy-v2',
    serve(shop404(bramble, 'Page not found', ['This page doesn\'t exist.']), { status: 404 })));
  out.push(entry('loop-en', 'www.pixelthreads.com', 'invalid', 'a redirect loop between two URLs (a → b → a …): no answer',
    redirect('/collections/mugs/stack-overflow-mug', 302), { path: '/products/stack-overflow-mug' }));
  out.push(target('loop-en-t', 'www.pixelthreads.com', '/collections/mugs/stack-overflow-mug', redirect('/products/stack-overflow-mug', 302)));
  out.push(entry('loop-cookie-sv', 'www.nordkulla.se', 'invalid', 'a self-redirect that sets a cookie but ignores it when sent back (302 to itself forever): a redirect loop',
    (_req, res, web) => { res.writeHead(302, { location: `${web.origin('www.nordkulla.se')}/soffor/alva-2-sits`, 'set-cookie': 'nk_geo=SE; Path=/', 'content-type': 'text/html' }); res.end(''); },
    { path: '/soffor/alva-2-sits' }));
  out.push(entry('unsafe-meta', 'www.casaluz.es', 'invalid', 'a 302 to the cloud metadata address 169.254.169.254: unsafe target',
    redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/', 302), { path: '/producto/aplique-mimbre' }));
  out.push(entry('unsafe-private', 'www.fietsdepot.nl', 'invalid', 'a 301 to a private address (10.20.30.40): unsafe target',
    redirect('http://10.20.30.40/fietsen/e-bike-stad-500', 301), { path: '/fietsen/e-bike-stad-500' }));
  out.push(entry('unsafe-scheme', 'www.domowyrynek.pl', 'invalid', 'a 302 to a file: URL: unsafe target',
    redirect('file:///etc/passwd', 302), { path: '/produkt/czajnik-elektryczny-17' }));
  out.push(entry('malformed-1', 'www.tehnodvor.ru', 'invalid', 'the server answers with a non-HTTP banner (SSH greeting) instead of a response: malformed',
    rawAnswer(() => Buffer.from('SSH-2.0-OpenSSH_8.9p1 Ubuntu-3ubuntu0.6\r\nProtocol mismatch.\n')), { path: '/catalog/konditsionery/split-sistema-sv-12' }));
  out.push(entry('malformed-2', 'www.nurimarket.co.kr', 'invalid', 'a response with an impossible status line and garbage headers: malformed',
    rawAnswer(() => Buffer.from('HTTP/1.1 2OO OK\r\nContent-Length: banana\r\n\x00\x01\r\n\r\n<html>')), { path: '/goods/100998877' }));
  out.push(entry('junk-1', 'www.lojaipe.com.br', 'invalid', 'binary junk (random bytes) served as text/html 200: not a page',
    (_req, res) => write(res, { body: junk(0x9e3779b9, 48000), type: 'text/html; charset=UTF-8' }), { path: '/produto/jogo-de-panelas-5-pecas' }));
  out.push(entry('junk-2', 'mall.huasheng-appliance.com.cn', 'invalid', 'binary junk served as text/html 200 (a truncated image blob): not a page',
    (_req, res) => write(res, { body: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), junk(0x1234567, 30000)]), type: 'text/html' }), { path: '/item/100034567890.html' }));

  return out;
}

/**
 * blind17 (see blind17.ts for provenance and labels): corporate newsrooms, investor-relations pages
 * and annual reports as PDF — the company sources of a market-research report.
 */
import { entry, pdf, redirect, target, wrap, write, urlOf, type Entry, type Send } from './blindkit';
import type { Handler } from './corpus';
import { irResults, pressRelease, type Site } from './blind17pages';

export const serve = (build: (url: string) => string, o: Omit<Send, 'body'> = {}): Handler => (req, res, web) => write(res, { ...o, body: build(urlOf(req, web)) });

const halvard: Site = { name: 'Halvard Home', lang: 'en', kind: 'corp', locale: 'en-GB' };
const kessler: Site = { name: 'Kessler Küchentechnik AG', lang: 'de', kind: 'corp', cmp: 'usercentrics' };
const verlaine: Site = { name: 'Maison Verlaine', lang: 'fr', kind: 'corp', charset: 'windows-1252', cmp: 'didomi' };
const almendra: Site = { name: 'Grupo Almendra', lang: 'es', kind: 'corp', cmp: 'onetrust' };
const torreverde: Site = { name: 'Caffè Torreverde', lang: 'it', kind: 'corp', cmp: 'iubenda' };
const minato: Site = { name: 'ミナト電機株式会社', lang: 'ja', kind: 'corp', charset: 'shift_jis', cmp: 'plain' };
const huasheng: Site = { name: '华晟家电', lang: 'zh', kind: 'corp', charset: 'gbk', cmp: 'none' };
const hanbit: Site = { name: '한빛전자', lang: 'ko', kind: 'corp', charset: 'euc-kr', cmp: 'none' };
const severny: Site = { name: 'ГК «Северный ветер»', lang: 'ru', kind: 'corp', charset: 'windows-1251', cmp: 'plain' };
const wisla: Site = { name: 'Grupa Wisła Spożywcza', lang: 'pl', kind: 'corp', charset: 'iso-8859-2', cmp: 'plain' };
const nordkulla: Site = { name: 'Nordkulla Möbler', lang: 'sv', kind: 'corp', cmp: 'cookiebot' };
const serra: Site = { name: 'Cervejaria Serra Alta', lang: 'pt', kind: 'corp', locale: 'pt-BR', cmp: 'plain' };
const anadolu: Site = { name: 'Anadolu Tekstil A.Ş.', lang: 'tr', kind: 'corp', charset: 'iso-8859-9', cmp: 'plain' };
const nakhla: Site = { name: 'مجموعة النخلة للأغذية', lang: 'ar', kind: 'corp', charset: 'windows-1256', cmp: 'plain' };
const horec: Site = { name: 'Pivovar Hořec a.s.', lang: 'cs', kind: 'corp', charset: 'windows-1250', cmp: 'plain' };
const vandalen: Site = { name: 'Van Dalen Fietsen', lang: 'nl', kind: 'corp', cmp: 'cookiebot' };
const prwire: Site = { name: 'BusinessWire Direct', lang: 'en', kind: 'media', cmp: 'onetrust', locale: 'en-US' };

export function corpEntries(): Entry[] {
  const out: Entry[] = [];

  // --- press releases (valid) -------------------------------------------------------------
  out.push(entry('pr-en-halvard', 'newsroom.halvardhome.com', 'valid', 'a company press release on its own newsroom (nav, OneTrust banner, share links, boilerplate): the cited source',
    serve(pressRelease({ site: halvard, title: 'Halvard Home reports 14% rise in small-appliance sales as air fryers overtake toasters', subtitle: 'UK like-for-like revenue up 9.2% in the third quarter; online share reaches 41%', date: '2026-10-22', dateText: '22 October 2026', city: 'LEEDS',
      body: [
        'Halvard Home plc, the British maker of kitchen and laundry appliances, today reported that sales of small appliances grew 14% year on year in the three months to 30 September 2026, driven by air fryers, multi-cookers and cordless stick vacuums.',
        'Air fryers became the group’s best-selling small appliance for the first time, overtaking toasters and kettles, with 212,000 units sold in the quarter across the United Kingdom and Ireland. Online sales accounted for 41% of revenue, up from 36% a year earlier.',
        '“Households are replacing the oven for everyday meals,” said Priya Raman, Chief Executive of Halvard Home. “Our research shows that energy cost is now the second most common reason customers give for buying an air fryer, after speed.”',
        'Large appliances were flat, with a weaker built-in oven market offset by growth in heat-pump tumble dryers. The group confirmed its full-year guidance of adjusted operating profit between £61 million and £66 million.',
      ], boilerplate: 'Halvard Home plc designs and sells kitchen, laundry and floor-care appliances in 14 countries. Founded in Leeds in 1952, it employs 3,100 people.', contact: 'Press office: press@halvardhome.com, +44 113 496 0123', downloads: ['Product images (ZIP, 24 MB)', 'Q3 trading statement (PDF)'] })),
    { context: { title: 'Halvard Home reports 14% rise in small-appliance sales as air fryers overtake toasters' }, meta: { title: ['Halvard Home reports 14% rise in small-appliance sales as air fryers overtake toasters'], publisher: ['Halvard Home'], published: ['2026-10-22'] },
      quotes: [{ quote: 'Households are replacing the oven for everyday meals', present: true }, { quote: 'Online sales accounted for 45% of revenue', present: false }] }));

  out.push(entry('pr-de-kessler', 'www.kessler-kuechentechnik.de', 'valid', 'German press release (Usercentrics CMP, JSON-LD NewsArticle): the cited source',
    serve(pressRelease({ site: kessler, title: 'Kessler steigert Umsatz mit Einbaugeräten im ersten Halbjahr um 6,8 Prozent', date: '2026-07-30', dateText: '30. Juli 2026', city: 'Heilbronn',
      body: [
        'Die Kessler Küchentechnik AG hat im ersten Halbjahr 2026 einen Umsatz von 418,3 Millionen Euro erzielt, ein Plus von 6,8 Prozent gegenüber dem Vorjahreszeitraum.',
        'Wachstumstreiber waren Induktionskochfelder mit integriertem Dunstabzug sowie Dampfbacköfen. Der Anteil des Exports stieg auf 47 Prozent; besonders stark entwickelten sich die Märkte in Österreich, der Schweiz und Polen.',
        '„Der Küchenfachhandel bleibt trotz schwacher Baukonjunktur unser wichtigster Absatzkanal“, sagte Vorstandsvorsitzende Dr. Andrea Vogt. Gleichzeitig baue Kessler den Direktvertrieb über den eigenen Onlineshop aus.',
        'Für das Gesamtjahr bestätigt der Vorstand die Prognose eines Umsatzwachstums im mittleren einstelligen Prozentbereich.',
      ], boilerplate: 'Die Kessler Küchentechnik AG mit Sitz in Heilbronn entwickelt und fertigt Einbaugeräte für die Küche und beschäftigt rund 2.400 Mitarbeitende.', contact: 'Unternehmenskommunikation, presse@kessler-kuechentechnik.de, Tel. +49 7131 55 40-0' })),
    { path: '/presse/pressemitteilungen/2026/halbjahr-umsatz', meta: { title: ['Kessler steigert Umsatz mit Einbaugeräten im ersten Halbjahr um 6,8 Prozent'], publisher: ['Kessler Küchentechnik AG'], published: ['2026-07-30'] },
      quotes: [{ quote: 'Der Anteil des Exports stieg auf 47 Prozent', present: true }] }));

  out.push(entry('pr-fr-verlaine', 'presse.maison-verlaine.fr', 'valid', 'French press release in windows-1252 with curly apostrophes, guillemets and € (quote typed with straight apostrophes): the cited source',
    serve(pressRelease({ site: verlaine, title: 'Maison Verlaine dépasse les 100 millions d’euros de chiffre d’affaires grâce aux soins solides', date: '2026-09-15', dateText: '15 septembre 2026', city: 'Grasse',
      body: [
        'Maison Verlaine, marque française de cosmétiques naturels, annonce un chiffre d’affaires de 103,6 millions d’euros sur son exercice clos le 30 juin 2026, en hausse de 18 %.',
        'Les shampooings et savons solides représentent désormais 38 % des ventes, contre 29 % il y a deux ans. « Nos clientes achètent moins d’emballage et plus de produit », explique Claire Marchand, directrice générale.',
        'La marque, distribuée dans 2 300 pharmacies et sur son site, prévoit d’ouvrir cinq boutiques en propre en 2027. Le prix moyen d’un panier en ligne atteint 46 €.',
        'Maison Verlaine investira 12 millions d’euros dans son site de production de Grasse pour doubler sa capacité de fabrication de soins solides.',
      ], boilerplate: 'Fondée en 1998 à Grasse, Maison Verlaine conçoit et fabrique des cosmétiques d’origine naturelle vendus dans 21 pays.', contact: 'Contact presse : Agence Mistral, presse@maison-verlaine.fr' }), { charset: 'windows-1252' }),
    { path: '/communiques/2026/chiffre-affaires-exercice-2026', meta: { title: ['Maison Verlaine dépasse les 100 millions d’euros de chiffre d’affaires grâce aux soins solides'], publisher: ['Maison Verlaine'], published: ['2026-09-15'] },
      quotes: [{ quote: "Nos clientes achètent moins d'emballage et plus de produit", present: true }, { quote: 'Le prix moyen d\'un panier en ligne atteint 52 €', present: false }] }));

  out.push(entry('pr-es-almendra', 'www.grupoalmendra.es', 'valid', 'Spanish press release (OneTrust, JSON-LD): the cited source',
    serve(pressRelease({ site: almendra, title: 'Grupo Almendra lanza una gama de bebidas vegetales sin azúcares añadidos', date: '2026-05-12', dateText: '12 de mayo de 2026', city: 'Valencia',
      body: [
        'Grupo Almendra ha presentado hoy una nueva gama de cinco bebidas vegetales sin azúcares añadidos, elaboradas con almendra, avena y arroz de cultivo nacional.',
        'Según datos de la compañía, el mercado español de bebidas vegetales creció un 7,4 % en volumen en 2025 y ya representa el 11 % de las ventas de leche y derivados en supermercados.',
        'La nueva gama se venderá a un precio recomendado de 1,89 euros por litro y estará disponible en las principales cadenas de distribución a partir de junio.',
        '«El consumidor busca etiquetas cortas y origen local», afirmó Javier Roca, director de marketing del grupo.',
      ], boilerplate: 'Grupo Almendra es una empresa alimentaria familiar fundada en 1964 con cuatro plantas de producción en la Comunidad Valenciana.', contact: 'Comunicación: prensa@grupoalmendra.es' })),
    { path: '/sala-de-prensa/notas/gama-bebidas-vegetales', meta: { title: ['Grupo Almendra lanza una gama de bebidas vegetales sin azúcares añadidos'], publisher: ['Grupo Almendra'], published: ['2026-05-12'] } }));

  out.push(entry('pr-it-torreverde', 'www.torreverde.it', 'valid', 'Italian press release (iubenda banner, microdata instead of JSON-LD): the cited source',
    serve(pressRelease({ site: torreverde, title: 'Caffè Torreverde: le capsule compostabili raggiungono il 30% delle vendite', date: '2026-03-03', dateText: '3 marzo 2026', city: 'Trieste', ld: 'microdata',
      body: [
        'Caffè Torreverde S.p.A. comunica che le capsule compostabili hanno raggiunto nel 2025 il 30% dei volumi venduti in Italia, rispetto al 12% del 2023.',
        'Il fatturato consolidato è salito a 286 milioni di euro (+5,1%), con una crescita a doppia cifra nei mercati di Germania e Austria.',
        '“Il consumatore italiano è disposto a pagare qualche centesimo in più per una capsula che finisce nell’umido”, ha dichiarato l’amministratore delegato Marco Sbisà.',
        'L’azienda prevede di convertire entro il 2028 l’intera produzione di capsule a materiali compostabili.',
      ], boilerplate: 'Fondata a Trieste nel 1921, Caffè Torreverde torrefà e distribuisce caffè in 60 Paesi.', contact: 'Ufficio stampa: stampa@torreverde.it' })),
    { path: '/press/comunicati/capsule-compostabili-2025', meta: { title: ['Caffè Torreverde: le capsule compostabili raggiungono il 30% delle vendite'], publisher: ['Caffè Torreverde'], published: ['2026-03-03'] } }));

  out.push(entry('pr-ja-minato', 'www.minato-denki.co.jp', 'valid', 'Japanese news release in Shift_JIS: the cited source',
    serve(pressRelease({ site: minato, title: 'ロボット掃除機の国内出荷台数、前年比21％増　共働き世帯の需要が拡大', date: '2026-11-05', dateText: '2026年11月5日', city: '東京',
      body: [
        'ミナト電機株式会社は本日、2026年度上期のロボット掃除機の国内出荷台数が前年同期比21％増の38万台になったと発表しました。',
        '共働き世帯の増加に加え、水拭き機能とゴミ自動収集ステーションを備えた上位機種の販売が好調でした。上位機種の平均販売価格は税込8万9千円です。',
        '同社の調査によると、ロボット掃除機の世帯普及率は14.2％に達し、3年前から4.8ポイント上昇しました。',
        '代表取締役社長の佐藤健一は「家事の時間を減らしたいというニーズは今後も続く」とコメントしています。',
      ], boilerplate: 'ミナト電機株式会社は1958年創業の家電メーカーです。', contact: '広報部　TEL 03-5555-0199' }), { charset: 'shift_jis' }),
    { path: '/news/2026/1105.html', meta: { title: ['ロボット掃除機の国内出荷台数、前年比21％増　共働き世帯の需要が拡大'], published: ['2026-11-05'] },
      quotes: [{ quote: 'ロボット掃除機の世帯普及率は14.2％に達し', present: true }, { quote: 'ロボット掃除機の世帯普及率は24.2％に達し', present: false }] }));

  out.push(entry('pr-zh-huasheng', 'www.huasheng-appliance.com.cn', 'valid', 'Chinese news release in GBK, no banner: the cited source',
    serve(pressRelease({ site: huasheng, title: '华晟家电发布2026年前三季度业绩：洗碗机销量同比增长32%', date: '2026-10-28', dateText: '2026年10月28日', city: '佛山',
      body: [
        '华晟家电今日公布2026年前三季度经营数据，公司实现营业收入127.6亿元，同比增长9.3%。',
        '其中，洗碗机销量同比增长32%，成为增速最快的品类；嵌入式蒸烤一体机销量增长18%。线上渠道收入占比提升至46%。',
        '公司董事长陈立新表示，厨房电器正从“可选”变为“标配”，下沉市场的需求潜力仍然巨大。',
        '公司预计全年营业收入将保持中高个位数增长。',
      ], boilerplate: '华晟家电创立于1994年，总部位于广东佛山，主要从事厨房电器和生活电器的研发与制造。', contact: '品牌公关部 press@huasheng-appliance.com.cn' }), { charset: 'gbk' }),
    { path: '/news/20261028/q3-results.html', meta: { published: ['2026-10-28'] }, quotes: [{ quote: '洗碗机销量同比增长32%', present: true }] }));

  out.push(entry('pr-ko-hanbit', 'www.hanbit-elec.co.kr', 'valid', 'Korean press release in EUC-KR: the cited source',
    serve(pressRelease({ site: hanbit, title: '한빛전자, 무선 청소기 국내 점유율 1위 탈환', date: '2026-08-19', dateText: '2026년 8월 19일', city: '서울',
      body: [
        '한빛전자는 올해 상반기 국내 무선 청소기 시장에서 점유율 27%를 기록하며 1위를 되찾았다고 19일 밝혔다.',
        '물걸레 겸용 모델과 자동 먼지 비움 스테이션을 갖춘 신제품이 판매를 이끌었으며, 온라인 판매 비중은 58%에 달했다.',
        '한빛전자 관계자는 "1인 가구와 반려동물 가구를 중심으로 고성능 무선 청소기 수요가 꾸준히 늘고 있다"고 말했다.',
        '회사는 하반기에 동남아시아 시장 진출을 확대할 계획이다.',
      ], boilerplate: '한빛전자는 1987년 설립된 생활가전 전문 기업이다.', contact: '홍보팀 02-555-0147' }), { charset: 'euc-kr' }),
    { path: '/pr/news/view/20260819', meta: { published: ['2026-08-19'] }, quotes: [{ quote: '온라인 판매 비중은 58%에 달했다', present: true }] }));

  out.push(entry('pr-ru-severny', 'www.severny-veter.ru', 'valid', 'Russian press release in windows-1251: the cited source',
    serve(pressRelease({ site: severny, title: '«Северный ветер» увеличил продажи кондиционеров на 24% по итогам сезона', date: '2026-09-09', dateText: '9 сентября 2026 года', city: 'Санкт-Петербург',
      body: [
        'Группа компаний «Северный ветер» подвела итоги сезона продаж климатической техники: реализация кондиционеров выросла на 24% в натуральном выражении.',
        'Наибольший спрос пришёлся на инверторные сплит-системы мощностью 2,5–3,5 кВт, средняя цена которых составила 41 500 рублей.',
        '«Жаркое лето и рост онлайн-продаж позволили нам превзойти план», — отметил генеральный директор Алексей Громов.',
        'Доля интернет-канала в продажах компании достигла 37%.',
      ], boilerplate: 'ГК «Северный ветер» — производитель и дистрибьютор климатической техники, основана в 2001 году.', contact: 'Пресс-служба: press@severny-veter.ru' }), { charset: 'windows-1251' }),
    { path: '/press/news/itogi-sezona-2026', meta: { published: ['2026-09-09'] }, quotes: [{ quote: 'Доля интернет-канала в продажах компании достигла 37%', present: true }] }));

  out.push(entry('pr-pl-wisla', 'www.wisla-spozywcza.pl', 'valid', 'Polish press release in ISO-8859-2: the cited source',
    serve(pressRelease({ site: wisla, title: 'Grupa Wisła Spożywcza zwiększa eksport przetworów owocowych o 19 proc.', date: '2026-04-21', dateText: '21 kwietnia 2026', city: 'Sandomierz',
      body: [
        'Grupa Wisła Spożywcza odnotowała w 2025 roku wzrost eksportu przetworów owocowych o 19 proc., do 214 mln zł.',
        'Największymi odbiorcami pozostają Niemcy, Czechy i Wielka Brytania. Udział konfitur o obniżonej zawartości cukru w sprzedaży wzrósł do 33 proc.',
        '„Klienci za granicą szukają polskich owoców w prostym składzie” – powiedziała prezes zarządu Małgorzata Zielińska.',
        'Spółka planuje uruchomienie nowej linii do produkcji musów owocowych w saszetkach w trzecim kwartale.',
      ], boilerplate: 'Grupa Wisła Spożywcza to producent przetworów owocowych i warzywnych działający od 1991 roku.', contact: 'Biuro prasowe: media@wisla-spozywcza.pl' }), { charset: 'iso-8859-2' }),
    { path: '/biuro-prasowe/eksport-2025', meta: { published: ['2026-04-21'] }, quotes: [{ quote: 'Udział konfitur o obniżonej zawartości cukru w sprzedaży wzrósł do 33 proc.', present: true }] }));

  out.push(entry('pr-sv-nordkulla', 'press.nordkulla.se', 'valid', 'Swedish press release (Cookiebot dialog markup): the cited source',
    serve(pressRelease({ site: nordkulla, title: 'Nordkulla Möbler öppnar tre nya varuhus och ökar nätförsäljningen med 31 procent', date: '2026-02-11', dateText: '11 februari 2026', city: 'Jönköping',
      body: [
        'Nordkulla Möbler ökade sin omsättning till 2,4 miljarder kronor under 2025, en ökning med 8 procent jämfört med föregående år.',
        'Nätförsäljningen ökade med 31 procent och står nu för en fjärdedel av omsättningen. Soffor och sängar var de mest sålda kategorierna.',
        '– Kunderna vill se och känna på soffan i butik men beställer ofta hemifrån, säger vd Lena Björk.',
        'Under 2026 öppnar företaget nya varuhus i Umeå, Örebro och Helsingborg.',
      ], boilerplate: 'Nordkulla Möbler grundades 1973 och har 42 varuhus i Sverige och Norge.', contact: 'Presskontakt: press@nordkulla.se' })),
    { path: '/pressmeddelanden/bokslut-2025', meta: { title: ['Nordkulla Möbler öppnar tre nya varuhus och ökar nätförsäljningen med 31 procent'], publisher: ['Nordkulla Möbler'], published: ['2026-02-11'] } }));

  out.push(entry('pr-pt-serra', 'www.serraalta.com.br', 'valid', 'Brazilian Portuguese press release of a brewery (no age gate on the press room): the cited source',
    serve(pressRelease({ site: serra, title: 'Cervejaria Serra Alta amplia fábrica e mira 15% do mercado de cervejas artesanais no Sul', date: '2026-06-02', dateText: '2 de junho de 2026', city: 'Blumenau',
      body: [
        'A Cervejaria Serra Alta anunciou nesta terça-feira investimento de R$ 48 milhões na ampliação de sua fábrica em Blumenau, que passará a produzir 9 milhões de litros por ano.',
        'Segundo a empresa, o segmento de cervejas artesanais cresceu 12% em 2025 na Região Sul, enquanto o mercado total de cervejas ficou estável.',
        '“Queremos chegar a 15% do mercado artesanal do Sul até 2028”, disse o diretor-presidente Rafael Koch.',
        'A ampliação deve gerar 120 empregos diretos.',
      ], boilerplate: 'Fundada em 2009, a Cervejaria Serra Alta produz cervejas especiais vendidas em todo o Brasil.', contact: 'Assessoria de imprensa: imprensa@serraalta.com.br' })),
    { path: '/imprensa/ampliacao-fabrica-2026', meta: { title: ['Cervejaria Serra Alta amplia fábrica e mira 15% do mercado de cervejas artesanais no Sul'], publisher: ['Cervejaria Serra Alta'], published: ['2026-06-02'] } }));

  out.push(entry('pr-tr-anadolu', 'www.anadolutekstil.com.tr', 'valid', 'Turkish press release in ISO-8859-9: the cited source',
    serve(pressRelease({ site: anadolu, title: 'Anadolu Tekstil, ev tekstili ihracatında yüzde 17 büyüdü', date: '2026-01-27', dateText: '27 Ocak 2026', city: 'Denizli',
      body: [
        'Anadolu Tekstil A.Ş., 2025 yılında ev tekstili ihracatını yüzde 17 artırarak 186 milyon dolara ulaştırdı.',
        'Şirketin en büyük pazarları Almanya, Hollanda ve Birleşik Krallık oldu. Organik pamuklu nevresim takımlarının satışları iki katına çıktı.',
        'Yönetim Kurulu Başkanı Mehmet Aydın, "Avrupalı perakendeciler tedarik zincirini Türkiye\'ye yaklaştırıyor" dedi.',
        'Şirket, 2026 yılında Denizli\'deki tesisine güneş enerjisi santrali kurmayı planlıyor.',
      ], boilerplate: 'Anadolu Tekstil 1978 yılında Denizli\'de kurulmuştur.', contact: 'Kurumsal İletişim: basin@anadolutekstil.com.tr' }), { charset: 'iso-8859-9' }),
    { path: '/basin-odasi/ihracat-2025', meta: { published: ['2026-01-27'] }, quotes: [{ quote: 'Organik pamuklu nevresim takımlarının satışları iki katına çıktı', present: true }] }));

  out.push(entry('pr-ar-nakhla', 'www.alnakhla-foods.ae', 'valid', 'Arabic press release, right-to-left, windows-1256: the cited source',
    serve(pressRelease({ site: nakhla, title: 'مجموعة النخلة للأغذية تحقق نمواً بنسبة 11% في مبيعات التمور المعبأة', date: '2026-03-18', dateText: '18 مارس 2026', city: 'دبي',
      body: [
        'أعلنت مجموعة النخلة للأغذية اليوم أن مبيعاتها من التمور المعبأة ارتفعت بنسبة 11% خلال عام 2025 لتصل إلى 640 مليون درهم.',
        'وجاء النمو مدفوعاً بالطلب في أسواق الخليج وأوروبا، حيث ارتفعت الصادرات إلى ألمانيا وفرنسا بنسبة 23%.',
        'وقال الرئيس التنفيذي للمجموعة خالد المنصوري إن المستهلكين يبحثون عن وجبات خفيفة طبيعية وصحية.',
        'وتخطط المجموعة لافتتاح مصنع تعبئة جديد في العين خلال عام 2027.',
      ], boilerplate: 'تأسست مجموعة النخلة للأغذية عام 1985 وتعمل في إنتاج وتعبئة التمور والمنتجات الغذائية.', contact: 'إدارة الاتصال المؤسسي: media@alnakhla-foods.ae' }), { charset: 'windows-1256' }),
    { path: '/ar/media-centre/news/2025-results', meta: { published: ['2026-03-18'] } }));

  out.push(entry('pr-cs-horec', 'www.pivovar-horec.cz', 'valid', 'Czech press release in windows-1250 (a brewery\'s press room without age gate): the cited source',
    serve(pressRelease({ site: horec, title: 'Pivovar Hořec loni prodal rekordních 412 tisíc hektolitrů piva', date: '2026-02-24', dateText: '24. února 2026', city: 'Pardubice',
      body: [
        'Pivovar Hořec zvýšil v roce 2025 výstav o 4,5 procenta na 412 tisíc hektolitrů piva, což je nejvíce v jeho historii.',
        'Rostl zejména prodej nealkoholických piv, jejichž podíl na celkovém výstavu dosáhl 9 procent. Export do Německa a na Slovensko vzrostl o pětinu.',
        '„Lidé pijí méně, ale kvalitněji,“ uvedl generální ředitel Tomáš Dvořák.',
        'Pivovar letos investuje 180 milionů korun do nové stáčecí linky na plechovky.',
      ], boilerplate: 'Pivovar Hořec a.s. vaří pivo v Pardubicích od roku 1871.', contact: 'Tisková mluvčí: media@pivovar-horec.cz' }), { charset: 'windows-1250' }),
    { path: '/pro-media/tiskove-zpravy/vystav-2025', meta: { published: ['2026-02-24'] }, quotes: [{ quote: 'Lidé pijí méně, ale kvalitněji', present: true }] }));

  out.push(entry('pr-nl-vandalen', 'www.vandalenfietsen.nl', 'valid', 'Dutch press release: the cited source',
    serve(pressRelease({ site: vandalen, title: 'Van Dalen verkoopt voor het eerst meer e-bikes dan gewone fietsen', date: '2026-01-14', dateText: '14 januari 2026', city: 'Zwolle',
      body: [
        'Fietsfabrikant Van Dalen heeft in 2025 voor het eerst meer elektrische fietsen dan gewone fietsen verkocht. Van de 96.000 verkochte fietsen was 54 procent elektrisch.',
        'De gemiddelde verkoopprijs van een e-bike steeg naar 2.780 euro. Vooral de speed pedelec en de elektrische bakfiets deden het goed.',
        '"De fiets vervangt steeds vaker de tweede auto," zegt algemeen directeur Sanne de Wit.',
        'Van Dalen breidt dit jaar de fabriek in Zwolle uit met een extra assemblagelijn.',
      ], boilerplate: 'Van Dalen Fietsen is een Nederlandse fietsfabrikant, opgericht in 1926.', contact: 'Pers: pers@vandalenfietsen.nl' })),
    { path: '/pers/jaarcijfers-2025', meta: { title: ['Van Dalen verkoopt voor het eerst meer e-bikes dan gewone fietsen'], publisher: ['Van Dalen Fietsen'], published: ['2026-01-14'] } }));

  out.push(entry('pr-en-wire', 'www.businesswiredirect.com', 'valid', 'a press release syndicated on a newswire site (site chrome of the wire, the company in the text): the cited source',
    serve(pressRelease({ site: prwire, title: 'Lumera Pet Foods Acquires FreshBowl, Expanding Into Subscription Dog Food', date: '2026-09-30', dateText: 'September 30, 2026', city: 'DENVER', author: 'Lumera Pet Foods, Inc.',
      body: [
        'Lumera Pet Foods, Inc. today announced it has agreed to acquire FreshBowl, a direct-to-consumer fresh dog food subscription service with more than 180,000 active subscribers, for $215 million in cash.',
        'According to Lumera, fresh and refrigerated formats represented 6% of U.S. dog food sales in 2025 but are growing at more than 20% a year.',
        '"Pet parents are treating food as healthcare," said Dana Whitfield, Chief Executive Officer of Lumera. "FreshBowl gives us a direct relationship with those households."',
        'The transaction is expected to close in the fourth quarter of 2026, subject to customary regulatory approvals.',
      ], boilerplate: 'Lumera Pet Foods makes dry and wet food for dogs and cats sold in 22 countries.', contact: 'Media: media@lumerapet.com' })),
    { path: '/news/home/20260930005123/en/Lumera-Pet-Foods-Acquires-FreshBowl', meta: { title: ['Lumera Pet Foods Acquires FreshBowl, Expanding Into Subscription Dog Food'], published: ['2026-09-30'] },
      quotes: [{ quote: 'Pet parents are treating food as healthcare', present: true }, { quote: 'with more than 280,000 active subscribers', present: false }] }));

  // --- investor relations (valid) -----------------------------------------------------------
  out.push(entry('ir-en-q3', 'investors.halvardhome.com', 'valid', 'an investor-relations results page (KPI table, PDF links, financial calendar): the cited source',
    serve(irResults({ site: halvard, title: 'Q3 2026 trading statement', date: '2026-10-22', dateText: '22 October 2026',
      intro: ['Group revenue for the third quarter was £312.4 million, up 6.1% on a reported basis and 9.2% like-for-like in the UK. Gross margin improved by 80 basis points to 34.6%, reflecting lower freight costs and a richer product mix.', 'Small appliances grew 14%, led by air fryers and cordless vacuums; large appliances were flat. Net debt at 30 September was £88 million, 0.9 times EBITDA.'],
      table: { head: ['£ million', 'Q3 2026', 'Q3 2025', 'Change'], rows: [['Revenue', '312.4', '294.5', '+6.1%'], ['Small appliances', '131.0', '114.9', '+14.0%'], ['Large appliances', '181.4', '179.6', '+1.0%'], ['Gross margin', '34.6%', '33.8%', '+80bp']] },
      outlook: ['The Board expects full-year adjusted operating profit within the range of £61 million to £66 million.'], docs: ['Q3 2026 trading statement', 'Q3 2026 analyst presentation'] })),
    { path: '/results-and-reports/q3-2026', quotes: [{ quote: 'Gross margin improved by 80 basis points to 34.6%', present: true }] }));

  out.push(entry('ir-de-h1', 'ir.kessler-kuechentechnik.de', 'valid', 'German IR half-year results page: the cited source',
    serve(irResults({ site: kessler, title: 'Halbjahresfinanzbericht 2026', date: '2026-07-30', dateText: '30. Juli 2026',
      intro: ['Der Konzernumsatz stieg im ersten Halbjahr 2026 um 6,8 % auf 418,3 Mio. €. Das EBIT erreichte 31,2 Mio. € nach 27,9 Mio. € im Vorjahr; die EBIT-Marge lag bei 7,5 %.', 'Der Free Cashflow betrug 18,4 Mio. €. Die Eigenkapitalquote lag zum 30. Juni bei 52,3 %.'],
      table: { head: ['Mio. €', 'H1 2026', 'H1 2025', 'Veränderung'], rows: [['Umsatz', '418,3', '391,7', '+6,8 %'], ['EBIT', '31,2', '27,9', '+11,8 %'], ['Free Cashflow', '18,4', '12,0', '+53,3 %']] },
      outlook: ['Der Vorstand bestätigt die Prognose für das Geschäftsjahr 2026.'], docs: ['Halbjahresfinanzbericht 2026', 'Präsentation zur Telefonkonferenz'] })),
    { path: '/de/finanzberichte/halbjahr-2026', quotes: [{ quote: 'die EBIT-Marge lag bei 7,5 %', present: true }] }));

  out.push(entry('ir-fr-ca', 'finance.maison-verlaine.fr', 'valid', 'French IR page (windows-1252) announcing annual revenue: the cited source',
    serve(irResults({ site: verlaine, title: 'Chiffre d’affaires annuel 2025/2026', date: '2026-09-15', dateText: '15 septembre 2026',
      intro: ['Le chiffre d’affaires consolidé de l’exercice 2025/2026 s’établit à 103,6 M€, en croissance de 18 % à périmètre constant.', 'Les ventes en ligne progressent de 27 % et représentent 31 % du total ; l’international atteint 22 % des ventes.'],
      table: { head: ['M€', '2025/26', '2024/25', 'Variation'], rows: [['France', '80,8', '70,1', '+15 %'], ['International', '22,8', '17,7', '+29 %'], ['Total', '103,6', '87,8', '+18 %']] },
      outlook: ['Le groupe vise un chiffre d’affaires supérieur à 115 M€ pour l’exercice 2026/2027.'], docs: ['Communiqué financier', 'Document d’enregistrement universel'] }), { charset: 'windows-1252' }),
    { path: '/investisseurs/ca-annuel-2026' }));

  out.push(entry('ir-ja-kessan', 'ir.minato-denki.co.jp', 'valid', 'Japanese IR results page (UTF-8): the cited source',
    serve(irResults({ site: { ...minato, charset: 'utf-8' }, title: '2027年3月期 第2四半期決算短信', date: '2026-11-05', dateText: '2026年11月5日',
      intro: ['当第2四半期累計期間の売上高は1,842億円（前年同期比7.4％増）、営業利益は126億円（同12.1％増）となりました。', '家事家電事業ではロボット掃除機と食器洗い乾燥機の販売が好調に推移しました。'],
      table: { head: ['億円', '当期', '前期', '増減率'], rows: [['売上高', '1,842', '1,715', '7.4%'], ['営業利益', '126', '112', '12.1%'], ['純利益', '88', '79', '11.4%']] },
      outlook: ['通期業績予想に変更はありません。'], docs: ['決算短信', '決算説明資料'] })),
    { path: '/ir/library/tanshin/2027q2.html' }));

  const arPdf = pdf({ title: 'Halvard Home plc Annual Report 2025', author: 'Halvard Home plc', date: '2026-03-12', pages: [
    wrap('Halvard Home plc Annual Report and Accounts 2025\nStrategic report\nChair\'s statement. 2025 was a year in which our customers faced high energy prices and we responded with appliances that use less of it. Group revenue rose 4.8% to £1,204 million and adjusted operating profit was £58.3 million.\nOur market. The UK small domestic appliance market was worth an estimated £3.1 billion at retail prices in 2025, of which air fryers accounted for £410 million, a category that barely existed five years ago.'),
    wrap('Chief Executive\'s review. We sold 2.6 million appliances in 2025. The share of revenue from online channels, including our own website and marketplaces, reached 38%. Our heat-pump tumble dryers use around 50% less electricity than a vented dryer.\nPrincipal risks include dependence on a small number of large retail customers: our three largest customers accounted for 31% of revenue.'),
  ] });
  out.push(entry('ar-pdf-en', 'investors.halvardhome.com', 'valid', 'an annual report served as application/pdf (text, Info title and author): the cited source',
    (_req, res) => write(res, { type: 'application/pdf', body: arPdf, headers: { 'content-disposition': 'inline; filename="halvard-annual-report-2025.pdf"', 'cache-control': 'public, max-age=86400' } }),
    { path: '/media/annual-report-2025.pdf', quotes: [{ quote: 'our three largest customers accounted for 31% of revenue', present: true }, { quote: 'our three largest customers accounted for 41% of revenue', present: false }] }));

  const gbPdf = pdf({ title: 'Geschäftsbericht 2025', author: 'Kessler Küchentechnik AG', date: '2026-03-26', pages: [
    wrap('Kessler Küchentechnik AG - Geschäftsbericht 2025\nBrief an die Aktionäre. Im Geschäftsjahr 2025 erzielte der Konzern einen Umsatz von 812,6 Mio. Euro. Das entspricht einem Wachstum von 5,2 Prozent. Der Markt für Einbaugeräte in Deutschland ging nach Branchenangaben um 3 Prozent zurück.\nDie Zahl der Mitarbeitenden stieg auf 2.412. Die Dividende soll auf 1,15 Euro je Aktie erhöht werden.'),
  ] });
  out.push(entry('ar-pdf-de', 'ir.kessler-kuechentechnik.de', 'valid', 'German annual report PDF served as application/octet-stream (PDF signature): the cited source',
    (_req, res) => write(res, { type: 'application/octet-stream', body: gbPdf, headers: { 'content-disposition': 'attachment; filename="Kessler_Geschaeftsbericht_2025.pdf"' } }),
    { path: '/download/Kessler_Geschaeftsbericht_2025.pdf', quotes: [{ quote: 'Die Dividende soll auf 1,15 Euro je Aktie erhöht werden', present: true }] }));

  const raPdf = pdf({ title: 'Informe anual 2025 - Grupo Almendra', author: 'Grupo Almendra', date: '2026-04-02', pages: [
    wrap('Informe anual 2025 - Grupo Almendra\nCarta del presidente. En 2025 las ventas netas alcanzaron 356 millones de euros, un 6,1% más que el año anterior. Las bebidas vegetales representaron el 22% de la facturación.\nExportamos a 41 países y el 28% de las ventas procede de fuera de España.'),
  ] });
  out.push(entry('ar-pdf-es', 'www.grupoalmendra.es', 'valid', 'an annual report PDF served with NO content type at all (PDF signature only): the cited source',
    (_req, res) => write(res, { type: '', body: raPdf }),
    { path: '/inversores/informe-anual-2025.pdf', quotes: [{ quote: 'Las bebidas vegetales representaron el 22% de la facturación', present: true }] }));

  const rfPdf = pdf({ title: 'Document d\'enregistrement universel 2025/2026', author: 'Maison Verlaine SA', date: '2026-10-20', pages: [
    wrap('Maison Verlaine - Document d\'enregistrement universel 2025/2026\nChapitre 1. Presentation du groupe. Maison Verlaine est presente dans 2 300 pharmacies en France. Le marche francais des cosmetiques naturels est estime a 1,2 milliard d\'euros en 2025.\nChapitre 2. Facteurs de risques. Le premier fournisseur de beurre de karite represente 14 % des achats de matieres premieres.'),
  ] });
  out.push(entry('ar-pdf-fr', 'finance.maison-verlaine.fr', 'valid', 'a French universal registration document as application/pdf: the cited source',
    (_req, res) => write(res, { type: 'application/pdf', body: rfPdf }),
    { path: '/documents/DEU-2025-2026.pdf', quotes: [{ quote: 'Le marche francais des cosmetiques naturels est estime a 1,2 milliard', present: true }] }));

  // A press release moved: meta refresh (old CMS URL) to the new one — valid.
  out.push(entry('pr-en-metarefresh', 'www.lumerapet.com', 'valid', 'old newsroom URL answering 200 with a meta refresh to the release\'s new address (followed like a redirect): the cited source',
    (_req, res, web) => write(res, { body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Redirecting…</title><meta http-equiv="refresh" content="0; url=${web.origin('www.lumerapet.com')}/newsroom/lumera-acquires-freshbowl"><link rel="canonical" href="${web.origin('www.lumerapet.com')}/newsroom/lumera-acquires-freshbowl"></head><body><p>Redirecting to <a href="/newsroom/lumera-acquires-freshbowl">the new page</a>…</p></body></html>` }),
    { path: '/press-releases/2026/09/30/acquisition', context: { title: 'Lumera Pet Foods acquires FreshBowl' } }));
  out.push(target('pr-en-metarefresh-t', 'www.lumerapet.com', '/newsroom/lumera-acquires-freshbowl',
    serve(pressRelease({ site: { name: 'Lumera Pet Foods', lang: 'en', kind: 'corp', locale: 'en-US' }, title: 'Lumera Pet Foods acquires FreshBowl', date: '2026-09-30', dateText: 'September 30, 2026', city: 'DENVER',
      body: ['Lumera Pet Foods, Inc. today announced it has agreed to acquire FreshBowl, a direct-to-consumer fresh dog food subscription service with more than 180,000 active subscribers, for $215 million in cash.', 'Fresh and refrigerated formats represented 6% of U.S. dog food sales in 2025 but are growing at more than 20% a year, according to the company.', 'The transaction is expected to close in the fourth quarter of 2026.'],
      boilerplate: 'Lumera Pet Foods makes dry and wet food for dogs and cats sold in 22 countries.', contact: 'media@lumerapet.com' }))));

  // Refresh header on the IR landing: to the results page — valid.
  out.push(entry('ir-en-refresh', 'investors.nordkulla.se', 'valid', 'IR short link answering 200 with a Refresh header to the year-end report page: the cited source after the refresh',
    (_req, res, web) => write(res, { headers: { refresh: `0; url=${web.origin('investors.nordkulla.se')}/en/reports/year-end-2025` }, body: '<html><head><title>Nordkulla Investors</title></head><body><p>Loading…</p></body></html>' }),
    { path: '/q4', context: { title: 'Nordkulla Möbler year-end report 2025' } }));
  out.push(target('ir-en-refresh-t', 'investors.nordkulla.se', '/en/reports/year-end-2025',
    serve(irResults({ site: { ...nordkulla, lang: 'en' }, title: 'Nordkulla Möbler year-end report 2025', date: '2026-02-11', dateText: '11 February 2026',
      intro: ['Net sales for 2025 increased by 8% to SEK 2,412 million. Online sales grew by 31% and accounted for 25% of net sales.', 'Operating profit (EBIT) amounted to SEK 198 million, corresponding to an operating margin of 8.2%.'],
      table: { head: ['SEK m', '2025', '2024'], rows: [['Net sales', '2,412', '2,233'], ['EBIT', '198', '171'], ['Stores', '42', '39']] }, outlook: ['The board proposes a dividend of SEK 3.50 per share.'], docs: ['Year-end report 2025'] }))));

  return out;
}

/**
 * Held-out accuracy set 2 (issue 12): ~150 cited URLs served on loopback, each with the status a
 * careful human gives it and a one-line reason. Written without reading citeflow's classifier,
 * its rules or the other corpus files; pages are modelled on how real sites look (full heads,
 * nav, cookie banners, ads, scripts) in many languages and legacy charsets.
 * Score it alone with `node dist/test/accuracy/run.js --set blind2`.
 */
import { gzipSync } from 'node:zlib';
import type { CorpusCase, QuoteCheck } from './corpus';
import {
  article, type ArticleOpts, type Entry, type Send, enc, esc, linkList, pdf, redirect, respond, serveArticle, shell, toCases, wrap, write,
} from './blindkit';

const q = (quote: string, present = true): QuoteCheck => ({ quote, present });

/** A valid article entry: the page carries the cited title, claims and quotes. */
function A(
  id: string,
  host: string,
  path: string,
  o: ArticleOpts,
  x: { reason: string; claims?: string[]; quotes?: QuoteCheck[]; cite?: string[]; meta?: boolean; send?: Omit<Send, 'body'>; expected?: Entry['expected']; title?: string },
): Entry {
  return {
    id,
    host,
    path,
    expected: x.expected ?? 'valid',
    reason: x.reason,
    context: { title: x.title ?? o.title, ...(x.claims ? { claims: x.claims } : {}), ...(x.cite ? { quotes: x.cite } : {}) },
    ...(x.meta
      ? { meta: { title: [o.title], publisher: [o.site], ...(o.author ? { author: [o.author] } : {}), ...(o.date ? { published: [o.date.slice(0, 10)] } : {}) } }
      : {}),
    ...(x.quotes ? { quotes: x.quotes } : {}),
    handle: serveArticle(article(o), { charset: o.charset ?? 'utf-8', ...(x.send ?? {}) }),
  };
}

const SIDEBAR_EN = linkList('Most read', [
  'Council approves new cycle lanes along the harbour road',
  'Five things we learned from the budget statement',
  'Heatwave warning extended to the weekend',
  'Local bakery wins national sourdough award',
  'Opinion: the case for a four-day school week',
  'Rail strike: what passengers need to know',
]) + linkList('Newsletters', ['Morning briefing', 'The week in science', 'Weekend reads']);

// ---------------------------------------------------------------------------------------------
// valid — news, blogs, reference pages in many languages and charsets

function validArticles(): Entry[] {
  const out: Entry[] = [];

  out.push(A('en-wp-harbour', 'www.harbourgazette.example', '/2025/03/14/tidal-barrier-cost-overrun/', {
    site: 'The Harbour Gazette', siteUrl: 'https://www.harbourgazette.example', lang: 'en', section: 'Local',
    title: 'Tidal barrier will cost £41m more than planned, council admits',
    author: 'Megan Okafor', date: '2025-03-14T11:20:00+00:00', ads: true, sidebar: SIDEBAR_EN, metaStyle: 'graph',
    related: ['Flood defences: the map of every street at risk', 'Letters: who pays for the barrier?'],
    paras: [
      'The cost of the tidal barrier across the mouth of the river has risen by £41m, the council’s finance committee was told on Thursday, blaming steel prices and a redesign of the southern gate.',
      'Councillor Priya Raman, who chairs the committee, said the overrun was “painful but not fatal” and that the barrier would still open in the spring of 2027.',
      '“We were told in 2022 that the figure was fixed. It was not fixed — it was a hope,” said opposition leader Tom Ashdown.',
      'The original budget of £112m was approved in 2021. Officers said roughly half of the increase came from the price of structural steel, which rose sharply after 2022.',
      'Residents of the low-lying Quayside estate, which flooded twice in 2020, have been told the delay will not affect temporary defences, which remain in place.',
      'The committee will publish a revised business case in May.',
    ],
  }, {
    reason: 'local news article (WordPress/Yoast @graph) that states the £41m overrun and carries both quotes (curly on the page, straight in the citation)',
    claims: ['The tidal barrier will cost £41m more than planned.'],
    cite: ['painful but not fatal'],
    quotes: [q('"painful but not fatal"'), q('It was not fixed - it was a hope'), q('the overrun was "manageable and expected"', false)],
    meta: true,
  }));

  out.push(A('en-ghost-essay', 'notes.slowsoftware.example', '/why-we-stopped-using-microservices/', {
    site: 'Slow Software', siteUrl: 'https://notes.slowsoftware.example', lang: 'en', template: 'ghost', type: 'BlogPosting',
    title: 'Why we stopped using microservices (and what we kept)', author: 'Jonas Lindqvist', date: '2024-09-02T07:45:00+02:00',
    cookie: false, metaStyle: 'jsonld',
    paras: [
      'Three years ago our team of nine engineers ran twenty-three services. Today we run four. This is the story of how we got there, and — more usefully — the parts of the microservice playbook we decided to keep.',
      '<h2>The cost nobody budgeted for</h2>',
      'Every service needed its own deploy pipeline, its own dashboards and its own on-call runbook. We measured it: 31&nbsp;% of our engineering time in 2022 went to keeping the platform alive rather than building the product.',
      'Merging the services was not a rewrite. We moved code module by module into a single deployable and kept the module boundaries as package boundaries, enforced by a lint rule.',
      '<blockquote>A boundary you cannot deploy separately is still a boundary — it just stops charging you rent.</blockquote>',
      'What we kept: asynchronous queues between the billing module and everything else, separate databases per module, and contract tests.',
      '<h2>Would we do it again?</h2>',
      'Yes, but earlier. If your team fits around one table, it probably fits in one repository.',
    ],
  }, {
    reason: 'personal engineering blog post (Ghost) with the cited 31 % figure and the blockquote; em dashes and NBSP on the page',
    claims: ['31% of engineering time in 2022 went to keeping the platform alive.'],
    quotes: [q('A boundary you cannot deploy separately is still a boundary -- it just stops charging you rent.'), q('we run four')],
    meta: true,
  }));

  out.push(A('de-1252-stadtwerke', 'www.rheinpost-online.example', '/lokales/stadtwerke-erhoehen-fernwaermepreise-1.4471920', {
    site: 'Rheinpost', lang: 'de', charset: 'windows-1252', section: 'Lokales', ads: true, metaStyle: 'og',
    title: 'Stadtwerke erhöhen Fernwärmepreise um 18 Prozent', author: 'Katharina Böhm', date: '2024-11-05T14:10:00+01:00',
    paras: [
      'Die Stadtwerke erhöhen zum 1. Januar die Preise für Fernwärme um durchschnittlich 18 Prozent. Betroffen sind rund 21.000 Haushalte im Stadtgebiet.',
      '„Wir geben ausschließlich gestiegene Beschaffungskosten weiter – nicht mehr und nicht weniger“, sagte Geschäftsführer Ralf Kemper am Dienstag.',
      'Ein durchschnittlicher Vier-Personen-Haushalt zahlt damit künftig etwa 312 € mehr im Jahr. Die Verbraucherzentrale kündigte an, die Preisanpassung zu prüfen.',
      'Die Stadtwerke verweisen auf langfristige Lieferverträge für Erdgas, die 2022 zu deutlich höheren Preisen abgeschlossen wurden. Diese liefen erst Ende 2025 aus.',
      'Kunden, die Fragen zur neuen Abrechnung haben, können sich ab Montag an eine eigens eingerichtete Hotline wenden.',
    ],
  }, {
    reason: 'German local news in windows-1252 (charset in the header): „…“ quotes, en dash and € must survive decoding',
    claims: ['Die Stadtwerke erhöhen die Fernwärmepreise um 18 Prozent.'],
    cite: ['Wir geben ausschließlich gestiegene Beschaffungskosten weiter - nicht mehr und nicht weniger'],
    quotes: [q('"Wir geben ausschließlich gestiegene Beschaffungskosten weiter – nicht mehr und nicht weniger"'), q('etwa 312 € mehr im Jahr'), q('etwa 412 € mehr im Jahr', false)],
    meta: true,
  }));

  out.push(A('fr-latin1-meta', 'www.ledauphinois-quotidien.example', '/culture/2024/06/18/le-festival-des-nuits-de-fourviere-bat-son-record', {
    site: 'Le Dauphinois Quotidien', lang: 'fr', charset: 'iso-8859-1', section: 'Culture', metaStyle: 'og',
    title: 'Le festival des Nuits de Fourvière bat son record de fréquentation', author: 'Élodie Marchand', date: '2024-06-18T09:00:00+02:00',
    paras: [
      'Avec 183 000 spectateurs, l’édition 2024 des Nuits de Fourvière signe la meilleure fréquentation de son histoire, a annoncé mardi la direction du festival.',
      '« C’est un public plus jeune et plus local qui est venu cette année », se félicite la directrice, Claire Vasseur, qui évoque une politique tarifaire revue à la baisse pour les moins de 26 ans.',
      'Le théâtre antique a accueilli 61 représentations, dont onze ont affiché complet en moins d’une heure.',
      'La programmation de l’an prochain sera dévoilée à l’automne.',
    ],
  }, {
    reason: 'French culture article in ISO-8859-1 declared only in <meta> (served as bare text/html); « guillemets » with NBSP',
    claims: ['Les Nuits de Fourvière ont accueilli 183 000 spectateurs en 2024.'],
    quotes: [q('C\'est un public plus jeune et plus local qui est venu cette année'), q('61 représentations')],
    send: { type: 'text/html' },
  }));

  out.push(A('es-microdata', 'elcorreodelsur.example', '/sociedad/2025/01/22/la-sequia-obliga-a-restringir-el-riego-nocturno.html', {
    site: 'El Correo del Sur', lang: 'es', section: 'Sociedad', metaStyle: 'microdata', ads: true,
    title: 'La sequía obliga a restringir el riego nocturno en 14 municipios', author: 'Lucía Ferrández', date: '2025-01-22T12:00:00+01:00',
    paras: [
      'La Confederación Hidrográfica ha decretado restricciones al riego nocturno en 14 municipios de la comarca, después de que los embalses cayeran por debajo del 19 % de su capacidad.',
      '«No se trata de castigar a los agricultores, sino de llegar al verano con agua en los grifos», explicó su presidente, Andrés Molina.',
      'Las organizaciones agrarias calculan pérdidas de hasta 60 millones de euros si las lluvias no llegan antes de marzo.',
      'Los ayuntamientos afectados podrán solicitar ayudas para reparar fugas en la red de abastecimiento.',
    ],
  }, {
    reason: 'Spanish regional news with schema.org microdata only (no OG), «» quotes',
    claims: ['Los embalses cayeron por debajo del 19 % de su capacidad.'],
    quotes: [q('No se trata de castigar a los agricultores, sino de llegar al verano con agua en los grifos')],
    meta: true,
  }));

  out.push(A('ja-sjis-news', 'www.kita-nippo.example', '/news/article/20250208-OYT1T50123/', {
    site: '北日報', lang: 'ja', charset: 'shift_jis', section: '社会', metaStyle: 'og', ads: true,
    title: '札幌の雪まつり、来場者が過去最多の248万人に', author: '佐藤 美咲', date: '2025-02-12T18:30:00+09:00',
    paras: [
      '札幌市は12日、今年の「さっぽろ雪まつり」の来場者数が248万人となり、過去最多を更新したと発表した。',
      '海外からの観光客が前年より約3割増えたことが押し上げた。市の担当者は「円安と直行便の増加が大きかった」と話している。',
      '大通会場では高さ15メートルの大雪像6基が制作され、期間中は連日夜9時まで照明が点灯された。',
      '一方、会場周辺の混雑やごみの増加を指摘する声もあり、市は来年に向けて対策を検討する。',
    ],
  }, {
    reason: 'Japanese news page in Shift_JIS (header charset); claim must match without spaces between words',
    claims: ['さっぽろ雪まつりの来場者数は248万人で過去最多となった。'],
    quotes: [q('円安と直行便の増加が大きかった'), q('円安と直行便の減少が大きかった', false)],
  }));

  out.push(A('zh-gbk-news', 'news.jiangnan-daily.example', '/2024/1103/c1004-40351212.html', {
    site: '江南日报', lang: 'zh', charset: 'gbk', section: '科技', metaStyle: 'none', ads: true,
    title: '杭州地铁三期工程全线贯通 明年6月开通运营', docTitle: '杭州地铁三期工程全线贯通 明年6月开通运营--科技--江南日报',
    author: '王晓明', date: '2024-11-03T10:00:00+08:00',
    paras: [
      '记者从杭州市地铁集团获悉，杭州地铁三期工程12号线已于11月2日实现全线贯通，预计明年6月开通运营。',
      '12号线全长约48.6公里，共设车站26座，是杭州首条采用全自动运行系统的地铁线路。',
      '“全线贯通意味着土建工程基本完成，接下来将进入铺轨和系统调试阶段。”项目负责人李建华表示。',
      '据介绍，线路开通后，从余杭区到萧山国际机场的通勤时间将缩短约40分钟。',
    ],
  }, {
    reason: 'Chinese portal news in GBK with the charset only in <meta charset> and no article metadata; CJK relevance without spaces',
    claims: ['杭州地铁12号线全长约48.6公里，共设车站26座。'],
    quotes: [q('全线贯通意味着土建工程基本完成'), q('12号线全长约48.6公里')],
    send: { type: 'text/html' },
  }));

  out.push(A('ru-koi8-news', 'www.volga-vestnik.example', '/news/society/2024/10/28/most-cherez-volgu/', {
    site: 'Волжский вестник', lang: 'ru', charset: 'koi8-r', section: 'Общество', metaStyle: 'og',
    title: 'Новый мост через Волгу откроют на год раньше срока', author: 'Андрей Кузнецов', date: '2024-10-28T16:00:00+03:00',
    paras: [
      'Строительство нового моста через Волгу завершится на год раньше запланированного срока, сообщил в понедельник министр транспорта региона Игорь Савельев.',
      '«Мост откроем для движения в декабре 2025 года, а не в конце 2026-го, как предполагалось изначально», — сказал Савельев журналистам.',
      'Длина перехода составит 3,2 километра, стоимость проекта оценивается в 27 миллиардов рублей.',
      'По словам министра, ускорить работы удалось благодаря круглосуточному графику и тёплой зиме.',
    ],
  }, {
    reason: 'Russian regional news in KOI8-R; «ёлочки» and an em dash',
    claims: ['Мост через Волгу откроют в декабре 2025 года.'],
    quotes: [q('Мост откроем для движения в декабре 2025 года, а не в конце 2026-го, как предполагалось изначально')],
    meta: true,
  }));

  out.push(A('ar-1256-news', 'www.alkhaleej-today.example', '/economy/2025/02/03/456712', {
    site: 'الخليج اليوم', lang: 'ar', charset: 'windows-1256', section: 'اقتصاد', metaStyle: 'og',
    title: 'ارتفاع صادرات التمور إلى 1.4 مليار دولار في 2024', author: 'سارة الحربي', date: '2025-02-03T13:00:00+03:00',
    paras: [
      'أعلنت هيئة الإحصاء أن صادرات التمور ارتفعت خلال عام 2024 إلى 1.4 مليار دولار، بزيادة قدرها 12 في المئة مقارنة بالعام السابق.',
      'وقال المتحدث باسم الهيئة إن «الطلب في الأسواق الآسيوية كان المحرك الرئيسي لهذا النمو».',
      'وتصدرت إندونيسيا وماليزيا قائمة الدول المستوردة، تلتهما المغرب والإمارات.',
      'ويتوقع المنتجون أن يستمر النمو خلال العام الحالي مع افتتاح مصانع تعبئة جديدة.',
    ],
  }, {
    reason: 'Arabic economy news, right-to-left, in windows-1256',
    claims: ['ارتفعت صادرات التمور إلى 1.4 مليار دولار في 2024.'],
    quotes: [q('الطلب في الأسواق الآسيوية كان المحرك الرئيسي لهذا النمو')],
  }));

  out.push(A('he-utf8-news', 'www.hadashot-hayom.example', '/news/article/r1x8k2pq9', {
    site: 'חדשות היום', lang: 'he', section: 'מדע', metaStyle: 'og+jsonld',
    title: 'חוקרים בחיפה פיתחו ציפוי שמונע הצטברות אצות על ספינות', author: 'נועה לוי', date: '2024-12-09T10:30:00+02:00',
    paras: [
      'חוקרים מהטכניון בחיפה פיתחו ציפוי חדש לגוף ספינות שמפחית את הצטברות האצות בכ־70 אחוזים, כך דווח השבוע בכתב עת מדעי.',
      '"הציפוי אינו רעיל לדגים ולא משחרר מתכות כבדות למים", אמרה ראש הקבוצה, פרופ\' דנה כהן.',
      'לדברי החוקרים, הפחתת האצות יכולה לחסוך עד עשרה אחוזים מצריכת הדלק של ספינות משא.',
      'הצוות מתכנן ניסוי ימי ראשון בנמל אשדוד בשנה הבאה.',
    ],
  }, {
    reason: 'Hebrew science news (RTL, UTF-8) with the cited 70 % figure and quote',
    claims: ['הציפוי מפחית את הצטברות האצות בכ־70 אחוזים.'],
    quotes: [q('הציפוי אינו רעיל לדגים ולא משחרר מתכות כבדות למים')],
    meta: true,
  }));

  out.push(A('el-8859-7', 'www.kathimerini-nea.example', '/society/562311/aeroporto-kastelliou-2027/', {
    site: 'Νέα Καθημερινή', lang: 'el', charset: 'iso-8859-7', section: 'Κοινωνία', metaStyle: 'og',
    title: 'Το νέο αεροδρόμιο στο Καστέλι θα λειτουργήσει το 2027', author: 'Γιώργος Παπαδάκης', date: '2024-07-15T08:00:00+03:00',
    paras: [
      'Το νέο διεθνές αεροδρόμιο στο Καστέλι της Κρήτης αναμένεται να υποδεχθεί τους πρώτους επιβάτες το 2027, σύμφωνα με το υπουργείο Υποδομών.',
      '«Η πρόοδος των εργασιών ξεπερνά το 60%», δήλωσε ο υφυπουργός σε συνέντευξη Τύπου στο Ηράκλειο.',
      'Το έργο κοστίζει περίπου 480 εκατ. ευρώ και θα εξυπηρετεί έως 15 εκατομμύρια επιβάτες τον χρόνο.',
      'Το υφιστάμενο αεροδρόμιο του Ηρακλείου θα κλείσει όταν τεθεί σε λειτουργία το νέο.',
    ],
  }, {
    reason: 'Greek news in ISO-8859-7',
    claims: ['Το αεροδρόμιο στο Καστέλι θα λειτουργήσει το 2027.'],
    quotes: [q('Η πρόοδος των εργασιών ξεπερνά το 60%')],
  }));

  out.push(A('tr-1254', 'www.ege-haber.example', '/ekonomi/izmir-limani-rekor-kirdi-h987654.html', {
    site: 'Ege Haber', lang: 'tr', charset: 'windows-1254', section: 'Ekonomi', metaStyle: 'og', ads: true,
    title: 'İzmir Limanı’nda konteyner trafiği rekor kırdı', author: 'Ayşe Yıldırım', date: '2025-01-09T11:15:00+03:00',
    paras: [
      'İzmir Limanı’nda 2024 yılında elleçlenen konteyner miktarı 1,1 milyon TEU ile tüm zamanların en yüksek seviyesine ulaştı.',
      'Liman işletmesi genel müdürü Mehmet Çelik, “Avrupa’ya giden ihracat yüklerindeki artış belirleyici oldu” dedi.',
      'Geçen yıl limana 2.340 gemi yanaştı; bu sayı bir önceki yıla göre yüzde 8 fazla.',
      'İşletme, kapasiteyi artırmak için yeni bir rıhtım inşa etmeyi planlıyor.',
    ],
  }, {
    reason: 'Turkish business news in windows-1254 (dotted/dotless i, ş, ğ)',
    claims: ['İzmir Limanı 2024’te 1,1 milyon TEU konteyner elleçledi.'],
    quotes: [q('Avrupa’ya giden ihracat yüklerindeki artış belirleyici oldu')],
  }));

  out.push(A('vi-nfd', 'vnexpress-tin.example', '/thoi-su/ha-noi-mo-rong-tuyen-buyt-dien-4812345.html', {
    site: 'Tin Nhanh', lang: 'vi', section: 'Thời sự', metaStyle: 'og+jsonld',
    title: 'Hà Nội mở rộng mạng lưới xe buýt điện'.normalize('NFD'), author: 'Nguyễn Thu Hà', date: '2024-08-20T07:00:00+07:00',
    paras: [
      'Hà Nội sẽ đưa thêm 150 xe buýt điện vào hoạt động trên 12 tuyến mới trước cuối năm 2025, theo Sở Giao thông Vận tải.'.normalize('NFD'),
      '"Mục tiêu của thành phố là giảm khí thải và tiếng ồn trong nội đô", một lãnh đạo Sở cho biết.'.normalize('NFD'),
      'Hiện thành phố có hơn 400 xe buýt điện, chủ yếu phục vụ các tuyến nội thành.'.normalize('NFD'),
    ],
  }, {
    reason: 'Vietnamese news whose text is in Unicode NFD (decomposed diacritics) while the citation is NFC',
    title: 'Hà Nội mở rộng mạng lưới xe buýt điện',
    claims: ['Hà Nội sẽ đưa thêm 150 xe buýt điện vào hoạt động.'],
    quotes: [q('Mục tiêu của thành phố là giảm khí thải và tiếng ồn trong nội đô')],
  }));

  out.push(A('hi-utf8', 'www.bharat-samachar.example', '/india/story/monsoon-rainfall-above-normal-2024-2291847', {
    site: 'भारत समाचार', lang: 'hi', section: 'देश', metaStyle: 'og+jsonld', ads: true,
    title: 'इस साल मानसून में सामान्य से 8 प्रतिशत अधिक बारिश हुई', author: 'राहुल शर्मा', date: '2024-10-01T15:00:00+05:30',
    paras: [
      'भारत मौसम विज्ञान विभाग के अनुसार इस वर्ष जून से सितंबर के बीच देश में सामान्य से 8 प्रतिशत अधिक वर्षा दर्ज की गई।',
      'विभाग के महानिदेशक ने कहा, "अच्छी बारिश से खरीफ की फसल को बड़ा लाभ मिलेगा।"',
      'हालांकि पूर्वोत्तर के कुछ राज्यों में बारिश सामान्य से कम रही, जिससे वहां के किसानों की चिंता बढ़ी है।',
    ],
  }, {
    reason: 'Hindi (Devanagari) national news with the cited figure',
    claims: ['इस साल मानसून में सामान्य से 8 प्रतिशत अधिक बारिश हुई।'],
    quotes: [q('अच्छी बारिश से खरीफ की फसल को बड़ा लाभ मिलेगा।')],
  }));

  out.push(A('ko-euckr', 'www.hanbit-ilbo.example', '/news/articleView.html', {
    site: '한빛일보', lang: 'ko', charset: 'euc-kr', section: '경제', metaStyle: 'og',
    title: '부산항 환적 물동량 역대 최대 기록', author: '김민준', date: '2025-01-15T09:40:00+09:00',
    paras: [
      '부산항의 지난해 환적 물동량이 1,300만 TEU를 넘어서며 역대 최대치를 기록했다고 해양수산부가 15일 밝혔다.',
      '해수부 관계자는 "글로벌 선사들의 노선 재편으로 부산항의 환적 수요가 크게 늘었다"고 설명했다.',
      '부산항만공사는 올해 신항 서측 부두를 추가로 개장해 처리 능력을 확대할 계획이다.',
    ],
  }, {
    reason: 'Korean business news in EUC-KR',
    claims: ['부산항의 환적 물동량이 역대 최대치를 기록했다.'],
    quotes: [q('글로벌 선사들의 노선 재편으로 부산항의 환적 수요가 크게 늘었다')],
  }));

  out.push(A('zh-tw-big5', 'www.taiwan-shibao.example', '/news/life/20241122/5512345', {
    site: '台灣時報', lang: 'zh-TW', charset: 'big5', section: '生活', metaStyle: 'og',
    title: '台北捷運環狀線北環段 預計2028年完工', author: '陳怡君', date: '2024-11-22T12:00:00+08:00',
    paras: [
      '台北市捷運工程局表示，環狀線北環段目前整體進度約百分之四十五，預計2028年完工通車。',
      '捷運局長指出：「北環段完工後，新北市五股到台北市士林的通勤時間可縮短近半。」',
      '北環段全長約15.4公里，設有14座車站，其中多座位於人口密集的住宅區。',
    ],
  }, {
    reason: 'Traditional Chinese news in Big5',
    claims: ['環狀線北環段預計2028年完工通車。'],
    quotes: [q('北環段完工後，新北市五股到台北市士林的通勤時間可縮短近半。')],
  }));

  return out;
}

function wikiPage(o: { lang: string; title: string; site: string; lead: string; sections: [string, string[]][]; refs: string[]; charset?: string }): (url: string) => string {
  return (url) => `<!DOCTYPE html>
<html class="client-nojs vector-feature-language-in-header-enabled" lang="${o.lang}" dir="ltr">
<head>
<meta charset="UTF-8">
<title>${esc(o.title)} – ${esc(o.site)}</title>
<script>(function(){var className="client-js";document.documentElement.className=className;}());RLCONF={"wgPageName":${JSON.stringify(o.title.replace(/ /g, '_'))},"wgTitle":${JSON.stringify(o.title)},"wgNamespaceNumber":0,"wgAction":"view","wgIsArticle":true,"wgContentLanguage":"${o.lang}"};</script>
<link rel="stylesheet" href="/w/load.php?lang=${o.lang}&amp;modules=skins.vector.styles&amp;only=styles&amp;skin=vector-2022">
<meta name="generator" content="MediaWiki 1.43.0-wmf.12">
<meta property="og:title" content="${esc(o.title)} – ${esc(o.site)}">
<meta property="og:type" content="website">
<link rel="canonical" href="${esc(url)}">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","name":${JSON.stringify(o.title)},"url":${JSON.stringify(url)},"author":{"@type":"Organization","name":"Contributors to ${o.site} projects"},"publisher":{"@type":"Organization","name":"${o.site} Foundation"},"datePublished":"2006-03-11T19:02:44Z","dateModified":"2024-10-02T08:13:55Z","headline":"settlement in the region"}</script>
</head>
<body class="skin-vector skin-vector-search-vue mediawiki ltr sitedir-ltr ns-0 ns-subject page-${esc(o.title.replace(/ /g, '_'))} rootpage-${esc(o.title.replace(/ /g, '_'))} skin-vector-2022 action-view">
<a class="mw-jump-link" href="#bodyContent">Jump to content</a>
<div class="vector-header-container"><header class="vector-header mw-header"><a href="/wiki/Main_Page" class="mw-logo"><span class="mw-logo-wordmark">${esc(o.site)}</span></a><div id="p-search"><form action="/w/index.php" id="searchform"><input type="search" name="search" placeholder="Search ${esc(o.site)}" accesskey="f"></form></div><nav class="vector-user-links"><a href="/w/index.php?title=Special:CreateAccount">Create account</a> <a href="/w/index.php?title=Special:UserLogin">Log in</a></nav></header></div>
<div class="mw-page-container"><div class="vector-main-menu-container"><nav id="mw-panel"><ul><li><a href="/wiki/Main_Page">Main page</a></li><li><a href="/wiki/Portal:Contents">Contents</a></li><li><a href="/wiki/Portal:Current_events">Current events</a></li><li><a href="/wiki/Special:Random">Random article</a></li><li><a href="/wiki/Help:Contents">Help</a></li><li><a href="/wiki/Special:RecentChanges">Recent changes</a></li></ul></nav></div>
<div class="mw-content-container"><main id="content" class="mw-body">
<header class="mw-body-header vector-page-titlebar"><h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">${esc(o.title)}</span></h1></header>
<div id="bodyContent" class="vector-body"><div id="siteSub" class="noprint">From ${esc(o.site)}, the free encyclopedia</div>
<div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="${o.lang}" dir="ltr">
<table class="infobox"><tbody><tr><th colspan="2" class="infobox-above">${esc(o.title)}</th></tr></tbody></table>
<p>${o.lead}</p>
<div id="toc" class="toc"><div class="toctitle"><h2 id="mw-toc-heading">Contents</h2></div><ul>${o.sections.map(([h], i) => `<li class="toclevel-1"><a href="#s${i}"><span class="tocnumber">${i + 1}</span> <span class="toctext">${esc(h)}</span></a></li>`).join('')}</ul></div>
${o.sections.map(([h, ps], i) => `<div class="mw-heading mw-heading2"><h2 id="s${i}">${esc(h)}</h2><span class="mw-editsection"><a href="/w/index.php?action=edit&amp;section=${i + 1}">edit</a></span></div>\n${ps.map((p) => `<p>${p}</p>`).join('\n')}`).join('\n')}
<div class="mw-heading mw-heading2"><h2 id="References">References</h2></div>
<div class="reflist"><ol class="references">${o.refs.map((r, i) => `<li id="cite_note-${i + 1}"><span class="mw-cite-backlink"><a href="#cite_ref-${i + 1}">^</a></span> <span class="reference-text">${r}</span></li>`).join('')}</ol></div>
<div class="navbox"><table><tr><th>Articles related to ${esc(o.title)}</th></tr></table></div>
</div></div>
<div id="catlinks" class="catlinks"><a href="/wiki/Help:Category">Categories</a>: <ul><li><a href="#">Populated places</a></li></ul></div>
</div></main>
<footer id="footer" class="mw-footer"><ul id="footer-info"><li id="footer-info-lastmod"> This page was last edited on 2 October 2024, at 08:13<span class="anonymous-show">&#160;(UTC)</span>.</li><li id="footer-info-copyright">Text is available under the <a rel="license" href="#">Creative Commons Attribution-ShareAlike 4.0 License</a>; additional terms may apply.</li></ul><ul id="footer-places"><li><a href="#">Privacy policy</a></li><li><a href="#">About ${esc(o.site)}</a></li><li><a href="#">Disclaimers</a></li><li><a href="#">Code of Conduct</a></li><li><a href="#">Developers</a></li><li><a href="#">Cookie statement</a></li></ul></footer>
</div></div>
<script>(RLQ=window.RLQ||[]).push(function(){mw.config.set({"wgBackendResponseTime":142});});</script>
</body></html>`;
}

function docsPage(o: { product: string; title: string; version: string; sections: string; nav: string[]; lang?: string }): (url: string) => string {
  return (url) => `<!doctype html>
<html lang="${o.lang ?? 'en'}" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page" data-has-hydrated="false">
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v3.5.2">
<title data-rh="true">${esc(o.title)} | ${esc(o.product)}</title>
<meta data-rh="true" name="viewport" content="width=device-width,initial-scale=1">
<meta data-rh="true" property="og:url" content="${esc(url)}">
<meta data-rh="true" name="docusaurus_version" content="${o.version}">
<meta data-rh="true" property="og:title" content="${esc(o.title)} | ${esc(o.product)}">
<meta data-rh="true" name="description" content="${esc(o.title)}">
<link rel="stylesheet" href="/assets/css/styles.8c1d4f.css">
<script src="/assets/js/runtime~main.a1b2c3.js" defer></script>
<script src="/assets/js/main.d4e5f6.js" defer></script>
</head>
<body class="navigation-with-keyboard">
<script>!function(){var t=localStorage.getItem("theme");document.documentElement.setAttribute("data-theme",t||"light")}()</script>
<div id="__docusaurus"><div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content</a></div>
<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items"><a class="navbar__brand" href="/"><b class="navbar__title text--truncate">${esc(o.product)}</b></a><a class="navbar__item navbar__link" href="/docs/intro">Docs</a><a class="navbar__item navbar__link" href="/api">API</a><a class="navbar__item navbar__link" href="/blog">Blog</a></div><div class="navbar__items navbar__items--right"><a href="https://github.example/${o.product.toLowerCase()}" class="navbar__item navbar__link">GitHub</a><div class="navbarSearchContainer"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search (Ctrl+K)"><span class="DocSearch-Button-Placeholder">Search</span></button></div></div></div></nav>
<div id="__docusaurus_skipToContent_fallback" class="main-wrapper mainWrapper_z2l0"><div class="docsWrapper_hBAB"><div class="docRoot_UBD9">
<aside class="theme-doc-sidebar-container"><nav aria-label="Docs sidebar" class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list">${o.nav.map((n) => `<li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link" href="/docs/${n.toLowerCase().replace(/\W+/g, '-')}">${esc(n)}</a></li>`).join('')}</ul></nav></aside>
<main class="docMainContainer_TBSr"><div class="container padding-top--md padding-bottom--lg"><div class="row"><div class="col docItemCol_VOVn"><div class="docItemContainer_Djhp"><article><nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a class="breadcrumbs__link" href="/">🏠</a></li><li class="breadcrumbs__item"><span class="breadcrumbs__link">Guides</span></li></ul></nav>
<span class="theme-doc-version-badge badge badge--secondary">Version: ${o.version}</span>
<div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button type="button" class="clean-btn tocCollapsibleButton_TO0P">On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>${esc(o.title)}</h1></header>
${o.sections}
</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><div class="theme-doc-footer-edit-meta-row row"><div class="col"><a href="https://github.example/edit/main/docs/page.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">Edit this page</a></div><div class="col lastUpdated_JAkA"><span class="theme-last-updated">Last updated on <b><time datetime="2024-09-30T12:00:00.000Z">Sep 30, 2024</time></b></span></div></div></footer></article>
<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="/docs/prev"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Installation</div></a><a class="pagination-nav__link pagination-nav__link--next" href="/docs/next"><div class="pagination-nav__sublabel">Next</div><div class="pagination-nav__label">Deployment</div></a></nav></div></div></div></div></main></div></div></div>
<footer class="footer footer--dark"><div class="container container-fluid"><div class="footer__bottom text--center"><div class="footer__copyright">Copyright © 2024 ${esc(o.product)} contributors. Built with Docusaurus.</div></div></div></footer></div>
</body></html>`;
}

function forumThread(o: { forum: string; title: string; lang?: string; posts: { user: string; date: string; body: string }[]; breadcrumbs: string[]; generator: 'discourse' | 'phpbb'; charset?: string }): (url: string) => string {
  const posts = o.posts
    .map((p, i) =>
      o.generator === 'discourse'
        ? `<div class="topic-post clearfix" id="post_${i + 1}" itemprop="${i === 0 ? 'mainEntity' : 'comment'}" itemscope itemtype="http://schema.org/${i === 0 ? 'DiscussionForumPosting' : 'Comment'}"><div class="topic-meta-data"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url" href="/u/${p.user}"><span itemprop="name">${esc(p.user)}</span></a></span> <span class="crawler-post-infos"><time itemprop="datePublished" datetime="${p.date}" class="post-time">${p.date.slice(0, 10)}</time><meta itemprop="position" content="${i + 1}"></span></div><div class="post" itemprop="text">${p.body}</div><div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter"><meta itemprop="interactionType" content="http://schema.org/LikeAction"><meta itemprop="userInteractionCount" content="${(i * 7) % 13}"><span class="post-likes">${(i * 7) % 13} Likes</span></div></div>`
        : `<div id="p${48120 + i}" class="post has-profile bg${(i % 2) + 1}"><div class="inner"><dl class="postprofile" id="profile${48120 + i}"><dt class="has-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&amp;u=${200 + i}" class="username">${esc(p.user)}</a></dt><dd class="profile-rank">Постоялец</dd><dd class="profile-posts"><strong>Сообщения:</strong> ${100 + i * 37}</dd></dl><div class="postbody"><div id="post_content${48120 + i}"><h3><a href="#p${48120 + i}">Re: ${esc(o.title)}</a></h3><p class="author"><span class="responsive-hide">${esc(p.user)} » </span>${p.date.slice(0, 10)}</p><div class="content">${p.body}</div></div></div></div></div>`,
    )
    .join('\n');
  return (url) =>
    o.generator === 'discourse'
      ? `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<title>${esc(o.title)} - ${o.breadcrumbs.at(-1)} - ${esc(o.forum)}</title>
<meta name="description" content="${esc(o.posts[0]!.body.replace(/<[^>]+>/g, '').slice(0, 150))}">
<meta name="generator" content="Discourse 3.3.0 - https://github.com/discourse/discourse version 2f1d2c">
<link rel="canonical" href="${esc(url)}">
<meta property="og:site_name" content="${esc(o.forum)}">
<meta property="og:type" content="website">
<meta property="og:title" content="${esc(o.title)}">
<meta property="og:url" content="${esc(url)}">
<meta property="article:published_time" content="${o.posts[0]!.date}">
<link rel="stylesheet" href="/stylesheets/desktop_abc123.css" media="all">
<script defer src="/assets/discourse-4f1b.js"></script>
</head>
<body class="crawler ">
<header><a href="/"><img src="/uploads/default/original/1X/logo.png" alt="${esc(o.forum)}" id="site-logo"></a></header>
<div id="main-outlet" class="wrap" role="main">
<div id="topic-title"><h1><a href="${esc(url)}">${esc(o.title)}</a></h1><div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList">${o.breadcrumbs.map((b, i) => `<span itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><a href="/c/${i}" class="badge-wrapper bullet" itemprop="item"><span class="badge-category-bg"></span><span class="badge-category clear-badge"><span class="category-name" itemprop="name">${esc(b)}</span></span></a><meta itemprop="position" content="${i + 1}"></span>`).join('')}</div></div>
${posts}
<div id="related-topics" class="more-topics__list" role="complementary"><h3 id="related-topics-title" class="more-topics__list-title">Related topics</h3><table><tr><td><a href="/t/other/1">Getting started</a></td><td>12</td></tr></table></div>
</div>
<footer class="container wrap"><nav class="crawler-nav"><ul><li><a href="/">Home</a></li><li><a href="/categories">Categories</a></li><li><a href="/guidelines">Guidelines</a></li><li><a href="/tos">Terms of Service</a></li><li><a href="/privacy">Privacy Policy</a></li></ul></nav></footer>
<div id="noscript-footer"><p>Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></div>
</body></html>`
      : `<!DOCTYPE html>
<html dir="ltr" lang="${o.lang ?? 'ru'}">
<head>
<meta charset="${o.charset ?? 'utf-8'}">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)} - ${esc(o.forum)}</title>
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=112" rel="stylesheet">
</head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr ">
<div id="wrap" class="wrap"><a id="top" class="top-anchor" accesskey="t"></a>
<div id="page-header"><div class="headerbar" role="banner"><div class="inner"><div id="site-description" class="site-description"><a id="logo" class="logo" href="./index.php" title="Главная"><span class="site_logo"></span></a><h1>${esc(o.forum)}</h1><p>Форум любителей</p></div><div id="search-box" class="search-box search-header" role="search"><form action="./search.php" method="get" id="search"><fieldset><input name="keywords" id="keywords" type="search" maxlength="128" title="Ключевые слова" class="inputbox search tiny" size="20" value="" placeholder="Поиск…"></fieldset></form></div></div></div>
<div class="navbar" role="navigation"><ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks" role="menubar">${o.breadcrumbs.map((b) => `<li class="breadcrumbs"><span class="crumb"><a href="./viewforum.php">${esc(b)}</a></span></li>`).join('')}</ul><ul class="linklist"><li><a href="./ucp.php?mode=login" title="Вход" accesskey="x" role="menuitem">Вход</a></li><li><a href="./ucp.php?mode=register" role="menuitem">Регистрация</a></li></ul></div></div>
<div id="page-body" class="page-body" role="main">
<h2 class="topic-title"><a href="./viewtopic.php?t=8812">${esc(o.title)}</a></h2>
<div class="action-bar bar-top"><div class="pagination">${o.posts.length} сообщений • Страница <strong>1</strong> из <strong>1</strong></div></div>
${posts}
</div>
<div id="page-footer" class="page-footer" role="contentinfo"><div class="copyright">Создано на основе <a href="https://www.phpbb.com/">phpBB</a>® Forum Software © phpBB Limited<br>Русская поддержка phpBB</div></div>
</div>
</body></html>`;
}

function validReference(): Entry[] {
  const out: Entry[] = [];
  const wiki = wikiPage({
    lang: 'en', site: 'Wikipedia', title: 'Vänern',
    lead: '<b>Vänern</b> is the largest lake in Sweden, the largest lake in the European Union and the third-largest lake in Europe after Ladoga and Onega in Russia. It is located on the border of the provinces of Västergötland, Dalsland and Värmland in the southwest of the country. With a surface area of 5,655&#160;km<sup>2</sup> (2,183&#160;sq&#160;mi), it is also one of the largest lakes in the world.<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">[1]</a></sup>',
    sections: [
      ['Geography', ['The lake’s surface is 44&#160;m above sea level and its average depth is 27&#160;m. The maximum depth is 106&#160;m. Vänern drains into the Göta älv, which flows into the Kattegat at Gothenburg.', 'The lake is divided into two parts, Dalbosjön in the west and Värmlandssjön in the east, by the Kålland peninsula and the Värmlandsnäs peninsula.']],
      ['History', ['At the end of the last ice age the lake was part of a strait connecting the Baltic basin with the Kattegat. The shoreline has since risen through post-glacial rebound.', 'Commercial shipping on the lake began in earnest after the opening of the Trollhätte Canal in 1800.']],
      ['Ecology', ['Vänern supports around 35 species of fish, including an indigenous land-locked salmon population. The archipelago has about 22,000 islands, islets and skerries.']],
    ],
    refs: ['<cite class="citation web">"Sveriges största sjöar". <i>SMHI</i>. Retrieved 12 May 2023.</cite>', '<cite class="citation book">Lindström, Karin (2011). <i>Vänern – ett hav i Sverige</i>. Stockholm.</cite>'],
  });
  out.push({
    id: 'wiki-en-vanern', host: 'en.wikipedia-mirror.example', path: '/wiki/V%C3%A4nern', expected: 'valid',
    reason: 'encyclopedia article (MediaWiki Vector 2022 skin) that states the cited area; its JSON-LD headline is a description, not the title',
    context: { title: 'Vänern', claims: ['Vänern has a surface area of 5,655 km².'] },
    meta: { title: ['Vänern'] },
    quotes: [q('the third-largest lake in Europe after Ladoga and Onega in Russia'), q('about 22,000 islands, islets and skerries'), q('about 24,000 islands', false)],
    handle: serveArticle(wiki),
  });

  const wikiDe = wikiPage({
    lang: 'de', site: 'Wikipedia', title: 'Wuppertaler Schwebebahn',
    lead: 'Die <b>Wuppertaler Schwebebahn</b> ist ein am 1.&#160;März 1901 eröffnetes Verkehrsmittel in Wuppertal. Die Einschienenhängebahn gilt als Wahrzeichen der Stadt und steht unter Denkmalschutz. Die Strecke ist 13,3&#160;Kilometer lang und hat 20&#160;Stationen; rund 13,3&#160;Kilometer davon verlaufen in etwa zwölf Metern Höhe über dem Fluss Wupper.',
    sections: [
      ['Geschichte', ['Der Kölner Ingenieur Eugen Langen entwickelte das System ursprünglich für Berlin. Nachdem die Stadt Berlin abgelehnt hatte, entschieden sich die damals selbständigen Städte Barmen, Elberfeld und Vohwinkel für den Bau.', 'Am 21.&#160;Juli 1950 ließ der Zirkus Althoff für Werbezwecke den jungen Elefanten Tuffi mit der Schwebebahn fahren; Tuffi sprang dabei aus dem Wagen in die Wupper und blieb nahezu unverletzt.']],
      ['Betrieb', ['Die Schwebebahn befördert werktags rund 82.000 Fahrgäste. Seit 2016 verkehren Fahrzeuge der Generation 15.']],
    ],
    refs: ['Wuppertaler Stadtwerke: Zahlen und Fakten zur Schwebebahn, abgerufen am 3. Mai 2024.'],
  });
  out.push({
    id: 'wiki-de-schwebebahn', host: 'de.wikipedia-mirror.example', path: '/wiki/Wuppertaler_Schwebebahn', expected: 'valid',
    reason: 'German encyclopedia article with the cited Tuffi anecdote (NBSP inside dates)',
    context: { title: 'Wuppertaler Schwebebahn', claims: ['1950 sprang der Elefant Tuffi aus der Wuppertaler Schwebebahn in die Wupper.'] },
    quotes: [q('Tuffi sprang dabei aus dem Wagen in die Wupper und blieb nahezu unverletzt')],
    handle: serveArticle(wikiDe),
  });

  out.push({
    id: 'docs-docusaurus-retries', host: 'docs.queuekit.example', path: '/docs/guides/retries', expected: 'valid',
    reason: 'product documentation page (Docusaurus) that documents the cited default of 5 attempts with exponential backoff',
    context: { title: 'Retries and backoff', claims: ['QueueKit retries a failed job 5 times by default, with exponential backoff.'] },
    quotes: [q('By default a failed job is retried 5 times')],
    handle: serveArticle(docsPage({
      product: 'QueueKit', title: 'Retries and backoff', version: '4.2', nav: ['Introduction', 'Installation', 'Queues', 'Workers', 'Retries and backoff', 'Rate limiting', 'Observability'],
      sections: `<p>Jobs fail. Networks drop packets, databases restart and third-party APIs return <code>503</code>. QueueKit treats a thrown error as a signal to try again later.</p>
<h2 class="anchor anchorWithStickyNavbar_LWe7" id="defaults">Defaults<a href="#defaults" class="hash-link" aria-label="Direct link to Defaults">​</a></h2>
<p>By default a failed job is retried 5 times, with exponential backoff starting at 1&nbsp;second and doubling each time (1 s, 2 s, 4 s, 8 s, 16 s). After the last attempt the job moves to the <em>failed</em> set, where it stays until you retry or delete it.</p>
<div class="language-ts codeBlockContainer_Ckt0 theme-code-block"><pre class="prism-code language-ts"><code><span class="token keyword">const</span> queue <span class="token operator">=</span> <span class="token keyword">new</span> <span class="token class-name">Queue</span><span class="token punctuation">(</span><span class="token string">'emails'</span><span class="token punctuation">,</span> <span class="token punctuation">{</span> attempts<span class="token operator">:</span> <span class="token number">5</span><span class="token punctuation">,</span> backoff<span class="token operator">:</span> <span class="token punctuation">{</span> type<span class="token operator">:</span> <span class="token string">'exponential'</span><span class="token punctuation">,</span> delay<span class="token operator">:</span> <span class="token number">1000</span> <span class="token punctuation">}</span> <span class="token punctuation">}</span><span class="token punctuation">)</span><span class="token punctuation">;</span></code></pre></div>
<h2 id="custom">Custom strategies</h2>
<p>Pass a function as <code>backoff</code> to compute the delay yourself. Return <code>-1</code> to stop retrying immediately.</p>
<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class="admonitionHeading_Gvgb">warning</div><div class="admonitionContent_BuS1"><p>Retries are not a substitute for idempotency. A job may run more than once.</p></div></div>`,
    })),
  });

  out.push({
    id: 'forum-discourse-en', host: 'community.homelabbers.example', path: '/t/zfs-scrub-slows-to-a-crawl-after-upgrade/18234', expected: 'valid',
    reason: 'Discourse forum thread (crawler view, microdata) where the cited answer appears in a reply',
    context: { title: 'ZFS scrub slows to a crawl after upgrade', claims: ['Setting zfs_scan_vdev_limit higher restored scrub speed after the upgrade.'] },
    quotes: [q('raising zfs_scan_vdev_limit to 16M brought the scrub back to ~900 MB/s')],
    handle: serveArticle(forumThread({
      forum: 'Homelabbers Community', title: 'ZFS scrub slows to a crawl after upgrade', generator: 'discourse', breadcrumbs: ['Storage', 'ZFS'],
      posts: [
        { user: 'pkarlsson', date: '2024-05-02T19:11:04Z', body: '<p>Since upgrading to OpenZFS 2.2 my monthly scrub of an 8×12 TB raidz2 pool runs at about 40 MB/s instead of the usual 800–900 MB/s. Nothing else changed. Any ideas?</p>' },
        { user: 'mariam_b', date: '2024-05-02T21:40:19Z', body: '<p>Check whether a resilver or a snapshot destroy is still running in the background — <code>zpool status -v</code> shows it.</p>' },
        { user: 'pkarlsson', date: '2024-05-03T08:02:55Z', body: '<p>Nothing running. But raising zfs_scan_vdev_limit to 16M brought the scrub back to ~900&nbsp;MB/s. Marking this as solved — thanks all!</p><aside class="quote"><blockquote><p>Check whether a resilver …</p></blockquote></aside>' },
      ],
    })),
  });

  out.push({
    id: 'forum-phpbb-ru-1251', host: 'forum.rybalka-club.example', path: '/viewtopic.php', expected: 'valid',
    reason: 'Russian phpBB forum thread in windows-1251 with the cited advice in a post',
    context: { title: 'Ловля леща на фидер ранней весной', claims: ['Весной лещ лучше ловится на мотыля с добавлением чеснока.'] },
    quotes: [q('лучше всего работает мотыль, а в прикормку добавляйте немного чеснока')],
    handle: serveArticle(forumThread({
      forum: 'Рыболовный клуб', title: 'Ловля леща на фидер ранней весной', generator: 'phpbb', lang: 'ru', charset: 'windows-1251', breadcrumbs: ['Форум', 'Фидер'],
      posts: [
        { user: 'Сергей_К', date: '2024-03-28', body: 'Подскажите, на что ловить леща в конце марта? Вода ещё холодная, клёв слабый.' },
        { user: 'Волгарь', date: '2024-03-28', body: 'По холодной воде лучше всего работает мотыль, а в прикормку добавляйте немного чеснока — лещ подходит быстрее. Поводок тонкий, 0,12.' },
        { user: 'Михалыч', date: '2024-03-29', body: 'Подтверждаю про чеснок. И не перекармливайте — весной рыба ест мало.' },
      ],
    }), { charset: 'windows-1251' }),
  });

  out.push({
    id: 'qa-stackexchange-like', host: 'cooking.askexperts.example', path: '/questions/118203/why-does-my-bread-collapse-in-the-oven', expected: 'valid',
    reason: 'Q&A site question page with an accepted answer giving the cited explanation (over-proofing)',
    context: { title: 'Why does my bread collapse in the oven?', claims: ['Bread collapsing in the oven is usually caused by over-proofing.'] },
    quotes: [q('Collapse in the oven is almost always over-proofing')],
    handle: serveArticle((url) => shell({
      lang: 'en', site: 'Seasoned Advice', title: 'baking - Why does my bread collapse in the oven? - Seasoned Advice',
      head: `<link rel="canonical" href="${esc(url)}"><meta property="og:type" content="website"><meta property="og:title" content="Why does my bread collapse in the oven?"><script type="application/ld+json">{"@context":"https://schema.org","@type":"QAPage","mainEntity":{"@type":"Question","name":"Why does my bread collapse in the oven?","answerCount":2,"dateCreated":"2023-02-11T10:02:11","author":{"@type":"Person","name":"loafer"},"acceptedAnswer":{"@type":"Answer","upvoteCount":41,"author":{"@type":"Person","name":"Elena Brandt"}}}}</script>`,
      main: `<div id="question-header"><h1 itemprop="name" class="fs-headline1"><a href="${esc(url)}" class="question-hyperlink">Why does my bread collapse in the oven?</a></h1></div>
<div class="question"><div class="votecell"><div class="js-vote-count">23</div></div><div class="postcell"><div class="s-prose js-post-body"><p>I bake a simple white loaf (500 g flour, 350 g water, 7 g instant yeast). It rises beautifully in the tin, but as soon as it goes into a 220 °C oven it sinks in the middle. What am I doing wrong?</p></div><div class="post-taglist"><a class="post-tag">baking</a> <a class="post-tag">bread</a> <a class="post-tag">yeast</a></div><div class="user-details">asked Feb 11, 2023 at 10:02 <a href="/users/4411/loafer">loafer</a></div></div></div>
<div id="answers"><h2 class="mb0">2 Answers</h2>
<div class="answer accepted-answer"><div class="js-vote-count">41</div><div class="s-prose js-post-body"><p>Collapse in the oven is almost always over-proofing. The gluten network is stretched to its limit before baking, so the extra expansion from oven spring tears it and the gas escapes.</p><p>Use the poke test: press a floured finger 1 cm into the dough. If the dent springs back slowly and partly, bake. If it stays, you have gone too far; reshape and proof again for a shorter time.</p><p>With 7 g of instant yeast at a warm room temperature, 35–45 minutes for the second rise is often enough.</p></div><div class="user-details">answered Feb 11, 2023 at 11:30 <a href="/users/118/elena-brandt">Elena Brandt</a></div></div>
<div class="answer"><div class="js-vote-count">6</div><div class="s-prose js-post-body"><p>Also check your oven temperature with a separate thermometer; a cold oven makes things worse.</p></div></div></div>`,
      sidebar: linkList('Hot Network Questions', ['How to deal with a co-author who never replies?', 'Is it safe to store rice in the freezer?', 'What is the origin of the phrase "bread and butter"?']),
    })),
  });

  return out;
}

function validSpecial(): Entry[] {
  const out: Entry[] = [];

  // PDFs
  const report = pdf({
    title: 'Urban Heat Islands in Mid-Sized European Cities', author: 'Institute for Climate Adaptation', date: '2024-04-30',
    pages: [
      wrap('Urban Heat Islands in Mid-Sized European Cities\nTechnical Report 2024/07 - Institute for Climate Adaptation\nSummary\nAcross the 38 cities in our sample, the average night-time temperature difference between the densest district and the surrounding countryside was 3.8 degrees Celsius during the July 2023 heatwave. Cities with more than 30 percent tree canopy cover showed a difference about 1.6 degrees smaller than cities with less than 15 percent.\nTree planting remains the cheapest measure per degree of cooling, followed by light-coloured roofing and the removal of sealed surfaces in school yards.'),
      wrap('1. Method\nWe combined Landsat 9 thermal imagery with 412 street-level sensors operated by municipal partners. Measurements were taken between 02:00 and 04:00 local time to avoid direct solar effects.\n2. Results\nThe strongest heat islands were recorded in port cities with large paved logistics areas. The weakest were found in cities crossed by a river corridor with continuous green banks.'),
    ],
  });
  out.push({
    id: 'pdf-report-en', host: 'www.climate-adapt-institute.example', path: '/publications/TR-2024-07.pdf', expected: 'valid',
    reason: 'technical report served as application/pdf; the cited 3.8 °C figure is in its summary',
    context: { title: 'Urban Heat Islands in Mid-Sized European Cities', claims: ['The average night-time urban heat island was 3.8 degrees Celsius during the July 2023 heatwave.'] },
    meta: { title: ['Urban Heat Islands in Mid-Sized European Cities'] },
    quotes: [q('Tree planting remains the cheapest measure per degree of cooling')],
    handle: respond({ body: report, type: 'application/pdf', headers: { 'content-disposition': 'inline; filename="TR-2024-07.pdf"', 'accept-ranges': 'bytes' } }),
  });

  const minutes = pdf({
    title: 'Protokoll der Gemeinderatssitzung vom 12. September 2024', author: 'Gemeinde Altenbach', date: '2024-09-16',
    pages: [wrap('Gemeinde Altenbach - Protokoll der oeffentlichen Sitzung des Gemeinderats vom 12. September 2024\nTOP 4: Sanierung der Grundschule\nDer Gemeinderat beschliesst mit 14 zu 3 Stimmen, die Sanierung der Grundschule im Jahr 2025 zu beginnen. Die Kosten werden auf 4,2 Millionen Euro geschaetzt, davon traegt das Land 60 Prozent.\nTOP 5: Verschiedenes\nDie Buergermeisterin informiert ueber die Sperrung der Kreisstrasse K 12 im Oktober.')],
  });
  out.push({
    id: 'pdf-octet-de', host: 'www.altenbach-gemeinde.example', path: '/fileadmin/protokolle/2024-09-12.pdf', expected: 'valid',
    reason: 'council minutes PDF served as application/octet-stream with an attachment disposition (a real PDF signature)',
    context: { title: 'Protokoll der Gemeinderatssitzung vom 12. September 2024', claims: ['Der Gemeinderat beschloss mit 14 zu 3 Stimmen die Sanierung der Grundschule.'] },
    quotes: [q('Die Kosten werden auf 4,2 Millionen Euro geschaetzt')],
    handle: respond({ body: minutes, type: 'application/octet-stream', headers: { 'content-disposition': 'attachment; filename="2024-09-12.pdf"' } }),
  });

  const paper = pdf({
    title: 'Sleep Duration and Reaction Time in Shift Workers', author: 'A. Moreau; K. Tanaka', date: '2023-11-02',
    pages: [wrap('Sleep Duration and Reaction Time in Shift Workers\nA. Moreau, K. Tanaka\nAbstract. We followed 214 hospital nurses on rotating shifts for six months. Each additional hour of sleep before a night shift was associated with a 23 ms faster mean reaction time on the psychomotor vigilance task (95% CI 15-31 ms). The effect was strongest in the last third of the shift.\nKeywords: shift work, sleep, vigilance, occupational safety')],
  });
  out.push({
    id: 'pdf-untyped', host: 'preprints.openscholar.example', path: '/files/2023.11.02.5521v1.full', expected: 'valid',
    reason: 'preprint PDF served with no Content-Type at all; the abstract carries the cited 23 ms effect',
    context: { title: 'Sleep Duration and Reaction Time in Shift Workers', claims: ['Each extra hour of sleep was associated with a 23 ms faster reaction time.'] },
    quotes: [q('associated with a 23 ms faster mean reaction time')],
    handle: respond({ body: paper, type: '' }),
  });

  // Very long pages
  const longParas: string[] = [];
  longParas.push('The ferry service between Port Ellis and the outer islands will run year-round from April, the transport authority confirmed, ending a winter gap that has lasted since 1998.');
  longParas.push('“For the first time in a generation, islanders will not have to plan their winter around a timetable that simply stops,” said authority chair Fiona MacLeod.');
  for (let i = 0; i < 1400; i++) longParas.push(`Reader comment #${i + 1}: ${['I remember the old winter boat, it was a lifeline.', 'About time — my grandmother had to fly to the mainland for hospital visits.', 'Will the fares stay the same in winter?', 'Great news for the school children on the islands.', 'Hope they keep the café on board.'][i % 5]} Posted ${(i % 28) + 1} days ago · Reply · Report`);
  out.push(A('long-comments', 'www.islandtimes.example', '/news/ferry-to-run-all-winter', {
    site: 'The Island Times', lang: 'en', title: 'Ferry to the outer islands will run all winter from April', author: 'Calum Reid', date: '2025-02-20T10:00:00+00:00', section: 'Transport',
    paras: longParas, ads: true, metaStyle: 'og+jsonld',
  }, {
    reason: 'news article followed by about 1,400 reader comments (a long page of ~200 KB); the article carries the claim',
    claims: ['The ferry to the outer islands will run year-round from April.'],
    quotes: [q('For the first time in a generation, islanders will not have to plan their winter around a timetable that simply stops')],
    meta: true,
  }));

  const hugeTail = `<script>window.__INITIAL_STATE__=${JSON.stringify({ feed: Array.from({ length: 9000 }, (_, i) => ({ id: i, t: 'related story '.repeat(20), img: `https://cdn.example/${i}.jpg` })) })};</script>`;
  out.push(A('over-2mb-state', 'www.metroherald.example', '/city/2025/05/06/night-buses-return', {
    site: 'Metro Herald', lang: 'en', title: 'Night buses return to six routes after three-year gap', author: 'Daniel Osei', date: '2025-05-06T09:00:00+01:00',
    paras: [
      'Night buses will return to six routes from 1 June, three years after they were cut to save money, the transport committee decided on Tuesday.',
      'The routes will run every 30 minutes between midnight and 5am on Fridays and Saturdays, and hourly on other nights.',
      '“Shift workers told us again and again that the cuts left them with a choice between a taxi they could not afford and a long walk home,” said committee chair Ruth Adeyemi.',
    ],
    afterBody: hugeTail, metaStyle: 'og+jsonld',
  }, {
    reason: 'article page over 2 MB because of an inlined app state after the text; the article itself is at the top',
    claims: ['Night buses return to six routes from 1 June.'],
    quotes: [q('a choice between a taxi they could not afford and a long walk home')],
  }));

  // Pages that merely mention walls / errors in their prose
  out.push(A('mention-404-title', 'www.filmjournal-review.example', '/reviews/404-a-lost-summer', {
    site: 'Film Journal Review', lang: 'en', title: '“404: Page Not Found” is the best small film of the festival', author: 'Ines Carvalho', date: '2024-10-12T14:00:00+00:00', section: 'Reviews', metaStyle: 'og+jsonld',
    paras: [
      'Halfway through “404: Page Not Found”, the debut feature by Korean-Canadian director Min-ji Park, a teenage web developer types the words “nothing here” into a blank page and starts to cry. It is the quietest scene in the film and the one that stays with you.',
      'The film follows Ha-eun, seventeen, who spends a summer rebuilding the website of her late father’s hardware shop. Every broken link is a memory she did not know she had lost.',
      'Park, who worked as a QA tester before film school, shoots the screens as if they were landscapes. The error page of the title returns three times, each time meaning something different.',
      '“I wanted a film where a 404 error is a kind of grief,” Park said after the premiere.',
      'It runs 94 minutes and is subtitled in English. Four stars.',
    ],
  }, {
    reason: 'a real film review whose title and text say "404" and "Page Not Found" — the page is the cited review',
    claims: ['“404: Page Not Found” is directed by Min-ji Park.'],
    quotes: [q('I wanted a film where a 404 error is a kind of grief')],
    meta: true,
  }));

  out.push(A('mention-captcha', 'www.consumerwatch-news.example', '/scams/fake-captcha-clipboard-attack', {
    site: 'Consumer Watch', lang: 'en', title: 'Fake “verify you are human” pages trick users into running malware', author: 'Priya Nair', date: '2025-03-03T08:00:00+00:00', section: 'Scams', metaStyle: 'og+jsonld',
    paras: [
      'A wave of fake CAPTCHA pages is asking visitors to “verify you are human” by pressing Windows+R and pasting a command, security researchers warned this week.',
      'The pages imitate the familiar checkbox from bot-protection services. Instead of checking a box, victims are told to press three keys — which runs a script copied silently to the clipboard.',
      '“No real CAPTCHA will ever ask you to open the Run dialog or a terminal,” said Lars Eriksen of the national cyber security centre.',
      'Researchers counted more than 1,200 compromised websites showing the fake check in February alone.',
      'If you have already run such a command, disconnect the computer from the network and change your passwords from another device.',
    ],
  }, {
    reason: 'a consumer news article about fake CAPTCHA pages: it mentions "verify you are human" but is an ordinary article',
    claims: ['Fake CAPTCHA pages ask users to paste a command into the Windows Run dialog.'],
    quotes: [q('No real CAPTCHA will ever ask you to open the Run dialog or a terminal')],
  }));

  out.push(A('mention-paywall', 'www.medialab-observer.example', '/2024/11/how-paywalls-changed-local-news', {
    site: 'MediaLab Observer', lang: 'en', title: 'How paywalls changed local news: a ten-year study', author: 'Grace Whitfield', date: '2024-11-19T12:00:00+00:00', template: 'ghost', metaStyle: 'og+jsonld',
    paras: [
      'When a local paper puts its stories behind a paywall, how many readers stay? A ten-year study of 61 regional titles, published on Tuesday, gives the most detailed answer so far.',
      'Metered paywalls — the kind that let you read a few free articles a month before asking you to subscribe — kept 72 % of their audience after two years, while hard paywalls kept only 38 %.',
      '“Subscribe to continue reading is a sentence readers have learned to hate, but a meter lets them sample the product first,” the authors write.',
      'Titles that combined a meter with a free newsletter grew digital subscriptions fastest.',
      'This article is free to read, like everything we publish.',
    ],
  }, {
    reason: 'a free media-research article about paywalls — it quotes "subscribe to continue reading" but has no wall',
    claims: ['Metered paywalls kept 72% of their audience after two years.'],
    quotes: [q('a meter lets them sample the product first')],
  }));

  out.push(A('mention-cookies', 'www.datenschutz-aktuell.example', '/2024/07/cookie-banner-urteil/', {
    site: 'Datenschutz Aktuell', lang: 'de', title: 'Gericht: „Alle ablehnen“ muss so sichtbar sein wie „Alle akzeptieren“', author: 'Jan Petersen', date: '2024-07-08T10:00:00+02:00', metaStyle: 'og+jsonld',
    paras: [
      'Ein Cookie-Banner muss die Ablehnung aller Cookies genauso einfach machen wie die Zustimmung. Das hat das Landgericht in einem am Montag veröffentlichten Urteil entschieden.',
      'Geklagt hatte ein Verbraucherverband gegen einen Onlinehändler, dessen Banner nur einen grünen Knopf „Alle akzeptieren“ zeigte; die Ablehnung war erst nach zwei weiteren Klicks möglich.',
      '„Wer Cookies ablehnen will, darf nicht durch ein Labyrinth geschickt werden“, heißt es in der Urteilsbegründung.',
      'Das Urteil ist noch nicht rechtskräftig.',
    ],
  }, {
    reason: 'a German article about cookie-banner law: its text is full of "Cookies", "Alle akzeptieren", "ablehnen" but it is an article',
    claims: ['Cookie-Banner müssen die Ablehnung so einfach machen wie die Zustimmung.'],
    quotes: [q('Wer Cookies ablehnen will, darf nicht durch ein Labyrinth geschickt werden')],
  }));

  out.push(A('mention-maintenance', 'www.railtech-weekly.example', '/infrastructure/signalling-upgrade-weekend-closures', {
    site: 'RailTech Weekly', lang: 'en', title: 'Signalling upgrade: line closed for maintenance on four weekends', author: 'Oliver Grant', date: '2025-01-30T07:30:00+00:00', metaStyle: 'og+jsonld',
    paras: [
      'The main line between Ashby and Carrow Junction will be closed for maintenance on four weekends in March while engineers replace 1970s-era signalling, the infrastructure manager said.',
      'Replacement buses will run every 15 minutes. The work is the last stage of a £310m programme.',
      '“We are sorry for the disruption. We’ll be back up and running on Monday mornings, every time,” said project director Helen Marsh.',
      'Journey planners will show the closures from next week.',
    ],
  }, {
    reason: 'a trade-news article about rail maintenance that says "we\'ll be back" and "closed for maintenance" in its prose',
    claims: ['The line will close on four weekends in March for signalling work.'],
    quotes: [q('We\'ll be back up and running on Monday mornings, every time')],
  }));

  out.push(A('mention-cloudflare-outage', 'www.netops-daily.example', '/outages/cdn-outage-just-a-moment-loop', {
    site: 'NetOps Daily', lang: 'en', title: 'CDN outage left millions staring at “Just a moment…” screens', author: 'Sam Whitaker', date: '2024-06-21T18:00:00+00:00', metaStyle: 'og+jsonld',
    paras: [
      'For about 47 minutes on Friday, visitors to thousands of websites saw nothing but a challenge page reading “Just a moment…” that never finished loading.',
      'The content delivery network said a faulty configuration change to its bot-management rules caused the challenge to loop, and that it had rolled the change back at 14:52 UTC.',
      '“Checking your browser before accessing the site should take seconds, not forever,” one developer wrote in a widely shared post.',
      'The company promised a full post-mortem within a week.',
    ],
  }, {
    reason: 'a news story about a CDN outage that quotes the challenge page text; the story itself is the cited source',
    claims: ['A faulty bot-management change made the CDN challenge page loop for about 47 minutes.'],
    quotes: [q('Checking your browser before accessing the site should take seconds, not forever')],
  }));

  out.push(A('mention-access-denied-art', 'www.kunstforum-wien.example', '/ausstellungen/access-denied', {
    site: 'Kunstforum', lang: 'de', title: 'Ausstellung „Access Denied“: Kunst über Überwachung und Zugang', author: 'Lena Hofer', date: '2024-04-11T09:00:00+02:00', metaStyle: 'og+jsonld',
    paras: [
      'Die Ausstellung „Access Denied“ versammelt 40 Arbeiten von 22 Künstlerinnen und Künstlern, die sich mit Überwachung, Grenzen und digitalem Zugang beschäftigen.',
      'Im Mittelpunkt steht eine Installation aus 300 ausgedruckten Fehlermeldungen – „403 Forbidden“, „Access Denied“, „Sie haben keine Berechtigung“ –, die wie Tapete die Wände eines Raumes bedecken.',
      '„Jede Fehlermeldung ist auch eine Aussage darüber, wer dazugehört“, sagt Kuratorin Miriam Adler.',
      'Die Ausstellung ist bis 30. Juni dienstags bis sonntags von 10 bis 18 Uhr geöffnet.',
    ],
  }, {
    reason: 'an exhibition page titled "Access Denied" that lists "403 Forbidden" as artwork — a real page about the cited show',
    claims: ['Die Ausstellung „Access Denied“ zeigt 40 Arbeiten von 22 Künstlern.'],
    quotes: [q('Jede Fehlermeldung ist auch eine Aussage darüber, wer dazugehört')],
  }));

  out.push(A('soft-hyphen-de', 'www.technik-magazin.example', '/energie/waermepumpen-foerderung-2025', {
    site: 'Technik Magazin', lang: 'de', title: 'Wärmepumpen: Förderung 2025 bleibt bei bis zu 70 Prozent', author: 'Tobias Renner', date: '2025-01-04T08:00:00+01:00', metaStyle: 'og+jsonld',
    paras: [
      'Die Bundes&shy;förderung für effiziente Gebäude bleibt 2025 unverändert: Wer eine alte Öl- oder Gas&shy;heizung durch eine Wärme&shy;pumpe ersetzt, erhält bis zu 70 Prozent der förder&shy;fähigen Kosten.',
      'Der Höchst&shy;betrag liegt bei 21.000 Euro für das erste Wohn&shy;einheit. Anträge müssen vor Beginn der Arbeiten gestellt werden.',
      'Energie&shy;berater raten, zuerst den Heiz&shy;lastbedarf berechnen zu lassen.',
    ],
  }, {
    reason: 'German article whose compound words carry soft hyphens (&shy;) that the citation does not have',
    claims: ['Die Förderung für Wärmepumpen beträgt 2025 bis zu 70 Prozent.'],
    quotes: [q('durch eine Wärmepumpe ersetzt, erhält bis zu 70 Prozent der förderfähigen Kosten')],
  }));

  out.push(A('nbsp-fr-quote', 'www.sciences-et-avenir-mag.example', '/espace/telescope-vera-rubin-premiere-image', {
    site: 'Sciences Mag', lang: 'fr', title: 'Le télescope Vera Rubin dévoile sa première image', author: 'Hugo Lemaire', date: '2025-06-24T16:00:00+02:00', metaStyle: 'og+jsonld',
    paras: [
      'L’observatoire Vera-Rubin, installé au Chili, a publié sa première image&nbsp;: une mosaïque de la nébuleuse de la Trifide composée de 678&nbsp;clichés.',
      '«&nbsp;Nous allons filmer le ciel austral entier toutes les trois nuits pendant dix ans&nbsp;», explique l’astrophysicienne Camille Roux.',
      'La caméra de 3&nbsp;200&nbsp;mégapixels est la plus grande jamais construite pour l’astronomie.',
    ],
  }, {
    reason: 'French science article with narrow/no-break spaces around « » and before colons (NBSP vs plain spaces in the citation)',
    claims: ['La caméra du télescope Vera Rubin compte 3 200 mégapixels.'],
    quotes: [q('« Nous allons filmer le ciel austral entier toutes les trois nuits pendant dix ans »')],
  }));

  out.push(A('nfd-de-umlauts', 'www.bergblick-zeitung.example', '/region/gondelbahn-zugspitze-rekord', {
    site: 'Bergblick Zeitung', lang: 'de', title: 'Zugspitz-Seilbahn befördert so viele Gäste wie nie'.normalize('NFD'), author: 'Maximilian Gruber', date: '2024-12-27T10:00:00+01:00', metaStyle: 'og',
    paras: [
      'Die Seilbahn auf die Zugspitze hat im zu Ende gehenden Jahr 712.000 Fahrgäste befördert – so viele wie nie zuvor.'.normalize('NFD'),
      '„Die Nachfrage aus Übersee ist enorm gewachsen“, sagte der Betriebsleiter der Bayerischen Zugspitzbahn.'.normalize('NFD'),
      'Für den Winter rechnet das Unternehmen mit Wartezeiten von bis zu einer Stunde an Wochenenden.'.normalize('NFD'),
    ],
  }, {
    reason: 'German article stored in NFD (u + combining diaeresis); citation in NFC',
    title: 'Zugspitz-Seilbahn befördert so viele Gäste wie nie',
    claims: ['Die Zugspitz-Seilbahn beförderte 712.000 Fahrgäste.'],
    quotes: [q('Die Nachfrage aus Übersee ist enorm gewachsen')],
  }));

  return out;
}

function validFetchQuirks(): Entry[] {
  const out: Entry[] = [];
  const simple = (o: Partial<ArticleOpts> & { title: string; paras: string[]; site: string }): ArticleOpts => ({ lang: 'en', metaStyle: 'og+jsonld', ...o });

  // A site that sets a session cookie and redirects to itself before serving the page.
  const cookiePage = article(simple({
    site: 'Northern Ledger', title: 'Mill town votes to buy back its hydro plant', author: 'Ruth Calloway', date: '2024-08-14T09:00:00+00:00',
    paras: [
      'Residents of Kessock Falls voted 2,114 to 890 on Tuesday to buy back the hydroelectric plant that the town sold to a private operator in 1996.',
      '“The river was always ours. Now the power from it will be too,” said mayor Elaine Brodie after the count.',
      'The purchase, at £6.4m, will be financed by a 30-year municipal bond.',
    ],
  }));
  out.push({
    id: 'cookie-self-redirect', host: 'www.northernledger.example', path: '/news/mill-town-hydro-buyback', expected: 'valid',
    reason: 'the site sets a session cookie and 302s to the same URL; with the cookie it serves the article (a browser gets there)',
    context: { title: 'Mill town votes to buy back its hydro plant', claims: ['Kessock Falls voted 2,114 to 890 to buy back its hydro plant.'] },
    quotes: [q('The river was always ours. Now the power from it will be too')],
    handle: (req, res, web) => {
      if (!/(^|;\s*)nl_session=/.test(req.headers.cookie ?? '')) {
        res.writeHead(302, { location: req.url ?? '/', 'set-cookie': 'nl_session=8f3e2a91c4; Path=/; HttpOnly; SameSite=Lax', 'cache-control': 'no-store', 'content-length': '0' });
        return res.end();
      }
      write(res, { body: cookiePage(`${web.origin('www.northernledger.example')}${req.url}`) });
    },
  });

  // meta refresh from an old URL to the article's new home
  const moved = article(simple({
    site: 'Coastal Science Notes', title: 'Seagrass meadows store carbon 35 times faster than rainforests', author: 'Dr. Amira Haddad', date: '2023-05-09T12:00:00+00:00', template: 'drupal',
    paras: [
      'Per hectare, seagrass meadows can bury carbon up to 35 times faster than tropical rainforests, because their sediments stay waterlogged and low in oxygen.',
      'Yet an estimated 7 % of the world’s seagrass is lost every year to dredging, pollution and anchor damage.',
      'Restoration projects in the Mediterranean have replanted more than 40 hectares since 2019.',
    ],
  }));
  out.push({
    id: 'meta-refresh-moved', host: 'coastalscience.example', path: '/old/seagrass.html', expected: 'valid',
    reason: 'an old URL whose page is a meta refresh to the article\'s new address; the new page is the cited article',
    context: { title: 'Seagrass meadows store carbon 35 times faster than rainforests', claims: ['Seagrass meadows bury carbon up to 35 times faster than tropical rainforests.'] },
    quotes: [q('an estimated 7 % of the world\'s seagrass is lost every year')],
    handle: respond({ body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Redirecting…</title><meta http-equiv="refresh" content="0; URL='/blue-carbon/seagrass-meadows-carbon'"><link rel="canonical" href="/blue-carbon/seagrass-meadows-carbon"></head><body><p>This page has moved. If you are not redirected, <a href="/blue-carbon/seagrass-meadows-carbon">follow this link</a>.</p></body></html>` }),
  });
  out.push({ id: 'meta-refresh-moved-target', host: 'coastalscience.example', path: '/blue-carbon/seagrass-meadows-carbon', expected: 'valid', reason: 'target', target: true, handle: serveArticle(moved) });

  const refreshTarget = article(simple({
    site: 'Observatorio Andino', lang: 'es', title: 'El glaciar Quelccaya perdió un 12 % de su superficie en una década', author: 'Rosa Huamán', date: '2024-03-19T10:00:00-05:00',
    paras: [
      'El glaciar Quelccaya, el casquete tropical más grande del mundo, perdió un 12 % de su superficie entre 2013 y 2023, según un estudio del instituto nacional de glaciares.',
      '«A este ritmo, el casquete podría fragmentarse antes de 2050», advirtió la glacióloga Carmen Quispe.',
      'El deshielo alimenta ríos de los que dependen más de 100.000 personas en la región de Cusco.',
    ],
  }));
  out.push({
    id: 'refresh-header', host: 'observatorio-andino.example', path: '/noticias/12345', expected: 'valid',
    reason: 'a Refresh: 0;url=… header (empty body) sends readers to the article\'s slug URL, which is the cited article',
    context: { title: 'El glaciar Quelccaya perdió un 12 % de su superficie en una década', claims: ['Quelccaya perdió un 12 % de su superficie entre 2013 y 2023.'] },
    quotes: [q('A este ritmo, el casquete podría fragmentarse antes de 2050')],
    handle: (_req, res) => { res.writeHead(200, { refresh: '0;url=/noticias/glaciar-quelccaya-perdio-12-por-ciento', 'content-type': 'text/html; charset=utf-8', 'content-length': '0' }); res.end(); },
  });
  out.push({ id: 'refresh-header-target', host: 'observatorio-andino.example', path: '/noticias/glaciar-quelccaya-perdio-12-por-ciento', expected: 'valid', reason: 'target', target: true, handle: serveArticle(refreshTarget) });

  const permanent = article(simple({
    site: 'The Policy Review', title: 'Four-day week trial: 56 of 61 firms kept it', author: 'Hannah Cole', date: '2023-02-21T07:00:00+00:00', metaStyle: 'graph',
    paras: [
      'Of the 61 companies that took part in the six-month four-day week trial, 56 have decided to continue with it, researchers reported on Tuesday.',
      'Sick days fell by about two thirds and 39 % of employees said they were less stressed.',
      '“Employers came in sceptical and came out converted,” said lead researcher Dr. Mark Ellison.',
    ],
  }));
  out.push({
    id: 'moved-301', host: 'www.policyreview.example', path: '/p=48213', expected: 'valid',
    reason: 'a 301 from a WordPress short link to the pretty permalink of the same article',
    context: { title: 'Four-day week trial: 56 of 61 firms kept it', claims: ['56 of the 61 firms in the four-day week trial kept it.'] },
    quotes: [q('Employers came in sceptical and came out converted')],
    handle: redirect((o) => `${o('www.policyreview.example')}/2023/02/21/four-day-week-trial-results/`, 301, { 'x-redirect-by': 'WordPress' }),
  });
  out.push({ id: 'moved-301-target', host: 'www.policyreview.example', path: '/2023/02/21/four-day-week-trial-results/', expected: 'valid', reason: 'target', target: true, handle: serveArticle(permanent) });

  const flaky = (first: Send, page: (url: string) => string, host: string): Entry['handle'] => {
    let n = 0;
    return (req, res, web) => (n++ === 0 ? write(res, first) : write(res, { body: page(`${web.origin(host)}${req.url}`) }));
  };
  out.push({
    id: 'oneoff-503', host: 'www.valleyreporter.example', path: '/2024/09/library-reopens', expected: 'valid',
    reason: 'one 503 (no Retry-After) from an overloaded origin, then the article — a retry gets it',
    context: { title: 'Town library reopens after £2m refurbishment', claims: ['The library reopened after a £2m refurbishment.'] },
    handle: flaky({ status: 503, body: '<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>' }, article(simple({
      site: 'Valley Reporter', title: 'Town library reopens after £2m refurbishment', author: 'Nadia Brooks', date: '2024-09-07T09:00:00+01:00',
      paras: ['The town library reopened on Saturday after an 18-month, £2m refurbishment that added a children’s wing and a maker space.', '“Libraries are the last indoor place where you can stay without spending money,” said head librarian Owen Price.', 'Opening hours are extended to 8pm on weekdays.'],
    })), 'www.valleyreporter.example'),
  });
  out.push({
    id: 'oneoff-502', host: 'blog.kitchen-garden.example', path: '/posts/overwintering-chillies', expected: 'valid',
    reason: 'a single 502 Bad Gateway from the proxy, then the blog post on the next try',
    context: { title: 'How I overwinter my chilli plants', claims: ['Chilli plants can be overwintered indoors at around 10–15 °C.'] },
    handle: flaky({ status: 502, body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>openresty</center></body></html>' }, article(simple({
      site: 'The Kitchen Garden', title: 'How I overwinter my chilli plants', author: 'Beth Morgan', date: '2023-10-15T08:00:00+01:00', type: 'BlogPosting', template: 'ghost',
      paras: ['Chillies are perennials. Given a bright windowsill at around 10–15 °C, most plants will survive the winter and fruit earlier the following year.', 'In October I cut each plant back to a few main stems and repot into fresh compost.', 'Water sparingly — once every two or three weeks is enough until new leaves appear in February.'],
    })), 'blog.kitchen-garden.example'),
  });

  out.push(A('gzip-encoded', 'www.alpenland-nachrichten.example', '/wirtschaft/skigebiete-schneekanonen-strompreis', {
    site: 'Alpenland Nachrichten', lang: 'de', title: 'Skigebiete sparen bei Schneekanonen wegen hoher Strompreise', author: 'Florian Egger', date: '2024-12-02T07:00:00+01:00', metaStyle: 'og+jsonld',
    paras: ['Wegen hoher Strompreise wollen viele Skigebiete in diesem Winter weniger Kunstschnee erzeugen. Ein Drittel der befragten Betreiber plant, die Beschneiung um mindestens 20 Prozent zu reduzieren.', '„Wir beschneien nur noch die Hauptpisten“, sagt ein Betreiber aus dem Salzburger Land.', 'Die Tageskarten werden im Schnitt um sieben Prozent teurer.'],
  }, {
    reason: 'article served gzip-compressed (Content-Encoding: gzip)',
    claims: ['Ein Drittel der Skigebiete will die Beschneiung um mindestens 20 Prozent reduzieren.'],
    send: { encoding: 'gzip', headers: { server: 'cloudflare', 'cf-ray': '8e4f2a1b3c5d6e7f-VIE', 'cf-cache-status': 'HIT' } },
    quotes: [q('Wir beschneien nur noch die Hauptpisten')],
  }));

  out.push(A('brotli-cf-headers', 'www.startup-journal.example', '/funding/series-b-grid-batteries', {
    site: 'Startup Journal', lang: 'en', title: 'Grid battery maker raises $84m Series B', author: 'Kevin Zhao', date: '2025-04-08T13:00:00-04:00', metaStyle: 'og+jsonld', ads: true,
    paras: ['VoltHarbor, which builds sodium-ion batteries for utility-scale storage, has raised $84m in a Series B round led by two climate funds.', 'The company says its cells cost 30 % less per kilowatt-hour than lithium-iron-phosphate at comparable cycle life.', '“Sodium is boring, abundant and cheap — which is exactly what the grid needs,” said CEO Ana Ribeiro.'],
  }, {
    reason: 'an ordinary article behind Cloudflare (server: cloudflare, cf-ray headers) served brotli-compressed — the CDN headers alone are no wall',
    claims: ['VoltHarbor raised $84m in a Series B round.'],
    quotes: [q('Sodium is boring, abundant and cheap - which is exactly what the grid needs')],
    send: { encoding: 'br', headers: { server: 'cloudflare', 'cf-ray': '8f01c2d3e4f5a6b7-EWR', 'cf-cache-status': 'DYNAMIC', 'nel': '{"success_fraction":0,"report_to":"cf-nel","max_age":604800}' } },
  }));

  out.push({
    id: 'xhtml-xml-decl-1252', host: 'www.old-mill-press.example', path: '/archive/1999/riverside.html', expected: 'valid',
    reason: 'an old XHTML page whose charset (windows-1252) is only in the XML declaration; curly quotes are raw 0x93/0x94 bytes',
    context: { title: 'Riverside walk reopens after flood repairs', claims: ['The riverside walk reopened after flood repairs costing $480,000.'] },
    quotes: [q('"We walked this path as children, and now our grandchildren can too"')],
    handle: respond({
      type: 'application/xhtml+xml', charset: 'windows-1252',
      body: `<?xml version="1.0" encoding="windows-1252"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head><title>Riverside walk reopens after flood repairs - Old Mill Press</title>
<meta name="keywords" content="riverside, flood, walk, council" /></head>
<body bgcolor="#FFFFFF">
<table width="760" border="0" cellpadding="0" cellspacing="0"><tr><td><img src="/img/masthead.gif" alt="Old Mill Press" width="760" height="90" /></td></tr>
<tr><td class="nav"><a href="/">Home</a> | <a href="/archive/">Archive</a> | <a href="/contact.html">Contact</a></td></tr>
<tr><td>
<h1>Riverside walk reopens after flood repairs</h1>
<p><i>By Harold Jennings &#8212; October 3, 1999</i></p>
<p>The riverside walk between the mill and Church Bridge reopened on Saturday after repairs costing $480,000 that took most of the summer.</p>
<p>“We walked this path as children, and now our grandchildren can too,” said Margaret Ellis, 81, who cut the ribbon.</p>
<p>The spring floods washed away nearly 300 yards of the path and two wooden footbridges. The new bridges are steel, set four feet higher.</p>
</td></tr>
<tr><td class="footer"><small>&copy; 1999 Old Mill Press. All rights reserved.</small></td></tr></table>
</body></html>`,
    }),
  });

  out.push({
    id: 'utf8-bom-no-charset', host: 'www.prairie-farmnews.example', path: '/crops/2024/canola-record', expected: 'valid',
    reason: 'UTF-8 page with a byte-order mark and no charset anywhere (header says only text/html)',
    context: { title: 'Canola harvest sets record despite dry June', claims: ['The canola harvest reached a record 21.4 million tonnes.'] },
    quotes: [q('It’s the best crop I’ve seen in 30 years — and I nearly wrote it off in June')],
    handle: respond({
      type: 'text/html',
      body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`<!DOCTYPE html><html lang="en"><head><title>Canola harvest sets record despite dry June – Prairie Farm News</title><meta property="og:title" content="Canola harvest sets record despite dry June"></head><body><header><a href="/">Prairie Farm News</a> · <a href="/crops/">Crops</a> · <a href="/livestock/">Livestock</a> · <a href="/markets/">Markets</a></header><article><h1>Canola harvest sets record despite dry June</h1><p class="byline">By Dale Kowalski · November 4, 2024</p><p>Farmers brought in a record 21.4 million tonnes of canola this year, the statistics agency said, despite a dry June that had many growers fearing the worst.</p><p>“It’s the best crop I’ve seen in 30 years — and I nearly wrote it off in June,” said Saskatchewan grower Lorne Fedoruk.</p><p>Late July rains saved the crop in most regions; yields averaged 44 bushels an acre.</p></article><footer>© Prairie Farm News · <a href="/subscribe">Get the print edition</a></footer></body></html>`, 'utf8')]),
    }),
  });

  out.push(A('newsletter-donate-boxes', 'www.thecivicpost.example', '/2025/02/11/school-meals-expansion', {
    site: 'The Civic Post', lang: 'en', title: 'Free school meals to be extended to all primary pupils', author: 'Imogen Hart', date: '2025-02-11T06:00:00+00:00', metaStyle: 'og+jsonld',
    paras: [
      'All primary school pupils in the region will receive free school meals from September, the education department announced, extending a scheme that currently covers the first three year groups.',
      'The expansion will cost £38m a year and reach about 96,000 additional children.',
      '<div class="newsletter-signup"><h3>Get The Civic Post in your inbox</h3><p>Sign up for our free morning newsletter.</p><form><input type="email" placeholder="Your email"><button>Subscribe</button></form></div>',
      '“No child should be learning on an empty stomach,” said education minister Kwame Asante.',
      'Head teachers welcomed the plan but asked for money to expand school kitchens.',
      '<div class="support-us"><h3>Before you go…</h3><p>The Civic Post is independent and free to read for everyone. If you value our journalism, please consider becoming a supporter — it takes a minute.</p><a class="btn" href="/support">Support us</a></div>',
    ],
  }, {
    reason: 'a free article with a newsletter "Subscribe" box and a "support us / become a supporter" appeal — no wall, the text is all there',
    claims: ['Free school meals will be extended to all primary pupils from September.'],
    quotes: [q('No child should be learning on an empty stomach')],
  }));

  out.push(A('gov-press-release', 'www.ministry-transport.gov.example', '/news/press-releases/2025/03/speed-cameras-evaluation', {
    site: 'Ministry of Transport', lang: 'en', title: 'Average speed cameras cut serious crashes by a third, evaluation finds', author: null, date: '2025-03-27T00:01:00+00:00', metaStyle: 'og', template: 'drupal',
    paras: [
      'An independent evaluation of 42 average speed camera schemes has found that serious and fatal collisions fell by 33 % on the roads concerned over five years.',
      'The evaluation compared each route with similar roads without cameras to account for wider trends.',
      'Roads Minister Claire Dunmore said: “The evidence is clear. These cameras save lives, and we will help councils install them where the data says they are needed.”',
      '<h2>Notes to editors</h2>',
      '<ul><li>The full evaluation report is published on this website.</li><li>For media enquiries contact the press office on 020 7946 0000.</li></ul>',
    ],
  }, {
    reason: 'a government press release (no byline) with the cited 33 % finding and the minister\'s quote',
    claims: ['Average speed cameras reduced serious and fatal collisions by 33%.'],
    quotes: [q('These cameras save lives, and we will help councils install them where the data says they are needed.')],
  }));

  out.push({
    id: 'open-access-journal', host: 'journals.openbiology.example', path: '/article/10.5555/obio.2024.00871', expected: 'valid',
    reason: 'an open-access journal article page with abstract and full text on the page ("Download PDF" is free)',
    context: { title: 'Urban foxes show bolder behaviour than rural foxes', claims: ['Urban foxes approached novel objects faster than rural foxes.'] },
    meta: { title: ['Urban foxes show bolder behaviour than rural foxes'], published: ['2024-06-12'] },
    quotes: [q('urban foxes approached novel objects on average 2.4 times faster')],
    handle: serveArticle((url) => shell({
      lang: 'en', site: 'Open Biology Letters', title: 'Urban foxes show bolder behaviour than rural foxes | Open Biology Letters',
      head: `<meta name="citation_title" content="Urban foxes show bolder behaviour than rural foxes"><meta name="citation_author" content="Harrington, Zoe"><meta name="citation_author" content="Novak, Petr"><meta name="citation_publication_date" content="2024/06/12"><meta name="citation_journal_title" content="Open Biology Letters"><meta name="citation_doi" content="10.5555/obio.2024.00871"><meta name="citation_pdf_url" content="${esc(url)}.pdf"><meta name="dc.rights" content="CC BY 4.0">`,
      main: `<article><div class="article-type">Research article · <span class="oa-badge">Open Access</span></div><h1>Urban foxes show bolder behaviour than rural foxes</h1><p class="authors">Zoe Harrington, Petr Novak</p><p>Published: 12 June 2024 · <a href="${esc(url)}.pdf">Download PDF</a> · <a href="#">Cite</a></p>
<section id="abstract"><h2>Abstract</h2><p>Animals living in cities face novel objects daily. We presented 96 red foxes (Vulpes vulpes) in four cities and four rural areas with unfamiliar objects at feeding sites. Urban foxes approached novel objects on average 2.4 times faster than rural foxes and were more likely to interact with them, but showed no difference in problem-solving success.</p></section>
<section><h2>1. Introduction</h2><p>Behavioural flexibility is thought to help animals colonise urban environments…</p><h2>2. Methods</h2><p>Camera traps recorded 1,412 visits to feeding stations between 2021 and 2023.</p><h2>3. Results</h2><p>Latency to approach was shorter in urban sites (median 31 s vs 74 s).</p><h2>4. Discussion</h2><p>Boldness may be a precondition for urban life rather than its result.</p></section>
<section class="license"><p>© 2024 The Authors. Published under a Creative Commons Attribution 4.0 International licence.</p></section></article>`,
    })),
  });

  out.push({
    id: 'readme-repo-page', host: 'git.codeforge.example', path: '/tinyhttp/tinyhttp', expected: 'valid',
    reason: 'a code-hosting repository page whose README states the cited zero-dependency claim',
    context: { title: 'tinyhttp: a 0-dependency HTTP server for embedded Linux', claims: ['tinyhttp has zero runtime dependencies and a 38 KB binary.'] },
    quotes: [q('no runtime dependencies, and the static binary is 38 KB')],
    handle: serveArticle(() => shell({
      lang: 'en', site: 'CodeForge', title: 'tinyhttp/tinyhttp: a 0-dependency HTTP server for embedded Linux',
      head: '<meta property="og:title" content="tinyhttp/tinyhttp"><meta property="og:description" content="a 0-dependency HTTP server for embedded Linux">',
      main: `<div class="repo-header"><a href="/tinyhttp">tinyhttp</a> / <strong><a href="/tinyhttp/tinyhttp">tinyhttp</a></strong> <span class="label">Public</span> <span class="stars">★ 2.1k</span></div><nav class="repo-tabs"><a>Code</a> <a>Issues 14</a> <a>Pull requests 3</a> <a>Actions</a> <a>Wiki</a></nav><div class="file-list"><div>src/</div><div>tests/</div><div>Makefile</div><div>README.md</div><div>LICENSE</div></div>
<article class="markdown-body entry-content" itemprop="text"><h1>tinyhttp</h1><p>A 0-dependency HTTP/1.1 server for embedded Linux, written in C99.</p><ul><li>no runtime dependencies, and the static binary is 38&nbsp;KB on ARMv7</li><li>serves static files, CGI and a small JSON API</li><li>one process, one thread, <code>epoll</code>-based</li></ul><h2>Building</h2><pre><code>make CC=arm-linux-gnueabihf-gcc STATIC=1</code></pre><h2>License</h2><p>MIT</p></article>`,
    })),
  });

  out.push(A('recipe-blog-heavy', 'www.nonnas-table.example', '/recipes/ribollita/', {
    site: 'Nonna’s Table', lang: 'en', title: 'Ribollita (Tuscan bread and bean soup)', author: 'Giulia Benedetti', date: '2023-01-14T09:00:00-05:00', type: 'BlogPosting', ads: true, metaStyle: 'graph',
    paras: [
      'Ribollita means “reboiled”: the soup was traditionally made one day and reheated the next with stale bread, which is exactly why it tastes better on day two.',
      'I learned this version from my grandmother in Pistoia. She insisted on cavolo nero and nothing else — “kale is for people in a hurry,” she used to say.',
      '<h2>Ingredients</h2>', '<ul><li>400 g cooked cannellini beans</li><li>1 bunch cavolo nero</li><li>2 carrots, 2 celery sticks, 1 onion</li><li>300 g stale Tuscan bread</li><li>Extra-virgin olive oil</li></ul>',
      '<h2>Method</h2>', 'Soften the vegetables slowly in plenty of oil for 20 minutes. Add half the beans whole and half blended, the greens and water, and simmer for an hour. Layer with bread, rest overnight, then reboil.',
      '<div class="wprm-recipe-container"><div class="wprm-recipe-rating">★★★★★ 4.9 from 212 votes</div><button>Print Recipe</button> <button>Pin Recipe</button></div>',
    ],
  }, {
    reason: 'recipe blog post with heavy ads, a recipe card and Yoast @graph; the cited etymology is in the first paragraph',
    claims: ['Ribollita means "reboiled" because it was reheated with stale bread the next day.'],
    quotes: [q('kale is for people in a hurry')],
  }));

  out.push(A('pl-news', 'wiadomosci.gazeta-pomorska.example', '/kraj/artykuly/9912345,tramwaj-na-morene', {
    site: 'Gazeta Pomorska', lang: 'pl', title: 'Tramwaj na Morenę pojedzie w 2026 roku', author: 'Agnieszka Wiśniewska', date: '2024-10-17T11:00:00+02:00', charset: 'iso-8859-2', metaStyle: 'og',
    paras: ['Nowa linia tramwajowa na Morenę zostanie oddana do użytku w 2026 roku – poinformował w czwartek wiceprezydent miasta.', '„Budowa idzie zgodnie z harmonogramem, a większość umów z wykonawcami została już podpisana” – powiedział.', 'Trasa będzie miała 4,1 km i siedem przystanków.'],
  }, {
    reason: 'Polish city news in ISO-8859-2 (ą, ę, ł, ż)',
    claims: ['Tramwaj na Morenę zostanie oddany do użytku w 2026 roku.'],
    quotes: [q('Budowa idzie zgodnie z harmonogramem')],
  }));

  out.push(A('it-news', 'www.corriere-adriatico-online.example', '/cronaca/2024/08/ponte-chiuso-lavori', {
    site: 'Corriere Adriatico Online', lang: 'it', title: 'Il ponte sul Metauro resterà chiuso fino a novembre', author: 'Marco Bellini', date: '2024-08-29T12:30:00+02:00', metaStyle: 'og+jsonld', ads: true,
    paras: ['Il ponte sul Metauro resterà chiuso al traffico fino a novembre per consentire il rifacimento delle pile danneggiate dall’alluvione dello scorso anno.', '«È un sacrificio necessario, la sicurezza viene prima di tutto», ha dichiarato il sindaco.', 'Le deviazioni allungano il percorso di circa 12 chilometri.'],
  }, {
    reason: 'Italian local news (UTF-8, iubenda cookie banner)',
    claims: ['Il ponte sul Metauro resterà chiuso fino a novembre.'],
    quotes: [q('È un sacrificio necessario, la sicurezza viene prima di tutto')],
  }));

  out.push(A('nl-news', 'www.noorderkrant.example', '/binnenland/fietsbrug-over-het-ij-kost-meer', {
    site: 'Noorderkrant', lang: 'nl', title: 'Fietsbrug over het IJ wordt 90 miljoen euro duurder', author: 'Sanne de Vries', date: '2024-05-14T15:00:00+02:00', metaStyle: 'og+jsonld',
    paras: ['De geplande fietsbrug over het IJ wordt 90 miljoen euro duurder dan begroot, meldt het college aan de gemeenteraad.', '„We hebben de kosten onderschat, dat moeten we eerlijk toegeven”, zegt de wethouder.', 'De brug moet in 2030 klaar zijn.'],
  }, {
    reason: 'Dutch city news with „…” quotes',
    claims: ['De fietsbrug over het IJ wordt 90 miljoen euro duurder.'],
    quotes: [q('We hebben de kosten onderschat, dat moeten we eerlijk toegeven')],
  }));

  out.push(A('pt-br-news', 'g1-regional.example', '/sp/campinas/noticia/2024/09/10/onda-de-calor-recorde.ghtml', {
    site: 'Portal Regional', lang: 'pt', title: 'Campinas registra 38,9 °C, maior temperatura da história', author: 'Fernanda Lima', date: '2024-09-10T17:00:00-03:00', metaStyle: 'og+jsonld', ads: true,
    paras: ['Campinas registrou nesta terça-feira 38,9 °C, a maior temperatura desde o início das medições, em 1890, segundo o centro de pesquisas meteorológicas da Unicamp.', '“É um valor excepcional, mesmo para uma onda de calor”, afirmou a meteorologista Ana Paula Ribeiro.', 'A umidade do ar chegou a 11 %, nível de emergência.'],
  }, {
    reason: 'Brazilian Portuguese regional news',
    claims: ['Campinas registrou 38,9 °C, a maior temperatura da história.'],
    quotes: [q('É um valor excepcional, mesmo para uma onda de calor')],
  }));

  out.push(A('th-news', 'www.siam-daily.example', '/news/local/2812345', {
    site: 'สยามเดลี่', lang: 'th', title: 'กรุงเทพฯ เปิดสวนสาธารณะใหม่ริมแม่น้ำเจ้าพระยา', author: 'สมชาย ใจดี', date: '2024-12-05T10:00:00+07:00', metaStyle: 'og+jsonld',
    paras: ['กรุงเทพมหานครเปิดสวนสาธารณะแห่งใหม่ริมแม่น้ำเจ้าพระยา มีพื้นที่ทั้งหมด 28 ไร่ เปิดให้ประชาชนใช้บริการตั้งแต่เวลา 05.00 ถึง 21.00 น.', 'ผู้ว่าราชการกรุงเทพมหานครกล่าวว่า "เราต้องการให้ทุกคนเดินถึงสวนได้ภายใน 15 นาที"', 'สวนแห่งนี้มีทางเดินริมน้ำยาว 1.2 กิโลเมตร'],
  }, {
    reason: 'Thai news (no spaces between words) with the cited 28 rai figure',
    claims: ['สวนสาธารณะใหม่ริมแม่น้ำเจ้าพระยามีพื้นที่ 28 ไร่'],
    quotes: [q('เราต้องการให้ทุกคนเดินถึงสวนได้ภายใน 15 นาที')],
  }));

  out.push(A('fa-news', 'www.khabar-online-fa.example', '/news/1934567', {
    site: 'خبر آنلاین', lang: 'fa', title: 'متروی تبریز به فرودگاه می‌رسد', author: 'مریم احمدی', date: '2024-11-11T09:00:00+03:30', metaStyle: 'og',
    paras: ['خط دوم متروی تبریز تا پایان سال آینده به فرودگاه بین‌المللی شهر می‌رسد و طول آن به ۲۲ کیلومتر افزایش می‌یابد.', 'مدیرعامل قطار شهری گفت: «با تکمیل این خط، سفر از مرکز شهر تا فرودگاه کمتر از ۲۵ دقیقه طول می‌کشد.»', 'این پروژه هفت ایستگاه جدید خواهد داشت.'],
  }, {
    reason: 'Persian news (RTL, Persian digits, ZWNJ inside words)',
    claims: ['خط دوم متروی تبریز به فرودگاه می‌رسد.'],
    quotes: [q('با تکمیل این خط، سفر از مرکز شهر تا فرودگاه کمتر از ۲۵ دقیقه طول می‌کشد.')],
  }));

  out.push(A('uk-1251', 'www.lviv-novyny.example', '/suspilstvo/2024/10/02/tramvai-sykhiv', {
    site: 'Львівські новини', lang: 'uk', charset: 'windows-1251', title: 'Трамвай на Сихів перевіз мільйон пасажирів за пів року', author: 'Олена Коваль', date: '2024-10-02T12:00:00+03:00', metaStyle: 'og',
    paras: ['Нова трамвайна лінія на Сихів за перші шість місяців роботи перевезла понад мільйон пасажирів, повідомили в міській раді.', '«Ми очікували такого результату лише через рік», — зазначив директор комунального підприємства.', 'Інтервал руху в години пік становить шість хвилин.'],
  }, {
    reason: 'Ukrainian city news in windows-1251 (і, ї, є)',
    claims: ['Трамвай на Сихів перевіз понад мільйон пасажирів за пів року.'],
    quotes: [q('Ми очікували такого результату лише через рік')],
  }));

  out.push(A('ja-eucjp-blog', 'blog.yamanote-walker.example', '/entry/2024/05/03/kamakura-hydrangea', {
    site: '山手ウォーカーの日記', lang: 'ja', charset: 'euc-jp', type: 'BlogPosting', title: '鎌倉・明月院のあじさい、今年は見頃が1週間早い', author: '山本 健', date: '2024-06-03T20:00:00+09:00', metaStyle: 'og', cookie: false,
    paras: ['今年の明月院のあじさいは、例年より1週間ほど早く見頃を迎えました。朝8時半の開門前から50人ほどの列ができていました。', '寺の方によると「5月の気温が高かったので、色づきが早まった」とのこと。', '混雑を避けたい方は平日の夕方がおすすめです。'],
  }, {
    reason: 'Japanese personal blog (Hatena-like) in EUC-JP, the charset only in <meta>',
    claims: ['明月院のあじさいは例年より1週間早く見頃を迎えた。'],
    quotes: [q('5月の気温が高かったので、色づきが早まった')],
    send: { type: 'text/html' },
  }));

  out.push(A('zh-gb18030-gov', 'www.shanghai-gov-news.example', '/xwzx/20241015/0001-123456.html', {
    site: '上海发布', lang: 'zh', charset: 'gb18030', title: '上海将新建500个口袋公园', author: null, date: '2024-10-15T09:00:00+08:00', metaStyle: 'none', cookie: false,
    paras: ['记者从市绿化和市容管理局获悉，上海将在2025年底前新建500个口袋公园，方便市民就近休憩。', '市绿化局相关负责人表示：“口袋公园虽小，却能让居民出门五分钟就见到绿色。”', '目前全市已建成口袋公园超过300个。'],
  }, {
    reason: 'Chinese government news page in GB18030 (charset in header), no byline',
    claims: ['上海将在2025年底前新建500个口袋公园。'],
    quotes: [q('口袋公园虽小，却能让居民出门五分钟就见到绿色。')],
  }));

  out.push({
    id: 'nextjs-ssr', host: 'www.techbrief.example', path: '/articles/eu-ai-act-deadlines', expected: 'valid',
    reason: 'a server-rendered Next.js article: visible text plus a large __NEXT_DATA__ blob',
    context: { title: 'EU AI Act: the deadlines that matter in 2025', claims: ['Bans on prohibited AI practices apply from 2 February 2025.'] },
    quotes: [q('bans on prohibited practices apply from 2 February 2025')],
    handle: serveArticle((url) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>EU AI Act: the deadlines that matter in 2025 | TechBrief</title><meta property="og:title" content="EU AI Act: the deadlines that matter in 2025"/><meta property="og:site_name" content="TechBrief"/><meta name="author" content="Laura Schmitt"/><meta property="article:published_time" content="2025-01-20T08:00:00.000Z"/><link rel="canonical" href="${esc(url)}"/><link rel="preload" href="/_next/static/css/7e2a.css" as="style"/><link rel="stylesheet" href="/_next/static/css/7e2a.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-59c5c889f52620d6.js" defer=""></script><script src="/_next/static/chunks/framework-2c79e2a64abdb08b.js" defer=""></script><script src="/_next/static/chunks/pages/articles/%5Bslug%5D-9a1b.js" defer=""></script></head><body><div id="__next"><div class="layout_root__x1"><header class="Header_h__a"><a href="/">TechBrief</a><nav><a href="/ai">AI</a><a href="/policy">Policy</a><a href="/security">Security</a></nav></header><main><article class="Article_a__q"><h1>EU AI Act: the deadlines that matter in 2025</h1><div class="Article_meta__z">Laura Schmitt · 20 January 2025 · 6 min read</div><div class="Article_body__k"><p>The EU’s AI Act entered into force in August 2024, but its obligations arrive in stages. The first one is close: bans on prohibited practices apply from 2 February 2025.</p><p>Prohibited practices include social scoring by public authorities and untargeted scraping of facial images to build recognition databases.</p><p>Rules for general-purpose AI models follow on 2 August 2025, and most obligations for high-risk systems in August 2026.</p></div></article></main><footer>© TechBrief Media</footer></div></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { article: { slug: 'eu-ai-act-deadlines', title: 'EU AI Act: the deadlines that matter in 2025', tags: ['ai', 'policy'], related: Array.from({ length: 40 }, (_, i) => ({ slug: `story-${i}`, title: `Related story number ${i}` })) } }, __N_SSP: true }, page: '/articles/[slug]', query: { slug: 'eu-ai-act-deadlines' }, buildId: 'Zk3Jd8s', isFallback: false, gssp: true, scriptLoader: [] })}</script></body></html>`),
  });

  out.push({
    id: 'legacy-uppercase-1997', host: 'www.cs.someuniv.example', path: '/~jdoe/notes/raytracing.html', expected: 'valid',
    reason: 'a 1990s personal academic page: uppercase tags, no head metadata, ISO-8859-1 by header, the cited definition in the text',
    context: { title: 'Notes on Ray Tracing', claims: ['A shadow ray is cast from the hit point toward each light source.'] },
    quotes: [q('a shadow ray is cast from the hit point toward each light source')],
    handle: respond({
      charset: 'iso-8859-1', headers: { server: 'Apache/1.3.27 (Unix)', 'last-modified': 'Tue, 14 Oct 1997 09:12:44 GMT' },
      body: `<HTML>
<HEAD>
<TITLE>Notes on Ray Tracing</TITLE>
</HEAD>
<BODY BGCOLOR="#FFFFFF" TEXT="#000000" LINK="#0000EE">
<H1>Notes on Ray Tracing</H1>
<P>J. Doe, Department of Computer Science<BR>Last changed: 14 October 1997</P>
<HR>
<H2>1. Primary rays</H2>
<P>For every pixel we cast a primary ray from the eye through the image plane and find the nearest intersection with the scene.</P>
<H2>2. Shadows</H2>
<P>To decide whether a point is lit, a shadow ray is cast from the hit point toward each light source. If the shadow ray hits any object before reaching the light, the point is in shadow for that light. Note the &quot;epsilon&quot; offset: start the ray a tiny distance from the surface, or you will get &laquo;shadow acne&raquo;.</P>
<H2>3. Reflection</H2>
<P>Recursion depth of 5 is plenty for most scenes.</P>
<HR>
<ADDRESS><A HREF="/~jdoe/">jdoe</A>@cs.someuniv.example</ADDRESS>
<IMG SRC="/cgi-bin/counter.gif?page=raytracing" ALT="[counter]">
</BODY>
</HTML>`,
    }),
  });

  out.push(A('amp-page', 'amp.dailyfinance-wire.example', '/amp/markets/copper-price-record', {
    site: 'Daily Finance Wire', lang: 'en', title: 'Copper hits record above $11,000 a tonne', author: 'Rajesh Menon', date: '2024-05-20T10:00:00+00:00', metaStyle: 'og+jsonld', cookie: false,
    extraHead: '<script async src="https://cdn.ampproject.org/v0.js"></script><style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both}</style><noscript><style amp-boilerplate>body{-webkit-animation:none}</style></noscript><script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>',
    paras: ['Copper rose above $11,000 a tonne on the London Metal Exchange for the first time on Monday, driven by supply disruptions and demand from grid and data-centre construction.', '<amp-ad width="300" height="250" type="doubleclick" data-slot="/1234/markets/amp"></amp-ad>', '“The market is pricing in a structural deficit, not a blip,” said commodities analyst Petra Lund.', 'Prices have risen about 30 % since January.'],
  }, {
    reason: 'an AMP article page (amp-boilerplate, amp-ad); the cited price record is in the text',
    claims: ['Copper rose above $11,000 a tonne for the first time.'],
    quotes: [q('The market is pricing in a structural deficit, not a blip')],
  }));

  out.push(A('comment-removed-mention', 'www.gardenersforum-news.example', '/features/slugs-beer-traps-work', {
    site: 'Gardeners’ News', lang: 'en', title: 'Do beer traps really work against slugs?', author: 'Tom Hollis', date: '2024-06-02T09:00:00+01:00', metaStyle: 'og+jsonld',
    paras: ['A two-year trial by a horticultural charity found that beer traps caught on average 21 slugs per trap per week — but did not reduce damage to lettuces compared with untrapped beds.', '“Traps catch slugs. They just don’t catch enough of them to matter,” said trial lead Dr. Sian Powell.', 'Hand-picking at night and encouraging frogs and thrushes remained the most effective measures.'],
    afterBody: `<section id="comments"><h3>17 comments</h3><div class="comment"><b>greenfingers52</b><p>I have used beer traps for years and swear by them.</p></div><div class="comment deleted"><p><em>This comment has been removed by a moderator.</em></p></div><div class="comment"><b>AllotmentAnna</b><p>Try copper tape around the pots.</p></div><div class="comment deleted"><p><em>[deleted]</em></p></div><a href="#">Load more comments</a></section>`,
  }, {
    reason: 'an article whose comment section has "This comment has been removed" lines — the article itself is intact',
    claims: ['Beer traps did not reduce slug damage to lettuces in a two-year trial.'],
    quotes: [q('Traps catch slugs. They just don\'t catch enough of them to matter')],
  }));

  return out;
}

// ---------------------------------------------------------------------------------------------
// paywalled — the cited article exists, its text is behind a wall

function paywalls(): Entry[] {
  const out: Entry[] = [];
  const P = (id: string, host: string, path: string, o: ArticleOpts, x: { reason: string; claims?: string[]; quotes?: QuoteCheck[]; send?: Omit<Send, 'body'> }) =>
    A(id, host, path, o, { ...x, expected: 'paywalled' });


  out.push(P('metered-count-en', 'www.bayarea-chronicle.example', '/business/article/housing-permits-fall-19234567.php', {
    site: 'Bay Area Chronicle', lang: 'en', title: 'Housing permits fall to lowest level in a decade', author: 'Marcus Lee', date: '2024-09-12T05:00:00-07:00', ads: true,
    paras: [
      'Cities in the region issued permits for 14,200 new homes last year, the fewest since 2013, according to state data analysed by the Chronicle.',
      '<div class="meter-wall" id="paywall-modal" role="dialog" aria-modal="true"><h2>This is your last free article this month</h2><p>You\'ve used 4 of 5 free stories. Get unlimited access to the Chronicle for $1 a week for the first 6 months.</p><a class="btn-subscribe" href="/subscribe?src=meter">See subscription options</a><p>Already a subscriber? <a href="/login">Sign in</a></p></div>',
    ],
  }, { reason: 'metered wall: one paragraph of the article then "You\'ve used 4 of 5 free stories… See subscription options"', claims: ['Housing permits fell to 14,200 last year, the lowest since 2013.'] }));

  out.push(P('plus-de-teaser', 'www.sueddeutsche-rundschau.example', '/muenchen/mietspiegel-2025-muenchen-1.7712345', {
    site: 'Süddeutsche Rundschau', lang: 'de', title: 'Neuer Mietspiegel: Mieten in München steigen um 21 Prozent', author: 'Veronika Huber', date: '2025-03-06T06:00:00+01:00', free: false, paywallSelector: '.sz-article-body--paywalled',
    paras: [
      '<span class="plus-badge" aria-label="SZ Plus">R+</span> Der neue Mietspiegel zeigt einen Anstieg der ortsüblichen Vergleichsmiete um 21 Prozent innerhalb von zwei Jahren. Besonders betroffen sind kleine Wohnungen.',
      '<div class="offer-wall"><h3>Exklusiv für Abonnenten</h3><p>Lesen Sie diesen Artikel mit R+ – dem digitalen Abo der Rundschau.</p><ul><li>Alle R+ Artikel auf rundschau.example und in der App</li><li>Jederzeit kündbar</li></ul><p class="price">Jetzt 4 Wochen für 0,99 € testen</p><a class="cta" href="/abo">Jetzt testen</a><p>Sie sind bereits Abonnent? <a href="/login">Anmelden</a></p></div>',
      '<div class="sz-article-body--paywalled" hidden></div>',
    ],
  }, { reason: 'German "plus" article: teaser, "Exklusiv für Abonnenten… 4 Wochen für 0,99 € testen", JSON-LD isAccessibleForFree false', claims: ['Die Mieten in München steigen laut Mietspiegel um 21 Prozent.'] }));

  out.push(P('fr-abonnes', 'www.lejournal-du-soir.example', '/economie/article/2024/10/03/la-reforme-des-retraites-coutera-plus-cher_6123456_3234.html', {
    site: 'Le Journal du Soir', lang: 'fr', title: 'La réforme des retraites coûtera 3,4 milliards de plus que prévu', author: 'Antoine Girard', date: '2024-10-03T18:00:00+02:00', free: false,
    paras: [
      'Selon une note de la Cour des comptes consultée par «&nbsp;Le Journal du Soir&nbsp;», le coût de la réforme dépasserait de 3,4&nbsp;milliards d’euros les estimations initiales d’ici à 2030.',
      '<section class="paywall" id="js-paywall-content"><p class="paywall__title">Il vous reste 82 % de cet article à lire. La suite est réservée aux abonnés.</p><p>Déjà abonné ? <a href="/connexion">Se connecter</a></p><a class="btn" href="/abonnement">S’abonner pour 1 € le premier mois</a></section>',
    ],
  }, { reason: 'French "la suite est réservée aux abonnés" with the share left to read', claims: ['La réforme des retraites coûterait 3,4 milliards de plus que prévu.'] }));

  out.push(P('es-suscriptores', 'www.diario-levante.example', '/economia/2024/11/20/el-puerto-invertira-400-millones.html', {
    site: 'Diario Levante', lang: 'es', title: 'El puerto invertirá 400 millones en la nueva terminal norte', author: 'Javier Soler', date: '2024-11-20T07:00:00+01:00',
    paras: [
      'La autoridad portuaria aprobó ayer un plan de inversiones de 400 millones de euros para construir la nueva terminal norte, que duplicará la capacidad de contenedores.',
      '<div class="ev-paywall" data-paywall="premium"><span class="ico-lock">🔒</span><h3>Este contenido es exclusivo para suscriptores</h3><p>Hazte suscriptor y accede sin límites a todas las noticias, el periódico en PDF y la hemeroteca.</p><a href="/suscripcion" class="btn">Suscríbete por 1 € el primer mes</a><p>¿Ya eres suscriptor? <a href="/acceso">Inicia sesión</a></p></div>',
    ],
  }, { reason: 'Spanish "contenido exclusivo para suscriptores" after the first paragraph', claims: ['El puerto invertirá 400 millones en la nueva terminal norte.'] }));

  out.push(P('ja-member-only', 'www.nihon-keizai-online.example', '/article/DGXZQOUB2815Z0Y4A021C2000000/', {
    site: '日本経済オンライン', lang: 'ja', title: '半導体投資、国内で過去最高の5兆円に', author: null, date: '2024-10-29T11:00:00+09:00', metaStyle: 'og',
    paras: [
      '国内の半導体関連の設備投資額が2024年度に約5兆円となり、過去最高を更新する見通しであることが分かった。',
      '<div class="paywall_container"><p class="paywall_remaining">この記事は会員限定です。残り1832文字</p><p>日経オンラインに登録すると続きをお読みいただけます。</p><a class="btn_register" href="/r/">無料で登録する</a> <a class="btn_subscribe" href="/subscription/">有料会員に申し込む（初月無料）</a><p>会員の方は<a href="/login/">ログイン</a></p></div>',
    ],
  }, { reason: 'Japanese member-only article ("この記事は会員限定です。残りN文字") with a register/subscribe box', claims: ['国内の半導体投資は2024年度に約5兆円で過去最高となる見通し。'] }));

  out.push(P('zh-paid', 'www.caijing-weekly.example', '/2024-12-02/102267890.html', {
    site: '财经周刊', lang: 'zh', title: '新能源车出口前十月增长三成', author: '刘洋', date: '2024-12-02T08:00:00+08:00', metaStyle: 'og',
    paras: [
      '海关数据显示，今年前十个月我国新能源汽车出口量同比增长约三成，欧洲和东南亚市场增长最快。',
      '<div class="pay-tips"><p>本文为财经周刊付费内容，订阅后可阅读全文。</p><p>已是会员？<a href="/login">登录</a></p><a class="btn-buy" href="/subscribe">立即订阅 ¥198/年</a></div>',
    ],
  }, { reason: 'Chinese paid-content notice ("本文为…付费内容，订阅后可阅读全文") after the lede', claims: ['前十个月新能源汽车出口同比增长约三成。'] }));

  out.push(P('ru-subscribers', 'www.delovoy-kurier.example', '/articles/2024/11/14/1076543-banki-snizyat-stavki', {
    site: 'Деловой курьер', lang: 'ru', title: 'Крупные банки начали снижать ставки по вкладам', author: 'Ольга Морозова', date: '2024-11-14T21:00:00+03:00', metaStyle: 'og',
    paras: [
      'Три крупнейших банка страны снизили ставки по рублёвым вкладам на 0,5–1,5 процентного пункта, следует из данных на их сайтах.',
      '<div class="paywall-box"><h3>Продолжение доступно только подписчикам</h3><p>Оформите подписку, чтобы читать все материалы «Делового курьера» без ограничений.</p><a href="/subscribe" class="btn">Подписаться за 1 ₽ в первый месяц</a><p>Уже подписаны? <a href="/login">Войти</a></p></div>',
    ],
  }, { reason: 'Russian business paper: lede then "Продолжение доступно только подписчикам"', claims: ['Крупные банки снизили ставки по вкладам на 0,5–1,5 п.п.'] }));

  out.push(P('isaccessible-false-only', 'www.global-affairs-review.example', '/2024/08/the-quiet-end-of-the-grain-deal', {
    site: 'Global Affairs Review', lang: 'en', title: 'The quiet end of the grain corridor', author: 'Natalia Petrenko', date: '2024-08-22T12:00:00+00:00', free: false, paywallSelector: '.article-body-locked', metaStyle: 'og+jsonld',
    paras: [
      'For eighteen months, ships carrying 33 million tonnes of grain left three ports under an arrangement that everyone agreed was fragile and nobody expected to last.',
      'Its end came not with an announcement but with a shrug.',
      '<div class="article-body-locked" aria-hidden="true"><p class="blurred">■■■■■ ■■■ ■■■■■■■■ ■■■ ■■■■ ■■■■■■■■■■■■ ■■■■ ■■■■■■</p></div>',
      '<div class="regwall-inline"><p><strong>Subscribers only.</strong> Global Affairs Review is funded by its readers. Choose a plan to read this essay and our full archive.</p><a href="/plans">View plans</a> · <a href="/signin">Sign in</a></div>',
    ],
  }, { reason: 'essay with two teaser paragraphs, a locked blurred block, "Subscribers only" and isAccessibleForFree=false in JSON-LD', claims: ['The grain corridor moved 33 million tonnes of grain.'] }));

  out.push(P('regwall-free-account', 'www.healthcare-insider.example', '/policy/hospital-wait-times-rise-2025', {
    site: 'Healthcare Insider', lang: 'en', title: 'Hospital waiting lists hit 7.8 million', author: 'Joanna Price', date: '2025-01-09T07:00:00+00:00',
    paras: [
      'The number of people waiting for planned hospital treatment rose to 7.8 million in November, new figures show.',
      '<div class="piano-regwall"><h3>Create a free account to keep reading</h3><p>Register with your email to read this article and get 3 more free articles every week, plus our daily briefing.</p><form><input type="email" placeholder="Work email"><button>Continue</button></form><p class="small">Already registered? <a href="/login">Log in</a>. By registering you agree to our Terms.</p></div>',
    ],
  }, { reason: 'free-registration wall ("Create a free account to keep reading") after one sentence', claims: ['Hospital waiting lists rose to 7.8 million in November.'] }));

  out.push({
    id: 'journal-purchase-elsevier-like', host: 'www.sciencehub-journals.example', path: '/science/article/pii/S0048969724012345', expected: 'paywalled',
    reason: 'a journal landing page: abstract only, with "Purchase PDF", "Access through your institution" and a price',
    context: { title: 'Microplastic deposition in alpine snow across three mountain ranges', claims: ['Microplastic deposition in alpine snow averaged 48 particles per square metre per day.'] },
    handle: serveArticle((url) => shell({
      lang: 'en', site: 'ScienceHub', title: 'Microplastic deposition in alpine snow across three mountain ranges - ScienceHub',
      head: `<meta name="citation_title" content="Microplastic deposition in alpine snow across three mountain ranges"><meta name="citation_journal_title" content="Science of the Total Environment Letters"><meta name="citation_publisher" content="ScienceHub"><meta name="citation_publication_date" content="2024/03/15"><meta name="citation_doi" content="10.5555/j.stel.2024.171234"><meta property="og:url" content="${esc(url)}">`,
      main: `<div class="article-wrapper"><div class="publication-title">Science of the Total Environment Letters</div><div class="publication-volume">Volume 921, 15 March 2024, 171234</div>
<div class="accessbar"><a class="button-link" href="/user/institution/login?targetURL=${encodeURIComponent(url)}">Access through your institution</a> <a class="button-link-primary" href="/getaccess/pii/S0048969724012345/purchase">Purchase PDF</a></div>
<h1 class="title-text">Microplastic deposition in alpine snow across three mountain ranges</h1>
<div class="author-group"><a class="author">Lukas Berger</a>, <a class="author">Chiara Conti</a>, <a class="author">Hamid Rezaei</a></div>
<div class="Highlights"><h2>Highlights</h2><ul><li>Snow samples from 27 sites in the Alps, Pyrenees and Carpathians.</li><li>Fibres dominated at all sites.</li></ul></div>
<div class="abstract author"><h2>Abstract</h2><p>We quantified microplastic deposition in fresh snow at 27 high-altitude sites. Mean deposition was 48 particles m⁻² day⁻¹, dominated by polyester fibres, with higher values downwind of large cities.</p></div>
<div class="Keywords"><h2>Keywords</h2><span>Microplastics</span>; <span>Snow</span>; <span>Atmospheric transport</span></div>
<div class="PageDivider"></div><section class="preview-only"><h2>Article preview</h2><ul><li>Abstract</li><li>Introduction</li><li>Section snippets</li><li>References (64)</li></ul></section>
<div class="get-access-box"><h3>Get access to this article</h3><p>Purchase this article for USD 35.95 (excl. tax) — instant access to the full article PDF.</p><p>Or check whether you have access through your login credentials or your institution.</p></div></div>`,
    })),
  });

  out.push({
    id: 'journal-buy-springer-like', host: 'link.springer-science.example', path: '/article/10.5555/s00442-023-05412-7', expected: 'paywalled',
    reason: 'a subscription journal article page: abstract, then "Access this article — Buy article PDF 39,95 €" and institutional login',
    context: { title: 'Nest-site fidelity of white storks along a migratory flyway', claims: ['White storks returned to the same nest in 74% of cases.'] },
    handle: serveArticle(() => shell({
      lang: 'en', site: 'SpringerScience', title: 'Nest-site fidelity of white storks along a migratory flyway | Oecologia Letters',
      head: '<meta name="citation_title" content="Nest-site fidelity of white storks along a migratory flyway"><meta name="dc.rights" content="© The Author(s), under exclusive licence to SpringerScience 2023"><meta name="citation_publisher" content="SpringerScience">',
      main: `<main class="c-article-main"><header><ul class="c-article-identifiers"><li>Original Research</li><li><a href="#rightslink">Published: 02 August 2023</a></li></ul><h1 class="c-article-title">Nest-site fidelity of white storks along a migratory flyway</h1><ul class="c-article-author-list"><li>Marta Kowalczyk</li><li>Jürgen Faber</li></ul></header>
<section data-title="Abstract"><h2 class="c-article-section__title">Abstract</h2><div class="c-article-section__content"><p>Using GPS tracking of 312 adult white storks over six breeding seasons we show that 74% returned to the nest they used in the previous year. Fidelity was higher in older birds and in nests on man-made platforms.</p></div></section>
<div class="c-article-access-provider"><p>This is a preview of subscription content, <a href="/login">log in via an institution</a> to check access.</p></div>
<aside class="c-article-buy-box"><h2>Access this article</h2><div class="c-box"><p class="c-box__title">Log in via an institution</p></div><div class="c-box"><p class="c-box__title">Buy article PDF</p><p class="c-box__price">39,95 €</p><p>Price includes VAT (Germany)</p><p>Instant access to the full article PDF.</p><a class="c-box__button" href="/checkout">Buy now</a></div><div class="c-box"><p class="c-box__title">Rent this article via DeepDyve</p></div><p class="c-article-buy-box__institutional"><a href="/institutional-subscriptions">Institutional subscriptions</a></p></aside></main>`,
    })),
  });

  out.push({
    id: 'login-302', host: 'members.tradeinsight.example', path: '/reports/2025/q1-freight-outlook', expected: 'paywalled',
    reason: 'a members-only report URL that 302s to /login?next=… (login wall — paywalled by the documented rule)',
    context: { title: 'Q1 2025 freight outlook', claims: ['Container freight rates are expected to fall 15% in Q1 2025.'] },
    handle: redirect((o) => `${o('members.tradeinsight.example')}/login?next=%2Freports%2F2025%2Fq1-freight-outlook`, 302, { 'cache-control': 'private, no-store' }),
  });
  out.push({
    id: 'login-302-target', host: 'members.tradeinsight.example', path: '/login', expected: 'paywalled', reason: 'target', target: true,
    handle: respond({ body: shell({ lang: 'en', site: 'TradeInsight', title: 'Sign in | TradeInsight', main: `<div class="auth-card"><h1>Sign in to TradeInsight</h1><p>Access our market reports, data tools and analyst briefings.</p><form method="post" action="/login"><label>Email<input type="email" name="email" autocomplete="username"></label><label>Password<input type="password" name="password" autocomplete="current-password"></label><label><input type="checkbox" name="remember"> Keep me signed in</label><button type="submit">Sign in</button></form><p><a href="/forgot">Forgot your password?</a></p><p>Not a member? <a href="/membership">See membership options</a></p></div>` }) }),
  });

  out.push(P('substack-paid', 'theslowdown.newsletter-host.example', '/p/why-rents-wont-fall', {
    site: 'The Slowdown', lang: 'en', title: 'Why rents won’t fall even when prices do', author: 'Eli Brennan', date: '2024-07-16T11:00:00+00:00', type: 'BlogPosting', metaStyle: 'og+jsonld', cookie: false,
    paras: [
      'Every few months someone sends me a chart showing house prices dipping and asks when rents will follow. The short answer: probably not soon, and here is why.',
      '<div class="paywall"><div class="paywall-title">This post is for paid subscribers</div><p>Subscribe to The Slowdown to read the rest of this post and get full access to the archive.</p><a class="button primary" href="/subscribe?simple=true&amp;next=%2Fp%2Fwhy-rents-wont-fall">Subscribe</a><p class="paywall-login">Already a paid subscriber? <a href="/sign-in">Sign in</a></p></div>',
    ],
  }, { reason: 'newsletter post whose body stops at "This post is for paid subscribers"', claims: ['Rents do not fall when house prices fall.'] }));

  out.push(P('medium-member-only', 'medium-like.example', '/@dana.k/the-database-index-i-wish-i-had-known-about-3f1c2a9b7e10', {
    site: 'Medium', lang: 'en', title: 'The database index I wish I had known about', author: 'Dana Kim', date: '2024-02-27T16:00:00+00:00', type: 'BlogPosting', metaStyle: 'og+jsonld', cookie: false,
    paras: [
      '<div class="member-star"><svg width="16" height="16"></svg><span>Member-only story</span></div>',
      'Partial indexes saved our largest table from a 40-minute migration. Here is how they work and when they do not.',
      '<div class="meteredContent-wall"><h2>Create an account to read the full story.</h2><p>The author made this story available to members only. If you’re new, create a new account to read this story on us.</p><a href="/m/signin?operation=register">Sign up with Google</a> <a href="/m/signin?operation=register&amp;email=1">Sign up with email</a><p>Already have an account? <a href="/m/signin">Sign in</a></p></div>',
    ],
  }, { reason: 'blog-platform "Member-only story" with "Create an account to read the full story"', claims: ['Partial indexes avoided a 40-minute migration.'] }));

  out.push(P('it-abbonati', 'www.la-gazzetta-nord.example', '/economia/2024/09/16/news/bollette-gas-aumenti-inverno-412345678/', {
    site: 'La Gazzetta del Nord', lang: 'it', title: 'Bollette del gas, in inverno aumenti fino al 18 per cento', author: 'Francesca Ricci', date: '2024-09-16T08:00:00+02:00', free: false,
    paras: [
      'Le bollette del gas potrebbero aumentare fino al 18 per cento nei mesi invernali, secondo le stime dell’autorità di regolazione.',
      '<div class="paywall-premium"><p><b>Questo articolo è riservato agli abbonati</b></p><p>Abbonati a Gazzetta+ per leggere tutti gli articoli, l’edizione digitale e le newsletter.</p><a class="cta" href="/abbonamenti">Abbonati a 1 € per 3 mesi</a><p>Sei già abbonato? <a href="/login">Accedi</a></p></div>',
    ],
  }, { reason: 'Italian "Questo articolo è riservato agli abbonati" with teaser', claims: ['Le bollette del gas potrebbero aumentare fino al 18 per cento.'] }));

  out.push(P('sv-prenumerant', 'www.norrlandsposten.example', '/nyheter/2024-11-05/gruvan-anstaller-400', {
    site: 'Norrlandsposten', lang: 'sv', title: 'Gruvan anställer 400 personer nästa år', author: 'Erik Lundgren', date: '2024-11-05T06:30:00+01:00',
    paras: [
      'Gruvbolaget meddelade på tisdagen att det ska anställa 400 personer under nästa år när den nya malmkroppen börjar brytas.',
      '<div class="premium-lock"><h3>Fortsätt läsa – bli prenumerant</h3><p>För att läsa hela artikeln behöver du vara prenumerant. Prova 1 månad för 1 kr.</p><a href="/kop">Köp prenumeration</a> <a href="/logga-in">Logga in</a></div>',
    ],
  }, { reason: 'Swedish "för att läsa hela artikeln behöver du vara prenumerant" wall', claims: ['Gruvbolaget ska anställa 400 personer nästa år.'] }));

  out.push(P('he-subscribers', 'www.haaretz-like.example', '/news/education/2024-09-01/ty-article/00000191-aaaa-bbbb', {
    site: 'הארץ-און-ליין', lang: 'he', title: 'מחסור של 6,000 מורים בפתיחת שנת הלימודים', author: 'יעל ברק', date: '2024-09-01T06:00:00+03:00', free: false,
    paras: [
      'שנת הלימודים נפתחה היום עם מחסור של כ־6,000 מורים, כך עולה מנתוני משרד החינוך.',
      '<div class="paywall-fade"><h3>הכתבה המלאה זמינה למנויים בלבד</h3><p>הצטרפו עכשיו ב־4.90 ₪ לחודש הראשון וקבלו גישה לכל התכנים.</p><a href="/promotions-page">להצטרפות</a> <a href="/login">כבר מנויים? התחברו</a></div>',
    ],
  }, { reason: 'Hebrew "available to subscribers only" wall with a price', claims: ['שנת הלימודים נפתחה עם מחסור של כ־6,000 מורים.'] }));

  out.push(P('pt-limite', 'www.folha-do-vale.example', '/mercado/2024/08/inflacao-de-alimentos-desacelera.shtml', {
    site: 'Folha do Vale', lang: 'pt', title: 'Inflação de alimentos desacelera pelo terceiro mês', author: 'Carlos Mendes', date: '2024-08-09T09:00:00-03:00',
    paras: [
      'A inflação dos alimentos desacelerou pelo terceiro mês consecutivo em julho, segundo o índice oficial divulgado nesta sexta-feira.',
      '<div class="paywall-meter"><h3>Você atingiu o limite de 5 reportagens gratuitas por mês</h3><p>Assine para continuar lendo e tenha acesso ilimitado ao conteúdo.</p><a href="/assine">Assine por R$ 1,90 no primeiro mês</a><p>Já é assinante? <a href="/entrar">Faça login</a></p></div>',
    ],
  }, { reason: 'Portuguese metered wall ("Você atingiu o limite de 5 reportagens gratuitas")', claims: ['A inflação de alimentos desacelerou pelo terceiro mês.'] }));

  out.push(P('login-200-forum-members', 'www.pilots-lounge.example', '/forum/threads/engine-out-procedure-da40.88123/', {
    site: 'Pilots Lounge', lang: 'en', title: 'Engine-out procedure in the DA40 — what does your school teach?', author: null, date: null, metaStyle: 'og', cookie: false,
    paras: [
      '<div class="blockMessage blockMessage--error"><h2>You must be logged-in to do that.</h2><p>This forum is available to registered members only. Log in or register to view threads and replies.</p><form action="/login/login" method="post" class="block"><label>Your name or email address:<input type="text" name="login"></label><label>Password:<input type="password" name="password"></label><label><input type="checkbox" name="remember" checked> Stay logged in</label><button type="submit" class="button--primary">Log in</button></form><p><a href="/register/">Register now</a></p></div>',
    ],
  }, { reason: 'forum thread served 200 with only "registered members only — log in" (login wall: paywalled by the documented rule)', claims: ['The DA40 engine-out procedure starts with pitching for best glide speed.'], send: { status: 200 } }));

  return out;
}

// ---------------------------------------------------------------------------------------------
// blocked — bot walls, WAF/CDN challenges, consent interstitials, geo-blocks, outages

function walls(): Entry[] {
  const out: Entry[] = [];
  const B = (id: string, host: string, path: string, reason: string, title: string, handle: Entry['handle'], claims?: string[]): Entry => ({
    id, host, path, expected: 'blocked', reason, context: { title, ...(claims ? { claims } : {}) }, handle,
  });
  const ray = '8f2c1a9e4b7d3f60';

  out.push(B('cf-just-a-moment', 'www.pricecompare-hub.example', '/deals/best-robot-vacuums-2025',
    'Cloudflare managed challenge ("Just a moment…", cf-mitigated: challenge) sent with 403', 'The best robot vacuums of 2025',
    respond({
      status: 403, headers: { server: 'cloudflare', 'cf-ray': `${ray}-FRA`, 'cf-mitigated': 'challenge', 'cache-control': 'private, max-age=0, no-store, no-cache, must-revalidate', 'cross-origin-opener-policy': 'same-origin', 'x-frame-options': 'SAMEORIGIN' },
      body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto}</style><meta http-equiv="refresh" content="390"></head><body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.pricecompare-hub.example</h1><h2 id="challenge-running" class="h2">Verifying you are human. This may take a few seconds.</h2><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript><div id="challenge-body-text" class="core-msg spacer">www.pricecompare-hub.example needs to review the security of your connection before proceeding.</div></div></div><script>(function(){window._cf_chl_opt={cvId:'3',cZone:"www.pricecompare-hub.example",cType:'managed',cRay:'${ray}',cH:'Xq1.yZ_2',cUPMDTk:"\\/deals\\/best-robot-vacuums-2025?__cf_chl_tk=abc",cFPWv:'b',cITimeS:'1732320000',cTTimeMs:'1000',cMTimeMs:'390000',cTplC:0,cTplV:5,cTplB:'cf',cK:"",fa:"\\/deals\\/best-robot-vacuums-2025?__cf_chl_f_tk=abc",md:"x",mdrd:"y"};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=${ray}';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;document.getElementsByTagName('head')[0].appendChild(cpo);}());</script><div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>${ray}</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com" target="_blank">Cloudflare</a></div></div></div></body></html>`,
    })));

  out.push(B('cf-attention-blocked', 'forum.vintage-synths.example', '/threads/juno-60-voice-chip-repair.4412/',
    'Cloudflare WAF block ("Attention Required! | Cloudflare", "Sorry, you have been blocked") with 403', 'Juno-60 voice chip repair',
    respond({
      status: 403, headers: { server: 'cloudflare', 'cf-ray': `7d1e2f3a4b5c6d7e-AMS` },
      body: `<!DOCTYPE html>
<!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]-->
<!--[if gt IE 8]><!--> <html class="no-js" lang="en-US"> <!--<![endif]-->
<head><title>Attention Required! | Cloudflare</title><meta charset="UTF-8" /><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><meta http-equiv="X-UA-Compatible" content="IE=Edge" /><meta name="robots" content="noindex, nofollow" /><meta name="viewport" content="width=device-width,initial-scale=1" /><link rel="stylesheet" id="cf_styles-css" href="/cdn-cgi/styles/cf.errors.css" /></head>
<body><div id="cf-wrapper"><div class="cf-alert cf-alert-error cf-cookie-error" id="cookie-alert" data-translate="enable_cookies">Please enable cookies.</div><div id="cf-error-details" class="cf-error-details-wrapper"><div class="cf-wrapper cf-header cf-error-overview"><h1 data-translate="block_headline">Sorry, you have been blocked</h1><h2 class="cf-subheadline"><span data-translate="unable_to_access">You are unable to access</span> forum.vintage-synths.example</h2></div>
<div class="cf-section cf-highlight"><div class="cf-wrapper"><div class="cf-screenshot-container cf-screenshot-full"><span class="cf-no-screenshot error"></span></div></div></div>
<div class="cf-section cf-wrapper"><div class="cf-columns two"><div class="cf-column"><h2 data-translate="blocked_why_headline">Why have I been blocked?</h2><p data-translate="blocked_why_detail">This website is using a security service to protect itself from online attacks. The action you just performed triggered the security solution. There are several actions that could trigger this block including submitting a certain word or phrase, a SQL command or malformed data.</p></div><div class="cf-column"><h2 data-translate="blocked_resolve_headline">What can I do to resolve this?</h2><p data-translate="blocked_resolve_detail">You can email the site owner to let them know you were blocked. Please include what you were doing when this page came up and the Cloudflare Ray ID found at the bottom of this page.</p></div></div></div>
<div class="cf-error-footer cf-wrapper w-240 lg:w-full py-10 sm:py-4 sm:px-8 mx-auto text-center sm:text-left border-solid border-0 border-t border-gray-300"><p class="text-13"><span class="cf-footer-item sm:block sm:mb-1">Cloudflare Ray ID: <strong class="font-semibold">7d1e2f3a4b5c6d7e</strong></span><span class="cf-footer-separator sm:hidden">&bull;</span><span id="cf-footer-item-ip" class="cf-footer-item hidden sm:block sm:mb-1">Your IP: <button type="button" id="cf-footer-ip-reveal" class="cf-footer-ip-reveal-btn">Click to reveal</button></span><span class="cf-footer-separator sm:hidden">&bull;</span><span class="cf-footer-item sm:block sm:mb-1"><span>Performance &amp; security by</span> <a rel="noopener noreferrer" href="https://www.cloudflare.com/5xx-error-landing" id="brand_link" target="_blank">Cloudflare</a></span></p></div></div></div></body></html>`,
    })));

  out.push(B('akamai-access-denied', 'www.bigbox-retail.example', '/press/2024/holiday-sales-results.html',
    'Akamai edge "Access Denied … Reference #18.…" (server AkamaiGHost) with 403', 'Holiday sales results 2024',
    respond({
      status: 403, headers: { server: 'AkamaiGHost', 'mime-version': '1.0', expires: 'Mon, 23 Nov 2026 00:00:00 GMT' },
      body: `<HTML><HEAD>
<TITLE>Access Denied</TITLE>
</HEAD><BODY>
<H1>Access Denied</H1>
 
You don't have permission to access "http&#58;&#47;&#47;www&#46;bigbox&#45;retail&#46;example&#47;press&#47;2024&#47;holiday&#45;sales&#45;results&#46;html" on this server.<P>
Reference&#32;&#35;18&#46;4f2c1a17&#46;1732321234&#46;9b8e7d6
<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;4f2c1a17&#46;1732321234&#46;9b8e7d6</P>
</BODY>
</HTML>`,
    })));

  out.push(B('incapsula-200', 'www.insurance-quotes-direct.example', '/blog/how-no-claims-discount-works',
    'Imperva/Incapsula interstitial served with 200: an iframe to /_Incapsula_Resource and "Request unsuccessful. Incapsula incident ID"', 'How a no-claims discount works',
    respond({
      headers: { 'x-cdn': 'Imperva', 'set-cookie': ['visid_incap_2871234=Qm9vdHN0cmFwcGVk; expires=Tue, 23 Nov 2027 00:00:00 GMT; HttpOnly; path=/; Domain=.insurance-quotes-direct.example', 'incap_ses_1234_2871234=YWJjZGVm; path=/; Domain=.insurance-quotes-direct.example'], 'x-iinfo': '9-12345678-0 0NNN RT(1732321234567 0) q(0 -1 -1 -1) r(0 -1)' },
      body: `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"><meta name="viewport" content="initial-scale=1.0"><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"><script type="text/javascript" src="/_Incapsula_Resource?SWJIYLWA=719d34d31c8e3a6e6fffd425f7e032f3"></script></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=23&xinfo=9-12345678-0%200NNN%20RT%281732321234567%200%29%20q%280%20-1%20-1%20-1%29%20r%280%20-1%29%20B12%2814%2c0%2c0%29%20U18&incident_id=1234000560012345678-987654321098765432&edet=12&cinfo=0e000000&rpinfo=0&cts=abc&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: 1234000560012345678-987654321098765432</iframe></body></html>`,
    })));

  out.push(B('datadome-403', 'www.leboncoin-like.example', '/ventes_immobilieres/2612345678.htm',
    'DataDome captcha page (captcha-delivery.com, x-datadome: protected) with 403', 'Maison 5 pièces 120 m² à vendre',
    respond({
      status: 403, headers: { 'x-datadome': 'protected', 'x-dd-b': '1', 'set-cookie': 'datadome=4Zh~abcDEF_123; Max-Age=31536000; Domain=.leboncoin-like.example; Path=/; Secure; SameSite=Lax', 'accept-ch': 'Sec-CH-UA,Sec-CH-UA-Mobile,Sec-CH-UA-Platform,Sec-CH-UA-Arch,Sec-CH-UA-Full-Version-List,Sec-CH-UA-Model,Sec-CH-Device-Memory' },
      body: `<html lang="fr"><head><title>leboncoin-like.example</title><style>#cmsg{animation: A 1.5s;}@keyframes A{0%{opacity:0;}99%{opacity:0;}100%{opacity:1;}}</style></head><body style="margin:0"><p id="cmsg">Please enable JS and disable any ad blocker</p><script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMAXkp4qZ2eJgAAT4R_Hw==','hsh':'05B30BD9055986BD2EE8F5A199D973','t':'fe','qp':'','s':17434,'e':'c7e0b3b1a2f4d5e6','host':'geo.captcha-delivery.com','cookie':'4Zh~abcDEF_123'}</script><script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>`,
    })));

  out.push(B('perimeterx-press-hold', 'www.sneaker-drops.example', '/release-dates/air-runner-84-og',
    'PerimeterX/HUMAN "Access to this page has been denied" with "Press & Hold" (_pxAppId, captcha.px-cdn) and 403', 'Air Runner 84 OG release date',
    respond({
      status: 403,
      body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="px-captcha"><title>Access to this page has been denied</title><style>.px-captcha-error-header{color:#f0f1f2;font-size:29px}</style></head><body><section class="px-captcha-container"><div class="px-captcha-header">Before we continue...</div><div class="px-captcha-message">Press &amp; Hold to confirm you are<br>a human (and not a bot).</div><div id="px-captcha"></div><div class="px-captcha-refid">Reference ID 4b2f7c90-a9f1-11ef-8c2d-3d6e1a2b4c5d</div></section><script>window._pxVid='';window._pxUuid='4b2f7c90-a9f1-11ef-8c2d-3d6e1a2b4c5d';window._pxAppId='PXk2mN7qRs';window._pxHostUrl='https://collector-pxk2mn7qrs.px-cloud.net';window._pxCustomLogo='';window._pxJsClientSrc='https://client.px-cloud.net/PXk2mN7qRs/main.min.js';window._pxFirstPartyEnabled=true;var pxCaptchaSrc='https://captcha.px-cdn.net/PXk2mN7qRs/captcha.js?a=c&u=4b2f7c90&v=&m=0';var script=document.createElement('script');script.src=pxCaptchaSrc;document.head.appendChild(script);</script></body></html>`,
    })));

  out.push(B('awswaf-202-challenge', 'www.ticket-exchange.example', '/events/2025-06-14-stadium-tour',
    'AWS WAF challenge: HTTP 202 with x-amzn-waf-action: challenge and a gokuProps script, no content', 'Stadium tour, 14 June 2025: tickets',
    respond({
      status: 202, headers: { 'x-amzn-waf-action': 'challenge', server: 'awselb/2.0', 'cache-control': 'no-store, max-age=0' },
      body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title><style>body{font-family:"Arial"}</style><script type="text/javascript">window.awsWafCookieDomainList = [];window.gokuProps = {"key":"AQIDAHjcYu/GjX+QlghicBgQ/7bFaQZ+m5FKCMDnO+vTbNg96AH2Y3Jd","iv":"D549RgFuXQAAA2fz","context":"n0sO1D0e3kXbQ2c6"};</script><script src="https://b2b8e1.edge.sdk.awswaf.com/b2b8e1/challenge.js"></script></head><body><div id="challenge-container"></div><script type="text/javascript">AwsWafIntegration.saveReferrer();AwsWafIntegration.checkForceRefresh().then((forceRefresh) => {if (forceRefresh) {AwsWafIntegration.forceRefreshToken().then(() => {window.location.reload(true);});} else {AwsWafIntegration.getToken().then(() => {window.location.reload(true);});}});</script><noscript><h1>JavaScript is disabled</h1>In order to continue, we need to verify that you're not a robot. This requires JavaScript. Enable JavaScript and then reload the page.</noscript></body></html>`,
    })));

  out.push(B('cloudfront-403', 'media.streamco-press.example', '/releases/q3-2024-subscriber-numbers',
    'CloudFront "403 ERROR — The request could not be satisfied. Request blocked." (x-cache: Error from cloudfront)', 'Q3 2024 subscriber numbers',
    respond({
      status: 403, headers: { server: 'CloudFront', 'x-cache': 'Error from cloudfront', via: '1.1 3f2a.cloudfront.net (CloudFront)', 'x-amz-cf-pop': 'FRA56-P3', 'x-amz-cf-id': 'mZ1Kx9QwErTy0123456789abcdefGHIJ==' },
      body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<HTML><HEAD><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1">
<TITLE>ERROR: The request could not be satisfied</TITLE>
</HEAD><BODY>
<H1>403 ERROR</H1>
<H2>The request could not be satisfied.</H2>
<HR noshade size="1px">
Request blocked.
We can't connect to the server for this app or website at this time. There might be too much traffic or a configuration error. Try again later, or contact the app or website owner.
<BR clear="all">
If you provide content to customers through CloudFront, you can find steps to troubleshoot and help prevent this error by reviewing the CloudFront documentation.
<BR clear="all">
<HR noshade size="1px">
<PRE>
Generated by cloudfront (CloudFront)
Request ID: mZ1Kx9QwErTy0123456789abcdefGHIJ==
</PRE>
<ADDRESS>
</ADDRESS>
</BODY></HTML>`,
    })));

  out.push(B('sucuri-block', 'www.smallbiz-accounting.example', '/guides/vat-registration-threshold',
    'Sucuri WebSite Firewall "Access Denied" block page (x-sucuri-id, Block ID) with 403', 'VAT registration threshold explained',
    respond({
      status: 403, headers: { server: 'Sucuri/Cloudproxy', 'x-sucuri-id': '18012', 'x-sucuri-block': 'BOT01' },
      body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sucuri WebSite Firewall - Access Denied</title><link rel="stylesheet" href="https://cdn.sucuri.net/sucuri-firewall-block.css"></head><body><div id="main-container"><section class="center-column"><h1>Access Denied - Sucuri Website Firewall</h1></section><section class="center-column"><h4>If you are the site owner (or you manage this site), please whitelist your IP or if you think this block is an error please <a href="https://support.sucuri.net/?ref=bot">open a support ticket</a> and make sure to include the block details (displayed in the box below), so we can assist you in troubleshooting the issue.</h4><h2>Block details:</h2><table class="property-table overflow-break-all line-height-16"><tr><td>Your IP:</td><td><span>127.0.0.1</span></td></tr><tr><td>URL:</td><td><span>www.smallbiz-accounting.example/guides/vat-registration-threshold</span></td></tr><tr><td>Your Browser: </td><td><span>undici</span></td></tr><tr><td>Block ID:</td><td><span>BOT01</span></td></tr><tr><td>Block reason:</td><td><span>Access from your bot/user agent has been blocked.</span></td></tr><tr><td>Time:</td><td><span>2026-11-23 00:12:44</span></td></tr><tr><td>Server ID:</td><td><span>18012</span></td></tr></table></section><footer><span>&copy; 2026 Sucuri Inc. All rights reserved.</span><span id="privacy-policy"><a href="https://sucuri.net/privacy-policy" target="_blank">Privacy</a></span></footer></div></body></html>`,
    })));

  out.push(B('f5-asm-rejected-200', 'portal.state-revenue.gov.example', '/news/2025/tax-filing-deadline-extended',
    'F5 BIG-IP ASM "Request Rejected … Your support ID is" sent with HTTP 200', 'Tax filing deadline extended to May 15',
    respond({
      headers: { 'cache-control': 'no-cache', pragma: 'no-cache', connection: 'close', 'set-cookie': 'TS01a2b3c4=01ab23cd45ef; Path=/' },
      body: `<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 14512876543219876501<br><br><a href='javascript:history.back();'>[Go Back]</a></body></html>`,
    })));

  out.push(B('varnish-403', 'www.motorsport-pulse.example', '/f1/2025/race-report-monza',
    'Varnish "Error 403 Forbidden … Guru Meditation: XID" from the cache tier', 'Race report: Monza',
    respond({
      status: 403, headers: { server: 'Varnish', 'x-varnish': '771243987', via: '1.1 varnish (Varnish/7.4)', 'retry-after': '5' },
      body: `<!DOCTYPE html>
<html>
  <head>
    <title>403 Forbidden</title>
  </head>
  <body>
    <h1>Error 403 Forbidden</h1>
    <p>Forbidden</p>
    <h3>Guru Meditation:</h3>
    <p>XID: 771243987</p>
    <hr>
    <p>Varnish cache server</p>
  </body>
</html>`,
    })));

  out.push(B('nginx-403', 'docs.fleet-telematics.example', '/api/v3/vehicles',
    'bare nginx "403 Forbidden" to a documentation URL (an origin refusing this client)', 'Vehicles API v3 reference',
    respond({ status: 403, headers: { server: 'nginx' }, body: '<html>\r\n<head><title>403 Forbidden</title></head>\r\n<body>\r\n<center><h1>403 Forbidden</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n' })));

  out.push(B('rate-limit-429', 'api-docs.weatherkit-open.example', '/guides/historical-data',
    '429 Too Many Requests with Retry-After: the server is rate-limiting this client', 'Historical weather data guide',
    respond({ status: 429, headers: { 'retry-after': '3600', 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0' }, body: '<!doctype html><html><head><title>429 Too Many Requests</title></head><body><h1>Too Many Requests</h1><p>You have sent too many requests in a given amount of time. Please slow down and try again in an hour.</p></body></html>' })));

  out.push(B('modsecurity-406', 'www.yarn-and-needles.example', '/patterns/fair-isle-beginners-hat',
    '406 Not Acceptable from ModSecurity: a firewall refusing the client, not a dead page', 'Fair Isle hat for beginners',
    respond({ status: 406, headers: { server: 'Apache' }, type: 'text/html; charset=iso-8859-1', charset: 'iso-8859-1', body: '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>406 Not Acceptable</title>\n</head><body>\n<h1>Not Acceptable</h1>\n<p>An appropriate representation of the requested resource could not be found on this server.</p>\n<p>This error was generated by Mod_Security.</p>\n</body></html>\n' })));

  out.push(B('teapot-418', 'www.coffee-roasters-guild.example', '/news/2024/harvest-report',
    '418 sent to clients the site takes for bots', '2024 harvest report',
    respond({ status: 418, type: 'text/plain; charset=utf-8', body: 'I\'m a teapot. Automated requests are not permitted.' })));

  out.push(B('li-999', 'www.prof-network.example', '/pulse/what-i-learned-scaling-support-team-maria-gonzalez',
    'a professional network answering 999 "Request denied" to non-browser clients', 'What I learned scaling a support team',
    respond({ status: 999, body: '<html><head><script type="text/javascript">window.onload = function() { var domain = location.host; var tld = domain.substring(domain.lastIndexOf(".")); document.cookie = "trkCode=bf; path=/; domain=" + tld; var redirectUrl = "/authwall?trk=bf"; setTimeout(function() { location.href = redirectUrl; }, 2); }</script></head><body></body></html>' })));

  out.push(B('wordfence-503', 'www.hillwalking-club.example', '/routes/ben-lomond-ptarmigan-ridge/',
    'WordPress Wordfence "Your access to this site has been limited by the site owner" (503)', 'Ben Lomond via the Ptarmigan ridge',
    respond({ status: 503, headers: { 'retry-after': '600' }, body: `<!DOCTYPE html><html><head><meta charset="UTF-8"><title>Your access to this site has been limited by the site owner</title><style>html{font-size:14px}</style></head><body><div class="container"><h1>Your access to this site has been limited by the site owner</h1><p>Your access to this service has been limited. (HTTP response code 503)</p><p>If you think you have been blocked in error, contact the owner of this site for assistance.</p><details><summary>Block Technical Data</summary><table border="0" cellspacing="0" cellpadding="0"><tr><th class="text-left">Block Reason:</th><td>Access from your area has been temporarily limited for security reasons.</td></tr><tr><th>Time:</th><td>Mon, 23 Nov 2026 0:14:02 GMT</td></tr></table></details><p class="generated">Generated by Wordfence at Mon, 23 Nov 2026 0:14:02 GMT.<br>Your computer's time: <script>document.write(new Date().toUTCString());</script>.</p></div></body></html>` })));

  out.push(B('sorry-unusual-traffic', 'scholar.search-engine.example', '/citations',
    'a search engine\'s "unusual traffic from your computer network" captcha page with 429', 'Citation record: Deep residual learning',
    respond({ status: 429, body: `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"><meta name="viewport" content="initial-scale=1"><title>https://scholar.search-engine.example/citations</title></head><body style="font-family: arial, sans-serif; background-color: #fff; color: #000; padding:20px; font-size:18px;" onload="e=document.getElementById('captcha');if(e){e.focus();}"><div style="max-width:400px;"><hr noshade size="1" style="color:#ccc; background-color:#ccc;"><br><form id="captcha-form" action="index" method="post"><noscript><div style="font-size:13px;">In order to continue, please enable javascript on your web browser.</div></noscript><script src="https://www.recaptcha.net/recaptcha/api.js" async defer></script><div id="recaptcha" class="g-recaptcha" data-sitekey="6LfwuyUTAAAAAOAmoS0fdqijC2PbbdH4kjq62Y1b"></div><input type='hidden' name='q' value='EgQ'><input type="hidden" name="continue" value="https://scholar.search-engine.example/citations"></form><hr noshade size="1" style="color:#ccc; background-color:#ccc;"><div style="font-size:13px;"><b>About this page</b><br><br>Our systems have detected unusual traffic from your computer network. This page checks to see if it&#39;s really you sending the requests, and not a robot. <a href="#" onclick="document.getElementById('infoDiv').style.display='block';">Why did this happen?</a><br><br><div id="infoDiv" style="display:none; background-color:#eee; padding:10px; margin:0 0 15px 0; line-height:1.4em;">This page appears when our automated systems detect requests from your computer network which appear to be in violation of the Terms of Service. The block will expire shortly after those requests stop.</div>IP address: 127.0.0.1<br>Time: 2026-11-23T00:15:44Z<br>URL: https://scholar.search-engine.example/citations<br></div></div></body></html>` })));

  out.push({
    id: 'sgcaptcha-202', host: 'www.boutique-hotel-lisbon.example', path: '/en/blog/best-pasteis-de-nata', expected: 'blocked',
    reason: 'SiteGround-style bot check: 202 with a meta refresh to /.well-known/sgcaptcha/ (a captcha page)',
    context: { title: 'Where to find the best pastéis de nata in Lisbon' },
    handle: respond({ status: 202, headers: { server: 'nginx', 'sg-captcha': 'challenge' }, body: '<html><head><link rel="icon" href="data:;"><meta http-equiv="refresh" content="0;/.well-known/sgcaptcha/?r=%2Fen%2Fblog%2Fbest-pasteis-de-nata&y=ipr:127.0.0.1:1732321234.123"></meta></head></html>' }),
  });
  out.push({
    id: 'sgcaptcha-202-target', host: 'www.boutique-hotel-lisbon.example', path: '/.well-known/sgcaptcha/', expected: 'blocked', reason: 'target', target: true,
    handle: respond({ status: 202, headers: { 'sg-captcha': 'challenge' }, body: '<!DOCTYPE html><html><head><title>Robot Challenge Screen</title><meta name="robots" content="noindex"><script src="/.well-known/sgcaptcha/sgcaptcha.js"></script></head><body><div class="container"><h1>Checking the site connection security</h1><p>We are verifying that you are not a robot. This is an automatic process. Your browser will redirect to your requested content shortly.</p><div id="sgcaptcha"></div><noscript>Please enable JavaScript and cookies to continue.</noscript></div></body></html>' }),
  });

  out.push(B('anubis-pow', 'git.distro-project.example', '/packages/openssl/commit/9a8b7c6d',
    'Anubis proof-of-work interstitial ("Making sure you\'re not a bot!") sent with 200 instead of the page', 'openssl: fix CVE-2024-5535 in SSL_select_next_proto',
    respond({ body: `<!doctype html><html lang="en"><head><title>Making sure you&#39;re not a bot!</title><link rel="stylesheet" href="/.within.website/x/xess/xess.min.css?cachebuster=1.18.0"><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="robots" content="noindex,nofollow"><script id="anubis_version" type="application/json">"v1.18.0"</script><script id="anubis_challenge" type="application/json">{"challenge":"7b2a9c0e1f3d5a6b8c4e2f0a1d3b5c7e","rules":{"algorithm":"fast","difficulty":4,"report_as":4}}</script><script id="anubis_base_prefix" type="application/json">""</script></head><body id="top"><main><h1 id="title" class="centered-div">Making sure you&#39;re not a bot!</h1><div class="centered-div"><img id="image" style="width:100%;max-width:256px;" src="/.within.website/x/cmd/anubis/static/img/pensive.webp?cacheBuster=v1.18.0"><p id="status">Loading...</p><script async type="module" src="/.within.website/x/cmd/anubis/static/js/main.mjs?cacheBuster=v1.18.0"></script><div id="progress" role="progressbar" aria-labelledby="status"><div class="bar-inner"></div></div><details><summary>Why am I seeing this?</summary><p>You are seeing this because the administrator of this website has set up Anubis to protect the server against the scourge of AI companies aggressively scraping websites. This can and does cause downtime for the websites, which makes their resources inaccessible for everyone.</p><p>Please note that Anubis requires the use of modern JavaScript features that plugins like JShelter will disable.</p></details><noscript><p>Sadly, you must enable JavaScript to get past this challenge.</p></noscript></div><footer><div class="centered-div"><p>Protected by <a href="https://github.com/TecharoHQ/anubis">Anubis</a> From <a href="https://techaro.lol">Techaro</a>.</p></div></footer></main></body></html>` })));

  out.push(B('vercel-checkpoint', 'www.indie-saas-blog.example', '/posts/pricing-page-experiments',
    'a hosting platform\'s "Security Checkpoint — We\'re verifying your browser" sent with 429', 'Five pricing page experiments and what they taught us',
    respond({ status: 429, headers: { server: 'Vercel', 'x-vercel-mitigated': 'challenge', 'x-vercel-id': 'fra1::abcde-1732321234567-0123456789ab' }, body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Vercel Security Checkpoint</title><style>body{display:flex;align-items:center;justify-content:center;height:100vh;margin:0;font-family:Geist,Arial,sans-serif}</style></head><body><div class="container"><div class="spinner"></div><h1 id="header-text">We're verifying your browser</h1><p id="footer-text">Website owner? <a href="https://vercel.com/security-checkpoint">Click here to fix</a></p><noscript>Enable JavaScript to continue</noscript></div><script src="/.well-known/vercel/security/static/challenge.v2.min.js" async></script></body></html>` })));

  out.push(B('ddos-guard-ru', 'www.kino-afisha.example', '/news/2025/02/novyy-film-balabanova',
    'DDoS-Guard browser check ("DDoS-Guard", "Проверка браузера") with 403', 'Новый фильм о творчестве Балабанова выйдет весной',
    respond({ status: 403, headers: { server: 'ddos-guard', 'set-cookie': '__ddg1_=a1b2c3d4e5; Domain=.kino-afisha.example; HttpOnly; Path=/' }, body: `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>DDoS-Guard</title><meta name="viewport" content="width=device-width, initial-scale=1"><script src="/.well-known/ddos-guard/check?context=free_splash"></script></head><body><div class="ddg-wrapper"><h1>Проверка браузера перед переходом на сайт www.kino-afisha.example</h1><p>Это автоматический процесс. Ваш браузер будет перенаправлен на запрошенный контент в ближайшее время.</p><p>Пожалуйста, подождите несколько секунд…</p><p class="ddg-footer">DDoS protection by <a href="https://ddos-guard.net">DDoS-Guard</a></p></div></body></html>` })));

  out.push(B('aliyun-waf-405', 'www.hangzhou-travel.example', '/gonglue/xihu-yiri-you.html',
    'a Chinese cloud WAF block page ("您的访问被阻断"，405) instead of the travel guide', '西湖一日游攻略',
    respond({ status: 405, headers: { server: 'Tengine' }, body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>405</title><style>body{font-family:"Microsoft YaHei"}</style></head><body><div class="wrapper"><div class="err-img"></div><div class="err-info"><h2>很抱歉，由于您访问的URL有可能对网站造成安全威胁，您的访问被阻断。</h2><p>您的请求ID是：<span>7b3e9a1f17323212345678901e</span></p><p>如果您是网站管理员，请登录云盾控制台进行处理。</p></div></div></body></html>` })));

  out.push(B('consent-redirect-host', 'news.portal-daily.example', '/world/europe-floods-dams-warning-093012345.html',
    'a news URL that 302s to a consent.* host\'s "collect consent" form: a consent interstitial, not the article', 'Europe\'s ageing dams face flood test, engineers warn',
    redirect((o) => `${o('consent.portal-daily.example')}/v2/collectConsent?sessionId=3_cc-session_6f8a1c2e-0b3d-4e5f-9a7b-1c2d3e4f5a6b`, 302, { 'set-cookie': 'GUCS=ARb3kq9c; Max-Age=1800; Domain=.portal-daily.example; Path=/; Secure' })));
  out.push({
    id: 'consent-redirect-host-target', host: 'consent.portal-daily.example', path: '/v2/collectConsent', expected: 'blocked', reason: 'target', target: true,
    handle: respond({ body: `<!DOCTYPE html><html lang="en-GB" class="no-js"><head><meta charset="utf-8"><title>Portal Daily is part of the Portal family of brands</title><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/static/consent.css"></head><body><div class="con-wizard"><div class="wizard-body"><h2>Portal Daily is part of the Portal family of brands</h2><p>When you use our sites and apps, we use <a href="https://legal.portal-daily.example/cookies">cookies</a> to:</p><ul><li>provide our sites and apps to you</li><li>authenticate users, apply security measures, and prevent spam and abuse, and</li><li>measure your use of our sites and apps</li></ul><p>If you click '<b>Accept all</b>', we and <a href="/partners">our partners, including 238 who are part of the IAB Transparency &amp; Consent Framework</a>, will also store and/or access information on a device.</p><p>If you do not want us and our partners to use cookies and personal data for these additional purposes, click '<b>Reject all</b>'.</p><form method="post" action="/v2/collectConsent?sessionId=3_cc-session"><input type="hidden" name="csrfToken" value="abc123"><button type="submit" class="btn secondary reject-all" name="reject" value="reject">Reject all</button><button type="submit" class="btn primary accept-all" name="agree" value="agree">Accept all</button><a class="btn secondary manage-settings" href="/v2/partners">Manage privacy settings</a></form></div></div></body></html>` }),
  });

  out.push(B('consent-interstitial-de-200', 'www.heimat-nachrichten.example', '/politik/landtag-beschliesst-haushalt-2025-a-1234567.html',
    'a 200 consent interstitial ("Bevor Sie fortfahren … Zustimmen") that replaces the article until the reader agrees', 'Landtag beschließt Haushalt 2025',
    respond({ body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Bevor Sie fortfahren</title><meta name="robots" content="noindex"><script src="https://cmp.heimat-nachrichten.example/wrapperMessagingWithoutDetection.js"></script></head><body class="consent-page"><div class="message-container" id="sp_message_container_812345"><div class="message type-modal"><img src="/logo.svg" alt="Heimat Nachrichten"><h1>Bevor Sie fortfahren</h1><p>Wir und unsere 143 Partner verwenden Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren, Funktionen für soziale Medien anzubieten und die Zugriffe zu analysieren. Mit Klick auf „Zustimmen“ willigen Sie in die Verarbeitung ein. Ihre Einwilligung können Sie jederzeit über „Privatsphäre“ am Seitenende widerrufen.</p><div class="buttons"><button title="Zustimmen" class="message-button sp_choice_type_11">Zustimmen</button><button title="Einstellungen" class="message-button sp_choice_type_12">Einstellungen</button></div><p class="links"><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a></p></div></div></body></html>` })));

  out.push(B('geo-451', 'www.midwest-courier.example', '/story/news/local/2024/05/02/county-fair-record-attendance/73543210007/',
    'US local paper answering 451 "unavailable in your region" to European visitors (GDPR geo-block)', 'County fair sets attendance record',
    respond({ status: 451, body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Midwest Courier</title></head><body><div class="wrapper"><img src="/logo.png" alt="Midwest Courier"><h1>451: Unavailable due to legal reasons</h1><p>We recognize you are attempting to access this website from a country belonging to the European Economic Area (EEA) including the EU which enforces the General Data Protection Regulation (GDPR) and therefore access cannot be granted at this time.</p><p>For any issues, contact <a href="mailto:webmaster@midwest-courier.example">webmaster@midwest-courier.example</a> or call 800-555-0199.</p></div></body></html>` })));

  out.push(B('geo-200-video', 'www.broadcaster-play.example', '/programmes/coastal-britain/series-2/episode-4',
    'a broadcaster\'s player page that says the programme is not available in your location (200)', 'Coastal Britain, series 2 episode 4',
    respond({ body: shell({ lang: 'en', site: 'Broadcaster Play', title: 'Coastal Britain - Series 2: Episode 4 - Broadcaster Play', main: `<div class="playback-error" role="alert"><h1>This content is not available in your location</h1><p>Broadcaster Play programmes are only available to watch in the UK, due to rights agreements.</p><p>If you are in the UK and think you are seeing this in error, <a href="/help/geo">visit our help pages</a>.</p></div>` }) })));

  out.push(B('maintenance-503', 'www.regional-archives.example', '/collections/parish-registers-1750-1850',
    'planned maintenance page with 503 and Retry-After ("We\'ll be back shortly")', 'Parish registers 1750–1850',
    respond({ status: 503, headers: { 'retry-after': '7200' }, body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Down for maintenance</title><style>body{text-align:center;padding:150px;font:20px Helvetica,sans-serif;color:#333}</style></head><body><article><h1>We&rsquo;ll be back shortly!</h1><div><p>We&rsquo;re performing scheduled maintenance on our catalogue and image servers between 22:00 and 02:00 GMT. Sorry for the inconvenience — you can always <a href="mailto:enquiries@regional-archives.example">contact us</a>.</p><p>&mdash; The Regional Archives team</p></div></article></body></html>` })));

  out.push(B('maintenance-fr-200', 'www.mairie-saint-aubin.example', '/actualites/travaux-place-de-l-eglise',
    'French town-hall site answering 200 with only "Site en maintenance, nous revenons très vite"', 'Travaux place de l\'Église',
    respond({ body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Site en maintenance</title><meta name="robots" content="noindex"></head><body style="background:#f4f4f4;font-family:sans-serif"><div style="max-width:600px;margin:120px auto;text-align:center"><img src="/logo-mairie.png" alt="Mairie de Saint-Aubin" width="120"><h1>Site en maintenance</h1><p>Notre site fait peau neuve&nbsp;! Nous revenons très vite.</p><p>Pour toute demande urgente, la mairie reste joignable au 02 99 00 00 00.</p></div></body></html>` })));

  out.push(B('db-error-wp', 'www.birding-diary.example', '/2024/04/first-swifts-of-the-year/',
    'WordPress "Error establishing a database connection" (500, every time) instead of the post', 'First swifts of the year',
    respond({ status: 500, body: `<!DOCTYPE html><html dir="ltr" lang="en-GB"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><meta name="viewport" content="width=device-width"><meta name='robots' content='max-image-preview:large, noindex, follow' /><title>Database Error</title><style type="text/css">html{background:#f1f1f1}body{background:#fff;border:1px solid #ccd0d4;color:#444;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto;margin:2em auto;padding:1em 2em;max-width:700px}</style></head><body id="error-page"><div class="wp-die-message"><h1>Error establishing a database connection</h1></div></body></html>` })));

  out.push(B('db-error-php-200', 'www.antique-clocks-forum.example', '/showthread.php',
    'a 200 page holding only PHP/MySQL errors ("Too many connections") — the site is down, not the cited thread', 'Restoring a Vienna regulator movement',
    respond({ body: `<br />\n<b>Warning</b>:  mysqli_connect(): (HY000/1040): Too many connections in <b>/var/www/html/includes/class_core.php</b> on line <b>311</b><br />\n<br />\n<b>Fatal error</b>:  Uncaught Exception: Database error: could not connect to MySQL server in /var/www/html/includes/class_core.php:318\nStack trace:\n#0 /var/www/html/global.php(44): vB_Database->connect()\n#1 /var/www/html/showthread.php(12): require_once('/var/www/html/g...')\n#2 {main}\n  thrown in <b>/var/www/html/includes/class_core.php</b> on line <b>318</b><br />\n` })));

  out.push(B('staging-basic-401', 'staging.newsroom-cms.example', '/2025/01/preview/budget-analysis',
    'a staging server\'s HTTP Basic-auth 401 (WWW-Authenticate: Basic) — access is refused, not sold', 'Budget analysis (preview)',
    respond({ status: 401, headers: { 'www-authenticate': 'Basic realm="Staging - authorised staff only"' }, body: '<html>\r\n<head><title>401 Authorization Required</title></head>\r\n<body>\r\n<center><h1>401 Authorization Required</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n' })));

  out.push(B('kasada-429', 'www.airline-deals.example', '/offers/winter-sun-canaries',
    'Kasada-style bot defence: 429 with an empty page that only loads an ips.js challenge', 'Winter sun: flights to the Canaries from £39',
    respond({ status: 429, headers: { 'x-kpsdk-ct': '0a1b2c3d4e5f', 'cache-control': 'no-cache' }, body: `<html><head></head><body><script>window.KPSDK={};KPSDK.now=typeof performance!=='undefined'&&performance.now?performance.now.bind(performance):Date.now.bind(Date);KPSDK.start=KPSDK.now();</script><script src="/149e9513-01fa-4fb0-aad4-566afd725d1b/2d206a39-8ed7-437e-a3be-862e0f06eea3/ips.js?tkrm_alpekz_s1.3=0EOFLrpmV5p3"></script></body></html>` })));

  out.push(B('apache-403-htaccess', 'www.county-records-office.example', '/minutes/2023/planning-committee-2023-11.html',
    'Apache "Forbidden — You don\'t have permission to access this resource" (an origin refusing, not a removal)', 'Planning committee minutes, November 2023',
    respond({ status: 403, headers: { server: 'Apache/2.4.57 (Debian)' }, type: 'text/html; charset=iso-8859-1', charset: 'iso-8859-1', body: '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>403 Forbidden</title>\n</head><body>\n<h1>Forbidden</h1>\n<p>You don\'t have permission to access this resource.</p>\n<hr>\n<address>Apache/2.4.57 (Debian) Server at www.county-records-office.example Port 443</address>\n</body></html>\n' })));

  out.push(B('hcaptcha-security-check', 'www.crypto-markets-news.example', '/analysis/bitcoin-etf-flows-week-47',
    'an hCaptcha "Please complete the security check to access" page served in place of the analysis (403)', 'Bitcoin ETF flows, week 47',
    respond({ status: 403, body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Security check</title><script src="https://js.hcaptcha.com/1/api.js" async defer></script></head><body><div class="box"><h1>One more step</h1><p>Please complete the security check to access www.crypto-markets-news.example</p><form action="/__verify" method="POST"><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div><input type="hidden" name="r" value="a1b2c3"></form><p class="why"><b>Why do I have to complete a CAPTCHA?</b> Completing the CAPTCHA proves you are a human and gives you temporary access to the web property.</p></div></body></html>` })));

  out.push(B('network-security-block', 'old.threads-community.example', '/r/homebrewing/comments/1gx2k3p/my_first_lager_came_out_cloudy/',
    'a community site\'s "You\'ve been blocked by network security" page (403) asking to log in or use a developer token', 'My first lager came out cloudy',
    respond({ status: 403, body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Blocked</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main><h1>whoa there, pardner!</h1><p>You've been blocked by network security.</p><p>To continue, log in to your account or use your developer token.</p><p>If you think you've been blocked by mistake, file a ticket below and we'll look into it.</p><p><a href="/login">Log in</a> · <a href="https://support.threads-community.example/hc/en-us/requests/new">File a ticket</a></p></main></body></html>` })));

  out.push(B('fastly-503-persistent', 'cdn.openmaps-project.example', '/wiki/Key:surface',
    'a CDN that keeps answering "Error 503 Backend fetch failed … Varnish cache server" (persistent outage, no verdict on the page)', 'Key:surface',
    respond({ status: 503, headers: { server: 'Varnish', 'x-served-by': 'cache-fra-etou8220087-FRA', 'x-cache': 'MISS' }, body: `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html>\n  <head>\n    <title>503 Backend fetch failed</title>\n  </head>\n  <body>\n    <h1>Error 503 Backend fetch failed</h1>\n    <p>Backend fetch failed</p>\n    <h3>Guru Mediation:</h3>\n    <p>Details: cache-fra-etou8220087-FRA 1732321234 2719331848</p>\n    <hr>\n    <p>Varnish cache server</p>\n  </body>\n</html>\n` })));

  return out;
}

// ---------------------------------------------------------------------------------------------
// mismatch — the server answers, but not with the cited source

const HOME_HEADLINES = [
  'Council tax to rise by 4.99 % from April', 'Missing hiker found safe after two nights on the fells', 'New bus timetable: the changes on every route',
  'Hospital car park charges scrapped for night staff', 'Plans for 300 homes on former quarry site rejected', 'Review: a bold new Macbeth at the Playhouse',
  'Weather: frost tonight, sunshine tomorrow', 'Primary school rated outstanding for the first time', 'Rugby: late try seals cup semi-final place',
];

function mismatches(): Entry[] {
  const out: Entry[] = [];
  const M = (id: string, host: string, path: string, reason: string, title: string, handle: Entry['handle'], claims?: string[]): Entry => ({
    id, host, path, expected: 'mismatch', reason, context: { title, ...(claims ? { claims } : {}) }, handle,
  });
  const soft = (o: { lang: string; site: string; title: string; main: string; charset?: string; sidebar?: string; status?: number }) =>
    respond({ status: o.status ?? 200, charset: o.charset ?? 'utf-8', body: shell({ ...o, cookie: true, ads: true }) });

  out.push(M('soft404-en-wp-sidebar', 'www.outdoor-gear-reviews.example', '/2023/07/best-ultralight-tents-tested/',
    'WordPress theme 404 template sent with 200: "Oops! That page can\'t be found" with a search box, recent posts, archives and tag cloud', 'The best ultralight tents, tested',
    soft({
      lang: 'en', site: 'Outdoor Gear Reviews', title: 'Page not found – Outdoor Gear Reviews',
      main: `<section class="error-404 not-found"><header class="page-header"><h1 class="page-title">Oops! That page can&rsquo;t be found.</h1></header><div class="page-content"><p>It looks like nothing was found at this location. Maybe try one of the links below or a search?</p><form role="search" method="get" class="search-form" action="/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search &hellip;" name="s"></label><input type="submit" class="search-submit" value="Search"></form>
<div class="widget widget_recent_entries"><h2 class="widgettitle">Recent Posts</h2><ul><li><a href="/2024/10/best-headlamps/">The best headlamps for winter hiking</a></li><li><a href="/2024/09/merino-vs-synthetic/">Merino vs synthetic base layers: a six-month test</a></li><li><a href="/2024/08/stove-review/">Review: the lightest canister stove we have tried</a></li><li><a href="/2024/07/trail-runners/">Five trail runners for wide feet</a></li><li><a href="/2024/06/water-filters/">Water filters compared: squeeze, pump or UV?</a></li></ul></div>
<div class="widget widget_categories"><h2 class="widget-title">Most Used Categories</h2><ul><li><a href="/category/tents/">Tents</a> (41)</li><li><a href="/category/backpacks/">Backpacks</a> (37)</li><li><a href="/category/footwear/">Footwear</a> (29)</li><li><a href="/category/sleeping-bags/">Sleeping bags</a> (22)</li></ul></div>
<div class="widget widget_archive"><h2 class="widgettitle">Archives</h2><p>Try looking in the monthly archives. &#x1f642;</p><select name="archive-dropdown"><option>October 2024</option><option>September 2024</option><option>August 2024</option></select></div>
<div class="widget widget_tag_cloud"><h2 class="widgettitle">Tags</h2><div class="tagcloud"><a>budget</a> <a>camping</a> <a>gore-tex</a> <a>hiking</a> <a>lightweight</a> <a>review</a> <a>winter</a></div></div></div></section>`,
      sidebar: linkList('Popular gear guides', ['Best 3-season sleeping bags', 'Best hiking boots under $150', 'How to choose a backpack', 'Tent care: cleaning and storage']),
    })));

  out.push(M('soft404-de', 'www.wohnen-und-garten-magazin.example', '/ratgeber/hochbeet-anlegen-anleitung',
    'German "Seite nicht gefunden" page with 200, teaser grid and newsletter box', 'Hochbeet anlegen: die Schritt-für-Schritt-Anleitung',
    soft({
      lang: 'de', site: 'Wohnen & Garten', title: 'Seite nicht gefunden | Wohnen & Garten',
      main: `<div class="error-page"><h1>Huch! Diese Seite gibt es leider nicht (mehr).</h1><p>Die von Ihnen aufgerufene Seite wurde möglicherweise verschoben, umbenannt oder gelöscht. Vielleicht finden Sie über unsere Suche, was Sie suchen.</p><form action="/suche"><input name="q" placeholder="Suchbegriff eingeben"><button>Suchen</button></form><h2>Das könnte Sie auch interessieren</h2><div class="teaser-grid"><a class="teaser" href="/ratgeber/tomaten-pflanzen"><h3>Tomaten pflanzen: So klappt es auf dem Balkon</h3></a><a class="teaser" href="/ratgeber/rasen-vertikutieren"><h3>Rasen vertikutieren – wann und wie?</h3></a><a class="teaser" href="/wohnen/kleine-kueche-einrichten"><h3>Kleine Küche einrichten: 12 clevere Ideen</h3></a><a class="teaser" href="/ratgeber/kompost"><h3>Kompost richtig anlegen</h3></a></div><div class="newsletter"><h3>Gartentipps per E-Mail</h3><p>Jeden Freitag die besten Ideen für Haus und Garten.</p><input type="email"><button>Anmelden</button></div></div>`,
    })));

  out.push(M('soft404-fr', 'www.cuisine-et-saveurs.example', '/recettes/tarte-tatin-de-grand-mere',
    'French "Page introuvable" (200) with suggestions', 'La tarte Tatin de grand-mère',
    soft({ lang: 'fr', site: 'Cuisine et Saveurs', title: 'Page introuvable - Cuisine et Saveurs', main: `<div class="page-404"><p class="big">Erreur</p><h1>Oups, cette page est introuvable…</h1><p>Le lien que vous avez suivi est peut-être cassé, ou la recette a été retirée du site.</p><a class="btn" href="/">Retour à l’accueil</a><h2>Nos recettes du moment</h2><ul><li><a href="/recettes/blanquette">Blanquette de veau à l’ancienne</a></li><li><a href="/recettes/gratin">Gratin dauphinois</a></li><li><a href="/recettes/clafoutis">Clafoutis aux cerises</a></li></ul></div>` })));

  out.push(M('soft404-ja-sjis', 'www.tabi-navi.example', '/spot/kyoto/fushimi-inari/',
    'Japanese "お探しのページは見つかりませんでした" page in Shift_JIS, sent with 200', '伏見稲荷大社の見どころと参拝ルート',
    soft({ lang: 'ja', charset: 'shift_jis', site: 'たびナビ', title: 'ページが見つかりません｜たびナビ', main: `<div class="notfound"><h1>お探しのページは見つかりませんでした</h1><p>申し訳ございません。お探しのページは移動または削除された可能性があります。URLをご確認の上、もう一度お試しください。</p><p><a href="/">トップページへ戻る</a></p><h2>人気のエリア</h2><ul><li><a href="/area/tokyo/">東京</a></li><li><a href="/area/osaka/">大阪</a></li><li><a href="/area/hokkaido/">北海道</a></li><li><a href="/area/okinawa/">沖縄</a></li></ul></div>` })));

  out.push(M('soft404-zh-gbk', 'www.xinwen-portal.example', '/shehui/2023-08-14/doc-imzhfkqr1234567.shtml',
    'Chinese portal "抱歉，您访问的页面不存在" page in GBK with 200 and a headline list', '暴雨致多地交通中断',
    soft({ lang: 'zh', charset: 'gbk', site: '新闻门户', title: '页面没有找到', main: `<div class="err404"><h1>抱歉，您访问的页面不存在或已被删除！</h1><p><span id="sec">5</span>秒后自动返回首页，或者<a href="/">点击这里</a>直接返回。</p><h2>今日热点</h2><ul><li><a href="/1">多地出台措施稳定楼市</a></li><li><a href="/2">国产大飞机新航线开通</a></li><li><a href="/3">秋季开学季：家长关心的五个问题</a></li></ul></div><script>var s=5;setInterval(function(){s--;if(s==0)location.href='/';},1000)</script>` })));

  out.push(M('soft404-ru-1251', 'www.avto-obzor.example', '/tests/lada-vesta-sw-cross-2024/',
    'Russian "Страница не найдена" (200) in windows-1251 with a long sidebar of news', 'Тест Lada Vesta SW Cross 2024',
    soft({ lang: 'ru', charset: 'windows-1251', site: 'Авто-Обзор', title: 'Страница не найдена — Авто-Обзор', main: `<div class="page404"><h1>Ошибка 404. Страница не найдена</h1><p>Возможно, она была удалена или вы ошиблись при вводе адреса. Попробуйте воспользоваться поиском или перейдите на главную страницу.</p></div>`, sidebar: linkList('Новости', ['Продажи новых машин выросли на 12%', 'Цены на бензин: прогноз на декабрь', 'Как подготовить автомобиль к зиме', 'Названы самые надёжные кроссоверы года', 'ГИБДД меняет правила экзаменов']) })));

  out.push(M('soft404-ar', 'www.albayan-news.example', '/sports/2024-03-12-1.4812345',
    'Arabic "عذراً، الصفحة التي تبحث عنها غير موجودة" (200) with a news sidebar', 'المنتخب يتأهل إلى نهائيات كأس آسيا',
    soft({ lang: 'ar', site: 'البيان نيوز', title: 'الصفحة غير موجودة - البيان نيوز', main: `<div class="error-page"><h1>404</h1><h2>عذراً، الصفحة التي تبحث عنها غير موجودة</h2><p>ربما تم حذف الصفحة أو تغيير عنوانها. يمكنك العودة إلى <a href="/">الصفحة الرئيسية</a> أو استخدام البحث.</p></div>`, sidebar: linkList('الأكثر قراءة', ['ارتفاع أسعار الذهب في الأسواق المحلية', 'افتتاح معرض الكتاب الدولي', 'توقعات بأمطار غزيرة نهاية الأسبوع']) })));

  out.push(M('soft404-he', 'www.mivzakim-il.example', '/article/872345',
    'Hebrew "העמוד שחיפשת לא נמצא" page with 200', 'הכנסת אישרה את חוק התקציב',
    soft({ lang: 'he', site: 'מבזקים', title: 'העמוד לא נמצא | מבזקים', main: `<div class="not-found"><h1>אופס! העמוד שחיפשת לא נמצא</h1><p>ייתכן שהכתובת שגויה או שהעמוד הוסר מהאתר.</p><a href="/">חזרה לעמוד הראשי</a><h3>כתבות נוספות</h3><ul><li><a href="/a/1">מזג האוויר: גשם צפוי בסוף השבוע</a></li><li><a href="/a/2">מחירי הדירות ממשיכים לעלות</a></li></ul></div>` })));

  out.push(M('soft404-el', 'www.athens-voice-news.example', '/politismos/synavlia-irodeio-2024',
    'Greek "Η σελίδα δεν βρέθηκε" (200)', 'Συναυλία στο Ηρώδειο: ρεκόρ προσέλευσης',
    soft({ lang: 'el', charset: 'iso-8859-7', site: 'Athens News', title: 'Η σελίδα δεν βρέθηκε', main: `<div class="e404"><h1>Η σελίδα δεν βρέθηκε</h1><p>Λυπούμαστε, η σελίδα που ζητήσατε δεν υπάρχει ή έχει μετακινηθεί.</p><p><a href="/">Επιστροφή στην αρχική σελίδα</a></p></div>`, sidebar: linkList('Δημοφιλή', ['Καιρός: ζέστη και μποφόρ', 'Οι νέες πτήσεις για τα νησιά', 'Τι αλλάζει στις συντάξεις']) })));

  out.push(M('soft404-tr', 'www.haber-merkezi-tr.example', '/spor/fenerbahce-transfer-haberi-123456',
    'Turkish "Aradığınız sayfa bulunamadı" (200) in windows-1254', 'Fenerbahçe yeni forvetini açıkladı',
    soft({ lang: 'tr', charset: 'windows-1254', site: 'Haber Merkezi', title: 'Sayfa Bulunamadı - Haber Merkezi', main: `<div class="hata-sayfasi"><h1>Üzgünüz, aradığınız sayfa bulunamadı!</h1><p>Sayfa kaldırılmış, adı değiştirilmiş ya da geçici olarak kullanım dışı olabilir.</p><a href="/">Ana sayfaya dön</a><h2>Son Dakika</h2><ul><li><a href="/1">Dolar güne yükselişle başladı</a></li><li><a href="/2">İstanbul'da yağmur uyarısı</a></li></ul></div>` })));

  out.push(M('soft404-vi', 'www.bao-moi-online.example', '/giao-duc/tuyen-sinh-lop-10-ha-noi-2024-c123456.html',
    'Vietnamese "Không tìm thấy trang" (200)', 'Tuyển sinh lớp 10 Hà Nội 2024: điểm chuẩn các trường',
    soft({ lang: 'vi', site: 'Báo Mới Online', title: 'Không tìm thấy trang - Báo Mới Online', main: `<div class="page-404"><h1>Rất tiếc, không tìm thấy trang bạn yêu cầu!</h1><p>Đường dẫn có thể đã bị thay đổi hoặc bài viết đã bị gỡ bỏ.</p><a href="/">Quay về trang chủ</a><h3>Tin mới nhất</h3><ul><li><a href="/1">Giá vàng hôm nay tăng mạnh</a></li><li><a href="/2">Thời tiết miền Bắc chuyển rét</a></li></ul></div>` })));

  out.push(M('soft404-hi', 'www.khabar-live-hindi.example', '/rajya/bihar-baadh-rahat-kosh-2024',
    'Hindi "पेज नहीं मिला" (200) with trending links', 'बिहार बाढ़: राहत कोष में 500 करोड़ जारी',
    soft({ lang: 'hi', site: 'ख़बर लाइव', title: 'पेज नहीं मिला | ख़बर लाइव', main: `<div class="error"><h1>क्षमा करें, आप जो पेज ढूंढ रहे हैं वह नहीं मिला</h1><p>हो सकता है यह पेज हटा दिया गया हो या इसका पता बदल गया हो।</p><a href="/">होम पेज पर जाएं</a><h3>ट्रेंडिंग</h3><ul><li><a href="/1">शेयर बाजार में तेजी जारी</a></li><li><a href="/2">मौसम विभाग ने जारी किया अलर्ट</a></li></ul></div>` })));

  out.push(M('search-zero-en', 'www.citylibrary-catalogue.example', '/search',
    'a catalogue search page: "Your search … returned 0 results" — the cited report is not there', 'Annual report on municipal broadband 2023',
    soft({ lang: 'en', site: 'City Library Catalogue', title: 'Search results – City Library Catalogue', main: `<div class="search-results"><h1>Search results</h1><form action="/search"><input name="q" value="municipal broadband annual report 2023"><button>Search</button></form><p class="result-count">Your search for <strong>“municipal broadband annual report 2023”</strong> returned <strong>0 results</strong>.</p><div class="suggestions"><h2>Search tips</h2><ul><li>Check your spelling</li><li>Try fewer or more general keywords</li><li>Remove filters such as date or format</li></ul></div><aside class="facets"><h3>Format</h3><ul><li>Books (0)</li><li>eBooks (0)</li><li>Reports (0)</li></ul></aside></div>` })));

  out.push(M('search-zero-de', 'www.bundesanzeiger-suche.example', '/suche/ergebnis',
    'German site search "Ihre Suche ergab keine Treffer" instead of the cited document', 'Jahresabschluss 2022 der Stadtwerke Nordheim GmbH',
    soft({ lang: 'de', site: 'Registerportal', title: 'Suchergebnis - Registerportal', main: `<div class="result"><h1>Suchergebnis</h1><p>Ihre Suche nach „Stadtwerke Nordheim Jahresabschluss 2022“ ergab keine Treffer.</p><p>Bitte überprüfen Sie die Schreibweise oder verwenden Sie allgemeinere Suchbegriffe.</p><table class="result_container"><thead><tr><th>Name</th><th>Bereich</th><th>Information</th><th>V.-Datum</th></tr></thead><tbody><tr><td colspan="4">Keine Einträge gefunden.</td></tr></tbody></table></div>` })));

  out.push(M('takedown-video', 'www.videoshare-platform.example', '/watch',
    'video page saying the video is no longer available because the uploader\'s account was terminated', 'Interview: the engineer who designed the Tube map app',
    soft({ lang: 'en', site: 'VideoShare', title: 'VideoShare', main: `<div id="player-unavailable" class="style-scope ytd-watch-flexy"><div class="reason">Video unavailable</div><div class="subreason">This video is no longer available because the account associated with this video has been terminated.</div></div><div id="related"><h3>Up next</h3><ul><li><a href="/watch?v=1">Top 10 travel hacks for London</a></li><li><a href="/watch?v=2">Why are train tickets so expensive?</a></li></ul></div>` })));

  out.push(M('takedown-legal', 'www.investigativ-blog.example', '/2022/11/der-fall-k/',
    'German takedown notice: the post was removed after a legal complaint; nothing of the cited piece remains', 'Der Fall K.: Wie ein Bauunternehmer Gutachten kaufte',
    soft({ lang: 'de', site: 'Investigativ-Blog', title: 'Beitrag entfernt – Investigativ-Blog', main: `<article class="notice"><h1>Beitrag entfernt</h1><p>Dieser Beitrag ist nicht mehr verfügbar. Er wurde aufgrund einer einstweiligen Verfügung des Landgerichts Hamburg vom 3. März 2023 entfernt.</p><p>Wir bitten um Verständnis, dass wir uns zu laufenden Verfahren nicht äußern.</p><p>Die Redaktion</p></article>` })));

  out.push(M('deleted-forum-topic', 'forum.devops-talk.example', '/t/postmortem-our-kubernetes-upgrade-outage/9912',
    'Discourse-style topic deleted by its author: "The topic you are looking for has been deleted" (200)', 'Postmortem: our Kubernetes upgrade outage',
    respond({ body: shell({ lang: 'en', site: 'DevOps Talk', title: 'DevOps Talk', main: `<div class="page-not-found"><h1 class="title">Oops! That page doesn’t exist or is private.</h1><p>The topic you are looking for has been deleted by its author.</p><h2>Popular</h2><div class="popular-topics"><ul><li><a href="/t/1">How do you manage secrets in CI?</a></li><li><a href="/t/2">Terraform vs Pulumi in 2024</a></li><li><a href="/t/3">Show us your homelab</a></li></ul></div><div class="page-not-found-search"><h2>Search this site</h2><input type="text"><button>Search</button></div></div>` }) })));

  out.push(M('home-redirect-en', 'www.valleytimes-news.example', '/news/2019/05/17/mill-fire-investigation-closed',
    'a deleted article URL that 301s to the newspaper\'s home page (unrelated headlines, not the cited story)', 'Mill fire investigation closed without charges',
    redirect((o) => `${o('www.valleytimes-news.example')}/`, 301)));
  out.push({
    id: 'home-redirect-en-target', host: 'www.valleytimes-news.example', path: '/', expected: 'mismatch', reason: 'target', target: true,
    handle: serveArticle((url) => shell({ lang: 'en', site: 'The Valley Times', title: 'The Valley Times | Local news, sport and what\'s on', head: `<link rel="canonical" href="${esc(url)}"><meta property="og:type" content="website"><meta name="description" content="The latest local news, sport, business and events from The Valley Times.">`, main: `<section class="top-stories"><h2>Top stories</h2>${HOME_HEADLINES.map((h, i) => `<div class="card"><a href="/news/2024/${i + 1}"><h3>${esc(h)}</h3></a><p>${esc(h)} — read the full story.</p></div>`).join('')}</section><section class="whats-on"><h2>What's on</h2><ul><li>Farmers' market, Saturday</li><li>Brass band concert, Sunday</li></ul></section>`, cookie: true, ads: true })),
  });

  out.push(M('home-redirect-es', 'www.diario-costa.example', '/local/2020/03/02/cierra-fabrica-conservas-3456789.html',
    'Spanish news URL that 302s to the section front page listing other stories', 'Cierra la fábrica de conservas tras 80 años',
    redirect((o) => `${o('www.diario-costa.example')}/local/`, 302)));
  out.push({
    id: 'home-redirect-es-target', host: 'www.diario-costa.example', path: '/local/', expected: 'mismatch', reason: 'target', target: true,
    handle: respond({ body: shell({ lang: 'es', site: 'Diario Costa', title: 'Local - Diario Costa', main: `<h1>Local</h1>${['El ayuntamiento aprueba el presupuesto de 2025', 'Nueva línea de autobús al hospital', 'Las obras del paseo marítimo terminarán en junio', 'El mercado municipal amplía su horario', 'Récord de turistas en octubre'].map((h, i) => `<article class="card"><a href="/local/2024/${i}"><h2>${h}</h2></a></article>`).join('')}`, cookie: true, ads: true }) }),
  });

  out.push(M('unrelated-article-en', 'www.harbourgazette-sport.example', '/sport/2024/11/02/rowing-club-centenary',
    'a live article about a rowing club centenary; the citation is about a hospital merger on the same site — the page does not support it', 'Hospital trusts to merge in 2025 to cut waiting lists',
    serveArticle(article({
      site: 'Harbour Gazette Sport', lang: 'en', title: 'Rowing club celebrates its centenary with a regatta', author: 'Pete Lawson', date: '2024-11-02T15:00:00+00:00', metaStyle: 'og+jsonld',
      paras: ['The Harbour Rowing Club marked 100 years on the water on Saturday with a regatta that drew 46 crews from across the region.', 'Founded in 1924 by dock workers, the club now has 310 members, from juniors aged eleven to a veterans’ eight whose combined age is 571.', '“We have survived two wars, three floods and a fire in the boathouse,” said club president Maureen Kelly.'],
    })), ['Two hospital trusts will merge in 2025 to reduce waiting lists.']));

  out.push(M('unrelated-article-ja', 'www.tokai-shimbun.example', '/article/local/20241005-00112233',
    'a Japanese article about a school sports day, cited for a claim about a new bullet-train station — the page does not support it', 'リニア新駅の開業、2034年以降に延期',
    serveArticle(article({
      site: '東海新聞', lang: 'ja', title: '小学校で3年ぶりの全校運動会', author: '伊藤 陽子', date: '2024-10-05T17:00:00+09:00', metaStyle: 'og',
      paras: ['市内の小学校で5日、3年ぶりに全校児童がそろう運動会が開かれ、保護者ら約800人が声援を送った。', '6年生による組み体操やリレーが行われ、最後は全員で校歌を歌った。', '校長は「子どもたちの笑顔が見られて本当にうれしい」と話した。'],
    })), ['リニア新駅の開業は2034年以降に延期される。']));

  out.push(M('suspended-account', 'social.microblog-network.example', '/@cityhall_press/112233445566778899',
    'a social post URL that now shows "This account has been suspended" — the cited post is gone', 'City Hall: bridge closure extended to March',
    soft({ lang: 'en', site: 'Microblog Network', title: 'Account suspended', main: `<div class="empty-state"><h1>Account suspended</h1><p>This account has been suspended for violating the community rules. <a href="/rules">Learn more</a></p><div class="trends"><h3>Trending</h3><ul><li>#WorldSeries</li><li>#ClimateWeek</li><li>#Eurovision</li></ul></div></div>` })));

  out.push(M('product-discontinued', 'www.shop-electronics-hub.example', '/p/soundwave-pro-x2-headphones',
    'a shop page cited for a product spec claim that now says "This product is no longer available" and lists alternatives', 'SoundWave Pro X2 headphones – 40-hour battery life',
    soft({ lang: 'en', site: 'Electronics Hub', title: 'Product unavailable | Electronics Hub', main: `<div class="pdp-unavailable"><h1>Sorry, this product is no longer available</h1><p>The item you were looking for has been discontinued or removed from our catalogue.</p><h2>Similar products</h2><div class="grid"><div class="product-card"><a>BassLine 300 wireless headphones</a><span>$89.99</span></div><div class="product-card"><a>Studio Air noise-cancelling headphones</a><span>$149.00</span></div><div class="product-card"><a>Pulse Mini earbuds</a><span>$39.99</span></div></div></div>` }), ['The SoundWave Pro X2 headphones have a 40-hour battery life.']));

  return out;
}

// ---------------------------------------------------------------------------------------------
// invalid — definitive answers: gone, never existed, malformed, unsafe, junk

function invalids(): Entry[] {
  const out: Entry[] = [];
  const I = (id: string, host: string, path: string, reason: string, title: string, handle: Entry['handle']): Entry => ({
    id, host, path, expected: 'invalid', reason, context: { title }, handle,
  });

  out.push(I('nginx-404', 'www.garden-design-weekly.example', '/2021/04/japanese-maples-small-gardens',
    'plain nginx 404 Not Found', 'Japanese maples for small gardens',
    respond({ status: 404, headers: { server: 'nginx/1.22.1' }, body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n' })));

  out.push(I('fancy-404-en', 'www.techcrunchy-news.example', '/2019/08/12/startup-raises-seed-round-for-drone-delivery/',
    'a full site 404 template (nav, search, popular stories) with HTTP status 404', 'Startup raises seed round for drone delivery',
    respond({ status: 404, body: shell({ lang: 'en', site: 'TechCrunchy', title: 'Page not found | TechCrunchy', main: `<div class="error-404"><h1>404</h1><h2>We can't find the page you're looking for.</h2><p>It may have been moved, or it may never have existed.</p><a href="/">Go to the homepage</a></div>`, sidebar: linkList('Popular', ['AI chip startup raises $200m', 'The best laptops for students', 'Inside the battle for satellite broadband']), cookie: true, ads: true }) })));

  out.push(I('404-ja', 'www.kankou-kyoto.example', '/event/2020/gion-matsuri-schedule.html',
    'Japanese 404 page (status 404) for an old event URL', '祇園祭2020 日程',
    respond({ status: 404, body: shell({ lang: 'ja', site: '京都観光ナビ', title: '404 Not Found｜京都観光ナビ', main: '<h1>404 Not Found</h1><p>指定されたページは存在しません。</p><p><a href="/">トップへ</a></p>' }) })));

  out.push(I('gone-410', 'www.jobs-board-central.example', '/jobs/senior-data-engineer-berlin-88123',
    '410 Gone: the listing has been removed permanently', 'Senior Data Engineer (Berlin)',
    respond({ status: 410, body: shell({ lang: 'en', site: 'Jobs Board Central', title: 'This job is no longer available', main: '<h1>This job is no longer available</h1><p>The employer has closed this listing.</p><a href="/jobs?q=data+engineer">See similar jobs</a>' }) })));

  out.push(I('gone-410-de', 'www.stadtportal-musterstadt.example', '/aktuelles/2019/sperrung-bahnhofstrasse',
    '410 with a German "Dieser Inhalt wurde dauerhaft entfernt" notice', 'Sperrung der Bahnhofstraße',
    respond({ status: 410, body: shell({ lang: 'de', site: 'Stadtportal Musterstadt', title: 'Inhalt entfernt', main: '<h1>Inhalt nicht mehr verfügbar</h1><p>Dieser Inhalt wurde dauerhaft entfernt.</p>' }) })));

  out.push(I('404-zh-gbk', 'www.jiaoyu-wang.example', '/gaokao/2019/0612/123456.html',
    'Chinese 404 page in GBK with status 404', '2019年高考录取分数线公布',
    respond({ status: 404, charset: 'gbk', body: shell({ lang: 'zh', charset: 'gbk', site: '教育网', title: '404 页面不存在', main: '<h1>404</h1><p>对不起，您访问的页面不存在！</p><a href="/">返回首页</a>' }) })));

  out.push({
    id: 'malformed-host-space', host: 'www.bad host.example', path: '/article', expected: 'invalid',
    reason: 'malformed URL: a space inside the host name',
    context: { title: 'Quarterly results' }, handle: respond({ body: '<html><body>never reached</body></html>' }),
  });

  out.push({
    id: 'malformed-bracket', host: '[fe80::zz', path: '/page', expected: 'invalid',
    reason: 'malformed URL: an unclosed, invalid IPv6 literal as host',
    context: { title: 'Network report' }, handle: respond({ body: '<html><body>never reached</body></html>' }),
  });

  out.push(I('redirect-private-10', 'go.short-links.example', '/r/aB3xZ9',
    'a short link that redirects to a private address (http://10.20.30.40/) — unsafe, never fetched', 'Annual security report',
    redirect('http://10.20.30.40/reports/annual-security-report.pdf', 302)));

  out.push(I('redirect-metadata-ip', 'www.link-tracker.example', '/click',
    'a tracking link that redirects to the cloud metadata address 169.254.169.254 — unsafe', 'Cloud cost guide',
    redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/', 302)));

  out.push(I('meta-refresh-private-192', 'www.intranet-news-mirror.example', '/news/policy-update',
    'a page whose meta refresh points into a private network (192.168.1.10) — unsafe', 'Policy update',
    respond({ body: '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Redirecting</title><meta http-equiv="refresh" content="0;url=http://192.168.1.10/intranet/policy-update.html"></head><body><p>Redirecting to the intranet…</p></body></html>' })));

  out.push(I('redirect-nxdomain', 'www.old-domain-redirects.example', '/blog/post-42',
    'redirects to a domain that does not exist (NXDOMAIN, .invalid)', 'How we migrated to Postgres 16',
    redirect('http://blog.company-that-folded.invalid/2023/how-we-migrated-to-postgres-16', 301)));

  const junk = Buffer.alloc(24_000);
  let x = 0x9e3779b9;
  for (let i = 0; i < junk.length; i++) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; junk[i] = x & 0xff; }
  out.push(I('binary-junk-html', 'www.cms-broken-cache.example', '/news/2024/10/storm-damage',
    'random binary bytes served as text/html (a corrupted cache object): nothing a reader can cite', 'Storm damage across the county',
    respond({ body: junk, type: 'text/html; charset=UTF-8' })));

  out.push(I('gzip-without-header', 'www.misconfigured-proxy.example', '/reports/q2',
    'a gzip stream served as text/html without Content-Encoding — binary garbage to any reader', 'Q2 report',
    respond({ body: gzipSync(Buffer.from(Array.from({ length: 400 }, (_, i) => `<p>line ${i} of a report that nobody can read</p>`).join(''))), type: 'text/html' })));

  return out;
}

export function blind2Cases(): CorpusCase[] {
  return toCases('blind2', [...validArticles(), ...validReference(), ...validSpecial(), ...validFetchQuirks(), ...paywalls(), ...walls(), ...mismatches(), ...invalids()]);
}

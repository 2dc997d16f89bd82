/**
 * Sixth held-out status set (`node dist/test/accuracy/run.js --set blind6`, never part of the
 * default run). Written from the issue text, CONTRACT.md/DESIGN.md, blindkit.ts and run.ts only —
 * without reading the classifier, the fetch rules, docs/online-validation.md's rule table, the
 * earlier sets or the notes — then committed before it was first scored.
 *
 * Labels follow the documented rules: a login wall is `paywalled`; a site password or a
 * staging Basic-auth is `blocked`; a pay-or-consent wall is `blocked`; a publisher's
 * isAccessibleForFree=false is `paywalled`; walls of bot defence, geo-blocks, maintenance and
 * error pages are `blocked`; a page that is gone (404/410, soft 404, removed, parked) is
 * `invalid`; a live page about something other than the citation is `mismatch`.
 * Otherwise a label is what a careful human would say, with the reason written next to it.
 *
 * First sight: (recorded after the first scoring, see the commit that records it).
 */
import type { ServerResponse } from 'node:http';
import { article, esc, linkList, pdf, redirect, respond, serveArticle, shell, toCases, wrap, write, type ArticleOpts, type Entry, type Send } from './blindkit';
import type { CorpusCase, Handler, Meta, QuoteCheck } from './corpus';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';

type ArtIn = Omit<ArticleOpts, 'site' | 'lang' | 'title' | 'paras'> & { site: string; lang: string; title: string; paras: string[] };
type Extra = { expected?: CitationStatus; reason: string; quotes?: QuoteCheck[]; meta?: Meta; context?: ClassifyContext; send?: Omit<Send, 'body'>; path?: string };

/** An article entry (valid unless told otherwise). */
function art(id: string, host: string, o: ArtIn, x: Extra): Entry {
  return {
    id,
    host,
    path: x.path ?? `/${id}`,
    expected: x.expected ?? 'valid',
    reason: x.reason,
    ...(x.context ? { context: x.context } : {}),
    ...(x.meta ? { meta: x.meta } : {}),
    ...(x.quotes ? { quotes: x.quotes } : {}),
    handle: serveArticle(article({ cookie: true, ...o, charset: x.send?.charset ?? o.charset }), x.send ?? {}),
  };
}

/** A fixed response entry. */
function page(id: string, host: string, expected: CitationStatus, reason: string, send: Send, more: Partial<Entry> = {}): Entry {
  return { id, host, path: `/${id}`, expected, reason, handle: respond(send), ...more };
}

const yes = (quote: string): QuoteCheck => ({ quote, present: true });
const no = (quote: string): QuoteCheck => ({ quote, present: false });
const side = (lang: string, items: string[]) => linkList(lang === 'en' ? 'Most read' : '★', items);

// ---------------------------------------------------------------------------------------------
// Texts (several paragraphs each, so the pages read like real articles)

const T = {
  he: [
    'הממשלה אישרה אמש את תוכנית התחבורה הציבורית החדשה לאזור הצפון, לאחר דיונים שנמשכו כמעט שנה.',
    'לפי התוכנית, יופעלו עשרה קווי אוטובוס חדשים ותוגבר תדירות הרכבות בין חיפה לנהריה בשעות השיא.',
    'ראשי הרשויות המקומיות בירכו על ההחלטה, אך הזהירו כי בלי תקציב קבוע התוכנית תישאר על הנייר.',
    'משרד התחבורה מסר כי העבודות הראשונות יחלו כבר בחודש מרץ, וכי הקווים הראשונים יופעלו עד סוף השנה.',
    'ארגוני הנוסעים ציינו כי מדובר בצעד חשוב, אך דרשו לשלב גם תחבורה ציבורית בסופי שבוע.',
  ],
  ar: [
    'أعلنت وزارة الصحة اليوم عن إطلاق حملة وطنية للتطعيم ضد الإنفلونزا الموسمية تستهدف كبار السن والأطفال.',
    'وقال المتحدث باسم الوزارة إن الحملة ستستمر لمدة ستة أسابيع في جميع المحافظات، وإن اللقاح متوفر مجانًا في المراكز الصحية.',
    'وأضاف أن الوزارة وفرت أكثر من مليوني جرعة هذا العام، بزيادة قدرها عشرون في المئة عن العام الماضي.',
    'ودعا الأطباء المواطنين إلى الإسراع في أخذ اللقاح قبل ذروة الموسم في شهر يناير.',
    'وفي السياق ذاته، أكدت منظمة الصحة العالمية أهمية التطعيم السنوي للفئات الأكثر عرضة للمضاعفات.',
  ],
  fa: [
    'سازمان هواشناسی از ورود سامانه‌ی بارشی جدید به نیمه‌ی شمالی کشور از روز سه‌شنبه خبر داد.',
    'به گفته‌ی کارشناسان، این سامانه باعث بارش باران در استان‌های گیلان، مازندران و گلستان خواهد شد و دمای هوا تا ده درجه کاهش می‌یابد.',
    'مدیرکل مدیریت بحران هشدار داد که احتمال آب‌گرفتگی معابر و طغیان رودخانه‌های فصلی وجود دارد.',
    'از شهروندان خواسته شده است از سفرهای غیرضروری به مناطق کوهستانی خودداری کنند.',
  ],
  th: [
    'กรมอุตุนิยมวิทยาประกาศเตือนประชาชนในภาคใต้ให้ระวังฝนตกหนักถึงหนักมากในช่วงสุดสัปดาห์นี้',
    'โดยเฉพาะในจังหวัดนครศรีธรรมราช สุราษฎร์ธานี และสงขลา ซึ่งอาจเกิดน้ำท่วมฉับพลันและน้ำป่าไหลหลาก',
    'เจ้าหน้าที่ท้องถิ่นได้เตรียมเครื่องสูบน้ำและกระสอบทรายไว้แล้วกว่าหนึ่งหมื่นใบ',
    'ประชาชนสามารถติดตามข่าวสารได้ทางเว็บไซต์ของกรมอุตุนิยมวิทยาตลอดยี่สิบสี่ชั่วโมง',
  ],
  hi: [
    'भारतीय अंतरिक्ष अनुसंधान संगठन ने आज अपने नए मौसम उपग्रह का सफल प्रक्षेपण किया।',
    'वैज्ञानिकों के अनुसार यह उपग्रह चक्रवात और भारी बारिश की चेतावनी पहले से अधिक सटीकता के साथ दे सकेगा।',
    'इसरो के अध्यक्ष ने कहा कि इस मिशन से किसानों और मछुआरों को सबसे अधिक लाभ होगा।',
    'उपग्रह को श्रीहरिकोटा के सतीश धवन अंतरिक्ष केंद्र से सुबह दस बजे प्रक्षेपित किया गया।',
  ],
  ko: [
    '서울시는 내년부터 시내버스 전 노선에 저상버스를 도입한다고 밝혔다.',
    '시 관계자는 교통약자의 이동 편의를 높이기 위해 약 삼천억 원의 예산을 투입할 계획이라고 설명했다.',
    '시민단체들은 이번 결정을 환영하면서도 정류장 시설 개선이 함께 이루어져야 한다고 강조했다.',
    '서울시는 올해 말까지 세부 시행 계획을 마련해 발표할 예정이다.',
  ],
  ja: [
    '気象庁は二十日、関東甲信地方で梅雨明けしたとみられると発表した。平年より八日早く、昨年より三日遅い梅雨明けとなった。',
    '東京都心では午前中から気温が上がり、最高気温は三十四度に達する見込みだ。',
    '気象庁は熱中症への警戒を呼びかけており、こまめな水分補給とエアコンの適切な使用を求めている。',
    '今年の梅雨の期間の降水量は平年をやや下回ったという。',
  ],
  zh: [
    '国家统计局今天发布数据显示，今年前三季度全国居民人均可支配收入同比增长百分之五点二。',
    '其中，城镇居民收入增长百分之四点七，农村居民收入增长百分之六点六，城乡收入差距继续缩小。',
    '专家表示，消费市场的回暖与就业形势的稳定密切相关，预计第四季度将继续保持平稳增长。',
    '统计局发言人在新闻发布会上回答了记者提问。',
  ],
  el: [
    'Η κυβέρνηση ανακοίνωσε σήμερα νέο πρόγραμμα στήριξης για τους νέους αγρότες της Θεσσαλίας, μετά τις καταστροφικές πλημμύρες του περασμένου έτους.',
    'Σύμφωνα με το υπουργείο, το πρόγραμμα θα χρηματοδοτηθεί με 120 εκατομμύρια ευρώ από ευρωπαϊκούς πόρους.',
    'Οι αγροτικοί σύλλογοι χαιρέτισαν την απόφαση, ζητώντας όμως ταχύτερες διαδικασίες αποζημίωσης.',
    'Οι πρώτες πληρωμές αναμένεται να γίνουν μέσα στον Μάρτιο.',
  ],
  tr: [
    'İstanbul Büyükşehir Belediyesi, şehirdeki tarihi çeşmelerin restorasyonu için yeni bir proje başlattığını açıkladı.',
    'Proje kapsamında Fatih, Üsküdar ve Beyoğlu ilçelerindeki kırk iki çeşme aslına uygun biçimde yenilenecek.',
    'Uzmanlar, çalışmaların iki yıl süreceğini ve çeşmelerin yeniden suyla buluşacağını belirtti.',
    'Belediye, restorasyon sürecinin her aşamasını internet sitesinden paylaşacak.',
  ],
  vi: [
    'Bộ Giáo dục và Đào tạo vừa công bố phương án tổ chức kỳ thi tốt nghiệp trung học phổ thông năm tới.',
    'Theo đó, thí sinh sẽ thi bốn môn, gồm hai môn bắt buộc là Toán và Ngữ văn cùng hai môn tự chọn.',
    'Nhiều giáo viên cho rằng phương án mới giúp giảm áp lực cho học sinh và phù hợp với chương trình giáo dục phổ thông.',
    'Bộ cũng cho biết sẽ công bố đề minh họa vào đầu tháng ba.',
  ],
  pl: [
    'Sejm przyjął w piątek nowelizację ustawy o ochronie środowiska, która zaostrza kary za nielegalne składowanie odpadów.',
    'Według nowych przepisów grzywna dla firm może wynieść nawet dziesięć milionów złotych.',
    'Posłowie opozycji krytykowali jednak zbyt krótki okres przejściowy dla samorządów.',
    'Ustawa trafi teraz do Senatu, który ma trzydzieści dni na jej rozpatrzenie.',
  ],
  ru: [
    'В Новосибирске открылся новый научный центр, посвящённый исследованиям в области синхротронного излучения.',
    'По словам директора центра, первые эксперименты на установке начнутся уже весной следующего года.',
    'В строительство было вложено более сорока миллиардов рублей, а в центре будут работать около пятисот специалистов.',
    'Учёные из десяти стран уже подали заявки на проведение исследований.',
  ],
  uk: [
    'Київська міська рада ухвалила програму відновлення зелених насаджень у столиці на наступні п’ять років.',
    'Програма передбачає висадку понад сорока тисяч дерев у парках і скверах усіх районів міста.',
    'Екологи позитивно оцінили рішення, але закликали залучити до планування мешканців.',
  ],
  de: [
    'Die Stadt Leipzig will bis 2030 alle Straßenbahnlinien auf Ökostrom umstellen, teilte der Oberbürgermeister am Dienstag mit.',
    'Dafür sollen in den kommenden Jahren rund 80 Millionen Euro in neue Umspannwerke und Fahrzeuge fließen.',
    'Die Verkehrsbetriebe rechnen mit einer Einsparung von jährlich 25.000 Tonnen CO₂.',
    'Kritik kam von der Opposition, die den Zeitplan für zu ehrgeizig hält.',
  ],
  fr: [
    'La région Occitanie a présenté mardi un plan de 300 millions d’euros pour moderniser les petites lignes ferroviaires.',
    'Selon la présidente de région, quinze lignes menacées de fermeture seront rénovées d’ici 2029.',
    'Les associations d’usagers saluent « un signal fort », tout en demandant davantage de trains le week-end.',
    'Les premiers travaux débuteront au printemps sur la ligne entre Montréjeau et Luchon.',
  ],
  es: [
    'El Ayuntamiento de Valencia aprobó este jueves un plan para crear doce nuevos refugios climáticos en edificios públicos.',
    'Los espacios estarán abiertos durante las olas de calor y contarán con agua potable y personal sanitario.',
    'La concejala de Salud explicó que la medida beneficiará especialmente a las personas mayores que viven solas.',
    'El plan entrará en vigor el próximo mes de junio.',
  ],
  en: [
    'The city council voted on Tuesday to convert three disused rail yards into public parks, ending a decade-long dispute over the land.',
    'Under the plan, the first of the parks will open in the spring of 2028, with the remaining two following within three years.',
    'Residents who had campaigned for the change said the decision was “a victory for every family without a garden.”',
    'The council estimates the project will cost about $140 million, most of it covered by a state grant.',
    'Opponents argued that the land should have been used for affordable housing, and said they would keep pressing the issue.',
  ],
};
const P = (k: keyof typeof T) => T[k];

// ---------------------------------------------------------------------------------------------
// Valid articles across languages, with quote checks (typographic differences present, altered
// quotes absent).

const validLangs: Entry[] = [
  art('he-news', 'www.haboker-news.co.il', { site: 'הבוקר', lang: 'he', title: 'הממשלה אישרה את תוכנית התחבורה לצפון', author: 'נועה לוי', date: '2026-03-04T08:12:00+02:00', section: 'חדשות', paras: P('he'), template: 'wp', sidebar: side('he', ['מזג האוויר: גשם בצפון', 'הבורסה נפתחה בירידה', 'ראיון: שר האוצר']) }, {
    reason: 'Hebrew news article, live and on topic',
    quotes: [yes('יופעלו עשרה קווי אוטובוס חדשים'), no('יופעלו עשרים קווי אוטובוס חדשים')],
    meta: { title: ['הממשלה אישרה את תוכנית התחבורה לצפון'], author: ['נועה לוי'] },
  }),
  art('ar-health', 'www.alyawm-health.com', { site: 'اليوم الصحي', lang: 'ar', title: 'وزارة الصحة تطلق حملة التطعيم ضد الإنفلونزا', author: 'سارة المصري', date: '2026-01-12T10:00:00+03:00', section: 'صحة', paras: P('ar'), template: 'drupal' }, {
    reason: 'Arabic health news article',
    quotes: [yes('الحملة ستستمر لمدة ستة أسابيع في جميع المحافظات'), no('الحملة ستستمر لمدة ثلاثة أشهر في جميع المحافظات')],
  }),
  art('fa-weather', 'www.khabar-rooz.ir', { site: 'خبر روز', lang: 'fa', title: 'ورود سامانه‌ی بارشی جدید به شمال کشور', date: '2026-02-02T09:30:00+03:30', paras: P('fa') }, {
    reason: 'Persian weather article (ZWNJ in words)',
    quotes: [yes('سامانه‌ی بارشی جدید'), no('سامانه‌ی برفی جدید به جنوب کشور')],
  }),
  art('th-rain', 'www.khaosod-sample.co.th', { site: 'ข่าวสดวันนี้', lang: 'th', title: 'กรมอุตุฯ เตือนฝนตกหนักภาคใต้สุดสัปดาห์นี้', date: '2026-10-30T07:00:00+07:00', paras: P('th'), template: 'arc', ads: true }, {
    reason: 'Thai news article (no spaces between words)',
    quotes: [yes('อาจเกิดน้ำท่วมฉับพลันและน้ำป่าไหลหลาก'), no('อาจเกิดแผ่นดินไหวและคลื่นสึนามิ')],
  }),
  art('hi-isro', 'www.samachar-darpan.in', { site: 'समाचार दर्पण', lang: 'hi', title: 'इसरो ने नए मौसम उपग्रह का सफल प्रक्षेपण किया', author: 'राहुल शर्मा', date: '2026-05-14T11:00:00+05:30', paras: P('hi') }, {
    reason: 'Hindi science news article',
    quotes: [yes('किसानों और मछुआरों को सबसे अधिक लाभ होगा'), no('शहरों के व्यापारियों को सबसे अधिक लाभ होगा')],
  }),
  art('ko-bus', 'news.hanbit-ilbo.kr', { site: '한빛일보', lang: 'ko', title: '서울시, 내년부터 전 노선 저상버스 도입', author: '김민준', date: '2026-06-01T06:00:00+09:00', paras: P('ko'), template: 'plain' }, {
    reason: 'Korean city news article',
    quotes: [yes('약 삼천억 원의 예산을 투입할 계획'), no('약 오천억 원의 예산을 투입할 계획')],
  }),
  art('ja-tsuyu', 'www.asahi-like.jp', { site: '日刊ニュース', lang: 'ja', title: '関東甲信で梅雨明け　平年より8日早く', date: '2026-07-20T11:30:00+09:00', paras: P('ja'), template: 'arc' }, {
    reason: 'Japanese weather article',
    quotes: [yes('最高気温は三十四度に達する見込みだ'), no('最高気温は三十八度に達する見込みだ')],
  }),
  art('zh-income', 'www.jingji-ribao.cn', { site: '经济日报网', lang: 'zh', title: '前三季度居民人均可支配收入增长5.2%', date: '2026-10-18T10:00:00+08:00', paras: P('zh') }, {
    reason: 'Chinese economy article',
    quotes: [yes('城乡收入差距继续缩小'), no('城乡收入差距继续扩大')],
  }),
  art('el-agro', 'www.kathimerini-demo.gr', { site: 'Η Ημερήσια', lang: 'el', title: 'Νέο πρόγραμμα στήριξης για νέους αγρότες της Θεσσαλίας', author: 'Μαρία Παπαδοπούλου', date: '2026-02-21T13:00:00+02:00', paras: P('el') }, {
    reason: 'Greek news article',
    quotes: [yes('θα χρηματοδοτηθεί με 120 εκατομμύρια ευρώ'), no('θα χρηματοδοτηθεί με 210 εκατομμύρια ευρώ')],
  }),
  art('tr-cesme', 'www.sehir-gundem.com.tr', { site: 'Şehir Gündem', lang: 'tr', title: 'İstanbul’daki tarihi çeşmeler restore ediliyor', date: '2026-04-09T09:00:00+03:00', paras: P('tr'), template: 'wp' }, {
    reason: 'Turkish city news article (dotted/dotless i)',
    quotes: [yes('KIRK İKİ ÇEŞME ASLINA UYGUN BİÇİMDE YENİLENECEK'), no('elli iki çeşme aslına uygun biçimde yenilenecek')],
  }),
  art('vi-exam', 'vnexpress-demo.vn', { site: 'Tin Nhanh', lang: 'vi', title: 'Công bố phương án thi tốt nghiệp THPT năm tới', date: '2026-09-11T08:00:00+07:00', paras: P('vi') }, {
    reason: 'Vietnamese education article',
    quotes: [yes('hai môn bắt buộc là Toán và Ngữ văn'), no('ba môn bắt buộc là Toán, Ngữ văn và Tiếng Anh')],
  }),
  art('pl-sejm', 'wiadomosci.gazeta-demo.pl', { site: 'Gazeta Codzienna', lang: 'pl', title: 'Sejm zaostrza kary za nielegalne składowanie odpadów', author: 'Anna Kowalska', date: '2026-03-27T15:00:00+01:00', paras: P('pl') }, {
    reason: 'Polish politics article',
    quotes: [yes('grzywna dla firm może wynieść nawet dziesięć milionów złotych'), no('grzywna dla firm może wynieść nawet sto milionów złotych')],
  }),
  art('ru-sinhro', 'nauka.novosti-demo.ru', { site: 'Новости науки', lang: 'ru', title: 'В Новосибирске открылся центр синхротронных исследований', date: '2026-08-15T12:00:00+07:00', paras: P('ru'), template: 'drupal' }, {
    reason: 'Russian science article (ё in text)',
    quotes: [yes('посвященный исследованиям в области синхротронного излучения'), no('посвящённый исследованиям в области ядерного синтеза')],
  }),
  art('uk-trees', 'kyiv-city-demo.ua', { site: 'Київ Сьогодні', lang: 'uk', title: 'Київ висадить понад 40 тисяч дерев', date: '2026-04-22T10:00:00+03:00', paras: P('uk') }, {
    reason: 'Ukrainian city article (typographic apostrophe)',
    quotes: [yes("на наступні п'ять років"), no('на наступні десять років')],
  }),
  art('de-tram', 'www.lvz-demo.de', { site: 'Leipziger Tagesblatt', lang: 'de', title: 'Leipzig stellt Straßenbahnen bis 2030 auf Ökostrom um', author: 'Jonas Richter', date: '2026-05-05T17:45:00+02:00', paras: P('de'), template: 'arc', ads: true }, {
    reason: 'German city article',
    quotes: [yes('rund 80 Millionen Euro in neue Umspannwerke'), no('rund 800 Millionen Euro in neue Umspannwerke')],
    meta: { author: ['Jonas Richter'], published: ['2026-05-05'] },
  }),
  art('fr-rail', 'www.midi-quotidien.fr', { site: 'Midi Quotidien', lang: 'fr', title: 'L’Occitanie investit 300 millions dans les petites lignes', date: '2026-01-20T07:30:00+01:00', paras: P('fr') }, {
    reason: 'French regional article (guillemets and NBSP)',
    quotes: [yes('saluent "un signal fort"'), no('saluent "un signal faible"')],
  }),
  art('es-refugios', 'www.levante-demo.es', { site: 'Diario de Levante', lang: 'es', title: 'Valencia creará doce refugios climáticos', date: '2026-05-29T10:20:00+02:00', paras: P('es') }, {
    reason: 'Spanish city article',
    quotes: [yes('doce nuevos refugios climáticos en edificios públicos'), no('veinte nuevos refugios climáticos en edificios privados')],
  }),
  art('en-parks', 'www.riverton-herald.com', { site: 'The Riverton Herald', lang: 'en', title: 'Council votes to turn rail yards into parks', author: 'Dana Whitfield', date: '2026-03-10T18:00:00-05:00', paras: P('en'), ads: true, sidebar: side('en', ['School board names new chief', 'Storm knocks out power to 4,000', 'Opinion: The bus plan is overdue']) }, {
    reason: 'English local news article with curly quotes; straight-quote citation',
    quotes: [yes('"a victory for every family without a garden."'), yes('ending a decade-long dispute over the land'), no('a victory for every family with a garden')],
    meta: { title: ['Council votes to turn rail yards into parks'], author: ['Dana Whitfield'], published: ['2026-03-10'] },
  }),
];

export function blind6Cases(): CorpusCase[] {
  return toCases('blind6', [...validLangs]);
}

// Kept for later chunks.
export const _kit = { esc, pdf, wrap, redirect, write, shell };
export type _Unused = ServerResponse | Handler;

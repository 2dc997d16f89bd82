/**
 * blind4 — a third held-out accuracy set (issue 12), written without reading citeflow's
 * classifier, its rules document or the earlier sets (see /work/notes/issue-12-blind4.md).
 * Other sites, vendors, CMSes, phrasings, languages and layouts than blind2/blind3. Every entry
 * has the status a careful human gives by the issue's rules and a one-line reason. Not part of
 * the default `npm run accuracy`; run with `--set blind4`.
 */
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { CitationStatus } from '../../activities/classify/classify';
import type { CorpusCase, Handler, Meta, QuoteCheck } from './corpus';
import { article, esc, linkList, pdf, redirect, respond, serveArticle, shell, toCases, wrap, write, type ArticleOpts, type Entry, type Send } from './blindkit';

type X = { quotes?: QuoteCheck[]; meta?: Meta; cite?: string; send?: Omit<Send, 'body'>; path?: string; transform?: (html: string) => string };

const P = (quote: string): QuoteCheck => ({ quote, present: true });
const N = (quote: string): QuoteCheck => ({ quote, present: false });

/** A live article page (or any article-shaped page) with its label. */
function page(id: string, host: string, expected: CitationStatus, reason: string, o: ArticleOpts, x: X = {}): Entry {
  const built = article(o);
  const render = x.transform ? (url: string) => x.transform!(built(url)) : built;
  return {
    id,
    host,
    path: x.path ?? `/${id}`,
    expected,
    reason,
    context: { title: x.cite ?? o.title },
    ...(x.meta ? { meta: x.meta } : {}),
    ...(x.quotes ? { quotes: x.quotes } : {}),
    handle: serveArticle(render, { charset: o.charset, ...(x.send ?? {}) }),
  };
}

/** Any other fixed response (walls, error pages, listings). */
function fixed(id: string, host: string, expected: CitationStatus, reason: string, cite: string, send: Send, path?: string): Entry {
  return { id, host, path: path ?? `/${id}`, expected, reason, context: { title: cite }, handle: respond(send) };
}

function handler(id: string, host: string, expected: CitationStatus, reason: string, cite: string, handle: Handler, path?: string): Entry {
  return { id, host, path: path ?? `/${id}`, expected, reason, context: { title: cite }, handle };
}

function target(id: string, host: string, path: string, handle: Handler): Entry {
  return { id, host, path, expected: 'valid', reason: 'redirect target (not scored)', handle, target: true };
}

const stripMetaCharset = (html: string) => html.replace(/<meta charset="[^"]*">\n?/, '');
const BIG_STYLE = `<style>${Array.from({ length: 120 }, (_, i) => `.c${i}{margin:${i % 7}px ${i % 5}px;padding:0 ${i % 3}px;color:#${(0x334455 + i * 97).toString(16).slice(0, 6)}}`).join('\n')}</style>`;

const NEWSLETTER_MODAL = `<div class="newsletter-modal" role="dialog" aria-modal="true"><div class="nl-inner"><h2>Never miss a story</h2><p>Subscribe to our free morning newsletter and get the day's top headlines in your inbox. Join 120,000 readers.</p><form action="/newsletter/subscribe"><input type="email" placeholder="Your e-mail"><button>Subscribe</button></form><button class="nl-close" aria-label="Close">×</button></div></div>`;

// =============================================================================================
// valid — live articles, documents and pages that are the cited source

function validEntries(): Entry[] {
  const e: Entry[] = [];
  e.push(
    page('harbour-dredging', 'www.coastalcourier.com', 'valid', 'local news article with OneTrust banner and a newsletter modal that says "Subscribe"', {
      site: 'The Coastal Courier', siteUrl: 'https://www.coastalcourier.com', lang: 'en', title: 'Harbour dredging plan wins approval after two-year fight', author: 'Megan Oduya', date: '2025-06-12T08:30:00Z', section: 'Local', ads: true,
      paras: [
        'The county planning board voted 5-2 on Tuesday night to approve a plan to dredge the inner harbour, ending a two-year dispute between commercial fishermen and residents of the waterfront neighbourhoods.',
        'Under the plan, roughly 180,000 cubic yards of sediment will be removed from the channel over three winters, when migratory fish are least likely to be disturbed. The work is expected to cost $14.2 million, most of it covered by a federal grant.',
        '“We’ve been running aground at low tide for years,” said Dale Pritchard, who has fished out of the harbour since 1987. “This gives the fleet a future.”',
        'Opponents argued that the spoil site chosen for the sediment, a former gravel pit near Miller Creek, was too close to wells used by about 40 homes. The board added a condition requiring quarterly water testing for ten years.',
        'Construction could begin as early as November, pending a permit from the Army Corps of Engineers.',
      ],
      afterBody: NEWSLETTER_MODAL,
    }, {
      quotes: [P('"We\'ve been running aground at low tide for years," said Dale Pritchard'), N('The board rejected the plan by a vote of 5-2')],
      meta: { title: ['Harbour dredging plan wins approval after two-year fight'], author: ['Megan Oduya'], publisher: ['The Coastal Courier'], published: ['2025-06-12'] },
    }),
    page('substack-free-essay', 'quietfield.substack.com', 'valid', 'free Substack-style essay with subscribe buttons in header, body and footer', {
      site: 'Quiet Field', lang: 'en', title: 'Why I stopped tracking my reading', author: 'Hannah Ilves', date: '2025-02-03T14:00:00Z', template: 'plain', metaStyle: 'og', cookie: false,
      paras: [
        'For six years I logged every book I finished in a spreadsheet: title, author, pages, the date I started and the date I gave up or reached the end. Last January I deleted it.',
        'The spreadsheet had quietly turned reading into a quota. I caught myself choosing short novels in December to reach a round number, and skipping long biographies because they would “cost” me three weeks.',
        'Without the log I read fewer books this year, but I remember more of them. I reread two favourites, something I had not done since university, because rereading never counted.',
        '<div class="subscription-widget"><p>Quiet Field is a reader-supported publication. To receive new posts and support my work, consider becoming a free or paid subscriber.</p><form><input type="email" placeholder="Type your email…"><button>Subscribe</button></form></div>',
        'I am not against measuring things. But a measure you look at every day becomes the thing you work for, and I had forgotten what I was reading for in the first place.',
      ],
      afterBody: '<div class="post-footer"><button class="subscribe-btn">Subscribe now</button> <button>Share</button> <a href="/comments">14 comments</a></div>',
    }, { quotes: [P('a measure you look at every day becomes the thing you work for')] }),
    page('zeit-faehre', 'www.nordblick-zeitung.de', 'valid', 'German news article, ISO-8859-15 with €, German cookie banner and "Abo" links in the header', {
      site: 'Nordblick Zeitung', siteUrl: 'https://www.nordblick-zeitung.de', lang: 'de', charset: 'iso-8859-15', title: 'Fähre nach Helgoland fährt ab Mai wieder täglich', author: 'Jörn Weißhaupt', date: '2025-03-18T06:15:00+01:00', section: 'Küste',
      nav: ['Startseite', 'Küste', 'Politik', 'Wirtschaft', 'Sport', 'Abo'],
      paras: [
        'Die Reederei hat am Montag bestätigt, dass die Verbindung zwischen Cuxhaven und Helgoland ab dem 1. Mai wieder täglich bedient wird. Im vergangenen Jahr war die Fähre wegen Personalmangels an zwei Tagen pro Woche ausgefallen.',
        'Eine einfache Fahrt kostet künftig 42,50 €, für Kinder 21 €. Inselbewohner erhalten weiterhin einen Rabatt von 50 Prozent.',
        '„Wir haben zwölf neue Matrosen eingestellt und können den Fahrplan damit stabil halten“, sagte Geschäftsführerin Swantje Oltmanns.',
        'Der Tourismusverband der Insel begrüßte die Entscheidung. Gerade Tagesgäste hätten wegen der unsicheren Verbindungen im Vorjahr auf Ausflüge verzichtet.',
      ],
    }, { quotes: [P('Eine einfache Fahrt kostet künftig 42,50 €'), P('"Wir haben zwölf neue Matrosen eingestellt und können den Fahrplan damit stabil halten"')], meta: { title: ['Fähre nach Helgoland fährt ab Mai wieder täglich'], author: ['Jörn Weißhaupt'], published: ['2025-03-18'] } }),
    page('lemonde-velo', 'www.lequotidien-rhone.fr', 'valid', 'French free article with Didomi banner and "Abonnez-vous" in the footer', {
      site: 'Le Quotidien du Rhône', lang: 'fr', title: 'À Lyon, les pistes cyclables du quai Perrache enfin reliées', author: 'Claire Bénédetti', date: '2024-10-07T09:00:00+02:00', section: 'Lyon',
      paras: [
        'Après dix-huit mois de travaux, la piste cyclable du quai Perrache est désormais reliée à celle du pont Pasteur. Les cyclistes n’ont plus à traverser le carrefour de la Mulatière au milieu des voitures.',
        '« C’était le chaînon manquant du réseau », explique l’adjointe aux mobilités, Sonia Ferhat. Selon la métropole, 6 200 vélos empruntent chaque jour le quai, un chiffre en hausse de 30 % en deux ans.',
        'Le chantier a coûté 3,4 millions d’euros. Des associations regrettent toutefois l’absence d’éclairage sur une portion de 400 mètres, le long des voies ferrées.',
        'La métropole promet des lampadaires avant la fin de l’année.',
      ],
      footer: '<div class="abo-cta"><a href="/abonnement">Abonnez-vous à partir de 1 € le premier mois</a> · <a href="/newsletters">Nos newsletters</a></div>',
    }, { quotes: [P('"C\'était le chaînon manquant du réseau", explique l\'adjointe aux mobilités'), N('Le chantier a coûté 5 millions d’euros')] }),
    page('sjis-kyoto', 'www.kyoto-machinami.jp', 'valid', 'Japanese article in Shift_JIS declared as x-sjis in the header only', {
      site: '京都まちなみ新聞', lang: 'ja', charset: 'shift_jis', title: '西陣の町家、改修して図書館に　来春開館へ', author: '山本 彩', date: '2024-11-20T10:00:00+09:00', metaStyle: 'og',
      paras: [
        '京都市上京区の西陣地区で、築百年を超える町家を改修した小さな図書館が来年春に開館する。地元の住民団体が三年かけて寄付を集め、改修費用約四千二百万円のうち約七割をまかなった。',
        '図書館には織物に関する資料を中心に約八千冊がそろう予定で、二階には子ども向けの読書室も設けられる。',
        '住民団体の代表を務める森田浩二さん（68）は「町家を壊さずに、次の世代が集まれる場所にしたかった」と話している。',
        '開館日は来年三月下旬で、入館は無料。月曜日が休館となる。',
      ],
    }, { send: { headers: { 'content-type': 'text/html; charset=x-sjis' } }, transform: stripMetaCharset, quotes: [P('町家を壊さずに、次の世代が集まれる場所にしたかった')] }),
    page('big5-tainan', 'news.nanying-daily.com.tw', 'valid', 'Traditional Chinese article in Big5 (meta http-equiv only)', {
      site: '南瀛日報', lang: 'zh-TW', charset: 'big5', title: '台南老街修復完成　週末湧入人潮', author: '陳怡君', date: '2024-09-02T08:00:00+08:00',
      paras: [
        '台南市中西區的老街歷經兩年修復，上週末正式重新開放，吸引大批遊客前往參觀。市政府表示，這次修復保留了三十多棟日治時期的街屋立面。',
        '修復工程總經費約一億二千萬元，其中中央補助六成。工程期間，部分店家曾暫時歇業。',
        '在老街經營中藥行超過四十年的林先生說：「整條街終於恢復以前的樣子，客人也回來了。」',
        '市府表示，未來將限制機車進入老街，以維護行人安全。',
      ],
    }, { send: { type: 'text/html' }, transform: (h) => stripMetaCharset(h).replace('<head>', '<head>\n<meta http-equiv="Content-Type" content="text/html; charset=big5">'), quotes: [P('整條街終於恢復以前的樣子，客人也回來了')] }),
    page('euckr-busan', 'www.haeun-ilbo.co.kr', 'valid', 'Korean article in EUC-KR with the charset in the header', {
      site: '해운일보', lang: 'ko', charset: 'euc-kr', title: '부산 해운대 해수욕장, 올여름 야간 개장 연장', author: '김민준', date: '2025-06-01T09:00:00+09:00',
      paras: [
        '부산 해운대구는 올여름 해운대 해수욕장의 야간 개장 기간을 지난해보다 2주 늘린다고 밝혔다. 야간 개장은 7월 1일부터 8월 31일까지 오후 9시까지 운영된다.',
        '구는 안전요원을 지난해보다 30명 늘린 120명으로 배치하고, 야간 조명도 추가로 설치할 계획이다.',
        '해운대구 관계자는 "더위를 피해 밤에 해변을 찾는 시민이 크게 늘었다"고 설명했다.',
        '한편 해수욕장 주변 상인들은 야간 개장 연장으로 매출 증가를 기대하고 있다.',
      ],
    }, { quotes: [P('더위를 피해 밤에 해변을 찾는 시민이 크게 늘었다')] }),
    page('cp1251-meta-only', 'www.volga-vesti.ru', 'valid', 'Russian regional article, windows-1251 named only in a meta http-equiv, header without charset', {
      site: 'Волжские вести', lang: 'ru', charset: 'windows-1251', title: 'В Самаре открыли новый мост через Сок', author: 'Ирина Латыпова', date: '2024-08-15T11:00:00+04:00', template: 'drupal',
      paras: [
        'В Самарской области после трёх лет строительства открыли движение по новому мосту через реку Сок. Длина сооружения — 1,2 километра, по нему проходят четыре полосы движения.',
        'Стоимость работ составила 6,8 млрд рублей. Мост должен разгрузить старую переправу, по которой ежедневно проезжало более 40 тысяч машин.',
        '«Теперь дорога от Красного Яра до города займёт на двадцать минут меньше», — сказал министр транспорта региона Андрей Ковальчук.',
        'Старый мост закроют на ремонт весной следующего года.',
      ],
    }, { send: { type: 'text/html' }, transform: (h) => stripMetaCharset(h).replace('<head>', '<head>\n<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">'), quotes: [P('Теперь дорога от Красного Яра до города займёт на двадцать минут меньше'), N('Стоимость работ составила 9 млрд рублей')] }),
    page('bg-sofia-metro', 'www.sofiapress.bg', 'valid', 'Bulgarian article in windows-1251 (charset in header and meta)', {
      site: 'София Прес', lang: 'bg', charset: 'windows-1251', title: 'Третата линия на метрото стига до Овча купел', author: 'Десислава Петкова', date: '2024-05-22T07:30:00+03:00',
      paras: [
        'Новият участък от третата линия на софийското метро беше открит в сряда. Той е дълъг 3,4 километра и има три нови станции.',
        'Според общината всеки ден с метрото ще пътуват допълнително около 25 000 души. Влаковете ще се движат на интервал от седем минути в пиковите часове.',
        '„Това е най-важният транспортен проект за града в последните години“, заяви кметът.',
        'Строителството продължи две години и струва 210 милиона лева.',
      ],
    }, { quotes: [P('Това е най-важният транспортен проект за града в последните години')] }),
    page('pl-latin2', 'www.gazeta-pomorska-online.pl', 'valid', 'Polish article in ISO-8859-2', {
      site: 'Pomorze Dziś', lang: 'pl', charset: 'iso-8859-2', title: 'Gdańsk: nowa linia tramwajowa na Morenę gotowa przed terminem', author: 'Łukasz Żmuda', date: '2024-12-03T10:00:00+01:00',
      paras: [
        'Budowa nowej linii tramwajowej łączącej Wrzeszcz z Moreną zakończyła się dwa miesiące przed terminem. Pierwsze tramwaje pojadą nią już w połowie grudnia.',
        'Trasa ma 3,8 km długości i siedem przystanków. Koszt inwestycji wyniósł 296 mln zł, z czego ponad połowę pokryły środki unijne.',
        '– Mieszkańcy Moreny czekali na to połączenie od dwudziestu lat – powiedziała wiceprezydent miasta Małgorzata Źródlewska.',
        'Przez pierwszy tydzień przejazdy nową linią będą bezpłatne.',
      ],
    }, { quotes: [P('Mieszkańcy Moreny czekali na to połączenie od dwudziestu lat')] }),
    page('cs-cp1250', 'www.brnenskylist.cz', 'valid', 'Czech article in windows-1250, charset quoted in the header', {
      site: 'Brněnský list', lang: 'cs', charset: 'windows-1250', title: 'Brno otevřelo zrekonstruovanou Janáčkovu vilu', author: 'Tereza Dvořáková', date: '2024-04-11T09:00:00+02:00',
      paras: [
        'Po čtyřech letech rekonstrukce se veřejnosti znovu otevřela vila, ve které žil skladatel Leoš Janáček. Opravy stály 48 milionů korun.',
        'Návštěvníci uvidí pracovnu s původním klavírem i zahradu, kterou restaurátoři obnovili podle dobových fotografií.',
        '„Chtěli jsme, aby dům vypadal tak, jak ho Janáček opouštěl v roce 1928,“ řekla ředitelka muzea Šárka Horáková.',
        'Vstupné činí 150 korun, studenti a senioři platí polovinu.',
      ],
    }, { send: { headers: { 'content-type': 'text/html; charset="windows-1250"' } }, quotes: [P('Chtěli jsme, aby dům vypadal tak, jak ho Janáček opouštěl v roce 1928')] }),
    page('ro-8859-16', 'www.cluj-observator.ro', 'valid', 'Romanian article in ISO-8859-16 with comma-below ș/ț', {
      site: 'Observatorul de Cluj', lang: 'ro', charset: 'iso-8859-16', title: 'Cluj-Napoca: centura de est, gata în proporție de 60%', author: 'Ștefan Mureșan', date: '2025-01-14T08:00:00+02:00',
      paras: [
        'Lucrările la centura de est a municipiului Cluj-Napoca au ajuns la un stadiu de 60%, potrivit Companiei de Drumuri. Șoseaua ocolitoare ar urma să fie dată în folosință la sfârșitul anului viitor.',
        'Centura are 14 kilometri și patru noduri rutiere. Valoarea contractului este de 1,1 miliarde de lei.',
        '„Traficul greu va ieși complet din oraș, iar timpul de traversare se va reduce la jumătate”, a declarat directorul regional, Cătălin Țurcanu.',
        'Constructorul are în prezent pe șantier peste 400 de muncitori.',
      ],
    }, { quotes: [P('Traficul greu va ieși complet din oraș'), P('Traficul greu va ieşi complet din oraş, iar timpul de traversare se va reduce la jumătate')] }),
    page('lt-1257', 'www.kaunodiena-zinios.lt', 'valid', 'Lithuanian article in windows-1257', {
      site: 'Kauno žinios', lang: 'lt', charset: 'windows-1257', title: 'Kaune atidarytas naujas pėsčiųjų tiltas per Nerį', author: 'Rūta Žukauskienė', date: '2024-07-09T10:00:00+03:00',
      paras: [
        'Kaune pirmadienį atidarytas naujas pėsčiųjų ir dviratininkų tiltas per Nerį. Jis sujungė Vilijampolę su senamiesčiu.',
        'Tilto ilgis – 220 metrų, jo statyba kainavo 9,6 mln. eurų. Didžiąją dalį lėšų skyrė Europos Sąjunga.',
        '„Tai buvo vienas labiausiai lauktų projektų mieste“, – sakė savivaldybės atstovas Mindaugas Šimkus.',
        'Vakarais tiltas bus apšviestas, o jo viduryje įrengta apžvalgos aikštelė.',
      ],
    }, { quotes: [P('Tai buvo vienas labiausiai lauktų projektų mieste')] }),
    page('tr-8859-9', 'www.egehaber-gazetesi.com.tr', 'valid', 'Turkish article in ISO-8859-9', {
      site: 'Ege Haber', lang: 'tr', charset: 'iso-8859-9', title: 'İzmir’de körfez geçişi projesi için ihale tarihi belli oldu', author: 'Gökçe Yıldırım', date: '2025-02-20T09:00:00+03:00',
      paras: [
        'İzmir körfez geçişi projesinin ihalesi nisan ayında yapılacak. Proje kapsamında Çiğli ile Narlıdere arasında 12 kilometrelik bir bağlantı kurulacak.',
        'Ulaştırma Bakanlığı, projenin maliyetinin yaklaşık 2,4 milyar dolar olacağını açıkladı. İnşaatın beş yıl sürmesi bekleniyor.',
        'Çevre örgütleri ise projenin kuş cenneti üzerindeki etkisine dikkat çekerek yeni bir çevre raporu istedi.',
        'Bakanlık, raporun ihale öncesinde kamuoyuyla paylaşılacağını bildirdi.',
      ],
    }, { quotes: [P('Çevre örgütleri ise projenin kuş cenneti üzerindeki etkisine dikkat çekerek yeni bir çevre raporu istedi')] }),
    page('el-1253', 'www.kritiki-eidisi.gr', 'valid', 'Greek article in windows-1253', {
      site: 'Κρητική Είδηση', lang: 'el', charset: 'windows-1253', title: 'Ηράκλειο: Ξεκινούν τα έργα στο νέο αεροδρόμιο Καστελίου', author: 'Μαρία Παπαδάκη', date: '2024-03-05T08:00:00+02:00',
      paras: [
        'Ξεκινά τη Δευτέρα η δεύτερη φάση των έργων για το νέο αεροδρόμιο στο Καστέλι. Σύμφωνα με την κοινοπραξία, το έργο έχει ολοκληρωθεί κατά 45%.',
        'Το νέο αεροδρόμιο θα εξυπηρετεί έως και 15 εκατομμύρια επιβάτες τον χρόνο και αναμένεται να λειτουργήσει το 2028.',
        '«Πρόκειται για το μεγαλύτερο έργο υποδομής στην Κρήτη», δήλωσε ο περιφερειάρχης.',
        'Παράλληλα κατασκευάζεται ο νέος οδικός άξονας που θα συνδέει το αεροδρόμιο με τον ΒΟΑΚ.',
      ],
    }, { quotes: [P('Πρόκειται για το μεγαλύτερο έργο υποδομής στην Κρήτη')] }),
    page('he-8859-8i', 'www.haifa-yomi.co.il', 'valid', 'Hebrew article in ISO-8859-8 labelled iso-8859-8-i in the header', {
      site: 'חיפה היום', lang: 'he', charset: 'iso-8859-8', title: 'הרכבל בחיפה יחזור לפעול בחודש הבא', author: 'נועה כהן', date: '2024-06-18T09:00:00+03:00', metaStyle: 'og',
      paras: [
        'הרכבל המחבר בין מרכז המפרץ לטכניון יחזור לפעול בחודש הבא, לאחר השבתה של שלושה שבועות לצורך תחזוקה.',
        'לדברי חברת ההפעלה, במהלך ההשבתה הוחלפו הכבלים ונבדקו כל הקרונות.',
        'העירייה מסרה כי בשבוע הראשון הנסיעה תהיה ללא תשלום.',
        'מאז פתיחתו נסעו ברכבל יותר משני מיליון נוסעים.',
      ],
    }, { send: { headers: { 'content-type': 'text/html; charset=iso-8859-8-i' } }, transform: stripMetaCharset, quotes: [P('העירייה מסרה כי בשבוע הראשון הנסיעה תהיה ללא תשלום')] }),
    page('th-tis620', 'www.chiangmai-news.co.th', 'valid', 'Thai article in TIS-620', {
      site: 'เชียงใหม่นิวส์', lang: 'th', charset: 'tis-620', title: 'เชียงใหม่เปิดเส้นทางรถรางไฟฟ้าสายแรก', author: 'สมชาย ใจดี', date: '2024-10-01T09:00:00+07:00',
      paras: [
        'จังหวัดเชียงใหม่เปิดให้บริการรถรางไฟฟ้าสายแรกอย่างเป็นทางการเมื่อวันจันทร์ที่ผ่านมา เส้นทางมีระยะทางประมาณ 12 กิโลเมตร ผ่านคูเมืองและย่านนิมมานเหมินท์',
        'ค่าโดยสารตลอดสายอยู่ที่ 20 บาท และในเดือนแรกจะเปิดให้ประชาชนใช้บริการฟรี',
        'ผู้ว่าราชการจังหวัดกล่าวว่าโครงการนี้จะช่วยลดปัญหาการจราจรและมลพิษทางอากาศในตัวเมือง',
      ],
    }, { quotes: [P('ค่าโดยสารตลอดสายอยู่ที่ 20 บาท')] }),
    page('ar-utf8', 'www.alkhaleej-today.ae', 'valid', 'Arabic RTL article in UTF-8', {
      site: 'الخليج اليوم', lang: 'ar', title: 'دبي تفتتح أكبر محطة لتحلية المياه بالطاقة الشمسية', author: 'أحمد المنصوري', date: '2025-04-02T08:00:00+04:00',
      paras: [
        'افتتحت هيئة كهرباء ومياه دبي أمس أكبر محطة لتحلية المياه تعمل بالطاقة الشمسية في المنطقة، بطاقة إنتاجية تبلغ 60 مليون غالون يومياً.',
        'وقالت الهيئة إن المحطة ستخفض الانبعاثات الكربونية بنحو 300 ألف طن سنوياً.',
        'وأضاف المدير التنفيذي أن المشروع يأتي ضمن استراتيجية الإمارة للطاقة النظيفة حتى عام 2050.',
        'وبلغت تكلفة المشروع نحو 900 مليون درهم.',
      ],
    }, { quotes: [P('ستخفض الانبعاثات الكربونية بنحو 300 ألف طن سنوياً')] }),
    page('fa-utf8', 'www.shiraz-khabar.ir', 'valid', 'Persian article in UTF-8 with ZWNJ', {
      site: 'شیراز خبر', lang: 'fa', title: 'بازگشایی باغ ارم پس از مرمت', author: 'مریم احمدی', date: '2024-04-20T08:00:00+03:30',
      paras: [
        'باغ ارم شیراز پس از شش ماه مرمت، از روز شنبه دوباره به روی بازدیدکنندگان باز شد.',
        'به گفته مسئولان میراث فرهنگی، در این مدت سیستم آبیاری باغ نوسازی شد و بخش‌هایی از عمارت قاجاری مرمت شد.',
        'مدیر باغ گفت: «هدف ما حفظ اصالت باغ و در عین حال فراهم کردن امکانات بهتر برای گردشگران است.»',
        'بلیت ورودی برای گردشگران داخلی تغییری نکرده است.',
      ],
    }, { quotes: [P('هدف ما حفظ اصالت باغ و در عین حال فراهم کردن امکانات بهتر برای گردشگران است')] }),
    page('hi-utf8', 'www.jaipur-samachar.in', 'valid', 'Hindi article in UTF-8', {
      site: 'जयपुर समाचार', lang: 'hi', title: 'जयपुर मेट्रो का दूसरा चरण अगले साल शुरू होगा', author: 'राजेश शर्मा', date: '2024-12-10T09:00:00+05:30',
      paras: [
        'जयपुर मेट्रो के दूसरे चरण का काम अगले साल मार्च से शुरू होगा। इस चरण में सीतापुरा से अंबाबाड़ी तक 23 किलोमीटर लंबी लाइन बनाई जाएगी।',
        'परियोजना की अनुमानित लागत 12,000 करोड़ रुपये है। इसमें 20 स्टेशन होंगे।',
        'मेट्रो निगम के अधिकारियों ने बताया कि काम चार साल में पूरा करने का लक्ष्य रखा गया है।',
      ],
    }, { quotes: [P('परियोजना की अनुमानित लागत 12,000 करोड़ रुपये है')] }),
    page('id-utf8', 'www.kabar-nusantara.id', 'valid', 'Indonesian article, gzip-compressed', {
      site: 'Kabar Nusantara', lang: 'id', title: 'Jembatan baru di Samarinda mulai dilalui kendaraan', author: 'Dewi Lestari', date: '2024-08-26T08:00:00+08:00',
      paras: [
        'Jembatan baru yang menghubungkan Samarinda Seberang dengan pusat kota mulai dilalui kendaraan pada Senin pagi. Jembatan sepanjang 680 meter ini dibangun selama tiga tahun.',
        'Pemerintah kota menyebut jembatan tersebut akan mengurangi kemacetan di jembatan lama hingga 40 persen.',
        '"Warga tidak perlu lagi antre berjam-jam saat jam pulang kantor," kata Wali Kota Samarinda.',
        'Untuk sementara, truk bermuatan berat belum diizinkan melintas.',
      ],
    }, { send: { encoding: 'gzip' }, quotes: [P('Warga tidak perlu lagi antre berjam-jam saat jam pulang kantor')] }),
    page('vi-brotli', 'vnexpress-mientrung.vn', 'valid', 'Vietnamese article, brotli-compressed', {
      site: 'Tin Miền Trung', lang: 'vi', title: 'Đà Nẵng khánh thành cầu vượt nút giao Hòa Cầm', author: 'Nguyễn Thị Hương', date: '2024-09-30T08:00:00+07:00',
      paras: [
        'Sáng 30/9, Đà Nẵng khánh thành cầu vượt tại nút giao Hòa Cầm sau hai năm thi công. Công trình có tổng vốn đầu tư hơn 700 tỷ đồng.',
        'Theo Sở Giao thông vận tải, cầu vượt giúp giảm ùn tắc trên tuyến đường dẫn vào sân bay và khu công nghiệp.',
        'Người dân khu vực cho biết việc đi lại vào giờ cao điểm đã dễ dàng hơn nhiều.',
      ],
    }, { send: { encoding: 'br' }, quotes: [P('Công trình có tổng vốn đầu tư hơn 700 tỷ đồng')] }),
    page('sv-deflate', 'www.norrlandsposten-nu.se', 'valid', 'Swedish article, zlib deflate body', {
      site: 'Norrlandsposten', lang: 'sv', title: 'Ny järnväg till Haparanda klar för persontrafik', author: 'Åsa Lindqvist', date: '2025-04-07T07:00:00+02:00',
      paras: [
        'Efter flera års ombyggnad kan persontåg nu åter trafikera sträckan mellan Luleå och Haparanda. Den första avgången lämnade Luleå klockan 06.12 på måndagsmorgonen.',
        'Sträckan har inte haft persontrafik sedan 1992. Resan tar en timme och fyrtio minuter.',
        '– Det här betyder mycket för pendlare och för kontakten med Finland, säger regionrådet Maria Öhman.',
        'Tågen går fyra gånger om dagen i varje riktning.',
      ],
    }, { send: { encoding: 'deflate' }, quotes: [P('Det här betyder mycket för pendlare och för kontakten med Finland')] }),
    page('fi-plain', 'www.savonsanomat-uutiset.fi', 'valid', 'Finnish article, plain template, no metadata', {
      site: 'Savon Uutiset', lang: 'fi', title: 'Kuopion uusi uimahalli avataan syyskuussa', author: null, date: null, metaStyle: 'none', template: 'plain',
      paras: [
        'Kuopion uusi uimahalli avataan yleisölle syyskuun alussa. Hallissa on 50 metrin kilpa-allas, terapia-allas ja lasten opetusallas.',
        'Rakennustyöt kestivät kaksi ja puoli vuotta, ja hanke maksoi noin 38 miljoonaa euroa.',
        'Kaupungin liikuntajohtajan mukaan vanha halli puretaan ensi vuonna.',
      ],
    }, { quotes: [P('Rakennustyöt kestivät kaksi ja puoli vuotta')] }),
    page('da-utf8', 'www.fynske-nyheder.dk', 'valid', 'Danish article with Danish cookie text in the footer', {
      site: 'Fynske Nyheder', lang: 'da', title: 'Odense får ny letbanestation ved universitetet', author: 'Mette Sørensen', date: '2024-11-05T08:00:00+01:00',
      paras: [
        'Odense Letbane åbner en ny station ved Syddansk Universitet til foråret. Stationen skal betjene de cirka 20.000 studerende og ansatte på campus.',
        'Byggeriet koster 45 millioner kroner og finansieres af kommunen og universitetet i fællesskab.',
        '»Det bliver meget nemmere at komme til forelæsninger om morgenen,« siger studerende Line Kjær.',
      ],
      footer: '<p class="cookie-text">Vi bruger cookies til at forbedre din oplevelse. Læs mere i vores cookiepolitik.</p>',
    }, { quotes: [P('Det bliver meget nemmere at komme til forelæsninger om morgenen')] }),
    page('no-utf8', 'www.bergensposten.no', 'valid', 'Norwegian (Bokmål) article', {
      site: 'Bergensposten', lang: 'no', title: 'Bybanen til Åsane får endelig klarsignal', author: 'Kari Nordvik', date: '2025-01-22T07:00:00+01:00',
      paras: [
        'Bystyret i Bergen vedtok onsdag kveld å bygge bybanen videre til Åsane. Vedtaket kom etter en debatt som varte i nesten seks timer.',
        'Strekningen blir 13 kilometer lang og får ti stopp. Prislappen er anslått til 11 milliarder kroner.',
        'Byggestart er planlagt til 2027, og de første vognene kan gå i 2032.',
      ],
    }, { quotes: [P('Strekningen blir 13 kilometer lang og får ti stopp')] }),
    page('ca-wiki', 'ca.viquipedia-mirall.cat', 'valid', 'Catalan encyclopaedia article (MediaWiki-like page, no article metadata)', {
      site: 'Viquipèdia', lang: 'ca', title: 'Pont de Sant Llorenç (Manresa)', docTitle: 'Pont de Sant Llorenç (Manresa) - Viquipèdia, l’enciclopèdia lliure', author: null, date: null, metaStyle: 'none', template: 'plain', cookie: false,
      paras: [
        'El <b>pont de Sant Llorenç</b> és un pont d’origen medieval que travessa el riu Cardener a Manresa. Va ser declarat bé cultural d’interès local l’any 1985.',
        'El pont té vuit arcs de mig punt i una longitud de 112 metres. Es va construir al segle XIV sobre les restes d’un pont anterior.',
        '<h2>Història</h2>',
        'Durant la Guerra del Francès, l’any 1811, dos dels arcs van ser destruïts i es van reconstruir uns anys més tard. El 1962 una riuada en va malmetre les baranes.',
        '<h2>Vegeu també</h2><ul><li>Pont Vell (Manresa)</li><li>Llista de ponts del Bages</li></ul>',
      ],
    }, { quotes: [P('El pont té vuit arcs de mig punt i una longitud de 112 metres')] }),
  );
  return e;
}

function validEntries2(): Entry[] {
  const e: Entry[] = [];
  const es: ArticleOpts = {
    site: 'Diario del Cantábrico', lang: 'es', charset: 'iso-8859-1', title: 'Santander recupera el tranvía eléctrico cien años después', author: 'Begoña Ruiz', date: '2024-06-03T09:00:00+02:00',
    paras: [
      'El Ayuntamiento de Santander ha presentado el proyecto definitivo del nuevo tranvía, que recorrerá 9,5 kilómetros entre la estación de tren y el Sardinero.',
      'La obra costará 180 millones de euros y, según el consistorio, estará terminada en 2029. Será la primera línea de tranvía en la ciudad desde 1951.',
      '«Queremos que el coche deje de ser la única opción para moverse por la ciudad», afirmó la alcaldesa durante la presentación.',
      'Los comerciantes del centro han pedido que las obras se hagan por fases para no cortar calles durante meses.',
    ],
  };
  e.push(
    page('es-latin1-quoted', 'www.diariocantabrico.es', 'valid', 'Spanish article in ISO-8859-1 with `charset="iso-8859-1"` quoted in the header and « » quotes', es, {
      send: { headers: { 'content-type': 'text/html; charset="ISO-8859-1"' } },
      quotes: [P('"Queremos que el coche deje de ser la única opción para moverse por la ciudad"'), N('Queremos que el coche deje de ser la opción preferida para moverse')],
      meta: { title: ['Santander recupera el tranvía eléctrico cien años después'], author: ['Begoña Ruiz'], publisher: ['Diario del Cantábrico'], published: ['2024-06-03'] },
    }),
    handler('utf16-bom', 'www.archiv-stadtgeschichte.at', 'valid', 'Austrian archive page served as UTF-16LE with BOM (header says UTF-16)', 'Die Geschichte der Wiener Stadtbahn', (req, res, web) => {
      const html = article({ site: 'Archiv für Stadtgeschichte', lang: 'de', title: 'Die Geschichte der Wiener Stadtbahn', author: 'Elisabeth Hörmann', date: '2023-09-12T10:00:00+02:00', paras: [
        'Die Wiener Stadtbahn wurde zwischen 1894 und 1901 errichtet. Otto Wagner entwarf nicht nur die Stationsgebäude, sondern auch Brücken, Geländer und Lampen.',
        'Ursprünglich wurde die Bahn mit Dampflokomotiven betrieben. Erst 1925 fuhren auf der Wiental- und der Gürtellinie elektrische Züge.',
        'Viele der Stationen stehen heute unter Denkmalschutz; die Station Karlsplatz gilt als Hauptwerk des Wiener Jugendstils.',
      ] })(`${web.origin('www.archiv-stadtgeschichte.at')}${req.url}`).replace('<meta charset="utf-8">', '<meta charset="utf-16">');
      write(res, { body: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(html, 'utf16le')]), type: 'text/html; charset=UTF-16' });
    }),
    handler('bom-beats-header', 'www.tallinn-uudised.ee', 'valid', 'Estonian article whose UTF-8 BOM must win over a wrong `charset=iso-8859-1` header', 'Tallinna vanalinna tänavad saavad uue kiviparketi', (req, res, web) => {
      const html = article({ site: 'Tallinna Uudised', lang: 'et', title: 'Tallinna vanalinna tänavad saavad uue kiviparketi', author: 'Kadri Tamm', date: '2024-05-14T09:00:00+03:00', paras: [
        'Tallinna linnavalitsus alustab suvel vanalinna tänavate kiviparketi uuendamist. Esimesena remonditakse Pikk ja Lai tänav.',
        'Tööd maksavad kokku umbes 4,5 miljonit eurot ning need peaksid valmima järgmise aasta sügiseks.',
        'Linnavalitsuse sõnul jäävad jalakäijatele tööde ajal avatuks kõik kõnniteed ja kohvikute terrassid.',
      ] })(`${web.origin('www.tallinn-uudised.ee')}${req.url}`);
      write(res, { body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(html, 'utf8')]), type: 'text/html; charset=iso-8859-1' });
    }),
    page('late-meta-1252', 'www.oldmillgazette.co.uk', 'valid', 'UK page in windows-1252 whose meta charset comes after ~3 KB of inline CSS (no header charset), curly quotes and a pound sign', {
      site: 'The Old Mill Gazette', lang: 'en', charset: 'windows-1252', title: 'Village mill reopens after £2m restoration', author: 'Tom Ashworth', date: '2024-07-21T09:00:00+01:00', template: 'plain',
      paras: [
        'The 18th-century watermill at Lower Brockley has reopened to visitors after a £2m restoration that took almost four years.',
        'Volunteers rebuilt the wooden waterwheel using oak from a nearby estate, and the mill is once again grinding flour that is sold in the village shop.',
        '“People told us it couldn’t be done – that the wheel was beyond repair,” said trust chairman Alan Hebden. “We proved them wrong.”',
        'The mill is open from Wednesday to Sunday; entry costs £6.50 for adults.',
      ],
    }, { send: { type: 'text/html' }, transform: (h) => h.replace('<meta charset="windows-1252">', BIG_STYLE + '\n<meta charset="windows-1252">'), quotes: [P('"People told us it couldn\'t be done - that the wheel was beyond repair," said trust chairman Alan Hebden.'), P('entry costs £6.50 for adults')] }),
    page('header-beats-meta', 'www.lakeshore-review.ca', 'valid', 'Canadian page that is UTF-8 as the header says, while a stale meta claims windows-1252', {
      site: 'Lakeshore Review', lang: 'fr', title: 'Montréal : la piscine du parc Jarry rouvre après rénovation', author: 'Émilie Gagnon', date: '2024-06-24T09:00:00-04:00',
      paras: [
        'La piscine extérieure du parc Jarry rouvre ses portes ce samedi après deux ans de rénovation. Le bassin a été agrandi et une pataugeoire a été ajoutée.',
        'Les travaux ont coûté 14 millions de dollars, selon l’arrondissement de Villeray–Saint-Michel–Parc-Extension.',
        '« Les familles du quartier attendaient ce moment depuis longtemps », a déclaré la mairesse d’arrondissement.',
      ],
    }, { send: { headers: { 'content-type': 'text/html; charset=utf-8' } }, transform: (h) => h.replace('<meta charset="utf-8">', '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'), quotes: [P('Les familles du quartier attendaient ce moment depuis longtemps')] }),
    page('ibm866-ru', 'old.fidonet-archive.ru', 'valid', 'old Russian archive page in IBM866 (cp866) declared in the header', {
      site: 'Архив Фидонета', lang: 'ru', charset: 'ibm866', title: 'История сети Фидонет в России', author: 'Сергей Воронин', date: null, template: 'plain', metaStyle: 'none', cookie: false,
      paras: [
        'Первые узлы сети Фидонет появились в России в начале девяностых годов. Сообщения передавались по ночам через модемы по обычным телефонным линиям.',
        'К 1996 году в российском сегменте сети было более пяти тысяч узлов. Многие системные операторы держали станции у себя дома.',
        'С распространением интернета Фидонет постепенно утратил популярность, но некоторые конференции живут до сих пор.',
      ],
    }, { send: { headers: { 'content-type': 'text/html; charset=cp866' } }, transform: stripMetaCharset, quotes: [P('Сообщения передавались по ночам через модемы по обычным телефонным линиям')] }),
    page('eucjp-blog', 'blog.hokkaido-tetsudo.jp', 'valid', 'Japanese hobby blog in EUC-JP, x-gzip content-encoding', {
      site: '北海道鉄道日記', lang: 'ja', charset: 'euc-jp', title: '留萌本線の最終列車に乗ってきました', author: 'てつお', date: '2023-03-31T21:00:00+09:00', template: 'plain', metaStyle: 'none', cookie: false,
      paras: [
        '今日は留萌本線の石狩沼田から深川までの区間が廃止される前日ということで、最終列車に乗ってきました。',
        '車内は鉄道ファンと地元の人でいっぱいで、座ることはできませんでしたが、最後まで窓の外の雪景色を楽しみました。',
        '駅では地元の方々が手を振って列車を見送っていて、思わず涙が出そうになりました。',
      ],
    }, { quotes: [P('車内は鉄道ファンと地元の人でいっぱいで')] }),
  );
  // The EUC-JP blog is sent with `Content-Encoding: x-gzip` (an alias browsers accept).
  const blog = e.find((x) => x.id === 'eucjp-blog')!;
  const plain = blog.handle;
  blog.handle = (req, res, web) => {
    const chunks: Buffer[] = [];
    const fake = { writeHead: () => fake, end: (b?: Buffer) => { if (b) chunks.push(b); } } as unknown as ServerResponse;
    plain(req, fake, web);
    const body = gzipSync(Buffer.concat(chunks));
    res.writeHead(200, { 'content-type': 'text/html; charset=EUC-JP', 'content-encoding': 'x-gzip', 'content-length': String(body.length) });
    res.end(body);
  };

  // PDFs
  const pdfBody = pdf({ title: 'Annual Water Quality Report 2024', author: 'Riverside Water District', date: '2025-03-01', pages: [
    wrap('Annual Water Quality Report 2024\nRiverside Water District\nThis report describes the quality of drinking water delivered to 48,000 customers in 2024. All samples met state and federal standards.\nWe collected 2,310 samples from 64 locations across the distribution system. Lead levels at the 90th percentile were 2.1 parts per billion, well below the action level of 15 ppb.'),
    wrap('Source water\nOur water comes from the Riverside aquifer and from the Clearwater reservoir. In 2024 the reservoir supplied 61 percent of the total.\nQuestions about this report can be directed to the district laboratory during business hours.'),
  ] });
  e.push(
    fixed('water-report-pdf', 'www.riversidewater.org', 'valid', 'PDF report (application/pdf, gzip content-encoding)', 'Annual Water Quality Report 2024',
      { body: pdfBody, type: 'application/pdf', encoding: 'gzip' }, '/docs/2024-ccr.pdf'),
    fixed('s3-pdf', 'minutes-archive.s3.amazonaws.com', 'valid', 'council minutes PDF served by object storage as binary/octet-stream', 'Minutes of the Regular Council Meeting, 14 May 2024',
      { body: pdf({ title: 'Minutes of the Regular Council Meeting, 14 May 2024', author: 'Town Clerk', date: '2024-05-20', pages: [wrap('Town of Eastbrook\nMinutes of the Regular Council Meeting, 14 May 2024\nPresent: Mayor Lindgren, Councillors Abara, Fitch, Moreau and Tsang.\nItem 4. The council approved the resurfacing of Mill Road at a cost of 412,000 dollars, with Councillor Fitch voting against.\nItem 5. The library will extend its Saturday opening hours from June.')] }), type: 'binary/octet-stream' }, '/eastbrook/2024/05/minutes-2024-05-14.pdf'),
    fixed('pdf-inline-disposition', 'repositorio.uni-andes.example.edu.co', 'valid', 'thesis PDF with Content-Disposition inline and a filename, application/pdf; charset=binary', 'Movilidad urbana y transporte informal en Bogotá',
      { body: pdf({ title: 'Movilidad urbana y transporte informal en Bogota', author: 'Laura Camacho Rincon', date: '2022-11-30', pages: [wrap('Movilidad urbana y transporte informal en Bogota\nTesis de maestria\nResumen: Este trabajo estudia el transporte informal en los barrios del sur de Bogota a partir de 320 encuestas a conductores y usuarios.\nLos resultados muestran que el transporte informal cubre viajes que el sistema formal no atiende.')] }), type: 'application/pdf; charset=binary', headers: { 'content-disposition': 'inline; filename="tesis-camacho-2022.pdf"' } }, '/bitstream/handle/1992/6631/tesis.pdf'),
  );

  // Academic open access, docs, Q&A, gov
  e.push(
    page('oa-journal', 'www.openhydrology-letters.org', 'valid', 'open-access journal article page with citation_* meta and full text', {
      site: 'Open Hydrology Letters', lang: 'en', title: 'Snowmelt timing shifts in the Southern Alps, 1980–2020', author: 'Aroha Ngata', date: '2024-02-15T00:00:00Z', type: 'ScholarlyArticle', template: 'plain', cookie: false,
      extraHead: '<meta name="citation_title" content="Snowmelt timing shifts in the Southern Alps, 1980–2020">\n<meta name="citation_author" content="Ngata, Aroha">\n<meta name="citation_author" content="Buchanan, Iain">\n<meta name="citation_publication_date" content="2024/02/15">\n<meta name="citation_journal_title" content="Open Hydrology Letters">\n<meta name="citation_doi" content="10.5555/ohl.2024.0117">\n<meta name="citation_pdf_url" content="/articles/ohl-2024-0117.pdf">\n<meta name="dc.rights" content="CC BY 4.0">',
      paras: [
        '<h2>Abstract</h2>',
        'We analyse daily streamflow records from 23 catchments in the Southern Alps of New Zealand between 1980 and 2020. The centre of mass of spring snowmelt runoff arrived on average 9.4 days earlier per decade at sites above 1,000 m.',
        '<h2>1 Introduction</h2>',
        'Seasonal snow stores a significant share of winter precipitation in alpine catchments. Changes in melt timing affect irrigation, hydropower and river ecology downstream.',
        '<h2>2 Data and methods</h2>',
        'Streamflow data were obtained from regional councils. We computed the centre-of-mass date for each water year and fitted Sen’s slope estimator to each series.',
        '<h2>3 Results</h2>',
        'Eighteen of 23 catchments show a significant trend towards earlier melt (p &lt; 0.05). The largest shift was observed in the Waimakariri headwaters.',
      ],
    }, { quotes: [P('arrived on average 9.4 days earlier per decade'), N('arrived on average 14 days earlier per decade')], meta: { title: ['Snowmelt timing shifts in the Southern Alps, 1980–2020'], published: ['2024-02-15'] } }),
    page('sphinx-docs', 'pyhydro.readthedocs.io', 'valid', 'Read the Docs / Sphinx documentation page (no article metadata)', {
      site: 'pyhydro 2.3 documentation', lang: 'en', title: 'Reading gauge data from CSV files', docTitle: 'Reading gauge data from CSV files — pyhydro 2.3 documentation', author: null, date: null, metaStyle: 'none', template: 'plain', cookie: false,
      nav: ['Installation', 'Quickstart', 'User guide', 'API reference', 'Changelog'],
      paras: [
        'pyhydro can load gauge records from comma-separated files exported by most loggers. Use <code>pyhydro.io.read_csv()</code> and pass the name of the timestamp column.',
        '<pre><code>import pyhydro\nseries = pyhydro.io.read_csv("gauge-17.csv", time_col="timestamp", tz="UTC")\nprint(series.describe())</code></pre>',
        'Missing values are recognised when they are empty, <code>NA</code> or <code>-9999</code>. Pass <code>na_values=</code> to add your own markers.',
        '<div class="admonition note"><p class="admonition-title">Note</p><p>Timestamps without a time zone are assumed to be in UTC since version 2.0.</p></div>',
      ],
    }, { quotes: [P('Timestamps without a time zone are assumed to be in UTC since version 2.0.')] }),
    page('qa-403', 'serverfault-like.example.net', 'valid', 'Q&A page about a "403 Forbidden / Access Denied" error — mentions the words, is a real question', {
      site: 'Admin Exchange', lang: 'en', title: 'nginx returns 403 Forbidden for static files after moving them to /srv', author: 'kmaurer', date: '2023-11-02T15:21:00Z', template: 'plain', metaStyle: 'og',
      paras: [
        'After moving my static files from /var/www to /srv/site, nginx returns <code>403 Forbidden</code> for every image. The error log says <code>open() "/srv/site/img/logo.png" failed (13: Permission denied)</code>.',
        'The files are owned by my user and have mode 644. The nginx worker runs as www-data. What am I missing?',
        '<h2>2 Answers</h2>',
        '<div class="answer accepted"><p>The directories need the execute bit for the nginx user, not just the files. Run <code>namei -l /srv/site/img/logo.png</code> to see which directory blocks traversal — most likely your home-style permissions on <code>/srv/site</code> (700). Give it 755 and the “Access Denied” goes away. Also check SELinux: <code>chcon -R -t httpd_sys_content_t /srv/site</code>.</p></div>',
        '<div class="answer"><p>Same problem here; it was SELinux. Thanks!</p></div>',
      ],
    }, { quotes: [P('The directories need the execute bit for the nginx user, not just the files.')] }),
    page('gov-guidance', 'www.gov-services.example.gov.uk', 'valid', 'government guidance page (GOV.UK-like layout, no byline)', {
      site: 'GOV.UK', lang: 'en', title: 'Apply for a blue badge parking permit', author: null, date: '2024-01-09T00:00:00Z', metaStyle: 'og', template: 'plain',
      paras: [
        'You can apply for a Blue Badge if you have a disability or health condition that affects your mobility. The badge lets you park closer to where you need to go.',
        '<h2>Who can apply</h2>',
        'You’ll automatically qualify if you receive the higher rate of the mobility component of Disability Living Allowance, or if you are registered blind.',
        '<h2>How much it costs</h2>',
        'It costs up to £10 in England, £20 in Scotland and is free in Wales.',
        '<h2>How long it takes</h2>',
        'It usually takes around 12 weeks to get a decision.',
      ],
    }, { quotes: [P('It usually takes around 12 weeks to get a decision.')] }),
    page('readme-page', 'codehost.example.org', 'valid', 'software project README page on a Git forge', {
      site: 'CodeHost', lang: 'en', title: 'tidewatch: tide predictions from harmonic constants', docTitle: 'mareo/tidewatch: tide predictions from harmonic constants', author: null, date: null, metaStyle: 'og', template: 'plain', cookie: false,
      nav: ['Code', 'Issues 12', 'Pull requests 3', 'Actions', 'Wiki', 'Security'],
      paras: [
        '<h2>tidewatch</h2>',
        'tidewatch computes tide predictions from published harmonic constants. It supports 37 constituents and handles nodal corrections for any year between 1700 and 2100.',
        '<h2>Install</h2><pre><code>pip install tidewatch</code></pre>',
        '<h2>Usage</h2><pre><code>tidewatch predict --station 8443970 --from 2025-01-01 --days 7</code></pre>',
        '<h2>License</h2>',
        'MIT. Harmonic constants for US stations come from NOAA and are in the public domain.',
      ],
    }, { quotes: [P('It supports 37 constituents and handles nodal corrections for any year between 1700 and 2100.')] }),
  );

  // Pages that only MENTION wall words
  e.push(
    page('title-404', 'www.techchronicle-weekly.com', 'valid', 'real article whose title is about "404 Not Found" pages', {
      site: 'Tech Chronicle Weekly', lang: 'en', title: '404 Not Found: the strange history of the web’s most famous error', author: 'Priya Raman', date: '2024-08-30T12:00:00Z', section: 'Culture',
      paras: [
        'Every web user has met it: a blank-looking page with “404 Not Found” at the top. But few know where the number comes from.',
        'The status codes were defined in the early 1990s in the first HTTP specifications. The 4xx range was reserved for client errors; 404 simply meant the server could not find the requested resource.',
        'A popular myth claims the code refers to a room 404 at CERN where the first web server lived. Tim Berners-Lee’s colleagues have said there was no such room.',
        'Today designers compete to make the most charming error page. Some show lost astronauts, others games. A good 404 page, says designer Kim Aalto, “admits the mistake and gets you somewhere useful in one click”.',
      ],
    }, { quotes: [P('admits the mistake and gets you somewhere useful in one click')], meta: { title: ['404 Not Found: the strange history of the web’s most famous error'], author: ['Priya Raman'] } }),
    page('captcha-research', 'www.informatik-aktuell.example.de', 'valid', 'German article about CAPTCHA research that quotes "Bitte bestätigen Sie, dass Sie kein Roboter sind"', {
      site: 'Informatik Aktuell', lang: 'de', title: 'Forscher knacken Bild-Captchas mit 96 Prozent Trefferquote', author: 'Lena Brückner', date: '2024-10-15T10:00:00+02:00',
      paras: [
        'Ein Team der Universität Paderborn hat gezeigt, dass aktuelle Bild-Captchas von KI-Modellen in 96 Prozent der Fälle gelöst werden – häufiger als von Menschen.',
        'Die Forscher testeten 14.000 Aufgaben vom Typ „Wählen Sie alle Bilder mit Ampeln aus“. Menschen lagen im Schnitt bei 81 Prozent.',
        'Der Hinweis „Bitte bestätigen Sie, dass Sie kein Roboter sind“ sei damit kaum noch ein Schutz, sagt Studienleiter Malte Vogt. Er rät Betreibern zu unsichtbaren Verfahren, die das Verhalten auf der Seite auswerten.',
        'Datenschützer sehen solche Verfahren allerdings kritisch, weil sie viele Daten über die Nutzer sammeln.',
      ],
    }, { quotes: [P('Menschen lagen im Schnitt bei 81 Prozent')] }),
    page('meter-media-story', 'www.mediawatch-journal.com', 'valid', 'media-industry article quoting a meter message ("You have reached your limit of free articles") — free to read', {
      site: 'MediaWatch Journal', lang: 'en', title: 'Regional papers tighten their meters as ad revenue slides', author: 'Daniel Okafor', date: '2025-03-03T13:00:00Z', section: 'Media',
      paras: [
        'Readers of several regional newspapers noticed a change this month: after just two stories, a grey box now slides up with the words “You have reached your limit of free articles.”',
        'Publishers say the tighter meters are a response to falling advertising income. One group’s digital ad revenue fell 18 percent last year, according to its annual report.',
        '“The meter is a blunt tool, but it works,” said consultant Rhea Castellanos. Subscription sign-ups at one paper doubled within a week of the change.',
        'Critics worry that local news, already scarce, will reach fewer people. Some papers keep public-safety stories outside the paywall.',
        'This article is free to read. MediaWatch Journal is funded by its readers.',
      ],
    }, { quotes: [P('The meter is a blunt tool, but it works')] }),
    page('cloudflare-outage', 'www.netops-daily.example.com', 'valid', 'article about a CDN outage that quotes challenge-page text ("Checking your browser", "Error 1020")', {
      site: 'NetOps Daily', lang: 'en', title: 'Hour-long CDN outage left shoppers staring at challenge pages', author: 'Jonas Whitfield', date: '2024-11-29T18:00:00Z',
      paras: [
        'A configuration error at a large content delivery network left thousands of online shops unreachable for about an hour on Friday, the busiest shopping day of the year.',
        'Instead of product pages, visitors saw an endless loop of “Checking your browser before accessing the site” messages, and some got “Error 1020: Access denied”.',
        'The company said a rule meant to stop credential-stuffing bots had been applied to all traffic by mistake. It was rolled back at 14:52 UTC.',
        'Retailers said the timing could hardly have been worse. One estimated its lost sales at more than $400,000.',
      ],
    }, { quotes: [P('a rule meant to stop credential-stuffing bots had been applied to all traffic by mistake')] }),
    page('consent-column', 'www.medienkritik.example.at', 'valid', 'Austrian column about cookie banners (mentions "Zustimmung", "Cookies akzeptieren")', {
      site: 'Medienkritik', lang: 'de', title: 'Warum wir alle auf „Alle Cookies akzeptieren“ klicken', author: 'Florian Gassner', date: '2024-09-09T08:00:00+02:00', section: 'Kolumne',
      paras: [
        'Jeden Tag klicken Millionen Menschen auf „Alle Cookies akzeptieren“, ohne zu lesen, wozu sie ihre Zustimmung geben. Das ist kein Zufall, sondern Design.',
        'Der Button zum Ablehnen ist oft grau, klein oder erst in einem zweiten Fenster zu finden. Eine Studie der Universität Wien fand solche Muster auf 71 Prozent der untersuchten Seiten.',
        'Die Datenschutzbehörde hat angekündigt, stärker gegen solche Banner vorzugehen. Bis dahin, meint unser Kolumnist, hilft nur Geduld – und ein Klick auf „Einstellungen“.',
      ],
    }, { quotes: [P('Eine Studie der Universität Wien fand solche Muster auf 71 Prozent der untersuchten Seiten.')] }),
    page('maintenance-story', 'www.railnews-europe.example.eu', 'valid', 'news story about planned maintenance work on a railway line (word "maintenance" throughout)', {
      site: 'RailNews Europe', lang: 'en', title: 'Brenner line closes for three weeks of maintenance in October', author: 'Giulia Stocker', date: '2025-08-20T09:00:00Z',
      paras: [
        'The Brenner railway between Innsbruck and Verona will close for three weeks in October for scheduled maintenance, the Austrian and Italian infrastructure managers announced.',
        'During the closure, crews will renew 14 kilometres of track and replace the overhead line in two tunnels. Replacement buses will run every 30 minutes.',
        'Freight operators have been asked to reroute trains via the Tauern line. Around 200 freight trains a day normally use the Brenner pass.',
      ],
    }, { quotes: [P('crews will renew 14 kilometres of track and replace the overhead line in two tunnels')] }),
  );
  return e;
}

function validEntries3(): Entry[] {
  const e: Entry[] = [];
  const nextData = (props: unknown, pageName: string) => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props }, page: pageName, query: {}, buildId: 'h3Xk9_2mQpL', isFallback: false, gssp: true, scriptLoader: [] })}</script>`;
  e.push(
    page('next-ssr', 'www.fieldnotes-magazine.com', 'valid', 'Next.js page with the article rendered server-side and __NEXT_DATA__', {
      site: 'Fieldnotes', lang: 'en', title: 'The last lighthouse keepers of Newfoundland', author: 'Siobhan Kerrigan', date: '2024-04-28T10:00:00Z', template: 'plain', metaStyle: 'og+jsonld',
      paras: [
        'On a granite point at the edge of the Avalon Peninsula, Gerald Hynes still climbs 84 steps each evening, although the light has run automatically since 1997.',
        'Canada’s coast guard de-staffed most of its lighthouses decades ago, but a handful in Newfoundland and British Columbia kept keepers, partly for weather reports and partly because fishermen insisted.',
        '“The machine doesn’t notice when a boat is late,” Hynes says. “I do.”',
        'His contract ends next spring. Nobody has been hired to replace him.',
      ],
      afterBody: nextData({ slug: 'last-lighthouse-keepers', title: 'The last lighthouse keepers of Newfoundland' }, '/stories/[slug]') + '<script src="/_next/static/chunks/pages/stories/[slug]-a81c.js" defer></script>',
    }, { quotes: [P('"The machine doesn\'t notice when a boat is late," Hynes says.')] }),
    page('nuxt-ssr', 'www.rivista-montagna.it', 'valid', 'Italian Nuxt page rendered server-side with window.__NUXT__', {
      site: 'Rivista Montagna', lang: 'it', title: 'Il rifugio più alto d’Europa riapre dopo il restauro', author: 'Marco Bellandi', date: '2024-07-02T09:00:00+02:00', template: 'plain',
      paras: [
        'La Capanna Margherita, sul Monte Rosa a 4.554 metri, riapre agli alpinisti dopo due anni di lavori. Il restauro ha sostituito il rivestimento in rame e rinnovato le camerate.',
        'Il rifugio, inaugurato nel 1893, ospita anche un osservatorio scientifico utilizzato per studi sulla fisiologia in alta quota.',
        '«Abbiamo lavorato solo d’estate, con il materiale portato in elicottero», spiega il gestore Paolo Faletti.',
        'La prenotazione è obbligatoria e i posti sono settanta.',
      ],
      afterBody: '<script>window.__NUXT__=(function(a,b){return {layout:"default",data:[{article:{id:a,slug:b}}],state:{}}}(4821,"capanna-margherita-riapre"));</script><script src="/_nuxt/3f9a2c1.js" defer></script>',
    }, { quotes: [P('Abbiamo lavorato solo d\'estate, con il materiale portato in elicottero')] }),
    page('ghost-free', 'www.slowcraft-journal.com', 'valid', 'Ghost public post on a site with paid tiers: portal "Subscribe"/"Sign in" buttons, post fully visible', {
      site: 'Slowcraft Journal', lang: 'en', title: 'Repairing a 1950s Singer sewing machine', author: 'Ines Carvalho', date: '2024-03-12T08:00:00Z', template: 'ghost',
      paras: [
        'The machine came from a house clearance for twenty pounds. It was seized solid, the motor hummed but nothing turned, and the bobbin case was missing.',
        'Most of the work was cleaning. Old oil turns to varnish; a few drops of sewing machine oil and a hair dryer freed the hand wheel within an hour.',
        'A replacement bobbin case cost eleven pounds online. After new belts and a careful timing adjustment it now sews through four layers of denim.',
      ],
      extraHead: '<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.37/umd/portal.min.js" data-ghost="https://www.slowcraft-journal.com/" data-key="a1b2c3d4e5" crossorigin="anonymous"></script>',
      beforeBody: '<div class="gh-head-actions"><a href="#/portal/signin" data-portal="signin">Sign in</a> <a href="#/portal/signup" data-portal="signup" class="gh-head-button">Subscribe</a></div>',
      afterBody: '<section class="gh-cta"><h2>Get new posts by email</h2><p>Subscribe for free, or support the journal with a paid membership.</p><a href="#/portal/signup" data-portal="signup">Subscribe</a></section>',
    }, { quotes: [P('Old oil turns to varnish')] }),
    page('patreon-public', 'www.patreon-like.example.com', 'valid', 'public (free) creator post on a membership platform with "Become a member" buttons', {
      site: 'Patronage', lang: 'en', title: 'Map update: the northern marshes are done', author: 'Cartographer Jo', date: '2025-01-05T17:00:00Z', template: 'plain', metaStyle: 'og',
      paras: [
        'This post is public — share it with anyone! The northern marshes region of the campaign map is finished: 42 new locations, three river crossings and the ruined abbey.',
        'I redrew the coastline twice after feedback from the Discord. The tide flats now show at low and high water as separate layers.',
        'Next month: the mountain passes. Members at every tier get the high-resolution files on release day.',
      ],
      afterBody: '<div class="creator-cta"><a href="/join">Become a member</a> <span>Join 1,204 members</span></div>',
    }, { quotes: [P('42 new locations, three river crossings and the ruined abbey')] }),
    page('discourse-thread', 'forum.homebrewers.example.org', 'valid', 'Discourse-style forum thread with several replies', {
      site: 'Homebrewers Forum', lang: 'en', title: 'Stuck fermentation at 1.020 — what worked for me', author: 'barleywine_bob', date: '2024-02-18T20:12:00Z', template: 'plain', metaStyle: 'og',
      paras: [
        'My last stout stopped at 1.020 and would not budge for two weeks. Here is what finally worked, in case it helps someone.',
        'First I raised the temperature to 21 °C and gently roused the yeast. Nothing. Then I pitched a fresh pack of a high-attenuation strain, rehydrated properly — it finished at 1.012 in five days.',
        '<div class="reply"><b>hopsandhope</b>: Good write-up. Did you check your mash temperature? Mashing at 70 °C will leave a lot of unfermentables.</div>',
        '<div class="reply"><b>barleywine_bob</b>: Good point — my thermometer turned out to read 3 degrees low.</div>',
      ],
    }, { quotes: [P('my thermometer turned out to read 3 degrees low')] }),
    page('recipe-heavy-ads', 'www.nonnas-kitchen.example.com', 'valid', 'recipe page with many ad slots, a "Jump to recipe" button and a newsletter box', {
      site: 'Nonna’s Kitchen', lang: 'en', title: 'Sicilian caponata (the way my grandmother made it)', author: 'Lucia Ferrante', date: '2023-08-14T09:00:00Z', ads: true, type: 'BlogPosting',
      paras: [
        '<a class="jump" href="#recipe">Jump to Recipe</a> · <a href="#" class="print">Print Recipe</a>',
        'Caponata is a sweet-and-sour aubergine stew that every Sicilian family makes a little differently. My grandmother insisted on frying the aubergine separately and never skipped the chocolate.',
        'Salt the aubergine cubes for 30 minutes, then fry them in batches until golden. Soften celery, onion and capers, add tomatoes, vinegar and sugar, and simmer for 15 minutes.',
        '<div class="wprm-recipe" id="recipe"><h2>Ingredients</h2><ul><li>2 large aubergines</li><li>2 celery sticks</li><li>1 onion</li><li>2 tbsp capers</li><li>400 g tomatoes</li><li>60 ml red wine vinegar</li><li>1 tbsp sugar</li><li>10 g dark chocolate</li></ul></div>',
        '<div class="newsletter-box"><p>Subscribe to get new recipes every Sunday!</p><input type="email"><button>Subscribe</button></div>',
        'Serve at room temperature. It tastes even better the next day.',
      ],
    }, { quotes: [P('My grandmother insisted on frying the aubergine separately and never skipped the chocolate.')] }),
    page('medium-free', 'medium-like.example.com', 'valid', 'free blog-platform post with a sign-up modal ("Sign up to read more stories") over a fully visible article', {
      site: 'Medium', lang: 'en', title: 'What I learned running a 300-person Slack for five years', author: 'Tobias Renner', date: '2024-05-19T11:00:00Z', template: 'plain',
      paras: [
        'Communities die slowly and then all at once. Ours almost did in year three, when the three founders, me included, got busy with jobs and babies.',
        'What saved it was handing over real power: four new moderators with the right to change rules, not just delete spam.',
        'We also archived 40 dead channels. Fewer channels meant every message got read.',
        'Five years in, the weekly thread for job leads is still the busiest place.',
      ],
      afterBody: '<div class="overlay-signup" role="dialog"><h2>Sign up to discover human stories that deepen your understanding of the world.</h2><button>Sign up with Google</button><button>Sign up with email</button><p>Already have an account? <a href="/m/signin">Sign in</a></p></div>',
    }, { quotes: [P('What saved it was handing over real power')] }),
    page('short-brief', 'www.gazetadopovo-sul.example.com.br', 'valid', 'very short Brazilian news brief (about 60 words)', {
      site: 'Gazeta do Sul', lang: 'pt', title: 'Chuva interdita trecho da BR-116 em Caxias do Sul', author: 'Redação', date: '2025-02-11T14:30:00-03:00',
      paras: [
        'Um deslizamento de terra interditou nesta terça-feira um trecho da BR-116 em Caxias do Sul. Segundo a Polícia Rodoviária Federal, não há feridos. O tráfego foi desviado pela RS-122 e a previsão é de liberação da pista até a noite.',
      ],
    }, { quotes: [P('O tráfego foi desviado pela RS-122')] }),
    page('liveblog', 'www.dagblad-live.example.nl', 'valid', 'Dutch live blog with timestamped updates', {
      site: 'Dagblad Live', lang: 'nl', title: 'Storm Ciarán: treinverkeer in het hele land stilgelegd', author: 'Redactie', date: '2023-11-02T06:00:00+01:00',
      paras: [
        '<div class="update"><time>11:45</time> <p>ProRail meldt dat er vanaf 13.00 uur weer beperkt treinverkeer mogelijk is tussen Utrecht en Amsterdam.</p></div>',
        '<div class="update"><time>10:20</time> <p>Op de A7 bij Zurich is een vrachtwagen omgewaaid. De weg is in beide richtingen afgesloten.</p></div>',
        '<div class="update"><time>08:05</time> <p>Het KNMI heeft code oranje afgegeven voor Zeeland, Noord-Holland en de Waddeneilanden. Er worden windstoten tot 110 kilometer per uur verwacht.</p></div>',
        '<div class="update"><time>06:00</time> <p>Goedemorgen. In dit liveblog houden we je op de hoogte van de gevolgen van storm Ciarán.</p></div>',
      ],
    }, { quotes: [P('Er worden windstoten tot 110 kilometer per uur verwacht.')] }),
    page('uk-kyiv', 'www.kyiv-visnyk.example.ua', 'valid', 'Ukrainian article in UTF-8', {
      site: 'Київський вісник', lang: 'uk', title: 'У Києві відновили рух фунікулера після ремонту', author: 'Олена Бондаренко', date: '2024-09-16T09:00:00+03:00',
      paras: [
        'Київський фунікулер знову перевозить пасажирів після тритижневого планового ремонту. Під час робіт замінили тросові шківи та оновили систему гальмування.',
        'Вартість проїзду не змінилася і становить вісім гривень.',
        '«Фунікулер щодня перевозить близько десяти тисяч людей», — розповіли в комунальному підприємстві.',
      ],
    }, { quotes: [P('Фунікулер щодня перевозить близько десяти тисяч людей')] }),
    page('hu-utf8', 'www.debreceni-hirek.example.hu', 'valid', 'Hungarian article (ő/ű), microdata only', {
      site: 'Debreceni Hírek', lang: 'hu', title: 'Debrecenben átadták a felújított Nagyerdei víztornyot', author: 'Kovács Eszter', date: '2024-05-08T09:00:00+02:00', metaStyle: 'microdata',
      paras: [
        'Hétfőn átadták a felújított Nagyerdei víztornyot Debrecenben. A több mint százéves épületben kilátó, kávézó és közösségi tér kapott helyet.',
        'A felújítás 620 millió forintba került, amelynek nagy részét uniós forrásból fedezték.',
        '„Szerettük volna, ha a torony ismét a városlakóké lesz” – mondta a polgármester.',
      ],
    }, { quotes: [P('Szerettük volna, ha a torony ismét a városlakóké lesz')], meta: { title: ['Debrecenben átadták a felújított Nagyerdei víztornyot'], author: ['Kovács Eszter'], published: ['2024-05-08'] } }),
    page('hr-utf8', 'www.jadranski-list.example.hr', 'valid', 'Croatian article, JSON-LD @graph (Yoast)', {
      site: 'Jadranski list', siteUrl: 'https://www.jadranski-list.example.hr', lang: 'hr', title: 'Split dobiva novu trajektnu luku u Žnjanu', author: 'Ivana Marić', date: '2024-10-21T08:00:00+02:00', metaStyle: 'graph',
      paras: [
        'Vlada je odobrila gradnju nove trajektne luke u splitskom Žnjanu, koja bi trebala rasteretiti gradsku luku tijekom ljetne sezone.',
        'Projekt je vrijedan 95 milijuna eura, a gradnja bi trebala početi iduće godine.',
        '„Gužve na rivi svakog ljeta postaju sve veće“, rekao je lučki kapetan Ante Perić.',
      ],
    }, { quotes: [P('Gužve na rivi svakog ljeta postaju sve veće')], meta: { title: ['Split dobiva novu trajektnu luku u Žnjanu'], author: ['Ivana Marić'], publisher: ['Jadranski list'], published: ['2024-10-21'] } }),
    page('sk-1250', 'www.kosicky-dennik.example.sk', 'valid', 'Slovak article in windows-1250 (charset only in meta charset)', {
      site: 'Košický denník', lang: 'sk', charset: 'windows-1250', title: 'Košice otvorili novú električkovú trať na sídlisko Ťahanovce', author: 'Zuzana Horváthová', date: '2024-11-12T09:00:00+01:00',
      paras: [
        'Po dvoch rokoch výstavby začali v pondelok premávať električky na sídlisko Ťahanovce. Nová trať má dĺžku 4,2 kilometra.',
        'Stavba stála 38 miliónov eur a väčšinu peňazí poskytla Európska únia.',
        '„Cesta do centra sa skráti na štrnásť minút,“ povedal primátor mesta.',
      ],
    }, { send: { type: 'text/html' }, quotes: [P('Cesta do centra sa skráti na štrnásť minút')] }),
    page('ms-utf8', 'www.berita-semenanjung.example.my', 'valid', 'Malay article in UTF-8', {
      site: 'Berita Semenanjung', lang: 'ms', title: 'Laluan kereta api Pantai Timur siap 80 peratus', author: 'Nurul Aisyah', date: '2025-01-30T09:00:00+08:00',
      paras: [
        'Projek Laluan Rel Pantai Timur kini siap kira-kira 80 peratus dan dijangka mula beroperasi pada tahun 2027.',
        'Laluan sepanjang 665 kilometer itu akan menghubungkan Kota Bharu dengan Pelabuhan Klang.',
        'Menurut syarikat pelaksana, perjalanan dari Kota Bharu ke Kuala Lumpur akan mengambil masa kira-kira empat jam.',
      ],
    }, { quotes: [P('Laluan sepanjang 665 kilometer itu akan menghubungkan Kota Bharu dengan Pelabuhan Klang.')] }),
  );
  // A one-off 503 (no Retry-After), then the article.
  let calls = 0;
  const flaky = article({ site: 'Kärntner Tagblatt', lang: 'de', title: 'Neue Seilbahn am Dobratsch genehmigt', author: 'Hannes Moser', date: '2025-05-06T08:00:00+02:00', paras: [
    'Die Landesregierung hat den Bau einer Seilbahn auf den Dobratsch genehmigt. Die Bahn soll die Gipfelstraße entlasten, auf der im Sommer täglich bis zu 2.000 Autos fahren.',
    'Die Kosten werden auf 28 Millionen Euro geschätzt. Naturschützer haben eine Beschwerde angekündigt.',
    '„Wir wollen den Berg für Besucher erreichbar halten, ohne ihn mit Autos zu überlasten“, sagte der Tourismusreferent.',
  ] });
  e.push(handler('oneoff-502', 'www.kaerntner-tagblatt.example.at', 'valid', 'article that answers one 502 (no Retry-After) and then 200', 'Neue Seilbahn am Dobratsch genehmigt', (req, res, web) => {
    if (calls++ === 0) return write(res, { status: 502, body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>' });
    write(res, { body: flaky(`${web.origin('www.kaerntner-tagblatt.example.at')}${req.url}`) });
  }));
  // Redirect to the canonical URL of the same article (trailing slash), and an http→https-like host move.
  e.push(
    { id: 'slash-redirect', host: 'www.mountain-journal.example.ch', path: '/2024/lawinen-warnsystem', expected: 'valid', reason: '301 to the same article with a trailing slash', context: { title: 'Neues Lawinenwarnsystem im Wallis' }, handle: redirect((o) => `${o('www.mountain-journal.example.ch')}/2024/lawinen-warnsystem/`) },
    target('slash-redirect-t', 'www.mountain-journal.example.ch', '/2024/lawinen-warnsystem/', serveArticle(article({ site: 'Mountain Journal', lang: 'de', title: 'Neues Lawinenwarnsystem im Wallis', author: 'Reto Imboden', date: '2024-12-01T08:00:00+01:00', paras: [
      'Der Kanton Wallis testet diesen Winter ein neues Warnsystem, das Lawinen mit Radar erkennt und Straßen innerhalb von Sekunden automatisch sperrt.',
      'Die ersten Anlagen stehen an der Simplonstraße und im Mattertal. Das System kostet 3,2 Millionen Franken.',
      '„Früher dauerte eine Sperrung mehrere Minuten, jetzt sind es zehn Sekunden“, sagt Projektleiter Beat Zurbriggen.',
    ] }))),
    { id: 'www-redirect', host: 'oslo-byavis.example.no', path: '/nyheter/2025/sykkelvei', expected: 'valid', reason: '308 from the bare host to www., same path, article there', context: { title: 'Ny sykkelvei langs Akerselva åpnet' }, handle: redirect((o) => `${o('www.oslo-byavis.example.no')}/nyheter/2025/sykkelvei`, 308) },
    target('www-redirect-t', 'www.oslo-byavis.example.no', '/nyheter/2025/sykkelvei', serveArticle(article({ site: 'Oslo Byavis', lang: 'no', title: 'Ny sykkelvei langs Akerselva åpnet', author: 'Ingrid Haugen', date: '2025-05-15T08:00:00+02:00', paras: [
      'Den nye sykkelveien langs Akerselva ble åpnet torsdag. Den er 2,8 kilometer lang og skilt fra gangveien.',
      'Prosjektet kostet 140 millioner kroner og har tatt tre år å bygge.',
      'Bymiljøetaten regner med at over 5000 syklister vil bruke veien hver dag.',
    ] }))),
  );
  return e;
}

// =============================================================================================
// paywalled — the source is there, but behind a subscription, meter, registration or login

function paywalledEntries(): Entry[] {
  const e: Entry[] = [];
  const teaser = (o: ArticleOpts, wall: string) => ({ ...o, afterBody: wall });
  e.push(
    page('zplus-de', 'www.wochenblick-hamburg.example.de', 'paywalled', 'German "Z+"-style exclusive article: teaser + "exklusiver Inhalt für Abonnenten", isAccessibleForFree false', teaser({
      site: 'Wochenblick Hamburg', lang: 'de', title: 'Wie Hamburgs Hafen den Anschluss an Rotterdam verlor', author: 'Kerstin Albers', date: '2025-02-14T06:00:00+01:00', free: false, paywallSelector: '.paid-content',
      paras: ['Noch vor zwanzig Jahren schien der Hamburger Hafen unaufhaltsam zu wachsen. Heute werden hier weniger Container umgeschlagen als 2007.'],
    }, '<div class="paywall" data-paywall="zplus"><span class="zplus-logo">Z+</span><h3>Exklusiv für Abonnenten</h3><p>Dies ist ein exklusiver Inhalt für Abonnentinnen und Abonnenten. Jetzt 4 Wochen kostenlos testen und weiterlesen.</p><a class="btn" href="/abo/testen">Jetzt testen</a><p>Sie haben bereits ein Abo? <a href="/anmelden">Hier anmelden</a></p></div>')),
    page('lemonde-abonnes', 'www.lejournal-national.example.fr', 'paywalled', 'French subscriber-only article: "Il vous reste 82 % de cet article à lire. La suite est réservée aux abonnés."', teaser({
      site: 'Le Journal National', lang: 'fr', title: 'La réforme des retraites agricoles divise la majorité', author: 'Antoine Mercier', date: '2025-01-28T18:00:00+01:00',
      paras: ['Le projet de loi sur les retraites agricoles, examiné mardi à l’Assemblée, fait apparaître des fractures au sein de la majorité.'],
    }, '<section class="article__status"><p class="paywall__text">Il vous reste 82 % de cet article à lire. La suite est réservée aux abonnés.</p><a class="btn" href="/abonnement/">S’abonner</a> <a href="/connexion">Déjà abonné ? Se connecter</a></section>')),
    page('nyt-meter', 'www.metro-tribune.example.com', 'paywalled', 'US metered wall: "You have used all of your free articles this month"', teaser({
      site: 'The Metro Tribune', lang: 'en', title: 'Inside the city’s plan to bury its power lines', author: 'Sam Delgado', date: '2025-03-10T10:00:00Z',
      paras: ['Every winter storm knocks out power to thousands of homes in the outer boroughs. The utility now says it can bury 300 miles of lines by 2035.'],
    }, '<div class="gateway-overlay"><h2>You have used all of your free articles this month.</h2><p>Subscribe for unlimited access to The Metro Tribune. Just $1 a week for your first year. Cancel anytime.</p><a href="/subscription">Subscribe now</a><p>Already a subscriber? <a href="/login">Log in</a></p></div>')),
    page('es-suscribete', 'www.elcorreo-andaluz.example.es', 'paywalled', 'Spanish subscriber wall "Suscríbete para seguir leyendo"', teaser({
      site: 'El Correo Andaluz', lang: 'es', title: 'La sequía obliga a cortar el agua de noche en 20 municipios', author: 'Rocío Vargas', date: '2024-11-19T08:00:00+01:00',
      paras: ['La Junta ha aprobado restricciones nocturnas al suministro de agua en una veintena de municipios de Málaga y Granada.'],
    }, '<div class="ev-open-modal-paywall"><h3>Suscríbete para seguir leyendo</h3><p>Lee sin límites. Primer mes por 1 €.</p><a href="/suscripcion">Suscríbete</a> <a href="/login">¿Ya eres suscriptor? Inicia sesión</a></div>')),
    page('it-abbonati', 'www.ilgiornale-veneto.example.it', 'paywalled', 'Italian wall "Per continuare a leggere questo articolo abbonati"', teaser({
      site: 'Il Giornale Veneto', lang: 'it', title: 'Venezia, il ticket d’accesso raddoppia nei weekend', author: 'Francesca Zanon', date: '2025-02-01T09:00:00+01:00',
      paras: ['Il contributo di accesso per i turisti giornalieri passerà da 5 a 10 euro nei fine settimana di primavera.'],
    }, '<div class="paywall-box"><p><strong>Per continuare a leggere questo articolo abbonati.</strong> Accesso illimitato a tutti i contenuti del sito a 0,99 € al mese per 3 mesi.</p><a href="/abbonamenti">Abbonati ora</a> <a href="/login">Sei già abbonato? Accedi</a></div>')),
    page('nl-abonnees', 'www.haagsche-dagblad.example.nl', 'paywalled', 'Dutch wall "Dit artikel is exclusief voor abonnees"', teaser({
      site: 'Haagsche Dagblad', lang: 'nl', title: 'Gemeente wil Scheveningse boulevard autovrij maken', author: 'Pieter de Wit', date: '2024-10-03T07:00:00+02:00',
      paras: ['Het college van Den Haag onderzoekt of de boulevard van Scheveningen in de zomermaanden autovrij kan worden.'],
    }, '<div class="premium-wall"><h3>Dit artikel is exclusief voor abonnees</h3><p>Word abonnee en lees onbeperkt alle artikelen. Het eerste kwartaal voor € 1.</p><a href="/abonneren">Word abonnee</a> <a href="/inloggen">Al abonnee? Log in</a></div>')),
    page('substack-paid', 'thecapitalledger.substack.com', 'paywalled', 'Substack-style paid post: "This post is for paid subscribers"', teaser({
      site: 'The Capital Ledger', lang: 'en', title: 'What the bond market is telling us about 2026', author: 'Miriam Goldfarb', date: '2025-09-14T12:00:00Z', template: 'plain', metaStyle: 'og', cookie: false,
      paras: ['The ten-year yield has done something unusual this month, and it is worth slowing down to understand why.'],
    }, '<div class="paywall"><h2 class="paywall-title">This post is for paid subscribers</h2><a class="button primary" href="/subscribe?simple=true&next=post">Subscribe</a><div class="paywall-login">Already a paid subscriber? <a href="/sign-in">Sign in</a></div></div>')),
    page('ghost-paid', 'www.the-deep-end.example.com', 'paywalled', 'Ghost-style gate: "This post is for paying subscribers only"', teaser({
      site: 'The Deep End', lang: 'en', title: 'How Atlantic cod came back in the Gulf of Maine — and why it may not last', author: 'Rowan Pike', date: '2025-06-30T08:00:00Z', template: 'ghost',
      paras: ['Fishermen in Maine are catching cod again. The reasons are more complicated than they seem.'],
    }, '<aside class="gh-post-upgrade-cta"><div class="gh-post-upgrade-cta-content" style="background-color: #15171a"><h2>This post is for paying subscribers only</h2><a class="gh-btn" data-portal="signup" href="#/portal/signup">Subscribe now</a><p><small>Already have an account? <a data-portal="signin" href="#/portal/signin">Sign in</a></small></p></div></aside>')),
    page('patreon-locked', 'www.patreon-like.example.com', 'paywalled', 'membership-platform post locked for patrons: "Unlock this post by becoming a member"', teaser({
      site: 'Patronage', lang: 'en', title: 'Full map pack: the mountain passes (high resolution)', author: 'Cartographer Jo', date: '2025-02-05T17:00:00Z', template: 'plain', metaStyle: 'og',
      paras: ['The mountain passes are done!'],
    }, '<div class="locked-post"><svg aria-hidden="true"></svg><h3>Unlock this post by becoming a member</h3><p>Join Cartographer Jo on Patronage to get access to this post and 212 more.</p><a href="/join/cartographerjo">Join for $5 per month</a><p>Already a member? <a href="/login">Log in</a></p></div>'), { path: '/posts/mountain-passes-98765' }),
    page('sciencedirect-like', 'www.sciencedirect-like.example.com', 'paywalled', 'academic publisher landing page: abstract, "Purchase PDF", "Check access", no full text', {
      site: 'ScienceDirect', lang: 'en', title: 'Microplastic accumulation in estuarine sediments of the Tagus', author: 'Ana Ribeiro', date: '2023-05-01T00:00:00Z', type: 'ScholarlyArticle', template: 'plain', cookie: true,
      extraHead: '<meta name="citation_title" content="Microplastic accumulation in estuarine sediments of the Tagus">\n<meta name="citation_author" content="Ribeiro, Ana">\n<meta name="citation_journal_title" content="Marine Pollution Research">\n<meta name="citation_publication_date" content="2023/05/01">',
      paras: [
        '<div class="access-bar"><a class="button" href="/purchase/S0025326X23001234">Purchase PDF</a> <a class="button" href="/user/institution/login">Check access</a> <span>Access through your organization</span></div>',
        '<h2>Abstract</h2>',
        'We sampled surface sediments at 32 sites in the Tagus estuary. Microplastic concentrations ranged from 40 to 1,280 particles per kilogram of dry sediment and were highest near the urban outfalls.',
        '<h2>Keywords</h2><p>Microplastics; Estuary; Sediment; Portugal</p>',
        '<div class="preview-notice">Recommended articles · Cited by (12) · View full text requires access</div>',
      ],
    }, { path: '/science/article/pii/S0025326X23001234' }),
    page('springer-like', 'link.springer-like.example.com', 'paywalled', 'publisher page "Access this article — Log in via an institution — Buy article PDF 39,95 €"', {
      site: 'SpringerLink', lang: 'en', title: 'A survey of graph neural networks for traffic forecasting', author: 'Wei Zhang', date: '2022-09-12T00:00:00Z', type: 'ScholarlyArticle', template: 'plain',
      paras: [
        '<h2>Abstract</h2>',
        'Traffic forecasting is a core problem of intelligent transport systems. We review 118 papers that apply graph neural networks to road traffic prediction and compare their reported results on five public benchmarks.',
        '<div class="c-article-access-provider"><h2>Access this article</h2><p><a href="/athens-shibboleth-login">Log in via an institution</a></p><div class="buybox"><h3>Buy article PDF</h3><p>39,95 €</p><p>Price includes VAT (Germany)</p><p>Instant access to the full article PDF.</p></div><p>Rent this article via DeepDyve</p></div>',
      ],
    }, { path: '/article/10.1007/s10462-022-10187-4' }),
    page('wiley-like', 'onlinelibrary.wiley-like.example.com', 'paywalled', 'publisher page "Get access to the full version of this article. View access options below."', {
      site: 'Wiley Online Library', lang: 'en', title: 'Soil carbon responses to no-till farming in semi-arid regions', author: 'Karim Benali', date: '2021-03-20T00:00:00Z', type: 'ScholarlyArticle', template: 'plain',
      paras: [
        '<h2>Abstract</h2>',
        'We compiled 64 field experiments comparing no-till and conventional tillage in semi-arid climates. No-till increased soil organic carbon in the top 10 cm by 8 % on average.',
        '<div class="article-section__access"><p>Get access to the full version of this article. <a href="#access-options">View access options below.</a></p><h3>Institutional Login</h3><p>Access through your institution</p><h3>Log in to Wiley Online Library</h3><h3>Purchase Instant Access</h3><p>48-Hour online access $12.00 · Details · Online-only access $22.00 · PDF download and online access $49.00</p></div>',
      ],
    }, { path: '/doi/10.1111/ejss.13087' }),
    page('jstor-like', 'www.jstor-like.example.org', 'paywalled', 'archive landing page: first-page preview, "Log in through your library", "Buy this article"', {
      site: 'JSTOR', lang: 'en', title: 'Merchant Networks in Fifteenth-Century Bruges', author: 'Hendrik Van Acker', date: '1998-06-01T00:00:00Z', template: 'plain', metaStyle: 'og',
      paras: [
        '<div class="preview"><img src="/stable/pdfplus/preview/2618433.png" alt="Page 1 preview"><p>Preview</p></div>',
        '<div class="access"><h3>Access options</h3><p><a href="/action/showLogin">Log in through your library</a></p><p>Buy this article: $15.00 · Read online (free) — limited to 100 articles a month with a free personal account: <a href="/action/registration">Register</a></p></div>',
        '<p>Journal of Medieval Trade, Vol. 12, No. 2 (1998), pp. 141–177 · 37 pages</p>',
      ],
    }, { path: '/stable/2618433' }),
    handler('login-302', 'www.industryinsider.example.com', 'paywalled', 'login wall: 302 to /account/login?return=… on the same site', 'Retail margins squeezed as freight costs rise', redirect((o) => `${o('www.industryinsider.example.com')}/account/login?return=%2Fanalysis%2Fretail-margins`, 302), '/analysis/retail-margins'),
    target('login-302-t', 'www.industryinsider.example.com', '/account/login', respond({ body: shell({ lang: 'en', site: 'Industry Insider', title: 'Sign in | Industry Insider', main: '<h1>Sign in to Industry Insider</h1><p>Subscribers and registered users get full access to our analysis.</p><form method="post" action="/account/login"><label>E-mail <input type="email" name="email"></label><label>Password <input type="password" name="password"></label><button>Sign in</button></form><p><a href="/account/forgot">Forgot your password?</a> · <a href="/subscribe">Subscribe</a></p>' }) })),
    handler('sso-302', 'intranet-news.example.org', 'paywalled', 'login wall: 302 to a separate accounts host sign-in with a continue= parameter', 'Board approves new research strategy', redirect((o) => `${o('accounts.example.org')}/signin?continue=${encodeURIComponent(o('intranet-news.example.org') + '/2025/board-strategy')}`, 302), '/2025/board-strategy'),
    target('sso-302-t', 'accounts.example.org', '/signin', respond({ body: shell({ lang: 'en', site: 'Example Accounts', title: 'Sign in – Example Accounts', main: '<h1>Sign in</h1><p>to continue to News</p><form><input type="email" placeholder="Email or phone"><button>Next</button></form><p><a href="/recovery">Forgot email?</a></p><p><a href="/signup">Create account</a></p>' }) })),
    page('nikkei-member', 'www.keizai-shimbun.example.jp', 'paywalled', 'Japanese member-only article: "この記事は会員限定です"', teaser({
      site: '経済新聞電子版', lang: 'ja', title: '半導体工場の誘致競争、九州で激化', author: '佐藤 健', date: '2025-03-05T05:00:00+09:00',
      paras: ['九州各県で半導体関連工場の誘致をめぐる競争が激しさを増している。'],
    }, '<div class="paywall-message"><p>この記事は会員限定です。無料会員に登録すると続きをお読みいただけます。</p><a href="/register">無料会員に登録する</a> <a href="/login">ログイン</a><p>有料会員なら全ての記事が読み放題。初月無料。</p></div>')),
    page('ko-paid', 'www.hankyung-biz.example.kr', 'paywalled', 'Korean paid-member article: "이 기사는 유료 회원 전용입니다"', teaser({
      site: '한경비즈', lang: 'ko', title: '반도체 수출, 3개월 연속 증가세', author: '이서연', date: '2025-04-01T06:00:00+09:00',
      paras: ['지난달 반도체 수출이 전년 같은 달보다 12% 늘어 3개월 연속 증가세를 이어갔다.'],
    }, '<div class="premium-lock"><p>이 기사는 유료 회원 전용입니다. 구독하고 전체 기사를 읽어보세요.</p><a href="/subscribe">구독하기</a> <a href="/login">로그인</a></div>')),
    page('pl-prenumerata', 'www.gazeta-krakowska-online.example.pl', 'paywalled', 'Polish wall "Ten artykuł jest dostępny tylko dla prenumeratorów"', teaser({
      site: 'Gazeta Małopolska', lang: 'pl', title: 'Kraków: metro czy tramwaj? Radni znów się spierają', author: 'Paweł Nowak', date: '2024-12-09T07:00:00+01:00',
      paras: ['Radni Krakowa po raz kolejny debatowali nad budową metra.'],
    }, '<div class="paywall"><h3>Ten artykuł jest dostępny tylko dla prenumeratorów.</h3><p>Wykup dostęp, aby czytać dalej. Pierwszy miesiąc za 1,99 zł.</p><a href="/prenumerata">Kup dostęp</a> <a href="/logowanie">Masz już konto? Zaloguj się</a></div>')),
    page('cs-predplatne', 'www.pravo-denne.example.cz', 'paywalled', 'Czech wall "Článek je dostupný pouze pro předplatitele"', teaser({
      site: 'Denní Právo', lang: 'cs', title: 'Vláda chystá změny v daních z nemovitostí', author: 'Jan Novotný', date: '2025-01-16T07:00:00+01:00',
      paras: ['Ministerstvo financí představilo návrh, podle kterého by obce mohly výrazněji zvýšit daň z nemovitostí.'],
    }, '<div class="paywall-box"><p>Celý článek je dostupný pouze pro předplatitele. Předplaťte si Denní Právo Premium za 99 Kč měsíčně a čtěte bez omezení.</p><a href="/predplatne">Předplatit</a> <a href="/prihlaseni">Přihlásit se</a></div>')),
    page('ru-subscription', 'www.delovoy-vestnik.example.ru', 'paywalled', 'Russian wall "Полная версия статьи доступна только подписчикам"', teaser({
      site: 'Деловой вестник', lang: 'ru', title: 'Банки снижают ставки по вкладам вслед за ЦБ', author: 'Анна Соколова', date: '2025-02-17T09:00:00+03:00',
      paras: ['Крупнейшие банки начали снижать ставки по рублёвым вкладам.'],
    }, '<div class="paywall"><p>Полная версия статьи доступна только подписчикам. Оформите подписку, чтобы продолжить чтение.</p><a href="/subscribe">Оформить подписку</a> <a href="/login">Войти</a></div>')),
    page('ft-trial', 'www.global-finance-times.example.com', 'paywalled', 'FT-style barrier page: "Subscribe to unlock this article — Try unlimited access"', {
      site: 'Global Finance Times', lang: 'en', title: 'Central banks quietly add gold at record pace', author: 'Nadia Hollis', date: '2025-05-20T04:00:00Z', template: 'plain', metaStyle: 'og', free: false,
      paras: [
        '<div class="barrier"><h1>Subscribe to unlock this article</h1><h2>Try unlimited access</h2><p>Only $1 for 4 weeks. Then $75 per month. Complete digital access to quality journalism on any device. Cancel anytime during your trial.</p><a href="/products">Subscribe</a><h2>Explore our full range of subscriptions</h2><p>Standard Digital · Premium Digital · Print + Premium Digital</p><p>Already a subscriber? <a href="/login">Sign in</a></p></div>',
      ],
    }, { path: '/content/7f3b2a10-5c3e-4f1a-9d2e-0b6a1c2d3e4f' }),
    page('pt-assinantes', 'www.publico-lisboa.example.pt', 'paywalled', 'Portuguese (pt-PT) wall "Este artigo é exclusivo para assinantes"', teaser({
      site: 'Diário de Lisboa', lang: 'pt', title: 'Lisboa vai limitar novos alojamentos locais no centro histórico', author: 'Sofia Matos', date: '2024-10-30T08:00:00+00:00',
      paras: ['A Câmara Municipal de Lisboa aprovou novas regras para o alojamento local nas freguesias do centro histórico.'],
    }, '<div class="paywall-block"><h3>Este artigo é exclusivo para assinantes</h3><p>Assine já e tenha acesso ilimitado a todos os conteúdos por 1 € no primeiro mês.</p><a href="/assinaturas">Assinar</a> <a href="/entrar">Já é assinante? Entrar</a></div>')),
  );
  return e;
}

// =============================================================================================
// blocked — bot defence, WAF, challenge, consent, geo, maintenance, errors, other 4xx, persistent 5xx

function blockedEntries(): Entry[] {
  const e: Entry[] = [];
  const T = 'Report: city budget shortfall grows to $48 million';
  const bare = (title: string, body: string, head = '') => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;
  e.push(
    fixed('fastly-ngwaf-406', 'www.shopfront-news.example.com', 'blocked', 'Fastly Next-Gen WAF (Signal Sciences) 406 block page', T,
      { status: 406, headers: { server: 'Varnish', via: '1.1 varnish', 'x-served-by': 'cache-fra-eddf8230045-FRA', 'x-sigsci-requestid': '2f8a9c1e0b7d4', 'x-sigsci-agentresponse': '406' }, body: bare('406 Not Acceptable', '<h1>406 Not Acceptable</h1><p>Your request was blocked.</p><p>Request ID: 2f8a9c1e0b7d4</p>') }),
    fixed('varnish-403', 'www.bergbahnen-info.example.ch', 'blocked', 'Varnish "Error 403 Forbidden — Guru Meditation" page', T,
      { status: 403, headers: { server: 'Varnish', 'x-varnish': '718233901' }, body: bare('403 Forbidden', '<h1>Error 403 Forbidden</h1><p>Forbidden</p><h3>Guru Meditation:</h3><p>XID: 718233901</p><hr><p>Varnish cache server</p>') }),
    fixed('radware-captcha', 'www.travelfares.example.in', 'blocked', 'Radware Bot Manager (ShieldSquare) captcha page served with 200', T,
      { body: bare('Radware Captcha Page', '<div class="container"><h1>We apologize for the inconvenience...</h1><p>...but your activity and behavior on this site made us think that you are a bot.</p><p>Please solve this CAPTCHA in helping us understand your behavior to grant access.</p><div class="g-recaptcha" data-sitekey="6Lc..."></div><p class="incident">Incident ID: 7a1d-93c4-0e21-ssq</p><p>You reached this page when trying to access https://www.travelfares.example.in/ from 203.0.113.54 on November 23 2026.</p><p>Powered by Radware Bot Manager</p></div>', '<script src="https://www.google.com/recaptcha/api.js"></script>') }),
    fixed('reblaze-js', 'www.lottery-results.example.co.il', 'blocked', 'Reblaze JavaScript challenge: empty page with rbzns seed script and no content', T,
      { headers: { server: 'Reblaze Secure Web Gateway', 'set-cookie': 'rbzid=dGVzdA==; path=/; HttpOnly' }, body: '<html><head><meta charset="utf-8"><meta http-equiv="Pragma" content="no-cache"><script>window.rbzns={bereshit: "1", seed: "n0Qm8b3xJ5zq+Wc1rAkd==", storage: "3", fiftyeight: "28"}; winsocks(true);</script><script src="/rbz/challenge.js?v=4"></script></head><body></body></html>' }),
    fixed('netacea-403', 'www.ticket-hub.example.co.uk', 'blocked', 'Netacea-style 403 "Are you a human?" hCaptcha page with x-netacea-captcha header', T,
      { status: 403, headers: { 'x-netacea-captcha': '1', 'set-cookie': '_mitata=abc; path=/' }, body: bare('Are you a human?', '<main><h1>Are you a human?</h1><p>We have detected unusual activity from your device. To continue to Ticket Hub, please complete the challenge below.</p><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div><p class="small">Protected by Netacea</p></main>', '<script src="https://js.hcaptcha.com/1/api.js" async defer></script>') }),
    handler('queueit-302', 'www.concert-tickets.example.com', 'blocked', 'Queue-it waiting room: 302 to a *.queue-it.net queue page', T,
      redirect((o) => `${o('concerttickets.queue-it.net')}/?c=concerttickets&e=tour2026&t=${encodeURIComponent(o('www.concert-tickets.example.com') + '/events/tour-2026')}&cid=en-GB`, 302), '/events/tour-2026'),
    target('queueit-t', 'concerttickets.queue-it.net', '/', respond({ body: bare('Queue-it', '<div id="MainPart"><h1>You are now in line.</h1><p>Thank you for your patience. When it is your turn, you will have 10 minutes to enter the website.</p><div class="progress"><span id="MainPart_pProgressbarBox_Holder_Larger">Your estimated wait time is: more than an hour</span></div><p>Number of users in line ahead of you: 18,432</p><p>Status last updated: 04:12:33</p></div>') })),
    fixed('akamai-428', 'www.airline-deals.example.com', 'blocked', 'Akamai Bot Manager crypto challenge (428, sec-if-cpt, "Please wait while we verify")', T,
      { status: 428, headers: { 'sec-if-cpt': 'challenge', server: 'AkamaiGHost', 'set-cookie': '_abck=~-1~; path=/' }, body: bare('Access Check', '<div id="sec-overlay"><div id="sec-text-container"><p>Please wait while we verify your request…</p></div><div id="sec-cpt-if"><iframe src="/_sec/cp_challenge/verify?x=1"></iframe></div></div>', '<script src="/_sec/cp_challenge/ak-challenge-4-3.js"></script>') }),
    fixed('akamai-200-sensor', 'www.sneakers-outlet.example.com', 'blocked', 'Akamai bm-verify interstitial served with 200: only a "Powered and protected by Akamai" JS check', T,
      { headers: { server: 'AkamaiGHost' }, body: bare('', '<noscript><p>Please enable JavaScript to view the page content.</p></noscript><div>Powered and protected by <a href="https://www.akamai.com">Akamai</a></div>', '<script>var bmvt="1732330000";(function(){var i=document.createElement("input");i.name="bm-verify";i.value="AAQAAAAJ_____...";})();</script><script src="/akam/13/pixel_5b8c9d2"></script>') }),
    fixed('cf-turnstile-200', 'www.indieforum.example.net', 'blocked', 'custom page with a Cloudflare Turnstile widget: "Verify you are human to continue" (200)', T,
      { body: bare('Security check – Indie Forum', '<main class="center"><h1>One more step</h1><p>Verify you are human to continue to Indie Forum.</p><div class="cf-turnstile" data-sitekey="0x4AAAAAAAB7x9Yz2Q" data-callback="onOk"></div><p class="muted">This helps us keep spam bots away.</p></main>', '<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>') }),
    fixed('cf-1020', 'www.recipes-daily.example.com', 'blocked', 'Cloudflare "Error 1020 — Access denied" (403)', T,
      { status: 403, headers: { server: 'cloudflare', 'cf-ray': '8e3f2a1b9c7d4e5f-FRA' }, body: bare('Access denied | www.recipes-daily.example.com used Cloudflare to restrict access', '<div id="cf-wrapper"><div id="cf-error-details"><h1><span class="cf-error-type">Error</span> <span class="cf-error-code">1020</span></h1><h2 class="cf-subheadline">Access denied</h2><h2>What happened?</h2><p>This website is using a security service to protect itself from online attacks.</p><p>Cloudflare Ray ID: <strong>8e3f2a1b9c7d4e5f</strong> • Your IP: 203.0.113.54 • Performance &amp; security by Cloudflare</p></div></div>') }),
    fixed('cf-1015', 'www.crypto-prices.example.io', 'blocked', 'Cloudflare "Error 1015 — You are being rate limited" (429)', T,
      { status: 429, headers: { server: 'cloudflare', 'retry-after': '3600' }, body: bare('Access denied | www.crypto-prices.example.io used Cloudflare to restrict access', '<div id="cf-error-details"><h1>Error 1015</h1><h2>You are being rate limited</h2><p>The owner of this website (www.crypto-prices.example.io) has banned you temporarily from accessing this website.</p><p>Cloudflare Ray ID: 8e3f2a1b9c7d4e60</p></div>') }),
    fixed('cf-522', 'www.smalltown-herald.example.com', 'blocked', 'Cloudflare 522 "Connection timed out" on every request (persistent 5xx)', T,
      { status: 522, headers: { server: 'cloudflare' }, body: bare('www.smalltown-herald.example.com | 522: Connection timed out', '<div id="cf-error-details"><h1>Connection timed out <span>Error code 522</span></h1><p>Visit cloudflare.com for more information.</p><p>Browser: Working · Cloudflare: Working · Host: Error</p><h2>What happened?</h2><p>The initial connection between Cloudflare\'s network and the origin web server timed out.</p></div>') }),
    fixed('sucuri-403', 'www.wp-tutorials.example.com', 'blocked', 'Sucuri Website Firewall "Access Denied" (403)', T,
      { status: 403, headers: { server: 'Sucuri/Cloudproxy', 'x-sucuri-id': '18012', 'x-sucuri-block': 'BOT04' }, body: bare('Sucuri WebSite Firewall - Access Denied', '<div id="main-container"><h1>Access Denied - Sucuri Website Firewall</h1><p>If you are the site owner (or you manage this site), please whitelist your IP or if you think this block is an error please open a support ticket.</p><table><tr><td>Block reason:</td><td>Access from your Country was disabled by the administrator.</td></tr><tr><td>Block ID:</td><td>GEO01</td></tr></table></div>') }),
    fixed('imperva-403', 'www.insurance-quotes.example.com', 'blocked', 'Imperva "Request unsuccessful. Incapsula incident ID" (403)', T,
      { status: 403, headers: { 'x-iinfo': '9-12345678-0 0NNN RT(1732330000 0) q(0 -1 -1 -1) r(0 -1)', 'x-cdn': 'Imperva' }, body: '<html style="height:100%"><head><meta name="ROBOTS" content="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=24&xinfo=9-12345678-0&incident_id=123000450012345678-987654321&edet=15" frameborder=0 width="100%" height="100%">Request unsuccessful. Incapsula incident ID: 123000450012345678-987654321</iframe></body></html>' }),
    fixed('barracuda', 'portal.city-services.example.gov', 'blocked', 'Barracuda WAF block page (200)', T,
      { body: bare('Request Blocked', '<h2>The requested URL was blocked</h2><p>Your request was blocked by the Barracuda Web Application Firewall. If you believe this is an error, contact the site administrator and quote the event ID below.</p><p>Event ID: BWAF-20261123-000481</p>') }),
    fixed('fortiguard', 'www.gaming-news.example.net', 'blocked', 'FortiGuard "Web Page Blocked!" (403)', T,
      { status: 403, body: bare('Web Filter Violation', '<h1>Web Page Blocked!</h1><p>The page you have requested has been blocked, because the URL is banned.</p><p>URL: www.gaming-news.example.net/news/</p><p>Category: Games</p><p>Client IP: 10.1.4.77 · Server IP: 198.51.100.20 · User name: · Group name:</p><p>Powered by FortiGuard.</p>') }),
    fixed('azure-frontdoor', 'www.energy-utility.example.com', 'blocked', 'Azure Front Door WAF 403 "The request is blocked."', T,
      { status: 403, headers: { 'x-azure-ref': '20261123T041233Z-17c7b9f8d6lqw2bhC1FRA' }, body: bare('The request is blocked.', '<div style="margin:20px"><h2>The request is blocked.</h2><p>20261123T041233Z-17c7b9f8d6lqw2bhC1FRA</p></div>') }),
    fixed('aws-waf-405', 'www.online-pharmacy.example.com', 'blocked', 'AWS WAF CAPTCHA action (405) "Let\'s confirm you are human"', T,
      { status: 405, headers: { 'x-amzn-waf-action': 'captcha' }, body: bare('Human Verification', '<div id="captcha-container"><h1>Let\'s confirm you are human</h1><p>Complete the security check before continuing. This step verifies that you are not a bot, which helps to protect your account and prevent spam.</p><button>Begin</button></div>', '<script src="https://b5d3a1.edge.sdk.awswaf.com/b5d3a1/captcha.js" defer></script>') }),
    fixed('geetest-zh', 'www.shangpin-news.example.cn', 'blocked', 'Chinese slider-captcha page (GeeTest-style) "请完成安全验证" (200)', '深圳地铁新线开通',
      { body: '<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>安全验证</title><script src="https://static.geetest.com/v4/gt4.js"></script></head><body><div class="verify-wrap"><h2>请完成安全验证</h2><p>为了保障您的访问安全，请拖动下方滑块完成拼图。</p><div id="captcha"></div><p class="tip">访问过于频繁，请稍后再试</p></div></body></html>' }),
    fixed('yandex-smartcaptcha', 'www.kino-afisha.example.ru', 'blocked', 'Russian "Подтвердите, что запросы отправляли вы, а не робот" captcha page (200)', 'Премьеры недели в кинотеатрах Москвы',
      { body: '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Ой!</title><script src="https://smartcaptcha.yandexcloud.net/captcha.js" defer></script></head><body><div class="CheckboxCaptcha"><h1>Подтвердите, что запросы отправляли вы, а не робот</h1><p>Нам очень жаль, но запросы с вашего устройства похожи на автоматические.</p><div class="smart-captcha" data-sitekey="ysc1_abc"></div><p>Я не робот</p></div></body></html>' }),
    fixed('tencent-waf', 'www.youxi-zixun.example.com.cn', 'blocked', 'Chinese cloud WAF 403 "您的访问请求可能对网站造成安全威胁，已被云防护拦截"', '新游戏上线首周下载量破千万',
      { status: 403, body: '<!DOCTYPE html><html><head><meta charset="utf-8"><title>403 Forbidden</title></head><body><div class="content"><h2>很抱歉，您的访问请求可能对网站造成安全威胁，已被云防护拦截。</h2><p>事件ID：b9f3e2a1c4d5</p><p>如果您是网站管理员，请登录控制台查看详情。</p></div></body></html>' }),
    fixed('naver-abnormal', 'news.seoul-ilbo.example.kr', 'blocked', 'Korean "비정상적인 접근이 감지되었습니다" (abnormal access detected) 403', '서울시, 한강 수상버스 운항 시작',
      { status: 403, body: '<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>접근 제한</title></head><body><div class="error"><h1>비정상적인 접근이 감지되었습니다.</h1><p>자동화된 프로그램을 이용한 접근은 제한됩니다. 잠시 후 다시 시도해 주세요.</p></div></body></html>' }),
    fixed('bitninja', 'www.family-dentist.example.hu', 'blocked', 'BitNinja "Your IP has been flagged" captcha page (503)', 'Fogfehérítés: mire figyeljünk?',
      { status: 503, body: bare('Security check by BitNinja.IO', '<div class="bn-box"><h1>Security check by BitNinja.IO</h1><p>Your IP (203.0.113.54) has been flagged for potential security violations. Please click the button below to prove you are human and continue.</p><button>I\'m a human</button><p>Browser ID: 41ad0c</p></div>') }),
    handler('dpg-consent', 'www.nieuwsblad-oost.example.nl', 'blocked', 'DPG-style consent wall: 303 to a myprivacy.* consent host', 'Enschede krijgt nieuw stadion voor FC Twente',
      redirect((o) => `${o('myprivacy.dpg-like.example.net')}/consent?siteKey=Uqxf9TXhjmaG4pbQ&callbackUrl=${encodeURIComponent(o('www.nieuwsblad-oost.example.nl') + '/privacy-wall/accept?redirectUri=/sport/stadion')}`, 303), '/sport/stadion'),
    target('dpg-consent-t', 'myprivacy.dpg-like.example.net', '/consent', respond({ body: shell({ lang: 'nl', site: 'DPG Media Privacy Gate', title: 'DPG Media Privacy Gate', main: '<h1>Jouw privacy</h1><p>Wij en onze partners gebruiken cookies en vergelijkbare technologieën om je een persoonlijke ervaring te bieden. Klik op ‘Akkoord’ om verder te gaan naar de website, of kies ‘Instellingen’ om je voorkeuren aan te passen.</p><button>Akkoord</button> <button>Instellingen</button>' }) })),
    fixed('sourcepoint-de', 'www.rheinpost-online.example.de', 'blocked', 'German 200 consent interstitial with no article ("Bevor Sie fortfahren — Wir benötigen Ihre Zustimmung")', 'Kölner Dom: Sanierung des Nordturms beginnt',
      { body: shell({ lang: 'de', site: 'Rheinpost', title: 'Rheinpost – Zustimmung', main: '<div class="sp_message_container"><h1>Bevor Sie fortfahren</h1><h2>Wir benötigen Ihre Zustimmung</h2><p>Wir und unsere 214 Partner speichern und/oder greifen auf Informationen auf Ihrem Gerät zu, z. B. auf Cookies. Mit Klick auf „Zustimmen“ willigen Sie ein. Sie können Ihre Einwilligung jederzeit widerrufen.</p><button class="sp_choice_type_11">Zustimmen</button> <button class="sp_choice_type_12">Einstellungen</button></div>', head: '<script src="https://cdn.privacy-mgmt.com/unified/wrapperMessagingWithoutDetection.js"></script>' }) }),
    handler('fr-consent-redirect', 'www.ouest-matin.example.fr', 'blocked', 'French cookie wall: 302 to /consentement?redirect=… on the same site, page asks to accept cookies', 'Rennes : le métro ligne b fête ses deux ans',
      redirect((o) => `${o('www.ouest-matin.example.fr')}/consentement?redirect=%2Frennes%2Fmetro-ligne-b`, 302), '/rennes/metro-ligne-b'),
    target('fr-consent-t', 'www.ouest-matin.example.fr', '/consentement', respond({ body: shell({ lang: 'fr', site: 'Ouest Matin', title: 'Vos choix concernant les cookies – Ouest Matin', main: '<h1>Vos choix concernant les cookies</h1><p>Pour continuer à lire Ouest Matin, vous devez accepter le dépôt de cookies par nos partenaires et nous. Vous pouvez modifier vos choix à tout moment depuis le lien « Gérer les cookies ».</p><button>Accepter et continuer</button> <button>Paramétrer</button>' }) })),
    fixed('gdpr-us-geo', 'www.prairie-gazette.example.com', 'blocked', 'US local paper geo-blocking EU visitors: "not available in your country" (200)', T,
      { body: bare('Prairie Gazette', '<div class="geo-block"><h1>Sorry, this website is not available in your country.</h1><p>We are engaged on the issue and committed to looking at options that support our full range of digital offerings to the EU market. We continue to identify technical compliance solutions that will provide all readers with our award-winning journalism.</p></div>') }),
    fixed('ja-geo-403', 'www.anime-haishin.example.jp', 'blocked', 'Japanese geo-restriction 403 "お客様の国・地域からはご利用いただけません"', '新作アニメ、来月から配信開始',
      { status: 403, body: '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>ご利用いただけません</title></head><body><h1>申し訳ございません</h1><p>このサービスは、お客様の国・地域からはご利用いただけません。</p></body></html>' }),
    fixed('rkn-block', 'www.forbidden-news.example.org', 'blocked', 'Russian ISP block page "Доступ к ресурсу ограничен" (government block)', T,
      { body: '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Доступ ограничен</title></head><body><h1>Доступ к запрашиваемому ресурсу ограничен</h1><p>Доступ к ресурсу ограничен на основании Федерального закона от 27.07.2006 № 149-ФЗ «Об информации, информационных технологиях и о защите информации».</p><p>Проверить ограничение можно в Едином реестре.</p></body></html>' }),
    fixed('es-maintenance-200', 'www.canarias-actualidad.example.es', 'blocked', 'Spanish maintenance page served with 200 ("Estamos realizando tareas de mantenimiento")', 'El Teide registra récord de visitantes',
      { body: bare('Canarias Actualidad – En mantenimiento', '<div class="maintenance"><img src="/logo.svg" alt=""><h1>Volvemos enseguida</h1><p>Estamos realizando tareas de mantenimiento programado en nuestra web. Disculpa las molestias; vuelve a intentarlo en unos minutos.</p></div>') }),
    fixed('wp-maint-503', 'www.quiltersguild.example.org', 'blocked', 'WordPress "Briefly unavailable for scheduled maintenance" 503 with Retry-After: 600', T,
      { status: 503, headers: { 'retry-after': '600' }, body: '<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width"><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Maintenance</title></head><body><p>Briefly unavailable for scheduled maintenance. Check back in a minute.</p></body></html>' }),
    fixed('drupal-500', 'www.county-library.example.gov', 'blocked', 'Drupal "The website encountered an unexpected error" 500 on every request', T,
      { status: 500, body: shell({ lang: 'en', site: 'County Library', title: 'Error | County Library', main: '<h1>Error</h1><p>The website encountered an unexpected error. Please try again later.</p>' }) }),
    fixed('pl-too-many-conn', 'www.forum-wedkarskie.example.pl', 'blocked', 'Polish forum showing a MySQL "Too many connections" error with 200', 'Jak łowić sandacza jesienią',
      { body: '<html><head><meta charset="utf-8"><title>Błąd bazy danych</title></head><body><h1>Błąd połączenia z bazą danych</h1><p>SQLSTATE[HY000] [1040] Too many connections</p><p>Przepraszamy, serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.</p></body></html>' }),
    fixed('aspnet-ysod', 'www.council-planning.example.gov.au', 'blocked', 'ASP.NET "Server Error in \'/\' Application" runtime error, 500 on every request', T,
      { status: 500, body: '<html><head><title>Runtime Error</title><style>body{font-family:Verdana;background:white}</style></head><body><h1>Server Error in \'/\' Application.<hr width=100% size=1 color=silver></h1><h2><i>Runtime Error</i></h2><b>Description:</b> An application error occurred on the server. The current custom error settings for this application prevent the details of the application error from being viewed remotely (for security reasons).</body></html>' }),
    fixed('nginx-502', 'www.alpine-weather.example.at', 'blocked', 'nginx 502 Bad Gateway on every request (persistent 5xx)', T,
      { status: 502, body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.24.0</center></body></html>' }),
    fixed('gateway-504', 'www.harbourcity-news.example.co.nz', 'blocked', '504 Gateway Time-out on every request (persistent 5xx)', T,
      { status: 504, body: '<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center></body></html>' }),
    fixed('429-ja', 'www.hokkaido-shimbun-web.example.jp', 'blocked', 'Japanese 429 with Retry-After: 3600 ("アクセスが集中しています")', '札幌の積雪、観測史上最多に',
      { status: 429, headers: { 'retry-after': '3600' }, body: '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>429 Too Many Requests</title></head><body><h1>アクセスが集中しています</h1><p>短時間に多数のリクエストを受け付けたため、一時的にアクセスを制限しています。しばらく時間をおいてから再度アクセスしてください。</p></body></html>' }),
    fixed('basic-401-ru', 'stage.kazan-portal.example.ru', 'blocked', 'staging server Basic-auth 401 (Russian text) — not a paywall', 'Казань: новый парк на набережной',
      { status: 401, headers: { 'www-authenticate': 'Basic realm="Staging kazan-portal"' }, body: '<html><head><title>401 Authorization Required</title></head><body><center><h1>401 Authorization Required</h1></center><hr><center>nginx</center></body></html>' }),
    fixed('400-cookie-too-large', 'www.bigretail.example.com', 'blocked', 'nginx 400 "Request Header Or Cookie Too Large" (other 4xx)', T,
      { status: 400, body: '<html><head><title>400 Request Header Or Cookie Too Large</title></head><body><center><h1>400 Bad Request</h1></center><center>Request Header Or Cookie Too Large</center><hr><center>nginx</center></body></html>' }),
    fixed('iis-403', 'www.state-archives.example.gov', 'blocked', 'IIS "403 - Forbidden: Access is denied." page', T,
      { status: 403, headers: { server: 'Microsoft-IIS/10.0' }, body: '<!DOCTYPE html><html><head><meta charset="utf-8"><title>403 - Forbidden: Access is denied.</title></head><body><div id="header"><h1>Server Error</h1></div><div id="content"><fieldset><h2>403 - Forbidden: Access is denied.</h2><h3>You do not have permission to view this directory or page using the credentials that you supplied.</h3></fieldset></div></body></html>' }),
    fixed('wallarm-403', 'api-docs.fintech.example.com', 'blocked', 'Wallarm-protected site 403 with a short "Request blocked" page', T,
      { status: 403, headers: { server: 'nginx-wallarm' }, body: bare('403 Forbidden', '<h1>Request blocked</h1><p>Your request has been blocked by the security policy of this website. Support ID: 7cb2a1f0e3</p>') }),
  );
  return e;
}

// =============================================================================================
// mismatch — live pages that are not the cited source (soft 404s, empty searches, takedowns,
// redirects to home/section/unrelated pages, unrelated live pages)

function mismatchEntries(): Entry[] {
  const e: Entry[] = [];
  const sidebarEn = linkList('Popular now', ['Council votes to extend bike lanes', 'High school robotics team heads to nationals', 'Water main break closes Elm Street', 'New bakery opens downtown', 'Library expands Sunday hours', 'Storm damage: what to do next']);
  e.push(
    fixed('next-404-200', 'www.productblog.example.io', 'mismatch', 'Next.js soft 404 served with 200: "404 | This page could not be found."', 'Introducing offline sync for the mobile app',
      { body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>404: This page could not be found</title><meta name="next-head-count" content="3"><link rel="preload" href="/_next/static/css/9b1c.css" as="style"></head><body><div id="__next"><div style="font-family:system-ui;height:100vh;text-align:center;display:flex;flex-direction:column;align-items:center;justify-content:center"><div><h1 class="next-error-h1" style="display:inline-block;margin:0 20px 0 0;padding-right:23px;font-size:24px;font-weight:500;vertical-align:top;line-height:49px">404</h1><div style="display:inline-block"><h2 style="font-size:14px;font-weight:400;line-height:49px;margin:0">This page could not be found.</h2></div></div></div></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"statusCode":404}},"page":"/_error","query":{},"buildId":"Zk3q9","isFallback":false,"gip":true,"scriptLoader":[]}</script></body></html>` }, '/blog/offline-sync'),
    fixed('nuxt-404-200', 'www.reiseblog-alpen.example.de', 'mismatch', 'Nuxt soft 404 (200) "Seite nicht gefunden" with header, nav and footer', 'Wandern am Königssee: die schönsten Touren',
      { body: shell({ lang: 'de', site: 'Reiseblog Alpen', title: 'Seite nicht gefunden | Reiseblog Alpen', main: '<div class="error-page"><h1>Seite nicht gefunden</h1><p>Die angeforderte Seite existiert leider nicht (mehr). Vielleicht hilft dir die Suche weiter oder du schaust dir unsere neuesten Touren an.</p><a href="/" class="btn">Zur Startseite</a></div><script>window.__NUXT__={layout:"default",error:{statusCode:404,message:"Page not found"},serverRendered:true}</script>', sidebar: linkList('Neueste Touren', ['Watzmann-Überschreitung in zwei Tagen', 'Hüttentour im Karwendel', 'Klettersteig am Dachstein', 'Winterwandern im Allgäu']), cookie: true }) }, '/touren/koenigssee'),
    fixed('gatsby-404-200', 'www.designsystem-notes.example.com', 'mismatch', 'Gatsby-style 200 page "NOT FOUND — You just hit a route that doesn\'t exist... the sadness."', 'Designing accessible focus states',
      { body: shell({ lang: 'en', site: 'Design System Notes', title: '404: Not found | Design System Notes', main: '<h1>NOT FOUND</h1><p>You just hit a route that doesn&#39;t exist... the sadness.</p>' }) }, '/posts/accessible-focus-states'),
    fixed('squarespace-404', 'www.ceramics-studio.example.com', 'mismatch', 'Squarespace-style soft 404 (200) "We couldn\'t find the page you were looking for"', 'Glaze recipes for cone 6 oxidation',
      { body: shell({ lang: 'en', site: 'Clay & Kiln Studio', title: 'Page Not Found — Clay & Kiln Studio', main: '<div class="sqs-block-content"><h1>We couldn’t find the page you were looking for.</h1><p>This is either because:</p><ul><li>There is an error in the URL entered into your web browser. Please check the URL and try again.</li><li>The page you are looking for has been moved or deleted.</li></ul><p>You can return to our homepage by <a href="/">clicking here</a>, or you can try searching for the content you are seeking by <a href="/search">clicking here</a>.</p></div>' }) }, '/blog/cone-6-glazes'),
    fixed('wix-404', 'www.yoga-retreats.example.com', 'mismatch', 'Wix-style soft 404 (200) "This page isn\'t available. Sorry about that."', 'Ten-day silent retreat in Portugal',
      { body: shell({ lang: 'en', site: 'Sunrise Yoga Retreats', title: 'Page Not Found | Sunrise Yoga Retreats', main: '<section><h1>This page isn’t available.</h1><p>Sorry about that.</p><p>Try going back to the homepage.</p><a href="/">Go to Homepage</a></section>' }) }, '/retreats/portugal-silent'),
    fixed('wp-nothing-found', 'www.birdwatch-diary.example.org', 'mismatch', 'WordPress soft 404 (200) "Nothing Found — It seems we can\'t find what you\'re looking for." with sidebar', 'Spotting the red kite in mid-Wales',
      { body: shell({ lang: 'en', site: 'Birdwatch Diary', title: 'Nothing Found – Birdwatch Diary', main: '<section class="no-results not-found"><header class="page-header"><h1 class="page-title">Nothing Found</h1></header><div class="page-content"><p>It seems we can’t find what you’re looking for. Perhaps searching can help.</p><form role="search"><input type="search" name="s"><button>Search</button></form></div></section>', sidebar: linkList('Recent Posts', ['Autumn migration at Spurn Point', 'A week on Skomer with the puffins', 'Why are swifts arriving later?', 'Best binoculars under £200', 'Night walks for owls']) + linkList('Archives', ['October 2025', 'September 2025', 'August 2025']) }) }, '/2023/04/red-kite-mid-wales/'),
    fixed('fr-search-empty', 'www.cuisine-facile.example.fr', 'mismatch', 'French empty search page: "Aucun résultat pour « blanquette de veau à l’ancienne »"', 'Blanquette de veau à l’ancienne',
      { body: shell({ lang: 'fr', site: 'Cuisine Facile', title: 'Recherche : blanquette de veau à l’ancienne – Cuisine Facile', main: '<h1>Résultats de recherche</h1><p class="search-summary">Aucun résultat pour « blanquette de veau à l’ancienne ».</p><p>Vérifiez l’orthographe ou essayez avec d’autres mots-clés.</p>', sidebar: linkList('Recettes populaires', ['Quiche lorraine', 'Gratin dauphinois', 'Tarte Tatin', 'Bœuf bourguignon']) }) }, '/recherche'),
    fixed('ja-search-zero', 'www.ryouri-recipe.example.jp', 'mismatch', 'Japanese empty search page "「肉じゃが 圧力鍋」の検索結果 0件"', '圧力鍋で作る肉じゃが',
      { body: shell({ lang: 'ja', site: 'りょうりレシピ', title: '「肉じゃが 圧力鍋」の検索結果 | りょうりレシピ', main: '<h1>「肉じゃが 圧力鍋」の検索結果</h1><p class="count">0件</p><p>該当するレシピが見つかりませんでした。キーワードを変えて検索してください。</p>', sidebar: linkList('人気のレシピ', ['基本のカレーライス', '鶏の唐揚げ', '豚の生姜焼き', 'だし巻き卵']) }) }, '/search'),
    fixed('de-removed', 'www.stadtanzeiger-nord.example.de', 'mismatch', 'German takedown notice (200): "Dieser Artikel ist nicht mehr verfügbar" after a legal complaint', 'Bauunternehmer wegen Betrugs angeklagt',
      { body: shell({ lang: 'de', site: 'Stadtanzeiger Nord', title: 'Artikel nicht verfügbar | Stadtanzeiger Nord', main: '<div class="notice"><h1>Dieser Artikel ist nicht mehr verfügbar</h1><p>Der Beitrag wurde aus rechtlichen Gründen entfernt. Wir bitten um Verständnis.</p><p><a href="/">Zur Startseite</a></p></div>', sidebar: linkList('Meistgelesen', ['Neue Buslinie ab Montag', 'Stadtfest: Das ist das Programm', 'Hallenbad bleibt geschlossen']) }) }, '/lokales/bauunternehmer-betrug'),
    fixed('video-terminated', 'www.videotube-like.example.com', 'mismatch', 'video page: "This video is no longer available because the account associated with this video has been terminated."', 'How to rebuild a carburettor (full walkthrough)',
      { body: shell({ lang: 'en', site: 'VideoTube', title: 'VideoTube', main: '<div class="player-unavailable"><h1>Video unavailable</h1><p>This video is no longer available because the VideoTube account associated with this video has been terminated.</p></div>', sidebar: linkList('Up next', ['Top 10 engine sounds', 'Rebuilding a lawn mower engine', 'Classic car auction highlights']) }) }, '/watch'),
    fixed('post-deleted-x', 'x-like.example.com', 'mismatch', 'social post page: "Hmm...this page doesn\'t exist. Try searching for something else." (200)', 'Mayor announces snow day for all city schools',
      { body: shell({ lang: 'en', site: 'X', title: 'Page not found / X', main: '<div data-testid="error-detail"><span>Hmm...this page doesn’t exist. Try searching for something else.</span><a href="/explore">Search</a></div>' }) }, '/cityofmaple/status/1733210987654321098'),
    handler('ru-home-redirect', 'www.ural-novosti.example.ru', 'mismatch', 'old article URL 301-redirects to the Russian home page', 'Екатеринбург: строительство метро возобновят',
      redirect((o) => `${o('www.ural-novosti.example.ru')}/`), '/news/2019/metro-stroitelstvo'),
    target('ru-home-t', 'www.ural-novosti.example.ru', '/', respond({ body: shell({ lang: 'ru', site: 'Уральские новости', title: 'Уральские новости — главные новости Екатеринбурга и области', main: linkList('Главное', ['В Екатеринбурге открыли новый парк', 'Цены на бензин выросли на 2%', 'Уральские учёные создали новый сплав', 'Прогноз погоды на выходные', 'Автомобиль', 'Концерт на Плотинке']) + linkList('Экономика', ['Завод запускает новую линию', 'Ипотека: что изменится']), ads: true }) })),
    handler('de-section-redirect', 'www.wirtschaftsblatt-sued.example.de', 'mismatch', 'article URL 302-redirects to the "Wirtschaft" section front', 'Bosch streicht 1.200 Stellen in Stuttgart',
      redirect((o) => `${o('www.wirtschaftsblatt-sued.example.de')}/wirtschaft/`, 302), '/wirtschaft/bosch-stellenabbau-stuttgart-a-88213'),
    target('de-section-t', 'www.wirtschaftsblatt-sued.example.de', '/wirtschaft/', respond({ body: shell({ lang: 'de', site: 'Wirtschaftsblatt Süd', title: 'Wirtschaft – Nachrichten und Analysen | Wirtschaftsblatt Süd', main: '<h1>Wirtschaft</h1>' + linkList('Aktuell', ['Inflation sinkt auf 2,1 Prozent', 'Mittelstand klagt über Bürokratie', 'Daimler Truck mit Rekordumsatz', 'Energiepreise: Was Verbraucher wissen müssen', 'Ifo-Index steigt leicht']), ads: true }) })),
    handler('old-to-new-unrelated', 'www.healthline-news.example.com', 'mismatch', 'old article URL 301-redirects to a different, unrelated article', 'Study links coffee to lower risk of liver disease',
      redirect((o) => `${o('www.healthline-news.example.com')}/2025/sleep-apps-review`), '/2016/coffee-liver-disease-study'),
    target('old-to-new-t', 'www.healthline-news.example.com', '/2025/sleep-apps-review', serveArticle(article({ site: 'Healthline News', lang: 'en', title: 'We tested 9 sleep apps. Here are the three worth paying for', author: 'Chloe Martin', date: '2025-04-10T08:00:00Z', paras: [
      'Sleep apps promise better nights through soundscapes, breathing exercises and smart alarms. We used nine of them for two weeks each.',
      'The best overall was the one with the simplest features: a wind-down routine and a gentle alarm. Tracking features were the least accurate.',
      'None of the apps replaced basic habits: a regular bedtime, a dark room and less caffeine late in the day.',
    ] }))),
    page('ko-unrelated', 'www.daegu-times.example.kr', 'mismatch', 'live Korean article about a completely different subject than the cited title', {
      site: '대구타임스', lang: 'ko', title: '대구 치맥 페스티벌, 올해 관람객 100만 명 돌파', author: '박지훈', date: '2025-07-20T09:00:00+09:00',
      paras: [
        '대구 치맥 페스티벌이 올해 처음으로 관람객 100만 명을 넘어섰다. 축제는 닷새 동안 두류공원 일대에서 열렸다.',
        '주최 측은 외국인 관람객도 지난해보다 두 배 늘었다고 밝혔다.',
        '내년 축제는 7월 셋째 주에 열릴 예정이다.',
      ],
    }, { cite: '부산항 신항, 자동화 부두 2단계 개장' }),
    page('domain-resold', 'www.techtinkerer-blog.example.com', 'mismatch', 'the cited tech blog\'s domain now hosts an unrelated casino-bonus page', {
      site: 'Top Casino Bonuses 2026', lang: 'en', title: 'Best online casino bonuses of 2026 — compared', author: null, date: '2026-01-02T00:00:00Z', template: 'plain',
      paras: [
        'Looking for the biggest welcome bonus? We compared 40 online casinos on wagering requirements, payout speed and game selection.',
        'Our top pick offers a 200% match up to $1,000 plus 50 free spins. Always read the terms before you deposit.',
        'Gamble responsibly. 18+ only.',
      ],
    }, { cite: 'Building a Raspberry Pi weather station with a BME280 sensor', path: '/2019/03/raspberry-pi-weather-station/' }),
    fixed('zh-gbk-soft404', 'www.nanfang-xinwen.example.com.cn', 'mismatch', 'Chinese GBK soft 404 (200) "您访问的页面不存在" with link lists', '广州地铁十号线全线通车',
      { charset: 'gbk', body: shell({ lang: 'zh', site: '南方新闻网', charset: 'gbk', title: '页面不存在 - 南方新闻网', main: '<div class="err"><h1>抱歉，您访问的页面不存在或已被删除</h1><p>系统将在5秒后自动跳转到首页。</p><a href="/">返回首页</a></div>', sidebar: linkList('热点新闻', ['广州今年将新增公园二十个', '深圳房价连续三月下降', '珠海航展开幕', '广东高考分数线公布']) }) }, '/gz/2024/10/metro-line10.html'),
    fixed('ar-soft404', 'www.akhbar-alyoum.example.eg', 'mismatch', 'Arabic soft 404 (200) "عذراً، الصفحة التي تبحث عنها غير موجودة"', 'افتتاح المتحف المصري الكبير رسمياً',
      { body: shell({ lang: 'ar', site: 'أخبار اليوم', title: 'الصفحة غير موجودة - أخبار اليوم', main: '<div class="not-found"><h1>عذراً، الصفحة التي تبحث عنها غير موجودة</h1><p>ربما تم نقل الصفحة أو حذفها. يمكنك العودة إلى الصفحة الرئيسية.</p><a href="/">الصفحة الرئيسية</a></div>', sidebar: linkList('الأكثر قراءة', ['ارتفاع أسعار الذهب', 'نتائج الدوري المصري', 'حالة الطقس غداً']) }) }, '/news/grand-egyptian-museum'),
    fixed('pt-soft404', 'www.folha-do-norte.example.com.br', 'mismatch', 'Brazilian soft 404 (200) "Ops! Página não encontrada" with a long sidebar', 'Belém se prepara para receber a COP30',
      { body: shell({ lang: 'pt', site: 'Folha do Norte', title: 'Página não encontrada | Folha do Norte', main: '<div class="erro-404"><h1>Ops! Página não encontrada</h1><p>O conteúdo que você procura pode ter sido removido, ter mudado de nome ou estar temporariamente indisponível.</p><a href="/">Voltar para a página inicial</a></div>', sidebar: linkList('Mais lidas', ['Chuvas causam alagamentos em Manaus', 'Preço do açaí dispara na entressafra', 'Paysandu vence clássico', 'Novo hospital é inaugurado em Santarém', 'Festival de Parintins bate recorde de público', 'Governo anuncia obras na BR-163']), ads: true }) }, '/para/belem-cop30'),
    fixed('it-soft404', 'www.cronaca-toscana.example.it', 'mismatch', 'Italian soft 404 (200) "Pagina non trovata"', 'Firenze, riapre il Corridoio Vasariano',
      { body: shell({ lang: 'it', site: 'Cronaca Toscana', title: 'Pagina non trovata - Cronaca Toscana', main: '<h1>Pagina non trovata</h1><p>Siamo spiacenti, la pagina che stai cercando non esiste o è stata spostata.</p><p><a href="/">Torna alla home</a></p>', cookie: true }) }, '/firenze/corridoio-vasariano'),
    fixed('vi-soft404', 'www.baomoi-hanoi.example.vn', 'mismatch', 'Vietnamese soft 404 (200) "Trang bạn tìm kiếm không tồn tại"', 'Hà Nội khởi công cầu Trần Hưng Đạo',
      { body: shell({ lang: 'vi', site: 'Báo Hà Nội Mới', title: 'Không tìm thấy trang - Báo Hà Nội Mới', main: '<h1>Rất tiếc! Trang bạn tìm kiếm không tồn tại.</h1><p>Đường dẫn có thể đã bị thay đổi hoặc bài viết đã bị gỡ bỏ.</p><a href="/">Về trang chủ</a>', sidebar: linkList('Tin mới', ['Giá xăng giảm nhẹ', 'Hà Nội mở thêm tuyến buýt điện', 'Thời tiết cuối tuần']) }) }, '/xa-hoi/cau-tran-hung-dao'),
    handler('meta-refresh-home', 'www.evening-post-archive.example.co.uk', 'mismatch', 'page that meta-refreshes to the home page (a removed story), home page served there', 'Pier fire: arson suspected, police say',
      (_req, res) => write(res, { body: '<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=/"><title>Redirecting…</title></head><body><p>Redirecting to <a href="/">the home page</a>…</p></body></html>' }), '/news/2012/pier-fire-arson'),
    target('meta-refresh-home-t', 'www.evening-post-archive.example.co.uk', '/', respond({ body: shell({ lang: 'en', site: 'Evening Post', title: 'Evening Post – News, sport and what\'s on', main: linkList('Top stories', ['Seafront regeneration plan unveiled', 'Hospital parking charges to rise', 'Town hall clock restored', 'Football: Rovers win derby']) + linkList('What\'s on', ['Comedy festival line-up', 'Farmers market returns']), ads: true }) })),
    fixed('th-soft404', 'www.thai-travel-guide.example.co.th', 'mismatch', 'Thai soft 404 (200) "ไม่พบหน้าที่คุณต้องการ"', 'เที่ยวเกาะกูดหน้าฝน',
      { body: shell({ lang: 'th', site: 'ไทยเที่ยวไกด์', title: 'ไม่พบหน้า - ไทยเที่ยวไกด์', main: '<h1>ขออภัย ไม่พบหน้าที่คุณต้องการ</h1><p>หน้านี้อาจถูกลบหรือย้ายไปแล้ว</p><a href="/">กลับหน้าแรก</a>' }) }, '/trat/koh-kood-rainy-season'),
  );
  return e;
}

// =============================================================================================
// invalid — definitive answers: 404/410, NXDOMAIN, malformed, unsafe, binary junk

function invalidEntries(): Entry[] {
  const e: Entry[] = [];
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x48, 0x00, 0x48, 0x00, 0x00]), Buffer.from(Array.from({ length: 6000 }, (_, i) => (i * 131 + 17) % 256)), Buffer.from([0xff, 0xd9])]);
  const zip = Buffer.concat([Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000', 'latin1'), Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 197 + 3) % 256))]);
  e.push(
    fixed('next-404', 'www.saas-changelog.example.io', 'invalid', 'Next.js custom 404 page with status 404', 'Release 4.2: audit logs',
      { status: 404, body: shell({ lang: 'en', site: 'Changelog', title: '404 – Page not found', main: '<h1>404</h1><p>We can’t find that page.</p><a href="/">Back to changelog</a>' }) }, '/releases/4-2-audit-logs'),
    fixed('de-410', 'www.gemeinde-info.example.de', 'invalid', 'German 410 Gone "Dieser Inhalt wurde dauerhaft entfernt"', 'Bekanntmachung: Sperrung der Hauptstraße',
      { status: 410, body: shell({ lang: 'de', site: 'Gemeinde Info', title: '410 – Inhalt entfernt', main: '<h1>Dieser Inhalt wurde dauerhaft entfernt</h1><p>Die Bekanntmachung ist abgelaufen und nicht mehr verfügbar.</p>' }) }, '/bekanntmachungen/2021/sperrung-hauptstrasse'),
    fixed('nginx-404', 'files.mirror-site.example.net', 'invalid', 'bare nginx 404', 'Release notes for version 3.1',
      { status: 404, body: '<html><head><title>404 Not Found</title></head><body><center><h1>404 Not Found</h1></center><hr><center>nginx</center></body></html>' }, '/pub/docs/release-notes-3.1.html'),
    fixed('ja-404', 'www.tokyo-event-navi.example.jp', 'invalid', 'Japanese full-layout 404 page with status 404', '東京湾大華火祭、今年の開催日決定',
      { status: 404, body: shell({ lang: 'ja', site: '東京イベントナビ', title: 'ページが見つかりません | 東京イベントナビ', main: '<h1>お探しのページは見つかりませんでした</h1><p>URLが間違っているか、ページが削除された可能性があります。</p>', sidebar: linkList('人気のイベント', ['隅田川花火大会', '東京マラソン', '神田祭']) }) }, '/event/hanabi-2025'),
    fixed('gzip-404', 'www.fashionmag.example.com', 'invalid', '404 with a gzip-compressed body', 'Spring trends: the return of the trench coat',
      { status: 404, encoding: 'gzip', body: shell({ lang: 'en', site: 'FashionMag', title: 'Page not found | FashionMag', main: '<h1>Page not found</h1><p>The page you requested could not be found.</p>' }) }, '/trends/trench-coat'),
    fixed('ru-404-1251', 'www.sibir-inform.example.ru', 'invalid', 'Russian 404 in windows-1251', 'Новосибирск: новый мост через Обь',
      { status: 404, charset: 'windows-1251', body: shell({ lang: 'ru', site: 'Сибирь-Информ', charset: 'windows-1251', title: 'Страница не найдена', main: '<h1>Ошибка 404</h1><p>Запрашиваемая страница не найдена.</p>' }) }, '/news/most-cherez-ob'),
    fixed('api-410-json', 'api.opendata-city.example.org', 'invalid', '410 Gone with a JSON body from an API endpoint', 'Bus stop dataset 2019',
      { status: 410, type: 'application/json', body: '{"error":"gone","message":"This dataset has been retired and is no longer available."}' }, '/v1/datasets/bus-stops-2019'),
    handler('chain-404', 'www.uni-news.example.edu', 'invalid', '301 to a new path that answers 404', 'Professor wins national teaching award',
      redirect((o) => `${o('news.uni-news.example.edu')}/stories/2018/teaching-award`), '/news/2018/teaching-award'),
    target('chain-404-t', 'news.uni-news.example.edu', '/stories/2018/teaching-award', respond({ status: 404, body: shell({ lang: 'en', site: 'University News', title: 'Not Found', main: '<h1>Not Found</h1><p>The requested URL was not found on this server.</p>' }) })),
    handler('nxdomain', 'www.oldstartup.example.com', 'invalid', 'redirect to a host that does not exist (NXDOMAIN, .invalid TLD)', 'Our seed round, explained',
      redirect('http://blog.oldstartup-defunct.invalid/seed-round', 301), '/blog/seed-round'),
    handler('file-scheme', 'www.sketchy-redirects.example.net', 'invalid', 'redirect to a file:// URL (unsafe scheme)', 'Company annual report 2023',
      redirect('file:///etc/passwd', 302), '/annual-report-2023'),
    handler('redirect-172', 'www.intranet-leak.example.com', 'invalid', 'redirect to a private 172.16/12 address (unsafe)', 'Quarterly results Q3',
      redirect('http://172.20.14.3/reports/q3.html', 302), '/reports/q3'),
    handler('redirect-ula6', 'www.ipv6-redirect.example.org', 'invalid', 'redirect to an IPv6 unique-local address fd00::/8 (unsafe)', 'Network upgrade notice',
      redirect('http://[fd12:3456:789a::1]/notice', 302), '/notice'),
    { id: 'malformed-space', host: 'bad host.example', path: '/article', expected: 'invalid', reason: 'malformed URL: a space in the host name', context: { title: 'Any article' }, handle: respond({ body: 'never served' }) },
    { id: 'malformed-bracket', host: '[news.example', path: '/story', expected: 'invalid', reason: 'malformed URL: an unclosed IPv6 bracket in the host', context: { title: 'Any story' }, handle: respond({ body: 'never served' }) },
    fixed('jpeg-as-html', 'www.photo-gallery.example.com', 'invalid', 'JPEG bytes served as text/html (binary junk)', 'Sunset over the harbour',
      { body: jpeg, type: 'text/html; charset=UTF-8' }, '/gallery/sunset-harbour'),
    fixed('zip-as-html', 'downloads.softco.example.com', 'invalid', 'ZIP archive bytes served as text/html (binary junk)', 'Installation guide',
      { body: zip, type: 'text/html' }, '/guide'),
  );
  return e;
}

export function blind4Cases(): CorpusCase[] {
  return toCases('blind4', [...validEntries(), ...validEntries2(), ...validEntries3(), ...paywalledEntries(), ...blockedEntries(), ...mismatchEntries(), ...invalidEntries()]);
}

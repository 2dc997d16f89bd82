/**
 * Helpers of the edge set edges2 (see edges2.ts): neutral filler prose in some twenty languages (so a
 * near miss carries an article's weight of text that says nothing about walls or notices), an article
 * page, a notice page inside full site chrome, and small response helpers for HTTP borders. The kit
 * knows nothing about statuses; the labels live in the set files.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CitationStatus } from '../../activities/classify/classify';
import type { QuoteCheck } from './corpus';
import { article, entry, esc, shell, write, linkList, type ArticleOpts, type Entry, type Send, urlOf } from './blindkit';

/** Three neutral paragraphs per language (a city's transport, a museum, a research project). */
export const FILL: Record<string, string[]> = {
  en: [
    'The regional transport authority said the new timetable adds twelve evening departures on the coastal line and shortens the wait at the interchange by about four minutes, after a year of surveys among commuters and shift workers.',
    'Planners expect the change to move roughly 3,400 extra trips a week onto trains, although the authority conceded that platform works at two stations will continue until the spring and that buses will replace some services on Sundays.',
    'Local councillors welcomed the plan but asked for clearer information at stops, noting that older passengers still rely on printed timetables and that the previous change had been announced only a week before it took effect.',
  ],
  de: [
    'Der Verkehrsverbund teilte mit, dass der neue Fahrplan zwölf zusätzliche Abendfahrten auf der Küstenlinie vorsieht und die Wartezeit am Umsteigeknoten um etwa vier Minuten verkürzt, nachdem ein Jahr lang Pendler befragt worden waren.',
    'Die Planer rechnen damit, dass pro Woche rund 3.400 zusätzliche Fahrten auf die Schiene verlagert werden, räumten aber ein, dass Bauarbeiten an zwei Bahnhöfen bis zum Frühjahr andauern und sonntags teilweise Busse fahren.',
    'Die Gemeinderäte begrüßten den Plan, forderten aber bessere Informationen an den Haltestellen, weil ältere Fahrgäste weiterhin gedruckte Fahrpläne nutzen und die letzte Änderung nur eine Woche vorher angekündigt worden war.',
  ],
  fr: [
    "L'autorité régionale des transports indique que la nouvelle grille ajoute douze départs en soirée sur la ligne côtière et réduit d'environ quatre minutes l'attente au pôle d'échanges, après une année d'enquêtes auprès des usagers.",
    "Les services prévoient que quelque 3 400 trajets hebdomadaires supplémentaires se reporteront sur le train, tout en reconnaissant que les travaux dans deux gares se poursuivront jusqu'au printemps et que des cars remplaceront certains trains le dimanche.",
    "Les élus locaux ont salué le projet mais réclament une meilleure information aux arrêts, rappelant que les voyageurs âgés consultent encore les horaires imprimés et que le précédent changement n'avait été annoncé qu'une semaine à l'avance.",
  ],
  es: [
    'El consorcio regional de transportes explicó que el nuevo horario añade doce salidas nocturnas en la línea de la costa y reduce en unos cuatro minutos la espera en el intercambiador, tras un año de encuestas a los viajeros.',
    'Los técnicos calculan que unos 3.400 viajes semanales adicionales pasarán al tren, aunque el consorcio admitió que las obras en dos estaciones seguirán hasta la primavera y que los domingos algunos servicios se harán en autobús.',
    'Los concejales celebraron el plan, pero pidieron información más clara en las paradas, porque los viajeros mayores siguen usando horarios impresos y el cambio anterior se anunció apenas una semana antes.',
  ],
  it: [
    "L'agenzia regionale dei trasporti ha spiegato che il nuovo orario aggiunge dodici corse serali sulla linea costiera e riduce di circa quattro minuti l'attesa al nodo di interscambio, dopo un anno di sondaggi tra i pendolari.",
    "I tecnici stimano che circa 3.400 viaggi in più alla settimana passeranno al treno, anche se l'agenzia ha ammesso che i lavori in due stazioni proseguiranno fino alla primavera e che la domenica alcune corse saranno sostituite da autobus.",
    'I consiglieri comunali hanno accolto il piano ma chiedono informazioni più chiare alle fermate, perché i passeggeri anziani usano ancora gli orari stampati e la modifica precedente era stata annunciata solo una settimana prima.',
  ],
  nl: [
    'De regionale vervoersautoriteit meldt dat de nieuwe dienstregeling twaalf extra avondritten op de kustlijn toevoegt en de wachttijd op het overstapstation met ongeveer vier minuten verkort, na een jaar van enquêtes onder forenzen.',
    'Planners verwachten dat zo’n 3.400 extra ritten per week naar de trein verschuiven, al erkent de autoriteit dat werkzaamheden op twee stations tot het voorjaar duren en dat op zondag bussen een deel van de treinen vervangen.',
    'Gemeenteraadsleden verwelkomden het plan, maar vroegen om duidelijkere informatie bij haltes, omdat oudere reizigers nog gedrukte dienstregelingen gebruiken en de vorige wijziging pas een week vooraf werd aangekondigd.',
  ],
  pl: [
    'Regionalny zarząd transportu poinformował, że nowy rozkład dodaje dwanaście wieczornych kursów na linii nadmorskiej i skraca oczekiwanie na węźle przesiadkowym o około cztery minuty, po roku ankiet wśród dojeżdżających.',
    'Planiści spodziewają się, że około 3400 dodatkowych przejazdów tygodniowo przeniesie się na kolej, choć zarząd przyznał, że prace na dwóch stacjach potrwają do wiosny, a w niedziele część kursów obsłużą autobusy.',
    'Radni przyjęli plan z zadowoleniem, ale domagają się lepszej informacji na przystankach, bo starsi pasażerowie wciąż korzystają z drukowanych rozkładów, a poprzednią zmianę ogłoszono zaledwie tydzień wcześniej.',
  ],
  pt: [
    'A autoridade regional de transportes informou que o novo horário acrescenta doze partidas noturnas na linha do litoral e reduz em cerca de quatro minutos a espera no terminal de integração, depois de um ano de inquéritos aos passageiros.',
    'Os técnicos estimam que cerca de 3.400 viagens semanais adicionais passem para o comboio, embora a autoridade admita que as obras em duas estações continuarão até à primavera e que aos domingos alguns serviços serão feitos de autocarro.',
    'Os vereadores saudaram o plano, mas pediram informação mais clara nas paragens, lembrando que os passageiros mais velhos ainda usam horários impressos e que a alteração anterior foi anunciada apenas uma semana antes.',
  ],
  ru: [
    'Региональное транспортное управление сообщило, что новое расписание добавляет двенадцать вечерних рейсов на прибрежной линии и сокращает ожидание на пересадочном узле примерно на четыре минуты после года опросов пассажиров.',
    'Планировщики ожидают, что около 3400 дополнительных поездок в неделю перейдут на поезда, хотя управление признало, что работы на двух станциях продлятся до весны, а по воскресеньям часть рейсов заменят автобусы.',
    'Депутаты городского совета поддержали план, но попросили более понятной информации на остановках: пожилые пассажиры по-прежнему пользуются печатными расписаниями, а прошлое изменение объявили всего за неделю.',
  ],
  uk: [
    'Регіональне транспортне управління повідомило, що новий розклад додає дванадцять вечірніх рейсів на прибережній лінії та скорочує очікування на пересадковому вузлі приблизно на чотири хвилини після року опитувань пасажирів.',
    'Планувальники очікують, що близько 3400 додаткових поїздок на тиждень перейдуть на потяги, хоча управління визнало, що роботи на двох станціях триватимуть до весни, а в неділю частину рейсів замінять автобуси.',
    'Депутати міської ради підтримали план, але попросили зрозумілішої інформації на зупинках, адже літні пасажири досі користуються друкованими розкладами, а попередню зміну оголосили лише за тиждень.',
  ],
  cs: [
    'Regionální dopravní úřad uvedl, že nový jízdní řád přidává dvanáct večerních spojů na pobřežní trati a zkracuje čekání na přestupním uzlu asi o čtyři minuty, a to po roce průzkumů mezi dojíždějícími.',
    'Plánovači očekávají, že se na železnici přesune zhruba 3 400 cest týdně navíc, úřad však přiznal, že práce na dvou stanicích potrvají do jara a že v neděli část spojů nahradí autobusy.',
    'Zastupitelé plán uvítali, ale žádají srozumitelnější informace na zastávkách, protože starší cestující stále používají tištěné jízdní řády a předchozí změna byla oznámena jen týden předem.',
  ],
  tr: [
    'Bölgesel ulaşım idaresi, yeni tarifenin sahil hattına on iki akşam seferi eklediğini ve aktarma merkezindeki bekleme süresini yaklaşık dört dakika kısalttığını, bir yıl süren yolcu anketlerinin ardından açıkladı.',
    'Planlamacılar haftada yaklaşık 3.400 ek yolculuğun trene kaymasını bekliyor; ancak idare, iki istasyondaki çalışmaların bahara kadar süreceğini ve pazar günleri bazı seferlerin otobüsle yapılacağını kabul etti.',
    'Belediye meclis üyeleri planı memnuniyetle karşıladı, ancak yaşlı yolcuların hâlâ basılı tarifeleri kullandığını ve önceki değişikliğin yalnızca bir hafta önceden duyurulduğunu hatırlatarak duraklarda daha açık bilgi istedi.',
  ],
  el: [
    'Η περιφερειακή αρχή συγκοινωνιών ανακοίνωσε ότι το νέο πρόγραμμα προσθέτει δώδεκα βραδινά δρομολόγια στην παραλιακή γραμμή και μειώνει την αναμονή στον κόμβο μετεπιβίβασης κατά περίπου τέσσερα λεπτά, μετά από έναν χρόνο ερευνών στους επιβάτες.',
    'Οι σχεδιαστές εκτιμούν ότι περίπου 3.400 επιπλέον διαδρομές την εβδομάδα θα μεταφερθούν στο τρένο, αν και η αρχή παραδέχθηκε ότι τα έργα σε δύο σταθμούς θα συνεχιστούν ως την άνοιξη.',
    'Οι δημοτικοί σύμβουλοι χαιρέτισαν το σχέδιο, αλλά ζήτησαν σαφέστερη ενημέρωση στις στάσεις, επειδή οι ηλικιωμένοι επιβάτες χρησιμοποιούν ακόμη έντυπα δρομολόγια.',
  ],
  ja: [
    '県の交通局は、新しいダイヤで海岸線に夜間の便を十二本増やし、乗り換え駅での待ち時間を約四分短縮すると発表した。一年にわたり通勤客や交代勤務の人々を対象に調査を行ったうえでの見直しだという。',
    '担当者は、週におよそ三千四百回の移動が鉄道に移ると見込んでいる。一方で、二つの駅で続く工事は春まで終わらず、日曜日の一部の便はバスによる代行輸送になることも認めた。',
    '市議会の議員らは計画を歓迎しつつも、高齢の利用者が今も紙の時刻表に頼っていることや、前回の変更がわずか一週間前に告知されたことを挙げ、停留所での分かりやすい案内を求めた。',
  ],
  zh: [
    '省交通运输局表示，新的时刻表在沿海线路上增加了十二班夜间列车，并将换乘枢纽的等候时间缩短约四分钟。这一调整是在对通勤者和轮班工人进行了一年的调查之后作出的。',
    '规划人员预计，每周约有三千四百人次的出行将转向铁路。不过交通局也承认，两座车站的施工将持续到明年春天，周日部分班次将由公交车代替。',
    '市议员对该计划表示欢迎，但要求在站点提供更清楚的信息，因为年长乘客仍依赖纸质时刻表，而上一次调整只提前一周公布。',
  ],
  ko: [
    '도 교통국은 새 시간표가 해안선에 저녁 열차 열두 편을 추가하고 환승역의 대기 시간을 약 4분 줄인다고 밝혔다. 통근자와 교대 근무자를 대상으로 1년간 설문 조사를 한 뒤 마련한 개편안이다.',
    '담당자들은 매주 약 3,400회의 이동이 철도로 옮겨 갈 것으로 예상했다. 다만 두 역의 공사는 봄까지 이어지고 일요일 일부 운행은 버스로 대체된다고 교통국은 인정했다.',
    '시의원들은 계획을 환영하면서도 고령 승객이 여전히 종이 시간표를 이용하고 지난번 변경이 불과 일주일 전에 공지됐다며 정류장 안내를 더 분명히 해 달라고 요구했다.',
  ],
  ar: [
    'أعلنت هيئة النقل الإقليمية أن الجدول الجديد يضيف اثنتي عشرة رحلة مسائية على الخط الساحلي ويقلص الانتظار في محطة التبادل بنحو أربع دقائق، بعد عام من استطلاعات آراء الركاب.',
    'ويتوقع المخططون أن تنتقل نحو 3400 رحلة إضافية أسبوعياً إلى القطار، رغم أن الهيئة أقرت بأن الأعمال في محطتين ستستمر حتى الربيع وأن الحافلات ستحل محل بعض الرحلات يوم الأحد.',
    'ورحب أعضاء المجلس البلدي بالخطة، لكنهم طالبوا بمعلومات أوضح في المحطات، لأن الركاب المسنين ما زالوا يعتمدون على الجداول المطبوعة.',
  ],
  he: [
    'רשות התחבורה האזורית הודיעה כי מערכת השעות החדשה מוסיפה שתים עשרה יציאות ערב בקו החוף ומקצרת את ההמתנה בתחנת המעבר בכארבע דקות, לאחר שנה של סקרים בקרב נוסעים.',
    'המתכננים צופים כי כ־3,400 נסיעות נוספות בשבוע יעברו לרכבת, אף שהרשות הודתה כי העבודות בשתי תחנות יימשכו עד האביב וכי בימי ראשון אוטובוסים יחליפו חלק מהשירותים.',
    'חברי מועצת העיר בירכו על התוכנית, אך ביקשו מידע ברור יותר בתחנות, משום שנוסעים מבוגרים עדיין נעזרים בלוחות זמנים מודפסים.',
  ],
  sv: [
    'Den regionala trafikmyndigheten meddelar att den nya tidtabellen lägger till tolv kvällsavgångar på kustlinjen och förkortar väntan vid bytespunkten med ungefär fyra minuter, efter ett år av enkäter bland pendlare.',
    'Planerarna räknar med att omkring 3 400 extra resor i veckan flyttar över till tåget, även om myndigheten medger att arbetena vid två stationer pågår till våren och att bussar ersätter vissa tåg på söndagar.',
    'Kommunpolitikerna välkomnade planen men vill ha tydligare information vid hållplatserna, eftersom äldre resenärer fortfarande använder tryckta tidtabeller.',
  ],
  fi: [
    'Alueellinen liikenneviranomainen kertoo, että uusi aikataulu lisää rantaradalle kaksitoista iltavuoroa ja lyhentää odotusta vaihtoasemalla noin neljällä minuutilla vuoden kestäneiden matkustajakyselyjen jälkeen.',
    'Suunnittelijat arvioivat, että noin 3 400 lisämatkaa viikossa siirtyy junaan, vaikka viranomainen myöntää kahden aseman töiden jatkuvan kevääseen ja busseja ajettavan osan junien sijaan sunnuntaisin.',
    'Kaupunginvaltuutetut pitivät suunnitelmaa hyvänä mutta toivoivat selkeämpää tiedotusta pysäkeillä, koska iäkkäät matkustajat käyttävät yhä painettuja aikatauluja.',
  ],
  hu: [
    'A regionális közlekedési hatóság közölte, hogy az új menetrend tizenkét esti járatot ad a parti vonalhoz, és mintegy négy perccel rövidíti a várakozást az átszállási csomópontban, egy évnyi utasfelmérés után.',
    'A tervezők szerint hetente nagyjából 3400 további utazás kerül át a vasútra, bár a hatóság elismerte, hogy két állomáson tavaszig tartanak a munkálatok, vasárnaponként pedig egyes járatokat busz pótol.',
    'A képviselők üdvözölték a tervet, de világosabb tájékoztatást kértek a megállókban, mert az idősebb utasok még mindig nyomtatott menetrendet használnak.',
  ],
  ro: [
    'Autoritatea regională de transport a anunțat că noul orar adaugă douăsprezece curse de seară pe linia de coastă și reduce așteptarea în nodul de transfer cu aproximativ patru minute, după un an de sondaje printre navetiști.',
    'Planificatorii se așteaptă ca aproximativ 3.400 de călătorii suplimentare pe săptămână să treacă pe tren, deși autoritatea a recunoscut că lucrările din două stații vor continua până în primăvară.',
    'Consilierii locali au salutat planul, dar au cerut informații mai clare în stații, deoarece pasagerii în vârstă folosesc încă orare tipărite.',
  ],
  vi: [
    'Cơ quan giao thông khu vực cho biết lịch chạy mới bổ sung mười hai chuyến tối trên tuyến ven biển và rút ngắn thời gian chờ tại ga trung chuyển khoảng bốn phút, sau một năm khảo sát hành khách.',
    'Các nhà quy hoạch dự kiến khoảng 3.400 chuyến đi mỗi tuần sẽ chuyển sang tàu hỏa, dù cơ quan này thừa nhận công trình tại hai nhà ga sẽ kéo dài đến mùa xuân.',
    'Các đại biểu hội đồng thành phố hoan nghênh kế hoạch nhưng đề nghị thông tin rõ ràng hơn tại các điểm dừng, vì hành khách lớn tuổi vẫn dùng lịch in sẵn.',
  ],
  id: [
    'Otoritas transportasi daerah menyatakan jadwal baru menambah dua belas keberangkatan malam di jalur pesisir dan memangkas waktu tunggu di stasiun transit sekitar empat menit, setelah setahun survei terhadap penumpang.',
    'Para perencana memperkirakan sekitar 3.400 perjalanan tambahan per minggu akan beralih ke kereta, meski otoritas mengakui pekerjaan di dua stasiun berlanjut hingga musim semi.',
    'Anggota dewan kota menyambut rencana itu, tetapi meminta informasi yang lebih jelas di halte karena penumpang lanjut usia masih memakai jadwal cetak.',
  ],
  th: [
    'หน่วยงานขนส่งระดับภูมิภาคระบุว่าตารางเดินรถใหม่เพิ่มเที่ยวรถช่วงค่ำสิบสองเที่ยวบนเส้นทางริมชายฝั่ง และลดเวลารอที่สถานีเปลี่ยนขบวนลงราวสี่นาที หลังจากสำรวจความเห็นผู้โดยสารมาหนึ่งปี',
    'ผู้วางแผนคาดว่าการเดินทางเพิ่มเติมราว 3,400 เที่ยวต่อสัปดาห์จะย้ายมาใช้รถไฟ แม้หน่วยงานจะยอมรับว่างานก่อสร้างที่สองสถานีจะดำเนินไปจนถึงฤดูใบไม้ผลิ',
    'สมาชิกสภาเมืองยินดีกับแผนนี้ แต่ขอให้มีข้อมูลที่ชัดเจนขึ้นที่ป้ายรถ เพราะผู้โดยสารสูงอายุยังใช้ตารางเวลาแบบพิมพ์',
  ],
};

const SITES: Record<string, string> = {
  en: 'Harbour Courier', de: 'Kurier am Fluss', fr: 'Le Journal du Littoral', es: 'Diario de la Costa', it: 'Gazzetta del Porto', nl: 'Kustkrant',
  pl: 'Gazeta Nadmorska', pt: 'Jornal do Litoral', ru: 'Береговой вестник', uk: 'Прибережний вісник', cs: 'Pobřežní listy', tr: 'Sahil Postası',
  el: 'Παράκτια Νέα', ja: '湾岸新報', zh: '海岸日报', ko: '해안일보', ar: 'صحيفة الساحل', he: 'חדשות החוף', sv: 'Kustposten', fi: 'Rannikon Sanomat',
  hu: 'Parti Hírlap', ro: 'Gazeta Litoralului', vi: 'Báo Duyên Hải', id: 'Kabar Pesisir', th: 'ข่าวชายฝั่ง',
};
export const siteOf = (lang: string) => SITES[lang] ?? SITES.en!;

export type Q = [present: string, absent: string];

/** An article page: the given paragraphs, then the language's filler prose. */
export function artPage(lang: string, title: string, paras: string[], x: Partial<ArticleOpts> & { fill?: number } = {}): (url: string) => string {
  const fill = (FILL[lang] ?? FILL.en!).slice(0, x.fill ?? 3);
  return article({
    site: siteOf(lang), lang, title, author: x.author === undefined ? 'Mara Lindqvist' : x.author, date: x.date === undefined ? '2025-03-14T09:30:00Z' : x.date,
    section: x.section, paras: [...paras, ...fill], ...x,
  });
}

/** A near miss: a whole article that must keep its status (usually `valid`), with a present and an absent quote. */
export function near(id: string, host: string, lang: string, title: string, paras: string[], reason: string, q: Q | null, x: Partial<ArticleOpts> & { fill?: number; send?: Omit<Send, 'body'>; expected?: CitationStatus; path?: string } = {}): Entry {
  const page = artPage(lang, title, paras, x);
  const quotes: QuoteCheck[] = q ? [{ quote: q[0], present: true }, { quote: q[1], present: false }] : [];
  return entry(id, host, x.expected ?? 'valid', reason, (req, res, web) => write(res, { charset: x.charset, ...(x.send ?? {}), body: page(urlOf(req, web)) }), {
    path: x.path, context: { title, ...(q ? { quotes: [...q] } : {}) }, ...(quotes.length ? { quotes } : {}),
  });
}

/** A notice / wall page inside full site chrome (header, nav, search, footer). */
export function noticeHtml(lang: string, title: string, main: string, x: { head?: string; sidebar?: string; cookie?: boolean; charset?: string; bodyClass?: string } = {}): string {
  return shell({ lang, site: siteOf(lang), title, main, ...x });
}

/** A far hit: a notice page (or any body) with its label. */
export function far(id: string, host: string, expected: CitationStatus, reason: string, title: string, body: string | Buffer, x: Omit<Send, 'body'> & { path?: string; claim?: string } = {}): Entry {
  const { path, claim, ...send } = x;
  return entry(id, host, expected, reason, (_req, res) => write(res, { ...send, body }), {
    path, context: { title, ...(claim ? { claims: [claim], quotes: [claim] } : {}) }, ...(claim ? { quotes: [{ quote: claim, present: false }] } : {}),
  });
}

/** A handler that answers differently on the n-th request of this path (1-based), e.g. 503 then 200. */
export function sequence(steps: ((req: IncomingMessage, res: ServerResponse, web: { origin(h: string): string }) => void)[]) {
  let n = 0;
  return (req: IncomingMessage, res: ServerResponse, web: { origin(h: string): string; port: number }) => {
    const step = steps[Math.min(n, steps.length - 1)]!;
    n++;
    step(req, res, web);
  };
}

export const related = (lang: string, items: string[]) => linkList(lang === 'en' ? 'Most read' : '…', items);
export { esc };

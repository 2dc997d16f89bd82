/**
 * Page templates and texts for blind13 (see blind13.ts for what was read and how it was labelled).
 * Own markup styles, not blindkit's article()/shell(): a Brightspot-like newsroom, a table-built
 * legacy portal (the usual shape of Asian and Eastern European regional sites in legacy
 * charsets), an IndieWeb/Hugo blog (h-entry, rel=author), an RDFa page, a microdata page, a
 * repository/journal page (Dublin Core + citation_*), a wiki page, and a bare "wall" chrome.
 * All prose written for this set.
 */
import { esc } from './blindkit';

export type Topic = {
  key: string;
  lang: string;
  site: string;
  title: string;
  author: string;
  date: string; // YYYY-MM-DD
  section: string;
  paras: string[];
  /** A sentence a citing report would make from the page. */
  claim: string;
  /** A verbatim quote, as the page prints it. */
  quote: string;
  /** A near miss: reads like the page, but the page does not say it. */
  absent: string;
};

export const TOPICS: Record<string, Topic> = {
  en: {
    key: 'en', lang: 'en', site: 'Coastline Courier', title: 'Harbour town rebuilds its seawall with recycled concrete', author: 'Margaret O’Donnell', date: '2024-03-12', section: 'Environment',
    paras: [
      'Engineers in Port Avelin have finished the first 400 metres of a new seawall built almost entirely from crushed concrete recovered from the town’s demolished ferry terminal — a project the council says cost €2.3 million less than a conventional design.',
      '“We didn’t want to ship rubble inland and then ship quarried stone back out,” said the harbour master, Colm Rafferty. “Everything that was the old terminal is now keeping the sea out of the high street.”',
      'The wall is made of interlocking blocks, each weighing about 1.8 tonnes, cast on site in moulds borrowed from a Dutch contractor. Divers checked the foundations in January after two winter storms and found no measurable settlement.',
      'Not everyone is convinced. A group of residents living on Quay Lane argues that the wall’s curved crest — designed to throw waves back rather than absorb them — has made the beach in front of it narrower, and it has asked the regional environment agency for an independent survey.',
      'The second phase, another 350 metres running north towards the lifeboat station, is due to start in September and will reuse concrete from a car park that the town is replacing with a small park.',
    ],
    claim: 'Port Avelin built its new seawall from crushed concrete of its demolished ferry terminal, saving €2.3 million.',
    quote: 'Everything that was the old terminal is now keeping the sea out of the high street.',
    absent: 'Everything that was the old terminal is now keeping the river out of the high street.',
  },
  de: {
    key: 'de', lang: 'de', site: 'Rheinischer Anzeiger', title: 'Stadtwerke testen Wärmepumpen im Altbau', author: 'Jürgen Weißmüller', date: '2023-11-05', section: 'Wirtschaft',
    paras: [
      'In zwölf Mehrfamilienhäusern aus den Fünfzigerjahren haben die Stadtwerke Grevenbroich seit dem vergangenen Winter Luft-Wasser-Wärmepumpen eingebaut – ohne die Fassaden vorher zu dämmen. Die Messwerte der ersten Heizperiode überraschen selbst die Planer.',
      '„Wir haben mit einer Jahresarbeitszahl von knapp 2,5 gerechnet, gemessen haben wir im Mittel 3,1“, sagt Projektleiterin Dr. Sabine Kröger. Entscheidend sei gewesen, die Heizkörper in den kältesten Räumen gegen größere Modelle zu tauschen.',
      'Die Mieter zahlen nach Angaben der Stadtwerke im Schnitt 14 Prozent weniger für Wärme als mit den alten Gaskesseln. Die Umrüstung kostete pro Wohnung rund 11.800 Euro, von denen etwa die Hälfte durch Fördermittel gedeckt war.',
      'Kritik kommt vom örtlichen Mieterverein: Die Geräte im Hof seien nachts hörbar, und in zwei Häusern habe es im Januar Ausfälle gegeben. Die Stadtwerke kündigten an, die Außeneinheiten mit Schallschutzhauben nachzurüsten.',
      'Bis 2027 sollen weitere 80 Gebäude folgen. Ob sich die Ergebnisse auf größere Wohnblöcke übertragen lassen, will die Hochschule Niederrhein in einer Begleitstudie klären.',
    ],
    claim: 'Die Wärmepumpen in ungedämmten Altbauten erreichten im Mittel eine Jahresarbeitszahl von 3,1.',
    quote: 'Wir haben mit einer Jahresarbeitszahl von knapp 2,5 gerechnet, gemessen haben wir im Mittel 3,1',
    absent: 'Wir haben mit einer Jahresarbeitszahl von knapp 3,5 gerechnet, gemessen haben wir im Mittel 4,1',
  },
  fr: {
    key: 'fr', lang: 'fr', site: 'Le Courrier du Bocage', title: 'La coopérative qui sauve les vergers normands', author: 'Héloïse Marchand', date: '2022-09-27', section: 'Territoires',
    paras: [
      'À Saint-Pierre-sur-Dives, une coopérative de quarante-deux producteurs a replanté en trois ans près de 9 000 pommiers de variétés anciennes, dont certaines n’étaient plus cultivées que dans deux ou trois jardins du pays d’Auge.',
      '« On a retrouvé la Bédan et la Fréquin rouge chez des particuliers qui ne savaient même pas ce qu’ils avaient », raconte Odile Lecornu, l’une des fondatrices. Les greffons ont été prélevés chaque hiver puis multipliés en pépinière.',
      'Le jus et le cidre sont vendus 4,50 € la bouteille sur les marchés de la région, un prix que la coopérative juge indispensable pour rémunérer le travail manuel des haies et des prés-vergers.',
      'La chambre d’agriculture observe que ces vergers hautes tiges stockent davantage de carbone que les vergers intensifs et offrent un refuge à la chouette chevêche, dont les effectifs remontent dans le secteur.',
      'La coopérative cherche désormais un second pressoir ; un financement participatif lancé en août a déjà réuni 31 000 euros.',
    ],
    claim: 'Une coopérative du pays d’Auge a replanté près de 9 000 pommiers de variétés anciennes en trois ans.',
    quote: 'On a retrouvé la Bédan et la Fréquin rouge chez des particuliers qui ne savaient même pas ce qu’ils avaient',
    absent: 'On a retrouvé la Bédan et la Reinette grise chez des particuliers qui ne savaient même pas ce qu’ils avaient',
  },
  es: {
    key: 'es', lang: 'es', site: 'Diario de la Meseta', title: 'El pueblo que volvió a sembrar trigo antiguo', author: 'Begoña Ruiz Peñalver', date: '2021-06-18', section: 'Campo',
    paras: [
      'En Villanueva del Campillo, una aldea abulense de 140 habitantes, seis agricultores han recuperado el cultivo del trigo candeal y de la escaña, dos variedades que dejaron de sembrarse en la comarca a mediados del siglo pasado.',
      '«El rendimiento es menor, pero el grano se paga casi el doble y aguanta mejor la sequía», explica Tomás Herráez, que dedica ya doce hectáreas a estas variedades.',
      'La harina se muele en un molino de piedra restaurado con ayuda de la diputación y se vende a panaderías de Ávila y de Madrid, donde el pan de escaña se ha convertido en un producto de temporada.',
      'Los técnicos del instituto agrario regional advierten de que las variedades antiguas son más sensibles a la roya, y recomiendan rotaciones largas con leguminosas.',
      'El ayuntamiento organiza cada julio una siega a mano abierta a los visitantes, que este año reunió a más de trescientas personas.',
    ],
    claim: 'Seis agricultores de Villanueva del Campillo han recuperado el trigo candeal y la escaña.',
    quote: 'El rendimiento es menor, pero el grano se paga casi el doble y aguanta mejor la sequía',
    absent: 'El rendimiento es mayor, y el grano se paga casi el doble y aguanta mejor la sequía',
  },
  ru: {
    key: 'ru', lang: 'ru', site: 'Северный вестник', title: 'Как в Вологде спасают деревянные дома', author: 'Анна Ковалёва', date: '2020-10-14', section: 'Город',
    paras: [
      'За последние четыре года волонтёры проекта «Том Сойер Фест» отреставрировали в Вологде девятнадцать деревянных домов конца XIX — начала XX века, большинство из которых ещё жилые.',
      '«Мы не делаем музей, мы возвращаем дому жизнь: люди продолжают в нём жить», — говорит координатор проекта Илья Смирнов. Работы идут с мая по сентябрь, по выходным.',
      'Наличники, карнизы и подзоры восстанавливают по старым фотографиям; часть резьбы вырезают вручную столяры из местного колледжа. Средняя стоимость материалов на один дом — около 600 тысяч рублей.',
      'Городская администрация в этом году впервые выделила проекту субсидию, но, по словам участников, её хватает лишь на краску и доски для двух домов.',
      'Следующим летом волонтёры планируют заняться домом купца Засодимского на улице Козлёнской.',
    ],
    claim: 'Волонтёры в Вологде отреставрировали девятнадцать деревянных домов за четыре года.',
    quote: 'Мы не делаем музей, мы возвращаем дому жизнь: люди продолжают в нём жить',
    absent: 'Мы делаем музей, мы возвращаем дому жизнь: люди продолжают в нём жить',
  },
  ja: {
    key: 'ja', lang: 'ja', site: '瀬戸内日報', title: '赤字ローカル線、観光列車で再生へ', author: '山田 花子', date: '2019-04-22', section: '経済',
    paras: [
      '岡山県と広島県を結ぶローカル線で、今春から運行を始めた観光列車「せとかぜ」の乗車率が平均八割を超えている。沿線自治体は赤字続きの路線を立て直す切り札として期待を寄せる。',
      '車内では地元の酒蔵が造った日本酒や、漁港で水揚げされた魚を使った弁当が提供される。運行会社の担当者は「乗ること自体を目的にしてもらえる列車にしたかった」と話す。',
      '一方で、通勤や通学に使う住民からは、観光列車の運行で普通列車の本数が減ったとの不満も出ている。会社側は秋のダイヤ改正で朝夕の便を増やす方針だ。',
      '路線の年間赤字は約十二億円にのぼり、国と県は存廃を含めた協議会を設けて議論を続けている。観光列車の収益だけで赤字を埋めるのは難しいとの見方が多い。',
      '沿線の駅では週末ごとに物産市が開かれ、列車の到着に合わせて地元の高校生が手を振って出迎えている。',
    ],
    claim: '観光列車「せとかぜ」の乗車率は平均八割を超えている。',
    quote: '乗ること自体を目的にしてもらえる列車にしたかった',
    absent: '乗ること自体を目的にしてもらえる観光バスにしたかった',
  },
  zh: {
    key: 'zh', lang: 'zh-CN', site: '江南晚报', title: '古镇老茶馆的新生意', author: '李明华', date: '2018-07-09', section: '社会',
    paras: [
      '在浙江南浔古镇，一家开了七十多年的老茶馆去年由创始人的孙女接手。她保留了木桌竹椅和老虎灶，却在二楼开出一间评弹书场，每周末的演出场场满座。',
      '“老茶客一杯茶能坐一下午，光靠卖茶撑不下去，”店主沈晓雯说，“评弹让年轻人愿意走进来，也让老人们有了新的话题。”',
      '据镇文旅办统计，今年上半年古镇接待游客约二百三十万人次，其中来茶馆听评弹的人数比去年同期增长了近三成。',
      '也有老茶客抱怨，周末人太多，找不到熟悉的座位。店里因此把一楼东侧的八张桌子留给常客，只在工作日对外开放。',
      '沈晓雯计划明年与苏州的评弹学校合作，让学员定期来茶馆登台，把这门老手艺传下去。',
    ],
    claim: '南浔古镇一家老茶馆在二楼开设评弹书场，周末演出场场满座。',
    quote: '评弹让年轻人愿意走进来，也让老人们有了新的话题。',
    absent: '评弹让游客愿意走进来，也让老人们有了新的生意。',
  },
  tw: {
    key: 'tw', lang: 'zh-TW', site: '南瀛時報', title: '台南老街百年糕餅店的第四代', author: '陳怡君', date: '2017-12-03', section: '生活',
    paras: [
      '位於台南新化老街的一家百年糕餅店，今年由第四代傳人接手經營。他沒有改動祖傳的綠豆椪配方，卻把包裝換成了在地插畫家設計的紙盒。',
      '「配方是阿公留下來的，不能動，但要讓年輕人願意買來送人，」店主林冠宇說。新包裝推出半年，網路訂單成長了三倍。',
      '老師傅每天清晨四點開始炒餡，一天只做八百顆，賣完就收。假日常見遊客排隊，店家因此改採預約取貨。',
      '新化區公所表示，老街近年陸續有年輕人返鄉開店，空屋率從十年前的兩成降到不到百分之五。',
      '林冠宇計畫明年開設糕餅體驗課，讓遊客親手包一顆綠豆椪帶回家。',
    ],
    claim: '新化老街百年糕餅店由第四代接手，新包裝推出半年網路訂單成長三倍。',
    quote: '配方是阿公留下來的，不能動，但要讓年輕人願意買來送人',
    absent: '配方是阿嬤留下來的，可以改，但要讓年輕人願意買來送人',
  },
  ko: {
    key: 'ko', lang: 'ko', site: '한빛일보', title: '전통시장에 뛰어든 청년 상인들', author: '김민준', date: '2022-02-16', section: '사회',
    paras: [
      '전주 남부시장 2층에 자리 잡은 청년몰에는 현재 서른두 개의 점포가 영업 중이다. 개장 초기 절반 가까이 문을 닫았던 것과 비교하면 눈에 띄는 변화다.',
      '수제 맥주 가게를 운영하는 박지은 씨는 "처음에는 손님보다 상인이 더 많았다"며 "야시장과 함께 주말 공연을 열면서 발길이 늘었다"고 말했다.',
      '전주시는 올해 임대료 지원 기간을 2년에서 3년으로 늘리고, 온라인 판매 교육을 새로 시작했다. 시에 따르면 청년몰 매출은 지난해보다 41퍼센트 증가했다.',
      '그러나 기존 상인들 사이에서는 주차 공간 부족과 소음 문제를 지적하는 목소리도 나온다. 상인회는 다음 달 합동 회의를 열 계획이다.',
      '시장 측은 내년 봄 3층 옥상에 작은 공연장을 만들어 지역 음악인들에게 개방할 예정이다.',
    ],
    claim: '전주 남부시장 청년몰 매출이 지난해보다 41퍼센트 증가했다.',
    quote: '야시장과 함께 주말 공연을 열면서 발길이 늘었다',
    absent: '야시장과 함께 평일 공연을 열면서 매출이 늘었다',
  },
  el: {
    key: 'el', lang: 'el', site: 'Αιγαίο Σήμερα', title: 'Το νησί που ανακυκλώνει όλο το νερό του', author: 'Ελένη Παπαδοπούλου', date: '2021-08-30', section: 'Περιβάλλον',
    paras: [
      'Στη Σίφνο λειτουργεί από την άνοιξη μονάδα επεξεργασίας λυμάτων που επιστρέφει το νερό στις καλλιέργειες του νησιού, καλύπτοντας σχεδόν το ένα τρίτο των αναγκών άρδευσης το καλοκαίρι.',
      '«Για πρώτη φορά δεν φέραμε νερό με υδροφόρα τον Αύγουστο», λέει ο δήμαρχος. Το έργο κόστισε 4,2 εκατ. ευρώ και χρηματοδοτήθηκε κυρίως από ευρωπαϊκά κονδύλια.',
      'Οι αγρότες του νησιού χρησιμοποιούν το ανακτημένο νερό για ελιές, αμπέλια και κηπευτικά, ενώ το πόσιμο νερό εξακολουθεί να προέρχεται από την αφαλάτωση.',
      'Περιβαλλοντικές οργανώσεις ζητούν τακτικούς ελέγχους ποιότητας και δημοσίευση των αποτελεσμάτων, κάτι που ο δήμος υποσχέθηκε να κάνει κάθε μήνα.',
    ],
    claim: 'Η Σίφνος καλύπτει σχεδόν το ένα τρίτο των αναγκών άρδευσης με ανακτημένο νερό.',
    quote: 'Για πρώτη φορά δεν φέραμε νερό με υδροφόρα τον Αύγουστο',
    absent: 'Για πρώτη φορά δεν φέραμε νερό με υδροφόρα τον Ιούλιο',
  },
  pl: {
    key: 'pl', lang: 'pl', site: 'Gazeta Pomorska Wieczorem', title: 'Dawna stocznia zamienia się w dzielnicę kultury', author: 'Małgorzata Wiśniewska', date: '2023-05-15', section: 'Miasto',
    paras: [
      'Na terenach dawnej stoczni w Gdańsku otwarto w sobotę trzecią halę przerobioną na centrum kultury. W budynku, w którym jeszcze dwadzieścia lat temu spawano kadłuby, działają teraz pracownie, scena i biblioteka.',
      '„Chcieliśmy zachować ślady pracy — suwnice, szyny, nawet plamy smaru na posadzce” — mówi architektka Zofia Łukaszewicz, która kierowała przebudową.',
      'Koszt inwestycji wyniósł 46 milionów złotych. Miasto zapowiada, że w ciągu pięciu lat na terenie postoczniowym zamieszka około ośmiu tysięcy osób.',
      'Dawni stoczniowcy mają mieszane uczucia: część cieszy się, że hale nie zostały zburzone, inni mówią, że z historii zakładu zostaje tylko dekoracja.',
    ],
    claim: 'W Gdańsku otwarto trzecią halę dawnej stoczni przerobioną na centrum kultury.',
    quote: 'Chcieliśmy zachować ślady pracy — suwnice, szyny, nawet plamy smaru na posadzce',
    absent: 'Chcieliśmy zachować ślady pracy — dźwigi, szyny, nawet plamy farby na posadzce',
  },
  cs: {
    key: 'cs', lang: 'cs', site: 'Brněnský deník Večer', title: 'Brněnské tramvaje dostanou nové baterie', author: 'Tomáš Dvořák', date: '2024-01-09', section: 'Doprava',
    paras: [
      'Dopravní podnik města Brna začne letos na jaře zkoušet tramvaje s trakčními bateriemi, které umožní projet úseky bez trolejového vedení. První zkušební jízdy proběhnou na nové trati do Bohunic.',
      '„Baterie vystačí zhruba na tři kilometry, což pro historické centrum úplně stačí,“ řekl technický ředitel podniku Petr Šťastný. Dobíjet se budou během jízdy pod trolejí.',
      'Úprava jedné tramvaje stojí přibližně 9 milionů korun. Pokud zkoušky dopadnou dobře, chce podnik do roku 2028 přestavět dvacet vozů.',
      'Památkáři návrh vítají, protože by z některých ulic mohly zmizet sloupy a dráty. Odbory naopak upozorňují na náklady na údržbu baterií.',
    ],
    claim: 'Brněnské tramvaje budou zkoušet baterie pro jízdu bez trolejového vedení.',
    quote: 'Baterie vystačí zhruba na tři kilometry, což pro historické centrum úplně stačí',
    absent: 'Baterie vystačí zhruba na pět kilometrů, což pro historické centrum úplně stačí',
  },
  tr: {
    key: 'tr', lang: 'tr', site: 'Ege Postası', title: 'İzmir’de zeytin hasadı rekor kırdı', author: 'Şükrü Yılmazoğlu', date: '2020-12-01', section: 'Ekonomi',
    paras: [
      'İzmir’in Ödemiş, Bayındır ve Tire ilçelerinde bu yıl zeytin hasadı geçen yıla göre yüzde 38 arttı. Üreticiler, kış aylarındaki düzenli yağışların verimi yükselttiğini söylüyor.',
      '“Otuz yıldır bu işi yapıyorum, ağaçların bu kadar dolu olduğunu hiç görmedim” diyen üretici Hüseyin Çelik, hasat için ilk kez dışarıdan işçi getirdiğini anlattı.',
      'Ancak rekolte artışı fiyatlara düşüş olarak yansıdı. Sofralık zeytinin kilogramı toptanda 18 liraya kadar geriledi, bu da küçük üreticilerin kâr marjını daralttı.',
      'Ziraat odası, üreticilerin kooperatifler aracılığıyla doğrudan ihracata yönelmesini öneriyor.',
    ],
    claim: 'İzmir’de zeytin hasadı geçen yıla göre yüzde 38 arttı.',
    quote: 'Otuz yıldır bu işi yapıyorum, ağaçların bu kadar dolu olduğunu hiç görmedim',
    absent: 'Kırk yıldır bu işi yapıyorum, ağaçların bu kadar dolu olduğunu hiç görmedim',
  },
  he: {
    key: 'he', lang: 'he', site: 'הגליל היום', title: 'הכפר שהפך את המעיין לבית ספר', author: 'נועה כהן', date: '2022-04-04', section: 'חדשות',
    paras: [
      'בכפר קטן בגליל העליון הפכו תושבים את המעיין הישן למרכז לימודי סביבה, שבו לומדים מדי שבוע כ־300 תלמידים מבתי ספר באזור.',
      '"הילדים באים לראות מעיין ויוצאים עם הבנה איך מים עוברים בסלע", אומרת המדריכה מיכל לוי. המרכז פועל בעיקר בזכות מתנדבים.',
      'המועצה האזורית הקצתה השנה 180 אלף שקלים לשיפוץ השבילים ולהתקנת שלטים, ורשות הטבע והגנים מלווה את הפרויקט.',
      'חלק מהתושבים חוששים מעומס מבקרים בסופי שבוע, ולכן הוחלט להגביל את הביקורים המאורגנים לימי חול בלבד.',
    ],
    claim: 'כ־300 תלמידים לומדים מדי שבוע במרכז הסביבתי שליד המעיין.',
    quote: 'הילדים באים לראות מעיין ויוצאים עם הבנה איך מים עוברים בסלע',
    absent: 'הילדים באים לראות נחל ויוצאים עם הבנה איך מים עוברים באדמה',
  },
  ar: {
    key: 'ar', lang: 'ar', site: 'صحيفة الواحة', title: 'مزارعو الواحة يعودون إلى الري بالأفلاج', author: 'سالم الهاشمي', date: '2021-03-21', section: 'محليات',
    paras: [
      'أعاد مزارعو إحدى الواحات في الداخل إحياء نظام الأفلاج القديم لري نخيلهم، بعد أن جفّت الآبار الارتوازية التي اعتمدوا عليها خلال العقدين الماضيين.',
      'ويقول المزارع خالد العبري: "الفلج يوزّع الماء بالعدل بين الجميع، ولا يستنزف الخزان الجوفي كما تفعل المضخات".',
      'وقد رممت الجمعية الزراعية نحو أربعة كيلومترات من القنوات الحجرية بتمويل من البلدية، واستعانت بكبار السن لمعرفة مسارات القنوات المطمورة.',
      'ويأمل المزارعون أن يسمح تحسّن منسوب المياه بزراعة محاصيل جديدة إلى جانب النخيل في المواسم المقبلة.',
    ],
    claim: 'مزارعو الواحة رمموا نحو أربعة كيلومترات من قنوات الأفلاج.',
    quote: 'الفلج يوزّع الماء بالعدل بين الجميع، ولا يستنزف الخزان الجوفي كما تفعل المضخات',
    absent: 'الفلج يوزّع الماء بالعدل بين الجميع، ولا يستنزف النهر كما تفعل السدود',
  },
  th: {
    key: 'th', lang: 'th', site: 'ข่าวเชียงใหม่รายวัน', title: 'ชุมชนริมน้ำปิงฟื้นตลาดเรือโบราณ', author: 'สมชาย ใจดี', date: '2019-11-11', section: 'ท้องถิ่น',
    paras: [
      'ชุมชนริมแม่น้ำปิงในอำเภอสารภีร่วมกันฟื้นตลาดเรือที่หายไปกว่าห้าสิบปี โดยเปิดขายทุกเช้าวันอาทิตย์ มีเรือพ่อค้าแม่ค้ากว่าสามสิบลำ',
      'ผู้ใหญ่บ้านกล่าวว่า ตลาดนี้ไม่ได้ทำเพื่อนักท่องเที่ยวอย่างเดียว แต่เพื่อให้คนรุ่นใหม่รู้ว่าแม่น้ำเคยเป็นถนนของชุมชน',
      'สินค้าส่วนใหญ่เป็นผักพื้นบ้าน ขนมไทย และปลาจากแม่น้ำ ซึ่งชาวบ้านนำมาขายเองโดยไม่ผ่านพ่อค้าคนกลาง',
      'เทศบาลเตรียมปรับปรุงท่าเรือและทางเดินริมน้ำในปีหน้า เพื่อรองรับผู้มาเยือนที่เพิ่มขึ้น',
    ],
    claim: 'ชุมชนริมแม่น้ำปิงฟื้นตลาดเรือที่หายไปกว่าห้าสิบปี',
    quote: 'แม่น้ำเคยเป็นถนนของชุมชน',
    absent: 'แม่น้ำเคยเป็นตลาดของเมือง',
  },
  vi: {
    key: 'vi', lang: 'vi', site: 'Báo Đồng Bằng', title: 'Làng nghề đan lục bình vươn ra thế giới', author: 'Nguyễn Thị Hồng Nhung', date: '2023-08-08', section: 'Kinh tế',
    paras: [
      'Ở xã Tân Phú Đông, hơn hai trăm phụ nữ đang đan giỏ và thảm từ cây lục bình, loại cây từng bị coi là rác làm tắc nghẽn kênh rạch miền Tây.',
      '“Trước đây lục bình trôi đầy sông, giờ nó nuôi sống cả xóm”, bà Trần Thị Mai, tổ trưởng tổ hợp tác, cho biết. Mỗi tháng tổ xuất khẩu khoảng bốn container sang Nhật Bản và châu Âu.',
      'Thu nhập bình quân của thợ đan đạt khoảng năm triệu đồng mỗi tháng, cao hơn làm ruộng trong mùa khô.',
      'Chính quyền địa phương đang hỗ trợ xây nhà phơi để thợ không phải ngừng việc vào mùa mưa.',
    ],
    claim: 'Hơn hai trăm phụ nữ ở Tân Phú Đông đan giỏ từ lục bình để xuất khẩu.',
    quote: 'Trước đây lục bình trôi đầy sông, giờ nó nuôi sống cả xóm',
    absent: 'Trước đây lục bình trôi đầy kênh, giờ nó nuôi sống cả làng',
  },
};

export const SITE_SLUG = (t: Topic) => t.site.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || t.key;

/** Visible date in the local way. */
export function localDate(t: Topic): string {
  const [y, m, d] = t.date.split('-');
  switch (t.lang) {
    case 'ja': case 'zh-CN': case 'zh-TW': return `${y}年${Number(m)}月${Number(d)}日`;
    case 'ko': return `${y}년 ${Number(m)}월 ${Number(d)}일`;
    case 'de': case 'ru': case 'pl': case 'cs': case 'tr': return `${d}.${m}.${y}`;
    case 'en': return `${Number(d)} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(m) - 1]} ${y}`;
    default: return `${d}/${m}/${y}`;
  }
}

export type PageOpts = {
  charset?: string;
  /** Metadata carriers for the newsroom template. */
  meta?: 'graph' | 'graph-cdata' | 'og' | 'none';
  /** Paragraph transform (soft hyphens, NFD…). */
  text?: (s: string) => string;
  title?: string;
  extraBody?: string;
  tail?: string;
  headExtra?: string;
  /** Give the visible byline in the page (default true). */
  byline?: boolean;
  url?: string;
  free?: boolean;
  /** How many paragraphs of the body are sent (the rest sits behind a wall). */
  cut?: number;
};

const dirOf = (lang: string) => (['he', 'ar'].includes(lang) ? 'rtl' : 'ltr');

/** Newsroom CMS (Brightspot-like): class names Page-*, RichText*, a mega-menu, a newsletter box. */
export function newsroom(t: Topic, o: PageOpts = {}): string {
  const cs = o.charset ?? 'utf-8';
  const title = o.title ?? t.title;
  const txt = o.text ?? ((s: string) => s);
  const url = o.url ?? `https://www.${SITE_SLUG(t)}.example/${t.section.toLowerCase()}/story`;
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'NewsMediaOrganization', '@id': '#org', name: t.site, logo: { '@type': 'ImageObject', url: '/img/logo.svg' } },
      { '@type': 'Person', '@id': '#author-1', name: t.author, jobTitle: 'Reporter' },
      { '@type': 'NewsArticle', '@id': '#story', headline: title, datePublished: `${t.date}T06:30:00+01:00`, author: [{ '@id': '#author-1' }], publisher: { '@id': '#org' }, mainEntityOfPage: url, inLanguage: t.lang, ...(o.free === false ? { isAccessibleForFree: false } : {}) },
    ],
  };
  const ld = o.meta === 'graph' || o.meta === undefined
    ? `<script type="application/ld+json">${JSON.stringify(graph)}</script>`
    : o.meta === 'graph-cdata'
      ? `<script type="application/ld+json">//<![CDATA[\n${JSON.stringify(graph, null, 1)}\n//]]></script>`
      : '';
  const og = o.meta === 'og' ? `<meta property="og:title" content="${esc(title)}"><meta property="og:site_name" content="${esc(t.site)}"><meta property="article:published_time" content="${t.date}T08:00:00Z"><meta name="author" content="${esc(t.author)}"><meta property="og:type" content="article">` : '';
  const paras = (o.cut !== undefined ? t.paras.slice(0, o.cut) : t.paras).map((p) => `<p class="RichTextBody-paragraph">${esc(txt(p))}</p>`).join('\n');
  return `<!doctype html>
<html lang="${t.lang}" dir="${dirOf(t.lang)}" class="no-js">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${cs}">
<title>${esc(title)} – ${esc(t.site)}</title>
<meta name="viewport" content="width=device-width">
${og}${ld}
<link rel="canonical" href="${esc(url)}">
<style>.Page-header{position:sticky}.MegaMenu{display:none}.RichTextArticleBody{max-width:42em}</style>
${o.headExtra ?? ''}
</head>
<body class="ArticlePage Page-body" data-section="${esc(t.section)}">
<div class="Page-header"><a class="Page-logo" href="/">${esc(t.site)}</a>
<button class="MegaMenu-toggle" aria-expanded="false">Menu</button>
<div class="MegaMenu"><ul><li><a href="/a">${esc(t.section)}</a></li><li><a href="/b">Sport</a></li><li><a href="/c">Kultur / Culture</a></li><li><a href="/d">Archiv</a></li></ul></div></div>
<div class="Page-breadcrumbs"><a href="/">${esc(t.site)}</a> › <a href="/${esc(t.section.toLowerCase())}">${esc(t.section)}</a></div>
<div class="Page-main">
<div class="ArticlePage-headline"><h1 class="Page-headline">${esc(title)}</h1></div>
${o.byline === false ? '' : `<div class="ArticlePage-byline"><span class="ArticlePage-authorName">${esc(t.author)}</span> · <span class="ArticlePage-datePublished">${esc(localDate(t))}</span></div>`}
<div class="RichTextArticleBody RichTextBody">
${paras}
</div>
${o.extraBody ?? ''}
<div class="Newsletter-signup"><h3>Newsletter</h3><form action="/nl"><input type="email" name="e"><button>OK</button></form></div>
</div>
<div class="Page-footer"><p>© ${t.date.slice(0, 4)} ${esc(t.site)} · <a href="/impressum">Impressum / Legal</a> · <a href="/privacy">Privacy</a></p></div>
${o.tail ?? ''}
<script src="/resource/main.b81f.js" async></script>
</body>
</html>`;
}

/** Table-built legacy portal (1990s/2000s regional news sites): charset in a meta, no JSON-LD. */
export function portal(t: Topic, o: PageOpts & { dateStyle?: 'slash' | 'dmy' | 'cjk' } = {}): string {
  const cs = o.charset ?? 'utf-8';
  const title = o.title ?? t.title;
  const txt = o.text ?? ((s: string) => s);
  const [y, m, d] = t.date.split('-');
  const shown = o.dateStyle === 'dmy' ? `${d}/${m}/${y}` : o.dateStyle === 'cjk' ? localDate(t) : `${y}/${m}/${d}`;
  const paras = (o.cut !== undefined ? t.paras.slice(0, o.cut) : t.paras).map((p) => `<p>${esc(txt(p))}</p>`).join('\n');
  return `<html>
<head>
<meta http-equiv="content-type" content="text/html; charset=${cs}">
<title>${esc(t.site)} :: ${esc(title)}</title>
<meta name="author" content="${esc(t.author)}">
<meta name="keywords" content="${esc(t.section)}">
${o.headExtra ?? ''}
</head>
<body bgcolor="#ffffff" topmargin="0" leftmargin="0">
<table width="980" border="0" cellpadding="0" cellspacing="0" align="center"><tr><td class="top_logo"><a href="/"><img src="/img/logo.gif" alt="${esc(t.site)}"></a></td><td class="top_menu"><a href="/news/">${esc(t.section)}</a> | <a href="/bbs/">BBS</a> | <a href="/photo/">Photo</a></td></tr></table>
<table width="980" border="0" align="center"><tr>
<td width="160" valign="top" class="left_menu"><ul><li><a href="/n/1">${esc(t.section)}</a></li><li><a href="/n/2">●</a></li><li><a href="/n/3">■</a></li></ul></td>
<td width="660" valign="top" class="news_view">
<div class="news_title">${esc(title)}</div>
<div class="news_info">${o.byline === false ? '' : `${esc(t.author)} | `}${esc(shown)}</div>
<div class="news_body" id="articleBody">
${paras}
</div>
${o.extraBody ?? ''}
</td>
<td width="160" valign="top" class="right_banner"><a href="/ad/1"><img src="/ad/160x600.gif"></a></td>
</tr></table>
<table width="980" align="center"><tr><td class="copyright">Copyright (c) ${esc(t.site)}. All rights reserved.</td></tr></table>
${o.tail ?? ''}
</body>
</html>`;
}

/** IndieWeb / Hugo blog: h-entry, rel=author, <time class="dt-published" datetime>, no JSON-LD. */
export function hblog(t: Topic, o: PageOpts = {}): string {
  const title = o.title ?? t.title;
  const txt = o.text ?? ((s: string) => s);
  return `<!DOCTYPE html>
<html lang="${t.lang}" dir="${dirOf(t.lang)}">
<head><meta charset="${o.charset ?? 'utf-8'}"><title>${esc(title)} · ${esc(t.site)}</title>
<meta name="generator" content="Hugo 0.121.1"><link rel="alternate" type="application/rss+xml" href="/index.xml">${o.headExtra ?? ''}</head>
<body>
<header class="site-head"><a class="site-title" href="/">${esc(t.site)}</a><nav><a href="/posts/">Posts</a> <a href="/about/">About</a> <a href="/tags/">Tags</a></nav></header>
<article class="h-entry post">
<h1 class="p-name post-title">${esc(title)}</h1>
<p class="post-meta">${o.byline === false ? '' : `<a rel="author" class="p-author h-card" href="/about/">${esc(t.author)}</a> · `}<time class="dt-published" datetime="${t.date}T09:12:00+00:00">${esc(localDate(t))}</time></p>
<div class="e-content post-content">
${(o.cut !== undefined ? t.paras.slice(0, o.cut) : t.paras).map((p) => `<p>${esc(txt(p))}</p>`).join('\n')}
</div>
${o.extraBody ?? ''}
</article>
<footer class="site-foot"><p>Built with Hugo · Theme “Paper” · <a href="/index.xml">RSS</a></p></footer>
${o.tail ?? ''}
</body></html>`;
}

/** RDFa Lite (vocab + typeof + property), as Drupal 7 and some university CMSes emit. */
export function rdfa(t: Topic, o: PageOpts = {}): string {
  const title = o.title ?? t.title;
  return `<!DOCTYPE html>
<html lang="${t.lang}" prefix="og: http://ogp.me/ns#">
<head><meta charset="${o.charset ?? 'utf-8'}"><title>${esc(title)} | ${esc(t.site)}</title></head>
<body class="node-type-article">
<div id="page"><div id="header"><div id="site-name"><a href="/">${esc(t.site)}</a></div><ul class="menu"><li><a href="/news">News</a></li><li><a href="/events">Events</a></li></ul></div>
<div id="main" vocab="https://schema.org/" typeof="NewsArticle">
<h1 class="title" property="headline">${esc(title)}</h1>
<div class="submitted"><span property="author" typeof="Person"><span property="name">${esc(t.author)}</span></span> — <span property="datePublished" content="${t.date}">${esc(localDate(t))}</span></div>
<div property="publisher" typeof="Organization"><meta property="name" content="${esc(t.site)}"></div>
<div class="field-name-body" property="articleBody">${(o.cut !== undefined ? t.paras.slice(0, o.cut) : t.paras).map((p) => `<p>${esc(p)}</p>`).join('\n')}</div>
${o.extraBody ?? ''}
</div>
<div id="footer">${esc(t.site)} · Powered by Drupal</div></div>
</body></html>`;
}

/** Microdata on a magazine layout (itemprop headline / author / datePublished / publisher). */
export function micro(t: Topic, o: PageOpts = {}): string {
  const title = o.title ?? t.title;
  const txt = o.text ?? ((s: string) => s);
  return `<!DOCTYPE html>
<html lang="${t.lang}"><head><meta charset="${o.charset ?? 'utf-8'}"><title>${esc(title)}</title>${o.headExtra ?? ''}</head>
<body class="single-magazine">
<div class="mag-top"><span class="mag-brand">${esc(t.site)}</span><span class="mag-issue">Issue 7</span></div>
<div class="mag-wrap" itemscope itemtype="http://schema.org/Article">
<span itemprop="publisher" itemscope itemtype="http://schema.org/Organization"><meta itemprop="name" content="${esc(t.site)}"></span>
<h2 class="mag-headline" itemprop="headline">${esc(title)}</h2>
<div class="mag-credits">${o.byline === false ? '' : `<span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">${esc(t.author)}</span></span> / `}<meta itemprop="datePublished" content="${t.date}"><span>${esc(localDate(t))}</span></div>
<section class="mag-body" itemprop="articleBody">${(o.cut !== undefined ? t.paras.slice(0, o.cut) : t.paras).map((p) => `<p>${esc(txt(p))}</p>`).join('\n')}</section>
${o.extraBody ?? ''}
</div>
<div class="mag-foot">${esc(t.site)} — subscriptions · archive · contact</div>
${o.tail ?? ''}
</body></html>`;
}

/** A bare site chrome for walls, errors, listings: own header, a main block, a footer. */
export function chrome(o: { lang: string; site: string; title: string; main: string; head?: string; side?: string; charset?: string; bodyClass?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${dirOf(o.lang)}">
<head><meta charset="${o.charset ?? 'utf-8'}"><title>${esc(o.title)}</title><meta name="viewport" content="width=device-width,initial-scale=1">${o.head ?? ''}</head>
<body class="${o.bodyClass ?? 'tpl-default'}">
<div class="hdr-wrap"><div class="hdr"><a class="hdr-logo" href="/">${esc(o.site)}</a><ul class="hdr-nav"><li><a href="/top">⌂</a></li><li><a href="/latest">•</a></li><li><a href="/search">🔍</a></li><li><a href="/account">👤</a></li></ul></div></div>
<div class="layout"><div class="layout-main">
${o.main}
</div>${o.side ? `<div class="layout-side">${o.side}</div>` : ''}</div>
<div class="ftr">© ${esc(o.site)} · <a href="/legal">Legal</a> · <a href="/contact">Contact</a> · <a href="/jobs">Jobs</a></div>
</body></html>`;
}

/** A long sidebar of headlines, as soft 404s and search pages carry. */
export function headlines(t: Topic, n = 12): string {
  const items: string[] = [];
  for (let i = 0; i < n; i++) items.push(`<li><a href="/story/${1000 + i}">${esc(t.paras[i % t.paras.length]!.slice(0, 60 + (i % 3) * 10))}…</a></li>`);
  return `<div class="rail"><h3 class="rail-title">${t.lang.startsWith('zh') || t.lang === 'ja' ? '人気記事' : 'Most read'}</h3><ol class="rail-list">${items.join('')}</ol></div>`;
}

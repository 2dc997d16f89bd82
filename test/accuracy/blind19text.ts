/**
 * Texts for the held-out set blind19 (archives, libraries, digitised collections). Written for
 * this set: archival and historical subjects in many languages, each with a cited title, a claim
 * that paraphrases one sentence, a verbatim quote from that sentence and an absent near-miss quote.
 */
export type Doc = {
  key: string;
  lang: string;
  /** legacy charset the doc's original site would have used */
  charset: string;
  title: string;
  site: string;
  author?: string;
  date?: string;
  paras: string[];
  claim: string;
  quote: string;
  absent: string;
};

export const DOCS: Doc[] = [
  {
    key: 'liverpool', lang: 'en', charset: 'windows-1252', site: 'Liverpool Mercury', date: '1851-03-14',
    title: 'Trade of the Port of Liverpool for the Year 1850',
    paras: [
      'The annual returns laid before the Dock Committee on Tuesday show that the trade of the port has again advanced, the tonnage entering the docks in the year ending the 24th of June having reached 3,536,337 tons, against 3,284,963 in the preceding year.',
      'The dock dues received amounted to £235,349, an increase of nearly eleven per cent; and the committee observed that "the new works at the north end cannot be completed a day too soon," the accommodation for steamers being wholly insufficient.',
      'Of the vessels entered, 20,889 were sailing ships and 1,450 were steamers, the greater part of the latter being engaged in the Irish and coasting trades. The cotton imports alone exceeded 1,600,000 bales.',
      'The chairman remarked that the emigration traffic, which had grown very largely since 1846, now occupied a considerable share of the Prince\'s and Waterloo docks during the spring months.',
    ],
    claim: 'In the year to June 1850 the tonnage entering Liverpool docks reached about 3.5 million tons.',
    quote: 'the tonnage entering the docks in the year ending the 24th of June having reached 3,536,337 tons',
    absent: 'the tonnage entering the docks in the year ending the 24th of June having reached 3,863,337 tons',
  },
  {
    key: 'electrification', lang: 'en', charset: 'utf-8', site: 'Rural Electrification Administration', author: 'Office of Rural Surveys', date: '1939-11-02',
    title: 'Report of the Rural Electrification Survey of Ohio Counties',
    paras: [
      'This survey covered 3,214 farm households in eleven counties of southern Ohio between April and August 1939. Enumerators visited each household and recorded the presence of electric service, wiring, appliances and the distance to the nearest distribution line.',
      'Only 27 per cent of the farms visited had central-station electric service at the time of the survey, compared with 61 per cent of non-farm rural dwellings in the same townships.',
      'Among households without service, the most frequently given reason was the cost of line extension - a charge that private utilities set at between $600 and $1,200 a mile - followed by the expense of house wiring.',
      'The cooperatives organised under the Act of 1936 had by the end of the survey period energised 412 miles of line in the eleven counties, and applications for a further 1,080 miles were pending.',
    ],
    claim: 'In 1939 only about a quarter of surveyed Ohio farms had central-station electricity.',
    quote: 'Only 27 per cent of the farms visited had central-station electric service at the time of the survey',
    absent: 'Only 37 per cent of the farms visited had central-station electric service at the time of the survey',
  },
  {
    key: 'hamburg', lang: 'de', charset: 'windows-1252', site: 'Hamburger Abendblatt (Archiv)', author: 'Redaktion', date: '1962-02-19',
    title: 'Sturmflut: Die Nacht, in der die Deiche brachen',
    paras: [
      'In der Nacht vom 16. auf den 17. Februar trieb ein Orkan aus Nordwest das Wasser der Nordsee in die Elbmündung. Gegen Mitternacht brachen in Wilhelmsburg und in den Vier- und Marschlanden die Deiche an mehr als sechzig Stellen.',
      'Nach den bisherigen Meldungen der Polizeibehörde sind in Hamburg 315 Menschen ums Leben gekommen; rund 20.000 Bewohner mussten aus den überfluteten Gebieten in Notunterkünfte gebracht werden.',
      'Innensenator Helmut Schmidt forderte noch in der Nacht Hubschrauber und Pioniere der Bundeswehr und verbündeter Streitkräfte an – ein Schritt, für den es keine ausdrückliche gesetzliche Grundlage gab.',
      'Die Wasserstände am Pegel St. Pauli erreichten 5,70 Meter über Normalnull, den höchsten Wert seit Beginn der Aufzeichnungen.',
    ],
    claim: 'Bei der Sturmflut 1962 starben in Hamburg 315 Menschen, etwa 20.000 wurden evakuiert.',
    quote: 'Nach den bisherigen Meldungen der Polizeibehörde sind in Hamburg 315 Menschen ums Leben gekommen',
    absent: 'Nach den bisherigen Meldungen der Polizeibehörde sind in Hamburg 351 Menschen ums Leben gekommen',
  },
  {
    key: 'eiffel', lang: 'fr', charset: 'windows-1252', site: 'Le Temps', date: '1889-05-07',
    title: 'L\'ouverture de l\'Exposition universelle',
    paras: [
      'Le président de la République a inauguré hier, à deux heures, l\'Exposition universelle, au milieu d\'une affluence que l\'on évalue à plus de trois cent mille personnes répandues sur le Champ-de-Mars et le Trocadéro.',
      'La tour de M. Eiffel, haute de trois cents mètres, dominait la fête ; ses ascenseurs n\'étant pas encore en service, les visiteurs admis sur la première plate-forme durent gravir les escaliers.',
      'On estime que la construction de la tour a exigé plus de dix-huit mille pièces métalliques et deux millions et demi de rivets, posés en vingt et un mois par une équipe qui n\'a jamais dépassé trois cents ouvriers.',
      'Le soir, les fontaines lumineuses ont attiré une foule considérable, et l\'on a dû fermer les grilles de l\'avenue de Suffren vers dix heures.',
    ],
    claim: 'La tour Eiffel a été assemblée en 21 mois avec environ 2,5 millions de rivets.',
    quote: 'deux millions et demi de rivets, posés en vingt et un mois',
    absent: 'deux millions et demi de rivets, posés en dix-neuf mois',
  },
  {
    key: 'gripe', lang: 'es', charset: 'iso-8859-1', site: 'Hemeroteca Digital', date: '1918-10-12',
    title: 'La epidemia reinante: el estado sanitario de Madrid',
    paras: [
      'La Junta provincial de Sanidad se reunió ayer bajo la presidencia del gobernador civil para examinar el curso de la epidemia, que en la última semana ha causado en la capital 1.219 defunciones.',
      'Se acordó clausurar las escuelas y los teatros hasta nueva orden, y prohibir las aglomeraciones en los tranvías, cuyos coches serán desinfectados dos veces al día.',
      'El doctor Martín Salazar advirtió que "la enfermedad no respeta edades ni condiciones", aunque la mayor mortalidad se registra entre los veinte y los cuarenta años.',
      'Los hospitales de San Juan de Dios y de la Princesa han habilitado salas provisionales, y el Ayuntamiento ha solicitado al Gobierno un crédito extraordinario de 500.000 pesetas.',
    ],
    claim: 'En una semana de octubre de 1918 la gripe causó 1.219 muertes en Madrid.',
    quote: 'que en la última semana ha causado en la capital 1.219 defunciones',
    absent: 'que en la última semana ha causado en la capital 2.219 defunciones',
  },
  {
    key: 'pontino', lang: 'it', charset: 'iso-8859-1', site: 'Biblioteca digitale', author: 'Ufficio tecnico dell\'Opera Nazionale Combattenti', date: '1935-04-20',
    title: 'La bonifica dell\'Agro Pontino: relazione sui lavori',
    paras: [
      'I lavori di prosciugamento, iniziati nel 1930, hanno interessato una superficie di circa 77.000 ettari compresa tra i Monti Lepini e il mare.',
      'Sono stati scavati 16.500 chilometri di canali e fossi di scolo, e costruiti 18 impianti idrovori capaci di sollevare complessivamente 80 metri cubi d\'acqua al secondo.',
      'Nel territorio bonificato sono state assegnate 2.953 case coloniche a famiglie provenienti in gran parte dal Veneto, dal Friuli e dall\'Emilia.',
      'La fondazione di Littoria, avvenuta il 30 giugno 1932, fu seguita da quella di Sabaudia nel 1934 e di Pontinia nel 1935.',
    ],
    claim: 'La bonifica pontina comportò lo scavo di 16.500 km di canali e 18 idrovore.',
    quote: 'Sono stati scavati 16.500 chilometri di canali e fossi di scolo',
    absent: 'Sono stati scavati 61.500 chilometri di canali e fossi di scolo',
  },
  {
    key: 'watersnood', lang: 'nl', charset: 'windows-1252', site: 'Delpher', date: '1953-02-03',
    title: 'Ramp in Zeeland en Zuid-Holland: honderden doden',
    paras: [
      'De zware storm, die in de nacht van zaterdag op zondag over ons land raasde, heeft in het zuidwesten een ramp veroorzaakt zoals Nederland sinds eeuwen niet heeft gekend.',
      'Volgens de laatste opgaven van het Rode Kruis zijn in de getroffen gebieden ten minste 1.350 personen om het leven gekomen; men vreest dat dit aantal nog aanzienlijk zal stijgen.',
      'Op tal van plaatsen zijn de dijken over grote lengte weggeslagen. Schouwen-Duiveland, Goeree-Overflakkee en Tholen staan vrijwel geheel onder water.',
      'Uit Engeland, België en de Verenigde Staten zijn helikopters en amfibievoertuigen toegezegd; de evacuatie van de eilanden is in volle gang.',
    ],
    claim: 'Twee dagen na de stormvloed van 1953 meldde het Rode Kruis ten minste 1.350 doden.',
    quote: 'ten minste 1.350 personen om het leven gekomen',
    absent: 'ten minste 1.530 personen om het leven gekomen',
  },
  {
    key: 'powodz', lang: 'pl', charset: 'iso-8859-2', site: 'Gazeta Wrocławska', date: '1997-07-14',
    title: 'Wrocław pod wodą. Fala kulminacyjna przeszła przez miasto',
    paras: [
      'W sobotę wieczorem fala kulminacyjna Odry osiągnęła we Wrocławiu poziom 720 centymetrów na wodowskazie Trestno, przekraczając dotychczasowy rekord o ponad metr.',
      'Pod wodą znalazło się około jednej trzeciej powierzchni miasta. Najbardziej ucierpiały Kozanów, Zacisze i Biskupin, skąd ewakuowano kilka tysięcy mieszkańców.',
      'Prezydent miasta Bogdan Zdrojewski zaapelował do mieszkańców o oszczędzanie wody pitnej, ponieważ wodociągi przy ulicy Na Grobli zostały zalane.',
      'Według wstępnych szacunków Urzędu Wojewódzkiego straty w samym Wrocławiu mogą przekroczyć dwa miliardy złotych.',
    ],
    claim: 'Podczas powodzi 1997 roku pod wodą znalazła się około jedna trzecia Wrocławia.',
    quote: 'Pod wodą znalazło się około jednej trzeciej powierzchni miasta',
    absent: 'Pod wodą znalazło się około jednej czwartej powierzchni miasta',
  },
  {
    key: 'tramvaje', lang: 'cs', charset: 'windows-1250', site: 'Archiv dopravního podniku', author: 'Jan Šťastný', date: '2004-09-01',
    title: 'Počátky elektrické tramvaje v Praze',
    paras: [
      'První elektrickou tramvajovou trať v Praze postavil František Křižík v roce 1891 na Letné, k Zemské jubilejní výstavě. Trať měřila přibližně 800 metrů.',
      'Provoz na Křižíkově trati byl zahájen 18. července 1891 a vozy jezdily od výstaviště k dnešní ulici Milady Horákové.',
      'Městské elektrické podniky převzaly koňskou tramvaj v roce 1897 a během následujících osmi let ji postupně elektrizovaly.',
      'V roce 1905 dosáhla síť elektrických drah délky 46 kilometrů a ročně přepravila více než 30 milionů cestujících.',
    ],
    claim: 'Křižíkova první elektrická tramvaj v Praze byla otevřena v červenci 1891 na Letné.',
    quote: 'Provoz na Křižíkově trati byl zahájen 18. července 1891',
    absent: 'Provoz na Křižíkově trati byl zahájen 28. června 1891',
  },
  {
    key: 'metro', lang: 'hu', charset: 'iso-8859-2', site: 'Budapesti Közlekedési Múzeum', date: '1996-05-02',
    title: 'A Millenniumi Földalatti Vasút építése',
    paras: [
      'A kontinens első földalatti vasútját a Siemens & Halske cég építette mindössze huszonegy hónap alatt, 1894 és 1896 között.',
      'A 3,7 kilométeres vonal a Gizella tértől (ma Vörösmarty tér) az Andrássy út alatt vezetett a Városligetig.',
      'Az ünnepélyes megnyitót 1896. május 2-án tartották, Ferenc József pedig május 8-án utazott végig a vonalon.',
      'A kocsik kétirányúak voltak, és a vonalon eredetileg 20 motorkocsi közlekedett.',
    ],
    claim: 'A budapesti kisföldalatti 3,7 km hosszú volt és 1896-ban nyílt meg.',
    quote: 'A 3,7 kilométeres vonal a Gizella tértől',
    absent: 'A 4,7 kilométeres vonal a Gizella tértől',
  },
  {
    key: 'transsib', lang: 'ru', charset: 'windows-1251', site: 'Электронная библиотека исторических документов', date: '1903-07-01',
    title: 'Отчёт о постройке Великого Сибирского железнодорожного пути',
    paras: [
      'Постройка Великого Сибирского пути начата 19 мая 1891 года закладкою Уссурийского участка во Владивостоке в присутствии Наследника Цесаревича.',
      'К 1 июля 1903 года открыто постоянное движение на протяжении от Челябинска до Владивостока, за исключением Кругобайкальского участка, где сообщение поддерживается паромом «Байкал».',
      'Общая стоимость работ по сооружению линии составила около 1 миллиарда 455 миллионов рублей.',
      'Средняя стоимость версты пути обошлась казне значительно дороже первоначальной сметы вследствие трудностей доставки материалов.',
    ],
    claim: 'Транссибирская магистраль стоила около 1,455 млрд рублей.',
    quote: 'Общая стоимость работ по сооружению линии составила около 1 миллиарда 455 миллионов рублей',
    absent: 'Общая стоимость работ по сооружению линии составила около 2 миллиардов 455 миллионов рублей',
  },
  {
    key: 'univ', lang: 'uk', charset: 'koi8-u', site: 'Архів Київського університету', date: '2009-03-15',
    title: 'Заснування Університету Святого Володимира',
    paras: [
      'Імператорський університет Святого Володимира було засновано указом від 8 листопада 1833 року на базі Волинського ліцею, перенесеного з Кременця.',
      'Навчання розпочалося 15 липня 1834 року; першого року до університету вступило 62 студенти.',
      'Головний корпус, зведений за проєктом архітектора Вікентія Беретті, було завершено у 1842 році.',
      'Першим ректором став історик і філолог Михайло Максимович.',
    ],
    claim: 'Перший набір Київського університету в 1834 році становив 62 студенти.',
    quote: 'першого року до університету вступило 62 студенти',
    absent: 'першого року до університету вступило 162 студенти',
  },
  {
    key: 'seismos', lang: 'el', charset: 'iso-8859-7', site: 'Ψηφιακή Βιβλιοθήκη Εφημερίδων', date: '1953-08-14',
    title: 'Ο σεισμός των Ιονίων νήσων',
    paras: [
      'Ο σεισμός της 12ης Αυγούστου, μεγέθους 7,2 βαθμών, κατέστρεψε σχεδόν ολοσχερώς την Κεφαλονιά, τη Ζάκυνθο και την Ιθάκη.',
      'Σύμφωνα με τις πρώτες επίσημες πληροφορίες, οι νεκροί υπερβαίνουν τους 400 και οι τραυματίες τις 2.000.',
      'Πλοία του Βασιλικού Ναυτικού και βρετανικά, αμερικανικά και ισραηλινά σκάφη μεταφέρουν τρόφιμα, φάρμακα και σκηνές.',
      'Στο Αργοστόλι ελάχιστα κτίρια παρέμειναν όρθια, ενώ η Ζάκυνθος καταστράφηκε από πυρκαγιά που ακολούθησε τον σεισμό.',
    ],
    claim: 'Ο σεισμός του 1953 στα Ιόνια είχε μέγεθος 7,2 και περισσότερους από 400 νεκρούς.',
    quote: 'οι νεκροί υπερβαίνουν τους 400 και οι τραυματίες τις 2.000',
    absent: 'οι νεκροί υπερβαίνουν τους 800 και οι τραυματίες τις 2.000',
  },
  {
    key: 'maktaba', lang: 'ar', charset: 'windows-1256', site: 'المكتبة الرقمية العربية', date: '2002-10-16',
    title: 'افتتاح مكتبة الإسكندرية الجديدة',
    paras: [
      'افتتحت مكتبة الإسكندرية الجديدة رسميا في السادس عشر من أكتوبر عام 2002 بحضور عدد من رؤساء الدول والحكومات.',
      'يتسع المبنى الرئيسي لنحو ثمانية ملايين كتاب، وتضم قاعة القراءة الكبرى ألفي مقعد موزعة على أحد عشر طابقا متدرجا.',
      'صمم المبنى مكتب سنوهيتا النرويجي بعد مسابقة معمارية دولية نظمتها منظمة اليونسكو عام 1989.',
      'وتضم المكتبة أيضا متحفا للآثار ومتحفا للمخطوطات وقبة سماوية ومركزا للمؤتمرات.',
    ],
    claim: 'تتسع مكتبة الإسكندرية لنحو ثمانية ملايين كتاب وقاعة قراءتها لألفي مقعد.',
    quote: 'يتسع المبنى الرئيسي لنحو ثمانية ملايين كتاب',
    absent: 'يتسع المبنى الرئيسي لنحو عشرة ملايين كتاب',
  },
  {
    key: 'shinsai', lang: 'ja', charset: 'shift_jis', site: '東京市政資料デジタルアーカイブ', date: '1930-03-26',
    title: '帝都復興事業の概要',
    paras: [
      '大正十二年九月一日の関東大震災により、東京市の面積の約四割三分が焼失し、罹災者は百五十万人を超えた。',
      '帝都復興事業は昭和五年三月に完成し、その総事業費は約七億円に達した。',
      'この事業により、昭和通りや靖国通りなどの幹線道路が新設され、隅田川には相生橋、永代橋、清洲橋などの復興橋梁が架けられた。',
      'また、五十二校の復興小学校と隣接する小公園が一体として整備された。',
    ],
    claim: '帝都復興事業は1930年に完成し、総事業費は約7億円だった。',
    quote: 'その総事業費は約七億円に達した',
    absent: 'その総事業費は約九億円に達した',
  },
  {
    key: 'hangul', lang: 'ko', charset: 'euc-kr', site: '국가기록원 디지털 아카이브', date: '2011-10-09',
    title: '훈민정음 해례본의 보존과 전승',
    paras: [
      '훈민정음 해례본은 1446년 음력 9월 상순에 간행된 책으로, 새 문자의 창제 원리와 용법을 설명한 해설서이다.',
      '현재 전하는 간송본은 1940년 경상북도 안동에서 발견되었으며, 1962년 국보로 지정되었다.',
      '이 책은 1997년 유네스코 세계기록유산으로 등재되었다.',
      '해례본은 본문 4장, 해례 26장, 정인지 서문 3장 등 모두 33장으로 이루어져 있다.',
    ],
    claim: '훈민정음 해례본은 1940년 안동에서 발견되었다.',
    quote: '1940년 경상북도 안동에서 발견되었으며',
    absent: '1942년 경상북도 안동에서 발견되었으며',
  },
  {
    key: 'jingzhang', lang: 'zh', charset: 'gb18030', site: '中国铁路历史档案馆', date: '2009-09-24',
    title: '京张铁路的修建与詹天佑',
    paras: [
      '京张铁路于1905年9月开工，1909年8月全线通车，是中国人自行设计和修建的第一条干线铁路。',
      '全线长约201公里，总工程师詹天佑在八达岭一带采用“人”字形线路，以减小坡度。',
      '工程实际费用为白银六百九十三万余两，比原来预算节省了二十八万余两。',
      '青龙桥车站至今仍保留着詹天佑的铜像和墓地。',
    ],
    claim: '京张铁路1909年通车，全长约201公里。',
    quote: '全线长约201公里',
    absent: '全线长约210公里',
  },
  {
    key: 'taiwan', lang: 'zh-TW', charset: 'big5', site: '臺灣歷史報紙資料庫', date: '1898-05-06',
    title: '臺灣日日新報創刊',
    paras: [
      '《臺灣日日新報》於明治三十一年五月六日在臺北創刊，由《臺灣新報》與《臺灣日報》合併而成。',
      '該報以日文和漢文兩種版面發行，是日治時期發行時間最長、發行量最大的報紙。',
      '一九四四年四月，該報與其他五家報紙合併為《臺灣新報》。',
      '現存原件散藏於國家圖書館及日本各地圖書館。',
    ],
    claim: '臺灣日日新報是日治時期發行時間最長的報紙。',
    quote: '是日治時期發行時間最長、發行量最大的報紙',
    absent: '是日治時期發行時間最短、發行量最小的報紙',
  },
  {
    key: 'rotfai', lang: 'th', charset: 'tis-620', site: 'หอจดหมายเหตุการรถไฟ', date: '2016-03-26',
    title: 'ประวัติการสร้างทางรถไฟสายแรกของสยาม',
    paras: [
      'พระบาทสมเด็จพระจุลจอมเกล้าเจ้าอยู่หัวทรงเปิดการเดินรถไฟสายกรุงเทพฯ ถึงอยุธยา เมื่อวันที่ 26 มีนาคม พ.ศ. 2439',
      'ทางรถไฟช่วงแรกนี้มีระยะทาง 71 กิโลเมตร และมีสถานีรวม 9 สถานี',
      'การก่อสร้างดำเนินการโดยกรมรถไฟหลวง โดยมีวิศวกรชาวเยอรมันเป็นผู้ควบคุม',
      'ต่อมาได้ขยายเส้นทางไปถึงนครราชสีมาในปี พ.ศ. 2443',
    ],
    claim: 'ทางรถไฟสายแรกของสยามจากกรุงเทพฯ ถึงอยุธยายาว 71 กิโลเมตร',
    quote: 'ทางรถไฟช่วงแรกนี้มีระยะทาง 71 กิโลเมตร',
    absent: 'ทางรถไฟช่วงแรกนี้มีระยะทาง 17 กิโลเมตร',
  },
  {
    key: 'tramvay', lang: 'tr', charset: 'windows-1254', site: 'İBB Atatürk Kitaplığı', date: '1871-09-03',
    title: 'Dersaadet Tramvay Şirketi\'nin ilk hattı',
    paras: [
      'Dersaadet Tramvay Şirketi\'nin atlı tramvay hattı 1871 yılında Azapkapı ile Galata arasında işletmeye açıldı.',
      'İlk yıl içinde hatlar Aksaray, Yedikule ve Ortaköy\'e kadar uzatıldı; toplam uzunluk 15 kilometreyi buldu.',
      'Arabalar çift katlı değildi ve her birini iki at çekiyordu; kadınlar için ayrı bölmeler ayrılmıştı.',
      'Elektrikli tramvaya geçiş ancak 1914 yılında Silahtarağa elektrik santralinin açılmasıyla mümkün oldu.',
    ],
    claim: 'İstanbul\'da atlı tramvay 1871\'de Azapkapı–Galata hattında başladı.',
    quote: '1871 yılında Azapkapı ile Galata arasında işletmeye açıldı',
    absent: '1881 yılında Azapkapı ile Galata arasında işletmeye açıldı',
  },
  {
    key: 'corte', lang: 'pt', charset: 'iso-8859-1', site: 'Hemeroteca Digital Brasileira', date: '1808-03-10',
    title: 'A chegada da Família Real ao Rio de Janeiro',
    paras: [
      'A esquadra que trouxe o Príncipe Regente Dom João e a Família Real entrou na baía de Guanabara a 7 de março de 1808, depois de uma escala em Salvador.',
      'Estima-se que entre dez e quinze mil pessoas tenham acompanhado a corte na travessia do Atlântico.',
      'No dia seguinte ao desembarque, o Príncipe Regente dirigiu-se à Sé, onde se celebrou um Te Deum em ação de graças.',
      'Para alojar os recém-chegados, a intendência de polícia requisitou as melhores casas da cidade, marcadas com as iniciais P.R.',
    ],
    claim: 'A corte portuguesa chegou ao Rio de Janeiro em 7 de março de 1808.',
    quote: 'entrou na baía de Guanabara a 7 de março de 1808',
    absent: 'entrou na baía de Guanabara a 17 de março de 1808',
  },
  {
    key: 'norrland', lang: 'sv', charset: 'iso-8859-1', site: 'Svenska dagstidningar', date: '1894-11-20',
    title: 'Norra stambanan fullbordad till Boden',
    paras: [
      'Med öppnandet af sträckan till Boden i går är norra stambanan nu fullbordad, sedan arbetena pågått i nära trettio år.',
      'Banans längd från Stockholm till Boden uppgår till 1 064 kilometer, och resan beräknas taga omkring trettiosex timmar.',
      'Statens järnvägsbyggnader har för denna sträcka anlitat öfver fyratusen rallare under de senaste åren.',
      'Vid Boden ansluter banan till malmbanan mot Luleå och Gällivare.',
    ],
    claim: 'Norra stambanan till Boden var 1 064 km lång när den öppnades 1894.',
    quote: 'Banans längd från Stockholm till Boden uppgår till 1 064 kilometer',
    absent: 'Banans längd från Stockholm till Boden uppgår till 1 640 kilometer',
  },
  {
    key: 'dockers', lang: 'en', charset: 'utf-8', site: 'Docklands Oral History Project', author: 'Interviewer: Margaret Cole', date: '1987-06-11',
    title: 'Oral history interview with Albert Henshaw, stevedore, 1987',
    paras: [
      'HENSHAW: I started on the docks in 1938, at fourteen, same as my father. You went to the call-on stand at half past seven and the foreman picked who he wanted. If he didn\'t pick you, you went home with nothing.',
      'COLE: How did containerisation change the work?',
      'HENSHAW: When the container berths opened at Tilbury, the gangs went from eighteen men down to four. I saw whole sheds close in a year. People don\'t realise it was that quick.',
      'HENSHAW: We had a saying - "the hook and the pay packet" - because without your hook you didn\'t work, and without work there was no pay packet on Friday.',
    ],
    claim: 'A London stevedore recalled container berths cutting gangs from eighteen men to four.',
    quote: 'the gangs went from eighteen men down to four',
    absent: 'the gangs went from twenty men down to six',
  },
  {
    key: 'astrolabe', lang: 'en', charset: 'utf-8', site: 'Museum of the History of Science', date: '2014-02-03',
    title: 'Planispheric astrolabe, brass, Louvain, c. 1570',
    paras: [
      'Planispheric astrolabe made in the Louvain workshop of Gualterus Arsenius, nephew of Gemma Frisius. Cast and engraved brass, diameter 342 mm.',
      'The rete carries 36 star pointers, each named; the mater is engraved with a shadow square and a table of saints\' days. Three latitude plates survive, for 48°, 51° and 52°.',
      'Provenance: acquired by the museum in 1925 from the collection of Lewis Evans; earlier said to have belonged to the Earl of Leicester.',
      'Inscription on the throne: GVALTERVS ARSENIVS NEPOS GEMMAE FRISII LOVANII FECIT ANNO 1568.',
    ],
    claim: 'The Louvain astrolabe by Gualterus Arsenius has a rete with 36 named star pointers.',
    quote: 'The rete carries 36 star pointers, each named',
    absent: 'The rete carries 63 star pointers, each named',
  },
  {
    key: 'medici', lang: 'it', charset: 'utf-8', site: 'Archivio di Stato di Firenze', date: '2018-05-30',
    title: 'Mediceo del Principato: carteggio universale di Cosimo I',
    paras: [
      'Il fondo Mediceo del Principato conserva la corrispondenza e gli atti di governo dei granduchi di Toscana dal 1537 al 1743.',
      'La serie comprende 6.429 filze, ordinate in gran parte nel XVIII secolo da archivisti al servizio dei Lorena.',
      'Il carteggio universale di Cosimo I occupa le filze da 1 a 648 e contiene lettere ricevute da ambasciatori, segretari e governatori.',
      'Strumenti di ricerca: inventario sommario a stampa (1951) e banca dati online del Medici Archive Project.',
    ],
    claim: 'Il Mediceo del Principato comprende 6.429 filze dal 1537 al 1743.',
    quote: 'La serie comprende 6.429 filze',
    absent: 'La serie comprende 4.629 filze',
  },
  {
    key: 'auswanderer', lang: 'de', charset: 'utf-8', site: 'Staatsarchiv Bremen', date: '2015-08-21',
    title: 'Passagierlisten der Auswanderer über Bremen 1920–1939',
    paras: [
      'Die Bremer Passagierlisten wurden bis auf wenige Reste im Zweiten Weltkrieg vernichtet. Erhalten sind die Listen der Jahre 1920 bis 1939, die heute im Staatsarchiv Bremen verwahrt werden.',
      'Die Datenbank verzeichnet rund 638.000 Personen mit Name, Alter, Herkunftsort, Zielhafen und Schiff.',
      'Die Erfassung erfolgte ehrenamtlich in Zusammenarbeit mit dem Verein für Computergenealogie.',
      'Für die Zeit vor 1920 sind die Hamburger Listen die wichtigste Ersatzüberlieferung.',
    ],
    claim: 'Die Bremer Passagierlisten 1920–1939 verzeichnen rund 638.000 Personen.',
    quote: 'Die Datenbank verzeichnet rund 638.000 Personen',
    absent: 'Die Datenbank verzeichnet rund 836.000 Personen',
  },
];

export const doc = (key: string): Doc => {
  const d = DOCS.find((x) => x.key === key);
  if (!d) throw new Error(`blind19: no doc ${key}`);
  return d;
};

/** Another doc (for "cited A, page is B"), deterministic. */
export const other = (key: string, step = 7): Doc => {
  const i = DOCS.findIndex((x) => x.key === key);
  return DOCS[(i + step) % DOCS.length]!;
};

/**
 * Article texts for the accuracy corpus, in several languages. Each has a headline, paragraphs,
 * a sentence that is quoted verbatim by a citing claim, and a claim that paraphrases it.
 * Written for this corpus (no copied articles).
 */
export type LangText = {
  lang: string;
  /** Encodings this text can be served in (besides utf-8). */
  charsets: string[];
  title: string;
  paragraphs: string[];
  quote: string;
  claim: string;
  author: string;
  publisher: string;
};

export const TEXTS: LangText[] = [
  {
    lang: 'en', charsets: ['windows-1252', 'iso-8859-1'],
    title: 'City council approves new cycling lanes after two-year debate',
    paragraphs: [
      'The city council voted on Tuesday to approve a network of protected cycling lanes across the northern districts, ending a debate that lasted more than two years.',
      'Supporters said the lanes would cut traffic injuries and make short trips by bicycle safer for children and older residents. Opponents worried about the loss of parking spaces along the main shopping streets.',
      '“This is the biggest change to our streets in a generation,” said the council’s transport chair, who had championed the plan since 2021.',
      'Construction of the first section is expected to start in the spring and cost about €12 million, paid partly by a regional grant.',
    ],
    quote: 'This is the biggest change to our streets in a generation',
    claim: 'The city council approved protected cycling lanes in the northern districts after a debate of two years.',
    author: 'Maria Lopez', publisher: 'The Northern Courier',
  },
  {
    lang: 'de', charsets: ['iso-8859-1', 'windows-1252'],
    title: 'Forscher entdecken neue Käferart im Schwarzwald',
    paragraphs: [
      'Ein Team von Biologinnen und Biologen hat im südlichen Schwarzwald eine bisher unbekannte Käferart entdeckt. Die Tiere leben in den oberen Schichten von Totholz und sind nur wenige Millimeter groß.',
      '„Wir hätten nicht erwartet, in einem so gut untersuchten Gebiet noch eine neue Art zu finden“, sagte die Leiterin der Untersuchung.',
      'Die Forscher wollen in den kommenden Jahren weitere Wälder in Baden-Württemberg untersuchen, um die Verbreitung der Art besser zu verstehen.',
    ],
    quote: 'Wir hätten nicht erwartet, in einem so gut untersuchten Gebiet noch eine neue Art zu finden',
    claim: 'Biologen haben im Schwarzwald eine neue Käferart im Totholz entdeckt.',
    author: 'Jürgen Müller', publisher: 'Südwest Zeitung',
  },
  {
    lang: 'fr', charsets: ['iso-8859-1', 'windows-1252'],
    title: 'La bibliothèque municipale prolonge ses horaires d’ouverture',
    paragraphs: [
      'À partir du mois prochain, la bibliothèque municipale restera ouverte jusqu’à vingt-deux heures en semaine, afin de permettre aux étudiants et aux travailleurs d’y accéder après leur journée.',
      '« Nous voulons que la bibliothèque soit un lieu de vie pour tous les habitants », a déclaré la directrice de l’établissement.',
      'Cette prolongation des horaires a été financée par la ville et par une subvention de l’État destinée à la lecture publique.',
    ],
    quote: 'Nous voulons que la bibliothèque soit un lieu de vie pour tous les habitants',
    claim: 'La bibliothèque municipale restera ouverte jusqu’à vingt-deux heures en semaine pour les étudiants.',
    author: 'Élodie Fournier', publisher: 'Le Quotidien Régional',
  },
  {
    lang: 'es', charsets: ['iso-8859-1', 'windows-1252'],
    title: 'El puerto de Valencia bate su récord de pasajeros en verano',
    paragraphs: [
      'El puerto de Valencia recibió más de un millón de pasajeros durante los meses de verano, la cifra más alta desde que existen registros.',
      '«Ha sido una temporada excepcional para el turismo de cruceros», explicó el presidente de la autoridad portuaria en una rueda de prensa.',
      'Las navieras ya han anunciado nuevas rutas hacia las islas Baleares y el norte de África para el próximo año.',
    ],
    quote: 'Ha sido una temporada excepcional para el turismo de cruceros',
    claim: 'El puerto de Valencia recibió más de un millón de pasajeros en verano, un récord.',
    author: 'Carlos Martínez', publisher: 'Diario del Mediterráneo',
  },
  {
    lang: 'ru', charsets: ['windows-1251', 'koi8-r'],
    title: 'В Новосибирске открылся новый научный центр',
    paragraphs: [
      'В Новосибирске в понедельник открылся новый научный центр, в котором будут работать более трёхсот исследователей из разных стран.',
      '«Это событие станет важным шагом для развития науки в Сибири», заявил директор центра на церемонии открытия.',
      'Центр будет заниматься исследованиями в области физики, химии и биологии, а также подготовкой молодых учёных.',
    ],
    quote: 'Это событие станет важным шагом для развития науки в Сибири',
    claim: 'В Новосибирске открылся научный центр, где будут работать более трёхсот исследователей.',
    author: 'Иван Петров', publisher: 'Сибирские Новости',
  },
  {
    lang: 'ja', charsets: ['shift_jis', 'euc-jp'],
    title: '京都市、観光客向けの新しいバス路線を開設',
    paragraphs: [
      '京都市は来月から、主要な観光地を結ぶ新しいバス路線の運行を始めると発表した。混雑の緩和と市民の生活への影響を減らすことが目的だという。',
      '市の担当者は「観光客と市民の双方にとって便利な交通を目指したい」と話している。',
      '新しい路線は清水寺や金閣寺などを経由し、一日におよそ六十便が運行される予定だ。',
    ],
    quote: '観光客と市民の双方にとって便利な交通を目指したい',
    claim: '京都市は主要な観光地を結ぶ新しいバス路線の運行を来月から始める。',
    author: '山田太郎', publisher: '京都日報',
  },
  {
    lang: 'zh', charsets: ['gbk', 'gb18030'],
    title: '上海地铁新线路正式开通运营',
    paragraphs: [
      '上海地铁新线路于本周六正式开通运营，全长约三十公里，共设车站二十座，连接城市东部和西部的多个居住区。',
      '市交通部门负责人表示：“新线路将大大缩短市民的通勤时间。”',
      '据统计，开通首日客流量超过十五万人次，运营情况总体平稳。',
    ],
    quote: '新线路将大大缩短市民的通勤时间',
    claim: '上海地铁新线路正式开通，全长约三十公里，设有二十座车站。',
    author: '王小明', publisher: '上海晨报',
  },
  {
    lang: 'zh-Hant', charsets: ['big5'],
    title: '台北市推動老舊公寓更新計畫',
    paragraphs: [
      '台北市政府宣布推動新的老舊公寓更新計畫，預計在五年內協助超過一千棟建築完成結構補強與外觀整修。',
      '市府官員表示：「我們希望讓市民住得更安全、更安心。」',
      '計畫將提供補助款項，並簡化申請流程，鼓勵住戶共同參與。',
    ],
    quote: '我們希望讓市民住得更安全、更安心',
    claim: '台北市政府推動老舊公寓更新計畫，五年內協助超過一千棟建築補強。',
    author: '陳大文', publisher: '台北時報',
  },
  {
    lang: 'ko', charsets: ['euc-kr'],
    title: '부산시, 해안 산책로 확장 공사 시작',
    paragraphs: [
      '부산시는 해운대와 광안리를 잇는 해안 산책로 확장 공사를 이번 달에 시작한다고 밝혔다.',
      '시 관계자는 "시민과 관광객 모두가 안전하게 바다를 즐길 수 있도록 하겠다"고 말했다.',
      '공사는 내년 여름까지 완료될 예정이며 총 길이는 약 5킬로미터에 이른다.',
    ],
    quote: '시민과 관광객 모두가 안전하게 바다를 즐길 수 있도록 하겠다',
    claim: '부산시는 해운대와 광안리를 잇는 해안 산책로 확장 공사를 시작한다.',
    author: '김민수', publisher: '부산일보 온라인',
  },
  {
    lang: 'el', charsets: ['iso-8859-7'],
    title: 'Νέο μουσείο ανοίγει στη Θεσσαλονίκη',
    paragraphs: [
      'Ένα νέο μουσείο σύγχρονης τέχνης άνοιξε τις πόρτες του στη Θεσσαλονίκη, με περισσότερα από διακόσια έργα Ελλήνων καλλιτεχνών.',
      '«Θέλουμε το μουσείο να γίνει σημείο συνάντησης για όλη την πόλη», δήλωσε η διευθύντρια.',
      'Η είσοδος θα είναι δωρεάν για τους φοιτητές και τους μαθητές κάθε Κυριακή.',
    ],
    quote: 'Θέλουμε το μουσείο να γίνει σημείο συνάντησης για όλη την πόλη',
    claim: 'Νέο μουσείο σύγχρονης τέχνης άνοιξε στη Θεσσαλονίκη με διακόσια έργα.',
    author: 'Νίκος Παπαδόπουλος', publisher: 'Βόρεια Νέα',
  },
  {
    lang: 'pl', charsets: ['iso-8859-2'],
    title: 'Kraków otwiera nowy park nad Wisłą',
    paragraphs: [
      'Władze Krakowa otworzyły w sobotę nowy park nad Wisłą, który zajmuje ponad dwanaście hektarów terenów zielonych.',
      '„Chcemy, aby mieszkańcy mieli więcej miejsca do odpoczynku blisko rzeki” – powiedział prezydent miasta.',
      'W parku znajdują się ścieżki rowerowe, place zabaw oraz ogród botaniczny z roślinami z całej Polski.',
    ],
    quote: 'Chcemy, aby mieszkańcy mieli więcej miejsca do odpoczynku blisko rzeki',
    claim: 'Kraków otworzył nowy park nad Wisłą o powierzchni ponad dwunastu hektarów.',
    author: 'Katarzyna Nowak', publisher: 'Gazeta Krakowska Online',
  },
  {
    lang: 'pt', charsets: ['iso-8859-1', 'windows-1252'],
    title: 'Lisboa inaugura nova ponte pedonal sobre o rio',
    paragraphs: [
      'A câmara municipal de Lisboa inaugurou uma nova ponte pedonal que liga as duas margens do parque ribeirinho, com cerca de trezentos metros de comprimento.',
      '“A ponte aproxima os bairros e devolve o rio às pessoas”, afirmou o vereador responsável pelas obras.',
      'A obra demorou dois anos e custou aproximadamente oito milhões de euros.',
    ],
    quote: 'A ponte aproxima os bairros e devolve o rio às pessoas',
    claim: 'Lisboa inaugurou uma ponte pedonal de cerca de trezentos metros no parque ribeirinho.',
    author: 'João Silva', publisher: 'Jornal de Lisboa',
  },
  {
    lang: 'tr', charsets: ['iso-8859-9', 'windows-1254'],
    title: 'İzmir’de yeni tramvay hattı hizmete girdi',
    paragraphs: [
      'İzmir Büyükşehir Belediyesi, şehrin kuzey ilçelerini merkeze bağlayan yeni tramvay hattını hizmete açtı.',
      'Belediye başkanı, “Bu hat her gün on binlerce yolcuya hizmet verecek” dedi.',
      'Hat üzerinde on sekiz durak bulunuyor ve seferler sabah altıdan gece yarısına kadar sürüyor.',
    ],
    quote: 'Bu hat her gün on binlerce yolcuya hizmet verecek',
    claim: 'İzmir’de kuzey ilçeleri merkeze bağlayan yeni tramvay hattı hizmete açıldı.',
    author: 'Ayşe Yılmaz', publisher: 'Ege Haber',
  },
];

/** Neutral English prose for long pages, sidebars and fillers (no wall, paywall or error words). */
export const PROSE = [
  'The region has seen steady growth in small businesses over the past decade, with many new shops opening along the river.',
  'Local historians point out that the old market hall was built in the late nineteenth century and restored twice since then.',
  'Researchers at the university have collected weather records for more than eighty years, giving a detailed picture of the climate.',
  'Volunteers planted several hundred trees in the park last autumn, and most of them survived the dry summer.',
  'The museum plans a series of evening lectures on architecture, photography and the history of the harbour.',
  'Farmers in the valley have started to grow more vegetables for the weekly markets in the nearby towns.',
  'A new footpath now links the railway station with the old town, making the walk shorter and safer.',
  'The orchestra will perform a programme of chamber music in the restored chapel at the end of the month.',
];

export function prose(n: number, offset = 0): string {
  return Array.from({ length: n }, (_, i) => PROSE[(i + offset) % PROSE.length]).join(' ');
}

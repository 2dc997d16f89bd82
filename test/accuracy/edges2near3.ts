/**
 * edges2 near misses, part 3: the table rows edges1 reached least, turned around — whole pages whose
 * headline or lines use a rule's words about something else: an age question, a country picker, a
 * queue, a web server's welcome page, a firm that ceased trading, a course moved online, a professor
 * who left, an embargoed press release, a withdrawn circular, an office that moved, the next release
 * date, a discontinued product still documented, an article moved to a new slug or language path, an
 * index file dropped, "search" and "tag" inside an article's own address. All `valid`.
 */
import type { Entry } from './blindkit';
import { redirect, target, write, urlOf } from './blindkit';
import { artPage, near } from './edges2kit';

const H = 'edges2-n3.example';

export function near3(): Entry[] {
  const moved = (id: string, lang: string, title: string, para: string, q: [string, string], from: string, to: string, reason: string): Entry[] => {
    const p = artPage(lang, title, [para]);
    return [
      { ...near(id, H, lang, title, [para], reason, q, { path: from }), handle: redirect(to, 301) },
      target(`t-${id}`, H, to, (req, res, web) => write(res, { body: p(urlOf(req, web)) })),
    ];
  };
  return [
    near('n-age-question-en', H, 'en', 'Are you 18 or older? How Nordic regulators check ages online', [
      'Age checks for online alcohol sales differ sharply across the Nordic countries: Finland relies on bank identification at checkout, while Sweden asks couriers to check identity documents at the door.',
      'Regulators told a hearing in Oslo that self-declared birth dates are "close to worthless" and that 37 per cent of test purchases by minors succeeded last year.',
    ], 'an explainer whose headline is an age gate\'s question; the whole article follows', ['37 per cent of test purchases by minors succeeded last year', '73 per cent of test purchases by minors succeeded last year']),
    near('n-country-picker-it', H, 'it', 'Scegli il tuo paese: quanto costa lo streaming in Europa', [
      "Un confronto dei prezzi di abbonamento alle piattaforme di streaming in 27 paesi europei mostra differenze fino al 60 per cento per lo stesso catalogo, secondo un'associazione di consumatori.",
      "La stessa offerta costa 7,99 euro in Italia e 12,99 euro in Danimarca, e l'associazione chiede alla Commissione di verificare se i prezzi differenziati rispettino le regole del mercato unico.",
    ], 'a consumer story headlined with a country picker\'s words', ['La stessa offerta costa 7,99 euro in Italia e 12,99 euro in Danimarca', 'La stessa offerta costa 9,99 euro in Italia e 12,99 euro in Danimarca']),
    near('n-queue-de', H, 'de', 'Sie befinden sich in der Warteschlange: Warum Ticketportale zusammenbrechen', [
      'Wenn Hunderttausende gleichzeitig Konzertkarten kaufen wollen, schicken Ticketportale sie in virtuelle Warteräume. Eine Auswertung von 40 Vorverkäufen zeigt, dass die Wartezeit im Mittel 47 Minuten betrug.',
      'Verbraucherschützer kritisieren, dass die Position in der Schlange oft zufällig vergeben wird und Käufer nicht erfahren, wie viele Karten noch übrig sind.',
    ], 'a consumer story headlined with a waiting room\'s words; whole article', ['dass die Wartezeit im Mittel 47 Minuten betrug', 'dass die Wartezeit im Mittel 74 Minuten betrug']),
    near('n-welcome-nginx-en', H, 'en', '"Welcome to nginx!": the forgotten default pages on public servers', [
      'A scan of 1.2 million addresses registered to public bodies found 8,400 servers still showing a web server\'s default welcome page, researchers said, many of them on forgotten subdomains.',
      'Such pages are harmless in themselves, the researchers wrote, but they show that nobody is maintaining the machine, and 61 per cent of them ran software with known vulnerabilities.',
    ], 'a security story quoting a default server page\'s headline', ['and 61 per cent of them ran software with known vulnerabilities', 'and 16 per cent of them ran software with known vulnerabilities']),
    near('n-ceased-trading-fr', H, 'fr', 'La librairie des Quais a cessé ses activités après 84 ans', [
      "La librairie des Quais, fondée en 1941, a cessé ses activités samedi. Ses deux gérantes expliquent que le loyer a triplé en six ans et que les ventes n'ont jamais retrouvé leur niveau d'avant 2020.",
      'Plusieurs centaines de lecteurs sont venus dire au revoir à l’équipe, et la mairie étudie le rachat du fonds de commerce pour y installer une bibliothèque associative.',
    ], 'a news story about a shop that ceased trading (its own prose), windows-1252', ["le loyer a triplé en six ans", "le loyer a doublé en six ans"], { charset: 'windows-1252' }),
    near('n-course-online-es', H, 'es', 'Programa de la asignatura Oceanografía Física (curso 2025/26)', [
      'Esta asignatura ya no se imparte en modalidad presencial: desde el curso 2025/26 se ofrece en línea, con prácticas en el puerto durante dos semanas de junio.',
      'Temario: 1. Propiedades del agua de mar. 2. Ecuaciones del movimiento. 3. Mareas y ondas largas. 4. Corrientes costeras. 5. Instrumentación y campañas de medida. La evaluación combina un examen final (60 %) y un informe de prácticas (40 %).',
    ], 'a syllabus that says the course is no longer taught on campus — and gives the whole syllabus', ['con prácticas en el puerto durante dos semanas de junio', 'con prácticas en el puerto durante tres semanas de julio'], { author: null }),
    near('n-professor-left-de', H, 'de', 'Meeresforscherin Anke Ruhl verlässt die Universität nach 22 Jahren', [
      'Die Meeresforscherin Anke Ruhl hat die Universität zum Monatsende verlassen und wechselt an ein Forschungsinstitut in Bremerhaven. In 22 Jahren betreute sie 38 Doktorarbeiten.',
      'Ihr Nachfolger soll im Herbst berufen werden; bis dahin leitet ein Kollege die Arbeitsgruppe kommissarisch.',
    ], 'a university news story about a professor who left (its own prose)', ['In 22 Jahren betreute sie 38 Doktorarbeiten', 'In 22 Jahren betreute sie 83 Doktorarbeiten']),
    near('n-embargo-release-en', H, 'en', 'EMBARGOED UNTIL 00:01 GMT: Survey finds commuters switching to rail', [
      'EMBARGOED UNTIL 00:01 GMT, 14 MARCH. A survey of 5,200 commuters across the region found that 28 per cent had switched at least one weekly trip from car to train in the past year.',
      'The survey was carried out online and by telephone between October and December by an independent polling firm on behalf of the transport authority.',
    ], 'a press release headed with an embargo line; its full text is there', ['28 per cent had switched at least one weekly trip from car to train', '82 per cent had switched at least one weekly trip from car to train'], { author: null }),
    near('n-withdrawn-news-ja', H, 'ja', '県、港湾工事の通知を撤回　業者から異論', [
      '県は十四日、港湾工事の入札条件を定めた通知を撤回したと発表した。地元の建設業者から、条件が大手に有利だとの異論が相次いでいた。',
      '県は来月までに条件を見直し、改めて通知を出す方針だ。担当課によると、撤回による工期への影響は約二週間にとどまる見込み。',
    ], 'a news story that a circular was withdrawn (its own prose), Shift_JIS', ['撤回による工期への影響は約二週間にとどまる見込み', '撤回による工期への影響は約二か月にとどまる見込み'], { charset: 'shift_jis' }),
    near('n-office-moved-nl', H, 'nl', 'Ons kantoor is verhuisd naar de Havenstraat 12', [
      'Vanaf maandag 3 maart ontvangen wij u op ons nieuwe adres aan de Havenstraat 12. Het pand ligt op vijf minuten lopen van het station en is goed bereikbaar met de bus (lijnen 4 en 11).',
      'Openingstijden: maandag tot en met vrijdag van 9.00 tot 17.00 uur. Parkeren kan in de garage aan de Kade; bezoekers krijgen daar twee uur gratis parkeren. Telefoonnummer en e-mailadres blijven hetzelfde.',
    ], 'an office\'s own announcement that it moved, cited for the new address (the page IS the source)', ['Het pand ligt op vijf minuten lopen van het station', 'Het pand ligt op tien minuten lopen van het station'], { author: null }),
    near('n-next-release-pt', H, 'pt', 'Índice de preços no consumidor: fevereiro de 2025', [
      'A taxa de variação homóloga do índice de preços no consumidor foi de 2,4 % em fevereiro, menos 0,1 pontos percentuais do que em janeiro.',
      'A próxima divulgação será publicada a 11 de abril de 2025. Os dados detalhados por classe de despesa estão disponíveis na base de dados.',
    ], 'a published statistics release that names the next release date', ['foi de 2,4 % em fevereiro', 'foi de 4,2 % em fevereiro'], { author: null }),
    near('n-discontinued-sv', H, 'sv', 'Vattenkokare Kusten 1,7 l – bruksanvisning och tekniska data', [
      'Denna produkt har utgått ur sortimentet men bruksanvisningen och reservdelslistan finns kvar här. Vattenkokaren rymmer 1,7 liter, har en effekt på 2 200 watt och stängs av automatiskt när vattnet kokar.',
      'Rengör kalkfiltret en gång i månaden med ättiksprit utspädd i vatten. Använd aldrig vattenkokaren utan filter och fyll inte över maxstrecket.',
    ], 'a discontinued product\'s page that still documents the product (the table\'s guard, Swedish)', ['har en effekt på 2 200 watt', 'har en effekt på 3 200 watt'], { author: null }),
    ...moved('n-new-slug-es', 'es', 'El puerto renueva sus grúas con fondos europeos', 'El puerto invertirá 26 millones de euros en cuatro grúas eléctricas nuevas, financiadas en un 40 % con fondos europeos, según aprobó el consejo de administración.', ['financiadas en un 40 % con fondos europeos', 'financiadas en un 60 % con fondos europeos'], '/2025/03/puerto-gruas', '/economia/2025/03/14/el-puerto-renueva-sus-gruas-con-fondos-europeos', '301 to a new slug under a section path, same headline: the same article'),
    ...moved('n-lang-prefix-de', 'de', 'Hafen erneuert Kräne mit EU-Mitteln', 'Der Hafen investiert 26 Millionen Euro in vier neue Elektrokräne, die zu 40 Prozent aus EU-Mitteln finanziert werden, wie der Aufsichtsrat beschloss.', ['die zu 40 Prozent aus EU-Mitteln finanziert werden', 'die zu 60 Prozent aus EU-Mitteln finanziert werden'], '/artikel/hafen-kraene', '/de/artikel/hafen-kraene', '301 adding a language prefix: the same article'),
    ...moved('n-index-dropped-fr', 'fr', 'Le port renouvelle ses grues', 'Le port investira 26 millions d’euros dans quatre grues électriques, financées à 40 % par des fonds européens, a décidé le conseil d’administration.', ['financées à 40 % par des fonds européens', 'financées à 60 % par des fonds européens'], '/dossiers/grues/index.html', '/dossiers/grues/', '301 dropping index.html: the same page, not a section above it'),
    near('n-search-in-path-en', H, 'en', 'How search engines rank local news in 2025', [
      'Local publishers lost an estimated 19 per cent of search referrals in 2025, according to an analysis of 310 newsrooms, as answer boxes took more of the results page.',
      'Editors interviewed for the study said they now write explanatory pieces with clear headings because those pages still earn links from results pages.',
    ], 'an article whose own address is /search/engines/… (a path word, not a search page)', ['Local publishers lost an estimated 19 per cent of search referrals in 2025', 'Local publishers lost an estimated 91 per cent of search referrals in 2025'], { path: '/search/engines/ranking-local-news-2025' }),
    near('n-tag-in-path-it', H, 'it', 'Tag e categorie: come organizzare l\'archivio di un giornale locale', [
      "Un archivio ordinato per tag e categorie aiuta i lettori a ritrovare le notizie: la redazione del giornale ha ridotto i tag da 4.800 a 620 in sei mesi, unendo i doppioni.",
      'Secondo la caporedattrice, il traffico verso le pagine d’archivio è cresciuto del 35 per cento dopo la pulizia.',
    ], 'an article about tags at /blog/tag-e-categorie-archivio (one segment, not a tag listing)', ['ha ridotto i tag da 4.800 a 620 in sei mesi', 'ha ridotto i tag da 4.800 a 260 in sei mesi'], { path: '/blog/tag-e-categorie-archivio' }),
    near('n-parked-story-ro', H, 'ro', 'Domeniul fostului ziar local a fost scos la vânzare', [
      'Adresa de internet a fostului ziar local, închis în 2019, a ajuns pe o platformă de licitații: cumpărătorul ar putea reutiliza arhiva de link-uri care încă trimit cititori către site.',
      'Jurnaliștii care au lucrat acolo au strâns 4.300 de articole într-o arhivă publică, ca să nu se piardă dacă domeniul este cumpărat de altcineva.',
    ], 'a news story about a lapsed newspaper domain put up for sale (its own prose)', ['au strâns 4.300 de articole într-o arhivă publică', 'au strâns 3.400 de articole într-o arhivă publică']),
    near('n-queue-story-ko', H, 'ko', '"접속 대기 중"…수강신청 서버 또 마비', [
      '대학 수강신청 첫날 접속자가 몰리면서 대기 화면이 한 시간 넘게 이어졌다. 학교 측은 동시 접속자가 평소의 열두 배인 4만 8천 명에 달했다고 밝혔다.',
      '학생회는 선착순 방식 대신 추첨제를 도입하라고 요구했고, 학교는 다음 학기부터 서버를 증설하겠다고 답했다.',
    ], 'a Korean news story quoting a waiting room\'s words in its headline, EUC-KR', ['동시 접속자가 평소의 열두 배인 4만 8천 명에 달했다', '동시 접속자가 평소의 스무 배인 4만 8천 명에 달했다'], { charset: 'euc-kr' }),
    near('n-db-error-story-pt', H, 'pt', 'Erro de ligação à base de dados deixa portal das finanças parado três horas', [
      'O portal das finanças esteve inacessível durante três horas na segunda-feira por causa de uma falha na ligação à base de dados, confirmou a autoridade tributária.',
      'Segundo a autoridade, cerca de 41 mil declarações ficaram por submeter durante a falha, e o prazo foi prolongado por mais dois dias.',
    ], 'a news story about a database error (its own prose)', ['cerca de 41 mil declarações ficaram por submeter', 'cerca de 14 mil declarações ficaram por submeter']),
    near('n-geo-story-cs', H, 'cs', 'Proč některá videa nejsou dostupná mimo Českou republiku', [
      'Veřejnoprávní televize může některé pořady vysílat na internetu jen v Česku, protože práva k filmům a sportovním přenosům kupuje pouze pro české území.',
      'Podle televize se omezení týká asi 14 procent archivu; zbytek je dostupný odkudkoli na světě.',
    ], 'an explainer about geo-blocking in Czech (its own prose), windows-1250', ['omezení týká asi 14 procent archivu', 'omezení týká asi 41 procent archivu'], { charset: 'windows-1250' }),
  ];
}

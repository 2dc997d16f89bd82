/**
 * Held-out set "blind5" (issue 12): cited URLs labelled by hand, without looking at citeflow's
 * classifier, its rules or earlier sets, modelled on how real sites of 2024–2026 answer a plain
 * HTTP client: CMS article pages in many languages and charsets, PDFs, paywalls (Piano, Zephr,
 * Poool, metered, hard, registration, journal landings), bot walls (Cloudflare, Akamai,
 * DataDome, PerimeterX/HUMAN, Imperva, Kasada, AWS WAF, Sucuri, F5, mod_security), consent
 * walls, login walls, soft 404s, parked domains, takedowns, dead links and unrelated pages.
 * Every entry says why it carries its label. Scored by `node dist/test/accuracy/run.js --set blind5`;
 * never part of the default run. See /work/notes/issue-12-s4-blind5.md.
 */
import type { Handler } from './corpus';
import { article, esc, linkList, pdf, redirect, respond, serveArticle, shell, toCases, wrap, write, type ArticleOpts, type Entry, type Send } from './blindkit';
import type { CorpusCase } from './corpus';

type A = Omit<ArticleOpts, 'paras'> & { paras: string[] };

/** An article entry: context title = the article title (or `cite`), claims and quotes given. */
function art(
  id: string,
  host: string,
  path: string,
  o: A,
  x: { reason: string; cite?: string; claim?: string; present?: string[]; absent?: string[]; send?: Omit<Send, 'body'>; meta?: boolean; expected?: Entry['expected'] },
): Entry {
  const quotes = [...(x.present ?? []).map((q) => ({ quote: q, present: true })), ...(x.absent ?? []).map((q) => ({ quote: q, present: false }))];
  return {
    id,
    host,
    path,
    expected: x.expected ?? 'valid',
    reason: x.reason,
    context: { title: x.cite ?? o.title, ...(x.claim ? { claims: [x.claim] } : {}), ...(quotes.length ? { quotes: quotes.map((q) => q.quote) } : {}) },
    ...(x.meta ? { meta: { title: [o.title], publisher: [o.site], ...(o.author ? { author: [o.author] } : {}) } } : {}),
    ...(quotes.length ? { quotes } : {}),
    handle: serveArticle(article({ ...o, siteUrl: o.siteUrl ?? `https://${host}` }), { ...(o.charset ? { charset: o.charset } : {}), ...(x.send ?? {}) }),
  };
}

/** A non-article entry (wall, error page, listing) with a fixed response. */
function page(id: string, host: string, path: string, expected: Entry['expected'], reason: string, cite: string, handle: Handler, claim?: string): Entry {
  return { id, host, path, expected, reason, context: { title: cite, ...(claim ? { claims: [claim] } : {}) }, handle };
}

const sb = (lang: string, items: string[]) => linkList(lang === 'en' ? 'Most read' : '★', items);

// ---------------------------------------------------------------------------------------------
// VALID — real articles (many languages, charsets, templates), including tricky ones

const valid: Entry[] = [
  art('v-en-guardian-heat', 'www.theguardian-news.test', '/environment/2025/jul/14/europe-heatwave-record-temperatures-spain', {
    site: 'The Guardian', lang: 'en', title: 'Spain records hottest June since records began as heatwave grips southern Europe', author: 'Sam Jones', date: '2025-07-14T06:00:00Z', section: 'Environment', ads: true,
    paras: [
      'Spain has recorded its hottest June since records began, with an average temperature of 23.6C, the state meteorological agency, Aemet, said on Monday.',
      'The figure beats the previous record, set in 2017, by 0.8C. Temperatures in the southern town of El Granado in Huelva reached 46C at the end of the month, a national record for June.',
      '“What we are seeing is entirely consistent with what climate models have projected for the Iberian peninsula,” said Rubén del Campo, a spokesperson for Aemet. “Heatwaves are arriving earlier and lasting longer.”',
      'Authorities in Catalonia and Andalucía activated emergency plans, and several regions restricted outdoor work during the hottest hours of the day. At least two deaths have been linked to the heat.',
      'Portugal, France and Italy also issued red warnings as the heat dome moved north and east over the weekend.',
    ],
    sidebar: sb('en', ['Live: heatwave across Europe', 'Wildfires in Greece force evacuations', 'How to keep your home cool']),
  }, { reason: 'news article on a Guardian-like template with ads and cookie banner; quote present, one with a changed number absent', claim: 'Spain had its hottest June on record in 2025, averaging 23.6C.', present: ['with an average temperature of 23.6C'], absent: ['with an average temperature of 26.3C'], meta: true }),

  art('v-de-zeit-wohnungsbau', 'www.zeit-online.test', '/wirtschaft/2025-03/wohnungsbau-genehmigungen-rueckgang', {
    site: 'ZEIT ONLINE', lang: 'de', title: 'Zahl der Baugenehmigungen für Wohnungen sinkt erneut', author: 'Lisa Hegemann', date: '2025-03-18T09:12:00+01:00', section: 'Wirtschaft', template: 'arc',
    paras: [
      'In Deutschland sind im vergangenen Jahr so wenige neue Wohnungen genehmigt worden wie seit mehr als zehn Jahren nicht. Nach Angaben des Statistischen Bundesamts wurde der Bau von rund 215.900 Wohnungen bewilligt – ein Rückgang um 16,8 Prozent gegenüber dem Vorjahr.',
      'Besonders stark fiel das Minus bei Einfamilienhäusern aus. Als Gründe nennen Fachleute die gestiegenen Bauzinsen und hohe Materialkosten. „Die Talsohle ist noch nicht erreicht“, sagte ein Sprecher des Zentralverbands des Deutschen Baugewerbes.',
      'Die Bundesregierung hatte sich ursprünglich zum Ziel gesetzt, jährlich 400.000 neue Wohnungen zu schaffen. Dieses Ziel wurde in keinem Jahr erreicht.',
      'Der Mieterbund warnte vor weiter steigenden Mieten in den Ballungsräumen, sollte der Neubau nicht bald wieder anziehen.',
    ],
  }, { reason: 'German news article (Arc-like template, trackers); quote with German quotation marks present, negated version absent', claim: 'Building permits for flats in Germany fell 16.8 % in 2024.', present: ['ein Rückgang um 16,8 Prozent gegenüber dem Vorjahr'], absent: ['Dieses Ziel wurde in jedem Jahr erreicht'], meta: true }),

  art('v-fr-lemonde-ia', 'www.lemonde-info.test', '/pixels/article/2025/02/11/sommet-ia-paris-declaration_6541.html', {
    site: 'Le Monde', lang: 'fr', title: 'Sommet sur l’IA à Paris : une déclaration finale sans les États-Unis ni le Royaume-Uni', author: 'Alexandre Piquard', date: '2025-02-11T18:30:00+01:00', section: 'Pixels',
    paras: [
      'Le sommet pour l’action sur l’intelligence artificielle s’est achevé mardi 11 février à Paris par l’adoption d’une déclaration signée par une soixantaine de pays, dont la France, la Chine et l’Inde.',
      'Les États-Unis et le Royaume-Uni ont refusé de s’y associer. Le vice-président américain, J. D. Vance, avait mis en garde dans la matinée contre une « réglementation excessive » qui pourrait « tuer une industrie en plein essor ».',
      'Le texte appelle à une intelligence artificielle « ouverte, inclusive, transparente, éthique, sûre, sécurisée et digne de confiance ». Il n’est pas contraignant.',
      'Emmanuel Macron a par ailleurs annoncé 109 milliards d’euros d’investissements privés dans les infrastructures d’IA en France au cours des prochaines années.',
    ],
  }, { reason: 'French news article with guillemets and curly apostrophes; Didomi banner; straight-apostrophe quote still present', claim: 'About 60 countries signed the Paris AI summit declaration; the US and UK did not.', present: ["Les États-Unis et le Royaume-Uni ont refusé de s'y associer"], absent: ['Les États-Unis et le Royaume-Uni ont accepté de s’y associer'], meta: true }),

  art('v-es-elpais-agua', 'elpais-diario.test', '/clima-y-medio-ambiente/2024-05-06/barcelona-sequia-restricciones.html', {
    site: 'EL PAÍS', lang: 'es', title: 'Barcelona relaja las restricciones por la sequía tras las lluvias de primavera', author: 'Clara Blanchar', date: '2024-05-06T11:40:00+02:00', section: 'Clima y Medio Ambiente', ads: true,
    paras: [
      'La Generalitat ha anunciado este lunes que el área metropolitana de Barcelona sale de la fase de emergencia por sequía después de que las lluvias de las últimas semanas elevaran las reservas de los embalses internos de Cataluña hasta el 25%.',
      'El consumo máximo por habitante y día pasa de 200 a 230 litros, y se permite de nuevo llenar las piscinas privadas con determinadas condiciones.',
      'Los técnicos de la Agència Catalana de l’Aigua advierten, sin embargo, de que la situación sigue siendo frágil y de que un verano seco podría devolver la región a la emergencia.',
      'Desde 2021 Cataluña ha vivido la peor sequía desde que existen registros.',
    ],
  }, { reason: 'Spanish news article on a paper with ads and a cookie notice', claim: 'Barcelona left the drought emergency in May 2024 when reservoirs reached 25 %.', present: ['pasa de 200 a 230 litros'], absent: ['pasa de 200 a 320 litros'] }),

  art('v-it-post-treni', 'www.ilpost-notizie.test', '/2025/01/20/treni-ritardi-rete-ferroviaria/', {
    site: 'Il Post', lang: 'it', title: 'Perché i treni in Italia sono spesso in ritardo', author: null, date: '2025-01-20T07:00:00+01:00', section: 'Italia',
    paras: [
      'Nelle ultime settimane molti viaggiatori si sono lamentati dei ritardi dei treni ad alta velocità, soprattutto sulla linea tra Milano e Roma. Secondo i dati di Rete Ferroviaria Italiana, nel 2024 la puntualità dei treni Frecciarossa è stata dell’82 per cento.',
      'Una parte dei problemi dipende dai moltissimi cantieri aperti grazie ai fondi del PNRR: sulla rete ci sono oltre 1.200 cantieri attivi, che costringono a rallentamenti e interruzioni.',
      'Un’altra parte dipende dal fatto che la rete è molto trafficata: sulla linea Firenze-Roma passano più di 200 treni al giorno, e basta un guasto perché i ritardi si propaghino a tutti i treni successivi.',
    ],
  }, { reason: 'Italian explainer without a byline (as Il Post often publishes); quote present', present: ['oltre 1.200 cantieri attivi'], absent: ['oltre 2.100 cantieri attivi'] }),

  art('v-pt-folha-pix', 'www1.folha-sp.test', '/mercado/2025/04/pix-bate-recorde-de-transacoes.shtml', {
    site: 'Folha de S.Paulo', lang: 'pt', title: 'Pix bate recorde com 250 milhões de transações em um único dia', author: 'Nathalia Garcia', date: '2025-04-08T14:22:00-03:00', section: 'Mercado',
    paras: [
      'O Pix, sistema de pagamentos instantâneos do Banco Central, registrou na última sexta-feira (4) um novo recorde de 250,5 milhões de transações em um único dia, segundo dados divulgados pela autoridade monetária.',
      'O recorde anterior, de 239,9 milhões de operações, havia sido registrado em dezembro de 2024, às vésperas do Natal.',
      'Criado em novembro de 2020, o Pix já é o meio de pagamento mais usado no Brasil, à frente do cartão de débito, do cartão de crédito e do boleto.',
    ],
  }, { reason: 'Brazilian Portuguese news article; LGPD banner; number quote present, altered number absent', present: ['250,5 milhões de transações'], absent: ['205,5 milhões de transações'] }),

  art('v-nl-nos-dijk', 'nos-nieuws.test', '/artikel/2541234-afsluitdijk-na-acht-jaar-werk-klaar', {
    site: 'NOS', lang: 'nl', title: 'Renovatie Afsluitdijk na acht jaar werk klaar', author: null, date: '2025-06-02T16:05:00+02:00', section: 'Binnenland', template: 'plain',
    paras: [
      'De renovatie van de Afsluitdijk is na acht jaar werk afgerond. De dijk tussen Noord-Holland en Friesland is verhoogd en versterkt, zodat hij weer voldoet aan de veiligheidsnormen.',
      'Op de zeezijde zijn zo’n 75.000 betonblokken geplaatst, de zogenoemde Levvel-blocs, die speciaal voor de Afsluitdijk zijn ontworpen.',
      'Ook zijn er nieuwe spuisluizen en pompen gebouwd, zodat er meer water van het IJsselmeer naar de Waddenzee kan worden afgevoerd. De kosten bedroegen ruim 1 miljard euro.',
    ],
  }, { reason: 'Dutch public broadcaster article, plain template without JSON-LD author', present: ['zo’n 75.000 betonblokken geplaatst'], absent: ['zo’n 57.000 betonblokken geplaatst'] }),

  art('v-pl-wyborcza-ceny', 'wyborcza-biz.test', '/biznes/7,147743,31234567,inflacja-w-polsce-spadla.html', {
    site: 'Wyborcza.biz', lang: 'pl', title: 'Inflacja w Polsce spadła do 2,9 proc. Najniżej od lat', author: 'Leszek Baj', date: '2025-08-14T10:00:00+02:00', section: 'Gospodarka', ads: true,
    paras: [
      'Według szybkiego szacunku Głównego Urzędu Statystycznego inflacja konsumencka w lipcu wyniosła 2,9 proc. rok do roku, wobec 4,1 proc. w czerwcu.',
      'To pierwszy od wielu miesięcy odczyt mieszczący się w paśmie dopuszczalnych odchyleń od celu Narodowego Banku Polskiego, który wynosi 2,5 proc. plus minus jeden punkt procentowy.',
      'Ekonomiści zwracają uwagę, że spadek wynika głównie z efektu bazy w cenach energii. Inflacja bazowa pozostaje wyższa i wynosi ok. 3,3 proc.',
    ],
  }, { reason: 'Polish business news with ads', present: ['wyniosła 2,9 proc. rok do roku'], absent: ['wyniosła 3,9 proc. rok do roku'] }),

  art('v-sv-dn-vargar', 'www.dn-se.test', '/sverige/licensjakten-pa-varg-2025-stoppas-inte/', {
    site: 'Dagens Nyheter', lang: 'sv', title: 'Licensjakten på varg stoppas inte av förvaltningsrätten', author: 'Erik Ohlsson', date: '2025-01-01T12:00:00+01:00', section: 'Sverige',
    paras: [
      'Förvaltningsrätten i Luleå avslog på tisdagen Naturskyddsföreningens begäran om att stoppa årets licensjakt på varg. Jakten inleds därmed som planerat den 2 januari.',
      'Sammanlagt får 30 vargar fällas i fem län. Enligt Naturvårdsverket fanns det vintern 2023/2024 omkring 375 vargar i Sverige.',
      'Naturskyddsföreningen anser att jakten strider mot EU:s art- och habitatdirektiv och överväger att överklaga till kammarrätten.',
    ],
  }, { reason: 'Swedish news article', present: ['Sammanlagt får 30 vargar fällas i fem län'], absent: ['Sammanlagt får 50 vargar fällas i fem län'] }),

  art('v-da-dr-cykel', 'www.dr-dk.test', '/nyheder/indland/rekordmange-cykler-i-koebenhavn', {
    site: 'DR', lang: 'da', title: 'Rekordmange cyklister krydser Dronning Louises Bro', author: 'Mette Frederiksen Holm', date: '2024-09-30T08:15:00+02:00', section: 'Indland',
    paras: [
      'Aldrig før har så mange cyklister krydset Dronning Louises Bro i København. Ifølge Københavns Kommunes tællinger passerer i gennemsnit 46.000 cyklister broen på en hverdag.',
      'Broen er dermed en af de mest cyklede strækninger i verden. Kommunen har de seneste år udvidet cykelstierne på flere af byens broer.',
      'Cyklistforbundet glæder sig over tallene, men efterlyser flere cykelparkeringspladser ved stationerne.',
    ],
  }, { reason: 'Danish news article', present: ['i gennemsnit 46.000 cyklister'], absent: ['i gennemsnit 64.000 cyklister'] }),

  art('v-fi-yle-lumi', 'yle-uutiset.test', '/a/74-20123456', {
    site: 'Yle Uutiset', lang: 'fi', title: 'Lapissa satoi ennätysmäärä lunta lokakuussa', author: 'Juha Nurmela', date: '2024-10-31T13:40:00+02:00', section: 'Kotimaa',
    paras: [
      'Ilmatieteen laitoksen mukaan Lapissa satoi lokakuussa poikkeuksellisen paljon lunta. Kilpisjärvellä lumensyvyys oli kuun lopussa 62 senttimetriä, mikä on asemalla lokakuun ennätys.',
      'Meteorologi Anniina Kallio kertoo, että lumisateet johtuivat useista peräkkäisistä matalapaineista, jotka toivat kosteaa ilmaa Norjanmereltä.',
      'Hiihtokeskukset avasivat rinteensä tavallista aikaisemmin.',
    ],
  }, { reason: 'Finnish news article (agglutinative language, no English)', present: ['lumensyvyys oli kuun lopussa 62 senttimetriä'], absent: ['lumensyvyys oli kuun lopussa 26 senttimetriä'] }),

  art('v-cs-irozhlas-most', 'www.irozhlas-zpravy.test', '/zpravy-domov/karluv-most-oprava-2025_2503121015_ako', {
    site: 'iROZHLAS', lang: 'cs', title: 'Oprava Karlova mostu potrvá do roku 2027, stát za ni zaplatí 300 milionů', author: 'Adam Kotrbáček', date: '2025-03-12T10:15:00+01:00', section: 'Domov', charset: 'windows-1250',
    paras: [
      'Rekonstrukce Karlova mostu v Praze, která začala v roce 2019, potrvá nejméně do roku 2027. Podle magistrátu vyjde oprava kamenných zábradlí a soch na zhruba 300 milionů korun.',
      'Restaurátoři musí nahradit stovky poškozených pískovcových kvádrů. „Každý kámen je originál, proto práce postupuje pomalu,“ řekl vedoucí stavby.',
      'Most zůstává po celou dobu oprav otevřený pro pěší.',
    ],
  }, { reason: 'Czech article served in windows-1250 (legacy Central European charset), Czech quotation marks', present: ['potrvá nejméně do roku 2027'], absent: ['potrvá nejméně do roku 2029'] }),

  art('v-hu-telex-forint', 'telex-hu.test', '/gazdasag/2025/02/05/forint-arfolyam-euro-400', {
    site: 'Telex', lang: 'hu', title: 'Ismét 400 forint fölé gyengült az euró árfolyama', author: 'Kiss Péter', date: '2025-02-05T15:30:00+01:00', section: 'Gazdaság', charset: 'iso-8859-2',
    paras: [
      'Szerda délután ismét 400 forint fölé emelkedett az euró árfolyama, miután a Magyar Nemzeti Bank jelezte, hogy a kamatcsökkentési ciklus folytatódhat.',
      'A forint a dollárral szemben is gyengült: egy dollár 387 forintba került. Elemzők szerint a piac az év második felében további kamatvágásokra számít.',
      'A jegybank alapkamata jelenleg 6,5 százalék.',
    ],
  }, { reason: 'Hungarian article in ISO-8859-2 (ő/ű must decode right)', present: ['egy dollár 387 forintba került'], absent: ['egy dollár 378 forintba került'] }),

  art('v-ro-digi-autostrada', 'www.digi24-ro.test', '/stiri/economie/autostrada-a7-tronson-nou-deschis-3123456', {
    site: 'Digi24', lang: 'ro', title: 'Un nou tronson din Autostrada Moldovei a fost deschis circulației', author: 'Andrei Popescu', date: '2025-05-27T12:00:00+03:00', section: 'Economie',
    paras: [
      'Compania Națională de Administrare a Infrastructurii Rutiere a deschis marți circulației un nou tronson de 44 de kilometri din Autostrada Moldovei (A7), între Pietroasele și Pogoanele.',
      'Lucrările au fost finanțate prin Planul Național de Redresare și Reziliență. Până la finalul anului ar urma să fie gata încă aproximativ 100 de kilometri.',
      'Autostrada A7 va lega în final Bucureștiul de Siret, la granița cu Ucraina.',
    ],
  }, { reason: 'Romanian news article with comma-below diacritics (ș ț)', present: ['un nou tronson de 44 de kilometri'], absent: ['un nou tronson de 64 de kilometri'] }),

  art('v-bg-dnevnik-euro', 'www.dnevnik-bg.test', '/pari_i_finansi/2025/07/08/4812345_bulgariia_vliza_v_evrozonata/', {
    site: 'Дневник', lang: 'bg', title: 'България влиза в еврозоната от 1 януари 2026 г.', author: 'Мария Иванова', date: '2025-07-08T17:45:00+03:00', section: 'Пари и финанси', charset: 'windows-1251',
    paras: [
      'Съветът на ЕС прие окончателно решението България да въведе еврото от 1 януари 2026 г. Фиксираният курс на лева е 1,95583 лева за едно евро.',
      'Според финансовото министерство двойното обозначаване на цените ще продължи 12 месеца след приемането на общата валута.',
      'Критиците на решението се опасяват от поскъпване на стоките от първа необходимост.',
    ],
  }, { reason: 'Bulgarian article in windows-1251', present: ['1,95583 лева за едно евро'], absent: ['1,59583 лева за едно евро'] }),

  art('v-el-kathimerini-tourism', 'www.kathimerini-gr.test', '/economy/563123456/rekor-afixeon-touriston-2024/', {
    site: 'Καθημερινή', lang: 'el', title: 'Ρεκόρ αφίξεων τουριστών το 2024', author: 'Πρόδρομος Σαββίδης', date: '2025-02-20T09:00:00+02:00', section: 'Οικονομία', charset: 'iso-8859-7',
    paras: [
      'Σύμφωνα με τα στοιχεία της Τράπεζας της Ελλάδος, η χώρα υποδέχθηκε το 2024 περίπου 36 εκατομμύρια διεθνείς επισκέπτες, αριθμός ρεκόρ.',
      'Οι ταξιδιωτικές εισπράξεις ξεπέρασαν τα 21,6 δισεκατομμύρια ευρώ, αυξημένες κατά 4,6% σε σχέση με το 2023.',
      'Οι μεγαλύτερες αγορές παραμένουν η Γερμανία, το Ηνωμένο Βασίλειο και οι Ηνωμένες Πολιτείες.',
    ],
  }, { reason: 'Greek article in ISO-8859-7 (Greek legacy charset)', present: ['περίπου 36 εκατομμύρια διεθνείς επισκέπτες'], absent: ['περίπου 63 εκατομμύρια διεθνείς επισκέπτες'] }),

  art('v-tr-bbc-deprem', 'www.bbc-turkce.test', '/turkce/articles/c9x4z1y2l3ko', {
    site: 'BBC News Türkçe', lang: 'tr', title: 'Deprem bölgesinde konut inşaatı: 200 bin konut teslim edildi', author: 'Ayşe Yıldız', date: '2025-02-06T06:30:00+03:00', section: 'Türkiye', charset: 'windows-1254',
    paras: [
      '6 Şubat depremlerinin ikinci yıl dönümünde hükümet, deprem bölgesinde 200 bin konutun hak sahiplerine teslim edildiğini açıkladı.',
      'Çevre, Şehircilik ve İklim Değişikliği Bakanlığı, yıl sonuna kadar toplam 453 bin konutun tamamlanmasının hedeflendiğini belirtti.',
      'Depremzedelerin bir kısmı ise hâlâ konteyner kentlerde yaşıyor.',
    ],
  }, { reason: 'Turkish article in windows-1254 (ğ ş ı must decode)', present: ['toplam 453 bin konutun'], absent: ['toplam 354 bin konutun'] }),

  art('v-ru-meduza-ozero', 'meduza-news.test', '/news/2024/08/19/uroven-vody-v-baykale', {
    site: 'Медуза', lang: 'ru', title: 'Уровень воды в Байкале опустился ниже нормы', author: null, date: '2024-08-19T11:11:00+03:00', section: 'Новости', charset: 'koi8-r',
    paras: [
      'Уровень воды в озере Байкал опустился ниже минимальной отметки, установленной правительством, сообщило Енисейское бассейновое водное управление.',
      'По данным ведомства, уровень составляет 455,98 метра в тихоокеанской системе высот. Причиной называют маловодье на притоках озера.',
      'Экологи предупреждают, что снижение уровня воды может повредить нерестилищам омуля.',
    ],
  }, { reason: 'Russian news item in KOI8-R, no byline', present: ['уровень составляет 455,98 метра'], absent: ['уровень составляет 456,98 метра'] }),

  art('v-uk-pravda-energy', 'www.pravda-ua.test', '/news/2025/01/15/7493123/', {
    site: 'Українська правда', lang: 'uk', title: 'Україна збільшила імпорт електроенергії з ЄС до рекордного рівня', author: 'Олена Ковальчук', date: '2025-01-15T20:10:00+02:00', section: 'Економіка',
    paras: [
      'У грудні Україна імпортувала з країн Європейського Союзу рекордні 528 тисяч мегават-годин електроенергії, повідомляють аналітики ExPro.',
      'Найбільше електроенергії надійшло з Угорщини, Словаччини та Румунії. Імпорт допомагає зменшити дефіцит після атак на енергетичну інфраструктуру.',
      'Оператор системи передачі «Укренерго» закликав споживачів економно використовувати електроенергію у вечірні години.',
    ],
  }, { reason: 'Ukrainian news article', present: ['рекордні 528 тисяч мегават-годин'], absent: ['рекордні 825 тисяч мегават-годин'] }),

  art('v-ar-aljazeera-canal', 'www.aljazeera-net.test', '/ebusiness/2025/3/4/إيرادات-قناة-السويس', {
    site: 'الجزيرة نت', lang: 'ar', title: 'تراجع إيرادات قناة السويس بأكثر من 60% في 2024', author: 'محمد عبد الله', date: '2025-03-04T14:00:00+03:00', section: 'اقتصاد',
    paras: [
      'أعلن رئيس هيئة قناة السويس أن إيرادات القناة تراجعت إلى نحو 4 مليارات دولار في عام 2024، مقارنة بـ10.2 مليارات دولار في العام السابق.',
      'ويعود التراجع إلى تحويل شركات الشحن مسار سفنها حول رأس الرجاء الصالح بسبب الهجمات في البحر الأحمر.',
      'وقالت الهيئة إنها تقدم حوافز وتخفيضات على رسوم العبور لاستعادة حركة الملاحة.',
    ],
  }, { reason: 'Arabic RTL article with a non-ASCII (Arabic) path segment', present: ['مقارنة بـ10.2 مليارات دولار'], absent: ['مقارنة بـ12.2 مليارات دولار'] }),

  art('v-he-haaretz-desal', 'www.haaretz-co.test', '/news/environment/2024-11-05/ty-article/desalination-plant', {
    site: 'הארץ', lang: 'he', title: 'מתקן ההתפלה החדש בגליל המערבי יספק 100 מיליון קוב בשנה', author: 'צפריר רינת', date: '2024-11-05T08:00:00+02:00', section: 'סביבה', charset: 'windows-1255',
    paras: [
      'רשות המים אישרה את הקמתו של מתקן התפלה חדש בגליל המערבי, שיספק כ-100 מיליון מטר מעוקב של מים בשנה.',
      'המתקן צפוי להתחיל לפעול בשנת 2028, ויהיה השישי הגדול בישראל. עלות ההקמה מוערכת ב-1.5 מיליארד שקל.',
      'ארגוני סביבה הביעו חשש מפגיעה בחוף הים באזור.',
    ],
  }, { reason: 'Hebrew article in windows-1255 (legacy Hebrew charset), RTL', present: ['יהיה השישי הגדול בישראל'], absent: ['יהיה השביעי הגדול בישראל'] }),

  art('v-fa-bbcpersian-toman', 'www.bbc-persian.test', '/persian/articles/cz7x1y2z3w4o', {
    site: 'BBC News فارسی', lang: 'fa', title: 'بانک مرکزی ایران: چهار صفر از پول ملی حذف می‌شود', author: null, date: '2025-10-06T10:00:00+03:30', section: 'اقتصاد',
    paras: [
      'مجلس ایران طرح حذف چهار صفر از پول ملی را تصویب کرد و بر اساس آن واحد پول کشور از ریال به تومان تغییر خواهد کرد.',
      'بر اساس این طرح، هر تومان جدید معادل ده هزار ریال فعلی خواهد بود و دوره گذار دست‌کم سه سال طول می‌کشد.',
      'کارشناسان اقتصادی می‌گویند حذف صفرها بدون مهار تورم تأثیر چندانی نخواهد داشت.',
    ],
  }, { reason: 'Persian article with zero-width non-joiners inside words', present: ['هر تومان جدید معادل ده هزار ریال فعلی خواهد بود'], absent: ['هر تومان جدید معادل صد هزار ریال فعلی خواهد بود'] }),

  art('v-hi-bhaskar-monsoon', 'www.bhaskar-news.test', '/national/news/monsoon-2025-imd-forecast-135123456.html', {
    site: 'दैनिक भास्कर', lang: 'hi', title: 'मौसम विभाग का अनुमान: इस साल मानसून में 105% बारिश होगी', author: 'राहुल शर्मा', date: '2025-04-15T16:20:00+05:30', section: 'देश', ads: true,
    paras: [
      'भारत मौसम विज्ञान विभाग ने मंगलवार को कहा कि इस साल दक्षिण-पश्चिम मानसून के दौरान देश में दीर्घावधि औसत का 105 प्रतिशत बारिश होने की संभावना है।',
      'विभाग के महानिदेशक ने बताया कि अल नीनो की स्थिति बनने की संभावना कम है, जिससे किसानों को राहत मिलेगी।',
      'मानसून आमतौर पर एक जून के आसपास केरल पहुंचता है।',
    ],
  }, { reason: 'Hindi (Devanagari) news article with ads', present: ['दीर्घावधि औसत का 105 प्रतिशत बारिश'], absent: ['दीर्घावधि औसत का 95 प्रतिशत बारिश'] }),

  art('v-bn-prothomalo-metro', 'www.prothomalo-bd.test', '/bangladesh/capital/metro-rail-passengers-record', {
    site: 'প্রথম আলো', lang: 'bn', title: 'মেট্রোরেলে এক দিনে রেকর্ড সাড়ে চার লাখ যাত্রী', author: 'নিজস্ব প্রতিবেদক', date: '2025-03-27T21:00:00+06:00', section: 'রাজধানী',
    paras: [
      'ঈদের আগে বুধবার ঢাকার মেট্রোরেলে এক দিনে রেকর্ড সাড়ে চার লাখ যাত্রী যাতায়াত করেছেন বলে জানিয়েছে ঢাকা ম্যাস ট্রানজিট কোম্পানি লিমিটেড।',
      'উত্তরা থেকে মতিঝিল পর্যন্ত এই লাইনে সাধারণত প্রতিদিন তিন লাখের বেশি যাত্রী চলাচল করেন।',
      'কর্তৃপক্ষ জানিয়েছে, ভিড় সামলাতে ট্রেনের সংখ্যা বাড়ানো হয়েছিল।',
    ],
  }, { reason: 'Bengali news article', present: ['এক দিনে রেকর্ড সাড়ে চার লাখ যাত্রী যাতায়াত করেছেন'] }),

  art('v-th-thairath-pm25', 'www.thairath-th.test', '/news/local/bangkok/2812345', {
    site: 'ไทยรัฐ', lang: 'th', title: 'ฝุ่น PM2.5 กรุงเทพฯ เกินมาตรฐาน 50 เขต', author: null, date: '2025-01-23T07:30:00+07:00', section: 'กรุงเทพฯ', charset: 'tis-620',
    paras: [
      'ศูนย์ข้อมูลคุณภาพอากาศกรุงเทพมหานครรายงานว่า เช้าวันนี้ค่าฝุ่นละอองขนาดไม่เกิน 2.5 ไมครอน เกินค่ามาตรฐานครบทั้ง 50 เขต',
      'กรุงเทพมหานครขอความร่วมมือให้หน่วยงานต่างๆ ทำงานจากบ้าน และแนะนำให้ประชาชนสวมหน้ากากอนามัยเมื่อออกนอกอาคาร',
      'ค่าฝุ่นสูงสุดวัดได้ที่เขตหนองแขม',
    ],
  }, { reason: 'Thai article in TIS-620 (no spaces between words; legacy charset)', present: ['เกินค่ามาตรฐานครบทั้ง 50 เขต'], absent: ['เกินค่ามาตรฐานครบทั้ง 30 เขต'] }),

  art('v-vi-vnexpress-metro', 'vnexpress-net.test', '/tuyen-metro-ben-thanh-suoi-tien-chay-thuong-mai-4826123.html', {
    site: 'VnExpress', lang: 'vi', title: 'Metro Bến Thành - Suối Tiên chính thức chạy thương mại', author: 'Gia Minh', date: '2024-12-22T09:00:00+07:00', section: 'Thời sự',
    paras: [
      'Sau 12 năm xây dựng, tuyến metro số 1 Bến Thành - Suối Tiên ở TP HCM chính thức vận hành thương mại từ sáng 22/12.',
      'Tuyến dài 19,7 km, gồm 14 nhà ga, trong đó 3 ga ngầm và 11 ga trên cao. Trong tháng đầu tiên, hành khách được đi miễn phí.',
      'Tổng vốn đầu tư của dự án là hơn 43.700 tỷ đồng.',
    ],
  }, { reason: 'Vietnamese article (stacked diacritics)', present: ['Tuyến dài 19,7 km, gồm 14 nhà ga'], absent: ['Tuyến dài 17,9 km, gồm 14 nhà ga'] }),

  art('v-id-kompas-ikn', 'nasional.kompas-id.test', '/read/2024/08/17/10150061/upacara-hut-ri-di-ikn', {
    site: 'Kompas.com', lang: 'id', title: 'Upacara HUT ke-79 RI Digelar Pertama Kali di IKN', author: 'Fika Nurul Ulya', date: '2024-08-17T10:15:00+07:00', section: 'Nasional', ads: true,
    paras: [
      'Upacara peringatan Hari Ulang Tahun ke-79 Kemerdekaan Republik Indonesia digelar untuk pertama kalinya di Ibu Kota Nusantara (IKN), Kalimantan Timur, Sabtu (17/8/2024).',
      'Presiden Joko Widodo bertindak sebagai inspektur upacara di Istana Negara IKN. Sekitar 1.300 tamu undangan hadir di lokasi.',
      'Upacara serupa juga tetap digelar di Istana Merdeka, Jakarta.',
    ],
  }, { reason: 'Indonesian news article with ads', present: ['Sekitar 1.300 tamu undangan hadir'], absent: ['Sekitar 3.100 tamu undangan hadir'] }),

  art('v-ms-bharian-banjir', 'www.bharian-my.test', '/berita/nasional/2024/12/1189123/banjir-kelantan', {
    site: 'Berita Harian', lang: 'ms', title: 'Banjir: Lebih 80,000 mangsa di pusat pemindahan sementara di Kelantan', author: 'Nor Amalina Alias', date: '2024-11-30T19:00:00+08:00', section: 'Nasional',
    paras: [
      'Jumlah mangsa banjir di Kelantan terus meningkat kepada lebih 80,000 orang yang ditempatkan di pusat pemindahan sementara setakat jam 8 malam ini.',
      'Menurut Agensi Pengurusan Bencana Negara, daerah Pasir Mas dan Tumpat paling teruk terjejas.',
      'Jabatan Meteorologi meramalkan hujan lebat berterusan sehingga hujung minggu.',
    ],
  }, { reason: 'Malay news article', present: ['daerah Pasir Mas dan Tumpat paling teruk terjejas'], absent: ['daerah Kota Bharu dan Tumpat paling teruk terjejas'] }),

  art('v-ja-nhk-rice', 'www3.nhk-news.test', '/news/html/20250521/k10014812341000.html', {
    site: 'NHKニュース', lang: 'ja', title: 'コメの平均価格 5キロあたり4285円 過去最高を更新', author: null, date: '2025-05-21T17:12:00+09:00', section: '経済', charset: 'shift_jis',
    paras: [
      '全国のスーパーで販売されたコメの平均価格は、5キロあたり4285円となり、前の週より17円値上がりして過去最高を更新しました。',
      '農林水産省によりますと、値上がりは19週連続です。政府は備蓄米の放出を進めていますが、店頭価格への反映には時間がかかっているということです。',
      '専門家は「流通の目詰まりを解消することが課題だ」と話しています。',
    ],
  }, { reason: 'Japanese article in Shift_JIS (no spaces; legacy charset)', present: ['5キロあたり4285円となり'], absent: ['5キロあたり4258円となり'] }),

  art('v-zh-thepaper-ev', 'www.thepaper-cn.test', '/newsDetail_forward_29812345', {
    site: '澎湃新闻', lang: 'zh', title: '中国新能源汽车年产量首次突破1000万辆', author: '王晓', date: '2024-11-14T15:02:00+08:00', section: '财经', charset: 'gbk',
    paras: [
      '中国汽车工业协会11月14日发布数据显示，今年我国新能源汽车年产量首次突破1000万辆，成为全球首个新能源汽车年度产量达到千万辆级的国家。',
      '业内人士表示，新能源汽车渗透率已超过50%，市场竞争日趋激烈，价格战仍在持续。',
      '出口方面，前十个月新能源汽车出口量同比增长6.3%。',
    ],
  }, { reason: 'Simplified Chinese article in GBK', present: ['新能源汽车年产量首次突破1000万辆'], absent: ['新能源汽车年产量首次突破2000万辆'] }),

  art('v-zhtw-cna-typhoon', 'www.cna-tw.test', '/news/ahel/202410315003.aspx', {
    site: '中央社 CNA', lang: 'zh-TW', title: '康芮颱風登陸台東 全台停班停課', author: '陳昱婷', date: '2024-10-31T14:30:00+08:00', section: '生活', charset: 'big5',
    paras: [
      '中度颱風康芮今天下午1時40分左右在台東縣成功鎮附近登陸，為有氣象紀錄以來第一個在10月底登陸台灣的颱風。',
      '中央氣象署表示，颱風中心通過後，各地仍將有豪雨，民眾應嚴加戒備。',
      '全台22縣市今天停止上班上課。',
    ],
  }, { reason: 'Traditional Chinese article in Big5', present: ['全台22縣市今天停止上班上課'], absent: ['全台12縣市今天停止上班上課'] }),

  art('v-ko-yonhap-birth', 'www.yna-kr.test', '/view/AKR20250226071200002', {
    site: '연합뉴스', lang: 'ko', title: '작년 출생아 수 9년 만에 반등…합계출산율 0.75명', author: '박상돈', date: '2025-02-26T12:00:00+09:00', section: '경제', charset: 'euc-kr',
    paras: [
      '통계청이 26일 발표한 인구동향에 따르면 지난해 출생아 수는 23만8천300명으로 전년보다 3.6% 증가했다.',
      '합계출산율은 0.75명으로 9년 만에 반등했다. 결혼 건수가 늘어난 영향으로 풀이된다.',
      '그러나 여전히 경제협력개발기구(OECD) 회원국 가운데 가장 낮은 수준이다.',
    ],
  }, { reason: 'Korean article in EUC-KR', present: ['합계출산율은 0.75명으로 9년 만에 반등했다'], absent: ['합계출산율은 0.57명으로 9년 만에 반등했다'] }),
];

export function blind5Cases(): CorpusCase[] {
  return toCases('blind5', [...valid]);
}

/**
 * Text for blind11 (see blind11.ts): one local news story per site, in many languages, each with
 * a second story of the same site that shares its places, people and topic (the "sibling", used as
 * the wrong page), a quote the story says (in paragraph 4, so a paginated page 2 holds it) and a
 * near-miss quote it does not say. All stories are invented; any likeness to a real report is
 * accidental.
 */
export type Story = {
  k: string;
  lang: string;
  site: string;
  host: string;
  section: string;
  author: string;
  date: string;
  h: string;
  dek: string;
  paras: string[];
  q: string;
  nq: string;
  sib: { h: string; paras: string[] };
  /** A legacy charset this story's site would plausibly use. */
  legacy?: string;
};

export const STORIES: Story[] = [
  {
    k: 'tucson', lang: 'en', site: 'Tucson Ledger', host: 'www.tucsonledger.com', section: 'Local News', author: 'Marisol Ybarra', date: '2025-09-16T13:05:00Z',
    h: 'Tucson Water approves 7 percent rate increase after aquifer study',
    dek: 'The utility says the money will pay for new wells on the east side as the Avra Valley recharge basins fill more slowly than planned.',
    paras: [
      'The Tucson City Council voted 5-2 on Tuesday to raise residential water rates by 7 percent starting in January, the largest single increase in more than a decade, after a two-year study found the aquifer under the east side dropping faster than the utility had projected.',
      'Tucson Water director Ana Fuentes told council members that the average household bill would rise by about $4.10 a month. The extra revenue, roughly $19 million a year, would pay for six new wells near Houghton Road and a pipeline linking them to the central reservoir.',
      'Council members Kevin Dahl and Lane Santa Cruz voted against the increase, arguing that low-income customers already struggle with summer bills. Fuentes said the utility would expand its assistance program, which currently covers about 3,200 households, to as many as 5,000.',
      'The study, prepared by hydrologists at the University of Arizona, found that groundwater levels under the east side fell by an average of 2.3 feet a year between 2019 and 2024, compared with about 1 foot a year in the previous decade. The recharge basins in Avra Valley have been filling more slowly because of lower Colorado River deliveries.',
      'The new rates take effect on January 1. A second vote on a proposed drought surcharge, which would apply only in a declared shortage, is scheduled for November.',
    ],
    q: 'groundwater levels under the east side fell by an average of 2.3 feet a year between 2019 and 2024',
    nq: 'groundwater levels under the east side fell by an average of 3.2 feet a year between 2019 and 2024',
    sib: {
      h: 'Tucson Water delays Avra Valley recharge project after aquifer study',
      paras: [
        'Tucson Water will postpone the third phase of its Avra Valley recharge project by at least two years, utility officials said Thursday, after an aquifer study found the basins absorbing Colorado River water more slowly than expected.',
        'The delay affects a planned expansion of the recharge basins west of the Tucson Mountains. Director Ana Fuentes said the utility would instead spend the money on monitoring wells to understand why the water is moving slowly through the clay layers.',
        'The City Council is expected to review the revised schedule in December. The study was prepared by hydrologists at the University of Arizona and covers groundwater levels across the valley from 2019 to 2024.',
      ],
    },
  },
  {
    k: 'leeds', lang: 'en', site: 'Yorkshire Evening Courier', host: 'www.yorkshirecourier.co.uk', section: 'News', author: 'Tom Hardcastle', date: '2025-06-03T06:00:00Z',
    h: 'Leeds council backs £4.2m plan to rebuild Kirkstall Forge footbridge',
    dek: 'The crossing over the River Aire has been closed since flood damage in 2023.',
    paras: [
      'Leeds City Council has approved a £4.2m plan to rebuild the footbridge linking Kirkstall Forge railway station with the Abbey Road housing estates, nearly two years after flood damage forced its closure.',
      'The bridge over the River Aire was shut in October 2023 when engineers found the central pier had been undermined by the water. Since then commuters from the estates have faced a detour of almost a mile along the A65 to reach the station.',
      'Councillor Helen Hayden, executive member for infrastructure, said the new crossing would be wider, step-free and built to withstand a one-in-two-hundred-year flood. West Yorkshire Combined Authority will pay £2.9m of the cost, with the rest coming from the council\'s capital budget.',
      'Work is due to start next spring and take about fourteen months, the council said, with the old bridge removed in sections by crane so that the railway line does not have to close for more than two weekends.',
      'Residents who campaigned for the bridge to reopen welcomed the decision but said a temporary crossing should have been provided. The council said a temporary structure had been ruled out because the riverbanks were unstable.',
    ],
    q: 'with the old bridge removed in sections by crane so that the railway line does not have to close for more than two weekends',
    nq: 'with the old bridge removed in one piece by crane so that the railway line does not have to close for more than two weekends',
    sib: {
      h: 'Leeds council rejects Kirkstall Forge car park plan near footbridge',
      paras: [
        'Plans for a 300-space car park next to Kirkstall Forge station have been rejected by Leeds City Council planners, who said the site on the banks of the River Aire was at too great a risk of flooding.',
        'The developer had argued that commuters from Abbey Road and Horsforth needed more parking while the footbridge remained closed. Councillor Helen Hayden said the council wanted people to walk, cycle or take the bus to the station instead.',
        'The developer has six months to appeal. West Yorkshire Combined Authority said it had no plans to fund parking at the station.',
      ],
    },
  },
  {
    k: 'freiburg', lang: 'de', site: 'Breisgauer Nachrichten', host: 'www.breisgauer-nachrichten.de', section: 'Freiburg', author: 'Katrin Mößner', date: '2025-10-21T16:40:00Z', legacy: 'windows-1252',
    h: 'Badenova erhöht Fernwärmepreise in Freiburg ab Januar um zwölf Prozent',
    dek: 'Rund 14.000 Haushalte im Rieselfeld, in Vauban und Weingarten sind betroffen.',
    paras: [
      'Der Energieversorger Badenova erhöht zum 1. Januar die Preise für Fernwärme in Freiburg um durchschnittlich zwölf Prozent. Betroffen sind nach Angaben des Unternehmens rund 14.000 Haushalte, vor allem in den Stadtteilen Rieselfeld, Vauban und Weingarten.',
      'Als Grund nennt Badenova gestiegene Netzentgelte und den Umbau der Heizzentralen auf Holzhackschnitzel und Großwärmepumpen. Für eine Wohnung mit 70 Quadratmetern bedeute die Erhöhung Mehrkosten von etwa 11 Euro im Monat, sagte ein Sprecher.',
      'Der Mieterverein Freiburg kritisierte die Ankündigung scharf. „Fernwärmekunden können ihren Anbieter nicht wechseln und sind der Preispolitik ausgeliefert“, sagte Geschäftsführer Stefan Ruf. Er forderte die Stadt auf, als Mitgesellschafterin auf Badenova einzuwirken.',
      'Oberbürgermeister Martin Horn verwies darauf, dass die Stadt nur einen Teil der Anteile halte und auf die Preisgestaltung keinen direkten Einfluss habe. Die Stadtverwaltung werde aber prüfen lassen, ob die Preisanpassungsklauseln in den Verträgen rechtlich zulässig seien.',
      'Die Verbraucherzentrale Baden-Württemberg rät betroffenen Kunden, die neuen Preisblätter genau zu prüfen und gegebenenfalls Widerspruch einzulegen.',
    ],
    q: 'ob die Preisanpassungsklauseln in den Verträgen rechtlich zulässig seien',
    nq: 'ob die Preisanpassungsklauseln in den Verträgen rechtlich unzulässig seien',
    sib: {
      h: 'Badenova senkt Strompreise in Freiburg ab Januar um vier Prozent',
      paras: [
        'Gute Nachrichten für Stromkunden in Freiburg: Badenova senkt zum 1. Januar die Preise in der Grundversorgung um durchschnittlich vier Prozent. Das Unternehmen begründet den Schritt mit gesunkenen Einkaufspreisen an der Strombörse.',
        'Fernwärmekunden im Rieselfeld, in Vauban und Weingarten profitieren davon nicht. Der Mieterverein Freiburg forderte, die Entlastung auch an sie weiterzugeben.',
        'Oberbürgermeister Martin Horn begrüßte die Senkung. Eine Familie mit einem Verbrauch von 3.500 Kilowattstunden spare etwa 50 Euro im Jahr.',
      ],
    },
  },
  {
    k: 'nantes', lang: 'fr', site: 'Ouest Loire Infos', host: 'www.ouestloire-infos.fr', section: 'Nantes', author: 'Gwenaëlle Le Goff', date: '2025-05-12T05:30:00Z', legacy: 'iso-8859-15',
    h: 'À Nantes, la métropole prolonge la ligne 5 du busway jusqu\'à Rezé',
    dek: 'Le prolongement de 3,4 kilomètres doit être mis en service à la rentrée 2027.',
    paras: [
      'Nantes Métropole a voté vendredi le prolongement de la ligne 5 du busway jusqu\'au centre de Rezé. Le tracé de 3,4 kilomètres franchira la Loire par le pont des Trois-Continents et comptera six nouvelles stations.',
      'Le coût du chantier est estimé à 62 millions d\'euros, dont 14 millions financés par l\'État au titre de l\'appel à projets pour les transports collectifs en site propre. Les travaux débuteront au printemps prochain.',
      'Pour la présidente de la métropole, Johanna Rolland, ce prolongement répond à « une attente très forte des habitants du sud Loire ». Le maire de Rezé, Hervé Neau, a salué un projet qui « rapproche enfin Rezé du cœur de l\'agglomération ».',
      'Les opposants, réunis dans le collectif Trois-Continents, craignent la suppression de près de 200 places de stationnement le long de la route de Pornic et réclament un parking relais supplémentaire à la station terminus.',
      'La mise en service est prévue à la rentrée 2027. Les bus électriques articulés de 24 mètres circuleront toutes les six minutes aux heures de pointe.',
    ],
    q: 'craignent la suppression de près de 200 places de stationnement le long de la route de Pornic',
    nq: 'craignent la suppression de près de 300 places de stationnement le long de la route de Pornic',
    sib: {
      h: 'À Nantes, la métropole suspend le chantier de la ligne 6 du busway à Rezé',
      paras: [
        'Nantes Métropole a décidé de suspendre pour six mois les travaux de la ligne 6 du busway à Rezé, après la découverte de vestiges gallo-romains près de la route de Pornic.',
        'Des archéologues de l\'Inrap doivent fouiller le site avant la reprise du chantier. Johanna Rolland a assuré que le calendrier général du réseau n\'était pas remis en cause.',
        'Le maire de Rezé, Hervé Neau, a demandé que les commerçants touchés par le retard soient indemnisés.',
      ],
    },
  },
  {
    k: 'valencia', lang: 'es', site: 'Diario del Turia', host: 'www.diariodelturia.es', section: 'Valencia', author: 'Josep Ferrer Martí', date: '2025-04-08T09:15:00Z', legacy: 'iso-8859-1',
    h: 'Valencia aprueba un plan de 48 millones para recuperar la huerta de la Albufera',
    dek: 'El ayuntamiento comprará 120 hectáreas de arrozales abandonados en Castellar y El Palmar.',
    paras: [
      'El pleno del Ayuntamiento de Valencia aprobó este jueves un plan de 48 millones de euros para recuperar la huerta y los arrozales del entorno de la Albufera, con el voto a favor de todos los grupos salvo Vox, que se abstuvo.',
      'El plan prevé la compra de 120 hectáreas de campos abandonados en Castellar-l\'Oliveral y El Palmar, que se cederán a jóvenes agricultores mediante contratos de arrendamiento de veinte años a precios por debajo del mercado.',
      'La alcaldesa, María José Catalá, explicó que el objetivo es «frenar el abandono de la tierra y devolver la vida a las alquerías». La concejala de Agricultura, Marta Torrado, añadió que se rehabilitarán cuarenta kilómetros de acequias.',
      'Según el informe técnico que acompaña el plan, la superficie cultivada en el término municipal se ha reducido un 31 por ciento desde 1990, y más de la mitad de los agricultores en activo tiene más de 65 años.',
      'Las organizaciones agrarias valoraron la iniciativa, aunque reclamaron que las ayudas lleguen también a quienes ya cultivan sus propias tierras.',
    ],
    q: 'la superficie cultivada en el término municipal se ha reducido un 31 por ciento desde 1990',
    nq: 'la superficie cultivada en el término municipal se ha reducido un 13 por ciento desde 1990',
    sib: {
      h: 'Valencia aplaza el plan de limpieza de la Albufera hasta 2026',
      paras: [
        'El Ayuntamiento de Valencia ha aplazado hasta 2026 el plan de limpieza de los canales de la Albufera, que debía comenzar este otoño en El Palmar y Castellar-l\'Oliveral.',
        'La concejala Marta Torrado atribuyó el retraso a la falta de autorización de la Confederación Hidrográfica del Júcar. La alcaldesa María José Catalá pidió al Gobierno que agilice los trámites.',
        'Los arroceros temen que el retraso empeore la calidad del agua durante la próxima campaña.',
      ],
    },
  },
  {
    k: 'bologna', lang: 'it', site: 'Cronache Emiliane', host: 'www.cronacheemiliane.it', section: 'Bologna', author: 'Chiara Zanetti', date: '2025-03-19T11:20:00Z', legacy: 'windows-1252',
    h: 'Bologna, la Città 30 si allarga: limite esteso a tutta la prima periferia',
    dek: 'Dopo diciotto mesi il Comune rivendica un calo del 13 per cento degli incidenti.',
    paras: [
      'Il limite di 30 chilometri orari verrà esteso a tutte le strade residenziali della prima periferia di Bologna a partire da settembre. Lo ha annunciato ieri il sindaco Matteo Lepore presentando il bilancio dei primi diciotto mesi della Città 30.',
      'Secondo i dati della Polizia locale, nel 2024 gli incidenti stradali sono diminuiti del 13 per cento rispetto al 2023 e i feriti gravi del 31 per cento. Nessun pedone è morto sulle strade comunali nel corso dell\'anno, per la prima volta dal 1991.',
      'L\'estensione riguarderà i quartieri Navile, San Donato-San Vitale e Borgo Panigale-Reno, dove saranno installati nuovi dossi e attraversamenti rialzati. L\'assessora alla Mobilità, Valentina Orioli, ha spiegato che le grandi arterie di scorrimento resteranno a 50.',
      'Le associazioni dei commercianti hanno chiesto di mantenere il limite a 50 sui viali di circonvallazione, sostenendo che il rallentamento del traffico abbia ridotto gli acquisti nei negozi di quartiere.',
      'Il Comune ha stanziato 6 milioni di euro per la nuova fase, in parte provenienti dai fondi europei per la sicurezza stradale.',
    ],
    q: 'hanno chiesto di mantenere il limite a 50 sui viali di circonvallazione',
    nq: 'hanno chiesto di mantenere il limite a 70 sui viali di circonvallazione',
    sib: {
      h: 'Bologna, il Comune rinvia la Città 30 sui viali della periferia',
      paras: [
        'Il Comune di Bologna ha deciso di rinviare l\'introduzione del limite di 30 chilometri orari sui viali di circonvallazione della periferia, dopo le proteste dei commercianti.',
        'Il sindaco Matteo Lepore ha spiegato che servono nuovi studi sul traffico nei quartieri Navile e Borgo Panigale-Reno. L\'assessora Valentina Orioli ha confermato che i lavori per i dossi proseguiranno.',
        'La decisione sarà rivalutata in primavera.',
      ],
    },
  },
  {
    k: 'curitiba', lang: 'pt', site: 'Gazeta Paranaense', host: 'www.gazetaparanaense.com.br', section: 'Curitiba', author: 'Luana Kowalski', date: '2025-08-27T14:00:00Z', legacy: 'iso-8859-1',
    h: 'Curitiba inaugura linha de ônibus elétrico entre o Centro e o Boqueirão',
    dek: 'Os 22 veículos articulados vão substituir parte da frota a diesel do eixo sul.',
    paras: [
      'A Prefeitura de Curitiba inaugurou nesta terça-feira a primeira linha de ônibus elétricos da capital, ligando a Praça Rui Barbosa ao terminal do Boqueirão. A linha vai operar com 22 veículos articulados, comprados com financiamento do BNDES.',
      'Segundo a Urbs, empresa que gerencia o transporte coletivo, cada ônibus tem autonomia de 250 quilômetros e será recarregado durante a madrugada na garagem do Boqueirão. O intervalo entre as viagens nos horários de pico será de quatro minutos.',
      'O prefeito Eduardo Pimentel afirmou que a troca da frota a diesel vai reduzir em 2,4 mil toneladas por ano as emissões de gás carbônico no eixo sul. A tarifa continua a mesma das demais linhas, de R$ 6.',
      'Os motoristas passaram por um treinamento de três semanas para aprender a usar a frenagem regenerativa, que devolve energia às baterias e, segundo a Urbs, aumenta a autonomia em até 15 por cento.',
      'A próxima linha elétrica, entre o Centro e o Pinheirinho, deve entrar em operação no segundo semestre de 2026.',
    ],
    q: 'que devolve energia às baterias e, segundo a Urbs, aumenta a autonomia em até 15 por cento',
    nq: 'que devolve energia às baterias e, segundo a Urbs, aumenta a autonomia em até 25 por cento',
    sib: {
      h: 'Curitiba adia licitação de ônibus elétricos para o Pinheirinho',
      paras: [
        'A Prefeitura de Curitiba adiou a licitação dos ônibus elétricos que vão atender a linha entre o Centro e o Pinheirinho, depois de questionamentos do Tribunal de Contas do Paraná.',
        'A Urbs afirmou que vai revisar as exigências técnicas sobre autonomia das baterias. O prefeito Eduardo Pimentel disse que o atraso não afeta a linha do Boqueirão.',
        'A nova data da licitação ainda não foi definida.',
      ],
    },
  },
  {
    k: 'utrecht', lang: 'nl', site: 'Stichtse Courant', host: 'www.stichtsecourant.nl', section: 'Utrecht', author: 'Femke de Wit', date: '2025-02-11T07:45:00Z',
    h: 'Utrecht verdubbelt fietsparkeerplekken bij station Vaartsche Rijn',
    dek: 'De nieuwe stalling onder het Ledig Erf biedt plaats aan 3.600 fietsen.',
    paras: [
      'De gemeente Utrecht opent in het voorjaar een nieuwe fietsenstalling bij station Vaartsche Rijn, waarmee het aantal plekken rond het station verdubbelt tot ruim 7.000. De stalling komt onder het plein aan de Jaarbeurszijde van het spoor.',
      'Wethouder Lot van Hooijdonk zei dinsdag dat de bestaande stalling al sinds de opening in 2016 structureel overvol is. „Op drukke dagen staan er honderden fietsen op de stoep, dat is gevaarlijk voor voetgangers.”',
      'De stalling kost 18 miljoen euro, waarvan ProRail een derde betaalt. De eerste 24 uur zijn gratis, daarna betalen fietsers 1,35 euro per dag, hetzelfde tarief als in de stallingen bij Utrecht Centraal.',
      'Er komen ook 150 plekken voor bakfietsen en fietsen met een afwijkende maat, een groep die volgens de Fietsersbond in de huidige stallingen bijna nergens terecht kan.',
      'De gemeente verwacht dat de stalling in mei opengaat. Tijdens de bouw blijft de doorgang naar de perrons open.',
    ],
    q: 'Er komen ook 150 plekken voor bakfietsen en fietsen met een afwijkende maat',
    nq: 'Er komen ook 250 plekken voor bakfietsen en fietsen met een afwijkende maat',
    sib: {
      h: 'Utrecht sluit fietsenstalling bij station Vaartsche Rijn tijdelijk',
      paras: [
        'De fietsenstalling bij station Vaartsche Rijn in Utrecht gaat vanaf maandag drie weken dicht voor onderhoud aan de roltrappen en de verlichting.',
        'Wethouder Lot van Hooijdonk vraagt fietsers om de stalling bij Utrecht Centraal te gebruiken. ProRail plaatst tijdelijke rekken op het plein.',
        'De Fietsersbond noemt de sluiting slecht getimed.',
      ],
    },
  },
  {
    k: 'gdansk', lang: 'pl', site: 'Dziennik Pomorski', host: 'www.dziennikpomorski.pl', section: 'Gdańsk', author: 'Agnieszka Wróblewska', date: '2025-11-04T10:10:00Z', legacy: 'iso-8859-2',
    h: 'Gdańsk kupi 20 nowych tramwajów dla linii na Morenę',
    dek: 'Umowa o wartości 340 mln zł została podpisana z bydgoską Pesą.',
    paras: [
      'Gdańskie Autobusy i Tramwaje podpisały w poniedziałek umowę na dostawę 20 nowych tramwajów niskopodłogowych. Pojazdy trafią przede wszystkim na nową linię prowadzącą z Wrzeszcza przez Morenę na Jasień.',
      'Wartość kontraktu wynosi 340 mln zł, a większość kosztów pokryją fundusze unijne z programu Fundusze Europejskie dla Pomorza. Pierwsze tramwaje mają przyjechać do Gdańska w 2027 roku.',
      'Prezydent Gdańska Aleksandra Dulkiewicz podkreśliła, że nowe pojazdy będą klimatyzowane i wyposażone w ładowarki USB oraz miejsca na rowery. Każdy tramwaj zabierze jednorazowo około 230 pasażerów.',
      'Według GAiT obecna flota liczy 126 tramwajów, z których niemal jedna trzecia ma ponad czterdzieści lat i wymaga częstych napraw, co powoduje opóźnienia na liniach do Oliwy i na Stogi.',
      'Budowa torowiska na Morenę jest opóźniona o kilka miesięcy, ale miasto zapewnia, że linia zostanie otwarta przed dostawą tramwajów.',
    ],
    q: 'obecna flota liczy 126 tramwajów, z których niemal jedna trzecia ma ponad czterdzieści lat',
    nq: 'obecna flota liczy 162 tramwaje, z których niemal jedna trzecia ma ponad czterdzieści lat',
    sib: {
      h: 'Gdańsk: budowa linii tramwajowej na Morenę znów opóźniona',
      paras: [
        'Budowa linii tramwajowej z Wrzeszcza na Morenę i Jasień znów się opóźni. Wykonawca poinformował, że prace na odcinku przy ulicy Powstańców Warszawskich potrwają do wiosny.',
        'Prezydent Aleksandra Dulkiewicz zapowiedziała naliczenie kar umownych. Gdańskie Autobusy i Tramwaje wprowadzą autobusy zastępcze.',
        'Mieszkańcy Moreny skarżą się na hałas i korki.',
      ],
    },
  },
  {
    k: 'umea', lang: 'sv', site: 'Västerbottens Dagblad', host: 'www.vbdagblad.se', section: 'Umeå', author: 'Linnea Marklund', date: '2025-01-29T12:00:00Z', legacy: 'iso-8859-1',
    h: 'Umeå kommun bygger ny simhall vid Gammliavallen',
    dek: 'Den nya hallen får en 50-metersbassäng och ska stå klar 2028.',
    paras: [
      'Kommunfullmäktige i Umeå beslutade på måndagen att bygga en ny simhall vid Gammliavallen. Hallen ska ersätta det gamla Navet-badet, som stängdes förra året på grund av fuktskador i taket.',
      'Den nya simhallen får en 50-metersbassäng, en undervisningsbassäng och ett varmvattenbad för rehabilitering. Kostnaden beräknas till 640 miljoner kronor, vilket gör den till en av de största investeringarna i kommunens historia.',
      'Kommunstyrelsens ordförande Hans Lindberg (S) sa att beslutet var nödvändigt. – Varannan tioåring i Umeå kan inte simma tvåhundra meter, och vi har inte haft tillräckligt med vattentid för skolorna sedan Navet stängde.',
      'Oppositionen röstade emot och menade att kommunen borde ha renoverat Navet i stället, vilket enligt en utredning från 2023 hade kostat ungefär hälften så mycket men gett en kortare livslängd.',
      'Byggstarten är planerad till hösten och hallen ska stå klar till sommaren 2028.',
    ],
    q: 'vilket enligt en utredning från 2023 hade kostat ungefär hälften så mycket',
    nq: 'vilket enligt en utredning från 2021 hade kostat ungefär hälften så mycket',
    sib: {
      h: 'Umeå kommun skjuter upp bygget av idrottshall vid Gammliavallen',
      paras: [
        'Bygget av den nya idrottshallen vid Gammliavallen i Umeå skjuts upp ett år. Kommunen vill först samordna arbetet med den planerade simhallen.',
        'Hans Lindberg (S) sa att kommunen inte har råd att bygga båda hallarna samtidigt. Föreningarna vid Gammliavallen är besvikna.',
        'Ett nytt beslut väntas i höst.',
      ],
    },
  },
  {
    k: 'brno', lang: 'cs', site: 'Jihomoravský deník', host: 'www.jihomoravsky-denik.cz', section: 'Brno', author: 'Petra Dvořáková', date: '2025-07-15T08:00:00Z', legacy: 'windows-1250',
    h: 'Brno zahájí stavbu nového hlavního nádraží v roce 2027',
    dek: 'Správa železnic vybrala zhotovitele první etapy za 18 miliard korun.',
    paras: [
      'Stavba nového hlavního nádraží v Brně začne v roce 2027. Správa železnic ve středu oznámila, že vybrala zhotovitele první etapy, která zahrnuje přeložku trati a nový železniční most přes řeku Svratku.',
      'První etapa bude stát přibližně 18 miliard korun a potrvá pět let. Nové nádraží vznikne zhruba 800 metrů jižně od současné budovy, v místě bývalého nákladového nádraží u řeky.',
      'Primátorka Markéta Vaňková označila rozhodnutí za historický okamžik. „O poloze nádraží se v Brně debatovalo přes sto let, teď konečně stavíme,“ řekla novinářům.',
      'Součástí projektu je i nová městská čtvrť Trnitá pro zhruba 12 tisíc obyvatel a rozšíření tramvajové sítě, které má podle magistrátu stát dalších 4,5 miliardy korun.',
      'Kritici z iniciativy Nádraží v centru upozorňují, že cestující budou mít k historickému centru dál než dnes.',
    ],
    q: 'nová městská čtvrť Trnitá pro zhruba 12 tisíc obyvatel',
    nq: 'nová městská čtvrť Trnitá pro zhruba 21 tisíc obyvatel',
    sib: {
      h: 'Brno odkládá opravu starého hlavního nádraží',
      paras: [
        'Oprava historické budovy hlavního nádraží v Brně se odkládá. Správa železnic chce nejprve dokončit přípravu nového nádraží u Svratky.',
        'Primátorka Markéta Vaňková vyzvala železničáře, aby alespoň opravili střechu nad nástupišti. Iniciativa Nádraží v centru kritizuje stav budovy.',
        'Cestující si stěžují na zatékání a nefunkční výtahy.',
      ],
    },
  },
  {
    k: 'novosib', lang: 'ru', site: 'Сибирский вестник', host: 'www.sibvestnik.ru', section: 'Город', author: 'Ольга Кравченко', date: '2025-12-02T04:00:00Z', legacy: 'windows-1251',
    h: 'В Новосибирске открыли станцию метро «Спортивная»',
    dek: 'Первая за двадцать лет новая станция связала метро с левобережными микрорайонами.',
    paras: [
      'В Новосибирске во вторник открылась станция метро «Спортивная» на Ленинской линии. Это первая новая станция новосибирского метрополитена почти за двадцать лет.',
      'Станция расположена между «Площадью Маркса» и «Студенческой» и была построена ещё в 1980-х годах, но так и не введена в эксплуатацию. Её достройка обошлась бюджету в 3,6 млрд рублей.',
      'Мэр Новосибирска Максим Кудрявцев заявил, что станция обслужит жителей новых микрорайонов на левом берегу Оби и болельщиков нового ледового дворца. По оценке мэрии, ею будут пользоваться около 17 тысяч пассажиров в сутки.',
      'Поезда на участке будут ходить с интервалом пять минут в часы пик, а вестибюль станции соединён подземным переходом с остановками автобусов на улице Немировича-Данченко.',
      'В мэрии добавили, что следующим шагом станет продление Дзержинской линии до станции «Молодёжная».',
    ],
    q: 'вестибюль станции соединён подземным переходом с остановками автобусов на улице Немировича-Данченко',
    nq: 'вестибюль станции соединён наземным переходом с остановками автобусов на улице Немировича-Данченко',
    sib: {
      h: 'В Новосибирске перенесли открытие станции метро «Молодёжная»',
      paras: [
        'Открытие станции метро «Молодёжная» в Новосибирске перенесено на 2027 год. Об этом сообщил мэр Максим Кудрявцев.',
        'Причиной стали трудности с проходкой тоннеля под улицей Немировича-Данченко. На Ленинской линии продолжаются работы по замене эскалаторов.',
        'Жители левого берега Оби выразили разочарование.',
      ],
    },
  },
  {
    k: 'lviv', lang: 'uk', site: 'Львівський портал', host: 'lvivportal.com.ua', section: 'Місто', author: 'Оксана Гнатів', date: '2025-09-05T09:30:00Z', legacy: 'windows-1251',
    h: 'У Львові запустили новий тролейбусний маршрут до Сихова',
    dek: 'Маршрут № 36 з\'єднав Сихів із залізничним вокзалом без пересадок.',
    paras: [
      'У Львові з понеділка курсує новий тролейбусний маршрут № 36, який з\'єднує Сихів із головним залізничним вокзалом. Раніше мешканцям Сихова доводилося їхати до вокзалу з пересадкою в центрі міста.',
      'На маршруті працюватимуть дванадцять нових тролейбусів «Електрон» з автономним ходом, які можуть проїхати до двадцяти кілометрів без контактної мережі. Це дозволило прокласти маршрут вулицями, де дротів немає.',
      'Міський голова Андрій Садовий зазначив, що Сихів є найбільшим спальним районом міста, де мешкає близько 150 тисяч людей. За його словами, новий маршрут має розвантажити трамвайну лінію № 5.',
      'Інтервал руху в години пік становитиме вісім хвилин, а вартість проїзду залишиться такою ж, як і в інших тролейбусах, — 15 гривень за поїздку з електронним квитком.',
      'У Львівелектротрансі розповіли, що до кінця року планують отримати ще шість тролейбусів.',
    ],
    q: 'Інтервал руху в години пік становитиме вісім хвилин',
    nq: 'Інтервал руху в години пік становитиме шість хвилин',
    sib: {
      h: 'У Львові тимчасово закрили тролейбусний маршрут на Сихів',
      paras: [
        'У Львові з вівторка тимчасово не курсує тролейбусний маршрут № 29 на Сихів через ремонт контактної мережі на вулиці Зеленій.',
        'У Львівелектротрансі радять мешканцям Сихова користуватися трамваєм № 5. Андрій Садовий пообіцяв завершити ремонт за два тижні.',
        'Пасажири скаржаться на переповнені трамваї.',
      ],
    },
  },
  {
    k: 'thess', lang: 'el', site: 'Μακεδονικά Νέα', host: 'www.makedonikanea.gr', section: 'Θεσσαλονίκη', author: 'Ελένη Παπαδοπούλου', date: '2025-10-07T07:00:00Z', legacy: 'iso-8859-7',
    h: 'Θεσσαλονίκη: Ξεκινά η επέκταση του μετρό προς την Καλαμαριά',
    dek: 'Οι πρώτοι συρμοί αναμένεται να φτάσουν στη Μίκρα το 2027.',
    paras: [
      'Ξεκίνησαν τη Δευτέρα οι εργασίες για την επέκταση του μετρό της Θεσσαλονίκης προς την Καλαμαριά και τη Μίκρα. Η νέα γραμμή θα έχει μήκος 4,8 χιλιομέτρων και πέντε σταθμούς.',
      'Ο υπουργός Μεταφορών δήλωσε ότι το έργο, προϋπολογισμού 520 εκατομμυρίων ευρώ, χρηματοδοτείται κατά το μεγαλύτερο μέρος από το Ταμείο Ανάκαμψης. Η ολοκλήρωση προβλέπεται για το τέλος του 2027.',
      'Ο δήμαρχος Καλαμαριάς χαρακτήρισε την επέκταση «το σημαντικότερο έργο για την πόλη εδώ και δεκαετίες», καθώς η περιοχή αντιμετωπίζει καθημερινά κυκλοφοριακή συμφόρηση.',
      'Σύμφωνα με τις μελέτες, η επέκταση θα εξυπηρετεί περίπου 60.000 επιβάτες την ημέρα και θα μειώσει τον χρόνο διαδρομής από τη Μίκρα προς το κέντρο στα 15 λεπτά.',
      'Οι κάτοικοι ζητούν να ληφθούν μέτρα για τον θόρυβο και τη σκόνη κατά τη διάρκεια των εργασιών.',
    ],
    q: 'θα μειώσει τον χρόνο διαδρομής από τη Μίκρα προς το κέντρο στα 15 λεπτά',
    nq: 'θα μειώσει τον χρόνο διαδρομής από τη Μίκρα προς το κέντρο στα 25 λεπτά',
    sib: {
      h: 'Θεσσαλονίκη: Καθυστερεί η επέκταση του μετρό προς το αεροδρόμιο',
      paras: [
        'Νέα καθυστέρηση για την επέκταση του μετρό της Θεσσαλονίκης προς το αεροδρόμιο, καθώς η μελέτη της γραμμής μετά τη Μίκρα δεν έχει ακόμη εγκριθεί.',
        'Ο δήμαρχος Καλαμαριάς ζήτησε να επισπευσθούν οι διαδικασίες. Το υπουργείο Μεταφορών αναφέρει ότι η χρηματοδότηση εξασφαλίζεται.',
        'Οι επιβάτες συνεχίζουν να χρησιμοποιούν λεωφορεία.',
      ],
    },
  },
  {
    k: 'izmir', lang: 'tr', site: 'Ege Postası', host: 'www.egepostasi.com.tr', section: 'İzmir', author: 'Deniz Yıldırım', date: '2025-06-18T10:00:00Z', legacy: 'windows-1254',
    h: 'İzmir\'de yeni vapur hattı Karşıyaka ile Üçkuyular\'ı bağlayacak',
    dek: 'Sefer süresi 35 dakika olacak, hat temmuzda hizmete giriyor.',
    paras: [
      'İzmir Büyükşehir Belediyesi, Karşıyaka ile Üçkuyular arasında doğrudan vapur seferleri başlatacağını açıkladı. Yeni hat, körfezin iki ucunu aktarmasız olarak birbirine bağlayacak.',
      'Hatta, belediyenin geçen yıl teslim aldığı iki yeni elektrikli yolcu gemisi çalışacak. Her biri 400 yolcu kapasiteli olan gemiler, tek şarjla günde altı sefer yapabiliyor.',
      'Büyükşehir Belediye Başkanı Cemil Tugay, hattın özellikle Karşıyaka\'dan Narlıdere ve Balçova\'daki hastanelere giden vatandaşlar için büyük kolaylık sağlayacağını söyledi.',
      'İZDENİZ\'in açıklamasına göre sefer süresi 35 dakika olacak ve hafta içi sabah 7.00 ile akşam 21.00 arasında her saat başı bir vapur kalkacak.',
      'Hat, 1 Temmuz\'da hizmete girecek. Ücretler diğer vapur hatlarıyla aynı olacak.',
    ],
    q: 'sefer süresi 35 dakika olacak ve hafta içi sabah 7.00 ile akşam 21.00 arasında',
    nq: 'sefer süresi 45 dakika olacak ve hafta içi sabah 7.00 ile akşam 21.00 arasında',
    sib: {
      h: 'İzmir\'de Karşıyaka vapur seferleri fırtına nedeniyle iptal edildi',
      paras: [
        'İzmir\'de etkili olan fırtına nedeniyle Karşıyaka\'dan kalkan tüm vapur seferleri iptal edildi. İZDENİZ, yolcuların metro ve otobüsleri kullanmasını istedi.',
        'Üçkuyular iskelesinde de seferler durduruldu. Cemil Tugay, hava koşulları düzelene kadar önlem alındığını söyledi.',
        'Seferlerin yarın sabah yeniden başlaması bekleniyor.',
      ],
    },
  },
  {
    k: 'dubai', lang: 'ar', site: 'الخليج اليوم', host: 'www.alkhaleejtoday.ae', section: 'محليات', author: 'سارة المنصوري', date: '2025-11-11T06:00:00Z', legacy: 'windows-1256',
    h: 'دبي تفتتح محطة جديدة للخط الأحمر في منطقة إكسبو',
    dek: 'المحطة تخدم نحو 40 ألف راكب يومياً وتربط المجمع السكني الجديد بشبكة المترو.',
    paras: [
      'افتتحت هيئة الطرق والمواصلات في دبي يوم الثلاثاء محطة جديدة على مسار الخط الأحمر لمترو دبي في منطقة إكسبو، لتصبح المحطة الثامنة على فرع مسار 2020.',
      'وقالت الهيئة إن المحطة الجديدة تربط المجمع السكني الذي يضم أكثر من 35 ألف وحدة بشبكة المترو، وتم بناؤها بتكلفة بلغت 460 مليون درهم.',
      'وأوضح مدير عام الهيئة أن المحطة مزودة بأنظمة تبريد تعمل بالطاقة الشمسية، وأنها أول محطة في الشبكة تحصل على تصنيف المباني الخضراء البلاتيني.',
      'ومن المتوقع أن تخدم المحطة نحو 40 ألف راكب يومياً، على أن تعمل القطارات كل أربع دقائق في أوقات الذروة.',
      'وأشارت الهيئة إلى أن حافلات التغذية ستربط المحطة بالمناطق السكنية المجاورة اعتباراً من الشهر المقبل.',
    ],
    q: 'أن تخدم المحطة نحو 40 ألف راكب يومياً',
    nq: 'أن تخدم المحطة نحو 60 ألف راكب يومياً',
    sib: {
      h: 'دبي تؤجل افتتاح محطة الخط الأزرق قرب إكسبو',
      paras: [
        'أعلنت هيئة الطرق والمواصلات في دبي تأجيل افتتاح محطة الخط الأزرق لمترو دبي القريبة من منطقة إكسبو إلى العام المقبل.',
        'وعزت الهيئة التأجيل إلى أعمال إضافية في الأنفاق. وأكدت أن الخط الأحمر يعمل بشكل طبيعي.',
        'ويأمل السكان أن يتم تسريع الأعمال.',
      ],
    },
  },
  {
    k: 'haifa', lang: 'he', site: 'חדשות הכרמל', host: 'www.carmelnews.co.il', section: 'חיפה', author: 'נועה לוי', date: '2025-04-23T08:00:00Z', legacy: 'windows-1255',
    h: 'עיריית חיפה אישרה הקמת רכבל חדש מבת גלים לאוניברסיטה',
    dek: 'הקו באורך 4.6 קילומטרים יחבר את שכונות מערב העיר לקמפוס.',
    paras: [
      'מועצת עיריית חיפה אישרה השבוע את הקמתו של קו רכבל חדש שיחבר את שכונת בת גלים לאוניברסיטת חיפה. הקו יהיה באורך 4.6 קילומטרים ויכלול חמש תחנות.',
      'עלות הפרויקט מוערכת ב-380 מיליון שקל, ומשרד התחבורה יממן את רובה. לפי העירייה, הנסיעה מבת גלים לקמפוס תימשך כ-17 דקות, לעומת יותר מחצי שעה באוטובוס.',
      'ראש העירייה אמר בישיבה כי הרכבל "ישנה את הדרך שבה תושבי מערב העיר מגיעים ללימודים ולעבודה". חברי אופוזיציה טענו כי התקציב היה צריך להיות מופנה לתחבורה הציבורית הקיימת.',
      'על פי התוכנית, הקרונות יעברו כל 20 שניות, וכל קרון יוכל להסיע עד עשרה נוסעים, כך שהקו יוכל לשאת כ-3,000 נוסעים בשעה בכל כיוון.',
      'העבודות צפויות להתחיל בשנה הבאה ולהימשך כשלוש שנים.',
    ],
    q: 'הקרונות יעברו כל 20 שניות, וכל קרון יוכל להסיע עד עשרה נוסעים',
    nq: 'הקרונות יעברו כל 30 שניות, וכל קרון יוכל להסיע עד עשרה נוסעים',
    sib: {
      h: 'עיריית חיפה דוחה את הרחבת הרכבל לאוניברסיטה',
      paras: [
        'עיריית חיפה החליטה לדחות את הרחבת הרכבל הקיים לאוניברסיטת חיפה בשנה, בשל קשיים בתכנון התחנה בבת גלים.',
        'ראש העירייה אמר כי הפרויקט לא בוטל. משרד התחבורה מסר כי התקציב נשמר.',
        'סטודנטים הביעו אכזבה מהדחייה.',
      ],
    },
  },
  {
    k: 'sapporo', lang: 'ja', site: '北海道みらい新聞', host: 'www.hokkaido-mirai.jp', section: '札幌', author: '佐藤 美咲', date: '2025-08-05T01:00:00Z', legacy: 'shift_jis',
    h: '札幌市、地下鉄東豊線の清田延伸を正式決定',
    dek: '総事業費は約1900億円、2035年度の開業を目指す。',
    paras: [
      '札幌市は4日、地下鉄東豊線を福住駅から清田区まで延伸する計画を正式に決定したと発表した。延伸区間は約6.5キロで、新たに4駅を設ける。総事業費は約1900億円を見込んでいる。',
      '清田区は市内10区で唯一地下鉄の駅がなく、住民や区議会が長年にわたって延伸を求めてきた。秋元克広市長は記者会見で「清田区民の悲願に応える大きな一歩だ」と述べた。',
      '市の試算によると、延伸区間の利用者は1日あたり約2万8千人で、清田区役所前から大通駅までの所要時間は現在のバス利用より約20分短縮される。',
      '財源については、国の補助金に加え、市が新たに積み立てる基金を充てる方針で、開業後40年で黒字に転換する見通しだという。',
      '市は来年度から環境影響評価の手続きに入り、2035年度の開業を目指す。',
    ],
    q: '開業後40年で黒字に転換する見通しだという',
    nq: '開業後30年で黒字に転換する見通しだという',
    sib: {
      h: '札幌市、地下鉄東豊線の清田方面バス路線を再編へ',
      paras: [
        '札幌市は、地下鉄東豊線の福住駅と清田区を結ぶバス路線を来春に再編すると発表した。運転手不足で一部の便を減らす。',
        '秋元克広市長は「地下鉄延伸までの間、清田区民の足を守る」と述べた。区議会からは減便に反対する声が上がっている。',
        '市は利用者への説明会を開く予定だ。',
      ],
    },
  },
  {
    k: 'chengdu', lang: 'zh', site: '蓉城日报', host: 'www.rongchengdaily.cn', section: '本地', author: '李文静', date: '2025-07-02T02:30:00Z', legacy: 'gbk',
    h: '成都地铁30号线二期工程正式开工',
    dek: '线路全长约27公里，设站18座，计划2029年建成通车。',
    paras: [
      '7月1日上午，成都地铁30号线二期工程在龙泉驿区正式开工。该线路全长约27公里，全部为地下线，共设车站18座，其中换乘站6座。',
      '据成都轨道交通集团介绍，30号线二期工程总投资约280亿元，建成后将串联龙泉驿区、成华区和新都区，与已运营的多条线路实现换乘。',
      '成都市交通运输局相关负责人表示，该线路开通后，龙泉驿区至新都区的通勤时间将由目前的90分钟左右缩短至50分钟以内。',
      '按照计划，30号线二期将采用最高时速100公里的A型车，初期运营高峰时段行车间隔约为4分钟，预计日均客流可达45万人次。',
      '工程计划于2029年底建成通车。',
    ],
    q: '初期运营高峰时段行车间隔约为4分钟，预计日均客流可达45万人次',
    nq: '初期运营高峰时段行车间隔约为6分钟，预计日均客流可达45万人次',
    sib: {
      h: '成都地铁30号线一期站点调整方案公示',
      paras: [
        '成都轨道交通集团日前对地铁30号线一期工程部分站点调整方案进行公示，涉及成华区和新都区的3座车站。',
        '根据方案，原定设在龙泉驿区的一座车站将向北移动约300米，以便与规划中的公交枢纽衔接。',
        '公示期为10个工作日，市民可通过官网提出意见。',
      ],
    },
  },
  {
    k: 'busan', lang: 'ko', site: '부산매일뉴스', host: 'www.busanmaeil.co.kr', section: '사회', author: '김지현', date: '2025-07-21T03:00:00Z', legacy: 'euc-kr',
    h: '부산시, 해운대해수욕장 야간 개장 8월 말까지 연장',
    dek: '폭염에 밤 9시까지 입수 허용…안전요원 60명 추가 배치.',
    paras: [
      '부산시는 계속되는 폭염에 따라 해운대해수욕장의 야간 개장 기간을 8월 31일까지 연장한다고 21일 밝혔다. 당초 야간 개장은 8월 15일까지 운영될 예정이었다.',
      '야간 개장 기간에는 오후 9시까지 입수가 허용되며, 시는 안전요원 60명과 구조선 4척을 추가로 배치할 계획이다.',
      '해운대구 관계자는 지난해 야간 개장 기간 하루 평균 방문객이 약 12만 명으로, 주간보다 오히려 많았다고 설명했다.',
      '시는 야간 개장에 맞춰 백사장 조명을 LED로 교체하고, 해변 전역에 금연 구역을 확대 지정했다고 밝혔다.',
      '광안리해수욕장과 송정해수욕장은 기존 일정대로 운영된다.',
    ],
    q: '백사장 조명을 LED로 교체하고, 해변 전역에 금연 구역을 확대 지정했다',
    nq: '백사장 조명을 LED로 교체하고, 해변 일부에 금연 구역을 확대 지정했다',
    sib: {
      h: '부산시, 해운대해수욕장 야간 개장 축소 검토',
      paras: [
        '부산시가 안전사고 우려로 해운대해수욕장의 야간 개장 시간을 축소하는 방안을 검토하고 있다.',
        '해운대구는 지난 주말 야간 입수객 사고가 잇따르자 안전요원 배치를 늘렸다. 시는 다음 주 최종 결정을 내릴 예정이다.',
        '상인들은 매출 감소를 우려하고 있다.',
      ],
    },
  },
  {
    k: 'pune', lang: 'hi', site: 'पुणे समाचार', host: 'www.punesamachar.in', section: 'शहर', author: 'प्रिया देशपांडे', date: '2025-03-10T05:30:00Z',
    h: 'पुणे मेट्रो की हिंजवडी लाइन पर ट्रायल रन शुरू',
    dek: '23 किलोमीटर लंबी लाइन पर 23 स्टेशन बनाए गए हैं।',
    paras: [
      'पुणे में हिंजवडी से शिवाजीनगर तक बनी मेट्रो लाइन तीन पर सोमवार को ट्रायल रन शुरू हो गया। यह लाइन 23 किलोमीटर लंबी है और इस पर 23 स्टेशन बनाए गए हैं।',
      'पुणे महानगर क्षेत्र विकास प्राधिकरण के अधिकारियों ने बताया कि ट्रायल रन लगभग तीन महीने तक चलेगा, जिसके बाद सुरक्षा आयुक्त की मंजूरी मिलने पर यात्री सेवा शुरू होगी।',
      'हिंजवडी आईटी पार्क में काम करने वाले लाखों कर्मचारियों को इस लाइन से सबसे अधिक फायदा होगा। अभी उन्हें शिवाजीनगर से हिंजवडी पहुंचने में डेढ़ घंटे तक लग जाते हैं।',
      'अधिकारियों के अनुसार मेट्रो से यह दूरी लगभग 35 मिनट में तय होगी और शुरुआत में हर दस मिनट पर एक ट्रेन चलेगी।',
      'परियोजना की कुल लागत लगभग 8,300 करोड़ रुपये है।',
    ],
    q: 'मेट्रो से यह दूरी लगभग 35 मिनट में तय होगी',
    nq: 'मेट्रो से यह दूरी लगभग 45 मिनट में तय होगी',
    sib: {
      h: 'पुणे मेट्रो की हिंजवडी लाइन का उद्घाटन टला',
      paras: [
        'पुणे में हिंजवडी से शिवाजीनगर तक की मेट्रो लाइन का उद्घाटन एक बार फिर टल गया है। अधिकारियों ने बताया कि कुछ स्टेशनों पर काम अधूरा है।',
        'हिंजवडी आईटी पार्क के कर्मचारियों ने नाराजगी जताई है। प्राधिकरण ने नई तारीख जल्द घोषित करने की बात कही।',
        'यात्रियों को अभी बसों पर ही निर्भर रहना होगा।',
      ],
    },
  },
  {
    k: 'danang', lang: 'vi', site: 'Báo Miền Trung', host: 'baomientrung.vn', section: 'Đà Nẵng', author: 'Nguyễn Thị Hoa', date: '2025-05-20T02:00:00Z',
    h: 'Đà Nẵng khởi công cầu mới bắc qua sông Hàn',
    dek: 'Cây cầu dài 1,1 km có tổng vốn đầu tư 2.200 tỷ đồng.',
    paras: [
      'Sáng 19/5, UBND thành phố Đà Nẵng tổ chức lễ khởi công xây dựng cầu mới bắc qua sông Hàn, nối quận Hải Châu với quận Sơn Trà. Cây cầu dài khoảng 1,1 km với sáu làn xe.',
      'Dự án có tổng vốn đầu tư hơn 2.200 tỷ đồng từ ngân sách thành phố và dự kiến hoàn thành vào năm 2028. Cầu được thiết kế có hình cánh buồm, trở thành điểm nhấn mới của thành phố.',
      'Lãnh đạo thành phố cho biết cây cầu sẽ giúp giảm ùn tắc cho cầu Rồng và cầu sông Hàn, vốn thường xuyên quá tải vào giờ cao điểm và các dịp lễ hội.',
      'Theo thiết kế, cầu có tĩnh không thông thuyền cao 15 mét để tàu du lịch có thể đi qua, đồng thời có làn riêng cho xe đạp và người đi bộ.',
      'Người dân hai quận bày tỏ mong muốn dự án được thi công đúng tiến độ.',
    ],
    q: 'cầu có tĩnh không thông thuyền cao 15 mét để tàu du lịch có thể đi qua',
    nq: 'cầu có tĩnh không thông thuyền cao 25 mét để tàu du lịch có thể đi qua',
    sib: {
      h: 'Đà Nẵng tạm dừng thi công cầu qua sông Hàn',
      paras: [
        'UBND thành phố Đà Nẵng quyết định tạm dừng thi công một hạng mục của cầu qua sông Hàn để điều chỉnh thiết kế móng.',
        'Lãnh đạo quận Sơn Trà và quận Hải Châu cho biết việc tạm dừng không ảnh hưởng lớn đến tiến độ chung.',
        'Người dân mong dự án sớm được tiếp tục.',
      ],
    },
  },
  {
    k: 'chiangmai', lang: 'th', site: 'เชียงใหม่นิวส์ทูเดย์', host: 'www.cmnewstoday.co.th', section: 'ข่าวท้องถิ่น', author: 'สุภาวดี แก้วมณี', date: '2025-02-25T03:00:00Z', legacy: 'tis-620',
    h: 'เชียงใหม่เดินหน้ารถไฟฟ้ารางเบาสายสีแดง',
    dek: 'ครม. อนุมัติงบประมาณ 1.6 หมื่นล้านบาท คาดเปิดให้บริการปี 2571',
    paras: [
      'คณะรัฐมนตรีมีมติอนุมัติโครงการรถไฟฟ้ารางเบาสายสีแดงในจังหวัดเชียงใหม่ วงเงินประมาณ 1.6 หมื่นล้านบาท เส้นทางเริ่มจากโรงพยาบาลนครพิงค์ไปสิ้นสุดที่ท่าอากาศยานเชียงใหม่',
      'เส้นทางมีระยะทางรวมประมาณ 16 กิโลเมตร มีทั้งช่วงใต้ดินและช่วงยกระดับ รวม 16 สถานี โดยช่วงที่ผ่านเขตคูเมืองจะเป็นทางวิ่งใต้ดินเพื่อรักษาโบราณสถาน',
      'ผู้ว่าราชการจังหวัดเชียงใหม่กล่าวว่า โครงการนี้จะช่วยแก้ปัญหาการจราจรติดขัดในตัวเมือง และลดฝุ่นควันที่เป็นปัญหาทุกปีในช่วงฤดูแล้ง',
      'การรถไฟฟ้าขนส่งมวลชนแห่งประเทศไทยคาดว่าจะมีผู้โดยสารประมาณ 25,000 คนต่อวันในปีแรกที่เปิดให้บริการ',
      'คาดว่าจะเปิดให้บริการได้ในปี 2571',
    ],
    q: 'จะมีผู้โดยสารประมาณ 25,000 คนต่อวันในปีแรกที่เปิดให้บริการ',
    nq: 'จะมีผู้โดยสารประมาณ 52,000 คนต่อวันในปีแรกที่เปิดให้บริการ',
    sib: {
      h: 'เชียงใหม่เลื่อนประมูลรถไฟฟ้ารางเบาสายสีแดง',
      paras: [
        'การรถไฟฟ้าขนส่งมวลชนแห่งประเทศไทยประกาศเลื่อนการประมูลโครงการรถไฟฟ้ารางเบาสายสีแดงในจังหวัดเชียงใหม่ออกไปอีกหกเดือน',
        'ผู้ว่าราชการจังหวัดเชียงใหม่ระบุว่าต้องทบทวนแบบก่อสร้างช่วงคูเมือง',
        'ประชาชนกังวลว่าโครงการจะล่าช้าออกไปอีก',
      ],
    },
  },
];

for (const s of STORIES) {
  if (!s.paras[3]!.includes(s.q)) throw new Error(`blind11: ${s.k}: quote not in paragraph 4`);
  if ([...s.paras, ...s.sib.paras, s.h, s.dek].some((p) => p.includes(s.nq))) throw new Error(`blind11: ${s.k}: near-miss quote is on the page`);
}

export const byKey = (k: string): Story => {
  const s = STORIES.find((x) => x.k === k);
  if (!s) throw new Error(`blind11: no story ${k}`);
  return s;
};

/**
 * Texts for the held-out set blind18 (government and public-sector sources): one document per
 * language / office, written for this set (fictional figures, realistic wording). Each has a quote
 * that is on the page (`yes`, sometimes typed differently from the page: straight vs curly quotes,
 * hyphen vs dash, plain space vs NBSP, no soft hyphen, NFC vs NFD) and a near-miss that is not (`no`).
 */
export type Doc = {
  key: string;
  lang: string;
  charset?: string;
  site: string;
  host: string;
  title: string;
  date: string;
  author?: string;
  kind: string;
  paras: string[];
  yes: string;
  no: string;
};

const SHY = '\u00ad';
const NB = '\u00a0';

export const DOCS: Doc[] = [
  {
    key: 'en-stats', lang: 'en', site: 'Office for National Statistics', host: 'www.ons.gov.uk', kind: 'statistical bulletin',
    title: 'Labour market overview, UK: February 2026', date: '2026-02-17T07:00:00Z',
    paras: [
      'The UK employment rate for people aged 16 to 64 years was estimated at 74.6% in October to December 2025, largely unchanged compared with the previous quarter, while the unemployment rate rose to 4.9%.',
      'The economic inactivity rate was 21.5%, a decrease of 0.2 percentage points on the quarter. The decrease was driven by people aged 50 to 64 years returning to the labour market.',
      'Annual growth in employees’ average regular earnings (excluding bonuses) was 5.1% in October to December 2025; in real terms, adjusted for inflation using the Consumer Prices Index including owner occupiers’ housing costs (CPIH), regular pay rose by 1.4%.',
      'The estimated number of vacancies fell by 32,000 on the quarter to 812,000 in November 2025 to January 2026, the thirteenth consecutive quarterly fall, although vacancies remain above their pre-pandemic level.',
      'Labour Force Survey estimates continue to be affected by lower response rates and should be treated with additional caution; see the Quality and methodology section for details.',
    ],
    yes: "Annual growth in employees' average regular earnings (excluding bonuses) was 5.1%",
    no: 'Annual growth in employees’ average regular earnings (excluding bonuses) was 5.7%',
  },
  {
    key: 'en-guidance', lang: 'en', site: 'GOV.UK', host: 'www.gov.uk', kind: 'guidance', author: 'HM Revenue & Customs',
    title: 'Check if you need to register for VAT on digital services', date: '2024-06-03T09:30:00Z',
    paras: [
      'You must register for VAT if your total VAT taxable turnover for the previous 12 months goes over £90,000, or if you expect it to go over that threshold in the next 30 days alone.',
      'Businesses based outside the UK that sell digital services — such as e-books, streaming subscriptions or online courses — to consumers in the UK must register regardless of the value of those sales; there is no threshold for non-established taxable persons.',
      'You can register online through your business tax account. You will need your Unique Taxpayer Reference, details of your turnover and your business bank account.',
      'If you register late, you may have to pay a penalty as well as any VAT that you owe from the date you should have been registered.',
    ],
    yes: 'there is no threshold for non-established taxable persons',
    no: 'there is a reduced threshold for non-established taxable persons',
  },
  {
    key: 'en-hansard', lang: 'en', site: 'Hansard - UK Parliament', host: 'hansard.parliament.uk', kind: 'debate record',
    title: 'Renters (Reform) Bill — Second Reading', date: '2025-04-23T13:42:00Z',
    paras: [
      'The Secretary of State for Housing (Ms Angela Morrow): I beg to move, That the Bill be now read a Second time. For too long, private renters have lived with the threat of being evicted at two months’ notice for no reason at all.',
      'This Bill abolishes section 21 “no fault” evictions and moves all tenants on to periodic tenancies, so that a tenant can leave with two months’ notice and a landlord can recover a property only on a clear, specified ground.',
      'Mr Daniel Pryce (Harrogate and Knaresborough) (Con): Will the Secretary of State confirm whether the courts have the capacity to deal with the additional possession claims that the Bill will bring?',
      'Ms Morrow: The hon. Member raises a fair point. We have committed £24 million to digitise the possession process, and we will not commence the abolition until we are satisfied that the courts are ready.',
    ],
    yes: 'This Bill abolishes section 21 "no fault" evictions and moves all tenants on to periodic tenancies',
    no: 'This Bill abolishes section 21 "no fault" evictions and moves all tenants on to fixed tenancies',
  },
  {
    key: 'en-us-agency', lang: 'en', site: 'U.S. Environmental Protection Agency', host: 'www.epa.gov', kind: 'press release',
    title: 'EPA Finalizes Drinking Water Standards for Six PFAS Chemicals', date: '2024-04-10T14:00:00Z',
    paras: [
      'WASHINGTON — Today, the U.S. Environmental Protection Agency issued the first-ever national, legally enforceable drinking water standard to protect communities from exposure to harmful per- and polyfluoroalkyl substances (PFAS).',
      'The final rule sets maximum contaminant levels of 4.0 parts per trillion for PFOA and PFOS, and 10 parts per trillion for PFHxS, PFNA and HFPO-DA, also known as GenX chemicals.',
      'EPA estimates that between about 6% and 10% of the 66,000 public drinking water systems subject to this rule may have to take action to reduce PFAS to meet the new standards.',
      'Public water systems have three years to complete their initial monitoring, and five years to implement solutions that reduce PFAS if monitoring shows levels that exceed the standards.',
    ],
    yes: 'between about 6% and 10% of the 66,000 public drinking water systems',
    no: 'between about 6% and 12% of the 66,000 public drinking water systems',
  },
  {
    key: 'de-destatis', lang: 'de', site: 'Statistisches Bundesamt', host: 'www.destatis.de', kind: 'Pressemitteilung',
    title: 'Inflationsrate im Januar 2026 bei +2,1 %', date: '2026-02-11T08:00:00+01:00',
    paras: [
      `Die Inflationsrate in Deutschland – gemessen als Veränderung des Verbraucherpreisindex (VPI) zum Vorjahresmonat – lag im Januar 2026 bei +2,1${NB}%. Im Dezember 2025 hatte sie bei +2,3${NB}% gelegen.`,
      `Die Energieprodukte verbilligten sich im Januar 2026 gegenüber dem Vorjahresmonat um 1,8${NB}%. Nahrungsmittel verteuerten sich dagegen um 2,9${NB}%, insbesondere Obst und Molkereiprodukte.`,
      `„Die Preise für Dienstleistungen bleiben der wichtigste Treiber der Teuerung“, sagte die Präsidentin des Statistischen Bundesamtes. Die Kern${SHY}inflation, also die Inflationsrate ohne Nahrungsmittel und Energie, lag bei +2,7${NB}%.`,
      'Gegenüber Dezember 2025 sank der Verbraucherpreisindex im Januar 2026 um 0,2 %. Die endgültigen Ergebnisse werden am 24. Februar 2026 veröffentlicht.',
    ],
    yes: 'Die Kerninflation, also die Inflationsrate ohne Nahrungsmittel und Energie, lag bei +2,7 %',
    no: 'Die Kerninflation, also die Inflationsrate ohne Nahrungsmittel und Energie, lag bei +2,4 %',
  },
  {
    key: 'de-bundestag', lang: 'de', charset: 'windows-1252', site: 'Deutscher Bundestag', host: 'dip.bundestag.de', kind: 'Drucksache',
    title: 'Entwurf eines Gesetzes zur Beschleunigung der Digitalisierung der Verwaltung', date: '2025-09-18T00:00:00+02:00',
    paras: [
      'A. Problem und Ziel: Die Digitalisierung der öffentlichen Verwaltung in Deutschland bleibt hinter den Erwartungen der Bürgerinnen und Bürger zurück. Von den 575 Leistungsbündeln des Onlinezugangsgesetzes sind bislang nur 181 flächendeckend verfügbar.',
      'B. Lösung: Der Entwurf verpflichtet Bund und Länder, bis zum 31. Dezember 2028 alle Verwaltungsleistungen mit hoher Nachfrage vollständig digital anzubieten („Ende-zu-Ende-Digitalisierung“).',
      'C. Alternativen: Keine. D. Haushaltsausgaben ohne Erfüllungsaufwand: Für den Bund entstehen in den Jahren 2026 bis 2029 Mehrausgaben von insgesamt rund 420 Millionen Euro.',
      'E. Erfüllungsaufwand: Für Bürgerinnen und Bürger verringert sich der jährliche Zeitaufwand um rund 9,4 Millionen Stunden.',
    ],
    yes: 'Von den 575 Leistungsbündeln des Onlinezugangsgesetzes sind bislang nur 181 flächendeckend verfügbar',
    no: 'Von den 575 Leistungsbündeln des Onlinezugangsgesetzes sind bislang nur 218 flächendeckend verfügbar',
  },
  {
    key: 'fr-legi', lang: 'fr', site: 'Légifrance', host: 'www.legifrance.gouv.fr', kind: 'article de loi',
    title: 'Code de l’environnement – Article L541-15-10', date: '2024-01-01T00:00:00+01:00',
    paras: [
      'I. – Il est mis fin à la mise à disposition, à titre gratuit ou onéreux, de gobelets, verres et assiettes jetables de cuisine pour la table, pailles, couverts, piques à steak, couvercles à verre jetables, plateaux-repas, pots à glace, saladiers, boîtes et bâtonnets mélangeurs pour boissons en matière plastique.',
      'II. – À compter du 1er janvier 2023, les établissements de restauration sont tenus de servir les repas et boissons consommés dans l’enceinte de l’établissement dans des gobelets, y compris leurs moyens de fermeture et couvercles, ainsi qu’avec des couverts, des assiettes et des récipients réemployables.',
      'III. – Les modalités d’application du présent article sont précisées par décret. Version en vigueur depuis le 1er janvier 2024. Modifié par la loi n° 2020-105 du 10 février 2020 relative à la lutte contre le gaspillage et à l’économie circulaire.',
    ],
    yes: "les établissements de restauration sont tenus de servir les repas et boissons consommés dans l'enceinte de l'établissement",
    no: 'les établissements de restauration sont autorisés à servir les repas et boissons consommés dans l’enceinte de l’établissement',
  },
  {
    key: 'fr-insee', lang: 'fr', site: 'Insee', host: 'www.insee.fr', kind: 'Informations rapides',
    title: 'En 2025, le taux de chômage s’établit à 7,6 % de la population active', date: '2026-02-13T07:30:00+01:00',
    paras: [
      `Au quatrième trimestre 2025, le taux de chômage au sens du Bureau international du travail (BIT) est de 7,6${NB}% de la population active en France (hors Mayotte), après 7,5${NB}% au trimestre précédent.`,
      'Le nombre de chômeurs augmente de 28 000 sur le trimestre, à 2,4 millions de personnes. Sur un an, le taux de chômage est en hausse de 0,3 point.',
      `Le taux de chômage des jeunes de 15 à 24 ans augmente de 0,8 point, à 19,2${NB}%. Celui des 50 ans ou plus est quasi stable, à 5,0${NB}%.`,
      'Le halo autour du chômage, composé des personnes inactives au sens du BIT qui souhaitent un emploi, concerne 1,9 million de personnes, soit 4,6 % des 15-64 ans.',
    ],
    yes: 'Le taux de chômage des jeunes de 15 à 24 ans augmente de 0,8 point, à 19,2 %',
    no: 'Le taux de chômage des jeunes de 15 à 24 ans augmente de 1,8 point, à 19,2 %',
  },
  {
    key: 'es-boe', lang: 'es', charset: 'windows-1252', site: 'Agencia Estatal Boletín Oficial del Estado', host: 'www.boe.es', kind: 'disposición',
    title: 'Real Decreto 1009/2025, por el que se regula el teletrabajo en la Administración General del Estado', date: '2025-11-20T00:00:00+01:00',
    paras: [
      'El presente real decreto tiene por objeto regular la prestación de servicios a distancia mediante teletrabajo del personal empleado público de la Administración General del Estado y sus organismos públicos.',
      'Artículo 4. Duración. La prestación del servicio mediante teletrabajo podrá alcanzar hasta un máximo de tres días por semana, sin perjuicio de las necesidades del servicio, que deberán quedar garantizadas en todo caso.',
      'Artículo 7. Medios tecnológicos. La Administración proporcionará al personal que preste servicios mediante teletrabajo los medios tecnológicos necesarios para su actividad, incluida la conexión segura a los sistemas corporativos.',
      'Disposición final única. Entrada en vigor. El presente real decreto entrará en vigor a los veinte días de su publicación en el «Boletín Oficial del Estado».',
    ],
    yes: 'podrá alcanzar hasta un máximo de tres días por semana',
    no: 'podrá alcanzar hasta un máximo de cuatro días por semana',
  },
  {
    key: 'es-ine', lang: 'es', site: 'Instituto Nacional de Estadística', host: 'www.ine.es', kind: 'nota de prensa',
    title: 'Encuesta de Población Activa (EPA). Cuarto trimestre de 2025', date: '2026-01-29T09:00:00+01:00',
    paras: [
      'El número de ocupados aumenta en 76.200 personas en el cuarto trimestre de 2025 respecto al trimestre anterior (un 0,35%) y se sitúa en 22.463.300.',
      'La tasa de paro se sitúa en el 10,45%, lo que supone 0,16 puntos menos que en el trimestre anterior. En los últimos 12 meses esta tasa ha descendido 1,16 puntos.',
      'El número de hogares con todos sus miembros activos en paro disminuye en 24.600, hasta un total de 872.400.',
      'Por comunidades autónomas, las mayores tasas de paro se registran en Andalucía (15,61%) y Extremadura (15,02%); las menores en Cantabria (7,03%) y País Vasco (7,11%).',
    ],
    yes: 'La tasa de paro se sitúa en el 10,45%',
    no: 'La tasa de paro se sitúa en el 11,45%',
  },
  {
    key: 'it-camera', lang: 'it', site: 'Camera dei deputati', host: 'documenti.camera.it', kind: 'dossier',
    title: 'Disposizioni in materia di lavoro agile nella pubblica amministrazione – Dossier A.C. 1532', date: '2025-05-06T00:00:00+02:00',
    paras: [
      'Il provvedimento interviene sulla disciplina del lavoro agile nelle pubbliche amministrazioni, con l’obiettivo di garantire che almeno il 15 per cento dei dipendenti possa avvalersene, ove compatibile con l’organizzazione degli uffici.',
      'L’articolo 2 prevede che ciascuna amministrazione adotti, entro sei mesi, un piano organizzativo del lavoro agile (POLA) che individui le attività che possono essere svolte a distanza.',
      'L’articolo 3 riconosce il diritto alla disconnessione: al di fuori della fascia di contattabilità il dipendente non è tenuto a rispondere a comunicazioni di servizio.',
      'La relazione tecnica stima che dall’attuazione delle disposizioni non derivino nuovi o maggiori oneri a carico della finanza pubblica.',
    ],
    yes: 'al di fuori della fascia di contattabilità il dipendente non è tenuto a rispondere a comunicazioni di servizio',
    no: 'al di fuori della fascia di contattabilità il dipendente è tenuto a rispondere a comunicazioni urgenti',
  },
  {
    key: 'pt-ibge', lang: 'pt', site: 'Agência de Notícias IBGE', host: 'agenciadenoticias.ibge.gov.br', kind: 'release',
    title: 'Desemprego cai para 6,2% no trimestre encerrado em dezembro', date: '2026-01-30T09:00:00-03:00', author: 'Irene Gomes',
    paras: [
      'A taxa de desocupação do país foi de 6,2% no trimestre encerrado em dezembro de 2025, recuo de 0,4 ponto percentual em relação ao trimestre terminado em setembro, segundo a Pesquisa Nacional por Amostra de Domicílios Contínua.',
      'A população ocupada chegou a 103,8 milhões de pessoas, novo recorde da série histórica iniciada em 2012. O número de empregados com carteira assinada no setor privado foi de 39,2 milhões.',
      '“A queda da desocupação foi influenciada pela sazonalidade típica do fim de ano, com contratações no comércio”, explica a coordenadora da pesquisa.',
      'O rendimento real habitual foi estimado em R$ 3.378, estável frente ao trimestre anterior e 3,6% maior que no mesmo trimestre de 2024.',
    ],
    yes: 'A população ocupada chegou a 103,8 milhões de pessoas, novo recorde da série histórica',
    no: 'A população ocupada chegou a 108,3 milhões de pessoas, novo recorde da série histórica',
  },
  {
    key: 'nl-cbs', lang: 'nl', site: 'Centraal Bureau voor de Statistiek', host: 'www.cbs.nl', kind: 'nieuwsbericht',
    title: 'Bevolking groeide in 2025 met bijna 110 duizend inwoners', date: '2026-01-28T06:30:00+01:00',
    paras: [
      'De bevolking van Nederland is in 2025 met bijna 110 duizend inwoners gegroeid, minder dan in 2024. Dat blijkt uit voorlopige cijfers van het CBS. Op 1 januari 2026 telde Nederland ruim 18,1 miljoen inwoners.',
      'De groei kwam vrijwel helemaal door migratie: er vestigden zich 309 duizend mensen in Nederland en 205 duizend mensen vertrokken naar het buitenland.',
      'Er werden 163 duizend baby’s geboren, ongeveer evenveel als in 2024. Het aantal overledenen was met 172 duizend iets hoger dan het aantal geboorten.',
      'Het CBS publiceert in juni de definitieve cijfers over 2025.',
    ],
    yes: 'er vestigden zich 309 duizend mensen in Nederland en 205 duizend mensen vertrokken naar het buitenland',
    no: 'er vestigden zich 390 duizend mensen in Nederland en 205 duizend mensen vertrokken naar het buitenland',
  },
  {
    key: 'pl-sejm', lang: 'pl', charset: 'iso-8859-2', site: 'Sejm Rzeczypospolitej Polskiej', host: 'www.sejm.gov.pl', kind: 'komunikat',
    title: 'Sejm uchwalił nowelizację ustawy o ochronie ludności', date: '2025-10-10T15:20:00+02:00',
    paras: [
      'Sejm uchwalił w piątek nowelizację ustawy o ochronie ludności i obronie cywilnej. Za przyjęciem ustawy głosowało 412 posłów, przeciw było 19, a 11 wstrzymało się od głosu.',
      'Nowelizacja zobowiązuje gminy do sporządzenia do końca 2027 r. wykazu obiektów zbiorowej ochrony oraz do corocznego przeprowadzania ćwiczeń ewakuacyjnych.',
      'Na realizację programu ochrony ludności przeznaczono w latach 2026–2028 co najmniej 0,3 proc. produktu krajowego brutto.',
      'Ustawa trafi teraz do Senatu. Posłowie odrzucili wszystkie poprawki zgłoszone w drugim czytaniu.',
    ],
    yes: 'Za przyjęciem ustawy głosowało 412 posłów, przeciw było 19',
    no: 'Za przyjęciem ustawy głosowało 421 posłów, przeciw było 19',
  },
  {
    key: 'cs-csu', lang: 'cs', charset: 'windows-1250', site: 'Český statistický úřad', host: 'www.czso.cz', kind: 'rychlá informace',
    title: 'Míra inflace v lednu 2026 dosáhla 2,4 %', date: '2026-02-10T09:00:00+01:00',
    paras: [
      'Spotřebitelské ceny v lednu vzrostly proti prosinci o 1,1 %. Tento vývoj byl ovlivněn zejména růstem cen v oddíle bydlení, kde se zvýšily ceny elektřiny a zemního plynu.',
      'Meziročně vzrostly spotřebitelské ceny o 2,4 %, což bylo o 0,3 procentního bodu méně než v prosinci. Zpomalení meziročního růstu cen bylo ovlivněno především cenami potravin.',
      'Ceny potravin a nealkoholických nápojů byly meziročně vyšší o 3,2 %, z toho ceny másla klesly o 12,5 % a ceny vajec vzrostly o 21,3 %.',
      'Míra inflace vyjádřená přírůstkem průměrného ročního indexu spotřebitelských cen byla v lednu 2,5 %.',
    ],
    yes: 'Meziročně vzrostly spotřebitelské ceny o 2,4 %, což bylo o 0,3 procentního bodu méně než v prosinci',
    no: 'Meziročně vzrostly spotřebitelské ceny o 2,4 %, což bylo o 0,5 procentního bodu méně než v prosinci',
  },
  {
    key: 'hu-ksh', lang: 'hu', charset: 'iso-8859-2', site: 'Központi Statisztikai Hivatal', host: 'www.ksh.hu', kind: 'gyorstájékoztató',
    title: 'Mérséklődött a foglalkoztatottak száma 2025 decemberében', date: '2026-01-27T08:30:00+01:00',
    paras: [
      'A 15–74 éves foglalkoztatottak száma 2025 decemberében 4 millió 712 ezer fő volt, 18 ezer fővel kevesebb, mint egy évvel korábban. A foglalkoztatási ráta 65,1% volt.',
      'A munkanélküliek átlagos létszáma 212 ezer fő, a munkanélküliségi ráta 4,3% volt. A munkanélküliek 37,4%-a egy éve vagy annál régebben keresett állást.',
      'A férfiak munkanélküliségi rátája 4,2%, a nőké 4,5% volt. A 15–24 évesek körében a ráta 12,8%-ot ért el.',
      'A gyorstájékoztató adatai a munkaerő-felmérésen alapulnak, amelyet a KSH havonta mintegy 28 ezer háztartásban végez.',
    ],
    yes: 'A munkanélküliek átlagos létszáma 212 ezer fő, a munkanélküliségi ráta 4,3% volt',
    no: 'A munkanélküliek átlagos létszáma 221 ezer fő, a munkanélküliségi ráta 4,3% volt',
  },
  {
    key: 'ru-rosstat', lang: 'ru', charset: 'windows-1251', site: 'Федеральная служба государственной статистики', host: 'rosstat.gov.ru', kind: 'доклад',
    title: 'О текущей ситуации в экономике Российской Федерации в январе 2026 года', date: '2026-02-26T19:00:00+03:00',
    paras: [
      'Индекс потребительских цен в январе 2026 года составил 101,3% по отношению к предыдущему месяцу, с начала года — 101,3%. В январе 2025 года индекс составлял 101,2%.',
      'Индекс промышленного производства в январе 2026 года по сравнению с соответствующим периодом предыдущего года составил 99,1%.',
      'Уровень безработицы в декабре 2025 года составил 2,2% рабочей силы, что является историческим минимумом за весь период наблюдений.',
      'Реальные располагаемые денежные доходы населения в IV квартале 2025 года, по предварительной оценке, увеличились на 6,1% по сравнению с соответствующим периодом предыдущего года.',
    ],
    yes: 'Уровень безработицы в декабре 2025 года составил 2,2% рабочей силы',
    no: 'Уровень безработицы в декабре 2025 года составил 2,8% рабочей силы',
  },
  {
    key: 'uk-rada', lang: 'uk', charset: 'koi8-u', site: 'Верховна Рада України', host: 'zakon.rada.gov.ua', kind: 'закон',
    title: 'Про електронні довірчі послуги', date: '2025-06-12T00:00:00+03:00',
    paras: [
      'Цей Закон визначає правові та організаційні засади надання електронних довірчих послуг, зокрема транскордонних, права та обов’язки суб’єктів правових відносин у сфері електронних довірчих послуг.',
      'Стаття 17. Кваліфікований електронний підпис має таку саму юридичну силу, як і власноручний підпис, та має презумпцію його відповідності власноручному підпису.',
      'Стаття 18. Надавач електронних довірчих послуг зобов’язаний щороку проходити перевірку відповідності вимогам цього Закону.',
      'Документ чинний. Поточна редакція — прийняття від 12.06.2025.',
    ],
    yes: 'Кваліфікований електронний підпис має таку саму юридичну силу, як і власноручний підпис',
    no: 'Кваліфікований електронний підпис має меншу юридичну силу, ніж власноручний підпис',
  },
  {
    key: 'el-elstat', lang: 'el', charset: 'iso-8859-7', site: 'ΕΛΛΗΝΙΚΗ ΣΤΑΤΙΣΤΙΚΗ ΑΡΧΗ', host: 'www.statistics.gr', kind: 'δελτίο τύπου',
    title: 'Έρευνα Εργατικού Δυναμικού: Δεκέμβριος 2025', date: '2026-02-04T12:00:00+02:00',
    paras: [
      'Το ποσοστό ανεργίας τον Δεκέμβριο 2025, με εποχική διόρθωση, ανήλθε σε 8,7% έναντι 9,4% τον Δεκέμβριο 2024 και 8,9% τον Νοέμβριο 2025.',
      'Οι απασχολούμενοι ανήλθαν σε 4.248.115 άτομα, αυξημένοι κατά 41.937 άτομα σε σχέση με τον Δεκέμβριο 2024.',
      'Οι άνεργοι ανήλθαν σε 405.806 άτομα, μειωμένοι κατά 33.224 άτομα σε σχέση με τον Δεκέμβριο 2024.',
      'Το ποσοστό ανεργίας των νέων 15 έως 24 ετών διαμορφώθηκε σε 19,1%.',
    ],
    yes: 'Οι άνεργοι ανήλθαν σε 405.806 άτομα',
    no: 'Οι άνεργοι ανήλθαν σε 450.806 άτομα',
  },
  {
    key: 'ar-gastat', lang: 'ar', charset: 'windows-1256', site: 'الهيئة العامة للإحصاء', host: 'www.stats.gov.sa', kind: 'نشرة',
    title: 'نشرة سوق العمل للربع الثالث 2025', date: '2025-12-30T10:00:00+03:00',
    paras: [
      'أظهرت نتائج مسح القوى العاملة للربع الثالث من عام 2025 انخفاض معدل البطالة الإجمالي للسعوديين إلى 6.8% مقارنة بـ 7.1% في الربع الثاني من العام نفسه.',
      'وبلغ معدل مشاركة السعوديين في القوى العاملة 51.3%، فيما ارتفع معدل مشاركة المرأة السعودية إلى 36.2%.',
      'وسجل معدل البطالة بين الإناث السعوديات 11.4%، في حين بلغ بين الذكور السعوديين 4.3%.',
      'يعتمد المسح على عينة تضم نحو 16 ألف أسرة موزعة على جميع مناطق المملكة.',
    ],
    yes: 'ارتفع معدل مشاركة المرأة السعودية إلى 36.2%',
    no: 'ارتفع معدل مشاركة المرأة السعودية إلى 38.2%',
  },
  {
    key: 'ja-egov', lang: 'ja', charset: 'shift_jis', site: '総務省統計局', host: 'www.stat.go.jp', kind: '統計',
    title: '労働力調査（基本集計）2025年（令和7年）12月分結果', date: '2026-01-30T08:30:00+09:00',
    paras: [
      '完全失業率（季節調整値）は2.4％と，前月に比べ0.1ポイント低下しました。完全失業者数は166万人と，前年同月に比べ8万人の減少となりました。',
      '就業者数は6812万人と，前年同月に比べ37万人の増加となり，41か月連続の増加となりました。',
      '雇用者数は6142万人と，前年同月に比べ49万人の増加となりました。正規の職員・従業員数は3682万人となりました。',
      '非労働力人口は4018万人と，前年同月に比べ52万人の減少となりました。',
    ],
    yes: '就業者数は6812万人と，前年同月に比べ37万人の増加となり',
    no: '就業者数は6812万人と，前年同月に比べ73万人の増加となり',
  },
  {
    key: 'ja-mhlw', lang: 'ja', site: '厚生労働省', host: 'www.mhlw.go.jp', kind: '報道発表',
    title: '令和7年賃金構造基本統計調査の概況', date: '2026-03-18T14:00:00+09:00',
    paras: [
      '一般労働者の賃金（月額）は、男女計 33万8千円（前年比 2.9％増）、男性 36万7千円（同 2.7％増）、女性 27万9千円（同 3.4％増）となりました。',
      '男女間賃金格差（男性＝100）は、76.0 と前年から0.8ポイント縮小し、比較可能な昭和51年以降で過去最小となりました。',
      '雇用形態別にみると、正社員・正職員 35万2千円に対し、正社員・正職員以外 23万3千円となっています。',
      '本調査は、全国の約7万8千事業所を対象に、令和7年6月分の賃金等について実施しました。',
    ],
    yes: '男女間賃金格差（男性＝100）は、76.0 と前年から0.8ポイント縮小し',
    no: '男女間賃金格差（男性＝100）は、78.0 と前年から0.8ポイント縮小し',
  },
  {
    key: 'zh-stats', lang: 'zh', charset: 'gb18030', site: '国家统计局', host: 'www.stats.gov.cn', kind: '统计公报',
    title: '2025年国民经济和社会发展统计公报', date: '2026-02-28T09:30:00+08:00',
    paras: [
      '初步核算，全年国内生产总值1358420亿元，比上年增长5.0%。其中，第一产业增加值93110亿元，比上年增长3.6%；第二产业增加值493450亿元，增长5.4%。',
      '全年全国居民人均可支配收入43790元，比上年增长5.2%，扣除价格因素，实际增长5.3%。',
      '年末全国人口140280万人，比上年末减少139万人。全年出生人口912万人，人口出生率为6.50‰。',
      '全年城镇新增就业1256万人。全年全国城镇调查失业率平均值为5.1%。',
    ],
    yes: '全年全国居民人均可支配收入43790元，比上年增长5.2%',
    no: '全年全国居民人均可支配收入43790元，比上年增长6.2%',
  },
  {
    key: 'zhtw-ly', lang: 'zh-TW', charset: 'big5', site: '立法院', host: 'www.ly.gov.tw', kind: '新聞稿',
    title: '立法院三讀通過《氣候變遷因應法》修正案', date: '2025-12-19T17:00:00+08:00',
    paras: [
      '立法院今日三讀通過《氣候變遷因應法》部分條文修正案，明定國家溫室氣體長期減量目標為中華民國一百三十九年溫室氣體淨零排放。',
      '修正條文規定，中央主管機關應對排放源徵收碳費，收費費率由費率審議會審議後公告，並應每二年檢討一次。',
      '碳費收入應專款專用，用於補助或獎勵排放源投資溫室氣體減量技術，以及發展低碳與負排放技術。',
      '本次修法共計修正二十條條文，新增八條條文，自公布日施行。',
    ],
    yes: '收費費率由費率審議會審議後公告，並應每二年檢討一次',
    no: '收費費率由費率審議會審議後公告，並應每三年檢討一次',
  },
  {
    key: 'ko-kostat', lang: 'ko', charset: 'euc-kr', site: '통계청', host: 'kostat.go.kr', kind: '보도자료',
    title: '2025년 12월 고용동향', date: '2026-01-14T08:00:00+09:00',
    paras: [
      '2025년 12월 취업자는 2,841만 2천명으로 1년 전보다 15만 2천명 증가하였습니다. 고용률은 61.4%로 전년동월대비 0.2%p 상승하였습니다.',
      '실업자는 89만 4천명으로 전년동월대비 2만 1천명 감소하였으며, 실업률은 3.0%로 0.1%p 하락하였습니다.',
      '청년층(15~29세) 고용률은 44.8%로 전년동월대비 0.9%p 하락하였습니다.',
      '비경제활동인구는 1,642만 5천명으로 전년동월대비 3만 8천명 증가하였습니다.',
    ],
    yes: '실업자는 89만 4천명으로 전년동월대비 2만 1천명 감소하였으며',
    no: '실업자는 98만 4천명으로 전년동월대비 2만 1천명 감소하였으며',
  },
  {
    key: 'th-nso', lang: 'th', charset: 'tis-620', site: 'สำนักงานสถิติแห่งชาติ', host: 'www.nso.go.th', kind: 'ข่าวประชาสัมพันธ์',
    title: 'สรุปผลการสำรวจภาวะการทำงานของประชากร ไตรมาสที่ 4 พ.ศ. 2568', date: '2026-02-20T10:00:00+07:00',
    paras: [
      'ผลการสำรวจภาวะการทำงานของประชากร ไตรมาสที่ 4 พ.ศ. 2568 พบว่า ผู้มีงานทำมีจำนวน 39.7 ล้านคน เพิ่มขึ้นจากไตรมาสเดียวกันของปีก่อน 0.3 ล้านคน',
      'ผู้ว่างงานมีจำนวน 3.8 แสนคน คิดเป็นอัตราการว่างงานร้อยละ 0.9 ลดลงจากไตรมาสเดียวกันของปีก่อน',
      'ผู้มีงานทำในภาคเกษตรกรรมมีจำนวน 11.6 ล้านคน ส่วนภาคนอกเกษตรกรรมมีจำนวน 28.1 ล้านคน',
      'การสำรวจนี้ดำเนินการในครัวเรือนตัวอย่างประมาณ 83,880 ครัวเรือนทั่วประเทศ',
    ],
    yes: 'ผู้ว่างงานมีจำนวน 3.8 แสนคน คิดเป็นอัตราการว่างงานร้อยละ 0.9',
    no: 'ผู้ว่างงานมีจำนวน 4.8 แสนคน คิดเป็นอัตราการว่างงานร้อยละ 0.9',
  },
  {
    key: 'sv-riksdag', lang: 'sv', site: 'Sveriges riksdag', host: 'www.riksdagen.se', kind: 'betänkande',
    title: 'Skärpta regler för bostadsbidrag – Socialförsäkringsutskottets betänkande 2025/26:SfU9', date: '2025-11-27T11:00:00+01:00',
    paras: [
      'Riksdagen sa ja till regeringens förslag om ändrade regler för bostadsbidrag. Ändringarna innebär bland annat att bidraget ska beräknas på den faktiska inkomsten i stället för en uppskattad årsinkomst.',
      'Enligt förslaget ska Försäkringskassan varje månad hämta uppgifter om inkomst från arbetsgivardeklarationerna. De nya reglerna börjar gälla den 1 januari 2027.',
      'Omkring 190 000 hushåll får i dag bostadsbidrag, varav en majoritet är ensamstående med barn.',
      'Beslut: Riksdagen biföll utskottets förslag med 174 röster mot 150. 25 ledamöter var frånvarande.',
    ],
    yes: 'Riksdagen biföll utskottets förslag med 174 röster mot 150',
    no: 'Riksdagen biföll utskottets förslag med 184 röster mot 150',
  },
  {
    key: 'tr-tuik', lang: 'tr', charset: 'windows-1254', site: 'Türkiye İstatistik Kurumu', host: 'data.tuik.gov.tr', kind: 'haber bülteni',
    title: 'Tüketici Fiyat Endeksi, Ocak 2026', date: '2026-02-03T10:00:00+03:00',
    paras: [
      'TÜFE’de (2003=100) 2026 yılı Ocak ayında bir önceki aya göre %4,12, bir önceki yılın aynı ayına göre %31,84 artış gerçekleşti.',
      'Ana harcama grupları itibarıyla yıllık en az artış %19,06 ile giyim ve ayakkabı grubunda gerçekleşti. Yıllık en yüksek artış ise %58,27 ile konut grubunda oldu.',
      'Aylık en yüksek artış %9,41 ile alkollü içecekler ve tütün grubunda gerçekleşti.',
      'Bir sonraki yayın tarihi: 3 Mart 2026.',
    ],
    yes: 'bir önceki yılın aynı ayına göre %31,84 artış gerçekleşti',
    no: 'bir önceki yılın aynı ayına göre %38,14 artış gerçekleşti',
  },
  {
    key: 'da-dst', lang: 'da', site: 'Danmarks Statistik', host: 'www.dst.dk', kind: 'nyt',
    title: 'Færre konkurser i januar 2026', date: '2026-02-09T08:00:00+01:00',
    paras: [
      'Antallet af erklærede konkurser i aktive virksomheder faldt i januar med 4,6 pct. i forhold til december, når der korrigeres for sæsonudsving. Der var 356 konkurser i alt.',
      'Konkurserne medførte tab af 1.180 fuldtidsjob, hvilket er det laveste antal siden april 2024.',
      'Det var især inden for handel og transport, at antallet af konkurser faldt, mens bygge og anlæg lå uændret.',
      'Tallene er foreløbige og opdateres, efterhånden som flere konkurser registreres i CVR.',
    ],
    yes: 'Konkurserne medførte tab af 1.180 fuldtidsjob',
    no: 'Konkurserne medførte tab af 1.810 fuldtidsjob',
  },
  {
    key: 'fi-valtioneuvosto', lang: 'fi', site: 'Valtioneuvosto', host: 'valtioneuvosto.fi', kind: 'tiedote',
    title: 'Hallitus esittää muutoksia opintotukeen', date: '2025-09-25T13:15:00+03:00',
    paras: [
      'Hallitus esittää, että opintorahan ja opintolainan yhteismäärää korotetaan 1. elokuuta 2026 alkaen. Opintolainan valtiontakauksen määrä nousisi 850 eurosta 900 euroon kuukaudessa.',
      'Lisäksi vapaan tulon rajoja korotettaisiin 25 prosentilla, jotta opiskelijat voisivat työskennellä opintojen ohessa ilman, että tuki pienenee.',
      'Esityksen arvioidaan lisäävän valtion menoja noin 18 miljoonalla eurolla vuodessa.',
      'Lait on tarkoitettu tulemaan voimaan 1.8.2026.',
    ],
    yes: 'vapaan tulon rajoja korotettaisiin 25 prosentilla',
    no: 'vapaan tulon rajoja korotettaisiin 35 prosentilla',
  },
];

export const doc = (key: string): Doc => {
  const d = DOCS.find((x) => x.key === key);
  if (!d) throw new Error(`blind18: no doc ${key}`);
  return d;
};

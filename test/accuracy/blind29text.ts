/**
 * Texts of the held-out set blind29 (media and creator pages): what the video descriptions,
 * show notes, captions, newsletter posts, wiki pages and programme pages say. Written for this
 * set; every figure is invented. `claim` is what the citing report says, `quote` a sentence the
 * page carries (verbatim, typographic marks as the page has them), `absent` a near miss the page
 * does not carry.
 */
export type Topic = { key: string; lang: string; title: string; paras: string[]; claim: string; quote: string; absent: string; author: string; date: string };

export const T: Record<string, Topic> = {};
const add = (t: Topic) => { T[t.key] = t; };

// ——— English ———
add({ key: 'en-reef', lang: 'en', author: 'Coastline Films', date: '2025-03-14T10:00:00Z',
  title: 'Inside the Coral Nursery: How Divers Regrow a Reef',
  paras: [
    'In this 18-minute documentary we follow the volunteer divers of the Mahé coral nursery as they fix 4,200 coral fragments to steel frames off the coast of the Seychelles.',
    'Marine biologist Dr. Aisha Laurent explains why fragments grown on frames reach transplant size in about nine months – roughly twice as fast as fragments left on the seabed.',
    'The nursery was started in 2019 with a grant from the island’s tourism board; since then its teams have replanted an area the size of three football pitches.',
    'Chapters: 00:00 Intro · 02:15 Building the frames · 07:40 Nine months later · 13:05 Replanting · 16:30 What comes next',
  ],
  claim: 'Coral fragments grown on frames in the Seychelles reach transplant size in about nine months.',
  quote: 'fragments grown on frames reach transplant size in about nine months',
  absent: 'fragments grown on frames reach transplant size in about six months' });

add({ key: 'en-pod-sleep', lang: 'en', author: 'Rhea Okafor', date: '2024-11-02T06:00:00Z',
  title: 'Episode 112: Why Teenagers Really Can’t Fall Asleep',
  paras: [
    'This week Rhea talks to sleep researcher Prof. Martin Haldane about the shift in teenagers’ body clocks and what it means for school start times.',
    'Haldane’s lab tracked 1,340 pupils over two school years and found that moving the first lesson from 8:00 to 9:00 added an average of 34 minutes of sleep a night.',
    'We also discuss blue light, weekend “catch-up sleep”, and why the advice to “just go to bed earlier” rarely works.',
    'Show notes: Haldane M. et al. (2023), School start times and adolescent sleep, Journal of Sleep Studies 41(3). Music by Lanterne. Produced by Okafor Audio.',
  ],
  claim: 'Moving the first lesson from 8:00 to 9:00 added an average of 34 minutes of sleep a night for pupils.',
  quote: 'added an average of 34 minutes of sleep a night',
  absent: 'added an average of 43 minutes of sleep a night' });

add({ key: 'en-synth', lang: 'en', author: 'Maya Lindqvist', date: '2025-01-20T09:00:00Z',
  title: 'The Last Factory Making Magnetic Tape',
  paras: [
    'Deep in the Normandy countryside, a single factory still coats magnetic tape for recording studios. Its 38 employees produced just over 90,000 reels last year, almost all of them for export.',
    'Demand has grown every year since 2016, the plant manager says, driven by musicians who want the “warmth” of analogue recording and by archives that still need to copy old masters.',
    'The factory’s coating line dates from 1971 and is the only one of its kind still running in Europe.',
  ],
  claim: 'A factory in Normandy produced just over 90,000 reels of magnetic tape last year.',
  quote: 'Its 38 employees produced just over 90,000 reels last year, almost all of them for export.',
  absent: 'Its 83 employees produced just over 90,000 reels last year' });

add({ key: 'en-lighthouse', lang: 'en', author: 'Tom Beckett', date: '2023-08-09T12:00:00Z',
  title: 'Lighthouse keepers of the Northern Isles — an oral history',
  paras: [
    'Between 1950 and 1998 more than 600 keepers served on the lighthouses of Orkney and Shetland. In this series, recorded in 2022, eleven of them describe the work, the isolation and the day the lights went automatic.',
    'The last manned station in the islands, Fair Isle South, was automated on 31 March 1998.',
    'The recordings are held by the Northern Isles Sound Archive and may be reused for non-commercial purposes.',
  ],
  claim: 'The last manned lighthouse in the Northern Isles, Fair Isle South, was automated on 31 March 1998.',
  quote: 'Fair Isle South, was automated on 31 March 1998',
  absent: 'Fair Isle South, was automated on 31 March 1989' });

add({ key: 'en-newsletter', lang: 'en', author: 'Priya Raman', date: '2025-05-06T07:30:00Z',
  title: 'The quiet collapse of the mid-size podcast',
  paras: [
    'Advertising rates for shows with between 5,000 and 50,000 downloads per episode fell by 27 percent in 2024, according to figures shared with this newsletter by three ad networks.',
    'At the same time the largest shows — the top one percent by downloads — took in more than 60 percent of all podcast ad spending.',
    'For independent producers the result is a squeeze: too big to be a hobby, too small to be a business. Several told me they are moving to listener subscriptions instead.',
    'Next week: what happened when one of them put every episode behind a paywall.',
  ],
  claim: 'Ad rates for podcasts with 5,000 to 50,000 downloads per episode fell by 27 percent in 2024.',
  quote: 'fell by 27 percent in 2024, according to figures shared with this newsletter by three ad networks',
  absent: 'fell by 37 percent in 2024' });

add({ key: 'en-fandom', lang: 'en', author: '', date: '2024-02-11T00:00:00Z',
  title: 'Captain Ilsa Varn',
  paras: [
    'Captain Ilsa Varn is a recurring character in the animated series Starwake. She commands the salvage ship Meridian from season 2 onward and is voiced by Noor Delacroix.',
    'Varn first appears in the episode “Cold Harbour” (season 2, episode 4), where she rescues the crew of the Tessaly from a collapsing moon base.',
    'In season 4 it is revealed that Varn was born on the mining colony of Ostrava Prime, which is destroyed in the episode “Ashfall”.',
    'Trivia: the Meridian’s design was based on a 1960s North Sea trawler.',
  ],
  claim: 'Captain Ilsa Varn first appears in the Starwake episode "Cold Harbour", season 2 episode 4.',
  quote: 'Varn first appears in the episode "Cold Harbour" (season 2, episode 4)',
  absent: 'Varn first appears in the episode "Cold Harbour" (season 3, episode 4)' });

add({ key: 'en-photo', lang: 'en', author: 'Lena Hoffmann', date: '2024-06-18T00:00:00Z',
  title: 'Flood barrier closes on the River Thames at Woolwich',
  paras: [
    'The Thames Barrier’s ten steel gates are closed during a high spring tide at Woolwich, London, on 18 June 2024. It was the 221st flood-defence closure since the barrier opened in 1982.',
    'Photo: Lena Hoffmann / Harbour Light Images. Editorial use only.',
  ],
  claim: 'The June 2024 closure was the 221st flood-defence closure of the Thames Barrier since 1982.',
  quote: 'It was the 221st flood-defence closure since the barrier opened in 1982.',
  absent: 'It was the 212th flood-defence closure since the barrier opened in 1982.' });

add({ key: 'en-slides', lang: 'en', author: 'Dana Whitfield', date: '2023-10-12T00:00:00Z',
  title: 'Scaling video transcoding to 40 million minutes a month',
  paras: [
    'Slide 1: Scaling video transcoding to 40 million minutes a month — Dana Whitfield, StreamConf 2023',
    'Slide 4: In 2021 our pipeline transcoded 6 million minutes a month on 220 dedicated servers.',
    'Slide 9: After moving to spot instances and per-title encoding we handle 40 million minutes a month at 38% of the old cost per minute.',
    'Slide 14: Lessons learned — measure queue depth, not CPU; keep a warm pool; never trust a single region.',
  ],
  claim: 'After moving to spot instances the pipeline handled 40 million minutes a month at 38% of the old cost per minute.',
  quote: 'we handle 40 million minutes a month at 38% of the old cost per minute',
  absent: 'we handle 40 million minutes a month at 28% of the old cost per minute' });

// ——— German ———
add({ key: 'de-doku', lang: 'de', author: 'Redaktion Wissen', date: '2025-02-03T19:00:00Z',
  title: 'Die Rückkehr der Wölfe – Eine Doku über Brandenburgs Rudel',
  paras: [
    'In Brandenburg leben heute 58 Wolfsrudel, mehr als in jedem anderen Bundesland. Die Dokumentation begleitet zwei Jahre lang eine Wildbiologin, die die Tiere mit Fotofallen und Kotproben erfasst.',
    'Landwirte berichten von gerissenen Schafen, Förster von einem gesünderen Wald. Die Filmemacher lassen beide Seiten zu Wort kommen.',
    'Ein Film von Jana Wiese und Karl Ostrowski. Erstausstrahlung am 3. Februar 2025.',
  ],
  claim: 'In Brandenburg leben 58 Wolfsrudel, mehr als in jedem anderen Bundesland.',
  quote: 'In Brandenburg leben heute 58 Wolfsrudel, mehr als in jedem anderen Bundesland.',
  absent: 'In Brandenburg leben heute 85 Wolfsrudel' });

add({ key: 'de-podcast', lang: 'de', author: 'Jonas Reuter', date: '2024-09-12T05:00:00Z',
  title: 'Folge 87: Warum die Bahn so viele Brücken sanieren muss',
  paras: [
    'Rund 4.000 Eisenbahnbrücken in Deutschland sind älter als 100 Jahre. In dieser Folge spricht Jonas mit der Bauingenieurin Dr. Mareike Sommer über marode Bauwerke und knappe Budgets.',
    'Sommer schätzt, dass bis 2030 jedes Jahr mindestens 300 Brücken erneuert werden müssten – derzeit schafft die Bahn etwa 180.',
    'Shownotes: Bericht des Bundesrechnungshofs (2023), Brückenstatistik des Eisenbahn-Bundesamts. Schnitt: Lea Ohm.',
  ],
  claim: 'Bis 2030 müssten jedes Jahr mindestens 300 Eisenbahnbrücken erneuert werden, die Bahn schafft etwa 180.',
  quote: 'jedes Jahr mindestens 300 Brücken erneuert werden müssten – derzeit schafft die Bahn etwa 180',
  absent: 'jedes Jahr mindestens 400 Brücken erneuert werden müssten' });

add({ key: 'de-wiki', lang: 'de', author: '', date: '2024-04-01T00:00:00Z',
  title: 'Burg Falkenstein (Die Chroniken von Asgard)',
  paras: [
    'Burg Falkenstein ist eine fiktive Festung in der Romanreihe „Die Chroniken von Asgard“. Sie liegt am Nordrand des Nebelgebirges und wird im dritten Band erstmals erwähnt.',
    'Die Burg wurde laut Band 5 im Jahr 412 der Neuen Zählung von König Aldric errichtet und hielt drei Belagerungen stand.',
    'In der Verfilmung von 2022 wurde die Burg in der Eifel gedreht.',
  ],
  claim: 'Burg Falkenstein wurde im Jahr 412 der Neuen Zählung von König Aldric errichtet.',
  quote: 'im Jahr 412 der Neuen Zählung von König Aldric errichtet',
  absent: 'im Jahr 421 der Neuen Zählung von König Aldric errichtet' });

// ——— French ———
add({ key: 'fr-emission', lang: 'fr', author: 'France Ondes', date: '2024-12-01T18:00:00Z',
  title: 'Les abeilles sauvages en ville : enquête sur un retour inattendu',
  paras: [
    'Paris compte aujourd’hui près de 700 espèces d’abeilles sauvages recensées, contre 450 il y a vingt ans. Notre équipe a suivi les entomologistes du Muséum dans les parcs et sur les toits de la capitale.',
    'Selon eux, l’interdiction des pesticides dans les espaces verts municipaux en 2014 a joué un rôle décisif.',
    'Une émission présentée par Claire Morel. Réalisation : Hugo Benali.',
  ],
  claim: 'Paris compte près de 700 espèces d’abeilles sauvages, contre 450 il y a vingt ans.',
  quote: 'Paris compte aujourd’hui près de 700 espèces d’abeilles sauvages recensées, contre 450 il y a vingt ans.',
  absent: 'près de 900 espèces d’abeilles sauvages recensées' });

add({ key: 'fr-newsletter', lang: 'fr', author: 'Élodie Marchand', date: '2025-04-15T07:00:00Z',
  title: 'Pourquoi les cinémas de village résistent mieux que les multiplexes',
  paras: [
    'En 2024, les cinémas des communes de moins de 10 000 habitants ont retrouvé 96 % de leur fréquentation d’avant la pandémie, contre 81 % pour les multiplexes, selon les chiffres que j’ai compilés à partir des données du CNC.',
    'L’explication tient en partie aux associations de bénévoles qui gèrent ces salles : programmation à la carte, séances-débats, tarifs bas.',
    'Dans la prochaine lettre, je vous raconte la soirée passée au cinéma de Saint-Affrique.',
  ],
  claim: 'Les cinémas des petites communes ont retrouvé 96 % de leur fréquentation d’avant la pandémie en 2024.',
  quote: 'ont retrouvé 96 % de leur fréquentation d’avant la pandémie, contre 81 % pour les multiplexes',
  absent: 'ont retrouvé 69 % de leur fréquentation' });

// ——— Spanish ———
add({ key: 'es-video', lang: 'es', author: 'Canal Ciencia Abierta', date: '2024-07-22T15:00:00Z',
  title: '¿Por qué el lago Titicaca está perdiendo agua? | Explicado en 10 minutos',
  paras: [
    'El nivel del lago Titicaca bajó 76 centímetros entre 2022 y 2024, el descenso más rápido desde que existen registros. En este video explicamos el papel de la sequía, la evaporación y el riego.',
    'Entrevistamos a la hidróloga boliviana Carmen Quispe, que lleva quince años midiendo el lago desde la isla del Sol.',
    'Fuentes en la descripción: Autoridad Binacional del Lago Titicaca (ALT), informe anual 2024.',
  ],
  claim: 'El nivel del lago Titicaca bajó 76 centímetros entre 2022 y 2024.',
  quote: 'El nivel del lago Titicaca bajó 76 centímetros entre 2022 y 2024',
  absent: 'El nivel del lago Titicaca bajó 67 centímetros entre 2022 y 2024' });

add({ key: 'es-podcast', lang: 'es', author: 'Lucía Ferrer', date: '2025-03-03T04:00:00Z',
  title: 'Episodio 45: La guerra del agua en Almería',
  paras: [
    'Los invernaderos de Almería ocupan ya más de 32.000 hectáreas y consumen buena parte de los acuíferos de la provincia. Hablamos con agricultores, ecologistas y un técnico de la Junta.',
    'Según el técnico, el acuífero del Campo de Dalías ha descendido una media de 1,2 metros al año durante la última década.',
    'Notas del episodio: informe de la Confederación Hidrográfica, mapa de invernaderos del IGN.',
  ],
  claim: 'El acuífero del Campo de Dalías ha descendido 1,2 metros al año durante la última década.',
  quote: 'ha descendido una media de 1,2 metros al año durante la última década',
  absent: 'ha descendido una media de 2,1 metros al año' });

// ——— Italian ———
add({ key: 'it-rai', lang: 'it', author: 'Rai Cultura Sud', date: '2024-10-10T21:00:00Z',
  title: 'Il borgo che rinasce: Civita di Bagnoregio',
  paras: [
    'Civita di Bagnoregio, la “città che muore”, conta oggi appena undici residenti ma ha accolto oltre 850.000 visitatori nel 2023. Il documentario racconta come il turismo abbia salvato e insieme cambiato il borgo.',
    'Il geologo Luca Ferri spiega i lavori di consolidamento della rupe di tufo, costati 14 milioni di euro dal 2010.',
    'Regia di Sara Colombo. Puntata in onda il 10 ottobre 2024.',
  ],
  claim: 'Civita di Bagnoregio ha undici residenti e ha accolto oltre 850.000 visitatori nel 2023.',
  quote: 'conta oggi appena undici residenti ma ha accolto oltre 850.000 visitatori nel 2023',
  absent: 'ha accolto oltre 580.000 visitatori nel 2023' });

// ——— Dutch ———
add({ key: 'nl-podcast', lang: 'nl', author: 'Sanne de Vries', date: '2024-05-27T05:00:00Z',
  title: 'Aflevering 31: Waarom Nederland zoveel fietsen verliest',
  paras: [
    'Elk jaar worden in Nederland ongeveer 500.000 fietsen gestolen, maar slechts één op de vijf diefstallen wordt aangegeven. Sanne spreekt met een rechercheur en een fietsenmaker.',
    'In Amsterdam vist de gemeente jaarlijks zo’n 12.000 fietsen uit de grachten.',
    'Met dank aan de Fietsersbond voor de cijfers.',
  ],
  claim: 'In Amsterdam worden jaarlijks zo’n 12.000 fietsen uit de grachten gevist.',
  quote: 'In Amsterdam vist de gemeente jaarlijks zo’n 12.000 fietsen uit de grachten.',
  absent: 'zo’n 21.000 fietsen uit de grachten' });

// ——— Polish (windows-1250 / ISO-8859-2) ———
add({ key: 'pl-video', lang: 'pl', author: 'Kanał Historia Żywa', date: '2024-08-01T17:00:00Z',
  title: 'Jak odbudowano Stare Miasto w Warszawie? Film dokumentalny',
  paras: [
    'Po 1945 roku zniszczone było około 85 procent lewobrzeżnej Warszawy. Odbudowa Starego Miasta trwała do 1962 roku, a architekci korzystali m.in. z obrazów Canaletta.',
    'W filmie rozmawiamy z konserwatorką zabytków Małgorzatą Zielińską o tym, co udało się odtworzyć, a co jest współczesną interpretacją.',
    'W 1980 roku Stare Miasto wpisano na listę światowego dziedzictwa UNESCO.',
  ],
  claim: 'Odbudowa Starego Miasta w Warszawie trwała do 1962 roku.',
  quote: 'Odbudowa Starego Miasta trwała do 1962 roku',
  absent: 'Odbudowa Starego Miasta trwała do 1956 roku' });

add({ key: 'pl-wiki', lang: 'pl', author: '', date: '2024-01-05T00:00:00Z',
  title: 'Smok Wawelski (Kroniki Gromu)',
  paras: [
    'Smok Wawelski jest jedną z głównych postaci gry Kroniki Gromu. Gracz spotyka go po raz pierwszy w rozdziale szóstym, w jaskini pod zamkiem.',
    'Według dziennika kronikarza smok ma 312 lat i jest ostatnim przedstawicielem rodu smoków ognistych.',
    'Postać została zaprojektowana przez Annę Kowalczyk.',
  ],
  claim: 'Smok Wawelski w grze Kroniki Gromu ma 312 lat.',
  quote: 'smok ma 312 lat i jest ostatnim przedstawicielem rodu smoków ognistych',
  absent: 'smok ma 213 lat' });

// ——— Portuguese ———
add({ key: 'pt-podcast', lang: 'pt', author: 'Rafael Costa', date: '2024-10-14T06:00:00Z',
  title: 'Episódio 58: O mistério dos botos cor-de-rosa',
  paras: [
    'A população de botos-cor-de-rosa no lago Tefé caiu cerca de 65 por cento entre 1994 e 2023, segundo pesquisadores do Instituto Mamirauá. Neste episódio, conversamos com a bióloga Júlia Marinho.',
    'Em setembro de 2023, mais de 200 botos morreram durante a seca extrema, quando a água do lago chegou a 39 graus.',
    'Trilha sonora: Coletivo Rio Negro. Edição: Bruno Alves.',
  ],
  claim: 'Em setembro de 2023, mais de 200 botos morreram no lago Tefé quando a água chegou a 39 graus.',
  quote: 'mais de 200 botos morreram durante a seca extrema, quando a água do lago chegou a 39 graus',
  absent: 'mais de 300 botos morreram durante a seca extrema' });

// ——— Swedish ———
add({ key: 'sv-radio', lang: 'sv', author: 'Vetenskapsradion Nord', date: '2024-03-19T11:00:00Z',
  title: 'Varför smälter Kebnekaises sydtopp?',
  paras: [
    'Kebnekaises sydtopp har förlorat drygt 24 meter i höjd sedan 1960-talet, och sedan 2018 är nordtoppen Sveriges högsta punkt. Vi följer glaciologerna som mäter toppen varje sommar.',
    'Mätningen i augusti 2023 visade 2 093,2 meter över havet för sydtoppen.',
    'Programledare: Elin Sjöberg.',
  ],
  claim: 'Kebnekaises sydtopp har förlorat drygt 24 meter sedan 1960-talet.',
  quote: 'Kebnekaises sydtopp har förlorat drygt 24 meter i höjd sedan 1960-talet',
  absent: 'har förlorat drygt 42 meter i höjd' });

// ——— Japanese (Shift_JIS / EUC-JP) ———
add({ key: 'ja-anime', lang: 'ja', author: 'アニメ研究チャンネル', date: '2024-09-30T10:00:00Z',
  title: '手描きアニメは生き残れるか？制作現場の今',
  paras: [
    '日本のテレビアニメの制作本数は2023年に約300作品にのぼり、そのうち手描きの作画を中心とした作品は全体の約7割を占めたと、業界団体の調査で明らかになった。',
    '動画では、東京・杉並区のスタジオを訪ね、原画マンの一日を追った。若手アニメーターの平均年収は約250万円にとどまっている。',
    '制作：みなと映像。ナレーション：佐藤ひかり。',
  ],
  claim: '2023年のテレビアニメ約300作品のうち、手描き中心の作品が約7割を占めた。',
  quote: '手描きの作画を中心とした作品は全体の約7割を占めた',
  absent: '手描きの作画を中心とした作品は全体の約5割を占めた' });

add({ key: 'ja-nhk', lang: 'ja', author: '放送センター', date: '2024-11-20T20:00:00Z',
  title: '知られざる灯台守の記録 〜瀬戸内の島から〜',
  paras: [
    '瀬戸内海の小島にある灯台は、1894年に点灯して以来、130年にわたって船の安全を守ってきた。番組では、最後の灯台守として2006年まで勤めた男性の証言をもとに、その歴史をたどる。',
    '灯台の光は約30キロ先まで届き、現在は遠隔で管理されている。',
    '語り：森田翔。放送：2024年11月20日（水）午後8時。',
  ],
  claim: 'この瀬戸内の灯台は1894年に点灯し、最後の灯台守は2006年まで勤めた。',
  quote: '最後の灯台守として2006年まで勤めた男性の証言',
  absent: '最後の灯台守として1996年まで勤めた男性の証言' });

// ——— Chinese (GB18030 / Big5) ———
add({ key: 'zh-video', lang: 'zh', author: '科普小站', date: '2024-06-06T08:00:00Z',
  title: '三分钟看懂：为什么长江江豚数量回升了',
  paras: [
    '根据2022年的科学考察，长江江豚的数量为1249头，比2017年增加了237头，这是有监测记录以来首次出现回升。',
    '视频中，我们采访了在鄱阳湖工作了二十年的保护站站长，讲述十年禁渔如何改变了江豚的生存环境。',
    '数据来源：农业农村部长江流域渔政监督管理办公室。',
  ],
  claim: '2022年长江江豚数量为1249头，比2017年增加了237头。',
  quote: '长江江豚的数量为1249头，比2017年增加了237头',
  absent: '长江江豚的数量为1429头' });

add({ key: 'zh-tw-podcast', lang: 'zh-TW', author: '島嶼聲音', date: '2024-04-18T04:00:00Z',
  title: 'EP.73｜台灣黑熊還剩多少隻？',
  paras: [
    '研究團隊估計，台灣黑熊的野外族群約在200到600隻之間。本集我們邀請屏東科技大學的研究人員，談談黑熊保育的困難。',
    '2023年共有12隻黑熊因誤入陷阱受傷而被救援，創下近十年新高。',
    '節目製作：島嶼聲音工作室。',
  ],
  claim: '2023年共有12隻台灣黑熊因誤入陷阱受傷而被救援。',
  quote: '2023年共有12隻黑熊因誤入陷阱受傷而被救援',
  absent: '2023年共有21隻黑熊因誤入陷阱受傷而被救援' });

// ——— Korean (EUC-KR) ———
add({ key: 'ko-video', lang: 'ko', author: '역사채널K', date: '2024-10-09T09:00:00Z',
  title: '한글은 어떻게 만들어졌나? 훈민정음 해례본 이야기',
  paras: [
    '훈민정음은 1443년 세종대왕이 창제하고 1446년에 반포되었다. 해례본은 1940년 경북 안동에서 발견되어 1997년 유네스코 세계기록유산으로 등재되었다.',
    '영상에서는 국립한글박물관 학예사와 함께 해례본의 구성과 제자 원리를 살펴본다.',
    '자료 제공: 국립한글박물관.',
  ],
  claim: '훈민정음 해례본은 1940년 안동에서 발견되어 1997년 유네스코 세계기록유산으로 등재되었다.',
  quote: '해례본은 1940년 경북 안동에서 발견되어 1997년 유네스코 세계기록유산으로 등재되었다',
  absent: '해례본은 1940년 경북 안동에서 발견되어 1995년' });

// ——— Russian (windows-1251) ———
add({ key: 'ru-video', lang: 'ru', author: 'Канал «Наука рядом»', date: '2024-02-14T12:00:00Z',
  title: 'Байкал зимой: почему лёд становится прозрачным',
  paras: [
    'Толщина льда на Байкале в феврале достигает 1,2 метра, а в отдельных местах — двух метров. В ролике гляциолог Ирина Соколова объясняет, почему лёд остаётся прозрачным на глубину до 40 метров видимости.',
    'Каждый год лёд на озере встаёт в среднем на 12 дней позже, чем в 1970-х годах.',
    'Съёмка: январь–февраль 2024 года, Малое Море.',
  ],
  claim: 'Лёд на Байкале встаёт в среднем на 12 дней позже, чем в 1970-х годах.',
  quote: 'лёд на озере встаёт в среднем на 12 дней позже, чем в 1970-х годах',
  absent: 'лёд на озере встаёт в среднем на 21 день позже' });

// ——— Turkish (ISO-8859-9) ———
add({ key: 'tr-podcast', lang: 'tr', author: 'Deniz Aksoy', date: '2024-12-09T06:00:00Z',
  title: 'Bölüm 24: İstanbul’un Kayıp Bostanları',
  paras: [
    'Yedikule bostanları 1.500 yılı aşkın süredir İstanbul surlarının dibinde tarım yapılan alanlardır. 2013 yılında bostanların bir bölümü moloz dökülerek yok edildi.',
    'Bu bölümde, bostanlarda kuşaklardır çalışan bir aileyle ve bir şehir tarihçisiyle konuşuyoruz. Bugün yaklaşık 25 hektar bostan alanı hâlâ işleniyor.',
    'Kaynaklar bölüm notlarında.',
  ],
  claim: 'Yedikule bostanlarında bugün yaklaşık 25 hektar alan hâlâ işleniyor.',
  quote: 'Bugün yaklaşık 25 hektar bostan alanı hâlâ işleniyor.',
  absent: 'Bugün yaklaşık 52 hektar bostan alanı hâlâ işleniyor.' });

// ——— Greek (ISO-8859-7) ———
add({ key: 'el-tv', lang: 'el', author: 'Εκπομπή Τόποι', date: '2024-05-05T19:00:00Z',
  title: 'Τα πέτρινα γεφύρια της Ηπείρου',
  paras: [
    'Στην Ήπειρο σώζονται περισσότερα από 300 πέτρινα γεφύρια, τα περισσότερα χτισμένα τον 18ο και 19ο αιώνα. Η εκπομπή ταξιδεύει στα Ζαγοροχώρια με τον αρχιτέκτονα Νίκο Παππά.',
    'Το γεφύρι της Πλάκας, το μεγαλύτερο μονότοξο της Βαλκανικής, κατέρρευσε το 2015 και αναστηλώθηκε το 2020.',
    'Σκηνοθεσία: Μαρία Αλεξίου.',
  ],
  claim: 'Το γεφύρι της Πλάκας κατέρρευσε το 2015 και αναστηλώθηκε το 2020.',
  quote: 'κατέρρευσε το 2015 και αναστηλώθηκε το 2020',
  absent: 'κατέρρευσε το 2015 και αναστηλώθηκε το 2022' });

// ——— Hebrew (ISO-8859-8 / windows-1255) ———
add({ key: 'he-podcast', lang: 'he', author: 'נועה לוי', date: '2024-07-01T05:00:00Z',
  title: 'פרק 19: הסוד של ים המלח',
  paras: [
    'מפלס ים המלח יורד בכמטר אחד בשנה בממוצע, ובשנים האחרונות נפתחו לאורך חופיו יותר מ־6,000 בולענים.',
    'בפרק זה אנחנו משוחחים עם גיאולוגית מהמכון הגיאולוגי על הסיבות לירידה ועל הפתרונות המוצעים.',
    'עריכה: יואב כהן.',
  ],
  claim: 'לאורך חופי ים המלח נפתחו יותר מ-6,000 בולענים.',
  quote: 'נפתחו לאורך חופיו יותר מ־6,000 בולענים',
  absent: 'נפתחו לאורך חופיו יותר מ־9,000 בולענים' });

// ——— Indonesian ———
add({ key: 'id-video', lang: 'id', author: 'Kanal Jelajah Nusantara', date: '2024-03-28T10:00:00Z',
  title: 'Menyelam di Raja Ampat: Surga Karang Terakhir?',
  paras: [
    'Perairan Raja Ampat menjadi rumah bagi lebih dari 550 spesies karang, sekitar 75 persen dari seluruh spesies karang yang dikenal di dunia. Dalam video ini kami menyelam bersama penjaga laut dari kampung Arborek.',
    'Sejak 2007, kawasan konservasi laut di Raja Ampat telah diperluas hingga lebih dari 2 juta hektare.',
    'Musik: Suara Timur. Penyunting: Dimas Pratama.',
  ],
  claim: 'Raja Ampat memiliki lebih dari 550 spesies karang, sekitar 75 persen spesies karang dunia.',
  quote: 'lebih dari 550 spesies karang, sekitar 75 persen dari seluruh spesies karang yang dikenal di dunia',
  absent: 'lebih dari 650 spesies karang' });

// ——— Czech (windows-1250) ———
add({ key: 'cs-radio', lang: 'cs', author: 'Rozhlasová stanice Vltava Jih', date: '2024-01-26T16:00:00Z',
  title: 'Příběh šumavských sklářů',
  paras: [
    'Na Šumavě kdysi pracovalo přes 60 skláren. Poslední z nich, sklárna v Annínu, vyrábí ručně foukané sklo nepřetržitě od roku 1794.',
    'V pořadu zazní vzpomínky sklářů a historika Petra Nováka.',
    'Připravila Eva Horáková.',
  ],
  claim: 'Sklárna v Annínu vyrábí ručně foukané sklo nepřetržitě od roku 1794.',
  quote: 'vyrábí ručně foukané sklo nepřetržitě od roku 1794',
  absent: 'vyrábí ručně foukané sklo nepřetržitě od roku 1749' });

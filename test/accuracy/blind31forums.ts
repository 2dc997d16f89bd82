/** blind31 — valid forum threads (phpBB, vBulletin, XenForo, Discourse, Invision) in many languages and charsets. */
import type { Entry } from './blindkit';
import { entry, target, write, urlOf } from './blindkit';
import { forum } from './blind31kit';
import { ctx, hop, page, paras, q, thread } from './blind31common';

export function forumValid(): Entry[] {
  const out: Entry[] = [];

  // 1 en phpBB, locked thread (still readable)
  {
    const t = 'Grinding a 6 inch f/8 mirror by hand: notes after 40 hours';
    const body = paras('I finished my first mirror last week and wanted to write down what I learned. The rough grinding with 80 grit took about nine hours, far longer than the two or three the books suggest.', 'The biggest surprise was the Foucault test. Reading the zones was impossible until I built a proper slit and moved the whole setup into the cellar, where the air is still.', 'Final figure measured at 1/8 wave on the Couder mask, which is good enough for planets.');
    out.push(page('v-phpbb-mirror', 'atm-forum.blind31.test', 'valid', 'phpBB thread, locked banner but every post readable: the source itself', forum({ engine: 'phpbb', lang: 'en', site: 'Amateur Telescope Makers Board', forum: 'Mirror making', title: t, banner: '<div class="rules"><div class="inner"><strong>This topic is locked, you cannot edit posts or make further replies.</strong></div></div>', posts: thread('en', { user: 'ronchi_rob', date: 'Sun Mar 12, 2023 9:41 pm', html: body }), forums: ['Mirror making', 'Mounts and tubes', 'Eyepieces', 'Show and tell'] }), {}, { path: '/viewtopic.php', context: ctx(t, 'Rough grinding a hand-made mirror took about nine hours.', 'The rough grinding with 80 grit took about nine hours'), quotes: [q('The rough grinding with 80 grit took about nine hours, far longer than the two or three the books suggest.'), q('The rough grinding with 120 grit took about six hours', false)] }));
  }

  // 2 de phpBB windows-1252 with „curly“ quotes, en dash, euro sign
  {
    const t = 'Käfer 1303: Vergaser ruckelt nach Überholung – Lösung gefunden';
    const body = paras('Nach der Überholung des Solex-Vergasers ruckelte mein Käfer im Teillastbereich. Der Händler meinte nur „das ist normal bei Oldtimern“ – ist es nicht.', 'Schuld war die Leerlaufdüse: statt der originalen 55er war eine 50er verbaut. Die richtige Düse kostete 4,90 €, der Einbau dauerte zehn Minuten.', 'Seitdem läuft er sauber, auch kalt. Danke an alle, die mitgelesen haben!');
    out.push(page('v-phpbb-kaefer', 'luftgekuehlt-forum.blind31.test', 'valid', 'German phpBB thread in windows-1252 (curly quotes and € in 0x80–0x9F): the source', forum({ engine: 'phpbb', lang: 'de', charset: 'windows-1252', site: 'Luftgekühlt-Forum', forum: 'Technik & Motor', title: t, posts: thread('de', { user: 'Brezelkäfer', date: 'Sa 14. Okt 2017, 18:22', html: body }, ['T3-Fahrer', 'Ovali58']), cookie: true }), { charset: 'windows-1252' }, { path: '/viewtopic.php', context: ctx(t, 'A wrong idle jet (50 instead of 55) caused the stumbling.', 'statt der originalen 55er war eine 50er verbaut'), quotes: [q('Der Händler meinte nur "das ist normal bei Oldtimern" - ist es nicht.'), q('Die richtige Düse kostete 4,90 €'), q('Die richtige Düse kostete 9,40 €', false)] }));
  }

  // 3 fr XenForo ISO-8859-15 (œ, €)
  {
    const t = 'Tomates : mildiou évité grâce au paillage et à l’arrosage au pied';
    const body = paras('Trois saisons de suite, mes tomates ont été détruites par le mildiou dès la mi-juillet. Cette année j’ai changé deux choses : un paillage épais de paille de lin et un arrosage uniquement au pied, jamais sur les feuilles.', 'Résultat : aucune tache avant la fin août, et une récolte de près de 18 kg sur six pieds. Le paillage m’a coûté 12 € et beaucoup d’huile de coude pour l’œuvre.', 'Je ne dis pas que c’est miraculeux, mais la différence est nette.');
    out.push(page('v-xf-tomates', 'jardinage-entraide.blind31.test', 'valid', 'French XenForo thread in ISO-8859-15: the source', forum({ engine: 'xf', lang: 'fr', charset: 'iso-8859-15', site: 'Jardinage Entraide', forum: 'Potager', title: t, posts: thread('fr', { user: 'Maraîchère35', date: '2022-09-03T08:15:00+0200', html: body }, ['Jardinier du dimanche', 'Colette_B']) }), { charset: 'iso-8859-15' }, { path: '/threads/tomates-mildiou.48812/', context: ctx(t, 'Mulching and watering at the foot prevented blight; 18 kg from six plants.', 'une récolte de près de 18 kg sur six pieds'), quotes: [q('une récolte de près de 18 kg sur six pieds'), q('une récolte de près de 28 kg sur huit pieds', false)] }));
  }

  // 4 es vBulletin windows-1252
  {
    const t = 'Pesca de la lubina a spinning en la costa de Cádiz: mi experiencia';
    const body = 'Llevo cinco años pescando lubina desde las rocas de Conil. Lo que más me ha funcionado son los vinilos de 12 cm en colores naturales, sobre todo al amanecer y con marea subiendo.<br /><br />La mejor captura fue una lubina de 4,2 kilos en noviembre, con mar de fondo y agua algo tomada. En verano, en cambio, casi no saco nada de día.<br /><br />¿Alguien más nota que el levante las aleja de la orilla?';
    out.push(page('v-vb-lubina', 'foro-pesca-sur.blind31.test', 'valid', 'Spanish vBulletin 4 thread in windows-1252: the source', forum({ engine: 'vb', lang: 'es', charset: 'windows-1252', site: 'Foro Pesca Sur', forum: 'Spinning y lance ligero', title: t, posts: thread('es', { user: 'lubinero_conil', date: '21-11-2019, 07:48', html: body }, ['Anzuelo', 'PepeRocas']) }), { charset: 'windows-1252' }, { path: '/showthread.php', context: ctx(t, 'The best catch was a 4.2 kg sea bass in November.', 'una lubina de 4,2 kilos en noviembre'), quotes: [q('La mejor captura fue una lubina de 4,2 kilos en noviembre'), q('La mejor captura fue una dorada de 4,2 kilos en noviembre', false)] }));
  }

  // 5 it Discourse
  {
    const t = 'Migrazione da Debian 11 a 12: problemi con i driver Wi-Fi Broadcom';
    const body = paras('Dopo l’aggiornamento a Debian 12 il portatile non vedeva più nessuna rete. Il motivo è che il pacchetto <code>broadcom-sta-dkms</code> ora si trova nella sezione <code>non-free</code> e il repository non era abilitato.', 'Aggiungendo <code>non-free non-free-firmware</code> a sources.list e reinstallando il pacchetto tutto è tornato a funzionare in cinque minuti.');
    out.push(page('v-disc-debian', 'comunita-linux.blind31.test', 'valid', 'Italian Discourse topic (crawler view): the source', forum({ engine: 'discourse', lang: 'it', site: 'Comunità Linux Italia', forum: 'Supporto', title: t, posts: thread('it', { user: 'gianluca_b', date: '2023-07-02T10:14:22Z', html: body, rank: 'Moderatore' }, ['sara.r', 'tux89']) }), {}, { path: '/t/migrazione-debian-12-broadcom/18233', context: ctx(t, 'On Debian 12 the Broadcom driver needs the non-free section enabled.', 'il pacchetto broadcom-sta-dkms ora si trova nella sezione non-free'), quotes: [q('il pacchetto broadcom-sta-dkms ora si trova nella sezione non-free'), q('il pacchetto broadcom-sta-dkms ora si trova nella sezione contrib', false)] }));
  }

  // 6 pt-BR Invision, gzip
  {
    const t = 'Ciclagem do aquário de 200 litros levou 6 semanas';
    const body = paras('Montei meu primeiro aquário plantado de 200 litros em março e resolvi medir tudo. A amônia só zerou no 23º dia e o nitrito demorou até a sexta semana para cair a zero.', 'Usei ração em pó como fonte de amônia e mantive a temperatura em 28 °C. Os peixes só entraram depois de duas semanas com leituras zeradas.');
    out.push(page('v-ips-aquario', 'forum-aquarismo.blind31.test', 'valid', 'Portuguese Invision Community topic, gzip: the source', forum({ engine: 'ips', lang: 'pt', site: 'Fórum Aquarismo Brasil', forum: 'Aquários plantados', title: t, posts: thread('pt', { user: 'Carla_Plantados', date: '2021-05-18T22:03:00Z', html: body }, ['Betta_Rio', 'Guppyman']) }), { encoding: 'gzip' }, { path: '/topic/55120-ciclagem-200-litros/', context: ctx(t, 'Nitrite took six weeks to drop to zero during cycling.', 'o nitrito demorou até a sexta semana para cair a zero'), quotes: [q('o nitrito demorou até a sexta semana para cair a zero'), q('o nitrito demorou até a terceira semana para cair a zero', false)] }));
  }

  // 7 nl phpBB, soft hyphens in the page text
  {
    const t = 'Elektrische fiets: accu na 3 jaar nog 82% capaciteit';
    const body = paras('Mijn e-bike is nu drie jaar oud en heeft ruim 11.000 kilo&shy;meter gereden. Bij de dealer is de accu gemeten: nog 82 procent van de oor&shy;spronke&shy;lijke capaciteit.', 'Ik laad hem altijd tot ongeveer 80 procent en laat hem in de winter binnen staan. Dat lijkt dus echt te helpen.');
    out.push(page('v-phpbb-ebike', 'fietsforum.blind31.test', 'valid', 'Dutch phpBB thread with soft hyphens inside words: the source', forum({ engine: 'phpbb', lang: 'nl', site: 'Fietsforum NL', forum: 'E-bikes', title: t, posts: thread('nl', { user: 'Trapper_Utrecht', date: 'di 9 jan 2024 20:11', html: body }, ['Gazelle_Gert', 'fietsfanaat']) }), {}, { path: '/viewtopic.php', context: ctx(t, 'After three years and 11,000 km the battery still had 82 percent capacity.', 'nog 82 procent van de oorspronkelijke capaciteit'), quotes: [q('Bij de dealer is de accu gemeten: nog 82 procent van de oorspronkelijke capaciteit.'), q('nog 68 procent van de oorspronkelijke capaciteit', false)] }));
  }

  // 8 pl phpBB ISO-8859-2
  {
    const t = 'Antena dipolowa na 40 m z kabla koncentrycznego – pomiary SWR';
    const body = paras('Zbudowałem prosty dipol na pasmo 40 metrów z resztek kabla RG-58. Każde ramię ma 10,05 m, a środek zawieszony jest na wysokości około 9 metrów.', 'Najniższy SWR wyszedł 1,3 przy 7,080 MHz. Na krańcach pasma nie przekracza 1,8, więc obywam się bez tunera.');
    out.push(page('v-phpbb-dipol', 'krotkofalowcy.blind31.test', 'valid', 'Polish phpBB thread in ISO-8859-2: the source', forum({ engine: 'phpbb', lang: 'pl', charset: 'iso-8859-2', site: 'Forum Krótkofalowców', forum: 'Anteny', title: t, posts: thread('pl', { user: 'SP5ŁKA', date: 'pt 16 lut 2018 19:02', html: body }, ['SQ9Żuraw', 'SP3ZZ']) }), { charset: 'iso-8859-2' }, { path: '/viewtopic.php', context: ctx(t, 'The 40 m dipole reached an SWR of 1.3 at 7.080 MHz.', 'Najniższy SWR wyszedł 1,3 przy 7,080 MHz'), quotes: [q('Najniższy SWR wyszedł 1,3 przy 7,080 MHz.'), q('Najniższy SWR wyszedł 1,1 przy 7,020 MHz.', false)] }));
  }

  // 9 cs vBulletin windows-1250
  {
    const t = 'Hřib satan letos na Pálavě – fotky a místo nálezu';
    const body = 'Minulý týden jsme na Pálavě našli čtyři plodnice hřibu satanu. Rostly pod duby na vápencovém podkladu, přesně jak se píše v atlasech.<br /><br />Připomínám, že je to jedovatá houba a v Česku je vedena v Červeném seznamu jako ohrožená. Nesbírat!';
    out.push(page('v-vb-satan', 'houbareni.blind31.test', 'valid', 'Czech vBulletin thread in windows-1250: the source', forum({ engine: 'vb', lang: 'cs', charset: 'windows-1250', site: 'Houbaření.cz fórum', forum: 'Nálezy', title: t, posts: thread('cs', { user: 'Hřibař_Brno', date: '28.08.2020, 21:15', html: body }, ['Lišák', 'Bedla']) }), { charset: 'windows-1250' }, { path: '/showthread.php', context: ctx(t, 'Four fruiting bodies of Satan’s bolete were found under oaks on limestone at Pálava.', 'našli čtyři plodnice hřibu satanu'), quotes: [q('Minulý týden jsme na Pálavě našli čtyři plodnice hřibu satanu.'), q('Minulý týden jsme na Pálavě našli dvě plodnice hřibu satanu.', false)] }));
  }

  // 10 hu XenForo, banned user's post still shown
  {
    const t = 'Balatoni süllőzés ősszel: mikor és mivel?';
    const body = paras('Tizenöt éve horgászom a Balatonon, és ősszel a legjobb időszak október második fele. A süllő ilyenkor a kövezés mellé húzódik, este hat és kilenc között.', 'Én halszelettel és 7 centis gumihallal fogom a legtöbbet, a rekordom egy 5,6 kilós példány 2019-ből.');
    out.push(page('v-xf-sullo', 'horgaszfórum.blind31.test'.replace('ó', 'o'), 'valid', 'Hungarian XenForo thread; the author is marked "Banned" but the post stands: the source', forum({ engine: 'xf', lang: 'hu', site: 'Horgászfórum', forum: 'Balaton', title: t, posts: thread('hu', { user: 'SüllőKirály', date: '2021-10-22T17:40:00+0200', html: body, banned: true, rank: 'Kitiltott felhasználó' }, ['Keszeg_Laci', 'Pontyos']) }), {}, { path: '/threads/balatoni-sullozes.9921/', context: ctx(t, 'The record zander was 5.6 kg, caught in 2019.', 'a rekordom egy 5,6 kilós példány 2019-ből'), quotes: [q('a rekordom egy 5,6 kilós példány 2019-ből'), q('a rekordom egy 7,2 kilós példány 2019-ből', false)] }));
  }

  // 11 ru phpBB windows-1251
  {
    const t = 'Ламповый усилитель на 6П14П: схема и результаты измерений';
    const body = paras('Собрал однотактный усилитель на 6П14П по классической схеме с автоматическим смещением. Выходная мощность получилась 4,2 Вт на канал при коэффициенте гармоник около 3%.', 'Выходные трансформаторы мотал сам на железе ШЛ 20×40. Фон на максимальной громкости почти не слышен.');
    out.push(page('v-phpbb-lampa', 'radiokot-like.blind31.test', 'valid', 'Russian phpBB thread in windows-1251: the source', forum({ engine: 'phpbb', lang: 'ru', charset: 'windows-1251', site: 'Форум радиолюбителей', forum: 'Ламповый звук', title: t, posts: thread('ru', { user: 'Паяльник', date: 'Вс ноя 05, 2017 11:32 am', html: body }, ['Анодный', 'Сергей_М']) }), { charset: 'windows-1251' }, { path: '/viewtopic.php', context: ctx(t, 'The single-ended 6P14P amplifier gives 4.2 W per channel at about 3 percent distortion.', 'Выходная мощность получилась 4,2 Вт на канал'), quotes: [q('Выходная мощность получилась 4,2 Вт на канал при коэффициенте гармоник около 3%.'), q('Выходная мощность получилась 8 Вт на канал', false)] }));
  }

  // 12 zh-TW vBulletin Big5
  {
    const t = '台北市區騎腳踏車通勤一年心得';
    const body = '我從去年三月開始每天騎腳踏車上班，單程大約九公里，平均花費三十五分鐘。<br /><br />一年下來總共騎了四千一百公里，比搭捷運省下將近一萬二千元。最大的困擾是夏天流汗和雨天，所以公司有沒有淋浴間很重要。';
    out.push(page('v-vb-bike-tw', 'tw-bike-forum.blind31.test', 'valid', 'Traditional Chinese vBulletin thread in Big5: the source', forum({ engine: 'vb', lang: 'zh-TW', charset: 'big5', site: '單車通勤論壇', forum: '通勤心得', title: t, posts: thread('zh', { user: '騎士阿明', date: '2022-04-11, 08:30 PM', html: body }, ['小綠', 'Ken']) }), { charset: 'big5' }, { path: '/showthread.php', context: ctx(t, 'Commuting by bike in Taipei for a year covered 4,100 km.', '一年下來總共騎了四千一百公里'), quotes: [q('一年下來總共騎了四千一百公里'), q('一年下來總共騎了六千公里', false)] }));
  }

  // 13 zh-CN phpBB GB18030
  {
    const t = '家庭阳台种植蓝莓三年经验分享';
    const body = paras('我在北京的南向阳台用花盆种了三年蓝莓，品种是“奥尼尔”和“密斯提”。关键是土壤要酸性，我用泥炭土加松针，pH 控制在 4.5 到 5.5 之间。', '今年两棵树一共收获了大约 1.6 公斤果实，比去年多了一倍。');
    out.push(page('v-phpbb-lanmei', 'yangtai-zhongzhi.blind31.test', 'valid', 'Simplified Chinese phpBB thread in GB18030: the source', forum({ engine: 'phpbb', lang: 'zh', charset: 'gb18030', site: '阳台种植论坛', forum: '果树', title: t, posts: thread('zh', { user: '北京园丁', date: '2023-08-19 21:05', html: body }, ['小蓝', '花花']) }), { charset: 'gb18030' }, { path: '/viewtopic.php', context: ctx(t, 'Two balcony blueberry bushes yielded about 1.6 kg this year.', '今年两棵树一共收获了大约 1.6 公斤果实'), quotes: [q('今年两棵树一共收获了大约 1.6 公斤果实'), q('今年两棵树一共收获了大约 3 公斤果实', false)] }));
  }

  // 14 tr vBulletin windows-1254
  {
    const t = 'Kombi petek temizliği sonrası doğalgaz faturası düştü';
    const body = 'Geçen ay kombi peteklerini kimyasal ile temizlettim, usta 1.250 lira aldı. Temizlikten önce en üst katta petekler ılık bile olmuyordu.<br /><br />Aralık faturası geçen yılın aynı ayına göre yüzde 18 daha düşük geldi, evdeki sıcaklık da iki derece arttı.';
    out.push(page('v-vb-kombi', 'ev-teknik-forum.blind31.test', 'valid', 'Turkish vBulletin thread in windows-1254: the source', forum({ engine: 'vb', lang: 'tr', charset: 'windows-1254', site: 'Ev Teknik Forum', forum: 'Isıtma ve Kombiler', title: t, posts: thread('tr', { user: 'Şükrü_Usta', date: '12-01-2024, 22:17', html: body }, ['Gökhan', 'Ayşe_K']) }), { charset: 'windows-1254' }, { path: '/showthread.php', context: ctx(t, 'After cleaning the radiators the December gas bill was 18 percent lower.', 'yüzde 18 daha düşük geldi'), quotes: [q('Aralık faturası geçen yılın aynı ayına göre yüzde 18 daha düşük geldi'), q('Aralık faturası geçen yılın aynı ayına göre yüzde 30 daha düşük geldi', false)] }));
  }

  // 15 el phpBB ISO-8859-7
  {
    const t = 'Μελισσοκομία: πόσο μέλι βγάζει ένα μελίσσι στην Κρήτη;';
    const body = paras('Έχω δώδεκα κυψέλες στα Σφακιά εδώ και επτά χρόνια. Σε καλή χρονιά με θυμάρι παίρνω περίπου 18 κιλά μέλι ανά κυψέλη.', 'Πέρσι λόγω ξηρασίας η παραγωγή έπεσε κάτω από τα 8 κιλά, και χρειάστηκε τάισμα με σιρόπι τον Σεπτέμβριο.');
    out.push(page('v-phpbb-meli', 'melissokomoi.blind31.test', 'valid', 'Greek phpBB thread in ISO-8859-7: the source', forum({ engine: 'phpbb', lang: 'el', charset: 'iso-8859-7', site: 'Φόρουμ Μελισσοκόμων', forum: 'Παραγωγή', title: t, posts: thread('el', { user: 'Σφακιανός', date: 'Τετ Ιούλ 06, 2022 9:14 pm', html: body }, ['Θυμαρίσια', 'Γιώργος_Μ']) }), { charset: 'iso-8859-7' }, { path: '/viewtopic.php', context: ctx(t, 'In a good thyme year a Cretan hive yields about 18 kg of honey.', 'περίπου 18 κιλά μέλι ανά κυψέλη'), quotes: [q('Σε καλή χρονιά με θυμάρι παίρνω περίπου 18 κιλά μέλι ανά κυψέλη.'), q('παίρνω περίπου 30 κιλά μέλι ανά κυψέλη', false)] }));
  }

  // 16 ar vBulletin windows-1256
  {
    const t = 'تجربتي مع زراعة النخيل في الأحواض المنزلية';
    const body = 'زرعت ثلاث فسائل نخيل من صنف البرحي في حديقة المنزل قبل خمس سنوات. بدأت النخلة الأولى بالإثمار في السنة الرابعة وأعطت نحو خمسة وعشرين كيلوغراما من التمر.<br /><br />أهم شيء هو الري المنتظم في الصيف والتسميد العضوي في الشتاء.';
    out.push(page('v-vb-nakheel', 'muntada-ziraa.blind31.test', 'valid', 'Arabic vBulletin thread in windows-1256: the source', forum({ engine: 'vb', lang: 'ar', charset: 'windows-1256', site: 'منتدى الزراعة العربي', forum: 'النخيل والتمور', title: t, posts: thread('ar', { user: 'أبو_فهد', date: '15-09-2021, 10:02 PM', html: body }, ['مزارع', 'سالم']) }), { charset: 'windows-1256' }, { path: '/showthread.php', context: ctx(t, 'The first Barhi palm fruited in its fourth year with about 25 kg of dates.', 'أعطت نحو خمسة وعشرين كيلوغراما من التمر'), quotes: [q('بدأت النخلة الأولى بالإثمار في السنة الرابعة'), q('بدأت النخلة الأولى بالإثمار في السنة الثانية', false)] }));
  }

  // 17 th phpBB windows-874
  {
    const t = 'ปลูกทุเรียนหมอนทองในภาคอีสาน ได้ผลจริงไหม';
    const body = paras('ผมปลูกทุเรียนหมอนทองที่ศรีสะเกษมาหกปีแล้ว จำนวนสามสิบต้น ปีนี้เก็บผลผลิตได้ครั้งแรกประมาณ 900 กิโลกรัม', 'ปัญหาหลักคือน้ำในหน้าแล้ง ต้องขุดบ่อเพิ่มและใช้ระบบน้ำหยด');
    out.push(page('v-phpbb-durian', 'kaset-board.blind31.test', 'valid', 'Thai phpBB thread in windows-874: the source', forum({ engine: 'phpbb', lang: 'th', charset: 'windows-874', site: 'กระดานเกษตรกร', forum: 'ไม้ผล', title: t, posts: thread('th', { user: 'ชาวสวนศรีสะเกษ', date: 'ศ. 10 พ.ค. 2024 7:20 pm', html: body }, ['ลุงแดง', 'สมชาย']) }), { charset: 'windows-874' }, { path: '/viewtopic.php', context: ctx(t, 'Thirty Monthong durian trees in Sisaket gave a first harvest of about 900 kg.', 'ปีนี้เก็บผลผลิตได้ครั้งแรกประมาณ 900 กิโลกรัม'), quotes: [q('ปีนี้เก็บผลผลิตได้ครั้งแรกประมาณ 900 กิโลกรัม'), q('ปีนี้เก็บผลผลิตได้ครั้งแรกประมาณ 2000 กิโลกรัม', false)] }));
  }

  // 18 sv Discourse
  {
    const t = 'Värmepump i 1970-talshus: förbrukning första vintern';
    const body = paras('Vi bytte oljepannan mot en bergvärmepump förra hösten. Huset är ett enplanshus från 1974 på 140 kvadratmeter i Sundsvall.', 'Första vintern drog pumpen 9 400 kWh, mot tidigare cirka 2 700 liter olja. Borrhålet är 180 meter djupt.');
    out.push(page('v-disc-varmepump', 'byggahus-forum.blind31.test', 'valid', 'Swedish Discourse topic: the source', forum({ engine: 'discourse', lang: 'sv', site: 'Bygga & Bo Forum', forum: 'Värme', title: t, posts: thread('sv', { user: 'norrlandsbo', date: '2023-04-02T19:20:00Z', html: body }, ['Villaägare_K', 'Elin']) }), {}, { path: '/t/varmepump-1970-talshus/7731', context: ctx(t, 'The ground-source heat pump used 9,400 kWh in the first winter.', 'Första vintern drog pumpen 9 400 kWh'), quotes: [q('Första vintern drog pumpen 9 400 kWh, mot tidigare cirka 2 700 liter olja.'), q('Första vintern drog pumpen 14 000 kWh', false)] }));
  }

  // 19 en phpBB moved topic: 301 → 302 chain to the topic in its new forum
  {
    const t = 'Raspberry Pi 5 boot from NVMe: what finally worked';
    const body = paras('After three failed attempts I got my Pi 5 to boot from an NVMe drive through the official M.2 HAT. The trick was updating the bootloader first and setting BOOT_ORDER=0xf416 in the EEPROM config.', 'Boot time dropped from 28 seconds on the SD card to 11 seconds. The drive runs at about 42 °C idle without a heatsink.');
    const h = 'pi-tinkerers.blind31.test';
    out.push(entry('v-moved-topic', h, 'valid', 'topic moved to another sub-forum: 301 then 302 to the same topic at its new address', hop('/forum/hardware/topic-9912-moved', 301), { path: '/forum/general/topic-9912', context: ctx(t, 'Booting a Pi 5 from NVMe cut boot time from 28 to 11 seconds.', 'Boot time dropped from 28 seconds on the SD card to 11 seconds.'), quotes: [q('Boot time dropped from 28 seconds on the SD card to 11 seconds.'), q('Boot time dropped from 28 seconds on the SD card to 6 seconds.', false)] }));
    out.push(target('v-moved-topic-2', h, '/forum/hardware/topic-9912-moved', hop('/forum/hardware/topic-9912', 302)));
    out.push(target('v-moved-topic-3', h, '/forum/hardware/topic-9912', (req, res, web) => write(res, { body: forum({ engine: 'phpbb', lang: 'en', site: 'Pi Tinkerers', forum: 'Hardware', title: t, posts: thread('en', { user: 'nvme_nick', date: 'Tue Feb 06, 2024 3:12 pm', html: body }) })(urlOf(req, web)) })));
  }

  // 20 en XenForo merged thread: the cited thread redirects into the thread it was merged with
  {
    const t = 'Sourdough starter smells like acetone — is it dead?';
    const merged = 'Sourdough troubleshooting megathread';
    const op = paras('Collecting the recurring starter questions in one place. Please post here instead of opening new threads.');
    const cited = paras('My starter smelled like nail polish remover after I left it on the counter for four days. It was not dead, just starving: two feedings a day at 1:5:5 for three days brought it back.', 'The acetone smell is hooch breaking down, not mould. Pink or orange streaks are the thing to worry about.');
    const h = 'bread-bakers.blind31.test';
    const posts = [{ user: 'ModeratorMabel', date: '2020-03-15T09:00:00Z', html: op, rank: 'Staff member' }, { user: 'crumbshot', date: '2021-06-01T18:22:00Z', html: cited }, { user: 'levain_lou', date: '2021-06-01T19:05:00Z', html: 'Great explanation, thanks.' }];
    out.push(entry('v-merged-thread', h, 'valid', 'thread merged into a megathread: 301 to it, and the cited post is there', hop('/threads/sourdough-troubleshooting-megathread.1180/', 301), { path: '/threads/starter-smells-like-acetone.40911/', context: ctx(t, 'A starter smelling of acetone is starving, not dead.', 'It was not dead, just starving'), quotes: [q('It was not dead, just starving: two feedings a day at 1:5:5 for three days brought it back.'), q('It was dead and had to be thrown away', false)] }));
    out.push(target('v-merged-thread-2', h, '/threads/sourdough-troubleshooting-megathread.1180/', (req, res, web) => write(res, { body: forum({ engine: 'xf', lang: 'en', site: 'Bread Bakers Forum', forum: 'Sourdough', title: merged, banner: '<div class="blockMessage blockMessage--important">Several threads have been merged into this one.</div>', posts })(urlOf(req, web)) })));
  }

  // 21 en Discourse, title mentions 404 (an article about an error)
  {
    const t = 'Getting “404 Not Found” on every page after upgrading to version 3.3';
    const body = paras('Posting the fix in case anyone else hits this. After the upgrade every page except the home page answered 404 Not Found.', 'The cause was the rewrite rules: the new version expects <code>app.php</code> routing and my old <code>.htaccess</code> still pointed at the 3.2 paths. Copying the shipped .htaccess over the old one fixed it immediately.');
    out.push(page('v-disc-404-title', 'board-admins.blind31.test', 'valid', 'a real support thread whose title says "404 Not Found": the source, not an error page', forum({ engine: 'discourse', lang: 'en', site: 'Board Admins Community', forum: 'Support', title: t, posts: thread('en', { user: 'htaccess_hannah', date: '2023-10-09T14:00:00Z', html: body }) }), {}, { path: '/t/404-after-upgrade-3-3/2210', context: ctx(t, 'Outdated rewrite rules caused 404s after the upgrade.', 'The cause was the rewrite rules'), quotes: [q('Copying the shipped .htaccess over the old one fixed it immediately.'), q('Reinstalling the database fixed it immediately.', false)] }));
  }

  // 22 en phpBB with sid cookie: first visit sets a cookie and redirects to itself
  {
    const t = 'Restoring a 1978 Raleigh Chopper: parts list and costs';
    const body = paras('The frame was solid but every chrome part needed replacing. All in, the restoration cost £640, of which the reproduction seat alone was £185.', 'The three-speed Sturmey-Archer hub only needed new oil and a cable.');
    const h = 'retro-bikes.blind31.test';
    out.push(entry('v-sid-cookie', h, 'valid', 'phpBB sets its session cookie and redirects to the same URL once; with the cookie the thread is served', (req, res, web) => {
      if (!/retro_sid=/.test(req.headers.cookie ?? '')) {
        res.writeHead(302, { location: '/viewtopic.php?t=3312', 'set-cookie': ['retro_sid=8f2a91c0d; path=/; HttpOnly', 'retro_u=1; path=/; HttpOnly'], 'content-type': 'text/html; charset=UTF-8' });
        res.end('');
        return;
      }
      write(res, { body: forum({ engine: 'phpbb', lang: 'en', site: 'Retro Bikes UK', forum: 'Restorations', title: t, posts: thread('en', { user: 'chopper_chris', date: 'Sat Jul 01, 2017 10:10 am', html: body }) })(urlOf(req, web)) });
    }, { path: '/viewtopic.php', context: ctx(t, 'The Chopper restoration cost £640 in total.', 'the restoration cost £640'), quotes: [q('All in, the restoration cost £640, of which the reproduction seat alone was £185.'), q('All in, the restoration cost £1,200', false)] }));
  }

  // 23 en Invision: one-off 503 then the thread
  {
    const t = 'Mould on the inside of double glazing — landlord says it is my fault';
    const body = paras('The humidity meter in the bedroom reads 71 percent every morning. The landlord blames drying clothes indoors, but the extractor fan in the bathroom has not worked since we moved in.', 'The council’s environmental health officer visited and classed the damp as a category 1 hazard, so the landlord now has 28 days to fix it.');
    const h = 'tenants-voice.blind31.test';
    let hits = 0;
    out.push(entry('v-ips-503-once', h, 'valid', 'a one-off 503 (no Retry-After) then the thread: the source', (req, res, web) => {
      if (hits++ === 0) {
        res.writeHead(503, { 'content-type': 'text/html' });
        res.end('<html><body><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request.</p></body></html>');
        return;
      }
      write(res, { body: forum({ engine: 'ips', lang: 'en', site: 'Tenants Voice', forum: 'Repairs and disrepair', title: t, posts: thread('en', { user: 'damp_flat_dee', date: '2022-11-30T08:44:00Z', html: body }) })(urlOf(req, web)) });
    }, { path: '/topic/81234-mould-double-glazing/', context: ctx(t, 'Environmental health classed the damp as a category 1 hazard.', 'classed the damp as a category 1 hazard'), quotes: [q('classed the damp as a category 1 hazard, so the landlord now has 28 days to fix it'), q('classed the damp as a category 2 hazard', false)] }));
  }

  // 24 en vBulletin: a huge thread (> 2 MB), the cited post on the first page
  {
    const t = 'Official 2004–2008 Civic Type R ownership thread';
    const op = 'Welcome to the ownership thread. Quick facts first: the K20A2 in the EP3 makes 197 bhp at 7,400 rpm, and the most common fault is third gear synchro wear on cars that were launched hard.';
    const filler = Array.from({ length: 1900 }, (_, i) => ({ user: `member${i}`, date: `0${(i % 9) + 1}-03-2009, 10:${String(i % 60).padStart(2, '0')} AM`, html: `Post ${i}: ${'Mine is running fine after the service, new plugs and oil at 60k miles, no issues with the synchro so far. '.repeat(9)}` }));
    out.push(page('v-vb-huge', 'type-r-owners.blind31.test', 'valid', 'a vBulletin thread of about 3 MB: judged on what is read, the cited opening post is first', forum({ engine: 'vb', lang: 'en', site: 'Type R Owners Club', forum: 'EP3', title: t, posts: [{ user: 'vtec_val', date: '01-03-2009, 09:00 AM', html: op }, ...filler] }), {}, { path: '/showthread.php', context: ctx(t, 'The K20A2 engine makes 197 bhp at 7,400 rpm.', 'makes 197 bhp at 7,400 rpm'), quotes: [q('the K20A2 in the EP3 makes 197 bhp at 7,400 rpm'), q('the K20A2 in the EP3 makes 220 bhp', false)] }));
  }

  // 25 en XenForo archived board thread + thread about recovering deleted posts (gone-words, still valid)
  {
    const t = 'How to recover deleted posts after a failed forum migration';
    const body = paras('When our board moved hosts, 1,800 posts were deleted by a half-finished import. The posts were not gone: the old database dump still had them in the <code>xf_post</code> table with <code>message_state = deleted</code>.', 'Running an UPDATE to set message_state back to visible restored all of them. Take a backup first, and check that the thread counters are rebuilt afterwards.');
    out.push(page('v-xf-recover-deleted', 'forum-ops.blind31.test', 'valid', 'an archived XenForo thread about deleted posts ("This thread is archived", "not found", "deleted" in the text): the source', forum({ engine: 'xf', lang: 'en', site: 'Forum Ops', forum: 'Migrations', title: t, banner: '<div class="blockMessage blockMessage--important blockMessage--iconic">This thread is archived. New replies cannot be posted and votes cannot be cast.</div>', posts: thread('en', { user: 'dba_dave', date: '2019-02-17T11:11:00Z', html: body }) }), {}, { path: '/threads/recover-deleted-posts.3301/', context: ctx(t, 'Deleted posts could be restored by resetting message_state in the database.', 'Running an UPDATE to set message_state back to visible restored all of them.'), quotes: [q('Running an UPDATE to set message_state back to visible restored all of them.'), q('Restoring from the nightly backup restored all of them.', false)] }));
  }

  // 26 ko Discourse
  {
    const t = '전기차 겨울철 주행거리 감소 실측 후기';
    const body = paras('아이오닉 5 롱레인지를 2년째 타고 있습니다. 영하 10도 아래로 내려간 날에는 주행거리가 평균 28% 줄어들었습니다.', '히트펌프를 켜 두고 출발 전에 예약 공조를 하면 감소 폭이 18% 정도로 줄어듭니다.');
    out.push(page('v-disc-ev-ko', 'ev-owners-kr.blind31.test', 'valid', 'Korean Discourse topic: the source', forum({ engine: 'discourse', lang: 'ko', site: '전기차 오너 커뮤니티', forum: '주행 후기', title: t, posts: thread('ko', { user: '아이오닉러', date: '2024-01-25T12:30:00Z', html: body }, ['충전왕', '테슬라민']) }), {}, { path: '/t/winter-range/4412', context: ctx(t, 'Below −10 °C the range fell by 28 percent on average.', '주행거리가 평균 28% 줄어들었습니다'), quotes: [q('영하 10도 아래로 내려간 날에는 주행거리가 평균 28% 줄어들었습니다.'), q('주행거리가 평균 40% 줄어들었습니다', false)] }));
  }

  return out;
}

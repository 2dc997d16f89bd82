/**
 * edges1 near misses, part 3: pages ABOUT paywalls, subscriptions, logins and registration walls —
 * and complete free articles that carry a small subscribe box, a newsletter form or a log-in-to-comment form.
 */
import { near, q } from './edges1kit';
import type { Entry } from './blindkit';

const SUBSCRIBE_BOX = `<div class="newsletter-box"><h3>Get the morning briefing</h3><p>Subscribe to our free newsletter to keep reading the day’s top stories in your inbox.</p><form><input type="email" name="email" placeholder="Your e-mail"><button>Subscribe</button></form></div>`;
const COMMENT_LOGIN = `<section class="comments"><h2>Comments (14)</h2><p>You must be logged in to post a comment.</p><a class="btn" href="/login?next=/comments">Log in</a> <a href="/register">Create an account</a></section>`;

export function near3(): Entry[] {
  return [
    near({
      id: 'n-media-paywall-story', host: 'www.e1-mediadesk.example', lang: 'en', site: 'MediaDesk', author: 'Rachel Oyelaran', section: 'Media',
      row: 'paywall wording ("Subscribe to continue reading", "You\'ve reached your limit of free articles") quoted by a media-business story',
      title: 'The Harbour Ledger puts up a paywall after 140 years of free news',
      paras: [
        'From Monday, readers of the Harbour Ledger who open more than five stories a month will see a box that reads “You’ve reached your limit of free articles. Subscribe to continue reading.” It is the first time in the paper’s 140-year history that its journalism has not been free.',
        'The publisher, Margaret Olsen, said advertising revenue had fallen by 40 per cent since 2019 and that the paper could not keep its newsroom of 62 journalists without readers paying directly. A digital subscription will cost $9 a month.',
        'Media analysts said the move followed a pattern. Regional papers that introduced metered walls in the last five years typically converted between one and three per cent of their monthly visitors into paying subscribers.',
        'Some readers were unhappy. “Local news should be free for everyone,” wrote one on the paper’s Facebook page. The paper said obituaries, weather warnings and public-health stories will stay outside the wall.',
        'Olsen said the paper would review the meter after six months and might lower the number of free stories if subscriptions grow more slowly than hoped.',
      ],
      quotes: [q('advertising revenue had fallen by 40 per cent since 2019'), q('advertising revenue had fallen by 40 per cent since 2017', false)],
    }),
    near({
      id: 'n-article-with-boxes', host: 'www.e1-valleytimes.example', lang: 'en', site: 'Valley Times', author: 'Greg Holloway', section: 'Local',
      row: 'a complete free article with a small subscribe box in the sidebar and a "You must be logged in to post a comment" form under it',
      title: 'New footbridge over the Aire opens to walkers and cyclists',
      sidebar: SUBSCRIBE_BOX,
      o: { afterBody: COMMENT_LOGIN },
      paras: [
        'A 68-metre footbridge linking the two halves of Kirkby Meadows opened on Saturday, ending a detour of more than a mile for people walking or cycling between the housing estate and the railway station.',
        'The steel bridge cost £4.2 million, two-thirds of it paid by a national active-travel fund. It was lifted into place in two sections in August, closing the river to boats for a weekend.',
        'About 300 people crossed in the first hour. “My daughter’s school is on the other side, so this saves us twenty minutes every morning,” said Lucy Farrant, who walked over with her two children.',
        'The council says it expects 2,000 crossings a day once the new term begins. Lighting and CCTV will be added in the spring after residents raised concerns about safety after dark.',
      ],
      quotes: [q('The steel bridge cost £4.2 million'), q('The steel bridge cost £2.4 million', false)],
    }),
    near({
      id: 'n-de-paywall-debatte', host: 'www.e1-medienmagazin.example', lang: 'de', site: 'Medienmagazin', author: 'Jonas Weber', section: 'Medien', charset: 'windows-1252',
      row: 'German paywall wording ("Jetzt weiterlesen mit Abo", "Dieser Artikel ist nur für Abonnenten") in a media article in windows-1252',
      title: 'Plus-Artikel, Abo-Schranke, Paywall: Wie viel Journalismus noch frei ist',
      paras: [
        'Wer Nachrichtenseiten in Deutschland liest, kennt das Schloss-Symbol neben der Überschrift. Nach einem kurzen Anreißer folgt der Hinweis „Dieser Artikel ist nur für Abonnenten“ oder „Jetzt weiterlesen mit Abo“.',
        'Eine Auswertung von 40 großen Nachrichtenseiten zeigt, dass im Schnitt 46 Prozent der Artikel hinter einer Bezahlschranke stehen. Bei Regionalzeitungen liegt der Anteil höher als bei überregionalen Titeln.',
        'Verlage verweisen auf sinkende Werbeerlöse. Ohne zahlende Leser sei Lokaljournalismus nicht zu finanzieren, sagte die Geschäftsführerin eines Verlags in Niedersachsen.',
        'Kritiker warnen vor einer Spaltung: Gut informiert sei bald nur, wer mehrere Abos bezahlen könne. Einige Verlage bieten deshalb vergünstigte Zugänge für Schülerinnen, Studierende und Menschen mit geringem Einkommen an.',
      ],
      quotes: [q('im Schnitt 46 Prozent der Artikel hinter einer Bezahlschranke'), q('im Schnitt 64 Prozent der Artikel hinter einer Bezahlschranke', false)],
    }),
    near({
      id: 'n-fr-reserve-abonnes', host: 'www.e1-presseactu.example', lang: 'fr', site: 'Presse Actu', author: 'Sophie Marchand', section: 'Médias',
      row: 'member-only wording ("Cet article est réservé aux abonnés") quoted by a French media story',
      title: '« Réservé aux abonnés » : les quotidiens régionaux ferment davantage leurs articles',
      paras: [
        'La mention « Cet article est réservé aux abonnés » s’affiche désormais sur plus de la moitié des articles de plusieurs quotidiens régionaux, selon une étude publiée mardi par un observatoire des médias.',
        'L’étude, menée sur 25 titres pendant trois mois, montre que la part d’articles payants est passée de 31 % en 2021 à 54 % cette année. Les faits divers et le sport local restent les contenus les plus souvent réservés.',
        'Les éditeurs justifient ce choix par la baisse de la publicité et la hausse du prix du papier. Les abonnements numériques représentent aujourd’hui près d’un quart de leurs recettes.',
        'Les auteurs de l’étude notent que les informations de service public, comme les alertes météo, restent généralement en accès libre.',
      ],
      quotes: [q('passée de 31 % en 2021 à 54 % cette année'), q('passée de 31 % en 2020 à 54 % cette année', false)],
    }),
    near({
      id: 'n-es-newsletter-end', host: 'www.e1-elcorreodelsur.example', lang: 'es', site: 'El Correo del Sur', author: 'Lucía Romero', section: 'Sociedad',
      row: 'a free Spanish article ending with a newsletter box ("Suscríbete a nuestro boletín para seguir leyendo…")',
      title: 'La ciudad plantará 12.000 árboles para combatir el calor en los barrios del sur',
      o: { afterBody: `<div class="boletin"><h3>Boletín diario</h3><p>Suscríbete gratis a nuestro boletín y sigue leyendo las noticias de tu ciudad cada mañana.</p><form><input type="email" placeholder="Tu correo"><button>Suscribirme</button></form></div>` },
      paras: [
        'El Ayuntamiento plantará 12.000 árboles en los próximos dos años en los barrios del sur de la ciudad, los que registran las temperaturas más altas durante las olas de calor, según anunció este martes la concejala de Medio Ambiente.',
        'El plan, con un presupuesto de 8,5 millones de euros, prioriza calles sin sombra, patios de colegios y paradas de autobús. Las especies elegidas necesitan poco riego y resisten bien la sequía.',
        'Un estudio municipal calcula que la temperatura en algunas calles del sur supera en hasta cinco grados a la de los barrios con más arbolado durante las tardes de verano.',
        'Las asociaciones vecinales celebran la medida, aunque piden que se garantice el mantenimiento de los árboles, ya que en campañas anteriores muchos ejemplares se secaron el primer verano.',
      ],
      quotes: [q('con un presupuesto de 8,5 millones de euros'), q('con un presupuesto de 5,8 millones de euros', false)],
    }),
    near({
      id: 'n-it-articoli-gratuiti', host: 'www.e1-ilgiornaledelweb.example', lang: 'it', site: 'Il Giornale del Web', author: 'Luca Bianchi', section: 'Media',
      row: 'metered-wall wording ("Hai letto tutti gli articoli gratuiti di questo mese") in an Italian media story',
      title: 'Contatore degli articoli gratuiti: perché i giornali lo abbassano',
      paras: [
        'Sempre più lettori italiani vedono comparire il messaggio «Hai letto tutti gli articoli gratuiti di questo mese» dopo appena tre o quattro pezzi. Diversi quotidiani hanno ridotto il numero di articoli consultabili gratis ogni mese.',
        'Secondo un’indagine su 18 testate, il limite medio è sceso da dieci articoli nel 2020 a quattro quest’anno. Gli editori spiegano che i lettori occasionali raramente si abbonano, mentre chi raggiunge il limite lo fa più spesso.',
        'Gli esperti di media avvertono però che un contatore troppo basso allontana i lettori che arrivano dai motori di ricerca e dai social network.',
        'Alcune testate stanno sperimentando un modello diverso, con articoli gratuiti in cambio della registrazione con un indirizzo email.',
      ],
      quotes: [q('il limite medio è sceso da dieci articoli nel 2020 a quattro quest\'anno'), q('il limite medio è sceso da otto articoli nel 2020 a quattro quest’anno', false)],
    }),
    near({
      id: 'n-ja-kaiin-gentei', host: 'www.e1-media-watch.example', lang: 'ja', site: 'メディアウォッチ', author: '高橋 健', section: 'メディア', charset: 'euc-jp',
      row: 'member-only wording ("この記事は会員限定です", "続きを読むにはログイン") in a Japanese media article in EUC-JP',
      title: '新聞各社で広がる「会員限定記事」、無料で読める範囲は縮小',
      paras: [
        '新聞社のニュースサイトで、記事の冒頭だけを表示し「この記事は会員限定です。続きを読むにはログインしてください」と案内する形式が広がっている。',
        '業界団体の調査によると、主要な新聞社のサイトで有料会員向けに限定されている記事の割合は、5年前の約2割から現在は約半数に増えた。',
        '各社は、広告収入の減少を補うためにデジタル購読者を増やす必要があると説明している。一方で、災害や感染症に関する情報は無料で公開する方針を示している。',
        '専門家は、無料記事が減ることで若い世代がニュースに触れる機会が減る可能性を指摘している。',
      ],
      quotes: [q('5年前の約2割から現在は約半数に増えた'), q('5年前の約3割から現在は約半数に増えた', false)],
    }),
    near({
      id: 'n-pl-tylko-subskrybenci', host: 'www.e1-mediaprzeglad.example', lang: 'pl', site: 'Przegląd Mediów', author: 'Marek Wiśniewski', section: 'Media', charset: 'windows-1250',
      row: 'member-only wording ("Treść dostępna tylko dla subskrybentów") in a Polish media article in windows-1250',
      title: 'Coraz więcej treści „tylko dla subskrybentów”. Polskie media stawiają na abonament',
      paras: [
        'Komunikat „Treść dostępna tylko dla subskrybentów” pojawia się coraz częściej na polskich portalach informacyjnych. Według raportu firmy badawczej liczba cyfrowych prenumerat w Polsce przekroczyła w tym roku 600 tysięcy.',
        'Wydawcy przyznają, że bez wpływów od czytelników nie byliby w stanie utrzymać redakcji. Reklama internetowa trafia w coraz większym stopniu do globalnych platform.',
        'Najchętniej kupowane są pakiety łączące dostęp do kilku tytułów. Średnia miesięczna cena subskrypcji wynosi około 30 złotych.',
        'Eksperci podkreślają, że darmowe pozostają zwykle informacje o znaczeniu publicznym, na przykład ostrzeżenia pogodowe.',
      ],
      quotes: [q('przekroczyła w tym roku 600 tysięcy'), q('przekroczyła w tym roku 800 tysięcy', false)],
    }),
    near({
      id: 'n-fi-vain-tilaajille', host: 'www.e1-uutisvirta.example', lang: 'fi', site: 'Uutisvirta', author: 'Aino Virtanen', section: 'Media',
      row: 'member-only wording ("Tämä sisältö on vain tilaajille") in a Finnish media article',
      title: 'Maakuntalehdet sulkevat yhä useamman jutun maksumuurin taakse',
      paras: [
        'Yhä useampi maakuntalehden verkkojuttu alkaa lyhyellä ingressillä, jonka perässä lukee ”Tämä sisältö on vain tilaajille”. Mediatutkijan selvityksen mukaan maksullisten juttujen osuus on kasvanut kolmessa vuodessa 35 prosentista 58 prosenttiin.',
        'Lehtien mukaan digitilaukset ovat ainoa keino korvata paperilehden laskevia tuloja. Monet lehdet tarjoavat ensimmäisen kuukauden tilauksen yhdellä eurolla.',
        'Tutkija huomauttaa, että paikalliset päätökset, kuten kaavoitus ja koulujen lakkautukset, kiinnostavat lukijoita eniten ja ovat siksi useimmiten maksullisia.',
        'Esimerkiksi sää- ja liikennetiedotteet pysyvät kaikille avoimina.',
      ],
      quotes: [q('kasvanut kolmessa vuodessa 35 prosentista 58 prosenttiin'), q('kasvanut kolmessa vuodessa 25 prosentista 58 prosenttiin', false)],
    }),
    near({
      id: 'n-press-passkeys', host: 'newsroom.e1-keyvault.example', lang: 'en', site: 'KeyVault Newsroom', author: null, section: 'Announcements',
      row: 'login-wall wording ("Sign in to continue", "Log in with your password") in a press release about passkeys',
      title: 'KeyVault replaces passwords with passkeys for its 30 million users',
      paras: [
        'SAN FRANCISCO, 12 May — KeyVault today announced that all 30 million of its users can now sign in with passkeys instead of passwords. The familiar “Sign in to continue” screen will offer a fingerprint or face prompt first, with the password field available only as a fallback.',
        'Passkeys are stored on the user’s own device and cannot be phished or reused across sites. In a six-month pilot with 400,000 customers, account-takeover attempts against passkey users fell to zero, the company said.',
        '“The password has been the weakest link of the internet for forty years,” said chief executive Nadia Oduya. “Today our users can log in without ever typing one.”',
        'Passkey sign-in works on current versions of all major operating systems and browsers. Users can manage their passkeys in the Security section of their account settings.',
      ],
      quotes: [q('In a six-month pilot with 400,000 customers'), q('In a nine-month pilot with 400,000 customers', false)],
    }),
    near({
      id: 'n-forum-login-loop', host: 'community.e1-photoapp.example', lang: 'en', site: 'PhotoApp Community', shape: 'forum', author: null,
      row: 'login wording ("Log in to view", "You must be logged in") in a support-forum thread about a login loop',
      title: 'Shared album links say “Log in to view this album” even though the album is public — bug?',
      paras: [
        'Since the update yesterday, anyone who opens a link to one of my public albums gets “Log in to view this album” instead of the photos. The album is set to “Anyone with the link”. I checked in a private window and the same happens. Is this a bug?',
        'Same here. It looks like the new version treats albums created before 2021 as private by default. Open the album settings, switch the visibility to Private, save, then switch it back to Anyone with the link. That fixed it for all 23 of my albums.',
        'Staff reply: thank you for the reports. We have identified the issue — older albums lost their sharing flag during a migration — and a fix is rolling out today. No photos were exposed or deleted; the albums were only hidden behind the login page by mistake.',
      ],
    }),
    near({
      id: 'n-registration-explainer', host: 'www.e1-pressgazette-like.example', lang: 'en', site: 'Newsroom Economics', author: 'Felix Navarro', section: 'Analysis',
      row: 'registration-wall wording ("Register for free to continue reading") in an analysis of registration walls',
      title: 'Why “register for free to continue reading” is publishers’ favourite new wall',
      paras: [
        'Publishers have found a middle way between free and paid. Instead of asking for money, more sites now ask for an e-mail address: “Register for free to continue reading.” The reader gets the article; the publisher gets a logged-in user it can recognise across devices.',
        'Industry data suggest registered readers are about eight times more likely than anonymous visitors to become paying subscribers within a year, and advertisers pay more to reach them because they can be targeted without third-party cookies.',
        'The approach has its critics. Privacy advocates say a free registration is not really free when the price is a permanent profile, and some readers simply use throwaway e-mail addresses.',
        'Still, the numbers are persuasive. One European group said registration walls brought in 1.3 million new accounts last year, against 90,000 new paying subscriptions.',
      ],
      quotes: [q('brought in 1.3 million new accounts last year, against 90,000 new paying subscriptions'), q('brought in 1.3 million new accounts last year, against 60,000 new paying subscriptions', false)],
    }),
    near({
      id: 'n-zh-paywall-media', host: 'www.e1-chuanmei.example', lang: 'zh', site: '传媒观察', author: '李静', section: '传媒',
      row: 'member-only / paywall wording ("本文为会员专享", "订阅后继续阅读") in a Chinese media article',
      title: '付费墙在中文新闻网站普及，“订阅后继续阅读”成常态',
      paras: [
        '越来越多的中文新闻网站在文章开头几段之后显示“本文为会员专享，订阅后继续阅读”。一份行业报告显示，主要财经媒体中约有六成已经推出了付费订阅服务。',
        '报告指出，付费内容主要集中在深度报道、数据分析和行业研究，突发新闻和公共服务信息通常仍然免费开放。',
        '业内人士认为，广告收入下滑是媒体转向付费模式的主要原因。不过，读者的付费意愿仍然有限，多数用户每月在新闻订阅上的花费不超过30元。',
        '报告建议媒体提供更灵活的订阅方式，例如按篇付费或学生优惠。',
      ],
      quotes: [q('多数用户每月在新闻订阅上的花费不超过30元'), q('多数用户每月在新闻订阅上的花费不超过50元', false)],
    }),
    near({
      id: 'n-ko-paywall-media', host: 'www.e1-eonronin.example', lang: 'ko', site: '언론인포럼', author: '박서연', section: '미디어',
      row: 'paywall wording ("구독하고 전체 기사를 읽어보세요") quoted by a Korean media article',
      title: '국내 언론사 유료화 확대…“구독하고 전체 기사를 읽어보세요” 안내 늘어',
      paras: [
        '국내 주요 언론사들이 온라인 기사 유료화를 확대하고 있다. 기사 첫 문단만 보여준 뒤 “구독하고 전체 기사를 읽어보세요”라는 안내를 띄우는 방식이 대표적이다.',
        '한 연구기관의 조사에 따르면 유료 구독 모델을 도입한 국내 언론사는 3년 사이 11곳에서 27곳으로 늘었다.',
        '언론사들은 포털 중심의 유통 구조에서 벗어나 독자와 직접 관계를 맺어야 한다고 설명한다. 다만 독자들의 유료 구독 의향은 아직 낮은 편이다.',
        '전문가들은 단독 보도와 심층 분석 등 차별화된 콘텐츠가 유료화 성공의 열쇠라고 강조했다.',
      ],
      quotes: [q('3년 사이 11곳에서 27곳으로 늘었다'), q('3년 사이 11곳에서 72곳으로 늘었다', false)],
    }),
    near({
      id: 'n-ar-paywall', host: 'www.e1-alyawm-media.example', lang: 'ar', site: 'اليوم الإعلامي', author: 'سارة الحسن', section: 'إعلام',
      row: 'member-only wording ("هذا المحتوى حصري للمشتركين") in an Arabic media article',
      title: 'الصحف العربية تتجه إلى الاشتراكات الرقمية: "هذا المحتوى حصري للمشتركين"',
      paras: [
        'بدأت صحف عربية عدة في إغلاق جزء من موادها أمام غير المشتركين، إذ تظهر للقارئ عبارة "هذا المحتوى حصري للمشتركين" بعد الفقرة الأولى من بعض التقارير.',
        'وبحسب دراسة لمركز أبحاث إعلامي، فإن نحو 15 صحيفة عربية كبرى أطلقت اشتراكات رقمية خلال السنوات الثلاث الماضية، مقارنة بأربع صحف فقط قبل ذلك.',
        'ويقول ناشرون إن تراجع عائدات الإعلانات دفعهم إلى البحث عن مصادر دخل جديدة، بينما يرى قراء أن الأخبار يجب أن تبقى مجانية.',
        'وتبقى الأخبار العاجلة والتنبيهات الرسمية متاحة للجميع في معظم هذه المواقع.',
      ],
      quotes: [q('نحو 15 صحيفة عربية كبرى أطلقت اشتراكات رقمية'), q('نحو 25 صحيفة عربية كبرى أطلقت اشتراكات رقمية', false)],
    }),
    near({
      id: 'n-book-review-subscribe', host: 'www.e1-literaryweekly.example', lang: 'en', site: 'Literary Weekly', author: 'Imogen Hale', section: 'Books',
      row: 'a review whose headline and text carry gate words ("Subscribe now to keep reading") as the book\'s subject',
      title: '“Subscribe Now to Keep Reading” — a sharp novel about the last days of a local newspaper',
      paras: [
        'Ellen Moravec’s second novel takes its title from the box that pops up over every story on the website of the Millbrook Clarion, a small-town paper being slowly sold for parts. Its heroine, Dot, is the last reporter left, covering council meetings, floods and a murder trial alone.',
        'Moravec worked for fifteen years on regional papers, and it shows. The details — the owner who measures stories by clicks, the sports editor laid off by video call, the printing plant sold to become flats — are precise and often very funny.',
        'The book falters only in its final third, when a conspiracy plot takes over a story that did not need one. But Dot is a wonderful creation, stubborn and kind, and the novel’s central question — who will tell a town what is happening to it? — lingers long after the last page.',
        'Subscribe Now to Keep Reading is published by Harlow Press at £16.99 (320 pages).',
      ],
      quotes: [q('Moravec worked for fifteen years on regional papers'), q('Moravec worked for twenty years on regional papers', false)],
    }),
  ];
}

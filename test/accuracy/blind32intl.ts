/**
 * blind32 — valid citations, part 2: docs, forums, blogs and mailing lists in other languages and
 * legacy charsets (Shift_JIS, EUC-JP, GB18030, Big5, EUC-KR, windows-1251, KOI8-R, KOI8-U,
 * ISO-8859-1/2/7/15, windows-1250/1252/1254/1255/1256, windows-874), NFD text, soft hyphens.
 */
import { entry, type Entry } from './blindkit';
import { cite, docPage, page, threadPage } from './blind32kit';

export function validIntl(): Entry[] {
  const E: Entry[] = [];
  const v = (id: string, host: string, reason: string, handle: Parameters<typeof entry>[4], c: ReturnType<typeof cite>, x: { path?: string; meta?: Entry['meta'] } = {}) =>
    E.push(entry(id, host, 'valid', reason, handle, { ...c, ...x }));

  v('v-ja-sjis-docs', 'docs.b32-kumo.jp', 'Japanese docs page in Shift_JIS with an old-version banner; the cited paragraph is there', page(docPage({
    site: 'Kumo ドキュメント', lang: 'ja', charset: 'Shift_JIS', title: 'キャッシュの有効期限を設定する', version: '3.x', versions: ['5.x（最新）', '4.x', '3.x'],
    banner: '<p>これは古いバージョン（3.x）のドキュメントです。最新版は<a href="/5.x/">こちら</a>をご覧ください。</p>',
    side: ['はじめに', 'インストール', '設定ファイル', 'キャッシュ', 'ログ', 'トラブルシューティング'], crumbs: ['ドキュメント', 'キャッシュ'],
    body: [
      'Kumo はレスポンスをメモリとディスクの二段階でキャッシュします。有効期限は設定ファイルの <code>cache.ttl</code> で秒単位で指定します。',
      '<code>cache.ttl</code> を指定しない場合、オリジンの Cache-Control ヘッダーに従い、ヘッダーがないレスポンスは 300 秒間キャッシュされます。',
      'ディスクキャッシュの上限に達すると、最も長く参照されていないエントリから削除されます。',
    ],
  }), { charset: 'Shift_JIS' }), cite('キャッシュの有効期限を設定する | Kumo 3.x', 'Kumo 3.x は Cache-Control ヘッダーのないレスポンスを 300 秒間キャッシュする。', [
    ['ヘッダーがないレスポンスは 300 秒間キャッシュされます', true],
    ['ヘッダーがないレスポンスは 600 秒間キャッシュされます', false],
  ]), { path: '/3.x/cache/ttl.html' });

  v('v-ja-eucjp-ml', 'ml.b32-ruby-users.jp', 'Japanese mailing-list archive message in EUC-JP', page(threadPage({
    site: 'ruby-dev アーカイブ', lang: 'ja', charset: 'EUC-JP', title: '[ruby-dev:52817] Hash#except の提案',
    posts: [
      { who: '中村 慎吾', when: '2025年6月2日 10:14', html: '<pre>中村です。\n\nActive Support にある Hash#except を本体に取り込むことを提案します。\n指定したキーを除いた新しいハッシュを返すメソッドで、元のハッシュは変更しません。\n\n既存のコードとの互換性を考えて、引数は可変長のキーとします。</pre>' },
      { who: '高橋 美穂', when: '2025年6月2日 12:40', html: '<pre>高橋です。賛成です。Hash#slice と対になるので覚えやすいと思います。</pre>' },
    ],
    nav: ['一覧', 'スレッド', '検索'],
  }), { charset: 'EUC-JP' }), cite('[ruby-dev:52817] Hash#except の提案', 'Hash#except は指定したキーを除いた新しいハッシュを返し、元のハッシュは変更しない。', [
    ['指定したキーを除いた新しいハッシュを返すメソッドで、元のハッシュは変更しません。', true],
  ]), { path: '/ruby-dev/52817' });

  v('v-zh-gb18030-docs', 'docs.b32-yunfan.cn', 'Chinese docs page in GB18030', page(docPage({
    site: '云帆开发者文档', lang: 'zh', charset: 'GB18030', title: '使用连接池访问数据库', crumbs: ['文档中心', '数据库', '连接池'],
    side: ['快速入门', '数据库', '连接池', '读写分离', '常见问题'],
    body: [
      '在高并发场景下，频繁创建和关闭数据库连接会带来明显的性能开销。云帆 SDK 提供了内置的连接池。',
      '连接池默认最多保持 20 个连接，空闲超过 10 分钟的连接会被自动关闭。可以通过 <code>pool.maxSize</code> 和 <code>pool.idleTimeout</code> 修改。',
      '注意：在 Serverless 函数中使用连接池时，应将连接池定义在函数入口之外，以便在多次调用之间复用。',
    ],
  }), { charset: 'GB18030' }), cite('使用连接池访问数据库 - 云帆开发者文档', '云帆 SDK 的连接池默认最多保持 20 个连接，空闲超过 10 分钟的连接会被关闭。', [
    ['连接池默认最多保持 20 个连接，空闲超过 10 分钟的连接会被自动关闭', true],
    ['连接池默认最多保持 50 个连接', false],
  ]), { path: '/database/pool.html' });

  v('v-zhtw-big5-forum', 'forum.b32-pcdiy.tw', 'Traditional Chinese forum thread in Big5', page(threadPage({
    site: '程式設計討論區', lang: 'zh-TW', charset: 'Big5', title: 'Python 的 GIL 在 3.13 之後還存在嗎？',
    posts: [
      { who: '阿德', when: '發表於 2025-03-11 21:05', html: '<p>聽說 Python 3.13 可以拿掉 GIL，是不是以後多執行緒就能真的平行了？</p>' },
      { who: '小林工程師', when: '發表於 2025-03-11 22:47', html: '<p>3.13 提供的是實驗性的「自由執行緒」版本，需要另外編譯或安裝 python3.13t，預設的直譯器仍然有 GIL。</p><p>而且很多 C 擴充套件還沒有支援，單執行緒效能也會下降大約一到兩成。</p>' },
    ],
    nav: ['首頁', '討論區', '搜尋', '會員'],
  }), { charset: 'Big5' }), cite('Python 的 GIL 在 3.13 之後還存在嗎？', 'Python 3.13 的自由執行緒版本需要另外安裝 python3.13t，預設直譯器仍然有 GIL。', [
    ['預設的直譯器仍然有 GIL', true],
  ]), { path: '/thread-884213-1-1.html' });

  v('v-ko-euckr-blog', 'blog.b32-devnote.kr', 'Korean tutorial blog post in EUC-KR', page(docPage({
    site: '개발 노트', lang: 'ko', charset: 'EUC-KR', title: '도커 이미지 크기를 줄이는 멀티 스테이지 빌드', author: '김지훈', date: '2024-11-02', ld: true,
    body: [
      '멀티 스테이지 빌드를 사용하면 빌드 도구는 첫 번째 단계에만 두고, 최종 이미지에는 실행에 필요한 파일만 복사할 수 있습니다.',
      '예제의 Go 서비스는 단일 단계 빌드에서 이미지 크기가 870MB였지만, 멀티 스테이지 빌드와 distroless 기본 이미지를 사용한 뒤에는 24MB로 줄었습니다.',
      '<pre>FROM golang:1.22 AS build\nRUN go build -o /app ./cmd/server\nFROM gcr.io/distroless/static\nCOPY --from=build /app /app</pre>',
    ],
  }), { charset: 'EUC-KR' }), cite('도커 이미지 크기를 줄이는 멀티 스테이지 빌드', 'A multi-stage build with a distroless base cut the example Go service image from 870 MB to 24 MB.', [
    ['멀티 스테이지 빌드와 distroless 기본 이미지를 사용한 뒤에는 24MB로 줄었습니다', true],
    ['이미지 크기가 12MB로 줄었습니다', false],
  ]), { path: '/entry/docker-multistage', meta: { title: ['도커 이미지 크기를 줄이는 멀티 스테이지 빌드'], author: ['김지훈'], published: ['2024-11-02'] } });

  v('v-ru-1251-docs', 'docs.b32-ptica.ru', 'Russian docs page in windows-1251', page(docPage({
    site: 'Птица — документация', lang: 'ru', charset: 'windows-1251', title: 'Настройка репликации', crumbs: ['Документация', 'Администрирование', 'Репликация'],
    side: ['Установка', 'Конфигурация', 'Репликация', 'Резервное копирование', 'Мониторинг'],
    body: [
      'Птица поддерживает асинхронную и полусинхронную репликацию. По умолчанию используется асинхронный режим.',
      'В полусинхронном режиме ведущий сервер подтверждает транзакцию клиенту только после того, как хотя бы одна реплика записала её в журнал.',
      'Если ни одна реплика не ответила за 10 секунд, ведущий сервер временно переключается в асинхронный режим и пишет предупреждение в журнал.',
    ],
  }), { charset: 'windows-1251' }), cite('Настройка репликации — Птица', 'В полусинхронном режиме Птица подтверждает транзакцию только после записи хотя бы на одной реплике.', [
    ['ведущий сервер подтверждает транзакцию клиенту только после того, как хотя бы одна реплика записала её в журнал', true],
    ['ведущий сервер подтверждает транзакцию клиенту только после того, как все реплики записали её', false],
  ]), { path: '/admin/replication.html' });

  v('v-ru-koi8r-forum', 'forum.b32-linuxfan.ru', 'Russian forum thread in KOI8-R', page(threadPage({
    site: 'Форум линуксоидов', lang: 'ru', charset: 'KOI8-R', title: 'nginx: 413 Request Entity Too Large при загрузке файлов',
    posts: [
      { who: 'serg_k', when: '12.04.2025 14:33', html: '<p>При загрузке файла больше 1 МБ nginx отдаёт 413. Бэкенд на PHP, в php.ini лимиты увеличил.</p>' },
      { who: 'admin_vlad', when: '12.04.2025 15:02', html: '<p>Лимит стоит в самом nginx: директива client_max_body_size, по умолчанию 1m. Поставьте, например, client_max_body_size 64m; в блоке server и перезагрузите конфигурацию.</p>' },
    ],
    nav: ['Форумы', 'Правила', 'Поиск'],
  }), { charset: 'KOI8-R' }), cite('nginx: 413 Request Entity Too Large при загрузке файлов', 'nginx limits request bodies with client_max_body_size, which defaults to 1m.', [
    ['директива client_max_body_size, по умолчанию 1m', true],
  ]), { path: '/viewtopic/77120' });

  v('v-uk-koi8u-docs', 'docs.b32-hmara.ua', 'Ukrainian docs page in KOI8-U', page(docPage({
    site: 'Хмара — довідка', lang: 'uk', charset: 'KOI8-U', title: 'Ключі доступу до API', crumbs: ['Довідка', 'API', 'Ключі'],
    body: [
      'Ключ доступу потрібен для кожного запиту до API. Створити ключ можна в розділі «Налаштування» особистого кабінету.',
      'Ґрунтуючись на вимогах безпеки, ключі автоматично втрачають чинність через 90 днів. За тиждень до цього ви отримаєте лист із нагадуванням.',
      'Один обліковий запис може мати не більше п’яти активних ключів.',
    ],
  }), { charset: 'KOI8-U' }), cite('Ключі доступу до API — Хмара', 'Ключі доступу до API Хмари втрачають чинність через 90 днів.', [
    ['ключі автоматично втрачають чинність через 90 днів', true],
  ]), { path: '/api/keys' });

  v('v-de-latin1-kb', 'hilfe.b32-netzwerk.de', 'German knowledge-base article in ISO-8859-1', page(docPage({
    site: 'Netzwerk Hilfe', lang: 'de', charset: 'ISO-8859-1', title: 'Warum schlägt die Zertifikatsprüfung nach dem Update fehl?', crumbs: ['Hilfe', 'Sicherheit', 'Zertifikate'],
    body: [
      'Seit Version 8.2 prüft der Client die vollständige Zertifikatskette. Fehlt auf dem Server ein Zwischenzertifikat, bricht die Verbindung mit dem Fehler „unable to get local issuer certificate“ ab.',
      'Lösung: Hinterlegen Sie auf dem Server die vollständige Kette (Serverzertifikat und alle Zwischenzertifikate) in der richtigen Reihenfolge. Das Stammzertifikat muss nicht mitgeschickt werden.',
      'Für Testzwecke können Sie die Prüfung mit <code>--insecure</code> abschalten; im Produktivbetrieb ist das ausdrücklich nicht empfohlen.',
    ],
    cookie: '<div class="cookie">Diese Website verwendet Cookies. <button>Alle akzeptieren</button> <button>Nur notwendige</button></div>',
  }), { charset: 'ISO-8859-1' }), cite('Warum schlägt die Zertifikatsprüfung nach dem Update fehl?', 'Seit Version 8.2 prüft der Client die vollständige Zertifikatskette; fehlende Zwischenzertifikate führen zum Abbruch.', [
    ['Das Stammzertifikat muss nicht mitgeschickt werden.', true],
    ['Das Stammzertifikat muss immer mitgeschickt werden.', false],
  ]), { path: '/artikel/zertifikatskette' });

  v('v-fr-1252-notes', 'www.b32-logiciel.fr', 'French release notes in windows-1252 with curly quotes, œ and €; the quote uses straight quotes', page(docPage({
    site: 'Logiciel Libre Éditions', lang: 'fr', charset: 'windows-1252', title: 'Notes de version 7.0 — « Cœur »', author: 'Équipe de développement', date: '2025-05-15', ld: true,
    body: [
      'La version 7.0, baptisée « Cœur », réécrit le moteur de synchronisation. Les conflits sont désormais résolus ligne par ligne plutôt que fichier par fichier.',
      'L’abonnement « Pro » passe à 4 € par mois et par utilisateur ; l’édition communautaire reste gratuite et sans limite d’utilisateurs.',
      'Le format de stockage change : la mise à jour convertit les dépôts existants au premier démarrage, ce qui peut prendre plusieurs minutes.',
    ],
  }), { charset: 'windows-1252' }), cite('Notes de version 7.0 — « Cœur »', 'La version 7.0 résout les conflits ligne par ligne et l\'abonnement Pro coûte 4 € par mois.', [
    ['L\'abonnement "Pro" passe à 4 € par mois et par utilisateur', true],
    ['L\'abonnement "Pro" passe à 6 € par mois', false],
  ]), { path: '/notes/7.0.html', meta: { title: ['Notes de version 7.0 — « Cœur »'], published: ['2025-05-15'] } });

  v('v-es-docs', 'docs.b32-nube.es', 'Spanish docs page (UTF-8, gzip)', page(docPage({
    site: 'Nube Docs', lang: 'es', title: 'Variables de entorno en funciones', crumbs: ['Documentación', 'Funciones', 'Configuración'],
    body: [
      'Las funciones leen su configuración de variables de entorno. Puedes definirlas en la consola o en el archivo <code>nube.toml</code>.',
      'El tamaño total de las variables de entorno de una función no puede superar los 4 KB. Para valores más grandes, usa el gestor de secretos.',
      'Los cambios en las variables se aplican en el siguiente despliegue; las instancias que ya están en ejecución conservan los valores anteriores.',
    ],
  }), { encoding: 'gzip' }), cite('Variables de entorno en funciones', 'El tamaño total de las variables de entorno de una función de Nube no puede superar 4 KB.', [
    ['El tamaño total de las variables de entorno de una función no puede superar los 4 KB.', true],
    ['no puede superar los 64 KB', false],
  ]), { path: '/funciones/variables-de-entorno' });

  v('v-ptbr-latin1-forum', 'forum.b32-programadores.com.br', 'Brazilian Portuguese forum answer in ISO-8859-1', page(threadPage({
    site: 'Fórum Programadores BR', lang: 'pt-BR', charset: 'ISO-8859-1', title: 'Diferença entre let e const em JavaScript?',
    posts: [
      { who: 'joaovictor', when: '03/02/2025 às 19:22', html: '<p>Qual a diferença prática entre <code>let</code> e <code>const</code>? Posso alterar um objeto declarado com const?</p>' },
      { who: 'camila.dev', when: '03/02/2025 às 20:10', html: '<p>Com <code>const</code> você não pode reatribuir a variável, mas o objeto continua mutável: é possível alterar as propriedades dele. Se quiser impedir isso, use <code>Object.freeze()</code>.</p>' },
    ],
    nav: ['Início', 'Categorias', 'Buscar', 'Entrar'],
  }), { charset: 'ISO-8859-1' }), cite('Diferença entre let e const em JavaScript?', 'Um objeto declarado com const continua mutável; só a reatribuição é proibida.', [
    ['mas o objeto continua mutável: é possível alterar as propriedades dele', true],
  ]), { path: '/t/diferenca-entre-let-e-const/4412' });

  v('v-pl-latin2-blog', 'blog.b32-bazy.pl', 'Polish blog post in ISO-8859-2', page(docPage({
    site: 'Bazy Danych w Praktyce', lang: 'pl', charset: 'ISO-8859-2', title: 'Indeksy częściowe w PostgreSQL', author: 'Michał Wróblewski', date: '2025-01-27', ld: true,
    body: [
      'Indeks częściowy obejmuje tylko wiersze spełniające warunek podany w klauzuli WHERE. Dzięki temu jest mniejszy i szybciej się aktualizuje.',
      'W naszej tabeli zamówień tylko 2% wierszy ma status „oczekujące”. Indeks częściowy na tych wierszach zajął 38 MB zamiast 1,9 GB.',
      'Planer użyje takiego indeksu tylko wtedy, gdy warunek zapytania wynika z warunku indeksu.',
    ],
  }), { charset: 'ISO-8859-2' }), cite('Indeksy częściowe w PostgreSQL', 'Indeks częściowy na 2% wierszy zajął 38 MB zamiast 1,9 GB.', [
    ['Indeks częściowy na tych wierszach zajął 38 MB zamiast 1,9 GB.', true],
  ]), { path: '/2025/01/indeksy-czesciowe', meta: { author: ['Michał Wróblewski'], published: ['2025-01-27'] } });

  v('v-cs-1250-docs', 'napoveda.b32-hosting.cz', 'Czech help page in windows-1250', page(docPage({
    site: 'Nápověda Hosting', lang: 'cs', charset: 'windows-1250', title: 'Jak nastavit přesměrování domény', crumbs: ['Nápověda', 'Domény', 'Přesměrování'],
    body: [
      'Přesměrování domény nastavíte v administraci v sekci Domény → Přesměrování. Můžete zvolit trvalé (301) nebo dočasné (302) přesměrování.',
      'Změna se projeví obvykle do 15 minut, u některých poskytovatelů připojení kvůli mezipaměti DNS až do 24 hodin.',
      'Přesměrování zachovává cestu a parametry, pokud nezaškrtnete volbu „Přesměrovat vše na úvodní stránku“.',
    ],
  }), { charset: 'windows-1250' }), cite('Jak nastavit přesměrování domény', 'Přesměrování domény se projeví obvykle do 15 minut.', [
    ['Změna se projeví obvykle do 15 minut', true],
  ]), { path: '/domeny/presmerovani' });

  v('v-el-iso7-blog', 'blog.b32-texnologia.gr', 'Greek blog post in ISO-8859-7', page(docPage({
    site: 'Τεχνολογία και Κώδικας', lang: 'el', charset: 'ISO-8859-7', title: 'Πώς λειτουργεί το cgroups v2 στο Linux', author: 'Νίκος Παπαδόπουλος', date: '2024-09-09', ld: true,
    body: [
      'Το cgroups v2 οργανώνει όλες τις διεργασίες σε μία ενιαία ιεραρχία, σε αντίθεση με την πρώτη έκδοση που είχε ξεχωριστή ιεραρχία για κάθε ελεγκτή.',
      'Ο ελεγκτής μνήμης του cgroups v2 υποστηρίζει το όριο memory.high, το οποίο επιβραδύνει τη διεργασία αντί να την τερματίσει.',
      'Οι περισσότερες σύγχρονες διανομές χρησιμοποιούν πλέον το cgroups v2 από προεπιλογή.',
    ],
  }), { charset: 'ISO-8859-7' }), cite('Πώς λειτουργεί το cgroups v2 στο Linux', 'Το όριο memory.high του cgroups v2 επιβραδύνει τη διεργασία αντί να την τερματίσει.', [
    ['το οποίο επιβραδύνει τη διεργασία αντί να την τερματίσει', true],
  ]), { path: '/cgroups-v2' });

  v('v-tr-1254-tutorial', 'www.b32-yazilimci.com.tr', 'Turkish tutorial in windows-1254', page(docPage({
    site: 'Yazılımcı', lang: 'tr', charset: 'windows-1254', title: 'Git rebase ile commit geçmişini düzenlemek', author: 'Elif Şahin', date: '2025-02-14', ld: true,
    body: [
      'Etkileşimli rebase, dalınızdaki commit’leri birleştirmenize, yeniden sıralamanıza ve mesajlarını değiştirmenize olanak tanır.',
      'Paylaşılan bir dalda rebase yapmayın: commit kimlikleri değişir ve ekip arkadaşlarınızın geçmişi sizinkiyle uyuşmaz hâle gelir.',
      '<pre>git rebase -i HEAD~4</pre>',
    ],
  }), { charset: 'windows-1254' }), cite('Git rebase ile commit geçmişini düzenlemek', 'Paylaşılan bir dalda rebase yapılmamalıdır çünkü commit kimlikleri değişir.', [
    ['Paylaşılan bir dalda rebase yapmayın: commit kimlikleri değişir', true],
  ]), { path: '/git-rebase-rehberi' });

  v('v-he-1255-blog', 'www.b32-mafteach.co.il', 'Hebrew blog post in windows-1255', page(docPage({
    site: 'המפתח', lang: 'he', charset: 'windows-1255', title: 'מה ההבדל בין TCP ל-UDP', author: 'יעל כהן', date: '2024-12-01',
    body: [
      'TCP מבטיח שהנתונים יגיעו בסדר הנכון ובלי אובדן, על ידי אישורי קבלה ושליחה חוזרת של חבילות שאבדו.',
      'UDP אינו מבטיח סדר או מסירה, ולכן הוא מהיר יותר ומתאים לשיחות וידאו ולמשחקים מקוונים, שבהם עדיף לוותר על חבילה מאשר לחכות לה.',
    ],
  }), { charset: 'windows-1255' }), cite('מה ההבדל בין TCP ל-UDP', 'UDP אינו מבטיח סדר או מסירה ולכן מתאים לשיחות וידאו.', [
    ['UDP אינו מבטיח סדר או מסירה', true],
  ]), { path: '/tcp-vs-udp' });

  v('v-ar-1256-docs', 'docs.b32-sahaba.sa', 'Arabic docs page in windows-1256', page(docPage({
    site: 'وثائق سحابة', lang: 'ar', charset: 'windows-1256', title: 'النسخ الاحتياطي التلقائي لقواعد البيانات', crumbs: ['الوثائق', 'قواعد البيانات', 'النسخ الاحتياطي'],
    body: [
      'تنشئ الخدمة نسخة احتياطية كاملة من قاعدة البيانات مرة واحدة يوميًا، وتحتفظ بالنسخ لمدة سبعة أيام افتراضيًا.',
      'يمكنك زيادة مدة الاحتفاظ حتى 35 يومًا من إعدادات قاعدة البيانات، مع العلم أن التخزين الإضافي يُحتسب في الفاتورة.',
    ],
  }), { charset: 'windows-1256' }), cite('النسخ الاحتياطي التلقائي لقواعد البيانات', 'تحتفظ الخدمة بالنسخ الاحتياطية لمدة سبعة أيام افتراضيًا ويمكن زيادتها حتى 35 يومًا.', [
    ['وتحتفظ بالنسخ لمدة سبعة أيام افتراضيًا', true],
  ]), { path: '/databases/backups' });

  v('v-th-874-docs', 'docs.b32-khlaud.co.th', 'Thai docs page in windows-874', page(docPage({
    site: 'คู่มือผู้พัฒนา', lang: 'th', charset: 'windows-874', title: 'การตั้งค่า HTTPS สำหรับโดเมนของคุณ', crumbs: ['คู่มือ', 'โดเมน', 'HTTPS'],
    body: [
      'ระบบจะออกใบรับรอง TLS ให้โดยอัตโนมัติเมื่อคุณเชื่อมต่อโดเมนเข้ากับโปรเจกต์ และจะต่ออายุให้ก่อนหมดอายุ 30 วัน',
      'หากระเบียน DNS ยังไม่ชี้มาที่เซิร์ฟเวอร์ของเรา การออกใบรับรองจะล้มเหลว และระบบจะลองใหม่ทุกชั่วโมง',
    ],
  }), { charset: 'windows-874' }), cite('การตั้งค่า HTTPS สำหรับโดเมนของคุณ', 'ระบบต่ออายุใบรับรอง TLS ก่อนหมดอายุ 30 วัน', [
    ['และจะต่ออายุให้ก่อนหมดอายุ 30 วัน', true],
  ]), { path: '/domains/https' });

  // Vietnamese in NFD (decomposed diacritics) on the page; the quote is NFC.
  v('v-vi-nfd-docs', 'tailieu.b32-maychu.vn', 'Vietnamese docs page whose text is in Unicode NFD; the quote is typed in NFC', page((url) => docPage({
    site: 'Tài liệu Máy Chủ', lang: 'vi', title: 'Giới hạn băng thông của gói miễn phí', crumbs: ['Tài liệu', 'Gói dịch vụ'],
    body: [
      'Gói miễn phí bao gồm 100 GB băng thông mỗi tháng. Khi vượt quá giới hạn, trang web của bạn sẽ bị tạm dừng cho đến đầu tháng sau.',
      'Bạn có thể nâng cấp lên gói trả phí bất cứ lúc nào để tiếp tục sử dụng ngay lập tức.',
    ],
  })(url).normalize('NFD')), cite('Giới hạn băng thông của gói miễn phí', 'Gói miễn phí bao gồm 100 GB băng thông mỗi tháng.', [
    ['Gói miễn phí bao gồm 100 GB băng thông mỗi tháng.', true],
    ['Gói miễn phí bao gồm 500 GB băng thông mỗi tháng.', false],
  ]), { path: '/goi-dich-vu/bang-thong' });

  v('v-it-latin9-docs', 'guide.b32-sviluppo.it', 'Italian guide in ISO-8859-15 (with €)', page(docPage({
    site: 'Guida Sviluppo', lang: 'it', charset: 'ISO-8859-15', title: 'Come funziona la fatturazione dei container', crumbs: ['Guida', 'Prezzi'],
    body: [
      'I container sono fatturati al secondo, con un minimo di un minuto per ogni avvio. Una vCPU costa 0,000011 € al secondo.',
      'Il traffico in ingresso è gratuito; il traffico in uscita oltre i primi 100 GB mensili costa 0,08 € per GB.',
    ],
  }), { charset: 'ISO-8859-15' }), cite('Come funziona la fatturazione dei container', 'I container sono fatturati al secondo con un minimo di un minuto per avvio.', [
    ['I container sono fatturati al secondo, con un minimo di un minuto per ogni avvio.', true],
  ]), { path: '/prezzi/container' });

  v('v-nl-kb', 'kennisbank.b32-hosting.nl', 'Dutch knowledge-base article', page(docPage({
    site: 'Kennisbank', lang: 'nl', title: 'SPF-record instellen voor je domein', crumbs: ['Kennisbank', 'E-mail', 'SPF'],
    body: [
      'Met een SPF-record geef je aan welke servers namens jouw domein e-mail mogen versturen. Ontvangende servers gebruiken dit om vervalste afzenders te herkennen.',
      'Een domein mag maar één SPF-record hebben. Heb je meerdere diensten die mail versturen, voeg ze dan samen in één record met meerdere include-regels.',
    ],
  })), cite('SPF-record instellen voor je domein', 'Een domein mag maar één SPF-record hebben.', [
    ['Een domein mag maar één SPF-record hebben.', true],
  ]), { path: '/artikel/spf-record' });

  v('v-de-softhyphen-changelog', 'www.b32-entwickler.de', 'German changelog whose words carry soft hyphens (&shy;); the quote is without them', page(docPage({
    site: 'Entwickler­portal', lang: 'de', title: 'Änderungsprotokoll Version 12', crumbs: ['Portal', 'Änderungen'],
    body: [
      'Die Authentifizierungs&shy;schnittstelle unterstützt jetzt Passkeys. Passwörter bleiben als Rückfall&shy;lösung erhalten.',
      'Die Sitzungs&shy;dauer wurde von 8 auf 12 Stunden verlängert; inaktive Sitzungen laufen weiterhin nach 30 Minuten ab.',
    ],
  })), cite('Änderungsprotokoll Version 12', 'Version 12 verlängert die Sitzungsdauer von 8 auf 12 Stunden.', [
    ['Die Sitzungsdauer wurde von 8 auf 12 Stunden verlängert', true],
    ['Die Sitzungsdauer wurde von 8 auf 24 Stunden verlängert', false],
  ]), { path: '/changelog/v12' });

  v('v-sv-blog', 'blogg.b32-utvecklare.se', 'Swedish developer blog post', page(docPage({
    site: 'Utvecklarbloggen', lang: 'sv', title: 'Därför bytte vi från REST till gRPC internt', author: 'Karin Lundgren', date: '2025-04-03', ld: true,
    body: [
      'Våra interna tjänster pratade REST med JSON i sex år. När antalet anrop per sekund passerade 200 000 blev serialiseringen en flaskhals.',
      'Efter bytet till gRPC minskade CPU-användningen i gränssnittslagret med 35 procent och svarstiderna vid 99:e percentilen halverades.',
    ],
  })), cite('Därför bytte vi från REST till gRPC internt', 'Bytet till gRPC minskade CPU-användningen med 35 procent.', [
    ['minskade CPU-användningen i gränssnittslagret med 35 procent', true],
  ]), { path: '/2025/04/rest-till-grpc', meta: { title: ['Därför bytte vi från REST till gRPC internt'], author: ['Karin Lundgren'], published: ['2025-04-03'] } });

  v('v-hu-forum', 'forum.b32-prog.hu', 'Hungarian forum answer (ISO-8859-2)', page(threadPage({
    site: 'Prog.hu fórum', lang: 'hu', charset: 'ISO-8859-2', title: 'Miért lassú a Docker Desktop macOS-en?',
    posts: [
      { who: 'gabor77', when: '2025. március 2. 18:40', html: '<p>Egy Node projekt npm install-ja konténerben háromszor lassabb, mint natívan. Mi lehet az oka?</p>' },
      { who: 'zsofi_dev', when: '2025. március 2. 19:15', html: '<p>A megosztott mappák fájlrendszer-műveletei lassúak a virtuális gép határán. Kapcsold be a VirtioFS-t, vagy tedd a node_modules mappát egy névvel ellátott kötetre.</p>' },
    ],
    nav: ['Fórum', 'Keresés', 'Belépés'],
  }), { charset: 'ISO-8859-2' }), cite('Miért lassú a Docker Desktop macOS-en?', 'A megosztott mappák fájlrendszer-műveletei lassúak a virtuális gép határán.', [
    ['A megosztott mappák fájlrendszer-műveletei lassúak a virtuális gép határán.', true],
  ]), { path: '/forum/docker-macos-lassu/12345' });

  v('v-ko-utf8-api-short', 'developers.b32-jido.co.kr', 'a short Korean API reference page for one endpoint (few words, still the source)', page(docPage({
    site: '지도 API 개발자센터', lang: 'ko', title: '주소 검색 API', crumbs: ['개발자센터', 'REST API', '주소 검색'],
    body: [
      '<code>GET /v2/local/search/address</code>',
      '주소를 좌표로 변환합니다. 한 번의 요청으로 최대 30개의 결과를 받을 수 있습니다.',
      '<table><tr><th>파라미터</th><th>설명</th></tr><tr><td>query</td><td>검색할 주소</td></tr><tr><td>size</td><td>한 페이지의 결과 수 (1~30, 기본값 10)</td></tr></table>',
    ],
  })), cite('주소 검색 API', '주소 검색 API는 한 번의 요청으로 최대 30개의 결과를 반환한다.', [
    ['한 번의 요청으로 최대 30개의 결과를 받을 수 있습니다.', true],
  ]), { path: '/docs/local/address' });

  v('v-zh-utf8-release', 'www.b32-kaiyuan.cn', 'Chinese release announcement (UTF-8) with a JSON-LD article', page(docPage({
    site: '开源周刊', lang: 'zh', title: 'Deno 风格的运行时 Kite 发布 2.0 版本', author: '王磊', date: '2025-07-21', ld: true,
    body: [
      'Kite 2.0 正式发布。新版本默认启用权限沙箱，脚本在未经授权的情况下无法访问网络和文件系统。',
      '此外，Kite 2.0 内置了对 npm 包的兼容层，大约 92% 的热门 npm 包可以直接运行。',
    ],
  })), cite('Kite 发布 2.0 版本', 'Kite 2.0 默认启用权限沙箱，约 92% 的热门 npm 包可以直接运行。', [
    ['大约 92% 的热门 npm 包可以直接运行', true],
    ['大约 99% 的热门 npm 包可以直接运行', false],
  ]), { path: '/news/kite-2-0', meta: { title: ['Deno 风格的运行时 Kite 发布 2.0 版本'], author: ['王磊'], published: ['2025-07-21'] } });

  return E;
}

/**
 * Page templates for the seventeenth held-out set (blind17.ts): what a market-research / consumer
 * report cites — corporate newsrooms and investor pages, shops (product, category, search, 404),
 * review and price-comparison sites, recipe and travel sites, job boards, trade press, analyst
 * lead-capture pages, statistics portals — and the walls commerce sites put in front of them (bot
 * managers, age gates, country selectors, geo-blocks, maintenance and closed-store pages).
 * Written for this set without looking at citeflow's classifier or at the other sets' templates;
 * the markup follows what such sites emit (head metadata, JSON-LD, nav, consent managers,
 * framework state blobs, tracking scripts, long footers). The templates know nothing about labels.
 */
import { esc } from './blindkit';

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' | 'pl' | 'sv' | 'cs' | 'ja' | 'zh' | 'ko' | 'ru' | 'tr' | 'ar';

type Chrome = {
  home: string; products: string; news: string; investors: string; careers: string; about: string; contact: string;
  search: string; cart: string; account: string; privacy: string; terms: string; imprint: string; cookies: string;
  rights: string; newsletter: string; subscribe: string; region: string; share: string; related: string;
  addToCart: string; inStock: string; outOfStock: string; notify: string; discontinued: string; reviews: string;
  specs: string; description: string; delivery: string; readMore: string; apply: string; published: string; by: string;
  cookieText: string; accept: string; settings: string; reject: string;
};

export const C: Record<Lang, Chrome> = {
  en: { home: 'Home', products: 'Products', news: 'Newsroom', investors: 'Investors', careers: 'Careers', about: 'About us', contact: 'Contact',
    search: 'Search', cart: 'Basket', account: 'Sign in', privacy: 'Privacy notice', terms: 'Terms of use', imprint: 'Legal', cookies: 'Cookie settings',
    rights: 'All rights reserved.', newsletter: 'Get offers and news in your inbox', subscribe: 'Subscribe', region: 'Country / region', share: 'Share',
    related: 'You may also like', addToCart: 'Add to basket', inStock: 'In stock', outOfStock: 'Out of stock', notify: 'Email me when available',
    discontinued: 'Discontinued', reviews: 'Reviews', specs: 'Specifications', description: 'Description', delivery: 'Free delivery on orders over £40',
    readMore: 'Read more', apply: 'Apply now', published: 'Published', by: 'By',
    cookieText: 'We and our partners use cookies to run this site, measure its audience and show you relevant offers. You can change your choice at any time under Cookie settings.',
    accept: 'Accept all', settings: 'Manage preferences', reject: 'Reject all' },
  de: { home: 'Startseite', products: 'Produkte', news: 'Presse', investors: 'Investor Relations', careers: 'Karriere', about: 'Über uns', contact: 'Kontakt',
    search: 'Suchen', cart: 'Warenkorb', account: 'Anmelden', privacy: 'Datenschutz', terms: 'AGB', imprint: 'Impressum', cookies: 'Cookie-Einstellungen',
    rights: 'Alle Rechte vorbehalten.', newsletter: 'Angebote und Neuigkeiten per E-Mail', subscribe: 'Abonnieren', region: 'Land / Region', share: 'Teilen',
    related: 'Das könnte Ihnen auch gefallen', addToCart: 'In den Warenkorb', inStock: 'Auf Lager', outOfStock: 'Derzeit nicht auf Lager', notify: 'Benachrichtigen, sobald verfügbar',
    discontinued: 'Auslaufmodell', reviews: 'Bewertungen', specs: 'Technische Daten', description: 'Beschreibung', delivery: 'Versandkostenfrei ab 49 €',
    readMore: 'Weiterlesen', apply: 'Jetzt bewerben', published: 'Veröffentlicht', by: 'Von',
    cookieText: 'Wir und unsere Partner nutzen Cookies, um diese Website zu betreiben, die Reichweite zu messen und Ihnen passende Angebote zu zeigen. Ihre Auswahl können Sie jederzeit unter Cookie-Einstellungen ändern.',
    accept: 'Alle akzeptieren', settings: 'Einstellungen', reject: 'Ablehnen' },
  fr: { home: 'Accueil', products: 'Produits', news: 'Espace presse', investors: 'Investisseurs', careers: 'Carrières', about: 'Qui sommes-nous', contact: 'Contact',
    search: 'Rechercher', cart: 'Panier', account: 'Se connecter', privacy: 'Politique de confidentialité', terms: 'CGV', imprint: 'Mentions légales', cookies: 'Gérer les cookies',
    rights: 'Tous droits réservés.', newsletter: 'Recevez nos offres et nouveautés', subscribe: "S'inscrire", region: 'Pays / région', share: 'Partager',
    related: 'Vous aimerez aussi', addToCart: 'Ajouter au panier', inStock: 'En stock', outOfStock: 'Rupture de stock', notify: "M'alerter du retour en stock",
    discontinued: 'Fin de série', reviews: 'Avis clients', specs: 'Caractéristiques', description: 'Description', delivery: 'Livraison offerte dès 39 €',
    readMore: 'Lire la suite', apply: 'Postuler', published: 'Publié le', by: 'Par',
    cookieText: 'Nos partenaires et nous utilisons des cookies pour faire fonctionner ce site, mesurer son audience et vous proposer des offres adaptées. Vous pouvez modifier vos choix à tout moment.',
    accept: 'Tout accepter', settings: 'Paramétrer', reject: 'Continuer sans accepter' },
  es: { home: 'Inicio', products: 'Productos', news: 'Sala de prensa', investors: 'Inversores', careers: 'Empleo', about: 'Quiénes somos', contact: 'Contacto',
    search: 'Buscar', cart: 'Cesta', account: 'Iniciar sesión', privacy: 'Política de privacidad', terms: 'Condiciones de uso', imprint: 'Aviso legal', cookies: 'Configurar cookies',
    rights: 'Todos los derechos reservados.', newsletter: 'Recibe nuestras ofertas y novedades', subscribe: 'Suscribirme', region: 'País / región', share: 'Compartir',
    related: 'También te puede interesar', addToCart: 'Añadir a la cesta', inStock: 'En stock', outOfStock: 'Agotado', notify: 'Avísame cuando esté disponible',
    discontinued: 'Descatalogado', reviews: 'Opiniones', specs: 'Características', description: 'Descripción', delivery: 'Envío gratis a partir de 35 €',
    readMore: 'Leer más', apply: 'Inscribirme en esta oferta', published: 'Publicado', by: 'Por',
    cookieText: 'Utilizamos cookies propias y de terceros para el funcionamiento del sitio, para medir la audiencia y para mostrarte ofertas relevantes. Puedes cambiar tu elección en cualquier momento.',
    accept: 'Aceptar todas', settings: 'Configurar', reject: 'Rechazar' },
  it: { home: 'Home', products: 'Prodotti', news: 'Press room', investors: 'Investor relations', careers: 'Lavora con noi', about: 'Chi siamo', contact: 'Contatti',
    search: 'Cerca', cart: 'Carrello', account: 'Accedi', privacy: 'Informativa privacy', terms: 'Condizioni di vendita', imprint: 'Note legali', cookies: 'Preferenze cookie',
    rights: 'Tutti i diritti riservati.', newsletter: 'Ricevi offerte e novità', subscribe: 'Iscriviti', region: 'Paese / regione', share: 'Condividi',
    related: 'Potrebbe piacerti anche', addToCart: 'Aggiungi al carrello', inStock: 'Disponibile', outOfStock: 'Esaurito', notify: 'Avvisami quando torna disponibile',
    discontinued: 'Fuori produzione', reviews: 'Recensioni', specs: 'Caratteristiche tecniche', description: 'Descrizione', delivery: 'Spedizione gratuita sopra i 49 €',
    readMore: 'Continua a leggere', apply: 'Candidati', published: 'Pubblicato il', by: 'Di',
    cookieText: 'Questo sito utilizza cookie tecnici e, previo tuo consenso, cookie di profilazione e di terze parti per misurare il pubblico e mostrarti offerte pertinenti.',
    accept: 'Accetta tutti', settings: 'Personalizza', reject: 'Rifiuta' },
  pt: { home: 'Início', products: 'Produtos', news: 'Imprensa', investors: 'Relações com investidores', careers: 'Trabalhe conosco', about: 'Sobre nós', contact: 'Fale conosco',
    search: 'Buscar', cart: 'Carrinho', account: 'Entrar', privacy: 'Política de privacidade', terms: 'Termos de uso', imprint: 'Informações legais', cookies: 'Preferências de cookies',
    rights: 'Todos os direitos reservados.', newsletter: 'Receba ofertas e novidades', subscribe: 'Cadastrar', region: 'País / região', share: 'Compartilhar',
    related: 'Você também pode gostar', addToCart: 'Adicionar ao carrinho', inStock: 'Em estoque', outOfStock: 'Esgotado', notify: 'Avise-me quando chegar',
    discontinued: 'Fora de linha', reviews: 'Avaliações', specs: 'Especificações', description: 'Descrição', delivery: 'Frete grátis acima de R$ 199',
    readMore: 'Leia mais', apply: 'Candidatar-se', published: 'Publicado em', by: 'Por',
    cookieText: 'Usamos cookies para o funcionamento do site, para medir a audiência e para personalizar ofertas. Ao continuar navegando, você concorda com a nossa Política de Privacidade.',
    accept: 'Aceitar todos', settings: 'Configurar', reject: 'Recusar' },
  nl: { home: 'Home', products: 'Producten', news: 'Pers', investors: 'Investeerders', careers: 'Werken bij', about: 'Over ons', contact: 'Contact',
    search: 'Zoeken', cart: 'Winkelwagen', account: 'Inloggen', privacy: 'Privacyverklaring', terms: 'Algemene voorwaarden', imprint: 'Colofon', cookies: 'Cookie-instellingen',
    rights: 'Alle rechten voorbehouden.', newsletter: 'Ontvang aanbiedingen en nieuws', subscribe: 'Aanmelden', region: 'Land / regio', share: 'Delen',
    related: 'Misschien ook interessant', addToCart: 'In winkelwagen', inStock: 'Op voorraad', outOfStock: 'Tijdelijk uitverkocht', notify: 'Mail mij als het weer leverbaar is',
    discontinued: 'Uit het assortiment', reviews: 'Reviews', specs: 'Specificaties', description: 'Omschrijving', delivery: 'Gratis bezorging vanaf € 25',
    readMore: 'Lees verder', apply: 'Solliciteer direct', published: 'Gepubliceerd', by: 'Door',
    cookieText: 'Wij gebruiken cookies om onze website te laten werken, het bezoek te meten en je relevante aanbiedingen te tonen. Je kunt je keuze altijd wijzigen.',
    accept: 'Alles accepteren', settings: 'Instellingen', reject: 'Weigeren' },
  pl: { home: 'Strona główna', products: 'Produkty', news: 'Biuro prasowe', investors: 'Relacje inwestorskie', careers: 'Kariera', about: 'O nas', contact: 'Kontakt',
    search: 'Szukaj', cart: 'Koszyk', account: 'Zaloguj się', privacy: 'Polityka prywatności', terms: 'Regulamin', imprint: 'Nota prawna', cookies: 'Ustawienia cookies',
    rights: 'Wszelkie prawa zastrzeżone.', newsletter: 'Zapisz się do newslettera', subscribe: 'Zapisz się', region: 'Kraj / region', share: 'Udostępnij',
    related: 'Może Ci się spodobać', addToCart: 'Dodaj do koszyka', inStock: 'Dostępny', outOfStock: 'Chwilowo niedostępny', notify: 'Powiadom o dostępności',
    discontinued: 'Wycofany z oferty', reviews: 'Opinie', specs: 'Specyfikacja', description: 'Opis', delivery: 'Darmowa dostawa od 199 zł',
    readMore: 'Czytaj dalej', apply: 'Aplikuj', published: 'Opublikowano', by: 'Autor:',
    cookieText: 'Korzystamy z plików cookies, aby serwis działał prawidłowo, by mierzyć ruch i wyświetlać dopasowane oferty. Możesz zmienić ustawienia w dowolnym momencie.',
    accept: 'Akceptuję wszystkie', settings: 'Ustawienia', reject: 'Odrzuć' },
  sv: { home: 'Hem', products: 'Produkter', news: 'Press', investors: 'Investerare', careers: 'Karriär', about: 'Om oss', contact: 'Kontakt',
    search: 'Sök', cart: 'Varukorg', account: 'Logga in', privacy: 'Integritetspolicy', terms: 'Köpvillkor', imprint: 'Juridisk information', cookies: 'Cookieinställningar',
    rights: 'Alla rättigheter förbehållna.', newsletter: 'Få erbjudanden och nyheter', subscribe: 'Prenumerera', region: 'Land / region', share: 'Dela',
    related: 'Du kanske också gillar', addToCart: 'Lägg i varukorgen', inStock: 'I lager', outOfStock: 'Slut i lager', notify: 'Bevaka produkten',
    discontinued: 'Utgången', reviews: 'Omdömen', specs: 'Specifikationer', description: 'Beskrivning', delivery: 'Fri frakt över 499 kr',
    readMore: 'Läs mer', apply: 'Ansök nu', published: 'Publicerad', by: 'Av',
    cookieText: 'Vi använder cookies för att webbplatsen ska fungera, för statistik och för att visa relevanta erbjudanden. Du kan ändra ditt val när som helst.',
    accept: 'Godkänn alla', settings: 'Inställningar', reject: 'Neka' },
  cs: { home: 'Úvod', products: 'Produkty', news: 'Pro média', investors: 'Pro investory', careers: 'Kariéra', about: 'O nás', contact: 'Kontakt',
    search: 'Hledat', cart: 'Košík', account: 'Přihlásit', privacy: 'Ochrana osobních údajů', terms: 'Obchodní podmínky', imprint: 'Právní informace', cookies: 'Nastavení cookies',
    rights: 'Všechna práva vyhrazena.', newsletter: 'Novinky a akce e-mailem', subscribe: 'Odebírat', region: 'Země / region', share: 'Sdílet',
    related: 'Mohlo by se vám líbit', addToCart: 'Do košíku', inStock: 'Skladem', outOfStock: 'Vyprodáno', notify: 'Hlídat dostupnost',
    discontinued: 'Ukončený prodej', reviews: 'Hodnocení', specs: 'Parametry', description: 'Popis', delivery: 'Doprava zdarma nad 1 500 Kč',
    readMore: 'Číst dál', apply: 'Odpovědět na inzerát', published: 'Publikováno', by: 'Autor:',
    cookieText: 'Používáme soubory cookies k provozu webu, k měření návštěvnosti a k zobrazování relevantních nabídek. Svůj souhlas můžete kdykoli změnit.',
    accept: 'Přijmout vše', settings: 'Nastavení', reject: 'Odmítnout' },
  ja: { home: 'ホーム', products: '製品情報', news: 'ニュースリリース', investors: '株主・投資家情報', careers: '採用情報', about: '企業情報', contact: 'お問い合わせ',
    search: '検索', cart: 'カート', account: 'ログイン', privacy: '個人情報保護方針', terms: '利用規約', imprint: '特定商取引法に基づく表記', cookies: 'Cookie設定',
    rights: 'All Rights Reserved.', newsletter: 'メールマガジン登録', subscribe: '登録する', region: '国・地域', share: 'シェア',
    related: 'この商品を見た人はこんな商品も見ています', addToCart: 'カートに入れる', inStock: '在庫あり', outOfStock: '在庫切れ', notify: '入荷お知らせメール',
    discontinued: '生産終了品', reviews: 'レビュー', specs: '仕様', description: '商品説明', delivery: '3,980円以上送料無料',
    readMore: '続きを読む', apply: '応募する', published: '公開日', by: '文',
    cookieText: '当サイトでは、サイトの利便性向上およびアクセス解析のためにCookieを使用しています。サイトを引き続きご利用いただく場合、Cookieの使用に同意したものとみなします。',
    accept: '同意する', settings: '設定', reject: '拒否する' },
  zh: { home: '首页', products: '产品中心', news: '新闻中心', investors: '投资者关系', careers: '加入我们', about: '关于我们', contact: '联系我们',
    search: '搜索', cart: '购物车', account: '登录', privacy: '隐私政策', terms: '用户协议', imprint: '法律声明', cookies: 'Cookie 设置',
    rights: '版权所有', newsletter: '订阅新闻资讯', subscribe: '订阅', region: '国家/地区', share: '分享',
    related: '猜你喜欢', addToCart: '加入购物车', inStock: '有货', outOfStock: '暂时缺货', notify: '到货通知',
    discontinued: '已停产', reviews: '商品评价', specs: '规格参数', description: '商品介绍', delivery: '满99元包邮',
    readMore: '阅读全文', apply: '立即申请', published: '发布时间', by: '作者',
    cookieText: '我们使用 Cookie 来保障网站正常运行、统计访问量并为您提供更相关的内容。继续浏览即表示您同意我们的 Cookie 政策。',
    accept: '接受', settings: '设置', reject: '拒绝' },
  ko: { home: '홈', products: '제품', news: '보도자료', investors: '투자정보', careers: '채용', about: '회사소개', contact: '고객센터',
    search: '검색', cart: '장바구니', account: '로그인', privacy: '개인정보처리방침', terms: '이용약관', imprint: '법적고지', cookies: '쿠키 설정',
    rights: 'All rights reserved.', newsletter: '뉴스레터 구독', subscribe: '구독하기', region: '국가/지역', share: '공유하기',
    related: '함께 본 상품', addToCart: '장바구니 담기', inStock: '재고 있음', outOfStock: '일시품절', notify: '재입고 알림',
    discontinued: '단종', reviews: '상품평', specs: '제품 사양', description: '상품 설명', delivery: '3만원 이상 무료배송',
    readMore: '더 보기', apply: '지원하기', published: '게시일', by: '글',
    cookieText: '이 웹사이트는 서비스 제공과 이용 통계를 위해 쿠키를 사용합니다. 계속 이용하시면 쿠키 사용에 동의하는 것으로 간주됩니다.',
    accept: '동의', settings: '설정', reject: '거부' },
  ru: { home: 'Главная', products: 'Продукция', news: 'Пресс-центр', investors: 'Инвесторам', careers: 'Карьера', about: 'О компании', contact: 'Контакты',
    search: 'Поиск', cart: 'Корзина', account: 'Войти', privacy: 'Политика конфиденциальности', terms: 'Условия использования', imprint: 'Правовая информация', cookies: 'Настройки cookie',
    rights: 'Все права защищены.', newsletter: 'Подпишитесь на новости и акции', subscribe: 'Подписаться', region: 'Страна / регион', share: 'Поделиться',
    related: 'Вам может понравиться', addToCart: 'В корзину', inStock: 'В наличии', outOfStock: 'Нет в наличии', notify: 'Сообщить о поступлении',
    discontinued: 'Снят с производства', reviews: 'Отзывы', specs: 'Характеристики', description: 'Описание', delivery: 'Бесплатная доставка от 3000 ₽',
    readMore: 'Читать далее', apply: 'Откликнуться', published: 'Опубликовано', by: 'Автор:',
    cookieText: 'Мы используем файлы cookie, чтобы сайт работал корректно, для статистики посещений и подбора предложений. Продолжая пользоваться сайтом, вы соглашаетесь с этим.',
    accept: 'Принять', settings: 'Настроить', reject: 'Отклонить' },
  tr: { home: 'Ana Sayfa', products: 'Ürünler', news: 'Basın Odası', investors: 'Yatırımcı İlişkileri', careers: 'Kariyer', about: 'Hakkımızda', contact: 'İletişim',
    search: 'Ara', cart: 'Sepetim', account: 'Giriş Yap', privacy: 'Gizlilik Politikası', terms: 'Kullanım Koşulları', imprint: 'Yasal Uyarı', cookies: 'Çerez Ayarları',
    rights: 'Tüm hakları saklıdır.', newsletter: 'Kampanya ve yeniliklerden haberdar olun', subscribe: 'Abone Ol', region: 'Ülke / bölge', share: 'Paylaş',
    related: 'Bunları da beğenebilirsiniz', addToCart: 'Sepete Ekle', inStock: 'Stokta', outOfStock: 'Tükendi', notify: 'Gelince Haber Ver',
    discontinued: 'Üretimi durduruldu', reviews: 'Değerlendirmeler', specs: 'Teknik Özellikler', description: 'Ürün Açıklaması', delivery: '500 TL üzeri ücretsiz kargo',
    readMore: 'Devamını oku', apply: 'Başvur', published: 'Yayınlanma', by: 'Yazan',
    cookieText: 'Sitemizde, hizmetlerimizi sunmak ve ziyaret istatistiklerini ölçmek için çerezler kullanılmaktadır. Detaylı bilgi için Çerez Politikamızı inceleyebilirsiniz.',
    accept: 'Kabul Et', settings: 'Ayarlar', reject: 'Reddet' },
  ar: { home: 'الرئيسية', products: 'المنتجات', news: 'المركز الإعلامي', investors: 'علاقات المستثمرين', careers: 'الوظائف', about: 'من نحن', contact: 'اتصل بنا',
    search: 'بحث', cart: 'سلة التسوق', account: 'تسجيل الدخول', privacy: 'سياسة الخصوصية', terms: 'الشروط والأحكام', imprint: 'إشعار قانوني', cookies: 'إعدادات ملفات تعريف الارتباط',
    rights: 'جميع الحقوق محفوظة.', newsletter: 'اشترك في نشرتنا الإخبارية', subscribe: 'اشترك', region: 'الدولة / المنطقة', share: 'مشاركة',
    related: 'قد يعجبك أيضاً', addToCart: 'أضف إلى السلة', inStock: 'متوفر', outOfStock: 'غير متوفر حالياً', notify: 'أعلمني عند التوفر',
    discontinued: 'متوقف عن الإنتاج', reviews: 'التقييمات', specs: 'المواصفات', description: 'الوصف', delivery: 'توصيل مجاني للطلبات فوق 200 درهم',
    readMore: 'اقرأ المزيد', apply: 'قدّم الآن', published: 'تاريخ النشر', by: 'بقلم',
    cookieText: 'نستخدم ملفات تعريف الارتباط لتشغيل الموقع وقياس عدد الزوار وعرض عروض مناسبة لك. يمكنك تغيير اختيارك في أي وقت.',
    accept: 'قبول الكل', settings: 'الإعدادات', reject: 'رفض' },
};

// ---------------------------------------------------------------------------------------------
// The page shell

export type Site = {
  name: string;
  lang: Lang;
  /** shop: header with basket and region picker; corp: corporate site; media: publisher; portal: data/job/review portal. */
  kind: 'shop' | 'corp' | 'media' | 'portal';
  charset?: string;
  /** The <html lang> value when it is more specific than the language (pt-BR, zh-TW, en-GB). */
  locale?: string;
  /** Consent-manager flavour of the cookie banner (none: no banner). */
  cmp?: 'onetrust' | 'cookiebot' | 'usercentrics' | 'didomi' | 'iubenda' | 'plain' | 'none';
  nav?: string[];
  tagline?: string;
};

const slug = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9\u0080-\uffff]+/g, '-').replace(/^-|-$/g, '').slice(0, 48) || 'item';

function banner(site: Site): string {
  const c = C[site.lang];
  switch (site.cmp ?? 'onetrust') {
    case 'none':
      return '';
    case 'cookiebot':
      return `<div id="CybotCookiebotDialog" name="CybotCookiebotDialog" role="dialog" aria-modal="true" lang="${site.lang}" class="CybotCookiebotDialogActive" style="display:none"><div class="CybotCookiebotDialogContentWrapper"><h2 id="CybotCookiebotDialogBodyContentTitle">${esc(c.cookies)}</h2><div id="CybotCookiebotDialogBodyContentText">${esc(c.cookieText)}</div><div id="CybotCookiebotDialogBodyButtonsWrapper"><button id="CybotCookiebotDialogBodyButtonDecline">${esc(c.reject)}</button><button id="CybotCookiebotDialogBodyLevelButtonCustomize">${esc(c.settings)}</button><button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll">${esc(c.accept)}</button></div></div></div>
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="3f1c8b2e-7a0d-4c55-9e61-0b2d9a7c5e10" data-blockingmode="auto" type="text/javascript"></script>`;
    case 'usercentrics':
      return `<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Hk9xQ2pLr" async></script><div id="usercentrics-root" data-nosnippet></div>`;
    case 'didomi':
      return `<div id="didomi-host" data-nosnippet aria-hidden="true"><div class="didomi-popup-notice"><p class="didomi-notice-text">${esc(c.cookieText)}</p><button id="didomi-notice-agree-button">${esc(c.accept)}</button><button id="didomi-notice-learn-more-button">${esc(c.settings)}</button><button class="didomi-continue-without-agreeing">${esc(c.reject)}</button></div></div>
<script type="text/javascript">window.gdprAppliesGlobally=true;(function(){function a(e){if(!window.frames[e]){if(document.body&&document.body.firstChild){var t=document.body;var n=document.createElement("iframe");n.style.display="none";n.name=e;n.title=e;t.insertBefore(n,t.firstChild)}else{setTimeout(function(){a(e)},5)}}}a("__tcfapiLocator")})();</script>`;
    case 'iubenda':
      return `<div id="iubenda-cs-banner" class="iubenda-cs-default iubenda-cs-bottom" role="alertdialog"><div class="iubenda-cs-container"><div class="iubenda-cs-content"><div id="iubenda-cs-paragraph">${esc(c.cookieText)}</div><div class="iubenda-cs-opt-group"><button class="iubenda-cs-customize-btn">${esc(c.settings)}</button><button class="iubenda-cs-reject-btn">${esc(c.reject)}</button><button class="iubenda-cs-accept-btn">${esc(c.accept)}</button></div></div></div></div>`;
    case 'plain':
      return `<div class="cookie-bar" id="cookie-bar" role="region" aria-label="cookies"><p>${esc(c.cookieText)} <a href="/cookies">${esc(c.readMore)}</a></p><button type="button" class="cookie-bar__ok">${esc(c.accept)}</button></div>`;
    default:
      return `<div id="onetrust-consent-sdk"><div class="onetrust-pc-dark-filter ot-hide ot-fade-in"></div><div id="onetrust-banner-sdk" class="otFlat ot-wo-title vertical-align-content" tabindex="0" role="region" aria-label="${esc(c.cookies)}"><div role="alertdialog" aria-describedby="onetrust-policy-text"><div class="ot-sdk-container"><div class="ot-sdk-row"><div id="onetrust-group-container" class="ot-sdk-eight ot-sdk-columns"><div id="onetrust-policy"><div id="onetrust-policy-text">${esc(c.cookieText)} <a href="/privacy" class="ot-cookie-policy-link">${esc(c.privacy)}</a></div></div></div><div id="onetrust-button-group-parent" class="ot-sdk-three ot-sdk-columns"><div id="onetrust-button-group"><button id="onetrust-pc-btn-handler">${esc(c.settings)}</button><button id="onetrust-reject-all-handler">${esc(c.reject)}</button><button id="onetrust-accept-btn-handler">${esc(c.accept)}</button></div></div></div></div></div></div></div>
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-document-language="true" type="text/javascript" charset="UTF-8" data-domain-script="0190a3c1-7b1e-7d42-9d0f-2e5c4a1b9f77"></script>
<script type="text/javascript">function OptanonWrapper(){}</script>`;
  }
}

const REGIONS: Array<[string, string]> = [['GB', 'United Kingdom — English'], ['IE', 'Ireland — English'], ['DE', 'Deutschland — Deutsch'], ['AT', 'Österreich — Deutsch'], ['FR', 'France — Français'], ['ES', 'España — Español'], ['IT', 'Italia — Italiano'], ['NL', 'Nederland — Nederlands'], ['PL', 'Polska — Polski'], ['SE', 'Sverige — Svenska'], ['US', 'United States — English'], ['JP', '日本 — 日本語']];

function header(site: Site, regionPicker: boolean): string {
  const c = C[site.lang];
  const nav = site.nav ?? (site.kind === 'shop' ? [c.products, c.news, c.about, c.contact] : site.kind === 'corp' ? [c.products, c.about, c.news, c.investors, c.careers] : [c.home, c.news, c.about, c.contact]);
  const home = `/`;
  const picker = regionPicker
    ? `<div class="locale-picker"><label for="locale-select" class="visually-hidden">${esc(c.region)}</label><select id="locale-select" name="locale" onchange="location.href='/'+this.value.toLowerCase()+'/'">${REGIONS.map(([k, v]) => `<option value="${k}">${esc(v)}</option>`).join('')}</select></div>`
    : '';
  const shopBits = site.kind === 'shop'
    ? `<div class="header-actions"><a href="/account/login" class="header-account">${esc(c.account)}</a><a href="/cart" class="header-cart" aria-label="${esc(c.cart)}">${esc(c.cart)} <span class="cart-count" data-cart-count>0</span></a></div>`
    : `<div class="header-actions"><a href="/contact">${esc(c.contact)}</a></div>`;
  return `<a class="skip-link" href="#main">Skip to content</a>
${site.kind === 'shop' ? `<div class="announcement-bar" role="region"><p>${esc(c.delivery)}</p></div>` : ''}
<header class="site-header" role="banner"><div class="site-header__inner">
<a href="${home}" class="site-logo" rel="home"><img src="/assets/logo.svg" alt="${esc(site.name)}" width="148" height="36"></a>
<nav class="site-nav" aria-label="Main"><ul>${nav.map((n) => `<li class="site-nav__item"><a href="/${slug(n)}/">${esc(n)}</a></li>`).join('')}</ul></nav>
<form class="site-search" action="/search" method="get" role="search"><input type="search" name="q" placeholder="${esc(c.search)}" aria-label="${esc(c.search)}"><button type="submit">${esc(c.search)}</button></form>
${picker}${shopBits}</div></header>`;
}

function footer(site: Site): string {
  const c = C[site.lang];
  const cols = [
    [c.about, [c.about, c.careers, c.news, c.investors]],
    [c.contact, [c.contact, c.delivery.split(/\s/).slice(0, 2).join(' '), c.terms]],
    [c.imprint, [c.imprint, c.privacy, c.cookies, c.terms]],
  ] as Array<[string, string[]]>;
  return `<section class="newsletter-signup"><h2>${esc(c.newsletter)}</h2><form action="/newsletter/subscribe" method="post"><input type="email" name="email" placeholder="name@example.com" required><button>${esc(c.subscribe)}</button></form></section>
<footer class="site-footer" role="contentinfo"><div class="site-footer__cols">${cols.map(([h, items]) => `<div class="footer-col"><h3>${esc(h)}</h3><ul>${items.map((i) => `<li><a href="/${slug(i)}">${esc(i)}</a></li>`).join('')}</ul></div>`).join('')}
<div class="footer-col footer-social"><a href="https://www.instagram.com/" rel="noopener" aria-label="Instagram">Instagram</a> <a href="https://www.linkedin.com/" rel="noopener" aria-label="LinkedIn">LinkedIn</a> <a href="https://www.youtube.com/" rel="noopener" aria-label="YouTube">YouTube</a></div></div>
<div class="site-footer__legal"><p>© 2026 ${esc(site.name)}. ${esc(c.rights)}</p><p class="payment-icons" aria-hidden="true">VISA · Mastercard · PayPal · Klarna</p></div></footer>`;
}

const ANALYTICS = `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7Q2M9P');</script>`;

const FRAMEWORK_STATE = (site: Site, extra: Record<string, unknown>) => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { site: { name: site.name, locale: site.locale ?? site.lang }, ...extra }, __N_SSP: true }, page: '/[...slug]', query: {}, buildId: 'b7d1e0c9a4', isFallback: false, gssp: true, locale: site.locale ?? site.lang, scriptLoader: [] }).replace(/</g, '\\u003c')}</script>
<script src="/_next/static/chunks/webpack-4b1c2d9e0f.js" defer></script><script src="/_next/static/chunks/framework-9a8b7c6d5e.js" defer></script><script src="/_next/static/chunks/main-1f2e3d4c5b.js" defer></script>`;

export type PageOpts = {
  site: Site;
  url: string;
  title: string;
  description?: string;
  /** OpenGraph type (article, product, website). */
  ogType?: string;
  ogTitle?: string;
  image?: string;
  jsonld?: unknown[];
  head?: string;
  main: string;
  aside?: string;
  breadcrumbs?: string[];
  regionPicker?: boolean;
  /** Markup placed after the footer (modals, overlays). */
  overlay?: string;
  /** Framework state blob (Next.js-like) carrying this object. */
  state?: Record<string, unknown>;
  bodyClass?: string;
  noChrome?: boolean;
  extraMeta?: string;
};

export function page(o: PageOpts): string {
  const s = o.site;
  const cs = s.charset ?? 'utf-8';
  const dir = s.lang === 'ar' ? ' dir="rtl"' : '';
  const crumbs = o.breadcrumbs?.length
    ? `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/">${esc(C[s.lang].home)}</a></li>${o.breadcrumbs.map((b, i) => `<li>${i === o.breadcrumbs!.length - 1 ? `<span aria-current="page">${esc(b)}</span>` : `<a href="/${slug(b)}/">${esc(b)}</a>`}</li>`).join('')}</ol></nav>`
    : '';
  const head = `<meta charset="${cs}">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.description ? `<meta name="description" content="${esc(o.description)}">` : ''}
<link rel="canonical" href="${esc(o.url)}">
<meta property="og:type" content="${o.ogType ?? 'website'}">
<meta property="og:title" content="${esc(o.ogTitle ?? o.title)}">
${o.description ? `<meta property="og:description" content="${esc(o.description)}">` : ''}
<meta property="og:url" content="${esc(o.url)}">
<meta property="og:site_name" content="${esc(s.name)}">
<meta property="og:image" content="${esc(o.image ?? `${new URL(o.url).origin}/assets/share-1200x630.jpg`)}">
<meta name="twitter:card" content="summary_large_image">
${o.extraMeta ?? ''}
<link rel="icon" href="/favicon.ico" sizes="any"><link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin><link rel="stylesheet" href="/assets/css/main.3c9f1a.css">
<style>.visually-hidden{position:absolute!important;clip:rect(1px,1px,1px,1px)}.site-header__inner{display:flex;gap:1rem;align-items:center}.announcement-bar{background:#111;color:#fff;text-align:center}</style>
${(o.jsonld ?? []).map((j) => `<script type="application/ld+json">${JSON.stringify(j).replace(/</g, '\\u003c')}</script>`).join('\n')}
${ANALYTICS}
${o.head ?? ''}`;
  const body = o.noChrome
    ? o.main
    : `${header(s, !!o.regionPicker)}
${crumbs}
<main id="main" class="site-main">${o.main}</main>
${o.aside ? `<aside class="site-aside">${o.aside}</aside>` : ''}
${footer(s)}`;
  return `<!DOCTYPE html>
<html lang="${s.locale ?? s.lang}"${dir} class="no-js">
<head>
${head}
</head>
<body class="${o.bodyClass ?? `template-${s.kind}`}">
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7Q2M9P" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
${body}
${o.noChrome ? '' : banner(s)}
${o.overlay ?? ''}
${o.state ? FRAMEWORK_STATE(s, o.state) : ''}
</body>
</html>`;
}

const paras = (ps: string[]) => ps.map((p) => (p.startsWith('<') ? p : `<p>${esc(p)}</p>`)).join('\n');
const origin = (url: string) => new URL(url).origin;

// ---------------------------------------------------------------------------------------------
// Content pages

export type PressOpts = { site: Site; title: string; subtitle?: string; date: string; dateText: string; city: string; body: string[]; boilerplate: string; contact: string; author?: string; downloads?: string[]; ld?: 'newsarticle' | 'none' | 'microdata' };
export function pressRelease(o: PressOpts): (url: string) => string {
  return (url) => {
    const c = C[o.site.lang];
    const ld = o.ld ?? 'newsarticle';
    const article = ld === 'microdata'
      ? `<article class="press-release" itemscope itemtype="https://schema.org/NewsArticle"><meta itemprop="datePublished" content="${o.date}"><div itemprop="publisher" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="${esc(o.site.name)}"></div>
<p class="press-release__kicker">${esc(c.news)}</p><h1 itemprop="headline">${esc(o.title)}</h1>`
      : `<article class="press-release"><p class="press-release__kicker">${esc(c.news)}</p><h1 class="press-release__title">${esc(o.title)}</h1>`;
    const main = `${article}
${o.subtitle ? `<p class="press-release__subtitle"><strong>${esc(o.subtitle)}</strong></p>` : ''}
<div class="press-release__meta"><time datetime="${o.date}">${esc(o.dateText)}</time>${o.author ? ` · ${esc(c.by)} <span class="author">${esc(o.author)}</span>` : ''} <span class="share">${esc(c.share)}: <a href="https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}">LinkedIn</a> · <a href="mailto:?subject=${encodeURIComponent(o.title)}">E-mail</a></span></div>
<div class="press-release__body">
<p><strong>${esc(o.city)}, ${esc(o.dateText)}</strong> – ${esc(o.body[0]!)}</p>
${paras(o.body.slice(1))}
</div>
<section class="press-release__boilerplate"><h2>${esc(o.site.name)}</h2><p>${esc(o.boilerplate)}</p></section>
<section class="press-release__contact"><h2>${esc(c.contact)}</h2><p>${esc(o.contact)}</p></section>
${o.downloads?.length ? `<section class="press-release__downloads"><h2>Downloads</h2><ul>${o.downloads.map((d, i) => `<li><a href="/media/press/${o.date}-${i + 1}.zip">${esc(d)}</a></li>`).join('')}</ul></section>` : ''}
</article>`;
    const aside = `<h2>${esc(c.news)}</h2><ul class="latest-news"><li><a href="/news/${Number(o.date.slice(0, 4)) - 1}/annual-results">${esc(c.investors)} ${Number(o.date.slice(0, 4)) - 1}</a></li><li><a href="/news/archive">${esc(c.news)} — archive</a></li></ul>`;
    return page({
      site: o.site, url, title: `${o.title} | ${o.site.name}`, ogTitle: o.title, ogType: 'article', description: o.subtitle ?? o.body[0]!.slice(0, 150), main, aside, breadcrumbs: [c.news, o.title],
      jsonld: ld === 'newsarticle' ? [{ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: o.title, datePublished: `${o.date}T07:00:00+01:00`, mainEntityOfPage: url, publisher: { '@type': 'Organization', name: o.site.name, logo: { '@type': 'ImageObject', url: `${origin(url)}/assets/logo.png` } }, ...(o.author ? { author: { '@type': 'Person', name: o.author } } : {}) }] : [],
      extraMeta: `<meta property="article:published_time" content="${o.date}T07:00:00+01:00">`,
    });
  };
}

export type IrOpts = { site: Site; title: string; date: string; dateText: string; intro: string[]; table: { head: string[]; rows: string[][] }; outlook: string[]; docs: string[] };
export function irResults(o: IrOpts): (url: string) => string {
  return (url) => {
    const c = C[o.site.lang];
    const main = `<section class="ir-hero"><p class="eyebrow">${esc(c.investors)}</p><h1>${esc(o.title)}</h1><p class="ir-date"><time datetime="${o.date}">${esc(o.dateText)}</time></p></section>
<section class="ir-highlights">${paras(o.intro)}</section>
<section class="ir-kpis"><table class="kpi-table"><thead><tr>${o.table.head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${o.table.rows.map((r) => `<tr>${r.map((x, i) => (i ? `<td>${esc(x)}</td>` : `<th scope="row">${esc(x)}</th>`)).join('')}</tr>`).join('')}</tbody></table></section>
<section class="ir-outlook">${paras(o.outlook)}</section>
<section class="ir-docs"><h2>Downloads</h2><ul>${o.docs.map((d, i) => `<li><a href="/investors/reports/${o.date.slice(0, 4)}-${i + 1}.pdf" class="pdf">${esc(d)} <span class="size">(PDF, ${(1.2 + i * 0.7).toFixed(1)} MB)</span></a></li>`).join('')}</ul></section>
<section class="ir-calendar"><h2>Financial calendar</h2><ul><li>${o.date} — ${esc(o.title)}</li></ul></section>`;
    return page({ site: o.site, url, title: `${o.title} – ${o.site.name}`, ogTitle: o.title, ogType: 'article', main, breadcrumbs: [c.investors, o.title], state: { section: 'investors', pageId: 48211 } });
  };
}

export type Review = { author: string; rating: number; title: string; text: string; date: string };
export type ProductOpts = {
  site: Site; name: string; brand: string; sku: string; price: string; currency: string; priceText: string;
  availability: 'InStock' | 'OutOfStock' | 'Discontinued' | 'LimitedAvailability' | 'PreOrder';
  stockText?: string; description: string[]; specs: Array<[string, string]>; reviews?: Review[]; crumbs: string[];
  regionPicker?: boolean; overlay?: string; bigState?: number; related?: string[]; badge?: string;
};
export function product(o: ProductOpts): (url: string) => string {
  return (url) => {
    const c = C[o.site.lang];
    const stock = o.stockText ?? (o.availability === 'InStock' ? c.inStock : o.availability === 'OutOfStock' ? c.outOfStock : o.availability === 'Discontinued' ? c.discontinued : c.inStock);
    const buy = o.availability === 'InStock' || o.availability === 'LimitedAvailability' || o.availability === 'PreOrder'
      ? `<form class="product-form" action="/cart/add" method="post"><input type="hidden" name="id" value="${esc(o.sku)}"><label>Qty <input type="number" name="quantity" value="1" min="1"></label><button type="submit" class="btn btn--primary">${esc(c.addToCart)}</button></form>`
      : o.availability === 'OutOfStock'
        ? `<form class="back-in-stock" action="/notify" method="post"><input type="email" name="email" placeholder="name@example.com"><button>${esc(c.notify)}</button></form>`
        : '';
    const rating = o.reviews?.length ? (o.reviews.reduce((a, r) => a + r.rating, 0) / o.reviews.length).toFixed(1) : undefined;
    const main = `<div class="product" data-product-id="${esc(o.sku)}">
<div class="product__media"><img src="/cdn/shop/products/${esc(o.sku)}-1.jpg?width=800" alt="${esc(o.name)}" width="800" height="800"><ul class="thumbs">${[2, 3, 4].map((i) => `<li><img src="/cdn/shop/products/${esc(o.sku)}-${i}.jpg?width=120" alt="" width="120" height="120"></li>`).join('')}</ul></div>
<div class="product__info">
${o.badge ? `<span class="badge">${esc(o.badge)}</span>` : ''}
<p class="product__brand">${esc(o.brand)}</p>
<h1 class="product__title">${esc(o.name)}</h1>
${rating ? `<div class="product__rating" aria-label="${rating} / 5"><span class="stars">★★★★☆</span> ${rating} (${o.reviews!.length} ${esc(c.reviews)})</div>` : ''}
<div class="product__price"><span class="price">${esc(o.priceText)}</span></div>
<p class="product__stock product__stock--${o.availability.toLowerCase()}">${esc(stock)}</p>
${buy}
<p class="product__sku">SKU: ${esc(o.sku)}</p>
</div>
<section class="product__description"><h2>${esc(c.description)}</h2>${paras(o.description)}</section>
<section class="product__specs"><h2>${esc(c.specs)}</h2><table>${o.specs.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table></section>
${o.reviews?.length ? `<section class="product__reviews" id="reviews"><h2>${esc(c.reviews)}</h2>${o.reviews.map((r) => `<div class="review"><div class="review__head"><strong>${esc(r.title)}</strong> <span class="stars">${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}</span></div><p>${esc(r.text)}</p><p class="review__by">${esc(r.author)} · <time datetime="${r.date}">${r.date}</time></p></div>`).join('')}</section>` : ''}
</div>
${o.related?.length ? `<section class="related-products"><h2>${esc(c.related)}</h2><ul class="product-grid">${o.related.map((r, i) => `<li class="product-card"><a href="/products/${slug(r)}"><img src="/cdn/shop/products/rel-${i}.jpg?width=300" alt="" width="300" height="300"><span class="product-card__title">${esc(r)}</span></a></li>`).join('')}</ul></section>` : ''}`;
    const ld = {
      '@context': 'https://schema.org/', '@type': 'Product', name: o.name, sku: o.sku, brand: { '@type': 'Brand', name: o.brand }, description: o.description[0],
      image: [`${origin(url)}/cdn/shop/products/${o.sku}-1.jpg`],
      offers: { '@type': 'Offer', url, priceCurrency: o.currency, price: o.price, availability: `https://schema.org/${o.availability}`, itemCondition: 'https://schema.org/NewCondition', seller: { '@type': 'Organization', name: o.site.name } },
      ...(rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount: o.reviews!.length } } : {}),
    };
    const state: Record<string, unknown> = { product: { id: o.sku, title: o.name, available: o.availability === 'InStock', price: o.price, variants: [{ id: `${o.sku}-01`, price: o.price }] } };
    if (o.bigState) state.catalogueCache = Array.from({ length: o.bigState }, (_, i) => ({ id: `${o.sku}-x${i}`, t: `${o.brand} accessory ${i}`, p: (9.99 + (i % 50)).toFixed(2), img: `/cdn/shop/products/x-${i}.jpg`, tags: ['kitchen', 'home', 'gift', 'sale', 'new-in'], blurb: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.' }));
    return page({ site: o.site, url, title: `${o.name} | ${o.site.name}`, ogTitle: o.name, ogType: 'product', description: o.description[0]!.slice(0, 155), main, breadcrumbs: [...o.crumbs, o.name], jsonld: [ld], state, regionPicker: o.regionPicker, overlay: o.overlay, bodyClass: 'template-product' });
  };
}

export type ArticleOpts = {
  site: Site; title: string; dek?: string; author?: string; date: string; dateText: string; section: string; body: string[];
  /** wall: markup that replaces the rest of the body after `visible` paragraphs. */
  wall?: { visible: number; html: string }; free?: boolean; related?: string[]; rating?: number; itemReviewed?: string; type?: string; modal?: string; authorMarkup?: 'meta' | 'jsonld' | 'byline';
};
export function article(o: ArticleOpts): (url: string) => string {
  return (url) => {
    const c = C[o.site.lang];
    const body = o.wall ? o.body.slice(0, o.wall.visible) : o.body;
    const byline = o.author ? `<div class="article__byline">${esc(c.by)} <a href="/author/${slug(o.author)}" rel="author" class="author-name">${esc(o.author)}</a></div>` : '';
    const main = `<article class="article">
<header class="article__header"><p class="article__section"><a href="/${slug(o.section)}/">${esc(o.section)}</a></p><h1 class="article__title">${esc(o.title)}</h1>${o.dek ? `<p class="article__dek">${esc(o.dek)}</p>` : ''}
${byline}<div class="article__date">${esc(c.published)} <time datetime="${o.date}">${esc(o.dateText)}</time></div></header>
<div class="article__body${o.wall ? ' article__body--truncated' : ''}">
${paras(body)}
</div>
${o.wall ? o.wall.html : ''}
<div class="article__share">${esc(c.share)}: <a href="https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}">X</a> · <a href="https://www.linkedin.com/shareArticle?url=${encodeURIComponent(url)}">LinkedIn</a></div>
</article>`;
    const aside = o.related?.length ? `<section class="most-read"><h2>${esc(c.related)}</h2><ol>${o.related.map((r) => `<li><a href="/${slug(o.section)}/${slug(r)}">${esc(r)}</a></li>`).join('')}</ol></section>` : '';
    const ld: Record<string, unknown> = {
      '@context': 'https://schema.org', '@type': o.type ?? 'NewsArticle', headline: o.title, datePublished: `${o.date}T06:30:00Z`, dateModified: `${o.date}T09:10:00Z`, mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      publisher: { '@type': 'Organization', name: o.site.name, logo: { '@type': 'ImageObject', url: `${origin(url)}/logo.png` } },
      ...(o.author && o.authorMarkup !== 'byline' ? { author: [{ '@type': 'Person', name: o.author, url: `${origin(url)}/author/${slug(o.author)}` }] } : {}),
      ...(o.free !== undefined ? { isAccessibleForFree: o.free, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: o.free, cssSelector: '.article__body' } } : {}),
      ...(o.rating ? { '@type': 'Review', itemReviewed: { '@type': 'Product', name: o.itemReviewed ?? o.title }, reviewRating: { '@type': 'Rating', ratingValue: o.rating, bestRating: 5 } } : {}),
    };
    return page({ site: o.site, url, title: `${o.title} | ${o.site.name}`, ogTitle: o.title, ogType: 'article', description: o.dek ?? o.body[0]!.slice(0, 150), main, aside, jsonld: [ld], overlay: o.modal,
      extraMeta: `<meta property="article:published_time" content="${o.date}T06:30:00Z"><meta property="article:section" content="${esc(o.section)}">${o.author && o.authorMarkup === 'meta' ? `<meta name="author" content="${esc(o.author)}">` : ''}` });
  };
}

export type RecipeOpts = { site: Site; title: string; author: string; date: string; dateText: string; story: string[]; ingredients: string[]; steps: string[]; times: [string, string, string]; serves: string; comments?: Array<[string, string]> };
export function recipe(o: RecipeOpts): (url: string) => string {
  return (url) => {
    const c = C[o.site.lang];
    const main = `<article class="post recipe-post"><h1 class="entry-title">${esc(o.title)}</h1><div class="entry-meta">${esc(c.by)} <span class="author vcard"><a class="url fn n" href="/about/">${esc(o.author)}</a></span> · <time class="entry-date published" datetime="${o.date}">${esc(o.dateText)}</time> · <a href="#wprm-recipe-container">Jump to recipe</a></div>
<div class="entry-content">${paras(o.story)}
<div class="ad-slot" id="ad-incontent-1" data-ad-unit="/1234/recipes/incontent"></div>
<div id="wprm-recipe-container" class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">${esc(o.title)}</h2>
<div class="wprm-recipe-times"><span>${esc(o.times[0])}</span> · <span>${esc(o.times[1])}</span> · <span>${esc(o.times[2])}</span> · <span>${esc(o.serves)}</span></div>
<div class="wprm-recipe-ingredients-container"><ul class="wprm-recipe-ingredients">${o.ingredients.map((i) => `<li class="wprm-recipe-ingredient">${esc(i)}</li>`).join('')}</ul></div>
<div class="wprm-recipe-instructions-container"><ol class="wprm-recipe-instructions">${o.steps.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${esc(s)}</div></li>`).join('')}</ol></div></div></div>
</div>
${o.comments?.length ? `<section id="comments" class="comments-area"><h2 class="comments-title">${o.comments.length} comments</h2><ol class="comment-list">${o.comments.map(([a, t]) => `<li class="comment"><article class="comment-body"><footer class="comment-meta"><b class="fn">${esc(a)}</b></footer><div class="comment-content"><p>${esc(t)}</p></div></article></li>`).join('')}</ol></section>` : ''}
</article>`;
    const ld = { '@context': 'https://schema.org/', '@graph': [
      { '@type': 'Article', '@id': `${url}#article`, headline: o.title, author: { '@id': `${origin(url)}/#/schema/person/1` }, datePublished: `${o.date}T10:00:00+00:00`, publisher: { '@id': `${origin(url)}/#organization` }, mainEntityOfPage: url },
      { '@type': 'Organization', '@id': `${origin(url)}/#organization`, name: o.site.name },
      { '@type': 'Person', '@id': `${origin(url)}/#/schema/person/1`, name: o.author },
      { '@type': 'Recipe', name: o.title, author: { '@type': 'Person', name: o.author }, recipeIngredient: o.ingredients, recipeInstructions: o.steps.map((s) => ({ '@type': 'HowToStep', text: s })), recipeYield: o.serves },
    ] };
    return page({ site: o.site, url, title: `${o.title} - ${o.site.name}`, ogTitle: o.title, ogType: 'article', description: o.story[0]!.slice(0, 150), main, jsonld: [ld], bodyClass: 'single single-post' });
  };
}

export type JobOpts = { site: Site; title: string; company: string; location: string; date: string; dateText: string; type: string; salary?: string; body: string[]; requirements: string[]; validThrough: string };
export function job(o: JobOpts): (url: string) => string {
  return (url) => {
    const c = C[o.site.lang];
    const main = `<div class="job-view"><div class="job-header"><h1 class="job-title">${esc(o.title)}</h1><div class="job-company"><a href="/companies/${slug(o.company)}">${esc(o.company)}</a></div><ul class="job-facts"><li>${esc(o.location)}</li><li>${esc(o.type)}</li>${o.salary ? `<li>${esc(o.salary)}</li>` : ''}<li><time datetime="${o.date}">${esc(o.dateText)}</time></li></ul><a class="btn btn--apply" href="/apply/${slug(o.title)}">${esc(c.apply)}</a></div>
<div class="job-description">${paras(o.body)}<ul>${o.requirements.map((r) => `<li>${esc(r)}</li>`).join('')}</ul></div><a class="btn btn--apply" href="/apply/${slug(o.title)}">${esc(c.apply)}</a></div>`;
    const ld = { '@context': 'https://schema.org/', '@type': 'JobPosting', title: o.title, description: o.body.join(' '), datePosted: o.date, validThrough: o.validThrough, employmentType: 'FULL_TIME', hiringOrganization: { '@type': 'Organization', name: o.company }, jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: o.location } } };
    return page({ site: o.site, url, title: `${o.title} – ${o.company} – ${o.site.name}`, ogTitle: o.title, description: o.body[0]!.slice(0, 150), main, jsonld: [ld], state: { job: { id: slug(o.title), status: 'open' } } });
  };
}

export type GenericOpts = { site: Site; title: string; h1?: string; intro?: string; sections: Array<[string, string[]]>; table?: { head: string[]; rows: string[][] }; crumbs?: string[]; jsonld?: unknown[]; aside?: string; overlay?: string; ogType?: string; date?: string; dateText?: string; author?: string };
/** A content page of a portal / brand site: headed sections, an optional table. */
export function generic(o: GenericOpts): (url: string) => string {
  return (url) => {
    const c = C[o.site.lang];
    const main = `<div class="content-page"><h1>${esc(o.h1 ?? o.title)}</h1>${o.date ? `<p class="meta">${o.author ? `${esc(c.by)} <span class="author">${esc(o.author)}</span> · ` : ''}<time datetime="${o.date}">${esc(o.dateText ?? o.date)}</time></p>` : ''}${o.intro ? `<p class="lead">${esc(o.intro)}</p>` : ''}
${o.table ? `<div class="table-wrap"><table class="data-table"><thead><tr>${o.table.head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${o.table.rows.map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`).join('')}</tbody></table></div>` : ''}
${o.sections.map(([h, ps]) => `<section>${h ? `<h2>${esc(h)}</h2>` : ''}${paras(ps)}</section>`).join('\n')}</div>`;
    return page({ site: o.site, url, title: `${o.title} | ${o.site.name}`, ogTitle: o.h1 ?? o.title, ogType: o.ogType, description: (o.intro ?? o.sections[0]?.[1][0] ?? o.title).slice(0, 155), main, aside: o.aside, breadcrumbs: o.crumbs, jsonld: o.jsonld, overlay: o.overlay });
  };
}

export type PricingOpts = { site: Site; title: string; intro: string; plans: Array<{ name: string; price: string; per: string; features: string[]; cta: string }>; faq: Array<[string, string]> };
export function pricing(o: PricingOpts): (url: string) => string {
  return (url) => {
    const main = `<section class="pricing-hero"><h1>${esc(o.title)}</h1><p>${esc(o.intro)}</p><div class="billing-toggle" role="group"><button aria-pressed="true">Annual</button><button aria-pressed="false">Monthly</button></div></section>
<section class="pricing-plans"><div class="plans">${o.plans.map((p) => `<div class="plan"><h2 class="plan__name">${esc(p.name)}</h2><p class="plan__price"><span class="amount">${esc(p.price)}</span> <span class="per">${esc(p.per)}</span></p><ul class="plan__features">${p.features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul><a class="btn" href="/signup?plan=${slug(p.name)}">${esc(p.cta)}</a></div>`).join('')}</div></section>
<section class="pricing-faq"><h2>FAQ</h2>${o.faq.map(([q, a]) => `<details><summary>${esc(q)}</summary><p>${esc(a)}</p></details>`).join('')}</section>`;
    const ld = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: o.faq.map(([q, a]) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })) };
    return page({ site: o.site, url, title: `${o.title} | ${o.site.name}`, main, jsonld: [ld], state: { plans: o.plans.map((p) => ({ name: p.name, price: p.price })) } });
  };
}

/** An analyst firm's gated-report landing page: summary, what is inside, and a lead-capture form. */
export type LeadOpts = { site: Site; title: string; kicker: string; summary: string[]; bullets: string[]; formTitle: string; fields: string[]; button: string; legal: string; date?: string };
export function leadGen(o: LeadOpts): (url: string) => string {
  return (url) => {
    const main = `<section class="lp-hero"><p class="lp-kicker">${esc(o.kicker)}</p><h1>${esc(o.title)}</h1>${paras(o.summary)}<ul class="lp-bullets">${o.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></section>
<section class="lp-form" id="download"><h2>${esc(o.formTitle)}</h2><form class="mktoForm" id="mktoForm_2291" action="/lp/submit" method="post">${o.fields.map((f, i) => `<div class="mktoFormRow"><label for="f${i}">${esc(f)} *</label><input id="f${i}" name="f${i}" type="${/mail/i.test(f) ? 'email' : 'text'}" required></div>`).join('')}<div class="mktoFormRow"><label><input type="checkbox" name="optin" required> ${esc(o.legal)}</label></div><button type="submit" class="mktoButton">${esc(o.button)}</button></form></section>
<script src="//app-lon05.marketo.com/js/forms2/js/forms2.min.js"></script><script>MktoForms2.loadForm("//app-lon05.marketo.com","482-KQX-913",2291);</script>`;
    return page({ site: o.site, url, title: `${o.title} | ${o.site.name}`, ogTitle: o.title, description: o.summary[0]!.slice(0, 150), main, bodyClass: 'landing-page' });
  };
}

/** A statistics-portal page: title, description, the chart (data table when free, blurred teaser when premium). */
export type StatOpts = { site: Site; title: string; description: string[]; source: string; released: string; table?: { head: string[]; rows: string[][] }; premium?: { heading: string; text: string; cta: string; login: string }; related: string[] };
export function statPage(o: StatOpts): (url: string) => string {
  return (url) => {
    const chart = o.premium
      ? `<div class="statistic-teaser statistic-teaser--locked"><div class="chart-placeholder blurred" aria-hidden="true"><img src="/static/img/chart-blur.png" alt="" width="760" height="420"></div><div class="paywall-box"><h2>${esc(o.premium.heading)}</h2><p>${esc(o.premium.text)}</p><a class="btn btn--primary" href="/accounts/premium">${esc(o.premium.cta)}</a> <a href="/login">${esc(o.premium.login)}</a></div></div>`
      : `<figure class="statistic-chart"><div class="chart" data-chart-type="bar" aria-hidden="true"></div><table class="statistic-data">${o.table ? `<thead><tr>${o.table.head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${o.table.rows.map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`).join('')}</tbody>` : ''}</table></figure>`;
    const main = `<div class="statistic"><h1 class="statistic__title">${esc(o.title)}</h1><div class="statistic__description">${paras(o.description)}</div>${chart}
<dl class="statistic__meta"><dt>Source</dt><dd>${esc(o.source)}</dd><dt>Release date</dt><dd>${esc(o.released)}</dd></dl></div>`;
    const aside = `<h2>Related statistics</h2><ul>${o.related.map((r, i) => `<li><a href="/statistics/${31000 + i * 97}/${slug(r)}/">${esc(r)}</a></li>`).join('')}</ul>`;
    return page({ site: o.site, url, title: `${o.title} | ${o.site.name}`, ogTitle: o.title, description: o.description[0]!.slice(0, 150), main, aside, jsonld: [{ '@context': 'https://schema.org', '@type': 'Dataset', name: o.title, description: o.description[0], creator: { '@type': 'Organization', name: o.source }, isAccessibleForFree: !o.premium }] });
  };
}

// ---------------------------------------------------------------------------------------------
// Listings: category, search, home

export type Card = { name: string; price: string };
function grid(cards: Card[]): string {
  return `<ul class="product-grid">${cards.map((p, i) => `<li class="product-card"><a href="/products/${slug(p.name)}"><img src="/cdn/shop/products/card-${i}.jpg?width=360" alt="" loading="lazy" width="360" height="360"><span class="product-card__title">${esc(p.name)}</span></a><span class="product-card__price">${esc(p.price)}</span></li>`).join('')}</ul>`;
}
export function category(o: { site: Site; title: string; intro: string; cards: Card[]; filters: string[]; count: string }): (url: string) => string {
  return (url) => page({ site: o.site, url, title: `${o.title} | ${o.site.name}`, description: o.intro, breadcrumbs: [o.title], bodyClass: 'template-collection',
    main: `<div class="collection"><h1 class="collection__title">${esc(o.title)}</h1><p class="collection__intro">${esc(o.intro)}</p><div class="collection__toolbar"><span class="count">${esc(o.count)}</span><form class="facets">${o.filters.map((f) => `<details class="facet"><summary>${esc(f)}</summary></details>`).join('')}</form></div>${grid(o.cards)}<nav class="pagination"><a href="?page=2">2</a> <a href="?page=3">3</a> <a href="?page=2">›</a></nav></div>`,
    jsonld: [{ '@context': 'https://schema.org', '@type': 'CollectionPage', name: o.title }], state: { collection: { handle: slug(o.title), products: o.cards.length } } });
}
export function searchPage(o: { site: Site; heading: string; summary: string; cards: Card[]; empty?: { text: string; tips: string[] }; popular?: Card[] }): (url: string) => string {
  return (url) => page({ site: o.site, url, title: `${o.heading} | ${o.site.name}`, bodyClass: 'template-search', extraMeta: '<meta name="robots" content="noindex, follow">',
    main: `<div class="search-results"><h1>${esc(o.heading)}</h1><p class="search-summary">${esc(o.summary)}</p>${o.empty ? `<div class="search-empty"><p>${esc(o.empty.text)}</p><ul>${o.empty.tips.map((t) => `<li>${esc(t)}</li>`).join('')}</ul></div>` : grid(o.cards)}${o.popular?.length ? `<section class="popular"><h2>${esc(C[o.site.lang].related)}</h2>${grid(o.popular)}</section>` : ''}</div>` });
}
export function home(o: { site: Site; hero: string; heroText: string; sections: Array<[string, Card[]]>; promo?: string }): (url: string) => string {
  return (url) => page({ site: o.site, url, title: `${o.site.name}${o.site.tagline ? ` | ${o.site.tagline}` : ''}`, bodyClass: 'template-index', description: o.heroText,
    main: `<section class="hero"><h1>${esc(o.hero)}</h1><p>${esc(o.heroText)}</p><a class="btn" href="/collections/all">${esc(C[o.site.lang].products)}</a></section>${o.promo ? `<section class="promo-strip"><p>${esc(o.promo)}</p></section>` : ''}${o.sections.map(([h, cards]) => `<section class="featured"><h2>${esc(h)}</h2>${grid(cards)}</section>`).join('')}`,
    jsonld: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: o.site.name, url: origin(url), potentialAction: { '@type': 'SearchAction', target: `${origin(url)}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' } }] });
}

/** A page inside the site chrome that says the thing is gone / not found / expired, with suggestions. */
export function notice(o: { site: Site; title: string; heading: string; text: string[]; cards?: Card[]; cardsTitle?: string; status?: string; bodyClass?: string }): (url: string) => string {
  return (url) => page({ site: o.site, url, title: o.title, bodyClass: o.bodyClass ?? 'template-notice', extraMeta: '<meta name="robots" content="noindex">',
    main: `<div class="notice-page">${o.status ? `<p class="notice-code">${esc(o.status)}</p>` : ''}<h1>${esc(o.heading)}</h1>${paras(o.text)}<form action="/search" class="notice-search"><input name="q" type="search" placeholder="${esc(C[o.site.lang].search)}"><button>${esc(C[o.site.lang].search)}</button></form>${o.cards?.length ? `<section><h2>${esc(o.cardsTitle ?? C[o.site.lang].related)}</h2>${grid(o.cards)}</section>` : ''}</div>` });
}

// ---------------------------------------------------------------------------------------------
// Walls and defences (stand-alone pages, no site chrome unless said)

export const akamaiDenied = (host: string, path: string, ref: string) => `<HTML><HEAD>
<TITLE>Access Denied</TITLE>
</HEAD><BODY>
<H1>Access Denied</H1>
 
You don't have permission to access "http&#58;&#47;&#47;${host.replace(/\./g, '&#46;')}${path.replace(/\//g, '&#47;')}" on this server.<P>
Reference&#32;&#35;${ref}
<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;${ref.replace(/\./g, '&#46;')}</P>
</BODY>
</HTML>
`;

const PX_TEXT: Partial<Record<Lang, [string, string, string, string]>> = {
  en: ['Access to this page has been denied', 'Before we continue...', 'Press & Hold to confirm you are a human (and not a bot).', 'Having a problem? Click here'],
  fr: ["L'accès à cette page a été refusé", 'Avant de continuer...', "Appuyez longuement pour confirmer que vous êtes un humain (et non un robot).", 'Un problème ? Cliquez ici'],
  de: ['Der Zugriff auf diese Seite wurde verweigert', 'Bevor wir fortfahren...', 'Halten Sie die Taste gedrückt, um zu bestätigen, dass Sie ein Mensch sind (und kein Bot).', 'Probleme? Hier klicken'],
  es: ['Se ha denegado el acceso a esta página', 'Antes de continuar...', 'Mantén pulsado para confirmar que eres una persona (y no un bot).', '¿Tienes algún problema? Haz clic aquí'],
};
export function perimeterx(lang: Lang, host: string, uuid: string): string {
  const [title, h, hold, help] = PX_TEXT[lang] ?? PX_TEXT.en!;
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(title)}</title>
<style>html,body{margin:0;padding:0;font-family:Helvetica,Arial,sans-serif}.px-container{width:100%;height:100%;display:flex;flex-direction:column;align-items:center}.page-title-wrapper{margin-top:120px}</style>
<script>window._pxAppId='PXr7Jk2m9Q';window._pxJsClientSrc='/r7Jk2m9Q/init.js';window._pxFirstPartyEnabled=true;window._pxVid='';window._pxUuid='${uuid}';window._pxHostUrl='/r7Jk2m9Q/xhr';window._pxreCaptchaTheme='light';window._pxSelectedLocale='${lang}';</script>
<script src="/r7Jk2m9Q/captcha/captcha.js?a=c&u=${uuid}&v=&m=0"></script>
</head>
<body>
<section class="px-container"><div class="px-inner-container"><div class="page-title-wrapper"><div class="page-title"><h1>${esc(h)}</h1></div></div>
<div class="content-wrapper"><div class="content"><div id="px-captcha-wrapper"><div id="px-captcha"></div></div><p>${esc(hold)}</p></div></div>
<div class="page-footer-wrapper"><div class="page-footer"><p>Reference ID ${uuid}</p><p><a href="mailto:support@${host}">${esc(help)}</a></p></div></div></div></section>
</body>
</html>`;
}

export function datadome(lang: Lang, host: string): string {
  const t = lang === 'fr' ? 'Veuillez activer JS et désactiver tout bloqueur de publicité' : lang === 'de' ? 'Bitte aktivieren Sie JavaScript und deaktivieren Sie Werbeblocker' : 'Please enable JS and disable any ad blocker';
  return `<html lang="${lang}"><head><title>${esc(host)}</title><style>#cmsg{animation: A 1.5s;}@keyframes A{0%{opacity:0;}99%{opacity:0;}100%{opacity:1;}}</style></head><body style="margin:0"><p id="cmsg">${esc(t)}</p><script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMA7h2kQx9aVbcAKq9Zpw==','hsh':'2211F522B61E269B869FA6EAFFB5E1','t':'bv','s':45091,'e':'f2c4b6a1e09d77a3bd5e6c1f0e2a94b8','host':'geo.captcha-delivery.com','cookie':'V~9xZb3sD1qPjY'}</script><script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>
`;
}

export function cloudflare(host: string, ray: string): string {
  return `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131}</style><meta http-equiv="refresh" content="390"></head><body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">${esc(host)}</h1><h2 id="challenge-running" class="h2">Verifying you are human. This may take a few seconds.</h2><noscript><div id="challenge-error-title"><div class="h2"><span class="icon-wrapper"><div class="heading-icon warning-icon"></div></span><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></div></noscript><div id="challenge-body-text" class="core-msg spacer">${esc(host)} needs to review the security of your connection before proceeding.</div></div></div><script>(function(){window._cf_chl_opt={cvId: '3',cZone: "${host}",cType: 'managed',cNounce: '48213',cRay: '${ray}',cHash: 'a1f9c0d2e3b4a5c6',cUPMDTk: "\\/?__cf_chl_tk=Xq9",cFPWv: 'b',cTTimeMs: '1000',cMTimeMs: '390000',cTplV: 5,cTplB: 'cf',cK: "",fa: "\\/?__cf_chl_f_tk=Xq9",md: "ZfT0q2",cRq: {ru: 'aHR0cHM6Ly8=',ra: 'TW96aWxsYS81LjA=',rm: 'R0VU',d: 'Zm9v',t: 'MTcwMDAwMDAwMA==',cT: Math.floor(Date.now() / 1000),m: 'bar',i1: 'baz',i2: 'qux',zh: 'quux',uh: 'corge',hh: 'grault',}};var cpo = document.createElement('script');cpo.src = '/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=${ray}';window._cf_chl_opt.cOgUHash = location.hash === '' && location.href.indexOf('#') !== -1 ? '#' : location.hash;document.getElementsByTagName('head')[0].appendChild(cpo);}());</script><div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>${ray}</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com" target="_blank">Cloudflare</a></div></div></div></body></html>`;
}

export const incapsula = (incident: string) => `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"><meta name="viewport" content="initial-scale=1.0"><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=24&xinfo=8-7461923-0%200NNN%20RT%281700000000000%2031%29%20q%280%20-1%20-1%200%29%20r%280%20-1%29%20B12%2814%2c0%2c0%29%20U18&incident_id=${incident}&edet=12&cinfo=0e000000&rpinfo=0&cts=Q2rK8tY&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: ${incident}</iframe></body></html>`;

export const f5Rejected = (support: string) => `<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: ${support}<br><br><a href='javascript:history.back();'>[Go Back]</a></body></html>`;

export const ddosGuard = () => `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>DDoS-Guard</title><meta name="viewport" content="width=device-width, initial-scale=1"><script src="/.well-known/ddos-guard/check?context=free_splash" async></script><style>body{font-family:Arial;text-align:center;padding-top:15%}</style></head><body><div id="ddg-splash"><h1>Проверка браузера перед переходом на сайт</h1><p>Это займёт не более пяти секунд. Пожалуйста, подождите…</p><p class="ddg-sub">Checking your browser before accessing the website.</p><div class="ddg-footer">DDoS protection by <a href="https://ddos-guard.net/">DDoS-Guard</a></div></div></body></html>`;

/** An age gate: the whole page is the question (content only after the answer). */
export type GateText = { title: string; q: string; yes: string; no: string; note: string; remember?: string; dob?: [string, string, string] };
export function ageGate(site: Site, g: GateText): (url: string) => string {
  return (url) => `<!DOCTYPE html><html lang="${site.locale ?? site.lang}"><head><meta charset="${site.charset ?? 'utf-8'}"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(g.title)} | ${esc(site.name)}</title><meta name="robots" content="noindex"><link rel="canonical" href="${esc(url)}"><link rel="stylesheet" href="/assets/agegate.css">${ANALYTICS}</head>
<body class="age-gate-active"><div class="age-gate" role="dialog" aria-modal="true" aria-labelledby="ag-title"><img class="age-gate__logo" src="/assets/logo-white.svg" alt="${esc(site.name)}" width="180" height="60">
<h1 id="ag-title">${esc(g.q)}</h1>
${g.dob ? `<form class="age-gate__form" action="/age-verification" method="post"><input name="dd" placeholder="${esc(g.dob[0])}" inputmode="numeric" maxlength="2"> <input name="mm" placeholder="${esc(g.dob[1])}" inputmode="numeric" maxlength="2"> <input name="yyyy" placeholder="${esc(g.dob[2])}" inputmode="numeric" maxlength="4"><input type="hidden" name="return" value="${esc(new URL(url).pathname)}"><button type="submit">${esc(g.yes)}</button></form>` : `<form class="age-gate__form" action="/age-verification" method="post"><input type="hidden" name="return" value="${esc(new URL(url).pathname)}"><button name="ok" value="1" class="btn">${esc(g.yes)}</button> <a class="btn btn--ghost" href="https://www.responsibility.org/">${esc(g.no)}</a></form>`}
${g.remember ? `<label class="age-gate__remember"><input type="checkbox" name="remember"> ${esc(g.remember)}</label>` : ''}
<p class="age-gate__note">${esc(g.note)}</p>
<p class="age-gate__legal"><a href="/privacy">${esc(C[site.lang].privacy)}</a> · <a href="/cookies">${esc(C[site.lang].cookies)}</a></p></div>
<script>(function(){if(document.cookie.indexOf('age_verified=1')>-1){location.reload()}})();</script></body></html>`;
}
/** An age gate as a modal over the full page (the content is in the HTML). */
export function ageOverlay(g: GateText): string {
  return `<div class="agegate-modal" id="agegate" role="dialog" aria-modal="true" data-nosnippet><div class="agegate-modal__box"><h2>${esc(g.q)}</h2><button class="btn" onclick="document.cookie='age_ok=1;path=/;max-age=2592000';document.getElementById('agegate').remove()">${esc(g.yes)}</button> <a class="btn btn--ghost" href="https://www.google.com/">${esc(g.no)}</a><p>${esc(g.note)}</p></div></div><script>if(document.cookie.indexOf('age_ok=1')>-1){var a=document.getElementById('agegate');a&&a.remove()}</script>`;
}

/** A country / language selector interstitial (no content until a market is chosen). */
export function countrySelector(site: Site, t: { title: string; heading: string; text: string; remember: string; regions: Array<[string, string[]]> }): (url: string) => string {
  return (url) => `<!DOCTYPE html><html lang="${site.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(t.title)} | ${esc(site.name)}</title><link rel="canonical" href="${esc(url)}"><meta name="robots" content="noindex, follow"><link rel="stylesheet" href="/assets/gateway.css">${ANALYTICS}</head>
<body class="country-gateway"><header class="gateway-header"><img src="/assets/logo.svg" alt="${esc(site.name)}" width="160" height="40"></header><main class="gateway"><h1>${esc(t.heading)}</h1><p>${esc(t.text)}</p>
${t.regions.map(([region, countries]) => `<section class="gateway-region"><h2>${esc(region)}</h2><ul>${countries.map((c) => `<li><a href="/${slug(c).slice(0, 2)}/" hreflang="${slug(c).slice(0, 2)}" data-market="${esc(c)}">${esc(c)}</a></li>`).join('')}</ul></section>`).join('')}
<label class="gateway-remember"><input type="checkbox" checked> ${esc(t.remember)}</label></main>
<footer class="gateway-footer"><p>© 2026 ${esc(site.name)}</p></footer></body></html>`;
}

/** A stand-alone notice page (geo-block, maintenance, closed store) with a little brand chrome. */
export function standalone(site: Site, t: { title: string; heading: string; text: string[]; extraHead?: string; code?: string }): (url: string) => string {
  return (url) => `<!DOCTYPE html><html lang="${site.locale ?? site.lang}"${site.lang === 'ar' ? ' dir="rtl"' : ''}><head><meta charset="${site.charset ?? 'utf-8'}"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(t.title)}</title><meta name="robots" content="noindex"><link rel="canonical" href="${esc(url)}"><style>body{font-family:system-ui,sans-serif;background:#f6f5f2;color:#222;text-align:center;padding:8vh 1rem}.box{max-width:560px;margin:0 auto}</style>${t.extraHead ?? ''}</head>
<body><div class="box"><img src="/assets/logo.svg" alt="${esc(site.name)}" width="160" height="40">${t.code ? `<p class="code">${esc(t.code)}</p>` : ''}<h1>${esc(t.heading)}</h1>${paras(t.text)}</div></body></html>`;
}

export function shopifyPassword(site: Site, t: { heading: string; text: string; enter: string; owner: string }): (url: string) => string {
  return (url) => `<!doctype html><html class="no-js" lang="${site.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(site.name)}</title><link rel="canonical" href="${esc(url)}"><script>var Shopify = Shopify || {};Shopify.shop = "${slug(site.name)}.myshopify.com";Shopify.locale = "${site.lang}";Shopify.currency = {"active":"EUR","rate":"1.0"};Shopify.theme = {"name":"Dawn","id":141592653589,"role":"main"};</script><link href="//${slug(site.name)}.com/cdn/shop/t/3/assets/base.css?v=1" rel="stylesheet" type="text/css" media="all"></head>
<body class="password"><div class="password-header"><h1 class="password-logo">${esc(site.name)}</h1></div><main id="MainContent" class="password-main"><div class="newsletter"><h2>${esc(t.heading)}</h2><p>${esc(t.text)}</p><form method="post" action="/contact#newsletter-password" class="newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="email" name="contact[email]" placeholder="Email"><button>${esc(C[site.lang].subscribe)}</button></form></div></main>
<footer class="password-footer"><details class="password-modal"><summary>${esc(t.enter)}</summary><form method="post" action="/password" id="login_form"><input type="hidden" name="form_type" value="storefront_password"><label for="Password">Password</label><input type="password" name="password" id="Password" autocomplete="stores-password"><button name="commit">${esc(t.enter)}</button></form><p>${esc(t.owner)} <a href="/admin">Log in here</a></p></details><p>Powered by Shopify</p></footer></body></html>`;
}

/** A parked domain page (the brand's domain lapsed). */
export const parked = (domain: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(domain)} - This domain may be for sale!</title><meta name="viewport" content="width=device-width, initial-scale=1"><script src="https://www.google.com/adsense/domains/caf.js" type="text/javascript"></script><script>var pageOptions={"pubId":"dp-parked_3ph","domainRegistrant":"as-drid-2931","resultsPageBaseUrl":"//${domain}/?ts=","adtest":"off","hl":"en","channel":"exp-0051,auxa-control-1"};</script></head>
<body><div id="container"><div id="header"><h1>${esc(domain)}</h1><p class="subtitle">This domain may be for sale. <a href="https://www.sedo.com/search/details/?domain=${esc(domain)}">Buy this domain</a></p></div><div id="relatedsearches"><h2>Related Searches</h2><ul><li><a href="/?q=kitchen+appliances">Kitchen Appliances</a></li><li><a href="/?q=best+kettles">Best Kettles</a></li><li><a href="/?q=home+insurance+quotes">Home Insurance Quotes</a></li><li><a href="/?q=online+shopping+deals">Online Shopping Deals</a></li></ul></div><div id="footer">Copyright © 2026 ${esc(domain)}. All rights reserved. | <a href="/privacy">Privacy Policy</a></div></div></body></html>`;

/** A bank of deterministic pseudo-random bytes (binary junk). */
export function junk(seed: number, n: number): Buffer {
  const b = Buffer.alloc(n);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    b[i] = x & 0xff;
  }
  return b;
}

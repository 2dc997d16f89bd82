/**
 * Recognisers for pages that are not what they seem: walls (bot challenges, WAF blocks, consent
 * interstitials, geo-blocks, maintenance and database-error pages), paywalls and login walls,
 * soft 404s, empty search results and takedown notices. Each returns a short reason (for
 * `notes`) or null. The table in docs/online-validation.md lists them.
 *
 * How strong a signal must be depends on how much of an article the page carries:
 * - `prose` is the page's main text (no navigation, sidebars, footers, forms or link lists),
 *   measured by textWeight (CJK characters count triple);
 * - a message counts where it stands on its own — in the <title>, a heading or a block of the
 *   main text, at most three words into its sentence ("Sorry, no results were found") — not in
 *   the middle of a sentence that merely mentions it ("…before asking them to subscribe to
 *   continue reading");
 * - walls and error pages are terse: their prose stays under a few hundred characters.
 */
import type { PageMetadata } from './metadata';
import type { ParsedPage } from './page';
import { textWeight } from './relevance';

export type Signals = {
  status: number;
  headers: Record<string, string>;
  page: ParsedPage;
  meta: PageMetadata;
  /** The page presents itself as an article (og:type article, or author and date). */
  article: boolean;
  /** Weight of the main prose (textWeight of proseText). */
  prose: number;
  finalUrl: string;
  citedUrl: string;
};

/** A block's sentences: cut after . ! ? and a space, and after 。！？ (CJK writes no space). */
export function splitSentences(block: string): string[] {
  return block.split(/(?<=[.!?])\s+|(?<=[。！？])/);
}

/** Where a message may stand: title, headings, the first blocks of the main text. */
export function standalone(s: Signals, blocks = 60): string[] {
  return [s.page.title, ...s.page.headings, ...s.page.mainBlocks.slice(0, blocks)];
}

/** Is the match at most three words into its sentence? */
function leads(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const sentenceStart = Math.max(before.search(/[^.!?。！？]*$/), 0);
  const lead = before.slice(sentenceStart);
  // s14, from edges1: a script written without spaces (Japanese, Chinese) has no words to count — a
  // whole clause ("業界団体の調査によると、主要な新聞社のサイトで有料会員…") is one run of letters, so every
  // phrase "led" its sentence. A run of such characters counts as a word per four characters (a
  // word is one to four of them): "この記事は有料会員限定です" still leads, a clause before it does not.
  let words = 0;
  for (const w of lead.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const dense = w.match(DENSE_RUN)?.join('') ?? '';
    words += (dense.length === w.length ? 0 : 1) + Math.ceil(dense.length / 4);
  }
  return words <= 3;
}
/** Japanese kana and CJK ideographs: scripts written without spaces (Hangul and Thai are spaced or counted elsewhere). */
const DENSE_RUN = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+/gu;

/** The global twin of each rule's pattern, made once (not once per page, rule and text). */
const globalTwins = new WeakMap<RegExp, RegExp>();

function findIn(texts: string[], re: RegExp): string | null {
  let global = globalTwins.get(re);
  if (!global) globalTwins.set(re, (global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)));
  // exec on the one global twin (String#matchAll would clone the regex for every text).
  for (const t of texts) {
    global.lastIndex = 0;
    for (let m = global.exec(t); m !== null; m = global.exec(t)) {
      if (m[0] === '') {
        // Step past an empty match as matchAll does (by a code point under the u flag).
        const at = global.lastIndex;
        global.lastIndex = at + (global.unicode && (t.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);
        continue;
      }
      if (m[0].trim() !== '' && leads(t, m.index) && !quoted(t, m.index)) return m[0];
    }
  }
  return null;
}

/** A phrase inside a quotation (an opening mark not yet closed before it) is an article citing a wall's words, not the page saying them. */
function quoted(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 300), at);
  if (/["“„«‘‚「『]\s*$/.test(before)) return true;
  // “ opens an English quotation but closes a German / Czech / Polish one that „ opened (blind8:
  // „Werft Insolvenz Kiel“ ergab keine Treffer — the message after it is the page's own).
  let open = 0;
  let low = 0;
  for (const ch of before) {
    if (ch === '„') { open++; low++; }
    else if (ch === '“') { if (low > 0) { low--; open--; } else open++; }
    else if (ch === '«' || ch === '「' || ch === '『') open++;
    else if (ch === '”' || ch === '»' || ch === '」' || ch === '』') open--;
  }
  return open > 0 || (before.match(/"/g)?.length ?? 0) % 2 === 1;
}

/** The first short line (title, heading or block of at most `max` characters) that matches: a message, wherever it stands in its line. */
export function findShort(texts: string[], re: RegExp, max = 200): string | null {
  for (const t of texts) {
    if (t.length > max) continue;
    const m = re.exec(t);
    if (m && m[0].trim() !== '' && !quoted(t, m.index)) return m[0];
  }
  return null;
}
export const quoteOf = (m: string) => `"${m.slice(0, 60)}"`;

// — walls ————————————————————————————————————————————————————————————————

/** Vendor fingerprints in markup (ids, classes, script src, inline script heads). */
const VENDOR_MARKUP: [RegExp, string][] = [
  [/cf-chl-|challenge-platform|cf_chl_opt|__cf_chl_|cf-browser-verification|cf-turnstile/i, 'Cloudflare challenge page'],
  [/_incapsula_resource|incap_ses_|incapsula/i, 'Imperva/Incapsula bot wall'],
  [/px-captcha|_pxhd|perimeterx|\/px\/client/i, 'PerimeterX bot wall'],
  [/captcha-delivery\.com|datadome/i, 'DataDome bot wall'],
  [/sucuri_cloudproxy|sucuri-firewall|cloudproxy/i, 'Sucuri JavaScript challenge'],
  [/awswaf|AwsWafIntegration|aws-waf-token/i, 'AWS WAF challenge'],
  [/ddos-guard|__ddg|ddgCaptcha/i, 'DDoS-Guard challenge'],
  [/anubis_challenge|\.within\.website\/|cmd\/anubis/i, 'Anubis proof-of-work challenge'],
  [/kpsdk|ips\.js\?|_kasada/i, 'Kasada bot wall'],
  [/distil_r_captcha|distilIdentificationBlock|distilCaptcha/i, 'Distil bot wall'],
  [/shieldsquare|radware_stormcaller|captcha\.perfdrive/i, 'Radware bot wall'],
  [/g-recaptcha|h-captcha|hcaptcha\.com|recaptcha\/api|data-sitekey|geetest|captcha_container|captcha-container|challenge-container|challenge-form/i, 'captcha page'],
];

/** Messages of terse wall pages, by kind. Matched where a message stands on its own. */
const WALL_MESSAGES: [RegExp, string][] = [
  [/^\s*just a moment\b|checking (if the site connection is secure|your browser)|you are being redirected|please (wait|stand by) while (we|your)|please allow up to \d+ seconds|one more step|browser (check|verification)|pardon our interruption|made us think you were a bot|ddos protection by|(enable|turn on) javascript and cookies|javascript (is required|must be enabled)|please enable (javascript|js|cookies)( and cookies)? (to|before)|requires javascript to (verify|continue)|\bjavascript is disabled\b|アクセスを確認しています|アクセス確認中|ブラウザ(を|の)?(確認|チェック)(しています|中)|(javascript|cookie|クッキー)(と|および|及び|、)?(javascript|cookie|クッキー)?を有効に|正在(验证|檢查|检查|驗證)(您的)?(浏览器|瀏覽器|访问|訪問)|(启用|開啟|开启|启用) ?javascript|(浏览器|瀏覽器)(安全)?(检查|檢查)|브라우저(를)? (확인|검사)(하고 있|중)|(자바스크립트|javascript)(와 쿠키)?(를|을)? 활성화|проверка браузера|включите javascript( и cookie)?/iu, 'JavaScript challenge'],
  [/verify (that )?you( are|'re|’re) (a )?human|making sure you('|’)?( a)?re (not a (ro)?bot|(a )?human)|(you('|’)?re|you are) not a (ro)?bot|are you (a )?(robot|human)\??|i('|’)?m not a robot|unusual traffic from your (computer )?network|complete the security check|prove you('|’)?re (a )?human|security check( required)?$|bot (detection|protection)|automated (access|requests|queries)|captcha|安全验证|验证码|人机验证|ロボットではありません|проверка безопасности|вы не робот|(请|請)(先)?完成(安全|人机|人機)?(验证|驗證)|(拖动|拖動|滑动|滑動)(下方)?(滑块|滑塊)|(按顺序|依次|依序)点击|(验证|驗證)失败|画像認証|認証を完了してください|보안 ?문자|자동(입력|등록) ?방지/i, 'human-verification wall'],
  // blind16: the check asked for behind a sign-in ("Sign in to confirm you’re not a bot"): bot defence, not a login wall of the content.
  [/confirm (that )?you('|’)?re not a (ro)?bot|confirm (that )?you are not a (ro)?bot|confirm (that )?you('|’)?re (a )?human|confirm (that )?you are (a )?human|(um zu bestätigen|bestätige|bestätigen sie),? dass (du|sie) kein(e|en)? (bot|roboter) (bist|sind)|(pour )?confirmer que vous n('|’)êtes pas un (robot|bot)|(para )?confirmar que no eres un (robot|bot)|(para )?confirmar que (você )?não é um (robô|bot)|(per )?confermare che non sei un (robot|bot)|(om te )?bevestigen dat je geen (robot|bot) bent|(aby )?potwierdzić, że nie jesteś (robotem|botem)|(чтобы )?подтвердить, что вы не (робот|бот)|bot olmadığınızı (doğrulamak|onaylamak)|ボットではないことを確認|(确认|確認)(您|你)?不是(机器人|機器人)|(봇|로봇)이 아님을 확인/iu, 'human-verification wall'],
  // Government / regulator / court / ISP block notices: a restriction word next to an order word, by language.
  [new RegExp([
    "(this |the )?(website|web ?site|site|url|page|resource|content|domain)s?( you (requested|are trying to (access|reach)))? (has|have|is|are) (been )?(blocked|restricted|disabled) (as per|by|under|pursuant to|in (compliance|accordance) with|on the (orders?|directions?|instructions?) of|following|due to) (an? |the )?(orders?|directions?|instructions?|court|government|department of telecommunications|regulator|authorit|competent|law|legal|high court|ministry|dot\\b|isp)",
    "blocked (as per|under|pursuant to|in (compliance|accordance) with) (the )?(orders?|directions?|instructions?|court|government|law|regulations?|section)",
    "(access to )?(this|the) (website|site|url|resource)[^.]{0,40}(blocked|restricted) (by|on) (the )?(orders?|decision|direction) of",
    "unavailable for legal reasons|department of telecommunications|internet positif|nawala|trust\\+ ?positif",
    "доступ( к [\\p{L}\\s-]{0,40})? (ограничен|заблокирован)|ресурс (заблокирован|ограничен)|(включ[её]н\\p{L}{0,2}|внес[её]н\\p{L}{0,2}) в единый реестр|по решению (суда|уполномоченного|генеральной|роскомнадзора)",
    "доступ( до [\\p{L}\\s'’-]{0,40})? (обмежено|заблоковано)|(заблоковано|обмежено) (за|на підставі|відповідно до) (рішенням|рішення|постанов|указ)",
    "erişim[\\p{L}\\s,.…]{0,80}engellen(miştir|di)|erişime engellen|(koruma tedbiri|idari tedbir|mahkeme kararı|btk kararı)",
    "(situs|laman|konten)[\\p{L}\\s]{0,30} (diblokir|diblokir oleh|tidak dapat diakses) (oleh|sesuai|berdasarkan|karena)|pemblokiran (situs|konten)",
    "(zugang|zugriff) (auf|zu)[\\p{L}\\s]{0,40}(gesperrt|blockiert) (aufgrund|auf grund|durch|gemäß|auf anordnung)|auf (gerichtliche|behördliche) anordnung gesperrt",
    "(l'|l’)?accès (à|au) [\\p{L}\\s'’]{0,40}(bloqué|restreint)e? (sur|par|en (application|vertu))|sur décision (de justice|judiciaire|administrative)",
    "(acceso|sitio|página)[\\p{L}\\s]{0,40}(bloquead[oa]|restringid[oa]) (por (orden|resolución|decisión|mandato)|en cumplimiento)",
    "दूरसंचार विभाग|(अवरुद्ध|ब्लॉक) (कर दिया गया|किया गया)",
    "دسترسی[\\p{L}\\s‌]{0,40}امکان[‌ ]?پذیر نمی[‌ ]?باشد|(تم )?حجب (هذا )?الموقع|تم (حجب|حظر) (الوصول|الموقع)",
    "불법[·ㆍ ]?유해 ?(정보|사이트)|접속(이)? 차단",
  ].join('|'), 'iu'), 'blocked by a court, government or ISP order'],
  [/the requested url was rejected|your support id is|request rejected|web page blocked|attack detected|this request (was|has been) blocked|your request (was|has been) blocked|has been blocked by|sorry, you have been blocked|why have i been blocked|you (are|have been) blocked|access (to this (page|site|website) )?(is |has been )?(denied|blocked|restricted)|^\s*access denied|you don('|’)?t have permission to access|your access to this site has been limited|generated by wordfence|mod_security|web application firewall|not acceptable!|forbidden\b.*\b(by|for) (administrative|security) rules|blocked by (the )?(site owner|administrator|security)/i, 'access denied by a web application firewall'],
  [/before you continue( to)?\b|we value your privacy|your privacy choices|(accept|reject|allow) all( cookies)?$|manage (cookie )?(options|choices|preferences|settings)$|cookie (consent|settings|preferences)|(we and )?our (\d+ )?partners (store|use|process)|consent to (the use of )?cookies|privacy settings$|(vos|tes) choix (concernant|relatifs? aux|en matière de) (l['’]utilisation (des|de) )?(les )?cookies|(nos partenaires et nous|nous et nos partenaires|wir und unsere partner|nosotros y nuestros (socios|partners)|noi e i nostri partner|wij en onze partners|nós e os nossos parceiros) (utilisons|stockons|déposons|speichern|verwenden|nutzen|usamos|utilizamos|almacenamos|utilizziamo|archiviamo|gebruiken|armazenamos) (des |les |cookies|la |los |i |de |os |\p{L}+ )|^(gestion|paramètres|paramétrage|préférences) (des|de|en matière de) cookies$|^(cookie|datenschutz)-?einstellungen$|^(configuración|preferencias|ajustes) de (las )?cookies$|^(preferenze|impostazioni) (dei |sui )?cookie$|^(definições|preferências) de cookies$|^ustawienia (plików )?cookie$|^nastavení (souborů )?cookie$|^cookie-?(instellingen|voorkeuren)$|^(クッキー|cookie)(の)?設定$|^cookie ?(设置|設定)$|^쿠키 설정$|^настройки (файлов )?cookie$|^(tout accepter|tout refuser|alle akzeptieren|alle ablehnen|aceptar todo|rechazar todo|accetta tutto|rifiuta tutto|aceitar tudo|rejeitar tudo|alles accepteren|alles weigeren|zaakceptuj wszystkie|odrzuć wszystkie|přijmout vše|odmítnout vše|すべて(に)?同意(する)?|すべて拒否|全部接受|全部拒绝|모두 (동의|수락|허용)|принять все|отклонить все)$/iu, 'consent interstitial'],
  [/unavailable due to legal reasons|not available in your (country|region|location|territory|area)|(is )?(currently )?unavailable in (your (country|region|location))|((our |this )?(web)?site|content|page|service|video) is (currently )?(unavailable|not available) in (most |some )?(european countries|the eu|your (country|region))|unavailable in (most )?european countries|unavailable in the (eu|european union|eea)|(not|isn('|’)t) (available|accessible) (from|in) your (country|region|location)|geo(graphic(al)?|-)?\s*(restrict|block)|due to (licensing|legal|regulatory) restrictions|in your (region|country) due to|nicht in (ihrem|deinem) land verfügbar|no (está )?disponible en tu (país|región)|pas disponible dans votre (pays|région)|(n['’]est|ne sont) pas (accessibles?|disponibles?) (depuis|dans) votre (pays|région)|in (ihrem|deinem) land nicht (verfügbar|erreichbar|zugänglich)|no (está )?(disponible|accesible) (desde|en) su (país|región)|non (è )?(accessibile|disponibile) (dal|nel) (tuo|suo) paese|não (está )?disponível (no seu|em seu|no teu) país|niet beschikbaar (in|vanuit) (jouw|uw) land|niedostępn\p{L}* w (twoim|tym) kraju|недоступ\p{L}* (в|из) вашей (стране|страны|регионе)|ülkenizden erişilemez|海外からの(アクセス|ご利用)(は|を)(制限|お断り|受け付けて)|日本国内(から|で)のみ(ご利用|アクセス)|(您|你)所在的?(国家|地区)(无法|不能|暂不支持)(访问|使用)|해외에서(는)? (접속|이용)(할 수 없|이 제한)/iu, 'geo-block'],
  // s11, from blind19: a digital library's or broadcaster's archive that may not be read from abroad ("n'est pas consultable depuis votre pays", "non è disponibile all'estero").
  [/(n['’]est|ne sont) pas (consultables?|visibles?|lisibles?|visionnables?) (depuis|dans|hors de) (votre pays|votre région|l['’]étranger)|(consultation|accès|lecture) (est )?(limitée?|réservée?|restreinte?) au territoire (français|national)|non (è |sono )?(disponibil|visibil|accessibil|fruibil|consultabil)\p{L}* (all['’]estero|fuori dall['’]italia)|(solo|soltanto) dal territorio italiano|(?<![\p{L}])(not|isn['’]t|is not) (available|accessible|viewable) (to (users|viewers|visitors) )?(outside (of )?(the )?(uk|us|usa|united (states|kingdom)|eu|european union|[A-Z][a-z]+)|abroad|from abroad)|(im|aus dem) ausland nicht (verfügbar|abrufbar|zugänglich|sichtbar)|nur (aus|in|innerhalb) (deutschland|österreich|der schweiz)s? (abrufbar|verfügbar|zugänglich)|no (está )?(disponible|accesible) (fuera de (españa|méxico|argentina|chile)|desde el extranjero|en el extranjero)|não (está )?disponível (fora d[eoa] (brasil|portugal)|no exterior|no estrangeiro)|niet beschikbaar (in|vanuit) het buitenland|niedostępn\p{L}* (za granicą|poza (polską|granicami polski))|недоступ\p{L}* (за рубежом|за границей|из-за рубежа)|日本国外(から|で)は[^。]{0,12}(ご利用|視聴|アクセス|閲覧)(いただけません|できません)|(境外|海外)(地区|地區)?(无法|無法|不能|暂不|暫不)(访问|訪問|观看|觀看|使用|播放)/iu, 'geo-block'],
  // s11, from blind20: a player or catalogue that names the one country it plays in, the subject first
  // and the country last ("Dieses Video ist aus rechtlichen Gründen nur in Deutschland verfügbar",
  // "This programme is only available in the UK", "Cette vidéo n'est disponible qu'en France"), and
  // the licensing reason for not showing it abroad ("Aus lizenzrechtlichen Gründen … außerhalb Deutschlands").
  [/(dieses|diese|dieser|das|der|die) (video|sendung|inhalt|angebot|beitrag|film|stream|livestream|folge|episode|spiel|übertragung|programm)\p{L}{0,3} (ist|sind|kann|können|darf|dürfen)[^.!?]{0,60}?(nur|ausschließlich) (in|aus|innerhalb) (deutschland|österreich|der schweiz|der eu)s? (verfügbar|abrufbar|zugänglich|empfangbar|zu sehen|anzusehen|abspielbar)|aus (lizenz|urheber|verwertungs)?rechtlichen gründen[^.!?]{0,60}?(außerhalb (deutschlands|österreichs|der schweiz|der eu)|im ausland)|(this |the )?(video|clip|programme|program|content|stream|broadcast|episode|show|match|service|title)s? (is|are) (only|solely|exclusively) (available|viewable|playable|accessible|shown) (in|to (viewers|users|audiences|residents) in|within) (the )?(uk|u\.k\.|us|u\.s\.|usa|united kingdom|united states|ireland|canada|australia|new zealand|germany|austria|switzerland|france|italy|spain|japan|india|eu|european union)(?![\p{L}])|(pour des raisons (de droits|juridiques|légales|de droits de diffusion),? )?(cette|ce) (vidéo|programme|contenu|émission|replay|match|service|film)s? n['’](est|sont) (disponibles?|accessibles?|visibles?|diffusée?s?) qu['’](en |au |aux |depuis (la |le )?)(france|belgique|suisse|canada|luxembourg)|(questo|il) (video|contenuto|programma|servizio|film)[^.!?]{0,40}?(è )?(disponibile|visibile|fruibile) (solo|soltanto|esclusivamente) (in|dall['’]) ?italia|(este|el) (vídeo|video|contenido|programa|servicio)[^.!?]{0,40}?(solo|sólo|únicamente) (está )?(disponible|accesible) (en|desde) (españa|méxico|argentina|chile|colombia)/iu, 'geo-block'],
  // blind16: geo-blocks in Chinese, Japanese, Korean, Russian, Ukrainian and more European languages ("抱歉您所在地区不可观看！").
  [/(您|你)所在(的)?((国家|國家|地区|地區)(或|及|和|\/))?(地区|地區|国家|國家|区域|區域)(内|內)?(不可|无法|無法|暂不|暫不|不能)(观看|觀看|访问|訪問|使用|播放|提供)|仅限(中国大陆|中國大陸|大陆|大陸)(地区|地區)?(观看|觀看|用户|用戶|播放)|お住まいの(国|地域)(では|で|からは)[^。]{0,20}(ご利用|視聴|再生|アクセス)(いただけません|できません)|(国|地域)(では|で)(視聴|再生|ご利用)(いただけません|できません)|(국가|지역)에서(는)? [^.]{0,20}(이용|시청|재생|접속)할 수 없|недоступ\p{L}* в (вашей|вашем) (стране|регионе)|недоступн\p{L}* у (вашій|вашому) (країні|регіоні)|in (ihrem|deinem) land nicht (verfügbar|abrufbar)|non (è )?disponibile nel tuo paese|niet beschikbaar in (jouw|uw) (land|regio)|não (está )?disponível no seu país|ülkenizde (kullanılamıyor|mevcut değil|erişilemiyor|izlenemiyor)|niedostępn\p{L}* w twoim kraju|غير متا?ح في (بلدك|منطقتك)/iu, 'geo-block'],
  // s14, from blind29: a video player's geo-block in more languages ("Video ini tidak tersedia di negara Anda",
  // "해외에서는 이용하실 수 없는 서비스입니다", "není dostupné ve vaší zemi", "inte tillgänglig i ditt land").
  [/tidak (tersedia|dapat (diakses|diputar|ditonton)) di (negara|wilayah|lokasi|region) (anda|kamu|ini)|hanya (tersedia|dapat diputar) di indonesia|해외에서(는)? [^.]{0,20}(이용|시청|재생|접속)(하실|할) 수 없|해외 (이용|시청|재생)(이)? (불가|제한)|không (khả dụng|có sẵn|xem được) (ở|tại) (quốc gia|khu vực|vị trí) của bạn|ไม่(พร้อมให้บริการ|สามารถรับชมได้)ใน(ประเทศ|ภูมิภาค)ของคุณ|(אינו|אינה|אינם) (זמין|זמינה|זמינים) (במדינה|באזור) (שלך|שלכם|בה אתה)|(není|nejsou) (dostupn\p{L}*|k dispozici|přístupn\p{L}*) (ve vaší zemi|ve vašem regionu|v zahraničí)|ve vaší zemi (není|nejsou) (dostupn\p{L}*|k dispozici)|(inte|ej) tillgänglig(t|a)? i ditt (land|område)|ikke tilgængelig i dit land|ikke tilgjengelig i ditt land|ei ole saatavilla (maassasi|alueellasi)|nem (érhető el|elérhető) az (ön )?országában|در کشور شما (در دسترس نیست|قابل (پخش|مشاهده) نیست)|недоступн\p{L}* для вашего (региона|местоположения)/iu, 'geo-block'],
  // blind16: a rate limit or download quota answered with 200 ("Too many users have viewed or downloaded this file recently").
  [/too many (requests|users|people|visitors|downloads)\b|(rate|request|download|bandwidth|usage) (limit|quota) (exceeded|reached)|quota exceeded|zu viele (anfragen|zugriffe)|trop de (requêtes|demandes)|demasiadas (solicitudes|peticiones)|troppe richieste|muitas (solicitações|requisições)|te veel (verzoeken|aanvragen)|zbyt wiele (żądań|zapytań)|слишком много запросов|çok fazla istek|(リクエスト|アクセス)が多すぎ|(请求|請求)(过多|過多|太多|太頻繁|太频繁)|(访问|訪問)(过于频繁|過於頻繁|太频繁|太頻繁)|요청이 너무 많/iu, 'rate limit or quota page'],
  // Virtual waiting rooms (Queue-it, Cloudflare Waiting Room…): the site lets visitors in later (blind6).
  [/you( are|('|’)re) (now )?in (the )?(line|queue)|(your )?estimated wait(ing)? time( is)?|(virtual )?waiting room|your (place|position|number) in (the )?(line|queue)|sie befinden sich (jetzt )?in (der|einer) warteschlange|(vous êtes|vous etes) (dans|en) (la )?file d('|’)attente|salle d('|’)attente virtuelle|(está|estás|se encuentra) en (la )?(cola|fila)( virtual)?|sala de espera virtual|(sei|siete) in coda|jesteś w kolejce|вы в очереди|sırada bekliyorsunuz|アクセスが集中|順番待ち|排队中|正在排队|접속 ?대기 ?중/iu, 'virtual waiting room (queue)'],
  [/(down|offline|closed) for (scheduled |planned |routine )?maintenance|(under|undergoing|performing( some)?|in) (scheduled |planned |routine )?maintenance|maintenance (mode|in progress|window)|we('|’)?ll be back (soon|shortly|online)|back online (soon|shortly)|site is (temporarily )?(down|unavailable)|temporarily (down|offline|closed)|wartungsarbeiten|wird (gerade )?gewartet|en (cours de )?maintenance|en mantenimiento|in manutenzione|メンテナンス中|系统维护|正在维护|технические работы|przerwa techniczna|prace (techniczne|konserwacyjne) na (stronie|serwisie)|(website|site|webshop) is (in|wegens) onderhoud|we zijn (zo|snel) (weer )?terug|(site|página|portal) (está )?em manutenção|estamos em manutenção|probíhá údržba|(stránky|web) (jsou |je )?v údržbě|(pågår|på grund av) underhåll|bakım çalışması|bakımdayız|시스템 ?점검|점검 ?중|în mentenanță|lucrări de mentenanță|karbantartás (miatt|alatt)|huoltokatko|(under|på grund af) vedligeholdelse|υπό συντήρηση|εργασίες συντήρησης|на техническом обслуживании|технічні роботи|đang bảo trì|sedang (dalam )?(perbaikan|pemeliharaan)|(تحت|قيد) الصيانة|בתחזוקה|עבודות תחזוקה|系統維護|維護中|ปิดปรับปรุง/iu, 'maintenance page'],
  [/error establishing a database connection|database (connection )?error|(a|unable to connect to the) database|sqlstate\[|mysqli?_connect\(|pdoexception|too many connections|fatal error:.* on line \d+|warning: .* on line \d+|internal server error|service (temporarily )?unavailable|bad gateway|gateway time-?out|the server (is|was) (temporarily )?unable to|server error in '[^']{0,60}' application|a network-related or instance-specific error occurred while establishing a connection to sql server/i, 'server error page'],
];

export function detectBotWall(s: Signals): string | null {
  const h = s.headers;
  if ((h['cf-mitigated'] ?? '').toLowerCase() === 'challenge') return 'Cloudflare challenge (cf-mitigated)';
  if (h['x-datadome'] !== undefined || /datadome/i.test(h['set-cookie'] ?? '')) return 'DataDome bot wall';
  if (h['x-iinfo'] !== undefined && s.status >= 400) return 'Imperva/Incapsula bot wall';
  if ((h['x-amzn-waf-action'] ?? '').toLowerCase() === 'challenge' || (h['x-amzn-waf-action'] ?? '').toLowerCase() === 'captcha') return 'AWS WAF challenge';
  if (h['x-sucuri-block'] !== undefined) return 'Sucuri firewall block';
  // A terse page (or an error status) may be a wall; a page with an article's worth of prose is not.
  const terse = s.prose < (s.article ? 300 : 700);
  const error = s.status >= 400;
  if (terse || error || s.prose < 1500) {
    for (const [re, reason] of VENDOR_MARKUP) {
      if (re.test(s.page.markup) && (terse || error || reason !== 'captcha page')) return reason;
    }
  }
  if (terse || error) {
    // Numbered section headings ("4.3 500 Internal Server Error") are a manual's structure, not a wall's message (blind10).
    const texts = standalone(s).filter((t) => !SECTION_NUMBER.test(t));
    // A cookie banner's line over a page headed by another subject is a banner, not the page (blind7).
    const bannerOnly = !error && headedByOtherSubject(s);
    // A site's cookie banner rides on its 404 and 410 pages too: a consent line there is the banner,
    // and the status is the answer (blind12: English 404 and 410 pages called consent walls).
    const gone = s.status === 404 || s.status === 410;
    for (const [re, reason] of WALL_MESSAGES) {
      if (reason === 'consent interstitial' && gone) continue;
      // A rate-limit page is a wall only on a 2xx (blind16): on a 429 or 503 the status is the answer,
      // and its Retry-After and the batch's retries decide (online-check's rate-limit handling).
      if (reason === 'rate limit or quota page' && s.status >= 400) continue;
      const m = findIn(reason === 'consent interstitial' && bannerOnly ? [s.page.title, ...s.page.headings] : texts, re);
      if (m) return `${reason} (${quoteOf(m)})`;
    }
  }
  if (error && /cloudflare/i.test(h.server ?? '') && (s.status === 403 || s.status === 503)) return `Cloudflare refusal (${s.status})`;
  return null;
}

/**
 * s15, from blind32: the geo-block line that holds a gone notice's words — "抱歉，由于相关法律法规及政策，该内容在您所在的
 * 地区无法访问。", whose "无法访问" the gone rules read as a removed item. A geo-block sentence opened by its
 * reason or an apology does not lead with its message, so detectBotWall passes it; when the words a gone
 * rule matched (`said`) stand inside a short line (weight ≤ 160) that says where the reader is, the page
 * is a geo-block. A gone notice in a line of its own ("The app you're looking for is no longer available",
 * beside "not available in your country", blind27) stays the gone notice.
 */
export function geoBlockAround(s: Signals, said: string): string | null {
  if (s.article || s.prose >= 400) return null;
  const lines = standalone(s, 30).filter((t) => t.includes(said) && textWeight(t) <= 160);
  for (const [re, reason] of WALL_MESSAGES) {
    if (reason !== 'geo-block') continue;
    const m = findShort(lines, re, 400);
    if (m) return `${reason} (${quoteOf(m)})`;
  }
  return null;
}

/** Last resort for a near-empty page no other rule named: the words interstitials use (checked after soft 404s and paywalls). */
export function detectThinWall(s: Signals): string | null {
  if (!isThin(s)) return null;
  const m = findInThin(s);
  return m ? `${m[1]} (a near-empty page: ${quoteOf(m[0])})` : null;
}

/**
 * A near-empty page: a few short lines, no article. Interstitials (challenges, consent, geo,
 * maintenance, errors) are near-empty pages; so are soft 404s (recognised before this).
 */
export function isThin(s: Signals): boolean {
  return !s.article && s.prose < 400 && s.page.mainBlocks.length <= 12;
}

/** Does the page describe itself (og:title, og:type, a description, structured data)? Interstitials rarely do. */
export function isDescribed(s: Signals): boolean {
  const m = s.page.meta;
  return m.has('og:title') || m.has('og:type') || m.has('description') || m.has('og:description') || s.page.jsonLd.length > 0 || s.page.items.length > 0;
}

/**
 * The words a near-empty page uses when it is an interstitial, by kind: both word groups of a
 * kind must stand in one line (title, heading or a short line), so a headline that merely says
 * "region" or "error" does not count.
 */
const THIN_WALL_WORDS: [RegExp, RegExp, string][] = [
  [/\b(javascript|js|cookies|browser|captcha|robot|bot|human)\b/i, /\b(enable|turn on|reload|verify|verifying|verification|check|checking|confirm|prove|press|hold|wait|redirect\w*|required|making sure|ensure|not a)\b/i, 'JavaScript or bot challenge'],
  [/\b(blocked|banned|denied|forbidden|firewall|rejected|unauthori[sz]ed|permission|not permitted|not allowed)\b/i, /\b(access|request|ip|you|your|address|this (page|site|resource))\b/i, 'access denied by the site'],
  [/\b(cookies?|consent|privacy|partners|datenschutz|privatsphäre|vie privée|privacidad|riservatezza|prywatność|tracking|personal data)\b/i, /\b(accept|agree|reject|deny|manage|preferences|settings|choices|allow|use|store|akzeptieren|einstellungen|verwenden)\b/i, 'consent interstitial'],
  [/\b(country|countries|region|area|location|territory|land|pays|país)\b/i, /\b(available|unavailable|restricted|blocked|access|verfügbar|disponible)\b/i, 'geo-block'],
  [/\b(maintenance|downtime|offline|upgrad\w+|back (soon|shortly|later)|come back|try again later|wartung\w*)\b/i, /\b(site|website|service|server|systems?|page|we|our|hours?|minutes?|shortly|soon|later)\b/i, 'maintenance page'],
  [/\b(database|sql\w*|exception|stack trace|traceback|connection refused|error)\b/i, /\b(server|connect\w*|database|host|port|occurred|internal|line \d+|at \/)/i, 'error page'],
];

/**
 * Is the page headed by a subject other than a wall — a heading that names neither consent nor any
 * wall kind ("გვერდი ვერ მოიძებნა", a short story's headline)? Then a cookie banner's line in the
 * main blocks is furniture over that page, not a consent interstitial (blind7: OneTrust-style
 * banners marked only by ids sit in the main text).
 */
function headedByOtherSubject(s: Signals): boolean {
  return s.page.headings.slice(0, 20).some((h) => h.trim() !== '' && h.length <= 300 && !CONSENT_WORDS.test(h) && !THIN_WALL_WORDS.some(([a, b]) => a.test(h) && b.test(h)) && !WALL_MESSAGES.some(([re]) => re.test(h)));
}

/** The first word list of the consent pair: a heading naming consent at all is no other subject. */
const CONSENT_WORDS = THIN_WALL_WORDS.find(([, , kind]) => kind === 'consent interstitial')![0];

/**
 * A question of six or more words ("Why does nginx return 502 Bad Gateway after upgrading PHP?",
 * a Q&A or forum title, before its " - Site" suffix) asks about an error or an upgrade; walls
 * tell, they do not ask (blind9: a Q&A page taken for a maintenance page).
 */
function isQuestionHeadline(line: string): boolean {
  const head = (line.split(/\s[|–—-]\s/)[0] ?? '').trim();
  return /[?？]$/.test(head) && (head.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) >= 6;
}

function findInThin(s: Signals): [string, string] | null {
  // Only what stands alone: the title, headings and short lines (not sentences of prose).
  const heads = [s.page.title, ...s.page.headings].filter((t) => !SECTION_NUMBER.test(t));
  const lines = [...heads, ...s.page.mainBlocks.slice(0, 12).filter((b) => b.length <= 160 && !SECTION_NUMBER.test(b))];
  // A page headed by something else than consent ("გვერდი ვერ მოიძებნა", a short story's headline)
  // under a cookie banner is not a consent interstitial: the banner's line counts only when no
  // heading names another subject (blind7: short articles and unknown-language soft 404s).
  const otherSubject = headedByOtherSubject(s);
  // A page titled with a long question (a Q&A or forum thread) asks about an error; its lines describe it (blind9).
  if (isQuestionHeadline(s.page.title) || (s.page.headings[0] !== undefined && isQuestionHeadline(s.page.headings[0]))) return null;
  for (const [a, b, kind] of THIN_WALL_WORDS) {
    for (const line of lines) {
      if (kind === 'consent interstitial' && otherSubject && !heads.includes(line)) continue;
      const m = a.exec(line);
      if (m && b.test(line)) return [line.slice(0, 60), kind];
    }
  }
  return null;
}

/** A redirect that ended on a cookie-consent host (consent.example.com/…). */
export function detectConsentRedirect(s: Signals): string | null {
  try {
    const host = new URL(s.finalUrl).hostname;
    const cited = new URL(s.citedUrl).hostname;
    if (host !== cited && /^(consent|cmp|privacy|gdpr|cookies?)\./i.test(host)) return `redirected to a consent interstitial (${host})`;
  } catch {
    /* unparsable: not a consent redirect */
  }
  return null;
}

// — paywalls and login walls —————————————————————————————————————————————

const PAYWALL_MARKUP = /(^|\s)(paywall|piano-paywall|tp-modal|tp-container|tp-backdrop|subscriber-only|subscribers-only|premium-wall|meteredcontent|metered-content|regwall|reg-wall|registration-wall|gateway-content|paywall-container|article-paywall|nyt-paywall|js-paywall|fc-paywall|piano-inline|member-wall|members-only-wall)(\s|$)/i;
const PAYWALL_MESSAGES: [RegExp, string][] = [
  [/you('|’)?ve (read|reached|used) (all |your )?(\d+|your|the) (of your )?(free|complimentary) (articles?|stories|stor(y|ies)|reads)|you have reached your (free )?(article |monthly )?limit|(free )?articles? (left|remaining) this month|this is your last free (article|story)|you('|’)?ve (hit|reached) your (monthly )?limit|monthly (article )?limit|free articles? (this month|remaining)/i, 'metered paywall'],
  // The same meter in other languages: free articles next to a used-up / limit word.
  [new RegExp([
    '(kontingent|limit) an (kostenlosen|freien|gratis) (artikeln|beiträgen|texten)|(kostenlosen|freien|gratis) (artikel|beiträge|texte)[\\p{L}\\s]{0,40}(aufgebraucht|erreicht|ausgeschöpft)',
    'limite (d[\'’]|des |de )articles (gratuits|offerts)|vous avez (lu|consulté|atteint|épuisé)[^.!]{0,40}articles? (gratuits|offerts)|articles (gratuits|offerts)[^.!]{0,30}(épuisé|atteint)',
    '(has|ha) (agotado|alcanzado|consumido|leído)[^.!]{0,40}(artículos|noticias|contenidos) (gratuit[oa]s|gratis)|límite de (artículos|noticias|contenidos) (gratuit[oa]s|gratis)',
    '(hai|ha) (esaurito|raggiunto|letto)[^.!]{0,40}articoli (gratuiti|gratis|omaggio)|limite (di|degli) articoli (gratuiti|gratis)',
    '(atingiu|esgotou|leu|chegou ao limite)[^.!]{0,40}(artigos|matérias|notícias|conteúdos) (gratuit[oa]s|grátis)|limite de (artigos|matérias|notícias) (gratuit[oa]s|grátis)',
    '(gratis|vrije) artikel(en|s)[^.!]{0,40}(bereikt|gelezen|opgebruikt)|limiet (van|aan) gratis artikel',
    '(wykorzysta\\p{L}*|przeczyta\\p{L}*|osiągn\\p{L}*)[^.!]{0,40}(darmow\\p{L}*|bezpłatn\\p{L}*) (artykuł\\p{L}*|tekst\\p{L}*)|limit (darmowych|bezpłatnych) (artykułów|tekstów)',
    '(исчерпали|прочитали|достигли|израсходовали)[^.!]{0,40}бесплатн\\p{L}* (стат\\p{L}*|материал\\p{L}*)|лимит бесплатных (статей|материалов)',
    '(gratis|fria|gratisartikl)\\p{L}* artikl(ar|er)[^.!]{0,40}(läst|brugt|lest|slut|förbrukat)',
    // s14, from edges1: the verb first ("Du har läst alla dina gratisartiklar", "Olet lukenut kaikki ilmaiset
    // artikkelisi"), Czech and Slovak meters ("Vyčerpali jste limit článků zdarma").
    '(du har|ni har) (läst|förbrukat|använt|læst|brugt|lest|brukt)[^.!]{0,40}(gratis|fria|gratisartikl|frie)\\p{L}*', '(olet|olette) (lukenut|lukeneet|käyttänyt)[^.!]{0,40}(ilmai|maksuttom)\\p{L}*', 'ilmaisten artikkelien (raja|kiintiö)',
    '(vyčerpal|přečetl|využil|vyčerpala|přečetla)\\p{L}*[^.!]{0,40}(článk\\p{L}* zdarma|bezplatn\\p{L}* článk\\p{L}*|limit)', 'limit (bezplatných )?článků( zdarma)?', '(prečítal|vyčerpal)\\p{L}*[^.!]{0,40}(článk\\p{L}* zadarmo|bezplatn\\p{L}* článk\\p{L}*)',
    '無料(記事|で読める記事)[^。]{0,20}(上限|読み終|すべて読|使い切)|今月の無料記事',
    '免费(文章|阅读)[^。]{0,10}(次数|额度|已用完|上限)',
    '무료 ?기사[^.]{0,20}(모두|소진|한도)',
    // s12, from blind24: Romanian, Turkish, Indonesian, Vietnamese meters.
    '(ați|ai|aţi) (citit|epuizat|atins)[^.!]{0,40}articole(le)? (gratuite|gratis)|limita de articole (gratuite|gratis)',
    'ücretsiz (makale|haber|içerik)[^.!]{0,40}(hakkınızı|limitinizi|sınırına|doldurdunuz|tükettiniz)',
    '(telah|sudah) (membaca|mencapai)[^.!]{0,40}artikel (gratis|gratis Anda)|batas artikel gratis|kuota artikel gratis',
    '(đã đọc hết|đã dùng hết)[^.!]{0,40}bài (viết )?miễn phí',
  ].join('|'), 'iu'), 'metered paywall'],
  [/(only|exclusively)? ?(available|reserved|open) (only )?(to|for) (paying |paid )?(subscribers|members|premium members)|member-only (story|article|content)|(this )?(content|article|story|post) is (only )?for (paying |paid |premium |digital )?(subscribers|members)|members[- ]only|subscribers[- ]only|for (paid )?(subscribers|members) only|exclusive (content )?(to|for) (subscribers|members)|premium (content|article)|upgrade to (read|continue|unlock)/i, 'member-only content'],
  // s13, from blind27: a vendor's advisory or knowledge article kept for customers with a contract ("This advisory is available to registered customers only").
  [/(available|accessible|reserved|restricted) (only )?(to|for) ((registered|licensed|entitled|contracted|authori[sz]ed|existing) customers|customers (only|with an? (active|valid|current) (support|service|maintenance|software maintenance) (contract|agreement|subscription|entitlement)))|(registered|licensed|entitled|contracted|authori[sz]ed) customers only/i, 'customer-only content'],
  // s12, from blind24: a donation that unlocks the text or its download (a charity's or NGO's report), not a donation appeal after it.
  [/(?<![\p{L}])(make a |any )?donat(e|ion)( of any amount)? (&|and|to) (unlock|access|read|download|view)(?![\p{L}])|(?<![\p{L}])donat(e|ion)[^.!]{0,40}to (unlock|access|read|download|view) (the |this |our )?(full |complete )?(report|article|download|content|text|document|study|guide)(?![\p{L}])|(?<![\p{L}])(available|open|reserved) (only )?(to|for) (our )?(donors|supporters)(?![\p{L}])|(spenden sie|mit einer spende)[^.!]{0,40}(freischalten|lesen|herunterladen)|faites un don pour (débloquer|accéder|lire|télécharger)|(haz|realiza) una donación para (desbloquear|acceder|leer|descargar)|fai una donazione per (sbloccare|accedere|leggere|scaricare)/iu, 'donation wall'],
  [/(register|sign up|create (a |your )?(free )?account)( (for )?free)?( now)? to (continue|keep) reading|(register|sign up) for free to (continue|read|keep)|create (a |your )?free account to (continue|read)|free registration (is )?required|register to read (more|the (full|rest))|registration required to read|log in or register to (continue|read)/i, 'free-registration wall'],
  // s14, from blind30: data or text a free account or a membership unlocks — "Create a free account to see
  // sold prices", "Become a member to read the full job description", "Word lid om de volledige
  // testresultaten te zien", "Kostenlos registrieren und weiterlesen" — in a short line.
  [/(create (a |your )?free account|sign up (for )?free|register (for )?free|join (for )?free|become a (member|subscriber)) to (see|view|unlock|access|read) (the |all |full |every )?(?!more\b)[^.!?]{0,60}|word (gratis |nu )?lid (om|en) [^.!?]{0,90}(te (zien|bekijken|lezen)|zie|lees)|(kostenlos|gratis) registrieren (und|um) [^.!?]{0,40}(weiterlesen|zu (sehen|lesen))|lesen sie weiter mit einem (kostenlosen )?(konto|account|abo)|créez (un|votre) compte gratuit pour (voir|consulter|lire|accéder)|crea (una|tu) cuenta gratuita para (ver|consultar|leer|acceder)|crea un account gratuito per (vedere|leggere|accedere)/iu, 'free-registration or membership wall'],
  [/continue reading (with|your article with) a (digital )?(membership|subscription)|continue reading with (a )?(digital )?(subscription|membership)|(subscribe|become a (subscriber|member)) (now )?to (continue|keep) reading|to continue reading,? (please )?(subscribe|log in|sign in)|to read the full (article|story),? (please )?(subscribe|sign in|log in)|become a (subscriber|member) to read|subscribe (now )?for (full|unlimited) access|subscribe to (read|unlock)|unlock (this|the full) (article|story|post|episode|video|issue)|start your free trial to (continue|read)|get unlimited access|for unlimited access|subscription required|(access to |reading )?this (document|article|paper|chapter|report|standard|content) requires (a |an )?(paid )?(subscription|purchase|membership|licen[cs]e)|abonnieren sie|weiterlesen mit|réservé aux abonnés|exclusivo para suscriptores|有料会員|付费阅读|订阅后/i, 'subscription wall'],
  [/purchase (this )?(article|pdf|access|chapter)|buy (this )?(article|pdf|chapter)|rent this article|access through your institution|get access to (the )?full (text|article)|(log|sign) in to access (the )?full text|full text (is )?available (to|for) subscribers|purchase (a )?subscription to (read|access)|pay[- ]per[- ]view|single article purchase|論文を購入|論文の購入|(本文|全文)?PDFを購入|本文を購入|购买(全文|论文|PDF|本文)|購買(全文|論文)|논문 ?구매|원문 ?구매|artikel kaufen|pdf kaufen|acheter (l('|’)article|le pdf)|comprar (el )?(artículo|pdf)|acquista (l('|’)articolo|il pdf)|kup (artykuł|dostęp do artykułu)|купить (статью|pdf)/iu, 'journal landing page selling the full text'],
];

/**
 * A reader's way past a prompt, as a line of its own: "Continue reading", "No thanks", "Maybe later".
 * A wall offers a subscription and a login, never a free way on.
 */
const DISMISS_LINE = /^(continue reading|keep reading|continue to (the )?(article|site|story)|no,? thanks?|not now|maybe later|skip|weiterlesen|weiter zum artikel|nein,? danke|später|continuer (la lecture|à lire)|non,? merci|plus tard|seguir leyendo|continuar leyendo|no,? gracias|ahora no|continuar lendo|continuar a ler|não,? obrigad[oa]|agora não|continua a leggere|continua la lettura|no,? grazie|lees verder|nee,? bedankt|verder lezen|czytaj dalej|nie,? dziękuję|läs vidare|fortsätt läsa|nej tack|читать далее|продолжить чтение|нет,? спасибо|続きを読む|阅读全文|繼續閱讀|계속 읽기)[.…!»›→\s]*$/iu;

/**
 * A "subscribe to keep reading" line followed, within the next few lines, by a line that lets the
 * reader go on without subscribing (WordPress/Jetpack's "Discover more from <site> — Subscribe now to
 * keep reading and get access to the full archive — [your e-mail] — Continue reading" modal, a
 * newsletter pop-up's "No thanks"): a dismissible e-mail prompt over a free page, not a wall.
 */
function dismissiblePrompt(texts: string[], match: string): boolean {
  const at = texts.findIndex((t) => t.includes(match));
  return at >= 0 && texts.slice(at + 1, at + 5).some((t) => t.length <= 40 && DISMISS_LINE.test(t.trim()));
}

/**
 * s14, from edges1: a wall's words that the page's own headline quotes are the page's subject — a
 * review of a novel titled “Subscribe Now to Keep Reading”, a story headlined 'Why you keep seeing
 * "Access denied"' — wherever else on the page they stand (the book's title again in its last line).
 */
function headlineQuotes(s: Signals, m: string): boolean {
  const low = m.toLowerCase();
  return [s.page.title, s.meta.title ?? '', s.page.h1s?.[0] ?? ''].some((t) => {
    const at = t.toLowerCase().indexOf(low);
    return at >= 0 && quoted(t, at);
  });
}

/** The headline's quoted part ("“Subscribe Now to Keep Reading” — a sharp novel…") standing in `b` at `at`: the page's subject named again (the book's title in its last line). */
function headlineQuotedAt(s: Signals, b: string, at: number): boolean {
  const low = b.toLowerCase();
  for (const t of [s.page.title, s.meta.title ?? '', s.page.h1s?.[0] ?? '']) {
    for (const q of t.matchAll(/[“"«„「]([^”"»“」]{3,160})[”"»“」]/gu)) {
      const part = q[1]!.trim().toLowerCase();
      const i = part.length >= 3 ? low.indexOf(part) : -1;
      if (i >= 0 && i <= at && at < i + part.length) return true;
    }
  }
  return false;
}

/**
 * s14, from edges1: a gate ends the text it cuts — the reader gets the teaser, then the offer, then at
 * most the offer's own lines (prices, "Already a subscriber? Log in"). A line of the main text that is
 * followed by another paragraph of the page's prose (a sentence of 80+ weight, ending as a sentence
 * ends, naming no account) is a paragraph of the article ("Średnia miesięczna cena subskrypcji wynosi
 * około 30 złotych." in a story about subscriptions), not the wall after a teaser.
 */
function articleContinues(s: Signals): (b: string) => boolean {
  const main = s.page.mainBlocks;
  const chrome = new Set(s.page.chromeBlocks ?? []);
  return (b: string) => {
    const at = main.indexOf(b);
    if (at < 0) return false;
    // The site's furniture after a wall (a cookie banner's sentence, the footer) is not the article going on.
    return main.slice(at + 1, at + 4).some((t) => textWeight(t) >= 80 && /[.!?。！？]["”»」)]?$/u.test(t.trim()) && !GATE_ACCOUNT.test(t) && !GATE_PRICE.test(t) && !chrome.has(t) && !FURNITURE_LINE.test(t));
  };
}
/** A cookie notice's sentence (its word for cookies), or a copyright line. */
const FURNITURE_LINE = /cookie|çerez|eväste|kakor|informasjonskapsler|ciasteczk|sütik|クッキー|쿠키|©/iu;
const GATE_PRICE = /[$€£¥₹₩]\s?\d|\d\s?(€|\$|£|zł|kr|Kč|CHF|₽|₺|円|元|원)|(per|a|pro|par|al|por|al|за|в) (month|week|year|monat|woche|jahr|mois|semaine|an|mes|semana|año|mese|settimana|anno|месяц|неделю|год)(?![\p{L}])|free trial|probeabo|essai gratuit|prueba gratuita|prova gratuita|cancel anytime|jederzeit kündbar/iu;

/** Prose weight of a whole article (≈ 500 words): past it a page carries its text, not a teaser. */
export const FULL_ARTICLE = 3000;
/** Longest "read on" line of a two-line gate; a longer block is a paragraph of prose. */
const GATE_LINE = 120;

export function detectPaywall(s: Signals): string | null {
  if (s.status === 402) return 'HTTP 402 Payment Required';
  if (s.meta.isAccessibleForFree === false) return 'schema.org isAccessibleForFree=false';
  // The whole article is in the response: wall markup and messages are the site's template for
  // a meter that has not run out (a modal, classes on paragraphs), not a wall on this page.
  if (s.prose >= FULL_ARTICLE) return null;
  if (PAYWALL_MARKUP.test(s.page.markup)) return 'subscription wall markup';
  // The publisher says the page is free (isAccessibleForFree true, blind8: a free Medium story whose
  // standard sign-up box lists "Read member-only stories"): as with `false`, its word wins over
  // the wording of promos on the page (wall markup still counts: two real pages, dates2 and fresh2's
  // ABC, say true and carry a wall's classes).
  if (s.meta.isAccessibleForFree === true) return null;
  const texts = standalone(s);
  for (const [re, reason] of PAYWALL_MESSAGES) {
    const m = findIn(texts, re);
    if (m && !dismissiblePrompt(texts, m) && !headlineQuotes(s, m)) return `${reason} (${quoteOf(m)})`;
  }
  // "For subscribers / members only" by lexicon in many languages, in a short line (title, heading, a block ≤ 200).
  const only = findShort(standalone(s), MEMBERS_ONLY_WORDS, 200);
  if (only) return `member-only content (${quoteOf(only)})`;
  // An app wall or an Indic subscribe-to-read line (s13, blind25), in a short line of a teaser.
  if (s.prose < 1500) {
    const lines = standalone(s);
    const app = findShort(lines, APP_WALL, 120);
    if (app) return `the rest of the text is shown only in the site's app (${quoteOf(app)}): an app wall, like a free-registration wall`;
    const indic = findShort(lines, INDIC_GATE, 120);
    if (indic) return `subscription gate (${quoteOf(indic)})`;
  }
  // A document sold before it can be read (blind18: a register's "A certified copy of this document
  // costs £15", a statistics office's "유료 간행물입니다. 구매 후 열람이 가능합니다"): on a page without
  // an article's prose, a short line that prices the document itself or opens it only after purchase.
  if (!s.article && s.prose < 800) {
    const sold = findShort(standalone(s), SOLD_DOCUMENT, 200);
    if (sold) return `document sold before it can be read (${quoteOf(sold)})`;
  }
  // A teaser (little prose) with a gate: a short block that asks to subscribe / register / log in to read on.
  if (s.prose < 1500) {
    // The page's own headline is no gate ("Why papers keep asking you to subscribe to keep reading", blind7): a gate follows the teaser.
    const headline = (b: string) => b === s.meta.title || (s.page.title ?? '').includes(b) || b === s.page.headings[0];
    // The site's menus and footer ("Read the issue online", "Subscribe to the All-Access Pass") are on
    // every page of the site: a gate stands with the page's own text, not in its navigation.
    const chrome = new Set(s.page.chromeBlocks ?? []);
    const blocks = s.page.blocks.slice(0, 400);
    // Lengths are weights (s14, from edges1): a paragraph of Chinese, Japanese or Korean prose fits in
    // 100–200 characters, so a character limit let whole paragraphs of an article about paywalls pass
    // as a gate's short line; weighed as the prose is (dense scripts triple), a gate line stays short.
    const continues = articleContinues(s);
    for (const b of blocks) {
      if (textWeight(b) > 160 || GATE_NOT.test(b) || headline(b) || chrome.has(b)) continue;
      const acc = GATE_ACCOUNT.exec(b);
      if (acc && (leads(b, acc.index) || b.length <= 100) && readOutsideQuotes(b) && !quoted(b, acc.index) && !dismissiblePrompt(blocks, b) && !continues(b) && !headlineQuotedAt(s, b, acc.index)) return `subscription gate after a teaser (${quoteOf(b)})`;
    }
    // A gate line ("Want to keep reading?", "Il vous reste 82 % à lire.") then an account line
    // ("Subscribe"): the reading line is short or names the account itself — a paragraph of prose
    // that says "reading" before a Subscribe button is the article's own end, not a gate.
    // The account line must offer an account: "Already a subscriber? Log in" is the link for
    // people who have one, and follows a print-edition promo as readily as a gate.
    for (let i = 0; i + 1 < blocks.length; i++) {
      const pair = `${blocks[i]} ${blocks[i + 1]}`;
      if (textWeight(pair) <= 200 && !chrome.has(blocks[i]!) && (textWeight(blocks[i]!) <= GATE_LINE || GATE_ACCOUNT.test(blocks[i]!)) && !GATE_NOT.test(pair) && GATE_READ.test(blocks[i]!) && GATE_ACCOUNT.test(blocks[i + 1]!) && !ACCOUNT_LOGIN_LINE.test(blocks[i + 1]!) && !dismissiblePrompt(blocks, blocks[i + 1]!) && !continues(blocks[i + 1]!)) return `subscription gate after a teaser (${quoteOf(pair)})`;
    }
  }
  const offered = offerBeforeLoginLine(s.page.blocks.slice(0, 400));
  if (offered) return `subscription gate: an offer of paid access, then the subscribers' login (${quoteOf(offered)})`;
  const sale = scholarlySale(s);
  if (sale) return `journal landing page selling the full text (${quoteOf(sale)})`;
  const limited = findShort(standalone(s), ACCESS_LIMIT_WORDS, 200);
  if (limited) return `text shown only within a preview limit or on loan to an account (${quoteOf(limited)})`;
  const restricted = restrictedWork(s);
  if (restricted) return `the work's text is restricted to entitled readers (${quoteOf(restricted)})`;
  const shop = documentSale(s);
  if (shop) return `shop page selling the cited document (${quoteOf(shop)})`;
  const lead = leadCaptureGate(s);
  if (lead) return `lead-capture form before the report's download (${quoteOf(lead)}): a free-registration wall`;
  const data = dataLock(s);
  if (data) return `the data or report is locked to subscribers or registered users (${quoteOf(data)})`;
  return null;
}

/**
 * s14, from blind28: a data service's or publisher's lock on the data itself — "Subscribe to view full
 * data", "Full historical series 2000–2025 is available to subscribers", "Regístrate gratis para
 * descargar el informe", "开通VIP查看完整数据", "本数据为付费内容". The page shows a headline figure
 * or a summary at most; the series, tables or report the claim cites sit behind a subscription or a
 * free registration: `paywalled`, like a registration wall. A short line (≤ 160) outside the site's
 * menus, on a page without an article's prose; the locked thing must be data, a series, statistics,
 * tables or a report (a "sign up to download our app" line locks nothing cited).
 */
const DATA_THING = '(full |complete |entire |historical |detailed |whole |all )*(data|dataset|datasets|data ?series|time ?series|series|statistics?|tables?|figures|crosstabs|cross-?tabulations|results|report|study|survey results)';
const DATA_LOCK = new RegExp([
  `(?<![\\p{L}])(subscribe|upgrade|register|sign up|log ?in|sign in|become a (member|subscriber|client|customer)|start (a|your) (free )?trial)( now| today| for free| free)? (to|and) (view|see|access|unlock|download|get|explore) (the |all |our |this |these )?${DATA_THING}(?![\\p{L}])`,
  `(?<![\\p{L}])(full|complete|entire|historical|detailed|whole) (data|dataset|data ?series|time ?series|series|statistics?|tables?|crosstabs|results)( [\\p{L}\\p{N}–-]+){0,4} (is|are) (only |exclusively )?(available|accessible|reserved|visible) (only |exclusively )?(to|for) (paying |paid |premium |pro )?(subscribers|members|clients|customers|account holders)(?![\\p{L}])`,
  '(?<![\\p{L}])(registrieren|anmelden|abonnieren|einloggen)( sie sich| dich)?( kostenlos| gratis)?,? um (die |den |das )?(vollständige\\p{L}* |komplette\\p{L}* |gesamte\\p{L}* )?(daten|zeitreihen?|statistik\\p{L}*|tabellen?|studie|bericht|report)( zu)? (sehen|lesen|abrufen|abzurufen|herunterladen|herunterzuladen|freischalten|freizuschalten)',
  "(?<![\\p{L}])(inscrivez-vous|abonnez-vous|connectez-vous|créez (un|votre) compte)( gratuitement)? pour (télécharger|consulter|voir|accéder à|lire) (le |la |les |l['’]|l['’]ensemble des )?(rapport|étude|données|séries?|statistiques?|tableaux?|résultats)",
  '(?<![\\p{L}])(regístrate|regístrese|suscríbete|suscríbase|inicia sesión|hazte (socio|miembro))( gratis| gratuitamente)? para (descargar|ver|acceder a|consultar|leer) (el |la |los |las |sus |nuestro |nuestra |todo el |todos los )?(informe|estudio|datos|serie|series|estadísticas?|tablas?|resultados)',
  "(?<![\\p{L}])(registrati|abbonati|accedi)( gratis| gratuitamente)? per (scaricare|vedere|consultare|accedere a|leggere) (il |lo |la |i |le |l['’]|tutti i )?(report|rapporto|studio|dati|serie|statistiche|tabelle|risultati)",
  '(?<![\\p{L}])(cadastre-se|registe-se|registre-se|assine|faça login|inicie sessão)( grátis| gratuitamente)? para (baixar|descarregar|ver|acessar|aceder a|consultar|ler) (o |a |os |as |todos os )?(relatório|estudo|dados|série|séries|estatísticas|tabelas|resultados)',
  '(开通|開通|购买|購買|升级|升級|成为|成為)(VIP|vip|会员|會員|高级会员|付费会员)[^。，,]{0,10}(查看|阅读|閱讀|下载|下載|解锁|解鎖)', '(本|该|此|該)?(数据|數據|资料|資料|报告|報告)(为|為|属于|屬於)(付费|付費|会员|會員)(内容|內容|专享|專享)',
  '(会員|有料会員|プレミアム会員)(登録|限定)[^。]{0,12}(データ|統計|レポート)[^。]{0,8}(閲覧|ダウンロード|ご覧)', '(유료|회원|프리미엄) ?(회원)? ?(전용|가입)[^.]{0,12}(데이터|통계|보고서)[^.]{0,8}(열람|다운로드|확인)',
].join('|'), 'iu');
function dataLock(s: Signals): string | null {
  if (s.prose >= 1500 || s.meta.isAccessibleForFree === true) return null;
  const chrome = new Set(s.page.chromeBlocks ?? []);
  const lines = [s.page.title, ...s.page.headings, ...s.page.blocks.slice(0, 400).filter((b) => !chrome.has(b))].flatMap((b) => (b.length > 160 && b.length <= 600 ? splitSentences(b) : [b]));
  return findShort(lines, DATA_LOCK, 160);
}

/**
 * blind17: a gated report's landing page — a short summary and a form asking name, company and
 * e-mail before "Download the report" (analyst firms, vendors' white papers, "Studie kostenlos
 * herunterladen", "Téléchargez le livre blanc", "資料ダウンロード"). The report's findings are behind a
 * free registration: documented `paywalled`, like a registration wall. Needs a form of three or
 * more fields with an e-mail and no message box (a contact form has one), a short line that offers
 * a document for download, and a page without an article's prose (the report itself is longer).
 */
const LEAD_DOC = '(full |free |complete |latest |new |\\d{4} )*(report|study|survey|white ?paper|e-?book|guide|research|benchmark|playbook|toolkit|infographic|whitepaper|findings|data ?sheet)';
const LEAD_DOWNLOAD = new RegExp([
  `(?<![\\p{L}])(download|get|access|request|claim|unlock) (the |your |our |a |this |my )?(free )?${LEAD_DOC}(?![\\p{L}])`,
  '(?<![\\p{L}])(studie|marktstudie|report|whitepaper|e-?book|leitfaden|bericht|ratgeber)(n)? (jetzt )?(kostenlos |gratis )?(herunterladen|downloaden|anfordern|sichern)',
  "(?<![\\p{L}])(télécharge[rz]?|recevez|obtenez) (gratuitement )?(le |la |l['’]|notre |votre |ce |cet )?(livre blanc|rapport|étude|guide|e-?book|baromètre|white ?paper)",
  '(?<![\\p{L}])(descarga(r|la|lo)?|descárga(te|lo|la)|obtén|consigue|solicita(r)?) (gratis )?(el |la |nuestro |nuestra |tu |este )?(informe|estudio|guía|e-?book|libro blanco|white ?paper|report)',
  "(?<![\\p{L}])(scarica(re)?|ricevi|richiedi) (gratuitamente )?(il |lo |la |l['’]|il nostro |la nostra )?(report|rapporto|studio|white ?paper|e-?book|guida|ricerca)",
  '(?<![\\p{L}])(baixe|baixar|faça o download d[oa]|receba) (gratuitamente |grátis )?(o |a |nosso |nossa )?(relatório|estudo|e-?book|guia|white ?paper|pesquisa)',
  '(?<![\\p{L}])download (het |ons |de |gratis |dit )?(rapport|onderzoek|whitepaper|e-?book|gids|white paper)',
  '(?<![\\p{L}])pobierz (bezpłatn\\p{L}* |darmow\\p{L}* )?(raport|e-?book|przewodnik|badanie|whitepaper)', '(?<![\\p{L}])ladda ner (rapporten|guiden|studien|e-?boken|whitepaper)', '(?<![\\p{L}])stáhn(out|ěte) (si )?(zprávu|studii|e-?book|report)', '(?<![\\p{L}])скачать (бесплатно )?(отч[её]т|исследование|руководство|whitepaper)',
  '(資料|レポート|ホワイトペーパー|報告書|調査結果|調査レポート)(を)?(無料)?(ダウンロード|請求)', '(下载|获取|领取|下載|領取)(完整|免费|免費)?(报告|白皮书|報告|白皮書|研究报告)', '(보고서|백서|리포트|자료)( 무료)? ?(다운로드|받기|신청)',
].join('|'), 'iu');
function leadCaptureGate(s: Signals): string | null {
  if ((s.page.emailFormFields ?? 0) < 3 || s.prose >= 1500 || s.meta.isAccessibleForFree === true) return null;
  return findShort([s.page.title, ...s.page.headings, ...s.page.blocks.slice(0, 400)], LEAD_DOWNLOAD, 160);
}

/**
 * s11, from blind19: an archive's, repository's or book service's record whose work is withheld
 * from the reader who follows the link — a thesis file under embargo ("The full text of this item
 * is under embargo until 30 June 2027", "Volltext … bis zum Ablauf der Sperrfrist nicht
 * zugänglich"), restricted to campus or to repository staff, "This file is restricted … request a
 * copy", "Full text not available from this repository", a book search page with "No preview
 * available" or "Snippet view" beside a print / library offer, a digital library's "Limited (search
 * only)" / "Full view is not available". The record answers; the text needs an entitlement
 * (membership, the author's consent, a purchase, time): `paywalled`, citable with caution. Short
 * lines only (≤ 200), on pages without an article's prose (detectPaywall's limit).
 */
// The withheld thing named as a text or file (not "document" or "item": a news line about a trade embargo names those), and a term.
const RESTRICTED_TEXT_WORD = /(?<![\p{L}])(full[- ]?text|files?|pdf|thesis|dissertation|volltext|datei(en)?|hochschulschrift|dissertation|texte intégral|fichiers?|thèse|texto completo|archivos?|tesis|testo (completo|integrale)|tesi|volledige tekst|bestand(en)?|proefschrift|pełny tekst|plik|полный текст|файл|全文|本文|전문|원문)(?![\p{L}])/iu;
const EMBARGO_TERM = /(?<![\p{L}])(until|till|through|ends?|expires?|bis|ablauf|jusqu|hasta|fino|tot|do|до|まで|至|까지)(?![\p{L}])|\d{4}/iu;
const EMBARGO_WORD = /(?<![\p{L}])(embargo(ed)?|sperrfrist|gesperrt bis|sous embargo|embargad[oa]|onder embargo|эмбарго|エンバーゴ|禁止公开|禁止公開|엠바고)(?![\p{L}])/iu;
const RESTRICTED_WORK = new RegExp([
  '(?<![\\p{L}])restricted to (the )?(campus|on-campus users|campus network|university (users|members|network)|institution(al)? (users|members)|authori[sz]ed users|repository staff|registered users of)', '(?<![\\p{L}])(campus|on-campus|intranet)[- ]only (access)?',
  '(?<![\\p{L}])(file|files|full ?text|document|item|thesis|pdf)s? (is|are) (restricted|not publicly available|only available to (members|staff|authori[sz]ed users))',
  // s14, from blind28: a data repository's record (Zenodo, Dataverse, figshare): "3 files in this dataset are restricted", "You may request access to the files in this upload".
  '(?<![\\p{L}])(files?|data ?files?) (in|of) (this|the) (dataset|data ?set|record|upload|deposit|item|collection|study|project|version) (is|are) (restricted|embargoed|not publicly available)', '(?<![\\p{L}])(you )?(may|can|must) request access to (the )?(restricted )?(files?|data ?files?|data ?set|dataset|data)(?![\\p{L}])',
  '(dateien|daten) (dieses|des) (datensatzes|eintrags) (sind|ist) (gesperrt|zugangsbeschränkt|eingeschränkt)', '(fichiers|données) (de|du) (ce|cet) (jeu de données|dépôt|enregistrement) (sont|est) (restreints?|en accès restreint)', '(archivos|datos) (de|del) (este|el) (conjunto de datos|registro|depósito) (son|están|es|está) (restringidos?|de acceso restringido)', '(?<![\\p{L}])full ?text (is )?not available (from|in|on|through) this (repository|archive|site)', '(?<![\\p{L}])no full ?text (is )?available',
  'nur im (campus|hochschul|universitäts)netz', '(zugriff|zugang) nur (für|aus dem) (angehörige|campus|hochschulnetz|universitätsnetz)', "accès (réservé|restreint|limité) (au campus|aux membres|à l['’]intranet|aux utilisateurs autorisés)", 'acceso restringido (al campus|a (la comunidad|miembros|usuarios autorizados))', 'accesso (riservato|limitato) (agli utenti|alla rete|al campus)',
  '^no preview available$', '^(keine vorschau verfügbar|aucun aperçu disponible|vista previa no disponible|anteprima non disponibile|geen voorbeeld beschikbaar|brak podglądu|pré-visualização indisponível)$',
  '^snippet view$', '^(snippet-ansicht|extraits?|vista de fragmentos|visualizzazione frammento|fragmentweergave)$',
  '^limited \\(search[- ]only\\)$', '(?<![\\p{L}])full view is not available', '(?<![\\p{L}])only snippets of (the )?text',
].join('|'), 'iu');
const BOOK_OFFER = /(?<![\p{L}])(get this book|buy (this )?(e-?book|book)|find (it |this book )?in a library|all sellers|dieses buch (kaufen|in gedruckter form)|in einer bibliothek suchen|acheter (ce |le )?livre|trouver dans une bibliothèque|comprar (este |el )?libro|buscar en una biblioteca|acquista (questo |il )?libro|trova in una biblioteca)(?![\p{L}])/iu;
function restrictedWork(s: Signals): string | null {
  if (s.meta.isAccessibleForFree === true) return null;
  // s14, from blind28: on a record page (scholarly or dataset metadata), the restriction sentence of a
  // longer access notice counts too ("Restricted — The record is publicly accessible, but files are
  // restricted to users with access. You may request access to the files in this upload, provided…").
  const record = SCHOLARLY_META.some((k) => s.page.meta.has(k)) || s.page.jsonLd.some((o) => [o['@type']].flat().includes('Dataset'));
  const blocks = s.page.blocks.slice(0, 400);
  const sentences = record ? blocks.filter((b) => b.length > 200 && b.length <= 1500).flatMap(splitSentences).filter((t) => t.length <= 300) : [];
  const lines = [...[s.page.title, ...s.page.headings, ...blocks].filter((b) => b.length <= 200), ...sentences];
  const embargo = lines.find((b) => EMBARGO_WORD.test(b) && RESTRICTED_TEXT_WORD.test(b) && EMBARGO_TERM.test(b));
  if (embargo) return embargo;
  const m = lines.find((b) => RESTRICTED_WORK.test(b));
  if (!m) return null;
  // "No preview available" and "Snippet view" are a book service's words only beside its print or library offer (a file share says "No preview available" too).
  if (/^(no preview|keine vorschau|aucun aperçu|vista previa|anteprima|geen voorbeeld|brak podglądu|pré-visualização|snippet|extrait|vista de fragmentos|visualizzazione frammento|fragmentweergave)/iu.test(m.trim()) && !lines.some((b) => BOOK_OFFER.test(b))) return null;
  return m;
}

/**
 * blind10: book previews past their limit ("reached your viewing limit for this book") and digital
 * lending ("Log in and borrow", "Borrow for 1 hour"): the text is there for an account holder's
 * loan or within a quota, not for the reader who follows the link.
 */
const ACCESS_LIMIT_WORDS = new RegExp([
  'reached (your|the) (viewing|reading|preview|page) limit', 'viewing limit for this (book|title|volume)', '(limit|kontingent) für die anzeige dieses (buch|titel)', 'limite de (consultation|visualisation|pages) (de|pour) ce (livre|titre)', 'límite de (visualización|páginas) de este libro',
  '(log ?in|sign ?in) (and|to) borrow', 'borrow (it |this book )?for \\d+ (hours?|days?|weeks?)', '\\d+[- ]day loan required', 'zum ausleihen anmelden', 'connectez-vous pour emprunter',
  // blind16: a document store's or book service's preview that stops ("You're reading a free preview", "Pages 4 to 37 are not shown in this preview").
  "(you('|’)re|you are) reading a (free )?preview", 'pages? \\d+ (to|-|–) \\d+ (are|is) not (shown|displayed|included) in this preview', '(is|are) not (shown|displayed|included) in this (free )?preview', 'pages (are|were) omitted from this (book )?preview', '^end of (the )?(free )?preview',
  'seiten? \\d+ bis \\d+ (werden|wird) in dieser (vorschau|leseprobe) nicht angezeigt', '^ende der (leseprobe|vorschau)', '(les )?pages \\d+ à \\d+ ne sont pas (affichées|visibles|incluses) dans cet aperçu', "^fin de l('|’)aperçu",
  '(las )?páginas \\d+ (a|al) \\d+ no se muestran en esta vista previa', '^fin de la vista previa', '(le )?pagine da \\d+ a \\d+ non sono (visualizzate|mostrate|incluse) in questa anteprima', '(as )?páginas \\d+ a \\d+ não são (mostradas|exibidas) nesta (pré-visualização|visualização)',
  'このプレビューでは[^。]{0,20}表示されません', '(此|本)(预览|預覽)(中)?(不显示|未显示|不顯示|未顯示)',
].join('|'), 'iu');

/**
 * blind10: a shop page selling the cited document — a standards body's store (ISO, IEC, DIN Media,
 * ANSI, AFNOR), a publisher's e-book page, a paper sold by a document store — with an abstract or
 * table of contents and a price: a buy line (ASCII and a few languages), a price in a short line,
 * and the page names a document (the buy line says what is sold, a standard's code stands in the
 * title or headline, or the page carries scholarly metadata). A gadget's product page names none.
 */
/** blind17: "Studie kaufen", "Buy this study", "acheter l'étude", "comprar el informe"… (a report shop's buy line names the study). */
const REPORT_BUY_SOURCE = "(?<![\\p{L}])(buy|purchase|order) (this |the |full )?(study|market (report|study)|research report|analysis|white paper|dataset)(?![\\p{L}])|(studie|marktstudie|marktanalyse|branchenreport|report|bericht|branchenanalyse) (jetzt )?(kaufen|bestellen)|acheter (l['’]étude|le rapport|cette étude|ce rapport)|comprar (el |este )?(informe|estudio)|acquista(re)? (il |questo )?(report|rapporto|lo studio)|(koop|bestel) (het |dit )?rapport|kup (ten )?raport|köp rapporten|koupit (zprávu|studii)|купить (отч[её]т|исследование)|(レポート|報告書|調査資料)を購入|购买(报告|研究报告)|보고서 구매";
const DOC_BUY = new RegExp([
  '(?<![\\p{L}])buy (this |the )?(standard|document|publication|e-?book|book|report|norm|specification|paper)(?![\\p{L}])', '(?<![\\p{L}])buy (pdf|print|hardcover|paperback)(?![\\p{L}])',
  // s13, from blind27: a standards shop's bare "Buy" / "Buy now" button (named by the standard's reference line below).
  '^\\s*(buy|buy now|purchase|purchase now|order now)\\s*$',
  '(?<![\\p{L}])add to (cart|basket|bag)(?![\\p{L}])', 'in den (warenkorb|einkaufswagen)', 'ajouter au panier', '(añadir|agregar) al carrito', 'aggiungi al carrello', 'dodaj do koszyka', 'in (de )?winkelwagen', 'lägg i (varukorgen|kundvagnen)', 'в корзину', 'カートに入れる', '加入购物车', '장바구니',
  '(norm|standard|dokument|e-?book|buch) kaufen', 'acheter (cette|la) norme', 'comprar (la |esta )?norma', 'acquista (la |questa )?norma',
  // blind17: market-research reports and studies sold by a report shop.
  REPORT_BUY_SOURCE,
].join('|'), 'iu');
const DOC_NAMED_BUY = new RegExp(`(?<![\\p{L}])buy (this |the )?(standard|document|publication|e-?book|book|report|norm|specification|paper)|(norm|standard|dokument|e-?book|buch) kaufen|acheter (cette|la) norme|comprar (la |esta )?norma|acquista (la |questa )?norma|${REPORT_BUY_SOURCE}`, 'iu');
const PRICE = /[$€£¥₹₦₱฿₫₺₴৳]\s?\d|(?<![\p{L}])(r|zar|ksh|kes|tsh|ugx|ngn|rs\.?|inr|pkr|idr|rp|php|thb|vnd|try|lei|ron|egp|mad|aed|sar)\s?\d[\d,.]*[.,]\d\d(?![\p{N}])|\d(?:[.,]\d+)*\s?(?:€|eur|usd|gbp|chf|kr|zł|₽|руб|円|元)(?![\p{L}])|(?<![\p{L}])(eur|usd|gbp|chf|cad|aud|us\$)\s?\d/iu;
const STANDARD_CODE = /(?<![\p{L}\d])(iso(\/iec)?|iec|en|din( en)?|nf( en)?|bs( en)?|astm|ansi|ashrae|ieee std|jis|gb\/t|une(-en)?|uni( en)?|önorm|sn en|csa|as\/nzs|sae|etsi (en|ts)|itu-t)[\s-]?[a-z]?\s?\d{2,}/iu;

/**
 * blind17: a report shop prices the report by licence ("Single User License: $4,950", "Enterprise
 * licence", "Einzelplatzlizenz 1.490 €", "licence mono-utilisateur") — on a page whose title or
 * headline names a report or study (a software shop's "single-user licence" names none).
 */
const REPORT_LICENCE = /(?<![\p{L}])((single|multi|multiple|one|five)[- ]?users?|enterprise|corporate|site|global|team|department)(-wide)? (licen[cs]e|pdf|price)(?![\p{L}])|(einzelplatz|mehrplatz|unternehmens|firmen|konzern)lizenz|licence (mono|multi)[- ]?(utilisateurs?|postes?)|licence (entreprise|société)|licencia (de )?(usuario único|un usuario|multiusuario|corporativa|empresarial)|licenza (utente singolo|multiutente|aziendale)|(シングル|マルチ)ユーザー(ライセンス|版)|(单用户|企业)(许可|版)/iu;
const REPORT_NAME = /(?<![\p{L}])(report|study|market (analysis|research|size|share|forecast|outlook|study)|industry (analysis|report)|marktstudie|marktanalyse|studie|branchenreport|étude|rapport|informe|estudio|rapporto|raport|badanie|rapport|отч[её]т|исследование)(?![\p{L}])|レポート|報告書|調査資料|调研报告|研究报告|市场报告|보고서/iu;

/**
 * s13, from blind27: a standards shop shows the standard's reference on a line of its own above the
 * headline ("ISO/IEC 27001:2022", "IEC 62443-3-3:2013", "ASTM F3322-22", "DIN EN ISO/IEC 27001:2024-01",
 * "NF EN 17640", "JIS Q 27001:2023") while the title and headline carry only the standard's name. A
 * short line beside the headline, made only of capitals, digits and reference punctuation, that holds
 * a standard's code.
 */
const REFERENCE_LINE = /^[\p{Lu}\p{N}\s/.:,()–-]{4,48}$/u;
function standardReferenceLine(s: Signals): boolean {
  return referenceLines(s).some((l) => STANDARD_CODE.test(l));
}

/** Short reference-shaped lines beside the headline (three blocks either way; the first 15 without an h1), not a product's specification table further down. */
function referenceLines(s: Signals): string[] {
  const blocks = s.page.blocks.slice(0, 400);
  const h1 = s.page.h1s?.[0]?.trim();
  const at = h1 ? blocks.findIndex((b) => b.trim() === h1) : -1;
  const near = at >= 0 ? blocks.slice(Math.max(0, at - 3), at + 4) : blocks.slice(0, 15);
  return near.filter((l) => l.length <= 48 && REFERENCE_LINE.test(l.trim()));
}

/** The main numbers of the standards' codes in a text ("ISO/IEC 27001:2022" → 27001, "ASTM C39/C39M-21" → 39). */
function standardNumbers(text: string): Set<string> {
  const out = new Set<string>();
  const re = new RegExp(STANDARD_CODE.source, 'giu');
  for (let m = re.exec(text); m !== null && out.size < 20; m = re.exec(text)) {
    const n = /\d{2,}(?!.*\d{2,})/u.exec(m[0]);
    if (n) out.add(n[0].replace(/^0+/, ''));
  }
  return out;
}

/**
 * s13, from blind27: a standard's page (its code in the title, the headline or the reference line
 * beside it) at the address of another standard the citation names by code ("ASTM E2919-14 …" cited,
 * "ASTM C39/C39M-21" shown): none of the cited codes' numbers stands anywhere near the top of the
 * page. Another document than the cited one, whether or not the shop sells it.
 */
export function otherStandard(s: Signals, citedTitle: string | null | undefined): string | null {
  if (!citedTitle) return null;
  const cited = standardNumbers(citedTitle);
  if (cited.size === 0) return null;
  const shown = standardNumbers([s.page.title, s.page.h1s?.[0]?.trim() ?? '', ...referenceLines(s)].join(' \n '));
  if (shown.size === 0 || [...cited].some((n) => shown.has(n))) return null;
  const top = [s.page.title, ...s.page.headings.slice(0, 20), ...s.page.mainBlocks.slice(0, 60)].join(' \n ');
  if ([...cited].some((n) => new RegExp(`(?<![\\p{N}])0*${n}(?![\\p{N}])`, 'u').test(top))) return null;
  return `another standard than the cited one (the page shows ${[...shown].slice(0, 3).join(', ')}; the citation names ${[...cited].slice(0, 3).join(', ')})`;
}

function documentSale(s: Signals): string | null {
  if (s.meta.isAccessibleForFree === true) return null;
  const lines = [s.page.title, ...s.page.headings, ...s.page.blocks.slice(0, 400)];
  const licence = findShort(lines, REPORT_LICENCE, 200);
  if (licence && lines.some((b) => b.length <= 200 && REPORT_LICENCE.test(b) && PRICE.test(b)) && REPORT_NAME.test(`${s.page.title} ${s.page.h1s?.[0] ?? ''}`)) return licence;
  const buy = findShort(lines, DOC_BUY, 200);
  if (!buy || !lines.some((b) => b.length <= 200 && PRICE.test(b))) return null;
  // s12, from blind24: a short page whose title or headline names a report, with a cart and a price, sells that report.
  const named = DOC_NAMED_BUY.test(buy) || STANDARD_CODE.test(`${s.page.title} ${s.page.h1s?.[0] ?? ''}`) || standardReferenceLine(s) || SCHOLARLY_META.some((k) => s.page.meta.has(k))
    || (s.prose < 800 && REPORT_NAME.test(`${s.page.title} ${s.page.h1s?.[0] ?? ''}`));
  return named ? buy : null;
}

/**
 * A scholarly landing page (citation_* / DC metadata) without the article's text whose access box
 * sells it: "Buy single article", "Purchase 24 hour online access", "View all access and purchase
 * options", "Artikel kaufen" (blind8). Publishers put the box in a sidebar, so every short line of
 * the page counts, not only the main text; an open-access page has no such line.
 */
const SCHOLARLY_META = ['citation_title', 'citation_doi', 'citation_journal_title', 'dc.identifier', 'prism.doi'];
const JOURNAL_SALE = new RegExp([
  '(?<![\\p{L}])buy (a |this )?(single |individual )?(article|pdf|chapter|issue)(?![\\p{L}])', 'purchase (this )?(article|pdf|chapter)', 'purchase (instant |immediate )?access', 'purchase \\d+[- ]?(hour|day)',
  '\\d+[- ]?(hour|day)s? (online )?access', '(view|see) (all )?access (and|&) purchase options', 'get (full )?access to this (article|chapter|paper)', 'you do not (currently )?have access to this (article|content|chapter)',
  '^add to cart$', 'rent (this article|at deepdyve)',
  '(artikel|beitrag|pdf) kaufen', 'kurzzeitzugang', 'keinen zugang zu diesem (artikel|beitrag|inhalt)', 'acheter (cet article|l(\'|’)article|le pdf)', "vous n('|’)avez pas accès à (cet|ce) (article|contenu)",
  'comprar (este |el )?(artículo|pdf|capítulo)', 'no tiene acceso a este (artículo|contenido)', 'acquista (questo |l(\'|’))?(articolo|pdf)', 'kup (ten )?artykuł',
].join('|'), 'iu');

function scholarlySale(s: Signals): string | null {
  if (!SCHOLARLY_META.some((k) => s.page.meta.has(k)) || s.meta.isAccessibleForFree === true) return null;
  return findShort([s.page.title, ...s.page.headings, ...s.page.blocks.slice(0, 400)], JOURNAL_SALE, 200);
}

/**
 * The link for people who already have an account ("Already a subscriber? Log in"). Free sites
 * print it in headers, footers and print-edition promos, so on its own it is no gate.
 */
const ACCOUNT_LOGIN_LINE = new RegExp('^(' + [
  '(already (a |an )?(paying |paid |digital |print )?(subscriber|member|customer|reader)|already (have|got) an account|have an account)\\s*\\?\\s*(please )?(sign|log) ?(in|on)',
  '(sie sind |du bist )?(bereits|schon) (abonnent(in)?|kunde|kundin|mitglied)\\s*\\?\\s*(hier |jetzt )?(anmelden|einloggen)',
  '(vous êtes )?déjà (abonné|abonnée|inscrit|inscrite|membre)\\s*\\?\\s*(se connecter|connectez-vous|identifiez-vous|je me connecte)',
  '¿?(ya eres|ya es|eres) (suscriptor|suscriptora|socio|socia|miembro)\\s*\\?\\s*(inicia sesión|iniciar sesión|entra|accede)',
  '(sei )?già (abbonato|abbonata|registrato|registrata|iscritto|iscritta)\\s*\\?\\s*(accedi|entra)',
  '(já é|já sou) (assinante|membro)\\s*\\?\\s*(entre|entrar|faça login|acesse)',
  '(al )?(abonnee|lid)\\s*\\?\\s*(log ?in|inloggen)',
].join('|') + ')[^\\p{L}]*$', 'iu');
/** An offer of paid access: a price, a trial, a billing period, "cancel anytime" (a few languages for the period). */
const ACCESS_OFFER = /[$€£¥₹]\s?\d|\d(?:[.,]\d+)?\s?(?:€|eur|usd|gbp|chf|kr|zł|₽|円|元)(?![\p{L}])|free trial|cancel (at )?any ?time|(?<![\p{L}])(a|per|each|every) (week|month|year)(?![\p{L}])|\/\s?(week|month|year|mo|wk)(?![\p{L}])|(par|pro|al|por|per|w) (mois|semaine|an|monat|woche|jahr|mes|semana|año|mese|settimana|anno|mês|maand|week|jaar|miesiąc)(?![\p{L}])|jederzeit kündbar|sans engagement|月額|每月/iu;

/** The subscribers' login line right after an offer of paid access (within three blocks): the pair is a gate. */
function offerBeforeLoginLine(blocks: string[]): string | null {
  for (let i = 1; i < blocks.length; i++) {
    if (blocks[i]!.length > 80 || !ACCOUNT_LOGIN_LINE.test(blocks[i]!)) continue;
    for (let j = Math.max(0, i - 3); j < i; j++) {
      const b = blocks[j]!;
      if (b.length <= 300 && ACCESS_OFFER.test(b) && !GATE_NOT.test(b)) return `${b} ${blocks[i]}`;
    }
  }
  return null;
}

/**
 * "Only for subscribers / members", "paid members' article", "subscribers' exclusive" in many
 * languages, as word classes (a restriction word next to an audience word) rather than sentences.
 * Counted only in a short line of a page without a whole article's prose.
 */
/** The document itself is priced, or readable only after purchase (blind18), in the languages we read. */
const SOLD_DOCUMENT = new RegExp([
  '(this|the) (document|publication|report|standard|filing|record|dataset|book|volume|issue) (costs|is priced at|is (only )?(sold|available to buy|available after (purchase|payment)))',
  '(can|may) (only )?be (read|viewed|opened|downloaded|accessed) (only )?after (purchase|payment|buying)', '(reading|viewing|downloading|access) (is )?(only )?(possible|available) after (purchase|payment)',
  // s12, from blind22: registries' per-document fees ("Gebühr: 4,50 € je Abruf", "kostenpflichtig abrufen", "£3 per document").
  '(fee|charge|price|cost)s? (of )?[^.]{0,20}(per|for each) (document|extract|copy|certified copy|filing|download)\\b', '\\b(each|per) (document|extract|filing|certified copy) costs',
  'gebühr\\p{L}*[^.]{0,30} (je|pro) (abruf|dokument|auszug|datei)', 'kostenpflichtig(e|en)? (abruf|abrufen|bestellung|bestellen|herunterladen)', '(tarif|prix|coût)[^.]{0,20} par (document|extrait|copie)', '(tasa|precio|coste)[^.]{0,20} por (documento|nota simple|certificación)',
  '(dieses|das) (dokument|werk|heft|buch) ist kostenpflichtig', '(diese|die|dieses|das|dieser|der) (publikation|veröffentlichung|ausgabe|studie|statistik|tabelle|jahrbuch|bericht|datensatz|datei) ist kostenpflichtig',
  '(cette|la|ce|le) (publication|étude|statistique|annuaire|rapport|tableau|base de données) est payante?', '(esta|la|este|el) (publicación|estadística|anuario|tabla|base de datos|estudio|informe) es de pago', '(erst )?nach (dem )?(kauf|erwerb|bezahlung) (lesbar|abrufbar|verfügbar|herunterladbar|einsehbar)',
  '(ce|le) document est payant', '(consultable|disponible|téléchargeable|lisible) (uniquement |seulement )?après (achat|paiement)',
  '(este|el) documento es de pago', '(disponible|consultable|descargable) (solo |sólo |únicamente )?(tras|después de) (la compra|el pago)',
  '(questo|il) documento è a pagamento', '(consultabile|disponibile|scaricabile) (solo |soltanto )?(dopo|previo) (l[\'’])?(acquisto|pagamento)',
  'dokument (jest )?płatny', 'dostępn[ya] (dopiero |wyłącznie )?po (zakupie|opłaceniu)', 'документ (является )?платным', 'доступ(ен|на|но)? (только )?после (покупки|оплаты)',
  '유료 ?(간행물|자료|문서|보고서)(입니다|이며)', '구매 ?후 ?(열람|이용|다운로드|확인)', '購入後(に)?(閲覧|ダウンロード|ご覧)', '有料(の)?(刊行物|資料|文書)です', '购买后(方可|才能|即可)?(阅读|下载|查看)', '購買後(方可|才能|即可)?(閱讀|下載|查看)',
].join('|'), 'iu');
const MEMBERS_ONLY_WORDS = new RegExp([
  // s14, from edges1: Thai "for members only" ("อ่านต่อได้เฉพาะสมาชิก"), written without spaces.
  'เฉพาะสมาชิก', 'สำหรับสมาชิกเท่านั้น',
  // s13, from blind27: support content for customers with a contract, in other languages ("nur für Kunden mit gültigem Wartungsvertrag", "réservé aux clients sous contrat").
  '(?<![\\p{L}])nur für (registrierte |angemeldete |lizenzierte )?kunden mit (aktive|gültige|laufende|bestehende)\\p{L}{0,2} (wartungs|support|service|software)\\p{L}*', '(?<![\\p{L}])(nur|ausschließlich) für (registrierte|angemeldete|lizenzierte) kunden', 'réservée?s? aux clients (sous contrat|disposant d[\'’]un contrat|enregistrés|titulaires d[\'’]un contrat)', '(solo|sólo|exclusivamente) para clientes (registrados|con (un )?contrato)', 'riservat[oaie] ai clienti (registrati|con contratto)', 'alleen voor (geregistreerde )?klanten met een (actief |geldig )?(onderhouds|support|service)contract', 'tylko dla (zarejestrowanych )?klientów z (aktywną|ważną) umową', 'только для (зарегистрированных )?клиентов с (действующ\\p{L}*|активн\\p{L}*) (договором|контрактом|подпиской)', '(保守|サポート)契約(を締結されている|をお持ちの|のある)?お客様(専用|限定|のみ)', '(仅限|僅限)(签约|簽約|购买了?支持服务的|有效维保)?(客户|客戶)', '(유지보수|기술지원) 계약 고객 전용',
  // blind10: only for registered users / repository staff (registration walls of databases, restricted repository files).
  '(only|exclusively) (available |accessible )?(to|for) registered (users|members|readers)|(to|for) registered (users|members|readers) only', 'restricted to (repository staff|registered users|authori[sz]ed users|members|subscribers)', '(nur|ausschließlich) für (registrierte|angemeldete) (nutzer\\p{L}*|benutzer\\p{L}*|mitglieder|leser\\p{L}*)', 'réservée?s? aux (utilisateurs|membres|lecteurs) (inscrits|enregistrés|connectés)', '(solo|sólo|únicamente) (para|a) (usuarios|lectores|miembros) registrados', '(только|лише|тільки) (для )?(зарегистрированн\\p{L}*|зареєстрован\\p{L}*|авторизованн\\p{L}*) (пользовател\\p{L}*|користувач\\p{L}*|читател\\p{L}*)', '登録(ユーザー|会員)(限定|のみ)', '(仅限|仅对|僅限)(注册|註冊)(用户|用戶|会员|會員)',
  // s12, from blind21: a society's or site's name between "to" and its members ("This content is available to ESC Professional Members only",
  // "nur für DGK-Mitglieder", "alleen voor NHG-leden"). English needs the page's own content as subject, so an insurer's
  // "Direct Access is available to Bupa members" (a benefit, not a wall) does not match.
  '(?<![\\p{L}])(this|the) ([\\p{L}-]+ )?(content|page|article|resource|material|section|document|guideline|guidelines|slide set|slides|webinar|video|course|module|area|feature|file|report|recording|presentation|podcast|toolkit)s? (is|are) (only |exclusively )?(available|accessible|reserved|open) (only |exclusively )?(to|for) ([\\p{L}\\p{N}&\'’.-]+ ){1,3}(members|subscribers|fellows)(?![\\p{L}])',
  '(?<![\\p{L}])(nur|ausschließlich|exklusiv) für (die )?[\\p{L}\\p{N}]+-(mitglied\\p{L}*|abonnent\\p{L}*)', '(?<![\\p{L}])(alleen|uitsluitend) (toegankelijk |beschikbaar )?voor [\\p{L}\\p{N}]+-(leden|abonnees)',
  // Latin-script: (only|exclusively|reserved) (for|to) (subscribers|members|paying readers)
  // s11, from blind20: a paid tier named before the members ("nur für Pro-Mitglieder verfügbar", "only available to Premium members").
  '(?<![\\p{L}])(only|exclusively) (available |accessible )?(to|for) (pro|premium|plus|vip|gold|elite|insider|club) (members|subscribers|users|accounts)(?![\\p{L}])|(?<![\\p{L}])for (pro|premium|plus|vip|gold|elite|insider) (members|subscribers|users) only',
  // s12, from blind22: a data product's lock line without "only" ("Markets Data is available to Premium subscribers").
  // A named paid tier only: "The complete book is available exclusively to paid subscribers" in a free post is no lock (fresh7).
  '(?<![\\p{L}])(is|are) (now )?(available|accessible) (only |exclusively )?(to|for) (pro|premium|plus|vip|gold|elite|insider|club) (members|subscribers|users|accounts|customers)(?![\\p{L}])',
  '(?<![\\p{L}])(nur|exklusiv|ausschließlich) für (pro|premium|plus|vip|gold|club)-?(mitglied\\p{L}*|abonnent\\p{L}*|nutzer\\p{L}*|kund\\p{L}*|leser\\p{L}*)',
  '(?<![\\p{L}])(alleen|uitsluitend) voor (pro|premium|plus)-?(leden|abonnees|gebruikers)',
  '(?<![\\p{L}])(tylko|wyłącznie|jedynie) dla (subskrybent\\p{L}*|prenumerator\\p{L}*|abonent\\p{L}*|członk\\p{L}*|użytkownik\\p{L}* (premium|płac\\p{L}*))',
  '(?<![\\p{L}])(jen|pouze|výhradně|len|iba) (pro|pre) (předplatitel\\p{L}*|predplatiteľ\\p{L}*|člen\\p{L}*|platící\\p{L}*)',
  '(?<![\\p{L}])(csak|kizárólag) (előfizet\\p{L}*|tag\\p{L}* számára)|előfizetőink számára|előfizetéssel (olvasható|érhető el)',
  '(?<![\\p{L}])(vain|ainoastaan) (tilaaj\\p{L}*|jäsen\\p{L}*)|tilaajille (tarkoitettu|avoin)|(?<![\\p{L}])tilaajan etu',
  '(?<![\\p{L}])(kun|bare|endast|bara|enbart) (for|för|til) (abonnent\\p{L}*|prenumerant\\p{L}*|medlem\\p{L}*)|forbeholdt (abonnent\\p{L}*|medlem\\p{L}*)|förbehållen (prenumerant\\p{L}*|medlem\\p{L}*)',
  '(?<![\\p{L}])(alleen|uitsluitend|exclusief) (voor )?(abonnee\\p{L}*|leden|betalende)',
  '(?<![\\p{L}])riservat\\p{L}* (agli|ai|per gli) (abbonat\\p{L}*|iscritt\\p{L}*|soci|utenti (premium|registrati))|(?<![\\p{L}])solo per (gli )?(abbonat\\p{L}*|iscritt\\p{L}*)',
  '(?<![\\p{L}])(exclusiv[oa]s?|apenas|só|somente|solo|sólo|únicamente|reservad[oa]s?) (para|a|aos|a los) (assinantes|subscritores|suscriptores|abonados|socios|membros|miembros)',
  '(?<![\\p{L}])réservée?s? aux (abonnés|membres|adhérents)',
  '(?<![\\p{L}])(nur|exklusiv) für (abonnent\\p{L}*|abonnierende|mitglieder|plus-?leser\\p{L}*)',
  '(?<![\\p{L}])(doar|exclusiv) pentru (abona\\p{L}*|membri)',
  '(?<![\\p{L}])(khusus|hanya|eksklusif) (untuk )?(pelanggan|anggota|member|pembaca premium)',
  '(?<![\\p{L}])(chỉ )?dành (riêng )?cho (thành viên|hội viên|người đăng ký|độc giả (trả phí|đăng ký)|tài khoản (vip|trả phí))',
  '(?<![\\p{L}])(abonelere|üyelere|aboneler\\p{L}*) özel',
  '(?<![\\p{L}])(μόνο|αποκλειστικά) για (συνδρομητές|μέλη)',
  // Cyrillic: only for subscribers / members
  '(?<![\\p{L}])(только|лише|тільки|исключительно|виключно) (для )?(подписчик\\p{L}*|передплатник\\p{L}*|підписник\\p{L}*|участник\\p{L}* клуба|член\\p{L}* клуба)',
  // Hebrew, Arabic, Hindi
  '(למנויים|לחברים|למינויים|למנויי|למשתמשים רשומים|לרשומים|למשתמשים מחוברים) (בלבד|\\p{L}+ בלבד)|תוכן (למנויים|בלעדי למנויים)',
  '(حصري|متاح|مخصص|فقط) (ل|لل)?(لمشتركين|المشتركين|مشتركين|الأعضاء|للأعضاء)|(للمشتركين|للأعضاء) فقط',
  '(केवल|सिर्फ|विशेष रूप से) (सदस्यों|सब्सक्राइबर्स?|ग्राहकों|प्रीमियम सदस्यों) (के लिए)',
  // s12, from blind24: Persian, Urdu, Swahili, Tagalog, Thai, Bengali, Tamil.
  '(فقط|تنها|صرفاً|صرفا) (برای|مخصوص|ویژه) (اعضای|کاربران|مشترکین|مشترکان)|برای (اعضای ویژه|مشترکین|مشترکان) قابل (مشاهده|دسترسی)|(مخصوص|ویژه) (اعضای ویژه|مشترکین)',
  'صرف (ممبران|ممبرز|اراکین|سبسکرائبرز|رکنیت رکھنے والوں) (کے لیے|کیلئے)',
  '(kwa|ni kwa) (wanachama|waliojisajili|wateja wa usajili) (pekee|tu)(?![\\p{L}])',
  '(para lamang|para lang|eksklusibo) (sa|para sa) (mga )?(miyembro|subscriber|kasapi)',
  'สำหรับ(สมาชิก|ผู้สมัครสมาชิก)(พรีเมียม)?เท่านั้น',
  'শুধুমাত্র (সদস্য|গ্রাহক|সাবস্ক্রাইবার)দের জন্য',
  '(உறுப்பினர்களுக்கு|சந்தாதாரர்களுக்கு) மட்டும்',
  // Unspaced / agglutinative scripts (no word boundaries): a bare label ("会員限定" on a menu or a
  // teaser) is no wall, so "this article is …" or "… article." must frame it.
  '(이|본|해당) ?(기사|콘텐츠|글)(는|은)? ?(유료 ?)?(회원|구독자|프리미엄 ?회원) ?전용|(유료 ?)?(회원|구독자) ?전용 ?(기사|콘텐츠)(입니다|이에요)|(이|본) ?(기사|콘텐츠)(는|은) ?유료',
  '(本文|全文|論文)(PDF)?の?(閲覧|ダウンロード)は[^。]{0,6}(会員|購読者|有料会員)(限定|専用)|(この|本)(記事|コンテンツ)は[^。]{0,10}(有料|会員限定|会員専用|購読者限定)|(有料|会員限定|購読者限定)(の)?(記事|コンテンツ)です',
  '(本文|该文章|此文章|本内容|本文章|此內容|本文章)[^。]{0,8}(为|為|仅限|僅限)?(会员专享|会员专属|付费内容|订阅用户专享|會員專屬|付費內容|订阅用户|訂閱會員)',
  // s12, from blind23: enrol-to-view lessons of learning platforms — the lesson opens to enrolled
  // (often free-registered) or paying learners only: a registration or payment wall.
  '(?<![\\p{L}])(enrol?l|sign up|register|join) (for free |now |today )?(in (this|the) course )?to (access|view|watch|see|unlock|continue) (this|the) (lesson|lecture|video|content|material|module|chapter|course)',
  '(?<![\\p{L}])(only |exclusively )?(available |open )?(to|for) enrol?led (students|learners|participants|users)( only)?(?![\\p{L}])',
  '(?<![\\p{L}])(contenido|material) (exclusivo|disponible (solo|sólo|únicamente)) para (estudiantes|alumnos|participantes|usuarios) (inscritos|matriculados|registrados)', '(?<![\\p{L}])inscr[ií]b(e|ete|ase|irse) (gratis |gratuitamente )?(en el curso )?para (ver|acceder|continuar)',
  "(?<![\\p{L}])réservée? aux (étudiants|participants|apprenants|inscrits)( inscrits)?|(?<![\\p{L}])inscrivez-vous (gratuitement )?(au cours |à la formation )?pour (accéder|voir|suivre|continuer)",
  '(?<![\\p{L}])nur für (eingeschriebene|angemeldete|registrierte) (teilnehmende|teilnehmer\\p{L}*|studierende|lernende)|schreiben sie sich (kostenlos )?(in den kurs )?ein,? um',
  '(?<![\\p{L}])riservat[oa] (agli|ai) (studenti|iscritti|partecipanti)( iscritti)?|(?<![\\p{L}])iscriviti (gratis |gratuitamente )?(al corso )?per (accedere|vedere|continuare)',
  '(?<![\\p{L}])exclusivo para (alunos|estudantes|participantes) (matriculados|inscritos)|(?<![\\p{L}])(matricule-se|inscreva-se) (gratuitamente |grátis )?(no curso )?para (acessar|ver|assistir|continuar)',
  '(?<![\\p{L}])(alleen|uitsluitend) voor (ingeschreven|aangemelde) (studenten|deelnemers|cursisten)', '(?<![\\p{L}])(tylko|wyłącznie) dla (zapisanych|zarejestrowanych) (uczestników|studentów|kursantów)',
  '(?<![\\p{L}])(доступ(ен|на|но) )?только (для )?(записавшихся|слушателей курса|зачисленных)|запишитесь на курс,? чтобы',
  '(유료 ?)?(회원|수강생)만 (볼|시청할|수강할|이용할) 수 있는 (강의|콘텐츠|영상|게시물|자료)', '수강 ?신청 ?후[^.。]{0,10}(시청|수강|이용|열람)할 수 있습니다',
  '受講(登録|申込)(した方|者)(のみ|限定)|受講(登録|申込)(後|すると)[^。]{0,10}(視聴|閲覧|受講)(でき|可能)', '(报名|報名|购买|購買|加入)(课程|課程)?(后|後)(方可|才能|即可)(观看|觀看|学习|學習|查看)',
  // s15, from blind32: a course platform's lock line — "This lesson is locked", "Enroll in <course> to unlock all 24
  // lessons", "Diese Lektion ist gesperrt", "Cette leçon est verrouillée", "このレッスンはロックされています",
  // "本节课程已锁定", "이 강의는 잠겨 있습니다": the lesson opens to learners who enrol or pay.
  '(?<![\\p{L}])(this|the) (lesson|lecture|chapter|module|unit|episode|course content|exercise) is locked(?![\\p{L}])',
  '(?<![\\p{L}])(enrol?l|sign up|register|subscribe|upgrade|purchase|buy|join)( now| today)?( in| to| for)? [^.!?]{1,60}? to unlock (this |the |all )?(\\d+ )?(lessons?|lectures?|chapters?|modules?|units?|episodes?|exercises?|the (full )?course)(?![\\p{L}])',
  '(?<![\\p{L}])(diese|die) (lektion|lerneinheit|übung|folge) ist (gesperrt|noch gesperrt)|(?<![\\p{L}])(dieses|das) (kapitel|modul) ist (gesperrt|noch gesperrt)', "(?<![\\p{L}])(cette|la) (leçon|séquence|vidéo du cours) est verrouillée|(?<![\\p{L}])(ce|le) (chapitre|module) est verrouillé",
  '(?<![\\p{L}])(esta|la) (lección|clase) está bloqueada|(?<![\\p{L}])(este|el) (capítulo|módulo) está bloqueado', '(?<![\\p{L}])(esta|a) (aula|lição) está bloqueada|(?<![\\p{L}])(este|o) (capítulo|módulo) está bloqueado', '(?<![\\p{L}])(questa|la) lezione è bloccata',
  '(この)?(レッスン|講座|チャプター|レクチャー)はロックされています', '(本|该|此)(节|節|课|課|章节|章節|课时|課時)(课程|課程)?(已)?(锁定|鎖定|未解锁|未解鎖)', '(이 )?(강의|레슨|챕터)(는|가)? 잠겨 있습니다', '(?<![\\p{L}])(этот )?(урок|модуль) (заблокирован|закрыт для)',
  // s13, from blind25: a community's members-only post — Naver Cafe's "카페 멤버만 볼 수 있는 게시글입니다",
  // "카페에 가입하시면 … 보실 수 있습니다", a Chinese forum's "本帖仅限会员查看", "加入小组后才能查看"; joining
  // is open to any reader, like a free registration (a post its writer shares only with approved
  // friends is private: gone.ts ITEM_PRIVATE, mismatch).
  '(카페|클럽|커뮤니티|밴드|모임) ?(멤버|회원)(만|에게만) (볼|읽을|열람할|확인할) 수 있는 (게시글|글|게시물|콘텐츠)', '(카페|클럽|커뮤니티|밴드)에? 가입(하시면|하면|한 후|후)[^.。]{0,20}(보실|볼|읽으실|열람하실|확인하실) 수',
  '(本帖|该帖|此帖|本贴|该贴|本帖子)[^。，,]{0,4}(仅限|僅限|只有)(会员|會員|成员|成員|组员|組員)[^。，,]{0,4}(查看|可见|可見|浏览|瀏覽)', '(加入|申请加入)(小组|小組|圈子|社群|群组)(后|後)(才能|方可|即可)(查看|浏览|瀏覽|阅读|閱讀)',
  // s13, from blind25: a follow-to-read wall — CSDN's "关注博主即可阅读全文", "关注后可见": the rest opens
  // to any reader who follows the writer with a (free) account, like a registration wall.
  '(关注|關注)(博主|作者|公众号|公眾號|账号|帳號|up主)?(后|後)?(即可|才能|方可|就能)?(阅读|閱讀|查看|解锁|解鎖)(全文|全部内容|全部內容|剩余内容|剩餘內容)', '(关注|關注)(后|後)可见|(关注|關注)(后|後)可見',
  '(?<![\\p{L}])follow (the )?(author|writer|blogger|creator|this (author|writer|blog|account)) to (read|unlock|see|view) (the )?(full|whole|rest of (the|this)) (post|article|story|text)',
  // s14, from blind29: creator and media platforms — a membership post locked to paying tiers ("Join now to unlock this
  // post", "Werde Mitglied, um diesen Beitrag freizuschalten", "Dołącz …, aby odblokować ten wpis", "only for patrons"),
  // a premium-only video or episode ("この動画はプレミアム会員限定です", "本视频为大会员专享", "이 영상은 유료 회원 전용입니다"),
  // and the part of a media item a reader came for kept for paying supporters ("Transcripts are available to … supporters",
  // "Caption and metadata are available to Newsroom subscribers"). Joining or paying opens them: paywalled.
  '(?<![\\p{L}])(join|become a (paying |paid )?(member|patron|supporter|subscriber))( now| today)?( of this channel)? to (unlock|access|watch|listen to|hear|see|read|get access to) (this|the) (post|episode|video|content|clip|track|recording|audio|stream|interview)(?![\\p{L}])',
  '(?<![\\p{L}])unlock (this|the) (post|episode|video|content|clip|recording|interview) by (becoming|joining as) an? (paying |paid )?(member|patron|supporter|subscriber)',
  '(?<![\\p{L}])(only|exclusively) (available |accessible )?(to|for) (patrons|paying supporters|supporters on [\\p{L}]+|channel members|paying members|paid members)(?![\\p{L}])|(?<![\\p{L}])(for )?(patrons|channel members|paying supporters)[- ]only(?![\\p{L}])',
  '(?<![\\p{L}])(full )?(transcripts?|captions?|show notes|bonus episodes?|the full (episode|video|transcript|interview|recording))( and [\\p{L}]+)? (is|are) (only |exclusively )?(available|accessible|reserved|unlocked) (only |exclusively )?(to|for) ([\\p{L}\\p{N}&\'’.+-]+ ){0,3}(members|subscribers|supporters|patrons)(?![\\p{L}])',
  '(?<![\\p{L}])(werde|werden sie|jetzt) (mitglied|unterstützer\\p{L}*|abonnent\\p{L}*|patron\\p{L}*|förder\\p{L}*),? um (diesen|den|dieses|das|diese|die) (beitrag|post|inhalt|video|folge|episode|aufnahme|transkript)\\p{L}{0,2} (freizuschalten|zu sehen|anzusehen|zu hören|anzuhören|zu lesen)',
  '(?<![\\p{L}])(nur|exklusiv|ausschließlich) für (unterstützer\\p{L}*|patrons?|förder\\p{L}*|kanalmitglied\\p{L}*|zahlende (mitglied\\p{L}*|abonnent\\p{L}*|unterstützer\\p{L}*))',
  "(?<![\\p{L}])devenez (membre|abonnée?|mécène|soutien|tipeur|tipeuse)( payante?)? pour (débloquer|accéder à|voir|écouter|lire) (ce|cet|cette) (post|publication|épisode|contenu|vidéo|article|enregistrement)|(?<![\\p{L}])réservée?s? aux (mécènes|soutiens|tipeurs|membres payants|abonnés payants)",
  '(?<![\\p{L}])(únete|hazte (miembro|mecenas|socio|suscriptor\\p{L}*|patrocinador\\p{L}*)) para desbloquear (esta|este) (publicación|episodio|contenido|vídeo|video|post|grabación)|(?<![\\p{L}])(exclusivo|solo|sólo) para (mecenas|patrocinadores|miembros del canal)',
  '(?<![\\p{L}])dołącz\\p{L}*( do [^,.!?]{1,40})?,? (aby|żeby) odblokować (ten|to|tę) (wpis|post|odcinek|nagranie|film|treść|materiał)|(?<![\\p{L}])(tylko|wyłącznie|jedynie) dla (patron\\p{L}*|wspierając\\p{L}*|członków kanału)',
  '(この|本)(動画|番組|配信|エピソード|投稿|回|音声)は[^。]{0,10}(有料|会員限定|会員専用|購読者限定|メンバー限定|メンバーシップ限定|サポーター限定)',
  '(本|该|該|此)(视频|視頻|影片|节目|節目|单集|單集|剧集|劇集|音频|音頻)[^。，,]{0,8}(会员专享|会员专属|會員專屬|會員專享|付费|付費|大会员|大會員|VIP专享|VIP專享|仅限会员|僅限會員)',
  '(이|본|해당) ?(영상|동영상|에피소드|게시물|방송|클립|회차)(은|는)? ?(유료 ?)?(회원|구독자|멤버십|멤버|후원자) ?전용',
].join('|'), 'iu');

/**
 * s13, from blind25: an app wall — the response shows the opening paragraphs and sends the reader to
 * the site's (free) app for the rest: "打开App，阅读全文", "下载APP查看完整内容", "この記事の続きはアプリで
 * お読みいただけます", "앱에서 전체 기사 보기", "Continue reading in the app". Documented `paywalled`,
 * like a free-registration wall: the text exists and opens to any reader who installs the app. A
 * download bar over a page that carries its text ("打开客户端，查看更多精彩内容") names no rest of
 * the text, so it is no wall.
 */
const APP_WALL = new RegExp([
  '(打开|打開|下载|下載|前往|去)\\s*(app|客户端|客戶端|应用|應用)[^。]{0,4}(阅读|閱讀|查看|看)(全文|完整(内容|內容|文章)?|剩余|剩餘|更多正文)', '(app|客户端|客戶端)(内|內)(阅读|閱讀|查看)(全文|完整)',
  '(この)?(記事|続き|全文)[^。]{0,10}アプリ(で|から)(お読み|読め|読む|ご覧|閲覧)', '続きはアプリ(で|から)',
  '앱에서 (전체|나머지|계속) ?(기사|글|내용)? ?(읽기|보기|확인)', '(전체|나머지) ?(기사|내용)(는|은) 앱에서',
  '(?<![\\p{L}])(continue|keep) reading (the (full|rest of the) (story|article) )?(in|on) (the|our) app(?![\\p{L}])', '(?<![\\p{L}])(open|read) (the )?(full|rest of the|whole) (story|article|post) in (the|our) app(?![\\p{L}])',
].join('|'), 'iu');

/**
 * s13, from blind25: an e-paper's or paper's "subscribe / log in to read" line in Indic scripts
 * (the read word before the account word): "ই-পেপার পড়তে সাবস্ক্রাইব করুন", "ई-पेपर पढ़ने के लिए लॉगिन करें",
 * "படிக்க சந்தா செலுத்துங்கள்", "చదవడానికి సబ్‌స్క్రైబ్ చేయండి". Often the only heading of the page, so
 * the teaser-gate test (which skips the page's own headline) does not see it.
 */
const INDIC_GATE = /(পড়তে|পড়ার জন্য)\s+(সাবস্ক্রাইব|লগ ?ইন|লগইন|সদস্য হ|গ্রাহক হ)|(पढ़ने|पढ़ना जारी रखने|वाचण्यासाठी|वाचा)\s*(के लिए)?\s*(सब्सक्राइब|लॉग ?इन|लॉगिन|सदस्यता|सबस्क्राइब)|படிக்க\s+(சந்தா|உள்நுழை|லாக் ?இன்)|చదవడానికి\s+(సబ్‌?స్క్రైబ్|లాగిన్|సభ్యత్వ)/u;

/** Account words of a gate, by language (subscribe, member, log in…). Unicode-aware boundaries: \\b is ASCII-only. */
const GATE_ACCOUNT = /(?<![\p{L}])(subscribe|subscription|subscriber|subscribers|membership|member|members|register|registration|sign up|log ?in|sign ?in|abonn\p{L}*|suscr\p{L}*|assinante|assinantes|assine|assinatura|abbonat\p{L}*|abbonament\p{L}*|prenumer\p{L}*|subskryp\p{L}*|prenumerat\p{L}*|předplat\p{L}*|előfizet\p{L}*|подпис\p{L}*|абонент\p{L}*|abone\p{L}*|συνδρομ\p{L}*|מנוי\p{L}*|اشتراك|اشترك|सदस्य\p{L}*|đăng ký|berlangganan|subskryb\p{L}*|tilaa\p{L}*|tilaaj\p{L}*|abonnee\p{L}*|abonnent\p{L}*|prenumerant\p{L}*|pretplat\p{L}*|передплат\p{L}*|підпи\p{L}*|pelanggan|langganan|thành viên|hội viên|सब्सक्राइब\p{L}*|מינוי\p{L}*|المشتركين|مشترك)(?![\p{L}])|会員|有料|購読|订阅|訂閱|付费|구독|유료|회원|(?<![\p{L}])(להתחבר|התחבר\p{L}*|להירשם|הרשמ\p{L}*|רשומים|تسجيل الدخول|سجّ?ل الدخول|سجّ?ل دخولك|وارد شوید|ثبت[\u200c ]?نام|συνδεθείτε|συνδεθ\p{L}*|εγγραφ\p{L}*|giriş yap\p{L}*|üye ol\p{L}*|लॉग ?इन|रजिस्टर|zaloguj\p{L}*|войдите|войти|зарегистрир\p{L}*|jiunge|jisajili|lipia|ingia|log masuk|daftar|жазылыңыз|жазылу|jiandikishe)(?![\p{L}])|გამოიწერ|გამოწერ|დარეგისტრირდ|ავტორიზაცი|բաժանորդագր|சந்தா|সাবস্ক্রাইব|গ্রাহক হ|(?<![\p{L}])(registrier\p{L}*|anmelden|einloggen|regístr\p{L}*|registr(ate|arse|ese|ati|arti|arsi|ieren|eer|eren|uj\p{L}*)|inscr[ií](vez|s|re|ption|bete|birse|birte|base)\p{L}*|identifiez-vous|connectez-vous|créez (un|votre) compte|crea(r|te)? (una |tu )?cuenta|cadastr\p{L}*|zarejestruj\p{L}*|zaloguj\p{L}*|přihlas\p{L}*|zaregistruj\p{L}*|kayıt ol\p{L}*)(?![\p{L}])|注册|註冊|登录|登錄|ログイン|会員登録|로그인|가입/iu;
/** Reading words of a gate, by language (read, continue, full article, access…). */
const GATE_READ = /(?<![\p{L}])(read|reading|keep reading|continue|access|unlock|full (story|article|text)|rest of|weiterlesen|lesen|zugang|lire|la suite|accès|leer|seguir leyendo|continuar|acceso|ler|lendo|leia|acesso|leggere|continua|accesso|lezen|verder|läsa|läs|fortsätt|tillgång|læse|lese|czytać|czytaj|dostęp|číst|olvas|читать|чтения|продолжение|доступ\p{L}*|okumak|okuyun|devam|διαβάσ\p{L}*|לקרוא|قراءة|पढ़|đọc|baca|czytania|dalej|lukea|lue|lukemista|jatka\p{L}*|læs|lees|leia|olvasás\p{L}*|tovább|читання|продовж\p{L}*|đọc tiếp|baca selengkapnya|पढ़ने|המשך|להמשיך|متابعة|لمتابعة|القراءة|ανάγνωσ\p{L}*|συνεχίσ\p{L}*|okumaya|devam etmek|पढ़ना|kusoma|kuendelea|membaca|оқу|оқып)(?![\p{L}])|続き|全文|阅读|閱讀|읽|전문(?![가적의성직])|전체 기사|წასაკითხ|წაკითხ|კითხვის გაგრძელ|կարդալ|படிக்க|পড়তে|পড়ুন/iu;
/**
 * Not a gate: offers of newsletters, alerts, comments — and the appeals a free article ends with:
 * thanks or liking of what was read ("Thanks for reading! Subscribe for free to receive new
 * posts", "Enjoyed reading this? Become a member", "Vous aimez nous lire ? Abonnez-vous"),
 * support / donation asks ("support independent journalism").
 */
/**
 * A reading word of a gate that stands outside quotation marks (blind14): in reported speech
 * ("Libraries say subscription prices have not fallen. “We still pay to read,” said one librarian")
 * the word is a person's, quoted by an article, not the page asking its reader to read on.
 */
const GATE_READ_ALL = new RegExp(GATE_READ.source, `${GATE_READ.flags}g`);
function readOutsideQuotes(b: string): boolean {
  GATE_READ_ALL.lastIndex = 0;
  for (let m = GATE_READ_ALL.exec(b); m !== null; m = GATE_READ_ALL.exec(b)) if (!quoted(b, m.index)) return true;
  return false;
}
const GATE_NOT = /continue (your |the |this )?search(ing)?|(read|see|view) the (current|latest|updated|new|revised) (guidance|version|edition|publication|release|rules?|law|legislation|page|information)|(?<![\p{L}])(vat|tax|vehicle|voter|electoral|company|business|land|property|birth|death|marriage|civil|car|trade ?mark|patent|domain|student|course|event|charity|sole trader|employer|gst|ein|tin) registration|kommentar\p{L}*|commentaire\p{L}*|comentar\p{L}*|comment(o|i|are)\b|komentarz\p{L}*|комментар\p{L}*|评论|評論|留言|コメント|댓글|(see|view) more (content|posts|jobs|results|people|profiles)|(?<![\p{L}])(read|see|view|show) (all|more|every|the other) ([\d.,]+ )?(guest |traveller |traveler |customer |user )?(reviews|ratings|answers|replies|opinions|photos)(?![\p{L}])|(alle|weitere) ([\d.,]+ )?(bewertungen|rezensionen)|(tous les|les autres) ([\d  .,]+ )?avis|(todas las|más) ([\d.,]+ )?(opiniones|reseñas)|(tutte le|altre) ([\d.,]+ )?recensioni|newsletter|podcast|comments?\b|e-?mail alerts|notifications|thanks? (you )?for reading|receive new posts|enjoy(ed|ing)? (reading|this|our)|(like|love|value|appreciate)d? (what you('| a)re reading|reading|our (journalism|reporting|work))|support (our |independent |local |quality |public[- ]interest )?(journalism|news|reporting|newsroom)|support (the|this|our|my) (show|podcast|program|programme|station|channel|creators?|artists?|blog|site)|(?<![\p{L}])(exclusives|extras|perks|bonus (content|episodes|material))(?![\p{L}])|youtube|(our|my) (channel|podcast|feed)|follow us|rss|whatsapp|telegram|read (next|also)|also read|(?<![\p{L}])(leia|veja|saiba|lea|lee|lire|leggi|baca|lihat|xem|đọc|read|see) (mais|também|tambem|más|también|aussi|anche|juga|thêm|more|also)\s*:|related|lire aussi|à lire aussi|lee también|leggi anche|lesen sie auch|czytaj (też|także)|читайте также|donat(e|ion)|vous aimez nous lire|aimez(-vous)? (lire|nous lire|cet article)|gerne gelesen|hat (ihnen|dir) (der artikel|dieser artikel|es) gefallen|te (ha )?gustado|ti è piaciuto|gostou (de ler|deste|desta)|spende|faire un don|haz una donación|danke (fürs|für das|für's|für ihr) lesen|merci (de nous avoir lu|d'avoir lu|de votre lecture)|gracias por (leer|tu lectura)|grazie per (aver letto|la lettura)|obrigad[oa] por (ler|sua leitura)|bedankt voor het lezen|dziękuj\p{L}* za (przeczytanie|lekturę)/iu;

const LOGIN_PATH = /\/(login|log-in|log_in|signin|sign-in|sign_in|logon|auth|authenticate|sso|session\/new|sessions\/new|authwall|accounts?\/(login|signin)|users?\/(login|sign_in)|my-account|account\/login|anmelden|anmeldung|einloggen|connexion|se-connecter|identification|iniciar-sesion|inicio-sesion|entrar|accedi|logowanie|zaloguj|prihlaseni|prihlasenie|inloggen|logga-in|kirjaudu|belepes|giris|giris-yap|vhod|dang-nhap|masuk|wayf|discovery-?service|shibboleth\.sso|idp\/profile)(\/|$|\.|\?)/i;
/** A page whose main content is a password form and a line asking to log in (any wording, several languages). */
const LOGIN_WORDS = /(?<![\p{L}])(log(ged)?[- ]?in|sign(ed)?[- ]?in|members only|registered (users|members)|anmelden|einloggen|connectez|connexion|iniciar sesión|inicia sesión|entrar|faça login|accedi|effettua l'accesso|inloggen|logga in|zaloguj|přihlás\p{L}*|войдите|войти|авторизуйтесь|giriş yap\p{L}*|oturum aç\p{L}*|kirjaudu\p{L}*|bejelentkez\p{L}*|jelentkezz be|συνδεθ\p{L}*|התחבר\p{L}*|تسجيل الدخول|लॉग इन|đăng nhập|masuk|เข้าสู่ระบบ|ログイン|登录|登入|로그인)(?![\p{L}])/iu;
const LOGIN_TITLE = /^(sign|log) ?(in|on)\b|\bwayf\b|where are you from\??\s*$|(select|choose|find) your (home )?(institution|organi[sz]ation|university)\b|access through your institution|wählen sie ihre (einrichtung|heimatorganisation|hochschule|institution)|(sélectionnez|choisissez) votre (établissement|institution)|(seleccione|elija) su (institución|universidad)|所属機関を選択|选择(您的)?(所属)?(机构|院校)|\b(sign|log) ?in to (continue|see|view|read|access)|\blogin\b|^anmelden|^connexion|^iniciar sesión|^accedi|^ログイン|^登录|^вход/i;

/**
 * A site-wide or per-post password, shared by its owner (a shop before launch, a private
 * site-builder page, a protected blog post): said with "password protected" or with THE password
 * ("das Passwort", "le mot de passe"), where a login form asks for YOUR password.
 */
const SITE_PASSWORD = new RegExp([
  'password[- ]?protected|protected (by|with) (a )?password|enter (the )?(store|site|shop|page) using (a |the )?password|enter the (site |store |shop |page |access )?password',
  '(this|the) (site|store|shop|page|gallery|area|content|post|website) is (private|password[- ]?protected)',
  'passwortgesch\\p{L}*|kennwortgesch\\p{L}*|(gib|geben sie) (das|ein) (passwort|kennwort)|das (passwort|kennwort) ein(geben)?',
  'protégée?s? par (un )?mot de passe|(saisissez|entrez|saisir|entrer) le mot de passe|(ce )?site est privé',
  'protegid[oa]s? (con|por) (una )?contraseña|(introduce|introduzca|ingresa|ingrese) la contraseña|(este )?sitio es privado',
  'protett[oa] da (una )?password|inserisci la password|(questo )?sito è privato',
  'protegid[oa]s? por (uma )?senha|(digite|insira|introduza) a senha',
  'beveiligd met (een )?wachtwoord|met een wachtwoord beveiligd|voer het wachtwoord in',
  'chronion\\p{L}* hasłem|защищен\\p{L}* паролем',
  'パスワードで保護|パスワード保護|密码保护|密碼保護|비밀번호로 보호',
].join('|'), 'iu');

/**
 * A page locked by a password its owner shares, not by an account: `blocked` (documented) — no
 * reader can subscribe or register to read it, so it is not citable; a proxy sees the same lock.
 */
export function detectSitePassword(s: Signals): string | null {
  if (!s.page.hasPasswordInput || s.prose >= 700) return null;
  // The lock's words stand in the form itself (a label, a paragraph), which the main text leaves out.
  const m = findShort([s.page.title, ...s.page.headings, ...s.page.blocks.slice(0, 40)], SITE_PASSWORD, 200);
  if (m) return `password-protected site or page (${quoteOf(m)})`;
  try {
    const final = new URL(s.finalUrl);
    if (/^\/password\/?$/i.test(final.pathname) && final.pathname !== new URL(s.citedUrl).pathname) return 'redirected to the site\'s password page (/password)';
  } catch {
    /* unparsable URLs: judge the page alone */
  }
  return null;
}

/**
 * Login walls are `paywalled` (documented): the page exists and answers, but only to account
 * holders — citable with caution, like a registration wall.
 */
/**
 * National e-government identity schemes and citizen-portal logins (blind18): a login wall that
 * names one of them ("Inloggen met DigiD", "S'identifier avec FranceConnect", "Mobilt BankID",
 * "κωδικούς TAXISnet", "マイナンバーカードでログイン") guards a citizen's own records, not a
 * publication. Read only after a login wall was found.
 */
const EID = new RegExp([
  'digid', 'eherkenning', 'france ?connect', 'bankid', 'freja( ?eid|\\+)', 'mitid', 'nemid', 'id-porten', 'suomi\\.fi', 'smart-id', 'mobiil-id', 'itsme', '\\bspid\\b', '\\bcie ?id\\b', "carta d['’]identità elettronica", 'cl@ve', 'autenticação\\.gov', 'chave móvel digital', 'conta gov\\.br', 'taxisnet',
  'online-ausweis', 'eid-funktion', 'personalausweis', 'bundid', 'elster-zertifikat', 'id austria', 'handy-signatur', 'swissid', '\\bagov\\b', 'gov\\.uk one login', 'government gateway', 'gov\\.uk verify', 'login\\.gov', '\\bid\\.me\\b', 'mygov(id)?\\b', 'singpass', 'aadhaar', 'digilocker', 'e-pramaan', 'uae ?pass', 'nafath', 'نفاذ', 'أبشر', 'e-devlet',
  'госуслуг', 'есиа', '(?<![\\p{L}])дія(?![\\p{L}])', 'id\\.gov\\.ua', 'マイナンバーカード', 'マイナポータル', 'gbizid', '공동인증서', '금융인증서', '간편인증', 'profil zaufany', 'mobywatel', 'e-dowód', 'eobčanka', 'identita občana', 'ügyfélkapu', 'clave ?única', 'mi argentina', '\\beidas\\b',
].join('|'), 'iu');

export function detectEidLogin(s: Signals): string | null {
  const m = findShort([...standalone(s, 30), ...s.page.blocks.slice(0, 80)], EID, 200);
  if (m) return `the login names a national e-government identity (${quoteOf(m)})`;
  try {
    const host = new URL(s.finalUrl).hostname;
    const h = EID.exec(host.replace(/[.-]/g, ' '));
    return h ? `the login is on an e-government identity host (${host})` : null;
  } catch {
    return null;
  }
}

/**
 * s15, from blind31: a line that says this page is shown only to readers who log in or register —
 * "You are not logged in or you do not have permission to access this page" (vBulletin), "The board
 * requires you to be registered and logged in to view this forum" (phpBB), "You must be logged in to
 * view this thread", "only visible to members / supporters", "Sie müssen angemeldet sein, um …",
 * "Vous devez être connecté pour voir …", "Для просмотра темы необходимо зарегистрироваться",
 * "閲覧するにはログインしてください", "登录后查看完整回答", "로그인 후 볼 수 있습니다"… The sentence names
 * the account AND seeing / reading / accessing, so "Log in to reply" or "Log in or register to post
 * comments" under a free page never match. Read in every short block (≤ 300) of a page without an
 * article's prose (under 700; forum engines print it inside their login form, outside the main text).
 */
const ACCOUNT_REQUIRED = new RegExp([
  '(?<![\\p{L}])you (must|need to|have to) (be |first )?(registered|logged[- ]?in|signed[- ]?in|log[- ]?in|sign[- ]?in|register|a (registered |paying )?member)( and (logged[- ]?in|signed[- ]?in|log[- ]?in|sign[- ]?in))?,? (to|before you can|in order to) (view|see|read|access|download|open|browse)',
  '(?<![\\p{L}])you are not logged[- ]?in or you do not have permission',
  '(?<![\\p{L}])requires you to be (registered|logged[- ]?in|signed[- ]?in)( and (logged[- ]?in|signed[- ]?in))? to (view|see|read|access)',
  '(?<![\\p{L}])(log ?in|sign ?in|register|sign up)( or (register|sign up|log ?in|sign ?in))? to (view|see|read|access|download) (this|the|these) (thread|topic|post|forum|board|page|content|answer|discussion|message|attachment|file)s?',
  '(?<![\\p{L}])(this|the) (thread|topic|post|forum|board|section|content|page|discussion|category)s? (is |are )?(only )?(visible|available|accessible|viewable) (only )?to (registered |logged[- ]in |signed[- ]in |paying |premium )?(members|users|supporters|subscribers|patrons|donors)',
  '(?<![\\p{L}])(sie )?(müssen|musst) (du |sie )?(angemeldet|eingeloggt|registriert)( sein)?,? um [^.!?]{0,60}(zu )?(sehen|lesen|öffnen|herunterzuladen|betrachten)',
  '(?<![\\p{L}])nur für (registrierte |angemeldete |eingeloggte )?(mitglieder|benutzer|nutzer) (sichtbar|zugänglich|lesbar|einsehbar)',
  "(?<![\\p{L}])vous devez être (connectée?|inscrite?|identifiée?|membre)s? pour (voir|lire|accéder|consulter|télécharger)",
  '(?<![\\p{L}])(debes|tienes que|necesitas) (estar |ser )?(registrado|conectado|identificado|miembro|iniciar sesión) para (ver|leer|acceder|descargar)',
  '(?<![\\p{L}])devi (essere )?(registrato|loggato|iscritto|effettuare il login|accedere) per (vedere|leggere|visualizzare|accedere|scaricare)',
  '(?<![\\p{L}])(precisa|deve|tem que) (estar |ser )?(logado|registrado|cadastrado|conectado|membro|fazer login|entrar) para (ver|ler|visualizar|acessar|baixar)',
  '(?<![\\p{L}])(je|u) moet (ingelogd|geregistreerd|aangemeld|lid) zijn om',
  '(?<![\\p{L}])musisz (być )?(zalogowany|zarejestrowany|się zalogować|się zarejestrować)\\p{L}*,? (aby|by|żeby)',
  '(для просмотра|чтобы (увидеть|просмотреть|прочитать|скачать))[^.!?]{0,60}(необходимо|нужно|требуется|следует|надо) (зарегистрироваться|авторизоваться|войти)',
  '(необходимо|нужно|требуется) (зарегистрироваться|авторизоваться|войти)[^.!?]{0,40}(чтобы|для) (просмотр|увидеть|прочитать|скачать)',
  '(для перегляду|щоб (побачити|переглянути|прочитати))[^.!?]{0,60}(необхідно|потрібно|треба) (зареєструватися|увійти|авторизуватися)',
  '(閲覧|表示|ご覧|見る|読む|ダウンロード)[^。]{0,12}(ログイン|会員登録)(が必要|して(ください|下さい))',
  '(ログイン|会員登録)(すると|後に?|して)[^。]{0,12}(閲覧|表示|ご覧|見られ|読め)',
  '(登录|登錄|登入|注册|註冊)(后|後|之后|之後)(才能|可以|方可|即可)?(查看|浏览|瀏覽|阅读|閱讀|下载|下載|观看|觀看)',
  '(需要|请|請|须|須|必须|必須)(先)?(登录|登錄|登入|注册|註冊)(后|後)?(才能|方可)?(查看|浏览|瀏覽|阅读|閱讀|下载|下載)',
  '(로그인|회원가입)(하면|후|하셔야|해야|이 필요)[^.]{0,12}(볼 수|보실 수|열람|읽)',
  '(?<![\\p{L}])(görmek|okumak|görüntülemek|indirmek) için (giriş yap|üye ol|kayıt ol|oturum aç)',
  '(?<![\\p{L}])musíte (být )?(přihlášen|registrován)',
  '(?<![\\p{L}])du måste (vara )?(inloggad|registrerad|logga in)',
].join('|'), 'iu');

export function detectAccountRequired(s: Signals): string | null {
  if (s.prose >= 700) return null;
  const m = findShort([s.page.title, ...s.page.headings, ...s.page.mainBlocks.slice(0, 12), ...s.page.blocks.slice(0, 80)], ACCOUNT_REQUIRED, 300);
  return m ? `login wall (${quoteOf(m)})` : null;
}

/**
 * s15, from blind32: a login that admits only the members of one organisation — its single sign-on
 * ("Single sign-on to Acme Corp", "Sign in with Company SSO", "Authenticate … through your identity
 * provider", SAML), a partner or reseller portal ("This portal is for authorized partners"), a staff
 * or intranet login ("Employees only", "Nur für Mitarbeiter", "社員専用", "仅限内部员工"). What it
 * guards (an organisation's private repository, a partner-only article) opens to no reader who pays
 * or registers: like an e-government identity login, `blocked`, not a registration wall. Not an
 * academic institution's login (WAYF, "access through your institution": a journal sells the text,
 * `paywalled`). Read only after a login wall was found.
 */
const ORG_LOGIN = new RegExp([
  '(?<![\\p{L}])single sign-on to (?!(continue|access|sign|log|view|read|see|your|the|this)(?![\\p{L}]))\\p{L}', "(?<![\\p{L}])(sign|log) ?in (with|using|via|through) (your |the )?(company|corporate|organi[sz]ation(['’]s)?|enterprise|work|employee|partner|staff) (sso|single sign-on|account|credentials|identity|login|id)(?![\\p{L}])",
  "(?<![\\p{L}])(sign|log) ?in (with|using|via) (\\p{Lu}[\\p{L}&.-]* ){1,3}(sso|single sign-on)(?![\\p{L}])", "(?<![\\p{L}])(your |the |its )?(organi[sz]ation|company|employer)(['’]s)? (single sign-on|sso|identity provider|idp)(?![\\p{L}])",
  "(?<![\\p{L}])saml (single sign-on|sso|authentication|login)(?![\\p{L}])", "(?<![\\p{L}])(must|needs? to) be linked to an? [^.]{1,40} identity(?![\\p{L}])",
  "(?<![\\p{L}])(this )?(portal|site|area|article|content|knowledge ?base|page) is (only )?(for|available to|restricted to|reserved for) (authori[sz]ed |registered |certified |approved )?([\\p{L}&.-]+ ){0,2}(partners|resellers|distributors|employees|staff members|staff)(?![\\p{L}])",
  "(?<![\\p{L}])(partners?|resellers?|employees?|staff|internal)[- ]only(?![\\p{L}])", "(?<![\\p{L}])(partner|reseller|distributor|dealer|employee|staff) (portal|login|sign-in|account)(?![\\p{L}])", "(?<![\\p{L}])for internal use only(?![\\p{L}])",
  '(?<![\\p{L}])(nur|ausschließlich) für (autorisierte |registrierte |zertifizierte )?(partner|vertriebspartner|händler|mitarbeiter\\p{L}*|beschäftigte)(?![\\p{L}])', '(?<![\\p{L}])(partnerportal|händlerportal|mitarbeiterportal|firmenkonto|unternehmenskonto)(?![\\p{L}])',
  "(?<![\\p{L}])(réservée? aux|uniquement pour les|destinée? aux) (partenaires|revendeurs|distributeurs|collaborateurs|employés|salariés)(?![\\p{L}])", "(?<![\\p{L}])(portail|espace) (partenaires?|revendeurs?|collaborateurs?)(?![\\p{L}])", "(?<![\\p{L}])compte (professionnel|d['’]entreprise) (sso|microsoft|google)?",
  "(?<![\\p{L}])(solo|sólo|exclusivo|únicamente) para (socios|partners|distribuidores|empleados|colaboradores)(?![\\p{L}])", "(?<![\\p{L}])portal (de|para) (socios|partners|distribuidores|empleados|parceiros|revendedores|funcionários)(?![\\p{L}])",
  "(?<![\\p{L}])(somente|apenas|exclusivo) para (parceiros|revendedores|funcionários|colaboradores)(?![\\p{L}])", "(?<![\\p{L}])(riservat[oa]|solo|esclusivamente) (ai|per i) (partner|rivenditori|dipendenti)(?![\\p{L}])", "(?<![\\p{L}])portale (partner|rivenditori|dipendenti)(?![\\p{L}])",
  "(?<![\\p{L}])(alleen|uitsluitend) voor (partners|medewerkers|dealers)(?![\\p{L}])", "(?<![\\p{L}])partnerportaal(?![\\p{L}])", "(?<![\\p{L}])(tylko|wyłącznie) dla (partnerów|pracowników|dystrybutorów)(?![\\p{L}])",
  "(?<![\\p{L}])только для (партн[её]ров|сотрудников|дилеров)(?![\\p{L}])", "(?<![\\p{L}])(партн[её]рский|дилерский) (портал|кабинет)(?![\\p{L}])", "(?<![\\p{L}])корпоративн\\p{L}+ (учетн\\p{L}+ запис\\p{L}+|учётн\\p{L}+ запис\\p{L}+|аккаунт\\p{L}*|sso)",
  'パートナー(様)?(専用|限定|ポータル)', '(社員|従業員|社内)(専用|限定)', '代理店(様)?専用', '(合作伙伴|合作夥伴|经销商|經銷商)(专区|專區|门户|門戶|专用|專用)', '仅限(内部|员工|合作伙伴)|僅限(內部|員工|合作夥伴)', '(企业|企業|公司)(单点登录|單一登入|统一身份认证)',
  '파트너 ?(전용|포털)', '(임직원|사내|직원) ?전용',
].join('|'), 'iu');

export function detectOrgLogin(s: Signals): string | null {
  // The page's own lines, not its footer (a newspaper's sign-in page links "Partner login" among its corporate links).
  const m = findShort(standalone(s, 30), ORG_LOGIN, 240);
  return m ? `the login admits only one organisation's members (${quoteOf(m)})` : null;
}

export function detectLoginWall(s: Signals): string | null {
  try {
    const final = new URL(s.finalUrl);
    const cited = new URL(s.citedUrl);
    if (final.pathname !== cited.pathname && LOGIN_PATH.test(`${final.pathname}`) && !LOGIN_PATH.test(cited.pathname)) {
      return `login wall (redirected to ${final.pathname})`;
    }
  } catch {
    /* unparsable URLs: judge the page alone */
  }
  // A near-empty page headed "Sign in to view this page" with only single-sign-on or e-mail-first
  // buttons (no password field yet) is a login wall too.
  if (!s.page.hasPasswordInput && isThin(s)) {
    const m = findIn([s.page.title, ...s.page.headings], LOGIN_TITLE);
    if (m) return `login wall (${quoteOf(m)})`;
  }
  if (s.page.hasPasswordInput && s.prose < 700) {
    const m = findIn([s.page.title, ...s.page.headings], LOGIN_TITLE) ?? (s.article && s.prose >= 300 ? null : findShort([...s.page.headings, ...s.page.mainBlocks.slice(0, 12)], LOGIN_WORDS, 200));
    if (m || LOGIN_PATH.test(s.finalUrl)) return `login wall (${m ? quoteOf(m) : 'a login form'})`;
  }
  return detectAccountRequired(s);
}

// — not the cited page ——————————————————————————————————————————————————

const NOT_FOUND =
  /(^\s*404\b|\b404\s*$|\b404\s*[-–—|:]|[-–—|:]\s*404\b|error 404|404 error|page (was )?not found|not found$|^not found|nothing (here|to see here|was found|found)|can('|’)?t find (that|the|this|what)|(can('|’)?t|cannot|could ?n('|’)?o?t|unable to|we('|’)?re unable to) (seem to )?(find|locate) (that|the|this|what|it|a page)|(page|article|story|post|content|item|document)( you (requested|are looking for|were looking for|tried to (open|access|reach)))? (has been|was|is|may have been) (moved|deleted|removed|renamed)|could ?n('|’)?o?t (be )?found|(could|can) ?not (be )?found|page (you (are|were|'re|’re) looking for|you requested|requested) (could|can|does|doesn|is|was|has|no longer)|(page|article|content|story|post) (does not|doesn('|’)?t|no longer) exists?|this page (isn('|’)?t|is not|is no longer) available|(page|article|content|story|product) is no longer available|no longer (available|exists)|page unavailable|seite (wurde )?nicht gefunden|page introuvable|n('|’)existe (pas|plus)|página no encontrada|(la )?página (que buscas )?no existe|pagina non trovata|pagina niet gevonden|страница не найдена|ページが見つかりません|页面不存在|找不到(该|此)?页面|페이지를 찾을 수 없습니다|there is currently no text in this page|does not have an? (article|page|entry) with this (exact )?(name|title)|^no such (item|page|post|story|user|thread|file|record|document|entry)\b|(do|does) ?n('|’)?o?t have an? (dictionary )?(entry|definition|article|page) for (this|that|the) (word|term|title|name|query))/i;

/**
 * A 200 that is really a "not found" page: said where a message stands on its own (title,
 * heading, short block), on a page without an article's worth of prose. A real article whose
 * title mentions "Page Not Found" or "404" has its paragraphs, so it stays valid.
 */
export function detectSoft404(s: Signals): string | null {
  // A product on sale (structured data offering it in stock, blind17: a T-shirt called "404 Page
  // Not Found") is a page with its own subject, as an article is: its description is enough.
  if (s.prose >= (s.article || isPurchasableProduct(s) ? 200 : 1200)) return null;
  // A numbered section heading ("15.5.5. 404 Not Found", "4.2 Page not found errors") is a
  // specification or manual describing the status, not the page saying it (blind10: an RFC).
  // A name with a number ("Gallery 404: the room that was never finished", "Flug 404 — …") is a
  // headline's subject, not the status (s11, from blind19): a bare 404 after a word other than an
  // error word does not count, unless the line says "not found" in words too.
  // A hard-wrapped line of a plain-text document (an RFC in <pre>: "The 404 (Not Found) status code
  // indicates that the origin server did" / "not find a current…") is part of a sentence, not a
  // message standing on its own (s13, from blind27).
  const wrapped = hardWrappedLines(s.page.mainBlocks.slice(0, 60));
  const lines = (n?: number) => standalone(s, n).filter((t) => !SECTION_NUMBER.test(t) && !namedNumber404(t) && !wrapped.has(t));
  const m = findIn(lines(), NOT_FOUND) ?? findShort(lines(20), NOT_FOUND_WORDS, 120);
  return m ? `soft 404 (${quoteOf(m)})` : null;
}

const SECTION_NUMBER = /^\s*(§\s*)?\d{1,3}(\.\d{1,3}){1,4}\.?\s+\S/;

/**
 * Blocks that are hard-wrapped pieces of one sentence: a block that ends without closing punctuation
 * and is followed by a block starting in lower case, and that following block (plain text in <pre>,
 * a mailing-list archive, a text RFC).
 */
function hardWrappedLines(blocks: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 1 < blocks.length; i++) {
    const a = blocks[i]!.trimEnd();
    const b = blocks[i + 1]!.trimStart();
    if (a !== '' && !/[.!?。！？:;»"”)]$/u.test(a) && /^\p{Ll}/u.test(b)) {
      out.add(blocks[i]!);
      out.add(blocks[i + 1]!);
    }
  }
  return out;
}

/** "404" right after a word that is not an error word (Gallery 404, Room 404, Flug 404, Vol 404), in a line that says nothing else of not-found. */
const NAMED_404 = /(?<![\p{L}\p{N}])(\p{L}{2,30})(?:\s+|-)404(?![\p{N}])/iu;
const ERROR_WORD = /^(error|erreur|fehler|errore|fout|błąd|blad|chyba|hiba|ошибка|помилка|hata|virhe|fel|feil|fejl|erro|σφάλμα|code|status|http|oops|whoops|ups|hups|page|seite|pagina|página|страница|sorry|uh|oh|ouch|hmm|hmmm|err|the|a|an)$/iu;
function namedNumber404(t: string): boolean {
  const m = NAMED_404.exec(t);
  if (!m || ERROR_WORD.test(m[1]!)) return false;
  return !NOT_FOUND.test(t.replace(/(?<![\p{N}])404(?![\p{N}])/gu, ' '));
}

/**
 * A product the page offers for sale now (blind17): schema.org Product (JSON-LD, microdata or
 * RDFa) with an offer whose availability is in stock, limited, pre-order or back-order — or
 * OpenGraph's product:availability "in stock". A shop's soft 404 or "no longer available" page does
 * not offer the item; a discontinued or out-of-stock one does not count either.
 */
const ON_SALE = /(instock|in_stock|in stock|limitedavailability|preorder|pre-order|presale|backorder|onlineonly|instoreonly|madetoorder|available for order)$/i;
export function isPurchasableProduct(s: Signals): boolean {
  const avail = s.page.meta.get('product:availability') ?? s.page.meta.get('og:availability');
  if (avail?.some((v) => ON_SALE.test(v.trim())) && (s.page.meta.get('og:type') ?? []).some((t) => /product/i.test(t))) return true;
  const offered = (o: unknown): boolean => {
    if (!o || typeof o !== 'object') return false;
    if (Array.isArray(o)) return o.slice(0, 20).some(offered);
    const a = (o as Record<string, unknown>).availability;
    return (typeof a === 'string' && ON_SALE.test(a.trim())) || (Array.isArray(a) && a.some((x) => typeof x === 'string' && ON_SALE.test(x.trim())));
  };
  const walk = (v: unknown, depth: number): boolean => {
    if (depth > 4 || !v || typeof v !== 'object') return false;
    if (Array.isArray(v)) return v.slice(0, 40).some((x) => walk(x, depth + 1));
    const node = v as Record<string, unknown>;
    const type = node['@type'];
    const types = (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
    if (types.some((t) => /(^|[/#:])(Product|ProductGroup|IndividualProduct|ProductModel|Vehicle|Book)$/.test(t)) && offered(node.offers)) return true;
    return walk(node['@graph'], depth + 1) || walk(node.mainEntity, depth + 1);
  };
  return walk(s.page.jsonLd, 0) || walk(s.page.items, 0);
}

/**
 * blind17: an age gate served as the page — the question ("Are you 21 or older?", "Bist du
 * mindestens 18 Jahre alt?", "あなたは20歳以上ですか？") or the verification title as the page's title or
 * headline (its first h1; without one, a heading or short line), on a page without the content (no
 * article, prose < 400). Any adult passes it by answering; citeflow's fetchers do
 * not answer for a reader, so it is an interstitial like a consent page: blocked, escalated. A gate
 * drawn as a modal over the full page carries the page's text and is judged on it.
 */
const AGE_GATE = new RegExp([
  '(?<![\\p{L}])are you (of )?(legal (drinking |smoking )?age|over (the age of )?(1[6-9]|2[01])|(1[6-9]|2[01])( years( old)?)?( (or|and) (older|over))?|old enough)', '(?<![\\p{L}])(you must|must) be (at least )?(1[6-9]|2[01]|of legal (drinking )?age)( years( old)?)?( or older)? to (enter|visit|view|access|continue)',
  '^age (verification|check|gate)$', '(?<![\\p{L}])(verify|confirm) (your age|(that )?you are (over |at least )?(1[6-9]|2[01]|of legal))', '(?<![\\p{L}])enter your (date of birth|birth ?date|birthday) to (enter|continue)',
  '(bist du|sind sie) (mindestens |über |schon |älter als )?(16|18|21)( jahre( alt)?)?\\s*\\?', '^(altersprüfung|altersverifikation|altersbestätigung|altersabfrage|alterskontrolle)$', '(bitte )?bestätigen sie(, dass sie (mindestens |über )?(16|18) (jahre alt )?sind| ihr alter)',
  "avez-vous (l['’]âge légal|(plus de )?18 ans)", "^(vérification|contrôle) (de l['’]|d['’])?âge$", 'êtes-vous majeure?( \\?|\\?)',
  '(eres|es usted|sos) mayor de (edad|18)', '^verificaci[oó]n de (la )?edad$', '(tienes|tiene) (más de )?18 años\\s*\\?',
  '(sei|è) maggiorenne', '(hai|ha) (almeno |più di )?18 anni\\s*\\?', "^verifica (dell['’])?età$",
  '(você )?tem (mais de )?18 anos\\s*\\?', '(é|você é) maior de (idade|18)', '^verificação de idade$',
  'ben je (18|ouder dan 18|18 jaar of ouder|minimaal 18)', '^leeftijds(controle|verificatie)$',
  'czy (masz|jesteś|ukończył\\p{L}*) (ukończone )?(18|pełnoletni\\p{L}*)', '^weryfikacja wieku$',
  '(är du|er du) (över |minst )?(18|20|25) år', '^(åldersverifiering|ålderskontroll|aldersbekræftelse|alderskontroll)$', 'je vám (více než |alespoň )?18( let)?\\s*\\?', '^ověření věku$',
  '(あなたは)?20歳以上(です|の方です)か', '^年齢確認$', '(您|你)(是否)?(已)?(年满|满)18(周)?岁', '^(年龄验证|年齡驗證)$', '(만 ?)?19세 이상(입니까|이신가요|인가요|이십니까)', '^(성인|연령) ?(인증|확인)$',
  'вам (уже )?(есть )?18( лет)?\\s*\\?', '^(подтвердите( свой)? возраст|проверка возраста)$', '18 yaşından büyük müsünüz', '^yaş doğrulama$', 'هل (عمرك|تبلغ من العمر) (18|21)', '^التحقق من العمر$',
].join('|'), 'iu');
export function detectAgeGate(s: Signals): string | null {
  if (s.article || s.prose >= 400) return null;
  // The gate is the page's own headline; a modal's question under a product's h1 is furniture over the page.
  const h1 = s.page.h1s?.[0];
  const lines = [s.page.title.split(/\s[|–—-]\s/)[0] ?? '', ...(h1 ? [h1] : [...s.page.headings, ...s.page.mainBlocks.slice(0, 12)])];
  const m = findShort(lines, AGE_GATE, 160);
  return m ? `age gate (${quoteOf(m)}): the content is shown only after the visitor confirms their age` : null;
}

/**
 * blind17: a "choose your country / language" interstitial served where the cited page was — the
 * page's title or headline asks the visitor to pick a market, the rest is a list of countries (links,
 * no prose). A reader with the locale cookie, or who picks one, reaches the page: blocked, escalated.
 */
const LOCALE_CHOICE = new RegExp([
  '(?<![\\p{L}])(please )?(choose|select|pick) (your )?(country|region|location|market|language)( (or|and|/|&) (region|language|country))?(?![\\p{L}])', '(?<![\\p{L}])where (are you|would you like to) (shop(ping)?|ship(ping)?|buy(ing)?)( from| to)?',
  '(bitte )?(wählen sie|wähle|wählen) (ihr|dein|ein) (land|region|sprache)', '(land|region) (und|/|&) sprache (wählen|auswählen)',
  '(choisissez|sélectionnez|choisir|sélectionner) (votre )?(pays|région|langue)', '(elige|selecciona|seleccione|elija|escoge) (tu|su) (país|región|idioma)',
  '(seleziona|scegli|selezionare) (il )?(tuo )?(paese|nazione|lingua)', '(selecione|escolha|selecionar) (o )?(seu|sua) (país|região|idioma)', '(kies|selecteer) (je|uw) (land|regio|taal)',
  'wybierz (swój )?(kraj|region|język)', 'välj (ditt )?(land|region|språk)', 'vyberte (si )?(zemi|region|jazyk)', 'выберите (вашу )?(страну|регион|язык)', '(ülke|dil) seçin',
  '国(・|/)?地域(を|の)?(選択|選んで)', '(请)?选择(您的)?(国家|地区)', '選擇(您的)?(國家|地區)', '(국가|지역)(를|을)? 선택',
].join('|'), 'iu');
export function detectLocaleGateway(s: Signals): string | null {
  if (s.article || s.prose >= 400) return null;
  const m = findShort([s.page.title, ...(s.page.h1s ?? []).slice(0, 1)], LOCALE_CHOICE, 120);
  return m ? `country / language selector (${quoteOf(m)}): an interstitial before the cited page` : null;
}

/**
 * blind17: a shop closed by its platform for an unpaid bill answers HTTP 402 with "This store is
 * unavailable": the owner owes the platform, the reader cannot pay to read — no paywall. Blocked.
 */
const STORE_CLOSED = new RegExp([
  '(this|the) (store|shop|site|website|online store) is (currently |temporarily )?(unavailable|closed|paused|not available|suspended)', '(store|shop|site|website|account) (has been |is )?(suspended|frozen|paused|deactivated)',
  '(dieser |der )?(shop|onlineshop|store|online-shop) ist (derzeit |vorübergehend |momentan )?(nicht verfügbar|geschlossen|pausiert|gesperrt)', 'cette boutique est (actuellement |temporairement )?(indisponible|fermée|suspendue)',
  'esta tienda (no está disponible|está cerrada|está suspendida)', 'questo negozio (non è disponibile|è chiuso|è sospeso)', 'deze (winkel|webshop) is (niet beschikbaar|gesloten|opgeschort)', 'esta loja (não está disponível|está fechada|está suspensa)',
  'ten sklep jest (niedostępny|zamknięty|zawieszony)', 'このストアは(現在)?(ご利用いただけません|利用できません)', '(此|该)(商店|店铺)(不可用|已关闭|暂停)',
].join('|'), 'iu');
export function detectClosedStore(s: Signals): string | null {
  if (s.prose >= 700) return null;
  const m = findShort([s.page.title, ...s.page.headings, ...s.page.mainBlocks.slice(0, 12)], STORE_CLOSED, 160);
  return m ? `the shop or site is closed by its platform (${quoteOf(m)})` : null;
}

/**
 * "Not found" / "does not exist" / "no longer available" in many languages, as short word groups
 * rather than whole sentences: they count only in a short line (title, heading, a block of at most
 * 120 characters) of a page without an article's prose.
 */
const NOT_FOUND_WORDS = new RegExp([
  // s13, from blind27: a docket's or database's notice headed by the document itself ("Document not available", a sealed filing).
  '^(the )?(requested )?(document|record|filing) (is )?(currently )?(not|no longer) available\\.?$', '^(document|documento) (non|no|não) (disponible|disponibile|disponível)\\.?$',
  '\\bnot found\\b', "\\b(can('|’)?t|cannot|could ?n('|’)?t) be found", "does ?n('|’)?o?t exist", '\\bno longer (available|exists)',
  'nicht gefunden', 'existiert nicht', 'nicht mehr (verfügbar|vorhanden|online)',
  // s15, from edges2: "we could not find the page" with the page named and a modal verb — "Die gewünschte Seite konnten wir leider
  // nicht finden", "Nous ne trouvons pas cette page", "No pudimos encontrar la página", "Non riusciamo a trovare la pagina", "We kunnen
  // deze pagina niet vinden", "Não conseguimos encontrar a página" (a short line, like the rest of this list).
  '(seite|artikel|beitrag|inhalt|adresse)\\p{L}{0,3} (konnten|können|konnte|kann) (wir|ich)? ?(leider )?nicht (ge)?finden', '(konnten|können) wir (die|diese|den|das) (seite|artikel|beitrag|inhalt)\\p{L}{0,3} (leider )?nicht finden',
  "(nous )?ne (trouvons|parvenons (pas )?à trouver|pouvons (pas )?trouver) (pas )?(cette|la) page", '(no )?(podemos|pudimos|hemos podido|logramos) encontrar (la|esta) página', 'non (riusciamo|siamo riusciti) a trovare (la|questa) pagina',
  '(kunnen|konden) (we )?(deze|de|die) pagina niet vinden', 'não (conseguimos|foi possível) encontrar (a|esta) página',
  // blind10: dictionaries' "no entry for this word".
  'kein(en)? (eintrag|wörterbucheintrag) (für|zu)', 'aucune (entrée|définition) (pour|ne correspond)', 'ning[uú]na entrada (para|con)', 'nessuna voce (per|trovata)', 'нет (такой )?(словарной )?статьи', 'このページ(は|に)[^。]{0,6}(ありません|存在しません)',
  // blind9: "Diese Seite gibt es leider nicht" / "Den Artikel gibt es nicht mehr" (the page or item named, so a headline saying "gibt es nicht" of something else does not count).
  '(seite|artikel|beitrag|inhalt|meldung|adresse)\\p{L}{0,3} gibt es (hier )?(leider )?(nicht|nicht mehr|nicht \\(mehr\\))\\b', 'gibt es (diese|die|den|das) (seite|artikel|beitrag|inhalt)\\p{L}{0,3} (leider )?nicht', 'introuvable', "n('|’)existe (pas|plus)", "n('|’)est plus disponible", 'non trouvée?',
  'no encontrad[ao]', 'no existe', 'ya no (está|existe)', 'não encontrad[ao]', 'não existe', 'non trovat[ao]', 'non esiste', 'non è più disponibile',
  'niet gevonden', 'bestaat niet', 'hittades inte', 'finns inte', 'ikke fundet', 'ikke funnet', 'finnes ikke', 'findes ikke', 'nie znaleziono', 'nie istnieje',
  'nenalezen[ao]?', 'neexistuje', 'nem található', 'negăsit', 'nu a fost găsit', 'ei löytynyt',
  'не найден[аоы]?', 'не существует', 'не знайдено', 'не знайдена', 'bulunamadı', 'mevcut değil', 'δεν βρέθηκε', 'δεν υπάρχει',
  'לא נמצא', 'غير موجود', 'لم يتم العثور', 'नहीं मिल[ाी]', 'không tìm thấy', 'không tồn tại', 'tidak ditemukan', 'tidak dijumpai', 'ไม่พบ',
  '見つかりません', '見つかりませんでした', '存在しません', '页面不存在', '不存在', '找不到', '未找到', '찾을 수 없습니다', '존재하지 않습니다',
  // Persian (Persian or Arabic yeh), Urdu (blind6: a Persian soft 404 was read as a consent page).
  '[يی]افت نشد', 'پیدا نشد', '(صفحه|مطلب|خبر)[\\p{L}\\s\u200c]{0,20} وجود ندارد', 'نہیں مل[اسی]', 'موجود نہیں',
  // blind7: Georgian, Armenian, Indic and Southeast Asian scripts, Mongolian, Kazakh, African and other Latin-script languages.
  'ვერ მოიძებნა', 'არ არსებობს', 'չի գտնվել', 'գոյություն չունի', 'கிடைக்கவில்லை', 'காணவில்லை', 'পাওয়া যায়নি', 'খুঁজে পাওয়া যায়নি', 'भेटिएन', 'ਨਹੀਂ ਮਿਲ', 'મળ્યું નથી', 'મળ્યો નથી',
  'ಕಂಡುಬಂದಿಲ್ಲ', 'ಸಿಗಲಿಲ್ಲ', 'കണ്ടെത്താനായില്ല', 'ലഭ്യമല്ല', 'కనుగొనబడలేదు', 'దొరకలేదు', 'හමු නොවීය', 'සොයාගත නොහැක', 'រកមិនឃើញ', 'ရှာမတွေ့', 'ບໍ່ພົບ', 'ገጹ አልተገኘም', 'አልተገኘም',
  'олдсонгүй', 'олдохгүй', 'табылмады', 'topilmadi', 'tapılmadı', 'nuk u gjet', 'nuk ekziston', 'fannst ekki', 'nav atrast', 'nerast[ao]s?', 'ei leitud', 'ei leia',
  'haupatikani', 'haikupatikana', 'hakipatikani', 'a kò rí', 'ba a samu ba', 'alitholakalanga', 'akutholakalanga', 'hindi (nahanap|matagpuan|makita)', 'tidak (wujud|ada lagi)',
  // s14, from edges1: "does not exist" where only "not found" was listed, an adverb between the
  // negation and the verb, the page named before "there is no" — in a short line, as above. A soft 404
  // says the page is missing in more ways than one verb (he "לא קיים", id "halaman … tidak ada", hi
  // "मौजूद नहीं", ru "такой страницы нет", fi "ei valitettavasti löytynyt", zh "页面走丢了").
  'ei (\\p{L}+ )?löytynyt', 'ei (ole )?(enää )?olemassa', 'ei löydy', 'kunde inte hittas', 'existerar inte', 'eksisterer ikke', 'findes ikke længere',
  'לא קיימ(ת|ים)?', 'אינ(ו|ה) קיימ(ת)?', 'לא ניתן למצוא', '(الصفحة|الرابط|المقال)[^.]{0,30}(غير متوفرة|غير متاحة|لم تعد موجودة)',
  '(halaman|laman|artikel|berita|tautan|pautan)( \\p{L}+){0,4} (tidak|tak) (ada|tersedia|dapat ditemukan|bisa ditemukan)', 'मौजूद नहीं', 'नहीं मिल (सका|सकी|सके|पाया|पाई)',
  '(такой |этой |данной )?страниц\\p{L}* (у нас |больше |уже )?(нет|отсутствует)(?![\\p{L}])', 'нет такой страницы', 'такої сторінки (у нас |більше )?(немає|нема)', 'сторінк\\p{L}* не існує',
  'sayfa(ya)? ulaşılamıyor', 'böyle bir sayfa (yok|bulunmuyor)', 'nie ma takiej strony', 'taková stránka neexistuje', 'stránka již neexistuje', 'pagina (non esiste|inesistente)', 'página inexistente',
  '(ページ|記事)(は|が)(存在しない|見当たりません|ありません)', '見当たりません', '(页面|頁面|网页|網頁)(已)?(走丢|走丟|迷路)', '走丢了', '走丟了', '존재하지 않는 (페이지|게시물|주소|글)', '페이지(가|를) (찾을 수 없|없습니다)', 'ไม่มีหน้านี้', 'ไม่พบหน้า',
  "(link|url|address)( you (followed|clicked|used|typed))? (leads|goes|points|led) nowhere", '(this|the) (link|url) (is|seems to be|appears to be|may be) (broken|dead)(?![\\p{L}])', 'nothing (lives|exists) (here|at this address)',
  'führt ins leere', "ce lien (est mort|ne mène (à rien|nulle part))", 'este enlace (está roto|no lleva a ninguna parte)', 'questo link (non funziona|è rotto)',
].join('|'), 'iu');

const NO_RESULTS = /(^|\b)0 (results|matches|hits|items)( found)?\b|no (search )?results (were )?(found|for|match)|no results$|your search( - .{1,80} -| for .{1,80})? did not match any (documents|results|items)|did not match any (documents|results|items)|(returned|found) (no|0) (results|matches)|we could ?n('|’)?o?t find any(thing)? (results|matching)|(we )?(could ?n('|’)?o?t|could not|did ?n('|’)?o?t|did not) find anything (for|matching|that matches)|nothing (was )?found for|(wir )?(konnten|haben) (leider )?(nichts|keine (ergebnisse|treffer)) (finden|gefunden)|(nous n'|nous n’|on n'|on n’)(avons|a) rien trouvé|no (hemos|se ha|se han) encontrado (nada|resultados)|non (abbiamo trovato|è stato trovato) (nulla|niente)|não encontramos (nada|resultados)|(に一致する|に該当する)(情報|ページ|結果|記事|質問)(は|が)見つかりませんでした|(未找到|找不到|沒有找到)(相关|相關|任何)?(结果|結果|内容|內容)|검색 결과가 없습니다|nothing matched your search|(search|query|your search) (has|had|returned|gave|produced) no (matches|results|hits)|no match(es|ing (records|items|documents))? (were )?found|no (records|entries|documents|titles|persons|people|items) (matched|match|were found|found)( your)?|keine (ergebnisse|treffer)|aucun résultat|sin resultados|nessun risultato|検索結果はありません|没有找到(相关)?结果|ничего не найдено/i;

const SEARCH_SHAPE = /form:\S*(search|suche|recherche|busca|buscar|cerca|ricerca|zoek|sok|szukaj|poisk|arama|hledat|hledani|vyhledavani|vyhladavanie|検索|搜索|\?q=|[?&]s=)/i;
const SEARCH_URL = /\/(search|find|results|suche|ergebnis(se)?|recherche|busca|buscar|cerca|ricerca|zoeken|sok|szukaj|poisk|arama|hledat|hledani|vyhledavani|vyhladavanie)(\/|$|\?|\.)|[?&](q|s|query|search|keyword|k)=/i;
// s12, from blind22: CJK writes the search word inside a compound ("公告搜索", "銘柄検索", "기업검색"), so it stands
// at the end of the title's head word without a letter boundary before it.
const SEARCH_TITLE = /(?<![\p{L}])(search|results|suche|suchergebnis\p{L}*|ergebnisse|recherche|résultats|resultados|búsqueda|risultati|ricerca|zoekresultaten|sökresultat|wyniki|поиск|результаты|arama|hledání|vyhledávání|vyhľadávanie|hľadanie|検索|搜索|검색)(?![\p{L}])|(検索|搜索|搜尋|검색)(结果|結果|결과)?$/iu;
const NO_RESULTS_WORDS = /(?<![\p{N}.,])0 (courses?|modules?|programmes?|programs?|classes|units|subjects|events?|records?|theses|dissertations?|publications?|people|persons|staff|pages|lehrveranstaltungen|veranstaltungen|kurse|module|cours|formations|cursos|asignaturas|corsi|insegnamenti|cursussen|vakken|kursy|przedmiotów|předmětů|курсов|дисциплин)(?![\p{L}])|(?<![\p{L}])no (courses|modules|programmes|programs|classes|events|records|theses|publications|people) (were )?(found|match(ed)?)|検索結果\s*[:：]?\s*0\s*件|(?<![\p{N}])0\s*件(の|が)?(検索結果|ヒット|該当)|該当(件数)?\s*[:：]?\s*0\s*件|(共|找到|搜索到)\s*0\s*(条|個|个|項|项|篇)|(?<![\p{N}])0\s*(条|個|个|項|项|篇)(相关|相關)?(结果|結果)|검색 ?결과\s*[:：]?\s*0\s*(건|개)|(?<![\p{N}])0\s*(건|개)의 (검색 )?결과|(?<![\p{N}.,])0 (résultats?|ergebnisse?|treffer|einträge|resultados?|risultati|resultaten|resultat|träffar|wyników|výsledků|результат\p{L}*|sonuç|αποτελέσματα|kết quả|hasil)(?![\p{L}])|(?<![\p{N}.,])0 ?(件|条|個|건|개)(?![\p{L}])|(?<![\p{N}.,])0 (products?|items?|articles?|offers?|listings?|posts?|documents?|jobs?|propert(y|ies)|hotels?|stays|homes|rentals|rooms|accommodations?|hébergements?|logements?|alojamientos?|unterkünfte|alloggi|accommodaties|noclegów|obiekt(y|ów)|otel|penginapan|properti|produkte?|artikel|angebote?|beiträge|stellen(angebote)?|produits?|offres?|annonces?|documents?|productos?|artículos|ofertas?|anuncios?|documentos?|prodotti|articoli|offerte|annunci|documenti|produtos?|ofertas|anúncios|producten|artikelen|aanbiedingen|vacatures|produkter|artiklar|annonser|produktów|artykułów|ofert|ogłoszeń|produktů|nabídek|inzerátů|товар\p{L}*|объявлени\p{L}*|вакансий|ürün|ilan)(?![\p{L}])|(we|i) (could ?n('|’)?o?t|did ?n('|’)?o?t|were unable to) find any (products|items|articles|offers|listings|jobs|matches|properties|hotels|homes|rentals|stays|rooms|accommodations?)|(?<![\p{L}])(sorry|lo sentimos|désolé|leider|maaf|üzgünüz|spiacenti)\s?[-–—:,]\s?(no matches|no hay coincidencias|aucune correspondance|keine (treffer|übereinstimmungen)|tidak ada (yang cocok|hasil)|eşleşme (yok|bulunamadı)|nessuna corrispondenza)(?![\p{L}])|tidak ada yang cocok|no (products|items|listings|offers|jobs) (were )?(found|match)|keine (produkte|artikel|angebote) gefunden|aucun (produit|article|offre|annonce) (ne correspond|trouvé)|no se (encontraron|han encontrado) (productos|artículos|ofertas)|nessun (prodotto|articolo|annuncio) (trovato|corrisponde)|geen (producten|artikelen|vacatures) gevonden|inga (produkter|artiklar|annonser) hittades|nie znaleźliśmy (żadnych )?(produktów|wyników|ofert|ogłoszeń|artykułów)|brak (produktów|ofert|ogłoszeń)|товары не найдены|ürün bulunamadı|没有找到(相关)?商品|검색된 상품이 없습니다|aucun (document|article|contenu|élément|résultat) ne correspond|kein (dokument|eintrag|beitrag|artikel) (entspricht|passt)|ningún (documento|resultado|artículo) coincide|nessun (documento|contenuto|articolo) corrisponde|keine (ergebnisse|treffer|einträge)|ergab keine|aucun résultat|ningún resultado|no se encontraron|nenhum resultado|no se (han|ha) encontrado( ningún| ningun)? resultados?|no (hay|existen|tenemos) resultados|(não|nao) (foram|foi) encontrad[oa]s?( nenhum)? resultados?|non (sono stati|è stato) trovat[oi]( alcun)? risultat[oi]|nie znaleziono (żadnych )?wyników|žádné výsledky|nebyly nalezeny|nic nebylo nalezeno|nebylo nic nalezeno|nic jsme nenašli|nič sa nenašlo|nenašli sa žiadne výsledky|nincs (találat|eredmény)|nu (au fost găsite|s-au găsit) rezultate|niciun rezultat|لا توجد نتائج|لم يتم العثور على (أي )?نتائج|نتیجه[‌ ]?ای یافت نشد|לא נמצאו תוצאות|कोई (परिणाम|नतीजा) नहीं|ไม่พบผลการค้นหา|ไม่พบผลลัพธ์|không tìm thấy kết quả|見つかりませんでした|結果が見つかりません|找不到(相关|相關)?(结果|結果)|검색 ?결과가 없습니다|nichts gefunden|sonuç (yok|bulunamadı)|nessun risultato|geen resultaten|inga (resultat|träffar)|ingen resultater|brak wyników|nic nie znaleziono|ничего не найдено|нет результатов|δεν βρέθηκαν αποτελέσματα|không có kết quả|該当する.*ありません|没有找到|没有结果|tidak ada hasil|tiada hasil|hakuna matokeo|walang resulta|შედეგები ვერ მოიძებნა|არაფერი მოიძებნა|արդյունքներ չեն գտնվել|முடிவுகள் (எதுவும் )?இல்லை|কোনো ফলাফল পাওয়া যায়নি|үр дүн олдсонгүй|нәтиже табылмады|hech narsa topilmadi|nəticə tapılmadı|δεν (επέστρεψε|έδωσε|βρήκε) (κανένα )?αποτελέσματα|(lieferte|ergab) keine (ergebnisse|treffer)|no (devolvió|arrojó|produjo) (ningún )?resultados?|non ha (prodotto|restituito|dato) (alcun |nessun )?risultat[oi]|não (retornou|devolveu|encontrou) (nenhum )?resultados?|leverde geen (resultaten|treffers)( op)?|gav inga (resultat|träffar)|ga ingen (resultater|treff)|nie (dało|dała|przyniosło|przyniosła|zwróciło) (żadnych )?wyników|nevrátil[oa]? žádné výsledky|не дал[аои]? (никаких )?результатов|sonuç (vermedi|döndürmedi)|ei tuottanut (yhtään )?tul|không trả về kết quả|tidak (menghasilkan|memberikan) hasil/iu;

export function detectEmptySearch(s: Signals): string | null {
  if (s.prose >= 1500) return null;
  // Said anywhere in a short line, the message counts only on a page shaped like a search (a search form or a search URL).
  const searchShape = SEARCH_SHAPE.test(s.page.markup.match(/form:\S+/g)?.join(' ') ?? '') || SEARCH_URL.test(s.finalUrl) || [s.page.title, ...s.page.headings.slice(0, 2)].some((t) => {
    // A terse title or heading ("Results", "Suchergebnis – Portal"), not a headline that mentions search.
    const head = t.split(/\s[|–—-]\s/)[0] ?? '';
    return SEARCH_TITLE.test(head) && (head.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) <= 3;
  });
  // In the title or a heading the message is the page's own; in a block only on a search-shaped page.
  const m = findIn([s.page.title, ...s.page.headings], NO_RESULTS) ?? (searchShape ? findIn(standalone(s), NO_RESULTS) ?? findShort(standalone(s, 30), NO_RESULTS) ?? findShort(standalone(s, 30), NO_RESULTS_WORDS, 200) : null);
  return m ? `search page with no results (${quoteOf(m)})` : null;
}

const TAKEDOWN = /(has been|was|have been|is being) (removed|taken down|deleted|withdrawn|withheld|disabled|blocked)( (due to|because of|in response to|at the request of|following|for violating))?|removed (due to|because of|in response to|at the request of|for violating)|no longer available (because|due to)|account (has been |was )?(suspended|terminated|deactivated)|(dmca|copyright) (notice|claim|complaint|takedown)|taken down (in response|due to|following)|this (video|content|post|tweet|page) is (unavailable|no longer available)|content (is )?not available/i;

const TAKEDOWN_WORDS = /\b(removed|deleted|taken down|withdrawn|suspended)$|^(content|post|article|video|account) (removed|deleted|suspended|unavailable)|entfernt|gelöscht|gesperrt|supprimée?|retirée?|eliminad[ao]|retirad[ao]|removid[ao]|rimoss[ao]|verwijderd|usunięt[ya]|удал[её]н[аоы]?|kaldırıldı|kaldırılmıştır|已删除|已被删除|削除されました|已刪除|已被刪除|삭제되었습니다|삭제된 (게시물|기사|글)|αφαιρέθηκε|διαγράφηκε|הוסר|נמחק|تم حذف|تمت إزالة|ถูกลบ|đã bị (xóa|xoá|gỡ)/iu;

export function detectTakedown(s: Signals): string | null {
  if (s.prose >= (s.article ? 200 : 800)) return null;
  const m = findIn([s.page.title, ...s.page.headings, ...s.page.mainBlocks.slice(0, 10)], TAKEDOWN) ?? findShort([s.page.title, ...s.page.headings], TAKEDOWN_WORDS, 80);
  return m ? `takedown notice (${quoteOf(m)})` : null;
}

/**
 * blind10: a wiki's disambiguation page — a list of articles that share a name — cited for one of
 * them. Known by the box or class MediaWiki templates put on it (`dmbox-disambig`, `disambigbox`,
 * `homonymie`…), by the title's qualifier ("Mercury (disambiguation)", "Halle (Begriffsklärung)")
 * or by its opening line ("Mercury may refer to:", "Halle steht für:", "peut désigner :").
 * Not when the citation itself names a disambiguation page.
 */
const DISAMBIG_MARKUP = /(^|\s)(dmbox-disambig|disambigbox|disambig-box|disambiguation-box|setindexbox|homonymie|bandeau-homonymie|begriffsklaerung|begriffsklärung|desambiguacion|desambiguación|disambigua|ujednoznacznienie|неоднозначность|曖昧さ回避|消歧义)(\s|$)/i;
const DISAMBIG_TITLE = /\((disambiguation|begriffsklärung|homonymie|desambiguación|desambiguação|disambigua|ujednoznacznienie|значения|значення|曖昧さ回避|消歧义|消歧義|동음이의)\)/iu;
const DISAMBIG_LINE = /(may|can) (also )?refer to:?$|(commonly|most commonly|usually) refers to:?$|steht für:?$|(bezeichnet|ist der name) (folgende[rs]?|mehrerer)[^.]{0,40}:$|peut (désigner|faire référence à)\s?:?$|puede referirse a:?$|può riferirsi a:?$|pode referir-se a:?$|может (означать|относиться к):?$|може означати:?$|może oznaczać:?$|は(以下|次)の(ものを|いずれかを)?指す。?$|可以指:?$|可能指:?$/iu;

export function detectDisambiguation(s: Signals, citingTitle: string | null | undefined): string | null {
  if (s.prose >= FULL_ARTICLE || (citingTitle && /disambiguation|begriffsklärung|homonymie|desambigua|曖昧さ回避|消歧/iu.test(citingTitle))) return null;
  if (DISAMBIG_MARKUP.test(s.page.markup)) return 'a disambiguation page (a list of articles sharing a name), not the cited article';
  const m = findShort([s.page.title, ...s.page.headings], DISAMBIG_TITLE, 200) ?? findShort(s.page.mainBlocks.slice(0, 6), DISAMBIG_LINE, 200);
  return m ? `a disambiguation page (${quoteOf(m)}), not the cited article` : null;
}

/** Binary data served as text: replacement characters, NULs and control characters in the opening. */
const MAGIC = /^(\u001f\u008b|\u001f\u2039|\u0089PNG|\u2030PNG|PK\u0003\u0004|GIF8[79]a|\u00ff\u00d8\u00ff|7z\u00bc\u00af|Rar!|\u0000\u0000\u0001\u0000|OggS|ID3|RIFF)/;

/**
 * s14, from blind29: a media file's signature at the start of a body sent with NO Content-Type (an
 * MP3 episode, a PNG or JPEG image cited directly, from a bucket or CDN that sets no type). Browsers
 * sniff such a body (WHATWG MIME Sniffing) and play or show it, so it is the cited file, not junk.
 * Read on the body as the fetcher decoded it: an undeclared binary body is not UTF-8, so windows-1252
 * (0x89 → ‰, 0xFF → ÿ). With a declared text type (text/html) the same bytes stay unreadable junk.
 */
const MEDIA_SIGNATURES: [RegExp, string][] = [
  [/^[\u0089\u2030]PNG\r\n/, 'a PNG image'], [/^GIF8[79]a/, 'a GIF image'], [/^\u00ff\u00d8\u00ff/, 'a JPEG image'], [/^RIFF[\s\S]{4}WEBP/, 'a WebP image'],
  [/^ID3[\u0002-\u0004]/, 'an MP3 audio file'], [/^\u00ff[\u00fa\u00fb\u00f2\u00f3\u00e2\u00e3]/, 'an MPEG audio file'], [/^OggS\u0000/, 'an Ogg audio or video file'], [/^fLaC/, 'a FLAC audio file'],
  [/^RIFF[\s\S]{4}(WAVE|AVI )/, 'a WAV audio or AVI video file'], [/^[\s\S]{4}ftyp(isom|iso2|mp4[12]|M4A |M4V |qt  |avc1|dash|3gp\d)/, 'an MP4 / M4A / MOV file'], [/^\u001aE\u00df\u00a3/, 'a Matroska / WebM file'],
];
export function detectUntypedMedia(body: string): string | null {
  const head = body.slice(0, 16);
  for (const [re, kind] of MEDIA_SIGNATURES) if (re.test(head)) return kind;
  return null;
}

export function detectBinaryJunk(body: string): string | null {
  const head = body.slice(0, 8192);
  if (head.length < 64) return null;
  if (MAGIC.test(head)) return 'unreadable body (a binary file, by its signature, served as text)';
  if (!/<[a-z!?/]/i.test(head.slice(0, 2048))) {
    // No markup at all: bytes decoded as windows-1252 fill the text with Latin-1 symbols and letters.
    const high = head.match(/[\u0080-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u2044\u20ac\u2122\ufffd]/g)?.length ?? 0;
    if (high / head.length > 0.3) return `unreadable body (binary data served as text; ${Math.round((100 * high) / head.length)} % non-text bytes)`;
  }
  let bad = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (c === 0xfffd || c === 0 || (c < 32 && c !== 9 && c !== 10 && c !== 13) || (c >= 0x7f && c <= 0x9f)) bad++;
  }
  return bad / head.length > 0.08 ? `unreadable body (binary data served as text; ${Math.round((100 * bad) / head.length)} % control or undecodable characters)` : null;
}

export function proseWeight(page: ParsedPage): number {
  return textWeight(page.proseText);
}

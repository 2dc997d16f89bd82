/**
 * Pages that answer 200 but are not the cited source and say so in ways the soft-404 rules do not
 * name (issue 12, classes found by the held-out set blind5):
 * - parked / for-sale domain landers: an expired domain now shows "This domain may be for sale",
 *   "parked free", related-search links and the parking vendor's scripts → mismatch;
 * - "no longer available / isn't available anymore" notices (videos, listings, posts) → mismatch;
 * - consent dialogs served as the whole page (a CMP or pay-or-consent page that names its
 *   partners or the IAB framework and asks to accept) → blocked, when the page is unrelated to the
 *   citation (so an article with a cookie banner is never affected).
 * Each rule reads only short lines or main-text blocks of a page without an article's prose.
 */
import { findShort, quoteOf, splitSentences, standalone, type Signals } from './signals';
import { textWeight } from './relevance';

const PARKED = new RegExp([
  'domain (name )?(may be|is|might be) for sale', '(buy|get|make an offer on|inquire about|purchase) this domain', 'this domain (name )?(is|has been|was) (parked|registered|for sale)',
  'is parked (free|for free)', '\\bparked (free )?courtesy of', 'domain parking', 'the domain .{1,80} (is|may be) for sale',
  'diese domain (steht zum verkauf|kaufen|ist geparkt|wurde registriert)', 'diese domain (kann|könnte) (erworben|gekauft|übernommen) werden', '(sind sie|sie sind) an (dieser|der) domain interessiert', 'interested in (buying |acquiring )?(this|the) domain', 'this domain (name )?(can|could) be (bought|purchased|acquired)', 'ce (nom de )?domaine (peut|pourrait) être (acheté|acquis|racheté)', 'intéressé par ce (nom de )?domaine', 'este dominio (se )?puede (comprar|adquirir)', 'interesad[oa] en este dominio', 'questo dominio può essere (acquistato|comprato)', 'interessat[oa] a questo dominio', 'deze domeinnaam (kan|is) (gekocht|overgenomen|te koop)', 'domain (steht )?zum verkauf', 'ce (nom de )?domaine est (à vendre|en vente|parqué)', 'acheter ce (nom de )?domaine',
  'este dominio (está|puede estar) (a la venta|en venta)', 'comprar este dominio', 'questo dominio (è|potrebbe essere) in vendita', 'dit domein is te koop', 'domena (jest )?na sprzedaż',
  // An expired registration the registrar now shows (blind6): "This domain name expired on …", "renew it now".
  'this domain( name)? (has )?expired', 'domain( name)? expired on', 'domain (name )?has expired', '(is|has) expired\\. renew', 'renew (it|this domain|your domain) now',
  'diese domain ist (abgelaufen|ausgelaufen)', 'ce (nom de )?domaine a expiré', 'este dominio ha (caducado|expirado)', 'il dominio è scaduto', 'domena wygasła', 'срок (действия|регистрации) домена (истек|истёк)', 'このドメインは有効期限', '该域名已过期', '域名已到期',
  // blind7: "available for purchase", "parked for FREE"; expired registrations in Indonesian / Malay / Vietnamese / Turkish.
  'domain( name)?( \\S{1,80})? is available for (purchase|sale)', 'this (web ?page|domain|site) is parked', 'domain ini (telah|sudah) (kedaluwarsa|kadaluarsa|kedaluarsa|tamat)', 'tên miền (này )?đã hết hạn', 'alan adının süresi doldu',
  // blind8: the domain's own name between "domain" and "for sale" in other languages; a Japanese registrar's lander.
  '(die |la |el |il |de |het |o )?(domain[e]?|domein|dominio|domena|domínio) \\S{1,80} (steht zum verkauf|ist zu verkaufen|wird zum verkauf angeboten|est à vendre|est en vente|está a la venta|está en venta|è in vendita|is te koop|jest na sprzedaż|satılıktır|satılık)',
  'このドメインは[、,]?[^。]{0,40}(で取得されています|で登録されています|取得済み)', '该域名[^。]{0,20}(已被注册|正在出售中)',
  'этот домен (продается|продаётся|припаркован)', 'домен продается', 'bu alan adı satılık', 'このドメインは(販売中|売り出し中)', '该域名(正在出售|出售|可出售)', '此域名(正在出售|出售)', '이 도메인은 판매',
  // s14, from edges1: for-sale and lapsed registrations in Nordic, Finnish, Portuguese, Czech, Hungarian,
  // Romanian, Greek, and a registration that "lapsed" or "was not renewed" ("example.com lapsed on 2 March").
  '(den här |denna )?(domän|domänen|domännamnet)( \\S{1,80})? (är|kan vara) till salu', '\\S{1,80}\\.[a-z]{2,12} (är|kan vara) till salu', '(domænet|domenet)( \\S{1,80})? (er|kan være) til (salg|salgs)',
  '(tämä )?verkkotunnus( \\S{1,80})? on (myynnissä|myytävänä)', 'verkkotunnus on (vanhentunut|vanhentunut|umpeutunut)', '(este |o )?domínio( \\S{1,80})? (pode estar|está) à venda', 'domínio à venda',
  '(tato )?doména( \\S{1,80})? je na prodej', 'doména (vypršela|expirovala)', 'a domain( \\S{1,80})? eladó', 'domeniul( \\S{1,80})? este de vânzare', '(το )?(domain|όνομα χώρου)( \\S{1,80})? (πωλείται|είναι προς πώληση)',
  '(ονόματος χώρου|domain)[^.]{0,40}(έχει λήξει|έληξε)', 'domänen har (gått ut|löpt ut)', '(?<![\\p{L}])[\\p{L}\\p{N}-]{1,63}\\.[a-z]{2,12} (has )?lapsed( on)?(?![\\p{L}])', '(registration|domain)( of this (name|domain))? (has )?(lapsed|was not renewed)',
].join('|'), 'iu');
/** Parking vendors' landers: their scripts, hosts and ids. */
const PARKING_MARKUP = /sedo(parking)?\b|bodis|parkingcrew|parking-?lander|afternic|hugedomains|dan\.com|above\.com|adsense\/domains\/caf\.js|domainmarket|undeveloped\.com/i;

export function detectParkedDomain(s: Signals): string | null {
  if (s.article || s.prose >= 1500) return null;
  const m = findShort(standalone(s, 30), PARKED, 200);
  if (m) return `parked or for-sale domain (${quoteOf(m)}): not the cited source`;
  if (PARKING_MARKUP.test(s.page.markup) && s.prose < 400 && /related (searches|links)|sponsored listings|verwandte suchen|recherches associées|búsquedas relacionadas/i.test(standalone(s, 30).join(' '))) {
    return 'parked domain (a parking lander with related-search links): not the cited source';
  }
  return null;
}

const GONE = new RegExp([
  "(is|are)(n('|’)?t| not) available any ?(more|longer)", "\\bnot available any ?(more|longer)", '\\bno longer (available|online|accessible|viewable|published|listed|for sale)',
  'has (been )?(expired|ended)( and)? (is )?no longer', 'this (listing|ad|advert|offer|auction|item) (has )?(expired|ended)',
  // blind17: a job ad that has closed — "no longer accepting applications", "Annonsen har gått ut", "Diese Stelle ist bereits besetzt".
  '\\bno longer accepting (applications|applicants|candidates|cvs)', '\\b(this |the )?(job|position|vacancy|role|opening|job (posting|listing|ad|advert|offer)|posting) (has )?(expired|closed|been filled|been closed|is (now )?(closed|filled|no longer (open|active|available)))\\b',
  '(diese |die )?(stelle|position|stellenanzeige|anzeige) (ist|wurde) (bereits |leider )?(besetzt|vergeben|abgelaufen|geschlossen|nicht mehr (aktiv|aktuell|verfügbar))', "(cette |l['’])?(offre|annonce)( d['’]emploi)? (a expiré|est expirée|a été pourvue|est pourvue|n['’]est plus (active|en ligne|d['’]actualité))",
  '(esta |la )?(oferta|vacante)( de (empleo|trabajo))? (ha (caducado|expirado)|ya no está (activa|vigente)|está cerrada|ha sido cubierta)', "(questo |l['’])?(annuncio|offerta|posizione) (è |e )?(scadut[oa]|stat[oa] chius[oa]|non è più (attiv[oa]|disponibile))",
  '(deze |de )?vacature is (verlopen|gesloten|vervuld|ingevuld|niet meer (actief|beschikbaar))', '(ogłoszenie|oferta)( pracy)? (wygasł[oa]|jest nieaktualn[ea]|jest nieaktywn[ea]|została zamknięta)',
  '(annonsen|tjänsten) (har gått ut|är (inte längre aktiv|tillsatt|stängd))', '(annoncen|stillingen|annonsen) (er )?(udløbet|besat|utløpt|besatt)', '(inzerát|pozice) (již )?(není aktivní|byla obsazena|vypršel)',
  'この求人(は|の)(掲載(は|を)?)?(終了|締め切り)', '(募集|掲載)(は|を)終了(しました|いたしました)', '(该|此)职位(已)?(关闭|下线|停止招聘|招满)', '채용(이)? (마감|종료)(되었습니다|됨)', 'вакансия (закрыта|в архиве|больше не актуальна|неактивна)', '(bu )?ilan(ın)? (süresi doldu|yayından kaldırıldı|artık aktif değil)',
  'nicht mehr (verfügbar|erhältlich|abrufbar|online)', "n('|’)est plus (disponible|en ligne|accessible)", 'ya no está disponible', 'ya no se encuentra disponible', 'não está mais disponível', 'já não está disponível',
  'non è più disponibile', 'niet meer beschikbaar', 'nie jest już dostępn[yae]', 'już niedostępn[yae]', 'больше не доступ(ен|на|но|ны)', 'більше не доступн[аеи]', 'är inte längre tillgänglig', 'ikke lenger tilgjengelig', 'ikke længere tilgængelig',
  'artık (mevcut|yayında) değil', 'již není dostupn[ýáé]', 'már nem elérhető', 'δεν είναι πλέον διαθέσιμ', 'không còn (khả dụng|tồn tại)', 'tidak lagi tersedia',
  '公開を終了しました', '公開終了', '(この)?動画は(削除|公開停止)', '已下架', '已失效', '더 이상 (사용할 수 없|제공되지 않)',
  // s15, from edges2: a news site's "publication period ended" notice, said of the article — "この記事は掲載期間が終了しました",
  // "記事の掲載期間は終了いたしました", "게재 기간이 만료된 기사입니다", "该文章的发布期限已过" (news agencies license stories for a term).
  '掲載(期間|期限)(は|が|を)?(終了|満了|過ぎ)', '게재 ?기간이 (만료|종료|지난)', '(刊登|發布|发布|刊載|刊载)(期限|期間|期间)(已)?(过|過|届满|屆滿|结束|結束)',
  // s12, from blind22: plural "no longer available" ("Les informations … ne sont plus disponibles"), and a
  // firm, fund or offer that no longer exists at the cited address ("X has ceased trading", "Ce fonds a été
  // liquidé", "Der Fonds wurde aufgelöst", "Diese Aktion ist beendet") — said of itself, in a short line. Not
  // "This product has been discontinued": a discontinued product's page still documents it (blind17).
  "ne sont plus (disponibles|accessibles|en ligne)", 'non sono più (disponibili|accessibili)', 'ya no están disponibles', 'não estão mais disponíveis', 'já não estão disponíveis',
  '\\b(has|have) ceased (trading|operations|to trade)\\b', '\\b(is|are) (now )?in (administration|liquidation|receivership)\\b',
  '\\b(this|the) (fund|sub-fund|share class|account|offer|promotion) (has been|was|is now) (closed|liquidated|wound up|merged into [^.]{1,60})\\b',
  '(ce|le|cet) (fonds|compartiment|produit|placement) a été (liquidé|fermé|clôturé|absorbé|dissous)', '(a|ont) cessé (ses|son|leurs) activités?',
  '(der |dieser )?(fonds|teilfonds) (wurde|ist) (aufgelöst|liquidiert|geschlossen|verschmolzen)', 'hat (den|seinen|ihren) (geschäftsbetrieb|betrieb) eingestellt', '(diese |die )?aktion ist (leider )?(beendet|abgelaufen)',
  '(el |este )?fondo (ha sido|fue) (liquidado|cerrado|fusionado)', '(il |questo )?fondo è stato (liquidato|chiuso|fuso)', '(o |este )?fundo foi (liquidado|encerrado|incorporado)',
  // s11, from blind19: a retired portal's notice at a cited item's address ("This service has been retired", "本サービスは終了しました").
  '\\b(this|the|our) (service|site|website|web site|portal|database|collection|archive|resource|platform|digital library) (has been|was|is now|is) (retired|decommissioned|discontinued|shut down|switched off|taken offline)',
  '(dieser |der |das |die )?(dienst|service|portal|website|webseite|datenbank|angebot|archiv) (wurde|ist) (eingestellt|abgeschaltet|stillgelegt|außer betrieb genommen)', "(ce |le |cet )?(service|site|portail|espace) (a été|est) (fermé|arrêté|désactivé|retiré)( définitivement)?",
  '(este |el )?(servicio|portal|sitio( web)?) (ha sido|fue) (dado de baja|cerrado|desactivado|retirado)', "(questo |il )?(servizio|portale|sito) (è stato) (dismesso|chiuso|disattivato)", '(deze |de )?(dienst|website|portal|databank) is (beëindigd|gestopt|uit de lucht)',
  '(公開|サービス|運用|提供)(を|は)終了(いた)?しました', '本サービスは終了', '(服务|服務|网站|網站)已(停止|关闭|關閉|下线|下線|终止|終止)', '서비스(가|를)? 종료(되었습니다|하였습니다|했습니다)',
  // s12, from blind21: health content retired at its address ("This fact sheet has been retired"; not "archived", which keeps the text).
  '\\b(this|the) (fact ?sheet|information sheet|patient leaflet|leaflet|page|web ?page|content|article|publication|guide|topic page|resource|document)s? (has|have) been (retired|discontinued|decommissioned|unpublished)\\b',
  '(dieses|diese|dieser) (merkblatt|faktenblatt|informationsblatt|ratgeber|beitrag|inhalt|seite) (wurde|ist) (eingestellt|entfernt|zurückgezogen|depubliziert)', "(cette|ce) (fiche|page|contenu|brochure|dépliant)( d['’]information| info| santé)? a été (retirée?|supprimée?|dépubliée?)",
  '(esta|este) (ficha|página|contenido|folleto|hoja informativa) (ha sido|fue) (retirad[oa]|eliminad[oa]|despublicad[oa])',
  // s12, from blind21: a practice, clinic or pharmacy that closed for good, its notice at the cited page ("Our practice has now closed").
  '\\b(our|this|the) (practice|surgery|clinic|pharmacy|dental practice|dental surgery|veterinary practice|veterinary surgery|veterinary clinic|vet practice|medical centre|medical center|health centre|health center|office|shop|store|branch)( has| have)? (now |permanently |sadly )?(closed( down)? (permanently|for good)|ceased trading)\\b',
  '\\b(our|this|the) (practice|surgery|clinic|pharmacy|dental practice|veterinary practice|vet practice|medical centre|medical center|health centre|health center|office|shop|store|branch) (has|have) (now |permanently |sadly )?closed( down)?(?=\\s*[.!]|$)', '\\b(is|are) (now )?(permanently|definitively) closed\\b',
  '(unsere|diese|die) (praxis|arztpraxis|tierarztpraxis|zahnarztpraxis|apotheke|klinik|filiale|ordination) (ist|wurde|bleibt) (seit (dem )?[\\p{L}\\p{N}.]+( [\\p{L}\\p{N}.]+){0,2} )?(dauerhaft|endgültig|für immer) geschlossen',
  "(notre|le|ce|la|cette) (cabinet|pharmacie|clinique|centre|officine)( médical| dentaire| vétérinaire)? (a (définitivement )?(fermé ses portes|cessé son activité)|est (désormais )?définitivement fermée?)",
  '(nuestra|la|esta|nuestro|el|este) (clínica|consulta|farmacia|centro|consultorio)( \\p{L}+)? (ha cerrado (definitivamente|sus puertas)|(está|permanece) cerrad[oa] definitivamente)',
  '(il nostro|lo|questo|la nostra|la|questa) (studio|ambulatorio|farmacia|clinica|centro)( \\p{L}+)? (ha chiuso (definitivamente|i battenti)|è (stat[oa] )?chius[oa] definitivamente)',
  '(onze|de|deze) (praktijk|huisartsenpraktijk|apotheek|kliniek|dierenartsenpraktijk|tandartspraktijk) is (per [\\p{L}\\p{N}]+( [\\p{L}\\p{N}]+){0,2} )?(definitief|permanent|blijvend) gesloten',
  '(当院|当クリニック|当医院|当診療所|当薬局|当店)は[^。]{0,30}(閉院|閉店|廃業)(いた)?(しました|致しました)', '閉院(いた)?しました', '本(诊所|医院|药店|药房|门诊)已(停业|关闭|歇业|关停)',
  // s12, from blind24: a forum's message for a thread it does not have (vBulletin "Invalid Thread specified",
  // its translations), a topic its author withdrew (Discourse), and a rental or lodging no longer offered.
  '\\binvalid (thread|topic|post|forum|discussion|message) (specified|id)\\b', 'geçersiz (konu|mesaj|forum) belirtildi', 'ungültige[srn]? (thema|beitrag|thread|forum) angegeben', "(sujet|discussion|message) (spécifiée? )?invalide", '(tema|hilo|mensaje) (especificado )?(inválido|no válido)', 'tópico inválido', '(неверно указана|неверная|неправильная) тема', 'nieprawidłow[ya] (wątek|temat)', '(thread|topik|topic) tidak valid',
  '\\b(topic|thread|question) (withdrawn|deleted) by (the |its )?(author|owner|poster)\\b',
  '\\bno longer (offered|bookable|on offer|being offered|taking (bookings|reservations)|accepting (bookings|reservations)|for rent)\\b', "n['’]est plus (proposée?|réservable|louée?|à louer|en location|commercialisée?)", '(wird|werden) nicht mehr (angeboten|vermietet)|nicht mehr buchbar', 'ya no se (ofrece|alquila)|ya no (está|se encuentra) en alquiler', 'non è più (offert[oa]|prenotabile|in affitto)', 'wordt niet meer (aangeboden|verhuurd)', 'nie jest już (oferowan[ya]|wynajmowan[ya])', 'artık (kiralanmıyor|sunulmuyor)', 'tidak lagi (ditawarkan|disewakan)',
  // A web archive's answer for a URL it holds no copy of (blind15): the archive's own soft 404.
  "(has|have)(n('|’)t| not) archived (that|this|the) (url|page|address)", "(that|this|the) (url|page) (has|was)(n('|’)t| not) (been )?archived", '\\bno (captures?|snapshots?|archived copies) (found |available )?(for|of) (that|this|the) (url|page|address)',
  'diese (url|seite|adresse) wurde (noch )?nicht archiviert', "(cette|l('|’)) ?(url|page|adresse) n('|’)a (pas|jamais) été archivée", '(esta|la) (url|página|dirección) no (ha sido|fue) archivada', '(questo|quest(\'|’)) ?(url|pagina|indirizzo) non è stat[oa] archiviat[oa]',
  // s14, from blind30: an offer, listing, lot or route that ended, said of itself in a short line in
  // languages the lines above did not name ("Esta oferta expirou", "Această ofertă a expirat",
  // "Лот снят с торгов", "삭제된 매물입니다", "Το δρομολόγιο δεν εκτελείται πλέον", "Dieses Angebot ist
  // abgelaufen", "this route no longer operates"). A page that still shows the item under such a line
  // is kept by classify.ts (bannerOverShownItem).
  '(esta |a |essa )?(oferta|promoção|promoçao|anúncio|vaga)( de emprego)? (expirou|foi encerrad[ao]|terminou|foi removid[ao])', '(această |aceasta |acest |oferta |anunțul |anuntul )?(ofert[ăa]|anun[țt]ul?|promo[țt]ia)( de muncă)? (a expirat|nu mai este (disponibil|valabil|activ)[ăa]?|a fost (șters|sters|retras)[ăa]?)',
  '(лот|товар|объявление|объект|предложение) (снят[оа]? с (торгов|продажи|публикации)|удален[оа]?|больше не (продаётся|продается|актуальн[оа]))', '(акция|предложение) (завершена|завершено|закончилась|закончилось)',
  '삭제된 (매물|게시물|상품|공고|글|경매)입니다', '(판매|거래|경매)(가|이)? (종료|완료)된 (매물|상품|경매)입니다',
  'δεν (εκτελείται|λειτουργεί|πραγματοποιείται|ισχύει|διατίθεται) πλέον', '(η προσφορά|η αγγελία|το δρομολόγιο) (έληξε|έχει λήξει|καταργήθηκε)',
  '(dieses |das )?angebot ist (leider )?(abgelaufen|beendet|nicht mehr gültig)', "(cette |l['’])offre (est terminée|a pris fin|a expiré|n['’]est plus valable)", '(esta |la )?oferta ha (finalizado|terminado|caducado|expirado)', "(questa |l['’])offerta è (scaduta|terminata)", '(deze |de )?(aanbieding|actie|advertentie) is (verlopen|afgelopen|verwijderd)', '(ta )?(promocja|oferta|aukcja) (zakończyła się|wygasła|została zakończona)',
  '\\b(this |the )?(route|service|line|bus|train|ferry)( \\w{1,8})? (no longer (operates|runs|exists)|has been (withdrawn|discontinued)|was withdrawn)\\b',
  // s14, from edges1: a closed listing or a product taken off sale, said of itself in a short line, in
  // more languages and turns of phrase ("Annonsen är borttagen", "Ilmoitus ei ole enää voimassa",
  // "Inzerát již není aktuální", "Produk ini sudah tidak dijual lagi").
  '(annonsen|objektet|annonsen|produkten|varan|bostaden)( \\p{L}+){0,2} (är|har) (borttagen|borttaget|inaktiv|inaktiverad|tagits bort|avpublicerad)', '(annonce|annonsen|annoncen) (er )?(fjernet|slettet|deaktiveret|deaktivert|inaktiv)',
  'ei ole enää (voimassa|saatavilla|myynnissä|aktiivinen|näkyvissä)', '(ilmoitus|tuote|kohde) on (poistettu|vanhentunut|päättynyt)',
  '(inzerát|nabídka|produkt|zboží|inzerát)\\p{L}{0,2} (již |už )?(není|nejsou) (aktuální|aktivní|k dispozici|v prodeji|dostupn\\p{L}+)', '(inzerát|nabídka|inzerát) (byl[a]? )?(stažen[a]?|odstraněn[a]?|ukončen[a]?)',
  '(sudah |telah )?tidak (dijual|aktif|ditayangkan)( lagi)?(?![\\p{L}])', 'tidak tersedia lagi', '(iklan|produk|lowongan)( ini)? (sudah |telah )?(berakhir|kedaluwarsa|dihapus)',
  '(hirdetés|termék)\\p{L}{0,2} (már )?nem (elérhető|aktív|érhető el)', '(anunțul|produsul) nu (mai )?este (disponibil|activ)', 'η αγγελία (έχει λήξει|δεν είναι πλέον ενεργή|αφαιρέθηκε)', 'המודעה (הוסרה|אינה פעילה|פגה)',
  '(ogłoszenie|oferta|produkt)( \\p{L}+){0,2} (zostało |została |został )?(usunięte|usunięta|usunięty|zakończone|zakończona)',
  // (lead, at the s14 merge) A listing or an offer withdrawn is gone; a product "wycofany (z oferty, ze sprzedaży)" is
  // discontinued — like English "This product has been discontinued", no gone notice of itself (blind30's shop page).
  '(ogłoszenie|oferta)( \\p{L}+){0,2} (zostało |została )?wycofan\\p{L}+', '(anzeige|inserat|angebot)( \\p{L}+){0,2} (wurde )?(gelöscht|deaktiviert|entfernt|beendet)',
  "(annonce|offre)( \\p{L}+){0,2} (a été )?(supprimée|désactivée|retirée)", "n['’]est plus en vente", '(anuncio|oferta)( \\p{L}+){0,2} (ha sido |fue )?(eliminad[oa]|desactivad[oa]|retirad[oa])', 'ya no está (a la venta|activ[oa])',
  "(annuncio|offerta)( \\p{L}+){0,2} (è stat[oa] )?(rimoss[oa]|disattivat[oa]|ritirat[oa])", 'non è più in vendita', '(advertentie|aanbieding)( \\p{L}+){0,2} (is )?(verwijderd|gedeactiveerd|offline gehaald)', 'niet meer te koop',
  '(anúncio|oferta)( \\p{L}+){0,2} (foi )?(removid[oa]|desativad[oa]|retirad[oa])', 'não está mais à venda', '(ilan|ürün)( \\p{L}+){0,2} (artık )?satışta değil', 'đã ngừng (bán|kinh doanh)', '(tin|sản phẩm)( này)? (đã )?(hết hạn|ngừng bán)',
  // s14, from blind29: a media platform's notice where the cited item was — an expired past broadcast
  // ("Unless you've got a time machine, that content is unavailable"; "This clip / VOD is unavailable" — not
  // "This video is unavailable": YouTube's old watch page carries that line in a hidden player template), a live audio Space or stream that
  // ended, a catch-up programme that is "not currently available", and a wiki page with no text (MediaWiki's
  // "There is currently no text in this page" in the wiki's language). A geo-block says where (checked first).
  "\\b(that|this|the) (clip|vod|past broadcast|highlight|recording|livestream|live stream|replay)s? (is|are) (now )?unavailable(?![^.!?]{0,30}(in your|from your|outside|try again|later|right now|at the moment|temporarily))", "unless you('|’)ve got a time machine",
  "\\b(this|the) (space|live ?stream|stream|broadcast|live broadcast|live audio|audio room|live room|live session|live event|premiere)s? (has|have) ended(?![\\s\\S]{0,60}(watch|replay|recording|rewatch|listen|vod|on demand))",
  "(dieser|der) (livestream|live-stream|stream|space|liveblog) (ist|wurde) beendet", "(ce direct|cette diffusion|ce live|cet espace|ce space) (est|a été) terminée?", "(esta transmisión|este directo|este espacio|este space) (ha )?(finalizado|terminado)", "(このスペース|この配信|このライブ配信|ライブ配信|この生放送)は終了しました", "(本场|本場|该|該)?(直播|空间|空間)已(结束|結束)",
  "\\b(this|the) (programme|program|episode|video|title|film|show|series|clip)s? (is|are)(n('|’)t| not) currently available(?! (in|from|outside|to viewers in|to users in) )", "\\b(this|the) (programme|program|episode|film|title)s? (has|have) expired\\b",
  "(cette|cet) (émission|épisode|vidéo|programme)s? n('|’)est (actuellement )?plus (disponible|visible)", "(dieses|diese|dieser) (sendung|folge|video|beitrag|film) ist (derzeit|zurzeit|momentan) nicht (mehr )?(verfügbar|abrufbar)", "(questo|questa) (programma|episodio|puntata|video|contenuto) non è (attualmente|più) (disponibile|visibile)",
  "there is currently no text in this page", "questa pagina è attualmente vuota", "il n('|’)y a (pour l('|’)instant|actuellement) aucun texte sur cette page", "actualmente (no hay|esta página no tiene) (ningún )?texto", "(diese seite|die seite) (enthält|hat) (momentan|derzeit|zurzeit|noch) (noch )?keinen text",
  "deze pagina bevat (momenteel|nog) geen tekst", "(ta strona|strona) (nie zawiera|nie ma) (jeszcze |obecnie )?(tekstu|treści)", "(ainda )?não existe (texto|conteúdo) nesta página", "в настоящее время (текст )?на (этой|данной) странице (текст )?отсутствует",
  "現在このページには(内容|何も)(がありません|書かれていません)", "(此|本)页面目前没有(内容|文字)", "(此|本)頁面目前沒有(內容|文字)", "현재 (이 )?문서에 내용이 없습니다",
  // s15, from blind32: a paste, snippet, shared link, log or upload whose time ran out, said of itself in a
  // short line ("This paste has expired", "This log has expired", "Dieser Link ist abgelaufen", "Ce lien a
  // expiré", "Срок хранения записи истёк", "该分享链接已过期", "이 링크는 만료되었습니다"). Not a certificate,
  // session or offer: the nouns are things a site keeps for a while and then deletes.
  "\\b(this|the) (paste|snippet|gist|shared link|share link|link|share|upload|file|note|log|build log|job log|artifact|attachment|invite|invitation|document|recording)s? (has|have) (expired|been expired)\\b", "\\b(this|the) (paste|snippet|upload|file|log|artifact)s? (is|are) expired\\b",
  "(dieser|diese|dieses|der|die|das) (link|paste|eintrag|datei|freigabe|notiz|einladung|protokoll|log|download)\\p{L}{0,2} (ist|wurde) (leider )?abgelaufen", "(ce|cette|le|la) (lien|paste|fichier|partage|note|invitation|journal|log|téléchargement) (a expiré|est expirée?)",
  "(este|esta|el|la) (enlace|paste|archivo|nota|invitación|registro|log|descarga) (ha caducado|ha expirado|caducó|expiró)", "(este|esta|o|a) (link|paste|arquivo|nota|convite|log) (expirou|está expirad[oa])", "(questo|questa|il|la) (link|paste|file|nota|invito|log) è scadut[oa]",
  "срок (действия|хранения) (этой |этого |данной |данного )?(ссылки|записи|файла|пасты|лога|приглашения) (истёк|истек)", "(ссылка|запись|паста) (истекла|истёк)", "термін (дії|зберігання) (цього |цієї )?(посилання|запису|файлу) (минув|сплив)",
  "(この)?(リンク|ペースト|ファイル|共有リンク|ログ|招待)(は|の)(有効期限が切れています|有効期限が切れました|期限切れです)", "(该|此|本)?(分享)?(链接|鏈接|分享|文件|粘贴|片段|日志|日誌)已(过期|過期|失效)", "(이 )?(링크|붙여넣기|파일|공유 링크|로그)(는|가|의)? (만료되었습니다|유효 기간이 만료되었습니다)",
].join('|'), 'iu');

/**
 * s11, from blind20: a text the site may no longer show — lyrics, a song text, a video — removed
 * for licensing or at the rights holder's request ("we are not licensed to display the full lyrics",
 * "Dieser Songtext wurde auf Wunsch des Rechteinhabers entfernt"). The cited text is not on the page.
 */
const LICENSE_GONE = new RegExp([
  "\\b(we('|’)re|we are|we have not been|we('|’)ve not been) not (licensed|authori[sz]ed|permitted|allowed) to (display|show|publish|reproduce|provide) (the )?(full |complete )?(lyrics|song ?texts?|text|words|content|transcript)",
  "\\b(these |the |this )?(lyrics|song ?text|text|content|video|recording|transcript)s? (has|have|was|were) (been )?(removed|taken down|withdrawn) (at the request of|on behalf of|due to a request from|for licensing reasons|due to licensing)",
  "(wurde|wurden|ist|sind) (auf wunsch|auf verlangen|auf anweisung|auf antrag) (des|der) (rechteinhaber\\p{L}*|urheber\\p{L}*|verlag\\p{L}*|label\\p{L}*|künstler\\p{L}*) (entfernt|gelöscht|gesperrt)",
  "aus (lizenz|urheber)rechtlichen gründen (können|dürfen) wir (ihn|sie|es|diesen \\p{L}+|diese \\p{L}+|dieses \\p{L}+|den \\p{L}+|die \\p{L}+|das \\p{L}+) (leider )?nicht (mehr )?(anzeigen|zeigen|darstellen|veröffentlichen)",
  "(les paroles|ce texte|ce contenu|cette vidéo)( de cette chanson)? (ont|a) été (retirée?s?|supprimée?s?) (à la demande|pour des raisons)",
  "nous ne (sommes pas autorisés|disposons pas (des droits|d['’]une licence)|pouvons plus) (à |pour )?(afficher|publier|reproduire) (les paroles|ce texte|ce contenu)",
  "no (tenemos|disponemos de|contamos con) (la |una )?licencia (para|de) (mostrar|publicar|reproducir) (la letra|las letras|este contenido)",
  "(la letra|este contenido|este vídeo|este video) (ha sido|fue) retirad[oa] (a petición|por (motivos|razones) de (derechos|licencia))",
  "non (abbiamo|disponiamo) (la |della |di una )?licenza (per|di) (mostrare|pubblicare|visualizzare) (il testo|i testi|questo contenuto)",
  "rimoss[oa] su richiesta (del|dei) (titolare|titolari|detentore|detentori) dei diritti",
].join('|'), 'iu');

/** "This video isn't available anymore", "Dieser Artikel ist nicht mehr verfügbar": the cited thing is gone (not a geo-block: those say where). */
export function detectGoneNotice(s: Signals): string | null {
  if (s.prose >= (s.article ? 200 : 1200)) return null;
  const m = findShort(standalone(s, 30), GONE, 160);
  if (m) return `the cited item is gone (${quoteOf(m)})`;
  // A licensing removal notice, in a sentence of a short block of a page without an article (blind20).
  if (!s.article && s.prose < 800) {
    const lic = findShort(standalone(s, 20).flatMap(splitSentences), LICENSE_GONE, 200);
    if (lic) return `the cited text was removed for licensing (${quoteOf(lic)})`;
  }
  // A near-empty page whose notice says, in a sentence of a longer block, that the documents were
  // removed from this very site (blind14: "This consultation closed on 14 February 2023 and its
  // documents have been removed from this site. The outcome will be published in due course.").
  if (s.article || s.prose >= 400) return null;
  const sentences = s.page.mainBlocks.slice(0, 10).flatMap(splitSentences);
  const r = findShort(sentences, REMOVED_HERE, 160);
  return r ? `the cited item is gone (${quoteOf(r)})` : null;
}

/**
 * "This page has moved" notices a migrated government or company site leaves at the old address
 * without redirecting (blind18): the page names the move, links the new place, and is not the cited
 * document → mismatch. A page that refreshes or redirects to the new place is followed by the
 * fetcher and never reaches this rule. The subject is the page / site / content itself, so a story
 * that says "the ministry has moved to Bonn" does not match.
 */
const MOVED = new RegExp([
  '(this|the) (web ?page|page|site|website|content|document|information|service|section|publication|resource)s? (you (are|were) looking for |you requested )?(has|have|had|is|was) (been )?(moved|relocated|migrated|transferred)\\b', '\\b(we|this site) (have|has) moved (to|this (page|content))', '\\bpage moved\\b',
  '(diese|die) (seite|webseite|internetseite|inhalte?|informationen?|rubrik|publikation) (ist|sind|wurde|wurden|hat|haben) (umgezogen|verschoben|verlegt|übertragen)', '(seite|webseite|angebot) (ist )?umgezogen',
  '(cette|la) (page|rubrique|publication|information)s? (a|ont) (été )?(déplacée|déménagé|migrée|transférée)s?', '(ce|le) (contenu|site|document) (a )?(été )?(déplacé|déménagé|migré|transféré)',
  '(esta|la) (página|sección|publicación|información) (se )?(ha )?(sido )?(trasladad|movid|migrad|cambiad)[oa]', '(esta|la) página (ha cambiado de (dirección|ubicación)|se ha mudado)',
  '(questa|la) (pagina|sezione|pubblicazione) (è|e) stat[oa] (spostat|trasferit|migrat)[oa]', '(deze|de) (pagina|site|website|informatie|publicatie) is (verhuisd|verplaatst|gemigreerd)',
  '(sidan|webbsidan|innehållet|informationen) har (flyttats|flyttat)', '(siden|indholdet|informasjonen|informationen) (er|har) (flyttet|blitt flyttet)', '(sivu|sisältö) on (siirretty|siirtynyt)',
  '(strona|podstrona|treść) (została|zostały) przeniesion[ay]', '(stránka|obsah) (byla|byl) přesunut[ay]?', 'az oldal (áthelyezésre került|átköltözött|elköltözött)',
  '(страница|раздел|материал|сайт) (перемещен[аоы]?|переехал[аои]?|перенесен[аоы]?)', '(сторінк[уа]|розділ|матеріал) (перенесено|переміщено|переїхал[аио]?)', '(η σελίδα|το περιεχόμενο) (έχει )?μεταφέρθηκε|(η σελίδα|το περιεχόμενο) έχει μεταφερθεί',
  'bu sayfa (taşındı|taşınmıştır)', '(esta|a) página (foi )?(movida|transferida|mudou de endereço)', 'هذه الصفحة (انتقلت|نقلت)|تم نقل (هذه )?الصفحة', 'הדף (הועבר|עבר)',
  '(この|本)?ページは(移動|移転)(しました|いたしました|しております)', '(本|该|此)?页面已(迁移|移动|搬迁)', '(本|該|此)?頁面已(遷移|移動|搬遷)', '페이지가 (이동|이전)(되었습니다|했습니다)',
].join('|'), 'iu');

/**
 * s12, from blind23: the same notice where the subject is a group, lab or project that moved to
 * another site ("The Quantum Materials Group has moved to … Please visit the group's new website
 * … and update your bookmarks"): "update your bookmarks" (by language), or the subject's move
 * together with a pointer to its new site, in a block of at most 400 characters.
 */
const UPDATE_BOOKMARKS = /update your (bookmarks?|links?|favou?rites)|(aktualisieren|ändern) sie (bitte )?ihre (lesezeichen|links|favoriten)|(mettez|mettre) à jour (vos|votre) (favoris|signets|liens)|actualice (sus|su) (marcadores|favoritos|enlaces)|actualiza tus (marcadores|favoritos)|aggiorna(te)? i (tuoi |vostri )?(segnalibri|preferiti|link)|(pas|wijzig) (uw|je) (bladwijzers?|favorieten|links) aan|zaktualizuj (swoje )?(zakładki|linki)|atualize (seus|os seus) (favoritos|marcadores|links)|обновите (свои |ваши )?(закладки|ссылки)|ブックマークを?(変更|更新)|(请|請)更新(您的)?(书签|書籤)|북마크를 (변경|수정|업데이트)/iu;
const SUBJECT_MOVED = /\b(group|research group|lab|laboratory|team|project|centre|center|institute|department|chair|society|journal|blog|wiki|documentation|docs|course|website|homepage|home page)s? (has|have) (moved|relocated) (to|from)\b|(arbeitsgruppe|gruppe|labor|lehrstuhl|projekt|institut)\p{L}{0,2} (ist|sind|hat) .{0,80}?(umgezogen|gewechselt)|(groupe|équipe|laboratoire|projet) (a|ont) (déménagé|rejoint)|(grupo|laboratorio|proyecto) se (ha )?(trasladado|mudado)/iu;
const NEW_SITE = /new (web ?site|home ?page|address|url|location|home)\b|neue(n)? (webseite|website|adresse|internetseite)|nouveau site|nueva (web|página|dirección)|nuovo sito|nieuwe (website|site)/iu;

export function detectMovedNotice(s: Signals): string | null {
  if (s.prose >= (s.article ? 200 : 1200)) return null;
  const lines = standalone(s, 20);
  const m = findShort(lines, MOVED, 200) ?? lines.find((b) => b.length <= 400 && (UPDATE_BOOKMARKS.test(b) || (SUBJECT_MOVED.test(b) && NEW_SITE.test(b))));
  return m ? `the cited page says it has moved (${quoteOf(m)}) and does not redirect: the old address no longer shows the cited source` : null;
}

/**
 * A withdrawal notice standing in place of the cited work (stop 28, from blind14 and blind18): a
 * withdrawn preprint whose abstract is replaced by the withdrawal statement, a withdrawn advisory
 * or guidance page that keeps only its notice. The notice speaks of the page's own work ("This
 * publication was withdrawn", "The authors have withdrawn this manuscript", a title or heading
 * opening with "Withdrawn"), so a report that some guidance was withdrawn does not match; and the
 * page keeps little prose, so a withdrawn page that still shows its text (GOV.UK's banner above
 * the full guidance) stays the cited source.
 */
const WORK = '(publication|guidance|guideline|advisory|security advisory|bulletin|document|paper|article|preprint|manuscript|report|policy|statement|standard|notice|circular|recommendation|dataset|study|page)';
const WITHDRAWN = new RegExp([
  `\\b(this|these) ${WORK}s? (has|have|had|was|were|is|are) (been |now )?(formally |officially )?withdrawn\\b`, `\\b(the )?authors? (has|have|had) withdrawn (this|their|the present) (manuscript|preprint|paper|article|submission|work)\\b`,
  // s14, from blind28: a data repository's deaccessioned record or version (Dataverse): the notice and the citation stay, the data is gone.
  '\\b(this|the) (dataset|data ?set|record|version|dataset version|study) (has|have|was|were|is) (been )?deaccessioned\\b', '^deaccessioned (dataset|record|version)\\b',
  '\\bwithdrawal statement\\b', '^withdrawn\\b( (advisory|article|preprint|publication|guidance|paper|notice|document))?\\s*[:：\\-–—]',
  '(diese|dieses|dieser) (publikation|veröffentlichung|richtlinie|leitlinie|meldung|sicherheitswarnung|warnung|mitteilung|studie|dokument|bericht|artikel|empfehlung|datensatz|datensammlung) (wurde|ist) (offiziell )?zurückgezogen', '^zurückgezogen\\s*[:–—-]',
  "(cette|cet|ce) (publication|recommandation|alerte|note|étude|directive|circulaire|document|avis|article|communiqué|rapport|guide|bulletin|prépublication) a été (officiellement )?retiré(e)?", '^retiré(e)?\\s*[:–—-]',
  '(esta|este) (publicación|guía|alerta|nota|recomendación|documento|aviso|artículo|informe|boletín|preimpresión) (ha sido|fue) (oficialmente )?retirad[oa]', '^retirad[oa]\\s*[:–—-]',
  '(questa|questo) (pubblicazione|guida|nota|raccomandazione|documento|avviso|articolo|rapporto|bollettino) è stat[oa] ritirat[oa]', '^ritirat[oa]\\s*[:–—-]',
  '(deze|dit) (publicatie|richtlijn|document|artikel|advies|rapport|waarschuwing) is (officieel )?ingetrokken', '^ingetrokken\\s*[:–—-]',
  '(esta|este) (publicação|orientação|documento|artigo|aviso|relatório) foi retirad[oa]', '(ta|ten|to) (publikacja|dokument|artykuł|wytyczna|komunikat|raport) (została|został|zostało) wycofan[yae]',
  '(publikationen|dokumentet|artikeln|vägledningen|rapporten) har (dragits tillbaka|återkallats)', '(эта|этот|данная|данный) (публикация|документ|статья|рекомендация|рекомендации|отчет|отчёт) (была |был )?отозван[аоы]?',
  '(この|本)(文書|資料|論文|記事|発表|ガイダンス|通知|勧告|報告書)は(撤回|取り下げ|取下げ)(されました|られました|となりました)', '(本|该|此|該)(文|文章|论文|論文|文件|公告|通知|指南|报告|報告)已(被)?撤回', '(이|본) (문서|논문|기사|공지|지침|보고서)(은|는)? (철회되었습니다|철회됨)',
].join('|'), 'iu');

export function detectWithdrawnWork(s: Signals): string | null {
  if (s.prose >= 800) return null;
  // A label before the statement ("Abstract: Withdrawal statement: …") is cut off too.
  const sentences = s.page.mainBlocks.slice(0, 15).flatMap(splitSentences).flatMap((t) => t.split(/(?<=^[^:：]{1,40}[:：])/u));
  const m = findShort([s.page.title, ...s.page.headings.slice(0, 4)], WITHDRAWN, 200) ?? findShort(sentences, WITHDRAWN, 240);
  return m ? `the cited work was withdrawn and the page keeps only the notice (${quoteOf(m)}): not the cited source` : null;
}

/** "… have been removed from this site": the page says the cited documents were taken off the site it is on (by language). */
const REMOVED_HERE = new RegExp([
  '(has|have|had) been (removed|deleted|withdrawn|taken (down|offline)) from (this|our|the) (site|website|web site|portal|server)', '(is|are) (no longer|not) kept online',
  '(wurde|wurden|ist|sind) (von|aus) (dieser|unserer|der) (seite|website|webseite|internetseite|homepage|plattform) (entfernt|gelöscht|genommen)',
  '(a|ont) été (retiré|supprimé)e?s? (de|du) (ce|notre|le) (site|portail)',
  '(ha|han) sido (retirad|eliminad)[oa]s? (de|del) (este|nuestro|el)? ?(sitio|portal|web)',
  '(è|sono) stat[oaie] (rimoss|eliminat)[oaie] da (questo|nostro) (sito|portale)',
  '(is|zijn) (verwijderd|offline gehaald) (van|uit) (deze|onze) (site|website)',
].join('|'), 'iu');

/**
 * Pay-or-consent walls ("read with ads and tracking, or subscribe ad-free", PUR / contentpass):
 * documented `blocked` — the page asks for consent to tracking as the price of reading, no article
 * follows. Found by blind6 (a PUR wall read as a subscription gate). The paid alternative is named
 * as ad-free / without tracking, and a short line is the consent button.
 */
const AD_FREE = /(refuse[rz]?|rifiuta(re)?|ablehnen|rechaza(r)?|reject|decline|recusar|rejeitar|weiger(en)?|odrzu(ć|c)|odmítnout) (et|e|und|y|and|en|i|a) (s('|’)abonner|abonnez-vous|abbonati|abbonarsi|abbonarti|abonnieren|abonniere|suscribirse|suscríbete|suscribirme|subscribe|assinar|assine|abonneren|abonneer|subskrybuj|předplatit)|pur-?abo|contentpass|werbefrei|ohne (werbung|werbetracking|tracking)|mit werbung (und tracking )?(lesen|nutzen|weiter)|ad-?free|without (ads|advertising|tracking)|with (ads|advertising) and tracking|sans (publicité|pub|cookies|traceurs)|avec (publicité|pub|cookies)|sin (publicidad|anuncios|cookies)|con (publicidad|anuncios)|senza (pubblicità|cookie|tracciamento)|con (pubblicità|cookie)|zonder (advertenties|reclame|tracking)|met (advertenties|reclame)|bez reklam|utan (annonser|reklam)|reklamfritt|reklamefri|sem (publicidade|anúncios|cookies)|com (publicidade|anúncios)/iu;

export function detectPayOrConsent(s: Signals): string | null {
  if (s.prose >= 1500) return null;
  // An article with its paragraphs (≥ 300, the terse-wall line) that discusses PUR models and
  // cookie banners is about the wall, not one (blind9: a media column on Pur-Abos under a banner).
  if (s.article && s.prose >= 300) return null;
  // The wall's own box is often page furniture by its class ("cookiewall", "cmp-…") and so not in
  // the main text: a short block anywhere on the page counts when it names consent too (blind9);
  // on a near-empty page every one of its first short lines counts (blind8).
  const lines = [
    ...standalone(s, 30),
    ...(s.prose < 400 ? s.page.blocks.slice(0, 60) : []),
    ...s.page.blocks.slice(0, 400).filter((b) => b.length <= 300 && CONSENT_PURPOSE.test(b)),
  ];
  const adFree = lines.find((b) => b.length <= 300 && AD_FREE.test(b));
  if (!adFree || !lines.some((b) => CONSENT_PURPOSE.test(b))) return null;
  const action = consentAction(s) ?? [...s.page.headings, ...s.page.blocks.slice(0, 400)].find((b) => b.length <= 120 && CONSENT_ACTION_LEADING.test(b.trim()));
  return action ? `pay-or-consent wall (${quoteOf(adFree)}; "${action.trim().slice(0, 40)}"): consent to tracking or pay — pay-or-consent walls are blocked` : null;
}

/** A short block that says what consent is for: a cookie banner's text, wherever it sits on the page. */
export function isConsentLine(b: string): boolean {
  return b.length <= 300 && CONSENT_PURPOSE.test(b);
}

const CONSENT_PURPOSE = /\b(cookies?|tracking|partners|personal data|consent|IAB|TCF|transparency (&|and) consent)\b|Partnern?\b|Tracking|Einwilligung|Zustimmung|partenaires|consentement|traceurs|socios|consentimiento|partner\b|consenso|toestemming|samtycke|zgod[ay]|согласи[ея]|同意|쿠키|クッキー|Cookie/iu;
/** The words of a consent dialog's accept button, by language. */
const ACCEPT_WORDS = "(accept( all| cookies| and continue)?|agree( and (continue|proceed))?|i agree|reject all|allow all|zustimmen( und weiter(lesen)?)?|alle akzeptieren|akzeptieren( und weiter(lesen)?)?|einverstanden|accepter( (et|&) (continuer|fermer))?|tout accepter|j('|’)accepte|aceptar( y continuar| todo)?|accetta( e continua| tutto)?|acconsento|akkoord|alles accepteren|godkänn( alla)?|acceptera( alla)?|zaakceptuj( wszystko)?|zgadzam się|aceitar( e continuar| tudo)?|concordo|принять( все)?|kabul et|同意(する|して続行)?|동의|(alle |all |les |los |i |os |tous les |todas las )?cookies? (accepteren|akzeptieren|zulassen|acceptera|godkänna|accepter|akceptuję|akceptuj|aceitar|accettare|accetta|aceptar)|(accepter|aceptar|accetta|accettare|aceitar|acceptera|godkänn|tillåt|akceptuj|akceptuję|autoriser|allow|accepteer) (all |alle |les |los |i |os |todas las |tous les )?cookies?)";
const CONSENT_ACTION = new RegExp(`^${ACCEPT_WORDS}\\s*$`, 'iu');
/**
 * How pay-or-consent walls phrase the free way in (blind11): the accept button after "read with
 * ads" ("Mit Werbung lesen – Zustimmen", "Lees met advertenties – Akkoord", "Golem.de mit Werbung
 * lesen: Akzeptieren"), or an accept button that leads a row of buttons and links
 * ("Aceptar y continuar gratis Suscribirme sin cookies Política de cookies"). Only read on a page
 * that already offers an ad-free / tracking-free way and names what consent is for.
 */
const WITH_ADS = "(([\\p{L}\\p{N}.-]+ ){0,3}(mit|met|with|avec|con|com|med|z) (werbung|advertenties|reclame|ads|advertising|(la )?pub(licité)?|publicidad|anuncios|pubblicità|publicidade|anúncios|annonser|reklam\\p{L}*)( (lesen|weiterlesen|weiter|nutzen|lezen|read|reading|lire|leer|leggere|ler|läsa|czytać|navegar|navigare))?|(lesen|lees|read|lire|leer|leggi|ler|läs|czytaj) (mit|met|with|avec|con|com|med|z) (werbung|advertenties|reclame|ads|advertising|(la )?pub(licité)?|publicidad|anuncios|pubblicità|publicidade|anúncios|annonser|reklam\\p{L}*))";
const CONSENT_ACTION_LEADING = new RegExp(`^(${WITH_ADS}\\s*[–—:|-]\\s*)?${ACCEPT_WORDS}(?![\\p{L}])`, 'iu');

/**
 * A consent dialog served as the whole page (no article, unrelated to the citation): the main text
 * names what consent is for (cookies, tracking, partners, IAB TCF) and a short line is the accept
 * button. Only called for unrelated pages, so articles under a cookie banner are never affected.
 */
/** A heading or short block that is a consent dialog's accept button ("Accept all", "Zustimmen und weiter"…). */
function consentAction(s: Signals): string | undefined {
  return [...s.page.headings, ...s.page.blocks.slice(0, 400)].find((b) => b.length <= 60 && (CONSENT_ACTION.test(b.trim()) || CONSENT_ACTION.test(b.trim().replace(SUBSCRIBE_TAIL, ''))));
}

/** The paid alternative's button on the same line as the accept button ("Accetta e continua Abbonati", blind8). */
const SUBSCRIBE_TAIL = /\s+(subscribe|abbonati|abbonarsi|abonnieren|jetzt abonnieren|s('|’)abonner|abonnez-vous|suscr[ií]bete|suscribirme|assine|assinar|abonneer|abonneren|prenumerera|subskrybuj|abone ol)\s*$/iu;

export function detectConsentDialog(s: Signals): string | null {
  if (s.article || s.prose >= 2500) return null;
  const main = s.page.mainBlocks.slice(0, 30);
  const purpose = main.find((b) => CONSENT_PURPOSE.test(b));
  if (!purpose) return null;
  // s12, from blind23: a page with paragraphs of its own (two or more blocks of 150+ characters that
  // say nothing of cookies, partners or consent) is a page under a cookie bar — a news story, a
  // notice — not a dialog standing in for the page, whatever its bar's "Accept" says.
  if (s.page.mainBlocks.filter((b) => b.length >= 150 && !CONSENT_PURPOSE.test(b)).length >= 2) return null;
  const action = consentAction(s);
  return action ? `consent interstitial served as the page ("${action.trim().slice(0, 40)}")` : null;
}

/**
 * A web server's or host's default page where the cited page was ("Welcome to nginx!", Apache's
 * "It works!" and distribution test pages, IIS's start page, a control panel's placeholder): the host
 * answers but serves no such source — the cited page is gone (blind7). Not a wall: nothing to pass.
 */
const DEFAULT_PAGE = /^welcome to nginx!?$|the nginx web server is successfully installed|^it works!?$|apache2? (ubuntu |debian )?default page|this is the default welcome page used to test the correct operation of the apache|test page for the (apache|nginx)( http)? server|^iis windows server$|internet information services|^welcome to (centos|openresty|caddy|lighttpd)|future home of something quite cool|web server('|’)?s default page|^default web site page$|this page is used to test the proper operation of/iu;

export function detectDefaultServerPage(s: Signals): string | null {
  if (s.article || s.prose >= 1200) return null;
  const m = findShort([s.page.title, ...s.page.headings, ...s.page.mainBlocks.slice(0, 6)], DEFAULT_PAGE, 200);
  return m ? `a web server's default page (${quoteOf(m)}): not the cited source` : null;
}

/**
 * A platform's notice that the cited item (a post, video, file, account or community) was deleted,
 * suspended or banned, or can no longer be shown — said in a short line of the page's main text,
 * not only in its title (blind16: "Запись удалена.", "抱歉，此微博已被作者删除。", "삭제되었거나 존재하지
 * 않는 게시물입니다.", "このポストは表示できません。", "Hesap askıya alındı", "This file is in the owner's
 * trash", "r/… has been banned from Reddit", Facebook's "This content isn't available right now").
 * The line names the item (or the item is the sentence's subject), so an article's or a thread's
 * word "deleted" does not count; the page is no article and carries under 800 of prose.
 */
const ITEM_DELETED = new RegExp([
  // English: the item, then its fate.
  "(this|the|that|your|their) (post|tweet|video|photo|file|folder|document|item|page|entry|message|story|thread|topic|comment|account|profile|channel|community|group|paste|link|episode|recording|repository|listing|pin|reel|clip|song|track|gist|note|board) (has been|was|is|had been) (deleted|removed|taken down|suspended|banned|disabled)",
  "(has been|was) banned (from|for)", "(is|was|has been) (moved to |in )(the )?(owner('|’)s |user('|’)s |creator('|’)s )?(trash|bin|recycle bin|wastebasket)",
  "(this|the) (content|post|tweet|video|photo|page|item|file|link|reel|story) (isn('|’)t|is not|is currently not) available( right now| at the moment| any ?more)?(?! (in|from|to) (your|this|the|some|most|certain))",
  // German, French, Spanish, Portuguese, Italian, Dutch, Polish.
  '(beitrag|post|video|foto|datei|inhalt|eintrag|thema|kommentar|konto|profil|kanal|seite|dokument|tweet)\\p{L}{0,2} (wurde|ist) (vom (autor|verfasser|nutzer|ersteller|uploader|inhaber)\\p{L}* )?(gelöscht|entfernt|gesperrt)',
  '(dieser|dieses|diese) (beitrag|post|inhalt|video|datei|tweet|seite) ist (derzeit |zurzeit )?nicht verfügbar(?! (in|für) )',
  '(publication|vidéo|photo|fichier|contenu|message|sujet|compte|profil|chaîne|page|document|tweet)s? (a|ont) été (supprimé|retiré|suspendu|banni)e?s?',
  "(ce|cette) (contenu|publication|post|vidéo|page|fichier|tweet) n('|’)est pas disponible(?! (dans|en|pour) )",
  '(publicación|vídeo|video|foto|archivo|contenido|mensaje|tema|cuenta|perfil|canal|página|documento)e?s? (ha|han) sido (eliminad|borrad|retirad|suspendid)[oa]s?',
  '(este|esta) (contenido|publicación|vídeo|video|página|archivo) no está disponible(?! (en|para) )',
  '(publicação|vídeo|foto|arquivo|ficheiro|conteúdo|mensagem|conta|perfil|canal|página|documento)s? (foi|foram) (removid|excluíd|apagad|eliminad|suspens)[oa]s?',
  '(este|esta) (conteúdo|publicação|vídeo|página|arquivo) não está disponível(?! (no|na|em|para) )',
  '(post|video|foto|file|contenuto|messaggio|account|profilo|canale|pagina|documento|discussione)\\p{L}{0,2} (è|sono) stat[oaie] (rimoss|eliminat|cancellat|sospes)[oaie]',
  '(bericht|video|foto|bestand|account|profiel|kanaal|pagina|onderwerp)\\p{L}{0,2} (is|zijn|werd|werden) (verwijderd|geschorst)',
  '(wpis|post|film|zdjęcie|plik|konto|profil|kanał|strona|temat)\\p{L}{0,2} (został[aoy]?|zostały|jest) (usunięt|zawieszon)\\p{L}',
  // Russian, Ukrainian (the item named), Turkish, Greek.
  '(запись|страница|видео|пост|сообщение|публикация|файл|аккаунт|профиль|тема|материал|комментарий)\\p{L}{0,2} (был[аои]? )?(удал[её]н|заблокирован)\\p{L}{0,2}',
  '(запис|сторінк|відео|допис|публікаці|файл|акаунт|профіль|тем)\\p{L}{0,2} (було |був |була )?(видален|заблокован)\\p{L}{0,2}',
  '(gönderi|tweet|video|dosya|hesap|profil|kanal|sayfa|içerik)\\p{L}{0,4} (silindi|silinmiştir|kaldırıldı|kaldırılmıştır|askıya alındı|askıya alınmıştır)', '^hesap askıya alındı',
  '(bu )?(gönderi|içerik|video|sayfa) (kullanılamıyor|gösterilemiyor)',
  // Japanese, Chinese, Korean: the item (or the sentence) then its fate.
  '(ポスト|ツイート|投稿|動画|記事|ページ|ファイル|アカウント|コメント)は[^。]{0,12}(削除されました|削除済み|表示できません|凍結されています)',
  '已被[^。，,]{0,4}(删除|刪除)', '(内容|內容|微博|视频|視頻|帖子|文章|文件|分享|账号|帳號)[^。，,]{0,6}(已|被)(删除|刪除|取消|封禁|封號|封号)',
  '(此|该|該)(内容|內容|微博|帖子|视频|視頻|影片|文章)(暂时)?(无法|無法)(查看|显示|顯示)',
  '삭제되었(습니다|거나)', '삭제된 (게시물|글|동영상|페이지|파일)', '(게시물|동영상|페이지|콘텐츠|계정)(을|를|은|는|이|가)? (볼|이용할|재생할) 수 없(습니다|음)',
  // s13, from blind25: a reason between the item and "cannot be viewed" (WeChat's "此内容因违规无法查看"),
  // a signed temporary link that expired ("链接已过期"), and the deleted-item notices of Turkish sözlük
  // and Indonesian, Vietnamese, Thai, Hindi, Arabic, Persian and Swahili platforms, the item named.
  '(此|该|該|这条|這條)(内容|內容|文章|微博|帖子|视频|視頻|影片)[^。，,]{1,8}(无法|無法)(查看|显示|顯示|访问|訪問)', '(链接|鏈接|連結|链接地址|页面|頁面)已(过期|過期|失效)',
  '(entry|entri|konu|başlık|baslik|mesaj|yorum|ileti|gönderi|içerik|sayfa|video|hesap)\\p{L}{0,4} (silinmiş|silindi|silinmiştir|kaldırılmış)',
  '(thread|utas|postingan|kiriman|artikel|berita|halaman|video|akun|topik|konten|komentar)( ini| tersebut)? (telah |sudah )?(dihapus|diturunkan|diblokir)',
  '(bài viết|bài|tin|video|trang|tài khoản|chủ đề|nội dung)( này)? (đã )?(bị )?(xóa|xoá|gỡ bỏ|gỡ)(?![\\p{L}])',
  '(กระทู้|โพสต์|บทความ|ข่าว|วิดีโอ|หน้า|เนื้อหา|บัญชี)(นี้)?(ได้)?ถูกลบ', '(पोस्ट|लेख|खबर|वीडियो|पेज|पृष्ठ|सामग्री|खाता)[^।]{0,12}(हटा दिया गया|हटाया गया|डिलीट कर दिया गया)',
  '(تم|لقد تم) (حذف|إزالة) (هذا|هذه) (المنشور|المقال|الخبر|الفيديو|الصفحة|المحتوى|الحساب|التغريدة)', '(این )?(پست|مطلب|خبر|ویدیو|ویدئو|صفحه|محتوا|حساب)[^.]{0,12}حذف (شده|گردیده)',
  '(chapisho|makala|habari|video|ukurasa|akaunti|maudhui)( hili| hii| huu)? (limefutwa|imefutwa|umefutwa)',
  // s14, from edges1: Nordic, Finnish, Czech / Slovak, Hungarian, Romanian, Greek, Hebrew notices, the item
  // named ("Det här inlägget har tagits bort av en moderator", "Julkaisu on poistettu", "Tento příspěvek byl
  // smazán", "הפוסט נמחק"), and Hindi's feminine / plural "हटा दी गई" beside "हटा दिया गया".
  '(inlägg|inlägget|tråd|tråden|video|videon|konto|kontot|sida|sidan|filen|kommentar|kommentaren|annons|annonsen)( \\p{L}+){0,2} (har (tagits|plockats) bort|är (borttagen|borttaget|raderad|raderat|spärrad|spärrat))',
  '(indlæg|innlegg|indlægget|innlegget|video|videoen|konto|kontoen|siden|filen|tråden)( \\p{L}+){0,2} (er|har blitt|er blevet) (slettet|fjernet|sperret|spærret)',
  '(julkaisu|viesti|ketju|video|tili|sivu|tiedosto|kommentti|ilmoitus|kirjoitus)\\p{L}{0,3} (on|oli) (poistettu|poistanut|suljettu|estetty)', 'kirjoittaja on poistanut',
  '(příspěvek|článek|video|účet|profil|soubor|komentář|stránka|příspěvok|článok|účet)\\p{L}{0,2} (byl[aoy]? |bol[aoy]? )?(smazán|odstraněn|zablokován|zmazan|odstránen)\\p{L}{0,2}',
  '(bejegyzés|videó|fiók|oldal|fájl|hozzászólás)\\p{L}{0,3} (törölve|törölték|el lett távolítva|fel van függesztve)', '(postarea|articolul|videoclipul|contul|pagina)( a fost) (șters|ștearsă|eliminat|eliminată|suspendat)\\p{L}{0,2}',
  '(ανάρτηση|δημοσίευση|βίντεο|λογαριασμός|σελίδα|αρχείο|σχόλιο)[^.]{0,20}(διαγράφηκε|έχει διαγραφεί|αφαιρέθηκε|έχει αφαιρεθεί|ανεστάλη)',
  '(הפוסט|הדף|העמוד|הסרטון|החשבון|התגובה|הקובץ|המודעה)[^.]{0,20}(נמחק|נמחקה|הוסר|הוסרה|הושעה|הושעתה)',
  'हटा (दी|दिया|दिए) (गई|गया|गए)',
  // s14, from blind29: a story or video withdrawn for breaking the platform's rules ("This post is under investigation or was found in violation of the Medium Rules").
  "(this|the) (post|story|article|video|clip|content|page|account|user|channel) (is under (investigation|review) (or|and) )?(was|has been|is) (found|determined) (to be )?in violation of",
  "(ce|cette) (publication|article|vidéo|contenu|compte) (a été|est) (jugée?|considérée?) (contraire|non conforme) (aux|à nos) (règles|conditions)", "(dieser|diese|dieses) (beitrag|artikel|video|inhalt|konto) (verstößt|verstieß) gegen (unsere|die) (regeln|richtlinien|nutzungsbedingungen)",
].join('|'), 'iu');

/**
 * A platform's notice that the cited item is private — shown only to approved followers, members
 * or people the owner shares it with: "These posts are protected", "This video is private",
 * "r/… is a private community", "You need access", "Это закрытый профиль", "この動画は非公開です".
 * No reader can open it by paying or signing up, and platforms show it like a deleted item
 * ("… shared it with a small group of people … or it's been deleted"): mismatch, as the gone
 * notices. A login wall asks the reader to log in; a site password (`blocked`) asks for the
 * owner's shared password in a form.
 */
const ITEM_PRIVATE = new RegExp([
  '(this|the) (video|account|profile|post|page|community|group|channel|playlist|file|document|folder|board|repository|photo|album|story|list|server|subreddit) is (set to )?private',
  'is a private (community|group|account|channel|profile|subreddit|list|server)', '(these|their|her|his|your) (posts|tweets|photos|videos) are protected',
  '(only|just) (approved|confirmed) (followers|members|friends|subscribers)', 'set (this|the) (community|group|account|profile|channel) to private',
  '^you need (access|permission)$', 'you need (access|permission) to (view|access|open|see) (this|the) (file|item|document|folder|page|post)',
  'request access,? or switch to an account with access',
  '(dieses|diese|dieser) (video|konto|profil|beitrag|gruppe|kanal|seite|community) ist privat', 'nur (bestätigte|bestätigten|bestätigten) (follower|abonnent\\p{L}*|mitglieder)',
  '(cette|ce) (vidéo|compte|profil|publication|groupe|chaîne|page) est privée?', '(este|esta) (vídeo|video|cuenta|perfil|publicación|grupo|canal|comunidad) es privad[oa]', '(este|esta) (vídeo|conta|perfil|publicação|grupo|canal|comunidade) é privad[oa]',
  '(questo|questa) (video|account|profilo|post|gruppo|canale) è privat[oa]', '(dit|deze) (account|video|profiel|groep|kanaal) is privé', '(to konto|ten profil|ten film|ta grupa) jest prywatn\\p{L}',
  '(это )?(закрытый|приватный) (профиль|аккаунт|канал)', '(закрытая|приватная) (группа|страница)', 'закрытое сообщество', '(це )?(закритий|приватний) (профіль|акаунт|канал)', 'закрита група',
  '(bu hesap|bu profil|bu video) gizli', 'gizli (bir )?hesap',
  '(アカウント|動画|投稿|ポスト|ページ)は非公開', '非公開(アカウント|動画|の投稿)', '(仅|僅)(自己|作者|好友|粉丝|粉絲)可见', '(设为|設為|设置为|設置為)(私密|仅自己可见|不公开)',
  '비공개 (계정|동영상|게시물)', '비공개(로 설정된|인) (게시물|동영상|계정)',
  // s13, from blind25: posts shown only to friends or neighbours the writer approves — Ameba's
  // "アメンバー限定", Naver blog's "서로이웃까지만 공개", "비공개 포스트", Facebook-style "only shared with friends".
  'アメンバー(さん)?(限定|のみ)', '(서로)?이웃(까지만|에게만|만) 공개', '비공개 (포스트|글)입니다', '(only|just) shared (it |this )?with (their |his |her )?(friends|followers|neighbou?rs)',
].join('|'), 'iu');

function noticeLines(s: Signals): string[] {
  return [s.page.title, ...s.page.headings, ...s.page.mainBlocks.slice(0, 12)];
}

export function detectDeletedItem(s: Signals): string | null {
  if (s.prose >= (s.article ? 200 : 800)) return null;
  const m = findShort(noticeLines(s), ITEM_DELETED, 200);
  return m ? `the cited item is gone (${quoteOf(m)})` : null;
}

/**
 * s15, from blind31: a board's or archive's own "this thread / topic / post does not exist" line,
 * left at a deleted thread's address on a 2xx — vBulletin "Invalid Thread specified", "The topic or
 * post you requested does not exist", "Тема не найдена или была удалена", 2ch "そんな板orスレッドない
 * です", Discuz "指定的主题不存在或已被删除", "Das angeforderte Thema existiert nicht"… The line names a
 * thread, topic, post or board and says it is not there. Read on a page without an article's prose
 * (under 400), in every short block of the page (≤ 200): forum engines print such messages inside
 * their login form (vBulletin's standard error), outside what counts as the main text. These
 * notices used to fall to the near-empty-page rule (blocked, escalated).
 */
const THREAD_GONE = new RegExp([
  '(?<![\\p{L}])invalid (thread|topic|post|forum|message|board)s? (specified|id)',
  '(?<![\\p{L}])(thread|topic|post|message|board)s?( or (post|topic|thread))? (you (requested|are looking for|were looking for) |requested |specified )?(does not|doesn[\'’]t|no longer) exists?',
  '(?<![\\p{L}])(requested|specified) (thread|topic|post|message)s? (could not be found|was not found|not found|has been (deleted|removed))',
  '(?<![\\p{L}])(тема|топик|сообщение|ветка|раздел)(?![\\p{L}])[^.!?]{0,25}(не найден\\p{L}{0,2}|не существует|(был\\p{L}{0,2} )?удален\\p{L}{0,2})',
  '(?<![\\p{L}])(тему|тема|допис|повідомлення|гілка)(?![\\p{L}])[^.!?]{0,25}(не знайдено|не існує|(було )?видален\\p{L}{0,2})',
  '(スレッド|トピック|板|スレ|投稿)[^。]{0,10}(は存在しません|が存在しません|ないです|見つかりません|削除されました)',
  '(主题|主題|帖子|贴子|貼文)[^。，,]{0,12}(不存在|已被删除|已被刪除|已删除|已刪除)',
  '(게시물|게시글)[^.]{0,6}(존재하지 않|삭제된|삭제되었)',
  '(?<![\\p{L}])(thema|beitrag|thread|diskussion)(?![\\p{L}])[^.!?]{0,25}(existiert nicht|existiert nicht mehr|nicht gefunden|wurde gelöscht)',
  "(?<![\\p{L}])(sujet|message|fil de discussion|discussion)(?![\\p{L}])[^.!?]{0,25}(n['’]existe pas|n['’]existe plus|introuvable|a été supprimée?)",
  '(?<![\\p{L}])(tema|hilo|mensaje)(?![\\p{L}])[^.!?]{0,25}(no existe|no encontrado|ha sido eliminado|fue eliminado)',
  '(?<![\\p{L}])(discussione|argomento|messaggio)(?![\\p{L}])[^.!?]{0,25}(non esiste|non trovat\\p{L}|è stat\\p{L} (eliminat|rimoss)\\p{L})',
  '(?<![\\p{L}])(tópico|tema|mensagem)(?![\\p{L}])[^.!?]{0,25}(não existe|não encontrad\\p{L}|foi (removid|excluíd|apagad)\\p{L})',
  '(?<![\\p{L}])(temat|wątek|post)(?![\\p{L}])[^.!?]{0,25}(nie istnieje|nie (został|zostal) znaleziony|(został|zostal) usunięty)',
  '(?<![\\p{L}])(konu|başlık|mesaj)(?![\\p{L}])[^.!?]{0,25}(bulunamadı|mevcut değil|silindi|silinmiş)',
  '(?<![\\p{L}])(téma|vlákno|příspěvek)(?![\\p{L}])[^.!?]{0,25}(neexistuje|nebylo nalezeno|byl\\p{L}? smazán\\p{L}?)',
].join('|'), 'iu');

export function detectMissingThread(s: Signals): string | null {
  if (s.prose >= 400) return null;
  const m = findShort([...noticeLines(s), ...s.page.blocks.slice(0, 80)], THREAD_GONE, 200);
  return m ? `the cited thread or post is gone (${quoteOf(m)})` : null;
}

export function detectPrivateItem(s: Signals): string | null {
  // s13, from blind25: a blog platform marks its friends-only notice page as an article (og:type
  // article: Ameba, Naver blog), and the notice is all its prose — so the article limit (200) is
  // not applied here; the notice must still be a short line of a page without an article's prose.
  if (s.prose >= 800) return null;
  const m = findShort(noticeLines(s), ITEM_PRIVATE, 200);
  return m ? `the cited item is private, shown only to people its owner admits (${quoteOf(m)}): not a source a reader can open` : null;
}

/**
 * s12, from blind23: what an education or software site leaves at a cited address when the thing
 * cited is gone but the page still answers — a course catalogue's "This course is no longer
 * offered" ("Diese Lehrveranstaltung wird nicht mehr angeboten", "Ce cours n'est plus proposé",
 * "本课程已停开"), a staff profile's "Dr X is no longer at the University / has left the department",
 * a registry's security-holding placeholder ("This package contained malicious code and was removed
 * from the registry"). Said in a sentence of the page's first blocks, on a page without an
 * article's prose: a catalogue entry that still shows its description, or a profile with its
 * research text, is the cited page whatever its banner says (prose under 700).
 */
const RETIRED = new RegExp([
  // Courses and programmes: no longer offered / taught / run, discontinued, removed from the catalogue.
  '\\b(course|module|class|unit|programme|program|degree|subject|seminar|lecture series|workshop|curriculum)s? (is|are|has been|have been|was|were) no longer (being )?(offered|taught|available|running|delivered|run|open for enrol?lment)',
  '\\b(course|module|class|unit|programme|program|degree|seminar)s? (has|have) been (discontinued|withdrawn|retired|cancell?ed|closed)', '\\bremoved from the (current )?(course )?(catalog|catalogue|curriculum|timetable|module list)',
  '(lehrveranstaltung|veranstaltung|vorlesung|kurs|modul|seminar|studiengang|übung)\\p{L}{0,2} (wird|werden) (nicht mehr|nicht länger) (angeboten|durchgeführt|gelesen|gehalten)', '(studiengang|modul|kurs)\\p{L}{0,2} (wurde|ist) (eingestellt|aufgehoben|ausgelaufen)',
  "(cours|enseignement|module|formation|ue|séminaire|diplôme)s? (n['’]est|ne sont|n['’]a) plus (été )?(proposée?s?|dispensée?s?|offerte?s?|enseignée?s?|ouverte?s?)",
  '(curso|asignatura|materia|módulo|programa|titulación|seminario)s? (ya )?no se (ofrece|imparte|oferta|ofertan|imparten|ofrecen)', '(curso|disciplina|módulo)s? (não é|não está|deixou de ser) (mais )?(oferecid|ministrad)[oa]',
  '(corso|insegnamento|modulo)\\p{L}{0,2} non (è|viene) più (attivat|erogat|offert|impartit)[oa]', '(vak|cursus|module|opleiding|college)s? (wordt|worden) niet (meer|langer) (aangeboden|gegeven|verzorgd)',
  '(kurs|przedmiot|moduł|wykład)\\p{L}{0,2} (nie jest już|nie będzie już|przestał być) (prowadzon|oferowan)\\p{L}', '(předmět|kurz)\\p{L}{0,2} (se )?již (není vyučován|nevyučuje|není nabízen|neotevírá)',
  '(курс|дисциплина|предмет)\\p{L}{0,2} (больше не|более не|уже не) (преподаётся|преподается|читается|проводится)', '(курс|дисципліна)\\p{L}{0,2} (більше не|вже не) (викладається|читається)',
  '(授業|講義|科目|コース)は[^。]{0,20}(開講されていません|開講していません|開講を終了|廃止されました)', '(课程|課程)[^。]{0,10}(已停开|已停止开设|不再开设|已停開|不再開設)', '(강의|과목|강좌)(는|은) ?더 이상 (개설|제공)(되지 않습니다|하지 않습니다)',
  // People: no longer at the institution, has left it, the profile no longer kept.
  '\\b(is|are) no longer (at|with|employed (at|by)|working (at|for)|a member of|affiliated with|on the staff of|part of) (the |our )?\\p{Lu}', '\\b(has|have) left (the |our )?(university|school|department|faculty|institute|college|centre|center|lab|laboratory|group)\\b',
  '\\b(this|the) (profile|staff page|personal page|page) is no longer (maintained|updated|active|being updated)',
  'ist nicht mehr (an|bei|am|im) [^.]{1,80} (tätig|beschäftigt|angestellt)', 'hat (die|das|den) (universität|hochschule|institut|fakultät|lehrstuhl|fachbereich|arbeitsgruppe) .{0,40}?verlassen',
  "ne fait plus partie (de|du|des) ", "a quitté (l['’]université|l['’]école|le laboratoire|l['’]institut|le département|l['’]établissement)",
  'ya no (forma parte|trabaja|pertenece) (de|en|a) ', 'non fa più parte (del|della|dello|dell|di) ', '(is|zijn) niet (meer|langer) (werkzaam|verbonden|in dienst) (bij|aan) ',
  '(больше не|более не) работает (в|на) ', 'більше не працює (в|у|на) ', '(退職|転出)(しました|いたしました|されました)', '(已|已经)(离职|離職|调离|調離)', '(퇴직|퇴임)(하였습니다|했습니다|하셨습니다)',
  // Registries: the package removed, a security placeholder holding its name.
  '\\b(package|module|crate|gem|project|library|extension|plugin)s? (contained malicious code and )?(has been|was|have been|were) (removed|deleted|unpublished|taken down) (from|by) (the )?(registry|index|repository|npm|pypi|security team)', '\\bsecurity holding package\\b',
  // s15, from blind32: a registry's record withdrawn at the cited address — a package unpublished ("This
  // package has been unpublished", "left-pad was unpublished by its owner"), a CVE record rejected or
  // reserved (no description is published: "This CVE ID has been rejected or withdrawn", "** REJECT **",
  // "This candidate has been reserved … the details will be provided"), a repository with nothing in it
  // ("This repository is empty"). The page answers under the record's name; the cited content is not on it.
  '\\b(this |the )?(package|module|crate|gem|library|extension|plugin|version|release)s? (has|have) been unpublished\\b', '\\bwas unpublished (by|from|on)\\b',
  '(dieses |das )?(paket|modul|release) (wurde|ist) (aus der registry |vom autor )?(entfernt|zurückgezogen|gelöscht|depubliziert)', "(ce |le )?(paquet|module) a été (dépublié|retiré|supprimé)", '(este |el )?(paquete|módulo) (ha sido|fue) (despublicado|retirado|eliminado)', '(este |o )?pacote foi (removido|despublicado)',
  '(この)?パッケージは(削除|公開停止|非公開に)(されました|されています)', '(该|此)?(包|软件包|軟體包|套件)已(被)?(删除|刪除|下架|撤销发布|取消发布)', '(этот )?пакет (был )?(удал[её]н|снят с публикации)', '(이 )?패키지(는|가) (삭제|게시 취소)되었습니다',
  '\\b(this )?(cve( id)?|cve record|candidate|identifier|advisory id) (has been|was) (rejected|withdrawn|revoked)\\b', '\\*\\* ?reject(ed)? ?\\*\\*', '\\bdo not use this candidate number\\b',
  '\\b(this )?(cve( id)?|candidate|identifier) (has been|is) reserved by\\b', '\\bdetails for this (candidate|cve( id)?) will be provided\\b',
  '\\b(this|the) repository is empty\\b', '(dieses|das) repository ist leer', '(ce|le) dépôt est vide', '(este|el) repositorio está vacío', '(este|o) repositório está vazio', '(questo|il) repository è vuoto',
  'このリポジトリは空です', '(该|此|這個|该个)?(仓库|倉庫|存储库|儲存庫)(为空|為空|是空的)', 'этот репозиторий пуст', '이 (저장소|리포지토리)(는|가) 비어 있습니다',
].join('|'), 'iu');

export function detectRetiredNotice(s: Signals): string | null {
  if (s.prose >= 700) return null;
  // Whole short blocks too: "Prof. Weber hat die Universität zum 31. März 2024 verlassen" is cut by
  // the sentence splitter at "Prof." and "31.".
  const blocks = standalone(s, 20);
  const m = findShort(blocks, RETIRED, 400) ?? findShort(blocks.flatMap(splitSentences), RETIRED, 240);
  if (!m) return null;
  // On a page that calls itself an article, what stands beside the notice must be under 200 (s15,
  // from blind32: a CVE record marked og:type article whose only prose is its 230-character rejection
  // notice was kept as the cited source; an article that reports a retirement has paragraphs of its own).
  if (s.article && s.prose - Math.max(0, ...s.page.mainBlocks.filter((b) => b.includes(m)).map(textWeight)) >= 200) return null;
  return `the cited course, person, package or record is gone from this page (${quoteOf(m)}): not the cited source`;
}

/**
 * s14, from blind28: a release calendar's entry for a statistic not yet out — "Este destaque será
 * divulgado a 12 de dezembro de 2025, às 11:00", "This release will be published on 12 March 2026 at
 * 9:30", "Diese Pressemitteilung wird am 12.03.2026 veröffentlicht", "公表予定". The page is the place
 * the release will take; the cited text and its figures are not on it → mismatch. A short line of a
 * page without an article's prose: a release that says when the next one comes ("Next release: 11
 * November") is an article with its paragraphs and never reaches this.
 */
const NOT_YET = new RegExp([
  '(?<![\\p{L}])(this|the) (release|bulletin|publication|statistical release|news release|press release|report|data|dataset|statistics?|table|figures?) (will be|is (scheduled|due|planned|expected) to be) (published|released|available|made available|disseminated)(?![\\p{L}])',
  '(?<![\\p{L}])(diese|die|dieser|der|dieses|das) (pressemitteilung|veröffentlichung|publikation|statistik|tabelle|daten|bericht|meldung) (wird|werden) (voraussichtlich )?am [^.]{1,30} (veröffentlicht|erscheinen|bereitgestellt)',
  "(?<![\\p{L}])(cette|la|ce|le|les) (publication|note|informations? rapides?|statistiques?|données|communiqué|tableau) (sera|seront) (publiée?s?|diffusée?s?|mise?s? en ligne|disponibles?) le",
  '(?<![\\p{L}])(est[ae]|la|el|los|las) (publicación|nota de prensa|estadística|operación|tabla|datos?|informe) (se publicará|será (publicad[oa]|difundid[oa])|serán (publicad[oa]s|difundid[oa]s)) el',
  '(?<![\\p{L}])(este|esta|o|a) (destaque|publicação|estatística|quadro|dados?|relatório) (será|serão) (divulgad[oa]s?|publicad[oa]s?|disponibilizad[oa]s?) (a|em|no dia)',
  "(?<![\\p{L}])(questo|questa|il|la) (comunicato|pubblicazione|statistica|tavola|dati|report) (sarà|saranno|verrà|verranno) (pubblicat[oaie]|diffus[oaie]|rilasciat[oaie]) il",
  '(?<![\\p{L}])(deze|dit|de|het) (publicatie|bericht|statistiek|tabel|cijfers) (wordt|worden) (op [^.]{1,30} )?(gepubliceerd|vrijgegeven)',
  // s15, from edges2: the verb "appear" in the future — "Diese Pressemitteilung erscheint am 12. Februar 2026", "Cette note paraîtra le
  // 18 décembre", "Este informe aparecerá el 3 de marzo", "Il rapporto uscirà il 5 maggio", "Deze publicatie verschijnt op 4 april",
  // "This bulletin will appear on 12 March", "Raport ukaże się 12 marca" (a published release's "the next one appears on …" is an article).
  '(?<![\\p{L}])(diese|dieser|dieses|die|der|das) (pressemitteilung|veröffentlichung|publikation|statistik|tabelle|bericht|meldung|ausgabe|studie) erscheint (voraussichtlich )?am ',
  "(?<![\\p{L}])(cette|ce|la|le) (publication|note|étude|statistique|communiqué|rapport|enquête) paraîtra le ", '(?<![\\p{L}])(est[ae]|el|la) (publicación|informe|estadística|nota|estudio|boletín) (aparecerá|saldrá) el ',
  '(?<![\\p{L}])(questo|questa|il|la) (rapporto|pubblicazione|statistica|comunicato|nota|bollettino) (uscirà|apparirà) il ', '(?<![\\p{L}])(deze|dit|de|het) (publicatie|bericht|rapport|statistiek) verschijnt (op|rond) ',
  '(?<![\\p{L}])(this|the) (release|bulletin|publication|report|statistical release|press release) (will appear|appears|is due out|will be out) on ', '(?<![\\p{L}])(raport|publikacja|komunikat|informacja) ukaże się ',
  '(公表|公開|発表)予定(日|時刻)?[はでのです：:]', '(将于|將於)[^。]{1,24}(发布|發布|公布)', '(공표|발표|공개) ?예정(입니다|일)',
].join('|'), 'iu');
export function detectNotYetPublished(s: Signals): string | null {
  if (s.article || s.prose >= 400) return null;
  const lines = standalone(s, 15).flatMap((b) => (b.length > 160 ? splitSentences(b) : [b]));
  const m = findShort(lines, NOT_YET, 200);
  return m ? `the cited release is announced, not published: the page gives its publication date (${quoteOf(m)}), not its text` : null;
}


/**
 * Page templates of the held-out set blind29 (audio, video, images and creator platforms):
 * video watch pages, podcast episode pages, feeds, oEmbed, audio and image files, photo-agency
 * and stock pages, document readers, newsletter / creator posts, fan wikis, broadcaster pages.
 * Modelled on how such sites emit HTML; written without looking at citeflow's classifier.
 */
import { esc, cookieBanner, footerHtml, TRACKERS, AD } from './blindkit';
import type { Topic } from './blind29text';

const strip = (s: string) => s.replace(/<[^>]+>/g, '');
const short = (s: string, n = 155) => { const t = strip(s); return t.length > n ? `${t.slice(0, n - 1)}…` : t; };

// ---------------------------------------------------------------------------------------------
// Video platform ("Vidora"): a watch page.

const V: Record<string, { subs: string; views: string; subscribe: string; share: string; comments: string; upNext: string; showMore: string; signIn: string }> = {
  en: { subs: 'subscribers', views: 'views', subscribe: 'Subscribe', share: 'Share', comments: 'Comments', upNext: 'Up next', showMore: 'Show more', signIn: 'Sign in' },
  de: { subs: 'Abonnenten', views: 'Aufrufe', subscribe: 'Abonnieren', share: 'Teilen', comments: 'Kommentare', upNext: 'Als Nächstes', showMore: 'Mehr anzeigen', signIn: 'Anmelden' },
  fr: { subs: 'abonnés', views: 'vues', subscribe: 'S’abonner', share: 'Partager', comments: 'commentaires', upNext: 'À suivre', showMore: 'Plus', signIn: 'Se connecter' },
  es: { subs: 'suscriptores', views: 'visualizaciones', subscribe: 'Suscribirse', share: 'Compartir', comments: 'comentarios', upNext: 'A continuación', showMore: 'Mostrar más', signIn: 'Acceder' },
  it: { subs: 'iscritti', views: 'visualizzazioni', subscribe: 'Iscriviti', share: 'Condividi', comments: 'commenti', upNext: 'Prossimi', showMore: 'Altro', signIn: 'Accedi' },
  pl: { subs: 'subskrybentów', views: 'wyświetleń', subscribe: 'Subskrybuj', share: 'Udostępnij', comments: 'komentarzy', upNext: 'Następny', showMore: 'Więcej', signIn: 'Zaloguj się' },
  pt: { subs: 'inscritos', views: 'visualizações', subscribe: 'Inscrever-se', share: 'Compartilhar', comments: 'comentários', upNext: 'A seguir', showMore: 'Mais', signIn: 'Fazer login' },
  ja: { subs: 'チャンネル登録者', views: '回視聴', subscribe: 'チャンネル登録', share: '共有', comments: '件のコメント', upNext: '次の動画', showMore: 'もっと見る', signIn: 'ログイン' },
  zh: { subs: '位订阅者', views: '次观看', subscribe: '订阅', share: '分享', comments: '条评论', upNext: '接下来播放', showMore: '展开', signIn: '登录' },
  ko: { subs: '구독자', views: '조회수', subscribe: '구독', share: '공유', comments: '댓글', upNext: '다음 동영상', showMore: '더보기', signIn: '로그인' },
  ru: { subs: 'подписчиков', views: 'просмотров', subscribe: 'Подписаться', share: 'Поделиться', comments: 'комментариев', upNext: 'Следующее', showMore: 'Ещё', signIn: 'Войти' },
  tr: { subs: 'abone', views: 'görüntüleme', subscribe: 'Abone ol', share: 'Paylaş', comments: 'yorum', upNext: 'Sıradaki', showMore: 'Daha fazla', signIn: 'Oturum aç' },
  id: { subs: 'subscriber', views: 'x ditonton', subscribe: 'Subscribe', share: 'Bagikan', comments: 'komentar', upNext: 'Berikutnya', showMore: 'Selengkapnya', signIn: 'Login' },
};
const vs = (lang: string) => V[lang.slice(0, 2)] ?? V.en!;

const RELATED_VIDEOS = [
  'How deep is the ocean really? (3D animation)', 'I spent 30 days off-grid in a cabin', 'The science of sourdough explained',
  'Top 10 abandoned places in Europe', 'Why trains in Japan are never late', 'Restoring a 1950s radio — full process',
  'The map that changed cartography forever', 'What happens inside a volcano', 'Building a tiny house in 60 days',
];

function relatedVideos(lang: string, n = 8): string {
  return `<div id="related" class="watch-next"><h3>${esc(vs(lang).upNext)}</h3><ul>${RELATED_VIDEOS.slice(0, n).map((t, i) => `<li class="compact-video"><a href="/watch?v=r${i}x${(i * 7919) % 1000}"><img src="https://i.vidora-cdn.example/vi/r${i}/mqdefault.jpg" alt=""><span class="title">${esc(t)}</span><span class="meta">${(i * 37 + 12) % 900}K ${esc(vs(lang).views)} · ${i + 1} ${lang === 'en' ? 'years ago' : ''}</span></a></li>`).join('')}</ul></div>`;
}

export type WatchOpts = {
  t?: Topic; lang: string; site?: string; host?: string;
  /** A notice in the player instead of the video (unavailable, private, geo, age…); the page then shows no description. */
  notice?: { head: string; sub?: string; title?: string };
  /** Description collapsed after the first paragraph (only og:description + first para in the HTML). */
  collapsed?: boolean;
  transcript?: boolean;
  charset?: string;
  live?: 'ended' | 'replay';
  extraHead?: string;
};

export function watchPage(o: WatchOpts): string {
  const s = vs(o.lang);
  const site = o.site ?? 'Vidora';
  const t = o.t;
  const title = o.notice ? (o.notice.title ?? site) : `${t!.title} - ${site}`;
  const desc = t && !o.notice ? short(t.paras[0]!) : '';
  const head = t && !o.notice
    ? `<meta name="description" content="${esc(desc)}">
<meta property="og:site_name" content="${esc(site)}"><meta property="og:type" content="video.other"><meta property="og:title" content="${esc(t.title)}">
<meta property="og:description" content="${esc(desc)}"><meta property="og:image" content="https://i.vidora-cdn.example/vi/${t.key}/maxresdefault.jpg">
<meta property="og:video:url" content="https://www.vidora.example/embed/${t.key}"><meta name="twitter:card" content="player">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'VideoObject', name: t.title, description: strip(t.paras.join(' ')).slice(0, 300), uploadDate: t.date, duration: 'PT18M12S', thumbnailUrl: [`https://i.vidora-cdn.example/vi/${t.key}/hqdefault.jpg`], embedUrl: `https://www.vidora.example/embed/${t.key}`, author: { '@type': 'Person', name: t.author }, interactionStatistic: { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: 284113 } })}</script>`
    : `<meta property="og:site_name" content="${esc(site)}">`;
  const paras = t ? (o.collapsed ? t.paras.slice(0, 1) : t.paras) : [];
  const player = o.notice
    ? `<div id="player" class="player-unavailable"><div class="error-screen"><div class="reason" role="alert">${esc(o.notice.head)}</div>${o.notice.sub ? `<div class="subreason">${o.notice.sub}</div>` : ''}</div></div>`
    : `<div id="player" class="html5-video-player"><video class="video-stream" preload="none" poster="https://i.vidora-cdn.example/vi/${t!.key}/maxresdefault.jpg"></video><div class="ytp-chrome-bottom"><button class="play">▶</button><span class="time">0:00 / 18:12</span></div></div>`;
  const liveBadge = o.live === 'ended' ? `<div class="live-badge ended">${o.lang === 'en' ? 'Streamed live on ' + t!.date.slice(0, 10) : '● ' + t!.date.slice(0, 10)}</div>` : '';
  const info = t && !o.notice
    ? `<div id="above-the-fold"><h1 class="title">${esc(t.title)}</h1>${liveBadge}
<div id="owner"><a class="channel" href="/@${encodeURIComponent(t.author)}">${esc(t.author)}</a> <span class="subs">${(t.key.length * 13.7).toFixed(1)}K ${esc(s.subs)}</span> <button class="subscribe">${esc(s.subscribe)}</button></div>
<div id="actions"><button>👍 4.2K</button><button>👎</button><button>${esc(s.share)}</button><button>…</button></div>
<div id="description" class="${o.collapsed ? 'collapsed' : 'expanded'}"><div class="info">284,113 ${esc(s.views)} · ${t.date.slice(0, 10)}</div>${paras.map((p) => `<p>${esc(p)}</p>`).join('\n')}${o.collapsed ? `<button class="expand">…${esc(s.showMore)}</button>` : ''}</div>
${o.transcript ? `<section id="transcript"><h3>Transcript</h3>${t.paras.map((p, i) => `<div class="segment"><span class="ts">${i * 2}:${String((i * 17) % 60).padStart(2, '0')}</span> <span class="seg-text">${esc(p)}</span></div>`).join('')}</section>` : ''}
</div>
<div id="comments"><h2>${(t.key.length * 31) % 700} ${esc(s.comments)}</h2>
<div class="comment"><a class="author">@marlo_k</a><p>${o.lang === 'en' ? 'Great work, thanks for the sources in the description!' : '👏👏👏'}</p></div>
<div class="comment"><a class="author">@sven.ok</a><p>${o.lang === 'en' ? 'Watched this twice. The part at 7:40 is incredible.' : '🔥'}</p></div></div>`
    : '';
  return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${['he', 'ar'].includes(o.lang) ? 'rtl' : 'ltr'}"><head>
<meta charset="${o.charset ?? 'utf-8'}"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
${head}
<link rel="stylesheet" href="/s/desktop/8a1f2c/cssbin/www-main-desktop-watch-page-skeleton.css">
<link rel="search" type="application/opensearchdescription+xml" href="/opensearch?locale=${o.lang}" title="${esc(site)}">
${o.extraHead ?? ''}
<script nonce="x">var ytcfg={set:function(){}};window.ytInitialPlayerResponse={"playabilityStatus":{"status":"${o.notice ? 'ERROR' : 'OK'}"}};</script>
</head>
<body dir="ltr">
<div id="masthead"><a id="logo" href="/">${esc(site)}</a><form id="search-form" action="/results"><input id="search" name="search_query" placeholder="Search"></form><a class="sign-in" href="/signin">${esc(s.signIn)}</a></div>
<div id="guide"><a href="/">Home</a> <a href="/shorts">Shorts</a> <a href="/feed/subscriptions">Subscriptions</a> <a href="/feed/you">You</a></div>
<div id="page-manager"><div id="columns"><div id="primary">${player}${info}</div><div id="secondary">${relatedVideos(o.lang)}</div></div></div>
<div id="footer-links"><a href="/about">About</a> <a href="/press">Press</a> <a href="/copyright">Copyright</a> <a href="/creators">Creators</a> <a href="/t/terms">Terms</a> <a href="/t/privacy">Privacy</a> <a href="/howyoutubeworks">How ${esc(site)} works</a></div>
<script src="/s/player/4c1e7a9b/player_ias.vflset/${o.lang}/base.js"></script>
</body></html>`;
}

/** A single-page-app shell: only the head carries the clip's title and description. */
export function clipShell(o: { lang: string; site: string; title?: string; ogTitle?: string; ogDesc?: string }): string {
  return `<!doctype html><html lang="${o.lang}"><head><meta charset="utf-8"><title>${esc(o.title ?? o.site)}</title>
${o.ogTitle ? `<meta property="og:title" content="${esc(o.ogTitle)}"><meta property="og:type" content="video.other"><meta property="og:site_name" content="${esc(o.site)}"><meta property="og:image" content="https://clips-media.example/thumb-480x272.jpg">` : ''}
${o.ogDesc ? `<meta property="og:description" content="${esc(o.ogDesc)}"><meta name="description" content="${esc(o.ogDesc)}">` : ''}
<link rel="preload" href="/assets/core-8f3e.js" as="script"><link rel="stylesheet" href="/assets/core-2b1a.css"></head>
<body><div id="root"></div><noscript>${esc(o.site)} requires JavaScript.</noscript><script src="/assets/core-8f3e.js"></script><script src="/assets/vendor-91ac.js"></script></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Podcast host ("Podnest"): an episode page.

const P: Record<string, { listen: string; notes: string; more: string; transcript: string; published: string }> = {
  en: { listen: 'Listen on', notes: 'Show notes', more: 'More episodes', transcript: 'Transcript', published: 'Published' },
  de: { listen: 'Anhören auf', notes: 'Shownotes', more: 'Weitere Folgen', transcript: 'Transkript', published: 'Veröffentlicht' },
  es: { listen: 'Escuchar en', notes: 'Notas del episodio', more: 'Más episodios', transcript: 'Transcripción', published: 'Publicado' },
  nl: { listen: 'Luister via', notes: 'Shownotes', more: 'Meer afleveringen', transcript: 'Transcript', published: 'Gepubliceerd' },
  pt: { listen: 'Ouça no', notes: 'Notas do episódio', more: 'Mais episódios', transcript: 'Transcrição', published: 'Publicado' },
  tr: { listen: 'Dinle:', notes: 'Bölüm notları', more: 'Diğer bölümler', transcript: 'Döküm', published: 'Yayınlandı' },
  he: { listen: 'האזינו ב־', notes: 'הערות לפרק', more: 'פרקים נוספים', transcript: 'תמלול', published: 'פורסם' },
  zh: { listen: '收听：', notes: '節目筆記', more: '更多單集', transcript: '逐字稿', published: '發布於' },
  fr: { listen: 'Écouter sur', notes: 'Notes de l’épisode', more: 'Autres épisodes', transcript: 'Transcription', published: 'Publié' },
  ja: { listen: '聴く：', notes: 'エピソードノート', more: 'その他のエピソード', transcript: '文字起こし', published: '配信日' },
};
const ps = (lang: string) => P[lang.slice(0, 2)] ?? P.en!;

export type EpisodeOpts = {
  t: Topic; show: string; lang: string; charset?: string;
  /** Which paragraphs are the visible show notes (default: all). */
  notes?: number;
  transcript?: 'free' | 'paid' | 'none';
  paidNote?: string;
  extraMain?: string;
  removed?: string;
};

export function episodePage(o: EpisodeOpts): string {
  const s = ps(o.lang);
  const t = o.t;
  const notes = t.paras.slice(0, o.notes ?? t.paras.length);
  const tr = o.transcript ?? 'none';
  const episodes = ['Ep. 111', 'Ep. 110', 'Ep. 109', 'Ep. 108', 'Ep. 107'].map((e, i) => `<li><a href="/episodes/${i + 300}">${e} — ${esc(o.show)}</a> <span>${42 + i * 3} min</span></li>`).join('');
  return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${o.lang === 'he' ? 'rtl' : 'ltr'}"><head><meta charset="${o.charset ?? 'utf-8'}">
<title>${esc(t.title)} | ${esc(o.show)}</title>
<meta name="viewport" content="width=device-width">
<meta property="og:title" content="${esc(t.title)}"><meta property="og:type" content="music.song"><meta property="og:site_name" content="${esc(o.show)}">
<meta property="og:description" content="${esc(short(t.paras[0]!))}"><meta property="og:audio" content="https://media.podnest.example/${t.key}.mp3">
<link rel="alternate" type="application/rss+xml" title="${esc(o.show)}" href="/feed.xml">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'PodcastEpisode', name: t.title, datePublished: t.date.slice(0, 10), description: short(t.paras[0]!, 250), associatedMedia: { '@type': 'MediaObject', contentUrl: `https://media.podnest.example/${t.key}.mp3` }, partOfSeries: { '@type': 'PodcastSeries', name: o.show } })}</script>
</head><body class="episode-page">
<header class="pn-header"><a href="/" class="pn-logo">Podnest</a><nav><a href="/discover">Discover</a> <a href="/pricing">Start a podcast</a> <a href="/login">Log in</a></nav></header>
<main class="episode">
<div class="show-card"><img src="/artwork/${encodeURIComponent(o.show)}-600.jpg" alt=""><a class="show-name" href="/">${esc(o.show)}</a><span class="host">${esc(t.author)}</span></div>
${o.removed ? `<div class="episode-removed"><h1>${esc(o.removed)}</h1></div>` : `<h1 class="episode-title">${esc(t.title)}</h1>
<div class="episode-meta">${esc(s.published)} ${t.date.slice(0, 10)} · 47 min</div>
<div class="player"><audio controls preload="none" src="https://media.podnest.example/${t.key}.mp3"></audio><a class="download" href="https://media.podnest.example/${t.key}.mp3" download>⤓ MP3</a></div>
<div class="platforms">${esc(s.listen)} <a href="#">Apple Podcasts</a> · <a href="#">Spotify</a> · <a href="#">Pocket Casts</a> · <a href="/feed.xml">RSS</a></div>
<section class="show-notes"><h2>${esc(s.notes)}</h2>${notes.map((p) => `<p>${esc(p)}</p>`).join('\n')}</section>
${tr === 'free' ? `<section class="transcript"><h2>${esc(s.transcript)}</h2>${t.paras.map((p, i) => `<p><b>${i % 2 ? 'Guest' : 'Host'}:</b> ${esc(p)}</p>`).join('')}</section>` : ''}
${tr === 'paid' ? `<section class="transcript locked"><h2>${esc(s.transcript)}</h2><div class="lock">🔒 ${o.paidNote ?? 'Transcripts are available to Podnest Plus supporters. <a href="/plus">Support this show for $5/month</a> to read the full transcript and get ad-free episodes.'}</div></section>` : ''}
${o.extraMain ?? ''}`}
<section class="more-episodes"><h2>${esc(s.more)}</h2><ul>${episodes}</ul></section>
</main>
<footer class="pn-footer">Hosted on Podnest · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> · <a href="/report">Report content</a></footer>
</body></html>`;
}

/** An RSS 2.0 podcast feed whose items carry the episodes' notes. */
export function feedXml(o: { show: string; lang: string; items: Topic[]; link: string; encodingDecl?: string }): string {
  const item = (t: Topic, i: number) => `  <item>
    <title>${esc(t.title)}</title>
    <link>${o.link}/episodes/${t.key}</link>
    <guid isPermaLink="false">pn-${t.key}-${i}</guid>
    <pubDate>${new Date(t.date).toUTCString()}</pubDate>
    <itunes:author>${esc(t.author)}</itunes:author>
    <itunes:duration>00:47:${String(10 + i).padStart(2, '0')}</itunes:duration>
    <description><![CDATA[${t.paras.map((p) => `<p>${p}</p>`).join('')}]]></description>
    <enclosure url="https://media.podnest.example/${t.key}.mp3" length="${45_000_000 + i * 1000}" type="audio/mpeg"/>
  </item>`;
  return `<?xml version="1.0" encoding="${o.encodingDecl ?? 'UTF-8'}"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
  <title>${esc(o.show)}</title>
  <link>${o.link}</link>
  <language>${o.lang}</language>
  <description>${esc(o.show)} — a podcast hosted on Podnest.</description>
  <itunes:image href="https://media.podnest.example/art/${encodeURIComponent(o.show)}.jpg"/>
  <itunes:category text="Science"/>
  <itunes:explicit>false</itunes:explicit>
${o.items.map(item).join('\n')}
</channel>
</rss>
`;
}

// ---------------------------------------------------------------------------------------------
// Binary media

/** An MP3: an ID3v2.3 tag (title, artist) and a few MPEG-1 Layer III frames of silence. */
export function mp3(title: string, artist: string, frames = 60): Buffer {
  const frame = (id: string, text: string) => {
    const body = Buffer.concat([Buffer.from([1]), Buffer.from('\ufeff' + text, 'utf16le')]);
    const h = Buffer.alloc(10);
    h.write(id, 0, 'latin1');
    h.writeUInt32BE(body.length, 4);
    return Buffer.concat([h, body]);
  };
  const frames_ = Buffer.concat([frame('TIT2', title), frame('TPE1', artist), frame('TALB', 'Podcast')]);
  const syncsafe = (n: number) => Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
  const tag = Buffer.concat([Buffer.from('ID3\x03\x00\x00', 'latin1'), syncsafe(frames_.length), frames_]);
  const mpeg = Buffer.alloc(417);
  mpeg[0] = 0xff; mpeg[1] = 0xfb; mpeg[2] = 0x90; mpeg[3] = 0x64;
  return Buffer.concat([tag, ...Array.from({ length: frames }, () => mpeg)]);
}

/** A small baseline JPEG-looking file (SOI, JFIF APP0, a COM segment, filler, EOI). */
export function jpeg(comment: string, size = 9000): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x01, 0x00, 0x48, 0x00, 0x48, 0x00, 0x00]);
  const c = Buffer.from(comment, 'utf8');
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, (c.length + 2) >> 8, (c.length + 2) & 0xff]), c]);
  const fill = Buffer.alloc(size);
  let x = 4242;
  for (let k = 0; k < fill.length; k++) { x = (x * 1103515245 + 12345) & 0x7fffffff; fill[k] = (x >> 16) & 0xff; if (fill[k] === 0xff) fill[k] = 0xfe; }
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, com, Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]), fill, Buffer.from([0xff, 0xd9])]);
}

/** A PNG signature and IHDR chunk followed by filler (enough for a sniffer). */
export function png(size = 5000): Buffer {
  const ihdr = Buffer.from('0000000d49484452000003200000025808060000009a768270', 'hex');
  const fill = Buffer.alloc(size, 0x41);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, fill, Buffer.from('0000000049454e44ae426082', 'hex')]);
}

/** oEmbed JSON as video platforms answer it. */
export function oembed(o: { title: string; author: string; provider: string; url: string }): string {
  return JSON.stringify({ title: o.title, author_name: o.author, author_url: `${o.url.replace(/\/watch.*$/, '')}/@${encodeURIComponent(o.author)}`, type: 'video', height: 113, width: 200, version: '1.0', provider_name: o.provider, provider_url: o.url.replace(/(https?:\/\/[^/]+).*/, '$1/'), thumbnail_height: 360, thumbnail_width: 480, thumbnail_url: 'https://i.vidora-cdn.example/vi/x/hqdefault.jpg', html: `<iframe width="200" height="113" src="${esc(o.url)}" frameborder="0" allowfullscreen title="${esc(o.title)}"></iframe>` });
}

export { cookieBanner, footerHtml, TRACKERS, AD };

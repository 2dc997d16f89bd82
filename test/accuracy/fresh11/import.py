# Builds test/accuracy/fresh11 (see fresh11/NOTICE.md) from bare git mirrors of adbar/trafilatura and
# adbar/htmldate.
# usage: python3 import.py <trafilatura .git> <commit> <htmldate .git> <commit> <test/accuracy dir> <out dir> <other label files...>
# The other label files (every vendored set's labels.json, and fresh10's, built at the same time) name
# the sites the project has already seen: pages of those sites are left out, so every fresh11 page
# comes from a site the project has not scored.
import ast, json, re, subprocess, sys, os, gzip, hashlib, collections, urllib.parse, datetime
traf, tcommit, hdate, hcommit, acc, out = sys.argv[1:7]
others = sys.argv[7:]
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout

# ---- helpers and earlier decisions, imported from the earlier sets' import.py rather than copied
# (fresh7/fresh9's way: only the named function definitions and module-level assignments are executed).
kit = {}
exec('import re, datetime', kit)
def borrow(path, wanted, into=kit):
    for node in ast.parse(open(path).read()).body:
        names = {node.name} if isinstance(node, ast.FunctionDef) else {t.id for t in getattr(node, 'targets', []) if isinstance(t, ast.Name)}
        if names & wanted: exec(compile(ast.Module([node], []), path, 'exec'), into)
borrow(os.path.join(acc, 'fresh6', 'import.py'), {'people', 'utf8', 'lang_of', 'BYWORD', 'DEGREE', 'T_NOT_ARTICLE'})
# fresh9's label rules: an e-mail address or URL is no name, credentials after a name go, a date is a day.
borrow(os.path.join(acc, 'fresh9', 'import.py'), {'authors', 'credential', 'day', 'clean_url', 'EMAIL_OR_URL', 'LISTING', 'OWN_NOT_ARTICLE'})
authors, day, clean_url, lang_of, utf8, LISTING = kit['authors'], kit['day'], kit['clean_url'], kit['lang_of'], kit['utf8'], kit['LISTING']
_k5 = {}
borrow(os.path.join(acc, 'fresh5', 'import.py'), {'NOT_ARTICLE'}, _k5)
# Non-articles earlier sets met in trafilatura's set (keyed by upstream's file name): left out here too.
T_NOT_ARTICLE = {**_k5['NOT_ARTICLE'], **kit['T_NOT_ARTICLE'], **kit['OWN_NOT_ARTICLE']}

# ---- sites. A page's site is its host without "www.", reduced to the registrable domain (the last two
# labels, three under a two-level public suffix such as co.uk or com.au), so wien.orf.at counts as
# orf.at; on a shared blog platform every subdomain is its own site (alice.wordpress.com).
SHARED = re.compile(r'(?:^|\.)(?:wordpress\.com|blogspot\.[a-z.]+|hypotheses\.org|substack\.com|medium\.com|tumblr\.com|forumieren\.com|github\.io|over-blog\.com|jimdo\.com|jimdofree\.com|wixsite\.com)$')
SLD = re.compile(r'^(?:co|com|org|net|ac|gov|gv|or|ne|go|edu|gob|nic|ltd|plc)\.[a-z]{2}$')
def site(host):
    h = re.sub(r'^www\d?\.', '', (host or '').lower().rstrip('.'))
    if SHARED.search(h): return h
    parts = h.split('.')
    n = 3 if len(parts) >= 3 and SLD.match('.'.join(parts[-2:])) else 2
    return '.'.join(parts[-n:])
def site_of(url): return site(urllib.parse.urlparse(url).hostname)
seen = set()
for f in others:
    if not os.path.exists(f): print('not found (skipped):', f); continue
    for v in json.load(open(f)).values():
        if isinstance(v, dict) and v.get('url'): seen.add(site_of(v['url']))

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, fixed = {}, [], []
def write(key, raw):
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
def take(key, lab, raw, url, country, ctype):
    lab['contentType'] = ctype
    lab['url'] = url
    lab['country'] = country
    assert key not in labels
    labels[key] = lab; write(key, raw)
    seen.add(site_of(url))
def key_of(prefix, name): return prefix + re.sub(r'[^a-z0-9]+', '-', name.lower().removesuffix('.html').removesuffix('.htm')).strip('-')[:57]

# Rules stated before the first score (both parts), besides fresh9's label rules borrowed above:
# - not an article, decided from the address alone: a root or listing address (fresh9's LISTING: path
#   '/' or '', or ending in /blog/, /news/, /category/…, /tag/…, or a year folder '/2011/'), an archived
#   copy (web.archive.org: the cited host is the archive); a root address with a query ('/?p=3289', a
#   blog post's plain link) is not a root, a forum thread or board (/threads/,
#   viewtopic, /forum/, a forumieren.com board), a media player (/player/), a product or shop page
#   (/produkte/, /products/, /shop/, /collections/), a lexicon or wiki entry (/lexikon/, /wiki/),
#   an about, terms or licence page (/about, /terms, /licenses/, /uber-uns/), a photo page (/photo/);
NOT_ARTICLE_PATH = re.compile(r'^/(?:19|20)\d\d/?$|/threads/|viewtopic|/forums?/|/player/|/produkte/|/products?/|/shop/|/collections/|/lexikon/|/wiki/|/about(?:-us)?/?$|/uber-uns/?$|/terms/?$|/licenses/|/photo/', re.I)
def not_article(url):
    p = urllib.parse.urlparse(url)
    if 'web.archive.org' in (p.hostname or ''): return 'an archived copy (web.archive.org)'
    if LISTING.search(p.path) and not (p.path in ('', '/') and p.query): return 'a root or listing address'  # '/?p=3289' is a post
    if (p.hostname or '').endswith('forumieren.com'): return 'a forum board'
    if NOT_ARTICLE_PATH.search(p.path): return 'not an article by its address (forum, player, product, lexicon, about/terms page, photo page, year folder)'
    return None
# - not articles, decided from the address and upstream's title before any score (keyed by file name):
OWN_NOT_ARTICLE = {
    'trails.de.ischgl.html': "a mountain-bike region's guide page (title 'Ischgl'; /mountainbikeregion/)",
    'regiolanda.de.filmbuero.html': "a regional directory's entry for an organisation (/content/149-filmbuero-goettingen)",
    'klaenge-des-verschweigens.de.geschichte.html': "a documentary film's web site page (/film/geschichte/, title = the film's name)",
    'offshore-stiftung.de.offshore-windenergie.html': "a foundation's information page (no date; title 'OFFSHORE-WINDENERGIE …')",
    'greenpeace.de.nachhaltigleben.html': "a campaign page (/engagieren/nachhaltiger-leben, no date)",
    'medef.fr.dispute.html': "an employers' federation's position page (/en/content/…)",
}
# - a date label must be a day (YYYY-MM-DD); corrected by hand where the typing slip is plain:
FIX_DATE = {
    'houzz.de-Projekte.html': ('2022-01-26', "upstream '2022-01.26' has a full stop for the second hyphen"),
    # upstream's day disagrees with the /yyyy/mm/dd/ of the address (checked for every page: these two
    # only); the page shows the address's day:
    'zahlenzauberin.wordpress.com.ferien.html': ('2012-08-22', "upstream '2010-08-22' has the wrong year: the address reads /2012/08/22/, the page '22. August 2012' and article:published_time 2012-08-22"),
    'mywakenews.wordpress.com.psyop.html': ('2016-07-09', "upstream '2016-06-09' has the wrong month: the address reads /2016/07/09/, article:published_time 2016-07-09"),
    # Corrected AFTER the first score (plainly wrong by the page, as fresh6's KlasseGegenKlasse; the
    # first-sight figure in NOTICE.md counts them as upstream wrote them):
    'Popkultur.de-Schauspieler.html': ('2023-06-05', "upstream '2023-05-06' swaps day and month: the page shows 'Veröffentlicht am: 5. Juni 2023' (<time itemprop=datePublished> 2023-06-05)"),
    'theoriginalcopy.de.baby.html': ('2020-08-11', "upstream '2022-08-11' has the wrong year: the page names no 2022 date; article:published_time, its <time> and every comment are of August 2020"),
}
# - author labels: upstream's names (fresh9's rules); honorifics and academic titles before a name
#   ("Dr.", "Prof.") are kept as upstream wrote them, as every earlier set keeps them;
# - Part A: a page with an author label only (author is this set's point), its title and date labels too;
# - Part B: date only, the page's bytes served as bare text/html (htmldate stores them as fetched).

# ================= Part A: trafilatura's labelled pages no set took =================
# The labelled pages (title label, an author label) whose file is in the repository, on a site no other
# set has, one page per site, in the order of the SHA-1 of the URL (fresh4…fresh9's order), every one.
evaldata = json.loads(git(traf, 'show', f'{tcommit}:tests/evaldata.json'))
tfiles = set(git(traf, 'ls-tree', '-r', '--name-only', tcommit, 'tests/eval', 'tests/cache').decode().split('\n'))
traf_sites = set()
tc = []
for url, v in evaldata.items():
    f = v.get('file')
    if not f or not v.get('title') or not (v.get('author') or v.get('date')): continue
    path = next((d + f for d in ('tests/eval/', 'tests/cache/') if d + f in tfiles), None)
    if not path: continue
    s = site_of(clean_url(url))
    if s in seen: continue
    traf_sites.add(s)  # every labelled trafilatura page left unseen: part B keeps off these sites
    if not v.get('author'): continue
    tc.append((url, path))
tc.sort(key=lambda c: hashlib.sha1(c[0].encode()).hexdigest())
na = 0
for url, path in tc:
    v = evaldata[url]; url = clean_url(url); f = v['file']
    if site_of(url) in seen: left_out.append(f'trafilatura {url}: a second page of a site already taken'); continue
    why = T_NOT_ARTICLE.get(f) or OWN_NOT_ARTICLE.get(f) or not_article(url)
    if why: left_out.append(f'trafilatura {url}: {why}'); continue
    raw = git(traf, 'show', f'{tcommit}:{path}')
    if raw[:2] == b'\x1f\x8b': raw = gzip.decompress(raw)
    key = key_of('tf-', os.path.basename(path))
    lab = {'title': [re.sub(r'\s+', ' ', v['title']).strip()]}
    a = authors(v['author'])
    if a is None: fixed.append(f'{key} author dropped: {v["author"]!r} is an e-mail address or URL')
    else: lab['author'] = a
    if f in FIX_DATE: lab['published'] = [FIX_DATE[f][0]]; fixed.append(f'{key} date: {FIX_DATE[f][1]}')
    elif day(v.get('date')): lab['published'] = day(v['date'])
    elif v.get('date'): fixed.append(f'{key} date not scored: {v["date"]!r} is not a day')
    if 'author' not in lab and 'published' not in lab: left_out.append(f'trafilatura {url}: no usable author or date label'); continue
    if v.get('sitename'): lab['publisher'] = [v['sitename']]
    take(key, lab, raw, url, lang_of(raw), 'text/html; charset=utf-8' if utf8(raw) else 'text/html'); na += 1

# ================= Part B: htmldate's default evaluation set (tests/eval_default.json) =================
# Pages dated by htmldate's annotators (BBAW collection; dates only), files in the repository, on a site
# no other set has and not on a site of trafilatura's labelled pages left unseen (those keep their fuller
# labels for a later round), one page per site. Every page whose <html lang> is neither German nor
# English, then German and English pages, B_EACH of each, in the order of the SHA-1 of the URL.
B_EACH = 16
ev = json.loads(git(hdate, 'show', f'{hcommit}:tests/eval_default.json'))
hfiles = set(git(hdate, 'ls-tree', '-r', '--name-only', hcommit, 'tests/eval', 'tests/cache').decode().split('\n'))
hc = collections.defaultdict(list)
for url, v in ev.items():
    path = next((d + v['file'] for d in ('tests/eval/', 'tests/cache/') if d + v['file'] in hfiles), None)
    if not path or not day(v.get('date')): continue
    s = site_of(url)
    if s in seen or s in traf_sites: continue
    raw = git(hdate, 'show', f'{hcommit}:{path}')
    if raw[:2] == b'\x1f\x8b': raw = gzip.decompress(raw)
    l = lang_of(raw)
    hc[l if l in ('de', 'en') else 'other'].append((hashlib.sha1(url.encode()).hexdigest(), url, path, raw, l))
nb = collections.Counter()
for group in ('other', 'de', 'en'):
    for _, url, path, raw, l in sorted(hc[group]):
        if group != 'other' and nb[group] >= B_EACH: break
        if site_of(url) in seen: left_out.append(f'htmldate {url}: a second page of a site already taken'); continue
        why = OWN_NOT_ARTICLE.get(os.path.basename(path)) or not_article(url)
        if why: left_out.append(f'htmldate {url}: {why}'); continue
        key = key_of('hd-', os.path.basename(path))
        take(key, {'published': day(ev[url]['date'])}, raw, url, l, 'text/html'); nb[group] += 1

json.dump(labels, open(os.path.join(out, 'labels.json'), 'w'), ensure_ascii=False, indent=1)
print(len(labels), 'pages:', na, 'from trafilatura,', sum(nb.values()), 'from htmldate', dict(nb))
print('languages:', dict(collections.Counter(l['country'] for l in labels.values())))
print('fields:', {f: sum(f in l for l in labels.values()) for f in ('title', 'author', 'published', 'publisher')})
print('left out:', *left_out, sep='\n  '); print('labels corrected / dropped:', *fixed, sep='\n  ')

# Builds test/accuracy/fresh9 (see fresh9/NOTICE.md) from bare git mirrors of
# Murrough-Foley/web-content-extraction-benchmark (WCXB) and adbar/trafilatura.
# usage: python3 import.py <wcxb .git> <commit> <trafilatura .git> <commit> <fresh6/import.py> <out dir> <other label files...>
# The other label files (every vendored set's labels.json) name the hosts the project has already seen:
# pages of those hosts are left out, so every fresh9 page comes from a site the project has not scored.
import ast, json, re, subprocess, sys, os, gzip, hashlib, collections, urllib.parse
wcxb, wcommit, traf, tcommit, fresh6_import, out, others = sys.argv[1:7] + [sys.argv[7:]]
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout

# fresh6's helpers (author splitting `people`, `bare`, `utf8`, `lang_of` and the regular expressions
# they use), imported from fresh6/import.py rather than copied (fresh7's way): only its function
# definitions and the module-level regular expressions are executed.
HELPERS = {'people', 'bare', 'utf8', 'lang_of', 'BYWORD', 'DEGREE', 'T_NOT_ARTICLE'}
kit = {}
exec('import re', kit)
for node in ast.parse(open(fresh6_import).read()).body:
    names = {node.name} if isinstance(node, ast.FunctionDef) else {t.id for t in getattr(node, 'targets', []) if isinstance(t, ast.Name)}
    if names & HELPERS: exec(compile(ast.Module([node], []), fresh6_import, 'exec'), kit)
people, bare, utf8, lang_of = kit['people'], kit['bare'], kit['utf8'], kit['lang_of']
# fresh6's decisions on trafilatura's non-articles and fresh7's on WCXB's (read from the pages then) hold here too.
T_NOT_ARTICLE = kit['T_NOT_ARTICLE']
_k7 = {}
for node in ast.parse(open(os.path.join(os.path.dirname(fresh6_import), '..', 'fresh7', 'import.py')).read()).body:
    if isinstance(node, ast.Assign) and any(getattr(t, 'id', '') == 'NOT_ARTICLE' for t in node.targets): exec(compile(ast.Module([node], []), 'fresh7/import.py', 'exec'), _k7)
W_NOT_ARTICLE = _k7['NOT_ARTICLE']
# Decided from the address and upstream's labels before any score: a forum thread and a company's
# service page are not articles.
OWN_NOT_ARTICLE = {
    'katzen-forum.net-Pepe.html': 'a forum thread (/threads/)',
    'qualisys.eu.gefahrstoff.html': "a company's service page (/gefahrstoff-service)",
}
# Corrected by hand before any score: a job title or credential kept as, or glued to, a name.
W_FIX_AUTHOR = {
    '0496': (['Jeffrey A. Slotnick'], "the credential 'CPP' was glued to the name"),
    '0096': (['Tracy Parker'], "'Dietitian' is the byline's role, not a name"),
}

seen_hosts = set()
for f in others:
    for k, v in json.load(open(f)).items():
        if isinstance(v, dict) and v.get('url'): seen_hosts.add(urllib.parse.urlparse(v['url']).hostname)
seen_bare = {bare(h) for h in seen_hosts}
def seen(host): return host in seen_hosts or bare(host) in seen_bare

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, fixed = {}, [], []
def write(key, raw):
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
def take(key, lab, raw, url, country):
    lab['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    lab['url'] = url
    lab['country'] = country
    assert key not in labels
    labels[key] = lab; write(key, raw)
    host = urllib.parse.urlparse(url).hostname
    seen_hosts.add(host); seen_bare.add(bare(host))

# Rules stated before the first score (both parts):
# - an author label that is an e-mail address or a URL is not a name: dropped (the page stays for its date);
# - credentials written after a name (list entries without a lower-case letter, at most 16 characters:
#   "DVM", "CFP®") are dropped when a name remains (fresh7's rule);
# - a date label must be a day YYYY-MM-DD, else it is not scored;
# - a page whose address is a site's root or a listing (path '/' or '', or ending in /blog/, /news/,
#   /category/…, /tag/…) is not an article: left out, decided from the address alone.
EMAIL_OR_URL = re.compile(r'^(?:[^@\s]+@[^@\s]+\.[a-z]{2,}|https?://\S+)$', re.I)
def credential(s): return not re.search(r'[a-z]', s) and len(s) <= 16
LISTING = re.compile(r'^/?$|/(?:blog|news|aktuelles|category|kategorie|tag|tags|archiv|archive)/?$', re.I)
def authors(a):
    if EMAIL_OR_URL.match(a.strip()): return None
    ns = people(a)
    kept = [n for n in ns if not credential(n)]
    return kept or ns
def day(d):
    import datetime
    try: return [datetime.date.fromisoformat(d).isoformat()] if d and re.fullmatch(r'\d{4}-\d\d-\d\d', d) else None
    except ValueError: return None
# An address upstream wrote with a stray character before the scheme ('xhttps://') or white space
# around it is read from its http(s):// on, trimmed.
def clean_url(u):
    m = re.search(r'https?://\S+', u.strip())
    return m.group(0) if m else u.strip()

# ================= Part A: WCXB articles fresh7 did not take =================
# fresh7's selection (type `article` with confidence `verified`, not `spa`, title label and an author or
# date label, host of no other set, one page per host, SHA-1 of the URL order), continued: the next A_CAP.
A_CAP = 90
meta = json.loads(git(wcxb, 'show', f'{wcommit}:metadata.json'))['files']
cands = []
for fid, m in meta.items():
    if m.get('page_type') != 'article' or m.get('spa'): continue
    g = json.loads(git(wcxb, 'show', f'{wcommit}:{m["split"]}/ground-truth/{fid}.json'))
    if g.get('_internal', {}).get('page_type', {}).get('confidence') != 'verified': continue
    gt = g['ground_truth']
    if not gt.get('title') or not (gt.get('author') or gt.get('publish_date')): continue
    if seen(urllib.parse.urlparse(g['url']).hostname): continue
    cands.append((hashlib.sha1(g['url'].encode()).hexdigest(), fid, m['split'], g))
cands.sort()
na = 0
for _, fid, split, g in cands:
    if na >= A_CAP: break
    url, gt = clean_url(g['url']), g['ground_truth']
    if fid in W_NOT_ARTICLE: left_out.append(f'wcxb {fid} {url}: {W_NOT_ARTICLE[fid]} (fresh7)'); continue
    if seen(urllib.parse.urlparse(url).hostname): continue
    if LISTING.search(urllib.parse.urlparse(url).path): left_out.append(f'wcxb {fid} {url}: a root or listing address'); continue
    key = f'wc-{fid}-' + re.sub(r'[^a-z0-9]+', '-', bare(urllib.parse.urlparse(url).hostname).lower()).strip('-')[:40]
    lab = {'title': [re.sub(r'\s+', ' ', gt['title']).strip()]}
    if gt.get('author'):
        a = authors(gt['author'])
        if fid in W_FIX_AUTHOR: a = W_FIX_AUTHOR[fid][0]; fixed.append(f'{key} author: {W_FIX_AUTHOR[fid][1]}')
        if a is None: fixed.append(f'{key} author dropped: {gt["author"]!r} is an e-mail address or URL')
        else:
            if a != people(gt['author']) and fid not in W_FIX_AUTHOR: fixed.append(f'{key} author: credentials dropped, kept {a}')
            lab['author'] = a
    d = day(gt.get('publish_date'))
    if d: lab['published'] = d
    elif gt.get('publish_date'): fixed.append(f'{key} date not scored: {gt["publish_date"]!r} is not a day')
    if 'author' not in lab and 'published' not in lab: left_out.append(f'wcxb {fid}: no usable author or date label'); continue
    raw = gzip.decompress(git(wcxb, 'show', f'{wcommit}:{split}/html/{fid}.html.gz'))
    take(key, lab, raw, url, lang_of(raw)); na += 1

# ================= Part B: trafilatura's German pages fresh4/fresh5/fresh6 did not take =================
# fresh6 part B's selection (title label and an author or date label, file in the repository, not an
# archived copy, <html lang="de">, host of no other set, one page per host, SHA-1 of the URL order), continued.
B_CAP = 60
def key_of(name): return 'tf-' + re.sub(r'[^a-z0-9]+', '-', name.lower().removesuffix('.html')).strip('-')[:57]
evaldata = json.loads(git(traf, 'show', f'{tcommit}:tests/evaldata.json'))
tfiles = set(git(traf, 'ls-tree', '-r', '--name-only', tcommit, 'tests/eval', 'tests/cache').decode().split('\n'))
tc = []
for url, v in evaldata.items():
    f = v.get('file')
    if not f or not v.get('title') or not (v.get('author') or v.get('date')): continue
    path = next((d + f for d in ('tests/eval/', 'tests/cache/') if d + f in tfiles), None)
    if not path or 'web.archive.org' in url or seen(urllib.parse.urlparse(url).hostname): continue
    raw = git(traf, 'show', f'{tcommit}:{path}')
    if raw[:2] == b'\x1f\x8b': raw = gzip.decompress(raw)
    if lang_of(raw) != 'de': continue
    tc.append((url, path, raw))
tc.sort(key=lambda c: hashlib.sha1(c[0].encode()).hexdigest())
nb = 0
for url, path, raw in tc:
    if nb >= B_CAP: break
    v = evaldata[url]; url = clean_url(url)
    if seen(urllib.parse.urlparse(url).hostname): continue
    if LISTING.search(urllib.parse.urlparse(url).path): left_out.append(f'trafilatura {url}: a root or listing address'); continue
    if v['file'] in T_NOT_ARTICLE: left_out.append(f'trafilatura {url}: {T_NOT_ARTICLE[v["file"]]} (fresh6)'); continue
    if v['file'] in OWN_NOT_ARTICLE: left_out.append(f'trafilatura {url}: {OWN_NOT_ARTICLE[v["file"]]}'); continue
    key = key_of(os.path.basename(path))
    lab = {'title': [re.sub(r'\s+', ' ', v['title']).strip()]}
    if v.get('author'):
        a = authors(v['author'])
        if a is None: fixed.append(f'{key} author dropped: {v["author"]!r} is an e-mail address or URL')
        else: lab['author'] = a
    d = day(v.get('date'))
    if d: lab['published'] = d
    elif v.get('date'): fixed.append(f'{key} date not scored: {v["date"]!r} is not a day')
    if 'author' not in lab and 'published' not in lab: left_out.append(f'trafilatura {url}: no usable author or date label'); continue
    if v.get('sitename'): lab['publisher'] = [v['sitename']]
    take(key, lab, raw, url, 'de'); nb += 1

json.dump(labels, open(os.path.join(out, 'labels.json'), 'w'), ensure_ascii=False, indent=1)
print(len(labels), 'pages', dict(collections.Counter(l['country'] for l in labels.values())))
print('fields:', {f: sum(f in l for l in labels.values()) for f in ('title', 'author', 'published', 'publisher')})
print('left out:', *left_out, sep='\n  '); print('labels corrected / dropped:', *fixed, sep='\n  ')

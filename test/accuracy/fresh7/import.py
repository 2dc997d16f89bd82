# Builds test/accuracy/fresh7 (see fresh7/NOTICE.md) from a bare git mirror of Murrough-Foley/web-content-extraction-benchmark (WCXB).
# usage: python3 import.py <wcxb .git> <commit> <fresh6/import.py> <out dir> <other label files...>
# The other label files (every vendored set's labels.json) name the hosts the project has already seen:
# pages of those hosts are left out, so every fresh7 page comes from a site the project has not scored.
import ast, json, re, subprocess, sys, os, gzip, hashlib, collections, urllib.parse
wcxb, commit, fresh6_import, out, others = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
def git(*a): return subprocess.run(['git', '--git-dir', wcxb, *a], capture_output=True, check=True).stdout

# fresh6's helpers (author splitting `people`, `bare`, `utf8`, `lang_of` and the regular expressions
# they use), imported from fresh6/import.py rather than copied: that file is a script that runs on
# import, so only its function definitions and the module-level regular expressions are executed.
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

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, left_out, fixed = {}, [], []
def write(key, raw):
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))

# Selection: WCXB's pages whose type upstream gives as `article` with confidence `verified` (its
# human-verified page type), not single-page applications (upstream's `spa`: the HTML holds no
# article), with a title label and an author or date label, on a host no other set has, one page per
# host, in the order of the SHA-1 of the URL (fresh4..fresh6's order), the first CAP.
CAP = 150
# Left out on the way, decided from the page and its label before any score (not articles):
NOT_ARTICLE = {
    '0341': "a national park's webcam page (its title is the park's name; no article on it)",
}
# An author label that is an e-mail address is not a name (the issue: "a profile URL is not a name"):
# the author label is dropped (the page is kept for its title and date).
EMAIL = re.compile(r'^[^@\s]+@[^@\s]+\.[a-z]{2,}$', re.I)
# Credentials written after a name ("Ellen Lindell, VMD, DACVB", "Rebecca Lake, CEPF®") are not
# names: list entries without a lower-case letter are dropped when a name remains (people() splits at
# the commas). Job titles glued to a name are corrected by hand:
def credential(s): return not re.search(r'[a-z]', s) and len(s) <= 16
FIX_AUTHOR = {
    '0072': (['Benjamin Johnson'], "the byline's job title and company ('Sr. Director of Operations', 'Atlas Van Lines - 10+ Years in the Moving Industry') were glued on"),
    '0056': (['Mike Marshall'], "'Shipping Expert' is the byline's role, not a name"),
}
FIX_TITLE, FIX_DATE = {}, {}

meta = json.loads(git('show', f'{commit}:metadata.json'))['files']
cands = []
for fid, m in meta.items():
    if m.get('page_type') != 'article' or m.get('spa'): continue
    g = json.loads(git('show', f'{commit}:{m["split"]}/ground-truth/{fid}.json'))
    if g.get('_internal', {}).get('page_type', {}).get('confidence') != 'verified': continue
    gt = g['ground_truth']
    if not gt.get('title') or not (gt.get('author') or gt.get('publish_date')): continue
    host = urllib.parse.urlparse(g['url']).hostname
    if host in seen_hosts or bare(host) in seen_bare: continue
    cands.append((hashlib.sha1(g['url'].encode()).hexdigest(), fid, m['split'], g))
cands.sort()
for _, fid, split, g in cands:
    if len(labels) >= CAP: break
    url, gt = g['url'], g['ground_truth']
    host = urllib.parse.urlparse(url).hostname
    if host in seen_hosts or bare(host) in seen_bare: continue  # one page per host
    if fid in NOT_ARTICLE: left_out.append(f'{fid} {url}: {NOT_ARTICLE[fid]}'); continue
    key = f'wc-{fid}-' + re.sub(r'[^a-z0-9]+', '-', bare(host).lower()).strip('-')[:40]
    lab = {'title': [re.sub(r'\s+', ' ', gt['title']).strip()]}
    if fid in FIX_TITLE: lab['title'] = [FIX_TITLE[fid][0]]; fixed.append(f'{key} title: {FIX_TITLE[fid][1]}')
    a = gt.get('author')
    if a:
        if fid in FIX_AUTHOR: lab['author'] = FIX_AUTHOR[fid][0]; fixed.append(f'{key} author: {FIX_AUTHOR[fid][1]}')
        elif EMAIL.match(a.strip()): fixed.append(f'{key} author dropped: {a!r} is an e-mail address, not a name')
        else:
            ns = people(a)
            kept = [n for n in ns if not credential(n)]
            if kept and kept != ns: fixed.append(f'{key} author: credentials {[n for n in ns if credential(n)]} dropped beside {kept}')
            lab['author'] = kept or ns
    if gt.get('publish_date'):
        d = gt['publish_date']
        assert re.fullmatch(r'\d{4}-\d\d-\d\d', d), (fid, d)
        lab['published'] = [d]
        if fid in FIX_DATE: lab['published'] = [FIX_DATE[fid][0]]; fixed.append(f'{key} date: {FIX_DATE[fid][1]}')
    raw = gzip.decompress(git('show', f'{commit}:{split}/html/{fid}.html.gz'))
    lab['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    lab['url'] = url
    lab['country'] = lang_of(raw)
    assert key not in labels
    labels[key] = lab; write(key, raw); seen_hosts.add(host); seen_bare.add(bare(host))

json.dump(labels, open(os.path.join(out, 'labels.json'), 'w'), ensure_ascii=False, indent=1)
print(len(labels), 'pages', dict(collections.Counter(l['country'] for l in labels.values())))
print('fields:', {f: sum(f in l for l in labels.values()) for f in ('title', 'author', 'published', 'publisher')})
print('left out:', *left_out, sep='\n  '); print('labels corrected / dropped:', *fixed, sep='\n  ')

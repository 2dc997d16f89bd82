# Builds test/accuracy/fresh2 from a bare git mirror of flairNLP/fundus (see fresh2/NOTICE.md).
import json, re, subprocess, sys, os, datetime, collections, gzip
repo, commit, out = sys.argv[1], sys.argv[2], sys.argv[3]
def git(*a): return subprocess.run(['git', '-C', repo, *a], capture_output=True, check=True).stdout
files = git('ls-tree', '-r', '--name-only', commit, 'tests/resources/parser/test_data').decode().split('\n')
names = {}
for f in git('ls-tree', '-r', '--name-only', commit, 'src/fundus/publishers').decode().split('\n'):
    if not f.endswith('__init__.py') or f.count('/') != 4: continue
    cc = f.split('/')[3]
    src = git('show', f'{commit}:{f}').decode()
    for m in re.finditer(r'\n\s+(\w+)\s*=\s*Publisher\(\s*name\s*=\s*"([^"]+)"', src):
        names[(cc, m.group(1))] = m.group(2)
LIMIT = {'de': 20, 'us': 14, 'uk': 12, 'za': 5, 'es': 6, 'ca': 5}
taken = collections.Counter()
labels = {}
os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
pubs = sorted({(f.split('/')[4], f.split('/')[5].rsplit('_', 3)[0]) for f in files if f.endswith('.html.gz')})
skipped = []
bycc = collections.defaultdict(list)
for cc, pub in pubs: bycc[cc].append(pub)
def spread(lst, n): return lst if len(lst) <= n else [lst[(i * len(lst)) // n] for i in range(n)]
chosen = {(cc, p) for cc, lst in bycc.items() for p in spread(lst, LIMIT.get(cc, 99))}
for cc, pub in pubs:
    if (cc, pub) not in chosen: skipped.append(f'{cc}/{pub} (country limit)'); continue
    htmls = sorted(f for f in files if f.startswith(f'tests/resources/parser/test_data/{cc}/{pub}_') and f.endswith('.html.gz') and re.fullmatch(re.escape(pub) + r'_\d{4}_\d\d_\d\d\.html\.gz', f.split('/')[-1]))
    try:
        cases = json.loads(git('show', f'{commit}:tests/resources/parser/test_data/{cc}/{pub}.json'))
        meta = json.loads(git('show', f'{commit}:tests/resources/parser/test_data/{cc}/meta.info'))
    except subprocess.CalledProcessError:
        skipped.append(f'{cc}/{pub} (no json)'); continue
    vers = sorted(cases, key=lambda v: [int(x) for x in re.findall(r'\d+', v)])
    if len(vers) != len(htmls) or not htmls:
        skipped.append(f'{cc}/{pub} ({len(htmls)} pages, {len(vers)} versions)'); continue
    html, exp = htmls[-1], cases[vers[-1]]  # newest page <-> newest parser version
    base = html.split('/')[-1]
    url = meta.get(base, {}).get('url')
    lab = {}
    if exp.get('title'): lab['title'] = [exp['title']]
    if exp.get('authors'): lab['author'] = list(dict.fromkeys(exp['authors']))
    if exp.get('publishing_date'):
        t = datetime.datetime.fromisoformat(exp['publishing_date'])
        if t.tzinfo is None:
            lab['published'] = [t.date().isoformat()]
        else:
            ds = {t.date().isoformat()}
            for h in range(-12, 15): ds.add((t.astimezone(datetime.timezone(datetime.timedelta(hours=h)))).date().isoformat())
            lab['published'] = sorted(ds)
    if (cc, pub) in names: lab['publisher'] = [names[(cc, pub)]]
    if not lab.get('title'): skipped.append(f'{cc}/{pub} (no title)'); continue
    key = f'{cc}-{pub}'
    lab['url'] = url
    lab['country'] = cc
    labels[key] = lab
    raw = gzip.decompress(git('show', f'{commit}:{html}'))
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
    taken[cc] += 1
json.dump(labels, open(os.path.join(out, 'labels.json'), 'w'), ensure_ascii=False, indent=1)
print(len(labels), dict(taken)); print('skipped:', skipped)

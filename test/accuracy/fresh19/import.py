# Builds test/accuracy/fresh19 (see fresh19/NOTICE.md) from bare git mirrors of six Apache-2.0 repositories whose
# tests keep real saved pages:
#   mediacloud/metadata-lib   mcmetadata/test/fixtures/*            at 23948e286dbadf9d05cae697de22c7e505304d05
#   advancedlogic/GoOse       sites/*.html                          at 717927370fc8f68b5f590aa46b8b156756cfebb3
#   peterc/pismo              test/corpus/*.html                    at 3b784a1fd0c882bcadc9e572aef1cfa8ddfa97bc
#   thatguystone/swan         test_data/processors/default/*.in     at d1079a5d0c05df346bbf2d45553715a1688fa1ef
#   keepcosmos/readability    test/fixtures/*.html                  at 4edafba2004481b0bf33b93eb5695c5020d3959c
#   luin/readability          test/fixtures/*.html                  at 8f3357b1a6cf2d725e28502c845538da9e5563c1
# usage: python3 import.py <metadata-lib.git> <GoOse.git> <pismo.git> <swan.git> <keepcosmos-readability.git>
#        <luin-readability.git> <out dir> <other sets' dirs...>
# The other sets' dirs (every vendored set) name the hosts and page bytes the project has already seen: a page on
# those hosts (with and without `www.`) or whose bytes equal a vendored page is refused (an assertion: the hand
# list was chosen with the same check). Labels: hand_labels.py (every one written by hand, rules in NOTICE.md).
import json, re, subprocess, sys, os, gzip, hashlib, urllib.parse
COMMITS = {'MC': '23948e286dbadf9d05cae697de22c7e505304d05', 'GOOSE': '717927370fc8f68b5f590aa46b8b156756cfebb3',
           'PISMO': '3b784a1fd0c882bcadc9e572aef1cfa8ddfa97bc', 'SWAN': 'd1079a5d0c05df346bbf2d45553715a1688fa1ef',
           'KC': '4edafba2004481b0bf33b93eb5695c5020d3959c', 'LUIN': '8f3357b1a6cf2d725e28502c845538da9e5563c1'}
repos = dict(zip(['MC', 'GOOSE', 'PISMO', 'SWAN', 'KC', 'LUIN'], sys.argv[1:7]))
out, others = sys.argv[7], sys.argv[8:]
def git(repo, *a): return subprocess.run(['git', '--git-dir', repo, *a], capture_output=True, check=True).stdout
def bare(h): return re.sub(r'^www\.', '', h or '')
def utf8(b):
    try: b.decode('utf-8'); return True
    except UnicodeDecodeError: return False
hand = {}
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'hand_labels.py')).read(), hand)

seen_hosts, seen_bytes = set(), set()
for d in others:
    for k, v in json.load(open(os.path.join(d, 'labels.json'))).items():
        if isinstance(v, dict) and v.get('url'): seen_hosts.add(bare(urllib.parse.urlparse(v['url']).hostname))
    pd = os.path.join(d, 'pages')
    for f in (os.listdir(pd) if os.path.isdir(pd) else []):
        b = open(os.path.join(pd, f), 'rb').read()
        if b[:2] == b'\x1f\x8b': b = gzip.decompress(b)
        seen_bytes.add(hashlib.sha1(b).hexdigest())

os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels, per_host, served = {}, {}, set()
for key, (src, path, url, lang, lab) in hand['PAGES'].items():
    raw = git(repos[src], 'show', f'{COMMITS[src]}:{path}')
    p = urllib.parse.urlparse(url)
    assert bare(p.hostname) not in seen_hosts, (key, 'a host another set has')
    assert hashlib.sha1(raw).hexdigest() not in seen_bytes, (key, 'the same bytes as a vendored page')
    assert (p.hostname, p.path) not in served, (key, 'the same host and path as another page')
    served.add((p.hostname, p.path))
    per_host[bare(p.hostname)] = per_host.get(bare(p.hostname), 0) + 1
    assert per_host[bare(p.hostname)] <= 2, url
    o = {f: lab[f] for f in ('title', 'publisher', 'author', 'published') if lab.get(f)}
    # UTF-8 bytes are served as UTF-8 (mediacloud stores decoded text whatever the page declares); other bytes bare,
    # so that the page's own declaration applies.
    o['contentType'] = 'text/html; charset=utf-8' if utf8(raw) else 'text/html'
    o['url'] = url
    o['country'] = lang
    labels[key] = o
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))

with open(os.path.join(out, 'labels.json'), 'w') as fh: json.dump(labels, fh, ensure_ascii=False, indent=1, sort_keys=True); fh.write('\n')
from collections import Counter
print(f'{len(labels)} pages, {len({urllib.parse.urlparse(v["url"]).hostname for v in labels.values()})} hosts, '
      f'publisher labels {sum("publisher" in v for v in labels.values())}, '
      f'author labels {sum("author" in v for v in labels.values())}, date labels {sum("published" in v for v in labels.values())}')
print('by source:', dict(Counter(k.split('-')[0] for k in labels)))
print('languages:', dict(Counter(v['country'] for v in labels.values())))
print('served as:', dict(Counter(v['contentType'] for v in labels.values())))

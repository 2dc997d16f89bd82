# Builds test/accuracy/dates2 from a bare git mirror of adbar/htmldate (see dates2/NOTICE.md).
import json, subprocess, sys, os, gzip
repo, commit, out, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
def git(*a): return subprocess.run(['git', '-C', repo, *a], capture_output=True, check=True).stdout
ev = json.loads(git('show', f'{commit}:tests/eval_mediacloud_2020.json'))
items = sorted(((u, v) for u, v in ev.items() if isinstance(v.get('date'), str)), key=lambda kv: kv[1]['file'])  # NaN: upstream gives no date
pick = [items[(i * len(items)) // n] for i in range(n)]  # evenly spread over the file names
os.makedirs(os.path.join(out, 'pages'), exist_ok=True)
labels = {}
for url, v in pick:
    raw = git('show', f'{commit}:tests/test_set/{v["file"]}')
    key = v['file'].rsplit('.', 1)[0]
    with open(os.path.join(out, 'pages', key + '.html.gz'), 'wb') as fh: fh.write(gzip.compress(raw, 9, mtime=0))
    labels[key] = {'published': [v['date']], 'url': url}
json.dump(labels, open(os.path.join(out, 'labels.json'), 'w'), ensure_ascii=False, indent=1)
print(len(labels))

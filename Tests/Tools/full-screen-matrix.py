import sys
# Records the full-screen matrix digests: python3 Tests/Tools/full-screen-matrix.py <safearea binary of the commit to record> "<what that commit is>"
import json,re,subprocess
qs=[]
ctxs=[{}, {"navigationBar":"standard","tabBar":True}, {"navigationBar":"large","toolbar":True,"opaqueBars":True,"statusBar":"hidden"}]
for ios in list(range(7,19))+[26,27]:
    for c in ctxs:
        qs.append(dict({"command":"insets","device":"all","orientation":"all","ios":ios},**c))
    qs.append({"command":"scroll","device":"all","orientation":"all","ios":ios,"navigationBar":"standard","contentSize":"400x2000"})
    qs.append({"command":"table","device":"all","orientation":"all","ios":ios,"style":"insetGrouped"})
    qs.append({"command":"collection","device":"all","orientation":"all","ios":ios,"itemSize":"100x100","items":9})
    qs.append({"command":"css","device":"all","orientation":"all","ios":ios})
text="".join(json.dumps(q,separators=(',',':'))+"\n" for q in qs)
open('Tests/SafeAreaCLITests/Fixtures/full-screen-matrix-queries.jsonl','w').write(text)
out=subprocess.run([sys.argv[1],'batch'],input=text.encode(),capture_output=True).stdout.decode()
groups={}
for l in out.splitlines():
    n=json.loads(l)["line"]
    groups.setdefault(n,[]).append(l)
def fnv(b):
    h=0xcbf29ce484222325
    for x in b:
        h^=x; h=(h*0x100000001b3)&0xffffffffffffffff
    return h
rows=[]
errs=0
NL="\n"
for n in range(1,len(qs)+1):
    # The css snippet's wording is left out of the digests; its env() values are compared.
    ls=[re.sub(r',"css":"(?:[^"\\]|\\.)*"','',l) for l in groups.get(n,[])]
    if any('"error"' in l for l in ls): errs+=1
    rows.append("%d\t%d\t%016x\n" % (n, len(ls), fnv(NL.join(ls).encode())))
open('Tests/SafeAreaCLITests/Fixtures/full-screen-matrix-digests.tsv','w').write("# Recorded from commit "+sys.argv[2]+" by running `safearea batch` on full-screen-matrix-queries.jsonl:\n# query line, output lines, FNV-1a 64 of the query's output lines joined by newlines.\n"+"".join(rows))
print(len(qs), len(out.splitlines()), errs)

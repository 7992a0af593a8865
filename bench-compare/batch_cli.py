"""The command line over a crawl: the real feeds parsed by one process with
--jobs 1 and --jobs 2, against one process per feed. Run from the
repository root after `cargo build --release`:

    python3 bench-compare/batch_cli.py json        # or feedparser
"""
import subprocess,time,statistics,os,sys
D='../shared/realworld/files'
files=sorted(os.path.join(D,f) for f in os.listdir(D))
fmt=sys.argv[1] if len(sys.argv)>1 else 'json'
def t(args):
    s=time.perf_counter(); subprocess.run(args,stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL); return time.perf_counter()-s
j1=[];j2=[];single=[]
for r in range(10):
    j1.append(t(['target/release/feedwright','parse','--format',fmt,'--jsonl','--jobs','1',D]))
    j2.append(t(['target/release/feedwright','parse','--format',fmt,'--jsonl','--jobs','2',D]))
for r in range(3):
    s=time.perf_counter()
    for f in files: subprocess.run(['target/release/feedwright','parse','--format',fmt,f],stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL)
    single.append(time.perf_counter()-s)
m1,m2,ms=statistics.median(j1),statistics.median(j2),statistics.median(single)
n=len(files)
print(f"format {fmt}: --jobs 1 {m1*1000:.0f} ms ({n/m1:.0f} feeds/s); --jobs 2 {m2*1000:.0f} ms ({n/m2:.0f} feeds/s); speedup {m1/m2:.2f}; {n} processes {ms*1000:.0f} ms ({n/ms:.0f} feeds/s); per-run ratios jobs1/jobs2 {sorted(round(a/b,2) for a,b in zip(j1,j2))}")

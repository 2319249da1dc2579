// Why concurrency 50 misses on the local runtime (docs/hardening.md, "Load", third round): runs
// the load test's concurrency-50 configuration and samples, once a second, how the runtime's main
// thread was scheduled (/proc/<pid>/task/<pid>/schedstat: time run, time waiting for a core).
// That thread serves the local Blobs server and proxies every request.
//
//   node bench/loadScheduling.mjs                       # the runtime as it is
//   node bench/loadScheduling.mjs --platform-priority   # its threads on SCHED_RR (needs root)
//
// With --platform-priority, the threads the runtime has before the load (main thread, libuv pool)
// go on SCHED_RR with reset-on-fork, so the worker thread it starts per invocation stays an
// ordinary thread: as if the platform's Blobs server and proxy had CPU of their own, as on Netlify.
// An experiment for the cause, not a figure of record (Linux only, `chrt` from util-linux).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { enquiryLoad } from './load.mjs';

const platformPriority = process.argv.includes('--platform-priority');

function runtimePid() {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args.some((a) => a.endsWith('/netlify') || a === 'netlify') && args.includes('serve')) return pid;
    } catch {} // a process that ended meanwhile
  }
}

const samples = [];
let pid;
let prioritised = false;
const sampler = setInterval(() => {
  pid ??= runtimePid();
  if (!pid) return;
  try {
    const threads = readdirSync(`/proc/${pid}/task`);
    const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
    samples.push({ at: Date.now(), run, wait, threads: threads.length });
    // A few seconds in, while the runtime builds and before the load starts.
    if (platformPriority && !prioritised && samples.length > 3) {
      for (const tid of threads) execFileSync('chrt', ['--reset-on-fork', '--rr', '--pid', '1', tid]);
      prioritised = true;
      console.log(`${threads.length} threads of the runtime (pid ${pid}) on SCHED_RR, reset on fork`);
    }
  } catch {} // the runtime stopped
}, 1000);

const { endpoints } = await enquiryLoad({ configs: [{ addresses: 10, connectionsPerAddress: 5 }] });
clearInterval(sampler);
for (const e of endpoints) {
  console.log(
    `${e.path}: ${JSON.stringify(e.statuses)}, exact per client ${e.exactPerClient}, kept ${e.kept} (${e.keptDelivered} delivered), emails ${e.emailsSent};`,
    `own p50 ${e.latency.ownMs.p50} ms, parts ${JSON.stringify(e.latency.ownPartsP50Ms)}`,
  );
}
const busy = samples.filter((s) => s.threads > 20); // while invocations run
if (busy.length > 1) {
  const [first, last] = [busy[0], busy.at(-1)];
  const wallNs = (last.at - first.at) * 1e6;
  const share = (ns) => `${((100 * ns) / wallNs).toFixed(1)}%`;
  console.log(
    `runtime main thread over ${(wallNs / 1e9).toFixed(0)} s under load: ran ${share(last.run - first.run)} of the wall time,`,
    `waited for a core ${share(last.wait - first.wait)}; up to ${Math.max(...busy.map((s) => s.threads))} threads`,
  );
}

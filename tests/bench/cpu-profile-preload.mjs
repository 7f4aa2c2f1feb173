/**
 * Imported first into a bench's server (NODE_OPTIONS=--import …, which
 * refuses --cpu-prof): profiles the whole process and writes a .cpuprofile
 * into BENCH_CPU_PROF_DIR when it exits (a main-thread inspector session
 * answers synchronously, so the exit handler can still write it).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import process from 'node:process';

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  process.once('exit', () => {
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(path.join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}

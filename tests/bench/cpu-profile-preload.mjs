/**
 * Imported first into a bench's server (NODE_OPTIONS=--import …, which
 * refuses --cpu-prof): profiles the whole process and writes a .cpuprofile
 * into BENCH_CPU_PROF_DIR when it is told to stop or exits (a main-thread
 * inspector session answers synchronously, so an exit handler can still write it).
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
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(path.join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  // At SIGTERM, beside the server's own handler: closing 10,000 sockets may outlast the 15 s before SIGKILL.
  process.once('SIGTERM', write);
  process.once('exit', write);
}

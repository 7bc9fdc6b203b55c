import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory (MB) of every worker process (infra/local/function-runner.ts) of the local stack
 * whose data folder is `dataDir` (another stack on the machine is not counted).
 */
function workerRssMb(dataDir: string): number[] {
  const sizes: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('function-runner')) continue;
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`LB_DATA_DIR=${dataDir}`)) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) sizes.push(Number(rss[1]) / 1024);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return sizes;
}

/**
 * Samples the worker processes' resident memory every 100 ms while `run` runs, and answers the
 * largest any one of them reached (the figure to hold against the worker Lambda's 1,024 MB).
 */
export async function withWorkerPeakMemory<T>(
  dataDir: string,
  run: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  let peakMb = Math.max(0, ...workerRssMb(dataDir));
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, ...workerRssMb(dataDir));
  }, 100);
  try {
    return { result: await run(), peakMb };
  } finally {
    clearInterval(timer);
  }
}

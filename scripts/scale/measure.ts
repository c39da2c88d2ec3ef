// What `npm run scale` measures: a command's wall time and the peak memory of its whole process
// tree (the resident memory of every process under it, summed, sampled four times a second:
// Next's build workers are processes of their own), and an export folder's pages, files and bytes.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface RunMeasure {
  seconds: number;
  /** CPU seconds (user and system) of the whole process tree: steadier than wall time on a shared machine. */
  cpuSeconds: number;
  peakRssMb: number;
  exitCode: number;
  /** Next's own timing of its prerendering: pages, workers and seconds, from its log; null when absent. */
  prerender: { pages: number; workers: number; seconds: number } | null;
}

/** Next's closing line of prerendering: "✓ Generating static pages using 1 worker (1105/1105) in 111s". */
export function prerenderOf(log: string): RunMeasure['prerender'] {
  const match = /Generating static pages using (\d+) workers? \((\d+)\/\d+\) in ([\d.]+)(ms|s|min)\b/.exec(log);
  if (!match) return null;
  const seconds = Number(match[3]) * { ms: 0.001, s: 1, min: 60 }[match[4] as 'ms' | 's' | 'min'];
  return { workers: Number(match[1]), pages: Number(match[2]), seconds };
}

/** Every process's parent, read from /proc (Linux). */
function parents(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The name (field 2) may hold spaces; the parent is the second field after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      found.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

/** Resident memory of a process and all its descendants, in kB. */
export function treeRssKb(root: number): number {
  const byParent = new Map<number, number[]>();
  for (const [pid, parent] of parents()) byParent.set(parent, [...(byParent.get(parent) ?? []), pid]);
  let total = 0;
  const pending = [root];
  while (pending.length) {
    const pid = pending.pop()!;
    try {
      total += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Ended meanwhile.
    }
    pending.push(...(byParent.get(pid) ?? []));
  }
  return total;
}

/** Ticks of CPU time per second in /proc (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;
const cpuMarker = 'scale-cpu-ticks:';

/**
 * Runs a command to its end, printing its output as it comes, and measures it. A shell runs it and
 * then prints its own /proc stat: the CPU time of every descendant it and they waited for.
 */
export function measureRun(command: string, args: string[], { cwd, env }: { cwd: string; env: NodeJS.ProcessEnv }): Promise<RunMeasure> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const script = `"$@"; code=$?; echo "${cpuMarker}$(cut -d')' -f2 /proc/$$/stat)"; exit $code`;
    const child = spawn('sh', ['-c', script, 'sh', command, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      log += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    let peakKb = 0;
    const sample = () => {
      if (child.pid) peakKb = Math.max(peakKb, treeRssKb(child.pid));
    };
    const timer = setInterval(sample, 250);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      // After the name: state, ppid... utime and stime are fields 14-15 of the line, cutime and cstime 16-17.
      const stat = new RegExp(`${cpuMarker}(.*)`).exec(log)?.[1].trim().split(/\s+/) ?? [];
      const ticks = [11, 12, 13, 14].reduce((sum, at) => sum + Number(stat[at] ?? 0), 0);
      resolve({
        cpuSeconds: ticks / ticksPerSecond,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        peakRssMb: Math.round(peakKb / 1024),
        exitCode: code ?? 1,
        prerender: prerenderOf(log),
      });
    });
  });
}

/** Every file under a folder, relative to it. */
export function filesUnder(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[]).filter((file) => statSync(path.join(root, file)).isFile());
}

/** Bytes of a file, null when it is missing. */
export function sizeOf(file: string): number | null {
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
}

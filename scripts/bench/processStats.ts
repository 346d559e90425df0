/**
 * What the benchmark reads from Linux about a server process: CPU time (user + system, all threads)
 * from /proc/{pid}/stat, and resident memory from /proc/{pid}/status.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds the process has spent so far (utime + stime, fields 14 and 15 of /proc/{pid}/stat). */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export { memoryOf, resetPeakMemory } from '../../tests/hostile/serverProcess.ts';

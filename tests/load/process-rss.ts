import fs from 'node:fs';

/**
 * The resident memory, in MB, of the largest process of a process group: for `npm start`
 * (npm, then tsx, then the server's node) that is the server. Read from Linux's /proc;
 * undefined where there is none.
 */
export function largestRssInGroup(groupId: number): number | undefined {
  let largest: number | undefined;
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    try {
      // pid (command) state ppid pgrp ...: the command may hold spaces and parentheses.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== groupId) continue;
      const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      largest = Math.max(largest ?? 0, kb / 1024);
    } catch {
      // The process ended while we read.
    }
  }
  return largest;
}

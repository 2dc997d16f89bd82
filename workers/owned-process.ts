/** The processes the embedded launchers own (Temporal dev server, library server): alive?, and stop them. */

/** Whether `pid` is a live process (EPERM: alive, owned by someone else). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Sends `signal`, waits up to `timeoutMs` for the process to go, then SIGKILLs it. */
export async function stopProcess(pid: number, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 15000): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

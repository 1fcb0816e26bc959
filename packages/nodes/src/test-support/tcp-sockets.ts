import { readFile, readdir, readlink } from 'node:fs/promises';

/*
 * Which process holds a TCP connection, from Linux's /proc: how the SSH tunnel tests prove that the
 * database saw a connection opened by the SSH server rather than by the test process.
 */

interface TcpEntry { localPort: number; remotePort: number; state: string; inode: string }

async function tcpTable(): Promise<TcpEntry[]> {
  const entries: TcpEntry[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const port = (address: string | undefined) => parseInt(address?.split(':').at(-1) ?? '', 16);
      entries.push({ localPort: port(fields[1]), remotePort: port(fields[2]), state: fields[3] ?? '', inode: fields[9] ?? '' });
    }
  }
  return entries;
}

/** The socket inodes this process holds open. */
async function ownSocketInodes(): Promise<Set<string>> {
  const inodes = new Set<string>();
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    const match = /^socket:\[(\d+)\]$/.exec(target);
    if (match?.[1]) inodes.add(match[1]);
  }
  return inodes;
}

const ESTABLISHED = '01';

/**
 * Whether the established connection from local port `localPort` to `remotePort` is this process's own.
 * Throws when there is no such connection, so a check can never pass by finding nothing.
 */
export async function isOwnConnection(localPort: number, remotePort: number): Promise<boolean> {
  const entry = (await tcpTable()).find((row) => row.state === ESTABLISHED && row.localPort === localPort && row.remotePort === remotePort);
  if (!entry) throw new Error(`No established TCP connection from port ${localPort} to port ${remotePort}`);
  return (await ownSocketInodes()).has(entry.inode);
}

/** How many established connections to `remotePort` this process holds (its SSH connections, for port 2222). */
export async function ownConnectionsTo(remotePort: number): Promise<number> {
  const own = await ownSocketInodes();
  return (await tcpTable()).filter((row) => row.state === ESTABLISHED && row.remotePort === remotePort && own.has(row.inode)).length;
}

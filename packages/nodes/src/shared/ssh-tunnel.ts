import type { Duplex } from 'node:stream';
import type { Client, ClientChannel } from 'ssh2';
import type { IDataObject } from '@weft/workflow';
import { connectSsh, sshError, type SshLogin } from './ssh-connection.js';
import { ForwardedSocket } from './ssh-forwarded-socket.js';

/** The SSH login of a database credential whose "SSH Tunnel" is on (n8n's sshTunnel fields), else undefined. */
export function sshTunnelLogin(data: IDataObject): SshLogin | undefined {
  if (data.sshTunnel !== true) return undefined;
  const withKey = data.sshAuthenticateWith === 'privateKey';
  return {
    host: String(data.sshHost ?? 'localhost'),
    port: Number(data.sshPort ?? 22),
    username: String(data.sshUser ?? 'root'),
    ...(withKey
      ? { privateKey: String(data.privateKey ?? ''), ...(data.passphrase ? { passphrase: String(data.passphrase) } : {}) }
      : { password: String(data.sshPassword ?? '') }),
  };
}

/**
 * For nodes that keep a connection pool of their own across runs (Postgres Chat Memory, PGVector), which
 * cannot tunnel yet: a credential with the tunnel on is refused rather than bypassed.
 */
export function refuseSshTunnel(data: IDataObject, nodeName: string): void {
  if (data.sshTunnel === true) {
    throw new Error(`${nodeName} cannot use the credential's SSH tunnel yet: turn off "SSH Tunnel" and reach the database directly`);
  }
}

/**
 * One SSH connection through which a database driver reaches its server. It closes itself when the last
 * stream through it closes, so whoever ends the database connection (the node when it finishes, a
 * trigger when it is deactivated) also ends the SSH connection.
 */
export class SshTunnel {
  private open = 0;

  private constructor(private readonly client: Client, private readonly login: SshLogin) {}

  static async open(login: SshLogin): Promise<SshTunnel> {
    try {
      return new SshTunnel(await connectSsh(login), login);
    } catch (error) {
      throw sshError(tunnelTo(login), error, login);
    }
  }

  /** A stream to host:port as the SSH server reaches it (mysql2's `stream`). */
  forward(host: string, port: number): Promise<Duplex> {
    return new Promise((resolve, reject) => {
      this.client.forwardOut('127.0.0.1', 0, host, port, (error, channel) => {
        if (error) {
          reject(new Error(`${tunnelTo(this.login)}: the SSH server could not reach ${host}:${port} (${error.message}).`));
          this.closeIfIdle();
          return;
        }
        this.track(channel);
        resolve(channel);
      });
    });
  }

  /** A socket that forwards when its driver calls `connect(port, host)` (pg's `stream`). */
  socket(): Duplex {
    return new ForwardedSocket((port, host) => this.forward(host, port));
  }

  close(): void {
    this.client.end();
  }

  private track(channel: ClientChannel): void {
    this.open += 1;
    // As a TCP socket does by default: once the database has closed its side, close ours. A driver that
    // only waits for the server to hang up (mysql2 after QUIT) would otherwise keep the channel open.
    channel.once('end', () => channel.end());
    channel.once('close', () => {
      this.open -= 1;
      this.closeIfIdle();
    });
  }

  private closeIfIdle(): void {
    if (this.open === 0) this.close();
  }
}

/** The start of every tunnel error: "Could not open the SSH tunnel to <ssh host>:<port>". */
function tunnelTo(login: SshLogin): string {
  return `Could not open the SSH tunnel to ${login.host}:${login.port}`;
}

import { type AddressInfo, type Server, type Socket, createServer } from 'node:net';
import type { SqliteValue } from './data-types.js';
import { UnsupportedType } from './data-types.js';
import { preloginReply, parseLogin7, parseRpc, parseSqlBatch } from './requests.js';
import { Databases, SqlServerError, asSqlServerError, runBatch, type StatementResult } from './sqlite-engine.js';
import { DONE, collationChange, done, envChange, errorToken, infoToken, loginAck, resultSet, returnStatus } from './tokens.js';
import { MessageReader, PACKET, packets } from './wire.js';

/*
 * A TDS server for tests: the Microsoft SQL node's real client (mssql over tedious) talks [MS-TDS] to
 * it over TCP, and it runs the SQL on in-memory SQLite databases (one per database name). It is not
 * SQL Server: see tsql.ts for the T-SQL it understands. No TLS: PRELOGIN answers "encryption not
 * supported".
 */

export interface TdsServerOptions {
  /** user -> password */
  users: Record<string, string>;
  port?: number;
}

export interface TdsServer {
  port: number;
  close(): Promise<void>;
}

class Session {
  private packetSize = 4096;
  private database: string | undefined;
  private readonly reader = new MessageReader((type, payload) => this.handle(type, payload));

  constructor(private readonly socket: Socket, private readonly users: Record<string, string>, private readonly databases: Databases) {
    socket.unref();
    socket.on('data', (chunk) => {
      try {
        this.reader.push(chunk);
      } catch {
        socket.destroy();
      }
    });
    socket.on('error', () => socket.destroy());
  }

  private reply(...tokens: Buffer[]): void {
    if (!this.socket.destroyed) this.socket.write(packets(PACKET.reply, Buffer.concat(tokens), this.packetSize));
  }

  private handle(type: number, payload: Buffer): void {
    if (type === PACKET.prelogin) return this.reply(preloginReply());
    if (type === PACKET.login7) return this.login(payload);
    if (this.database === undefined) return void this.socket.destroy();
    if (type === PACKET.attention) return this.reply(done(DONE.attention));
    if (type === PACKET.sqlBatch) return this.execute(() => ({ sql: parseSqlBatch(payload), parameters: {} }), false);
    if (type === PACKET.rpc) return this.execute(() => this.rpcBatch(payload), true);
    this.reply(errorToken({ number: 50000, text: `TDS messages of type 0x${type.toString(16)} (such as transaction manager requests) are not supported by this test server.` }), done(DONE.error));
  }

  private login(payload: Buffer): void {
    const login = parseLogin7(payload);
    if (login.integratedSecurity) {
      this.reply(errorToken({ number: 18452, severity: 14, text: 'Login failed. The login is from an untrusted domain and cannot be used with Integrated authentication.' }), done(DONE.error));
      return;
    }
    if (this.users[login.user] === undefined || this.users[login.user] !== login.password) {
      this.reply(errorToken({ number: 18456, severity: 14, text: `Login failed for user '${login.user}'.` }), done(DONE.error));
      return;
    }
    this.database = login.database || 'master';
    this.packetSize = Math.max(512, Math.min(login.packetSize || 4096, 32_767));
    this.reply(
      envChange(1, this.database, 'master'),
      infoToken({ number: 5701, state: 2, text: `Changed database context to '${this.database}'.` }),
      collationChange(),
      envChange(2, 'us_english', ''),
      infoToken({ number: 5703, state: 1, text: "Changed language setting to us_english." }),
      loginAck(),
      envChange(4, String(this.packetSize), '4096'),
      done(DONE.final),
    );
  }

  /** sp_executesql's statement and named parameters; other procedures are unknown here. */
  private rpcBatch(payload: Buffer): { sql: string; parameters: Record<string, SqliteValue> } {
    const call = parseRpc(payload);
    if (call.procedure.toLowerCase() !== 'sp_executesql') {
      throw new SqlServerError({ number: 2812, text: `Could not find stored procedure '${call.procedure}'.` });
    }
    const [statement, , ...named] = call.parameters;
    return {
      sql: String(statement?.value ?? ''),
      parameters: Object.fromEntries(named.map(({ name, value }) => [name.replace(/^@/, ''), value])),
    };
  }

  private execute(read: () => { sql: string; parameters: Record<string, SqliteValue> }, rpc: boolean): void {
    const tokens: Buffer[] = [];
    let failed = false;
    const doneToken = rpc ? 0xff : 0xfd;
    const add = (result: StatementResult) => {
      if (result.resultSet) tokens.push(resultSet(result.resultSet.columns, result.resultSet.rows));
      const counted = result.rowCount !== undefined || result.resultSet !== undefined;
      const rowCount = result.rowCount ?? result.resultSet?.rows.length ?? 0;
      tokens.push(done(DONE.more | (counted ? DONE.count : 0), rowCount, doneToken));
    };
    try {
      const { sql, parameters } = read();
      runBatch(this.databases.get(this.database!), sql, parameters, add);
    } catch (error) {
      const message = error instanceof UnsupportedType ? { number: 8016, text: error.message } : asSqlServerError(error);
      failed = true;
      tokens.push(errorToken(message), done(DONE.error | DONE.more, 0, doneToken));
    }
    if (rpc) tokens.push(returnStatus(0), done(failed ? DONE.error : DONE.final, 0, 0xfe));
    else if (tokens.length === 0) tokens.push(done(DONE.final));
    else {
      // The batch's last DONE says there is no more.
      const last = tokens[tokens.length - 1]!;
      last.writeUInt16LE(last.readUInt16LE(1) & ~DONE.more, 1);
    }
    this.reply(...tokens);
  }
}

export async function startTdsServer(options: TdsServerOptions): Promise<TdsServer> {
  const databases = new Databases();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    new Session(socket, options.users, databases);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  // A test process shares one server between its files: it must not keep the process alive.
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      databases.close();
    },
  };
}

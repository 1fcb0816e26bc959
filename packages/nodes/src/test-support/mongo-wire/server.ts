import { createServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { Binary, type Document } from 'mongodb';
import * as admin from './admin-commands.js';
import { Cursors } from './cursors.js';
import * as documents from './document-commands.js';
import { CommandError, Store } from './store.js';
import { scramFinish, scramStart, scramUser, type ScramStart, type ScramUser } from './scram.js';
import { encodeReply, messageSplitter, parseRequest } from './wire.js';

/*
 * A MongoDB-wire-compatible server for the MongoDB node's tests (MongoDB itself does not install on
 * this machine): the official driver talks to it over TCP as to a standalone mongod with access control
 * on. Users live in the admin database and sign in with SCRAM-SHA-256; documents live in memory.
 */

export interface MongoWireServer { port: number; close(): Promise<void> }
export interface MongoWireOptions {
  users: Record<string, string>; port?: number; host?: string;
  /** Serve over TLS with this certificate and key (PEM), as mongod with `net.tls.mode: requireTLS`. */
  tls?: { cert: string; key: string };
}

interface Session { id: number; user?: string; conversation?: { start: ScramStart; user: ScramUser } }

type Handler = (scope: documents.Scope, command: Document) => Document;
const HANDLERS: Record<string, Handler> = {
  insert: documents.insert, find: documents.find, update: documents.update, delete: documents.remove, findAndModify: documents.findAndModify,
  findandmodify: documents.findAndModify, aggregate: documents.aggregate, count: documents.count,
  listDatabases: admin.listDatabases, listCollections: admin.listCollections, create: admin.create, drop: admin.drop, dropDatabase: admin.dropDatabase,
  createIndexes: admin.createIndexes, listIndexes: admin.listIndexes,
  createSearchIndexes: admin.createSearchIndexes, dropSearchIndex: admin.dropSearchIndex, updateSearchIndex: admin.updateSearchIndex,
};
// What mongod answers before a client has signed in.
const WITHOUT_SIGN_IN = new Set(['hello', 'isMaster', 'ismaster', 'ping', 'buildInfo', 'buildinfo', 'saslStart', 'saslContinue', 'endSessions', 'logout']);

const failure = (error: CommandError) => ({ ok: 0, errmsg: error.message, code: error.code, codeName: error.codeName });
const text = (payload: unknown) => Buffer.from((payload as Binary).buffer ?? (payload as Uint8Array)).toString('utf8');

export async function startMongoWireServer(options: MongoWireOptions): Promise<MongoWireServer> {
  const store = new Store();
  const cursors = new Cursors();
  const users = new Map(Object.entries(options.users).map(([name, password]) => [name, scramUser(password)]));
  const sockets = new Set<Socket>();
  let connections = 0;

  function hello(session: Session, command: Document): Document {
    const mechanisms = typeof command.saslSupportedMechs === 'string' && users.has(command.saslSupportedMechs.replace(/^admin\./, ''))
      ? { saslSupportedMechs: ['SCRAM-SHA-256'] } : {};
    return {
      helloOk: true, isWritablePrimary: true, ismaster: true, maxBsonObjectSize: 16 * 1024 * 1024, maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize: 100_000, localTime: new Date(), logicalSessionTimeoutMinutes: 30, connectionId: session.id,
      minWireVersion: 0, maxWireVersion: 21, readOnly: false, ...mechanisms, ok: 1,
    };
  }

  function signIn(session: Session, command: Document, name: string): Document {
    const refused = new CommandError(18, 'AuthenticationFailed', 'Authentication failed.');
    if (name === 'saslStart') {
      if (command.mechanism !== 'SCRAM-SHA-256' || command.$db !== 'admin') throw refused;
      const start = scramStart(text(command.payload), (user) => users.get(user));
      if (!start) throw refused;
      session.conversation = { start, user: users.get(start.user) as ScramUser };
      return { conversationId: 1, done: false, payload: new Binary(Buffer.from(start.serverFirst)), ok: 1 };
    }
    const conversation = session.conversation;
    if (!conversation) throw new CommandError(17, 'ProtocolError', 'No SASL session state found');
    if (session.user) return { conversationId: 1, done: true, payload: new Binary(Buffer.alloc(0)), ok: 1 };
    const signature = scramFinish(conversation.start, text(command.payload), conversation.user);
    if (!signature) throw refused;
    session.user = conversation.start.user;
    return { conversationId: 1, done: true, payload: new Binary(Buffer.from(signature)), ok: 1 };
  }

  function run(session: Session, command: Document): Document {
    const name = Object.keys(command)[0] ?? '';
    const database = String(command.$db ?? 'admin');
    if (!session.user && !WITHOUT_SIGN_IN.has(name)) throw new CommandError(13, 'Unauthorized', `Command ${name} requires authentication`);
    const scope = { store, cursors, database };
    switch (name) {
      case 'hello': case 'isMaster': case 'ismaster': return hello(session, command);
      case 'saslStart': case 'saslContinue': return signIn(session, command, name);
      case 'ping': case 'endSessions': case 'logout': return { ok: 1 };
      case 'buildInfo': case 'buildinfo': return { version: '7.0.0', versionArray: [7, 0, 0, 0], gitVersion: 'weft-test-wire-server', bits: 64, maxBsonObjectSize: 16 * 1024 * 1024, ok: 1 };
      case 'getMore': return cursors.more(Number(command.getMore), command.batchSize as number | undefined);
      case 'killCursors': return cursors.kill((command.cursors as unknown[]).map(Number));
    }
    const handler = HANDLERS[name];
    if (!handler) throw new CommandError(59, 'CommandNotFound', `no such command: '${name}'`);
    return handler(scope, command);
  }

  const onConnection = (socket: Socket) => {
    sockets.add(socket);
    const session: Session = { id: ++connections };
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.on('data', messageSplitter((message) => {
      let reply: Document;
      const request = parseRequest(message);
      try {
        reply = run(session, request.command);
      } catch (error) {
        reply = failure(error instanceof CommandError ? error : new CommandError(1, 'InternalError', (error as Error).message));
      }
      if (!request.noReply) socket.write(encodeReply(request, reply));
    }));
  };
  const server: Server = options.tls ? createTlsServer(options.tls, onConnection) : createServer(onConnection);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

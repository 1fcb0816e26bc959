import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialTypeDescription } from '@weft/contracts';
import { startMongoWireServer, type MongoWireServer } from '@weft/nodes/test-support/mongo-wire';
import { type TdsServer, startTdsServer } from '@weft/nodes/test-support/tds-server';
import { useTestServer } from '../test/test-server.js';

/*
 * Credentials that no HTTP request can check (databases, Redis) are tested by a node's own connection
 * test, named by `testedBy` in the node's credential description: the dialog's Test connects for real.
 */
const server = useTestServer();

interface Answer<T> { data: T }

const REDIS = { host: '127.0.0.1', port: 6379, database: 0 };
const REDIS_USER = `weft-api-${randomUUID().slice(0, 8)}`;
const MYSQL = { host: '127.0.0.1', port: 3306, database: 'test' };
const MYSQL_USER = `weft_api_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
let redis: Redis;
beforeAll(async () => {
  redis = new Redis(REDIS);
  await redis.call('ACL', 'SETUSER', REDIS_USER, 'on', '>right-password', '~*', '+@all');
  const admin = await mysql.createConnection({ host: MYSQL.host, port: MYSQL.port, user: 'root' });
  await admin.query(`CREATE USER '${MYSQL_USER}'@'%' IDENTIFIED BY 'right-password'`);
  await admin.query(`GRANT SELECT ON test.* TO '${MYSQL_USER}'@'%'`);
  await admin.end();
});
afterAll(async () => {
  await redis.call('ACL', 'DELUSER', REDIS_USER);
  redis.disconnect();
  const admin = await mysql.createConnection({ host: MYSQL.host, port: MYSQL.port, user: 'root' });
  await admin.query(`DROP USER '${MYSQL_USER}'@'%'`);
  await admin.end();
});

const test = async (type: string, data: Record<string, unknown>) =>
  (await server.rest<Answer<{ status: string; message: string }>>('POST', '/credentials/test', { credentials: { name: 'Server', type, data } })).body.data;

describe('testing a credential by connecting', () => {
  it('lists Redis and MySQL as testable', async () => {
    const { body } = await server.rest<Answer<CredentialTypeDescription[]>>('GET', '/credential-types');
    expect(body.data.find((type) => type.name === 'redis')?.testable).toBe(true);
    expect(body.data.find((type) => type.name === 'mySql')?.testable).toBe(true);
    expect(body.data.find((type) => type.name === 'rabbitmq')?.testable).toBe(true);
    expect(body.data.find((type) => type.name === 'mqtt')?.testable).toBe(true);
    expect(body.data.find((type) => type.name === 'imap')?.testable).toBe(true);
    expect(body.data.find((type) => type.name === 'kafka')?.testable).toBe(true);
    expect(body.data.find((type) => type.name === 'mongoDb')?.testable).toBe(true);
    expect(body.data.find((type) => type.name === 'microsoftSql')?.testable).toBe(true);
  });

  // SQL Server cannot run here: the Microsoft SQL node's TDS test server (SQLite behind SQL Server's protocol).
  describe('Microsoft SQL', () => {
    let tds: TdsServer;
    beforeAll(async () => {
      tds = await startTdsServer({ users: { sa: 'right-password' } });
    });
    afterAll(() => tds.close());

    it('connects to Microsoft SQL with the user and password, and says why it could not', async () => {
      const mssql = { server: '127.0.0.1', port: tds.port, database: 'api', user: 'sa', password: 'right-password', tls: false, connectTimeout: 5000, requestTimeout: 5000, tdsVersion: '7_4' };
      expect(await test('microsoftSql', mssql)).toEqual({ status: 'OK', message: 'Connection successful' });
      expect(await test('microsoftSql', { ...mssql, password: 'wrong' })).toEqual({
        status: 'Error', message: "SQL Server refused the credential's user or password: Login failed for user 'sa'.",
      });
      expect(await test('microsoftSql', { ...mssql, port: 1 })).toEqual({
        status: 'Error', message: 'Could not connect to SQL Server at 127.0.0.1:1: the connection was refused. Check the server and port of the credential, and that SQL Server accepts TCP connections.',
      });
    });
  });

  it('connects to MySQL with the user and password, and says why it could not', async () => {
    expect(await test('mySql', { ...MYSQL, user: MYSQL_USER, password: 'right-password' })).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await test('mySql', { ...MYSQL, user: MYSQL_USER, password: 'wrong' })).toEqual({
      status: 'Error', message: expect.stringMatching(/^MySQL refused the credential's user or password: Access denied for user/),
    });
    expect(await test('mySql', { ...MYSQL, user: 'root', port: 1 })).toEqual({
      status: 'Error', message: 'Could not connect to MySQL at 127.0.0.1:1: the connection was refused. Check the host and port of the credential.',
    });
  });

  it('connects to Redis with the user and password, and says why it could not', async () => {
    expect(await test('redis', { ...REDIS, user: REDIS_USER, password: 'right-password' })).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await test('redis', { ...REDIS, user: REDIS_USER, password: 'wrong' })).toEqual({
      status: 'Error', message: expect.stringMatching(/^Redis refused the credential's user or password: WRONGPASS/),
    });
    expect(await test('redis', { ...REDIS, port: 1 })).toEqual({
      status: 'Error', message: 'Could not connect to Redis at 127.0.0.1:1: the connection was refused. Check the host and port of the credential.',
    });
  });

  it('connects to RabbitMQ with the user and password, and says why it could not', async () => {
    const rabbitmq = { hostname: '127.0.0.1', port: 5672, username: 'guest', password: 'guest', vhost: '/' };
    expect(await test('rabbitmq', rabbitmq)).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await test('rabbitmq', { ...rabbitmq, password: 'wrong' })).toEqual({
      status: 'Error', message: expect.stringMatching(/^RabbitMQ refused the credential's user or password: .*ACCESS_REFUSED/),
    });
    expect(await test('rabbitmq', { ...rabbitmq, port: 1 })).toEqual({
      status: 'Error', message: 'Could not connect to RabbitMQ at 127.0.0.1:1: the connection was refused. Check the hostname and port of the credential.',
    });
  });

  it('connects to an MQTT broker, and says why it could not', async () => {
    const broker = { protocol: 'mqtt', host: '127.0.0.1', port: 1883, clean: true };
    expect(await test('mqtt', broker)).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await test('mqtt', { ...broker, port: 1 })).toEqual({
      status: 'Error', message: 'Could not connect to the MQTT broker at 127.0.0.1:1: the connection was refused. Check the host and port of the credential.',
    });
  });

  // A Kafka broker that answers is tested in the Kafka node's own tests (the unit run's mock cluster).
  it('says which Kafka broker could not be reached, and when the credential lacks its brokers', async () => {
    const kafka = { clientId: 'weft', brokers: '127.0.0.1:1', ssl: false, authentication: false };
    expect(await test('kafka', kafka)).toEqual({
      status: 'Error', message: 'Could not connect to Kafka at 127.0.0.1:1: the connection was refused. Check the Brokers of the credential and that the broker is running.',
    });
    expect(await test('kafka', { ...kafka, brokers: '' })).toEqual({ status: 'Error', message: 'The Kafka credential has no brokers: give at least one host:port in Brokers' });
  });

  // MongoDB does not install here: the test suite's MongoDB wire-protocol server stands for it (see its README note).
  describe('MongoDB', () => {
    let mongo: MongoWireServer;
    beforeAll(async () => {
      mongo = await startMongoWireServer({ users: { weft: 'right-password' } });
    });
    afterAll(() => mongo.close());

    it('signs in, finds the database, and says why it could not', async () => {
      const values = { configurationType: 'values', host: '127.0.0.1', user: 'weft', password: 'right-password', database: '', tls: false };
      expect(await test('mongoDb', { ...values, port: mongo.port })).toEqual({ status: 'OK', message: 'Connection successful' });
      expect(await test('mongoDb', { ...values, port: mongo.port, database: 'shop' })).toEqual({ status: 'Error', message: `Database "shop" does not exist on 127.0.0.1:${mongo.port}` });
      expect(await test('mongoDb', { ...values, port: mongo.port, password: 'wrong' })).toEqual({
        status: 'Error', message: expect.stringMatching(new RegExp(`^MongoDB at 127\\.0\\.0\\.1:${mongo.port} refused the credential's user or password \\(Authentication failed\\.\\)`)),
      });
      expect(await test('mongoDb', { configurationType: 'connectionString', connectionString: 'mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=1000', database: '' })).toEqual({
        status: 'Error', message: 'Could not connect to MongoDB at 127.0.0.1:1: the connection was refused. Check the host and port of the credential, and that the server is running.',
      });
    });
  });

  it('logs in to an IMAP server (the test Dovecot, STARTTLS), and says why it could not', async () => {
    const imap = { host: '127.0.0.1', port: 3143, secure: false, allowUnauthorizedCerts: true, user: 'weft', password: 'weft-test-password' };
    expect(await test('imap', imap)).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(await test('imap', { ...imap, password: 'wrong' })).toEqual({
      status: 'Error', message: expect.stringMatching(/^The IMAP server at 127\.0\.0\.1:3143 refused the user or password/),
    });
    expect(await test('imap', { ...imap, allowUnauthorizedCerts: false })).toEqual({
      status: 'Error', message: expect.stringMatching(/certificate that could not be verified .*Allow Self-Signed Certificates/),
    });
    expect(await test('imap', { ...imap, port: 1 })).toEqual({
      status: 'Error', message: 'Could not connect to the IMAP server at 127.0.0.1:1: the connection was refused. Check the host and port of the credential.',
    });
  });
});

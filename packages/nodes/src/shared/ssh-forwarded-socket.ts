import { Duplex } from 'node:stream';

/**
 * What pg expects of its `stream`: a socket it connects itself (`connect(port, host)`, then 'connect').
 * This one opens the forwarded channel on that call and relays bytes both ways; the socket options pg
 * sets (no delay, keep-alive) belong to the SSH connection's own socket, so they do nothing here.
 */
export class ForwardedSocket extends Duplex {
  private channel?: Duplex;

  constructor(private readonly open: (port: number, host: string) => Promise<Duplex>) {
    super();
  }

  connect(port: number, host: string): this {
    this.open(Number(port), host).then((channel) => {
      if (this.destroyed) {
        channel.destroy();
        return;
      }
      this.channel = channel;
      channel.on('data', (chunk: Buffer) => {
        if (!this.push(chunk)) channel.pause();
      });
      channel.on('end', () => this.push(null));
      channel.on('error', (error: Error) => this.destroy(error));
      channel.on('close', () => this.destroy());
      this.emit('connect');
    }, (error: Error) => this.destroy(error));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {
    this.channel?.resume();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (!this.channel) {
      done(new Error('The SSH tunnel is not open yet'));
      return;
    }
    this.channel.write(chunk, done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.channel?.end();
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.channel?.destroy();
    done(error);
  }
}

// Login phase of the Postgres wire protocol for the local socket: SSL refused,
// MD5 password check against the `postgres` password of `supabase start`.
import { createHash, randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { DB_PASSWORD, DB_USER } from './config';

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const MAX_PACKET = 10_000;
/** A client that never finishes logging in must not hold a connection slot. */
const LOGIN_TIMEOUT_MS = 10_000;

function md5(data: Buffer | string): string {
  return createHash('md5').update(data).digest('hex');
}

/** What a client must send for AuthenticationMD5Password with this salt. */
export function md5Answer(user: string, password: string, salt: Buffer): string {
  return `md5${md5(Buffer.concat([Buffer.from(md5(password + user)), salt]))}`;
}

function startupParams(packet: Buffer): Map<string, string> {
  const parts = packet.subarray(8).toString('utf8').split('\0');
  const params = new Map<string, string>();
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i]) params.set(parts[i]!, parts[i + 1]!);
  return params;
}

function fatal(socket: Socket, code: string, message: string): void {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head[0] = 0x45; // ErrorResponse
  head.writeInt32BE(4 + fields.length, 1);
  socket.end(Buffer.concat([head, fields]));
}

/**
 * Runs the login exchange on a fresh socket and calls `accepted` with the
 * client's startup packet once the password is right; otherwise answers with
 * a FATAL error (28P01 like Postgres) and closes.
 */
export function authenticate(socket: Socket, accepted: (startup: Buffer) => void): void {
  let buffer = Buffer.alloc(0);
  let startup: Buffer | null = null;
  let user = '';
  const salt = randomBytes(4);
  const timer = setTimeout(() => socket.destroy(), LOGIN_TIMEOUT_MS);
  timer.unref();

  const finish = () => {
    clearTimeout(timer);
    socket.off('data', onData);
    socket.off('error', onError);
  };
  const onError = () => {
    finish();
    socket.destroy();
  };

  const step = (): boolean => {
    if (!startup) {
      if (buffer.length < 8) return false;
      const length = buffer.readInt32BE(0);
      if (length < 8 || length > MAX_PACKET) {
        finish();
        fatal(socket, '08P01', 'invalid startup packet');
        return false;
      }
      if (buffer.length < length) return false;
      const packet = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      const code = packet.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSS_REQUEST) {
        socket.write('N');
        return true;
      }
      if (code !== PROTOCOL_3) {
        // CancelRequest or an unknown protocol version: nothing to answer.
        finish();
        socket.destroy();
        return false;
      }
      startup = Buffer.from(packet);
      user = startupParams(startup).get('user') ?? '';
      const request = Buffer.alloc(13);
      request[0] = 0x52; // Authentication
      request.writeInt32BE(12, 1);
      request.writeInt32BE(5, 5); // MD5Password
      salt.copy(request, 9);
      socket.write(request);
      return true;
    }
    if (buffer.length < 5) return false;
    const length = buffer.readInt32BE(1);
    if (buffer[0] !== 0x70 || length < 4 || length > MAX_PACKET) {
      finish();
      fatal(socket, '08P01', 'expected a password message');
      return false;
    }
    if (buffer.length < 1 + length) return false;
    const answer = buffer
      .subarray(5, 1 + length)
      .toString('utf8')
      .replace(/\0$/, '');
    finish();
    if (user !== DB_USER || answer !== md5Answer(user, DB_PASSWORD, salt)) {
      fatal(socket, '28P01', `password authentication failed for user "${user}"`);
      return false;
    }
    accepted(startup);
    return false;
  };

  const onData = (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (buffer.length > MAX_PACKET * 2) {
      finish();
      socket.destroy();
      return;
    }
    while (step()) {
      /* another packet may already be buffered */
    }
  };
  socket.on('data', onData);
  socket.on('error', onError);
}

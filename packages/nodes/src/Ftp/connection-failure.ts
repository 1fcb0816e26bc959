/** Credential fields that name the server, for messages. */
export interface ServerAddress { host: string; port: number | string; username?: string }

/*
 * Why a sign-in to an FTP or SFTP server failed, naming the server and what to check in the credential:
 * the libraries' own words ("connect ECONNREFUSED ... (control socket)") do not say what to do.
 */

function common(protocol: string, error: { code?: unknown; message?: string }, server: ServerAddress): string | undefined {
  const where = `${server.host}:${server.port}`;
  const message = error.message ?? '';
  if (error.code === 'ECONNREFUSED' || message.includes('ECONNREFUSED')) {
    return `Could not connect to the ${protocol} server at ${where}: the connection was refused. Check the host and port of the credential and that the server is running.`;
  }
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN' || message.includes('ENOTFOUND')) {
    return `Could not connect to the ${protocol} server: the host "${server.host}" was not found. Check the host of the credential.`;
  }
  if (error.code === 'ETIMEDOUT' || /timed? ?out/i.test(message)) {
    return `Could not connect to the ${protocol} server at ${where}: it did not answer in time. Check the host and port of the credential (is it a ${protocol} server?) and any firewall in between.`;
  }
  if (error.code === 'ECONNRESET' || error.code === 'EHOSTUNREACH' || error.code === 'ENETUNREACH') {
    return `Could not connect to the ${protocol} server at ${where}: ${message.replace(/ \(control socket\)$/, '')}. Check the host and port of the credential.`;
  }
  return undefined;
}

export function ftpConnectionFailure(error: unknown, server: ServerAddress): string {
  const failure = error as { code?: unknown; message?: string };
  const known = common('FTP', failure, server);
  if (known) return known;
  if (failure.code === 530) {
    return `The FTP server at ${server.host}:${server.port} refused the sign-in of user "${server.username || 'anonymous'}" (${failure.message}). Check the username and password of the credential.`;
  }
  return `Could not sign in to the FTP server at ${server.host}:${server.port}: ${failure.message ?? String(error)}`;
}

export function sftpConnectionFailure(error: unknown, server: ServerAddress): string {
  const failure = error as { code?: unknown; message?: string };
  const known = common('SFTP', failure, server);
  if (known) return known;
  const message = (failure.message ?? String(error)).replace(/^getConnection: /, '');
  if (/authentication methods failed/i.test(message)) {
    return `The SFTP server at ${server.host}:${server.port} refused the sign-in of user "${server.username}". Check the username, password and private key of the credential.`;
  }
  if (/no passphrase given/i.test(message)) {
    return 'The private key of the credential is encrypted: give its passphrase in the credential.';
  }
  if (/bad passphrase|decrypt/i.test(message)) {
    return 'The private key of the credential could not be unlocked: check the passphrase in the credential.';
  }
  if (/parse privateKey/i.test(message)) {
    return `The private key of the credential cannot be read (${message.replace(/^Cannot parse privateKey: /, '')}). Paste the whole key file, from its -----BEGIN line to its -----END line.`;
  }
  return `Could not sign in to the SFTP server at ${server.host}:${server.port}: ${message}`;
}

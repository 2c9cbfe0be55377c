import SMTPConnection from 'nodemailer/lib/smtp-connection';

type Options = {
  connection: SMTPConnection.Options;
  auth: { user: string; pass: string } | undefined;
  /** Connections open at most; a mail beyond them waits for one. */
  size: number;
};

/**
 * SMTP connections kept open between mails, through nodemailer's SMTPConnection (TLS, STARTTLS, AUTH): each mail is its
 * envelope and its MIME in one piece on a connection that has said its EHLO and logged in already. A connection the
 * server closed while idle is forgotten; one that failed a mail is closed, and the next mail opens a new one.
 */
export function createSmtpConnections({ connection: connectionOptions, auth, size }: Options) {
  const idle: SMTPConnection[] = [];
  const inUse = new Set<SMTPConnection>();
  const ended = new WeakSet<SMTPConnection>();
  const waiting: (() => void)[] = [];
  let open = 0;
  let closing = false;

  function discard(connection: SMTPConnection) {
    if (ended.has(connection)) return;
    ended.add(connection);
    open -= 1;
    connection.close();
    waiting.shift()?.();
  }

  /** Closed by the server or the network: an idle connection goes now, one in use when its mail has failed. */
  function lost(connection: SMTPConnection) {
    const index = idle.indexOf(connection);
    if (index >= 0) idle.splice(index, 1);
    if (!inUse.has(connection)) discard(connection);
  }

  function connect(): Promise<SMTPConnection> {
    open += 1;
    return new Promise((resolve, reject) => {
      const connection = new SMTPConnection(connectionOptions);
      const failed = (error: Error) => {
        reject(error);
        lost(connection);
      };
      connection.on('error', failed);
      connection.once('end', () => failed(new Error('the SMTP server closed the connection')));
      connection.connect((error) => {
        if (error) return failed(error);
        if (!auth || !connection.allowsAuth) return resolve(connection);
        connection.login({ credentials: auth }, (loginError) =>
          loginError ? failed(loginError) : resolve(connection),
        );
      });
    });
  }

  async function acquire(): Promise<SMTPConnection> {
    for (;;) {
      if (closing) throw new Error('the mailer is closed');
      const connection = idle.pop();
      if (connection) return connection;
      if (open < size) return connect();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  function release(connection: SMTPConnection, healthy: boolean) {
    inUse.delete(connection);
    if (!healthy || closing) return discard(connection);
    idle.push(connection);
    waiting.shift()?.();
  }

  return {
    /** Sends one mail, as it is, to its envelope's recipients. */
    async send(envelope: { from: string; to: string[] }, message: Buffer): Promise<void> {
      const connection = await acquire();
      inUse.add(connection);
      let healthy = false;
      try {
        await new Promise<void>((resolve, reject) => {
          connection.send(envelope, message, (error) => (error ? reject(error) : resolve()));
        });
        healthy = true;
      } finally {
        release(connection, healthy);
      }
    },

    close() {
      closing = true;
      for (const connection of idle.splice(0)) discard(connection);
    },
  };
}

import type pg from 'pg';

/** Waits this long before connecting again after the listening connection dropped (doubling up to the cap). */
const RETRY_MS = 500;
const RETRY_CAP_MS = 10_000;

/**
 * LISTEN on PostgreSQL needs one connection of its own that stays open: a pooled client would be
 * handed back and lose its LISTEN. When that connection drops (a restarted server, a network cut),
 * a new one listens again; notifications sent while it was away are lost (docs/decisions/090).
 */
export function listenOnPostgres(Client: typeof pg.Client, url: string, channel: string, onPayload: (payload: string) => void): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry = RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const again = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retry);
    timer.unref();
    retry = Math.min(retry * 2, RETRY_CAP_MS);
  };

  const connect = async () => {
    const own = new Client({ connectionString: url });
    client = own;
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      own.removeAllListeners('notification');
      void own.end().catch(() => {});
      if (client === own) client = null;
      again();
    };
    own.on('error', drop);
    own.on('end', drop);
    own.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await own.connect();
      await own.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      retry = RETRY_MS;
      if (stopped) await own.end();
    } catch (error) {
      if (!stopped) console.error(`platform: LISTEN ${channel} failed, retrying:`, (error as Error).message);
      drop();
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    const own = client;
    client = null;
    if (own) {
      own.removeAllListeners('end');
      own.removeAllListeners('error');
      own.on('error', () => {});
      await own.end().catch(() => {});
    }
  };
}

// The drills' parts that take no minutes: the balancer's configuration as HAProxy reads it, and the drill's event
// stream reconnecting with Last-Event-ID as EventSource does. The drills themselves run with `npm run drill:*`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy.mjs';
import { eventStream } from './journey.mjs';

const HAPROXY = '/usr/sbin/haproxy';

describe.skipIf(!existsSync(HAPROXY))("the fleet drill's balancer", () => {
  it('is a configuration HAProxy accepts', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bidstay-haproxy-')), 'haproxy.cfg');
    writeFileSync(
      file,
      haproxyConfig(8080, [
        { name: 'copy1', port: 8081 },
        { name: 'copy2', port: 8082 },
      ]),
    );
    const checked = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
  });
});

it("the drill's event stream reconnects after a stream ends, sending the last id it had", async () => {
  const asked = [];
  const server = createServer((request, response) => {
    asked.push(request.headers['last-event-id']);
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (asked.length === 1) response.end('id: 7\nevent: bid\ndata: {"bidId":"b","status":"pending"}\n\nretry: 10\n\n');
    else response.write('id: 9\nevent: bid\ndata: {"bidId":"b","status":"counteroffer"}\n\n');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stream = eventStream(`http://127.0.0.1:${server.address().port}`, 'token', '127.0.0.1');
  try {
    expect(await stream.until((event) => event.status === 'counteroffer', 10_000)).toBe(true);
    expect([asked, stream.ids(), stream.reconnections()]).toEqual([[undefined, '7'], [7, 9], 1]);
  } finally {
    await stream.close();
    server.closeAllConnections();
    server.close();
  }
});

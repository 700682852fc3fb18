/** Node's http (IncomingMessage/ServerResponse) ↔ the Fetch API (Request/Response). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface AdapterOptions {
  /**
   * Bytes of body to buffer at most. Anything beyond is not read into memory; the handler sees
   * one byte more than allowed and answers 413, and the connection is closed after the answer.
   */
  maxBodyBytes: number;
}

function readCapped(
  req: IncomingMessage,
  cap: number,
): Promise<{ body: Buffer; overflow: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    req.on('data', (chunk: Buffer) => {
      if (overflow) return; // keep draining, drop the bytes
      if (size + chunk.length > cap) {
        chunks.push(chunk.subarray(0, cap - size));
        size = cap;
        overflow = true;
        resolve({ body: Buffer.concat(chunks), overflow });
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    req.on('end', () => resolve({ body: Buffer.concat(chunks), overflow }));
    req.on('error', reject);
  });
}

export async function toFetchRequest(
  req: IncomingMessage,
  options: AdapterOptions,
): Promise<{ request: Request; overflow: boolean }> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    url = new URL(req.url?.startsWith('/') ? req.url : '/', 'http://localhost');
  }
  // A Host of 'user:pass@x' parses, but the Fetch API refuses a Request whose URL has them: a
  // stranger's header would end in a 500 and an error in the log.
  url.username = '';
  url.password = '';
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    } catch {
      // a header the Fetch API refuses cannot matter to the handler; drop it
    }
  }
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') {
    return { request: new Request(url, { method, headers }), overflow: false };
  }
  const { body, overflow } = await readCapped(req, options.maxBodyBytes + 1);
  headers.delete('content-length'); // the body below may be shorter than the client claimed
  return { request: new Request(url, { method, headers, body: new Uint8Array(body) }), overflow };
}

export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  closeConnection = false,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (closeConnection) headers.connection = 'close';
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
}

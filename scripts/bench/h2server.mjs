// A production build served as Firebase Hosting serves it, for `npm run bench:lighthouse`: HTTP/2 over
// TLS (a self-signed certificate made for the run; Chromium is told to accept it), gzip, the single-page
// fallback to index.html, and /liff/** passed on to the local API (Hosting's rewrite to the function).
// `vite preview` speaks HTTP/1.1 once a proxy is configured, and over HTTP/1.1 Lighthouse's simulation
// queues a page's chunks six connections at a time, each request a round trip of its own: a cost that
// HTTP/2 (one connection, every chunk in flight at once) does not have in production.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest']);

/** A key and a self-signed certificate for 127.0.0.1, made with openssl for this run. */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'salonworks-bench-tls-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const r = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  );
  if (r.status !== 0) throw new Error('openssl could not make the bench certificate');
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * Serves `dir` on `port` (https, HTTP/2) with /liff/** passed to http://127.0.0.1:`apiPort`. Returns
 * `ready` (a promise: listening) and `close`.
 */
export function serveBuild({ dir, port, apiPort, tls }) {
  const cache = new Map();
  const file = (path) => {
    if (!cache.has(path)) {
      const body = readFileSync(path);
      const ext = extname(path);
      cache.set(path, {
        body,
        gzip: COMPRESSIBLE.has(ext) ? gzipSync(body) : null,
        type: TYPES[ext] ?? 'application/octet-stream',
      });
    }
    return cache.get(path);
  };
  const server = createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => {
    const url = new URL(req.url, 'https://127.0.0.1');
    if (url.pathname.startsWith('/liff/')) {
      const headers = { ...req.headers };
      for (const h of Object.keys(headers)) if (h.startsWith(':')) delete headers[h];
      headers.host = `127.0.0.1:${apiPort}`;
      const upstream = request({ host: '127.0.0.1', port: apiPort, method: req.method, path: req.url, headers }, (up) => {
        const out = { ...up.headers };
        for (const h of ['connection', 'keep-alive', 'transfer-encoding']) delete out[h];
        res.writeHead(up.statusCode ?? 502, out);
        up.pipe(res);
      });
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    let path = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!path.startsWith(normalize(dir)) || !existsSync(path) || statSync(path).isDirectory()) path = join(dir, 'index.html');
    const { body, gzip, type } = file(path);
    const zipped = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': type,
      'cache-control': 'no-cache',
      ...(zipped ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(zipped ? gzip : body);
  });
  const ready = new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.listen(port, '127.0.0.1');
  return { ready, close: () => server.close() };
}

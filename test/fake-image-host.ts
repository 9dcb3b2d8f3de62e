import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

// A publisher's image host on 127.0.0.1 for the media tests (issue 37): the server copies images from
// it (allowed by OUTBOUND_ALLOW_PRIVATE), and the e2e test checks that readers' browsers never ask it.

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of one colour (8-bit RGB), so a browser draws it. */
export const solidPng = (width: number, height: number, [r, g, b]: [number, number, number]): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

export interface FakeImageHost {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** `127.0.0.1:PORT` for OUTBOUND_ALLOW_PRIVATE. */
  allow: string;
  /** Every path requested, in order. */
  requests: string[];
  /** The bytes /logo.png and /photo.png answer. */
  logo: Buffer;
  photo: Buffer;
  close(): Promise<void>;
}

/**
 * /logo.png and /photo.png (real PNGs), /page.html (HTML), /fake.png (text sent as image/png),
 * /huge.png (a PNG header and 3 MB), /logo.svg (SVG), /moved.png (a redirect to /photo.png); 404 else.
 */
export const startFakeImageHost = async (port = 0): Promise<FakeImageHost> => {
  const requests: string[] = [];
  const logo = solidPng(48, 48, [178, 34, 52]);
  const photo = solidPng(160, 90, [40, 90, 160]);
  const send = (res: ServerResponse, status: number, body: Buffer | string, type: string) => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    if (path === '/logo.png') return send(res, 200, logo, 'image/png');
    if (path === '/photo.png') return send(res, 200, photo, 'image/png');
    if (path === '/page.html') return send(res, 200, '<!doctype html><p>Not a picture</p>', 'text/html');
    if (path === '/fake.png') return send(res, 200, 'This is text, whatever the header says.', 'image/png');
    if (path === '/huge.png')
      return send(res, 200, Buffer.concat([logo, Buffer.alloc(3 * 1024 * 1024)]), 'image/png');
    if (path === '/logo.svg')
      return send(
        res,
        200,
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
        'image/svg+xml',
      );
    if (path === '/moved.png') {
      res.writeHead(302, { location: '/photo.png' });
      return res.end();
    }
    send(res, 404, 'Not found', 'text/plain');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    allow: `127.0.0.1:${bound}`,
    requests,
    logo,
    photo,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

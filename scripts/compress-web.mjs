#!/usr/bin/env node
// After `vite build`: writes a .br (quality 11) and a .gz (level 9) beside every text file of the built
// web app, once, so the server sends them as they are (@fastify/static preCompressed) instead of
// compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist/web';
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
let files = 0;
const walk = (p) => {
  for (const name of readdirSync(p)) {
    const f = join(p, name);
    if (statSync(f).isDirectory()) walk(f);
    else if (TEXT.test(name) && statSync(f).size >= 1024) {
      const body = readFileSync(f);
      writeFileSync(
        `${f}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${f}.gz`, gzipSync(body, { level: 9 }));
      files++;
    }
  }
};
walk(dir);
console.log(`compress-web: ${files} files precompressed in ${dir}`);

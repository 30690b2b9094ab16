import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const r = await build({ stdin: { contents: process.argv[2], resolveDir: '/work/main', loader: 'ts' }, bundle: true, minify: true, format: 'esm', platform: 'browser', external: ['three'], write: false, outdir: '/tmp/fk/o' });
const b = Buffer.from(r.outputFiles[0].contents); console.log(b.length, gzipSync(b, { level: 9 }).length);

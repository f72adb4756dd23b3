// Writes .br and .gz beside every text asset of a build, so the servers send the smallest file
// without compressing on each request (and Brotli at its best level, which is too slow to do live).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compilation.outputOptions.path;
      const files = Object.keys(compilation.assets).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(out, file);
          const data = await fs.promises.readFile(full);
          if (data.length < 1024) return;
          await fs.promises.writeFile(
            `${full}.br`,
            zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await fs.promises.writeFile(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
        }),
      );
    });
  }
}
module.exports = PrecompressPlugin;

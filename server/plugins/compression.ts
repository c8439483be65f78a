import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses responses of 1 KB or more (brotli at a fast setting, else gzip) when the browser
 * accepts it. Built assets arrive pre-compressed and kept provider content carries its own
 * compressed bytes (both already have Content-Encoding, which this leaves alone). Request bodies
 * are never decompressed: no client of ours sends them compressed, and that keeps zip bombs out.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);

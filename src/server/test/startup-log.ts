import { Writable } from 'node:stream';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';

/** What a plugin logs while it registers, as buildApp registers it under /api: one entry per line. */
export async function startupLog(
  ctx: AppContext,
  plugin: FastifyPluginAsync,
): Promise<Array<{ level: number; msg: string }>> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  await app.register(plugin, { prefix: '/api' });
  await app.ready();
  await app.close();
  return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
}

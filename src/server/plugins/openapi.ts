import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas (zod, in src/shared): JSON at /api/docs/json, UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, appName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${appName} API`,
        version: '1.0.0',
        description:
          'Every call of the product under /api. Errors answer `{statusCode, error, code, message, fields?}` with a Spanish `message` and a stable `code`. Authenticated calls send `Authorization: Bearer <token>`; chat and pay calls send the application token.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          appToken: { type: 'apiKey', in: 'header', name: 'x-app-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

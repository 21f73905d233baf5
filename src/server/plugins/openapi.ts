import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas (zod, in src/shared): JSON at /api/docs/json, UI at /api/docs. */
export async function registerOpenApi(
  app: FastifyInstance,
  appName: string,
  publicUrl: string,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // zod writes nullable fields as JSON Schema type arrays, which only OpenAPI 3.1 allows.
      openapi: '3.1.0',
      info: {
        title: `${appName} API`,
        version: '1.0.0',
        description:
          'Every call of the product under /api. Errors answer `{statusCode, error, code, message, fields?}` with a Spanish `message` and a stable `code`. Authenticated calls send `Authorization: Bearer <token>`; chat and pay calls send the application token.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token of POST /api/auth' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'vk_…',
            description:
              'An API key of POST /api/api-keys, as `Authorization: Bearer vk_…` (issue 43). It reaches only the routes that list it, with the scope they name, for its owner’s own bots; 401 once revoked, 403 without the scope, 429 past 300 requests a minute.',
          },
          appToken: { type: 'apiKey', in: 'header', name: 'x-app-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The docs page gets its own CSP (hashes of swagger-ui's inline code) and may not be framed anywhere.
    staticCSP: true,
    transformStaticCSP: (header) => {
      const policy = header.replace("frame-ancestors 'self'", "frame-ancestors 'none'");
      return publicUrl.startsWith('https:') ? policy : policy.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  });
}

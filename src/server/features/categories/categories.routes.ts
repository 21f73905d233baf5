import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryListSchema,
  CategoryParamsSchema,
  CategoryResponseSchema,
} from '../../../shared/schemas/categories';
import { ErrorBodySchema } from '../../../shared/errors';
import { getCategory, listCategories } from './categories.service';
import { presentCategory } from './categories.presenter';

export const categoryRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'The 11 fixed categories with their content',
        response: { 200: CategoryListSchema },
      },
    },
    async () => ({ categories: (await listCategories(api.ctx)).map(presentCategory) }),
  );

  api.get(
    '/category/:key',
    {
      schema: {
        tags: ['categories'],
        summary: 'One category by key',
        params: CategoryParamsSchema,
        response: { 200: CategoryResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      return { category: presentCategory(await getCategory(api.ctx, request.params.key)) };
    },
  );
};

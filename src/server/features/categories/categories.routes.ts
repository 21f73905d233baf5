import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '../../../shared/messages.es';
import {
  CategoryListSchema,
  CategoryParamsSchema,
  CategoryResponseSchema,
} from '../../../shared/schemas/categories';
import { ErrorBodySchema } from '../../../shared/errors';
import { AppError } from '../../lib/app-error';
import { findCategoryByKey, listCategories } from './categories.repo';
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
    async () => ({ categories: (await listCategories(api.ctx.database.db)).map(presentCategory) }),
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
      const row = await findCategoryByKey(api.ctx.database.db, request.params.key);
      if (!row) throw new AppError('not_found', 404, msg.api.notFound);
      return { category: presentCategory(row) };
    },
  );
};

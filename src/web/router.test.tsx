import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

function findRoute(list: RouteObject[], path: string): RouteObject | undefined {
  for (const route of list) {
    if (route.path === path) return route;
    const found = route.children && findRoute(route.children, path);
    if (found) return found;
  }
  return undefined;
}

describe('routes', () => {
  it('sends /new to the new-bot form (never an "under construction" page)', async () => {
    const route = findRoute(routes, 'new');
    expect(route?.element).toBeUndefined();
    const loader = route?.loader as (args: unknown) => Promise<Response> | Response;
    const response = await loader({ request: new Request('http://localhost/new'), params: {} });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/dashboard/bots/new');
  });
});

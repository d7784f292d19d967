import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  path: string;
}

/**
 * The routes the app registered, read back from its router's printout: each line is
 * one path segment, indented four characters per level under its parent, and ends
 * with the methods registered at that exact path.
 */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const segments: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const [, indent = '', segment = '', methods] = node;
    segments.length = indent.length / 4;
    segments.push(segment);
    for (const method of methods?.split(', ') ?? []) {
      // HEAD is GET without the body to check.
      if (method !== 'HEAD') routes.push({ method, path: segments.join('') });
    }
  }
  return routes;
}

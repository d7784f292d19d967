import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shopSources = fileURLToPath(new URL('../../web-shop/src', import.meta.url));

/** The shell's route tree and every feature's routes.tsx it mounts. */
function routeFiles(): string[] {
  const features = join(shopSources, 'features');
  return [
    join(shopSources, 'app', 'routes.tsx'),
    ...readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(features, entry.name, 'routes.tsx'))
      .filter((file) => existsSync(file)),
  ];
}

/**
 * Every path segment the shop's router declares, as written in its route files: `path: '…'`
 * entries and lists of paths mapped into routes (`['share', 'share/:recipeId'].map((path) …`).
 * Read from the sources because the router's tree is built in the browser bundle, which a
 * Node test cannot import; nested paths come out relative to their parent, as written.
 */
export function declaredRoutePaths(): string[] {
  const paths = routeFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const single = [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map(([, path]) => path as string);
    const mapped = [...source.matchAll(/\[([^\]]*)\]\.map\(\(path\)/g)].flatMap(([, list]) =>
      [...(list as string).matchAll(/'([^']+)'/g)].map(([, path]) => path as string),
    );
    return [...single, ...mapped];
  });
  return [...new Set(paths)];
}

/** Whether the full route `pattern` (`/menu/:orderId/share`) ends with the declared `path`. */
export const routeEndsWith = (pattern: string, path: string) =>
  pattern === path || pattern === `/${path}` || pattern.endsWith(`/${path}`);

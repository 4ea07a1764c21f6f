import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { TWebRenderer } from '@shared/contracts/web-render';

/**
 * The server-side render bundle the web build made from src/web/entry-server.tsx (docs/architecture.md:
 * Serving the web app). Loaded from dist at run time: the server never imports web source.
 * Null when the bundle is absent (the API alone, or a build from before it existed).
 */
export async function loadWebRenderer(file: string): Promise<TWebRenderer | null> {
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as TWebRenderer;
}

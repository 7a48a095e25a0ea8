import type { Page } from '@playwright/test';

/**
 * The paths of the scripts the page asks for from now on, in order: a live list, for tests that
 * say which chunks came (and when) and which did not.
 */
export function recordScriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

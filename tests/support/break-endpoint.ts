import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import type { FailureKind } from '../../fixtures/staging/failures.ts';

/** Every way an endpoint can fail in the tests: a server answer, or the network down. */
export type Breakage = FailureKind | 'offline';

/**
 * The staging server's name of the endpoint a request goes to (as in its request log and
 * /__staging/fail): `wc-ajax:<name>`, `admin-ajax:<action>`, `rest:<route>`, `page:<path>` for a page fetched in place.
 */
export function endpointOf(request: Request): string | null {
  const url = new URL(request.url());
  const wc = url.searchParams.get('wc-ajax');
  if (wc !== null) return `wc-ajax:${wc}`;
  if (url.pathname.endsWith('/wp-admin/admin-ajax.php')) {
    const action = new URLSearchParams(request.postData() ?? '').get('action') ?? url.searchParams.get('action');
    return `admin-ajax:${action ?? ''}`;
  }
  if (url.pathname.includes('/wp-json/')) return `rest:${url.pathname.replace(/^\/ru\//, '/').replace(/^.*?\/wp-json\//, '/')}`;
  // A page fetched in place (quick view, the project pager); not the visitor's own navigations.
  if (request.method() === 'GET' && request.resourceType() === 'fetch') return `page:${url.pathname}`;
  return null;
}

/**
 * Another origin for `redirect-away`: a server of the test's own on another port, which records
 * every request that reaches it (a followed redirect) and answers like the site would.
 */
export async function awayServer(): Promise<{ origin: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end('{"status":"mail_sent","message":"phished","fragments":{},"redirect":"http://127.0.0.1:9/"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Makes one endpoint fail for this page's visitor until `restore` is called. Call after the
 * first page load (the visitor cookie comes with it).
 */
export async function breakEndpoint(page: Page, endpoint: string, how: Breakage, location?: string): Promise<() => Promise<void>> {
  if (how === 'offline') {
    const matches = (url: URL) => url.origin === new URL(page.url()).origin;
    const handler = async (route: import('@playwright/test').Route) => {
      if (endpointOf(route.request()) === endpoint) await route.abort('internetdisconnected');
      else await route.fallback();
    };
    await page.route(matches, handler);
    return () => page.unroute(matches, handler);
  }
  await page.request.post('/__staging/fail', { form: { endpoint, kind: how, ...(location ? { location } : {}) } });
  return async () => {
    await page.request.post('/__staging/fail', { form: { endpoint } });
  };
}

import { vi } from 'vitest';

export interface FetchCall {
  url: string;
  init: RequestInit;
}

/**
 * Replaces the window's fetch (as the code calls it: a URL string and an init) with `answer`,
 * recording each call. For the calls made without ky (src/services/site-request.ts); ky's own
 * calls pass a Request, see src/services/http.test.ts. Undone by vi.unstubAllGlobals().
 */
export function stubFetch(answer: (init: RequestInit) => Promise<Response> | Response): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(answer(init));
  });
  return calls;
}

/** A fetch answer that never comes: it fails only when the call's signal aborts. */
export const hanging = ({ signal }: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    if (signal!.aborted) reject(signal!.reason);
    signal!.addEventListener('abort', () => reject(signal!.reason));
  });

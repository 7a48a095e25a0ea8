import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright';

/** One response as a compressing server would send it: gzip -9 for text, as it is otherwise. */
export interface ResponseSize {
  /** The phase of the measurement it arrived in (`load` until `setPhase` names another). */
  phase: string;
  url: string;
  isScript: boolean;
  gzipBytes: number;
}

const TEXT = /javascript|css|html|json|svg|text/;

/** Sizes every response the page receives from now on, until `stop`. */
export function recordResponseSizes(page: Page): { setPhase(name: string): void; stop(): Promise<ResponseSize[]> } {
  let phase = 'load';
  const sizes: Array<Promise<ResponseSize>> = [];
  const onResponse = (response: Response) => {
    const at = phase;
    const type = response.headers()['content-type'] ?? '';
    const isScript = /javascript/.test(type);
    sizes.push(
      response.body().then(
        (body) => ({ phase: at, url: response.url(), isScript, gzipBytes: TEXT.test(type) ? gzipSync(body, { level: 9 }).length : body.length }),
        // A body the browser did not keep (a redirect, an aborted request) counts as a request of no bytes.
        () => ({ phase: at, url: response.url(), isScript, gzipBytes: 0 }),
      ),
    );
  };
  page.on('response', onResponse);
  return {
    setPhase(name) {
      phase = name;
    },
    stop() {
      page.off('response', onResponse);
      return Promise.all(sizes);
    },
  };
}

export const totalBytes = (sizes: ResponseSize[]) => sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
export const scriptBytes = (sizes: ResponseSize[]) => totalBytes(sizes.filter((size) => size.isScript));

/** Spec section 9: at most 4 images load at once; 15 s before giving up, 5 s for static layers. */
export const MAX_LOADING = 4;
export const IMAGE_TIMEOUT = 15_000;
export const STATIC_IMAGE_TIMEOUT = 5_000;

export type ImageOutcome = 'loaded' | 'broken' | 'timeout';

export interface ImageJob {
  img: HTMLImageElement;
  src: string;
  timeout: number;
  done(outcome: ImageOutcome): void;
}

/**
 * Loads lazy slide images (`data-lazyload`) a few at a time, first come first served; a job
 * that neither loads nor fails within its time-out frees its place. `prioritise` moves the
 * images of a slide the visitor is about to see to the front.
 */
export function createImageQueue(win: Window, limit = MAX_LOADING) {
  const waiting: ImageJob[] = [];
  let active = 0;
  let closed = false;

  function pump(): void {
    while (!closed && active < limit && waiting.length) {
      const job = waiting.shift()!;
      active++;
      let settled = false;
      const finish = (outcome: ImageOutcome) => {
        if (settled) return;
        settled = true;
        win.clearTimeout(timer);
        job.img.removeEventListener('load', onLoad);
        job.img.removeEventListener('error', onError);
        active--;
        if (!closed) job.done(outcome);
        pump();
      };
      const onLoad = () => finish('loaded');
      const onError = () => finish('broken');
      const timer = win.setTimeout(() => finish('timeout'), job.timeout);
      job.img.addEventListener('load', onLoad);
      job.img.addEventListener('error', onError);
      job.img.src = job.src;
    }
  }

  return {
    add(job: ImageJob): void {
      waiting.push(job);
      pump();
    },
    prioritise(images: ReadonlyArray<HTMLImageElement>): void {
      const first = waiting.filter((job) => images.includes(job.img));
      const rest = waiting.filter((job) => !images.includes(job.img));
      waiting.splice(0, waiting.length, ...first, ...rest);
    },
    close(): void {
      closed = true;
      waiting.length = 0;
    },
  };
}

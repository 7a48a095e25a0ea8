import type { CDPSession } from '@playwright/test';
import { countListeners } from './listeners.ts';

/** Retained JS heap (after a full garbage collection) and every listener on the page. */
export interface MemorySample {
  heapBytes: number;
  listeners: number;
  nodes: number;
}

export async function sampleMemory(cdp: CDPSession): Promise<MemorySample> {
  await cdp.send('HeapProfiler.enable');
  // Twice: the first collection can leave garbage that finalizers free for the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.getElementsByTagName("*").length', returnByValue: true });
  return { heapBytes: usedSize, listeners: await countListeners(cdp), nodes: Number(result.value) };
}

/** "12.3 MB → 12.5 MB (+0.2 MB), listeners 40 → 40, nodes 900 → 900" for a test's annotation. */
export function describeGrowth(before: MemorySample, after: MemorySample): string {
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(2)} MB`;
  const delta = after.heapBytes - before.heapBytes;
  return `heap ${mb(before.heapBytes)} → ${mb(after.heapBytes)} (${delta >= 0 ? '+' : ''}${mb(delta)}), listeners ${before.listeners} → ${after.listeners}, nodes ${before.nodes} → ${after.nodes}`;
}

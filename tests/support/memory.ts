import type { CDPSession } from '@playwright/test';
import { countListeners } from './listeners.ts';

/** Retained heap (after a full garbage collection) and every listener on the page. */
export interface MemorySample {
  /**
   * Bytes held by objects (JS objects, strings, DOM wrappers and nodes) in a heap snapshot. Compiled
   * code is left out: V8 keeps optimising the functions a repeated action runs for many rounds,
   * which adds code that is not a leak and stops growing on its own.
   */
  heapBytes: number;
  listeners: number;
  nodes: number;
}

export async function sampleMemory(cdp: CDPSession): Promise<MemorySample> {
  await cdp.send('HeapProfiler.enable');
  // Twice: the first collection can leave garbage that finalizers free for the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heapBytes = await objectBytes(cdp);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.getElementsByTagName("*").length', returnByValue: true });
  return { heapBytes, listeners: await countListeners(cdp), nodes: Number(result.value) };
}

/** "12.3 MB → 12.5 MB (+0.2 MB), listeners 40 → 40, nodes 900 → 900" for a test's annotation. */
export function describeGrowth(before: MemorySample, after: MemorySample): string {
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(2)} MB`;
  const delta = after.heapBytes - before.heapBytes;
  return `heap ${mb(before.heapBytes)} → ${mb(after.heapBytes)} (${delta >= 0 ? '+' : ''}${mb(delta)}), listeners ${before.listeners} → ${after.listeners}, nodes ${before.nodes} → ${after.nodes}`;
}

/** The self sizes of every non-code node of a heap snapshot, summed. */
async function objectBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as HeapSnapshot;
  const fields = snapshot.meta.node_fields;
  const [typeNames] = snapshot.meta.node_types;
  const type = fields.indexOf('type');
  const size = fields.indexOf('self_size');
  const code = typeNames.indexOf('code');
  let total = 0;
  for (let i = 0; i < nodes.length; i += fields.length) if (nodes[i + type] !== code) total += nodes[i + size]!;
  return total;
}

/** The parts of V8's heap snapshot format read here. */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

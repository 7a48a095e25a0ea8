import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** "No task over 50 ms caused by the bundle" (issue 14): a run of its code longer than this is named. */
export const LONG_SCRIPT_MS = 50;

/**
 * One script entry of a long animation frame (the Long Animation Frames API's attribution), as
 * the page hands it over: where the code is (file, function, character offset in the file) and
 * what ran it (a module's evaluation, an event listener, a promise, a callback).
 */
export interface ScriptTiming {
  startTime: number;
  sourceURL: string;
  sourceFunctionName: string;
  sourceCharPosition: number;
  invoker: string;
  invokerType: string;
  duration: number;
  /** The part of `duration` spent in style and layout that the script forced. */
  forcedStyleAndLayoutDuration: number;
}

/** An island's `data-island-state` set, as the page saw it: when, on which element, to what. */
export interface IslandStateChange {
  at: number;
  /** The element, short: `form#x.variations_form`. */
  element: string;
  state: string;
}

/** A long run of the bundle's code with the place in our source it started from. */
export interface LongScript extends Omit<ScriptTiming, 'sourceURL'> {
  /** The built file, from the bundle's dist folder: `theme.js`, `chunks/shared-x.js`. */
  file: string;
  /**
   * `islands/x/y.ts:12`, from the file's source map; '' where it has none. For the runtime's
   * steps this is where it yielded (`yield-to-main.ts`), what the browser names as the caller of
   * a continuation: `islands` then says what the run did.
   */
  source: string;
  /** The islands whose state changed during the run (`element → state`): the mounts it did. */
  islands: string[];
}

/** Where the bundle's built files are served from, in a script's URL. */
const BUNDLE_PATH = '/lubrica-islands/dist/';

/** The bundle's file a script URL names (without its query), or undefined for any other script. */
export function bundleFile(sourceURL: string): string | undefined {
  const at = sourceURL.indexOf(BUNDLE_PATH);
  return at < 0 ? undefined : sourceURL.slice(at + BUNDLE_PATH.length).replace(/[?#].*$/, '');
}

/** The line (1-based) and column (0-based) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset)).split('\n');
  return { line: before.length, column: before.at(-1)!.length };
}

/** `source.ts:line` of a character offset in a built file, by its source map; '' when unknown. */
export function sourceAt(code: string, map: TraceMap, offset: number): string {
  const original = originalPositionFor(map, lineAndColumn(code, offset));
  if (original.source === null || original.line === null) return '';
  return `${original.source.replace(/^(\.\.\/)+/, '')}:${original.line}`;
}

/**
 * The islands whose state changed from `start` to `end` (both included), as `element → state`.
 */
export function islandsChangedIn(changes: readonly IslandStateChange[], start: number, end: number): string[] {
  return changes.filter(({ at }) => at >= start && at <= end).map(({ element, state }) => `${element} → ${state}`);
}

/**
 * The bundle's scripts that ran longer than `LONG_SCRIPT_MS`, each with the source it started
 * in, read from the built files in `distDir` (what the staging served) and their maps, and the
 * islands it changed.
 */
export function longBundleScripts(scripts: readonly ScriptTiming[], distDir: string, changes: readonly IslandStateChange[] = []): LongScript[] {
  const maps = new Map<string, { code: string; map: TraceMap } | undefined>();
  const mapped = (file: string) => {
    if (!maps.has(file)) {
      const path = join(distDir, file);
      maps.set(file, existsSync(`${path}.map`) ? { code: readFileSync(path, 'utf8'), map: new TraceMap(readFileSync(`${path}.map`, 'utf8')) } : undefined);
    }
    return maps.get(file);
  };
  return scripts.flatMap(({ sourceURL, ...timing }) => {
    const file = bundleFile(sourceURL);
    if (file === undefined || timing.duration <= LONG_SCRIPT_MS) return [];
    const built = mapped(file);
    return [
      {
        ...timing,
        file,
        source: built ? sourceAt(built.code, built.map, timing.sourceCharPosition) : '',
        islands: islandsChangedIn(changes, timing.startTime, timing.startTime + timing.duration),
      },
    ];
  });
}

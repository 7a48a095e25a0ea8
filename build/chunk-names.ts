/**
 * How the chunks' files are named: `chunks/{name}-{hash}.js`, the hash six characters of the
 * content's (base64url, 36 bits: a chunk whose content changed keeps its old name, and so its
 * cached copy, by chance once in about 69 billion builds). Six, not the bundler's eight: the
 * entry lists every chunk's file for its preloads, and hashes do not compress (theme.js's gzip
 * was 65 bytes smaller, 8,184 -> 8,119, by the stop check's gzip -9 -c).
 *
 * Six characters leave room for 64 chunks as Rolldown counts them while it builds (one base64
 * character of a hash placeholder each: its count runs above the 57 files it writes), and the
 * build is at that limit: one more lazy module of its own (tried on 2026-12-07, the project
 * archive's frame as a chunk) fails `vite build` with "you need a minimum hash size of 7". Seven
 * makes theme.js 49 bytes larger at gzip -9 (8,189 -> 8,238 then, over the stop check's 8,192):
 * room the entry has had since its import lists stopped naming each imported chunk again
 * (vite.config.ts, `resolveDependencies`; theme.js 7,972 bytes, build/budgets.ts).
 */
export const CHUNK_HASH_LENGTH = 6;

export const CHUNK_FILE_NAMES = `chunks/[name]-[hash:${CHUNK_HASH_LENGTH}].js`;

const HASHED = new RegExp(`(/chunks/[^/]+)-[\\w-]{${CHUNK_HASH_LENGTH}}\\.js$`);

/** A chunk's path without its hash and extension (`chunks/Tabs.island-1gWpSx.js` → `chunks/Tabs.island`); any other path as it is. */
export function withoutHash(path: string): string {
  return `/${path}`.replace(HASHED, '$1').slice(1);
}

/** The name of the chunk a script's path is (`/dist/chunks/cart-1_d5ds.js` → `cart`), or null for another file. */
export function chunkName(path: string): string | null {
  return HASHED.exec(`/${path}`)?.[1]?.slice('/chunks/'.length) ?? null;
}

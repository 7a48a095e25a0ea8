/** What a parse-props function gives back: typed props, or a message saying what is wrong. */
export type ParseResult<P> = { ok: true; props: P } | { ok: false; error: string };

export const parsed = <P>(props: P): ParseResult<P> => ({ ok: true, props });
export const invalid = <P = never>(error: string): ParseResult<P> => ({ ok: false, error });

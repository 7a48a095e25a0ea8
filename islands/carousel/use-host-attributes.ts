import { useLayoutEffect } from 'react';

/**
 * Sets attributes on server elements for as long as the island is mounted and puts the printed
 * values back afterwards, so an unmounted carousel is the markup the server sent.
 */
export function useHostAttributes(targets: ReadonlyArray<readonly [HTMLElement, Record<string, string | null>]>): void {
  useLayoutEffect(() => {
    const saved = targets.flatMap(([el, attributes]) =>
      Object.entries(attributes).map(([name, value]) => {
        const before = el.getAttribute(name);
        if (value === null) el.removeAttribute(name);
        else el.setAttribute(name, value);
        return [el, name, before] as const;
      }),
    );
    return () => {
      for (const [el, name, before] of saved.reverse()) {
        if (before === null) el.removeAttribute(name);
        else el.setAttribute(name, before);
      }
    };
  }, [targets]);
}

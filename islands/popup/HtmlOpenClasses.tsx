import { useLayoutEffect } from 'react';

const ALL = ['pum-open', 'pum-open-overlay', 'pum-open-overlay-disabled', 'pum-open-fixed', 'pum-open-scrollable'];

/** The classes a showing popup puts on `<html>`: open, with or without its overlay, fixed or scrollable. */
export function openClasses(settings: { overlay_disabled: boolean; position_fixed: boolean }): string {
  return `pum-open ${settings.overlay_disabled ? 'pum-open-overlay-disabled' : 'pum-open-overlay'} ${settings.position_fixed ? 'pum-open-fixed' : 'pum-open-scrollable'}`;
}

// The popups drawing on each page's <html> now.
const holders = new WeakMap<Document, Set<object>>();

/**
 * While mounted (while its popup shows), a popup's `openClasses` on `<html>`. Popup Maker takes
 * them away only when the last popup closes, all five at once, so theme CSS keyed on
 * `html.pum-open` holds while any popup shows. Renders nothing.
 */
export function HtmlOpenClasses({ doc, classes }: { doc: Document; classes: string }): null {
  useLayoutEffect(() => {
    const html = doc.documentElement;
    const drawing = holders.get(doc) ?? new Set<object>();
    holders.set(doc, drawing);
    const me = {};
    drawing.add(me);
    html.classList.add(...classes.split(' '));
    return () => {
      drawing.delete(me);
      if (drawing.size === 0) html.classList.remove(...ALL);
    };
  }, [doc, classes]);
  return null;
}

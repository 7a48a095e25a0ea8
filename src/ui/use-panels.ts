import { useLayoutEffect } from 'react';
import { writePanelDisplay, writePanelSemantics } from './tab-markup.ts';

/**
 * Shows the active panel and hides the others, on the server's own panel elements (as jQuery's
 * show/hide did, so theme CSS and the panels' content are untouched). Adds the tabpanel
 * semantics the widget needs and puts every panel back as it was on unmount.
 */
export function usePanels(panels: readonly HTMLElement[], active: number, labelledBy: ReadonlyArray<string | undefined>): void {
  useLayoutEffect(() => {
    const saved = panels.map((panel) => ({
      panel,
      display: panel.style.display,
      role: panel.getAttribute('role'),
      labelledby: panel.getAttribute('aria-labelledby'),
      tabindex: panel.getAttribute('tabindex'),
    }));
    writePanelSemantics(panels, labelledBy);
    return () => {
      for (const { panel, display, ...attributes } of saved) {
        panel.style.display = display;
        for (const [name, value] of Object.entries(attributes)) {
          const attribute = name === 'labelledby' ? 'aria-labelledby' : name;
          if (value === null) panel.removeAttribute(attribute);
          else panel.setAttribute(attribute, value);
        }
      }
    };
  }, [panels, labelledBy]);

  useLayoutEffect(() => writePanelDisplay(panels, active), [panels, active]);
}

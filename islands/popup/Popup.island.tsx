import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { parsed } from '../../src/runtime/parse-result.ts';
import { reactIsland } from '../../src/runtime/react-island.tsx';
import { parsePopup } from './parse-props.ts';
import { Popup } from './Popup.tsx';
import { createPopup } from './popup-controller.ts';
import { firePum } from './pum-events.ts';

const popupIsland: IslandModule = {
  mount(el, ctx) {
    const result = parsePopup(el, ctx);
    if (!result.ok) throw new IslandError(result.error);
    // The popup's state and behaviour first, on the island's signal; then the view that draws it.
    const popup = createPopup(result.props, ctx);
    const view = reactIsland({
      parseProps: () => parsed({ popup }),
      Component: Popup,
      // The overlay and its content stay the server's nodes; the root is an empty node beside them.
      container: (_el, { doc }) => {
        const node = doc.createElement('span');
        node.className = 'pum-island-root';
        node.hidden = true;
        el.append(node);
        return { node, remove: () => node.remove() };
      },
    });
    const unmount = view.mount(el, ctx);
    firePum(el, 'pumInit');
    return unmount;
  },
};

export default popupIsland;

import { reactIsland } from '../../src/runtime/react-island.tsx';
import { parsePopup } from './parse-props.ts';
import { Popup } from './Popup.tsx';

export default reactIsland({
  parseProps: parsePopup,
  Component: Popup,
  // The overlay and its content stay the server's nodes; the root is an empty node beside them.
  container: (el, { doc }) => {
    const node = doc.createElement('span');
    node.className = 'pum-island-root';
    node.hidden = true;
    el.append(node);
    return { node, remove: () => node.remove() };
  },
});

import type { IslandModule } from '../../src/runtime/define.ts';
import { parsed } from '../../src/runtime/parse-result.ts';
import { reactIsland } from '../../src/runtime/react-island.tsx';
import { ProjectArchive } from './ProjectArchive.tsx';
import { takeBackArchive } from './frame.ts';
import { parseArchive } from './parse-props.ts';

/**
 * The archive's view, mounted at the first touch of its filter or pager. It is given the
 * island's signal for its listeners and requests. Its root is a detached element: the view
 * draws on the server's nodes and renders no markup of its own, so nothing of the page is
 * replaced by React.
 */
const projectArchive: IslandModule = {
  mount(el, ctx) {
    const { doc, signal } = ctx;
    // What the entry drew (the load-time look, the clicks it answered) is taken back, and the
    // view's first render, synchronous, draws that state again in this task: no frame shows the
    // difference, and the view's bindings find the server's markup under them.
    const answered = takeBackArchive(el);
    return reactIsland({
      parseProps(host) {
        const result = parseArchive(host);
        return result.ok ? parsed({ ...result.props, el: host, doc, signal, answered }) : result;
      },
      Component: ProjectArchive,
      container: () => ({ node: doc.createElement('div'), remove() {} }),
    }).mount(el, ctx);
  },
};

export default projectArchive;

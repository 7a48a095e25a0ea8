import type { IslandModule } from '../../src/runtime/define.ts';
import { parsed } from '../../src/runtime/parse-result.ts';
import { reactIsland } from '../../src/runtime/react-island.tsx';
import { ProjectArchive } from './ProjectArchive.tsx';
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
    return reactIsland({
      parseProps(host) {
        const result = parseArchive(host);
        return result.ok ? parsed({ ...result.props, el: host, doc, signal }) : result;
      },
      Component: ProjectArchive,
      container: () => ({ node: doc.createElement('div'), remove() {} }),
    }).mount(el, ctx);
  },
};

export default projectArchive;

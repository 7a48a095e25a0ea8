import { reactIsland } from '../../src/runtime/react-island.tsx';
import { parseTabs } from './parse-props.ts';
import { Tabs } from './Tabs.tsx';

export default reactIsland({
  parseProps: parseTabs,
  Component: Tabs,
  container: (el) => ({ node: el.querySelector<HTMLElement>('.theme-tabs__nav')!, remove() {} }),
});

import { reactIsland } from '../../src/runtime/react-island.tsx';
import { Counter } from './Counter.tsx';
import { parseCounter } from './parse-props.ts';

export default reactIsland({ parseProps: parseCounter, Component: Counter });

// Every bench suite, in report order. Add one line per new suite.
export { pagesSuite } from './pages.ts';

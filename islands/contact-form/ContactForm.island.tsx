import { reactIsland } from '../../src/runtime/react-island.tsx';
import { ContactForm } from './ContactForm.tsx';
import { parseContactForm } from './parse-props.ts';

export default reactIsland({
  parseProps: parseContactForm,
  Component: ContactForm,
  // The root is the response box; the rest of the form stays the server's nodes.
  container: (el) => ({ node: el.querySelector<HTMLElement>('.wpcf7-response-output')!, remove() {} }),
});

import { defineBehaviour } from '../../src/runtime/define.ts';
import { updateSubmit } from './acceptance.ts';

const FORM = '.wpcf7 form.wpcf7-form';

/**
 * Contact Form 7's acceptance checkbox keeps the submit button disabled until it is ticked. In
 * the entry, not in the contact form's island: the button must be right from the first paint,
 * whenever the form's own chunk arrives.
 */
export default defineBehaviour({
  name: 'cf7-acceptance',
  selector: FORM,
  upgrade(el) {
    if (el instanceof HTMLFormElement) updateSubmit(el);
  },
  listen(doc) {
    const win = doc.defaultView ?? window;
    const formOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLFormElement>(FORM) ?? null;
    const onChange = (event: Event) => {
      const form = formOf(event);
      if (form) updateSubmit(form);
    };
    // A reset event comes before the fields are reset: read them once it is done.
    const onReset = (event: Event) => {
      const form = formOf(event);
      if (form) win.setTimeout(() => updateSubmit(form));
    };
    doc.addEventListener('change', onChange);
    doc.addEventListener('reset', onReset);
    return () => {
      doc.removeEventListener('change', onChange);
      doc.removeEventListener('reset', onReset);
    };
  },
});

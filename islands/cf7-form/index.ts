import { defineBehaviour } from '../../src/runtime/define.ts';
import { updateSubmit } from './acceptance.ts';

const FORM = '.wpcf7 form.wpcf7-form';

/**
 * What Contact Form 7's script does to its forms as the page starts, in the entry rather than in
 * the contact form's island (which arrives at the visitor's first touch of the form): done later,
 * each of these would change the form under the visitor's eyes. The wrapper's `no-js` becomes `js` (the
 * plugin's stylesheet keys on it), a spinner follows a submit button with `has-spinner` (it
 * takes its place in the line at once, hidden until the form is busy), and the acceptance
 * checkbox keeps the submit disabled until it is ticked.
 */
export default defineBehaviour({
  name: 'cf7-form',
  selector: FORM,
  upgrade(el, doc) {
    if (!(el instanceof HTMLFormElement)) return;
    el.closest('.wpcf7')?.classList.replace('no-js', 'js');
    for (const button of el.querySelectorAll('.has-spinner')) {
      if (button.nextElementSibling?.classList.contains('wpcf7-spinner')) continue;
      const spinner = doc.createElement('span');
      spinner.className = 'wpcf7-spinner';
      button.after(spinner);
    }
    updateSubmit(el);
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

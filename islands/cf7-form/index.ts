import { defineBehaviour } from '../../src/runtime/define.ts';
import { onInteraction } from '../../src/runtime/triggers/interaction.ts';
import { updateSubmit } from './acceptance.ts';
import { syncFreeTextBoxes } from './free-text.ts';

const FORM = '.wpcf7 form.wpcf7-form';

/**
 * What Contact Form 7's script does to its forms as the page starts, in the entry rather than in
 * the contact form's island (which arrives at the visitor's first touch of the form): done later,
 * each of these would change the form under the visitor's eyes. The wrapper's `no-js` becomes `js` (the
 * plugin's stylesheet keys on it), a spinner follows a submit button with `has-spinner` (it
 * takes its place in the line at once, hidden until the form is busy), the acceptance
 * checkbox keeps the submit disabled until it is ticked, and a free-text box is usable only while
 * its choice is chosen (free-text.ts).
 *
 * Contact Form 7's other helpers for its form-tags (exclusive checkboxes, URL fields,
 * character counts, `inert-on-<status>`: form-tags.ts) start when the visitor comes to the form.
 *
 * And a field left with an error before the island has arrived shows its tip at once (the
 * island's rules and writer, in a small chunk fetched when the visitor comes to the form: a
 * pointer over it, a focus, a touch): the island comes with React at the first touch of a
 * button, and its evaluation alone is longer than a frame at 4x throttle. Not at idle: most
 * pages with a form (a popup's, the footer's) are left without touching it, and the 5 KB made the
 * contacts page's JavaScript 60% of the classic stack's; a field is judged only when it is left
 * or edited, well after the focus that fetched the chunk. When that chunk does not load
 * (reported once), the island judges, at its mount, what was left unjudged.
 */
export default defineBehaviour({
  name: 'cf7-form',
  // Contact Form 7's script returns early without it; a site that does not load that script
  // (the `wpcf7_load_js` filter false) posts its forms without JavaScript, and so do we.
  needs: 'wpcf7',
  selector: FORM,
  chunk: () => import('./touched-form.ts'),
  upgrade(el, { doc, chunk, signal }) {
    if (!(el instanceof HTMLFormElement)) return;
    el.closest('.wpcf7')?.classList.replace('no-js', 'js');
    for (const button of el.querySelectorAll('.has-spinner')) {
      if (button.nextElementSibling?.classList.contains('wpcf7-spinner')) continue;
      const spinner = doc.createElement('span');
      spinner.className = 'wpcf7-spinner';
      button.after(spinner);
    }
    updateSubmit(el);
    syncFreeTextBoxes(el);
    const cancel = onInteraction(el, () => void chunk().then((onForm) => onForm?.startForm(el, signal)), {});
    signal.addEventListener('abort', cancel, { once: true });
  },
  listen({ doc, signal, chunk }) {
    const win = doc.defaultView ?? window;
    const formOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLFormElement>(FORM) ?? null;
    // A reset event comes before the fields are reset: read them once it is done.
    const onReset = (event: Event) => {
      const form = formOf(event);
      if (form) win.setTimeout(() => updateSubmit(form));
    };
    // A change may tick the acceptance box. The chunk's checks act only while the island is on its
    // way (touched-form.ts).
    const onField = (event: Event) => {
      const form = formOf(event);
      if (!form) return;
      if (event.type === 'change') {
        updateSubmit(form);
        syncFreeTextBoxes(form);
      }
      void chunk().then((touched) => touched?.beforeMount(form, event));
    };
    doc.addEventListener('reset', onReset, { signal });
    for (const type of ['focusout', 'input', 'change']) doc.addEventListener(type, onField, { signal });
    // A press of the submit button, seen before the runtime holds it for the island on its way
    // (it stops the click on the document): CF7's spinner, from the chunk once it is here, which
    // may be after the press.
    win.addEventListener('click', onField, { capture: true, signal });
  },
});

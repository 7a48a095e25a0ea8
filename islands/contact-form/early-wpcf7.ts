import { runtimeForCall, wakeIslands } from '../../src/runtime/bundle-runtime.ts';

/** The event a form's island answers (ContactForm.tsx): a call of Contact Form 7's API made on that form. */
export const WPCF7_CALL = 'theme:wpcf7';

export interface Wpcf7Call {
  method: 'submit' | 'reset' | 'validate';
  /** As Contact Form 7 takes them: `submitter` for a submit, `target` (the field changed) for a validation. */
  options: { submitter?: unknown; target?: unknown };
}

type Method = 'init' | 'submit' | 'reset' | 'validate';
type Wpcf7Window = Window & { wpcf7?: Record<string, unknown> };

/**
 * Contact Form 7's API on `window.wpcf7` (`init`, `submit`, `reset`, `validate`), which its
 * index.js adds at DOM ready and theme code calls on a form it inserts (`wpcf7.init(form)`) or
 * sends from its own buttons (`wpcf7.submit(form)`). Built as the classic script
 * `dist/stand-ins/contact-form-7.js`, which the plugin prints where CF7's script stood. Each call waits for the
 * bundle's start, then: `init` finds the form (the runtime's scan, which the observer makes
 * anyway); `submit`, `reset` and `validate` wake the form's island and hand it the call. Without
 * the bundle, or with something else than a form, one console line says the call was dropped.
 * CF7's own keys printed in `wpcf7` stay (its data is spread over the API, as CF7 does).
 */
export function installWpcf7Api(win: Window & typeof globalThis): void {
  const w = win as Wpcf7Window;
  // Contact Form 7's script stops without its data ("wpcf7 is not defined"): so does this.
  if (!w.wpcf7) return;
  const call =
    (method: Method) =>
    async (form: unknown, options: Wpcf7Call['options'] = {}): Promise<void> => {
      const islands = await runtimeForCall(win, `contact-form: wpcf7.${method}`);
      if (!islands) return;
      if (!(form instanceof win.HTMLFormElement)) {
        console.error(`[theme] contact-form: wpcf7.${method} dropped: it takes a form element`);
        return;
      }
      if (method === 'init') return islands.scan(form.closest('.wpcf7') ?? form);
      await wakeIslands(islands, [form]);
      form.dispatchEvent(new CustomEvent<Wpcf7Call>(WPCF7_CALL, { detail: { method, options } }));
    };
  w.wpcf7 = { init: call('init'), submit: call('submit'), reset: call('reset'), validate: call('validate'), ...w.wpcf7 };
}

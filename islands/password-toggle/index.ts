import { defineBehaviour } from '../../src/runtime/define.ts';
import { woocommerceParams } from '../../src/services/params/woocommerce-params.ts';

const TOGGLE = 'button.show-password-input';

/**
 * Show/hide for WooCommerce password fields (woocommerce.js markup: `span.password-input`
 * around the input, `button.show-password-input` after it, `display-password` while shown).
 * The button keeps one name and reports its state with aria-pressed.
 */
export default defineBehaviour({
  name: 'password-toggle',
  selector: '.woocommerce form .woocommerce-Input[type="password"], .woocommerce form input[type="password"].woocommerce-Input',
  upgrade(el, doc) {
    if (el.parentElement?.classList.contains('password-input')) return;
    const wrapper = doc.createElement('span');
    wrapper.className = 'password-input';
    el.replaceWith(wrapper);
    wrapper.append(el);
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'show-password-input';
    button.setAttribute('aria-label', woocommerceParams(doc).i18n_password_show);
    button.setAttribute('aria-pressed', 'false');
    if (el.id) {
      button.setAttribute('aria-controls', el.id);
      button.setAttribute('aria-describedby', el.id);
    }
    wrapper.append(button);
  },
  listen(doc) {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(TOGGLE);
      const input = button?.parentElement?.querySelector<HTMLInputElement>('input');
      if (!button || !input) return;
      event.preventDefault();
      const show = input.type === 'password';
      input.type = show ? 'text' : 'password';
      button.classList.toggle('display-password', show);
      button.setAttribute('aria-pressed', String(show));
      input.focus();
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  },
});

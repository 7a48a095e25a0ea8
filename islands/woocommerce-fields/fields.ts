import { woocommerceParams } from '../../src/services/params/woocommerce-params.ts';
import { slideDown, slideUp } from '../../src/ui/slide.ts';

const TOGGLE = 'button.show-password-input';
const WRAPPER = '.woocommerce-input-wrapper';
const DESCRIPTION = 'span.description';
/** woocommerce.js: descriptions slide open and shut over 250 ms. */
export const DESCRIPTION_SLIDE_MS = 250;

const listening = new WeakSet<Document>();

/**
 * One field as woocommerce.js leaves it at DOM-ready; listening starts with the first, until the
 * behaviour's signal aborts.
 */
export function upgrade(el: Element, doc: Document, signal: AbortSignal): void {
  if (!listening.has(doc)) {
    listening.add(doc);
    listen(doc, signal);
    signal.addEventListener('abort', () => listening.delete(doc), { once: true });
  }
  if (el instanceof HTMLInputElement) addPasswordToggle(el, doc);
}

/**
 * Show/hide for a WooCommerce password field, as woocommerce.js adds it: a `.woocommerce-Input`
 * is wrapped in `span.password-input`; another password input in a span (the checkout's account
 * password, in its `.woocommerce-input-wrapper`) has that class put on its span. The button goes
 * at the wrapper's end, named by what a press does (`i18n_password_show`, then `_hide`).
 */
function addPasswordToggle(el: HTMLInputElement, doc: Document): void {
  const wrapper = passwordWrapper(el, doc);
  if (!wrapper || wrapper.querySelector(TOGGLE)) return;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'show-password-input';
  button.setAttribute('aria-label', woocommerceParams(doc).i18n_password_show);
  if (el.id) {
    button.setAttribute('aria-controls', el.id);
    button.setAttribute('aria-describedby', el.id);
  }
  wrapper.append(button);
}

function passwordWrapper(el: HTMLInputElement, doc: Document): HTMLElement | null {
  const parent = el.parentElement;
  if (parent?.classList.contains('password-input')) return parent;
  if (el.classList.contains('woocommerce-Input')) {
    const wrapper = doc.createElement('span');
    wrapper.className = 'password-input';
    el.replaceWith(wrapper);
    wrapper.append(el);
    return wrapper;
  }
  if (parent?.localName !== 'span') return null;
  parent.classList.add('password-input');
  return parent;
}

/** Open, and not closing: a description sliding shut is already marked aria-hidden. */
const isOpen = (el: HTMLElement) => el.getAttribute('aria-hidden') !== 'true' && el.ownerDocument.defaultView?.getComputedStyle(el).display !== 'none';

function hide(description: HTMLElement): void {
  description.setAttribute('aria-hidden', 'true');
  slideUp(description, DESCRIPTION_SLIDE_MS);
}

/** The descriptions open now, but the one of `except`'s field. */
function shownDescriptions(doc: Document, except?: Element | null): HTMLElement[] {
  return Array.from(doc.querySelectorAll<HTMLElement>(`${WRAPPER} ${DESCRIPTION}`)).filter((el) => isOpen(el) && el.closest(WRAPPER) !== except);
}

/** The control a focus, click or key is on, inside a field wrapper, and that field's description. */
function fieldOf(target: EventTarget | null): { wrapper: Element; description: HTMLElement | null } | null {
  if (!(target instanceof Element) || !target.matches('input, select, textarea, button')) return null;
  const wrapper = target.closest(WRAPPER);
  return wrapper ? { wrapper, description: target.parentElement?.querySelector<HTMLElement>(DESCRIPTION) ?? null } : null;
}

function listen(doc: Document, signal: AbortSignal): void {
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(TOGGLE);
      const input = button?.parentElement?.querySelector<HTMLInputElement>('input');
      if (button && input) {
        event.preventDefault();
        const show = input.type === 'password';
        input.type = show ? 'text' : 'password';
        button.classList.toggle('display-password', show);
        const texts = woocommerceParams(doc);
        button.setAttribute('aria-label', show ? texts.i18n_password_hide : texts.i18n_password_show);
        input.focus();
        return;
      }
      // A click outside every field closes the open descriptions.
      if (!(event.target as Element | null)?.closest?.(WRAPPER)) for (const description of shownDescriptions(doc)) hide(description);
    },
    { signal },
  );
  // Using a field opens its description and closes the others'.
  const open = (target: EventTarget | null) => {
    const field = fieldOf(target);
    if (!field) return;
    for (const description of shownDescriptions(doc, field.wrapper)) hide(description);
    if (field.description && !isOpen(field.description)) {
      field.description.setAttribute('aria-hidden', 'false');
      slideDown(field.description, DESCRIPTION_SLIDE_MS);
    }
  };
  doc.addEventListener('focusin', (event) => open(event.target), { signal });
  doc.addEventListener('click', (event) => open(event.target), { signal });
  // A field the visitor went into while this chunk was on its way (a slow line) opens its
  // description now, as woocommerce.js, there from DOM-ready, did at the focus.
  open(doc.activeElement);
  // Escape in a field closes its description (and goes no further, as woocommerce.js returns false).
  doc.addEventListener(
    'keydown',
    (event) => {
      const description = event.key === 'Escape' ? fieldOf(event.target)?.description : null;
      if (!description || !isOpen(description)) return;
      hide(description);
      event.preventDefault();
      event.stopPropagation();
    },
    { signal },
  );
}

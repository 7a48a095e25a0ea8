/**
 * Contact Form 7's acceptance rule (its index.js): while any required acceptance checkbox is not
 * ticked (or an inverted one is), every `.wpcf7-submit` of the form is disabled. Forms with the
 * class `wpcf7-acceptance-as-validation` check acceptance on submit instead, so are left alone.
 */
export function acceptanceGiven(form: HTMLFormElement): boolean {
  for (const wrap of form.querySelectorAll('.wpcf7-acceptance')) {
    if (wrap.classList.contains('optional')) continue;
    const box = wrap.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!box) continue;
    if (box.checked === wrap.classList.contains('invert')) return false;
  }
  return true;
}

export function gatesSubmit(form: HTMLFormElement): boolean {
  return !form.classList.contains('wpcf7-acceptance-as-validation') && form.querySelector('.wpcf7-acceptance') !== null;
}

export function updateSubmit(form: HTMLFormElement): void {
  if (!gatesSubmit(form)) return;
  const given = acceptanceGiven(form);
  for (const submit of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('.wpcf7-submit')) submit.disabled = !given;
}

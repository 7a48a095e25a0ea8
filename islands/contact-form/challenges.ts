import { webUrl } from '../../src/services/safe-url.ts';

/**
 * The human checks Contact Form 7's server renews with an answer (its script does this on
 * `wpcf7submit` and `wpcf7reset`): a CAPTCHA (Really Simple CAPTCHA's `[captchac]` image, each
 * used once, so a form sent and failed needs the next one) and a quiz (`[quiz]`: a new question
 * and its answer's hash). `answer.captcha` maps a field to its new image's address,
 * `answer.quiz` a field to [question, hash]; anything else is left alone.
 */
export function renewChallenges(form: HTMLFormElement, answer: Readonly<Record<string, unknown>>): void {
  const inputs = (name: string) => Array.from(form.querySelectorAll('input')).filter((input) => input.name === name);
  for (const [name, src] of entries(answer.captcha)) {
    const image = typeof src === 'string' ? webUrl(src, form.ownerDocument.baseURI) : null;
    if (!image) continue;
    for (const input of inputs(name)) input.value = '';
    for (const img of form.querySelectorAll('img')) if (img.classList.contains(`wpcf7-captcha-${name.replaceAll(':', '')}`)) img.src = image.href;
    // The challenge's prefix is the image's file name (123.png).
    const prefix = /([0-9]+)\.(png|gif|jpeg)$/.exec(image.pathname)?.[1];
    if (prefix) for (const input of inputs(`_wpcf7_captcha_challenge_${name}`)) input.value = prefix;
  }
  for (const [name, quiz] of entries(answer.quiz)) {
    if (!Array.isArray(quiz) || typeof quiz[0] !== 'string' || typeof quiz[1] !== 'string') continue;
    const [question, hash] = quiz as [string, string];
    for (const wrap of form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap')) {
      if (wrap.dataset.name !== name) continue;
      for (const input of wrap.querySelectorAll('input')) {
        if (input.name === name) input.value = '';
        if (input.name === `_wpcf7_quiz_answer_${name}`) input.value = hash;
      }
      const label = wrap.querySelector('.wpcf7-quiz-label');
      if (label) label.textContent = question;
    }
  }
}

const entries = (value: unknown): Array<[string, unknown]> => (value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : []);

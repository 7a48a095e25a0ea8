import { describe, expect, it } from 'vitest';
import { renewChallenges } from './challenges.ts';

function form(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <span class="wpcf7-form-control-wrap" data-name="captcha-1"><input name="captcha-1" value="QW3E"></span>
    <img class="wpcf7-captcha-captcha-1" src="/wp-content/uploads/wpcf7_captcha/111.png">
    <input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="111">
    <span class="wpcf7-form-control-wrap" data-name="quiz-1"><label><span class="wpcf7-quiz-label">1+1?</span> <input name="quiz-1" value="2"></label><input type="hidden" name="_wpcf7_quiz_answer_quiz-1" value="old"></span>
  </form>`;
  return document.querySelector('form')!;
}

const read = (el: HTMLFormElement) => ({
  captcha: (el.querySelector('input[name="captcha-1"]') as HTMLInputElement).value,
  image: el.querySelector('img')!.getAttribute('src'),
  challenge: (el.querySelector('input[name="_wpcf7_captcha_challenge_captcha-1"]') as HTMLInputElement).value,
  quiz: (el.querySelector('input[name="quiz-1"]') as HTMLInputElement).value,
  question: el.querySelector('.wpcf7-quiz-label')!.textContent,
  hash: (el.querySelector('input[name="_wpcf7_quiz_answer_quiz-1"]') as HTMLInputElement).value,
});

const before = { captcha: 'QW3E', image: '/wp-content/uploads/wpcf7_captcha/111.png', challenge: '111', quiz: '2', question: '1+1?', hash: 'old' };

describe('renewing CF7\'s human checks from an answer', () => {
  it.each<[string, Record<string, unknown>, typeof before]>([
    [
      'a new CAPTCHA image: the field emptied, the image and its challenge replaced',
      { captcha: { 'captcha-1': `${location.origin}/wp-content/uploads/wpcf7_captcha/222.png` } },
      { ...before, captcha: '', image: `${location.origin}/wp-content/uploads/wpcf7_captcha/222.png`, challenge: '222' },
    ],
    [
      'a new quiz: the field emptied, the question and its answer\'s hash replaced',
      { quiz: { 'quiz-1': ['Two plus three?', 'h5'] } },
      { ...before, quiz: '', question: 'Two plus three?', hash: 'h5' },
    ],
    ['an answer without either changes nothing', { status: 'mail_sent' }, before],
    ['an image address that is not http(s) is not taken', { captcha: { 'captcha-1': 'javascript:alert(1)' } }, before],
    ['a quiz that is not [question, hash] is not taken', { quiz: { 'quiz-1': 'What?' } }, before],
    ['a field the form does not have changes nothing', { quiz: { other: ['Q', 'h'] }, captcha: { other: '/x/5.png' } }, before],
  ])('%s', (_name, answer, expected) => {
    const el = form();
    renewChallenges(el, answer);
    expect(read(el)).toEqual(expected);
  });
});

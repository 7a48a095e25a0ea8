import type { ParseContext } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { parseCounterText, type CounterText } from './count-up.ts';

export interface CounterProps {
  counter: CounterText;
  win: Window;
}

export function parseCounter(el: HTMLElement, { doc }: ParseContext): ParseResult<CounterProps> {
  if (el.children.length > 0) return invalid('a counter holds only its number text');
  const counter = parseCounterText(el.textContent ?? '');
  if (!counter) return invalid(`"${(el.textContent ?? '').trim()}" holds no single number to count up to`);
  return parsed({ counter, win: doc.defaultView ?? window });
}

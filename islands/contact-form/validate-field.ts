import { messageFor } from './messages.ts';
import { check } from './rules.ts';
import type { Language } from '../../src/services/page-language.ts';
import type { FieldRule } from './field-rules.ts';

/** What a field holds at the moment of checking: its text, and for groups how many are checked. */
export interface FieldValue {
  value: string;
  /** Checked boxes of a checkbox or radio group; characters otherwise. */
  count: number;
  group: boolean;
}

/**
 * The first failing rule's message, or null when the field is valid. An empty optional field is
 * valid whatever its other rules say; `equalTo` gets the other field's current value as its param.
 */
export function validateField(rules: readonly FieldRule[], field: FieldValue, lang: Language, otherValue: (selector: string) => string | null = () => null): string | null {
  const empty = field.group ? field.count === 0 : field.value.trim() === '';
  const required = rules.find((entry) => entry.rule === 'required');
  if (empty) return required ? messageFor('required', true, lang, required.message) : null;
  for (const { rule, param, message } of rules) {
    if (rule === 'required') continue;
    if (rule === 'equalTo') {
      const other = otherValue(String(param));
      if (other !== null && field.value !== other) return messageFor(rule, param, lang, message);
      continue;
    }
    const length = field.group ? field.count : field.value.length;
    if (!check(rule, field.value, param, length)) return messageFor(rule, param, lang, message);
  }
  return null;
}

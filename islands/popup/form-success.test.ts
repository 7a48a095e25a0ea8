import { describe, expect, it } from 'vitest';
import { planFormSuccess, type FormSuccessPlan } from './form-success.ts';

const YEAR = { name: 'pum-7', time: '+1 year' };

describe('PUM.forms.success: what a form\'s success does to its popup', () => {
  it.each<[string, Record<string, unknown>, FormSuccessPlan]>([
    ['nothing asked: nothing done', {}, { cookie: null, closeAfterMs: null, then: null }],
    ['cookie: pum-<id> for a year', { cookie: true }, { cookie: YEAR, closeAfterMs: null, then: null }],
    ['… a printed "1" too', { cookie: '1' }, { cookie: YEAR, closeAfterMs: null, then: null }],
    ['… and null, as Popup Maker reads it', { cookie: null }, { cookie: YEAR, closeAfterMs: null, then: null }],
    ['… named and timed by the settings', { cookie: { name: 'pum-7-subscribed', time: '1 month' } }, { cookie: { name: 'pum-7-subscribed', time: '1 month' }, closeAfterMs: null, then: null }],
    ['no cookie for "false" or an empty value', { cookie: 'false', redirect_enabled: '' }, { cookie: null, closeAfterMs: null, then: null }],
    ['closepopup: closes after closedelay seconds', { closepopup: true, closedelay: 2 }, { cookie: null, closeAfterMs: 2000, then: null }],
    ['… printed as strings', { closepopup: '1', closedelay: '3' }, { cookie: null, closeAfterMs: 3000, then: null }],
    ['… at once without a delay', { closepopup: 1 }, { cookie: null, closeAfterMs: 0, then: null }],
    ['closedelay without closepopup: it stays open', { closedelay: 5 }, { cookie: null, closeAfterMs: null, then: null }],
    ['openpopup: that popup opens after the close', { closepopup: true, closedelay: 1, openpopup: true, openpopup_id: '104' }, { cookie: null, closeAfterMs: 1000, then: { open: 104 } }],
    ['openpopup without a popup id: nothing opens', { openpopup: '1', openpopup_id: 0 }, { cookie: null, closeAfterMs: null, then: null }],
    ['an openpopup_id alone opens nothing', { openpopup_id: 104 }, { cookie: null, closeAfterMs: null, then: null }],
    ['a redirect: the address to go to', { redirect: '/ru/thanks/' }, { cookie: null, closeAfterMs: null, then: { redirect: '/ru/thanks/' } }],
    ['… asked by redirect_enabled', { redirect_enabled: '1', redirect: 'L3J1L3RoYW5rcy8=' }, { cookie: null, closeAfterMs: null, then: { redirect: 'L3J1L3RoYW5rcy8=' } }],
    ['… enabled without an address: the page loaded again', { redirect_enabled: true, redirect: '' }, { cookie: null, closeAfterMs: null, then: { reload: true } }],
    ['… an address with the redirect turned off: nowhere', { redirect_enabled: false, redirect: 'L3J1L3RoYW5rcy8=' }, { cookie: null, closeAfterMs: null, then: null }],
    ['… turned off as printed, "0"', { redirect_enabled: '0', redirect: '/ru/thanks/' }, { cookie: null, closeAfterMs: null, then: null }],
    ['opening another popup comes before a redirect', { openpopup: true, openpopup_id: 9, redirect: '/x/' }, { cookie: null, closeAfterMs: null, then: { open: 9 } }],
  ])('%s', (_name, settings, plan) => {
    expect(planFormSuccess(7, settings)).toEqual(plan);
  });
});

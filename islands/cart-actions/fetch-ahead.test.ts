import { describe, expect, it } from 'vitest';
import { FETCH_AHEAD_TEMPLATE, fetchAheadForCheckout } from './fetch-ahead.ts';

const LINKS = '<link rel="prefetch" href="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"><link rel="prefetch" href="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1">';

describe('fetchAheadForCheckout', () => {
  it('puts the template\'s links into the page once', () => {
    document.body.innerHTML = `<template id="${FETCH_AHEAD_TEMPLATE}">${LINKS}</template>`;
    fetchAheadForCheckout(document);
    fetchAheadForCheckout(document);
    expect(Array.from(document.querySelectorAll('body > link[rel="prefetch"]'), (link) => link.getAttribute('href'))).toEqual([
      '/wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
      '/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1',
    ]);
  });

  it('does nothing on a page without the template (the fixtures, a visitor with a cart, the plugin\'s older versions)', () => {
    document.body.innerHTML = `<div id="${FETCH_AHEAD_TEMPLATE}">${LINKS}</div>`;
    fetchAheadForCheckout(document);
    expect(document.querySelectorAll('body > link')).toHaveLength(0);
  });
});

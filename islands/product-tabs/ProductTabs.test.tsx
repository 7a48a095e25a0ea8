import { afterEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../tests/support/fixture-dom.ts';
import island from './ProductTabs.island.tsx';

describe('product tabs on the fixture markup (happy-dom)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders the same tab classes, one active, panels shown and hidden', async () => {
    const doc = loadFixture('/product/hydraulic-oil-hlp-46/');
    const wrapper = doc.querySelector<HTMLElement>('.woocommerce-tabs')!;
    const serverClasses = Array.from(wrapper.querySelectorAll('ul.tabs > li'), (li) => li.className);
    const unmount = await island.mount(wrapper, { name: 'product-tabs', doc });
    const lis = Array.from(wrapper.querySelectorAll('ul.tabs > li'));
    expect(lis.map((li) => li.className.replace(/\s*active/, ''))).toEqual(serverClasses);
    expect(lis.map((li) => li.classList.contains('active'))).toEqual([true, false, false]);
    expect(Array.from(wrapper.querySelectorAll<HTMLElement>('.wc-tab'), (panel) => panel.style.display)).toEqual(['block', 'none', 'none']);
    unmount();
    expect(Array.from(wrapper.querySelectorAll('ul.tabs > li'), (li) => li.className)).toEqual(serverClasses);
    expect(Array.from(wrapper.querySelectorAll<HTMLElement>('.wc-tab'), (panel) => panel.style.display)).toEqual(['', '', '']);
  });

  it('keeps the white space the server printed between the tabs (a space between inline tabs), and none where it printed none', async () => {
    const doc = loadFixture('/product/hydraulic-oil-hlp-46/');
    const wrapper = doc.querySelector<HTMLElement>('.woocommerce-tabs')!;
    const list = wrapper.querySelector('ul.tabs')!;
    const lis = Array.from(list.children);
    list.replaceChildren('\n\t', lis[0]!, '\n\t\t', lis[1]!, lis[2]!);
    const unmount = await island.mount(wrapper, { name: 'product-tabs', doc });
    expect(Array.from(list.childNodes, (node) => (node.nodeType === 3 ? `"${node.nodeValue}"` : node.nodeName))).toEqual(['" "', 'LI', '" "', 'LI', 'LI']);
    unmount();
  });

  it('rejects a wrapper without a tab list, naming what is missing', () => {
    const doc = loadFixture('/product/hydraulic-oil-hlp-46/');
    const wrapper = doc.querySelector<HTMLElement>('.woocommerce-tabs')!;
    wrapper.querySelector('ul.tabs')!.remove();
    expect(() => island.mount(wrapper, { name: 'product-tabs', doc })).toThrow('no ul.tabs inside the tabs wrapper');
  });

  it('rejects a tab whose panel is missing', () => {
    const doc = loadFixture('/ru/product/hydraulic-oil-hlp-46/');
    const wrapper = doc.querySelector<HTMLElement>('.woocommerce-tabs')!;
    wrapper.querySelector('#tab-reviews')!.remove();
    expect(() => island.mount(wrapper, { name: 'product-tabs', doc })).toThrow('tab "#tab-reviews" has no panel #tab-reviews in the wrapper');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ServerNode } from './ServerNode.tsx';
import { reactRoots } from '../../tests/support/react-roots.ts';

afterEach(() => {
  document.body.innerHTML = '';
});
// After the clean-up above, so the views are unmounted before it runs.
const { newRoot, render } = reactRoots();

describe('ServerNode: a view\'s state drawn on a server node', () => {
  it('draws classes, styles and attributes on the node itself, and puts back what the node had when they are no longer asked for', () => {
    document.body.innerHTML = '<div id="pum-7" class="pum pum-overlay" aria-modal="false" style="color: red"></div>';
    const node = document.getElementById('pum-7')!;
    const root = newRoot();
    render(root, <ServerNode node={node} classes={['pum-active']} style={{ display: 'block', 'z-index': '99', color: null }} attributes={{ 'aria-modal': 'true', 'data-pum-state': 'open' }} />);
    expect(document.getElementById('pum-7')).toBe(node);
    expect(node.className).toBe('pum pum-overlay pum-active');
    expect(node.getAttribute('style')).toBe('color: red; display: block; z-index: 99;');
    expect([node.getAttribute('aria-modal'), node.getAttribute('data-pum-state')]).toEqual(['true', 'open']);
    render(root, <ServerNode node={node} style={{ display: 'none' }} attributes={{ 'aria-modal': 'false', 'data-pum-state': 'closed' }} />);
    expect(node.className).toBe('pum pum-overlay');
    expect(node.getAttribute('style')).toBe('color: red; display: none;');
    expect([node.getAttribute('aria-modal'), node.getAttribute('data-pum-state')]).toEqual(['false', 'closed']);
  });

  it('unmounted, the node is as printed: a class it already had stays, what it drew goes', () => {
    document.body.innerHTML = '<div id="n" class="active keep" data-x="printed"></div>';
    const node = document.getElementById('n')!;
    const root = newRoot();
    render(root, <ServerNode node={node} classes={['active', 'pum-active']} style={{ visibility: 'hidden' }} attributes={{ 'data-x': 'drawn', tabindex: '0' }} />);
    expect(node.outerHTML).toBe('<div id="n" class="active keep pum-active" data-x="drawn" style="visibility: hidden;" tabindex="0"></div>');
    render(root, null);
    expect(node.className).toBe('active keep');
    expect(node.getAttribute('data-x')).toBe('printed');
    expect(node.hasAttribute('tabindex')).toBe(false);
    expect(node.style.cssText).toBe('');
  });

  it('moved to another node, it gives the first back before drawing on the second', () => {
    document.body.innerHTML = '<i id="a"></i><i id="b"></i>';
    const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
    const root = newRoot();
    render(root, <ServerNode node={a} classes={['on']} />);
    render(root, <ServerNode node={b} classes={['on']} />);
    expect([a.className, b.className]).toEqual(['', 'on']);
  });
});

describe('ServerNode: classes asked on and off (a record)', () => {
  it('takes a printed class off while asked, puts it back after; other code\'s classes stay', () => {
    document.body.innerHTML = '<a href="#" class="active" data-filter="marine">Marine</a>';
    const node = document.querySelector<HTMLElement>('a')!;
    const root = newRoot();
    render(root, <ServerNode node={node} classes={{ active: false, loading: true }} attributes={{ 'aria-pressed': 'false' }} />);
    expect(node.className).toBe('loading');
    node.classList.add('hovered');
    render(root, <ServerNode node={node} classes={{ active: true }} attributes={{ 'aria-pressed': 'true' }} />);
    expect(node.className).toBe('hovered active');
    render(root, <></>);
    expect(node.className).toBe('hovered active');
    expect(node.hasAttribute('aria-pressed')).toBe(false);
  });

  it('leaves no empty class attribute on a node printed without one', () => {
    document.body.innerHTML = '<a href="/page/2/">2</a>';
    const node = document.querySelector<HTMLElement>('a')!;
    const printed = node.outerHTML;
    const root = newRoot();
    render(root, <ServerNode node={node} classes={{ loading: true }} attributes={{ 'aria-busy': 'true' }} />);
    expect(node.outerHTML).not.toBe(printed);
    render(root, <></>);
    expect(node.outerHTML).toBe(printed);
  });
});

import { describe, expect, it } from 'vitest';
import { releaseDetached } from './release-detached.ts';

describe('releaseDetached', () => {
  it('takes the images out of a removed tree, keeping the rest', () => {
    const tree = document.createElement('div');
    tree.innerHTML = '<figure><img srcset="a.png 1x" sizes="100vw" alt=""><figcaption>Oil</figcaption></figure><img alt="">';
    releaseDetached(tree);
    expect(tree.querySelectorAll('img')).toHaveLength(0);
    expect(tree.querySelector('figcaption')?.textContent).toBe('Oil');
  });

  it('leaves a tree that is still in the document alone', () => {
    const tree = document.createElement('div');
    tree.innerHTML = '<img alt="">';
    document.body.append(tree);
    releaseDetached(tree);
    expect(tree.querySelectorAll('img')).toHaveLength(1);
    tree.remove();
  });
});

import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IslandError, type IslandModule, type ParseContext, type Unmount } from './define.ts';
import { nodeAt, placeOf } from './node-place.ts';
import type { ParseResult } from './parse-result.ts';
import { reportFailure } from './report-failure.ts';

export interface ReactIslandSpec<P> {
  parseProps(el: HTMLElement, ctx: ParseContext): ParseResult<P>;
  Component: ComponentType<P>;
  /**
   * Where the root goes. By default the element itself, whose server children React replaces
   * with the same markup. An island whose element cannot hold its view (a `<select>`) creates a
   * container next to it and says how to take it away again.
   */
  container?(el: HTMLElement, ctx: ParseContext): { node: HTMLElement; remove(): void };
}

class Boundary extends Component<{ onError(error: unknown): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Turns a parse function and a component into an island chunk. The first render is flushed
 * synchronously so the runtime's mount loop can time-slice it, and so a render error is known
 * before the browser paints: the server markup is then put back exactly as it was.
 */
/** A React island's mount: synchronous, and its unmount puts the server markup back. */
export interface ReactIslandModule extends IslandModule {
  mount(el: HTMLElement, ctx: ParseContext): Unmount;
}

export function reactIsland<P extends object>(spec: ReactIslandSpec<P>): ReactIslandModule {
  return {
    mount(el, ctx) {
      const result = spec.parseProps(el, ctx);
      if (!result.ok) throw new IslandError(result.error);
      const container = spec.container?.(el, ctx) ?? { node: el, remove() {} };
      const serverChildren = Array.from(container.node.childNodes);
      // The focus inside, which the render drops with the server node it replaces (a tab link
      // focused from the keyboard, the focus being what woke the island) or moves (a link in a
      // track the view adopts: a node taken out of the page loses the focus though it comes
      // back): given back to that node, or to the one React drew in its place, unless something
      // else has it now.
      const focused = ctx.doc.activeElement;
      const focusPlace = focused && focused !== container.node && container.node.contains(focused) ? placeOf(container.node, focused) : null;
      let failure: unknown = null;
      let mounted = false;
      let restored = false;
      const restore = () => {
        if (restored) return;
        restored = true;
        root.unmount();
        container.node.replaceChildren(...serverChildren);
        container.remove();
      };
      // A render error after the mount (a later update) must not leave an empty widget either:
      // the server markup comes back and the island is reported failed, as at mount time.
      const onError = (error: unknown) => {
        if (!mounted) {
          failure ??= error;
          return;
        }
        queueMicrotask(() => {
          restore();
          reportFailure(el, ctx.name, error);
        });
      };
      const root = createRoot(container.node, { onUncaughtError: onError });
      flushSync(() => {
        root.render(
          <Boundary onError={onError}>
            <spec.Component {...result.props} />
          </Boundary>,
        );
      });
      if (failure) {
        restore();
        throw failure;
      }
      if (focusPlace && (!ctx.doc.activeElement || ctx.doc.activeElement === ctx.doc.body)) {
        const again = focused!.isConnected ? (focused as HTMLElement) : nodeAt(container.node, focusPlace);
        again?.focus({ preventScroll: true });
      }
      mounted = true;
      return restore;
    },
  };
}

type Callback = (...args: unknown[]) => unknown;
interface Entry {
  callback: Callback;
  priority: number;
}

/**
 * One kind of hook (actions or filters): each name's callbacks in priority order, then order
 * added. A change makes a new list, so a callback that adds or removes others while they run
 * leaves this run's list as it was.
 */
function registry() {
  const table = new Map<string, Entry[]>();
  const list = (name: string) => table.get(name) ?? [];
  return {
    list,
    add: (name: string, callback: Callback, priority = 10) => void table.set(name, [...list(name), { callback, priority }].sort((a, b) => a.priority - b.priority)),
    remove: (name: string, callback?: Callback) => void table.set(name, callback ? list(name).filter((entry) => entry.callback !== callback) : []),
    has: (name: string) => list(name).length > 0,
  };
}

/**
 * `PUM.hooks`: the wp-hooks-like bus Popup Maker and its extensions talk through. Actions run
 * their callbacks in priority order (then order added); filters pass a value through them.
 */
export function createHooks() {
  const actions = registry();
  const filters = registry();
  return {
    addAction: actions.add,
    removeAction: actions.remove,
    hasAction: actions.has,
    doAction: (name: string, ...args: unknown[]) => {
      for (const entry of actions.list(name)) entry.callback(...args);
    },
    addFilter: filters.add,
    removeFilter: filters.remove,
    hasFilter: filters.has,
    applyFilters: <T>(name: string, value: T, ...args: unknown[]): T => filters.list(name).reduce<T>((current, entry) => entry.callback(current, ...args) as T, value),
  };
}

export type Hooks = ReturnType<typeof createHooks>;

/** An action of `hooks` heard until `signal` aborts. */
export function onAction(hooks: Hooks, name: string, callback: Callback, signal: AbortSignal): void {
  if (signal.aborted) return;
  hooks.addAction(name, callback);
  signal.addEventListener('abort', () => hooks.removeAction(name, callback), { once: true });
}

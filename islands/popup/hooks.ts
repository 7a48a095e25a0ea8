type Callback = (...args: unknown[]) => unknown;
interface Entry {
  callback: Callback;
  priority: number;
}

/**
 * `PUM.hooks`: the wp-hooks-like bus Popup Maker and its extensions talk through. Actions run
 * their callbacks in priority order (then order added); filters pass a value through them.
 */
export function createHooks() {
  const actions = new Map<string, Entry[]>();
  const filters = new Map<string, Entry[]>();
  const add = (table: Map<string, Entry[]>, name: string, callback: Callback, priority = 10) => {
    const list = table.get(name) ?? [];
    list.push({ callback, priority });
    list.sort((a, b) => a.priority - b.priority);
    table.set(name, list);
  };
  const remove = (table: Map<string, Entry[]>, name: string, callback?: Callback) => {
    const list = table.get(name);
    if (!list) return;
    table.set(name, callback ? list.filter((entry) => entry.callback !== callback) : []);
  };
  return {
    addAction: (name: string, callback: Callback, priority?: number) => add(actions, name, callback, priority),
    removeAction: (name: string, callback?: Callback) => remove(actions, name, callback),
    hasAction: (name: string) => (actions.get(name)?.length ?? 0) > 0,
    doAction: (name: string, ...args: unknown[]) => {
      for (const entry of [...(actions.get(name) ?? [])]) entry.callback(...args);
    },
    addFilter: (name: string, callback: Callback, priority?: number) => add(filters, name, callback, priority),
    removeFilter: (name: string, callback?: Callback) => remove(filters, name, callback),
    hasFilter: (name: string) => (filters.get(name)?.length ?? 0) > 0,
    applyFilters: <T>(name: string, value: T, ...args: unknown[]): T =>
      (filters.get(name) ?? []).reduce<T>((current, entry) => entry.callback(current, ...args) as T, value),
  };
}

export type Hooks = ReturnType<typeof createHooks>;

/** An action of `hooks` heard until `signal` aborts. */
export function onAction(hooks: Hooks, name: string, callback: Callback, signal: AbortSignal): void {
  if (signal.aborted) return;
  hooks.addAction(name, callback);
  signal.addEventListener('abort', () => hooks.removeAction(name, callback), { once: true });
}

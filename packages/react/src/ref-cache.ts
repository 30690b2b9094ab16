interface Entry<T> {
  readonly value: Promise<T>;
  users: number;
}

/**
 * One value per key, shared by every user, disposed when the last user releases it. A value
 * that fails to load is forgotten at once, so a later user retries it.
 */
export class RefCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly load: (key: string) => Promise<T>,
    private readonly dispose: (value: T) => void,
  ) {}

  /** The shared value and the function that gives this use of it back (call it exactly once). */
  acquire(key: string): { value: Promise<T>; release: () => void } {
    let entry = this.entries.get(key);
    if (!entry) {
      const value = this.load(key);
      const created: Entry<T> = { value, users: 0 };
      value.catch(() => {
        if (this.entries.get(key) === created) this.entries.delete(key);
      });
      this.entries.set(key, created);
      entry = created;
    }
    entry.users += 1;
    const held = entry;
    let released = false;
    return {
      value: held.value,
      release: () => {
        if (released) return;
        released = true;
        held.users -= 1;
        if (held.users > 0 || this.entries.get(key) !== held) return;
        this.entries.delete(key);
        held.value.then(this.dispose, () => undefined);
      },
    };
  }

  /** Keys currently held, for tests and diagnostics. */
  get size(): number {
    return this.entries.size;
  }
}

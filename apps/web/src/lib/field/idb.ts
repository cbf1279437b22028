/**
 * The device's own store for field mode: the queue of changes not yet sent and the last-seen data
 * the pages show offline. IndexedDB, because it survives a reload and a closed tab, holds far more
 * than localStorage and does not block the page while it writes.
 */
const DB_NAME = "hulppost-field";
const DB_VERSION = 1;
export const QUEUE_STORE = "queue";
export const SNAPSHOT_STORE = "snapshot";

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      // The key is the order the changes were made in: they are sent in that order.
      if (!db.objectStoreNames.contains(QUEUE_STORE)) db.createObjectStore(QUEUE_STORE, { autoIncrement: true });
      if (!db.objectStoreNames.contains(SNAPSHOT_STORE)) db.createObjectStore(SNAPSHOT_STORE);
    };
    request.onsuccess = () => {
      // Another tab upgrading the database closes this connection; the next call opens it again.
      request.result.onversionchange = () => {
        request.result.close();
        opening = null;
      };
      resolve(request.result);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

function done(request: IDBRequest | IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    if (request instanceof IDBTransaction) {
      request.oncomplete = () => resolve();
      request.onerror = () => reject(request.error);
      request.onabort = () => reject(request.error);
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    }
  });
}

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export async function idbGet<T>(store: string, key: IDBValidKey): Promise<T | undefined> {
  const db = await open();
  return result(db.transaction(store).objectStore(store).get(key)) as Promise<T | undefined>;
}

export async function idbPut(store: string, value: unknown, key?: IDBValidKey): Promise<IDBValidKey> {
  const db = await open();
  const tx = db.transaction(store, "readwrite");
  const added = result(tx.objectStore(store).put(value, key));
  await done(tx);
  return added;
}

export async function idbDelete(store: string, key: IDBValidKey): Promise<void> {
  const db = await open();
  const tx = db.transaction(store, "readwrite");
  tx.objectStore(store).delete(key);
  await done(tx);
}

/** Deletes several entries in one transaction. */
export async function idbDeleteMany(store: string, keys: readonly IDBValidKey[]): Promise<void> {
  const db = await open();
  const tx = db.transaction(store, "readwrite");
  for (const key of keys) tx.objectStore(store).delete(key);
  await done(tx);
}

/** Every entry with its key, in key order. */
export async function idbEntries<T>(store: string): Promise<{ key: IDBValidKey; value: T }[]> {
  const db = await open();
  const tx = db.transaction(store);
  const [keys, values] = await Promise.all([
    result(tx.objectStore(store).getAllKeys()),
    result(tx.objectStore(store).getAll()),
  ]);
  return keys.map((key, i) => ({ key, value: values[i] as T }));
}

/** Empties the stores (sign-out: a signed-out device keeps no patient data). */
export async function idbClear(...stores: string[]): Promise<void> {
  const db = await open();
  const tx = db.transaction(stores, "readwrite");
  for (const store of stores) tx.objectStore(store).clear();
  await done(tx);
}

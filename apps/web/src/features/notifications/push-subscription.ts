import type { PushDeviceView } from "@hulppost/shared/notifications";
import { pushKey, saveSubscription } from "./api/devices";

/** Whether this browser can receive alerts by push at all (iOS: only once added to the home screen). */
export const pushSupported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** Why turning notifications on did not work, for the person in their words. */
export class PushProblem extends Error {
  constructor(readonly reason: "denied" | "unsupported" | "noServiceWorker") {
    super(reason);
  }
}

/** The app's service worker; it only exists once the app is installed for offline use (field mode). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new PushProblem("noServiceWorker")), 15_000));
  return Promise.race([ready, late]);
}

const bytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((value, i) => value === b[i]);
};

/** Where this device's subscription lives, to mark "this device" in the list. */
const THIS_DEVICE = "hulppost-push-device";
export const thisDeviceId = () => localStorage.getItem(THIS_DEVICE);

/**
 * Turns alerts on for this device: the browser asks the person's permission, subscribes at its
 * push service with the server's VAPID key, and the server keeps the subscription (decision 046).
 * A subscription made with another key (a server whose key changed) is made again.
 */
export async function subscribeThisDevice(label: string): Promise<PushDeviceView> {
  if (!pushSupported()) throw new PushProblem("unsupported");
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushProblem("denied");
  const [worker, { publicKey }] = await Promise.all([registration(), pushKey()]);
  const key = bytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  const device = await saveSubscription({
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    label,
  });
  localStorage.setItem(THIS_DEVICE, device.id);
  return device;
}

/** The browser forgets this device's subscription too (the server's row is removed by the caller). */
export async function unsubscribeThisDevice() {
  localStorage.removeItem(THIS_DEVICE);
  const worker = await navigator.serviceWorker?.getRegistration();
  const subscription = await worker?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

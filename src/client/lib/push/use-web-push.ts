import { useCallback, useEffect, useState } from 'react';
import { deletePushSubscription } from './delete-push-subscription.ts';
import { usePushPublicKey } from './get-push-public-key.ts';
import { savePushSubscription } from './save-push-subscription.ts';
import { existingRegistration, pushSupported, registerServiceWorker } from './service-worker.ts';
import { subscriptionBody, vapidKeyBytes } from './subscription-body.ts';

/**
 * hidden: push unsupported here or not configured on the server; loading: still finding out; blocked: the
 * browser refuses notifications for this site (only its settings can change that); on / off: this device.
 */
export type WebPushState = 'hidden' | 'loading' | 'blocked' | 'on' | 'off';

/** A subscription made with another server key (the keys were replaced) cannot be reused. */
function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

async function subscribe(publicKey: string): Promise<PushSubscription> {
  const registration = await registerServiceWorker();
  const key = vapidKeyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await existingRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * This device's web push for the signed-in account or guest session (decision 30). Asks the browser's
 * permission only from `turnOn` (a click); `turnOff` unsubscribes the browser and tells the server.
 */
export function useWebPush() {
  const supported = pushSupported();
  const key = usePushPublicKey(supported);
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    supported ? Notification.permission : 'default',
  );
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentSubscription().then(
      (subscription) => {
        if (!live) return;
        setSubscribed(!!subscription);
        // The device may have been subscribed under another session: it now belongs to this one.
        const body = subscription && subscriptionBody(subscription.toJSON());
        if (body && Notification.permission === 'granted') void savePushSubscription(body).catch(() => {});
      },
      () => live && setSubscribed(false),
    );
    return () => {
      live = false;
    };
  }, [supported]);

  const publicKey = key.data?.enabled ? key.data.publicKey : null;

  const turnOn = useCallback(async () => {
    if (!publicKey) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return;
      const subscription = await subscribe(publicKey);
      const body = subscriptionBody(subscription.toJSON());
      if (!body) throw new Error('push subscription without keys');
      await savePushSubscription(body);
      setSubscribed(true);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }, [publicKey]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const { endpoint } = subscription;
        await subscription.unsubscribe();
        // The endpoint is dead once unsubscribed (the push service answers 410): the server's copy goes
        // either way, so a failed DELETE does not keep notifications on.
        await deletePushSubscription({ endpoint }).catch(() => {});
      }
      setSubscribed(false);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }, []);

  let state: WebPushState;
  if (!supported || key.isError || (key.data && !publicKey)) state = 'hidden';
  else if (key.isPending || subscribed === null) state = 'loading';
  else if (permission === 'denied') state = 'blocked';
  else state = subscribed && permission === 'granted' ? 'on' : 'off';

  return { state, busy, error, turnOn, turnOff };
}

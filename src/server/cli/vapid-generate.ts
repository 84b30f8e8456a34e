import { generateVapidKeys } from '../integrations/push/web-push.provider.ts';

/**
 * `npm run vapid:generate`: prints a new VAPID key pair for web push (decision 30), as lines to put in the
 * configuration. Keep the private key secret; changing the pair makes every browser subscribe again.
 */
const { publicKey, privateKey } = generateVapidKeys();
process.stdout.write(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\n`);
